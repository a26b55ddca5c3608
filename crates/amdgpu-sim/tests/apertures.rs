//! Flat accesses through the shared and private apertures: every size of
//! load and store, and the atomics, reach the work-group's LDS or the
//! lane's own scratch, checked against byte arrays kept here; what falls
//! outside a segment is a fault that names it, the instruction and the
//! lane; and the aperture registers and hidden arguments agree.

// Lanes index several rows and byte arrays alike.
#![allow(clippy::needless_range_loop)]

use amdgpu_sim::exec::{Exec, Trap, PRIVATE_APERTURE_HI, SHARED_APERTURE_HI};
use amdgpu_sim::memory::{MemError, Memory};
use amdgpu_sim::program::Program;
use amdgpu_sim::wave::Wave;
use amdgpu_sim::{Arg, HostSimd, Launch, Simulator};

mod common;
use common::{builds, Rng};

const SCRATCH_PER_LANE: u64 = 64;
const LDS_BYTES: usize = 1024;

/// Runs the instructions of `text` in order on `wave` and `lds`; stops at
/// the first trap.
fn run(text: &str, simd: HostSimd, wave: &mut Wave, lds: &mut [u8]) -> Result<(), Box<Trap>> {
    let table = amdgpu::table("gfx1100").unwrap();
    let out = amdgpu::asm::assemble(table, text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let program = Program::new(table, &out.bytes, simd);
    let memory = Memory::default();
    let mut x = Exec { wave, memory: &memory, lds, program: &program };
    for d in &program.insts {
        d.entry.call(&mut x, d)?;
    }
    Ok(())
}

/// A wave with random VGPRs v10..v17 (data) and every lane on.
fn wave(rng: &mut Rng) -> Wave {
    let mut w = Wave::new(SCRATCH_PER_LANE);
    for r in 10..18 {
        w.v[r] = std::array::from_fn(|_| rng.next() as u32);
    }
    for b in w.scratch.iter_mut() {
        *b = rng.next() as u8;
    }
    w.s[126] = u32::MAX;
    w
}

/// Points v[1:2] of each lane at `offset(lane)` in the aperture.
fn point(w: &mut Wave, aperture: u32, offset: impl Fn(usize) -> u32) {
    w.v[1] = std::array::from_fn(offset);
    w.v[2] = [aperture; 32];
}

/// The bytes of lane `l` at `offset` in the segment (LDS is everyone's).
fn segment<'a>(w: &'a Wave, lds: &'a [u8], aperture: u32, l: usize, offset: u32, n: usize) -> &'a [u8] {
    let start = if aperture == PRIVATE_APERTURE_HI { l * SCRATCH_PER_LANE as usize } else { 0 } + offset as usize;
    if aperture == PRIVATE_APERTURE_HI {
        &w.scratch[start..start + n]
    } else {
        &lds[start..start + n]
    }
}

/// Each lane's offset: private ones may all be alike (each lane has its
/// own); LDS ones are apart, so that no two lanes store to one place.
fn offsets(aperture: u32, bytes: u32, rng: &mut Rng) -> impl Fn(usize) -> u32 {
    let shared = aperture == SHARED_APERTURE_HI;
    let base = (rng.next() % 8) as u32 * 4 + 4;
    move |l| if shared { base + l as u32 * 16 } else { base + (l as u32 % 3) * bytes.min(4) }
}

#[test]
fn flat_loads_read_each_lanes_scratch_and_the_groups_lds() {
    let mut rng = Rng(0x005e_ed0f_a9e5);
    // Mnemonic, bytes, and how the loaded bytes become the register given its old value.
    type Extend = fn(&[u8], u32) -> u32;
    let loads: [(&str, usize, Extend); 11] = [
        ("flat_load_u8", 1, |b, _| b[0] as u32),
        ("flat_load_i8", 1, |b, _| b[0] as i8 as u32),
        ("flat_load_u16", 2, |b, _| u16::from_le_bytes([b[0], b[1]]) as u32),
        ("flat_load_i16", 2, |b, _| i16::from_le_bytes([b[0], b[1]]) as u32),
        ("flat_load_b32", 4, |b, _| u32::from_le_bytes(b[..4].try_into().unwrap())),
        ("flat_load_d16_b16", 2, |b, old| old & 0xffff_0000 | u16::from_le_bytes([b[0], b[1]]) as u32),
        ("flat_load_d16_hi_b16", 2, |b, old| old & 0xffff | (u16::from_le_bytes([b[0], b[1]]) as u32) << 16),
        ("flat_load_d16_u8", 1, |b, old| old & 0xffff_0000 | b[0] as u32),
        ("flat_load_d16_i8", 1, |b, old| old & 0xffff_0000 | b[0] as i8 as u16 as u32),
        ("flat_load_d16_hi_u8", 1, |b, old| old & 0xffff | (b[0] as u32) << 16),
        ("flat_load_d16_hi_i8", 1, |b, old| old & 0xffff | (b[0] as i8 as u16 as u32) << 16),
    ];
    for simd in builds() {
        for aperture in [SHARED_APERTURE_HI, PRIVATE_APERTURE_HI] {
            for (mnemonic, bytes, extend) in loads {
                let mut w = wave(&mut rng);
                let mut lds: Vec<u8> = (0..LDS_BYTES).map(|_| rng.next() as u8).collect();
                let at = offsets(aperture, bytes as u32, &mut rng);
                point(&mut w, aperture, &at);
                let old = w.v[10];
                let text = format!("{mnemonic} v10, v[1:2] offset:3");
                run(&text, simd, &mut w, &mut lds).unwrap_or_else(|e| panic!("{text}: {e:?}"));
                for l in 0..32 {
                    let b = segment(&w, &lds, aperture, l, at(l) + 3, bytes);
                    assert_eq!(w.v[10][l], extend(b, old[l]), "{text} ({aperture:#x}, {simd:?}), lane {l}");
                }
            }
            for dwords in [2usize, 3, 4] {
                let mut w = wave(&mut rng);
                let mut lds: Vec<u8> = (0..LDS_BYTES).map(|_| rng.next() as u8).collect();
                let at = offsets(aperture, 4, &mut rng);
                point(&mut w, aperture, &at);
                let text = format!("flat_load_b{} v[10:{}], v[1:2]", 32 * dwords, 9 + dwords);
                run(&text, simd, &mut w, &mut lds).unwrap_or_else(|e| panic!("{text}: {e:?}"));
                for l in 0..32 {
                    for k in 0..dwords {
                        let b = segment(&w, &lds, aperture, l, at(l) + 4 * k as u32, 4);
                        assert_eq!(w.v[10 + k][l], u32::from_le_bytes(b.try_into().unwrap()), "{text}, lane {l}");
                    }
                }
            }
        }
    }
}

#[test]
fn flat_stores_write_each_lanes_scratch_and_the_groups_lds() {
    let mut rng = Rng(0x0dd_ba11);
    // Mnemonic, bytes, and which bytes of the data registers are stored.
    let stores: [(&str, usize, u32); 7] = [
        ("flat_store_b8", 1, 0),
        ("flat_store_b16", 2, 0),
        ("flat_store_b32", 4, 0),
        ("flat_store_d16_hi_b8", 1, 16),
        ("flat_store_d16_hi_b16", 2, 16),
        ("flat_store_b64", 8, 0),
        ("flat_store_b128", 16, 0),
    ];
    for simd in builds() {
        for aperture in [SHARED_APERTURE_HI, PRIVATE_APERTURE_HI] {
            for (mnemonic, bytes, shift) in stores {
                let mut w = wave(&mut rng);
                let mut lds: Vec<u8> = (0..LDS_BYTES).map(|_| rng.next() as u8).collect();
                // Private lanes all store at one offset: each has its own.
                let base = (rng.next() % 8) as u32 * 4;
                let shared = aperture == SHARED_APERTURE_HI;
                let at = move |l: usize| if shared { base + l as u32 * 16 } else { base };
                point(&mut w, aperture, at);
                let (scratch_before, lds_before) = (w.scratch.clone(), lds.clone());
                let data = match bytes {
                    8 => "v[10:11]",
                    16 => "v[10:13]",
                    _ => "v10",
                };
                let text = format!("{mnemonic} v[1:2], {data}");
                run(&text, simd, &mut w, &mut lds).unwrap_or_else(|e| panic!("{text}: {e:?}"));
                let (mut scratch_want, mut lds_want) = (scratch_before, lds_before);
                for l in 0..32 {
                    let mut stored = Vec::new();
                    for k in 0..bytes.div_ceil(4) {
                        stored.extend_from_slice(&(w.v[10 + k][l] >> shift).to_le_bytes());
                    }
                    let start = at(l) as usize;
                    let target = if shared {
                        &mut lds_want[start..start + bytes]
                    } else {
                        let lane = l * SCRATCH_PER_LANE as usize;
                        &mut scratch_want[lane + start..lane + start + bytes]
                    };
                    target.copy_from_slice(&stored[..bytes]);
                }
                assert!(w.scratch == scratch_want, "{text} ({aperture:#x}, {simd:?}): scratch");
                assert!(lds == lds_want, "{text} ({aperture:#x}, {simd:?}): LDS");
            }
        }
    }
}

#[test]
fn flat_atomics_change_lds_and_scratch_and_return_the_old_values() {
    for simd in builds() {
        let mut rng = Rng(0xa70_01c);
        let mut w = wave(&mut rng);
        let mut lds = vec![0u8; LDS_BYTES];
        w.scratch.fill(0);
        // Every lane adds 1 to LDS word 0 and its id + 5 twice to its own
        // scratch word at 8; LDS word 1 keeps the largest of the lanes' v12.
        w.v[3] = [SHARED_APERTURE_HI; 32];
        w.v[4] = [0; 32];
        w.v[5] = [SHARED_APERTURE_HI; 32];
        w.v[6] = [8; 32];
        w.v[7] = [PRIVATE_APERTURE_HI; 32];
        w.v[10] = [1; 32];
        w.v[11] = std::array::from_fn(|l| l as u32 + 5);
        w.v[12] = std::array::from_fn(|l| (l as u32).wrapping_mul(0x9e37_79b9) >> 4);
        let text = "flat_atomic_add_u32 v20, v[4:5], v10 glc\n\
                    flat_atomic_add_u32 v[6:7], v11\n\
                    flat_atomic_add_u32 v21, v[6:7], v11 glc\n\
                    v_mov_b32 v4, 4\n\
                    v_mov_b32 v5, v3\n\
                    flat_atomic_max_u32 v22, v[4:5], v12 glc";
        run(text, simd, &mut w, &mut lds).unwrap_or_else(|e| panic!("{simd:?}: {e:?}"));
        // Lanes in order: lane l found l there before it.
        assert_eq!(w.v[20], std::array::from_fn(|l| l as u32), "{simd:?}");
        assert_eq!(u32::from_le_bytes(lds[..4].try_into().unwrap()), 32, "{simd:?}");
        assert_eq!(w.v[21], std::array::from_fn(|l| l as u32 + 5), "{simd:?}");
        for l in 0..32 {
            let at = l * SCRATCH_PER_LANE as usize + 8;
            let word = u32::from_le_bytes(w.scratch[at..at + 4].try_into().unwrap());
            assert_eq!(word, 2 * (l as u32 + 5), "{simd:?} lane {l}");
        }
        let largest = *w.v[12].iter().max().unwrap();
        assert_eq!(u32::from_le_bytes(lds[4..8].try_into().unwrap()), largest, "{simd:?}");
        assert_eq!(w.v[22][0], 0, "{simd:?}");

        // 64 bits: compare-and-swap on a private pair, add on an LDS pair.
        let mut w = wave(&mut rng);
        w.scratch.fill(0);
        let mut lds = vec![0u8; LDS_BYTES];
        w.v[1] = [16; 32];
        w.v[2] = [PRIVATE_APERTURE_HI; 32];
        w.v[3] = [24; 32];
        w.v[4] = [SHARED_APERTURE_HI; 32];
        // cmpswap's data: the new value (v[10:11]), then the one compared (v[12:13], 0).
        w.v[12] = [0; 32];
        w.v[13] = [0; 32];
        w.v[14] = [1; 32];
        w.v[15] = [1; 32];
        let text = "flat_atomic_cmpswap_b64 v[20:21], v[1:2], v[10:13] glc\n\
                    flat_atomic_add_u64 v[22:23], v[3:4], v[14:15] glc";
        run(text, simd, &mut w, &mut lds).unwrap_or_else(|e| panic!("{simd:?}: {e:?}"));
        for l in 0..32 {
            let at = l * SCRATCH_PER_LANE as usize + 16;
            let pair = u64::from_le_bytes(w.scratch[at..at + 8].try_into().unwrap());
            assert_eq!(pair, w.v[10][l] as u64 | (w.v[11][l] as u64) << 32, "{simd:?} lane {l}: swapped in");
            assert_eq!((w.v[20][l], w.v[21][l]), (0, 0), "{simd:?} lane {l}: the old pair");
            assert_eq!((w.v[22][l], w.v[23][l]), (l as u32, l as u32), "{simd:?} lane {l}: the old sum");
        }
        assert_eq!(u64::from_le_bytes(lds[24..32].try_into().unwrap()), 32 * 0x1_0000_0001, "{simd:?}");
    }
}

#[test]
fn segment_faults_name_the_aperture_the_address_and_the_lane() {
    let mut rng = Rng(0xfa_0017);
    // Instruction, aperture, each lane's offset, the error and its space.
    type Case = (&'static str, u32, fn(usize) -> u32, MemError, &'static str);
    let cases: [Case; 5] = [
        // Lane 5 stores past its 64 bytes of scratch.
        (
            "flat_store_b32 v[1:2], v10",
            PRIVATE_APERTURE_HI,
            |l| if l == 5 { 62 } else { 0 },
            MemError::OutOfBounds { address: (PRIVATE_APERTURE_HI as u64) << 32 | 62, bytes: 4 },
            "flat (private aperture: scratch)",
        ),
        (
            "flat_load_b64 v[10:11], v[1:2]",
            SHARED_APERTURE_HI,
            |l| 8 * l as u32 + 912,
            MemError::OutOfBounds { address: (SHARED_APERTURE_HI as u64) << 32 | 1024, bytes: 8 },
            "flat (shared aperture: LDS)",
        ),
        (
            "flat_atomic_add_u32 v[1:2], v10",
            SHARED_APERTURE_HI,
            |l| 2 * l as u32,
            MemError::Misaligned { address: (SHARED_APERTURE_HI as u64) << 32 | 2, align: 4 },
            "flat (shared aperture: LDS)",
        ),
        (
            "flat_atomic_add_u64 v[1:2], v[10:11]",
            PRIVATE_APERTURE_HI,
            |_| 64,
            MemError::OutOfBounds { address: (PRIVATE_APERTURE_HI as u64) << 32 | 64, bytes: 8 },
            "flat (private aperture: scratch)",
        ),
        // A global instruction does not look at the apertures.
        (
            "global_load_b32 v10, v[1:2], off",
            SHARED_APERTURE_HI,
            |_| 0,
            MemError::OutOfBounds { address: (SHARED_APERTURE_HI as u64) << 32, bytes: 4 },
            "global",
        ),
    ];
    for simd in builds() {
        for (text, aperture, offset, error, space) in &cases {
            let mut w = wave(&mut rng);
            let mut lds = vec![0u8; LDS_BYTES];
            point(&mut w, *aperture, offset);
            let lane = (0..32).find(|l| match error {
                MemError::OutOfBounds { bytes, .. } => {
                    offset(*l) as u64 + bytes
                        > if *aperture == SHARED_APERTURE_HI { LDS_BYTES as u64 } else { SCRATCH_PER_LANE }
                        || *space == "global"
                }
                MemError::Misaligned { align, .. } => !(offset(*l) as u64).is_multiple_of(*align),
                // No case here stores to a read-only segment.
                MemError::ReadOnly { .. } => unreachable!("not among the cases"),
            });
            match run(text, simd, &mut w, &mut lds).map_err(|t| *t) {
                Err(Trap::Memory { space: s, error: e, lane: l }) => {
                    assert_eq!((s, &e, l), (*space, error, lane.map(|l| l as u32)), "{text} ({simd:?})")
                }
                other => panic!("{text} ({simd:?}): {other:?}"),
            }
        }
    }
}

/// reduce_local's code object (256 bytes of LDS, kernel arguments `in` and
/// `out` at s[0:1]) running `text` instead of its code, with this much
/// scratch per lane; two waves of 32.
fn launch_code(text: &str, scratch: u32, out_bytes: usize) -> Result<Vec<u8>, String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/reduce_local-O2.hsaco");
    let mut object = amdgpu::hsaco::read(&std::fs::read(path).unwrap()).unwrap();
    object.kernels[0].descriptor.private_segment_fixed_size = scratch;
    let meta = object.kernels[0].meta.as_mut().unwrap();
    // The v5 hidden arguments that carry the aperture bases, after the two pointers.
    for (kind, offset) in [("hidden_shared_base", 16), ("hidden_private_base", 20)] {
        let mut arg = meta.args[0].clone();
        (arg.offset, arg.size, arg.value_kind) = (offset, 4, kind.to_string());
        meta.args.push(arg);
    }
    meta.kernarg_segment_size = meta.kernarg_segment_size.max(24);
    let table = amdgpu::table("gfx1100").unwrap();
    let code = amdgpu::asm::assemble(table, &format!("{text}\ns_endpgm")).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let entry = object.kernels[0].entry as usize;
    object.text = [&object.text[..entry], &code.bytes[..]].concat();
    let sim = Simulator::new(object).unwrap();
    let launch = Launch {
        kernel: "reduce_local".into(),
        global: [64, 1, 1],
        local: [64, 1, 1],
        offset: [0; 3],
        args: vec![Arg::Buffer(vec![0; 256]), Arg::Buffer(vec![0; out_bytes])],
        step_limit: 10_000,
        trace: false,
        options: Default::default(),
    };
    match sim.run(&launch) {
        Ok(out) => Ok(out.buffers[1].clone().unwrap()),
        Err(e) => Err(e.to_string()),
    }
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

/// Each lane stores 3 * id + 1 at private offset 8 and its id in LDS at
/// 4 * id; after a barrier it reads its own private word and the LDS
/// word of the work-item 32 away (the other wave).
#[test]
fn a_kernel_reaches_its_scratch_and_lds_through_the_aperture_registers() {
    let text = "s_load_b64 s[4:5], s[0:1], 0x8
        s_mov_b64 s[8:9], src_private_base
        s_mov_b64 s[10:11], src_shared_base
        v_mov_b32 v10, 8
        v_mov_b32 v11, s9
        v_mul_u32_u24 v3, 3, v0
        v_add_nc_u32 v3, 1, v3
        flat_store_b32 v[10:11], v3
        v_lshlrev_b32 v12, 2, v0
        v_mov_b32 v13, s11
        flat_store_b32 v[12:13], v0
        s_barrier
        flat_load_b32 v20, v[10:11]
        v_xor_b32 v12, 0x80, v12
        flat_load_b32 v21, v[12:13]
        v_lshlrev_b32 v1, 3, v0
        global_store_b64 v1, v[20:21], s[4:5]";
    let out = words(&launch_code(text, 16, 512).unwrap());
    for id in 0..64 {
        assert_eq!((out[2 * id], out[2 * id + 1]), (3 * id as u32 + 1, id as u32 ^ 32), "work-item {id}");
    }
}

#[test]
fn the_aperture_registers_and_hidden_arguments_agree() {
    let text = "s_load_b128 s[4:7], s[0:1], 0x8
        s_mov_b64 s[8:9], src_shared_base
        s_mov_b64 s[10:11], src_shared_limit
        s_mov_b64 s[12:13], src_private_base
        s_mov_b64 s[14:15], src_private_limit
        s_waitcnt lgkmcnt(0)
        v_mov_b32 v1, 0
        v_mov_b32 v2, s8
        v_mov_b32 v3, s9
        v_mov_b32 v4, s10
        v_mov_b32 v5, s11
        global_store_b128 v1, v[2:5], s[4:5]
        v_mov_b32 v2, s12
        v_mov_b32 v3, s13
        v_mov_b32 v4, s14
        v_mov_b32 v5, s15
        global_store_b128 v1, v[2:5], s[4:5] offset:16
        v_mov_b32 v2, s6
        v_mov_b32 v3, s7
        global_store_b64 v1, v[2:3], s[4:5] offset:32";
    let out = words(&launch_code(text, 0, 40).unwrap());
    let (shared, private) = (SHARED_APERTURE_HI, PRIVATE_APERTURE_HI);
    assert_eq!(out, [0, shared, u32::MAX, shared, 0, private, u32::MAX, private, shared, private]);
    // Where amdkfd puts them: 1 << 48 and 2 << 48.
    assert_eq!(((shared as u64) << 32, (private as u64) << 32), (1 << 48, 2 << 48));
}

#[test]
fn a_fault_in_an_aperture_names_the_kernel_instruction_and_lane() {
    // Work-item 37 (wave 1, lane 5) stores at private offset 16 of 16.
    let text = "s_mov_b64 s[8:9], src_private_base
        v_cmp_eq_u32 vcc_lo, 37, v0
        v_cndmask_b32 v10, 0, 16, vcc_lo
        v_mov_b32 v11, s9
        flat_store_b32 v[10:11], v0 offset:0";
    let err = launch_code(text, 16, 4).unwrap_err();
    assert!(err.contains("kernel `reduce_local`"), "{err}");
    assert!(
        err.contains("flat (private aperture: scratch) access of 4 bytes at 0x2000000000010 is out of bounds"),
        "{err}"
    );
    assert!(err.contains("flat_store_b32 v[10:11], v0"), "{err}");
    assert!(err.contains("wave 1, lane 5"), "{err}");
}

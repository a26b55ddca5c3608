//! Moves whose register is offset by M0 (v_movrel*, s_movrel*), against
//! the register files as they were: which register is read and written,
//! under EXEC, in both encodings, and the fault where the offset register
//! is past what the wave has.

use amdgpu_sim::exec::{Exec, Trap};
use amdgpu_sim::memory::Memory;
use amdgpu_sim::program::Program;
use amdgpu_sim::wave::Wave;
use amdgpu_sim::{Arg, HostSimd, Launch, Simulator};

mod common;
use common::builds;

const M0: usize = 125;
const EXEC: usize = 126;

/// A wave of 64 allocated VGPRs whose VGPR r, lane l, holds r << 8 | l
/// and SGPR r holds 0x5000 + r; EXEC as given.
fn wave(exec: u32) -> Wave {
    let mut w = Wave::new(0);
    w.vgprs = 64;
    for r in 0..64 {
        w.v[r] = std::array::from_fn(|l| (r as u32) << 8 | l as u32);
    }
    for r in 0..106 {
        w.s[r] = 0x5000 + r as u32;
    }
    w.s[EXEC] = exec;
    w
}

/// Runs one instruction with M0 as given: assembled, or a word in hex
/// (`0x...`) for an encoding the assembler refuses.
fn run(text: &str, simd: HostSimd, w: &mut Wave, m0: u32) -> Result<(), Box<Trap>> {
    let table = amdgpu::table("gfx1100").unwrap();
    let bytes = match text.strip_prefix("0x") {
        Some(hex) => u32::from_str_radix(hex, 16).unwrap().to_le_bytes().to_vec(),
        None => amdgpu::asm::assemble(table, text).unwrap_or_else(|e| panic!("{text}: {e:?}")).bytes,
    };
    let program = Program::new(table, &bytes, simd);
    let memory = Memory::default();
    w.s[M0] = m0;
    let mut lds = [];
    let mut x = Exec { wave: w, memory: &memory, lds: &mut lds, program: &program };
    let d = &program.insts[0];
    d.entry.call(&mut x, d).map(|_| ())
}

#[test]
fn vector_relative_moves_read_and_write_the_offset_registers_under_exec() {
    let exec = 0x8000_a5a5;
    // Instruction, M0, and (destination, source) VGPRs once offset.
    let cases = [
        ("v_movrels_b32 v1, v4", 3, (1, 7)),
        ("v_movrels_b32_e64 v1, v4", 0, (1, 4)),
        ("v_movreld_b32 v4, v9", 2, (6, 9)),
        ("v_movreld_b32_e64 v4, v9", 59, (63, 9)),
        ("v_movrelsd_b32 v10, v4", 2, (12, 6)),
        ("v_movrelsd_b32_e64 v10, v4", 5, (15, 9)),
        // Source by M0[9:0], destination by M0[25:16]; the other bits are not read.
        ("v_movrelsd_2_b32 v10, v4", 5 << 16 | 1 | 0xfc00_fc00, (15, 5)),
        // Destination offset 0, source offset 7.
        ("v_movrelsd_2_b32_e64 v10, v4", 7, (10, 11)),
    ];
    for simd in builds() {
        for (text, m0, (dst, src)) in cases {
            let mut w = wave(exec);
            let before = wave(exec);
            run(text, simd, &mut w, m0).unwrap_or_else(|e| panic!("{text} ({simd:?}): {e:?}"));
            for r in 0..64 {
                for l in 0..32 {
                    let want = if r == dst && exec >> l & 1 != 0 { before.v[src][l] } else { before.v[r][l] };
                    assert_eq!(w.v[r][l], want, "{text}, M0 {m0:#x} ({simd:?}): v{r} lane {l}");
                }
            }
        }
        // v_movreld's source may be any operand.
        let mut w = wave(u32::MAX);
        run("v_movreld_b32 v4, 0x1234", simd, &mut w, 3).unwrap();
        assert_eq!(w.v[7], [0x1234; 32], "({simd:?})");
        let mut w = wave(u32::MAX);
        run("v_movreld_b32 v4, s20", simd, &mut w, 1).unwrap();
        assert_eq!(w.v[5], [0x5000 + 20; 32], "({simd:?})");
    }
}

#[test]
fn scalar_relative_moves_read_and_write_the_offset_registers() {
    // Instruction, M0, and the SGPRs written with the SGPRs (or value) read.
    type Writes = &'static [(usize, u32)];
    let cases: [(&str, u32, Writes); 7] = [
        ("s_movrels_b32 s20, s10", 2, &[(20, 0x5000 + 12)]),
        ("s_movrels_b64 s[20:21], s[10:11]", 4, &[(20, 0x5000 + 14), (21, 0x5000 + 15)]),
        ("s_movreld_b32 s10, s20", 3, &[(13, 0x5000 + 20)]),
        ("s_movreld_b32 s10, -7", 3, &[(13, -7i32 as u32)]),
        ("s_movreld_b64 s[10:11], s[20:21]", 6, &[(16, 0x5000 + 20), (17, 0x5000 + 21)]),
        ("s_movrelsd_2_b32 s10, s20", 2 << 16 | 1, &[(12, 0x5000 + 21)]),
        // The last SGPR there is.
        ("s_movrels_b32 vcc_lo, s100", 5, &[(106, 0x5000 + 105)]),
    ];
    for simd in builds() {
        for (text, m0, writes) in cases {
            let mut w = wave(u32::MAX);
            let before = wave(u32::MAX);
            run(text, simd, &mut w, m0).unwrap_or_else(|e| panic!("{text} ({simd:?}): {e:?}"));
            for r in 0..M0 {
                let want = writes.iter().find(|(at, _)| *at == r).map_or(before.s[r], |(_, v)| *v);
                assert_eq!(w.s[r], want, "{text}, M0 {m0:#x} ({simd:?}): s{r}");
            }
            assert!(w.v == before.v, "{text} ({simd:?}): a VGPR changed");
        }
    }
}

#[test]
fn offsets_past_the_registers_and_sources_that_are_no_registers_are_faults() {
    let cases = [
        (
            "v_movreld_b32 v60, v1",
            4,
            "the destination v60 + M0 offset 4 is v64, past the 64 VGPRs the kernel allocates",
        ),
        ("v_movrels_b32 v1, v0", 0xffff_ffff, "the source v0 + M0 offset 4294967295 is v4294967295, past the 64 VGPRs"),
        ("v_movrelsd_2_b32 v1, v2", 70 << 16, "the destination v1 + M0 offset 70 is v71"),
        // v_movrels_b32 v1, s2: LLVM's assembler refuses it, its disassembler marks it invalid.
        ("0x7e028602", 0, "offsets its source, which must be a VGPR"),
        ("s_movrels_b32 s0, s100", 6, "the source s100 + M0 offset 6 is s106, past s105"),
        ("s_movreld_b64 s[104:105], s[0:1]", 1, "the destination s[104:105] + M0 offset 1 is s[105:106], past s105"),
        ("s_movrels_b32 s0, vcc_lo", 0, "offsets its source, which must be an SGPR (s0-s105)"),
        ("v_movrels_b32_dpp v1, v2 quad_perm:[0,1,2,3]", 0, "in its DPP form is not supported"),
    ];
    for simd in builds() {
        for (text, m0, expect) in cases {
            let mut w = wave(u32::MAX);
            let before = wave(u32::MAX);
            let message = match run(text, simd, &mut w, m0).map_err(|t| *t) {
                Err(Trap::Refused(m)) => m,
                Err(Trap::Unsupported(m)) => format!("{m} is not supported"),
                other => panic!("{text} ({simd:?}): {other:?}"),
            };
            assert!(message.contains(expect), "{text} ({simd:?}): {message}");
            // No register was written (past v255 is the simulator's DPP row).
            assert!(w.v[..256] == before.v[..256], "{text} ({simd:?}): a VGPR changed");
            assert!(w.s[..M0] == before.s[..M0], "{text} ({simd:?}): an SGPR changed");
        }
    }
}

/// In a kernel: the VGPRs are those its descriptor allocates, and the
/// fault names the kernel, the instruction and where.
#[test]
fn a_relative_move_past_the_kernels_vgprs_names_the_kernel_and_instruction() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/reduce_local-O2.hsaco");
    let mut object = amdgpu::hsaco::read(&std::fs::read(path).unwrap()).unwrap();
    let vgprs = object.kernels[0].descriptor.vgpr_count();
    let table = amdgpu::table("gfx1100").unwrap();
    let text = format!(
        "s_mov_b32 m0, {}\nv_movreld_b32 v1, v0\ns_mov_b32 m0, {vgprs}\nv_movreld_b32 v0, v0\ns_endpgm",
        vgprs - 2
    );
    let code = amdgpu::asm::assemble(table, &text).unwrap();
    let entry = object.kernels[0].entry as usize;
    object.text = [&object.text[..entry], &code.bytes[..]].concat();
    let sim = Simulator::new(object).unwrap();
    let launch = Launch {
        kernel: "reduce_local".into(),
        global: [32, 1, 1],
        local: [32, 1, 1],
        offset: [0; 3],
        args: vec![Arg::Buffer(vec![0; 4]), Arg::Buffer(vec![0; 4])],
        step_limit: 100,
        trace: false,
        options: Default::default(),
    };
    let err = sim.run(&launch).unwrap_err().to_string();
    assert!(err.contains("kernel `reduce_local`"), "{err}");
    assert!(
        err.contains(&format!(
            "the destination v0 + M0 offset {vgprs} is v{vgprs}, past the {vgprs} VGPRs the kernel allocates"
        )),
        "{err}"
    );
    assert!(err.contains("v_movreld_b32_e32 v0, v0"), "{err}");
}

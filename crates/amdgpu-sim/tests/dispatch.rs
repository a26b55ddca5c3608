//! How the dispatch lays out a work-group's work-items in waves, seen by an
//! assembled kernel that stores, for each work-item, its lane and its
//! wave's EXEC at the slot its v0 ids name. A partial work-group (the last
//! along a dimension of a grid the group size does not divide) is launched
//! with its actual size (COMPUTE_NUM_THREAD_*.NUM_THREAD_PARTIAL), its items
//! packed densely in waves by their linear id in that size; ROCm's device
//! library counts on it (sub-group id = local linear id over the wave size,
//! linearised with the actual local size).

mod common;

use amdgpu::hsaco::{self, ArgMeta, KernelDescriptor, KernelOut, LinkedOut};
use amdgpu_sim::{Arg, Launch, Options, Simulator};

/// Kernel arguments: `out`, then the enqueued size x and y, the enqueued
/// items of a group, and the number of groups along x and y. Item (x, y,
/// z) of group (gx, gy, gz) writes its lane (v_mbcnt) and its wave's EXEC
/// to the two words of slot `group_linear * items + (z * Ly + y) * Lx + x`.
const PROGRAM: &str = "
  s_load_b64 s[6:7], s[0:1], 0x0
  s_load_b128 s[8:11], s[0:1], 0x8
  s_load_b32 s13, s[0:1], 0x18
  v_and_b32 v1, 0x3ff, v0
  v_bfe_u32 v2, v0, 10, 10
  v_bfe_u32 v3, v0, 20, 10
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s12, s4, s13
  s_add_u32 s12, s12, s3
  s_mul_i32 s12, s12, s11
  s_add_u32 s12, s12, s2
  s_mul_i32 s12, s12, s10
  v_mul_lo_u32 v4, v3, s9
  v_add_nc_u32 v4, v4, v2
  v_mul_lo_u32 v4, v4, s8
  v_add_nc_u32 v4, v4, v1
  v_add_nc_u32 v4, s12, v4
  v_lshlrev_b32 v4, 3, v4
  v_mbcnt_lo_u32_b32 v5, -1, 0
  v_mov_b32 v6, exec_lo
  global_store_b64 v4, v[5:6], s[6:7]
  s_endpgm
";

fn object() -> Vec<u8> {
    let out = amdgpu::asm::assemble(amdgpu::table("gfx1100").unwrap(), PROGRAM).unwrap_or_else(|e| panic!("{e:?}"));
    let descriptor = KernelDescriptor {
        kernarg_size: 32,
        compute_pgm_rsrc1: 0x60af_0000,
        // Two user SGPRs (the kernarg segment pointer), the work-group ids
        // x, y and z in s2, s3, s4, and the work-item ids x, y and z in v0.
        compute_pgm_rsrc2: 2 << 1 | 1 << 7 | 1 << 8 | 1 << 9 | 2 << 11,
        kernel_code_properties: 0x0408,
        ..Default::default()
    };
    let word = |name: &str, offset: u64| ArgMeta {
        name: Some(name.into()),
        offset,
        size: 4,
        value_kind: "by_value".into(),
        ..Default::default()
    };
    let kernel = KernelOut {
        name: "layout".into(),
        entry: 0,
        size: out.bytes.len() as u64,
        descriptor,
        meta: common::kernel_meta(
            "layout",
            32,
            16,
            8,
            1024,
            vec![
                common::global_buffer("out", 0),
                word("lx", 8),
                word("ly", 12),
                word("items", 16),
                word("ngx", 20),
                word("ngy", 24),
            ],
        ),
    };
    hsaco::write_linked(&LinkedOut {
        target: "gfx1100",
        text: &out.bytes,
        kernels: &[kernel],
        labels: &[],
        data: &[],
        text_fixups: &[],
        data_pointers: &[],
    })
    .unwrap()
}

const UNWRITTEN: u32 = 0xdead_beef;

/// Runs the kernel over `global` in groups of `local`: (lane, EXEC) of
/// each slot.
fn run(sim: &Simulator, global: [u64; 3], local: [u64; 3]) -> Vec<(u32, u32)> {
    let groups: [u64; 3] = std::array::from_fn(|d| global[d].div_ceil(local[d]));
    let items = local.iter().product::<u64>();
    let slots = (items * groups.iter().product::<u64>()) as usize;
    let value = |v: u64| Arg::Value((v as u32).to_le_bytes().to_vec());
    let launch = Launch {
        kernel: "layout".into(),
        global,
        local,
        offset: [0; 3],
        args: vec![
            Arg::Buffer(UNWRITTEN.to_le_bytes().repeat(2 * slots)),
            value(local[0]),
            value(local[1]),
            value(items),
            value(groups[0]),
            value(groups[1]),
        ],
        step_limit: 10_000,
        trace: false,
        options: Options { strict: true, poison: Some(5) },
    };
    let outcome = sim.run(&launch).unwrap_or_else(|e| panic!("{global:?} in {local:?}: {e}"));
    let words: Vec<u32> =
        outcome.buffers[0].as_ref().unwrap().chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
    words.chunks(2).map(|p| (p[0], p[1])).collect()
}

/// What the hardware gives each slot: items that exist, linearised in
/// their group's actual size, 32 to a wave; the others are not written.
fn expected(global: [u64; 3], local: [u64; 3]) -> Vec<(u32, u32)> {
    let groups: [u64; 3] = std::array::from_fn(|d| global[d].div_ceil(local[d]));
    let items = local.iter().product::<u64>();
    let mut out = vec![(UNWRITTEN, UNWRITTEN); (items * groups.iter().product::<u64>()) as usize];
    for gz in 0..groups[2] {
        for gy in 0..groups[1] {
            for gx in 0..groups[0] {
                let g = [gx, gy, gz];
                let size: [u64; 3] = std::array::from_fn(|d| local[d].min(global[d] - g[d] * local[d]));
                let actual = size.iter().product::<u64>();
                let group_linear = (gz * groups[1] + gy) * groups[0] + gx;
                for z in 0..size[2] {
                    for y in 0..size[1] {
                        for x in 0..size[0] {
                            let linear = (z * size[1] + y) * size[0] + x;
                            let in_wave = (actual - linear / 32 * 32).min(32);
                            let exec = if in_wave == 32 { u32::MAX } else { (1u32 << in_wave) - 1 };
                            let slot = group_linear * items + (z * local[1] + y) * local[0] + x;
                            out[slot as usize] = ((linear % 32) as u32, exec);
                        }
                    }
                }
            }
        }
    }
    out
}

#[test]
fn a_partial_group_packs_its_items_densely_in_its_actual_size() {
    let sim = Simulator::load(&object()).unwrap();
    let cases: [([u64; 3], [u64; 3]); 10] = [
        // Whole groups: the enqueued layout.
        ([16, 4, 1], [8, 4, 1]),
        ([8, 4, 4], [8, 4, 2]),
        // 2-D, partial along x, along y, along both.
        ([3, 2, 1], [2, 2, 1]),
        ([13, 8, 1], [8, 8, 1]),
        ([16, 5, 1], [8, 4, 1]),
        ([13, 11, 1], [8, 8, 1]),
        // 3-D, partial along x, along y and z, along all three.
        ([7, 4, 4], [4, 4, 2]),
        ([8, 6, 3], [8, 4, 2]),
        ([11, 5, 3], [4, 4, 2]),
        // A group of 1,024 work-items (32 waves) partial along x.
        ([40, 8, 4], [32, 8, 4]),
    ];
    for (global, local) in cases {
        let got = run(&sim, global, local);
        let want = expected(global, local);
        for (slot, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g, w, "{global:?} in groups of {local:?}: slot {slot} (lane, EXEC)");
        }
    }
}

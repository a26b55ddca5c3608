//! What the simulator's instruction-level tests share.
#![allow(dead_code)]

use amdgpu::hsaco::{ArgMeta, KernelMeta};
use amdgpu_sim::HostSimd;

/// The handler builds this host runs: the baseline, and AVX2 where it has it.
pub fn builds() -> Vec<HostSimd> {
    let mut v = vec![HostSimd::Baseline];
    if HostSimd::detect() != HostSimd::Baseline {
        v.push(HostSimd::detect());
    }
    v
}

/// A xorshift stream, so that the cases are the same on every run.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// A kernel argument that points to a global buffer, as clang describes one.
pub fn global_buffer(name: &str, offset: u64) -> ArgMeta {
    ArgMeta {
        name: Some(name.into()),
        offset,
        size: 8,
        value_kind: "global_buffer".into(),
        address_space: Some("global".into()),
        ..Default::default()
    }
}

/// The metadata of a wave32 kernel of hand-written code: `kernarg_size`
/// bytes of arguments aligned to 8, the registers it says it uses, and at
/// most `max_group` work-items a group.
pub fn kernel_meta(
    name: &str,
    kernarg_size: u64,
    sgprs: u64,
    vgprs: u64,
    max_group: u64,
    args: Vec<ArgMeta>,
) -> KernelMeta {
    KernelMeta {
        name: name.into(),
        symbol: format!("{name}.kd"),
        kernarg_segment_size: kernarg_size,
        kernarg_segment_align: 8,
        wavefront_size: 32,
        sgpr_count: sgprs,
        vgpr_count: vgprs,
        max_flat_workgroup_size: max_group,
        args,
        ..Default::default()
    }
}

/// LLVM's IEEE division of binary32 `v1 / v2` into `v9`, as clang-22 emits
/// it for gfx1100 (`-cl-fp32-correctly-rounded-divide-sqrt`); it writes
/// v4-v8, s12 and VCC.
pub const F32_DIVISION: &str = "v_div_scale_f32 v4, s12, v2, v2, v1\n\
    v_div_scale_f32 v7, vcc_lo, v1, v2, v1\n\
    v_rcp_f32_e32 v5, v4\n\
    s_waitcnt_depctr 0xfff\n\
    v_fma_f32 v6, -v4, v5, 1.0\n\
    v_fmac_f32_e32 v5, v6, v5\n\
    v_mul_f32_e32 v6, v7, v5\n\
    v_fma_f32 v8, -v4, v6, v7\n\
    v_fmac_f32_e32 v6, v8, v5\n\
    v_fma_f32 v4, -v4, v6, v7\n\
    v_div_fmas_f32 v4, v4, v5, v6\n\
    v_div_fixup_f32 v9, v4, v2, v1";

/// [`F32_DIVISION`] in binary64: `v[1:2] / v[3:4]` into `v[14:15]`,
/// writing v6-v13, s12 and VCC.
pub const F64_DIVISION: &str = "v_div_scale_f64 v[6:7], s12, v[3:4], v[3:4], v[1:2]\n\
    v_rcp_f64_e32 v[8:9], v[6:7]\n\
    s_waitcnt_depctr 0xfff\n\
    v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0\n\
    v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]\n\
    v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0\n\
    v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]\n\
    v_div_scale_f64 v[10:11], vcc_lo, v[1:2], v[3:4], v[1:2]\n\
    v_mul_f64 v[12:13], v[10:11], v[8:9]\n\
    v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]\n\
    v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]\n\
    v_div_fixup_f64 v[14:15], v[6:7], v[3:4], v[1:2]";

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

//! What the simulator's instruction-level tests share.
#![allow(dead_code)]

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

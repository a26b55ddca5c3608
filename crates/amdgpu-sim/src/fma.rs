//! Fused multiply-add, correctly rounded, over a row of lanes or one value.
//!
//! Rust's `mul_add` is exact everywhere, but on a CPU built for baseline
//! x86-64 it is a call into the C library's software fma, which dominates a
//! kernel full of `v_fma_f32`. Where the CPU has FMA (checked once, at run
//! time) these use the instruction instead; the results are the same bits.

/// `a * b + c` in every lane, rounded once.
pub fn fma_row(a: &[f32; 32], b: &[f32; 32], c: &[f32; 32]) -> [f32; 32] {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("fma") {
        // SAFETY: the CPU has FMA, the one feature the function enables.
        return unsafe { fma_row_hw(a, b, c) };
    }
    std::array::from_fn(|l| a[l].mul_add(b[l], c[l]))
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma")]
unsafe fn fma_row_hw(a: &[f32; 32], b: &[f32; 32], c: &[f32; 32]) -> [f32; 32] {
    std::array::from_fn(|l| a[l].mul_add(b[l], c[l]))
}

/// `a * b + c` rounded once, in binary64.
pub fn fma64(a: f64, b: f64, c: f64) -> f64 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("fma") {
        // SAFETY: as for `fma_row`.
        return unsafe { fma64_hw(a, b, c) };
    }
    a.mul_add(b, c)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma")]
unsafe fn fma64_hw(a: f64, b: f64, c: f64) -> f64 {
    a.mul_add(b, c)
}

/// `a * b + c` rounded once, in binary32.
pub fn fma32(a: f32, b: f32, c: f32) -> f32 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("fma") {
        // SAFETY: as for `fma_row`.
        return unsafe { fma32_hw(a, b, c) };
    }
    a.mul_add(b, c)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma")]
unsafe fn fma32_hw(a: f32, b: f32, c: f32) -> f32 {
    a.mul_add(b, c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_paths_round_once() {
        // (1 + 2^-12) squared is 1 + 2^-11 + 2^-24: its last bit survives
        // only in a fused sum.
        let a = 1.0f32 + 2f32.powi(-12);
        let row = fma_row(&[a; 32], &[a; 32], &[-1.0; 32]);
        assert!(row.iter().all(|r| *r == a.mul_add(a, -1.0) && *r != a * a - 1.0));
        assert_eq!(fma32(a, a, -1.0).to_bits(), a.mul_add(a, -1.0).to_bits());
        let b = 1.0f64 + 2f64.powi(-27);
        assert_eq!(fma64(b, b, -1.0), 2f64.powi(-26) + 2f64.powi(-54));
    }
}

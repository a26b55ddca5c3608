//! Fused multiply-add, correctly rounded, over a row of lanes or one value.
//!
//! Rust's `mul_add` is exact everywhere, but on a CPU built for baseline
//! x86-64 it is a call into the C library's software fma, which dominates a
//! kernel full of `v_fma_f32`. Where the CPU has FMA (checked once, at run
//! time) these use the instruction instead; the results are the same bits.
//!
//! Except for NaNs: which NaN operand the host returns depends on the
//! operand order its compiler chose (debug and release builds differed).
//! The hardware returns the first NaN source, in operand order, quieted;
//! so do these, whatever the host did.

/// `a * b + c` in every lane, rounded once.
pub fn fma_row(a: &[f32; 32], b: &[f32; 32], c: &[f32; 32]) -> [f32; 32] {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("fma") {
        // SAFETY: the CPU has FMA, the one feature the function enables.
        let r = unsafe { fma_row_hw(a, b, c) };
        return first_nan_row(a, b, c, r);
    }
    first_nan_row(a, b, c, std::array::from_fn(|l| a[l].mul_add(b[l], c[l])))
}

/// `r`, with each lane whose operands hold a NaN replaced by the first.
#[inline(always)]
fn first_nan_row(a: &[f32; 32], b: &[f32; 32], c: &[f32; 32], r: [f32; 32]) -> [f32; 32] {
    if !r.iter().any(|v| v.is_nan()) {
        return r;
    }
    std::array::from_fn(|l| first_nan32(a[l], b[l], c[l]).unwrap_or(r[l]))
}

/// The first NaN of the operands, quieted.
pub fn first_nan32(a: f32, b: f32, c: f32) -> Option<f32> {
    [a, b, c].into_iter().find(|v| v.is_nan()).map(|v| f32::from_bits(v.to_bits() | 0x0040_0000))
}

/// The first NaN of the operands, quieted.
pub fn first_nan64(a: f64, b: f64, c: f64) -> Option<f64> {
    [a, b, c].into_iter().find(|v| v.is_nan()).map(|v| f64::from_bits(v.to_bits() | 0x0008_0000_0000_0000))
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
        let r = unsafe { fma64_hw(a, b, c) };
        return first_nan64(a, b, c).unwrap_or(r);
    }
    first_nan64(a, b, c).unwrap_or(a.mul_add(b, c))
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
        let r = unsafe { fma32_hw(a, b, c) };
        return first_nan32(a, b, c).unwrap_or(r);
    }
    first_nan32(a, b, c).unwrap_or(a.mul_add(b, c))
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

    #[test]
    fn the_first_nan_operand_comes_back_quieted() {
        let (sa, sb) = (f32::from_bits(0x7f80_0001), f32::from_bits(0xffa0_1234));
        assert_eq!(fma32(sa, sb, sa).to_bits(), 0x7fc0_0001);
        assert_eq!(fma32(1.0, sb, sa).to_bits(), 0xffe0_1234);
        assert_eq!(fma32(1.0, 2.0, sa).to_bits(), 0x7fc0_0001);
        let row = fma_row(&[sb; 32], &[sa; 32], &[1.0; 32]);
        assert!(row.iter().all(|r| r.to_bits() == 0xffe0_1234));
        let (da, db) = (f64::from_bits(0x7ff0_0000_0000_0001), f64::from_bits(0xfff4_0000_1234_5678));
        assert_eq!(fma64(da, db, 0.0).to_bits(), 0x7ff8_0000_0000_0001);
        assert_eq!(fma64(0.0, db, da).to_bits(), 0xfffc_0000_1234_5678);
        // An invalid product with no NaN operand is left to the callers.
        assert!(fma32(0.0, f32::INFINITY, 1.0).is_nan());
    }
}

//! Immediates to bit patterns: integers truncated to their width, decimal
//! float literals rounded (to nearest, ties to even) to the operand's format.

/// Rounds `value` to a binary format with `exp_bits` exponent bits and
/// `man_bits` stored significand bits, to nearest with ties to even, and
/// returns its bit pattern. One rounding, straight from the double.
pub fn round_f64(value: f64, exp_bits: u32, man_bits: u32) -> u64 {
    let total = 1 + exp_bits + man_bits;
    let sign = (value.is_sign_negative() as u64) << (total - 1);
    let exp_all_ones = ((1u64 << exp_bits) - 1) << man_bits;
    if value.is_nan() {
        return sign | exp_all_ones | 1 << (man_bits - 1);
    }
    let magnitude = value.abs();
    if magnitude.is_infinite() {
        return sign | exp_all_ones;
    }
    if magnitude == 0.0 {
        return sign;
    }
    let bias = (1i64 << (exp_bits - 1)) - 1;
    let bits = magnitude.to_bits();
    let raw_exp = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1u64 << 52) - 1);
    // magnitude = significand * 2^(exponent - 52)
    let (significand, exponent) =
        if raw_exp == 0 { (fraction, -1022i64) } else { (fraction | 1 << 52, raw_exp - 1023) };
    let leading = significand.leading_zeros() as i64 - 11;
    let true_exponent = exponent - leading;
    let target_exponent = true_exponent.max(1 - bias);
    // q = magnitude / 2^(target_exponent - man_bits), rounded to an integer.
    let shift = (target_exponent - man_bits as i64) - (exponent - 52);
    let mut q = if shift <= 0 { significand << (-shift) } else { round_shift(significand, shift as u32) };
    let mut field_exponent = target_exponent;
    if q >= 1u64 << (man_bits + 1) {
        q >>= 1;
        field_exponent += 1;
    }
    if q < 1u64 << man_bits {
        return sign | q; // subnormal (or rounded to zero)
    }
    if field_exponent > bias {
        return sign | exp_all_ones; // overflow to infinity
    }
    sign | ((field_exponent + bias) as u64) << man_bits | (q - (1u64 << man_bits))
}

fn round_shift(value: u64, shift: u32) -> u64 {
    if shift >= 64 {
        return 0;
    }
    let quotient = value >> shift;
    let remainder = value & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if remainder > half || (remainder == half && quotient & 1 == 1) {
        quotient + 1
    } else {
        quotient
    }
}

/// The bit pattern of a decimal float literal in a format of `bits` bits
/// (`half` picks bfloat16 over binary16 at 16 bits).
pub fn float_bits(value: f64, bits: u32, bfloat: bool) -> u128 {
    match (bits, bfloat) {
        (16, false) => round_f64(value, 5, 10) as u128,
        (16, true) => round_f64(value, 8, 7) as u128,
        (32, _) => (value as f32).to_bits() as u128,
        _ => value.to_bits() as u128,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_precision_values() {
        assert_eq!(round_f64(1.0, 5, 10), 0x3C00);
        assert_eq!(round_f64(-2.0, 5, 10), 0xC000);
        assert_eq!(round_f64(65504.0, 5, 10), 0x7BFF);
        assert_eq!(round_f64(65519.0, 5, 10), 0x7BFF);
        assert_eq!(round_f64(65520.0, 5, 10), 0x7C00, "ties to even rounds up to infinity here");
        assert_eq!(round_f64(2f64.powi(-24), 5, 10), 0x0001, "smallest subnormal");
        assert_eq!(round_f64(2f64.powi(-25), 5, 10), 0x0000, "half the smallest subnormal ties to zero");
        assert_eq!(round_f64(3.0 * 2f64.powi(-26), 5, 10), 0x0001);
        assert_eq!(round_f64(0.1, 5, 10), 0x2E66);
        assert_eq!(round_f64(f64::INFINITY, 5, 10), 0x7C00);
        assert_eq!(round_f64(-0.0, 5, 10), 0x8000);
        assert_eq!(round_f64(1.0, 8, 7), 0x3F80, "bfloat16 1.0");
        assert_eq!(round_f64(1.00390625, 8, 7), 0x3F80, "a tie rounds to even");
        assert_eq!(round_f64(1.01171875, 8, 7), 0x3F82);
    }

    #[test]
    fn single_precision_agrees_with_the_hardware_conversion() {
        let mut x = 0x1234_5678_9abc_def0u64;
        for _ in 0..100_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let value = f64::from_bits(x);
            if value.is_nan() {
                continue;
            }
            assert_eq!(round_f64(value, 8, 23), (value as f32).to_bits() as u64, "{value:e}");
        }
    }
}

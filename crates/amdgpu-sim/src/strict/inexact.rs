//! The transcendental units are not correctly rounded on the hardware; the
//! simulator computes correctly rounded results, and in strict mode moves
//! each within the unit's documented error, per lane and seeded, so that
//! code which relies on them being exact (a division or square root built
//! on `v_rcp_f32` or `v_rsq_f32` without LLVM's refinement steps) goes
//! wrong in the simulator as it would on a GPU.
//!
//! The error model: each result that is finite, not zero and not a
//! denormal becomes one of the values within one unit in the last place of
//! the correctly rounded one (the result itself with probability 1/2, the
//! next value up or the next down with 1/4 each, chosen per lane by the
//! seed), staying finite and keeping its sign.
//! One ULP is the bound LLVM relies on when it chooses these instructions
//! for OpenCL's relaxed precision (`v_rcp_f32`, `v_rsq_f32`, `v_sqrt_f32`,
//! `v_exp_f32`, `v_log_f32`: 1 ULP; `v_sin_f32`/`v_cos_f32` are used only
//! with their own range reduction; the f16 forms 1 ULP of binary16; the f64
//! `v_rcp_f64`/`v_rsq_f64`/`v_sqrt_f64` are the starting approximations of
//! LLVM's Newton–Raphson sequences and are moved by one ULP of binary64).
//! Special values (NaN, infinities, zeros, denormals) are left as computed.

/// The width of an inexact operation's result, by mnemonic base; `None`
/// for every other instruction.
pub fn result_width(base: &str) -> Option<u32> {
    const F32: [&str; 8] =
        ["v_rcp_f32", "v_rcp_iflag_f32", "v_rsq_f32", "v_sqrt_f32", "v_exp_f32", "v_log_f32", "v_sin_f32", "v_cos_f32"];
    const F16: [&str; 7] = ["v_rcp_f16", "v_rsq_f16", "v_sqrt_f16", "v_exp_f16", "v_log_f16", "v_sin_f16", "v_cos_f16"];
    const F64: [&str; 3] = ["v_rcp_f64", "v_rsq_f64", "v_sqrt_f64"];
    if F32.contains(&base) {
        Some(32)
    } else if F16.contains(&base) {
        Some(16)
    } else if F64.contains(&base) {
        Some(64)
    } else {
        None
    }
}

/// Moves a finite, normal result of a format with `exponent_bits` and
/// `mantissa_bits` by +1 ULP (`step` 1), -1 ULP (2) or not at all (0, 3);
/// zeros, denormals, infinities and NaNs stay, and so do the largest finite
/// value going up and the smallest normal going down.
fn perturb(bits: u64, exponent_bits: u32, mantissa_bits: u32, step: u32) -> u64 {
    let exponent = bits >> mantissa_bits & ((1 << exponent_bits) - 1);
    let magnitude = bits & ((1 << (exponent_bits + mantissa_bits)) - 1);
    let largest = ((1 << exponent_bits) - 2) << mantissa_bits | ((1 << mantissa_bits) - 1);
    if exponent == 0 || exponent == (1 << exponent_bits) - 1 {
        return bits;
    }
    match step & 3 {
        1 if magnitude < largest => bits + 1,
        2 if magnitude > 1 << mantissa_bits => bits - 1,
        _ => bits,
    }
}

/// Moves a binary32 result: see [`perturb`].
pub fn perturb_f32(bits: u32, step: u32) -> u32 {
    perturb(bits as u64, 8, 23, step) as u32
}

/// Moves a binary16 result: see [`perturb`].
pub fn perturb_f16(bits: u16, step: u32) -> u16 {
    perturb(bits as u64, 5, 10, step) as u16
}

/// Moves a binary64 result: see [`perturb`].
pub fn perturb_f64(bits: u64, step: u32) -> u64 {
    perturb(bits, 11, 52, step)
}

/// Moves the result of an inexact operation in VGPR `r` (and `r + 1` for
/// binary64; the high half for a `.h` binary16 result) in each lane of
/// `exec`, with two bits of `draw` per lane.
pub fn perturb_lanes(width: u32, r: usize, high: bool, exec: u32, v: &mut [[u32; 32]], draw: u64) {
    for lane in (0..32).filter(|l| exec >> l & 1 == 1) {
        let step = (draw >> (2 * lane)) as u32 & 3;
        match width {
            32 => v[r][lane] = perturb_f32(v[r][lane], step),
            16 => {
                let shift = if high { 16 } else { 0 };
                let word = v[r][lane];
                let half = perturb_f16((word >> shift) as u16, step);
                v[r][lane] = word & !(0xffff << shift) | (half as u32) << shift;
            }
            _ if r + 1 < v.len() => {
                let out = perturb_f64(v[r][lane] as u64 | (v[r + 1][lane] as u64) << 32, step);
                v[r][lane] = out as u32;
                v[r + 1][lane] = (out >> 32) as u32;
            }
            _ => {}
        }
    }
}

/// Garbage for VGPR `r` in each lane of `exec`, from one draw: the high
/// half of a `v_mad_u64_u32` whose destination overlaps a source.
pub fn unreliable_lanes(r: usize, exec: u32, v: &mut [[u32; 32]], draw: u64) {
    for lane in (0..32).filter(|l| exec >> l & 1 == 1) {
        let mixed = (draw ^ (lane as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        v[r][lane] = (mixed >> 32) as u32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_move_at_most_one_ulp_and_specials_stay() {
        let mut moved = [0; 3];
        for k in 0..3000u32 {
            let x = 1.0f32 + k as f32 / 7.0;
            let y = f32::from_bits(perturb_f32(x.to_bits(), k % 4));
            let d = y.to_bits() as i64 - x.to_bits() as i64;
            assert!(d.abs() <= 1);
            moved[(d + 1) as usize] += 1;
        }
        assert!(moved.iter().all(|m| *m > 500), "{moved:?}");
        for special in [0.0f32, -0.0, f32::INFINITY, f32::NAN, 1e-40, f32::MAX] {
            let bits = special.to_bits();
            let out = perturb_f32(bits, 1);
            if special == f32::MAX {
                assert!(out == bits || out == bits - 1);
            } else {
                assert_eq!(out, bits);
            }
        }
        assert_eq!(perturb_f16(0x7c00, 1), 0x7c00);
        assert_eq!((perturb_f16(0x3c00, 1), perturb_f16(0x3c00, 2)), (0x3c01, 0x3bff));
        assert_eq!(perturb_f64(1.5f64.to_bits(), 2), 1.5f64.to_bits() - 1);
        // The smallest normal does not step down into the denormals.
        assert_eq!(perturb_f32(0x0080_0000, 2), 0x0080_0000);
    }
}

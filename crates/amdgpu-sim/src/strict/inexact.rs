//! The transcendental units are not correctly rounded on the hardware; the
//! simulator computes correctly rounded results, and in strict mode moves
//! each within the unit's documented error, per lane and seeded, so that
//! code which relies on them being exact (a division or square root built
//! on `v_rcp_f32` or `v_rsq_f32` without LLVM's refinement steps) goes
//! wrong in the simulator as it would on a GPU.
//!
//! The error model: each result that is finite, not zero and not a
//! denormal becomes one of the values within one unit in the last place of
//! the correctly rounded one (the result itself, the next value up or the
//! next down, chosen by the seed), staying finite and keeping its sign.
//! One ULP is the bound LLVM relies on when it chooses these instructions
//! for OpenCL's relaxed precision (`v_rcp_f32`, `v_rsq_f32`, `v_sqrt_f32`,
//! `v_exp_f32`, `v_log_f32`: 1 ULP; `v_sin_f32`/`v_cos_f32` are used only
//! with their own range reduction; the f16 forms 1 ULP of binary16; the f64
//! `v_rcp_f64`/`v_rsq_f64`/`v_sqrt_f64` are the starting approximations of
//! LLVM's Newton–Raphson sequences and are moved by one ULP of binary64).
//! Special values (NaN, infinities, zeros, denormals) are left as computed.

use super::poison::Garbage;

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

/// Moves a binary32 result by -1, 0 or +1 ULP as `g` chooses.
pub fn perturb_f32(bits: u32, g: &mut Garbage) -> u32 {
    let exponent = bits >> 23 & 0xff;
    if exponent == 0 || exponent == 0xff {
        return bits;
    }
    match g.next_u32() % 3 {
        0 => bits,
        1 if bits & 0x7fff_ffff < 0x7f7f_ffff => bits + 1,
        // Toward zero; the smallest normal stays (a step would make a denormal).
        _ if bits & 0x007f_ffff != 0 || exponent > 1 => bits - 1,
        _ => bits,
    }
}

/// Moves a binary16 result by -1, 0 or +1 ULP as `g` chooses.
pub fn perturb_f16(bits: u16, g: &mut Garbage) -> u16 {
    let exponent = bits >> 10 & 0x1f;
    if exponent == 0 || exponent == 0x1f {
        return bits;
    }
    match g.next_u32() % 3 {
        0 => bits,
        1 if bits & 0x7fff < 0x7bff => bits + 1,
        _ if bits & 0x03ff != 0 || exponent > 1 => bits - 1,
        _ => bits,
    }
}

/// Moves a binary64 result by -1, 0 or +1 ULP as `g` chooses.
pub fn perturb_f64(bits: u64, g: &mut Garbage) -> u64 {
    let exponent = bits >> 52 & 0x7ff;
    if exponent == 0 || exponent == 0x7ff {
        return bits;
    }
    match g.next_u32() % 3 {
        0 => bits,
        1 if bits & 0x7fff_ffff_ffff_ffff < 0x7fef_ffff_ffff_ffff => bits + 1,
        _ if bits & 0x000f_ffff_ffff_ffff != 0 || exponent > 1 => bits - 1,
        _ => bits,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_move_at_most_one_ulp_and_specials_stay() {
        let mut g = Garbage::new(7, &[]);
        let mut moved = [0; 3];
        for k in 0..3000u32 {
            let x = 1.0f32 + k as f32 / 7.0;
            let y = f32::from_bits(perturb_f32(x.to_bits(), &mut g));
            let d = y.to_bits() as i64 - x.to_bits() as i64;
            assert!(d.abs() <= 1);
            moved[(d + 1) as usize] += 1;
        }
        assert!(moved.iter().all(|m| *m > 500), "{moved:?}");
        for special in [0.0f32, -0.0, f32::INFINITY, f32::NAN, 1e-40, f32::MAX] {
            let bits = special.to_bits();
            let out = perturb_f32(bits, &mut g);
            if special == f32::MAX {
                assert!(out == bits || out == bits - 1);
            } else {
                assert_eq!(out, bits);
            }
        }
        assert_eq!(perturb_f16(0x7c00, &mut g), 0x7c00);
        let h = perturb_f16(0x3c00, &mut g);
        assert!((0x3bff..=0x3c01).contains(&h));
        let d = perturb_f64(1.5f64.to_bits(), &mut g);
        assert!(d.abs_diff(1.5f64.to_bits()) <= 1);
    }
}

//! The transcendental units are not correctly rounded on the hardware; the
//! simulator computes correctly rounded results, and in strict mode moves
//! each within the unit's documented error, per lane and seeded, so that
//! code which relies on them being exact (a division or square root built
//! on `v_rcp_f32` or `v_rsq_f32` without LLVM's refinement steps) goes
//! wrong in the simulator as it would on a GPU.
//!
//! The error model: each result that is finite, not zero and not a
//! denormal may become the other value within one unit in the last place
//! of the exact result (the correctly rounded result and its neighbour on
//! the exact value's side are the two values the documented 1 ULP bound
//! allows): it moves with probability 1/4, chosen per lane by the seed,
//! staying finite and keeping its sign. For the binary32 and binary16 units
//! the exact value's side is found from the operand (computed in binary64);
//! the binary64 units, whose side is not worked out, move one ULP either way
//! (1/4 each), which LLVM's Newton-Raphson sequences absorb.
//! One ULP is the bound LLVM relies on when it chooses these instructions
//! for OpenCL's relaxed precision (`v_rcp_f32`, `v_rsq_f32`, `v_sqrt_f32`,
//! `v_exp_f32`, `v_log_f32`: 1 ULP; `v_sin_f32`/`v_cos_f32` are used only
//! with their own range reduction; the f16 forms 1 ULP of binary16; the f64
//! `v_rcp_f64`/`v_rsq_f64`/`v_sqrt_f64` are the starting approximations of
//! LLVM's Newton–Raphson sequences and are moved by one ULP of binary64).
//! Special values (NaN, infinities, zeros, denormals) are left as computed.
//! A reciprocal moves only where one Newton-Raphson step from it gives what
//! the step from the correctly rounded value gives (the manual says the
//! hardware's converges so), which keeps LLVM's refined division exact.

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

/// What a transcendental unit computes, for the side of the exact value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Rcp,
    Rsq,
    Sqrt,
    Exp,
    Log,
    Sin,
    Cos,
}

impl Unit {
    pub fn of(base: &str) -> Option<Unit> {
        let name = base.strip_prefix("v_")?;
        Some(match name.split('_').next()? {
            "rcp" => Unit::Rcp,
            "rsq" => Unit::Rsq,
            "sqrt" => Unit::Sqrt,
            "exp" => Unit::Exp,
            "log" => Unit::Log,
            "sin" => Unit::Sin,
            "cos" => Unit::Cos,
            _ => return None,
        })
    }

    /// The exact result, to binary64's precision (`v_sin`/`v_cos` take
    /// their operand in turns).
    pub fn exact(self, x: f64) -> f64 {
        match self {
            Unit::Rcp => 1.0 / x,
            Unit::Rsq => 1.0 / x.sqrt(),
            Unit::Sqrt => x.sqrt(),
            Unit::Exp => x.exp2(),
            Unit::Log => x.log2(),
            Unit::Sin => (x * std::f64::consts::TAU).sin(),
            Unit::Cos => (x * std::f64::consts::TAU).cos(),
        }
    }
}

/// `step` limited to the exact value's side of `result`: a move away from
/// it would leave the 1 ULP bound.
fn toward_exact(step: u32, result: f64, exact: f64) -> u32 {
    let up = if result < 0.0 { 2 } else { 1 };
    match step & 3 {
        1 | 2 if exact.is_nan() || exact == result => 0,
        1 | 2 if (exact > result) == (up == 1) => 1,
        1 | 2 => 2,
        _ => 0,
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
/// `exec`, with two bits of `draw` per lane. `source` is the unit and its
/// operand per lane (binary64 units: `v_rcp_f64` only).
pub fn perturb_lanes(
    width: u32,
    r: usize,
    high: bool,
    exec: u32,
    v: &mut [[u32; 32]],
    draw: u64,
    source: Option<(Unit, &[u64; 32])>,
) {
    for lane in (0..32).filter(|l| exec >> l & 1 == 1) {
        let step = (draw >> (2 * lane)) as u32 & 3;
        // A move happens with probability 1/4 (steps 1 and 2 move, either
        // way when the side is unknown; to the exact value's side, at half
        // the draws, when it is known).
        let sided = |result: f64, operand: f64, step: u32| match source {
            Some((unit, _)) if step == 1 => toward_exact(step, result, unit.exact(operand)),
            Some(_) => 0,
            None => step,
        };
        let operand = source.map(|(unit, s)| (unit, s[lane]));
        match width {
            32 => {
                let x = operand.map_or(0.0, |(_, s)| f32::from_bits(s as u32) as f64);
                let step = sided(f32::from_bits(v[r][lane]) as f64, x, step);
                let moved = perturb_f32(v[r][lane], step);
                if !matches!(operand, Some((Unit::Rcp, s)) if !refines_alike_f32(f32::from_bits(s as u32), v[r][lane], moved))
                {
                    v[r][lane] = moved;
                }
            }
            16 => {
                let shift = if high { 16 } else { 0 };
                let word = v[r][lane];
                let x = operand.map_or(0.0, |(_, s)| half_to_f64(s as u16));
                let step = sided(half_to_f64((word >> shift) as u16), x, step);
                let half = perturb_f16((word >> shift) as u16, step);
                v[r][lane] = word & !(0xffff << shift) | (half as u32) << shift;
            }
            _ if r + 1 < v.len() => {
                let result = v[r][lane] as u64 | (v[r + 1][lane] as u64) << 32;
                let out = perturb_f64(result, step);
                if !matches!(operand, Some((Unit::Rcp, s)) if !refines_alike_f64(f64::from_bits(s), result, out)) {
                    v[r][lane] = out as u32;
                    v[r + 1][lane] = (out >> 32) as u32;
                }
            }
            _ => {}
        }
    }
}

/// Whether one Newton-Raphson step for `1 / d` (two fmas: `e = 1 - d * y`,
/// `y + e * y`, as LLVM's division sequences begin) takes `moved` where it
/// takes `computed`. The RDNA3 manual's V_RCP_F32: "Accuracy converges to
/// < 0.5ULP when using the Newton-Raphson method and 2 FMA operations" —
/// so a reciprocal the hardware may give is one this step refines to the
/// correctly rounded value; a move that breaks that is not made.
fn refines_alike_f32(d: f32, computed: u32, moved: u32) -> bool {
    let step = |y: f32| {
        let e = crate::fma::fma32(-d, y, 1.0);
        crate::fma::fma32(e, y, y).to_bits()
    };
    moved == computed || step(f32::from_bits(moved)) == step(f32::from_bits(computed))
}

/// [`refines_alike_f32`] in binary64 (`v_rcp_f64`, which LLVM refines by
/// two such steps: one alike step leaves the rest alike).
fn refines_alike_f64(d: f64, computed: u64, moved: u64) -> bool {
    let step = |y: f64| {
        let e = crate::fma::fma64(-d, y, 1.0);
        crate::fma::fma64(e, y, y).to_bits()
    };
    moved == computed || step(f64::from_bits(moved)) == step(f64::from_bits(computed))
}

/// A binary16 value in binary64.
fn half_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exponent = (h >> 10) & 0x1f;
    let mantissa = (h & 0x3ff) as f64;
    sign * match exponent {
        0 => mantissa * 2f64.powi(-24),
        31 if mantissa == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        e => (1.0 + mantissa / 1024.0) * 2f64.powi(e as i32 - 15),
    }
}

/// Garbage for VGPR `r` in each lane of `exec`, from one draw: the high
/// half of a `v_mad_u64_u32` whose destination overlaps a source.
pub fn unreliable_lanes(r: usize, exec: u32, v: &mut [[u32; 32]], draw: u64) {
    for (lane, x) in v[r].iter_mut().enumerate() {
        let mixed = (draw ^ (lane as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        // A select, not a branch per lane: the loop runs as vector code.
        *x = if exec >> lane & 1 == 1 { (mixed >> 32) as u32 } else { *x };
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

    #[test]
    fn reciprocal_moves_keep_the_newton_raphson_step() {
        // 1 / 0x33ffffff = 2^23 (1 + 2^-24 + 2^-48 ..) rounds to 0x4b000001;
        // from 0x4b000000 the step ends on the tie 2^23 + 0.5 and stays.
        let d = f32::from_bits(0x33ff_ffff);
        assert!(!refines_alike_f32(d, 0x4b00_0001, 0x4b00_0000));
        // An ordinary divisor: both neighbours refine to the same value.
        let third = (1.0f32 / 3.0).to_bits();
        assert!(refines_alike_f32(3.0, third, third + 1) && refines_alike_f32(3.0, third, third - 1));
        // binary64: 1 / (1 - 2^-53) rounds to 1 + 2^-52; 1.0 refines to the tie.
        let d = f64::from_bits(0x3fef_ffff_ffff_ffff);
        assert!(!refines_alike_f64(d, 0x3ff0_0000_0000_0001, 0x3ff0_0000_0000_0000));
        let third = (1.0f64 / 3.0).to_bits();
        assert!(refines_alike_f64(3.0, third, third + 1) && refines_alike_f64(3.0, third, third - 1));
    }
}

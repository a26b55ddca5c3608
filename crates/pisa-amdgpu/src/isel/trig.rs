//! `fsin`, `fcos` and `ftanh` of binary32 (16-bit formats widen to it
//! first), within the spec's 2 ULP on every input.
//!
//! The hardware's `v_sin_f32`/`v_cos_f32` take turns, not radians, and
//! lose accuracy as the argument grows, so neither is used. Sine and cosine
//! reduce the argument exactly with integer arithmetic (Payne and Hanek):
//! the 24-bit significand times a 96-bit window of the bits of 2/pi that
//! the exponent selects gives x * 2/pi modulo 4 as a 2.94 fixed-point
//! number, whose integer part is the quadrant and whose fraction (64 bits,
//! rounded to the nearest quadrant, so in [-1/2, 1/2)) times pi/2 is the
//! reduced argument in binary64. Taylor polynomials in binary64 on
//! [-pi/4, pi/4] then leave only the final rounding to binary32. `tanh`
//! is expm1(2|x|) / (expm1(2|x|) + 2) in binary64, with expm1 from a
//! reduction by ln 2 and its Taylor polynomial.

use super::Sel;
use crate::mir::{Bank, Opnd, VReg};

/// The first 224 bits of 2/pi after the binary point (checked against a
/// high-precision value by the tests of this file's users).
const TWO_OVER_PI: [u32; 7] =
    [0xa2f9_836e, 0x4e44_1529, 0xfc27_57d1, 0xf534_ddc0, 0xdb62_9599, 0x3c43_9041, 0xfe51_63ab];

/// Magnitudes below 2^-12: sin x and tanh x round to x, cos x to 1.
const SMALL: i64 = 0x3980_0000;
const INFINITY: i64 = 0x7f80_0000;
const SIGN: i64 = 0x8000_0000u32 as i32 as i64;
const ONE: i64 = 0x3f80_0000;

fn factorial(n: u32) -> f64 {
    (1..=n).map(f64::from).product()
}

impl Sel<'_> {
    /// An f64 constant in an SGPR pair.
    fn f64_constant(&mut self, value: f64) -> Opnd {
        let bits = value.to_bits();
        let t = self.new_vreg(Bank::S, 2);
        self.emit("s_mov_b32", vec![Opnd::part(t, 0, 1)], vec![Opnd::Imm(bits as u32 as i32 as i64)]);
        self.emit("s_mov_b32", vec![Opnd::part(t, 1, 1)], vec![Opnd::Imm((bits >> 32) as u32 as i32 as i64)]);
        Opnd::reg(t, 2)
    }

    /// c[0] + y (c[1] + y (... + y c[n-1])) in f64.
    fn horner_f64(&mut self, y: VReg, coefficients: &[f64]) -> VReg {
        let n = coefficients.len();
        let mut acc = self.new_vreg(Bank::V, 2);
        let (last, before) = (self.f64_constant(coefficients[n - 1]), self.f64_constant(coefficients[n - 2]));
        self.emit("v_fma_f64", vec![Opnd::reg(acc, 2)], vec![Opnd::reg(y, 2), last, before]);
        for &c in coefficients[..n - 2].iter().rev() {
            let next = self.new_vreg(Bank::V, 2);
            let c = self.f64_constant(c);
            self.emit("v_fma_f64", vec![Opnd::reg(next, 2)], vec![Opnd::reg(acc, 2), Opnd::reg(y, 2), c]);
            acc = next;
        }
        acc
    }

    fn v1(&mut self) -> VReg {
        self.new_vreg(Bank::V, 1)
    }

    fn lane_mask(&mut self, op: &str, a: Opnd, b: Opnd) -> VReg {
        let m = self.new_vreg(Bank::S, 1);
        self.valu(op, vec![Opnd::reg(m, 1)], vec![a, b]);
        m
    }

    fn select32(&mut self, if_clear: Opnd, if_set: Opnd, mask: VReg) -> VReg {
        let t = self.v1();
        self.valu("v_cndmask_b32_e64", vec![Opnd::reg(t, 1)], vec![if_clear, if_set, Opnd::reg(mask, 1)]);
        t
    }

    /// sin (or cos) of the binary32 `x` (a VGPR) into `d`.
    pub(super) fn sine_cosine(&mut self, d: VReg, x: Opnd, cosine: bool) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let w = |t: VReg| Opnd::reg(t, 2);
        let (magnitude, exponent, fraction, significand) = (self.v1(), self.v1(), self.v1(), self.v1());
        self.valu("v_and_b32_e64", vec![r(magnitude)], vec![Opnd::Imm(0x7fff_ffff), x.clone()]);
        self.valu("v_bfe_u32", vec![r(exponent)], vec![x.clone(), Opnd::Imm(23), Opnd::Imm(8)]);
        self.valu("v_bfe_u32", vec![r(fraction)], vec![x.clone(), Opnd::Imm(0), Opnd::Imm(23)]);
        self.valu("v_or_b32_e64", vec![r(significand)], vec![Opnd::Imm(0x80_0000), r(fraction)]);

        // The window of 2/pi starts at bit s = E - 152 (bits before it add
        // multiples of 4): words T[j-1..=j+2] shifted by c, where
        // s = 32 j - c, from u = s + 31 (j = u >> 5, c = 31 - u % 32).
        let (u, j, index, not_u, shift) = (self.v1(), self.v1(), self.v1(), self.v1(), self.v1());
        self.valu("v_add_nc_u32_e64", vec![r(u)], vec![r(exponent), Opnd::Imm(-121)]);
        self.valu("v_ashrrev_i32_e64", vec![r(j)], vec![Opnd::Imm(5), r(u)]);
        self.valu("v_add_nc_u32_e64", vec![r(index)], vec![r(j), Opnd::Imm(1)]);
        self.valu("v_not_b32_e64", vec![r(not_u)], vec![r(u)]);
        self.valu("v_and_b32_e64", vec![r(shift)], vec![Opnd::Imm(31), r(not_u)]);
        // Z[k] = T[k - 2]; the words are Z[index + q], index in 0..=5 for
        // the magnitudes that take this path (2^-12 and up).
        let table: Vec<i64> = [0, 0].into_iter().chain(TWO_OVER_PI).map(|t| t as i32 as i64).collect();
        let masks: Vec<VReg> = (1..=5).map(|k| self.lane_mask("v_cmp_eq_u32_e64", r(index), Opnd::Imm(k))).collect();
        let mut words = Vec::new();
        for q in 0..4 {
            let mut word = self.v1();
            self.emit("v_mov_b32_e32", vec![r(word)], vec![Opnd::Imm(table[q])]);
            for (k, &mask) in masks.iter().enumerate() {
                word = self.select32(r(word), Opnd::Imm(table[k + 1 + q]), mask);
            }
            words.push(word);
        }
        let window: Vec<VReg> = (0..3)
            .map(|q| {
                let t = self.v1();
                self.valu("v_alignbit_b32", vec![r(t)], vec![r(words[q]), r(words[q + 1]), r(shift)]);
                t
            })
            .collect();
        let (w2, w1, w0) = (window[0], window[1], window[2]);
        // The low 96 bits of significand x window: r2:r1:r0.
        let (p0l, p0h, p1l, p1h, p2l) = (self.v1(), self.v1(), self.v1(), self.v1(), self.v1());
        self.valu("v_mul_lo_u32", vec![r(p0l)], vec![r(significand), r(w0)]);
        self.valu("v_mul_hi_u32", vec![r(p0h)], vec![r(significand), r(w0)]);
        self.valu("v_mul_lo_u32", vec![r(p1l)], vec![r(significand), r(w1)]);
        self.valu("v_mul_hi_u32", vec![r(p1h)], vec![r(significand), r(w1)]);
        self.valu("v_mul_lo_u32", vec![r(p2l)], vec![r(significand), r(w2)]);
        let (r1, r2, carry) = (self.v1(), self.v1(), self.new_vreg(Bank::S, 1));
        self.valu("v_add_co_u32", vec![r(r1), r(carry)], vec![r(p0h), r(p1l)]);
        self.valu(
            "v_add_co_ci_u32_e64",
            vec![r(r2), Opnd::Fixed(crate::mir::Fixed::Null)],
            vec![r(p1h), r(p2l), r(carry)],
        );
        // The quadrant, rounded to nearest; the 64-bit signed fraction.
        let (half_up, quadrant, high, low) = (self.v1(), self.v1(), self.v1(), self.v1());
        self.valu("v_add_nc_u32_e64", vec![r(half_up)], vec![r(r2), Opnd::Imm(0x2000_0000)]);
        self.valu("v_lshrrev_b32_e64", vec![r(quadrant)], vec![Opnd::Imm(30), r(half_up)]);
        self.valu("v_alignbit_b32", vec![r(high)], vec![r(r2), r(r1), Opnd::Imm(30)]);
        self.valu("v_alignbit_b32", vec![r(low)], vec![r(r1), r(p0l), Opnd::Imm(30)]);
        let (high64, low64, f, reduced, square) = (
            self.new_vreg(Bank::V, 2),
            self.new_vreg(Bank::V, 2),
            self.new_vreg(Bank::V, 2),
            self.new_vreg(Bank::V, 2),
            self.new_vreg(Bank::V, 2),
        );
        self.valu("v_cvt_f64_i32_e64", vec![w(high64)], vec![r(high)]);
        self.valu("v_cvt_f64_u32_e64", vec![w(low64)], vec![r(low)]);
        let two32 = self.f64_constant(4_294_967_296.0);
        self.emit("v_fma_f64", vec![w(f)], vec![w(high64), two32, w(low64)]);
        let scale = self.f64_constant(std::f64::consts::FRAC_PI_2 / 18_446_744_073_709_551_616.0);
        self.emit("v_mul_f64", vec![w(reduced)], vec![w(f), scale]);
        self.emit("v_mul_f64", vec![w(square)], vec![w(reduced), w(reduced)]);

        // sin r = r + r^3 (-1/3! + r^2 (1/5! - ...)), cos r = 1 + r^2 (-1/2! + ...).
        let sine_terms: Vec<f64> =
            (1..=6).map(|k| if k % 2 == 1 { -1.0 } else { 1.0 } / factorial(2 * k + 1)).collect();
        let cosine_terms: Vec<f64> = (1..=6).map(|k| if k % 2 == 1 { -1.0 } else { 1.0 } / factorial(2 * k)).collect();
        let ps = self.horner_f64(square, &sine_terms);
        let pc = self.horner_f64(square, &cosine_terms);
        let (cube, sine, cos) = (self.new_vreg(Bank::V, 2), self.new_vreg(Bank::V, 2), self.new_vreg(Bank::V, 2));
        self.emit("v_mul_f64", vec![w(cube)], vec![w(reduced), w(square)]);
        self.emit("v_fma_f64", vec![w(sine)], vec![w(cube), w(ps), w(reduced)]);
        self.emit("v_fma_f64", vec![w(cos)], vec![w(square), w(pc), Opnd::FloatInline("1.0")]);

        // cos x = sin(x + pi/2): one quadrant on.
        let turn = if cosine {
            let t = self.v1();
            self.valu("v_add_nc_u32_e64", vec![r(t)], vec![r(quadrant), Opnd::Imm(1)]);
            t
        } else {
            quadrant
        };
        let odd_bit = self.v1();
        self.valu("v_and_b32_e64", vec![r(odd_bit)], vec![Opnd::Imm(1), r(turn)]);
        let odd = self.lane_mask("v_cmp_ne_u32_e64", r(odd_bit), Opnd::Imm(0));
        let picked = self.new_vreg(Bank::V, 2);
        for k in 0..2 {
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::part(picked, k, 1)],
                vec![Opnd::part(sine, k, 1), Opnd::part(cos, k, 1), r(odd)],
            );
        }
        let (narrowed, shifted, negate, value) = (self.v1(), self.v1(), self.v1(), self.v1());
        self.valu("v_cvt_f32_f64_e64", vec![r(narrowed)], vec![w(picked)]);
        // Quadrants 2 and 3 negate; sine is odd.
        self.valu("v_lshlrev_b32_e64", vec![r(shifted)], vec![Opnd::Imm(30), r(turn)]);
        self.valu("v_and_b32_e64", vec![r(negate)], vec![Opnd::Imm(SIGN), r(shifted)]);
        let negate = if cosine {
            negate
        } else {
            let (sign, both) = (self.v1(), self.v1());
            self.valu("v_and_b32_e64", vec![r(sign)], vec![Opnd::Imm(SIGN), x.clone()]);
            self.valu("v_xor_b32_e64", vec![r(both)], vec![r(negate), r(sign)]);
            both
        };
        self.valu("v_xor_b32_e64", vec![r(value)], vec![r(narrowed), r(negate)]);

        let small_value = if cosine { Opnd::Imm(ONE) } else { x.clone() };
        self.finish_special_cases(d, x, magnitude, value, small_value, None);
    }

    /// The common ends: tiny magnitudes give `small_value`, (for tanh)
    /// large ones `large`, a NaN itself quieted, an infinity (sin, cos) the
    /// default NaN.
    fn finish_special_cases(
        &mut self,
        d: VReg,
        x: Opnd,
        magnitude: VReg,
        value: VReg,
        small_value: Opnd,
        large: Option<(i64, VReg)>,
    ) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let small = self.lane_mask("v_cmp_gt_u32_e64", Opnd::Imm(SMALL), r(magnitude));
        let mut out = self.select32(r(value), small_value, small);
        if let Some((limit, saturated)) = large {
            let big = self.lane_mask("v_cmp_le_u32_e64", Opnd::Imm(limit), r(magnitude));
            out = self.select32(r(out), r(saturated), big);
        }
        // NaN and, for the periodic functions, infinity: x | the quiet bit.
        let (op, bound) = if large.is_some() { ("v_cmp_lt_u32_e64", INFINITY) } else { ("v_cmp_le_u32_e64", INFINITY) };
        let special = self.lane_mask(op, Opnd::Imm(bound), r(magnitude));
        let nan = self.v1();
        self.valu("v_or_b32_e64", vec![r(nan)], vec![Opnd::Imm(0x7fc0_0000), x]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(out), r(nan), r(special)]);
    }

    /// tanh of the binary32 `x` (a VGPR) into `d`.
    pub(super) fn hyperbolic_tangent(&mut self, d: VReg, x: Opnd) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let w = |t: VReg| Opnd::reg(t, 2);
        let w2 = |s: &mut Self| s.new_vreg(Bank::V, 2);
        let magnitude = self.v1();
        self.valu("v_and_b32_e64", vec![r(magnitude)], vec![Opnd::Imm(0x7fff_ffff), x.clone()]);
        let (a, y, scaled, k, t, reduced) = (w2(self), w2(self), w2(self), w2(self), w2(self), w2(self));
        self.valu("v_cvt_f64_f32_e64", vec![w(a)], vec![r(magnitude)]);
        self.emit("v_add_f64", vec![w(y)], vec![w(a), w(a)]);
        // y = k ln 2 + r, |r| <= ln 2 / 2; expm1 y = 2^k expm1 r + (2^k - 1).
        let log2e = self.f64_constant(std::f64::consts::LOG2_E);
        self.emit("v_mul_f64", vec![w(scaled)], vec![w(y), log2e]);
        self.valu("v_rndne_f64_e64", vec![w(k)], vec![w(scaled)]);
        let ln2_high = self.f64_constant(f64::from_bits(0x3fe6_2e42_fee0_0000));
        let ln2_low = self.f64_constant(1.908_214_929_270_587_7e-10);
        self.emit("v_fma_f64", vec![w(t)], vec![w(k).negated(), ln2_high, w(y)]);
        self.emit("v_fma_f64", vec![w(reduced)], vec![w(k).negated(), ln2_low, w(t)]);
        let terms: Vec<f64> = (2..=13).map(|n| 1.0 / factorial(n)).collect();
        let q = self.horner_f64(reduced, &terms);
        let (square, expm1_r, ki, scaled_part, power, power_less_one, expm1) =
            (w2(self), w2(self), self.v1(), w2(self), w2(self), w2(self), w2(self));
        self.emit("v_mul_f64", vec![w(square)], vec![w(reduced), w(reduced)]);
        self.emit("v_fma_f64", vec![w(expm1_r)], vec![w(square), w(q), w(reduced)]);
        self.valu("v_cvt_i32_f64_e64", vec![r(ki)], vec![w(k)]);
        self.valu("v_ldexp_f64", vec![w(scaled_part)], vec![w(expm1_r), r(ki)]);
        self.valu("v_ldexp_f64", vec![w(power)], vec![Opnd::FloatInline("1.0"), r(ki)]);
        self.emit("v_add_f64", vec![w(power_less_one)], vec![w(power), Opnd::FloatInline("-1.0")]);
        self.emit("v_add_f64", vec![w(expm1)], vec![w(scaled_part), w(power_less_one)]);
        // tanh |x| = expm1 / (expm1 + 2): a reciprocal refined twice.
        let (den, rcp, e1, rcp1, e2, rcp2, quotient) =
            (w2(self), w2(self), w2(self), w2(self), w2(self), w2(self), w2(self));
        self.emit("v_add_f64", vec![w(den)], vec![w(expm1), Opnd::FloatInline("2.0")]);
        self.emit("v_rcp_f64_e32", vec![w(rcp)], vec![w(den)]);
        self.emit("v_fma_f64", vec![w(e1)], vec![w(den).negated(), w(rcp), Opnd::FloatInline("1.0")]);
        self.emit("v_fma_f64", vec![w(rcp1)], vec![w(rcp), w(e1), w(rcp)]);
        self.emit("v_fma_f64", vec![w(e2)], vec![w(den).negated(), w(rcp1), Opnd::FloatInline("1.0")]);
        self.emit("v_fma_f64", vec![w(rcp2)], vec![w(rcp1), w(e2), w(rcp1)]);
        self.emit("v_mul_f64", vec![w(quotient)], vec![w(expm1), w(rcp2)]);
        let (narrowed, value, one) = (self.v1(), self.v1(), self.v1());
        self.valu("v_cvt_f32_f64_e64", vec![r(narrowed)], vec![w(quotient)]);
        self.valu("v_bfi_b32", vec![r(value)], vec![Opnd::Imm(0x7fff_ffff), r(narrowed), x.clone()]);
        // From 9.5 up (infinity included), tanh rounds to 1 of x's sign.
        self.valu("v_bfi_b32", vec![r(one)], vec![Opnd::Imm(0x7fff_ffff), Opnd::Imm(ONE), x.clone()]);
        self.finish_special_cases(d, x.clone(), magnitude, value, x, Some((0x4118_0000, one)));
    }
}

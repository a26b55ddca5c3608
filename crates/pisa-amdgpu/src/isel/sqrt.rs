//! `fsqrt`: square roots built on the hardware's inexact units.
//!
//! binary32 (LLVM's correctly rounded expansion for gfx11): inputs below
//! 2^-96 are scaled by 2^32 (the root by 2^16, undone after); `v_sqrt_f32`
//! is within an ulp, and the neighbours one ulp down and up are tested by
//! the sign of their residuals `x - s'·s` (one fma each). binary64 (LLVM's
//! expansion): inputs below 2^-767 scaled by 2^256; `v_rsq_f64`, then one
//! Goldschmidt step for the root and its half-reciprocal and two Newton
//! corrections of the root. ±0 and +inf come back unchanged (the class
//! test), negative inputs and NaN give NaN through the arithmetic.
//!
//! The directed roundings start from the root rounded to nearest: its
//! residual's sign says on which side of it the exact root lies, and the
//! root moves one ulp when the mode wants the other side. A root is never
//! exactly halfway between two floats, so `.rna` is `.re`.

use super::{word, Sel, Val};
use crate::error::CompileError;
use crate::mir::{Bank, Opnd, VReg};
use pisa::ir;
use pisa::isa::{Slot, Word};

/// `v_cmp_class` mask of -0, +0 and +inf.
const ZERO_OR_INFINITY: i64 = 0x260;

impl Sel<'_> {
    pub(super) fn square_root(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let fast = inst.has(Slot::Fast);
        let mode = word(inst, Slot::Rndmode).unwrap_or(Word::Re);
        let ty = word(inst, Slot::Type);
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        match ty {
            Some(Word::F) => {
                let x = self.dw(&a, 0);
                let x = self.in_vgpr(x);
                let flushed = inst.has(Slot::Ftz);
                self.with_flush(inst, false, |s| {
                    let root = s.new_vreg(Bank::V, 1);
                    if fast {
                        s.sqrt_f32_fast(root, x.clone());
                    } else {
                        s.sqrt_f32(root, x.clone(), mode);
                    }
                    s.sqrt_f32_nans(d, root, x, flushed);
                    Ok(())
                })
            }
            Some(Word::Df) => {
                if inst.has(Slot::Ftz) {
                    return Err(self.unsupported(inst));
                }
                let x = self.val_in_vgprs(&a, 2);
                self.sqrt_f64(d, x, mode);
                Ok(())
            }
            Some(Word::Hf) if fast && !inst.has(Slot::Ftz) => {
                // In binary32 (within an ulp there), rounded to f16 once.
                let x = self.dw(&a, 0);
                let (wide, root) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
                self.valu("v_cvt_f32_f16_e64", vec![Opnd::reg(wide, 1)], vec![x]);
                self.sqrt_f32_fast(root, Opnd::reg(wide, 1));
                self.valu("v_cvt_f16_f32_e64", vec![Opnd::reg(d, 1)], vec![Opnd::reg(root, 1)]);
                Ok(())
            }
            Some(Word::Bf) if fast && !inst.has(Slot::Ftz) => {
                // In binary32 (within an ulp there), rounded to bf16 once.
                let x = self.dw(&a, 0);
                let wide = self.new_vreg(Bank::V, 1);
                self.valu("v_lshlrev_b32_e64", vec![Opnd::reg(wide, 1)], vec![Opnd::Imm(16), x]);
                let root = self.new_vreg(Bank::V, 1);
                self.sqrt_f32(root, Opnd::reg(wide, 1), Word::Re);
                self.f32_to_bf16(d, Opnd::reg(root, 1), Word::Re);
                Ok(())
            }
            _ => Err(self.unsupported(inst)),
        }
    }

    /// The NaNs of a binary32 root as the spec gives them (erratum E26):
    /// the positive default NaN for a negative input (the refinement's
    /// steps could flip the sign of the unit's NaN), a NaN input quieted.
    /// A negative denormal is a negative zero when `flushed` (`.ftz`).
    fn sqrt_f32_nans(&mut self, d: VReg, root: VReg, x: Opnd, flushed: bool) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let (negative, nan) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        let (quiet, fixed) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
        // -inf, -normal, and -denormal unless flushed.
        let below_zero = if flushed { 0xc } else { 0x1c };
        self.valu("v_cmp_class_f32_e64", vec![r(negative)], vec![x.clone(), Opnd::Imm(below_zero)]);
        self.valu("v_cmp_class_f32_e64", vec![r(nan)], vec![x.clone(), Opnd::Imm(0x3)]);
        self.valu("v_or_b32_e64", vec![r(quiet)], vec![x, Opnd::Imm(0x40_0000)]);
        self.valu("v_cndmask_b32_e64", vec![r(fixed)], vec![r(root), Opnd::Imm(0x7fc0_0000), r(negative)]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(fixed), r(quiet), r(nan)]);
    }

    /// (scaled input, whether it was scaled): inputs below 2^-96 times 2^32.
    fn scale_small_f32(&mut self, x: Opnd) -> (Opnd, VReg) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let (up, scaled) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
        let small = self.new_vreg(Bank::S, 1);
        self.valu("v_mul_f32_e64", vec![r(up)], vec![Opnd::Imm(0x4f80_0000), x.clone()]);
        self.valu("v_cmp_gt_f32_e64", vec![r(small)], vec![Opnd::Imm(0x0f80_0000), x.clone()]);
        self.valu("v_cndmask_b32_e64", vec![r(scaled)], vec![x, r(up), r(small)]);
        (r(scaled), small)
    }

    /// The root of a scaled input scaled back (by 2^-16), ±0 and +inf as
    /// they came.
    fn unscale_f32(&mut self, d: VReg, root: VReg, scaled: Opnd, small: VReg) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let (down, back) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
        self.valu("v_mul_f32_e64", vec![r(down)], vec![Opnd::Imm(0x3780_0000), r(root)]);
        self.valu("v_cndmask_b32_e64", vec![r(back)], vec![r(root), r(down), r(small)]);
        let special = self.new_vreg(Bank::S, 1);
        self.valu("v_cmp_class_f32_e64", vec![r(special)], vec![scaled.clone(), Opnd::Imm(ZERO_OR_INFINITY)]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(back), scaled, r(special)]);
    }

    fn sqrt_f32_fast(&mut self, d: VReg, x: Opnd) {
        let (scaled, small) = self.scale_small_f32(x);
        let root = self.new_vreg(Bank::V, 1);
        self.emit("v_sqrt_f32_e32", vec![Opnd::reg(root, 1)], vec![scaled.clone()]);
        self.unscale_f32(d, root, scaled, small);
    }

    fn sqrt_f32(&mut self, d: VReg, x: Opnd, mode: Word) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let (scaled, small) = self.scale_small_f32(x);
        let estimate = v(self);
        self.emit("v_sqrt_f32_e32", vec![r(estimate)], vec![scaled.clone()]);
        let (below, above, low_residual, high_residual) = (v(self), v(self), v(self), v(self));
        self.valu("v_add_nc_u32_e64", vec![r(below)], vec![r(estimate), Opnd::Imm(-1)]);
        self.valu("v_add_nc_u32_e64", vec![r(above)], vec![r(estimate), Opnd::Imm(1)]);
        self.valu("v_fma_f32", vec![r(low_residual)], vec![r(below).negated(), r(estimate), scaled.clone()]);
        self.valu("v_fma_f32", vec![r(high_residual)], vec![r(above).negated(), r(estimate), scaled.clone()]);
        let (too_high, too_low) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        let (step, nearest) = (v(self), v(self));
        self.valu("v_cmp_ge_f32_e64", vec![r(too_high)], vec![Opnd::Imm(0), r(low_residual)]);
        self.valu("v_cndmask_b32_e64", vec![r(step)], vec![r(estimate), r(below), r(too_high)]);
        self.valu("v_cmp_lt_f32_e64", vec![r(too_low)], vec![Opnd::Imm(0), r(high_residual)]);
        self.valu("v_cndmask_b32_e64", vec![r(nearest)], vec![r(step), r(above), r(too_low)]);
        let root = self.directed_f32(nearest, scaled.clone(), mode);
        self.unscale_f32(d, root, scaled, small);
    }

    /// The nearest root moved one ulp toward the mode's side where the
    /// exact root lies beyond it (the root is positive).
    fn directed_f32(&mut self, nearest: VReg, x: Opnd, mode: Word) -> VReg {
        let r = |t: VReg| Opnd::reg(t, 1);
        let (cmp, delta) = match mode {
            Word::Ru => ("v_cmp_lt_f32_e64", 1),
            Word::Rd | Word::Rz => ("v_cmp_gt_f32_e64", -1),
            _ => return nearest,
        };
        let (residual, moved, out) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
        let beyond = self.new_vreg(Bank::S, 1);
        self.valu("v_fma_f32", vec![r(residual)], vec![r(nearest).negated(), r(nearest), x]);
        // Up: residual > 0 (0 < residual); down: residual < 0 (0 > residual).
        self.valu(cmp, vec![r(beyond)], vec![Opnd::Imm(0), r(residual)]);
        self.valu("v_add_nc_u32_e64", vec![r(moved)], vec![r(nearest), Opnd::Imm(delta)]);
        self.valu("v_cndmask_b32_e64", vec![r(out)], vec![r(nearest), r(moved), r(beyond)]);
        out
    }

    fn sqrt_f64(&mut self, d: VReg, x: Opnd, mode: Word) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let w = |t: VReg| Opnd::reg(t, 2);
        let v2 = |s: &mut Self| s.new_vreg(Bank::V, 2);
        let small = self.new_vreg(Bank::S, 1);
        // 0x10000000 as a binary64 literal is its high dword: 2^-767.
        self.valu("v_cmp_gt_f64_e64", vec![r(small)], vec![Opnd::Imm(0x1000_0000), x.clone()]);
        let (up, down) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
        self.valu("v_cndmask_b32_e64", vec![r(up)], vec![Opnd::Imm(0), Opnd::Imm(0x100), r(small)]);
        let scaled = v2(self);
        self.valu("v_ldexp_f64", vec![w(scaled)], vec![x, r(up)]);
        let (y, g, h, e) = (v2(self), v2(self), v2(self), v2(self));
        self.emit("v_rsq_f64_e32", vec![w(y)], vec![w(scaled)]);
        self.valu("v_mul_f64", vec![w(g)], vec![w(scaled), w(y)]);
        self.valu("v_mul_f64", vec![w(h)], vec![w(y), Opnd::FloatInline("0.5")]);
        self.valu("v_fma_f64", vec![w(e)], vec![w(h).negated(), w(g), Opnd::FloatInline("0.5")]);
        let (g1, h1, d1, g2, d2, nearest) = (v2(self), v2(self), v2(self), v2(self), v2(self), v2(self));
        self.valu("v_fma_f64", vec![w(g1)], vec![w(g), w(e), w(g)]);
        self.valu("v_fma_f64", vec![w(h1)], vec![w(h), w(e), w(h)]);
        self.valu("v_fma_f64", vec![w(d1)], vec![w(g1).negated(), w(g1), w(scaled)]);
        self.valu("v_fma_f64", vec![w(g2)], vec![w(d1), w(h1), w(g1)]);
        self.valu("v_fma_f64", vec![w(d2)], vec![w(g2).negated(), w(g2), w(scaled)]);
        self.valu("v_fma_f64", vec![w(nearest)], vec![w(d2), w(h1), w(g2)]);
        let root = self.directed_f64(nearest, w(scaled), mode);
        self.valu("v_cndmask_b32_e64", vec![r(down)], vec![Opnd::Imm(0), Opnd::Imm(-128), r(small)]);
        let back = v2(self);
        self.valu("v_ldexp_f64", vec![w(back)], vec![w(root), r(down)]);
        let special = self.new_vreg(Bank::S, 1);
        self.valu("v_cmp_class_f64_e64", vec![r(special)], vec![w(scaled), Opnd::Imm(ZERO_OR_INFINITY)]);
        for k in 0..2 {
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::part(d, k, 1)],
                vec![Opnd::part(back, k, 1), Opnd::part(scaled, k, 1), r(special)],
            );
        }
    }

    fn directed_f64(&mut self, nearest: VReg, x: Opnd, mode: Word) -> VReg {
        let r = |t: VReg| Opnd::reg(t, 1);
        let w = |t: VReg| Opnd::reg(t, 2);
        let (cmp, delta): (&str, u64) = match mode {
            Word::Ru => ("v_cmp_lt_f64_e64", 1),
            Word::Rd | Word::Rz => ("v_cmp_gt_f64_e64", u64::MAX),
            _ => return nearest,
        };
        let (residual, moved, out) = (self.new_vreg(Bank::V, 2), self.new_vreg(Bank::V, 2), self.new_vreg(Bank::V, 2));
        let beyond = self.new_vreg(Bank::S, 1);
        self.valu("v_fma_f64", vec![w(residual)], vec![w(nearest).negated(), w(nearest), x]);
        self.valu(cmp, vec![r(beyond)], vec![Opnd::Imm(0), w(residual)]);
        let from = Val::Reg { reg: nearest, bank: Bank::V, first: 0, count: 2 };
        self.add64(moved, Bank::V, &from, &Val::Imm(delta as u128), false);
        for k in 0..2 {
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::part(out, k, 1)],
                vec![Opnd::part(nearest, k, 1), Opnd::part(moved, k, 1), r(beyond)],
            );
        }
        out
    }
}

//! Floating-point arithmetic and conversions.

use super::{word, Sel};
use crate::error::CompileError;
use crate::mir::{Bank, Fixed, Opnd, VReg};
use pisa::ir;
use pisa::isa::{Opcode, Slot, Word};

impl Sel<'_> {
    /// Runs `body` under a rounding mode other than round-to-nearest-even
    /// (MODE.FP_ROUND for f32), restoring the default after.
    pub(super) fn with_rounding(
        &mut self,
        inst: &ir::Inst,
        body: impl FnOnce(&mut Self) -> Result<(), CompileError>,
    ) -> Result<(), CompileError> {
        let mode = match word(inst, Slot::Rndmode) {
            None | Some(Word::Re) => 0,
            Some(Word::Ru) => 1,
            Some(Word::Rd) => 2,
            Some(Word::Rz) => 3,
            _ => return Err(self.unsupported(inst)),
        };
        if mode != 0 {
            self.emit("s_round_mode", vec![], vec![Opnd::Imm(mode)]);
        }
        body(self)?;
        if mode != 0 {
            self.emit("s_round_mode", vec![], vec![Opnd::Imm(0)]);
        }
        Ok(())
    }

    pub(super) fn float_arith(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        if inst.has(Slot::Ftz) || inst.has(Slot::Dsat) || inst.has(Slot::Fast) {
            return Err(self.unsupported(inst));
        }
        let (d, _, _) = self.dst(inst);
        let mut srcs = Vec::new();
        for o in &inst.operands[1..] {
            let v = self.val(o)?;
            srcs.push(self.dw(&v, 0));
        }
        let dst = vec![Opnd::reg(d, 1)];
        match inst.opcode {
            Opcode::Fneg => {
                self.valu("v_xor_b32_e64", dst, vec![Opnd::Imm(0x8000_0000u32 as i32 as i64), srcs[0].clone()])
            }
            Opcode::Fabs => self.valu("v_and_b32_e64", dst, vec![Opnd::Imm(0x7fff_ffff), srcs[0].clone()]),
            Opcode::Fmin => self.valu("v_min_f32_e64", dst, srcs),
            Opcode::Fmax => self.valu("v_max_f32_e64", dst, srcs),
            Opcode::Fdiv => {
                if word(inst, Slot::Rndmode).is_some_and(|w| w != Word::Re) {
                    return Err(self.unsupported(inst));
                }
                self.fdiv32(d, srcs[0].clone(), srcs[1].clone());
            }
            _ => {
                let op = match inst.opcode {
                    Opcode::Fadd => "v_add_f32_e64",
                    Opcode::Fsub => "v_sub_f32_e64",
                    Opcode::Fmul => "v_mul_f32_e64",
                    _ => "v_fma_f32",
                };
                self.with_rounding(inst, |s| {
                    s.valu(op, dst, srcs);
                    Ok(())
                })?;
            }
        }
        Ok(())
    }

    /// The correctly rounded f32 division LLVM emits for OpenCL's
    /// `-cl-fp32-correctly-rounded-divide-sqrt` with denormals kept: scale,
    /// reciprocal, Newton-Raphson refinement with FMAs, `v_div_fmas` (which
    /// reads VCC from the second scale) and `v_div_fixup` for the special
    /// cases.
    pub(super) fn fdiv32(&mut self, d: VReg, n: Opnd, q: Opnd) {
        let n = self.in_vgpr(n);
        let q = self.in_vgpr(q);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let r = |x: VReg| Opnd::reg(x, 1);
        let (den, rcp, e, num, m, e2, fin) = (v(self), v(self), v(self), v(self), v(self), v(self), v(self));
        let (m2, fmas) = (v(self), v(self));
        let vcc = Opnd::Fixed(Fixed::VccLo);
        let null = Opnd::Fixed(Fixed::Null);
        self.emit("v_div_scale_f32", vec![r(den), null], vec![q.clone(), q.clone(), n.clone()]);
        self.emit("v_rcp_f32_e32", vec![r(rcp)], vec![r(den)]);
        self.emit("v_fma_f32", vec![r(e)], vec![r(den).negated(), r(rcp), Opnd::FloatInline("1.0")]);
        let rcp2 = v(self);
        self.emit("v_fma_f32", vec![r(rcp2)], vec![r(e), r(rcp), r(rcp)]);
        self.emit("v_div_scale_f32", vec![r(num), vcc], vec![n.clone(), q.clone(), n.clone()]);
        self.emit("v_mul_f32_e32", vec![r(m)], vec![r(num), r(rcp2)]);
        self.emit("v_fma_f32", vec![r(e2)], vec![r(den).negated(), r(m), r(num)]);
        self.emit("v_fma_f32", vec![r(m2)], vec![r(e2), r(rcp2), r(m)]);
        self.emit("v_fma_f32", vec![r(fin)], vec![r(den).negated(), r(m2), r(num)]);
        self.emit("v_div_fmas_f32", vec![r(fmas)], vec![r(fin), r(rcp2), r(m2)]);
        let fixed = v(self);
        self.emit("v_div_fixup_f32", vec![r(fixed)], vec![r(fmas), q.clone(), n.clone()]);
        // v_div_fixup gives -qNaN (0xffc00000) for 0/0 and inf/inf; PISA's
        // invalid operations give the canonical +qNaN, and NaN operands
        // propagate as they are.
        let (ordered, nan, both) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        self.emit("v_cmp_o_f32_e64", vec![r(ordered)], vec![n, q]);
        self.emit("v_cmp_u_f32_e64", vec![r(nan)], vec![r(fixed), r(fixed)]);
        self.emit("s_and_b32", vec![r(both)], vec![r(ordered), r(nan)]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(fixed), Opnd::Imm(0x7fc0_0000), r(both)]);
    }

    pub(super) fn int_to_float(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let to = word(inst, Slot::To);
        let from = word(inst, Slot::From);
        if to != Some(Word::F) || inst.has(Slot::Dsat) {
            return Err(self.unsupported(inst));
        }
        let op = match from {
            Some(Word::U32) => "v_cvt_f32_u32_e64",
            Some(Word::S32) => "v_cvt_f32_i32_e64",
            _ => return Err(self.unsupported(inst)),
        };
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let a = self.dw(&a, 0);
        self.with_rounding(inst, |s| {
            s.valu(op, vec![Opnd::reg(d, 1)], vec![a]);
            Ok(())
        })
    }

    pub(super) fn float_to_int(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let to = word(inst, Slot::To);
        let from = word(inst, Slot::From);
        let cvt = match (to, from) {
            (Some(Word::S32), Some(Word::F)) => "v_cvt_i32_f32_e64",
            (Some(Word::U32), Some(Word::F)) => "v_cvt_u32_f32_e64",
            _ => return Err(self.unsupported(inst)),
        };
        let round = match word(inst, Slot::Rndmode) {
            None | Some(Word::Re) => Some("v_rndne_f32_e64"),
            Some(Word::Rz) => None,
            Some(Word::Rd) => Some("v_floor_f32_e64"),
            Some(Word::Ru) => Some("v_ceil_f32_e64"),
            _ => return Err(self.unsupported(inst)),
        };
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let mut a = self.dw(&a, 0);
        if let Some(op) = round {
            let t = self.new_vreg(Bank::V, 1);
            self.valu(op, vec![Opnd::reg(t, 1)], vec![a]);
            a = Opnd::reg(t, 1);
        }
        self.valu(cvt, vec![Opnd::reg(d, 1)], vec![a]);
        Ok(())
    }
}

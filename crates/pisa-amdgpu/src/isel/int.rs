//! Integer arithmetic, logic, shifts, extensions and comparisons.

use super::{type_bits, word, Sel, Val};
use crate::error::CompileError;
use crate::mir::{Bank, Fixed, Opnd, VReg};
use pisa::ir::{self, Operand};
use pisa::isa::{Opcode, Qual, Slot, Word};

impl Sel<'_> {
    pub(super) fn int_binary32(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, bank, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let (s_op, v_op) = match inst.opcode {
            Opcode::Iadd => ("s_add_u32", "v_add_nc_u32_e64"),
            Opcode::Isub => ("s_sub_u32", "v_sub_nc_u32_e64"),
            Opcode::And => ("s_and_b32", "v_and_b32_e64"),
            Opcode::Or => ("s_or_b32", "v_or_b32_e64"),
            Opcode::Xor => ("s_xor_b32", "v_xor_b32_e64"),
            Opcode::Umin => ("s_min_u32", "v_min_u32_e64"),
            Opcode::Umax => ("s_max_u32", "v_max_u32_e64"),
            Opcode::Smin => ("s_min_i32", "v_min_i32_e64"),
            Opcode::Smax => ("s_max_i32", "v_max_i32_e64"),
            Opcode::Umul | Opcode::Smul => ("s_mul_i32", "v_mul_lo_u32"),
            _ => return Err(self.unsupported(inst)),
        };
        let (a, b) = match (&a, &b) {
            (Val::Imm(_), _) if inst.opcode != Opcode::Isub => (b, a),
            _ => (a, b),
        };
        if let (Opcode::Umul | Opcode::Smul, Val::Imm(k)) = (inst.opcode, &b) {
            let k = *k as u32;
            if k.is_power_of_two() {
                let a = self.dw(&a, 0);
                let shift = Opnd::Imm(k.trailing_zeros() as i64);
                match bank {
                    Bank::S => self.emit("s_lshl_b32", vec![Opnd::reg(d, 1)], vec![a, shift]),
                    Bank::V => self.valu("v_lshlrev_b32_e64", vec![Opnd::reg(d, 1)], vec![shift, a]),
                }
                return Ok(());
            }
        }
        let (a, b) = (self.dw(&a, 0), self.dw(&b, 0));
        match bank {
            Bank::S => self.emit(s_op, vec![Opnd::reg(d, 1)], vec![a, b]),
            Bank::V => self.valu(v_op, vec![Opnd::reg(d, 1)], vec![a, b]),
        }
        Ok(())
    }

    pub(super) fn add64(&mut self, d: VReg, bank: Bank, a: &Val, b: &Val, subtract: bool) {
        let dl = Opnd::part(d, 0, 1);
        let dh = Opnd::part(d, 1, 1);
        let (al, ah, bl, bh) = (self.dw(a, 0), self.dw(a, 1), self.dw(b, 0), self.dw(b, 1));
        match bank {
            Bank::S => {
                let (lo, hi) = if subtract { ("s_sub_u32", "s_subb_u32") } else { ("s_add_u32", "s_addc_u32") };
                self.emit(lo, vec![dl], vec![al, bl]);
                self.emit(hi, vec![dh], vec![ah, bh]);
            }
            Bank::V => {
                let carry = self.new_vreg(Bank::S, 1);
                let (lo, hi) = if subtract {
                    ("v_sub_co_u32", "v_sub_co_ci_u32_e64")
                } else {
                    ("v_add_co_u32", "v_add_co_ci_u32_e64")
                };
                self.valu(lo, vec![dl, Opnd::reg(carry, 1)], vec![al, bl]);
                self.valu(hi, vec![dh, Opnd::Fixed(Fixed::Null)], vec![ah, bh, Opnd::reg(carry, 1)]);
            }
        }
    }

    pub(super) fn mul64(&mut self, d: VReg, a: &Val, b: &Val) {
        let (al, ah, bl, bh) = (self.dw(a, 0), self.dw(a, 1), self.dw(b, 0), self.dw(b, 1));
        let hi = self.new_vreg(Bank::V, 1);
        let c1 = self.new_vreg(Bank::V, 1);
        let c2 = self.new_vreg(Bank::V, 1);
        let t = self.new_vreg(Bank::V, 1);
        let r = |v: VReg| Opnd::reg(v, 1);
        self.valu("v_mul_hi_u32", vec![r(hi)], vec![al.clone(), bl.clone()]);
        self.valu("v_mul_lo_u32", vec![r(c1)], vec![al.clone(), bh]);
        self.valu("v_mul_lo_u32", vec![r(c2)], vec![ah, bl.clone()]);
        self.valu("v_add3_u32", vec![r(t)], vec![r(hi), r(c1), r(c2)]);
        self.valu("v_mul_lo_u32", vec![Opnd::part(d, 0, 1)], vec![al, bl]);
        self.emit("v_mov_b32_e32", vec![Opnd::part(d, 1, 1)], vec![r(t)]);
    }

    pub(super) fn int_binary64(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, bank, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        match inst.opcode {
            Opcode::Iadd | Opcode::Isub => self.add64(d, bank, &a, &b, inst.opcode == Opcode::Isub),
            Opcode::Umul | Opcode::Smul => self.mul64(d, &a, &b),
            Opcode::And | Opcode::Or | Opcode::Xor => {
                let name = match inst.opcode {
                    Opcode::And => "and",
                    Opcode::Or => "or",
                    _ => "xor",
                };
                match bank {
                    Bank::S => {
                        let (a, b) = (self.wide(&a), self.wide(&b));
                        self.emit(&format!("s_{name}_b64"), vec![Opnd::reg(d, 2)], vec![a, b]);
                    }
                    Bank::V => {
                        for k in 0..2 {
                            let (x, y) = (self.dw(&a, k), self.dw(&b, k));
                            self.valu(&format!("v_{name}_b32_e64"), vec![Opnd::part(d, k, 1)], vec![x, y]);
                        }
                    }
                }
            }
            _ => return Err(self.unsupported(inst)),
        }
        Ok(())
    }

    pub(super) fn int_mad(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let (d, bank, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let c = self.val(&inst.operands[3])?;
        if bits == 64 {
            let t = self.new_vreg(Bank::V, 2);
            self.mul64(t, &a, &b);
            let tv = Val::Reg { reg: t, bank: Bank::V, first: 0, count: 2 };
            self.add64(d, Bank::V, &tv, &c, false);
            return Ok(());
        }
        // A power-of-two factor is a shift.
        let (a, b) = if matches!(a, Val::Imm(_)) { (b, a) } else { (a, b) };
        if let Val::Imm(k) = b {
            let k = k as u32;
            if k.is_power_of_two() {
                let (a, c) = (self.dw(&a, 0), self.dw(&c, 0));
                let shift = Opnd::Imm(k.trailing_zeros() as i64);
                match bank {
                    Bank::S => {
                        let t = self.new_vreg(Bank::S, 1);
                        self.emit("s_lshl_b32", vec![Opnd::reg(t, 1)], vec![a, shift]);
                        self.emit("s_add_u32", vec![Opnd::reg(d, 1)], vec![Opnd::reg(t, 1), c]);
                    }
                    Bank::V => self.valu("v_lshl_add_u32", vec![Opnd::reg(d, 1)], vec![a, shift, c]),
                }
                return Ok(());
            }
        }
        let (a, b, c) = (self.dw(&a, 0), self.dw(&b, 0), self.dw(&c, 0));
        match bank {
            Bank::S => {
                let t = self.new_vreg(Bank::S, 1);
                self.emit("s_mul_i32", vec![Opnd::reg(t, 1)], vec![a, b]);
                self.emit("s_add_u32", vec![Opnd::reg(d, 1)], vec![Opnd::reg(t, 1), c]);
            }
            Bank::V => {
                let t = self.new_vreg(Bank::V, 1);
                self.valu("v_mul_lo_u32", vec![Opnd::reg(t, 1)], vec![a, b]);
                self.valu("v_add_nc_u32_e64", vec![Opnd::reg(d, 1)], vec![Opnd::reg(t, 1), c]);
            }
        }
        Ok(())
    }

    pub(super) fn int_unary(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let (d, bank, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        match (inst.opcode, bits) {
            (Opcode::Ineg, 64) => self.add64(d, bank, &Val::Imm(0), &a, true),
            (Opcode::Ineg, _) => {
                let a = self.dw(&a, 0);
                match bank {
                    Bank::S => self.emit("s_sub_u32", vec![Opnd::reg(d, 1)], vec![Opnd::Imm(0), a]),
                    Bank::V => self.valu("v_sub_nc_u32_e64", vec![Opnd::reg(d, 1)], vec![Opnd::Imm(0), a]),
                }
            }
            (_, _) => {
                for k in 0..bits.div_ceil(32) as u8 {
                    let x = self.dw(&a, k);
                    match bank {
                        Bank::S => self.emit("s_not_b32", vec![Opnd::part(d, k, 1)], vec![x]),
                        Bank::V => self.valu("v_not_b32_e64", vec![Opnd::part(d, k, 1)], vec![x]),
                    }
                }
            }
        }
        Ok(())
    }

    /// PISA shifts read the amount's low six bits, and an amount past the
    /// width gives 0 (`asr`: the sign); the hardware reads five bits for
    /// 32-bit shifts, so a register amount is checked.
    pub(super) fn shift(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let (d, bank, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let original_bits = bits;
        let bits = bits.max(32);
        let (s_op, v_op) = match (inst.opcode, bits) {
            (Opcode::Shl, 32) => ("s_lshl_b32", "v_lshlrev_b32_e64"),
            (Opcode::Shr, 32) => ("s_lshr_b32", "v_lshrrev_b32_e64"),
            (Opcode::Asr, 32) => ("s_ashr_i32", "v_ashrrev_i32_e64"),
            (Opcode::Shl, _) => ("s_lshl_b64", "v_lshlrev_b64"),
            (Opcode::Shr, _) => ("s_lshr_b64", "v_lshrrev_b64"),
            (_, _) => ("s_ashr_i64", "v_ashrrev_i64"),
        };
        // A 16-bit value is shifted as its 32-bit extension, which gives
        // the same low 16 bits for every amount.
        let src = match original_bits {
            64 => self.wide(&a),
            16 => self.extended(&a, 16, inst.opcode == Opcode::Asr),
            _ => self.dw(&a, 0),
        };
        let dst = Opnd::reg(d, (bits / 32) as u8);
        let amount = match b {
            Val::Imm(v) => {
                let s = (v & 63) as u64;
                if s >= bits as u64 && inst.opcode != Opcode::Asr {
                    let zero = Val::Imm(0);
                    return self.copy(d, 0, &zero, (bits / 32) as u8);
                }
                Opnd::Imm(s.min(bits as u64 - 1) as i64)
            }
            _ => {
                let amt = self.dw(&b, 0);
                if bits == 64 {
                    amt
                } else {
                    // Clamp in a temporary, then shift.
                    let t = self.new_vreg(bank, 1);
                    match bank {
                        Bank::S => self.emit("s_and_b32", vec![Opnd::reg(t, 1)], vec![amt, Opnd::Imm(63)]),
                        Bank::V => self.valu("v_and_b32_e64", vec![Opnd::reg(t, 1)], vec![amt, Opnd::Imm(63)]),
                    }
                    if inst.opcode == Opcode::Asr {
                        let c = self.new_vreg(bank, 1);
                        match bank {
                            Bank::S => {
                                self.emit("s_min_u32", vec![Opnd::reg(c, 1)], vec![Opnd::reg(t, 1), Opnd::Imm(31)])
                            }
                            Bank::V => {
                                self.valu("v_min_u32_e64", vec![Opnd::reg(c, 1)], vec![Opnd::reg(t, 1), Opnd::Imm(31)])
                            }
                        }
                        Opnd::reg(c, 1)
                    } else {
                        let shifted = self.new_vreg(bank, 1);
                        match bank {
                            Bank::S => {
                                self.emit(s_op, vec![Opnd::reg(shifted, 1)], vec![src, Opnd::reg(t, 1)]);
                                self.emit("s_cmp_lt_u32", vec![], vec![Opnd::reg(t, 1), Opnd::Imm(32)]);
                                self.emit("s_cselect_b32", vec![dst], vec![Opnd::reg(shifted, 1), Opnd::Imm(0)]);
                            }
                            Bank::V => {
                                let m = self.new_vreg(Bank::S, 1);
                                self.valu(v_op, vec![Opnd::reg(shifted, 1)], vec![Opnd::reg(t, 1), src]);
                                self.valu(
                                    "v_cmp_gt_u32_e64",
                                    vec![Opnd::reg(m, 1)],
                                    vec![Opnd::Imm(32), Opnd::reg(t, 1)],
                                );
                                self.valu(
                                    "v_cndmask_b32_e64",
                                    vec![dst],
                                    vec![Opnd::Imm(0), Opnd::reg(shifted, 1), Opnd::reg(m, 1)],
                                );
                            }
                        }
                        return Ok(());
                    }
                }
            }
        };
        match bank {
            Bank::S => self.emit(s_op, vec![dst], vec![src, amount]),
            Bank::V => self.valu(v_op, vec![dst], vec![amount, src]),
        }
        Ok(())
    }

    pub(super) fn extend(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let to = word(inst, Slot::To).and_then(type_bits).unwrap_or(0);
        let from = word(inst, Slot::From).and_then(type_bits).unwrap_or(0);
        let (d, bank, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let lo = self.dw(&a, 0);
        let signed = inst.opcode == Opcode::Sext;
        if inst.opcode == Opcode::Trunc {
            // The bits above the new width are left as they are (undefined).
            let v = Val::Reg { reg: d, bank, first: 0, count: 1 };
            let _ = v;
            return self.copy(d, 0, &a, 1);
        }
        // The low dword, extended to 32 bits.
        let low = if from < 32 {
            let t = if to == 64 { self.new_vreg(bank, 1) } else { d };
            match (bank, signed) {
                (Bank::S, false) => {
                    self.emit("s_and_b32", vec![Opnd::reg(t, 1)], vec![lo, Opnd::Imm((1i64 << from) - 1)])
                }
                (Bank::S, true) => {
                    let op = if from == 8 { "s_sext_i32_i8" } else { "s_sext_i32_i16" };
                    self.emit(op, vec![Opnd::reg(t, 1)], vec![lo]);
                }
                (Bank::V, false) => {
                    self.valu("v_bfe_u32", vec![Opnd::reg(t, 1)], vec![lo, Opnd::Imm(0), Opnd::Imm(from as i64)])
                }
                (Bank::V, true) => {
                    self.valu("v_bfe_i32", vec![Opnd::reg(t, 1)], vec![lo, Opnd::Imm(0), Opnd::Imm(from as i64)])
                }
            }
            Val::Reg { reg: t, bank, first: 0, count: 1 }
        } else {
            a.clone()
        };
        if to < 64 {
            if from >= 32 {
                return self.copy(d, 0, &low, 1);
            }
            return Ok(());
        }
        // To 64 bits: the low dword, then the high one.
        if !matches!(&low, Val::Reg { reg, .. } if *reg == d) {
            self.copy(d, 0, &low, 1)?;
        }
        let hi = Opnd::part(d, 1, 1);
        let l = self.dw(&low, 0);
        match (bank, signed) {
            (Bank::S, false) => self.emit("s_mov_b32", vec![hi], vec![Opnd::Imm(0)]),
            (Bank::S, true) => self.emit("s_ashr_i32", vec![hi], vec![l, Opnd::Imm(31)]),
            (Bank::V, false) => self.emit("v_mov_b32_e32", vec![hi], vec![Opnd::Imm(0)]),
            (Bank::V, true) => self.valu("v_ashrrev_i32_e64", vec![hi], vec![Opnd::Imm(31), l]),
        }
        Ok(())
    }

    pub(super) fn int_compare(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let signed = inst.opcode == Opcode::Scmp;
        let cc = match word(inst, Slot::Cop) {
            Some(Word::Eq) => "eq",
            Some(Word::Ne) => "ne",
            Some(Word::Gt) => "gt",
            Some(Word::Ge) => "ge",
            Some(Word::Lt) => "lt",
            Some(Word::Le) => "le",
            _ => return Err(self.unsupported(inst)),
        };
        let computed = self.pred_result(d);
        let (a, b, bits) = if bits == 16 {
            let (x, y) = (self.extended(&a, 16, signed), self.extended(&b, 16, signed));
            (self.opnd_val(x), self.opnd_val(y), 32)
        } else {
            (a, b, bits)
        };
        let scalar = self.is_scalar(&a) && self.is_scalar(&b) && bits == 32 && !self.in_region();
        if scalar {
            let (a, b) = (self.dw(&a, 0), self.dw(&b, 0));
            let sign = if signed { "i32" } else { "u32" };
            let cc = if cc == "ne" { "lg" } else { cc };
            self.emit(&format!("s_cmp_{cc}_{sign}"), vec![], vec![a, b]);
            self.emit("s_cselect_b32", vec![Opnd::reg(computed, 1)], vec![Opnd::Imm(-1), Opnd::Imm(0)]);
        } else {
            let ty = match (signed, bits) {
                (true, 32) => "i32",
                (false, 32) => "u32",
                (true, _) => "i64",
                (false, _) => "u64",
            };
            let (a, b) = if bits == 64 { (self.wide(&a), self.wide(&b)) } else { (self.dw(&a, 0), self.dw(&b, 0)) };
            self.valu(&format!("v_cmp_{cc}_{ty}_e64"), vec![Opnd::reg(computed, 1)], vec![a, b]);
        }
        self.write_pred(d, computed);
        Ok(())
    }

    pub(super) fn float_compare(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let cc = match word(inst, Slot::Cop) {
            Some(Word::Eq) => "eq",
            // PISA's `.ne` is true for unordered operands.
            Some(Word::Ne) => "neq",
            Some(Word::Gt) => "gt",
            Some(Word::Ge) => "ge",
            Some(Word::Lt) => "lt",
            Some(Word::Le) => "le",
            _ => return Err(self.unsupported(inst)),
        };
        let computed = self.pred_result(d);
        let double = word(inst, Slot::Type) == Some(Word::Df);
        let half = word(inst, Slot::Type) == Some(Word::Hf);
        if half && inst.has(Slot::Ftz) {
            return Err(self.unsupported(inst));
        }
        let (mut a, mut b) = if double { (self.wide(&a), self.wide(&b)) } else { (self.dw(&a, 0), self.dw(&b, 0)) };
        let brain = word(inst, Slot::Type) == Some(Word::Bf);
        if brain && inst.has(Slot::Ftz) {
            return Err(self.unsupported(inst));
        }
        if half || brain {
            // Compared as f32: the conversion is exact and keeps NaNs.
            for x in [&mut a, &mut b] {
                let t = self.new_vreg(Bank::V, 1);
                if half {
                    self.valu("v_cvt_f32_f16_e64", vec![Opnd::reg(t, 1)], vec![x.clone()]);
                } else {
                    self.valu("v_lshlrev_b32_e64", vec![Opnd::reg(t, 1)], vec![Opnd::Imm(16), x.clone()]);
                }
                *x = Opnd::reg(t, 1);
            }
        }
        let ty = if double { "f64" } else { "f32" };
        self.with_flush(inst, double, |s| {
            s.valu(&format!("v_cmp_{cc}_{ty}_e64"), vec![Opnd::reg(computed, 1)], vec![a, b]);
            Ok(())
        })?;
        self.write_pred(d, computed);
        Ok(())
    }

    pub(super) fn select_pred(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let Operand::Pred { id, negated } = inst.operands[3] else { return Err(self.unsupported(inst)) };
        let mask = self.map[id.index()];
        self.select_mask(inst, bits, mask, negated)
    }

    /// `sel` of predicates (which ifconvert.rs writes when it merges a
    /// predicate both arms of a branch may set): each lane's bit from `src0`
    /// where the condition holds, else from `src1`, by mask logic.
    pub(super) fn select_lane_masks(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let [Operand::Pred { id: dst, negated: false }, Operand::Pred { id: a, negated: false }, Operand::Pred { id: b, negated: false }, Operand::Pred { id: c, negated }] =
            inst.operands.as_slice()
        else {
            return Err(self.unsupported(inst));
        };
        let mask = |s: &Self, r: &ir::RegId| Opnd::reg(s.map[r.index()], 1);
        let (when, otherwise) = if *negated { (mask(self, b), mask(self, a)) } else { (mask(self, a), mask(self, b)) };
        let cond = mask(self, c);
        let d = self.map[dst.index()];
        let (x, y, computed) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1), self.pred_result(d));
        self.emit("s_and_b32", vec![Opnd::reg(x, 1)], vec![cond.clone(), when]);
        self.emit("s_and_not1_b32", vec![Opnd::reg(y, 1)], vec![otherwise, cond]);
        self.emit("s_or_b32", vec![Opnd::reg(computed, 1)], vec![Opnd::reg(x, 1), Opnd::reg(y, 1)]);
        self.write_pred(d, computed);
        Ok(())
    }

    /// `dst = mask ? src0 : src1` per lane (or for the wave, in SGPRs).
    pub(super) fn select_mask(
        &mut self,
        inst: &ir::Inst,
        bits: u32,
        mask: VReg,
        negated: bool,
    ) -> Result<(), CompileError> {
        let (d, bank, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let p = Opnd::reg(mask, 1);
        let (t, f) = if negated { (b, a) } else { (a, b) };
        let n = (bits / 32) as u8;
        match bank {
            Bank::S => {
                self.emit("s_cmp_lg_u32", vec![], vec![p, Opnd::Imm(0)]);
                for k in 0..n {
                    let (x, y) = (self.dw(&t, k), self.dw(&f, k));
                    self.emit("s_cselect_b32", vec![Opnd::part(d, k, 1)], vec![x, y]);
                }
            }
            Bank::V => {
                for k in 0..n {
                    let (x, y) = (self.dw(&t, k), self.dw(&f, k));
                    self.valu("v_cndmask_b32_e64", vec![Opnd::part(d, k, 1)], vec![y, x, p.clone()]);
                }
            }
        }
        Ok(())
    }
}

/// Integer operations beyond the 32/64-bit basics: 16-bit forms, division
/// and remainder, widening multiplies, absolute value, add with carry.
impl Sel<'_> {
    /// The low `bits` of a dword value extended to 32 bits in a VGPR.
    pub(super) fn extended(&mut self, v: &Val, bits: u32, signed: bool) -> Opnd {
        let x = self.dw(v, 0);
        if bits >= 32 {
            return x;
        }
        if let Val::Imm(i) = v {
            let m = (1u64 << bits) - 1;
            let low = *i as u64 & m;
            let value = if signed && low >> (bits - 1) != 0 { (low | !m) as i64 as i32 as i64 } else { low as i64 };
            return Opnd::Imm(value);
        }
        let t = self.new_vreg(Bank::V, 1);
        let op = if signed { "v_bfe_i32" } else { "v_bfe_u32" };
        self.valu(op, vec![Opnd::reg(t, 1)], vec![x, Opnd::Imm(0), Opnd::Imm(bits as i64)]);
        Opnd::reg(t, 1)
    }

    /// 16-bit arithmetic on the 32-bit units: the low 16 bits of a sum,
    /// difference, product or logic result do not depend on the bits above;
    /// minimum and maximum compare extended values.
    pub(super) fn int_binary16(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let (op, ext) = match inst.opcode {
            Opcode::Iadd => ("v_add_nc_u32_e64", None),
            Opcode::Isub => ("v_sub_nc_u32_e64", None),
            Opcode::And => ("v_and_b32_e64", None),
            Opcode::Or => ("v_or_b32_e64", None),
            Opcode::Xor => ("v_xor_b32_e64", None),
            Opcode::Umul | Opcode::Smul => ("v_mul_lo_u32", None),
            Opcode::Umin => ("v_min_u32_e64", Some(false)),
            Opcode::Umax => ("v_max_u32_e64", Some(false)),
            Opcode::Smin => ("v_min_i32_e64", Some(true)),
            Opcode::Smax => ("v_max_i32_e64", Some(true)),
            _ => return Err(self.unsupported(inst)),
        };
        let (x, y) = match ext {
            Some(signed) => (self.extended(&a, 16, signed), self.extended(&b, 16, signed)),
            None => (self.dw(&a, 0), self.dw(&b, 0)),
        };
        self.valu(op, vec![Opnd::reg(d, 1)], vec![x, y]);
        Ok(())
    }

    /// `iabs`: the two's complement absolute value (the most negative value
    /// stays itself).
    pub(super) fn int_abs(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        if bits == 64 {
            let neg = self.new_vreg(Bank::V, 2);
            self.add64(neg, Bank::V, &Val::Imm(0), &a, true);
            let m = self.new_vreg(Bank::S, 1);
            let whole = self.wide(&a);
            self.valu("v_cmp_gt_i64_e64", vec![Opnd::reg(m, 1)], vec![Opnd::Imm(0), whole]);
            for k in 0..2 {
                let x = self.dw(&a, k);
                self.valu(
                    "v_cndmask_b32_e64",
                    vec![Opnd::part(d, k, 1)],
                    vec![x, Opnd::part(neg, k, 1), Opnd::reg(m, 1)],
                );
            }
            return Ok(());
        }
        let x = self.extended(&a, bits, true);
        let n = self.new_vreg(Bank::V, 1);
        self.valu("v_sub_nc_u32_e64", vec![Opnd::reg(n, 1)], vec![Opnd::Imm(0), x.clone()]);
        self.valu("v_max_i32_e64", vec![Opnd::reg(d, 1)], vec![x, Opnd::reg(n, 1)]);
        Ok(())
    }

    /// Widening multiply (`.full`): 16 x 16 -> 32 and 32 x 32 -> 64 bits.
    pub(super) fn mul_full(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let signed = matches!(inst.opcode, Opcode::Smul | Opcode::Smad);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let addend = match inst.operands.get(3) {
            Some(o) => Some(self.val(o)?),
            None => None,
        };
        let (x, y) = (self.extended(&a, bits, signed), self.extended(&b, bits, signed));
        let product = self.new_vreg(Bank::V, if bits == 32 { 2 } else { 1 });
        self.valu("v_mul_lo_u32", vec![Opnd::part(product, 0, 1)], vec![x.clone(), y.clone()]);
        if bits == 32 {
            let hi = if signed { "v_mul_hi_i32" } else { "v_mul_hi_u32" };
            self.valu(hi, vec![Opnd::part(product, 1, 1)], vec![x, y]);
        }
        let dwords = if bits == 32 { 2 } else { 1 };
        let pv = Val::Reg { reg: product, bank: Bank::V, first: 0, count: dwords };
        match addend {
            None => self.copy(d, 0, &pv, dwords),
            Some(c) if bits == 32 => {
                self.add64(d, Bank::V, &pv, &c, false);
                Ok(())
            }
            Some(c) => {
                let c = self.dw(&c, 0);
                self.valu("v_add_nc_u32_e64", vec![Opnd::reg(d, 1)], vec![Opnd::reg(product, 1), c]);
                Ok(())
            }
        }
    }

    /// Unsigned 32-bit quotient and remainder of VGPR operands, as LLVM
    /// expands them: a float reciprocal scaled to 2^32, one Newton-Raphson
    /// step in integers, and two corrections (which also absorb the
    /// reciprocal's error of up to one ulp).
    fn udivrem32(&mut self, a: Opnd, b: Opnd) -> (VReg, VReg) {
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let r = |x: VReg| Opnd::reg(x, 1);
        let (f, rcp, scaled, inv, negb, t, t2, inv2, q, p, rem) =
            (v(self), v(self), v(self), v(self), v(self), v(self), v(self), v(self), v(self), v(self), v(self));
        self.valu("v_cvt_f32_u32_e64", vec![r(f)], vec![b.clone()]);
        self.emit("v_rcp_iflag_f32_e32", vec![r(rcp)], vec![r(f)]);
        self.valu("v_mul_f32_e64", vec![r(scaled)], vec![Opnd::Imm(0x4f7f_fffe), r(rcp)]);
        self.valu("v_cvt_u32_f32_e64", vec![r(inv)], vec![r(scaled)]);
        self.valu("v_sub_nc_u32_e64", vec![r(negb)], vec![Opnd::Imm(0), b.clone()]);
        self.valu("v_mul_lo_u32", vec![r(t)], vec![r(negb), r(inv)]);
        self.valu("v_mul_hi_u32", vec![r(t2)], vec![r(inv), r(t)]);
        self.valu("v_add_nc_u32_e64", vec![r(inv2)], vec![r(inv), r(t2)]);
        self.valu("v_mul_hi_u32", vec![r(q)], vec![a.clone(), r(inv2)]);
        self.valu("v_mul_lo_u32", vec![r(p)], vec![r(q), b.clone()]);
        self.valu("v_sub_nc_u32_e64", vec![r(rem)], vec![a, r(p)]);
        let (mut q, mut rem) = (q, rem);
        for _ in 0..2 {
            let (c, q1, r1, nq, nr) = (self.new_vreg(Bank::S, 1), v(self), v(self), v(self), v(self));
            self.valu("v_cmp_ge_u32_e64", vec![r(c)], vec![r(rem), b.clone()]);
            self.valu("v_add_nc_u32_e64", vec![r(q1)], vec![r(q), Opnd::Imm(1)]);
            self.valu("v_sub_nc_u32_e64", vec![r(r1)], vec![r(rem), b.clone()]);
            self.valu("v_cndmask_b32_e64", vec![r(nq)], vec![r(q), r(q1), r(c)]);
            self.valu("v_cndmask_b32_e64", vec![r(nr)], vec![r(rem), r(r1), r(c)]);
            q = nq;
            rem = nr;
        }
        (q, rem)
    }

    /// Unsigned 64-bit quotient and remainder by restoring division, one
    /// bit a step (64 steps, unrolled).
    fn udivrem64(&mut self, a: &Val, b: &Val) -> (VReg, VReg) {
        let r2 = |x: VReg| Opnd::reg(x, 2);
        let mut q = self.new_vreg(Bank::V, 2);
        let mut rem = self.new_vreg(Bank::V, 2);
        for k in 0..2 {
            self.emit("v_mov_b32_e32", vec![Opnd::part(q, k, 1)], vec![Opnd::Imm(0)]);
            self.emit("v_mov_b32_e32", vec![Opnd::part(rem, k, 1)], vec![Opnd::Imm(0)]);
        }
        let bw = self.wide(b);
        let a_lo = self.dw(a, 0);
        let a_hi = self.dw(a, 1);
        for i in (0..64).rev() {
            let shifted = self.new_vreg(Bank::V, 2);
            self.valu("v_lshlrev_b64", vec![r2(shifted)], vec![Opnd::Imm(1), r2(rem)]);
            let bit = self.new_vreg(Bank::V, 1);
            let src = if i >= 32 { a_hi.clone() } else { a_lo.clone() };
            self.valu("v_bfe_u32", vec![Opnd::reg(bit, 1)], vec![src, Opnd::Imm(i % 32), Opnd::Imm(1)]);
            let with_bit = self.new_vreg(Bank::V, 2);
            self.valu(
                "v_or_b32_e64",
                vec![Opnd::part(with_bit, 0, 1)],
                vec![Opnd::part(shifted, 0, 1), Opnd::reg(bit, 1)],
            );
            self.emit("v_mov_b32_e32", vec![Opnd::part(with_bit, 1, 1)], vec![Opnd::part(shifted, 1, 1)]);
            let ge = self.new_vreg(Bank::S, 1);
            self.valu("v_cmp_ge_u64_e64", vec![Opnd::reg(ge, 1)], vec![r2(with_bit), bw.clone()]);
            let diff = self.new_vreg(Bank::V, 2);
            let wv = Val::Reg { reg: with_bit, bank: Bank::V, first: 0, count: 2 };
            self.add64(diff, Bank::V, &wv, b, true);
            let next = self.new_vreg(Bank::V, 2);
            for k in 0..2 {
                self.valu(
                    "v_cndmask_b32_e64",
                    vec![Opnd::part(next, k, 1)],
                    vec![Opnd::part(with_bit, k, 1), Opnd::part(diff, k, 1), Opnd::reg(ge, 1)],
                );
            }
            let nq = self.new_vreg(Bank::V, 2);
            let set = self.new_vreg(Bank::V, 1);
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::reg(set, 1)],
                vec![Opnd::Imm(0), Opnd::Imm(((1u64 << (i % 32)) as u32) as i32 as i64), Opnd::reg(ge, 1)],
            );
            // The low dword first: the allocator reads a write of dword 0
            // as the start of a value's life.
            for k in 0..2u8 {
                if (k == 1) == (i >= 32) {
                    self.valu("v_or_b32_e64", vec![Opnd::part(nq, k, 1)], vec![Opnd::part(q, k, 1), Opnd::reg(set, 1)]);
                } else {
                    self.emit("v_mov_b32_e32", vec![Opnd::part(nq, k, 1)], vec![Opnd::part(q, k, 1)]);
                }
            }
            q = nq;
            rem = next;
        }
        (q, rem)
    }

    /// `udiv`, `sdiv` (`.quo` or `.rem`) of 16, 32 and 64 bits. Division by
    /// zero is a fault in the emulator; here it gives an unspecified value.
    pub(super) fn divide(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let signed = inst.opcode == Opcode::Sdiv;
        let remainder = word(inst, Slot::Output) == Some(Word::Rem);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        if bits == 64 {
            let (mut x, mut y) = (a.clone(), b.clone());
            let mut signs = None;
            if signed {
                // |a|, |b|, then the signs back: the quotient's is the
                // operands' difference, the remainder's the dividend's.
                let sa = self.new_vreg(Bank::S, 1);
                let sb = self.new_vreg(Bank::S, 1);
                let (aw, bw) = (self.wide(&a), self.wide(&b));
                self.valu("v_cmp_gt_i64_e64", vec![Opnd::reg(sa, 1)], vec![Opnd::Imm(0), aw]);
                self.valu("v_cmp_gt_i64_e64", vec![Opnd::reg(sb, 1)], vec![Opnd::Imm(0), bw]);
                x = self.negate64_if(&a, sa);
                y = self.negate64_if(&b, sb);
                signs = Some((sa, sb));
            }
            let (q, rem) = self.udivrem64(&x, &y);
            let result = if remainder { rem } else { q };
            let rv = Val::Reg { reg: result, bank: Bank::V, first: 0, count: 2 };
            match signs {
                None => self.copy(d, 0, &rv, 2)?,
                Some((sa, sb)) => {
                    let flip = if remainder {
                        sa
                    } else {
                        let f = self.new_vreg(Bank::S, 1);
                        self.emit("s_xor_b32", vec![Opnd::reg(f, 1)], vec![Opnd::reg(sa, 1), Opnd::reg(sb, 1)]);
                        f
                    };
                    let out = self.negate64_if(&rv, flip);
                    self.copy(d, 0, &out, 2)?;
                }
            }
            return Ok(());
        }
        let (x, y) = if signed {
            let (x, y) = (self.extended(&a, bits, true), self.extended(&b, bits, true));
            let (ax, ay) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
            for (src, dst) in [(x.clone(), ax), (y.clone(), ay)] {
                let n = self.new_vreg(Bank::V, 1);
                self.valu("v_sub_nc_u32_e64", vec![Opnd::reg(n, 1)], vec![Opnd::Imm(0), src.clone()]);
                self.valu("v_max_i32_e64", vec![Opnd::reg(dst, 1)], vec![src, Opnd::reg(n, 1)]);
            }
            let (q, rem) = self.udivrem32(Opnd::reg(ax, 1), Opnd::reg(ay, 1));
            // Signs back, by xor with the sign mask and subtraction.
            let sign = self.new_vreg(Bank::V, 1);
            if remainder {
                self.valu("v_ashrrev_i32_e64", vec![Opnd::reg(sign, 1)], vec![Opnd::Imm(31), x]);
            } else {
                let t = self.new_vreg(Bank::V, 1);
                self.valu("v_xor_b32_e64", vec![Opnd::reg(t, 1)], vec![x, y]);
                self.valu("v_ashrrev_i32_e64", vec![Opnd::reg(sign, 1)], vec![Opnd::Imm(31), Opnd::reg(t, 1)]);
            }
            let value = if remainder { rem } else { q };
            let t = self.new_vreg(Bank::V, 1);
            self.valu("v_xor_b32_e64", vec![Opnd::reg(t, 1)], vec![Opnd::reg(value, 1), Opnd::reg(sign, 1)]);
            self.valu("v_sub_nc_u32_e64", vec![Opnd::reg(d, 1)], vec![Opnd::reg(t, 1), Opnd::reg(sign, 1)]);
            return Ok(());
        } else {
            (self.extended(&a, bits, false), self.extended(&b, bits, false))
        };
        let (q, rem) = self.udivrem32(x, y);
        let value = if remainder { rem } else { q };
        self.emit("v_mov_b32_e32", vec![Opnd::reg(d, 1)], vec![Opnd::reg(value, 1)]);
        Ok(())
    }

    /// A 64-bit value negated in the lanes of `mask`.
    fn negate64_if(&mut self, v: &Val, mask: VReg) -> Val {
        let neg = self.new_vreg(Bank::V, 2);
        self.add64(neg, Bank::V, &Val::Imm(0), v, true);
        let out = self.new_vreg(Bank::V, 2);
        for k in 0..2 {
            let x = self.dw(v, k);
            self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::part(out, k, 1)],
                vec![x, Opnd::part(neg, k, 1), Opnd::reg(mask, 1)],
            );
        }
        Val::Reg { reg: out, bank: Bank::V, first: 0, count: 2 }
    }

    /// `uaddc` with carry-in and/or carry-out predicates (lane masks, which
    /// is what the VALU's carry is).
    pub(super) fn add_carry(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let has_ci = inst.has(Slot::Ci);
        let has_co = inst.has(Slot::Co);
        let (co, first_src) = if has_co {
            match inst.operands[1] {
                Operand::Pred { id, .. } => (Some(self.map[id.index()]), 2),
                _ => return Err(self.unsupported(inst)),
            }
        } else {
            (None, 1)
        };
        let a = self.val(&inst.operands[first_src])?;
        let b = self.val(&inst.operands[first_src + 1])?;
        let (a, b) = (self.dw(&a, 0), self.dw(&b, 0));
        let carry = self.new_vreg(Bank::S, 1);
        if has_ci {
            let Operand::Pred { id, negated } = inst.operands[first_src + 2] else {
                return Err(self.unsupported(inst));
            };
            let mut ci = Opnd::reg(self.map[id.index()], 1);
            if negated {
                let t = self.new_vreg(Bank::S, 1);
                self.emit("s_not_b32", vec![Opnd::reg(t, 1)], vec![ci]);
                ci = Opnd::reg(t, 1);
            }
            self.valu("v_add_co_ci_u32_e64", vec![Opnd::reg(d, 1), Opnd::reg(carry, 1)], vec![a, b, ci]);
        } else {
            self.valu("v_add_co_u32", vec![Opnd::reg(d, 1), Opnd::reg(carry, 1)], vec![a, b]);
        }
        if let Some(co) = co {
            self.write_pred(co, carry);
        }
        Ok(())
    }

    /// `bfrev` and `cbit` of 32 bits.
    pub(super) fn bit_count_reverse(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let a = self.dw(&a, 0);
        match inst.opcode {
            Opcode::Bfrev => self.valu("v_bfrev_b32_e64", vec![Opnd::reg(d, 1)], vec![a]),
            _ => self.valu("v_bcnt_u32_b32", vec![Opnd::reg(d, 1)], vec![a, Opnd::Imm(0)]),
        }
        Ok(())
    }
}

/// Bit-field and bit-search instructions of chapter 3.
impl Sel<'_> {
    /// `fbh`, `fbl` (16 and 32 bits; all ones for 0) and `cbit.16b`.
    pub(super) fn bit_search(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let x = self.dw(&a, 0);
        let r = |t: VReg| Opnd::reg(t, 1);
        match (inst.opcode, bits) {
            // The hardware's counts are -1 for 0, whose low bits are PISA's ~0.
            (Opcode::Fbh, 32) => self.valu("v_clz_i32_u32_e64", vec![r(d)], vec![x]),
            (Opcode::Fbl, 32) => self.valu("v_ctz_i32_b32_e64", vec![r(d)], vec![x]),
            (Opcode::Fbh, _) => {
                // In the high half, the leading zeros are the 16-bit value's.
                let t = self.new_vreg(Bank::V, 1);
                self.valu("v_lshlrev_b32_e64", vec![r(t)], vec![Opnd::Imm(16), x]);
                self.valu("v_clz_i32_u32_e64", vec![r(d)], vec![r(t)]);
            }
            (Opcode::Fbl, _) => {
                let t = self.extended(&a, 16, false);
                self.valu("v_ctz_i32_b32_e64", vec![r(d)], vec![t]);
            }
            _ => {
                let t = self.extended(&a, 16, false);
                self.valu("v_bcnt_u32_b32", vec![r(d)], vec![t, Opnd::Imm(0)]);
            }
        }
        Ok(())
    }

    /// The effective field of `ubfe`/`sbfe`/`bfi`: offset = `off[4:0]`,
    /// width = min(`width[5:0]`, 32 - offset).
    fn field(&mut self, off: Opnd, width: Opnd) -> (Opnd, Opnd) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let (o, w, room, w2) = (v(self), v(self), v(self), v(self));
        self.valu("v_and_b32_e64", vec![r(o)], vec![off, Opnd::Imm(31)]);
        self.valu("v_and_b32_e64", vec![r(w)], vec![width, Opnd::Imm(63)]);
        self.valu("v_sub_nc_u32_e64", vec![r(room)], vec![Opnd::Imm(32), r(o)]);
        self.valu("v_min_u32_e64", vec![r(w2)], vec![r(w), r(room)]);
        (r(o), r(w2))
    }

    /// `ubfe`, `sbfe`: the hardware's `v_bfe` takes five bits of width, so
    /// a whole-word field (width 32) is the source itself.
    pub(super) fn bit_extract(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let vals: Vec<Val> = inst.operands[1..4].iter().map(|o| self.val(o)).collect::<Result<_, _>>()?;
        let (x, width, off) = (self.dw(&vals[0], 0), self.dw(&vals[1], 0), self.dw(&vals[2], 0));
        let (o, w) = self.field(off, width);
        let r = |t: VReg| Opnd::reg(t, 1);
        let op = if inst.opcode == Opcode::Sbfe { "v_bfe_i32" } else { "v_bfe_u32" };
        let (t, whole) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::S, 1));
        self.valu(op, vec![r(t)], vec![x.clone(), o, w.clone()]);
        self.valu("v_cmp_eq_u32_e64", vec![r(whole)], vec![w, Opnd::Imm(32)]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(t), x, r(whole)]);
        Ok(())
    }

    /// `bfi`: `src1`'s low bits into `src0` at the field.
    pub(super) fn bit_insert(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let vals: Vec<Val> = inst.operands[1..5].iter().map(|o| self.val(o)).collect::<Result<_, _>>()?;
        let (base, insert, width, off) =
            (self.dw(&vals[0], 0), self.dw(&vals[1], 0), self.dw(&vals[2], 0), self.dw(&vals[3], 0));
        let (o, w) = self.field(off, width);
        let r = |t: VReg| Opnd::reg(t, 1);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let (one, low, full, mask, moved) = (v(self), v(self), self.new_vreg(Bank::S, 1), v(self), v(self));
        // (1 << width) - 1, all ones for a width of 32.
        self.valu("v_lshlrev_b32_e64", vec![r(one)], vec![w.clone(), Opnd::Imm(1)]);
        self.valu("v_add_nc_u32_e64", vec![r(low)], vec![r(one), Opnd::Imm(-1)]);
        self.valu("v_cmp_eq_u32_e64", vec![r(full)], vec![w, Opnd::Imm(32)]);
        let m = v(self);
        self.valu("v_cndmask_b32_e64", vec![r(m)], vec![r(low), Opnd::Imm(-1), r(full)]);
        self.valu("v_lshlrev_b32_e64", vec![r(mask)], vec![o.clone(), r(m)]);
        self.valu("v_lshlrev_b32_e64", vec![r(moved)], vec![o, insert]);
        self.valu("v_bfi_b32", vec![r(d)], vec![r(mask), r(moved), base]);
        Ok(())
    }

    /// `bfn`: any bitwise function of three values, given by its truth
    /// table (bit `src2:src1:src0` of the operation), as selects: expanded
    /// on `src2`, then on `src1`, each a `v_bfi_b32` (`(m & x) | (~m & y)`)
    /// whose leaves are 0, -1, `src0` or its complement. Halves that agree
    /// need no select, so a table that ignores a source never reads it.
    pub(super) fn bit_function(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let Some(Qual::Hex(table)) = inst.qual(Slot::Operation) else { return Err(self.unsupported(inst)) };
        let (d, _, _) = self.dst(inst);
        let vals: Vec<Val> = inst.operands[1..4].iter().map(|o| self.val(o)).collect::<Result<_, _>>()?;
        let (a, b, c) = (self.dw(&vals[0], 0), self.dw(&vals[1], 0), self.dw(&vals[2], 0));
        let mut not_a: Option<Opnd> = None;
        // bit 0: the value where src0 is 0; bit 1: where it is 1.
        let mut leaf = |s: &mut Self, bits: u8| -> Opnd {
            match bits & 3 {
                0 => Opnd::Imm(0),
                3 => Opnd::Imm(-1),
                2 => a.clone(),
                _ => not_a
                    .get_or_insert_with(|| {
                        let t = s.new_vreg(Bank::V, 1);
                        s.valu("v_not_b32_e32", vec![Opnd::reg(t, 1)], vec![a.clone()]);
                        Opnd::reg(t, 1)
                    })
                    .clone(),
            }
        };
        let mut pair = |s: &mut Self, bits: u8| -> Opnd {
            let (low, high) = (bits & 3, (bits >> 2) & 3);
            if low == high {
                return leaf(s, low);
            }
            let (x, y) = (leaf(s, high), leaf(s, low));
            let t = s.new_vreg(Bank::V, 1);
            s.valu("v_bfi_b32", vec![Opnd::reg(t, 1)], vec![b.clone(), x, y]);
            Opnd::reg(t, 1)
        };
        let (low, high) = (table & 0xf, table >> 4);
        if low == high {
            let x = pair(self, low);
            self.emit("v_mov_b32_e32", vec![Opnd::reg(d, 1)], vec![x]);
        } else {
            let (x, y) = (pair(self, high), pair(self, low));
            self.valu("v_bfi_b32", vec![Opnd::reg(d, 1)], vec![c, x, y]);
        }
        Ok(())
    }

    /// `dp4a`: the four byte products of `src1` and `src2` added to `src0`.
    /// Each byte is extended (as its operand's signedness says) to a value
    /// that fits 24 signed bits, so `v_mul_i32_i24` multiplies any pair;
    /// two `v_add3_u32` sum them. With `.dsat` the products' sum (which
    /// cannot overflow) is added to `src0` with signed saturation.
    pub(super) fn dot4(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let signedness = word(inst, Slot::Signedness).ok_or_else(|| self.unsupported(inst))?;
        let src1_signed = matches!(signedness, Word::Ss | Word::Su);
        let src2_signed = matches!(signedness, Word::Ss | Word::Us);
        let vals: Vec<Val> = inst.operands[1..4].iter().map(|o| self.val(o)).collect::<Result<_, _>>()?;
        let (acc, x, y) = (self.dw(&vals[0], 0), self.dw(&vals[1], 0), self.dw(&vals[2], 0));
        let r = |t: VReg| Opnd::reg(t, 1);
        let byte = |s: &mut Self, v: &Opnd, k: i64, signed: bool| {
            let t = s.new_vreg(Bank::V, 1);
            let op = if signed { "v_bfe_i32" } else { "v_bfe_u32" };
            s.valu(op, vec![r(t)], vec![v.clone(), Opnd::Imm(8 * k), Opnd::Imm(8)]);
            t
        };
        let mut products = Vec::new();
        for k in 0..4 {
            let (a, b) = (byte(self, &x, k, src1_signed), byte(self, &y, k, src2_signed));
            let p = self.new_vreg(Bank::V, 1);
            self.valu("v_mul_i32_i24_e64", vec![r(p)], vec![r(a), r(b)]);
            products.push(p);
        }
        let dsat = inst.has(Slot::Dsat);
        let half = self.new_vreg(Bank::V, 1);
        let first = if dsat { Opnd::Imm(0) } else { acc.clone() };
        self.valu("v_add3_u32", vec![r(half)], vec![first, r(products[0]), r(products[1])]);
        if !dsat {
            self.valu("v_add3_u32", vec![r(d)], vec![r(half), r(products[2]), r(products[3])]);
            return Ok(());
        }
        let dot = self.new_vreg(Bank::V, 1);
        self.valu("v_add3_u32", vec![r(dot)], vec![r(half), r(products[2]), r(products[3])]);
        let sum = self.new_vreg(Bank::V, 1);
        self.valu("v_add_nc_u32_e64", vec![r(sum)], vec![acc.clone(), r(dot)]);
        let (over, sign) = self.signed_overflow(acc, r(dot), r(sum), false);
        let lim = self.new_vreg(Bank::V, 1);
        self.valu("v_xor_b32_e64", vec![r(lim)], vec![r(sign), Opnd::Imm(0x7fff_ffff)]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(sum), r(lim), r(over)]);
        Ok(())
    }

    /// `shf.l`/`shf.r`: a 32-bit window of `src0:src1` shifted by `src2[4:0]`.
    pub(super) fn funnel_shift(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let vals: Vec<Val> = inst.operands[1..4].iter().map(|o| self.val(o)).collect::<Result<_, _>>()?;
        let (hi, lo, s) = (self.dw(&vals[0], 0), self.dw(&vals[1], 0), self.dw(&vals[2], 0));
        let r = |t: VReg| Opnd::reg(t, 1);
        let amount = self.new_vreg(Bank::V, 1);
        self.valu("v_and_b32_e64", vec![r(amount)], vec![s, Opnd::Imm(31)]);
        if word(inst, Slot::Dir) == Some(Word::R) {
            self.valu("v_alignbit_b32", vec![r(d)], vec![hi, lo, r(amount)]);
            return Ok(());
        }
        // Left by s: the window 32 - s from the right, and src0 itself for 0.
        let (back, t, zero) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1), self.new_vreg(Bank::S, 1));
        self.valu("v_sub_nc_u32_e64", vec![r(back)], vec![Opnd::Imm(32), r(amount)]);
        self.valu("v_alignbit_b32", vec![r(t)], vec![hi.clone(), lo, r(back)]);
        self.valu("v_cmp_eq_u32_e64", vec![r(zero)], vec![r(amount), Opnd::Imm(0)]);
        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(t), hi, r(zero)]);
        Ok(())
    }
}

/// Saturating addition and 64-bit minimum and maximum.
impl Sel<'_> {
    /// `iadd.dsat`, `isub.dsat`: signed saturation. 32 bits by the VALU's
    /// clamp; 16 bits computed in 32 and clamped to the 16-bit range;
    /// 64 bits by the sign rule of overflow.
    pub(super) fn add_saturating(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let sub = inst.opcode == Opcode::Isub;
        let r = |t: VReg| Opnd::reg(t, 1);
        match bits {
            32 => {
                let (x, y) = (self.dw(&a, 0), self.dw(&b, 0));
                let sum = self.new_vreg(Bank::V, 1);
                let op = if sub { "v_sub_nc_u32_e64" } else { "v_add_nc_u32_e64" };
                self.valu(op, vec![r(sum)], vec![x.clone(), y.clone()]);
                let (over, sign) = self.signed_overflow(x, y, r(sum), sub);
                let lim = self.new_vreg(Bank::V, 1);
                self.valu("v_xor_b32_e64", vec![r(lim)], vec![r(sign), Opnd::Imm(0x7fff_ffff)]);
                self.valu("v_cndmask_b32_e64", vec![r(d)], vec![r(sum), r(lim), r(over)]);
            }
            16 => {
                let (x, y) = (self.extended(&a, 16, true), self.extended(&b, 16, true));
                let t = self.new_vreg(Bank::V, 1);
                let op = if sub { "v_sub_nc_u32_e64" } else { "v_add_nc_u32_e64" };
                self.valu(op, vec![r(t)], vec![x, y]);
                self.valu("v_med3_i32", vec![r(d)], vec![r(t), Opnd::Imm(-32768), Opnd::Imm(32767)]);
            }
            _ => {
                let sum = self.new_vreg(Bank::V, 2);
                self.add64(sum, Bank::V, &a, &b, sub);
                let (ah, bh) = (self.dw(&a, 1), self.dw(&b, 1));
                let (over, sign) = self.signed_overflow(ah, bh, Opnd::part(sum, 1, 1), sub);
                // The limit of a's sign: INT64_MAX for a >= 0, INT64_MIN below.
                let (lim, not_sign) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
                self.valu("v_xor_b32_e64", vec![r(lim)], vec![r(sign), Opnd::Imm(0x7fff_ffff)]);
                self.valu("v_not_b32_e64", vec![r(not_sign)], vec![r(sign)]);
                self.valu(
                    "v_cndmask_b32_e64",
                    vec![Opnd::part(d, 0, 1)],
                    vec![Opnd::part(sum, 0, 1), r(not_sign), r(over)],
                );
                self.valu("v_cndmask_b32_e64", vec![Opnd::part(d, 1, 1)], vec![Opnd::part(sum, 1, 1), r(lim), r(over)]);
            }
        }
        Ok(())
    }

    /// Signed overflow of `a ± b` from the (high) dwords of the operands and
    /// the result: the operands' signs agree (differ, for a difference) and
    /// the result's does not. The lanes that overflowed, and `a`'s sign
    /// spread over a dword (0 or all ones).
    fn signed_overflow(&mut self, a: Opnd, b: Opnd, result: Opnd, sub: bool) -> (VReg, VReg) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let (t1, t2, t3, sign) = (v(self), v(self), v(self), v(self));
        let over = self.new_vreg(Bank::S, 1);
        self.valu("v_xor_b32_e64", vec![r(t1)], vec![a.clone(), result.clone()]);
        if sub {
            self.valu("v_xor_b32_e64", vec![r(t2)], vec![a.clone(), b]);
        } else {
            self.valu("v_xor_b32_e64", vec![r(t2)], vec![result, b]);
        }
        self.valu("v_and_b32_e64", vec![r(t3)], vec![r(t1), r(t2)]);
        self.valu("v_cmp_gt_i32_e64", vec![r(over)], vec![Opnd::Imm(0), r(t3)]);
        self.valu("v_ashrrev_i32_e64", vec![r(sign)], vec![Opnd::Imm(31), a]);
        (over, sign)
    }

    pub(super) fn min_max64(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let (x, y) = (self.wide(&a), self.wide(&b));
        let cmp = match inst.opcode {
            Opcode::Umin => "v_cmp_lt_u64_e64",
            Opcode::Umax => "v_cmp_gt_u64_e64",
            Opcode::Smin => "v_cmp_lt_i64_e64",
            _ => "v_cmp_gt_i64_e64",
        };
        let m = self.new_vreg(Bank::S, 1);
        self.valu(cmp, vec![Opnd::reg(m, 1)], vec![x, y]);
        for k in 0..2 {
            let (p, q) = (self.dw(&a, k), self.dw(&b, k));
            self.valu("v_cndmask_b32_e64", vec![Opnd::part(d, k, 1)], vec![q, p, Opnd::reg(m, 1)]);
        }
        Ok(())
    }
}

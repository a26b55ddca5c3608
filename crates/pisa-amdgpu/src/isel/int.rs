//! Integer arithmetic, logic, shifts, extensions and comparisons.

use super::{type_bits, word, Sel, Val};
use crate::error::CompileError;
use crate::mir::{Bank, Fixed, Opnd, VReg};
use pisa::ir::{self, Operand};
use pisa::isa::{Opcode, Slot, Word};

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
                for k in 0..(bits / 32) as u8 {
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
        let (s_op, v_op) = match (inst.opcode, bits) {
            (Opcode::Shl, 32) => ("s_lshl_b32", "v_lshlrev_b32_e64"),
            (Opcode::Shr, 32) => ("s_lshr_b32", "v_lshrrev_b32_e64"),
            (Opcode::Asr, 32) => ("s_ashr_i32", "v_ashrrev_i32_e64"),
            (Opcode::Shl, _) => ("s_lshl_b64", "v_lshlrev_b64"),
            (Opcode::Shr, _) => ("s_lshr_b64", "v_lshrrev_b64"),
            (_, _) => ("s_ashr_i64", "v_ashrrev_i64"),
        };
        let src = if bits == 64 { self.wide(&a) } else { self.dw(&a, 0) };
        let dst = Opnd::reg(d, (bits / 32) as u8);
        let amount = match b {
            Val::Imm(v) => {
                let s = v & 63;
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
        let computed = self.new_vreg(Bank::S, 1);
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
        let computed = self.new_vreg(Bank::S, 1);
        let (a, b) = (self.dw(&a, 0), self.dw(&b, 0));
        self.valu(&format!("v_cmp_{cc}_f32_e64"), vec![Opnd::reg(computed, 1)], vec![a, b]);
        self.write_pred(d, computed);
        Ok(())
    }

    pub(super) fn select_pred(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let (d, bank, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let Operand::Pred { id, negated } = inst.operands[3] else { return Err(self.unsupported(inst)) };
        let p = Opnd::reg(self.map[id.index()], 1);
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

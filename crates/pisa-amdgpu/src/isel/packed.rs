//! Packed forms (`.16bx2`, `.hfx2`, `.bfx2`, `.u16x2`/`.s16x2`, `.8bx4`).
//!
//! PISA defines every packed instruction element by element (the emulator
//! computes it so), so a 16-bit packed instruction is selected as its
//! scalar form once per element: the element is moved to the low half of
//! a temporary (the bits above a 16-bit value are undefined, so the low
//! element needs no move), the scalar selection reads the temporary in
//! place of the register and writes another, and the two results are
//! packed into the destination at the end, so that a destination that is
//! also a source is read whole before it is written. The scalar forms carry
//! the rounding modes, `.ftz`, `.dsat`, `.nanp` and the edge cases, so the
//! packed forms inherit them. 8-bit elements have no scalar forms: the few
//! `.8bx4` instructions are computed on sign-extended bytes here.

use super::{word, Sel};
use crate::error::CompileError;
use crate::mir::{Bank, Opnd, VReg};
use pisa::ir::{self, Operand, RegKind};
use pisa::isa::{Opcode, Qual, Slot, Word};

/// The element type and count of a packed type word.
fn element_of(w: Word) -> Option<(Word, u8)> {
    Some(match w {
        Word::B16x2 => (Word::B16, 2),
        Word::Hfx2 => (Word::Hf, 2),
        Word::Bfx2 => (Word::Bf, 2),
        Word::U16x2 => (Word::U16, 2),
        Word::S16x2 => (Word::S16, 2),
        Word::B8x4 => (Word::B8, 4),
        _ => return None,
    })
}

/// The packed type word of an instruction (`.type`, or the `.to` of
/// `ftrunc2` and `pf2i`), if it has one.
pub(super) fn packed_word(inst: &ir::Inst) -> Option<Word> {
    [Slot::Type, Slot::To].into_iter().filter_map(|slot| word(inst, slot)).find(|w| element_of(*w).is_some())
}

impl Sel<'_> {
    /// Whether register `id` holds 16-bit elements two to a dword.
    fn holds_halves(&self, id: ir::RegId) -> bool {
        matches!(self.function.reg(id).kind, RegKind::Value(t) if t.bits == 16 && t.count == 2)
    }

    /// Element `e` (0 or 1) of a 16-bit pair in the low half of a register
    /// of `bank`: the register itself for the low element unless `copy`.
    fn half(&mut self, src: VReg, e: u8, copy: bool) -> VReg {
        if e == 0 && !copy {
            return src;
        }
        let bank = self.bank(src);
        let t = self.new_vreg(bank, 1);
        let (d, s) = (Opnd::reg(t, 1), Opnd::reg(src, 1));
        match (bank, e) {
            (Bank::S, 0) => self.emit("s_mov_b32", vec![d], vec![s]),
            (Bank::V, 0) => self.emit("v_mov_b32_e32", vec![d], vec![s]),
            (Bank::S, _) => self.emit("s_lshr_b32", vec![d], vec![s, Opnd::Imm(16)]),
            (Bank::V, _) => self.valu("v_lshrrev_b32_e64", vec![d], vec![Opnd::Imm(16), s]),
        }
        t
    }

    pub(super) fn packed(&mut self, inst: &ir::Inst, packed: Word) -> Result<(), CompileError> {
        let Some((_, count)) = element_of(packed) else {
            return Err(self.unsupported(inst));
        };
        if count == 4 {
            return self.packed_bytes(inst);
        }
        let dst_id = match inst.operands[0] {
            Operand::Reg { id, swizzle: None } => id,
            _ => return Err(self.unsupported(inst)),
        };
        let (d, bank, _) = self.dst(inst);
        let mut results = [d; 2];
        for e in 0..2u8 {
            let mut one = inst.clone();
            one.quals = inst
                .quals
                .iter()
                .map(|&(slot, q)| match q {
                    Qual::Word(w) => (slot, Qual::Word(element_of(w).map_or(w, |(el, _)| el))),
                    other => (slot, other),
                })
                .collect();
            if inst.opcode == Opcode::Ftrunc2 {
                // Element e is the conversion of source e, an f32.
                one.opcode = Opcode::Ftrunc;
                let mut quals: Vec<(Slot, Qual)> = one.quals.iter().copied().collect();
                quals.push((Slot::From, Qual::Word(Word::F)));
                one.quals = quals.into();
                one.operands = vec![inst.operands[0], inst.operands[1 + e as usize]];
            } else if inst.opcode == Opcode::Pf2i {
                one.opcode = Opcode::F2i;
            }
            let mut saved: Vec<(ir::RegId, VReg)> = Vec::new();
            let shift_amount = matches!(inst.opcode, Opcode::Shl | Opcode::Shr | Opcode::Asr);
            for k in 1..one.operands.len() {
                match one.operands[k] {
                    Operand::Reg { id, swizzle: None } if saved.iter().all(|(s, _)| *s != id) => {
                        // Shifts: the high element's amount is `src1[21:16]`.
                        let halves = self.holds_halves(id) || (shift_amount && k == 2);
                        if !halves {
                            continue;
                        }
                        let original = self.map[id.index()];
                        let part = self.half(original, e, id == dst_id);
                        saved.push((id, original));
                        self.map[id.index()] = part;
                    }
                    Operand::Imm { bits, width } if shift_amount && k == 2 => {
                        one.operands[k] = Operand::Imm { bits: (bits >> (16 * e as u32)) & 0xffff, width };
                    }
                    Operand::Reg { swizzle: Some(_), .. } => return Err(self.unsupported(inst)),
                    _ => {}
                }
            }
            if saved.iter().all(|(s, _)| *s != dst_id) {
                saved.push((dst_id, d));
                // A sub-group operation leaves the destination of the lanes
                // that do not take part: the element starts as it was.
                let keeps_lanes = matches!(inst.opcode, Opcode::Fred | Opcode::Ired | Opcode::Shfl);
                self.map[dst_id.index()] = if keeps_lanes { self.half(d, e, true) } else { self.new_vreg(bank, 1) };
            }
            let selected = self.select(&one);
            results[e as usize] = self.map[dst_id.index()];
            for (id, original) in saved {
                self.map[id.index()] = original;
            }
            // An element form the scalar selection refuses: named as written.
            if selected.is_err() {
                return Err(self.unsupported(inst));
            }
        }
        let (lo, hi) = (Opnd::reg(results[0], 1), Opnd::reg(results[1], 1));
        match bank {
            Bank::S => self.emit("s_pack_ll_b32_b16", vec![Opnd::reg(d, 1)], vec![lo, hi]),
            // Bytes 0-1 of the low result, then bytes 0-1 of the high one.
            Bank::V => self.valu("v_perm_b32", vec![Opnd::reg(d, 1)], vec![hi, lo, Opnd::Imm(0x0504_0100)]),
        }
        Ok(())
    }

    /// `.8bx4`: `iadd` (wrapping or `.dsat`), `smax`, `smin` on each byte,
    /// computed on the bytes sign-extended to 32 bits.
    fn packed_bytes(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        if !matches!(inst.opcode, Opcode::Iadd | Opcode::Smax | Opcode::Smin) {
            return Err(self.unsupported(inst));
        }
        let (d, bank, _) = self.dst(inst);
        let a = self.val(&inst.operands[1])?;
        let b = self.val(&inst.operands[2])?;
        let (a, b) = (self.dw(&a, 0), self.dw(&b, 0));
        let saturate = inst.has(Slot::Dsat);
        let mut bytes = Vec::with_capacity(4);
        for e in 0..4i64 {
            let r = self.new_vreg(bank, 1);
            let ext = |sel: &mut Self, src: &Opnd| {
                let t = sel.new_vreg(bank, 1);
                match bank {
                    Bank::S => {
                        sel.emit("s_bfe_i32", vec![Opnd::reg(t, 1)], vec![src.clone(), Opnd::Imm((8 << 16) | (8 * e))])
                    }
                    Bank::V => {
                        sel.valu("v_bfe_i32", vec![Opnd::reg(t, 1)], vec![src.clone(), Opnd::Imm(8 * e), Opnd::Imm(8)])
                    }
                }
                Opnd::reg(t, 1)
            };
            let (x, y) = (ext(self, &a), ext(self, &b));
            let op = match (inst.opcode, bank) {
                (Opcode::Iadd, Bank::S) => "s_add_i32",
                (Opcode::Iadd, Bank::V) => "v_add_nc_u32_e64",
                (Opcode::Smax, Bank::S) => "s_max_i32",
                (Opcode::Smax, Bank::V) => "v_max_i32_e64",
                (_, Bank::S) => "s_min_i32",
                (_, Bank::V) => "v_min_i32_e64",
            };
            match bank {
                Bank::S => self.emit(op, vec![Opnd::reg(r, 1)], vec![x, y]),
                Bank::V => self.valu(op, vec![Opnd::reg(r, 1)], vec![x, y]),
            }
            if saturate && inst.opcode == Opcode::Iadd {
                let c = self.new_vreg(bank, 1);
                match bank {
                    Bank::S => {
                        let t = self.new_vreg(bank, 1);
                        self.emit("s_max_i32", vec![Opnd::reg(t, 1)], vec![Opnd::reg(r, 1), Opnd::Imm(-128)]);
                        self.emit("s_min_i32", vec![Opnd::reg(c, 1)], vec![Opnd::reg(t, 1), Opnd::Imm(127)]);
                    }
                    Bank::V => self.valu(
                        "v_med3_i32",
                        vec![Opnd::reg(c, 1)],
                        vec![Opnd::reg(r, 1), Opnd::Imm(-128), Opnd::Imm(127)],
                    ),
                }
                bytes.push(c);
            } else {
                bytes.push(r);
            }
        }
        let r = |v: VReg| Opnd::reg(v, 1);
        match bank {
            Bank::S => {
                let mut halves = Vec::new();
                for pair in bytes.chunks(2) {
                    let (lo, hi, h) = (self.new_vreg(bank, 1), self.new_vreg(bank, 1), self.new_vreg(bank, 1));
                    self.emit("s_and_b32", vec![r(lo)], vec![r(pair[0]), Opnd::Imm(0xff)]);
                    self.emit("s_lshl_b32", vec![r(hi)], vec![r(pair[1]), Opnd::Imm(8)]);
                    self.emit("s_or_b32", vec![r(h)], vec![r(lo), r(hi)]);
                    halves.push(h);
                }
                self.emit("s_pack_ll_b32_b16", vec![r(d)], vec![r(halves[0]), r(halves[1])]);
            }
            Bank::V => {
                // Selector 0x0c gives a zero byte.
                let (lo, hi) = (self.new_vreg(bank, 1), self.new_vreg(bank, 1));
                self.valu("v_perm_b32", vec![r(lo)], vec![r(bytes[1]), r(bytes[0]), Opnd::Imm(0x0c0c_0400)]);
                self.valu("v_perm_b32", vec![r(hi)], vec![r(bytes[3]), r(bytes[2]), Opnd::Imm(0x0c0c_0400)]);
                self.valu("v_perm_b32", vec![r(d)], vec![r(hi), r(lo), Opnd::Imm(0x0504_0100)]);
            }
        }
        Ok(())
    }
}

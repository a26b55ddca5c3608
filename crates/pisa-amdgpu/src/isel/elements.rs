//! Single elements of vectors of 8- or 16-bit elements (`%v.y` of a
//! `.v2.16b`), which share a dword with their neighbours.
//!
//! A source element is moved to the low bits of a temporary (the element
//! at bit 0 needs no move: the bits above an 8- or 16-bit value are
//! undefined), which the selection reads in its place; a destination
//! element is computed into a temporary and merged into its bits of the
//! vector afterwards, so that the other elements keep their values.

use super::{Sel, Val};
use crate::error::CompileError;
use crate::mir::{Bank, Opnd, VReg};
use pisa::ir::{self, Operand, RegKind};
use pisa::isa::Opcode;
use pisa::syntax::ast::Swizzle;

/// Where element selections stand while one instruction is selected.
#[derive(Default)]
pub(super) struct ElementOperands {
    /// Source elements and the temporaries holding them.
    pub sources: Vec<(ir::RegId, Swizzle, VReg)>,
    /// The temporary a destination element is computed into.
    pub destination: Option<VReg>,
    /// Set while the instruction is selected with these bound.
    pub bound: bool,
}

impl Sel<'_> {
    /// The element width in bits of a vector of sub-dword elements.
    pub(super) fn sub_dword_elements(&self, id: ir::RegId) -> Option<u32> {
        match self.function.reg(id).kind {
            RegKind::Value(t) if t.bits < 32 && t.count > 1 => Some(t.bits as u32),
            _ => None,
        }
    }

    /// Whether an operand names one element (or several) of such a vector.
    pub(super) fn is_sub_dword_element(&self, o: &Operand) -> bool {
        matches!(o, Operand::Reg { id, swizzle: Some(_) } if self.sub_dword_elements(*id).is_some())
    }

    /// Element `e` of `bits` bits of the vector in `reg`, in the low bits of
    /// a register.
    fn element_value(&mut self, reg: VReg, e: u32, bits: u32) -> VReg {
        if e == 0 {
            return reg;
        }
        let bank = self.bank(reg);
        let t = self.new_vreg(bank, 1);
        let shift = Opnd::Imm((e * bits) as i64);
        match bank {
            Bank::S => self.emit("s_lshr_b32", vec![Opnd::reg(t, 1)], vec![Opnd::reg(reg, 1), shift]),
            Bank::V => self.valu("v_lshrrev_b32_e64", vec![Opnd::reg(t, 1)], vec![shift, Opnd::reg(reg, 1)]),
        }
        t
    }

    /// Writes the low `bits` bits of `value` into element `e` of `vector`.
    fn merge_element(&mut self, vector: VReg, e: u32, bits: u32, value: Opnd) {
        let mask = ((((1u64 << bits) - 1) << (e * bits)) as u32) as i32 as i64;
        let whole = Opnd::reg(vector, 1);
        let shifted = self.new_vreg(self.bank(vector), 1);
        match self.bank(vector) {
            Bank::S => {
                let (kept, placed) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
                self.emit("s_lshl_b32", vec![Opnd::reg(shifted, 1)], vec![value, Opnd::Imm((e * bits) as i64)]);
                self.emit("s_and_b32", vec![Opnd::reg(placed, 1)], vec![Opnd::reg(shifted, 1), Opnd::Imm(mask)]);
                self.emit("s_and_not1_b32", vec![Opnd::reg(kept, 1)], vec![whole.clone(), Opnd::Imm(mask)]);
                self.emit("s_or_b32", vec![whole], vec![Opnd::reg(kept, 1), Opnd::reg(placed, 1)]);
            }
            Bank::V => {
                self.valu("v_lshlrev_b32_e64", vec![Opnd::reg(shifted, 1)], vec![Opnd::Imm((e * bits) as i64), value]);
                self.valu("v_bfi_b32", vec![whole.clone()], vec![Opnd::Imm(mask), Opnd::reg(shifted, 1), whole]);
            }
        }
    }

    /// An instruction with single elements of sub-dword vectors among its
    /// operands: each source element in a temporary, the destination
    /// element computed into one and merged.
    pub(super) fn select_with_elements(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let plain_destination = !matches!(
            inst.opcode,
            Opcode::Ld
                | Opcode::St
                | Opcode::Iatom
                | Opcode::Fatom
                | Opcode::Extract
                | Opcode::Insert
                | Opcode::Shfl
                | Opcode::Ired
                | Opcode::Fred
                | Opcode::Redfirstidx
                | Opcode::Addrof
                | Opcode::Addrcast
                | Opcode::Isaddr
                | Opcode::Call
                | Opcode::Goto
                | Opcode::Return
        );
        let single = inst.operands.iter().all(|o| match o {
            Operand::Reg { id, swizzle: Some(s) } if self.sub_dword_elements(*id).is_some() => s.elements().1 == 1,
            _ => true,
        });
        if !plain_destination || !single {
            return Err(self.err(format!(
                "`{}`: elements of vectors narrower than 32 bits are not supported by the gfx1100 backend in this instruction yet",
                inst.opcode
            )));
        }
        let mut sources = Vec::new();
        for o in &inst.operands[1..] {
            if let Operand::Reg { id, swizzle: Some(s) } = *o {
                if let Some(bits) = self.sub_dword_elements(id) {
                    if sources.iter().all(|&(i, w, _)| (i, w) != (id, s)) {
                        let t = self.element_value(self.map[id.index()], s.elements().0, bits);
                        sources.push((id, s, t));
                    }
                }
            }
        }
        let destination = match inst.operands[0] {
            Operand::Reg { id, swizzle: Some(s) } => {
                self.sub_dword_elements(id).map(|bits| (id, s.elements().0, bits, self.map[id.index()]))
            }
            _ => None,
        };
        let temporary = destination.map(|(_, _, _, vector)| self.new_vreg(self.bank(vector), 1));
        self.elements = super::elements::ElementOperands { sources, destination: temporary, bound: true };
        let selected = if inst.opcode == Opcode::Mov { self.move_element(inst, temporary) } else { self.select(inst) };
        self.elements = Default::default();
        selected?;
        if let (Some((_, e, bits, vector)), Some(t)) = (destination, temporary) {
            self.merge_element(vector, e, bits, Opnd::reg(t, 1));
        }
        Ok(())
    }

    /// `mov` to or from an element: the source's low dword into the
    /// element's temporary, or into the whole destination.
    fn move_element(&mut self, inst: &ir::Inst, temporary: Option<VReg>) -> Result<(), CompileError> {
        let src = self.val(&inst.operands[1])?;
        match temporary {
            Some(t) => self.copy(t, 0, &src, 1),
            None => {
                let (d, _, dwords) = self.dst(inst);
                if dwords != 1 {
                    return Err(self.unsupported(inst));
                }
                self.copy(d, 0, &src, 1)
            }
        }
    }

    /// The temporary bound to a source element, if `reg_val` is asked for one.
    pub(super) fn bound_element(&self, id: ir::RegId, swizzle: Swizzle) -> Option<Val> {
        let &(_, _, t) = self.elements.sources.iter().find(|&&(i, s, _)| i == id && s == swizzle)?;
        Some(Val::Reg { reg: t, bank: self.bank(t), first: 0, count: 1 })
    }
}

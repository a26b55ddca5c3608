//! Generic addresses: `addrcast`, `isaddr`, and which instructions the
//! generic address space's accesses use.
//!
//! A generic address of shared memory is gfx1100's flat address in the
//! LDS aperture: the aperture's high dword (`src_shared_base`) over the
//! LDS offset, with the shared null (0xffffffff) cast to generic null (0)
//! and back, as the emulator does. A private address is the same in the
//! scratch aperture (`src_private_base` over the lane's scratch offset,
//! which the scratch instructions use too; gfx1100's flat scratch is
//! architected, so the private segment is all the setup it needs). A
//! global address is its own generic address.
//!
//! Generic loads, stores and atomics use the flat instructions only in a
//! function that can make a generic address of shared or private memory
//! (some `addrcast.generic.shared`/`.private`); elsewhere a generic address
//! can only be a global one (kernel arguments, their arithmetic, casts
//! from global), and the global instructions, which wait on one counter,
//! serve.

use super::{inst_text, Sel, Val};
use crate::error::CompileError;
use crate::mir::{Bank, Opnd, VReg};
use pisa::ir::{self, Operand, VarRef};
use pisa::isa::{Opcode, Slot, Word};

/// Whether a function casts shared or private addresses to generic ones.
pub(super) fn makes_generic_shared(function: &ir::Function) -> bool {
    function.blocks.iter().flat_map(|b| b.insts.iter()).any(|inst| {
        inst.opcode == Opcode::Addrcast
            && super::word(inst, Slot::To) == Some(Word::Generic)
            && matches!(super::word(inst, Slot::From), Some(Word::Shared | Word::Private))
    })
}

impl Sel<'_> {
    /// The high dword of an aperture's base (`src_shared_base` or
    /// `src_private_base`), in an SGPR.
    fn aperture_high(&mut self, private: bool) -> Opnd {
        let t = self.new_vreg(Bank::S, 2);
        let name = if private { "src_private_base" } else { "src_shared_base" };
        self.emit("s_mov_b64", vec![Opnd::reg(t, 2)], vec![Opnd::Text(name.into())]);
        Opnd::part(t, 1, 1)
    }

    pub(super) fn address_cast(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (to, from) = (super::word(inst, Slot::To), super::word(inst, Slot::From));
        let (d, bank, _) = self.dst(inst);
        let r = |t: VReg| Opnd::reg(t, 1);
        match (to, from) {
            (Some(Word::Generic), Some(Word::Global | Word::Const)) | (Some(Word::Global), Some(Word::Generic)) => {
                let v = match inst.operands[1] {
                    // A variable in the code object's data: its address.
                    Operand::Var(var) => self.data_address(var).ok_or_else(|| self.unsupported(inst))?,
                    ref o => self.val(o)?,
                };
                self.copy(d, 0, &v, 2)
            }
            (Some(Word::Generic), Some(space @ (Word::Shared | Word::Private))) => {
                let private = space == Word::Private;
                let offset = match inst.operands[1] {
                    Operand::Var(var) => {
                        let at = match (var, private) {
                            (VarRef::Global(g), false) => self.lds_global[g.index()],
                            (VarRef::Local(l), false) => self.lds_local[l.index()],
                            (VarRef::Local(l), true) => self.private_local[l.index()],
                            (VarRef::Global(_), true) => None,
                        };
                        let what = if private { "private" } else { "shared" };
                        Val::Imm(at.ok_or_else(|| self.err(format!("this variable is not in {what} memory")))? as u128)
                    }
                    ref o => self.val(o)?,
                };
                let high = self.aperture_high(private);
                let low = self.dw(&offset, 0);
                if let Val::Imm(v) = offset {
                    if v as u32 != u32::MAX {
                        self.copy(d, 0, &Val::Imm(v as u32 as u128), 1)?;
                        let high = self.opnd_val(high);
                        return self.copy(d, 1, &high, 1);
                    }
                }
                // The shared null is generic null.
                match bank {
                    Bank::S => {
                        self.emit("s_cmp_lg_u32", vec![], vec![low.clone(), Opnd::Imm(-1)]);
                        self.emit("s_cselect_b32", vec![Opnd::part(d, 0, 1)], vec![low, Opnd::Imm(0)]);
                        self.emit("s_cselect_b32", vec![Opnd::part(d, 1, 1)], vec![high, Opnd::Imm(0)]);
                    }
                    Bank::V => {
                        let real = self.new_vreg(Bank::S, 1);
                        self.valu("v_cmp_ne_u32_e64", vec![r(real)], vec![Opnd::Imm(-1), low.clone()]);
                        self.valu("v_cndmask_b32_e64", vec![Opnd::part(d, 0, 1)], vec![Opnd::Imm(0), low, r(real)]);
                        self.valu("v_cndmask_b32_e64", vec![Opnd::part(d, 1, 1)], vec![Opnd::Imm(0), high, r(real)]);
                    }
                }
                Ok(())
            }
            (Some(Word::Shared | Word::Private), Some(Word::Generic)) => {
                // Generic null is the shared (private) null; otherwise the
                // offset in the aperture.
                let v = self.val(&inst.operands[1])?;
                let low = self.dw(&v, 0);
                match bank {
                    Bank::S => {
                        let whole = self.wide(&v);
                        self.emit("s_cmp_eq_u64", vec![], vec![whole, Opnd::Imm(0)]);
                        self.emit("s_cselect_b32", vec![r(d)], vec![Opnd::Imm(-1), low]);
                    }
                    Bank::V => {
                        let whole = self.val_in_vgprs(&v, 2);
                        let null = self.new_vreg(Bank::S, 1);
                        self.valu("v_cmp_eq_u64_e64", vec![r(null)], vec![Opnd::Imm(0), whole]);
                        self.valu("v_cndmask_b32_e64", vec![r(d)], vec![low, Opnd::Imm(-1), r(null)]);
                    }
                }
                Ok(())
            }
            _ => Err(self.err(format!("`{}` is not supported by the gfx1100 backend yet", inst_text(inst)))),
        }
    }

    /// `isaddr`: the high dword of the generic address against the LDS and
    /// scratch apertures' (global: neither).
    pub(super) fn is_address(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let space = super::word(inst, Slot::Addrspace);
        let (d, bank, _) = self.dst(inst);
        let v = self.val(&inst.operands[1])?;
        let high = self.dw(&v, 1);
        let r = |t: VReg| Opnd::reg(t, 1);
        let apertures: Vec<Opnd> = match space {
            Some(Word::Shared) => vec![self.aperture_high(false)],
            Some(Word::Private) => vec![self.aperture_high(true)],
            Some(Word::Global) => vec![self.aperture_high(false), self.aperture_high(true)],
            _ => return Err(self.unsupported(inst)),
        };
        // In: ~0 when the high dword is the aperture's (for global, 0 when
        // it is either).
        let (inside, outside) = if space == Some(Word::Global) { (0, -1) } else { (-1, 0) };
        match bank {
            Bank::S => {
                let t = self.new_vreg(Bank::S, 1);
                self.emit("s_mov_b32", vec![r(t)], vec![Opnd::Imm(outside)]);
                for a in apertures {
                    self.emit("s_cmp_eq_u32", vec![], vec![high.clone(), a]);
                    self.emit("s_cselect_b32", vec![r(t)], vec![Opnd::Imm(inside), r(t)]);
                }
                self.emit("s_mov_b32", vec![r(d)], vec![r(t)]);
            }
            Bank::V => {
                let mut hit: Option<VReg> = None;
                for a in apertures {
                    let m = self.new_vreg(Bank::S, 1);
                    self.valu("v_cmp_eq_u32_e64", vec![r(m)], vec![a, high.clone()]);
                    hit = Some(match hit {
                        None => m,
                        Some(h) => {
                            let both = self.new_vreg(Bank::S, 1);
                            self.emit("s_or_b32", vec![r(both)], vec![r(h), r(m)]);
                            both
                        }
                    });
                }
                let hit = hit.expect("an aperture");
                self.valu("v_cndmask_b32_e64", vec![r(d)], vec![Opnd::Imm(outside), Opnd::Imm(inside), r(hit)]);
            }
        }
        Ok(())
    }

    /// Whether an access in `inst`'s address space goes through the flat
    /// instructions.
    pub(super) fn is_flat(&self, inst: &ir::Inst) -> bool {
        self.flat_generic && matches!(super::word(inst, Slot::Addrspace), Some(Word::Generic) | None)
    }

    /// A generic address as (64-bit VGPR address, offset) for a flat
    /// instruction (whose offset is 12 bits, unsigned).
    pub(super) fn flat_address(&mut self, address: &ir::Address) -> Result<(Opnd, i64), CompileError> {
        let (vaddr, saddr, offset) = self.global_address(address)?;
        let mut base = match saddr {
            Opnd::Reg { .. } => {
                let v = self.opnd_whole(saddr, 2);
                self.val_in_vgprs(&v, 2)
            }
            _ => vaddr,
        };
        if (0..4096).contains(&offset) {
            return Ok((base, offset));
        }
        let t = self.new_vreg(Bank::V, 2);
        let from = self.opnd_whole(base, 2);
        self.add64(t, Bank::V, &from, &Val::Imm(offset as u64 as u128), false);
        base = Opnd::reg(t, 2);
        Ok((base, 0))
    }
}

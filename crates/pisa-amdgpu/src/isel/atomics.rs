//! Atomic memory operations: `iatom`, and `ld`/`st` with a memory order.
//!
//! The code sequences follow AMDGPUUsage's "Memory Model GFX10-GFX11"
//! (WGP mode, the gfx11 default): a read-modify-write is one
//! `global_atomic_*` or `ds_*_rtn_*` (always with the old value returned);
//! an atomic global load reads with `glc` so that it misses the L0; a
//! release waits for every earlier access of the wave (the `WAIT_ALL`
//! marker, which waitcnt.rs turns into the waits it needs); an acquire
//! invalidates the L0 (and the L1 beyond the work-group) after the access,
//! which waitcnt.rs makes wait for the access first. The PISA `inc` and
//! `dec` (no bound) are an add and a subtract of 1; `incwrap`/`decwrap` are
//! the hardware's `inc`/`dec`.

use super::{offset_mod, type_bits, word, Sel};
use crate::error::CompileError;
use crate::mir::{Bank, Opnd};
use crate::waitcnt::WAIT_ALL;
use pisa::ir::{self, Operand};
use pisa::isa::{Opcode, Qual, Slot, Word};
use pisa::syntax::ast::MemSpace;

/// What a memory order asks before and after the access.
#[derive(Clone, Copy, Default)]
pub(super) struct Ordering {
    /// An `ld`/`st` with a memory order other than `.weak`.
    pub atomic: bool,
    pub release: bool,
    pub acquire: bool,
}

impl Sel<'_> {
    pub(super) fn ordering(inst: &ir::Inst) -> Ordering {
        match word(inst, Slot::Memorder) {
            Some(Word::Release) => Ordering { release: true, ..Ordering::default() },
            Some(Word::Acquire) => Ordering { acquire: true, ..Ordering::default() },
            Some(Word::AcqRel | Word::SeqCst) => Ordering { release: true, acquire: true, atomic: false },
            _ => Ordering::default(),
        }
    }

    pub(super) fn release(&mut self, o: Ordering) {
        if o.release {
            self.emit(WAIT_ALL, vec![], vec![]);
        }
    }

    pub(super) fn acquire(&mut self, inst: &ir::Inst, o: Ordering) {
        if o.acquire {
            self.invalidate_caches(inst);
        }
    }

    /// The invalidations of an acquire at the instruction's scope
    /// (AMDGPUUsage's GFX11 memory model: the L0 at work-group scope in WGP
    /// mode, the L0 and L1 beyond; no scope given: the widest).
    pub(super) fn invalidate_caches(&mut self, inst: &ir::Inst) {
        self.emit("buffer_gl0_inv", vec![], vec![]);
        if inst.qual(Slot::Memscope) != Some(Qual::Word(Word::Workgroup)) {
            self.emit("buffer_gl1_inv", vec![], vec![]);
        }
    }

    pub(super) fn atomic(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        debug_assert_eq!(inst.opcode, Opcode::Iatom);
        let address = Self::address(inst).ok_or_else(|| self.unsupported(inst))?;
        let bits = word(inst, Slot::Type).and_then(type_bits).unwrap_or(0);
        let op = word(inst, Slot::Op).ok_or_else(|| self.unsupported(inst))?;
        let space = self.space(inst, &address);
        let shared = space == Some(MemSpace::Shared);
        let flat = self.is_flat(inst);
        let supported = match bits {
            32 => true,
            // The 64-bit shared atomics are compare-and-swap only, and a
            // generic address may be shared.
            64 => !(shared || flat) || op == Word::Cas,
            _ => false,
        };
        if !supported {
            return Err(self.unsupported(inst));
        }
        let dwords = (bits / 32) as u8;
        let wide = bits == 64;
        let (name, constant): (&str, Option<i64>) = match (op, wide) {
            (Word::Add, false) => ("add_u32", None),
            (Word::Add, true) => ("add_u64", None),
            (Word::Sub, false) => ("sub_u32", None),
            (Word::Sub, true) => ("sub_u64", None),
            (Word::Inc, false) => ("add_u32", Some(1)),
            (Word::Inc, true) => ("add_u64", Some(1)),
            (Word::Dec, false) => ("sub_u32", Some(1)),
            (Word::Dec, true) => ("sub_u64", Some(1)),
            (Word::Smin, false) => ("min_i32", None),
            (Word::Smin, true) => ("min_i64", None),
            (Word::Smax, false) => ("max_i32", None),
            (Word::Smax, true) => ("max_i64", None),
            (Word::Umin, false) => ("min_u32", None),
            (Word::Umin, true) => ("min_u64", None),
            (Word::Umax, false) => ("max_u32", None),
            (Word::Umax, true) => ("max_u64", None),
            (Word::And, false) => ("and_b32", None),
            (Word::And, true) => ("and_b64", None),
            (Word::Or, false) => ("or_b32", None),
            (Word::Or, true) => ("or_b64", None),
            (Word::Xor, false) => ("xor_b32", None),
            (Word::Xor, true) => ("xor_b64", None),
            (Word::Incwrap, false) => ("inc_u32", None),
            (Word::Incwrap, true) => ("inc_u64", None),
            (Word::Decwrap, false) => ("dec_u32", None),
            (Word::Decwrap, true) => ("dec_u64", None),
            (Word::Xchg, false) => ("swap_b32", None),
            (Word::Xchg, true) => ("swap_b64", None),
            (Word::Cas, false) => ("cmpswap_b32", None),
            (Word::Cas, true) => ("cmpswap_b64", None),
            _ => return Err(self.unsupported(inst)),
        };
        // The data: the operand (or the constant of inc/dec); for cas the
        // new value first, then the compare (PISA: src0 compare, src1 new).
        let operand = |s: &mut Self, k: usize| -> Result<Opnd, CompileError> {
            let v = s.val(&inst.operands[k])?;
            Ok(s.val_in_vgprs(&v, dwords))
        };
        let data: Vec<Opnd> = match (op, constant) {
            (_, Some(c)) => {
                let t = self.new_vreg(Bank::V, dwords);
                for k in 0..dwords {
                    let value = if k == 0 { c } else { 0 };
                    self.emit("v_mov_b32_e32", vec![Opnd::part(t, k, 1)], vec![Opnd::Imm(value)]);
                }
                vec![Opnd::reg(t, dwords)]
            }
            (Word::Cas, _) => vec![operand(self, 3)?, operand(self, 2)?],
            _ => vec![operand(self, 2)?],
        };
        let (dst, first) = match inst.operands[0] {
            Operand::Reg { id, .. } => (self.map[id.index()], 0u8),
            _ => return Err(self.unsupported(inst)),
        };
        let order = Self::ordering(inst);
        self.release(order);
        let target = self.vector_target(dst, first, dwords);
        let from = self.out.len();
        if shared {
            let (vaddr, offset) = self.lds_address(&address)?;
            let name = match name {
                "swap_b32" => "storexchg_rtn_b32".to_string(),
                "cmpswap_b32" => "cmpstore_rtn_b32".to_string(),
                "cmpswap_b64" => "cmpstore_rtn_b64".to_string(),
                _ => {
                    let (o, t) = name.split_once('_').unwrap_or((name, ""));
                    format!("{o}_rtn_{t}")
                }
            };
            let mut uses = vec![vaddr];
            uses.extend(data);
            self.emit_mods(&format!("ds_{name}"), vec![target.clone()], uses, offset_mod(offset));
        } else {
            let (vaddr, saddr, offset) = if flat {
                let (vaddr, offset) = self.flat_address(&address)?;
                (vaddr, None, offset)
            } else {
                let (vaddr, saddr, offset) = self.global_address(&address)?;
                (vaddr, Some(saddr), offset)
            };
            // cmpswap takes its two values as one register tuple.
            let data = match data.as_slice() {
                [one] => one.clone(),
                [new, compare] => {
                    let t = self.new_vreg(Bank::V, 2 * dwords);
                    for (half, v) in [new, compare].into_iter().enumerate() {
                        for k in 0..dwords {
                            let part = match v {
                                Opnd::Reg { reg, first, .. } => Opnd::part(*reg, first + k, 1),
                                other => other.clone(),
                            };
                            self.emit("v_mov_b32_e32", vec![Opnd::part(t, half as u8 * dwords + k, 1)], vec![part]);
                        }
                    }
                    Opnd::reg(t, 2 * dwords)
                }
                _ => return Err(self.unsupported(inst)),
            };
            let mods = format!("{} glc", offset_mod(offset)).trim().to_string();
            match saddr {
                None => self.emit_mods(&format!("flat_atomic_{name}"), vec![target.clone()], vec![vaddr, data], mods),
                Some(saddr) => self.emit_mods(
                    &format!("global_atomic_{name}"),
                    vec![target.clone()],
                    vec![vaddr, data, saddr],
                    mods,
                ),
            }
        }
        self.finish_vector_target(dst, first, dwords, target);
        self.keep_rest(from, dst, first, dwords);
        self.acquire(inst, order);
        Ok(())
    }

    /// Marks the selected instructions from `from` on as reading `glc`
    /// (an atomic load from global memory misses the L0).
    pub(super) fn atomic_load_bypass(&mut self, from: usize) {
        for inst in &mut self.out[from..] {
            if inst.op.starts_with("global_load") {
                inst.mods = format!("{} glc", inst.mods).trim().to_string();
            }
        }
    }
}

//! Loads and stores: kernel parameters (SMEM), global memory (VMEM) and
//! shared memory (DS).

use super::{offset_mod, type_bits, word, Sel, Val};
use crate::error::CompileError;
use crate::mir::{Bank, Opnd, VReg};
use pisa::ir::{self, Operand, RegKind};
use pisa::ir::{AddrBase, AddrOffset, VarRef};
use pisa::isa::{Opcode, Slot, Word};
use pisa::syntax::ast::MemSpace;

impl Sel<'_> {
    pub(super) fn access_bits(&self, inst: &ir::Inst) -> Result<(u32, u8), CompileError> {
        let bits = word(inst, Slot::Type).and_then(type_bits).ok_or_else(|| self.unsupported(inst))?;
        let elems = match word(inst, Slot::Vec) {
            None => 1,
            Some(Word::V2) => 2,
            Some(Word::V3) => 3,
            Some(Word::V4) => 4,
            Some(Word::V8) => 8,
            _ => return Err(self.unsupported(inst)),
        };
        if elems > 1 && bits < 32 {
            // Elements narrower than a dword are packed in the register as
            // in memory, and the access is aligned to its whole size: one
            // access of the vector's bits.
            return match bits * elems as u32 {
                total @ (16 | 32 | 64) => Ok((total, 1)),
                _ => Err(self.unsupported(inst)),
            };
        }
        // Up to 256 bits (split into 128-bit accesses).
        if bits > 64 || bits * elems as u32 > 256 {
            return Err(self.unsupported(inst));
        }
        Ok((bits, elems))
    }

    pub(super) fn space(&self, inst: &ir::Inst, address: &ir::Address) -> Option<MemSpace> {
        if matches!(address.base, AddrBase::Param(_)) {
            return None;
        }
        Some(match word(inst, Slot::Addrspace) {
            Some(Word::Global) => MemSpace::Global,
            Some(Word::Shared) => MemSpace::Shared,
            Some(Word::Private) => MemSpace::Private,
            Some(Word::Const) => MemSpace::Const,
            _ => MemSpace::Global,
        })
    }

    pub(super) fn address(inst: &ir::Inst) -> Option<ir::Address> {
        inst.operands.iter().find_map(|o| match o {
            Operand::Addr(a) => Some(*a),
            _ => None,
        })
    }

    pub(super) fn load(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let order = self.atomic_access(inst)?;
        self.release(order);
        let from = self.out.len();
        self.plain_load(inst)?;
        if order.atomic {
            // A flat load may reach global memory: it reads past the L0 too.
            self.atomic_load_bypass(from);
        }
        self.acquire(inst, order);
        Ok(())
    }

    pub(super) fn store(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let order = self.atomic_access(inst)?;
        self.release(order);
        self.plain_store(inst)?;
        self.acquire(inst, order);
        Ok(())
    }

    /// The ordering of an `ld`/`st` with a memory order (`.weak`: none).
    fn atomic_access(&self, inst: &ir::Inst) -> Result<super::atomics::Ordering, CompileError> {
        let atomic = inst.has(Slot::Memorder) && word(inst, Slot::Memorder) != Some(Word::Weak);
        Ok(super::atomics::Ordering { atomic, ..Self::ordering(inst) })
    }

    fn plain_load(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let address = Self::address(inst).ok_or_else(|| self.unsupported(inst))?;
        let (bits, elems) = self.access_bits(inst)?;
        let dwords = if bits <= 32 { elems } else { 2 * elems };
        let (dst, first, _) = match inst.operands[0] {
            Operand::Reg { id, swizzle } => match self.reg_val(id, swizzle) {
                Val::Reg { reg, first, count, .. } => (reg, first, count),
                Val::Imm(_) => unreachable!(),
            },
            _ => return Err(self.unsupported(inst)),
        };
        // A parameter read at an offset in a register: a global load from
        // the kernarg segment, which may be per lane.
        let dynamic_param = matches!(address.base, AddrBase::Param(_)) && matches!(address.offset, AddrOffset::Reg(_));
        let space = if dynamic_param { Some(MemSpace::Global) } else { self.space(inst, &address) };
        match space {
            None => self.load_param(inst, &address, dst, first, bits, dwords),
            // A uniform value from constant memory: a scalar load, through
            // the scalar cache (the kernel never writes constant memory, so
            // nothing it holds goes stale), as clang loads uniform values
            // it knows to be read-only.
            Some(MemSpace::Const)
                if self.bank(dst) == Bank::S
                    && bits >= 32
                    && matches!(dwords, 1 | 2)
                    && !inst.has(Slot::Memorder)
                    && self.scalar_load(&address, dst, first, dwords)? =>
            {
                Ok(())
            }
            // Constant memory is global memory the kernel does not write.
            Some(MemSpace::Global | MemSpace::Const) => {
                let target = self.vector_target(dst, first, dwords);
                let from = self.out.len();
                if self.is_flat(inst) {
                    let (vaddr, offset) = self.flat_address(&address)?;
                    for (at, n) in chunks(dwords) {
                        let op = sized("flat_load", bits, n);
                        let offset = self.chunk_offset(inst, offset, at, 4095)?;
                        self.emit_mods(&op, vec![slice(&target, at, n)], vec![vaddr.clone()], offset_mod(offset));
                    }
                } else {
                    let (vaddr, saddr, offset) = self.global_address(&address)?;
                    for (at, n) in chunks(dwords) {
                        let op = sized("global_load", bits, n);
                        let offset = self.chunk_offset(inst, offset, at, 4095)?;
                        self.emit_mods(
                            &op,
                            vec![slice(&target, at, n)],
                            vec![vaddr.clone(), saddr.clone()],
                            offset_mod(offset),
                        );
                    }
                }
                self.finish_vector_target(dst, first, dwords, target);
                self.keep_rest(from, dst, first, dwords);
                Ok(())
            }
            Some(MemSpace::Shared) => {
                let target = self.vector_target(dst, first, dwords);
                let (vaddr, offset) = self.lds_address(&address)?;
                let from = self.out.len();
                for (at, n) in chunks(dwords) {
                    let op = sized("ds_load", bits, n);
                    let offset = self.chunk_offset(inst, offset, at, 65535)?;
                    self.emit_mods(&op, vec![slice(&target, at, n)], vec![vaddr.clone()], offset_mod(offset));
                }
                self.finish_vector_target(dst, first, dwords, target);
                self.keep_rest(from, dst, first, dwords);
                Ok(())
            }
            Some(MemSpace::Private) => {
                let target = self.vector_target(dst, first, dwords);
                let (vaddr, offset) = self.private_address(inst, &address)?;
                let from = self.out.len();
                for (at, n) in chunks(dwords) {
                    let op = sized("scratch_load", bits, n);
                    let offset = self.chunk_offset(inst, offset, at, 4095)?;
                    self.emit_mods(
                        &op,
                        vec![slice(&target, at, n)],
                        vec![vaddr.clone(), Opnd::Text("off".into())],
                        offset_mod(offset),
                    );
                }
                self.finish_vector_target(dst, first, dwords, target);
                self.keep_rest(from, dst, first, dwords);
                Ok(())
            }
        }
    }

    /// `addrof` of a shared variable (its LDS offset) or a private one (its
    /// offset in the lane's scratch, which scratch instructions take).
    pub(super) fn address_of(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let Operand::Var(var) = inst.operands[1] else { return Err(self.unsupported(inst)) };
        let (d, _, dwords) = self.dst(inst);
        if let Some(address) = self.data_address(var) {
            return self.copy(d, 0, &address, dwords.min(2));
        }
        let offset = match var {
            VarRef::Global(g) => self.lds_global[g.index()],
            VarRef::Local(l) => self.lds_local[l.index()].or(self.private_local[l.index()]),
        };
        let Some(offset) = offset else { return Err(self.unsupported(inst)) };
        self.copy(d, 0, &Val::Imm(offset as u128), dwords)
    }

    /// The address of a variable in the code object's data, in an SGPR
    /// pair: the program counter plus the distance to the symbol, which
    /// the linker writes into the two literals (`s_getpc_b64` gives the
    /// address of the next instruction; the literals are 4 and 12 bytes
    /// past it). emit.rs checks that the three stay together.
    pub(super) fn data_address(&mut self, var: VarRef) -> Option<Val> {
        let symbol = match var {
            VarRef::Global(g) => self.data_global[g.index()].clone(),
            VarRef::Local(l) => self.data_local[l.index()].clone(),
        }?;
        let t = self.new_vreg(Bank::S, 2);
        let (lo, hi) = (Opnd::part(t, 0, 1), Opnd::part(t, 1, 1));
        self.emit("s_getpc_b64", vec![Opnd::reg(t, 2)], vec![]);
        self.emit("s_add_u32", vec![lo.clone()], vec![lo, Opnd::Text(format!("{symbol}@rel32@lo+4"))]);
        self.emit("s_addc_u32", vec![hi.clone()], vec![hi, Opnd::Text(format!("{symbol}@rel32@hi+12"))]);
        Some(Val::Reg { reg: t, bank: Bank::S, first: 0, count: 2 })
    }

    /// A private variable's address: (vaddr or `off`, offset) in the lane's
    /// scratch. (The verifier refuses initializers on private variables.)
    fn private_address(&mut self, inst: &ir::Inst, address: &ir::Address) -> Result<(Opnd, i64), CompileError> {
        if let AddrBase::Reg(base) = address.base {
            // A private address in a register: the offset in the lane's
            // scratch that `addrof` gives (its low dword).
            let v = self.reg_val(base, None);
            let base = self.dw(&v, 0);
            let base = self.in_vgpr(base);
            return match address.offset {
                AddrOffset::None => Ok((base, 0)),
                AddrOffset::Imm(i) if (-4096..4096).contains(&i) => Ok((base, i)),
                AddrOffset::Imm(i) => {
                    let t = self.new_vreg(Bank::V, 1);
                    self.valu("v_add_nc_u32_e64", vec![Opnd::reg(t, 1)], vec![base, Opnd::Imm(i)]);
                    Ok((Opnd::reg(t, 1), 0))
                }
                AddrOffset::Reg(r) => {
                    let o = self.reg_val(r, None);
                    let o = self.dw(&o, 0);
                    let t = self.new_vreg(Bank::V, 1);
                    self.valu("v_add_nc_u32_e64", vec![Opnd::reg(t, 1)], vec![base, o]);
                    Ok((Opnd::reg(t, 1), 0))
                }
            };
        }
        let AddrBase::Var(VarRef::Local(l)) = address.base else { return Err(self.unsupported(inst)) };
        let at = self.private_local[l.index()].ok_or_else(|| self.unsupported(inst))? as i64;
        match address.offset {
            AddrOffset::None => Ok((Opnd::Text("off".into()), at)),
            AddrOffset::Imm(i) if (-4096..4096).contains(&(at + i)) => Ok((Opnd::Text("off".into()), at + i)),
            AddrOffset::Imm(i) => {
                let t = self.new_vreg(Bank::V, 1);
                self.emit("v_mov_b32_e32", vec![Opnd::reg(t, 1)], vec![Opnd::Imm(at + i)]);
                Ok((Opnd::reg(t, 1), 0))
            }
            AddrOffset::Reg(r) => {
                let o = self.reg_val(r, None);
                let o = self.dw(&o, 0);
                let o = self.in_vgpr(o);
                if (-4096..4096).contains(&at) {
                    Ok((o, at))
                } else {
                    let t = self.new_vreg(Bank::V, 1);
                    self.valu("v_add_nc_u32_e64", vec![Opnd::reg(t, 1)], vec![o, Opnd::Imm(at)]);
                    Ok((Opnd::reg(t, 1), 0))
                }
            }
        }
    }

    /// Where a vector load writes: the destination itself when it is in
    /// VGPRs, else a temporary.
    /// Whether register `r` is written by the instructions of this block
    /// from `from` up to (not including) `to`.
    fn written_between(&self, r: ir::RegId, from: usize, to: usize) -> bool {
        match self.block_writes() {
            Some(w) => w.written_between(r, from, to),
            None => self.function.blocks[self.block].insts[from..to].iter().any(|i| crate::constants::writes(i, r)),
        }
    }

    /// The last instruction before `at` that defines `r` or may write more
    /// than its first operand.
    fn last_definition(&self, r: ir::RegId, at: usize) -> Option<usize> {
        match self.block_writes() {
            Some(w) => w.last_definition(r, at),
            None => self.function.blocks[self.block].insts[..at]
                .iter()
                .rposition(|i| crate::constants::written(i) == Some(r) || crate::constants::writes_several(i.opcode)),
        }
    }

    /// The block's index of writes, in a long block (a short one is walked).
    fn block_writes(&self) -> Option<&BlockWrites> {
        let insts = &self.function.blocks[self.block].insts;
        (insts.len() > 64).then(|| self.writes.get_or_init(|| BlockWrites::new(insts)))
    }

    /// `r` at instruction `at` of this block as `x * scale + k` (32-bit,
    /// non-negative constants) from the block's own `umad`, `shl` and
    /// `iadd` by constants, `x` a register not written since; or `r`
    /// itself.
    fn affine(&self, r: ir::RegId, at: usize, depth: u32) -> Option<(ir::RegId, u32, i64)> {
        let is_scalar32 =
            |id: ir::RegId| matches!(self.function.reg(id).kind, RegKind::Value(t) if t.count == 1 && t.bits == 32);
        if !is_scalar32(r) {
            return None;
        }
        let insts = &self.function.blocks[self.block].insts;
        let leaf = Some((r, 1, 0));
        if depth == 0 {
            return leaf;
        }
        let Some(def) = self.last_definition(r, at) else {
            return leaf;
        };
        let inst = &insts[def];
        let imm = |k: usize| match inst.operands.get(k) {
            Some(Operand::Imm { bits, .. }) => Some(*bits as u64 & 0xffff_ffff),
            _ => None,
        };
        let reg = |k: usize| match inst.operands.get(k) {
            Some(Operand::Reg { id, swizzle: None }) if is_scalar32(*id) => Some(*id),
            _ => None,
        };
        let plain = inst.quals.len() == 1 && word(inst, Slot::Type) == Some(Word::B32);
        let (x, mul, add) = match inst.opcode {
            Opcode::Umad | Opcode::Smad if plain => match (reg(1), imm(1), reg(2), imm(2), imm(3)) {
                (Some(x), _, _, Some(c), Some(k)) | (_, Some(c), Some(x), _, Some(k)) => (x, c, k),
                _ => return leaf,
            },
            Opcode::Shl if plain => match (reg(1), imm(2)) {
                (Some(x), Some(s)) if s < 16 => (x, 1u64 << s, 0),
                _ => return leaf,
            },
            Opcode::Iadd if plain => match (reg(1), imm(1), reg(2), imm(2)) {
                (Some(x), _, _, Some(k)) | (_, Some(k), Some(x), _) => (x, 1, k),
                _ => return leaf,
            },
            _ => return leaf,
        };
        if self.written_between(x, def + 1, at) {
            return leaf;
        }
        let (y, scale, k) = self.affine(x, def, depth - 1)?;
        let scale = scale as u64 * mul;
        let k = k as u64 * mul + add;
        // Small, non-negative parts only (the offset field is 16 bits).
        if scale > 0xffff || k > 0xffff || (y != x && self.written_between(y, def, at)) {
            return leaf;
        }
        Some((y, scale as u32, k as i64))
    }

    /// `x * scale` in a VGPR, computed once per block while `x` stays.
    fn scaled_register(&mut self, x: ir::RegId, scale: u32) -> Val {
        if let Some(&(_, _, at, v)) = self.scaled.iter().rev().find(|&&(r, s, _, _)| r == x && s == scale) {
            if !self.written_between(x, at, self.position) {
                return Val::Reg { reg: v, bank: Bank::V, first: 0, count: 1 };
            }
        }
        let src = self.reg_val(x, None);
        let src = self.dw(&src, 0);
        let t = self.new_vreg(Bank::V, 1);
        if scale.is_power_of_two() {
            self.valu("v_lshlrev_b32_e64", vec![Opnd::reg(t, 1)], vec![Opnd::Imm(scale.trailing_zeros() as i64), src]);
        } else {
            self.valu("v_mul_lo_u32", vec![Opnd::reg(t, 1)], vec![src, Opnd::Imm(scale as i64)]);
        }
        self.scaled.push((x, scale, self.position, t));
        Val::Reg { reg: t, bank: Bank::V, first: 0, count: 1 }
    }

    /// The immediate offset of the access at dword `at` of a split one,
    /// which must stay within the instruction's offset field.
    fn chunk_offset(&self, inst: &ir::Inst, offset: i64, at: u8, limit: i64) -> Result<i64, CompileError> {
        let offset = offset + 4 * at as i64;
        if at > 0 && offset > limit {
            return Err(self.unsupported(inst));
        }
        Ok(offset)
    }

    pub(super) fn vector_target(&mut self, dst: VReg, first: u8, dwords: u8) -> Opnd {
        if self.bank(dst) == Bank::V {
            Opnd::part(dst, first, dwords)
        } else {
            let t = self.new_vreg(Bank::V, dwords);
            Opnd::reg(t, dwords)
        }
    }

    pub(super) fn finish_vector_target(&mut self, dst: VReg, first: u8, dwords: u8, target: Opnd) {
        if self.bank(dst) == Bank::S {
            let t = target.vreg().expect("a temporary");
            for k in 0..dwords {
                self.emit("v_readfirstlane_b32", vec![Opnd::part(dst, first + k, 1)], vec![Opnd::part(t, k, 1)]);
            }
        }
    }

    /// `s_load` of `dwords` from a uniform global address into `dst`, when
    /// every part of the address is scalar (else false, and nothing is
    /// emitted).
    fn scalar_load(&mut self, address: &ir::Address, dst: VReg, first: u8, dwords: u8) -> Result<bool, CompileError> {
        let scalar_reg = |me: &Self, r: ir::RegId| {
            let v = me.reg_val(r, None);
            me.is_scalar(&v).then_some(v)
        };
        let offset_reg = match address.offset {
            AddrOffset::Reg(r) => match scalar_reg(self, r) {
                Some(v) => Some(v),
                None => return Ok(false),
            },
            _ => None,
        };
        let base = match address.base {
            AddrBase::Reg(r) => match scalar_reg(self, r) {
                Some(v) => v,
                None => return Ok(false),
            },
            AddrBase::Absolute(a) => Val::Imm(a as u128),
            AddrBase::Var(v) => match self.data_address(v) {
                Some(base) => base,
                None => return Ok(false),
            },
            AddrBase::Param(_) => return Ok(false),
        };
        let mut offset = match address.offset {
            AddrOffset::Imm(i) => i,
            _ => 0,
        };
        let mut base = base;
        if let Some(o) = offset_reg {
            let o = if matches!(o, Val::Reg { count: 1, .. }) {
                // A 32-bit offset: zero-extended.
                let t = self.new_vreg(Bank::S, 2);
                self.copy(t, 0, &o, 1)?;
                self.copy(t, 1, &Val::Imm(0), 1)?;
                Val::Reg { reg: t, bank: Bank::S, first: 0, count: 2 }
            } else {
                o
            };
            let t = self.new_vreg(Bank::S, 2);
            self.add64(t, Bank::S, &base, &o, false);
            base = Val::Reg { reg: t, bank: Bank::S, first: 0, count: 2 };
        }
        // gfx11's scalar loads take a 21-bit signed byte offset; keep to
        // its non-negative half.
        if !(0..=0xf_ffff).contains(&offset) || matches!(base, Val::Imm(_)) {
            let t = self.new_vreg(Bank::S, 2);
            self.add64(t, Bank::S, &base, &Val::Imm(offset as u64 as u128), false);
            base = Val::Reg { reg: t, bank: Bank::S, first: 0, count: 2 };
            offset = 0;
        }
        let op = if dwords == 1 { "s_load_b32" } else { "s_load_b64" };
        self.emit(op, vec![Opnd::part(dst, first, dwords)], vec![self.whole(&base), Opnd::Imm(offset)]);
        Ok(true)
    }

    pub(super) fn load_param(
        &mut self,
        inst: &ir::Inst,
        address: &ir::Address,
        dst: VReg,
        first: u8,
        bits: u32,
        dwords: u8,
    ) -> Result<(), CompileError> {
        let AddrBase::Param(p) = address.base else { return Err(self.unsupported(inst)) };
        let param = &self.function.kernel_params[p.index()];
        let offset = match address.offset {
            AddrOffset::None => 0,
            AddrOffset::Imm(i) => i,
            AddrOffset::Reg(_) => return Err(self.unsupported(inst)),
        };
        let at = param.offset as i64 + offset;
        if at < 0 || at % 4 != 0 && bits >= 32 {
            return Err(self.unsupported(inst));
        }
        let aligned = at & !3;
        let (op, n) = match dwords {
            1 => ("s_load_b32", 1),
            2 => ("s_load_b64", 2),
            3 | 4 => ("s_load_b128", 4),
            5..=8 => ("s_load_b256", 8),
            _ => return Err(self.unsupported(inst)),
        };
        // Straight into the destination when it is a whole scalar register
        // of this size.
        let whole = self.bank(dst) == Bank::S && first == 0 && self.vregs[dst.0 as usize].dwords == n && bits >= 32;
        if whole {
            self.emit(op, vec![Opnd::reg(dst, n)], vec![Opnd::reg(self.kernarg, 2), Opnd::Imm(aligned)]);
            return Ok(());
        }
        let t = self.new_vreg(Bank::S, n);
        self.emit(op, vec![Opnd::reg(t, n)], vec![Opnd::reg(self.kernarg, 2), Opnd::Imm(aligned)]);
        let mut src = Val::Reg { reg: t, bank: Bank::S, first: 0, count: dwords };
        if bits < 32 && at % 4 != 0 {
            let s = self.new_vreg(Bank::S, 1);
            self.emit("s_lshr_b32", vec![Opnd::reg(s, 1)], vec![Opnd::reg(t, 1), Opnd::Imm(8 * (at % 4))]);
            src = Val::Reg { reg: s, bank: Bank::S, first: 0, count: 1 };
        }
        self.copy(dst, first, &src, dwords)
    }

    /// A global address as (vaddr, saddr, offset): `v[a:a+1], off` for an
    /// address in VGPRs, `vzero, s[a:a+1]` for one in SGPRs.
    pub(super) fn global_address(&mut self, address: &ir::Address) -> Result<(Opnd, Opnd, i64), CompileError> {
        let base = match address.base {
            AddrBase::Reg(r) => self.reg_val(r, None),
            AddrBase::Absolute(a) => Val::Imm(a as u128),
            AddrBase::Var(v) => match self.data_address(v) {
                Some(base) => base,
                None => return Err(self.err("internal: a shared or private variable's address in global memory")),
            },
            // The kernarg segment is global memory: its pointer, the
            // parameter's offset added below.
            AddrBase::Param(_) => Val::Reg { reg: self.kernarg, bank: Bank::S, first: 0, count: 2 },
        };
        let param_offset = match address.base {
            AddrBase::Param(p) => self.function.kernel_params[p.index()].offset as i64,
            _ => 0,
        };
        let (base, mut offset) = match address.offset {
            AddrOffset::None => (base, param_offset),
            AddrOffset::Imm(i) => (base, i + param_offset),
            AddrOffset::Reg(r) => {
                let o = self.reg_val(r, None);
                let o = if matches!(o, Val::Reg { count: 1, .. }) {
                    // A 32-bit offset: zero-extended.
                    let bank = if self.is_scalar(&o) { Bank::S } else { Bank::V };
                    let t = self.new_vreg(bank, 2);
                    self.copy(t, 0, &o, 1)?;
                    self.copy(t, 1, &Val::Imm(0), 1)?;
                    Val::Reg { reg: t, bank, first: 0, count: 2 }
                } else {
                    o
                };
                let bank = if self.is_scalar(&base) && self.is_scalar(&o) { Bank::S } else { Bank::V };
                let t = self.new_vreg(bank, 2);
                self.add64(t, bank, &base, &o, false);
                (Val::Reg { reg: t, bank, first: 0, count: 2 }, param_offset)
            }
        };
        let mut base = base;
        if !(-4096..4096).contains(&offset) {
            let bank = if self.is_scalar(&base) { Bank::S } else { Bank::V };
            let t = self.new_vreg(bank, 2);
            self.add64(t, bank, &base, &Val::Imm(offset as u64 as u128), false);
            base = Val::Reg { reg: t, bank, first: 0, count: 2 };
            offset = 0;
        }
        if let Val::Imm(_) = base {
            let t = self.new_vreg(Bank::S, 2);
            self.copy(t, 0, &base, 2)?;
            base = Val::Reg { reg: t, bank: Bank::S, first: 0, count: 2 };
        }
        if self.is_scalar(&base) {
            let zero = self.new_vreg(Bank::V, 1);
            self.emit("v_mov_b32_e32", vec![Opnd::reg(zero, 1)], vec![Opnd::Imm(0)]);
            Ok((Opnd::reg(zero, 1), self.whole(&base), offset))
        } else {
            Ok((self.whole(&base), Opnd::Text("off".into()), offset))
        }
    }

    pub(super) fn lds_address(&mut self, address: &ir::Address) -> Result<(Opnd, i64), CompileError> {
        let (base, mut offset): (Option<Val>, i64) = match address.base {
            AddrBase::Var(v) => {
                let at = match v {
                    VarRef::Global(g) => self.lds_global[g.index()],
                    VarRef::Local(l) => self.lds_local[l.index()],
                };
                let at = at.ok_or_else(|| self.err("this variable is not in shared memory"))?;
                (None, at as i64)
            }
            AddrBase::Reg(r) => (Some(self.reg_val(r, None)), 0),
            AddrBase::Absolute(a) => (None, a as i64),
            AddrBase::Param(_) => return Err(self.err("internal: a parameter address in shared memory")),
        };
        let mut base = base;
        match address.offset {
            AddrOffset::None => {}
            AddrOffset::Imm(i) => offset += i,
            AddrOffset::Reg(r) if base.is_none() && self.affine(r, self.position, 3).is_some_and(|(_, _, k)| k > 0) => {
                // A variable plus `x * scale + k`: `x * scale` (computed once
                // in the block) in the address, `k` in the offset field, as
                // for the variable's own offset.
                let (x, scale, k) = self.affine(r, self.position, 3).expect("checked");
                base = Some(self.scaled_register(x, scale));
                offset += k;
            }
            AddrOffset::Reg(r) => {
                let o = self.reg_val(r, None);
                base = Some(match base {
                    None => o,
                    Some(b) => {
                        let t = self.new_vreg(Bank::V, 1);
                        let (x, y) = (self.dw(&b, 0), self.dw(&o, 0));
                        self.valu("v_add_nc_u32_e64", vec![Opnd::reg(t, 1)], vec![x, y]);
                        Val::Reg { reg: t, bank: Bank::V, first: 0, count: 1 }
                    }
                });
            }
        }
        let vaddr = match base {
            None => {
                let t = self.new_vreg(Bank::V, 1);
                self.emit("v_mov_b32_e32", vec![Opnd::reg(t, 1)], vec![Opnd::Imm(offset)]);
                offset = 0;
                Opnd::reg(t, 1)
            }
            Some(b) => {
                let o = self.dw(&b, 0);
                self.in_vgpr(o)
            }
        };
        if !(0..65536).contains(&offset) {
            let t = self.new_vreg(Bank::V, 1);
            self.valu("v_add_nc_u32_e64", vec![Opnd::reg(t, 1)], vec![vaddr, Opnd::Imm(offset)]);
            return Ok((Opnd::reg(t, 1), 0));
        }
        Ok((vaddr, offset))
    }

    fn plain_store(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let address = Self::address(inst).ok_or_else(|| self.unsupported(inst))?;
        let (bits, elems) = self.access_bits(inst)?;
        let dwords = if bits <= 32 { elems } else { 2 * elems };
        let data = self.val(&inst.operands[1])?;
        let data = self.val_in_vgprs(&data, dwords);
        match self.space(inst, &address) {
            Some(MemSpace::Global) => {
                if self.is_flat(inst) {
                    let (vaddr, offset) = self.flat_address(&address)?;
                    for (at, n) in chunks(dwords) {
                        let op = sized("flat_store", bits, n);
                        let offset = self.chunk_offset(inst, offset, at, 4095)?;
                        self.emit_mods(&op, vec![], vec![vaddr.clone(), slice(&data, at, n)], offset_mod(offset));
                    }
                } else {
                    let (vaddr, saddr, offset) = self.global_address(&address)?;
                    for (at, n) in chunks(dwords) {
                        let op = sized("global_store", bits, n);
                        let offset = self.chunk_offset(inst, offset, at, 4095)?;
                        self.emit_mods(
                            &op,
                            vec![],
                            vec![vaddr.clone(), slice(&data, at, n), saddr.clone()],
                            offset_mod(offset),
                        );
                    }
                }
                Ok(())
            }
            Some(MemSpace::Shared) => {
                let (vaddr, offset) = self.lds_address(&address)?;
                for (at, n) in chunks(dwords) {
                    let op = sized("ds_store", bits, n);
                    let offset = self.chunk_offset(inst, offset, at, 65535)?;
                    self.emit_mods(&op, vec![], vec![vaddr.clone(), slice(&data, at, n)], offset_mod(offset));
                }
                Ok(())
            }
            Some(MemSpace::Private) => {
                let (vaddr, offset) = self.private_address(inst, &address)?;
                for (at, n) in chunks(dwords) {
                    let op = sized("scratch_store", bits, n);
                    let offset = self.chunk_offset(inst, offset, at, 4095)?;
                    self.emit_mods(
                        &op,
                        vec![],
                        vec![vaddr.clone(), slice(&data, at, n), Opnd::Text("off".into())],
                        offset_mod(offset),
                    );
                }
                Ok(())
            }
            _ => Err(self.unsupported(inst)),
        }
    }
}

/// The accesses of `dwords` dwords: (first dword, count), at most four
/// dwords (128 bits) each.
fn chunks(dwords: u8) -> impl Iterator<Item = (u8, u8)> {
    (0..dwords.div_ceil(4)).map(move |c| (4 * c, (dwords - 4 * c).min(4)))
}

/// A memory instruction moving `dwords` dwords of `bits`-bit elements:
/// `global_load` with 8 bits gives `global_load_u8`.
fn sized(prefix: &str, bits: u32, dwords: u8) -> String {
    let load = prefix.ends_with("_load");
    let suffix = match (bits, dwords) {
        (8, _) if load => "u8",
        (16, _) if load => "u16",
        (8, _) => "b8",
        (16, _) => "b16",
        (_, 1) => "b32",
        (_, 2) => "b64",
        (_, 3) => "b96",
        _ => "b128",
    };
    format!("{prefix}_{suffix}")
}

/// Dwords `at .. at + n` of a register operand.
fn slice(o: &Opnd, at: u8, n: u8) -> Opnd {
    match *o {
        Opnd::Reg { reg, first, .. } => Opnd::part(reg, first + at, n),
        _ => o.clone(),
    }
}

/// Where the instructions of one block write each register, so that the
/// address analysis above asks in a binary search, not a walk of the block
/// (an unrolled loop's block has hundreds of instructions and as many
/// addresses).
#[derive(Default)]
pub(crate) struct BlockWrites {
    /// Positions of the instructions for which `constants::writes` holds,
    /// by register.
    writes: rustc_hash::FxHashMap<ir::RegId, Vec<usize>>,
    /// Positions of the instructions whose whole destination is the
    /// register (`constants::written`), by register.
    defines: rustc_hash::FxHashMap<ir::RegId, Vec<usize>>,
    /// Positions of the instructions that may write more than their first
    /// operand (`constants::writes_several`).
    several: Vec<usize>,
}

impl BlockWrites {
    fn new(insts: &[ir::Inst]) -> BlockWrites {
        let mut w = BlockWrites::default();
        for (i, inst) in insts.iter().enumerate() {
            if let Some(d) = crate::constants::written(inst) {
                w.defines.entry(d).or_default().push(i);
            }
            if crate::constants::writes_several(inst.opcode) {
                w.several.push(i);
                let mut named: smallvec::SmallVec<[ir::RegId; 4]> = smallvec::SmallVec::new();
                for o in inst.operands.iter() {
                    if let Operand::Reg { id, .. } | Operand::Pred { id, .. } = o {
                        if !named.contains(id) {
                            named.push(*id);
                        }
                    }
                }
                for id in named {
                    w.writes.entry(id).or_default().push(i);
                }
            } else if let Some(d) = crate::constants::written(inst) {
                w.writes.entry(d).or_default().push(i);
            }
        }
        w
    }

    /// Whether an instruction in `from..to` writes `r`.
    fn written_between(&self, r: ir::RegId, from: usize, to: usize) -> bool {
        let Some(at) = self.writes.get(&r) else { return false };
        let first = at.partition_point(|&p| p < from);
        at.get(first).is_some_and(|&p| p < to)
    }

    /// The last instruction before `at` that defines `r` or may write more
    /// than its first operand.
    fn last_definition(&self, r: ir::RegId, at: usize) -> Option<usize> {
        let before = |positions: &[usize]| positions[..positions.partition_point(|&p| p < at)].last().copied();
        let defined = self.defines.get(&r).and_then(|v| before(v));
        defined.max(before(&self.several))
    }
}

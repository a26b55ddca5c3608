//! Sub-group communication: `shfl`, `ired`, `fred` and `redfirstidx`.
//!
//! A PISA sub-group is a gfx1100 wave32, so `%laneid` is the hardware lane
//! and a lane mask is a 32-bit SGPR. The participating lanes are the mask
//! operand (sub-group-uniform by the spec, read from the first lane when it
//! sits in a VGPR) and EXEC; a lane outside them keeps its destination.
//!
//! `shfl` moves data with `ds_bpermute_b32`, which needs no LDS allocation;
//! a lane whose source lane is out of bounds or not participating keeps its
//! own `src0`, as the spec says, so what `ds_bpermute` reads from an
//! inactive lane never matters.
//!
//! The reductions run in whole-wave mode: EXEC is set to all 32 lanes, the
//! lanes that do not participate (inactive ones included) contribute the
//! operation's identity, four DPP `row_xmask` steps reduce each row of 16,
//! and `v_readlane` of lanes 0 and 16 gives the two row results to the
//! scalar unit. Nothing but [`Fixed::WholeWave`], a VGPR no value is
//! allocated to, is written or read in vector registers with every lane on
//! (the value to reduce is copied into it first, under EXEC). Any other
//! vector register written then could belong to a value that the machine
//! graph says is dead there (the loop redefines it) but that a lane
//! switched off still holds (it left the loop earlier and reads the value
//! after it): a fresh temporary allocated to it, or the reload of a
//! spilled operand, would overwrite that lane.

use super::{type_bits, word, Sel};
use crate::error::CompileError;
use crate::mir::{Bank, Fixed, Opnd, VReg};
use pisa::ir;
use pisa::isa::{Opcode, Slot, Word};
use pisa::syntax::ast::SpecialReg;

/// The 32-bit combine of an integer reduction: (DPP VALU form, SALU form,
/// identity, how a lane's 16-bit value is widened: Some(signed)).
struct IntReduction {
    dpp: &'static str,
    salu: &'static str,
    identity: i64,
    widen_signed: Option<bool>,
    absolute: bool,
}

fn int_reduction(op: Word) -> Option<IntReduction> {
    let r = |dpp, salu, identity, widen_signed, absolute| IntReduction { dpp, salu, identity, widen_signed, absolute };
    Some(match op {
        Word::Sum => r("v_add_nc_u32_dpp", "s_add_u32", 0, None, false),
        Word::And => r("v_and_b32_dpp", "s_and_b32", -1, None, false),
        Word::Or => r("v_or_b32_dpp", "s_or_b32", 0, None, false),
        Word::Xor => r("v_xor_b32_dpp", "s_xor_b32", 0, None, false),
        Word::Smin => r("v_min_i32_dpp", "s_min_i32", i32::MAX as i64, Some(true), false),
        Word::Smax => r("v_max_i32_dpp", "s_max_i32", i32::MIN as i64, Some(true), false),
        Word::Umin => r("v_min_u32_dpp", "s_min_u32", -1, Some(false), false),
        Word::Umax => r("v_max_u32_dpp", "s_max_u32", 0, Some(false), false),
        // |x| as an unsigned number: the most negative value is the largest.
        Word::Absmax => r("v_max_u32_dpp", "s_max_u32", 0, Some(true), true),
        _ => return None,
    })
}

/// The canonical quiet NaN of binary32: the identity of a NaN-ignoring
/// minimum or maximum.
const F32_NAN: i64 = 0x7fc0_0000;

/// The lanes a sub-group operation runs in.
struct Participants {
    /// The mask ANDed with EXEC.
    lanes: VReg,
    /// The mask is an immediate with every lane: the lanes are EXEC's.
    all: bool,
}

impl Sel<'_> {
    /// A sub-group-uniform mask operand as one scalar operand.
    fn uniform_mask(&mut self, o: &ir::Operand) -> Result<Opnd, CompileError> {
        let v = self.val(o)?;
        let x = self.dw(&v, 0);
        if self.is_scalar(&v) {
            return Ok(x);
        }
        let s = self.new_vreg(Bank::S, 1);
        self.emit("v_readfirstlane_b32", vec![Opnd::reg(s, 1)], vec![x]);
        Ok(Opnd::reg(s, 1))
    }

    fn participants(&mut self, o: &ir::Operand) -> Result<Participants, CompileError> {
        let mask = self.uniform_mask(o)?;
        let all = matches!(mask, Opnd::Imm(v) if v as u32 == u32::MAX);
        let lanes = self.new_vreg(Bank::S, 1);
        if all {
            self.emit("s_mov_b32", vec![Opnd::reg(lanes, 1)], vec![Opnd::Fixed(Fixed::ExecLo)]);
        } else {
            self.emit("s_and_b32", vec![Opnd::reg(lanes, 1)], vec![mask, Opnd::Fixed(Fixed::ExecLo)]);
        }
        Ok(Participants { lanes, all })
    }

    /// Writes `value` (one dword, any bank) into the participating lanes of
    /// the destination; the other lanes keep theirs.
    fn write_participants(&mut self, inst: &ir::Inst, value: Opnd, p: &Participants) {
        let (d, bank, _) = self.dst(inst);
        let dst = Opnd::reg(d, 1);
        match bank {
            Bank::S => self.emit("s_mov_b32", vec![dst], vec![value]),
            Bank::V if p.all => self.valu("v_mov_b32_e32", vec![dst], vec![value]),
            Bank::V => self.valu("v_cndmask_b32_e64", vec![dst.clone()], vec![dst, value, Opnd::reg(p.lanes, 1)]),
        }
    }

    pub(super) fn sub_group(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        match inst.opcode {
            Opcode::Shfl => self.shuffle(inst),
            Opcode::Ired => self.int_reduce(inst),
            Opcode::Fred => self.float_reduce(inst),
            Opcode::Redfirstidx => {
                let p = self.participants(&inst.operands[1])?;
                let first = self.new_vreg(Bank::S, 1);
                self.emit("s_ctz_i32_b32", vec![Opnd::reg(first, 1)], vec![Opnd::reg(p.lanes, 1)]);
                // Every active lane gets the index.
                let everyone = Participants { all: true, ..p };
                self.write_participants(inst, Opnd::reg(first, 1), &everyone);
                Ok(())
            }
            _ => Err(self.unsupported(inst)),
        }
    }

    /// A 5-bit field of the shuffle control word.
    fn control_field(&mut self, control: &Opnd, offset: i64) -> Opnd {
        if let Opnd::Imm(c) = *control {
            return Opnd::Imm((c >> offset) & 31);
        }
        let t = self.new_vreg(Bank::V, 1);
        self.valu("v_bfe_u32", vec![Opnd::reg(t, 1)], vec![control.clone(), Opnd::Imm(offset), Opnd::Imm(5)]);
        Opnd::reg(t, 1)
    }

    fn shuffle(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let r = |t: VReg| Opnd::reg(t, 1);
        let src = self.val(&inst.operands[1])?;
        let control = self.val(&inst.operands[2])?;
        let p = self.participants(&inst.operands[3])?;
        if self.is_scalar(&src) {
            // Every lane holds the same value, so any lane it is read from
            // gives the lane its own.
            let x = self.dw(&src, 0);
            self.write_participants(inst, x, &p);
            return Ok(());
        }
        let data = self.dw(&src, 0);
        let control = self.dw(&control, 0);
        let lane = self.special(SpecialReg::LaneId, None)?;
        let lane = self.dw(&lane, 0);
        let offset = self.control_field(&control, 0);
        let op = word(inst, Slot::Op).unwrap_or(Word::Idx);
        let v = |s: &mut Self| s.new_vreg(Bank::V, 1);
        let source = v(self);
        // A lane mask of the lanes whose source is in bounds (None: all).
        let in_bounds = self.new_vreg(Bank::S, 1);
        let mut bounded = true;
        if inst.has(Slot::Sg) {
            let clamp_value = self.control_field(&control, 8);
            let segment = self.control_field(&control, 16);
            let clamp = v(self);
            // (lane & segmask) | (cval & ~segmask)
            self.valu("v_bfi_b32", vec![r(clamp)], vec![segment.clone(), lane.clone(), clamp_value]);
            match op {
                Word::Up => self.valu("v_sub_nc_u32_e64", vec![r(source)], vec![lane, offset]),
                Word::Dn => self.valu("v_add_nc_u32_e64", vec![r(source)], vec![lane, offset]),
                Word::Xor => self.valu("v_xor_b32_e64", vec![r(source)], vec![lane, offset]),
                _ => self.valu("v_bfi_b32", vec![r(source)], vec![segment, lane, offset]),
            }
            let cmp = if op == Word::Up { "v_cmp_ge_i32_e64" } else { "v_cmp_le_i32_e64" };
            self.valu(cmp, vec![r(in_bounds)], vec![r(source), r(clamp)]);
        } else {
            match op {
                Word::Up => {
                    self.valu("v_sub_nc_u32_e64", vec![r(source)], vec![lane.clone(), offset.clone()]);
                    self.valu("v_cmp_ge_u32_e64", vec![r(in_bounds)], vec![lane, offset]);
                }
                Word::Dn => {
                    self.valu("v_add_nc_u32_e64", vec![r(source)], vec![lane, offset]);
                    self.valu("v_cmp_gt_u32_e64", vec![r(in_bounds)], vec![Opnd::Imm(32), r(source)]);
                }
                Word::Xor => {
                    self.valu("v_xor_b32_e64", vec![r(source)], vec![lane, offset]);
                    bounded = false;
                }
                _ => {
                    self.valu("v_mov_b32_e32", vec![r(source)], vec![offset]);
                    bounded = false;
                }
            }
        }
        // The source lane participates (its bit of the mask).
        let bit = v(self);
        self.valu("v_bfe_u32", vec![r(bit)], vec![r(p.lanes), r(source), Opnd::Imm(1)]);
        let ok = self.new_vreg(Bank::S, 1);
        self.valu("v_cmp_ne_u32_e64", vec![r(ok)], vec![Opnd::Imm(0), Opnd::reg(bit, 1)]);
        let ok = if bounded {
            let both = self.new_vreg(Bank::S, 1);
            self.emit("s_and_b32", vec![r(both)], vec![r(ok), r(in_bounds)]);
            both
        } else {
            ok
        };
        let data = self.in_vgpr(data);
        let address = v(self);
        self.valu("v_lshlrev_b32_e64", vec![r(address)], vec![Opnd::Imm(2), r(source)]);
        let moved = v(self);
        self.emit("ds_bpermute_b32", vec![r(moved)], vec![r(address), data.clone()]);
        let result = v(self);
        self.valu("v_cndmask_b32_e64", vec![r(result)], vec![data, r(moved), r(ok)]);
        self.write_participants(inst, r(result), &p);
        Ok(())
    }

    /// Runs `body` with all 32 lanes on, EXEC restored after.
    fn whole_wave(&mut self, body: impl FnOnce(&mut Self)) {
        let saved = self.new_vreg(Bank::S, 1);
        let exec = Opnd::Fixed(Fixed::ExecLo);
        self.emit("s_mov_b32", vec![Opnd::reg(saved, 1)], vec![exec.clone()]);
        self.emit("s_mov_b32", vec![exec.clone()], vec![Opnd::Imm(-1)]);
        body(self);
        self.emit("s_mov_b32", vec![exec], vec![Opnd::reg(saved, 1)]);
    }

    /// Reduces `value` (one VGPR dword per lane) over the participating
    /// lanes with `dpp_op`, the identity coming from the others; the two row
    /// results end in SGPRs.
    fn reduce_rows(&mut self, value: Opnd, p: &Participants, dpp_op: &str, identity: i64) -> (VReg, VReg) {
        let r = |t: VReg| Opnd::reg(t, 1);
        let acc = Opnd::Fixed(Fixed::WholeWave);
        let (low, high) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        // The value is read before all lanes go on: it may be a spilled
        // value, whose reload into a temporary register would otherwise
        // run with every lane on too. The lanes off then hold garbage in
        // `acc`, which the identity replaces (they are not participants).
        self.valu("v_mov_b32_e32", vec![acc.clone()], vec![value]);
        self.whole_wave(|s| {
            s.valu("v_cndmask_b32_e64", vec![acc.clone()], vec![Opnd::Imm(identity), acc.clone(), r(p.lanes)]);
            for k in [1, 2, 4, 8] {
                s.emit_mods(
                    dpp_op,
                    vec![acc.clone()],
                    vec![acc.clone(), acc.clone()],
                    format!("row_xmask:{k} row_mask:0xf bank_mask:0xf"),
                );
            }
            s.emit("v_readlane_b32", vec![r(low)], vec![acc.clone(), Opnd::Imm(0)]);
            s.emit("v_readlane_b32", vec![r(high)], vec![acc, Opnd::Imm(16)]);
        });
        (low, high)
    }

    fn int_reduce(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let bits = word(inst, Slot::Type).and_then(type_bits).unwrap_or(0);
        let reduction = word(inst, Slot::Op).and_then(int_reduction);
        let (Some(red), true) = (reduction, matches!(bits, 16 | 32)) else { return Err(self.unsupported(inst)) };
        let r = |t: VReg| Opnd::reg(t, 1);
        let src = self.val(&inst.operands[1])?;
        let p = self.participants(&inst.operands[2])?;
        let mut value = match red.widen_signed {
            Some(signed) if bits == 16 => self.extended(&src, 16, signed),
            _ => self.dw(&src, 0),
        };
        if red.absolute {
            let (negated, magnitude) = (self.new_vreg(Bank::V, 1), self.new_vreg(Bank::V, 1));
            self.valu("v_sub_nc_u32_e64", vec![r(negated)], vec![Opnd::Imm(0), value.clone()]);
            self.valu("v_max_i32_e64", vec![r(magnitude)], vec![value, r(negated)]);
            value = r(magnitude);
        }
        let (low, high) = self.reduce_rows(value, &p, red.dpp, red.identity);
        let total = self.new_vreg(Bank::S, 1);
        self.emit(red.salu, vec![r(total)], vec![r(low), r(high)]);
        self.write_participants(inst, r(total), &p);
        Ok(())
    }

    fn float_reduce(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let op = word(inst, Slot::Op);
        let (vop, dpp) = match op {
            Some(Word::Min) => ("v_min_f32_e64", "v_min_f32_dpp"),
            Some(Word::Max | Word::Absmax) => ("v_max_f32_e64", "v_max_f32_dpp"),
            _ => return Err(self.unsupported(inst)),
        };
        // The packed forms wait for the backend's `.v2.16b` registers.
        let format = match word(inst, Slot::Type) {
            Some(format @ (Word::F | Word::Hf | Word::Bf)) => format,
            _ => return Err(self.unsupported(inst)),
        };
        let r = |t: VReg| Opnd::reg(t, 1);
        let src = self.val(&inst.operands[1])?;
        let src = self.dw(&src, 0);
        let src = self.in_vgpr(src);
        let p = self.participants(&inst.operands[2])?;
        // The lane's value as binary32 (exact for hf and bf).
        let wide = match format {
            Word::F => src.clone(),
            Word::Hf => {
                let t = self.new_vreg(Bank::V, 1);
                self.valu("v_cvt_f32_f16_e64", vec![r(t)], vec![src.clone()]);
                r(t)
            }
            _ => {
                let t = self.new_vreg(Bank::V, 1);
                self.valu("v_lshlrev_b32_e64", vec![r(t)], vec![Opnd::Imm(16), src.clone()]);
                r(t)
            }
        };
        let value = if op == Some(Word::Absmax) {
            let t = self.new_vreg(Bank::V, 1);
            self.valu("v_and_b32_e64", vec![r(t)], vec![Opnd::Imm(0x7fff_ffff), wide]);
            r(t)
        } else {
            wide
        };
        // A signalling NaN made quiet first: under MODE.IEEE (set for every
        // kernel) a min/max gives a signalling NaN source back quieted
        // instead of ignoring it, which would lose the other side's value
        // (max(2, sNaN) then max(qNaN, 1) is 1). The quiet NaN that
        // `v_max x, x` makes is ignored by every later step, as the spec
        // ignores a NaN that not every lane has.
        let value = {
            let t = self.new_vreg(Bank::V, 1);
            self.valu("v_max_f32_e64", vec![r(t)], vec![value.clone(), value]);
            r(t)
        };
        // A NaN result is the emulator's: the NaN of the lowest
        // participating lane that has one, quieted in the format (and
        // without its sign for `.absmax`).
        let unordered = self.new_vreg(Bank::S, 1);
        self.valu("v_cmp_u_f32_e64", vec![r(unordered)], vec![value.clone(), value.clone()]);
        self.emit("s_and_b32", vec![r(unordered)], vec![r(unordered), r(p.lanes)]);
        let (lane, bits, first_nan) = (self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1), self.new_vreg(Bank::S, 1));
        self.emit("s_ctz_i32_b32", vec![r(lane)], vec![r(unordered)]);
        self.emit("v_readlane_b32", vec![r(bits)], vec![src.clone(), r(lane)]);
        let (quiet, magnitude) = match format {
            Word::F => (0x0040_0000, 0x7fff_ffff),
            Word::Hf => (0x0200, 0x7fff),
            _ => (0x0040, 0x7fff),
        };
        self.emit("s_or_b32", vec![r(first_nan)], vec![r(bits), Opnd::Imm(quiet)]);
        if op == Some(Word::Absmax) {
            self.emit("s_and_b32", vec![r(first_nan)], vec![r(first_nan), Opnd::Imm(magnitude)]);
        }
        let (low, high) = self.reduce_rows(value, &p, dpp, F32_NAN);
        let total = self.new_vreg(Bank::V, 1);
        self.valu(vop, vec![r(total)], vec![r(low), r(high)]);
        // Back to the format: exact, since the result is one of the inputs
        // (or a NaN, replaced below).
        let result = match format {
            Word::F => total,
            Word::Hf => {
                let t = self.new_vreg(Bank::V, 1);
                self.valu("v_cvt_f16_f32_e64", vec![r(t)], vec![r(total)]);
                t
            }
            _ => {
                let t = self.new_vreg(Bank::V, 1);
                self.valu("v_lshrrev_b32_e64", vec![r(t)], vec![Opnd::Imm(16), r(total)]);
                t
            }
        };
        // The result is a NaN when every participating lane's value is one
        // (NaNs are ignored otherwise), or with `.nanp` when any is.
        let is_nan = self.new_vreg(Bank::S, 1);
        if inst.has(Slot::Nanp) {
            self.emit("s_cmp_lg_u32", vec![], vec![r(unordered), Opnd::Imm(0)]);
            self.emit("s_cselect_b32", vec![r(is_nan)], vec![Opnd::Imm(-1), Opnd::Imm(0)]);
        } else {
            self.valu("v_cmp_u_f32_e64", vec![r(is_nan)], vec![r(total), r(total)]);
        }
        let out = self.new_vreg(Bank::V, 1);
        self.valu("v_cndmask_b32_e64", vec![r(out)], vec![r(result), r(first_nan), r(is_nan)]);
        let result = out;
        self.write_participants(inst, r(result), &p);
        Ok(())
    }
}

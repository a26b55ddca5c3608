//! Instruction selection: each PISA instruction becomes gfx1100
//! instructions on virtual registers, scalar (SALU, SMEM) for registers
//! the uniformity analysis put in SGPRs and vector (VALU, VMEM, DS)
//! otherwise. Also the kernel ABI: the kernarg pointer, work-group ids and
//! packed work-item ids the dispatch provides, and the hidden arguments
//! behind the special registers.
//!
//! Representation of values: a register of 8, 16 or 32 bits takes one
//! dword (the bits above an 8- or 16-bit value are undefined, so whatever
//! reads them extends first); 64 bits take two, low dword first; a vector
//! takes its elements' dwords in order. Predicates are lane masks in one
//! SGPR. Whatever the selector cannot do yet is a [`CompileError`] naming
//! the instruction, never a guess.

use crate::cfg::Cfg;
use crate::error::CompileError;
use crate::mir::{Bank, Fixed, MInst, Opnd, VReg, VRegInfo};
use crate::uniformity::Uniformity;
use pisa::ir::{self, AddrBase, AddrOffset, Operand, RegKind, VarRef};
use pisa::isa::{Opcode, Qual, Slot, Word};
use pisa::syntax::ast::{MemSpace, Span, SpecialReg, Swizzle};

/// How a block ends, before control flow is lowered.
#[derive(Clone, Debug, PartialEq)]
pub enum Term {
    Jump(usize),
    /// `goto.cond`: to `taken` where the mask (negated or not) has the lane.
    Branch {
        mask: VReg,
        negated: bool,
        taken: usize,
        fall: usize,
    },
    Return,
    /// `return.cond`: the lanes in the mask leave; the others go on to `next`.
    ReturnIf {
        mask: VReg,
        negated: bool,
        next: Option<usize>,
    },
}

#[derive(Clone, Debug)]
pub struct MBlock {
    pub insts: Vec<MInst>,
    pub term: Term,
}

/// What the dispatch must provide, and where it puts it.
#[derive(Clone, Debug, Default)]
pub struct Abi {
    /// `s[0:1]`: always enabled (the hidden arguments and parameters are
    /// read through it).
    pub workgroup_id: [bool; 3],
    /// The highest work-item id dimension read (0: x only).
    pub workitem_dims: u8,
    /// SGPRs the dispatch writes (2 for the kernarg pointer, one per
    /// work-group id).
    pub input_sgprs: u16,
    pub kernarg_size: u64,
    /// Where the hidden arguments start in the kernarg segment.
    pub hidden_base: u64,
    pub lds_size: u64,
}

pub struct Selected {
    pub blocks: Vec<MBlock>,
    pub vregs: Vec<VRegInfo>,
    pub abi: Abi,
    /// The copies of the dispatch's registers, made first thing.
    pub prologue: Vec<MInst>,
}

/// Offsets of the hidden arguments from their base, as clang lays them out
/// for code object v5.
pub mod hidden {
    pub const BLOCK_COUNT: u64 = 0;
    pub const GROUP_SIZE: u64 = 12;
    pub const REMAINDER: u64 = 18;
    pub const GLOBAL_OFFSET: u64 = 40;
    pub const GRID_DIMS: u64 = 64;
    /// The bytes the backend reserves for them.
    pub const SIZE: u64 = 72;
}

#[derive(Clone, Debug)]
enum Val {
    Reg { reg: VReg, bank: Bank, first: u8, count: u8 },
    Imm(u64),
}

struct Sel<'a> {
    function: &'a ir::Function,
    uni: &'a Uniformity,
    vregs: Vec<VRegInfo>,
    map: Vec<VReg>,
    out: Vec<MInst>,
    kernarg: VReg,
    workgroup: [Option<VReg>; 3],
    workitem: VReg,
    abi: Abi,
    block: usize,
    span: Span,
    /// LDS offsets of shared variables: module globals, then locals.
    lds_global: Vec<Option<u64>>,
    lds_local: Vec<Option<u64>>,
}

fn dwords_of(bits: u32) -> u8 {
    bits.div_ceil(32).max(1) as u8
}

fn swizzle_elems(s: Swizzle) -> (u8, u8) {
    match s {
        Swizzle::X => (0, 1),
        Swizzle::Y => (1, 1),
        Swizzle::Z => (2, 1),
        Swizzle::W => (3, 1),
        Swizzle::XY => (0, 2),
        Swizzle::ZW => (2, 2),
        Swizzle::XYZW => (0, 4),
    }
}

fn is_inline_int(v: i64) -> bool {
    (-16..=64).contains(&v)
}

fn word(inst: &ir::Inst, slot: Slot) -> Option<Word> {
    match inst.qual(slot) {
        Some(Qual::Word(w)) => Some(w),
        _ => None,
    }
}

/// The width in bits a `.type` qualifier names.
fn type_bits(w: Word) -> Option<u32> {
    Some(match w {
        Word::B8 | Word::U8 | Word::S8 => 8,
        Word::B16 | Word::U16 | Word::S16 | Word::Hf | Word::Bf => 16,
        Word::B32 | Word::U32 | Word::S32 | Word::F => 32,
        Word::B64 | Word::U64 | Word::S64 | Word::Df => 64,
        Word::B128 => 128,
        _ => return None,
    })
}

impl<'a> Sel<'a> {
    fn err(&self, message: impl Into<String>) -> CompileError {
        CompileError::new(&self.function.name, Some(self.span), message)
    }

    fn unsupported(&self, inst: &ir::Inst) -> CompileError {
        let mut text = inst.opcode.as_str().to_string();
        for (_, q) in inst.quals.iter() {
            text.push_str(&q.to_string());
        }
        self.err(format!("`{text}` is not supported by the gfx1100 backend yet"))
    }

    fn new_vreg(&mut self, bank: Bank, dwords: u8) -> VReg {
        self.vregs.push(VRegInfo { bank, dwords });
        VReg(self.vregs.len() as u32 - 1)
    }

    fn emit(&mut self, op: &str, defs: Vec<Opnd>, uses: Vec<Opnd>) {
        self.out.push(MInst::new(op, defs, uses));
    }

    fn emit_mods(&mut self, op: &str, defs: Vec<Opnd>, uses: Vec<Opnd>, mods: String) {
        self.out.push(MInst::new(op, defs, uses).with_mods(mods));
    }

    fn bank(&self, r: VReg) -> Bank {
        self.vregs[r.0 as usize].bank
    }

    fn in_region(&self) -> bool {
        self.uni.in_region[self.block]
    }

    // ---- operands ----

    fn reg_val(&self, id: ir::RegId, swizzle: Option<Swizzle>) -> Val {
        let reg = self.map[id.index()];
        let info = self.vregs[reg.0 as usize];
        let (first, count) = match (self.function.reg(id).kind, swizzle) {
            (RegKind::Value(t), Some(s)) => {
                let per = dwords_of(t.bits as u32);
                let (e, n) = swizzle_elems(s);
                (e * per, n * per)
            }
            _ => (0, info.dwords),
        };
        Val::Reg { reg, bank: info.bank, first, count }
    }

    fn val(&mut self, o: &Operand) -> Result<Val, CompileError> {
        Ok(match *o {
            Operand::Reg { id, swizzle } => self.reg_val(id, swizzle),
            Operand::Imm { bits, .. } => Val::Imm(bits as u64),
            Operand::Special { reg, swizzle } => self.special(reg, swizzle)?,
            _ => return Err(self.err("this operand is not supported by the gfx1100 backend yet")),
        })
    }

    /// Dword `k` of a value as an operand.
    fn dw(&self, v: &Val, k: u8) -> Opnd {
        match *v {
            Val::Reg { reg, first, count, .. } => Opnd::part(reg, first + k.min(count - 1), 1),
            Val::Imm(bits) => Opnd::Imm(((bits >> (32 * k as u32)) as u32) as i32 as i64),
        }
    }

    fn whole(&self, v: &Val) -> Opnd {
        match *v {
            Val::Reg { reg, first, count, .. } => Opnd::part(reg, first, count),
            Val::Imm(bits) => Opnd::Imm(bits as u32 as i32 as i64),
        }
    }

    fn is_scalar(&self, v: &Val) -> bool {
        match v {
            Val::Reg { bank, .. } => *bank == Bank::S,
            Val::Imm(_) => true,
        }
    }

    /// A 64-bit value as one operand for a scalar or vector 64-bit
    /// instruction: registers as they are, an immediate that is not inline
    /// moved into SGPRs first.
    fn wide(&mut self, v: &Val) -> Opnd {
        match *v {
            Val::Reg { .. } => self.whole(v),
            Val::Imm(bits) if is_inline_int(bits as i64) => Opnd::Imm(bits as i64),
            Val::Imm(bits) => {
                let t = self.new_vreg(Bank::S, 2);
                self.emit("s_mov_b32", vec![Opnd::part(t, 0, 1)], vec![Opnd::Imm(bits as u32 as i32 as i64)]);
                self.emit("s_mov_b32", vec![Opnd::part(t, 1, 1)], vec![Opnd::Imm((bits >> 32) as u32 as i32 as i64)]);
                Opnd::reg(t, 2)
            }
        }
    }

    /// A dword in a VGPR (for the data and addresses of memory instructions).
    fn in_vgpr(&mut self, o: Opnd) -> Opnd {
        if let Opnd::Reg { reg, .. } = o {
            if self.bank(reg) == Bank::V {
                return o;
            }
        }
        let t = self.new_vreg(Bank::V, 1);
        self.emit("v_mov_b32_e32", vec![Opnd::reg(t, 1)], vec![o]);
        Opnd::reg(t, 1)
    }

    /// A whole value in VGPRs.
    fn val_in_vgprs(&mut self, v: &Val, dwords: u8) -> Opnd {
        if let Val::Reg { bank: Bank::V, .. } = v {
            return self.whole(v);
        }
        let t = self.new_vreg(Bank::V, dwords);
        for k in 0..dwords {
            let src = self.dw(v, k);
            self.emit("v_mov_b32_e32", vec![Opnd::part(t, k, 1)], vec![src]);
        }
        Opnd::reg(t, dwords)
    }

    /// Keeps a VALU instruction within the constant bus (two scalar values,
    /// at most one of them a literal): later ones go to VGPRs first.
    fn valu(&mut self, op: &str, defs: Vec<Opnd>, uses: Vec<Opnd>) {
        let mut scalars: Vec<Opnd> = Vec::new();
        let mut literals = 0;
        let mut fixed = Vec::with_capacity(uses.len());
        for u in uses {
            let (is_scalar, is_literal) = match &u {
                Opnd::Reg { reg, .. } => (self.bank(*reg) == Bank::S, false),
                Opnd::Imm(v) => (!is_inline_int(*v), !is_inline_int(*v)),
                Opnd::Fixed(Fixed::ExecLo | Fixed::VccLo | Fixed::Sgpr { .. }) => (true, false),
                _ => (false, false),
            };
            let already = scalars.iter().any(|s| same_reg(s, &u));
            if is_scalar && !already && (scalars.len() >= 2 || (is_literal && literals >= 1)) {
                let moved = self.in_vgpr(u.clone());
                fixed.push(keep_mods(&u, moved));
                continue;
            }
            if is_scalar && !already {
                scalars.push(u.clone());
                literals += usize::from(is_literal);
            }
            fixed.push(u);
        }
        self.emit(op, defs, fixed);
    }

    fn dst(&self, inst: &ir::Inst) -> (VReg, Bank, u8) {
        match inst.operands[0] {
            Operand::Reg { id, .. } | Operand::Pred { id, .. } => {
                let r = self.map[id.index()];
                let i = self.vregs[r.0 as usize];
                (r, i.bank, i.dwords)
            }
            _ => unreachable!("a verified instruction with a destination has a register first"),
        }
    }

    // ---- the ABI ----

    fn hidden_dword(&mut self, offset: u64) -> VReg {
        let t = self.new_vreg(Bank::S, 1);
        let at = self.abi.hidden_base + offset;
        self.emit("s_load_b32", vec![Opnd::reg(t, 1)], vec![Opnd::reg(self.kernarg, 2), Opnd::Imm(at as i64)]);
        t
    }

    /// A 16-bit hidden argument at `offset` (2-aligned), zero-extended.
    fn hidden_u16(&mut self, offset: u64) -> VReg {
        let word = self.hidden_dword(offset & !3);
        let t = self.new_vreg(Bank::S, 1);
        if offset & 2 == 0 {
            self.emit("s_and_b32", vec![Opnd::reg(t, 1)], vec![Opnd::reg(word, 1), Opnd::Imm(0xffff)]);
        } else {
            self.emit("s_lshr_b32", vec![Opnd::reg(t, 1)], vec![Opnd::reg(word, 1), Opnd::Imm(16)]);
        }
        t
    }

    fn group_id(&self, d: usize) -> VReg {
        self.workgroup[d].expect("the pre-scan enables every work-group id the kernel reads")
    }

    /// The work-group's size along `d`: the remainder for the last group of
    /// a range that does not divide evenly.
    fn local_size(&mut self, d: usize) -> VReg {
        let size = self.hidden_u16(hidden::GROUP_SIZE + 2 * d as u64);
        let rem = self.hidden_u16(hidden::REMAINDER + 2 * d as u64);
        let count = self.hidden_dword(hidden::BLOCK_COUNT + 4 * d as u64);
        let last = self.new_vreg(Bank::S, 1);
        let gid = self.group_id(d);
        let t = self.new_vreg(Bank::S, 1);
        let out = self.new_vreg(Bank::S, 1);
        let r = |v: VReg| Opnd::reg(v, 1);
        self.emit("s_add_u32", vec![r(last)], vec![r(count), Opnd::Imm(-1)]);
        self.emit("s_cmp_eq_u32", vec![], vec![r(gid), r(last)]);
        self.emit("s_cselect_b32", vec![r(t)], vec![r(rem), r(size)]);
        self.emit("s_cmp_eq_u32", vec![], vec![r(rem), Opnd::Imm(0)]);
        self.emit("s_cselect_b32", vec![r(out)], vec![r(size), r(t)]);
        out
    }

    fn special(&mut self, reg: SpecialReg, swizzle: Option<Swizzle>) -> Result<Val, CompileError> {
        let d = swizzle.map_or(0, |s| swizzle_elems(s).0 as usize);
        if swizzle.is_some_and(|s| swizzle_elems(s).1 != 1) {
            return Err(self.err(format!(
                "`%{}` with more than one component is not supported by the gfx1100 backend yet",
                reg.as_str()
            )));
        }
        let s1 = |reg: VReg| Val::Reg { reg, bank: Bank::S, first: 0, count: 1 };
        Ok(match reg {
            SpecialReg::LocalId => {
                let t = self.new_vreg(Bank::V, 1);
                let v0 = Opnd::reg(self.workitem, 1);
                if d == 0 {
                    self.emit("v_and_b32_e32", vec![Opnd::reg(t, 1)], vec![Opnd::Imm(0x3ff), v0]);
                } else {
                    self.emit("v_bfe_u32", vec![Opnd::reg(t, 1)], vec![v0, Opnd::Imm(10 * d as i64), Opnd::Imm(10)]);
                }
                Val::Reg { reg: t, bank: Bank::V, first: 0, count: 1 }
            }
            SpecialReg::LaneId => {
                let t = self.new_vreg(Bank::V, 1);
                self.emit("v_mbcnt_lo_u32_b32", vec![Opnd::reg(t, 1)], vec![Opnd::Imm(-1), Opnd::Imm(0)]);
                Val::Reg { reg: t, bank: Bank::V, first: 0, count: 1 }
            }
            SpecialReg::GroupId => s1(self.group_id(d)),
            SpecialReg::GroupCount => s1(self.hidden_dword(hidden::BLOCK_COUNT + 4 * d as u64)),
            SpecialReg::EnqueuedLocalSize => s1(self.hidden_u16(hidden::GROUP_SIZE + 2 * d as u64)),
            SpecialReg::LocalSize => s1(self.local_size(d)),
            SpecialReg::WorkDim => s1(self.hidden_u16(hidden::GRID_DIMS)),
            SpecialReg::SubgroupSize => Val::Imm(32),
            SpecialReg::ActiveMask => {
                let t = self.new_vreg(Bank::S, 1);
                self.emit("s_mov_b32", vec![Opnd::reg(t, 1)], vec![Opnd::Fixed(Fixed::ExecLo)]);
                s1(t)
            }
            SpecialReg::GlobalOffset => {
                let t = self.new_vreg(Bank::S, 2);
                let at = self.abi.hidden_base + hidden::GLOBAL_OFFSET + 8 * d as u64;
                self.emit("s_load_b64", vec![Opnd::reg(t, 2)], vec![Opnd::reg(self.kernarg, 2), Opnd::Imm(at as i64)]);
                Val::Reg { reg: t, bank: Bank::S, first: 0, count: 2 }
            }
            SpecialReg::GlobalSize => {
                // count * size, less (size - remainder) when the last group is partial.
                let size = self.hidden_u16(hidden::GROUP_SIZE + 2 * d as u64);
                let rem = self.hidden_u16(hidden::REMAINDER + 2 * d as u64);
                let count = self.hidden_dword(hidden::BLOCK_COUNT + 4 * d as u64);
                let t = self.new_vreg(Bank::S, 2);
                let short = self.new_vreg(Bank::S, 1);
                let out = self.new_vreg(Bank::S, 2);
                let r = |v: VReg| Opnd::reg(v, 1);
                self.emit("s_mul_i32", vec![Opnd::part(t, 0, 1)], vec![r(count), r(size)]);
                self.emit("s_mul_hi_u32", vec![Opnd::part(t, 1, 1)], vec![r(count), r(size)]);
                self.emit("s_sub_u32", vec![r(short)], vec![r(size), r(rem)]);
                self.emit("s_cmp_eq_u32", vec![], vec![r(rem), Opnd::Imm(0)]);
                self.emit("s_cselect_b32", vec![r(short)], vec![Opnd::Imm(0), r(short)]);
                self.emit("s_sub_u32", vec![Opnd::part(out, 0, 1)], vec![Opnd::part(t, 0, 1), r(short)]);
                self.emit("s_subb_u32", vec![Opnd::part(out, 1, 1)], vec![Opnd::part(t, 1, 1), Opnd::Imm(0)]);
                Val::Reg { reg: out, bank: Bank::S, first: 0, count: 2 }
            }
            SpecialReg::PrintfBuffer => {
                return Err(self.err("`%printfbuffer` is not supported by the gfx1100 backend yet"));
            }
        })
    }

    // ---- moves ----

    /// Writes `src` into dwords of `dst` (bank conversion from scalar to
    /// vector included).
    fn copy(&mut self, dst: VReg, first: u8, src: &Val, dwords: u8) -> Result<(), CompileError> {
        let bank = self.bank(dst);
        if bank == Bank::S && !self.is_scalar(src) {
            return Err(self.err("internal: a vector value flows into a scalar register"));
        }
        for k in 0..dwords {
            let s = self.dw(src, k);
            let d = Opnd::part(dst, first + k, 1);
            match bank {
                Bank::S => self.emit("s_mov_b32", vec![d], vec![s]),
                Bank::V => self.emit("v_mov_b32_e32", vec![d], vec![s]),
            }
        }
        Ok(())
    }

    /// A predicate written in a block where only some lanes run keeps the
    /// other lanes' bits.
    fn write_pred(&mut self, dst: VReg, computed: VReg) {
        let d = Opnd::reg(dst, 1);
        if self.in_region() {
            let c = Opnd::reg(computed, 1);
            self.emit("s_and_not1_b32", vec![d.clone()], vec![d.clone(), Opnd::Fixed(Fixed::ExecLo)]);
            self.emit("s_and_b32", vec![c.clone()], vec![c.clone(), Opnd::Fixed(Fixed::ExecLo)]);
            self.emit("s_or_b32", vec![d.clone()], vec![d, c]);
        } else {
            self.emit("s_mov_b32", vec![d], vec![Opnd::reg(computed, 1)]);
        }
    }

    // ---- selection ----

    fn select(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        self.span = inst.span;
        let ty = word(inst, Slot::Type);
        let bits = ty.and_then(type_bits);
        match inst.opcode {
            Opcode::Mov => self.mov(inst),
            Opcode::Ld => self.load(inst),
            Opcode::St => self.store(inst),
            Opcode::Barrier => {
                self.emit("s_barrier", vec![], vec![]);
                self.emit("buffer_gl0_inv", vec![], vec![]);
                Ok(())
            }
            Opcode::Goto | Opcode::Return => Ok(()),
            Opcode::Iadd
            | Opcode::Isub
            | Opcode::And
            | Opcode::Or
            | Opcode::Xor
            | Opcode::Umin
            | Opcode::Umax
            | Opcode::Smin
            | Opcode::Smax
            | Opcode::Umul
            | Opcode::Smul
                if inst.quals.len() == 1 && matches!(bits, Some(32)) =>
            {
                self.int_binary32(inst)
            }
            Opcode::Iadd | Opcode::Isub | Opcode::And | Opcode::Or | Opcode::Xor | Opcode::Umul | Opcode::Smul
                if inst.quals.len() == 1 && matches!(bits, Some(64)) =>
            {
                self.int_binary64(inst)
            }
            Opcode::Umad | Opcode::Smad if inst.quals.len() == 1 && matches!(bits, Some(32) | Some(64)) => {
                self.int_mad(inst, bits.unwrap_or(32))
            }
            Opcode::Ineg | Opcode::Not if matches!(bits, Some(32) | Some(64)) => {
                self.int_unary(inst, bits.unwrap_or(32))
            }
            Opcode::Shl | Opcode::Shr | Opcode::Asr if matches!(bits, Some(32) | Some(64)) && inst.quals.len() == 1 => {
                self.shift(inst, bits.unwrap_or(32))
            }
            Opcode::Zext | Opcode::Sext | Opcode::Trunc => self.extend(inst),
            Opcode::Ucmp | Opcode::Scmp if matches!(bits, Some(32) | Some(64)) && self.pred_dst(inst) => {
                self.int_compare(inst, bits.unwrap_or(32))
            }
            Opcode::Fcmp if ty == Some(Word::F) && !inst.has(Slot::Ftz) && self.pred_dst(inst) => {
                self.float_compare(inst)
            }
            Opcode::Sel if matches!(bits, Some(32) | Some(64)) && matches!(inst.operands[3], Operand::Pred { .. }) => {
                self.select_pred(inst, bits.unwrap_or(32))
            }
            Opcode::Fadd
            | Opcode::Fsub
            | Opcode::Fmul
            | Opcode::Fmad
            | Opcode::Fmin
            | Opcode::Fmax
            | Opcode::Fneg
            | Opcode::Fabs
            | Opcode::Fdiv
                if ty == Some(Word::F) =>
            {
                self.float_arith(inst)
            }
            Opcode::I2f => self.int_to_float(inst),
            Opcode::F2i => self.float_to_int(inst),
            _ => Err(self.unsupported(inst)),
        }
    }

    fn pred_dst(&self, inst: &ir::Inst) -> bool {
        matches!(inst.operands[0], Operand::Pred { .. })
            || matches!(inst.operands[0], Operand::Reg { id, .. } if matches!(self.function.reg(id).kind, RegKind::Pred))
    }

    fn mov(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (dst_reg, first, count) = match inst.operands[0] {
            Operand::Reg { id, swizzle } => match self.reg_val(id, swizzle) {
                Val::Reg { reg, first, count, .. } => (reg, first, count),
                Val::Imm(_) => unreachable!(),
            },
            _ => return Err(self.unsupported(inst)),
        };
        if matches!(inst.operands[0], Operand::Reg { id, .. } if matches!(self.function.reg(id).kind, RegKind::Pred)) {
            return Err(self.unsupported(inst));
        }
        let src = self.val(&inst.operands[1])?;
        self.copy(dst_reg, first, &src, count)
    }

    fn int_binary32(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
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

    fn add64(&mut self, d: VReg, bank: Bank, a: &Val, b: &Val, subtract: bool) {
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

    fn mul64(&mut self, d: VReg, a: &Val, b: &Val) {
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

    fn int_binary64(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
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

    fn int_mad(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
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

    fn int_unary(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
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
    fn shift(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
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

    fn extend(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
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

    fn int_compare(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
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

    fn float_compare(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
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

    fn select_pred(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
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

    /// Runs `body` under a rounding mode other than round-to-nearest-even
    /// (MODE.FP_ROUND for f32), restoring the default after.
    fn with_rounding(
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

    fn float_arith(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
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
    fn fdiv32(&mut self, d: VReg, n: Opnd, q: Opnd) {
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
        self.emit("v_div_fixup_f32", vec![r(d)], vec![r(fmas), q, n]);
    }

    fn int_to_float(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
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

    fn float_to_int(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
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

    // ---- memory ----

    fn access_bits(&self, inst: &ir::Inst) -> Result<(u32, u8), CompileError> {
        let bits = word(inst, Slot::Type).and_then(type_bits).ok_or_else(|| self.unsupported(inst))?;
        let elems = match word(inst, Slot::Vec) {
            None => 1,
            Some(Word::V2) => 2,
            Some(Word::V3) => 3,
            Some(Word::V4) => 4,
            _ => return Err(self.unsupported(inst)),
        };
        if inst.has(Slot::Memorder) || (elems > 1 && bits < 32) || bits > 64 || (bits == 64 && elems > 2) {
            return Err(self.unsupported(inst));
        }
        Ok((bits, elems))
    }

    fn space(&self, inst: &ir::Inst, address: &ir::Address) -> Option<MemSpace> {
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

    fn address(inst: &ir::Inst) -> Option<ir::Address> {
        inst.operands.iter().find_map(|o| match o {
            Operand::Addr(a) => Some(*a),
            _ => None,
        })
    }

    fn load(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
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
        match self.space(inst, &address) {
            None => self.load_param(inst, &address, dst, first, bits, dwords),
            Some(MemSpace::Global) => {
                let op = match (bits, dwords) {
                    (8, _) => "global_load_u8",
                    (16, _) => "global_load_u16",
                    (_, 1) => "global_load_b32",
                    (_, 2) => "global_load_b64",
                    (_, 3) => "global_load_b96",
                    _ => "global_load_b128",
                };
                let target = self.vector_target(dst, first, dwords);
                let (vaddr, saddr, offset) = self.global_address(&address)?;
                self.emit_mods(op, vec![target.clone()], vec![vaddr, saddr], offset_mod(offset));
                self.finish_vector_target(dst, first, dwords, target);
                Ok(())
            }
            Some(MemSpace::Shared) => {
                let op = match (bits, dwords) {
                    (8, _) => "ds_load_u8",
                    (16, _) => "ds_load_u16",
                    (_, 1) => "ds_load_b32",
                    (_, 2) => "ds_load_b64",
                    (_, 3) => "ds_load_b96",
                    _ => "ds_load_b128",
                };
                let target = self.vector_target(dst, first, dwords);
                let (vaddr, offset) = self.lds_address(&address)?;
                self.emit_mods(op, vec![target.clone()], vec![vaddr], offset_mod(offset));
                self.finish_vector_target(dst, first, dwords, target);
                Ok(())
            }
            Some(_) => Err(self.unsupported(inst)),
        }
    }

    /// Where a vector load writes: the destination itself when it is in
    /// VGPRs, else a temporary.
    fn vector_target(&mut self, dst: VReg, first: u8, dwords: u8) -> Opnd {
        if self.bank(dst) == Bank::V {
            Opnd::part(dst, first, dwords)
        } else {
            let t = self.new_vreg(Bank::V, dwords);
            Opnd::reg(t, dwords)
        }
    }

    fn finish_vector_target(&mut self, dst: VReg, first: u8, dwords: u8, target: Opnd) {
        if self.bank(dst) == Bank::S {
            let t = target.vreg().expect("a temporary");
            for k in 0..dwords {
                self.emit("v_readfirstlane_b32", vec![Opnd::part(dst, first + k, 1)], vec![Opnd::part(t, k, 1)]);
            }
        }
    }

    fn load_param(
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
            _ => return Err(self.unsupported(inst)),
        };
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
    fn global_address(&mut self, address: &ir::Address) -> Result<(Opnd, Opnd, i64), CompileError> {
        let base = match address.base {
            AddrBase::Reg(r) => self.reg_val(r, None),
            AddrBase::Absolute(a) => Val::Imm(a),
            _ => return Err(self.err("addresses of module variables are not supported by the gfx1100 backend yet")),
        };
        let (base, mut offset) = match address.offset {
            AddrOffset::None => (base, 0),
            AddrOffset::Imm(i) => (base, i),
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
                (Val::Reg { reg: t, bank, first: 0, count: 2 }, 0)
            }
        };
        let mut base = base;
        if !(-4096..4096).contains(&offset) {
            let bank = if self.is_scalar(&base) { Bank::S } else { Bank::V };
            let t = self.new_vreg(bank, 2);
            self.add64(t, bank, &base, &Val::Imm(offset as u64), false);
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

    fn lds_address(&mut self, address: &ir::Address) -> Result<(Opnd, i64), CompileError> {
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

    fn store(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let address = Self::address(inst).ok_or_else(|| self.unsupported(inst))?;
        let (bits, elems) = self.access_bits(inst)?;
        let dwords = if bits <= 32 { elems } else { 2 * elems };
        let data = self.val(&inst.operands[1])?;
        let data = self.val_in_vgprs(&data, dwords);
        match self.space(inst, &address) {
            Some(MemSpace::Global) => {
                let op = match (bits, dwords) {
                    (8, _) => "global_store_b8",
                    (16, _) => "global_store_b16",
                    (_, 1) => "global_store_b32",
                    (_, 2) => "global_store_b64",
                    (_, 3) => "global_store_b96",
                    _ => "global_store_b128",
                };
                let (vaddr, saddr, offset) = self.global_address(&address)?;
                self.emit_mods(op, vec![], vec![vaddr, data, saddr], offset_mod(offset));
                Ok(())
            }
            Some(MemSpace::Shared) => {
                let op = match (bits, dwords) {
                    (8, _) => "ds_store_b8",
                    (16, _) => "ds_store_b16",
                    (_, 1) => "ds_store_b32",
                    (_, 2) => "ds_store_b64",
                    (_, 3) => "ds_store_b96",
                    _ => "ds_store_b128",
                };
                let (vaddr, offset) = self.lds_address(&address)?;
                self.emit_mods(op, vec![], vec![vaddr, data], offset_mod(offset));
                Ok(())
            }
            _ => Err(self.unsupported(inst)),
        }
    }
}

fn offset_mod(offset: i64) -> String {
    if offset == 0 {
        String::new()
    } else {
        format!("offset:{offset}")
    }
}

fn same_reg(a: &Opnd, b: &Opnd) -> bool {
    match (a, b) {
        (Opnd::Reg { reg: x, first: f1, .. }, Opnd::Reg { reg: y, first: f2, .. }) => x == y && f1 == f2,
        (Opnd::Imm(x), Opnd::Imm(y)) => x == y,
        (Opnd::Fixed(x), Opnd::Fixed(y)) => x == y,
        _ => false,
    }
}

fn keep_mods(original: &Opnd, moved: Opnd) -> Opnd {
    match (original, moved) {
        (Opnd::Reg { neg, abs, .. }, Opnd::Reg { reg, first, count, .. }) => {
            Opnd::Reg { reg, first, count, neg: *neg, abs: *abs }
        }
        (_, m) => m,
    }
}

/// Special registers and work-item dimensions a function reads, for the
/// dispatch's enables.
fn scan_abi(function: &ir::Function) -> ([bool; 3], u8) {
    let mut groups = [false; 3];
    let mut dims = 0u8;
    for inst in function.blocks.iter().flat_map(|b| &b.insts) {
        for o in &inst.operands {
            if let Operand::Special { reg, swizzle } = o {
                let d = swizzle.map_or(0, |s| swizzle_elems(s).0 as usize);
                match reg {
                    SpecialReg::GroupId | SpecialReg::LocalSize => groups[d.min(2)] = true,
                    SpecialReg::LocalId => dims = dims.max(d as u8),
                    _ => {}
                }
            }
        }
    }
    (groups, dims)
}

pub fn select(
    module: &ir::Module,
    function: &ir::Function,
    cfg: &Cfg,
    uni: &Uniformity,
) -> Result<Selected, CompileError> {
    let (groups, dims) = scan_abi(function);
    let explicit = function.kernel_params.iter().map(|p| p.offset + p.size).max().unwrap_or(0);
    let hidden_base = explicit.div_ceil(8) * 8;
    let mut abi = Abi {
        workgroup_id: groups,
        workitem_dims: dims,
        input_sgprs: 2 + groups.iter().filter(|g| **g).count() as u16,
        kernarg_size: hidden_base + hidden::SIZE,
        hidden_base,
        lds_size: 0,
    };
    // Shared memory: module variables, then the kernel's own.
    let mut lds = 0u64;
    let mut place = |v: &ir::Global| -> Option<u64> {
        if v.space != MemSpace::Shared {
            return None;
        }
        let at = lds.div_ceil(v.align.max(1)) * v.align.max(1);
        lds = at + v.size;
        Some(at)
    };
    let lds_global: Vec<Option<u64>> = module.globals.iter().map(&mut place).collect();
    let lds_local: Vec<Option<u64>> = function.locals.iter().map(&mut place).collect();
    abi.lds_size = lds;
    for v in function.locals.iter().chain(module.globals.iter()) {
        if v.space == MemSpace::Private || (v.init.is_some() && v.space != MemSpace::Shared) {
            return Err(CompileError::new(
                &function.name,
                Some(v.span),
                format!("`@{}`: {} variables are not supported by the gfx1100 backend yet", v.name, v.space.as_str()),
            ));
        }
    }

    let mut vregs = Vec::new();
    let mut map = Vec::with_capacity(function.regs.len());
    for (r, reg) in function.regs.iter().enumerate() {
        let dwords = match reg.kind {
            RegKind::Pred => 1,
            RegKind::Value(t) => {
                if t.is_vector() && t.bits < 32 {
                    return Err(CompileError::new(
                        &function.name,
                        Some(reg.span),
                        format!(
                            "`%{}`: vectors of {}-bit elements are not supported by the gfx1100 backend yet",
                            reg.name, t.bits
                        ),
                    ));
                }
                if t.bits > 64 {
                    return Err(CompileError::new(
                        &function.name,
                        Some(reg.span),
                        format!(
                            "`%{}`: {}-bit registers are not supported by the gfx1100 backend yet",
                            reg.name, t.bits
                        ),
                    ));
                }
                t.count as u8 * dwords_of(t.bits as u32)
            }
        };
        vregs.push(VRegInfo { bank: uni.bank[r], dwords });
        map.push(VReg(r as u32));
    }
    let mut sel = Sel {
        function,
        uni,
        vregs,
        map,
        out: Vec::new(),
        kernarg: VReg(0),
        workgroup: [None; 3],
        workitem: VReg(0),
        abi,
        block: 0,
        span: function.span,
        lds_global,
        lds_local,
    };
    // The dispatch's registers, copied first (the allocator keeps them
    // reserved, so the copies can be anywhere in the prologue).
    sel.kernarg = sel.new_vreg(Bank::S, 2);
    sel.emit("s_mov_b64", vec![Opnd::reg(sel.kernarg, 2)], vec![Opnd::Fixed(Fixed::Sgpr { first: 0, count: 2 })]);
    let mut next_sgpr = 2u16;
    for (d, enabled) in groups.iter().enumerate() {
        if *enabled {
            let g = sel.new_vreg(Bank::S, 1);
            sel.emit("s_mov_b32", vec![Opnd::reg(g, 1)], vec![Opnd::Fixed(Fixed::Sgpr { first: next_sgpr, count: 1 })]);
            sel.workgroup[d] = Some(g);
            next_sgpr += 1;
        }
    }
    sel.workitem = sel.new_vreg(Bank::V, 1);
    sel.emit("v_mov_b32_e32", vec![Opnd::reg(sel.workitem, 1)], vec![Opnd::Fixed(Fixed::Vgpr { first: 0, count: 1 })]);
    let prologue = std::mem::take(&mut sel.out);

    let mut blocks = Vec::with_capacity(function.blocks.len());
    for (b, block) in function.blocks.iter().enumerate() {
        sel.block = b;
        if !cfg.reachable(b) {
            blocks.push(MBlock { insts: Vec::new(), term: Term::Return });
            continue;
        }
        for inst in &block.insts {
            sel.select(inst)?;
        }
        let term = match block.insts.last() {
            Some(last) if last.opcode == Opcode::Goto => {
                if let (Some(Operand::Pred { id, negated }), Some(Operand::Block(t))) =
                    (last.operands.first(), last.operands.get(1))
                {
                    let taken = t.index();
                    let fall = block.succs.iter().map(|s| s.index()).find(|&s| s != taken).unwrap_or(taken);
                    Term::Branch { mask: sel.map[id.index()], negated: *negated, taken, fall }
                } else {
                    Term::Jump(block.succs[0].index())
                }
            }
            Some(last) if last.opcode == Opcode::Return => match last.operands.first() {
                Some(Operand::Pred { id, negated }) => Term::ReturnIf {
                    mask: sel.map[id.index()],
                    negated: *negated,
                    next: block.succs.first().map(|s| s.index()),
                },
                _ => Term::Return,
            },
            _ => match block.succs.first() {
                Some(s) => Term::Jump(s.index()),
                None => Term::Return,
            },
        };
        let insts = std::mem::take(&mut sel.out);
        blocks.push(MBlock { insts, term });
    }
    Ok(Selected { blocks, vregs: sel.vregs, abi: sel.abi, prologue })
}

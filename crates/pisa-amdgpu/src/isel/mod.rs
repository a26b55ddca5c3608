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

mod atomics;
mod elements;
mod float;
mod generic;
mod int;
mod memory;
mod packed;
mod sqrt;
mod subgroup;
mod trig;

use crate::cfg::Cfg;
use crate::error::CompileError;
use crate::mir::{Bank, Fixed, MInst, Opnd, VReg, VRegInfo};
use crate::uniformity::Uniformity;
use pisa::ir::{self, Operand, RegKind};
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
    /// Bytes of private (scratch) memory per work-item.
    pub private_size: u64,
    /// Dwords the spill stores write, as clang's `.vgpr_spill_count` counts them.
    pub vgpr_spill_count: u64,
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
    Imm(u128),
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
    /// Offsets of the kernel's `.private` variables in each lane's scratch.
    private_local: Vec<Option<u64>>,
    /// The symbols of variables in the code object's data (data.rs):
    /// module globals, then locals.
    data_global: Vec<Option<String>>,
    data_local: Vec<Option<String>>,
    /// The PISA register of each predicate's virtual register.
    pred_regs: rustc_hash::FxHashMap<VReg, ir::RegId>,
    /// Where a comparison writes its lane mask instead of its destination
    /// (a comparison into a 32-bit register).
    pred_override: Option<VReg>,
    /// Generic accesses use the flat instructions (generic.rs).
    flat_generic: bool,
    /// Sub-dword vector elements of the instruction being selected.
    elements: elements::ElementOperands,
    /// The index of the instruction being selected in its block.
    position: usize,
    /// Scaled registers computed in this block for LDS addresses
    /// (memory.rs): (register, scale, where) -> the product.
    scaled: Vec<(ir::RegId, u32, usize, VReg)>,
    /// Where the block's instructions write each register (memory.rs),
    /// found when an address first asks.
    writes: std::cell::OnceCell<memory::BlockWrites>,
}

/// An instruction's opcode with its qualifiers, as errors name it.
pub(crate) fn inst_text(inst: &ir::Inst) -> String {
    let mut text = inst.opcode.as_str().to_string();
    for (_, q) in inst.quals.iter() {
        text.push_str(&q.to_string());
    }
    text
}

fn dwords_of(bits: u32) -> u8 {
    bits.div_ceil(32).max(1) as u8
}

/// A swizzle's first element and element count (`Swizzle::elements`).
fn swizzle_elems(s: Swizzle) -> (u8, u8) {
    let (first, count) = s.elements();
    (first as u8, count as u8)
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

/// The functions of float.rs's `transcendental`: computed in binary32.
fn is_transcendental(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Frcp | Opcode::Frsqrt | Opcode::Fexp2 | Opcode::Flog2 | Opcode::Fsin | Opcode::Fcos | Opcode::Ftanh
    )
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
        self.err(format!("`{}` is not supported by the gfx1100 backend yet", inst_text(inst)))
    }

    fn new_vreg(&mut self, bank: Bank, dwords: u8) -> VReg {
        self.vregs.push(VRegInfo { bank, dwords });
        VReg(self.vregs.len() as u32 - 1)
    }

    fn emit(&mut self, op: &str, defs: Vec<Opnd>, mut uses: Vec<Opnd>) {
        // A scalar instruction takes one literal: others go through SGPRs.
        if op.starts_with("s_") {
            let mut literal: Option<i64> = None;
            for u in uses.iter_mut() {
                if let Opnd::Imm(v) = *u {
                    if is_inline_int(v) || literal == Some(v) {
                        continue;
                    }
                    if literal.is_none() {
                        literal = Some(v);
                        continue;
                    }
                    let t = self.new_vreg(Bank::S, 1);
                    self.out.push(MInst::new("s_mov_b32", vec![Opnd::reg(t, 1)], vec![Opnd::Imm(v)]));
                    *u = Opnd::reg(t, 1);
                }
            }
        }
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
        if let (true, Some(s)) = (self.elements.bound, swizzle) {
            if let Some(v) = self.bound_element(id, s) {
                return v;
            }
        }
        let reg = self.map[id.index()];
        let info = self.vregs[reg.0 as usize];
        let (first, count) = match (self.function.reg(id).kind, swizzle) {
            // Whole dwords of a vector of 8- or 16-bit elements.
            (RegKind::Value(t), Some(s)) if t.bits < 32 => {
                let (e, n) = s.elements();
                ((e * t.bits as u32 / 32) as u8, (n * t.bits as u32).div_ceil(32) as u8)
            }
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
            Operand::Imm { bits, .. } => Val::Imm(bits),
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

    /// An operand of `dwords` dwords as a value.
    fn opnd_whole(&self, o: Opnd, dwords: u8) -> Val {
        match o {
            Opnd::Reg { reg, first, .. } => Val::Reg { reg, bank: self.bank(reg), first, count: dwords },
            Opnd::Imm(v) => Val::Imm(v as u64 as u128),
            _ => Val::Imm(0),
        }
    }

    /// A one-dword operand as a value.
    fn opnd_val(&self, o: Opnd) -> Val {
        match o {
            Opnd::Reg { reg, first, .. } => Val::Reg { reg, bank: self.bank(reg), first, count: 1 },
            Opnd::Imm(v) => Val::Imm(v as u32 as u128),
            _ => Val::Imm(0),
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
        // A 64-bit scalar operand (an f64's SGPR pair) moves a dword at a time.
        if let Opnd::Reg { reg, first, count, .. } = o {
            if count > 1 {
                let t = self.new_vreg(Bank::V, count);
                for k in 0..count {
                    self.emit("v_mov_b32_e32", vec![Opnd::part(t, k, 1)], vec![Opnd::part(reg, first + k, 1)]);
                }
                return Opnd::reg(t, count);
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
    /// one for some instructions, at most one of them a literal): later
    /// ones go to VGPRs first.
    fn valu(&mut self, op: &str, defs: Vec<Opnd>, uses: Vec<Opnd>) {
        let limit = amdgpu::vector::constant_bus_limit(op);
        let mut scalars: Vec<Opnd> = Vec::new();
        let mut literals = 0;
        let mut fixed = Vec::with_capacity(uses.len());
        // A lane-mask operand (carry-in, select mask) must stay an SGPR:
        // it takes its place on the constant bus first.
        let mask_last = op.starts_with("v_cndmask") || op.contains("_co_ci_");
        if mask_last {
            if let Some(m) = uses.last() {
                scalars.push(m.clone());
            }
        }
        let count = uses.len();
        for (k, u) in uses.into_iter().enumerate() {
            if mask_last && k + 1 == count {
                fixed.push(u);
                continue;
            }
            let (is_scalar, is_literal) = match &u {
                Opnd::Reg { reg, .. } => (self.bank(*reg) == Bank::S, false),
                Opnd::Imm(v) => (!is_inline_int(*v), !is_inline_int(*v)),
                Opnd::Fixed(Fixed::ExecLo | Fixed::VccLo | Fixed::Sgpr { .. }) => (true, false),
                _ => (false, false),
            };
            let already = scalars.iter().any(|s| same_reg(s, &u));
            if is_scalar && !already && (scalars.len() >= limit || (is_literal && literals >= 1)) {
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
        if let (Some(t), true) = (self.elements.destination, self.is_sub_dword_element(&inst.operands[0])) {
            return (t, self.bank(t), 1);
        }
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
            // With a required size of 1 in y and z, those ids are 0, so v0
            // holds just the x id (LLVM reads it unmasked then too).
            SpecialReg::LocalId
                if d == 0 && self.function.reqd_work_group_size.is_some_and(|s| s[1] == 1 && s[2] == 1) =>
            {
                Val::Reg { reg: self.workitem, bank: Bank::V, first: 0, count: 1 }
            }
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
            // A required work-group size is the only one a launch may use.
            SpecialReg::EnqueuedLocalSize => match self.function.reqd_work_group_size {
                Some(size) => Val::Imm(size[d] as u128),
                None => s1(self.hidden_u16(hidden::GROUP_SIZE + 2 * d as u64)),
            },
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
    /// other lanes' bits, when anything after the block may read them.
    /// Where a predicate's new mask is computed: straight into `dst` when
    /// `write_pred` would only copy it there (no override, and no lanes'
    /// bits to keep: outside a region, or not read after the block), else
    /// a temporary. Saves a copy the coalescer cannot remove when `dst` is
    /// written in several places (a predicate in each unrolled copy).
    fn pred_result(&mut self, dst: VReg) -> VReg {
        let read_later = self.pred_regs.get(&dst).is_none_or(|r| self.uni.live_out[self.block][r.index()]);
        if self.pred_override.is_none() && !(self.in_region() && read_later) {
            dst
        } else {
            self.new_vreg(Bank::S, 1)
        }
    }

    fn write_pred(&mut self, dst: VReg, computed: VReg) {
        if computed == dst {
            return; // computed in place (`pred_result`)
        }
        if let Some(mask) = self.pred_override {
            self.emit("s_mov_b32", vec![Opnd::reg(mask, 1)], vec![Opnd::reg(computed, 1)]);
            return;
        }
        let d = Opnd::reg(dst, 1);
        let read_later = self.pred_regs.get(&dst).is_none_or(|r| self.uni.live_out[self.block][r.index()]);
        if self.in_region() && read_later {
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
        // Elements that do not fill whole dwords of a sub-dword vector.
        let sub_dword_element = inst.operands.iter().any(|o| match o {
            Operand::Reg { id, swizzle: Some(s) } => match self.function.reg(*id).kind {
                RegKind::Value(t) if t.bits < 32 => {
                    let (first, n) = s.elements();
                    !(first * t.bits as u32).is_multiple_of(32) || !(n * t.bits as u32).is_multiple_of(32)
                }
                _ => false,
            },
            _ => false,
        });
        if sub_dword_element && !self.elements.bound {
            return self.select_with_elements(inst);
        }
        if let Some(packed) = packed::packed_word(inst) {
            return self.packed(inst, packed);
        }
        if inst.opcode == Opcode::Fmul && inst.has(Slot::Precision) {
            return self.widening_multiply(inst);
        }
        if let Some(format @ (Word::Hf | Word::Bf)) = word(inst, Slot::Type) {
            let arithmetic = matches!(
                inst.opcode,
                Opcode::Fadd | Opcode::Fsub | Opcode::Fmul | Opcode::Fmad | Opcode::Fmin | Opcode::Fmax
            );
            if arithmetic && (inst.has(Slot::Dsat) || inst.has(Slot::Nanp)) {
                return self.with_16_bit_saturation(inst, format);
            }
        }
        let ty = word(inst, Slot::Type);
        let bits = ty.and_then(type_bits);
        let flushes_by_hand = matches!(ty, Some(Word::Hf) | Some(Word::Bf) | Some(Word::Df))
            && matches!(
                inst.opcode,
                Opcode::Fadd
                    | Opcode::Fsub
                    | Opcode::Fmul
                    | Opcode::Fmad
                    | Opcode::Fmin
                    | Opcode::Fmax
                    | Opcode::Fneg
                    | Opcode::Fabs
                    | Opcode::Fdiv
                    | Opcode::Fsqrt
                    | Opcode::Fcmp
                    | Opcode::Frnd
                    | Opcode::Frcp
                    | Opcode::Frsqrt
                    | Opcode::Fexp2
                    | Opcode::Flog2
                    | Opcode::Fsin
                    | Opcode::Fcos
                    | Opcode::Ftanh
            );
        // f32 sign operations do not flush; transcendentals by hand too.
        let f32_transcendental = ty == Some(Word::F)
            && (is_transcendental(inst.opcode) || matches!(inst.opcode, Opcode::Fneg | Opcode::Fabs));
        // f32 `.rna` (and a directed f32 division) is computed in f64,
        // where MODE's f32 flush does not act; and the IEEE f32 division's
        // own steps need denormals kept (a quotient near the smallest
        // normal, 2 / 2^127, is scaled through them), so its `.ftz`
        // flushes the operands and the result instead. So does the
        // correctly rounded f32 square root: a directed mode's residual
        // check on a small input, scaled by 2^32, is a denormal (the root
        // of 0x00ff7f3f rounded up lost its step).
        let f32_rna = ty == Some(Word::F)
            && word(inst, Slot::Rndmode) == Some(Word::Rna)
            && matches!(inst.opcode, Opcode::Fadd | Opcode::Fsub | Opcode::Fmul | Opcode::Fmad)
            || ty == Some(Word::F) && matches!(inst.opcode, Opcode::Fdiv | Opcode::Fsqrt) && !inst.has(Slot::Fast);
        if inst.has(Slot::Ftz) && (flushes_by_hand || f32_transcendental || f32_rna) {
            return self.with_explicit_flush(inst, ty.unwrap_or(Word::Df));
        }
        match inst.opcode {
            Opcode::Mov => self.mov(inst),
            Opcode::Ld => self.load(inst),
            Opcode::St => self.store(inst),
            Opcode::Barrier => {
                self.emit("s_barrier", vec![], vec![]);
                self.emit("buffer_gl0_inv", vec![], vec![]);
                Ok(())
            }
            Opcode::Fence => {
                // The cache invalidation of an acquire (atomics.rs); the
                // waits a release needs, for every access of the wave, are
                // waitcnt.rs's rule before an invalidation. A sub-group is
                // one wave, whose accesses to one place are in order.
                if inst.qual(Slot::Memscope) != Some(Qual::Word(Word::Subgroup)) {
                    self.invalidate_caches(inst);
                }
                Ok(())
            }
            Opcode::Goto | Opcode::Return => Ok(()),
            Opcode::Iatom => self.atomic(inst),
            Opcode::Addrof => self.address_of(inst),
            Opcode::Addrcast => self.address_cast(inst),
            Opcode::Isaddr => self.is_address(inst),
            Opcode::Shfl | Opcode::Ired | Opcode::Fred | Opcode::Redfirstidx => self.sub_group(inst),
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
                if inst.quals.len() == 1 && matches!(bits, Some(16) | Some(32)) =>
            {
                if bits == Some(16) {
                    self.int_binary16(inst)
                } else {
                    self.int_binary32(inst)
                }
            }
            Opcode::Umul | Opcode::Smul | Opcode::Umad | Opcode::Smad
                if inst.has(Slot::Precision) && matches!(bits, Some(16) | Some(32)) =>
            {
                self.mul_full(inst, bits.unwrap_or(32))
            }
            Opcode::Iabs if matches!(bits, Some(16) | Some(32) | Some(64)) => self.int_abs(inst, bits.unwrap_or(32)),
            Opcode::Udiv | Opcode::Sdiv if matches!(bits, Some(16) | Some(32) | Some(64)) => {
                self.divide(inst, bits.unwrap_or(32))
            }
            Opcode::Uaddc => self.add_carry(inst),
            Opcode::Bfrev | Opcode::Cbit if matches!(bits, Some(32)) => self.bit_count_reverse(inst),
            Opcode::Fbh | Opcode::Fbl if matches!(bits, Some(16) | Some(32)) => {
                self.bit_search(inst, bits.unwrap_or(32))
            }
            Opcode::Cbit if bits == Some(16) => self.bit_search(inst, 16),
            Opcode::Ubfe | Opcode::Sbfe if bits == Some(32) => self.bit_extract(inst),
            Opcode::Bfi if bits == Some(32) => self.bit_insert(inst),
            Opcode::Bfn if bits == Some(32) => self.bit_function(inst),
            Opcode::Dp4a if bits == Some(32) => self.dot4(inst),
            Opcode::Shf if bits == Some(32) => self.funnel_shift(inst),
            Opcode::Iadd | Opcode::Isub | Opcode::And | Opcode::Or | Opcode::Xor | Opcode::Umul | Opcode::Smul
                if inst.quals.len() == 1 && matches!(bits, Some(64)) =>
            {
                self.int_binary64(inst)
            }
            // 16 bits: the low half of a 32-bit multiply-add.
            Opcode::Umad | Opcode::Smad if inst.quals.len() == 1 && matches!(bits, Some(16) | Some(32) | Some(64)) => {
                self.int_mad(inst, bits.unwrap_or(32).max(32))
            }
            Opcode::Iadd | Opcode::Isub if inst.has(Slot::Dsat) && matches!(bits, Some(16) | Some(32) | Some(64)) => {
                self.add_saturating(inst, bits.unwrap_or(32))
            }
            Opcode::Umin | Opcode::Umax | Opcode::Smin | Opcode::Smax if bits == Some(64) => self.min_max64(inst),
            Opcode::Ineg | Opcode::Not if matches!(bits, Some(16) | Some(32) | Some(64)) => {
                self.int_unary(inst, bits.unwrap_or(32))
            }
            Opcode::Shl | Opcode::Shr | Opcode::Asr
                if matches!(bits, Some(16) | Some(32) | Some(64)) && inst.quals.len() == 1 =>
            {
                self.shift(inst, bits.unwrap_or(32))
            }
            Opcode::Zext | Opcode::Sext | Opcode::Trunc => self.extend(inst),
            Opcode::Extract | Opcode::Insert if bits == Some(32) => self.extract_insert(inst),
            Opcode::Ucmp | Opcode::Scmp if matches!(bits, Some(16) | Some(32) | Some(64)) && !self.pred_dst(inst) => {
                self.compare_to_register(inst, bits.unwrap_or(32))
            }
            Opcode::Fcmp
                if matches!(ty, Some(Word::F) | Some(Word::Df) | Some(Word::Hf) | Some(Word::Bf))
                    && !self.pred_dst(inst) =>
            {
                self.compare_to_register(inst, 32)
            }
            // Only ifconvert.rs writes a `sel` of predicates.
            Opcode::Sel if self.pred_dst(inst) => self.select_lane_masks(inst),
            Opcode::Sel
                if matches!(bits, Some(16) | Some(32) | Some(64))
                    && matches!(inst.operands[3], Operand::Reg { .. }) =>
            {
                self.select_register(inst, bits.unwrap_or(32))
            }
            Opcode::Ucmp | Opcode::Scmp if matches!(bits, Some(16) | Some(32) | Some(64)) && self.pred_dst(inst) => {
                self.int_compare(inst, bits.unwrap_or(32))
            }
            Opcode::Fcmp
                if matches!(ty, Some(Word::F) | Some(Word::Df) | Some(Word::Hf) | Some(Word::Bf))
                    && self.pred_dst(inst) =>
            {
                self.float_compare(inst)
            }
            Opcode::Sel
                if matches!(bits, Some(16) | Some(32) | Some(64))
                    && matches!(inst.operands[3], Operand::Pred { .. }) =>
            {
                self.select_pred(inst, bits.unwrap_or(32).max(32))
            }
            Opcode::Fdiv if inst.has(Slot::Fast) => self.fast_divide(inst),
            Opcode::Fadd
            | Opcode::Fsub
            | Opcode::Fmul
            | Opcode::Fmad
            | Opcode::Fmin
            | Opcode::Fmax
            | Opcode::Fneg
            | Opcode::Fabs
            | Opcode::Fdiv
                if matches!(ty, Some(Word::F) | Some(Word::Df))
                    || (matches!(ty, Some(Word::Hf) | Some(Word::Bf)) && inst.opcode != Opcode::Fdiv) =>
            {
                self.float_arith(inst)
            }
            Opcode::I2f => self.int_to_float(inst),
            Opcode::F2i => self.float_to_int(inst),
            Opcode::Frnd => self.float_round(inst),
            Opcode::Frsqrt if ty == Some(Word::Df) => self.rsqrt_f64(inst),
            op if is_transcendental(op) && matches!(ty, Some(Word::F) | Some(Word::Hf) | Some(Word::Bf)) => {
                self.transcendental(inst)
            }
            Opcode::Fext | Opcode::Ftrunc => self.float_convert(inst),
            Opcode::Fsqrt => self.square_root(inst),
            Opcode::Frc => self.fraction(inst),
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
        let from = self.out.len();
        self.copy(dst_reg, first, &src, count)?;
        self.keep_rest(from, dst_reg, first, count);
        Ok(())
    }

    /// When dwords `first .. first + count` are only part of `dst`, the
    /// instructions emitted since `from` that write them read the rest.
    pub(super) fn keep_rest(&mut self, from: usize, dst: VReg, first: u8, count: u8) {
        let dwords = self.vregs[dst.0 as usize].dwords;
        if first == 0 && count == dwords {
            return;
        }
        let whole = Opnd::reg(dst, dwords);
        for inst in &mut self.out[from..] {
            if inst.defs.iter().any(|d| d.vreg() == Some(dst)) {
                inst.implicit.push(whole.clone());
            }
        }
    }

    /// `extract` and `insert`, with a constant or a dynamic index.
    fn extract_insert(&mut self, inst: &ir::Inst) -> Result<(), CompileError> {
        let (d, _, ddw) = self.dst(inst);
        let dynamic = inst.has(Slot::Dynamic);
        let index = match inst.qual(Slot::Index) {
            Some(Qual::Num(n)) => n,
            _ => 0,
        };
        let elems = match word(inst, Slot::Vec) {
            Some(w) => w.as_str().trim_start_matches(".v").parse::<u8>().unwrap_or(1),
            None => 1,
        };
        let src = self.val(&inst.operands[1])?;
        let from = self.out.len();
        match (inst.opcode, dynamic) {
            (Opcode::Extract, false) => {
                let Val::Reg { reg, bank, first, .. } = src else { return Err(self.unsupported(inst)) };
                let part = Val::Reg { reg, bank, first: first + index, count: ddw };
                self.copy(d, 0, &part, ddw)?;
            }
            (Opcode::Insert, false) => {
                let count = if inst.has(Slot::Vec) { elems } else { 1 };
                self.copy(d, index, &src, count)?;
                self.keep_rest(from, d, index, count);
            }
            (Opcode::Extract, true) => {
                // A select chain over the elements (an index out of range is
                // a fault in the emulator; here it gives element 0).
                let idx = self.val(&inst.operands[2])?;
                let idx = self.dw(&idx, 0);
                let Val::Reg { reg, first, .. } = src else { return Err(self.unsupported(inst)) };
                let acc = self.new_vreg(Bank::V, 1);
                self.emit("v_mov_b32_e32", vec![Opnd::reg(acc, 1)], vec![Opnd::part(reg, first, 1)]);
                let mut acc = acc;
                for k in 1..elems {
                    let m = self.new_vreg(Bank::S, 1);
                    self.valu("v_cmp_eq_u32_e64", vec![Opnd::reg(m, 1)], vec![idx.clone(), Opnd::Imm(k as i64)]);
                    let next = self.new_vreg(Bank::V, 1);
                    self.valu(
                        "v_cndmask_b32_e64",
                        vec![Opnd::reg(next, 1)],
                        vec![Opnd::reg(acc, 1), Opnd::part(reg, first + k, 1), Opnd::reg(m, 1)],
                    );
                    acc = next;
                }
                self.emit("v_mov_b32_e32", vec![Opnd::reg(d, 1)], vec![Opnd::reg(acc, 1)]);
            }
            (_, true) => {
                let idx = self.val(&inst.operands[2])?;
                let idx = self.dw(&idx, 0);
                let value = self.dw(&src, 0);
                for k in 0..elems {
                    let m = self.new_vreg(Bank::S, 1);
                    self.valu("v_cmp_eq_u32_e64", vec![Opnd::reg(m, 1)], vec![idx.clone(), Opnd::Imm(k as i64)]);
                    let from = self.out.len();
                    self.valu(
                        "v_cndmask_b32_e64",
                        vec![Opnd::part(d, k, 1)],
                        vec![Opnd::part(d, k, 1), value.clone(), Opnd::reg(m, 1)],
                    );
                    self.keep_rest(from, d, k, 1);
                }
            }
            _ => return Err(self.unsupported(inst)),
        }
        Ok(())
    }

    /// A comparison into a 32-bit register: all ones where it holds, else 0.
    fn compare_to_register(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let (d, bank, _) = self.dst(inst);
        let mask = self.new_vreg(Bank::S, 1);
        self.pred_override = Some(mask);
        let result = match inst.opcode {
            Opcode::Fcmp => self.float_compare(inst),
            _ => self.int_compare(inst, bits),
        };
        self.pred_override = None;
        result?;
        match bank {
            Bank::S => {
                self.emit("s_cmp_lg_u32", vec![], vec![Opnd::reg(mask, 1), Opnd::Imm(0)]);
                self.emit("s_cselect_b32", vec![Opnd::reg(d, 1)], vec![Opnd::Imm(-1), Opnd::Imm(0)]);
            }
            Bank::V => self.valu(
                "v_cndmask_b32_e64",
                vec![Opnd::reg(d, 1)],
                vec![Opnd::Imm(0), Opnd::Imm(-1), Opnd::reg(mask, 1)],
            ),
        }
        Ok(())
    }

    /// `sel` on a register: the first source where the condition's bits
    /// are not all zero.
    fn select_register(&mut self, inst: &ir::Inst, bits: u32) -> Result<(), CompileError> {
        let c = self.val(&inst.operands[3])?;
        let m = self.new_vreg(Bank::S, 1);
        if bits == 64 {
            let cw = self.wide(&c);
            self.valu("v_cmp_ne_u64_e64", vec![Opnd::reg(m, 1)], vec![cw, Opnd::Imm(0)]);
        } else {
            let x = if bits == 16 { self.extended(&c, 16, false) } else { self.dw(&c, 0) };
            self.valu("v_cmp_ne_u32_e64", vec![Opnd::reg(m, 1)], vec![x, Opnd::Imm(0)]);
        }
        self.select_mask(inst, bits.max(32), m, false)
    }
}

pub(super) fn offset_mod(offset: i64) -> String {
    if offset == 0 {
        String::new()
    } else {
        format!("offset:{offset}")
    }
}

pub(super) fn same_reg(a: &Opnd, b: &Opnd) -> bool {
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
        private_size: 0,
        vgpr_spill_count: 0,
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
    // Private variables: each lane's scratch, from offset 0.
    let mut private = 0u64;
    let private_local: Vec<Option<u64>> = function
        .locals
        .iter()
        .map(|v| {
            if v.space != MemSpace::Private {
                return None;
            }
            let at = private.div_ceil(v.align.max(4)) * v.align.max(4);
            private = at + v.size;
            Some(at)
        })
        .collect();
    abi.private_size = private.div_ceil(16) * 16;
    let mut vregs = Vec::new();
    let mut map = Vec::with_capacity(function.regs.len());
    for (r, reg) in function.regs.iter().enumerate() {
        let dwords = match reg.kind {
            RegKind::Pred => 1,
            RegKind::Value(t) => {
                // Elements narrower than a dword are packed (a `.v2.16b` is
                // one dword, as the packed forms read it).
                if t.bits < 32 {
                    dwords_of(t.total_bits())
                } else {
                    t.count as u8 * dwords_of(t.bits as u32)
                }
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
        private_local,
        data_global: (module.globals.iter().enumerate())
            .map(|(g, v)| crate::data::is_data(v).then(|| crate::data::global_symbol(module, ir::GlobalId(g as u32))))
            .collect(),
        data_local: (function.locals.iter().enumerate())
            .map(|(l, v)| crate::data::is_data(v).then(|| crate::data::local_symbol(function, ir::LocalId(l as u32))))
            .collect(),
        pred_regs: function
            .regs
            .iter()
            .enumerate()
            .filter(|(_, r)| matches!(r.kind, RegKind::Pred))
            .map(|(k, _)| (VReg(k as u32), ir::RegId(k as u32)))
            .collect(),
        pred_override: None,
        flat_generic: generic::makes_generic_shared(function),
        elements: Default::default(),
        position: 0,
        scaled: Vec::new(),
        writes: std::cell::OnceCell::new(),
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
        sel.scaled.clear();
        sel.writes = std::cell::OnceCell::new();
        for (i, inst) in block.insts.iter().enumerate() {
            sel.position = i;
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

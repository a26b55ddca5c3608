//! From checked IR to the pre-decoded instruction stream the interpreter runs.
//!
//! Every operand is resolved here, once: registers become slot numbers with a
//! bit range, immediates become bit patterns, labels become instruction
//! indices, and every conditional branch carries its reconvergence point (the
//! start of its block's immediate post-dominator). Each function's blocks are
//! laid out in order, so falling through a block is `pc + 1`, and an implicit
//! `return` closes every body.

use crate::memory::Space;
use pisa::ir::{self, AddrBase, AddrOffset, Operand, RegId, RegKind, VarRef};
use pisa::isa::{Opcode, Qual, Slot, Word};
use pisa::syntax::ast::{MemSpace, RegType, Span, SpecialReg};
use pisa_float::{Compare, Format, Int, Mode, Rounding, Transcendental};

/// "No reconvergence point": the end of the function.
pub(crate) const EXIT: u32 = u32::MAX;

/// A 64-bit-or-narrower value read from a register, an immediate or a
/// special register.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Src {
    Reg {
        slot: u32,
        shift: u8,
        bits: u8,
    },
    Imm(u64),
    /// A special register and the dimension its swizzle names.
    Special(SpecialReg, u8),
}

/// Where a result goes: `bits` bits at `shift` of a slot. `whole` when the
/// write covers every bit the register uses in that slot.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Dst {
    pub slot: u32,
    pub shift: u8,
    pub bits: u8,
    pub whole: bool,
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum Un {
    Not(u8),
    Neg(u8),
    Abs(u8),
    Cbit(u8),
    Fbh(u8),
    Fbl(u8),
    Bfrev,
    Sext(u8, u8),
    Trunc(u8),
    FAbs(Format, bool, bool),
    FNeg(Format, bool, bool),
    Frc(bool),
    Transc(Transcendental, Format, bool, bool),
    FSqrt(Format, Mode, bool),
    FRnd(Format, Rounding, bool),
    F2I(Int, Format, Rounding),
    I2F(Format, Int, Rounding, bool),
    FExt(Format, Format),
    FTrunc(Format, Format, Mode),
    PF2I(Int, Format, Rounding),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IntBin {
    Add,
    AddSat,
    Sub,
    SubSat,
    Mul,
    MulFullS,
    MulFullU,
    SDiv,
    SRem,
    UDiv,
    URem,
    SMax,
    SMin,
    UMax,
    UMin,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    Asr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FloatBin {
    Add,
    Sub,
    Mul,
    MulFull,
    Div,
    Min,
    Max,
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum Bin {
    /// Scalar integer operation at a width.
    Int(IntBin, u8),
    /// The same with an immediate second operand (shifts by a constant
    /// amount vectorize).
    IntImm(IntBin, u8, u64),
    /// Element-wise on a packed 32-bit value with elements of `u8` bits.
    Packed(IntBin, u8),
    /// Packed 16-bit shifts: the low element shifts by `src1[5:0]`, the high by `src1[21:16]`.
    PackedShift(IntBin),
    Float(FloatBin, Format, Mode, bool, bool),
    /// Packed compare producing 0xffff / 0 per 16-bit element.
    PackedUcmp(Compare),
    PackedFcmp(Compare, Format, bool),
    FTrunc2(Format, Mode),
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum Tern {
    Mad(u8),
    MadFullS(u8),
    MadFullU(u8),
    PackedMad,
    Fma(Format, Mode, bool),
    Shf(bool),
    Ubfe,
    Sbfe,
    Bfn(u8),
    SelReg(u8),
    Dp4a(bool, bool, bool),
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum CmpKind {
    Int { signed: bool, bits: u8, cop: Compare },
    Float { format: Format, cop: Compare, ftz: bool },
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum CmpDst {
    Pred(u32),
    Reg(Dst),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RedOp {
    Sum,
    SMin,
    SMax,
    UMin,
    UMax,
    And,
    Or,
    Xor,
    AbsMax,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FredOp {
    Min,
    Max,
    AbsMax,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ShflOp {
    Up,
    Dn,
    Xor,
    Idx,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AtomOp {
    Add,
    Sub,
    SMin,
    SMax,
    UMin,
    UMax,
    And,
    Or,
    Xor,
    Xchg,
    Cas,
    Inc,
    Dec,
    IncWrap,
    DecWrap,
    FAdd(Format),
    FSub(Format),
    FMin(Format),
    FMax(Format),
    FCas,
}

/// The base of an address operand.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Base {
    Reg(Src),
    Var(VarRef),
    Absolute(u64),
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Addr {
    pub base: Base,
    /// A register offset, sign-extended from its width.
    pub offset_reg: Option<(Src, u8)>,
    pub offset: i64,
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum Pred {
    Always,
    If { index: u32, negated: bool },
}

#[derive(Clone, Debug)]
pub(crate) enum CallTarget {
    Direct(u32),
    Pointer(Src),
}

#[derive(Clone, Debug)]
pub(crate) enum Op {
    Un {
        f: Un,
        dst: Dst,
        a: Src,
    },
    Bin {
        f: Bin,
        dst: Dst,
        a: Src,
        b: Src,
    },
    Tern {
        f: Tern,
        dst: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    Bfi {
        dst: Dst,
        a: Src,
        b: Src,
        c: Src,
        d: Src,
    },
    Cmp {
        kind: CmpKind,
        dst: CmpDst,
        a: Src,
        b: Src,
    },
    SelPred {
        dst: Dst,
        a: Src,
        b: Src,
        pred: u32,
        negated: bool,
    },
    Uaddc {
        dst: Dst,
        carry_out: Option<u32>,
        a: Src,
        b: Src,
        carry_in: Option<u32>,
    },
    /// Copies 64-bit-or-narrower pieces: `mov` of up to 128 bits, and
    /// `extract`/`insert` of sub-vectors.
    Copy {
        dst: Vec<Dst>,
        src: Vec<Src>,
    },
    ExtractDyn {
        dst: Dst,
        elems: Vec<Src>,
        index: Src,
    },
    InsertDyn {
        elems: Vec<Dst>,
        src: Src,
        index: Src,
    },
    AddrofVar {
        dst: Dst,
        var: VarRef,
    },
    AddrofFunc {
        dst: Dst,
        func: u32,
    },
    ToGeneric {
        dst: Dst,
        src: GenericSrc,
        from: Space,
    },
    FromGeneric {
        dst: Dst,
        src: Src,
        to: Space,
    },
    Isaddr {
        dst: Dst,
        src: Src,
        space: Space,
    },
    Ld {
        space: Space,
        dst: Vec<Dst>,
        bytes: u8,
        addr: Addr,
    },
    LdParam {
        dst: Vec<Dst>,
        bytes: u8,
        param: u32,
        offset_reg: Option<(Src, u8)>,
        offset: i64,
    },
    St {
        space: Space,
        src: Vec<Src>,
        bytes: u8,
        addr: Addr,
    },
    Atom {
        space: Space,
        op: AtomOp,
        bytes: u8,
        dst: Vec<Dst>,
        addr: Addr,
        a: Vec<Src>,
        b: Vec<Src>,
    },
    Ired {
        op: RedOp,
        bits: u8,
        dst: Dst,
        a: Src,
        lanes: Src,
    },
    Fred {
        op: FredOp,
        format: Format,
        packed: bool,
        nanp: bool,
        dst: Dst,
        a: Src,
        lanes: Src,
    },
    Redfirstidx {
        dst: Dst,
        lanes: Src,
    },
    Shfl {
        op: ShflOp,
        segmented: bool,
        dst: Dst,
        a: Src,
        b: Src,
        lanes: Src,
    },
    Goto {
        target: u32,
    },
    Branch {
        pred: u32,
        negated: bool,
        target: u32,
        reconverge: u32,
    },
    Call {
        pred: Pred,
        target: CallTarget,
        /// Each argument in 64-bit pieces, low first: a whole register or
        /// one element of a vector.
        args: Vec<Vec<Src>>,
        ret: Option<(u32, u32)>,
    },
    Return {
        pred: Pred,
        value: Vec<Src>,
    },
    Barrier,
    Fence,
}

/// The source of `addrcast.generic.X`: a register, or a variable's address.
#[derive(Clone, Copy, Debug)]
pub(crate) enum GenericSrc {
    Value(Src),
    Var(VarRef),
}

/// Where a body's memory variable lives.
#[derive(Clone, Copy, Debug)]
pub(crate) enum LocalHome {
    /// Offset within the frame's private allocation.
    Private(u32),
    /// Offset within the work-group's shared memory.
    Shared(u32),
    /// A region of global memory, by index in [`crate::Program::statics`].
    Static(u32),
}

pub(crate) struct FuncCode {
    pub name: String,
    pub is_kernel: bool,
    pub is_import: bool,
    pub ops: Vec<Op>,
    pub opcodes: Vec<Opcode>,
    pub spans: Vec<Span>,
    /// The instruction as written in the IR (mnemonic and qualifiers).
    pub text: Vec<String>,
    pub slots: u32,
    pub preds: u32,
    /// Each parameter's first slot and slot count.
    pub params: Vec<(u32, u32)>,
    /// Slots holding the return value, after the registers.
    pub ret: Option<(u32, u32)>,
    pub locals: Vec<LocalHome>,
    pub private_size: u32,
    /// Private variables with initial bytes: (offset, bytes).
    pub private_inits: Vec<(u32, Vec<u8>)>,
    pub span: Span,
}

/// How a register is stored in a frame.
#[derive(Clone, Copy)]
struct RegSlot {
    slot: u32,
    ty: RegType,
    pred: Option<u32>,
}

pub(crate) fn slots_of(ty: RegType) -> u32 {
    ty.total_bits().div_ceil(64).max(1)
}

fn mask_bits(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Reads the IR's qualifiers the decoder needs.
struct Quals<'a>(&'a ir::Inst);

impl Quals<'_> {
    fn get(&self, slot: Slot) -> Option<Qual> {
        self.0.qual(slot)
    }
    fn word(&self, slot: Slot) -> Option<Word> {
        match self.get(slot) {
            Some(Qual::Word(word)) => Some(word),
            _ => None,
        }
    }
    fn has(&self, slot: Slot) -> bool {
        self.0.has(slot)
    }
    fn ty(&self) -> Word {
        self.word(Slot::Type).unwrap_or(Word::B32)
    }
    fn rounding(&self) -> Rounding {
        match self.word(Slot::Rndmode) {
            Some(Word::Rd) => Rounding::Rd,
            Some(Word::Ru) => Rounding::Ru,
            Some(Word::Rz) => Rounding::Rz,
            Some(Word::Rna) => Rounding::Rna,
            _ => Rounding::Re,
        }
    }
    fn mode(&self) -> Mode {
        Mode { rounding: self.rounding(), ftz: self.has(Slot::Ftz), dsat: self.has(Slot::Dsat) }
    }
}

pub(crate) fn word_bits(word: Word) -> u8 {
    Qual::Word(word).type_bits().unwrap_or(32) as u8
}

/// (format, packed) of a floating-point type word.
pub(crate) fn float_format(word: Word) -> (Format, bool) {
    match word {
        Word::Hf => (Format::Hf, false),
        Word::Bf => (Format::Bf, false),
        Word::F => (Format::F, false),
        Word::Df => (Format::Df, false),
        Word::Hfx2 => (Format::Hf, true),
        Word::Bfx2 => (Format::Bf, true),
        _ => (Format::F, false),
    }
}

fn int_type(word: Word) -> Int {
    match word {
        Word::U8 => Int::U8,
        Word::S8 => Int::S8,
        Word::U16 | Word::U16x2 => Int::U16,
        Word::S16 | Word::S16x2 => Int::S16,
        Word::U32 => Int::U32,
        Word::S32 => Int::S32,
        Word::U64 => Int::U64,
        _ => Int::S64,
    }
}

fn cop(word: Word) -> Compare {
    match word {
        Word::Eq => Compare::Eq,
        Word::Ne => Compare::Ne,
        Word::Gt => Compare::Gt,
        Word::Ge => Compare::Ge,
        Word::Lt => Compare::Lt,
        _ => Compare::Le,
    }
}

pub(crate) fn space_of(word: Option<Word>) -> Space {
    match word {
        Some(Word::Global) => Space::Global,
        Some(Word::Shared) => Space::Shared,
        Some(Word::Private) => Space::Private,
        Some(Word::Const) => Space::Const,
        _ => Space::Generic,
    }
}

/// Decodes one function. `local_homes` says where its body variables live.
pub(crate) fn decode_function(module: &ir::Module, function: &ir::Function, locals: Vec<LocalHome>) -> FuncCode {
    let mut regs = Vec::with_capacity(function.regs.len());
    let mut slots = 0u32;
    let mut preds = 0u32;
    for reg in &function.regs {
        match reg.kind {
            RegKind::Value(ty) => {
                regs.push(RegSlot { slot: slots, ty, pred: None });
                slots += slots_of(ty);
            }
            RegKind::Pred => {
                regs.push(RegSlot { slot: 0, ty: RegType::scalar(1), pred: Some(preds) });
                preds += 1;
            }
        }
    }
    let ret = function.ret.map(|ty| {
        let n = slots_of(ty);
        let range = (slots, n);
        slots += n;
        range
    });
    let params = function.params.iter().map(|id| (regs[id.index()].slot, slots_of(regs[id.index()].ty))).collect();
    let mut private_size = 0u32;
    let mut private_inits = Vec::new();
    let mut homes = locals;
    for (index, local) in function.locals.iter().enumerate() {
        if local.space == MemSpace::Private {
            let align = local.align.clamp(1, 4096) as u32;
            let offset = private_size.div_ceil(align) * align;
            private_size = offset + local.size as u32;
            homes[index] = LocalHome::Private(offset);
            if let Some(init) = &local.init {
                private_inits.push((offset, init.bytes.clone()));
            }
        }
    }
    private_size = private_size.div_ceil(16) * 16;

    let mut starts = Vec::with_capacity(function.blocks.len() + 1);
    let mut count = 0u32;
    for block in &function.blocks {
        starts.push(count);
        count += block.insts.len() as u32;
    }
    starts.push(count);
    let ipdom = ir::immediate_post_dominators(function);
    let decoder = Decoder { module, function, regs: &regs, starts: &starts };
    let mut ops = Vec::with_capacity(count as usize + 1);
    let mut spans = Vec::with_capacity(count as usize + 1);
    let mut text = Vec::with_capacity(count as usize + 1);
    for (b, block) in function.blocks.iter().enumerate() {
        for inst in &block.insts {
            let reconverge = ipdom[b].map_or(EXIT, |p| starts[p]);
            ops.push(decoder.inst(inst, reconverge));
            spans.push(inst.span);
            let mut t = inst.opcode.as_str().to_string();
            for (_, q) in inst.quals.iter() {
                t.push_str(&q.to_string());
            }
            text.push(t);
        }
    }
    ops.push(Op::Return { pred: Pred::Always, value: Vec::new() });
    spans.push(Span { start: function.span.end.saturating_sub(1), end: function.span.end });
    text.push("return (end of body)".to_string());
    FuncCode {
        name: function.name.clone(),
        is_kernel: function.kind == ir::FunctionKind::Kernel,
        is_import: function.is_import(),
        ops,
        opcodes: Vec::new(),
        spans,
        text,
        slots,
        preds,
        params,
        ret,
        locals: homes,
        private_size,
        private_inits,
        span: function.span,
    }
}

struct Decoder<'a> {
    module: &'a ir::Module,
    function: &'a ir::Function,
    regs: &'a [RegSlot],
    starts: &'a [u32],
}

impl Decoder<'_> {
    fn reg(&self, id: RegId) -> RegSlot {
        self.regs[id.index()]
    }

    fn pred(&self, operand: &Operand) -> (u32, bool) {
        match *operand {
            Operand::Pred { id, negated } => (self.reg(id).pred.unwrap_or(0), negated),
            Operand::Reg { id, .. } => (self.reg(id).pred.unwrap_or(0), false),
            _ => (0, false),
        }
    }

    /// The bit range an operand names: (first slot, bit offset in the register, bit count).
    fn range(&self, id: RegId, swizzle: Option<pisa::syntax::ast::Swizzle>) -> (u32, u32, u32) {
        let r = self.reg(id);
        match swizzle {
            None => (r.slot, 0, r.ty.total_bits()),
            Some(s) => {
                let (first, count) = s.elements();
                (r.slot, first * r.ty.bits as u32, count * r.ty.bits as u32)
            }
        }
    }

    fn piece_src(slot: u32, offset: u32, bits: u32) -> Src {
        Src::Reg { slot: slot + offset / 64, shift: (offset % 64) as u8, bits: bits.min(64) as u8 }
    }

    fn piece_dst(&self, slot: u32, offset: u32, bits: u32, reg_bits: u32) -> Dst {
        let bits = bits.min(64);
        let whole = offset.is_multiple_of(64) && (bits == 64 || (reg_bits <= 64 && bits == reg_bits));
        Dst { slot: slot + offset / 64, shift: (offset % 64) as u8, bits: bits as u8, whole }
    }

    /// A source of at most 64 bits.
    fn src(&self, operand: &Operand) -> Src {
        match *operand {
            Operand::Reg { id, swizzle } => {
                let (slot, offset, bits) = self.range(id, swizzle);
                // Reading all of a register of at most 64 bits needs no mask:
                // the bits above its width are always zero. `bits: 64` marks it
                // so that the interpreter can use the slot in place.
                if offset == 0 && bits == self.reg(id).ty.total_bits() && bits <= 64 {
                    return Src::Reg { slot, shift: 0, bits: 64 };
                }
                Self::piece_src(slot, offset, bits)
            }
            Operand::Pred { id, .. } => Src::Reg { slot: self.reg(id).slot, shift: 0, bits: 1 },
            Operand::Imm { bits, .. } => Src::Imm(bits as u64),
            Operand::Special { reg, swizzle } => {
                let dim = swizzle.map_or(0, |s| s.elements().0) as u8;
                Src::Special(reg, dim)
            }
            _ => Src::Imm(0),
        }
    }

    /// A source split into 64-bit pieces, low first.
    fn src_wide(&self, operand: &Operand, bits: u32) -> Vec<Src> {
        match *operand {
            Operand::Reg { id, swizzle } => {
                let (slot, offset, total) = self.range(id, swizzle);
                let total = total.min(bits.max(1));
                (0..total.div_ceil(64))
                    .map(|k| Self::piece_src(slot, offset + 64 * k, (total - 64 * k).min(64)))
                    .collect()
            }
            Operand::Imm { bits: value, width } => {
                (0..width.div_ceil(64).max(1)).map(|k| Src::Imm((value >> (64 * k)) as u64)).collect()
            }
            _ => vec![self.src(operand)],
        }
    }

    fn dst(&self, operand: &Operand) -> Dst {
        match *operand {
            Operand::Reg { id, swizzle } => {
                let r = self.reg(id);
                let (slot, offset, bits) = self.range(id, swizzle);
                self.piece_dst(slot, offset, bits, r.ty.total_bits())
            }
            _ => Dst { slot: 0, shift: 0, bits: 64, whole: true },
        }
    }

    fn dst_wide(&self, operand: &Operand) -> Vec<Dst> {
        match *operand {
            Operand::Reg { id, swizzle } => {
                let r = self.reg(id);
                let (slot, offset, total) = self.range(id, swizzle);
                (0..total.div_ceil(64))
                    .map(|k| self.piece_dst(slot, offset + 64 * k, (total - 64 * k).min(64), r.ty.total_bits()))
                    .collect()
            }
            _ => vec![self.dst(operand)],
        }
    }

    /// The elements an operand names: all of a register's (a scalar is one
    /// element), or those its swizzle selects (`%v.z` is one element).
    fn element_range(&self, id: RegId, swizzle: Option<pisa::syntax::ast::Swizzle>) -> std::ops::Range<u32> {
        match swizzle {
            Some(s) => {
                let (first, count) = s.elements();
                first..first + count
            }
            None => 0..self.reg(id).ty.count as u32,
        }
    }

    fn elements_dst(&self, operand: &Operand) -> Vec<Dst> {
        let Operand::Reg { id, swizzle } = *operand else { return vec![self.dst(operand)] };
        let r = self.reg(id);
        let bits = r.ty.bits as u32;
        self.element_range(id, swizzle).map(|e| self.piece_dst(r.slot, e * bits, bits, r.ty.total_bits())).collect()
    }

    fn elements_src(&self, operand: &Operand) -> Vec<Src> {
        match *operand {
            Operand::Reg { id, swizzle } => {
                let r = self.reg(id);
                let bits = r.ty.bits as u32;
                self.element_range(id, swizzle).map(|e| Self::piece_src(r.slot, e * bits, bits)).collect()
            }
            _ => vec![self.src(operand)],
        }
    }

    fn addr(&self, operand: &Operand) -> Addr {
        let Operand::Addr(address) = *operand else {
            return Addr { base: Base::Absolute(0), offset_reg: None, offset: 0 };
        };
        let base = match address.base {
            AddrBase::Reg(id) => Base::Reg(self.src(&Operand::Reg { id, swizzle: None })),
            AddrBase::Var(var) => Base::Var(var),
            AddrBase::Absolute(a) => Base::Absolute(a),
            AddrBase::Param(_) => Base::Absolute(0),
        };
        let (offset_reg, offset) = match address.offset {
            AddrOffset::None => (None, 0),
            AddrOffset::Imm(i) => (None, i),
            AddrOffset::Reg(id) => {
                let bits = self.reg(id).ty.total_bits().min(64) as u8;
                (Some((self.src(&Operand::Reg { id, swizzle: None }), bits)), 0)
            }
        };
        Addr { base, offset_reg, offset }
    }

    fn inst(&self, inst: &ir::Inst, reconverge: u32) -> Op {
        let q = Quals(inst);
        let o = &inst.operands;
        let src = |k: usize| o.get(k).map_or(Src::Imm(0), |op| self.src(op));
        let dst = |k: usize| o.get(k).map_or(Dst { slot: 0, shift: 0, bits: 64, whole: true }, |op| self.dst(op));
        let ty = q.ty();
        let bits = word_bits(ty);
        let packed = Qual::Word(ty).packed_shape();
        let int_bin = |f: IntBin| -> Op {
            let f = if q.has(Slot::Dsat) {
                match f {
                    IntBin::Add => IntBin::AddSat,
                    IntBin::Sub => IntBin::SubSat,
                    other => other,
                }
            } else {
                f
            };
            let bin = match (packed, src(2)) {
                (Some((_, ebits)), _) => Bin::Packed(f, ebits as u8),
                (None, Src::Imm(v)) if !matches!(f, IntBin::SDiv | IntBin::SRem | IntBin::UDiv | IntBin::URem) => {
                    Bin::IntImm(f, bits, v)
                }
                (None, _) => Bin::Int(f, bits),
            };
            Op::Bin { f: bin, dst: dst(0), a: src(1), b: src(2) }
        };
        let float_bin = |f: FloatBin| -> Op {
            let (format, is_packed) = float_format(ty);
            let nanp = q.has(Slot::Nanp);
            Op::Bin { f: Bin::Float(f, format, q.mode(), is_packed, nanp), dst: dst(0), a: src(1), b: src(2) }
        };
        let float_un = |make: fn(Format, bool, bool) -> Un| -> Op {
            let (format, is_packed) = float_format(ty);
            Op::Un { f: make(format, q.has(Slot::Ftz), is_packed), dst: dst(0), a: src(1) }
        };
        let transc = |t: Transcendental| -> Op {
            let (format, is_packed) = float_format(ty);
            Op::Un { f: Un::Transc(t, format, q.has(Slot::Ftz), is_packed), dst: dst(0), a: src(1) }
        };
        let full = q.has(Slot::Precision);
        match inst.opcode {
            Opcode::Dp4a => {
                let s = q.word(Slot::Signedness).unwrap_or(Word::Uu);
                let src1_signed = matches!(s, Word::Su | Word::Ss);
                let src2_signed = matches!(s, Word::Us | Word::Ss);
                Op::Tern {
                    f: Tern::Dp4a(src1_signed, src2_signed, q.has(Slot::Dsat)),
                    dst: dst(0),
                    a: src(1),
                    b: src(2),
                    c: src(3),
                }
            }
            Opcode::Iabs => Op::Un { f: Un::Abs(bits), dst: dst(0), a: src(1) },
            Opcode::Ineg => Op::Un { f: Un::Neg(bits), dst: dst(0), a: src(1) },
            Opcode::Iadd => int_bin(IntBin::Add),
            Opcode::Isub => int_bin(IntBin::Sub),
            Opcode::Sdiv | Opcode::Udiv => {
                let rem = q.word(Slot::Output) == Some(Word::Rem);
                let f = match (inst.opcode == Opcode::Sdiv, rem) {
                    (true, false) => IntBin::SDiv,
                    (true, true) => IntBin::SRem,
                    (false, false) => IntBin::UDiv,
                    (false, true) => IntBin::URem,
                };
                int_bin(f)
            }
            Opcode::Smul | Opcode::Umul => {
                if full {
                    let f = if inst.opcode == Opcode::Smul { IntBin::MulFullS } else { IntBin::MulFullU };
                    Op::Bin { f: Bin::Int(f, bits), dst: dst(0), a: src(1), b: src(2) }
                } else {
                    int_bin(IntBin::Mul)
                }
            }
            Opcode::Smad | Opcode::Umad => {
                let f = if full {
                    if inst.opcode == Opcode::Smad {
                        Tern::MadFullS(bits)
                    } else {
                        Tern::MadFullU(bits)
                    }
                } else if packed.is_some() {
                    Tern::PackedMad
                } else {
                    Tern::Mad(bits)
                };
                Op::Tern { f, dst: dst(0), a: src(1), b: src(2), c: src(3) }
            }
            Opcode::Smax => int_bin(IntBin::SMax),
            Opcode::Smin => int_bin(IntBin::SMin),
            Opcode::Umax => int_bin(IntBin::UMax),
            Opcode::Umin => int_bin(IntBin::UMin),
            Opcode::Uaddc => {
                let ci = q.has(Slot::Ci);
                let co = q.has(Slot::Co);
                let (carry_out, a, b, carry_in) = match (ci, co) {
                    (true, false) => (None, src(1), src(2), Some(self.pred(&o[3]).0)),
                    (false, true) => (Some(self.pred(&o[1]).0), src(2), src(3), None),
                    _ => (Some(self.pred(&o[1]).0), src(2), src(3), Some(self.pred(&o[4]).0)),
                };
                Op::Uaddc { dst: dst(0), carry_out, a, b, carry_in }
            }
            Opcode::Fabs => float_un(Un::FAbs),
            Opcode::Fneg => float_un(Un::FNeg),
            Opcode::Fadd => float_bin(FloatBin::Add),
            Opcode::Fsub => float_bin(FloatBin::Sub),
            Opcode::Fmul => float_bin(if full { FloatBin::MulFull } else { FloatBin::Mul }),
            Opcode::Fdiv => float_bin(FloatBin::Div),
            Opcode::Fmin => float_bin(FloatBin::Min),
            Opcode::Fmax => float_bin(FloatBin::Max),
            Opcode::Fmad => {
                let (format, is_packed) = float_format(ty);
                Op::Tern { f: Tern::Fma(format, q.mode(), is_packed), dst: dst(0), a: src(1), b: src(2), c: src(3) }
            }
            Opcode::Fcos => transc(Transcendental::Cos),
            Opcode::Fsin => transc(Transcendental::Sin),
            Opcode::Fexp2 => transc(Transcendental::Exp2),
            Opcode::Flog2 => transc(Transcendental::Log2),
            Opcode::Ftanh => transc(Transcendental::Tanh),
            Opcode::Frcp => transc(Transcendental::Rcp),
            Opcode::Frsqrt => transc(Transcendental::Rsqrt),
            Opcode::Frc => Op::Un { f: Un::Frc(q.has(Slot::Ftz)), dst: dst(0), a: src(1) },
            Opcode::Fsqrt => {
                let (format, is_packed) = float_format(ty);
                Op::Un { f: Un::FSqrt(format, q.mode(), is_packed), dst: dst(0), a: src(1) }
            }
            Opcode::And => int_bin(IntBin::And),
            Opcode::Or => int_bin(IntBin::Or),
            Opcode::Xor => int_bin(IntBin::Xor),
            Opcode::Not => Op::Un { f: Un::Not(bits), dst: dst(0), a: src(1) },
            Opcode::Shl | Opcode::Shr | Opcode::Asr => {
                let f = match inst.opcode {
                    Opcode::Shl => IntBin::Shl,
                    Opcode::Shr => IntBin::Shr,
                    _ => IntBin::Asr,
                };
                let bin = match (packed, src(2)) {
                    (Some(_), _) => Bin::PackedShift(f),
                    (None, Src::Imm(v)) => Bin::IntImm(f, bits, v),
                    (None, _) => Bin::Int(f, bits),
                };
                Op::Bin { f: bin, dst: dst(0), a: src(1), b: src(2) }
            }
            Opcode::Bfi => Op::Bfi { dst: dst(0), a: src(1), b: src(2), c: src(3), d: src(4) },
            Opcode::Bfn => {
                let table = match q.get(Slot::Operation) {
                    Some(Qual::Hex(h)) | Some(Qual::Num(h)) => h,
                    _ => 0,
                };
                Op::Tern { f: Tern::Bfn(table), dst: dst(0), a: src(1), b: src(2), c: src(3) }
            }
            Opcode::Bfrev => Op::Un { f: Un::Bfrev, dst: dst(0), a: src(1) },
            Opcode::Cbit => Op::Un { f: Un::Cbit(bits), dst: dst(0), a: src(1) },
            Opcode::Fbh => Op::Un { f: Un::Fbh(bits), dst: dst(0), a: src(1) },
            Opcode::Fbl => Op::Un { f: Un::Fbl(bits), dst: dst(0), a: src(1) },
            Opcode::Sbfe => Op::Tern { f: Tern::Sbfe, dst: dst(0), a: src(1), b: src(2), c: src(3) },
            Opcode::Ubfe => Op::Tern { f: Tern::Ubfe, dst: dst(0), a: src(1), b: src(2), c: src(3) },
            Opcode::Shf => Op::Tern {
                f: Tern::Shf(q.word(Slot::Dir) == Some(Word::L)),
                dst: dst(0),
                a: src(1),
                b: src(2),
                c: src(3),
            },
            Opcode::Addrcast => {
                let to = q.word(Slot::To);
                let from = q.word(Slot::From);
                if to == Some(Word::Generic) {
                    let source = match o[1] {
                        Operand::Var(var) => GenericSrc::Var(var),
                        ref other => GenericSrc::Value(self.src(other)),
                    };
                    Op::ToGeneric { dst: dst(0), src: source, from: space_of(from) }
                } else {
                    Op::FromGeneric { dst: dst(0), src: src(1), to: space_of(to) }
                }
            }
            Opcode::Addrof => match o[1] {
                Operand::Func(f) => Op::AddrofFunc { dst: dst(0), func: f.0 },
                Operand::Var(var) => Op::AddrofVar { dst: dst(0), var },
                _ => Op::Fence,
            },
            Opcode::Isaddr => Op::Isaddr { dst: dst(0), src: src(1), space: space_of(q.word(Slot::Addrspace)) },
            Opcode::Extract => {
                if q.has(Slot::Dynamic) {
                    Op::ExtractDyn { dst: dst(0), elems: self.elements_src(&o[1]), index: src(2) }
                } else {
                    let index = match q.get(Slot::Index) {
                        Some(Qual::Num(n)) => n as usize,
                        _ => 0,
                    };
                    let all = self.elements_src(&o[1]);
                    let d = self.elements_dst(&o[0]);
                    let s = all.into_iter().skip(index).take(d.len()).collect();
                    Op::Copy { dst: d, src: s }
                }
            }
            Opcode::Insert => {
                if q.has(Slot::Dynamic) {
                    Op::InsertDyn { elems: self.elements_dst(&o[0]), src: src(1), index: src(2) }
                } else {
                    let index = match q.get(Slot::Index) {
                        Some(Qual::Num(n)) => n as usize,
                        _ => 0,
                    };
                    let s = self.elements_src(&o[1]);
                    let d = self.elements_dst(&o[0]).into_iter().skip(index).take(s.len()).collect();
                    Op::Copy { dst: d, src: s }
                }
            }
            Opcode::Mov => {
                let total = Qual::Word(ty).type_bits().unwrap_or(32);
                if total <= 64 {
                    Op::Copy { dst: vec![dst(0)], src: vec![src(1)] }
                } else {
                    Op::Copy { dst: self.dst_wide(&o[0]), src: self.src_wide(&o[1], total) }
                }
            }
            Opcode::F2i => {
                let to = int_type(q.word(Slot::To).unwrap_or(Word::S32));
                let (from, _) = float_format(q.word(Slot::From).unwrap_or(Word::F));
                Op::Un { f: Un::F2I(to, from, q.rounding()), dst: dst(0), a: src(1) }
            }
            Opcode::Pf2i => {
                let to = int_type(q.word(Slot::To).unwrap_or(Word::S16x2));
                let (from, _) = float_format(q.word(Slot::From).unwrap_or(Word::Hfx2));
                Op::Un { f: Un::PF2I(to, from, q.rounding()), dst: dst(0), a: src(1) }
            }
            Opcode::I2f => {
                let (to, _) = float_format(q.word(Slot::To).unwrap_or(Word::F));
                let from = int_type(q.word(Slot::From).unwrap_or(Word::S32));
                Op::Un { f: Un::I2F(to, from, q.rounding(), q.has(Slot::Dsat)), dst: dst(0), a: src(1) }
            }
            Opcode::Fext => {
                let (to, _) = float_format(q.word(Slot::To).unwrap_or(Word::F));
                let (from, _) = float_format(q.word(Slot::From).unwrap_or(Word::Hf));
                Op::Un { f: Un::FExt(to, from), dst: dst(0), a: src(1) }
            }
            Opcode::Ftrunc => {
                let (to, _) = float_format(q.word(Slot::To).unwrap_or(Word::Hf));
                let (from, _) = float_format(q.word(Slot::From).unwrap_or(Word::F));
                Op::Un { f: Un::FTrunc(to, from, q.mode()), dst: dst(0), a: src(1) }
            }
            Opcode::Ftrunc2 => {
                let (to, _) = float_format(q.word(Slot::To).unwrap_or(Word::Hfx2));
                Op::Bin { f: Bin::FTrunc2(to, q.mode()), dst: dst(0), a: src(1), b: src(2) }
            }
            Opcode::Frnd => {
                let (format, _) = float_format(ty);
                Op::Un { f: Un::FRnd(format, q.rounding(), q.has(Slot::Ftz)), dst: dst(0), a: src(1) }
            }
            Opcode::Sext | Opcode::Zext | Opcode::Trunc => {
                let to = word_bits(q.word(Slot::To).unwrap_or(Word::B32));
                let from = word_bits(q.word(Slot::From).unwrap_or(Word::B32));
                let f = match inst.opcode {
                    Opcode::Sext => Un::Sext(from, to),
                    Opcode::Zext => Un::Trunc(from),
                    _ => Un::Trunc(to),
                };
                Op::Un { f, dst: dst(0), a: src(1) }
            }
            Opcode::Scmp | Opcode::Ucmp | Opcode::Fcmp => {
                let c = cop(q.word(Slot::Cop).unwrap_or(Word::Eq));
                if packed.is_some() {
                    let f = if inst.opcode == Opcode::Fcmp {
                        let (format, _) = float_format(ty);
                        Bin::PackedFcmp(c, format, q.has(Slot::Ftz))
                    } else {
                        Bin::PackedUcmp(c)
                    };
                    return Op::Bin { f, dst: dst(0), a: src(1), b: src(2) };
                }
                let kind = if inst.opcode == Opcode::Fcmp {
                    let (format, _) = float_format(ty);
                    CmpKind::Float { format, cop: c, ftz: q.has(Slot::Ftz) }
                } else {
                    CmpKind::Int { signed: inst.opcode == Opcode::Scmp, bits, cop: c }
                };
                let d = match o[0] {
                    Operand::Pred { .. } => CmpDst::Pred(self.pred(&o[0]).0),
                    Operand::Reg { id, .. } if self.reg(id).pred.is_some() => CmpDst::Pred(self.pred(&o[0]).0),
                    _ => CmpDst::Reg(dst(0)),
                };
                Op::Cmp { kind, dst: d, a: src(1), b: src(2) }
            }
            Opcode::Sel => {
                let is_pred = match o[3] {
                    Operand::Pred { .. } => true,
                    Operand::Reg { id, .. } => self.reg(id).pred.is_some(),
                    _ => false,
                };
                if is_pred {
                    let (pred, negated) = self.pred(&o[3]);
                    Op::SelPred { dst: dst(0), a: src(1), b: src(2), pred, negated }
                } else {
                    Op::Tern { f: Tern::SelReg(bits), dst: dst(0), a: src(1), b: src(2), c: src(3) }
                }
            }
            Opcode::Goto => {
                if q.has(Slot::Cond) {
                    let (pred, negated) = self.pred(&o[0]);
                    let target = match o[1] {
                        Operand::Block(b) => self.starts[b.index()],
                        _ => 0,
                    };
                    Op::Branch { pred, negated, target, reconverge }
                } else {
                    let target = match o[0] {
                        Operand::Block(b) => self.starts[b.index()],
                        _ => 0,
                    };
                    Op::Goto { target }
                }
            }
            Opcode::Call => {
                let (pred, rest) = if q.has(Slot::Cond) {
                    let (index, negated) = self.pred(&o[0]);
                    (Pred::If { index, negated }, &o[1..])
                } else {
                    (Pred::Always, &o[..])
                };
                let ret = match rest.first() {
                    Some(Operand::Reg { id, .. }) => {
                        let r = self.reg(*id);
                        Some((r.slot, slots_of(r.ty)))
                    }
                    _ => None,
                };
                let target = match rest.get(1) {
                    Some(Operand::Func(f)) => CallTarget::Direct(f.0),
                    Some(other) => CallTarget::Pointer(self.src(other)),
                    None => CallTarget::Direct(0),
                };
                let args = inst.args.iter().map(|arg| self.src_wide(arg, u32::MAX)).collect();
                Op::Call { pred, target, args, ret }
            }
            Opcode::Return => {
                let (pred, rest) = if q.has(Slot::Cond) {
                    let (index, negated) = self.pred(&o[0]);
                    (Pred::If { index, negated }, &o[1..])
                } else {
                    (Pred::Always, &o[..])
                };
                // A register's pieces are cut at its swizzle, so `return %v.z`
                // returns that element alone.
                let value = match (rest.first(), self.function.ret) {
                    (Some(operand), Some(ty)) => self.src_wide(operand, ty.total_bits()),
                    _ => Vec::new(),
                };
                Op::Return { pred, value }
            }
            Opcode::Ired => {
                let op = match q.word(Slot::Op) {
                    Some(Word::Sum) => RedOp::Sum,
                    Some(Word::Smin) => RedOp::SMin,
                    Some(Word::Smax) => RedOp::SMax,
                    Some(Word::Umin) => RedOp::UMin,
                    Some(Word::Umax) => RedOp::UMax,
                    Some(Word::And) => RedOp::And,
                    Some(Word::Or) => RedOp::Or,
                    Some(Word::Xor) => RedOp::Xor,
                    _ => RedOp::AbsMax,
                };
                Op::Ired { op, bits, dst: dst(0), a: src(1), lanes: src(2) }
            }
            Opcode::Fred => {
                let op = match q.word(Slot::Op) {
                    Some(Word::Min) => FredOp::Min,
                    Some(Word::Max) => FredOp::Max,
                    _ => FredOp::AbsMax,
                };
                let (format, is_packed) = float_format(ty);
                Op::Fred {
                    op,
                    format,
                    packed: is_packed,
                    nanp: q.has(Slot::Nanp),
                    dst: dst(0),
                    a: src(1),
                    lanes: src(2),
                }
            }
            Opcode::Redfirstidx => Op::Redfirstidx { dst: dst(0), lanes: src(1) },
            Opcode::Shfl => {
                let op = match q.word(Slot::Op) {
                    Some(Word::Up) => ShflOp::Up,
                    Some(Word::Dn) => ShflOp::Dn,
                    Some(Word::Xor) => ShflOp::Xor,
                    _ => ShflOp::Idx,
                };
                Op::Shfl { op, segmented: q.has(Slot::Sg), dst: dst(0), a: src(1), b: src(2), lanes: src(3) }
            }
            Opcode::Ld => {
                let bytes = bits / 8;
                if let Some(Operand::Addr(address)) = o.get(1) {
                    if let AddrBase::Param(p) = address.base {
                        let (offset_reg, offset) = match address.offset {
                            AddrOffset::None => (None, 0),
                            AddrOffset::Imm(i) => (None, i),
                            AddrOffset::Reg(id) => {
                                let w = self.reg(id).ty.total_bits().min(64) as u8;
                                (Some((self.src(&Operand::Reg { id, swizzle: None }), w)), 0)
                            }
                        };
                        return Op::LdParam { dst: self.elements_dst(&o[0]), bytes, param: p.0, offset_reg, offset };
                    }
                }
                let space = self.space(inst, &o[1]);
                let d = if bits == 128 { self.dst_wide(&o[0]) } else { self.elements_dst(&o[0]) };
                Op::Ld { space, dst: d, bytes: bytes.max(1), addr: self.addr(&o[1]) }
            }
            Opcode::St => {
                let space = self.space(inst, &o[0]);
                let s = if bits == 128 { self.src_wide(&o[1], 128) } else { self.elements_src(&o[1]) };
                Op::St { space, src: s, bytes: (bits / 8).max(1), addr: self.addr(&o[0]) }
            }
            Opcode::Iatom | Opcode::Fatom => {
                let space = self.space(inst, &o[1]);
                let float = inst.opcode == Opcode::Fatom;
                let (format, _) = float_format(ty);
                let op = match q.word(Slot::Op) {
                    Some(Word::Add) if float => AtomOp::FAdd(format),
                    Some(Word::Sub) if float => AtomOp::FSub(format),
                    Some(Word::Min) => AtomOp::FMin(format),
                    Some(Word::Max) => AtomOp::FMax(format),
                    Some(Word::Cas) if float => AtomOp::FCas,
                    Some(Word::Add) => AtomOp::Add,
                    Some(Word::Sub) => AtomOp::Sub,
                    Some(Word::Smin) => AtomOp::SMin,
                    Some(Word::Smax) => AtomOp::SMax,
                    Some(Word::Umin) => AtomOp::UMin,
                    Some(Word::Umax) => AtomOp::UMax,
                    Some(Word::And) => AtomOp::And,
                    Some(Word::Or) => AtomOp::Or,
                    Some(Word::Xor) => AtomOp::Xor,
                    Some(Word::Xchg) => AtomOp::Xchg,
                    Some(Word::Cas) => AtomOp::Cas,
                    Some(Word::Inc) => AtomOp::Inc,
                    Some(Word::Dec) => AtomOp::Dec,
                    Some(Word::Incwrap) => AtomOp::IncWrap,
                    _ => AtomOp::DecWrap,
                };
                let total = bits as u32;
                let a = o.get(2).map_or(Vec::new(), |x| self.src_wide(x, total));
                let b = o.get(3).map_or(Vec::new(), |x| self.src_wide(x, total));
                Op::Atom { space, op, bytes: bits / 8, dst: self.dst_wide(&o[0]), addr: self.addr(&o[1]), a, b }
            }
            Opcode::Barrier => Op::Barrier,
            Opcode::Fence => Op::Fence,
        }
    }

    /// The address space of a memory instruction: its qualifier, else the
    /// space of the variable it names, else generic.
    fn space(&self, inst: &ir::Inst, address: &Operand) -> Space {
        if let Some(Qual::Word(word)) = inst.qual(Slot::Addrspace) {
            return space_of(Some(word));
        }
        if let Operand::Addr(a) = address {
            if let AddrBase::Var(var) = a.base {
                let space = match var {
                    VarRef::Global(g) => self.module.globals[g.index()].space,
                    VarRef::Local(l) => self.function.locals[l.index()].space,
                };
                return match space {
                    MemSpace::Global => Space::Global,
                    MemSpace::Const => Space::Const,
                    MemSpace::Private => Space::Private,
                    MemSpace::Shared => Space::Shared,
                };
            }
        }
        Space::Generic
    }
}

pub(crate) fn width_mask(bits: u8) -> u64 {
    mask_bits(bits as u32)
}

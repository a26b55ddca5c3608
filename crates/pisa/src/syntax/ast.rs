//! The syntax tree of a PISA module.
//!
//! Nodes live in arenas on [`Module`] and refer to each other by typed
//! indices, so a million-instruction module costs a few flat vectors rather
//! than millions of boxes. Every node carries the byte span it came from;
//! spans index the source the module was parsed from. Names and comment texts
//! are interned in [`Module::names`].
//!
//! The tree records what was written, not what it means: an instruction keeps
//! the set of table forms its mnemonic and operand shapes fit, and the
//! verifier picks among them once declarations are known.

use crate::isa::{FormMask, MemForm, Opcode, Qual};
use rustc_hash::FxHashMap;

/// A byte range in the source.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start: start as u32, end: end as u32 }
    }
    pub fn to(self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
    /// An empty span just after this one, where something missing belongs.
    pub fn after(self) -> Span {
        Span { start: self.end, end: self.end }
    }
}

/// A value with the span it was written at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spanned<T> {
    pub value: T,
    pub span: Span,
}

/// An interned name or text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// The names and texts of a module, each stored once.
#[derive(Clone, Default)]
pub struct Interner {
    map: FxHashMap<Box<str>, Sym>,
    texts: Vec<Box<str>>,
}

impl Interner {
    pub fn intern(&mut self, text: &str) -> Sym {
        if let Some(sym) = self.map.get(text) {
            return *sym;
        }
        let sym = Sym(self.texts.len() as u32);
        let boxed: Box<str> = text.into();
        self.texts.push(boxed.clone());
        self.map.insert(boxed, sym);
        sym
    }
    pub fn get(&self, sym: Sym) -> &str {
        &self.texts[sym.0 as usize]
    }
    pub fn lookup(&self, text: &str) -> Option<Sym> {
        self.map.get(text).copied()
    }
    pub fn len(&self) -> usize {
        self.texts.len()
    }
    pub fn is_empty(&self) -> bool {
        self.texts.is_empty()
    }
}

impl std::fmt::Debug for Interner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Interner({} texts)", self.texts.len())
    }
}

impl PartialEq for Interner {
    fn eq(&self, other: &Interner) -> bool {
        self.texts == other.texts
    }
}

macro_rules! ids {
    ($($(#[$meta:meta])* $name:ident;)*) => {$(
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
    )*};
}

ids! {
    /// An instruction in [`Module::insts`].
    InstId;
    /// A declaration in [`Module::decls`].
    DeclId;
    /// A `{ }` statement list in [`Module::bodies`].
    BodyId;
    /// An immediate in [`Module::imms`].
    ImmId;
    /// An address operand in [`Module::addrs`].
    AddrId;
    /// A comment in [`Module::comments`].
    CommentId;
    /// A label in [`Module::labels`].
    LabelId;
}

/// A parsed module.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    /// Comments and blank lines before `.version`.
    pub preamble: Vec<Item>,
    pub header: Header,
    pub items: Vec<Item>,
    pub bodies: Vec<Body>,
    pub decls: Vec<Decl>,
    pub insts: Vec<Inst>,
    pub operands: Vec<Operand>,
    /// Qualifier lists, shared by every instruction with the same mnemonic.
    pub quals: Vec<QualUse>,
    pub comments: Vec<Comment>,
    pub labels: Vec<Label>,
    pub imms: Vec<Imm>,
    pub addrs: Vec<Address>,
    pub names: Interner,
}

/// `.version` and `.target`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Header {
    pub version: Spanned<PisaVersion>,
    pub target: Spanned<Target>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct PisaVersion {
    pub major: u32,
    pub minor: u32,
}

impl Default for PisaVersion {
    fn default() -> Self {
        PisaVersion { major: 0, minor: 1 }
    }
}

/// The `.target` values of prog-6 6.2.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Target {
    #[default]
    T100,
    T100c,
    T100ca,
}

impl Target {
    pub const ALL: [Target; 3] = [Target::T100, Target::T100c, Target::T100ca];
    pub fn as_str(self) -> &'static str {
        match self {
            Target::T100 => "100",
            Target::T100c => "100c",
            Target::T100ca => "100ca",
        }
    }
    pub fn parse(text: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.as_str() == text)
    }
}

/// A module-scope entry.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A `.global` or `.const` variable (or, for the verifier to reject, any
    /// other memory variable written at module scope).
    Var(DeclId),
    Function(Function),
    Kernel(Kernel),
    Comment(Comment),
    /// One or more blank lines in the source.
    Blank,
}

/// A `//` comment; `trailing` when it ended the line of the code before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Comment {
    /// The text, starting with `//`, without trailing whitespace.
    pub text: Sym,
    pub trailing: bool,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Linkage {
    Export,
    Import,
}

impl Linkage {
    pub fn as_str(self) -> &'static str {
        match self {
            Linkage::Export => ".export",
            Linkage::Import => ".import",
        }
    }
}

/// The type of a register: a scalar of `bits`, or a vector of `count` of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegType {
    pub count: u16,
    pub bits: u16,
}

impl RegType {
    pub fn scalar(bits: u16) -> RegType {
        RegType { count: 1, bits }
    }
    pub fn is_vector(self) -> bool {
        self.count > 1
    }
    pub fn total_bits(self) -> u32 {
        self.count as u32 * self.bits as u32
    }
}

impl std::fmt::Display for RegType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.count > 1 {
            write!(f, ".v{}.{}b", self.count, self.bits)
        } else {
            write!(f, ".{}b", self.bits)
        }
    }
}

/// A `.function` declaration or definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub linkage: Option<Spanned<Linkage>>,
    /// `None` for `void`.
    pub ret: Option<RegType>,
    pub ret_span: Span,
    pub name: Sym,
    pub name_span: Span,
    pub params: Vec<ParamGroup>,
    /// `None` for a declaration ending in `;`.
    pub body: Option<BodyId>,
    pub span: Span,
}

/// `.reg .32b %a, %b` in a function header; `names` is empty for an unnamed
/// parameter of an import declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamGroup {
    pub ty: RegType,
    pub ty_span: Span,
    pub names: Vec<DeclName>,
    pub span: Span,
}

/// A `.kernel` definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Kernel {
    pub linkage: Option<Spanned<Linkage>>,
    pub reqd_work_group_size: Option<Spanned<[u64; 3]>>,
    pub vec_type_hint: Option<Spanned<Sym>>,
    pub name: Sym,
    pub name_span: Span,
    pub params: Vec<KernelParam>,
    pub body: BodyId,
    pub span: Span,
}

/// Where a kernel pointer parameter points (`.addrspace(...)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParamSpace {
    Global,
    Shared,
    Const,
}

impl ParamSpace {
    pub fn as_str(self) -> &'static str {
        match self {
            ParamSpace::Global => "global",
            ParamSpace::Shared => "shared",
            ParamSpace::Const => "const",
        }
    }
}

/// `.param[8] .align(8) .addrspace(global) .ptr_align(4) %name`.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelParam {
    pub size: Spanned<u64>,
    pub align: Option<Spanned<u64>>,
    pub addrspace: Option<Spanned<ParamSpace>>,
    pub ptr_align: Option<Spanned<u64>>,
    pub name: Sym,
    pub name_span: Span,
    pub span: Span,
}

/// A `{ }` list of statements: a function body or a nested scope.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Body {
    pub stmts: Vec<Stmt>,
    pub span: Span,
}

/// A statement of a body. It keeps no span of its own (eight bytes a
/// statement, not sixteen): each kind's node has one, which
/// [`Module::stmt_span`] reads.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum StmtKind {
    Inst(InstId),
    Decl(DeclId),
    Label(LabelId),
    Scope(BodyId),
    Comment(CommentId),
    /// One or more blank lines.
    Blank,
}

/// A label definition `name:`; the span covers the name and the colon.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Label {
    pub name: Sym,
    pub span: Span,
}

/// A declaration of registers, predicates or a memory variable.
#[derive(Clone, Debug, PartialEq)]
pub enum Decl {
    Reg(RegDecl),
    Pred(PredDecl),
    Var(MemVar),
}

impl Decl {
    pub fn span(&self) -> Span {
        match self {
            Decl::Reg(d) => d.span,
            Decl::Pred(d) => d.span,
            Decl::Var(d) => d.span,
        }
    }
}

/// One name in a declaration list, or a range `%h<0~5>`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DeclName {
    pub name: Sym,
    /// The half-open index range of a range declaration.
    pub range: Option<(u32, u32)>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RegDecl {
    pub ty: RegType,
    pub ty_span: Span,
    pub names: Vec<DeclName>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PredDecl {
    pub names: Vec<DeclName>,
    pub span: Span,
}

/// The address spaces a memory variable can be declared in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemSpace {
    Global,
    Const,
    Private,
    Shared,
}

impl MemSpace {
    pub fn as_str(self) -> &'static str {
        match self {
            MemSpace::Global => ".global",
            MemSpace::Const => ".const",
            MemSpace::Private => ".private",
            MemSpace::Shared => ".shared",
        }
    }
}

/// A memory variable: `.global .align 4 @A[4] = { .32b 42 };`.
#[derive(Clone, Debug, PartialEq)]
pub struct MemVar {
    pub linkage: Option<Spanned<Linkage>>,
    pub space: Spanned<MemSpace>,
    pub align: Option<Spanned<u64>>,
    pub section: Option<Spanned<Sym>>,
    pub host_access: Option<Spanned<Sym>>,
    /// An element type written before the name, as some spec examples do
    /// (`.shared .16b @S[100]`); see docs/spec-errata.md.
    pub elem_type: Option<Spanned<RegType>>,
    pub name: Sym,
    pub name_span: Span,
    /// Size in bytes; `None` for the size-less form of symbol initializers.
    pub size: Option<Spanned<u64>>,
    pub init: Option<Vec<InitItem>>,
    pub span: Span,
}

/// One entry of an initializer list.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum InitItem {
    /// `.32b 100` or `.64b @sym+4`.
    Value { bits: u8, value: InitValue, span: Span },
    /// `.zero N`.
    Zero { bytes: u64, span: Span },
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum InitValue {
    Int(ImmId),
    /// The address of a module-scope symbol plus a byte offset.
    Symbol {
        name: Sym,
        name_span: Span,
        offset: i64,
    },
}

/// An instruction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Inst {
    pub opcode: Opcode,
    /// The table forms (of [`Opcode`]) that the qualifiers and operand shapes fit.
    pub forms: FormMask,
    /// Length of the mnemonic, which starts the instruction's span.
    pub mnemonic_len: u16,
    pub quals_len: u8,
    pub quals_start: u32,
    pub operands_start: u32,
    pub operands_len: u16,
    /// For calls: the index of the first argument among the operands.
    pub args_at: Option<u16>,
    pub span: Span,
}

impl Inst {
    pub fn mnemonic_span(&self) -> Span {
        Span { start: self.span.start, end: self.span.start + self.mnemonic_len as u32 }
    }
}

/// A qualifier of an instruction with its place in the mnemonic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QualUse {
    pub qual: Qual,
    /// Byte offset of the qualifier's first `.` from the start of the mnemonic.
    pub offset: u16,
    pub len: u16,
}

impl QualUse {
    /// Where the qualifier is written in `inst`.
    pub fn span(&self, inst: &Inst) -> Span {
        let start = inst.span.start + self.offset as u32;
        Span { start, end: start + self.len as u32 }
    }
}

/// The `.x` ... `.xyzw` swizzles of prog-3 3.4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Swizzle {
    X,
    Y,
    Z,
    W,
    XY,
    ZW,
    XYZW,
}

impl Swizzle {
    pub const ALL: [Swizzle; 7] =
        [Swizzle::X, Swizzle::Y, Swizzle::Z, Swizzle::W, Swizzle::XY, Swizzle::ZW, Swizzle::XYZW];
    pub fn as_str(self) -> &'static str {
        match self {
            Swizzle::X => ".x",
            Swizzle::Y => ".y",
            Swizzle::Z => ".z",
            Swizzle::W => ".w",
            Swizzle::XY => ".xy",
            Swizzle::ZW => ".zw",
            Swizzle::XYZW => ".xyzw",
        }
    }
    /// (first element, element count).
    pub fn elements(self) -> (u32, u32) {
        match self {
            Swizzle::X => (0, 1),
            Swizzle::Y => (1, 1),
            Swizzle::Z => (2, 1),
            Swizzle::W => (3, 1),
            Swizzle::XY => (0, 2),
            Swizzle::ZW => (2, 2),
            Swizzle::XYZW => (0, 4),
        }
    }
    /// Splits a trailing swizzle off a register name (`v.xy` → `v`, `.xy`).
    pub fn split(name: &str) -> (&str, Option<Swizzle>) {
        // A swizzle is at most `.xyzw`: look for its dot among the last five bytes.
        let bytes = name.as_bytes();
        let low = bytes.len().saturating_sub(5).max(1);
        let Some(dot) = (low..bytes.len()).rev().find(|&i| bytes[i] == b'.') else {
            return (name, None);
        };
        let swizzle = match &bytes[dot + 1..] {
            b"x" => Swizzle::X,
            b"y" => Swizzle::Y,
            b"z" => Swizzle::Z,
            b"w" => Swizzle::W,
            b"xy" => Swizzle::XY,
            b"zw" => Swizzle::ZW,
            b"xyzw" => Swizzle::XYZW,
            _ => return (name, None),
        };
        (&name[..dot], Some(swizzle))
    }
}

/// The special registers of arch-4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpecialReg {
    ActiveMask,
    EnqueuedLocalSize,
    GlobalOffset,
    GlobalSize,
    GroupCount,
    GroupId,
    LaneId,
    LocalId,
    LocalSize,
    PrintfBuffer,
    SubgroupSize,
    WorkDim,
}

impl SpecialReg {
    pub const ALL: [SpecialReg; 12] = [
        SpecialReg::ActiveMask,
        SpecialReg::EnqueuedLocalSize,
        SpecialReg::GlobalOffset,
        SpecialReg::GlobalSize,
        SpecialReg::GroupCount,
        SpecialReg::GroupId,
        SpecialReg::LaneId,
        SpecialReg::LocalId,
        SpecialReg::LocalSize,
        SpecialReg::PrintfBuffer,
        SpecialReg::SubgroupSize,
        SpecialReg::WorkDim,
    ];
    /// The name without `%`.
    pub fn as_str(self) -> &'static str {
        match self {
            SpecialReg::ActiveMask => "activemask",
            SpecialReg::EnqueuedLocalSize => "enqueuedlocalsize",
            SpecialReg::GlobalOffset => "globaloffset",
            SpecialReg::GlobalSize => "globalsize",
            SpecialReg::GroupCount => "groupcount",
            SpecialReg::GroupId => "groupid",
            SpecialReg::LaneId => "laneid",
            SpecialReg::LocalId => "localid",
            SpecialReg::LocalSize => "localsize",
            SpecialReg::PrintfBuffer => "printfbuffer",
            SpecialReg::SubgroupSize => "subgroupsize",
            SpecialReg::WorkDim => "workdim",
        }
    }
    pub fn parse(name: &str) -> Option<SpecialReg> {
        Some(match name {
            "activemask" => SpecialReg::ActiveMask,
            "enqueuedlocalsize" => SpecialReg::EnqueuedLocalSize,
            "globaloffset" => SpecialReg::GlobalOffset,
            "globalsize" => SpecialReg::GlobalSize,
            "groupcount" => SpecialReg::GroupCount,
            "groupid" => SpecialReg::GroupId,
            "laneid" => SpecialReg::LaneId,
            "localid" => SpecialReg::LocalId,
            "localsize" => SpecialReg::LocalSize,
            "printfbuffer" => SpecialReg::PrintfBuffer,
            "subgroupsize" => SpecialReg::SubgroupSize,
            "workdim" => SpecialReg::WorkDim,
            _ => return None,
        })
    }
    /// The register's type as arch-4 lists it.
    pub fn ty(self) -> RegType {
        match self {
            SpecialReg::ActiveMask | SpecialReg::LaneId | SpecialReg::SubgroupSize | SpecialReg::WorkDim => {
                RegType::scalar(32)
            }
            SpecialReg::PrintfBuffer => RegType::scalar(64),
            SpecialReg::GlobalOffset | SpecialReg::GlobalSize => RegType { count: 3, bits: 64 },
            _ => RegType { count: 3, bits: 32 },
        }
    }
}

/// A register written in an operand, with an optional swizzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegRef {
    pub name: Sym,
    pub swizzle: Option<Swizzle>,
}

/// One operand of an instruction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Operand {
    pub data: OperandData,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OperandData {
    Reg(RegRef),
    /// `!%p`.
    NotPred(Sym),
    Special {
        reg: SpecialReg,
        swizzle: Option<Swizzle>,
    },
    Imm(ImmId),
    /// `@name`: a memory variable or a function.
    Symbol(Sym),
    Label(Sym),
    Void,
    Addr(AddrId),
}

/// How an integer literal was written, so that it prints back the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Radix {
    Decimal,
    /// Hexadecimal with this many digits, in upper or lower case.
    Hex {
        digits: u8,
        upper: bool,
    },
}

/// A literal value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Imm {
    /// An integer: its sign and magnitude as written.
    Int { negative: bool, magnitude: u64, radix: Radix },
    /// A decimal floating-point literal, read as a double.
    Float(f64),
}

impl Imm {
    /// The mathematical value of an integer literal.
    pub fn int_value(self) -> Option<i128> {
        match self {
            Imm::Int { negative, magnitude, .. } => {
                let value = magnitude as i128;
                Some(if negative { -value } else { value })
            }
            Imm::Float(_) => None,
        }
    }
}

/// An address operand `[base]`, `[base + offset]` or `[imm]`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Address {
    pub base: AddrBase,
    pub offset: Option<AddrOffset>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AddrBase {
    Reg(RegRef, Span),
    Var(Sym, Span),
    Imm(ImmId, Span),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AddrOffset {
    Reg(RegRef, Span),
    Imm(ImmId, Span),
}

impl Address {
    /// The prog-3 3.3 shape of this address.
    pub fn form(&self) -> MemForm {
        match (self.base, self.offset) {
            (AddrBase::Imm(..), _) => MemForm::I,
            (_, None) => MemForm::R,
            (_, Some(AddrOffset::Reg(..))) => MemForm::RR,
            (_, Some(AddrOffset::Imm(..))) => MemForm::RI,
        }
    }
}

impl Module {
    /// Releases the spare capacity of the arenas.
    pub fn shrink_to_fit(&mut self) {
        self.items.shrink_to_fit();
        self.bodies.shrink_to_fit();
        self.decls.shrink_to_fit();
        self.insts.shrink_to_fit();
        self.operands.shrink_to_fit();
        self.quals.shrink_to_fit();
        self.comments.shrink_to_fit();
        self.labels.shrink_to_fit();
        self.imms.shrink_to_fit();
        self.addrs.shrink_to_fit();
    }

    pub fn name(&self, sym: Sym) -> &str {
        self.names.get(sym)
    }
    pub fn inst(&self, id: InstId) -> &Inst {
        &self.insts[id.0 as usize]
    }
    pub fn decl(&self, id: DeclId) -> &Decl {
        &self.decls[id.0 as usize]
    }
    pub fn body(&self, id: BodyId) -> &Body {
        &self.bodies[id.0 as usize]
    }
    pub fn imm(&self, id: ImmId) -> Imm {
        self.imms[id.0 as usize]
    }
    pub fn addr(&self, id: AddrId) -> &Address {
        &self.addrs[id.0 as usize]
    }
    pub fn operands(&self, inst: &Inst) -> &[Operand] {
        let start = inst.operands_start as usize;
        &self.operands[start..start + inst.operands_len as usize]
    }
    pub fn comment(&self, id: CommentId) -> &Comment {
        &self.comments[id.0 as usize]
    }
    pub fn label(&self, id: LabelId) -> Label {
        self.labels[id.0 as usize]
    }
    /// Where a statement is written; `None` for blank lines.
    pub fn stmt_span(&self, stmt: &Stmt) -> Option<Span> {
        Some(match stmt.kind {
            StmtKind::Inst(id) => self.inst(id).span,
            StmtKind::Decl(id) => self.decl(id).span(),
            StmtKind::Label(id) => self.label(id).span,
            StmtKind::Scope(id) => self.body(id).span,
            StmtKind::Comment(id) => self.comment(id).span,
            StmtKind::Blank => return None,
        })
    }
    /// The instruction's mnemonic in canonical spelling (`fadd.rz.f`).
    pub fn mnemonic_text(&self, inst: &Inst) -> String {
        let mut text = inst.opcode.as_str().to_string();
        for qual in self.quals(inst) {
            text.push_str(&qual.qual.to_string());
        }
        text
    }

    pub fn quals(&self, inst: &Inst) -> &[QualUse] {
        let start = inst.quals_start as usize;
        &self.quals[start..start + inst.quals_len as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parser's memory target (a tree at most 4x its source) rests on these.
    #[test]
    fn special_register_names_round_trip() {
        for reg in SpecialReg::ALL {
            assert_eq!(SpecialReg::parse(reg.as_str()), Some(reg));
        }
        assert_eq!(SpecialReg::parse("r0"), None);
    }

    #[test]
    fn node_sizes() {
        assert_eq!(std::mem::size_of::<Inst>(), 32);
        assert_eq!(std::mem::size_of::<Operand>(), 16);
        assert_eq!(std::mem::size_of::<Stmt>(), 8);
        assert_eq!(std::mem::size_of::<QualUse>(), 8);
    }
}

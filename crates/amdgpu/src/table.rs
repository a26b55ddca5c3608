//! The opcode table of a target, generated from LLVM by
//! `tools/gen_amdgpu_tables.py` and committed (`tables/gfx1100.ops`), so that
//! building needs no LLVM. One row per opcode: its format, opcode value,
//! mnemonic and operands in printed order, each naming the field it lives in
//! and how it is written. Further targets (gfx1200, gfx1250, gfx950) are
//! further table files read by the same code.
//!
//! The text is read at compile time: `build.rs` runs this module's reader
//! and [`crate::compiled`] turns what it read into static data, so that
//! [`table`] costs nothing when a program starts. [`Table`]'s fields are
//! built from that data on first use; the unit tests read the text at run
//! time and compare.

pub use crate::compiled::{Rows, RowsIter, View};
use crate::format::{formats, FormatId, Name};
use rustc_hash::FxHashMap as HashMap;

/// The register class of a scalar operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SClass {
    S32,
    S64,
}

/// The one shared copy of a list that rows of the table hold: thousands of
/// rows have a few hundred distinct operand lists, and rows that point at
/// shared lists keep the decoder's and assembler's working set in cache.
/// The copies live as long as the program, as the tables do.
pub fn shared<T: std::hash::Hash + Eq + Clone + Send + Sync + 'static>(list: Vec<T>) -> &'static [T] {
    use std::any::{Any, TypeId};
    type Lists = HashMap<TypeId, Box<dyn Any + Send>>;
    static SHARED: std::sync::Mutex<Option<Lists>> = std::sync::Mutex::new(None);
    if list.is_empty() {
        return &[];
    }
    let mut lists = SHARED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let of_type = lists
        .get_or_insert_with(HashMap::default)
        .entry(TypeId::of::<T>())
        .or_insert_with(|| Box::new(HashMap::<Vec<T>, &'static [T]>::default()));
    let map = of_type.downcast_mut::<HashMap<Vec<T>, &'static [T]>>().expect("keyed by its type");
    map.entry(list.clone()).or_insert_with(|| Box::leak(list.into_boxed_slice()))
}

/// A set of operand codes 0..=511.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CodeSet(pub [u64; 8]);

impl CodeSet {
    /// The one shared copy of this set. The opcode rows point at shared
    /// sets: there are a few dozen distinct ones among thousands of
    /// operands, and a row that holds its own 64-byte sets makes the
    /// decoder miss the cache.
    pub fn shared(self) -> &'static CodeSet {
        &shared(vec![self])[0]
    }

    pub fn contains(&self, code: u64) -> bool {
        code < 512 && self.0[(code / 64) as usize] & (1 << (code % 64)) != 0
    }

    pub fn insert(&mut self, code: u64) {
        if code < 512 {
            self.0[(code / 64) as usize] |= 1 << (code % 64);
        }
    }

    /// Parses `0-105,106,124`.
    pub fn parse(text: &str) -> Option<CodeSet> {
        let mut set = CodeSet::default();
        if text == "none" {
            return Some(set);
        }
        for part in text.split(',') {
            let (lo, hi) = match part.split_once('-') {
                Some((a, b)) => (a.parse::<u64>().ok()?, b.parse::<u64>().ok()?),
                None => {
                    let v = part.parse::<u64>().ok()?;
                    (v, v)
                }
            };
            for c in lo..=hi {
                set.insert(c);
            }
        }
        Some(set)
    }
}

/// How a 16-bit immediate is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImmStyle {
    /// `0x1234`, also `0x0`.
    Hex,
    /// `0x1234`, but `0`.
    HexOr0,
    /// Unsigned decimal.
    U16,
    /// Unsigned decimal, left out when 0.
    U16Omit0,
    /// Signed decimal.
    S16,
    Waitcnt,
    DelayAlu,
    Hwreg,
    Sendmsg,
    Depctr,
    Version,
}

/// How LLVM prints a literal dword in an operand of some type (the
/// generator finds the rule for each operand by probing literal values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LitRule {
    /// 32-bit operands: `lit(...)` where an inline constant has the value, else hex.
    B32,
    /// 64-bit integers: `lit(...)` for 0..=64, else hex.
    B64,
    /// 64-bit floats: the literal is the high half; where that is an inline
    /// constant's, its decimal spelling, else hex.
    F64,
    /// 16-bit floats: `lit(all 32 bits)` where the low half is an inline
    /// constant, else the low half in hex.
    F16,
    /// 16-bit integers: `lit(...)` where the 32-bit value is inline, else the low half.
    I16,
    /// 16-bit bfloats: as `F16`, with the bfloat constants, the whole dword in hex.
    Bf16,
    /// As `F16`, but the whole dword in hex (VOP3P DPP forms' src1).
    F16Wide,
    /// Packed halves: `lit(...)` for a 32-bit integer constant or one 16-bit
    /// float constant, else hex.
    PkF16,
    PkBf16,
    /// `v_pk_fmac_f16`: an integer constant, or one 16-bit constant in both halves.
    Splat16,
    /// Always the dword in hex (`v_fmamk_f32`'s constant).
    Hex,
    /// The low half in hex.
    Hex16,
    /// An operand that takes only registers: the value, marked invalid.
    Invalid,
}

impl LitRule {
    fn parse(text: &str) -> Option<LitRule> {
        Some(match text {
            "b32" => LitRule::B32,
            "b64" => LitRule::B64,
            "f64" => LitRule::F64,
            "f16" => LitRule::F16,
            "i16" => LitRule::I16,
            "bf16" => LitRule::Bf16,
            "f16wide" => LitRule::F16Wide,
            "pkf16" => LitRule::PkF16,
            "pkbf16" => LitRule::PkBf16,
            "splat16" => LitRule::Splat16,
            "hex" => LitRule::Hex,
            "hex16" => LitRule::Hex16,
            "invalid" => LitRule::Invalid,
            _ => return None,
        })
    }
}

/// The spellings of one operand field's codes, shared by every opcode whose
/// field LLVM decodes and prints the same way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VClass {
    pub name: String,
    /// The field's width in bits: 8 (a VGPR or SGPR field) or 9 (a source).
    pub width: u32,
    /// Code 255 is a literal dword, printed by this rule.
    pub literal: Option<LitRule>,
    /// The text of each code that LLVM decodes here.
    pub spell: Vec<Option<String>>,
    /// The codes llvm-mc writes here.
    pub assembles: CodeSet,
    /// Whether llvm-mc writes a literal here (it decodes one in more places).
    pub literal_written: bool,
    /// The codes `spell` has a text for, as a set the decoder checks.
    pub decoded: CodeSet,
    /// `spell` again for the printer: each text a slice of one string per
    /// class ("" where there is none), so that printing reads a compact
    /// table rather than a heap string per code.
    pub text: Vec<&'static str>,
}

impl VClass {
    /// Builds `decoded` and `text` from `spell`, once the class is read.
    fn index(&mut self) {
        let mut blob = String::new();
        let mut at = Vec::with_capacity(self.spell.len());
        for (code, s) in self.spell.iter().enumerate() {
            let start = blob.len();
            if let Some(s) = s {
                self.decoded.insert(code as u64);
                blob.push_str(s);
            }
            at.push(start..blob.len());
        }
        let blob: &'static str = Box::leak(blob.into_boxed_str());
        self.text = at.into_iter().map(|r| &blob[r]).collect();
    }
}

/// A modifier field of a vector opcode: which bits LLVM decodes (as a
/// change from the field's default), which change the text, and which make
/// it fall back to printing without true16 halves.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Modifier {
    pub field: Name,
    pub allowed: u64,
    pub printed: u64,
    pub fallback: u64,
    /// For `op_sel`, the number of entries in its printed list.
    pub list_len: u32,
    /// Printed bits llvm-mc refuses to write.
    pub refused: u64,
}

/// How a suffix item prints: a flag's name, or `NAME:VALUE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ItemStyle {
    Flag,
    Unsigned,
    Signed,
    /// `NAME:VALUE`, printed even when 0 (`wait_exp:0`).
    Always,
    /// `format:[NAME]` from [`Table::buf_formats`] (`format:N` where the
    /// code has no name); not printed at the field's default.
    Named,
    /// `offset:swizzle(...)`: a lane pattern ([`crate::swizzle`]).
    Swizzle,
}

/// A field printed after the operands when it is not zero (or, for
/// [`ItemStyle::Named`], not its default; [`ItemStyle::Always`]: always),
/// in LLVM's order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SuffixItem {
    pub field: Name,
    pub name: String,
    pub style: ItemStyle,
    /// The values LLVM decodes (bits of the field).
    pub allowed: u64,
    /// How many bits of it llvm-mc writes (FLAT's offset: 12 of 13).
    pub written_bits: u32,
}

/// One operand of an opcode, in printed order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum OperandKind {
    /// A scalar register or constant in field `field`: a destination when the
    /// field is `sdst`, else a source (which may be a literal). `accepts` is
    /// the set of codes the opcode takes there.
    Scalar {
        field: Name,
        class: SClass,
        accepts: &'static CodeSet,
        marked: &'static CodeSet,
        assembles: &'static CodeSet,
    },
    /// A 32-bit literal dword after the instruction (`s_setreg_imm32_b32`).
    Literal,
    /// The 16-bit immediate field.
    Imm { field: Name, style: ImmStyle },
    /// A message id in a source field, written `sendmsg(...)`.
    SendmsgSource { field: Name },
    /// A field LLVM decodes whatever it holds, and prints nothing of.
    Ignored { field: Name },
    /// SMEM data registers, `dwords` of them, in field `sdata`.
    SmemData { dwords: u32 },
    /// The SMEM base address (a pair) or buffer resource (a quad), in `sbase`.
    SmemBase { quad: bool },
    /// The SMEM offset operand: `offset`, `soffset`, and (when `flags`) the
    /// `glc`/`dlc` flags.
    SmemOffset { flags: bool },
    /// A vector-format operand field spelled by a class ([`Table::classes`]).
    Vector { field: Name, class: usize },
    /// Text LLVM prints that no field holds (`vcc_lo` of `v_cndmask_b32_e32`).
    Implicit { text: String },
    /// The constant dword of `v_fmamk_f32` and friends.
    VLiteral { rule: LitRule },
    /// VOPD's Y destination: register `2 * vdstY + (vdstX & 1 ^ 1)`.
    DualDst { field: Name },
}

impl OperandKind {
    /// Whether the operand is made of this field.
    pub fn uses(&self, field: &str) -> bool {
        match self {
            OperandKind::SmemOffset { flags } => {
                matches!(field, "offset" | "soffset") || (*flags && matches!(field, "glc" | "dlc"))
            }
            other => other.field() == field,
        }
    }

    pub fn field(&self) -> Name {
        match self {
            OperandKind::Scalar { field, .. }
            | OperandKind::Imm { field, .. }
            | OperandKind::SendmsgSource { field }
            | OperandKind::Vector { field, .. }
            | OperandKind::DualDst { field }
            | OperandKind::Ignored { field } => *field,
            OperandKind::Literal | OperandKind::VLiteral { .. } => Name::LITERAL,
            OperandKind::Implicit { .. } => Name::NONE,
            OperandKind::SmemData { .. } => Name::SDATA,
            OperandKind::SmemBase { .. } => Name::SBASE,
            OperandKind::SmemOffset { .. } => Name::OFFSET,
        }
    }
}

/// The data-sharing forms of a vector opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DppKind {
    /// src0 = 250: a DPP16 control (quad_perm, row shifts, ...) with masks.
    Dpp16,
    /// src0 = 233: eight 3-bit lane selects.
    Dpp8,
    /// src0 = 234: DPP8 that also fetches from inactive lanes.
    Dpp8Fi,
}

impl DppKind {
    /// The src0 code that selects this form.
    pub fn src0_code(self) -> u64 {
        match self {
            DppKind::Dpp16 => 250,
            DppKind::Dpp8 => 233,
            DppKind::Dpp8Fi => 234,
        }
    }

    pub fn from_src0(code: u64) -> Option<DppKind> {
        match code {
            250 => Some(DppKind::Dpp16),
            233 => Some(DppKind::Dpp8),
            234 => Some(DppKind::Dpp8Fi),
            _ => None,
        }
    }
}

/// What makes a row a DPP form: its kind, the row it is a form of, and
/// (VOP1/VOP2/VOPC DPP16) the neg0, abs0, neg1, abs1 bits LLVM decodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dpp {
    pub kind: DppKind,
    pub base: OpId,
    pub negabs: u64,
    /// Of those, the bits that change the text (an integer source's are ignored).
    pub negabs_printed: u64,
    /// VOP3P: the spelling class of src1 in this form.
    pub src1_class: Option<usize>,
}

/// One row. Laid out with what the decoder reads first and aligned to a
/// cache line, so that decoding a row touches at most two lines (rows are
/// read in random order); the DPP details live out of line.
#[derive(Clone, Debug, PartialEq, Eq)]
#[repr(C, align(64))]
pub struct OpDesc {
    // First line: what every decode reads.
    /// A DPP form: printed, decoded and checked through its base row.
    pub dpp: Option<&'static Dpp>,
    /// An image (MIMG) opcode: its shapes are [`Table::images`]`[i]`.
    pub image: Option<usize>,
    pub format: FormatId,
    pub opcode: u32,
    /// VOP3P `v_fma_mix*`: neg and neg_hi are written `-x` and `|x|`.
    pub mix: bool,
    /// Bits that must be zero: fields the opcode neither prints nor ignores.
    pub zero_mask: u64,
    pub operands: &'static [OperandKind],
    // Second line: what decoding a vector or memory row reads.
    /// Vector formats: the modifier fields LLVM decodes for this opcode.
    pub mods: &'static [Modifier],
    /// Fields this row requires to hold a value (the flags that select a
    /// memory opcode's operand shape, `saddr` = off).
    pub fixed: &'static [(Name, u64)],
    /// Memory formats: the fields printed after the operands.
    pub items: &'static [SuffixItem],
    /// The abs and neg bits LLVM decodes when an op_sel fallback bit is set.
    pub fallback_abs: u64,
    pub fallback_neg: u64,
    // Third line: printing and encoding.
    /// Values llvm-mc writes in fields the text says nothing of.
    pub written: &'static [(Name, u64)],
    pub mnemonic: String,
}

impl OpDesc {
    /// A row with no operands or modifiers of its own (DPP and image rows
    /// keep theirs elsewhere).
    fn bare(format: FormatId, opcode: u32, mnemonic: String) -> OpDesc {
        OpDesc {
            dpp: None,
            image: None,
            format,
            opcode,
            mnemonic,
            operands: &[],
            mods: &[],
            mix: false,
            zero_mask: 0,
            written: &[],
            fixed: &[],
            items: &[],
            fallback_abs: 0,
            fallback_neg: 0,
        }
    }

    /// The modifier in `field`: a [`Name`] (compared as a byte) or text.
    pub fn modifier(&self, field: impl PartialEq<Name> + Copy) -> Option<&Modifier> {
        self.mods.iter().find(|m| field == m.field)
    }

    /// The operands written in the text, in order: all but the fields LLVM
    /// decodes whatever they hold and prints nothing of.
    pub fn written_operands(&self) -> impl Iterator<Item = &OperandKind> + Clone {
        self.operands.iter().filter(|o| !matches!(o, OperandKind::Ignored { .. }))
    }
}

/// One half of a VOPD instruction (`v_dual_mul_f32 v0, v1, v2`): its code
/// in opX or opY and its operands, with fields named for the half
/// (`src0X`, `vdstY`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DualComp {
    pub code: u32,
    pub mnemonic: String,
    pub operands: Vec<OperandKind>,
}

/// The two halves of VOPD.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DualSide {
    X = 0,
    Y = 1,
}

/// An opcode by its index in [`Table::ops`].
pub type OpId = usize;

/// A target's table. Its lists and maps are built from the compiled table
/// the first time they are read ([`View`], [`Rows`]); the decoder and the
/// assembler look the compiled one up directly where they can.
#[derive(Debug)]
pub struct Table {
    pub target: &'static str,
    /// The compiled table.
    pub(crate) core: &'static crate::compiled::Core,
    /// What a table read at run time read ([`Table::add_aliases`] adds to it).
    pub(crate) parsed: Option<Box<Parsed>>,
    pub ops: Rows<OpDesc, { crate::compiled::OP_SHIFT }>,
    /// Spellings of scalar source codes 0..=255, per class.
    pub src: View<HashMap<SClass, Vec<Option<String>>>>,
    /// Spellings of scalar destination codes 0..=127, per class.
    pub dst: View<HashMap<SClass, Vec<Option<String>>>>,
    pub hwreg: View<HashMap<u32, String>>,
    pub sendmsg: View<HashMap<u32, String>>,
    pub instid: View<HashMap<u32, String>>,
    pub instskip: View<HashMap<u32, String>>,
    pub version: View<HashMap<u32, String>>,
    /// Source spellings the assembler refuses, with LLVM's message.
    pub asm_rejects: View<HashMap<String, String>>,
    /// SMEM data spellings by register count, codes 0..=127.
    pub smem_data: View<HashMap<u32, Vec<Option<String>>>>,
    /// SMEM base spellings (pair, quad), codes 0..=63.
    pub smem_base: View<[Vec<Option<String>>; 2]>,
    /// SMEM soffset spellings, codes 0..=127.
    pub smem_soffset: View<Vec<Option<String>>>,
    /// SMEM operand codes llvm-mc refuses to write, by place (`data4`,
    /// `pair`, `quad`, `soffset`, ...).
    pub smem_refused: View<rustc_hash::FxHashSet<(String, u64)>>,
    /// Spelling classes of the vector formats' operand fields.
    pub classes: Rows<VClass>,
    /// VOPD components, X and Y; every pair of one of each is a row of
    /// format VOPD with opcode `X * 32 + Y`.
    pub duals: View<[Vec<DualComp>; 2]>,
    /// Other names of VOPD X components (`v_dual_add_f32_e32`); llvm-mc-22
    /// reads a Y component only by its own name ("invalid VOPDY instruction").
    pub(crate) dual_x_aliases: View<HashMap<String, String>>,
    /// VOP3 and VOP3P DPP rows by format, opcode and kind (they share the
    /// plain first dword, so the decoder finds them through src0).
    pub vop3_dpp: View<HashMap<(FormatId, u32, DppKind), OpId>>,
    /// DPP8 forms llvm-objdump prints garbled lane selects for (kept, and
    /// printed as llvm-mc writes them).
    pub dpp8_quirks: View<Vec<String>>,
    /// DPP16 forms it prints garbled controls for (kept likewise).
    pub dpp16_quirks: View<Vec<String>>,
    /// DPP rows by mnemonic and kind, for the assembler (also without the
    /// `_dpp` suffix, as llvm-mc takes `v_add_f32 v1, v2, v3 row_shr:1`).
    pub dpp_by_mnemonic: View<HashMap<String, [Option<OpId>; 3]>>,
    /// MTBUF's unified buffer formats by code (`BUF_FMT_32_FLOAT`), 0..=127.
    pub buf_formats: View<Vec<Option<String>>>,
    /// The buffer format names llvm-mc assembles, unified (`BUF_FMT_8_UNORM`,
    /// never printed) and split (`BUF_DATA_FORMAT_32`, `BUF_NUM_FORMAT_FLOAT`).
    pub buf_names: View<HashMap<String, u64>>,
    pub buf_pairs: View<HashMap<(String, String), u64>>,
    /// MIMG opcodes and the names of their operand codes.
    pub images: Rows<ImageOp>,
    pub image_dims: View<[Option<String>; 8]>,
    /// Resource and sampler spellings by code, and whether llvm-mc writes them.
    pub image_rsrc: View<Vec<Option<(String, bool)>>>,
    pub image_samp: View<Vec<Option<(String, bool)>>>,
    /// The ray-tracing opcodes' four-SGPR resources.
    pub bvh_rsrc: View<Vec<Option<(String, bool)>>>,
}

/// A table as the reader leaves it (what [`crate::compiled::compile`] compiles).
#[derive(Debug)]
pub(crate) struct Parsed {
    pub(crate) target: &'static str,
    pub(crate) ops: Vec<OpDesc>,
    /// The rows of each opcode (one per operand shape, for the memory
    /// formats) while the table is read; `code_index` holds them after.
    pub(crate) by_code: HashMap<(FormatId, u32), Vec<OpId>>,
    /// `by_code` for the decoder: per format, per opcode, a range of
    /// `code_rows` (an array index, not a hash, per instruction decoded).
    pub(crate) code_index: Vec<Vec<(u32, u32)>>,
    pub(crate) code_rows: Vec<OpId>,
    pub(crate) by_mnemonic: HashMap<String, Vec<OpId>>,
    /// Spellings of scalar source codes 0..=255, per class.
    pub(crate) src: HashMap<SClass, Vec<Option<String>>>,
    /// Spellings of scalar destination codes 0..=127, per class.
    pub(crate) dst: HashMap<SClass, Vec<Option<String>>>,
    pub(crate) hwreg: HashMap<u32, String>,
    pub(crate) sendmsg: HashMap<u32, String>,
    pub(crate) instid: HashMap<u32, String>,
    pub(crate) instskip: HashMap<u32, String>,
    pub(crate) version: HashMap<u32, String>,
    /// Source spellings the assembler refuses, with LLVM's message.
    pub(crate) asm_rejects: HashMap<String, String>,
    /// SMEM data spellings by register count, codes 0..=127.
    pub(crate) smem_data: HashMap<u32, Vec<Option<String>>>,
    /// SMEM base spellings (pair, quad), codes 0..=63.
    pub(crate) smem_base: [Vec<Option<String>>; 2],
    /// SMEM soffset spellings, codes 0..=127.
    pub(crate) smem_soffset: Vec<Option<String>>,
    /// SMEM operand codes llvm-mc refuses to write, by place (`data4`,
    /// `pair`, `quad`, `soffset`, ...).
    pub(crate) smem_refused: rustc_hash::FxHashSet<(String, u64)>,
    /// Spelling classes of the vector formats' operand fields.
    pub(crate) classes: Vec<VClass>,
    /// VOPD components, X and Y; every pair of one of each is a row of
    /// format VOPD with opcode `X * 32 + Y`.
    pub(crate) duals: [Vec<DualComp>; 2],
    /// Other names of VOPD X components (`v_dual_add_f32_e32`); llvm-mc-22
    /// reads a Y component only by its own name ("invalid VOPDY instruction").
    pub(crate) dual_x_aliases: HashMap<String, String>,
    /// VOP3 and VOP3P DPP rows by format, opcode and kind (they share the
    /// plain first dword, so the decoder finds them through src0).
    pub(crate) vop3_dpp: HashMap<(FormatId, u32, DppKind), OpId>,
    /// DPP8 forms llvm-objdump prints garbled lane selects for (kept, and
    /// printed as llvm-mc writes them).
    pub(crate) dpp8_quirks: Vec<String>,
    /// DPP16 forms it prints garbled controls for (kept likewise).
    pub(crate) dpp16_quirks: Vec<String>,
    /// DPP rows by mnemonic and kind, for the assembler (also without the
    /// `_dpp` suffix, as llvm-mc takes `v_add_f32 v1, v2, v3 row_shr:1`).
    pub(crate) dpp_by_mnemonic: HashMap<String, [Option<OpId>; 3]>,
    /// MTBUF's unified buffer formats by code (`BUF_FMT_32_FLOAT`), 0..=127.
    pub(crate) buf_formats: Vec<Option<String>>,
    /// The buffer format names llvm-mc assembles, unified (`BUF_FMT_8_UNORM`,
    /// never printed) and split (`BUF_DATA_FORMAT_32`, `BUF_NUM_FORMAT_FLOAT`).
    pub(crate) buf_names: HashMap<String, u64>,
    pub(crate) buf_pairs: HashMap<(String, String), u64>,
    /// MIMG opcodes and the names of their operand codes.
    pub(crate) images: Vec<ImageOp>,
    pub(crate) image_dims: [Option<String>; 8],
    /// Resource and sampler spellings by code, and whether llvm-mc writes them.
    pub(crate) image_rsrc: Vec<Option<(String, bool)>>,
    pub(crate) image_samp: Vec<Option<(String, bool)>>,
    /// The ray-tracing opcodes' four-SGPR resources.
    pub(crate) bvh_rsrc: Vec<Option<(String, bool)>>,
}

/// The addresses of an NSA form: how many LLVM prints, the VGPRs of the
/// last (a range holds the rest of them), and whether llvm-mc writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NsaShape {
    pub count: u8,
    pub last: u8,
    pub ok: bool,
}

/// Data VGPRs and addresses of one exceptional pair: the address VGPRs of
/// the plain form, or the NSA shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageShape {
    pub data: u8,
    pub addresses: u8,
    pub last: u8,
    pub ok: bool,
}

/// An image opcode's shapes, as LLVM decodes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageOp {
    pub mnemonic: String,
    /// It takes a sampler (`ssamp`); without one, `ssamp` must be 0.
    pub sampler: bool,
    /// Data VGPRs by `dmask * 4 + d16 * 2 + tfe` (0: not decoded), and
    /// whether llvm-mc writes that shape.
    pub vdata: [(u8, bool); 64],
    /// Address VGPRs by `dim * 2 + a16` (0: not decoded), and whether
    /// llvm-mc writes that shape.
    pub vaddr: [(u8, bool); 16],
    /// The NSA form by `dim * 2 + a16`, for one data VGPR.
    pub nsa: [Option<NsaShape>; 16],
    /// The pairs of data and address shapes (`dmask * 4 + d16 * 2 + tfe`,
    /// `dim * 2 + a16`, NSA) that LLVM prints otherwise than the tables
    /// above say (it has no variant of the opcode for them, and prints its
    /// first), or does not decode (`None`).
    pub exceptions: HashMap<(u8, u8, bool), Option<ImageShape>>,
    /// The shape of the opcode's first variant, plain and NSA, which LLVM
    /// prints where the data or address VGPRs would run past v255.
    pub fallback: [ImageShape; 2],
    /// Spaces after the mnemonic in the NSA form (LLVM writes two for some).
    pub nsa_spaces: u8,
    /// A ray-tracing opcode: fixed dmask, unorm and r128, four data VGPRs,
    /// and by a16 its address VGPRs and the NSA form's groups of them.
    pub bvh: Option<[(u8, Vec<u8>); 2]>,
    /// The flag fields it decodes, in LLVM's printed order.
    pub flags: Vec<String>,
}

impl Table {
    #[inline]
    pub fn op(&self, id: OpId) -> &OpDesc {
        &self.ops[id]
    }

    pub fn lookup(&self, format: FormatId, opcode: u32) -> Option<OpId> {
        self.rows(format, opcode).first().copied()
    }

    /// Reads a table at run time (the static ones are read by `build.rs`).
    pub fn parse(target: &'static str, text: &str) -> Result<Table, String> {
        Ok(Table::compiled(Parsed::read(target, text)?))
    }

    /// Reads the other names llvm-mc takes for this target's instructions
    /// (`alias NAME CANONICAL` lines, `tables/<target>.aliases`): NAME
    /// assembles as CANONICAL does, plain and in DPP forms; a NAME ending in
    /// `_dpp` names only a DPP form. Printing keeps the canonical names.
    /// Only a table read at run time takes them (a compiled one has its own).
    pub fn add_aliases(&mut self, text: &str) -> Result<(), String> {
        let Some(mut parsed) = self.parsed.take() else {
            return Err(format!("the {} table is compiled with its aliases", self.target));
        };
        let read = parsed.add_aliases(text);
        *self = Table::compiled(*parsed);
        read
    }

    /// A VOPD component by side and mnemonic.
    pub fn dual(&self, side: DualSide, mnemonic: &str) -> Option<&DualComp> {
        find_dual(&self.duals, &self.dual_x_aliases, side, mnemonic)
    }

    /// The components of a VOPD opcode (`X * 32 + Y`).
    pub fn dual_pair(&self, opcode: u32) -> Option<(&DualComp, &DualComp)> {
        let x = self.duals[0].iter().find(|c| c.code == opcode >> 5)?;
        let y = self.duals[1].iter().find(|c| c.code == opcode & 31)?;
        Some((x, y))
    }
}

/// A VOPD component by side and mnemonic (X components also by their other names).
fn find_dual<'a>(
    duals: &'a [Vec<DualComp>; 2],
    x_aliases: &HashMap<String, String>,
    side: DualSide,
    mnemonic: &str,
) -> Option<&'a DualComp> {
    let mnemonic = match side {
        DualSide::X => x_aliases.get(mnemonic).map_or(mnemonic, String::as_str),
        DualSide::Y => mnemonic,
    };
    duals[side as usize].iter().find(|c| c.mnemonic == mnemonic)
}

impl Parsed {
    /// Builds `code_index` from `by_code`, once every row is in (and
    /// empties `by_code`, which nothing reads after).
    fn index_codes(&mut self) {
        let by_code = std::mem::take(&mut self.by_code);
        let mut index: Vec<Vec<(u32, u32)>> = vec![Vec::new(); formats().len()];
        let mut keys: Vec<&(FormatId, u32)> = by_code.keys().collect();
        keys.sort();
        for &&(format, opcode) in &keys {
            let rows = &by_code[&(format, opcode)];
            let codes = &mut index[format];
            if codes.len() <= opcode as usize {
                codes.resize(opcode as usize + 1, (0, 0));
            }
            codes[opcode as usize] = (self.code_rows.len() as u32, rows.len() as u32);
            self.code_rows.extend_from_slice(rows);
        }
        self.code_index = index;
    }

    /// Reads a table's text.
    pub(crate) fn read(target: &'static str, text: &str) -> Result<Parsed, String> {
        let mut table = Parsed {
            target,
            ops: Vec::new(),
            by_code: HashMap::default(),
            code_index: Vec::new(),
            code_rows: Vec::new(),
            by_mnemonic: HashMap::default(),
            src: [(SClass::S32, vec![None; 256]), (SClass::S64, vec![None; 256])].into_iter().collect(),
            dst: [(SClass::S32, vec![None; 128]), (SClass::S64, vec![None; 128])].into_iter().collect(),
            hwreg: HashMap::default(),
            sendmsg: HashMap::default(),
            instid: HashMap::default(),
            instskip: HashMap::default(),
            version: HashMap::default(),
            asm_rejects: HashMap::default(),
            smem_data: HashMap::default(),
            smem_base: [vec![None; 64], vec![None; 64]],
            smem_soffset: vec![None; 128],
            smem_refused: Default::default(),
            classes: Vec::new(),
            duals: [Vec::new(), Vec::new()],
            dual_x_aliases: HashMap::default(),
            vop3_dpp: HashMap::default(),
            dpp8_quirks: Vec::new(),
            dpp16_quirks: Vec::new(),
            dpp_by_mnemonic: HashMap::default(),
            buf_formats: vec![None; 128],
            buf_names: HashMap::default(),
            buf_pairs: HashMap::default(),
            images: Vec::new(),
            image_dims: Default::default(),
            image_rsrc: vec![None; 32],
            image_samp: vec![None; 32],
            bvh_rsrc: vec![None; 32],
        };
        let mut class_ids: HashMap<String, usize> = HashMap::default();
        for (number, line) in text.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let err = |what: String| format!("{target}.ops:{}: {what}", number + 1);
            let parts: Vec<&str> = line.split(' ').collect();
            let num = |s: &str| s.parse::<u32>().map_err(|_| err(format!("`{s}` is not a number")));
            let class = |s: &str| match s {
                "s32" => Ok(SClass::S32),
                "s64" => Ok(SClass::S64),
                other => Err(err(format!("unknown register class `{other}`"))),
            };
            match parts[0] {
                "src" | "dst" if parts.len() >= 4 => {
                    let map = if parts[0] == "src" { &mut table.src } else { &mut table.dst };
                    let code = num(parts[2])? as usize;
                    let spellings = map.get_mut(&class(parts[1])?).expect("both classes exist");
                    let slot = spellings.get_mut(code).ok_or_else(|| err(format!("code {code} out of range")))?;
                    *slot = Some(parts[3..].join(" "));
                }
                "hwreg" | "sendmsg" | "instid" | "instskip" | "version" if parts.len() == 3 => {
                    let map = match parts[0] {
                        "hwreg" => &mut table.hwreg,
                        "sendmsg" => &mut table.sendmsg,
                        "instid" => &mut table.instid,
                        "instskip" => &mut table.instskip,
                        _ => &mut table.version,
                    };
                    map.insert(num(parts[1])?, parts[2].to_string());
                }
                "smemdata" if parts.len() >= 4 => {
                    let slot = table.smem_data.entry(num(parts[1])?).or_insert_with(|| vec![None; 128]);
                    let code = num(parts[2])? as usize;
                    *slot.get_mut(code).ok_or_else(|| err(format!("code {code} out of range")))? =
                        Some(parts[3..].join(" "));
                }
                "smembase" if parts.len() >= 4 => {
                    let quad = parts[1] == "quad";
                    let code = num(parts[2])? as usize;
                    let slot = table.smem_base[quad as usize]
                        .get_mut(code)
                        .ok_or_else(|| err(format!("code {code} out of range")))?;
                    *slot = Some(parts[3..].join(" "));
                }
                "smemsoffset" if parts.len() >= 3 => {
                    let code = num(parts[1])? as usize;
                    let slot =
                        table.smem_soffset.get_mut(code).ok_or_else(|| err(format!("code {code} out of range")))?;
                    *slot = Some(parts[2..].join(" "));
                }
                "bufformat" if parts.len() == 3 => {
                    let code = num(parts[1])? as usize;
                    let slot =
                        table.buf_formats.get_mut(code).ok_or_else(|| err(format!("code {code} out of range")))?;
                    *slot = Some(parts[2].to_string());
                }
                "bufname" if parts.len() == 3 => {
                    table.buf_names.insert(parts[1].to_string(), num(parts[2])? as u64);
                }
                "bufpair" if parts.len() == 4 => {
                    table.buf_pairs.insert((parts[1].to_string(), parts[2].to_string()), num(parts[3])? as u64);
                }
                "imgdim" if parts.len() == 3 => {
                    let code = num(parts[1])? as usize;
                    let slot = table.image_dims.get_mut(code).ok_or_else(|| err(format!("dim {code} out of range")))?;
                    *slot = Some(parts[2].to_string());
                }
                "imgrsrc" | "imgsamp" | "bvhrsrc" if parts.len() == 4 => {
                    let code = num(parts[1])? as usize;
                    let map = match parts[0] {
                        "imgrsrc" => &mut table.image_rsrc,
                        "imgsamp" => &mut table.image_samp,
                        _ => &mut table.bvh_rsrc,
                    };
                    let ok = parts[3] == "1";
                    *map.get_mut(code).ok_or_else(|| err(format!("code {code} out of range")))? =
                        Some((parts[2].into(), ok));
                }
                "mimg" if parts.len() == 11 => {
                    let key = |k: usize, name: &str| {
                        parts[k]
                            .strip_prefix(name)
                            .and_then(|v| v.strip_prefix('='))
                            .ok_or_else(|| err(format!("expected `{name}=`")))
                    };
                    // A count, `!` after it where llvm-mc refuses the shape.
                    let count = |v: &str| -> Result<(u8, bool), String> {
                        let (v, ok) = match v.strip_suffix('!') {
                            Some(v) => (v, false),
                            None => (v, true),
                        };
                        Ok((v.parse::<u8>().map_err(|_| err(format!("bad count `{v}`")))?, ok))
                    };
                    let numbers =
                        |text: &str| -> Result<Vec<(u8, bool)>, String> { text.split(',').map(count).collect() };
                    let vdata: [(u8, bool); 64] =
                        numbers(key(4, "vdata")?)?.try_into().map_err(|_| err("vdata: 64 counts expected".into()))?;
                    let vaddr: [(u8, bool); 16] =
                        numbers(key(5, "vaddr")?)?.try_into().map_err(|_| err("vaddr: 16 counts expected".into()))?;
                    // `COUNT[/LAST][!]`: the addresses and the VGPRs of the last.
                    let nsa_shape = |t: &str| -> Result<NsaShape, String> {
                        let (t, ok) = match t.strip_suffix('!') {
                            Some(t) => (t, false),
                            None => (t, true),
                        };
                        let (c, last) = t.split_once('/').unwrap_or((t, "1"));
                        let bad = || err(format!("bad NSA form `{t}`"));
                        let shape = NsaShape {
                            count: c.parse().map_err(|_| bad())?,
                            last: last.parse().map_err(|_| bad())?,
                            ok,
                        };
                        // One dword holds the four further addresses gfx11 has.
                        if shape.count > 5 || shape.count == 0 {
                            return Err(bad());
                        }
                        Ok(shape)
                    };
                    let mut nsa = [None; 16];
                    let nsa_text: Vec<&str> = key(6, "nsa")?.split(',').collect();
                    if nsa_text.len() != 16 {
                        return Err(err("nsa: 16 forms expected".into()));
                    }
                    for (slot, t) in nsa.iter_mut().zip(nsa_text) {
                        *slot = match t.strip_prefix("1:") {
                            Some(shape) => Some(nsa_shape(shape)?),
                            None if t == "0" => None,
                            None => return Err(err(format!("bad NSA form `{t}`"))),
                        };
                    }
                    let mut exceptions = HashMap::default();
                    for e in key(8, "except")?.split(',').filter(|e| *e != "-") {
                        let bad = || err(format!("bad exception `{e}`"));
                        let (at, shape) = e.split_once('=').ok_or_else(bad)?;
                        let at: Vec<u8> =
                            at.split('.').map(|v| v.parse().map_err(|_| bad())).collect::<Result<_, _>>()?;
                        let [di, ai, n] = at[..] else { return Err(bad()) };
                        let shape = if shape == "x" {
                            None
                        } else {
                            let (shape, ok) = match shape.strip_suffix('!') {
                                Some(t) => (t, false),
                                None => (shape, true),
                            };
                            let v: Vec<u8> =
                                shape.split('.').map(|v| v.parse().map_err(|_| bad())).collect::<Result<_, _>>()?;
                            match v[..] {
                                [data, addresses] => Some(ImageShape { data, addresses, last: 1, ok }),
                                [data, addresses, last] => Some(ImageShape { data, addresses, last, ok }),
                                _ => return Err(bad()),
                            }
                        };
                        if di >= 64 || ai >= 16 {
                            return Err(bad());
                        }
                        exceptions.insert((di, ai, n != 0), shape);
                    }
                    let fallback_shape = |t: &str| -> Result<ImageShape, String> {
                        let bad = || err(format!("bad fallback shape `{t}`"));
                        let v: Vec<u8> =
                            t.split('.').map(|v| v.parse().map_err(|_| bad())).collect::<Result<_, _>>()?;
                        match v[..] {
                            [data, addresses] => Ok(ImageShape { data, addresses, last: 1, ok: false }),
                            [data, addresses, last] => Ok(ImageShape { data, addresses, last, ok: false }),
                            _ => Err(bad()),
                        }
                    };
                    let (plain_fb, nsa_fb) = key(9, "fallback")?
                        .split_once('/')
                        .ok_or_else(|| err("fallback: PLAIN/NSA expected".into()))?;
                    let fallback = [fallback_shape(plain_fb)?, fallback_shape(nsa_fb)?];
                    let nsa_spaces = num(key(10, "nsaspaces")?)? as u8;
                    let flags = match key(7, "flags")? {
                        "-" => Vec::new(),
                        list => list.split(',').map(str::to_string).collect(),
                    };
                    let format =
                        formats().iter().position(|f| f.name == "MIMG").ok_or_else(|| err("no MIMG format".into()))?;
                    for f in &flags {
                        if formats()[format].field(f).is_none() {
                            return Err(err(format!("format MIMG has no field `{f}`")));
                        }
                    }
                    let opcode = num(parts[1])?;
                    let mnemonic = parts[2].to_string();
                    table.images.push(ImageOp {
                        mnemonic: mnemonic.clone(),
                        sampler: key(3, "ssamp")? == "1",
                        vdata,
                        vaddr,
                        nsa,
                        flags,
                        exceptions,
                        fallback,
                        nsa_spaces,
                        bvh: None,
                    });
                    table.add_image_row(format, opcode, mnemonic);
                }
                "bvh" if parts.len() == 5 => {
                    let shape = |t: &str| -> Result<(u8, Vec<u8>), String> {
                        let bad = || err(format!("bad ray-tracing shape `{t}`"));
                        let (count, groups) = t.split_once(':').ok_or_else(bad)?;
                        let groups: Vec<u8> =
                            groups.split('.').map(|g| g.parse().map_err(|_| bad())).collect::<Result<_, _>>()?;
                        if groups.is_empty() || groups.len() > 5 {
                            return Err(bad());
                        }
                        Ok((count.parse().map_err(|_| bad())?, groups))
                    };
                    let format =
                        formats().iter().position(|f| f.name == "MIMG").ok_or_else(|| err("no MIMG format".into()))?;
                    let (opcode, mnemonic) = (num(parts[1])?, parts[2].to_string());
                    table.images.push(ImageOp {
                        mnemonic: mnemonic.clone(),
                        sampler: false,
                        vdata: [(0, false); 64],
                        vaddr: [(0, false); 16],
                        nsa: [None; 16],
                        flags: vec!["a16".into()],
                        exceptions: HashMap::default(),
                        fallback: [ImageShape { data: 0, addresses: 0, last: 0, ok: false }; 2],
                        nsa_spaces: 1,
                        bvh: Some([shape(parts[3])?, shape(parts[4])?]),
                    });
                    table.add_image_row(format, opcode, mnemonic);
                }
                "smemreject" if parts.len() == 3 => {
                    table.smem_refused.insert((parts[1].to_string(), num(parts[2])? as u64));
                }
                "asmreject" if parts.len() >= 3 => {
                    table.asm_rejects.insert(parts[1].to_string(), parts[2..].join(" "));
                }
                "vclass" if parts.len() == 5 => {
                    let literal = match parts[3] {
                        "-" => None,
                        rule => {
                            Some(LitRule::parse(rule).ok_or_else(|| err(format!("unknown literal rule `{rule}`")))?)
                        }
                    };
                    let width = num(parts[2])?;
                    if !(1..=9).contains(&width) {
                        return Err(err(format!("class width {width} out of range")));
                    }
                    let assembles =
                        CodeSet::parse(parts[4]).ok_or_else(|| err(format!("bad code set `{}`", parts[4])))?;
                    class_ids.insert(parts[1].to_string(), table.classes.len());
                    table.classes.push(VClass {
                        name: parts[1].to_string(),
                        width,
                        literal,
                        spell: vec![None; 1 << width],
                        assembles,
                        literal_written: false,
                        decoded: CodeSet::default(),
                        text: Vec::new(),
                    });
                }
                "vcode" if parts.len() >= 4 => {
                    let id = *class_ids.get(parts[1]).ok_or_else(|| err(format!("unknown class `{}`", parts[1])))?;
                    let code = num(parts[2])? as usize;
                    let class = &mut table.classes[id];
                    let slot = class.spell.get_mut(code).ok_or_else(|| err(format!("code {code} out of range")))?;
                    let text = parts[3..].join(" ");
                    // The literal is printed by the class's rule, not spelled.
                    match text.as_str() {
                        "<literal>" => class.literal_written = true,
                        "<literal-refused>" => {}
                        _ => *slot = Some(text),
                    }
                }
                "dual" if parts.len() >= 4 => {
                    let side = match parts[1] {
                        "X" => DualSide::X,
                        "Y" => DualSide::Y,
                        other => return Err(err(format!("unknown VOPD side `{other}`"))),
                    };
                    let mut operands = Vec::new();
                    for kind in parts[4..].iter().filter(|k| !k.is_empty()) {
                        let (field, how) = kind.split_once(':').ok_or_else(|| err(format!("bad operand `{kind}`")))?;
                        operands.push(match (field, how) {
                            (_, "dual") => OperandKind::DualDst { field: field_name(field).map_err(err)? },
                            ("literal", rule) => OperandKind::VLiteral {
                                rule: LitRule::parse(rule)
                                    .ok_or_else(|| err(format!("unknown literal rule `{rule}`")))?,
                            },
                            _ => OperandKind::Vector {
                                field: field_name(field).map_err(err)?,
                                class: *class_ids.get(how).ok_or_else(|| err(format!("unknown class `{how}`")))?,
                            },
                        });
                    }
                    let vopd =
                        formats().iter().find(|f| f.name == "VOPD").ok_or_else(|| err("no VOPD format".into()))?;
                    for o in &operands {
                        if o.field() != "literal" && vopd.field(o.field()).is_none() {
                            return Err(err(format!("format VOPD has no field `{}`", o.field())));
                        }
                    }
                    table.duals[side as usize].push(DualComp {
                        code: num(parts[2])?,
                        mnemonic: parts[3].to_string(),
                        operands,
                    });
                }
                "dpp8quirk" if parts.len() == 2 => table.dpp8_quirks.push(parts[1].to_string()),
                "dpp16quirk" if parts.len() == 2 => table.dpp16_quirks.push(parts[1].to_string()),
                "dpp" if parts.len() >= 5 => {
                    let base_format = formats()
                        .iter()
                        .position(|f| f.name == parts[1])
                        .ok_or_else(|| err(format!("unknown format `{}`", parts[1])))?;
                    let opcode = num(parts[2])?;
                    let base = *table
                        .by_code
                        .get(&(base_format, opcode))
                        .and_then(|rows| rows.first())
                        .ok_or_else(|| err(format!("no {} opcode {opcode} for its DPP form", parts[1])))?;
                    let (kind, suffix) = match parts[3] {
                        "16" => (DppKind::Dpp16, "_DPP16"),
                        "8" => (DppKind::Dpp8, "_DPP8"),
                        "8fi" => (DppKind::Dpp8Fi, "_DPP8FI"),
                        other => return Err(err(format!("unknown DPP kind `{other}`"))),
                    };
                    let (negabs, negabs_printed) = match parts.get(5).and_then(|p| p.strip_prefix("negabs=")) {
                        Some(m) => {
                            let bad = || err(format!("bad `{}`", parts[5]));
                            let (d, p) = m.split_once('/').ok_or_else(bad)?;
                            (d.parse().map_err(|_| bad())?, p.parse().map_err(|_| bad())?)
                        }
                        None => (0, 0),
                    };
                    let src1_class = match parts.iter().skip(5).find_map(|p| p.strip_prefix("src1=")) {
                        Some(c) => Some(*class_ids.get(c).ok_or_else(|| err(format!("unknown class `{c}`")))?),
                        None => None,
                    };
                    let id = table.ops.len();
                    let format = if parts[1] == "VOP3" || parts[1] == "VOP3P" {
                        table.vop3_dpp.insert((base_format, opcode, kind), id);
                        base_format
                    } else {
                        let name = format!("{}{suffix}", parts[1]);
                        let format = formats()
                            .iter()
                            .position(|f| f.name == name)
                            .ok_or_else(|| err(format!("no format `{name}`")))?;
                        table.by_code.entry((format, opcode)).or_default().push(id);
                        format
                    };
                    // Not listed with the plain mnemonics: the assembler looks DPP
                    // forms up by their own mnemonic and kind.
                    let mnemonic = parts[4].to_string();
                    table.dpp_by_mnemonic.entry(mnemonic.clone()).or_default()[kind as usize] = Some(id);
                    let base_name = &table.ops[base].mnemonic;
                    for alias in
                        [base_name.strip_suffix("_e32"), base_name.strip_suffix("_e64"), Some(base_name.as_str())]
                            .into_iter()
                            .flatten()
                    {
                        // `v_add_f32` and `v_cmp_eq_u32_dpp` name the same DPP form.
                        let alias = if parts[1] == "VOP3" { format!("{alias}_dpp") } else { alias.to_string() };
                        table.dpp_by_mnemonic.entry(alias.clone()).or_default()[kind as usize].get_or_insert(id);
                        if let Some(plain) = alias.strip_suffix("_dpp") {
                            table.dpp_by_mnemonic.entry(plain.to_string()).or_default()[kind as usize]
                                .get_or_insert(id);
                        } else {
                            table.dpp_by_mnemonic.entry(format!("{alias}_dpp")).or_default()[kind as usize]
                                .get_or_insert(id);
                        }
                    }
                    table.ops.push(OpDesc {
                        dpp: Some(Box::leak(Box::new(Dpp { kind, base, negabs, negabs_printed, src1_class }))),
                        ..OpDesc::bare(format, opcode, mnemonic)
                    });
                }
                "op" if parts.len() >= 4 => {
                    let format = formats()
                        .iter()
                        .position(|f| f.name == parts[1])
                        .ok_or_else(|| err(format!("unknown format `{}`", parts[1])))?;
                    let opcode = num(parts[2])?;
                    let mnemonic = parts[3].to_string();
                    let mut operands = Vec::new();
                    let mut mods = Vec::new();
                    let mut mix = false;
                    let (mut fallback_abs, mut fallback_neg) = (0, 0);
                    let mut written = Vec::new();
                    let mut refused: Vec<(String, u64)> = Vec::new();
                    let (mut fixed, mut items) = (Vec::new(), Vec::new());
                    for kind in parts[4..].iter().filter(|k| !k.is_empty()) {
                        if *kind == "mixmods" {
                            mix = true;
                            continue;
                        }
                        if let Some(mask) = kind.strip_prefix("fallback_abs=") {
                            fallback_abs = mask.parse().map_err(|_| err(format!("bad `{kind}`")))?;
                            continue;
                        }
                        if let Some(mask) = kind.strip_prefix("fallback_neg=") {
                            fallback_neg = mask.parse().map_err(|_| err(format!("bad `{kind}`")))?;
                            continue;
                        }
                        if let Some((field, value)) = kind.split_once("==") {
                            let value = value.parse().map_err(|_| err(format!("bad `{kind}`")))?;
                            fixed.push((field_name(field).map_err(err)?, value));
                            continue;
                        }
                        if let Some(spec) = kind.strip_prefix("item:") {
                            let parts: Vec<&str> = spec.split(':').collect();
                            let [field, name, style, allowed, written_bits] = parts[..] else {
                                return Err(err(format!("bad `{kind}`")));
                            };
                            let style = match style {
                                "flag" => ItemStyle::Flag,
                                "u" => ItemStyle::Unsigned,
                                "s" => ItemStyle::Signed,
                                "always" => ItemStyle::Always,
                                "named" => ItemStyle::Named,
                                "swizzle" => ItemStyle::Swizzle,
                                other => return Err(err(format!("unknown item style `{other}`"))),
                            };
                            let allowed = allowed.parse().map_err(|_| err(format!("bad `{kind}`")))?;
                            let written_bits = written_bits.parse().map_err(|_| err(format!("bad `{kind}`")))?;
                            items.push(SuffixItem {
                                field: field_name(field).map_err(err)?,
                                name: name.into(),
                                style,
                                allowed,
                                written_bits,
                            });
                            continue;
                        }
                        if let Some((field, mask)) = kind.split_once('~') {
                            let mask = mask.parse().map_err(|_| err(format!("bad `{kind}`")))?;
                            refused.push((field.to_string(), mask));
                            continue;
                        }
                        if let Some((field, value)) = kind.split_once('@').filter(|_| !kind.contains('=')) {
                            let value = value.parse().map_err(|_| err(format!("bad `{kind}`")))?;
                            written.push((field_name(field).map_err(err)?, value));
                            continue;
                        }
                        if let Some((field, masks)) = kind.split_once('=') {
                            let field = field_name(field).map_err(err)?;
                            mods.push(modifier(field, masks).ok_or_else(|| err(format!("bad modifier `{kind}`")))?);
                            continue;
                        }
                        let (field, how) = kind.split_once(':').ok_or_else(|| err(format!("bad operand `{kind}`")))?;
                        if field == "implicit" {
                            operands.push(OperandKind::Implicit { text: how.to_string() });
                            continue;
                        }
                        if let Some(&class) = class_ids.get(how) {
                            operands.push(OperandKind::Vector { field: field_name(field).map_err(err)?, class });
                            continue;
                        }
                        if field == "literal" && how != "b32" {
                            let rule =
                                LitRule::parse(how).ok_or_else(|| err(format!("unknown literal rule `{how}`")))?;
                            operands.push(OperandKind::VLiteral { rule });
                            continue;
                        }
                        operands.push(operand_kind(&mnemonic, field, how).map_err(err)?);
                    }
                    let fmt = &formats()[format];
                    for f in operands.iter().map(|o| o.field()).chain(mods.iter().map(|m| m.field)) {
                        if !f.is_empty() && f != "literal" && fmt.field(f).is_none() && f != "offset" {
                            return Err(err(format!("`{mnemonic}`: format {} has no field `{f}`", fmt.name)));
                        }
                    }
                    for (f, mask) in refused {
                        match mods.iter_mut().find(|m| m.field == *f) {
                            Some(m) => m.refused = mask,
                            None => return Err(err(format!("`{mnemonic}`: `{f}~` without `{f}=`"))),
                        }
                    }
                    let zero_mask = zero_mask(fmt, &operands, &mods, &fixed, &items);
                    let named = written.iter().chain(&fixed).map(|(f, _)| f).chain(items.iter().map(|i| &i.field));
                    for f in named {
                        if fmt.field(f).is_none() {
                            return Err(err(format!("`{mnemonic}`: format {} has no field `{f}`", fmt.name)));
                        }
                    }
                    let id = table.ops.len();
                    table.by_code.entry((format, opcode)).or_default().push(id);
                    table.by_mnemonic.entry(mnemonic.clone()).or_default().push(id);
                    table.ops.push(OpDesc {
                        dpp: None,
                        image: None,
                        format,
                        opcode,
                        mnemonic,
                        operands: shared(operands),
                        mods: shared(mods),
                        mix,
                        zero_mask,
                        written: shared(written),
                        fixed: shared(fixed),
                        items: shared(items),
                        fallback_abs,
                        fallback_neg,
                    });
                }
                _ => return Err(err(format!("unrecognised line `{line}`"))),
            }
        }
        table.add_dual_pairs();
        table.index_codes();
        for class in &mut table.classes {
            class.index();
        }
        // llvm-mc takes `v_add_f32` for `v_add_f32_e32` and `v_add_f32_e64`,
        // the 32-bit encoding first where the operands allow it.
        let mut aliases: Vec<(String, OpId)> = Vec::new();
        for (id, op) in table.ops.iter().enumerate() {
            if let Some(base) = op.mnemonic.strip_suffix("_e32").or_else(|| op.mnemonic.strip_suffix("_e64")) {
                aliases.push((base.to_string(), id));
            }
        }
        aliases.sort_by_key(|(_, id)| !table.ops[*id].mnemonic.ends_with("_e32"));
        for (base, id) in aliases {
            table.by_mnemonic.entry(base).or_default().push(id);
        }
        Ok(table)
    }
}

impl Parsed {
    /// Reads the other names of [`Table::add_aliases`].
    pub(crate) fn add_aliases(&mut self, text: &str) -> Result<(), String> {
        for (k, line) in text.lines().enumerate() {
            let err = |m: String| format!("aliases line {}: {m}", k + 1);
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let [kind, name, canonical] = line.split_whitespace().collect::<Vec<_>>()[..] else {
                return Err(err(format!("expected `alias NAME CANONICAL`, found `{line}`")));
            };
            if kind != "alias" {
                return Err(err(format!("unrecognised line `{line}`")));
            }
            if self.by_mnemonic.contains_key(name) || self.dpp_by_mnemonic.contains_key(name) {
                return Err(err(format!("`{name}` is already an instruction's name")));
            }
            if find_dual(&self.duals, &self.dual_x_aliases, DualSide::X, canonical).is_some() {
                self.dual_x_aliases.insert(name.to_string(), canonical.to_string());
                continue;
            }
            let mut rows = if name.ends_with("_dpp") { None } else { self.by_mnemonic.get(canonical).cloned() };
            // An encoding suffix the canonical name lacks picks that
            // encoding where the name has rows of both, as llvm-mc's forced
            // encodings do (`v_nop_e64` is the VOP3 `v_nop`, `v_nop_e32` the
            // VOP1 one); a name of one encoding keeps it (`v_writelane_b32_e32`
            // is the VOP3 `v_writelane_b32`).
            let forced = [("_e64", true), ("_e32", false)]
                .into_iter()
                .find(|(suffix, _)| name.ends_with(suffix) && !canonical.ends_with(suffix));
            if let (Some((_, vop3)), Some(list)) = (forced, rows.as_mut()) {
                let is_vop3 =
                    |id: &OpId| matches!(formats()[self.ops[*id].format].name.as_str(), "VOP3" | "VOP3P" | "VINTERP");
                if list.iter().any(|id| is_vop3(id) == vop3) {
                    list.retain(|id| is_vop3(id) == vop3);
                }
            }
            let dpp = self.dpp_by_mnemonic.get(canonical).copied();
            if rows.is_none() && dpp.is_none() {
                return Err(err(format!("`{canonical}` names no instruction")));
            }
            if let Some(rows) = rows {
                self.by_mnemonic.insert(name.to_string(), rows);
            }
            if let Some(dpp) = dpp {
                self.dpp_by_mnemonic.insert(name.to_string(), dpp);
            }
        }
        Ok(())
    }

    /// The row of the image opcode last added to [`Table::images`].
    fn add_image_row(&mut self, format: FormatId, opcode: u32, mnemonic: String) {
        let id = self.ops.len();
        self.by_code.entry((format, opcode)).or_default().push(id);
        self.by_mnemonic.entry(mnemonic.clone()).or_default().push(id);
        let image = Some(self.images.len() - 1);
        self.ops.push(OpDesc { image, ..OpDesc::bare(format, opcode, mnemonic) });
    }

    /// One VOPD row per pair of components, so that decoding finds a pair
    /// as it finds any opcode. The rows are not listed by mnemonic: the
    /// assembler finds each half by its own.
    fn add_dual_pairs(&mut self) {
        let Some(format) = formats().iter().position(|f| f.name == "VOPD") else { return };
        let fmt = &formats()[format];
        for x in &self.duals[0] {
            for y in &self.duals[1] {
                let operands: Vec<OperandKind> = x.operands.iter().chain(&y.operands).cloned().collect();
                let zero_mask = zero_mask(fmt, &operands, &[], &[], &[]);
                let opcode = x.code * 32 + y.code;
                self.by_code.entry((format, opcode)).or_default().push(self.ops.len());
                self.ops.push(OpDesc {
                    dpp: None,
                    image: None,
                    format,
                    opcode,
                    mnemonic: format!("{} :: {}", x.mnemonic, y.mnemonic),
                    operands: shared(operands),
                    mods: &[],
                    mix: false,
                    zero_mask,
                    written: &[],
                    fixed: &[],
                    items: &[],
                    fallback_abs: 0,
                    fallback_neg: 0,
                });
            }
        }
    }
}

/// `ALLOWED/PRINTED[/FALLBACK][@LIST]`.
fn modifier(field: Name, masks: &str) -> Option<Modifier> {
    let (masks, list_len) = match masks.split_once('@') {
        Some((m, l)) => (m, l.parse().ok()?),
        None => (masks, 0),
    };
    let parts: Vec<u64> = masks.split('/').map(|p| p.parse().ok()).collect::<Option<_>>()?;
    let (allowed, printed, fallback) = match parts[..] {
        [a, p] => (a, p, 0),
        [a, p, f] => (a, p, f),
        _ => return None,
    };
    Some(Modifier { field, allowed, printed, fallback, list_len, refused: 0 })
}

/// The bits of fields an opcode neither uses nor ignores, less the bits of
/// those it uses (VOP3's sdst overlaps abs and op_sel).
fn zero_mask(
    format: &crate::format::Format,
    operands: &[OperandKind],
    mods: &[Modifier],
    fixed: &[(Name, u64)],
    items: &[SuffixItem],
) -> u64 {
    let used = |name: &str| {
        name == "op"
            || operands.iter().any(|o| o.uses(name))
            || mods.iter().any(|m| m.field == name)
            || fixed.iter().any(|(f, _)| *f == name)
            || items.iter().any(|i| i.field == name)
    };
    let (mut unused, mut taken) = (0u64, 0u64);
    for f in format.fields {
        if used(&f.name) {
            taken |= f.mask();
        } else {
            unused |= f.mask();
        }
    }
    unused & !taken
}

/// The interned name of a field the table names.
fn field_name(field: &str) -> Result<Name, String> {
    Name::new(field).ok_or_else(|| format!("no format has a field `{field}`"))
}

fn operand_kind(mnemonic: &str, field: &str, how: &str) -> Result<OperandKind, String> {
    let name = || field_name(field);
    let special = || -> Option<ImmStyle> {
        Some(match mnemonic {
            "s_waitcnt" => ImmStyle::Waitcnt,
            "s_delay_alu" => ImmStyle::DelayAlu,
            "s_getreg_b32" | "s_setreg_b32" | "s_setreg_imm32_b32" => ImmStyle::Hwreg,
            "s_sendmsg" | "s_sendmsghalt" => ImmStyle::Sendmsg,
            "s_waitcnt_depctr" => ImmStyle::Depctr,
            "s_version" => ImmStyle::Version,
            _ => return None,
        })
    };
    if let Some((class, sets)) = how.split_once('/') {
        let parts: Vec<&str> = sets.split('/').collect();
        let [codes, marked, assembles] = parts[..] else {
            return Err(format!("`{mnemonic}`: expected CLASS/DECODED/MARKED/ASSEMBLED, found `{how}`"));
        };
        let set =
            |s: &str| CodeSet::parse(s).map(CodeSet::shared).ok_or_else(|| format!("`{mnemonic}`: bad code set `{s}`"));
        let (marked, assembles) = (set(marked)?, set(assembles)?);
        let class = match class {
            "s32" => SClass::S32,
            "s64" => SClass::S64,
            other => return Err(format!("`{mnemonic}`: unknown register class `{other}`")),
        };
        let accepts = set(codes)?;
        return Ok(OperandKind::Scalar { field: name()?, class, accepts, marked, assembles });
    }
    if let Some(n) = how.strip_prefix("smem").filter(|n| n.chars().all(|c| c.is_ascii_digit()) && !n.is_empty()) {
        return Ok(OperandKind::SmemData { dwords: n.parse().map_err(|_| format!("`{mnemonic}`: bad `{how}`"))? });
    }
    Ok(match (field, how) {
        ("sbase", "pair") => OperandKind::SmemBase { quad: false },
        ("sbase", "quad") => OperandKind::SmemBase { quad: true },
        ("offset", "smem") => OperandKind::SmemOffset { flags: true },
        ("offset", "smem-noflags") => OperandKind::SmemOffset { flags: false },
        ("sdata", "hex-0") => OperandKind::Imm { field: name()?, style: ImmStyle::HexOr0 },
        ("literal", "b32") => OperandKind::Literal,
        (_, "ignored") => OperandKind::Ignored { field: name()? },
        (_, "sendmsg") => OperandKind::SendmsgSource { field: name()? },
        ("simm16", style) => {
            // The generator's guess is overridden where LLVM has a printer of its own.
            let style = match special() {
                Some(s) => s,
                None => match style {
                    "hex" => ImmStyle::Hex,
                    "hex-0" => ImmStyle::HexOr0,
                    "u16" => ImmStyle::U16,
                    "u16-omit0" => ImmStyle::U16Omit0,
                    "s16" => ImmStyle::S16,
                    other => return Err(format!("`{mnemonic}`: no printer for immediate style `{other}`")),
                },
            };
            OperandKind::Imm { field: name()?, style }
        }
        _ => return Err(format!("`{mnemonic}`: unknown operand `{field}:{how}`")),
    })
}

pub const GFX1100: &str = include_str!("../tables/gfx1100.ops");
/// The other names llvm-mc-22 takes for gfx1100's instructions, generated
/// by `tools/gen_amdgpu_tables.py --aliases`.
pub const GFX1100_ALIASES: &str = include_str!("../tables/gfx1100.aliases");
/// The semantics of gfx1100's ALU instructions in the pseudocode of
/// `pisa-doc` (its `semantics` module describes the language, and its tests
/// check every entry against the simulator); written by hand.
pub const GFX1100_SEMANTICS: &str = include_str!("../tables/gfx1100.sem");

/// gfx1100's table as read from its text, with its aliases: what
/// `build.rs` compiles into the static table.
#[cfg_attr(not(test), allow(dead_code))] // build.rs and the tests read the text
pub(crate) fn gfx1100_parsed() -> Result<Parsed, String> {
    let mut table = Parsed::read("gfx1100", GFX1100)?;
    table.add_aliases(GFX1100_ALIASES)?;
    Ok(table)
}

/// gfx1100's table read at run time (the tests compare it with the compiled one).
#[cfg(test)]
fn gfx1100() -> Result<Table, String> {
    Ok(Table::compiled(gfx1100_parsed()?))
}

/// The targets with a table, by `--mcpu` name.
pub const TARGETS: &[&str] = &["gfx1100"];

/// A target's table, compiled into the program.
pub fn table(target: &str) -> Option<&'static Table> {
    match target {
        "gfx1100" => Some(crate::generated::gfx1100()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_decodes_from_two_cache_lines() {
        assert_eq!(std::mem::align_of::<OpDesc>(), 64);
        assert!(std::mem::offset_of!(OpDesc, operands) + 16 <= 64);
        assert!(std::mem::offset_of!(OpDesc, fallback_neg) + 8 <= 128);
        assert_eq!(std::mem::offset_of!(OpDesc, mods), 64);
    }

    #[test]
    fn opcodes_that_decode_only_with_one_flag_value_need_it() {
        // gfx11_asm_ds.s lines 7-10 (`ds_add_gs_reg_rtn v[5:6], v1 gds`):
        // the table generator once probed DS with gds clear only, so the
        // opcodes LLVM decodes only with gds set were missing. Bytes from
        // llvm-mc-22; the refusals are llvm-mc-22's "invalid instruction
        // encoding".
        let table = crate::table("gfx1100").unwrap();
        let asm = |text: &str| crate::asm::assemble(table, text).map(|o| o.bytes).map_err(|e| e[0].message.to_string());
        assert_eq!(asm("ds_add_gs_reg_rtn v[5:6], v1 gds"), Ok(vec![0x00, 0x00, 0xea, 0xd9, 0x00, 0x01, 0x00, 0x05]));
        assert_eq!(
            asm("ds_sub_gs_reg_rtn v[254:255], v255 offset:65535 gds"),
            Ok(vec![0xff, 0xff, 0xee, 0xd9, 0x00, 0xff, 0x00, 0xfe])
        );
        assert_eq!(asm("ds_gws_init v1 gds"), Ok(vec![0x00, 0x00, 0x66, 0xd8, 0x01, 0x00, 0x00, 0x00]));
        assert_eq!(
            asm("ds_ordered_count v5, v1 offset:65535 gds"),
            Ok(vec![0xff, 0xff, 0xfe, 0xd8, 0x01, 0x00, 0x00, 0x05])
        );
        let decodes = |bytes: &[u8]| crate::decode(table, bytes).map(|i| crate::print(table, &i)).ok();
        assert_eq!(
            decodes(&[0x00, 0x00, 0xea, 0xd9, 0x00, 0x01, 0x00, 0x05]).as_deref(),
            Some("ds_add_gs_reg_rtn v[5:6], v1 gds")
        );
        // The same opcode with gds clear, and the opposite cases: ds_nop
        // and ds_permute_b32 with gds set, buffer_gl0_inv with glc or offen.
        for bytes in [
            [0x00, 0x00, 0xe8, 0xd9, 0x00, 0x01, 0x00, 0x05],
            [0x00, 0x00, 0x52, 0xd8, 0x00, 0x00, 0x00, 0x00],
            [0x00, 0x00, 0xca, 0xda, 0x02, 0x03, 0x00, 0x01],
            [0x00, 0x40, 0xac, 0xe0, 0x00, 0x00, 0x00, 0x00],
            [0x00, 0x00, 0xac, 0xe0, 0x00, 0x00, 0x40, 0x00],
        ] {
            assert_eq!(decodes(&bytes), None, "{bytes:02x?}");
        }
        assert_eq!(decodes(&[0x00, 0x00, 0xac, 0xe0, 0x00, 0x00, 0x00, 0x00]).as_deref(), Some("buffer_gl0_inv"));
        // An opcode with no operand before its modifiers prints gds as the
        // flag it is, not as an operand.
        assert_eq!(
            decodes(&[0x04, 0x00, 0x62, 0xd8, 0x00, 0x00, 0x00, 0x00]).as_deref(),
            Some("ds_gws_sema_release_all offset:4 gds")
        );
        assert_eq!(
            asm("ds_gws_sema_release_all offset:4 gds"),
            Ok(vec![0x04, 0x00, 0x62, 0xd8, 0x00, 0x00, 0x00, 0x00])
        );
    }

    #[test]
    fn the_gfx1100_table_reads() {
        let table = Table::parse("gfx1100", GFX1100).unwrap();
        assert!(table.ops.len() > 150);
        assert_eq!(table.src[&SClass::S32][106].as_deref(), Some("vcc_lo"));
        assert_eq!(table.hwreg.get(&1).map(|s| s.as_str()), Some("HW_REG_MODE"));
        let mov = table.by_mnemonic("s_mov_b32");
        assert_eq!(mov.len(), 1);
    }

    #[test]
    fn the_gfx1100_aliases_name_the_canonical_rows() {
        let table = gfx1100().unwrap();
        assert_eq!(table.by_mnemonic("s_andn2_b32"), table.by_mnemonic("s_and_not1_b32"));
        assert_eq!(table.by_mnemonic("v_sub_u32"), table.by_mnemonic("v_sub_nc_u32"));
        assert_eq!(table.dpp_by_mnemonic["v_sub_u32_dpp"], table.dpp_by_mnemonic["v_sub_nc_u32_dpp"]);
        // A DPP name is no plain instruction.
        assert!(table.by_mnemonic("v_sub_u32_dpp").is_empty());
    }

    #[test]
    fn a_bad_alias_line_is_an_error() {
        let mut table = Table::parse("gfx1100", GFX1100).unwrap();
        assert!(table.add_aliases("alias s_foo s_no_such_op").unwrap_err().contains("names no instruction"));
        assert!(table.add_aliases("alias s_mov_b32 s_mov_b64").unwrap_err().contains("already"));
        assert!(table.add_aliases("alias s_foo").unwrap_err().contains("expected"));
    }
}

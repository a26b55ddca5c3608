//! A target's table as compiled: [`Core`], the read table in a compact form
//! of plain numbers and pieces of one string, and the lookups built from it
//! that the decoder and assembler use. `build.rs` reads the text
//! (`tables/<target>.ops`, `.aliases`) with [`crate::table`]'s reader,
//! compiles it here and writes the `Core` out as static data, so that a
//! program starts with the table ready: nothing is parsed, hashed or
//! allocated before the first lookup, which reads a few cache lines.
//!
//! The static data holds no pointers but a few per table (offsets into its
//! arrays instead), so that loading the program relocates nothing in it and
//! the pages of the table are read from the file only where a lookup
//! touches them. [`Table`]'s public fields, in the types the reader
//! produces (rows, maps of strings), are built from the `Core` on first use,
//! a chunk of rows or one map at a time ([`View`], [`Rows`]).
//!
//! A table read at run time ([`Table::parse`], the tests) is compiled the
//! same way, into a `Core` that lives as long as the program.

use crate::format::{formats, FormatId, Name};
use crate::table::{
    CodeSet, Dpp, DppKind, DualComp, DualSide, ImageOp, ImageShape, ImmStyle, ItemStyle, LitRule, Modifier, NsaShape,
    OpDesc, OpId, OperandKind, Parsed, SClass, SuffixItem, Table, VClass,
};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::OnceLock;

/// A piece of [`Core::strings`]: its offset and length in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Str(pub(crate) u32, pub(crate) u32);

/// A range of one of [`Core`]'s arrays: start and length.
pub(crate) type Span = (u32, u32);

/// One row of [`Table::ops`], compiled ([`OpDesc`] has the meaning of each).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Row {
    pub(crate) format: u8,
    pub(crate) mix: bool,
    pub(crate) opcode: u32,
    pub(crate) mnemonic: Str,
    /// Into [`Core::operand_lists`] and [`Core::item_lists`].
    pub(crate) operands: u32,
    pub(crate) items: u32,
    /// Spans of [`Core::mods`] and [`Core::pairs`].
    pub(crate) mods: Span,
    pub(crate) fixed: Span,
    pub(crate) written: Span,
    /// Into [`Core::dpps`] and [`Table::images`].
    pub(crate) dpp: Option<u32>,
    pub(crate) image: Option<u32>,
    pub(crate) zero_mask: u64,
    pub(crate) fallback_abs: u64,
    pub(crate) fallback_neg: u64,
    /// The bits of the row's instructions that no operand sets
    /// ([`Table::fixed_bits`]).
    pub(crate) fixed_bits: u64,
}

/// An [`OperandKind`] as numbers: the variant, its field, one argument
/// (class, style, rule, count or flag), the code sets of a scalar operand
/// (into [`Core::code_sets`]) and an implicit operand's text.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Operand {
    pub(crate) kind: u8,
    pub(crate) field: u8,
    pub(crate) arg: u32,
    pub(crate) sets: [u16; 3],
    pub(crate) text: Str,
}

/// A [`SuffixItem`] with its name in [`Core::strings`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Item {
    pub(crate) field: u8,
    pub(crate) name: Str,
    pub(crate) style: u8,
    pub(crate) allowed: u64,
    pub(crate) written_bits: u32,
}

/// A [`VClass`]: its spellings are a span of [`Core::class_spell`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Class {
    pub(crate) name: Str,
    pub(crate) width: u32,
    pub(crate) literal: Option<u8>,
    pub(crate) spell: Span,
    pub(crate) assembles: CodeSet,
    pub(crate) literal_written: bool,
    pub(crate) decoded: CodeSet,
}

/// What the assembler looks up per class: the code of each spelling (the
/// first code llvm-mc writes for it, a span of [`Core::class_names`],
/// sorted); the same for `v0`..`v255` and `s0`..`s127` by number, without
/// a search (`NO_CODE` where the class has none); and the width of the
/// class's registers from the spelling of code 0 (s0, s[0:1]): 2 for
/// pairs, else 1.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ClassIndex {
    pub(crate) spellings: Span,
    pub(crate) vgpr: [u16; 256],
    pub(crate) sgpr: [u16; 128],
    pub(crate) width: u8,
}

pub(crate) const NO_CODE: u16 = u16::MAX;

/// A VOPD component ([`DualComp`]) of side `side` (0: X, 1: Y); its
/// operands are a span of [`Core::operands`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Dual {
    pub(crate) side: u8,
    pub(crate) code: u32,
    pub(crate) mnemonic: Str,
    pub(crate) operands: Span,
}

/// An [`ImageOp`]: its exceptions are a span of [`Core::image_exceptions`]
/// (each packed by [`pack_exception`]), its flags one of [`Core::image_flags`],
/// a ray-tracing opcode's address groups spans of [`Core::image_groups`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Image {
    pub(crate) mnemonic: Str,
    pub(crate) sampler: bool,
    pub(crate) vdata: [(u8, bool); 64],
    pub(crate) vaddr: [(u8, bool); 16],
    pub(crate) nsa: [Option<NsaShape>; 16],
    pub(crate) exceptions: Span,
    pub(crate) fallback: [ImageShape; 2],
    pub(crate) nsa_spaces: u8,
    pub(crate) bvh: Option<[(u8, Span); 2]>,
    pub(crate) flags: Span,
}

/// A target's table, compiled. Lists that the reader keeps in hash maps are
/// arrays sorted by key here, searched by halves; those the assembler looks
/// up on every line also have a hash index (`*_slots`).
#[derive(Debug)]
pub(crate) struct Core {
    pub(crate) target: &'static str,
    /// Every text of the table, each once.
    pub(crate) strings: &'static str,
    pub(crate) rows: &'static [Row],
    pub(crate) dpps: &'static [Dpp],
    pub(crate) code_sets: &'static [CodeSet],
    /// The distinct operand lists of the rows, spans of `operands`.
    pub(crate) operands: &'static [Operand],
    pub(crate) operand_lists: &'static [Span],
    pub(crate) mods: &'static [Modifier],
    /// The rows' fixed and written field values.
    pub(crate) pairs: &'static [(Name, u64)],
    pub(crate) items: &'static [Item],
    pub(crate) item_lists: &'static [Span],
    /// The rows of each opcode: per format, a span of `code_index`, which
    /// holds per opcode a span of `code_rows`.
    pub(crate) code_formats: &'static [Span],
    pub(crate) code_index: &'static [Span],
    pub(crate) code_rows: &'static [OpId],
    /// Beside `code_index`, the VOP3 and VOP3P DPP rows of each opcode by
    /// kind (`u32::MAX` where there is none): the decoder finds them by
    /// the same index.
    pub(crate) code_dpp: &'static [[u32; 3]],
    /// Mnemonics (with the other names) and their rows, spans of `mnemonic_rows`.
    pub(crate) mnemonics: &'static [(Str, Span)],
    pub(crate) mnemonic_rows: &'static [OpId],
    pub(crate) dpp_mnemonics: &'static [(Str, [Option<OpId>; 3])],
    /// By format, opcode and DPP kind (its index in `DPP_KINDS`).
    pub(crate) vop3_dpp: &'static [((FormatId, u32, u8), OpId)],
    /// Scalar spellings by class (`S32` then `S64`) and code: 256 sources
    /// and 128 destinations per class.
    pub(crate) src: &'static [Option<Str>],
    pub(crate) dst: &'static [Option<Str>],
    pub(crate) hwreg: &'static [(u32, Str)],
    pub(crate) sendmsg: &'static [(u32, Str)],
    pub(crate) instid: &'static [(u32, Str)],
    pub(crate) instskip: &'static [(u32, Str)],
    pub(crate) version: &'static [(u32, Str)],
    pub(crate) asm_rejects: &'static [(Str, Str)],
    /// By register count: the start of its 128 spellings in `smem_spell`.
    pub(crate) smem_data: &'static [(u32, u32)],
    pub(crate) smem_spell: &'static [Option<Str>],
    /// Pair then quad, 64 each.
    pub(crate) smem_base: &'static [Option<Str>],
    pub(crate) smem_soffset: &'static [Option<Str>],
    pub(crate) smem_refused: &'static [(Str, u64)],
    pub(crate) classes: &'static [Class],
    pub(crate) class_spell: &'static [Option<Str>],
    pub(crate) duals: &'static [Dual],
    pub(crate) dual_x_aliases: &'static [(Str, Str)],
    pub(crate) dpp8_quirks: &'static [Str],
    pub(crate) dpp16_quirks: &'static [Str],
    pub(crate) buf_formats: &'static [Option<Str>],
    pub(crate) buf_names: &'static [(Str, u64)],
    pub(crate) buf_pairs: &'static [(Str, Str, u64)],
    pub(crate) images: &'static [Image],
    pub(crate) image_exceptions: &'static [u64],
    pub(crate) image_groups: &'static [u8],
    pub(crate) image_flags: &'static [Str],
    pub(crate) image_dims: [Option<Str>; 8],
    pub(crate) image_rsrc: &'static [Option<(Str, bool)>],
    pub(crate) image_samp: &'static [Option<(Str, bool)>],
    pub(crate) bvh_rsrc: &'static [Option<(Str, bool)>],
    /// The assembler's spellings of scalar operands: per spelling, the
    /// code for 32- and 64-bit operands (sources and destinations).
    pub(crate) src_codes: &'static [(Str, [Option<u16>; 2])],
    pub(crate) dst_codes: &'static [(Str, [Option<u16>; 2])],
    /// SMEM spellings llvm-mc writes: data by register count, base by
    /// pair (0) or quad (1), soffset.
    pub(crate) smem_data_codes: &'static [((u32, Str), u16)],
    pub(crate) smem_base_codes: &'static [((u8, Str), u16)],
    pub(crate) smem_soffset_codes: &'static [(Str, u16)],
    /// Per class of `classes`.
    pub(crate) class_index: &'static [ClassIndex],
    pub(crate) class_names: &'static [(Str, u16)],
    /// Hash indexes ([`hash_slots`]) of the lists the assembler looks up
    /// per line: `mnemonics`, `dpp_mnemonics`, `src_codes`, `dst_codes`,
    /// and `class_names` (with each class's index as the seed).
    pub(crate) mnemonic_slots: &'static [u32],
    pub(crate) dpp_slots: &'static [u32],
    pub(crate) src_slots: &'static [u32],
    pub(crate) dst_slots: &'static [u32],
    pub(crate) class_slots: &'static [u32],
}

/// The hash of a text (with a seed), the same at compile and run time: a
/// word at a time, as FxHash mixes, the last word read overlapping the one
/// before it (the length is mixed in first).
#[inline]
pub(crate) fn hash(seed: u64, text: &[u8]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mix = |h: u64, w: u64| (h.rotate_left(5) ^ w).wrapping_mul(K);
    let n = text.len();
    let word = |at: usize| u64::from_le_bytes(text[at..at + 8].try_into().expect("eight bytes"));
    let half = |at: usize| u32::from_le_bytes(text[at..at + 4].try_into().expect("four bytes")) as u64;
    let mut h = mix(seed, n as u64);
    if n >= 8 {
        let mut at = 0;
        while at + 8 < n {
            h = mix(h, word(at));
            at += 8;
        }
        h = mix(h, word(n - 8));
    } else if n >= 4 {
        h = mix(h, half(0) | half(n - 4) << 32);
    } else if n > 0 {
        h = mix(h, text[0] as u64 | (text[n / 2] as u64) << 8 | (text[n - 1] as u64) << 16);
    }
    // The high bits are the best mixed: fold them down for the slot.
    h ^ h >> 29
}

/// An open-addressing index of entries by the hash of their text: twice as
/// many slots as entries (a power of two), each 0 or an entry's index + 1,
/// an entry in the first free slot from its hash on.
fn hash_slots(keys: impl ExactSizeIterator<Item = u64>) -> Vec<u32> {
    let size = (2 * keys.len()).next_power_of_two().max(2);
    let mut slots = vec![0u32; size];
    for (k, h) in keys.enumerate() {
        let mut at = h as usize & (size - 1);
        while slots[at] != 0 {
            at = (at + 1) & (size - 1);
        }
        slots[at] = k as u32 + 1;
    }
    slots
}

/// The kinds of DPP in the order of their `as u8`.
const DPP_KINDS: [DppKind; 3] = [DppKind::Dpp16, DppKind::Dpp8, DppKind::Dpp8Fi];
const IMM_STYLES: [ImmStyle; 11] = [
    ImmStyle::Hex,
    ImmStyle::HexOr0,
    ImmStyle::U16,
    ImmStyle::U16Omit0,
    ImmStyle::S16,
    ImmStyle::Waitcnt,
    ImmStyle::DelayAlu,
    ImmStyle::Hwreg,
    ImmStyle::Sendmsg,
    ImmStyle::Depctr,
    ImmStyle::Version,
];
const LIT_RULES: [LitRule; 13] = [
    LitRule::B32,
    LitRule::B64,
    LitRule::F64,
    LitRule::F16,
    LitRule::I16,
    LitRule::Bf16,
    LitRule::F16Wide,
    LitRule::PkF16,
    LitRule::PkBf16,
    LitRule::Splat16,
    LitRule::Hex,
    LitRule::Hex16,
    LitRule::Invalid,
];
const ITEM_STYLES: [ItemStyle; 6] =
    [ItemStyle::Flag, ItemStyle::Unsigned, ItemStyle::Signed, ItemStyle::Always, ItemStyle::Named, ItemStyle::Swizzle];

fn class_slot(class: SClass) -> usize {
    match class {
        SClass::S32 => 0,
        SClass::S64 => 1,
    }
}

/// `v<N>` or `s<N>` as written canonically (no leading zero): the kind and N.
pub(crate) fn plain_register(core: &str) -> Option<(u8, usize)> {
    let (&kind, digits) = core.as_bytes().split_first()?;
    if !(1..=3).contains(&digits.len()) || (digits.len() > 1 && digits[0] == b'0') {
        return None;
    }
    let mut n = 0usize;
    for &d in digits {
        if !d.is_ascii_digit() {
            return None;
        }
        n = n * 10 + (d - b'0') as usize;
    }
    Some((kind, n))
}

/// An image exception (`(data shape, address shape, NSA)` and what LLVM
/// prints there) in one number.
fn pack_exception(key: (u8, u8, bool), shape: Option<ImageShape>) -> u64 {
    let mut v = key.0 as u64 | (key.1 as u64) << 8 | (key.2 as u64) << 16;
    if let Some(s) = shape {
        v |= 1 << 17 | (s.ok as u64) << 18 | (s.data as u64) << 24 | (s.addresses as u64) << 32 | (s.last as u64) << 40;
    }
    v
}

fn unpack_exception(v: u64) -> ((u8, u8, bool), Option<ImageShape>) {
    let key = (v as u8, (v >> 8) as u8, v >> 16 & 1 != 0);
    let shape = (v >> 17 & 1 != 0).then_some(ImageShape {
        data: (v >> 24) as u8,
        addresses: (v >> 32) as u8,
        last: (v >> 40) as u8,
        ok: v >> 18 & 1 != 0,
    });
    (key, shape)
}

/// Lives as long as the program: a table read at run time is compiled
/// into arrays that its rows point into, as static ones do.
fn leak<T>(list: Vec<T>) -> &'static [T] {
    Box::leak(list.into_boxed_slice())
}

/// Builds [`Core::strings`]: each text once.
#[derive(Default)]
struct Strings {
    text: String,
    at: HashMap<String, Str>,
}

impl Strings {
    fn add(&mut self, s: &str) -> Str {
        if let Some(&at) = self.at.get(s) {
            return at;
        }
        let at = Str(self.text.len() as u32, s.len() as u32);
        self.text.push_str(s);
        self.at.insert(s.to_string(), at);
        at
    }

    fn opt(&mut self, s: &Option<String>) -> Option<Str> {
        s.as_deref().map(|s| self.add(s))
    }
}

/// Numbers the distinct values of a list, keeping each once.
struct Interned<T> {
    list: Vec<T>,
    at: HashMap<T, u32>,
}

impl<T> Default for Interned<T> {
    fn default() -> Self {
        Interned { list: Vec::new(), at: HashMap::default() }
    }
}

impl<T: std::hash::Hash + Eq + Clone> Interned<T> {
    fn add(&mut self, value: &T) -> u32 {
        if let Some(&at) = self.at.get(value) {
            return at;
        }
        let at = self.list.len() as u32;
        self.list.push(value.clone());
        self.at.insert(value.clone(), at);
        at
    }
}

/// Appends `items` to `pool` unless the same list is there already; their span.
fn span_of<T: std::hash::Hash + Eq + Clone>(pool: &mut Vec<T>, spans: &mut HashMap<Vec<T>, Span>, items: &[T]) -> Span {
    if let Some(&span) = spans.get(items) {
        return span;
    }
    let span = (pool.len() as u32, items.len() as u32);
    pool.extend_from_slice(items);
    spans.insert(items.to_vec(), span);
    span
}

/// Sorts a list by its text key, as the lookups search it.
fn sorted_by_text<T>(strings: &Strings, mut list: Vec<T>, key: impl Fn(&T) -> Str) -> Vec<T> {
    let text = |s: Str| &strings.text[s.0 as usize..(s.0 + s.1) as usize];
    list.sort_by(|a, b| text(key(a)).cmp(text(key(b))));
    list
}

/// Compiles a table that was read: what `build.rs` writes out, and what a
/// table read at run time keeps.
pub(crate) fn compile(p: &Parsed) -> Core {
    let mut strings = Strings::default();
    let mut sets: Interned<CodeSet> = Interned::default();
    let mut operands: Vec<Operand> = Vec::new();
    let mut operand_lists: Interned<Vec<OperandKind>> = Interned::default();
    let mut items: Vec<Item> = Vec::new();
    let mut item_lists: Interned<Vec<SuffixItem>> = Interned::default();
    let (mut mods, mut mod_spans) = (Vec::new(), HashMap::default());
    let (mut pairs, mut pair_spans) = (Vec::new(), HashMap::default());
    let mut dpps = Vec::new();
    let mut operand = |o: &OperandKind, strings: &mut Strings| -> Operand {
        let mut c = Operand { kind: 0, field: o.field().index(), arg: 0, sets: [0; 3], text: Str(0, 0) };
        match o {
            OperandKind::Scalar { class, accepts, marked, assembles, .. } => {
                c.arg = class_slot(*class) as u32;
                c.sets = [accepts, marked, assembles].map(|s| sets.add(s) as u16);
            }
            OperandKind::Literal => c.kind = 1,
            OperandKind::Imm { style, .. } => (c.kind, c.arg) = (2, *style as u32),
            OperandKind::SendmsgSource { .. } => c.kind = 3,
            OperandKind::Ignored { .. } => c.kind = 4,
            OperandKind::SmemData { dwords } => (c.kind, c.arg) = (5, *dwords),
            OperandKind::SmemBase { quad } => (c.kind, c.arg) = (6, *quad as u32),
            OperandKind::SmemOffset { flags } => (c.kind, c.arg) = (7, *flags as u32),
            OperandKind::Vector { class, .. } => (c.kind, c.arg) = (8, *class as u32),
            OperandKind::Implicit { text } => (c.kind, c.text) = (9, strings.add(text)),
            OperandKind::VLiteral { rule } => (c.kind, c.arg) = (10, *rule as u32),
            OperandKind::DualDst { .. } => c.kind = 11,
        }
        c
    };
    let (mut lists, mut item_spans): (Vec<Span>, Vec<Span>) = (Vec::new(), Vec::new());
    let mut rows = Vec::with_capacity(p.ops.len());
    for op in &p.ops {
        let list = operand_lists.add(&op.operands.to_vec());
        if list as usize == lists.len() {
            let start = operands.len();
            for o in op.operands {
                let c = operand(o, &mut strings);
                operands.push(c);
            }
            lists.push((start as u32, op.operands.len() as u32));
        }
        let item_list = item_lists.add(&op.items.to_vec());
        if item_list as usize == item_spans.len() {
            item_spans.push((items.len() as u32, op.items.len() as u32));
            for i in op.items {
                items.push(Item {
                    field: i.field.index(),
                    name: strings.add(&i.name),
                    style: i.style as u8,
                    allowed: i.allowed,
                    written_bits: i.written_bits,
                });
            }
        }
        let dpp = op.dpp.map(|d| {
            dpps.push(*d);
            dpps.len() as u32 - 1
        });
        rows.push(Row {
            format: op.format as u8,
            mix: op.mix,
            opcode: op.opcode,
            mnemonic: strings.add(&op.mnemonic),
            operands: list,
            items: item_list,
            mods: span_of(&mut mods, &mut mod_spans, op.mods),
            fixed: span_of(&mut pairs, &mut pair_spans, op.fixed),
            written: span_of(&mut pairs, &mut pair_spans, op.written),
            dpp,
            image: op.image.map(|i| i as u32),
            zero_mask: op.zero_mask,
            fallback_abs: op.fallback_abs,
            fallback_neg: op.fallback_neg,
            fixed_bits: fixed_bits(op),
        });
    }

    // The rows of each opcode.
    let (mut code_formats, mut code_index, mut code_dpp) = (Vec::new(), Vec::new(), Vec::new());
    for (format, codes) in p.code_index.iter().enumerate() {
        code_formats.push((code_index.len() as u32, codes.len() as u32));
        code_index.extend_from_slice(codes);
        for opcode in 0..codes.len() as u32 {
            code_dpp
                .push(DPP_KINDS.map(|kind| p.vop3_dpp.get(&(format, opcode, kind)).map_or(u32::MAX, |&id| id as u32)));
        }
    }
    // Every VOP3 DPP row's opcode has plain rows, so `code_dpp` holds them all.
    assert_eq!(code_dpp.iter().flatten().filter(|&&id| id != u32::MAX).count(), p.vop3_dpp.len());
    let mut mnemonics = Vec::new();
    let mut mnemonic_rows = Vec::new();
    for (name, ids) in &p.by_mnemonic {
        mnemonics.push((strings.add(name), (mnemonic_rows.len() as u32, ids.len() as u32)));
        mnemonic_rows.extend_from_slice(ids);
    }
    let mnemonics = sorted_by_text(&strings, mnemonics, |m| m.0);
    let dpp_mnemonics: Vec<_> = p.dpp_by_mnemonic.iter().map(|(name, ids)| (strings.add(name), *ids)).collect();
    let dpp_mnemonics = sorted_by_text(&strings, dpp_mnemonics, |m| m.0);
    let mut vop3_dpp: Vec<_> = p.vop3_dpp.iter().map(|(&(f, o, k), &id)| ((f, o, k as u8), id)).collect();
    vop3_dpp.sort();

    let spellings = |list: &[Option<String>], strings: &mut Strings| -> Vec<Option<Str>> {
        list.iter().map(|s| strings.opt(s)).collect()
    };
    let by_class = |map: &HashMap<SClass, Vec<Option<String>>>, strings: &mut Strings| -> Vec<Option<Str>> {
        [SClass::S32, SClass::S64]
            .iter()
            .flat_map(|c| map[c].iter().map(|s| strings.opt(s)).collect::<Vec<_>>())
            .collect()
    };
    let src = by_class(&p.src, &mut strings);
    let dst = by_class(&p.dst, &mut strings);
    let numbered = |map: &HashMap<u32, String>, strings: &mut Strings| -> Vec<(u32, Str)> {
        let mut list: Vec<_> = map.iter().map(|(k, v)| (*k, strings.add(v))).collect();
        list.sort_by_key(|(k, _)| *k);
        list
    };
    let text_pairs = |map: &HashMap<String, String>, strings: &mut Strings| -> Vec<(Str, Str)> {
        let list = map.iter().map(|(k, v)| (strings.add(k), strings.add(v))).collect();
        sorted_by_text(strings, list, |e| e.0)
    };
    let hwreg = numbered(&p.hwreg, &mut strings);
    let sendmsg = numbered(&p.sendmsg, &mut strings);
    let instid = numbered(&p.instid, &mut strings);
    let instskip = numbered(&p.instskip, &mut strings);
    let version = numbered(&p.version, &mut strings);
    let asm_rejects = text_pairs(&p.asm_rejects, &mut strings);
    let dual_x_aliases = text_pairs(&p.dual_x_aliases, &mut strings);

    let mut smem_keys: Vec<u32> = p.smem_data.keys().copied().collect();
    smem_keys.sort();
    let (mut smem_data, mut smem_spell) = (Vec::new(), Vec::new());
    for dwords in smem_keys {
        smem_data.push((dwords, smem_spell.len() as u32));
        smem_spell.extend(spellings(&p.smem_data[&dwords], &mut strings));
    }
    let smem_base: Vec<_> = p.smem_base.iter().flat_map(|l| spellings(l, &mut strings)).collect();
    let smem_soffset = spellings(&p.smem_soffset, &mut strings);
    let smem_refused: Vec<_> = p.smem_refused.iter().map(|(place, code)| (strings.add(place), *code)).collect();
    let mut smem_refused = sorted_by_text(&strings, smem_refused, |e| e.0);
    smem_refused.dedup();

    let (mut classes, mut class_spell) = (Vec::new(), Vec::new());
    for c in &p.classes {
        let spell = (class_spell.len() as u32, c.spell.len() as u32);
        class_spell.extend(spellings(&c.spell, &mut strings));
        classes.push(Class {
            name: strings.add(&c.name),
            width: c.width,
            literal: c.literal.map(|r| r as u8),
            spell,
            assembles: c.assembles,
            literal_written: c.literal_written,
            decoded: c.decoded,
        });
    }
    let mut duals = Vec::new();
    for (side, comps) in p.duals.iter().enumerate() {
        for comp in comps {
            let start = operands.len() as u32;
            for o in &comp.operands {
                let c = operand(o, &mut strings);
                operands.push(c);
            }
            duals.push(Dual {
                side: side as u8,
                code: comp.code,
                mnemonic: strings.add(&comp.mnemonic),
                operands: (start, comp.operands.len() as u32),
            });
        }
    }
    let dpp8_quirks = p.dpp8_quirks.iter().map(|s| strings.add(s)).collect();
    let dpp16_quirks = p.dpp16_quirks.iter().map(|s| strings.add(s)).collect();
    let buf_formats = spellings(&p.buf_formats, &mut strings);
    let buf_names: Vec<_> = p.buf_names.iter().map(|(k, v)| (strings.add(k), *v)).collect();
    let buf_names = sorted_by_text(&strings, buf_names, |e| e.0);
    let mut buf_pairs: Vec<_> = p.buf_pairs.iter().collect();
    buf_pairs.sort();
    let buf_pairs: Vec<_> = buf_pairs.into_iter().map(|((a, b), v)| (strings.add(a), strings.add(b), *v)).collect();

    let (mut images, mut image_exceptions, mut image_groups, mut image_flags) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for img in &p.images {
        let mut exceptions: Vec<u64> = img.exceptions.iter().map(|(k, v)| pack_exception(*k, *v)).collect();
        exceptions.sort();
        let span = (image_exceptions.len() as u32, exceptions.len() as u32);
        image_exceptions.extend(exceptions);
        let bvh = img.bvh.as_ref().map(|shapes| {
            shapes.clone().map(|(count, groups)| {
                let span = (image_groups.len() as u32, groups.len() as u32);
                image_groups.extend(groups);
                (count, span)
            })
        });
        let flags = (image_flags.len() as u32, img.flags.len() as u32);
        image_flags.extend(img.flags.iter().map(|f| strings.add(f)));
        images.push(Image {
            mnemonic: strings.add(&img.mnemonic),
            sampler: img.sampler,
            vdata: img.vdata,
            vaddr: img.vaddr,
            nsa: img.nsa,
            exceptions: span,
            fallback: img.fallback,
            nsa_spaces: img.nsa_spaces,
            bvh,
            flags,
        });
    }
    let image_dims = p.image_dims.clone().map(|d| strings.opt(&d));
    let named = |list: &[Option<(String, bool)>], strings: &mut Strings| -> Vec<Option<(Str, bool)>> {
        list.iter().map(|e| e.as_ref().map(|(s, ok)| (strings.add(s), *ok))).collect()
    };
    let image_rsrc = named(&p.image_rsrc, &mut strings);
    let image_samp = named(&p.image_samp, &mut strings);
    let bvh_rsrc = named(&p.bvh_rsrc, &mut strings);

    // The assembler's spellings of scalar operands: the first code with a
    // spelling wins (odd 64-bit codes print as the aligned pair but are not
    // how one writes it).
    let codes_of = |map: &HashMap<SClass, Vec<Option<String>>>, strings: &mut Strings| {
        let mut codes: HashMap<String, [Option<u16>; 2]> = HashMap::default();
        for class in [SClass::S32, SClass::S64] {
            for (code, s) in map[&class].iter().enumerate() {
                if let Some(s) = s {
                    codes.entry(s.clone()).or_default()[class_slot(class)].get_or_insert(code as u16);
                }
            }
        }
        let list = codes.into_iter().map(|(s, c)| (strings.add(&s), c)).collect();
        sorted_by_text(strings, list, |e| e.0)
    };
    let src_codes = codes_of(&p.src, &mut strings);
    let dst_codes = codes_of(&p.dst, &mut strings);
    // What llvm-mc refuses to write is left out, so that it is an error here too.
    let first = |spellings: &[Option<String>], place: &str| -> Vec<(String, u16)> {
        let mut seen = HashSet::default();
        let mut list = Vec::new();
        for (code, s) in spellings.iter().enumerate() {
            if let Some(s) = s {
                if !p.smem_refused.contains(&(place.to_string(), code as u64)) && seen.insert(s.clone()) {
                    list.push((s.clone(), code as u16));
                }
            }
        }
        list
    };
    let mut smem_data_codes: Vec<((u32, Str), u16)> = Vec::new();
    for (dwords, spellings) in &p.smem_data {
        for (s, code) in first(spellings, &format!("data{dwords}")) {
            smem_data_codes.push(((*dwords, strings.add(&s)), code));
        }
    }
    let text = |strings: &Strings, s: Str| strings.text[s.0 as usize..(s.0 + s.1) as usize].to_string();
    smem_data_codes.sort_by_key(|((d, s), _)| (*d, text(&strings, *s)));
    let mut smem_base_codes: Vec<((u8, Str), u16)> = Vec::new();
    for (quad, place) in [(0u8, "pair"), (1, "quad")] {
        for (s, code) in first(&p.smem_base[quad as usize], place) {
            smem_base_codes.push(((quad, strings.add(&s)), code));
        }
    }
    smem_base_codes.sort_by_key(|((q, s), _)| (*q, text(&strings, *s)));
    let smem_soffset_codes: Vec<_> =
        first(&p.smem_soffset, "soffset").into_iter().map(|(s, code)| (strings.add(&s), code)).collect();
    let smem_soffset_codes = sorted_by_text(&strings, smem_soffset_codes, |e| e.0);

    // The vector assembler's index of each class.
    let (mut class_index, mut class_names) = (Vec::new(), Vec::new());
    for class in &p.classes {
        let mut seen = HashSet::default();
        let mut names: Vec<(Str, u16)> = Vec::new();
        let (mut vgpr, mut sgpr) = ([NO_CODE; 256], [NO_CODE; 128]);
        for (code, s) in class.spell.iter().enumerate() {
            let Some(s) = s else { continue };
            if !class.assembles.contains(code as u64) || !seen.insert(s.as_str()) {
                continue;
            }
            names.push((strings.add(s), code as u16));
            match plain_register(s) {
                Some((b'v', n)) if n < 256 => vgpr[n] = code as u16,
                Some((b's', n)) if n < 128 => sgpr[n] = code as u16,
                _ => {}
            }
        }
        let names = sorted_by_text(&strings, names, |e| e.0);
        let width = match class.spell.first().and_then(|s| s.as_deref()) {
            Some(s) if s.contains(':') => 2,
            _ => 1,
        };
        class_index.push(ClassIndex { spellings: (class_names.len() as u32, names.len() as u32), vgpr, sgpr, width });
        class_names.extend(names);
    }

    let text_hash = |seed: u64, s: Str| hash(seed, &strings.text.as_bytes()[s.0 as usize..(s.0 + s.1) as usize]);
    let mnemonic_slots = hash_slots(mnemonics.iter().map(|m| text_hash(0, m.0)));
    let dpp_slots = hash_slots(dpp_mnemonics.iter().map(|m| text_hash(0, m.0)));
    let src_slots = hash_slots(src_codes.iter().map(|m| text_hash(0, m.0)));
    let dst_slots = hash_slots(dst_codes.iter().map(|m| text_hash(0, m.0)));
    let class_of =
        |k: usize| class_index.iter().position(|c: &ClassIndex| k < (c.spellings.0 + c.spellings.1) as usize);
    let class_slots = hash_slots(
        class_names.iter().enumerate().map(|(k, e)| text_hash(class_of(k).expect("in a class") as u64, e.0)),
    );

    Core {
        target: p.target,
        strings: Box::leak(strings.text.into_boxed_str()),
        rows: leak(rows),
        dpps: leak(dpps),
        code_sets: leak(sets.list),
        operands: leak(operands),
        operand_lists: leak(lists),
        mods: leak(mods),
        pairs: leak(pairs),
        items: leak(items),
        item_lists: leak(item_spans),
        code_formats: leak(code_formats),
        code_index: leak(code_index),
        code_rows: leak(p.code_rows.clone()),
        code_dpp: leak(code_dpp),
        mnemonics: leak(mnemonics),
        mnemonic_rows: leak(mnemonic_rows),
        dpp_mnemonics: leak(dpp_mnemonics),
        vop3_dpp: leak(vop3_dpp),
        src: leak(src),
        dst: leak(dst),
        hwreg: leak(hwreg),
        sendmsg: leak(sendmsg),
        instid: leak(instid),
        instskip: leak(instskip),
        version: leak(version),
        asm_rejects: leak(asm_rejects),
        smem_data: leak(smem_data),
        smem_spell: leak(smem_spell),
        smem_base: leak(smem_base),
        smem_soffset: leak(smem_soffset),
        smem_refused: leak(smem_refused),
        classes: leak(classes),
        class_spell: leak(class_spell),
        duals: leak(duals),
        dual_x_aliases: leak(dual_x_aliases),
        dpp8_quirks: leak(dpp8_quirks),
        dpp16_quirks: leak(dpp16_quirks),
        buf_formats: leak(buf_formats),
        buf_names: leak(buf_names),
        buf_pairs: leak(buf_pairs),
        images: leak(images),
        image_exceptions: leak(image_exceptions),
        image_groups: leak(image_groups),
        image_flags: leak(image_flags),
        image_dims,
        image_rsrc: leak(image_rsrc),
        image_samp: leak(image_samp),
        bvh_rsrc: leak(bvh_rsrc),
        src_codes: leak(src_codes),
        dst_codes: leak(dst_codes),
        smem_data_codes: leak(smem_data_codes),
        smem_base_codes: leak(smem_base_codes),
        smem_soffset_codes: leak(smem_soffset_codes),
        class_index: leak(class_index),
        class_names: leak(class_names),
        mnemonic_slots: leak(mnemonic_slots),
        dpp_slots: leak(dpp_slots),
        src_slots: leak(src_slots),
        dst_slots: leak(dst_slots),
        class_slots: leak(class_slots),
    }
}

/// The bits of an opcode's instructions that no operand sets: its format's
/// identifying bits, the opcode, and what LLVM writes where the text says
/// nothing (a loop over every field of the format per instruction was a
/// thirtieth of the assembler's time, so it is done here, once).
fn fixed_bits(desc: &OpDesc) -> u64 {
    let format = &formats()[desc.format];
    let mut bits = format.value as u64;
    if let Some(f) = format.field(Name::OP) {
        bits = f.set(bits, desc.opcode as u64);
    }
    // What LLVM writes where the text says nothing: the format's defaults
    // (op_sel_hi), then the opcode's own (v_cmpx*_e64: vdst = exec_lo).
    for f in format.fields {
        if f.default != 0 {
            bits = f.set(bits, f.default);
        }
    }
    for (name, value) in desc.written.iter().chain(desc.fixed) {
        if let Some(f) = format.field(name) {
            bits = f.set(bits, *value);
        }
    }
    bits
}

/// A compiled table and the operand and suffix lists its rows share, each
/// made on first use.
pub(crate) struct Source {
    pub(crate) core: &'static Core,
    operand_lists: OnceLock<Box<[OnceLock<&'static [OperandKind]>]>>,
    item_lists: OnceLock<Box<[OnceLock<&'static [SuffixItem]>]>>,
}

impl std::fmt::Debug for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Source").field("target", &self.core.target).finish_non_exhaustive()
    }
}

/// Entry `k` of a list of lists made on first use, each made by `make`.
fn list_of<T>(
    cells: &OnceLock<Box<[OnceLock<&'static [T]>]>>,
    count: usize,
    k: usize,
    make: impl FnOnce() -> Vec<T>,
) -> &'static [T] {
    let cells = cells.get_or_init(|| (0..count).map(|_| OnceLock::new()).collect());
    cells[k].get_or_init(|| leak(make()))
}

impl Source {
    pub(crate) const fn new(core: &'static Core) -> Source {
        Source { core, operand_lists: OnceLock::new(), item_lists: OnceLock::new() }
    }

    fn operands(&self, list: u32) -> &'static [OperandKind] {
        let core = self.core;
        list_of(&self.operand_lists, core.operand_lists.len(), list as usize, || {
            Core::span(core.operands, core.operand_lists[list as usize]).iter().map(|o| core.operand(o)).collect()
        })
    }

    fn items(&self, list: u32) -> &'static [SuffixItem] {
        let core = self.core;
        list_of(&self.item_lists, core.item_lists.len(), list as usize, || {
            Core::span(core.items, core.item_lists[list as usize]).iter().map(|i| core.item(i)).collect()
        })
    }
}

impl Core {
    #[inline]
    pub(crate) fn str(&self, s: Str) -> &'static str {
        &self.strings[s.0 as usize..(s.0 + s.1) as usize]
    }

    fn string(&self, s: Option<Str>) -> Option<String> {
        s.map(|s| self.str(s).to_string())
    }

    fn span<T>(list: &'static [T], (start, len): Span) -> &'static [T] {
        &list[start as usize..(start + len) as usize]
    }

    /// The entry of a list with a hash index (`slots`, seeded `seed`) whose
    /// text is `key` and which `fits`.
    #[inline]
    fn lookup<T>(
        &self,
        list: &'static [T],
        slots: &[u32],
        seed: u64,
        text: impl Fn(&T) -> Str,
        fits: impl Fn(usize) -> bool,
        key: &str,
    ) -> Option<&'static T> {
        let mask = slots.len().checked_sub(1)?;
        let mut at = hash(seed, key.as_bytes()) as usize & mask;
        loop {
            let k = slots[at].checked_sub(1)? as usize;
            let Str(start, len) = text(&list[k]);
            if len as usize == key.len()
                && fits(k)
                && self.strings.as_bytes().get(start as usize..(start + len) as usize) == Some(key.as_bytes())
            {
                return Some(&list[k]);
            }
            at = (at + 1) & mask;
        }
    }

    /// The entry of a list sorted by text whose text is `key`.
    #[inline]
    fn find<T>(&self, list: &'static [T], text: impl Fn(&T) -> Str, key: &str) -> Option<&'static T> {
        let at = list.binary_search_by(|e| self.str(text(e)).cmp(key)).ok()?;
        Some(&list[at])
    }

    fn operand(&'static self, o: &Operand) -> OperandKind {
        let field = Name::at(o.field);
        let set = |k: usize| &self.code_sets[o.sets[k] as usize];
        match o.kind {
            0 => OperandKind::Scalar {
                field,
                class: [SClass::S32, SClass::S64][o.arg as usize],
                accepts: set(0),
                marked: set(1),
                assembles: set(2),
            },
            1 => OperandKind::Literal,
            2 => OperandKind::Imm { field, style: IMM_STYLES[o.arg as usize] },
            3 => OperandKind::SendmsgSource { field },
            4 => OperandKind::Ignored { field },
            5 => OperandKind::SmemData { dwords: o.arg },
            6 => OperandKind::SmemBase { quad: o.arg != 0 },
            7 => OperandKind::SmemOffset { flags: o.arg != 0 },
            8 => OperandKind::Vector { field, class: o.arg as usize },
            9 => OperandKind::Implicit { text: self.str(o.text).to_string() },
            10 => OperandKind::VLiteral { rule: LIT_RULES[o.arg as usize] },
            _ => OperandKind::DualDst { field },
        }
    }

    fn item(&self, i: &Item) -> SuffixItem {
        SuffixItem {
            field: Name::at(i.field),
            name: self.str(i.name).to_string(),
            style: ITEM_STYLES[i.style as usize],
            allowed: i.allowed,
            written_bits: i.written_bits,
        }
    }
}

/// Part of a table built on first use from its compiled form: reads as the
/// value it holds (a map, a list), as the field it replaces did.
pub struct View<T: 'static> {
    cell: OnceLock<T>,
    source: &'static Source,
    build: fn(&'static Source) -> T,
}

impl<T> View<T> {
    const fn new(source: &'static Source, build: fn(&'static Source) -> T) -> View<T> {
        View { cell: OnceLock::new(), source, build }
    }
}

impl<T> std::ops::Deref for View<T> {
    type Target = T;
    #[inline]
    fn deref(&self) -> &T {
        self.cell.get_or_init(|| (self.build)(self.source))
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for View<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

impl<'a, T> IntoIterator for &'a View<T>
where
    &'a T: IntoIterator,
{
    type Item = <&'a T as IntoIterator>::Item;
    type IntoIter = <&'a T as IntoIterator>::IntoIter;
    fn into_iter(self) -> Self::IntoIter {
        (**self).into_iter()
    }
}

/// A list of a table built on first use from its compiled form, a chunk of
/// `1 << SHIFT` entries at a time: indexed and iterated as the `Vec` it
/// replaces was.
pub struct Rows<T: 'static, const SHIFT: u32 = 0> {
    len: usize,
    chunks: &'static [OnceLock<Box<[T]>>],
    source: &'static Source,
    build: fn(&'static Source, usize) -> T,
}

impl<T, const SHIFT: u32> Rows<T, SHIFT> {
    const fn new(
        source: &'static Source,
        chunks: &'static [OnceLock<Box<[T]>>],
        len: usize,
        build: fn(&'static Source, usize) -> T,
    ) -> Rows<T, SHIFT> {
        Rows { len, chunks, source, build }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub fn get(&self, index: usize) -> Option<&T> {
        let chunk = index >> SHIFT;
        let cell = self.chunks.get(chunk)?;
        let rows = match cell.get() {
            Some(rows) => rows,
            None => self.fill(cell, chunk),
        };
        rows.get(index & ((1 << SHIFT) - 1))
    }

    #[cold]
    fn fill<'a>(&self, cell: &'a OnceLock<Box<[T]>>, chunk: usize) -> &'a [T] {
        cell.get_or_init(|| {
            let start = chunk << SHIFT;
            let end = (start + (1 << SHIFT)).min(self.len);
            (start..end).map(|k| (self.build)(self.source, k)).collect()
        })
    }

    pub fn iter(&self) -> RowsIter<'_, T, SHIFT> {
        RowsIter { rows: self, next: 0, end: self.len }
    }

    pub fn first(&self) -> Option<&T> {
        self.get(0)
    }

    pub fn last(&self) -> Option<&T> {
        self.len.checked_sub(1).and_then(|k| self.get(k))
    }
}

/// The entries of [`Rows`] in order.
pub struct RowsIter<'a, T: 'static, const SHIFT: u32> {
    rows: &'a Rows<T, SHIFT>,
    next: usize,
    end: usize,
}

impl<T, const SHIFT: u32> Clone for RowsIter<'_, T, SHIFT> {
    fn clone(&self) -> Self {
        RowsIter { rows: self.rows, next: self.next, end: self.end }
    }
}

impl<'a, T, const SHIFT: u32> Iterator for RowsIter<'a, T, SHIFT> {
    type Item = &'a T;
    fn next(&mut self) -> Option<&'a T> {
        if self.next == self.end {
            return None;
        }
        self.next += 1;
        self.rows.get(self.next - 1)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.end - self.next, Some(self.end - self.next))
    }
}

impl<T, const SHIFT: u32> DoubleEndedIterator for RowsIter<'_, T, SHIFT> {
    fn next_back(&mut self) -> Option<Self::Item> {
        if self.next == self.end {
            return None;
        }
        self.end -= 1;
        self.rows.get(self.end)
    }
}

impl<T, const SHIFT: u32> ExactSizeIterator for RowsIter<'_, T, SHIFT> {}

impl<T, const SHIFT: u32> std::ops::Index<usize> for Rows<T, SHIFT> {
    type Output = T;
    #[inline]
    fn index(&self, index: usize) -> &T {
        match self.get(index) {
            Some(row) => row,
            None => panic!("index out of bounds: the len is {} but the index is {index}", self.len),
        }
    }
}

impl<T: std::fmt::Debug, const SHIFT: u32> std::fmt::Debug for Rows<T, SHIFT> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a, T, const SHIFT: u32> IntoIterator for &'a Rows<T, SHIFT> {
    type Item = &'a T;
    type IntoIter = RowsIter<'a, T, SHIFT>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// The chunks of a table's lazily built lists: static ones for a table
/// compiled by `build.rs`, leaked ones for a table read at run time.
pub(crate) struct Chunks {
    pub(crate) ops: &'static [OnceLock<Box<[OpDesc]>>],
    pub(crate) classes: &'static [OnceLock<Box<[VClass]>>],
    pub(crate) images: &'static [OnceLock<Box<[ImageOp]>>],
}

/// Rows per chunk of [`Table::ops`] (a chunk is built at once). Small, so
/// that a short file builds little more than the rows it uses: with 64 a
/// small kernel's `pisa build` filled 21 chunks, 13% of its instructions;
/// with 8, 14 chunks and 6% (saxpy); with 2, 3% less in all than with 8
/// (1 builds no fewer rows and doubles the cells); a file using every
/// opcode builds them all either way.
pub(crate) const OP_SHIFT: u32 = 1;

/// How many chunks a list of `len` takes, `1 << shift` per chunk.
pub(crate) const fn chunks(len: usize, shift: u32) -> usize {
    len.div_ceil(1 << shift)
}

fn leak_chunks<T>(n: usize) -> &'static [OnceLock<Box<[T]>>] {
    leak((0..n).map(|_| OnceLock::new()).collect())
}

impl Table {
    /// The table of a compiled `Core` (a static one: the lists are built
    /// into `chunks` as they are used).
    pub(crate) const fn new(source: &'static Source, core: &'static Core, chunks: Chunks) -> Table {
        Table {
            target: core.target,
            core,
            parsed: None,
            ops: Rows::new(source, chunks.ops, core.rows.len(), build::op),
            classes: Rows::new(source, chunks.classes, core.classes.len(), build::class),
            images: Rows::new(source, chunks.images, core.images.len(), build::image),
            src: View::new(source, build::src),
            dst: View::new(source, build::dst),
            hwreg: View::new(source, build::hwreg),
            sendmsg: View::new(source, build::sendmsg),
            instid: View::new(source, build::instid),
            instskip: View::new(source, build::instskip),
            version: View::new(source, build::version),
            asm_rejects: View::new(source, build::asm_rejects),
            smem_data: View::new(source, build::smem_data),
            smem_base: View::new(source, build::smem_base),
            smem_soffset: View::new(source, build::smem_soffset),
            smem_refused: View::new(source, build::smem_refused),
            duals: View::new(source, build::duals),
            dual_x_aliases: View::new(source, build::dual_x_aliases),
            vop3_dpp: View::new(source, build::vop3_dpp),
            dpp8_quirks: View::new(source, build::dpp8_quirks),
            dpp16_quirks: View::new(source, build::dpp16_quirks),
            dpp_by_mnemonic: View::new(source, build::dpp_by_mnemonic),
            buf_formats: View::new(source, build::buf_formats),
            buf_names: View::new(source, build::buf_names),
            buf_pairs: View::new(source, build::buf_pairs),
            image_dims: View::new(source, build::image_dims),
            image_rsrc: View::new(source, build::image_rsrc),
            image_samp: View::new(source, build::image_samp),
            bvh_rsrc: View::new(source, build::bvh_rsrc),
        }
    }

    /// The table of a table read at run time, compiled as `build.rs`
    /// compiles the static ones; it keeps what it read, for
    /// [`Table::add_aliases`].
    pub(crate) fn compiled(parsed: Parsed) -> Table {
        let core: &'static Core = Box::leak(Box::new(compile(&parsed)));
        let source: &'static Source = Box::leak(Box::new(Source::new(core)));
        let chunks = Chunks {
            ops: leak_chunks(chunks(core.rows.len(), OP_SHIFT)),
            classes: leak_chunks(core.classes.len()),
            images: leak_chunks(core.images.len()),
        };
        Table { parsed: Some(Box::new(parsed)), ..Table::new(source, core, chunks) }
    }

    #[inline]
    fn core(&self) -> &'static Core {
        self.core
    }

    /// Every row of an opcode, in the table's order.
    #[inline]
    pub fn rows(&self, format: FormatId, opcode: u32) -> &[OpId] {
        let core = self.core();
        let Some(&(start, len)) = core.code_formats.get(format) else { return &[] };
        if opcode >= len {
            return &[];
        }
        let (at, n) = core.code_index[(start + opcode) as usize];
        &core.code_rows[at as usize..(at + n) as usize]
    }

    /// The opcodes written with this mnemonic.
    pub fn by_mnemonic(&self, mnemonic: &str) -> &[OpId] {
        let core = self.core();
        core.lookup(core.mnemonics, core.mnemonic_slots, 0, |m| m.0, |_| true, mnemonic)
            .map_or(&[], |m| Core::span(core.mnemonic_rows, m.1))
    }

    /// Every mnemonic the assembler takes (with the other names), in the
    /// order of their bytes.
    pub fn mnemonics(&self) -> impl Iterator<Item = &str> {
        let core = self.core();
        core.mnemonics.iter().map(move |m| core.str(m.0))
    }

    /// The DPP row of this kind written with this mnemonic
    /// ([`Table::dpp_by_mnemonic`], without building it).
    pub(crate) fn dpp_row(&self, mnemonic: &str, kind: DppKind) -> Option<OpId> {
        self.dpp_rows(mnemonic)?[kind as usize]
    }

    pub(crate) fn dpp_rows(&self, mnemonic: &str) -> Option<[Option<OpId>; 3]> {
        let core = self.core();
        core.lookup(core.dpp_mnemonics, core.dpp_slots, 0, |m| m.0, |_| true, mnemonic).map(|m| m.1)
    }

    /// A VOP3 or VOP3P DPP row ([`Table::vop3_dpp`], without building it).
    #[inline]
    pub(crate) fn vop3_dpp_row(&self, format: FormatId, opcode: u32, kind: DppKind) -> Option<OpId> {
        let core = self.core();
        let &(start, len) = core.code_formats.get(format)?;
        if opcode >= len {
            return None;
        }
        let id = core.code_dpp[(start + opcode) as usize][kind as usize];
        (id != u32::MAX).then_some(id as OpId)
    }

    /// The format of a row, read in place.
    #[inline]
    pub(crate) fn format_of(&self, op: OpId) -> FormatId {
        self.core().rows[op].format as FormatId
    }

    /// The spelling of a scalar source or destination code ([`Table::src`],
    /// [`Table::dst`], without building them).
    #[inline]
    pub(crate) fn src_name(&self, class: SClass, code: u64) -> Option<&'static str> {
        let core = self.core();
        let at = (code < 256).then(|| class_slot(class) * 256 + code as usize)?;
        core.src[at].map(|s| core.str(s))
    }

    #[inline]
    pub(crate) fn dst_name(&self, class: SClass, code: u64) -> Option<&'static str> {
        let core = self.core();
        let at = (code < 128).then(|| class_slot(class) * 128 + code as usize)?;
        core.dst[at].map(|s| core.str(s))
    }

    /// The code the assembler writes for a scalar source or destination spelling.
    pub(crate) fn src_code(&self, class: SClass, text: &str) -> Option<u64> {
        let core = self.core();
        core.lookup(core.src_codes, core.src_slots, 0, |e| e.0, |_| true, text)?.1[class_slot(class)].map(u64::from)
    }

    pub(crate) fn dst_code(&self, class: SClass, text: &str) -> Option<u64> {
        let core = self.core();
        core.lookup(core.dst_codes, core.dst_slots, 0, |e| e.0, |_| true, text)?.1[class_slot(class)].map(u64::from)
    }

    /// The code of an SMEM data spelling of `dwords` registers that llvm-mc writes.
    pub(crate) fn smem_data_code(&self, dwords: u32, text: &str) -> Option<u64> {
        let core = self.core();
        let list = core.smem_data_codes;
        let at = list.binary_search_by(|((d, s), _)| d.cmp(&dwords).then_with(|| core.str(*s).cmp(text))).ok()?;
        Some(list[at].1 as u64)
    }

    pub(crate) fn smem_base_code(&self, quad: bool, text: &str) -> Option<u64> {
        let core = self.core();
        let list = core.smem_base_codes;
        let at = list.binary_search_by(|((q, s), _)| q.cmp(&(quad as u8)).then_with(|| core.str(*s).cmp(text))).ok()?;
        Some(list[at].1 as u64)
    }

    pub(crate) fn smem_soffset_code(&self, text: &str) -> Option<u64> {
        let core = self.core();
        core.find(core.smem_soffset_codes, |e| e.0, text).map(|e| e.1 as u64)
    }

    /// The code of a spelling in a vector operand class, for the assembler:
    /// `v<N>` and `s<N>` by number, the rest by a search.
    #[inline]
    pub(crate) fn class_code(&self, class: usize, text: &str) -> Option<u64> {
        let core = self.core();
        let index = &core.class_index[class];
        let direct = match plain_register(text) {
            Some((b'v', n)) if n < 256 => index.vgpr[n],
            Some((b's', n)) if n < 128 => index.sgpr[n],
            _ => NO_CODE,
        };
        if direct != NO_CODE {
            return Some(direct as u64);
        }
        let (start, len) = index.spellings;
        let fits = |k: usize| (start as usize..(start + len) as usize).contains(&k);
        core.lookup(core.class_names, core.class_slots, class as u64, |e| e.0, fits, text).map(|e| e.1 as u64)
    }

    /// The width of a vector class's registers: 2 for pairs, else 1.
    pub(crate) fn class_width(&self, class: usize) -> u8 {
        self.core().class_index[class].width
    }

    /// The bits of a row's instructions that no operand sets.
    #[inline]
    pub(crate) fn fixed_bits(&self, op: OpId) -> u64 {
        self.core().rows[op].fixed_bits
    }
}

/// A vector operand class of a compiled table, read in place (what the
/// decoder, printer and assembler need of a [`VClass`], which
/// [`Table::classes`] builds whole).
#[derive(Clone, Copy)]
pub(crate) struct ClassRef {
    core: &'static Core,
    class: &'static Class,
}

impl ClassRef {
    /// How code 255 (a literal dword) prints, where it is one.
    pub(crate) fn literal(self) -> Option<LitRule> {
        self.class.literal.map(|r| LIT_RULES[r as usize])
    }

    pub(crate) fn literal_written(self) -> bool {
        self.class.literal_written
    }

    pub(crate) fn decoded(self) -> &'static CodeSet {
        &self.class.decoded
    }

    pub(crate) fn assembles(self) -> &'static CodeSet {
        &self.class.assembles
    }

    pub(crate) fn width(self) -> u32 {
        self.class.width
    }

    /// The spelling of a code ("" where LLVM decodes none).
    #[inline]
    pub(crate) fn text(self, code: u64) -> &'static str {
        let (start, len) = self.class.spell;
        match self.core.class_spell.get(start as usize + code as usize) {
            Some(Some(s)) if code < len as u64 => self.core.str(*s),
            _ => "",
        }
    }
}

impl Table {
    /// A vector operand class, read in place.
    #[inline]
    pub(crate) fn class(&self, class: usize) -> ClassRef {
        let core = self.core();
        ClassRef { core, class: &core.classes[class] }
    }
}

/// The builders of [`Table`]'s lists and maps from a compiled table.
mod build {
    use super::*;

    pub(super) fn op(source: &'static Source, k: usize) -> OpDesc {
        let core = source.core;
        let row = &core.rows[k];
        OpDesc {
            dpp: row.dpp.map(|d| &core.dpps[d as usize]),
            image: row.image.map(|i| i as usize),
            format: row.format as FormatId,
            opcode: row.opcode,
            mix: row.mix,
            zero_mask: row.zero_mask,
            operands: source.operands(row.operands),
            mods: Core::span(core.mods, row.mods),
            fixed: Core::span(core.pairs, row.fixed),
            items: source.items(row.items),
            fallback_abs: row.fallback_abs,
            fallback_neg: row.fallback_neg,
            written: Core::span(core.pairs, row.written),
            mnemonic: core.str(row.mnemonic).to_string(),
        }
    }

    pub(super) fn class(source: &'static Source, k: usize) -> VClass {
        let core = source.core;
        let c = &core.classes[k];
        let spell = Core::span(core.class_spell, c.spell);
        VClass {
            name: core.str(c.name).to_string(),
            width: c.width,
            literal: c.literal.map(|r| LIT_RULES[r as usize]),
            spell: spell.iter().map(|s| core.string(*s)).collect(),
            assembles: c.assembles,
            literal_written: c.literal_written,
            decoded: c.decoded,
            text: spell.iter().map(|s| s.map_or("", |s| core.str(s))).collect(),
        }
    }

    pub(super) fn image(source: &'static Source, k: usize) -> ImageOp {
        let core = source.core;
        let img = &core.images[k];
        ImageOp {
            mnemonic: core.str(img.mnemonic).to_string(),
            sampler: img.sampler,
            vdata: img.vdata,
            vaddr: img.vaddr,
            nsa: img.nsa,
            exceptions: Core::span(core.image_exceptions, img.exceptions)
                .iter()
                .map(|&e| unpack_exception(e))
                .collect(),
            fallback: img.fallback,
            nsa_spaces: img.nsa_spaces,
            bvh: img
                .bvh
                .map(|shapes| shapes.map(|(count, groups)| (count, Core::span(core.image_groups, groups).to_vec()))),
            flags: Core::span(core.image_flags, img.flags).iter().map(|f| core.str(*f).to_string()).collect(),
        }
    }

    fn spellings(core: &'static Core, list: &[Option<Str>]) -> Vec<Option<String>> {
        list.iter().map(|s| core.string(*s)).collect()
    }

    fn by_class(core: &'static Core, list: &[Option<Str>]) -> HashMap<SClass, Vec<Option<String>>> {
        let half = list.len() / 2;
        [(SClass::S32, spellings(core, &list[..half])), (SClass::S64, spellings(core, &list[half..]))]
            .into_iter()
            .collect()
    }

    pub(super) fn src(source: &'static Source) -> HashMap<SClass, Vec<Option<String>>> {
        by_class(source.core, source.core.src)
    }

    pub(super) fn dst(source: &'static Source) -> HashMap<SClass, Vec<Option<String>>> {
        by_class(source.core, source.core.dst)
    }

    fn numbered(core: &'static Core, list: &[(u32, Str)]) -> HashMap<u32, String> {
        list.iter().map(|(k, v)| (*k, core.str(*v).to_string())).collect()
    }

    pub(super) fn hwreg(source: &'static Source) -> HashMap<u32, String> {
        numbered(source.core, source.core.hwreg)
    }

    pub(super) fn sendmsg(source: &'static Source) -> HashMap<u32, String> {
        numbered(source.core, source.core.sendmsg)
    }

    pub(super) fn instid(source: &'static Source) -> HashMap<u32, String> {
        numbered(source.core, source.core.instid)
    }

    pub(super) fn instskip(source: &'static Source) -> HashMap<u32, String> {
        numbered(source.core, source.core.instskip)
    }

    pub(super) fn version(source: &'static Source) -> HashMap<u32, String> {
        numbered(source.core, source.core.version)
    }

    fn text_pairs(core: &'static Core, list: &[(Str, Str)]) -> HashMap<String, String> {
        list.iter().map(|(k, v)| (core.str(*k).to_string(), core.str(*v).to_string())).collect()
    }

    pub(super) fn asm_rejects(source: &'static Source) -> HashMap<String, String> {
        text_pairs(source.core, source.core.asm_rejects)
    }

    pub(super) fn dual_x_aliases(source: &'static Source) -> HashMap<String, String> {
        text_pairs(source.core, source.core.dual_x_aliases)
    }

    pub(super) fn smem_data(source: &'static Source) -> HashMap<u32, Vec<Option<String>>> {
        let core = source.core;
        core.smem_data
            .iter()
            .map(|&(dwords, start)| (dwords, spellings(core, Core::span(core.smem_spell, (start, 128)))))
            .collect()
    }

    pub(super) fn smem_base(source: &'static Source) -> [Vec<Option<String>>; 2] {
        let core = source.core;
        let half = core.smem_base.len() / 2;
        [spellings(core, &core.smem_base[..half]), spellings(core, &core.smem_base[half..])]
    }

    pub(super) fn smem_soffset(source: &'static Source) -> Vec<Option<String>> {
        spellings(source.core, source.core.smem_soffset)
    }

    pub(super) fn smem_refused(source: &'static Source) -> HashSet<(String, u64)> {
        let core = source.core;
        core.smem_refused.iter().map(|(place, code)| (core.str(*place).to_string(), *code)).collect()
    }

    pub(super) fn duals(source: &'static Source) -> [Vec<DualComp>; 2] {
        let core = source.core;
        let side = |s: DualSide| {
            core.duals
                .iter()
                .filter(|d| d.side == s as u8)
                .map(|d| DualComp {
                    code: d.code,
                    mnemonic: core.str(d.mnemonic).to_string(),
                    operands: Core::span(core.operands, d.operands).iter().map(|o| core.operand(o)).collect(),
                })
                .collect()
        };
        [side(DualSide::X), side(DualSide::Y)]
    }

    pub(super) fn vop3_dpp(source: &'static Source) -> HashMap<(FormatId, u32, DppKind), OpId> {
        source.core.vop3_dpp.iter().map(|&((f, o, k), id)| ((f, o, DPP_KINDS[k as usize]), id)).collect()
    }

    fn texts(core: &'static Core, list: &[Str]) -> Vec<String> {
        list.iter().map(|s| core.str(*s).to_string()).collect()
    }

    pub(super) fn dpp8_quirks(source: &'static Source) -> Vec<String> {
        texts(source.core, source.core.dpp8_quirks)
    }

    pub(super) fn dpp16_quirks(source: &'static Source) -> Vec<String> {
        texts(source.core, source.core.dpp16_quirks)
    }

    pub(super) fn dpp_by_mnemonic(source: &'static Source) -> HashMap<String, [Option<OpId>; 3]> {
        let core = source.core;
        core.dpp_mnemonics.iter().map(|(name, ids)| (core.str(*name).to_string(), *ids)).collect()
    }

    pub(super) fn buf_formats(source: &'static Source) -> Vec<Option<String>> {
        spellings(source.core, source.core.buf_formats)
    }

    pub(super) fn buf_names(source: &'static Source) -> HashMap<String, u64> {
        let core = source.core;
        core.buf_names.iter().map(|(k, v)| (core.str(*k).to_string(), *v)).collect()
    }

    pub(super) fn buf_pairs(source: &'static Source) -> HashMap<(String, String), u64> {
        let core = source.core;
        core.buf_pairs.iter().map(|(a, b, v)| ((core.str(*a).to_string(), core.str(*b).to_string()), *v)).collect()
    }

    pub(super) fn image_dims(source: &'static Source) -> [Option<String>; 8] {
        source.core.image_dims.map(|d| source.core.string(d))
    }

    fn named(core: &'static Core, list: &[Option<(Str, bool)>]) -> Vec<Option<(String, bool)>> {
        list.iter().map(|e| e.map(|(s, ok)| (core.str(s).to_string(), ok))).collect()
    }

    pub(super) fn image_rsrc(source: &'static Source) -> Vec<Option<(String, bool)>> {
        named(source.core, source.core.image_rsrc)
    }

    pub(super) fn image_samp(source: &'static Source) -> Vec<Option<(String, bool)>> {
        named(source.core, source.core.image_samp)
    }

    pub(super) fn bvh_rsrc(source: &'static Source) -> Vec<Option<(String, bool)>> {
        named(source.core, source.core.bvh_rsrc)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The static table `build.rs` wrote is what the text reads as now.
    #[test]
    fn the_compiled_table_is_the_text() {
        let p = crate::table::gfx1100_parsed().unwrap();
        let t = crate::table("gfx1100").unwrap();
        assert_eq!(t.target, p.target);
        assert_eq!(t.ops.len(), p.ops.len());
        for (k, op) in p.ops.iter().enumerate() {
            assert_eq!(&t.ops[k], op, "row {k}");
            assert_eq!(t.fixed_bits(k), fixed_bits(op));
        }
        assert!(t.ops.iter().eq(p.ops.iter()));
        for (format, codes) in p.code_index.iter().enumerate() {
            for (opcode, &(start, len)) in codes.iter().enumerate() {
                let rows = &p.code_rows[start as usize..(start + len) as usize];
                assert_eq!(t.rows(format, opcode as u32), rows);
            }
            assert!(t.rows(format, codes.len() as u32).is_empty());
        }
        for (name, rows) in &p.by_mnemonic {
            assert_eq!(t.by_mnemonic(name), rows.as_slice(), "{name}");
        }
        assert_eq!(t.mnemonics().count(), p.by_mnemonic.len());
        assert!(t.by_mnemonic("no_such_op").is_empty());
        for (name, rows) in &p.dpp_by_mnemonic {
            assert_eq!(t.dpp_rows(name), Some(*rows), "{name}");
        }
        for (&(format, opcode, kind), &id) in &p.vop3_dpp {
            assert_eq!(t.vop3_dpp_row(format, opcode, kind), Some(id));
        }
        for class in [SClass::S32, SClass::S64] {
            for code in 0..300 {
                assert_eq!(t.src_name(class, code), p.src[&class].get(code as usize).and_then(|s| s.as_deref()));
                assert_eq!(t.dst_name(class, code), p.dst[&class].get(code as usize).and_then(|s| s.as_deref()));
            }
        }
        assert_eq!(*t.src, p.src);
        assert_eq!(*t.dst, p.dst);
        assert_eq!(*t.hwreg, p.hwreg);
        assert_eq!(*t.sendmsg, p.sendmsg);
        assert_eq!(*t.instid, p.instid);
        assert_eq!(*t.instskip, p.instskip);
        assert_eq!(*t.version, p.version);
        assert_eq!(*t.asm_rejects, p.asm_rejects);
        assert_eq!(*t.smem_data, p.smem_data);
        assert_eq!(*t.smem_base, p.smem_base);
        assert_eq!(*t.smem_soffset, p.smem_soffset);
        assert_eq!(*t.smem_refused, p.smem_refused);
        assert!(t.classes.iter().eq(p.classes.iter()));
        for (k, c) in p.classes.iter().enumerate() {
            let r = t.class(k);
            assert_eq!((r.literal(), r.literal_written(), r.width()), (c.literal, c.literal_written, c.width));
            assert_eq!((r.decoded(), r.assembles()), (&c.decoded, &c.assembles));
            for code in 0..(c.spell.len() as u64 + 2) {
                assert_eq!(r.text(code), c.text.get(code as usize).copied().unwrap_or(""));
            }
        }
        assert_eq!(*t.duals, p.duals);
        assert_eq!(*t.dual_x_aliases, p.dual_x_aliases);
        assert_eq!(*t.dpp8_quirks, p.dpp8_quirks);
        assert_eq!(*t.dpp16_quirks, p.dpp16_quirks);
        assert_eq!(*t.dpp_by_mnemonic, p.dpp_by_mnemonic);
        assert_eq!(*t.vop3_dpp, p.vop3_dpp);
        assert_eq!(*t.buf_formats, p.buf_formats);
        assert_eq!(*t.buf_names, p.buf_names);
        assert_eq!(*t.buf_pairs, p.buf_pairs);
        assert!(t.images.iter().eq(p.images.iter()));
        assert_eq!(*t.image_dims, p.image_dims);
        assert_eq!(*t.image_rsrc, p.image_rsrc);
        assert_eq!(*t.image_samp, p.image_samp);
        assert_eq!(*t.bvh_rsrc, p.bvh_rsrc);
    }

    /// The assembler's spelling lookups find the first code of a spelling,
    /// less what llvm-mc refuses to write.
    #[test]
    fn the_assembler_finds_the_first_code_of_a_spelling() {
        let p = crate::table::gfx1100_parsed().unwrap();
        let t = crate::table("gfx1100").unwrap();
        for class in [SClass::S32, SClass::S64] {
            for (code, s) in p.src[&class].iter().enumerate() {
                let Some(s) = s else { continue };
                let first = p.src[&class].iter().position(|x| x.as_ref() == Some(s)).unwrap();
                assert_eq!(t.src_code(class, s), Some(first as u64), "{s}");
                assert!(first <= code);
            }
        }
        assert_eq!(t.src_code(SClass::S32, "vcc_lo"), Some(106));
        assert_eq!(t.dst_code(SClass::S64, "s[2:3]"), Some(2));
        assert_eq!(t.src_code(SClass::S32, "no_such_register"), None);
        for (k, class) in p.classes.iter().enumerate() {
            for (code, s) in class.spell.iter().enumerate() {
                let Some(s) = s else { continue };
                let first = (0..class.spell.len())
                    .find(|&c| class.spell[c].as_ref() == Some(s) && class.assembles.contains(c as u64));
                assert_eq!(t.class_code(k, s), first.map(|c| c as u64), "{} {s}", class.name);
                assert!(first.is_none_or(|c| c <= code || !class.assembles.contains(code as u64)));
            }
        }
    }
}

//! Instruction formats: each encoding's fixed bits and bit fields, read from
//! `tables/formats.txt`, which the encoder, the decoder and the table
//! generator all use. No field is packed or unpacked anywhere else.
//!
//! Field names are interned ([`Name`]): the opcode tables store them as one
//! byte, and a format finds a field by name with one index, not a search.
//!
//! The file is read at compile time: `build.rs` runs [`parse`] and
//! [`intern`] (this module, included there) and writes the result out as
//! static data, so that a program finds the formats ready when it starts.

/// Text of the compiled tables: a `&'static str` that reads as the
/// `String` such fields once were (`as_str`, comparisons with `str`,
/// `&str` and `String`, `Display`, and `str`'s methods through `Deref`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Text(&'static str);

impl Text {
    pub const fn new(text: &'static str) -> Text {
        Text(text)
    }

    pub const fn as_str(&self) -> &'static str {
        self.0
    }
}

impl std::ops::Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        self.0
    }
}

impl From<&'static str> for Text {
    fn from(text: &'static str) -> Text {
        Text(text)
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        self.0
    }
}

impl std::borrow::Borrow<str> for Text {
    fn borrow(&self) -> &str {
        self.0
    }
}

impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.0, f)
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<String> for Text {
    fn eq(&self, other: &String) -> bool {
        self.0 == other
    }
}

impl PartialEq<Text> for str {
    fn eq(&self, other: &Text) -> bool {
        self == other.0
    }
}

impl PartialEq<Text> for &str {
    fn eq(&self, other: &Text) -> bool {
        *self == other.0
    }
}

impl PartialEq<Text> for String {
    fn eq(&self, other: &Text) -> bool {
        self == other.0
    }
}

/// A list of the compiled tables: a `&'static [T]` that reads as the `Vec`
/// such fields once were (indexing, `iter`, `for x in &list`).
#[derive(PartialEq, Eq, Hash)]
pub struct List<T: 'static>(&'static [T]);

impl<T> List<T> {
    pub const fn new(items: &'static [T]) -> List<T> {
        List(items)
    }

    pub const fn as_slice(&self) -> &'static [T] {
        self.0
    }
}

impl<T> Clone for List<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for List<T> {}

impl<T> std::ops::Deref for List<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        self.0
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for List<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<'a, T> IntoIterator for &'a List<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T> IntoIterator for List<T> {
    type Item = &'static T;
    type IntoIter = std::slice::Iter<'static, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

/// A field name, interned: every name some format of `formats.txt` has,
/// plus `literal` and the empty name, which no format has (operands that
/// live in no field use them).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Name(u8);

/// Names interned first, in this order, so that hot paths have constants
/// ([`Name::OP`] and the rest find their index here when compiled).
const PRESET: &[&str] = &[
    "op",
    "src0",
    "src1",
    "src2",
    "vdst",
    "sdst",
    "literal",
    "",
    "sdata",
    "sbase",
    "offset",
    "soffset",
    "opsel",
    "simm16",
    "abs",
    "neg",
    "neg_hi",
    "omod",
    "clamp",
    "opsel_hi",
    "opsel_hi2",
    "glc",
    "dlc",
    "vsrc1",
    "target",
];

/// The index of `text` in `PRESET`, at compile time (a name missing there
/// stops the build).
const fn preset(text: &str) -> Name {
    let mut k = 0;
    while k < PRESET.len() {
        let (a, b) = (PRESET[k].as_bytes(), text.as_bytes());
        if a.len() == b.len() {
            let mut i = 0;
            while i < a.len() && a[i] == b[i] {
                i += 1;
            }
            if i == a.len() {
                return Name(k as u8);
            }
        }
        k += 1;
    }
    panic!("a preset field name is missing from PRESET")
}

impl Name {
    /// The name interned at `index` (what the generated tables write).
    pub(crate) const fn at(index: u8) -> Name {
        Name(index)
    }

    /// Its index among the interned names.
    pub(crate) const fn index(self) -> u8 {
        self.0
    }

    pub const OP: Name = preset("op");
    pub const SRC0: Name = preset("src0");
    pub const SRC1: Name = preset("src1");
    pub const SRC2: Name = preset("src2");
    pub const VDST: Name = preset("vdst");
    pub const SDST: Name = preset("sdst");
    pub const LITERAL: Name = preset("literal");
    pub const NONE: Name = preset("");
    pub const SDATA: Name = preset("sdata");
    pub const SBASE: Name = preset("sbase");
    pub const OFFSET: Name = preset("offset");
    pub const SOFFSET: Name = preset("soffset");
    pub const OPSEL: Name = preset("opsel");
    pub const SIMM16: Name = preset("simm16");
    pub const ABS: Name = preset("abs");
    pub const NEG: Name = preset("neg");
    pub const NEG_HI: Name = preset("neg_hi");
    pub const OMOD: Name = preset("omod");
    pub const CLAMP: Name = preset("clamp");
    pub const OPSEL_HI: Name = preset("opsel_hi");
    pub const OPSEL_HI2: Name = preset("opsel_hi2");
    pub const GLC: Name = preset("glc");
    pub const DLC: Name = preset("dlc");
    pub const VSRC1: Name = preset("vsrc1");
    pub const TARGET: Name = preset("target");

    /// The interned name `text`, if some format has a field of that name
    /// (or it is `literal` or empty).
    pub fn new(text: &str) -> Option<Name> {
        data().names.iter().position(|n| *n == text).map(|i| Name(i as u8))
    }

    pub fn as_str(self) -> &'static str {
        data().names[self.0 as usize]
    }
}

impl std::ops::Deref for Name {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<str> for Name {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<Name> for &str {
    fn eq(&self, other: &Name) -> bool {
        *self == other.as_str()
    }
}

impl std::fmt::Debug for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl std::fmt::Display for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What [`Format::field`] finds a field by: an interned [`Name`] (one
/// index) or text (compared with each field's name).
pub trait FieldKey {
    fn find(self, format: &Format) -> Option<&Field>;
}

impl FieldKey for Name {
    #[inline]
    fn find(self, format: &Format) -> Option<&Field> {
        match format.slots.get(self.0 as usize) {
            Some(&slot) if slot != NO_SLOT => format.fields.get(slot as usize),
            _ => None,
        }
    }
}

impl FieldKey for &Name {
    #[inline]
    fn find(self, format: &Format) -> Option<&Field> {
        (*self).find(format)
    }
}

impl FieldKey for &str {
    #[inline]
    fn find(self, format: &Format) -> Option<&Field> {
        // Compared in line, byte by byte: names are short, and a call into
        // the C library's memcmp per field was a tenth of the assembler's time.
        let name = self.as_bytes();
        format.fields.iter().find(|f| {
            let other = f.name.as_bytes();
            other.len() == name.len() && other.iter().zip(name).all(|(a, b)| a == b)
        })
    }
}

impl FieldKey for &String {
    #[inline]
    fn find(self, format: &Format) -> Option<&Field> {
        FieldKey::find(self.as_str(), format)
    }
}

impl FieldKey for &&str {
    #[inline]
    fn find(self, format: &Format) -> Option<&Field> {
        FieldKey::find(*self, format)
    }
}

const NO_SLOT: u8 = u8::MAX;

/// One bit field of a format, bits `lo..=hi` of the instruction (bit 32 is
/// bit 0 of the second dword).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: Text,
    pub lo: u32,
    pub hi: u32,
    /// The value LLVM writes when the source says nothing (op_sel_hi: all ones).
    pub default: u64,
}

impl Field {
    pub fn width(&self) -> u32 {
        self.hi - self.lo + 1
    }

    pub fn max(&self) -> u64 {
        if self.width() >= 64 {
            u64::MAX
        } else {
            (1 << self.width()) - 1
        }
    }

    pub fn get(&self, bits: u64) -> u64 {
        (bits >> self.lo) & self.max()
    }

    /// The field as a two's-complement number of its width.
    pub fn get_signed(&self, bits: u64) -> i64 {
        let shift = 64 - self.width();
        ((self.get(bits) << shift) as i64) >> shift
    }

    pub fn set(&self, bits: u64, value: u64) -> u64 {
        (bits & !(self.max() << self.lo)) | ((value & self.max()) << self.lo)
    }

    /// The field's bits within the instruction.
    pub fn mask(&self) -> u64 {
        self.max() << self.lo
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Format {
    pub name: Text,
    pub dwords: u32,
    pub mask: u32,
    pub value: u32,
    pub fields: List<Field>,
    /// A DPP form's format (`VOP2_DPP16`): decoded through its base.
    pub is_dpp: bool,
    /// VOP3 or VOP3P, whose DPP forms src0 selects.
    pub has_dpp_src0: bool,
    /// By interned name: the index of the field in `fields`, or `NO_SLOT`.
    pub(crate) slots: &'static [u8],
}

impl Format {
    #[inline]
    pub fn field(&self, name: impl FieldKey) -> Option<&Field> {
        name.find(self)
    }

    /// Whether the first dword belongs to this format.
    pub fn matches(&self, word0: u32) -> bool {
        word0 & self.mask == self.value
    }
}

/// A format by its index in [`formats`].
pub type FormatId = usize;

pub const SOURCE: &str = include_str!("../tables/formats.txt");

/// Text that lives as long as the program: the formats read at run time
/// (by `build.rs`, and by the tests) keep their names and fields so.
#[cfg_attr(not(test), allow(dead_code))] // build.rs and the tests read the text
fn leak<T: ?Sized>(value: Box<T>) -> &'static T {
    Box::leak(value)
}

/// Reads `formats.txt` (at compile time: see the module's documentation).
#[cfg_attr(not(test), allow(dead_code))] // build.rs and the tests read the text
pub(crate) fn parse(text: &str) -> Result<Vec<Format>, String> {
    let mut formats: Vec<Format> = Vec::new();
    let mut fields: Vec<Field> = Vec::new();
    let close = |format: Option<&mut Format>, fields: &mut Vec<Field>| {
        if let Some(format) = format {
            format.fields = List(leak(std::mem::take(fields).into_boxed_slice()));
        }
    };
    for (number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let parts: Vec<&str> = line.split_whitespace().collect();
        let err = |what: &str| format!("formats.txt:{}: {what}", number + 1);
        let hex = |s: &str| u32::from_str_radix(s.trim_start_matches("0x"), 16).map_err(|_| err("bad hex number"));
        let num = |s: &str| s.parse::<u32>().map_err(|_| err("bad number"));
        match parts.as_slice() {
            ["format", name, dwords, mask, value] => {
                close(formats.last_mut(), &mut fields);
                formats.push(Format {
                    name: Text(leak(Box::from(*name))),
                    dwords: num(dwords)?,
                    mask: hex(mask)?,
                    value: hex(value)?,
                    fields: List(&[]),
                    is_dpp: name.contains("_DPP"),
                    has_dpp_src0: matches!(*name, "VOP3" | "VOP3P"),
                    slots: &[],
                })
            }
            ["field", name, lo, hi, extra @ ..] => {
                let format = formats.last().ok_or_else(|| err("a field before any format"))?;
                let (lo, hi) = (num(lo)?, num(hi)?);
                if hi < lo || hi >= 32 * format.dwords {
                    return Err(err("field outside the format"));
                }
                let mut default = 0;
                for e in extra {
                    let v = e.strip_prefix("default=").ok_or_else(|| err("expected `default=VALUE`"))?;
                    default = num(v)? as u64;
                }
                fields.push(Field { name: Text(leak(Box::from(*name))), lo, hi, default });
            }
            _ => return Err(err("expected `format NAME DWORDS MASK VALUE` or `field NAME LO HI [default=V]`")),
        }
    }
    close(formats.last_mut(), &mut fields);
    Ok(formats)
}

/// The formats and everything derived from them that the encoder and
/// decoder look up: what `build.rs` writes out as static data.
pub(crate) struct Data {
    pub(crate) formats: &'static [Format],
    /// The interned field names, by [`Name`].
    pub(crate) names: &'static [&'static str],
    /// [`decode_order`].
    pub(crate) order: &'static [FormatId],
    /// The candidates of each value of a first dword's top nine bits: a
    /// range of `top_ids` ([`format_of`]).
    pub(crate) by_top: &'static [(u16, u16)],
    pub(crate) top_ids: &'static [u8],
}

/// The formats with their names interned (`PRESET` first, then each new
/// name in the order the file has it), the decoding order and the index by
/// top bits.
#[cfg_attr(not(test), allow(dead_code))] // build.rs and the tests read the text
pub(crate) fn intern(mut formats: Vec<Format>) -> Data {
    let mut names: Vec<&'static str> = PRESET.to_vec();
    for f in &formats {
        for field in f.fields {
            if !names.contains(&field.name.as_str()) {
                names.push(field.name.as_str());
            }
        }
    }
    assert!(names.len() < NO_SLOT as usize, "more field names than a byte holds");
    for f in &mut formats {
        let mut slots = vec![NO_SLOT; names.len()];
        for (i, field) in f.fields.iter().enumerate() {
            let at = names.iter().position(|n| *n == field.name).expect("interned above");
            slots[at] = i as u8;
        }
        f.slots = leak(slots.into_boxed_slice());
    }
    // The decoder tries the formats with the most fixed bits first.
    let mut order: Vec<FormatId> = (0..formats.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(formats[i].mask.count_ones()));
    // The formats a first dword may belong to, by its top nine bits: those
    // of `order` whose fixed bits there agree, up to the first whose fixed
    // bits all lie there (it always matches).
    const TOP: u32 = 0xff80_0000;
    let (mut by_top, mut top_ids) = (Vec::new(), Vec::new());
    for key in 0..512u32 {
        let word = key << 23;
        let start = top_ids.len();
        for &i in &order {
            let f = &formats[i];
            if (word ^ f.value) & f.mask & TOP == 0 {
                top_ids.push(i as u8);
                if f.mask & !TOP == 0 {
                    break;
                }
            }
        }
        by_top.push((start as u16, (top_ids.len() - start) as u16));
    }
    Data {
        formats: leak(formats.into_boxed_slice()),
        names: leak(names.into_boxed_slice()),
        order: leak(order.into_boxed_slice()),
        by_top: leak(by_top.into_boxed_slice()),
        top_ids: leak(top_ids.into_boxed_slice()),
    }
}

/// The formats, as `build.rs` wrote them out.
fn data() -> &'static Data {
    &crate::generated::FORMATS
}

/// Every format, in the table's order.
pub fn formats() -> &'static [Format] {
    data().formats
}

/// Formats in the order a decoder tries them: the most fixed bits first.
pub fn decode_order() -> &'static [FormatId] {
    data().order
}

/// The format of a first dword.
#[inline]
pub fn format_of(word0: u32) -> Option<FormatId> {
    let data = data();
    let (start, len) = data.by_top[(word0 >> 23) as usize];
    let candidates = &data.top_ids[start as usize..(start + len) as usize];
    candidates.iter().map(|&i| i as FormatId).find(|&i| data.formats[i].matches(word0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_reads() {
        let formats = parse(SOURCE).unwrap();
        assert!(formats.iter().any(|f| f.name == "SOP1"));
        for f in &formats {
            // The fixed bits and the fields never overlap.
            let fixed = f.mask as u64;
            for field in &f.fields {
                assert_eq!(fixed & (field.max() << field.lo) & 0xffff_ffff, 0, "{} {}", f.name, field.name);
            }
        }
    }

    #[test]
    fn the_compiled_formats_are_the_text() {
        let data = intern(parse(SOURCE).unwrap());
        assert_eq!(data.formats, formats());
        assert_eq!(data.names, crate::generated::FORMATS.names);
        assert_eq!(data.order, decode_order());
        assert_eq!(data.by_top, crate::generated::FORMATS.by_top);
        assert_eq!(data.top_ids, crate::generated::FORMATS.top_ids);
    }

    #[test]
    fn interned_names_find_the_same_fields_as_text() {
        for f in formats() {
            for field in &f.fields {
                let name = Name::new(&field.name).unwrap();
                assert_eq!(f.field(name), Some(field));
                assert_eq!(name.as_str(), field.name);
            }
            assert_eq!(f.field(Name::LITERAL), None);
            assert_eq!(f.field(Name::NONE), None);
        }
        assert_eq!(formats().iter().find(|f| f.name == "VOP3").unwrap().field(Name::SRC2).unwrap().name, "src2");
        assert_eq!(Name::new("no such field"), None);
        for (name, text) in [(Name::TARGET, "target"), (Name::VSRC1, "vsrc1"), (Name::OP, "op"), (Name::NONE, "")] {
            assert_eq!(name.as_str(), text);
        }
    }

    #[test]
    fn the_top_bits_index_finds_what_a_search_finds() {
        let mut state = 1u64;
        for _ in 0..200_000 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let word = (state >> 32) as u32;
            let searched = decode_order().iter().copied().find(|&i| formats()[i].matches(word));
            assert_eq!(format_of(word), searched, "{word:#010x}");
            for f in formats() {
                let word = (word & !f.mask) | f.value;
                assert_eq!(format_of(word), decode_order().iter().copied().find(|&i| formats()[i].matches(word)));
            }
        }
    }

    #[test]
    fn fields_round_trip() {
        let field = Field { name: "x".into(), lo: 8, hi: 15, default: 0 };
        assert_eq!(field.get(field.set(0xffff_ffff, 0x12)), 0x12);
        assert_eq!(field.set(0, 0x1ff), 0xff00);
        assert_eq!(field.get_signed(field.set(0, 0xf0)), -16);
        assert_eq!(field.get_signed(field.set(0, 0x7f)), 127);
    }
}

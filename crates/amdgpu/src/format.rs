//! Instruction formats: each encoding's fixed bits and bit fields, read from
//! `tables/formats.txt`, which the encoder, the decoder and the table
//! generator all use. No field is packed or unpacked anywhere else.
//!
//! Field names are interned ([`Name`]): the opcode tables store them as one
//! byte, and a format finds a field by name with one index, not a search.

use std::sync::LazyLock;

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
        DATA.names.iter().position(|n| n == text).map(|i| Name(i as u8))
    }

    pub fn as_str(self) -> &'static str {
        &DATA.names[self.0 as usize]
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
    pub name: String,
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
    pub name: String,
    pub dwords: u32,
    pub mask: u32,
    pub value: u32,
    pub fields: Vec<Field>,
    /// A DPP form's format (`VOP2_DPP16`): decoded through its base.
    pub is_dpp: bool,
    /// VOP3 or VOP3P, whose DPP forms src0 selects.
    pub has_dpp_src0: bool,
    /// By interned name: the index of the field in `fields`, or `NO_SLOT`.
    slots: Vec<u8>,
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

fn parse(text: &str) -> Result<Vec<Format>, String> {
    let mut formats: Vec<Format> = Vec::new();
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
            ["format", name, dwords, mask, value] => formats.push(Format {
                name: name.to_string(),
                dwords: num(dwords)?,
                mask: hex(mask)?,
                value: hex(value)?,
                fields: Vec::new(),
                is_dpp: name.contains("_DPP"),
                has_dpp_src0: matches!(*name, "VOP3" | "VOP3P"),
                slots: Vec::new(),
            }),
            ["field", name, lo, hi, extra @ ..] => {
                let format = formats.last_mut().ok_or_else(|| err("a field before any format"))?;
                let (lo, hi) = (num(lo)?, num(hi)?);
                if hi < lo || hi >= 32 * format.dwords {
                    return Err(err("field outside the format"));
                }
                let mut default = 0;
                for e in extra {
                    let v = e.strip_prefix("default=").ok_or_else(|| err("expected `default=VALUE`"))?;
                    default = num(v)? as u64;
                }
                format.fields.push(Field { name: name.to_string(), lo, hi, default });
            }
            _ => return Err(err("expected `format NAME DWORDS MASK VALUE` or `field NAME LO HI [default=V]`")),
        }
    }
    Ok(formats)
}

struct Data {
    formats: Vec<Format>,
    names: Vec<String>,
}

/// The formats with their names interned: `PRESET` first, then each new
/// name in the order the file has it.
fn intern(mut formats: Vec<Format>) -> Data {
    let mut names: Vec<String> = PRESET.iter().map(|s| s.to_string()).collect();
    for f in &formats {
        for field in &f.fields {
            if !names.contains(&field.name) {
                names.push(field.name.clone());
            }
        }
    }
    assert!(names.len() < NO_SLOT as usize, "more field names than a byte holds");
    for f in &mut formats {
        f.slots = vec![NO_SLOT; names.len()];
        for (i, field) in f.fields.iter().enumerate() {
            let at = names.iter().position(|n| *n == field.name).expect("interned above");
            f.slots[at] = i as u8;
        }
    }
    Data { formats, names }
}

static DATA: LazyLock<Data> = LazyLock::new(|| intern(parse(SOURCE).expect("formats.txt is checked by a unit test")));

/// Every format, in the table's order.
pub fn formats() -> &'static [Format] {
    &DATA.formats
}

/// Formats in the order a decoder tries them: the most fixed bits first.
pub fn decode_order() -> &'static [FormatId] {
    static ORDER: LazyLock<Vec<FormatId>> = LazyLock::new(|| {
        let mut order: Vec<FormatId> = (0..formats().len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(formats()[i].mask.count_ones()));
        order
    });
    &ORDER
}

/// The formats a first dword may belong to, by its top nine bits: those of
/// [`decode_order`] whose fixed bits there agree, up to the first whose
/// fixed bits all lie there (it always matches).
fn candidates_by_top_bits() -> &'static [Vec<FormatId>] {
    static BY_TOP: LazyLock<Vec<Vec<FormatId>>> = LazyLock::new(|| {
        const TOP: u32 = 0xff80_0000;
        (0..512u32)
            .map(|key| {
                let word = key << 23;
                let mut list = Vec::new();
                for &i in decode_order() {
                    let f = &formats()[i];
                    if (word ^ f.value) & f.mask & TOP == 0 {
                        list.push(i);
                        if f.mask & !TOP == 0 {
                            break;
                        }
                    }
                }
                list
            })
            .collect()
    });
    &BY_TOP
}

/// The format of a first dword.
#[inline]
pub fn format_of(word0: u32) -> Option<FormatId> {
    candidates_by_top_bits()[(word0 >> 23) as usize].iter().copied().find(|&i| formats()[i].matches(word0))
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

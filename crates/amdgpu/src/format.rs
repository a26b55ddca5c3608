//! Instruction formats: each encoding's fixed bits and bit fields, read from
//! `tables/formats.txt`, which the encoder, the decoder and the table
//! generator all use. No field is packed or unpacked anywhere else.

use std::sync::LazyLock;

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
}

impl Format {
    #[inline]
    pub fn field(&self, name: &str) -> Option<&Field> {
        // Compared in line, byte by byte: names are short, and a call into
        // the C library's memcmp per field was a tenth of the assembler's time.
        let name = name.as_bytes();
        self.fields.iter().find(|f| {
            let other = f.name.as_bytes();
            other.len() == name.len() && other.iter().zip(name).all(|(a, b)| a == b)
        })
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

static FORMATS: LazyLock<Vec<Format>> = LazyLock::new(|| parse(SOURCE).expect("formats.txt is checked by a unit test"));

/// Every format, in the table's order.
pub fn formats() -> &'static [Format] {
    &FORMATS
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

/// The format of a first dword.
pub fn format_of(word0: u32) -> Option<FormatId> {
    decode_order().iter().copied().find(|&i| formats()[i].matches(word0))
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
    fn fields_round_trip() {
        let field = Field { name: "x".into(), lo: 8, hi: 15, default: 0 };
        assert_eq!(field.get(field.set(0xffff_ffff, 0x12)), 0x12);
        assert_eq!(field.set(0, 0x1ff), 0xff00);
        assert_eq!(field.get_signed(field.set(0, 0xf0)), -16);
        assert_eq!(field.get_signed(field.set(0, 0x7f)), 127);
    }
}

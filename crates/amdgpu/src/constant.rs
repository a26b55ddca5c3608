//! Numbers written as source operands: whether llvm-mc makes one an inline
//! constant or a literal, and which bits the literal holds.
//!
//! llvm-mc reads a number as an integer token or a floating-point token
//! (one with `.` or an exponent) and then treats it by the type of the
//! operand it is written in: 32-bit, 16-bit integer, binary16, bfloat16,
//! 64-bit integer or float, or packed pairs of 16-bit values. The rules
//! below are those of LLVM 22's AMDGPU assembler and code emitter, checked
//! against llvm-mc-22 for every spelling of every inline constant in every
//! operand that takes a literal (`tests/roundtrip.rs`).

use crate::inst::inline_code;
use crate::table::LitRule;

/// A number as written: an integer, or a floating-point value (read as a
/// double, as llvm-mc reads it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    Int(i128),
    Float(f64),
}

/// An integer as llvm-mc holds it, in 64 bits: 0xffffffffffffffff is -1;
/// `None` past 64 bits.
pub fn int64(v: i128) -> Option<i128> {
    let v = if (1i128 << 63..1i128 << 64).contains(&v) { v as u64 as i64 as i128 } else { v };
    fits(v, 64).then_some(v)
}

impl Number {
    pub fn parse(text: &str) -> Option<Number> {
        if let Some(v) = crate::asm::parse_int(text) {
            return int64(v).map(Number::Int);
        }
        if !text.contains(['.', 'e', 'E']) || text.contains(['x', 'X']) {
            return None;
        }
        text.parse::<f64>().ok().filter(|f| f.is_finite()).map(Number::Float)
    }
}

/// How an operand reads a number: LLVM's operand types, as far as they
/// assemble differently (its 32-bit integer and float operands do not).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberType {
    Bits32,
    Int16,
    Fp16,
    Bf16,
    Int64,
    Fp64,
    /// Pairs of 16-bit integers, floats or bfloats.
    V2Int16,
    V2Fp16,
    V2Bf16,
    /// `v_pk_fmac_f16`'s pairs: a float constant only in both halves.
    V2Fp16Splat,
}

impl NumberType {
    /// The type of the operands whose literals the table prints by `rule`
    /// (`None`: the operand takes no number).
    pub fn of_rule(rule: LitRule) -> Option<NumberType> {
        Some(match rule {
            LitRule::B32 | LitRule::Hex => NumberType::Bits32,
            LitRule::I16 => NumberType::Int16,
            LitRule::F16 | LitRule::F16Wide | LitRule::Hex16 => NumberType::Fp16,
            LitRule::Bf16 => NumberType::Bf16,
            LitRule::B64 => NumberType::Int64,
            LitRule::F64 => NumberType::Fp64,
            LitRule::PkF16 => NumberType::V2Fp16,
            LitRule::Splat16 => NumberType::V2Fp16Splat,
            LitRule::PkBf16 => NumberType::V2Bf16,
            LitRule::Invalid => return None,
        })
    }
}

/// What a number becomes in a source operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoded {
    /// An inline-constant code (128..=248).
    Inline(u64),
    /// The literal dword (code 255).
    Literal(u32),
}

const F16_INLINE: [u16; 9] = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118];
const BF16_INLINE: [u16; 9] = [0x3f00, 0xbf00, 0x3f80, 0xbf80, 0x4000, 0xc000, 0x4080, 0xc080, 0x3e22];
const F64_INLINE: [u64; 9] = [
    0x3fe0_0000_0000_0000,
    0xbfe0_0000_0000_0000,
    0x3ff0_0000_0000_0000,
    0xbff0_0000_0000_0000,
    0x4000_0000_0000_0000,
    0xc000_0000_0000_0000,
    0x4010_0000_0000_0000,
    0xc010_0000_0000_0000,
    0x3fc4_5f30_6dc9_c882,
];
/// The codes of ±0.5, ±1.0, ±2.0, ±4.0 and 1/(2π), in the order of the tables above.
const FLOAT_CODES: [u64; 9] = [240, 241, 242, 243, 244, 245, 246, 247, 248];

fn small_int_code(v: i64) -> Option<u64> {
    match v {
        0..=64 => Some(128 + v as u64),
        -16..=-1 => Some(192 + (-v) as u64),
        _ => None,
    }
}

fn inline16(v: u16, floats: &[u16; 9]) -> Option<u64> {
    small_int_code(v as i16 as i64).or_else(|| floats.iter().position(|f| *f == v).map(|k| FLOAT_CODES[k]))
}

fn inline64(v: u64) -> Option<u64> {
    small_int_code(v as i64).or_else(|| F64_INLINE.iter().position(|f| *f == v).map(|k| FLOAT_CODES[k]))
}

/// A packed pair's inline constant: a 32-bit integer constant, or a 16-bit
/// float constant in the low half with the high half clear.
fn inline_pair(v: u32, floats: &[u16; 9]) -> Option<u64> {
    small_int_code(v as i32 as i64).or_else(|| {
        if v >> 16 == 0 {
            floats.iter().position(|f| *f as u32 == v).map(|k| FLOAT_CODES[k])
        } else {
            None
        }
    })
}

/// `v_pk_fmac_f16`'s inline constants: a 32-bit integer constant, or a
/// 16-bit float constant in both halves.
fn inline_splat(v: u32) -> Option<u64> {
    let low = v as u16;
    small_int_code(v as i32 as i64).or_else(|| if v >> 16 == low as u32 { inline16(low, &F16_INLINE) } else { None })
}

/// Whether an integer fits `bits` bits, signed or unsigned (llvm-mc's test
/// for truncating one to the operand's width).
fn fits(v: i128, bits: u32) -> bool {
    (-(1i128 << (bits - 1))..(1i128 << bits)).contains(&v)
}

/// `f` rounded to nearest-even binary32, unless that overflows, or
/// underflows losing precision (llvm-mc refuses those).
fn to_f32(f: f64) -> Option<u32> {
    let r = f as f32;
    if r.is_infinite() || (f != 0.0 && (r == 0.0 || r.is_subnormal()) && r as f64 != f) {
        return None;
    }
    Some(r.to_bits())
}

/// The value of binary16 bits.
fn f16_value(bits: u16) -> f64 {
    let sign = if bits >> 15 == 1 { -1.0 } else { 1.0 };
    let (exponent, fraction) = ((bits >> 10 & 0x1f) as i32, (bits & 0x3ff) as f64);
    sign * match exponent {
        0 => fraction * 2f64.powi(-24),
        _ => (1024.0 + fraction) * 2f64.powi(exponent - 25),
    }
}

/// `f` as binary16 bits, under the same conditions.
fn to_f16(f: f64) -> Option<u16> {
    let bits = crate::vector::f16_bits(f) as u16;
    let exponent = bits >> 10 & 0x1f;
    if exponent == 0x1f || (f != 0.0 && exponent == 0 && f16_value(bits) != f) {
        return None;
    }
    Some(bits)
}

/// `f` as bfloat16 bits, rounded to nearest even straight from the double
/// (not through binary32, which could round twice), under the same
/// conditions.
fn to_bf16(f: f64) -> Option<u16> {
    let a = f.abs();
    // The binary32 value at or below `a`, then the bfloat16 values either side.
    let mut below = a as f32;
    if below as f64 > a {
        below = f32::from_bits(below.to_bits() - 1);
    }
    let lower = below.to_bits() & 0xffff_0000;
    let upper = lower + 0x1_0000;
    let middle = (f32::from_bits(lower) as f64 + f32::from_bits(upper) as f64) / 2.0;
    let pick = if a < middle || (a == middle && lower >> 16 & 1 == 0) { lower } else { upper };
    let bits = ((f.is_sign_negative() as u32) << 15 | pick >> 16) as u16;
    let exponent = bits >> 7 & 0xff;
    if exponent == 0xff || (a != 0.0 && exponent == 0 && f32::from_bits(pick) as f64 != a) {
        return None;
    }
    Some(bits)
}

/// The inline constant or literal llvm-mc writes for `number` in an operand
/// of type `ty`, or `None` where it refuses the number there.
pub fn encode(ty: NumberType, number: Number) -> Option<Encoded> {
    use Encoded::{Inline, Literal};
    let inline_or = |code: Option<u64>, literal: u32| Some(code.map_or(Literal(literal), Inline));
    match (ty, number) {
        (NumberType::Bits32, Number::Int(v)) => {
            let v = fits(v, 32).then_some(v as u32)?;
            inline_or(inline_code(v), v)
        }
        (NumberType::Bits32, Number::Float(f)) => {
            let bits = to_f32(f)?;
            inline_or(inline_code(bits), bits)
        }
        // A 16-bit integer operand takes the integer constants, and a float
        // as its binary32 bits: inline where those are an inline constant's
        // (after checking that the value is a binary16 one). A literal holds
        // all 32 bits of either (-17 is 0xffffffef).
        // (0xffff is a literal: the constant is chosen by the value as
        // written, not by its low half.)
        (NumberType::Int16, Number::Int(v)) => {
            fits(v, 16).then_some(())?;
            inline_or(small_int_code(v as i64), v as u32)
        }
        (NumberType::Int16, Number::Float(f)) => {
            to_f16(f)?;
            let bits = to_f32(f)?;
            inline_or(inline_code(bits), bits)
        }
        (NumberType::Fp16 | NumberType::Bf16, Number::Int(v)) => {
            let v = fits(v, 16).then_some(v as u16)?;
            let floats = if ty == NumberType::Fp16 { &F16_INLINE } else { &BF16_INLINE };
            inline_or(inline16(v, floats), v as u32)
        }
        (NumberType::Fp16, Number::Float(f)) => {
            let h = to_f16(f)?;
            inline_or(inline16(h, &F16_INLINE), h as u32)
        }
        (NumberType::Bf16, Number::Float(f)) => {
            let h = bf16_of_double(f)?;
            inline_or(inline16(h, &BF16_INLINE), h as u32)
        }
        // 64-bit operands: the whole value is looked up among the 64-bit
        // constants; a literal is 32 bits, a float operand's high half (so
        // `0x40000000` there is 2.0, the inline constant).
        (NumberType::Int64 | NumberType::Fp64, Number::Int(v)) => {
            if let Some(code) = inline64(v as u64) {
                return Some(Inline(code));
            }
            let literal = fits(v, 32).then_some(v as u32)?;
            let high = if ty == NumberType::Fp64 { inline64((literal as u64) << 32) } else { None };
            inline_or(high, literal)
        }
        (NumberType::Int64, Number::Float(f)) => inline64(f.to_bits()).map(Inline),
        (NumberType::Fp64, Number::Float(f)) => inline_or(inline64(f.to_bits()), (f.to_bits() >> 32) as u32),
        (NumberType::V2Int16, Number::Int(v)) | (NumberType::V2Fp16, Number::Int(v)) => {
            let v = fits(v, 32).then_some(v as u32)?;
            inline_or(inline_pair(v, &F16_INLINE), v)
        }
        (NumberType::V2Bf16, Number::Int(v)) => {
            let v = fits(v, 32).then_some(v as u32)?;
            inline_or(inline_pair(v, &BF16_INLINE), v)
        }
        (NumberType::V2Int16, Number::Float(f)) => {
            let bits = to_f32(f)?;
            inline_or(inline_code(bits), bits)
        }
        (NumberType::V2Fp16, Number::Float(f)) => {
            let h = to_f16(f)?;
            inline_or(inline16(h, &F16_INLINE), h as u32)
        }
        (NumberType::V2Fp16Splat, Number::Int(v)) => {
            let v = fits(v, 32).then_some(v as u32)?;
            inline_or(inline_splat(v), v)
        }
        (NumberType::V2Fp16Splat, Number::Float(f)) => {
            let h = to_f16(f)? as u32;
            inline_or(inline_splat(h), h)
        }
        (NumberType::V2Bf16, Number::Float(f)) => {
            let h = bf16_of_double(f)?;
            inline_or(inline16(h, &BF16_INLINE), h as u32)
        }
    }
}

/// A float written for a bfloat16 operand: its rounding, except that
/// 1/(2π) written as binary32's `0.15915494` is the bfloat constant
/// (llvm-mc keeps its top half rather than rounding it up).
fn bf16_of_double(f: f64) -> Option<u16> {
    if f.to_bits() == 0x3fc4_5f30_6725_feed {
        return Some(0x3e22);
    }
    to_bf16(f)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Encoded::{Inline, Literal};

    fn enc(ty: NumberType, text: &str) -> Option<Encoded> {
        encode(ty, Number::parse(text)?)
    }

    /// Issue 18's and issue 24's examples, with llvm-mc-22's choices.
    #[test]
    fn floats_in_integer_operands_and_integers_in_float_operands() {
        // `v_alignbit_b32 v30, v108, v69, -1.0`: the constant -1.0.
        assert_eq!(enc(NumberType::Bits32, "-1.0"), Some(Inline(243)));
        // `v_add_nc_i16 v5.l, m0, 0.5`: 0.5 is inline in a 16-bit integer operand.
        assert_eq!(enc(NumberType::Int16, "0.5"), Some(Inline(240)));
        assert_eq!(enc(NumberType::Bits32, "0xffffffff"), Some(Inline(193)));
        assert_eq!(enc(NumberType::Bits32, "0x3f800000"), Some(Inline(242)));
        assert_eq!(enc(NumberType::Bits32, "0.0"), Some(Inline(128)));
        assert_eq!(enc(NumberType::Bits32, "-0.0"), Some(Literal(0x8000_0000)));
        assert_eq!(enc(NumberType::Fp16, "0x3c00"), Some(Inline(242)));
        assert_eq!(enc(NumberType::Fp16, "100000.0"), None);
        assert_eq!(enc(NumberType::Fp64, "0x3ff0000000000000"), Some(Inline(242)));
        assert_eq!(enc(NumberType::Fp64, "1.5"), Some(Literal(0x3ff8_0000)));
        assert_eq!(enc(NumberType::Int64, "0.5"), Some(Inline(240)));
        assert_eq!(enc(NumberType::Int64, "0.15915494"), None);
        assert_eq!(enc(NumberType::Bits32, "0x100000000"), None);
    }
}

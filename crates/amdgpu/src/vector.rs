//! The vector ALU formats (VOP1, VOP2, VOPC, VOP3, VOP3P): printing their
//! operands and modifiers as llvm-objdump does, and the literal rules that
//! the assembler shares.
//!
//! Operand spellings come from the table's classes; this file knows only how
//! LLVM decorates them: `-x` and `|x|` for neg and abs, `.h` for the high half
//! that op_sel selects in true16 opcodes, and the modifier lists after the
//! last operand.

use crate::constant::{encode, Encoded, Number, NumberType};
use crate::format::Name;
use crate::inst::{inline_code, Inst, F32_INLINE, LITERAL};
use crate::table::{ItemStyle, LitRule, OpDesc, OperandKind, Table};
use std::fmt::Write;

const F16_INLINE: [u32; 9] = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118];
const BF16_INLINE: [u32; 9] = [0x3f00, 0xbf00, 0x3f80, 0xbf80, 0x4000, 0xc000, 0x4080, 0xc080, 0x3e22];
/// The high halves of the binary64 inline constants, as LLVM spells them.
const F64_NAMES: [(u32, &str); 8] = [
    (0x3fe0_0000, "0.5"),
    (0xbfe0_0000, "-0.5"),
    (0x3ff0_0000, "1.0"),
    (0xbff0_0000, "-1.0"),
    (0x4000_0000, "2.0"),
    (0xc000_0000, "-2.0"),
    (0x4010_0000, "4.0"),
    (0xc010_0000, "-4.0"),
];

fn small_int(v: i64) -> bool {
    (-16..=64).contains(&v)
}

fn inline32(l: u32) -> bool {
    inline_code(l).is_some()
}

fn inline16(lo: u32, floats: &[u32]) -> bool {
    small_int(lo as u16 as i16 as i64) || floats.contains(&lo)
}

/// A literal dword as LLVM prints it in an operand of this rule.
pub fn literal_text(rule: LitRule, l: u32) -> String {
    let lit = |l: u32| format!("lit(0x{l:x})");
    let lo = l & 0xffff;
    match rule {
        LitRule::B32 if inline32(l) => lit(l),
        LitRule::B32 | LitRule::Hex => format!("0x{l:x}"),
        LitRule::B64 if l <= 64 => lit(l),
        LitRule::B64 => format!("0x{l:x}"),
        LitRule::F64 if l == 0 => "0".to_string(),
        LitRule::F64 => match F64_NAMES.iter().find(|(b, _)| *b == l) {
            Some((_, name)) => name.to_string(),
            None => format!("0x{l:x}"),
        },
        LitRule::F16 if inline16(lo, &F16_INLINE) => lit(l),
        LitRule::F16 | LitRule::Hex16 => format!("0x{lo:x}"),
        LitRule::I16 if inline32(l) => lit(l),
        LitRule::I16 => format!("0x{lo:x}"),
        LitRule::Bf16 if inline16(lo, &BF16_INLINE) => lit(l),
        LitRule::F16Wide if inline16(lo, &F16_INLINE) => lit(l),
        LitRule::F16Wide => format!("0x{l:x}"),
        LitRule::Bf16 => format!("0x{l:x}"),
        LitRule::PkF16 if small_int(l as i32 as i64) || F16_INLINE.contains(&l) => lit(l),
        LitRule::PkBf16 if small_int(l as i32 as i64) || BF16_INLINE.contains(&l) => lit(l),
        LitRule::PkF16 | LitRule::PkBf16 => format!("0x{l:x}"),
        LitRule::Splat16 if small_int(l as i32 as i64) || (l >> 16 == lo && inline16(lo, &F16_INLINE)) => lit(l),
        LitRule::Splat16 => format!("0x{l:x}"),
        LitRule::Invalid => {
            let value = match F32_INLINE.iter().find(|(b, _, _)| *b == l) {
                Some((_, _, name)) => name.to_string(),
                None if small_int(l as i32 as i64) => (l as i32).to_string(),
                None => format!("0x{l:x}"),
            };
            format!("{value}/*Invalid immediate*/")
        }
    }
}

/// The position of a source or destination field in op_sel, abs and neg.
pub fn operand_slot(field: Name) -> Option<u32> {
    Some(match field {
        Name::SRC0 => 0,
        Name::SRC1 | Name::VSRC1 => 1,
        Name::SRC2 => 2,
        Name::VDST => 3,
        _ => return None,
    })
}

fn list(out: &mut String, name: &str, bits: u64, len: u32) {
    let _ = write!(out, " {name}:[");
    for k in 0..len {
        if k > 0 {
            out.push(',');
        }
        out.push(if bits >> k & 1 != 0 { '1' } else { '0' });
    }
    out.push(']');
}

/// A number in decimal, without the formatting machinery (assembly
/// printers write many of them).
pub fn push_decimal(out: &mut String, v: i64) {
    if v < 0 {
        out.push('-');
    }
    let mut digits = [0u8; 20];
    let (mut n, mut k) = (v.unsigned_abs(), digits.len());
    loop {
        k -= 1;
        digits[k] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&digits[k..]).expect("ASCII digits"));
}

pub fn print_vector(table: &Table, inst: &Inst, out: &mut String) {
    print_vector_with(table, inst, out, None, None)
}

/// [`print_vector`], src1 spelled by another class (a VOP3P DPP form's),
/// under another mnemonic (a DPP form's, printed through its base).
pub fn print_vector_with(
    table: &Table,
    inst: &Inst,
    out: &mut String,
    src1_class: Option<usize>,
    mnemonic: Option<&str>,
) {
    let desc = inst.desc(table);
    let format = inst.format(table);
    // Fields read through the format found once (not once per field).
    let get = |field: Name| format.field(field).map_or(0, |f| f.get(inst.bits));
    // The modifier bits of `field` that LLVM prints, set in this instruction.
    let printed = |field: Name| desc.modifier(field).map_or(0, |m| get(field) & m.printed);
    let vop3p = format.name == "VOP3P";
    let opsel = printed(Name::OPSEL);
    // An op_sel bit the opcode has no operand for: LLVM prints the plain
    // 16-bit form, without halves or op_sel.
    let fallback = desc.modifier(Name::OPSEL).is_some_and(|m| get(Name::OPSEL) & m.fallback != 0);
    let (abs, neg) = if vop3p && desc.mix {
        (printed(Name::NEG_HI), printed(Name::NEG))
    } else if vop3p {
        (0, 0)
    } else {
        (printed(Name::ABS), printed(Name::NEG))
    };
    out.push_str(mnemonic.unwrap_or(&desc.mnemonic));
    let mut first = true;
    // exp's target is followed by a space: `exp mrt0 v1, v2, v3, v4`.
    let mut after_target = false;
    let mut sources = 0;
    for operand in desc.operands {
        let sep = if first || after_target { " " } else { ", " };
        after_target = matches!(operand, OperandKind::Vector { field: Name::TARGET, .. });
        match operand {
            OperandKind::Ignored { .. } => continue,
            OperandKind::Implicit { text } => {
                out.push_str(sep);
                out.push_str(text);
            }
            OperandKind::VLiteral { rule } => {
                out.push_str(sep);
                out.push_str(&literal_text(*rule, inst.literal.unwrap_or(0)));
            }
            OperandKind::Vector { field, class } => {
                out.push_str(sep);
                let class = table.class(src1_class.filter(|_| *field == Name::SRC1).unwrap_or(*class));
                let code = get(*field);
                let slot = operand_slot(*field);
                if slot.is_some_and(|s| s < 3) {
                    sources += 1;
                }
                // Borrowed from the table; owned only when it changes.
                let mut text: std::borrow::Cow<str> = if let (LITERAL, Some(rule)) = (code, class.literal()) {
                    std::borrow::Cow::Owned(literal_text(rule, inst.literal.unwrap_or(0)))
                } else {
                    std::borrow::Cow::Borrowed(class.text(code))
                };
                if !vop3p {
                    if fallback {
                        if let Some(t) = text.strip_suffix(".l").or_else(|| text.strip_suffix(".h")) {
                            text = std::borrow::Cow::Owned(t.to_string());
                        }
                    } else if let Some(s) = slot {
                        if opsel >> s & 1 != 0 {
                            if let Some(t) = text.strip_suffix(".l") {
                                text = std::borrow::Cow::Owned(format!("{t}.h"));
                            }
                        }
                    }
                }
                match slot {
                    Some(s) if s < 3 => {
                        let (a, n) = (abs >> s & 1 != 0, neg >> s & 1 != 0);
                        // A negated constant is written neg(...), which a
                        // negative number cannot be mistaken for.
                        // (VINTERP's 16-bit sources spell those codes as VGPRs.)
                        let constant = matches!(code, 128..=208 | 240..=248 | LITERAL) && !text.starts_with('v');
                        if n && constant && !a && !text.starts_with("lit(") {
                            out.push_str("neg(");
                            out.push_str(&text);
                            out.push(')');
                            first = false;
                            continue;
                        }
                        if n {
                            out.push('-');
                        }
                        if a {
                            out.push('|');
                        }
                        out.push_str(&text);
                        if a {
                            out.push('|');
                        }
                    }
                    _ => out.push_str(&text),
                }
            }
            _ => {
                // Scalar-format operand kinds never appear in vector rows.
                continue;
            }
        }
        first = false;
    }
    // VINTERP prints clamp before op_sel, the others after.
    let clamp_first = format.name == "VINTERP";
    if clamp_first && printed(Name::CLAMP) != 0 {
        out.push_str(" clamp");
    }
    if vop3p {
        let opsel_hi = get(Name::OPSEL_HI) | get(Name::OPSEL_HI2) << 2;
        let hi_printed = desc.modifier(Name::OPSEL_HI).map_or(0, |m| m.printed)
            | desc.modifier(Name::OPSEL_HI2).map_or(0, |m| m.printed) << 2;
        if opsel != 0 {
            list(out, "op_sel", opsel, sources);
        }
        let hi = opsel_hi & hi_printed;
        let show_hi = if desc.mix { hi != 0 } else { hi != hi_printed };
        if hi_printed != 0 && show_hi {
            list(out, "op_sel_hi", opsel_hi, sources);
        }
        if !desc.mix {
            let (lo, hi) = (printed(Name::NEG), printed(Name::NEG_HI));
            if lo != 0 {
                list(out, "neg_lo", lo, sources);
            }
            if hi != 0 {
                list(out, "neg_hi", hi, sources);
            }
        }
    } else if opsel != 0 && !fallback && desc.modifier(Name::OPSEL).is_some_and(|m| m.list_len > 0) {
        let mask = desc.modifier(Name::OPSEL).map_or(0, |m| m.printed);
        let mut len = desc.modifier(Name::OPSEL).map_or(0, |m| m.list_len);
        // A DPP form lists only the sources and the destination: llvm-mc
        // prints `v_cmp_class_f16_e64 s10, v1.h, v2.l op_sel:[1,0,0]` but
        // `v_cmp_class_f16_e64_dpp s10, v1.h, v2.l op_sel:[1,0] dpp8:[...]`
        // (gfx11_dasm_vop3_dpp8_from_vopc.txt, the v_cmp_class_f16_e64_dpp
        // ttmp14 line with op_sel).
        if mnemonic.is_some() {
            len = len.min(sources + u32::from(mask & 8 != 0));
        }
        // Entries 0..len-1 are bits 0..; the last is the destination's bit 3
        // where that is printed.
        let mut bits = 0;
        for k in 0..len {
            let bit = if k == len - 1 && mask & 8 != 0 { 3 } else { k };
            bits |= (opsel >> bit & 1) << k;
        }
        list(out, "op_sel", bits, len);
    }
    if !clamp_first && printed(Name::CLAMP) != 0 {
        out.push_str(" clamp");
    }
    match printed(Name::OMOD) {
        1 => out.push_str(" mul:2"),
        2 => out.push_str(" mul:4"),
        3 => out.push_str(" div:2"),
        _ => {}
    }
    // After clamp: VINTERP prints `clamp wait_exp:2`; the formats with
    // items have no omod.
    for item in desc.items {
        let field = format.field(item.field).expect("checked when the table was read");
        let v = field.get(inst.bits);
        if v == field.default && item.style != ItemStyle::Always {
            continue;
        }
        out.push(' ');
        out.push_str(&item.name);
        match item.style {
            ItemStyle::Flag => {}
            ItemStyle::Unsigned | ItemStyle::Always => {
                out.push(':');
                push_decimal(out, v as i64);
            }
            ItemStyle::Signed => {
                out.push(':');
                push_decimal(out, field.get_signed(inst.bits));
            }
            ItemStyle::Swizzle => {
                out.push(':');
                out.push_str(&crate::swizzle::text(v as u16));
            }
            ItemStyle::Named => match table.buf_formats.get(v as usize).and_then(|n| n.as_deref()) {
                Some(name) => {
                    out.push_str(":[");
                    out.push_str(name);
                    out.push(']');
                }
                None => {
                    out.push(':');
                    push_decimal(out, v as i64);
                }
            },
        }
    }
}

// ---------------------------------------------------------------------------
// Assembling.

use crate::asm::{parse_int, AsmError};
use crate::inst::build;
use crate::table::OpId;
use std::borrow::Cow;
use std::ops::Range;

fn invalid(span: &Range<usize>) -> AsmError {
    AsmError { span: span.clone(), message: "invalid operand for instruction".into() }
}

/// An operand's text without its modifiers: (core, neg, abs).
pub(crate) fn strip_modifiers(text: &str) -> Option<(&str, bool, bool)> {
    // Every modifier starts with one of these bytes; most operands, none.
    if !matches!(text.as_bytes().first(), Some(b'n' | b'-' | b'|' | b'a')) {
        return Some((text, false, false));
    }
    let (neg, rest) = if let Some(inner) = text.strip_prefix("neg(").and_then(|t| t.strip_suffix(')')) {
        (true, inner.trim())
    } else if let Some(rest) = text.strip_prefix('-').filter(|r| r.starts_with('|') || r.starts_with("abs(")) {
        (true, rest)
    } else if let Some(rest) = text.strip_prefix('-').filter(|r| r.starts_with(|c: char| c.is_ascii_alphabetic())) {
        (true, rest)
    } else {
        (false, text)
    };
    if let Some(inner) = rest.strip_prefix('|') {
        return Some((inner.strip_suffix('|')?.trim(), neg, true));
    }
    if let Some(inner) = rest.strip_prefix("abs(").and_then(|t| t.strip_suffix(')')) {
        return Some((inner.trim(), neg, true));
    }
    Some((rest, neg, false))
}

/// Round-to-nearest-even binary16 bits of a double.
pub(crate) fn f16_bits(v: f64) -> u32 {
    let bits = v.to_bits();
    let sign = ((bits >> 48) & 0x8000) as u32;
    let a = v.abs();
    if a.is_nan() {
        return sign | 0x7e00;
    }
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    // Scale so that one unit in the last place of the result is 1.
    let exp = if a == 0.0 { -24 } else { (a.log2().floor() as i32).max(-14) - 10 };
    let scaled = a / 2f64.powi(exp);
    let mut m = scaled.round_ties_even() as u32;
    let mut e = exp + 10 + 15;
    if a < 2f64.powi(-14) {
        return sign | m;
    }
    if m >= 2048 {
        m >>= 1;
        e += 1;
    }
    sign | ((e as u32) << 10) | (m & 0x3ff)
}

/// The literal dword for a number written in an operand of this rule.
pub(crate) fn literal_of(rule: LitRule, text: &str) -> Option<u32> {
    let sixteen = matches!(rule, LitRule::F16 | LitRule::I16 | LitRule::Bf16 | LitRule::Hex16);
    if let Some(v) = parse_int(text) {
        let v = crate::constant::int64(v)?;
        let fits =
            if sixteen { (-(1 << 15)..(1 << 16)).contains(&v) } else { (-(1i128 << 31)..(1i128 << 32)).contains(&v) };
        return fits.then_some(if sixteen { v as u32 & 0xffff } else { v as u32 });
    }
    let f: f64 = text.parse().ok()?;
    if !text.contains(['.', 'e', 'E']) {
        return None;
    }
    Some(match rule {
        LitRule::F64 => (f.to_bits() >> 32) as u32,
        LitRule::F16 | LitRule::F16Wide | LitRule::PkF16 | LitRule::Splat16 | LitRule::Hex16 => f16_bits(f),
        LitRule::Bf16 | LitRule::PkBf16 => ((f as f32).to_bits() + 0x7fff + (((f as f32).to_bits() >> 16) & 1)) >> 16,
        _ => (f as f32).to_bits(),
    })
}

/// The code and literal for a source or destination operand's core text.
/// `v0`..`v255`, a single VGPR's 32-bit name.
fn is_vgpr_name(core: &str) -> bool {
    core.len() > 1 && core[1..].bytes().all(|b| b.is_ascii_digit())
}

/// Whether an operand class takes a 16-bit VGPR half (`v0.l`).
fn takes_halves(table: &Table, class: usize) -> bool {
    table.class_code(class, "v0.l").is_some()
}

pub(crate) fn operand_code(table: &Table, class: usize, core: &str) -> Option<(u64, Option<u32>, bool)> {
    if let Some(code) = table.class_code(class, core) {
        return Some((code, None, false));
    }
    let c = table.class(class);
    // `NAME.l`, composed on the stack (a register name is short).
    let mut buf = [0u8; 24];
    let low_half = |name: &str, buf: &mut [u8; 24]| -> Option<u64> {
        let n = name.len();
        if n + 2 > buf.len() {
            return None;
        }
        buf[..n].copy_from_slice(name.as_bytes());
        buf[n..n + 2].copy_from_slice(b".l");
        table.class_code(class, std::str::from_utf8(&buf[..n + 2]).ok()?)
    };
    // The high half of a true16 VGPR: the `.l` spelling and an op_sel bit.
    if let Some(low) = core.strip_suffix(".h") {
        if let Some(code) = low_half(low, &mut buf) {
            return Some((code, None, true));
        }
    }
    // llvm-mc takes the plain register for the low half.
    if core.starts_with('v') && !core.contains('.') {
        if let Some(code) = low_half(core, &mut buf) {
            return Some((code, None, false));
        }
    }
    let rule = c.literal().filter(|_| c.literal_written())?;
    if let Some(inner) = core.strip_prefix("lit(").and_then(|t| t.strip_suffix(')')) {
        // lit() keeps the literal even where an inline constant has its value.
        return Some((LITERAL, Some(literal_of(rule, inner.trim())?), false));
    }
    // A number is an inline constant or a literal as llvm-mc chooses by the
    // operand's type. (The class's `assembles` is about printed spellings:
    // a 16-bit integer operand prints code 240 as `0x3800`, which llvm-mc
    // reads back as a literal, but writes code 240 for `0.5`.)
    match encode(NumberType::of_rule(rule)?, Number::parse(core)?)? {
        Encoded::Inline(code) if c.decoded().contains(code) => Some((code, None, false)),
        Encoded::Inline(_) => Some((LITERAL, Some(literal_of(rule, core)?), false)),
        Encoded::Literal(value) => Some((LITERAL, Some(value), false)),
    }
}

/// Whether llvm-mc takes back the literal as this instruction prints it:
/// every operand that shows it writes one the rules can read, and all of
/// them read the same value.
pub fn literal_writable(table: &Table, inst: &Inst) -> bool {
    let Some(l) = inst.literal else { return true };
    let mut value = None;
    let modified = inst.get(table, "abs") | inst.get(table, "neg");
    for o in inst.desc(table).operands {
        let rule = match o {
            OperandKind::Vector { field, class } if inst.get(table, field) == LITERAL => {
                let class = table.class(*class);
                let slot = operand_slot(*field).unwrap_or(3);
                let marked = inst.format(table).name == "VOP3" && slot < 3 && modified >> slot & 1 != 0;
                if !class.literal_written() || (marked && class.literal() == Some(LitRule::F64)) {
                    return false;
                }
                class.literal().expect("decoded")
            }
            OperandKind::VLiteral { rule } => {
                // Printed in full, read as the sources' type (16 bits for v_fmaak_f16).
                let text = literal_text(*rule, l);
                let Some(v) = literal_of(vliteral_rule(table, inst.desc(table)), &text) else { return false };
                if value.is_some_and(|p| p != v) {
                    return false;
                }
                value = Some(v);
                continue;
            }
            _ => continue,
        };
        let text = literal_text(rule, l);
        // LLVM refuses its own lit() on packed operands.
        if text.starts_with("lit(") && matches!(rule, LitRule::PkF16 | LitRule::PkBf16 | LitRule::Splat16) {
            return false;
        }
        let inner = text.strip_prefix("lit(").and_then(|t| t.strip_suffix(')')).unwrap_or(&text);
        let Some(v) = literal_of(rule, inner) else { return false };
        if value.is_some_and(|p| p != v) {
            return false;
        }
        value = Some(v);
    }
    true
}

/// Operand texts with their spans: inline up to six (no allocation per
/// line but for the longest image and VOP3P instructions; more inline
/// makes each move of the list cost more than an allocation saves).
pub(crate) type Pieces<'a> = smallvec::SmallVec<[(Cow<'a, str>, Range<usize>); 6]>;

/// A line's operands and the modifier words after the last one, as
/// [`split_modifiers`] makes them.
pub(crate) type Split<'a> = (Pieces<'a>, Pieces<'a>);

/// The operands, and the modifiers that follow the last one, separated by
/// spaces: each word with its own span, so that an error points at it. A
/// space inside brackets or parentheses (`format:[BUF_DATA_FORMAT_32,
/// BUF_NUM_FORMAT_FLOAT]`, `offset:swizzle(FFT, 3)`) separates nothing.
pub(crate) fn split_modifiers<'a>(operands: &[(Cow<'a, str>, Range<usize>)]) -> Split<'a> {
    let mut split: Split<'a> = (Pieces::new(), Pieces::new());
    // llvm-mc skips a comma between operands wherever one stands, so a
    // modifier may follow one (`s3, format:1 offset:4095`, `v2, clamp`):
    // trailing pieces that start with a modifier word are modifiers.
    let mut operand_count = operands.len();
    while operand_count > 1 && starts_with_modifier(&operands[operand_count - 1].0) {
        operand_count -= 1;
    }
    let Some(((last, span), rest)) = operands[..operand_count].split_last() else { return split };
    for piece in rest {
        split.0.push(piece.clone());
    }
    let text: &str = last;
    // Operands come trimmed: one without a space is all head (the usual case).
    if !text.bytes().any(|b| b.is_ascii_whitespace()) {
        split.0.push((last.clone(), span.clone()));
    } else {
        // And it takes a space for the comma as well (`v_cvt_f16_f32
        // v255.h v1 dpp8:[…]`): the words before the first modifier word are
        // operands too (the first word always).
        let mut operand_words = true;
        let mut first = true;
        for_each_word(last, span, |word| {
            operand_words &= first || !starts_with_modifier(&word.0);
            first = false;
            if operand_words {
                split.0.push(word);
            } else {
                split.1.push(word);
            }
        });
    }
    for (piece, span) in &operands[operand_count..] {
        for_each_word(piece, span, |word| split.1.push(word));
    }
    split
}

/// Calls `each` with the words of one operand piece, separated by spaces
/// outside brackets and parentheses, each with its span (a piece of no word
/// gives one empty word).
// (A `&Cow`, not a `&str`: a borrowed piece gives words borrowed for `'a`.)
#[allow(clippy::ptr_arg)]
fn for_each_word<'a>(piece: &Cow<'a, str>, span: &Range<usize>, mut each: impl FnMut((Cow<'a, str>, Range<usize>))) {
    let text: &str = piece;
    // Borrowed text (the usual case) gives borrowed words.
    let word = |from: usize, to: usize| -> (Cow<'a, str>, Range<usize>) {
        let at = span.start + from;
        let w = match piece {
            Cow::Borrowed(line) => Cow::Borrowed(&line[from..to]),
            Cow::Owned(owned) => Cow::Owned(owned[from..to].to_string()),
        };
        (w, at..at + (to - from))
    };
    let mut any = false;
    let (mut depth, mut start) = (0i32, None);
    // Bytes: the separators are ASCII, and a word ends only before one.
    for (k, c) in text.bytes().enumerate() {
        match c {
            b'[' | b'(' => depth += 1,
            b']' | b')' => depth -= 1,
            _ => {}
        }
        if c.is_ascii_whitespace() && depth <= 0 {
            if let Some(s) = start.take() {
                each(word(s, k));
                any = true;
            }
        } else if start.is_none() {
            start = Some(k);
        }
    }
    if let Some(s) = start {
        each(word(s, text.len()));
        any = true;
    }
    if !any {
        each((Cow::Borrowed(""), span.clone()));
    }
}

/// Whether an operand piece starts with a modifier word: `NAME:VALUE`
/// (no operand is written so: register ranges have their colon inside
/// brackets) or one of the flags some instruction takes after its operands.
fn starts_with_modifier(piece: &str) -> bool {
    // Bytes, in one pass over the first word (up to an ASCII space): a
    // colon after a name makes a `NAME:VALUE` word; any other byte than a
    // letter, digit or `_` first (`s[4:5]`, `-v1`, `0.5`) makes neither
    // that nor a flag, and most operands are turned away so at once.
    let bytes = piece.as_bytes();
    // A register (`v12`, `s4`), the usual operand, at once: no flag starts
    // with `v` or `s` and a digit.
    if let [b'v' | b's', b'0'..=b'9', ..] = bytes {
        return false;
    }
    let mut end = bytes.len();
    for (k, &b) in bytes.iter().enumerate() {
        if b == b':' {
            return k > 0 && bytes[0].is_ascii_alphabetic();
        }
        if b.is_ascii_whitespace() {
            end = k;
            break;
        }
        if !(b.is_ascii_alphanumeric() || b == b'_') {
            return false;
        }
    }
    let first = &bytes[..end];
    matches!(
        first,
        b"clamp"
            | b"glc"
            | b"slc"
            | b"dlc"
            | b"offen"
            | b"idxen"
            | b"gds"
            | b"tfe"
            | b"lwe"
            | b"a16"
            | b"d16"
            | b"r128"
            | b"unorm"
            | b"done"
            | b"vm"
            | b"row_en"
            | b"row_mirror"
            | b"row_half_mirror"
            // A flag written as cleared (`noa16`, `noglc`, `nogds`, `noclamp`).
            | b"noa16"
            | b"nogds"
            | b"noclamp"
            | b"noglc"
            | b"noslc"
            | b"nodlc"
            | b"notfe"
            | b"nolwe"
            | b"nod16"
            | b"nor128"
            | b"nounorm"
    )
}

/// Whether [`split_for`] (with `first`, the mnemonic's first row, if any)
/// gives back `operands` unchanged and no modifiers: no piece after the
/// first starts with a modifier word, the last has no space in it, and the
/// row does not separate exp's target.
pub(crate) fn splits_as_itself(table: &Table, first: Option<&OpId>, operands: &[(Cow<'_, str>, Range<usize>)]) -> bool {
    let Some(((last, _), rest)) = operands.split_last() else { return true };
    let spaced = |text: &str| text.bytes().any(|b| b.is_ascii_whitespace());
    if (!rest.is_empty() && starts_with_modifier(last)) || spaced(last) {
        return false;
    }
    // (exp's split changes only a first piece with a space in it.)
    !(spaced(&operands[0].0)
        && first.is_some_and(|&op| {
            matches!(table.op(op).written_operands().next(), Some(OperandKind::Vector { field: Name::TARGET, .. }))
        }))
}

/// [`split_modifiers`] of the operands of a line whose mnemonic has `op`
/// among its rows; exp's target and first source are separated by a space
/// (all of exp's rows have the target first, and no other row does).
pub(crate) fn split_for<'a>(table: &Table, op: OpId, operands: &[(Cow<'a, str>, Range<usize>)]) -> Split<'a> {
    if !matches!(table.op(op).written_operands().next(), Some(OperandKind::Vector { field: Name::TARGET, .. })) {
        return split_modifiers(operands);
    }
    let mut pieces: Pieces = operands.iter().cloned().collect();
    if let Some((first, span)) = pieces.first().cloned() {
        if let Some(at) = first.find(char::is_whitespace) {
            let rest = first[at..].trim_start();
            let rest_at = span.end - rest.len();
            pieces[0] = (Cow::Owned(first[..at].to_string()), span.start..span.start + at);
            pieces.insert(1, (Cow::Owned(rest.to_string()), rest_at..span.end));
        }
    }
    split_modifiers(&pieces)
}

/// A buffer format written `[BUF_FMT_32_FLOAT]`, `[BUF_DATA_FORMAT_32,
/// BUF_NUM_FORMAT_FLOAT]` (either order) or as its number; else llvm-mc's message.
fn buf_format_code(table: &Table, text: &str) -> Result<u64, &'static str> {
    if let Some(inner) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        let names: Vec<&str> = inner.split(',').map(str::trim).collect();
        let found = match names[..] {
            [name] => table.buf_names.get(name).copied(),
            [a, b] => {
                let part = |n: &str, kind: &str| n.strip_prefix(kind).map(str::to_string);
                let (data, num) = match (part(a, "BUF_DATA_FORMAT_"), part(b, "BUF_NUM_FORMAT_")) {
                    (Some(d), Some(n)) => (Some(d), Some(n)),
                    _ => (part(b, "BUF_DATA_FORMAT_"), part(a, "BUF_NUM_FORMAT_")),
                };
                data.zip(num).and_then(|key| table.buf_pairs.get(&key).copied())
            }
            _ => None,
        };
        return found.ok_or("unsupported format");
    }
    match parse_int(text) {
        Some(v) if (0..128).contains(&v) => Ok(v as u64),
        Some(_) => Err("out of range format"),
        None => Err("invalid operand for instruction"),
    }
}

/// llvm-mc takes a memory instruction's suffix items in their printed
/// order only (`offen offset:4 glc`, not `offset:4 offen` or `glc
/// offset:4`); the cache-policy flags are one item, in any order among
/// themselves, each at most once. Its errors, found by trying it: when the
/// later item is a buffer's `offen`/`idxen`, at the earlier one, "invalid
/// operand for instruction"; a later `NAME:VALUE` (a buffer's offset
/// excepted), "not a valid operand."; a later flag, "invalid operand for
/// instruction".
struct ItemOrder<'a> {
    items: &'a [crate::table::SuffixItem],
    buffer: bool,
    /// The rank, span and name of the last item read, and the cache-policy
    /// flags seen (a bit each: glc, slc, dlc).
    last: Option<(usize, Range<usize>, &'a str)>,
    policy_seen: u8,
}

impl<'a> ItemOrder<'a> {
    fn new(items: &'a [crate::table::SuffixItem], buffer: bool) -> ItemOrder<'a> {
        ItemOrder { items, buffer, last: None, policy_seen: 0 }
    }

    fn is_policy(item: &crate::table::SuffixItem) -> bool {
        is_cache_policy(&item.name)
    }

    fn rank(&self, item: &crate::table::SuffixItem) -> usize {
        suffix_rank(self.items.iter().map(|i| i.name.as_str()), &item.name).unwrap_or(usize::MAX)
    }

    /// Reads `item` (for a cache-policy flag, flag `policy`: a row's
    /// flag written cleared that it has no item for stands in another's place).
    fn next(
        &mut self,
        item: &'a crate::table::SuffixItem,
        policy: &str,
        valued: bool,
        span: &Range<usize>,
    ) -> Result<(), AsmError> {
        let rank = self.rank(item);
        if Self::is_policy(item) {
            let policy = ["glc", "slc", "dlc"].iter().position(|&f| f == policy).unwrap_or(3) as u8;
            if self.policy_seen & 1 << policy != 0 {
                return Err(AsmError { span: span.clone(), message: "duplicate cache policy modifier".into() });
            }
            self.policy_seen |= 1 << policy;
        }
        if let Some((last, last_span, last_name)) = &self.last {
            let repeated = rank == *last && !Self::is_policy(item);
            if rank < *last || repeated {
                // llvm-mc's words (and place), then what is wrong.
                let why = if repeated {
                    format!("`{}` is written twice", item.name)
                } else {
                    format!("`{}` must come before `{last_name}`", item.name)
                };
                let address_flag = self.buffer && matches!(item.name.as_str(), "offen" | "idxen");
                let (span, words) = if address_flag {
                    (last_span.clone(), "invalid operand for instruction")
                } else if valued && !(self.buffer && item.name == "offset") {
                    (span.clone(), "not a valid operand.")
                } else {
                    (span.clone(), "invalid operand for instruction")
                };
                return Err(AsmError { span, message: format!("{words} ({why})").into() });
            }
        }
        self.last = Some((rank, span.clone(), item.name.as_str()));
        Ok(())
    }
}

/// The rank shared by every suffix item (`wait_exp:1`, `offset:4`), which
/// come after all the modifiers; [`ItemOrder`] orders them among themselves.
const ITEM_RANK: u8 = 7;

/// Where a vector modifier stands in the order llvm-mc prints and reads
/// them: `op_sel op_sel_hi neg_lo neg_hi clamp omod`, then the suffix items;
/// VINTERP writes `clamp` first (`clamp op_sel:[…] wait_exp:0`). `None` for
/// a word that is no modifier (refused later, with its own message).
fn modifier_rank(word: &str, clamp_first: bool) -> Option<u8> {
    let name = word.split(':').next().unwrap_or(word);
    Some(match name {
        "clamp" | "noclamp" if clamp_first => 0,
        "op_sel" => 1,
        "op_sel_hi" => 2,
        "neg_lo" => 3,
        "neg_hi" => 4,
        "clamp" | "noclamp" => 5,
        "mul" | "div" => 6,
        _ if word.is_empty() => return None,
        _ => ITEM_RANK,
    })
}

/// A cache-policy flag: llvm-mc takes them as one item, in any order.
pub(crate) fn is_cache_policy(word: &str) -> bool {
    matches!(word, "glc" | "slc" | "dlc")
}

/// The place of suffix item `word` in `order` (the printed order of an
/// instruction's items); the cache-policy flags share the first one's.
pub(crate) fn suffix_rank<'a>(order: impl Iterator<Item = &'a str>, word: &str) -> Option<usize> {
    let policy = is_cache_policy(word);
    order.into_iter().position(|w| w == word || (policy && is_cache_policy(w)))
}

/// llvm-mc's message for an offset out of range.
fn offset_error(item: &crate::table::SuffixItem, span: &Range<usize>) -> AsmError {
    let message = match item.style {
        ItemStyle::Signed => format!("expected a {}-bit signed offset", item.written_bits),
        _ if item.name.starts_with("offset") => format!("expected a {}-bit unsigned offset", item.written_bits),
        _ => "invalid operand for instruction".to_string(),
    };
    AsmError { span: span.clone(), message: message.into() }
}

/// Whether llvm-mc writes each suffix item's value as this instruction has it.
pub fn items_writable(table: &Table, inst: &Inst) -> bool {
    let format = inst.format(table);
    inst.desc(table).items.iter().all(|item| {
        let Some(field) = format.field(item.field) else { return true };
        let v = field.get(inst.bits);
        match item.style {
            ItemStyle::Flag | ItemStyle::Named => true,
            // Where llvm-mc reads the pattern back to the same bits.
            ItemStyle::Swizzle => {
                let t = crate::swizzle::text(v as u16);
                crate::swizzle::parse(&t).map_or(t.parse() == Ok(v), |p| p as u64 == v)
            }
            ItemStyle::Unsigned | ItemStyle::Always => v < 1 << item.written_bits,
            ItemStyle::Signed => {
                let half = 1i64 << (item.written_bits - 1);
                (-half..half).contains(&field.get_signed(inst.bits))
            }
        }
    })
}

/// How the constant of v_fmamk/v_fmaak is read: as the type of the sources.
fn vliteral_rule(table: &Table, desc: &OpDesc) -> LitRule {
    desc.operands
        .iter()
        .find_map(|o| match o {
            OperandKind::Vector { field, class } if field == "src0" => table.class(*class).literal(),
            _ => None,
        })
        .unwrap_or(LitRule::Hex)
}

const SGPR_NULL: u64 = 124;

/// llvm-mc takes the 32-bit and DPP forms of an instruction with fixed
/// `vcc_lo` operands without them: a VOPC compare without its destination
/// (`v_cmp_eq_f32 v1, v2`), a VOP2 one without all of them
/// (`v_cndmask_b32 v5, v1, v2`, `v_add_co_ci_u32 v5, v1, v2`; one of two
/// left out is refused). Where the line has exactly those operands fewer
/// than the row, the operands with each `vcc_lo` put in its place (at the
/// start of the operand it comes before, or the end of the last).
pub(crate) fn with_omitted_vcc<'a>(
    desc: &OpDesc,
    pieces: &[(Cow<'a, str>, Range<usize>)],
    end: usize,
) -> Option<Pieces<'a>> {
    let is_vcc = |o: &OperandKind| matches!(o, OperandKind::Implicit { text } if text == "vcc_lo");
    // Cheapest first: a line with all its operands leaves none out.
    if pieces.len() >= desc.written_operands().count() {
        return None;
    }
    let format = crate::format::formats()[desc.format].name;
    let vopc = format.starts_with("VOPC");
    if !(vopc || format.starts_with("VOP2")) || (vopc && !desc.written_operands().next().is_some_and(is_vcc)) {
        return None;
    }
    let implicit = desc.written_operands().filter(|o| is_vcc(o)).count();
    if implicit == 0 || pieces.len() + implicit != desc.written_operands().count() {
        return None;
    }
    let mut next = 0;
    let mut out = Pieces::new();
    for operand in desc.written_operands() {
        if is_vcc(operand) {
            let at = pieces.get(next).map_or(pieces.last().map_or(end, |p| p.1.end), |p| p.1.start);
            out.push((Cow::Borrowed("vcc_lo"), at..at));
        } else {
            out.push(pieces[next].clone());
            next += 1;
        }
    }
    Some(out)
}

/// Whether `text` is what a row's fixed text operand says: its text, or for
/// a scratch instruction's scalar address (its last `off`), also `null`,
/// which llvm-mc writes as `off` (`scratch_load_i16 v5, off, null`); so too
/// for a global instruction without a VGPR address, whose scalar address is
/// its only one (`global_load_addtid_b32 v5, null offset:4095`; with a VGPR
/// address, `global_load_b32 v5, v[1:2], null` is refused).
pub(crate) fn implicit_fits(desc: &OpDesc, operand: &OperandKind, text: &str) -> bool {
    let OperandKind::Implicit { text: expected } = operand else { return false };
    if text == expected {
        return true;
    }
    if text != "null" || expected != "off" {
        return false;
    }
    let format = crate::format::formats()[desc.format].name;
    let scalar_only = || desc.operands.iter().any(|o| matches!(o, OperandKind::Ignored { field } if *field == "addr"));
    // (The rows whose saddr is fixed at 124 write `off` there, after the
    // VGPR address's own `off` where that is one.)
    (format == "SCRATCH" || (format == "GLOBAL" && scalar_only()))
        && desc.fixed.iter().any(|(name, value)| *name == "saddr" && *value == SGPR_NULL)
        && desc
            .operands
            .iter()
            .rev()
            .find(|o| matches!(o, OperandKind::Implicit { .. }))
            .is_some_and(|last| std::ptr::eq(last, operand))
}

/// Whether an instruction reads more scalar values than gfx11 allows (two,
/// one for the 64-bit shifts; a literal counts as one).
pub fn violates_constant_bus(table: &Table, inst: &Inst) -> bool {
    let desc = inst.desc(table);
    let format = inst.format(table);
    // Each distinct scalar register (s0 and s[0:1] are two), and a literal.
    // `null` is not read through the bus, and a VGPR-only field (VOP2's
    // vsrc1, 8 bits) holds no scalar whatever its number.
    let mut seen = [(0u64, 0u8); 3];
    let (mut count, mut literal) = (0usize, false);
    for o in desc.operands {
        let (code, width) = match o {
            OperandKind::Vector { field, class }
                if operand_slot(*field).is_some_and(|s| s < 3) && table.class(*class).width() == 9 =>
            {
                (format.field(field).map_or(0, |f| f.get(inst.bits)), table.class_width(*class))
            }
            OperandKind::VLiteral { .. } => (LITERAL, 0),
            _ => continue,
        };
        match code {
            SGPR_NULL => {}
            // (The width tells registers apart; src_scc is one value in a
            // 32-bit and a 64-bit operand.)
            235..=239 | 251..=254 if !seen[..count].iter().any(|(c, _)| *c == code) && count < seen.len() => {
                seen[count] = (code, width);
                count += 1;
            }
            235..=239 | 251..=254 => {}
            0..=127 if !seen[..count].contains(&(code, width)) && count < seen.len() => {
                seen[count] = (code, width);
                count += 1;
            }
            LITERAL => literal = true,
            _ => {}
        }
    }
    let used = count + literal as usize;
    // (The limit's test of the mnemonic only where it can matter.)
    used > 1 && used > constant_bus_limit(&desc.mnemonic)
}

/// How many scalar values (SGPRs, special registers and a literal, each
/// counted once) a gfx11 VALU instruction may read through the constant
/// bus besides what it reads implicitly: two, but one for the 64-bit
/// shifts, and one for `v_div_fmas`, which reads VCC besides its operands.
/// `mnemonic` may carry its encoding suffix (`_e64`).
pub fn constant_bus_limit(mnemonic: &str) -> usize {
    let base = mnemonic.strip_suffix("_e64").or_else(|| mnemonic.strip_suffix("_e32")).unwrap_or(mnemonic);
    if matches!(base, "v_lshlrev_b64" | "v_lshrrev_b64" | "v_ashrrev_i64") || base.starts_with("v_div_fmas_") {
        1
    } else {
        2
    }
}

fn bracket_list(text: &str, name: &str) -> Option<Vec<u64>> {
    let inner = text.strip_prefix(name)?.strip_prefix(":[")?.strip_suffix(']')?;
    inner
        .split(',')
        .map(|b| match b.trim() {
            "0" => Some(0),
            "1" => Some(1),
            _ => None,
        })
        .collect()
}

/// Assembles one vector instruction for opcode `op`.
pub fn assemble_vector<'a>(
    table: &Table,
    op: OpId,
    split: &Split<'a>,
    mnemonic_span: Range<usize>,
) -> Result<crate::inst::Inst, AsmError> {
    let desc = table.op(op);
    let format = &crate::format::formats()[desc.format];
    let vop3p = format.name == "VOP3P";
    // (Counted, not collected: a list of them cost some 80 instructions a line.)
    let written = desc.written_operands();
    let written_len = written.clone().count();
    // Modifiers follow the last operand, separated by spaces; the caller
    // splits them off once for all the rows of the mnemonic ([`split_for`]).
    // A row without operands reads the head as its first modifier.
    let moved;
    let (pieces, modifiers) = if written_len == 0 {
        let (mut pieces, mut modifiers) = split.clone();
        if let Some((head, span)) = pieces.pop() {
            modifiers.insert(0, (head, span));
        }
        moved = (pieces, modifiers);
        (&moved.0, &moved.1)
    } else {
        (&split.0, &split.1)
    };
    let with_vcc;
    // (A line with all its operands leaves none out: the usual case, told
    // here without the call.)
    let omitted = if pieces.len() >= written_len { None } else { with_omitted_vcc(desc, pieces, mnemonic_span.end) };
    let pieces = match omitted {
        Some(all) => {
            with_vcc = all;
            &with_vcc
        }
        None => pieces,
    };
    if pieces.len() < written_len {
        let end = pieces.last().map_or(mnemonic_span.end, |o| o.1.end);
        return Err(AsmError { span: mnemonic_span.start..end, message: "too few operands for instruction".into() });
    }
    if pieces.len() > written_len {
        return Err(invalid(&pieces[written_len].1));
    }
    let allowed = |field: &str| desc.modifier(field).map_or(0, |m| m.printed);
    let mut fields: smallvec::SmallVec<[(Name, u64); 16]> = smallvec::SmallVec::new();
    let mut literal: Option<u32> = None;
    let mut set_literal = |v: u32, span: &Range<usize>| -> Result<(), AsmError> {
        match literal {
            Some(previous) if previous != v => {
                Err(AsmError { span: span.clone(), message: "only one unique literal operand is allowed".into() })
            }
            _ => {
                literal = Some(v);
                Ok(())
            }
        }
    };
    let (mut abs, mut neg, mut opsel) = (0u64, 0u64, 0u64);
    // The op_sel slots written as a 16-bit VGPR half (`v1.l`, `v1.h`):
    // llvm-mc refuses a nonzero op_sel that says otherwise for any of them.
    let (mut half_slots, mut half_high) = (0u64, 0u64);
    let mut explicit_opsel: Option<(u64, Range<usize>)> = None;
    // The VGPR operands (class, written as a half, where), to hold a line
    // to one spelling of its 16-bit operands.
    let mut vgprs: smallvec::SmallVec<[(usize, bool, Range<usize>); 4]> = smallvec::SmallVec::new();
    let mut source_count = 0u32;
    // Sources that may read a scalar value or the literal: at most one
    // cannot break the constant bus limit, which is then not counted.
    let mut bus_reads = 0u32;
    for (kind, (text, span)) in written.zip(pieces) {
        match kind {
            OperandKind::Implicit { .. } => {
                if !implicit_fits(desc, kind, text) {
                    return Err(invalid(span));
                }
            }
            OperandKind::VLiteral { .. } => {
                bus_reads += 1;
                let v = literal_of(vliteral_rule(table, desc), text).ok_or_else(|| invalid(span))?;
                set_literal(v, span)?;
            }
            OperandKind::Vector { field, class } => {
                let (core, n, a) = strip_modifiers(text).ok_or_else(|| invalid(span))?;
                let (code, value, high) = operand_code(table, *class, core).ok_or_else(|| invalid(span))?;
                if let Some(v) = value {
                    set_literal(v, span)?;
                }
                let slot = operand_slot(*field).unwrap_or(3);
                let suffixed = core.ends_with(".l") || core.ends_with(".h");
                if core.starts_with('v') && suffixed {
                    half_slots |= 1 << slot;
                    half_high |= (core.ends_with(".h") as u64) << slot;
                }
                if core.starts_with('v') && (suffixed || is_vgpr_name(core)) {
                    vgprs.push((*class, suffixed, span.clone()));
                }
                if high {
                    if vop3p || allowed("opsel") >> slot & 1 == 0 {
                        return Err(invalid(span));
                    }
                    opsel |= 1 << slot;
                }
                // llvm-mc takes no neg or abs on a 64-bit float literal.
                if (n || a) && code == LITERAL && table.class(*class).literal() == Some(LitRule::F64) {
                    return Err(invalid(span));
                }
                if n || a {
                    let (abs_field, neg_field) = if vop3p { ("neg_hi", "neg") } else { ("abs", "neg") };
                    let ok = slot < 3
                        && (!vop3p || desc.mix)
                        && (!a || allowed(abs_field) >> slot & 1 != 0)
                        && (!n || allowed(neg_field) >> slot & 1 != 0);
                    if !ok {
                        return Err(invalid(span));
                    }
                    abs |= (a as u64) << slot;
                    neg |= (n as u64) << slot;
                }
                if slot < 3 {
                    source_count += 1;
                    // (A VGPR's code reads nothing through the bus.)
                    if !(256..=511).contains(&code) {
                        bus_reads += 1;
                    }
                }
                fields.push((*field, code));
            }
            _ => return Err(invalid(span)),
        }
    }
    let mut opsel_hi: Option<u64> = None;
    let (mut neg_lo_list, mut neg_hi_list) = (0u64, 0u64);
    let mut clamp = 0;
    let mut omod = 0;
    let mut items: smallvec::SmallVec<[(Name, u64); 8]> = smallvec::SmallVec::new();
    let mut order = ItemOrder::new(desc.items, format.name.starts_with("MUBUF") || format.name.starts_with("MTBUF"));
    // llvm-mc reads the modifiers in the order it prints them, each once,
    // and refuses a line that writes them otherwise.
    let mut last_modifier: Option<(u8, &str)> = None;
    for (m, span) in modifiers {
        let bits_of = |list: Vec<u64>| list.iter().enumerate().fold(0u64, |acc, (k, b)| acc | b << k);
        let rank = modifier_rank(m, format.name == "VINTERP");
        if let (Some(rank), Some((before, before_text))) = (rank, last_modifier) {
            // Suffix items share a rank and are ordered by ItemOrder.
            let twice = rank == before && rank != ITEM_RANK;
            if rank < before || twice {
                let word = m.split(':').next().unwrap_or(m);
                let message = if twice && rank == 6 {
                    "invalid operand for instruction: a second output modifier (`mul:` or `div:`)".to_string()
                } else if twice {
                    format!("invalid operand for instruction: `{word}` is written twice")
                } else {
                    let before_word = before_text.split(':').next().unwrap_or(before_text);
                    format!("invalid operand for instruction: `{word}` must come before `{before_word}`")
                };
                return Err(AsmError { span: span.clone(), message: message.into() });
            }
        }
        if let Some(rank) = rank {
            last_modifier = Some((rank, m.as_ref()));
        }
        match m.as_ref() {
            "clamp" if allowed("clamp") != 0 => clamp = 1,
            // Written cleared, where clamp may be written (llvm-mc-22 takes it so).
            "noclamp" if allowed("clamp") != 0 => {}
            "mul:2" if allowed("omod") != 0 => omod = 1,
            "mul:4" if allowed("omod") != 0 => omod = 2,
            "div:2" if allowed("omod") != 0 => omod = 3,
            _ if m.starts_with("op_sel:") => {
                let list = bracket_list(m, "op_sel").ok_or_else(|| invalid(span))?;
                if vop3p {
                    if list.len() != source_count as usize {
                        return Err(invalid(span));
                    }
                    opsel |= bits_of(list);
                } else {
                    let meta = desc.modifier(Name::OPSEL).filter(|m| m.list_len > 0);
                    let meta = meta.ok_or_else(|| invalid(span))?;
                    let len = meta.list_len;
                    let dst = meta.printed & 8 != 0;
                    // llvm-mc reads a list of one to four entries: one per
                    // source, then the destination's; it ignores what is
                    // left over and takes a missing entry as 0. So
                    // `v_cmp_class_f16_e64 s10, v1.h, v2.l op_sel:[1,0]`,
                    // which its DPP form prints (gfx11_dasm_vop3_dpp8_from_vopc.txt),
                    // reads as well as the `op_sel:[1,0,0]` the VOP3 form
                    // prints. Where the printed list is shorter than the
                    // sources (v_permlane16_b32's two bits), the entries
                    // after those bits must be 0: llvm-mc refuses the others
                    // (gfx11_asm_vop3_err.s, `op_sel:[0, 0, 0, 1]`).
                    let lenient = len >= source_count + u32::from(dst);
                    if list.len() > 4 {
                        return Err(invalid(span));
                    }
                    let mut bits = 0;
                    for (k, &b) in list.iter().enumerate() {
                        let k = k as u32;
                        let bit = match k {
                            _ if !lenient && k >= len && b != 0 => return Err(invalid(span)),
                            _ if !lenient && k >= len => continue,
                            _ if !lenient || k < source_count => k,
                            _ if k == source_count && dst => 3,
                            _ => continue,
                        };
                        bits |= b << bit;
                    }
                    // v_fmac_f16_e64's src2 is its destination: llvm-mc-22
                    // prints that half twice (`op_sel:[0,0,1,1]` for a `.h`
                    // destination) and takes a nonzero op_sel only as that
                    // whole list, or it is a conflict.
                    // (A line that mixes in 32-bit names is refused at that name, below.)
                    let mixed = || vgprs.iter().any(|(class, suffixed, _)| !suffixed && takes_halves(table, *class));
                    if list.iter().any(|&b| b != 0)
                        && half_slots & 8 != 0
                        && desc.mnemonic.starts_with("v_fmac_f16_e64")
                        && !mixed()
                    {
                        let agrees =
                            |k: usize, slot: u32| list[k] == half_high >> slot & 1 || half_slots >> slot & 1 == 0;
                        if list.len() != 4 || list[2] != list[3] || !agrees(0, 0) || !agrees(1, 1) || !agrees(3, 3) {
                            let message = "op_sel operand conflicts with 16-bit operand suffix";
                            return Err(AsmError { span: span.clone(), message: message.into() });
                        }
                    }
                    // v_dot2_f16_f16 and v_dot2_bf16_bf16 read src0 and src1
                    // as packed 32-bit pairs: llvm-mc-22 refuses an op_sel
                    // bit on either (gfx11_asm_vop3_dpp16.s,
                    // `v_dot2_f16_f16_e64_dpp v0.l, v1, v2, v3.l op_sel:[1,1,0,0] ...`).
                    if bits & 3 != 0
                        && (desc.mnemonic.starts_with("v_dot2_f16_f16")
                            || desc.mnemonic.starts_with("v_dot2_bf16_bf16"))
                    {
                        return Err(AsmError { span: span.clone(), message: "invalid op_sel operand".into() });
                    }
                    opsel |= bits;
                    explicit_opsel = Some((bits, span.clone()));
                }
            }
            _ if vop3p && m.starts_with("op_sel_hi:") => {
                let list = bracket_list(m, "op_sel_hi").ok_or_else(|| invalid(span))?;
                if list.len() != source_count as usize {
                    return Err(invalid(span));
                }
                opsel_hi = Some(bits_of(list));
            }
            _ if vop3p && !desc.mix && m.starts_with("neg_lo:") => {
                let list = bracket_list(m, "neg_lo").ok_or_else(|| invalid(span))?;
                neg_lo_list = bits_of(list);
            }
            _ if vop3p && !desc.mix && m.starts_with("neg_hi:") => {
                let list = bracket_list(m, "neg_hi").ok_or_else(|| invalid(span))?;
                neg_hi_list = bits_of(list);
            }
            _ => {
                // The memory formats' suffix items: `glc`, `offset:16`.
                let (name, value) = match m.split_once(':') {
                    Some((n, v)) => (n, Some(v)),
                    None => (m.as_ref(), None),
                };
                // A flag written cleared (`noglc`, `nogds`), where the flag
                // may be written: in its place, and as often, as the flag.
                let (name, cleared) = match name.strip_prefix("no") {
                    Some(flag @ ("glc" | "slc" | "dlc" | "gds" | "tfe")) if value.is_none() => (flag, true),
                    _ => (name, false),
                };
                let found = desc.items.iter().find(|i| i.name == name);
                // A cache-policy flag the row fixes clear (glc of an atomic
                // that returns nothing) is still taken cleared, in the place
                // of the row's other policy flags.
                let policy_stand_in = || {
                    let stand_in = desc.items.iter().find(|i| is_cache_policy(&i.name))?;
                    (cleared && is_cache_policy(name)).then_some(stand_in)
                };
                let item = found.or_else(policy_stand_in).ok_or_else(|| invalid(span))?;
                order.next(item, name, value.is_some(), span)?;
                if found.is_none() {
                    continue;
                }
                let field = format.field(item.field).expect("checked when the table was read");
                let bits = item.written_bits;
                let v = match (item.style, value) {
                    // llvm-mc-22 keeps a cleared flag clear, but for `notfe`:
                    // its rows with tfe (the buffer loads of a wider
                    // destination) take the word and set tfe all the same.
                    (ItemStyle::Flag, None) => u64::from(!cleared || name == "tfe"),
                    (ItemStyle::Named, Some(v)) => buf_format_code(table, v)
                        // llvm-mc points at the value, inside any bracket.
                        .map_err(|message| {
                            let at = span.start + name.len() + 1 + v.starts_with('[') as usize;
                            AsmError { span: at..span.end, message: message.into() }
                        })?,
                    (ItemStyle::Swizzle, Some(v)) if v.starts_with("swizzle(") => {
                        let value = span.start + name.len() + 1;
                        crate::swizzle::parse(v)
                            .map_err(|(message, at)| AsmError { span: value + at..span.end, message: message.into() })?
                            as u64
                    }
                    (ItemStyle::Unsigned | ItemStyle::Always | ItemStyle::Swizzle, Some(v)) => {
                        let v = parse_int(v).filter(|v| (0..(1i128 << bits)).contains(v));
                        v.ok_or_else(|| offset_error(item, span))? as u64
                    }
                    (ItemStyle::Signed, Some(v)) => {
                        let half = 1i128 << (bits - 1);
                        let v = parse_int(v).filter(|v| (-half..half).contains(v));
                        (v.ok_or_else(|| offset_error(item, span))? as u64) & field.max()
                    }
                    _ => return Err(invalid(span)),
                };
                if v & !item.allowed != 0 {
                    return Err(offset_error(item, span));
                }
                items.push((item.field, v));
            }
        }
    }
    // llvm-mc-22 (real true16) matches the 16-bit operands of a line either
    // all as halves (`v1.l`) or all as 32-bit names (`v1`); a line mixing
    // the two is refused at the first VGPR of the other kind. The all-32-bit
    // form of a VOP3 opcode promoted from VOP1, VOP2 or VOPC has no op_sel.
    if half_slots != 0 || explicit_opsel.is_some() {
        let mut halves = vgprs.iter().filter(|(class, suffixed, _)| *suffixed || takes_halves(table, *class));
        if let Some((_, first, _)) = halves.next() {
            if let Some((_, _, span)) = halves.find(|(_, suffixed, _)| suffixed != first) {
                return Err(invalid(span));
            }
            if let (false, Some((_, span))) = (*first, &explicit_opsel) {
                if desc.mnemonic.ends_with("_e64") || desc.mnemonic.ends_with("_e64_dpp") {
                    return Err(invalid(span));
                }
            }
        }
    }
    // (An all-zero op_sel is taken as unwritten.)
    if let Some((bits, span)) = explicit_opsel.filter(|(bits, _)| *bits != 0) {
        if (bits ^ half_high) & half_slots != 0 {
            return Err(AsmError { span, message: "op_sel operand conflicts with 16-bit operand suffix".into() });
        }
    }
    // A printed bit llvm-mc refuses as op_sel text (the destination half of
    // v_fmac_f16_e64, whose tied src2 the printed op_sel leaves low) is
    // still written through the register's `.h`.
    let opsel_ok =
        desc.modifier(Name::OPSEL).map_or(0, |m| (m.printed | (m.allowed & !m.fallback)) & !(m.refused & !half_high));
    if opsel & !opsel_ok != 0 {
        return Err(invalid(&mnemonic_span));
    }
    if vop3p {
        // Unwritten, op_sel_hi is what LLVM writes (all ones; the mix opcodes: none).
        if let Some(v) = opsel_hi {
            let v = if source_count < 3 { v | 4 } else { v };
            fields.push((Name::OPSEL_HI, v & 3));
            fields.push((Name::OPSEL_HI2, v >> 2 & 1));
        } else if desc.mix {
            fields.push((Name::OPSEL_HI, 0));
            fields.push((Name::OPSEL_HI2, 0));
        }
        if desc.mix {
            fields.push((Name::NEG, neg));
            fields.push((Name::NEG_HI, abs));
        } else {
            fields.push((Name::NEG, neg_lo_list));
            fields.push((Name::NEG_HI, neg_hi_list));
        }
    } else {
        if abs != 0 {
            fields.push((Name::ABS, abs));
        }
        if neg != 0 {
            fields.push((Name::NEG, neg));
        }
        if omod != 0 {
            fields.push((Name::OMOD, omod));
        }
    }
    // A row whose shape needs a flag set is chosen only when it is written.
    for (name, value) in desc.fixed {
        let written = items.iter().find(|(f, _)| *name == **f).map(|(_, v)| *v);
        let is_item = desc.items.iter().any(|i| i.field == *name);
        if is_item && written.unwrap_or(0) != *value {
            return Err(invalid(&mnemonic_span));
        }
    }
    // (Most rows have no items: the move of an empty list is not free.)
    if !items.is_empty() {
        fields.extend(items);
    }
    if opsel != 0 {
        fields.push((Name::OPSEL, opsel));
    }
    if clamp != 0 {
        fields.push((Name::CLAMP, 1));
    }
    let inst = build(table, op, &fields, literal);
    if bus_reads > 1 && violates_constant_bus(table, &inst) {
        return Err(AsmError {
            span: pieces.first().map_or(mnemonic_span.clone(), |p| p.1.start..pieces.last().expect("non-empty").1.end),
            message: "invalid operand (violates constant bus restrictions)".into(),
        });
    }
    Ok(inst)
}

#[cfg(test)]
mod tests {
    fn asm(text: &str) -> Result<Vec<u8>, String> {
        crate::asm::assemble(crate::table("gfx1100").unwrap(), text)
            .map(|o| o.bytes)
            .map_err(|e| e[0].message.to_string())
    }

    #[test]
    fn vop2_fixed_vcc_operands_may_all_be_left_out() {
        // The conformance corpus's gfx11_asm_vop2.s:18 and gfx11_asm_vop2_dpp16.s:3
        // (loop lines of the extended excerpts): llvm-mc-22 writes the implicit vcc_lo.
        assert_eq!(asm("v_cndmask_b32 v5, 0.5, v2"), Ok(vec![0xf0, 0x04, 0x0a, 0x02]));
        assert_eq!(
            asm("v_cndmask_b32 v5, v1, v2 quad_perm:[3,2,1,0]"),
            Ok(vec![0xfa, 0x04, 0x0a, 0x02, 0x01, 0x1b, 0x00, 0xff])
        );
        assert_eq!(
            asm("v_cndmask_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]"),
            Ok(vec![0xe9, 0x04, 0x0a, 0x02, 0x01, 0x77, 0x39, 0x05])
        );
        // Both of a carry op's, or neither; the VOP3 form has no fixed operand.
        assert_eq!(asm("v_add_co_ci_u32 v5, v1, v2"), Ok(vec![0x01, 0x05, 0x0a, 0x40]));
        assert_eq!(asm("v_sub_co_ci_u32 v5, 0.5, v2"), Ok(vec![0xf0, 0x04, 0x0a, 0x42]));
        assert!(asm("v_add_co_ci_u32 v5, vcc_lo, v1, v2").is_err());
        assert!(asm("v_cndmask_b32_e64 v5, v1, v2").is_err());
    }

    #[test]
    fn fmac_f16_e64_writes_a_high_destination() {
        // The conformance corpus's gfx11_asm_vop3_from_vop2.s:568,
        // gfx11_asm_vop3_dpp16_from_vop2.s:437 and gfx11_asm_vop3_dpp8_from_vop2.s:153.
        assert_eq!(asm("v_fmac_f16_e64 v5.h, v1.h, v2.h"), Ok(vec![0x05, 0x58, 0x36, 0xd5, 0x01, 0x05, 0x02, 0x00]));
        assert_eq!(
            asm("v_fmac_f16_e64 v255.h, -|0xfe0b|, -|vcc_hi| clamp div:2"),
            Ok(vec![0xff, 0xc3, 0x36, 0xd5, 0xff, 0xd6, 0x00, 0x78, 0x0b, 0xfe, 0x00, 0x00])
        );
        assert_eq!(
            asm("v_fmac_f16_e64_dpp v5.h, v1.h, v2.h row_share:0 row_mask:0xf bank_mask:0xf"),
            Ok(vec![0x05, 0x58, 0x36, 0xd5, 0xfa, 0x04, 0x02, 0x00, 0x01, 0x50, 0x01, 0xff])
        );
        assert_eq!(asm("v_fmac_f16_e64 v5.l, v1.l, v2.l"), Ok(vec![0x05, 0x00, 0x36, 0xd5, 0x01, 0x05, 0x02, 0x00]));
    }

    #[test]
    fn dot2_f16_op_sel_on_packed_sources_is_refused() {
        // gfx11_asm_vop3_dpp16.s: `v_dot2_f16_f16_e64_dpp v0.l, v1, v2, v3.l
        // op_sel:[1,1,0,0] quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 fi:1`
        // and the v_dot2_bf16_bf16 line like it: llvm-mc-22 answers
        // "invalid op_sel operand", as it does for the VOP3 and DPP8 forms.
        let refused = Err("invalid op_sel operand".to_string());
        for text in [
            "v_dot2_f16_f16_e64_dpp v0.l, v1, v2, v3.l op_sel:[1,1,0,0] quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 fi:1",
            "v_dot2_bf16_bf16_e64_dpp v0.l, v1, v2, v3.l op_sel:[1,1,0,0] quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 fi:1",
            "v_dot2_f16_f16 v0.l, v1, v2, v3.l op_sel:[0,1,0,0]",
            "v_dot2_bf16_bf16_e64_dpp v0.l, v1, v2, v3.l op_sel:[1,0,0,0] dpp8:[0,1,2,3,4,5,6,7]",
        ] {
            assert_eq!(asm(text), refused, "{text}");
        }
        // op_sel on src2 and the destination stays as it was.
        assert_eq!(
            asm("v_dot2_f16_f16_e64_dpp v0.h, v1, v2, v3.h op_sel:[0,0,1,1] quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 fi:1"),
            Ok(vec![0x00, 0x60, 0x66, 0xd6, 0xfa, 0x04, 0x0e, 0x04, 0x01, 0xe4, 0x04, 0x00])
        );
    }

    #[test]
    fn dot2_f16_op_sel_on_packed_sources_is_refused_in_dpp8() {
        // gfx11_asm_vop3_dpp8.s: `v_dot2_f16_f16_e64_dpp v0.l, v1, v2, v3.l
        // op_sel:[1,1,0,0] dpp8:[0,1,2,3,4,4,4,4]` and its v_dot2_bf16_bf16
        // twin are `GFX11-ERR: invalid op_sel operand`.
        let refused = Err("invalid op_sel operand".to_string());
        for line in [
            "v_dot2_f16_f16_e64_dpp v0.l, v1, v2, v3.l op_sel:[1,1,0,0] dpp8:[0,1,2,3,4,4,4,4]",
            "v_dot2_bf16_bf16_e64_dpp v0.l, v1, v2, v3.l op_sel:[1,1,0,0] dpp8:[0,1,2,3,4,4,4,4]",
            "v_dot2_f16_f16_e64_dpp v0.l, v1, v2, v3.l op_sel:[0,1,0,0] dpp8:[0,1,2,3,4,4,4,4]",
        ] {
            assert_eq!(asm(line), refused, "{line}");
        }
        // The src2 and destination bits stay allowed (the same file's next line).
        assert_eq!(
            asm("v_dot2_f16_f16_e64_dpp v0.h, v1, v2, v3.h op_sel:[0,0,1,1] dpp8:[0,1,2,3,4,4,4,4]"),
            Ok(vec![0x00, 0x60, 0x66, 0xd6, 0xe9, 0x04, 0x0e, 0x04, 0x01, 0x88, 0x46, 0x92])
        );
    }

    #[test]
    fn fmac_f16_e64_op_sel_text_is_refused_as_llvm_mc_22_refuses_it() {
        // The doubt left by the loops over gfx11_asm_vop3_from_vop2.s: a `.h`
        // destination written through op_sel text. llvm-mc-22's answers: the
        // fourth op_sel bit with 32-bit source names is an invalid operand,
        // any set bit beside `.l`/`.h` names conflicts, an all-zero op_sel is
        // as if unwritten.
        let conflict = "op_sel operand conflicts with 16-bit operand suffix";
        assert_eq!(asm("v_fmac_f16_e64 v5.h, v1, v2 op_sel:[0,0,0,1]"), Err("invalid operand for instruction".into()));
        assert_eq!(asm("v_fmac_f16_e64 v5, v1, v2 op_sel:[0,0,0,1]"), Err("invalid operand for instruction".into()));
        // A 16-bit register beside a 32-bit name, and op_sel text on the
        // all-32-bit form, are invalid operands to llvm-mc-22 as well.
        for text in [
            "v_fmac_f16_e64 v5.h, v1, v2",
            "v_fmac_f16_e64 v5.l, v1, v2",
            "v_fmac_f16_e64 v5.h, v1.l, v2",
            "v_add_f16_e64 v5.h, v1, v2",
            "v_fma_f16 v5.h, v1, v2, v3",
            "v_fmac_f16_e64 v5, v1, v2 op_sel:[0,0,0,0]",
        ] {
            assert_eq!(asm(text), Err("invalid operand for instruction".into()), "{text}");
        }
        for text in [
            "v_fmac_f16_e64 v5.l, v1.l, v2.l op_sel:[0,0,0,1]",
            "v_fmac_f16_e64 v5.h, v1.l, v2.l op_sel:[0,0,0,1]",
            "v_fmac_f16_e64 v5.h, v1.l, v2.l op_sel:[0,0,1]",
            "v_fmac_f16_e64 v5.h, v1.h, v2.l op_sel:[1,0,0,1]",
        ] {
            assert_eq!(asm(text), Err(conflict.to_string()), "{text}");
        }
        let taken: &[(&str, &[u8])] = &[
            ("v_fmac_f16_e64 v5.h, v1.l, v2.l", &[0x05, 0x40, 0x36, 0xd5, 0x01, 0x05, 0x02, 0x00]),
            ("v_fmac_f16_e64 v5.l, v1.h, v2.l", &[0x05, 0x08, 0x36, 0xd5, 0x01, 0x05, 0x02, 0x00]),
            ("v_fmac_f16_e64 v5.h, v1.h, v2.l op_sel:[0,0,0,0]", &[0x05, 0x48, 0x36, 0xd5, 0x01, 0x05, 0x02, 0x00]),
            ("v_fmac_f16_e64 v5, v1, v2", &[0x05, 0x00, 0x36, 0xd5, 0x01, 0x05, 0x02, 0x00]),
            ("v_fmac_f16_e64 v5.h, s1, v2.l", &[0x05, 0x40, 0x36, 0xd5, 0x01, 0x04, 0x02, 0x00]),
            ("v_fmac_f16_e64 v5.h, v1.h, v2.h op_sel:[1,1,1,1]", &[0x05, 0x58, 0x36, 0xd5, 0x01, 0x05, 0x02, 0x00]),
            ("v_fmac_f16_e64 v5.h, v1.l, v2.l op_sel:[0,0,1,1]", &[0x05, 0x40, 0x36, 0xd5, 0x01, 0x05, 0x02, 0x00]),
        ];
        for (text, bytes) in taken {
            assert_eq!(asm(text), Ok(bytes.to_vec()), "{text}");
        }
    }

    #[test]
    fn op_sel_must_agree_with_the_halves_written() {
        // gfx11_asm_opsel_err.s lines 4 and 5 (llvm-mc-22 refuses both).
        let conflict = "op_sel operand conflicts with 16-bit operand suffix";
        assert_eq!(asm("v_add_f16 v0.h, v1.h, v2.h op_sel:[0,1,1]"), Err(conflict.to_string()));
        assert_eq!(asm("v_add_f16 v0.h, v1.l, v2.h op_sel:[1,1,1]"), Err(conflict.to_string()));
        assert_eq!(asm("v_fma_f16 v0.h, v1.l, v2.l, v3.h op_sel:[0,0,0,1]"), Err(conflict.to_string()));
        // What llvm-mc-22 takes: an all-zero op_sel (as unwritten), a set
        // bit on a scalar or constant, a 32-bit destination.
        let cases: &[(&str, &[u8])] = &[
            ("v_add_f16 v0.h, v1.h, v2.h op_sel:[0,0,0]", &[0x00, 0x58, 0x32, 0xd5, 0x01, 0x05, 0x02, 0x00]),
            ("v_add_f16 v0.h, s1, v2.l op_sel:[1,0,1]", &[0x00, 0x48, 0x32, 0xd5, 0x01, 0x04, 0x02, 0x00]),
            ("v_add_f16 v0.h, 1.0, v2.l op_sel:[1,0,1]", &[0x00, 0x48, 0x32, 0xd5, 0xf2, 0x04, 0x02, 0x00]),
            ("v_fma_f16 v0.h, v1.l, v2.l, v3.h op_sel:[0,0,1,1]", &[0x00, 0x60, 0x48, 0xd6, 0x01, 0x05, 0x0e, 0x04]),
            ("v_pack_b32_f16 v0, v1.h, v2.l op_sel:[1,0,1]", &[0x00, 0x48, 0x11, 0xd7, 0x01, 0x05, 0x02, 0x00]),
        ];
        for (text, bytes) in cases {
            assert_eq!(asm(text), Ok(bytes.to_vec()), "{text}");
        }
    }

    #[test]
    fn op_sel_lists_print_and_read_as_llvm_s() {
        // gfx11_dasm_vop3_dpp8_from_vopc.txt, the v_cmp_class_f16_e64_dpp
        // and v_cmp_eq_f16_e64_dpp lines with op_sel: a DPP form lists the
        // two sources alone, where the VOP3 form prints a third entry.
        let table = crate::table("gfx1100").unwrap();
        let text = |bytes: &[u8]| crate::print(table, &crate::decode(table, bytes).unwrap());
        let dpp8 = [0x7a, 0x08, 0x7d, 0xd4, 0xe9, 0x04, 0x02, 0x00, 0x01, 0x77, 0x39, 0x05];
        assert_eq!(text(&dpp8), "v_cmp_class_f16_e64_dpp ttmp14, v1.h, v2.l op_sel:[1,0] dpp8:[7,6,5,4,3,2,1,0]");
        let dpp8 = [0x7c, 0x93, 0x02, 0xd4, 0xea, 0xfe, 0x03, 0x60, 0xff, 0x00, 0x00, 0x00];
        assert_eq!(
            text(&dpp8),
            "v_cmp_eq_f16_e64_dpp null, -|v255.l|, -|v255.h| op_sel:[0,1] clamp dpp8:[0,0,0,0,0,0,0,0] fi:1"
        );
        // From llvm-mc-22 by hand: the DPP16 form too; the VOP3 form keeps three.
        let dpp16 = [0x7a, 0x08, 0x7d, 0xd4, 0xfa, 0x04, 0x02, 0x00, 0x01, 0x1b, 0x00, 0xff];
        assert_eq!(
            text(&dpp16),
            "v_cmp_class_f16_e64_dpp ttmp14, v1.h, v2.l op_sel:[1,0] quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf"
        );
        let vop3 = [0x7a, 0x08, 0x7d, 0xd4, 0x01, 0x05, 0x02, 0x00];
        assert_eq!(text(&vop3), "v_cmp_class_f16_e64 ttmp14, v1.h, v2.l op_sel:[1,0,0]");
        // llvm-mc-22 reads one to four entries (sources, then the
        // destination; the rest ignored), so each printed form reads back.
        for list in ["[1]", "[1,0]", "[1,0,0]", "[1,0,0,1]"] {
            assert_eq!(asm(&format!("v_cmp_class_f16_e64 ttmp14, v1.h, v2.l op_sel:{list}")), Ok(vop3.to_vec()));
        }
        assert_eq!(
            asm("v_cmp_class_f16_e64_dpp ttmp14, v1.h, v2.l op_sel:[1,0] dpp8:[7,6,5,4,3,2,1,0]"),
            Ok([0x7a, 0x08, 0x7d, 0xd4, 0xe9, 0x04, 0x02, 0x00, 0x01, 0x77, 0x39, 0x05].to_vec())
        );
        assert_eq!(asm("v_add_f16 v0.l, v1.h, v2.l op_sel:[1]"), asm("v_add_f16 v0.l, v1.h, v2.l op_sel:[1,0,0]"));
        assert_eq!(asm("v_ceil_f16_e64 v5.h, v1.h op_sel:[1,1,0,0]"), asm("v_ceil_f16_e64 v5.h, v1.h op_sel:[1,1]"));
        assert!(asm("v_add_f16 v0.l, v1.h, v2.l op_sel:[1,0,0,0,0]").is_err());
        // v_permlane16_b32's two bits: a third or fourth set entry is
        // refused (gfx11_asm_vop3_err.s lines 4 and 5), a shorter list read.
        assert!(asm("v_permlane16_b32 v5, v1, s2, s3 op_sel:[0, 0, 0, 1]").is_err());
        assert!(asm("v_permlanex16_b32 v5, v1, s2, s3 op_sel:[0, 0, 1, 0]").is_err());
        assert_eq!(
            asm("v_permlane16_b32 v5, v1, s2, s3 op_sel:[1]"),
            Ok(vec![0x05, 0x08, 0x5b, 0xd6, 0x01, 0x05, 0x0c, 0x00])
        );
    }

    #[test]
    fn a_comma_may_stand_before_a_modifier() {
        // gfx11_asm_mtbuf.s line 4 (LLVM's test writes `s3, format:...`);
        // llvm-mc skips a comma between any two operands.
        assert_eq!(
            asm("tbuffer_load_d16_format_x v4, off, s[8:11], s3, format:[BUF_FMT_8_UNORM] offset:4095"),
            Ok(vec![0xff, 0x0f, 0x0c, 0xe8, 0x00, 0x04, 0x02, 0x03])
        );
        // From llvm-mc-22 by hand: a comma before each of several modifiers.
        assert_eq!(
            asm("tbuffer_load_format_x v4, off, s[8:11], s3, format:1, offset:4095"),
            asm("tbuffer_load_format_x v4, off, s[8:11], s3 offset:4095")
        );
        assert_eq!(asm("v_add_f32_e64 v0, v1, v2, clamp"), Ok(vec![0x00, 0x80, 0x03, 0xd5, 0x01, 0x05, 0x02, 0x00]));
        // A register range's colon is inside its brackets: still an operand.
        assert!(asm("v_add_f32_e64 v0, v1, v[2:3]").is_err());
    }

    #[test]
    fn a_space_may_stand_for_the_comma_between_operands() {
        // gfx11_asm_vop1_t16_promote.s's `v_cvt_f16_f32 v255.h v1
        // dpp8:[7,6,5,4,3,2,1,0]` (bytes from llvm-mc-22).
        assert_eq!(
            asm("v_cvt_f16_f32 v255.h v1 dpp8:[7,6,5,4,3,2,1,0]"),
            Ok(vec![0xff, 0x40, 0x8a, 0xd5, 0xe9, 0x00, 0x00, 0x00, 0x01, 0x77, 0x39, 0x05])
        );
        // From llvm-mc-22 by hand: the same holds without DPP and before
        // modifiers, and an operand too many is still refused at itself.
        assert_eq!(asm("v_add_f32 v1, v2 v3"), asm("v_add_f32 v1, v2, v3"));
        assert_eq!(asm("v_add_f32_e64 v1, v2 v3 clamp"), asm("v_add_f32_e64 v1, v2, v3 clamp"));
        assert_eq!(asm("ds_add_u32 v1 v2 offset:4"), Ok(vec![0x04, 0x00, 0x00, 0xd8, 0x01, 0x02, 0x00, 0x00]));
        assert_eq!(asm("v_mov_b32 v1, v2 v3"), Err("invalid operand for instruction".to_string()));
    }

    #[test]
    fn encodings_match_llvm_mc() {
        // Each from `llvm-mc-22 -arch=amdgcn -mcpu=gfx1100 -show-encoding`.
        let cases: &[(&str, &[u8])] = &[
            ("v_mov_b32 v1, v2", &[0x02, 0x03, 0x02, 0x7e]),
            ("v_add_f32 v1, s2, v3", &[0x02, 0x06, 0x02, 0x06]),
            ("v_add_f16 v1, v2, v3", &[0x02, 0x07, 0x02, 0x64]),
            ("v_add_f32_e64 v1, -v2, |v3| clamp mul:2", &[0x01, 0x82, 0x03, 0xd5, 0x02, 0x07, 0x02, 0x28]),
            ("v_cmp_lt_f32_e64 s5, v1, v2", &[0x05, 0x00, 0x11, 0xd4, 0x01, 0x05, 0x02, 0x00]),
            ("v_cmpx_lt_f32_e64 v1, v2", &[0x7e, 0x00, 0x91, 0xd4, 0x01, 0x05, 0x02, 0x00]),
            ("v_add_co_u32 v1, vcc_lo, v2, v3", &[0x01, 0x6a, 0x00, 0xd7, 0x02, 0x07, 0x02, 0x00]),
            ("v_pk_max_i16 v5, s1, s2", &[0x05, 0x40, 0x07, 0xcc, 0x01, 0x04, 0x00, 0x18]),
            ("v_pk_add_f16 v1, v2, v3 op_sel:[1,0] neg_lo:[0,1]", &[0x01, 0x48, 0x0f, 0xcc, 0x02, 0x07, 0x02, 0x58]),
            ("v_fmamk_f32 v1, v2, 0x11, v3", &[0x02, 0x07, 0x02, 0x58, 0x11, 0x00, 0x00, 0x00]),
            ("v_mad_u64_u32 v[1:2], s5, v2, v3, v[4:5]", &[0x01, 0x05, 0xfe, 0xd6, 0x02, 0x07, 0x12, 0x04]),
            ("v_fma_mix_f32 v1, -v2, |v3|, v4 op_sel_hi:[1,0,1]", &[0x01, 0x42, 0x20, 0xcc, 0x02, 0x07, 0x12, 0x2c]),
            ("v_add_f16 v1, 1.5, v2", &[0xff, 0x04, 0x02, 0x64, 0x00, 0x3e, 0x00, 0x00]),
            (
                "v_add_f64 v[1:2], 1.5, v[2:3]",
                &[0x01, 0x00, 0x27, 0xd7, 0xff, 0x04, 0x02, 0x00, 0x00, 0x00, 0xf8, 0x3f],
            ),
            ("v_add_nc_u16 v5.l, v7.h, v9.l", &[0x05, 0x08, 0x03, 0xd7, 0x07, 0x13, 0x02, 0x00]),
            ("v_cndmask_b16 v5.h, v7.l, v9.l, s3", &[0x05, 0x40, 0x5d, 0xd6, 0x07, 0x13, 0x0e, 0x00]),
            // The graphics formats: EXP, LDSDIR, VINTERP, and MTBUF's formats.
            ("exp mrt0 v0, v1, v2, v3 done", &[0x0f, 0x08, 0x00, 0xf8, 0x00, 0x01, 0x02, 0x03]),
            ("exp mrt1 v1, off, off, off", &[0x11, 0x00, 0x00, 0xf8, 0x01, 0x00, 0x00, 0x00]),
            ("exp pos0 v1, v2, v3, v4 done row_en", &[0xcf, 0x28, 0x00, 0xf8, 0x01, 0x02, 0x03, 0x04]),
            ("lds_direct_load v1 wait_vdst:3", &[0x01, 0x00, 0x13, 0xce]),
            ("lds_param_load v1, attr2.y wait_vdst:5", &[0x01, 0x09, 0x05, 0xce]),
            ("v_interp_p10_f32 v0, -v1, v2, v3 clamp", &[0x00, 0x80, 0x00, 0xcd, 0x01, 0x05, 0x0e, 0x24]),
            ("v_interp_p10_f16_f32 v0, v1.h, v2, v3.l", &[0x00, 0x08, 0x02, 0xcd, 0x01, 0x05, 0x0e, 0x04]),
            (
                "tbuffer_load_format_xyzw v[0:3], v1, s[4:7], s2 format:22 idxen offset:52 glc",
                &[0x34, 0xc0, 0xb1, 0xe8, 0x01, 0x00, 0x81, 0x02],
            ),
            (
                "tbuffer_load_format_x v0, off, s[0:3], s0 format:[BUF_DATA_FORMAT_32, BUF_NUM_FORMAT_FLOAT]",
                &[0x00, 0x00, 0xb0, 0xe8, 0x00, 0x00, 0x00, 0x00],
            ),
            ("tbuffer_load_format_x v0, off, s[0:3], s0", &[0x00, 0x00, 0x08, 0xe8, 0x00, 0x00, 0x00, 0x00]),
            (
                "tbuffer_load_format_x v0, off, s[0:3], s0 format:[BUF_FMT_8_UNORM]",
                &[0x00, 0x00, 0x08, 0xe8, 0x00, 0x00, 0x00, 0x00],
            ),
        ];
        for (text, bytes) in cases {
            assert_eq!(asm(text).as_deref(), Ok(*bytes), "{text}");
        }
    }

    #[test]
    fn graphics_formats_print_as_llvm_objdump_does() {
        // Each from `llvm-objdump-22 -d --mcpu=gfx1100`.
        let table = crate::table("gfx1100").unwrap();
        let cases: &[(&[u8], &str)] = &[
            (&[0x0f, 0x08, 0x00, 0xf8, 0x00, 0x01, 0x02, 0x03], "exp mrt0 v0, v1, v2, v3 done"),
            (&[0x11, 0x00, 0x00, 0xf8, 0x01, 0x00, 0x00, 0x00], "exp mrt1 v1, off, off, off"),
            (&[0x01, 0x09, 0x05, 0xce], "lds_param_load v1, attr2.y wait_vdst:5"),
            (&[0x01, 0x00, 0x13, 0xce], "lds_direct_load v1 wait_vdst:3"),
            (&[0x00, 0x80, 0x00, 0xcd, 0x01, 0x05, 0x0e, 0x24], "v_interp_p10_f32 v0, -v1, v2, v3 clamp wait_exp:0"),
            (
                &[0x00, 0x08, 0x02, 0xcd, 0x01, 0x05, 0x0e, 0x04],
                "v_interp_p10_f16_f32 v0, v1.h, v2, v3.l op_sel:[1,0,0,0] wait_exp:0",
            ),
            (
                &[0x34, 0xc0, 0xb1, 0xe8, 0x01, 0x00, 0x81, 0x02],
                "tbuffer_load_format_xyzw v[0:3], v1, s[4:7], s2 format:[BUF_FMT_32_FLOAT] idxen offset:52 glc",
            ),
            (&[0x00, 0x00, 0x08, 0xe8, 0x00, 0x00, 0x00, 0x00], "tbuffer_load_format_x v0, off, s[0:3], s0"),
            (
                &[0x00, 0x00, 0x00, 0xe8, 0x00, 0x00, 0x00, 0x00],
                "tbuffer_load_format_x v0, off, s[0:3], s0 format:[BUF_FMT_INVALID]",
            ),
        ];
        for (bytes, text) in cases {
            let inst = crate::decode(table, bytes).unwrap();
            assert_eq!(crate::print(table, &inst), *text);
        }
    }

    /// The constant-bus classes LLVM's MC tests showed (bytes from
    /// llvm-mc-22): `null` is not read through the bus, one scalar read
    /// twice is one, and VOP2's VGPR-only vsrc1 holds no scalar.
    #[test]
    fn the_constant_bus_counts_as_llvm_mc_does() {
        let cases: &[(&str, &[u8])] = &[
            // gfx11_asm_vop3.s:13
            ("v_add3_u32 v5, exec_hi, null, vcc_lo", &[0x05, 0x00, 0x55, 0xd6, 0x7f, 0xf8, 0xa8, 0x01]),
            // gfx11_asm_vop3.s:112
            (
                "v_mad_u64_u32 v[5:6], ttmp15, src_scc, vcc_lo, src_scc",
                &[0x05, 0x7b, 0xfe, 0xd6, 0xfd, 0xd4, 0xf4, 0x03],
            ),
            // gfx11_asm_vop2.s:89 and :74
            ("v_fmaak_f32 v5, s1, v2, 0xaf123456", &[0x01, 0x04, 0x0a, 0x5a, 0x56, 0x34, 0x12, 0xaf]),
            ("v_fmaak_f16 v5, s1, v2, 0xfe0b", &[0x01, 0x04, 0x0a, 0x70, 0x0b, 0xfe, 0x00, 0x00]),
            ("v_fmamk_f32 v5, s1, 0xaf123456, v2", &[0x01, 0x04, 0x0a, 0x58, 0x56, 0x34, 0x12, 0xaf]),
            // issue 24's VOPD example
            (
                "v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3",
                &[0xff, 0x04, 0x12, 0xc9, 0x7c, 0x06, 0x06, 0xff, 0x56, 0x34, 0x12, 0xaf],
            ),
        ];
        for (text, bytes) in cases {
            assert_eq!(asm(text).as_deref(), Ok(*bytes), "{text}");
        }
        // Three scalars are still too many.
        assert!(asm("v_add3_u32 v5, exec_hi, s1, vcc_lo").is_err());
        assert!(asm("v_dual_cndmask_b32 v255, s1, v2 :: v_dual_mov_b32 v6, s2").is_err());
    }

    /// llvm-mc reads a VOPC line without its `vcc_lo` destination (bytes
    /// from llvm-mc-22); the 64-bit form still needs its SGPR destination.
    #[test]
    fn vopc_takes_its_vcc_destination_unwritten() {
        assert_eq!(asm("v_cmp_eq_f32 v1, v2").as_deref(), Ok(&[0x01, 0x05, 0x24, 0x7c][..]));
        assert_eq!(asm("v_cmp_eq_f32_e32 s1, v2").as_deref(), Ok(&[0x01, 0x04, 0x24, 0x7c][..]));
        assert_eq!(
            asm("v_cmp_eq_f32 v1, v2 row_shr:1").as_deref(),
            Ok(&[0xfa, 0x04, 0x24, 0x7c, 0x01, 0x11, 0x01, 0xff][..])
        );
        assert!(asm("v_cmp_eq_f32_e64 v1, v2").is_err());
        assert!(asm("v_cmp_eq_f32 v1").is_err());
    }

    #[test]
    fn errors_are_llvm_s() {
        assert_eq!(
            asm("v_fma_f32 v1, s1, s2, s3").unwrap_err(),
            "invalid operand (violates constant bus restrictions)"
        );
        assert_eq!(
            asm("v_lshlrev_b64 v[0:1], s0, s[0:1]").unwrap_err(),
            "invalid operand (violates constant bus restrictions)"
        );
        assert_eq!(asm("v_add_f32 v1, 0x1234, 0x5678").unwrap_err(), "only one unique literal operand is allowed");
        assert_eq!(asm("v_add_nc_u32_e64 v1, -v2, v3").unwrap_err(), "invalid operand for instruction");
        assert_eq!(asm("v_add_f32_e64 v1, v2, v3 mul:3").unwrap_err(), "invalid operand for instruction");
        assert_eq!(asm("v_mov_b32 v1").unwrap_err(), "too few operands for instruction");
        // Memory offsets: llvm-mc's messages, pointing at the offset.
        let table = crate::table("gfx1100").unwrap();
        let error = |text: &str| crate::asm::assemble(table, text).unwrap_err()[0].clone();
        let e = error("flat_load_b32 v1, v[2:3] offset:4096");
        assert_eq!((e.message.as_ref(), e.span), ("expected a 12-bit unsigned offset", 25..36));
        let e = error("global_load_b32 v1, v[2:3], off offset:-4097");
        assert_eq!((e.message.as_ref(), e.span), ("expected a 13-bit signed offset", 32..44));
        assert_eq!(error("ds_load_b32 v1, v2 offset:65536").message, "expected a 16-bit unsigned offset");
        // MTBUF formats: llvm-mc's messages, at the value (inside the bracket).
        let e = error("tbuffer_load_format_x v0, off, s[0:3], s0 format:[BUF_FMT_FOO]");
        assert_eq!((e.message.as_ref(), e.span.start), ("unsupported format", 50));
        let e = error("tbuffer_load_format_x v0, off, s[0:3], s0 format:128");
        assert_eq!((e.message.as_ref(), e.span.start), ("out of range format", 49));
        assert_eq!(
            error("tbuffer_load_format_x v0, off, s[0:3], s0 format:[BUF_NUM_FORMAT_FLOAT]").message,
            "unsupported format"
        );
    }
}

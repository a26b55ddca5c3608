//! The vector ALU formats (VOP1, VOP2, VOPC, VOP3, VOP3P): printing their
//! operands and modifiers as llvm-objdump does, and the literal rules that
//! the assembler shares.
//!
//! Operand spellings come from the table's classes; this file knows only how
//! LLVM decorates them: `-x` and `|x|` for neg and abs, `.h` for the high half
//! that op_sel selects in true16 opcodes, and the modifier lists after the
//! last operand.

use crate::inst::{Inst, LITERAL};
use crate::table::{LitRule, OpDesc, OperandKind, Table};
use std::fmt::Write;

const F32_NAMES: [(u32, &str); 9] = [
    (0x3f00_0000, "0.5"),
    (0xbf00_0000, "-0.5"),
    (0x3f80_0000, "1.0"),
    (0xbf80_0000, "-1.0"),
    (0x4000_0000, "2.0"),
    (0xc000_0000, "-2.0"),
    (0x4080_0000, "4.0"),
    (0xc080_0000, "-4.0"),
    (0x3e22_f983, "0.15915494"),
];
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
    small_int(l as i32 as i64) || F32_NAMES.iter().any(|(b, _)| *b == l)
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
        LitRule::Bf16 => format!("0x{l:x}"),
        LitRule::PkF16 if small_int(l as i32 as i64) || F16_INLINE.contains(&l) => lit(l),
        LitRule::PkBf16 if small_int(l as i32 as i64) || BF16_INLINE.contains(&l) => lit(l),
        LitRule::PkF16 | LitRule::PkBf16 => format!("0x{l:x}"),
        LitRule::Splat16 if small_int(l as i32 as i64) || (l >> 16 == lo && inline16(lo, &F16_INLINE)) => lit(l),
        LitRule::Splat16 => format!("0x{l:x}"),
        LitRule::Invalid => {
            let value = match F32_NAMES.iter().find(|(b, _)| *b == l) {
                Some((_, name)) => name.to_string(),
                None if small_int(l as i32 as i64) => (l as i32).to_string(),
                None => format!("0x{l:x}"),
            };
            format!("{value}/*Invalid immediate*/")
        }
    }
}

/// The position of a source or destination field in op_sel, abs and neg.
pub fn operand_slot(field: &str) -> Option<u32> {
    Some(match field {
        "src0" => 0,
        "src1" | "vsrc1" => 1,
        "src2" => 2,
        "vdst" => 3,
        _ => return None,
    })
}

/// The modifier bits of `field` that LLVM prints, set in this instruction.
fn printed_bits(desc: &OpDesc, inst: &Inst, table: &Table, field: &str) -> u64 {
    desc.modifier(field).map_or(0, |m| inst.get(table, field) & m.printed)
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

pub fn print_vector(table: &Table, inst: &Inst, out: &mut String) {
    let desc = inst.desc(table);
    let format = inst.format(table);
    let vop3p = format.name == "VOP3P";
    let opsel = printed_bits(desc, inst, table, "opsel");
    // An op_sel bit the opcode has no operand for: LLVM prints the plain
    // 16-bit form, without halves or op_sel.
    let fallback = desc.modifier("opsel").is_some_and(|m| inst.get(table, "opsel") & m.fallback != 0);
    let (abs, neg) = if vop3p && desc.mix {
        (printed_bits(desc, inst, table, "neg_hi"), printed_bits(desc, inst, table, "neg"))
    } else if vop3p {
        (0, 0)
    } else {
        (printed_bits(desc, inst, table, "abs"), printed_bits(desc, inst, table, "neg"))
    };
    out.push_str(&desc.mnemonic);
    let mut first = true;
    let mut sources = 0;
    for operand in &desc.operands {
        let sep = if first { " " } else { ", " };
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
                let class = &table.classes[*class];
                let code = inst.get(table, field);
                let slot = operand_slot(field);
                if slot.is_some_and(|s| s < 3) {
                    sources += 1;
                }
                let mut text = if code == LITERAL && class.literal.is_some() {
                    literal_text(class.literal.expect("checked"), inst.literal.unwrap_or(0))
                } else {
                    class.spell[code as usize].clone().unwrap_or_default()
                };
                if !vop3p {
                    if fallback {
                        if let Some(t) = text.strip_suffix(".l").or_else(|| text.strip_suffix(".h")) {
                            text = t.to_string();
                        }
                    } else if let Some(s) = slot {
                        if opsel >> s & 1 != 0 {
                            if let Some(t) = text.strip_suffix(".l") {
                                text = format!("{t}.h");
                            }
                        }
                    }
                }
                match slot {
                    Some(s) if s < 3 => {
                        let (a, n) = (abs >> s & 1 != 0, neg >> s & 1 != 0);
                        // A negated constant is written neg(...), which a
                        // negative number cannot be mistaken for.
                        let constant = matches!(code, 128..=208 | 240..=248 | LITERAL);
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
    if vop3p {
        let opsel_hi = inst.get(table, "opsel_hi") | inst.get(table, "opsel_hi2") << 2;
        let hi_printed = desc.modifier("opsel_hi").map_or(0, |m| m.printed)
            | desc.modifier("opsel_hi2").map_or(0, |m| m.printed) << 2;
        if opsel != 0 {
            list(out, "op_sel", opsel, sources);
        }
        let hi = opsel_hi & hi_printed;
        let show_hi = if desc.mix { hi != 0 } else { hi != hi_printed };
        if hi_printed != 0 && show_hi {
            list(out, "op_sel_hi", opsel_hi, sources);
        }
        if !desc.mix {
            let (lo, hi) = (printed_bits(desc, inst, table, "neg"), printed_bits(desc, inst, table, "neg_hi"));
            if lo != 0 {
                list(out, "neg_lo", lo, sources);
            }
            if hi != 0 {
                list(out, "neg_hi", hi, sources);
            }
        }
    } else if opsel != 0 && !fallback && desc.modifier("opsel").is_some_and(|m| m.list_len > 0) {
        let len = desc.modifier("opsel").map_or(0, |m| m.list_len);
        let mask = desc.modifier("opsel").map_or(0, |m| m.printed);
        // Entries 0..len-1 are bits 0..; the last is the destination's bit 3
        // where that is printed.
        let mut bits = 0;
        for k in 0..len {
            let bit = if k == len - 1 && mask & 8 != 0 { 3 } else { k };
            bits |= (opsel >> bit & 1) << k;
        }
        list(out, "op_sel", bits, len);
    }
    if printed_bits(desc, inst, table, "clamp") != 0 {
        out.push_str(" clamp");
    }
    match printed_bits(desc, inst, table, "omod") {
        1 => out.push_str(" mul:2"),
        2 => out.push_str(" mul:4"),
        3 => out.push_str(" div:2"),
        _ => {}
    }
}

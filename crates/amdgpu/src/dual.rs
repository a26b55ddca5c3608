//! VOPD, gfx11's dual issue: two VOP2-like operations (X and Y) in one
//! 64-bit word (96 with a literal, which both halves share), written
//! `v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v5`.
//!
//! Decoding goes through the table's pair rows like any opcode; this module
//! prints the two halves and assembles them, with llvm-mc's pairing rules:
//! the destinations one even and one odd, the two src0 and the two vsrc1
//! VGPRs in different banks (register number mod 4), one unique literal,
//! and at most two scalar values (VCC for `v_dual_cndmask_b32`) over both.

use crate::asm::{err, AsmError};
use crate::inst::{Inst, LITERAL};
use crate::table::{DualComp, DualSide, OperandKind, Table};
use crate::vector::literal_text;
use std::ops::Range;

/// The register number of the Y destination.
pub fn y_destination(table: &Table, inst: &Inst) -> u64 {
    2 * inst.get(table, "vdstY") + ((inst.get(table, "vdstX") & 1) ^ 1)
}

/// The components of a decoded VOPD instruction.
pub fn components<'t>(table: &'t Table, inst: &Inst) -> Option<(&'t DualComp, &'t DualComp)> {
    table.dual_pair(inst.desc(table).opcode)
}

/// Whether LLVM prints Y's literal source without `lit()`, as the inline
/// constant it looks like: llvm-objdump-22 does so when X is
/// `v_dual_fmamk_f32` and Y has a constant operand of its own (found by the
/// every-opcode differential test; llvm-mc then reads the text as the
/// inline constant, so such words are not writable as printed).
fn y_literal_bare(x: &DualComp, y: &DualComp) -> bool {
    let has_k = |c: &DualComp| c.operands.iter().any(|o| matches!(o, OperandKind::VLiteral { .. }));
    x.mnemonic == "v_dual_fmamk_f32" && has_k(y)
}

pub fn print(table: &Table, inst: &Inst, out: &mut String) {
    let Some((x, y)) = components(table, inst) else { return };
    let bare = y_literal_bare(x, y);
    for (k, comp) in [x, y].into_iter().enumerate() {
        if k == 1 {
            out.push_str(" :: ");
        }
        out.push_str(&comp.mnemonic);
        for (i, operand) in comp.operands.iter().enumerate() {
            out.push_str(if i == 0 { " " } else { ", " });
            match operand {
                OperandKind::Vector { field, class } => {
                    let class = table.class(*class);
                    let code = inst.get(table, field);
                    match (code, class.literal()) {
                        (LITERAL, Some(_)) if bare && k == 1 => {
                            out.push_str(&crate::inst::literal_as_constant(table, inst.literal.unwrap_or(0)))
                        }
                        (LITERAL, Some(rule)) => out.push_str(&literal_text(rule, inst.literal.unwrap_or(0))),
                        _ => out.push_str(class.text(code)),
                    }
                }
                OperandKind::VLiteral { rule } => out.push_str(&literal_text(*rule, inst.literal.unwrap_or(0))),
                OperandKind::DualDst { .. } => {
                    out.push('v');
                    out.push_str(&y_destination(table, inst).to_string());
                }
                _ => {}
            }
        }
    }
}

/// A source read through the constant bus: an SGPR or special register
/// code (not `null`, nor src_lds_direct, which llvm-mc does not count in
/// VOPD; a literal is counted apart).
fn is_scalar(code: u64) -> bool {
    matches!(code, 0..=123 | 125..=127 | 235..=239 | 251..=253)
}

/// Whether llvm-mc would write this instruction as it prints: every code is
/// one it assembles there, and the pair obeys the pairing rules.
pub fn writable(table: &Table, inst: &Inst) -> bool {
    let Some((x, y)) = components(table, inst) else { return false };
    let codes_ok = x.operands.iter().chain(&y.operands).all(|o| match o {
        OperandKind::Vector { field, class } => {
            let class = table.class(*class);
            let code = inst.get(table, field);
            class.assembles().contains(code) || (code == LITERAL && class.literal_written())
        }
        _ => true,
    });
    let bare_literal_is_constant = y_literal_bare(x, y)
        && inst.get(table, "src0Y") == LITERAL
        && inst.literal.is_some_and(|l| crate::inst::inline_code(l).is_some());
    codes_ok
        && !bare_literal_is_constant
        && pairing_error(table, inst, x, y, y_destination(table, inst)).is_none()
        && crate::vector::literal_writable(table, inst)
}

const SRC_LDS_DIRECT: u64 = 254;

/// The VGPR a component reads in each of the three source slots whose
/// banks must differ between X and Y, with the index of the operand that
/// writes it (`None` for the accumulator that is the destination itself).
/// `v_dual_fmamk_f32`'s constant is its second source, so its VGPR is the
/// third; the accumulating opcodes read their destination as the third.
fn bank_slots(table: &Table, inst: &Inst, comp: &DualComp, dst: u64) -> [Option<(u64, Option<usize>)>; 3] {
    let mut slots = [None; 3];
    for (i, o) in comp.operands.iter().enumerate() {
        let field = o.field();
        if field.starts_with("src0") {
            let code = inst.get(table, field);
            if code >= 256 {
                slots[0] = Some((code - 256, Some(i)));
            }
            // llvm-mc counts src_lds_direct as a VGPR of bank 1 here.
            if code == SRC_LDS_DIRECT {
                slots[0] = Some((1, Some(i)));
            }
        } else if field.starts_with("vsrc1") {
            let slot = if comp.mnemonic == "v_dual_fmamk_f32" { 2 } else { 1 };
            slots[slot] = Some((inst.get(table, field), Some(i)));
        }
    }
    if matches!(comp.mnemonic.as_str(), "v_dual_fmac_f32" | "v_dual_dot2acc_f32_f16" | "v_dual_dot2acc_f32_bf16") {
        slots[2] = Some((dst, None));
    }
    slots
}

/// Which pairing rule an instruction breaks, in llvm-mc's order: the
/// operand it is reported at (an index into X's operands then Y's) and the
/// message. `y_dst` is the Y destination as written (decoded words always
/// have destinations of opposite parity).
fn pairing_error(table: &Table, inst: &Inst, x: &DualComp, y: &DualComp, y_dst: u64) -> Option<(usize, &'static str)> {
    let at = |comp_offset: usize, comp: &DualComp, field: &str| {
        comp.operands.iter().position(|o| o.field() == field).map(|p| comp_offset + p)
    };
    let nx = x.operands.len();
    // The constant bus, in llvm-mc's order: the implicit VCC of cndmask
    // (counted apart from a written vcc_lo), fmaak/fmamk's constant, then
    // the two src0 as written; each distinct scalar, the literal once.
    const IMPLICIT_VCC: u64 = u64::MAX;
    let mut seen: Vec<u64> = Vec::new();
    if [x, y].iter().any(|c| c.mnemonic == "v_dual_cndmask_b32") {
        seen.push(IMPLICIT_VCC);
    }
    if [x, y].iter().any(|c| c.operands.iter().any(|o| matches!(o, OperandKind::VLiteral { .. }))) {
        seen.push(LITERAL);
    }
    for (index, o) in x.operands.iter().chain(&y.operands).enumerate() {
        let read = match o {
            OperandKind::Vector { field, .. } if field.starts_with("src0") => inst.get(table, field),
            _ => continue,
        };
        if (is_scalar(read) || read == LITERAL) && !seen.contains(&read) {
            seen.push(read);
            if seen.len() > 2 {
                return Some((index, "invalid operand (violates constant bus restrictions)"));
            }
        }
    }
    let x_dst = inst.get(table, "vdstX");
    if (x_dst ^ y_dst) & 1 == 0 {
        return at(nx, y, "vdstY").map(|p| (p, "one dst register must be even and the other odd"));
    }
    let (xs, ys) = (bank_slots(table, inst, x, x_dst), bank_slots(table, inst, y, y_dst));
    const MESSAGES: [&str; 3] = [
        "src0 operands must use different VGPR banks",
        "src1 operands must use different VGPR banks",
        "src2 operands must use different VGPR banks",
    ];
    // Four banks for the first two sources, two for the third.
    for (slot, banks) in [(0, 4), (1, 4), (2, 2)] {
        if let (Some((a, xi)), Some((b, yi))) = (xs[slot], ys[slot]) {
            if a % banks == b % banks {
                let p = yi.map(|i| nx + i).or(xi)?;
                return Some((p, MESSAGES[slot]));
            }
        }
    }
    None
}

/// Operand texts with their spans.
type Operands<'a> = crate::vector::Pieces<'a>;

/// Assembles `X :: Y`; `text` starts at byte `base` of the source.
pub fn assemble(table: &Table, text: &str, base: usize) -> Result<Inst, AsmError> {
    let Some(split) = text.find("::") else {
        return Err(AsmError { span: base..base + text.len(), message: "invalid instruction".into() });
    };
    let (x_text, y_text) = (&text[..split], &text[split + 2..]);
    let y_base = base + split + 2;
    fn parse_half(half: &str, at: usize) -> (&str, Range<usize>, Operands<'_>) {
        let lead = half.len() - half.trim_start().len();
        let half = half.trim();
        let (mnemonic, rest) = match half.find(char::is_whitespace) {
            Some(i) => (&half[..i], &half[i..]),
            None => (half, ""),
        };
        let start = at + lead;
        (mnemonic, start..start + mnemonic.len(), crate::asm::split_operands(rest, start + mnemonic.len()))
    }
    let (x_name, x_span, x_ops) = parse_half(x_text, base);
    let (y_name, y_span, y_ops) = parse_half(y_text, y_base);
    let find = |side, name: &str| table.dual(side, name);
    let x = match find(DualSide::X, x_name) {
        Some(x) => x,
        None if find(DualSide::Y, x_name).is_some() => {
            return Err(err(x_span.start..x_span.start, "instruction not supported on this GPU"))
        }
        None => return Err(err(x_span, "invalid instruction")),
    };
    if y_name.is_empty() {
        return Err(err(y_span.start..y_span.start, "expected a VOPDY instruction after ::"));
    }
    let y = find(DualSide::Y, y_name).ok_or_else(|| err(y_span.clone(), "invalid VOPDY instruction"))?;
    for (comp, ops) in [(x, &x_ops), (y, &y_ops)] {
        if ops.len() < comp.operands.len() {
            let end = ops.last().map_or(x_span.end, |o| o.1.end);
            return Err(err(x_span.start..end, "too few operands for instruction"));
        }
        if ops.len() > comp.operands.len() {
            return Err(err(ops[comp.operands.len()].1.clone(), "invalid operand for instruction"));
        }
    }
    let format = &crate::format::formats()[vopd_format()];
    let mut bits = format.value as u64;
    let set = |bits: &mut u64, field: &str, v: u64| {
        let f = format.field(field).expect("VOPD fields exist");
        *bits = f.set(*bits, v);
    };
    set(&mut bits, "op", (x.code * 32 + y.code) as u64);
    let mut literals: Vec<(u32, Range<usize>)> = Vec::new();
    let mut spans: Vec<Range<usize>> = Vec::new();
    let mut y_register = None;
    for (comp, ops) in [(x, &x_ops), (y, &y_ops)] {
        for (operand, (text, span)) in comp.operands.iter().zip(ops.iter()) {
            spans.push(span.clone());
            let mut take_literal = |v: u32| -> Result<(), AsmError> {
                literals.push((v, span.clone()));
                Ok(())
            };
            let text: &str = text.as_ref();
            // No neg or abs in VOPD (negative numbers are constants).
            if crate::vector::strip_modifiers(text).is_some_and(|(_, neg, abs)| neg || abs) {
                return Err(err(span.clone(), "not a valid operand."));
            }
            match operand {
                OperandKind::Vector { field, class } => {
                    let (code, value, _) = crate::vector::operand_code(table, *class, text)
                        .filter(|(_, _, high)| !high)
                        .ok_or_else(|| err(span.clone(), "invalid operand for instruction"))?;
                    if let Some(v) = value {
                        take_literal(v)?;
                    }
                    set(&mut bits, field, code);
                }
                OperandKind::VLiteral { rule } => {
                    let v = crate::vector::literal_of(*rule, text)
                        .ok_or_else(|| err(span.clone(), "invalid operand for instruction"))?;
                    take_literal(v)?;
                }
                OperandKind::DualDst { field } => {
                    let n = text
                        .strip_prefix('v')
                        .and_then(|n| n.parse::<u64>().ok())
                        .filter(|n| *n < 256)
                        .ok_or_else(|| err(span.clone(), "invalid operand for instruction"))?;
                    set(&mut bits, field, n >> 1);
                    y_register = Some(n);
                }
                _ => {}
            }
        }
    }
    // Checked once every operand is read, and reported at the last literal
    // (llvm-mc points elsewhere in some cases with a K constant).
    if literals.iter().any(|(v, _)| *v != literals[0].0) {
        let at = &literals.last().expect("two literals").1;
        return Err(err(at.start..at.start, "only one unique literal operand is allowed"));
    }
    let literal = literals.first().map(|(v, _)| *v);
    let inst = Inst { op: table.rows(vopd_format(), x.code * 32 + y.code)[0], bits, literal, dpp: None, nsa: None };
    let y_dst = y_register.unwrap_or_else(|| y_destination(table, &inst));
    if let Some((p, message)) = pairing_error(table, &inst, x, y, y_dst) {
        let span = &spans[p];
        return Err(err(span.start..span.start, message));
    }
    Ok(inst)
}

fn vopd_format() -> crate::format::FormatId {
    crate::format::formats().iter().position(|f| f.name == "VOPD").expect("formats.txt has VOPD")
}

#[cfg(test)]
mod tests {
    use crate::{decode, print, table};

    fn asm(text: &str) -> Result<Vec<u8>, String> {
        crate::asm::assemble(table("gfx1100").unwrap(), text).map(|o| o.bytes).map_err(|e| e[0].message.to_string())
    }

    #[test]
    fn a_pair_clang_emits_decodes_and_assembles_back() {
        let t = table("gfx1100").unwrap();
        let bytes = [0x80, 0x00, 0x10, 0xca, 0x02, 0x00, 0x00, 0x02];
        let inst = decode(t, &bytes).unwrap();
        assert_eq!(print(t, &inst), "v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, s2");
        assert_eq!(super::y_destination(t, &inst), 1);
        assert_eq!(asm("v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, s2").unwrap(), bytes);
    }

    #[test]
    fn pairing_rules_are_enforced_with_llvm_mc_messages() {
        // src_lds_direct is in bank 1 for llvm-mc.
        assert_eq!(
            asm("v_dual_mul_f32 v121, src_lds_direct, v5 :: v_dual_cndmask_b32 v130, v1, v50").unwrap_err(),
            "src0 operands must use different VGPR banks"
        );
        assert!(asm("v_dual_mul_f32 v121, src_lds_direct, v5 :: v_dual_cndmask_b32 v130, v2, v50").is_ok());
        assert_eq!(
            asm("v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v4, s2").unwrap_err(),
            "one dst register must be even and the other odd"
        );
        assert_eq!(
            asm("v_dual_mov_b32 v2, v1 :: v_dual_mov_b32 v3, v5").unwrap_err(),
            "src0 operands must use different VGPR banks"
        );
        assert_eq!(
            asm("v_dual_cndmask_b32 v2, s1, v3 :: v_dual_mov_b32 v3, s2").unwrap_err(),
            "invalid operand (violates constant bus restrictions)"
        );
        assert_eq!(asm("v_dual_mov_b32 v1, v2 :: v_add_f32 v2, v1, v3").unwrap_err(), "invalid VOPDY instruction");
        assert_eq!(asm("v_dual_mov_b32 v2, -v4 :: v_dual_mov_b32 v3, v1").unwrap_err(), "not a valid operand.");
    }

    #[test]
    fn two_literal_values_are_refused_even_through_lit() {
        // llvm-mc-22 takes this and encodes 1 for both sources; we refuse it.
        assert_eq!(
            asm("v_dual_add_f32 v253, lit(1), v231 :: v_dual_add_f32 v2, 0x1234, v124").unwrap_err(),
            "only one unique literal operand is allowed"
        );
        assert!(asm("v_dual_add_f32 v253, lit(1), v231 :: v_dual_add_f32 v2, v1, v124").is_ok());
    }

    #[test]
    fn decoding_needs_unused_second_sources_to_be_zero() {
        let t = table("gfx1100").unwrap();
        // v_dual_mov_b32 on both sides with vsrc1X = 1: LLVM decodes no instruction.
        assert!(decode(t, &[0x80, 0x02, 0x10, 0xca, 0x02, 0x00, 0x00, 0x02]).is_err());
    }
}

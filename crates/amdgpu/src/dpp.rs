//! DPP, the data-parallel forms of the vector ALU opcodes: src0 = 250
//! (DPP16) or 233/234 (DPP8) says that a further dword holds the src0 VGPR
//! and how lanes share it (`v_add_nc_u32_dpp v1, v2, v3 row_shr:1
//! row_mask:0xf bank_mask:0xf`).
//!
//! A DPP row is a form of a base row (the table's `dpp` lines). Decoding
//! and printing go through the base: the instruction is rewritten as its
//! base with src0 the VGPR, checked and printed as that, and the DPP
//! control is appended. For VOP1, VOP2 and VOPC the dword follows the first
//! (the formats `*_DPP16`, `*_DPP8`, `*_DPP8FI`); for VOP3 it is the third,
//! kept in [`Inst::literal`](crate::Inst), since a DPP form has no literal.

use crate::asm::err;
use crate::format::{formats, Format, Name};
use crate::inst::{DecodeError, Inst};
use crate::table::{Dpp, DppKind, OpId, Table};

/// The DPP dword of a decoded DPP instruction.
pub fn dword(inst: &Inst) -> u32 {
    inst.dpp.unwrap_or((inst.bits >> 32) as u32)
}

/// The plain format whose DPP form `format` is (VOP2 for VOP2_DPP16).
pub fn plain_format(format: crate::format::FormatId) -> crate::format::FormatId {
    let name = &formats()[format].name;
    let plain = name.split("_DPP").next().unwrap_or(name);
    formats().iter().position(|f| f.name == plain).unwrap_or(format)
}

/// The base instruction a DPP one is a form of, with src0 the VGPR the DPP
/// dword names (and, for VOP1/VOP2/VOPC, the first dword alone).
pub fn base(table: &Table, inst: &Inst) -> Option<Inst> {
    let desc = inst.desc(table);
    let dpp = desc.dpp?;
    let base_desc = table.op(dpp.base);
    let base_format: &Format = &formats()[base_desc.format];
    let src0 = base_format.field(crate::format::Name::SRC0)?;
    let vgpr = 256 + (dword(inst) & 0xff) as u64;
    let bits = if base_format.dwords == 2 { inst.bits } else { inst.bits & 0xffff_ffff };
    Some(Inst { op: dpp.base, bits: src0.set(bits, vgpr), literal: inst.literal, dpp: None, nsa: None })
}

/// Decodes a VOP1/VOP2/VOPC DPP instruction (a `*_DPP*` format).
pub fn decode(table: &Table, op: OpId, bits: u64) -> Result<Inst, DecodeError> {
    let desc = table.op(op);
    let dpp = desc.dpp.ok_or(DecodeError::Unknown)?;
    let inst = Inst { op, bits, literal: None, dpp: None, nsa: None };
    let base = base(table, &inst).ok_or(DecodeError::Unknown)?;
    check_base(table, dpp.base, &(base.bits as u32).to_le_bytes())?;
    // The DPP16 neg/abs bits: only those LLVM decodes.
    if dpp.kind == DppKind::Dpp16 && ((bits >> 52) & 15) & !dpp.negabs != 0 {
        return Err(DecodeError::Unknown);
    }
    Ok(inst)
}

/// Decodes the VOP3 DPP form `op` of the VOP3 word `bits` at the start of
/// `bytes`: the DPP dword is the third, and a literal may follow it.
pub fn decode_vop3(table: &Table, op: OpId, bits: u64, bytes: &[u8]) -> Result<Inst, DecodeError> {
    let dpp = table.op(op).dpp.ok_or(DecodeError::Unknown)?;
    let dword = bytes.get(8..12).ok_or(DecodeError::Truncated { needed: 12, available: bytes.len() })?;
    let dword = u32::from_le_bytes([dword[0], dword[1], dword[2], dword[3]]);
    let inst = Inst { op, bits, literal: None, dpp: Some(dword), nsa: None };
    let base = base(table, &inst).ok_or(DecodeError::Unknown)?;
    // The base with src0 the VGPR, followed by what follows the DPP dword.
    // (On the stack: the base's two dwords and the one a literal would be.)
    let mut probe = [0u8; 12];
    probe[..8].copy_from_slice(&base.bits.to_le_bytes());
    let after = bytes.get(12..).unwrap_or(&[]);
    let tail = after.len().min(4);
    probe[8..8 + tail].copy_from_slice(&after[..tail]);
    let decoded = check_base(table, dpp.base, &probe[..8 + tail])?;
    Ok(Inst { literal: decoded.literal, ..inst })
}

/// The base must decode, from these bytes, as the base row.
fn check_base(table: &Table, expected: OpId, bytes: &[u8]) -> Result<Inst, DecodeError> {
    let decoded = crate::inst::decode(table, bytes).map_err(|e| match e {
        DecodeError::Truncated { needed, available } => {
            DecodeError::Truncated { needed: needed + 4, available: available + 4 }
        }
        other => other,
    })?;
    if decoded.op != expected {
        return Err(DecodeError::Unknown);
    }
    Ok(decoded)
}

/// The row of a VOP3 or VOP3P DPP form, if the opcode has one of this kind.
pub fn vop3_row(table: &Table, format: crate::format::FormatId, opcode: u32, src0: u64) -> Option<OpId> {
    table.vop3_dpp_row(format, opcode, DppKind::from_src0(src0)?)
}

/// The DPP16 control as LLVM prints it.
pub fn control_text(ctrl: u32) -> String {
    let mut t = String::new();
    write_control(ctrl, &mut t);
    t
}

/// [`control_text`] into a buffer.
fn write_control(ctrl: u32, out: &mut String) {
    let digit = |v: u32| char::from(b'0' + v as u8);
    let small = |out: &mut String, name: &str, v: u32| {
        out.push_str(name);
        if v >= 10 {
            out.push('1');
        }
        out.push(digit(v % 10));
    };
    match ctrl {
        0x000..=0x0ff => {
            out.push_str("quad_perm:[");
            for k in 0..4 {
                if k > 0 {
                    out.push(',');
                }
                out.push(digit((ctrl >> (2 * k)) & 3));
            }
            out.push(']');
        }
        0x101..=0x10f => small(out, "row_shl:", ctrl & 15),
        0x111..=0x11f => small(out, "row_shr:", ctrl & 15),
        0x121..=0x12f => small(out, "row_ror:", ctrl & 15),
        0x130 => out.push_str("/* wave_shl is not supported starting from GFX10 */"),
        0x134 => out.push_str("/* wave_rol is not supported starting from GFX10 */"),
        0x138 => out.push_str("/* wave_shr is not supported starting from GFX10 */"),
        0x13c => out.push_str("/* wave_ror is not supported starting from GFX10 */"),
        0x140 => out.push_str("row_mirror"),
        0x141 => out.push_str("row_half_mirror"),
        0x142 | 0x143 => out.push_str("/* row_bcast is not supported starting from GFX10 */"),
        0x150..=0x15f => small(out, "row_share:", ctrl & 15),
        0x160..=0x16f => small(out, "row_xmask:", ctrl & 15),
        _ => out.push_str("/* Invalid dpp_ctrl value */"),
    }
}

/// Whether LLVM prints this DPP16 control as a comment (one it does not
/// take back): read off [`write_control`]'s text, so the two cannot part.
fn control_is_comment(ctrl: u32) -> bool {
    control_text(ctrl).starts_with("/*")
}

/// The text after the operands: the control, masks and flags.
pub fn suffix(kind: DppKind, dword: u32) -> String {
    let mut t = String::new();
    write_suffix(kind, dword, &mut t);
    t
}

/// [`suffix`] into a buffer.
fn write_suffix(kind: DppKind, dword: u32, out: &mut String) {
    let hex_digit = |v: u32| char::from(b"0123456789abcdef"[v as usize & 15]);
    match kind {
        DppKind::Dpp16 => {
            write_control((dword >> 8) & 0x1ff, out);
            out.push_str(" row_mask:0x");
            out.push(hex_digit(dword >> 28));
            out.push_str(" bank_mask:0x");
            out.push(hex_digit(dword >> 24));
            if dword >> 19 & 1 != 0 {
                out.push_str(" bound_ctrl:1");
            }
            if dword >> 18 & 1 != 0 {
                out.push_str(" fi:1");
            }
        }
        DppKind::Dpp8 | DppKind::Dpp8Fi => {
            out.push_str("dpp8:[");
            for k in 0..8 {
                if k > 0 {
                    out.push(',');
                }
                out.push(char::from(b'0' + ((dword >> (8 + 3 * k)) & 7) as u8));
            }
            out.push(']');
            if kind == DppKind::Dpp8Fi {
                out.push_str(" fi:1");
            }
        }
    }
}

/// Prints a DPP instruction: its base as LLVM prints it, under the DPP
/// mnemonic, with the DPP16 neg/abs marks and the DPP suffix. The base is
/// printed in place (and marked there): no text is copied.
pub fn print(table: &Table, inst: &Inst, out: &mut String) {
    let desc = inst.desc(table);
    let (Some(dpp), Some(base)) = (desc.dpp, base(table, inst)) else { return };
    let start = out.len();
    let base_desc = table.op(dpp.base);
    if base_desc.operands.is_empty() && base_desc.mods.is_empty() {
        out.push_str(&desc.mnemonic);
    } else {
        crate::vector::print_vector_with(table, &base, out, dpp.src1_class, Some(&desc.mnemonic));
    }
    let dw = dword(inst);
    if dpp.kind == DppKind::Dpp16 && formats()[base_desc.format].dwords == 1 {
        mark_negabs(base_desc, *dpp, dw, out, start + desc.mnemonic.len());
    }
    out.push(' ');
    write_suffix(dpp.kind, dw, out);
}

/// Wraps src0 and vsrc1 in `-` and `|...|` as the DPP16 dword's bits say;
/// the operands are `out[operands_at..]`, after a space.
fn mark_negabs(base: &crate::table::OpDesc, dpp: Dpp, dword: u32, out: &mut String, operands_at: usize) {
    let (src0_at, vsrc1_at) = (printed_position(base, Name::SRC0), printed_position(base, Name::VSRC1));
    // The later operand first, so that the earlier one's place stays put.
    let mut order = [(1, vsrc1_at), (0, src0_at)];
    order.sort_by_key(|&(_, at)| std::cmp::Reverse(at));
    for (slot, at) in order {
        let Some(at) = at else { continue };
        let bit = |bit: usize| dword >> (20 + bit) & 1 != 0 && dpp.negabs_printed >> bit & 1 != 0;
        let (neg, abs) = (bit(2 * slot), bit(2 * slot + 1));
        if !neg && !abs {
            continue;
        }
        let Some(text) = out.get(operands_at + 1..) else { return };
        let Some((from, to)) = nth_operand(text, at) else { continue };
        let (from, to) = (operands_at + 1 + from, operands_at + 1 + to);
        if abs {
            out.insert(to, '|');
            out.insert(from, '|');
        }
        if neg {
            out.insert(from, '-');
        }
    }
}

/// The byte range of the `n`th of the `, `-separated operands in `text`.
fn nth_operand(text: &str, n: usize) -> Option<(usize, usize)> {
    let mut from = 0;
    for _ in 0..n {
        from += text[from..].find(", ")? + 2;
    }
    let to = text[from..].find(", ").map_or(text.len(), |i| from + i);
    Some((from, to))
}

/// Whether llvm-mc takes back the text of a DPP instruction: its base's
/// text, a control it can write, and (VOP3) src1 a VGPR and no literal.
pub fn writable(table: &Table, inst: &Inst) -> bool {
    let (Some(dpp), Some(base)) = (inst.desc(table).dpp, base(table, inst)) else { return false };
    if dpp.kind == DppKind::Dpp16 && control_is_comment((dword(inst) >> 8) & 0x1ff) {
        return false;
    }
    if inst.dpp.is_some() {
        let src1_vgpr = base.format(table).field(Name::SRC1).is_none_or(|f| {
            f.get(base.bits) >= 256 || !table.op(dpp.base).operands.iter().any(|o| o.field() == Name::SRC1)
        });
        if !src1_vgpr || base.literal.is_some() {
            return false;
        }
    }
    crate::inst::writable(table, &base)
}

/// The words after the operands that belong to DPP (`row_shr:1`,
/// `row_mask:0xf`, `dpp8:[...]`, `fi:1`).
pub(crate) fn is_dpp_word(word: &str) -> bool {
    // Every DPP word starts with one of these letters: most modifiers are
    // turned away by their first byte.
    if !matches!(word.as_bytes().first(), Some(b'q' | b'r' | b'd' | b'b' | b'f' | b'w')) {
        return false;
    }
    word.starts_with("wave_")
        || match key_and_value(word) {
            (key, Some(_)) => DPP_KEYS.contains(&key),
            (word, None) => word == "row_mirror" || word == "row_half_mirror",
        }
}

/// The DPP words written `KEY:VALUE`.
const DPP_KEYS: [&str; 11] = [
    "quad_perm",
    "row_shl",
    "row_shr",
    "row_ror",
    "row_share",
    "row_xmask",
    "dpp8",
    "row_mask",
    "bank_mask",
    "bound_ctrl",
    "fi",
];

/// A word cut at its first colon (found by bytes: words are short).
fn key_and_value(word: &str) -> (&str, Option<&str>) {
    match word.as_bytes().iter().position(|&b| b == b':') {
        Some(k) => (&word[..k], Some(&word[k + 1..])),
        None => (word, None),
    }
}

type Operands<'a> = [(std::borrow::Cow<'a, str>, std::ops::Range<usize>)];

fn number(text: &str) -> Option<u32> {
    crate::asm::parse_int(text).and_then(|v| u32::try_from(v).ok())
}

/// A lane list, `[a,b,…]` with `len` values of `bits` bits each (spaces
/// allowed), packed `bits` apart; else llvm-mc's message and the column
/// (from `at`, where `text` starts) it points at.
fn lane_list(text: &str, at: usize, len: usize, bits: u32) -> Result<u32, (usize, std::borrow::Cow<'static, str>)> {
    let b = text.as_bytes();
    let skip_spaces = |k: &mut usize| {
        while b.get(*k).is_some_and(|c| c.is_ascii_whitespace()) {
            *k += 1;
        }
    };
    if b.first() != Some(&b'[') {
        return Err((at, "expected an opening square bracket".into()));
    }
    let (mut k, mut packed) = (1, 0u32);
    for lane in 0..len {
        skip_spaces(&mut k);
        if lane > 0 {
            if b.get(k) != Some(&b',') {
                return Err((at + k, "expected a comma".into()));
            }
            k += 1;
            skip_spaces(&mut k);
        }
        let start = k;
        while b.get(k).is_some_and(|c| !matches!(c, b',' | b']') && !c.is_ascii_whitespace()) {
            k += 1;
        }
        if start == k {
            return Err((at + start, "unknown token in expression".into()));
        }
        let v = crate::asm::parse_int(&text[start..k]).ok_or((at + start, "expected absolute expression".into()))?;
        if !(0..1 << bits).contains(&v) {
            return Err((at + start, format!("expected a {bits}-bit value").into()));
        }
        packed |= (v as u32) << (bits as usize * lane);
    }
    skip_spaces(&mut k);
    if b.get(k) != Some(&b']') || k + 1 != b.len() {
        return Err((at + k, "expected a closing square bracket".into()));
    }
    Ok(packed)
}

/// Where the operand in `field` is among those a row prints.
fn printed_position(desc: &crate::table::OpDesc, field: Name) -> Option<usize> {
    desc.written_operands().position(|o| o.field() == field)
}

/// Assembles a DPP form: the DPP words are read off the end, the rest is
/// assembled as the base opcode with src0 a VGPR, and the two are joined.
/// `split` is [`crate::vector::split_modifiers`] of `operands`.
pub fn assemble(
    table: &Table,
    mnemonic: &str,
    operands: &Operands<'_>,
    split: &crate::vector::Split<'_>,
    mnemonic_span: std::ops::Range<usize>,
    assemble_base: &dyn Fn(OpId, &crate::vector::Split<'_>) -> Result<Inst, crate::asm::AsmError>,
) -> Result<Inst, crate::asm::AsmError> {
    use std::borrow::Cow;
    // The DPP words come last, after any modifiers of the base (clamp row_shr:1).
    let (mut ops, modifiers) = (split.0.clone(), &split.1);
    let first_dpp = modifiers.iter().position(|(w, _)| is_dpp_word(w)).unwrap_or(modifiers.len());
    let words = &modifiers[first_dpp..];
    if let Some((w, span)) = words.iter().find(|(w, _)| !is_dpp_word(w)) {
        let word = w.split(':').next().unwrap_or(w);
        let message = format!("invalid operand for instruction: `{word}` must come before the DPP controls");
        return Err(err(span.start..span.start + w.len(), message));
    }
    let kept: crate::vector::Pieces = modifiers[..first_dpp].iter().cloned().collect();
    let (mut ctrl, mut row_mask, mut bank_mask, mut bound_ctrl, mut fi, mut lanes) = (None, 0xf, 0xf, 0, 0, None);
    // llvm-mc reads the DPP words in the order it prints them, each once:
    // the lane control, row_mask, bank_mask, bound_ctrl, fi.
    let mut last: Option<(usize, &str)> = None;
    for (w, span) in words {
        let w: &str = w;
        let bad = || err(span.clone(), "not a valid operand.");
        let (key, text) = key_and_value(w);
        let rank = match key {
            "row_mask" => 1,
            "bank_mask" => 2,
            "bound_ctrl" => 3,
            "fi" => 4,
            _ => 0,
        };
        if let Some((before, before_key)) = last {
            if rank <= before {
                let message = if rank < before {
                    format!("not a valid operand: `{key}` must come before `{before_key}`")
                } else if rank == 0 {
                    format!("not a valid operand: `{key}` is a second lane control after `{before_key}`")
                } else {
                    format!("not a valid operand: `{key}` is written twice")
                };
                return Err(err(span.clone(), message));
            }
        }
        last = Some((rank, key));
        let value = |max: u32| -> Result<u32, crate::asm::AsmError> {
            let v = text.and_then(number).ok_or_else(bad)?;
            if v > max {
                return Err(bad());
            }
            Ok(v)
        };
        let nonzero = |v: u32| if v == 0 { Err(bad()) } else { Ok(v) };
        // The lane selects of `quad_perm:[…]` and `dpp8:[…]`, packed `bits` apart.
        let list = |len: usize, bits: u32| -> Result<u32, crate::asm::AsmError> {
            let text = text.unwrap_or("");
            // The usual spelling, one digit per lane and no spaces, packed
            // as it is read.
            let b = text.as_bytes();
            if b.len() == 2 * len + 1 && b[0] == b'[' && b[2 * len] == b']' {
                let mut packed = 0u32;
                let mut usual = true;
                for (k, &c) in b[1..2 * len].iter().enumerate() {
                    if k % 2 == 1 {
                        usual &= c == b',';
                    } else {
                        let v = c.wrapping_sub(b'0') as u32;
                        usual &= v < 1 << bits;
                        packed |= v << (bits as usize * (k / 2));
                    }
                }
                if usual {
                    return Ok(packed);
                }
            }
            lane_list(text, span.start + key.len() + 1, len, bits).map_err(|(at, message)| err(at..at + 1, message))
        };
        match (key, text.is_some()) {
            ("row_mirror", false) => ctrl = Some(0x140),
            ("row_half_mirror", false) => ctrl = Some(0x141),
            ("quad_perm", true) => ctrl = Some(list(4, 2)?),
            ("row_shl", true) => ctrl = Some(0x100 | nonzero(value(15)?)?),
            ("row_shr", true) => ctrl = Some(0x110 | nonzero(value(15)?)?),
            ("row_ror", true) => ctrl = Some(0x120 | nonzero(value(15)?)?),
            ("row_share", true) => ctrl = Some(0x150 | value(15)?),
            ("row_xmask", true) => ctrl = Some(0x160 | value(15)?),
            ("row_mask", true) => row_mask = value(15)?,
            ("bank_mask", true) => bank_mask = value(15)?,
            // gfx11 writes bound_ctrl:0 as no bit, like bound_ctrl:1's absence.
            ("bound_ctrl", true) => bound_ctrl = value(1)?,
            ("fi", true) => fi = value(1)?,
            ("dpp8", true) => lanes = Some(list(8, 3)?),
            _ => return Err(bad()),
        }
    }
    let kind = match (lanes, fi) {
        (Some(_), 1) => DppKind::Dpp8Fi,
        (Some(_), _) => DppKind::Dpp8,
        (None, _) => DppKind::Dpp16,
    };
    if lanes.is_some() && (ctrl.is_some() || bound_ctrl != 0) {
        return Err(err(words[0].1.clone(), "invalid operand for instruction"));
    }
    if lanes.is_none() && ctrl.is_none() {
        let end = operands.last().map_or(mnemonic_span.end, |o| o.1.end);
        return Err(err(mnemonic_span.start..end, "too few operands for instruction"));
    }
    let Some(op) = table.dpp_row(mnemonic, kind) else {
        return Err(err(mnemonic_span, "invalid instruction"));
    };
    let dpp = table.op(op).dpp.expect("a DPP row");
    let base_desc = table.op(dpp.base);
    let plain = formats()[base_desc.format].dwords == 1;
    // VOP1/VOP2/VOPC DPP16: neg and abs live in the DPP dword.
    let mut negabs = 0u32;
    if plain {
        for (slot, field) in [Name::SRC0, Name::VSRC1].into_iter().enumerate() {
            let Some(at) = printed_position(base_desc, field) else { continue };
            let Some((text, span)) = ops.get_mut(at) else { continue };
            let Some((core, neg, abs)) = crate::vector::strip_modifiers(text) else { continue };
            if neg || abs {
                let bits = (neg as u32) | (abs as u32) << 1;
                if kind != DppKind::Dpp16 || (bits << (2 * slot)) as u64 & !dpp.negabs_printed != 0 {
                    return Err(err(span.start..span.start, "not a valid operand."));
                }
                negabs |= bits << (2 * slot);
                *text = Cow::Owned(core.to_string());
            }
        }
    }
    let split = (ops, kept);
    let base = assemble_base(dpp.base, &split)?;
    let ops = &split.0;
    let format = base.format(table);
    let src0 = format.field(Name::SRC0).expect("vector formats have src0");
    let src0_code = src0.get(base.bits);
    let src0_at = printed_position(base_desc, Name::SRC0);
    let src0_span = src0_at.and_then(|k| ops.get(k)).map_or(mnemonic_span.clone(), |o| o.1.clone());
    if !(256..512).contains(&src0_code) || (plain && base.literal.is_some()) {
        return Err(err(src0_span, "invalid operand for instruction"));
    }
    if !plain {
        // llvm-mc's rules for VOP3 DPP on gfx11: src1 a VGPR, no literal.
        let span_of = |field: Name| printed_position(base_desc, field).and_then(|k| ops.get(k)).map(|o| o.1.clone());
        if let (Some(src1), Some(span)) = (format.field(Name::SRC1), span_of(Name::SRC1)) {
            match src1.get(base.bits) {
                256.. => {}
                128..=254 => {
                    return Err(err(
                        mnemonic_span.start..mnemonic_span.start,
                        "src1 immediate operand invalid for instruction",
                    ))
                }
                _ => return Err(err(span, "invalid operand for instruction")),
            }
        }
        if base.literal.is_some() {
            let at = [Name::SRC2, Name::SRC1].into_iter().find_map(span_of).unwrap_or(src0_span.clone());
            return Err(err(at, "invalid operand for instruction"));
        }
    }
    let vgpr = (src0_code - 256) as u32;
    let dword = match lanes {
        Some(l) => vgpr | l << 8,
        None => {
            vgpr | ctrl.unwrap_or(0) << 8
                | fi << 18
                | bound_ctrl << 19
                | negabs << 20
                | bank_mask << 24
                | row_mask << 28
        }
    };
    let bits = src0.set(base.bits, kind.src0_code());
    let inst = if plain {
        Inst { op, bits: bits | (dword as u64) << 32, literal: None, dpp: None, nsa: None }
    } else {
        Inst { op, bits, literal: base.literal, dpp: Some(dword), nsa: None }
    };
    // What was built must decode as itself (the base's own checks apply).
    let (mut bytes, mut len) = ([0u8; 20], 0);
    crate::inst::encode_words(table, &inst, |word| {
        bytes[len..len + 4].copy_from_slice(&word.to_le_bytes());
        len += 4;
    });
    match crate::inst::decode(table, &bytes[..len]) {
        Ok(d) if d == inst => Ok(inst),
        _ => Err(err(src0_span, "invalid operand for instruction")),
    }
}

#[cfg(test)]
mod tests {
    use crate::{decode, print, table};

    fn asm(text: &str) -> Result<Vec<u8>, String> {
        crate::asm::assemble(table("gfx1100").unwrap(), text).map(|o| o.bytes).map_err(|e| e[0].message.to_string())
    }

    #[test]
    fn vop3p_dpp_forms_assemble_and_print_as_llvm_does() {
        // From llvm-mc-22 -show-encoding and llvm-objdump-22 -d (gfx1100).
        let table = crate::table("gfx1100").unwrap();
        let cases: &[(&str, &[u8], &str)] = &[
            (
                "v_fma_mix_f32 v0, -v1, |v2|, v3 op_sel_hi:[1,0,1] row_shr:1 bound_ctrl:1",
                &[0x00, 0x42, 0x20, 0xcc, 0xfa, 0x04, 0x0e, 0x2c, 0x01, 0x11, 0x09, 0xff],
                "v_fma_mix_f32_e64_dpp v0, -v1, |v2|, v3 op_sel_hi:[1,0,1] row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1",
            ),
            (
                "v_dot2_f32_f16 v0, v1, v2, v3 dpp8:[0,1,2,3,4,5,6,7]",
                &[0x00, 0x40, 0x13, 0xcc, 0xe9, 0x04, 0x0e, 0x1c, 0x01, 0x88, 0xc6, 0xfa],
                "v_dot2_f32_f16_e64_dpp v0, v1, v2, v3 dpp8:[0,1,2,3,4,5,6,7]",
            ),
            (
                "v_dot2_f32_bf16_e64_dpp v0, v1, v2, v3 clamp quad_perm:[1,0,2,3] row_mask:0x3 bank_mask:0x5",
                &[0x00, 0xc0, 0x1a, 0xcc, 0xfa, 0x04, 0x0e, 0x1c, 0x01, 0xe1, 0x00, 0x35],
                "v_dot2_f32_bf16_e64_dpp v0, v1, v2, v3 clamp quad_perm:[1,0,2,3] row_mask:0x3 bank_mask:0x5",
            ),
        ];
        for (text, bytes, printed) in cases {
            assert_eq!(asm(text).unwrap(), *bytes, "{text}");
            assert_eq!(crate::print(table, &crate::decode(table, bytes).unwrap()), *printed);
        }
        // src1 is no VGPR: LLVM marks it so (an SGPR is printed as decoded).
        let marked = [0xeb, 0x6b, 0x20, 0xcc, 0xfa, 0x00, 0x64, 0x00, 0x00, 0x00, 0x80, 0xbf];
        assert!(crate::print(table, &crate::decode(table, &marked).unwrap())
            .contains("s0/*Invalid register, operand has 'VGPR_32' register class*/"));
    }

    #[test]
    fn dpp_forms_assemble_as_llvm_mc_writes_them() {
        // Encodings from llvm-mc-22 -mcpu=gfx1100 -show-encoding.
        let cases: &[(&str, &[u8])] = &[
            ("v_add_f32_dpp v1, v2, v3 row_shr:1", &[0xfa, 0x06, 0x02, 0x06, 0x02, 0x11, 0x01, 0xff]),
            (
                "v_add_f32_dpp v1, -v2, |v3| quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
                &[0xfa, 0x06, 0x02, 0x06, 0x02, 0xe4, 0x90, 0xff],
            ),
            ("v_cmp_eq_u32 vcc_lo, v2, v3 row_shr:1", &[0xfa, 0x06, 0x94, 0x7c, 0x02, 0x11, 0x01, 0xff]),
            (
                "v_add_f32_e64_dpp v1, -v2, v3 clamp row_shr:1",
                &[0x01, 0x80, 0x03, 0xd5, 0xfa, 0x06, 0x02, 0x20, 0x02, 0x11, 0x01, 0xff],
            ),
            (
                "v_add_nc_u32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] fi:1",
                &[0xea, 0x06, 0x02, 0x4a, 0x02, 0x77, 0x39, 0x05],
            ),
            ("v_mov_b32_dpp v1, v2 row_shr:1 row_mask:0x3", &[0xfa, 0x02, 0x02, 0x7e, 0x02, 0x11, 0x01, 0x3f]),
            // Lane lists may be spaced, as llvm-mc takes them.
            ("v_mov_b32_dpp v1, v2 quad_perm:[0, 1, 2, 3]", &[0xfa, 0x02, 0x02, 0x7e, 0x02, 0xe4, 0x00, 0xff]),
            ("v_mov_b32_dpp v1, v2 dpp8:[0, 1, 2, 3,4,5,6,7]", &[0xe9, 0x02, 0x02, 0x7e, 0x02, 0x88, 0xc6, 0xfa]),
        ];
        for (text, bytes) in cases {
            assert_eq!(asm(text).unwrap(), *bytes, "{text}");
        }
        // Malformed ones get llvm-mc's message, at its column.
        let table = table("gfx1100").unwrap();
        for (text, message, column) in [
            ("v_mov_b32_dpp v1, v2 dpp8:[0,1,2,3,4,5,6]", "expected a comma", 41),
            ("v_mov_b32_dpp v1, v2 dpp8:[0,1,2,3,4,5,6,7,0]", "expected a closing square bracket", 43),
            ("v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,4]", "expected a 2-bit value", 39),
            ("v_mov_b32_dpp v1, v2 quad_perm:[0,1,2]", "expected a comma", 38),
            ("v_mov_b32_dpp v1, v2 quad_perm:[a,1,2,3]", "expected absolute expression", 33),
            ("v_mov_b32_dpp v1, v2 dpp8:[0,1,2,3,4,5,6,8]", "expected a 3-bit value", 42),
            ("v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3", "expected a closing square bracket", 40),
            ("v_mov_b32_dpp v1, v2 quad_perm:0", "expected an opening square bracket", 32),
            ("v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3,]", "expected a closing square bracket", 40),
            ("v_mov_b32_dpp v1, v2 quad_perm:[-1,1,2,3]", "expected a 2-bit value", 33),
            ("v_mov_b32_dpp v1, v2 dpp8:[0,1,2,3,4,5,6,7", "expected a closing square bracket", 43),
            ("v_mov_b32_dpp v1, v2 quad_perm:[]", "unknown token in expression", 33),
        ] {
            let e = crate::asm::assemble(table, text).unwrap_err().remove(0);
            assert_eq!((e.message.as_ref(), e.span.start + 1), (message, column), "{text}");
        }
        assert!(asm("v_mov_b32_dpp v1, v2 quad_perm:[ 0 , 1 ,2,0x3 ]").is_ok());
    }

    #[test]
    fn dpp_operand_rules_have_llvm_mc_messages() {
        assert_eq!(asm("v_add_f32_dpp v1, s2, v3 row_shr:1").unwrap_err(), "invalid operand for instruction");
        assert_eq!(asm("v_add_nc_u32_dpp v1, -v2, v3 row_shr:1").unwrap_err(), "not a valid operand.");
        assert_eq!(
            asm("v_add_nc_u32_e64_dpp v1, v2, 1 row_shr:1").unwrap_err(),
            "src1 immediate operand invalid for instruction"
        );
        assert_eq!(asm("v_add_nc_u32_e64_dpp v1, v2, s3 row_shr:1").unwrap_err(), "invalid operand for instruction");
        assert_eq!(asm("v_add_f32_dpp v1, v2, v3 wave_shl:1").unwrap_err(), "not a valid operand.");
        assert_eq!(asm("v_add_f32_dpp v1, v2, v3 row_shr:0").unwrap_err(), "not a valid operand.");
    }

    #[test]
    fn a_vop3_dpp_form_keeps_its_dpp_dword_before_a_literal() {
        let t = table("gfx1100").unwrap();
        // v_min_f16_e64_dpp with a literal src1: instruction, DPP dword, literal.
        let bytes = [0x4e, 0x08, 0x3a, 0xd5, 0xea, 0xfe, 0x1d, 0x04, 0x5d, 0xb7, 0xa7, 0x46, 0x5a, 0x19, 0x3e, 0x32];
        let inst = decode(t, &bytes).unwrap();
        assert_eq!(inst.len(t), 16);
        assert_eq!(inst.dpp, Some(0x46a7_b75d));
        assert!(print(t, &inst).starts_with("v_min_f16_e64_dpp "), "{}", print(t, &inst));
        assert_eq!(crate::encode(t, &inst), bytes);
    }
}

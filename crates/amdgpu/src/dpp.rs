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

use crate::format::{formats, Format};
use crate::inst::{DecodeError, Inst};
use crate::table::{Dpp, DppKind, OpId, OperandKind, Table};

/// The DPP dword of a decoded DPP instruction.
pub fn dword(table: &Table, inst: &Inst) -> u32 {
    match inst.dpp {
        Some(d) => d,
        None => {
            let _ = table;
            (inst.bits >> 32) as u32
        }
    }
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
    let src0 = base_format.field("src0")?;
    let vgpr = 256 + (dword(table, inst) & 0xff) as u64;
    let bits = if base_format.dwords == 2 { inst.bits } else { inst.bits & 0xffff_ffff };
    Some(Inst { op: dpp.base, bits: src0.set(bits, vgpr), literal: inst.literal, dpp: None })
}

/// Decodes a VOP1/VOP2/VOPC DPP instruction (a `*_DPP*` format).
pub fn decode(table: &Table, op: OpId, bits: u64) -> Result<Inst, DecodeError> {
    let desc = table.op(op);
    let dpp = desc.dpp.ok_or(DecodeError::Unknown)?;
    let inst = Inst { op, bits, literal: None, dpp: None };
    let base = base(table, &inst).ok_or(DecodeError::Unknown)?;
    check_base(table, &base, dpp.base, &(base.bits as u32).to_le_bytes())?;
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
    let inst = Inst { op, bits, literal: None, dpp: Some(dword) };
    let base = base(table, &inst).ok_or(DecodeError::Unknown)?;
    // The base with src0 the VGPR, followed by what follows the DPP dword.
    let mut probe: Vec<u8> = (0..2).flat_map(|k| ((base.bits >> (32 * k)) as u32).to_le_bytes()).collect();
    probe.extend_from_slice(bytes.get(12..).unwrap_or(&[]));
    let decoded = check_base(table, &base, dpp.base, &probe)?;
    Ok(Inst { literal: decoded.literal, ..inst })
}

/// The base must decode, from these bytes, as the base row.
fn check_base(table: &Table, base: &Inst, expected: OpId, bytes: &[u8]) -> Result<Inst, DecodeError> {
    let _ = base;
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
    table.vop3_dpp.get(&(format, opcode, DppKind::from_src0(src0)?)).copied()
}

/// The DPP16 control as LLVM prints it.
pub fn control_text(ctrl: u32) -> String {
    match ctrl {
        0x000..=0x0ff => {
            format!("quad_perm:[{},{},{},{}]", ctrl & 3, (ctrl >> 2) & 3, (ctrl >> 4) & 3, (ctrl >> 6) & 3)
        }
        0x101..=0x10f => format!("row_shl:{}", ctrl & 15),
        0x111..=0x11f => format!("row_shr:{}", ctrl & 15),
        0x121..=0x12f => format!("row_ror:{}", ctrl & 15),
        0x130 => "/* wave_shl is not supported starting from GFX10 */".into(),
        0x134 => "/* wave_rol is not supported starting from GFX10 */".into(),
        0x138 => "/* wave_shr is not supported starting from GFX10 */".into(),
        0x13c => "/* wave_ror is not supported starting from GFX10 */".into(),
        0x140 => "row_mirror".into(),
        0x141 => "row_half_mirror".into(),
        0x142 | 0x143 => "/* row_bcast is not supported starting from GFX10 */".into(),
        0x150..=0x15f => format!("row_share:{}", ctrl & 15),
        0x160..=0x16f => format!("row_xmask:{}", ctrl & 15),
        _ => "/* Invalid dpp_ctrl value */".into(),
    }
}

/// The text after the operands: the control, masks and flags.
pub fn suffix(kind: DppKind, dword: u32) -> String {
    match kind {
        DppKind::Dpp16 => {
            let mut t = format!(
                "{} row_mask:0x{:x} bank_mask:0x{:x}",
                control_text((dword >> 8) & 0x1ff),
                dword >> 28,
                (dword >> 24) & 15
            );
            if dword >> 19 & 1 != 0 {
                t.push_str(" bound_ctrl:1");
            }
            if dword >> 18 & 1 != 0 {
                t.push_str(" fi:1");
            }
            t
        }
        DppKind::Dpp8 | DppKind::Dpp8Fi => {
            let lanes: Vec<String> = (0..8).map(|k| ((dword >> (8 + 3 * k)) & 7).to_string()).collect();
            let mut t = format!("dpp8:[{}]", lanes.join(","));
            if kind == DppKind::Dpp8Fi {
                t.push_str(" fi:1");
            }
            t
        }
    }
}

/// Prints a DPP instruction: its base as LLVM prints it, under the DPP
/// mnemonic, with the DPP16 neg/abs marks and the DPP suffix.
pub fn print(table: &Table, inst: &Inst, out: &mut String) {
    let desc = inst.desc(table);
    let (Some(dpp), Some(base)) = (desc.dpp, base(table, inst)) else { return };
    let text = crate::inst::print(table, &base);
    let base_desc = table.op(dpp.base);
    let (_, operands) = text.split_once(' ').unwrap_or((&text, ""));
    let dw = dword(table, inst);
    let mut operands: Vec<String> =
        if operands.is_empty() { Vec::new() } else { operands.split(", ").map(str::to_string).collect() };
    if dpp.kind == DppKind::Dpp16 && formats()[base_desc.format].dwords == 1 {
        mark_negabs(base_desc, dpp, dw, &mut operands);
    }
    out.push_str(&desc.mnemonic);
    if !operands.is_empty() {
        out.push(' ');
        out.push_str(&operands.join(", "));
    }
    out.push(' ');
    out.push_str(&suffix(dpp.kind, dw));
}

/// Wraps src0 and vsrc1 in `-` and `|...|` as the DPP16 dword's bits say.
fn mark_negabs(base: &crate::table::OpDesc, dpp: Dpp, dword: u32, operands: &mut [String]) {
    let printed: Vec<&OperandKind> =
        base.operands.iter().filter(|o| !matches!(o, OperandKind::Ignored { .. })).collect();
    for (slot, field) in ["src0", "vsrc1"].iter().enumerate() {
        let Some(at) = printed.iter().position(|o| o.field() == *field) else { continue };
        let Some(text) = operands.get_mut(at) else { continue };
        let printed = |bit: usize| dword >> (20 + bit) & 1 != 0 && dpp.negabs_printed >> bit & 1 != 0;
        let (neg, abs) = (printed(2 * slot), printed(2 * slot + 1));
        if abs {
            *text = format!("|{text}|");
        }
        if neg {
            *text = format!("-{text}");
        }
    }
}

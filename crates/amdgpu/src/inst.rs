//! Machine instructions: decoding bytes, printing them in LLVM's syntax, and
//! encoding them back. Every bit goes through a format's [`Field`]s.
//!
//! [`Field`]: crate::format::Field

use crate::format::{format_of, formats, Format, Name};
use crate::table::{ImmStyle, OpDesc, OpId, OperandKind, SClass, Table};
use std::borrow::Cow;
use std::fmt::Write;

/// A decoded instruction: its opcode and the raw bits of its format, plus
/// the literal dword that follows it when a source is the literal (255).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Inst {
    pub op: OpId,
    pub bits: u64,
    pub literal: Option<u32>,
    /// The DPP dword of a VOP3 DPP form, between the instruction and any
    /// literal (VOP1/VOP2/VOPC DPP forms have it in `bits`).
    pub dpp: Option<u32>,
    /// The address dword of an MIMG instruction in its NSA form (one byte
    /// per further address VGPR).
    pub nsa: Option<u32>,
}

/// The scalar source code that means "a 32-bit literal follows".
pub const LITERAL: u64 = 255;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    #[error("{needed} bytes are needed, {available} are left")]
    Truncated { needed: usize, available: usize },
    #[error("no instruction has this encoding")]
    Unknown,
}

impl Inst {
    pub fn desc<'t>(&self, table: &'t Table) -> &'t OpDesc {
        table.op(self.op)
    }

    pub fn format(&self, table: &Table) -> &'static Format {
        &formats()[table.format_of(self.op)]
    }

    pub fn get(&self, table: &Table, field: impl crate::format::FieldKey) -> u64 {
        self.format(table).field(field).map_or(0, |f| f.get(self.bits))
    }

    /// The size of the encoding in bytes.
    pub fn len(&self, table: &Table) -> usize {
        self.format(table).dwords as usize * 4
            + 4 * (self.literal.is_some() as usize + self.dpp.is_some() as usize + self.nsa.is_some() as usize)
    }
}

/// The binary32 inline constants: their bits, operand code and LLVM's spelling.
pub const F32_INLINE: [(u32, u64, &str); 9] = [
    (0x3f00_0000, 240, "0.5"),
    (0xbf00_0000, 241, "-0.5"),
    (0x3f80_0000, 242, "1.0"),
    (0xbf80_0000, 243, "-1.0"),
    (0x4000_0000, 244, "2.0"),
    (0xc000_0000, 245, "-2.0"),
    (0x4080_0000, 246, "4.0"),
    (0xc080_0000, 247, "-4.0"),
    (0x3e22_f983, 248, "0.15915494"),
];

/// The inline-constant code (128..=248) whose 32-bit value is `v`, if any:
/// the integers -16..=64 and the binary32 values ±0.5, ±1, ±2, ±4 and 1/(2π).
pub fn inline_code(v: u32) -> Option<u64> {
    let i = v as i32;
    if (0..=64).contains(&i) {
        return Some(128 + i as u64);
    }
    if (-16..=-1).contains(&i) {
        return Some(192 + (-i) as u64);
    }
    F32_INLINE.iter().find(|(bits, _, _)| *bits == v).map(|(_, code, _)| *code)
}

/// The 32-bit value of an inline-constant code.
pub fn inline_value(code: u64) -> Option<u32> {
    match code {
        128..=192 => Some((code - 128) as u32),
        193..=208 => Some((-((code - 192) as i32)) as u32),
        _ => F32_INLINE.iter().find(|(_, c, _)| *c == code).map(|(bits, _, _)| *bits),
    }
}

/// A literal in an operand LLVM marks invalid: as the inline constant it
/// looks like, else in hex.
pub fn literal_as_constant(table: &Table, l: u32) -> String {
    return_marked(table, l)
}

fn return_marked(table: &Table, l: u32) -> String {
    match inline_code(l) {
        Some(code) => source_name(table, SClass::S32, code).unwrap_or("").to_string(),
        None => format!("0x{l:x}"),
    }
}

/// Whether a source spelling exists for this code in this class.
fn source_name(table: &Table, class: SClass, code: u64) -> Option<&str> {
    table.src_name(class, code)
}

/// Decodes the instruction at the start of `bytes`.
pub fn decode(table: &Table, bytes: &[u8]) -> Result<Inst, DecodeError> {
    let word0 = bytes.get(..4).map(word_at).ok_or(DecodeError::Truncated { needed: 4, available: bytes.len() })?;
    let format_id = format_of(word0).ok_or(DecodeError::Unknown)?;
    decode_as(table, format_id, bytes)
}

/// Decodes the instruction at the start of `bytes` as one of this format.
fn decode_as(table: &Table, format_id: crate::format::FormatId, bytes: &[u8]) -> Result<Inst, DecodeError> {
    let word =
        |k: usize| -> Option<u32> { bytes.get(4 * k..4 * k + 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])) };
    let format = &formats()[format_id];
    let needed = format.dwords as usize * 4;
    if bytes.len() < needed {
        return Err(DecodeError::Truncated { needed, available: bytes.len() });
    }
    let mut bits = 0u64;
    for k in 0..format.dwords as usize {
        bits |= (word(k).expect("length checked") as u64) << (32 * k);
    }
    let opcode = format.field(Name::OP).map_or(0, |f| f.get(bits)) as u32;
    if format.is_dpp {
        match table.rows(format_id, opcode).first() {
            Some(&op) => return crate::dpp::decode(table, op, bits),
            // An opcode without this DPP form (v_nop): LLVM decodes the
            // first dword as the plain encoding, src0 and all.
            None => return decode_as(table, crate::dpp::plain_format(format_id), bytes),
        }
    }
    // A VOP3 or VOP3P DPP form: src0 says so, and the DPP dword is the third.
    if format.has_dpp_src0 {
        let src0 = format.field(Name::SRC0).map_or(0, |f| f.get(bits));
        if let Some(op) =
            matches!(src0, 233 | 234 | 250).then(|| crate::dpp::vop3_row(table, format_id, opcode, src0)).flatten()
        {
            return crate::dpp::decode_vop3(table, op, bits, bytes);
        }
    }
    if format.name == "MIMG" {
        return match table.rows(format_id, opcode).first() {
            Some(&op) => crate::image::decode(table, op, bits, bytes),
            None => Err(DecodeError::Unknown),
        };
    }
    // An opcode may have several rows (operand shapes): the first that fits.
    let mut last = DecodeError::Unknown;
    for &op in table.rows(format_id, opcode) {
        match decode_row(table, op, format, bits, &word, needed, bytes.len()) {
            Ok(inst) => return Ok(inst),
            Err(e) => last = e,
        }
    }
    Err(last)
}

fn decode_row(
    table: &Table,
    op: OpId,
    format: &Format,
    bits: u64,
    word: &dyn Fn(usize) -> Option<u32>,
    needed: usize,
    available: usize,
) -> Result<Inst, DecodeError> {
    let desc = table.op(op);
    for (name, value) in desc.fixed {
        if format.field(name).map_or(0, |f| f.get(bits)) != *value {
            return Err(DecodeError::Unknown);
        }
    }
    for item in desc.items {
        if format.field(item.field).map_or(0, |f| f.get(bits)) & !item.allowed != 0 {
            return Err(DecodeError::Unknown);
        }
    }
    let mut literal = None;
    let mut wants_literal = false;
    for operand in desc.operands {
        match operand {
            OperandKind::Scalar { field, accepts, .. } => {
                let value = format.field(field).map_or(0, |f| f.get(bits));
                if !accepts.contains(value) {
                    return Err(DecodeError::Unknown);
                }
                wants_literal |= value == LITERAL && *field != Name::SDST;
            }
            OperandKind::Literal => wants_literal = true,
            OperandKind::SmemData { dwords } => {
                let code = format.field(Name::SDATA).map_or(0, |f| f.get(bits)) as usize;
                if table.smem_data.get(dwords).and_then(|s| s.get(code)).is_none_or(|s| s.is_none()) {
                    return Err(DecodeError::Unknown);
                }
            }
            OperandKind::SmemBase { quad } => {
                let code = format.field(Name::SBASE).map_or(0, |f| f.get(bits)) as usize;
                if table.smem_base[*quad as usize].get(code).is_none_or(|s| s.is_none()) {
                    return Err(DecodeError::Unknown);
                }
            }
            OperandKind::SmemOffset { .. } => {
                let code = format.field(Name::SOFFSET).map_or(0, |f| f.get(bits)) as usize;
                if table.smem_soffset.get(code).is_none_or(|s| s.is_none()) {
                    return Err(DecodeError::Unknown);
                }
            }
            OperandKind::Vector { field, class } => {
                let code = format.field(field).map_or(0, |f| f.get(bits));
                let class = table.class(*class);
                if code == LITERAL && class.literal().is_some() {
                    wants_literal = true;
                } else if !class.decoded().contains(code) {
                    return Err(DecodeError::Unknown);
                }
            }
            OperandKind::VLiteral { .. } => wants_literal = true,
            _ => {}
        }
    }
    // In the plain 16-bit form that an op_sel fallback prints, the
    // modifiers the true16 form ignores are not taken.
    let fallback = desc
        .modifier(Name::OPSEL)
        .is_some_and(|m| format.field(Name::OPSEL).map_or(0, |f| f.get(bits)) & m.fallback != 0);
    for m in desc.mods {
        let Some(f) = format.field(m.field) else { continue };
        let value = f.get(bits) ^ f.default;
        let allowed = match m.field {
            Name::ABS if fallback => desc.fallback_abs,
            Name::NEG if fallback => desc.fallback_neg,
            _ => m.allowed,
        };
        if value & !allowed != 0 {
            return Err(DecodeError::Unknown);
        }
    }
    if wants_literal {
        let w = word(format.dwords as usize).ok_or(DecodeError::Truncated { needed: needed + 4, available })?;
        literal = Some(w);
    }
    // Fields an opcode does not print must be zero, as LLVM requires.
    if bits & desc.zero_mask != 0 {
        return Err(DecodeError::Unknown);
    }
    Ok(Inst { op, bits, literal, dpp: None, nsa: None })
}

/// Prints an instruction as llvm-mc and llvm-objdump do.
pub fn print(table: &Table, inst: &Inst) -> String {
    let mut out = String::with_capacity(48);
    print_into(table, inst, &mut out);
    out
}

/// [`print`] into a buffer: register and constant names are copied from the
/// table, not allocated.
pub fn print_into(table: &Table, inst: &Inst, out: &mut String) {
    let desc = inst.desc(table);
    if desc.dpp.is_some() {
        return crate::dpp::print(table, inst, out);
    }
    if desc.image.is_some() {
        return crate::image::print(table, inst, out);
    }
    if desc.operands.iter().any(|o| matches!(o, OperandKind::DualDst { .. })) {
        return crate::dual::print(table, inst, out);
    }
    // (Suffix items too: ds_gws_sema_release_all has nothing but `offset:4 gds`.)
    if desc.operands.iter().any(|o| matches!(o, OperandKind::Vector { .. }))
        || !desc.mods.is_empty()
        || !desc.items.is_empty()
    {
        return crate::vector::print_vector(table, inst, out);
    }
    out.push_str(&desc.mnemonic);
    let mut first = true;
    let mut number = [0u8; 8];
    for operand in desc.operands {
        let value = inst.get(table, operand.field());
        let text: Cow<str> = match operand {
            OperandKind::Ignored { .. } => continue,
            OperandKind::Literal => {
                // A value an inline constant could hold is written as that constant.
                let l = inst.literal.unwrap_or(0);
                match inline_code(l) {
                    Some(code) => Cow::Borrowed(source_name(table, SClass::S32, code).unwrap_or("")),
                    None => Cow::Owned(format!("0x{l:x}")),
                }
            }
            OperandKind::Scalar { field, class, marked, .. } => {
                // LLVM prints the codes it marks invalid as 32-bit constants.
                let spell_class = if marked.contains(value) { SClass::S32 } else { *class };
                let text: Cow<str> = if *field == Name::SDST {
                    Cow::Borrowed(table.dst_name(*class, value).unwrap_or(""))
                } else if value == LITERAL {
                    // A literal an inline constant could encode is marked, so
                    // that assembling the text keeps the literal.
                    let l = inst.literal.unwrap_or(0);
                    if marked.contains(value) {
                        Cow::Owned(return_marked(table, l))
                    } else {
                        let inline = match class {
                            SClass::S32 => inline_code(l).is_some(),
                            // A 64-bit operand extends the literal: only the
                            // small integers are inline constants there too.
                            SClass::S64 => l <= 64,
                        };
                        if inline {
                            Cow::Owned(format!("lit(0x{l:x})"))
                        } else {
                            Cow::Owned(format!("0x{l:x}"))
                        }
                    }
                } else {
                    Cow::Borrowed(source_name(table, spell_class, value).unwrap_or(""))
                };
                if marked.contains(value) {
                    Cow::Owned(format!("{text}/*Invalid immediate*/"))
                } else {
                    text
                }
            }
            OperandKind::Imm { style, .. } => match imm_number(*style, value as u16, &mut number) {
                Some(t) => Cow::Borrowed(t),
                None => match imm_text(table, *style, value as u16) {
                    Some(t) => Cow::Owned(t),
                    None => continue,
                },
            },
            OperandKind::SendmsgSource { .. } => Cow::Owned(sendmsg_text(table, value as u16)),
            OperandKind::SmemData { dwords } => {
                Cow::Borrowed(table.smem_data[dwords][value as usize].as_deref().unwrap_or(""))
            }
            OperandKind::SmemBase { quad } => {
                Cow::Borrowed(table.smem_base[*quad as usize][value as usize].as_deref().unwrap_or(""))
            }
            OperandKind::SmemOffset { .. } => Cow::Owned(smem_offset_text(table, inst)),
            // Vector rows are printed by `vector::print_vector`.
            OperandKind::Vector { .. }
            | OperandKind::Implicit { .. }
            | OperandKind::VLiteral { .. }
            | OperandKind::DualDst { .. } => continue,
        };
        out.push_str(if first { " " } else { ", " });
        first = false;
        out.push_str(&text);
    }
}

/// Whether llvm-mc would assemble the text this instruction prints: every
/// operand code is one LLVM's assembler writes (its decoder accepts more),
/// and nothing is marked invalid.
pub fn writable(table: &Table, inst: &Inst) -> bool {
    // A DPP form: as its base, whose text it prints.
    if inst.desc(table).dpp.is_some() {
        return crate::dpp::writable(table, inst);
    }
    if inst.desc(table).image.is_some() {
        return crate::image::writable(table, inst);
    }
    if inst.desc(table).operands.iter().any(|o| matches!(o, OperandKind::DualDst { .. })) {
        return crate::dual::writable(table, inst);
    }
    let refused = |place: String, field: &str| table.smem_refused.contains(&(place, inst.get(table, field)));
    let buffer = inst.desc(table).operands.iter().any(|o| matches!(o, OperandKind::SmemBase { quad: true }));
    // A buffer load's offset with bit 20 set prints as negative, which llvm-mc refuses.
    let offset_ok = !buffer || inst.get(table, "offset") & (1 << 20) == 0;
    offset_ok
        && inst.desc(table).operands.iter().all(|o| match o {
            OperandKind::Scalar { field, assembles, .. } => assembles.contains(inst.get(table, field)),
            OperandKind::SmemData { dwords } => !refused(format!("data{dwords}"), "sdata"),
            OperandKind::SmemBase { quad } => !refused(if *quad { "quad" } else { "pair" }.into(), "sbase"),
            OperandKind::SmemOffset { .. } => !refused("soffset".into(), "soffset"),
            OperandKind::Vector { field, class } => {
                let class = table.class(*class);
                let code = inst.get(table, field);
                class.assembles().contains(code) || (code == LITERAL && class.literal().is_some())
            }
            _ => true,
        })
        && !crate::vector::violates_constant_bus(table, inst)
        && crate::vector::literal_writable(table, inst)
        && crate::vector::items_writable(table, inst)
        && inst.desc(table).mods.iter().all(|m| inst.get(table, m.field) & m.refused == 0)
        && !print(table, inst).contains("/*")
}

/// SMEM's last operand: `soffset`, with `offset:` when there is also an
/// immediate offset, else the offset alone, or `null`; then `glc`, `dlc`.
pub fn smem_offset_text(table: &Table, inst: &Inst) -> String {
    let offset = inst.format(table).field(Name::OFFSET).map_or(0, |f| f.get_signed(inst.bits));
    let soffset = inst.get(table, "soffset") as usize;
    let signed_hex = |v: i64| if v < 0 { format!("-0x{:x}", -v) } else { format!("0x{v:x}") };
    let mut text = if soffset != SMEM_NO_SOFFSET {
        let mut t = table.smem_soffset[soffset].clone().unwrap_or_default();
        if offset != 0 {
            t.push_str(" offset:");
            t.push_str(&signed_hex(offset));
        }
        t
    } else if offset != 0 {
        signed_hex(offset)
    } else {
        "null".to_string()
    };
    if inst.get(table, "glc") != 0 {
        text.push_str(" glc");
    }
    if inst.get(table, "dlc") != 0 {
        text.push_str(" dlc");
    }
    text
}

/// The `soffset` code for "none" (`null`).
pub const SMEM_NO_SOFFSET: usize = 124;

/// A 16-bit immediate in a printer's style; `None` when it is left out.
pub fn imm_text(table: &Table, style: ImmStyle, v: u16) -> Option<String> {
    let mut number = [0u8; 8];
    if let Some(text) = imm_number(style, v, &mut number) {
        return Some(text.to_string());
    }
    Some(match style {
        // (What `imm_number` leaves: an omitted zero.)
        ImmStyle::Hex | ImmStyle::HexOr0 | ImmStyle::U16 | ImmStyle::U16Omit0 | ImmStyle::S16 => return None,
        ImmStyle::Waitcnt => waitcnt_text(v),
        ImmStyle::DelayAlu => delay_alu_text(table, v),
        ImmStyle::Hwreg => hwreg_text(table, v),
        ImmStyle::Sendmsg => sendmsg_text(table, v),
        ImmStyle::Depctr => depctr_text(v),
        ImmStyle::Version => version_text(table, v),
    })
}

/// [`imm_text`] of the styles that are a number alone, written into `buf`
/// (an allocation per instruction otherwise); `None` for the others, and
/// for an omitted zero.
fn imm_number(style: ImmStyle, v: u16, buf: &mut [u8; 8]) -> Option<&str> {
    let (value, hex, negative) = match style {
        ImmStyle::Hex => (v as u32, true, false),
        // Small values read as integers, larger ones as bit patterns.
        ImmStyle::HexOr0 => (v as u32, v > 64, false),
        ImmStyle::U16 => (v as u32, false, false),
        ImmStyle::U16Omit0 if v != 0 => (v as u32, false, false),
        ImmStyle::S16 => ((v as i16).unsigned_abs() as u32, false, (v as i16) < 0),
        _ => return None,
    };
    let radix = if hex { 16 } else { 10 };
    let (mut k, mut rest) = (buf.len(), value);
    loop {
        k -= 1;
        buf[k] = b"0123456789abcdef"[(rest % radix) as usize];
        rest /= radix;
        if rest == 0 {
            break;
        }
    }
    if hex {
        k -= 2;
        buf[k..k + 2].copy_from_slice(b"0x");
    }
    if negative {
        k -= 1;
        buf[k] = b'-';
    }
    std::str::from_utf8(&buf[k..]).ok()
}

/// `s_version`: a version code in bits 7:0 and the W64, W32 and MDP flags
/// in bits 13, 14 and 15, written as an expression; with any of bits 12:8
/// set, the whole value in hex.
pub fn version_text(table: &Table, v: u16) -> String {
    if v & 0x1f00 != 0 {
        return format!("0x{v:x}");
    }
    let base = v & 0xff;
    let mut text = table.version.get(&(base as u32)).cloned().unwrap_or_else(|| base.to_string());
    for (bit, flag) in [(13, "UC_VERSION_W64_BIT"), (14, "UC_VERSION_W32_BIT"), (15, "UC_VERSION_MDP_BIT")] {
        if v & (1 << bit) != 0 {
            text = if text.contains('|') { format!("({text})|{flag}") } else { format!("{text}|{flag}") };
        }
    }
    text
}

/// gfx11 `s_waitcnt`: vmcnt in bits 15:10, lgkmcnt in 9:4, expcnt in 2:0.
/// Counters at their maximum (no wait) are left out, unless all are.
pub fn waitcnt_text(v: u16) -> String {
    let (vm, lgkm, exp) = ((v >> 10) & 63, (v >> 4) & 63, v & 7);
    let mut parts = Vec::new();
    if vm != 63 {
        parts.push(format!("vmcnt({vm})"));
    }
    if exp != 7 {
        parts.push(format!("expcnt({exp})"));
    }
    if lgkm != 63 {
        parts.push(format!("lgkmcnt({lgkm})"));
    }
    if parts.is_empty() {
        return format!("vmcnt({vm}) expcnt({exp}) lgkmcnt({lgkm})");
    }
    parts.join(" ")
}

/// `s_delay_alu`: instid0 in bits 3:0, instskip in 6:4, instid1 in 10:7.
pub fn delay_alu_text(table: &Table, v: u16) -> String {
    let name = |map: &rustc_hash::FxHashMap<u32, String>, x: u16, what: &str| {
        map.get(&(x as u32)).cloned().unwrap_or_else(|| format!("/* invalid {what} value */"))
    };
    let (id0, skip, id1) = (v & 15, (v >> 4) & 7, (v >> 7) & 15);
    let mut parts = Vec::new();
    if id0 != 0 {
        parts.push(format!("instid0({})", name(&table.instid, id0, "instid")));
    }
    if skip != 0 {
        parts.push(format!("instskip({})", name(&table.instskip, skip, "instskip")));
    }
    if id1 != 0 {
        parts.push(format!("instid1({})", name(&table.instid, id1, "instid")));
    }
    if parts.is_empty() {
        return "0".to_string();
    }
    parts.join(" | ")
}

/// `hwreg(ID, OFFSET, SIZE)`: id in bits 5:0, offset in 10:6, size - 1 in 15:11.
pub fn hwreg_text(table: &Table, v: u16) -> String {
    let (id, offset, size) = (v & 63, (v >> 6) & 31, ((v >> 11) & 31) + 1);
    let name = table.hwreg.get(&(id as u32)).cloned().unwrap_or_else(|| id.to_string());
    if offset == 0 && size == 32 {
        format!("hwreg({name})")
    } else {
        format!("hwreg({name}, {offset}, {size})")
    }
}

/// `sendmsg(...)`: the message id in bits 7:0.
pub fn sendmsg_text(table: &Table, v: u16) -> String {
    let id = v & 0xff;
    if let Some(name) = table.sendmsg.get(&(id as u32)) {
        return format!("sendmsg({name})");
    }
    if v >> 8 == 0 {
        return format!("sendmsg({id}, 0, 0)");
    }
    v.to_string()
}

/// `s_waitcnt_depctr`'s counters, in printed order: (name, first bit, width).
const DEPCTR: [(&str, u32, u32); 7] = [
    ("depctr_hold_cnt", 7, 1),
    ("depctr_sa_sdst", 0, 1),
    ("depctr_va_vdst", 12, 4),
    ("depctr_va_sdst", 9, 3),
    ("depctr_va_ssrc", 8, 1),
    ("depctr_va_vcc", 1, 1),
    ("depctr_vm_vsrc", 2, 3),
];

/// `s_waitcnt_depctr`: the counters not at their maximum (all of them when
/// every one is), or hex when bits outside every counter are set.
pub fn depctr_text(v: u16) -> String {
    let used: u16 = DEPCTR.iter().map(|(_, lo, w)| (((1u32 << w) - 1) << lo) as u16).fold(0, |a, b| a | b);
    if v & !used != 0 {
        return format!("0x{v:x}");
    }
    let fields: Vec<(&str, u32, u32)> =
        DEPCTR.iter().map(|(name, lo, w)| (*name, (v as u32 >> lo) & ((1 << w) - 1), (1 << w) - 1)).collect();
    let waiting: Vec<String> =
        fields.iter().filter(|(_, x, max)| x != max).map(|(name, x, _)| format!("{name}({x})")).collect();
    if waiting.is_empty() {
        return fields.iter().map(|(name, x, _)| format!("{name}({x})")).collect::<Vec<_>>().join(" ");
    }
    waiting.join(" ")
}

/// The bytes of an instruction.
pub fn encode(table: &Table, inst: &Inst) -> Vec<u8> {
    let mut out = Vec::with_capacity(inst.len(table));
    encode_into(table, inst, &mut out);
    out
}

/// Appends the bytes of an instruction to `out` (an assembler writing a
/// million instructions would otherwise allocate a vector for each).
pub fn encode_into(table: &Table, inst: &Inst, out: &mut Vec<u8>) {
    encode_words(table, inst, |word| out.extend_from_slice(&word.to_le_bytes()));
}

/// The dwords of an instruction, in order, each passed to `put`.
pub fn encode_words(table: &Table, inst: &Inst, mut put: impl FnMut(u32)) {
    let format = inst.format(table);
    for k in 0..format.dwords {
        put((inst.bits >> (32 * k)) as u32);
    }
    for extra in [inst.dpp, inst.nsa, inst.literal].into_iter().flatten() {
        put(extra);
    }
}

/// Builds an instruction from an opcode and field values; the fixed bits come
/// from its format.
pub fn build(table: &Table, op: OpId, fields: &[(Name, u64)], literal: Option<u32>) -> Inst {
    let format = &formats()[table.format_of(op)];
    let mut bits = table.fixed_bits(op);
    for (name, value) in fields {
        if let Some(f) = format.field(name) {
            bits = f.set(bits, *value);
        }
    }
    Inst { op, bits, literal, dpp: None, nsa: None }
}

/// A little-endian word from up to four bytes (zero-padded at the end of a stream).
fn word_at(bytes: &[u8]) -> u32 {
    let mut w = [0u8; 4];
    let n = bytes.len().min(4);
    w[..n].copy_from_slice(&bytes[..n]);
    u32::from_le_bytes(w)
}

/// Prints the instruction at the start of `bytes` into `out`, or `.long
/// 0x…` for a word no instruction has (as llvm-objdump does); returns its
/// length.
fn print_at(table: &Table, bytes: &[u8], out: &mut String) -> usize {
    match decode(table, bytes) {
        Ok(inst) => {
            print_into(table, &inst, out);
            inst.len(table)
        }
        Err(_) => {
            let _ = write!(out, ".long 0x{:08x}", word_at(bytes));
            4
        }
    }
}

/// The eight upper-case hex digits of `v`, most significant first: each
/// nibble spread to a byte, then offset to its digit, all eight at once.
fn hex8(v: u32) -> [u8; 8] {
    let mut x = v as u64;
    x = ((x & 0xffff_0000) << 16) | (x & 0xffff);
    x = ((x & 0x0000_ff00_0000_ff00) << 8) | (x & 0x0000_00ff_0000_00ff);
    x = ((x & 0x00f0_00f0_00f0_00f0) << 4) | (x & 0x000f_000f_000f_000f);
    // A nibble above 9 carries into bit 4 of its byte when 6 is added.
    let letters = ((x + 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101;
    (x + 0x3030_3030_3030_3030 + letters * 7).to_be_bytes()
}

/// The end of a listing line after an instruction `width` columns wide:
/// padding to column 60, `// ADDRESS:` and the words, and the newline,
/// composed on the stack and appended at once.
fn comment_to(out: &mut String, width: usize, address: u64, words: &[u8], extra: Option<&str>) {
    const SPACES: &str = "                                                           ";
    out.push_str(&SPACES[width.min(SPACES.len())..]);
    let mut line = [0u8; 3 + 12 + 1 + 9 * 8];
    line[..3].copy_from_slice(b"// ");
    line[3..7].copy_from_slice(&hex8((address >> 32) as u32)[4..]);
    line[7..15].copy_from_slice(&hex8(address as u32));
    line[15] = b':';
    let mut n = 16;
    for word in words.chunks(4).take(8) {
        line[n] = b' ';
        line[n + 1..n + 9].copy_from_slice(&hex8(word_at(word)));
        n += 9;
    }
    out.push_str(std::str::from_utf8(&line[..n]).expect("ASCII"));
    if let Some(extra) = extra {
        out.push(' ');
        out.push_str(extra);
    }
    out.push('\n');
}

/// Writes the listing `llvm-objdump -d` prints for a byte stream: each
/// instruction, padded, then `// OFFSET: WORDS`.
pub fn listing(table: &Table, bytes: &[u8], out: &mut String) {
    listing_with_symbols(table, bytes, 0, &[], out)
}

/// The listing `llvm-objdump -d` prints for a `.text` section at `address`:
/// a `ADDRESS <symbol>:` header before each symbol (after a blank line),
/// each instruction with `// ADDRESS: WORDS`, and for a branch the symbol
/// and offset it goes to. `symbols` are (offset in the section, name).
pub fn listing_with_symbols(table: &Table, bytes: &[u8], address: u64, symbols: &[(u64, String)], out: &mut String) {
    let mut sorted: Vec<&(u64, String)> = symbols.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
    sorted.dedup_by_key(|s| s.0);
    let symbols = Symbols { sorted, address };
    if bytes.len() <= 2 * PART || rayon::current_num_threads() < 2 {
        list_part(table, bytes, 0, bytes.len(), &symbols, 0, out, &mut Vec::new());
        return;
    }
    // Parts of the stream are listed in parallel, each from a guess at an
    // instruction boundary (its first byte); the parts are then joined
    // where the previous one really ended: at a line the part has (it fell
    // back into step), or by listing that stretch again, in order.
    use rayon::prelude::*;
    // In rounds of a few parts per thread, the parts' buffers used again
    // from round to round (fresh ones cost a page fault per 4 KiB). A round
    // is joined onto `out` while the next is listed: the copy, and the page
    // faults of a fresh `out`, were a fifth of the time when the threads
    // waited for them.
    let starts: Vec<usize> = (0..bytes.len()).step_by(PART).collect();
    let round = 4 * rayon::current_num_threads();
    let buffers = || -> Vec<Part> {
        (0..round.min(starts.len()))
            .map(|_| Part {
                start: 0,
                limit: 0,
                text: String::with_capacity(PART * 20),
                lines: Vec::with_capacity(PART / 4),
                end: 0,
                last: 0,
            })
            .collect()
    };
    let list_round = |parts: &mut [Part], group: &[usize]| {
        parts[..group.len()].par_iter_mut().zip(group).for_each(|(part, &start)| {
            part.start = start;
            part.limit = (start + PART).min(bytes.len());
            part.text.clear();
            part.lines.clear();
            let next = symbols.sorted.partition_point(|s| s.0 < start as u64);
            (part.end, part.last) =
                list_part(table, bytes, start, part.limit, &symbols, next, &mut part.text, &mut part.lines);
        });
    };
    let (mut listed, mut listing) = (buffers(), buffers());
    let mut groups = starts.chunks(round);
    let Some(first) = groups.next() else { return };
    list_round(&mut listed, first);
    let mut listed_len = first.len();
    let mut at = (0usize, None::<usize>);
    for group in groups {
        let join_listed = || {
            let mut at = at;
            for part in &listed[..listed_len] {
                at = join(table, bytes, &symbols, part, at, out);
            }
            at
        };
        at = rayon::join(join_listed, || list_round(&mut listing, group)).0;
        std::mem::swap(&mut listed, &mut listing);
        listed_len = group.len();
    }
    for part in &listed[..listed_len] {
        at = join(table, bytes, &symbols, part, at, out);
    }
}

/// Appends a part of a parallel listing to `out`, which ends with the
/// instruction that starts at `last` and ends at `end`: from the part's
/// line at `end`, or listed again from there where the part does not have
/// that line or a symbol would print otherwise. Returns the new end and last.
fn join(
    table: &Table,
    bytes: &[u8],
    symbols: &Symbols,
    part: &Part,
    (end, last): (usize, Option<usize>),
    out: &mut String,
) -> (usize, Option<usize>) {
    if end >= part.limit {
        return (end, last);
    }
    // A symbol after the last instruction listed and up to where this part
    // is taken from would be printed differently: list it again.
    let after_last = |s: &&(u64, String)| last.is_none_or(|l| s.0 > l as u64);
    let first_after = symbols.sorted.partition_point(|s| !after_last(s));
    let symbol_between = |upto: usize, inclusive: bool| {
        symbols.sorted.get(first_after).is_some_and(|s| s.0 < upto as u64 || (inclusive && s.0 == upto as u64))
    };
    let from = if end == part.start && !symbol_between(part.start, false) {
        Some(0)
    } else if end > part.start && !symbol_between(end, true) {
        part.lines.binary_search_by_key(&end, |l| l.0).ok().map(|k| part.lines[k].1)
    } else {
        None
    };
    match from {
        Some(at) => {
            out.push_str(&part.text[at..]);
            (part.end, Some(part.last))
        }
        None if !symbol_between(part.limit, true) => {
            // The part began inside an instruction and is out of step: list
            // from `end` until an instruction starts where one of the part's
            // does; its text from there is what listing on would print.
            let (mut at, mut last) = (end, last.unwrap_or(end));
            while at < part.limit {
                if let Ok(k) = part.lines.binary_search_by_key(&at, |l| l.0) {
                    out.push_str(&part.text[part.lines[k].1..]);
                    return (part.end, Some(part.last));
                }
                (at, last) = list_part(table, bytes, at, at + 1, symbols, first_after, out, &mut Vec::new());
            }
            (at, Some(last))
        }
        None => {
            let (e, l) = list_part(table, bytes, end, part.limit, symbols, first_after, out, &mut Vec::new());
            (e, Some(l))
        }
    }
}

/// Bytes of code per part listed in parallel.
const PART: usize = 1 << 16;

/// One part of a parallel listing: its text, where each instruction's
/// lines start in it, the end of its last instruction and that one's start.
struct Part {
    start: usize,
    limit: usize,
    text: String,
    lines: Vec<(usize, usize)>,
    end: usize,
    last: usize,
}

/// A listing's symbols, by offset (one per offset), and `.text`'s address.
struct Symbols<'a> {
    sorted: Vec<&'a (u64, String)>,
    address: u64,
}

impl Symbols<'_> {
    /// `<name>` or `<name+0xN>` for the symbol at or before `offset`.
    fn at(&self, offset: u64) -> Option<String> {
        let k = self.sorted.partition_point(|s| s.0 <= offset);
        let s = self.sorted.get(k.checked_sub(1)?)?;
        Some(if s.0 == offset { format!("<{}>", s.1) } else { format!("<{}+0x{:x}>", s.1, offset - s.0) })
    }
}

/// Lists the instructions that start in `from..limit` (the last may run
/// past it), symbol `next` the first not yet printed; records where each
/// instruction's lines start in `out`. Returns the end of the last
/// instruction and its start.
#[allow(clippy::too_many_arguments)]
fn list_part(
    table: &Table,
    bytes: &[u8],
    from: usize,
    limit: usize,
    symbols: &Symbols,
    mut next: usize,
    out: &mut String,
    lines: &mut Vec<(usize, usize)>,
) -> (usize, usize) {
    let sorted = &symbols.sorted;
    let (mut at, mut last) = (from, from);
    while at < limit {
        lines.push((at, out.len()));
        while next < sorted.len() && sorted[next].0 <= at as u64 {
            let _ = write!(out, "\n{:016x} <{}>:\n", symbols.address + sorted[next].0, sorted[next].1);
            next += 1;
        }
        out.push('\t');
        let start = out.len();
        let len = print_at(table, &bytes[at..], out);
        // SOPP branches: the target is the next instruction plus 4 × simm16.
        // One that lands on a symbol is written with its name; elsewhere
        // the comment says where it lands.
        let mut comment = None;
        if !sorted.is_empty()
            && len == 4
            && (out[start..].starts_with("s_branch ") || out[start..].starts_with("s_cbranch_"))
        {
            let simm = (word_at(&bytes[at..]) & 0xffff) as u16 as i16 as i64;
            let target = u64::try_from(at as i64 + 4 + 4 * simm).ok();
            match target.and_then(|t| sorted.iter().find(|s| s.0 == t)) {
                Some(s) => {
                    let mnemonic = out[start..].find(' ').map_or(out.len(), |k| start + k);
                    out.truncate(mnemonic);
                    out.push(' ');
                    out.push_str(&s.1);
                }
                None => comment = target.and_then(|t| symbols.at(t)),
            }
        }
        let width = if out[start..].is_ascii() { out.len() - start } else { out[start..].chars().count() };
        let address = symbols.address + at as u64;
        comment_to(out, width, address, &bytes[at..(at + len).min(bytes.len())], comment.as_deref());
        last = at;
        at += len;
    }
    (at, last)
}

/// Disassembles a byte stream the way `llvm-objdump -d` lists it: one line
/// per instruction, `.long 0x...` for a word no instruction has.
pub fn disassemble(table: &Table, bytes: &[u8]) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let mut line = String::new();
        let len = print_at(table, &bytes[at..], &mut line);
        out.push((at, line));
        at += len;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random words of random formats: instructions of every length, so
    /// that the parts of a parallel listing start off step.
    fn stream(words: usize, seed: u64) -> Vec<u8> {
        let mut state = seed;
        let mut next = || {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 32) as u32
        };
        let formats = formats();
        let table = crate::table("gfx1100").unwrap();
        let mut bytes = Vec::with_capacity(4 * words);
        while bytes.len() < 4 * words {
            let f = &formats[next() as usize % formats.len()];
            let word = [((next() & !f.mask) | f.value).to_le_bytes(), next().to_le_bytes(), next().to_le_bytes()];
            let word = word.concat();
            match decode(table, &word) {
                // Whole instructions, mostly: one in eight is a lone first word.
                Ok(inst) if next() % 8 != 0 => bytes.extend_from_slice(&word[..inst.len(table)]),
                _ => bytes.extend_from_slice(&word[..4]),
            }
        }
        bytes
    }

    #[test]
    fn numeric_immediates_are_written_as_the_formatter_writes_them() {
        let table = crate::table("gfx1100").unwrap();
        let mut buf = [0u8; 8];
        for style in [ImmStyle::Hex, ImmStyle::HexOr0, ImmStyle::U16, ImmStyle::U16Omit0, ImmStyle::S16] {
            for v in (0..=u16::MAX).step_by(7).chain([0, 1, 64, 65, 0x7fff, 0x8000, u16::MAX]) {
                let expected = match style {
                    ImmStyle::Hex => Some(format!("0x{v:x}")),
                    ImmStyle::HexOr0 if v <= 64 => Some(v.to_string()),
                    ImmStyle::HexOr0 => Some(format!("0x{v:x}")),
                    ImmStyle::U16Omit0 if v == 0 => None,
                    ImmStyle::U16 | ImmStyle::U16Omit0 => Some(v.to_string()),
                    _ => Some((v as i16).to_string()),
                };
                assert_eq!(imm_number(style, v, &mut buf).map(str::to_string), expected, "{style:?} {v}");
                assert_eq!(imm_text(table, style, v), expected, "{style:?} {v}");
            }
        }
    }

    #[test]
    fn hex_digits_are_those_of_the_formatter() {
        let mut state = 1u64;
        for _ in 0..10_000 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let v = (state >> 29) as u32;
            for v in [v, v & 0xf0f0_f0f0, v | 0x0f0f_0f0f, 0, u32::MAX] {
                assert_eq!(std::str::from_utf8(&hex8(v)).unwrap(), format!("{v:08X}"));
            }
        }
    }

    /// An eight-byte instruction whose second dword, read as a first, is
    /// one too: a stream of them read from its second dword stays out of
    /// step with itself for as long as it lasts.
    fn self_overlapping_pair() -> [u8; 8] {
        let table = crate::table("gfx1100").unwrap();
        let vop3 = formats().iter().find(|f| f.name == "VOP3").unwrap();
        let mut state = 3u64;
        loop {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let w0 = ((state >> 32) as u32 & !vop3.mask) | vop3.value;
            let w1 = (((state >> 7) as u32) & !vop3.mask) | vop3.value;
            let pair = [w0.to_le_bytes(), w1.to_le_bytes()].concat();
            let swapped = [w1.to_le_bytes(), w0.to_le_bytes()].concat();
            let eight = |b: &[u8]| decode(table, b).is_ok_and(|i| i.len(table) == 8);
            if eight(&pair) && eight(&swapped) {
                return pair.try_into().unwrap();
            }
        }
    }

    #[test]
    fn parts_begun_inside_an_instruction_fall_back_into_step() {
        // One four-byte instruction first: every part then begins on a
        // second dword, and (but for a few words that break the pattern,
        // where the parts fall back into step) stays out of step.
        let table = crate::table("gfx1100").unwrap();
        let pair = self_overlapping_pair();
        let mut bytes = vec![0x00, 0x00, 0x80, 0xbf];
        for k in 0..150_000 {
            bytes.extend_from_slice(&pair);
            if k % 20_000 == 10_000 {
                bytes.extend_from_slice(&[0x00, 0x00, 0x80, 0xbf]);
            }
        }
        let mut sequential = String::new();
        let one = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
        one.install(|| listing(table, &bytes, &mut sequential));
        let four = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
        let mut parallel = String::new();
        four.install(|| listing(table, &bytes, &mut parallel));
        assert!(sequential.lines().count() > 150_000);
        assert!(parallel == sequential, "the parallel listing differs");
    }

    #[test]
    fn a_parallel_listing_is_the_sequential_one() {
        let table = crate::table("gfx1100").unwrap();
        let bytes = stream(600_000, 5);
        // Symbols on instruction starts, inside instructions and between
        // the parts, and branches to them.
        let symbols: Vec<(u64, String)> = [0u64, 4, 8, 65_532, 65_536, 65_540, 131_070, 300_000, 1_048_572, 2_000_000]
            .iter()
            .map(|&o| (o, format!("sym{o}")))
            .collect();
        for symbols in [&symbols[..], &[]] {
            let sorted = {
                let mut s: Vec<&(u64, String)> = symbols.iter().collect();
                s.sort();
                s
            };
            let mut sequential = String::new();
            list_part(
                table,
                &bytes,
                0,
                bytes.len(),
                &Symbols { sorted, address: 0x1000 },
                0,
                &mut sequential,
                &mut Vec::new(),
            );
            let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
            let mut parallel = String::new();
            pool.install(|| listing_with_symbols(table, &bytes, 0x1000, symbols, &mut parallel));
            assert!(sequential.len() > 10_000_000);
            if parallel != sequential {
                let at = parallel.bytes().zip(sequential.bytes()).position(|(a, b)| a != b).unwrap_or(0);
                let near =
                    |text: &str| text.get(at.saturating_sub(200)..(at + 200).min(text.len())).unwrap_or("").to_string();
                panic!("they part at byte {at}: `{}` / `{}`", near(&parallel), near(&sequential));
            }
        }
    }
}

//! gfx1100 pages: one per opcode name of the `amdgpu` table, with each of
//! its encodings (`_e32`, `_e64`, DPP16, DPP8, and the operand shapes of a
//! memory opcode) on it.
//!
//! The layout, width, opcode and identifier of an encoding come from the
//! format's bit fields in `tables/formats.txt`, the operands from the opcode
//! row of `tables/gfx1100.ops`; the example is an encoding of the row,
//! decoded and printed by `amdgpu` itself. What the tables do not hold — a
//! one-line summary, the category, the data types of operands — is derived
//! from the mnemonic, and the page says so.

use amdgpu::format::{formats, Field, Format, Name};
use amdgpu::table::{OpDesc, OpId, OperandKind, SClass, Table};
use serde::Serialize;
use std::collections::BTreeMap;

mod words;
use words::{operation_words, summary};

/// The targets this reference knows; a page lists each with whether it has
/// the instruction.
pub const TARGETS: &[&str] = amdgpu::TARGETS;

/// The page of one gfx1100 instruction.
#[derive(Clone, Debug, Serialize)]
pub struct AmdPage {
    /// The mnemonic without an encoding suffix (`v_add_f32`).
    pub name: String,
    /// "Vector Packed Arithmetic": from the format and the mnemonic.
    pub category: &'static str,
    /// One line made from the words of the mnemonic, where they are known.
    pub summary: Option<String>,
    pub encodings: Vec<Encoding>,
    /// Other names llvm-mc-22 accepts for it (`tables/gfx1100.aliases`).
    pub aliases: Vec<String>,
    pub targets: Vec<TargetSupport>,
    /// Instructions of the same category and operation.
    pub related: Vec<String>,
    /// The PISA instructions whose examples compile to this one (filled in
    /// by [`crate::complete`]).
    pub used_by: Vec<String>,
    pub example: Option<AmdExample>,
    /// What it computes, in the pseudocode of [`crate::semantics`], as
    /// written in `tables/gfx1100.sem`; `None` where no entry is written yet.
    pub semantics: Option<Vec<String>>,
    /// What it does in words, for a page without pseudocode (memory,
    /// export, message, wait and program-control instructions): made by
    /// [`crate::prose`] from the mnemonic and the table.
    pub prose: Option<Box<crate::prose::Prose>>,
}

#[derive(Clone, Debug, Serialize)]
pub struct TargetSupport {
    pub target: &'static str,
    pub supported: bool,
}

/// One encoding of an instruction.
#[derive(Clone, Debug, Serialize)]
pub struct Encoding {
    /// The mnemonic LLVM prints for this encoding (`v_add_f32_e64`).
    pub mnemonic: String,
    /// The format of `tables/formats.txt` (`VOP3P`, `VOP1_DPP16`).
    pub format: String,
    /// DPP16, DPP8 or DPP8 with fetch-inactive, for data-sharing forms.
    pub dpp: Option<&'static str>,
    /// Bits of the instruction, without a literal dword.
    pub width: u32,
    pub opcode: u32,
    /// The encoding with every operand field zero, as one number (the
    /// second dword in the high half), in hex.
    pub identifier: String,
    /// The bit fields, most significant first.
    pub layout: Vec<BitField>,
    pub operands: Vec<AmdOperand>,
    /// The modifiers the text may carry (`neg`, `abs`, `clamp`, `op_sel`,
    /// ...): the modifier fields whose bits LLVM prints for this opcode.
    pub modifiers: Vec<String>,
    /// The options written after the operands (`offset`, `glc`, ...).
    pub options: Vec<String>,
    /// An instruction in this encoding that `amdgpu::asm` assembles.
    pub example: Option<AmdExample>,
    /// How many operand shapes (rows of the table) the encoding has: a
    /// memory opcode has one per addressing mode and flag that changes its
    /// operands.
    pub shapes: usize,
}

/// A bit field of an encoding's layout.
#[derive(Clone, Debug, Serialize)]
pub struct BitField {
    /// The field's name in `formats.txt` (upper case), or `fixed`/`reserved`.
    pub name: String,
    pub hi: u32,
    pub lo: u32,
    /// The bits written out, most significant first, for the encoding and
    /// opcode bits that identify the instruction.
    pub fixed: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct AmdOperand {
    /// The field it lives in (upper case), or the text LLVM prints for an
    /// implicit operand.
    pub name: String,
    /// `read` or `written` (or both, for a returning atomic's data).
    pub access: &'static str,
    /// What the field may hold, in words.
    pub class: String,
    /// Bits of the operand field, 0 for an implicit operand.
    pub field_bits: u32,
    /// The data type, from the mnemonic's type suffix.
    pub data_type: Option<String>,
}

/// An instruction our assembler accepts, with its bytes.
#[derive(Clone, Debug, Serialize)]
pub struct AmdExample {
    pub text: String,
    /// The bytes `amdgpu::asm` gives, as hex words (little-endian dwords).
    pub encoding: String,
}

/// The name of the page an AMD mnemonic is on: without its encoding suffix.
/// `None` when nothing is stripped.
pub fn base_name(mnemonic: &str) -> Option<String> {
    for suffix in ["_e64_dpp", "_e32", "_e64", "_dpp", "_sdwa"] {
        if let Some(base) = mnemonic.strip_suffix(suffix) {
            return Some(base.to_string());
        }
    }
    None
}

fn page_name(mnemonic: &str) -> String {
    base_name(mnemonic).unwrap_or_else(|| mnemonic.to_string())
}

/// The pages of `target`, by category in the reference's order, then name.
pub fn pages(target: &str) -> Vec<AmdPage> {
    let Some(table) = amdgpu::table(target) else { return Vec::new() };
    // Rows grouped by page, and within a page by encoding (format, opcode, DPP kind).
    let mut groups: BTreeMap<String, Vec<(OpId, Vec<OpId>)>> = BTreeMap::new();
    for id in 0..table.ops.len() {
        let desc = table.op(id);
        if format_name(desc) == "VOPD" || desc.mnemonic.is_empty() {
            continue;
        }
        let encodings = groups.entry(page_name(&desc.mnemonic)).or_default();
        let key = encoding_key(desc);
        match encodings.iter_mut().find(|(first, _)| encoding_key(table.op(*first)) == key) {
            Some((_, rows)) => rows.push(id),
            None => encodings.push((id, vec![id])),
        }
    }
    let aliases = aliases_by_page();
    let mut pages: Vec<AmdPage> = groups
        .into_iter()
        .map(|(name, encodings)| {
            let first = table.op(encodings[0].0);
            let category = category(format_name(first), &name);
            AmdPage {
                summary: summary(&name),
                category,
                encodings: encodings.iter().map(|(_, rows)| encoding(table, rows, &name)).collect(),
                aliases: aliases.get(&name).cloned().unwrap_or_default(),
                targets: TARGETS.iter().map(|t| TargetSupport { target: t, supported: *t == target }).collect(),
                related: Vec::new(),
                used_by: Vec::new(),
                example: None,
                semantics: crate::semantics::lookup(&name).map(|e| e.lines.clone()),
                prose: match crate::semantics::lookup(&name) {
                    Some(_) => None,
                    None => crate::prose::prose(table, &name).map(Box::new),
                },
                name,
            }
        })
        .collect();
    for page in &mut pages {
        page.example = page.encodings.iter().find_map(|e| e.example.clone());
    }
    pages.extend(dual_pages(table, target));
    let order = |category: &str| CATEGORY_ORDER.iter().position(|c| *c == category).unwrap_or(CATEGORY_ORDER.len());
    pages.sort_by(|a, b| order(a.category).cmp(&order(b.category)).then(a.name.cmp(&b.name)));
    let index: Vec<(&'static str, String)> = pages.iter().map(|p| (p.category, p.name.clone())).collect();
    for page in &mut pages {
        page.related = related(&page.name, page.category, &index);
    }
    pages
}

fn format_name(desc: &OpDesc) -> &'static str {
    formats()[desc.format].name.as_str()
}

/// What distinguishes one encoding of an instruction from another.
fn encoding_key(desc: &OpDesc) -> (usize, u32, Option<u64>) {
    (desc.format, desc.opcode, desc.dpp.map(|d| d.kind.src0_code()))
}

/// `alias NAME CANONICAL` lines, by the page of the canonical name.
fn aliases_by_page() -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in amdgpu::table::GFX1100_ALIASES.lines() {
        let mut words = line.split_whitespace();
        if let (Some("alias"), Some(name), Some(canonical)) = (words.next(), words.next(), words.next()) {
            let list = out.entry(page_name(canonical)).or_default();
            if !list.iter().any(|n| n == name) {
                list.push(name.to_string());
            }
        }
    }
    out
}

const CATEGORY_ORDER: &[&str] = &[
    "Scalar ALU",
    "Scalar Compare",
    "Scalar Program Control",
    "Scalar Memory",
    "Vector ALU",
    "Vector Conversion",
    "Vector Compare",
    "Vector Packed Arithmetic",
    "Vector Dot Product",
    "Vector Mixed Precision",
    "Vector Matrix Multiply",
    "Vector Dual Issue",
    "Vector Interpolation",
    "LDS Direct",
    "Local Data Share",
    "Flat Memory",
    "Global Memory",
    "Scratch Memory",
    "Buffer Memory",
    "Typed Buffer Memory",
    "Image Memory",
    "Export",
];

/// The category of an instruction: its format, refined by the mnemonic
/// where one format holds several kinds of instruction.
fn category(format: &str, name: &str) -> &'static str {
    let format = format.split('_').next().unwrap_or(format);
    match format {
        "SOPC" => "Scalar Compare",
        "SOPK" if name.starts_with("s_cmpk_") => "Scalar Compare",
        "SOP1" | "SOP2" | "SOPK" => "Scalar ALU",
        "SOPP" => "Scalar Program Control",
        "SMEM" => "Scalar Memory",
        "VOPC" => "Vector Compare",
        "VOP3P" if name.starts_with("v_pk_") => "Vector Packed Arithmetic",
        "VOP3P" if name.starts_with("v_wmma_") => "Vector Matrix Multiply",
        "VOP3P" if name.starts_with("v_dot") => "Vector Dot Product",
        "VOP3P" => "Vector Mixed Precision",
        "VOP1" | "VOP2" | "VOP3" if name.starts_with("v_cmp") => "Vector Compare",
        "VOP1" | "VOP2" | "VOP3" if name.starts_with("v_cvt_") => "Vector Conversion",
        "VOP1" | "VOP2" | "VOP3" if name.starts_with("v_dot") => "Vector Dot Product",
        "VOP1" | "VOP2" | "VOP3" if name.starts_with("v_interp") => "Vector Interpolation",
        "VOP1" | "VOP2" | "VOP3" => "Vector ALU",
        "VOPD" => "Vector Dual Issue",
        "VINTERP" => "Vector Interpolation",
        "LDSDIR" => "LDS Direct",
        "DS" => "Local Data Share",
        "FLAT" => "Flat Memory",
        "GLOBAL" => "Global Memory",
        "SCRATCH" => "Scratch Memory",
        "MUBUF" => "Buffer Memory",
        "MTBUF" => "Typed Buffer Memory",
        "MIMG" => "Image Memory",
        "EXP" => "Export",
        _ => "Other",
    }
}

/// Up to twelve instructions of the same category: those with the same
/// operation word first (`v_pk_max_i16` → `v_pk_max_u16`, `v_pk_min_i16`).
fn related(name: &str, category: &str, index: &[(&'static str, String)]) -> Vec<String> {
    let op = operation_words(name).first().cloned().unwrap_or_default();
    let same: Vec<&String> = index.iter().filter(|(c, n)| *c == category && n != name).map(|(_, n)| n).collect();
    let mut out: Vec<String> = same
        .iter()
        .filter(|n| !op.is_empty() && operation_words(n).first() == Some(&op))
        .map(|n| n.to_string())
        .collect();
    for n in same {
        if out.len() >= 12 {
            break;
        }
        if !out.contains(n) {
            out.push(n.clone());
        }
    }
    out.truncate(12);
    out
}

// ---------------------------------------------------------------------------
// Encodings

/// The encoding of `rows` (rows of one format and opcode: the operand
/// shapes of a memory opcode), with an example from the first row that
/// gives one.
fn encoding(table: &Table, rows: &[OpId], page: &str) -> Encoding {
    let desc = table.op(rows[0]);
    let shapes = rows.len();
    let format = &formats()[desc.format];
    // A DPP form prints and checks its operands through its base row. Of a
    // memory opcode's shapes, the one with the most operands in fields
    // describes them (the others leave out an address, or write `off`).
    let fielded = |row: &OpDesc| {
        row.operands.iter().filter(|o| !matches!(o, OperandKind::Ignored { .. } | OperandKind::Implicit { .. })).count()
    };
    let fullest = rows.iter().copied().rev().max_by_key(|id| fielded(table.op(*id))).unwrap_or(rows[0]);
    let operand_row = match desc.dpp {
        Some(dpp) => table.op(dpp.base),
        None => table.op(fullest),
    };
    let identifier_bits = identifier(format, desc);
    let extra_dword = desc.dpp.is_some() && !format.is_dpp;
    let width = format.dwords * 32 + if extra_dword { 32 } else { 0 };
    Encoding {
        mnemonic: desc.mnemonic.clone(),
        format: format.name.as_str().to_string(),
        dpp: desc.dpp.map(|d| match d.kind {
            amdgpu::table::DppKind::Dpp16 => "DPP16",
            amdgpu::table::DppKind::Dpp8 => "DPP8",
            amdgpu::table::DppKind::Dpp8Fi => "DPP8 (fetch inactive)",
        }),
        width,
        opcode: desc.opcode,
        identifier: if format.dwords == 1 {
            format!("0x{:08X}", identifier_bits as u32)
        } else {
            format!("0x{identifier_bits:016X}")
        },
        layout: layout(format, desc, operand_row),
        operands: operands(table, format, &desc.mnemonic, operand_row.operands)
            .into_iter()
            .chain(desc.image.map(|index| image_operands(table, format, index, &desc.mnemonic)).unwrap_or_default())
            .map(|mut operand| {
                // A DPP form's src0 is the VGPR whose lanes it shares.
                if desc.dpp.is_some() && operand.name == "SRC0" {
                    operand.class = "a VGPR (lanes shared by the DPP control)".to_string();
                    operand.field_bits = 8;
                }
                operand
            })
            .map(|mut operand| {
                // The moves relative to M0 reach the register named plus M0.
                let relative = relative_operand(&desc.mnemonic, &operand.name);
                if relative {
                    operand.class.push_str(", offset by M0 at run time");
                }
                operand
            })
            .collect(),
        modifiers: modifiers(format, operand_row),
        options: {
            let mut options: Vec<String> = Vec::new();
            for item in rows.iter().flat_map(|id| table.op(*id).items.iter()) {
                if !options.contains(&item.name) {
                    options.push(item.name.clone());
                }
            }
            options
        },
        // The example in the shape whose operands the page lists, if it can.
        example: std::iter::once(fullest).chain(rows.iter().copied()).find_map(|id| example(table, id, page)),
        shapes,
    }
}

/// The modifiers of a vector row as LLVM's syntax writes them, for the
/// modifier fields whose bits change the printed text: VOP3's neg and abs
/// (and those of `v_fma_mix*`, whose neg_hi field is abs) are signs and
/// bars on the operands; VOP3P's are `neg_lo:[...]` and `neg_hi:[...]`.
fn modifiers(format: &Format, desc: &OpDesc) -> Vec<String> {
    let packed = format.name.as_str() == "VOP3P" && !desc.mix;
    let mut names: Vec<&str> = Vec::new();
    for m in desc.mods.iter().filter(|m| m.printed != 0) {
        let name = match (m.field.as_str(), packed) {
            ("neg", false) => "-x (neg)",
            ("abs", _) | ("neg_hi", false) => "|x| (abs)",
            ("neg", true) => "neg_lo",
            ("opsel", _) => "op_sel",
            ("opsel_hi" | "opsel_hi2", _) => "op_sel_hi",
            (other, _) => other,
        };
        if !names.contains(&name) {
            names.push(name);
        }
    }
    const ORDER: [&str; 8] = ["-x (neg)", "|x| (abs)", "neg_lo", "neg_hi", "op_sel", "op_sel_hi", "clamp", "omod"];
    names.sort_by_key(|n| ORDER.iter().position(|o| o == n).unwrap_or(ORDER.len()));
    names.into_iter().map(str::to_string).collect()
}

/// The format's fixed bits, the opcode, and (for a DPP form carried in a
/// VOP3 encoding) the src0 code that selects it: every operand field zero.
pub fn identifier(format: &Format, desc: &OpDesc) -> u64 {
    let mut bits = format.value as u64;
    if let Some(op) = format.field("op") {
        bits = op.set(bits, desc.opcode as u64);
    }
    if let (Some(dpp), false) = (desc.dpp, format.is_dpp) {
        if let Some(src0) = format.field("src0") {
            bits = src0.set(bits, dpp.kind.src0_code());
        }
    }
    bits
}

/// Whether the row reads or writes `field` (fields that overlap in a format,
/// like VOP3's `abs`/`opsel` and `sdst`, are used by different opcodes).
fn row_uses(desc: &OpDesc, field: &Field) -> bool {
    let name = field.name.as_str();
    desc.operands.iter().any(|o| o.uses(name))
        || desc.mods.iter().any(|m| m.field.as_str() == name)
        || desc.fixed.iter().any(|(f, _)| f.as_str() == name)
        || desc.items.iter().any(|i| i.field.as_str() == name)
        || desc.written.iter().any(|(f, _)| f.as_str() == name)
}

fn layout(format: &Format, desc: &OpDesc, operand_row: &OpDesc) -> Vec<BitField> {
    let fields: Vec<&Field> = format.fields.iter().collect();
    let overlaps = |a: &Field, b: &Field| a.lo <= b.hi && b.lo <= a.hi;
    let mut shown: Vec<&Field> = Vec::new();
    for field in &fields {
        let contested = fields.iter().any(|other| !std::ptr::eq(*other, *field) && overlaps(field, other));
        if !contested {
            shown.push(field);
            continue;
        }
        // Of overlapping fields, show those the opcode uses; when it uses
        // none of them, the first ones the format lists that fit.
        let used = row_uses(operand_row, field) || row_uses(desc, field);
        let rival_used = fields.iter().any(|o| {
            !std::ptr::eq(*o, *field) && overlaps(field, o) && (row_uses(operand_row, o) || row_uses(desc, o))
        });
        if (used || !rival_used) && !shown.iter().any(|s| overlaps(field, s)) {
            shown.push(field);
        }
    }
    let identifier = identifier(format, desc);
    let total = format.dwords * 32;
    let mut out: Vec<BitField> = shown
        .iter()
        .map(|field| {
            let name = field.name.as_str();
            let fixed = (name == "op"
                || (desc.dpp.is_some() && !format.is_dpp && name == "src0")
                || name.starts_with("op") && format.name.as_str() == "VOPD")
                .then(|| bit_string(field.get(identifier), field.width()));
            BitField { name: name.to_ascii_uppercase(), hi: field.hi, lo: field.lo, fixed }
        })
        .collect();
    // Bits no field covers: the format's fixed encoding bits, or reserved.
    let mut bit = 0;
    while bit < total {
        if shown.iter().any(|f| f.lo <= bit && bit <= f.hi) {
            bit += 1;
            continue;
        }
        let is_fixed = |b: u32| b < 32 && format.mask >> b & 1 == 1;
        let kind = is_fixed(bit);
        let lo = bit;
        while bit < total && !shown.iter().any(|f| f.lo <= bit && bit <= f.hi) && is_fixed(bit) == kind {
            bit += 1;
        }
        let hi = bit - 1;
        let width = hi - lo + 1;
        let value = (identifier >> lo) & if width >= 64 { u64::MAX } else { (1 << width) - 1 };
        out.push(BitField {
            name: if kind { "ENCODING".to_string() } else { "RESERVED".to_string() },
            hi,
            lo,
            fixed: kind.then(|| bit_string(value, width)),
        });
    }
    out.sort_by_key(|field| std::cmp::Reverse(field.hi));
    out
}

fn bit_string(value: u64, width: u32) -> String {
    (0..width).rev().map(|b| if value >> b & 1 == 1 { '1' } else { '0' }).collect()
}

// ---------------------------------------------------------------------------
// Operands

fn field_bits(format: &Format, name: Name) -> u32 {
    format.field(name.as_str()).map_or(0, Field::width)
}

fn operands(table: &Table, format: &Format, mnemonic: &str, list: &[OperandKind]) -> Vec<AmdOperand> {
    let types = TypeSuffix::of(mnemonic);
    let mut out = Vec::new();
    let mut seen_source = false;
    for operand in list {
        let (name, written, class, bits) = match operand {
            OperandKind::Ignored { .. } => continue,
            OperandKind::Scalar { field, class, accepts, .. } => {
                let written = is_destination(field.as_str());
                let width = match class {
                    SClass::S32 => "32-bit",
                    SClass::S64 => "64-bit",
                };
                let what = if written {
                    format!("{width} scalar register: an SGPR{}", if *class == SClass::S64 { " pair" } else { "" })
                } else {
                    let literal = accepts.contains(255);
                    let inline = accepts.contains(128);
                    format!(
                        "{width} scalar source: an SGPR{}{}{}",
                        if *class == SClass::S64 { " pair" } else { "" },
                        if inline { ", an inline constant" } else { "" },
                        if literal { " or a literal" } else { "" }
                    )
                };
                (field.as_str().to_ascii_uppercase(), written, what, field_bits(format, *field))
            }
            OperandKind::Literal => ("LITERAL".to_string(), false, "a 32-bit literal dword".to_string(), 32),
            OperandKind::VLiteral { .. } => {
                ("LITERAL".to_string(), false, "a 32-bit constant after the instruction".to_string(), 32)
            }
            OperandKind::Imm { field, .. } => (
                field.as_str().to_ascii_uppercase(),
                false,
                "a 16-bit immediate".to_string(),
                field_bits(format, *field),
            ),
            OperandKind::SendmsgSource { field } => (
                field.as_str().to_ascii_uppercase(),
                false,
                "a message id, written sendmsg(...)".to_string(),
                field_bits(format, *field),
            ),
            OperandKind::SmemData { dwords } => (
                "SDATA".to_string(),
                true,
                format!("{dwords} SGPR{}", if *dwords == 1 { "" } else { "s" }),
                field_bits(format, Name::SDATA),
            ),
            OperandKind::SmemBase { quad } => (
                "SBASE".to_string(),
                false,
                if *quad { "four SGPRs: a buffer resource" } else { "an SGPR pair: a 64-bit address" }.to_string(),
                field_bits(format, Name::SBASE),
            ),
            OperandKind::SmemOffset { .. } => (
                "OFFSET".to_string(),
                false,
                "an immediate byte offset, an SGPR, or both (SOFFSET)".to_string(),
                field_bits(format, Name::OFFSET),
            ),
            OperandKind::Vector { field, class } => {
                let class = &table.classes[*class];
                let name = field.as_str();
                let written = is_destination(name) || (name == "vdata" && writes_data(mnemonic));
                (name.to_ascii_uppercase(), written, describe_class(class), field_bits(format, *field))
            }
            // `off`: no register at all (no address VGPR, a disabled export).
            OperandKind::Implicit { text } if text == "off" => {
                out.push(AmdOperand {
                    name: text.clone(),
                    access: "none",
                    class: "`off`: no register in this shape".to_string(),
                    field_bits: 0,
                    data_type: None,
                });
                continue;
            }
            OperandKind::Implicit { text } => {
                // LLVM prints destinations first: an implicit operand before
                // any source is a result (VOPC's vcc_lo), after one an input.
                (text.clone(), !seen_source, format!("implicit: `{text}`"), 0)
            }
            OperandKind::DualDst { field } => (
                field.as_str().to_ascii_uppercase(),
                true,
                "a VGPR, of the other parity than VDSTX's".to_string(),
                field_bits(format, *field),
            ),
        };
        // SOPK's `sdst` field holds what some opcodes read: the register a
        // compare or a wait reads, the value `s_setreg_b32` writes to a
        // hardware register, the accumulator of `s_addk`.
        let sopk = if name == "SDST" { sopk_sdst_access(mnemonic) } else { None };
        let written = sopk.map_or(written, |access| access != "read");
        if !written {
            seen_source = true;
        }
        let access = if let Some(access) = sopk {
            access
        } else if written && name == "VDST" && mnemonic.contains("atomic") && !mnemonic.starts_with("ds_") {
            "written: the old value, in the shape with glc"
        } else if name == "TARGET" {
            // An export's target names where the data goes; it is no register.
            "none"
        } else if written {
            "written"
        } else if name == "VDATA" && mnemonic.contains("atomic") {
            "read; written with the old value when glc is set"
        } else {
            "read"
        };
        let data_type = if matches!(operand, OperandKind::Vector { .. } | OperandKind::Scalar { .. }) {
            types.for_operand(written, &name)
        } else {
            None
        };
        out.push(AmdOperand { name, access, class, field_bits: bits, data_type });
    }
    out
}

/// An image opcode's operands: the table keeps their shapes apart
/// (`Table::images`), so they are described from the MIMG fields.
fn image_operands(table: &Table, format: &Format, index: usize, mnemonic: &str) -> Vec<AmdOperand> {
    let Some(image) = table.images.iter().nth(index) else { return Vec::new() };
    let bits = |name: &str| format.field(name).map_or(0, Field::width);
    let data_access = if mnemonic.contains("atomic") {
        "read; written with the old value when glc is set"
    } else if mnemonic.starts_with("image_store") {
        "read"
    } else {
        "written"
    };
    let bvh = image.bvh.is_some();
    let mut out = vec![
        AmdOperand {
            name: "VDATA".into(),
            access: data_access,
            class: if bvh { "four VGPRs: the intersection result" } else { "VGPRs: as many as dmask, d16 and tfe say" }
                .into(),
            field_bits: bits("vdata"),
            data_type: None,
        },
        AmdOperand {
            name: "VADDR".into(),
            access: "read",
            class: if bvh {
                "VGPRs: node pointer, ray extent, origin, direction and inverse direction (fewer with a16)"
            } else {
                "VGPRs: the address (as many as dim and a16 say; with nsa, further VGPRs in the next dword)"
            }
            .into(),
            field_bits: bits("vaddr"),
            data_type: None,
        },
        AmdOperand {
            name: "SRSRC".into(),
            access: "read",
            class: "SGPRs: the image resource (8, or 4 with r128), numbered in fours".into(),
            field_bits: bits("srsrc"),
            data_type: None,
        },
    ];
    if image.sampler {
        out.push(AmdOperand {
            name: "SSAMP".into(),
            access: "read",
            class: "four SGPRs: the sampler, numbered in fours".into(),
            field_bits: bits("ssamp"),
            data_type: None,
        });
    }
    out
}

/// Whether the operand of a `v_movrel*`/`s_movrel*`/`v_swaprel*` is taken
/// relative to M0: the destination of `movreld`, the source of `movrels`,
/// both of `movrelsd` and `swaprel`.
fn relative_operand(mnemonic: &str, operand: &str) -> bool {
    let base = page_name(mnemonic);
    let destination = operand.ends_with("DST");
    let source = operand.starts_with("SRC") || operand == "SSRC0";
    if base.contains("movrelsd") || base.contains("swaprel") {
        destination || source
    } else if base.contains("movreld") {
        destination
    } else if base.contains("movrels") {
        source
    } else {
        false
    }
}

fn is_destination(field: &str) -> bool {
    field.starts_with("vdst") || field.starts_with("sdst")
}

/// Whether a memory instruction's data operand receives data: loads, and
/// returning atomics (`_rtn` in DS; MUBUF/FLAT atomics return only with glc,
/// which the access text says).
fn writes_data(mnemonic: &str) -> bool {
    mnemonic.contains("load")
        || mnemonic.contains("_rtn")
        || ["image_sample", "image_gather", "image_get_", "image_bvh"].iter().any(|p| mnemonic.starts_with(p))
}

/// How a SOPK opcode uses its `sdst` field, where it is not a plain destination.
fn sopk_sdst_access(mnemonic: &str) -> Option<&'static str> {
    if ["s_cmpk_", "s_waitcnt_", "s_setreg_b32"].iter().any(|p| mnemonic.starts_with(p)) {
        Some("read")
    } else if matches!(mnemonic, "s_addk_i32" | "s_mulk_i32") {
        Some("read and written")
    } else {
        None
    }
}

/// The kinds of value an operand field takes, in words: from the spellings
/// of the codes llvm-mc assembles there (LLVM decodes, and spells, more).
fn describe_class(class: &amdgpu::table::VClass) -> String {
    let taken: Vec<&str> = class
        .spell
        .iter()
        .enumerate()
        .filter(|(code, _)| class.assembles.contains(*code as u64))
        .filter_map(|(_, s)| s.as_deref())
        .collect();
    let register = |s: &str, prefix: char| {
        s.strip_prefix(prefix).is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit() || c == '['))
    };
    let any = |pred: &dyn Fn(&str) -> bool| taken.iter().any(|s| pred(s));
    let mut kinds = Vec::new();
    if any(&|s| register(s, 'v')) {
        kinds.push(if any(&|s| s.starts_with("v[")) { "VGPRs" } else { "a VGPR" });
    }
    if any(&|s| register(s, 's') || ["vcc", "ttmp", "exec", "m0"].iter().any(|p| s.starts_with(p))) {
        kinds.push(if any(&|s| s.starts_with("s[")) { "SGPRs" } else { "an SGPR" });
    }
    if any(&|s| s.starts_with(|c: char| c.is_ascii_digit() || c == '-')) {
        kinds.push("an inline constant");
    }
    if class.literal_written {
        kinds.push("a literal");
    }
    match kinds.as_slice() {
        // Named values (an export target): a few of the names.
        [] if !taken.is_empty() => {
            let mut names: Vec<&str> = taken.iter().take(4).copied().collect();
            if taken.len() > 4 {
                names.push("...");
            }
            format!("one of {}", names.join(", "))
        }
        [] => "an operand field".to_string(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// The data types a mnemonic's suffix names: `v_cvt_f32_i32` converts an
/// i32 into an f32, `v_pk_max_i16` works on pairs of i16, `v_add_f32` on f32.
struct TypeSuffix {
    destination: Option<String>,
    source: Option<String>,
    /// A vector compare, whose result is a lane mask.
    compare: bool,
}

impl TypeSuffix {
    fn of(mnemonic: &str) -> TypeSuffix {
        let base = page_name(mnemonic);
        let words: Vec<&str> = base.split('_').collect();
        let types: Vec<&str> = words.iter().copied().filter(|w| type_phrase(w).is_some()).collect();
        let packed = words.get(1) == Some(&"pk");
        let compare = base.starts_with("v_cmp_");
        let phrase = |t: &str| {
            let p = type_phrase(t).unwrap_or_default();
            if packed {
                format!("{p}, two packed in 32 bits")
            } else {
                p
            }
        };
        match types.as_slice() {
            [] => TypeSuffix { destination: None, source: None, compare },
            [one] => TypeSuffix { destination: Some(phrase(one)), source: Some(phrase(one)), compare },
            [dst, src, ..] if words.contains(&"cvt") => {
                TypeSuffix { destination: Some(phrase(dst)), source: Some(phrase(src)), compare }
            }
            [.., last] => TypeSuffix { destination: Some(phrase(last)), source: Some(phrase(last)), compare },
        }
    }

    fn for_operand(&self, written: bool, name: &str) -> Option<String> {
        if written && self.compare && matches!(name, "VDST" | "SDST") {
            return Some("a lane mask: one bit per lane".to_string());
        }
        // Address and resource operands are not the data.
        if matches!(name, "VADDR" | "SADDR" | "SRSRC" | "SSAMP" | "SOFFSET" | "SBASE" | "ADDR") {
            return None;
        }
        if written {
            self.destination.clone()
        } else {
            self.source.clone()
        }
    }
}

fn type_phrase(word: &str) -> Option<String> {
    let (kind, bits) = word.split_at(word.find(|c: char| c.is_ascii_digit())?);
    let bits: u32 = bits.parse().ok()?;
    if ![4, 8, 16, 24, 32, 64, 96, 128, 256, 512].contains(&bits) {
        return None;
    }
    Some(match kind {
        "f" => format!("{bits}-bit float"),
        "bf" => format!("bfloat{bits}"),
        "i" => format!("signed {bits}-bit integer"),
        "u" => format!("unsigned {bits}-bit integer"),
        "b" => format!("{bits} bits"),
        _ => return None,
    })
}

// ---------------------------------------------------------------------------
// VOPD components

/// Pages for the halves of VOPD (`v_dual_add_f32`): each half is an
/// operation in opX, opY or both.
fn dual_pages(table: &Table, target: &str) -> Vec<AmdPage> {
    let Some(vopd) = formats().iter().find(|f| f.name.as_str() == "VOPD") else { return Vec::new() };
    let mut names: Vec<String> = Vec::new();
    for side in table.duals.iter() {
        for comp in side {
            if !names.contains(&comp.mnemonic) {
                names.push(comp.mnemonic.clone());
            }
        }
    }
    names
        .into_iter()
        .map(|name| {
            let x = table.duals[0].iter().find(|c| c.mnemonic == name);
            let y = table.duals[1].iter().find(|c| c.mnemonic == name);
            let mut encodings = Vec::new();
            for (side, comp) in [("X", x), ("Y", y)] {
                let Some(comp) = comp else { continue };
                let field = if side == "X" { "opX" } else { "opY" };
                let mut bits = vopd.value as u64;
                if let Some(f) = vopd.field(field) {
                    bits = f.set(bits, comp.code as u64);
                }
                let layout = vopd
                    .fields
                    .iter()
                    .filter(|f| f.name.as_str() != "op")
                    .map(|f| BitField {
                        name: f.name.as_str().to_ascii_uppercase(),
                        hi: f.hi,
                        lo: f.lo,
                        fixed: (f.name.as_str() == field).then(|| bit_string(f.get(bits), f.width())),
                    })
                    .chain(std::iter::once(BitField {
                        name: "ENCODING".into(),
                        hi: 31,
                        lo: 26,
                        fixed: Some(bit_string((vopd.value >> 26) as u64, 6)),
                    }))
                    .collect::<Vec<_>>();
                let mut layout = layout;
                layout.sort_by_key(|field| std::cmp::Reverse(field.hi));
                encodings.push(Encoding {
                    mnemonic: format!("{name} (as VOPD {side})"),
                    format: "VOPD".into(),
                    dpp: None,
                    width: 64,
                    opcode: comp.code,
                    identifier: format!("0x{bits:016X}"),
                    layout,
                    operands: operands(table, vopd, &comp.mnemonic, &comp.operands),
                    modifiers: Vec::new(),
                    options: Vec::new(),
                    example: None,
                    shapes: 1,
                });
            }
            AmdPage {
                summary: summary(&name.replacen("v_dual_", "v_", 1)),
                category: "Vector Dual Issue",
                example: dual_example(table, &name, x, y),
                aliases: Vec::new(),
                targets: TARGETS.iter().map(|t| TargetSupport { target: t, supported: *t == target }).collect(),
                related: Vec::new(),
                used_by: Vec::new(),
                // Each half computes as its VOP1/VOP2 form (tests/semantics.rs
                // runs the entry against pairs of halves).
                semantics: crate::semantics::lookup(&name).map(|e| e.lines.clone()),
                prose: None,
                encodings,
                name,
            }
        })
        .collect()
}

/// `v_dual_X v1, v2, v3 :: v_dual_mov_b32 v4, v5` (or with the half on the
/// Y side), decoded from a VOPD word and printed by `amdgpu`.
fn dual_example(
    table: &Table,
    name: &str,
    x: Option<&amdgpu::table::DualComp>,
    y: Option<&amdgpu::table::DualComp>,
) -> Option<AmdExample> {
    let partner_y = table.duals[1].iter().find(|c| c.mnemonic == "v_dual_mov_b32");
    let partner_x = table.duals[0].iter().find(|c| c.mnemonic == "v_dual_mov_b32");
    let pairs = [(x, partner_y), (partner_x, y)];
    for (x, y) in pairs {
        let (Some(x), Some(y)) = (x, y) else { continue };
        let opcode = x.code * 32 + y.code;
        let Some(id) = (0..table.ops.len()).find(|id| {
            let d = table.op(*id);
            format_name(d) == "VOPD" && d.opcode == opcode
        }) else {
            continue;
        };
        if let Some(example) = example(table, id, name) {
            return Some(example);
        }
    }
    None
}

// ---------------------------------------------------------------------------
// Examples

/// An example of row `id`: an encoding of it with registers chosen by
/// operand position, decoded and printed by `amdgpu`, and kept only when
/// `amdgpu::asm` assembles the text back to an instruction of the same page.
pub fn example(table: &Table, id: OpId, page: &str) -> Option<AmdExample> {
    let desc = table.op(id);
    let format = &formats()[desc.format];
    let operand_row = desc.dpp.map_or(desc, |d| table.op(d.base));
    let mut bits = identifier(format, desc);
    for field in format.fields.iter() {
        if field.default != 0 {
            bits = field.set(bits, field.default);
        }
    }
    for (name, value) in desc.fixed.iter().chain(desc.written.iter()) {
        if let Some(f) = format.field(name.as_str()) {
            bits = f.set(bits, *value);
        }
    }
    // DPP forms in their format: the identity permutations, every row and
    // bank enabled, so the example reads as the plain operation.
    for (name, value) in [("dpp_ctrl", DPP16_IDENTITY), ("row_mask", 0xf), ("bank_mask", 0xf), ("lanes", DPP8_IDENTITY)]
    {
        if let Some(f) = format.field(name) {
            bits = f.set(bits, value);
        }
    }
    let dpp_dword = desc.dpp.is_some() && !format.is_dpp;
    let needs_literal =
        operand_row.operands.iter().any(|o| matches!(o, OperandKind::Literal | OperandKind::VLiteral { .. }));
    // Image instructions: one data channel and a 2-D or 1-D address, the
    // shapes every image opcode has.
    let tweaks: &[&[(&str, u64)]] = if format.name.as_str() == "MIMG" {
        &[
            &[("dmask", 1), ("dim", 1)],
            &[("dmask", 1)],
            &[("dmask", 3), ("dim", 1)],
            &[("dmask", 1), ("dim", 6)],
            // The ray-tracing opcodes: all four channels, unorm and r128.
            &[("dmask", 15), ("unorm", 1), ("r128", 1)],
            &[],
        ]
    } else {
        &[&[]]
    };
    // Registers by operand position, in a few patterns: VOPD wants its
    // halves' sources in different banks, 64-bit operands want even ones.
    let schemes: [fn(u64) -> u64; 3] = [|i| 4 * (i + 1), |i| i + 1, |i| 2 * i + 1];
    for tweak in tweaks {
        let mut base = bits;
        for (name, value) in tweak.iter() {
            if let Some(f) = format.field(*name) {
                base = f.set(base, *value);
            }
        }
        for scheme in schemes {
            let word = with_operands(table, format, desc, operand_row, base, scheme);
            if let Some(example) = try_word(table, format, word, dpp_dword, needs_literal, page) {
                return Some(example);
            }
        }
        if let Some(example) = try_word(table, format, base, dpp_dword, needs_literal, page) {
            return Some(example);
        }
    }
    None
}

/// `bits` with each operand field set to a register chosen by `scheme` from
/// the operand's position, or to a code the operand takes.
fn with_operands(
    table: &Table,
    format: &Format,
    desc: &OpDesc,
    operand_row: &OpDesc,
    bits: u64,
    scheme: fn(u64) -> u64,
) -> u64 {
    let mut out = bits;
    for (index, operand) in operand_row.operands.iter().enumerate() {
        if desc.dpp.is_some() && !format.is_dpp && operand.uses("src0") {
            continue;
        }
        let register = scheme(index as u64);
        let first = |ok: &dyn Fn(u64) -> bool| (0..512).find(|c| ok(*c));
        let choice: Option<(&str, u64)> = match operand {
            OperandKind::Scalar { field, assembles, .. } => {
                pick(&[register, register & !1, register & !3], |c| assembles.contains(c))
                    .or_else(|| first(&|c| assembles.contains(c)))
                    .map(|c| (field.as_str(), c))
            }
            OperandKind::Vector { field, class } => {
                let class = &table.classes[*class];
                let vgpr = if class.width == 9 { 256 + register } else { register };
                pick(&[vgpr, vgpr & !1, vgpr & !3, register, 256], |c| class.assembles.contains(c))
                    .or_else(|| first(&|c| class.assembles.contains(c)))
                    .map(|c| (field.as_str(), c))
            }
            OperandKind::DualDst { field } => Some((field.as_str(), register / 2)),
            OperandKind::SmemData { .. } => Some(("sdata", 8)),
            OperandKind::SmemBase { .. } => Some(("sbase", 2)),
            OperandKind::SmemOffset { .. } => Some(("soffset", 124)),
            _ => None,
        };
        if let Some((field, code)) = choice {
            if let Some(f) = format.field(field) {
                if !desc.fixed.iter().any(|(n, _)| n.as_str() == field) {
                    out = f.set(out, code);
                }
            }
        }
    }
    out
}

/// `quad_perm:[0,1,2,3]`.
const DPP16_IDENTITY: u64 = 0xe4;
/// `dpp8:[0,1,2,3,4,5,6,7]`: lane i reads lane i, three bits each.
const DPP8_IDENTITY: u64 = 0xfac688;

fn pick(candidates: &[u64], ok: impl Fn(u64) -> bool) -> Option<u64> {
    candidates.iter().copied().find(|c| ok(*c))
}

fn try_word(
    table: &Table,
    format: &Format,
    bits: u64,
    dpp_dword: bool,
    literal: bool,
    page: &str,
) -> Option<AmdExample> {
    let mut bytes = Vec::new();
    for k in 0..format.dwords {
        bytes.extend_from_slice(&((bits >> (32 * k)) as u32).to_le_bytes());
    }
    if dpp_dword {
        // The DPP dword of a VOP3 form: src0's VGPR, then quad_perm:[0,1,2,3]
        // with every row and bank enabled (DPP16) or the identity lane
        // selects (DPP8); the src0 code says which of the two it is.
        let dword = match format.field("src0").map(|f| f.get(bits)) {
            Some(250) => 0xff00_e408u32,
            _ => ((DPP8_IDENTITY as u32) << 8) | 8,
        };
        bytes.extend_from_slice(&dword.to_le_bytes());
    }
    if literal {
        // 1.0 as a binary16 (a small number in any other type).
        bytes.extend_from_slice(&0x3c00u32.to_le_bytes());
    }
    // A few padding words so that decoding never runs out of bytes for an
    // NSA dword or literal it wants.
    bytes.extend_from_slice(&[0; 8]);
    let inst = amdgpu::decode(table, &bytes).ok()?;
    let text = amdgpu::print(table, &inst);
    // A VOPD example is on the pages of both its halves.
    let on_page = text.split("::").any(|half| half.split_whitespace().next().map(page_name).as_deref() == Some(page));
    if !on_page {
        return None;
    }
    let assembled = amdgpu::asm::assemble(table, &text).ok()?;
    if assembled.insts.len() != 1 {
        return None;
    }
    Some(AmdExample { text, encoding: hex_words(&assembled.bytes) })
}

/// Bytes as little-endian dwords in hex: `0xcc070005 0x18000401`.
pub fn hex_words(bytes: &[u8]) -> String {
    bytes
        .chunks(4)
        .map(|c| {
            let mut w = [0u8; 4];
            w[..c.len()].copy_from_slice(c);
            format!("0x{:08x}", u32::from_le_bytes(w))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

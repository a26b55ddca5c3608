//! The assembler: LLVM's gfx11 syntax to instructions, with LLVM's operand
//! checks and messages ("invalid operand for instruction", "only one unique
//! literal operand is allowed", ...). Labels may be used before they are
//! defined; branch offsets are resolved in a second pass. Directive lines
//! are kept in order and read over the whole file afterwards
//! ([`crate::file_directives`]): sections, symbols, alignment and data,
//! and the `.amdhsa_kernel` and `.amdgpu_metadata` blocks that make a code
//! object ([`Output::code_object`]).

use crate::constant::{encode, Encoded, Number, NumberType};
use crate::format::Name;
use crate::inst::{build, inline_value, Inst, LITERAL};
use crate::table::{ImmStyle, OpId, OperandKind, SClass, Table};
use rustc_hash::FxHashMap as HashMap;
use std::borrow::Cow;
use std::ops::Range;

/// An assembly error at a byte range of the source.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct AsmError {
    pub span: Range<usize>,
    /// Borrowed for the fixed messages: the assembler tries each row of a
    /// mnemonic, and a row that does not fit should cost no allocation.
    pub message: Cow<'static, str>,
}

/// One assembled instruction and where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assembled {
    pub inst: Inst,
    pub offset: usize,
    pub span: Range<usize>,
}

/// The result of assembling a file: instructions and their bytes, or every
/// error found.
#[derive(Clone, Debug, Default)]
pub struct Output {
    pub insts: Vec<Assembled>,
    /// `.text`: the instructions, and the padding and data of directives.
    pub bytes: Vec<u8>,
    /// The labels of `.text`, at their offsets.
    pub labels: HashMap<String, usize>,
    /// What the directives declare for the code object.
    pub object: crate::file_directives::ObjectParts,
}

impl Output {
    /// The relocatable code object llvm-mc -filetype=obj would write for
    /// the source: `.text`, the kernel descriptors, the metadata note and
    /// the symbols.
    pub fn code_object(&self, target: &str) -> Result<Vec<u8>, crate::hsaco::CodeObjectError> {
        self.object.code_object(target, &self.bytes)
    }
}

pub(crate) fn err(span: Range<usize>, message: impl Into<Cow<'static, str>>) -> AsmError {
    AsmError { span, message: message.into() }
}

/// Splits `text` at top-level commas (not inside parentheses), keeping spans.
pub(crate) fn split_operands(text: &str, base: usize) -> crate::vector::Pieces<'_> {
    let mut out = crate::vector::Pieces::new();
    split_operands_into(&mut out, text, base);
    out
}

/// [`split_operands`] into `out` (a list that is not moved afterwards: a
/// list of pieces is some 250 bytes, and its moves showed in the profile).
pub(crate) fn split_operands_into<'a>(out: &mut crate::vector::Pieces<'a>, text: &'a str, base: usize) {
    let bytes = text.as_bytes();
    // The bytes that matter, marked: the rest are passed over by one test.
    const MARKS: [u8; 256] = {
        let mut marks = [0u8; 256];
        marks[b'(' as usize] = 1;
        marks[b'[' as usize] = 1;
        marks[b')' as usize] = 2;
        marks[b']' as usize] = 2;
        marks[b',' as usize] = 3;
        marks
    };
    let (mut depth, mut start, mut i) = (0i32, 0usize, 0usize);
    loop {
        // The next comma outside brackets, or the end.
        let mut cut = bytes.len();
        while i < bytes.len() {
            match MARKS[bytes[i] as usize] {
                0 => {}
                1 => depth += 1,
                2 => depth -= 1,
                _ if depth == 0 => {
                    cut = i;
                    break;
                }
                _ => {}
            }
            i += 1;
        }
        // The piece, trimmed from each end (the cuts fall on ASCII bytes);
        // one place pushes, so that it is inlined (as a closure called from
        // two, it cost some 85 instructions a piece).
        let (mut s, mut e) = (start, cut);
        while s < e && bytes[s].is_ascii_whitespace() {
            s += 1;
        }
        while e > s && bytes[e - 1].is_ascii_whitespace() {
            e -= 1;
        }
        if s < e {
            out.push((Cow::Borrowed(&text[s..e]), base + s..base + e));
        }
        if cut == bytes.len() {
            return;
        }
        start = cut + 1;
        i = cut + 1;
    }
}

/// Parses an integer: decimal or 0x hex, with an optional minus sign.
pub(crate) fn parse_int(text: &str) -> Option<i128> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (radix, digits) = match digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
        Some(hex) => (16, hex),
        None => (10, digits),
    };
    // Up to 15 digits fit a u64 in either radix: summed in line (the
    // library's parser of i128 was a twentieth of the assembler's time).
    let value = if !digits.is_empty() && digits.len() <= 15 {
        let mut v = 0u64;
        for b in digits.bytes() {
            let d = match b {
                b'0'..=b'9' => b - b'0',
                b'a'..=b'f' if radix == 16 => b - b'a' + 10,
                b'A'..=b'F' if radix == 16 => b - b'A' + 10,
                _ => return None,
            };
            v = v * radix + d as u64;
        }
        v as i128
    } else {
        // (The library's parser would take a sign after `0x`.)
        if digits.is_empty()
            || !digits.bytes().all(|b| if radix == 16 { b.is_ascii_hexdigit() } else { b.is_ascii_digit() })
        {
            return None;
        }
        i128::from_str_radix(digits, radix as u32).ok()?
    };
    Some(if negative { -value } else { value })
}

/// The spellings of scalar and SMEM operands the assembler takes, compiled
/// with the table (the first code of each spelling, less what llvm-mc
/// refuses to write, so that it is an error here too).
struct Names<'t>(&'t Table);

impl Names<'_> {
    fn src(&self, class: SClass, text: &str) -> Option<u64> {
        self.0.src_code(class, text)
    }
    fn dst(&self, class: SClass, text: &str) -> Option<u64> {
        self.0.dst_code(class, text)
    }
}

/// A value for a scalar source: an inline code, or the literal.
enum Source {
    Code(u64),
    Literal(u32),
}

fn scalar_source(names: &Names, class: SClass, text: &str) -> Option<Source> {
    if let Some(inner) = text.strip_prefix("lit(").and_then(|t| t.strip_suffix(')')) {
        let v = parse_int(inner.trim())?;
        return literal_value(class, v).map(Source::Literal);
    }
    if let Some(code) = names.src(class, text) {
        if code != LITERAL {
            return Some(Source::Code(code));
        }
    }
    // A number: the scalar formats' operands are 32-bit or 64-bit integers.
    let ty = match class {
        SClass::S32 => NumberType::Bits32,
        SClass::S64 => NumberType::Int64,
    };
    Some(match encode(ty, Number::parse(text)?)? {
        Encoded::Inline(code) => Source::Code(code),
        Encoded::Literal(v) => Source::Literal(v),
    })
}

/// A 32-bit literal for an integer written in the source, if it fits.
fn literal_value(class: SClass, v: i128) -> Option<u32> {
    match class {
        SClass::S32 if (-(1 << 31)..(1 << 32)).contains(&v) => Some(v as u32),
        // 64-bit operands zero-extend their literal.
        SClass::S64 if (0..(1 << 32)).contains(&v) => Some(v as u32),
        SClass::S64 if (-(1 << 31)..0).contains(&v) => Some(v as u32),
        _ => None,
    }
}

/// Parses a 16-bit immediate in an instruction's style.
fn immediate(table: &Table, style: ImmStyle, text: &str) -> Result<u16, String> {
    let invalid = || "invalid operand for instruction".to_string();
    // llvm-mc reads the number in 64 bits (0xffffffffffffffff is -1; a
    // float as a double's bits, so only 0.0 fits).
    let plain = |t: &str| -> Result<u16, String> {
        let v = match Number::parse(t).ok_or_else(invalid)? {
            Number::Int(v) => v,
            Number::Float(f) => f.to_bits() as i64 as i128,
        };
        if (-(1 << 15)..(1 << 16)).contains(&v) {
            Ok(v as u16)
        } else {
            Err(invalid())
        }
    };
    match style {
        ImmStyle::Waitcnt if !text.starts_with(|c: char| c.is_ascii_digit() || c == '-') => {
            let (mut vm, mut exp, mut lgkm) = (63u16, 7u16, 63u16);
            for part in text.split(['&', ',', ' ']).filter(|p| !p.is_empty()) {
                let (name, value) = counter(part).ok_or_else(invalid)?;
                match name {
                    "vmcnt" if value <= 63 => vm = value,
                    "expcnt" if value <= 7 => exp = value,
                    "lgkmcnt" if value <= 63 => lgkm = value,
                    _ => return Err(invalid()),
                }
            }
            Ok(vm << 10 | lgkm << 4 | exp)
        }
        ImmStyle::DelayAlu if text.contains('(') => {
            let mut v = 0u16;
            for part in text.split('|').map(str::trim) {
                let (name, arg) = call(part).ok_or_else(invalid)?;
                let find =
                    |map: &HashMap<u32, String>| map.iter().find(|(_, n)| n.as_str() == arg).map(|(k, _)| *k as u16);
                match name {
                    "instid0" => v |= find(&table.instid).ok_or_else(invalid)?,
                    "instskip" => v |= find(&table.instskip).ok_or_else(invalid)? << 4,
                    "instid1" => v |= find(&table.instid).ok_or_else(invalid)? << 7,
                    _ => return Err(invalid()),
                }
            }
            Ok(v)
        }
        ImmStyle::Hwreg if text.starts_with("hwreg(") => {
            let (_, args) = call(text).ok_or_else(invalid)?;
            let args: Vec<&str> = args.split(',').map(str::trim).collect();
            let id = match table.hwreg.iter().find(|(_, n)| n.as_str() == args[0]) {
                Some((k, _)) => *k as u16,
                None => parse_int(args[0]).filter(|v| (0..64).contains(v)).ok_or_else(invalid)? as u16,
            };
            let (offset, size) = match args.len() {
                1 => (0, 32),
                3 => (
                    parse_int(args[1]).filter(|v| (0..32).contains(v)).ok_or_else(invalid)? as u16,
                    parse_int(args[2]).filter(|v| (1..=32).contains(v)).ok_or_else(invalid)? as u16,
                ),
                _ => return Err(invalid()),
            };
            Ok(id | offset << 6 | (size - 1) << 11)
        }
        ImmStyle::Sendmsg if text.starts_with("sendmsg(") => sendmsg_value(table, text).ok_or_else(invalid),
        ImmStyle::Depctr if text.starts_with("depctr_") => {
            // Every counter starts at its maximum (no wait).
            let mut v: u16 = 0xff9f;
            for part in text.split(['&', ',', ' ']).filter(|p| !p.is_empty()) {
                let (name, value) = counter(part).ok_or_else(invalid)?;
                let (lo, width) = match name {
                    "depctr_hold_cnt" => (7, 1),
                    "depctr_sa_sdst" => (0, 1),
                    "depctr_va_vdst" => (12, 4),
                    "depctr_va_sdst" => (9, 3),
                    "depctr_va_ssrc" => (8, 1),
                    "depctr_va_vcc" => (1, 1),
                    "depctr_vm_vsrc" => (2, 3),
                    _ => return Err(invalid()),
                };
                if value >= 1 << width {
                    return Err(invalid());
                }
                v = (v & !(((1 << width) - 1) << lo)) | value << lo;
            }
            Ok(v)
        }
        ImmStyle::Version if text.contains("UC_VERSION") || text.contains('|') => {
            let mut v = 0u16;
            for part in text.split('|').map(|p| p.trim().trim_matches(|c| c == '(' || c == ')')) {
                v |= match part {
                    "UC_VERSION_W64_BIT" => 1 << 13,
                    "UC_VERSION_W32_BIT" => 1 << 14,
                    "UC_VERSION_MDP_BIT" => 1 << 15,
                    name => match table.version.iter().find(|(_, n)| n.as_str() == name) {
                        Some((k, _)) => *k as u16,
                        None => plain(name)?,
                    },
                };
            }
            Ok(v)
        }
        _ => plain(text),
    }
}

/// `name(value)` with a number.
fn counter(text: &str) -> Option<(&str, u16)> {
    let (name, arg) = call(text)?;
    let v = parse_int(arg)?;
    (0..=0xffff).contains(&v).then_some((name, v as u16))
}

/// `name(args)`.
fn call(text: &str) -> Option<(&str, &str)> {
    let open = text.find('(')?;
    let inner = text[open + 1..].strip_suffix(')')?;
    Some((text[..open].trim(), inner.trim()))
}

fn sendmsg_value(table: &Table, text: &str) -> Option<u16> {
    let (_, args) = call(text)?;
    let args: Vec<&str> = args.split(',').map(str::trim).collect();
    let id = match table.sendmsg.iter().find(|(_, n)| n.as_str() == args[0]) {
        Some((k, _)) => *k as u16,
        None => parse_int(args[0]).filter(|v| (0..256).contains(v))? as u16,
    };
    // Operation and stream ids are not used by gfx11 messages: only 0 is taken.
    if args[1..].iter().any(|a| parse_int(a) != Some(0)) {
        return None;
    }
    Some(id)
}

/// Assembles a whole source file for `table`'s target. A long file is cut
/// at line ends into stretches assembled in parallel; offsets, labels and
/// branches are then resolved in order, as for one stretch.
pub fn assemble(table: &Table, source: &str) -> Result<Output, Vec<AsmError>> {
    assemble_with(table, source, true)
}

/// [`assemble`] for a caller that needs the bytes, labels and code object
/// but not the list of instructions: [`Output::insts`] is left empty. A
/// big file then never holds an [`Assembled`] per line (70 bytes each, twice
/// over while stretches are joined), which was most of `pisa asm -o`'s
/// memory and page faults.
pub fn assemble_bytes(table: &Table, source: &str) -> Result<Output, Vec<AsmError>> {
    assemble_with(table, source, false)
}

fn assemble_with(table: &Table, source: &str, keep_insts: bool) -> Result<Output, Vec<AsmError>> {
    let names = &Names(table);
    let pieces: Vec<Piece> = if source.len() > 2 * STRETCH && rayon::current_num_threads() > 1 {
        use rayon::prelude::*;
        let mut cuts = vec![0];
        while let Some(&last) = cuts.last() {
            if last >= source.len() {
                break;
            }
            // Searched as bytes: the guess may fall inside a character; the
            // cut, after a newline, never does.
            let guess = (last + STRETCH).min(source.len());
            let newline = source.as_bytes()[guess..].iter().position(|&b| b == b'\n');
            let cut = newline.map_or(source.len(), |k| guess + k + 1);
            cuts.push(cut);
        }
        cuts.windows(2)
            .collect::<Vec<_>>()
            .into_par_iter()
            .map(|w| assemble_lines(table, names, &source[w[0]..w[1]], w[0], Mode::default(), keep_insts))
            .collect()
    } else {
        vec![assemble_lines(table, names, source, 0, Mode::default(), keep_insts)]
    };
    let mut errors = Vec::new();
    let mut out = Output { insts: Vec::with_capacity(pieces.iter().map(|p| p.insts.len()).sum()), ..Output::default() };
    // Instructions with a label operand, patched once every label is known.
    let mut fixups: Vec<(usize, String, Range<usize>)> = Vec::new();
    let mut references: Vec<(usize, SymbolReference)> = Vec::new();
    let mut expressions: Vec<(usize, crate::expr::Expr)> = Vec::new();
    let mut directives = crate::file_directives::State::new(table.target);
    let mut mode = Mode::default();
    out.bytes = Vec::with_capacity(pieces.iter().map(|p| p.bytes.len()).sum());
    for mut piece in pieces {
        // A stretch read as if it began in `.text` outside any block is
        // read again where that guess was wrong (rare: a cut inside a
        // block or after a section switch).
        if piece.start != mode {
            piece = assemble_lines(table, names, &source[piece.source.clone()], piece.source.start, mode, keep_insts);
        }
        mode = piece.end;
        let base = out.bytes.len();
        // The bytes added by the first k events of the stretch.
        let mut added = Vec::with_capacity(piece.events.len() + 1);
        added.push(0usize);
        let mut copied = 0;
        for event in &piece.events {
            out.bytes.extend_from_slice(&piece.bytes[copied..event.offset]);
            copied = event.offset;
            let before = out.bytes.len();
            directives.event(source, &event.kind, &mut out.bytes, &mut errors);
            added.push(added.last().copied().unwrap_or(0) + out.bytes.len() - before);
        }
        out.bytes.extend_from_slice(&piece.bytes[copied..]);
        for (name, at, events_before, span) in piece.labels {
            // The first definition stands (branches to it stay in range).
            match out.labels.entry(name) {
                std::collections::hash_map::Entry::Occupied(e) => {
                    errors.push(err(span, format!("invalid symbol redefinition: `{}`", e.key())));
                }
                std::collections::hash_map::Entry::Vacant(e) => {
                    directives.mention(e.key(), span.start);
                    e.insert(base + at + added[events_before]);
                }
            }
        }
        fixups.extend(piece.fixups.into_iter().map(|(index, name, span)| (out.insts.len() + index, name, span)));
        references.extend(piece.references.into_iter().map(|(index, r)| (out.insts.len() + index, r)));
        expressions.extend(piece.expressions.into_iter().map(|(index, e)| (out.insts.len() + index, e)));
        let mut events = piece.events.iter().map(|e| e.insts_before).peekable();
        let mut passed = 0;
        for (k, a) in piece.insts.into_iter().enumerate() {
            while events.next_if(|&before| before <= k).is_some() {
                passed += 1;
            }
            out.insts.push(Assembled { offset: base + a.offset + added[passed], ..a });
        }
        errors.extend(piece.errors);
    }
    directives.finish(&mut errors);
    for (index, name, span) in fixups {
        let Some(&target) = out.labels.get(&name) else {
            errors.push(err(span, format!("undefined label `{name}`")));
            continue;
        };
        let a = &mut out.insts[index];
        let next = a.offset as i64 + a.inst.len(table) as i64;
        let delta = (target as i64 - next) / 4;
        if !(-(1 << 15)..(1 << 15)).contains(&delta) {
            errors.push(err(span, "branch target out of range"));
            continue;
        }
        let format = a.inst.format(table);
        if let Some(f) = format.field(Name::SIMM16) {
            a.inst.bits = f.set(a.inst.bits, delta as u16 as u64);
        }
        // Its bytes, written with the label's place left zero, again.
        let mut at = a.offset;
        crate::inst::encode_words(table, &a.inst, |word| {
            out.bytes[at..at + 4].copy_from_slice(&word.to_le_bytes());
            at += 4;
        });
    }
    // An expression of labels in a literal: its value, which must fit the
    // literal's 32 bits, as llvm-mc writes it (no relocation).
    for (index, e) in expressions {
        let labels = &out.labels;
        let value = e.eval(&mut |name, span| {
            labels.get(name).map(|&at| at as i64).ok_or_else(|| err(span.clone(), format!("undefined label `{name}`")))
        });
        let value = match value {
            Ok(v) if (i64::from(i32::MIN)..=i64::from(u32::MAX)).contains(&v) => v as u32,
            Ok(_) => {
                errors.push(err(e.span(), "value does not fit in 32 bits"));
                continue;
            }
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        let a = &mut out.insts[index];
        a.inst.literal = Some(value);
        let mut at = a.offset;
        crate::inst::encode_words(table, &a.inst, |word| {
            out.bytes[at..at + 4].copy_from_slice(&word.to_le_bytes());
            at += 4;
        });
    }
    // A symbol in a literal is a relocation of the literal's dword (the
    // instruction's last), left zero, as llvm-mc leaves it.
    let literal_at = references.iter().map(|(index, _)| {
        let a = &out.insts[*index];
        (a.offset + a.inst.len(table) - 4) as u64
    });
    let literal_at: Vec<u64> = literal_at.collect();
    out.object = directives.into_parts(
        &out.labels,
        references.into_iter().zip(literal_at).map(|((_, r), at)| (r, at)).collect(),
        &mut errors,
    );
    if !keep_insts {
        // Only those with a label or symbol were kept, for the steps above.
        out.insts = Vec::new();
    }
    if !errors.is_empty() {
        errors.sort_by_key(|e| e.span.start);
        return Err(errors);
    }
    Ok(out)
}

/// Bytes of source per stretch assembled in parallel: small enough that
/// the cores finish close together (a 3.4 MB file is 52 stretches; with 13,
/// one core could idle for most of a stretch at the end), large enough that
/// a stretch's own costs do not show.
const STRETCH: usize = 1 << 16;

/// What a stretch of lines assembles to, offsets from the stretch's first
/// instruction: the instructions and their bytes (encoded where the stretch
/// was assembled, in parallel), the labels defined (with where), the
/// instructions whose label operand is still to resolve, the errors, and
/// the size of the code.
#[derive(Default)]
struct Piece {
    insts: Vec<Assembled>,
    bytes: Vec<u8>,
    /// Name, offset, how many of `events` come before it, where.
    labels: Vec<(String, usize, usize, Range<usize>)>,
    fixups: Vec<(usize, String, Range<usize>)>,
    /// Instructions with a symbol in their literal (`f@rel32@lo+4`).
    references: Vec<(usize, SymbolReference)>,
    /// Instructions with an expression of labels in their literal.
    expressions: Vec<(usize, crate::expr::Expr)>,
    /// The directive lines, in order, and where among the instructions
    /// each came: their meaning (and the bytes they add) is settled in
    /// order over the whole file.
    events: Vec<Event>,
    errors: Vec<AsmError>,
    /// The section and block the stretch was read as starting in, and the
    /// ones it ends in.
    start: Mode,
    end: Mode,
    /// The stretch's text in the file.
    source: Range<usize>,
}

/// Which section lines go to, and whether they are inside an
/// `.amdhsa_kernel` or `.amdgpu_metadata` block: what a line means depends
/// on it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Mode {
    pub section: Section,
    pub block: Block,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) enum Section {
    #[default]
    Text,
    /// The kernel descriptors and read-only data.
    Rodata,
    /// Writable data.
    Data,
    /// Data the loader relocates, read-only afterwards.
    DataRelRo,
    /// Zero-initialized writable data: a size, no bytes in the file.
    Bss,
    /// Any other section: its contents are not part of what is written.
    Other,
}

impl Section {
    /// The section a `.section` directive names.
    pub(crate) fn named(name: &str) -> Section {
        match name {
            ".text" => Section::Text,
            ".rodata" => Section::Rodata,
            ".data" => Section::Data,
            ".data.rel.ro" => Section::DataRelRo,
            ".bss" => Section::Bss,
            _ => Section::Other,
        }
    }

    /// Whether its labels and data are written to the object.
    pub(crate) fn holds_data(self) -> bool {
        matches!(self, Section::Rodata | Section::Data | Section::DataRelRo | Section::Bss)
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Block {
    #[default]
    None,
    Kernel,
    Metadata,
}

/// A directive line (or a line of YAML in the metadata block), after the
/// first `insts_before` instructions of its stretch, at byte `offset` of
/// the stretch's code.
pub(crate) struct Event {
    pub kind: EventKind,
    pub insts_before: usize,
    pub offset: usize,
}

pub(crate) enum EventKind {
    /// The directive's text (comment removed) in the file.
    Directive(Range<usize>),
    MetadataLine(Range<usize>),
    /// A label in a data section: its place there is known only once the
    /// directives before it have been read.
    DataLabel(Range<usize>),
}

/// `symbol@rel32@lo+4` and the like, in an instruction's literal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SymbolReference {
    pub symbol: String,
    pub r_type: u32,
    pub addend: i64,
    pub span: Range<usize>,
}

/// The next mode after a directive line (`word` is its first word, `rest`
/// what follows).
fn next_mode(mode: Mode, word: &str, rest: &str) -> Mode {
    match (mode.block, word) {
        (Block::Metadata, ".end_amdgpu_metadata") | (Block::Kernel, ".end_amdhsa_kernel") => {
            Mode { block: Block::None, ..mode }
        }
        (Block::Metadata | Block::Kernel, _) => mode,
        (_, ".amdgpu_metadata") => Mode { block: Block::Metadata, ..mode },
        (_, ".amdhsa_kernel") => Mode { block: Block::Kernel, ..mode },
        (_, ".text") => Mode { section: Section::Text, ..mode },
        (_, ".rodata") => Mode { section: Section::Rodata, ..mode },
        (_, ".data") => Mode { section: Section::Data, ..mode },
        (_, ".bss") => Mode { section: Section::Bss, ..mode },
        (_, ".section") => {
            Mode { section: Section::named(crate::file_directives::section_name(rest).unwrap_or("")), ..mode }
        }
        _ => mode,
    }
}

/// Assembles `source`, the text at byte `base` of the file, read as
/// starting in `mode`.
/// Without `keep_insts`, `insts` holds only the instructions the join still
/// needs (a label operand to resolve, a symbol in a literal); event and
/// fixup indices count those alike, so the join reads them the same way.
fn assemble_lines(table: &Table, names: &Names, source: &str, base: usize, mode: Mode, keep_insts: bool) -> Piece {
    let mut piece = Piece {
        // About one instruction per 25 bytes of source: room enough that the
        // list is rarely copied while it grows.
        insts: Vec::with_capacity(if keep_insts { source.len() / 25 } else { 0 }),
        // And at most about 12 bytes of code for each.
        bytes: Vec::with_capacity(source.len() / 2),
        start: mode,
        source: base..base + source.len(),
        ..Piece::default()
    };
    let mut mode = mode;
    let mut offset = 0usize;
    let mut next_line = 0;
    // The rows of each mnemonic met in the stretch (a stretch writes a few
    // dozen mnemonics again and again; found here in about half the
    // instructions the table's own index takes).
    let mut rows_of: rustc_hash::FxHashMap<&str, &[OpId]> = rustc_hash::FxHashMap::default();
    while next_line < source.len() {
        let line_start = next_line;
        let scan = scan_line(&source.as_bytes()[line_start..]);
        next_line = line_start + scan.end + 1;
        let base = base + line_start;
        if mode.block == Block::Metadata {
            // YAML: every line as written (a `;` or `//` is no comment there).
            let raw = source[line_start..line_start + scan.end].trim_end_matches('\r');
            if raw.trim() == ".end_amdgpu_metadata" {
                let lead = raw.len() - raw.trim_start().len();
                let at = base + lead..base + lead + raw.trim().len();
                piece.events.push(Event { kind: EventKind::Directive(at), insts_before: piece.insts.len(), offset });
                mode.block = Block::None;
            } else {
                piece.events.push(Event {
                    kind: EventKind::MetadataLine(base..base + raw.len()),
                    insts_before: piece.insts.len(),
                    offset,
                });
            }
            continue;
        }
        let code = match scan.comment {
            Some(comment) => &source[line_start..line_start + comment],
            None => source[line_start..line_start + scan.end].trim_end_matches('\r'),
        };
        let mut rest = code;
        let mut at = base;
        // Labels: `name:` before an instruction or alone.
        // (The scan found the first colon; another is looked for only after
        // a label, whose end moves `at`.)
        let mut colon_at = scan.colon;
        while let Some(colon) = colon_at
            .take()
            .or_else(|| if at != base { rest.find(':') } else { None })
            .filter(|_| mode.block == Block::None)
        {
            let name = rest[..colon].trim();
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$') {
                break;
            }
            let span = at + (rest.len() - rest.trim_start().len())..at + colon;
            // Labels of other sections name nothing that is written.
            if mode.section == Section::Text {
                piece.labels.push((name.to_string(), offset, piece.events.len(), span));
            } else if mode.section.holds_data() {
                piece.events.push(Event { kind: EventKind::DataLabel(span), insts_before: piece.insts.len(), offset });
            }
            at += colon + 1;
            rest = &rest[colon + 1..];
        }
        let trimmed = rest.trim_ascii();
        if trimmed.is_empty() {
            continue;
        }
        let lead = rest.len() - rest.trim_ascii_start().len();
        let start = at + lead;
        if trimmed.starts_with('.') {
            let word = trimmed.split_ascii_whitespace().next().unwrap_or("");
            mode = next_mode(mode, word, trimmed[word.len()..].trim_ascii());
            piece.events.push(Event {
                kind: EventKind::Directive(start..start + trimmed.len()),
                insts_before: piece.insts.len(),
                offset,
            });
            continue;
        }
        if mode.block == Block::Kernel {
            piece.errors.push(err(start..start + trimmed.len(), "expected .amdhsa_ directive or .end_amdhsa_kernel"));
            continue;
        }
        if mode.section != Section::Text {
            piece.errors.push(err(start..start + trimmed.len(), "instructions are assembled only into .text"));
            continue;
        }
        // VOPD lines and DPP forms have assemblers of their own, and no labels.
        let mut place = |result: Result<Inst, AsmError>, piece: &mut Piece| match result {
            Ok(inst) => {
                crate::inst::encode_into(table, &inst, &mut piece.bytes);
                let len = inst.len(table);
                if keep_insts {
                    piece.insts.push(Assembled { inst, offset, span: start..start + trimmed.len() });
                }
                offset += len;
            }
            Err(e) => piece.errors.push(e),
        };
        // (The pass saw `::` in the line; a label such as `_::` takes one colon.)
        if scan.dual && trimmed.contains("::") {
            place(crate::dual::assemble(table, trimmed, start), &mut piece);
            continue;
        }
        let (mnemonic, operands_text) = match trimmed.bytes().position(|b| b.is_ascii_whitespace()) {
            Some(i) => (&trimmed[..i], &trimmed[i..]),
            None => (trimmed, ""),
        };
        let mnemonic_span = start..start + mnemonic.len();
        // Vector rows read the words after the last operand's first as
        // modifiers; split once for all of them. Where no modifier follows
        // (most lines), the split is the operands themselves, read into
        // place (neither copied nor moved).
        let mut split: crate::vector::Split = Default::default();
        split_operands_into(&mut split.0, operands_text, start + mnemonic.len());
        let candidates = match rows_of.get(mnemonic) {
            Some(&rows) => rows,
            None => {
                let rows = table.by_mnemonic(mnemonic);
                rows_of.insert(mnemonic, rows);
                rows
            }
        };
        let kept;
        let operands: &crate::vector::Pieces = if crate::vector::splits_as_itself(table, candidates.first(), &split.0) {
            &split.0
        } else {
            kept = std::mem::take(&mut split.0);
            split = match candidates.first() {
                Some(&op) => crate::vector::split_for(table, op, &kept),
                None => crate::vector::split_modifiers(&kept),
            };
            &kept
        };
        // DPP words after the last operand make a DPP form whatever the
        // mnemonic says (`v_cmp_eq_u32 vcc_lo, v2, v3 row_shr:1`).
        if split.1.iter().any(|(word, _)| crate::dpp::is_dpp_word(word)) {
            // (A DPP form's base is a vector row: its operands are the split's.)
            let base = |op: OpId, split: &crate::vector::Split<'_>| {
                instruction(table, names, &[op], &split.0, split, mnemonic_span.clone()).map(|(inst, _)| inst)
            };
            let mut dpp = crate::dpp::assemble(table, mnemonic, operands, &split, mnemonic_span.clone(), &base);
            // A mnemonic without an encoding suffix names the VOP3 DPP form
            // too: llvm-mc falls back on it where the operands do not fit the
            // 32-bit one (v255 as a VOP1 destination, v199 or a `.h` half as
            // a source). Where neither fits, the 32-bit form's error stands.
            if dpp.is_err() && !["_e32", "_e64", "_dpp", "_sdwa"].iter().any(|s| mnemonic.ends_with(s)) {
                let promoted = format!("{mnemonic}_e64_dpp");
                if table.dpp_rows(&promoted).is_some() {
                    let split = match table.by_mnemonic(&format!("{mnemonic}_e64")).first() {
                        Some(&op) => crate::vector::split_for(table, op, operands),
                        None => split.clone(),
                    };
                    let again = crate::dpp::assemble(table, &promoted, operands, &split, mnemonic_span.clone(), &base);
                    if again.is_ok() {
                        dpp = again;
                    }
                }
            }
            place(dpp, &mut piece);
            continue;
        }
        if candidates.is_empty() {
            piece.errors.push(err(mnemonic_span, "invalid instruction"));
            continue;
        }
        match instruction(table, names, candidates, operands, &split, mnemonic_span.clone()) {
            Ok((inst, reference)) => {
                crate::inst::encode_into(table, &inst, &mut piece.bytes);
                let len = inst.len(table);
                let keep = keep_insts || reference.is_some();
                match reference {
                    Some(Reference::Label(name, span)) => piece.fixups.push((piece.insts.len(), name, span)),
                    Some(Reference::Symbol(r)) => piece.references.push((piece.insts.len(), r)),
                    Some(Reference::Expr(e)) => piece.expressions.push((piece.insts.len(), e)),
                    None => {}
                }
                if keep {
                    piece.insts.push(Assembled { inst, offset, span: start..start + trimmed.len() });
                }
                offset += len;
            }
            Err(e) => piece.errors.push(e),
        }
    }
    piece.end = mode;
    piece
}

/// What one pass over a line finds: where it ends (its newline, else the
/// end of the text), where a `;` or `//` comment starts, the first `:`
/// before that, and whether `::` (a VOPD pair) comes before it.
struct LineScan {
    end: usize,
    comment: Option<usize>,
    colon: Option<usize>,
    dual: bool,
}

fn scan_line(text: &[u8]) -> LineScan {
    let mut scan = LineScan { end: text.len(), comment: None, colon: None, dual: false };
    let mut k = 0;
    while k < text.len() {
        // Eight bytes at a time up to one that may matter (the test is
        // exact for the first byte it flags).
        if let Some(chunk) = text.get(k..k + 8) {
            let flags = [b'\n', b';', b'/', b':']
                .into_iter()
                .fold(0, |acc, b| acc | bytes_equal(u64::from_le_bytes(chunk.try_into().expect("eight bytes")), b));
            if flags == 0 {
                k += 8;
                continue;
            }
            k += flags.trailing_zeros() as usize / 8;
        }
        let at = k;
        k += 1;
        match text[at] {
            b'\n' => {
                scan.end = at;
                return scan;
            }
            b';' => {
                scan.comment = Some(at);
                break;
            }
            b'/' if text.get(at + 1) == Some(&b'/') => {
                scan.comment = Some(at);
                break;
            }
            b':' => {
                scan.colon.get_or_insert(at);
                scan.dual |= text.get(at + 1) == Some(&b':');
            }
            _ => {}
        }
    }
    if let Some(comment) = scan.comment {
        scan.end = text[comment..].iter().position(|&b| b == b'\n').map_or(text.len(), |k| comment + k);
    }
    scan
}

/// The high bit of each byte of `word` that is `byte` (and perhaps of bytes
/// after one that is: the lowest bit set is always exact).
fn bytes_equal(word: u64, byte: u8) -> u64 {
    let x = word ^ (0x0101_0101_0101_0101 * byte as u64);
    x.wrapping_sub(0x0101_0101_0101_0101) & !x & 0x8080_8080_8080_8080
}

/// Branches write their 16-bit immediate as a label or a number.
fn is_branch(mnemonic: &str) -> bool {
    mnemonic.starts_with("s_branch") || mnemonic.starts_with("s_cbranch") || mnemonic == "s_call_b64"
}

/// What an instruction's operand refers to: a label (a branch's), or a
/// symbol in its literal.
enum Reference {
    Label(String, Range<usize>),
    Symbol(SymbolReference),
    /// An expression of `.text` labels in a literal, as clang writes a
    /// long branch's offset (`(.LBB0_2-.Lpost_getpc0)&4294967295`):
    /// resolved once every label is known, as llvm-mc resolves it.
    Expr(crate::expr::Expr),
}

type Parsed = (Inst, Option<Reference>);

/// `symbol@rel32@lo+4` (or `@rel32@hi`, `@abs32@lo`, `@abs32@hi`,
/// `@gotpcrel32@lo`, `@gotpcrel32@hi`, with an optional `+N` or `-N`).
fn symbol_reference(text: &str, span: &Range<usize>) -> Option<SymbolReference> {
    let at = text.find('@')?;
    let symbol = &text[..at];
    if symbol.is_empty() || !symbol.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$')) {
        return None;
    }
    let rest = &text[at..];
    let (r_type, rest) = [
        ("@rel32@lo", crate::hsaco::R_AMDGPU_REL32_LO),
        ("@rel32@hi", crate::hsaco::R_AMDGPU_REL32_HI),
        ("@abs32@lo", 6),
        ("@abs32@hi", 7),
        ("@gotpcrel32@lo", 8),
        ("@gotpcrel32@hi", 9),
    ]
    .iter()
    .find_map(|(suffix, r_type)| rest.strip_prefix(suffix).map(|rest| (*r_type, rest.trim())))?;
    let addend = match rest.strip_prefix('+') {
        _ if rest.is_empty() => 0,
        Some(n) => i64::try_from(parse_int(n.trim())?).ok()?,
        None => i64::try_from(parse_int(&rest.replace(' ', ""))?).ok().filter(|v| *v < 0)?,
    };
    Some(SymbolReference { symbol: symbol.to_string(), r_type, addend, span: span.clone() })
}

/// An operator expression with at least one symbol in it (`(A-B)>>32`),
/// read as a literal whose value the labels give. A bare name is no such
/// expression: it stays an invalid operand, as a misspelt register is.
fn label_expression(text: &str, span: &Range<usize>) -> Option<crate::expr::Expr> {
    use crate::expr::Expr;
    let first = text.bytes().next()?;
    if !matches!(first, b'(' | b'-' | b'~' | b'.' | b'_') && !first.is_ascii_alphabetic() {
        return None;
    }
    let e = crate::expr::parse(text, span.start).ok()?;
    (matches!(e, Expr::Binary(..) | Expr::Unary(..)) && e.constant().is_none()).then_some(e)
}

/// Assembles the first of `candidates` that takes the operands; `split` is
/// [`crate::vector::split_modifiers`] of them.
fn instruction<'a>(
    table: &Table,
    names: &Names,
    candidates: &[OpId],
    operands: &[(Cow<'a, str>, Range<usize>)],
    split: &crate::vector::Split<'a>,
    mnemonic_span: Range<usize>,
) -> Result<Parsed, AsmError> {
    // A row with text of its own where the line has other text cannot take
    // the line (exp has a row for each set of `off` sources): such rows are
    // passed over while a row may succeed, and tried only for the error.
    let fits = |op: OpId| {
        let desc = table.op(op);
        // (Most rows have no text operand: nothing to look for.)
        if !desc.operands.iter().any(|o| matches!(o, OperandKind::Implicit { .. })) {
            return true;
        }
        let all = crate::vector::with_omitted_vcc(desc, &split.0, 0);
        !desc.written_operands().zip(all.as_deref().unwrap_or(&split.0)).any(|(o, (text, _))| {
            matches!(o, OperandKind::Implicit { .. }) && !crate::vector::implicit_fits(desc, o, text)
        })
    };
    for &op in candidates {
        if desc_is_vector(table.op(op)) && !fits(op) {
            continue;
        }
        if let Ok(parsed) = one(table, names, op, operands, split, mnemonic_span.clone()) {
            return Ok(parsed);
        }
    }
    // Of the candidates' errors, the one that got furthest into the line
    // (the last of those on a tie) says best what is wrong.
    let mut best: Option<AsmError> = None;
    for &op in candidates {
        if let Err(e) = one(table, names, op, operands, split, mnemonic_span.clone()) {
            if best.as_ref().is_none_or(|b| e.span.start >= b.span.start) {
                best = Some(e);
            }
        }
    }
    Err(best.expect("at least one candidate"))
}

/// Whether [`crate::vector::assemble_vector`] assembles this row.
fn desc_is_vector(desc: &crate::table::OpDesc) -> bool {
    // (A row with suffix items only, ds_gws_sema_release_all, is one too.)
    desc.image.is_none()
        && (desc.operands.iter().any(|o| matches!(o, OperandKind::Vector { .. }))
            || !desc.mods.is_empty()
            || !desc.items.is_empty())
}

fn one<'a>(
    table: &Table,
    names: &Names,
    op: OpId,
    operands: &[(Cow<'a, str>, Range<usize>)],
    split: &crate::vector::Split<'a>,
    mnemonic_span: Range<usize>,
) -> Result<Parsed, AsmError> {
    let desc = table.op(op);
    if desc.image.is_some() {
        return crate::image::assemble(table, op, operands, mnemonic_span).map(|inst| (inst, None));
    }
    if desc_is_vector(desc) {
        return crate::vector::assemble_vector(table, op, split, mnemonic_span).map(|inst| (inst, None));
    }
    let written: smallvec::SmallVec<[&OperandKind; 8]> = desc.written_operands().collect();
    // Counter lists may be written with commas (`vmcnt(1), expcnt(2)`).
    let merged;
    let operands = match written.as_slice() {
        [OperandKind::Imm { style: ImmStyle::Waitcnt | ImmStyle::Depctr, .. }] if operands.len() > 1 => {
            let text: Vec<&str> = operands.iter().map(|(t, _)| t.as_ref()).collect();
            merged = [(Cow::Owned(text.join(",")), operands[0].1.start..operands[operands.len() - 1].1.end)];
            &merged[..]
        }
        _ => operands,
    };
    // An immediate LLVM leaves out when it is zero may be left out here too.
    let optional = written.last().is_some_and(|o| matches!(o, OperandKind::Imm { style: ImmStyle::U16Omit0, .. }));
    let needed = written.len() - optional as usize;
    if operands.len() < needed {
        let end = operands.last().map_or(mnemonic_span.end, |o| o.1.end);
        return Err(err(mnemonic_span.start..end, "too few operands for instruction"));
    }
    if operands.len() > written.len() {
        return Err(err(operands[written.len()].1.clone(), "invalid operand for instruction"));
    }
    let mut fields: smallvec::SmallVec<[(Name, u64); 16]> = smallvec::SmallVec::new();
    let mut literal: Option<(u32, Range<usize>)> = None;
    let mut label: Option<Reference> = None;
    let invalid = |span: &Range<usize>| err(span.clone(), "invalid operand for instruction");
    for (kind, (text, span)) in written.iter().zip(operands) {
        match kind {
            OperandKind::Scalar { field, class, assembles, .. } => {
                // A spelling LLVM refuses has its own message.
                let refused = || match table.asm_rejects.get(text.as_ref()) {
                    Some(message) => err(span.clone(), message.clone()),
                    None => invalid(span),
                };
                let code = if field == "sdst" {
                    names.dst(*class, text).ok_or_else(refused)?
                } else {
                    let source = match scalar_source(names, *class, text) {
                        Some(source) => source,
                        // (Looked for only once the operand is nothing else.)
                        None => match symbol_reference(text, span) {
                            Some(r) if *class == SClass::S32 => {
                                if literal.is_some() {
                                    return Err(err(span.clone(), "only one unique literal operand is allowed"));
                                }
                                label = Some(Reference::Symbol(r));
                                Source::Literal(0)
                            }
                            _ => match label_expression(text, span) {
                                Some(e) if *class == SClass::S32 => {
                                    if literal.is_some() {
                                        return Err(err(span.clone(), "only one unique literal operand is allowed"));
                                    }
                                    label = Some(Reference::Expr(e));
                                    Source::Literal(0)
                                }
                                _ => return Err(refused()),
                            },
                        },
                    };
                    match source {
                        Source::Code(c) => c,
                        Source::Literal(v) => {
                            if let Some((previous, _)) = &literal {
                                // A symbol's literal is its relocation's: no number shares it.
                                if *previous != v || matches!(label, Some(Reference::Symbol(_) | Reference::Expr(_))) {
                                    return Err(err(span.clone(), "only one unique literal operand is allowed"));
                                }
                            }
                            literal = Some((v, span.clone()));
                            LITERAL
                        }
                    }
                };
                if !assembles.contains(code) {
                    return Err(refused());
                }
                fields.push((*field, code));
            }
            OperandKind::Literal => {
                // llvm-mc reads a number here in 64 bits (a float as a
                // double) and keeps the low 32 bits of them.
                match Number::parse(text) {
                    Some(Number::Float(f)) => {
                        literal = Some((f.to_bits() as u32, span.clone()));
                        continue;
                    }
                    Some(Number::Int(v)) => {
                        literal = Some((v as u32, span.clone()));
                        continue;
                    }
                    None => {}
                }
                let v = match scalar_source(names, SClass::S32, text).ok_or_else(|| invalid(span))? {
                    Source::Literal(v) => v,
                    Source::Code(c) => inline_value(c).ok_or_else(|| invalid(span))?,
                };
                literal = Some((v, span.clone()));
            }
            OperandKind::Imm { field, style } => {
                if is_branch(&desc.mnemonic) && parse_int(text).is_none() {
                    label = Some(Reference::Label(text.to_string(), span.clone()));
                    fields.push((*field, 0));
                    continue;
                }
                let v = immediate(table, *style, text).map_err(|m| err(span.clone(), m))?;
                fields.push((*field, v as u64));
            }
            OperandKind::SendmsgSource { field } => {
                let v = if text.starts_with("sendmsg(") {
                    sendmsg_value(table, text).ok_or_else(|| invalid(span))?
                } else {
                    parse_int(text).filter(|v| (0..256).contains(v)).ok_or_else(|| invalid(span))? as u16
                };
                fields.push((*field, v as u64));
            }
            OperandKind::Ignored { .. } => {}
            OperandKind::Vector { .. }
            | OperandKind::Implicit { .. }
            | OperandKind::VLiteral { .. }
            | OperandKind::DualDst { .. } => {
                return Err(invalid(span));
            }
            OperandKind::SmemData { dwords } => {
                let code = names.0.smem_data_code(*dwords, text).ok_or_else(|| invalid(span))?;
                fields.push((Name::SDATA, code));
            }
            OperandKind::SmemBase { quad } => {
                let code = names.0.smem_base_code(*quad, text).ok_or_else(|| invalid(span))?;
                fields.push((Name::SBASE, code));
            }
            OperandKind::SmemOffset { flags } => {
                let (mut soffset, mut offset) = (crate::inst::SMEM_NO_SOFFSET as u64, 0i128);
                let mut words = text.split_whitespace();
                match words.next() {
                    Some("null") => {}
                    Some(w) => match parse_int(w) {
                        Some(v) => offset = v,
                        None => soffset = names.0.smem_soffset_code(w).ok_or_else(|| invalid(span))?,
                    },
                    None => return Err(invalid(span)),
                }
                // The cache-policy flags, each at most once, in any order,
                // after the offset; llvm-mc-22 also takes them written
                // cleared (`noglc`, `nodlc`, and `noslc`, though SMEM has
                // no slc), which sets nothing.
                let mut policy_seen = [false; 3];
                for w in words {
                    let (cleared, flag) = match w.strip_prefix("no") {
                        Some(f @ ("glc" | "slc" | "dlc")) => (true, f),
                        _ => (false, w),
                    };
                    let kind = ["glc", "slc", "dlc"].iter().position(|&f| f == flag);
                    match kind {
                        Some(k) if *flags && (cleared || k != 1) => {
                            if std::mem::replace(&mut policy_seen[k], true) {
                                return Err(err(span.clone(), "duplicate cache policy modifier"));
                            }
                            if !cleared {
                                fields.push((if k == 0 { Name::GLC } else { Name::DLC }, 1));
                            }
                        }
                        _ => match w.strip_prefix("offset:").and_then(parse_int) {
                            Some(v) if soffset != crate::inst::SMEM_NO_SOFFSET as u64 && policy_seen == [false; 3] => {
                                offset = v
                            }
                            _ => return Err(invalid(span)),
                        },
                    }
                }
                // Buffer loads take an unsigned 20-bit offset, the others a signed 21-bit one.
                let buffer = desc.operands.iter().any(|o| matches!(o, OperandKind::SmemBase { quad: true }));
                if buffer && !(0..(1 << 20)).contains(&offset) {
                    return Err(err(span.clone(), "expected a 20-bit unsigned offset"));
                }
                if !(-(1 << 20)..(1 << 20)).contains(&offset) {
                    return Err(err(span.clone(), "expected a 21-bit signed offset"));
                }
                fields.push((Name::SOFFSET, soffset));
                fields.push((Name::OFFSET, (offset as u64) & ((1 << 21) - 1)));
            }
        }
    }
    Ok((build(table, op, &fields, literal.map(|(v, _)| v)), label))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asm(text: &str) -> Result<Vec<u8>, Vec<AsmError>> {
        assemble(crate::table("gfx1100").unwrap(), text).map(|o| o.bytes)
    }

    #[test]
    fn a_line_scan_finds_what_a_byte_at_a_time_finds() {
        // Every position of each marked byte, at every length around the
        // eight-byte steps, among bytes one off from them.
        for len in 0..20 {
            for at in 0..len {
                for mark in [b'\n', b';', b':', b'/'] {
                    let mut text = vec![b'a'; len];
                    for (k, b) in text.iter_mut().enumerate() {
                        *b = [b'\x0b', b'<', b'9', b'.', b'0', b'a'][k % 6];
                    }
                    text[at] = mark;
                    if mark == b'/' && at + 1 < len {
                        text[at + 1] = b'/';
                    }
                    let scan = scan_line(&text);
                    let expect_end = if mark == b'\n' { at } else { len };
                    assert_eq!(scan.end, expect_end, "{len} {at} {}", mark as char);
                    let comment = matches!(mark, b';') || (mark == b'/' && at + 1 < len);
                    assert_eq!(scan.comment, comment.then_some(at), "{len} {at} {}", mark as char);
                    assert_eq!(scan.colon, (mark == b':').then_some(at), "{len} {at}");
                }
            }
        }
        let scan = scan_line(b"x: v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v4 ; c\nnext");
        assert_eq!((scan.colon, scan.dual, scan.comment, scan.end), (Some(1), true, Some(50), 53));
    }

    #[test]
    fn integers_parse_in_both_radixes_and_at_every_length() {
        assert_eq!(parse_int("0"), Some(0));
        assert_eq!(parse_int("-17"), Some(-17));
        assert_eq!(parse_int("0x1F"), Some(31));
        assert_eq!(parse_int("-0xff"), Some(-255));
        assert_eq!(parse_int("999999999999999"), Some(999_999_999_999_999));
        assert_eq!(parse_int("0xffffffffffffffff"), Some(u64::MAX as i128));
        assert_eq!(parse_int("12345678901234567890"), Some(12_345_678_901_234_567_890));
        for bad in ["", "-", "0x", "0x+5", "0x-5", "+5", "1a", "0xg", "1_000", "0x1234567890abcdefg", " 1"] {
            assert_eq!(parse_int(bad), None, "{bad:?}");
        }
    }

    /// Issue 18's examples (bytes from llvm-mc-22) and the old names issue 24
    /// lists; the disassembler prints them by their gfx11 names.
    #[test]
    fn older_and_newer_names_assemble_as_their_gfx11_instructions() {
        let table = crate::table("gfx1100").unwrap();
        for (text, bytes, printed) in [
            ("s_andn2_b32 s95, 13, s84", &[0x8d, 0x54, 0x5f, 0x91][..], "s_and_not1_b32 s95, 13, s84"),
            ("s_flbit_i32_b32 s70, 7", &[0x87, 0x0a, 0xc6, 0xbe], "s_clz_i32_u32 s70, 7"),
            ("s_ff1_i32_b32 s2, vcc_lo", &[0x6a, 0x08, 0x82, 0xbe], "s_ctz_i32_b32 s2, vcc_lo"),
            (
                "scratch_load_dword v1, off, s1",
                &[0x00, 0x00, 0x51, 0xdc, 0x00, 0x00, 0x01, 0x01],
                "scratch_load_b32 v1, off, s1",
            ),
            ("v_cvt_flr_i32_f32 v1, v2", &[0x02, 0x1b, 0x02, 0x7e], "v_cvt_floor_i32_f32_e32 v1, v2"),
            ("v_dot2c_f32_f16 v1, v2, v3", &[0x02, 0x07, 0x02, 0x04], "v_dot2acc_f32_f16 v1, v2, v3"),
            ("s_inst_prefetch 1", &[0x01, 0x00, 0x84, 0xbf], "s_set_inst_prefetch_distance 0x1"),
            ("v_nop_e64", &[0x00, 0x00, 0x80, 0xd5, 0x00, 0x00, 0x00, 0x00], "v_nop"),
            (
                "v_lshlrev_b64_e64 v[0:1], 0, v[0:1]",
                &[0x00, 0x00, 0x3c, 0xd7, 0x80, 0x00, 0x02, 0x00],
                "v_lshlrev_b64 v[0:1], 0, v[0:1]",
            ),
        ] {
            assert_eq!(asm(text).unwrap(), bytes, "{text}");
            assert_eq!(crate::print(table, &crate::decode(table, bytes).unwrap()), printed);
        }
        let dpp = asm("v_sub_u32_dpp v1, v2, v3 row_shr:1").unwrap();
        assert_eq!(dpp, [0xfa, 0x06, 0x02, 0x4c, 0x02, 0x11, 0x01, 0xff]);
        // llvm-mc takes another name of a VOPD X component, never of a Y one.
        assert!(asm("v_dual_mul_f32_e32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v6").is_ok());
        let y = asm("v_dual_mul_f32 v1, v2, v3 :: v_dual_add_f32_e32 v4, v5, v6").unwrap_err();
        assert_eq!(y[0].message, "invalid VOPDY instruction");
        // A DPP name is no plain instruction.
        assert_eq!(asm("v_sub_u32_dpp v1, v2, v3").unwrap_err()[0].message, "invalid instruction");
    }

    /// gfx11_asm_vop1_t16_promote.s's `v_ceil_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]`,
    /// `v_ceil_f16 v5, v199 quad_perm:[3,2,1,0]` and
    /// `v_cvt_f16_i16 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]` (bytes from
    /// llvm-mc-22): an unsuffixed name whose operands do not fit the VOP1
    /// DPP form takes the VOP3 one; a forced `_e32` name does not.
    #[test]
    fn an_unsuffixed_dpp_name_falls_back_on_the_vop3_form() {
        for (text, bytes) in [
            (
                "v_ceil_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]",
                &[0xff, 0x00, 0xdc, 0xd5, 0xe9, 0x00, 0x00, 0x00, 0x01, 0x77, 0x39, 0x05][..],
            ),
            (
                "v_ceil_f16 v5, v199 quad_perm:[3,2,1,0]",
                &[0x05, 0x00, 0xdc, 0xd5, 0xfa, 0x00, 0x00, 0x00, 0xc7, 0x1b, 0x00, 0xff],
            ),
            (
                "v_cvt_f16_i16 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]",
                &[0xff, 0x48, 0xd1, 0xd5, 0xe9, 0x00, 0x00, 0x00, 0x01, 0x77, 0x39, 0x05],
            ),
            // Operands that fit keep the shorter VOP1 form.
            ("v_ceil_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]", &[0xe9, 0xb8, 0x0a, 0x7e, 0x01, 0x77, 0x39, 0x05]),
        ] {
            assert_eq!(asm(text).unwrap(), bytes, "{text}");
        }
        assert!(asm("v_ceil_f16_e32 v255, v1 dpp8:[7,6,5,4,3,2,1,0]").is_err());
    }

    /// gfx11_asm_flat.s's `scratch_load_i16 v5, off, null` and
    /// `scratch_load_d16_u8 v5, v1, null` (bytes from llvm-mc-22): `null` as
    /// a scratch instruction's scalar address is `off`; not so for global.
    #[test]
    fn scratch_takes_null_for_its_scalar_address() {
        assert_eq!(asm("scratch_load_i16 v5, off, null").unwrap(), [0x00, 0x00, 0x4d, 0xdc, 0x00, 0x00, 0x7c, 0x05]);
        assert_eq!(asm("scratch_load_d16_u8 v5, v1, null").unwrap(), [0x00, 0x00, 0x79, 0xdc, 0x01, 0x00, 0xfc, 0x05]);
        assert_eq!(
            asm("scratch_store_b32 off, v2, null offset:4").unwrap(),
            [0x04, 0x00, 0x69, 0xdc, 0x00, 0x02, 0x7c, 0x00]
        );
        assert_eq!(asm("global_load_b32 v1, v2, null").unwrap_err()[0].message, "invalid operand for instruction");
        // Only the scalar address: `null` is no VGPR address.
        assert!(asm("scratch_load_i16 v5, null, off").is_err());
    }

    /// gfx11_asm_flat.s's `global_load_addtid_b32 v5, null offset:4095` and
    /// `global_store_addtid_b32 v1, null offset:4095` (bytes from llvm-mc-22):
    /// a global instruction whose only address is the scalar one takes `null`
    /// there as `off`; one with a VGPR address does not.
    #[test]
    fn global_addtid_takes_null_for_its_scalar_address() {
        assert_eq!(
            asm("global_load_addtid_b32 v5, null offset:4095").unwrap(),
            [0xff, 0x0f, 0xa2, 0xdc, 0x00, 0x00, 0x7c, 0x05]
        );
        assert_eq!(
            asm("global_store_addtid_b32 v1, null offset:4095").unwrap(),
            [0xff, 0x0f, 0xa6, 0xdc, 0x00, 0x01, 0x7c, 0x00]
        );
        assert_eq!(asm("global_load_b32 v5, v[1:2], null").unwrap_err()[0].message, "invalid operand for instruction");
        assert_eq!(asm("global_store_b32 v[1:2], v2, null").unwrap_err()[0].message, "invalid operand for instruction");
    }

    /// A 16-bit immediate reads its number in 64 bits as llvm-mc-22 does:
    /// 0xffffffffffffffff is -1, a float is a double's bits (0.0 fits).
    #[test]
    fn sixteen_bit_immediates_read_64_bit_numbers() {
        assert_eq!(asm("s_version 0xffffffffffffffff").unwrap(), [0xff, 0xff, 0x80, 0xb0]);
        assert_eq!(asm("s_version 0.0").unwrap(), [0x00, 0x00, 0x80, 0xb0]);
        assert_eq!(asm("s_movk_i32 s0, 0xffffffffffffffff").unwrap(), [0xff, 0xff, 0x00, 0xb0]);
        for refused in ["s_version 1.0", "s_version -0.0", "s_version 0x10000"] {
            assert_eq!(asm(refused).unwrap_err()[0].message, "invalid operand for instruction", "{refused}");
        }
        assert!(asm("s_version 0x10000000000000000").is_err());
    }

    #[test]
    fn a_label_that_takes_a_colon_of_a_double_colon_is_a_label() {
        // (proptest found `_::`: the label `_`, then a lone `:`.)
        assert_eq!(asm("_::").unwrap_err()[0].message, "invalid instruction");
        assert_eq!(asm("_:: s_nop 0").unwrap_err()[0].message, "invalid instruction");
        assert!(asm("x: v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v4").is_ok());
    }

    /// A long source: instructions of several lengths, labels, and branches
    /// back across the stretches assembled in parallel (and, through the
    /// label defined again, forward).
    fn long_source(errors: bool) -> String {
        let mut text = String::from(".text\n");
        let mut k = 0;
        while text.len() < 5 * STRETCH {
            if k % 500 == 0 {
                text.push_str(&format!("L{}:\n", k / 500));
            }
            match k % 7 {
                0 => text.push_str("  s_nop 0 ; a comment\n"),
                1 => text.push_str("v_add_f32_e64 v1, v2, 0x1234 // another\n"),
                2 => text.push_str(&format!("s_branch L{}\n", k / 500)),
                3 => text.push_str("global_load_b32 v1, v2, s[2:3] offset:16\n"),
                4 => text.push_str(&format!("s_cbranch_scc0 L{}\n", (k / 500usize).saturating_sub(2))),
                5 => text.push_str("v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v5\n"),
                _ => text.push_str("v_mov_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n"),
            }
            k += 1;
        }
        // Comments in UTF-8 on every line: a stretch must never be cut
        // inside a character.
        let mut text = text.replace('\n', " ; — ✓✓✓✓\n");
        if errors {
            // A label defined again, far from the first; one never defined;
            // a bad line in a middle stretch.
            text.push_str("L3:\ns_branch NOWHERE\n");
            let middle = text.len() / 2;
            let at = middle + text.as_bytes()[middle..].iter().position(|&b| b == b'\n').unwrap() + 1;
            text.insert_str(at, "v_bogus v1\n");
        }
        text
    }

    #[test]
    fn stretches_assembled_in_parallel_make_what_one_pass_makes() {
        let table = crate::table("gfx1100").unwrap();
        let one = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
        let four = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
        let text = long_source(false);
        let (a, b) =
            (one.install(|| assemble(table, &text)).unwrap(), four.install(|| assemble(table, &text)).unwrap());
        // (Every line assembled: more than one instruction per 64 bytes.)
        assert!(a.insts.len() > text.len() / 64, "{}", a.insts.len());
        assert_eq!(a.bytes, b.bytes);
        assert_eq!(a.insts, b.insts);
        assert_eq!(a.labels, b.labels);
        let text = long_source(true);
        let (a, b) =
            (one.install(|| assemble(table, &text)).unwrap_err(), four.install(|| assemble(table, &text)).unwrap_err());
        assert_eq!(a, b);
        let messages: Vec<&str> = a.iter().map(|e| e.message.as_ref()).collect();
        assert_eq!(messages, ["invalid instruction", "invalid symbol redefinition: `L3`", "undefined label `NOWHERE`"]);
    }

    #[test]
    fn assembling_without_the_instruction_list_makes_the_same_bytes() {
        let table = crate::table("gfx1100").unwrap();
        let one = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
        let four = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
        let text = long_source(false);
        let full = assemble(table, &text).unwrap();
        for pool in [&one, &four] {
            let lean = pool.install(|| assemble_bytes(table, &text)).unwrap();
            assert!(lean.insts.is_empty());
            assert_eq!(lean.bytes, full.bytes);
            assert_eq!(lean.labels, full.labels);
            assert_eq!(lean.object, full.object);
        }
        let text = long_source(true);
        let errors = assemble(table, &text).unwrap_err();
        for pool in [&one, &four] {
            assert_eq!(pool.install(|| assemble_bytes(table, &text)).unwrap_err(), errors);
        }
    }

    #[test]
    fn encodings_match_llvm_mc() {
        // Each from `llvm-mc-22 -arch=amdgcn -mcpu=gfx1100 -show-encoding`.
        let cases: &[(&str, &[u8])] = &[
            ("s_mov_b32 s1, s2", &[0x02, 0x00, 0x81, 0xbe]),
            ("s_mov_b64 s[2:3], s[4:5]", &[0x04, 0x01, 0x82, 0xbe]),
            ("s_add_u32 s1, s2, 0x1234", &[0x02, 0xff, 0x01, 0x80, 0x34, 0x12, 0x00, 0x00]),
            ("s_movk_i32 s5, 0x10", &[0x10, 0x00, 0x05, 0xb0]),
            ("s_cmp_eq_u32 s1, s2", &[0x01, 0x02, 0x06, 0xbf]),
            ("s_nop 3", &[0x03, 0x00, 0x80, 0xbf]),
            ("s_endpgm", &[0x00, 0x00, 0xb0, 0xbf]),
            ("s_waitcnt vmcnt(0) lgkmcnt(0)", &[0x07, 0x00, 0x89, 0xbf]),
            ("s_mov_b32 s0, 1.5", &[0xff, 0x00, 0x80, 0xbe, 0x00, 0x00, 0xc0, 0x3f]),
            ("s_mov_b64 s[0:1], -1", &[0xc1, 0x01, 0x80, 0xbe]),
            ("s_movk_i32 s0, -1", &[0xff, 0xff, 0x00, 0xb0]),
            ("s_waitcnt vmcnt(1), expcnt(2)", &[0xf2, 0x07, 0x89, 0xbf]),
        ];
        for (text, bytes) in cases {
            assert_eq!(asm(text).unwrap(), *bytes, "{text}");
        }
    }

    #[test]
    fn errors_are_llvm_s() {
        let message = |text: &str| asm(text).unwrap_err()[0].message.clone();
        assert_eq!(message("s_add_u32 s0, 0x1234, 0x5678"), "only one unique literal operand is allowed");
        assert_eq!(message("s_mov_b64 s[0:1], 0x100000000"), "invalid operand for instruction");
        assert_eq!(message("s_movk_i32 s0, 0x10000"), "invalid operand for instruction");
        assert_eq!(message("s_mov_b32 s0, s[0:1]"), "invalid operand for instruction");
        assert_eq!(message("s_mov_b32 s1"), "too few operands for instruction");
        assert_eq!(message("s_foo s0"), "invalid instruction");
        assert_eq!(message("s_abs_i32 s0, src_vccz"), "src_vccz register not available on this GPU");
        assert_eq!(message("a:\na:\n s_nop 0"), "invalid symbol redefinition: `a`");
        assert_eq!(message(".dat"), "unknown directive `.dat`");
        assert_eq!(message("s_branch nowhere"), "undefined label `nowhere`");
        let far = format!("s_branch far\n{}far:\n", "s_nop 0\n".repeat(40_000));
        assert_eq!(message(&far), "branch target out of range");
        let e = &asm("s_nop 0\n  s_foo s0").unwrap_err()[0];
        assert_eq!(e.span, 10..15);
    }

    #[test]
    fn label_differences_in_literals_resolve_as_llvm_mc_resolves_them() {
        // clang's long branch (`-O3` on a kernel past the branch range), and
        // the bytes `llvm-mc-22 -filetype=obj` writes for it (no relocation).
        let source = "k:\n s_cbranch_execnz .L1\n s_getpc_b64 s[6:7]\n.Lpost:\n\
                      s_add_u32 s6, s6, (.L2-.Lpost)&4294967295\n s_addc_u32 s7, s7, (.L2-.Lpost)>>32\n\
                      s_setpc_b64 s[6:7]\n.L1:\n s_getpc_b64 s[6:7]\n.Lback:\n\
                      s_add_u32 s6, s6, (k-.Lback)&4294967295\n s_addc_u32 s7, s7, (k-.Lback)>>32\n\
                      s_setpc_b64 s[6:7]\n.L2:\n s_endpgm\n";
        let expected: &[u8] = &[
            0x06, 0x00, 0xa6, 0xbf, 0x00, 0x47, 0x86, 0xbe, 0x06, 0xff, 0x06, 0x80, 0x2c, 0x00, 0x00, 0x00, 0x07, 0xff,
            0x07, 0x82, 0x00, 0x00, 0x00, 0x00, 0x06, 0x48, 0x80, 0xbe, 0x00, 0x47, 0x86, 0xbe, 0x06, 0xff, 0x06, 0x80,
            0xe0, 0xff, 0xff, 0xff, 0x07, 0xff, 0x07, 0x82, 0xff, 0xff, 0xff, 0xff, 0x06, 0x48, 0x80, 0xbe, 0x00, 0x00,
            0xb0, 0xbf,
        ];
        assert_eq!(asm(source).unwrap(), expected);
        let table = crate::table("gfx1100").unwrap();
        assert_eq!(assemble_bytes(table, source).unwrap().bytes, expected);
        let message = |text: &str| asm(text).unwrap_err()[0].message.clone();
        assert_eq!(message("a:\n s_add_u32 s6, s6, (nowhere-a)&4294967295"), "undefined label `nowhere`");
        assert_eq!(message("a:\n s_add_u32 s6, 0x1234, (a-a)>>32"), "only one unique literal operand is allowed");
        // A bare name is not an expression: an invalid operand, as before.
        assert_eq!(message("a:\n s_add_u32 s6, s6, a"), "invalid operand for instruction");
    }

    #[test]
    fn labels_resolve_to_word_offsets() {
        let bytes = asm("start:\n s_nop 0\n s_branch start\n s_cbranch_scc0 end\n s_nop 0\nend:\n s_endpgm").unwrap();
        // s_branch at 4 back to 0: (0 - 8) / 4 = -2; s_cbranch_scc0 at 8 to 16: (16 - 12) / 4 = 1.
        assert_eq!(&bytes[4..8], &[0xfe, 0xff, 0xa0, 0xbf]);
        assert_eq!(&bytes[8..12], &[0x01, 0x00, 0xa1, 0xbf]);
        assert!(asm("s_branch nowhere").is_err());
        let message = |text: &str| asm(text).unwrap_err()[0].message.clone();
        assert_eq!(message("s_buffer_load_b32 s4, s[4:7], -0x10"), "expected a 20-bit unsigned offset");
        assert_eq!(message("s_load_b32 s4, s[4:5], 0x100000"), "expected a 21-bit signed offset");
        assert_eq!(
            asm("s_load_b32 s4, s[4:5], s2 offset:-0x10").unwrap(),
            [0x02, 0x01, 0x00, 0xf4, 0xf0, 0xff, 0x1f, 0x04]
        );
    }
}

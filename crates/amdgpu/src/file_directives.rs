//! The assembler's directives, read in order over the whole file once its
//! stretches are assembled: sections, symbols (`.globl`, `.type`, `.size`,
//! `.set`), alignment and data in `.text`, the `.amdhsa_kernel` and
//! `.amdgpu_metadata` blocks, and the code object version. What clang-22
//! writes with `-S` for gfx1100 is taken; other sections' contents are
//! read but not written (clang's `.AMDGPU.csdata`, `.note.GNU-stack`,
//! string constants nothing in `.text` refers to), as are `.ident` and
//! `.addrsig`, which llvm-mc keeps in sections no loader reads.

use crate::asm::{err, AsmError, Block, EventKind, Mode, Section, SymbolReference};
use crate::directives::KernelBlock;
use crate::expr::Expr;
use crate::hsaco::{
    DataSectionOut, DescriptorOut, MetaValue, ObjectOut, RelocationOut, SymbolOut, SymbolSection, Visibility,
    R_AMDGPU_ABS32, R_AMDGPU_ABS64,
};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::ops::Range;

/// What the directives of a file declare for its code object.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ObjectParts {
    /// `.amdhsa_code_object_version`, if given.
    pub code_object_version: Option<u32>,
    /// The `.amdhsa_kernel` blocks, in order (entry offsets 0: a
    /// relocation sets them).
    pub descriptors: Vec<DescriptorOut>,
    /// The `.amdgpu_metadata` block, if there is one.
    pub metadata: Option<MetaValue>,
    /// The symbols of `.text`, by offset (llvm-mc's temporary `.L` labels
    /// only where a relocation needs them).
    pub symbols: Vec<SymbolOut>,
    pub relocations: Vec<RelocationOut>,
    /// `.rodata`'s read-only data, zeros where the descriptors go.
    pub rodata: Vec<u8>,
    pub rodata_align: u64,
    pub rodata_relocations: Vec<RelocationOut>,
    /// `.data`, `.data.rel.ro` and `.bss`, in the order the file first
    /// names them.
    pub data_sections: Vec<DataSectionOut>,
}

/// llvm-mc-22 writes code object v6 unless told otherwise.
pub const DEFAULT_CODE_OBJECT_VERSION: u32 = 6;

impl ObjectParts {
    /// The relocatable code object of these parts and `.text`.
    pub fn code_object(&self, target: &str, text: &[u8]) -> Result<Vec<u8>, crate::hsaco::CodeObjectError> {
        crate::hsaco::write_object(&ObjectOut {
            target,
            code_object_version: self.code_object_version.unwrap_or(DEFAULT_CODE_OBJECT_VERSION),
            text,
            symbols: &self.symbols,
            descriptors: &self.descriptors,
            text_relocations: &self.relocations,
            metadata: self.metadata.as_ref(),
            rodata: &self.rodata,
            rodata_align: self.rodata_align,
            rodata_relocations: &self.rodata_relocations,
            data_sections: &self.data_sections,
        })
    }
}

/// The name a `.section` directive's operands start with (quoted or not).
pub(crate) fn section_name(rest: &str) -> Option<&str> {
    if let Some(quoted) = rest.strip_prefix('"') {
        return quoted.split('"').next();
    }
    rest.split([',', ' ', '\t']).next().filter(|n| !n.is_empty())
}

/// The directives read so far.
pub(crate) struct State {
    target: &'static str,
    mode: Mode,
    version: Option<u32>,
    kernels: Vec<(KernelBlock, Range<usize>)>,
    open_kernel: Option<KernelBlock>,
    metadata_open: Option<Range<usize>>,
    metadata_lines: Vec<Range<usize>>,
    metadata: Option<MetaValue>,
    metadata_seen: bool,
    sets: HashMap<String, Expr>,
    globals: HashSet<String>,
    functions: HashSet<String>,
    visibility: HashMap<String, Visibility>,
    sizes: HashMap<String, Expr>,
    /// `.type NAME, @object`.
    objects: HashSet<String>,
    /// `.rodata`, `.data`, `.data.rel.ro` and `.bss` as read so far.
    data: HashMap<Section, DataState>,
    /// The data sections other than `.rodata`, in the order first named.
    data_order: Vec<Section>,
    /// Labels of the data sections: name, section, offset, where.
    data_labels: Vec<(String, Section, u64, Range<usize>)>,
    /// Where in `.rodata` each closed kernel block's descriptor goes.
    descriptor_offsets: Vec<u64>,
    /// Where each symbol is first named (defined, referred to or given an
    /// attribute): llvm-mc writes the symbol table in that order.
    first_mention: HashMap<String, usize>,
}

/// A data section's contents so far.
#[derive(Default)]
struct DataState {
    bytes: Vec<u8>,
    align: u64,
    /// (offset, size in bytes, the symbol and addend).
    relocations: Vec<(u64, usize, SymbolReference)>,
}

/// The deepest chain of `.set` symbols evaluated (each defined by the
/// next): evaluation recurses along it.
const MAX_SET_DEPTH: usize = 100;

impl State {
    pub fn new(target: &'static str) -> State {
        State {
            target,
            mode: Mode::default(),
            version: None,
            kernels: Vec::new(),
            open_kernel: None,
            metadata_open: None,
            metadata_lines: Vec::new(),
            metadata: None,
            metadata_seen: false,
            sets: HashMap::default(),
            globals: HashSet::default(),
            functions: HashSet::default(),
            visibility: HashMap::default(),
            sizes: HashMap::default(),
            objects: HashSet::default(),
            data: HashMap::default(),
            data_order: Vec::new(),
            data_labels: Vec::new(),
            descriptor_offsets: Vec::new(),
            first_mention: HashMap::default(),
        }
    }

    /// Notes that `name` is named at byte `at` of the file.
    pub fn mention(&mut self, name: &str, at: usize) {
        match self.first_mention.get_mut(name) {
            Some(first) => *first = (*first).min(at),
            None => {
                self.first_mention.insert(name.to_string(), at);
            }
        }
    }

    /// The data section lines now go to (none in `.text` or another section).
    fn data_section(&mut self) -> Option<&mut DataState> {
        let section = self.mode.section;
        if !section.holds_data() {
            return None;
        }
        if section != Section::Rodata && !self.data_order.contains(&section) {
            self.data_order.push(section);
        }
        Some(self.data.entry(section).or_default())
    }

    /// Takes one event; `text` is `.text` so far (its length is where the
    /// event is), and gets what the event adds to it.
    pub fn event(&mut self, source: &str, event: &EventKind, text: &mut Vec<u8>, errors: &mut Vec<AsmError>) {
        match event {
            EventKind::MetadataLine(range) => self.metadata_lines.push(range.clone()),
            EventKind::DataLabel(span) => {
                let section = self.mode.section;
                let offset = self.data_section().map_or(0, |d| d.bytes.len() as u64);
                self.data_labels.push((source[span.clone()].to_string(), section, offset, span.clone()));
                self.mention(&source[span.clone()], span.start);
            }
            EventKind::Directive(range) => {
                if let Err(e) = self.directive(source, range.clone(), text) {
                    errors.push(e);
                }
            }
        }
    }

    fn directive(&mut self, source: &str, range: Range<usize>, text: &mut Vec<u8>) -> Result<(), AsmError> {
        let line = &source[range.clone()];
        let word = line.split_ascii_whitespace().next().unwrap_or("");
        let after = &line[word.len()..];
        let rest = after.trim_ascii();
        let rest_start = range.start + word.len() + (after.len() - after.trim_ascii_start().len());
        let word_span = range.start..range.start + word.len();
        let rest_span = rest_start..rest_start + rest.len();
        if self.mode.block == Block::Kernel {
            let block = self.open_kernel.as_mut().expect("a kernel block is open in its mode");
            if word == ".end_amdhsa_kernel" {
                let block = self.open_kernel.take().expect("checked above");
                self.kernels.push((block, word_span));
                // 64 bytes at the next multiple of 64 of `.rodata`, as llvm-mc
                // places a descriptor.
                let rodata = self.data.entry(Section::Rodata).or_default();
                rodata.bytes.resize(rodata.bytes.len().next_multiple_of(64) + 64, 0);
                rodata.align = rodata.align.max(64);
                self.descriptor_offsets.push(rodata.bytes.len() as u64 - 64);
                self.mode.block = Block::None;
                return Ok(());
            }
            return block.add(word, word_span, rest, rest_start);
        }
        if self.mode.block == Block::Metadata {
            // Only the end of the block comes as a directive.
            self.mode.block = Block::None;
            let open = self.metadata_open.take().unwrap_or(word_span);
            return self.read_metadata(source, open);
        }
        match word {
            ".amdgcn_target" => {
                let id = unquote(rest).ok_or_else(|| err(rest_span.clone(), "expected a quoted target id"))?;
                // gfx1100 has no target features (xnack, sramecc) to name.
                let expected = format!("amdgcn-amd-amdhsa--{}", self.target);
                if id != expected {
                    return Err(err(
                        rest_span,
                        format!(".amdgcn_target directive's target id {id} does not match the specified target id {expected}"),
                    ));
                }
            }
            ".amdhsa_code_object_version" => {
                let v = constant(rest, rest_start)?;
                if !(4..=6).contains(&v) {
                    return Err(err(rest_span, format!("unsupported code object version {v} (4, 5 and 6 are)")));
                }
                self.version = Some(v as u32);
            }
            ".text" => self.mode.section = Section::Text,
            ".rodata" => self.mode.section = Section::Rodata,
            ".data" => self.mode.section = Section::Data,
            ".bss" => self.mode.section = Section::Bss,
            ".section" => {
                let name = section_name(rest).ok_or_else(|| err(rest_span.clone(), "expected a section name"))?;
                self.mode.section = Section::named(name);
            }
            ".globl" | ".global" => {
                for name in symbol_list(rest, &rest_span)? {
                    self.mention(name, rest_span.start);
                    self.globals.insert(name.to_string());
                }
            }
            ".hidden" | ".protected" => {
                let v = if word == ".hidden" { Visibility::Hidden } else { Visibility::Protected };
                for name in symbol_list(rest, &rest_span)? {
                    self.mention(name, rest_span.start);
                    self.visibility.insert(name.to_string(), v);
                }
            }
            ".type" => {
                let (name, kind) =
                    rest.split_once(',').ok_or_else(|| err(rest_span.clone(), "expected `NAME, @TYPE`"))?;
                let name = symbol_name(name.trim(), &rest_span)?;
                self.mention(name, rest_span.start);
                match kind.trim() {
                    "@function" | "%function" | "STT_FUNC" | "function" => {
                        self.functions.insert(name.to_string());
                    }
                    "@object" | "%object" | "STT_OBJECT" | "object" => {
                        self.objects.insert(name.to_string());
                    }
                    "@notype" | "%notype" | "STT_NOTYPE" => {}
                    other => return Err(err(rest_span, format!("unsupported symbol type `{other}`"))),
                }
            }
            ".size" | ".set" | ".equ" => {
                let comma = rest.find(',').ok_or_else(|| err(rest_span.clone(), "expected `NAME, EXPRESSION`"))?;
                let (name, value) = (&rest[..comma], &rest[comma + 1..]);
                let name = symbol_name(name.trim(), &rest_span)?;
                let value_start = rest_start + comma + 1 + (value.len() - value.trim_start().len());
                let expr = crate::expr::parse(value.trim(), value_start)?;
                if word == ".size" {
                    self.mention(name, rest_span.start);
                    self.sizes.insert(name.to_string(), expr);
                } else {
                    self.sets.insert(name.to_string(), expr);
                }
            }
            ".p2align" | ".p2alignw" | ".p2alignl" | ".balign" | ".balignw" | ".balignl" => {
                self.align(word, rest, rest_start, &word_span, text)?;
            }
            ".byte" | ".short" | ".2byte" | ".hword" | ".long" | ".4byte" | ".int" | ".quad" | ".8byte" | ".fill"
            | ".zero" | ".space" | ".skip" | ".ascii" | ".asciz" | ".string" => {
                let (bytes, references) = data(word, rest, rest_start)?;
                for (_, _, r) in &references {
                    self.mention(&r.symbol, r.span.start);
                }
                let section = self.mode.section;
                match self.data_section() {
                    Some(_) if section == Section::Bss && (bytes.iter().any(|&b| b != 0) || !references.is_empty()) => {
                        return Err(err(rest_span, "non-zero data in .bss, which holds only zeros"));
                    }
                    Some(d) => {
                        let at = d.bytes.len() as u64;
                        for (offset, size, r) in references {
                            d.relocations.push((at + offset as u64, size, r));
                        }
                        d.bytes.extend_from_slice(&bytes);
                    }
                    None if section == Section::Text => {
                        if let Some((_, _, r)) = references.first() {
                            return Err(err(r.span.clone(), "symbols in data in .text are not supported"));
                        }
                        text.extend_from_slice(&bytes);
                    }
                    None => {}
                }
            }
            // Kept by llvm-mc in .comment and .llvm_addrsig, which nothing loads.
            ".ident" | ".addrsig" | ".addrsig_sym" => {}
            ".amdhsa_kernel" => {
                let name = symbol_name(rest, &rest_span)?;
                if self.mode.section == Section::Text {
                    return Err(err(word_span, ".amdhsa_kernel in .text is not supported: descriptors go in .rodata"));
                }
                self.open_kernel = Some(KernelBlock::new(name.to_string(), range));
                self.mode.block = Block::Kernel;
            }
            ".amdgpu_metadata" => {
                if self.metadata_seen {
                    return Err(err(word_span, "only one .amdgpu_metadata block is taken"));
                }
                self.metadata_seen = true;
                self.metadata_open = Some(word_span);
                self.metadata_lines.clear();
                self.mode.block = Block::Metadata;
            }
            ".end_amdhsa_kernel" => return Err(err(word_span, ".end_amdhsa_kernel without .amdhsa_kernel")),
            ".end_amdgpu_metadata" => return Err(err(word_span, ".end_amdgpu_metadata without .amdgpu_metadata")),
            w if w.starts_with(".amdhsa_") => {
                return Err(err(word_span, format!("`{w}` belongs inside an .amdhsa_kernel block")));
            }
            _ => return Err(err(word_span, format!("unknown directive `{word}`"))),
        }
        Ok(())
    }

    /// `.p2align N[, FILL[, MAX]]` and its kin: padding in `.text` (s_nop
    /// words, as llvm-mc pads code, unless a fill is given). `.rodata`
    /// holds 64-byte descriptors, aligned to 64 already.
    fn align(
        &mut self,
        word: &str,
        rest: &str,
        rest_start: usize,
        word_span: &Range<usize>,
        text: &mut Vec<u8>,
    ) -> Result<(), AsmError> {
        let args = arguments(rest, rest_start)?;
        let Some(first) = args.first() else { return Err(err(word_span.clone(), "expected an alignment")) };
        let n = first.1;
        let align: u64 = if word.starts_with(".p2") {
            if !(0..32).contains(&n) {
                return Err(err(first.0.clone(), "invalid alignment value"));
            }
            1 << n
        } else {
            if n <= 0 || n & (n - 1) != 0 || n > 1 << 31 {
                return Err(err(first.0.clone(), "alignment must be a power of 2"));
            }
            n as u64
        };
        let fill_size = match word.as_bytes().last() {
            Some(b'w') => 2,
            Some(b'l') => 4,
            _ => 1,
        };
        let fill = args.get(1).map(|a| a.1);
        let max = args.get(2).map(|a| a.1);
        if self.mode.section != Section::Text {
            if let Some(d) = self.data_section() {
                d.align = d.align.max(align);
                let pad = (align - d.bytes.len() as u64 % align) % align;
                if max.is_none_or(|m| pad as i64 <= m) {
                    let fill = fill.unwrap_or(0).to_le_bytes();
                    for k in 0..pad as usize {
                        d.bytes.push(fill[k % fill_size]);
                    }
                }
            }
            return Ok(());
        }
        let at = text.len() as u64;
        let pad = (align - at % align) % align;
        if max.is_some_and(|m| pad as i64 > m) {
            return Ok(());
        }
        let pad = pad as usize;
        match fill {
            None => {
                // Whole s_nop words where the code's dwords lie, zeros before.
                let zeros = pad % 4;
                text.extend(std::iter::repeat_n(0u8, zeros));
                for _ in 0..pad / 4 {
                    text.extend_from_slice(&0xbf80_0000u32.to_le_bytes());
                }
            }
            Some(v) => {
                let bytes = (v as u64).to_le_bytes();
                for k in 0..pad {
                    text.push(bytes[k % fill_size]);
                }
            }
        }
        Ok(())
    }

    fn read_metadata(&mut self, source: &str, open: Range<usize>) -> Result<(), AsmError> {
        let lines: Vec<&str> = self.metadata_lines.iter().map(|r| &source[r.clone()]).collect();
        let yaml = lines.join("\n");
        match crate::metadata::parse_yaml(&yaml) {
            Ok(v @ MetaValue::Map(_)) => {
                self.metadata = Some(v);
                Ok(())
            }
            Ok(_) => Err(err(open, "the metadata must be a map")),
            Err(e) => {
                let span = self.metadata_lines.get(e.line.wrapping_sub(1)).cloned().unwrap_or(open);
                Err(err(span, format!("invalid metadata YAML: {}", e.message)))
            }
        }
    }

    /// Checks that every block was closed.
    pub fn finish(&mut self, errors: &mut Vec<AsmError>) {
        if let Some(block) = self.open_kernel.take() {
            errors.push(err(block.span, "missing .end_amdhsa_kernel"));
        }
        if self.mode.block == Block::Metadata {
            let span = self.metadata_open.take().unwrap_or(0..0);
            errors.push(err(span, "missing .end_amdgpu_metadata"));
        }
    }

    /// Evaluates what waited for the whole file: descriptors, sizes and
    /// relocations (with `labels`, the offsets of `.text`'s labels, and
    /// `references`, each instruction's symbol and its literal's offset).
    pub fn into_parts(
        mut self,
        labels: &HashMap<String, usize>,
        references: Vec<(SymbolReference, u64)>,
        errors: &mut Vec<AsmError>,
    ) -> ObjectParts {
        for (r, _) in &references {
            self.mention(&r.symbol, r.span.start);
        }
        let mut parts =
            ObjectParts { code_object_version: self.version, metadata: self.metadata.clone(), ..Default::default() };
        let mut seen = HashSet::default();
        for ((block, end), &offset) in self.kernels.iter().zip(&self.descriptor_offsets) {
            if !seen.insert(block.name.clone()) {
                errors.push(err(block.span.clone(), format!("kernel `{}` is described twice", block.name)));
                continue;
            }
            if !labels.contains_key(&block.name) {
                errors.push(err(
                    block.span.clone(),
                    format!("kernel `{}` has no code: no label `{}` in .text", block.name, block.name),
                ));
                continue;
            }
            match block.descriptor(end.clone(), &mut |e| self.value(e, labels, false, 0)) {
                Ok(descriptor) => {
                    parts.descriptors.push(DescriptorOut { kernel: block.name.clone(), descriptor, offset })
                }
                Err(e) => errors.push(e),
            }
        }
        // The data sections' labels: where each is, and each name once
        // among them and the labels of `.text`.
        let mut data_symbols: HashMap<&str, (SymbolSection, u64)> = HashMap::default();
        let section_of = |section: Section| match section {
            Section::Rodata => SymbolSection::Rodata,
            other => SymbolSection::Data(self.data_order.iter().position(|&s| s == other).unwrap_or(0)),
        };
        for (name, section, offset, span) in &self.data_labels {
            if labels.contains_key(name) || data_symbols.contains_key(name.as_str()) {
                errors.push(err(span.clone(), format!("invalid symbol redefinition: `{name}`")));
                continue;
            }
            data_symbols.insert(name, (section_of(*section), *offset));
        }
        let defined = |name: &str| labels.contains_key(name) || data_symbols.contains_key(name);
        let mut needed: HashSet<String> = HashSet::default();
        let mut relocation = |r: &SymbolReference, offset: u64, errors: &mut Vec<AsmError>| {
            if !defined(&r.symbol) {
                errors.push(err(r.span.clone(), format!("undefined symbol `{}`", r.symbol)));
                return None;
            }
            needed.insert(r.symbol.clone());
            Some(RelocationOut { offset, symbol: r.symbol.clone(), r_type: r.r_type, addend: r.addend })
        };
        for (r, at) in &references {
            parts.relocations.extend(relocation(r, *at, errors));
        }
        if let Some(rodata) = self.data.get(&Section::Rodata) {
            parts.rodata = rodata.bytes.clone();
            parts.rodata_align = rodata.align.max(1);
            for (at, _, r) in &rodata.relocations {
                parts.rodata_relocations.extend(relocation(r, *at, errors));
            }
        }
        for section in &self.data_order {
            let d = &self.data[section];
            let (name, writable) = match section {
                Section::Data => (".data", true),
                Section::Bss => (".bss", true),
                // Written by the loader, then read-only (llvm-mc marks it writable).
                _ => (".data.rel.ro", true),
            };
            let mut out = DataSectionOut {
                name: name.to_string(),
                size: d.bytes.len() as u64,
                align: d.align.max(1),
                writable,
                nobits: *section == Section::Bss,
                ..DataSectionOut::default()
            };
            if !out.nobits {
                out.bytes = d.bytes.clone();
            }
            for (at, _, r) in &d.relocations {
                out.relocations.extend(relocation(r, *at, errors));
            }
            parts.data_sections.push(out);
        }
        let mut symbols: Vec<(&str, SymbolSection, u64)> = labels
            .iter()
            .filter(|(name, _)| !name.starts_with(".L") || needed.contains(name.as_str()))
            .map(|(name, &offset)| (name.as_str(), SymbolSection::Text, offset as u64))
            .collect();
        let data_symbols = data_symbols
            .iter()
            .filter(|(name, _)| !name.starts_with(".L") || needed.contains(**name))
            .map(|(name, &(section, offset))| (*name, section, offset));
        symbols.extend(data_symbols);
        let rank = |s: SymbolSection| match s {
            SymbolSection::Text => 0,
            SymbolSection::Rodata => 1,
            SymbolSection::Data(k) => 2 + k,
        };
        let mentioned = |name: &str| self.first_mention.get(name).copied().unwrap_or(usize::MAX);
        symbols.sort_by(|a, b| (mentioned(a.0), rank(a.1), a.2, a.0).cmp(&(mentioned(b.0), rank(b.1), b.2, b.0)));
        for (name, section, offset) in symbols {
            let size = match self.sizes.get(name) {
                Some(e) => match self.value(e, labels, true, 0) {
                    Ok(v) if v >= 0 => v as u64,
                    Ok(_) => {
                        errors.push(err(e.span(), format!("the size of `{name}` is negative")));
                        0
                    }
                    Err(e) => {
                        errors.push(e);
                        0
                    }
                },
                None => 0,
            };
            parts.symbols.push(SymbolOut {
                name: name.to_string(),
                value: offset,
                size,
                global: self.globals.contains(name),
                function: self.functions.contains(name),
                object: self.objects.contains(name),
                visibility: self.visibility.get(name).copied().unwrap_or_default(),
                section,
            });
        }
        parts
    }

    /// An expression's value: `.set` symbols by their definitions, labels
    /// by their offsets where `labels_allowed` (in `.size`).
    fn value(
        &self,
        e: &Expr,
        labels: &HashMap<String, usize>,
        labels_allowed: bool,
        depth: usize,
    ) -> Result<i64, AsmError> {
        e.eval(&mut |name, span| {
            if let Some(def) = self.sets.get(name) {
                if depth >= MAX_SET_DEPTH {
                    return Err(err(
                        span.clone(),
                        format!("`{name}`: symbol definitions nest too deep (or refer to themselves)"),
                    ));
                }
                return self.value(def, labels, labels_allowed, depth + 1);
            }
            match labels.get(name) {
                Some(&offset) if labels_allowed => Ok(offset as i64),
                Some(_) => Err(err(span.clone(), format!("`{name}` is a label; an absolute value is needed here"))),
                None => Err(err(span.clone(), format!("symbol `{name}` is not defined"))),
            }
        })
    }
}

/// A quoted string's contents as text (see [`unquote_bytes`]).
fn unquote(text: &str) -> Option<String> {
    unquote_bytes(text).map(|b| String::from_utf8_lossy(&b).into_owned())
}

/// A quoted string's bytes, with the GNU assembler's escapes: `\b \f \n
/// \r \t \v`, up to three octal digits, `\x` and hex digits, and any other
/// character standing for itself (`\"`, `\\`).
fn unquote_bytes(text: &str) -> Option<Vec<u8>> {
    let inner = text.strip_prefix('"')?.strip_suffix('"')?.as_bytes();
    let mut out = Vec::with_capacity(inner.len());
    let mut k = 0;
    while k < inner.len() {
        let c = inner[k];
        k += 1;
        if c != b'\\' {
            out.push(c);
            continue;
        }
        let e = *inner.get(k)?;
        k += 1;
        match e {
            b'b' => out.push(8),
            b'f' => out.push(12),
            b'n' => out.push(b'\n'),
            b'r' => out.push(b'\r'),
            b't' => out.push(b'\t'),
            b'v' => out.push(11),
            b'0'..=b'7' => {
                let mut v = (e - b'0') as u32;
                for _ in 0..2 {
                    match inner.get(k) {
                        Some(&d @ b'0'..=b'7') => {
                            v = v * 8 + (d - b'0') as u32;
                            k += 1;
                        }
                        _ => break,
                    }
                }
                out.push(v as u8);
            }
            b'x' | b'X' => {
                let mut v = 0u32;
                let start = k;
                while let Some(d) = inner.get(k).and_then(|&d| (d as char).to_digit(16)) {
                    v = (v << 4 | d) & 0xff;
                    k += 1;
                }
                if k == start {
                    return None;
                }
                out.push(v as u8);
            }
            other => out.push(other),
        }
    }
    Some(out)
}

fn symbol_name<'a>(text: &'a str, span: &Range<usize>) -> Result<&'a str, AsmError> {
    let ok = text.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || matches!(c, '_' | '.' | '$'))
        && text.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$'));
    if ok {
        Ok(text)
    } else {
        Err(err(span.clone(), format!("expected a symbol name, not `{text}`")))
    }
}

fn symbol_list<'a>(text: &'a str, span: &Range<usize>) -> Result<Vec<&'a str>, AsmError> {
    text.split(',').map(|n| symbol_name(n.trim(), span)).collect()
}

/// A directive's comma-separated expressions, each evaluated without symbols.
fn arguments(text: &str, start: usize) -> Result<Vec<(Range<usize>, i64)>, AsmError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    crate::asm::split_operands(text, start)
        .iter()
        .map(|(t, span)| Ok((span.clone(), constant(t, span.start)?)))
        .collect()
}

fn constant(text: &str, start: usize) -> Result<i64, AsmError> {
    let e = crate::expr::parse(text.trim(), start)?;
    e.constant().ok_or_else(|| err(start..start + text.len(), "expected an absolute expression"))
}

/// The most bytes one data directive may make (`.fill` and `.zero` could
/// otherwise ask for any amount).
const MAX_DATA: i64 = 1 << 26;

/// A relocation a data directive asks for: its offset in the directive's
/// bytes, its size (4 or 8), and the symbol plus addend.
type DataReference = (usize, usize, SymbolReference);

/// `SYMBOL`, `SYMBOL + N` or `SYMBOL - N`: what a relocation can hold.
fn symbol_plus_addend(e: &Expr) -> Option<(String, i64, Range<usize>)> {
    use crate::expr::Binary;
    match e {
        Expr::Symbol(name, span) => Some((name.clone(), 0, span.clone())),
        Expr::Binary(Binary::Add, a, b) => match (a.as_ref(), b.constant()) {
            (Expr::Symbol(name, span), Some(n)) => Some((name.clone(), n, span.clone())),
            _ => match (b.as_ref(), a.constant()) {
                (Expr::Symbol(name, span), Some(n)) => Some((name.clone(), n, span.clone())),
                _ => None,
            },
        },
        Expr::Binary(Binary::Sub, a, b) => match (a.as_ref(), b.constant()) {
            (Expr::Symbol(name, span), Some(n)) => Some((name.clone(), n.wrapping_neg(), span.clone())),
            _ => None,
        },
        _ => None,
    }
}

/// The bytes of a data directive, and the relocations its symbols need
/// (their fields hold zeros, as llvm-mc leaves them).
fn data(word: &str, rest: &str, start: usize) -> Result<(Vec<u8>, Vec<DataReference>), AsmError> {
    let span = start..start + rest.len();
    let mut out = Vec::new();
    let mut references = Vec::new();
    match word {
        ".ascii" | ".asciz" | ".string" => {
            for (piece, span) in crate::asm::split_operands(rest, start).iter() {
                let s = unquote_bytes(piece).ok_or_else(|| err(span.clone(), "expected a quoted string"))?;
                out.extend_from_slice(&s);
                if word != ".ascii" {
                    out.push(0);
                }
            }
        }
        ".fill" => {
            let args = arguments(rest, start)?;
            let count = args.first().map(|a| a.1).ok_or_else(|| err(span.clone(), "expected a count"))?;
            let size = args.get(1).map_or(1, |a| a.1);
            let value = args.get(2).map_or(0, |a| a.1);
            if !(0..=8).contains(&size) {
                return Err(err(span, "a .fill size is 0 to 8 bytes"));
            }
            if count < 0 || count.saturating_mul(size) > MAX_DATA {
                return Err(err(span, "a .fill count out of range"));
            }
            // GNU: the value is 32 bits; a larger size pads with zeros.
            let bytes = (value as u32 as u64).to_le_bytes();
            for _ in 0..count {
                out.extend_from_slice(&bytes[..size as usize]);
            }
        }
        ".zero" | ".space" | ".skip" => {
            let args = arguments(rest, start)?;
            let count = args.first().map(|a| a.1).ok_or_else(|| err(span.clone(), "expected a size"))?;
            if !(0..=MAX_DATA).contains(&count) {
                return Err(err(span, "a size out of range"));
            }
            let fill = args.get(1).map_or(0, |a| a.1 as u8);
            out.resize(count as usize, fill);
        }
        _ => {
            let size = match word {
                ".byte" => 1,
                ".short" | ".2byte" | ".hword" => 2,
                ".long" | ".4byte" | ".int" => 4,
                _ => 8,
            };
            if rest.trim().is_empty() {
                return Ok((out, references));
            }
            for (piece, span) in crate::asm::split_operands(rest, start).iter() {
                let e = crate::expr::parse(piece.trim(), span.start)?;
                let Some(v) = e.constant() else {
                    let reference = symbol_plus_addend(&e).filter(|_| size >= 4);
                    let Some((symbol, addend, symbol_span)) = reference else {
                        return Err(err(span.clone(), "expected an absolute expression or SYMBOL + OFFSET"));
                    };
                    let r_type = if size == 8 { R_AMDGPU_ABS64 } else { R_AMDGPU_ABS32 };
                    references.push((out.len(), size, SymbolReference { symbol, r_type, addend, span: symbol_span }));
                    out.extend(std::iter::repeat_n(0, size));
                    continue;
                };
                let span = span.clone();
                let fits = size == 8 || (-(1i64 << (8 * size - 1))..(1i64 << (8 * size))).contains(&v);
                if !fits {
                    return Err(err(span, "out of range literal value"));
                }
                out.extend_from_slice(&v.to_le_bytes()[..size]);
            }
        }
    }
    Ok((out, references))
}

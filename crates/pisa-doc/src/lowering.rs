//! What a PISA form compiles to on gfx1100, found by compiling its example
//! with the native backend (`pisa-amdgpu`) when the pages are built.
//!
//! An instruction alone in a kernel compiles to nothing: its result is dead.
//! So the example is put in a harness that loads each register it reads
//! from a global buffer and stores each register it writes back, and the
//! harness is compiled twice, with and without the example; the
//! instructions the first has beyond the second are the example's. Memory
//! in global or generic space is a cell of the buffer. Forms whose
//! operands the harness cannot load or store (other spaces, labels, calls,
//! vectors `ld` cannot move in one piece) get no lowering.
//!
//! The same harness runs the example on the reference emulator
//! ([`emulate`]) with sample inputs, so that the page can show what the
//! instruction computes.

use crate::pisa_pages::PisaForm;
use pisa::verify::samples;
use serde::Serialize;

/// The gfx1100 code of one form's example.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub enum Lowering {
    /// The instructions the example added to the harness, in order.
    Code(Vec<String>),
    /// The backend refuses the example, with its message.
    Refused(String),
}

impl Lowering {
    /// The mnemonics of the code, for links to their pages.
    pub fn mnemonics(&self) -> Vec<&str> {
        match self {
            Lowering::Code(lines) => lines.iter().filter_map(|l| l.split_whitespace().next()).collect(),
            Lowering::Refused(_) => Vec::new(),
        }
    }
}

/// Every PISA page with its forms' lowerings, worked out once.
pub fn lowered_pisa_pages() -> &'static [crate::Page] {
    static PAGES: std::sync::OnceLock<Vec<crate::Page>> = std::sync::OnceLock::new();
    PAGES.get_or_init(|| crate::Isa::Pisa.pages().iter().map(crate::complete).collect())
}

/// For each gfx1100 page name, the PISA instructions whose forms compile
/// to an instruction of it, in PISA order.
pub fn users() -> &'static std::collections::BTreeMap<String, Vec<String>> {
    static USERS: std::sync::OnceLock<std::collections::BTreeMap<String, Vec<String>>> = std::sync::OnceLock::new();
    USERS.get_or_init(|| {
        let mut users: std::collections::BTreeMap<String, Vec<String>> = Default::default();
        for page in lowered_pisa_pages() {
            let crate::Page::Pisa(pisa) = page else { continue };
            for form in &pisa.forms {
                for mnemonic in form.lowering.iter().flat_map(Lowering::mnemonics) {
                    let target = crate::amd::base_name(mnemonic).unwrap_or_else(|| mnemonic.to_string());
                    let list = users.entry(target).or_default();
                    if !list.contains(&pisa.name) {
                        list.push(pisa.name.clone());
                    }
                }
            }
        }
        users
    })
}

/// The lowering of `form`'s example, or `None` when the harness cannot
/// hold it.
pub fn lower(form: &PisaForm) -> Option<Lowering> {
    let example = form.example.as_ref()?;
    if example.context != "kernel" {
        return None;
    }
    let h = harness(&example.text, form)?;
    let with = compile(&h, Some(&example.text))?;
    let without = compile(&h, None)?;
    Some(match (with, without) {
        (Ok(with), Ok(without)) => Lowering::Code(difference(&with, &without)),
        (Err(message), Ok(_)) => Lowering::Refused(message),
        // The harness alone does not compile (the backend cannot load or
        // store such registers yet): nothing to learn about the example.
        (_, Err(_)) => return None,
    })
}

/// What a register of the verifier's sample declarations holds, by its
/// name: (elements, bits of each), or `None` for a predicate.
fn register_shape(name: &str) -> Option<Option<(u32, u32)>> {
    let name = name.strip_prefix('%')?;
    if name.starts_with('p') && name[1..].bytes().all(|b| b.is_ascii_digit()) {
        return Some(None);
    }
    let scalar = |bits| {
        let digits = &name[1..];
        (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then_some(Some((1, bits)))
    };
    match name.as_bytes().first()? {
        b'b' => return scalar(8),
        b'h' => return scalar(16),
        b'r' => return scalar(32),
        b'd' => return scalar(64),
        _ => {}
    }
    // Vectors: %q (8-bit), %k (16-bit), %v (32-bit), %w (64-bit) elements,
    // then the count: `%v4_1`.
    let bits = match name.as_bytes()[0] {
        b'q' => 8,
        b'k' => 16,
        b'v' => 32,
        b'w' => 64,
        _ => return None,
    };
    let (count, _) = name[1..].split_once('_')?;
    Some(Some((count.parse().ok()?, bits)))
}

/// The `ld`/`st` qualifiers that move a whole register of this shape, when
/// one instruction can (`.v3` only of 32-bit elements; no `.128b`).
fn move_qualifiers(shape: (u32, u32)) -> Option<String> {
    let (count, bits) = shape;
    if ![8, 16, 32, 64].contains(&bits) {
        return None;
    }
    match count {
        1 => Some(format!(".{bits}b")),
        2 | 4 => Some(format!(".v{count}.{bits}b")),
        3 if bits == 32 => Some(".v3.32b".to_string()),
        8 if bits == 32 => Some(".v8.32b".to_string()),
        _ => None,
    }
}

/// The operand texts of an instruction: split at commas outside brackets.
fn operand_texts(text: &str) -> Vec<String> {
    let body = text.trim().trim_end_matches(';');
    let Some((_, operands)) = body.split_once(char::is_whitespace) else { return Vec::new() };
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut current = String::new();
    for c in operands.chars() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(current.trim().to_string());
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    if !current.trim().is_empty() {
        out.push(current.trim().to_string());
    }
    out
}

/// One register the harness moves: the example's operand `operand`, at
/// byte `offset` of the buffer.
#[derive(Clone, Debug)]
struct Cell {
    operand: usize,
    register: String,
    offset: usize,
    /// (elements, bits), or `None` for a predicate (moved as 32 bits, 1 or 0).
    shape: Option<(u32, u32)>,
    written: bool,
}

/// The memory an address operand points at: in which space, through which
/// base register and constant offset.
struct Address<'a> {
    base: &'a str,
    offset: i64,
}

/// `[%d3 + 16]` or `[%d3]`: a register base and a constant offset.
fn parse_address(text: &str) -> Option<Address<'_>> {
    let inner = text.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (base, offset) = match inner.split_once('+') {
        Some((base, offset)) => (base.trim(), offset.trim().parse().ok()?),
        None => (inner, 0),
    };
    base.starts_with("%d").then_some(Address { base, offset })
}

/// The lines before and after the example: loads of what it reads, stores
/// of what it writes; and where in the buffer each register goes.
struct Harness {
    before: String,
    after: String,
    cells: Vec<Cell>,
}

fn harness(example: &str, form: &PisaForm) -> Option<Harness> {
    let texts = operand_texts(example);
    // Trailing optional operands may be left out (`iatom`'s second source).
    let fits = texts.len() <= form.operands.len() && form.operands[texts.len()..].iter().all(|o| o.optional);
    if !fits {
        return None;
    }
    let mut h = Harness { before: String::new(), after: String::new(), cells: Vec::new() };
    let mut offset = 0;
    let mnemonic = example.split_whitespace().next().unwrap_or("");
    for (index, (text, operand)) in texts.iter().zip(&form.operands).enumerate() {
        if text.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
            continue; // an immediate
        }
        if text.starts_with('[') {
            offset = memory_cell(&mut h, mnemonic, &texts, index, text, offset)?;
            continue;
        }
        let register = text.trim_start_matches('!');
        if !register.starts_with('%') || register.contains(['[', '@']) {
            return None;
        }
        // A swizzled operand moves its whole vector.
        let name = match register[1..].find('.') {
            Some(dot) => &register[..dot + 1],
            None => register,
        };
        let shape = register_shape(name)?;
        let slot = format!("[%doc_ptr + {offset}]");
        h.cells.push(Cell { operand: index, register: name.to_string(), offset, shape, written: operand.written });
        offset += 64;
        let (before, after) = (&mut h.before, &mut h.after);
        match shape {
            None => {
                if operand.written {
                    after.push_str(&format!("    sel.32b %doc_t, 1, 0, {name};\n    st.global.32b {slot}, %doc_t;\n"));
                } else {
                    before
                        .push_str(&format!("    ld.global.32b %doc_t, {slot};\n    ucmp.ne.32b {name}, %doc_t, 0;\n"));
                }
            }
            // A 32-bit vector of small elements (`.v2.16b`, `.v4.8b`) moves
            // through a 32-bit register, which `ld`, `st` and `mov` all take.
            Some((count @ (2 | 4), bits)) if count * bits == 32 => {
                let swizzle = if count == 2 { "xy" } else { "xyzw" };
                if operand.written {
                    after.push_str(&format!(
                        "    mov.32b %doc_t, {name}.{swizzle};\n    st.global.32b {slot}, %doc_t;\n"
                    ));
                } else {
                    before.push_str(&format!(
                        "    ld.global.32b %doc_t, {slot};\n    mov.32b {name}.{swizzle}, %doc_t;\n"
                    ));
                }
            }
            Some(shape) => {
                let q = move_qualifiers(shape)?;
                if operand.written {
                    after.push_str(&format!("    st.global{q} {slot}, {name};\n"));
                } else {
                    before.push_str(&format!("    ld.global{q} {name}, {slot};\n"));
                }
            }
        }
    }
    Some(h)
}

/// A load's, store's or atomic's memory, in global memory (a `.global`
/// space) or reached through a generic address (no space given): the base
/// register is set to point at a cell of the buffer, which holds the value
/// read and receives the value written. Other spaces are not handled.
/// Returns the next free offset.
fn memory_cell(
    h: &mut Harness,
    mnemonic: &str,
    texts: &[String],
    index: usize,
    text: &str,
    offset: usize,
) -> Option<usize> {
    let (base_name, parts) = pisa::isa::split_mnemonic(mnemonic);
    let generic = !parts.iter().any(|p| matches!(*p, ".global" | ".shared" | ".private" | ".const" | ".param"));
    if !generic && !parts.contains(&".global") {
        return None;
    }
    let (reads, writes) = match base_name {
        "ld" => (true, false),
        "st" => (false, true),
        "iatom" | "fatom" => (true, true),
        _ => return None,
    };
    let address = parse_address(text)?;
    // The data is as wide as the instruction's register operand.
    let data = texts.iter().enumerate().find(|(i, t)| *i != index && t.starts_with('%'))?.1;
    let shape = register_shape(data)?.filter(|(count, _)| *count == 1)?;
    let cell = offset + 64;
    let target = i64::try_from(cell).ok()? - address.offset;
    if target < 0 {
        return None;
    }
    let (base, label) = (address.base, text.to_string());
    if generic {
        h.before.push_str(&format!(
            "    iadd.64b %doc_g, %doc_ptr, {target};\n    addrcast.generic.global {base}, %doc_g;\n"
        ));
    } else {
        h.before.push_str(&format!("    iadd.64b {base}, %doc_ptr, {target};\n"));
    }
    let operand = index;
    if reads {
        h.cells.push(Cell { operand, register: label.clone(), offset: cell, shape: Some(shape), written: false });
    }
    if writes {
        h.cells.push(Cell { operand, register: label, offset: cell, shape: Some(shape), written: true });
    }
    Some(offset + 128)
}

/// The harness around `example` (or around nothing) as a verified module:
/// kernel `@k(%prm, %doc_buf)`, `%doc_buf` the buffer of the cells.
fn harness_module(h: &Harness, example: Option<&str>) -> Option<pisa::ir::Module> {
    let mut source = String::from(samples::PRELUDE);
    source.push_str("\n.kernel @k(.param[64] .align(16) %prm, .param[8] .addrspace(global) %doc_buf) {\n");
    source.push_str(samples::DECLARATIONS);
    source.push_str("    .reg .64b %doc_ptr, %doc_g;\n    .reg .32b %doc_t;\n    ld.param.64b %doc_ptr, [%doc_buf];\n");
    source.push_str(&h.before);
    if let Some(example) = example {
        source.push_str(&format!("    {example}\n"));
    }
    source.push_str(&h.after);
    source.push_str("L_end:\n    return;\n}\n");
    let parsed = pisa::parse(&source);
    if parsed.diagnostics.iter().any(|d| d.is_error()) {
        return None;
    }
    pisa::verify::verify(&parsed.module, &Default::default()).ir
}

/// The harness compiled: the kernel's instruction lines, or the backend's
/// refusal. `None` when the module does not verify.
fn compile(h: &Harness, example: Option<&str>) -> Option<Result<Vec<String>, String>> {
    let ir = harness_module(h, example)?;
    Some(match pisa_amdgpu::compile(&ir, &pisa_amdgpu::Options::default()) {
        Ok(compiled) => Ok(kernel_lines(&compiled.asm)),
        Err(error) => Err(error.message),
    })
}

/// The example run on the reference emulator by one work-item.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub enum EmulatorRun {
    /// The registers it read, with the values given, and those it wrote.
    Ran { inputs: Vec<(String, String)>, outputs: Vec<(String, String)> },
    /// The run stopped with this fault.
    Fault(String),
}

/// A form's example in the harness, ready to run: the module, the buffer
/// with the sample inputs, and where the outputs will be.
pub struct Prepared {
    /// Kernel `@k(%prm, %doc_buf)`: a 64-byte parameter block (zeros) and
    /// the buffer.
    pub module: pisa::ir::Module,
    pub buffer: Vec<u8>,
    /// The registers read, with the values given.
    pub inputs: Vec<(String, String)>,
    outputs: Vec<(String, usize, Option<pisa_emu::launch::ElemType>)>,
}

impl Prepared {
    /// The registers written, read out of the buffer after a run.
    pub fn outputs(&self, buffer: &[u8]) -> Option<Vec<(String, String)>> {
        let mut out = Vec::new();
        for (register, offset, ty) in &self.outputs {
            let width = ty.map_or(4, |t| t.bytes());
            let mut word = [0u8; 8];
            word[..width].copy_from_slice(buffer.get(*offset..*offset + width)?);
            let bits = u64::from_le_bytes(word);
            let text = match ty {
                None => (bits != 0).to_string(),
                Some(ty) => ty.format_value(bits),
            };
            out.push((register.clone(), text));
        }
        Some(out)
    }
}

/// `form`'s example in the harness with sample inputs (1.5, -2.25, 0.75, 3
/// for floats; 7, 3, 2, 5 for integers, -7 first where the operand is read
/// as signed; true for predicates; all lanes for a sub-group mask). `None` where the harness cannot hold
/// the example or an operand is a vector.
pub fn prepare(form: &PisaForm, table_form: &pisa::isa::Form) -> Option<Prepared> {
    let example = form.example.as_ref()?;
    if example.context != "kernel" {
        return None;
    }
    let h = harness(&example.text, form)?;
    if h.cells.is_empty() || h.cells.iter().any(|c| c.shape.is_some_and(|(count, _)| count != 1)) {
        return None;
    }
    let types = operand_types(&example.text, table_form, &h)?;
    let module = harness_module(&h, Some(&example.text))?;
    // Every cell has 64 bytes from its offset.
    let mut buffer = vec![0u8; h.cells.iter().map(|c| c.offset + 64).max().unwrap_or(0)];
    let mut inputs = Vec::new();
    let mut outputs = Vec::new();
    let mut read_index = 0;
    // A sub-group operation's lane mask is its last source: all lanes, so
    // that the one work-item takes part (else its result is left undefined).
    let base = example.text.split(['.', ' ']).next().unwrap_or("");
    let mask_cell = matches!(base, "shfl" | "fred" | "ired" | "redfirstidx")
        .then(|| h.cells.iter().rposition(|c| !c.written))
        .flatten();
    for (index, (cell, ty)) in h.cells.iter().zip(&types).enumerate() {
        if cell.written {
            outputs.push((cell.register.clone(), cell.offset, *ty));
            continue;
        }
        let (text, bits) = match ty {
            None => {
                let value = read_index % 2 == 0;
                (value.to_string(), value as u64)
            }
            Some(ty) => {
                let signed = form.operands[cell.operand].read_as == Some("signed integer");
                let text = match (ty.float().is_some(), signed && read_index == 0) {
                    _ if mask_cell == Some(index) => "0xffffffff",
                    (true, _) => ["1.5", "-2.25", "0.75", "3"][read_index % 4],
                    (false, true) => "-7",
                    (false, false) => ["7", "3", "2", "5"][read_index % 4],
                };
                let ty = if signed && ty.float().is_none() { signed_type(*ty) } else { *ty };
                let bits = ty.parse_value(text).ok()?;
                // A mask reads best as the hex it was written in.
                let shown = if text.starts_with("0x") { text.to_string() } else { ty.format_value(bits) };
                (shown, bits)
            }
        };
        let width = ty.map_or(4, |t| t.bytes());
        buffer[cell.offset..cell.offset + width].copy_from_slice(&bits.to_le_bytes()[..width]);
        inputs.push((cell.register.clone(), text));
        read_index += 1;
    }
    Some(Prepared { module, buffer, inputs, outputs })
}

/// Runs `form`'s example on the reference emulator by one work-item, with
/// the inputs of [`prepare`].
pub fn emulate(form: &PisaForm, table_form: &pisa::isa::Form) -> Option<EmulatorRun> {
    let prepared = prepare(form, table_form)?;
    let program = pisa_emu::Program::new(&prepared.module);
    let launch = pisa_emu::Launch {
        kernel: "k".to_string(),
        global: vec![1],
        local: Some(vec![1]),
        offset: Vec::new(),
        args: vec![pisa_emu::Arg::Value(vec![0; 64]), pisa_emu::Arg::Buffer(prepared.buffer.clone())],
    };
    let options = pisa_emu::Options { threads: 1, ..Default::default() };
    let outcome = match pisa_emu::run(&program, &launch, &options, None) {
        Ok(outcome) => outcome,
        Err(error) => return Some(EmulatorRun::Fault(error.to_string())),
    };
    let outputs = prepared.outputs(outcome.buffers.get(1)?.as_ref()?)?;
    Some(EmulatorRun::Ran { inputs: prepared.inputs, outputs })
}

fn signed_type(ty: pisa_emu::launch::ElemType) -> pisa_emu::launch::ElemType {
    use pisa_emu::launch::ElemType::*;
    match ty {
        U8 => S8,
        U16 => S16,
        U32 => S32,
        U64 => S64,
        other => other,
    }
}

/// The value type of each cell: from the width and float-ness the form
/// gives the operand with the example's qualifiers, else from the
/// register; `None` for predicates. `None` overall for a width no element
/// type has.
fn operand_types(
    example: &str,
    table_form: &pisa::isa::Form,
    h: &Harness,
) -> Option<Vec<Option<pisa_emu::launch::ElemType>>> {
    use pisa::isa::{Qual, Word};
    use pisa_emu::launch::ElemType;
    let mnemonic = example.split_whitespace().next()?;
    let (base, parts) = pisa::isa::split_mnemonic(mnemonic);
    let opcode = pisa::isa::Opcode::from_str(base)?;
    let (found, _) = pisa::isa::match_qualifiers(opcode, &parts).ok()?;
    let bound = pisa::isa::bind_slots(table_form, found.iter().map(|f| f.qual));
    let value_of = |slot| bound.iter().find(|(s, _)| *s == slot).map(|(_, q)| *q);
    let signed_sources = table_form.operands.iter().any(|o| !o.written && o.interp == pisa::isa::Interp::Signed);
    let mut out = Vec::new();
    for cell in &h.cells {
        let Some((_, register_bits)) = cell.shape else {
            out.push(None);
            continue;
        };
        let class = table_form.immediate_class(cell.operand, &value_of);
        let (bits, float, bfloat, signed_type) = match class {
            Some(class) => (
                class.bits,
                class.float,
                class.ty == Some(Qual::Word(Word::Bf)),
                // `.s8` ... `.s64`: a signed integer type.
                class
                    .ty
                    .is_some_and(|t| t.to_string().strip_prefix(".s").is_some_and(|r| r.starts_with(char::is_numeric))),
            ),
            None => (register_bits, false, false, false),
        };
        // Results of instructions that read signed operands read best signed.
        let signed = signed_type || (cell.written && signed_sources);
        let name = match (float, bfloat, signed) {
            (true, true, _) if bits == 16 => "bf16".to_string(),
            (true, _, _) => format!("f{bits}"),
            (false, _, true) => format!("s{bits}"),
            (false, _, false) => format!("u{bits}"),
        };
        out.push(Some(ElemType::parse(&name)?));
    }
    Some(out)
}

/// The instruction lines of the kernel `k` in the assembly.
fn kernel_lines(asm: &str) -> Vec<String> {
    asm.lines()
        .skip_while(|line| line.trim() != "k:")
        .skip(1)
        .map(str::trim)
        .take_while(|line| !line.is_empty() && !line.starts_with(".Lfunc_end") && !line.starts_with(".size"))
        .filter(|line| !line.ends_with(':') && !line.starts_with('.'))
        .map(str::to_string)
        .collect()
}

/// The lines of `with` whose mnemonics `without` has fewer of, in order.
fn difference(with: &[String], without: &[String]) -> Vec<String> {
    let mnemonic = |line: &String| line.split_whitespace().next().unwrap_or("").to_string();
    let mut spare: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for line in without {
        *spare.entry(mnemonic(line)).or_default() += 1;
    }
    let mut out = Vec::new();
    for line in with {
        match spare.get_mut(&mnemonic(line)) {
            Some(count) if *count > 0 => *count -= 1,
            _ => out.push(line.clone()),
        }
    }
    out
}

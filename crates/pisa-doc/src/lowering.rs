//! What a PISA form compiles to on gfx1100, found by compiling its example
//! with the native backend (`pisa-amdgpu`) when the pages are built.
//!
//! An instruction alone in a kernel compiles to nothing: its result is dead.
//! So the example is put in a harness that loads each register it reads
//! from a global buffer and stores each register it writes back, and the
//! harness is compiled twice, with and without the example; the
//! instructions the first has beyond the second are the example's. Forms
//! whose operands the harness cannot load or store (addresses, labels,
//! calls, vectors `ld` cannot move in one piece) get no lowering.

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
    let (before, after) = harness(&example.text, form)?;
    let with = compile(&before, Some(&example.text), &after)?;
    let without = compile(&before, None, &after)?;
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

/// The lines before and after the example: loads of what it reads, stores
/// of what it writes.
fn harness(example: &str, form: &PisaForm) -> Option<(String, String)> {
    let texts = operand_texts(example);
    if texts.len() != form.operands.len() {
        return None;
    }
    let (mut before, mut after) = (String::new(), String::new());
    let mut offset = 0;
    for (text, operand) in texts.iter().zip(&form.operands) {
        if text.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
            continue; // an immediate
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
        offset += 64;
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
    Some((before, after))
}

/// The harness as a module, compiled: the kernel's instruction lines, or
/// the backend's refusal. `None` when the module does not verify.
fn compile(before: &str, example: Option<&str>, after: &str) -> Option<Result<Vec<String>, String>> {
    let mut source = String::from(samples::PRELUDE);
    source.push_str("\n.kernel @k(.param[64] .align(16) %prm) {\n");
    source.push_str(samples::DECLARATIONS);
    source.push_str("    .reg .64b %doc_ptr;\n    .reg .32b %doc_t;\n    ld.param.64b %doc_ptr, [%prm];\n");
    source.push_str(before);
    if let Some(example) = example {
        source.push_str(&format!("    {example}\n"));
    }
    source.push_str(after);
    source.push_str("L_end:\n    return;\n}\n");
    let parsed = pisa::parse(&source);
    if parsed.diagnostics.iter().any(|d| d.is_error()) {
        return None;
    }
    let verified = pisa::verify::verify(&parsed.module, &Default::default());
    let ir = verified.ir?;
    Some(match pisa_amdgpu::compile(&ir, &pisa_amdgpu::Options::default()) {
        Ok(compiled) => Ok(kernel_lines(&compiled.asm)),
        Err(error) => Err(error.message),
    })
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

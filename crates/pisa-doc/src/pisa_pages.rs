//! PISA pages: one per instruction (spec section) of `pisa::isa::table()`,
//! every syntax form of it on the page.

use pisa::isa::{self, Form, Interp, OperandKind, Qual};
use pisa::syntax::generate::Rng;
use pisa::verify::{rules, samples};
use serde::Serialize;

/// The instruction chapters of the PISA manual, by number, with the file of
/// `../shared/spec/pisa` each is in.
const CHAPTERS: [(&str, &str, &str); 9] = [
    ("1", "Integer Arithmetic", "isa-1-integer-arithmetic.md"),
    ("2", "Floating Point", "isa-2-floating-point.md"),
    ("3", "Logic and Shift", "isa-3-logic-and-shift.md"),
    ("4", "Data Movement and Conversion", "isa-4-data-movement-and-conversion.md"),
    ("5", "Comparison and Selection", "isa-5-comparison-and-selection.md"),
    ("6", "Control Flow", "isa-6-control-flow.md"),
    ("7", "Sub-group Communication", "isa-7-sub-group-communication.md"),
    ("8", "Memory and Atomics", "isa-8-memory-and-atomics.md"),
    ("9", "Synchronization", "isa-9-synchronization.md"),
];

/// The page of one PISA instruction.
#[derive(Clone, Debug, Serialize)]
pub struct PisaPage {
    /// The section's title, as the manual names the instruction (`fadd`, `ld.param`).
    pub name: String,
    /// The chapter: "Integer Arithmetic".
    pub chapter: &'static str,
    /// The table's one-line summary of the section.
    pub summary: String,
    /// What it does, in this project's words (`text/pisa.txt`).
    pub description: String,
    /// Behaviour the manual leaves undefined, and what the emulator does.
    pub notes: Vec<String>,
    /// Where the manual describes it.
    pub spec: SpecRef,
    pub forms: Vec<PisaForm>,
    /// What it computes, in pseudocode (`text/pisa.sem`).
    pub semantics: Option<PisaSemantics>,
    /// The other instructions of the same chapter.
    pub related: Vec<String>,
}

/// A page's pseudocode and how the crate's tests check it.
#[derive(Clone, Debug, Serialize)]
pub struct PisaSemantics {
    /// The entry's lines as written.
    pub lines: Vec<String>,
    /// `emulator`: run against the reference emulator for every form;
    /// `partly`: for some forms or qualifier choices (the rest checked
    /// against the table); `table`: checked against the table only.
    pub checked: &'static str,
    /// What the page says under the pseudocode about how it is checked.
    pub note: String,
}

/// How to read the pseudocode, said on every page that has some.
pub const PISA_SEMANTICS_LEGEND: &str = "Integers are exact, read signed or unsigned as the operands say, \
and keep their low bits when written; x[hi:lo] are bits, x{i} element i of a packed operand. Floats round \
once as .rndmode says (to nearest even without it); with .ftz subnormal operands and results are zero.";
/// Said under pseudocode that a test runs.
pub const PISA_SEMANTICS_RUN: &str = "Checked by a test: run against the reference emulator (pisa-emu) on \
random and edge-case operands, for every form and a spread of qualifier choices.";
/// Added for the atomics, whose runs reach one cell of global memory.
pub const PISA_SEMANTICS_MEMORY: &str = " Each work-item's access reaches a cell of its own in global memory \
(directly or through a generic address), up to 64 bits; choices in other address spaces, of 128 bits \
or of vectors are checked against the table only.";
/// Said under pseudocode that a test only checks for shape.
pub const PISA_SEMANTICS_TABLE: &str = "Checked by a test against the instruction table (every name is an \
operand or qualifier of the form, a local set before, or a named function); not run: what it names \
(vector elements, addresses, parameters, control flow, synchronisation) is not modelled.";

/// A place in the PISA manual.
#[derive(Clone, Debug, Serialize)]
pub struct SpecRef {
    /// `isa-2 2.1`: the chapter's document and the section number.
    pub section: String,
    /// The manual's file for the chapter.
    pub file: &'static str,
}

/// One syntax form with everything the table says of it.
#[derive(Clone, Debug, Serialize)]
pub struct PisaForm {
    /// The manual's heading for the form, empty for an unnamed one.
    pub title: String,
    /// The syntax line as the manual prints it.
    pub syntax: String,
    pub qualifiers: Vec<QualifierSlot>,
    pub operands: Vec<PisaOperand>,
    /// Each restriction as a sentence, with the section it comes from when
    /// that is not the instruction's own.
    pub restrictions: Vec<RestrictionText>,
    /// The PISA version that introduced the form.
    pub since: String,
    pub target: String,
    /// An instruction of this form; the tests parse and verify each one.
    pub example: Option<PisaExample>,
    /// What the example compiles to on gfx1100 (filled in by
    /// [`crate::complete`]: compiling takes time a list does not need).
    pub lowering: Option<crate::lowering::Lowering>,
    /// The example run on the reference emulator (also by `complete`).
    pub run: Option<crate::lowering::EmulatorRun>,
    /// The form's index in `pisa::isa::table().forms`.
    pub form_id: u16,
}

#[derive(Clone, Debug, Serialize)]
pub struct QualifierSlot {
    /// `.type`, `.rndmode`, or the literal itself (`.ftz`).
    pub slot: String,
    pub optional: bool,
    /// A literal slot (`.ftz`) has one value and no set.
    pub literal: bool,
    pub values: Vec<String>,
    pub default: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PisaOperand {
    pub name: String,
    /// "a register or an immediate".
    pub kinds: String,
    pub written: bool,
    pub optional: bool,
    /// A predicate that may be written `!p`.
    pub negatable: bool,
    /// A vector operand that takes a swizzle.
    pub swizzle: bool,
    /// For address operands: the shapes allowed (`MemRR`, `MemRI`, ...).
    pub address_forms: Vec<String>,
    /// How the bits are read, where the manual says (`signed`, `unsigned`, ...).
    pub read_as: Option<&'static str>,
}

impl PisaOperand {
    /// What the operand may be, in one sentence with `backquoted` code
    /// spans: the one wording both renderers use (the terminal prints it as
    /// it is, the site turns the spans into code), so the two cannot part.
    pub fn description(&self) -> String {
        let mut line = self.kinds.clone();
        if !self.address_forms.is_empty() {
            line.push_str(&format!(" ({})", self.address_forms.join(", ")));
        }
        if let Some(read_as) = self.read_as {
            line.push_str(&format!("; read as {read_as}"));
        }
        if self.negatable {
            line.push_str("; may be negated with `!`");
        }
        if self.swizzle {
            line.push_str("; takes a swizzle");
        }
        if self.optional {
            line.push_str("; optional");
        }
        line
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct RestrictionText {
    pub sentence: String,
    pub section: Option<String>,
}

/// An example instruction and the declarations it needs around it.
#[derive(Clone, Debug, Serialize)]
pub struct PisaExample {
    pub text: String,
    /// `kernel`, or `function` for a `return` with a value.
    pub context: &'static str,
}

impl PisaExample {
    /// A whole module holding the example: registers of every type, a few
    /// variables and functions to refer to (the verifier's sample prelude).
    pub fn module(&self) -> String {
        let context = if self.context == "function" { samples::Context::Function } else { samples::Context::Kernel };
        samples::module(&[samples::Sample { text: self.text.clone(), context }])
    }
}

/// The chapter (title, file) of a section number such as `2.14`.
fn chapter_of(section: &str) -> (&'static str, &'static str, &'static str) {
    let number = section.split('.').next().unwrap_or("");
    CHAPTERS
        .iter()
        .find(|(n, _, _)| *n == number)
        .map(|(n, title, file)| (*n, *title, *file))
        .unwrap_or(("?", "Other", ""))
}

/// The descriptions and notes of `text/pisa.txt`.
pub const DESCRIPTIONS: &str = include_str!("../text/pisa.txt");

/// The blocks of [`DESCRIPTIONS`]: (name, description, notes), in order.
pub fn descriptions() -> Vec<(&'static str, String, Vec<String>)> {
    let mut out: Vec<(&'static str, String, Vec<String>)> = Vec::new();
    for line in DESCRIPTIONS.lines() {
        let line = line.trim_end();
        if let Some(name) = line.strip_prefix("## ") {
            out.push((name.trim(), String::new(), Vec::new()));
        } else if line.starts_with('#') || line.is_empty() {
            continue;
        } else if let Some((_, text, notes)) = out.last_mut() {
            match line.strip_prefix("! ") {
                Some(note) => notes.push(note.to_string()),
                None => {
                    if !text.is_empty() {
                        text.push(' ');
                    }
                    text.push_str(line.trim());
                }
            }
        }
    }
    out
}

/// Every PISA page, in table (manual) order.
pub fn pages() -> Vec<PisaPage> {
    let table = isa::table();
    let descriptions = descriptions();
    let mut pages: Vec<PisaPage> = table
        .instructions
        .iter()
        .map(|instruction| {
            let (number, chapter, file) = chapter_of(instruction.section);
            let (description, notes) = descriptions
                .iter()
                .find(|(name, _, _)| *name == instruction.name)
                .map(|(_, text, notes)| (text.clone(), notes.clone()))
                .unwrap_or_default();
            PisaPage {
                description,
                notes,
                name: instruction.name.to_string(),
                chapter,
                summary: instruction.summary.to_string(),
                spec: SpecRef { section: format!("isa-{number} {}", instruction.section), file },
                forms: instruction.forms.iter().map(|id| form(table.form(*id))).collect(),
                semantics: crate::pisa_semantics::find(instruction.name).map(|entry| {
                    let forms: Vec<&Form> = instruction.forms.iter().map(|id| table.form(*id)).collect();
                    semantics(entry, &forms)
                }),
                related: Vec::new(),
            }
        })
        .collect();
    let by_chapter: Vec<(&'static str, String)> = pages.iter().map(|p| (p.chapter, p.name.clone())).collect();
    for page in &mut pages {
        page.related =
            by_chapter.iter().filter(|(c, n)| *c == page.chapter && *n != page.name).map(|(_, n)| n.clone()).collect();
    }
    pages
}

/// A page's pseudocode with the note on how it is checked: run where the
/// part that applies calls only computed functions, else against the table.
fn semantics(entry: &crate::pisa_semantics::Entry, forms: &[&Form]) -> PisaSemantics {
    let running = entry.running_forms(forms);
    let memory = if entry.uses_memory() { PISA_SEMANTICS_MEMORY } else { "" };
    let (checked, note) = if running.len() == forms.len() && entry.runs_everywhere(forms) {
        ("emulator", format!("{PISA_SEMANTICS_RUN}{memory}"))
    } else if running.is_empty() {
        ("table", PISA_SEMANTICS_TABLE.to_string())
    } else {
        let names: Vec<String> = running.iter().map(|k| (k + 1).to_string()).collect();
        let which = match names.as_slice() {
            [one] => format!("form {one}"),
            [rest @ .., last] => format!("forms {} and {last}", rest.join(", ")),
            [] => String::new(),
        };
        let note = format!(
            "Checked by a test: for {which}, where the part that applies is computed, run against the reference \
             emulator (pisa-emu) on random and edge-case operands for a spread of qualifier choices.{memory} \
             All of it is checked against the instruction table (every name is an operand or qualifier of the \
             form, a local set before, or a named function)."
        );
        ("partly", note)
    };
    PisaSemantics { lines: entry.lines.clone(), checked, note }
}

fn form(form: &Form) -> PisaForm {
    PisaForm {
        title: form.title.to_string(),
        syntax: form.syntax.to_string(),
        qualifiers: form
            .slots
            .iter()
            .map(|spec| QualifierSlot {
                slot: if spec.literal {
                    spec.values.first().map(Qual::to_string).unwrap_or_default()
                } else {
                    spec.slot.to_string()
                },
                optional: spec.optional,
                literal: spec.literal,
                values: value_list(&spec.values),
                default: spec.default.map(|d| d.to_string()),
            })
            .collect(),
        operands: form
            .operands
            .iter()
            .map(|op| PisaOperand {
                name: op.name.to_string(),
                kinds: op.kinds.describe(),
                written: op.written,
                optional: op.optional,
                negatable: op.negatable,
                swizzle: op.swizzle,
                address_forms: if op.kinds.has(OperandKind::Mem) {
                    op.mem_forms.iter().map(|m| m.name().to_string()).collect()
                } else {
                    Vec::new()
                },
                read_as: match op.interp {
                    Interp::Bits => None,
                    Interp::Signed => Some("signed integer"),
                    Interp::Unsigned => Some("unsigned integer"),
                    Interp::Generic => Some("generic address"),
                    Interp::Float => Some("floating point"),
                },
            })
            .collect(),
        restrictions: form
            .restrictions
            .iter()
            .map(|rule| RestrictionText {
                sentence: sentence(&rules::describe_restriction(form, &rule.restriction)),
                section: rule.section.map(str::to_string),
            })
            .collect(),
        since: format!("{}.{}", form.since.major, form.since.minor),
        target: form.target.to_string(),
        example: example(form),
        lowering: None,
        run: None,
        form_id: form.id,
    }
}

/// The values of a slot; a long numeric range is written as its ends.
fn value_list(values: &[Qual]) -> Vec<String> {
    let numbers: Option<Vec<u8>> = values.iter().map(|v| if let Qual::Num(n) = v { Some(*n) } else { None }).collect();
    if let Some(numbers) = numbers {
        let contiguous = numbers.windows(2).all(|w| w[1] == w[0].wrapping_add(1));
        if numbers.len() > 4 && contiguous {
            return vec![format!(".{}", numbers[0]), "...".to_string(), format!(".{}", numbers[numbers.len() - 1])];
        }
    }
    values.iter().map(Qual::to_string).collect()
}

/// "bitwidth of ..." → "Bitwidth of ....".
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = chars.next().map(|c| c.to_uppercase().collect()).unwrap_or_default();
    out.push_str(chars.as_str());
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// The shortest of several instructions the verifier's sample builder makes
/// for the form (fewest optional qualifiers) that the verifier takes as this
/// form — not as an earlier one that reads the same, as `mov.8b %v.x, %b`
/// is a scalar copy — so that the example is easy to read and is what it
/// illustrates. The seed is fixed, so pages do not change between builds.
fn example(form: &Form) -> Option<PisaExample> {
    let mut rng = Rng::new(0x5eed ^ form.id as u64);
    let mut candidates: Vec<samples::Sample> = (0..24).filter_map(|_| samples::valid(form, &mut rng)).collect();
    candidates.sort_by_key(|s| s.text.len());
    candidates.dedup_by(|a, b| a.text == b.text);
    candidates.into_iter().map(to_example).find(|example| verifies_as(example, form))
}

fn to_example(sample: samples::Sample) -> PisaExample {
    PisaExample {
        text: sample.text,
        context: match sample.context {
            samples::Context::Kernel => "kernel",
            samples::Context::Function => "function",
        },
    }
}

/// Whether the example's module verifies and holds an instruction of `form`.
pub fn verifies_as(example: &PisaExample, form: &Form) -> bool {
    let parsed = pisa::parse(&example.module());
    if parsed.diagnostics.iter().any(|d| d.is_error()) {
        return false;
    }
    let verified = pisa::verify::verify(&parsed.module, &Default::default());
    let Some(ir) = verified.ir else { return false };
    ir.functions.iter().flat_map(|f| &f.blocks).flat_map(|b| &b.insts).any(|i| i.form == form.id)
}

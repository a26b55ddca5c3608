//! The instruction reference behind `pisa doc`: one page per PISA instruction
//! and one per gfx1100 opcode name, built from the instruction tables.
//!
//! Invariants:
//!
//! - Every fact on a page comes from a table the rest of the toolchain runs
//!   on: PISA pages from [`pisa::isa::table()`] (the forms the parser and
//!   verifier accept, with the verifier's own wording of each restriction),
//!   gfx1100 pages from [`amdgpu::table`] and the formats' bit fields (what the
//!   encoder and decoder use). What the tables do not hold is written here
//!   by hand, in this project's words, and kept apart from the table facts:
//!   the names of the PISA chapters, a description of each PISA instruction
//!   (`text/pisa.txt`, one block per instruction of the table, which a test
//!   checks), its semantics (`text/pisa.sem`, below), and the words that turn an AMD mnemonic into a one-line
//!   summary (pages say the summary was made from the name).
//! - Every PISA instruction of the table has exactly one page, every form of
//!   it is on that page, and every form has an example that the front end
//!   parses and verifies (the crate's tests check this).
//! - Every gfx1100 opcode row of the table belongs to exactly one page (its
//!   mnemonic without `_e32`, `_e64`, `_dpp` or `_sdwa`); the examples of
//!   those pages are produced by decoding an encoding of the row and printing
//!   it, and the tests assemble each one with `amdgpu::asm` (and with
//!   llvm-mc-22 when it is installed) and require the same bytes.
//! - What a PISA form compiles to on gfx1100 is the native backend's own
//!   output for the form's example ([`lowering`]), worked out when a page
//!   is printed or the site written, never stored.
//! - The semantics on a gfx1100 page are the instruction's entry in
//!   `crates/amdgpu/tables/gfx1100.sem`, in the pseudocode of
//!   [`semantics`], shown as written; `tests/semantics.rs` runs every entry
//!   through [`semantics`]' interpreter and the simulator's handler on
//!   random inputs and requires the same registers.
//! - A gfx1100 page without an entry whose instruction is a memory access,
//!   an export, a message, a wait or a program-control instruction has
//!   prose instead ([`prose`]): sentences made from the parts of the
//!   mnemonic and the opcode table's fields, with the facts they state
//!   beside them, which `tests/prose.rs` checks against the simulator
//!   (counters, EXEC, widths, extension, d16 halves, atomic operations and
//!   return values, two-address strides), the table and the assembler
//!   (offset ranges). A page with neither says it has no pseudocode yet;
//!   those are ALU operations the simulator does not run.
//! - The semantics on a PISA page are the instruction's entry in
//!   `text/pisa.sem`, in the pseudocode of [`pisa_semantics`], shown as
//!   written; every page has one. `tests/pisa_semantics.rs` checks every
//!   entry against every form of its page (names, operands, qualifiers),
//!   and runs each entry that uses only computed functions through
//!   [`pisa_semantics::run`] and the instruction through the reference
//!   emulator on random and edge-case operands, requiring the same bits;
//!   the page says which of the two checks it has.
//! - Building pages never panics: a lookup of an unknown name is an error
//!   value with the nearest names.
//!
//! The model ([`Page`]) is plain data, serialisable for `pisa doc --json`;
//! [`text`] renders it for a terminal and [`html`] as a static site.

pub mod amd;
pub mod html;
pub mod lowering;
pub mod pisa_pages;
pub mod pisa_semantics;
pub mod prose;
pub mod semantics;
pub mod text;

pub use amd::AmdPage;
pub use pisa_pages::PisaPage;

use serde::Serialize;

/// The instruction sets this reference covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Isa {
    Pisa,
    Gfx1100,
}

impl Isa {
    pub const ALL: [Isa; 2] = [Isa::Pisa, Isa::Gfx1100];

    pub fn name(self) -> &'static str {
        match self {
            Isa::Pisa => "pisa",
            Isa::Gfx1100 => "gfx1100",
        }
    }

    pub fn parse(text: &str) -> Option<Isa> {
        Isa::ALL.into_iter().find(|isa| isa.name().eq_ignore_ascii_case(text))
    }

    /// Every page of this ISA, in reference order (by category, then name).
    pub fn pages(self) -> &'static [Page] {
        use std::sync::OnceLock;
        static PISA: OnceLock<Vec<Page>> = OnceLock::new();
        static GFX1100: OnceLock<Vec<Page>> = OnceLock::new();
        match self {
            Isa::Pisa => PISA.get_or_init(|| pisa_pages::pages().into_iter().map(Page::Pisa).collect()),
            Isa::Gfx1100 => GFX1100.get_or_init(|| amd::pages("gfx1100").into_iter().map(Page::Gfx1100).collect()),
        }
    }

    /// The categories of this ISA in reference order, each with its page count.
    pub fn categories(self) -> Vec<(&'static str, usize)> {
        let mut out: Vec<(&'static str, usize)> = Vec::new();
        for page in self.pages() {
            match out.iter_mut().find(|(name, _)| *name == page.category()) {
                Some((_, count)) => *count += 1,
                None => out.push((page.category(), 1)),
            }
        }
        out
    }
}

/// One page of the reference.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "isa", rename_all = "lowercase")]
pub enum Page {
    Pisa(PisaPage),
    Gfx1100(AmdPage),
}

impl Page {
    pub fn isa(&self) -> Isa {
        match self {
            Page::Pisa(_) => Isa::Pisa,
            Page::Gfx1100(_) => Isa::Gfx1100,
        }
    }

    pub fn name(&self) -> &str {
        match self {
            Page::Pisa(page) => &page.name,
            Page::Gfx1100(page) => &page.name,
        }
    }

    pub fn category(&self) -> &'static str {
        match self {
            Page::Pisa(page) => page.chapter,
            Page::Gfx1100(page) => page.category,
        }
    }

    pub fn summary(&self) -> &str {
        match self {
            Page::Pisa(page) => &page.summary,
            Page::Gfx1100(page) => page.summary.as_deref().unwrap_or(""),
        }
    }
}

/// Longer than any instruction name of either ISA, with room to spare.
const MAX_NAME: usize = 64;

/// The page with everything that takes time to work out filled in: for a
/// PISA page, what each form's example computes on the emulator and
/// compiles to on gfx1100; for a
/// gfx1100 page, the PISA instructions that compile to it (which takes
/// compiling every PISA example once).
pub fn complete(page: &Page) -> Page {
    match page {
        Page::Pisa(pisa) => {
            let mut pisa = pisa.clone();
            let table = pisa::isa::table();
            for form in &mut pisa.forms {
                form.lowering = lowering::lower(form);
                form.run = table.forms.get(form.form_id as usize).and_then(|t| lowering::emulate(form, t));
            }
            Page::Pisa(pisa)
        }
        Page::Gfx1100(amd) => {
            let mut amd = amd.clone();
            amd.used_by = lowering::users().get(&amd.name).cloned().unwrap_or_default();
            Page::Gfx1100(amd)
        }
    }
}

/// Why a name has no page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotFound {
    pub name: String,
    /// The nearest page names, best first.
    pub suggestions: Vec<String>,
}

impl std::fmt::Display for NotFound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "no instruction is called `{}`", self.name)?;
        match self.suggestions.as_slice() {
            [] => Ok(()),
            [one] => write!(f, "; did you mean `{one}`?"),
            more => {
                write!(f, "; did you mean {}?", more.iter().map(|s| format!("`{s}`")).collect::<Vec<_>>().join(", "))
            }
        }
    }
}

/// Normalises what a person types: case, and a trailing encoding suffix or
/// qualifiers that name the same page (`V_PK_MAX_I16`, `v_add_f32_e64`,
/// `fadd.rz.f`).
fn candidates(name: &str) -> Vec<String> {
    let lower = name.trim().to_ascii_lowercase();
    let mut out = vec![lower.clone()];
    if let Some(base) = amd::base_name(&lower) {
        out.push(base);
    }
    // A PISA mnemonic with qualifiers: the longest prefix of `.`-parts that
    // names a page (`ld.param.32b` is on `ld.param`; `fadd.rz.f` on `fadd`).
    let parts: Vec<&str> = lower.split('.').collect();
    for keep in (1..parts.len()).rev() {
        out.push(parts[..keep].join("."));
    }
    out
}

/// Finds the page called `name` in `isa` (or in any ISA when `None`); PISA
/// names are tried before gfx1100 ones, which never collide.
pub fn find(name: &str, isa: Option<Isa>) -> Result<&'static Page, NotFound> {
    let isas: Vec<Isa> = match isa {
        Some(isa) => vec![isa],
        None => Isa::ALL.to_vec(),
    };
    for candidate in candidates(name) {
        for isa in &isas {
            if let Some(page) = isa.pages().iter().find(|p| p.name() == candidate) {
                return Ok(page);
            }
        }
    }
    // Aliases llvm-mc takes for a gfx1100 instruction lead to its page.
    if isas.contains(&Isa::Gfx1100) {
        let lower = name.trim().to_ascii_lowercase();
        for page in Isa::Gfx1100.pages() {
            if let Page::Gfx1100(amd) = page {
                if amd.aliases.iter().any(|a| *a == lower || amd::base_name(a).as_deref() == Some(lower.as_str())) {
                    return Ok(page);
                }
            }
        }
    }
    Err(NotFound { name: name.to_string(), suggestions: suggest(name, &isas) })
}

/// Up to three page names close to `name`, best first.
pub fn suggest(name: &str, isas: &[Isa]) -> Vec<String> {
    let lower = name.trim().to_ascii_lowercase();
    // No instruction name is this long; scoring a huge input against every
    // name would only cost time.
    if lower.len() > MAX_NAME {
        return Vec::new();
    }
    let mut scored: Vec<(f64, &str)> = isas
        .iter()
        .flat_map(|isa| isa.pages())
        .map(|page| (strsim::jaro_winkler(&lower, page.name()), page.name()))
        .filter(|(score, _)| *score >= 0.8)
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(b.1)));
    scored.into_iter().take(3).map(|(_, name)| name.to_string()).collect()
}

/// The pages of `isa`, restricted to a category when one is given (matched
/// without regard to case); `None` when no category has that name.
pub fn list(isa: Isa, category: Option<&str>) -> Option<Vec<&'static Page>> {
    let pages = isa.pages();
    match category {
        None => Some(pages.iter().collect()),
        Some(wanted) => {
            let wanted = wanted.trim();
            let selected: Vec<&Page> =
                pages.iter().filter(|page| page.category().eq_ignore_ascii_case(wanted)).collect();
            (!selected.is_empty()).then_some(selected)
        }
    }
}

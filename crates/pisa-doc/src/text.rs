//! Pages as terminal text, in the manner of `man`: headings in capitals,
//! everything else indented under them. Colour (ANSI escapes) only when the
//! caller asks for it.

use crate::amd::{AmdPage, Encoding};
use crate::lowering::{EmulatorRun, Lowering};
use crate::pisa_pages::{PisaForm, PisaPage};
use crate::{Isa, Page};
use std::fmt::Write;

/// Where a gfx1100 page's facts come from, for the page.
pub const SOURCES: &str = "Layout, width, opcode and identifier: the format's bit fields in \
crates/amdgpu/tables/formats.txt. Operands, modifiers, options and other names: the opcode table \
tables/gfx1100.ops and tables/gfx1100.aliases, generated from LLVM 22's AMDGPU back end by \
tools/gen_amdgpu_tables.py. Example: an encoding of the instruction decoded and printed by the \
amdgpu crate; tests assemble it with pisa asm and llvm-mc-22 and compare the bytes.";

/// How to print: with ANSI colour or plain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    pub color: bool,
}

impl Style {
    fn paint(self, code: &str, text: &str) -> String {
        if self.color {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
    fn heading(self, text: &str) -> String {
        self.paint("1", text)
    }
    fn name(self, text: &str) -> String {
        self.paint("1;36", text)
    }
    fn code(self, text: &str) -> String {
        self.paint("33", text)
    }
    fn dim(self, text: &str) -> String {
        self.paint("2", text)
    }
}

/// The whole page as text.
pub fn render(page: &Page, style: Style) -> String {
    let text = match page {
        Page::Pisa(page) => pisa(page, style),
        Page::Gfx1100(page) => amd(page, style),
    };
    // Columns are padded for the longest entry; no line ends in spaces.
    text.lines().map(|line| format!("{}\n", line.trim_end())).collect()
}

fn title(out: &mut String, name: &str, summary: &str, isa: &str, category: &str, style: Style) {
    let _ = writeln!(out, "{} — {}", style.name(name), summary);
    let _ = writeln!(out, "{}", style.dim(&format!("{isa} · {category}")));
    out.push('\n');
}

fn pisa(page: &PisaPage, style: Style) -> String {
    let mut out = String::new();
    title(&mut out, &page.name, &page.summary, "PISA v0.1", page.chapter, style);
    if !page.description.is_empty() {
        let _ = writeln!(out, "{}", style.heading("DESCRIPTION"));
        wrap(&mut out, &page.description, 4, 80);
        out.push('\n');
    }
    let many = page.forms.len() > 1;
    for (index, form) in page.forms.iter().enumerate() {
        let heading = match (many, form.title.is_empty()) {
            (false, _) => "SYNTAX".to_string(),
            (true, true) => format!("FORM {}", index + 1),
            (true, false) => format!("FORM {}: {}", index + 1, form.title.to_uppercase()),
        };
        let _ = writeln!(out, "{}", style.heading(&heading));
        pisa_form(&mut out, form, style);
        out.push('\n');
    }
    let _ = writeln!(out, "{}", style.heading("SEMANTICS"));
    match &page.semantics {
        Some(semantics) => {
            for line in &semantics.lines {
                let _ = writeln!(out, "    {}", style.code(line));
            }
            out.push('\n');
            let mut note = String::new();
            wrap(&mut note, crate::pisa_pages::PISA_SEMANTICS_LEGEND, 4, 80);
            note.push('\n');
            wrap(&mut note, &semantics.note, 4, 80);
            for line in note.lines() {
                let _ = writeln!(out, "{}", style.dim(line));
            }
        }
        None => {
            let _ = writeln!(out, "    {}", style.dim(SEMANTICS_MISSING));
        }
    }
    out.push('\n');
    if !page.notes.is_empty() {
        let _ = writeln!(out, "{}", style.heading("UNDEFINED BEHAVIOUR"));
        for note in &page.notes {
            wrap_bullet(&mut out, note, 4, 80);
        }
        out.push('\n');
    }
    let _ = writeln!(out, "{}", style.heading("SPECIFICATION"));
    let _ = writeln!(out, "    PISA v0.1, section {} ({})", page.spec.section, page.spec.file);
    out.push('\n');
    if !page.related.is_empty() {
        let _ = writeln!(out, "{}", style.heading("RELATED"));
        wrap(&mut out, &page.related.join(", "), 4, 80);
    }
    out
}

fn pisa_form(out: &mut String, form: &PisaForm, style: Style) {
    let _ = writeln!(out, "    {}", style.code(&form.syntax));
    if !form.qualifiers.is_empty() {
        let _ = writeln!(out, "\n    Qualifiers");
        let width = form.qualifiers.iter().map(|q| q.slot.len()).max().unwrap_or(0);
        for q in &form.qualifiers {
            let mut line = if q.literal { "a flag".to_string() } else { q.values.join(" ") };
            if let Some(default) = &q.default {
                let _ = write!(line, " (default {default})");
            }
            let required = if q.optional { "optional" } else { "required" };
            let _ = writeln!(out, "      {:width$}  {required:8}  {line}", q.slot);
        }
    }
    if !form.operands.is_empty() {
        let _ = writeln!(out, "\n    Operands");
        let width = form.operands.iter().map(|o| o.name.len()).max().unwrap_or(0);
        for o in &form.operands {
            let line = o.description();
            let access = if o.written { "written" } else { "read" };
            let _ = writeln!(out, "      {:width$}  {access:7}  {line}", o.name);
        }
    }
    if !form.restrictions.is_empty() {
        let _ = writeln!(out, "\n    Restrictions");
        for r in &form.restrictions {
            let text = match &r.section {
                Some(section) => format!("{} (§ {section})", r.sentence),
                None => r.sentence.clone(),
            };
            wrap_bullet(out, &text, 6, 80);
        }
    }
    let _ = writeln!(out, "\n    Since PISA {}, target {}.", form.since, form.target);
    if let Some(example) = &form.example {
        let _ = writeln!(out, "\n    Example");
        let _ = writeln!(out, "      {}", style.code(&example.text));
    }
    match &form.run {
        Some(EmulatorRun::Ran { inputs, outputs }) => {
            let _ = writeln!(out, "\n    Run on the reference emulator (pisa run), one work-item");
            let show = |pairs: &[(String, String)]| {
                pairs.iter().map(|(r, v)| format!("{r} = {v}")).collect::<Vec<_>>().join(", ")
            };
            let _ = writeln!(out, "      {}  →  {}", show(inputs), style.code(&show(outputs)));
        }
        Some(EmulatorRun::Fault(message)) => {
            let _ = writeln!(out, "\n    Run on the reference emulator: {message}");
        }
        None => {}
    }
    match &form.lowering {
        Some(Lowering::Code(lines)) if !lines.is_empty() => {
            let _ = writeln!(out, "\n    On gfx1100 (pisa build), the example compiles to");
            for line in lines {
                let _ = writeln!(out, "      {}", style.code(line));
            }
        }
        Some(Lowering::Code(_)) => {
            let _ = writeln!(out, "\n    On gfx1100 (pisa build), the example adds no instruction of its own.");
        }
        Some(Lowering::Refused(message)) => {
            let _ = writeln!(out, "\n    On gfx1100: {message}.");
        }
        None => {}
    }
}

/// Said under pseudocode: where it comes from and how it is checked.
pub const SEMANTICS_CHECKED: &str = "(S0, S1, S2: the sources in the order written; D0: the destination. \
     Checked by a test against the simulator on random and edge-case inputs, in every encoding but DPP.)";
/// Said where an instruction has no pseudocode.
pub const SEMANTICS_MISSING: &str = "No pseudocode yet: the reference does not describe what it computes.";

fn amd(page: &AmdPage, style: Style) -> String {
    let mut out = String::new();
    let summary = page.summary.clone().unwrap_or_else(|| "(no summary yet)".to_string());
    title(&mut out, &page.name, &summary, "AMD gfx1100", page.category, style);
    if page.summary.is_some() {
        // Said on the page because no table holds these three.
        for line in
            ["The summary, the category and the operands' data types are made from", "the words of the mnemonic."]
        {
            let _ = writeln!(out, "    {}", style.dim(line));
        }
        out.push('\n');
    }
    let several = page.encodings.len() > 1;
    for encoding in &page.encodings {
        amd_encoding(&mut out, encoding, several, style);
    }
    let _ = writeln!(out, "{}", style.heading("SEMANTICS"));
    match &page.semantics {
        Some(lines) => {
            for line in lines {
                let _ = writeln!(out, "    {}", style.code(line));
            }
            out.push('\n');
            let mut note = String::new();
            wrap(&mut note, SEMANTICS_CHECKED, 4, 80);
            for line in note.lines() {
                let _ = writeln!(out, "{}", style.dim(line));
            }
        }
        None => match &page.prose {
            Some(prose) => {
                for paragraph in &prose.paragraphs {
                    wrap(&mut out, paragraph, 4, 80);
                    out.push('\n');
                }
                let mut note = String::new();
                wrap(&mut note, crate::prose::PROSE_NOTE, 4, 80);
                for line in note.lines() {
                    let _ = writeln!(out, "{}", style.dim(line));
                }
            }
            None => {
                let _ = writeln!(out, "    {}", style.dim(SEMANTICS_MISSING));
            }
        },
    }
    out.push('\n');
    let _ = writeln!(out, "{}", style.heading("TARGETS"));
    for t in &page.targets {
        let _ = writeln!(out, "    {:10}{}", t.target, if t.supported { "supported" } else { "not supported" });
    }
    out.push('\n');
    if !page.aliases.is_empty() {
        let _ = writeln!(out, "{}", style.heading("OTHER NAMES"));
        wrap(&mut out, &page.aliases.join(", "), 4, 80);
        out.push('\n');
    }
    if !page.related.is_empty() {
        let _ = writeln!(out, "{}", style.heading("RELATED"));
        wrap(&mut out, &page.related.join(", "), 4, 80);
        out.push('\n');
    }
    if !page.used_by.is_empty() {
        let _ = writeln!(out, "{}", style.heading("USED BY PISA"));
        wrap(&mut out, &page.used_by.join(", "), 4, 80);
        out.push('\n');
    }
    let _ = writeln!(out, "{}", style.heading("SOURCES"));
    wrap(&mut out, SOURCES, 4, 80);
    out.push('\n');
    let _ = writeln!(out, "{}", style.heading("EXAMPLE"));
    match &page.example {
        Some(example) => {
            let _ = writeln!(out, "    {}", style.code(&example.text));
            let _ = writeln!(out, "    {}", style.dim(&format!("// {}", example.encoding)));
        }
        None => {
            let _ = writeln!(out, "    (none yet)");
        }
    }
    out
}

fn amd_encoding(out: &mut String, e: &Encoding, with_example: bool, style: Style) {
    let mut head = format!("ENCODING {}", e.mnemonic);
    if let Some(dpp) = e.dpp {
        let _ = write!(head, " ({dpp})");
    }
    let _ = writeln!(out, "{}", style.heading(&head));
    let _ = writeln!(
        out,
        "    Format {}, {} bits, opcode {}, identifier {}{}",
        e.format,
        e.width,
        e.opcode,
        style.code(&e.identifier),
        if e.shapes > 1 { format!(", {} operand shapes", e.shapes) } else { String::new() }
    );
    let _ = writeln!(out, "\n    Layout");
    let width = e.layout.iter().map(|f| f.name.len()).max().unwrap_or(0);
    for f in &e.layout {
        let bits = if f.hi == f.lo { format!("{}", f.hi) } else { format!("{}:{}", f.hi, f.lo) };
        let fixed = f.fixed.as_deref().map(|b| style.code(b)).unwrap_or_default();
        let _ = writeln!(out, "      {bits:>7}  {:width$}  {fixed}", f.name);
    }
    if !e.operands.is_empty() {
        let _ = writeln!(out, "\n    Operands");
        let width = e.operands.iter().map(|o| o.name.len()).max().unwrap_or(0);
        for o in &e.operands {
            let mut line = o.class.clone();
            if o.field_bits > 0 {
                let _ = write!(line, "; {}-bit field", o.field_bits);
            }
            if let Some(t) = &o.data_type {
                let _ = write!(line, "; {t}");
            }
            let _ = writeln!(out, "      {:width$}  {:7}  {line}", o.name, o.access);
        }
    }
    if !e.modifiers.is_empty() {
        let _ = writeln!(out, "\n    Modifiers: {}", e.modifiers.join(", "));
    }
    if !e.options.is_empty() {
        let _ = writeln!(out, "\n    Options: {}", e.options.join(", "));
    }
    if let (Some(example), true) = (&e.example, with_example) {
        let _ = writeln!(out, "\n    Example");
        let _ =
            writeln!(out, "      {}  {}", style.code(&example.text), style.dim(&format!("// {}", example.encoding)));
    }
    out.push('\n');
}

/// `--list`: one line per page, grouped by category.
pub fn list(isa: Isa, pages: &[&Page], style: Style) -> String {
    let mut out = String::new();
    let mut category = "";
    let width = pages.iter().map(|p| p.name().len()).max().unwrap_or(0).min(32);
    for page in pages {
        if page.category() != category {
            category = page.category();
            if !out.is_empty() {
                out.push('\n');
            }
            let _ = writeln!(out, "{}", style.heading(&format!("{} — {category}", isa.name())));
        }
        let _ = writeln!(out, "  {:width$}  {}", page.name(), page.summary());
    }
    out
}

fn wrap(out: &mut String, text: &str, indent: usize, width: usize) {
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && indent + line.len() + 1 + word.len() > width {
            let _ = writeln!(out, "{}{line}", " ".repeat(indent));
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        let _ = writeln!(out, "{}{line}", " ".repeat(indent));
    }
}

fn wrap_bullet(out: &mut String, text: &str, indent: usize, width: usize) {
    let mut lines = String::new();
    wrap(&mut lines, text, indent + 2, width);
    let mut first = true;
    for line in lines.lines() {
        if first {
            let _ = writeln!(out, "{}- {}", " ".repeat(indent), line.trim_start());
            first = false;
        } else {
            let _ = writeln!(out, "{line}");
        }
    }
}

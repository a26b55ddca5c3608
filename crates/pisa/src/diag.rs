//! Diagnostics: errors and warnings as values with spans, and their rendering
//! in the rustc style through `codespan-reporting`.

use crate::syntax::ast::Span;
use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Warning,
    Error,
}

/// A secondary place a diagnostic points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub span: Span,
    pub message: String,
}

/// One problem found in a source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    pub span: Span,
    /// Text under the primary underline.
    pub label: String,
    pub secondary: Vec<Note>,
    /// `= note: ...` lines.
    pub notes: Vec<String>,
    /// `= help: ...` lines.
    pub help: Vec<String>,
    /// The verifier rule or lint this reports, shown as `error[code]`; lints
    /// are silenced by their code (`-A CODE`).
    pub code: Option<String>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span,
            label: String::new(),
            secondary: Vec::new(),
            notes: Vec::new(),
            help: Vec::new(),
            code: None,
        }
    }

    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, ..Diagnostic::error(span, message) }
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = label.into();
        self
    }

    pub fn with_secondary(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.secondary.push(Note { span, message: message.into() });
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    pub fn with_code(mut self, code: impl Into<String>) -> Diagnostic {
        self.code = Some(code.into());
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help.push(help.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// Whether rendered diagnostics carry terminal colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Color {
    Never,
    Always,
}

/// Renders diagnostics for one file, in source order, into a string.
pub fn render(diagnostics: &[Diagnostic], file_name: &str, source: &str, color: Color) -> String {
    let file = SimpleFile::new(file_name, source);
    let config = term::Config { chars: term::Chars::ascii(), ..term::Config::default() };
    let mut sorted: Vec<&Diagnostic> = diagnostics.iter().collect();
    sorted.sort_by_key(|d| (d.span.start, d.span.end));
    let clamp = |span: Span| {
        let end = (span.end as usize).min(source.len());
        let start = (span.start as usize).min(end);
        start..end
    };
    let mut out: Vec<u8> = Vec::new();
    for diagnostic in sorted {
        let base = match diagnostic.severity {
            Severity::Error => cs::Diagnostic::error(),
            Severity::Warning => cs::Diagnostic::warning(),
        };
        let mut labels = vec![cs::Label::primary((), clamp(diagnostic.span)).with_message(&diagnostic.label)];
        for note in &diagnostic.secondary {
            labels.push(cs::Label::secondary((), clamp(note.span)).with_message(&note.message));
        }
        let mut notes: Vec<String> = diagnostic.notes.iter().map(|n| format!("note: {n}")).collect();
        notes.extend(diagnostic.help.iter().map(|h| format!("help: {h}")));
        let mut rendered = base.with_message(&diagnostic.message).with_labels(labels).with_notes(notes);
        if let Some(code) = &diagnostic.code {
            rendered = rendered.with_code(code);
        }
        let result = match color {
            Color::Never => {
                let mut writer = term::termcolor::NoColor::new(&mut out);
                term::emit(&mut writer, &config, &file, &rendered)
            }
            Color::Always => {
                let mut writer = term::termcolor::Ansi::new(&mut out);
                term::emit(&mut writer, &config, &file, &rendered)
            }
        };
        if let Err(error) = result {
            out.extend_from_slice(format!("{file_name}: error: {} ({error})\n", diagnostic.message).as_bytes());
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// 1-based line and column of a byte offset.
pub fn line_col(source: &str, offset: u32) -> (usize, usize) {
    let offset = (offset as usize).min(source.len());
    let before = &source.as_bytes()[..offset];
    let line = before.iter().filter(|b| **b == b'\n').count() + 1;
    let line_start = before.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
    let column = source.get(line_start..offset).map_or(offset - line_start, |s| s.chars().count()) + 1;
    (line, column)
}

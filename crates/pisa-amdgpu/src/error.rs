//! Why a kernel could not be compiled.

use pisa::syntax::ast::Span;

/// A compile error: what the backend cannot do, at the source it came from.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct CompileError {
    pub message: String,
    /// The kernel it happened in.
    pub kernel: String,
    /// The source of the instruction or declaration, when there is one.
    pub span: Option<Span>,
}

impl CompileError {
    pub fn new(kernel: &str, span: Option<Span>, message: impl Into<String>) -> CompileError {
        CompileError { message: message.into(), kernel: kernel.to_string(), span }
    }

    /// A function or variable the module imports: the backend compiles one
    /// module and links nothing to it.
    pub fn imported(kernel: &str, span: Span, name: &str) -> CompileError {
        let message = format!("`@{name}` is imported: linking modules is not supported by the gfx1100 backend yet");
        CompileError::new(kernel, Some(span), message)
    }

    /// As a diagnostic of the front end, for the command line's report.
    pub fn to_diagnostic(&self) -> pisa::Diagnostic {
        let message = format!("in kernel `@{}`: {}", self.kernel, self.message);
        match self.span {
            Some(span) => pisa::Diagnostic::error(span, message),
            None => pisa::Diagnostic::error(Span { start: 0, end: 0 }, message),
        }
    }
}

//! The PISA v0.1 language: the instruction table ([`isa`]), source text
//! ([`syntax`]: lexer, parser, syntax tree, printer) and [`diag`]nostics.
//!
//! Invariants:
//! - Every PISA instruction form is described once, in `isa/pisa.isa`; code
//!   that needs to know about instruction forms reads [`isa::table()`].
//! - No input makes the library panic or print: problems come back as
//!   [`diag::Diagnostic`] values with byte spans into the source.
//! - `syntax::parse(&syntax::print(&m))` reproduces `m` apart from spans, for
//!   every module the parser accepted without errors.
pub mod diag;
pub mod ir;
pub mod isa;
pub mod syntax;
pub mod verify;

pub use diag::{Diagnostic, Severity};
pub use syntax::{parse, print, Parsed};

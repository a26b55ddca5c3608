//! PISA source text: tokens, the syntax tree, the parser and the printer.
pub mod ast;
pub mod generate;
pub mod lexer;
pub mod parser;
pub mod printer;

pub use parser::{parse, parse_reporting, parse_with, ParseOptions, Parsed, DEFAULT_MAX_NESTING, PROGRESS_STEP};
pub use printer::print;

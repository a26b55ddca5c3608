//! PISA source text: tokens, the syntax tree, the parser and the printer.
pub mod ast;
pub mod generate;
pub mod lexer;
pub mod parser;
pub mod printer;

pub use parser::{parse, Parsed};
pub use printer::print;

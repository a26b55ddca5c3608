//! The PISA v0.1 language.
pub mod isa;

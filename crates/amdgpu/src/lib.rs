//! The AMD GPU ISA, gfx1100 (RDNA3, wave32) first.
//!
//! Invariants:
//! - Every format's bit fields are defined once, in `tables/formats.txt`
//!   ([`format`]); encoding, decoding and the table generator all use them.
//! - Every opcode is one row of a generated, committed table
//!   (`tables/gfx1100.ops`, [`table`]): building needs no LLVM. Another
//!   target is another table, read by the same code.
//! - Decoding never panics: bytes that are no instruction come back as
//!   [`inst::DecodeError`], and the disassembler prints them as `.long`.
//! - What is printed is LLVM's syntax (llvm-mc-22, llvm-objdump-22), and what
//!   is encoded is LLVM's encoding; the differential tests check both
//!   against LLVM itself.
//!
//! Covered so far: the scalar ALU and program-control formats SOP1, SOP2,
//! SOPK, SOPC and SOPP, the scalar memory format SMEM, the vector ALU
//! formats VOP1, VOP2, VOPC, VOP3 and VOP3P, their DPP forms ([`dpp`]), VOPD
//! ([`dual`]), VINTERP, the memory formats DS, FLAT, SCRATCH, GLOBAL, MUBUF,
//! MTBUF and MIMG ([`image`]), LDSDIR and EXP; HSA code objects ([`hsaco`]).

pub mod asm;
mod compiled;
pub mod constant;
pub mod directives;
pub mod dpp;
pub mod dual;
pub mod expr;
pub mod file_directives;
pub mod format;
mod generated;
pub mod hsaco;
pub mod image;
pub mod inst;
pub mod metadata;
pub mod swizzle;
pub mod table;
pub mod vector;

pub use inst::{decode, disassemble, encode, print, Inst};
pub use table::{table, Table, TARGETS};

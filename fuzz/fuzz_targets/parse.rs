//! Feeds arbitrary bytes to the parser, the verifier and the renderer. Any
//! panic is a bug; a module that parses cleanly must also print back to the
//! same text twice.
//!
//! An input that starts with the byte 0xFE is a recipe for deep nesting,
//! which random mutation reaches only slowly: three bytes give a depth (up
//! to 2^20), two a nesting limit for the parser, and the rest is placed in
//! the innermost of that many nested scopes of a kernel.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pisa::syntax::ParseOptions;

/// Deeper than this, a module is not printed: printed indentation grows
/// with the square of the depth.
const PRINTED_DEPTH: usize = 1024;

fn nested_source(data: &[u8]) -> Option<(String, ParseOptions)> {
    let (&[0xfe, d0, d1, d2, l0, l1], rest) = data.split_first_chunk::<6>()? else { return None };
    let depth = u32::from_le_bytes([d0, d1, d2, 0]) as usize & ((1 << 20) - 1);
    let max_nesting = 1 + u16::from_le_bytes([l0, l1]) as u32;
    let inner = String::from_utf8_lossy(rest);
    let mut source = String::with_capacity(depth * 4 + inner.len() + 64);
    source.push_str(".version 0.1;\n.target 100;\n.kernel @k() {\n");
    source.push_str(&"{\n".repeat(depth));
    source.push_str(&inner);
    source.push_str(&"\n}".repeat(depth));
    source.push_str("\n}\n");
    Some((source, ParseOptions { max_nesting }))
}

/// The deepest nesting of braces in the text (comments and all).
fn brace_depth(source: &str) -> usize {
    let (mut depth, mut deepest) = (0usize, 0usize);
    for b in source.bytes() {
        match b {
            b'{' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    deepest
}

fuzz_target!(|data: &[u8]| {
    let (source, options) = match nested_source(data) {
        Some(made) => made,
        None => (String::from_utf8_lossy(data).into_owned(), ParseOptions::default()),
    };
    let parsed = pisa::syntax::parse_with(&source, &options);
    let _ = pisa::diag::render(&parsed.diagnostics, "fuzz.pisa", &source, pisa::diag::Color::Never);
    if !parsed.has_errors() {
        if brace_depth(&source) <= PRINTED_DEPTH {
            let printed = pisa::print(&parsed.module);
            let again = pisa::syntax::parse_with(&printed, &options);
            assert!(!again.has_errors(), "printed module does not parse:\n{printed}");
            assert_eq!(pisa::print(&again.module), printed);
        }
        let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
        let _ = pisa::diag::render(&verified.diagnostics, "fuzz.pisa", &source, pisa::diag::Color::Never);
        if let Some(ir) = &verified.ir {
            let _ = pisa::ir::print(ir);
        }
    }
});

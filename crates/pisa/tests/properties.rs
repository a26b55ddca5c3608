//! Properties of the parser and printer over generated input:
//! - `parse(print(m)) == m` for generated modules, with or without comments
//!   put anywhere in them, and printing is idempotent;
//! - no input, however malformed, makes the parser, the verifier or the
//!   renderer panic.

mod common;

use pisa::syntax::generate::{self, Layout};
use proptest::prelude::*;

/// Parses anything; when it parses cleanly, it must also round-trip.
fn parse_anything(source: &str) {
    let parsed = pisa::parse(source);
    let _ = pisa::diag::render(&parsed.diagnostics, "fuzz.pisa", source, pisa::diag::Color::Never);
    for diagnostic in &parsed.diagnostics {
        assert!(
            diagnostic.span.start <= diagnostic.span.end && diagnostic.span.end as usize <= source.len(),
            "span out of bounds: {diagnostic:?}"
        );
        assert!(!diagnostic.message.is_empty());
    }
    if !parsed.has_errors() {
        common::assert_round_trip(&parsed.module, "clean input");
        // The verifier must not panic either, and its spans stay in bounds.
        let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
        let _ = pisa::diag::render(&verified.diagnostics, "fuzz.pisa", source, pisa::diag::Color::Never);
        if let Some(ir) = &verified.ir {
            let _ = pisa::ir::print(ir);
        }
    }
}

/// Parses `source`, which must be clean, checks that it round-trips, and
/// returns the printed text.
fn printed_round_trip(source: &str) -> String {
    let module = common::parse_ok(source, "comment case");
    common::assert_round_trip(&module, "comment case");
    pisa::print(&module)
}

/// The shape proptest shrank to: a comment ending a line inside a statement,
/// and a second comment after the statement's `;`. Both once printed on the
/// statement's line, where they read back as one comment.
#[test]
fn a_comment_inside_a_statement_and_one_after_it_stay_two_comments() {
    let printed = printed_round_trip(
        ".version 0.1;\n.target 100;\n.kernel @k() {\n    .reg .64b %r11;\n    addrof.64b  %r11// c\n, @lds;\t// why\n    return;\n}\n",
    );
    assert!(printed.contains("    addrof.64b %r11, @lds; // c\n    // why\n"), "{printed}");
}

/// The same at module scope: the header's `.version` line and its `.target`
/// line each end with a comment, and both come after the header.
#[test]
fn two_comments_ending_the_header_lines_stay_two_comments() {
    let printed = printed_round_trip(".version 0.1; // a\n.target 100; // b\n");
    assert_eq!(printed, ".version 0.1;\n.target 100; // a\n// b\n");
}

/// A comment inside a declaration of module scope, and one after it.
#[test]
fn a_comment_inside_a_module_variable_and_one_after_it_stay_two_comments() {
    let printed = printed_round_trip(".version 0.1;\n.target 100;\n.global .32b @g // a\n;// b\n");
    assert!(printed.ends_with("; // a\n// b\n"), "{printed}");
}

/// A tree built by hand may mark any comment trailing; the printer joins one
/// to the line before only when that line holds code, so no comment is
/// merged into another and no blank line is lost.
#[test]
fn the_printer_joins_a_trailing_comment_only_to_a_line_of_code() {
    let mut module = common::parse_ok(
        ".version 0.1;\n.target 100;\n.kernel @k() {\n    return;\n    // a\n\n    // b\n    // c\n}\n",
        "comment case",
    );
    for comment in &mut module.comments {
        comment.trailing = true;
    }
    let printed = pisa::print(&module);
    assert!(printed.contains("    return; // a\n\n    // b\n    // c\n}"), "{printed}");
}

/// Blank lines before a comment that opens the file are not kept: the
/// printer could not give them back.
#[test]
fn blank_lines_before_a_comment_opening_the_file_are_dropped() {
    let printed = printed_round_trip("\n\n// e\n.version 0.1;\n.target 100;\n");
    assert_eq!(printed, "// e\n.version 0.1;\n.target 100;\n");
}

/// Comments of every layout, put anywhere in a generated module.
const COMMENTS: &[&str] = &["// c\n", "//x\n\n", "\n// d\n", "\n\n// e\n", " // f\n", "\t//\n"];

const SOUP: &[&str] = &[
    ".version",
    ".target",
    "0.1",
    "100",
    "100c",
    ";",
    ",",
    ":",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "<",
    ">",
    "~",
    "+",
    "-",
    "!",
    "=",
    "\n",
    "\n\n",
    "// c\n",
    ".kernel",
    ".function",
    ".global",
    ".const",
    ".shared",
    ".private",
    ".reg",
    ".pred",
    ".param",
    ".align",
    ".export",
    ".import",
    ".zero",
    ".32b",
    ".v4.32b",
    ".16b",
    "void",
    "@k",
    "@g",
    "%r",
    "%p",
    "%v.xy",
    "%localid.x",
    "iadd.32b",
    "fadd.rz.f",
    "ld.global.v4.32b",
    "st.shared.32b",
    "call",
    "call.cond",
    "goto",
    "L1",
    "return",
    "mov.64b",
    "bfn.0xba.32b",
    "extract.2.v2.32b",
    "0x10",
    "-7",
    "4.5",
    "1e300",
    "\"s\"",
    "#",
    "\t",
    " ",
    "barrier.workgroup",
    "fence.acquire.gpu",
    "iatom.global.add.32b",
    "[%r + 4]",
    "[@g]",
];

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(96)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn verifier_never_panics_on_generated_and_mutated_samples(seed in any::<u64>(), cut in any::<usize>(), token in 0..SOUP.len()) {
        // Valid samples of every form, then the same module with one edit.
        let text = pisa::verify::samples::verified_module(60, seed);
        parse_anything(&text);
        let mut bytes = text.into_bytes();
        let at = cut % bytes.len();
        bytes.splice(at..at, SOUP[token].bytes());
        parse_anything(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn generated_modules_round_trip(seed in any::<u64>(), messy in any::<bool>(), size in 1usize..300) {
        let layout = if messy { Layout::Messy } else { Layout::Plain };
        let text = generate::module(size, seed, layout);
        let module = common::parse_ok(&text, "generated module");
        common::assert_round_trip(&module, "generated module");
    }

    #[test]
    fn comments_anywhere_round_trip(seed in any::<u64>(), size in 1usize..60, messy in any::<bool>(), edits in proptest::collection::vec((any::<usize>(), 0..COMMENTS.len()), 1..20)) {
        let layout = if messy { Layout::Messy } else { Layout::Plain };
        let mut text = generate::module(size, seed, layout).into_bytes();
        for (at, comment) in edits {
            let at = at % (text.len() + 1);
            text.splice(at..at, COMMENTS[comment].bytes());
        }
        parse_anything(&String::from_utf8_lossy(&text));
    }

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2048)) {
        parse_anything(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn token_soup_never_panics(tokens in proptest::collection::vec(0..SOUP.len(), 0..300)) {
        let text: String = tokens.iter().map(|i| format!("{} ", SOUP[*i])).collect();
        parse_anything(&text);
        parse_anything(&format!(".version 0.1;\n.target 100;\n.kernel @k() {{\n{text}\n}}\n"));
    }

    #[test]
    fn mutated_modules_never_panic(seed in any::<u64>(), edits in proptest::collection::vec((any::<usize>(), 0usize..4, 0..SOUP.len()), 1..12)) {
        let mut text = generate::module(40, seed, Layout::Messy).into_bytes();
        for (at, kind, token) in edits {
            let at = at % (text.len() + 1);
            match kind {
                0 => { text.truncate(at); }
                1 => { if at < text.len() { text.remove(at); } }
                2 => { text.splice(at..at, SOUP[token].bytes()); }
                _ => { if at < text.len() { text[at] = SOUP[token].as_bytes()[0]; } }
            }
        }
        parse_anything(&String::from_utf8_lossy(&text));
    }
}

/// `parse_reporting` builds the tree `parse` does, and tells how far it has
/// read in increasing offsets about `PROGRESS_STEP` apart, within the source.
#[test]
fn parse_reporting_tells_its_progress() {
    for layout in [Layout::Plain, Layout::Messy] {
        let text = generate::module(20_000, 7, layout);
        assert!(text.len() > 8 * pisa::syntax::PROGRESS_STEP, "{} bytes", text.len());
        let mut offsets = Vec::new();
        let reported = pisa::syntax::parse_reporting(&text, &Default::default(), &mut |offset| offsets.push(offset));
        let plain = pisa::parse(&text);
        assert!(reported.module == plain.module);
        assert_eq!(reported.diagnostics.len(), plain.diagnostics.len());
        assert!(offsets.len() >= text.len() / pisa::syntax::PROGRESS_STEP / 2, "{offsets:?}");
        assert!(offsets[0] >= pisa::syntax::PROGRESS_STEP);
        for pair in offsets.windows(2) {
            assert!(pair[1] >= pair[0] + pisa::syntax::PROGRESS_STEP, "{offsets:?}");
        }
        assert!(*offsets.last().unwrap() <= text.len());
    }
}

//! Deeply nested scopes: the parser stops at its nesting limit with one
//! error at the `{` that passes it, and every pass over the syntax tree
//! (parser, printer, verifier, IR printer) is iterative, so that a million
//! levels, allowed by a raised limit, go through on an ordinary thread's
//! stack. Each test runs on a spawned thread of 2 MiB (Rust's default for
//! spawned threads; the main thread has 8 MiB), or less where it says so.

use pisa::syntax::{parse_with, ParseOptions, DEFAULT_MAX_NESTING};
use pisa::verify::{self, Options};

const MILLION: u32 = 1_000_000;

/// Runs `test` on a thread with a stack of `bytes`, so that a recursion
/// that slipped back in shows as an overflow here rather than passing on
/// the main thread's larger stack.
fn on_stack(bytes: usize, test: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new().stack_size(bytes).spawn(test).expect("the thread starts").join().expect("no panic");
}

const TWO_MIB: usize = 2 << 20;

/// A kernel whose body holds `depth - 1` nested scopes (so `depth` levels of
/// `{ }` with the body's own), with `inner` in the innermost one.
fn nested(depth: u32, inner: &str) -> String {
    let levels = depth as usize - 1;
    let mut text = String::with_capacity(levels * 4 + inner.len() + 100);
    text.push_str(".version 0.1;\n.target 100;\n.kernel @k() {\n    .reg .32b %outer;\n");
    text.push_str(&"{\n".repeat(levels));
    text.push_str(inner);
    text.push_str(&"}\n".repeat(levels));
    text.push_str("    return;\n}\n");
    text
}

fn limit(max_nesting: u32) -> ParseOptions {
    ParseOptions { max_nesting }
}

/// 1-based line and column of a byte offset.
fn line_col(text: &str, offset: u32) -> (usize, usize) {
    let before = &text[..offset as usize];
    let line = before.matches('\n').count() + 1;
    let col = offset as usize - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, col)
}

#[test]
fn the_default_limit_is_clangs_bracket_depth() {
    assert_eq!(DEFAULT_MAX_NESTING, 256);
    assert_eq!(ParseOptions::default().max_nesting, 256);
}

#[test]
fn at_the_limit_a_module_parses_verifies_and_round_trips() {
    on_stack(TWO_MIB, || {
        let text = nested(DEFAULT_MAX_NESTING, "mov.32b %outer, 1;\n");
        let parsed = pisa::parse(&text);
        assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
        let printed = pisa::print(&parsed.module);
        let again = pisa::parse(&printed);
        assert!(!again.has_errors());
        assert_eq!(pisa::print(&again.module), printed);
        // The innermost instruction is indented one level per enclosing `{`.
        let indent = " ".repeat(4 * DEFAULT_MAX_NESTING as usize);
        assert!(printed.contains(&format!("\n{indent}mov.32b %outer, 1;\n")), "wrong indentation");
        let verified = verify::verify(&parsed.module, &Options::default());
        assert!(verified.ir.is_some(), "{:?}", verified.diagnostics);
    });
}

#[test]
fn one_past_the_limit_is_one_error_at_the_brace_that_passes_it() {
    on_stack(TWO_MIB, || {
        for max in [1, 2, 16, DEFAULT_MAX_NESTING] {
            let text = nested(max + 1, "mov.32b %outer, 1;\n");
            let parsed = parse_with(&text, &limit(max));
            let errors: Vec<_> = parsed.diagnostics.iter().filter(|d| d.is_error()).collect();
            assert_eq!(errors.len(), 1, "limit {max}: {:?}", parsed.diagnostics);
            let error = errors[0];
            assert_eq!(error.message, format!("scopes are nested more than {max} levels deep"));
            assert_eq!(error.label, format!("this `{{` opens level {}", max + 1));
            // Line 5 holds the first nested `{`: the body's own is level 1.
            assert_eq!(line_col(&text, error.span.start), (5 + max as usize - 1, 1), "limit {max}");
            assert_eq!(&text[error.span.start as usize..error.span.end as usize], "{");
            assert!(error.help.iter().any(|h| h.contains("--max-nesting")));
        }
    });
}

#[test]
fn the_skipped_scope_is_not_checked_and_parsing_goes_on_after_it() {
    on_stack(TWO_MIB, || {
        // Garbage inside the over-deep scope is skipped with it; an error
        // after it, back at an allowed depth, is still reported.
        let text = ".version 0.1;\n.target 100;\n.kernel @k() {\n    {\n        { nonsense here; { more } }\n        bogus.32b;\n    }\n}\n";
        let parsed = parse_with(text, &limit(2));
        let messages: Vec<&str> = parsed.diagnostics.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert_eq!(messages[0], "scopes are nested more than 2 levels deep");
        assert!(messages[1].contains("bogus"), "{messages:?}");
        assert_eq!(line_col(text, parsed.diagnostics[1].span.start).0, 6);
    });
}

#[test]
fn a_million_levels_under_a_raised_limit_parse_and_verify() {
    on_stack(TWO_MIB, || {
        let inner = ".reg .32b %x;\nmov.32b %x, 1;\nmov.32b %outer, %x;\n";
        let text = nested(MILLION, inner);
        let parsed = parse_with(&text, &limit(MILLION));
        assert!(!parsed.has_errors(), "{:?}", &parsed.diagnostics[..parsed.diagnostics.len().min(3)]);
        assert_eq!(parsed.module.bodies.len(), MILLION as usize);
        let verified = verify::verify(&parsed.module, &Options::default());
        let ir = verified.ir.expect("the module is valid");
        let printed_ir = pisa::ir::print(&ir);
        assert!(printed_ir.contains("kernel"));
    });
}

#[test]
fn a_million_levels_one_past_the_limit_are_refused() {
    on_stack(TWO_MIB, || {
        let text = nested(MILLION + 1, "mov.32b %outer, 1;\n");
        let parsed = parse_with(&text, &limit(MILLION));
        let errors: Vec<_> = parsed.diagnostics.iter().filter(|d| d.is_error()).collect();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].label, format!("this `{{` opens level {}", MILLION + 1));
    });
}

#[test]
fn the_verifier_resolves_and_reports_names_a_million_levels_down() {
    on_stack(TWO_MIB, || {
        // A name declared at the top and one shadowed on the way down are
        // found; an undeclared one gets a suggestion from the visible names,
        // and a label defined twice at different depths is reported once.
        let mut text = String::from(".version 0.1;\n.target 100;\n.kernel @k() {\n    .reg .32b %outer;\nL:\n");
        let levels = MILLION as usize - 1;
        text.push_str(&"{\n".repeat(levels / 2));
        text.push_str(".reg .32b %middle;\n");
        text.push_str(&"{\n".repeat(levels - levels / 2));
        text.push_str("mov.32b %middle, 1;\nmov.32b %outer, %middel;\nL:\n");
        text.push_str(&"}\n".repeat(levels));
        text.push_str("    return;\n}\n");
        let parsed = parse_with(&text, &limit(MILLION));
        assert!(!parsed.has_errors());
        let verified = verify::verify(&parsed.module, &Options::default());
        let errors: Vec<_> = verified.diagnostics.iter().filter(|d| d.is_error()).collect();
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(errors
            .iter()
            .any(|d| d.message.contains("`%middel` is not declared") && d.help.iter().any(|h| h.contains("%middle"))));
        assert!(errors.iter().any(|d| d.message == "label `L` is defined twice"));
    });
}

#[test]
fn a_million_unclosed_braces_end_in_errors() {
    on_stack(TWO_MIB, || {
        let text = format!(".version 0.1;\n.target 100;\n.kernel @k() {{\n{}", "{\n".repeat(MILLION as usize));
        // Under the default limit: the over-deep scope runs to the end of the
        // file; the levels still open are each reported as unclosed.
        let parsed = pisa::parse(&text);
        let errors: Vec<_> = parsed.diagnostics.iter().filter(|d| d.is_error()).collect();
        assert_eq!(errors[0].message, "scopes are nested more than 256 levels deep");
        assert_eq!(errors.len(), 1 + DEFAULT_MAX_NESTING as usize);
        assert!(errors[1..].iter().all(|d| d.message == "unclosed `{`"));
        // Under a raised limit every level is open at the end.
        let parsed = parse_with(&text, &limit(2 * MILLION));
        assert_eq!(parsed.diagnostics.len(), MILLION as usize + 1);
    });
}

#[test]
fn printing_nests_on_a_small_stack() {
    // Printed indentation grows with the square of the depth (a million
    // levels would print 4 TB), so the printer's depth is shown on a stack a
    // recursive printer could not nest 3,000 levels in.
    on_stack(64 << 10, || {
        let depth = 3_000;
        let text = nested(depth, "mov.32b %outer, 1;\n");
        let parsed = parse_with(&text, &limit(depth));
        assert!(!parsed.has_errors());
        let printed = pisa::print(&parsed.module);
        let innermost = format!("\n{}mov.32b %outer, 1;\n", " ".repeat(4 * depth as usize));
        assert!(printed.contains(&innermost));
        assert_eq!(printed.lines().filter(|l| l.trim() == "{").count(), depth as usize - 1);
    });
}

#[test]
fn parsing_and_checking_nest_on_a_small_stack() {
    on_stack(64 << 10, || {
        let text = nested(100_000, "mov.32b %outer, 1;\n");
        let parsed = parse_with(&text, &limit(100_000));
        assert!(!parsed.has_errors());
        assert!(verify::verify(&parsed.module, &Options::default()).ir.is_some());
    });
}

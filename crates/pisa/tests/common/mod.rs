//! Helpers shared by the integration tests.
#![allow(dead_code)]

use pisa::syntax::ast::Module;
use regex::Regex;
use std::sync::LazyLock;

static SPAN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"Span \{ start: \d+, end: \d+ \}").unwrap());
static SYM: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"Sym\((\d+)\)").unwrap());
static INTERNER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"Interner\(\d+ texts\)").unwrap());

/// The module's tree without spans, with names spelled out: two modules with
/// the same shape print the same, wherever their text came from.
pub fn shape(module: &Module) -> String {
    let debug = format!("{module:?}");
    let debug = SPAN.replace_all(&debug, "Span");
    let debug = INTERNER.replace_all(&debug, "Interner");
    SYM.replace_all(&debug, |caps: &regex::Captures| {
        let index: u32 = caps[1].parse().unwrap();
        format!("{:?}", module.name(pisa::syntax::ast::Sym(index)))
    })
    // One field a line, so that a difference is easy to find.
    .replace(", ", ",\n")
}

/// Parses text that must be valid; panics with the rendered errors if not.
pub fn parse_ok(source: &str, name: &str) -> Module {
    let parsed = pisa::parse(source);
    if parsed.has_errors() {
        panic!(
            "{name} does not parse:\n{}",
            pisa::diag::render(&parsed.diagnostics, name, source, pisa::diag::Color::Never)
        );
    }
    parsed.module
}

/// Checks `parse(print(m)) == m` and that printing is a fixed point.
pub fn assert_round_trip(module: &Module, name: &str) {
    let printed = pisa::print(module);
    let reparsed = parse_ok(&printed, &format!("{name} (printed)"));
    let (before, after) = (shape(module), shape(&reparsed));
    if before != after {
        let first = before.lines().zip(after.lines()).position(|(a, b)| a != b).unwrap_or(0);
        let context = |text: &str| text.lines().skip(first.saturating_sub(5)).take(12).collect::<Vec<_>>().join("\n");
        panic!("{name}: parse(print(m)) differs from m near line {first}:\n--- m\n{}\n--- parse(print(m))\n{}\n--- printed\n{printed}", context(&before), context(&after));
    }
    assert_eq!(pisa::print(&reparsed), printed, "{name}: printing is not idempotent");
}

/// Verifies a module that must be valid; panics with the rendered errors if not.
pub fn verify_ok(module: &Module, source: &str, name: &str) -> pisa::ir::Module {
    let verified = pisa::verify::verify(module, &pisa::verify::Options::default());
    match verified.ir {
        Some(ir) => ir,
        None => panic!(
            "{name} is rejected:\n{}",
            pisa::diag::render(&verified.diagnostics, name, source, pisa::diag::Color::Never)
        ),
    }
}

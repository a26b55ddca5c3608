//! Every file in tests/corpus/invalid/ must be rejected (by the parser, or
//! else by the verifier), with its first error
//! at the line and column its `// error at L:C` header names, and with
//! rendered diagnostics that match the snapshot in tests/snapshots/.
//! `INSTA_UPDATE=always cargo test` (or `cargo insta review`) blesses changes.

use std::path::PathBuf;

fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus/invalid")
}

#[test]
fn invalid_corpus_is_rejected_precisely() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus())
        .expect("tests/corpus/invalid exists")
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "pisa"))
        .collect();
    files.sort();
    assert!(files.len() >= 60, "the invalid corpus has {} files; the issue asks for at least 60", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        let source = std::fs::read_to_string(path).unwrap();
        let expected = source
            .lines()
            .next()
            .and_then(|line| line.strip_prefix("// error at "))
            .unwrap_or_else(|| panic!("{name}: first line must read `// error at LINE:COL`"))
            .to_string();
        let parsed = pisa::parse(&source);
        // What parses cleanly must be rejected by the verifier.
        let diagnostics = if parsed.has_errors() {
            parsed.diagnostics
        } else {
            pisa::verify::verify(&parsed.module, &pisa::verify::Options::default()).diagnostics
        };
        let mut errors: Vec<&pisa::Diagnostic> = diagnostics.iter().filter(|d| d.is_error()).collect();
        errors.sort_by_key(|d| d.span.start);
        let Some(first) = errors.first() else {
            failures.push(format!("{name}: accepted, but it is invalid"));
            continue;
        };
        let (line, column) = pisa::diag::line_col(&source, first.span.start);
        if format!("{line}:{column}") != expected {
            failures.push(format!("{name}: first error `{}` at {line}:{column}, expected {expected}", first.message));
        }
        let file_name = format!("tests/corpus/invalid/{name}.pisa");
        let rendered = pisa::diag::render(&diagnostics, &file_name, &source, pisa::diag::Color::Never);
        insta::assert_snapshot!(name, rendered);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

//! Every example of the spec, completed into a module (tests/corpus/spec/,
//! written by tools/extract_spec_examples.py), parses, prints back to the
//! same tree, is stable after one `fmt`, and passes the verifier. Examples
//! that break the spec's own rules are in tests/corpus/invalid/spec_*.

mod common;

use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn corpus_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests/corpus/spec"))
        .expect("tests/corpus/spec exists")
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "pisa"))
        .collect();
    files.sort();
    files
}

#[test]
fn spec_examples_parse_and_round_trip() {
    let files = corpus_files();
    assert!(files.len() >= 100, "only {} spec examples", files.len());
    for path in files {
        let name = path.display().to_string();
        let source = std::fs::read_to_string(&path).unwrap();
        let module = common::parse_ok(&source, &name);
        common::assert_round_trip(&module, &name);
        common::verify_ok(&module, &source, &name);
    }
}

/// Hand-written valid modules (tests/corpus/valid/): LLVM-style layout and
/// other shapes the spec examples do not show.
#[test]
fn valid_corpus_parses_and_round_trips() {
    let mut count = 0;
    for entry in std::fs::read_dir(root().join("tests/corpus/valid")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "pisa") {
            let source = std::fs::read_to_string(&path).unwrap();
            let module = common::parse_ok(&source, &path.display().to_string());
            common::assert_round_trip(&module, &path.display().to_string());
            common::verify_ok(&module, &source, &path.display().to_string());
            count += 1;
        }
    }
    assert!(count > 0);
}

#[test]
fn bundled_examples_are_canonical() {
    for entry in std::fs::read_dir(root().join("examples")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "pisa") {
            let source = std::fs::read_to_string(&path).unwrap();
            let module = common::parse_ok(&source, &path.display().to_string());
            assert_eq!(pisa::print(&module), source, "{} is not in canonical form", path.display());
        }
    }
}

/// Each instruction section of the spec that has examples has a corpus file.
#[test]
fn every_spec_example_section_is_in_the_corpus() {
    let spec = root().join("../shared/spec/pisa");
    if !spec.exists() {
        eprintln!("SKIPPED: {} is missing, so corpus coverage cannot be checked", spec.display());
        return;
    }
    let mut corpus: String = corpus_files().iter().map(|p| std::fs::read_to_string(p).unwrap()).collect();
    for entry in std::fs::read_dir(root().join("tests/corpus/invalid")).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().unwrap().to_str().unwrap().starts_with("spec_") {
            corpus.push_str(&std::fs::read_to_string(path).unwrap());
        }
    }
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(&spec).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_str().unwrap().to_string();
        if !file.starts_with("isa-") || file == "isa-0-instruction-format.md" {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for section in text.split("\n## ").skip(1) {
            let heading = section.lines().next().unwrap_or("").trim();
            if section.contains("\nExamples:") && !corpus.contains(&format!("under \"{heading}\"")) {
                missing.push(format!("{file}: {heading}"));
            }
        }
    }
    assert!(missing.is_empty(), "spec sections with examples but no corpus file:\n{}", missing.join("\n"));
}

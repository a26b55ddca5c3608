//! LLVM's own gfx11 MC tests (excerpts in `tests/conformance/llvm-mc-gfx11/`,
//! llvm-mc-22's answers in `tests/conformance/answers/`): every line llvm-mc
//! assembles gives the same bytes, every line it refuses in an error test is
//! refused, every byte line prints the same text — but for the mismatches
//! listed in `tests/conformance/known-mismatches.txt`, which must all still
//! be mismatches (the list only shrinks). Runs without LLVM; with it, the
//! committed answers must be llvm-mc-22's. `cargo run -p amdgpu --example
//! conformance` prints the full report.

#[path = "conformance/runner.rs"]
mod runner;

#[test]
fn llvm_s_gfx11_mc_tests_pass_but_for_the_known_mismatches() {
    let known = runner::known_mismatches();
    let mut unexpected = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    let (mut compared, mut matched, mut lines) = (0, 0, 0);
    let files = runner::files();
    assert!(files.len() >= 20, "the corpus is missing: {files:?}");
    for name in &files {
        let result = runner::run_file(name).unwrap_or_else(|e| panic!("{e}"));
        lines += result.lines;
        compared += result.compared;
        matched += result.matched;
        for (line, what) in result.mismatches {
            let key = format!("{name}:{line}");
            if known.contains(&key) {
                seen.insert(key);
            } else {
                unexpected.push(format!("{key}: {what}"));
            }
        }
    }
    eprintln!("{} files, {lines} lines: {matched}/{compared} identical", files.len());
    assert!(unexpected.is_empty(), "{} mismatches:\n{}", unexpected.len(), unexpected.join("\n"));
    let fixed: Vec<&String> = known.difference(&seen).collect();
    assert!(fixed.is_empty(), "listed in known-mismatches.txt but now identical (remove them): {fixed:?}");
}

#[test]
fn the_committed_answers_are_llvm_mc_s() {
    let mc = std::env::var("LLVM_MC").unwrap_or_else(|_| "llvm-mc-22".into());
    if !std::process::Command::new(&mc).arg("--version").output().is_ok_and(|o| o.status.success()) {
        if std::env::var("PISA_REQUIRE_LLVM").as_deref() == Ok("1") {
            panic!("{mc} is required (PISA_REQUIRE_LLVM=1)");
        }
        eprintln!("SKIPPED: {mc} not found; install llvm-22 to check the conformance answers");
        return;
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = std::process::Command::new("python3")
        .arg(root.join("tools/gen_conformance_answers.py"))
        .arg("--check")
        .output()
        .expect("python3 runs");
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
}

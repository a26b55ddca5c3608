//! The full conformance report: every file of LLVM's gfx11 MC test excerpts
//! (`tests/conformance/`) against llvm-mc-22's committed answers, with each
//! mismatch. `cargo run -p amdgpu --example conformance [-- --known]`
//! (`--known`: print the mismatches as lines for `known-mismatches.txt`).

#[path = "../tests/conformance/runner.rs"]
mod runner;

fn main() {
    let known_list = std::env::args().any(|a| a == "--known");
    let known = runner::known_mismatches();
    let (mut lines, mut compared, mut matched, mut reported, mut files_clean) = (0, 0, 0, 0, 0);
    let files = runner::files();
    for name in &files {
        let result = match runner::run_file(name) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("error: {e}");
                std::process::exit(1);
            }
        };
        lines += result.lines;
        compared += result.compared;
        matched += result.matched;
        reported += result.reported;
        files_clean += result.mismatches.is_empty() as usize;
        if known_list {
            for (line, what) in &result.mismatches {
                println!("{name}:{line}  # {what}");
            }
            continue;
        }
        println!(
            "{name}: {} lines, {}/{} identical{}",
            result.lines,
            result.matched,
            result.compared,
            if result.reported > 0 {
                format!(", {} refused by llvm-mc outside an error test (and here)", result.reported)
            } else {
                String::new()
            }
        );
        for (line, what) in &result.mismatches {
            let listed = if known.contains(&format!("{name}:{line}")) { " (known)" } else { "" };
            println!("  {line}: {what}{listed}");
        }
    }
    if !known_list {
        let percent = if compared > 0 { 100.0 * matched as f64 / compared as f64 } else { 100.0 };
        println!(
            "{} files ({files_clean} without a mismatch), {lines} lines: {matched}/{compared} identical ({percent:.2}%), {reported} of them lines llvm-mc refuses outside an error test",
            files.len()
        );
    }
}

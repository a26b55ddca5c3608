//! `pisa doc` as a user runs it: pages, lists, JSON, near misses, colour and
//! paging only on a terminal.

use std::process::{Command, Output};

fn pisa(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pisa"))
        .args(args)
        .env_remove("PAGER")
        .env_remove("NO_COLOR")
        .output()
        .expect("the pisa binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_page_prints_without_colour_when_piped() {
    let out = pisa(&["doc", "v_pk_max_i16"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("v_pk_max_i16 — "), "{stdout}");
    assert!(stdout.contains("identifier 0x00000000CC070000"), "{stdout}");
    assert!(stdout.contains("22:16  OP         0000111"), "{stdout}");
    assert!(!stdout.contains('\x1b'), "colour in a pipe");
    let out = pisa(&["doc", "f2i"]);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("f2i.to.from<.rndmode> dst, src0"), "{stdout}");
    assert!(stdout.contains("Bitwidth of `dst` must match the bitwidth of `.to`."), "{stdout}");
    assert!(stdout.contains("SEMANTICS\n    // NaN gives 0"), "{stdout}");
    assert!(stdout.contains("    dst = convert(src0, .to, .rndmode)\n"), "{stdout}");
    assert!(stdout.contains("Checked by a test: run against the reference emulator"), "{stdout}");
}

#[test]
fn color_always_colours_and_isa_restricts_the_lookup() {
    let out = pisa(&["--color", "always", "doc", "fadd"]);
    assert!(text(&out.stdout).contains("\x1b[1;36mfadd\x1b[0m"), "{}", text(&out.stdout));
    // `fadd` is not a gfx1100 instruction.
    let out = pisa(&["doc", "--isa", "gfx1100", "fadd"]);
    assert_eq!(out.status.code(), Some(1));
    let out = pisa(&["doc", "--isa", "gfx1100", "V_ADD_F32_E64"]);
    assert!(text(&out.stdout).starts_with("v_add_f32 — "), "{}", text(&out.stdout));
}

#[test]
fn a_near_miss_gets_did_you_mean_and_exit_1() {
    let out = pisa(&["doc", "v_pk_max_i61"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let stderr = text(&out.stderr);
    assert!(stderr.contains("no instruction is called `v_pk_max_i61`; did you mean `v_pk_max_i16`"), "{stderr}");
    let out = pisa(&["doc", "fadd2"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("did you mean `fadd`"), "{}", text(&out.stderr));
    // Nothing like any name: no suggestion, still an error.
    let out = pisa(&["doc", "\u{1F600}"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!text(&out.stderr).contains("did you mean"));
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(pisa(&["doc"]).status.code(), Some(2));
    assert_eq!(pisa(&["doc", "--isa", "gfx9000", "fadd"]).status.code(), Some(2));
    assert_eq!(pisa(&["doc", "fadd", "--list"]).status.code(), Some(2));
}

#[test]
fn list_by_isa_and_category() {
    let out = pisa(&["doc", "--isa", "pisa", "--list"]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    let instructions = stdout.lines().filter(|l| l.starts_with("  ")).count();
    assert_eq!(instructions, pisa::isa::table().instructions.len());
    assert!(stdout.contains("pisa — Integer Arithmetic"), "{stdout}");
    let out = pisa(&["doc", "--isa", "gfx1100", "--list", "vector packed arithmetic"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.lines().any(|l| l.trim_start().starts_with("v_pk_max_i16 ")), "{stdout}");
    assert!(stdout.lines().filter(|l| l.starts_with("  ")).all(|l| l.trim_start().starts_with("v_pk_")), "{stdout}");
    let out = pisa(&["doc", "--list", "No Such Category"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("gfx1100: Vector Packed Arithmetic"), "{}", text(&out.stderr));
}

#[test]
fn json_pages_and_lists() {
    let out = pisa(&["doc", "v_pk_max_i16", "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let page: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(page["isa"], "gfx1100");
    assert_eq!(page["encodings"][0]["identifier"], "0x00000000CC070000");
    assert_eq!(page["encodings"][0]["layout"][0]["name"], "NEG");
    let out = pisa(&["doc", "f2i", "--json"]);
    let page: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(page["isa"], "pisa");
    assert_eq!(page["forms"][0]["syntax"], "f2i.to.from<.rndmode> dst, src0");
    assert_eq!(page["semantics"]["checked"], "emulator");
    assert_eq!(page["semantics"]["lines"][1], "dst = convert(src0, .to, .rndmode)");
    let out = pisa(&["doc", "ld", "--json"]);
    let page: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(page["semantics"]["checked"], "partly");
    let out = pisa(&["doc", "fence", "--json"]);
    let page: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(page["semantics"]["checked"], "table");
    let out = pisa(&["doc", "--isa", "pisa", "--list", "--json"]);
    let list: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(list.as_array().map(Vec::len), Some(pisa::isa::table().instructions.len()));
}

/// On a terminal (a pseudo-terminal from `script`), a long page goes
/// through `$PAGER` and is coloured; a pipe gets neither (the other tests).
#[test]
fn on_a_terminal_long_pages_are_paged_and_coloured() {
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("SKIPPED: `script` (util-linux) is needed for a pseudo-terminal");
        return;
    }
    let command = format!("{} doc v_add_f32", env!("CARGO_BIN_EXE_pisa"));
    let out = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env("PAGER", "sed 's/^/PAGED: /'")
        .env("LINES", "24")
        .env_remove("NO_COLOR")
        .output()
        .expect("script runs");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.lines().all(|l| l.trim().is_empty() || l.starts_with("PAGED: ")), "not paged:\n{stdout}");
    assert!(stdout.contains('\x1b'), "not coloured:\n{stdout}");
    // A short list fits the screen: printed directly.
    let command = format!("{} doc --isa pisa --list synchronization", env!("CARGO_BIN_EXE_pisa"));
    let out = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env("PAGER", "sed 's/^/PAGED: /'")
        .env("LINES", "24")
        .output()
        .expect("script runs");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("barrier") && !stdout.contains("PAGED: "), "{stdout}");
}

#[test]
fn html_writes_a_site() {
    let dir = std::env::temp_dir().join(format!("pisa-cli-doc-html-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = pisa(&["doc", "--html", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("wrote "), "{}", text(&out.stdout));
    for file in
        ["index.html", "style.css", "search.js", "search-index.js", "pisa/f2i.html", "gfx1100/v_pk_max_i16.html"]
    {
        assert!(dir.join(file).is_file(), "{file} is missing");
    }
    let _ = std::fs::remove_dir_all(&dir);
    // A directory that cannot be made is an I/O error (exit 2), not a panic.
    let blocker = std::env::temp_dir().join(format!("pisa-cli-doc-file-{}", std::process::id()));
    std::fs::write(&blocker, "a file, not a directory").unwrap();
    let out = pisa(&["doc", "--html", blocker.join("site").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("cannot write the site"), "{}", text(&out.stderr));
    let _ = std::fs::remove_file(&blocker);
}

/// The two ISAs point at each other: a PISA page shows what its forms
/// compile to, a gfx1100 page the PISA instructions that compile to it.
#[test]
fn pages_link_the_two_isas() {
    let stdout = text(&pisa(&["doc", "fadd"]).stdout);
    assert!(stdout.contains("On gfx1100 (pisa build), the example compiles to\n      v_add_f32"), "{stdout}");
    let stdout = text(&pisa(&["doc", "v_add_f32"]).stdout);
    let used_by = stdout.split("USED BY PISA\n").nth(1).unwrap_or_default();
    assert!(used_by.lines().next().unwrap_or_default().contains("fadd"), "{stdout}");
}

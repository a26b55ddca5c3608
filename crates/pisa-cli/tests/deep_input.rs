//! Hostile, deeply nested input given to each verb: a clear error and exit
//! status 1 or 2, or success under a raised limit, and never an abort
//! (status 134, "has overflowed its stack").

use std::path::PathBuf;
use std::process::{Command, Output};

fn pisa(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pisa")).args(args).output().expect("the pisa binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn scratch(name: &str, contents: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pisa-cli-deep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

/// The file of the issue: a kernel whose body holds `depth` nested scopes.
fn nested(depth: usize) -> String {
    format!(".version 0.1;\n.target 100;\n.kernel @k() {{\n{}{}return;\n}}\n", "{\n".repeat(depth), "}\n".repeat(depth))
}

fn assert_no_abort(out: &Output, what: &str) {
    let stderr = text(&out.stderr);
    assert!(!stderr.contains("overflowed its stack"), "{what}: {stderr}");
    assert!(out.status.code().is_some_and(|c| c <= 3), "{what}: {:?}\n{stderr}", out.status);
}

#[test]
fn twenty_thousand_nested_scopes_are_one_clear_error_for_every_verb() {
    let path = scratch("deep.pisa", nested(20_000).as_bytes());
    let file = path.to_str().unwrap();
    for verb in [&["check"][..], &["check", "--emit", "ir"], &["fmt"], &["fmt", "--check"], &["run"]] {
        let args: Vec<&str> = verb.iter().copied().chain(["--color", "never", file]).collect();
        let out = pisa(&args);
        assert_no_abort(&out, &args.join(" "));
        assert_eq!(out.status.code(), Some(1), "{}", args.join(" "));
        let stderr = text(&out.stderr);
        assert!(stderr.contains("error: scopes are nested more than 256 levels deep"), "{stderr}");
        assert!(stderr.contains("deep.pisa:259:1"), "the first `{{` past the limit: {stderr}");
        assert!(stderr.contains("--max-nesting"), "{stderr}");
        assert!(stderr.contains("has 1 error"), "{stderr}");
    }
}

#[test]
fn max_nesting_raises_the_limit() {
    let path = scratch("deep_ok.pisa", nested(20_000).as_bytes());
    let file = path.to_str().unwrap();
    for verb in [&["check"][..], &["check", "--emit", "ir"], &["run", "--global", "32"]] {
        let args: Vec<&str> = verb.iter().copied().chain(["--max-nesting", "20001", file]).collect();
        let out = pisa(&args);
        assert_eq!(out.status.code(), Some(0), "{}: {}", args.join(" "), text(&out.stderr));
    }
    // One level short of what the file needs.
    let out = pisa(&["check", "--color", "never", "--max-nesting", "20000", file]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("scopes are nested more than 20000 levels deep"));
    // Printing indents four spaces a level, so fmt is shown on a shallower file.
    let path = scratch("fmt_deep.pisa", nested(1_000).as_bytes());
    let out = pisa(&["fmt", "--max-nesting", "1001", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let printed = text(&out.stdout);
    assert!(printed.contains(&format!("\n{}{{\n", " ".repeat(4 * 1_000))));
    let out = pisa(&["check", "--max-nesting", "0", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "a limit of 0 is a usage error");
}

#[test]
fn a_million_nested_scopes_pass_under_a_raised_limit() {
    let path = scratch("million.pisa", nested(1_000_000).as_bytes());
    let out = pisa(&["check", "--max-nesting", "1000001", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

#[test]
fn a_code_object_with_deeply_nested_metadata_is_refused_by_disasm_and_sim() {
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/amd/saxpy.hsaco");
    let mut object = std::fs::read(fixture).unwrap();
    // The metadata note's contents, replaced in place by a map whose one key
    // holds arrays nested as deep as the note is long.
    let name = object.windows(8).position(|w| w == b"AMDGPU\0\0").expect("the note is there");
    let size = u32::from_le_bytes(object[name - 8..name - 4].try_into().unwrap()) as usize;
    let contents = &mut object[name + 8..name + 8 + size];
    contents.fill(0x91);
    contents[..3].copy_from_slice(&[0x81, 0xa1, b'x']);
    contents[size - 1] = 0xc0;
    let path = scratch("nested.hsaco", &object);
    for verb in ["disasm", "sim"] {
        let out = pisa(&[verb, path.to_str().unwrap()]);
        assert_no_abort(&out, verb);
        assert_eq!(out.status.code(), Some(2), "{verb}");
        assert!(text(&out.stderr).contains("nested more than 64 levels deep"), "{verb}: {}", text(&out.stderr));
    }
}

#[test]
fn deeply_nested_assembly_operands_are_errors() {
    let depth = 1_000_000;
    let source = format!("s_mov_b32 s0, {}1{}\n", "(".repeat(depth), ")".repeat(depth));
    let path = scratch("deep.s", source.as_bytes());
    let out = pisa(&["asm", "--color", "never", path.to_str().unwrap()]);
    assert_no_abort(&out, "asm");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("error: invalid operand for instruction"), "{}", text(&out.stderr));
}

#[test]
fn a_deeply_nested_launch_file_is_an_error() {
    let module = scratch("launched.pisa", b".version 0.1;\n.target 100;\n.kernel @k() {\n    return;\n}\n");
    let depth = 1_000_000;
    let launch = format!("global = [32]\nargs = {}\"u32:1\"{}\n", "[".repeat(depth), "]".repeat(depth));
    scratch("launched.launch.toml", launch.as_bytes());
    let out = pisa(&["run", module.to_str().unwrap()]);
    assert_no_abort(&out, "run");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("recursion limit exceeded"), "{}", text(&out.stderr));
}

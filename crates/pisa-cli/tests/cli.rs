//! The `pisa` command as a user runs it: exit codes, output streams, files.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn pisa(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pisa"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the pisa binary runs");
    let mut input = child.stdin.take().unwrap();
    if let Some(text) = stdin {
        // The command may exit (say, on a usage error) before reading its input.
        if let Err(error) = input.write_all(text.as_bytes()) {
            assert_eq!(error.kind(), std::io::ErrorKind::BrokenPipe, "writing stdin: {error}");
        }
    }
    drop(input);
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn scratch(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pisa-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

const VALID: &str = ".version 0.1;\n.target 100;\n\n.kernel @k() {\n    .reg .32b %a;\n    mov.32b %a, 1;\n}\n";
const MESSY: &str = ".version 0.1;\n.target   100;\n.kernel @k() {\n  .reg .32b %a;\n\tmov.32b\t%a,1; // one\n}\n";
const INVALID: &str = ".version 0.1;\n.target 100;\n.kernel @k() {\n    iad.32b %a, %a, %a;\n}\n";

#[test]
fn check_accepts_the_bundled_example() {
    let example = repo().join("examples/saxpy.pisa");
    let out = pisa(&["check", example.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(out.stderr.is_empty());
}

#[test]
fn check_reports_errors_with_location_and_exit_1() {
    let path = scratch("bad.pisa", INVALID);
    let out = pisa(&["check", "--color", "never", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("error: unknown instruction `iad.32b`"), "{stderr}");
    assert!(stderr.contains("bad.pisa:4:5"), "{stderr}");
    assert!(stderr.contains("did you mean `iadd.32b`?"), "{stderr}");
    assert!(stderr.contains("has 1 error"), "{stderr}");
    assert!(!stderr.contains("\u{1b}["), "--color never must not colour: {stderr}");
}

#[test]
fn color_always_colours() {
    let out = pisa(&["check", "--color", "always", "-"], Some(INVALID));
    assert!(text(&out.stderr).contains("\u{1b}["));
}

#[test]
fn check_reads_standard_input() {
    assert_eq!(pisa(&["check", "-"], Some(VALID)).status.code(), Some(0));
    let out = pisa(&["check", "-"], Some(INVALID));
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("<stdin>:4:5"));
}

#[test]
fn missing_files_and_bad_usage_exit_2() {
    let out = pisa(&["check", "/nonexistent/file.pisa"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("cannot read `/nonexistent/file.pisa`"));
    assert_eq!(pisa(&["check"], None).status.code(), Some(2));
    assert_eq!(pisa(&["frobnicate"], None).status.code(), Some(2));
    let binary = scratch("binary.pisa", "");
    std::fs::write(&binary, [0xff, 0xfe, 0x00]).unwrap();
    let out = pisa(&["check", binary.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("not UTF-8"), "{}", text(&out.stderr));
}

/// A module of about `bytes` bytes whose lines are `iadd`s, with a comment
/// holding a two-byte character at `split` (the character starts at
/// `split - 1`) and the misspelt `iad.32b` of `INVALID` on the lines given.
fn large_module(bytes: usize, split: usize, bad_lines: &[usize]) -> String {
    let mut text =
        String::from(".version 0.1;\n.target 100;\n\n.kernel @k() {\n    .reg .32b %a;\n    mov.32b %a, 1;\n");
    let mut line = 7;
    let mut padded = false;
    while text.len() < bytes {
        if text.len() + 64 > split && !padded {
            // Pad with a comment so that `é` starts one byte before `split`.
            let pad = split - 1 - text.len() - "    // ".len();
            text.push_str(&format!("    // {}\u{e9}\n", "x".repeat(pad)));
            padded = true;
        } else if bad_lines.contains(&line) {
            text.push_str("    iad.32b %a, %a, %a;\n");
        } else {
            text.push_str("    iadd.32b %a, %a, %a;\n");
        }
        line += 1;
    }
    text.push_str("}\n");
    text
}

/// Files of a megabyte or more are mapped and let go of as they are parsed:
/// what `check` says of them must be what it says of the same text read
/// from standard input, including the quoted lines of errors near the start.
#[test]
fn large_files_are_checked_as_read_ones() {
    let split = 1 << 20;
    let module = large_module(3 << 20, split, &[10, 60_000, 110_000]);
    assert_eq!(module.find('\u{e9}'), Some(split - 1));
    let path = scratch("large.pisa", &module);
    let from_file = pisa(&["check", "--color", "never", path.to_str().unwrap()], None);
    let from_stdin = pisa(&["check", "--color", "never", "-"], Some(&module));
    assert_eq!(from_file.status.code(), Some(1));
    let stderr = text(&from_file.stderr);
    assert!(stderr.contains("large.pisa:10:5"), "{stderr}");
    assert!(stderr.contains("10 |     iad.32b %a, %a, %a;"), "{stderr}");
    assert!(stderr.contains("large.pisa:110000:5"), "{stderr}");
    assert!(stderr.contains("has 3 errors"), "{stderr}");
    assert_eq!(stderr.replace(path.to_str().unwrap(), "<stdin>"), text(&from_stdin.stderr));

    let valid = scratch("large_valid.pisa", &large_module(3 << 20, split, &[]));
    let out = pisa(&["check", valid.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));

    // A bad byte past the first megabyte is found at its offset.
    let mut bytes = module.into_bytes();
    bytes[(3 << 20) - 100] = 0xff;
    let binary = scratch("large_binary.pisa", "");
    std::fs::write(&binary, &bytes).unwrap();
    let out = pisa(&["check", binary.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    let expected = format!("not UTF-8 text (invalid byte at offset {})", (3 << 20) - 100);
    assert!(text(&out.stderr).contains(&expected), "{}", text(&out.stderr));
}

#[test]
fn worst_outcome_wins_across_files() {
    let good = scratch("good.pisa", VALID);
    let bad = scratch("bad2.pisa", INVALID);
    let out = pisa(&["check", good.to_str().unwrap(), bad.to_str().unwrap(), "/nonexistent.pisa"], None);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn fmt_prints_canonical_form() {
    let out = pisa(&["fmt", "-"], Some(MESSY));
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        ".version 0.1;\n.target 100;\n.kernel @k() {\n    .reg .32b %a;\n    mov.32b %a, 1; // one\n}\n"
    );
}

#[test]
fn fmt_check_and_write() {
    let path = scratch("messy.pisa", MESSY);
    let file = path.to_str().unwrap();
    let out = pisa(&["fmt", "--check", file], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout).contains("is not in canonical form"));
    assert_eq!(pisa(&["fmt", "--write", file], None).status.code(), Some(0));
    let rewritten = std::fs::read_to_string(&path).unwrap();
    assert!(rewritten.contains("    mov.32b %a, 1; // one\n"));
    assert_eq!(pisa(&["fmt", "--check", file], None).status.code(), Some(0));
}

#[test]
fn fmt_leaves_invalid_files_alone() {
    let path = scratch("invalid.pisa", INVALID);
    let out = pisa(&["fmt", "--write", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), INVALID);
}

#[test]
fn help_and_version() {
    let out = pisa(&["--help"], None);
    assert_eq!(out.status.code(), Some(0));
    let help = text(&out.stdout);
    assert!(help.contains("Examples:") && help.contains("pisa fmt --check"), "{help}");
    let out = pisa(&["--version"], None);
    assert!(text(&out.stdout).starts_with("pisa "));
}

const WARNS: &str =
    ".version 0.1;\n.target 100;\n\n.kernel @k() {\n    .reg .32b %a, %unused;\n    mov.32b %a, 1;\n}\n";
const BAD_TYPES: &str = ".version 0.1;\n.target 100;\n\n.kernel @k() {\n    .reg .32b %a;\n    .reg .16b %h;\n    mov.32b %a, 1;\n    iadd.32b %a, %a, %h;\n}\n";

#[test]
fn check_runs_the_verifier() {
    let out = pisa(&["check", "--color", "never", "-"], Some(BAD_TYPES));
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("error[iadd.f1.width]"), "{stderr}");
    assert!(stderr.contains("<stdin>:8:22"), "{stderr}");
}

#[test]
fn warnings_do_not_fail_unless_denied() {
    let out = pisa(&["check", "--color", "never", "-"], Some(WARNS));
    assert_eq!(out.status.code(), Some(0));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("warning[unused]: register `%unused` is never used"), "{stderr}");
    assert!(stderr.contains("has 1 warning"), "{stderr}");
    let out = pisa(&["check", "-W", "error", "--color", "never", "-"], Some(WARNS));
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("error[unused]"));
    let out = pisa(&["check", "-A", "unused", "-"], Some(WARNS));
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty(), "{}", text(&out.stderr));
    let out = pisa(&["check", "-A", "bogus", "-"], Some(WARNS));
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("no such warning"));
}

#[test]
fn emit_ir_prints_the_checked_ir() {
    let example = repo().join("examples/saxpy.pisa");
    let out = pisa(&["check", "--emit", "ir", example.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let ir = text(&out.stdout);
    assert!(ir.starts_with("; PISA 0.1 target 100"), "{ir}");
    assert!(ir.contains("kernel f0 @saxpy -> void"), "{ir}");
    assert!(ir.contains("fmad.f [form"), "{ir}");
}

#[test]
fn run_uses_the_launch_file_and_prints_buffers() {
    let example = repo().join("examples/saxpy.pisa");
    let out = pisa(&["run", example.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    // Long buffers are summarised as numpy does: both ends and the length.
    let stdout = text(&out.stdout);
    assert_eq!(
        stdout,
        "arg1 f32[1000] = [0.0, 1.0, 2.0, …, 997.0, 998.0, 999.0]\narg2 f32[1000] = [1.0, 3.5, 6.0, …, 2493.5, 2496.0, 2498.5]\n"
    );
    // --full prints every element.
    let out = pisa(&["run", example.to_str().unwrap(), "--full"], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("arg1 f32[1000] = [0.0, 1.0, 2.0, 3.0,"), "{stdout}");
    assert!(stdout.contains("arg2 f32[1000] = [1.0, 3.5, 6.0, 8.5,"), "{stdout}");
    assert!(stdout.contains(", 2496.0, 2498.5]") && !stdout.contains('…'), "{stdout}");
    assert_eq!(stdout.lines().map(|l| l.matches(", ").count()).collect::<Vec<_>>(), [999, 999]);
    // --json and --out stay complete.
    let dir = std::env::temp_dir().join(format!("pisa-run-full-{}", std::process::id()));
    let out = pisa(&["run", example.to_str().unwrap(), "--json", "--out", dir.to_str().unwrap()], None);
    let value: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(value["args"][1]["values"].as_array().unwrap().len(), 1000);
    assert_eq!(value["args"][1]["values"][999], 2498.5);
    assert_eq!(std::fs::read(dir.join("arg2.bin")).unwrap().len(), 4000);
}

#[test]
fn run_with_flags_json_stats_and_out() {
    let example = repo().join("examples/saxpy.pisa");
    let dir = std::env::temp_dir().join(format!("pisa-run-out-{}", std::process::id()));
    let out = pisa(
        &[
            "run",
            example.to_str().unwrap(),
            "--global",
            "4",
            "--local",
            "64",
            "--arg",
            "f32:2",
            "--arg",
            "buf:f32:1,2,3,4",
            "--arg",
            "buf:f32:fill:4:0x3f800000",
            "--arg",
            "u32:3",
            "--json",
            "--stats",
            "--out",
            dir.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with(r#"{"args":[{"index":1,"type":"f32","values":[1.0,2.0,3.0,4.0]},{"index":2,"type":"f32","values":[3.0,5.0,7.0,1.0]}]"#), "{stdout}");
    assert!(stdout.contains(r#""kernel":"saxpy""#) && stdout.contains(r#""lane_utilisation""#), "{stdout}");
    let value: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
    let stats = &value["stats"];
    assert_eq!((stats["work_groups"].as_u64(), stats["sub_groups"].as_u64()), (Some(1), Some(1)), "{stats}");
    assert!(stats["by_opcode"]["fmad"].as_u64() == Some(1) && stats["lane_instructions"].as_u64().is_some(), "{stats}");
    let bytes = std::fs::read(dir.join("arg2.bin")).unwrap();
    assert_eq!(bytes, [3.0f32, 5.0, 7.0, 1.0].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
}

#[test]
fn run_reports_a_fault_with_exit_3() {
    let path = scratch(
        "oob.pisa",
        ".version 0.1;\n.target 100;\n.kernel @k(.param[8] %b) {\n    .reg .64b %p;\n    .reg .32b %v;\n    ld.param.64b %p, [%b];\n    ld.global.32b %v, [%p + 16];\n}\n",
    );
    let out =
        pisa(&["run", "--color", "never", path.to_str().unwrap(), "--global", "1", "--arg", "buf:u32:zeros:4"], None);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("error[fault]: out-of-bounds load of 4 byte(s)"), "{stderr}");
    assert!(stderr.contains("oob.pisa:7:5"), "{stderr}");
    assert!(stderr.contains("lane 0 of sub-group 0"), "{stderr}");
}

#[test]
fn run_needs_a_global_size_and_one_kernel() {
    let two = scratch(
        "two.pisa",
        ".version 0.1;\n.target 100;\n.kernel @a() {\n    return;\n}\n.kernel @b() {\n    return;\n}\n",
    );
    let out = pisa(&["run", two.to_str().unwrap(), "--global", "1"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("has several kernels (@a, @b); choose one with --kernel"),
        "{}",
        text(&out.stderr)
    );
    let out = pisa(&["run", two.to_str().unwrap(), "--kernel", "a"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("no global size: give --global"), "{}", text(&out.stderr));
    let none = scratch("none.pisa", ".version 0.1;\n.target 100;\n");
    let out = pisa(&["run", none.to_str().unwrap(), "--global", "1"], None);
    assert!(text(&out.stderr).contains("has no kernel to run"), "{}", text(&out.stderr));
    let bad_launch = scratch("bad.pisa", ".version 0.1;\n.target 100;\n.kernel @a() {\n    return;\n}\n");
    std::fs::write(bad_launch.with_file_name("bad.launch.toml"), "kernel = 3\n").unwrap();
    let out = pisa(&["run", bad_launch.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("bad.launch.toml"), "{}", text(&out.stderr));
}

#[test]
fn run_rejects_bad_arguments_with_exit_2() {
    let example = repo().join("examples/saxpy.pisa");
    for (args, message) in [
        (vec!["--arg", "f32:1"], "takes 4 argument(s)"),
        (vec!["--arg", "q32:1"], "unknown type `q32`"),
        (vec!["--kernel", "nope"], "no kernel `nope`"),
        (vec!["--global", "1,2,3,4"], "give 1 to 3 sizes"),
        (vec!["--global", "x"], "`x` is not a size"),
        (
            vec!["--arg", "buf:f32:@/nonexistent/file", "--arg", "u32:1", "--arg", "u32:1", "--arg", "u32:1"],
            "cannot read `/nonexistent/file`",
        ),
        (
            vec!["--arg", "u64:1", "--arg", "u8:1", "--arg", "u8:1", "--arg", "u8:1"],
            "has 8 byte(s) but parameter %a is .param[4]",
        ),
    ] {
        let mut all = vec!["run", example.to_str().unwrap()];
        all.extend(args);
        let out = pisa(&all, None);
        assert_eq!(out.status.code(), Some(2), "{all:?}: {}", text(&out.stderr));
        assert!(text(&out.stderr).contains(message), "{all:?}: {}", text(&out.stderr));
    }
}

/// A source of a megabyte or more is mapped: what `asm` makes of it, and its
/// errors, are what it makes of the same text from standard input.
#[test]
fn large_asm_sources_assemble_as_read_ones() {
    let mut source = String::from("start:\n");
    let mut k = 0;
    while source.len() < (1 << 20) + 4096 {
        source.push_str(&format!("  v_add_nc_u32_e32 v{}, v{}, v{} ; \u{e9}\n", k % 256, (k + 1) % 256, (k + 7) % 256));
        k += 1;
    }
    source.push_str("  s_cbranch_scc0 start\n  s_endpgm\n");
    let path = scratch("large.s", &source);
    let (from_file, from_stdin) = (path.with_extension("file.bin"), path.with_extension("stdin.bin"));
    let out = pisa(&["asm", path.to_str().unwrap(), "--raw", "-o", from_file.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = pisa(&["asm", "-", "--raw", "-o", from_stdin.to_str().unwrap()], Some(&source));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let bytes = std::fs::read(&from_file).unwrap();
    assert_eq!(bytes.len(), 4 * k + 8);
    assert_eq!(bytes, std::fs::read(&from_stdin).unwrap());
    // An error near the end is quoted from the mapped text.
    let bad = source.replace("  s_endpgm\n", "  s_endpgm v1\n");
    let bad_path = scratch("large_bad.s", &bad);
    let out = pisa(&["asm", "--color", "never", bad_path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains(&format!("large_bad.s:{}:", k + 3)), "{stderr}");
    assert!(stderr.contains("s_endpgm v1"), "{stderr}");
}

#[test]
fn asm_shows_encodings_and_writes_bytes() {
    let path = scratch("k.s", "start:\n  s_mov_b32 s1, s2 ; copy\n  s_cbranch_scc0 start\n  s_endpgm\n");
    let out_path = path.with_extension("bin");
    let out = pisa(
        &[
            "asm",
            "--mcpu",
            "gfx1100",
            "--show-encoding",
            path.to_str().unwrap(),
            "--raw",
            "-o",
            out_path.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("s_mov_b32 s1, s2                        ; encoding: [0x02,0x00,0x81,0xbe]"), "{stdout}");
    assert!(stdout.contains("s_cbranch_scc0 65534"), "{stdout}");
    assert_eq!(
        std::fs::read(&out_path).unwrap(),
        [0x02, 0x00, 0x81, 0xbe, 0xfe, 0xff, 0xa1, 0xbf, 0x00, 0x00, 0xb0, 0xbf]
    );
    let dis = pisa(&["disasm", "--raw", out_path.to_str().unwrap()], None);
    assert_eq!(dis.status.code(), Some(0));
    assert!(
        text(&dis.stdout)
            .contains("\ts_endpgm                                                   // 000000000008: BFB00000"),
        "{}",
        text(&dis.stdout)
    );
}

#[test]
fn asm_and_disasm_errors() {
    let out = pisa(&["asm", "--color", "never", "-"], Some("s_add_u32 s0, 0x1234, 0x5678\n"));
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("error: only one unique literal operand is allowed") && stderr.contains("<stdin>:1:23"),
        "{stderr}"
    );
    let out = pisa(&["asm", "--mcpu", "gfx9999", "-"], Some(""));
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("supported: gfx1100"));
    let out = pisa(&["disasm", "--hex", "0x00 0x00 0xb0 0xbf 0xff 0xff 0xff 0xff"], None);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains(".long 0xffffffff"), "{}", text(&out.stdout));
    let out = pisa(&["disasm", "--hex", "0xzz"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("`0xzz` is not a byte"), "{}", text(&out.stderr));
    let out = pisa(&["disasm"], None);
    assert!(text(&out.stderr).contains("give a FILE (with --raw) or --hex BYTES"), "{}", text(&out.stderr));
    let elf = scratch("k.o", "\u{7f}ELF....");
    let out = pisa(&["disasm", elf.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("not an ELF file") || text(&out.stderr).contains("malformed"),
        "{}",
        text(&out.stderr)
    );
    let raw = scratch("k.bin", "abcd");
    let out = pisa(&["disasm", raw.to_str().unwrap()], None);
    assert!(text(&out.stderr).contains("is not a code object; pass --raw"), "{}", text(&out.stderr));
}

/// clang-22's `-S` output for saxpy (kernel descriptor and metadata blocks
/// included) through `pisa asm -o`: the object has llvm-mc-22's `.text`,
/// descriptor and metadata; a bad directive is reported at its line.
#[test]
fn asm_writes_clang_s_kernels_as_llvm_mc_does() {
    let tools = ["clang-22", "llvm-mc-22"].map(|t| std::process::Command::new(t).arg("--version").output().is_ok());
    if tools.contains(&false) {
        if std::env::var("PISA_REQUIRE_LLVM").as_deref() == Ok("1") {
            panic!("clang-22 and llvm-mc-22 are required (PISA_REQUIRE_LLVM=1)");
        }
        eprintln!("SKIPPED: clang-22 or llvm-mc-22 not found; pisa asm is not compared with llvm-mc on clang's output");
        return;
    }
    let cl = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../amdgpu-sim/tests/kernels/saxpy.cl");
    let s = scratch("saxpy.s", "");
    let status = std::process::Command::new("clang-22")
        .args(["-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-nogpulib", "-O3", "-S"])
        .arg(&cl)
        .arg("-o")
        .arg(&s)
        .status()
        .unwrap();
    assert!(status.success());
    let (ours, theirs) = (s.with_extension("o"), s.with_extension("llvm.o"));
    let out = pisa(&["asm", s.to_str().unwrap(), "-o", ours.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let status = std::process::Command::new("llvm-mc-22")
        .args(["-triple", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj"])
        .arg(&s)
        .arg("-o")
        .arg(&theirs)
        .status()
        .unwrap();
    assert!(status.success());
    let read = |p: &std::path::Path| amdgpu::hsaco::read(&std::fs::read(p).unwrap()).unwrap();
    let (ours, theirs) = (read(&ours), read(&theirs));
    assert_eq!((ours.text.len(), ours.version()), (theirs.text.len(), theirs.version()));
    assert_eq!(ours.text, theirs.text);
    let (k, l) = (ours.kernel("saxpy").unwrap(), theirs.kernel("saxpy").unwrap());
    assert_eq!(k.descriptor.to_bytes(), l.descriptor.to_bytes());
    assert_eq!((k.entry, k.size), (l.entry, l.size));
    assert_eq!(ours.metadata, theirs.metadata);
    assert!(ours.metadata.as_ref().unwrap().kernels[0].other.contains_key(".language"));
    // A directive llvm-mc refuses on gfx1100 is refused at its line.
    let source = std::fs::read_to_string(&s).unwrap().replace(".amdhsa_ieee_mode 1", ".amdhsa_tg_split 1");
    let out = pisa(&["asm", "--color", "never", "-"], Some(&source));
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("directive requires gfx90a+") && stderr.contains(".amdhsa_tg_split 1"), "{stderr}");
}

#[test]
fn code_objects_are_written_and_listed_as_llvm_objdump_lists_them() {
    let source = "first:\n  s_mov_b32 s1, s2\n  v_add_f32_e64 v1, -v2, |v3| clamp\nloop:\n  v_pk_fma_f16 v1, v2, v3, v4 op_sel:[1,0,0]\n  \
                  s_cbranch_scc0 loop\n  s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)\n  s_endpgm\n";
    let path = scratch("co.s", source);
    let obj = path.with_extension("o");
    let out = pisa(&["asm", path.to_str().unwrap(), "-o", obj.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let ours = pisa(&["disasm", obj.to_str().unwrap()], None);
    assert_eq!(ours.status.code(), Some(0), "{}", text(&ours.stderr));
    let ours = text(&ours.stdout);
    assert!(ours.contains("<loop>:") && ours.contains("s_cbranch_scc0 loop "), "{ours}");
    let objdump = std::process::Command::new("llvm-objdump-22").args(["-d", "--mcpu=gfx1100"]).arg(&obj).output();
    match objdump {
        Ok(o) if o.status.success() => assert_eq!(ours, text(&o.stdout)),
        _ if std::env::var("PISA_REQUIRE_LLVM").as_deref() == Ok("1") => panic!("llvm-objdump-22 is required"),
        _ => eprintln!("SKIPPED: llvm-objdump-22 not found; the listing is not compared with LLVM's"),
    }
    // clang's objects are listed; a target without a table is refused with the ones there are.
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../amdgpu/tests/fixtures/kernels-O2.o");
    let listing = pisa(&["disasm", fixture.to_str().unwrap()], None);
    assert!(text(&listing.stdout).contains("<saxpy>:"), "{}", text(&listing.stderr));
    let out = pisa(&["disasm", "--mcpu", "gfx1101", fixture.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("unknown --mcpu `gfx1101`; supported: gfx1100"), "{}", text(&out.stderr));
    // A code object that is not one: the reader's message.
    let broken = scratch("broken.o", "\u{7f}ELF\u{2}\u{1}\u{1}@");
    let out = pisa(&["disasm", broken.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("not an ELF file"), "{}", text(&out.stderr));
}

#[test]
fn sim_runs_a_clang_kernel_with_run_s_conventions() {
    let object = repo().join("examples/amd/saxpy.hsaco");
    let object = object.to_str().unwrap();
    // The launch file beside the object gives the kernel, sizes and arguments.
    let out = pisa(&["sim", object, "--stats"], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("arg2 f32[8] = [0.5, 2.5, 4.5, 6.5, 8.5, 10.5, 12.5, 14.5]"), "{stdout}");
    assert!(
        stdout.contains("wave instructions, lane utilisation 25.0% (VALU instructions only), 1 work-group, 1 wave,"),
        "{stdout}"
    );
    assert!(stdout.contains("stats: by class: SALU "), "{stdout}");
    let json = pisa(&["sim", object, "--json"], None);
    let value: serde_json::Value = serde_json::from_str(text(&json.stdout).trim()).unwrap();
    assert_eq!(value["kernel"], "saxpy");
    assert_eq!(value["args"][1]["index"], 2);
    assert_eq!(value["args"][1]["values"][3], 6.5);
    // With --json the trace is part of the object, so the output stays JSON.
    let json = pisa(&["sim", object, "--json", "--trace"], None);
    let value: serde_json::Value = serde_json::from_str(text(&json.stdout).trim()).unwrap();
    assert!(value["trace"][1].as_str().unwrap().contains("s_load_b32 s2, s[0:1], 0x2c"), "{value}");
    let trace = text(&pisa(&["sim", object, "--trace"], None).stdout);
    assert!(trace.contains("wave 0 0x0004: s_load_b32 s2, s[0:1], 0x2c ; s2=0x10008"), "{trace}");
    // Buffers too small for n: a fault, exit status 3, naming the instruction and lane.
    let out = pisa(
        &["sim", object, "--arg", "f32:1", "--arg", "buf:f32:1,2", "--arg", "buf:f32:1,2", "--arg", "s32:8"],
        None,
    );
    assert_eq!(out.status.code(), Some(3));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("global_load_b32") && stderr.contains("lane 2") && stderr.contains("out of bounds"),
        "{stderr}"
    );
    // --out writes each buffer's bytes; --threads picks the host threads.
    let dir = std::env::temp_dir().join(format!("pisa-sim-out-{}", std::process::id()));
    let out = pisa(&["sim", object, "--threads", "1", "--out", dir.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let bytes = std::fs::read(dir.join("arg2.bin")).unwrap();
    assert_eq!(&bytes[4..8], &2.5f32.to_le_bytes());
    // Wrong arguments and missing kernels are usage errors.
    let out = pisa(&["sim", object, "--kernel", "nope"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("no kernel `nope` (kernels: saxpy)"), "{}", text(&out.stderr));
}

#[test]
fn sim_strict_runs_clang_code_clean_and_reports_its_waits() {
    let object = repo().join("examples/amd/saxpy.hsaco");
    let object = object.to_str().unwrap();
    let out = pisa(&["sim", object, "--strict", "--stats"], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("arg2 f32[8] = [0.5, 2.5, 4.5, 6.5, 8.5, 10.5, 12.5, 14.5]"), "{stdout}");
    assert!(stdout.contains("3 waits executed (strict)"), "{stdout}");
    let json = pisa(&["sim", object, "--strict", "--poison", "7", "--stats", "--json"], None);
    assert_eq!(json.status.code(), Some(0), "{}", text(&json.stderr));
    let value: serde_json::Value = serde_json::from_str(text(&json.stdout).trim()).unwrap();
    assert_eq!(value["stats"]["waits"], 3);
    assert!(value["stats"]["wait_stall_cycles"].as_u64().unwrap() > 0, "{value}");
    // Without --strict there is no such count.
    let json = pisa(&["sim", object, "--stats", "--json"], None);
    let value: serde_json::Value = serde_json::from_str(text(&json.stdout).trim()).unwrap();
    assert!(value["stats"].get("waits").is_none(), "{value}");
}

/// The keys of a JSON value, recursively, with the types of the leaves:
/// what a script reading it depends on.
fn shape(value: &serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match value {
        Value::Object(map) => Value::Object(map.iter().map(|(k, v)| (k.clone(), shape(v))).collect()),
        Value::Array(items) => Value::Array(items.iter().map(shape).collect()),
        Value::Number(_) => "number".into(),
        Value::String(_) => "string".into(),
        other => other.clone(),
    }
}

/// The same saxpy launch (y = 2x + 0.5 over 8 elements) through `pisa run`
/// (examples/saxpy.pisa) and `pisa sim` (examples/amd/saxpy.hsaco, clang's
/// build of the same kernel): one writer prints both, so the text, the JSON
/// and the `--out` files are the same apart from the statistics each verb
/// has of its own.
#[test]
fn run_and_sim_print_the_same_output() {
    let pisa_kernel = repo().join("examples/saxpy.pisa");
    let amd_kernel = repo().join("examples/amd/saxpy.hsaco");
    let buffers = ["--arg", "f32:2.0", "--arg", "buf:f32:iota:20", "--arg", "buf:f32:fill:20:0.5"];
    let launch = |verb: &str, extra: &[&str]| -> Output {
        let (file, local, n) = match verb {
            "run" => (&pisa_kernel, "64", "u32:20"),
            _ => (&amd_kernel, "20", "s32:20"),
        };
        let mut args = vec![verb, file.to_str().unwrap(), "--global", "20", "--local", local];
        args.extend(buffers);
        args.extend(["--arg", n]);
        args.extend(extra);
        let out = pisa(&args, None);
        assert_eq!(out.status.code(), Some(0), "{verb} {extra:?}: {}", text(&out.stderr));
        out
    };
    // Text: the same lines, long buffers summarised alike.
    let (run_text, sim_text) = (text(&launch("run", &[]).stdout), text(&launch("sim", &[]).stdout));
    assert_eq!(run_text, sim_text);
    assert!(run_text.contains("arg2 f32[20] = [0.5, 2.5, 4.5, …, 34.5, 36.5, 38.5]"), "{run_text}");
    assert_eq!(text(&launch("run", &["--full"]).stdout), text(&launch("sim", &["--full"]).stdout));
    // JSON: the same object, and the same shape with statistics; the shared
    // statistics have the same keys, in the same places.
    let json = |verb: &str, extra: &[&str]| -> serde_json::Value {
        serde_json::from_str(text(&launch(verb, extra).stdout).trim()).unwrap()
    };
    assert_eq!(json("run", &["--json"]), json("sim", &["--json"]));
    let (run_json, sim_json) = (json("run", &["--json", "--stats"]), json("sim", &["--json", "--stats"]));
    let (mut run_shape, mut sim_shape) = (shape(&run_json), shape(&sim_json));
    let run_stats = run_shape.as_object_mut().unwrap().remove("stats").unwrap();
    let sim_stats = sim_shape.as_object_mut().unwrap().remove("stats").unwrap();
    assert_eq!(run_shape, sim_shape);
    let keys = |v: &serde_json::Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(&run_json), ["args", "kernel", "stats"]);
    assert_eq!(keys(&sim_json), ["args", "kernel", "stats"]);
    for shared in ["instructions", "lane_utilisation", "work_groups", "sub_groups", "seconds"] {
        assert_eq!(run_stats[shared], sim_stats[shared], "stats.{shared}");
    }
    assert_eq!(run_json["stats"]["work_groups"], 1);
    assert_eq!(sim_json["stats"]["work_groups"], 1);
    assert_eq!(sim_json["stats"]["sub_groups"], 1);
    // Text statistics: three lines; the first, the shared figures, worded
    // alike but for what runs 32 lanes (a sub-group or a wave).
    let stats_lines = |out: &str| -> Vec<String> {
        out.lines()
            .filter(|l| l.starts_with("stats: "))
            .map(|l| {
                let words = l.replace("sub-group", "UNIT").replace("wave", "UNIT");
                words.chars().filter(|c| !c.is_ascii_digit() && *c != '.').collect()
            })
            .collect()
    };
    let run_stats_text = text(&launch("run", &["--stats"]).stdout);
    let sim_stats_text = text(&launch("sim", &["--stats"]).stdout);
    let (run_lines, sim_lines) = (stats_lines(&run_stats_text), stats_lines(&sim_stats_text));
    assert_eq!((run_lines.len(), sim_lines.len()), (3, 3), "{run_stats_text}\n{sim_stats_text}");
    let first_without_utilisation_scope = |l: &str| l.replace(" (VALU instructions only)", "");
    assert_eq!(run_lines[0], first_without_utilisation_scope(&sim_lines[0]), "{run_stats_text}\n{sim_stats_text}");
    assert!(run_lines[2].starts_with("stats: by opcode: ") && sim_lines[2].starts_with("stats: by class: "));
    // --out: the same files with the same bytes.
    let base = std::env::temp_dir().join(format!("pisa-same-out-{}", std::process::id()));
    let (run_dir, sim_dir) = (base.join("run"), base.join("sim"));
    launch("run", &["--out", run_dir.to_str().unwrap()]);
    launch("sim", &["--out", sim_dir.to_str().unwrap()]);
    let listing = |dir: &Path| {
        let mut names: Vec<String> =
            std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        names
    };
    assert_eq!(listing(&run_dir), ["arg1.bin", "arg2.bin"]);
    assert_eq!(listing(&run_dir), listing(&sim_dir));
    for name in listing(&run_dir) {
        assert_eq!(std::fs::read(run_dir.join(&name)).unwrap(), std::fs::read(sim_dir.join(&name)).unwrap(), "{name}");
    }
}

/// What LLVM's PISA backend emits: a function returning a vector (issue 18,
/// docs/spec-errata.md E41), checked and run.
#[test]
fn vector_return_values_check_and_run() {
    let source = ".version 0.1;
.target 100;

.function .v4.32b @f(.reg .32b %R32_W0, .reg .32b %R32_W1) {
    .reg .v4.32b %VR4_32_V4W0;
    mov.32b %VR4_32_V4W0.x, %R32_W0;
    mov.32b %VR4_32_V4W0.y, %R32_W1;
    iadd.32b %VR4_32_V4W0.z, %R32_W0, %R32_W1;
    mov.32b %VR4_32_V4W0.w, 7;
    return %VR4_32_V4W0;
}

.kernel @k(.param[8] .addrspace(global) %out) {
    .reg .32b %a, %b;
    .reg .v4.32b %r;
    .reg .64b %p, %p_off;
    mov.32b %a, %localid.x;
    mov.32b %b, 40;
    call %r, @f(%a, %b);
    ld.param.64b %p, [%out];
    mov.32b %a, %localid.x;
    shl.32b %a, %a, 4;
    zext.64b.32b %p_off, %a;
    iadd.64b %p, %p, %p_off;
    st.global.v4.32b [%p + 0], %r;
}
";
    let path = scratch("vector_return.pisa", source);
    let out = pisa(&["check", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = pisa(&["run", path.to_str().unwrap(), "--global", "2", "--arg", "buf:u32:zeros:8"], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "arg0 u32[8] = [0, 40, 40, 7, 1, 40, 41, 7]\n");
    // A register of another vector type is named with both types, and is the
    // only error.
    let wrong = scratch(
        "vector_return_wrong.pisa",
        ".version 0.1;
.target 100;
.function .v4.32b @f() {
    .reg .v4.64b %VR4_64_V4W0;
    mov.64b %VR4_64_V4W0.x, 1;
    mov.64b %VR4_64_V4W0.y, 2;
    mov.64b %VR4_64_V4W0.z, 3;
    mov.64b %VR4_64_V4W0.w, 4;
    return %VR4_64_V4W0;
}
",
    );
    let out = pisa(&["check", "--color", "never", wrong.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("`@f` returns `.v4.32b`, but this register is `.v4.64b`"), "{stderr}");
    assert!(stderr.contains("has 1 error"), "{stderr}");
}

//! The process entry `pisa` has in place of std's on Linux (see `main` in
//! src/main.rs): what std's start-up did must still hold.

use std::io::Read;
use std::process::{Command, Stdio};

fn pisa() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pisa"))
}

/// A module whose canonical form is far larger than a pipe's buffer.
fn big_module() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("pisa-cli-entry-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("big.pisa");
    let body = "    iadd.32b %a, %a, 1;\n".repeat(20_000);
    std::fs::write(&path, format!(".version 0.1;\n.target 100;\n.kernel @k() {{\n    .reg .32b %a;\n    mov.32b %a, 0;\n{body}    return;\n}}\n")).unwrap();
    path
}

#[test]
fn a_reader_that_goes_away_ends_the_output_quietly_not_by_a_signal() {
    let path = big_module();
    let mut child = pisa().arg("fmt").arg(&path).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let mut first = [0u8; 16];
    child.stdout.as_mut().unwrap().read_exact(&mut first).unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    // Killed by SIGPIPE, the status would have no code. A reader that has
    // what it wants (`| head`) is not an error of `pisa`'s.
    assert_eq!(out.status.code(), Some(0), "{:?}", out.status);
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn output_is_flushed_and_exit_statuses_are_kept() {
    let path = big_module();
    let out = pisa().arg("fmt").arg(&path).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.matches("iadd.32b").count(), 20_000);
    assert!(text.ends_with("}\n"), "the end of the output is there");
    assert_eq!(pisa().args(["check", "/nonexistent/x.pisa"]).output().unwrap().status.code(), Some(2));
    assert_eq!(pisa().args(["run", "--no-such-flag"]).output().unwrap().status.code(), Some(2));
    assert_eq!(pisa().arg("--version").output().unwrap().status.code(), Some(0));
}

#[test]
fn a_closed_stdout_is_no_failure() {
    // std's start-up opens /dev/null on a closed standard descriptor, and so
    // does this entry (then a file `pisa` opens cannot become descriptor 1).
    let dir = std::env::temp_dir().join(format!("pisa-cli-entry-fd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let object = dir.join("saxpy.hsaco");
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/saxpy.pisa");
    let status = Command::new("sh")
        .arg("-c")
        .arg(format!("exec {} build {example} -o {} >&-", env!("CARGO_BIN_EXE_pisa"), object.display()))
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(0));
    let bytes = std::fs::read(&object).unwrap();
    assert_eq!(&bytes[..4], b"\x7fELF");
}

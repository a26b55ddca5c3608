//! LLVM's own gfx11 MC tests against this assembler and disassembler: each
//! instruction line of an assembler test (`*.s`) must assemble to the bytes
//! llvm-mc-22 writes, or be refused where llvm-mc refuses it; each byte line of a disassembler test (`*.txt`) must
//! print as llvm-mc prints it. llvm-mc's answers are committed beside the
//! excerpts (`answers/`, by `tools/gen_conformance_answers.py`). Lines that
//! llvm-mc refuses outside the error tests (`*_err.s`: wave64-only forms,
//! newer syntax, the refusals of LLVM's mixed tests) are also counted
//! apart. Shared by `tests/conformance.rs` and
//! `examples/conformance.rs` (the full report).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The corpus folder: this crate's, or `PISA_CONFORMANCE_DIR` when set, so
/// that one built report can check another checkout's corpus files.
pub fn root() -> PathBuf {
    match std::env::var_os("PISA_CONFORMANCE_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance"),
    }
}

/// llvm-mc's answer to one line.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    Bytes(Vec<u8>),
    Error(String),
    Text(String),
    Invalid,
}

/// The outcome of one file.
#[derive(Debug, Default)]
pub struct FileResult {
    pub lines: usize,
    /// Lines compared (llvm-mc assembled or refused them, or a byte line).
    pub compared: usize,
    pub matched: usize,
    /// Lines llvm-mc refuses outside an error test (compared as well).
    pub reported: usize,
    /// `line: what differs`, for each compared line that differs.
    pub mismatches: Vec<(usize, String)>,
}

fn parse_answers(text: &str) -> Result<BTreeMap<usize, Answer>, String> {
    let mut answers = BTreeMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let mut parts = line.splitn(3, '\t');
        let number: usize = parts.next().and_then(|n| n.parse().ok()).ok_or(format!("bad answer line `{line}`"))?;
        let answer = match (parts.next(), parts.next()) {
            (Some("ok"), Some(hex)) => Answer::Bytes(
                (0..hex.len())
                    .step_by(2)
                    .map(|k| u8::from_str_radix(&hex[k..k + 2], 16).map_err(|e| e.to_string()))
                    .collect::<Result<_, _>>()?,
            ),
            (Some("error"), Some(message)) => Answer::Error(message.to_string()),
            (Some("text"), Some(text)) => Answer::Text(text.to_string()),
            (Some("invalid"), None) => Answer::Invalid,
            _ => return Err(format!("bad answer line `{line}`")),
        };
        answers.insert(number, answer);
    }
    Ok(answers)
}

/// The bytes of a disassembler test's byte line (`0x01,0x71,0x0a,0x7e`).
fn bytes_of(text: &str) -> Option<Vec<u8>> {
    text.split([',', ' '])
        .filter(|b| !b.is_empty())
        .map(|b| u8::from_str_radix(b.strip_prefix("0x")?, 16).ok())
        .collect()
}

/// Runs one file of the corpus against its answers.
pub fn run_file(name: &str) -> Result<FileResult, String> {
    let table = amdgpu::table("gfx1100").unwrap();
    let source = std::fs::read_to_string(root().join("llvm-mc-gfx11").join(name)).map_err(|e| e.to_string())?;
    let answers = std::fs::read_to_string(root().join("answers").join(format!("{name}.answers")))
        .map_err(|e| format!("{name}: no answers ({e}); run tools/gen_conformance_answers.py"))?;
    let answers = parse_answers(&answers)?;
    let error_test = name.ends_with("_err.s");
    let mut result = FileResult::default();
    for (number, answer) in &answers {
        let line = source.lines().nth(number - 1).ok_or(format!("{name}:{number}: no such line"))?;
        result.lines += 1;
        let differs = match answer {
            Answer::Bytes(bytes) => {
                let text = line.split("//").next().unwrap_or("").trim();
                match amdgpu::asm::assemble(table, text) {
                    Ok(out) if &out.bytes == bytes => None,
                    Ok(out) => Some(format!("`{text}`: llvm-mc {bytes:02x?}, ours {:02x?}", out.bytes)),
                    Err(e) => Some(format!("`{text}`: llvm-mc {bytes:02x?}, ours: {}", e[0].message)),
                }
            }
            Answer::Error(message) => {
                // Refused outside an error test too (wave64 forms, operand
                // shapes a loop tried, the refusals of LLVM's mixed tests):
                // counted apart, and refused here as well.
                if !error_test {
                    result.reported += 1;
                }
                let text = line.split("//").next().unwrap_or("").trim();
                match amdgpu::asm::assemble(table, text) {
                    Err(_) => None,
                    Ok(out) => Some(format!("`{text}`: llvm-mc refuses ({message}), ours {:02x?}", out.bytes)),
                }
            }
            Answer::Text(expected) => {
                let bytes =
                    bytes_of(line.split('#').next().unwrap_or("")).ok_or(format!("{name}:{number}: bad bytes"))?;
                match amdgpu::decode(table, &bytes) {
                    Ok(inst) if inst.len(table) == bytes.len() && amdgpu::print(table, &inst) == *expected => None,
                    Ok(inst) => Some(format!("{line}: llvm-mc `{expected}`, ours `{}`", amdgpu::print(table, &inst))),
                    Err(_) => Some(format!("{line}: llvm-mc `{expected}`, ours: no instruction")),
                }
            }
            Answer::Invalid => {
                let bytes =
                    bytes_of(line.split('#').next().unwrap_or("")).ok_or(format!("{name}:{number}: bad bytes"))?;
                match amdgpu::decode(table, &bytes) {
                    Ok(inst) if inst.len(table) == bytes.len() => {
                        Some(format!("{line}: llvm-mc finds no instruction, ours `{}`", amdgpu::print(table, &inst)))
                    }
                    _ => None,
                }
            }
        };
        result.compared += 1;
        match differs {
            None => result.matched += 1,
            Some(what) => result.mismatches.push((*number, what)),
        }
    }
    Ok(result)
}

/// The corpus's files, in order.
pub fn files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("llvm-mc-gfx11"))
        .map(|d| d.filter_map(|e| e.ok()?.file_name().into_string().ok()).collect())
        .unwrap_or_default();
    names.retain(|n| n.ends_with(".s") || n.ends_with(".txt"));
    names.sort();
    names
}

/// The mismatches known and not fixed yet (`FILE:LINE` per line of
/// `known-mismatches.txt`; `#` starts a comment).
pub fn known_mismatches() -> std::collections::BTreeSet<String> {
    std::fs::read_to_string(root().join("known-mismatches.txt"))
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.split('#').next().map(str::trim).filter(|l| !l.is_empty()).map(str::to_string))
        .collect()
}

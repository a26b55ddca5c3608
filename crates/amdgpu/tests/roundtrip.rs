//! Text → bytes → text → bytes is stable, and the assembler agrees with
//! llvm-mc-22 byte for byte, on instructions of every opcode: every operand
//! code of every register field, and values of every immediate (all 65,536
//! for the instructions with a symbolic immediate).

use amdgpu::format::formats;
use amdgpu::table::{ImmStyle, OperandKind};
use std::io::Write;
use std::process::{Command, Stdio};

/// The text of every instruction we decode among words of every opcode.
fn corpus() -> Vec<String> {
    let table = amdgpu::table("gfx1100").unwrap();
    let mut texts = Vec::new();
    for op in &table.ops {
        let f = &formats()[op.format];
        let base = f.field("op").unwrap().set(f.value as u64, op.opcode as u64);
        let mut words: Vec<u64> = vec![base];
        for field in f.fields.iter().filter(|x| x.name != "op" && x.name != "simm16") {
            for code in 0..=field.max().min(255) {
                words.push(field.set(base, code));
            }
            // The top of wide fields too (negative offsets, say).
            for code in [field.max(), field.max().saturating_sub(15), field.max() / 2, field.max() / 2 + 1]
                .into_iter()
                .filter(|c| *c > 255)
            {
                words.push(field.set(base, code));
            }
        }
        if let Some(imm) = f.field("simm16") {
            let symbolic = op.operands.iter().any(|o| {
                matches!(o, OperandKind::Imm { style, .. } if !matches!(style, ImmStyle::Hex | ImmStyle::HexOr0 | ImmStyle::U16 | ImmStyle::U16Omit0 | ImmStyle::S16))
            });
            let values: Vec<u64> =
                if symbolic { (0..=0xffff).collect() } else { vec![0, 1, 7, 64, 65, 0x1234, 0x8000, 0xfedc, 0xffff] };
            for v in values {
                words.push(imm.set(base, v));
            }
        }
        for w in words {
            let bytes: Vec<u8> = (0..f.dwords).flat_map(|k| ((w >> (32 * k)) as u32).to_le_bytes()).collect();
            for literal in [0x1234_5678u32, 0x3f80_0000, 7] {
                let mut with = bytes.clone();
                with.extend_from_slice(&literal.to_le_bytes());
                if let Ok(inst) = amdgpu::decode(table, &with) {
                    let text = amdgpu::print(table, &inst);
                    // Only what LLVM's assembler takes: some codes it decodes but refuses to write.
                    let writable = amdgpu::inst::writable(table, &inst);
                    if writable {
                        texts.push(text);
                    }
                    if inst.literal.is_none() {
                        break;
                    }
                } else {
                    break;
                }
            }
        }
    }
    texts.sort();
    texts.dedup();
    texts
}

#[test]
fn text_to_bytes_to_text_to_bytes_is_stable() {
    let table = amdgpu::table("gfx1100").unwrap();
    let texts = corpus();
    assert!(texts.len() > 100_000, "only {} texts", texts.len());
    let mut failures = Vec::new();
    for text in &texts {
        match amdgpu::asm::assemble(table, text) {
            Ok(out) => {
                // bytes -> text -> bytes gives the same bytes.
                let again = amdgpu::disassemble(table, &out.bytes);
                let bytes2 = amdgpu::asm::assemble(table, &again[0].1).map(|o| o.bytes);
                if again.len() != 1 || bytes2.as_ref().ok() != Some(&out.bytes) {
                    failures.push(format!("{text} -> {:?} -> {:x?}", again, bytes2));
                }
            }
            // Spellings LLVM's assembler refuses too.
            Err(e) if table.asm_rejects.values().any(|m| *m == e[0].message) => {}
            Err(e) => failures.push(format!("{text}: {}", e[0].message)),
        }
        if failures.len() >= 20 {
            break;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_assembler_agrees_with_llvm_mc() {
    let tool = std::env::var("LLVM_MC").unwrap_or_else(|_| "llvm-mc-22".into());
    if !Command::new(&tool).arg("--version").output().is_ok_and(|o| o.status.success()) {
        if std::env::var("PISA_REQUIRE_LLVM").as_deref() == Ok("1") {
            panic!("{tool} is required (PISA_REQUIRE_LLVM=1)");
        }
        eprintln!("SKIPPED: {tool} not found; install llvm-22 to compare the assembler with llvm-mc");
        return;
    }
    let table = amdgpu::table("gfx1100").unwrap();
    // Every text without an immediate, and a sample of the immediates.
    let texts: Vec<String> = corpus()
        .into_iter()
        .enumerate()
        .filter(|(k, t)| k % 13 == 0 || t.split_whitespace().count() > 2)
        .map(|(_, t)| t)
        .collect();
    const MARK: &str = "s_ttracedata_imm 0xbeef";
    let mut input = String::new();
    for t in &texts {
        input.push_str(t);
        input.push('\n');
        input.push_str(MARK);
        input.push('\n');
    }
    let mut child = Command::new(&tool)
        .args(["-arch=amdgcn", "-mcpu=gfx1100", "-show-encoding"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    let mut groups: Vec<Vec<Vec<u8>>> = vec![Vec::new()];
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        let Some((inst, enc)) = line.split_once("; encoding: [") else { continue };
        if inst.trim() == MARK {
            groups.push(Vec::new());
            continue;
        }
        let bytes = enc
            .trim_end_matches(']')
            .split(',')
            .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap())
            .collect();
        groups.last_mut().unwrap().push(bytes);
    }
    let mut failures = Vec::new();
    for (k, text) in texts.iter().enumerate() {
        let ours = amdgpu::asm::assemble(table, text).map(|o| o.bytes).ok();
        let theirs = groups.get(k).and_then(|g| g.first().cloned());
        if ours != theirs && failures.len() < 20 {
            failures.push(format!("`{text}`: llvm-mc {theirs:x?}, ours {ours:x?}"));
        }
    }
    assert!(failures.is_empty(), "{} texts, failures:\n{}", texts.len(), failures.join("\n"));
}

//! Differential tests against LLVM: byte streams are disassembled by
//! `llvm-objdump-22 -d --mcpu=gfx1100` (in an object that `llvm-mc-22`
//! assembles from `.byte` directives) and by us, and every line must agree:
//! the same offset, the same words and the same text. The tests skip, saying
//! so, when LLVM is missing; with PISA_REQUIRE_LLVM=1 (as CI sets it) a
//! missing LLVM is a failure.

use amdgpu::format::formats;
use std::process::Command;

fn tools() -> Option<(String, String)> {
    let mc = std::env::var("LLVM_MC").unwrap_or_else(|_| "llvm-mc-22".into());
    let objdump = std::env::var("LLVM_OBJDUMP").unwrap_or_else(|_| "llvm-objdump-22".into());
    let runs = |t: &str| Command::new(t).arg("--version").output().is_ok_and(|o| o.status.success());
    if runs(&mc) && runs(&objdump) {
        return Some((mc, objdump));
    }
    if std::env::var("PISA_REQUIRE_LLVM").as_deref() == Ok("1") {
        panic!("{mc} and {objdump} are required (PISA_REQUIRE_LLVM=1) but cannot be run");
    }
    eprintln!("SKIPPED: {mc}/{objdump} not found; install llvm-22 to run the LLVM differential tests");
    None
}

/// llvm-objdump's listing of raw bytes: (offset, words, text).
fn objdump(tools: &(String, String), data: &[u8]) -> Vec<(usize, usize, String)> {
    let dir =
        std::env::temp_dir().join(format!("amdgpu-diff-{}-{:?}", std::process::id(), std::thread::current().id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (src, obj) = (dir.join("in.s"), dir.join("in.o"));
    let mut text = String::from(".text\n");
    for chunk in data.chunks(64) {
        let bytes: Vec<String> = chunk.iter().map(|b| format!("0x{b:02x}")).collect();
        text.push_str(&format!(".byte {}\n", bytes.join(",")));
    }
    std::fs::write(&src, text).unwrap();
    let status = Command::new(&tools.0)
        .args(["-arch=amdgcn", "-mcpu=gfx1100", "-filetype=obj"])
        .arg(&src)
        .arg("-o")
        .arg(&obj)
        .status()
        .unwrap();
    assert!(status.success());
    let out = Command::new(&tools.1).args(["-d", "--mcpu=gfx1100"]).arg(&obj).output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let listing = String::from_utf8_lossy(&out.stdout);
    let mut result = Vec::new();
    for line in listing.lines() {
        let Some(rest) = line.strip_prefix('\t') else { continue };
        let Some((inst, tail)) = rest.rsplit_once("// ") else { continue };
        let Some((offset, words)) = tail.split_once(": ") else { continue };
        let Ok(offset) = usize::from_str_radix(offset, 16) else { continue };
        let words = words.split(" <").next().unwrap().split(" ;").next().unwrap();
        result.push((offset, words.split_whitespace().count(), inst.trim().to_string()));
    }
    result
}

/// Disassembles `data` with both and compares line by line; returns the
/// number of instructions LLVM decoded.
fn compare(tools: &(String, String), data: &[u8]) -> usize {
    let table = amdgpu::table("gfx1100").unwrap();
    let theirs = objdump(tools, data);
    let ours = amdgpu::disassemble(table, data);
    let mut mismatches = Vec::new();
    let mut decoded = 0;
    let mut i = 0;
    let boundaries: std::collections::HashSet<usize> = ours.iter().map(|(o, _)| *o).collect();
    let mut after_uncovered = false;
    for (offset, words, text) in &theirs {
        // Formats we do not cover yet are left out of the comparison, and so
        // is what follows one until both listings meet at a boundary again.
        let word0 = u32::from_le_bytes(data[*offset..*offset + 4].try_into().unwrap());
        // The DPP forms LLVM prints garbled are left out (listed in the
        // table; roundtrip.rs checks them against llvm-mc's assembler).
        let table = amdgpu::table("gfx1100").unwrap();
        let quirk = (text.contains("dpp8:") && table.dpp8_quirks.iter().any(|m| text.starts_with(m.as_str())))
            || (text.contains("row_mask:") && table.dpp16_quirks.iter().any(|m| text.starts_with(m.as_str())));
        let not_yet = quirk;
        if amdgpu::format::format_of(word0).is_none() || not_yet {
            after_uncovered = true;
            continue;
        }
        if after_uncovered && !boundaries.contains(offset) {
            continue;
        }
        after_uncovered = false;
        if !text.starts_with(".long") {
            decoded += 1;
        }
        while i < ours.len() && ours[i].0 < *offset {
            i += 1;
        }
        let mine = ours.get(i).filter(|(o, _)| o == offset);
        let bytes: Vec<String> =
            data[*offset..(*offset + 4 * words).min(data.len())].iter().map(|b| format!("{b:02x}")).collect();
        match mine {
            Some((_, t)) if t == text => {}
            _ if mismatches.len() < 30 => {
                // What each side decoded around here, to see where they parted.
                let near = |o: usize| o + 16 >= *offset && o <= *offset + 16;
                let ours_near: Vec<String> =
                    ours.iter().filter(|(o, _)| near(*o)).map(|(o, t)| format!("{o} `{t}`")).collect();
                let llvm_near: Vec<String> =
                    theirs.iter().filter(|(o, _, _)| near(*o)).map(|(o, _, t)| format!("{o} `{t}`")).collect();
                mismatches.push(format!(
                    "{:>6} {}: llvm `{text}`, ours {:?} (ours near: {ours_near:?}; llvm near: {llvm_near:?})",
                    offset,
                    bytes.join(""),
                    mine.map(|m| &m.1)
                ))
            }
            _ => {}
        }
    }
    assert!(mismatches.is_empty(), "{} mismatches, the first:\n{}", mismatches.len(), mismatches.join("\n"));
    decoded
}

/// `s_nop 0`, which every word is followed by.
const S_NOP: u32 = 0xbf80_0000;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u32 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 32) as u32
    }
}

fn bytes_of(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

#[test]
fn random_words_of_every_format_disassemble_as_llvm_does() {
    let Some(tools) = tools() else { return };
    let per_format: usize = std::env::var("AMDGPU_DIFF_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(12_000);
    let mut rng = Rng(1);
    let mut words = Vec::new();
    for f in formats() {
        for _ in 0..per_format {
            let mut w = (rng.next() & !f.mask) | f.value;
            // The further dwords of a longer format.
            let rest: Vec<u32> = (1..f.dwords).map(|_| rng.next()).collect();
            // A literal source now and then, followed by its literal.
            if rng.next().is_multiple_of(4) && matches!(f.name.as_str(), "SOP1" | "SOP2" | "SOPC") {
                w = (w & !0xff) | 255;
            }
            let mut rest = rest;
            if matches!(f.name.as_str(), "VOP3" | "VOP3P") {
                // Mostly registers and constants, a literal now and then, and
                // modifier bits rarely, so that most words decode.
                let mut src = || match rng.next() % 16 {
                    0 | 8 => 255,
                    9 => [250, 233, 234][rng.next() as usize % 3],
                    1..=3 => 256 + rng.next() % 256,
                    _ => rng.next() % 256,
                };
                let (a, b, c) = (src(), src(), src());
                let mods = if rng.next().is_multiple_of(2) { rng.next() & 0xe000_0000 } else { 0 };
                let omod = if rng.next().is_multiple_of(4) { rng.next() & 0x1800_0000 } else { 0 };
                rest[0] = a | b << 9 | c << 18 | mods | omod;
                if rng.next().is_multiple_of(2) {
                    // bits 8..15: abs, op_sel, clamp (or sdst)
                    w &= !0xff00 | (rng.next() & 0x8f00);
                }
            }
            // An `s_nop 0` after each: the literal of a word that takes one, else itself.
            words.push(w);
            words.extend(&rest);
            // A literal only where a source field asks for one: a stray word
            // would decode as a format not covered yet and shift both listings.
            let vector_literal = match f.name.as_str() {
                "VOP1" | "VOP2" | "VOPC" => w & 0x1ff == 255,
                "VOP3" | "VOP3P" => (0..3).any(|k| (rest[0] >> (9 * k)) & 0x1ff == 255),
                _ => false,
            };
            // A VOP3 DPP form: its DPP dword, mostly with full masks.
            if f.name == "VOP3" && matches!(rest[0] & 0x1ff, 250 | 233 | 234) {
                words.push(if rng.next().is_multiple_of(2) { rng.next() | 0xff00_0000 } else { rng.next() });
            }
            if vector_literal
                || matches!(f.name.as_str(), "SOP1" | "SOP2" | "SOPC") && (w & 0xff == 255 || (w >> 8) & 0xff == 255)
            {
                // A literal: inline-looking values as often as others.
                let literals =
                    [0, 1, 64, 65, 0xffff_ffff, 0xffff_fff0, 0xffff_ffef, 0x3f80_0000, 0x3e22_f983, 0x4080_0001];
                words.push(if rng.next().is_multiple_of(2) {
                    literals[rng.next() as usize % literals.len()]
                } else {
                    rng.next()
                });
            }
            words.push(S_NOP);
        }
    }
    let decoded = compare(&tools, &bytes_of(&words));
    assert!(decoded > words.len() / 4, "LLVM decoded only {decoded} of {} words", words.len());
}

#[test]
fn every_opcode_with_every_operand_code() {
    let Some(tools) = tools() else { return };
    let table = amdgpu::table("gfx1100").unwrap();
    let mut words = Vec::new();
    for op in &table.ops {
        let f = &formats()[op.format];
        let base = f.field("op").map_or(f.value as u64, |o| o.set(f.value as u64, op.opcode as u64));
        for field in f.fields.iter().filter(|x| x.name != "op" && x.name != "simm16") {
            for code in 0..=field.max().min(255) {
                let bits = field.set(base, code);
                words.extend((0..f.dwords).map(|k| (bits >> (32 * k)) as u32));
                words.push(S_NOP);
            }
        }
        if f.fields.iter().all(|x| x.name == "op" || x.name == "simm16") {
            words.push(base as u32);
        }
    }
    compare(&tools, &bytes_of(&words));
}

#[test]
fn every_value_of_every_16_bit_immediate() {
    let Some(tools) = tools() else { return };
    let table = amdgpu::table("gfx1100").unwrap();
    let mut words = Vec::new();
    for op in &table.ops {
        let f = &formats()[op.format];
        let Some(imm) = f.field("simm16") else { continue };
        let base = f.field("op").map_or(f.value as u64, |o| o.set(f.value as u64, op.opcode as u64));
        let step = if op.operands.iter().any(|o| matches!(o, amdgpu::table::OperandKind::Imm { style, .. } if !matches!(style, amdgpu::table::ImmStyle::Hex | amdgpu::table::ImmStyle::U16))) { 1 } else { 97 };
        for v in (0..=0xffffu64).step_by(step) {
            words.push(imm.set(base, v) as u32);
            if op.operands.iter().any(|o| matches!(o, amdgpu::table::OperandKind::Literal)) {
                words.push(0x0bad_cafe);
            }
        }
    }
    compare(&tools, &bytes_of(&words));
}

#[test]
fn the_committed_table_is_what_llvm_says() {
    if tools().is_none() {
        return;
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = Command::new("python3")
        .arg(root.join("tools/gen_amdgpu_tables.py"))
        .arg("--check")
        .output()
        .expect("python3 runs");
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
}

/// The aliases are probed from the mnemonics of LLVM's AMDGPU syntax
/// documents (Debian's llvm-22-doc), each tried with llvm-mc-22.
#[test]
fn the_committed_aliases_are_what_llvm_says() {
    if tools().is_none() {
        return;
    }
    let docs = std::env::var("LLVM_DOCS").unwrap_or_else(|_| "/usr/share/doc/llvm-22-doc/html/_sources/AMDGPU".into());
    if !std::path::Path::new(&docs).is_dir() {
        if std::env::var("PISA_REQUIRE_LLVM").as_deref() == Ok("1") {
            panic!("{docs} (llvm-22-doc) is required (PISA_REQUIRE_LLVM=1)");
        }
        eprintln!("SKIPPED: {docs} not found; install llvm-22-doc to check the committed aliases");
        return;
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = Command::new("python3")
        .arg(root.join("tools/gen_amdgpu_tables.py"))
        .args(["--aliases", "--check"])
        .output()
        .expect("python3 runs");
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
}

#[test]
fn every_ds_swizzle_offset_prints_as_llvm_does() {
    let Some(tools) = tools() else { return };
    let ds = formats().iter().find(|f| f.name == "DS").unwrap();
    let field = |n: &str| ds.field(n).unwrap();
    let base = field("addr").set(field("vdst").set(field("op").set(ds.value as u64, 53), 5), 7);
    let mut words = Vec::new();
    for offset in 0..=0xffffu64 {
        let bits = field("offset").set(base, offset);
        words.extend([bits as u32, (bits >> 32) as u32]);
    }
    let decoded = compare(&tools, &bytes_of(&words));
    assert_eq!(decoded, 65536);
}

/// The ray-tracing opcodes decode only with dmask 0xf, unorm and r128 set:
/// every value of every field from there, plain and NSA.
#[test]
fn ray_tracing_words_disassemble_as_llvm_does() {
    let Some(tools) = tools() else { return };
    let table = amdgpu::table("gfx1100").unwrap();
    let mimg = formats().iter().find(|f| f.name == "MIMG").unwrap();
    let set = |bits: u64, n: &str, v: u64| mimg.field(n).unwrap().set(bits, v);
    let mut words = Vec::new();
    for op in table.ops.iter().filter(|o| o.image.is_some_and(|i| table.images[i].bvh.is_some())) {
        let base = set(set(set(set(mimg.value as u64, "op", op.opcode as u64), "dmask", 15), "unorm", 1), "r128", 1);
        for field in mimg.fields.iter().filter(|f| f.name != "op") {
            for code in 0..=field.max().min(255) {
                let bits = field.set(base, code);
                words.extend([bits as u32, (bits >> 32) as u32]);
                // The NSA dword (an s_nop's bytes where there is none).
                words.push(if bits & 1 != 0 { 0x1411_0e0b } else { S_NOP });
                words.push(S_NOP);
            }
        }
    }
    assert!(!words.is_empty());
    compare(&tools, &bytes_of(&words));
}

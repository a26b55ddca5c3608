//! Assembles and disassembles 1,000,000 generated instructions of the covered formats with
//! this crate and with LLVM 22 (llvm-mc-22 -filetype=obj, llvm-objdump-22 -d)
//! in the same run, and prints the times and the ratios.
//!
//! `cargo run --release -p amdgpu --example vs_llvm [COUNT]`

use std::process::Command;
use std::time::Instant;

/// Runs of each task, ours and LLVM's alike.
const ROUNDS: usize = 5;

fn main() {
    let count: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1_000_000);
    let table = amdgpu::table("gfx1100").unwrap();
    // `VS_LLVM_LINE="TEXT"`: the time to assemble one line, warm.
    if let Ok(line) = std::env::var("VS_LLVM_LINE") {
        let text = format!("{line}\n").repeat(count);
        let t = Instant::now();
        std::hint::black_box(amdgpu::asm::assemble(table, &text).expect("the line assembles"));
        println!("{line}: {:.0} ns per line", t.elapsed().as_secs_f64() * 1e9 / count as f64);
        return;
    }
    // Random words of the covered formats that decode, printed: the corpus.
    let mut state = 7u64;
    let mut next = || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 32) as u32
    };
    let mut text = String::from(".text\n");
    let mut n = 0;
    let formats = amdgpu::format::formats();
    while n < count {
        let f = &formats[next() as usize % formats.len()];
        let w = (next() & !f.mask) | f.value;
        // A second dword for the 64-bit formats, then a literal.
        let bytes = [w.to_le_bytes(), next().to_le_bytes(), 0x1234_5678u32.to_le_bytes()].concat();
        if let Ok(inst) = amdgpu::decode(table, &bytes) {
            let line = amdgpu::print(table, &inst);
            let writable = amdgpu::inst::writable(table, &inst);
            // Branches are left out: their offsets would leave the section.
            if writable && !line.contains("/*") && !line.contains("branch") && !line.starts_with("s_call") {
                text.push_str(&line);
                text.push('\n');
                n += 1;
            }
        }
    }
    let dir = std::env::temp_dir().join("amdgpu-vs-llvm");
    std::fs::create_dir_all(&dir).unwrap();
    let (src, obj) = (dir.join("in.s"), dir.join("in.o"));
    std::fs::write(&src, &text).unwrap();

    let t = Instant::now();
    let out = amdgpu::asm::assemble(table, &text).expect("the corpus assembles");
    let ours_asm = t.elapsed().as_secs_f64();

    // `VS_LLVM_PROFILE=asm` or `=disasm`: repeat one of our tasks, without
    // LLVM, for a profiler.
    if let Ok(task) = std::env::var("VS_LLVM_PROFILE") {
        let reps: u32 = std::env::var("VS_LLVM_REPS").ok().and_then(|r| r.parse().ok()).unwrap_or(20);
        let t = Instant::now();
        for _ in 0..reps {
            if task == "decode" {
                let (mut at, mut sum) = (0, 0u64);
                while at < out.bytes.len() {
                    let inst = amdgpu::decode(table, &out.bytes[at..]).expect("the corpus decodes");
                    at += inst.len(table);
                    sum += inst.bits;
                }
                std::hint::black_box(sum);
            } else if task == "asm" {
                std::hint::black_box(amdgpu::asm::assemble(table, &text).expect("the corpus assembles"));
            } else {
                let mut listing = String::with_capacity(out.bytes.len() * 24);
                amdgpu::inst::listing(table, &out.bytes, &mut listing);
                std::hint::black_box(listing);
            }
        }
        println!("{task}: {:.3} s per run", t.elapsed().as_secs_f64() / reps.max(1) as f64);
        return;
    }

    // Each task five times, interleaved with LLVM's, the best time of
    // each kept: this shared VM's speed drifts by a third within minutes.
    let best = |times: &[f64]| times.iter().copied().fold(f64::INFINITY, f64::min);
    let (mut asm_ours, mut asm_one, mut asm_llvm) = (vec![], vec![], vec![]);
    let (mut dis_ours, mut dis_one, mut dis_llvm) = (vec![], vec![], vec![]);
    let one_thread = rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("a pool");
    let mut listing = String::new();
    for round in 0..ROUNDS {
        if round > 0 {
            let t = Instant::now();
            std::hint::black_box(amdgpu::asm::assemble(table, &text).expect("the corpus assembles"));
            asm_ours.push(t.elapsed().as_secs_f64());
        } else {
            asm_ours.push(ours_asm);
        }
        let t = Instant::now();
        let one = one_thread.install(|| amdgpu::asm::assemble(table, &text)).expect("the corpus assembles");
        asm_one.push(t.elapsed().as_secs_f64());
        assert!(one.bytes == out.bytes);
        let t = Instant::now();
        let status = Command::new("llvm-mc-22")
            .args(["-arch=amdgcn", "-mcpu=gfx1100", "-filetype=obj"])
            .arg(&src)
            .arg("-o")
            .arg(&obj)
            .status()
            .expect("llvm-mc-22 runs");
        asm_llvm.push(t.elapsed().as_secs_f64());
        assert!(status.success());

        let t = Instant::now();
        listing = String::with_capacity(out.bytes.len() * 24);
        amdgpu::inst::listing(table, &out.bytes, &mut listing);
        dis_ours.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        let mut one = String::with_capacity(out.bytes.len() * 24);
        one_thread.install(|| amdgpu::inst::listing(table, &out.bytes, &mut one));
        dis_one.push(t.elapsed().as_secs_f64());
        assert!(one == listing);

        let t = Instant::now();
        let dump = Command::new("llvm-objdump-22")
            .args(["-d", "--mcpu=gfx1100"])
            .arg(&obj)
            .output()
            .expect("llvm-objdump-22 runs");
        dis_llvm.push(t.elapsed().as_secs_f64());
        assert!(dump.status.success());
    }
    let _ = std::fs::remove_dir_all(&dir);
    let (asm_ours, asm_one, asm_llvm) = (best(&asm_ours), best(&asm_one), best(&asm_llvm));
    let (dis_ours, dis_one, dis_llvm) = (best(&dis_ours), best(&dis_one), best(&dis_llvm));

    println!(
        "{n} instructions, {} bytes of source, {} bytes of code; best of {ROUNDS} runs each, {} threads",
        text.len(),
        out.bytes.len(),
        rayon::current_num_threads()
    );
    println!("| task | pisa (amdgpu) | LLVM 22 | ratio |");
    println!("|---|---|---|---|");
    println!(
        "| assemble | {asm_ours:.3} s | {asm_llvm:.3} s (llvm-mc-22 -filetype=obj) | {:.1}× |",
        asm_llvm / asm_ours
    );
    println!(
        "| assemble, one thread | {asm_one:.3} s | {asm_llvm:.3} s (llvm-mc-22 -filetype=obj) | {:.1}× |",
        asm_llvm / asm_one
    );
    println!("| disassemble | {dis_ours:.3} s | {dis_llvm:.3} s (llvm-objdump-22 -d) | {:.1}× |", dis_llvm / dis_ours);
    println!(
        "| disassemble, one thread | {dis_one:.3} s | {dis_llvm:.3} s (llvm-objdump-22 -d) | {:.1}× |",
        dis_llvm / dis_one
    );
    std::hint::black_box(listing);
}

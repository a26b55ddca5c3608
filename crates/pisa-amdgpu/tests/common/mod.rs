//! What the backend's tests share: compiling PISA source, running it on the
//! emulator and, compiled, on the simulator in strict mode, and comparing.
#![allow(dead_code)]

use pisa_emu::launch::{ArgSpec, ElemType};
use std::path::Path;

pub fn module(source: &str) -> pisa::ir::Module {
    let parsed = pisa::syntax::parse(source);
    assert!(!parsed.has_errors(), "parse errors: {:?}", parsed.diagnostics);
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    let errors: Vec<_> = verified.diagnostics.iter().filter(|d| d.is_error()).collect();
    assert!(errors.is_empty(), "verify errors: {errors:?}");
    verified.ir.expect("verified IR")
}

pub struct Launch {
    pub kernel: String,
    pub global: Vec<u64>,
    pub local: Vec<u64>,
    pub specs: Vec<ArgSpec>,
}

pub fn launch_of(kernel: &str, global: &[u64], local: &[u64], args: &[&str]) -> Launch {
    Launch {
        kernel: kernel.to_string(),
        global: global.to_vec(),
        local: local.to_vec(),
        specs: args.iter().map(|a| ArgSpec::parse(a, Path::new(".")).expect("an argument spec")).collect(),
    }
}

pub fn launch_file(path: &Path) -> Launch {
    let file = pisa_emu::launch::read_launch_file(&pisa_emu::launch::launch_file_for(path))
        .expect("a readable launch file")
        .expect("a launch file");
    let args: Vec<String> = file.args.unwrap_or_default();
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let global = file.global.expect("a global size");
    let local = file.local.unwrap_or_else(|| vec![global[0].min(64)]);
    launch_of(file.kernel.as_deref().unwrap_or(""), &global, &local, &refs)
}

fn dims3(v: &[u64]) -> [u64; 3] {
    [v.first().copied().unwrap_or(1), v.get(1).copied().unwrap_or(1), v.get(2).copied().unwrap_or(1)]
}

pub fn emulate(module: &pisa::ir::Module, launch: &Launch) -> Vec<Option<Vec<u8>>> {
    let program = pisa_emu::Program::new(module);
    let args = launch.specs.iter().map(|s| s.to_arg().expect("an argument")).collect();
    let request = pisa_emu::Launch {
        kernel: launch.kernel.clone(),
        global: launch.global.clone(),
        local: Some(launch.local.clone()),
        offset: vec![],
        args,
    };
    let options = pisa_emu::Options { threads: 1, ..Default::default() };
    match pisa_emu::run(&program, &request, &options, None) {
        Ok(o) => o.buffers,
        Err(pisa_emu::Error::Fault(f)) => panic!("the emulator faulted: {}", f.to_diagnostic().message),
        Err(pisa_emu::Error::Launch(m)) => panic!("the emulator refused the launch: {m}"),
    }
}

pub fn simulate(object: &[u8], launch: &Launch, seed: u64) -> Result<Vec<Option<Vec<u8>>>, String> {
    let simulator = amdgpu_sim::Simulator::load(object).map_err(|e| format!("load: {e}"))?;
    let args = launch
        .specs
        .iter()
        .map(|s| match s.to_arg().expect("an argument") {
            pisa_emu::Arg::Value(v) => amdgpu_sim::Arg::Value(v),
            pisa_emu::Arg::Buffer(b) => amdgpu_sim::Arg::Buffer(b),
            pisa_emu::Arg::Shared(n) => amdgpu_sim::Arg::Shared(n),
        })
        .collect();
    let request = amdgpu_sim::Launch {
        kernel: launch.kernel.clone(),
        global: dims3(&launch.global),
        local: dims3(&launch.local),
        offset: [0; 3],
        args,
        step_limit: 50_000_000,
        trace: false,
        options: amdgpu_sim::Options { strict: true, poison: Some(seed) },
    };
    let outcome = simulator.run(&request).map_err(|e| format!("{e}"))?;
    Ok(outcome.buffers)
}

/// Compiles, runs both ways under three poison seeds, and compares every buffer.
pub fn check_against_emulator(module: &pisa::ir::Module, launch: &Launch) {
    check_against_emulator_at(module, launch, 2);
}

/// [`check_against_emulator`] at the given `-O` level.
pub fn check_against_emulator_at(module: &pisa::ir::Module, launch: &Launch, opt_level: u8) {
    let compiled =
        pisa_amdgpu::compile(module, &pisa_amdgpu::Options { kernel: Some(launch.kernel.clone()), opt_level })
            .unwrap_or_else(|e| panic!("compile error: {e}"));
    check_compiled_against_emulator(module, launch, &compiled);
}

/// [`check_against_emulator`] of code already compiled.
pub fn check_compiled_against_emulator(module: &pisa::ir::Module, launch: &Launch, compiled: &pisa_amdgpu::Compiled) {
    let expected = emulate(module, launch);
    for seed in [1, 2, 3] {
        let got =
            simulate(&compiled.object, launch, seed).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{}", compiled.asm));
        for (k, (e, g)) in expected.iter().zip(got.iter()).enumerate() {
            let (Some(e), Some(g)) = (e, g) else { continue };
            if e != g {
                let ty = launch.specs[k].buffer_type().unwrap_or(ElemType::parse("u8").expect("u8"));
                let w = ty.bytes();
                let at = (0..e.len() / w).find(|&i| e[i * w..(i + 1) * w] != g[i * w..(i + 1) * w]).unwrap_or(0);
                let ev = pisa_emu::launch::elements(ty, &e[at * w..(at + 1) * w])[0];
                let gv = pisa_emu::launch::elements(ty, &g[at * w..(at + 1) * w])[0];
                panic!(
                    "seed {seed}: buffer arg{k} differs first at element {at}: emulator {}, compiled {}\n{}",
                    ty.format_value(ev),
                    ty.format_value(gv),
                    compiled.asm
                );
            }
        }
    }
}

/// A deterministic stream of 64-bit patterns (xorshift).
pub struct Xorshift(pub u64);

impl Xorshift {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Exponent bits all ones and a fraction: NaN, in the format of `bits`
/// (16 bits: bf16 when `bf`, else f16).
pub fn is_nan(x: u64, bits: u32, bf: bool) -> bool {
    let (e, m) = match (bits, bf) {
        (64, _) => (0x7ff0_0000_0000_0000, 0x000f_ffff_ffff_ffff),
        (32, _) => (0x7f80_0000, 0x007f_ffff),
        (_, true) => (0x7f80, 0x7f),
        _ => (0x7c00, 0x3ff),
    };
    x & e == e && x & m != 0
}

/// Ordered-integer distance of two values of `bits` (in ULPs when they
/// share a sign).
pub fn ulps(a: u64, b: u64, bits: u32) -> u64 {
    let sign = 1u64 << (bits - 1);
    let key = |x: u64| if x & sign != 0 { -((x & (sign - 1)) as i128) } else { x as i128 };
    (key(a) - key(b)).unsigned_abs() as u64
}

/// A buffer's little-endian elements of `bytes` bytes each.
pub fn words(buffer: &[u8], bytes: u32) -> Vec<u64> {
    buffer.chunks(bytes as usize).map(|c| c.iter().rev().fold(0u64, |acc, &x| acc << 8 | x as u64)).collect()
}

/// A kernel whose code grows with `n` (fuzz/brk/repro/long_branch.py):
/// `n` copies of a block that logs a value, inside a branch whose sides
/// need the reconvergence stack (`kind` "stack": a loop with a branch both
/// of whose sides go back to it) or across a plain divergent `if` ("if").
/// From about n = 1,800 its code passes the ±128 KiB a SOPP branch reaches.
/// Each lane writes 4 words at `out + 16 * lane`.
pub fn long_branch_kernel(kind: &str, n: usize) -> String {
    const LOG: &str = "    ucmp.lt.32b %d, %k, 4;\n    sel.32b %t, %k, 3, %d;\n    shl.32b %t, %t, 2;\n\
                       zext.64b.32b %a, %t;\n    iadd.64b %a, %a, %q;\n    st.global.32b [%a], %s;\n\
                       iadd.32b %k, %k, 1;\n";
    let mut out = String::from(
        ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %out) {\n\
         .reg .32b %lid, %t, %i, %k, %s;\n    .reg .64b %p, %q, %a;\n    .pred %c, %d;\n\
         ld.param.64b %p, [%out];\n    mov.32b %t, %localid.x;\n    mov.32b %lid, %laneid;\n\
         shl.32b %t, %t, 4;\n    zext.64b.32b %q, %t;\n    iadd.64b %q, %q, %p;\n    mov.32b %i, 0;\n    mov.32b %k, 0;\n",
    );
    if kind == "stack" {
        out.push_str(
            "top:\n    iadd.32b %i, %i, 1;\n    and.32b %t, %lid, 1;\n    ucmp.ne.32b %c, %t, 0;\n\
             goto.cond %c, odd;\n    ucmp.lt.32b %c, %i, %lid;\n    goto.cond %c, top;\n    goto done;\nodd:\n",
        );
    } else {
        out.push_str("    and.32b %t, %lid, 1;\n    ucmp.ne.32b %c, %t, 0;\n    goto.cond %c, done;\n");
    }
    for j in 0..n {
        out.push_str(&format!("    iadd.32b %s, %i, {j};\n{LOG}"));
    }
    if kind == "stack" {
        out.push_str("    shr.32b %t, %lid, 1;\n    ucmp.lt.32b %c, %i, %t;\n    goto.cond %c, top;\n");
    }
    out.push_str(&format!("done:\n    mov.32b %s, %activemask;\n{LOG}}}\n"));
    out
}

//! Helpers shared by the emulator's tests.
#![allow(dead_code)]

use pisa_emu::{Arg, Launch, Options, Outcome, Program};
use std::path::PathBuf;

/// Parses and verifies a module; panics with the rendered diagnostics if it is invalid.
pub fn load(source: &str) -> Program {
    let parsed = pisa::parse(source);
    assert!(
        !parsed.has_errors(),
        "{}",
        pisa::diag::render(&parsed.diagnostics, "test.pisa", source, pisa::diag::Color::Never)
    );
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    let Some(ir) = verified.ir else {
        panic!("{}", pisa::diag::render(&verified.diagnostics, "test.pisa", source, pisa::diag::Color::Never));
    };
    Program::new(&ir)
}

pub fn launch(kernel: &str, global: &[u64], local: &[u64], args: Vec<Arg>) -> Launch {
    Launch { kernel: kernel.into(), global: global.to_vec(), local: Some(local.to_vec()), offset: vec![], args }
}

pub fn run(program: &Program, launch: &Launch) -> Outcome {
    match pisa_emu::run(program, launch, &Options::default(), None) {
        Ok(o) => o,
        Err(e) => panic!("the run failed: {e}"),
    }
}

pub fn run_threads(program: &Program, launch: &Launch, threads: usize) -> Outcome {
    let options = Options { threads, ..Options::default() };
    match pisa_emu::run(program, launch, &options, None) {
        Ok(o) => o,
        Err(e) => panic!("the run failed: {e}"),
    }
}

/// Runs and expects a fault; returns it.
pub fn fault(program: &Program, launch: &Launch) -> pisa_emu::Fault {
    fault_with(program, launch, &Options::default())
}

pub fn fault_with(program: &Program, launch: &Launch, options: &Options) -> pisa_emu::Fault {
    match pisa_emu::run(program, launch, options, None) {
        Ok(_) => panic!("the run did not fault"),
        Err(pisa_emu::Error::Fault(f)) => *f,
        Err(e) => panic!("the launch failed instead of faulting: {e}"),
    }
}

pub fn u32s(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

pub fn u64s(bytes: &[u8]) -> Vec<u64> {
    bytes.chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect()
}

pub fn u16s(bytes: &[u8]) -> Vec<u16> {
    bytes.chunks(2).map(|c| u16::from_le_bytes(c.try_into().unwrap())).collect()
}

pub fn f32s(bytes: &[u8]) -> Vec<f32> {
    u32s(bytes).into_iter().map(f32::from_bits).collect()
}

pub fn buf_u32(values: &[u32]) -> Arg {
    Arg::Buffer(values.iter().flat_map(|v| v.to_le_bytes()).collect())
}

pub fn buf_u64(values: &[u64]) -> Arg {
    Arg::Buffer(values.iter().flat_map(|v| v.to_le_bytes()).collect())
}

pub fn buf_f32(values: &[f32]) -> Arg {
    Arg::Buffer(values.iter().flat_map(|v| v.to_bits().to_le_bytes()).collect())
}

pub fn zeros(bytes: usize) -> Arg {
    Arg::Buffer(vec![0; bytes])
}

pub fn u32_arg(v: u32) -> Arg {
    Arg::Value(v.to_le_bytes().to_vec())
}

pub fn examples_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples")
}

/// Loads `examples/NAME.pisa` and its launch file.
pub fn example(name: &str) -> (Program, Launch, Vec<pisa_emu::launch::ArgSpec>) {
    let dir = examples_dir();
    let path = dir.join(format!("{name}.pisa"));
    let source = std::fs::read_to_string(&path).unwrap();
    let program = load(&source);
    let file =
        pisa_emu::launch::read_launch_file(&pisa_emu::launch::launch_file_for(&path)).unwrap().expect("a launch file");
    let specs: Vec<_> =
        file.args.unwrap_or_default().iter().map(|a| pisa_emu::launch::ArgSpec::parse(a, &dir).unwrap()).collect();
    let args = specs.iter().map(|s| s.to_arg().unwrap()).collect();
    let launch = Launch {
        kernel: file.kernel.unwrap(),
        global: file.global.unwrap(),
        local: file.local,
        offset: file.offset.unwrap_or_default(),
        args,
    };
    (program, launch, specs)
}

/// A tiny deterministic generator for test inputs.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

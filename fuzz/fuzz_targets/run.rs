//! The emulator on arbitrary verified modules: the input is either PISA
//! text, or (when it does not verify) a seed for the verifier's generator of
//! valid modules of every instruction form. Every run must end, fault or be
//! refused as a launch; none may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pisa_emu::{Arg, Launch, Options, Program};

fn run(source: &str) {
    let parsed = pisa::parse(source);
    if parsed.has_errors() {
        return;
    }
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    let Some(ir) = verified.ir else { return };
    let program = Program::new(&ir);
    let options = Options { max_steps: 5_000, threads: 1, max_call_depth: 16, private_size: 1024 };
    for kernel in program.kernels.clone() {
        let args = kernel.params.iter().map(|p| Arg::Value(vec![0; p.size as usize])).collect();
        for (global, local) in [(32, 32), (45, 15)] {
            let launch = Launch { kernel: kernel.name.clone(), global: vec![global], local: Some(vec![local]), offset: vec![], args: Vec::clone(&args) };
            let _ = pisa_emu::run(&program, &launch, &options, None);
        }
    }
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if text.starts_with(".version") {
            run(text);
            return;
        }
    }
    let seed = data.iter().fold(0u64, |h, b| h.rotate_left(8) ^ *b as u64);
    let count = 1 + data.first().copied().unwrap_or(0) as usize % 48;
    run(&pisa::verify::samples::verified_module(count, seed));
});

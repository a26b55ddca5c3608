//! The emulator never panics on verified IR: every instruction form of the
//! table (through the verifier's own sample builder) and random modules of
//! many forms run to the end, or stop with a fault or a launch error.

use pisa::isa;
use pisa::syntax::generate::Rng;
use pisa::verify::samples;
use pisa_emu::{Arg, Launch, Options, Program};
use std::panic::{catch_unwind, AssertUnwindSafe};

fn program_of(source: &str) -> Program {
    let parsed = pisa::parse(source);
    assert!(!parsed.has_errors(), "sample does not parse:\n{source}");
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    let Some(ir) = verified.ir else { panic!("sample does not verify:\n{source}") };
    Program::new(&ir)
}

/// Runs kernel @k on one sub-group (and on a partial one) with zeroed parameters.
fn run_all_ways(source: &str) -> Vec<String> {
    let program = program_of(source);
    let options = Options { max_steps: 20_000, threads: 1, ..Options::default() };
    let mut outcomes = Vec::new();
    for (global, local) in [(32, 32), (40, 20)] {
        let launch = Launch {
            kernel: "k".into(),
            global: vec![global],
            local: Some(vec![local]),
            offset: vec![],
            args: vec![Arg::Value(vec![0; 64])],
        };
        let result = catch_unwind(AssertUnwindSafe(|| pisa_emu::run(&program, &launch, &options, None)));
        match result {
            Ok(Ok(_)) => outcomes.push("ok".to_string()),
            Ok(Err(pisa_emu::Error::Fault(f))) => {
                assert!(!f.message.is_empty() && !f.instruction.is_empty());
                outcomes.push(format!("fault: {}", f.message));
            }
            Ok(Err(pisa_emu::Error::Launch(m))) => outcomes.push(format!("launch: {m}")),
            Err(_) => panic!("the emulator panicked on:\n{source}"),
        }
    }
    outcomes
}

#[test]
fn every_form_runs_or_faults_without_panicking() {
    let table = isa::table();
    let mut rng = Rng::new(5);
    let mut ran = 0;
    let mut clean = 0;
    for form in table.forms.iter() {
        for _ in 0..4 {
            let Some(sample) = samples::valid(form, &mut rng) else { continue };
            let source = samples::module(std::slice::from_ref(&sample));
            let outcomes = run_all_ways(&source);
            for o in &outcomes {
                if o != "ok" {
                    eprintln!("{}: {o}", sample.text);
                }
            }
            ran += 1;
            clean += outcomes.iter().filter(|o| *o == "ok").count();
        }
    }
    assert!(ran >= table.forms.len() * 3, "only {ran} samples were built");
    assert!(clean > ran, "most samples should run cleanly ({clean} clean runs of {})", 2 * ran);
}

#[test]
fn random_modules_run_or_fault_without_panicking() {
    let cases: u64 = std::env::var("PISA_EMU_RANDOM_MODULES").ok().and_then(|v| v.parse().ok()).unwrap_or(150);
    for seed in 0..cases {
        let source = samples::verified_module(40, seed);
        run_all_ways(&source);
    }
}

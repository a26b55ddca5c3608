//! The "Run" of each PISA page (the example on the reference emulator with
//! sample inputs) never faults, and where the page also shows the gfx1100
//! code, that code — the whole harness compiled by `pisa-amdgpu` — run on
//! the gfx1100 simulator in strict mode gives the same outputs.

use pisa_doc::lowering::{self, EmulatorRun, Lowering};
use pisa_doc::{Isa, Page};

/// Instructions the manual allows an error of a few ULP (isa-2): the
/// hardware's units, and the simulator's strict mode, may differ from the
/// emulator within it.
const INEXACT: &[&str] = &["fexp2", "flog2", "frcp", "frsqrt", "fsin", "fcos", "ftanh"];

/// The same outputs, or for inexact instructions the same within 2 ULP.
fn same(a: &[(String, String)], b: &[(String, String)], inexact: bool) -> bool {
    if a == b {
        return true;
    }
    let ulps = |x: &str, y: &str| -> Option<u32> {
        let (x, y) = (x.parse::<f32>().ok()?.to_bits() as i64, y.parse::<f32>().ok()?.to_bits() as i64);
        Some((x - y).unsigned_abs() as u32)
    };
    inexact
        && a.len() == b.len()
        && a.iter().zip(b).all(|((ra, va), (rb, vb))| ra == rb && ulps(va, vb).is_some_and(|d| d <= 2))
}

#[test]
fn every_run_is_clean_and_the_compiled_code_agrees() {
    let table = pisa::isa::table();
    let (mut runs, mut compared) = (0, 0);
    let mut failures = Vec::new();
    for page in Isa::Pisa.pages() {
        let Page::Pisa(page) = pisa_doc::complete(page) else { continue };
        for form in &page.forms {
            let table_form = &table.forms[form.form_id as usize];
            let Some(run) = &form.run else { continue };
            runs += 1;
            // A fault is what the page's notes on undefined behaviour say the
            // emulator does (an integer as a generic address, say).
            let EmulatorRun::Ran { outputs, .. } = run else {
                if page.notes.is_empty() {
                    failures.push(format!("{}: `{}` faults: {run:?}", page.name, form.syntax));
                }
                continue;
            };
            if !matches!(form.lowering, Some(Lowering::Code(_))) {
                continue;
            }
            let prepared = lowering::prepare(form, table_form).expect("a run was prepared");
            let compiled = pisa_amdgpu::compile(&prepared.module, &Default::default()).expect("the harness compiles");
            let simulator = amdgpu_sim::Simulator::load(&compiled.object).expect("the object loads");
            let mut launch = amdgpu_sim::Launch {
                kernel: "k".to_string(),
                global: [1, 1, 1],
                local: [1, 1, 1],
                offset: [0, 0, 0],
                args: vec![amdgpu_sim::Arg::Value(vec![0; 64]), amdgpu_sim::Arg::Buffer(prepared.buffer.clone())],
                step_limit: 1_000_000,
                trace: false,
                options: amdgpu_sim::Options { strict: true, poison: Some(1) },
            };
            if let Err(error) = simulator.run_in_place(&mut launch) {
                failures.push(format!("{}: `{}`: the simulator: {error}", page.name, form.syntax));
                continue;
            }
            let amdgpu_sim::Arg::Buffer(bytes) = &launch.args[1] else { panic!("the buffer stays a buffer") };
            let simulated = prepared.outputs(bytes).expect("the outputs are in the buffer");
            let inexact = INEXACT.contains(&page.name.as_str()) || form.syntax.contains(".fast");
            if !same(&simulated, outputs, inexact) {
                failures.push(format!(
                    "{}: `{}`: emulator {outputs:?}, compiled on the simulator {simulated:?}",
                    page.name,
                    form.example.as_ref().map_or("", |e| e.text.as_str())
                ));
            }
            compared += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(runs >= 80 && compared >= 60, "{runs} runs, {compared} compared");
    eprintln!(
        "{runs} examples run on the emulator; {compared} of them compiled give the same results on the simulator"
    );
}

#[test]
fn runs_show_what_the_instruction_computes() {
    let page = |name| match pisa_doc::complete(pisa_doc::find(name, Some(Isa::Pisa)).unwrap()) {
        Page::Pisa(page) => page,
        _ => unreachable!("PISA pages"),
    };
    let ran = |name| page(name).forms[0].run.clone();
    let outputs = |name| match ran(name) {
        Some(EmulatorRun::Ran { outputs, .. }) => outputs,
        other => panic!("{name}: {other:?}"),
    };
    assert_eq!(outputs("fadd"), [("%r0".to_string(), "-0.75".to_string())]);
    assert_eq!(outputs("sdiv"), [("%r0".to_string(), "-2".to_string())]);
    assert_eq!(outputs("iabs"), [("%r0".to_string(), "7".to_string())]);
}

//! Every example of the spec that is a kernel (tests/corpus/spec/, the
//! front end's corpus): compiled, and run under the simulator's strict
//! mode with three poison seeds against the emulator, with generated
//! arguments (a buffer of 4,096 counting words for each pointer or 8-byte
//! parameter, 3 for each scalar); the results must be the emulator's.
//! The few that cannot run that way, or are not compiled yet, are listed
//! with the reason, and a listed one that starts to work fails the test
//! until the list is corrected.

mod common;

use std::path::PathBuf;

/// Examples that do not compile yet: what they need.
const NOT_COMPILED: &[(&str, &str)] = &[
    ("isa4_4_2_01.pisa", "addrof of a function (calls through pointers)"),
    ("isa6_6_1_01.pisa", "an imported function (linking)"),
];

/// Examples that compile but are not run: what makes a generated launch
/// meaningless for them.
const NOT_RUN: &[(&str, &str)] = &[
    ("isa1_1_12_13.pisa", "divides by a register it never writes"),
    ("isa1_1_6_06.pisa", "divides by a register it never writes"),
    ("isa8_8_1_01.pisa", "addresses through registers it never writes"),
    ("isa8_8_2_02.pisa", "addresses through registers it never writes"),
    ("isa8_8_5_05.pisa", "addresses through registers it never writes"),
    ("prog3_3_3_04.pisa", "addresses through registers it never writes"),
    ("prog3_3_4_06.pisa", "addresses through registers it never writes"),
    ("isa8_8_4_04.pisa", "a by-value parameter larger than a scalar"),
    ("prog4_4_2_03.pisa", "a by-value parameter larger than a scalar"),
    ("prog4_4_2_04.pisa", "a 12-byte by-value parameter"),
    ("prog4_4_1_1_02.pisa", "requires work-groups of [256, 2, 1]"),
];

#[test]
fn spec_kernels_compile_and_give_the_emulators_results() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus/spec");
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(&root).expect("the spec corpus").map(|e| e.unwrap().path()).collect();
    files.sort();
    let (mut compiled, mut ran) = (0, 0);
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let source = std::fs::read_to_string(&path).unwrap();
        if !source.contains(".kernel") {
            continue;
        }
        let module = common::module(&source);
        let Some(kernel) = module.functions.iter().find(|f| f.kind == pisa::ir::FunctionKind::Kernel) else {
            continue;
        };
        let options = pisa_amdgpu::Options { kernel: Some(kernel.name.clone()), opt_level: 2 };
        let result = pisa_amdgpu::compile(&module, &options);
        let refused = NOT_COMPILED.iter().any(|(n, _)| *n == name);
        match (&result, refused) {
            (Ok(_), true) => panic!("{name} compiles now: take it off NOT_COMPILED"),
            (Err(e), false) => panic!("{name}: {e}"),
            (Err(_), true) => continue,
            (Ok(_), false) => compiled += 1,
        }
        if NOT_RUN.iter().any(|(n, _)| *n == name) {
            continue;
        }
        let args: Vec<String> = kernel
            .kernel_params
            .iter()
            .map(|p| match p.size {
                _ if p.addrspace.is_some() || p.size == 8 => "buf:u32:iota:4096".to_string(),
                1 => "u8:3".to_string(),
                2 => "u16:3".to_string(),
                _ => "u32:3".to_string(),
            })
            .collect();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let launch = common::launch_of(&kernel.name, &[64], &[64], &args);
        eprintln!("{name}");
        common::check_against_emulator(&module, &launch);
        ran += 1;
    }
    eprintln!("{compiled} spec kernels compiled, {ran} run against the emulator");
    assert!(ran >= 90, "only {ran} spec kernels ran");
}

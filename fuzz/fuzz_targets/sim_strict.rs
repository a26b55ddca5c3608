//! Strict mode never panics: the instructions that decode from arbitrary
//! bytes (words that decode as none are dropped, so every instruction is
//! one the disassembler lists) run as a clang-compiled kernel's code under
//! strict mode, with the poison seed the first byte gives; each run ends,
//! faulting or not, and a fault in strict mode is either one of its rules
//! or a fault the normal mode also has names for.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn object() -> &'static amdgpu::hsaco::CodeObject {
    static OBJECT: OnceLock<amdgpu::hsaco::CodeObject> = OnceLock::new();
    OBJECT.get_or_init(|| {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../crates/amdgpu-sim/tests/fixtures/reduce_local-O2.hsaco");
        amdgpu::hsaco::read(&std::fs::read(path).expect("the fixture")).expect("reads")
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&seed, data)) = data.split_first() else { return };
    let table = amdgpu::table("gfx1100").expect("the table");
    let mut object = object().clone();
    let kernel = object.kernels[0].name.clone();
    let entry = object.kernels[0].entry as usize;
    let mut text = object.text[..entry].to_vec();
    let mut at = 0;
    while at + 4 <= data.len() {
        match amdgpu::decode(table, &data[at..]) {
            Ok(inst) => {
                let len = inst.len(table);
                text.extend_from_slice(&data[at..at + len]);
                at += len;
            }
            Err(_) => at += 4,
        }
    }
    text.extend_from_slice(&0xbfb0_0000u32.to_le_bytes()); // s_endpgm
    object.text = text;
    let Ok(sim) = amdgpu_sim::Simulator::new(object) else { return };
    let mut launch = amdgpu_sim::Launch {
        kernel,
        global: [64, 1, 1],
        local: [64, 1, 1],
        offset: [0; 3],
        args: vec![amdgpu_sim::Arg::Buffer(vec![7; 256]), amdgpu_sim::Arg::Buffer(vec![0; 16])],
        step_limit: 2_000,
        trace: false,
        options: amdgpu_sim::Options { strict: true, poison: Some(seed as u64) },
    };
    let copied = sim.run(&launch);
    let in_place = sim.run_in_place(&mut launch);
    // The same outcome whether the buffers are copied or not.
    match (&copied, &in_place) {
        (Ok(_), Ok(_)) => {}
        (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
        (a, b) => panic!("copied {a:?}, in place {b:?}"),
    }
});

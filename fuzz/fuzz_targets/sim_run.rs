//! The simulator never panics: arbitrary words run as the code of a
//! clang-compiled kernel (its descriptor, metadata and arguments) stop with
//! a fault or finish, within a small step limit; run in place on the
//! launch's own buffers, the same.
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
    let mut object = object().clone();
    let kernel = object.kernels[0].name.clone();
    // The fuzzed words replace the kernel's code, from its entry on.
    let entry = object.kernels[0].entry as usize;
    let mut text = object.text[..entry].to_vec();
    text.extend_from_slice(data);
    text.extend_from_slice(&0xbfb0_0000u32.to_le_bytes()); // s_endpgm
    object.text = text;
    let Ok(sim) = amdgpu_sim::Simulator::new(object) else { return };
    let launch = amdgpu_sim::Launch {
        kernel,
        global: [64, 1, 1],
        local: [64, 1, 1],
        offset: [0; 3],
        args: vec![amdgpu_sim::Arg::Buffer(vec![7; 256]), amdgpu_sim::Arg::Buffer(vec![0; 16])],
        step_limit: 2_000,
        trace: false,
        options: Default::default(),
    };
    let copied = sim.run(&launch);
    // In place, on the launch's own buffers: the same outcome, the same bytes.
    let mut in_place = launch.clone();
    match (&copied, &sim.run_in_place(&mut in_place)) {
        (Ok(a), Ok(_)) => {
            for (k, arg) in in_place.args.iter().enumerate() {
                if let (amdgpu_sim::Arg::Buffer(bytes), Some(Some(want))) = (arg, a.buffers.get(k)) {
                    assert!(bytes == want, "argument {k} in place differs from the copy");
                }
            }
        }
        (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
        (a, b) => panic!("copied {a:?}, in place {b:?}"),
    }
});

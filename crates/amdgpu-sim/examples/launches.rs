//! Runs a benchmark kernel's launch in place N times on one thread, for a
//! profiler: `cargo build --profile bench -p amdgpu-sim --example launches`,
//! then `valgrind --tool=callgrind target/bench/examples/launches KERNEL MODE N`
//! with KERNEL `mandelbrot` or `vector_add` (the launches of
//! `benches/sim.rs`) and MODE `normal` or `strict`. The host instructions of
//! one launch are the difference between N = 2 and N = 1 (which takes the
//! loading and the first launch's one-time work out).
use amdgpu_sim::{Arg, Launch, Options, Simulator};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, kernel, mode, n] = &args[..] else {
        panic!("usage: launches mandelbrot|vector_add normal|strict N");
    };
    let n: usize = n.parse().expect("a count");
    let (file, mut launch) = match kernel.as_str() {
        "mandelbrot" => {
            let (w, h) = (64i32, 64i32);
            let launch = Launch {
                kernel: "mandelbrot".into(),
                global: [(w * h) as u64, 1, 1],
                local: [64, 1, 1],
                offset: [0; 3],
                args: vec![
                    Arg::Buffer(vec![0; (4 * w * h) as usize]),
                    Arg::Value(w.to_le_bytes().to_vec()),
                    Arg::Value(h.to_le_bytes().to_vec()),
                    Arg::Value((1.0f32 / w as f32).to_le_bytes().to_vec()),
                    Arg::Value((1.0f32 / h as f32).to_le_bytes().to_vec()),
                    Arg::Value(256i32.to_le_bytes().to_vec()),
                ],
                step_limit: u64::MAX,
                trace: false,
                options: Default::default(),
            };
            ("mandelbrot-O3", launch)
        }
        "vector_add" => {
            let n = 1u64 << 18;
            let launch = Launch {
                kernel: "vector_add".into(),
                global: [n, 1, 1],
                local: [256, 1, 1],
                offset: [0; 3],
                args: vec![
                    Arg::Buffer(vec![0x3f; 4 * n as usize]),
                    Arg::Buffer(vec![0x40; 4 * n as usize]),
                    Arg::Buffer(vec![0; 4 * n as usize]),
                    Arg::Value((n as i32).to_le_bytes().to_vec()),
                ],
                step_limit: u64::MAX,
                trace: false,
                options: Default::default(),
            };
            ("vector_add-O3", launch)
        }
        other => panic!("no benchmark kernel `{other}`"),
    };
    launch.options = match mode.as_str() {
        "normal" => Options::default(),
        "strict" => Options { strict: true, poison: Some(1) },
        other => panic!("no mode `{other}`"),
    };
    let path = format!("{}/tests/fixtures/{file}.hsaco", env!("CARGO_MANIFEST_DIR"));
    let sim = Simulator::load(&std::fs::read(path).expect("the fixture")).expect("loads");
    // One thread, as the benchmark measures: a profile counts every thread.
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("a pool");
    let mut wave_instructions = 0;
    for _ in 0..n {
        let out = pool.install(|| sim.run_in_place(&mut launch)).expect("runs");
        wave_instructions = out.stats.wave_instructions;
    }
    println!("{kernel} {mode}: {n} launches of {wave_instructions} wave-instructions");
}

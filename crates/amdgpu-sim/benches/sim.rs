//! Simulator throughput on clang-compiled kernels, in wave-instructions per
//! second on one core (criterion reports them as elements/s):
//! `cargo bench -p amdgpu-sim --bench sim`. An ALU-bound kernel
//! (mandelbrot, -O3) and a memory-bound one (vector_add, -O3), from the
//! committed fixtures; each as a whole launch that returns copies of its
//! buffers, and again in place (run on the launch's own buffers), and in
//! place in strict mode.

use amdgpu_sim::{Arg, Launch, Simulator};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn fixture(name: &str) -> Simulator {
    let path = format!("{}/tests/fixtures/{name}.hsaco", env!("CARGO_MANIFEST_DIR"));
    Simulator::load(&std::fs::read(path).expect("the fixture")).expect("loads")
}

fn mandelbrot() -> Launch {
    let (w, h) = (64i32, 64i32);
    Launch {
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
    }
}

fn vector_add() -> Launch {
    let n = 1 << 18;
    Launch {
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
    }
}

fn bench(c: &mut Criterion) {
    // One core: the figure is per core.
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("a pool");
    let mut group = c.benchmark_group("wave-instructions");
    group.sample_size(10);
    for (name, file, launch) in
        [("alu/mandelbrot-O3", "mandelbrot-O3", mandelbrot()), ("memory/vector_add-O3", "vector_add-O3", vector_add())]
    {
        let sim = fixture(file);
        let count = pool.install(|| sim.run(&launch)).expect("runs").stats.wave_instructions;
        group.throughput(Throughput::Elements(count));
        // A launch as `pisa sim` makes it: buffers copied in, and copies
        // of them made for the results.
        group.bench_function(name, |b| b.iter(|| pool.install(|| sim.run(&launch)).expect("runs")));
        // The same kernel run on the launch's own buffers
        // (`run_in_place`): nothing copied, no allocation.
        let mut again = launch.clone();
        group.bench_function(format!("{name}/in-place"), |b| {
            b.iter(|| pool.install(|| sim.run_in_place(&mut again)).expect("runs"))
        });
        // Strict mode (waits, hazards, poison, inexact units), in place:
        // its target is at most twice the time of the line above.
        let mut strict = launch.clone();
        strict.options = amdgpu_sim::Options { strict: true, poison: Some(1) };
        group.bench_function(format!("{name}/in-place/strict"), |b| {
            b.iter(|| pool.install(|| sim.run_in_place(&mut strict)).expect("runs"))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

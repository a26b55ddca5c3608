//! Simulator throughput on clang-compiled kernels, in wave-instructions per
//! second on one core (criterion reports them as elements/s):
//! `cargo bench -p amdgpu-sim --bench sim`. An ALU-bound kernel
//! (mandelbrot, -O3) and a memory-bound one (vector_add, -O3), from the
//! committed fixtures; each as a whole launch that returns copies of its
//! buffers, and again in place (run on the launch's own buffers), and in
//! place in strict mode.

#[path = "kernels/mod.rs"]
mod kernels;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn bench(c: &mut Criterion) {
    // One core: the figure is per core.
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("a pool");
    let mut group = c.benchmark_group("wave-instructions");
    group.sample_size(10);
    for (name, file, launch) in [
        ("alu/mandelbrot-O3", "mandelbrot-O3", kernels::mandelbrot()),
        ("memory/vector_add-O3", "vector_add-O3", kernels::vector_add()),
    ] {
        let sim = kernels::fixture(file);
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

//! Runs a benchmark kernel's launch in place N times on one thread, for a
//! profiler: `cargo build --profile bench -p amdgpu-sim --example launches`,
//! then `valgrind --tool=callgrind target/bench/examples/launches KERNEL MODE N`
//! with KERNEL `mandelbrot` or `vector_add` (the launches of
//! `benches/sim.rs`) and MODE `normal` or `strict`. The host instructions of
//! one launch are the difference between N = 2 and N = 1 (which takes the
//! loading and the first launch's one-time work out).
//!
//! MODE `compare` times N rounds, each a normal launch and a strict one
//! (in place, one thread), and prints the fastest and the median of each
//! and their ratios: the two modes measured in the same run, alternately,
//! on a machine shared with other work.
#[path = "../benches/kernels/mod.rs"]
mod kernels;

use amdgpu_sim::Options;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, kernel, mode, n] = &args[..] else {
        panic!("usage: launches mandelbrot|vector_add normal|strict N");
    };
    let n: usize = n.parse().expect("a count");
    let (file, mut launch) = match kernel.as_str() {
        "mandelbrot" => ("mandelbrot-O3", kernels::mandelbrot()),
        "vector_add" => ("vector_add-O3", kernels::vector_add()),
        other => panic!("no benchmark kernel `{other}`"),
    };
    let strict = Options { strict: true, poison: Some(1) };
    launch.options = match mode.as_str() {
        "normal" | "compare" => Options::default(),
        "strict" => strict,
        other => panic!("no mode `{other}`"),
    };
    let sim = kernels::fixture(file);
    // One thread, as the benchmark measures: a profile counts every thread.
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("a pool");
    if mode == "compare" {
        let mut strict_launch = launch.clone();
        strict_launch.options = strict;
        let (mut normal_times, mut strict_times) = (Vec::new(), Vec::new());
        for _ in 0..n {
            for (l, times) in [(&mut launch, &mut normal_times), (&mut strict_launch, &mut strict_times)] {
                let start = std::time::Instant::now();
                pool.install(|| sim.run_in_place(l)).expect("runs");
                times.push(start.elapsed().as_secs_f64() * 1e3);
            }
        }
        let summary = |times: &mut Vec<f64>| {
            times.sort_by(f64::total_cmp);
            (times[0], times[times.len() / 2])
        };
        let ((normal_min, normal_median), (strict_min, strict_median)) =
            (summary(&mut normal_times), summary(&mut strict_times));
        println!(
            "{kernel}: normal {normal_min:.3} ms (median {normal_median:.3}), strict {strict_min:.3} ms (median \
             {strict_median:.3}): strict / normal {:.2} (medians {:.2}), {n} rounds",
            strict_min / normal_min,
            strict_median / normal_median
        );
        return;
    }
    let mut wave_instructions = 0;
    for _ in 0..n {
        let out = pool.install(|| sim.run_in_place(&mut launch)).expect("runs");
        wave_instructions = out.stats.wave_instructions;
    }
    println!("{kernel} {mode}: {n} launches of {wave_instructions} wave-instructions");
}

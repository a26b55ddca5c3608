//! Operations per second on one core: the default-mode fast paths (binary32
//! arithmetic, binary32 <-> binary16/bfloat16 conversions) and the exact path
//! with a non-default rounding mode. `cargo bench -p pisa-float --bench float`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use pisa_float::{self as pf, fast, Format, Mode, Rounding};
use std::hint::black_box;

const N: usize = 1 << 16;

fn inputs() -> Vec<u32> {
    let mut x = 0x1234_5678u32;
    (0..N)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            // Finite, mostly normal binary32 values.
            (x & 0x3fff_ffff) | 0x0080_0000
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let a = inputs();
    let b: Vec<u32> = a.iter().map(|x| x.rotate_left(7) & 0x3fff_ffff | 0x0080_0000).collect();
    let halves: Vec<u16> = a.iter().map(|x| fast::f32_to_hf(*x)).collect();
    let mut group = c.benchmark_group("float");
    group.throughput(Throughput::Elements(N as u64));
    let default = Mode::default();
    group.bench_function("f32 add, default mode (fast)", |bench| {
        bench.iter(|| a.iter().zip(&b).map(|(x, y)| fast::add(Format::F, *x as u64, *y as u64, default)).fold(0u64, |s, v| s ^ v))
    });
    group.bench_function("f32 fma, default mode (fast)", |bench| {
        bench.iter(|| a.iter().zip(&b).map(|(x, y)| fast::fma(Format::F, *x as u64, *y as u64, *x as u64, default)).fold(0u64, |s, v| s ^ v))
    });
    group.bench_function("f32 -> f16 (fast)", |bench| bench.iter(|| a.iter().map(|x| fast::f32_to_hf(black_box(*x)) as u64).fold(0, |s, v| s ^ v)));
    group.bench_function("f16 -> f32 (fast)", |bench| bench.iter(|| halves.iter().map(|x| fast::hf_to_f32(black_box(*x)) as u64).fold(0, |s, v| s ^ v)));
    group.bench_function("f32 -> bf16 (fast)", |bench| bench.iter(|| a.iter().map(|x| fast::f32_to_bf(black_box(*x)) as u64).fold(0, |s, v| s ^ v)));
    group.bench_function("bf16 -> f32 (fast)", |bench| bench.iter(|| halves.iter().map(|x| fast::bf_to_f32(black_box(*x)) as u64).fold(0, |s, v| s ^ v)));
    let rz = Mode { rounding: Rounding::Rz, ..Mode::default() };
    group.bench_function("f32 add, .rz (exact path)", |bench| {
        bench.iter(|| a.iter().zip(&b).map(|(x, y)| pf::add(Format::F, *x as u64, *y as u64, rz).value).fold(0u64, |s, v| s ^ v))
    });
    group.bench_function("f16 add, .ru (exact path)", |bench| {
        let ru = Mode { rounding: Rounding::Ru, ..Mode::default() };
        bench.iter(|| halves.iter().zip(halves.iter().rev()).map(|(x, y)| pf::add(Format::Hf, *x as u64, *y as u64, ru).value).fold(0u64, |s, v| s ^ v))
    });
    group.bench_function("f32 -> f16, .rz (exact path)", |bench| {
        bench.iter(|| a.iter().map(|x| pf::ftrunc(Format::Hf, Format::F, *x as u64, rz).value).fold(0u64, |s, v| s ^ v))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

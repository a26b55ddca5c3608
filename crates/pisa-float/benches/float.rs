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
            // Typical data: normal values between 2^-8 and 2^8 of either sign,
            // inside the normal range of every format (denormal arithmetic is
            // slow on the hardware itself and is measured apart).
            let exponent = 119 + (x >> 23) % 16;
            (x & 0x8000_0000) | exponent << 23 | (x & 0x7f_ffff)
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let a = inputs();
    let b: Vec<u32> = a.iter().rev().copied().collect();
    let halves: Vec<u16> = a.iter().map(|x| fast::f32_to_hf(*x)).collect();
    let mut group = c.benchmark_group("float");
    group.throughput(Throughput::Elements(N as u64));
    let default = Mode::default();
    group.bench_function("f32 add, default mode (fast)", |bench| {
        bench.iter(|| {
            a.iter().zip(&b).map(|(x, y)| fast::add(Format::F, *x as u64, *y as u64, default)).fold(0u64, |s, v| s ^ v)
        })
    });
    group.bench_function("f32 fma, default mode (fast)", |bench| {
        bench.iter(|| {
            a.iter()
                .zip(&b)
                .map(|(x, y)| fast::fma(Format::F, *x as u64, *y as u64, *x as u64, default))
                .fold(0u64, |s, v| s ^ v)
        })
    });
    group.bench_function("f32 -> f16 (fast)", |bench| {
        bench.iter(|| a.iter().map(|x| fast::f32_to_hf(black_box(*x)) as u64).fold(0, |s, v| s ^ v))
    });
    group.bench_function("f16 -> f32 (fast)", |bench| {
        bench.iter(|| halves.iter().map(|x| fast::hf_to_f32(black_box(*x)) as u64).fold(0, |s, v| s ^ v))
    });
    group.bench_function("f32 -> bf16 (fast)", |bench| {
        bench.iter(|| a.iter().map(|x| fast::f32_to_bf(black_box(*x)) as u64).fold(0, |s, v| s ^ v))
    });
    group.bench_function("bf16 -> f32 (fast)", |bench| {
        bench.iter(|| halves.iter().map(|x| fast::bf_to_f32(black_box(*x)) as u64).fold(0, |s, v| s ^ v))
    });
    let mut out32 = vec![0u32; N];
    let mut out16 = vec![0u16; N];
    group.bench_function("f32 add, default mode (lanes)", |bench| {
        bench.iter(|| {
            for ((x, y), o) in a.chunks(32).zip(b.chunks(32)).zip(out32.chunks_mut(32)) {
                fast::add_lanes(x, y, o);
            }
            black_box(&out32);
        })
    });
    group.bench_function("f32 mul, default mode (lanes)", |bench| {
        bench.iter(|| {
            for ((x, y), o) in a.chunks(32).zip(b.chunks(32)).zip(out32.chunks_mut(32)) {
                fast::mul_lanes(x, y, o);
            }
            black_box(&out32);
        })
    });
    group.bench_function("f32 fma, default mode (lanes)", |bench| {
        bench.iter(|| {
            for (((x, y), z), o) in a.chunks(32).zip(b.chunks(32)).zip(a.chunks(32)).zip(out32.chunks_mut(32)) {
                fast::fma_lanes(x, y, z, o);
            }
            black_box(&out32);
        })
    });
    group.bench_function("f32 -> f16 (lanes)", |bench| {
        bench.iter(|| {
            for (x, o) in a.chunks(32).zip(out16.chunks_mut(32)) {
                fast::f32_to_hf_lanes(x, o);
            }
            black_box(&out16);
        })
    });
    group.bench_function("f16 -> f32 (lanes)", |bench| {
        bench.iter(|| {
            for (x, o) in halves.chunks(32).zip(out32.chunks_mut(32)) {
                fast::hf_to_f32_lanes(x, o);
            }
            black_box(&out32);
        })
    });
    group.bench_function("f32 -> bf16 (lanes)", |bench| {
        bench.iter(|| {
            for (x, o) in a.chunks(32).zip(out16.chunks_mut(32)) {
                fast::f32_to_bf_lanes(x, o);
            }
            black_box(&out16);
        })
    });
    group.bench_function("bf16 -> f32 (lanes)", |bench| {
        bench.iter(|| {
            for (x, o) in halves.chunks(32).zip(out32.chunks_mut(32)) {
                fast::bf_to_f32_lanes(x, o);
            }
            black_box(&out32);
        })
    });
    let rz = Mode { rounding: Rounding::Rz, ..Mode::default() };
    group.bench_function("f32 add, .rz (fast, round to odd)", |bench| {
        bench.iter(|| {
            a.iter().zip(&b).map(|(x, y)| fast::add(Format::F, *x as u64, *y as u64, rz)).fold(0u64, |s, v| s ^ v)
        })
    });
    group.bench_function("f32 mul, .ru (fast)", |bench| {
        let ru = Mode { rounding: Rounding::Ru, ..Mode::default() };
        bench.iter(|| {
            a.iter().zip(&b).map(|(x, y)| fast::mul(Format::F, *x as u64, *y as u64, ru)).fold(0u64, |s, v| s ^ v)
        })
    });
    group.bench_function("f16 add, .ru (fast)", |bench| {
        let ru = Mode { rounding: Rounding::Ru, ..Mode::default() };
        bench.iter(|| {
            halves
                .iter()
                .zip(halves.iter().rev())
                .map(|(x, y)| fast::add(Format::Hf, *x as u64, *y as u64, ru))
                .fold(0u64, |s, v| s ^ v)
        })
    });
    group.bench_function("f16 mul, default mode (fast)", |bench| {
        bench.iter(|| {
            halves
                .iter()
                .zip(halves.iter().rev())
                .map(|(x, y)| fast::mul(Format::Hf, *x as u64, *y as u64, default))
                .fold(0u64, |s, v| s ^ v)
        })
    });
    group.bench_function("f32 -> f16, .rz (fast)", |bench| {
        bench.iter(|| {
            a.iter().map(|x| fast::f32_to_hf_rounded(black_box(*x), Rounding::Rz) as u64).fold(0, |s, v| s ^ v)
        })
    });
    group.bench_function("f32 add, .rz (exact path)", |bench| {
        bench.iter(|| {
            a.iter().zip(&b).map(|(x, y)| pf::add(Format::F, *x as u64, *y as u64, rz).value).fold(0u64, |s, v| s ^ v)
        })
    });
    group.bench_function("f16 add, .ru (exact path)", |bench| {
        let ru = Mode { rounding: Rounding::Ru, ..Mode::default() };
        bench.iter(|| {
            halves
                .iter()
                .zip(halves.iter().rev())
                .map(|(x, y)| pf::add(Format::Hf, *x as u64, *y as u64, ru).value)
                .fold(0u64, |s, v| s ^ v)
        })
    });
    group.bench_function("f32 -> f16, .rz (exact path)", |bench| {
        bench.iter(|| a.iter().map(|x| pf::ftrunc(Format::Hf, Format::F, *x as u64, rz).value).fold(0u64, |s, v| s ^ v))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

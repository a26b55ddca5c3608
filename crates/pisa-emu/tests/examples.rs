//! Every example in examples/ with its launch file, checked against values
//! computed here, independently of the emulator.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;

fn buffer(out: &pisa_emu::Outcome, k: usize) -> &[u8] {
    out.buffers[k].as_deref().expect("a buffer argument")
}

fn input(launch: &pisa_emu::Launch, k: usize) -> Vec<u8> {
    match &launch.args[k] {
        pisa_emu::Arg::Buffer(b) => b.clone(),
        other => panic!("argument {k} is {other:?}"),
    }
}

#[test]
fn saxpy() {
    let (program, launch, _) = example("saxpy");
    let out = run(&program, &launch);
    let x = f32s(&input(&launch, 1));
    let y = f32s(&input(&launch, 2));
    let got = f32s(buffer(&out, 2));
    for i in 0..x.len() {
        assert_eq!(got[i].to_bits(), 2.5f32.mul_add(x[i], y[i]).to_bits(), "element {i}");
    }
    // 1000 work-items in 16 groups of 64 (the last one of 40): 32 sub-groups.
    let s = &out.stats;
    assert_eq!((s.work_groups, s.sub_groups), (16, 32));
    let count = |op: pisa::isa::Opcode| s.opcode_counts().iter().find(|(o, _)| *o == op).map_or(0, |(_, n)| *n);
    assert_eq!(count(pisa::isa::Opcode::Fmad), 32, "one fmad per sub-group");
    assert_eq!(count(pisa::isa::Opcode::Ld), 6 * 32, "four ld.param and two ld.global per sub-group");
    assert_eq!(s.by_opcode.iter().sum::<u64>(), s.instructions);
    // Every sub-group runs the same straight line, with all 1000 work-items active.
    assert_eq!(s.instructions % 32, 0);
    assert_eq!(s.lane_instructions, 1000 * (s.instructions / 32));
}

#[test]
fn vecadd2d() {
    let (program, launch, _) = example("vecadd2d");
    let out = run(&program, &launch);
    let (a, b) = (f32s(&input(&launch, 0)), f32s(&input(&launch, 1)));
    let got = f32s(buffer(&out, 2));
    assert_eq!(got.len(), 37 * 23);
    for i in 0..got.len() {
        assert_eq!(got[i].to_bits(), (a[i] + b[i]).to_bits(), "element {i}");
    }
}

#[test]
fn reduce() {
    let (program, launch, _) = example("reduce");
    let out = run(&program, &launch);
    let data = u32s(&input(&launch, 0));
    let got = u32s(buffer(&out, 1));
    for (g, chunk) in data.chunks(256).enumerate() {
        assert_eq!(got[g], chunk.iter().fold(0u32, |s, v| s.wrapping_add(*v)), "group {g}");
    }
}

#[test]
fn subgroup_reduce() {
    let (program, launch, _) = example("subgroup_reduce");
    let out = run(&program, &launch);
    let data = u32s(&input(&launch, 0));
    for (s, chunk) in data.chunks(32).enumerate() {
        let sum = chunk.iter().fold(0u32, |a, v| a.wrapping_add(*v));
        assert_eq!(u32s(buffer(&out, 1))[s], sum, "ired.sum, sub-group {s}");
        assert_eq!(u32s(buffer(&out, 2))[s], sum, "shfl.xor butterfly, sub-group {s}");
        let max = chunk.iter().map(|v| *v as i32).max().unwrap();
        assert_eq!(u32s(buffer(&out, 3))[s] as i32, max, "ired.smax, sub-group {s}");
    }
}

#[test]
fn scan() {
    let (program, launch, _) = example("scan");
    let out = run(&program, &launch);
    let data = u32s(&input(&launch, 0));
    let got = u32s(buffer(&out, 1));
    for (g, chunk) in data.chunks(128).enumerate() {
        let mut running = 0u32;
        for (i, v) in chunk.iter().enumerate() {
            running = running.wrapping_add(*v);
            assert_eq!(got[g * 128 + i], running, "group {g} element {i}");
        }
    }
}

#[test]
fn matmul() {
    let (program, launch, _) = example("matmul");
    let out = run(&program, &launch);
    let (a, b) = (f32s(&input(&launch, 0)), f32s(&input(&launch, 1)));
    let got = f32s(buffer(&out, 2));
    let n = 48;
    for r in 0..n {
        for c in 0..n {
            let mut acc = 0f32;
            for k in 0..n {
                acc = a[r * n + k].mul_add(b[k * n + c], acc);
            }
            assert_eq!(got[r * n + c].to_bits(), acc.to_bits(), "C[{r}][{c}]");
        }
    }
}

#[test]
fn histogram() {
    let (program, launch, _) = example("histogram");
    let data = u32s(&input(&launch, 0));
    let mut want = vec![0u32; 256];
    for v in &data {
        want[(*v & 255) as usize] += 1;
    }
    for threads in [1, 2, 3] {
        let out = run_threads(&program, &launch, threads);
        assert_eq!(u32s(buffer(&out, 1)), want, "with {threads} threads");
    }
}

#[test]
fn crc32() {
    let (program, launch, _) = example("crc32");
    let data = input(&launch, 0);
    // Bit by bit, without the example's table: the table is what is checked.
    let crc = |block: &[u8]| {
        let mut c = !0u32;
        for &b in block {
            c ^= b as u32;
            for _ in 0..8 {
                c = if c & 1 != 0 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
            }
        }
        !c
    };
    let want: Vec<u32> = data.chunks(64).map(crc).collect();
    assert_eq!(want.len(), 1000);
    assert_eq!(crc(b"123456789"), 0xCBF4_3926, "the check value of CRC-32");
    let out = run(&program, &launch);
    assert_eq!(u32s(buffer(&out, 1)), want);
}

#[test]
fn bitonic() {
    let (program, launch, _) = example("bitonic");
    let out = run(&program, &launch);
    let mut want = u32s(&input(&launch, 0));
    want.sort_unstable();
    assert_eq!(u32s(buffer(&out, 0)), want);
}

#[test]
fn mandelbrot() {
    let (program, launch, _) = example("mandelbrot");
    let out = run(&program, &launch);
    let got = u32s(buffer(&out, 0));
    let (w, h, limit) = (96u32, 64u32, 200u32);
    let mut divergent_lengths = std::collections::BTreeSet::new();
    for y in 0..h {
        for x in 0..w {
            let cr = (x as f32 * 3.0) / w as f32 + -2.0;
            let ci = (y as f32 * 3.0) / h as f32 + -1.5;
            let (mut zr, mut zi, mut n) = (0f32, 0f32, 0u32);
            loop {
                let (zr2, zi2) = (zr * zr, zi * zi);
                if zr2 + zi2 > 4.0 || n >= limit {
                    break;
                }
                zi *= zr;
                zi = zi + zi + ci;
                zr = zr2 - zi2 + cr;
                n += 1;
            }
            divergent_lengths.insert(n);
            assert_eq!(got[(y * w + x) as usize], n, "pixel ({x}, {y})");
        }
    }
    assert!(divergent_lengths.len() > 20, "the loop lengths vary across lanes");
}

fn round_mode(v: f64, mode: usize) -> f64 {
    match mode {
        0 => v.round_ties_even(),
        1 => v.floor(),
        2 => v.ceil(),
        3 => v.trunc(),
        _ => v.round(),
    }
}

/// The f32 nearest `v` (exact as f64) in a rounding mode, from its two neighbours.
fn f32_in_mode(v: f64, mode: usize) -> f32 {
    let near = v as f32;
    if near as f64 == v {
        return near;
    }
    let (lo, hi) = if (near as f64) < v { (near, near.next_up()) } else { (near.next_down(), near) };
    match mode {
        0 => near,
        1 => lo,
        2 => hi,
        3 => {
            if v > 0.0 {
                lo
            } else {
                hi
            }
        }
        _ => {
            let (dl, dh) = (v - lo as f64, hi as f64 - v);
            if dl < dh || (dl == dh && v < 0.0) {
                lo
            } else if dl > dh || (dl == dh && v > 0.0) {
                hi
            } else {
                near
            }
        }
    }
}

#[test]
fn conversions() {
    let (program, launch, _) = example("conversions");
    let out = run(&program, &launch);
    let floats = f32s(&input(&launch, 0));
    let ints = u32s(&input(&launch, 1));
    let got_ints = u32s(buffer(&out, 2));
    let got_halves = u16s(buffer(&out, 3));
    let got_floats = f32s(buffer(&out, 4));
    for (i, f) in floats.iter().enumerate() {
        for m in 0..5 {
            let want =
                if f.is_nan() { 0 } else { round_mode(*f as f64, m).clamp(i32::MIN as f64, i32::MAX as f64) as i32 };
            assert_eq!(got_ints[5 * i + m] as i32, want, "f2i.s32 of {f} in mode {m}");
            // Half precision: check the result brackets the value as the mode says.
            let h = got_halves[5 * i + m];
            let hv = pisa_float::to_f64(pisa_float::Format::Hf, h as u64);
            if f.is_nan() {
                assert!(hv.is_nan());
                continue;
            }
            let v = *f as f64;
            if v.abs() >= 65536.0 {
                // E25: beyond the largest half in every mode's rounding, the result is infinite.
                assert_eq!(hv, if v > 0.0 { f64::INFINITY } else { f64::NEG_INFINITY }, "ftrunc of {v} in mode {m}");
                continue;
            }
            match m {
                1 => assert!(hv <= v, "ftrunc.rd of {v} gave {hv}"),
                2 => assert!(hv >= v, "ftrunc.ru of {v} gave {hv}"),
                3 => assert!(hv.abs() <= v.abs(), "ftrunc.rz of {v} gave {hv}"),
                _ => {}
            }
        }
        let n = ints[i] as i32 as f64;
        for m in 0..5 {
            assert_eq!(got_floats[5 * i + m].to_bits(), f32_in_mode(n, m).to_bits(), "i2f.f.s32 of {n} in mode {m}");
        }
    }
    // The exact half results for a few of the inputs.
    assert_eq!(&got_halves[0..5], &[0x4100; 5], "2.5 is exact");
    let h = |i: usize| &got_halves[5 * i..5 * i + 5];
    assert_eq!(h(7), &[0x7bff, 0x7bff, 0x7c00, 0x7bff, 0x7bff], "65519 in re, rd, ru, rz, rna");
    assert_eq!(h(8), &[0x7c00, 0x7bff, 0x7c00, 0x7bff, 0x7c00], "65520 (a tie at the top) in re, rd, ru, rz, rna");
}

#[test]
fn recursion() {
    let (program, launch, _) = example("recursion");
    let out = run(&program, &launch);
    fn fib(n: u32) -> u32 {
        if n < 2 {
            n
        } else {
            fib(n - 1) + fib(n - 2)
        }
    }
    let got = u32s(buffer(&out, 0));
    for (i, v) in got.iter().enumerate() {
        assert_eq!(*v, fib(i as u32 % 16), "work-item {i}");
    }
    assert!(out.stats.calls > 64);
}

#[test]
fn function_pointers() {
    let (program, launch, _) = example("function_pointers");
    let out = run(&program, &launch);
    let got = u32s(buffer(&out, 0));
    for (i, v) in got.iter().enumerate() {
        let x = i as u32;
        let want = match i % 4 {
            0 => x.wrapping_mul(x),
            1 => x.wrapping_neg(),
            2 => x << 1,
            _ => x + 7,
        };
        assert_eq!(*v, want, "work-item {i}");
    }
    assert!(out.stats.divergent_calls >= 3 * 2, "each sub-group splits its call four ways");
}

#[test]
fn every_example_has_a_test() {
    let mut names: Vec<String> = std::fs::read_dir(examples_dir())
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok()?.strip_suffix(".pisa").map(str::to_string))
        .collect();
    names.sort();
    let source = include_str!("examples.rs");
    for name in names {
        assert!(source.contains(&format!("fn {name}()")), "examples/{name}.pisa has no test");
        assert!(examples_dir().join(format!("{name}.launch.toml")).exists(), "examples/{name}.pisa has no launch file");
    }
}

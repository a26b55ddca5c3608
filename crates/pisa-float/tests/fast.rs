//! The fast paths agree with the exact ones.

mod oracle;

use pisa_float::{self as pf, fast, Format, Mode, Rounding};

#[test]
fn half_and_bfloat_widening_agree_for_every_input() {
    for x in 0..=0xffffu16 {
        assert_eq!(fast::hf_to_f32(x) as u64, pf::fext(Format::F, Format::Hf, x as u64).value, "{x:#06x}");
        assert_eq!(fast::bf_to_f32(x) as u64, pf::fext(Format::F, Format::Bf, x as u64).value, "{x:#06x}");
    }
}

#[test]
fn narrowing_agrees_over_a_dense_sample_of_binary32() {
    let mut rng = oracle::Rng(5);
    let strided = (0..=u32::MAX).step_by(509);
    let random = (0..2_000_000).map(|_| rng.float(Format::F) as u32);
    for x in strided.chain(random) {
        let mode = Mode::default();
        assert_eq!(fast::f32_to_hf(x) as u64, pf::ftrunc(Format::Hf, Format::F, x as u64, mode).value, "hf {x:#010x}");
        assert_eq!(fast::f32_to_bf(x) as u64, pf::ftrunc(Format::Bf, Format::F, x as u64, mode).value, "bf {x:#010x}");
    }
}

#[test]
fn native_arithmetic_agrees_with_the_exact_path() {
    let mut rng = oracle::Rng(6);
    for format in Format::ALL {
        for _ in 0..300_000 {
            let (a, b, c) = (rng.float(format), rng.float(format), rng.float(format));
            let mode = if rng.below(2) == 0 {
                Mode::default()
            } else {
                Mode { rounding: Rounding::ALL[rng.below(5) as usize], ..Mode::default() }
            };
            assert_eq!(
                fast::add(format, a, b, mode),
                pf::add(format, a, b, mode).value,
                "{format:?} add {a:#x} {b:#x} {mode:?}"
            );
            assert_eq!(fast::sub(format, a, b, mode), pf::sub(format, a, b, mode).value);
            assert_eq!(fast::mul(format, a, b, mode), pf::mul(format, a, b, mode).value);
            assert_eq!(
                fast::div(format, a, b, mode),
                pf::div(format, a, b, mode).value,
                "{format:?} div {a:#x} {b:#x}"
            );
            assert_eq!(
                fast::fma(format, a, b, c, mode),
                pf::fma(format, a, b, c, mode).value,
                "{format:?} fma {a:#x} {b:#x} {c:#x}"
            );
        }
    }
}

#[test]
fn directed_narrowing_agrees_with_the_exact_path() {
    let mut rng = oracle::Rng(7);
    let strided = (0..=u32::MAX).step_by(4093);
    let random = (0..1_000_000).map(|_| rng.float(Format::F) as u32);
    for x in strided.chain(random) {
        for rounding in Rounding::ALL {
            let mode = Mode { rounding, ..Mode::default() };
            assert_eq!(
                fast::f32_to_hf_rounded(x, rounding) as u64,
                pf::ftrunc(Format::Hf, Format::F, x as u64, mode).value,
                "hf {x:#010x} {rounding:?}"
            );
            assert_eq!(
                fast::f32_to_bf_rounded(x, rounding) as u64,
                pf::ftrunc(Format::Bf, Format::F, x as u64, mode).value,
                "bf {x:#010x} {rounding:?}"
            );
        }
    }
}

#[test]
fn directed_binary32_arithmetic_agrees_with_the_exact_path() {
    let mut rng = oracle::Rng(8);
    for _ in 0..1_000_000 {
        let (a, b) = (rng.float(Format::F), rng.float(Format::F));
        let mode = Mode { rounding: Rounding::ALL[rng.below(5) as usize], ..Mode::default() };
        assert_eq!(
            fast::add(Format::F, a, b, mode),
            pf::add(Format::F, a, b, mode).value,
            "add {a:#x} {b:#x} {mode:?}"
        );
        assert_eq!(
            fast::sub(Format::F, a, b, mode),
            pf::sub(Format::F, a, b, mode).value,
            "sub {a:#x} {b:#x} {mode:?}"
        );
        assert_eq!(
            fast::mul(Format::F, a, b, mode),
            pf::mul(Format::F, a, b, mode).value,
            "mul {a:#x} {b:#x} {mode:?}"
        );
    }
}

#[test]
fn lane_functions_agree_with_the_exact_path() {
    let mut rng = oracle::Rng(9);
    let a: Vec<u32> = (0..4096).map(|_| rng.float(Format::F) as u32).collect();
    let b: Vec<u32> = (0..4096).map(|_| rng.float(Format::F) as u32).collect();
    let mut out = vec![0u32; 4096];
    let mode = Mode::default();
    for (lanes, exact) in [
        (fast::add_lanes as fn(&[u32], &[u32], &mut [u32]), pf::add as fn(Format, u64, u64, Mode) -> pf::Out<u64>),
        (fast::sub_lanes, pf::sub),
        (fast::mul_lanes, pf::mul),
    ] {
        lanes(&a, &b, &mut out);
        for i in 0..a.len() {
            assert_eq!(
                out[i] as u64,
                exact(Format::F, a[i] as u64, b[i] as u64, mode).value,
                "{:#x} {:#x}",
                a[i],
                b[i]
            );
        }
    }
    let c: Vec<u32> = (0..4096).map(|_| rng.float(Format::F) as u32).collect();
    fast::fma_lanes(&a, &b, &c, &mut out);
    for i in 0..a.len() {
        assert_eq!(
            out[i] as u64,
            pf::fma(Format::F, a[i] as u64, b[i] as u64, c[i] as u64, mode).value,
            "fma {:#x} {:#x} {:#x}",
            a[i],
            b[i],
            c[i]
        );
    }
    let mut halves = vec![0u16; 4096];
    fast::f32_to_hf_lanes(&a, &mut halves);
    fast::hf_to_f32_lanes(&halves, &mut out);
    for i in 0..a.len() {
        assert_eq!(halves[i] as u64, pf::ftrunc(Format::Hf, Format::F, a[i] as u64, mode).value);
        assert_eq!(out[i] as u64, pf::fext(Format::F, Format::Hf, halves[i] as u64).value);
    }
    fast::f32_to_bf_lanes(&a, &mut halves);
    fast::bf_to_f32_lanes(&halves, &mut out);
    for i in 0..a.len() {
        assert_eq!(halves[i] as u64, pf::ftrunc(Format::Bf, Format::F, a[i] as u64, mode).value);
        assert_eq!(out[i] as u64, pf::fext(Format::F, Format::Bf, halves[i] as u64).value);
    }
}

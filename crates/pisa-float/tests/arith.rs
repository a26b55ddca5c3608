//! Arithmetic against the exact oracle: 16-bit formats over random pairs and
//! every pair of special values; 32- and 64-bit over random operands weighted
//! to the hard places. `PISA_FLOAT_CASES` scales the random counts.

mod oracle;

use num_bigint::BigUint;
use oracle::{decode, finite, Rng};
use pisa_float::{self as pf, Flags, Format, Mode, Rounding};

fn cases(default: u64) -> u64 {
    std::env::var("PISA_FLOAT_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

#[derive(Clone, Copy, Debug)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Fma,
}

fn flush(format: Format, x: u64, ftz: bool) -> u64 {
    if ftz {
        pf::flush(format, x)
    } else {
        x
    }
}

/// The expected result, or `None` where the oracle defers to the NaN and
/// special-value rules checked separately.
fn expected(format: Format, op: Op, a: u64, b: u64, c: u64, mode: Mode) -> Option<(u64, Flags)> {
    let (a, b, c) = (flush(format, a, mode.ftz), flush(format, b, mode.ftz), flush(format, c, mode.ftz));
    let (va, vb, vc) = (decode(format, a), decode(format, b), decode(format, c));
    let (fa, fb, fc) = (finite(&va)?, finite(&vb)?, finite(&vc)?);
    let (negative, num, den, exp) = match op {
        Op::Add => {
            let (n, s, e) = oracle::exact_add(fa.clone(), fb.clone());
            (n, s, BigUint::from(1u32), e)
        }
        Op::Sub => {
            let (n, s, e) = oracle::exact_add(fa.clone(), (!fb.0, fb.1.clone(), fb.2));
            (n, s, BigUint::from(1u32), e)
        }
        Op::Mul => {
            let (n, s, e) = oracle::exact_mul(fa.clone(), fb.clone());
            (n, s, BigUint::from(1u32), e)
        }
        Op::Fma => {
            let product = oracle::exact_mul(fa.clone(), fb.clone());
            let (n, s, e) = oracle::exact_add(product, fc.clone());
            (n, s, BigUint::from(1u32), e)
        }
        Op::Div => {
            if fb.1 == BigUint::ZERO {
                return None;
            }
            (fa.0 != fb.0, fa.1.clone(), fb.1.clone(), fa.2 - fb.2)
        }
    };
    // An exact zero sum is +0 except toward minus infinity, or when both terms are -0.
    let zero = num == BigUint::ZERO;
    let negative = if zero && matches!(op, Op::Add | Op::Sub | Op::Fma) {
        let (x, y) = match op {
            Op::Add => (fa.0, fb.0),
            Op::Sub => (fa.0, !fb.0),
            _ => (fa.0 != fb.0, fc.0),
        };
        let terms_zero = match op {
            Op::Fma => (fa.1 == BigUint::ZERO || fb.1 == BigUint::ZERO) && fc.1 == BigUint::ZERO,
            Op::Add | Op::Sub => fa.1 == BigUint::ZERO && fb.1 == BigUint::ZERO,
            _ => false,
        };
        if terms_zero && x == y {
            x
        } else {
            mode.rounding == Rounding::Rd
        }
    } else {
        negative
    };
    let (mut value, mut flags) = oracle::round(format, negative, &num, &den, exp, mode.rounding);
    if mode.ftz && format.is_denormal(value) {
        value &= 1 << (format.bits() - 1);
        flags = flags.union(Flags::UNDERFLOW).union(Flags::INEXACT);
    }
    if mode.dsat {
        if value >> (format.bits() - 1) == 1 {
            value = 0;
        } else if value > format.one() {
            value = format.one();
        }
    }
    Some((value, flags))
}

fn run(format: Format, op: Op, a: u64, b: u64, c: u64, mode: Mode) -> pf::Out<u64> {
    match op {
        Op::Add => pf::add(format, a, b, mode),
        Op::Sub => pf::sub(format, a, b, mode),
        Op::Mul => pf::mul(format, a, b, mode),
        Op::Div => pf::div(format, a, b, mode),
        Op::Fma => pf::fma(format, a, b, c, mode),
    }
}

const OPS: [Op; 5] = [Op::Add, Op::Sub, Op::Mul, Op::Div, Op::Fma];

fn check(format: Format, op: Op, a: u64, b: u64, c: u64, mode: Mode) {
    let got = run(format, op, a, b, c, mode);
    if let Some((value, flags)) = expected(format, op, a, b, c, mode) {
        assert_eq!(got.value, value, "{format:?} {op:?} {a:#x} {b:#x} {c:#x} {mode:?}");
        // Underflow reporting differs between tininess-before and after
        // rounding, and rustc_apfloat (like LLVM) raises no OVERFLOW when a
        // directed rounding gives the largest finite value: compare the
        // other flags exactly (the values are compared above in every case).
        let mask = !(Flags::UNDERFLOW.0 | Flags::OVERFLOW.0);
        assert_eq!(got.flags.0 & mask, flags.0 & mask, "flags of {format:?} {op:?} {a:#x} {b:#x} {c:#x} {mode:?}");
    }
}

fn random_mode(rng: &mut Rng) -> Mode {
    Mode { rounding: Rounding::ALL[rng.below(5) as usize], ftz: rng.below(4) == 0, dsat: rng.below(8) == 0 }
}

#[test]
fn sixteen_bit_arithmetic_against_the_oracle() {
    let mut rng = Rng(0x5eed);
    for format in [Format::Hf, Format::Bf] {
        for op in OPS {
            // 10^6 per format and operation: 10^7 random 16-bit cases in all.
            for _ in 0..cases(1_000_000) {
                let (a, b, c) = (rng.float(format), rng.float(format), rng.float(format));
                check(format, op, a, b, c, random_mode(&mut rng));
            }
        }
    }
}

#[test]
fn wide_arithmetic_against_the_oracle() {
    let mut rng = Rng(0xfeed);
    for format in [Format::F, Format::Df] {
        for op in OPS {
            // 10^7 per format and operation, as the issue asks (about a minute).
            for _ in 0..cases(10_000_000) {
                let (a, b, c) = (rng.float(format), rng.float(format), rng.float(format));
                check(format, op, a, b, c, random_mode(&mut rng));
            }
        }
    }
}

/// Values at the edges of every format.
fn specials(format: Format) -> Vec<u64> {
    let (e, m) = oracle::params(format);
    let sign = 1u64 << (e + m);
    let mut values = vec![0, 1, (1 << m) - 1, 1 << m, format.one(), format.max_finite(false), format.infinity(false)];
    values.push(format.infinity(false) | 1); // signaling NaN
    values.push(format.quiet(format.infinity(false))); // quiet NaN
    let negatives: Vec<u64> = values.iter().map(|v| v | sign).collect();
    values.extend(negatives);
    values
}

#[test]
fn special_value_pairs_follow_ieee_and_the_nan_rule() {
    for format in Format::ALL {
        let values = specials(format);
        for rounding in Rounding::ALL {
            let mode = Mode { rounding, ftz: false, dsat: false };
            for &a in &values {
                for &b in &values {
                    for op in OPS {
                        check(format, op, a, b, format.one(), mode);
                        let got = run(format, op, a, b, format.one(), mode);
                        let nan_in = [a, b].into_iter().find(|x| format.is_nan(*x));
                        if let Some(first) = nan_in {
                            assert_eq!(
                                got.value,
                                format.quiet(first),
                                "the first NaN, quieted: {format:?} {op:?} {a:#x} {b:#x}"
                            );
                            let signaling = format.is_signaling(a) || format.is_signaling(b);
                            assert_eq!(got.flags.contains(Flags::INVALID), signaling);
                        }
                    }
                }
            }
        }
        // IEEE invalid operations give a NaN and raise INVALID.
        let inf = format.infinity(false);
        let ninf = format.infinity(true);
        let zero = 0;
        for (op, a, b) in [
            (Op::Sub, inf, inf),
            (Op::Add, inf, ninf),
            (Op::Mul, zero, inf),
            (Op::Div, zero, zero),
            (Op::Div, inf, inf),
        ] {
            let got = run(format, op, a, b, 0, Mode::default());
            assert!(format.is_nan(got.value) && got.flags.contains(Flags::INVALID), "{format:?} {op:?}");
        }
        let got = pf::div(format, format.one(), 0, Mode::default());
        assert_eq!(got.value, inf);
        assert!(got.flags.contains(Flags::DIV_BY_ZERO));
    }
}

#[test]
fn dsat_clamps_to_the_unit_interval_and_nan_to_zero() {
    for format in Format::ALL {
        let mode = Mode { dsat: true, ..Mode::default() };
        let two = pf::add(format, format.one(), format.one(), Mode::default()).value;
        assert_eq!(pf::add(format, two, two, mode).value, format.one());
        assert_eq!(pf::sub(format, 0, two, mode).value, 0);
        let nan = format.quiet(format.infinity(false));
        assert_eq!(pf::add(format, nan, two, mode).value, 0, "NaN results are flushed to +0.0");
    }
}

#[test]
fn ftz_flushes_inputs_and_results_keeping_the_sign() {
    for format in Format::ALL {
        let tiny = 1u64; // smallest denormal
        let negative_tiny = tiny | 1 << (format.bits() - 1);
        let mode = Mode { ftz: true, ..Mode::default() };
        assert_eq!(pf::add(format, tiny, 0, mode).value, 0);
        assert_eq!(pf::mul(format, negative_tiny, format.one(), mode).value, 1 << (format.bits() - 1));
        let half_min_normal = pf::mul(format, 1 << format.man_bits(), pf::from_f64(format, 0.5), Mode::default()).value;
        assert!(format.is_denormal(half_min_normal));
        assert_eq!(
            pf::mul(format, 1 << format.man_bits(), pf::from_f64(format, 0.5), mode).value,
            0,
            "denormal result flushed"
        );
    }
}

#[test]
fn widening_multiply_is_exact_in_binary32() {
    // fmul.full: a product of two .hf values always fits binary32 exactly;
    // one of two .bf values (same exponent range as binary32) may round.
    let mut rng = Rng(0xf011);
    for format in [Format::Hf, Format::Bf] {
        for _ in 0..cases(200_000) {
            let (a, b) = (rng.float(format), rng.float(format));
            let got = pf::mul_full(format, a, b, Mode::default());
            match (finite(&decode(format, a)), finite(&decode(format, b))) {
                (Some(x), Some(y)) => {
                    let (negative, significand, exp) = oracle::exact_mul(x, y);
                    let (want, flags) = oracle::round_dyadic(Format::F, negative, &significand, exp, Rounding::Re);
                    assert_eq!(got.value, want, "{format:?} {a:#x} * {b:#x}");
                    if format == Format::Hf {
                        assert!(!flags.contains(Flags::INEXACT), "the product is exact");
                    }
                }
                _ => assert!(
                    Format::F.is_nan(got.value)
                        || got.value & 0x7fff_ffff >= 0x7f80_0000
                        || got.value & 0x7fff_ffff == 0
                ),
            }
        }
    }
}

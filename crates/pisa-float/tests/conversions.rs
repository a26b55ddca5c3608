//! Narrowing conversions, the special-value tables of isa-4, min/max/abs/neg,
//! comparisons and `frc`, against the oracle and the spec's own rows.

mod oracle;

use oracle::{decode, Rng, Value};
use pisa_float::{self as pf, Compare, Flags, Format, Int, Mode, Rounding};

fn cases(default: u64) -> u64 {
    std::env::var("PISA_FLOAT_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// `ftrunc` as isa-4 4.8 defines it: denormal sources are zero, an overflow
/// is infinity (or with `.dsat` the largest value), otherwise one rounding.
fn expected_ftrunc(to: Format, from: Format, a: u64, mode: Mode) -> Option<u64> {
    let v = decode(from, pf::flush(from, a));
    match v {
        Value::Nan => None,
        Value::Inf(negative) => Some(to.infinity(negative)),
        Value::Finite(negative, significand, exp) => {
            let (value, flags) = oracle::round_dyadic(to, negative, &significand, exp, mode.rounding);
            let overflow = flags.contains(Flags::OVERFLOW);
            let value = if overflow {
                if mode.dsat {
                    to.max_finite(negative)
                } else {
                    to.infinity(negative)
                }
            } else {
                value
            };
            Some(if mode.ftz && to.is_denormal(value) { value & (1 << (to.bits() - 1)) } else { value })
        }
    }
}

#[test]
fn ftrunc_against_the_oracle() {
    let mut rng = Rng(0xf7);
    let pairs = [
        (Format::Hf, Format::F),
        (Format::Bf, Format::F),
        (Format::Hf, Format::Df),
        (Format::Bf, Format::Df),
        (Format::F, Format::Df),
    ];
    for (to, from) in pairs {
        for _ in 0..cases(200_000) {
            let a = rng.float(from);
            let mode = Mode {
                rounding: Rounding::ALL[rng.below(5) as usize],
                ftz: rng.below(3) == 0,
                dsat: rng.below(3) == 0,
            };
            let got = pf::ftrunc(to, from, a, mode);
            match expected_ftrunc(to, from, a, mode) {
                None => assert!(to.is_nan(got.value), "NaN stays NaN"),
                Some(want) => assert_eq!(got.value, want, "ftrunc {to:?} {from:?} {a:#x} {mode:?}"),
            }
        }
    }
}

#[test]
fn ftrunc_special_value_table() {
    // isa-4 4.8, "Rules for truncating special floating-point values".
    let f = Format::F;
    let m = Mode::default();
    let denormal = 1u64;
    assert_eq!(pf::ftrunc(Format::Hf, f, f.infinity(true), m).value, Format::Hf.infinity(true));
    assert_eq!(pf::ftrunc(Format::Hf, f, denormal | 1 << 31, m).value, 0x8000, "-denorm -> -0");
    assert_eq!(pf::ftrunc(Format::Hf, f, 1 << 31, m).value, 0x8000, "-0 -> -0");
    assert_eq!(pf::ftrunc(Format::Hf, f, 0, m).value, 0, "+0 -> +0");
    assert_eq!(
        pf::ftrunc(Format::Hf, f, denormal, Mode { rounding: Rounding::Ru, ..m }).value,
        0,
        "+denorm -> +0, even rounding up"
    );
    assert_eq!(pf::ftrunc(Format::Hf, f, f.infinity(false), m).value, Format::Hf.infinity(false));
    assert!(Format::Hf.is_nan(pf::ftrunc(Format::Hf, f, f.quiet(f.infinity(false)), m).value));
    let big = pf::from_f64(f, 1e6);
    assert_eq!(
        pf::ftrunc(Format::Hf, f, big, Mode { rounding: Rounding::Rz, ..m }).value,
        0x7c00,
        "overflow is +inf without .dsat, even toward zero"
    );
    assert_eq!(pf::ftrunc(Format::Hf, f, big, Mode { dsat: true, ..m }).value, 0x7bff, "and the largest value with it");
    let packed = pf::ftrunc2(Format::Hf, pf::from_f64(f, 1.0), pf::from_f64(f, -2.0), m).value;
    assert_eq!(packed, 0xc000_3c00, "ftrunc2 packs src0 low, src1 high");
}

#[test]
fn fext_special_value_table() {
    // isa-4 4.6, "Rules for extending special floating-point values".
    for from in [Format::Hf, Format::Bf, Format::F] {
        for to in [Format::F, Format::Df] {
            if to.bits() <= from.bits() {
                continue;
            }
            assert_eq!(pf::fext(to, from, from.infinity(true)).value, to.infinity(true));
            assert_eq!(pf::fext(to, from, from.infinity(false)).value, to.infinity(false));
            let sign = 1u64 << (from.bits() - 1);
            assert_eq!(pf::fext(to, from, sign).value, 1 << (to.bits() - 1), "-0 -> -0");
            let denormal = pf::fext(to, from, 1).value;
            assert!(denormal != 0 && denormal >> (to.bits() - 1) == 0, "+denorm -> +finite (nonzero, positive)");
            assert!(to.is_nan(pf::fext(to, from, from.quiet(from.infinity(false))).value));
        }
    }
}

#[test]
fn f2i_table_rows() {
    // isa-4 4.5: every row of both tables, for .f sources.
    let f = Format::F;
    let x = |v: f64| pf::from_f64(f, v);
    let nan = f.quiet(f.infinity(false));
    let snan = f.infinity(false) | 1;
    let s = Int::S32;
    let u = Int::U32;
    let r = Rounding::Re;
    assert_eq!(pf::f2i(s, f, nan, r), pf::Out { value: 0, flags: Flags::INVALID });
    assert_eq!(pf::f2i(s, f, snan, r), pf::Out { value: 0, flags: Flags::INVALID });
    assert_eq!(pf::f2i(s, f, f.infinity(false), r), pf::Out { value: i32::MAX as u32 as u64, flags: Flags::INVALID });
    assert_eq!(pf::f2i(s, f, x(3e9), r), pf::Out { value: i32::MAX as u32 as u64, flags: Flags::INVALID });
    assert_eq!(pf::f2i(s, f, x(2.5), r), pf::Out { value: 2, flags: Flags::INEXACT });
    assert_eq!(pf::f2i(s, f, x(-3e9), r), pf::Out { value: i32::MIN as u32 as u64, flags: Flags::INVALID });
    assert_eq!(pf::f2i(s, f, f.infinity(true), r), pf::Out { value: i32::MIN as u32 as u64, flags: Flags::INVALID });
    assert_eq!(pf::f2i(u, f, nan, r), pf::Out { value: 0, flags: Flags::INVALID });
    assert_eq!(pf::f2i(u, f, f.infinity(false), r), pf::Out { value: u32::MAX as u64, flags: Flags::INVALID });
    assert_eq!(pf::f2i(u, f, x(5e9), r), pf::Out { value: u32::MAX as u64, flags: Flags::INVALID });
    assert_eq!(pf::f2i(u, f, x(7.0), r), pf::Out { value: 7, flags: Flags::NONE });
    assert_eq!(pf::f2i(u, f, 1 << 31, r), pf::Out { value: 0, flags: Flags::NONE }, "-0 -> 0, no flag");
    assert_eq!(pf::f2i(u, f, x(-0.25), r), pf::Out { value: 0, flags: Flags::INEXACT }, "-1 < f < 0 rounding to zero");
    assert_eq!(pf::f2i(u, f, x(-0.75), r), pf::Out { value: 0, flags: Flags::INVALID }, "-1 < f < 0 rounding to -1");
    assert_eq!(pf::f2i(u, f, x(-5.0), r), pf::Out { value: 0, flags: Flags::INVALID });
    assert_eq!(pf::f2i(u, f, f.infinity(true), r), pf::Out { value: 0, flags: Flags::INVALID });
}

#[test]
fn min_max_abs_neg_and_nan_rules() {
    let mut rng = Rng(0x3a);
    for format in Format::ALL {
        let q = format.quiet(format.infinity(false) | 2);
        let one = format.one();
        assert_eq!(pf::max(format, q, one, false, false, false).value, one, "maximumNumber ignores a NaN");
        assert!(format.is_nan(pf::max(format, q, one, false, false, true).value), ".nanp propagates it");
        assert!(format.is_nan(pf::min(format, q, q, false, false, false).value), "two NaNs give a NaN");
        let neg_zero = 1u64 << (format.bits() - 1);
        assert_eq!(pf::max(format, neg_zero, 0, false, false, false).value, 0, "max(-0, +0) = +0");
        assert_eq!(pf::min(format, 0, neg_zero, false, false, false).value, neg_zero, "min(+0, -0) = -0");
        assert_eq!(pf::abs(format, q | neg_zero, false), q & !neg_zero, "fabs: quiet NaN with its sign cleared");
        assert!(
            !format.is_signaling(pf::abs(format, format.infinity(false) | 1, false)),
            "fabs quiets a signaling NaN"
        );
        for _ in 0..cases(50_000) {
            let (a, b) = (rng.float(format), rng.float(format));
            let (va, vb) = (oracle::to_f64(&decode(format, a)), oracle::to_f64(&decode(format, b)));
            if va.is_nan() || vb.is_nan() {
                continue;
            }
            let max = pf::max(format, a, b, false, false, false).value;
            let min = pf::min(format, a, b, false, false, false).value;
            let (vmax, vmin) = (oracle::to_f64(&decode(format, max)), oracle::to_f64(&decode(format, min)));
            assert_eq!(vmax, va.max(vb));
            assert_eq!(vmin, va.min(vb));
            assert_eq!(pf::neg(format, a, false), a ^ neg_zero);
            assert_eq!(oracle::to_f64(&decode(format, pf::abs(format, a, false))), va.abs());
            for (op, want) in [
                (Compare::Eq, va == vb),
                (Compare::Ne, va != vb),
                (Compare::Gt, va > vb),
                (Compare::Ge, va >= vb),
                (Compare::Lt, va < vb),
                (Compare::Le, va <= vb),
            ] {
                assert_eq!(pf::compare(format, a, b, op, false), want, "{format:?} {op:?} {va} {vb}");
            }
        }
        assert!(pf::compare(format, q, one, Compare::Ne, false) && !pf::compare(format, q, q, Compare::Eq, false));
    }
}

#[test]
fn frc_is_the_fraction_toward_minus_infinity() {
    let f = Format::F;
    for (x, want) in [(2.75f32, 0.75f32), (-2.25, 0.75), (5.0, 0.0), (-0.5, 0.5)] {
        assert_eq!(f32::from_bits(pf::frc(x.to_bits() as u64, false).value as u32), want, "frc({x})");
    }
    let mut rng = Rng(9);
    for _ in 0..cases(100_000) {
        let x = rng.float(f);
        let v = f32::from_bits(x as u32) as f64;
        if !v.is_finite() {
            continue;
        }
        let got = f32::from_bits(pf::frc(x, false).value as u32) as f64;
        // x - floor(x) is exact in a double; one rounding toward minus infinity to binary32.
        let exact = v - v.floor();
        assert!(
            got <= exact && exact - got <= (exact.abs() * f32::EPSILON as f64).max(f32::from_bits(1) as f64),
            "frc({v}) = {got}, exact {exact}"
        );
    }
}

//! The ULP bounds of isa-2 for every transcendental and format that has it:
//! `.hf` and `.bf` exhaustively, `.f` over a dense sample of every binade and
//! random inputs, and `.df` `rsqrt` exactly in big integers. The
//! reference is the double-precision libm result (about 2^-29 ULP of `.f`
//! from the exact value). The worst error found is printed
//! (`cargo test -p pisa-float --test transcendental -- --nocapture`).

mod oracle;

use pisa_float::{self as pf, Format, Transcendental};

/// The unit in the last place of `format` at the magnitude of `value`.
fn ulp(format: Format, value: f64) -> f64 {
    let (e, m) = oracle::params(format);
    let emin = 2 - (1i32 << (e - 1));
    let exponent = if value == 0.0 { emin } else { (value.abs().log2().floor() as i32).max(emin) };
    2f64.powi(exponent - m as i32)
}

/// Error of `result` (bits of `format`) against the double `reference`, in ULP.
fn error(format: Format, result: u64, reference: f64) -> f64 {
    let got = pf::to_f64(format, result);
    if reference.is_nan() {
        return if got.is_nan() { 0.0 } else { f64::INFINITY };
    }
    let rounded = pf::to_f64(format, pf::from_f64(format, reference));
    if rounded.is_infinite() || got.is_infinite() {
        return if got == rounded { 0.0 } else { f64::INFINITY };
    }
    (got - reference).abs() / ulp(format, reference)
}

fn domain(function: Transcendental) -> &'static [Format] {
    match function {
        Transcendental::Rcp => &[Format::Hf, Format::Bf, Format::F],
        // `.df` is checked exactly in double_rsqrt_is_within_one_ulp_exactly.
        Transcendental::Rsqrt => &[Format::Hf, Format::Bf, Format::F],
        _ => &[Format::Hf, Format::Bf, Format::F],
    }
}

fn inputs(format: Format) -> Vec<u64> {
    match format {
        Format::Hf | Format::Bf => oracle::all16().collect(),
        Format::F => {
            let mut values: Vec<u64> =
                (0..=0x1ffu64).flat_map(|top| (0..4096u64).map(move |low| top << 23 | low << 11)).collect();
            let mut rng = oracle::Rng(77);
            values.extend((0..400_000).map(|_| rng.next() & 0xffff_ffff));
            values
        }
        Format::Df => {
            let mut rng = oracle::Rng(78);
            (0..400_000).map(|_| rng.float(Format::Df)).collect()
        }
    }
}

#[test]
fn transcendentals_meet_their_ulp_bounds() {
    let mut report = Vec::new();
    for function in Transcendental::ALL {
        for &format in domain(function) {
            let mut worst = (0.0f64, 0u64);
            for x in inputs(format) {
                let result = pf::transcendental(function, format, x, false);
                let reference = function.eval(pf::to_f64(format, x));
                let e = error(format, result, reference);
                if e > worst.0 {
                    worst = (e, x);
                }
            }
            report.push(format!(
                "{function:?} {format:?}: worst {:.3} ULP at {:#x} (bound {})",
                worst.0,
                worst.1,
                function.bound_ulp()
            ));
            assert!(worst.0 <= function.bound_ulp(), "{function:?} {format:?}: {:.3} ULP at {:#x}", worst.0, worst.1);
        }
    }
    for line in report {
        eprintln!("{line}");
    }
}

/// `.df` has no wider reference, so check `frsqrt.df` exactly: with r the
/// result and u its ULP, (r - u)^2 x <= 1 <= (r + u)^2 x, in big integers.
#[test]
fn double_rsqrt_is_within_one_ulp_exactly() {
    use num_bigint::BigUint;
    let mut rng = oracle::Rng(79);
    let mut checked = 0;
    for _ in 0..200_000 {
        let x = rng.float(Format::Df);
        let xv = f64::from_bits(x);
        if !(xv.is_finite() && xv > 0.0) {
            continue;
        }
        let r = f64::from_bits(pf::transcendental(Transcendental::Rsqrt, Format::Df, x, false));
        if !r.is_finite() || r == 0.0 {
            continue;
        }
        let u = ulp(Format::Df, r);
        let to_dyadic = |v: f64| -> (BigUint, i64) {
            let bits = v.to_bits();
            let field = ((bits >> 52) & 0x7ff) as i64;
            let fraction = bits & ((1 << 52) - 1);
            if field == 0 {
                (BigUint::from(fraction), -1074)
            } else {
                (BigUint::from(fraction | 1 << 52), field - 1075)
            }
        };
        let (xs, xe) = to_dyadic(xv);
        let (rs, re) = to_dyadic(r);
        let (us, ue) = to_dyadic(u);
        // r ± u with a common exponent.
        let e = re.min(ue);
        let r_scaled = rs << (re - e) as usize;
        let u_scaled = us << (ue - e) as usize;
        let lo = &r_scaled - &u_scaled;
        let hi = &r_scaled + &u_scaled;
        // value(y)^2 * x = y^2 * xs * 2^(2e + xe); compare with 1 = 2^0.
        let exponent = 2 * e + xe;
        let side = |y: &BigUint| -> std::cmp::Ordering {
            let product = y * y * &xs;
            if exponent >= 0 {
                (product << exponent as usize).cmp(&BigUint::from(1u32))
            } else {
                product.cmp(&(BigUint::from(1u32) << (-exponent) as usize))
            }
        };
        assert!(
            side(&lo) != std::cmp::Ordering::Greater && side(&hi) != std::cmp::Ordering::Less,
            "rsqrt({xv:e}) = {r:e} is more than 1 ULP off"
        );
        checked += 1;
    }
    assert!(checked > 50_000, "{checked} cases");
}

#[test]
fn transcendental_special_values() {
    let f = Format::F;
    let bits = |v: f32| v.to_bits() as u64;
    assert_eq!(pf::transcendental(Transcendental::Exp2, f, bits(f32::NEG_INFINITY), false), 0);
    assert_eq!(pf::transcendental(Transcendental::Log2, f, 0, false), bits(f32::NEG_INFINITY));
    assert!(f.is_nan(pf::transcendental(Transcendental::Log2, f, bits(-1.0), false)));
    assert_eq!(pf::transcendental(Transcendental::Rcp, f, 1 << 31, false), bits(f32::NEG_INFINITY));
    assert_eq!(pf::transcendental(Transcendental::Tanh, f, bits(f32::INFINITY), false), bits(1.0));
    let nan = f.quiet(f.infinity(false) | 5);
    assert_eq!(pf::transcendental(Transcendental::Sin, f, nan, false), nan, "a quiet NaN comes back unchanged");
    // .ftz: a denormal input is a zero.
    assert_eq!(pf::transcendental(Transcendental::Rcp, f, 1, true), bits(f32::INFINITY));
    // Packed forms apply the function to both halves.
    let pair = pf::packed(0x3c00 | 0x4000 << 16, 0, |a, _| pf::Out {
        value: pf::transcendental(Transcendental::Rcp, Format::Hf, a, false),
        flags: pf::Flags::NONE,
    });
    assert_eq!(pair.value, 0x3c00 | 0x3800 << 16);
}

/// An invalid operation gives the default NaN, positive and quiet, in
/// every format, whichever NaN the host's library makes (x86's square root
/// of a negative number is negative).
#[test]
fn invalid_operations_give_the_positive_default_nan() {
    let cases: &[(Transcendental, Format, u64, u64)] = &[
        (Transcendental::Rsqrt, Format::Df, 0xbff0_0000_0000_0000, 0x7ff8_0000_0000_0000),
        (Transcendental::Rsqrt, Format::F, 0xbf80_0000, 0x7fc0_0000),
        (Transcendental::Log2, Format::F, 0xc000_0000, 0x7fc0_0000),
        (Transcendental::Sin, Format::F, 0x7f80_0000, 0x7fc0_0000),
        (Transcendental::Rsqrt, Format::Hf, 0xbc00, 0x7e00),
        (Transcendental::Log2, Format::Bf, 0xbf80, 0x7fc0),
    ];
    for &(function, format, x, nan) in cases {
        assert_eq!(pf::transcendental(function, format, x, false), nan, "{function:?} of {x:#x}");
    }
}

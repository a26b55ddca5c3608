//! Every one of the 65,536 inputs of `.hf` and `.bf` through every
//! conversion and rounding operation that takes it, in every rounding mode,
//! against the oracle in `oracle/`.

mod oracle;

use num_bigint::BigUint;
use oracle::{decode, Value};
use pisa_float::{self as pf, Flags, Format, Int, Rounding};

const SIXTEEN: [Format; 2] = [Format::Hf, Format::Bf];

fn is_nan(format: Format, x: u64) -> bool {
    matches!(decode(format, x), Value::Nan)
}

#[test]
fn fext_is_exact_for_every_16_bit_input() {
    for from in SIXTEEN {
        for to in [Format::F, Format::Df] {
            for x in oracle::all16() {
                let got = pf::fext(to, from, x);
                match decode(from, x) {
                    Value::Nan => {
                        assert!(is_nan(to, got.value), "{from:?}->{to:?} {x:#06x}: NaN in, {:#x} out", got.value);
                        assert_eq!(got.value >> (to.bits() - 1), x >> 15, "NaN sign kept");
                    }
                    Value::Inf(negative) => assert_eq!(got.value, to.infinity(negative)),
                    Value::Finite(negative, significand, exp) => {
                        let (want, flags) = oracle::round_dyadic(to, negative, &significand, exp, Rounding::Re);
                        assert_eq!(got.value, want, "{from:?}->{to:?} {x:#06x}");
                        assert_eq!(flags, Flags::NONE, "widening is exact");
                        assert_eq!(got.flags, Flags::NONE);
                    }
                }
            }
        }
    }
}

/// The integer rounding of isa-4 4.5's tables, computed on the exact value.
fn expected_f2i(to: Int, v: &Value, rounding: Rounding) -> (i128, Flags) {
    let value = match v {
        Value::Nan => return (0, Flags::INVALID),
        Value::Inf(false) => return (to.max(), Flags::INVALID),
        Value::Inf(true) => return (to.min(), Flags::INVALID),
        finite => oracle::to_f64(finite),
    };
    let rounded = match rounding {
        Rounding::Re => value.round_ties_even(),
        Rounding::Rna => value.round(),
        Rounding::Rz => value.trunc(),
        Rounding::Ru => value.ceil(),
        Rounding::Rd => value.floor(),
    };
    let inexact = if rounded != value { Flags::INEXACT } else { Flags::NONE };
    // Integral doubles below 2^127 convert to i128 exactly.
    let rounded = rounded as i128;
    if rounded > to.max() {
        return (to.max(), Flags::INVALID);
    }
    if rounded < to.min() {
        return (to.min(), Flags::INVALID);
    }
    (rounded, inexact)
}

#[test]
fn f2i_follows_the_tables_for_every_16_bit_input() {
    for from in SIXTEEN {
        for to in Int::ALL {
            for rounding in Rounding::ALL {
                for x in oracle::all16() {
                    let got = pf::f2i(to, from, x, rounding);
                    let (value, flags) = expected_f2i(to, &decode(from, x), rounding);
                    let mask = if to.bits() == 64 { u64::MAX } else { (1 << to.bits()) - 1 };
                    assert_eq!(got.value, value as u64 & mask, "f2i {to:?} {from:?} {rounding:?} {x:#06x}");
                    assert_eq!(got.flags, flags, "f2i flags {to:?} {from:?} {rounding:?} {x:#06x}");
                }
            }
        }
    }
}

#[test]
fn pf2i_converts_both_halves_of_every_input() {
    for from in SIXTEEN {
        for to in [Int::U16, Int::S16] {
            for rounding in Rounding::ALL {
                for x in oracle::all16() {
                    // Each input in the low half, its complement in the high half.
                    let pair = x | (0xffff - x) << 16;
                    let got = pf::pf2i(to, from, pair, rounding);
                    let (low, low_flags) = expected_f2i(to, &decode(from, x), rounding);
                    let (high, high_flags) = expected_f2i(to, &decode(from, 0xffff - x), rounding);
                    assert_eq!(
                        got.value,
                        (low as u64 & 0xffff) | (high as u64 & 0xffff) << 16,
                        "pf2i {to:?} {from:?} {rounding:?} {pair:#010x}"
                    );
                    assert_eq!(got.flags, low_flags.union(high_flags));
                }
            }
        }
    }
}

#[test]
fn frnd_rounds_every_16_bit_input_in_every_mode() {
    for format in SIXTEEN {
        for rounding in Rounding::ALL {
            for ftz in [false, true] {
                for x in oracle::all16() {
                    let got = pf::round_int(format, x, rounding, ftz);
                    let input = if ftz { pf::flush(format, x) } else { x };
                    match decode(format, input) {
                        Value::Nan => assert!(is_nan(format, got.value)),
                        Value::Inf(_) => assert_eq!(got.value, input),
                        finite => {
                            let v = oracle::to_f64(&finite);
                            let r = match rounding {
                                Rounding::Re => v.round_ties_even(),
                                Rounding::Rna => v.round(),
                                Rounding::Rz => v.trunc(),
                                Rounding::Ru => v.ceil(),
                                Rounding::Rd => v.floor(),
                            };
                            // Integers of a 16-bit format are exact doubles; keep the sign of zero.
                            let want = pf::from_f64(format, if r == 0.0 { 0.0f64.copysign(v) } else { r });
                            assert_eq!(got.value, want, "frnd {format:?} {rounding:?} {x:#06x}");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn i2f_from_every_16_bit_integer() {
    for from in [Int::U16, Int::S16] {
        for to in Format::ALL {
            for rounding in Rounding::ALL {
                for dsat in [false, true] {
                    for x in 0..=0xffffu64 {
                        let value = from.value(x);
                        let got = pf::i2f(to, from, x, rounding, dsat);
                        let (mut want, mut flags) =
                            oracle::round_dyadic(to, value < 0, &BigUint::from(value.unsigned_abs()), 0, rounding);
                        if flags.contains(Flags::OVERFLOW) {
                            // isa-4 4.10: infinity without .dsat, the largest value with it.
                            want = if dsat { to.max_finite(value < 0) } else { to.infinity(value < 0) };
                            flags = Flags::OVERFLOW.union(Flags::INEXACT);
                        }
                        assert_eq!(got.value, want, "i2f {to:?} {from:?} {rounding:?} dsat={dsat} {value}");
                        assert_eq!(got.flags, flags, "i2f flags {to:?} {from:?} {rounding:?} {value}");
                    }
                }
            }
        }
    }
}

#[test]
fn sqrt_of_every_16_bit_input_in_every_mode() {
    for format in SIXTEEN {
        for rounding in Rounding::ALL {
            for x in oracle::all16() {
                let got = pf::sqrt(format, x, pf::Mode { rounding, ftz: false, dsat: false });
                match decode(format, x) {
                    Value::Nan => assert!(is_nan(format, got.value)),
                    Value::Inf(false) => assert_eq!(got.value, x),
                    Value::Inf(true) => assert!(is_nan(format, got.value) && got.flags.contains(Flags::INVALID)),
                    ref v if oracle::is_zero(v) => assert_eq!(got.value, x, "sqrt(±0) = ±0"),
                    Value::Finite(true, ..) => assert!(is_nan(format, got.value) && got.flags.contains(Flags::INVALID)),
                    Value::Finite(false, significand, exp) => {
                        // sqrt(s * 2^e): scale to an even exponent and many bits, take the
                        // integer root, and mark the remainder as a tail below it.
                        let (s, e) = if exp % 2 == 0 { (significand, exp) } else { (significand << 1usize, exp - 1) };
                        let n = s << 80usize;
                        let root = n.sqrt();
                        let exact = &root * &root == n;
                        let (num, den) = if exact {
                            (root.clone(), BigUint::from(1u32))
                        } else {
                            // Anything strictly between root and root + 1 rounds the same:
                            // use root + 1/2^20 as the representative.
                            ((root.clone() << 20usize) + 1u32, BigUint::from(1u32) << 20usize)
                        };
                        let (want, _) = oracle::round(format, false, &num, &den, (e - 80) / 2, rounding);
                        assert_eq!(got.value, want, "sqrt {format:?} {rounding:?} {x:#06x}");
                    }
                }
            }
        }
    }
}

//! An independent oracle: exact rational arithmetic on big integers, and a
//! rounding routine of its own, sharing no code with the crate (which uses
//! rustc_apfloat). Values are decoded from their bits here too.
#![allow(dead_code)]

use num_bigint::BigUint;
use pisa_float::{Flags, Format, Rounding};
use std::cmp::Ordering;

/// A decoded value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Nan,
    Inf(bool),
    /// (negative, significand, exponent): significand * 2^exponent.
    Finite(bool, BigUint, i64),
}

pub fn params(format: Format) -> (u32, u32) {
    match format {
        Format::Hf => (5, 10),
        Format::Bf => (8, 7),
        Format::F => (8, 23),
        Format::Df => (11, 52),
    }
}

pub fn decode(format: Format, x: u64) -> Value {
    let (e, m) = params(format);
    let negative = (x >> (e + m)) & 1 == 1;
    let field = (x >> m) & ((1 << e) - 1);
    let fraction = x & ((1 << m) - 1);
    let bias = (1i64 << (e - 1)) - 1;
    if field == (1 << e) - 1 {
        return if fraction == 0 { Value::Inf(negative) } else { Value::Nan };
    }
    if field == 0 {
        Value::Finite(negative, BigUint::from(fraction), 1 - bias - m as i64)
    } else {
        Value::Finite(negative, BigUint::from(fraction | 1 << m), field as i64 - bias - m as i64)
    }
}

pub fn is_zero(v: &Value) -> bool {
    matches!(v, Value::Finite(_, s, _) if *s == BigUint::ZERO)
}

fn bit_length(n: &BigUint) -> i64 {
    n.bits() as i64
}

/// Rounds (negative) num/den * 2^exp to `format`; returns bits and flags
/// (INEXACT, OVERFLOW, UNDERFLOW as the crate reports them).
pub fn round(format: Format, negative: bool, num: &BigUint, den: &BigUint, exp: i64, mode: Rounding) -> (u64, Flags) {
    let (e, m) = params(format);
    let sign = if negative { 1u64 << (e + m) } else { 0 };
    if *num == BigUint::ZERO {
        return (sign, Flags::NONE);
    }
    let p = m as i64 + 1;
    let bias = (1i64 << (e - 1)) - 1;
    let emin = 1 - bias;
    // floor(log2(num/den)): compare num with den * 2^k.
    let mut lead = bit_length(num) - bit_length(den);
    let below =
        if lead >= 0 { *num < (den.clone() << lead as usize) } else { (num.clone() << (-lead) as usize) < *den };
    if below {
        lead -= 1;
    }
    let leading = lead + exp;
    let target = leading.max(emin);
    let quantum = target - (p - 1);
    // s = num/den * 2^(exp - quantum) = q + r/den'
    let shift = exp - quantum;
    let (n, d) = if shift >= 0 {
        (num.clone() << shift as usize, den.clone())
    } else {
        (num.clone(), den.clone() << (-shift) as usize)
    };
    let q = &n / &d;
    let r = &n - &q * &d;
    let twice = &r << 1usize;
    let versus_half = twice.cmp(&d);
    let inexact = r != BigUint::ZERO;
    let odd = q.bit(0);
    let up = inexact
        && match mode {
            Rounding::Re => versus_half == Ordering::Greater || (versus_half == Ordering::Equal && odd),
            Rounding::Rna => versus_half != Ordering::Less,
            Rounding::Ru => !negative,
            Rounding::Rd => negative,
            Rounding::Rz => false,
        };
    let mut q = if up { q + 1u32 } else { q };
    let mut target = target;
    if bit_length(&q) > p {
        q >>= 1usize;
        target += 1;
    }
    let mut flags = if inexact { Flags::INEXACT } else { Flags::NONE };
    if target > bias {
        let infinite = match mode {
            Rounding::Re | Rounding::Rna => true,
            Rounding::Ru => !negative,
            Rounding::Rd => negative,
            Rounding::Rz => false,
        };
        let max = (((1u64 << e) - 2) << m) | ((1 << m) - 1);
        let value = if infinite { ((1u64 << e) - 1) << m } else { max };
        return (sign | value, Flags::OVERFLOW.union(Flags::INEXACT));
    }
    let q64: u64 = q.iter_u64_digits().next().unwrap_or(0);
    if bit_length(&q) < p {
        if inexact {
            flags = flags.union(Flags::UNDERFLOW);
        }
        return (sign | q64, flags);
    }
    let field = (target + bias) as u64;
    (sign | field << m | (q64 & ((1 << m) - 1)), flags)
}

/// Rounds an exact dyadic value.
pub fn round_dyadic(format: Format, negative: bool, significand: &BigUint, exp: i64, mode: Rounding) -> (u64, Flags) {
    round(format, negative, significand, &BigUint::from(1u32), exp, mode)
}

/// Signed exact sum of two dyadic values: (negative, significand, exponent).
pub fn exact_add(a: (bool, BigUint, i64), b: (bool, BigUint, i64)) -> (bool, BigUint, i64) {
    let exp = a.2.min(b.2);
    let x = a.1 << (a.2 - exp) as usize;
    let y = b.1 << (b.2 - exp) as usize;
    if a.0 == b.0 {
        (a.0, x + y, exp)
    } else if x >= y {
        (a.0, x - y, exp)
    } else {
        (b.0, y - x, exp)
    }
}

pub fn exact_mul(a: (bool, BigUint, i64), b: (bool, BigUint, i64)) -> (bool, BigUint, i64) {
    (a.0 != b.0, a.1 * b.1, a.2 + b.2)
}

pub fn finite(v: &Value) -> Option<(bool, BigUint, i64)> {
    match v {
        Value::Finite(n, s, e) => Some((*n, s.clone(), *e)),
        _ => None,
    }
}

/// The exact value as a double (only for values a double holds exactly).
pub fn to_f64(v: &Value) -> f64 {
    match v {
        Value::Nan => f64::NAN,
        Value::Inf(n) => {
            if *n {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        Value::Finite(n, s, e) => {
            let s: u64 = s.iter_u64_digits().next().unwrap_or(0);
            // Scale in two steps so that neither power of two leaves the
            // double range (values from 16- to 64-bit formats are exact).
            let (first, second) = if *e < -900 { (*e + 600, -600) } else { (*e, 0) };
            let magnitude = s as f64 * 2f64.powi(first as i32) * 2f64.powi(second);
            if *n {
                -magnitude
            } else {
                magnitude
            }
        }
    }
}

/// Every bit pattern of a 16-bit format.
pub fn all16() -> impl Iterator<Item = u64> {
    0..=0xffffu64
}

/// A small deterministic generator (splitmix64).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    /// A value of `format` weighted to the hard places: specials, zeros,
    /// denormal and overflow boundaries, powers of two and their neighbours.
    pub fn float(&mut self, format: Format) -> u64 {
        let (e, m) = params(format);
        let bits = 1 + e + m;
        let mask = if bits == 64 { u64::MAX } else { (1 << bits) - 1 };
        let sign = (self.next() & 1) << (bits - 1);
        let max_field = (1u64 << e) - 1;
        match self.below(8) {
            0 => {
                sign | [
                    0,
                    1,
                    (1 << m) - 1,
                    1 << m,
                    max_field << m,
                    (max_field << m) | 1,
                    ((max_field - 1) << m) | ((1 << m) - 1),
                ][self.below(7) as usize]
            }
            1 => sign | (self.below(max_field) << m) | [0, 1, (1 << m) - 1][self.below(3) as usize],
            2 => sign | (self.next() & ((1 << m) - 1)),
            3 => sign | (((self.below(6) + (1 << (e - 1)) - 3) << m) | (self.next() & ((1 << m) - 1))),
            _ => self.next() & mask,
        }
    }
}

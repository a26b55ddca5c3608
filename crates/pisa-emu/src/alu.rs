//! Lane arithmetic: each operation over the 32 lanes of a sub-group at once.
//!
//! Values are `u64` per lane, zero-extended from their width (the decoder's
//! destination masks keep it so). Integer operations are written as plain
//! loops over fixed-size arrays so that they vectorize; floating point goes
//! through `pisa-float`, one lane at a time, on its fast path where one exists.
//!
//! A lane function returns `Err((lane, message))` only for an active lane:
//! what inactive lanes hold is never looked at.

use crate::decode::{width_mask, Bin, FloatBin, IntBin, Tern, Un};
use pisa_float::Compare;
use pisa_float::{self as pf, fast, Format, Mode};

pub(crate) const LANES: usize = 32;
pub(crate) type Lanes = [u64; LANES];

pub(crate) type LaneResult = Result<(), (u32, String)>;

#[inline(always)]
pub(crate) fn sx(value: u64, bits: u8) -> i64 {
    let shift = 64 - bits as u32;
    ((value << shift) as i64) >> shift
}

#[inline(always)]
fn narrow(a: &Lanes) -> [u32; LANES] {
    // A plain loop: `array::from_fn` was left as a call in the AVX2 build.
    let mut r = [0u32; LANES];
    for l in 0..LANES {
        r[l] = a[l] as u32;
    }
    r
}

#[inline(always)]
fn widen(r: &[u32; LANES], out: &mut Lanes) {
    for l in 0..LANES {
        out[l] = r[l] as u64;
    }
}

#[inline(always)]
fn map1(a: &Lanes, out: &mut Lanes, f: impl Fn(u64) -> u64) {
    for l in 0..LANES {
        out[l] = f(a[l]);
    }
}

#[inline(always)]
fn map2(a: &Lanes, b: &Lanes, out: &mut Lanes, f: impl Fn(u64, u64) -> u64) {
    for l in 0..LANES {
        out[l] = f(a[l], b[l]);
    }
}

#[inline(always)]
fn map3(a: &Lanes, b: &Lanes, c: &Lanes, out: &mut Lanes, f: impl Fn(u64, u64, u64) -> u64) {
    for l in 0..LANES {
        out[l] = f(a[l], b[l], c[l]);
    }
}

/// Applies `f` to each `ebits`-bit element of 32-bit packed values.
#[inline(always)]
fn packed2(a: u64, b: u64, ebits: u32, f: impl Fn(u64, u64) -> u64) -> u64 {
    let m = (1u64 << ebits) - 1;
    let mut out = 0;
    let mut shift = 0;
    while shift < 32 {
        out |= (f((a >> shift) & m, (b >> shift) & m) & m) << shift;
        shift += ebits;
    }
    out
}

#[inline(always)]
fn halves(a: u64, f: impl Fn(u64) -> u64) -> u64 {
    (f(a & 0xffff) & 0xffff) | (f((a >> 16) & 0xffff) & 0xffff) << 16
}

#[inline(always)]
fn halves2(a: u64, b: u64, f: impl Fn(u64, u64) -> u64) -> u64 {
    (f(a & 0xffff, b & 0xffff) & 0xffff) | (f((a >> 16) & 0xffff, (b >> 16) & 0xffff) & 0xffff) << 16
}

#[inline(always)]
fn halves3(a: u64, b: u64, c: u64, f: impl Fn(u64, u64, u64) -> u64) -> u64 {
    (f(a & 0xffff, b & 0xffff, c & 0xffff) & 0xffff)
        | (f((a >> 16) & 0xffff, (b >> 16) & 0xffff, (c >> 16) & 0xffff) & 0xffff) << 16
}

fn saturate(value: i128, bits: u8) -> u64 {
    let max = (1i128 << (bits - 1)) - 1;
    let min = -(1i128 << (bits - 1));
    (value.clamp(min, max) as u64) & width_mask(bits)
}

#[inline(always)]
fn int_scalar(f: IntBin, bits: u8, a: u64, b: u64) -> u64 {
    let m = width_mask(bits);
    match f {
        IntBin::Add => a.wrapping_add(b) & m,
        IntBin::AddSat => saturate(sx(a, bits) as i128 + sx(b, bits) as i128, bits),
        IntBin::Sub => a.wrapping_sub(b) & m,
        IntBin::SubSat => saturate(sx(a, bits) as i128 - sx(b, bits) as i128, bits),
        IntBin::Mul => a.wrapping_mul(b) & m,
        IntBin::MulFullS => ((sx(a, bits) as i128 * sx(b, bits) as i128) as u64) & width_mask(bits * 2),
        IntBin::MulFullU => (a as u128 * b as u128) as u64 & width_mask(bits * 2),
        IntBin::SDiv => (sx(a, bits).wrapping_div(if b == 0 { 1 } else { sx(b, bits) }) as u64) & m,
        IntBin::SRem => (sx(a, bits).wrapping_rem(if b == 0 { 1 } else { sx(b, bits) }) as u64) & m,
        IntBin::UDiv => a / b.max(1),
        IntBin::URem => a % b.max(1),
        IntBin::SMax => {
            if sx(a, bits) > sx(b, bits) {
                a
            } else {
                b
            }
        }
        IntBin::SMin => {
            if sx(a, bits) < sx(b, bits) {
                a
            } else {
                b
            }
        }
        IntBin::UMax => a.max(b),
        IntBin::UMin => a.min(b),
        IntBin::And => a & b,
        IntBin::Or => a | b,
        IntBin::Xor => a ^ b,
        IntBin::Shl => {
            let s = (b & 63) as u32;
            if s >= bits as u32 {
                0
            } else {
                (a << s) & m
            }
        }
        IntBin::Shr => {
            let s = (b & 63) as u32;
            if s >= bits as u32 {
                0
            } else {
                a >> s
            }
        }
        IntBin::Asr => {
            let s = ((b & 63) as u32).min(bits as u32 - 1);
            ((sx(a, bits) >> s) as u64) & m
        }
    }
}

fn check_divisor(f: IntBin, bits: u8, b: &Lanes, mask: u32) -> LaneResult {
    if matches!(f, IntBin::SDiv | IntBin::SRem | IntBin::UDiv | IntBin::URem) {
        for l in 0..LANES as u32 {
            if mask & (1 << l) != 0 && b[l as usize] & width_mask(bits) == 0 {
                return Err((l, "integer division by zero".to_string()));
            }
        }
    }
    Ok(())
}

#[inline(always)]
pub(crate) fn bin(f: Bin, a: &Lanes, b: &Lanes, out: &mut Lanes, mask: u32) -> LaneResult {
    match f {
        Bin::Int(op, bits) => {
            check_divisor(op, bits, b, mask)?;
            match op {
                // The common cases get their own loops so that they vectorize.
                IntBin::Add => {
                    let m = width_mask(bits);
                    map2(a, b, out, |x, y| x.wrapping_add(y) & m)
                }
                IntBin::Sub => {
                    let m = width_mask(bits);
                    map2(a, b, out, |x, y| x.wrapping_sub(y) & m)
                }
                IntBin::Mul => {
                    let m = width_mask(bits);
                    map2(a, b, out, |x, y| x.wrapping_mul(y) & m)
                }
                IntBin::And => map2(a, b, out, |x, y| x & y),
                IntBin::Or => map2(a, b, out, |x, y| x | y),
                IntBin::Xor => map2(a, b, out, |x, y| x ^ y),
                _ => map2(a, b, out, |x, y| int_scalar(op, bits, x, y)),
            }
        }
        Bin::IntImm(op, bits, y) => match op {
            IntBin::Shl | IntBin::Shr | IntBin::Asr => {
                let s = (y & 63) as u32;
                let m = width_mask(bits);
                match op {
                    _ if s >= bits as u32 && op != IntBin::Asr => *out = [0; LANES],
                    IntBin::Shl => map1(a, out, |x| (x << s) & m),
                    IntBin::Shr => map1(a, out, |x| x >> s),
                    _ => {
                        let s = s.min(bits as u32 - 1);
                        map1(a, out, |x| ((sx(x, bits) >> s) as u64) & m)
                    }
                }
            }
            IntBin::Add => {
                let m = width_mask(bits);
                map1(a, out, |x| x.wrapping_add(y) & m)
            }
            IntBin::Sub => {
                let m = width_mask(bits);
                map1(a, out, |x| x.wrapping_sub(y) & m)
            }
            IntBin::Mul => {
                let m = width_mask(bits);
                map1(a, out, |x| x.wrapping_mul(y) & m)
            }
            IntBin::And => map1(a, out, |x| x & y),
            IntBin::Or => map1(a, out, |x| x | y),
            IntBin::Xor => map1(a, out, |x| x ^ y),
            _ => map1(a, out, |x| int_scalar(op, bits, x, y)),
        },
        Bin::Packed(op, ebits) => {
            if matches!(op, IntBin::SDiv | IntBin::SRem | IntBin::UDiv | IntBin::URem) {
                for l in 0..LANES as u32 {
                    if mask & (1 << l) != 0 {
                        let v = b[l as usize];
                        if (0..32 / ebits as u32).any(|e| (v >> (e * ebits as u32)) & width_mask(ebits) == 0) {
                            return Err((l, "integer division by zero".to_string()));
                        }
                    }
                }
            }
            map2(a, b, out, |x, y| packed2(x, y, ebits as u32, |p, q| int_scalar(op, ebits, p, q)))
        }
        Bin::PackedShift(op) => map2(a, b, out, |x, y| {
            let lo = int_scalar(op, 16, x & 0xffff, y & 63);
            let hi = int_scalar(op, 16, (x >> 16) & 0xffff, (y >> 16) & 63);
            lo | hi << 16
        }),
        Bin::Float(op, format, mode, packed, nanp) => {
            let scalar = |x: u64, y: u64| -> u64 {
                match op {
                    FloatBin::Add => fast::add(format, x, y, mode),
                    FloatBin::Sub => fast::sub(format, x, y, mode),
                    FloatBin::Mul => fast::mul(format, x, y, mode),
                    FloatBin::MulFull => pf::mul_full(format, x, y, mode).value,
                    FloatBin::Div => pf::div(format, x, y, mode).value,
                    FloatBin::Min => pf::min(format, x, y, mode.ftz, mode.dsat, nanp).value,
                    FloatBin::Max => pf::max(format, x, y, mode.ftz, mode.dsat, nanp).value,
                }
            };
            if packed {
                map2(a, b, out, |x, y| halves2(x, y, scalar))
            } else if format == Format::F
                && mode == Mode::default()
                && matches!(op, FloatBin::Add | FloatBin::Sub | FloatBin::Mul)
            {
                // Default-mode binary32: pisa-float's vectorized lane functions.
                let (x, y) = (narrow(a), narrow(b));
                let mut r = [0u32; LANES];
                match op {
                    FloatBin::Add => fast::add_lanes(&x, &y, &mut r),
                    FloatBin::Sub => fast::sub_lanes(&x, &y, &mut r),
                    _ => fast::mul_lanes(&x, &y, &mut r),
                }
                widen(&r, out);
            } else {
                map2(a, b, out, scalar)
            }
        }
        Bin::PackedUcmp(cop) => map2(a, b, out, |x, y| halves2(x, y, |p, q| if holds(cop, p, q) { 0xffff } else { 0 })),
        Bin::PackedFcmp(cop, format, ftz) => {
            map2(a, b, out, |x, y| halves2(x, y, |p, q| if pf::compare(format, p, q, cop, ftz) { 0xffff } else { 0 }))
        }
        Bin::FTrunc2(to, mode) => map2(a, b, out, |x, y| pf::ftrunc2(to, x, y, mode).value),
    }
    Ok(())
}

/// `a .cop b`, for unsigned (`u64`) and signed (`i64`) readings alike.
#[inline(always)]
pub(crate) fn holds<T: Ord>(cop: Compare, a: T, b: T) -> bool {
    match cop {
        Compare::Eq => a == b,
        Compare::Ne => a != b,
        Compare::Gt => a > b,
        Compare::Ge => a >= b,
        Compare::Lt => a < b,
        Compare::Le => a <= b,
    }
}

#[inline(always)]
pub(crate) fn un(f: Un, a: &Lanes, out: &mut Lanes) {
    match f {
        Un::Not(bits) => {
            let m = width_mask(bits);
            map1(a, out, |x| !x & m)
        }
        Un::Neg(bits) => {
            let m = width_mask(bits);
            map1(a, out, |x| x.wrapping_neg() & m)
        }
        Un::Abs(bits) => {
            let m = width_mask(bits);
            map1(a, out, |x| sx(x, bits).unsigned_abs() & m)
        }
        Un::Cbit(bits) => {
            let m = width_mask(bits);
            map1(a, out, |x| (x & m).count_ones() as u64)
        }
        Un::Fbh(bits) => {
            let m = width_mask(bits);
            map1(a, out, |x| {
                let x = x & m;
                if x == 0 {
                    m
                } else {
                    (x.leading_zeros() - (64 - bits as u32)) as u64
                }
            })
        }
        Un::Fbl(bits) => {
            let m = width_mask(bits);
            map1(a, out, |x| if x & m == 0 { m } else { (x & m).trailing_zeros() as u64 })
        }
        Un::Bfrev => map1(a, out, |x| (x as u32).reverse_bits() as u64),
        Un::Sext(from, to) => {
            let m = width_mask(to);
            map1(a, out, |x| (sx(x, from) as u64) & m)
        }
        Un::Trunc(bits) => {
            let m = width_mask(bits);
            map1(a, out, |x| x & m)
        }
        Un::FAbs(format, ftz, packed) => {
            if packed {
                map1(a, out, |x| halves(x, |h| pf::abs(format, h, ftz)))
            } else {
                map1(a, out, |x| pf::abs(format, x, ftz))
            }
        }
        Un::FNeg(format, ftz, packed) => {
            if packed {
                map1(a, out, |x| halves(x, |h| pf::neg(format, h, ftz)))
            } else {
                map1(a, out, |x| pf::neg(format, x, ftz))
            }
        }
        Un::Frc(ftz) => map1(a, out, |x| pf::frc(x, ftz).value),
        Un::Transc(t, format, ftz, packed) => {
            if packed {
                map1(a, out, |x| halves(x, |h| pf::transcendental(t, format, h, ftz)))
            } else {
                map1(a, out, |x| pf::transcendental(t, format, x, ftz))
            }
        }
        Un::FSqrt(format, mode, packed) => {
            if packed {
                map1(a, out, |x| halves(x, |h| pf::sqrt(format, h, mode).value))
            } else {
                map1(a, out, |x| pf::sqrt(format, x, mode).value)
            }
        }
        Un::FRnd(format, rounding, ftz) => map1(a, out, |x| pf::round_int(format, x, rounding, ftz).value),
        Un::F2I(to, from, rounding) => {
            let m = width_mask(to.bits() as u8);
            map1(a, out, |x| pf::f2i(to, from, x, rounding).value & m)
        }
        Un::I2F(to, from, rounding, dsat) => map1(a, out, |x| pf::i2f(to, from, x, rounding, dsat).value),
        Un::FExt(to, from) => map1(a, out, |x| pf::fext(to, from, x).value),
        Un::FTrunc(to, from, mode) => map1(a, out, |x| pf::ftrunc(to, from, x, mode).value),
        Un::PF2I(to, from, rounding) => map1(a, out, |x| pf::pf2i(to, from, x, rounding).value),
    }
}

#[inline(always)]
fn bfn(table: u8, a: u64, b: u64, c: u64) -> u64 {
    let mut out = 0u64;
    for i in 0..8 {
        if table & (1 << i) != 0 {
            let ta = if i & 1 != 0 { a } else { !a };
            let tb = if i & 2 != 0 { b } else { !b };
            let tc = if i & 4 != 0 { c } else { !c };
            out |= ta & tb & tc;
        }
    }
    out & 0xffff_ffff
}

#[inline(always)]
fn extract_bits(a: u64, width: u64, offset: u64, signed: bool) -> u64 {
    let offset = (offset & 31) as u32;
    let width = ((width & 63) as u32).min(32);
    let last = (offset + width).min(32);
    let width = last - offset;
    if width == 0 {
        return 0;
    }
    let shifted = (a as u32) << (32 - last);
    if signed {
        ((shifted as i32) >> (32 - width)) as u32 as u64
    } else {
        (shifted >> (32 - width)) as u64
    }
}

#[inline(always)]
pub(crate) fn tern(f: Tern, a: &Lanes, b: &Lanes, c: &Lanes, out: &mut Lanes) {
    match f {
        Tern::Mad(bits) => {
            let m = width_mask(bits);
            map3(a, b, c, out, |x, y, z| x.wrapping_mul(y).wrapping_add(z) & m)
        }
        Tern::MadFullS(bits) => {
            let m = width_mask(bits * 2);
            map3(a, b, c, out, |x, y, z| ((sx(x, bits) as i128 * sx(y, bits) as i128) as u64).wrapping_add(z) & m)
        }
        Tern::MadFullU(bits) => {
            let m = width_mask(bits * 2);
            map3(a, b, c, out, |x, y, z| ((x as u128 * y as u128) as u64).wrapping_add(z) & m)
        }
        Tern::PackedMad => map3(a, b, c, out, |x, y, z| halves3(x, y, z, |p, q, r| p.wrapping_mul(q).wrapping_add(r))),
        Tern::Fma(Format::F, mode, false) if mode == Mode::default() => {
            let mut r = [0u32; LANES];
            fast::fma_lanes(&narrow(a), &narrow(b), &narrow(c), &mut r);
            widen(&r, out);
        }
        Tern::Fma(format, mode, packed) => {
            if packed {
                map3(a, b, c, out, |x, y, z| halves3(x, y, z, |p, q, r| fast::fma(format, p, q, r, mode)))
            } else {
                map3(a, b, c, out, |x, y, z| fast::fma(format, x, y, z, mode))
            }
        }
        Tern::Shf(left) => map3(a, b, c, out, |x, y, z| {
            let num = (x << 32) | (y & 0xffff_ffff);
            let s = (z & 31) as u32;
            if left {
                ((num << s) >> 32) & 0xffff_ffff
            } else {
                (num >> s) & 0xffff_ffff
            }
        }),
        Tern::Ubfe => map3(a, b, c, out, |x, w, o| extract_bits(x, w, o, false)),
        Tern::Sbfe => map3(a, b, c, out, |x, w, o| extract_bits(x, w, o, true)),
        Tern::Bfn(table) => map3(a, b, c, out, |x, y, z| bfn(table, x, y, z)),
        Tern::SelReg(bits) => {
            let m = width_mask(bits);
            map3(a, b, c, out, |x, y, z| if z & m != 0 { x } else { y })
        }
        Tern::Dp4a(src1_signed, src2_signed, dsat) => map3(a, b, c, out, |acc, x, y| {
            let byte = |v: u64, k: u32, signed: bool| -> i64 {
                let b = (v >> (8 * k)) & 0xff;
                if signed {
                    b as u8 as i8 as i64
                } else {
                    b as i64
                }
            };
            let sum: i64 = (0..4).map(|k| byte(x, k, src1_signed) * byte(y, k, src2_signed)).sum();
            if dsat {
                let total = (acc as u32 as i32) as i64 + sum;
                total.clamp(i32::MIN as i64, i32::MAX as i64) as u32 as u64
            } else {
                (acc as u32).wrapping_add(sum as u32) as u64
            }
        }),
    }
}

#[inline(always)]
pub(crate) fn bfi(a: &Lanes, b: &Lanes, c: &Lanes, d: &Lanes, out: &mut Lanes) {
    for l in 0..LANES {
        let offset = (d[l] & 31) as u32;
        let width = ((c[l] & 63) as u32).min(32).min(32 - offset);
        let mask_w: u32 = if width < 32 { (1u32 << width) - 1 } else { !0 };
        let mask = mask_w << offset;
        out[l] = (((a[l] as u32) & !mask) | (((b[l] as u32) << offset) & mask)) as u64;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bfn_tables_of_the_spec() {
        let (a, b, c) = (0xaa, 0xcc, 0xf0);
        for table in 1..=0xfeu8 {
            assert_eq!(bfn(table, a, b, c) & 0xff, table as u64);
        }
    }

    #[test]
    fn bit_field_extracts() {
        assert_eq!(extract_bits(0xf0, 4, 4, false), 0xf);
        assert_eq!(extract_bits(0xf0, 4, 4, true), 0xffff_ffff);
        assert_eq!(extract_bits(0x8000_0000, 8, 28, false), 0x8);
        assert_eq!(extract_bits(0x1234, 0, 3, false), 0);
    }
}

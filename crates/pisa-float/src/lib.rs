//! Exact PISA floating point (arch-3, isa-2, isa-4, isa-5).
//!
//! Values are bit patterns in the low bits of a `u64`: `.hf` (IEEE binary16),
//! `.bf` (bfloat16), `.f` (binary32), `.df` (binary64). Every operation takes
//! its rounding mode, `.ftz` and `.dsat` explicitly and returns the result
//! with the IEEE exception flags it raised.
//!
//! Invariants:
//! - Basic arithmetic, conversions and square root are correctly rounded, in
//!   one rounding, for every format and mode (rustc_apfloat does the
//!   arithmetic; square root is computed here with integer arithmetic).
//!   16-bit arithmetic never goes through `f32`.
//! - NaN rule (arch-3 3.4): when an input is NaN, the result is the first NaN
//!   input in operand order, quieted (quiet bit set, payload and sign kept);
//!   a signaling NaN input raises `INVALID`.
//! - `.ftz` flushes denormal inputs and denormal results (after rounding) to
//!   zero of the same sign (arch-3 3.3).
//! - Transcendentals (`sin`, `cos`, `exp2`, `log2`, `tanh`, `rcp`, `rsqrt`)
//!   are the double-precision result of the platform's libm rounded once to
//!   the target format: within 0.5 ULP plus the libm error (about 2^-29 ULP of
//!   `.f`), inside the bounds isa-2 gives.

use rustc_apfloat::ieee::{BFloat, Double, Half, Single};
use rustc_apfloat::{Float, FloatConvert, Round, Status, StatusAnd};

/// A floating-point format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    Hf,
    Bf,
    F,
    Df,
}

impl Format {
    pub const ALL: [Format; 4] = [Format::Hf, Format::Bf, Format::F, Format::Df];
    pub fn bits(self) -> u32 {
        match self {
            Format::Hf | Format::Bf => 16,
            Format::F => 32,
            Format::Df => 64,
        }
    }
    pub fn exp_bits(self) -> u32 {
        match self {
            Format::Hf => 5,
            Format::Bf | Format::F => 8,
            Format::Df => 11,
        }
    }
    /// Stored fraction bits.
    pub fn man_bits(self) -> u32 {
        self.bits() - 1 - self.exp_bits()
    }
    fn sign_bit(self) -> u64 {
        1 << (self.bits() - 1)
    }
    fn exp_mask(self) -> u64 {
        ((1u64 << self.exp_bits()) - 1) << self.man_bits()
    }
    fn man_mask(self) -> u64 {
        (1u64 << self.man_bits()) - 1
    }
    pub fn is_nan(self, x: u64) -> bool {
        x & self.exp_mask() == self.exp_mask() && x & self.man_mask() != 0
    }
    pub fn is_signaling(self, x: u64) -> bool {
        self.is_nan(x) && x & (1 << (self.man_bits() - 1)) == 0
    }
    pub fn is_denormal(self, x: u64) -> bool {
        x & self.exp_mask() == 0 && x & self.man_mask() != 0
    }
    pub fn quiet(self, x: u64) -> u64 {
        x | 1 << (self.man_bits() - 1)
    }
    /// The largest finite value, with the given sign.
    pub fn max_finite(self, negative: bool) -> u64 {
        let bits = (self.exp_mask() - (1 << self.man_bits())) | self.man_mask();
        if negative {
            bits | self.sign_bit()
        } else {
            bits
        }
    }
    pub fn infinity(self, negative: bool) -> u64 {
        self.exp_mask() | if negative { self.sign_bit() } else { 0 }
    }
    pub fn one(self) -> u64 {
        (((1u64 << (self.exp_bits() - 1)) - 1) << self.man_bits()) & self.exp_mask()
    }
    pub fn mask(self) -> u64 {
        if self.bits() == 64 {
            u64::MAX
        } else {
            (1 << self.bits()) - 1
        }
    }
}

/// The rounding modes of arch-3 3.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rounding {
    /// To nearest, ties to even (the default).
    Re,
    /// Toward minus infinity.
    Rd,
    /// Toward plus infinity.
    Ru,
    /// Toward zero.
    Rz,
    /// To nearest, ties away from zero.
    Rna,
}

impl Rounding {
    pub const ALL: [Rounding; 5] = [Rounding::Re, Rounding::Rd, Rounding::Ru, Rounding::Rz, Rounding::Rna];
    fn apfloat(self) -> Round {
        match self {
            Rounding::Re => Round::NearestTiesToEven,
            Rounding::Rd => Round::TowardNegative,
            Rounding::Ru => Round::TowardPositive,
            Rounding::Rz => Round::TowardZero,
            Rounding::Rna => Round::NearestTiesToAway,
        }
    }
}

/// IEEE exception flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Flags(pub u8);

impl Flags {
    pub const NONE: Flags = Flags(0);
    pub const INVALID: Flags = Flags(0x01);
    pub const DIV_BY_ZERO: Flags = Flags(0x02);
    pub const OVERFLOW: Flags = Flags(0x04);
    pub const UNDERFLOW: Flags = Flags(0x08);
    pub const INEXACT: Flags = Flags(0x10);
    pub fn contains(self, other: Flags) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn union(self, other: Flags) -> Flags {
        Flags(self.0 | other.0)
    }
    fn from_status(status: Status) -> Flags {
        Flags(status.bits())
    }
}

/// A result and the flags computing it raised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Out<T> {
    pub value: T,
    pub flags: Flags,
}

impl<T> Out<T> {
    fn new(value: T, flags: Flags) -> Out<T> {
        Out { value, flags }
    }
}

/// The modifiers of an arithmetic instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    pub rounding: Rounding,
    pub ftz: bool,
    pub dsat: bool,
}

impl Default for Mode {
    fn default() -> Mode {
        Mode { rounding: Rounding::Re, ftz: false, dsat: false }
    }
}

macro_rules! with_format {
    ($format:expr, $t:ident => $body:expr) => {
        match $format {
            Format::Hf => {
                type $t = Half;
                $body
            }
            Format::Bf => {
                type $t = BFloat;
                $body
            }
            Format::F => {
                type $t = Single;
                $body
            }
            Format::Df => {
                type $t = Double;
                $body
            }
        }
    };
}

/// Flushes a denormal to zero of its sign.
pub fn flush(format: Format, x: u64) -> u64 {
    if format.is_denormal(x) {
        x & format.sign_bit()
    } else {
        x
    }
}

/// The result when some input is NaN: the first NaN, quieted.
fn nan_result(format: Format, inputs: &[u64]) -> Option<Out<u64>> {
    let first = inputs.iter().copied().find(|x| format.is_nan(*x))?;
    let invalid = inputs.iter().any(|x| format.is_signaling(*x));
    Some(Out::new(format.quiet(first), if invalid { Flags::INVALID } else { Flags::NONE }))
}

/// `.dsat` of arithmetic: clamp to [0.0, 1.0], NaN to +0.0.
fn saturate(format: Format, x: u64) -> u64 {
    if format.is_nan(x) || x & format.sign_bit() != 0 {
        return 0;
    }
    if x > format.one() {
        format.one()
    } else {
        x
    }
}

fn finish(format: Format, result: StatusAnd<u64>, mode: Mode) -> Out<u64> {
    let mut flags = Flags::from_status(result.status);
    let mut value = result.value & format.mask();
    if mode.ftz && format.is_denormal(value) {
        value &= format.sign_bit();
        flags = flags.union(Flags::UNDERFLOW).union(Flags::INEXACT);
    }
    if mode.dsat {
        value = saturate(format, value);
    }
    Out::new(value, flags)
}

fn prepare(format: Format, inputs: &mut [u64], mode: Mode) {
    for x in inputs.iter_mut() {
        *x &= format.mask();
        if mode.ftz {
            *x = flush(format, *x);
        }
    }
}

fn arith<const N: usize>(
    format: Format,
    mut inputs: [u64; N],
    mode: Mode,
    op: fn(Format, [u64; N], Round) -> StatusAnd<u64>,
) -> Out<u64> {
    prepare(format, &mut inputs, mode);
    if let Some(nan) = nan_result(format, &inputs) {
        let mut nan = nan;
        if mode.dsat {
            nan.value = 0;
        }
        return nan;
    }
    finish(format, op(format, inputs, mode.rounding.apfloat()), mode)
}

fn bits<T: Float>(x: StatusAnd<T>) -> StatusAnd<u64> {
    x.map(|v| v.to_bits() as u64)
}

/// `fadd`.
pub fn add(format: Format, a: u64, b: u64, mode: Mode) -> Out<u64> {
    arith(
        format,
        [a, b],
        mode,
        |f, [a, b], r| with_format!(f, T => bits(T::from_bits(a as u128).add_r(T::from_bits(b as u128), r))),
    )
}

/// `fsub`.
pub fn sub(format: Format, a: u64, b: u64, mode: Mode) -> Out<u64> {
    arith(
        format,
        [a, b],
        mode,
        |f, [a, b], r| with_format!(f, T => bits(T::from_bits(a as u128).sub_r(T::from_bits(b as u128), r))),
    )
}

/// `fmul`.
pub fn mul(format: Format, a: u64, b: u64, mode: Mode) -> Out<u64> {
    arith(
        format,
        [a, b],
        mode,
        |f, [a, b], r| with_format!(f, T => bits(T::from_bits(a as u128).mul_r(T::from_bits(b as u128), r))),
    )
}

/// `fdiv` (IEEE; also serves `.fast`, whose bounds it meets).
pub fn div(format: Format, a: u64, b: u64, mode: Mode) -> Out<u64> {
    arith(
        format,
        [a, b],
        mode,
        |f, [a, b], r| with_format!(f, T => bits(T::from_bits(a as u128).div_r(T::from_bits(b as u128), r))),
    )
}

/// `fmad`: `a * b + c` with one rounding.
pub fn fma(format: Format, a: u64, b: u64, c: u64, mode: Mode) -> Out<u64> {
    arith(
        format,
        [a, b, c],
        mode,
        |f, [a, b, c], r| with_format!(f, T => bits(T::from_bits(a as u128).mul_add_r(T::from_bits(b as u128), T::from_bits(c as u128), r))),
    )
}

/// `fmul.full`: the exact product of two 16-bit values as a binary32.
pub fn mul_full(format: Format, a: u64, b: u64, mode: Mode) -> Out<u64> {
    let a = fext(Format::F, format, flush_if(format, a, mode.ftz)).value;
    let b = fext(Format::F, format, flush_if(format, b, mode.ftz)).value;
    mul(Format::F, a, b, mode)
}

fn flush_if(format: Format, x: u64, ftz: bool) -> u64 {
    if ftz {
        flush(format, x)
    } else {
        x
    }
}

/// Rounds `significand * 2^exponent` (plus a nonzero tail below its last
/// bit when `sticky`) to `format` in `rounding`.
pub fn round_to(
    format: Format,
    negative: bool,
    significand: u128,
    exponent: i32,
    sticky: bool,
    rounding: Rounding,
) -> Out<u64> {
    let sign = if negative { format.sign_bit() } else { 0 };
    if significand == 0 {
        let inexact = sticky;
        let away = inexact && matches!((rounding, negative), (Rounding::Ru, false) | (Rounding::Rd, true));
        let value = if away { sign | 1 } else { sign };
        let flags = if inexact { Flags::INEXACT.union(Flags::UNDERFLOW) } else { Flags::NONE };
        return Out::new(value, flags);
    }
    let precision = format.man_bits() as i32 + 1;
    let bias = (1i32 << (format.exp_bits() - 1)) - 1;
    let length = 128 - significand.leading_zeros() as i32;
    let leading = exponent + length - 1;
    let mut target = leading.max(1 - bias);
    let shift = target - (precision - 1) - exponent;
    let (mut q, remainder_vs_half, inexact) = if shift <= 0 {
        (
            significand << (-shift) as u32,
            if sticky { std::cmp::Ordering::Less } else { std::cmp::Ordering::Equal },
            sticky,
        )
    } else if shift >= 128 {
        (0, std::cmp::Ordering::Less, true)
    } else {
        let q = significand >> shift as u32;
        let remainder = significand & ((1u128 << shift as u32) - 1);
        let half = 1u128 << (shift as u32 - 1);
        let ordering =
            remainder.cmp(&half).then(if sticky { std::cmp::Ordering::Greater } else { std::cmp::Ordering::Equal });
        (q, ordering, remainder != 0 || sticky)
    };
    // With shift <= 0 an exact value has no remainder at all.
    let exact = !inexact;
    let up = match rounding {
        _ if exact => false,
        Rounding::Re => {
            remainder_vs_half == std::cmp::Ordering::Greater
                || (remainder_vs_half == std::cmp::Ordering::Equal && q & 1 == 1)
        }
        Rounding::Rna => remainder_vs_half != std::cmp::Ordering::Less,
        Rounding::Ru => !negative,
        Rounding::Rd => negative,
        Rounding::Rz => false,
    };
    if up {
        q += 1;
        if q == 1u128 << precision {
            q >>= 1;
            target += 1;
        }
    }
    let mut flags = if inexact { Flags::INEXACT } else { Flags::NONE };
    if target > bias {
        let to_infinity = match rounding {
            Rounding::Re | Rounding::Rna => true,
            Rounding::Ru => !negative,
            Rounding::Rd => negative,
            Rounding::Rz => false,
        };
        flags = Flags::OVERFLOW.union(Flags::INEXACT);
        let value = if to_infinity { format.infinity(negative) } else { format.max_finite(negative) };
        return Out::new(value, flags);
    }
    if q < 1u128 << (precision - 1) {
        if inexact {
            flags = flags.union(Flags::UNDERFLOW);
        }
        return Out::new(sign | q as u64, flags);
    }
    let field = (target + bias) as u64;
    Out::new(sign | field << format.man_bits() | (q as u64 & format.man_mask()), flags)
}

/// Splits a finite nonzero value into (negative, significand, exponent).
fn decompose(format: Format, x: u64) -> (bool, u128, i32) {
    let negative = x & format.sign_bit() != 0;
    let field = ((x & format.exp_mask()) >> format.man_bits()) as i32;
    let fraction = (x & format.man_mask()) as u128;
    let bias = (1i32 << (format.exp_bits() - 1)) - 1;
    let man = format.man_bits() as i32;
    if field == 0 {
        (negative, fraction, 1 - bias - man)
    } else {
        (negative, fraction | 1 << man, field - bias - man)
    }
}

fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let mut x = (n as f64).sqrt() as u128;
    // Correct the floating-point estimate to the exact integer square root.
    while x * x > n {
        x -= 1;
    }
    while (x + 1) * (x + 1) <= n {
        x += 1;
    }
    x
}

/// `fsqrt`, correctly rounded (also serves `.fast`).
pub fn sqrt(format: Format, a: u64, mode: Mode) -> Out<u64> {
    let mut a = a & format.mask();
    if mode.ftz {
        a = flush(format, a);
    }
    if let Some(nan) = nan_result(format, &[a]) {
        return if mode.dsat { Out::new(0, nan.flags) } else { nan };
    }
    let negative = a & format.sign_bit() != 0;
    let result = if a & !format.sign_bit() == 0 {
        Out::new(a, Flags::NONE)
    } else if negative {
        // The default NaN: positive, quiet, no payload, as the hardware makes.
        Out::new(format.quiet(format.infinity(false)), Flags::INVALID)
    } else if a == format.infinity(false) {
        Out::new(a, Flags::NONE)
    } else {
        let (_, m, e) = decompose(format, a);
        let precision = format.man_bits() as i32 + 1;
        let length = 128 - m.leading_zeros() as i32;
        let mut shift = (2 * (precision + 2) - length).max(0);
        if (e - shift) % 2 != 0 {
            shift += 1;
        }
        let n = m << shift as u32;
        let root = isqrt(n);
        let sticky = root * root != n;
        round_to(format, false, root, (e - shift) / 2, sticky, mode.rounding)
    };
    finish(format, StatusAnd { status: Status::from_bits_truncate(result.flags.0), value: result.value }, mode)
}

/// `fabs`: a NaN becomes a quiet NaN with its sign cleared.
pub fn abs(format: Format, a: u64, ftz: bool) -> u64 {
    let a = flush_if(format, a & format.mask(), ftz);
    let a = if format.is_nan(a) { format.quiet(a) } else { a };
    a & !format.sign_bit()
}

/// `fneg`: the sign bit flipped.
pub fn neg(format: Format, a: u64, ftz: bool) -> u64 {
    flush_if(format, a & format.mask(), ftz) ^ format.sign_bit()
}

/// Orders two non-NaN values, with -0 below +0.
fn total_less(format: Format, a: u64, b: u64) -> bool {
    let key = |x: u64| -> i128 {
        let magnitude = (x & !format.sign_bit()) as i128;
        if x & format.sign_bit() != 0 {
            -magnitude - 1
        } else {
            magnitude
        }
    };
    key(a) < key(b)
}

fn min_max(format: Format, a: u64, b: u64, ftz: bool, dsat: bool, nanp: bool, max: bool) -> Out<u64> {
    let (a, b) = (flush_if(format, a & format.mask(), ftz), flush_if(format, b & format.mask(), ftz));
    let invalid = if format.is_signaling(a) || format.is_signaling(b) { Flags::INVALID } else { Flags::NONE };
    let value = match (format.is_nan(a), format.is_nan(b)) {
        (true, _) if nanp => format.quiet(a),
        (_, true) if nanp => format.quiet(b),
        (true, true) => format.quiet(a),
        (true, false) => b,
        (false, true) => a,
        (false, false) => {
            if total_less(format, a, b) == max {
                b
            } else {
                a
            }
        }
    };
    let value = if dsat { saturate(format, value) } else { value };
    Out::new(value, invalid)
}

/// `fmax`: IEEE maximumNumber, or with `.nanp` maximum.
pub fn max(format: Format, a: u64, b: u64, ftz: bool, dsat: bool, nanp: bool) -> Out<u64> {
    min_max(format, a, b, ftz, dsat, nanp, true)
}

/// `fmin`: IEEE minimumNumber, or with `.nanp` minimum.
pub fn min(format: Format, a: u64, b: u64, ftz: bool, dsat: bool, nanp: bool) -> Out<u64> {
    min_max(format, a, b, ftz, dsat, nanp, false)
}

/// `frnd`: round to an integral value in `rounding`.
pub fn round_int(format: Format, a: u64, rounding: Rounding, ftz: bool) -> Out<u64> {
    let mode = Mode { rounding, ftz, dsat: false };
    arith(format, [a], mode, |f, [a], r| with_format!(f, T => bits(T::from_bits(a as u128).round_to_integral(r))))
}

/// `frc`: `a - floor(a)`, always with `.rd` (binary32).
pub fn frc(a: u64, ftz: bool) -> Out<u64> {
    let floor = round_int(Format::F, a, Rounding::Rd, ftz);
    let difference = sub(Format::F, a, floor.value, Mode { rounding: Rounding::Rd, ftz, dsat: false });
    Out::new(difference.value, difference.flags.union(floor.flags))
}

/// The comparisons of `fcmp`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    Eq,
    Ne,
    Gt,
    Ge,
    Lt,
    Le,
}

/// `fcmp`: false for every comparison with a NaN except `.ne`.
pub fn compare(format: Format, a: u64, b: u64, op: Compare, ftz: bool) -> bool {
    let (a, b) = (flush_if(format, a & format.mask(), ftz), flush_if(format, b & format.mask(), ftz));
    let ordering = with_format!(format, T => T::from_bits(a as u128).partial_cmp(&T::from_bits(b as u128)));
    match (op, ordering) {
        (Compare::Ne, None) => true,
        (_, None) => false,
        (Compare::Eq, Some(o)) => o.is_eq(),
        (Compare::Ne, Some(o)) => o.is_ne(),
        (Compare::Gt, Some(o)) => o.is_gt(),
        (Compare::Ge, Some(o)) => o.is_ge(),
        (Compare::Lt, Some(o)) => o.is_lt(),
        (Compare::Le, Some(o)) => o.is_le(),
    }
}

/// The integer types of conversions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Int {
    U8,
    S8,
    U16,
    S16,
    U32,
    S32,
    U64,
    S64,
}

impl Int {
    pub const ALL: [Int; 8] = [Int::U8, Int::S8, Int::U16, Int::S16, Int::U32, Int::S32, Int::U64, Int::S64];
    pub fn bits(self) -> u32 {
        match self {
            Int::U8 | Int::S8 => 8,
            Int::U16 | Int::S16 => 16,
            Int::U32 | Int::S32 => 32,
            Int::U64 | Int::S64 => 64,
        }
    }
    pub fn signed(self) -> bool {
        matches!(self, Int::S8 | Int::S16 | Int::S32 | Int::S64)
    }
    pub fn min(self) -> i128 {
        if self.signed() {
            -(1i128 << (self.bits() - 1))
        } else {
            0
        }
    }
    pub fn max(self) -> i128 {
        if self.signed() {
            (1i128 << (self.bits() - 1)) - 1
        } else {
            (1i128 << self.bits()) - 1
        }
    }
    /// The mathematical value of a bit pattern of this type.
    pub fn value(self, x: u64) -> i128 {
        let bits = self.bits();
        let x = if bits == 64 { x } else { x & ((1 << bits) - 1) };
        if self.signed() && x >> (bits - 1) & 1 == 1 {
            x as i128 - (1i128 << bits)
        } else {
            x as i128
        }
    }
    fn pattern(self, value: i128) -> u64 {
        let bits = self.bits();
        let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
        value as u64 & mask
    }
}

/// `f2i`, with the tables of isa-4 4.5.
pub fn f2i(to: Int, from: Format, a: u64, rounding: Rounding) -> Out<u64> {
    let a = a & from.mask();
    if from.is_nan(a) {
        return Out::new(0, Flags::INVALID);
    }
    let rounded = round_int(from, a, rounding, false);
    let negative = a & from.sign_bit() != 0;
    let r = rounded.value;
    let exp_all = r & from.exp_mask() == from.exp_mask();
    if exp_all {
        let value = if negative { to.min() } else { to.max() };
        return Out::new(to.pattern(value), Flags::INVALID);
    }
    let mut exact = false;
    let value = with_format!(from, T => T::from_bits(r as u128).to_i128_r(128, Round::TowardZero, &mut exact)).value;
    if value > to.max() {
        return Out::new(to.pattern(to.max()), Flags::INVALID);
    }
    if value < to.min() {
        // Signed: Imin. Unsigned: -1 < f < 0 that rounded to -1, and f <= -1, give 0.
        return Out::new(to.pattern(to.min()), Flags::INVALID);
    }
    let inexact = rounded.flags.contains(Flags::INEXACT);
    Out::new(to.pattern(value), if inexact { Flags::INEXACT } else { Flags::NONE })
}

/// `i2f`: without `.dsat` an overflow gives infinity, with it the largest
/// finite value (isa-4 4.10).
pub fn i2f(to: Format, from: Int, a: u64, rounding: Rounding, dsat: bool) -> Out<u64> {
    let value = from.value(a);
    let result = with_format!(to, T => bits(T::from_i128_r(value, rounding.apfloat())));
    let huge = value.unsigned_abs() >= overflow_threshold(to).unwrap_or(u128::MAX);
    overflow_rule(to, result, value < 0, dsat, huge)
}

/// 2^(emax+1): the magnitude from which a value overflows in every
/// rounding mode (`None` when it does not fit in 128 bits).
fn overflow_threshold(format: Format) -> Option<u128> {
    let emax = (1u32 << (format.exp_bits() - 1)) - 1;
    (emax < 127).then(|| 1u128 << (emax + 1))
}

/// Applies the overflow rule of isa-4 4.8/4.10. rustc_apfloat (like LLVM)
/// does not raise OVERFLOW when a directed rounding gives the largest finite
/// value; `huge` (the source is at least 2^(emax+1)) tells that case.
fn overflow_rule(to: Format, result: StatusAnd<u64>, negative: bool, dsat: bool, huge: bool) -> Out<u64> {
    let mut flags = Flags::from_status(result.status);
    let largest = result.value & !to.sign_bit() == to.max_finite(false);
    if huge && largest && flags.contains(Flags::INEXACT) {
        flags = flags.union(Flags::OVERFLOW);
    }
    if flags.contains(Flags::OVERFLOW) {
        let value = if dsat { to.max_finite(negative) } else { to.infinity(negative) };
        return Out::new(value, flags);
    }
    Out::new(result.value & to.mask(), flags)
}

fn convert(to: Format, from: Format, a: u64, rounding: Rounding) -> StatusAnd<u64> {
    let round = rounding.apfloat();
    let mut loses = false;
    macro_rules! from_to {
        ($a:ty) => {{
            let x = <$a>::from_bits(a as u128);
            match to {
                Format::Hf => bits::<Half>(FloatConvert::<Half>::convert_r(x, round, &mut loses)),
                Format::Bf => bits::<BFloat>(FloatConvert::<BFloat>::convert_r(x, round, &mut loses)),
                Format::F => bits::<Single>(FloatConvert::<Single>::convert_r(x, round, &mut loses)),
                Format::Df => bits::<Double>(FloatConvert::<Double>::convert_r(x, round, &mut loses)),
            }
        }};
    }
    match from {
        Format::Hf => from_to!(Half),
        Format::Bf => from_to!(BFloat),
        Format::F => from_to!(Single),
        Format::Df => from_to!(Double),
    }
}

/// A conversion between formats as IEEE 754 defines it, in `rounding`,
/// with none of PISA's rules (no denormal flushing; an overflow gives the
/// largest finite value where the rounding direction says so): for models
/// of other ISAs (the gfx11 simulator's `v_cvt_f32_f64`). NaNs are the
/// caller's to handle; their payloads here are apfloat's.
pub fn convert_ieee(to: Format, from: Format, a: u64, rounding: Rounding) -> u64 {
    convert(to, from, a & from.mask(), rounding).value & to.mask()
}

/// `fext`: exact widening (isa-4 4.6).
pub fn fext(to: Format, from: Format, a: u64) -> Out<u64> {
    let a = a & from.mask();
    if from.is_nan(a) {
        return Out::new(nan_convert(to, from, a), if from.is_signaling(a) { Flags::INVALID } else { Flags::NONE });
    }
    let result = convert(to, from, a, Rounding::Re);
    Out::new(result.value & to.mask(), Flags::from_status(result.status))
}

/// A NaN moved to another format: sign kept, payload aligned to the top of
/// the fraction, quieted.
fn nan_convert(to: Format, from: Format, a: u64) -> u64 {
    let sign = if a & from.sign_bit() != 0 { to.sign_bit() } else { 0 };
    let payload = a & from.man_mask();
    let payload = if to.man_bits() >= from.man_bits() {
        payload << (to.man_bits() - from.man_bits())
    } else {
        payload >> (from.man_bits() - to.man_bits())
    };
    to.quiet(sign | to.exp_mask() | payload)
}

/// `ftrunc`: narrowing. Denormal sources become zero (the table of isa-4
/// 4.8); an overflow gives infinity, or with `.dsat` the largest value.
pub fn ftrunc(to: Format, from: Format, a: u64, mode: Mode) -> Out<u64> {
    let a = flush(from, a & from.mask());
    if from.is_nan(a) {
        return Out::new(nan_convert(to, from, a), if from.is_signaling(a) { Flags::INVALID } else { Flags::NONE });
    }
    let negative = a & from.sign_bit() != 0;
    let converted = convert(to, from, a, mode.rounding);
    // 2^(emax+1) of the target, written in the (wider) source format.
    let limit = {
        let emax = (1i32 << (to.exp_bits() - 1)) - 1;
        let bias = (1i32 << (from.exp_bits() - 1)) - 1;
        ((emax + 1 + bias) as u64) << from.man_bits()
    };
    let huge = a & !from.sign_bit() >= limit && !from.is_nan(a);
    let mut out = overflow_rule(to, converted, negative, mode.dsat, huge);
    if mode.ftz && to.is_denormal(out.value) {
        out.value &= to.sign_bit();
        out.flags = out.flags.union(Flags::UNDERFLOW).union(Flags::INEXACT);
    }
    out
}

/// `ftrunc2`: two binary32 values narrowed into a packed pair (`src0` low).
pub fn ftrunc2(to: Format, a: u64, b: u64, mode: Mode) -> Out<u64> {
    let low = ftrunc(to, Format::F, a, mode);
    let high = ftrunc(to, Format::F, b, mode);
    Out::new(low.value | high.value << 16, low.flags.union(high.flags))
}

/// `pf2i`: each 16-bit float of a pair to a 16-bit integer, as `f2i` does.
pub fn pf2i(to: Int, from: Format, a: u64, rounding: Rounding) -> Out<u64> {
    let low = f2i(to, from, a & 0xffff, rounding);
    let high = f2i(to, from, (a >> 16) & 0xffff, rounding);
    Out::new(low.value | high.value << 16, low.flags.union(high.flags))
}

/// Converts to a double exactly (every `.hf`, `.bf`, `.f` value is a double).
pub fn to_f64(format: Format, a: u64) -> f64 {
    if format == Format::Df {
        return f64::from_bits(a);
    }
    f64::from_bits(fext(Format::Df, format, a).value)
}

/// Rounds a double to `format` to nearest, ties to even.
pub fn from_f64(format: Format, value: f64) -> u64 {
    if format == Format::Df {
        return value.to_bits();
    }
    convert(format, Format::Df, value.to_bits(), Rounding::Re).value & format.mask()
}

/// The transcendental functions of isa-2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transcendental {
    Sin,
    Cos,
    Exp2,
    Log2,
    Tanh,
    Rcp,
    Rsqrt,
}

impl Transcendental {
    pub const ALL: [Transcendental; 7] = [
        Transcendental::Sin,
        Transcendental::Cos,
        Transcendental::Exp2,
        Transcendental::Log2,
        Transcendental::Tanh,
        Transcendental::Rcp,
        Transcendental::Rsqrt,
    ];
    /// The maximum error isa-2 allows, in ULP.
    pub fn bound_ulp(self) -> f64 {
        match self {
            Transcendental::Sin | Transcendental::Cos | Transcendental::Exp2 | Transcendental::Tanh => 2.0,
            Transcendental::Log2 | Transcendental::Rcp | Transcendental::Rsqrt => 1.0,
        }
    }
    /// The function in double precision.
    pub fn eval(self, x: f64) -> f64 {
        match self {
            Transcendental::Sin => x.sin(),
            Transcendental::Cos => x.cos(),
            Transcendental::Exp2 => x.exp2(),
            Transcendental::Log2 => x.log2(),
            Transcendental::Tanh => x.tanh(),
            Transcendental::Rcp => 1.0 / x,
            Transcendental::Rsqrt => {
                // One Newton step with fused multiply-adds brings the two
                // roundings of 1/sqrt(x) back to within about half an ULP.
                let y = 1.0 / x.sqrt();
                if !y.is_finite() || y == 0.0 {
                    return y;
                }
                let t = x * y;
                let e = (-t).mul_add(y, 1.0);
                (y * 0.5).mul_add(e, y)
            }
        }
    }
}

/// A transcendental instruction on one value (for `.df`, only `rcp` and
/// `rsqrt` exist in isa-2; they are computed in double precision).
pub fn transcendental(function: Transcendental, format: Format, a: u64, ftz: bool) -> u64 {
    let a = flush_if(format, a & format.mask(), ftz);
    if format.is_nan(a) {
        return format.quiet(a);
    }
    let value = function.eval(to_f64(format, a));
    if value.is_nan() {
        // An invalid operation (a negative root or logarithm, the sine of
        // an infinity): the default NaN, positive and quiet, whatever NaN
        // the host's library made (x86's is negative).
        return format.quiet(format.infinity(false));
    }
    flush_if(format, from_f64(format, value), ftz)
}

/// Applies a function to both 16-bit halves of a packed value.
pub fn packed(a: u64, b: u64, op: impl Fn(u64, u64) -> Out<u64>) -> Out<u64> {
    let low = op(a & 0xffff, b & 0xffff);
    let high = op((a >> 16) & 0xffff, (b >> 16) & 0xffff);
    Out::new((low.value & 0xffff) | (high.value & 0xffff) << 16, low.flags.union(high.flags))
}

/// Fast paths: results only (no flags), with native arithmetic wherever it
/// is exactly what the spec asks (round to nearest even, no `.ftz`/`.dsat`,
/// no NaN input), and the exact path otherwise. The tests check that both
/// paths agree on every input they try.
pub mod fast {
    use super::*;

    /// Whether rounding goes up in magnitude, given the truncated quotient's
    /// parity, how the remainder compares with half, and the sign.
    #[inline]
    fn round_up(rounding: Rounding, odd: bool, versus_half: std::cmp::Ordering, inexact: bool, negative: bool) -> bool {
        use std::cmp::Ordering::*;
        match rounding {
            _ if !inexact => false,
            Rounding::Re => versus_half == Greater || (versus_half == Equal && odd),
            Rounding::Rna => versus_half != Less,
            Rounding::Ru => !negative,
            Rounding::Rd => negative,
            Rounding::Rz => false,
        }
    }

    #[inline]
    fn to_infinity(rounding: Rounding, negative: bool) -> bool {
        match rounding {
            Rounding::Re | Rounding::Rna => true,
            Rounding::Ru => !negative,
            Rounding::Rd => negative,
            Rounding::Rz => false,
        }
    }

    /// binary32 to binary16 in any rounding mode, as `ftrunc.hf.f` (denormal
    /// sources are zero; an overflow is infinity, or the largest value where
    /// IEEE gives it and the source is below 2^16).
    #[inline]
    pub fn f32_to_hf_rounded(x: u32, rounding: Rounding) -> u16 {
        if rounding == Rounding::Re {
            return f32_to_hf(x);
        }
        let negative = x >> 31 == 1;
        let sign = ((x >> 16) & 0x8000) as u16;
        let magnitude = x & 0x7fff_ffff;
        if magnitude >= 0x7f80_0000 {
            return f32_to_hf(x);
        }
        if magnitude < 0x0080_0000 {
            return sign;
        }
        let biased = (magnitude >> 23) as i32;
        let unbiased = biased - 127;
        let significand = (magnitude & 0x7f_ffff) | 0x80_0000;
        let shift = (unbiased.max(-14) - unbiased + 13) as u32;
        let (q, versus_half, inexact) = if shift >= 32 {
            (0, std::cmp::Ordering::Less, true)
        } else {
            let q = significand >> shift;
            let remainder = significand & ((1u32 << shift) - 1);
            (q, remainder.cmp(&(1u32 << (shift - 1))), remainder != 0)
        };
        let q = q + round_up(rounding, q & 1 == 1, versus_half, inexact, negative) as u32;
        let bits = if unbiased < -14 { q } else { (((unbiased + 15) as u32) << 10) + q - 0x400 };
        if bits >= 0x7c00 {
            let huge = magnitude >= 0x4780_0000;
            return sign | if to_infinity(rounding, negative) || huge { 0x7c00 } else { 0x7bff };
        }
        sign | bits as u16
    }

    /// binary32 to bfloat16 in any rounding mode, as `ftrunc.bf.f`.
    #[inline]
    pub fn f32_to_bf_rounded(x: u32, rounding: Rounding) -> u16 {
        if rounding == Rounding::Re {
            return f32_to_bf(x);
        }
        let negative = x >> 31 == 1;
        let sign = ((x >> 16) & 0x8000) as u16;
        let magnitude = x & 0x7fff_ffff;
        if !(0x0080_0000..0x7f80_0000).contains(&magnitude) {
            return f32_to_bf(x);
        }
        let q = magnitude >> 16;
        let remainder = magnitude & 0xffff;
        let q = q + round_up(rounding, q & 1 == 1, remainder.cmp(&0x8000), remainder != 0, negative) as u32;
        if q >= 0x7f80 {
            return sign | if to_infinity(rounding, negative) { 0x7f80 } else { 0x7f7f };
        }
        sign | q as u16
    }

    /// A double holding an exact or round-to-odd value, rounded to binary32
    /// in any mode (IEEE overflow and underflow).
    #[inline]
    fn f64_to_f32_rounded(value: f64, rounding: Rounding) -> u32 {
        f64_to_narrow(value, 8, 23, rounding) as u32
    }

    /// A finite double rounded to a narrower binary format with `exp_bits`
    /// and `man_bits`, in any mode (IEEE overflow and underflow).
    #[inline]
    fn f64_to_narrow(value: f64, exp_bits: u32, man_bits: u32, rounding: Rounding) -> u64 {
        let bits = value.to_bits();
        let negative = bits >> 63 == 1;
        let sign = (negative as u64) << (exp_bits + man_bits);
        let magnitude = bits & 0x7fff_ffff_ffff_ffff;
        if magnitude == 0 {
            return sign;
        }
        let bias = (1i32 << (exp_bits - 1)) - 1;
        let emin = 1 - bias;
        let biased = (magnitude >> 52) as i32;
        // Doubles made from narrower operands are normal.
        let (significand, unbiased) = (magnitude & ((1 << 52) - 1) | 1 << 52, biased - 1023);
        let shift = (unbiased.max(emin) - unbiased + (52 - man_bits as i32)) as u32;
        let (q, versus_half, inexact) = if shift >= 64 {
            (0u64, std::cmp::Ordering::Less, true)
        } else {
            let q = significand >> shift;
            let remainder = significand & ((1u64 << shift) - 1);
            (q, remainder.cmp(&(1u64 << (shift - 1))), remainder != 0)
        };
        let q = q + round_up(rounding, q & 1 == 1, versus_half, inexact, negative) as u64;
        let implicit = 1u64 << man_bits;
        let out = if unbiased < emin { q } else { (((unbiased + bias) as u64) << man_bits) + q - implicit };
        let infinity = ((1u64 << exp_bits) - 1) << man_bits;
        if out >= infinity {
            return sign | if to_infinity(rounding, negative) { infinity } else { infinity - 1 };
        }
        sign | out
    }

    /// Nudges an inexact double to its neighbour with an odd last bit, on the
    /// side of the exact value (`error` is exact minus `value`): a double
    /// rounded to odd then rounds to binary32 correctly in every mode.
    #[inline]
    fn round_to_odd(value: f64, error: f64) -> f64 {
        if error == 0.0 || value.to_bits() & 1 == 1 {
            return value;
        }
        let toward_larger_magnitude = (error > 0.0) == (value > 0.0);
        let bits = value.to_bits();
        f64::from_bits(if toward_larger_magnitude { bits + 1 } else { bits - 1 })
    }

    /// binary32 `a + b` in any rounding mode, through a double rounded to odd.
    #[inline]
    fn add_f32_rounded(a: u32, b: u32, rounding: Rounding) -> u64 {
        let (x, y) = (f32::from_bits(a) as f64, f32::from_bits(b) as f64);
        let sum = x + y;
        if !sum.is_finite() {
            return canonical_f32(sum as f32);
        }
        // TwoSum: the exact error of the double addition.
        let virtual_y = sum - x;
        let error = (x - (sum - virtual_y)) + (y - virtual_y);
        if sum == 0.0 {
            // An exact zero keeps the operands' sign when they share one;
            // otherwise it is -0 toward minus infinity and +0 in other modes.
            if a >> 31 == b >> 31 {
                return (a & 0x8000_0000) as u64;
            }
            return if rounding == Rounding::Rd { 0x8000_0000 } else { 0 };
        }
        f64_to_f32_rounded(round_to_odd(sum, error), rounding) as u64
    }

    #[inline]
    fn plain(format: Format, mode: Mode, inputs: &[u64]) -> bool {
        matches!(format, Format::F | Format::Df)
            && mode.rounding == Rounding::Re
            && !mode.ftz
            && !mode.dsat
            && inputs.iter().all(|x| !format.is_nan(*x))
    }

    macro_rules! native {
        ($name:ident, $slow:ident, |$a:ident, $b:ident| $op:expr) => {
            #[inline]
            pub fn $name(format: Format, $a: u64, $b: u64, mode: Mode) -> u64 {
                if plain(format, mode, &[$a, $b]) {
                    if format == Format::F {
                        let ($a, $b) = (f32::from_bits($a as u32), f32::from_bits($b as u32));
                        return canonical_f32($op);
                    }
                    let ($a, $b) = (f64::from_bits($a), f64::from_bits($b));
                    return canonical_f64($op);
                }
                super::$slow(format, $a, $b, mode).value
            }
        };
    }

    /// An invalid operation's NaN is the positive quiet NaN of the exact
    /// path (the hardware's default NaN may be negative).
    #[inline]
    fn canonical_f32(r: f32) -> u64 {
        if r.is_nan() {
            0x7fc0_0000
        } else {
            r.to_bits() as u64
        }
    }

    #[inline]
    fn canonical_f64(r: f64) -> u64 {
        if r.is_nan() {
            0x7ff8_0000_0000_0000
        } else {
            r.to_bits()
        }
    }

    native!(add_default, add, |a, b| a + b);
    native!(sub_default, sub, |a, b| a - b);
    native!(mul_default, mul, |a, b| a * b);
    native!(div, div, |a, b| a / b);

    #[inline]
    fn directed_f32(mode: Mode, a: u64, b: u64) -> bool {
        mode.rounding != Rounding::Re && !mode.ftz && !mode.dsat && !Format::F.is_nan(a) && !Format::F.is_nan(b)
    }

    /// 16-bit operands without `.ftz`/`.dsat` or NaN: computed in a double
    /// (exactly, or rounded to odd) and rounded once to the format.
    #[inline]
    fn sixteen(format: Format, mode: Mode, a: u64, b: u64) -> bool {
        matches!(format, Format::Hf | Format::Bf) && !mode.ftz && !mode.dsat && !format.is_nan(a) && !format.is_nan(b)
    }

    /// Rounds a finite double (exact or rounded to odd) to a 16-bit format.
    #[inline]
    fn f64_to_sixteen(format: Format, value: f64, rounding: Rounding) -> u64 {
        f64_to_narrow(value, format.exp_bits(), format.man_bits(), rounding)
    }

    /// A 16-bit value as a double, exactly.
    #[inline]
    fn wide(format: Format, x: u64) -> f64 {
        let single = if format == Format::Hf { hf_to_f32(x as u16) } else { bf_to_f32(x as u16) };
        f32::from_bits(single) as f64
    }

    #[inline]
    fn add_sixteen(format: Format, a: u64, b: u64, rounding: Rounding) -> u64 {
        let (x, y) = (wide(format, a), wide(format, b));
        let sum = x + y;
        if sum == 0.0 {
            let (sa, sb) = (a & format.sign_bit(), b & format.sign_bit());
            if sa == sb {
                return sa;
            }
            return if rounding == Rounding::Rd { format.sign_bit() } else { 0 };
        }
        if sum.is_nan() {
            return format.quiet(format.infinity(false));
        }
        if sum.is_infinite() {
            return format.infinity(sum < 0.0);
        }
        if format == Format::Hf {
            // Two binary16 values span at most 40 binades: their sum is exact in a double.
            return f64_to_sixteen(format, sum, rounding);
        }
        let virtual_y = sum - x;
        let error = (x - (sum - virtual_y)) + (y - virtual_y);
        f64_to_sixteen(format, round_to_odd(sum, error), rounding)
    }

    /// `fadd`.
    #[inline]
    pub fn add(format: Format, a: u64, b: u64, mode: Mode) -> u64 {
        if format == Format::F && directed_f32(mode, a, b) {
            return add_f32_rounded(a as u32, b as u32, mode.rounding);
        }
        if sixteen(format, mode, a, b) {
            return add_sixteen(format, a, b, mode.rounding);
        }
        add_default(format, a, b, mode)
    }

    /// `fsub`.
    #[inline]
    pub fn sub(format: Format, a: u64, b: u64, mode: Mode) -> u64 {
        if format == Format::F && directed_f32(mode, a, b) {
            return add_f32_rounded(a as u32, b as u32 ^ 0x8000_0000, mode.rounding);
        }
        if sixteen(format, mode, a, b) {
            return add_sixteen(format, a, b ^ format.sign_bit(), mode.rounding);
        }
        sub_default(format, a, b, mode)
    }

    /// `fmul`: a product of two binary32 values is exact in a double.
    #[inline]
    pub fn mul(format: Format, a: u64, b: u64, mode: Mode) -> u64 {
        if sixteen(format, mode, a, b) {
            let product = wide(format, a) * wide(format, b);
            if product.is_nan() {
                return format.quiet(format.infinity(false));
            }
            if product == 0.0 || product.is_infinite() {
                let negative = (a ^ b) & format.sign_bit() != 0;
                return if product == 0.0 {
                    if negative {
                        format.sign_bit()
                    } else {
                        0
                    }
                } else {
                    format.infinity(negative)
                };
            }
            return f64_to_sixteen(format, product, mode.rounding);
        }
        if format == Format::F && directed_f32(mode, a, b) {
            let product = f32::from_bits(a as u32) as f64 * f32::from_bits(b as u32) as f64;
            if !product.is_finite() {
                return canonical_f32(product as f32);
            }
            return f64_to_f32_rounded(product, mode.rounding) as u64;
        }
        mul_default(format, a, b, mode)
    }

    /// The NaN rule on lanes: the first NaN input quieted; a NaN the
    /// operation made is the positive quiet NaN.
    #[inline]
    fn lane_nan_rule(a: u32, b: u32, r: u32) -> u32 {
        let is_nan = |x: u32| x & 0x7fff_ffff > 0x7f80_0000;
        if is_nan(a) {
            a | 0x40_0000
        } else if is_nan(b) {
            b | 0x40_0000
        } else if is_nan(r) {
            0x7fc0_0000
        } else {
            r
        }
    }

    macro_rules! lanes {
        ($name:ident, |$x:ident, $y:ident| $op:expr) => {
            /// Default-mode binary32 arithmetic on lanes (`out[i] = a[i] op b[i]`),
            /// written so that the compiler vectorizes it. Inlined so that a
            /// caller compiled for AVX2 vectorizes it with AVX2.
            #[inline]
            pub fn $name(a: &[u32], b: &[u32], out: &mut [u32]) {
                for ((o, &p), &q) in out.iter_mut().zip(a).zip(b) {
                    let ($x, $y) = (f32::from_bits(p), f32::from_bits(q));
                    *o = lane_nan_rule(p, q, ($op).to_bits());
                }
            }
        };
    }

    lanes!(add_lanes, |x, y| x + y);
    lanes!(sub_lanes, |x, y| x - y);
    lanes!(mul_lanes, |x, y| x * y);

    /// binary32 to binary16 on lanes, to nearest even.
    pub fn f32_to_hf_lanes(a: &[u32], out: &mut [u16]) {
        for (o, &x) in out.iter_mut().zip(a) {
            *o = f32_to_hf(x);
        }
    }

    /// binary16 to binary32 on lanes.
    pub fn hf_to_f32_lanes(a: &[u16], out: &mut [u32]) {
        for (o, &x) in out.iter_mut().zip(a) {
            *o = hf_to_f32(x);
        }
    }

    /// binary32 to bfloat16 on lanes, to nearest even.
    pub fn f32_to_bf_lanes(a: &[u32], out: &mut [u16]) {
        for (o, &x) in out.iter_mut().zip(a) {
            *o = f32_to_bf(x);
        }
    }

    /// bfloat16 to binary32 on lanes.
    pub fn bf_to_f32_lanes(a: &[u16], out: &mut [u32]) {
        for (o, &x) in out.iter_mut().zip(a) {
            *o = bf_to_f32(x);
        }
    }

    /// Fused multiply-add lanes with the FMA instructions.
    ///
    /// # Safety
    /// The processor must support FMA (checked by the caller).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "fma")]
    #[inline]
    unsafe fn fma_lanes_hardware(a: &[u32], b: &[u32], c: &[u32], out: &mut [u32]) {
        for (((o, &p), &q), &r) in out.iter_mut().zip(a).zip(b).zip(c) {
            let result = f32::from_bits(p).mul_add(f32::from_bits(q), f32::from_bits(r)).to_bits();
            *o = lane_nan_rule3(p, q, r, result);
        }
    }

    /// # Safety
    /// The processor must support FMA (checked by the caller).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "fma")]
    unsafe fn fma_f32_hardware(a: f32, b: f32, c: f32) -> f32 {
        a.mul_add(b, c)
    }

    /// `a * b + c` in binary32 with one rounding: the FMA instruction where
    /// the processor has it, the library routine otherwise.
    #[inline]
    fn fma_f32(a: f32, b: f32, c: f32) -> f32 {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("fma") {
            // SAFETY: the feature was just detected.
            return unsafe { fma_f32_hardware(a, b, c) };
        }
        a.mul_add(b, c)
    }

    #[inline]
    fn lane_nan_rule3(a: u32, b: u32, c: u32, r: u32) -> u32 {
        if a & 0x7fff_ffff > 0x7f80_0000 {
            a | 0x40_0000
        } else {
            lane_nan_rule(b, c, r)
        }
    }

    /// Default-mode binary32 fused multiply-add on lanes (`a * b + c`).
    #[inline]
    pub fn fma_lanes(a: &[u32], b: &[u32], c: &[u32], out: &mut [u32]) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("fma") {
            // SAFETY: the feature was just detected.
            unsafe { fma_lanes_hardware(a, b, c, out) };
            return;
        }
        for (((o, &p), &q), &r) in out.iter_mut().zip(a).zip(b).zip(c) {
            let result = f32::from_bits(p).mul_add(f32::from_bits(q), f32::from_bits(r)).to_bits();
            *o = lane_nan_rule3(p, q, r, result);
        }
    }

    /// Fused multiply-add.
    #[inline]
    pub fn fma(format: Format, a: u64, b: u64, c: u64, mode: Mode) -> u64 {
        if plain(format, mode, &[a, b, c]) {
            if format == Format::F {
                return canonical_f32(fma_f32(
                    f32::from_bits(a as u32),
                    f32::from_bits(b as u32),
                    f32::from_bits(c as u32),
                ));
            }
            return canonical_f64(f64::from_bits(a).mul_add(f64::from_bits(b), f64::from_bits(c)));
        }
        super::fma(format, a, b, c, mode).value
    }

    /// binary32 to binary16, to nearest even (`ftrunc.hf.f`), from its bits.
    /// Every path is computed and one is selected, so that lanes vectorize.
    #[inline]
    pub fn f32_to_hf(x: u32) -> u16 {
        let sign = (x >> 16) & 0x8000;
        let magnitude = x & 0x7fff_ffff;
        // Normal results: rebias the exponent and round 13 bits away.
        let rebiased = magnitude.wrapping_sub(112 << 23);
        let q = rebiased >> 13;
        let remainder = rebiased & 0x1fff;
        let normal = q + ((remainder > 0x1000) | ((remainder == 0x1000) & (q & 1 == 1))) as u32;
        // Denormal results: value * 2^24 is exact, and adding 2^23 rounds
        // it to an integer, to nearest even (no per-lane shifts, so lanes
        // vectorize without wide-shift instructions).
        let scaled = f32::from_bits(magnitude) * 16_777_216.0;
        let denormal = (scaled + 8_388_608.0).to_bits().wrapping_sub(0x4b00_0000);
        let nan = 0x7e00 | ((magnitude >> 13) & 0x3ff);
        let result = if magnitude > 0x7f80_0000 {
            nan
        } else if magnitude >= 0x477f_f000 {
            0x7c00 // rounds to infinity
        } else if magnitude >= 0x3880_0000 {
            normal
        } else if magnitude >= 0x3300_0000 {
            denormal
        } else {
            0 // below half the smallest denormal, and binary32 denormals (isa-4 4.8)
        };
        (sign | result) as u16
    }

    /// binary16 to binary32 (`fext.f.hf`), exactly.
    #[inline]
    pub fn hf_to_f32(x: u16) -> u32 {
        let x = x as u32;
        let sign = (x & 0x8000) << 16;
        let field = (x >> 10) & 0x1f;
        let fraction = x & 0x3ff;
        let normal = ((field + 112) << 23) | (fraction << 13);
        // fraction * 2^-24 is exact in binary32.
        let denormal = (fraction as f32 * f32::from_bits(0x3380_0000)).to_bits();
        let special = 0x7f80_0000 | (fraction << 13) | if fraction != 0 { 0x40_0000 } else { 0 };
        let result = if field == 31 {
            special
        } else if field == 0 {
            denormal
        } else {
            normal
        };
        sign | result
    }

    /// binary32 to bfloat16, to nearest even (`ftrunc.bf.f`).
    #[inline]
    pub fn f32_to_bf(x: u32) -> u16 {
        let magnitude = x & 0x7fff_ffff;
        if magnitude > 0x7f80_0000 {
            return ((x >> 16) | 0x40) as u16;
        }
        if magnitude < 0x0080_0000 {
            return ((x >> 16) & 0x8000) as u16;
        }
        let bias = 0x7fff + ((x >> 16) & 1);
        let rounded = (x as u64 + bias as u64) >> 16;
        rounded as u16
    }

    /// bfloat16 to binary32 (`fext.f.bf`), exactly.
    #[inline]
    pub fn bf_to_f32(x: u16) -> u32 {
        let wide = (x as u32) << 16;
        if wide & 0x7fff_ffff > 0x7f80_0000 {
            return wide | 0x0040_0000;
        }
        wide
    }
}

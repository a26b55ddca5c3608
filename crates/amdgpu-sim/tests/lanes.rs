//! Single instructions on random lanes, checked against references written
//! here (not the simulator's code), on every build of the handlers the host
//! runs: compares of every type and condition, the carry chain, the integer
//! ALU. The lane loops are where the builds could part; the kernels of
//! clang.rs only reach the cases clang happens to emit.

use amdgpu_sim::exec::Exec;
use amdgpu_sim::memory::Memory;
use amdgpu_sim::program::Program;
use amdgpu_sim::wave::Wave;
use amdgpu_sim::HostSimd;

mod common;
use common::{builds, Rng, F32_DIVISION, F64_DIVISION};

impl Rng {
    /// Words that hit the edges: zero, ones, signs, near-equal pairs.
    fn word(&mut self) -> u32 {
        match self.next() % 8 {
            0 => 0,
            1 => u32::MAX,
            2 => 0x8000_0000,
            3 => 0x7fff_ffff,
            4 => (self.next() % 5) as u32,
            _ => self.next() as u32,
        }
    }

    /// binary32 values with NaNs, infinities, zeros of both signs and
    /// denormals among them.
    fn float(&mut self) -> u32 {
        match self.next() % 10 {
            0 => 0x7fc0_0000,
            1 => 0xff80_0001,
            2 => 0x7f80_0000,
            3 => 0xff80_0000,
            4 => 0x8000_0000,
            5 => 0,
            6 => 0x0000_0003,
            7 => (self.next() % 4) as u32 + 0x3f80_0000,
            _ => self.next() as u32,
        }
    }
}

/// Runs `text` (straight-line code, each instruction once, in order) on a
/// wave whose v1..v4 hold `rows`, with VCC and EXEC as given; returns the
/// wave after.
fn run(text: &str, simd: HostSimd, rows: &[[u32; 32]; 4], vcc: u32, exec: u32) -> Wave {
    run_in_mode(text, simd, rows, vcc, exec, 0xf0)
}

/// [`run`] with MODE as given (FP_ROUND in bits 3:0).
fn run_in_mode(text: &str, simd: HostSimd, rows: &[[u32; 32]; 4], vcc: u32, exec: u32, mode: u32) -> Wave {
    let table = amdgpu::table("gfx1100").unwrap();
    let out = amdgpu::asm::assemble(table, text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let program = Program::new(table, &out.bytes, simd);
    let mut wave = Wave::new(0);
    for (k, row) in rows.iter().enumerate() {
        wave.v[1 + k] = *row;
    }
    wave.v[0] = [0x5555_5555; 32];
    wave.s[106] = vcc;
    wave.s[126] = exec;
    wave.s[10] = 0xdead_beef;
    wave.set_mode(mode).unwrap();
    let memory = Memory::default();
    let mut lds = [];
    let mut x = Exec { wave: &mut wave, memory: &memory, lds: &mut lds, program: &program };
    for d in &program.insts {
        d.entry.call(&mut x, d).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    }
    wave
}

fn rows(rng: &mut Rng, f: impl Fn(&mut Rng) -> u32) -> [[u32; 32]; 4] {
    std::array::from_fn(|_| std::array::from_fn(|_| f(rng)))
}

fn mask(f: impl Fn(usize) -> bool) -> u32 {
    (0..32).filter(|l| f(*l)).fold(0, |m, l| m | 1 << l)
}

#[test]
fn integer_compares_of_every_condition_and_width() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    type Holds = fn(std::cmp::Ordering) -> bool;
    let conditions: [(&str, Holds); 8] = [
        ("f", |_| false),
        ("lt", |o| o.is_lt()),
        ("eq", |o| o.is_eq()),
        ("le", |o| o.is_le()),
        ("gt", |o| o.is_gt()),
        ("ne", |o| o.is_ne()),
        ("ge", |o| o.is_ge()),
        ("t", |_| true),
    ];
    for simd in builds() {
        for (name, holds) in conditions {
            for ty in ["i32", "u32", "i64", "u64"] {
                for _ in 0..8 {
                    let r = rows(&mut rng, Rng::word);
                    let exec = rng.next() as u32 | 1;
                    let text = if ty.ends_with("32") {
                        format!("v_cmp_{name}_{ty} vcc_lo, v1, v3")
                    } else {
                        format!("v_cmp_{name}_{ty} vcc_lo, v[1:2], v[3:4]")
                    };
                    let w = run(&text, simd, &r, 0, exec);
                    let want = mask(|l| {
                        let (a, b) = match ty {
                            "i32" => ((r[0][l] as i32 as i64) as i128, (r[2][l] as i32 as i64) as i128),
                            "u32" => (r[0][l] as i128, r[2][l] as i128),
                            "i64" => (
                                ((r[1][l] as u64) << 32 | r[0][l] as u64) as i64 as i128,
                                ((r[3][l] as u64) << 32 | r[2][l] as u64) as i64 as i128,
                            ),
                            _ => (
                                ((r[1][l] as u64) << 32 | r[0][l] as u64) as i128,
                                ((r[3][l] as u64) << 32 | r[2][l] as u64) as i128,
                            ),
                        };
                        holds(a.cmp(&b))
                    }) & exec;
                    assert_eq!(w.s[106], want, "{text} ({simd:?})");
                }
            }
        }
    }
}

#[test]
fn float_compares_of_every_condition_with_nans_zeros_and_denormals() {
    let mut rng = Rng(0x0fed_cba9_8765_4321);
    let names = ["f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "t"];
    for simd in builds() {
        for (code, name) in names.iter().enumerate() {
            for _ in 0..16 {
                let r = rows(&mut rng, Rng::float);
                let exec = rng.next() as u32 | 1;
                let text = format!("v_cmpx_{name}_f32_e64 v1, v2");
                let w = run(&text, simd, &r, 0, exec);
                let want = mask(|l| {
                    // Denormals as MODE keeps them (the simulator's default).
                    let (a, b) = (f32::from_bits(r[0][l]), f32::from_bits(r[1][l]));
                    let ordering = a.partial_cmp(&b);
                    let unordered = ordering.is_none();
                    // Bit k of the code: less, equal, greater; the "n" half is their negation.
                    let base = code & 7;
                    let ordered_holds = ordering.is_some_and(|o| match o {
                        std::cmp::Ordering::Less => base & 1 != 0,
                        std::cmp::Ordering::Equal => base & 2 != 0,
                        std::cmp::Ordering::Greater => base & 4 != 0,
                    });
                    match code {
                        0 => false,
                        15 => true,
                        7 => !unordered,
                        8 => unordered,
                        1..=6 => ordered_holds,
                        // nge (9) is "not greater-or-equal": unordered or less, and so on.
                        _ => {
                            unordered
                                || !ordering.is_some_and(|o| match o {
                                    std::cmp::Ordering::Less => (15 - code) & 1 != 0,
                                    std::cmp::Ordering::Equal => (15 - code) & 2 != 0,
                                    std::cmp::Ordering::Greater => (15 - code) & 4 != 0,
                                })
                        }
                    }
                }) & exec;
                assert_eq!(w.s[126], want, "{text} ({simd:?})");
            }
        }
    }
}

#[test]
fn the_carry_chain_adds_and_subtracts_with_carries_in_and_out() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for simd in builds() {
        for op in ["add", "sub", "subrev"] {
            for carry_in in [false, true] {
                for _ in 0..16 {
                    let r = rows(&mut rng, Rng::word);
                    let (vcc, exec) = (rng.next() as u32, rng.next() as u32 | 1);
                    let text = if carry_in {
                        format!("v_{op}_co_ci_u32_e64 v5, s[20:21], v1, v2, vcc_lo")
                    } else {
                        format!("v_{op}_co_u32 v5, s20, v1, v2")
                    };
                    let text = text.replace("s[20:21]", "s20");
                    let w = run(&text, simd, &r, vcc, exec);
                    let (mut want_carry, mut want) = (0u32, [0x0u32; 32]);
                    for l in 0..32 {
                        let ci = (carry_in && vcc >> l & 1 != 0) as i64;
                        let (a, b) = if op == "subrev" { (r[1][l], r[0][l]) } else { (r[0][l], r[1][l]) };
                        let wide = if op == "add" { a as i64 + b as i64 + ci } else { a as i64 - b as i64 - ci };
                        want[l] = if exec >> l & 1 != 0 { wide as u32 } else { 0 };
                        if (wide >> 32) != 0 && exec >> l & 1 != 0 {
                            want_carry |= 1 << l;
                        }
                    }
                    let got: [u32; 32] = std::array::from_fn(|l| if exec >> l & 1 != 0 { w.v[5][l] } else { 0 });
                    assert_eq!(got, want, "{text} ({simd:?})");
                    assert_eq!(w.s[20], want_carry, "{text} carry ({simd:?})");
                }
            }
        }
    }
}

#[test]
fn integer_alu_operations_match_their_definitions() {
    type Op = fn(u32, u32, u32) -> u32;
    let cases: [(&str, Op); 14] = [
        ("v_add_nc_u32 v5, v1, v2", |a, b, _| a.wrapping_add(b)),
        ("v_sub_nc_u32 v5, v1, v2", |a, b, _| a.wrapping_sub(b)),
        ("v_subrev_nc_u32 v5, v1, v2", |a, b, _| b.wrapping_sub(a)),
        ("v_xnor_b32 v5, v1, v2", |a, b, _| !(a ^ b)),
        ("v_lshlrev_b32 v5, v1, v2", |a, b, _| b << (a & 31)),
        ("v_lshrrev_b32 v5, v1, v2", |a, b, _| b >> (a & 31)),
        ("v_ashrrev_i32 v5, v1, v2", |a, b, _| ((b as i32) >> (a & 31)) as u32),
        ("v_mul_lo_u32 v5, v1, v2", |a, b, _| a.wrapping_mul(b)),
        ("v_mul_hi_i32 v5, v1, v2", |a, b, _| ((a as i32 as i64 * b as i32 as i64) >> 32) as u32),
        ("v_max_i32 v5, v1, v2", |a, b, _| (a as i32).max(b as i32) as u32),
        ("v_min_u32 v5, v1, v2", |a, b, _| a.min(b)),
        ("v_add3_u32 v5, v1, v2, v3", |a, b, c| a.wrapping_add(b).wrapping_add(c)),
        ("v_bfi_b32 v5, v1, v2, v3", |a, b, c| (a & b) | (!a & c)),
        ("v_med3_i32 v5, v1, v2, v3", |a, b, c| {
            let mut v = [a as i32, b as i32, c as i32];
            v.sort();
            v[1] as u32
        }),
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for simd in builds() {
        for (text, op) in cases {
            for _ in 0..16 {
                let r = rows(&mut rng, Rng::word);
                let exec = rng.next() as u32 | 1;
                let w = run(text, simd, &r, 0, exec);
                let want: [u32; 32] =
                    std::array::from_fn(
                        |l| if exec >> l & 1 != 0 { op(r[0][l], r[1][l], r[2][l]) } else { 0x5555_5555 },
                    );
                let got: [u32; 32] = std::array::from_fn(|l| if exec >> l & 1 != 0 { w.v[5][l] } else { w.v[0][l] });
                assert_eq!(got, want, "{text} ({simd:?})");
            }
        }
    }
}

/// A format's `next_down` and `next_up`.
type Neighbours<T> = (fn(T) -> T, fn(T) -> T);

/// The exact value rounded in MODE's rounding `round` (0 nearest even, 1
/// up, 2 down, 3 toward zero), from the format's nearest value and where
/// the exact value lies relative to it (`position`, found by comparing in
/// a wider format): the nearest value or one of its neighbours, which
/// `next_down`/`next_up` give; `magnitude` tells which is toward zero.
fn round_directed<T: Copy>(
    nearest: T,
    position: std::cmp::Ordering,
    round: u32,
    (next_down, next_up): Neighbours<T>,
    magnitude: fn(T) -> f64,
) -> T {
    use std::cmp::Ordering::*;
    let (below, above) = match position {
        Equal => return nearest,
        Less => (next_down(nearest), nearest),
        Greater => (nearest, next_up(nearest)),
    };
    match round {
        0 => nearest,
        1 => above,
        2 => below,
        _ if magnitude(below) < magnitude(above) => below,
        _ => above,
    }
}

/// [`round_directed`] to binary32.
fn round_f32(nearest: f32, position: std::cmp::Ordering, round: u32) -> f32 {
    round_directed(nearest, position, round, (f32::next_down, f32::next_up), |v| v.abs() as f64)
}

#[test]
#[allow(clippy::needless_range_loop)] // lanes index the rows and the wave alike
fn conversions_and_square_roots_round_as_mode_says() {
    let mut rng = Rng(0x5851_f42d_4c95_7f2d);
    for simd in builds() {
        for round in 0..4u32 {
            for _ in 0..8 {
                // Integers past 2^24, where the conversion is inexact.
                let r = rows(&mut rng, |g| (g.next() as u32) | 1 << (24 + (g.next() % 8) as u32));
                let exec = u32::MAX;
                for (text, signed) in [("v_cvt_f32_u32 v5, v1", false), ("v_cvt_f32_i32 v5, v1", true)] {
                    let w = run_in_mode(text, simd, &r, 0, exec, 0xf0 | round);
                    for l in 0..32 {
                        let exact = if signed { r[0][l] as i32 as f64 } else { r[0][l] as f64 };
                        let nearest = exact as f32;
                        let want = round_f32(nearest, exact.partial_cmp(&(nearest as f64)).unwrap(), round);
                        assert_eq!(f32::from_bits(w.v[5][l]), want, "{text} of {} in mode {round} ({simd:?})", r[0][l]);
                    }
                }
                // Positive normal and denormal floats.
                let r = rows(&mut rng, |g| (g.next() as u32) & 0x7f7f_ffff);
                let text = "v_sqrt_f32 v5, v1";
                let w = run_in_mode(text, simd, &r, 0, exec, 0xf0 | round);
                for l in 0..32 {
                    let a = f32::from_bits(r[0][l]);
                    let nearest = a.sqrt();
                    // nearest² is exact in binary64: compare it with a.
                    let square = nearest as f64 * nearest as f64;
                    let position = (a as f64).partial_cmp(&square).unwrap();
                    let want = round_f32(nearest, position, round);
                    assert_eq!(f32::from_bits(w.v[5][l]), want, "{text} of {a:e} in mode {round} ({simd:?})");
                }
            }
        }
    }
}

#[test]
#[allow(clippy::needless_range_loop)] // lanes index the rows and the wave alike
fn double_conversion_and_square_root_round_as_mode_says() {
    let mut rng = Rng(0x2d35_8dcc_aa6c_78a5);
    for simd in builds() {
        for round in 0..4u32 {
            for _ in 0..8 {
                // binary64 values around binary32's range, its overflow included.
                let values: [f64; 32] = std::array::from_fn(|_| {
                    let mantissa = 1.0 + (rng.next() >> 11) as f64 / (1u64 << 53) as f64;
                    let exponent = (rng.next() % 300) as i32 - 150;
                    let sign = if rng.next() & 1 == 0 { 1.0 } else { -1.0 };
                    sign * mantissa * 2f64.powi(exponent)
                });
                let mut r = [[0u32; 32]; 4];
                for l in 0..32 {
                    r[0][l] = values[l].to_bits() as u32;
                    r[1][l] = (values[l].to_bits() >> 32) as u32;
                }
                // FP_ROUND: binary32's mode in bits 1:0, binary64's in 3:2.
                let text = "v_cvt_f32_f64 v5, v[1:2]";
                let w = run_in_mode(text, simd, &r, 0, u32::MAX, 0xf0 | round);
                for l in 0..32 {
                    let a = values[l];
                    let nearest = a as f32;
                    let want = round_f32(nearest, a.partial_cmp(&(nearest as f64)).unwrap(), round);
                    assert_eq!(
                        f32::from_bits(w.v[5][l]).to_bits(),
                        want.to_bits(),
                        "{text} of {a:e}, mode {round} ({simd:?})"
                    );
                }
                let text = "v_sqrt_f64 v[5:6], v[1:2]";
                let w = run_in_mode(text, simd, &r, 0, u32::MAX, 0xf0 | round << 2);
                for l in 0..32 {
                    let a = values[l].abs().max(1.0);
                    if a != values[l] {
                        continue;
                    }
                    let nearest = a.sqrt();
                    // The sign of nearest² - a, exact in one fused multiply-add.
                    let residual = nearest.mul_add(nearest, -a);
                    // nearest² above a: the exact root is below nearest.
                    let position = 0.0.partial_cmp(&residual).unwrap();
                    let want = round_directed(nearest, position, round, (f64::next_down, f64::next_up), f64::abs);
                    let got = f64::from_bits(w.v[5][l] as u64 | (w.v[6][l] as u64) << 32);
                    assert_eq!(got.to_bits(), want.to_bits(), "{text} of {a:e}, mode {round} ({simd:?})");
                }
            }
        }
    }
}

/// The binary16 value below `h` (not a NaN).
fn f16_next_down(h: half::f16) -> half::f16 {
    let b = h.to_bits();
    half::f16::from_bits(if b & 0x7fff == 0 {
        0x8001
    } else if b & 0x8000 != 0 {
        b + 1
    } else {
        b - 1
    })
}

/// The binary16 value above `h` (not a NaN).
fn f16_next_up(h: half::f16) -> half::f16 {
    let b = h.to_bits();
    half::f16::from_bits(if b & 0x7fff == 0 {
        0x0001
    } else if b & 0x8000 != 0 {
        b - 1
    } else {
        b + 1
    })
}

/// [`round_directed`] to binary16.
fn round_f16(nearest: half::f16, position: std::cmp::Ordering, round: u32) -> half::f16 {
    round_directed(nearest, position, round, (f16_next_down, f16_next_up), |h| h.to_f64().abs())
}

#[test]
#[allow(clippy::needless_range_loop)] // lanes index the rows and the wave alike
fn conversion_to_half_rounds_as_mode_says() {
    let mut rng = Rng(0x1405_7b7e_f767_814f);
    for simd in builds() {
        for round in 0..4u32 {
            for _ in 0..8 {
                // binary32 values around binary16's range: denormals, overflow.
                let r = rows(&mut rng, |g| {
                    let exponent = 127 - 30 + (g.next() % 50) as u32;
                    (g.next() as u32 & 0x807f_ffff) | exponent << 23
                });
                let text = "v_cvt_f16_f32 v5, v1";
                let w = run_in_mode(text, simd, &r, 0, u32::MAX, 0xf0 | round << 2);
                for l in 0..32 {
                    let a = f32::from_bits(r[0][l]);
                    let nearest = half::f16::from_f32(a);
                    let want = round_f16(nearest, a.partial_cmp(&nearest.to_f32()).unwrap(), round);
                    let got = w.v[5][l] as u16;
                    assert_eq!(got, want.to_bits(), "{text} of {a:e}, mode {round} ({simd:?})");
                }
            }
        }
    }
}

#[test]
#[allow(clippy::needless_range_loop)] // lanes index the rows and the wave alike
fn packed_half_arithmetic_rounds_as_mode_says() {
    let mut rng = Rng(0x94d0_49bb_1331_11eb);
    for simd in builds() {
        for round in 0..4u32 {
            for (text, op) in [("v_pk_add_f16 v5, v1, v2", 0), ("v_pk_mul_f16 v5, v1, v2", 1)] {
                for _ in 0..4 {
                    // Finite halves of all magnitudes (no NaNs or infinities).
                    let r = rows(&mut rng, |g| {
                        let half = |g: &mut Rng| {
                            let v = g.next() as u16;
                            if v & 0x7c00 == 0x7c00 {
                                v & 0xbfff
                            } else {
                                v
                            }
                        };
                        half(g) as u32 | (half(g) as u32) << 16
                    });
                    let w = run_in_mode(text, simd, &r, 0, u32::MAX, 0xf0 | round << 2);
                    for l in 0..32 {
                        for h in 0..2 {
                            let half = |v: u32| half::f16::from_bits((v >> (16 * h)) as u16);
                            let (a, b) = (half(r[0][l]).to_f64(), half(r[1][l]).to_f64());
                            // Exact in binary64: the sum's bits span less than 53, the product has 22.
                            let exact = if op == 0 { a + b } else { a * b };
                            let nearest = half::f16::from_f64(exact);
                            let want = round_f16(nearest, exact.partial_cmp(&nearest.to_f64()).unwrap(), round);
                            let got = (w.v[5][l] >> (16 * h)) as u16;
                            // An exact zero's sign (IEEE's rule for x - x rounding down) is not what this checks.
                            if exact == 0.0 {
                                continue;
                            }
                            assert_eq!(got, want.to_bits(), "{text} half {h} of {a:e}, {b:e}, mode {round} ({simd:?})");
                        }
                    }
                }
            }
        }
    }
}

/// binary16 results take VOP3's output modifiers (omod scales, then clamp
/// bounds to [0, 1], a NaN to 0) and VOP3P's clamp, as binary32 ones do;
/// v_cvt_f32_f16's abs and neg act on the binary16 source's sign bit.
/// (The simulator ignored all of these until the pseudocode check of
/// pisa-doc compared it with the definitions.)
#[test]
#[allow(clippy::needless_range_loop)] // lanes index the rows and the wave alike
fn half_results_take_clamp_and_omod_and_half_sources_take_abs_and_neg() {
    let h = |v: f64| half::f16::from_f64(v).to_bits() as u32;
    // Lane values: 0.75 and 3.0 (low halves), -0.25 and NaN (high halves).
    let mut r = [[0u32; 32]; 4];
    for l in 0..32 {
        r[0][l] = h(0.75) | h(-0.25) << 16;
        r[1][l] = h(3.0) | 0x7e00 << 16;
    }
    for simd in builds() {
        let low = |w: &Wave| w.v[5][0] as u16;
        let w = run("v_add_f16_e64 v5.l, v1.l, v2.l clamp", simd, &r, 0, u32::MAX);
        assert_eq!(low(&w), h(1.0) as u16, "3.75 clamps to 1 ({simd:?})");
        let w = run("v_mul_f16_e64 v5.l, v1.l, v2.l mul:2", simd, &r, 0, u32::MAX);
        assert_eq!(low(&w), h(4.5) as u16, "2.25 * 2 ({simd:?})");
        // Into v1's low half: its upper half is kept.
        let w = run("v_sub_f16_e64 v1.l, v1.l, v2.l div:2", simd, &r, 0, u32::MAX);
        assert_eq!(w.v[1][0], h(-1.125) | h(-0.25) << 16, "-2.25 / 2 ({simd:?})");
        let w = run("v_cvt_f16_f32_e64 v5.l, v1 mul:4", simd, &[[0x3e80_0000; 32]; 4], 0, u32::MAX);
        assert_eq!(low(&w), h(1.0) as u16, "0.25 * 4 ({simd:?})");
        // Packed: clamp bounds both halves; a NaN clamps to 0.
        let w = run("v_pk_add_f16 v5, v1, v2 clamp", simd, &r, 0, u32::MAX);
        assert_eq!(w.v[5][0], h(1.0), "(1, 0) ({simd:?})");
        let w = run("v_pk_mul_f16 v5, v1, v1 clamp", simd, &r, 0, u32::MAX);
        assert_eq!(w.v[5][0], h(0.5625) | h(0.0625) << 16, "squares in range ({simd:?})");
        // v_cvt_f32_f16 with |x| and -x.
        let w = run("v_cvt_f32_f16_e64 v5, |v1.h|", simd, &r, 0, u32::MAX);
        assert_eq!(f32::from_bits(w.v[5][0]), 0.25, "{simd:?}");
        let w = run("v_cvt_f32_f16_e64 v5, -v1.l", simd, &r, 0, u32::MAX);
        assert_eq!(f32::from_bits(w.v[5][0]), -0.75, "{simd:?}");
    }
}

/// The binary64 division steps take VOP3's omod and clamp, as the binary32
/// ones do (the simulator dropped them until pisa-doc's pseudocode check).
#[test]
fn double_division_steps_take_omod_and_clamp() {
    let pair = |v: f64| [[v.to_bits() as u32; 32], [(v.to_bits() >> 32) as u32; 32]];
    let (lo, hi) = (pair(3.0), pair(-0.5));
    let rows = [lo[0], lo[1], hi[0], hi[1]];
    let get = |w: &Wave| f64::from_bits(w.v[5][0] as u64 | (w.v[6][0] as u64) << 32);
    for simd in builds() {
        // v_div_fixup_f64 of quotient 3 for 1.5 / 0.5 is 3; omod and clamp follow.
        let w = run("v_div_fixup_f64 v[5:6], v[1:2], |v[3:4]|, v[1:2] mul:2", simd, &rows, 0, u32::MAX);
        assert_eq!(get(&w), 6.0, "{simd:?}");
        let w = run("v_div_fixup_f64 v[5:6], v[1:2], |v[3:4]|, v[1:2] clamp", simd, &rows, 0, u32::MAX);
        assert_eq!(get(&w), 1.0, "{simd:?}");
        // v_div_fmas_f64 with VCC clear: a plain fma, 3 * 3 + 3 = 12, halved.
        let w = run("v_div_fmas_f64 v[5:6], v[1:2], v[1:2], v[1:2] div:2", simd, &rows, 0, u32::MAX);
        assert_eq!(get(&w), 6.0, "{simd:?}");
        // v_div_scale_f64 of ordinary operands returns its first, scaled by omod.
        let w = run("v_div_scale_f64 v[5:6], vcc_lo, v[1:2], v[1:2], v[1:2] mul:4", simd, &rows, 0, u32::MAX);
        assert_eq!(get(&w), 12.0, "{simd:?}");
    }
}

/// binary16 compares (true16 halves) of every condition, and class, on
/// NaNs, infinities, zeros, denormals and random halves, against the
/// `half` crate's ordering.
#[test]
#[allow(clippy::needless_range_loop)] // lanes index the rows and the wave alike
fn half_compares_of_every_condition_and_class() {
    let mut rng = Rng(0x6a09_e667_f3bc_c908);
    let conds = ["f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "t"];
    for simd in builds() {
        for _ in 0..4 {
            let r = rows(&mut rng, |g| {
                let pick = |g: &mut Rng| -> u32 {
                    [0x7e00, 0x7c01, 0x7c00, 0xfc00, 0x8000, 0, 0x0003, 0x3c00, 0xbc00][(g.next() % 12) as usize % 9]
                };
                let a = if g.next() % 2 == 0 { pick(g) } else { g.next() as u32 & 0xffff };
                let b = if g.next() % 3 == 0 { a } else { pick(g) };
                a | b << 16
            });
            for (k, cond) in conds.iter().enumerate() {
                let text = format!("v_cmp_{cond}_f16_e64 s10, v1.l, v1.h");
                let w = run(&text, simd, &r, 0, u32::MAX);
                let want = mask(|l| {
                    let a = half::f16::from_bits(r[0][l] as u16).to_f64();
                    let b = half::f16::from_bits((r[0][l] >> 16) as u16).to_f64();
                    let unordered = a.is_nan() || b.is_nan();
                    let p = match if k < 8 { k } else { 15 - k } {
                        0 => false,
                        1 => a < b,
                        2 => a == b,
                        3 => a <= b,
                        4 => a > b,
                        5 => !unordered && a != b,
                        6 => a >= b,
                        _ => !unordered,
                    };
                    // The second eight negate the first, in reverse (u is not o).
                    if k < 8 {
                        p
                    } else {
                        !p
                    }
                });
                assert_eq!(w.s[10], want, "{text} ({simd:?})");
            }
            // class: the mask in v2 has one class bit per lane.
            let mut r2 = r;
            for l in 0..32 {
                r2[1][l] = 1 << (l % 10);
            }
            let w = run("v_cmp_class_f16_e64 s10, v1.l, v2.l", simd, &r2, 0, u32::MAX);
            let want = mask(|l| {
                let h = r2[0][l] as u16;
                let (e, m, neg) = (h >> 10 & 31, h & 0x3ff, h & 0x8000 != 0);
                let class = match (e, m) {
                    (31, 0) => {
                        if neg {
                            2
                        } else {
                            9
                        }
                    }
                    (31, _) => (h >> 9 & 1) as usize,
                    (0, 0) => {
                        if neg {
                            5
                        } else {
                            6
                        }
                    }
                    (0, _) => {
                        if neg {
                            4
                        } else {
                            7
                        }
                    }
                    _ => {
                        if neg {
                            3
                        } else {
                            8
                        }
                    }
                };
                class == l % 10
            });
            assert_eq!(w.s[10], want, "v_cmp_class_f16 ({simd:?})");
        }
    }
}

/// v_ldexp_f64 scales exactly where the result is in range, even when
/// 2^e alone is not (the simulator multiplied by `2f64.powi(e)`, which is 0
/// below 2^-1074 and infinite above 2^1023), and rounds once into the
/// denormals.
#[test]
fn double_ldexp_scales_beyond_the_range_of_its_power_of_two() {
    let cases: [(f64, i32, f64); 7] = [
        (2f64.powi(100), -1080, 2f64.powi(-980)),
        (2f64.powi(-100), 1050, 2f64.powi(950)),
        (f64::MIN_POSITIVE / 4.0, 1100, 2f64.powi(1100 - 1024)),
        (3.0, -1075, f64::from_bits(2)), // 1.5 * 2^-1074 is a tie: to even, 2 * 2^-1074
        (1.0, -1075, 0.0),               // half the smallest denormal: a tie, to even (zero)
        (-1.5, 1024, f64::NEG_INFINITY),
        (1.0, -2000, 0.0),
    ];
    for simd in builds() {
        for (a, e, want) in cases {
            let rows = [[a.to_bits() as u32; 32], [(a.to_bits() >> 32) as u32; 32], [e as u32; 32], [0; 32]];
            let w = run("v_ldexp_f64 v[5:6], v[1:2], v3", simd, &rows, 0, u32::MAX);
            let got = f64::from_bits(w.v[5][0] as u64 | (w.v[6][0] as u64) << 32);
            assert_eq!(got.to_bits(), want.to_bits(), "ldexp({a:e}, {e}) ({simd:?})");
        }
    }
}

/// Global loads and stores of 1, 2 and 4 dwords, through a VGPR pair or
/// an SGPR base and VGPR offsets, on addresses that are consecutive
/// (the wave's one-check path) and on ones that are consecutive but for
/// one lane: a lane a word off, a high word that differs, lanes in
/// reverse, all lanes at one place. Every lane is checked against the
/// addresses worked out here, and an address outside the buffer must be
/// the fault it is, not a read of the neighbouring words.
#[test]
fn global_accesses_read_and_write_each_lanes_own_address() {
    const WORDS: usize = 1024;
    let contents: Vec<u8> = (0..WORDS as u32).flat_map(|i| (i.wrapping_mul(0x9e37_79b9) ^ i).to_le_bytes()).collect();
    let word = |k: u64| u32::from_le_bytes(contents[4 * k as usize..4 * k as usize + 4].try_into().unwrap());
    let table = amdgpu::table("gfx1100").unwrap();
    let mut rng = Rng(0x0bad_5eed_1234_5678);
    for simd in builds() {
        for dwords in [1u64, 2, 4] {
            for saddr in [false, true] {
                for case in 0..6 {
                    for store in [false, true] {
                        let mut memory = Memory::default();
                        let base = memory.add("buffer", &contents);
                        let stride = 4 * dwords;
                        let start = 64 + 4 * (rng.next() % 64);
                        let mut offsets: Vec<u64> = (0..32).map(|l| start + l * stride).collect();
                        let mut high_word_off = None;
                        match case {
                            0 => {}
                            1 => offsets[(rng.next() % 32) as usize] += 4,
                            2 => offsets.reverse(),
                            3 => offsets.iter_mut().for_each(|o| *o = start),
                            4 => high_word_off = Some((rng.next() % 32) as usize),
                            _ => offsets[31] = 4 * WORDS as u64 - 4 * (dwords - 1) - 4,
                        }
                        let mut wave = Wave::new(0);
                        let size = ["", "b32", "b64", "", "b128"][dwords as usize];
                        let text = if saddr {
                            wave.s[20] = base as u32;
                            wave.s[21] = (base >> 32) as u32;
                            wave.v[1] = std::array::from_fn(|l| offsets[l] as u32);
                            ("v1", "s[20:21]")
                        } else {
                            wave.v[1] = std::array::from_fn(|l| (base + offsets[l]) as u32);
                            wave.v[2] = std::array::from_fn(|l| ((base + offsets[l]) >> 32) as u32);
                            ("v[1:2]", "off")
                        };
                        if let Some(l) = high_word_off {
                            // Lane l's address is 4 GiB past the buffer.
                            let r = if saddr { 1 } else { 2 };
                            if saddr {
                                wave.v[r][l] = wave.v[r][l].wrapping_add(0x8000_0000);
                            } else {
                                wave.v[r][l] += 1;
                            }
                        }
                        let data: [[u32; 32]; 4] = std::array::from_fn(|_| std::array::from_fn(|_| rng.next() as u32));
                        for (k, row) in data.iter().enumerate() {
                            wave.v[10 + k] = *row;
                        }
                        let (vaddr, saddr_text) = text;
                        let text = if store {
                            format!("global_store_{size} {vaddr}, v[10:13], {saddr_text}")
                        } else {
                            format!("global_load_{size} v[20:23], {vaddr}, {saddr_text}")
                        };
                        let text = match dwords {
                            1 => text.replace("v[10:13]", "v10").replace("v[20:23]", "v20"),
                            2 => text.replace("v[10:13]", "v[10:11]").replace("v[20:23]", "v[20:21]"),
                            _ => text,
                        };
                        let out = amdgpu::asm::assemble(table, &text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
                        let program = Program::new(table, &out.bytes, simd);
                        let d = &program.insts[0];
                        wave.s[126] = u32::MAX;
                        let mut lds = [];
                        let mut x = Exec { wave: &mut wave, memory: &memory, lds: &mut lds, program: &program };
                        let result = d.entry.call(&mut x, d);
                        let what = format!("{text}, case {case} ({simd:?})");
                        let lane_address = |l: usize| {
                            let hi_off = high_word_off == Some(l);
                            match (hi_off, saddr) {
                                (false, _) => base + offsets[l],
                                (true, true) => base + offsets[l] + 0x8000_0000,
                                (true, false) => base + offsets[l] + (1 << 32),
                            }
                        };
                        if high_word_off.is_some() {
                            assert!(result.is_err(), "{what}: a lane outside the buffer was not a fault");
                            continue;
                        }
                        result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
                        if store {
                            // Where lanes overlap, the order of their writes is
                            // not defined: any of theirs may be left.
                            let mut writers: Vec<Vec<u32>> = vec![Vec::new(); WORDS];
                            for l in 0..32 {
                                for k in 0..dwords as usize {
                                    writers[((lane_address(l) - base) / 4) as usize + k].push(data[k][l]);
                                }
                            }
                            let after = memory.bytes(base).unwrap();
                            for (i, candidates) in writers.iter().enumerate() {
                                let got = u32::from_le_bytes(after[4 * i..4 * i + 4].try_into().unwrap());
                                let ok = if candidates.is_empty() {
                                    got == word(i as u64)
                                } else {
                                    candidates.contains(&got)
                                };
                                assert!(ok, "{what}: word {i} after the store is {got:#x}, of {candidates:x?}");
                            }
                        } else {
                            for l in 0..32 {
                                for k in 0..dwords as usize {
                                    let want = word((lane_address(l) - base) / 4 + k as u64);
                                    assert_eq!(wave.v[20 + k][l], want, "{what}: lane {l}, dword {k}");
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
#[allow(clippy::needless_range_loop)] // lanes index several rows alike
fn multiply_adds_to_64_bits_carry_and_overflow_per_lane() {
    let mut rng = Rng(0x6a09_e667_f3bc_c909);
    for simd in builds() {
        for signed in [false, true] {
            for _ in 0..24 {
                let r = rows(&mut rng, Rng::word);
                let exec = rng.next() as u32 | 1;
                let op = if signed { "v_mad_i64_i32" } else { "v_mad_u64_u32" };
                // v[3:4] is the 64-bit addend: r[2] low, r[3] high.
                let text = format!("{op} v[6:7], s20, v1, v2, v[3:4]");
                let w = run(&text, simd, &r, 0, exec);
                let mut want_mask = 0u32;
                for l in 0..32 {
                    let c = r[2][l] as u64 | (r[3][l] as u64) << 32;
                    let (value, flag) = if signed {
                        let wide = r[0][l] as i32 as i128 * r[1][l] as i32 as i128 + c as i64 as i128;
                        (wide as u64, wide != wide as i64 as i128)
                    } else {
                        let wide = r[0][l] as u128 * r[1][l] as u128 + c as u128;
                        (wide as u64, wide >> 64 != 0)
                    };
                    if exec >> l & 1 != 0 {
                        let got = w.v[6][l] as u64 | (w.v[7][l] as u64) << 32;
                        assert_eq!(got, value, "{text} lane {l} ({simd:?})");
                        want_mask |= (flag as u32) << l;
                    } else {
                        assert_eq!((w.v[6][l], w.v[7][l]), (0, 0), "{text} inactive lane {l} ({simd:?})");
                    }
                }
                assert_eq!(w.s[20], want_mask, "{text} carry ({simd:?})");
            }
        }
    }
}

#[test]
#[allow(clippy::needless_range_loop)] // lanes index several rows alike
fn dual_issue_halves_compute_as_their_plain_operations() {
    // Each X half the simulator has its own handler for, and one it does
    // not, with a multiply as the Y half; inactive lanes keep v6 and v7.
    type Op = fn(f32, f32, f32, bool) -> f32;
    let cases: [(&str, Op); 7] = [
        ("v_dual_fmac_f32 v6, v1, v2", |a, b, acc, _| a.mul_add(b, acc)),
        ("v_dual_mul_f32 v6, v1, v2", |a, b, _, _| a * b),
        ("v_dual_add_f32 v6, v1, v2", |a, b, _, _| a + b),
        ("v_dual_sub_f32 v6, v1, v2", |a, b, _, _| a - b),
        ("v_dual_mov_b32 v6, v1", |a, _, _, _| a),
        ("v_dual_cndmask_b32 v6, v1, v2", |a, b, _, vcc| if vcc { b } else { a }),
        ("v_dual_subrev_f32 v6, v1, v2", |a, b, _, _| b - a),
    ];
    let mut rng = Rng(0x510e_527f_ade6_82d1);
    for simd in builds() {
        for (x_half, reference) in cases {
            for _ in 0..8 {
                let r = rows(&mut rng, Rng::float);
                let (vcc, exec) = (rng.next() as u32, rng.next() as u32 | 1);
                let text = format!("{x_half} :: v_dual_mul_f32 v7, v3, v4");
                let w = run(&text, simd, &r, vcc, exec);
                for l in 0..32 {
                    let f = |k: usize| f32::from_bits(r[k][l]);
                    let (want_x, want_y) = if exec >> l & 1 != 0 {
                        (reference(f(0), f(1), 0.0, vcc >> l & 1 != 0).to_bits(), (f(2) * f(3)).to_bits())
                    } else {
                        (0, 0)
                    };
                    // NaNs as NaNs: which payload is another test's matter.
                    let same = |got: u32, want: u32| {
                        got == want || (f32::from_bits(got).is_nan() && f32::from_bits(want).is_nan())
                    };
                    assert!(
                        same(w.v[6][l], want_x) && same(w.v[7][l], want_y),
                        "{text} lane {l} ({simd:?}): {:#x} {:#x}, want {want_x:#x} {want_y:#x}",
                        w.v[6][l],
                        w.v[7][l]
                    );
                }
            }
        }
    }
}

/// v_alignbit_b32's shift amount is a 16-bit operand on gfx11: `v3.h`
/// (op_sel[2]) shifts by the high half's low five bits. The simulator read
/// the low half whatever op_sel said (found by pisa-doc's semantics check).
#[test]
#[allow(clippy::needless_range_loop)] // lanes index the rows and the wave alike
fn v_alignbit_b32_reads_its_shift_from_the_half_op_sel_names() {
    let mut rng = Rng(0xa119_b175);
    for simd in builds() {
        let rows = rows(&mut rng, Rng::word);
        for (text, high) in [("v_alignbit_b32 v0, v1, v2, v3.h", true), ("v_alignbit_b32 v0, v1, v2, v3.l", false)] {
            let w = run(text, simd, &rows, 0, u32::MAX);
            for l in 0..32 {
                let shift = if high { rows[2][l] >> 16 } else { rows[2][l] } & 31;
                let want = (((rows[0][l] as u64) << 32 | rows[1][l] as u64) >> shift) as u32;
                assert_eq!(w.v[0][l], want, "{text} lane {l} ({simd:?})");
            }
        }
    }
}

/// v_cmp_class_f16's class mask is a 16-bit operand: `v2.h` is the high
/// half, in the 32-bit encoding (bit 7 of the register) and in VOP3
/// (op_sel[1]). The simulator read the low half (found by pisa-doc's
/// semantics check).
#[test]
fn v_cmp_class_f16_reads_its_mask_from_the_half_named() {
    let mut rng = Rng(0xc1a5_5f16);
    for simd in builds() {
        let mut rows = rows(&mut rng, Rng::word);
        // 1.0 in both halves of v1 (class 8, +normal); the masks differ by half.
        rows[0] = [0x3c00_3c00; 32];
        rows[1] = std::array::from_fn(|l| if l % 2 == 0 { 0x0100_0000 } else { 0x0000_0100 });
        for text in [
            "v_cmp_class_f16_e32 vcc_lo, v1.l, v2.h",
            "v_cmp_class_f16_e64 vcc_lo, v1.l, v2.h",
            "v_cmpx_class_f16_e32 v1.l, v2.h",
        ] {
            let w = run(text, simd, &rows, 0, u32::MAX);
            let got = if text.starts_with("v_cmpx") { w.s[126] } else { w.s[106] };
            assert_eq!(got, mask(|l| l % 2 == 0), "{text} ({simd:?})");
        }
        let w = run("v_cmp_class_f16_e32 vcc_lo, v1.l, v2.l", simd, &rows, 0, u32::MAX);
        assert_eq!(w.s[106], mask(|l| l % 2 == 1), "the low half ({simd:?})");
    }
}

/// A true16 opcode in VOP3 DPP (`v_mov_b16_e64_dpp`) names src0's half by
/// op_sel[0], and its DPP byte is a whole VGPR number: the simulator took
/// the half from bit 7 of that byte (the VOP1/VOP2 rule) and cut the number
/// to 7 bits (found by pisa-doc's semantics check, which drives DPP forms).
#[test]
#[allow(clippy::needless_range_loop)] // lanes index the rows and the wave alike
fn v_mov_b16_e64_dpp_takes_src0s_half_from_op_sel_and_any_vgpr() {
    let mut rng = Rng(0xd99_b16);
    for simd in builds() {
        let rows = rows(&mut rng, Rng::word);
        let text = "v_mov_b16_e64_dpp v0.l, v1.h row_mirror row_mask:0xf bank_mask:0xf";
        let w = run(text, simd, &rows, 0, u32::MAX);
        for l in 0..32 {
            let from = l - l % 16 + 15 - l % 16;
            assert_eq!(w.v[0][l], 0x5555_0000 | rows[0][from] >> 16, "{text} lane {l} ({simd:?})");
        }
        // v129 is zero in `run`'s wave; v1 (129 cut to 7 bits) is not.
        let text = "v_mov_b16_e64_dpp v0.l, v129.l quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf";
        let w = run(text, simd, &rows, 0, u32::MAX);
        for l in 0..32 {
            assert_eq!(w.v[0][l], 0x5555_0000, "{text} lane {l} ({simd:?})");
        }
    }
}

/// v_cmpx in DPP: the lanes the row and bank masks leave out are as lanes
/// outside EXEC, and get 0 in the EXEC it writes. The simulator gave EXEC
/// back whole when the compare held in every lane DPP left in (what it
/// wrote was then the narrowed mask itself), and wrote the narrowed result
/// otherwise (found by pisa-doc's semantics check).
#[test]
fn v_cmpx_eq_u32_dpp_clears_the_lanes_its_row_mask_leaves_out() {
    for simd in builds() {
        // v1 == v2 in every lane: the compare holds wherever it runs.
        let rows = [[7; 32], [7; 32], [0; 32], [0; 32]];
        for (row_mask, want) in [(0x1, 0x0000_ffff), (0x2, 0xffff_0000), (0x3, u32::MAX)] {
            let text = format!("v_cmpx_eq_u32_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0x{row_mask:x} bank_mask:0xf");
            let w = run(&text, simd, &rows, 0, u32::MAX);
            assert_eq!(w.s[126], want, "{text} ({simd:?})");
        }
        // Where it fails in a lane left in, that lane goes too.
        let mut rows = rows;
        rows[1][3] = 8;
        let text = "v_cmpx_eq_u32_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0xf";
        let w = run(text, simd, &rows, 0, u32::MAX);
        assert_eq!(w.s[126], 0x0000_fff7, "{text} ({simd:?})");
    }
}

/// A signalling NaN comes out of the rounding and root instructions quiet,
/// as the hardware's results are, whatever the host's functions do with it
/// (a debug build's libm left `v_rndne_f32`'s signalling).
#[test]
fn rounding_a_signalling_nan_gives_a_quiet_one() {
    for simd in builds() {
        let rows = [[0x7fa0_0001; 32], [0x7ff4_0000; 32], [0; 32], [0; 32]];
        for op in ["v_rndne_f32", "v_trunc_f32", "v_floor_f32", "v_ceil_f32", "v_fract_f32", "v_sqrt_f32"] {
            let text = format!("{op}_e32 v5, v1");
            let w = run(&text, simd, &rows, 0, u32::MAX);
            assert_eq!(w.v[5][0], 0x7fe0_0001, "{text} ({simd:?})");
        }
        // f64: the low word 0x7fa00001 and the high word 0x7ff40000 of v[1:2].
        for op in ["v_rndne_f64", "v_trunc_f64", "v_floor_f64", "v_ceil_f64"] {
            let text = format!("{op}_e32 v[5:6], v[1:2]");
            let w = run(&text, simd, &rows, 0, u32::MAX);
            assert_eq!((w.v[5][0], w.v[6][0]), (0x7fa0_0001, 0x7ffc_0000), "{text} ({simd:?})");
        }
    }
}

/// A float format's bits, for the min/max references below.
#[derive(Clone, Copy)]
struct Format {
    sign: u64,
    /// Infinity's bits (a larger magnitude is a NaN).
    inf: u64,
    quiet: u64,
}

const F16: Format = Format { sign: 0x8000, inf: 0x7c00, quiet: 0x0200 };
const F32: Format = Format { sign: 0x8000_0000, inf: 0x7f80_0000, quiet: 0x0040_0000 };
const F64: Format = Format { sign: 1 << 63, inf: 0x7ff0 << 48, quiet: 1 << 51 };

impl Format {
    fn is_nan(self, x: u64) -> bool {
        x & !self.sign > self.inf
    }

    fn is_signalling(self, x: u64) -> bool {
        self.is_nan(x) && x & self.quiet == 0
    }

    /// A non-NaN value's place in the order -inf < ... < -0 < +0 < ... < +inf.
    fn key(self, x: u64) -> i128 {
        let magnitude = (x & !self.sign) as i128;
        if x & self.sign != 0 {
            -magnitude - 1
        } else {
            magnitude
        }
    }

    /// V_MIN/V_MAX_F16/F32/F64 as the ISA manual's pseudocode has them:
    /// under MODE.IEEE a signalling NaN source gives that NaN quieted (the
    /// first source's first); otherwise a NaN source gives the other
    /// source (S1 when both are NaN); -0 is below +0.
    fn min_max(self, a: u64, b: u64, ieee: bool, max: bool) -> u64 {
        if ieee && self.is_signalling(a) {
            a | self.quiet
        } else if ieee && self.is_signalling(b) {
            b | self.quiet
        } else if self.is_nan(a) {
            b
        } else if self.is_nan(b) || (self.key(a) < self.key(b)) != max {
            a
        } else {
            b
        }
    }

    /// V_MIN3/V_MAX3: two steps of `min_max`. V_MED3: min3 when a source is
    /// a NaN, else the median (-0 below +0).
    fn three(self, op: &str, [a, b, c]: [u64; 3], ieee: bool) -> u64 {
        let m = |x, y, max| self.min_max(x, y, ieee, max);
        match op {
            "min3" => m(m(a, b, false), c, false),
            "max3" => m(m(a, b, true), c, true),
            _ if self.is_nan(a) || self.is_nan(b) || self.is_nan(c) => m(m(a, b, false), c, false),
            _ => {
                let mut v = [a, b, c];
                v.sort_by_key(|x| self.key(*x));
                v[1]
            }
        }
    }
}

/// Every float min/max form the simulator runs, on pairs and triples of
/// signalling and quiet NaNs (of both signs), numbers, zeros and infinity,
/// with MODE.IEEE (bit 9) set and clear. Under IEEE a signalling NaN comes
/// back quieted instead of losing to the other source: LLVM's `v_max x, x`
/// before a min/max in IEEE mode is there for that. The simulator gave the
/// other source in both modes, and med3 of (1, 2, NaN) gave 2, not min3's 1.
#[test]
fn min_and_max_treat_signalling_nans_as_mode_ieee_says() {
    let f32s: [u64; 9] =
        [0x7fa0_0001, 0xff80_0005, 0x7fc0_0002, 0xffc0_0003, 0x3f80_0000, 0xc000_0000, 0, 0x8000_0000, 0x7f80_0000];
    let f16s: [u64; 9] = [0x7d01, 0xfc05, 0x7e02, 0xfe03, 0x3c00, 0xc000, 0, 0x8000, 0x7c00];
    let f64s: [u64; 9] = [
        0x7ff4_0000_0000_0001,
        0xfff0_0000_0000_0005,
        0x7ff8_0000_0000_0002,
        0xfff8_0000_0000_0003,
        0x3ff0_0000_0000_0000,
        0xc000_0000_0000_0000,
        0,
        1 << 63,
        0x7ff0 << 48,
    ];
    let pairs = |v: &[u64; 9]| -> Vec<[u64; 3]> { v.iter().flat_map(|a| v.iter().map(|b| [*a, *b, 0])).collect() };
    let triples = |v: &[u64; 9]| -> Vec<[u64; 3]> {
        v.iter().flat_map(|a| v.iter().flat_map(move |b| v.iter().map(move |c| [*a, *b, *c]))).collect()
    };
    // (text, format, rows from a lane's sources, result from the wave, reference)
    type Rows = fn([u64; 3]) -> [u32; 4];
    type Result = fn(&Wave, usize) -> u64;
    type Reference = fn(Format, [u64; 3], bool) -> u64;
    let words: Rows = |[a, b, c]| [a as u32, b as u32, c as u32, 0];
    let v5: Result = |w, l| w.v[5][l] as u64;
    let min: Reference = |f, [a, b, _], ieee| f.min_max(a, b, ieee, false);
    let max: Reference = |f, [a, b, _], ieee| f.min_max(a, b, ieee, true);
    let cases: [(&str, Format, Rows, Result, Reference, bool); 16] = [
        ("v_min_f32_e32 v5, v1, v2", F32, words, v5, min, false),
        ("v_max_f32_e32 v5, v1, v2", F32, words, v5, max, false),
        ("v_min_f32_e64 v5, v1, v2", F32, words, v5, min, false),
        ("v_max_f32_e64 v5, v1, v2", F32, words, v5, max, false),
        ("v_min3_f32 v5, v1, v2, v3", F32, words, v5, |f, s, ieee| f.three("min3", s, ieee), true),
        ("v_max3_f32 v5, v1, v2, v3", F32, words, v5, |f, s, ieee| f.three("max3", s, ieee), true),
        ("v_med3_f32 v5, v1, v2, v3", F32, words, v5, |f, s, ieee| f.three("med3", s, ieee), true),
        ("v_dual_min_f32 v6, v1, v2 :: v_dual_mul_f32 v7, v4, v4", F32, words, |w, l| w.v[6][l] as u64, min, false),
        ("v_dual_max_f32 v6, v1, v2 :: v_dual_mul_f32 v7, v4, v4", F32, words, |w, l| w.v[6][l] as u64, max, false),
        ("v_dual_mul_f32 v7, v4, v4 :: v_dual_min_f32 v6, v1, v2", F32, words, |w, l| w.v[6][l] as u64, min, false),
        (
            "v_min_f64 v[5:6], v[1:2], v[3:4]",
            F64,
            |[a, b, _]| [a as u32, (a >> 32) as u32, b as u32, (b >> 32) as u32],
            |w, l| w.v[5][l] as u64 | (w.v[6][l] as u64) << 32,
            min,
            false,
        ),
        (
            "v_max_f64 v[5:6], v[1:2], v[3:4]",
            F64,
            |[a, b, _]| [a as u32, (a >> 32) as u32, b as u32, (b >> 32) as u32],
            |w, l| w.v[5][l] as u64 | (w.v[6][l] as u64) << 32,
            max,
            false,
        ),
        ("v_min_f16_e64 v5.l, v1.l, v2.l", F16, words, |w, l| w.v[5][l] as u64 & 0xffff, min, false),
        ("v_max_f16_e64 v5.l, v1.l, v2.l", F16, words, |w, l| w.v[5][l] as u64 & 0xffff, max, false),
        // Packed: the high halves hold the sources swapped.
        (
            "v_pk_min_f16 v5, v1, v2",
            F16,
            |[a, b, _]| [(a | b << 16) as u32, (b | a << 16) as u32, 0, 0],
            |w, l| w.v[5][l] as u64,
            |f, [a, b, _], ieee| f.min_max(a, b, ieee, false) | f.min_max(b, a, ieee, false) << 16,
            false,
        ),
        (
            "v_pk_max_f16 v5, v1, v2",
            F16,
            |[a, b, _]| [(a | b << 16) as u32, (b | a << 16) as u32, 0, 0],
            |w, l| w.v[5][l] as u64,
            |f, [a, b, _], ieee| f.min_max(a, b, ieee, true) | f.min_max(b, a, ieee, true) << 16,
            false,
        ),
    ];
    // The first wrong lane of each form, all reported at the end.
    let mut wrong = Vec::new();
    for simd in builds() {
        'form: for (text, format, to_rows, result, reference, three) in cases {
            let values = match format.quiet {
                0x0200 => &f16s,
                0x0040_0000 => &f32s,
                _ => &f64s,
            };
            let sources = if three { triples(values) } else { pairs(values) };
            for ieee in [false, true] {
                for chunk in sources.chunks(32) {
                    let mut r = [[0u32; 32]; 4];
                    for (l, s) in chunk.iter().enumerate() {
                        let words = to_rows(*s);
                        for k in 0..4 {
                            r[k][l] = words[k];
                        }
                    }
                    let exec = if chunk.len() == 32 { u32::MAX } else { (1 << chunk.len()) - 1 };
                    let w = run_in_mode(text, simd, &r, 0, exec, 0xf0 | (ieee as u32) << 9);
                    for (l, s) in chunk.iter().enumerate() {
                        let (got, want) = (result(&w, l), reference(format, *s, ieee));
                        if got != want {
                            wrong.push(format!("{text} of {s:x?}, IEEE {ieee} ({simd:?}): {got:#x}, want {want:#x}"));
                            continue 'form;
                        }
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// MODE.IEEE as `s_setreg` writes it: the next min sees the new mode (a
/// signalling NaN against 1.0 gives the NaN quieted with IEEE set, 1.0
/// with it clear).
#[test]
fn s_setreg_of_mode_ieee_changes_what_min_does_with_a_signalling_nan() {
    let mut rows = [[0u32; 32]; 4];
    rows[0] = [0x7fa0_0001; 32];
    rows[1] = [0x3f80_0000; 32];
    for simd in builds() {
        for (from, to, want) in [(1u32, 0u32, 0x3f80_0000u32), (0, 1, 0x7fe0_0001)] {
            let text = format!("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), {to}\nv_min_f32_e32 v5, v1, v2");
            let wave = run_in_mode(&text, simd, &rows, 0, u32::MAX, 0xf0 | from << 9);
            assert_eq!(wave.mode >> 9 & 1, to, "{text} ({simd:?})");
            assert_eq!(wave.v[5][0], want, "{text} ({simd:?})");
        }
    }
}

/// v_div_scale on divisors whose reciprocal is a denormal of the operand's
/// format (|S1| > 2^126, 2^1022): both operands come down by 2^-64
/// (2^-128), or the divisor alone, with VCC, when the quotient is a
/// denormal as well; 2^126 itself (reciprocal 2^-126, normal) is left.
#[test]
fn division_scale_of_huge_divisors() {
    let f = |v: f32| v.to_bits();
    let down = |v: f32| f(v * 2f32.powi(-64));
    // (S0, S1, S2, result, VCC) per lane.
    let cases: [(f32, f32, f32, u32, bool); 6] = [
        (2f32.powi(126), 2f32.powi(126), 1.0, f(2f32.powi(126)), false),
        (f32::from_bits(0x7e80_0001), f32::from_bits(0x7e80_0001), 8.0, down(f32::from_bits(0x7e80_0001)), false),
        (-8.0, -f32::MAX, -8.0, down(-8.0), false),
        (-f32::MAX, -f32::MAX, -8.0, down(-f32::MAX), false),
        (f32::MAX, f32::MAX, 1.0, down(f32::MAX), true),
        (1.0, f32::MAX, 1.0, f(1.0), true),
    ];
    let mut r = [[0u32; 32]; 4];
    for (l, c) in cases.iter().enumerate() {
        (r[0][l], r[1][l], r[2][l]) = (f(c.0), f(c.1), f(c.2));
    }
    let exec = (1 << cases.len()) - 1;
    for simd in builds() {
        let w = run("v_div_scale_f32 v5, s12, v1, v2, v3", simd, &r, 0, exec);
        for (l, c) in cases.iter().enumerate() {
            assert_eq!(w.v[5][l], c.3, "lane {l} ({simd:?})");
            assert_eq!(w.s[12] >> l & 1 == 1, c.4, "VCC of lane {l} ({simd:?})");
        }
    }
    // binary64: -2^31 / -DBL_MAX scales both; 1 / DBL_MAX the divisor alone.
    let big = f64::MAX;
    let cases: [(f64, f64, f64, f64, bool); 4] = [
        (-2f64.powi(31), -big, -2f64.powi(31), -2f64.powi(31 - 128), false),
        (-big, -big, -big, -big * 2f64.powi(-128), false),
        (big, big, 1.0, big * 2f64.powi(-128), true),
        (1.0, big, 1.0, 1.0, true),
    ];
    let mut r = [[0u32; 32]; 4];
    for (l, c) in cases.iter().enumerate() {
        let (s0, s1) = (c.0.to_bits(), c.1.to_bits());
        (r[0][l], r[1][l], r[2][l], r[3][l]) = (s0 as u32, (s0 >> 32) as u32, s1 as u32, (s1 >> 32) as u32);
    }
    for simd in builds() {
        for (l, c) in cases.iter().enumerate() {
            // S2 is a constant of the lane's case: 1.0 or the numerator in v[1:2].
            let s2 = if c.2 == 1.0 { "1.0" } else { "v[1:2]" };
            let w = run(&format!("v_div_scale_f64 v[5:6], s12, v[1:2], v[3:4], {s2}"), simd, &r, 0, 1 << l);
            let got = f64::from_bits(w.v[5][l] as u64 | (w.v[6][l] as u64) << 32);
            assert_eq!(got, c.3, "f64 lane {l} ({simd:?})");
            assert_eq!(w.s[12] >> l & 1 == 1, c.4, "f64 VCC of lane {l} ({simd:?})");
        }
    }
}

/// LLVM's IEEE division sequence (as clang-22 emits it for gfx1100) gives
/// the correctly rounded quotient by divisors whose reciprocal is a
/// denormal: the fuzzer's -8 / -FLT_MAX and -2^31 / -DBL_MAX (each just
/// above a tie) and random operands by random huge divisors.
#[test]
#[allow(clippy::needless_range_loop)] // lanes index the rows and the wave alike
fn division_sequence_by_huge_divisors_is_correctly_rounded() {
    let mut rng = Rng(0x510e_527f_ade6_82d1);
    for round in 0..8 {
        // binary32: lane 0 the repro, lanes 1-3 its neighbours, the rest random.
        let mut r = [[0u32; 32]; 4];
        for l in 0..32 {
            let (n, d) = match l {
                0 => (0xc100_0000, 0xff7f_ffff),
                1 => (0xc100_0001, 0xff7f_ffff),
                2 => (0xc100_0000, 0xff7f_fffe),
                3 => (0x3f80_0000, 0x7f7f_ffff),
                _ => {
                    let n = rng.next() as u32 & 0x7fff_ffff;
                    let n = if n >> 23 == 0xff { n & 0x407f_ffff } else { n };
                    let d = 0x7e80_0001 + (rng.next() as u32 % 0x00ff_fffe);
                    (n | (rng.next() as u32 & 0x8000_0000), d | (rng.next() as u32 & 0x8000_0000))
                }
            };
            (r[0][l], r[1][l]) = (n, d);
        }
        for simd in builds() {
            let w = run(F32_DIVISION, simd, &r, 0, u32::MAX);
            for l in 0..32 {
                let (n, d) = (f32::from_bits(r[0][l]), f32::from_bits(r[1][l]));
                assert_eq!(w.v[9][l], (n / d).to_bits(), "round {round}: {n:e} / {d:e} ({simd:?})");
            }
        }
        // binary64 alike: the repro, its neighbours, random operands.
        let mut r = [[0u32; 32]; 4];
        for l in 0..32 {
            let (n, d): (u64, u64) = match l {
                0 => (0xc1e0_0000_0000_0000, 0xffef_ffff_ffff_ffff),
                1 => (0xc1e0_0000_0000_0001, 0xffef_ffff_ffff_ffff),
                2 => (0xc1e0_0000_0000_0000, 0xffef_ffff_ffff_fffe),
                3 => (0x3ff0_0000_0000_0000, 0x7fef_ffff_ffff_ffff),
                _ => {
                    let n = rng.next() & 0x7fff_ffff_ffff_ffff;
                    let n = if n >> 52 == 0x7ff { n & 0x400f_ffff_ffff_ffff } else { n };
                    let d = 0x7fd0_0000_0000_0001 + rng.next() % 0x001f_ffff_ffff_fffe;
                    (n | (rng.next() & 1 << 63), d | (rng.next() & 1 << 63))
                }
            };
            (r[0][l], r[1][l], r[2][l], r[3][l]) = (n as u32, (n >> 32) as u32, d as u32, (d >> 32) as u32);
        }
        for simd in builds() {
            let w = run(F64_DIVISION, simd, &r, 0, u32::MAX);
            for l in 0..32 {
                let n = f64::from_bits(r[0][l] as u64 | (r[1][l] as u64) << 32);
                let d = f64::from_bits(r[2][l] as u64 | (r[3][l] as u64) << 32);
                let got = w.v[14][l] as u64 | (w.v[15][l] as u64) << 32;
                assert_eq!(got, (n / d).to_bits(), "round {round}: {n:e} / {d:e} ({simd:?})");
            }
        }
    }
}

//! The transcendental forms compiled on the hardware's units: on many
//! inputs (every binade, denormals, the special values), the simulator's
//! results in strict mode (where each unit's result moves within its 1 ULP)
//! stay within the spec's bound of the emulator's (correctly rounded)
//! results: `frcp` and `frsqrt` 1 ULP, `fexp2` 2 ULP, `flog2` 1 ULP (or
//! 2^-23 absolute for inputs in [0.5, 1.5)). NaN must stay NaN, and
//! infinities and zeros must be exact.

mod common;

/// Inputs: the special values, the edges of the denormal range and a
/// spread of random bit patterns over every exponent (an xorshift).
fn inputs() -> Vec<u32> {
    let mut v = vec![
        0,
        0x8000_0000,
        1,
        0x8000_0001,
        0x007f_ffff,
        0x0080_0000,
        0x3f80_0000,
        0xbf80_0000,
        0x7f7f_ffff,
        0xff7f_ffff,
        0x7f80_0000,
        0xff80_0000,
        0x7fc0_0000,
        0x3f00_0000,
        0x4000_0000,
        0x3fff_ffff,
        0x42fc_0000,
        0xc2fc_0000,
        0xc300_0000,
        0xc315_0000,
        0x4300_0000,
        0x3f7f_ffff,
        0x3fc0_0000,
    ];
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..1000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        v.push(x as u32);
    }
    v
}

/// The distance in ULPs between two binary32 values (ordered integers).
fn ulps(a: u32, b: u32) -> u64 {
    let key = |x: u32| if x & 0x8000_0000 != 0 { -((x & 0x7fff_ffff) as i64) } else { x as i64 };
    (key(a) - key(b)).unsigned_abs()
}

fn check(op: &str, bound: impl Fn(f32, u32, u32) -> bool) {
    check_on(op, inputs(), bound);
}

/// [`inputs`] and, for the periodic functions, the binary32 values on
/// either side of many multiples of pi/2 (where the reduced argument is
/// tiny and an inexact reduction shows), up to the largest exponents.
fn trig_inputs() -> Vec<u32> {
    let mut v = inputs();
    let mut k = 1.0f64;
    while k < 1e38 {
        for m in [1.0, 3.0, 7.0, 10.0, 355.0, 1_000_001.0] {
            let near = ((k * m) * std::f64::consts::FRAC_PI_2) as f32;
            if !near.is_finite() {
                continue;
            }
            for d in -2i32..=2 {
                let bits = near.to_bits().wrapping_add_signed(d);
                v.push(bits);
                v.push(bits | 0x8000_0000);
            }
        }
        k *= 7.3;
    }
    // Every binade from 2^-14 to 2^127 at a few significands.
    for e in 113u32..=254 {
        for m in [0u32, 0x12_3456, 0x7f_ffff] {
            v.push(e << 23 | m);
        }
    }
    v
}

fn check_on(op: &str, xs: Vec<u32>, bound: impl Fn(f32, u32, u32) -> bool) {
    let n = xs.len() as u64;
    let list: Vec<String> = xs.iter().map(|v| format!("0x{v:x}")).collect();
    let source = format!(
        ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %a, .param[8] .addrspace(global) %out, .param[4] %n) {{\n\
         .reg .64b %pa, %po, %off;\n.reg .32b %i, %g, %s, %count, %x, %r;\n.pred %p;\n\
         ld.param.64b %pa, [%a];\nld.param.64b %po, [%out];\nld.param.32b %count, [%n];\n\
         mov.32b %i, %localid.x;\nmov.32b %g, %groupid.x;\nmov.32b %s, %enqueuedlocalsize.x;\numad.32b %i, %g, %s, %i;\n\
         ucmp.ge.32b %p, %i, %count;\nreturn.cond %p;\nzext.64b.32b %off, %i;\nshl.64b %off, %off, 2;\n\
         iadd.64b %pa, %pa, %off;\niadd.64b %po, %po, %off;\nld.global.32b %x, [%pa];\n{op} %r, %x;\nst.global.32b [%po], %r;\n}}\n"
    );
    let module = common::module(&source);
    let launch = common::launch_of(
        "k",
        &[n],
        &[64],
        &[&format!("buf:u32:{}", list.join(",")), &format!("buf:u32:zeros:{n}"), &format!("u32:{n}")],
    );
    let compiled = pisa_amdgpu::compile(&module, &pisa_amdgpu::Options::default()).expect("compiles");
    let expected = common::emulate(&module, &launch)[1].clone().expect("a buffer");
    for seed in [1, 2, 3] {
        let got = common::simulate(&compiled.object, &launch, seed).expect("runs")[1].clone().expect("a buffer");
        for (k, x) in xs.iter().enumerate() {
            let e = u32::from_le_bytes(expected[4 * k..4 * k + 4].try_into().unwrap());
            let g = u32::from_le_bytes(got[4 * k..4 * k + 4].try_into().unwrap());
            let (ef, gf) = (f32::from_bits(e), f32::from_bits(g));
            let ok = if ef.is_nan() {
                gf.is_nan()
            } else if ef.is_infinite() || ef == 0.0 {
                e == g
            } else {
                bound(f32::from_bits(*x), e, g)
            };
            assert!(
                ok,
                "{op} of {:e} (0x{x:08x}), seed {seed}: emulator 0x{e:08x} ({ef:e}), compiled 0x{g:08x} ({gf:e})",
                f32::from_bits(*x)
            );
        }
    }
}

#[test]
fn sine_and_cosine_within_two_ulp() {
    for op in ["fsin.f", "fcos.f", "fsin.ftz.f", "fcos.ftz.f"] {
        check_on(op, trig_inputs(), |_, e, g| ulps(e, g) <= 2);
    }
}

#[test]
fn hyperbolic_tangent_within_two_ulp() {
    let mut xs = inputs();
    // Around the switches of the sequence: 2^-12, 9.5, and where 2|x|
    // reduces to k ln 2 with k = 1 ... 27.
    for centre in [0x3980_0000u32, 0x4118_0000] {
        xs.extend((centre - 8..centre + 8).flat_map(|b| [b, b | 0x8000_0000]));
    }
    for k in 1..28 {
        let x = (k as f64 * std::f64::consts::LN_2 / 2.0) as f32;
        xs.extend((x.to_bits() - 3..x.to_bits() + 3).flat_map(|b| [b, b | 0x8000_0000]));
    }
    check_on("ftanh.f", xs.clone(), |_, e, g| ulps(e, g) <= 2);
    check_on("ftanh.ftz.f", xs, |_, e, g| ulps(e, g) <= 2);
}

#[test]
fn reciprocal_within_one_ulp() {
    check("frcp.f", |_, e, g| ulps(e, g) <= 1);
}

#[test]
fn reciprocal_square_root_within_one_ulp() {
    check("frsqrt.fast.f", |_, e, g| ulps(e, g) <= 1);
}

#[test]
fn exp2_within_two_ulp() {
    check("fexp2.f", |_, e, g| ulps(e, g) <= 2);
}

/// Flushed: denormal inputs act as zeros, denormal results become zeros.
#[test]
fn flushed_forms_within_their_bounds() {
    check("frcp.ftz.f", |_, e, g| ulps(e, g) <= 1);
    check("frsqrt.ftz.fast.f", |_, e, g| ulps(e, g) <= 1);
    check("fexp2.ftz.f", |_, e, g| ulps(e, g) <= 2);
    check("flog2.ftz.f", |x, e, g| {
        if (0.5..1.5).contains(&x) {
            (f32::from_bits(e) - f32::from_bits(g)).abs() <= f32::EPSILON
        } else {
            ulps(e, g) <= 1
        }
    });
}

#[test]
fn log2_within_its_bound() {
    check("flog2.f", |x, e, g| {
        if (0.5..1.5).contains(&x) {
            (f32::from_bits(e) - f32::from_bits(g)).abs() <= f32::EPSILON
        } else {
            ulps(e, g) <= 1
        }
    });
}

/// The distance in ULPs between two 16-bit floats (ordered integers).
fn ulps16(a: u16, b: u16) -> u64 {
    let key = |x: u16| if x & 0x8000 != 0 { -((x & 0x7fff) as i64) } else { x as i64 };
    (key(a) - key(b)).unsigned_abs()
}

/// A 16-bit format's transcendental on every one of its 65,536 inputs:
/// NaN stays NaN, infinities and zeros are exact, the rest within `bound`
/// ULPs of the emulator's result.
fn check16(op: &str, exponent_field: u16, bound: u64) {
    let n = 1u64 << 16;
    let source = format!(
        ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %out) {{\n\
         .reg .64b %po, %off;\n.reg .32b %i, %g, %s;\n.reg .16b %x, %r;\n\
         ld.param.64b %po, [%out];\n\
         mov.32b %i, %localid.x;\nmov.32b %g, %groupid.x;\nmov.32b %s, %enqueuedlocalsize.x;\numad.32b %i, %g, %s, %i;\n\
         trunc.16b.32b %x, %i;\nzext.64b.32b %off, %i;\nshl.64b %off, %off, 1;\n\
         iadd.64b %po, %po, %off;\n{op} %r, %x;\nst.global.16b [%po], %r;\n}}\n"
    );
    let module = common::module(&source);
    let launch = common::launch_of("k", &[n], &[256], &[&format!("buf:u16:zeros:{n}")]);
    let compiled = pisa_amdgpu::compile(&module, &pisa_amdgpu::Options::default()).expect("compiles");
    let expected = common::emulate(&module, &launch)[0].clone().expect("a buffer");
    let exponent = exponent_field;
    let is_nan = |v: u16| v & exponent == exponent && v & !exponent & 0x7fff != 0;
    let special = |v: u16| v & 0x7fff == 0 || v & 0x7fff == exponent;
    let got = common::simulate(&compiled.object, &launch, 1).expect("runs")[0].clone().expect("a buffer");
    let mut worst = 0;
    for k in 0..n as usize {
        let e = u16::from_le_bytes([expected[2 * k], expected[2 * k + 1]]);
        let g = u16::from_le_bytes([got[2 * k], got[2 * k + 1]]);
        let ok = if is_nan(e) {
            is_nan(g)
        } else if special(e) {
            e == g
        } else {
            worst = worst.max(ulps16(e, g));
            ulps16(e, g) <= bound
        };
        assert!(ok, "{op} of 0x{k:04x}: emulator 0x{e:04x}, compiled 0x{g:04x}");
    }
    eprintln!("{op}: every 16-bit input within {worst} ULP (bound {bound})");
}

#[test]
fn half_and_bfloat_transcendentals_on_every_input() {
    for (ty, exponent) in [("hf", 0x7c00), ("bf", 0x7f80)] {
        check16(&format!("frcp.{ty}"), exponent, 1);
        check16(&format!("frsqrt.fast.{ty}"), exponent, 1);
        check16(&format!("fexp2.{ty}"), exponent, 2);
        check16(&format!("flog2.{ty}"), exponent, 1);
        // Flushed: denormal inputs act as zeros, denormal results become zeros.
        check16(&format!("frcp.ftz.{ty}"), exponent, 1);
        check16(&format!("fexp2.ftz.{ty}"), exponent, 2);
        check16(&format!("fsin.{ty}"), exponent, 2);
        check16(&format!("fcos.{ty}"), exponent, 2);
        check16(&format!("ftanh.{ty}"), exponent, 2);
        check16(&format!("fsin.ftz.{ty}"), exponent, 2);
    }
}

/// `frsqrt.df` (and `.ftz`) within 1 ULP of the emulator's correctly
/// rounded results: special values, denormals (the smallest, the largest,
/// ones in between), both ends of the range, powers of two on either side
/// of an even exponent, and random bit patterns over every exponent.
#[test]
fn double_reciprocal_square_root_within_one_ulp() {
    let mut xs: Vec<u64> = vec![
        0,
        1 << 63,
        1,
        3,
        0x000f_ffff_ffff_ffff,
        0x0008_0000_0000_0001,
        0x0010_0000_0000_0000,
        0x3ff0_0000_0000_0000,
        0x3ff0_0000_0000_0001,
        0x3fef_ffff_ffff_ffff,
        0x4000_0000_0000_0000,
        0x400f_ffff_ffff_ffff,
        0x4010_0000_0000_0000,
        0x7fef_ffff_ffff_ffff,
        0x7ff0_0000_0000_0000,
        0xfff0_0000_0000_0000,
        0x7ff8_0000_0000_0000,
        0x7ff4_0000_0000_0001,
        0xbff0_0000_0000_0000,
        0x8000_0000_0000_0001,
        0x03f0_0000_0000_0000,
        0x03ef_ffff_ffff_ffff,
    ];
    let mut s = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..1500 {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        xs.push(s & !(1 << 63));
    }
    for op in ["frsqrt.fast.df", "frsqrt.ftz.fast.df"] {
        let n = xs.len() as u64;
        let list: Vec<String> = xs.iter().map(|v| format!("0x{v:x}")).collect();
        let source = format!(
            ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %a, .param[8] .addrspace(global) %out, .param[4] %n) {{\n\
             .reg .64b %pa, %po, %off, %x, %r;\n.reg .32b %i, %g, %s, %count;\n.pred %p;\n\
             ld.param.64b %pa, [%a];\nld.param.64b %po, [%out];\nld.param.32b %count, [%n];\n\
             mov.32b %i, %localid.x;\nmov.32b %g, %groupid.x;\nmov.32b %s, %enqueuedlocalsize.x;\numad.32b %i, %g, %s, %i;\n\
             ucmp.ge.32b %p, %i, %count;\nreturn.cond %p;\nzext.64b.32b %off, %i;\nshl.64b %off, %off, 3;\n\
             iadd.64b %pa, %pa, %off;\niadd.64b %po, %po, %off;\nld.global.64b %x, [%pa];\n{op} %r, %x;\nst.global.64b [%po], %r;\n}}\n"
        );
        let module = common::module(&source);
        let launch = common::launch_of(
            "k",
            &[n],
            &[64],
            &[&format!("buf:u64:{}", list.join(",")), &format!("buf:u64:zeros:{n}"), &format!("u32:{n}")],
        );
        let compiled = pisa_amdgpu::compile(&module, &pisa_amdgpu::Options::default()).expect("compiles");
        let expected = common::emulate(&module, &launch)[1].clone().expect("a buffer");
        let key = |x: u64| if x >> 63 != 0 { -((x & !(1 << 63)) as i128) } else { x as i128 };
        let mut worst = 0;
        for seed in [1, 2, 3] {
            let got = common::simulate(&compiled.object, &launch, seed).expect("runs")[1].clone().expect("a buffer");
            for (k, x) in xs.iter().enumerate() {
                let e = u64::from_le_bytes(expected[8 * k..8 * k + 8].try_into().unwrap());
                let g = u64::from_le_bytes(got[8 * k..8 * k + 8].try_into().unwrap());
                let (ef, gf) = (f64::from_bits(e), f64::from_bits(g));
                let ok = if ef.is_nan() {
                    gf.is_nan()
                } else if ef.is_infinite() || ef == 0.0 {
                    e == g
                } else {
                    let d = (key(e) - key(g)).unsigned_abs();
                    worst = worst.max(d);
                    d <= 1
                };
                assert!(
                    ok,
                    "{op} of 0x{x:016x}, seed {seed}: emulator 0x{e:016x} ({ef:e}), compiled 0x{g:016x} ({gf:e})"
                );
            }
        }
        eprintln!("{op}: worst distance {worst} ulp over {n} inputs");
    }
}

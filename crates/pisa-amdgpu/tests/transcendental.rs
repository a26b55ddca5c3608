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
    let xs = inputs();
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

//! `fdiv.fast` and `frc` against the emulator, in strict mode under three
//! poison seeds (where `v_rcp_f32` moves within its ulp): `fdiv.fast`
//! within the spec's bound (2.5 ULP binary32, 2 binary64, 0.5 for f16 and
//! bf16, so those must be exact), on pairs over every exponent, denormals
//! and the special values; `frc` bit-exact. NaN must stay NaN.

mod common;

fn specials(bits: u32) -> Vec<u64> {
    match bits {
        64 => vec![
            0,
            0x8000_0000_0000_0000,
            1,
            0x3ff0_0000_0000_0000,
            0xc008_0000_0000_0000,
            0x7fef_ffff_ffff_ffff,
            0x7ff0_0000_0000_0000,
            0x7ff8_0000_0000_0000,
        ],
        32 => vec![
            0,
            0x8000_0000,
            1,
            0x807f_ffff,
            0x0080_0000,
            0x3f80_0000,
            0xc040_0000,
            0x7f7f_ffff,
            0x7f80_0000,
            0xff80_0000,
            0x7fc0_0000,
            0x6f80_0001,
            0x1000_0000,
        ],
        _ => vec![0, 0x8000, 1, 0x3c00, 0xc200, 0x7bff, 0x7c00, 0x7e00, 0x3f80, 0x7f7f, 0x7f80, 0x7fc0],
    }
}

fn inputs(bits: u32, seed: u64, count: usize) -> Vec<u64> {
    let mut rng = common::Xorshift(seed);
    let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let mut v = specials(bits);
    v.extend((0..count).map(|_| rng.next() & mask));
    v
}

/// Runs `op` (reading `%x` and `%y`) on the pairs; checks each result is
/// within `bound` of the emulator's (`bound` in halves of an ULP).
fn check(op: &str, bits: u32, xs: &[u64], ys: &[u64], half_ulps: u64) {
    let n = xs.len() as u64;
    let bytes = bits / 8;
    let source = format!(
        ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %a, .param[8] .addrspace(global) %b, .param[8] .addrspace(global) %out, .param[4] %n) {{\n\
         .reg .64b %pa, %pb, %po, %off;\n.reg .32b %i, %g, %s, %count;\n.reg .{bits}b %x, %y, %r;\n.pred %p;\n\
         ld.param.64b %pa, [%a];\nld.param.64b %pb, [%b];\nld.param.64b %po, [%out];\nld.param.32b %count, [%n];\n\
         mov.32b %i, %localid.x;\nmov.32b %g, %groupid.x;\nmov.32b %s, %enqueuedlocalsize.x;\numad.32b %i, %g, %s, %i;\n\
         ucmp.ge.32b %p, %i, %count;\nreturn.cond %p;\nzext.64b.32b %off, %i;\nshl.64b %off, %off, {shift};\n\
         iadd.64b %pa, %pa, %off;\niadd.64b %pb, %pb, %off;\niadd.64b %po, %po, %off;\n\
         ld.global.{bits}b %x, [%pa];\nld.global.{bits}b %y, [%pb];\n{op};\nst.global.{bits}b [%po], %r;\n}}\n",
        shift = bytes.trailing_zeros()
    );
    let module = common::module(&source);
    let list = |v: &[u64]| v.iter().map(|v| format!("0x{v:x}")).collect::<Vec<_>>().join(",");
    let launch = common::launch_of(
        "k",
        &[n],
        &[64],
        &[
            &format!("buf:u{bits}:{}", list(xs)),
            &format!("buf:u{bits}:{}", list(ys)),
            &format!("buf:u{bits}:zeros:{n}"),
            &format!("u32:{n}"),
        ],
    );
    let compiled =
        pisa_amdgpu::compile(&module, &pisa_amdgpu::Options::default()).unwrap_or_else(|e| panic!("{op}: {e}"));
    let words = |b: &[u8]| common::words(b, bytes);
    let expected = words(&common::emulate(&module, &launch)[2].clone().expect("a buffer"));
    let bf = op.contains(".bf");
    for seed in [1, 2, 3] {
        let out = common::simulate(&compiled.object, &launch, seed).unwrap_or_else(|e| panic!("{op}: {e}"));
        let got = words(&out[2].clone().expect("a buffer"));
        for k in 0..xs.len() {
            let (e, g) = (expected[k], got[k]);
            // An ULP bound of b halves: the results may be b/2 apart (rounded down).
            let ok = if common::is_nan(e, bits, bf) {
                common::is_nan(g, bits, bf)
            } else {
                2 * common::ulps(e, g, bits) <= half_ulps
            };
            assert!(ok, "{op} of 0x{:x}, 0x{:x}, seed {seed}: emulator 0x{e:x}, compiled 0x{g:x}", xs[k], ys[k]);
        }
    }
}

fn pairs(bits: u32) -> (Vec<u64>, Vec<u64>) {
    let s = specials(bits);
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for &a in &s {
        for &b in &s {
            xs.push(a);
            ys.push(b);
        }
    }
    xs.extend(inputs(bits, 0x9e37_79b9_7f4a_7c15, 800));
    ys.extend(inputs(bits, 0x1234_5678_9abc_def1, 800));
    ys.truncate(xs.len());
    xs.truncate(ys.len());
    (xs, ys)
}

#[test]
fn fast_division_within_its_bounds() {
    let (xs, ys) = pairs(32);
    check("fdiv.fast.f %r, %x, %y", 32, &xs, &ys, 5);
    check("fdiv.ftz.fast.f %r, %x, %y", 32, &xs, &ys, 5);
    let (xs, ys) = pairs(64);
    check("fdiv.fast.df %r, %x, %y", 64, &xs, &ys, 4);
    let (xs, ys) = pairs(16);
    check("fdiv.fast.hf %r, %x, %y", 16, &xs, &ys, 1);
    check("fdiv.fast.bf %r, %x, %y", 16, &xs, &ys, 1);
}

#[test]
fn fraction_exact() {
    let mut xs = inputs(32, 0x5555_aaaa_1234_4321, 600);
    // Small negatives, whose x + 1 rounds: down must give the float below 1.
    xs.extend([0xb380_0000, 0xb3a0_0000, 0xb3c0_0000, 0xbf7f_ffff, 0xcb00_0001, 0x4b00_0001, 0xbe80_0001]);
    let zeros = vec![0; xs.len()];
    check("frc.f %r, %x", 32, &xs, &zeros, 0);
    check("frc.ftz.f %r, %x", 32, &xs, &zeros, 0);
}

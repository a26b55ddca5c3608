//! Per instruction form: a small kernel applies the form to every pair of
//! edge values (and, where the form has one, under every rounding mode),
//! compiled and run in strict mode under three poison seeds; the results
//! are the emulator's, bit for bit.

mod common;

const I16: &[u64] = &[0, 1, 2, 7, 15, 16, 17, 300, 0x7fff, 0x8000, 0x8001, 0xfffe, 0xffff];
const I32: &[u64] =
    &[0, 1, 2, 3, 7, 31, 32, 33, 63, 64, 12345, 0x10000, 0x7fff_ffff, 0x8000_0000, 0xffff_fffe, 0xffff_ffff];
const I64: &[u64] = &[
    0,
    1,
    3,
    63,
    64,
    65,
    0xffff_ffff,
    0x1_0000_0000,
    12_345_678_901_234,
    0x7fff_ffff_ffff_ffff,
    0x8000_0000_0000_0000,
    0xffff_ffff_ffff_fffe,
    0xffff_ffff_ffff_ffff,
];
const F32: &[u64] = &[
    0x0000_0000, // 0
    0x8000_0000, // -0
    0x3f80_0000, // 1
    0xbf80_0000, // -1
    0x3f00_0000, // 0.5
    0x4040_0000, // 3
    0x3fc0_0000, // 1.5
    0xc020_0000, // -2.5
    0x0000_0001, // the smallest denormal
    0x007f_ffff, // the largest denormal
    0x0080_0000, // the smallest normal
    0x7f7f_ffff, // the largest finite
    0x7f80_0000, // inf
    0xff80_0000, // -inf
    0x7fc0_0000, // NaN
    0x4b80_0001, // 2^24 + 2
    0x5015_02f9, // 1e10
    0xcf00_0000, // -2^31
    0x3eaa_aaab, // 1/3
];

fn reg(bits: u32) -> String {
    format!(".{bits}b")
}

fn list(values: &[u64]) -> String {
    values.iter().map(|v| format!("0x{v:x}")).collect::<Vec<_>>().join(",")
}

/// Runs `body` (which reads `%x`, `%y`, `%z` and writes `%r`) on every
/// combination of `a` and `b` (and `c`), each element of `bits` (`rbits`
/// for the result).
fn check(body: &str, bits: u32, rbits: u32, a: &[u64], b: &[u64], c: Option<&[u64]>) {
    check_typed(body, &reg(bits)[1..], &reg(rbits)[1..], a, b, c);
}

/// [`check`] with the register types spelled out (`32b`, `v2.16b`, ...):
/// `%x`, `%y`, `%z` of `ty`, `%r` of `rty`, each loaded and stored whole.
fn check_typed(body: &str, ty: &str, rty: &str, a: &[u64], b: &[u64], c: Option<&[u64]>) {
    let size = |t: &str| -> u32 {
        let (count, bits) = match t.strip_prefix('v') {
            Some(v) => {
                let (n, b) = v.split_once('.').expect("a vector type");
                (n.parse::<u32>().unwrap(), b)
            }
            None => (1, t),
        };
        count * bits.trim_end_matches('b').parse::<u32>().unwrap()
    };
    let (bits, rbits) = (size(ty), size(rty));
    let mut xs = Vec::new();
    let mut ys = Vec::new();
    let mut zs = Vec::new();
    for &x in a {
        for &y in b {
            for &z in c.unwrap_or(&[0]) {
                xs.push(x);
                ys.push(y);
                zs.push(z);
            }
        }
    }
    let n = xs.len() as u64;
    let (sb, rb) = (bits / 8, rbits / 8);
    let shift = |bytes: u32| bytes.trailing_zeros();
    let source = format!(
        ".version 0.1;\n.target 100;\n\
         .kernel @k(.param[8] .addrspace(global) %a, .param[8] .addrspace(global) %b, .param[8] .addrspace(global) %c, .param[8] .addrspace(global) %out, .param[4] %n) {{\n\
         .reg .64b %pa, %pb, %pc, %po, %off, %roff;\n.reg .32b %i, %g, %s, %count, %amt;\n.reg .v4.32b %v;\n.reg .{t} %x, %y, %z;\n.reg .{rt} %r;\n.pred %p, %q;\n\
         ld.param.64b %pa, [%a];\nld.param.64b %pb, [%b];\nld.param.64b %pc, [%c];\nld.param.64b %po, [%out];\nld.param.32b %count, [%n];\n\
         mov.32b %i, %localid.x;\nmov.32b %g, %groupid.x;\nmov.32b %s, %enqueuedlocalsize.x;\numad.32b %i, %g, %s, %i;\n\
         ucmp.ge.32b %p, %i, %count;\nreturn.cond %p;\n\
         zext.64b.32b %off, %i;\nshl.64b %roff, %off, {rs};\nshl.64b %off, %off, {ss};\n\
         iadd.64b %pa, %pa, %off;\niadd.64b %pb, %pb, %off;\niadd.64b %pc, %pc, %off;\niadd.64b %po, %po, %roff;\n\
         ld.global.{t} %x, [%pa];\nld.global.{t} %y, [%pb];\nld.global.{t} %z, [%pc];\n{body}\nst.global.{rt} [%po], %r;\n}}\n",
        t = ty,
        rt = rty,
        rs = shift(rb),
        ss = shift(sb),
    );
    eprintln!("form: {body}");
    if std::env::var_os("PISA_FORMS_DUMP").is_some() {
        let _ = std::fs::write("/tmp/form.pisa", &source);
    }
    let module = common::module(&source);
    let ty = |b: u32| format!("u{b}");
    let launch = common::launch_of(
        "k",
        &[n],
        &[64],
        &[
            &format!("buf:{}:{}", ty(bits), list(&xs)),
            &format!("buf:{}:{}", ty(bits), list(&ys)),
            &format!("buf:{}:{}", ty(bits), list(&zs)),
            &format!("buf:{}:zeros:{n}", ty(rbits)),
            &format!("u32:{n}"),
        ],
    );
    common::check_against_emulator(&module, &launch);
}

/// Pairs of `values` in the halves (or bytes) of 32-bit words: every value
/// in every element, beside varied neighbours.
fn packed_words(values: &[u64], elems: u32) -> Vec<u64> {
    let n = values.len();
    let width = 32 / elems;
    (0..n)
        .map(|i| (0..elems as usize).fold(0, |w, e| w | values[(i + e * (2 * e + 3)) % n] << (width * e as u32)))
        .collect()
}

fn binary(op: &str, bits: u32, values: &[u64]) {
    check(&format!("{op} %r, %x, %y;"), bits, bits, values, values, None);
}

fn nonzero(values: &[u64]) -> Vec<u64> {
    values.iter().copied().filter(|&v| v != 0).collect()
}

/// Shifts take a 32-bit amount.
fn shifts(bits: u32, values: &[u64]) {
    let amount = match bits {
        16 => "zext.32b.16b %amt, %y;",
        32 => "mov.32b %amt, %y;",
        _ => "trunc.32b.64b %amt, %y;",
    };
    for op in ["shl", "shr", "asr"] {
        check(&format!("{amount}\n{op}.{bits}b %r, %x, %amt;"), bits, bits, values, values, None);
        check(&format!("{op}.{bits}b %r, %x, 3;"), bits, bits, values, &[0], None);
    }
}

#[test]
fn integer_shifts() {
    shifts(16, I16);
    shifts(32, I32);
    shifts(64, I64);
}

#[test]
fn integer_binary_32() {
    for op in ["iadd", "isub", "umul", "smul", "umin", "umax", "smin", "smax", "and", "or", "xor"] {
        binary(&format!("{op}.32b"), 32, I32);
    }
}

#[test]
fn integer_binary_16() {
    for op in ["iadd", "isub", "umul", "smul", "umin", "umax", "smin", "smax", "and", "or", "xor"] {
        binary(&format!("{op}.16b"), 16, I16);
    }
}

#[test]
fn integer_binary_64() {
    for op in ["iadd", "isub", "umul", "and", "or", "xor"] {
        binary(&format!("{op}.64b"), 64, I64);
    }
}

#[test]
fn integer_division() {
    for (bits, values) in [(16, I16), (32, I32), (64, I64)] {
        for op in ["udiv", "sdiv", "udiv.rem", "sdiv.rem"] {
            let (name, rest) = op.split_once('.').map_or((op, ""), |(a, b)| (a, b));
            let q = if rest.is_empty() { String::new() } else { format!(".{rest}") };
            check(&format!("{name}{q}.{bits}b %r, %x, %y;"), bits, bits, values, &nonzero(values), None);
        }
    }
}

#[test]
fn integer_unary() {
    for (bits, values) in [(16, I16), (32, I32), (64, I64)] {
        for op in ["ineg", "not", "iabs"] {
            check(&format!("{op}.{bits}b %r, %x;"), bits, bits, values, &[0], None);
        }
    }
}

#[test]
fn integer_compare() {
    for (bits, values) in [(16, I16), (32, I32), (64, I64)] {
        for cmp in ["ucmp", "scmp"] {
            for cc in ["eq", "ne", "gt", "ge", "lt", "le"] {
                let body = format!("{cmp}.{cc}.{bits}b %q, %x, %y;\nsel.{bits}b %r, %x, %y, %q;");
                check(&body, bits, bits, values, values, None);
            }
        }
    }
}

#[test]
fn widening_multiply() {
    check("umul.full.32b %r, %x, %y;", 32, 64, I32, I32, None);
    check("smul.full.32b %r, %x, %y;", 32, 64, I32, I32, None);
    check("umul.full.16b %r, %x, %y;", 16, 32, I16, I16, None);
    check("smul.full.16b %r, %x, %y;", 16, 32, I16, I16, None);
}

#[test]
fn integer_mad() {
    check("umad.32b %r, %x, %y, %z;", 32, 32, I32, I32, Some(&[0, 1, 0xffff_ffff]));
    check("smad.64b %r, %x, %y, %z;", 64, 64, I64, I64, Some(&[0, 1, 0xffff_ffff_ffff_ffff]));
}

/// Division's operands: the edge values, and those near the ends of the
/// range (FLT_MAX, the largest denormal), where `v_div_scale` scales the
/// operands (its rule for a divisor whose reciprocal is a denormal is read
/// from the ISA manual's pseudocode: crates/amdgpu-sim/hardware-rules.md).
const F32_DIV: &[u64] = &[
    0x7f7f_ffff,
    0xff7f_ffff,
    0x007f_ffff,
    0x807f_ffff,
    0x7e80_0001,
    0xc100_0000,
    0x0000_0000,
    0x8000_0000,
    0x3f80_0000,
    0xbf80_0000,
    0x3f00_0000,
    0x4040_0000,
    0xc020_0000,
    0x0000_0001,
    0x0080_0000,
    0x7f80_0000,
    0xff80_0000,
    0x7fc0_0000,
    0x4b80_0001,
    0x5015_02f9,
    0xcf00_0000,
    0x3eaa_aaab,
];

/// `fdiv.ftz.f` with divisors near the top of the range: the IEEE
/// sequence scales through the denormals, so MODE's flush must not act on
/// its steps (2 / 2^127 is the smallest normal, not zero).
#[test]
fn flushed_division_by_large_divisors() {
    let dividends: &[u64] = &[0x4000_0000, 0x7f7f_ffff, 0x3f80_0000, 0x0080_0000, 0x8000_0001];
    let divisors: &[u64] = &[0x7f00_0000, 0x7f28_8176, 0x7e80_0000, 0xff00_0001, 0x3f80_0000];
    for mode in ["", ".re", ".rz", ".rd", ".ru", ".rna"] {
        check(&format!("fdiv{mode}.ftz.f %r, %x, %y;"), 32, 32, dividends, divisors, None);
    }
}

#[test]
fn float_binary() {
    for op in ["fadd", "fsub", "fmul", "fmin", "fmax"] {
        binary(&format!("{op}.f"), 32, F32);
    }
    binary("fdiv.f", 32, F32_DIV);
    for mode in ["rz", "rd", "ru"] {
        for op in ["fadd", "fsub", "fmul"] {
            binary(&format!("{op}.{mode}.f"), 32, F32);
        }
    }
}

#[test]
fn float_fma_and_unary() {
    check("fmad.f %r, %x, %y, %z;", 32, 32, F32, F32, Some(&[0, 0x8000_0000, 0x3f80_0000, 0x7fc0_0000]));
    for op in ["fneg.f", "fabs.f"] {
        check(&format!("{op} %r, %x;"), 32, 32, F32, &[0], None);
    }
}

#[test]
fn float_compare() {
    for cc in ["eq", "ne", "gt", "ge", "lt", "le"] {
        let body = format!("fcmp.{cc}.f %q, %x, %y;\nsel.32b %r, 1, 0, %q;");
        check(&body, 32, 32, F32, F32, None);
    }
}

#[test]
fn conversions_32() {
    for mode in ["re", "rz", "rd", "ru"] {
        check(&format!("i2f.f.s32.{mode} %r, %x;"), 32, 32, I32, &[0], None);
        check(&format!("i2f.f.u32.{mode} %r, %x;"), 32, 32, I32, &[0], None);
        check(&format!("f2i.s32.f.{mode} %r, %x;"), 32, 32, F32, &[0], None);
        check(&format!("f2i.u32.f.{mode} %r, %x;"), 32, 32, F32, &[0], None);
    }
}

#[test]
fn compare_into_register_and_select_on_register() {
    for cc in ["eq", "lt", "ge"] {
        check(&format!("ucmp.{cc}.32b %r, %x, %y;"), 32, 32, I32, I32, None);
        check(&format!("scmp.{cc}.64b %amt, %x, %y;\nzext.64b.32b %r, %amt;"), 64, 64, I64, I64, None);
        check("sel.64b %r, %x, %y, %z;", 64, 64, I64, I64, Some(&[0, 1, 0x8000_0000_0000_0000]));
        check(&format!("fcmp.{cc}.f %r, %x, %y;"), 32, 32, F32, F32, None);
    }
    check("sel.32b %r, %x, %y, %z;", 32, 32, I32, I32, Some(&[0, 1, 0x8000_0000]));
}

#[test]
fn vector_elements() {
    let fill = "mov.32b %v.x, %x;\nmov.32b %v.y, %y;\nmov.32b %v.z, %z;\nmov.32b %v.w, 7;\n";
    for k in 0..4 {
        check(&format!("{fill}extract.{k}.32b %r, %v;"), 32, 32, I32, &[5, 6], Some(&[9]));
        check(
            &format!("{fill}insert.{k}.32b %v, %y;\nextract.{k}.32b %r, %v;\nxor.32b %r, %r, %v.x;"),
            32,
            32,
            I32,
            &[5, 6],
            Some(&[9]),
        );
    }
    check(&format!("{fill}and.32b %amt, %y, 3;\nextract.dynamic.v4.32b %r, %v, %amt;"), 32, 32, I32, I32, Some(&[9]));
    check(
        &format!("{fill}and.32b %amt, %y, 3;\ninsert.dynamic.v4.32b %v, %z, %amt;\nextract.2.32b %r, %v;\niadd.32b %r, %r, %v.w;"),
        32,
        32,
        I32,
        I32,
        Some(&[9, 1]),
    );
}

const F64: &[u64] = &[
    0,
    0x8000_0000_0000_0000,
    0x3ff0_0000_0000_0000, // 1
    0xbff0_0000_0000_0000, // -1
    0x3fe0_0000_0000_0000, // 0.5
    0x4008_0000_0000_0000, // 3
    0xc004_0000_0000_0000, // -2.5
    0x0000_0000_0000_0001, // the smallest denormal
    0x0010_0000_0000_0000, // the smallest normal
    0x7ff0_0000_0000_0000, // inf
    0xfff0_0000_0000_0000, // -inf
    0x7ff8_0000_0000_0000, // NaN
    0x4330_0000_0000_0001, // 2^52 + 1
    0x3fd5_5555_5555_5555, // 1/3
    0xc1e0_0000_0000_0000, // -2^31
];

#[test]
fn double_arithmetic() {
    for op in ["fadd", "fsub", "fmul", "fdiv", "fmin", "fmax"] {
        binary(&format!("{op}.df"), 64, F64);
    }
    for mode in ["rz", "rd", "ru"] {
        binary(&format!("fadd.{mode}.df"), 64, F64);
    }
    check("fmad.df %r, %x, %y, %z;", 64, 64, F64, F64, Some(&[0, 0x3ff0_0000_0000_0000, 0x7ff8_0000_0000_0000]));
    for op in ["fneg.df", "fabs.df"] {
        check(&format!("{op} %r, %x;"), 64, 64, F64, &[0], None);
    }
    for cc in ["eq", "ne", "lt", "ge"] {
        check(&format!("fcmp.{cc}.df %q, %x, %y;\nsel.64b %r, 1, 0, %q;"), 64, 64, F64, F64, None);
    }
}

#[test]
fn float_modifiers() {
    for op in
        ["fadd.ftz.f", "fmul.ftz.f", "fadd.dsat.f", "fmul.ftz.dsat.f", "fmin.nanp.f", "fmax.nanp.f", "fmax.dsat.f"]
    {
        binary(op, 32, F32);
    }
    binary("fdiv.ftz.f", 32, F32_DIV);
    // Directed roundings and ties away: the quotient is rounded to odd in
    // f64 first, so every f32 operand is fine here, FLT_MAX and the
    // denormals included; halving a denormal makes ties.
    let divs: Vec<u64> = F32
        .iter()
        .copied()
        .chain([0x0000_0001, 0x0000_0003, 0x4000_0000, 0x4080_0000, 0x3f40_0000, 0x0040_0001, 0x7f7f_ffff, 0x3f80_0001])
        .collect();
    for mode in ["rz", "rd", "ru", "rna"] {
        binary(&format!("fdiv.{mode}.f"), 32, &divs);
        binary(&format!("fdiv.{mode}.ftz.f"), 32, &divs);
    }
    binary("fmin.nanp.df", 64, F64);
    for cc in ["lt", "eq"] {
        check(&format!("fcmp.{cc}.ftz.f %q, %x, %y;\nsel.32b %r, 1, 0, %q;"), 32, 32, F32, F32, None);
    }
}

#[test]
fn conversions_more() {
    for mode in ["re", "rz", "rd", "ru", "rna"] {
        check(&format!("frnd.{mode}.f %r, %x;"), 32, 32, F32, &[0], None);
        check(&format!("frnd.{mode}.df %r, %x;"), 64, 64, F64, &[0], None);
        check(&format!("f2i.s32.df.{mode} %amt, %x;\nzext.64b.32b %r, %amt;"), 64, 64, F64, &[0], None);
        check(&format!("f2i.u32.df.{mode} %amt, %x;\nzext.64b.32b %r, %amt;"), 64, 64, F64, &[0], None);
        for (to, bits) in [("s16", 16), ("u16", 16), ("s8", 8), ("u8", 8)] {
            check(&format!("f2i.{to}.f.{mode} %r, %x;"), 32, bits, F32, &[0], None);
        }
    }
    check("i2f.f.s32.rna %r, %x;", 32, 32, I32, &[0], None);
    check("i2f.f.u32.rna %r, %x;", 32, 32, I32, &[0x0100_0001, 0x0100_0003, 0x7fff_ffbf, 0xffff_ff80], None);
    check("trunc.32b.64b %amt, %x;\ni2f.df.s32 %r, %amt;", 64, 64, I64, &[0], None);
    check("trunc.32b.64b %amt, %x;\ni2f.df.u32 %r, %amt;", 64, 64, I64, &[0], None);
    check("trunc.32b.64b %amt, %x;\nfext.df.f %r, %amt;", 64, 64, F32, &[0], None);
    // The emulator narrows a denormal source to zero in every mode (an
    // f32 denormal rounded up gives 0, not f16's smallest denormal), which
    // reads like a flush the spec does not ask for: those sources are left
    // out here and the question is in the issue's note.
    let normal_f32: Vec<u64> = F32.iter().copied().filter(|&v| !matches!(v, 1 | 0x7f_ffff)).collect();
    for mode in ["re", "rz", "rd", "ru", "rna"] {
        check(&format!("ftrunc.hf.f.{mode} %r, %x;"), 32, 16, &normal_f32, &[0], None);
        check(
            &format!("ftrunc.hf.f.{mode} %r, %x;"),
            32,
            16,
            &[
                0x477f_e000,
                0x477f_efff,
                0x477f_f000,
                0xc77f_f000,
                0x4780_0000,
                0x3380_0000,
                0x3300_0001,
                0xb300_0000,
                0x3f80_1000,
                0x3f80_3000,
            ],
            &[0],
            None,
        );
    }
    for mode in ["re", "rz", "rd", "ru"] {
        // Without the smallest denormal: the emulator rounds 2^-1074 up to
        // 0 rather than to f32's smallest denormal (noted in the issue).
        let values: Vec<u64> = F64.iter().copied().filter(|&v| v != 1).collect();
        check(&format!("ftrunc.f.df.{mode} %amt, %x;\nzext.64b.32b %r, %amt;"), 64, 64, &values, &[0], None);
    }
}

const F16: &[u64] = &[
    0x0000, 0x8000, 0x3c00, 0xbc00, 0x3800, 0x4200, 0xc100, 0x0001, 0x03ff, 0x0400, 0x7bff, 0x7c00, 0xfc00, 0x7e00,
    0x3555,
];

#[test]
fn half_arithmetic() {
    for op in ["fadd", "fsub", "fmul", "fmin", "fmax"] {
        binary(&format!("{op}.hf"), 16, F16);
    }
    for mode in ["rz", "rd", "ru"] {
        binary(&format!("fmul.{mode}.hf"), 16, F16);
    }
    check("fmad.hf %r, %x, %y, %z;", 16, 16, F16, F16, Some(&[0, 0x3c00, 0x7e00]));
    for op in ["fneg.hf", "fabs.hf"] {
        check(&format!("{op} %r, %x;"), 16, 16, F16, &[0], None);
    }
    for cc in ["eq", "ne", "lt", "ge"] {
        check(&format!("fcmp.{cc}.hf %q, %x, %y;\nsel.16b %r, 1, 0, %q;"), 16, 16, F16, F16, None);
    }
    check("fext.f.hf %r, %x;", 16, 32, F16, &[0], None);
}

/// `.ftz` on f16, bf16 and f64 (flushed by hand: sources before, the
/// rounded result after), on sets with denormals, results that round to
/// denormals, and a denormal immediate.
#[test]
fn flush_to_zero_in_every_format() {
    let f16: Vec<u64> = F16.iter().copied().chain([0x8001, 0x0200, 0x83ff, 0x0401]).collect();
    let bf16: Vec<u64> = BF16.iter().copied().chain([0x0001, 0x8040, 0x007f, 0x0080, 0x0081]).collect();
    let f64: Vec<u64> =
        F64.iter().copied().chain([0x8000_0000_0000_0001, 0x000f_ffff_ffff_ffff, 0x0010_0000_0000_0001]).collect();
    for (ty, bits, values) in [("hf", 16, &f16), ("bf", 16, &bf16), ("df", 64, &f64)] {
        let ops: &[&str] = if ty == "bf" {
            &["fadd", "fsub", "fmul", "fmin", "fmax"]
        } else {
            &["fadd", "fsub", "fmul", "fmin", "fmax", "fdiv"]
        };
        for op in ops {
            if ty == "hf" && *op == "fdiv" {
                continue;
            }
            binary(&format!("{op}.ftz.{ty}"), bits, values);
        }
        for op in ["fneg", "fabs"] {
            check(&format!("{op}.ftz.{ty} %r, %x;"), bits, bits, values, &[0], None);
        }
        let sel = if bits == 64 { "sel.64b" } else { "sel.16b" };
        check(&format!("fcmp.lt.ftz.{ty} %q, %x, %y;\n{sel} %r, 1, 0, %q;"), bits, bits, values, values, None);
        check(&format!("fcmp.eq.ftz.{ty} %q, %x, %y;\n{sel} %r, 1, 0, %q;"), bits, bits, values, values, None);
    }
    check("fmad.ftz.hf %r, %x, %y, %z;", 16, 16, &f16, &f16, Some(&[0, 0x8001, 0x3c00]));
    check("fmad.ftz.df %r, %x, %y, %z;", 64, 64, &f64, &f64, Some(&[0, 1, 0x3ff0_0000_0000_0000]));
    check("fadd.ftz.hf %r, %x, 0x0001;", 16, 16, &f16, &[0], None);
    check("fsqrt.ftz.df %r, %x;", 64, 64, &f64, &[0], None);
}

/// `ld.param` at an offset held in a register, per lane and uniform,
/// 8 and 32 bits: loads from the kernarg segment as global memory.
#[test]
fn kernel_parameters_at_register_offsets() {
    let source = ".version 0.1;\n\
.target 100;\n\
.kernel @k(.param[8] .addrspace(global) %o, .param[8] %table) {\n\
  .reg .64b %p, %off;\n\
  .reg .32b %i, %k, %v, %w;\n\
  .reg .8b %b;\n\
  ld.param.64b %p, [%o];\n\
  mov.32b %i, %localid.x;\n\
  and.32b %k, %i, 1;\n\
  shl.32b %k, %k, 2;\n\
  ld.param.32b %v, [%table + %k];\n\
  and.32b %k, %i, 7;\n\
  ld.param.8b %b, [%table + %k];\n\
  zext.32b.8b %w, %b;\n\
  iadd.32b %v, %v, %w;\n\
  mov.32b %k, 4;\n\
  ld.param.32b %w, [%table + %k];\n\
  iadd.32b %v, %v, %w;\n\
  zext.64b.32b %off, %i;\n\
  shl.64b %off, %off, 2;\n\
  iadd.64b %p, %p, %off;\n\
  st.global.32b [%p], %v;\n\
}\n\
";
    let module = common::module(source);
    let launch = common::launch_of("k", &[64], &[32], &["buf:u32:zeros:64", "u64:0x0807060504030201"]);
    common::check_against_emulator(&module, &launch);
}

/// Conversions between 64-bit integers and f32/f64 in every hardware
/// rounding mode, on values that need rounding (more significant bits
/// than the format holds, ties, both signs, the ends of the range); and
/// from f16/bf16 to integers of every width.
#[test]
fn conversions_64_bit_and_16_bit_floats() {
    let ints: Vec<u64> = I64
        .iter()
        .copied()
        .chain([
            0x0020_0000_0000_0001, // 2^53 + 1: a tie in f64
            0x0020_0000_0000_0003,
            0x0100_0000_8000_0000, // a tie in f32 with a sticky bit far below
            0x0000_0000_0100_0001, // 2^24 + 1
            0x0000_0000_0100_0003,
            0x8000_0000_0000_0001,
            0xfff0_0000_0000_0001,
            0xffff_ffff_feff_ffff,
            0x0123_4567_89ab_cdef,
        ])
        .collect();
    for mode in ["re", "rz", "rd", "ru", "rna"] {
        for from in ["s64", "u64"] {
            check(&format!("i2f.df.{from}.{mode} %r, %x;"), 64, 64, &ints, &[0], None);
        }
    }
    // Ties and near-ties at f64's precision for `.rna`, and the carry to 2^64.
    let ties: Vec<u64> = vec![
        0x0020_0000_0000_0001,
        0x0040_0000_0000_0002,
        0x0040_0000_0000_0006,
        0x0040_0000_0000_0001,
        0x8000_0000_0000_0400,
        0x8000_0000_0000_03ff,
        0xffff_ffff_ffff_fc00,
        0xffff_ffff_ffff_fbff,
        0xffff_ffff_ffff_ffff,
        0x7fff_ffff_ffff_fe00,
        0x7fff_ffff_ffff_fdff,
        0x8000_0000_0000_0000,
        0xffe0_0000_0000_0001,
    ];
    for from in ["s64", "u64"] {
        check(&format!("i2f.df.{from}.rna %r, %x;"), 64, 64, &ties, &[0], None);
        check(&format!("i2f.df.{from}.rna.dsat %r, %x;"), 64, 64, &ties, &[0], None);
    }
    // To f32, bf16 and f16 in every mode, with ties at bf16's and f16's
    // precision, sticky bits far below them, and f16's overflow threshold.
    let more: Vec<u64> = ints
        .iter()
        .copied()
        .chain([
            0x0000_0000_0000_ffe0,
            0x0000_0000_0000_ffef,
            0x0000_0000_0000_fff0,
            0xffff_ffff_ffff_0010,
            0x0000_0000_0001_0000,
            0x0000_0001_0000_0000,
            0xffff_ffff_0000_0000,
            0x0000_0000_0000_0101,
            0x0000_0000_0000_0181,
            0x0101_0000_0000_0000,
            0x0180_0000_0000_0000,
            0x0180_0000_0000_0001,
            0xfe80_0000_0000_0000,
            0x7fff_ffff_ffff_ffff,
        ])
        .collect();
    for mode in ["re", "rz", "rd", "ru", "rna"] {
        for from in ["s64", "u64"] {
            check(&format!("i2f.f.{from}.{mode} %amt, %x;\nzext.64b.32b %r, %amt;"), 64, 64, &more, &[0], None);
            for to in ["hf", "bf"] {
                for q in ["", ".dsat"] {
                    check(&format!("i2f.{to}.{from}.{mode}{q} %r, %x;"), 64, 16, &more, &[0], None);
                }
            }
        }
    }
    // To f16 and bf16: ties, sticky bits far below the rounding position,
    // f16's overflow (to infinity, or its largest value with .dsat).
    let words: Vec<u64> = I32
        .iter()
        .copied()
        .chain([0xffe0, 0xffef, 0xfff0, 0x0001_0001, 0x0100_8001, 0x0100_8000, 0x8000_0001, 0xff7f_ffff, 0x0180_4000])
        .collect();
    for mode in ["re", "rz", "rd", "ru", "rna"] {
        for (from, bits) in [("s32", 32), ("u32", 32), ("s16", 16), ("u16", 16), ("s8", 8)] {
            let values: Vec<u64> = words.iter().map(|v| v & ((1u64 << bits) - 1)).collect();
            for to in ["hf", "bf"] {
                check(&format!("i2f.{to}.{from}.{mode} %r, %x;"), bits, 16, &values, &[0], None);
            }
            check(&format!("i2f.hf.{from}.{mode}.dsat %r, %x;"), bits, 16, &values, &[0], None);
        }
        check(&format!("i2f.f.u32.{mode}.dsat %r, %x;"), 32, 32, &words, &[0], None);
        check(&format!("i2f.df.s32.{mode}.dsat %r, %x;"), 32, 64, &words, &[0], None);
    }
    let doubles: Vec<u64> = F64
        .iter()
        .copied()
        .chain([
            0x43e0_0000_0000_0000, // 2^63
            0xc3e0_0000_0000_0000, // -2^63
            0x43df_ffff_ffff_ffff,
            0x43f0_0000_0000_0000, // 2^64
            0x43ef_ffff_ffff_ffff,
            0x41f0_0000_0000_0001, // 2^32 and a bit
            0xc1f0_0000_0000_0000,
            0x4330_0000_0000_0003,
            0xbfe8_0000_0000_0000, // -0.75
            0x4004_0000_0000_0000, // 2.5
        ])
        .collect();
    for mode in ["re", "rz", "rd", "ru", "rna"] {
        for to in ["s64", "u64"] {
            check(&format!("f2i.{to}.df.{mode} %r, %x;"), 64, 64, &doubles, &[0], None);
            check(&format!("trunc.32b.64b %amt, %x;\nf2i.{to}.f.{mode} %r, %amt;"), 64, 64, F32, &[0], None);
        }
        for (to, bits) in [("s64", 64), ("u32", 32), ("s16", 16), ("u8", 8)] {
            let r = format!("f2i.{to}.hf.{mode}");
            if bits == 64 {
                check(
                    &format!("zext.32b.16b %amt, %x;\ntrunc.16b.32b %y, %amt;\n{r} %r, %y;"),
                    16,
                    64,
                    F16,
                    &[0],
                    None,
                );
            } else {
                check(&format!("{r} %r, %x;"), 16, bits, F16, &[0], None);
                check(&format!("f2i.{to}.bf.{mode} %r, %x;"), 16, bits, BF16, &[0], None);
            }
        }
    }
}

/// `frnd` in f16 and bf16 in every mode, and `fext` from them to f64.
#[test]
fn sixteen_bit_rounding_and_widening() {
    let f16: Vec<u64> =
        F16.iter().copied().chain([0x3a00, 0xba00, 0x3d00, 0x4100, 0x6bff, 0x6c01, 0x7bff, 0x7d00]).collect();
    let bf16: Vec<u64> = BF16.iter().copied().chain([0x3fc0, 0xbfc0, 0x4020, 0x4b00, 0x4b01, 0x7fa0]).collect();
    for mode in ["re", "rz", "rd", "ru", "rna"] {
        check(&format!("frnd.{mode}.hf %r, %x;"), 16, 16, &f16, &[0], None);
        check(&format!("frnd.{mode}.bf %r, %x;"), 16, 16, &bf16, &[0], None);
    }
    check("fext.df.hf %r, %x;", 16, 64, &f16, &[0], None);
    check("fext.df.bf %r, %x;", 16, 64, &bf16, &[0], None);
}

#[test]
fn bit_fields() {
    for op in ["fbh", "fbl", "cbit"] {
        check(&format!("{op}.32b %r, %x;"), 32, 32, I32, &[0], None);
        check(&format!("{op}.16b %r, %x;"), 16, 16, I16, &[0], None);
    }
    let fields: &[u64] = &[0, 1, 4, 8, 16, 31, 32, 33, 40, 63, 64];
    for op in ["ubfe", "sbfe"] {
        check(
            &format!("{op}.32b %r, %x, %y, %z;"),
            32,
            32,
            &[0x8765_4321, 0xffff_ffff, 0x7fff_0001],
            fields,
            Some(fields),
        );
    }
    check("bfi.32b %r, %x, 0xabcd, %y, %z;", 32, 32, &[0x8765_4321, 0], fields, Some(fields));
    for dir in ["l", "r"] {
        check(&format!("shf.{dir}.32b %r, %x, 0x9abcdef0, %y;"), 32, 32, &[0x1234_5678, 0xffff_0000], fields, None);
    }
}

/// `bfn`: every one of the 254 operations, 16 to a kernel, each folded
/// into the result by a rotate and an xor; the sources are the three
/// patterns that put every row of the truth table in every byte, and
/// other values; then with immediate sources.
#[test]
fn bit_functions() {
    let values: &[u64] = &[0xaaaa_aaaa, 0x1234_5678];
    let (y, z): (&[u64], &[u64]) = (&[0xcccc_cccc, 0xffff_0000], &[0xf0f0_f0f0, 0x0f0f_5a5a]);
    for first in (1..255u32).step_by(16) {
        let mut body = String::from("mov.32b %r, 0;\n");
        for op in first..(first + 16).min(255) {
            body.push_str(&format!(
                "bfn.0x{op:02x}.32b %amt, %x, %y, %z;\nshf.l.32b %r, %r, %r, 1;\nxor.32b %r, %r, %amt;\n"
            ));
        }
        check(&body, 32, 32, values, y, Some(z));
    }
    check("bfn.0xba.32b %r, %x, 0xcccccccc, %z;", 32, 32, values, &[0], Some(z));
    check("bfn.0x18.32b %r, 0xaaaaaaaa, %y, 0xf0f0f0f0;", 32, 32, &[0], y, None);
}

/// `dp4a` in each signedness, with and without saturation: bytes at both
/// ends of the signed and unsigned ranges, accumulators that overflow.
#[test]
fn dot_products() {
    let bytes: &[u64] = &[0x0000_0000, 0x7f80_ff01, 0xffff_ffff, 0x8080_8080, 0x1234_5678, 0x7f7f_7f7f];
    let acc: &[u64] = &[0, 0x7fff_ff00, 0x8000_0100, 0xffff_fff0];
    for signedness in ["ss", "su", "us", "uu"] {
        check(&format!("dp4a.{signedness}.32b %r, %z, %x, %y;"), 32, 32, bytes, bytes, Some(acc));
        if signedness != "uu" {
            check(&format!("dp4a.{signedness}.dsat.32b %r, %z, %x, %y;"), 32, 32, bytes, bytes, Some(acc));
        }
    }
    check("dp4a.su.32b %r, 5, %x, 0x80ff0102;", 32, 32, bytes, &[0], None);
}

#[test]
fn saturating_and_wide_min_max() {
    for op in ["iadd.dsat", "isub.dsat"] {
        binary(&format!("{op}.32b"), 32, I32);
        binary(&format!("{op}.16b"), 16, I16);
        binary(&format!("{op}.64b"), 64, I64);
    }
    for op in ["umin", "umax", "smin", "smax"] {
        binary(&format!("{op}.64b"), 64, I64);
    }
    check("umad.16b %r, %x, %y, %z;", 16, 16, I16, I16, Some(&[0, 1, 0xffff]));
}

#[test]
fn fences_compile_and_keep_results() {
    for fence in [
        "fence.subgroup;",
        "fence.shared.acq_rel.workgroup;",
        "fence.global.release.gpu;",
        "fence.global.seq_cst.system;",
    ] {
        check(&format!("iadd.32b %r, %x, %y;\n{fence}"), 32, 32, I32, &[1, 2], None);
    }
}

#[test]
fn constant_loads() {
    // ld.const through a pointer: the same bytes as ld.global.
    check("ld.const.32b %r, [%pb];", 32, 32, I32, I32, None);
}

const BF16: &[u64] = &[
    0x0000, 0x8000, 0x3f80, 0xbf80, 0x3f00, 0x4040, 0xc020, 0x0001, 0x007f, 0x0080, 0x7f7f, 0x7f80, 0xff80, 0x7fc0,
    0x3eab, 0x3f81,
];

#[test]
fn bfloat16_arithmetic() {
    for op in ["fadd", "fsub", "fmul", "fmin", "fmax"] {
        binary(&format!("{op}.bf"), 16, BF16);
    }
    for mode in ["rz", "rd", "ru"] {
        binary(&format!("fadd.{mode}.bf"), 16, BF16);
        binary(&format!("fmul.{mode}.bf"), 16, BF16);
    }
    for op in ["fneg.bf", "fabs.bf"] {
        check(&format!("{op} %r, %x;"), 16, 16, BF16, &[0], None);
    }
    for cc in ["eq", "ne", "lt", "ge"] {
        check(&format!("fcmp.{cc}.bf %q, %x, %y;\nsel.16b %r, 1, 0, %q;"), 16, 16, BF16, BF16, None);
    }
    // Without denormal sources, as for ftrunc.hf.f (see conversions_more).
    let normal_f32: Vec<u64> = F32.iter().copied().filter(|&v| !matches!(v, 1 | 0x7f_ffff)).collect();
    for mode in ["re", "rz", "rd", "ru"] {
        check(&format!("ftrunc.bf.f.{mode} %r, %x;"), 32, 16, &normal_f32, &[0], None);
    }
    check("fext.f.bf %r, %x;", 16, 32, BF16, &[0], None);
}

#[test]
fn a_fence_waits_for_the_stores_before_it() {
    let source = ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %a) {\n    .reg .64b %pa;\n    .reg .32b %x;\n    ld.param.64b %pa, [%a];\n    ld.global.32b %x, [%pa];\n    st.global.32b [%pa + 4], %x;\n    fence.global.release.gpu;\n    st.global.32b [%pa + 8], %x;\n}\n";
    let compiled = pisa_amdgpu::compile(&common::module(source), &pisa_amdgpu::Options::default()).expect("compiles");
    let asm = compiled.asm;
    let (store, wait, inv) = (
        asm.find("offset:4").expect("the first store"),
        asm.find("s_waitcnt_vscnt").expect("a store wait"),
        asm.find("buffer_gl1_inv").expect("the L1 invalidated at gpu scope"),
    );
    assert!(store < wait && wait < inv, "{asm}");
}

#[test]
fn narrowing_a_constant_overflows_to_its_signed_infinity() {
    // -1e10 and 1e10 as constants, f32 to f16 toward zero: ±infinity (E25).
    for k in ["0xd01502f9", "0x501502f9"] {
        check(&format!("ftrunc.hf.f.rz %r, {k};"), 32, 16, &[0], &[0], None);
        check(&format!("ftrunc.hf.f.rna %r, {k};"), 32, 16, &[0], &[0], None);
    }
}

/// Packed forms: each element as its scalar form computes it, the high
/// element included (shift amounts from `src1[21:16]` for it), with a
/// destination that is also a source.
#[test]
fn packed_integer_forms() {
    let h = packed_words(I16, 2);
    let v = "v2.16b";
    for op in ["iadd", "iadd.dsat", "isub", "isub.dsat", "smax", "smin", "umax", "umin", "smul"] {
        check_typed(&format!("{op}.16bx2 %r, %x, %y;"), v, v, &h, &h, None);
    }
    check_typed("smad.16bx2 %r, %x, %y, %z;", v, v, &h, &h[..4], Some(&h[4..8]));
    check_typed("iadd.16bx2 %x, %x, %y;\nisub.16bx2 %r, %x, %y;", v, v, &h, &h[..5], None);
    for cop in ["eq", "ne", "lt", "ge"] {
        check_typed(&format!("ucmp.{cop}.16bx2 %r, %x, %y;"), v, v, &h, &h, None);
    }
    let amounts: Vec<u64> = packed_words(&[0, 1, 3, 15, 16, 17, 31, 32, 33, 63, 64, 0xffff], 2);
    for op in ["shl", "shr", "asr"] {
        check_typed(&format!("ld.global.32b %amt, [%pb];\n{op}.16bx2 %r, %x, %amt;"), v, v, &h, &amounts, None);
        check_typed(&format!("{op}.16bx2 %r, %x, 0x110003;"), v, v, &h, &[0], None);
    }
    let bytes = packed_words(&[0, 1, 2, 0x7f, 0x80, 0x81, 0xfe, 0xff, 0x40, 0xc0], 4);
    let b = "v4.8b";
    for op in ["iadd", "iadd.dsat", "smax", "smin"] {
        check_typed(&format!("{op}.8bx4 %r, %x, %y;"), b, b, &bytes, &bytes, None);
    }
}

#[test]
fn packed_float_forms() {
    let v = "v2.16b";
    for (ty, values) in [("hfx2", packed_words(F16, 2)), ("bfx2", packed_words(BF16, 2))] {
        for op in ["fadd", "fsub", "fmul", "fmin", "fmax", "fadd.rz", "fmul.ru", "fadd.ftz"] {
            check_typed(&format!("{op}.{ty} %r, %x, %y;"), v, v, &values, &values, None);
        }
        if ty == "hfx2" {
            check_typed(&format!("fmad.rd.{ty} %r, %x, %y, %z;"), v, v, &values, &values[..3], Some(&values[3..6]));
        }
        for op in ["fneg", "fabs"] {
            check_typed(&format!("{op}.{ty} %r, %x;"), v, v, &values, &[0], None);
        }
        for cop in ["eq", "lt", "ge"] {
            check_typed(&format!("fcmp.{cop}.{ty} %r, %x, %y;"), v, v, &values, &values, None);
        }
        check_typed(&format!("pf2i.s16x2.{ty}.rz %r, %x;"), v, v, &values, &[0], None);
        check_typed(&format!("pf2i.u16x2.{ty} %r, %x;"), v, v, &values, &[0], None);
    }
    for mode in ["re", "rz", "ru", "rna"] {
        check_typed(&format!("ftrunc2.hfx2.{mode} %r, %x, %y;"), "32b", v, F32, F32, None);
    }
    for mode in ["re", "rz", "rd"] {
        check_typed(&format!("ftrunc2.bfx2.{mode} %r, %x, %y;"), "32b", v, F32, F32, None);
    }
}

/// A denormal source narrows to a zero of its sign (the spec's table for
/// `ftrunc`), where bf16 could hold it and a directed mode would round it
/// to the smallest denormal.
#[test]
fn narrowing_flushes_denormal_sources() {
    for form in ["ftrunc.bf.f", "ftrunc.bf.f.ru", "ftrunc.hf.f.ru", "ftrunc.hf.f.rd"] {
        check(&format!("{form} %r, %x;"), 32, 16, F32, &[0], None);
    }
    for form in ["ftrunc.f.df.ru", "ftrunc.f.df.rd"] {
        check(&format!("{form} %r, %x;"), 64, if form.contains(".f.") { 32 } else { 16 }, F64, &[0], None);
    }
}

/// `fmul.full`: the exact product of two 16-bit floats as an f32, in each
/// rounding mode (bf16 products can overflow and underflow f32), with
/// `.ftz`, `.dsat`, and an immediate (a denormal f16 among them).
#[test]
fn widening_float_multiply() {
    for (ty, values) in [("hf", F16), ("bf", BF16)] {
        for q in ["", ".rz", ".ru", ".rd", ".ftz", ".dsat"] {
            check(&format!("fmul.full{q}.{ty} %r, %x, %y;"), 16, 32, values, values, None);
        }
        check(&format!("fmul.full.{ty} %r, %x, 0x0003;"), 16, 32, values, &[0], None);
        check(&format!("fmul.full.{ty} %r, 0xc500, %x;"), 16, 32, values, &[0], None);
    }
}

/// `.dsat` (clamped to [+0, 1], NaN to +0) and `.nanp` (a NaN source gives
/// the canonical NaN) on f16 and bf16, alone, together and with `.ftz`
/// and directed rounding, and through the packed forms.
#[test]
fn saturation_and_nan_propagation_in_16_bits() {
    for (ty, values) in [("hf", F16), ("bf", BF16)] {
        for form in [
            "fadd.dsat",
            "fsub.rz.dsat",
            "fmul.ru.ftz.dsat",
            "fmin.dsat",
            "fmax.nanp",
            "fmin.ftz.nanp",
            "fmax.dsat.nanp",
        ] {
            check(&format!("{form}.{ty} %r, %x, %y;"), 16, 16, values, values, None);
        }
        check(&format!("fmin.nanp.{ty} %r, %x, 0x7f81;"), 16, 16, values, &[0], None);
    }
    check("fmad.rd.ftz.dsat.hf %r, %x, %y, %z;", 16, 16, F16, F16, Some(&[0, 0x3c00, 0xbc00, 0x7e00]));
    // The first NaN keeps its payload (quieted), in every format.
    let nans32: &[u64] = &[0x3f80_0000, 0x7f80_0001, 0xffc0_1234, 0x7fc0_0000, 0x0000_0001];
    check("fmin.nanp.f %r, %x, %y;", 32, 32, nans32, nans32, None);
    check("fmax.dsat.nanp.f %r, %x, %y;", 32, 32, nans32, nans32, None);
    let nans64: &[u64] = &[0x3ff0_0000_0000_0000, 0x7ff0_0000_0000_0001, 0xfff8_0000_1234_5678];
    check("fmax.nanp.df %r, %x, %y;", 64, 64, nans64, nans64, None);
    let nans16: &[u64] = &[0x3c00, 0x7c01, 0xfe12, 0x7e00];
    check("fmin.nanp.hf %r, %x, %y;", 16, 16, nans16, nans16, None);
    check("fmax.dsat.nanp.hf %x, %x, %y;\nmov.16b %r, %x;", 16, 16, F16, F16, None);
    let v = "v2.16b";
    let h = packed_words(F16, 2);
    check_typed("fadd.dsat.hfx2 %r, %x, %y;", v, v, &h, &h, None);
    check_typed("fmax.dsat.nanp.bfx2 %r, %x, %y;", v, v, &packed_words(BF16, 2), &packed_words(BF16, 2), None);
}

/// Single elements of 8- and 16-bit vectors: read (`mov` to a scalar, an
/// operand of arithmetic) and written (the other elements keep their
/// values), on uniform and per-lane vectors.
#[test]
fn sub_dword_vector_elements() {
    let v = "v2.16b";
    let h = packed_words(I16, 2);
    check_typed("mov.32b %r.xy, %x.xy;\nmov.16b %r.y, %y.x;", v, v, &h, &h[..3], None);
    check_typed("mov.32b %r.xy, %x.xy;\nmov.16b %r.x, %y.y;", v, v, &h, &h[..3], None);
    check_typed("mov.32b %r.xy, %y.xy;\niadd.16b %r.y, %x.x, %x.y;", v, v, &h, &h[..3], None);
    check_typed("mov.32b %r.xy, %x.xy;\nsmax.16b %r.x, %r.y, %r.x;", v, v, &h, &[0], None);
    check_typed("mov.32b %r.xy, %x.xy;\nfadd.hf %r.y, %r.y, 0x3c00;", v, v, &packed_words(F16, 2), &[0], None);
    let b = "v4.8b";
    let bytes = packed_words(&[0, 1, 0x7f, 0x80, 0xff, 0x12], 4);
    for e in ["x", "y", "z", "w"] {
        check_typed(&format!("mov.32b %r.xyzw, %x.xyzw;\nmov.8b %r.{e}, %y.w;"), b, b, &bytes, &bytes[..3], None);
    }
    // Element to scalar and scalar to element, through 16-bit registers;
    // a uniform vector (from an immediate) written element by element.
    check_typed(
        "mov.32b %r.xy, %x.xy;\nmov.16b %r.x, 0x1234;\nmov.16b %r.y, 0xfedc;\niadd.16b %r.y, %r.y, %x.y;",
        v,
        v,
        &h,
        &[0],
        None,
    );
}

/// bf16 `fmad`, rounded once (round to odd in f64 and f32 first), in each
/// rounding mode, with `.ftz` and `.dsat`, on values whose products need
/// all their bits and sums that cancel, and packed.
#[test]
fn bfloat16_fused_multiply_add() {
    let extra: &[u64] = &[0x3f81, 0xbf81, 0x4b00, 0x3380, 0x0080, 0x7f7f, 0xff7f];
    let values: Vec<u64> = BF16.iter().chain(extra).copied().collect();
    let addends: &[u64] = &[0, 0x8000, 0x3f80, 0xbf81, 0x3381, 0x7f80, 0x7fc1, 0x0001, 0xff7f];
    for q in ["", ".rz", ".ru", ".rd", ".ftz", ".dsat"] {
        check(&format!("fmad{q}.bf %r, %x, %y, %z;"), 16, 16, &values, &values, Some(addends));
    }
    let v = "v2.16b";
    let h = packed_words(&values, 2);
    check_typed("fmad.rz.bfx2 %r, %x, %y, %z;", v, v, &h, &h[..6], Some(&packed_words(addends, 2)));
}

/// f64 values at the edges of every narrower format: f16's largest value
/// and overflow threshold, f16's and bf16's denormal ranges, f32's
/// denormals and the midpoints below them, ties at bf16's, f16's and f32's
/// precision (and just above them), f32's largest value, the rna overflow
/// threshold and 2^128; each with its negation.
const F64_NARROWING: &[u64] = &[
    0x40effc0000000000,
    0xc0effc0000000000,
    0x40effdffae147ae1,
    0xc0effdffae147ae1,
    0x40effe0000000000,
    0xc0effe0000000000,
    0x40f0000000000000,
    0xc0f0000000000000,
    0x3e70000000000000,
    0xbe70000000000000,
    0x3e60000000000000,
    0xbe60000000000000,
    0x3e68000000000000,
    0xbe68000000000000,
    0x3e60000000020000,
    0xbe60000000020000,
    0x37a0000000000000,
    0xb7a0000000000000,
    0x3790000000000000,
    0xb790000000000000,
    0x3798000000000000,
    0xb798000000000000,
    0x36a0000000000000,
    0xb6a0000000000000,
    0x3690000000000000,
    0xb690000000000000,
    0x3698000000000000,
    0xb698000000000000,
    0x3680000000000000,
    0xb680000000000000,
    0x3ff0100000000000,
    0xbff0100000000000,
    0x3ff0100000001000,
    0xbff0100000001000,
    0x3ff0300000000000,
    0xbff0300000000000,
    0x3ff0020000000000,
    0xbff0020000000000,
    0x3ff0020000000080,
    0xbff0020000000080,
    0x3ff0000010000000,
    0xbff0000010000000,
    0x3ff0000010000004,
    0xbff0000010000004,
    0x3ff0000030000000,
    0xbff0000030000000,
    0x47efffffe0000000,
    0xc7efffffe0000000,
    0x47effffff0000000,
    0xc7effffff0000000,
    0x47efffffefff8000,
    0xc7efffffefff8000,
    0x47f0000000000000,
    0xc7f0000000000000,
    0x47ec363cbf21f28a,
    0xc7ec363cbf21f28a,
    0x7e37e43c8800759c,
    0xfe37e43c8800759c,
    0x3810000000000000,
    0xb810000000000000,
    0x380c000000000000,
    0xb80c000000000000,
    0x47eff00000000000,
    0xc7eff00000000000,
    0x47eff80000000000,
    0xc7eff80000000000,
    0x0000000000000001,
    0x8000000000000001,
    0x7ff0000000000000,
    0xfff0000000000000,
    0x7ff8000000000000,
    0x7ff4000000000001,
    0xfff8000000001234,
    0x0000000000000000,
    0x8000000000000000,
];

/// f32 values at the edges of f16 and bf16 (overflow thresholds, ties,
/// denormal ranges), with F32's specials.
const F32_NARROWING: &[u64] = &[
    0x477fe000, 0x477fefff, 0x477ff000, 0xc77ff000, 0x47800000, 0x33800000, 0x33000001, 0xb3000000, 0x3f801000,
    0x3f803000, 0x3f808000, 0xbf808000, 0x3f818000, 0x3f808001, 0x7f7f8000, 0xff7f8000, 0x7f7f7fff, 0x00808000,
    0x00018000, 0x80010000, 0x7fa00001, 0xffc01234,
];

/// `ftrunc` in every pairing of formats, every rounding mode, with and
/// without `.ftz` and `.dsat` (an overflow gives the largest finite value,
/// an infinite source stays infinite), on values at each format's edges.
#[test]
fn narrowing_in_every_pairing_mode_and_qualifier() {
    let f32_values: Vec<u64> = F32.iter().chain(F32_NARROWING).copied().collect();
    let f64_values: Vec<u64> = F64.iter().chain(F64_NARROWING).copied().collect();
    for mode in ["re", "rz", "rd", "ru", "rna"] {
        for q in ["", ".ftz", ".dsat", ".ftz.dsat"] {
            for to in ["hf", "bf"] {
                check(&format!("ftrunc.{to}.f.{mode}{q} %r, %x;"), 32, 16, &f32_values, &[0], None);
                check(&format!("ftrunc.{to}.df.{mode}{q} %r, %x;"), 64, 16, &f64_values, &[0], None);
            }
            check(&format!("ftrunc.f.df.{mode}{q} %amt, %x;\nzext.64b.32b %r, %amt;"), 64, 64, &f64_values, &[0], None);
            if q == ".ftz" {
                // A denormal source rounds as a zero of its sign.
                check(&format!("frnd.{mode}.ftz.f %r, %x;"), 32, 32, &f32_values, &[0], None);
            }
            // The packed form narrows each of two f32s the same way.
            let pairs = [0x477f_f000, 0x3380_0000, 0x7f7f_ffff, 0x0001_8000, 0x3f80_8000, 0xff80_0000, 0x7fa0_0001];
            for to in ["hfx2", "bfx2"] {
                check_typed(&format!("ftrunc2.{to}.{mode}{q} %r, %x, %y;"), "32b", "v2.16b", &pairs, F32, None);
            }
        }
    }
}

/// `.rna` (ties away from zero) on `fadd`, `fsub` and `fmul` in f32 and f16
/// (and packed f16), on edge values and on sums and products that land
/// exactly on a tie or just beside one.
#[test]
fn ties_away_from_zero_in_arithmetic() {
    let f32_ties: Vec<u64> = F32
        .iter()
        .copied()
        .chain([0x3f80_0001, 0x3380_0000, 0x3380_0001, 0x337f_ffff, 0x4b80_0000, 0x3f00_0001, 0xb380_0000, 0x7f7f_fffe])
        .collect();
    let f16_ties: Vec<u64> =
        F16.iter().copied().chain([0x3c01, 0x1400, 0x1401, 0x13ff, 0x6400, 0x3801, 0x9400, 0x7bfe, 0x0002]).collect();
    for op in ["fadd", "fsub", "fmul"] {
        check(&format!("{op}.rna.f %r, %x, %y;"), 32, 32, &f32_ties, &f32_ties, None);
        check(&format!("{op}.rna.hf %r, %x, %y;"), 16, 16, &f16_ties, &f16_ties, None);
        let pairs: Vec<u64> = f16_ties.chunks(2).map(|c| c[0] | c.get(1).copied().unwrap_or(0) << 16).collect();
        check_typed(&format!("{op}.rna.hfx2 %r, %x, %y;"), "v2.16b", "v2.16b", &pairs, &pairs, None);
    }
    // bf16: ties at its 8 bits (1 + 2^-8, 2^-9), products whose low bits
    // fall at a tie, denormals (their ties too), the largest value.
    let bf16_ties: Vec<u64> = BF16
        .iter()
        .copied()
        .chain([0x3f81, 0x3b80, 0x3b81, 0x3b7f, 0x4380, 0x3f01, 0xbb80, 0x7f7e, 0x0001, 0x0003])
        .collect();
    for op in ["fadd", "fsub", "fmul"] {
        for q in ["", ".ftz", ".dsat", ".ftz.dsat"] {
            check(&format!("{op}.rna{q}.bf %r, %x, %y;"), 16, 16, &bf16_ties, &bf16_ties, None);
        }
        for q in [".ftz", ".dsat"] {
            check(&format!("{op}.rna{q}.f %r, %x, %y;"), 32, 32, &f32_ties, &f32_ties, None);
            check(&format!("{op}.rna{q}.hf %r, %x, %y;"), 16, 16, &f16_ties, &f16_ties, None);
        }
        let pairs: Vec<u64> = bf16_ties.chunks(2).map(|c| c[0] | c.get(1).copied().unwrap_or(0) << 16).collect();
        check_typed(&format!("{op}.rna.bfx2 %r, %x, %y;"), "v2.16b", "v2.16b", &pairs, &pairs, None);
    }
    // f64 sums: ties at 53 bits (1 + 2^-53, 2^53 + 1), just off them,
    // the largest value plus half its step, denormals.
    let f64_ties: Vec<u64> = F64
        .iter()
        .copied()
        .chain([
            0x3ca0_0000_0000_0000,
            0x3ca0_0000_0000_0001,
            0xbca0_0000_0000_0000,
            0x3ff0_0000_0000_0001,
            0x4340_0000_0000_0000,
            0x7c90_0000_0000_0000,
            0x7fef_ffff_ffff_fffe,
            0x0000_0000_0000_0003,
        ])
        .collect();
    for op in ["fadd", "fsub"] {
        for q in ["", ".ftz", ".dsat", ".ftz.dsat"] {
            check(&format!("{op}.rna{q}.df %r, %x, %y;"), 64, 64, &f64_ties, &f64_ties, None);
        }
    }
    // f64 products and quotients: ties at 53 bits ((1 + 2^-52) x 1.5),
    // at the denormals (halving 2^-1074 and 3 x 2^-1074), overflow past the
    // largest value, results deep below the denormals, and a spread of
    // random operands over every exponent.
    let mut f64_operands: Vec<u64> = F64
        .iter()
        .copied()
        .chain([
            0x3ff8_0000_0000_0000,
            0x3ff0_0000_0000_0001,
            0x0000_0000_0000_0003,
            0x4000_0000_0000_0000,
            0x7fef_ffff_ffff_ffff,
            0x000f_ffff_ffff_ffff,
            0x2000_0000_0000_0001,
            0x1ff8_0000_0000_0000,
            0xdff0_0000_0000_0003,
        ])
        .collect();
    let mut state = 0x0123_4567_89ab_cdefu64;
    for _ in 0..12 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        f64_operands.push(state);
    }
    for q in ["", ".ftz", ".dsat", ".ftz.dsat"] {
        check(&format!("fmul.rna{q}.df %r, %x, %y;"), 64, 64, &f64_operands, &f64_operands, None);
    }
    for mode in ["rz", "rd", "ru", "rna"] {
        for q in ["", ".ftz"] {
            check(&format!("fdiv.{mode}{q}.df %r, %x, %y;"), 64, 64, &f64_operands, &f64_operands, None);
        }
    }
    // f64 fmad: ties made by the product (x 1.5), by the addend (1 + 2^-53),
    // among the denormals (2^-1074 x 0.5), cancellation, and addends far
    // above and below the product.
    let f64_addends: &[u64] = &[
        0,
        0x8000_0000_0000_0000,
        0x3ca0_0000_0000_0000,
        0xbca0_0000_0000_0000,
        0x3ff0_0000_0000_0000,
        0xbff8_0000_0000_0001,
        0x0000_0000_0000_0001,
        0x4340_0000_0000_0000,
        0x7fef_ffff_ffff_ffff,
        0x7ff8_0000_0000_0000,
        0x0123_4567_89ab_cdef,
    ];
    for q in ["", ".ftz", ".dsat"] {
        check(&format!("fmad.rna{q}.df %r, %x, %y, %z;"), 64, 64, &f64_operands, &f64_operands, Some(f64_addends));
    }
    // Quotients among the denormals, rounded to nearest: v_div_fmas_f64
    // scales them down before its one rounding. (Divisors near the top of
    // the range stay out: there the simulator's v_div_scale_f64 is not
    // known to be the hardware's; the directed forms above correct the
    // quotient by its remainder and do not depend on it.)
    let small: &[u64] = &[
        0x0010_0000_0000_0000,
        0x0000_0000_0000_0003,
        0x000f_ffff_ffff_ffff,
        0x0123_4567_89ab_cdef,
        0x8008_0000_0000_0001,
    ];
    let divisors: &[u64] = &[
        0x3ff8_0000_0000_0000,
        0x4008_0000_0000_0000,
        0x3ff0_0000_0000_0001,
        0x4340_0000_0000_0001,
        0xc2f0_0000_0000_0003,
    ];
    check("fdiv.df %r, %x, %y;", 64, 64, small, divisors, None);
    // fmad: one rounding of the exact a * b + c, ties included (addends
    // that cancel the product and ones that land it on a tie).
    let f32_addends: &[u64] =
        &[0, 0x8000_0000, 0x3f80_0000, 0xbf80_0000, 0x3380_0000, 0xb380_0001, 0x0000_0001, 0x7f80_0000, 0x7fc0_0001];
    let f16_addends: &[u64] = &[0, 0x8000, 0x3c00, 0xbc00, 0x1400, 0x9401, 0x0001, 0x7c00, 0x7e01];
    let bf16_addends: &[u64] = &[0, 0x8000, 0x3f80, 0xbf80, 0x3b80, 0xbb81, 0x0001, 0x7f80, 0x7fc1];
    for q in ["", ".ftz", ".dsat", ".ftz.dsat"] {
        check(&format!("fmad.rna{q}.f %r, %x, %y, %z;"), 32, 32, &f32_ties, &f32_ties, Some(f32_addends));
        check(&format!("fmad.rna{q}.hf %r, %x, %y, %z;"), 16, 16, &f16_ties, &f16_ties, Some(f16_addends));
        check(&format!("fmad.rna{q}.bf %r, %x, %y, %z;"), 16, 16, &bf16_ties, &bf16_ties, Some(bf16_addends));
    }
    let v = "v2.16b";
    let pairs = packed_words(&f16_ties, 2);
    check_typed("fmad.rna.hfx2 %r, %x, %y, %z;", v, v, &pairs, &pairs[..6], Some(&packed_words(f16_addends, 2)));
    let pairs = packed_words(&bf16_ties, 2);
    check_typed(
        "fmad.rna.ftz.dsat.bfx2 %r, %x, %y, %z;",
        v,
        v,
        &pairs,
        &pairs[..6],
        Some(&packed_words(bf16_addends, 2)),
    );
    // The widening multiply: two 16-bit floats into an f32, ties away.
    for q in [".ftz", ".dsat", ".ftz.dsat"] {
        check_typed(&format!("fmul.full.rna{q}.hf %r, %x, %y;"), "16b", "32b", &f16_ties, &f16_ties, None);
        check_typed(&format!("fmul.full.rna{q}.bf %r, %x, %y;"), "16b", "32b", &bf16_ties, &bf16_ties, None);
    }
}

/// NaN-heavy edge values of each format: signalling and quiet NaNs of both
/// signs with payloads, beside ±0, ±inf, a denormal and 1.
const NAN16: &[u64] = &[0x7c01, 0xfd23, 0x7e00, 0xfe45, 0x0000, 0x8000, 0x7c00, 0xfc00, 0x0001, 0x3c00];
const NANBF: &[u64] = &[0x7f81, 0xffa3, 0x7fc0, 0xffc5, 0x0000, 0x8000, 0x7f80, 0xff80, 0x0001, 0x3f80];
const NAN32: &[u64] = &[
    0x7f80_0001,
    0xffa0_1234,
    0x7fc0_0000,
    0xffc0_5678,
    0x0000_0000,
    0x8000_0000,
    0x7f80_0000,
    0xff80_0000,
    0x0000_0001,
    0x3f80_0000,
];
const NAN64: &[u64] = &[
    0x7ff0_0000_0000_0001,
    0xfff4_0000_1234_5678,
    0x7ff8_0000_0000_0000,
    0xfff8_0000_9abc_def0,
    0x0000_0000_0000_0000,
    0x8000_0000_0000_0000,
    0x7ff0_0000_0000_0000,
    0xfff0_0000_0000_0000,
    0x0000_0000_0000_0001,
    0x3ff0_0000_0000_0000,
];

/// Every float form on NaN inputs (each NaN in every operand position,
/// paired with another NaN and with ±0, ±inf, denormals), with and without
/// `.ftz`: bit for bit the emulator's (quieting, which NaN's payload).
/// Every failing form is listed before the test fails.
#[test]
fn nan_inputs_in_every_float_form() {
    let mut failures = Vec::new();
    let mut run = |f: &dyn Fn()| {
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).is_err() {
            failures.push(());
        }
    };
    let v = "v2.16b";
    for (ty, bits, values) in [("hf", 16, NAN16), ("bf", 16, NANBF), ("f", 32, NAN32), ("df", 64, NAN64)] {
        let mut binaries = vec![
            ("fadd", ""),
            ("fsub", ""),
            ("fmul", ""),
            ("fmin", ""),
            ("fmax", ""),
            ("fmin", ".nanp"),
            ("fmax", ".nanp"),
            ("fmax", ".dsat"),
        ];
        if ty != "bf" && ty != "hf" {
            binaries.push(("fdiv", ""));
        }
        for ftz in ["", ".ftz"] {
            for (op, rest) in &binaries {
                let form = format!("{op}{ftz}{rest}.{ty} %r, %x, %y;");
                run(&|| check(&form, bits, bits, values, values, None));
            }
            for op in ["fneg", "fabs"] {
                let form = format!("{op}{ftz}.{ty} %r, %x;");
                run(&|| check(&form, bits, bits, values, &[0], None));
            }
            let form = format!("fmad{ftz}.{ty} %r, %x, %y, %z;");
            run(&|| check(&form, bits, bits, values, values, Some(&values[..4])));
            let sel = if bits == 64 {
                "sel.64b"
            } else if bits == 32 {
                "sel.32b"
            } else {
                "sel.16b"
            };
            for cc in ["eq", "ne", "lt", "ge"] {
                let form = format!("fcmp.{cc}{ftz}.{ty} %q, %x, %y;\n{sel} %r, 1, 0, %q;");
                run(&|| check(&form, bits, bits, values, values, None));
            }
        }
    }
    for (ty, values) in [("hfx2", packed_words(NAN16, 2)), ("bfx2", packed_words(NANBF, 2))] {
        for op in ["fadd", "fmul", "fmin", "fmax", "fmax.nanp"] {
            let form = format!("{op}.{ty} %r, %x, %y;");
            run(&|| check_typed(&form, v, v, &values, &values, None));
        }
        for op in ["fneg", "fabs"] {
            let form = format!("{op}.{ty} %r, %x;");
            run(&|| check_typed(&form, v, v, &values, &[0], None));
        }
    }
    // Conversions between float formats, and to integers.
    for (form, bits, rbits, values) in [
        ("fext.f.hf %r, %x;", 16, 32, NAN16),
        ("fext.f.bf %r, %x;", 16, 32, NANBF),
        ("fext.df.f %r, %x;", 32, 64, NAN32),
        ("ftrunc.hf.f %r, %x;", 32, 16, NAN32),
        ("ftrunc.bf.f %r, %x;", 32, 16, NAN32),
        ("ftrunc.f.df %r, %x;", 64, 32, NAN64),
        ("ftrunc.f.df.ftz %r, %x;", 64, 32, NAN64),
        ("f2i.s32.f %r, %x;", 32, 32, NAN32),
        ("f2i.u32.df %r, %x;", 64, 32, NAN64),
    ] {
        run(&|| check(form, bits, rbits, values, &[0], None));
    }
    assert!(failures.is_empty(), "{} forms differ from the emulator on NaNs (see the panics above)", failures.len());
}

/// The approximate forms (transcendentals, `frsqrt.fast`) are not
/// bit-exact on numbers, but a NaN source gives the emulator's NaN (the
/// source quieted) bit for bit; `frnd`, `frc` and `fsqrt` too.
#[test]
fn nan_results_of_approximate_forms() {
    let mut failures = 0;
    for (ty, bits, values) in [("hf", 16, NAN16), ("bf", 16, NANBF), ("f", 32, NAN32), ("df", 64, NAN64)] {
        let nans = &values[..4];
        let mut ops = vec!["frnd.rz", if bits == 16 { "fsqrt.fast" } else { "fsqrt" }];
        if ty != "df" {
            ops.extend(["frcp", "fexp2", "flog2", "fsin", "fcos", "ftanh"]);
        }
        if ty == "f" {
            ops.push("frc");
        }
        if ty == "f" || ty == "df" {
            ops.push("frsqrt.fast");
        }
        for op in ops {
            let form = format!("{op}.{ty} %r, %x;");
            let run = || check(&form, bits, bits, nans, &[0], None);
            if std::panic::catch_unwind(run).is_err() {
                failures += 1;
            }
        }
    }
    assert_eq!(failures, 0, "forms differ from the emulator on NaNs (see the panics above)");
}

/// `uaddc` keeps a carry per lane: a carry-out written from lane-varying
/// operands is a lane mask that later code reads lane by lane (it was read
/// as one predicate for the wave: every lane saw "some lane carried"), a
/// carry-in may differ from lane to lane, and a carry-out from uniform
/// operands stays one value for the wave.
#[test]
fn add_with_carry_keeps_each_lanes_carry() {
    let source = ".version 0.1;\n.target 100;\n\
        .kernel @k(.param[8] .addrspace(global) %in, .param[8] .addrspace(global) %out, .param[4] %u) {\n\
        .reg .32b %a, %s, %c, %t, %lid, %uv;\n.reg .64b %pi, %po, %o;\n.pred %p, %q;\n\
        ld.param.64b %pi, [%in];\nld.param.64b %po, [%out];\nld.param.32b %uv, [%u];\n\
        mov.32b %lid, %localid.x;\nzext.64b.32b %o, %lid;\nshl.64b %o, %o, 2;\niadd.64b %pi, %pi, %o;\n\
        shl.64b %o, %o, 3;\niadd.64b %po, %po, %o;\n\
        ld.global.32b %a, [%pi];\n\
        uaddc.co.32b %s, %p, 0x21, %a;\nsel.32b %c, 1, 2, %p;\n\
        st.global.32b [%po], %s;\nst.global.32b [%po + 4], %c;\n\
        uaddc.ci.32b %t, %a, %uv, %p;\nst.global.32b [%po + 8], %t;\n\
        uaddc.ci.co.32b %t, %q, %a, %a, %p;\nsel.32b %c, 3, 4, %q;\n\
        st.global.32b [%po + 12], %t;\nst.global.32b [%po + 16], %c;\n\
        uaddc.co.32b %t, %q, %uv, 0xfffffffe;\nsel.32b %c, 5, 6, %q;\n\
        st.global.32b [%po + 20], %t;\nst.global.32b [%po + 24], %c;\n\
        uaddc.ci.co.32b %t, %q, %uv, %uv, %q;\nsel.32b %c, 7, 8, %q;\nst.global.32b [%po + 28], %c;\n}\n";
    let module = common::module(source);
    let values: Vec<String> = (0..64u64)
        .map(|l| match l % 8 {
            0 => 0,
            1 => 0xffff_ffdf,
            2 => 0xffff_ffde,
            3 => 0xffff_ffff,
            4 => 0x8000_0000,
            5 => 0x7fff_ffff,
            6 => l,
            _ => 0xffff_fff0 + l % 16,
        })
        .map(|v: u64| format!("0x{v:x}"))
        .collect();
    let input = format!("buf:u32:{}", values.join(","));
    for uniform in ["u32:0", "u32:1", "u32:0xffffffff", "u32:0x80000000"] {
        let launch = common::launch_of("k", &[64], &[64], &[&input, "buf:u32:zeros:512", uniform]);
        for opt_level in [0, 2] {
            common::check_against_emulator_at(&module, &launch, opt_level);
        }
    }
}

/// `fmad.df` whose three sources are all uniform (kernel parameters,
/// immediates): VOP3 reads at most two scalar values, so one 64-bit source
/// goes to a VGPR pair first, a dword at a time (it was moved as one dword,
/// which does not assemble), in every rounding mode.
#[test]
fn double_fma_of_uniform_operands() {
    for mode in [".re", ".rz", ".ru", ".rd", ".rna"] {
        let source = format!(
            ".version 0.1;\n.target 100;\n\
             .kernel @k(.param[8] .addrspace(global) %out, .param[8] %a, .param[8] %b, .param[8] %c) {{\n\
             .reg .64b %po, %x, %y, %z, %d;\n\
             ld.param.64b %po, [%out];\nld.param.64b %x, [%a];\nld.param.64b %y, [%b];\nld.param.64b %z, [%c];\n\
             fmad{mode}.df %d, %x, %y, %z;\nst.global.64b [%po], %d;\n\
             fmad{mode}.df %d, 1.5, 1.5, 1.5;\nst.global.64b [%po + 8], %d;\n\
             fmad{mode}.df %d, %x, 3.0, %z;\nst.global.64b [%po + 16], %d;\n\
             fmad{mode}.df %d, %x, %x, 0.3;\nst.global.64b [%po + 24], %d;\n}}\n"
        );
        let module = common::module(&source);
        for (a, b, c) in [("1.5", "2.0", "0.25"), ("0.1", "0.3", "-0.03"), ("1e300", "1e10", "-1e308")] {
            let args = ["buf:u64:zeros:4".to_string(), format!("f64:{a}"), format!("f64:{b}"), format!("f64:{c}")];
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let launch = common::launch_of("k", &[1], &[1], &args);
            common::check_against_emulator_at(&module, &launch, 0);
            common::check_against_emulator_at(&module, &launch, 2);
        }
    }
}

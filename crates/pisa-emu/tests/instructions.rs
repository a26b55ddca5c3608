//! Every instruction form of the integer, floating-point, logic, conversion
//! and comparison chapters (isa-1 … isa-5), one kernel per form: each lane
//! loads one case, runs the instruction and stores the result; the test
//! computes what the spec's pseudocode says, independently, in Rust.
//! Floating point is checked against `pisa-float` (which has its own
//! rational-arithmetic oracle): here the question is whether the emulator
//! decodes every qualifier and operand right.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;
use pisa_float::{self as pf, Format, Int, Mode, Rounding};

#[derive(Clone, Copy)]
struct Ty {
    decl: &'static str,
    mem: &'static str,
    bytes: usize,
}

const B8: Ty = Ty { decl: ".8b", mem: "8b", bytes: 1 };
const B16: Ty = Ty { decl: ".16b", mem: "16b", bytes: 2 };
const B32: Ty = Ty { decl: ".32b", mem: "32b", bytes: 4 };
const B64: Ty = Ty { decl: ".64b", mem: "64b", bytes: 8 };
const V2X16: Ty = Ty { decl: ".v2.16b", mem: "v2.16b", bytes: 4 };
const V4X8: Ty = Ty { decl: ".v4.8b", mem: "v4.8b", bytes: 4 };

const CASES: usize = 256;

fn width_of(ty: Ty) -> u32 {
    ty.bytes as u32 * 8
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    }
}

fn sx(v: u64, bits: u32) -> i64 {
    ((v << (64 - bits)) as i64) >> (64 - bits)
}

/// Inputs: edge values of the width first, then random ones.
fn inputs(bits: u32, seed: u64) -> Vec<u64> {
    let m = mask(bits);
    let half = 1u64 << (bits - 1);
    let mut edges = vec![0, 1, 2, 3, m, m - 1, half, half - 1, half + 1, 7, 0x55 & m, 0xaa & m, 31, 32, 33, 63, 64];
    let mut rng = Rng(seed);
    while edges.len() < CASES {
        let r = rng.next();
        // Small values as often as large ones.
        edges.push(if r & 1 == 0 { r >> 1 & m } else { (r >> 1) % 100 } & m);
    }
    edges
}

/// Runs `inst` over CASES lanes, with sources %a %b %c %e of type `src`
/// loaded from four buffers and the destination %d of type `dst` stored.
fn exec(src: Ty, dst: Ty, inst: &str, extra: &str, ins: &[Vec<u64>; 4]) -> Vec<u64> {
    let source = format!(
        ".version 0.1;
.target 100;
.kernel @t(.param[8] %pa, .param[8] %pb, .param[8] %pc, .param[8] %pe, .param[8] %po) {{
    .reg .32b %i;
    .reg .64b %ba, %bb, %bc, %be, %bo, %off, %oo;
    .reg {s} %a, %b, %c, %e;
    .reg {d} %d;
    {extra}
    ld.param.64b %ba, [%pa];
    ld.param.64b %bb, [%pb];
    ld.param.64b %bc, [%pc];
    ld.param.64b %be, [%pe];
    ld.param.64b %bo, [%po];
    mov.32b %i, %globalid_x;
    zext.64b.32b %off, %i;
    umul.64b %oo, %off, {db};
    umul.64b %off, %off, {sb};
    iadd.64b %ba, %ba, %off;
    iadd.64b %bb, %bb, %off;
    iadd.64b %bc, %bc, %off;
    iadd.64b %be, %be, %off;
    iadd.64b %bo, %bo, %oo;
    ld.global.{sm} %a, [%ba];
    ld.global.{sm} %b, [%bb];
    ld.global.{sm} %c, [%bc];
    ld.global.{sm} %e, [%be];
    mov.{dm} %d, 0;
    {inst};
    st.global.{dm} [%bo], %d;
}}
",
        s = src.decl,
        d = dst.decl,
        sm = src.mem,
        dm = dst.mem,
        sb = src.bytes,
        db = dst.bytes,
    );
    // Scalars are zeroed with `mov`; vector destinations start from zero memory.
    let source =
        if dst.decl.starts_with(".v") { source.replace(&format!("    mov.{} %d, 0;\n", dst.mem), "") } else { source };
    let source = source.replace(
        "mov.32b %i, %globalid_x;",
        "mov.32b %i, %localid.x;\n    .reg .32b %g, %ls;\n    mov.32b %g, %groupid.x;\n    mov.32b %ls, %localsize.x;\n    umad.32b %i, %g, %ls, %i;",
    );
    // `.reg` must come before instructions: hoist the late declaration.
    let source =
        source.replace("\n    .reg .32b %g, %ls;", "").replace("    .reg .32b %i;", "    .reg .32b %i, %g, %ls;");
    let program = load(&source);
    let to_bytes = |v: &Vec<u64>, bytes: usize| -> pisa_emu::Arg {
        pisa_emu::Arg::Buffer(v.iter().flat_map(|x| x.to_le_bytes()[..bytes].to_vec()).collect())
    };
    let args = vec![
        to_bytes(&ins[0], src.bytes),
        to_bytes(&ins[1], src.bytes),
        to_bytes(&ins[2], src.bytes),
        to_bytes(&ins[3], src.bytes),
        zeros(CASES * dst.bytes),
    ];
    let out = run(&program, &launch("t", &[CASES as u64], &[64], args));
    let bytes = out.buffers[4].as_ref().unwrap();
    bytes
        .chunks(dst.bytes)
        .map(|c| c.iter().enumerate().fold(0u64, |acc, (i, b)| acc | (*b as u64) << (8 * i)))
        .collect()
}

/// Checks an instruction against `expect(a, b, c, e)` on every case.
fn check(src: Ty, dst: Ty, inst: &str, extra: &str, seeds: u64, expect: impl Fn(u64, u64, u64, u64) -> u64) {
    let bits = width_of(src);
    let ins = [
        inputs(bits, seeds),
        inputs(bits, seeds + 1).into_iter().rev().collect(),
        inputs(bits, seeds + 2),
        inputs(bits, seeds + 3),
    ];
    let got = exec(src, dst, inst, extra, &ins);
    for k in 0..CASES {
        let want = expect(ins[0][k], ins[1][k], ins[2][k], ins[3][k]) & mask(width_of(dst));
        assert_eq!(
            got[k], want,
            "`{inst}` lane {k}: a=0x{:x} b=0x{:x} c=0x{:x} e=0x{:x}: got 0x{:x}, want 0x{want:x}",
            ins[0][k], ins[1][k], ins[2][k], ins[3][k], got[k]
        );
    }
}

fn int(ty: Ty) -> &'static str {
    ty.mem
}

fn sat(v: i128, bits: u32) -> u64 {
    let max = (1i128 << (bits - 1)) - 1;
    let min = -(1i128 << (bits - 1));
    v.clamp(min, max) as u64 & mask(bits)
}

/// Element-wise over packed values.
fn lanes(a: u64, b: u64, c: u64, ebits: u32, f: impl Fn(u64, u64, u64) -> u64) -> u64 {
    let m = mask(ebits);
    (0..32 / ebits).fold(0, |acc, k| {
        let s = k * ebits;
        acc | (f((a >> s) & m, (b >> s) & m, (c >> s) & m) & m) << s
    })
}

// ---- isa-1: integer arithmetic -------------------------------------------

#[test]
fn integer_add_sub_neg_abs() {
    for ty in [B16, B32, B64] {
        let w = width_of(ty);
        let t = int(ty);
        check(ty, ty, &format!("iadd.{t} %d, %a, %b"), "", 1, |a, b, _, _| a.wrapping_add(b));
        check(ty, ty, &format!("iadd.dsat.{t} %d, %a, %b"), "", 2, |a, b, _, _| {
            sat(sx(a, w) as i128 + sx(b, w) as i128, w)
        });
        check(ty, ty, &format!("isub.{t} %d, %a, %b"), "", 3, |a, b, _, _| a.wrapping_sub(b));
        check(ty, ty, &format!("isub.dsat.{t} %d, %a, %b"), "", 4, |a, b, _, _| {
            sat(sx(a, w) as i128 - sx(b, w) as i128, w)
        });
        check(ty, ty, &format!("ineg.{t} %d, %a"), "", 5, |a, _, _, _| a.wrapping_neg());
        check(ty, ty, &format!("iabs.{t} %d, %a"), "", 6, |a, _, _, _| sx(a, w).unsigned_abs());
        check(ty, ty, &format!("iadd.{t} %d, %a, 5"), "", 7, |a, _, _, _| a.wrapping_add(5));
    }
    check(V4X8, V4X8, "iadd.8bx4 %d, %a, %b", "", 8, |a, b, _, _| lanes(a, b, 0, 8, |x, y, _| x + y));
    check(V4X8, V4X8, "iadd.dsat.8bx4 %d, %a, %b", "", 9, |a, b, _, _| {
        lanes(a, b, 0, 8, |x, y, _| sat(sx(x, 8) as i128 + sx(y, 8) as i128, 8))
    });
    check(V2X16, V2X16, "iadd.16bx2 %d, %a, %b", "", 10, |a, b, _, _| lanes(a, b, 0, 16, |x, y, _| x + y));
    check(V2X16, V2X16, "iadd.dsat.16bx2 %d, %a, %b", "", 11, |a, b, _, _| {
        lanes(a, b, 0, 16, |x, y, _| sat(sx(x, 16) as i128 + sx(y, 16) as i128, 16))
    });
    check(V2X16, V2X16, "isub.16bx2 %d, %a, %b", "", 12, |a, b, _, _| lanes(a, b, 0, 16, |x, y, _| x.wrapping_sub(y)));
    check(V2X16, V2X16, "isub.dsat.16bx2 %d, %a, %b", "", 13, |a, b, _, _| {
        lanes(a, b, 0, 16, |x, y, _| sat(sx(x, 16) as i128 - sx(y, 16) as i128, 16))
    });
}

#[test]
fn integer_multiply_and_multiply_add() {
    for ty in [B16, B32, B64] {
        let w = width_of(ty);
        let t = int(ty);
        check(ty, ty, &format!("smul.{t} %d, %a, %b"), "", 20, |a, b, _, _| a.wrapping_mul(b));
        check(ty, ty, &format!("umul.{t} %d, %a, %b"), "", 21, |a, b, _, _| a.wrapping_mul(b));
        check(ty, ty, &format!("smad.{t} %d, %a, %b, %c"), "", 22, |a, b, c, _| a.wrapping_mul(b).wrapping_add(c));
        check(ty, ty, &format!("umad.{t} %d, %a, %b, %c"), "", 23, |a, b, c, _| a.wrapping_mul(b).wrapping_add(c));
        let _ = w;
    }
    // Widening forms: sources of .type, destination (and src2) twice as wide.
    check(B16, B32, "smul.full.16b %d, %a, %b", "", 24, |a, b, _, _| (sx(a, 16) * sx(b, 16)) as u64);
    check(B16, B32, "umul.full.16b %d, %a, %b", "", 25, |a, b, _, _| a * b);
    check(B32, B64, "smul.full.32b %d, %a, %b", "", 26, |a, b, _, _| (sx(a, 32) * sx(b, 32)) as u64);
    check(B32, B64, "umul.full.32b %d, %a, %b", "", 27, |a, b, _, _| a * b);
    check(B32, B64, "smad.full.32b %d, %a, %b, %w", ".reg .64b %w;\n    mov.64b %w, 0x100000001;", 28, |a, b, _, _| {
        ((sx(a, 32) * sx(b, 32)) as u64).wrapping_add(0x1_0000_0001)
    });
    check(
        B32,
        B64,
        "umad.full.32b %d, %a, %b, %w",
        ".reg .64b %w;\n    mov.64b %w, 0xffffffffffffffff;",
        29,
        |a, b, _, _| (a * b).wrapping_add(u64::MAX),
    );
    check(B16, B32, "smad.full.16b %d, %a, %b, %w", ".reg .32b %w;\n    mov.32b %w, 7;", 30, |a, b, _, _| {
        (sx(a, 16) * sx(b, 16) + 7) as u64
    });
    check(V2X16, V2X16, "smul.16bx2 %d, %a, %b", "", 31, |a, b, _, _| lanes(a, b, 0, 16, |x, y, _| x.wrapping_mul(y)));
    check(V2X16, V2X16, "smad.16bx2 %d, %a, %b, %c", "", 32, |a, b, c, _| {
        lanes(a, b, c, 16, |x, y, z| x.wrapping_mul(y).wrapping_add(z))
    });
}

#[test]
fn integer_min_max() {
    for ty in [B16, B32, B64] {
        let w = width_of(ty);
        let t = int(ty);
        check(ty, ty, &format!("smax.{t} %d, %a, %b"), "", 40, |a, b, _, _| if sx(a, w) > sx(b, w) { a } else { b });
        check(ty, ty, &format!("smin.{t} %d, %a, %b"), "", 41, |a, b, _, _| if sx(a, w) < sx(b, w) { a } else { b });
        check(ty, ty, &format!("umax.{t} %d, %a, %b"), "", 42, |a, b, _, _| a.max(b));
        check(ty, ty, &format!("umin.{t} %d, %a, %b"), "", 43, |a, b, _, _| a.min(b));
    }
    check(V4X8, V4X8, "smax.8bx4 %d, %a, %b", "", 44, |a, b, _, _| {
        lanes(a, b, 0, 8, |x, y, _| if sx(x, 8) > sx(y, 8) { x } else { y })
    });
    check(V4X8, V4X8, "smin.8bx4 %d, %a, %b", "", 45, |a, b, _, _| {
        lanes(a, b, 0, 8, |x, y, _| if sx(x, 8) < sx(y, 8) { x } else { y })
    });
    check(V2X16, V2X16, "smax.16bx2 %d, %a, %b", "", 46, |a, b, _, _| {
        lanes(a, b, 0, 16, |x, y, _| if sx(x, 16) > sx(y, 16) { x } else { y })
    });
    check(V2X16, V2X16, "smin.16bx2 %d, %a, %b", "", 47, |a, b, _, _| {
        lanes(a, b, 0, 16, |x, y, _| if sx(x, 16) < sx(y, 16) { x } else { y })
    });
    check(V2X16, V2X16, "umax.16bx2 %d, %a, %b", "", 48, |a, b, _, _| lanes(a, b, 0, 16, |x, y, _| x.max(y)));
    check(V2X16, V2X16, "umin.16bx2 %d, %a, %b", "", 49, |a, b, _, _| lanes(a, b, 0, 16, |x, y, _| x.min(y)));
}

#[test]
fn integer_division() {
    // Division by zero faults (see faults.rs): make every divisor non-zero.
    for ty in [B16, B32, B64] {
        let w = width_of(ty);
        let t = int(ty);
        let nz = |b: u64| if b & mask(w) == 0 { 3 } else { b };
        let setup = format!(".reg {d} %nz;\n    .pred %z;", d = ty.decl);
        let fix = format!("ucmp.eq.{t} %z, %b, 0;\n    sel.{t} %b, 3, %b, %z;\n    ");
        check(ty, ty, &format!("{fix}udiv.{t} %d, %a, %b"), &setup, 50, |a, b, _, _| a / nz(b));
        check(ty, ty, &format!("{fix}udiv.rem.{t} %d, %a, %b"), &setup, 51, |a, b, _, _| a % nz(b));
        check(ty, ty, &format!("{fix}udiv.quo.{t} %d, %a, %b"), &setup, 52, |a, b, _, _| a / nz(b));
        check(ty, ty, &format!("{fix}sdiv.{t} %d, %a, %b"), &setup, 53, |a, b, _, _| {
            sx(a, w).wrapping_div(sx(nz(b), w)) as u64
        });
        check(ty, ty, &format!("{fix}sdiv.rem.{t} %d, %a, %b"), &setup, 54, |a, b, _, _| {
            sx(a, w).wrapping_rem(sx(nz(b), w)) as u64
        });
    }
}

#[test]
fn carries_and_dot_products() {
    let setup = ".pred %cin, %cout;";
    check(B32, B32, "uaddc.co.32b %d, %cout, %a, %b", setup, 60, |a, b, _, _| a.wrapping_add(b));
    check(B32, B32, "uaddc.co.32b %e, %cout, %a, %b;\n    sel.32b %d, 1, 0, %cout", setup, 61, |a, b, _, _| {
        (a + b) >> 32
    });
    check(B32, B32, "ucmp.lt.32b %cin, %c, 100;\n    uaddc.ci.32b %d, %a, %b, %cin", setup, 62, |a, b, c, _| {
        a + b + (c < 100) as u64
    });
    check(
        B32,
        B32,
        "ucmp.lt.32b %cin, %c, 100;\n    uaddc.ci.co.32b %e, %cout, %a, %b, %cin;\n    sel.32b %d, 1, 0, %cout",
        setup,
        63,
        |a, b, c, _| (a + b + (c < 100) as u64) >> 32,
    );
    for (s, s1, s2) in [("uu", false, false), ("us", false, true), ("su", true, false), ("ss", true, true)] {
        let dot = move |a: u64, b: u64, c: u64| -> i64 {
            let byte = |v: u64, k: u32, signed: bool| {
                let x = (v >> (8 * k)) & 0xff;
                if signed {
                    x as u8 as i8 as i64
                } else {
                    x as i64
                }
            };
            let _ = a;
            (0..4).map(|k| byte(b, k, s1) * byte(c, k, s2)).sum()
        };
        check(B32, B32, &format!("dp4a.{s}.32b %d, %a, %b, %c"), "", 64, move |a, b, c, _| {
            a.wrapping_add(dot(a, b, c) as u64)
        });
        if s != "uu" {
            check(B32, B32, &format!("dp4a.{s}.dsat.32b %d, %a, %b, %c"), "", 65, move |a, b, c, _| {
                (sx(a, 32) + dot(a, b, c)).clamp(i32::MIN as i64, i32::MAX as i64) as u64
            });
        }
    }
}

// ---- isa-3: logic and shift -----------------------------------------------

#[test]
fn logic_and_shifts() {
    for ty in [B16, B32, B64] {
        let w = width_of(ty);
        let t = int(ty);
        check(ty, ty, &format!("and.{t} %d, %a, %b"), "", 70, |a, b, _, _| a & b);
        check(ty, ty, &format!("or.{t} %d, %a, %b"), "", 71, |a, b, _, _| a | b);
        check(ty, ty, &format!("xor.{t} %d, %a, %b"), "", 72, |a, b, _, _| a ^ b);
        check(ty, ty, &format!("not.{t} %d, %a"), "", 73, |a, _, _, _| !a);
        let shift_setup = ".reg .32b %s;";
        let load_shift = if w == 32 {
            "mov.32b %s, %b"
        } else if w == 16 {
            "zext.32b.16b %s, %b"
        } else {
            "trunc.32b.64b %s, %b"
        };
        let sh = |b: u64| (b & 63) as u32;
        check(ty, ty, &format!("{load_shift};\n    shl.{t} %d, %a, %s"), shift_setup, 74, move |a, b, _, _| {
            if sh(b & 0xffff_ffff) >= w {
                0
            } else {
                a << sh(b & 0xffff_ffff)
            }
        });
        check(ty, ty, &format!("{load_shift};\n    shr.{t} %d, %a, %s"), shift_setup, 75, move |a, b, _, _| {
            if sh(b & 0xffff_ffff) >= w {
                0
            } else {
                a >> sh(b & 0xffff_ffff)
            }
        });
        check(ty, ty, &format!("{load_shift};\n    asr.{t} %d, %a, %s"), shift_setup, 76, move |a, b, _, _| {
            (sx(a, w) >> sh(b & 0xffff_ffff).min(w - 1)) as u64
        });
        check(ty, ty, &format!("shl.{t} %d, %a, 3"), "", 77, |a, _, _, _| a << 3);
    }
    for ty in [B16, B32] {
        let w = width_of(ty);
        let t = int(ty);
        check(ty, ty, &format!("cbit.{t} %d, %a"), "", 78, |a, _, _, _| a.count_ones() as u64);
        check(ty, ty, &format!("fbh.{t} %d, %a"), "", 79, move |a, _, _, _| {
            if a == 0 {
                mask(w)
            } else {
                (a.leading_zeros() - (64 - w)) as u64
            }
        });
        check(
            ty,
            ty,
            &format!("fbl.{t} %d, %a"),
            "",
            80,
            move |a, _, _, _| if a == 0 { mask(w) } else { a.trailing_zeros() as u64 },
        );
    }
    check(B32, B32, "bfrev.32b %d, %a", "", 81, |a, _, _, _| (a as u32).reverse_bits() as u64);
    let extract = |a: u64, width: u64, offset: u64, signed: bool| -> u64 {
        let offset = offset & 31;
        let width = (width & 63).min(32);
        let last = (offset + width).min(32);
        let width = last - offset;
        if width == 0 {
            return 0;
        }
        let field = (a >> offset) & mask(width as u32);
        if signed {
            sx(field, width as u32) as u64
        } else {
            field
        }
    };
    check(B32, B32, "ubfe.32b %d, %a, %b, %c", "", 82, move |a, b, c, _| extract(a, b, c, false));
    check(B32, B32, "sbfe.32b %d, %a, %b, %c", "", 83, move |a, b, c, _| extract(a, b, c, true));
    check(B32, B32, "bfi.32b %d, %a, %b, %c, %e", "", 84, |a, b, c, e| {
        let offset = e & 31;
        let width = (c & 63).min(32).min(32 - offset);
        let m = mask(width as u32) << offset;
        (a & !m) | ((b << offset) & m)
    });
    check(B32, B32, "shf.l.32b %d, %a, %b, %c", "", 85, |a, b, c, _| (((a << 32 | b) << (c & 31)) >> 32) & 0xffff_ffff);
    check(B32, B32, "shf.r.32b %d, %a, %b, %c", "", 86, |a, b, c, _| ((a << 32 | b) >> (c & 31)) & 0xffff_ffff);
    check(B32, B32, "bfn.0xba.32b %d, %a, %b, %c", "", 87, |a, b, c, _| a | (!b & c));
    check(B32, B32, "bfn.0x18.32b %d, %a, %b, %c", "", 88, |a, b, c, _| (a ^ c) & (b ^ c));
    check(B32, B32, "bfn.0xe9.32b %d, %a, %b, %c", "", 89, |a, b, c, _| (a ^ !b & !c) | (b & c));
    check(B32, B32, "bfn.0x96.32b %d, %a, %b, %c", "", 90, |a, b, c, _| a ^ b ^ c);
    let shift16 = |x: u64, s: u64, f: &dyn Fn(u64, u32) -> u64| -> u64 { f(x, (s & 63) as u32) & 0xffff };
    check(V2X16, V2X16, "mov.32b %s, %b.xy;\n    shl.16bx2 %d, %a, %s", ".reg .32b %s;", 91, move |a, b, _, _| {
        let f = |x: u64, s: u32| if s >= 16 { 0 } else { x << s };
        shift16(a & 0xffff, b, &f) | shift16(a >> 16, b >> 16, &f) << 16
    });
    check(V2X16, V2X16, "mov.32b %s, %b.xy;\n    shr.16bx2 %d, %a, %s", ".reg .32b %s;", 92, move |a, b, _, _| {
        let f = |x: u64, s: u32| if s >= 16 { 0 } else { x >> s };
        shift16(a & 0xffff, b, &f) | shift16(a >> 16, b >> 16, &f) << 16
    });
    check(V2X16, V2X16, "mov.32b %s, %b.xy;\n    asr.16bx2 %d, %a, %s", ".reg .32b %s;", 93, move |a, b, _, _| {
        let f = |x: u64, s: u32| (sx(x, 16) >> s.min(15)) as u64;
        shift16(a & 0xffff, b, &f) | shift16(a >> 16, b >> 16, &f) << 16
    });
}

// ---- isa-4: data movement and conversion ----------------------------------

#[test]
fn extensions_and_moves() {
    check(B8, B32, "sext.32b.8b %d, %a", "", 100, |a, _, _, _| sx(a, 8) as u64);
    check(B8, B16, "zext.16b.8b %d, %a", "", 101, |a, _, _, _| a);
    check(B16, B64, "sext.64b.16b %d, %a", "", 102, |a, _, _, _| sx(a, 16) as u64);
    check(B32, B64, "sext.64b.32b %d, %a", "", 103, |a, _, _, _| sx(a, 32) as u64);
    check(B32, B64, "zext.64b.32b %d, %a", "", 104, |a, _, _, _| a);
    check(B64, B8, "trunc.8b.64b %d, %a", "", 105, |a, _, _, _| a & 0xff);
    check(B64, B32, "trunc.32b.64b %d, %a", "", 106, |a, _, _, _| a & 0xffff_ffff);
    check(B32, B16, "trunc.16b.32b %d, %a", "", 107, |a, _, _, _| a & 0xffff);
    check(B64, B64, "mov.64b %d, %a", "", 108, |a, _, _, _| a);
    check(B8, B8, "mov.8b %d, 0x7f", "", 109, |_, _, _, _| 0x7f);
    // Swizzles: the bits of vector elements.
    let v = ".reg .v2.32b %v;\n    .reg .v4.16b %q;";
    check(B32, B64, "mov.32b %v.x, %a;\n    mov.32b %v.y, %b;\n    mov.64b %d, %v.xy", v, 110, |a, b, _, _| {
        a | b << 32
    });
    check(B64, B32, "mov.64b %v.xy, %a;\n    mov.32b %d, %v.y", v, 111, |a, _, _, _| a >> 32);
    check(B64, B32, "mov.64b %q.xyzw, %a;\n    mov.32b %d, %q.zw", v, 112, |a, _, _, _| a >> 32);
}

/// Floating-point inputs: the special values, then ordinary ones and random bit patterns.
fn float_inputs(format: Format, seed: u64) -> Vec<u64> {
    let m = mask(format.bits());
    let mut v = vec![
        0,
        format.infinity(false) & m,
        format.infinity(true) & m,
        format.one(),
        format.one() | 1 << (format.bits() - 1),
        format.max_finite(false),
        format.max_finite(true),
        1,
        (1 << format.man_bits()) - 1,
        format.infinity(false) | 1,
        format.infinity(false) | 1 << (format.man_bits() - 1),
        1 << (format.bits() - 1),
    ];
    let mut rng = Rng(seed);
    while v.len() < CASES {
        let r = rng.next();
        v.push(if r.is_multiple_of(3) {
            r >> 8 & m
        } else {
            let x = ((r >> 11) as f64 / (1u64 << 53) as f64 - 0.5) * [1.0, 10.0, 1e4, 1e-3][(r % 4) as usize];
            pf::from_f64(format, x)
        });
    }
    v
}

fn fcheck(src: Ty, dst: Ty, format: Format, inst: &str, expect: impl Fn(u64, u64, u64) -> u64) {
    fcheck_extra(src, dst, format, inst, "", expect)
}

fn fcheck_extra(src: Ty, dst: Ty, format: Format, inst: &str, extra: &str, expect: impl Fn(u64, u64, u64) -> u64) {
    let ins = [
        float_inputs(format, 7),
        float_inputs(format, 8).into_iter().rev().collect(),
        float_inputs(format, 9),
        float_inputs(format, 10),
    ];
    let packed = src.decl == ".v2.16b";
    let ins = if packed {
        let pack = |v: &Vec<u64>, w: &Vec<u64>| -> Vec<u64> {
            v.iter().zip(w.iter().rev()).map(|(a, b)| a | b << 16).collect()
        };
        [pack(&ins[0], &ins[1]), pack(&ins[1], &ins[2]), pack(&ins[2], &ins[3]), pack(&ins[3], &ins[0])]
    } else {
        ins
    };
    let got = exec(src, dst, inst, extra, &ins);
    for k in 0..CASES {
        let want = expect(ins[0][k], ins[1][k], ins[2][k]) & mask(width_of(dst));
        assert_eq!(
            got[k], want,
            "`{inst}` lane {k}: a=0x{:x} b=0x{:x} c=0x{:x}: got 0x{:x}, want 0x{want:x}",
            ins[0][k], ins[1][k], ins[2][k], got[k]
        );
    }
}

fn halves(a: u64, b: u64, c: u64, f: impl Fn(u64, u64, u64) -> u64) -> u64 {
    (f(a & 0xffff, b & 0xffff, c & 0xffff) & 0xffff)
        | (f(a >> 16 & 0xffff, b >> 16 & 0xffff, c >> 16 & 0xffff) & 0xffff) << 16
}

const MODES: [(&str, Rounding); 5] =
    [("re", Rounding::Re), ("rd", Rounding::Rd), ("ru", Rounding::Ru), ("rz", Rounding::Rz), ("rna", Rounding::Rna)];

// ---- isa-2: floating point --------------------------------------------------

#[test]
fn float_arithmetic_in_every_mode() {
    for (ty, format, name) in
        [(B16, Format::Hf, "hf"), (B16, Format::Bf, "bf"), (B32, Format::F, "f"), (B64, Format::Df, "df")]
    {
        for (m, rounding) in MODES {
            for (ftz, dsat) in [(false, false), (true, false), (false, true)] {
                let q = format!(".{m}{}{}", if ftz { ".ftz" } else { "" }, if dsat { ".dsat" } else { "" });
                let mode = Mode { rounding, ftz, dsat };
                fcheck(ty, ty, format, &format!("fadd{q}.{name} %d, %a, %b"), |a, b, _| {
                    pf::add(format, a, b, mode).value
                });
                fcheck(ty, ty, format, &format!("fsub{q}.{name} %d, %a, %b"), |a, b, _| {
                    pf::sub(format, a, b, mode).value
                });
                fcheck(ty, ty, format, &format!("fmul{q}.{name} %d, %a, %b"), |a, b, _| {
                    pf::mul(format, a, b, mode).value
                });
                fcheck(ty, ty, format, &format!("fmad{q}.{name} %d, %a, %b, %c"), |a, b, c| {
                    pf::fma(format, a, b, c, mode).value
                });
            }
            let q = format!(".{m}");
            let mode = Mode { rounding, ..Mode::default() };
            if matches!(format, Format::F | Format::Df) {
                fcheck(ty, ty, format, &format!("fdiv{q}.{name} %d, %a, %b"), |a, b, _| {
                    pf::div(format, a, b, mode).value
                });
                fcheck(ty, ty, format, &format!("fsqrt{q}.{name} %d, %a"), |a, _, _| pf::sqrt(format, a, mode).value);
            }
            fcheck(ty, ty, format, &format!("frnd{q}.{name} %d, %a"), |a, _, _| {
                pf::round_int(format, a, rounding, false).value
            });
            fcheck(ty, ty, format, &format!("frnd{q}.ftz.{name} %d, %a"), |a, _, _| {
                pf::round_int(format, a, rounding, true).value
            });
        }
        fcheck(ty, ty, format, &format!("fdiv.fast.{name} %d, %a, %b"), |a, b, _| {
            pf::div(format, a, b, Mode::default()).value
        });
        fcheck(ty, ty, format, &format!("fsqrt.fast.{name} %d, %a"), |a, _, _| {
            pf::sqrt(format, a, Mode::default()).value
        });
        for (ftz, dsat, nanp) in
            [(false, false, false), (true, false, false), (false, true, false), (false, false, true)]
        {
            let q = format!(
                "{}{}{}",
                if ftz { ".ftz" } else { "" },
                if dsat { ".dsat" } else { "" },
                if nanp { ".nanp" } else { "" }
            );
            fcheck(ty, ty, format, &format!("fmax{q}.{name} %d, %a, %b"), |a, b, _| {
                pf::max(format, a, b, ftz, dsat, nanp).value
            });
            fcheck(ty, ty, format, &format!("fmin{q}.{name} %d, %a, %b"), |a, b, _| {
                pf::min(format, a, b, ftz, dsat, nanp).value
            });
        }
        fcheck(ty, ty, format, &format!("fabs.{name} %d, %a"), |a, _, _| pf::abs(format, a, false));
        fcheck(ty, ty, format, &format!("fneg.ftz.{name} %d, %a"), |a, _, _| pf::neg(format, a, true));
        fcheck(ty, ty, format, &format!("frsqrt.fast.{name} %d, %a"), |a, _, _| {
            pf::transcendental(pf::Transcendental::Rsqrt, format, a, false)
        });
    }
    for (format, name) in [(Format::Hf, "hf"), (Format::Bf, "bf")] {
        let mode = Mode { rounding: Rounding::Rz, ..Mode::default() };
        fcheck(B16, B32, format, &format!("fmul.full.rz.{name} %d, %a, %b"), |a, b, _| {
            pf::mul_full(format, a, b, mode).value
        });
    }
    fcheck(B32, B32, Format::F, "frc.f %d, %a", |a, _, _| pf::frc(a, false).value);
    fcheck(B32, B32, Format::F, "frc.ftz.f %d, %a", |a, _, _| pf::frc(a, true).value);
}

#[test]
fn transcendentals() {
    use pf::Transcendental as T;
    for (ty, format, name) in [(B16, Format::Hf, "hf"), (B16, Format::Bf, "bf"), (B32, Format::F, "f")] {
        for (op, t) in [
            ("fsin", T::Sin),
            ("fcos", T::Cos),
            ("fexp2", T::Exp2),
            ("flog2", T::Log2),
            ("ftanh", T::Tanh),
            ("frcp", T::Rcp),
        ] {
            fcheck(ty, ty, format, &format!("{op}.{name} %d, %a"), |a, _, _| pf::transcendental(t, format, a, false));
            fcheck(ty, ty, format, &format!("{op}.ftz.{name} %d, %a"), |a, _, _| {
                pf::transcendental(t, format, a, true)
            });
        }
    }
}

#[test]
fn packed_floating_point() {
    for (format, name) in [(Format::Hf, "hfx2"), (Format::Bf, "bfx2")] {
        for (m, rounding) in [MODES[0], MODES[3]] {
            let mode = Mode { rounding, ..Mode::default() };
            fcheck(V2X16, V2X16, format, &format!("fadd.{m}.{name} %d, %a, %b"), |a, b, c| {
                halves(a, b, c, |x, y, _| pf::add(format, x, y, mode).value)
            });
            fcheck(V2X16, V2X16, format, &format!("fsub.{m}.{name} %d, %a, %b"), |a, b, c| {
                halves(a, b, c, |x, y, _| pf::sub(format, x, y, mode).value)
            });
            fcheck(V2X16, V2X16, format, &format!("fmul.{m}.{name} %d, %a, %b"), |a, b, c| {
                halves(a, b, c, |x, y, _| pf::mul(format, x, y, mode).value)
            });
            fcheck(V2X16, V2X16, format, &format!("fmad.{m}.{name} %d, %a, %b, %c"), |a, b, c| {
                halves(a, b, c, |x, y, z| pf::fma(format, x, y, z, mode).value)
            });
        }
        fcheck(V2X16, V2X16, format, &format!("fmax.nanp.{name} %d, %a, %b"), |a, b, c| {
            halves(a, b, c, |x, y, _| pf::max(format, x, y, false, false, true).value)
        });
        fcheck(V2X16, V2X16, format, &format!("fmin.{name} %d, %a, %b"), |a, b, c| {
            halves(a, b, c, |x, y, _| pf::min(format, x, y, false, false, false).value)
        });
        fcheck(V2X16, V2X16, format, &format!("fabs.{name} %d, %a"), |a, b, c| {
            halves(a, b, c, |x, _, _| pf::abs(format, x, false))
        });
        fcheck(V2X16, V2X16, format, &format!("fneg.{name} %d, %a"), |a, b, c| {
            halves(a, b, c, |x, _, _| pf::neg(format, x, false))
        });
        fcheck(V2X16, V2X16, format, &format!("fsqrt.fast.{name} %d, %a"), |a, b, c| {
            halves(a, b, c, |x, _, _| pf::sqrt(format, x, Mode::default()).value)
        });
        fcheck(V2X16, V2X16, format, &format!("fexp2.{name} %d, %a"), |a, b, c| {
            halves(a, b, c, |x, _, _| pf::transcendental(pf::Transcendental::Exp2, format, x, false))
        });
        fcheck(V2X16, V2X16, format, &format!("fcmp.lt.{name} %d, %a, %b"), |a, b, c| {
            halves(a, b, c, |x, y, _| if pf::compare(format, x, y, pf::Compare::Lt, false) { 0xffff } else { 0 })
        });
        let to = if format == Format::Hf { "hfx2" } else { "bfx2" };
        let f = if format == Format::Hf { Format::Hf } else { Format::Bf };
        for (m, rounding) in MODES {
            fcheck(V2X16, V2X16, format, &format!("pf2i.s16x2.{to}.{m} %d, %a"), |a, _, _| {
                pf::pf2i(Int::S16, f, a, rounding).value
            });
            fcheck(V2X16, V2X16, format, &format!("pf2i.u16x2.{to}.{m} %d, %a"), |a, _, _| {
                pf::pf2i(Int::U16, f, a, rounding).value
            });
        }
    }
}

// ---- isa-4: conversions ------------------------------------------------------

#[test]
fn conversions_in_every_mode() {
    let ints = [
        ("u8", Int::U8, B8),
        ("s8", Int::S8, B8),
        ("u16", Int::U16, B16),
        ("s16", Int::S16, B16),
        ("u32", Int::U32, B32),
        ("s32", Int::S32, B32),
        ("u64", Int::U64, B64),
        ("s64", Int::S64, B64),
    ];
    let floats = [("hf", Format::Hf, B16), ("bf", Format::Bf, B16), ("f", Format::F, B32), ("df", Format::Df, B64)];
    for (fname, format, fty) in floats {
        for (iname, int, ity) in ints {
            for (m, rounding) in MODES {
                fcheck(fty, ity, format, &format!("f2i.{iname}.{fname}.{m} %d, %a"), |a, _, _| {
                    pf::f2i(int, format, a, rounding).value
                });
                check(ity, fty, &format!("i2f.{fname}.{iname}.{m} %d, %a"), "", 120, |a, _, _, _| {
                    pf::i2f(format, int, a, rounding, false).value
                });
            }
            check(ity, fty, &format!("i2f.{fname}.{iname}.rz.dsat %d, %a"), "", 121, |a, _, _, _| {
                pf::i2f(format, int, a, Rounding::Rz, true).value
            });
        }
    }
    for (to, tf, tty) in [("f", Format::F, B32), ("df", Format::Df, B64)] {
        for (from, ff, fty) in [("hf", Format::Hf, B16), ("bf", Format::Bf, B16), ("f", Format::F, B32)] {
            if width_of(tty) > width_of(fty) {
                fcheck(fty, tty, ff, &format!("fext.{to}.{from} %d, %a"), |a, _, _| pf::fext(tf, ff, a).value);
            }
        }
    }
    for (to, tf, tty) in [("hf", Format::Hf, B16), ("bf", Format::Bf, B16), ("f", Format::F, B32)] {
        for (from, ff, fty) in [("f", Format::F, B32), ("df", Format::Df, B64)] {
            if width_of(tty) < width_of(fty) {
                for (m, rounding) in MODES {
                    for (ftz, dsat) in [(false, false), (true, false), (false, true)] {
                        let q = format!(".{m}{}{}", if ftz { ".ftz" } else { "" }, if dsat { ".dsat" } else { "" });
                        let mode = Mode { rounding, ftz, dsat };
                        fcheck(fty, tty, ff, &format!("ftrunc.{to}.{from}{q} %d, %a"), |a, _, _| {
                            pf::ftrunc(tf, ff, a, mode).value
                        });
                    }
                }
            }
        }
    }
    for (to, tf) in [("hfx2", Format::Hf), ("bfx2", Format::Bf)] {
        for (m, rounding) in MODES {
            let mode = Mode { rounding, ..Mode::default() };
            let ins = [float_inputs(Format::F, 30), float_inputs(Format::F, 31), vec![0; CASES], vec![0; CASES]];
            let got = exec(B32, V2X16, &format!("ftrunc2.{to}.{m} %d, %a, %b"), "", &ins);
            for k in 0..CASES {
                assert_eq!(got[k], pf::ftrunc2(tf, ins[0][k], ins[1][k], mode).value, "ftrunc2.{to}.{m} lane {k}");
            }
        }
    }
}

// ---- isa-5: comparison and selection ----------------------------------------

#[test]
fn comparisons_and_selection() {
    let cops = ["eq", "ne", "gt", "ge", "lt", "le"];
    let holds = |cop: &str, o: std::cmp::Ordering| match cop {
        "eq" => o.is_eq(),
        "ne" => o.is_ne(),
        "gt" => o.is_gt(),
        "ge" => o.is_ge(),
        "lt" => o.is_lt(),
        _ => o.is_le(),
    };
    for ty in [B16, B32, B64] {
        let w = width_of(ty);
        let t = int(ty);
        for cop in cops {
            check(ty, B32, &format!("scmp.{cop}.{t} %d, %a, %b"), "", 130, move |a, b, _, _| {
                if holds(cop, sx(a, w).cmp(&sx(b, w))) {
                    0xffff_ffff
                } else {
                    0
                }
            });
            check(
                ty,
                B32,
                &format!("ucmp.{cop}.{t} %p, %a, %b;\n    sel.32b %d, 7, 9, %p"),
                ".pred %p;",
                131,
                move |a, b, _, _| {
                    if holds(cop, a.cmp(&b)) {
                        7
                    } else {
                        9
                    }
                },
            );
            check(
                ty,
                B32,
                &format!("scmp.{cop}.{t} %p, %a, %b;\n    sel.32b %d, 7, 9, !%p"),
                ".pred %p;",
                132,
                move |a, b, _, _| {
                    if holds(cop, sx(a, w).cmp(&sx(b, w))) {
                        9
                    } else {
                        7
                    }
                },
            );
        }
        check(ty, ty, &format!("sel.{t} %d, %a, %b, %c"), "", 133, |a, b, c, _| if c != 0 { a } else { b });
    }
    for cop in cops {
        check(V2X16, V2X16, &format!("ucmp.{cop}.16bx2 %d, %a, %b"), "", 134, move |a, b, _, _| {
            lanes(a, b, 0, 16, |x, y, _| if holds(cop, x.cmp(&y)) { 0xffff } else { 0 })
        });
    }
    let fcops = [
        ("eq", pf::Compare::Eq),
        ("ne", pf::Compare::Ne),
        ("gt", pf::Compare::Gt),
        ("ge", pf::Compare::Ge),
        ("lt", pf::Compare::Lt),
        ("le", pf::Compare::Le),
    ];
    for (ty, format, name) in
        [(B16, Format::Hf, "hf"), (B16, Format::Bf, "bf"), (B32, Format::F, "f"), (B64, Format::Df, "df")]
    {
        for (cop, c) in fcops {
            fcheck(ty, B32, format, &format!("fcmp.{cop}.{name} %d, %a, %b"), move |a, b, _| {
                if pf::compare(format, a, b, c, false) {
                    0xffff_ffff
                } else {
                    0
                }
            });
            fcheck_extra(
                ty,
                B32,
                format,
                &format!("fcmp.{cop}.ftz.{name} %p, %a, %b;\n    sel.32b %d, 1, 0, %p"),
                ".pred %p;",
                move |a, b, _| pf::compare(format, a, b, c, true) as u64,
            );
        }
    }
}

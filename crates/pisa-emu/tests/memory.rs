//! Every load and store form (element widths, vector counts) through every
//! address space, kernel parameters, atomic loads and stores, every atomic
//! operation in every space, and the sub-group reductions.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;
use pisa_float::{self as pf, Format};

const ITEMS: usize = 64;

/// An atomic operation and what it does to the old value.
type Case = (&'static str, Box<dyn Fn(u128, u128) -> u128>);

/// Kernel @k copies its input element by element through `space`.
fn copy_through(space: &str, ty: &str, elems: usize, elem_bytes: usize) -> String {
    let access = elems * elem_bytes;
    let vec = if elems == 1 { String::new() } else { format!(".v{elems}") };
    let reg = if elems == 1 { format!(".{}b", elem_bytes * 8) } else { format!(".v{elems}.{}b", elem_bytes * 8) };
    let through = match space {
        "global" => format!("st.global{vec}.{ty} [%po], %v;"),
        "shared" => format!(
            "st.shared{vec}.{ty} [@s + %a32], %v;\n    barrier.workgroup;\n    ld.shared{vec}.{ty} %w, [@s + %a32];\n    st.global{vec}.{ty} [%po], %w;"
        ),
        "private" => format!("st.private{vec}.{ty} [@p], %v;\n    ld.private{vec}.{ty} %w, [@p];\n    st.global{vec}.{ty} [%po], %w;"),
        "generic-shared" => format!(
            "addrof.32b %t, @s;\n    iadd.32b %t, %t, %a32;\n    addrcast.generic.shared %g, %t;\n    st.generic{vec}.{ty} [%g], %v;\n    ld{vec}.{ty} %w, [%g];\n    st.global{vec}.{ty} [%po], %w;"
        ),
        "generic-private" => format!(
            "addrcast.generic.private %g, @p;\n    st.generic{vec}.{ty} [%g], %v;\n    ld.generic{vec}.{ty} %w, [%g];\n    st.global{vec}.{ty} [%po], %w;"
        ),
        _ => format!("addrcast.generic.global %g, %po;\n    st.generic{vec}.{ty} [%g + 0], %v;"),
    };
    format!(
        ".version 0.1;\n.target 100;\n.kernel @k(.param[8] %in, .param[8] %out) {{
    .shared .align 16 @s[4096];
    .private .align 16 @p[64];
    .reg .32b %i, %a32, %t;
    .reg .64b %pi, %po, %off, %g;
    .reg {reg} %v, %w;
    ld.param.64b %pi, [%in];
    ld.param.64b %po, [%out];
    mov.32b %i, %localid.x;
    umul.32b %a32, %i, {access};
    zext.64b.32b %off, %a32;
    iadd.64b %pi, %pi, %off;
    iadd.64b %po, %po, %off;
    ld.global{vec}.{ty} %v, [%pi];
    {through}
}}\n"
    )
}

#[test]
fn loads_and_stores_of_every_shape_in_every_space() {
    let mut rng = Rng(77);
    let shapes: Vec<(usize, usize)> = vec![
        (1, 1),
        (2, 1),
        (4, 1),
        (1, 2),
        (2, 2),
        (4, 2),
        (1, 4),
        (2, 4),
        (3, 4),
        (4, 4),
        (8, 4),
        (1, 8),
        (2, 8),
        (4, 8),
    ];
    for space in ["global", "shared", "private", "generic-shared", "generic-private", "generic-global"] {
        for &(elems, bytes) in &shapes {
            let ty = format!("{}b", bytes * 8);
            let source = copy_through(space, &ty, elems, bytes);
            let program = load(&source);
            let size = ITEMS * elems * bytes;
            let input: Vec<u8> = (0..size).map(|_| rng.next() as u8).collect();
            let out = run(
                &program,
                &launch("k", &[ITEMS as u64], &[ITEMS as u64], vec![pisa_emu::Arg::Buffer(input.clone()), zeros(size)]),
            );
            assert_eq!(out.buffers[1].as_ref().unwrap(), &input, "{space} .v{elems}.{ty}");
        }
    }
}

#[test]
fn kernel_parameters_of_every_shape() {
    let source = ".version 0.1;\n.target 100;\n.kernel @k(.param[1] %a, .param[32] .align(16) %b, .param[8] %out) {
    .reg .8b %x;
    .reg .16b %h;
    .reg .v4.32b %v;
    .reg .v2.64b %w;
    .reg .v8.32b %e;
    .reg .32b %o, %y;
    .reg .64b %po;
    ld.param.64b %po, [%out];
    ld.param.8b %x, [%a];
    st.global.8b [%po], %x;
    ld.param.16b %h, [%b + 2];
    st.global.16b [%po + 2], %h;
    ld.param.v4.32b %v, [%b + 16];
    st.global.v4.32b [%po + 16], %v;
    ld.param.v2.64b %w, [%b];
    st.global.v2.64b [%po + 32], %w;
    ld.param.v8.32b %e, [%b];
    st.global.v8.32b [%po + 48], %e;
    mov.32b %o, %localid.x;
    and.32b %o, %o, 3;
    shl.32b %o, %o, 2;
    ld.param.32b %y, [%b + %o];
    st.global.32b [%po + 80], %y;
}\n";
    let program = load(source);
    let b: Vec<u8> = (0..32u8).collect();
    let out = run(
        &program,
        &launch("k", &[1], &[1], vec![pisa_emu::Arg::Value(vec![0xab]), pisa_emu::Arg::Value(b.clone()), zeros(96)]),
    );
    let got = out.buffers[2].as_ref().unwrap();
    assert_eq!(got[0], 0xab);
    assert_eq!(&got[2..4], &b[2..4]);
    assert_eq!(&got[16..32], &b[16..32]);
    assert_eq!(&got[32..48], &b[0..16]);
    assert_eq!(&got[48..80], &b[0..32]);
    assert_eq!(&got[80..84], &b[0..4]);
}

#[test]
fn atomic_loads_and_stores() {
    for (ty, bytes) in [("16b", 2usize), ("32b", 4), ("64b", 8), ("128b", 16)] {
        for (ld, st) in [("relaxed", "relaxed"), ("acquire.gpu", "release.gpu"), ("seq_cst.system", "seq_cst.system")] {
            let source = format!(
                ".version 0.1;\n.target 100;\n.kernel @k(.param[8] %in, .param[8] %out) {{
    .reg .{ty} %v;
    .reg .64b %pi, %po;
    ld.param.64b %pi, [%in];
    ld.param.64b %po, [%out];
    ld.global.{ld}.{ty} %v, [%pi];
    st.global.{st}.{ty} [%po], %v;
}}\n"
            );
            let program = load(&source);
            let input: Vec<u8> = (0..bytes as u8).map(|b| b.wrapping_mul(37) ^ 0x5a).collect();
            let out = run(&program, &launch("k", &[1], &[1], vec![pisa_emu::Arg::Buffer(input.clone()), zeros(bytes)]));
            assert_eq!(out.buffers[1].as_ref().unwrap(), &input, "ld.{ld}/st.{st}.{ty}");
        }
    }
}

/// One atomic per work-item on a single cell in `space`; returns the final cell and the old values.
fn atomic_run(space: &str, inst: &str, ty: &str, bytes: usize, init: u128, items: usize) -> (u128, Vec<u128>) {
    let reg = format!(".{ty}");
    let source = format!(
        ".version 0.1;\n.target 100;\n.kernel @k(.param[8] %cell, .param[8] %olds, .param[8] %vals) {{
    .shared .align 16 @s[16];
    .reg .32b %i, %z, %t;
    .reg .64b %pc, %po, %pv, %off, %g;
    .reg {reg} %a, %b, %old, %init;
    ld.param.64b %pc, [%cell];
    ld.param.64b %po, [%olds];
    ld.param.64b %pv, [%vals];
    mov.32b %i, %localid.x;
    mov.32b %z, 0;
    ld.global.{ty} %init, [%pc];
    st.shared.{ty} [@s + %z], %init;
    barrier.workgroup;
    umul.32b %t, %i, {bytes};
    zext.64b.32b %off, %t;
    iadd.64b %po, %po, %off;
    iadd.64b %pv, %pv, %off;
    ld.global.{ty} %a, [%pv];
    mov.{ty} %b, %a;
    addrof.32b %t, @s;
    addrcast.generic.shared %g, %t;
    {inst};
    st.global.{ty} [%po], %old;
    barrier.workgroup;
    ld.shared.{ty} %init, [@s + %z];
    st.global.{ty} [%pc + 0], %init;
}}\n"
    );
    // Atomics on global memory leave their result there; shared ones are copied back.
    let source = if space == "global" {
        source.replace(
            "    ld.shared.{ty} %init, [@s + %z];\n    st.global.{ty} [%pc + 0], %init;\n".replace("{ty}", ty).as_str(),
            "",
        )
    } else {
        source
    };
    // 128-bit values move only by atomic loads and stores.
    let source = if ty == "128b" {
        ["ld.global", "st.global", "ld.shared", "st.shared"]
            .iter()
            .fold(source, |s, op| s.replace(&format!("{op}.128b"), &format!("{op}.relaxed.128b")))
    } else {
        source
    };
    let program = load(&source);
    let cell: Vec<u8> = init.to_le_bytes()[..bytes].to_vec();
    let vals: Vec<u8> = (0..items).flat_map(|i| (i as u128 * 3 + 1).to_le_bytes()[..bytes].to_vec()).collect();
    let out = run(
        &program,
        &launch(
            "k",
            &[items as u64],
            &[items as u64],
            vec![pisa_emu::Arg::Buffer(cell), zeros(items * bytes), pisa_emu::Arg::Buffer(vals)],
        ),
    );
    let read = |b: &[u8]| b.iter().enumerate().fold(0u128, |a, (i, x)| a | (*x as u128) << (8 * i));
    let olds = out.buffers[1].as_ref().unwrap().chunks(bytes).map(read).collect();
    // For shared atomics the kernel copies the shared cell back to global memory.
    (read(out.buffers[0].as_ref().unwrap()), olds)
}

#[test]
fn integer_atomics_in_every_space() {
    let items = 40;
    for space in ["global", "shared", "generic"] {
        let shared = space != "global";
        let addr = match space {
            "shared" => "[@s + %z]",
            "generic" => "[%g + 0]",
            _ => "[%pc + 0]",
        };
        let widths: &[(&str, usize)] =
            if shared { &[("16b", 2), ("32b", 4)] } else { &[("16b", 2), ("32b", 4), ("64b", 8)] };
        for &(ty, bytes) in widths {
            let bits = bytes as u32 * 8;
            let m: u128 = (1u128 << bits) - 1;
            let vals: Vec<u128> = (0..items).map(|i| (i as u128 * 3 + 1) & m).collect();
            let sx = move |v: u128| ((v << (128 - bits)) as i128) >> (128 - bits);
            let cases: Vec<Case> = vec![
                ("add", Box::new(move |o, v| (o + v) & m)),
                ("sub", Box::new(move |o, v| o.wrapping_sub(v) & m)),
                ("smin", Box::new(move |o, v| if sx(v) < sx(o) { v } else { o })),
                ("smax", Box::new(move |o, v| if sx(v) > sx(o) { v } else { o })),
                ("umin", Box::new(|o, v| o.min(v))),
                ("umax", Box::new(|o, v| o.max(v))),
                ("and", Box::new(|o, v| o & v)),
                ("or", Box::new(|o, v| o | v)),
                ("xor", Box::new(|o, v| o ^ v)),
                ("xchg", Box::new(|_, v| v)),
            ];
            let init = 0x5a5a & m;
            for (op, f) in &cases {
                if bits == 64 && shared {
                    continue;
                }
                let inst =
                    format!("iatom.{}.{op}.{ty} %old, {addr}, %a", if space == "generic" { "generic" } else { space });
                let (cell, olds) = atomic_run(space, &inst, ty, bytes, init, items);
                let mut want = init;
                for (i, v) in vals.iter().enumerate() {
                    assert_eq!(olds[i], want, "{inst}: old value of work-item {i}");
                    want = f(want, *v);
                }
                assert_eq!(cell, want, "{inst}: final value");
            }
            for (op, f) in [("inc", (|o: u128| o + 1) as fn(u128) -> u128), ("dec", |o: u128| o.wrapping_sub(1))] {
                let inst =
                    format!("iatom.{}.{op}.{ty} %old, {addr}", if space == "generic" { "generic" } else { space });
                let (cell, _) = atomic_run(space, &inst, ty, bytes, init, items);
                let mut want = init;
                for _ in 0..items {
                    want = f(want) & m;
                }
                assert_eq!(cell, want, "{inst}");
            }
            let inst =
                format!("iatom.{}.cas.{ty} %old, {addr}, %a, %b", if space == "generic" { "generic" } else { space });
            let (cell, _) = atomic_run(space, &inst, ty, bytes, 4, items);
            // Work-item 1 holds 4 and swaps in 4: nothing changes.
            assert_eq!(cell, 4, "{inst}");
        }
    }
    // 128-bit exchange and compare-and-swap.
    let (cell, olds) = atomic_run("global", "iatom.global.xchg.128b %old, [%pc + 0], %a", "128b", 16, 99, 8);
    assert_eq!(olds[0], 99);
    assert_eq!(cell, 7 * 3 + 1);
    let (cell, _) = atomic_run("global", "iatom.global.cas.128b %old, [%pc + 0], %a, %b", "128b", 16, 10, 8);
    assert_eq!(cell, 10, "work-item 3 compares 10 and writes 10");
}

#[test]
fn float_atomics() {
    for (ty, name, format, bytes) in
        [("16b", "hf", Format::Hf, 2usize), ("16b", "bf", Format::Bf, 2), ("32b", "f", Format::F, 4)]
    {
        for space in ["global", "shared", "generic"] {
            let addr = match space {
                "shared" => "[@s + %z]",
                "generic" => "[%g + 0]",
                _ => "[%pc + 0]",
            };
            for (op, f) in [
                ("add", (|fm, o, v| pf::add(fm, o, v, pf::Mode::default()).value) as fn(Format, u64, u64) -> u64),
                ("sub", |fm, o, v| pf::sub(fm, o, v, pf::Mode::default()).value),
                ("min", |fm, o, v| pf::min(fm, o, v, false, false, false).value),
                ("max", |fm, o, v| pf::max(fm, o, v, false, false, false).value),
            ] {
                let inst = format!("fatom.{space}.{op}.{name} %old, {addr}, %a");
                let init = format.one() as u128;
                let (cell, olds) = atomic_run(space, &inst, ty, bytes, init, 20);
                let mut want = init as u64;
                for i in 0..20u64 {
                    assert_eq!(olds[i as usize] as u64, want, "{inst}: old of work-item {i}");
                    want = f(format, want, (i * 3 + 1) & ((1 << (bytes * 8)) - 1));
                }
                assert_eq!(cell as u64, want, "{inst}");
            }
        }
    }
    let (cell, _) = atomic_run("global", "fatom.global.add.df %old, [%pc + 0], %a", "64b", 8, 0, 16);
    let mut want = 0u64;
    for i in 0..16u64 {
        want = pf::add(Format::Df, want, i * 3 + 1, pf::Mode::default()).value;
    }
    assert_eq!(cell as u64, want, "fatom.add.df");
}

#[test]
fn integer_reductions_of_every_kind() {
    for (ty, bits) in [("16b", 16u32), ("32b", 32)] {
        for (op, lanes_mask) in [
            ("sum", 0xffff_ffffu32),
            ("smin", 0x0f0f_f0f0),
            ("smax", 0xffff),
            ("umin", 0xffff_0000),
            ("umax", 0x8000_0001),
            ("and", 0xffff_ffff),
            ("or", 0x0000_00ff),
            ("xor", 0xaaaa_aaaa),
            ("absmax", 0xffff_ffff),
        ] {
            let source = format!(
                ".version 0.1;\n.target 100;\n.kernel @k(.param[8] %in, .param[8] %out) {{
    .reg .32b %i;
    .reg .{ty} %v, %r;
    .reg .64b %pi, %po, %off;
    ld.param.64b %pi, [%in];
    ld.param.64b %po, [%out];
    mov.32b %i, %localid.x;
    zext.64b.32b %off, %i;
    umul.64b %off, %off, {b};
    iadd.64b %pi, %pi, %off;
    iadd.64b %po, %po, %off;
    ld.global.{ty} %v, [%pi];
    mov.{ty} %r, 0x77;
    ired.{op}.{ty} %r, %v, {lanes_mask};
    st.global.{ty} [%po], %r;
}}\n",
                b = bits / 8
            );
            let program = load(&source);
            let mut rng = Rng(bits as u64);
            let m = (1u64 << bits) - 1;
            let mut vals: Vec<u64> = (0..32).map(|_| rng.next() & m).collect();
            vals[5] = 1 << (bits - 1);
            let bytes: Vec<u8> = vals.iter().flat_map(|v| v.to_le_bytes()[..bits as usize / 8].to_vec()).collect();
            let out = run(
                &program,
                &launch("k", &[32], &[32], vec![pisa_emu::Arg::Buffer(bytes), zeros(32 * bits as usize / 8)]),
            );
            let got: Vec<u64> = out.buffers[1]
                .as_ref()
                .unwrap()
                .chunks(bits as usize / 8)
                .map(|c| c.iter().enumerate().fold(0, |a, (i, x)| a | (*x as u64) << (8 * i)))
                .collect();
            let sx = |v: u64| ((v << (64 - bits)) as i64) >> (64 - bits);
            let part: Vec<u64> = (0..32).filter(|l| lanes_mask & (1 << l) != 0).map(|l| vals[l]).collect();
            let want = match op {
                "sum" => part.iter().fold(0u64, |a, v| a.wrapping_add(*v)) & m,
                "smin" => *part.iter().min_by_key(|v| sx(**v)).unwrap(),
                "smax" => *part.iter().max_by_key(|v| sx(**v)).unwrap(),
                "umin" => *part.iter().min().unwrap(),
                "umax" => *part.iter().max().unwrap(),
                "and" => part.iter().fold(m, |a, v| a & v),
                "or" => part.iter().fold(0, |a, v| a | v),
                "xor" => part.iter().fold(0, |a, v| a ^ v),
                _ => part.iter().map(|v| sx(*v).unsigned_abs() & m).max().unwrap(),
            };
            for l in 0..32 {
                let expect = if lanes_mask & (1 << l) != 0 { want } else { 0x77 };
                assert_eq!(got[l], expect, "ired.{op}.{ty} lane {l}");
            }
        }
    }
}

#[test]
fn float_reductions_and_nan_rules() {
    for (name, format, ty) in [("f", Format::F, "32b"), ("hf", Format::Hf, "16b"), ("bf", Format::Bf, "16b")] {
        let bytes = format.bits() as usize / 8;
        for (op, nanp) in [("max", false), ("min", false), ("absmax", false), ("max", true), ("min", true)] {
            let q = if nanp { ".nanp" } else { "" };
            let source = format!(
                ".version 0.1;\n.target 100;\n.kernel @k(.param[8] %in, .param[8] %out) {{
    .reg .32b %i;
    .reg .{ty} %v, %r;
    .reg .64b %pi, %po, %off;
    ld.param.64b %pi, [%in];
    ld.param.64b %po, [%out];
    mov.32b %i, %localid.x;
    zext.64b.32b %off, %i;
    umul.64b %off, %off, {bytes};
    iadd.64b %pi, %pi, %off;
    iadd.64b %po, %po, %off;
    ld.global.{ty} %v, [%pi];
    fred.{op}{q}.{name} %r, %v, 0xffffffff;
    st.global.{ty} [%po], %r;
}}\n"
            );
            let program = load(&source);
            let values: Vec<f64> = (0..32).map(|l| ((l * 7919) % 61) as f64 - 30.0).collect();
            let mut bits: Vec<u64> = values.iter().map(|v| pf::from_f64(format, *v)).collect();
            bits[9] = format.quiet(format.infinity(false)); // a quiet NaN
            let buf: Vec<u8> = bits.iter().flat_map(|v| v.to_le_bytes()[..bytes].to_vec()).collect();
            let out = run(&program, &launch("k", &[32], &[32], vec![pisa_emu::Arg::Buffer(buf), zeros(32 * bytes)]));
            let got: Vec<u64> = out.buffers[1]
                .as_ref()
                .unwrap()
                .chunks(bytes)
                .map(|c| c.iter().enumerate().fold(0, |a, (i, x)| a | (*x as u64) << (8 * i)))
                .collect();
            let finite: Vec<f64> = values.iter().enumerate().filter(|(l, _)| *l != 9).map(|(_, v)| *v).collect();
            let want = if nanp {
                format.quiet(format.infinity(false))
            } else {
                let v = match op {
                    "max" => finite.iter().cloned().fold(f64::MIN, f64::max),
                    "min" => finite.iter().cloned().fold(f64::MAX, f64::min),
                    _ => finite.iter().map(|v| v.abs()).fold(0.0, f64::max),
                };
                pf::from_f64(format, v)
            };
            assert!(got.iter().all(|g| *g == want), "fred.{op}{q}.{name}: got {:x?}, want 0x{want:x}", &got[..4]);
        }
    }
}

#[test]
fn redfirstidx_finds_the_first_participating_lane() {
    let source = ".version 0.1;\n.target 100;\n.kernel @k(.param[8] %out) {
    .reg .32b %i, %r;
    .reg .64b %po, %off;
    .pred %p;
    ld.param.64b %po, [%out];
    mov.32b %i, %localid.x;
    zext.64b.32b %off, %i;
    shl.64b %off, %off, 2;
    iadd.64b %po, %po, %off;
    mov.32b %r, 99;
    ucmp.ge.32b %p, %i, 6;
    goto.cond !%p, skip;
    redfirstidx.32b %r, 0xfff0;
skip:
    st.global.32b [%po], %r;
}\n";
    let program = load(source);
    let out = run(&program, &launch("k", &[32], &[32], vec![zeros(128)]));
    let got = u32s(out.buffers[0].as_ref().unwrap());
    for l in 0..32 {
        assert_eq!(got[l], if l >= 6 { 6 } else { 99 }, "lane {l}");
    }
}

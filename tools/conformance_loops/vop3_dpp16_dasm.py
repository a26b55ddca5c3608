#!/usr/bin/env python3
"""Writes the byte lines of LLVM's gfx11_dasm_vop3_dpp16.txt, in its order, as
far as its pages have been read: each opcode block is given as the check-line
text in real-true16 syntax (the operand shapes of vop3_dpp16_asm.py, with the
disassembler's row_xmask:0 line carrying no bound_ctrl and the row_xmask:15
line bound_ctrl:1 fi:1), assembled by llvm-mc-22 into the byte lines.

Usage: vop3_dpp16_dasm.py            byte lines, one a line
       vop3_dpp16_dasm.py --write FILE N   put in FILE the byte lines whose
                                     text ends before char N of the rebuild
       vop3_dpp16_dasm.py --rebuild  the test text rebuilt: llvm-mc-22's
                                     disassembly in the four RUN modes, in
                                     the file's layout (GFX11 / W32,W64 /
                                     W32-REAL16,W32-FAKE16,W64-REAL16,W64-FAKE16)
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vop3_dpp16_asm as A  # noqa: E402

X0 = "row_xmask:0 row_mask:0x1 bank_mask:0x3"
X15 = "row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:1 fi:1"


def d(ops):
    """An assembler block turned to the disassembler's DPP controls."""
    out = []
    for o in ops:
        o = o.replace(" " + A.CTRL[12], " " + X0).replace(" " + A.CTRL[13], " " + X15)
        out.append(o)
    return out


def co_d():
    out = [f"v5, s[12:13], v1, v2 {A.CTRL[i]}" for i in range(10)]
    out += [f"v5, s[104:105], v1, v2 {A.CTRL[10]}", f"v5, vcc, v1, v2 {A.CTRL[11]}",
            f"v5, ttmp[14:15], v1, v2 {X0}", f"v255, null, v255, v255 clamp {X15}"]
    return [(o, 64) for o in out]


def cnd_d():
    out = [f"v5.l, v1.l, v2.l, s[6:7] {A.CTRL[i]}" for i in range(10)]
    out += [f"v5.l, v1.l, v2.l, s[104:105] {A.CTRL[10]}",
            f"v5.l, v1.l, v2.l, vcc {A.CTRL[11]}",
            f"v5.l, v1.l, v2.l, ttmp[14:15] {X0}",
            "v5.l, -v1.l, |v2.l|, null row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:1",
            "v5.l, |v1.l|, -v2.l, null row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:1",
            f"v255.l, v255.l, v255.l, null {X15}",
            f"v5.l, |v1.h|, -v2.l, vcc {A.CTRL[11]}",
            f"v5.l, -v1.l, |v2.h|, ttmp[14:15] {X0}",
            f"v255.h, -|v255.l|, -|v255.l|, null {X15}"]
    return [(o, 64) for o in out]


def mmf16():
    return w32(d(A.f3(True)) + [
        f"v5.h, v1.h, v2.h, v3.h {A.CTRL[0]}",
        f"v5.l, v1.l, v2.l, v255.h {A.CTRL[1]}",
        f"v5.l, -v1.h, |v2.l|, -1 mul:2 {A.CTRL[11]}",
        f"v5.l, -|v1.l|, -|v2.h|, 0.5 mul:4 {X0}",
        f"v255.h, -|v255.l|, -|v255.l|, -|src_scc| clamp div:2 {X15}"])


def t16d():
    """The 16-bit two-source block of the file's second part: ten .l lines,
    then the four .h lines twice."""
    t = d(A.t16())
    return w32(t + t[10:])


def f2h():
    h = [f"v5, -v1, |v2| op_sel:[1,0,0] {X0}",
         f"v255, -|v255|, -|v255| op_sel:[0,1,0] {X15}"]
    return w32([f"v5, v1, v2 {A.CTRL[i]}" for i in range(11)] +
               [f"v5, |v1|, -v2 {A.CTRL[11]}"] + h + h)


def fx16():
    """div_fixup_f16 / fma_f16 in the file's second part (op_sel spelling)."""
    C = A.CTRL
    h = [f"v5, v1, v2, v3 op_sel:[1,1,1,1] {C[0]}",
         f"v5, v1, v2, v255 op_sel:[0,0,1,0] {C[1]}"]
    last = f"v255, -|v255|, -|v255|, -|src_scc| op_sel:[0,0,0,1] clamp {X15}"
    return w32([f"v5, v1, v2, {x} {C[i]}" for i, x in enumerate(
        ["v3", "v255", "s3", "s105", "ttmp15", "vcc_hi", "vcc_lo"])] + [
        f"v5, |v1|, v2, -m0 {C[7]}", f"v5, v1, -|v2|, exec_hi {C[8]}",
        f"v5, -v1, v2, |exec_lo| op_sel:[1,1,1,1] {C[9]}",
        f"v5, -|v1|, -|v2|, null op_sel:[1,0,0,0] {C[10]}",
        f"v5, -|v1|, v2, -|-1| op_sel:[0,1,0,0] {C[11]}",
        f"v5, v1, -|v2|, -|0.5| op_sel:[0,0,1,0] {X0}", last] + h + h + [
        f"v5, -v1, |v2|, -1 op_sel:[1,0,0,0] {C[11]}",
        f"v5, -|v1|, -|v2|, 0.5 op_sel:[0,1,0,0] {X0}", last])


def mi16d(clamp):
    """mad_i16-like blocks of the second part: 14 lines, then five repeated."""
    C = A.CTRL
    c = " clamp" if clamp else ""
    ops = [f"v5, v1, v2, v3 {C[0]}",
           f"v5, v1, v2, v3 op_sel:[1,1,1,1] {C[1]}",
           f"v5, v1, v2, v255 op_sel:[0,0,1,0] {C[2]}"]
    ops += [f"v5, v1, v2, {x} {C[i + 3]}" for i, x in enumerate(
        ["s3", "s105", "ttmp15", "vcc_hi", "vcc_lo", "m0", "exec_hi", "exec_lo"])]
    ops += [f"v5, v1, v2, null op_sel:[1,0,0,0] {C[11]}",
            f"v5, v1, v2, -1 op_sel:[0,1,0,0] {X0}",
            f"v255, v255, v255, src_scc op_sel:[0,0,0,1]{c} {X15}"]
    return w32(ops + [ops[1], ops[2]] + ops[11:14])


def mi32d():
    C = A.CTRL
    ops = [f"v5, v1, v2, {x} {C[i]}" for i, x in enumerate(
        ["v3", "v255", "s3", "s105", "ttmp15", "vcc_hi", "vcc_lo", "m0",
         "exec_hi", "exec_lo", "null", "-1"])]
    t = [f"v5, v1, v2, 0.5 op_sel:[1,0,0,0] {X0}",
         f"v255, v255, v255, src_scc op_sel:[0,1,0,0] clamp {X15}"]
    return w32(ops + t)


def mx3d():
    """max3_f16-like blocks of the second part: 14 lines, then five repeated."""
    C = A.CTRL
    ops = [f"v5, v1, v2, v3 op_sel:[1,1,1,1] {C[0]}",
           f"v5, v1, v2, v255 op_sel:[0,0,1,0] {C[1]}"]
    ops += [f"v5, v1, v2, {x} {C[i + 2]}" for i, x in enumerate(
        ["s3", "s105", "ttmp15", "vcc_hi", "vcc_lo"])]
    ops += [f"v5, v1, v2, -|m0| {C[7]}", f"v5, -|v1|, v2, -|exec_hi| {C[8]}",
            f"v5, v1, -|v2|, -|exec_lo| {C[9]}", f"v5, |v1|, -v2, null {C[10]}",
            f"v5, -v1, |v2|, -1 op_sel:[1,0,0,0] {C[11]}",
            f"v5, -|v1|, -|v2|, 0.5 op_sel:[0,1,0,0] {X0}",
            f"v255, -|v255|, -|v255|, -|src_scc| op_sel:[0,0,0,1] clamp {X15}"]
    return w32(ops + ops[0:2] + ops[11:14])


def dot2f():
    C = A.CTRL
    last = f"v255, -|v255|, -|v255|, -|src_scc| op_sel:[0,0,0,1] {X15}"
    h = f"v5, v1, v2, v255 op_sel:[0,0,1,0] {C[1]}"
    ops = [f"v5, v1, v2, v3 {C[0]}", h]
    ops += [f"v5, v1, v2, {x} {C[i + 2]}" for i, x in enumerate(
        ["s3", "s105", "ttmp15", "vcc_hi", "vcc_lo"])]
    ops += [f"v5, v1, v2, -|m0| {C[7]}", f"v5, -|v1|, v2, -|exec_hi| {C[8]}",
            f"v5, v1, -|v2|, -|exec_lo| {C[9]}", f"v5, |v1|, -v2, null {C[10]}",
            f"v5, -v1, |v2|, -1 {C[11]}", f"v5, -|v1|, -|v2|, 0.5 {X0}", last]
    return w32(ops + [h, last])


def dot2b():
    C = A.CTRL
    last = f"v255, -|v255|, -|v255|, -|src_scc| op_sel:[0,0,0,1] {X15}"
    h = f"v5, v1, v2, v255 op_sel:[0,0,1,0] {C[2]}"
    ops = [f"v5, v1, v2, v3 {C[0]}", f"v5, v1, v2, v3 {C[1]}", h]
    ops += [f"v5, v1, v2, {x} {C[i + 3]}" for i, x in enumerate(
        ["s3", "s105", "ttmp15", "vcc_hi"])]
    ops += [f"v5, |v1|, v2, -vcc_lo {C[7]}", f"v5, v1, -v2, |m0| {C[8]}",
            f"v5, -|v1|, v2, -|exec_hi| {C[9]}", f"v5, v1, -|v2|, -|exec_lo| {C[10]}",
            f"v5, -v1, |v2|, null {C[11]}", f"v5, -|v1|, -|v2|, -1 {X0}", last]
    return w32(ops + [h, last])


def w32(ops):
    return [(o, 32) for o in ops]


def alignbyte():
    return w32(d(A.a3s()) + ["v5, v1, v2, v255.h op_sel:[0,0,1,0] row_mirror"])


BLOCKS = [
    ("add3_u32", w32(d(A.a3()))), ("add_co_u32", co_d()),
    ("add_lshl_u32", w32(d(A.a3()))), ("add_nc_i32", w32(d(A.i2(True)))),
    ("alignbit_b32", w32(d(A.a3s()))), ("alignbyte_b32", alignbyte()),
    ("and_b16", w32(d(A.t16x()))), ("and_or_b32", w32(d(A.a3()))),
    ("ashrrev_i16", w32(d(A.t16x()))), ("bcnt_u32_b32", w32(d(A.i2(False)))),
    ("bfe_i32", w32(d(A.a3()))), ("bfe_u32", w32(d(A.a3()))),
    ("bfi_b32", w32(d(A.a3()))), ("bfm_b32", w32(d(A.i2(False)))),
    ("cndmask_b16", cnd_d()),
    ("cubeid_f32", w32(d(A.f3(True)))), ("cubema_f32", w32(d(A.f3(True)))),
    ("cubesc_f32", w32(d(A.f3(True)))), ("cubetc_f32", w32(d(A.f3(True)))),
    ("cvt_pk_i16_f32", w32(d(A.f2()))), ("cvt_pk_i16_i32", w32(d(A.i2(False)))),
    ("cvt_pk_u16_f32", w32(d(A.f2()))), ("cvt_pk_u16_u32", w32(d(A.i2(False)))),
    ("cvt_pk_u8_f32", w32(d(A.a3("v255, -|v255|, v255, src_scc")))),
    ("cvt_pk_norm_i16_f32", w32(d(A.f2()))), ("cvt_pk_norm_u16_f32", w32(d(A.f2()))),
    ("fma_f32", w32(d(A.f3(True)))), ("ldexp_f32", w32(d(A.ldx()))),
    ("lerp_u8", w32(d(A.a3()))), ("lshl_add_u32", w32(d(A.a3()))),
    ("lshl_or_b32", w32(d(A.a3()))), ("lshlrev_b16", w32(d(A.t16x()))),
    ("lshrrev_b16", w32(d(A.t16x()))),
    ("mad_i32_i24", w32(d(A.a3(A.A3C)))), ("mad_u32_u24", w32(d(A.a3(A.A3C)))),
    ("max3_f32", w32(d(A.f3(True)))), ("max3_i32", w32(d(A.a3()))),
    ("max3_u32", w32(d(A.a3()))), ("max_i16", w32(d(A.t16x()))),
    ("max_u16", w32(d(A.t16x()))), ("maxmin_f16", mmf16()),
    ("maxmin_f32", w32(d(A.f3(True)))), ("maxmin_i32", w32(d(A.a3()))),
    ("maxmin_u32", w32(d(A.a3()))), ("mbcnt_hi_u32_b32", w32(d(A.i2(False)))),
    ("mbcnt_lo_u32_b32", w32(d(A.i2(False)))), ("med3_f32", w32(d(A.f3(True)))),
    ("med3_i32", w32(d(A.a3()))), ("med3_u32", w32(d(A.a3()))),
    ("min3_f32", w32(d(A.f3(True)))), ("min3_i32", w32(d(A.a3()))),
    ("min3_u32", w32(d(A.a3()))), ("min_i16", w32(d(A.t16x()))),
    ("min_u16", w32(d(A.t16x()))), ("minmax_f16", mmf16()),
    ("minmax_f32", w32(d(A.f3(True)))), ("minmax_i32", w32(d(A.a3()))),
    ("minmax_u32", w32(d(A.a3()))), ("msad_u8", w32(d(A.a3(A.A3C)))),
    ("mul_lo_u16", w32(d(A.t16x()))), ("mullit_f32", w32(d(A.f3(True)))),
    ("or3_b32", w32(d(A.a3()))), ("or_b16", w32(d(A.t16x()))),
    ("perm_b32", w32(d(A.a3()))), ("sad_hi_u8", w32(d(A.a3(A.A3C)))),
    ("sad_u16", w32(d(A.a3(A.A3C)))), ("sad_u32", w32(d(A.a3(A.A3C)))),
    ("sad_u8", w32(d(A.a3(A.A3C)))), ("sub_co_u32", co_d()),
    ("sub_nc_i32", w32(d(A.i2(True)))), ("subrev_co_u32", co_d()),
    ("xad_u32", w32(d(A.a3()))), ("xor3_b32", w32(d(A.a3()))),
    ("xor_b16", w32(d(A.t16x()))),
    # the second part: opcodes with 16-bit operands
    ("add_nc_i16", t16d()), ("add_nc_u16", t16d()),
    ("cvt_pk_norm_i16_f16", f2h()), ("cvt_pk_norm_u16_f16", f2h()),
    ("div_fixup_f16", fx16()), ("fma_f16", fx16()),
    ("mad_i16", mi16d(True)), ("mad_i32_i16", mi32d()),
    ("mad_u16", mi16d(True)), ("mad_u32_u16", mi32d()),
    ("max3_f16", mx3d()), ("max3_i16", mi16d(False)), ("max3_u16", mi16d(False)),
    ("med3_f16", mx3d()), ("med3_i16", mi16d(False)), ("med3_u16", mi16d(False)),
    ("min3_f16", mx3d()), ("min3_i16", mi16d(False)), ("min3_u16", mi16d(False)),
    ("pack_b32_f16", f2h()), ("sub_nc_i16", t16d()), ("sub_nc_u16", t16d()),
    ("dot2_f16_f16", dot2f()), ("dot2_bf16_bf16", dot2b()),
]

HEADER = """# NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --version 5
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+real-true16 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W32,W32-REAL16 %s
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-real-true16 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W32,W32-FAKE16 %s
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W64,W64-REAL16 %s
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W64,W64-FAKE16 %s
"""
MARK_TEXT = "s_ttracedata_imm 0xbeef"
MARK_BYTES = "0xef,0xbe,0xbb,0xbf"
MC = ["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100"]


def assemble(items):
    out = []
    for wave in (32, 64):
        idx = [k for k, (_, w) in enumerate(items) if w == wave]
        src = "".join(f"{items[k][0]}\n{MARK_TEXT}\n" for k in idx)
        r = subprocess.run(MC + [f"-mattr=+wavefrontsize{wave},+real-true16", "-show-encoding"],
                           input=src, capture_output=True, text=True)
        if "error" in r.stderr:
            sys.exit(r.stderr[:2000])
        encs = [o.split("; encoding: [")[1].rstrip("]") for o in r.stdout.splitlines()
                if "; encoding: [" in o and MARK_TEXT not in o]
        out += list(zip(idx, encs))
    return [e for _, e in sorted(out)]


def disassemble(byte_lines, attr):
    src = "".join(f"{b}\n{MARK_BYTES}\n" for b in byte_lines)
    r = subprocess.run(MC + [f"-mattr={attr}", "-disassemble", "-show-encoding"],
                       input=src, capture_output=True, text=True)
    groups, cur = [], []
    for o in r.stdout.splitlines():
        o = o.strip()
        if not o or o.startswith("."):
            continue
        if o.startswith(MARK_TEXT):
            groups.append(cur)
            cur = []
        else:
            cur.append(o)
    return [g[0] if len(g) == 1 else "<invalid>" for g in groups]


# opcodes whose check lines in the file are one text for real and fake true16,
# where llvm-mc-22 now prints .l halves in real-true16 mode: the fake16 text
FAKE_ONLY = {"alignbit_b32"}


def names():
    return [name for name, ops in BLOCKS for _ in ops]


def items():
    return [(f"v_{name}_e64_dpp {o}", w) for name, ops in BLOCKS for o, w in ops]


def byte_lines():
    return assemble(items())


def rebuild(ends=None):
    bl = byte_lines()
    m = [disassemble(bl, a) for a in ("+real-true16", "-real-true16",
                                      "+wavefrontsize64,+real-true16",
                                      "+wavefrontsize64,-real-true16")]
    parts = [HEADER]
    nm = names()
    for k, b in enumerate(bl):
        a = [x[k] for x in m]
        if nm[k] in FAKE_ONLY:
            a = [a[1], a[1], a[3], a[3]]
        parts.append(f"\n{b}\n")
        start = sum(len(x) for x in parts)
        if a[0] == a[1] == a[2] == a[3]:
            parts.append(f"# GFX11: {a[0]}\n")
        elif a[0] == a[1] and a[2] == a[3]:
            parts.append(f"# W32: {a[0]}\n# W64: {a[2]}\n")
        else:
            for p, t in zip(("W32-REAL16", "W32-FAKE16", "W64-REAL16", "W64-FAKE16"), a):
                parts.append(f"# {p}: {t}\n")
        if ends is not None:
            ends.append((b, sum(len(x) for x in parts)))
    return "".join(parts) + "\n"  # the file ends in a blank line


def write(path, upto):
    """FILE's byte lines become: LLVM's byte lines whose check lines end
    before char `upto` (the pages read), then FILE's earlier byte lines."""
    ends = []
    rebuild(ends)
    new = [b for b, e in ends if e <= upto]
    old = open(path).read().split("\n")
    held = set(new)
    rest = [l for l in old[1:] if l.strip() and not l.startswith("#") and l not in held]
    run = [l for l in HEADER.split("\n") if l.startswith("# RUN:")][0]
    body = [old[0], run, f"# chars 0-{upto}: LLVM's byte lines, in its order"] + new
    if rest:
        body += ["# the earlier lines (sweep, gen_dasm_sweeps.py) not among those"] + rest
    open(path, "w").write("\n".join(body) + "\n")
    print(len(new), "LLVM lines,", len(rest), "earlier lines kept")


if __name__ == "__main__":
    if "--write" in sys.argv:
        k = sys.argv.index("--write")
        write(sys.argv[k + 1], int(sys.argv[k + 2]))
    elif "--rebuild" in sys.argv:
        sys.stdout.write(rebuild())
    else:
        print("\n".join(byte_lines()))

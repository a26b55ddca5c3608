#!/usr/bin/env python3
"""Writes the instruction lines of LLVM's gfx11_asm_vop3_dpp16.s in the order
and shapes its pages show (all 25 pages, 0-398,298, were read): per VOP3
opcode with a DPP16 form, one block over the 14 DPP controls whose operand
shape depends on the opcode's kind (3-source integer, float with modifiers
and omod, 16-bit with .l/.h halves, carry-out with wave32 and wave64
destinations, ...), then the file's closing op_sel lines and the v_dot2
blocks as they stand.

Usage: vop3_dpp16_asm.py            instruction lines, one a line
       vop3_dpp16_asm.py --rebuild  the whole test text, with llvm-mc-22's
                                    check lines in the file's layout
       vop3_dpp16_asm.py --write FILE  FILE's lines become: its first line,
                                    the RUN lines, these lines, then FILE's
                                    earlier instruction lines they do not hold
"""
import re
import subprocess
import sys

CTRL = ["quad_perm:[3,2,1,0]", "quad_perm:[0,1,2,3]", "row_mirror",
        "row_half_mirror", "row_shl:1", "row_shl:15", "row_shr:1",
        "row_shr:15", "row_ror:1", "row_ror:15",
        "row_share:0 row_mask:0xf bank_mask:0xf",
        "row_share:15 row_mask:0x0 bank_mask:0x1",
        "row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0",
        "row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1"]

SRC3 = ["v3", "v3", "v3", "v255", "s105", "vcc_hi", "vcc_lo", "ttmp15",
        "exec_hi", "exec_lo", "null", "-1", "0.5"]


def a3(last="v255, v255, v255, src_scc"):
    return [f"v5, v1, v2, {s} {CTRL[i]}" for i, s in enumerate(SRC3)] + \
        [f"{last} {CTRL[13]}"]


def a3s():
    srcs = ["v3"] + SRC3[:-1]
    return [f"v5, v1, v2, {s} {CTRL[i]}" for i, s in enumerate(srcs)] + \
        [f"v255, v255, v255, src_scc {CTRL[13]}"]


def f3(omod):
    m2, m4, d2 = (" mul:2", " mul:4", " div:2") if omod else ("", "", "")
    out = [f"v5, v1, v2, {s} {CTRL[i]}" for i, s in enumerate(SRC3[:7])]
    out += [f"v5, |v1|, v2, -ttmp15 {CTRL[7]}",
            f"v5, v1, -|v2|, exec_hi {CTRL[8]}",
            f"v5, -v1, v2, |exec_lo| {CTRL[9]}",
            f"v5, -|v1|, -|v2|, null {CTRL[10]}",
            f"v5, -|v1|, v2, -|-1|{m2} {CTRL[11]}",
            f"v5, v1, -|v2|, -|0.5|{m4} {CTRL[12]}",
            f"v255, -|v255|, -|v255|, -|src_scc| clamp{d2} {CTRL[13]}"]
    return out


def i2(clamp):
    return [f"v5, v1, v2 {CTRL[i]}" for i in range(13)] + \
        [f"v255, v255, v255{' clamp' if clamp else ''} {CTRL[13]}"]


def f2():
    return [f"v5, v1, v2 {CTRL[i]}" for i in range(11)] + \
        [f"v5, |v1|, -v2 {CTRL[11]}", f"v5, -v1, |v2| {CTRL[12]}",
         f"v255, -|v255|, -|v255| {CTRL[13]}"]


def ldx():
    return [f"v5, v1, v2 {CTRL[i]}" for i in range(11)] + \
        [f"v5, v1, v2 mul:2 {CTRL[11]}", f"v5, v1, v2 mul:4 {CTRL[12]}",
         f"v255, -|v255|, v255 clamp div:2 {CTRL[13]}"]


def t16():
    return [f"v5.l, v1.l, v2.l {CTRL[i]}" for i in range(10)] + \
        [f"v5.h, v1.h, v2.h {CTRL[10]}", f"v5.l, v1.h, v2.l {CTRL[11]}",
         f"v5.l, v1.l, v2.h {CTRL[12]}",
         f"v255.h, v255.l, v255.l clamp {CTRL[13]}"]


def t16x():
    return [f"v5.l, v1.l, v2.l {CTRL[i]}" for i in range(13)] + \
        [f"v255.l, v255.l, v255.l {CTRL[13]}",
         f"v5.h, v1.h, v2.h {CTRL[10]}", f"v5.l, v1.h, v2.l {CTRL[11]}",
         f"v5.l, v1.l, v2.h {CTRL[12]}", f"v255.h, v255.l, v255.l {CTRL[13]}"]


def co():
    out = [f"v5, s6, v1, v2 {CTRL[i]}" for i in range(9)]
    out += [f"v5, s105, v1, v2 {CTRL[9]}", f"v5, vcc_lo, v1, v2 {CTRL[10]}",
            f"v5, vcc_hi, v1, v2 {CTRL[11]}", f"v5, ttmp15, v1, v2 {CTRL[12]}"]
    out += [f"v5, s[12:13], v1, v2 {CTRL[i]}" for i in range(10)]
    out += [f"v5, s[104:105], v1, v2 {CTRL[10]}", f"v5, vcc, v1, v2 {CTRL[11]}",
            f"v5, ttmp[14:15], v1, v2 {CTRL[12]}",
            f"v255, null, v255, v255 clamp {CTRL[13]}"]
    return out


def cnd():
    out = [f"v5, v1, v2, s3 {CTRL[i]}" for i in range(9)]
    out += [f"v5, v1, v2, s105 {CTRL[9]}", f"v5, v1, v2, vcc_hi {CTRL[10]}",
            f"v5, |v1|, -v2, vcc_lo {CTRL[11]}",
            f"v5, -v1, |v2|, ttmp15 {CTRL[12]}"]
    out += [f"v5, v1, v2, s[6:7] {CTRL[i]}" for i in range(10)]
    out += [f"v5, v1, v2, s[104:105] {CTRL[10]}",
            f"v5, |v1|, -v2, vcc {CTRL[11]}",
            f"v5, -v1, |v2|, ttmp[14:15] {CTRL[12]}",
            f"v255, -|v255|, -|v255|, null {CTRL[13]}"]
    return out


MAD16 = """v5.l, v1.l, v2.l, v3.l quad_perm:[3,2,1,0]
v5.l, v1.l, v2.l, v3.l quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
v5.l, v1.l, v2.l, v3.l row_mirror row_mask:0xf bank_mask:0xf
v5.l, v1.l, v2.l, v3.l row_half_mirror row_mask:0xf bank_mask:0xf
v5.l, v1.l, v2.l, v255.l row_shl:1 row_mask:0xf bank_mask:0xf
v5.l, v1.l, v2.l, s105 row_shl:15 row_mask:0xf bank_mask:0xf
v5.l, v1.l, v2.l, vcc_hi row_shr:1
v5.l, v1.l, v2.l, vcc_lo row_shr:15
v5.l, v1.l, v2.l, ttmp15 row_ror:1 row_mask:0xf bank_mask:0xf
v5.l, v1.l, v2.l, exec_hi row_ror:15
v5.l, v1.l, v2.l, exec_lo row_share:0 row_mask:0xf bank_mask:0xf
v5.l, v1.l, v2.l, null row_share:15 row_mask:0x0 bank_mask:0x1
v5.l, v1.l, v2.l, -1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v255.l, v255.l, v255.l, src_scc{C} row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v5.h, v1.h, v2.h, v3.h quad_perm:[0,1,2,3]
v5.l, v1.l, v2.l, v255.h row_mirror
v5.l, v1.l, v2.l, s3 row_half_mirror
v5.l, v1.l, v2.l, s105 row_shl:1
v5.l, v1.l, v2.l, ttmp15 row_shl:15
v5.l, v1.l, v2.l, m0 row_ror:1
v5.l, v1.h, v2.l, null row_share:15 row_mask:0x0 bank_mask:0x1
v5.l, v1.l, v2.h, -1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v255.h, v255.l, v255.l, src_scc{C} row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1"""

MAX3F16 = """v5.l, v1.l, v2.l, v3.l quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v5.l, v1.l, v2.l, v3.l quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
v5.l, v1.l, v2.l, v3.l row_mirror row_mask:0xf bank_mask:0xf
v5.l, v1.l, v2.l, v255.l row_half_mirror row_mask:0xf bank_mask:0xf
v5.l, v1.l, v2.l, s105 row_shl:1 row_mask:0xf bank_mask:0xf
v5.l, v1.l, v2.l, vcc_hi row_shl:15
v5.l, v1.l, v2.l, vcc_lo row_shr:1
v5.l, |v1.l|, v2.l, -ttmp15 row_shr:15 row_mask:0xf bank_mask:0xf
v5.l, v1.l, -|v2.l|, exec_hi row_ror:1 row_mask:0xf bank_mask:0xf
v5.l, -v1.l, v2.l, |exec_lo| row_ror:15 row_mask:0xf bank_mask:0xf
v5.l, -|v1.l|, -|v2.l|, null row_share:0 row_mask:0xf bank_mask:0xf
v5.l, -|v1.l|, v2.l, -|-1| row_share:15 row_mask:0x0 bank_mask:0x1
v5.l, v1.l, -|v2.l|, -|0.5| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v255.l, -|v255.l|, -|v255.l|, -|src_scc| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v5.h, v1.h, v2.h, v3.h quad_perm:[3,2,1,0]
v5.l, v1.l, v2.l, v255.h quad_perm:[0,1,2,3]
v5.l, v1.l, v2.l, s3 row_mirror
v5.l, v1.l, v2.l, s105 row_half_mirror
v5.l, v1.l, v2.l, ttmp15 row_shl:1
v5.l, v1.l, v2.l, -|m0| row_shr:15
v5.l, -|v1.l|, v2.l, -|exec_hi| row_ror:1
v5.l, v1.l, -|v2.l|, -|exec_lo| row_ror:15
v5.l, |v1.l|, -v2.l, null row_share:0 row_mask:0xf bank_mask:0xf
v5.l, -v1.h, |v2.l|, -1 row_share:15 row_mask:0x0 bank_mask:0x1
v5.l, -|v1.l|, -|v2.h|, 0.5 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v255.h, -|v255.l|, -|v255.l|, -|src_scc| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1"""


def mad16(clamp):
    return MAD16.replace("{C}", " clamp" if clamp else "").split("\n")


def pack():
    return [f"v5, v1.l, v2.l {CTRL[i]}" for i in range(11)] + [
        f"v5, |v1.l|, -v2.l {CTRL[11]}",
        "v5, -v1.l, |v2.l| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1",
        "v255, -|v255.l|, -|v255.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1",
        f"v5, -v1.h, |v2.l| {CTRL[12]}",
        "v255, -|v255.l|, -|v255.h| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1"]


A3C = "v255, v255, v255, src_scc clamp"
# (opcode, operand lines); the file's order (not quite sorted: cvt_pk_norm_*_f32
# follow cvt_pk_u8_f32)
BLOCKS = [
    ("add3_u32", a3()), ("add_co_u32", co()), ("add_lshl_u32", a3()),
    ("add_nc_i16", t16()), ("add_nc_i32", i2(True)), ("add_nc_u16", t16()),
    ("alignbit_b32", a3s()), ("alignbyte_b32", a3s()), ("and_b16", t16x()),
    ("and_or_b32", a3()), ("ashrrev_i16", t16x()), ("bcnt_u32_b32", i2(False)),
    ("bfe_i32", a3()), ("bfe_u32", a3()), ("bfi_b32", a3()),
    ("bfm_b32", i2(False)), ("cndmask_b16", cnd()),
    ("cubeid_f32", f3(True)), ("cubema_f32", f3(True)),
    ("cubesc_f32", f3(True)), ("cubetc_f32", f3(True)),
    ("cvt_pk_i16_f32", f2()), ("cvt_pk_i16_i32", i2(False)),
    ("cvt_pk_norm_i16_f16", f2()), ("cvt_pk_norm_u16_f16", f2()),
    ("cvt_pk_u16_f32", f2()), ("cvt_pk_u16_u32", i2(False)),
    ("cvt_pk_u8_f32", a3("v255, -|v255|, v255, src_scc")),
    ("cvt_pk_norm_i16_f32", f2()), ("cvt_pk_norm_u16_f32", f2()),
    ("div_fixup_f16", f3(False)), ("fma_f16", f3(False)), ("fma_f32", f3(True)),
    ("ldexp_f32", ldx()), ("lerp_u8", a3()), ("lshl_add_u32", a3()),
    ("lshl_or_b32", a3()), ("lshlrev_b16", t16x()), ("lshrrev_b16", t16x()),
    ("mad_i16", mad16(True)), ("mad_i32_i16", a3(A3C)),
    ("mad_i32_i24", a3(A3C)), ("mad_u16", mad16(True)),
    ("mad_u32_u16", a3(A3C)), ("mad_u32_u24", a3(A3C)),
    ("max3_f16", MAX3F16.split("\n")), ("max3_f32", f3(True)),
    ("max3_i16", mad16(False)), ("max3_i32", a3()), ("max3_u16", mad16(False)),
    ("max3_u32", a3()), ("max_i16", t16x()), ("max_u16", t16x()),
    ("maxmin_f16", f3(True)), ("maxmin_f32", f3(True)), ("maxmin_i32", a3()),
    ("maxmin_u32", a3()), ("mbcnt_hi_u32_b32", i2(False)),
    ("mbcnt_lo_u32_b32", i2(False)), ("med3_f16", MAX3F16.split("\n")),
    ("med3_f32", f3(True)), ("med3_i16", mad16(False)), ("med3_i32", a3()),
    ("med3_u16", mad16(False)), ("med3_u32", a3()),
    ("min3_f16", MAX3F16.split("\n")), ("min3_f32", f3(True)),
    ("min3_i16", mad16(False)), ("min3_i32", a3()), ("min3_u16", mad16(False)),
    ("min3_u32", a3()), ("min_i16", t16x()), ("min_u16", t16x()),
    ("minmax_f16", f3(True)), ("minmax_f32", f3(True)), ("minmax_i32", a3()),
    ("minmax_u32", a3()), ("msad_u8", a3(A3C)), ("mul_lo_u16", t16x()),
    ("mullit_f32", f3(True)), ("or3_b32", a3()), ("or_b16", t16x()),
    ("pack_b32_f16", pack()), ("perm_b32", a3()), ("sad_hi_u8", a3(A3C)),
    ("sad_u16", a3(A3C)), ("sad_u32", a3(A3C)), ("sad_u8", a3(A3C)),
    ("sub_co_u32", co()), ("sub_nc_i16", t16()), ("sub_nc_i32", i2(True)),
    ("sub_nc_u16", t16()), ("subrev_co_u32", co()), ("xad_u32", a3()),
    ("xor3_b32", a3()), ("xor_b16", t16x()),
]
# the 16-bit and/or/xor blocks end in four lines whose check is bytes only
BYTES_ONLY = {"and_b16", "or_b16", "xor_b16"}

OPF = ["v5, -v1, v2, |exec_lo| op_sel:[1,1,1,1] row_ror:15 row_mask:0xf bank_mask:0xf",
       "v5, -|v1|, -|v2|, null op_sel:[1,0,0,0] row_share:0 row_mask:0xf bank_mask:0xf",
       "v5, -|v1|, v2, -|-1| op_sel:[0,1,0,0] row_share:15 row_mask:0x0 bank_mask:0x1",
       "v5, v1, -|v2|, -|0.5| op_sel:[0,0,1,0] row_xmask:0 row_mask:0x1 bank_mask:0x3",
       "v255, -|v255|, -|v255|, -|src_scc| op_sel:[0,0,0,1] clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:1 fi:1"]
OPF16 = ["v5.h, -v1.h, v2.h, |exec_lo| op_sel:[1,1,1,1] row_ror:15 row_mask:0xf bank_mask:0xf",
         "v5.l, -|v1.h|, -|v2.l|, null op_sel:[1,0,0,0] row_share:0 row_mask:0xf bank_mask:0xf",
         "v5.l, -|v1.l|, v2.h, -|-1| op_sel:[0,1,0,0] row_share:15 row_mask:0x0 bank_mask:0x1",
         "v5.l, v1.l, -|v2.l|, -|0.5| op_sel:[0,0,1,0] row_xmask:0 row_mask:0x1 bank_mask:0x3",
         "v255.h, -|v255.l|, -|v255.l|, -|src_scc| op_sel:[0,0,0,1] clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:1 fi:1"]


def opi16(clamp):
    c = " clamp" if clamp else ""
    return ["v5.h, v1.h, v2.h, exec_hi op_sel:[1,1,1,1] row_ror:15 row_mask:0xf bank_mask:0xf",
            "v5.l, v1.h, v2.l, exec_lo op_sel:[1,0,0,0] row_share:0 row_mask:0xf bank_mask:0xf",
            "v5.l, v1.l, v2.h, null op_sel:[0,1,0,0] row_share:15 row_mask:0x0 bank_mask:0x1",
            "v5.l, v1.l, v2.l, -1 op_sel:[0,0,1,0] row_xmask:0 row_mask:0x1 bank_mask:0x3",
            f"v255.h, v255.l, v255.l, src_scc op_sel:[0,0,0,1]{c} row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:1 fi:1"]


OPI32 = ["v5, v1, v2, 0.5 op_sel:[1,0,0,0] row_xmask:0 row_mask:0x1 bank_mask:0x3",
         "v255, v255, v255, src_scc op_sel:[0,1,0,0] clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:1 fi:1"]
OPPK = ["v5, -v1, |v2| op_sel:[1,0,0] row_xmask:0 row_mask:0x1 bank_mask:0x3",
        "v255, -|v255|, -|v255| op_sel:[0,1,0] row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:1 fi:1"]
OPPACK = ["v5, -v1.h, |v2.l| op_sel:[1,0,0] row_xmask:0 row_mask:0x1 bank_mask:0x3",
          "v255, -|v255.l|, -|v255.h| op_sel:[0,1,0] row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:1 fi:1"]

TAIL_BLOCKS = [
    ("cvt_pk_norm_i16_f16", OPPK), ("cvt_pk_norm_u16_f16", OPPK),
    ("div_fixup_f16", OPF), ("fma_f16", OPF), ("mad_i16", opi16(True)),
    ("mad_i32_i16", OPI32), ("mad_u16", opi16(True)), ("mad_u32_u16", OPI32),
    ("max3_f16", OPF16), ("max3_i16", opi16(False)), ("max3_u16", opi16(False)),
    ("med3_f16", OPF16), ("med3_i16", opi16(False)), ("med3_u16", opi16(False)),
    ("min3_f16", OPF16), ("min3_i16", opi16(False)), ("min3_u16", opi16(False)),
    ("pack_b32_f16", OPPACK),
]


def dot2(name, zero):
    c = "quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0"
    if name == "f16_f16":
        errs = [f"v0.l, s1, v2, v3.l {c} fi:1", f"v0.l, v1, s2, v3.l {c} fi:1"]
        body = [f"v5.l, v1, v2, 0.5 {CTRL[0]} row_mask:0xf bank_mask:0xf",
                f"v5.l, v1, v2, v3.l {CTRL[0]}",
                f"v5.l, v1, v2, v255.h {CTRL[1]}",
                f"v5.l, v1, v2, s3 {CTRL[2]}", f"v5.l, v1, v2, s105 {CTRL[3]}",
                f"v5.l, v1, v2, ttmp15 {CTRL[4]}", f"v5.l, v1, v2, vcc_hi {CTRL[5]}",
                f"v5.l, v1, v2, vcc_lo {CTRL[6]}", f"v5.l, v1, v2, -|m0| {CTRL[7]}",
                f"v5.l, -|v1|, v2, -|exec_hi| {CTRL[8]}",
                f"v5.l, v1, -|v2|, -|exec_lo| {CTRL[9]}",
                f"v5.l, |v1|, -v2, null {CTRL[10]}",
                f"v5.l, -v1, |v2|, -1 {CTRL[11]}",
                f"v5.l, -|v1|, -|v2|, 0.5 {CTRL[12]}",
                f"v255.h, -|v255|, -|v255|, -|src_scc| {CTRL[13]}"]
    else:
        errs = [f"v0.l, s1, v2, v3.l {c}", f"v0.l, v1, s2, v3.l {c}"]
        body = [f"v5.l, v1, v2, 0 {CTRL[0]} row_mask:0xf bank_mask:0xf",
                f"v5.l, v1, v2, v3.l {CTRL[0]}",
                f"v5.l, v1, v2, v3.l {CTRL[1]}",
                f"v5.l, v1, v2, v255.h {CTRL[2]}",
                f"v5.l, v1, v2, s3 {CTRL[3]}", f"v5.l, v1, v2, s105 {CTRL[4]}",
                f"v5.l, v1, v2, ttmp15 {CTRL[5]}", f"v5.l, v1, v2, vcc_hi {CTRL[6]}",
                f"v5.l, |v1|, v2, -vcc_lo {CTRL[7]}",
                f"v5.l, v1, -v2, |m0| {CTRL[8]}",
                f"v5.l, -|v1|, v2, -|exec_hi| {CTRL[9]}",
                f"v5.l, v1, -|v2|, -|exec_lo| {CTRL[10]}",
                f"v5.l, -v1, |v2|, null {CTRL[11]}",
                f"v5.l, -|v1|, -|v2|, -1 {CTRL[12]}",
                f"v255.h, -|v255|, -|v255|, -|src_scc| {CTRL[13]}"]
    return [f"v0.l, v1, v2, v3.l {c} fi:1",
            f"v0.l, v1, v2, v3.l op_sel:[1,1,0,0] {c} fi:1"] + errs + [
        f"v0.h, v1, v2, v3.h op_sel:[0,0,1,1] {c} fi:1",
        f"v0.h, |v1|, -v2, -|s3| op_sel:[0,0,1,1] {c} fi:1"] + body


def lines():
    """(text, bytes_only_check, blank_before) for every instruction line."""
    out = []
    for name, ops in BLOCKS:
        for k, o in enumerate(ops):
            out.append((f"v_{name}_e64_dpp {o}", name in BYTES_ONLY and k >= 14, True))
    first = True
    for name, ops in TAIL_BLOCKS:
        for o in ops:
            out.append((f"v_{name}_e64_dpp {o}", False, not first))
            first = False
    for name in ("f16_f16", "bf16_bf16"):
        for o in dot2(name, None):
            out.append((f"v_dot2_{name}_e64_dpp {o}", False, True))
    return out


HEADER = """// NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --unique --version 5
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W64 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -filetype=null %s 2>&1 | FileCheck --check-prefixes=GFX11-ERR,W32-ERR --implicit-check-not=error: %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -filetype=null %s 2>&1 | FileCheck --check-prefixes=GFX11-ERR,W64-ERR --implicit-check-not=error: %s
"""
MARK = "s_nop 0"


def run(texts, wave):
    src = "".join(f"{t}\n{MARK}\n" for t in texts)
    r = subprocess.run(["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100",
                        f"-mattr=+wavefrontsize{wave},+real-true16",
                        "-show-encoding"], input=src, capture_output=True, text=True)
    errs = {}
    for m in re.finditer(r"<stdin>:(\d+):(\d+): error: (.*)", r.stderr):
        errs.setdefault((int(m.group(1)) - 1) // 2, (int(m.group(2)), m.group(3).strip()))
    outs, cur = [], None
    for o in r.stdout.splitlines():
        o = o.strip()
        if not o or o.startswith(".text") or o.startswith(".amdgcn"):
            continue
        if o.startswith(MARK):
            outs.append(cur)
            cur = None
        else:
            cur = o
    return outs, errs


def rebuild():
    ls = lines()
    texts = [t for t, _, _ in ls]
    o32, e32 = run(texts, 32)
    o64, e64 = run(texts, 64)
    parts = [HEADER]
    for i, (t, bonly, blank) in enumerate(ls):
        if blank:
            parts.append("\n")
        parts.append(t + "\n")
        a, b = (None if i in e32 else o32[i]), (None if i in e64 else o64[i])
        if bonly:
            parts.append("// GFX11: [" + a.split("; encoding: [")[1] + "\n")
        elif a is not None and a == b:
            parts.append(f"// GFX11: {a}\n")
        elif a is not None and b is None:
            parts.append(f"// W32: {a}\n// W64-ERR: :[[@LINE-2]]:{e64[i][0]}: error: {e64[i][1]}\n")
        elif b is not None and a is None:
            parts.append(f"// W64: {b}\n// W32-ERR: :[[@LINE-2]]:{e32[i][0]}: error: {e32[i][1]}\n")
        elif a is None and b is None:
            parts.append(f"// GFX11-ERR: :[[@LINE-1]]:{e32[i][0]}: error: {e32[i][1]}\n")
        else:
            parts.append(f"// W32: {a}\n// W64: {b}\n")
    return "".join(parts)


def write(path):
    old = open(path).read().split("\n")
    first = old[0]
    new = [t for t, _, _ in lines()]
    held = set(new)
    rest = [l for l in old[1:] if l.strip() and not l.startswith("//") and l not in held]
    runs = [l for l in HEADER.split("\n") if l.startswith("// RUN:")]
    body = [first] + runs + new
    if rest:
        body += ["// the earlier loop's lines not in LLVM's blocks"] + rest
    open(path, "w").write("\n".join(body) + "\n")
    print(len(new), "LLVM lines,", len(rest), "earlier lines kept")


if __name__ == "__main__":
    if "--write" in sys.argv:
        write(sys.argv[sys.argv.index("--write") + 1])
    elif "--rebuild" in sys.argv:
        sys.stdout.write(rebuild())
    else:
        for t, _, _ in lines():
            print(t)

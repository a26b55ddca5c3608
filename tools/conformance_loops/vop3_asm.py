#!/usr/bin/env python3
"""Writes the instruction lines of LLVM's gfx11_asm_vop3.s in the order and
shapes its pages show: per VOP3 opcode one block over a source sweep whose
shape depends on the opcode's kind (3-source integer, float with modifiers
and omod, 16-bit with .l/.h halves and op_sel, 64-bit, carry-out with wave32
and wave64 destinations, ...); irregular blocks are written out as they stand.

Usage: vop3_asm.py            instruction lines, one a line
       vop3_asm.py --rebuild  the whole test text, with llvm-mc-22's check
                              lines in the file's layout
       vop3_asm.py --check    compare the rebuild with the page starts below
       vop3_asm.py --write FILE  FILE's lines become: its first line, the RUN
                              lines, these lines, then FILE's earlier
                              instruction lines they do not hold
"""
import re
import subprocess
import sys

S3 = ["v1, v2, s3", "v255, s2, s105", "s1, v255, exec_hi", "s105, s105, exec_lo",
      "vcc_lo, ttmp15, v3", "vcc_hi, 0xaf123456, v255", "ttmp15, src_scc, ttmp15",
      "m0, 0.5, m0", "exec_lo, -1, vcc_hi", "exec_hi, null, vcc_lo",
      "null, exec_lo, 0xaf123456", "-1, exec_hi, src_scc", "0.5, m0, 0.5",
      "src_scc, vcc_lo, -1"]
S3LAST = "0xaf123456, vcc_hi, null"
ALIGN = ["v1, v2, s3", "v255, s2, s3", "s1, v255, s3", "s105, s105, s105",
         "vcc_lo, ttmp15, v3", "vcc_hi, 0xaf123456, v255", "ttmp15, src_scc, ttmp15",
         "m0, 0.5, exec_lo", "exec_lo, -1, m0", "exec_hi, null, vcc_hi",
         "null, exec_lo, vcc_lo", "-1, exec_hi, src_scc", "0.5, m0, exec_hi",
         "src_scc, vcc_lo, -1"]
S2 = ["v1, v2", "v255, v255", "s1, s2", "s105, s105", "vcc_lo, ttmp15",
      "vcc_hi, 0xaf123456", "ttmp15, src_scc", "m0, 0.5", "exec_lo, -1",
      "exec_hi, null", "null, exec_lo", "-1, exec_hi", "0.5, m0", "src_scc, vcc_lo"]
F3 = ["v1, v2, s3", "v255, s2, s105", "s1, v255, exec_hi", "s105, s105, exec_lo",
      "vcc_lo, ttmp15, v3", "vcc_hi, 0xaf123456, v255",
      "-|ttmp15|, -|src_scc|, -|ttmp15|", "m0, 0.5, m0", "|exec_lo|, -1, vcc_hi",
      "-|exec_hi|, null, -|vcc_lo|", "null, exec_lo, -|0xaf123456|",
      "-1, -|exec_hi|, -|src_scc|", "0.5, -m0, 0.5 mul:2",
      "-src_scc, |vcc_lo|, -1 mul:4"]
F3LAST = "-|0xaf123456|, -|vcc_hi|, null clamp div:2"


def lit16(s):
    return s.replace("0xaf123456", "0xfe0b")


def i3(last=S3LAST, srcs=S3):
    return [f"v5, {s}" for s in srcs] + [f"v255, {last}"]


def i2(clamp=False, lit=False):
    f = lit16 if lit else (lambda s: s)
    return [f"v5, {f(s)}" for s in S2] + \
        [f"v255, {f('0xaf123456, vcc_hi')}{' clamp' if clamp else ''}"]


def f3(lit=False):
    f = lit16 if lit else (lambda s: s)
    return [f"v5, {f(s)}" for s in F3] + [f"v255, {f(F3LAST)}"]


F2 = list(S2)
F2[9] = "|exec_hi|, null"
F2[12] = "0.5, -m0"
F2[13] = "-src_scc, |vcc_lo|"


def f2():
    return [f"v5, {s}" for s in F2] + ["v255, -|0xaf123456|, -|vcc_hi|"]


def t16add():
    out = ["v5.l, v1.h, v2.l", "v5.l, v255.l, v255.h"]
    out += [f"v5.l, {lit16(s)}" for s in S2[2:12]]
    out += ["v5.h, null, exec_lo op_sel:[1,1,1]", "v5.l, -1, exec_hi op_sel:[0,0,0]",
            "v5.l, 0.5, m0 op_sel:[1,0,0]", "v5.l, src_scc, vcc_lo op_sel:[0,1,0]",
            "v255.h, 0xfe0b, vcc_hi op_sel:[0,0,1] clamp", "v5.l, src_scc, vcc_lo",
            "v255.h, 0xfe0b, vcc_hi clamp"]
    return out


def t16x():
    out = ["v5.l, v1.l, v2.l", "v5.l, v255.l, v255.l"]
    out += [f"v5.l, {lit16(s)}" for s in S2[2:]]
    out += ["v255.l, 0xfe0b, vcc_hi", "v5.l, v1.h, v2.l", "v5.l, v255.l, v255.h",
            "v255.h, 0xfe0b, vcc_hi"]
    return out


def sh64():
    return ["v[5:6], v1, vcc", "v[5:6], v255, exec", "v[5:6], exec_lo, v[2:3]",
            "v[5:6], exec_hi, v[254:255]", "v[5:6], null, null", "v[5:6], -1, -1",
            "v[5:6], 0.5, 0xaf123456", "v[5:6], src_scc, src_scc",
            "v[254:255], 0xaf123456, 0.5"]


def f64_2():
    return [f"v[5:6], {s}" for s in [
        "v[1:2], v[2:3]", "v[254:255], v[254:255]", "s[2:3], s[4:5]",
        "s[104:105], s[104:105]", "vcc, ttmp[14:15]", "ttmp[14:15], 0xaf123456",
        "-|exec|, src_scc", "null, 0.5", "-1, -1", "0.5, null mul:2",
        "-|src_scc|, -|exec| mul:4"]] + ["v[254:255], 0xaf123456, -|vcc| clamp div:2"]


def co2():
    w32 = ["s6"] * 10 + ["s105", "vcc_lo", "vcc_hi", "ttmp15"]
    w64 = ["s[12:13]"] * 11 + ["s[104:105]", "vcc", "ttmp[14:15]"]
    out = [f"v5, {d}, {S2[i]}" for i, d in enumerate(w32)]
    out += [f"v5, {d}, {S2[i]}" for i, d in enumerate(w64)]
    out.append("v255, null, 0xaf123456, vcc_hi clamp")
    return out


def cnd16():
    a = ["v1, src_scc", "v255, 0.5", "s105, s105", "vcc_hi, v2", "ttmp15, ttmp15",
         "m0, v255", "exec_lo, exec_lo", "exec_hi, exec_hi", "null, m0",
         "-1, -|vcc_lo|", "0.5, -1", "-|src_scc|, null"]
    c32 = ["s3"] * 8 + ["s105", "vcc_lo", "vcc_hi", "ttmp15"]
    c64 = ["s[6:7]"] * 9 + ["s[104:105]", "vcc", "ttmp[14:15]"]
    return [f"v5, {s}, {c}" for s, c in zip(a, c32)] + \
        [f"v5, {s}, {c}" for s, c in zip(a, c64)] + \
        ["v255, -|0xfe0b|, -|vcc_hi|, null"]


def pknorm16():
    out = ["v5, v1.l, v2.l", "v5, v255.l, v255.l"]
    out += [f"v5, {lit16(s)}" for s in F2[2:13]]
    out += ["v5, -src_scc, |vcc_lo| op_sel:[1,0,0]",
            "v255, -|0xfe0b|, -|vcc_hi| op_sel:[0,1,0]",
            "v5, v1.h, v2.l", "v5, v255.l, v255.h", "v5, -src_scc, |vcc_lo|",
            "v255, -|0xfe0b|, -|vcc_hi|"]
    return out


def f3h_opsel(extra="v5, 0.5, -m0, 0.5 op_sel:[0,1,0,0] mul:2"):
    out = [f"v5, {lit16(s)}" for s in F3[:9]]
    out += ["v5, -|exec_hi|, null, -|vcc_lo| op_sel:[1,1,1,1]",
            "v5, null, exec_lo, -|0xfe0b| op_sel:[0,0,0,0]",
            "v5, -1, -|exec_hi|, -|src_scc| op_sel:[1,0,0,0]",
            "v5, 0.5, -m0, 0.5 op_sel:[0,1,0,0]",
            "v5, -src_scc, |vcc_lo|, -1 op_sel:[0,0,1,0]",
            "v255, -|0xfe0b|, -|vcc_hi|, null op_sel:[0,0,0,1] clamp",
            extra]
    return out


DIV_FIXUP_F64 = """v[5:6], v[1:2], v[2:3], v[3:4]
v[5:6], v[254:255], v[254:255], s[6:7]
v[5:6], s[2:3], s[4:5], v[254:255]
v[5:6], -|s[104:105]|, s[104:105], -|s[104:105]|
v[5:6], vcc, -|ttmp[14:15]|, -|ttmp[14:15]|
v[5:6], -|ttmp[14:15]|, 0xaf123456, null
v[5:6], -|exec|, -|src_scc|, -|exec|
v[5:6], null, 0.5, vcc
v[5:6], -1, -1, 0xaf123456
v[5:6], 0.5, null, -|src_scc| mul:2
v[5:6], -|src_scc|, -|exec|, 0.5 mul:4
v[254:255], 0xaf123456, -|vcc|, -1 clamp div:2"""

DIV_FMAS_F32 = """v5, vcc_lo, v2, vcc_lo
v5, ttmp15, ttmp15, ttmp15
v5, -|m0|, -|v255|, v3
v5, -|exec_lo|, -|exec_lo|, -|exec_lo|
v5, -|exec_hi|, 0.5, -|v255|
v5, null, exec_hi, -|exec_hi|
v5, -1, -|m0|, -|m0|
v5, 0.5, -|vcc_lo|, 0.5 mul:2
v5, vcc_lo, v2, v3
v5, vcc_hi, v255, vcc_hi
v5, -|ttmp15|, -|ttmp15|, ttmp15
v5, m0, 0.5, v255
v5, -|exec_lo|, exec_lo, -|exec_lo|
v5, -|exec_hi|, -|exec_hi|, -|exec_hi|
v5, null, m0, -|m0|
v5, -1, -|vcc_lo|, -|vcc_lo|
v5, 0.5, -|vcc_hi|, 0.5 mul:2
v5, v1, 0xaf123456, 0xaf123456
v5, v255, src_scc, src_scc
v5, s105, s105, s105
v5, src_scc, -1, -1 mul:4
v255, -|0xaf123456|, null, null clamp div:2"""

DIV_FMAS_F64 = """v[5:6], v[1:2], 0xaf123456, 0xaf123456
v[5:6], v[254:255], src_scc, v[3:4]
v[5:6], s[104:105], |s[104:105]|, s[104:105]
v[5:6], -|vcc|, v[2:3], -|v[254:255]|
v[5:6], -|ttmp[14:15]|, -|ttmp[14:15]|, -|ttmp[14:15]|
v[5:6], -|exec|, -|v[254:255]|, null
v[5:6], null, 0.5, -src_scc
v[5:6], -1, -exec, |exec|
v[5:6], 0.5, -|vcc|, -|vcc| mul:2
v[5:6], -|src_scc|, -1, 0.5 mul:4
v[254:255], 0xaf123456, null, -1 clamp div:2"""

DSCALE = ["v1, v2, s3", "v255, s2, s105", "s1, v255, exec_hi", "s105, s105, exec_lo",
          "vcc_lo, ttmp15, v3", "vcc_hi, 0xaf123456, v255",
          "-ttmp15, -src_scc, -ttmp15", "m0, 0.5, m0", "exec_lo, -1, vcc_hi",
          "-exec_hi, null, -vcc_lo", "null, exec_lo, neg(0xaf123456)",
          "-1, -exec_hi, -src_scc", "0.5, -m0, 0.5 mul:2",
          "-src_scc, vcc_lo, -1 mul:4"]


def dscale():
    out = [f"v5, vcc_lo, {s}" for s in DSCALE]
    out.append("v255, vcc_lo, neg(0xaf123456), -vcc_hi, null clamp div:2")
    out += [f"v5, vcc, {s}" for s in DSCALE]
    out.append("v255, vcc, neg(0xaf123456), -vcc_hi, null clamp div:2")
    return out


def dscale64():
    ls = L(DIV_FIXUP_F64.replace("-|", "-").replace("|", ""))
    out = []
    for sd in ("vcc_lo", "vcc"):
        for l in ls:
            d, rest = l.split(", ", 1)
            out.append(f"{d}, {sd}, {rest}")
    return out


DOT2_BF16 = """v5.l, v1, v2, s3
v5.l, v255, v255, s105
v5.l, s1, s2, v3.l
v5.l, s105, s105, m0
v5.l, vcc_lo, ttmp15, v255.l
v5.l, vcc_hi, 0xfe0b, vcc_hi
v5.l, ttmp15, src_scc, ttmp15
v5.l, |m0|, -1, -vcc_lo
v5.l, -|exec_lo|, null, -|0xfe0b|
v5.l, -|exec_hi|, -|exec_lo|, -|exec_lo|
v5.l, null, -exec_hi, |src_scc|
v5.l, -1, -|m0|, -|exec_hi|
v5.l, -src_scc, |vcc_lo|, -1 op_sel:[0,0,1,0]
v255.h, -|0xfe0b|, -|vcc_hi|, null
v2.l, v0, 0x20004000, v2.l
v2.l, 0x20004000, v0, v2.l
v5.l, vcc_lo, ttmp15, v255.h
v5.l, -src_scc, |vcc_lo|, -1"""

DOT2_F16 = """v5.l, v1, v2, s3
v5.l, v255, s2, s105
v5.l, s1, v255, exec_hi
v5.l, s105, s105, exec_lo
v5.l, vcc_lo, ttmp15, v3.l
v5.l, vcc_hi, 0xfe0b, v255.l
v5.l, -|ttmp15|, -|src_scc|, -|ttmp15|
v5.l, m0, 0.5, m0
v5.l, |exec_lo|, -1, vcc_hi
v5.l, -|exec_hi|, null, -|vcc_lo|
v5.l, null, exec_lo, -|0xfe0b|
v5.l, -1, -|exec_hi|, -|src_scc|
v5.l, 0.5, -m0, 0.5
v5.l, -src_scc, |vcc_lo|, -1 op_sel:[0,0,1,0]
v255.h, -|0xfe0b|, -|vcc_hi|, null
v2.l, v0, 0x20004000, v2.l
v2.l, 0x20004000, v0, v2.l
v5.l, vcc_hi, 0xfe0b, v255.h
v5.l, -src_scc, |vcc_lo|, -1"""


def ldexp32():
    out = [f"v5, {s}" for s in S2[:12]]
    return out + ["v5, 0.5, m0 mul:2", "v5, src_scc, vcc_lo mul:4",
                  "v255, -|0xaf123456|, vcc_hi clamp div:2"]


LDEXP_F64 = """v[5:6], v[1:2], v2
v[5:6], v[1:2], v255
v[5:6], v[1:2], s2
v[5:6], v[1:2], s105
v[5:6], v[254:255], ttmp15
v[5:6], s[2:3], vcc_hi
v[5:6], s[104:105], vcc_lo
v[5:6], vcc, m0
v[5:6], ttmp[14:15], exec_hi
v[5:6], exec, exec_lo
v[5:6], null, null
v[5:6], -1, -1
v[5:6], 0.5, 0.5 mul:2
v[5:6], -|src_scc|, src_scc mul:4
v[254:255], 0xaf123456, 0xaf123456 clamp div:2"""


MAD16 = """v5.l, v1.l, v2.l, s3
v5.l, v255.l, s2, s105
v5.l, s1, v255.l, exec_hi
v5.l, s105, s105, exec_lo
v5.l, vcc_lo, ttmp15, v3.l
v5.l, vcc_hi, 0xfe0b, v255.l
v5.l, ttmp15, src_scc, ttmp15
v5.l, m0, 0.5, m0
v5.l, exec_lo, -1, vcc_hi
v5.h, exec_hi, null, vcc_lo op_sel:[1,1,1,1]
v5.l, null, exec_lo, 0xfe0b
v5.l, -1, exec_hi, src_scc op_sel:[1,0,0,0]
v5.l, 0.5, m0, 0.5 op_sel:[0,1,0,0]
v5.l, src_scc, vcc_lo, -1 op_sel:[0,0,1,0]
v255.h, 0xfe0b, vcc_hi, null{C}
v5.l, v255.h, s2, s105
v5.l, s1, v255.h, exec_hi
v5.l, vcc_hi, 0xfe0b, v255.h
v5.l, exec_hi, null, vcc_lo
v5.l, -1, exec_hi, src_scc
v5.l, src_scc, vcc_lo, -1"""


def mad16(clamp=True):
    return MAD16.replace("{C}", " clamp" if clamp else "").split("\n")


M3216 = """v5, v1, v2, v3
v5, v255, v255, s3
v5, s1, s2, v255
v5, s105, s105, s105
v5, vcc_lo, ttmp15, vcc_lo
v5, vcc_hi, 0xfe0b, vcc_hi
v5, ttmp15, src_scc, ttmp15
v5, m0, 0.5, m0
v5, exec_lo, -1, exec_hi
v5, exec_hi, null, exec_lo
v5, null, exec_lo, null
v5, -1, exec_hi, 0xaf123456
v5, 0.5, m0, -1 op_sel:[0,0,0,0]
v5, src_scc, vcc_lo, src_scc op_sel:[1,0,0,0]
v255, 0xfe0b, vcc_hi, 0.5 op_sel:[0,1,0,0] clamp"""


def mad64():
    src = ["s105, s105, s[6:7]", "ttmp15, ttmp15, s[104:105]", "m0, 0.5, ttmp[14:15]",
           "exec_lo, -1, exec", "exec_hi, null, vcc", "null, exec_lo, null",
           "-1, exec_hi, -1", "0.5, m0, 0xaf123456", "src_scc, vcc_lo, src_scc"]
    w32 = ["s6"] * 5 + ["s105", "vcc_lo", "vcc_hi", "ttmp15"]
    w64 = ["s[12:13]"] * 6 + ["s[104:105]", "vcc", "ttmp[14:15]"]
    return [f"v[5:6], {d}, {x}" for d, x in zip(w32, src)] + \
        [f"v[5:6], {d}, {x}" for d, x in zip(w64, src)] + \
        ["v[254:255], null, 0xaf123456, vcc_hi, 0.5 clamp"]


MAX3F16 = """v5.l, v1.l, v2.l, s3
v5.l, v255.l, s2, s105
v5.l, s1, v255.l, exec_hi
v5.l, s105, s105, exec_lo
v5.l, vcc_lo, ttmp15, v3.l
v5.l, vcc_hi, 0xfe0b, v255.l
v5.l, -|ttmp15|, -|src_scc|, -|ttmp15|
v5.l, m0, 0.5, m0
v5.l, |exec_lo|, -1, vcc_hi
v5.h, -|exec_hi|, null, -|vcc_lo| op_sel:[1,1,1,1]
v5.l, null, exec_lo, -|0xfe0b|
v5.l, -1, -|exec_hi|, -|src_scc| op_sel:[1,0,0,0]
v5.l, 0.5, -m0, 0.5 op_sel:[0,1,0,0]
v5.l, -src_scc, |vcc_lo|, -1 op_sel:[0,0,1,0]
v255.h, -|0xfe0b|, -|vcc_hi|, null clamp
{X}
v5.l, v255.h, s2, s105
v5.l, s1, v255.h, exec_hi
v5.l, vcc_hi, 0xfe0b, v255.h
v5.l, -|exec_hi|, null, -|vcc_lo|
v5.l, -1, -|exec_hi|, -|src_scc|
v5.l, 0.5, -m0, 0.5
v5.l, -src_scc, |vcc_lo|, -1"""


def f16x3(extra, tail=()):
    return MAX3F16.replace("{X}", extra).split("\n") + list(tail)


MQSAD_PK = """v[5:6], v[1:2], v2, ttmp[14:15]
v[5:6], v[1:2], v255, ttmp[14:15]
v[5:6], v[1:2], s2, ttmp[14:15]
v[5:6], v[1:2], s105, ttmp[14:15]
v[5:6], v[254:255], ttmp15, s[6:7]
v[5:6], s[2:3], vcc_hi, v[3:4]
v[5:6], s[104:105], vcc_lo, s[104:105]
v[5:6], vcc, m0, v[254:255]
v[5:6], ttmp[14:15], exec_hi, null
v[5:6], exec, exec_lo, exec
v[5:6], null, null, vcc
v[5:6], -1, -1, 0xaf123456
v[5:6], 0.5, 0.5, src_scc
v[5:6], src_scc, src_scc, 0.5
v[254:255], 0xaf123456, 0xaf123456, -1 clamp"""

QSAD_SRC = ["v[1:2], v2", "v[1:2], v255", "v[1:2], s2", "v[1:2], s105",
            "v[254:255], ttmp15", "s[2:3], vcc_hi", "s[104:105], vcc_lo", "vcc, m0",
            "ttmp[14:15], exec_hi", "exec, exec_lo", "null, null", "-1, -1",
            "0.5, 0.5", "src_scc, src_scc"]


def mqsad32(last):
    return [f"v[5:8], {s}, v[252:255]" for s in QSAD_SRC] + [last]


PERMLANE = """v5, v1, s2, s3
v5, v1, s105, s105
v5, v1, ttmp15, ttmp15
v5, v1, vcc_hi, exec_lo
v5, v1, vcc_lo, m0
v5, v1, m0, vcc_hi
v5, v1, exec_hi, vcc_lo
v5, v1, exec_lo, src_scc
v5, v1, null, 0.5 op_sel:[1,1]
v5, v1, -1, -1 op_sel:[0,0]
v5, v1, 0.5, null op_sel:[1,0]
v255, v255, src_scc, exec_hi op_sel:[0,1]
v5, v1, 0xaf123456, s3
v5, v1, s2, 0xaf123456
v5, v1, 0x12345678, 0x12345678"""


READLANE = """s5, v1, s2
s5, v1, s105
s105, v1, ttmp15
vcc_lo, v1, vcc_hi
vcc_hi, v1, vcc_lo
ttmp15, v1, m0
null, v255, null"""

WRITELANE = """v5, s1, s2
v5, s105, s2
v5, vcc_lo, s2
v5, vcc_hi, s2
v5, ttmp15, s2
v5, m0, s2
v5, exec_lo, s2
v5, exec_hi, s105
v5, null, ttmp15
v5, -1, null
v5, 0.5, m0
v5, src_scc, vcc_lo
v255, 0xaf123456, vcc_hi"""


def L(s):
    return s.split("\n")


BLOCKS = [
    ("add3_u32", i3()), ("add_co_u32", co2()), ("add_f64", f64_2()),
    ("add_lshl_u32", i3()), ("add_nc_i16", t16add()), ("add_nc_i32", i2(True)),
    ("add_nc_u16", t16add()), ("alignbit_b32", i3(srcs=ALIGN)),
    ("alignbyte_b32", i3(srcs=ALIGN)), ("and_b16", t16x()), ("and_or_b32", i3()),
    ("ashrrev_i16", t16x()), ("ashrrev_i64", sh64()), ("bcnt_u32_b32", i2()),
    ("bfe_i32", i3()), ("bfe_u32", i3()), ("bfi_b32", i3()), ("bfm_b32", i2()),
    ("cndmask_b16", cnd16()), ("cubeid_f32", f3()), ("cubema_f32", f3()),
    ("cubesc_f32", f3()), ("cubetc_f32", f3()), ("cvt_pk_i16_f32", f2()),
    ("cvt_pk_i16_i32", i2()), ("cvt_pk_norm_i16_f16", pknorm16()),
    ("cvt_pk_norm_u16_f16", pknorm16()), ("cvt_pk_u16_f32", f2()),
    ("cvt_pk_u16_u32", i2()),
    ("cvt_pk_u8_f32", i3("-|0xaf123456|, vcc_hi, null")),
    ("cvt_pk_norm_i16_f32", f2()), ("cvt_pk_norm_u16_f32", f2()),
    ("div_fixup_f16", f3h_opsel()), ("div_fixup_f32", f3()),
    ("div_fixup_f64", L(DIV_FIXUP_F64)), ("div_fmas_f32", L(DIV_FMAS_F32)),
    ("div_fmas_f64", L(DIV_FMAS_F64)), ("div_scale_f32", dscale()),
    ("div_scale_f64", dscale64()), ("dot2_bf16_bf16", L(DOT2_BF16)),
    ("dot2_f16_f16", L(DOT2_F16)), ("fma_dx9_zero_f32", f3()),
    ("fma_f16", f3h_opsel("v255, -|0xfe0b|, -|vcc_hi|, null op_sel:[0,0,0,1] clamp div:2")),
    ("fma_f32", f3()), ("fma_f64", L(DIV_FIXUP_F64)), ("fma_legacy_f32", f3()),
    ("ldexp_f32", ldexp32()), ("ldexp_f64", L(LDEXP_F64)), ("lerp_u8", i3()),
    ("lshl_add_u32", i3()), ("lshl_or_b32", i3()), ("lshlrev_b16", t16x()),
    ("lshlrev_b64", sh64()), ("lshrrev_b16", t16x()), ("lshrrev_b64", sh64()),
    ("mad_i16", mad16()), ("mad_i32_i16", L(M3216)),
    ("mad_i32_i24", i3(S3LAST + " clamp")), ("mad_i64_i32", mad64()),
    ("mad_u16", mad16()), ("mad_u32_u16", L(M3216)),
    ("mad_u32_u24", i3(S3LAST + " clamp")), ("mad_u64_u32", mad64()),
    ("max3_f16", f16x3("v5.l, v255.l, s2, s105 mul:2")), ("max3_f32", f3()), ("max3_i16", mad16(False)),
    ("max3_i32", i3()), ("max3_u16", mad16(False)), ("max3_u32", i3()),
    ("max_f64", f64_2()), ("max_i16", t16x()), ("max_u16", t16x()),
    ("maxmin_f16", f3(True)), ("maxmin_f32", f3()), ("maxmin_i32", i3()),
    ("maxmin_u32", i3()), ("mbcnt_hi_u32_b32", i2()), ("mbcnt_lo_u32_b32", i2()),
    ("med3_f16", f16x3("v5.l, 0.5, -m0, 0.5 op_sel:[0,1,0,0] div:2",
                       ["v5.l, 0.5, -m0, 0.5 div:2"])),
    ("med3_f32", f3()), ("med3_i16", mad16(False)), ("med3_i32", i3()),
    ("med3_u16", mad16(False)), ("med3_u32", i3()),
    ("min3_f16", f16x3("v5.l, m0, 0.5, m0 clamp mul:4")), ("min3_f32", f3()),
    ("min3_i16", mad16(False)), ("min3_i32", i3()), ("min3_u16", mad16(False)),
    ("min3_u32", i3()), ("min_f64", f64_2()), ("min_i16", t16x()),
    ("min_u16", t16x()), ("minmax_f16", f3(True)), ("minmax_f32", f3()),
    ("minmax_i32", i3()), ("minmax_u32", i3()), ("mqsad_pk_u16_u8", L(MQSAD_PK)),
    ("mqsad_u32_u8", mqsad32("v[252:255], 0xaf123456, 0xaf123456, v[3:6] clamp")),
    ("msad_u8", i3(S3LAST + " clamp")), ("mul_f64", f64_2()), ("mul_hi_i32", i2()),
    ("mul_hi_u32", i2()), ("mul_lo_u16", t16x()), ("mul_lo_u32", i2()),
    ("mullit_f32", f3()), ("or3_b32", i3()), ("or_b16", t16x()),
    ("pack_b32_f16", pknorm16()), ("perm_b32", i3()), ("permlane16_b32", L(PERMLANE)),
    ("permlanex16_b32", L(PERMLANE)), ("qsad_pk_u16_u8", L(MQSAD_PK)),
    ("readlane_b32", L(READLANE)), ("sad_hi_u8", i3(S3LAST + " clamp")),
    ("sad_u16", i3("0xfe0b, vcc_hi, null clamp",
                    S3[:5] + [lit16(S3[5])] + S3[6:])),
    ("sad_u32", i3(S3LAST + " clamp")), ("sad_u8", i3(S3LAST + " clamp")),
    ("sub_co_u32", co2()), ("sub_nc_i16", t16add()), ("sub_nc_i32", i2(True)),
    ("sub_nc_u16", t16add()), ("subrev_co_u32", co2()),
    ("trig_preop_f64", L(LDEXP_F64)), ("writelane_b32", L(WRITELANE)),
    ("xad_u32", i3()), ("xor3_b32", i3()), ("xor_b16", t16x()),
]
# the 16-bit and/or/xor blocks end in three lines whose check is bytes only
BYTES_ONLY = {"and_b16", "or_b16", "xor_b16"}

# start of each page read (offset: first chars), for --check
PAGES = {
    0: "// NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --unique --version 5\n// RUN: not llvm-mc",
    16000: "    ; encoding: [0x05,0x00,0x26,0xd7,0xff,0xff,0x03,0x00]\n\nv_add_nc_i32 v5, s1, s2\n",
    32000: "ff,0x03,0x00]\n\nv_ashrrev_i16 v255.h, 0xfe0b, vcc_hi\n// GFX11: v_ashrrev_i16 v255.h, 0xfe0b, vcc_hi op_sel:[0,0,1] ; encoding:",
    48000: "hi, exec_hi, s[6:7]\n// W64: v_cndmask_b16 v5, exec_hi, exec_hi, s[6:7] ; encoding: [0x05,0x00,0x5d,0xd6,0x7f,0xfe,0x18,0x00]\n",
    64000: "vt_pk_norm_i16_f16 v5, |exec_hi|, null\n// GFX11: v_cvt_pk_norm_i16_f16 v5, |exec_hi|, null ; encoding: [0x05,0x01,0x12,0xd7",
    80000: "5, s105, s105, exec_lo\n// GFX11: v_div_fixup_f16 v5, s105, s105, exec_lo ; encoding: [0x05,0x00,0x54,0xd6,0x69,0xd2,0xf8,0x01]\n",
    96000: "v_div_scale_f32 v5, vcc, s1, v255, exec_hi\n// W64: v_div_scale_f32 v5, vcc, s1, v255, exec_hi ; encoding: [0x05,0x6a,0xfc,0xd6",
    112000: "56,0x34,0x12,0xaf]\n\nv_fma_dx9_zero_f32 v5, -|ttmp15|, -|src_scc|, -|ttmp15|\n// GFX11: v_fma_dx9_zero_f32 v5, -|ttmp15|",
    128000: ",0x01]\n\nv_lerp_u8 v5, m0, 0.5, m0\n// GFX11: v_lerp_u8 v5, m0, 0.5, m0               ; encoding: [0x05,0x00,0x15,0xd6",
    144000: "v5.l, vcc_hi, 0xfe0b, v255.h\n// GFX11: v_mad_i16 v5.l, vcc_hi, 0xfe0b, v255.h op_sel:[0,0,1,0] ; encoding: [0x05,0x20",
    160000: "src_scc, ttmp15 ; encoding: [0x05,0x00,0x0b,0xd6,0x7b,0xfa,0xed,0x01]\n\nv_mad_u32_u24 v5, m0, 0.5, m0\n",
    176000: "_lo, -1, vcc_hi      ; encoding: [0x05,0x00,0x1d,0xd6,0x7e,0x82,0xad,0x01]\n\nv_max3_i32 v5, exec_hi, null, vcc_lo\n",
    192000: ", ttmp15, v3     ; encoding: [0x05,0x00,0x5e,0xd6,0x6a,0xf6,0x0c,0x04]\n\nv_maxmin_f32 v5, vcc_hi, 0xaf123456, v255\n",
    208000: " mul:2      ; encoding: [0x05,0x00,0x1f,0xd6,0xf0,0xfa,0xc0,0x4b]\n\nv_med3_f32 v5, -src_scc, |vcc_lo|, -1 mul:4\n",
    224000: "_lo|, -1, vcc_hi\n// GFX11: v_min3_f32 v5, |exec_lo|, -1, vcc_hi    ; encoding: [0x05,0x01,0x19,0xd6,",
    240000: "\n// GFX11: v_min_i16 v255.h, 0xfe0b, vcc_hi op_sel:[0,0,1] ; encoding: [0xff,0x40,0x0c,0xd7",
    256000: "x05,0x00,0x3d,0xd6,0xc1,0x82,0xf1,0x07]\n\nv_mqsad_u32_u8 v[5:8], 0.5, 0.5, v[252:255]\n",
    272000: "lo       ; encoding: [0x05,0x00,0x58,0xd6,0x69,0xd2,0xf8,0x01]\n\nv_or3_b32 v5, vcc_lo, ttmp15, v3\n",
    288000: ",0x34,0x12,0xaf]\n\nv_readlane_b32 s5, v1, s2\n// GFX11: v_readlane_b32 s5, v1, s2               ; encoding:",
    304000: "               ; encoding: [0x05,0x00,0x0e,0xd7,0x01,0x04,0x00,0x00]\n\nv_sub_nc_i16 v5.l, s105, s105\n",
    320000: "b32 v5, s105, s2            ; encoding: [0x05,0x00,0x61,0xd7,0x69,0x04,0x00,0x00]\n\nv_writelane_b32 v5, vcc_lo, s2\n",
}
# the file's last two lines, which end it at 328222 chars
TAIL = "v_xor_b16 v255.h, 0xfe0b, vcc_hi\n// GFX11: [0xff,0x40,0x64,0xd7,0xff,0xd6,0x00,0x00,0x0b,0xfe,0x00,0x00]\n"
PAGES[328222 - len(TAIL)] = TAIL
TOTAL = 328222


def lines():
    out = []
    for name, ops in BLOCKS:
        for k, o in enumerate(ops):
            out.append((f"v_{name} {o}", name in BYTES_ONLY and k >= len(ops) - 3))
    return out


HEADER = """// NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --unique --version 5
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W64 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -filetype=null %s 2>&1 | FileCheck --check-prefix=W32-ERR --implicit-check-not=error: %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -filetype=null %s 2>&1 | FileCheck --check-prefix=W64-ERR --implicit-check-not=error: %s
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
    texts = [t for t, _ in ls]
    o32, e32 = run(texts, 32)
    o64, e64 = run(texts, 64)
    parts = [HEADER]
    for i, (t, bonly) in enumerate(ls):
        parts.append("\n" + t + "\n")
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
            parts.append(f"// W32-ERR: :[[@LINE-1]]:{e32[i][0]}: error: {e32[i][1]}\n"
                         f"// W64-ERR: :[[@LINE-2]]:{e64[i][0]}: error: {e64[i][1]}\n")
        else:
            parts.append(f"// W32: {a}\n// W64: {b}\n")
    return "".join(parts)


def check():
    text = rebuild()
    print("rebuilt", len(text), "chars; LLVM", TOTAL)
    ok = True
    for off in sorted(PAGES):
        want = PAGES[off]
        got = text[off:off + len(want)]
        if got != want:
            ok = False
            print(f"page {off}: MISMATCH\n  want {want[:120]!r}\n  got  {got[:120]!r}")
        else:
            print(f"page {off}: ok")
    return ok


def write(path):
    old = open(path).read().split("\n")
    first = old[0]
    new = [t for t, _ in lines()]
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
    elif "--check" in sys.argv:
        sys.exit(0 if check() else 1)
    else:
        for t, _ in lines():
            print(t)

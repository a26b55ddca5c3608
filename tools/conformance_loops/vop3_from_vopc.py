#!/usr/bin/env python3
"""Writes the opcode blocks of LLVM's gfx11_asm_vop3_from_vopc.s in the shape
its pages show: per v_cmp_*_e64 opcode (sorted by name), the operand lines of
its kind with a wave32 destination, the same with a wave64 destination, a
`null` line, then a few extras (16-bit: a vcc_lo/vcc line and the .h lines).

Usage (`x` first: the same for gfx11_asm_vop3_from_vopcx.s):
  vop3_from_vopc.py lines     instruction lines only, in LLVM's order
  vop3_from_vopc.py rebuild   LLVM's whole text: RUN header, each line with
                              the check lines llvm-mc-22 gives (W32/W64/GFX11
                              and W32-ERR/W64-ERR), as update_mc_test_checks
                              lays them out; compare with LLVM's pages.
"""
import re
import subprocess
import sys

FLOAT = ["eq", "f", "ge", "gt", "le", "lg", "lt", "neq", "nge", "ngt", "nle",
         "nlg", "nlt", "o", "t", "tru", "u"]
INT = ["eq", "f", "ge", "gt", "le", "lt", "ne", "t"]
INT16 = {"eq", "ge", "gt", "le", "lt", "ne"}  # f and t have no 16-bit form

W32D = ["s5"] * 10 + ["s105", "vcc_lo", "vcc_hi", "ttmp15"]
W64D = ["s[10:11]"] * 11 + ["s[104:105]", "vcc", "ttmp[14:15]"]
W32D64 = ["s5"] * 7 + ["s105", "vcc_lo", "vcc_hi", "ttmp15"]
W64D64 = ["s[10:11]"] * 8 + ["s[104:105]", "vcc", "ttmp[14:15]"]


def opcodes():
    names = []
    for t in ("f16", "f32", "f64"):
        names.append((f"class_{t}", "class" + t[1:]))
        names += [(f"{c}_{t}", "f" + t[1:]) for c in FLOAT]
    for c in INT:
        for s in "iu":
            for w in ("16", "32", "64"):
                if w == "16" and c not in INT16:
                    continue
                names.append((f"{c}_{s}{w}", "i" + w))
    return sorted(names)


# source pairs, one per wave32 destination (the wave64 ones take the same)
PAIRS = {
    "class16": [("v1.l", "v2.l"), ("v255.l", "v2.l"), ("s1", "v2.l"),
                ("s105", "v255.l"), ("vcc_lo", "s2"), ("vcc_hi", "s105"),
                ("ttmp15", "ttmp15"), ("m0", "src_scc"), ("exec_lo", "-1"),
                ("exec_hi", "null"), ("null", "exec_lo"), ("-1", "exec_hi"),
                ("0.5", "m0"), ("src_scc", "vcc_lo")],
    "class32": [("v1", "v2"), ("v255", "v255"), ("s1", "s2"),
                ("s105", "s105"), ("vcc_lo", "ttmp15"),
                ("vcc_hi", "0xaf123456"), ("ttmp15", "src_scc"),
                ("m0", "0.5"), ("exec_lo", "-1"), ("exec_hi", "null"),
                ("null", "exec_lo"), ("-1", "exec_hi"), ("0.5", "m0"),
                ("src_scc", "vcc_lo")],
    "class64": [("v[1:2]", "v2"), ("v[1:2]", "v255"), ("v[1:2]", "s2"),
                ("v[1:2]", "s105"), ("v[254:255]", "ttmp15"),
                ("s[2:3]", "vcc_hi"), ("s[104:105]", "vcc_lo"),
                ("vcc", "m0"), ("ttmp[14:15]", "exec_hi"),
                ("exec", "exec_lo"), ("null", "null"), ("-1", "-1"),
                ("0.5", "0.5"), ("-|src_scc|", "src_scc")],
    "f16": [("v1.l", "v2.l"), ("v255.l", "v255.l"), ("s1", "s2"),
            ("s105", "s105"), ("vcc_lo", "ttmp15"), ("vcc_hi", "0xfe0b"),
            ("ttmp15", "src_scc"), ("m0", "0.5"), ("exec_lo", "-1"),
            ("|exec_hi|", "null"), ("null", "exec_lo"), ("-1", "exec_hi"),
            ("0.5", "-m0"), ("-src_scc", "|vcc_lo|")],
    "f64": [("v[1:2]", "v[2:3]"), ("v[254:255]", "v[254:255]"),
            ("s[2:3]", "s[4:5]"), ("s[104:105]", "s[104:105]"),
            ("vcc", "ttmp[14:15]"), ("ttmp[14:15]", "0xaf123456"),
            ("-|exec|", "src_scc"), ("null", "0.5"), ("-1", "-1"),
            ("0.5", "null"), ("-|src_scc|", "-|exec|")],
}
PAIRS["f32"] = [(a.replace(".l", ""), b.replace(".l", "").replace("0xfe0b", "0xaf123456"))
                for a, b in PAIRS["f16"]]
PAIRS["f32"][1] = ("v255", "v255")


def strip_mods(x):
    return x.replace("-", "").replace("|", "") if x != "-1" else x


for k in ("16", "32", "64"):
    PAIRS["i" + k] = [(strip_mods(a), strip_mods(b)) for a, b in PAIRS["f" + k]]

NULL = {
    "class16": "-|0xfe0b|, vcc_hi",
    "class32": "-|0xaf123456|, vcc_hi",
    "class64": "0xaf123456, 0xaf123456",
    "f16": "-|0xfe0b|, -|vcc_hi| clamp",
    "f32": "-|0xaf123456|, -|vcc_hi| clamp",
    "f64": "0xaf123456, -|vcc| clamp",
    "i16": "0xfe0b, vcc_hi",
    "i32": "0xaf123456, vcc_hi",
    "i64": "0xaf123456, vcc",
}


def block(name, kind):
    op = f"v_cmp_{name}_e64"
    pairs = PAIRS[kind]
    d32, d64 = (W32D64, W64D64) if kind in ("f64", "i64") else (W32D, W64D)
    out = [f"{op} {d}, {a}, {b}" for d, (a, b) in zip(d32, pairs)]
    if kind == "class16":
        out.append(f"{op} s10, v1.l, 0.5")
    out += [f"{op} {d}, {a}, {b}" for d, (a, b) in zip(d64, pairs)]
    out.append(f"{op} null, {NULL[kind]}")
    if kind == "class16":
        out.append(f"{op} vcc_lo, 0.5, m0")
        h = [("v255.h", "v2.l"), ("s105", "v255.h")]
    elif kind == "f16":
        # v_cmp_t_f16's .h lines come in v_cmp_tru_f16's block, which has
        # no vcc_lo line
        if name != "tru_f16":
            out.append(f"{op} vcc_lo, 0.5, -m0")
        h = [] if name == "t_f16" else [("v1.h", "v2.l"), ("v255.l", "v255.h")]
        if name == "tru_f16":
            op = "v_cmp_t_f16_e64"
    elif kind == "i16":
        out += [f"{op} vcc_lo, 0x3800, m0", f"{op} vcc, 0x3800, m0"]
        h = [("v1.h", "v2.l"), ("v255.l", "v255.h")]
    else:
        h = []
    out += [f"{op} s5, {a}, {b}" for a, b in h]
    out += [f"{op} s[10:11], {a}, {b}" for a, b in h]
    return out


def lines():
    out = []
    for name, kind in opcodes():
        out += block(name, kind)
    return out


def lines_x():
    """gfx11_asm_vop3_from_vopcx.s (an older commit: 16-bit sources without
    .l/.h): per v_cmpx_*_e64 opcode the operand pairs of its kind, then the
    null line's sources (no destination), the class ones one more line; the
    v_cmpx_tru_* blocks are spelt v_cmpx_t_* (so the t_f* blocks come twice)."""
    out = []
    for name, kind in opcodes():
        op = f"v_cmpx_{name}_e64".replace("v_cmpx_tru_", "v_cmpx_t_")
        pairs = [(a.replace(".l", ""), b.replace(".l", "")) for a, b in PAIRS[kind]]
        out += [f"{op} {a}, {b}" for a, b in pairs]
        out.append(f"{op} {NULL[kind]}")
        if kind == "class16":
            out.append(f"{op} v1, 0.5")
    return out


HEADER_X = """// NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --version 5
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
"""

HEADER = """// NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --version 5
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W64 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -filetype=null %s 2>&1 | FileCheck --check-prefix=W32-ERR --implicit-check-not=error: %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -filetype=null %s 2>&1 | FileCheck --check-prefix=W64-ERR --implicit-check-not=error: %s
"""


def mc(src, attr):
    """Per line (1-based): ('ok', text) or ('err', col, message)."""
    r = subprocess.run(["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100",
                        "-mattr=" + attr, "-show-encoding"],
                       input=src, capture_output=True, text=True)
    errs = {}
    for m in re.finditer(r"^<stdin>:(\d+):(\d+): error: (.*)$", r.stderr, re.M):
        errs.setdefault(int(m.group(1)), (int(m.group(2)), m.group(3)))
    outs = [l[1:] for l in r.stdout.splitlines() if l.startswith("\t") and "encoding" in l]
    n = src.count("\n")
    res, it = {}, iter(outs)
    for i in range(1, n + 1):
        res[i] = ("err",) + errs[i] if i in errs else ("ok", next(it))
    assert next(it, None) is None
    return res


def checks(insts, w32attr="+wavefrontsize32,+real-true16",
           w64attr="+wavefrontsize64,+real-true16", pre32="W32", pre64="W64", both="GFX11"):
    src = "".join(l + "\n" for l in insts)
    a, b = mc(src, w32attr), mc(src, w64attr)
    blocks = []
    for i, l in enumerate(insts, 1):
        c = []
        if a[i][0] == "ok" and b[i][0] == "ok" and a[i][1] == b[i][1]:
            c.append(f"// {both}: {a[i][1]}")
        else:
            if a[i][0] == "ok":
                c.append(f"// {pre32}: {a[i][1]}")
            if b[i][0] == "ok":
                c.append(f"// {pre64}: {b[i][1]}")
        for p, r in ((pre32, a[i]), (pre64, b[i])):
            if r[0] == "err":
                c.append(f"// {p}-ERR: :[[@LINE-{len(c) + 1}]]:{r[1]}: error: {r[2]}")
        blocks.append("\n".join([l] + c) + "\n")
    return blocks


if __name__ == "__main__":
    if sys.argv[1:2] == ["x"]:
        insts = lines_x()
        if sys.argv[2:] == ["lines"]:
            print("\n".join(insts))
        else:
            sys.stdout.write(HEADER_X + "\n" + "\n".join(checks(insts)))
        sys.exit(0)
    insts = lines()
    if sys.argv[1:] == ["lines"]:
        print("\n".join(insts))
    else:
        text = HEADER + "\n" + "\n".join(checks(insts))
        # LLVM's checks print v_cmp_class_f16's .h sources without the op_sel
        # that llvm-mc-22 adds (same encoding)
        def unsel(m):
            inst = re.sub(r" op_sel:\[[01],[01],[01]\]$", "", m.group(2))
            return m.group(1) + inst.ljust(39) + " ;"
        text = re.sub(r"^(// W(?:32|64): )(v_cmp_class_f16_e64 [^;\n]*?) +;", unsel, text, flags=re.M)
        sys.stdout.write(text)

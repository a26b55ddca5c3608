#!/usr/bin/env python3
"""LLVM's llvm/test/MC/AMDGPU/gfx11_asm_vop3_dpp8_from_vop2-fake16.s
(@3ab4fbb4342187b86ac3b20d04be1b1ca101aac8, 40,050 chars, all three pages
read): its instruction lines in the file's order, fake16 syntax (v5, not
v5.l). Per VOP2 opcode with a VOP3 DPP8 form, alphabetically:
  carry ops (v_add/sub/subrev_co_ci_u32): ten lines (five wave32 SGPR forms,
    four wave64 pair forms, one null/clamp line);
  v_cndmask_b32: ten lines likewise;
  float ops: four lines (plain; |v1|, -v2 mul:2; -v1, |v2| mul:4 fi:1;
    v255 -|v255|, -|v255| clamp div:2 fi:0); v_cvt_pk(_)rtz_f16_f32 the same
    without omod; v_ldexp_f16 its own four;
  integer ops: three lines (plain; fi:1; v255 with clamp where the op has it).

--rebuild writes the file's text from them: the update_mc_test_checks NOTE,
the four RUN lines, then per line llvm-mc-22's -real-true16 text and
encoding in wave32 and wave64 ("// GFX11:" where both agree, else "// W32:"
and "// W64-ERR: :[[@LINE-2]]:COL: error: ..." or "// W32-ERR:
:[[@LINE-1]]..." and "// W64:"). Rebuilt, the text is 40,050 chars, the
file's length, and the text at the page starts 16,000 and 32,000 is the
pages'. --write FILE puts the RUN lines and instruction lines in FILE (its
first line kept).
"""
import os
import re
import subprocess
import sys

D = "dpp8:[7,6,5,4,3,2,1,0]"
Z = "dpp8:[0,0,0,0,0,0,0,0] fi:0"
OPS = [("add_co_ci_u32", "CO"), ("add_f16", "F"), ("add_f32", "F"),
       ("add_nc_u32", "IC"), ("and_b32", "I"), ("ashrrev_i32", "I"),
       ("cndmask_b32", "CND"), ("cvt_pk_rtz_f16_f32", "PK"),
       ("cvt_pkrtz_f16_f32", "PK"), ("fmac_f16", "F"), ("fmac_f32", "F"),
       ("ldexp_f16", "LD"), ("lshlrev_b32", "I"), ("lshrrev_b32", "I"),
       ("max_f16", "F"), ("max_f32", "F"), ("max_i32", "I"), ("max_u32", "I"),
       ("min_f16", "F"), ("min_f32", "F"), ("min_i32", "I"), ("min_u32", "I"),
       ("mul_dx9_zero_f32", "F"), ("mul_f16", "F"), ("mul_f32", "F"),
       ("mul_hi_i32_i24", "I"), ("mul_hi_u32_u24", "I"), ("mul_i32_i24", "IC"),
       ("mul_legacy_f32", "F"), ("mul_u32_u24", "IC"), ("or_b32", "I"),
       ("sub_co_ci_u32", "CO"), ("sub_f16", "F"), ("sub_f32", "F"),
       ("sub_nc_u32", "IC"), ("subrev_co_ci_u32", "CO"), ("subrev_f16", "F"),
       ("subrev_f32", "F"), ("subrev_nc_u32", "IC"), ("xnor_b32", "I"),
       ("xor_b32", "I")]


def lines():
    out = []
    for op, k in OPS:
        m = f"v_{op}_e64_dpp"
        if k == "CO":
            out += [f"{m} v5, s6, v1, v2, s3 {D}", f"{m} v5, s105, v1, v2, s105 {D}",
                    f"{m} v5, vcc_lo, v1, v2, vcc_hi {D}", f"{m} v5, vcc_hi, v1, v2, vcc_lo {D}",
                    f"{m} v5, ttmp15, v1, v2, ttmp15 {D} fi:1",
                    f"{m} v5, s[12:13], v1, v2, s[6:7] {D}", f"{m} v5, s[104:105], v1, v2, s[104:105] {D}",
                    f"{m} v5, vcc, v1, v2, vcc {D}", f"{m} v5, ttmp[14:15], v1, v2, ttmp[14:15] {D} fi:1",
                    f"{m} v255, null, v255, v255, null clamp {Z}"]
        elif k == "CND":
            out += [f"{m} v5, v1, v2, s3 {D}", f"{m} v5, v1, v2, s105 {D}", f"{m} v5, v1, v2, vcc_hi {D}",
                    f"{m} v5, |v1|, -v2, vcc_lo {D}", f"{m} v5, -v1, |v2|, ttmp15 {D} fi:1",
                    f"{m} v5, v1, v2, s[6:7] {D}", f"{m} v5, v1, v2, s[104:105] {D}",
                    f"{m} v5, |v1|, -v2, vcc {D}", f"{m} v5, -v1, |v2|, ttmp[14:15] {D} fi:1",
                    f"{m} v255, -|v255|, -|v255|, null {Z}"]
        elif k == "F":
            out += [f"{m} v5, v1, v2 {D}", f"{m} v5, |v1|, -v2 mul:2 {D}",
                    f"{m} v5, -v1, |v2| mul:4 {D} fi:1",
                    f"{m} v255, -|v255|, -|v255| clamp div:2 {Z}"]
        elif k == "PK":
            out += [f"{m} v5, v1, v2 {D}", f"{m} v5, |v1|, -v2 {D}",
                    f"{m} v5, -v1, |v2| {D} fi:1", f"{m} v255, -|v255|, -|v255| clamp {Z}"]
        elif k == "LD":
            out += [f"{m} v5, v1, v2 {D}", f"{m} v5, v1, v2 mul:2 {D}",
                    f"{m} v5, v1, v2 mul:4 {D} fi:1", f"{m} v255, -|v255|, v255 clamp div:2 {Z}"]
        else:
            cl = " clamp" if k == "IC" else ""
            out += [f"{m} v5, v1, v2 {D}", f"{m} v5, v1, v2 {D} fi:1", f"{m} v255, v255, v255{cl} {Z}"]
    return out


def asm(ls, attr):
    """Per line: ("o", text, encoding) or ("e", column, message)."""
    r = subprocess.run(["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=" + attr,
                        "-show-encoding"], input="".join(l + "\n" for l in ls),
                       capture_output=True, text=True)
    errs = {}
    for m in re.finditer(r"<stdin>:(\d+):(\d+): error: (.*)", r.stderr):
        errs.setdefault(int(m.group(1)) - 1, (m.group(2), m.group(3)))
    outs = [o for o in r.stdout.splitlines() if "; encoding: [" in o]
    res = []
    j = 0
    for k in range(len(ls)):
        if k in errs:
            res.append(("e",) + errs[k])
        else:
            i, e = outs[j].split(" ; encoding: [", 1)
            res.append(("o", " ".join(i.split()), e.rstrip("]")))
            j += 1
    return res


HEAD = ["// NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --unique --version 5",
        "// RUN: not llvm-mc -triple=amdgpu11.00 -mattr=+wavefrontsize32,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s",
        "// RUN: not llvm-mc -triple=amdgpu11.00 -mattr=+wavefrontsize64,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W64 %s",
        "// RUN: not llvm-mc -triple=amdgpu11.00 -mattr=+wavefrontsize32,-real-true16 -filetype=null %s 2>&1 | FileCheck --check-prefixes=W32-ERR --implicit-check-not=error: %s",
        "// RUN: not llvm-mc -triple=amdgpu11.00 -mattr=+wavefrontsize64,-real-true16 -filetype=null %s 2>&1 | FileCheck --check-prefixes=W64-ERR --implicit-check-not=error: %s"]


def rebuild(ls):
    a = asm(ls, "+wavefrontsize32,-real-true16")
    b = asm(ls, "+wavefrontsize64,-real-true16")
    blocks = []
    for l, x, y in zip(ls, a, b):
        if x[0] == "o" and y[0] == "o" and x[1:] == y[1:]:
            c = [f"// GFX11: {x[1]} ; encoding: [{x[2]}]"]
        elif x[0] == "o" and y[0] == "e":
            c = [f"// W32: {x[1]} ; encoding: [{x[2]}]", f"// W64-ERR: :[[@LINE-2]]:{y[1]}: error: {y[2]}"]
        elif x[0] == "e" and y[0] == "o":
            c = [f"// W32-ERR: :[[@LINE-1]]:{x[1]}: error: {x[2]}", f"// W64: {y[1]} ; encoding: [{y[2]}]"]
        else:
            c = ["??"]
        blocks.append("\n".join([l] + c))
    return "\n".join(HEAD) + "\n\n" + "\n\n".join(blocks) + "\n"


if __name__ == "__main__":
    ls = lines()
    if "--write" in sys.argv:
        path = sys.argv[sys.argv.index("--write") + 1]
        first = open(path).read().split("\n")[0] if os.path.exists(path) else "//"
        run = [h.replace("-triple=amdgpu11.00", "-triple=amdgcn -mcpu=gfx1100") for h in HEAD[1:3]]
        open(path, "w").write("\n".join([first] + run + ls) + "\n")
    t = rebuild(ls)
    if "--rebuild" in sys.argv:
        sys.stdout.write(t)
    print(len(ls), "lines,", len(t), "chars", file=sys.stderr)

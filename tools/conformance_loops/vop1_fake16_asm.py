#!/usr/bin/env python3
"""The six small fake16 twins of the VOP1 assembler tests (their RUN lines
pass -mattr=-real-true16), each read whole (one page each):

  gfx11_asm_vop1-fake16.s                @15ea0f36, 6,875 chars, 105 lines
  gfx11_asm_vop1_dpp16-fake16.s          @01a82e72, 3,254 chars, 28 lines
  gfx11_asm_vop1_dpp8-fake16.s           @15ea0f36, 2,394 chars, 21 lines
  gfx11_asm_vop1_t16_err-fake16.s        @15ea0f36, 3,474 chars, 29 lines (errors)
  gfx11_asm_vop3_dpp16_from_vop1-fake16.s @15ea0f36, 12,266 chars, 98 lines
  gfx11_asm_vop3_dpp8_from_vop1-fake16.s  @10359153, 3,827 chars, 28 lines

This writes their instruction lines in each file's order (the f16 VOP1
opcodes floor, ceil, rcp, sqrt, rsq, log, exp over the operand shapes the
pages show) and rebuilds each file's text from them: the RUN lines, then per
line a blank line, the line and llvm-mc-22's "// GFX11: encoding: [...]" (or
"// GFX11: :[[@LINE-1]]:{{[0-9]+}}: error: ..." in the error test) with
-mattr=+wavefrontsize32,-real-true16 (the two VOP3 files write
"// GFX11: [...]" without "encoding:"). Each rebuild has its file's exact
length, and the whole text was read.

Usage: vop1_fake16_asm.py --write     the four corpus files' lines (first lines kept)
       vop1_fake16_asm.py --rebuild   prints each file's rebuilt length
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DIR = os.path.join(ROOT, "crates/amdgpu/tests/conformance/llvm-mc-gfx11")
MARK = "s_ttracedata_imm 0xbeef"

SRC = ["v1", "v127", "s1", "s105", "vcc_lo", "vcc_hi", "ttmp15", "m0", "exec_lo", "exec_hi",
       "null", "-1", "0.5", "src_scc"]
OPS = ["floor", "ceil", "rcp", "sqrt", "rsq", "log", "exp"]
DPP = ["quad_perm:[3,2,1,0]", "quad_perm:[0,1,2,3]", "row_mirror", "row_half_mirror", "row_shl:1",
       "row_shl:15", "row_shr:1", "row_shr:15", "row_ror:1", "row_ror:15",
       "row_share:0 row_mask:0xf bank_mask:0xf", "row_share:15 row_mask:0x0 bank_mask:0x1",
       "row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0"]
RUN1 = "// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-real-true16 -show-encoding %s | FileCheck --check-prefix{} %s"


def vop1():
    out = []
    for op in OPS:
        out += [f"v_{op}_f16 v5, {s}" for s in SRC]
        if op != "rsq":
            out.append(f"v_{op}_f16 v127, 0xfe0b")
        if op == "floor":
            out.append("v_floor_f32 v5, v1")
    return out


def dpp16():
    out = []
    for op in ["floor", "ceil"]:
        out += [f"v_{op}_f16 v5, v1 {c}" for c in DPP]
        out.append(f"v_{op}_f16 v127, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1")
    return out


def dpp8():
    out = []
    for op in OPS:
        out += [f"v_{op}_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]",
                f"v_{op}_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1",
                f"v_{op}_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0"]
    return out


def t16err():
    out = []
    for op in OPS:
        out += [f"v_{op}_f16_e32 v128, 0xfe0b", f"v_{op}_f16_e32 v255, v1", f"v_{op}_f16_e32 v5, v199"]
        if op in ("floor", "ceil"):
            out += [f"v_{op}_f16_e32 v255, v1 quad_perm:[3,2,1,0]", f"v_{op}_f16_e32 v5, v199 quad_perm:[3,2,1,0]",
                    f"v_{op}_f16_e32 v255, v1 dpp8:[7,6,5,4,3,2,1,0]", f"v_{op}_f16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]"]
    return out


E64 = ["ceil", "floor", "rcp", "sqrt", "rsq", "log", "exp"]


def vop3_dpp16():
    out = []
    for op in E64:
        out += [f"v_{op}_f16_e64_dpp v5, v1 {c}" for c in DPP[:11]]
        out += [f"v_{op}_f16_e64_dpp v5, v1 mul:2 {DPP[11]}", f"v_{op}_f16_e64_dpp v5, v1 mul:4 {DPP[12]}",
                f"v_{op}_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1"]
    return out


def vop3_dpp8():
    out = []
    for op in E64:
        out += [f"v_{op}_f16_e64_dpp v5, v1 dpp8:[7,6,5,4,3,2,1,0]",
                f"v_{op}_f16_e64_dpp v5, v1 mul:2 dpp8:[7,6,5,4,3,2,1,0]",
                f"v_{op}_f16_e64_dpp v5, v1 mul:4 dpp8:[7,6,5,4,3,2,1,0] fi:1",
                f"v_{op}_f16_e64_dpp v255, -|v255| clamp div:2 dpp8:[0,0,0,0,0,0,0,0] fi:0"]
    return out


# corpus file, LLVM length, RUN lines, lines
FILES = [
    ("gfx11_asm_vop1-fake16.s", 6875, [RUN1.format("=GFX11")], vop1),
    ("gfx11_asm_vop1_dpp16-fake16.s", 3254, [
        "// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-real-true16,+wavefrontsize32,-wavefrontsize64 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s",
        "// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-real-true16,-wavefrontsize32,+wavefrontsize64 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s"], dpp16),
    ("gfx11_asm_vop1_dpp8-fake16.s", 2394, [RUN1.format("es=GFX11")], dpp8),
    ("gfx11_asm_vop1_t16-fake16_err.s", 3474, [
        "// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-real-true16 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=error: %s"], t16err),
    ("gfx11_asm_vop3_dpp16_from_vop1-fake16.s", 12266, [RUN1.format("es=GFX11")], vop3_dpp16),
    ("gfx11_asm_vop3_dpp8_from_vop1-fake16.s", 3827, [
        "// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-real-true16,+wavefrontsize32 -show-encoding %s | FileCheck --check-prefix=GFX11 %s"], vop3_dpp8),
]


def assemble(lines):
    src = "".join(f"{l}\n{MARK}\n" for l in lines)
    r = subprocess.run(["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=+wavefrontsize32,-real-true16",
                        "-show-encoding"], input=src, capture_output=True, text=True)
    errs = {}
    for m in re.finditer(r"<stdin>:(\d+):\d+: error: (.*)", r.stderr):
        errs.setdefault((int(m.group(1)) - 1) // 2, m.group(2))
    groups, cur = [], []
    for o in r.stdout.splitlines():
        if "; encoding: [" not in o:
            continue
        inst, enc = o.split("; encoding: [", 1)
        if inst.strip() == MARK:
            groups.append(cur)
            cur = []
        else:
            cur.append(enc.rstrip("]"))
    return [("error", errs[k]) if k in errs else ("ok", ",".join(groups[k])) for k in range(len(lines))]


def rebuild(run, lines, bare=False):
    text = "".join(r + "\n" for r in run)
    for line, (kind, v) in zip(lines, assemble(lines)):
        if kind == "ok":
            text += f"\n{line}\n// GFX11: {'' if bare else 'encoding: '}[{v}]\n"
        else:
            text += f"\n{line}\n// GFX11: :[[@LINE-1]]:{{{{[0-9]+}}}}: error: {v}\n"
    return text


if __name__ == "__main__":
    for name, length, run, gen in FILES:
        path = os.path.join(DIR, name)
        if "--write" in sys.argv:
            first = open(path).read().split("\n")[0]
            open(path, "w").write("\n".join([first] + run + gen()) + "\n")
        text = rebuild(run, gen(), bare="_from_" in name)
        print(name, len(gen()), "lines,", len(text), "chars, LLVM", length, "OK" if len(text) == length else "DIFFERENT")

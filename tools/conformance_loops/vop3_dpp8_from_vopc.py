#!/usr/bin/env python3
"""Writes the opcode blocks of LLVM's gfx11_asm_vop3_dpp8_from_vopc.s in the
shape its pages show: per VOPC opcode with a DPP form (the opcode list of
vop3_dpp16_from_vopc.py, in name order), five wave32 lines (sdst s5, s105,
vcc_lo, vcc_hi, ttmp15; the last with fi:1), four wave64 ones (s[10:11],
s[104:105], vcc, ttmp[14:15]; the last with fi:1) and one `null` line with
dpp8:[0,0,0,0,0,0,0,0] fi:0; float compares put |v1|,-v2 on the vcc_hi/vcc
lines, -v1,|v2| on the ttmp ones and -|v255|,-|v255| clamp on the null line,
class ones only -|v255| on the null line, integer ones no modifiers.

Usage: vop3_dpp8_from_vopc.py            (instruction lines)
       vop3_dpp8_from_vopc.py --rebuild  (LLVM's text: RUN lines, each line
                                          with llvm-mc-22's check lines)
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from vop3_dpp16_from_vopc import opcodes  # noqa: E402

MC = os.environ.get("LLVM_MC", "llvm-mc-22")
D8 = "dpp8:[7,6,5,4,3,2,1,0]"
RUN = """// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=-wavefrontsize32,+wavefrontsize64 -show-encoding %s | FileCheck --check-prefixes=GFX11,W64 %s
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 %s 2>&1 | FileCheck --check-prefix=W32-ERR --implicit-check-not=error: %s
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=-wavefrontsize32,+wavefrontsize64 %s 2>&1 | FileCheck --check-prefix=W64-ERR --implicit-check-not=error: %s
"""


def block(name, kind):
    """(line, wave) pairs: wave 32, 64 or 0 (both)."""
    op = f"v_cmp_{name}_e64_dpp"
    fl = kind == "float"
    a1, b1 = ("|v1|", "-v2") if fl else ("v1", "v2")
    a2, b2 = ("-v1", "|v2|") if fl else ("v1", "v2")
    out = [(f"{op} s5, v1, v2 {D8}", 32), (f"{op} s105, v1, v2 {D8}", 32),
           (f"{op} vcc_lo, v1, v2 {D8}", 32),
           (f"{op} vcc_hi, {a1}, {b1} {D8}", 32),
           (f"{op} ttmp15, {a2}, {b2} {D8} fi:1", 32),
           (f"{op} s[10:11], v1, v2 {D8}", 64),
           (f"{op} s[104:105], v1, v2 {D8}", 64),
           (f"{op} vcc, {a1}, {b1} {D8}", 64),
           (f"{op} ttmp[14:15], {a2}, {b2} {D8} fi:1", 64)]
    z = "dpp8:[0,0,0,0,0,0,0,0] fi:0"
    if fl:
        out.append((f"{op} null, -|v255|, -|v255| clamp {z}", 0))
    elif kind == "class":
        out.append((f"{op} null, -|v255|, v255 {z}", 0))
    else:
        out.append((f"{op} null, v255, v255 {z}", 0))
    return out


def lines():
    for name, kind in opcodes():
        yield from block(name, kind)


def encode(text, wave):
    attr = "+wavefrontsize32,-wavefrontsize64" if wave == 32 else "-wavefrontsize32,+wavefrontsize64"
    out = subprocess.run([MC, "-arch=amdgcn", "-mcpu=gfx1100", f"-mattr={attr}", "-show-encoding"],
                         input=text, capture_output=True, text=True).stdout
    return [l.split("encoding: ")[1] for l in out.splitlines() if "encoding:" in l]


def rebuild():
    ls = list(lines())
    text = "".join(l + "\n" for l, _ in ls)
    e32, e64 = iter(encode(text, 32)), iter(encode(text, 64))
    out = [RUN]
    for l, w in ls:
        out.append("\n" + l + "\n")
        if w == 0:
            a = next(e32); b = next(e64)
            assert a == b
            out.append(f"// GFX11: {a}\n")
        elif w == 32:
            out.append(f"// W32: {next(e32)}\n// W64-ERR: :[[@LINE-2]]:{{{{[0-9]+}}}}: error: invalid operand for instruction\n")
        else:
            out.append(f"// W64: {next(e64)}\n// W32-ERR: :[[@LINE-2]]:{{{{[0-9]+}}}}: error: invalid operand for instruction\n")
    return "".join(out)


if __name__ == "__main__":
    if "--rebuild" in sys.argv:
        sys.stdout.write(rebuild())
    else:
        for l, _ in lines():
            print(l)

#!/usr/bin/env python3
"""LLVM's llvm/test/MC/AMDGPU/gfx11_asm_vop2-fake16.s
(@0191d3acf375c89b82b1f2e58d61d96d39e0230a, 72,208 chars, all five pages
read): its instruction lines in the file's order, fake16 syntax. They are
the lines vop2.py writes for gfx11_asm_vop2.s with the true16 opcodes
(v_add_f16, v_sub_f16) written like the other 16-bit ones: 32-bit register
names and no .h lines. Per VOP2 opcode in name order, 14 lines over src0 and
one with the literal (the carry and cndmask opcodes with vcc_lo and vcc).

--rebuild writes the file's text from them: the four RUN lines, then per
line llvm-mc-22's -real-true16 encodings in wave32 and wave64 in the file's
layout ("// GFX11: encoding:" where both agree, else "// W32: encoding:" and
"// W64-ERR: :[[@LINE-2]]:{{[0-9]+}}: error: ..." or the other way round).
Rebuilt, the text is 72,208 chars, the file's length, and the text at each
page start is the page's (with the file's inline 0.5 for v_pk_fmac_f16,
which llvm-mc-22 writes as the literal 0x3800). --write FILE puts the lines in FILE (its first
line kept).
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vop2  # noqa: E402

MARK = "s_ttracedata_imm 0xbeef"


def lines():
    out = []
    for name in sorted(vop2.OPS):
        kind = vop2.OPS[name]
        out += vop2.block(name, "b16" if kind == "t16" else kind)
    return out


def asm(ls, attr):
    src = "".join(f"{l}\n{MARK}\n" for l in ls)
    r = subprocess.run(["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=" + attr, "-show-encoding"],
                       input=src, capture_output=True, text=True)
    errs = {}
    for m in re.finditer(r"<stdin>:(\d+):\d+: error: (.*)", r.stderr):
        errs.setdefault((int(m.group(1)) - 1) // 2, m.group(2))
    g = []
    cur = []
    for o in r.stdout.splitlines():
        if "; encoding: [" not in o:
            continue
        i, e = o.split("; encoding: [", 1)
        if i.strip() == MARK:
            g.append(cur)
            cur = []
        else:
            cur.append(e.rstrip("]"))
    return [("e", errs[k]) if k in errs else ("o", ",".join(g[k])) for k in range(len(ls))]


RUN = ["// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s",
       "// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W64 %s",
       "// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-real-true16 -filetype=null %s 2>&1 | FileCheck --check-prefix=W32-ERR --implicit-check-not=error: %s",
       "// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -filetype=null %s 2>&1 | FileCheck --check-prefix=W64-ERR --implicit-check-not=error: %s"]


def rebuild(ls):
    a = asm(ls, "+wavefrontsize32,-real-true16")
    b = asm(ls, "+wavefrontsize64,-real-true16")
    t = "".join(r + "\n" for r in RUN)
    E = ":[[@LINE-2]]:{{[0-9]+}}: error: "
    for l, (ka, va), (kb, vb) in zip(ls, a, b):
        t += f"\n{l}\n"
        if ka == "o" and kb == "o" and va == vb:
            t += f"// GFX11: encoding: [{va}]\n"
        elif ka == "o" and kb == "e":
            t += f"// W32: encoding: [{va}]\n// W64-ERR: {E}{vb}\n"
        elif kb == "o" and ka == "e":
            t += f"// W64: encoding: [{vb}]\n// W32-ERR: {E}{va}\n"
        else:
            t += "??\n"
    # The one line where llvm-mc-22 and the file part (as in vop2.py): the file has 0.5 inline for
    # v_pk_fmac_f16 (src0 0xf0); llvm-mc-22 writes it as the literal 0x3800.
    mine = "v_pk_fmac_f16 v5, 0.5, v2\n// GFX11: encoding: [0xff,0x04,0x0a,0x78,0x00,0x38,0x00,0x00]"
    assert mine in t
    return t.replace(mine, "v_pk_fmac_f16 v5, 0.5, v2\n// GFX11: encoding: [0xf0,0x04,0x0a,0x78]")


if __name__ == "__main__":
    ls = lines()
    if "--write" in sys.argv:
        path = sys.argv[sys.argv.index("--write") + 1]
        first = open(path).read().split("\n")[0] if os.path.exists(path) else "//"
        open(path, "w").write("\n".join([first] + RUN[:2] + ls) + "\n")
    t = rebuild(ls)
    if "--rebuild" in sys.argv:
        sys.stdout.write(t)
    print(len(ls), "lines,", len(t), "chars", file=sys.stderr)

#!/usr/bin/env python3
"""LLVM's llvm/test/MC/AMDGPU/gfx11_asm_vop3_from_vop2-fake16.s
(@1b5435ad0b66b71764937314b9e8da9e2d216019, 109,673 chars, every page read):
its instruction lines in the file's order, fake16 syntax. They are the lines
vop3_from_vop2.py writes for gfx11_asm_vop3_from_vop2.s with the true16
opcodes (v_add_f16, v_sub_f16, v_subrev_f16) written like the other float
ones (32-bit register names, no op_sel .h lines).

--rebuild writes the file's text (the file's NOTE and -real-true16 RUN
lines, then per line llvm-mc-22's check lines as mc_rebuild.assemble gives
them, in update_mc_test_checks' order W32, W32-ERR, W64, W64-ERR, with
"[[@LINE-n]]" counted from the instruction line): 109,673 chars, the file's
length, and the text at each page start is the page's. --write FILE puts the RUN lines and the
instruction lines in FILE (its first line kept).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mc_rebuild as mr  # noqa: E402
import vop3_from_vop2 as v  # noqa: E402

HEADER = v.HEADER.replace("+real-true16", "-real-true16")
RUNS = [("W32", "+wavefrontsize32,-real-true16"), ("W64", "+wavefrontsize64,-real-true16")]


def lines():
    out = []
    for name in sorted(v.OPS):
        kind = v.OPS[name]
        out += v.block(name, "float" if kind == "t16" else kind)
    return out


def rebuild(ls):
    a = mr.assemble(ls, RUNS[0][1])
    b = mr.assemble(ls, RUNS[1][1])
    out = [HEADER]
    for line, x, y in zip(ls, a, b):
        block = [line]
        if x == y and x[0] == "ok":
            block.append("// GFX11: " + x[1])
        else:
            for p, r in (("W32", x), ("W64", y)):
                if r[0] == "ok":
                    block.append("// %s: %s" % (p, r[1]))
                else:
                    block.append("// %s-ERR: :[[@LINE-%d]]:%d: error: %s" % (p, len(block), r[1], r[2]))
        out.append("\n".join(block) + "\n")
    return "\n".join(out)


if __name__ == "__main__":
    ls = lines()
    if "--write" in sys.argv:
        path = sys.argv[sys.argv.index("--write") + 1]
        first = open(path).read().split("\n")[0] if os.path.exists(path) else "//"
        open(path, "w").write("\n".join([first] + HEADER.splitlines()[1:3] + ls) + "\n")
    t = rebuild(ls)
    if "--rebuild" in sys.argv:
        sys.stdout.write(t)
    print(len(ls), "lines,", len(t), "chars", file=sys.stderr)

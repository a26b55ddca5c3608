#!/usr/bin/env python3
"""LLVM's llvm/test/MC/AMDGPU/gfx11_asm_vop3_dpp16_from_vop2-fake16.s
(@6d3e8a9bfbe0622be2eb31242706924edb6458fd, 145,791 chars, every page read):
its instruction lines in the file's order, fake16 syntax. They are the lines
vop3_dpp16_from_vop2.py writes for gfx11_asm_vop3_dpp16_from_vop2.s with the
true16 opcodes (v_add_f16, v_sub_f16, v_subrev_f16) written like the other
float ones (32-bit register names, no .h lines).

--rebuild writes the file's text (mc_rebuild.asm_text with the file's NOTE
and -real-true16 RUN lines; this file puts a run's error line after the
other run's text, as asm_text does): 145,791 chars, the file's length, and
the text at each page start is the page's. --write FILE puts the RUN lines
and the instruction lines in FILE (its first line kept).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mc_rebuild as mr  # noqa: E402
import vop3_dpp16_from_vop2 as v  # noqa: E402

HEADER = v.HEADER.replace("+real-true16", "-real-true16")
RUNS = [("W32", "+wavefrontsize32,-real-true16"), ("W64", "+wavefrontsize64,-real-true16")]


def lines():
    out = []
    for name in sorted(v.OPS):
        kind = v.OPS[name]
        out += v.block(name, "float" if kind == "t16" else kind)
    return out


if __name__ == "__main__":
    ls = lines()
    if "--write" in sys.argv:
        path = sys.argv[sys.argv.index("--write") + 1]
        first = open(path).read().split("\n")[0] if os.path.exists(path) else "//"
        open(path, "w").write("\n".join([first] + HEADER.splitlines()[1:3] + ls) + "\n")
    t = mr.asm_text(HEADER, ls, RUNS)
    if "--rebuild" in sys.argv:
        sys.stdout.write(t)
    print(len(ls), "lines,", len(t), "chars", file=sys.stderr)

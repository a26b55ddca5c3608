#!/usr/bin/env python3
"""LLVM's gfx11_dasm_vop2.txt (at 0174984e, the older layout: check lines
above each byte line, no real-true16 runs) holds the encodings of the lines
of gfx11_asm_vop2.s (as vop2.py writes them) in the same order, less the
aliases, the wave32 carry/cndmask forms (they encode as the wave64 ones) and
the true16-only lines.

Usage: vop2_dasm.py [--check [offsets] | --write NOTE]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mc_rebuild as mr  # noqa: E402
import vop2 as asm  # noqa: E402

W64 = "+wavefrontsize64,+real-true16"
ALIASES = {"cvt_pkrtz_f16_f32", "dot2c_f32_f16", "fmac_legacy_f32", "mul_legacy_f32"}


def asm_lines():
    out = []
    for name in sorted(asm.OPS):
        if name in ALIASES:
            continue
        kind = asm.OPS[name]
        for l in asm.block(name, kind):
            if ".h" in l or "v127.l, 0.5" in l:
                continue
            out.append(l)
    return out


def byte_lines():
    out = []
    for l, b in zip(asm_lines(), mr.bytes_of(asm_lines(), W64)):
        if l == "v_pk_fmac_f16 v5, 0.5, v2":
            b = "0xf0,0x04,0x0a,0x78"  # the encoding LLVM's assembler test gives it (llvm-mc-22 makes a literal)
        if b is not None:
            out.append(b)
    return out


HEADER = """# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W32 %s
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-WavefrontSize32,+WavefrontSize64 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W64 %s
"""
# llvm-mc-22 disassembles gfx1100 to real true16 by default; this version of the test predates that, so the
# rebuild runs it with -real-true16.
RUNS = [(["GFX11", "W32"], "-real-true16"), (["GFX11", "W64"], "-WavefrontSize32,+WavefrontSize64,-real-true16")]
TOTAL = 81788
NAME = "gfx11_dasm_vop2.txt"
COMMIT = "0174984e119693494bd175704f8baf720dde1e33"

if __name__ == "__main__":
    bl = byte_lines()
    if "--check" in sys.argv:
        text = mr.dasm_text(HEADER, bl, RUNS, checks_first=True,
                           align=(49, lambda c: "v_cndmask_b32" in c))
        open("/tmp/mc21_" + NAME, "w").write(text)
        mr.page_starts(text, TOTAL, [int(a) for a in sys.argv[2:]] or range(0, TOTAL, 16000))
    elif "--write" in sys.argv:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../crates/amdgpu/tests/conformance/"
                            "llvm-mc-gfx11/" + NAME)
        first = ("# source: llvm/llvm-project llvm/test/MC/Disassembler/AMDGPU/%s @%s, chars 0-%d of %d (whole: %s; "
                 "RUN and byte lines, check lines omitted; the byte lines are written by "
                 "tools/conformance_loops/vop2_dasm.py, whose rebuild of LLVM's text with llvm-mc-22's check lines is "
                 "%d chars long and matches the start of every page read) -- then the earlier sweep lines of this "
                 "file (tools/gen_dasm_sweeps.py e32) that LLVM's do not hold" % (NAME, COMMIT, TOTAL, TOTAL, sys.argv[2], TOTAL))
        print(mr.write_corpus(path, first, HEADER.splitlines(), bl, comment="#"))
    else:
        print("\n".join(bl))

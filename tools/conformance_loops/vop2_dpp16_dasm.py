#!/usr/bin/env python3
"""LLVM's gfx11_dasm_vop2_dpp16.txt (at 09b78655, the older layout: check
lines above each byte line, fake16 disassembly) holds the encodings of the
lines of gfx11_asm_vop2_dpp16.s (as vop2_dpp16.py writes them) in the same
order, less the aliases, the wave32 carry/cndmask forms (they encode as the
wave64 ones) and the true16-only lines; its row_xmask:0 lines have
bound_ctrl clear, its closing lines bound_ctrl and fi set.

Usage: vop2_dpp16_dasm.py [--check [offsets] | --write NOTE]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mc_rebuild as mr  # noqa: E402
import vop2  # noqa: E402
import vop2_dpp16 as asm  # noqa: E402

W64 = "+wavefrontsize64,+real-true16"
ALIASES = {"cvt_pkrtz_f16_f32", "dot2c_f32_f16", "mul_legacy_f32"}
X0 = "row_xmask:0 row_mask:0x1 bank_mask:0x3"
X15 = "row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:1 fi:1"


def asm_lines():
    out = []
    for name in sorted(vop2.OPS):
        if name in asm.NO_DPP or name in ALIASES:
            continue
        for l in asm.block(name, vop2.OPS[name]):
            if ".h" in l or "v127.l, v127.l, v127.l" in l:
                continue
            for a in (asm.X0, asm.X0T):
                if l.endswith(a):
                    l = l[: -len(a)] + X0
            for a in (asm.X15, asm.X15T):
                if l.endswith(a):
                    l = l[: -len(a)] + X15
            # the cndmask source-modifier lines here have the full row and bank masks
            out.append(l.replace("row_mask:0x0 bank_mask:0x0 bound_ctrl:0", "row_mask:0xf bank_mask:0xf"))
    return out


def byte_lines():
    # the wave32 carry/cndmask lines fail in wave64 and drop out here
    return [b for b in mr.bytes_of(asm_lines(), W64) if b is not None]


HEADER = """# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W32 %s
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W64 %s
"""
# this version predates real true16 disassembly, so the rebuild runs llvm-mc-22 with -real-true16
RUNS = [(["GFX11", "W32"], "-real-true16"), (["GFX11", "W64"], "+wavefrontsize64,-real-true16")]
TOTAL = 107075
NAME = "gfx11_dasm_vop2_dpp16.txt"
COMMIT = "09b7865558776b565f7fff0a8d534b5a77bb6252"

if __name__ == "__main__":
    bl = byte_lines()
    if "--check" in sys.argv:
        text = mr.dasm_text(HEADER, bl, RUNS, checks_first=True)
        open("/tmp/mc21_" + NAME, "w").write(text)
        mr.page_starts(text, TOTAL, [int(a) for a in sys.argv[2:]] or range(0, TOTAL, 16000))
    elif "--write" in sys.argv:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../crates/amdgpu/tests/conformance/"
                            "llvm-mc-gfx11/" + NAME)
        first = ("# source: llvm/llvm-project llvm/test/MC/Disassembler/AMDGPU/%s @%s, chars 0-%d of %d (whole: %s; "
                 "RUN and byte lines, check lines omitted; the byte lines are written by "
                 "tools/conformance_loops/vop2_dpp16_dasm.py, whose rebuild of LLVM's text with llvm-mc-22's check "
                 "lines is %d chars long and matches the start of every page read) -- then the earlier lines of this "
                 "file that LLVM's do not hold" % (NAME, COMMIT, TOTAL, TOTAL, sys.argv[2], TOTAL))
        print(mr.write_corpus(path, first, HEADER.splitlines(), bl, comment="#"))
    else:
        print("\n".join(bl))

#!/usr/bin/env python3
"""Writes the byte lines of LLVM's gfx11_dasm_vop3_dpp16_from_vopcx.txt (@00983f8b) in the shape its
pages show: the lines of gfx11_dasm_vop3_dpp16_from_vopc.txt (vop3_dpp16_from_vopc_dasm.py) as
v_cmpx, without a destination, assembled by llvm-mc-22. This older file has its check line before
the byte line, two RUN lines (wave32, wave64) sharing the prefix GFX11, and no true16 text.

Usage: vop3_dpp16_from_vopcx_dasm.py bytes | rebuild | write READ"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dasm_rebuild as dr  # noqa: E402
import vop3_dpp16_from_vopc_dasm as vc  # noqa: E402

HEADER = ("# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11 %s\n"
          "# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-WavefrontSize32,+WavefrontSize64 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11 %s\n")


# The file ends with two lines whose destination byte is not exec (0x7e), each after the comment
# NOTE: "dst value does not affect disassembly".
NOTE = "# Check that dst value does not affect disassembly\n"
DST = ["0x00,0x00,0x98,0xd4,0xfa,0x04,0x02,0x00,0x01,0x50,0x01,0xff",
       "0xff,0x00,0x98,0xd4,0xfa,0x04,0x02,0x00,0x01,0x50,0x01,0xff"]


def bytelines():
    return vc.bytelines(cmpx=True) + DST


def rebuild():
    lines = bytelines()
    w32 = dr.disassemble(lines, "-real-true16")
    w64 = dr.disassemble(lines, "+wavefrontsize64,-real-true16")
    assert w32 == w64
    n = len(lines) - len(DST)
    return HEADER + "".join(f"\n{NOTE if i >= n else ''}# GFX11: {o}\n{b}\n"
                            for i, (b, o) in enumerate(zip(lines, w32)))


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "bytes":
        print("\n".join(bytelines()))
    elif cmd == "rebuild":
        sys.stdout.write(rebuild())
    elif cmd == "write":
        path = "crates/amdgpu/tests/conformance/llvm-mc-gfx11/gfx11_dasm_vop3_dpp16_from_vopcx.txt"
        new = bytelines()
        head = ("# source: llvm/llvm-project llvm/test/MC/Disassembler/AMDGPU/gfx11_dasm_vop3_dpp16_from_vopcx.txt "
                f"@00983f8b92d6f16e365fa77e6d4f5e205516f144, 187583 chars; read: {sys.argv[2]}; its {len(new)} "
                "byte lines, in the file's order, written by tools/conformance_loops/vop3_dpp16_from_vopcx_dasm.py "
                "(per v_cmpx_*_e64_dpp opcode in name order, 14 lines over the DPP controls, assembled by "
                "llvm-mc-22): with their check lines in this older file's layout (check line first; llvm-mc-22's "
                "fake16 text, as this version predates the real-true16 RUN lines) they rebuild all 187583 "
                "characters of the file; check lines omitted; the answers here are llvm-mc's real-true16 ones")
        print(dr.write_corpus(path, head, new))

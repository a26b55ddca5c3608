#!/usr/bin/env python3
"""Writes the byte lines of LLVM's oddly named disassembler test
llvm/test/MC/Disassembler/AMDGPU/gfx11_asm_vop3_dpp16.txt in the shape its
pages show: nine VOP1 opcodes promoted to VOP3 DPP16 (the opcodes of its twin
gfx11_asm_vop3_dpp8.txt, in the same order), each with 28 byte lines: v5/v1,
v255 as vdst, v255 as src0, clamp, mul:2, mul:4, div:2, then the DPP controls
(quad_perm [0,1,2,3], row_mirror, row_half_mirror, row_shl/shr/ror 1 and 15,
row_share and row_xmask 0 and 15), row_mask 0/1/3, bank_mask 0/1/3,
bound_ctrl, fi.

Usage: vop3_dpp16_txt.py            byte lines, in the file's order
       vop3_dpp16_txt.py --rebuild  LLVM's text (RUN line, check lines from
                                    llvm-mc-22 in the RUN line's fake16
                                    syntax, byte lines), to compare with the
                                    pages read
"""
import subprocess
import sys

OPCODES = [0xd1, 0xd0, 0x85, 0x86, 0x91, 0x92, 0x93, 0x94, 0x8e]
RUN = ("# RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 "
       "-disassemble -show-encoding < %s | FileCheck %s --check-prefix=GFX11")
# (byte 1, byte 7, dpp ctrl low, dpp ctrl high (bound_ctrl, fi), masks)
CTRL = [(0x1b, 0x00), (0xe4, 0x00), (0x40, 0x01), (0x41, 0x01), (0x01, 0x01),
        (0x0f, 0x01), (0x11, 0x01), (0x1f, 0x01), (0x21, 0x01), (0x2f, 0x01),
        (0x50, 0x01), (0x5f, 0x01), (0x60, 0x01), (0x6f, 0x01)]


def lines(op):
    def enc(dst=0x05, b1=0x00, b7=0x00, src=0x01, c0=0x1b, c1=0x00, m=0xff):
        return [dst, b1, op, 0xd5, 0xfa, 0x00, 0x00, b7, src, c0, c1, m]
    out = [enc(), enc(dst=0xff), enc(src=0xff), enc(b1=0x80), enc(b7=0x08),
           enc(b7=0x10), enc(b7=0x18)]
    out += [enc(c0=c0, c1=c1) for c0, c1 in CTRL[1:]]
    out += [enc(m=m) for m in (0x0f, 0x1f, 0x3f, 0xf0, 0xf1, 0xf3)]
    out += [enc(c1=0x08), enc(c1=0x04)]
    return [",".join("0x%02x" % b for b in e) for e in out]


def all_lines():
    return [l for op in OPCODES for l in lines(op)]


def rebuild():
    byte_lines = all_lines()
    r = subprocess.run(["llvm-mc-22", "-arch=amdgcn", "-mcpu=gfx1100",
                        "-mattr=+wavefrontsize32,-wavefrontsize64,-real-true16",
                        "-disassemble", "-show-encoding"],
                       input="\n".join(byte_lines) + "\n", capture_output=True, text=True, check=True)
    checks = [l.strip() for l in r.stdout.splitlines() if "; encoding:" in l]
    assert len(checks) == len(byte_lines), (len(checks), len(byte_lines))
    text = RUN + "\n"
    for c, b in zip(checks, byte_lines):
        text += "\n# GFX11: %s\n%s\n" % (c, b)
    return text


if __name__ == "__main__":
    if "--rebuild" in sys.argv:
        sys.stdout.write(rebuild())
    else:
        print("\n".join(all_lines()))

#!/usr/bin/env python3
"""Writes the byte lines of LLVM's gfx11_dasm_vopc_dpp16.txt in the shape its
pages show (0-112,000 and 320,000-345,186 read, and compared with it): per VOPC opcode with a DPP
form, in the order of the mnemonics the disassembler prints (v_cmp_tru_* print
as v_cmp_t_*, so they have no block of their own), 13 lines of v1, v2 over the
DPP controls, then one line with src0 = v127 (16-bit) or v255 (32-bit),
row_xmask:15, bound_ctrl and fi, with -|src0| (class), -|src0|, -|src1|
(float) or no modifier (integer); the 16-bit integer opcodes add a v127
row_share:15 line and two lines of high halves (v1.h, v2.h and v127.h).
Each opcode's number is asked of llvm-mc-22.

Usage: vopc_dpp16_dasm.py > lines
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from vop3_dpp16_from_vopc import opcodes  # noqa: E402

MC = os.environ.get("LLVM_MC", "llvm-mc-22")
CTRL = [(0x1b, 0x00, 0xff), (0xe4, 0x00, 0xff), (0x40, 0x01, 0xff),
        (0x41, 0x01, 0xff), (0x01, 0x01, 0xff), (0x0f, 0x01, 0xff),
        (0x11, 0x01, 0xff), (0x1f, 0x01, 0xff), (0x21, 0x01, 0xff),
        (0x2f, 0x01, 0xff), (0x50, 0x01, 0xff), (0x5f, 0x01, 0x01),
        (0x60, 0x01, 0x13)]


def opcode_byte(name):
    text = f"v_cmp_{name}_dpp vcc_lo, v1, v2 quad_perm:[3,2,1,0]\n"
    out = subprocess.run([MC, "-triple=amdgcn", "-mcpu=gfx1100",
                          "-mattr=+wavefrontsize32,+real-true16", "-show-encoding"],
                         input=text, capture_output=True, text=True).stdout
    enc = out.split("encoding: [")[1].split("]")[0].split(",")
    assert enc[3] == "0x7c", out
    return int(enc[2], 16)


def line(*b):
    return ",".join(f"0x{x:02x}" for x in b)


def main():
    for name, kind in opcodes():
        if name.startswith("tru_"):
            continue
        op = opcode_byte(name)
        for c in CTRL:
            print(line(0xFA, 0x04, op, 0x7C, 0x01, *c))
        wide = not name.endswith("16")
        mod = {"class": 0x3D, "float": 0xFD, "int": 0x0D}[kind]
        if wide:
            print(line(0xFA, 0xFE, op + 1, 0x7C, 0xFF, 0x6F, mod, 0x30))
        else:
            print(line(0xFA, 0xFE, op, 0x7C, 0x7F, 0x6F, mod, 0x30))
            if kind == "int":
                print(line(0xFA, 0xFE, op, 0x7C, 0x7F, 0x5F, 0x01, 0x01))
                print(line(0xFA, 0x04, op + 1, 0x7C, 0x81, 0x60, 0x01, 0x13))
                print(line(0xFA, 0xFE, op + 1, 0x7C, 0xFF, 0x6F, 0x0D, 0x30))


if __name__ == "__main__":
    main()

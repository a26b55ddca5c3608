#!/usr/bin/env python3
"""Writes the instruction lines of LLVM's gfx11_asm_vop3_dpp16_from_vop2.s in
the shape its pages show: per VOP2 opcode with a VOP3 DPP16 form, in name
order, 10 lines over the DPP controls, then row_share:0, row_share:15 and
row_xmask:0 lines (source modifiers and omod on the float ones), the closing
v255 line, four op_sel lines for the true16 f16 ones; the carry and cndmask
opcodes in wave32 and wave64 forms.

Usage: vop3_dpp16_from_vop2.py [--check [offsets] | --write NOTE]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vop3_from_vop2 as v3  # noqa: E402

# the VOP3 opcodes without a DPP form here
NO_DPP = {"fmac_dx9_zero_f32", "fmac_legacy_f32"}
OPS = {k: v for k, v in v3.OPS.items() if k not in NO_DPP}

CTRL = ["quad_perm:[3,2,1,0]", "quad_perm:[0,1,2,3]", "row_mirror", "row_half_mirror", "row_shl:1", "row_shl:15",
        "row_shr:1", "row_shr:15", "row_ror:1", "row_ror:15"]
S0 = "row_share:0 row_mask:0xf bank_mask:0xf"
S15 = "row_share:15 row_mask:0x0 bank_mask:0x1"
X0 = "row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0"
X15 = "row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1"


def block(name, kind):
    op = f"v_{name}_e64_dpp"
    out = []
    if kind == "carry":
        for c in CTRL[:9]:
            out.append(f"{op} v5, s6, v1, v2, s3 {c}")
        out += [f"{op} v5, s105, v1, v2, s105 row_ror:15", f"{op} v5, vcc_lo, v1, v2, vcc_hi {S0}",
                f"{op} v5, vcc_hi, v1, v2, vcc_lo {S15}", f"{op} v5, ttmp15, v1, v2, ttmp15 {X0}"]
        for c in CTRL:
            out.append(f"{op} v5, s[12:13], v1, v2, s[6:7] {c}")
        out += [f"{op} v5, s[104:105], v1, v2, s[104:105] {S0}", f"{op} v5, vcc, v1, v2, vcc {S15}",
                f"{op} v5, ttmp[14:15], v1, v2, ttmp[14:15] {X0}"]
        out.append(f"{op} v255, null, v255, v255, null clamp {X15}")
        return out
    if kind == "cndmask":
        for c in CTRL[:9]:
            out.append(f"{op} v5, v1, v2, s3 {c}")
        out += [f"{op} v5, v1, v2, s105 row_ror:15", f"{op} v5, v1, v2, vcc_hi {S0}",
                f"{op} v5, |v1|, -v2, vcc_lo {S15}", f"{op} v5, -v1, |v2|, ttmp15 {X0}"]
        for c in CTRL:
            out.append(f"{op} v5, v1, v2, s[6:7] {c}")
        out += [f"{op} v5, v1, v2, s[104:105] {S0}", f"{op} v5, |v1|, -v2, vcc {S15}",
                f"{op} v5, -v1, |v2|, ttmp[14:15] {X0}"]
        out.append(f"{op} v255, -|v255|, -|v255|, null {X15}")
        return out
    t = ".l" if kind == "t16" else ""
    d, a, b, z = f"v5{t}", f"v1{t}", f"v2{t}", f"v255{t}"
    for c in CTRL:
        out.append(f"{op} {d}, {a}, {b} {c}")
    out.append(f"{op} {d}, {a}, {b} {S0}")
    if kind in ("float", "t16"):
        out += [f"{op} {d}, |{a}|, -{b} mul:2 {S15}", f"{op} {d}, -{a}, |{b}| mul:4 {X0}",
                f"{op} {z}, -|{z}|, -|{z}| clamp div:2 {X15}"]
    elif kind == "pk":
        out += [f"{op} {d}, |{a}|, -{b} {S15}", f"{op} {d}, -{a}, |{b}| {X0}", f"{op} {z}, -|{z}|, -|{z}| clamp {X15}"]
    elif kind == "ldexp":
        out += [f"{op} {d}, {a}, {b} mul:2 {S15}", f"{op} {d}, {a}, {b} mul:4 {X0}",
                f"{op} {z}, -|{z}|, {z} clamp div:2 {X15}"]
    else:
        out += [f"{op} {d}, {a}, {b} {S15}", f"{op} {d}, {a}, {b} {X0}",
                f"{op} {z}, {z}, {z}{' clamp' if kind == 'intc' else ''} {X15}"]
    if kind == "t16":
        out += [f"{op} v5.h, v1.h, v2.h {S0}", f"{op} v5.l, |v1.h|, -v2.l mul:2 {S15}",
                f"{op} v5.l, -v1.l, |v2.h| mul:4 {X0}", f"{op} v255.h, -|v255.l|, -|v255.l| clamp div:2 {X15}"]
    return out


def lines():
    out = []
    for name in sorted(OPS):
        out += block(name, OPS[name])
    return out


HEADER = v3.HEADER.replace("--check-prefix=W32-ERR", "--check-prefixes=W32-ERR").replace(
    "--check-prefix=W64-ERR", "--check-prefixes=W64-ERR")
TOTAL = 149721
NAME = "gfx11_asm_vop3_dpp16_from_vop2.s"

if __name__ == "__main__":
    import mc_rebuild as mr
    if "--check" in sys.argv:
        text = mr.asm_text(HEADER, lines(), v3.RUNS)
        open("/tmp/mc21_" + NAME, "w").write(text)
        mr.page_starts(text, TOTAL, [int(a) for a in sys.argv[2:]] or range(0, TOTAL, 16000))
    elif "--write" in sys.argv:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../crates/amdgpu/tests/conformance/"
                            "llvm-mc-gfx11/" + NAME)
        first = ("// source: llvm/llvm-project llvm/test/MC/AMDGPU/%s @0460aaf3e02da8cae15ae5cf801d13773253e0ab, "
                 "chars 0-%d of %d (whole: %s; RUN and instruction lines, check lines omitted; the instruction "
                 "lines are written by tools/conformance_loops/vop3_dpp16_from_vop2.py, whose rebuild of LLVM's text "
                 "with llvm-mc-22's check lines is %d chars long and matches the start of every page read) -- then "
                 "the earlier loop lines of this file that LLVM's do not hold" % (NAME, TOTAL, TOTAL, sys.argv[2], TOTAL))
        print(mr.write_corpus(path, first, [HEADER.splitlines()[1]], lines()))
    else:
        print("\n".join(lines()))

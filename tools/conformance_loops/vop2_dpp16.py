#!/usr/bin/env python3
"""Writes the instruction lines of LLVM's gfx11_asm_vop2_dpp16.s in the shape
its pages show: per VOP2 opcode with a DPP16 form, in name order, 10 lines over
the DPP controls, then row_share:0, row_share:15 and row_xmask:0 lines and the
closing v255 (v127 for 16-bit) line with source modifiers on the float ones;
the carry opcodes with vcc_lo (wave32) and vcc (wave64); extra lines for the
true16 ones.

Usage: vop2_dpp16.py [--check [offsets] | --write NOTE]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vop2  # noqa: E402

CTRL = ["quad_perm:[3,2,1,0]", "quad_perm:[0,1,2,3]", "row_mirror", "row_half_mirror", "row_shl:1", "row_shl:15",
        "row_shr:1", "row_shr:15", "row_ror:1", "row_ror:15", "row_share:0 row_mask:0xf bank_mask:0xf",
        "row_share:15 row_mask:0x0 bank_mask:0x1"]
X0 = "row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0"
X15 = "row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1"
X0T = "row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1"
X15T = "row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1"

# opcodes without a DPP16 form
NO_DPP = {"fmaak_f16", "fmaak_f32", "fmamk_f16", "fmamk_f32", "pk_fmac_f16",
          "fmac_dx9_zero_f32", "fmac_legacy_f32"}
# float opcodes: source modifiers on the closing line
FLOAT = {"dot2acc_f32_f16", "dot2c_f32_f16", "add_f16", "add_f32", "cvt_pk_rtz_f16_f32", "cvt_pkrtz_f16_f32", "fmac_dx9_zero_f32", "fmac_f16", "fmac_f32",
         "fmac_legacy_f32", "max_f16", "max_f32", "min_f16", "min_f32", "mul_dx9_zero_f32", "mul_f16", "mul_f32",
         "mul_legacy_f32", "sub_f16", "sub_f32", "subrev_f16", "subrev_f32"}


def block(name, kind):
    op = f"v_{name}"
    out = []
    if kind == "carry":
        for cc in ("vcc_lo", "vcc"):
            out += [f"{op} v5, {cc}, v1, v2, {cc} {c}" for c in CTRL + [X0]]
            out.append(f"{op} v255, {cc}, v255, v255, {cc} {X15}")
        if name == "add_co_ci_u32":
            out[0] = out[0].replace(op, op + "_dpp", 1)
        return out
    if kind == "cndmask":
        # the source-modifier lines: before the closing line in wave32, after it (named _dpp) in wave64
        mods = ["-v1, |v2|", "|v1|, -v2", "-|v1|, -|v2|"]
        q = "quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0"
        out += [f"{op} v5, v1, v2, vcc_lo {c}" for c in CTRL + [X0]]
        out += [f"{op} v5, {m}, vcc_lo {q}" for m in mods]
        out.append(f"{op} v255, v255, v255, vcc_lo {X15}")
        out += [f"{op} v5, v1, v2, vcc {c}" for c in CTRL + [X0]]
        out.append(f"{op} v255, v255, v255, vcc {X15}")
        out += [f"{op}_dpp v5, {m}, vcc {q}" for m in mods]
        return out
    b16 = kind in ("b16", "t16")
    t = ".l" if kind == "t16" else ""
    z = ("v127" if b16 else "v255") + t
    out += [f"{op} v5{t}, v1{t}, v2{t} {c}" for c in CTRL]
    out.append(f"{op} v5{t}, v1{t}, v2{t} {X0T if t else X0}")
    if name == "ldexp_f16":
        src = f"-|{z}|, {z}"
    elif name in FLOAT:
        src = f"-|{z}|, -|{z}|"
    else:
        src = f"{z}, {z}"
    out.append(f"{op} {z}, {src} {X15T if t else X15}")
    if t:
        out += [f"{op} v127.l, v127.l, v127.l {CTRL[11]}", f"{op} v5.h, v1.h, v2.h {X0}",
                f"{op} v127.h, -|v127.h|, -|v127.h| {X15}"]
    return out


def lines():
    out = []
    for name in sorted(vop2.OPS):
        if name in NO_DPP:
            continue
        out += block(name, vop2.OPS[name])
    return out


HEADER = vop2.HEADER
RUNS = vop2.RUNS
TOTAL = 136191
NAME = "gfx11_asm_vop2_dpp16.s"
COMMIT = "030ce37515c4944c0dd90c69b4f1c466bb4fbae9"

if __name__ == "__main__":
    import mc_rebuild as mr
    if "--check" in sys.argv:
        text = mr.asm_text(HEADER, lines(), RUNS)
        open("/tmp/mc21_" + NAME, "w").write(text)
        mr.page_starts(text, TOTAL, [int(a) for a in sys.argv[2:]] or range(0, TOTAL, 16000))
    elif "--write" in sys.argv:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../crates/amdgpu/tests/conformance/"
                            "llvm-mc-gfx11/" + NAME)
        first = ("// source: llvm/llvm-project llvm/test/MC/AMDGPU/%s @%s, chars 0-%d of %d (whole: %s; RUN and "
                 "instruction lines, check lines omitted; the instruction lines are written by "
                 "tools/conformance_loops/vop2_dpp16.py, whose rebuild of LLVM's text with llvm-mc-22's check lines is "
                 "%d chars long and matches the start of every page read) -- then the earlier loop lines of this "
                 "file that LLVM's do not hold" % (NAME, COMMIT, TOTAL, TOTAL, sys.argv[2], TOTAL))
        print(mr.write_corpus(path, first, [HEADER.splitlines()[1]], lines()))
    else:
        print("\n".join(lines()))

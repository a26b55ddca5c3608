#!/usr/bin/env python3
"""Writes the byte lines of LLVM's gfx11_dasm_vop3_from_vopc.txt in the shape its pages show:
per v_cmp_*_e64 opcode in the order of the names the disassembler prints (v_cmp_tru_* prints as
v_cmp_t_*, so it has no block of its own), the source pairs of its kind with the destinations
s10 (most), s104, vcc_lo, ttmp14 and null, then (16-bit) two lines of high halves. The lines are
the check text below, assembled by llvm-mc-22 (wave32, real true16).

Usage: vop3_from_vopc_dasm.py bytes | rebuild | write READ"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dasm_rebuild as dr  # noqa: E402

FLOAT = ["eq", "f", "ge", "gt", "le", "lg", "lt", "neq", "nge", "ngt", "nle", "nlg", "nlt", "o", "t", "u"]
INT = ["eq", "f", "ge", "gt", "le", "lt", "ne", "t"]
INT16 = {"eq", "ge", "gt", "le", "lt", "ne"}

D = ["s104", "vcc_lo", "ttmp14", "null"]  # the destinations of the last four lines
K16 = "0xfe0b"
K32 = "0xaf123456"

KINDS = {
    "class16": [("v1.l", "v2.l"), ("v1.l", "0.5"), ("v255.l", "v2.l"), ("s1", "v2.l"), ("s105", "v255.l"),
                ("vcc_lo", "s2"), ("vcc_hi", "s105"), ("ttmp15", "ttmp15"), ("m0", "src_scc"),
                ("exec_lo", "-1"), ("exec_hi", "null"), ("null", "exec_lo"),
                ("-1", "exec_hi"), ("0.5", "m0"), ("src_scc", "vcc_lo"), (f"-|{K16}|", "vcc_hi"),
                ("s10", "v255.h", "v2.l op_sel:[1,0,0]"), ("s10", "s105", "v255.h op_sel:[0,1,0]")],
    "class32": [("v1", "v2"), ("v255", "v255"), ("s1", "s2"), ("s105", "s105"), ("vcc_lo", "ttmp15"),
                ("vcc_hi", K32), ("ttmp15", "src_scc"), ("m0", "0.5"), ("exec_lo", "-1"),
                ("exec_hi", "null"), ("null", "exec_lo"),
                ("-1", "exec_hi"), ("0.5", "m0"), ("src_scc", "vcc_lo"), (f"-|{K32}|", "vcc_hi")],
    "class64": [("v[1:2]", "v2"), ("v[1:2]", "v255"), ("v[1:2]", "s2"), ("v[1:2]", "s105"),
                ("v[254:255]", "ttmp15"), ("s[2:3]", "vcc_hi"), ("s[104:105]", "vcc_lo"), ("vcc", "m0"),
                ("ttmp[14:15]", "exec_hi"), ("exec", "exec_lo"), ("null", "null"),
                ("-1", "-1"), ("0.5", "0.5"), ("-|src_scc|", "src_scc"), (K32, K32)],
    "f16": [("v1.l", "v2.l"), ("v255.l", "v255.l"), ("s1", "s2"), ("s105", "s105"), ("vcc_lo", "ttmp15"),
            ("vcc_hi", K16), ("ttmp15", "src_scc"), ("m0", "0.5"), ("exec_lo", "-1"), ("|exec_hi|", "null"),
            ("null", "exec_lo"),
            ("-1", "exec_hi"), ("0.5", "-m0"), ("-src_scc", "|vcc_lo|"), (f"-|{K16}|", "-|vcc_hi| clamp"),
            ("s10", "v1.h", "v2.l op_sel:[1,0,0]"), ("s10", "v255.l", "v255.h op_sel:[0,1,0]")],
    "f32": [("v1", "v2"), ("v255", "v255"), ("s1", "s2"), ("s105", "s105"), ("vcc_lo", "ttmp15"),
            ("vcc_hi", K32), ("ttmp15", "src_scc"), ("m0", "0.5"), ("exec_lo", "-1"), ("|exec_hi|", "null"),
            ("null", "exec_lo"),
            ("-1", "exec_hi"), ("0.5", "-m0"), ("-src_scc", "|vcc_lo|"), (f"-|{K32}|", "-|vcc_hi| clamp")],
    "f64": [("v[1:2]", "v[2:3]"), ("v[254:255]", "v[254:255]"), ("s[2:3]", "s[4:5]"),
            ("s[104:105]", "s[104:105]"), ("vcc", "ttmp[14:15]"), ("ttmp[14:15]", K32),
            ("-|exec|", "src_scc"), ("null", "0.5"),
            ("-1", "-1"), ("0.5", "null"), ("-|src_scc|", "-|exec|"), (K32, "-|vcc| clamp")],
    "i16": [("v1.l", "v2.l"), ("v255.l", "v255.l"), ("s1", "s2"), ("s105", "s105"), ("vcc_lo", "ttmp15"),
            ("vcc_hi", K16), ("ttmp15", "src_scc"), ("m0", "0.5"), ("exec_lo", "-1"), ("exec_hi", "null"),
            ("null", "exec_lo"),
            ("-1", "exec_hi"), ("0.5", "m0"), ("src_scc", "vcc_lo"), (K16, "vcc_hi"),
            ("s10", "v1.h", "v2.l op_sel:[1,0,0]"), ("s10", "v255.l", "v255.h op_sel:[0,1,0]")],
    "i32": [("v1", "v2"), ("v255", "v255"), ("s1", "s2"), ("s105", "s105"), ("vcc_lo", "ttmp15"),
            ("vcc_hi", K32), ("ttmp15", "src_scc"), ("m0", "0.5"), ("exec_lo", "-1"), ("exec_hi", "null"),
            ("null", "exec_lo"),
            ("-1", "exec_hi"), ("0.5", "m0"), ("src_scc", "vcc_lo"), (K32, "vcc_hi")],
    "i64": [("v[1:2]", "v[2:3]"), ("v[254:255]", "v[254:255]"), ("s[2:3]", "s[4:5]"),
            ("s[104:105]", "s[104:105]"), ("vcc", "ttmp[14:15]"), ("ttmp[14:15]", K32),
            ("exec", "src_scc"), ("null", "0.5"),
            ("-1", "-1"), ("0.5", "null"), ("src_scc", "exec"), (K32, "vcc")],
}


def opcodes():
    names = []
    for t in ("f16", "f32", "f64"):
        names.append((f"class_{t}", "class" + t[1:]))
        names += [(f"{c}_{t}", t) for c in FLOAT]
    for c in INT:
        for s in "iu":
            for w in ("16", "32", "64"):
                if w == "16" and c not in INT16:
                    continue
                names.append((f"{c}_{s}{w}", "i" + w))
    return sorted(names)


def texts():
    out = []
    for name, kind in opcodes():
        pairs = KINDS[kind]
        plain = [p for p in pairs if len(p) == 2]
        n = len(plain)
        for k, p in enumerate(plain):
            d = D[k - (n - 4)] if k >= n - 4 else "s10"
            out.append(f"v_cmp_{name}_e64 {d}, {p[0]}, {p[1]}")
        for p in pairs:
            if len(p) == 3:
                out.append(f"v_cmp_{name}_e64 {p[0]}, {p[1]}, {p[2]}")
    return out


HEADER = ("# NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --version 5\n"
          "# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+real-true16 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W32,W32-REAL16 %s\n"
          "# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-real-true16 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W32,W32-FAKE16 %s\n"
          "# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W64,W64-REAL16 %s\n"
          "# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W64,W64-FAKE16 %s\n")
# the check lines list FAKE16 before REAL16
RUNS = [(["GFX11", "W32", "W32-FAKE16"], "-real-true16"), (["GFX11", "W32", "W32-REAL16"], "+real-true16"),
        (["GFX11", "W64", "W64-FAKE16"], "+wavefrontsize64,-real-true16"),
        (["GFX11", "W64", "W64-REAL16"], "+wavefrontsize64,+real-true16")]


def fix(line, text):
    """Where the LLVM build that wrote the file differs from llvm-mc-22: it re-encoded src2 of these
    VOP3 compares as 0x80 (byte 7 bit 1), and printed the inline constant 240 of a 16-bit integer
    operand as 0.5 (llvm-mc-22: the literal 0x3800)."""
    inst, enc = dr.split(text)
    if "0x3800" in inst and len(line.split(",")) == 8:
        inst, enc = inst.replace("0x3800", "0.5"), line
    b = enc.split(",")
    b[7] = f"0x{int(b[7], 16) | 2:02x}"
    return dr.pad(inst, ",".join(b))


def bytelines():
    return patched(texts())


def patched(ts):
    """The 16-bit integer compares take 0.5 as the inline constant 240 in LLVM's lines; llvm-mc-22
    assembles it as the literal 0x3800 there, so these are assembled with 0 (128) and patched."""
    fixed, patch = [], []
    for t in ts:
        head, _, ops = t.partition(" ")
        srcs = ops.split(", ")
        p = None
        first = 0 if head.startswith("v_cmpx") else 1  # v_cmpx has no destination
        if re.search(r"_[iu]16_", head) and "0.5" in srcs[first:]:
            p = srcs.index("0.5", first) - first
            srcs[p + first] = "0"
        fixed.append(head + " " + ", ".join(srcs))
        patch.append(p)
    out = []
    for enc, p in zip(dr.assemble(fixed), patch):
        if p is not None:
            b = [int(x, 16) for x in enc.split(",")]
            d = int.from_bytes(bytes(b[4:8]), "little")
            sh = 9 * p
            assert (d >> sh) & 0x1FF == 128
            d = (d & ~(0x1FF << sh)) | (240 << sh)
            b[4:8] = list(d.to_bytes(4, "little"))
            enc = ",".join(f"0x{x:02x}" for x in b)
        out.append(enc)
    return out


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "texts":
        print("\n".join(texts()))
    elif cmd == "bytes":
        print("\n".join(bytelines()))
    elif cmd == "rebuild":
        sys.stdout.write(dr.rebuild(HEADER, RUNS, bytelines(), fix))
    elif cmd == "write":
        path = "crates/amdgpu/tests/conformance/llvm-mc-gfx11/gfx11_dasm_vop3_from_vopc.txt"
        new = bytelines()
        head = ("# source: llvm/llvm-project llvm/test/MC/Disassembler/AMDGPU/gfx11_dasm_vop3_from_vopc.txt "
                f"@05d4ea24352f5f98c042b9e28bbe7cb900b7ac7e, 371194 chars; read: {sys.argv[2]}; its {len(new)} "
                "byte lines first, in the file's order, written by tools/conformance_loops/vop3_from_vopc_dasm.py "
                "(per v_cmp_*_e64 opcode in name order, the source pairs of its kind, assembled by llvm-mc-22): "
                "with their check lines in LLVM's layout (4 RUN lines, W32/W64 real and fake true16; the build "
                "that wrote them set src2's bit 7 in the re-encoding and printed 16-bit integer 240 as 0.5) they "
                "rebuild all 371194 characters of the file; check lines omitted. Then the further byte lines of "
                "the earlier sweep (tools/gen_dasm_sweeps.py vopc3), llvm-mc-22's bytes rather than LLVM's lines")
        print(dr.write_corpus(path, head, new))

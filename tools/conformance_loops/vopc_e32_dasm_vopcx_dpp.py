#!/usr/bin/env python3
"""Rebuilds three LLVM gfx11 MC tests that repeat one block shape per VOPC
opcode, so that the rebuild can be compared with the pages read (length and
the text at each page offset), and writes their corpus files:

  dasm_vopc   llvm/test/MC/Disassembler/AMDGPU/gfx11_dasm_vopc.txt
  dasm_vopcx  llvm/test/MC/Disassembler/AMDGPU/gfx11_dasm_vopcx.txt
  asm_vop3_dpp16_from_vopcx  llvm/test/MC/AMDGPU/gfx11_asm_vop3_dpp16_from_vopcx.s

Shapes (from the pages; knowledge reused from vopc_pages.py,
vop3_dpp16_from_vopc.py and vopc_dpp16_pages.py, copied not imported):
the dasm files give, per opcode in the order of the mnemonics the
disassembler prints (v_cmp_tru_* prints as v_cmp_t_*, so it has no block of
its own), the e32 encoding of src0 swept over the operand kinds of its width
with vsrc1 v2 (v[2:3] for 64-bit non-class), then a literal line
(0xfe0b, v127 for 16-bit; 0xaf123456, v255 / v[254:255] for 32/64-bit).
Check lines come from llvm-mc-22 disassembling in the RUN lines' modes, in
fake16 syntax where the LLVM file predates true16 printing.

Usage: vopc_e32_dasm_vopcx_dpp.py FILE rebuild   (LLVM's text, check lines from llvm-mc-22)
       vopc_e32_dasm_vopcx_dpp.py FILE lines     (instruction / byte lines only)
       vopc_e32_dasm_vopcx_dpp.py FILE check     (length and text at the page offsets
                                                  in vopc_e32_dasm_vopcx_dpp_pages.json)
       vopc_e32_dasm_vopcx_dpp.py FILE write HEAD (rewrite the corpus file)
The vop3 file: per v_cmpx opcode with a DPP form (no 64-bit), sorted, with
both t_f16/t_f32 and tru_f16/tru_f32 blocks, the 13 DPP-control lines and the
v255 row_xmask:15 line (float modifiers as in vop3_dpp16_from_vopc.py); the
16-bit integers and lt_f16 in .l syntax with three high-half lines more.
"""
import json
import os
import re
import subprocess
import sys

MC = os.environ.get("LLVM_MC", "llvm-mc-22")
HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "../../crates/amdgpu/tests/conformance/llvm-mc-gfx11/")

FCC = ["class", "eq", "f", "ge", "gt", "le", "lg", "lt", "neq", "nge", "ngt",
       "nle", "nlg", "nlt", "o", "t", "u"]  # t: the tru opcodes, as printed
ICC = ["eq", "f", "ge", "gt", "le", "lt", "ne", "t"]


def opcodes(with_tru=False):
    ops = []
    for c in FCC:
        for t in ("f16", "f32", "f64"):
            ops.append((f"{c}_{t}", t))
    if with_tru:
        for t in ("f16", "f32", "f64"):
            ops.append((f"tru_{t}", t))
    for c in ICC:
        for t in ("i16", "i32", "i64", "u16", "u32", "u64"):
            if c in ("f", "t") and t.endswith("16"):
                continue
            ops.append((f"{c}_{t}", t))
    return sorted(ops)


SRC32 = ["v1", "v255", "s1", "s105", "vcc_lo", "vcc_hi", "ttmp15", "m0",
         "exec_lo", "exec_hi", "null", "-1", "0.5", "src_scc"]
SRC16 = ["v1", "v127", "s1", "s105", "vcc_lo", "vcc_hi", "ttmp15", "m0",
         "exec_lo", "exec_hi", "null", "-1", "0.5", "src_scc"]
SRC64 = ["v[1:2]", "v[254:255]", "s[2:3]", "s[104:105]", "vcc", "ttmp[14:15]",
         "exec", "null", "-1", "0.5", "src_scc"]


def e32_pairs(name, t):
    cls = name.startswith("class")
    if t.endswith("16"):
        return [(s, "v2") for s in SRC16] + [("0xfe0b", "v127")]
    if t.endswith("32"):
        return [(s, "v2") for s in SRC32] + [("0xaf123456", "v255")]
    b, last = ("v2", "v255") if cls else ("v[2:3]", "v[254:255]")
    return [(s, b) for s in SRC64] + [("0xaf123456", last)]


def run_mc(text, mattr, dis=False):
    args = [MC, "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=" + mattr, "-show-encoding"]
    if dis:
        args.append("-disassemble")
    r = subprocess.run(args, input=text, capture_output=True, text=True)
    return r


def assemble_bytes(lines, mattr):
    r = run_mc("".join(l + "\n" for l in lines), mattr)
    encs = [o.split("; encoding: [", 1)[1].split("]")[0] for o in r.stdout.splitlines() if "; encoding: [" in o]
    assert len(encs) == len(lines), (len(encs), len(lines), r.stderr[:400])
    return encs


def disassemble(lines, mattr):
    r = run_mc("".join(l + "\n" for l in lines), mattr, dis=True)
    outs = [o.strip() for o in r.stdout.splitlines() if o.strip() and not o.strip().startswith(".")]
    assert len(outs) == len(lines), (len(outs), len(lines), r.stderr[:500])
    return outs


def repad(text, width):
    """llvm-mc-22 pads the text to 40 columns before `; encoding`; older
    files were written with another width."""
    if "; encoding:" not in text:
        return text
    a, b = text.split("; encoding:", 1)
    a = a.rstrip()
    return a + " " * max(1, width - len(a)) + "; encoding:" + b


# ---------------------------------------------------------------- dasm_vopc

def dasm_e32_asm(prefix):
    out = []
    for name, t in opcodes():
        dst = "vcc_lo, " if prefix == "v_cmp" else ""
        out += [f"{prefix}_{name}_e32 {dst}{a}, {b}" for a, b in e32_pairs(name, t)]
    return out


def dasm_vopc_lines():
    return assemble_bytes(dasm_e32_asm("v_cmp"), "+wavefrontsize32,-real-true16")


DASM_VOPC_HEAD = """# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 -disassemble -show-encoding < %s | FileCheck %s --check-prefix=W32
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-wavefrontsize32,+wavefrontsize64 -disassemble -show-encoding < %s | FileCheck %s --check-prefix=W64
"""


def dasm_vopc_rebuild():
    lines = dasm_vopc_lines()
    w32 = disassemble(lines, "+wavefrontsize32,-wavefrontsize64,-real-true16")
    w64 = disassemble(lines, "-wavefrontsize32,+wavefrontsize64,-real-true16")
    text = DASM_VOPC_HEAD
    for l, a, b in zip(lines, w32, w64):
        a, b = repad(a, 42), repad(b, 42)
        if l.startswith("0xf0,") and "0x3800" in a:
            # the file gives the W32 text of these lines without encoding
            a = a.split(";")[0].rstrip()
        text += f"\n# W32: {a}\n# W64: {b}\n{l}\n"
    return text


# ---------------------------------------------------------------- dasm_vopcx

# opcodes the vopcx file gives in true16 (REAL16/FAKE16 check lines and
# five more lines of high halves)
DASM_VOPCX_TRUE16 = {"lt_f16"}
T16_EXTRA = [("v1.h", "v2.l"), ("v127.h", "v2.l"), ("0.5", "v127.l"),
             ("src_scc", "v2.h"), ("0xfe0b", "v127.h")]


def dasm_vopcx_lines():
    out = []
    for name, t in opcodes():
        asm = [f"v_cmpx_{name}_e32 {a}, {b}" for a, b in e32_pairs(name, t)]
        out += assemble_bytes(asm, "+wavefrontsize32,-real-true16")
        if name in DASM_VOPCX_TRUE16:
            asm = [f"v_cmpx_{name}_e32 {a}, {b}" for a, b in T16_EXTRA]
            out += assemble_bytes(asm, "+wavefrontsize32,+real-true16")
    return out


DASM_VOPCX_HEAD = """# NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --version 5
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -disassemble -show-encoding < %s | FileCheck %s --check-prefixes=GFX11,GFX11-REAL16
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -disassemble -show-encoding < %s | FileCheck %s --check-prefixes=GFX11,GFX11-REAL16
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-real-true16 -disassemble -show-encoding < %s | FileCheck %s --check-prefixes=GFX11,GFX11-FAKE16
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -disassemble -show-encoding < %s | FileCheck %s --check-prefixes=GFX11,GFX11-FAKE16
"""


def dasm_vopcx_rebuild():
    lines = dasm_vopcx_lines()
    fake = disassemble(lines, "+wavefrontsize32,-real-true16")
    real = disassemble(lines, "+wavefrontsize32,+real-true16")
    text = DASM_VOPCX_HEAD
    for l, f, r in zip(lines, fake, real):
        name = f.split()[0][len("v_cmpx_"):-len("_e32")]
        if name in DASM_VOPCX_TRUE16 and r != f:
            text += f"\n{l}\n# GFX11-REAL16: {r}\n# GFX11-FAKE16: {f}\n"
        else:
            text += f"\n{l}\n# GFX11: {f}\n"
    return text


# ------------------------------------------------- asm_vop3_dpp16_from_vopcx

CTRL = ["quad_perm:[3,2,1,0]", "quad_perm:[0,1,2,3]", "row_mirror",
        "row_half_mirror", "row_shl:1", "row_shl:15", "row_shr:1",
        "row_shr:15", "row_ror:1", "row_ror:15",
        "row_share:0 row_mask:0xf bank_mask:0xf",
        "row_share:15 row_mask:0x0 bank_mask:0x1",
        "row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0"]
LAST = "row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1"
TRUE16_F = {"lt_f16"}  # the one float opcode the file spells in true16


def vop3_dpp16_lines():
    out = []
    for name, t in opcodes(with_tru=True):
        if t.endswith("64"):
            continue
        op = f"v_cmpx_{name}_e64_dpp"
        cls = name.startswith("class")
        flt = t[0] == "f" and not cls
        t16 = t.endswith("16") and (t[0] in "iu" or name in TRUE16_F)
        l = ".l" if t16 else ""
        for k, c in enumerate(CTRL):
            a, b = f"v1{l}", f"v2{l}"
            if flt and k == 11:
                a, b = f"|{a}|", f"-{b}"
            if flt and k == 12:
                a, b = f"-{a}", f"|{b}|"
            out.append(f"{op} {a}, {b} {c}")
        if cls:
            out.append(f"{op} -|v255{l}|, v255{l} {LAST}")
        elif flt:
            out.append(f"{op} -|v255{l}|, -|v255{l}| clamp {LAST}")
        else:
            out.append(f"{op} v255{l}, v255{l} {LAST}")
        if t16 and flt:
            out.append(f"{op} |v1.h|, -v2.h {CTRL[11]}")
            out.append(f"{op} -v1.h, |v2.l| {CTRL[12]}")
            out.append(f"{op} -|v255.l|, -|v255.h| clamp {LAST}")
        elif t16:
            out.append(f"{op} v1.h, v2.h {CTRL[11]}")
            out.append(f"{op} v1.h, v2.l {CTRL[12]}")
            out.append(f"{op} v255.l, v255.h {LAST}")
    return out


VOP3_HEAD = """// NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --version 5
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s

"""


def vop3_dpp16_rebuild():
    lines = vop3_dpp16_lines()
    r = run_mc("".join(l + "\n" for l in lines), "+wavefrontsize32,+real-true16")
    outs = [o.strip() for o in r.stdout.splitlines() if "; encoding: [" in o]
    assert len(outs) == len(lines), (len(outs), len(lines), r.stderr[:300])
    text = VOP3_HEAD
    for l, o in zip(lines, outs):
        text += f"\n{l}\n// GFX11: {o}\n"
    return text


FILES = {
    "dasm_vopc": ("gfx11_dasm_vopc.txt", dasm_vopc_lines, dasm_vopc_rebuild),
    "dasm_vopcx": ("gfx11_dasm_vopcx.txt", dasm_vopcx_lines, dasm_vopcx_rebuild),
    "vop3_dpp16_from_vopcx": ("gfx11_asm_vop3_dpp16_from_vopcx.s", vop3_dpp16_lines, vop3_dpp16_rebuild),
}


def write(key, head):
    name, lines, rebuild = FILES[key]
    path = CORPUS + name
    cmt = "#" if path.endswith(".txt") else "//"
    gen = lines()
    runs = [l for l in rebuild().splitlines() if l.startswith(cmt + " RUN:")]
    old = open(path).read().splitlines()
    gs, seen, rest = set(gen), set(), []
    for l in old:
        t = l.split(cmt)[0].strip() if not l.startswith(cmt) else ""
        if not t or t in gs or t in seen:
            continue
        seen.add(t)
        rest.append(t)
    head = head.format(n=len(gen) + len(rest), gen=len(gen), rest=len(rest))
    out = [cmt + " source: " + head] + runs + gen
    if rest:
        out += [cmt + " the earlier loop's lines not in LLVM's file"] + rest
    open(path, "w").write("\n".join(out) + "\n")
    print(path, len(gen), len(rest))


if __name__ == "__main__":
    key, what = sys.argv[1], sys.argv[2]
    name, lines, rebuild = FILES[key]
    if what == "lines":
        print("\n".join(lines()))
    elif what == "check":
        pages = json.load(open(os.path.join(HERE, "vopc_e32_dasm_vopcx_dpp_pages.json")))[key]
        text = rebuild()
        ok = len(text) == pages["total_chars"]
        print("length", len(text), "LLVM", pages["total_chars"])
        for off, page in pages["pages"]:
            same = text[off:off + len(page)] == page
            ok &= same
            print(off, "same" if same else "DIFFERENT")
        sys.exit(0 if ok else 1)
    elif what == "write":
        write(key, sys.argv[3])
    else:
        sys.stdout.write(rebuild())

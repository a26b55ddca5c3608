#!/usr/bin/env python3
"""Rebuilds LLVM's gfx11_asm_vopc_dpp16.s, gfx11_asm_vopcx_dpp16.s,
gfx11_dasm_vopc_dpp16.txt and gfx11_dasm_vopcx_dpp16.txt from the block shape
their pages show, with the check lines taken from llvm-mc-22's answers in the
layout of LLVM's file, so that the rebuild can be compared with the pages
(length and the text at each page's offset).

Usage: vopc_dpp16_pages.py FILE rebuild   (the whole rebuilt text)
       vopc_dpp16_pages.py FILE lines     (instruction / byte lines only)
       vopc_dpp16_pages.py FILE check     (the rebuild's length and its text at
                                           the page offsets in vopc_dpp16_pages.json)
       vopc_dpp16_pages.py FILE write HEAD (rewrite the corpus file)
FILE: asm_vopc, asm_vopcx, dasm_vopc, dasm_vopcx
"""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from vop3_dpp16_from_vopc import opcodes  # noqa: E402

MC = os.environ.get("LLVM_MC", "llvm-mc-22")

CTRL = ["quad_perm:[3,2,1,0]", "quad_perm:[0,1,2,3]", "row_mirror",
        "row_half_mirror", "row_shl:1", "row_shl:15", "row_shr:1",
        "row_shr:15", "row_ror:1", "row_ror:15",
        "row_share:0 row_mask:0xf bank_mask:0xf",
        "row_share:15 row_mask:0x0 bank_mask:0x1",
        "row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0"]
LAST = "row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1"


def assemble(lines, mattr):
    """llvm-mc's answer per line: ('ok', '[0x..,..]') or ('error', message)."""
    src = "".join(l + "\n" for l in lines)
    r = subprocess.run([MC, "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=" + mattr, "-show-encoding"],
                       input=src, capture_output=True, text=True)
    errors = {}
    for m in re.finditer(r"<stdin>:(\d+):\d+: error: (.*)", r.stderr):
        errors.setdefault(int(m.group(1)) - 1, m.group(2).strip())
    encs = [o.split("; encoding: ", 1)[1].strip() for o in r.stdout.splitlines() if "; encoding: [" in o]
    out, k = [], 0
    for i in range(len(lines)):
        if i in errors:
            out.append(("error", errors[i]))
        else:
            out.append(("ok", encs[k]))
            k += 1
    assert k == len(encs)
    return out


def disassemble(lines, mattr):
    src = "".join(l + "\n" for l in lines)
    r = subprocess.run([MC, "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=" + mattr, "-disassemble", "-show-encoding"],
                       input=src, capture_output=True, text=True)
    outs = [o.strip() for o in r.stdout.splitlines() if o.strip() and not o.strip().startswith(".")]
    assert len(outs) == len(lines), (len(outs), len(lines), r.stderr[:500])
    return outs


# ---------------------------------------------------------------- asm_vopc

def asm_vopc_lines():
    out = []
    for name, kind in opcodes():
        wide = not name.endswith("16")
        v = "v255" if wide else "v127"
        if kind == "class":
            last = f"-|{v}|, {v}"
        elif kind == "float":
            last = f"-|{v}|, -|{v}|"
        else:
            last = f"{v}, {v}"
        for dst in ("vcc_lo", "vcc"):
            for c in CTRL:
                out.append(f"v_cmp_{name} {dst}, v1, v2 {c}")
            out.append(f"v_cmp_{name} {dst}, {last} {LAST}")
    out[0] = out[0].replace("v_cmp_class_f16 ", "v_cmp_class_f16_dpp ", 1)
    return out


ASM_VOPC_HEAD = """// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 -show-encoding %s | FileCheck --check-prefix=W32 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-wavefrontsize32,+wavefrontsize64 -show-encoding %s | FileCheck --check-prefix=W64 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 %s 2>&1 | FileCheck --check-prefix=W32-ERR --implicit-check-not=error: %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-wavefrontsize32,+wavefrontsize64 %s 2>&1 | FileCheck --check-prefix=W64-ERR --implicit-check-not=error: %s
"""


def asm_wave_blocks(lines, head, w32attr, w64attr):
    a32 = assemble(lines, w32attr)
    a64 = assemble(lines, w64attr)
    text = head
    for l, r32, r64 in zip(lines, a32, a64):
        text += "\n" + l + "\n"
        if r32[0] == "ok" and r64[0] == "ok" and r32[1] == r64[1]:
            text += f"// GFX11: encoding: {r32[1]}\n"
            continue
        if r32[0] == "ok":
            text += f"// W32: encoding: {r32[1]}\n"
        if r64[0] == "ok":
            text += f"// W64: encoding: {r64[1]}\n"
        if r32[0] == "error":
            text += f"// W32-ERR: :[[@LINE-2]]:{{{{[0-9]+}}}}: error: {r32[1]}\n"
        if r64[0] == "error":
            text += f"// W64-ERR: :[[@LINE-2]]:{{{{[0-9]+}}}}: error: {r64[1]}\n"
    return text


def asm_vopc_rebuild():
    return asm_wave_blocks(asm_vopc_lines(), ASM_VOPC_HEAD,
                           "+wavefrontsize32,-wavefrontsize64", "-wavefrontsize32,+wavefrontsize64")


# ---------------------------------------------------------------- asm_vopcx

def asm_vopcx_lines():
    out = []
    for name, kind in opcodes():
        wide = not name.endswith("16")
        op = f"v_cmpx_{name}"
        # 16-bit integer opcodes, and lt_f16 (the one float opcode the file
        # spells in true16), take .l/.h operands and three more lines
        if (kind == "int" or name == "lt_f16") and not wide:
            m = "-|{}|" if kind == "float" else "{}"
            l, h = m.format("v127.l"), m.format("v127.h")
            for c in CTRL[:12]:
                out.append(f"{op} v1.l, v2.l {c}")
            out.append(f"{op} v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1")
            out.append(f"{op} {l}, {l} row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1")
            out.append(f"{op} v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1")
            out.append(f"{op} v1.h, v2.h {CTRL[12]}")
            out.append(f"{op} {h}, {h} {LAST}")
            continue
        v = "v255" if wide else "v127"
        last = {"class": f"-|{v}|, {v}", "float": f"-|{v}|, -|{v}|", "int": f"{v}, {v}"}[kind]
        for c in CTRL:
            out.append(f"{op} v1, v2 {c}")
        out.append(f"{op} {last} {LAST}")
    out[0] = out[0].replace("v_cmpx_class_f16 ", "v_cmpx_class_f16_dpp ", 1)
    return out


ASM_VOPCX_HEAD = """// NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --version 5
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
"""


def asm_text_blocks(lines, head, mattr, prefix="GFX11"):
    """update_mc_test_checks layout: the line, then `// PREFIX: text ; encoding: [..]`."""
    src = "".join(l + "\n" for l in lines)
    r = subprocess.run([MC, "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=" + mattr, "-show-encoding"],
                       input=src, capture_output=True, text=True)
    outs = [o.strip() for o in r.stdout.splitlines() if "; encoding: [" in o]
    assert len(outs) == len(lines), (len(outs), len(lines), r.stderr[:300])
    text = head
    for l, o in zip(lines, outs):
        text += f"\n{l}\n// {prefix}: {o}\n"
    return text


def asm_vopcx_rebuild():
    return asm_text_blocks(asm_vopcx_lines(), ASM_VOPCX_HEAD, "+wavefrontsize32,+real-true16")


# ---------------------------------------------------------------- dasm files

DPP_BYTES = [(0x1b, 0x00, 0xff), (0xe4, 0x00, 0xff), (0x40, 0x01, 0xff),
             (0x41, 0x01, 0xff), (0x01, 0x01, 0xff), (0x0f, 0x01, 0xff),
             (0x11, 0x01, 0xff), (0x1f, 0x01, 0xff), (0x21, 0x01, 0xff),
             (0x2f, 0x01, 0xff), (0x50, 0x01, 0xff), (0x5f, 0x01, 0x01),
             (0x60, 0x01, 0x13)]


def opcode_byte(text):
    out = subprocess.run([MC, "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=+wavefrontsize32,+real-true16",
                          "-show-encoding"], input=text + "\n", capture_output=True, text=True).stdout
    enc = out.split("encoding: [")[1].split("]")[0].split(",")
    return int(enc[2], 16), int(enc[3], 16)


def hexline(*b):
    return ",".join(f"0x{x:02x}" for x in b)


def dasm_dpp16_lines(prefix, true16_floats):
    """Byte lines of the VOPC (prefix v_cmp) or VOPCX (v_cmpx) DPP16
    disassembler test: per opcode, in the order of the mnemonics the
    disassembler prints (tru prints as t, so has no block of its own), the
    13 DPP-control lines, then one line with src0 v127 (16-bit) or v255
    (32-bit), row_xmask:15, bound_ctrl, fi and -|src0| (class), -|src0|,
    -|src1| (float) or no modifier (integer); the 16-bit integer opcodes and
    the floats in TRUE16_FLOATS add a v127 row_share:15 line and two lines of
    high halves (v1.h, v2.h and v127.h)."""
    out = []
    for name, kind in opcodes():
        if name.startswith("tru_"):
            continue
        dst = "vcc_lo, " if prefix == "v_cmp" else ""
        op, e = opcode_byte(f"{prefix}_{name}_dpp {dst}v1, v2 quad_perm:[3,2,1,0]")
        for c in DPP_BYTES:
            out.append(hexline(0xFA, 0x04, op, e, 0x01, *c))
        mod = {"class": 0x3D, "float": 0xFD, "int": 0x0D}[kind]
        if not name.endswith("16"):
            out.append(hexline(0xFA, 0xFE, op + 1, e, 0xFF, 0x6F, mod, 0x30))
            continue
        out.append(hexline(0xFA, 0xFE, op, e, 0x7F, 0x6F, mod, 0x30))
        if kind == "int" or name in true16_floats:
            out.append(hexline(0xFA, 0xFE, op, e, 0x7F, 0x5F, 0x01, 0x01))
            out.append(hexline(0xFA, 0x04, op + 1, e, 0x81, 0x60, 0x01, 0x13))
            out.append(hexline(0xFA, 0xFE, op + 1, e, 0xFF, 0x6F, mod, 0x30))
    return out


def dasm_vopc_lines():
    return dasm_dpp16_lines("v_cmp", {"lt_f16"})


DASM_VOPC_HEAD = """# NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --version 5
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -disassemble -show-encoding < %s | FileCheck %s --check-prefixes=W32,W32-REAL16
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -disassemble -show-encoding < %s | FileCheck %s --check-prefixes=W64,W64-REAL16
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-real-true16 -disassemble -show-encoding < %s | FileCheck %s --check-prefixes=W32,W32-FAKE16
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -disassemble -show-encoding < %s | FileCheck %s --check-prefixes=W64,W64-FAKE16
"""


def dasm_blocks(lines, head, runs, older=None):
    """update_mc_test_checks layout for a disassembler test: the byte line,
    then per prefix `# PREFIX: text ; encoding: [..]`. RUNS: (mattr, prefixes)
    in RUN-line order; a prefix is used where all its runs agree. OLDER: a
    test on a line's fake16 text; where it holds, the real16 runs are given
    the fake16 text (llvm-mc-22 prints the f16 compares in true16 syntax,
    v1.l, which the LLVM file's disassembler did not yet)."""
    outs = [disassemble(lines, m) for m, _ in runs]
    if older:
        fake = [k for k, (m, _) in enumerate(runs) if "-real-true16" in m]
        for k, (m, _) in enumerate(runs):
            if "+real-true16" in m:
                f = fake[[j for j, (mm, _) in enumerate(runs) if "+real-true16" in mm].index(k)]
                outs[k] = [outs[f][i] if older(outs[f][i]) else o for i, o in enumerate(outs[k])]
    order = []
    for _, ps in runs:
        for p in ps:
            if p not in order:
                order.append(p)
    text = head
    for i, l in enumerate(lines):
        text += f"\n{l}\n"
        done = set()
        for p in order:
            idx = [k for k, (_, ps) in enumerate(runs) if p in ps]
            vals = {outs[k][i] for k in idx}
            if len(vals) == 1 and not set(idx) <= done:
                text += f"# {p}: {vals.pop()}\n"
                done |= set(idx)
    return text


def dasm_vopc_rebuild():
    return dasm_blocks(dasm_vopc_lines(), DASM_VOPC_HEAD, [
        ("+wavefrontsize32,+real-true16", ["W32", "W32-REAL16"]),
        ("+wavefrontsize64,+real-true16", ["W64", "W64-REAL16"]),
        ("+wavefrontsize32,-real-true16", ["W32", "W32-FAKE16"]),
        ("+wavefrontsize64,-real-true16", ["W64", "W64-FAKE16"])],
        older=lambda text: text.split()[0].endswith("_f16") and text.split()[0] != "v_cmp_lt_f16")


def dasm_vopcx_lines():
    return dasm_dpp16_lines("v_cmpx", {n for n, k in opcodes() if n.endswith("_f16")})


DASM_VOPCX_HEAD = """# NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --version 5
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -disassemble -show-encoding < %s | FileCheck %s --check-prefixes=GFX11,GFX11-REAL16
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -disassemble -show-encoding < %s | FileCheck %s --check-prefixes=GFX11,GFX11-REAL16
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-real-true16 -disassemble -show-encoding < %s | FileCheck %s --check-prefixes=GFX11,GFX11-FAKE16
# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -disassemble -show-encoding < %s | FileCheck %s --check-prefixes=GFX11,GFX11-FAKE16
"""


def dasm_vopcx_rebuild():
    return dasm_blocks(dasm_vopcx_lines(), DASM_VOPCX_HEAD, [
        ("+wavefrontsize32,+real-true16", ["GFX11", "GFX11-REAL16"]),
        ("+wavefrontsize64,+real-true16", ["GFX11", "GFX11-REAL16"]),
        ("+wavefrontsize32,-real-true16", ["GFX11", "GFX11-FAKE16"]),
        ("+wavefrontsize64,-real-true16", ["GFX11", "GFX11-FAKE16"])])


NAMES = {"asm_vopc": "gfx11_asm_vopc_dpp16.s", "asm_vopcx": "gfx11_asm_vopcx_dpp16.s",
         "dasm_vopc": "gfx11_dasm_vopc_dpp16.txt", "dasm_vopcx": "gfx11_dasm_vopcx_dpp16.txt"}
FILES = {
    "asm_vopc": (asm_vopc_lines, asm_vopc_rebuild),
    "asm_vopcx": (asm_vopcx_lines, asm_vopcx_rebuild),
    "dasm_vopc": (dasm_vopc_lines, dasm_vopc_rebuild),
    "dasm_vopcx": (dasm_vopcx_lines, dasm_vopcx_rebuild),
}

CORPUS = "crates/amdgpu/tests/conformance/llvm-mc-gfx11/"


def write(key, head):
    """Rewrites the corpus file: the source line HEAD, LLVM's RUN lines, every
    instruction/byte line of LLVM's file in its order, then the earlier lines
    of the corpus file that these do not hold."""
    lines, rebuild = FILES[key]
    path = CORPUS + NAMES[key]
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
    lines, rebuild = FILES[sys.argv[1]]
    if sys.argv[2] == "lines":
        print("\n".join(lines()))
    elif sys.argv[2] == "check":
        pages = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "vopc_dpp16_pages.json")))
        text = rebuild()
        ok = len(text) == pages["_total_chars"][sys.argv[1]]
        print("length", len(text), "LLVM", pages["_total_chars"][sys.argv[1]])
        for off, page in pages[sys.argv[1]]:
            same = text[off:off + len(page)] == page
            ok &= same
            print(off, "same" if same else "DIFFERENT")
        sys.exit(0 if ok else 1)
    elif sys.argv[2] == "write":
        write(sys.argv[1], sys.argv[3])
    else:
        sys.stdout.write(rebuild())

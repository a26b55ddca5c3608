#!/usr/bin/env python3
"""Rebuilds LLVM's gfx11_asm_vopc_dpp16.s, gfx11_asm_vopcx_dpp16.s,
gfx11_dasm_vopc_dpp16.txt and gfx11_dasm_vopcx_dpp16.txt from the block shape
their pages show, with the check lines taken from llvm-mc-22's answers in the
layout of LLVM's file, so that the rebuild can be compared with the pages
(length and the text at each page's offset).

Usage: vopc_dpp16_pages.py FILE rebuild   (the whole rebuilt text)
       vopc_dpp16_pages.py FILE lines     (instruction / byte lines only)
FILE: asm_vopc, asm_vopcx, dasm_vopc, dasm_vopcx
"""
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


NAMES = {"asm_vopc": "gfx11_asm_vopc_dpp16.s", "asm_vopcx": "gfx11_asm_vopcx_dpp16.s",
         "dasm_vopc": "gfx11_dasm_vopc_dpp16.txt", "dasm_vopcx": "gfx11_dasm_vopcx_dpp16.txt"}
FILES = {
    "asm_vopc": (asm_vopc_lines, asm_vopc_rebuild),
    "asm_vopcx": (asm_vopcx_lines, asm_vopcx_rebuild),
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
    elif sys.argv[2] == "write":
        write(sys.argv[1], sys.argv[3])
    else:
        sys.stdout.write(rebuild())

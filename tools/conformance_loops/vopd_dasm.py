"""LLVM's gfx11_dasm_vopd.txt holds the instructions of gfx11_asm_vopd.s (as
tools/conformance_loops/vopd_pages.py writes them) in another order: per X
opcode, per Y opcode (in YOPS order), the X sources in DORDER, then the
closing `v6, null` line of that Y. Prints the instruction lines in that order;
with --bytes, the byte lines llvm-mc-22 gives them."""
import re
import subprocess
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import vopd_pages as vp  # noqa: E402

DORDER = ["v4", "v1", "v255", "v2", "v3", "s105", "s1", "ttmp15", "exec_hi", "exec_lo", "m0", "vcc_hi", "vcc_lo",
          "LIT", "src_scc", "0.5", "-1"]


def key(line):
    x, y = line.split(" :: ")
    yop = re.match(r"v_dual_(\w+)", y).group(1)
    if re.match(r"v_dual_\w+ v6,", x):
        return (vp.YOPS.index(yop), len(DORDER))
    src = x.split(", ")[1]
    src = "LIT" if src.startswith("0x") else src
    return (vp.YOPS.index(yop), DORDER.index(src))


def xname(spec):
    return spec if isinstance(spec, str) else spec[0]


def lines():
    """The X opcodes in name order (the assembler test has fmamk_f32 after min_f32; the
    disassembler test has it after fmac_f32)."""
    out = []
    for x in sorted(vp.SPECS, key=xname):
        out += sorted(vp.lines(x), key=key)
    return out


def write_corpus(read):
    """Rewrites the corpus file: the byte lines of lines() but dot2acc_f32_bf16's (which LLVM's
    disassembler test leaves out), then the earlier sweep's byte lines they do not hold."""
    path = "crates/amdgpu/tests/conformance/llvm-mc-gfx11/gfx11_dasm_vopd.txt"
    old = open(path).read().splitlines()
    run = [line for line in old if line.startswith("# RUN")]
    ls = [line for line in lines() if "bf16" not in line]
    enc = subprocess.run(["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=+wavefrontsize32",
                          "-show-encoding"], input="\n".join(ls) + "\n", capture_output=True, text=True,
                         check=True).stdout
    new = [m.group(1) for m in re.finditer(r"encoding: \[([^\]]*)\]", enc)]
    assert len(new) == len(ls)
    have = set(new)
    rest = []
    for b in (line for line in old if line.startswith("0x")):
        if b not in have:
            have.add(b)
            rest.append(b)
    head = ("# source: llvm/llvm-project llvm/test/MC/Disassembler/AMDGPU/gfx11_dasm_vopd.txt "
            f"@15ea0f36cc49c3a3b4e4a63d2d464e9f5e902121, 691957 chars; read: {read}; its {len(new)} byte lines "
            "first, in the file's order, written by tools/conformance_loops/vopd_dasm.py (the instructions of "
            "gfx11_asm_vopd.s as vopd_pages.py writes them, but dot2acc_f32_bf16's, per X opcode, per Y opcode, "
            "the X sources in the file's order, each Y's `v6, null` line last, assembled by llvm-mc-22): with "
            "their check lines in LLVM's layout they rebuild all 691957 characters of the file; check lines "
            f"omitted. Then the {len(rest)} further byte lines of the earlier sweep (tools/gen_dasm_sweeps.py "
            "vopd: every X with every Y, six source pairs each from 18 kinds, assembled by llvm-mc-22), "
            "llvm-mc-22's bytes rather than LLVM's lines")
    open(path, "w").write("\n".join([head] + run + new + rest) + "\n")
    print(len(new), len(rest))


def rebuild():
    """LLVM's file as these lines give it: the RUN line, then per instruction its check line
    (llvm-mc-22's text and encoding) and its byte line."""
    ls = [line for line in lines() if "bf16" not in line]
    enc = subprocess.run(["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=+wavefrontsize32",
                          "-show-encoding"], input="\n".join(ls) + "\n", capture_output=True, text=True,
                         check=True).stdout
    out = "# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -disassemble -show-encoding < %s | FileCheck %s " \
          "--check-prefix=GFX11\n"
    for m in re.finditer(r"^\s*(.*encoding: \[([^\]]*)\])$", enc, re.M):
        out += f"\n# GFX11: {m.group(1).replace(chr(9), ' ')}\n{m.group(2)}\n"
    return out


if __name__ == "__main__":
    ls = lines()
    if sys.argv[1:2] == ["--rebuild"]:
        sys.stdout.write(rebuild())
    elif sys.argv[1:2] == ["--write"]:
        write_corpus(sys.argv[2])
    elif "--bytes" in sys.argv:
        enc = subprocess.run(["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=+wavefrontsize32",
                              "-show-encoding"], input="\n".join(ls) + "\n", capture_output=True, text=True,
                             check=True).stdout
        for m in re.finditer(r"encoding: \[([^\]]*)\]", enc):
            print(m.group(1))
    else:
        print("\n".join(ls))


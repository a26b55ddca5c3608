"""LLVM's gfx11_dasm_sop2.txt, from the instructions of gfx11_asm_sop2.s as sop2.py writes them: the
older operand sets (not the s5/ttmp/src_scc sets of s_and_not1, s_or_not1 and s_pack_hl, which only the
assembler test has), assembled by llvm-mc-22, their disassembly sorted as the test sorts it (en_US
collation of the check lines, aliases folded into one line), and the lines the test adds after a sorted
group kept there in its order (s_and_b32's null lines), and s_pack_hl_b32_b16's s5/ttmp lines at
the end in the test's order. `--rebuild` prints LLVM's text as these lines
give it; `--write` rewrites the corpus file."""
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import sop_common as sc  # noqa: E402
import sop2  # noqa: E402

RUN = ("# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -disassemble -show-encoding < %s | FileCheck -check-prefix=GFX11 %s\n"
       "# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64 -disassemble -show-encoding < %s | "
       "FileCheck -check-prefix=GFX11 %s")
SRC = "llvm/llvm-project llvm/test/MC/Disassembler/AMDGPU/gfx11_dasm_sop2.txt @3091e6d9bc6bed79af200fec7c822010ff2280f5"
APPENDED = [("s_and_b32 ", ["s_and_b32 s0, s1, null", "s_and_b32 s0, null, s2", "s_and_b32 null, s1, s2"])]
# the s_pack_hl_b32_b16 lines the test has at its end, in its order
TAIL = ["s_pack_hl_b32_b16 " + x for x in [
    "s5, s1, s2", "s5, s105, s105", "s5, vcc_lo, ttmp15", "s5, vcc_hi, 0xfe0b", "s5, ttmp15, src_scc", "s105, m0, 0.5",
    "vcc_lo, exec_lo, -1", "vcc_hi, exec_hi, null", "ttmp15, null, exec_lo", "m0, -1, exec_hi", "exec_lo, 0.5, m0",
    "exec_hi, src_scc, vcc_lo", "null, 0xaf123456, vcc_hi"]]


def asm_lines():
    out = []
    for shape, ops in sop2.OPS.items():
        if shape in ("B32", "B64", "PACK_HL"):
            continue
        for op in ops:
            out += [f"s_{op} {d}, {a}, {b}" for d, a, b in sop2.SHAPES[shape]]
    return out


def byte_lines():
    appended = {x for _, xs in APPENDED for x in xs}
    core = [x for x in asm_lines() if x not in appended]
    enc = [e for _, e in sc.mc(core)]
    chk = sc.dis_raw(enc)
    by = {}
    for c, b in zip(chk, enc):
        by.setdefault(c, b)
    pairs = [(c, by[c]) for c in sc.locale_sort(list(by))]
    for group, xs in APPENDED:
        last = max(i for i, (c, _) in enumerate(pairs) if c.startswith(group))
        e = [b for _, b in sc.mc(xs)]
        pairs[last + 1:last + 1] = list(zip(sc.dis_raw(e), e))
    e = [b for _, b in sc.mc(TAIL)]
    return pairs + list(zip(sc.dis_raw(e), e))


def rebuild():
    out = RUN + "\n"
    for c, b in byte_lines():
        out += f"\n# GFX11: {c}\n{b}\n"
    return out


if __name__ == "__main__":
    if sys.argv[1:2] == ["--rebuild"]:
        sys.stdout.write(rebuild())
    elif sys.argv[1:2] == ["--write"]:
        head = (f"# source: {SRC}, whole file (182538 chars; 8 of its 12 pages read: 0-48000, 64000-80000, 96000-128000, 144000-160000, 176000-182538, and every page start matched) (RUN and byte lines; "
                "check lines omitted): its {n} byte lines first, in the file's order, written by "
                "tools/conformance_loops/sop2_dasm.py (the older operand sets of gfx11_asm_sop2.s assembled by "
                "llvm-mc-22, sorted by their disassembly as the test is); with llvm-mc-22's check lines in LLVM's "
                "layout they rebuild all 182538 characters, identical to the pages read; then the {rest} further "
                "byte lines the file had before")
        print(sc.write_corpus("gfx11_dasm_sop2.txt", head, [b for _, b in byte_lines()], comment="#"))

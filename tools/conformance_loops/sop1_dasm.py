"""LLVM's gfx11_dasm_sop1.txt, from the instructions of gfx11_asm_sop1.s as sop1.py writes them (all 7
pages of the disassembler test read): the lines of the older operand blocks (not the ctz/cls/clz and
and_not*/or_not* blocks with s5, ttmp and src_scc, which only the assembler test has), assembled by
llvm-mc-22, their disassembly sorted as the test sorts it (en_US collation of the check lines), and the
lines the test adds after a sorted group kept there in its order: s_mov_b32/b64's null lines after
their group, the symbolic s_sendmsg_rtn_b32 lines after the s_sendmsg_rtn group. `--rebuild` prints
LLVM's text as these lines give it; `--write` rewrites the corpus file."""
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import sop_common as sc  # noqa: E402
import sop1  # noqa: E402

RUN = ("# RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -disassemble -show-encoding < %s | FileCheck -check-prefix=GFX11 %s\n"
       "# RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=-WavefrontSize32,+WavefrontSize64 -disassemble "
       "-show-encoding < %s | FileCheck -check-prefix=GFX11 %s")
SRC = "llvm/llvm-project llvm/test/MC/Disassembler/AMDGPU/gfx11_dasm_sop1.txt @05c7a784e3c664b364cb738caccd050cd60c990c"
NEW = [sop1.B32, sop1.B3264, sop1.BS32, sop1.BS64]
# (group whose sorted lines they follow, the appended instruction lines)
APPENDED = [("s_mov_b32 ", ["s_mov_b32 s0, null", "s_mov_b32 null, s1"]),
            ("s_mov_b64 ", ["s_mov_b64 s[0:1], null", "s_mov_b64 null, s[2:3]"]),
            ("s_sendmsg_rtn_b64 ", [x for x in sop1.SPECIAL["sendmsg_rtn"] if "MSG_RTN" in x])]


def asm_lines():
    out = []
    for item in sop1.ORDER:
        if isinstance(item, str):
            out += sop1.SPECIAL[item]
            continue
        op, pairs = item
        if any(pairs is n for n in NEW):
            continue
        out += [f"s_{op} {d}, {s}" for d, s in pairs]
    return out


def byte_lines():
    """The byte lines in the file's order, with their check text."""
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
    return pairs


def rebuild():
    out = RUN + "\n"
    for c, b in byte_lines():
        out += f"\n# GFX11: {c}\n{b}\n"
    return out


if __name__ == "__main__":
    if sys.argv[1:2] == ["--rebuild"]:
        sys.stdout.write(rebuild())
    elif sys.argv[1:2] == ["--write"]:
        head = (f"# source: {SRC}, whole file (107662 chars, all 7 pages read: 0-107662) (RUN and byte lines; "
                "check lines omitted): its {n} byte lines first, in the file's order, written by "
                "tools/conformance_loops/sop1_dasm.py (the older operand blocks of gfx11_asm_sop1.s assembled by "
                "llvm-mc-22, sorted by their disassembly as the test is); with llvm-mc-22's check lines in LLVM's "
                "layout they rebuild all 107662 characters, identical to the pages read; then the {rest} further "
                "byte lines the file had before")
        print(sc.write_corpus("gfx11_dasm_sop1.txt", head, [b for _, b in byte_lines()], comment="#"))

"""LLVM's gfx11_asm_sop1.s, written per opcode from the block shapes its pages show (all 6 pages
read). `--rebuild` prints LLVM's text as these lines give it (RUN line, then per instruction the
line and `// GFX11: encoding: [...]` from llvm-mc-22); `--write` rewrites the corpus file."""
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import sop_common as sc  # noqa: E402

CONSTS = ["0", "-1", "0.5", "-4.0", "0x3f717273", "0xaf123456"]
S32 = ["s1", "s104"]
# (dst, src) pairs of each block shape
A32 = [("s0", "s1"), ("s105", "s104"), ("s0", "s104"), ("s105", "s1")] + \
      [(d, "s1") for d in ["exec_lo", "exec_hi", "vcc_lo", "vcc_hi", "m0"]] + \
      [("s0", s) for s in ["exec_lo", "exec_hi", "vcc_lo", "vcc_hi", "m0"] + CONSTS]
A64 = [("s[0:1]", "s[2:3]"), ("s[104:105]", "s[102:103]"), ("s[0:1]", "s[102:103]"), ("s[104:105]", "s[2:3]"),
       ("exec", "s[2:3]"), ("vcc", "s[2:3]")] + [("s[0:1]", s) for s in ["exec", "vcc"] + CONSTS]
C3264 = [("s0", "s[2:3]"), ("s105", "s[102:103]"), ("s0", "s[102:103]"), ("s105", "s[2:3]")] + \
        [(d, "s[2:3]") for d in ["exec_lo", "exec_hi", "vcc_lo", "vcc_hi", "m0"]] + \
        [("s0", s) for s in ["exec", "vcc"] + CONSTS]
D6432 = [("s[0:1]", "s2"), ("s[104:105]", "s102"), ("s[0:1]", "s102"), ("s[104:105]", "s2"), ("exec", "s2"),
         ("vcc", "s2")] + [("s[0:1]", s) for s in ["exec_lo", "exec_hi", "vcc_lo", "vcc_hi", "m0"] + CONSTS]
SAVE64 = [p for p in A64 if p[0] != "exec"]
SAVE32 = [p for p in A32 if p[0] not in ("exec_lo", "exec_hi", "m0")]
MOVRELS32 = A32[:9] + [("s0", "vcc_lo"), ("s0", "vcc_hi")]
MOVRELS64 = A64[:6] + [("s[0:1]", "vcc")]
MOVRELSD2 = SAVE32[:6] + [("s0", "vcc_lo"), ("s0", "vcc_hi")]
B32 = [("s5", "s1"), ("s5", "s105"), ("s5", "vcc_lo"), ("s5", "vcc_hi"), ("s5", "ttmp15"), ("s105", "m0"),
       ("vcc_lo", "exec_lo"), ("vcc_hi", "exec_hi"), ("ttmp15", "null"), ("m0", "-1"), ("exec_lo", "0.5"),
       ("exec_hi", "src_scc"), ("null", "0xaf123456")]
B3264 = [("s5", "s[2:3]"), ("s5", "s[104:105]"), ("s105", "vcc"), ("vcc_lo", "ttmp[14:15]"), ("vcc_hi", "exec"),
         ("ttmp15", "null"), ("m0", "-1"), ("exec_lo", "0.5"), ("exec_hi", "src_scc"), ("null", "0xaf123456")]
BS32 = [("s5", "s1"), ("s5", "s105"), ("s5", "vcc_lo"), ("s5", "vcc_hi"), ("s5", "ttmp15"), ("s5", "exec_lo"),
        ("s105", "null"), ("vcc_lo", "-1"), ("vcc_hi", "0.5"), ("ttmp15", "src_scc"), ("null", "0xaf123456")]
BS64 = [("s[10:11]", s) for s in ["s[2:3]", "s[104:105]", "vcc", "ttmp[14:15]", "null"]] + \
       [("s[104:105]", "-1"), ("vcc", "0.5"), ("ttmp[14:15]", "src_scc"), ("null", "0xaf123456")]

SPECIAL = {
    "pc": ["s_getpc_b64 s[0:1]", "s_getpc_b64 s[104:105]", "s_getpc_b64 exec", "s_getpc_b64 vcc",
           "s_setpc_b64 s[0:1]", "s_setpc_b64 s[104:105]", "s_setpc_b64 vcc"] +
          [f"s_swappc_b64 {d}, {s}" for d, s in SAVE64[:5] + [("s[0:1]", "vcc")]] +
          ["s_rfe_b64 s[0:1]", "s_rfe_b64 s[104:105]", "s_rfe_b64 vcc"],
    "sendmsg_rtn": ["s_sendmsg_rtn_b32 s1, 0x0", "s_sendmsg_rtn_b32 s2, 0x12", "s_sendmsg_rtn_b32 s3, 0xff",
                    "s_sendmsg_rtn_b64 s[0:1], 0x0", "s_sendmsg_rtn_b64 s[2:3], 0x12",
                    "s_sendmsg_rtn_b64 s[4:5], 0xff"] +
                   [f"s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_{m})"
                    for m in ["GET_DOORBELL", "GET_DDID", "GET_TMA", "GET_REALTIME", "SAVE_WAVE", "GET_TBA"]],
}

SAVEOPS = ["and", "or", "xor", "andn2", "orn2", "nand", "nor", "xnor"]
ORDER = (
    [("mov_b32", A32 + [("s0", "null"), ("null", "s1")]), ("mov_b64", A64 + [("s[0:1]", "null"), ("null", "s[2:3]")])]
    + [(f"{op}_b{w}", A32 if w == 32 else A64) for op in ["cmov", "not", "wqm", "brev"] for w in (32, 64)]
    + [(f"{op}_i32_b{w}", A32 if w == 32 else C3264) for op in ["bcnt0", "bcnt1", "ff1", "flbit"] for w in (32, 64)]
    + [("flbit_i32", A32), ("flbit_i32_i64", C3264), ("sext_i32_i8", A32), ("sext_i32_i16", A32)]
    + [(f"{op}_b{w}", A32 if w == 32 else D6432) for op in ["bitset0", "bitset1"] for w in (32, 64)]
    + ["pc"]
    + [(f"{op}_saveexec_b64", SAVE64) for op in SAVEOPS]
    + [("quadmask_b32", A32), ("quadmask_b64", A64), ("movrels_b32", MOVRELS32), ("movrels_b64", MOVRELS64),
       ("movreld_b32", SAVE32), ("movreld_b64", SAVE64), ("abs_i32", A32)]
    + [(f"{op}_b64", SAVE64) for op in ["andn1_saveexec", "orn1_saveexec", "andn1_wrexec", "andn2_wrexec"]]
    + [("bitreplicate_b64_b32", D6432)]
    + [(f"{op}_saveexec_b32", SAVE32) for op in SAVEOPS]
    + [(f"{op}_b32", SAVE32) for op in ["andn1_saveexec", "orn1_saveexec", "andn1_wrexec", "andn2_wrexec"]]
    + [("movrelsd_2_b32", MOVRELSD2), "sendmsg_rtn", ("ctz_i32_b32", B32), ("ctz_i32_b64", B3264),
       ("and_not1_saveexec_b64", BS64)]
    + [(f"{op}_b{w}", BS32 if w == 32 else BS64) for op in ["and_not0_saveexec", "and_not0_wrexec"] for w in (32, 64)]
    + [("and_not1_saveexec_b32", BS32), ("and_not1_wrexec_b32", BS32), ("and_not1_wrexec_b64", BS64),
       ("cls_i32", B32), ("cls_i32_i64", B3264), ("clz_i32_u32", B32), ("clz_i32_u64", B3264)]
    + [(f"{op}_b{w}", BS32 if w == 32 else BS64) for op in ["or_not0_saveexec", "or_not1_saveexec"] for w in (32, 64)]
)

RUN = "// RUN: llvm-mc -triple=amdgcn -show-encoding -mcpu=gfx1100 %s | FileCheck --check-prefix=GFX11 %s"
SRC = "llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_sop1.s @0fec56817366b0b28883c00bec3962b1e00bd549"


def lines():
    out = []
    for item in ORDER:
        if isinstance(item, str):
            out += SPECIAL[item]
        else:
            op, pairs = item
            out += [f"s_{op} {d}, {s}" for d, s in pairs]
    return out


if __name__ == "__main__":
    if sys.argv[1:2] == ["--rebuild"]:
        sys.stdout.write(sc.rebuild_asm(RUN, lines()))
    elif sys.argv[1:2] == ["--write"]:
        head = (f"// source: {SRC}, whole file (86900 chars, all 6 pages read: 0-86900) (RUN and instruction lines; "
                "check lines omitted): its {n} instruction lines first, in the file's order, written by "
                "tools/conformance_loops/sop1.py from the block shapes the pages show; with llvm-mc-22's encodings "
                "in LLVM's layout they rebuild all 86900 characters, identical to the pages read; then the {rest} "
                "further lines of the earlier loop/sweep (llvm-mc-22's forms rather than LLVM's lines)")
        print(sc.write_corpus("gfx11_asm_sop1.s", head, lines()))
    else:
        print("\n".join(lines()))

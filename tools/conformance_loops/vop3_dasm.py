#!/usr/bin/env python3
"""Writes the byte lines of LLVM's gfx11_dasm_vop3.txt (the stored version,
commit 01366eff, whose check lines are in the older fake16 syntax), in its
order: each opcode block is given as assembler text in fake16 syntax, in the
operand shapes of the file (mostly those of vop3_asm.py's sweeps), assembled
by llvm-mc-22 into the byte lines.

Usage: vop3_dasm.py            byte lines, one a line
       vop3_dasm.py --rebuild  the whole test text rebuilt: llvm-mc-22's
                               fake16 disassembly in wave32 and wave64, in the
                               file's layout (# GFX11: or # W32: / # W64:
                               before the bytes; a GFX11 line whose re-encoding
                               differs from the bytes carries no encoding)
       vop3_dasm.py --check    compare the rebuild with the page starts below
       vop3_dasm.py --write FILE N  FILE's byte lines become LLVM's byte lines
                               whose text ends before char N, then FILE's
                               earlier byte lines they do not hold
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vop3_asm as A  # noqa: E402

MC = ["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100"]


def co64():
    w64 = ["s[12:13]"] * 11 + ["s[104:105]", "vcc", "ttmp[14:15]"]
    return [f"v5, {d}, {A.S2[i]}" for i, d in enumerate(w64)] + \
        ["v255, null, 0xaf123456, vcc_hi clamp"]


def t16d():
    out = ["v5, v1, v2", "v5, v255, v255"]
    out += [f"v5, {A.lit16(s)}" for s in A.S2[2:11]]
    return out + ["v5, -1, exec_hi op_sel:[1,1,1]", "v5, 0.5, m0 op_sel:[1,0,0]",
                  "v5, src_scc, vcc_lo op_sel:[0,1,0]",
                  "v255, 0xfe0b, vcc_hi op_sel:[0,0,1] clamp"]


def t16xd():
    return [f"v5, {A.lit16(s)}" for s in A.S2] + ["v255, 0xfe0b, vcc_hi"]


def cnd64():
    a = ["v1, src_scc", "v255, 0.5", "s105, s105", "vcc_hi, v2", "ttmp15, ttmp15",
         "m0, v255", "exec_lo, exec_lo", "exec_hi, exec_hi", "null, m0",
         "-1, -|vcc_lo|", "0.5, -1", "-|src_scc|, null"]
    c64 = ["s[6:7]"] * 9 + ["s[104:105]", "vcc", "ttmp[14:15]"]
    return [f"v5, {s}, {c}" for s, c in zip(a, c64)] + \
        ["v255, -|0xfe0b|, -|vcc_hi|, null"]


def pknorm16d():
    out = ["v5, v1, v2", "v5, v255, v255"]
    out += [f"v5, {A.lit16(x)}" for x in A.F2[2:13]]
    return out + ["v5, -src_scc, |vcc_lo| op_sel:[1,0,0]",
                  "v255, -|0xfe0b|, -|vcc_hi| op_sel:[0,1,0]"]


def f3h_opsel_d(extra):
    out = [f"v5, {A.lit16(x)}" for x in A.F3[:10]]
    return out + ["v5, null, exec_lo, -|0xfe0b| op_sel:[1,1,1,1]",
                  "v5, -1, -|exec_hi|, -|src_scc| op_sel:[1,0,0,0]",
                  "v5, 0.5, -m0, 0.5 op_sel:[0,1,0,0]",
                  "v5, -src_scc, |vcc_lo|, -1 op_sel:[0,0,1,0]",
                  "v255, -|0xfe0b|, -|vcc_hi|, null op_sel:[0,0,0,1] clamp"] + extra


def nohalf(ops):
    return [o.replace(".l", "").replace(".h", "") for o in ops]


DIV_FMAS_F32_D = [A.L(A.DIV_FMAS_F32)[k] for k in [17, 18, 19] + list(range(8, 17)) + [20, 21]]


def dscale_d():
    return [f"v5, vcc, {x}" for x in A.DSCALE] + \
        ["v255, vcc, neg(0xaf123456), -vcc_hi, null clamp div:2"]


def dscale64_d():
    return A.dscale64()[12:]


def dot2_d(lines, n):
    return nohalf(lines[:n]) + ["v255, -|0xfe0b|, -|vcc_hi|, null op_sel:[0,0,0,1]"]


MAD16_D = """v5, v1, v2, s3
v5, v255, s2, s105
v5, s1, v255, exec_hi
v5, s105, s105, exec_lo
v5, vcc_lo, ttmp15, v3
v5, vcc_hi, 0xfe0b, v255
v5, ttmp15, src_scc, ttmp15
v5, m0, 0.5, m0
v5, exec_lo, -1, vcc_hi
v5, exec_hi, null, vcc_lo
v5, null, exec_lo, 0xfe0b op_sel:[1,1,1,1]
v5, -1, exec_hi, src_scc op_sel:[1,0,0,0]
v5, 0.5, m0, 0.5 op_sel:[0,1,0,0]
v5, src_scc, vcc_lo, -1 op_sel:[0,0,1,0]
v255, 0xfe0b, vcc_hi, null op_sel:[0,0,0,1]{C}"""


def mad16d(clamp=True):
    return MAD16_D.replace("{C}", " clamp" if clamp else "").split("\n")


def mad64d():
    src = ["v1, s2, s[6:7]", "v255, ttmp15, s[6:7]", "s1, v2, s[6:7]",
           "s105, s105, s[6:7]", "vcc_lo, v255, s[104:105]",
           "vcc_hi, 0xaf123456, v[3:4]", "ttmp15, src_scc, v[254:255]",
           "m0, 0.5, ttmp[14:15]", "exec_lo, -1, exec", "exec_hi, null, vcc",
           "null, exec_lo, null", "-1, exec_hi, -1", "0.5, m0, 0xaf123456",
           "src_scc, vcc_lo, src_scc"]
    sd = ["s[12:13]"] * 11 + ["s[104:105]", "vcc", "ttmp[14:15]"]
    return [f"v[5:6], {d}, {x}" for d, x in zip(sd, src)] + \
        ["v[254:255], null, 0xaf123456, vcc_hi, 0.5 clamp"]


PERMLANE_D = ["v5, v1, s2, s3", "v5, v1, s105, s105", "v5, v1, ttmp15, ttmp15",
              "v5, v1, vcc_hi, exec_hi", "v5, v1, vcc_lo, exec_lo", "v5, v1, m0, m0",
              "v5, v1, exec_hi, vcc_hi", "v5, v1, exec_lo, vcc_lo",
              "v5, v1, null, 0xaf123456", "v5, v1, -1, src_scc", "v5, v1, 0.5, 0.5",
              "v5, v1, src_scc, -1", "v255, v255, 0xaf123456, null"]
PERMLANE_OPSEL = ["v5, v1, s2, s3 op_sel:[1,1]", "v5, v1, s2, s3 op_sel:[1,0]",
                  "v5, v1, s2, s3 op_sel:[0,1]"]


# lines whose check is "# CHECK: text   ; encoding: [...]" in the file
# (text: the spaces before its ";")
CHECK3 = {"v_div_fixup_f16 v5, 0.5, -m0, 0.5 op_sel:[0,1,0,0] mul:2": 3,
          "v_fma_f16 v255, -|0xfe0b|, -|vcc_hi|, null op_sel:[0,0,0,1] clamp div:2": 4,
          "v_max3_f16 v5, v255, s2, s105 mul:2": None,
          "v_med3_f16 v5, 0.5, -m0, 0.5 op_sel:[0,1,0,0] div:2": 4,
          "v_min3_f16 v5, m0, 0.5, m0 clamp mul:4": None}
# the older mnemonics the file's check lines use
OLD_NAMES = {"v_cvt_pk_norm_i16_f32": "v_cvt_pknorm_i16_f32",
             "v_cvt_pk_norm_u16_f32": "v_cvt_pknorm_u16_f32"}

BLOCKS = [
    ("add3_u32", A.i3()), ("add_co_u32", co64()), ("add_f64", A.f64_2()),
    ("add_lshl_u32", A.i3()), ("add_nc_i16", t16d()), ("add_nc_i32", A.i2(True)),
    ("add_nc_u16", t16d()), ("alignbit_b32", A.i3(srcs=A.ALIGN)),
    ("alignbyte_b32", A.i3(srcs=A.ALIGN)), ("and_b16", t16xd()),
    ("and_or_b32", A.i3()), ("ashrrev_i16", t16xd()), ("ashrrev_i64", A.sh64()),
    ("bcnt_u32_b32", A.i2()), ("bfe_i32", A.i3()), ("bfe_u32", A.i3()),
    ("bfi_b32", A.i3()), ("bfm_b32", A.i2()), ("cndmask_b16", cnd64()),
    ("cubeid_f32", A.f3()), ("cubema_f32", A.f3()), ("cubesc_f32", A.f3()),
    ("cubetc_f32", A.f3()), ("cvt_pk_i16_f32", A.f2()), ("cvt_pk_i16_i32", A.i2()),
    ("cvt_pk_norm_i16_f16", pknorm16d()), ("cvt_pk_norm_u16_f16", pknorm16d()),
    ("cvt_pk_u16_f32", A.f2()), ("cvt_pk_u16_u32", A.i2()),
    ("cvt_pk_u8_f32", A.i3("-|0xaf123456|, vcc_hi, null")),
    ("cvt_pk_norm_i16_f32", A.f2()), ("cvt_pk_norm_u16_f32", A.f2()),
    ("div_fixup_f16", f3h_opsel_d(["v5, 0.5, -m0, 0.5 op_sel:[0,1,0,0] mul:2"])),
    ("div_fixup_f32", A.f3()), ("div_fixup_f64", A.L(A.DIV_FIXUP_F64)),
    ("div_fmas_f32", DIV_FMAS_F32_D), ("div_fmas_f64", A.L(A.DIV_FMAS_F64)),
    ("div_scale_f32", dscale_d()), ("div_scale_f64", dscale64_d()),
    ("dot2_bf16_bf16", dot2_d(A.L(A.DOT2_BF16), 13)),
    ("dot2_f16_f16", dot2_d(A.L(A.DOT2_F16), 14)),
    ("fma_dx9_zero_f32", A.f3()),
    ("fma_f16", f3h_opsel_d(["v255, -|0xfe0b|, -|vcc_hi|, null op_sel:[0,0,0,1] clamp div:2"])),
    ("fma_f32", A.f3()), ("fma_f64", A.L(A.DIV_FIXUP_F64)), ("ldexp_f32", A.ldexp32()),
    ("ldexp_f64", A.L(A.LDEXP_F64)), ("lerp_u8", A.i3()),
    ("lshl_add_u32", A.i3()), ("lshl_or_b32", A.i3()), ("lshlrev_b16", t16xd()),
    ("lshlrev_b64", A.sh64()), ("lshrrev_b16", t16xd()), ("lshrrev_b64", A.sh64()),
    ("mad_i16", mad16d()), ("mad_i32_i16", A.L(A.M3216)),
    ("mad_i32_i24", A.i3(A.S3LAST + " clamp")), ("mad_i64_i32", mad64d()),
    ("mad_u16", mad16d()), ("mad_u32_u16", A.L(A.M3216)),
    ("mad_u32_u24", A.i3(A.S3LAST + " clamp")), ("mad_u64_u32", mad64d()),
    ("max3_f16", f3h_opsel_d(["v5, v255, s2, s105 mul:2"])), ("max3_f32", A.f3()),
    ("max3_i16", mad16d(False)), ("max3_i32", A.i3()), ("max3_u16", mad16d(False)),
    ("max3_u32", A.i3()), ("max_f64", A.f64_2()), ("max_i16", t16xd()),
    ("max_u16", t16xd()), ("maxmin_f16", A.f3(True)), ("maxmin_f32", A.f3()),
    ("maxmin_i32", A.i3()), ("maxmin_u32", A.i3()), ("mbcnt_hi_u32_b32", A.i2()),
    ("mbcnt_lo_u32_b32", A.i2()),
    ("med3_f16", f3h_opsel_d(["v5, 0.5, -m0, 0.5 op_sel:[0,1,0,0] div:2"])),
    ("med3_f32", A.f3()), ("med3_i16", mad16d(False)), ("med3_i32", A.i3()),
    ("med3_u16", mad16d(False)), ("med3_u32", A.i3()),
    ("min3_f16", f3h_opsel_d(["v5, m0, 0.5, m0 clamp mul:4"])),
    ("min3_f32", A.f3()), ("min3_i16", mad16d(False)), ("min3_i32", A.i3()),
    ("min3_u16", mad16d(False)), ("min3_u32", A.i3()), ("min_f64", A.f64_2()),
    ("min_i16", t16xd()), ("min_u16", t16xd()), ("minmax_f16", A.f3(True)),
    ("minmax_f32", A.f3()), ("minmax_i32", A.i3()), ("minmax_u32", A.i3()),
    ("mqsad_pk_u16_u8", A.L(A.MQSAD_PK)),
    ("mqsad_u32_u8", A.mqsad32("v[252:255], 0xaf123456, 0xaf123456, v[3:6] clamp")),
    ("msad_u8", A.i3(A.S3LAST + " clamp")), ("mul_f64", A.f64_2()),
    ("mul_hi_i32", A.i2()), ("mul_hi_u32", A.i2()), ("mul_lo_u16", t16xd()),
    ("mul_lo_u32", A.i2()), ("mullit_f32", A.f3()), ("or3_b32", A.i3()),
    ("or_b16", t16xd()), ("pack_b32_f16", pknorm16d()), ("perm_b32", A.i3()),
    # the file's order: permlanex16's first line among permlane16's op_sel lines
    ("permlane16_b32", PERMLANE_D), ("permlanex16_b32", PERMLANE_D[:1]),
    ("permlane16_b32", PERMLANE_OPSEL),
    ("permlanex16_b32", PERMLANE_D[1:] + PERMLANE_OPSEL),
    ("qsad_pk_u16_u8", A.L(A.MQSAD_PK)), ("readlane_b32", A.L(A.READLANE)),
    ("sad_hi_u8", A.i3(A.S3LAST + " clamp")),
    ("sad_u16", A.i3("0xfe0b, vcc_hi, null clamp", A.S3[:5] + [A.lit16(A.S3[5])] + A.S3[6:])),
    ("sad_u32", A.i3(A.S3LAST + " clamp")), ("sad_u8", A.i3(A.S3LAST + " clamp")),
    ("sub_co_u32", co64()), ("sub_nc_i16", t16d()), ("sub_nc_i32", A.i2(True)),
    ("sub_nc_u16", t16d()), ("subrev_co_u32", co64()),
    ("trig_preop_f64", A.L(A.LDEXP_F64)), ("writelane_b32", A.L(A.WRITELANE)),
    ("xad_u32", A.i3()), ("xor3_b32", A.i3()), ("xor_b16", t16xd()),
]

PAGES = {
    0: "# RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W32 %s\n",
    48000: "ng: [0x05,0x06,0x0f,0xd6,0xc1,0xfe,0xf4,0xc3]\n0x05,0x06,0x0f,0xd6,0xc1,0xfe,0xf4,0xc3\n\n# GFX11: v_cubema_f32 v5, 0.5",
    64000: "; encoding: [0x05,0x00,0x07,0xd7,0xc1,0xfe,0x00,0x00]\n0x05,0x00,0x07,0xd7,0xc1,0xfe,0x00,0x00\n\n# GFX11: v_cvt_pk_u16_f32 v5, 0.5",
    80000: "12,0xaf]\n0x05,0x00,0x28,0xd6,0xc1,0x82,0xfd,0x03,0x56,0x34,0x12,0xaf\n\n# GFX11: v_div_fixup_f64 v[5:6], 0.5",
    96000: ",0x04,0x66,0xd6,0x7c,0xfc,0xfc,0x83,0x0b,0xfe,0x00,0x00]\n0x05,0x04,0x66,0xd6,0x7c,0xfc,0xfc,0x83,0x0b,0xfe,0x00,0x00\n\n# GFX11: v_dot2_f16_f16 v5, -1,",
    112000: "v5, null, exec_lo, 0xaf123456 ; encoding: [0x05,0x00,0x15,0xd6,0x7c,0xfc,0xfc,0x03,0x56,0x34,0x12,0xaf]\n",
    128000: "0x01\n\n# GFX11: v_mad_i32_i16 v5, null, exec_lo, null   ; encoding: [0x05,0x00,0x5a,0xd6,0x7c,0xfc,0xf0,0x01]\n",
    144000: ",0x7d,0xe0,0xe9,0x01\n\n# W32: v_mad_u64_u32 v[5:6], s12, exec_lo, -1, exec ; encoding: [0x05,0x0c,0xfe,0xd6",
    160000: ",0x03,0x00\n\n# GFX11: v_max_f64 v[5:6], s[2:3], s[4:5]        ; encoding: [0x05,0x00,0x2a,0xd7",
    176000: "x00]\n0x05,0x00,0x20,0xd7,0x7b,0xfa,0x01,0x00\n\n# GFX11: v_mbcnt_hi_u32_b32 v5, m0, 0.5          ; enc",
    192000: "u32 v5, ttmp15, src_scc, ttmp15  ; encoding: [0x05,0x00,0x21,0xd6,0x7b,0xfa,0xed,0x01]\n",
    208000: "coding: [0x05,0x00,0x29,0xd7,0x7a,0xfe,0x01,0x00,0x56,0x34,0x12,0xaf]\n0x05,0x00,0x29,0xd7",
    224000: "1]\n0x05,0x00,0x3b,0xd6,0x7e,0xfc,0xf8,0x01\n\n# GFX11: v_mqsad_pk_u16_u8 v[5:6], null, null, vcc ;",
    240000: "ul_lo_u32 v255, 0xaf123456, vcc_hi   ; encoding: [0xff,0x00,0x2c,0xd7",
    256000: "v5, v1, s2, s3 op_sel:[1,0] ; encoding: [0x05,0x08,0x5c,0xd6,0x01,0x05,0x0c,0x00]\n",
    272000: "05,0x6a,0x01,0xd7,0xf0,0xfa,0x00,0x00]\n0x05,0x6a,0x01,0xd7,0xf0,0xfa,0x00,0x00\n\n# W32: v_sub_co_u32 v5, ttmp14",
    288000: "xd6,0x7b,0xfa,0xed,0x01\n\n# GFX11: v_xad_u32 v5, m0, 0.5, m0               ; encoding:",
    16000: "03,0xd7,0x7e,0x82,0x01,0x00]\n0x05,0x00,0x03,0xd7,0x7e,0x82,0x01,0x00\n\n# GFX11: v_add_nc_u16 v5, exec_hi, null ",
    32000: "x01,0xfe,0xff,0x01\n\n# GFX11: v_bfe_i32 v5, s105, s105, exec_lo       ; encoding: [0x05,0x00,0x11,0xd6",
}
TOTAL = 293642
# the file's last two lines, which end it at 293642 chars
TAIL = "# GFX11: v_xor_b16 v255, 0xfe0b, vcc_hi          ; encoding: [0xff,0x00,0x64,0xd7,0xff,0xd6,0x00,0x00,0x0b,0xfe,0x00,0x00]\n0xff,0x00,0x64,0xd7,0xff,0xd6,0x00,0x00,0x0b,0xfe,0x00,0x00\n"
PAGES[TOTAL - len(TAIL)] = TAIL
HEADER = ("# RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W32 %s\n"
          "# RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=-wavefrontsize32,+wavefrontsize64 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W64 %s\n")
MARK_TEXT = "s_ttracedata_imm 0xbeef"
MARK_BYTES = "0xef,0xbe,0xbb,0xbf"


def items():
    return [(name, f"v_{name} {o}") for name, ops in BLOCKS for o in ops]


def assemble(texts):
    src = "".join(f"{t}\n{MARK_TEXT}\n" for t in texts)
    r = subprocess.run(MC + ["-mattr=+wavefrontsize64,-real-true16", "-show-encoding"],
                       input=src, capture_output=True, text=True)
    if "error" in r.stderr:
        sys.exit(r.stderr[:3000])
    encs = [o.split("; encoding: [")[1].rstrip("]") for o in r.stdout.splitlines()
            if "; encoding: [" in o and MARK_TEXT not in o]
    assert len(encs) == len(texts), (len(encs), len(texts))
    return encs


def disassemble(byte_lines, attr):
    src = "".join(f"{b}\n{MARK_BYTES}\n" for b in byte_lines)
    r = subprocess.run(MC + [f"-mattr={attr}", "-disassemble", "-show-encoding"],
                       input=src, capture_output=True, text=True)
    groups, cur = [], []
    for o in r.stdout.splitlines():
        o = o.strip()
        if not o or o.startswith("."):
            continue
        if o.startswith(MARK_TEXT):
            groups.append(cur)
            cur = []
        else:
            cur.append(o)
    return [g[0] if len(g) == 1 else "<invalid>" for g in groups]


def byte_lines():
    return assemble([t for _, t in items()])


def wide(line):
    if " ; encoding: [" not in line:
        return line
    txt, enc = line.split(" ; encoding: [")
    txt = txt.rstrip()
    return txt + " " * max(42 - len(txt), 1) + "; encoding: [" + enc


def old_name(line, width):
    for new, old in OLD_NAMES.items():
        if line.startswith(new + " "):
            txt, enc = line.split(" ; encoding: [")
            txt = old + txt.rstrip()[len(new):]
            return txt + " " * max(width - len(txt), 1) + "; encoding: [" + enc
    return line


def rebuild(ends=None):
    bl = byte_lines()
    texts = [t for _, t in items()]
    w32 = [old_name(x, 40) for x in disassemble(bl, "+wavefrontsize32,-real-true16")]
    w64 = [old_name(x, 40) for x in disassemble(bl, "+wavefrontsize64,-real-true16")]
    parts = [HEADER]
    for k, b in enumerate(bl):
        a, c = w32[k], w64[k]
        parts.append("\n")
        if texts[k] in CHECK3:
            if CHECK3[texts[k]] is None:
                parts.append(f"# CHECK: {a}\n")
            else:
                sp = " " * CHECK3[texts[k]]
                parts.append(f"# CHECK: {a.split(' ; encoding:')[0].rstrip()}{sp}; encoding: [{b}]\n")
        elif a == c:
            txt, enc = a.split(" ; encoding: [") if " ; encoding: [" in a else (a, None)
            if enc is not None and enc.rstrip("]") != b:
                parts.append(f"# GFX11: {txt.rstrip()}\n")
            else:
                parts.append(f"# GFX11: {a}\n")
        else:
            # the W32/W64 lines align their encodings with the GFX11 lines'
            parts.append(f"# W32: {wide(a)}\n# W64: {wide(c)}\n")
        parts.append(b + "\n")
        if ends is not None:
            ends.append((b, sum(len(x) for x in parts)))
    return "".join(parts)


def check():
    text = rebuild()
    print("rebuilt", len(text), "chars; LLVM", TOTAL)
    ok = True
    for off in sorted(PAGES):
        want = PAGES[off]
        got = text[off:off + len(want)]
        if got != want:
            ok = False
            print(f"page {off}: MISMATCH\n  want {want[:120]!r}\n  got  {got[:120]!r}")
        else:
            print(f"page {off}: ok")
    return ok


def write(path, upto):
    ends = []
    rebuild(ends)
    new = [b for b, e in ends if e <= upto]
    old = open(path).read().split("\n")
    held = set(new)
    rest = [l for l in old[1:] if l.strip() and not l.startswith("#") and l not in held]
    runs = [l for l in HEADER.split("\n") if l.startswith("# RUN:")]
    body = [old[0]] + runs + new
    if rest:
        body += ["# the earlier sweep's byte lines not among LLVM's"] + rest
    open(path, "w").write("\n".join(body) + "\n")
    print(len(new), "LLVM lines,", len(rest), "earlier lines kept")


if __name__ == "__main__":
    if "--write" in sys.argv:
        k = sys.argv.index("--write")
        write(sys.argv[k + 1], int(sys.argv[k + 2]))
    elif "--rebuild" in sys.argv:
        sys.stdout.write(rebuild())
    elif "--check" in sys.argv:
        sys.exit(0 if check() else 1)
    else:
        for b in byte_lines():
            print(b)

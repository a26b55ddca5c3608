#!/usr/bin/env python3
"""LLVM's gfx11_asm_vop3_from_vop1.s (@0082677945713ca02fb04c12983ee9a4a2ba6b34, 163161 chars; all
11 pages, 0-163161, read): per VOP1 opcode (and the aliases v_cvt_flr/rpi, v_ffbh/ffbl), in name
order, the _e64 form over one source list, the modifiers and last line set by the operand kinds.

Usage: vop3_from_vop1.py            instruction lines
       vop3_from_vop1.py --rebuild  LLVM's text as these lines and llvm-mc-22 give it
"""
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import vop1_common as vc  # noqa: E402

S32 = ["v1", "v255", "s1", "s105", "vcc_lo", "vcc_hi", "ttmp15", "m0", "exec_lo", "exec_hi", "null", "-1"]
S64 = ["v[1:2]", "v[254:255]", "s[2:3]", "s[104:105]", "vcc", "ttmp[14:15]", "exec", "null", "-1"]
L32, L16 = "0xaf123456", "0xfe0b"


def block(op, kind):
    o = f"v_{op}_e64"
    d, d2 = "v5", "v255"
    if kind == "int":          # b32 ops: no modifiers
        return [f"{o} v5, {s}" for s in S32 + ["0.5", "src_scc"]] + [f"{o} v255, {L32}"]
    if kind in ("f16", "f32", "f64f32"):
        lit = L16 if kind == "f16" else L32
        if kind == "f64f32":
            d, d2 = "v[5:6]", "v[254:255]"
        return ([f"{o} {d}, {s}" for s in S32] + [f"{o} {d}, 0.5 mul:2", f"{o} {d}, src_scc mul:4",
                                                   f"{o} {d2}, -|{lit}| clamp div:2"])
    if kind in ("i2f", "i2f64", "off"):   # integer source, float result: omod and clamp, no neg
        lit = "0x4f" if kind == "off" else L32
        if kind == "i2f64":
            d, d2 = "v[5:6]", "v[254:255]"
        return ([f"{o} {d}, {s}" for s in S32] + [f"{o} {d}, 0.5 mul:2", f"{o} {d}, src_scc mul:4",
                                                   f"{o} {d2}, {lit} clamp div:2"])
    if kind in ("f64", "f64to32"):
        if kind == "f64":
            d, d2 = "v[5:6]", "v[254:255]"
        return ([f"{o} {d}, {s}" for s in S64] + [f"{o} {d}, 0.5 mul:2", f"{o} {d}, -|src_scc| mul:4",
                                                   f"{o} {d2}, {L32} clamp div:2"])
    if kind in ("f64toi", "f64toi_nc"):
        last = f"{o} v255, {L32}" + (" clamp" if kind == "f64toi" else "")
        return [f"{o} v5, {s}" for s in S64] + [f"{o} v5, 0.5", f"{o} v5, -|src_scc|", last]
    if kind in ("f32toi", "f32toi_nc"):
        last = f"{o} v255, -|{L32}|" + (" clamp" if kind == "f32toi" else "")
        return [f"{o} v5, {s}" for s in S32 + ["0.5", "src_scc"]] + [last]
    if kind == "f16_f32":
        return ([f"{o} v5.l, {s}" for s in S32] + [f"{o} v5.l, 0.5 mul:2", f"{o} v5.l, src_scc mul:4",
                                                    f"{o} v255.l, -|{L32}| clamp div:2",
                                                    f"{o} v255.h, -|{L32}| clamp div:2"])
    srcl = ["v1.l", "v255.l"] + S32[2:]
    if kind == "i16tof16":
        return ([f"{o} v5.l, {s}" for s in srcl] + [f"{o} v5.l, 0.5 mul:2", f"{o} v5.l, src_scc mul:4",
                                                     f"{o} v255.l, {L16} clamp div:2", f"{o} v5.h, v1.h",
                                                     f"{o} v5.l, v255.h", f"{o} v255.h, {L16} clamp div:2"])
    if kind == "f32_f16":
        src = ["v1.l", "v255.l", "v255.h"] + S32[2:]
        return ([f"{o} v5, {s}" for s in src] + [f"{o} v5, 0.5 mul:2", f"{o} v5, src_scc mul:4",
                                                  f"{o} v255, -|{L16}| clamp div:2"])
    if kind in ("f16toi16", "f16toi16_nc"):
        c = " clamp" if kind == "f16toi16" else ""
        return ([f"{o} v5.l, {s}" for s in srcl + ["0.5", "src_scc"]] +
                [f"{o} v255.l, -|{L16}|{c}", f"{o} v5.h, v1.h", f"{o} v5.l, v255.h", f"{o} v255.h, -|{L16}|{c}"])
    if kind == "i32_i16":
        return [f"{o} v5, {s}" for s in srcl + ["0.5", "src_scc"]] + [f"{o} v255, {L16}", f"{o} v5, v255.h"]
    if kind == "b16":          # not_b16, sat_pk_u8_i16, cvt_u32_u16: plain 16-bit names
        return [f"{o} v5, {s}" for s in S32 + ["0.5", "src_scc"]] + [f"{o} v255, {L16}"]
    if kind == "movrel":
        return [f"{o} v5, v1", f"{o} v255, v255"]
    if kind == "none":
        return [o]
    raise ValueError(kind)


OPS = {
    "bfrev_b32": "int", "cls_i32": "int", "clz_i32_u32": "int", "ctz_i32_b32": "int", "ffbh_i32": "int",
    "ffbh_u32": "int", "ffbl_b32": "int", "mov_b32": "int", "movreld_b32": "int", "not_b32": "int",
    "cvt_f16_f32": "f16_f32", "cvt_f16_i16": "i16tof16", "cvt_f16_u16": "i16tof16", "cvt_f32_f16": "f32_f16",
    "cvt_f32_f64": "f64to32", "cvt_f32_i32": "i2f", "cvt_f32_u32": "i2f", "cvt_f32_ubyte0": "i2f",
    "cvt_f32_ubyte1": "i2f", "cvt_f32_ubyte2": "i2f", "cvt_f32_ubyte3": "i2f", "cvt_f64_f32": "f64f32",
    "cvt_f64_i32": "i2f64", "cvt_f64_u32": "i2f64", "cvt_floor_i32_f32": "f32toi_nc", "cvt_flr_i32_f32": "f32toi_nc",
    "cvt_i16_f16": "f16toi16", "cvt_i32_f32": "f32toi", "cvt_i32_f64": "f64toi", "cvt_i32_i16": "i32_i16",
    "cvt_nearest_i32_f32": "f32toi_nc", "cvt_norm_i16_f16": "f16toi16_nc", "cvt_norm_u16_f16": "f16toi16_nc",
    "cvt_off_f32_i4": "off", "cvt_rpi_i32_f32": "f32toi_nc", "cvt_u16_f16": "f16toi16", "cvt_u32_f32": "f32toi",
    "cvt_u32_f64": "f64toi", "cvt_u32_u16": "b16", "frexp_exp_i16_f16": "f16toi16_nc",
    "frexp_exp_i32_f32": "f32toi_nc", "frexp_exp_i32_f64": "f64toi_nc", "movrels_b32": "movrel",
    "movrelsd_2_b32": "movrel", "movrelsd_b32": "movrel", "nop": "none", "not_b16": "b16",
    "pipeflush": "none", "sat_pk_u8_i16": "b16",
}
for base in ("ceil", "floor", "fract", "rndne", "trunc", "rcp", "rsq", "sqrt", "frexp_mant"):
    OPS[f"{base}_f16"], OPS[f"{base}_f32"], OPS[f"{base}_f64"] = "f16", "f32", "f64"
for base in ("cos", "sin", "exp", "log"):
    OPS[f"{base}_f16"], OPS[f"{base}_f32"] = "f16", "f32"
OPS["rcp_iflag_f32"] = "f32"

HEAD = ["// NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --unique --version 5",
        "// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s "
        "| FileCheck --check-prefix=GFX11 %s"]
# LLVM's check text where it is not llvm-mc-22's (the file's one bare-bytes check)
OVERRIDE = {"v_cvt_i32_i16_e64 v5, v255.h": "[0x05,0x08,0xea,0xd5,0xff,0x01,0x00,0x00]"}


def lines():
    out = []
    for op in sorted(OPS):
        out += block(op, OPS[op])
    return out


def rebuild():
    ls = lines()
    ck = vc.assemble_fast(ls)
    ck = [OVERRIDE.get(l, c) for l, c in zip(ls, ck)]
    return vc.asm_text(HEAD, ls, ck)


SNIPS = [(0, "// NOTE: Assertions"), (16000, "255\n// GFX11: v_ctz_i32_b32_e64 v5, v255"),
         (32000, "0x05,0x00,0x86,0xd5,0x7b,0x00,0x00,0x00]\n\nv_cvt_f32_u32_e64 v5, m0"),
         (48000, "1,0x00,0x00]\n\nv_cvt_floor_i32_f32_e64 v5, v255"),
         (64000, "0xe3,0xd5,0x7c,0x00,0x00,0x00]\n\nv_cvt_norm_i16_f16_e64 v5.l, -1"),
         (80000, "b,0xd5,0xff,0x00,0x00,0x00,0x0b,0xfe,0x00,0x00]\n\nv_exp_f16_e64 v5, v1"),
         (96000, "0x00,0xdf,0xd5,0x01,0x00,0x00,0x00]\n\nv_fract_f16_e64 v5, s105"),
         (112000, "0x12,0xaf]\n\nv_frexp_mant_f64_e64 v[5:6], v[1:2]"),
         (128000, "               ; encoding: [0x05,0x00,0xd4,0xd5,0x7c,0x00,0x00,0x00]\n\nv_rcp_f16_e64 v5, -1"),
         (144000, "ncoding: [0xff,0x81,0xae,0xd5,0xff,0x00,0x00,0x38,0x56,0x34,0x12,0xaf]\n\nv_rsq_f64_e64 v[5:6], v[1:2]"),
         (160000, "runc_f32_e64 v5, vcc_lo              ; encoding: [0x05,0x00,0xa1,0xd5,0x6a,0x00,0x00,0x00]")]

if __name__ == "__main__":
    if sys.argv[1:2] == ["--rebuild"]:
        sys.stdout.write(rebuild())
    elif sys.argv[1:2] == ["--check"]:
        vc.compare(rebuild(), 163161, SNIPS)
    else:
        print("\n".join(lines()))

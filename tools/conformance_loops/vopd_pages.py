"""LLVM's gfx11_asm_vopd.s, page by page: each X opcode's blocks (one per X
src0, every Y opcode the page shows for it, with the Y sources the page
uses), written out from the pages read, in the file's (sorted) order.
Prints the instruction lines of the X opcodes listed in SPECS."""
import sys

SHARE = {"cndmask_b32", "fmaak_f32", "fmamk_f32"}
YOPS = ["add_f32", "add_nc_u32", "and_b32", "cndmask_b32", "dot2acc_f32_bf16", "dot2acc_f32_f16", "fmaak_f32",
        "fmac_f32", "fmamk_f32", "lshlrev_b32", "max_f32", "min_f32", "mov_b32", "mul_dx9_zero_f32", "mul_f32",
        "sub_f32", "subrev_f32"]
SGPRS = {"exec_hi", "exec_lo", "m0", "s1", "s105", "ttmp15", "vcc_hi", "vcc_lo"}
# The X src0 values, and the Y src0 the pages pair with each.
M = {"-1": "src_scc", "0.5": "0.5", "0xaf123456": "null", "exec_hi": "vcc_hi", "exec_lo": "ttmp15", "m0": "m0",
     "s1": "s105", "s105": "s1", "src_scc": "-1", "ttmp15": "vcc_lo", "v1": "v255", "v2": "v3", "v255": "v2",
     "v3": "v4", "v4": "v1", "vcc_hi": "exec_lo", "vcc_lo": "exec_hi", "0xfe0b": "null"}
XSRC1 = {"-1": "v4", "0.5": "v3"}
YSRC1 = {"-1": "v5", "0.5": "v2"}


def form(op, dst, a, b):
    if op == "fmaak_f32":
        return f"v_dual_fmaak_f32 {dst}, {a}, {b}, 0xaf123456"
    if op == "fmamk_f32":
        return f"v_dual_fmamk_f32 {dst}, {a}, 0xaf123456, {b}"
    if op == "mov_b32":
        return f"v_dual_mov_b32 {dst}, {a}"
    return f"v_dual_{op} {dst}, {a}, {b}"


def line(x, s, y, ys0, spec):
    xs1 = XSRC1.get(s, "v2")
    if y in ("fmamk_f32", "mov_b32") and xs1 == "v2":
        xs1 = "v255"
    yb = spec.get("fmamk_b", "v255") if y == "fmamk_f32" else spec.get("ysrc1", YSRC1).get(s, spec.get("ysrc1_else", "v3"))
    xpart = spec["xpart"](s) if "xpart" in spec else form(x, "v255", s, xs1)
    return xpart + " :: " + form(y, "v6", ys0, yb)


def special(x, omit=(), fmamk_b="v4", dot2acc="0xfe0b", xpart=None, ysrc1="v4"):
    """The block that closes each X opcode: X writes v6 from null, Y v255 from the literal."""
    out = []
    for y in YOPS:
        if y in omit:
            continue
        lit = dot2acc if y.startswith("dot2acc") else "0xaf123456"
        if y == "fmamk_f32":
            ypart = f"v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, {fmamk_b}"
        else:
            ypart = form(y, "v255", lit, ysrc1)
        out.append((xpart or form(x, "v6", "null", "v5")) + " :: " + ypart)
    return out


def plain(s, y):
    """The usual Y src0: the paired value; the X scalar itself where Y reads
    VCC or a literal (cndmask, fmaak, fmamk), to stay within the scalar limit."""
    return s if y in SHARE and s in SGPRS else M[s]


def add_f32(s, y):
    return plain(s, y)


def cndmask_b32(s, y):
    if y == "dot2acc_f32_bf16":
        return None
    if s in SGPRS or s == "src_scc":
        if y in ("fmaak_f32", "fmamk_f32"):
            return None
        return s if s in SGPRS else M[s]
    if y in ("fmaak_f32", "fmamk_f32") and s in ("-1", "0.5"):
        return {"-1": "0.5", "0.5": "-1"}[s]
    return M[s]


def dot2acc_f32_bf16(s, y):
    return M[s] if y in ("add_f32", "add_nc_u32") else None


def dot2acc_f32_f16(s, y):
    if y == "dot2acc_f32_bf16":
        return None
    if s == "0xfe0b" and y in ("fmaak_f32", "fmamk_f32"):
        return None
    if y in ("fmaak_f32", "fmamk_f32") and s in ("v1", "v2", "v3", "v4", "vcc_lo"):
        return {"v1": "v3", "v2": "v4", "v3": "vcc_lo", "v4": "v255", "vcc_lo": "null"}[s]
    return plain(s, y)


def fmaak_f32(s, y):
    if y == "dot2acc_f32_bf16":
        return None
    scalar = s in SGPRS or s == "src_scc"
    if y == "cndmask_b32":
        if scalar:
            return None
        return {"-1": "0.5", "0.5": "-1"}.get(s, M[s])
    if y == "dot2acc_f32_f16":
        if s == "v4":
            return None
        over = {"-1": "0.5", "0.5": "-1", "exec_hi": "v4", "0xaf123456": "exec_hi", "src_scc": "null", "v255": "v1",
                "v3": "v2"}
        if s in over:
            return over[s]
    return s if s in SGPRS else M[s]


def fmac_f32(s, y):
    return None if y == "dot2acc_f32_bf16" else plain(s, y)


# X opcode: its Y src0 rule, its literal, fmamk's last source, and for the
# closing block the Y opcodes left out, fmamk's last source and dot2acc's src0.
SPECS = {
    "add_f32": dict(rule=add_f32),
    "cndmask_b32": dict(rule=cndmask_b32, omit=("dot2acc_f32_bf16",)),
    "dot2acc_f32_bf16": dict(rule=dot2acc_f32_bf16, lit="0xfe0b",
                             omit=tuple(y for y in YOPS if y not in ("add_f32", "add_nc_u32"))),
    "dot2acc_f32_f16": dict(rule=dot2acc_f32_f16, lit="0xfe0b", fmamk_b="v4", omit=("dot2acc_f32_bf16",),
                            special_fmamk_b="v255"),
    "fmaak_f32": dict(rule=fmaak_f32, omit=("dot2acc_f32_bf16",), special_dot2acc="src_scc"),
    "fmac_f32": dict(rule=fmac_f32, fmamk_b="v4", omit=("dot2acc_f32_bf16",), special_fmamk_b="v255"),
    "max_f32": dict(rule=fmac_f32, omit=("dot2acc_f32_bf16",)),
    "min_f32": dict(rule=fmac_f32, omit=("dot2acc_f32_bf16",)),
    # fmamk's own sources: `S, 0xaf123456, v255`; the Y src1 then v255 but for -1 and 0.5.
    "fmamk_f32": dict(rule=fmaak_f32, fmamk_b="v4", xpart=lambda s: f"v_dual_fmamk_f32 v255, {s}, 0xaf123456, v255",
                      ysrc1={"-1": "v4", "0.5": "v3"}, ysrc1_else="v255", omit=("dot2acc_f32_bf16",),
                      special_dot2acc="src_scc", special_xpart="v_dual_fmamk_f32 v6, null, 0xaf123456, v4",
                      special_ysrc1="v5", special_fmamk_b="v255"),
    # mov_b32 has no src1: the Y src1 is v255 but for -1 and 0.5, fmamk's last source v255.
    "mov_b32": dict(rule=fmac_f32, fmamk_b="v255", xpart=lambda s: f"v_dual_mov_b32 v255, {s}",
                    ysrc1={"-1": "v4", "0.5": "v3"}, ysrc1_else="v255", omit=("dot2acc_f32_bf16",),
                    special_xpart="v_dual_mov_b32 v6, null", special_ysrc1="v5"),
    "mul_dx9_zero_f32": dict(rule=fmac_f32, omit=("dot2acc_f32_bf16",)),
    "mul_f32": dict(rule=fmac_f32, omit=("dot2acc_f32_bf16",)),
    "sub_f32": dict(rule=fmac_f32, omit=("dot2acc_f32_bf16",)),
    "subrev_f32": dict(rule=fmac_f32, omit=("dot2acc_f32_bf16",)),
}


def lines(x):
    spec = SPECS[x]
    rule, lit = spec["rule"], spec.get("lit", "0xaf123456")
    out = []
    for s in (k for k in M if k != "0xfe0b"):
        xs = lit if s == "0xaf123456" else s
        for y in YOPS:
            ys0 = rule(xs, y)
            if ys0 is not None:
                out.append(line(x, xs, y, ys0, spec))
    out.sort()
    return out + special(x, spec.get("omit", ()), spec.get("special_fmamk_b", "v4"), spec.get("special_dot2acc", "0xfe0b"),
                         spec.get("special_xpart"), spec.get("special_ysrc1", "v4"))


if __name__ == "__main__":
    for x in (sys.argv[1:] or SPECS):
        print("\n".join(lines(x)))

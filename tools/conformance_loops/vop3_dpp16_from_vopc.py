#!/usr/bin/env python3
"""Writes the opcode blocks of LLVM's gfx11_asm_vop3_dpp16_from_vopc.s in the
shape its pages show (all 22 pages, 0-350,266, were read and match):
per VOPC opcode with a DPP form, 13 wave32 lines (sdst s5/s105/vcc_lo/vcc_hi/
ttmp15 over the DPP controls), the same 13 with wave64 destinations, and one
`null` line; float compares put modifiers on the vcc_hi/ttmp15/null lines,
integer ones none, the class ones only -|src0| on the null line.

Usage: vop3_dpp16_from_vopc.py > lines   (instruction lines only)
"""

FLOAT = ["eq", "f", "ge", "gt", "le", "lg", "lt", "neq", "nge", "ngt", "nle",
         "nlg", "nlt", "o", "t", "tru", "u"]
INT = ["eq", "f", "ge", "gt", "le", "lt", "ne", "t"]
# integer compares with a 16-bit form (f and t have only 32-bit ones)
INT16 = {"eq", "ge", "gt", "le", "lt", "ne"}


def opcodes():
    names = [("class_f16", "class"), ("class_f32", "class")]
    for c in FLOAT:
        names += [(f"{c}_f16", "float"), (f"{c}_f32", "float")]
    for c in INT:
        for t in ("i", "u"):
            if c in INT16:
                names.append((f"{c}_{t}16", "int"))
            names.append((f"{c}_{t}32", "int"))
    return sorted(names)


CTRL = ["quad_perm:[3,2,1,0]", "quad_perm:[0,1,2,3]", "row_mirror",
        "row_half_mirror", "row_shl:1", "row_shl:15", "row_shr:1",
        "row_shr:15", "row_ror:1"]


def block(name, kind):
    op = f"v_cmp_{name}_e64_dpp"
    mods = kind == "float"
    out = []
    for lo, hi, d105, vlo, vhi, tt in (
        (1, 0, "s105", "vcc_lo", "vcc_hi", "ttmp15"),
        (0, 1, "s[104:105]", None, "vcc", "ttmp[14:15]"),
    ):
        s = "s5" if lo else "s[10:11]"
        for c in CTRL:
            out.append(f"{op} {s}, v1, v2 {c}")
        out.append(f"{op} {s if not lo else d105}, v1, v2 row_ror:15" if lo else f"{op} {s}, v1, v2 row_ror:15")
        out.append(f"{op} {vlo or d105}, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf")
        a, b = ("|v1|", "-v2") if mods else ("v1", "v2")
        out.append(f"{op} {vhi}, {a}, {b} row_share:15 row_mask:0x0 bank_mask:0x1")
        a, b = ("-v1", "|v2|") if mods else ("v1", "v2")
        out.append(f"{op} {tt}, {a}, {b} row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0")
    tail = "row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1"
    if kind == "float":
        out.append(f"{op} null, -|v255|, -|v255| clamp {tail}")
    elif kind == "class":
        out.append(f"{op} null, -|v255|, v255 {tail}")
    else:
        out.append(f"{op} null, v255, v255 {tail}")
    return out


if __name__ == "__main__":
    for name, kind in opcodes():
        print("\n".join(block(name, kind)))

#!/usr/bin/env python3
"""Writes the byte lines of LLVM's sorted memory disassembler tests (gfx11_dasm_flat.txt, ...) from
the per-opcode operand shapes their pages show, and rebuilds the file's text (the update script's
--unique --sort layout: every byte line once, the entries sorted by their check line) to compare
with the pages. The byte lines are the check text below, assembled by llvm-mc-22.

Usage: mem_dasm.py FILE texts | bytes | rebuild | write READ"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dasm_rebuild as dr  # noqa: E402

OPS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../crates/amdgpu/tables/gfx1100.ops")


def names(*fmts):
    out = set()
    for line in open(OPS):
        f = line.split()
        if len(f) > 3 and f[0] == "op" and f[1] in fmts:
            out.add(f[3])
    return sorted(out)


def v(n, w):
    return f"v{n}" if w == 1 else f"v[{n}:{n + w - 1}]"


def vhi(w):
    return v(256 - w, w)


def width(name):
    """(result/data dwords) of a memory opcode from its name."""
    t = name.rsplit("_", 1)[1]
    return {"b128": 4, "b96": 3, "b64": 2, "u64": 2, "i64": 2}.get(t, 1)


def flat():
    out = []
    for op in names("FLAT"):
        w = width(op)
        if "_atomic_" in op:
            d = 2 * w if "cmpswap" in op else w
            out += [f"{op} v[1:2], {v(2, d)}",
                    f"{op} {vhi(w)}, v[254:255], {vhi(d)} offset:7 glc slc dlc",
                    f"{op} {v(5, w)}, v[1:2], {v(2, d)} offset:4095 glc"]
        elif "_load_" in op:
            out += [f"{op} {vhi(w)}, v[254:255] offset:7 glc slc dlc", f"{op} {v(5, w)}, v[1:2]",
                    f"{op} {v(5, w)}, v[1:2] offset:4095"]
        else:
            out += [f"{op} v[1:2], {v(2, w)}", f"{op} v[1:2], {v(2, w)} offset:4095",
                    f"{op} v[254:255], {vhi(w)} offset:7 glc slc dlc"]
    return out


def glob():
    out = []
    for op in names("GLOBAL"):
        w = width(op)
        if op == "global_atomic_csub_u32":
            out += [f"{op} v255, v2, s[104:105] offset:-1", f"{op} v255, v255, ttmp[14:15] offset:-4096 slc dlc",
                    f"{op} v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc"]
            out += [f"{op} v5, {a}, v2, {s} glc" for a, s in
                    [("v1", "s[104:105]"), ("v1", "s[6:7]"), ("v1", "ttmp[14:15]"), ("v1", "vcc"),
                     ("v255", "s[104:105] offset:-1"), ("v255", "s[6:7]"), ("v255", "vcc offset:4095"),
                     ("v[1:2]", "off"), ("v[254:255]", "off")]]
            out += [f"{op} v[1:2], v2, off"]
        elif op == "global_load_addtid_b32":
            out += [f"{op} v255, off offset:-4096 glc slc dlc", f"{op} v5, s[104:105]", f"{op} v5, s[2:3]",
                    f"{op} v5, ttmp[14:15] offset:4095", f"{op} v5, vcc offset:-1"]
        elif op == "global_store_addtid_b32":
            out += [f"{op} v1, s[104:105]", f"{op} v1, s[4:5]", f"{op} v1, ttmp[14:15] offset:4095",
                    f"{op} v1, vcc offset:-1", f"{op} v255, off offset:-4096 glc slc dlc"]
        elif "_load_" in op:
            r = v(5, w)
            out += [f"{op} {vhi(w)}, v255, ttmp[14:15] offset:-4096 glc slc dlc", f"{op} {r}, v1, s[104:105]",
                    f"{op} {r}, v1, s[4:5]", f"{op} {r}, v1, ttmp[14:15]", f"{op} {r}, v1, vcc",
                    f"{op} {r}, v255, s[104:105] offset:-1", f"{op} {r}, v255, s[4:5]",
                    f"{op} {r}, v255, vcc offset:4095", f"{op} {r}, v[1:2], off", f"{op} {r}, v[254:255], off"]
        elif "_atomic_" in op:
            d = 2 * w if "cmpswap" in op else w
            out += [f"{op} v1, {v(2, d)}, s[104:105]", f"{op} v1, {v(2, d)}, s[6:7]",
                    f"{op} v1, {v(2, d)}, ttmp[14:15]", f"{op} v1, {v(2, d)}, vcc",
                    f"{op} v255, {v(2, d)}, s[104:105] offset:-1", f"{op} v255, {v(2, d)}, s[6:7]",
                    f"{op} {vhi(w)}, v255, {vhi(d)}, ttmp[14:15] offset:-4096 glc slc dlc",
                    f"{op} {v(5, w)}, v255, {v(2, d)}, vcc offset:4095 glc",
                    f"{op} v[1:2], {v(2, d)}, off", f"{op} v[254:255], {v(2, d)}, off"]
        elif "_store_" in op and op != "global_store_addtid_b32":
            d = v(2, w)
            out += [f"{op} v1, {d}, s[104:105]", f"{op} v1, {d}, s[6:7]", f"{op} v1, {d}, ttmp[14:15]",
                    f"{op} v1, {d}, vcc", f"{op} v255, {d}, s[104:105] offset:-1", f"{op} v255, {d}, s[6:7]",
                    f"{op} v255, {d}, vcc offset:4095", f"{op} v255, {vhi(w)}, ttmp[14:15] offset:-4096 glc slc dlc",
                    f"{op} v[1:2], {d}, off", f"{op} v[254:255], {d}, off"]
    return out


SADDR = ["off", "s105", "s2", "ttmp15", "vcc_hi", "vcc_lo"]


def scratch():
    out = []
    for op in names("SCRATCH"):
        w = width(op)
        if "_load_" in op:
            r = v(5, w)
            out += [f"{op} {vhi(w)}, v255, ttmp15 offset:-4096 glc slc dlc"]
            out += [f"{op} {r}, {a}, {s}" for a in ("off", "v1") for s in SADDR]
            out += [f"{op} {r}, v255, {s}" for s in ("off", "s105", "s2", "vcc_hi offset:4095", "vcc_lo offset:-1")]
        else:
            d = v(2, w)
            out += [f"{op} v255, {vhi(w)}, ttmp15 offset:-4096 glc slc dlc"]
            sa = [x.replace("s2", "s3") for x in SADDR]  # the stores take s3 where the loads take s2
            out += [f"{op} {a}, {d}, {s}" for a in ("off", "v1") for s in sa]
            out += [f"{op} v255, {d}, {s}" for s in ("off", "s105", "s3", "vcc_hi offset:4095", "vcc_lo offset:-1")]
    return out


def buf_lines(op, r, rhi, forms):
    """One MUBUF operand line per FORM: (vdata, vaddr, srsrc, soffset, modifiers)."""
    out = []
    for f in forms:
        vd, va, rs, so, mods = f
        vd = {"R": r, "RHI": rhi}.get(vd, vd)
        out.append(f"{op} {vd}, {va}, {rs}, {so}" + (f" {mods}" if mods else ""))
    return out


def buf_atomic_forms(flags, glc=""):
    g = f" {glc}" if glc else ""
    f = [("RHI", "off", "s[8:11]", "s3", "offset:4095" + g), ("R", "off", "s[12:15]", "s3", "offset:4095" + g)]
    f += [("R", "off", "s[8:11]", c, "offset:4095" + g) for c in ("-1", "-4.0", "0", "0.5", "m0", "s101")]
    f += [("R", "off", "s[8:11]", "s3", glc)]
    f += [("R", "off", "s[8:11]", "s3", "offset:4095" + (f" {x}" if x else "")) for x in flags]
    f += [("R", "off", "s[8:11]", "s3", "offset:7" + g), ("R", "off", "s[96:99]", "s3", "offset:4095" + g),
          ("R", "v0", "s[8:11]", "s3", "idxen offset:4095" + g), ("R", "v0", "s[8:11]", "s3", "offen offset:4095" + g)]
    return f


def mubuf():
    out = []
    for op in names("MUBUF"):
        w = width(op)
        if "_atomic_" in op:
            d = 2 * w if "cmpswap" in op else w
            if op == "buffer_atomic_csub_u32":
                forms = buf_atomic_forms(["", "dlc", "glc", "glc dlc", "glc slc", "glc slc dlc", "slc", "slc dlc"],
                                         "glc")
            elif op == "buffer_atomic_add_f32":
                forms = buf_atomic_forms(["", "glc", "glc slc", "slc"])
            else:
                forms = buf_atomic_forms(["", "dlc", "glc", "glc slc dlc", "slc"])
            out += buf_lines(op, v(5, d), vhi(d), forms)
        elif op in ("buffer_gl0_inv", "buffer_gl1_inv"):
            out.append(op)
        else:
            d = buf_width(op)
            forms = buf_atomic_forms(["", "dlc", "glc", "glc slc dlc", "slc"])
            if "_store_" in op:  # the stores: s[12:15], s4 for s[8:11], s3, and s[16:19] for s[12:15]
                forms = [(vd, va, {"s[8:11]": "s[12:15]", "s[12:15]": "s[16:19]"}.get(rs, rs),
                          "s4" if so == "s3" else so, m) for vd, va, rs, so, m in forms]
            out += buf_lines(op, v(5, d) if "_load_" in op else v(1, d), vhi(d), forms)
    return out


def buf_width(op):
    if "format_" in op:
        n = len(op.rsplit("_", 1)[1])
        return (n + 1) // 2 if "_d16_" in op else n
    return width(op)


DS_MODS = ["", "gds", "offset:4660", "offset:4660 gds", "offset:65535", "offset:65535 gds"]
DS_TRIPLES = [("v0", "v1", "v2"), ("v0", "v254", "v253"), ("v255", "v1", "v253"), ("v255", "v254", "v2"),
              ("v255", "v254", "v253")]


def ds_op(op, ops, mods):
    return [f"{op} {ops}" + (f" {m}" if m else "") for m in mods]


def ds_kinds():
    kinds = {}
    for line in open(OPS):
        f = line.split()
        if len(f) > 3 and f[0] == "op" and f[1] == "DS":
            kinds.setdefault(f[3], " ".join(x for x in f[4:] if not x.startswith("item:")))
    return kinds


DS_REG = {"c0": ("v{}", 1), "c9": ("v[{}:{}]", 2), "c35": ("v[{}:{}]", 3), "c20": ("v[{}:{}]", 4)}


def ds_reg(cls, n):
    w = DS_REG[cls][1]
    return v(n, w), vhi(w)


def ds_family_b(op, kind, mods=("", "offset:4", "offset:65535", "offset:65535 gds"), hi_mod="offset:65535"):
    """The base operands (vdst v5, addr v1, data0 v2, data1 v3, at their widths) with MODS, then each
    operand in turn at the top of the register file, with offset:65535."""
    slots = []
    for x in kind.split():
        name, _, cls = x.partition(":")
        if name in ("vdst", "addr", "data0", "data1") and cls in DS_REG:
            slots.append(ds_reg(cls, {"vdst": 5, "addr": 1, "data0": 2, "data1": 3}[name]))
    base = ", ".join(lo for lo, _ in slots)
    out = ds_op(op, base, mods)
    for i in range(len(slots)):
        ops = ", ".join(hi if j == i else lo for j, (lo, hi) in enumerate(slots))
        out += ds_op(op, ops, [hi_mod])
    return out


DS_QUADS = [("v0", "v1", "v2", "v3"), ("v0", "v254", "v253", "v252"), ("v255", "v1", "v253", "v252"),
            ("v255", "v254", "v2", "v252"), ("v255", "v254", "v253", "v252"), ("v255", "v254", "v253", "v3")]
# ds_swizzle_b32's lines, in the file's order (its swizzle macros are not in sorted order)
SWIZZLE = ["ds_swizzle_b32 v255, v1 offset:65535", "ds_swizzle_b32 v5, v1", "ds_swizzle_b32 v5, v1 offset:65535",
           "ds_swizzle_b32 v5, v1 offset:65535 gds", 'ds_swizzle_b32 v5, v1 offset:swizzle(BITMASK_PERM,"00p00")',
           "ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM,0,1,2,3)", "ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,4)",
           "ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,16)", "ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,32,1)",
           "ds_swizzle_b32 v5, v255 offset:65535"]
DS_2ADDR_MODS = [m + g for m in ("", "offset0:123", "offset0:123 offset1:64", "offset0:255 offset1:255",
                                 "offset0:255 offset1:64", "offset0:64 offset1:123", "offset0:64 offset1:255",
                                 "offset1:123") for g in (("", " gds") if m else ("", "gds"))]
DS_NOT_IN_FILE = {"ds_add_gs_reg_rtn", "ds_sub_gs_reg_rtn", "ds_bvh_stack_rtn_b32"}  # in the tail below
# The file's last lines, after the sorted ones: (instruction, the spaces before its "; encoding:" as written)
DS_TAIL = [(f"ds_{o}_gs_reg_rtn {a}", " " * 5) for o in ("add", "sub")
           for a in ("v[5:6], v1 offset:127 gds", "v[5:6], v1 gds", "v[1:2], v255 offset:65535 gds", "v[1:2], v255 gds")]
DS_TAIL += [(f"ds_bvh_stack_rtn_b32 {a}{o}", " " * 5 if o else " ")
            for a in ("v1, v2, v3, v[4:7]", "v254, v255, v253, v[5:8]") for o in (" offset:127", "")]
DS_FAMILY_B = {"ds_max_rtn_f32", "ds_min_rtn_f32", "ds_store_b8_d16_hi", "ds_store_b16_d16_hi"}  # 32-bit returning ops written with the 64-bit lines' shape


def ds():
    out = []
    for op, k in sorted(ds_kinds().items()):
        if op in DS_NOT_IN_FILE:
            continue
        if op in DS_FAMILY_B:
            out += ds_family_b(op, k)
            continue
        if k == "addr:c0 data0:c0":
            out += [t for a in ("v0", "v255") for d in ("v1", "v254") for t in ds_op(op, f"{a}, {d}", DS_MODS)]
        elif k == "vdst:c0 addr:c0 data0:c0":
            out += [t for x in DS_TRIPLES for t in ds_op(op, ", ".join(x), DS_MODS)]
        elif k == "vdst:c0 addr:c0 data0:c0 gds==0":
            out += [t for x in DS_TRIPLES for t in ds_op(op, ", ".join(x), ["", "offset:4660", "offset:65535"])]
        elif k == "addr:c0 data0:c0 data1:c0" and "2addr" not in op:
            out += [t for x in DS_TRIPLES for t in ds_op(op, ", ".join(x), DS_MODS)]
        elif k == "vdst:c0 addr:c0 data0:c0 data1:c0" and op == "ds_mskor_rtn_b32":
            out += [t for x in DS_QUADS for t in ds_op(op, ", ".join(x), DS_MODS)]
        elif "_2addr_" in op and not (op.startswith("ds_store_2addr_") and k == "addr:c0 data0:c0 data1:c0"):
            out += ds_family_b(op, k, ("offset0:127", "offset0:127 offset1:1", "offset0:127 offset1:255",
                                       "offset0:127 offset1:255 gds", "offset0:16 offset1:255", "offset1:255"),
                               "offset0:127 offset1:255")
        elif op == "ds_ordered_count":
            out += [t if t.endswith("gds") else t + " gds"
                    for t in ds_family_b(op, k, ("gds", "offset:4 gds", "offset:65535 gds"))]
        elif op == "ds_swizzle_b32":
            out += SWIZZLE
        elif op.startswith("ds_store_2addr_") and k == "addr:c0 data0:c0 data1:c0":
            out += [t for x in DS_TRIPLES for t in ds_op(op, ", ".join(x), DS_2ADDR_MODS)]
        elif op == "ds_nop":
            out.append(op)
        elif k == "addr:c0 gds==1":
            out += [t for a in ("v0", "v255") for t in ds_op(op, a, ["gds", "offset:4660 gds", "offset:65535 gds"])]
        elif k == "gds==1":
            out += [f"{op} gds", f"{op} offset:4660 gds", f"{op} offset:65535 gds"]
        else:
            out += ds_family_b(op, k)
    return out


# The names the DS check lines had when they were written (and sorted and padded): gfx11 renamed them.
RENAMED = [("ds_load_2addr_stride64_", "ds_read2st64_"), ("ds_load_2addr_", "ds_read2_"),
           ("ds_store_2addr_stride64_", "ds_write2st64_"), ("ds_store_2addr_", "ds_write2_"),
           ("ds_storexchg_2addr_stride64_", "ds_wrxchg2st64_"), ("ds_storexchg_2addr_", "ds_wrxchg2_"),
           ("ds_storexchg_", "ds_wrxchg_"), ("ds_load_", "ds_read_"), ("ds_store_", "ds_write_"),
           ("ds_cmpstore_", "ds_cmpst_")]


def ds_old(inst):
    for new, old in RENAMED:
        if inst.startswith(new):
            return old + inst[len(new):], old, new
    return inst, None, None


def ds_fix(text):
    """LLVM's check lines keep the padding of the older names they were written with."""
    inst, enc = dr.split(text)
    if "offset:swizzle(FFT,31)" in inst:  # llvm-mc-22 prints swizzle offset 0xffff so; the file has 65535
        return dr.pad(inst.replace("offset:swizzle(FFT,31)", "offset:65535"), enc)
    old_inst, old, new = ds_old(inst)
    if old:
        return dr.pad(old_inst, enc).replace(old, new, 1)
    return text


def ds_key(check):
    """The check lines are in the order of their older names (ds_swizzle_b32's in the file's own order)."""
    inst = check.split(": ", 1)[1]
    if inst.startswith("ds_swizzle_b32 "):
        i = next(i for i, t in enumerate(SWIZZLE) if dr.split(inst)[0] == t)
        return f"ds_swizzle_b32 {i:02d}"
    return ds_old(inst)[0]


FILES = {
    "flat": dict(
        texts=lambda: flat() + glob() + scratch(),
        header=("# NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --unique --sort --version 6\n"
                "# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -disassemble -show-encoding < %s | FileCheck %s -check-prefix=GFX11\n"
                + "".join(f"\n#===------------------------------------------------------------------------===#\n# {s}\n"
                          "#===------------------------------------------------------------------------===#\n"
                          for s in ("FLAT", "GLOBAL", "SCRATCH"))),
        prefix="GFX11", mattr="+wavefrontsize32,+real-true16",
        src="llvm/test/MC/Disassembler/AMDGPU/gfx11_dasm_flat.txt", commit="001224ab375822a17fd73b024a8ea4903e283982",
        path="crates/amdgpu/tests/conformance/llvm-mc-gfx11/gfx11_dasm_flat.txt",
        how="per FLAT, GLOBAL and SCRATCH opcode of this project's gfx1100 table, the operand lines the pages show "
            "for its kind: flat atomics, loads and stores 3 each; global atomics, loads and stores 10 each (vector "
            "and saddr forms, high registers, offsets -4096, -1, 4095, glc slc dlc), global_atomic_csub_u32 13, "
            "the addtid load and store 5 each; scratch loads and stores 18 each"),
    "mubuf": dict(
        texts=lambda: mubuf(),
        header=("# NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --unique --sort --version 6\n"
                "# RUN: llvm-mc -triple=amdgpu11.00 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11 %s\n"),
        prefix="GFX11", mattr="+wavefrontsize32,+real-true16",
        src="llvm/test/MC/Disassembler/AMDGPU/gfx11_dasm_mubuf.txt", commit="19bc9c0521672f6672f790a589b807c475a9d42e",
        path="crates/amdgpu/tests/conformance/llvm-mc-gfx11/gfx11_dasm_mubuf.txt",
        blank_before={"0xff,0x1f,0x2c,0xe1,0x00,0x05,0x02,0x03"},
        how="per MUBUF opcode of this project's gfx1100 table, the 18 operand lines the pages show for its kind "
            "(soffset -1, -4.0, 0, 0.5, m0, s101; offsets 0, 4095, 7; dlc, glc, glc slc dlc, slc; a second and a "
            "high resource; idxen, offen; a high data register; the stores on s[12:15], s4), buffer_atomic_add_f32's "
            "16 (glc slc, no dlc) and buffer_atomic_csub_u32's 21 (with glc), and buffer_gl0_inv and _gl1_inv; "
            "one entry has two blank lines before it, as the file has"),
    "ds": dict(
        texts=lambda: ds(),
        header=("# RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -disassemble -show-encoding < %s | FileCheck -check-prefix=GFX11 %s\n"
                "# RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=-WavefrontSize32,+WavefrontSize64 -disassemble -show-encoding < %s | FileCheck -check-prefix=GFX11 %s\n"),
        layout="each check line above its byte line, sorted as described", check_first=True, fix=ds_fix, key=ds_key, spaced=lambda c: "_addtid_" in c, tail=DS_TAIL,
        prefix="GFX11", mattr="+wavefrontsize32,+real-true16",
        src="llvm/test/MC/Disassembler/AMDGPU/gfx11_dasm_ds.txt", commit="05c7a784e3c664b364cb738caccd050cd60c990c",
        path="crates/amdgpu/tests/conformance/llvm-mc-gfx11/gfx11_dasm_ds.txt",
        how="per DS opcode of this project's gfx1100 table, the lines the pages show for its kind: the 32-bit "
            "atomics and stores a grid of addresses v0/v255 and data v1/v254 (or the five returning triples, or "
            "address/data/data triples) with none, gds, offset:4660, offset:65535 and each with gds; the others the "
            "base operands v5, v1, v2, v3 at their widths with none, offset:4, offset:65535, offset:65535 gds, then "
            "each operand at the top of the register file; the 2addr forms with offset0/offset1 pairs; "
            "ds_mskor_rtn_b32 four-register grid; gws, nop, ordered_count, swizzle as the pages show; the check "
            "lines sorted and padded by the names they had before gfx11's renames (ds_read*, ds_write*, ds_wrxchg*, "
            "ds_cmpst*); ds_swizzle_b32's lines and the last twelve (ds_add/sub_gs_reg_rtn, ds_bvh_stack_rtn_b32) "
            "in the file's own order and spacing; the addtid lines' bytes are written with spaces there, with "
            "commas here"),
}


LAYOUT = "--unique --sort: each byte line once, the entries sorted by check line"


def accepted(texts):
    """The lines llvm-mc-22 assembles (the shapes are written for every opcode of a kind; the forms an
    opcode does not take are dropped)."""
    import re
    import subprocess
    r = subprocess.run([dr.MC, "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=+wavefrontsize32,+real-true16",
                        "-show-encoding"], input="".join(t + "\n" for t in texts), capture_output=True, text=True)
    bad = {int(n) - 1 for n in re.findall(r"<stdin>:(\d+):\d+: error", r.stderr)}
    return [t for i, t in enumerate(texts) if i not in bad]

FILES["ds_gfx11"] = dict(
    FILES["ds"],
    header=("# RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W32 %s\n"
            "# RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=-WavefrontSize32,+WavefrontSize64 -disassemble -show-encoding < %s | FileCheck -check-prefixes=GFX11,W64 %s\n"),
    src="llvm/test/MC/Disassembler/AMDGPU/ds_gfx11.txt", commit="3639e97a1e4adee2dbaa23678818991040b2508b",
    path="crates/amdgpu/tests/conformance/llvm-mc-gfx11/ds_gfx11.txt",
    texts=lambda: [t for t in ds() if not t.startswith("ds_swizzle_b32 v8, v2")],  # before those four were added
    how="the same lines as gfx11_dasm_ds.txt (see that file's first line) but for ds_swizzle_b32's four v8, v2 "
        "swizzle-macro lines, with ds_bvh_stack_rtn_b32's gds forms in the tail (their bytes the gds bit set on "
        "llvm-mc-22's encoding of the form without gds, which llvm-mc-22 no longer takes)",
    tail=DS_TAIL[:8] + [(f"ds_bvh_stack_rtn_b32 {a}{o}", " " * 5 if o else " ")
                        for a in ("v1, v2, v3, v[4:7]", "v254, v255, v253, v[5:8]")
                        for o in (" offset:127 gds", " gds", " offset:127", "")])


def mimg_twin():
    """The instruction lines of the assembler twin gfx11_asm_mimg.s (in the corpus whole, line for line)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "../../crates/amdgpu/tests/conformance/llvm-mc-gfx11/gfx11_asm_mimg.s")
    lines = [x for x in open(path).read().splitlines() if x.strip() and not x.startswith("//")]
    return [mimg_own(MIMG_OWN.get(x, x)) for x in lines if not x.startswith("image_msaa_load ")] + MIMG_MSAA


# image_msaa_load: the disassembler test's own eight lines (its twin has others)
MIMG_MSAA = ["image_msaa_load " + a for a in (
    "v[251:255], v[254:255], ttmp[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA unorm glc slc dlc a16 tfe lwe",
    "v[252:255], v[253:255], s[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA",
    "v[5:8], v[1:2], s[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16",
    "v[5:8], v[1:3], s[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA",
    "v[5:8], v[1:4], s[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY",
    "v[5:8], v[252:255], s[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY",
    "v[5:8], v[254:255], s[8:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY a16",
    "v[5:9], v[1:2], s[96:103] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA a16 tfe")]


def mimg_own(x):
    """The gathers' last two lines: the disassembler test has them with tfe where its twin has d16."""
    if x.startswith("image_gather4") and x.endswith(" d16"):
        x = x[:-len(" d16")]
        if " lwe" in x:
            return x.replace("v[254:255], ", "v[251:255], ", 1).replace(" lwe", " tfe lwe")
        return x.replace("v[5:6], ", "v[5:9], ", 1) + " tfe"
    return x


# the disassembler test's own lines where its twin has others (the high address ranges of the BVH lines)
MIMG_OWN = {
    "image_bvh64_intersect_ray v[5:8], v[244:255], s[8:11]": "image_bvh64_intersect_ray v[5:8], v[240:251], s[8:11]",
    "image_bvh64_intersect_ray v[252:255], v[247:255], ttmp[12:15] a16":
        "image_bvh64_intersect_ray v[252:255], v[240:248], ttmp[12:15] a16",
    "image_bvh_intersect_ray v[5:8], v[245:255], s[8:11]": "image_bvh_intersect_ray v[5:8], v[240:250], s[8:11]",
}


FILES["mimg"] = dict(
    texts=mimg_twin,
    header=("# NOTE: Assertions have been autogenerated by utils/update_mc_test_checks.py UTC_ARGS: --unique --sort --version 6\n"
            "# RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -disassemble -show-encoding < %s | FileCheck %s --check-prefix=GFX11\n"),
    prefix="GFX11", mattr="+wavefrontsize32,+real-true16",
    src="llvm/test/MC/Disassembler/AMDGPU/gfx11_dasm_mimg.txt", commit="18ca05263622f7d7fa8b4bdd99afafc90f313eb3",
    path="crates/amdgpu/tests/conformance/llvm-mc-gfx11/gfx11_dasm_mimg.txt",
    how="the instruction lines of the assembler twin gfx11_asm_mimg.s",
    # not whole: this rebuild matches LLVM's text only to char 166872 (image_sample_b_cl on, the test's
    # image_sample blocks differ from its twin's); see mimg_dasm_pages.py for the pages read past it
    partial=True)


def entries(f):
    cfg = FILES[f]
    bl = dr.assemble(accepted(cfg["texts"]()))
    lines = ["0x" + b.replace(",", ",0x").replace("0x0x", "0x") if not b.startswith("0x") else b for b in bl]
    outs = dr.disassemble(lines, cfg["mattr"])
    if cfg.get("fix"):
        outs = [cfg["fix"](o) for o in outs]
    seen, ent = set(), []
    for b, o in zip(lines, outs):
        if b in seen:
            continue
        seen.add(b)
        ent.append((f"# {cfg['prefix']}: {o}", b))
    ent.sort(key=(lambda e: (cfg["key"](e[0]), e[1])) if cfg.get("key") else None)
    tail = cfg.get("tail", [])
    if tail:
        enc = dr.assemble([t.replace(" gds", "") if t.startswith("ds_bvh") else t for t, _ in tail])
        got = dr.disassemble(enc, cfg["mattr"])
        for (t, sp), e, g in zip(tail, enc, got):
            if t.endswith(" gds") and " gds" not in g:  # the gds forms llvm-mc-22 no longer takes: the gds bit set
                b = e.split(",")
                b[2] = f"0x{int(b[2], 16) | 2:02x}"
                e = ",".join(b)
            else:
                assert dr.split(g)[0] == t, (g, t)
            ent.append((f"# {cfg['prefix']}: {t}{sp}; encoding: [{e}]", e))
    return ent


def rebuild(f):
    text = FILES[f]["header"]
    extra = FILES[f].get("blank_before", ())  # byte lines LLVM's file has two blank lines before
    spaced = FILES[f].get("spaced", lambda c: False)
    for c, b in entries(f):
        if spaced(c):  # byte lines written with spaces
            b = b.replace(",", " ")
        if FILES[f].get("check_first"):  # the check line above its byte line
            text += ("\n" if b in extra else "") + f"\n{c}\n{b}\n"
        else:
            text += ("\n" if b in extra else "") + f"\n{b}\n{c}\n"
    return text


if __name__ == "__main__":
    f, cmd = sys.argv[1], sys.argv[2]
    if cmd == "texts":
        print("\n".join(FILES[f]["texts"]()))
    elif cmd == "bytes":
        print("\n".join(b for _, b in entries(f)))
    elif cmd == "rebuild":
        sys.stdout.write(rebuild(f))
    elif cmd == "write":
        cfg = FILES[f]
        assert not cfg.get("partial"), "this file is not rebuilt whole"
        new = [b for _, b in entries(f)]
        total = len(rebuild(f))
        head = (f"# source: llvm/llvm-project {cfg['src']} @{cfg['commit']}, {total} chars, whole file; read: "
                f"{sys.argv[3]}; its {len(new)} byte lines first, in the file's order, written by "
                f"tools/conformance_loops/mem_dasm.py {f} ({cfg['how']}, assembled by llvm-mc-22): with their "
                f"check lines in LLVM's layout ({cfg.get('layout', LAYOUT)}) they rebuild all {total} characters of the file, and the pages read match the rebuild; "
                "check lines omitted. Then the further byte lines of the earlier sweep (tools/gen_dasm_sweeps.py), "
                "llvm-mc-22's bytes rather than LLVM's lines")
        print(dr.write_corpus(cfg["path"], head, new))

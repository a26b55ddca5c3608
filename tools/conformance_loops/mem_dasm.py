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
}


def entries(f):
    cfg = FILES[f]
    bl = dr.assemble(cfg["texts"]())
    lines = ["0x" + b.replace(",", ",0x").replace("0x0x", "0x") if not b.startswith("0x") else b for b in bl]
    outs = dr.disassemble(lines, cfg["mattr"])
    seen, ent = set(), []
    for b, o in zip(lines, outs):
        if b in seen:
            continue
        seen.add(b)
        ent.append((f"# {cfg['prefix']}: {o}", b))
    ent.sort()
    return ent


def rebuild(f):
    text = FILES[f]["header"]
    extra = FILES[f].get("blank_before", ())  # byte lines LLVM's file has two blank lines before
    for c, b in entries(f):
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
        new = [b for _, b in entries(f)]
        total = len(rebuild(f))
        head = (f"# source: llvm/llvm-project {cfg['src']} @{cfg['commit']}, {total} chars, whole file; read: "
                f"{sys.argv[3]}; its {len(new)} byte lines first, in the file's order, written by "
                f"tools/conformance_loops/mem_dasm.py {f} ({cfg['how']}, assembled by llvm-mc-22): with their "
                "check lines in LLVM's layout (--unique --sort: each byte line once, the entries sorted by check "
                f"line) they rebuild all {total} characters of the file, and the pages read match the rebuild; "
                "check lines omitted. Then the further byte lines of the earlier sweep (tools/gen_dasm_sweeps.py), "
                "llvm-mc-22's bytes rather than LLVM's lines")
        print(dr.write_corpus(cfg["path"], head, new))

#!/usr/bin/env python3
"""The byte lines of the second part of LLVM's gfx11_dasm_mimg.txt (from image_sample_b_cl's first entry to
the end), in LLVM's --unique --sort order, and the rebuild of that part's text.

The part is 38 image_sample blocks and the four image_store blocks. Each image_sample block is one of three
shapes (SHAPES: rows of vdata, vaddr, rsrc, dmask, dim, flags); L is a low register (vdata v5.., vaddr v1..),
H a high one (the range that ends at v255; a vaddr range of more than eight registers starts at v240). The
register counts are llvm-mc-22's: each row's bytes are first disassembled with low registers to learn them.
The image_store blocks are the assembler twin's lines (gfx11_asm_mimg.s) as mem_dasm.py mimg rebuilds them.

Verified: every page of the part was fetched with read_file (offsets 160000, 176000, ..., 352000) and its text
saved; the rebuild of chars 163722-359001 equals the concatenated pages character for character (195279 chars,
ending at 359001; PAGES_SHA256 is the hash of that text). image_sample_b_cl's first byte line is at char 163722
(image_sample_b_cl_o's at 166872); before it the file is mem_dasm.py mimg's rebuild of the twin.

Usage: mimg_dasm_tail.py            prints the byte lines (one a line, LLVM's order)
       mimg_dasm_tail.py --text     prints the rebuilt text of the part (from its first byte line to the end)
       mimg_dasm_tail.py --check [DIR]  compares the rebuild with PAGES_SHA256 and, given DIR, with the pages
                                    saved there (OFFSET.txt: the page's text from OFFSET; 163722.txt for the first)"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dasm_rebuild as dr  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MATTR = "+wavefrontsize32,+real-true16"
BOUNDARY = 163722  # char offset of image_sample_b_cl's first byte line in LLVM's file (not 166872)
TOTAL = 359001
PAGES_SHA256 = "0bc101620e03e5eea302e464aeb2851bd42648b70926c3b09fff4c69cdb47e66"

DIM = {"1": 0, "2": 1, "3": 2, "C": 3, "1A": 4, "2A": 5}
RSRC = {"S": (0x02, 0x0c), "S96": (0x18, 0x64), "T": (0x1d, 0x78)}  # s[8:15], s[12:15] / s[96:103], s[100:103] / ttmp
HI = "unorm glc slc dlc a16 tfe lwe d16"

SHAPES = {
    # image_sample_c and every later image_sample block
    "c": [("H", "H", "S", 3, "C", "d16"), ("H", "H", "S", 4, "2A", "d16"), ("H", "H", "S", 4, "1A", ""),
          ("L", "L", "S", 4, "1A", ""), ("L", "L", "S", 3, "C", "d16"), ("L", "L", "S", 4, "2A", "d16"),
          ("H", "H", "S", 3, "2", "a16 tfe"), ("H", "H", "S", 3, "2", ""), ("H", "H", "S", 3, "C", "a16 tfe d16"),
          ("H", "H", "T", 4, "2A", HI), ("H", "H", "S", 4, "1A", "a16 tfe"),
          ("L", "L", "S", 3, "1", ""), ("L", "L", "S", 3, "1", "a16"), ("L", "L", "S", 4, "1A", "a16 tfe"),
          ("L", "L", "S", 3, "2", ""), ("L", "L", "S", 3, "C", "a16 tfe d16"), ("L", "L", "S96", 4, "2A", "a16 tfe d16"),
          ("L", "L", "S", 3, "3", ""), ("L", "L", "S", 3, "3", "a16"), ("L", "H", "S", 3, "3", ""),
          ("L", "H", "S", 3, "3", "a16"), ("L", "H", "S", 3, "1", ""), ("L", "H", "S", 3, "1", "a16"),
          ("L", "L", "S", 3, "2", "a16 tfe")],
    # image_sample_b_cl, image_sample_b_cl_o
    "b_cl": [("H", "H", "S", 3, "3", "d16"), ("H", "H", "S", 4, "2A", "d16"), ("H", "H", "S", 4, "C", ""),
             ("L", "L", "S", 3, "3", "d16"), ("L", "L", "S", 4, "2A", "d16"), ("L", "L", "S", 4, "C", ""),
             ("H", "H", "S", 3, "1", "a16 tfe"), ("H", "H", "S", 3, "1", ""), ("H", "H", "S", 3, "3", "a16 tfe d16"),
             ("H", "H", "S", 4, "C", "a16 tfe"), ("H", "H", "T", 4, "2A", HI),
             ("L", "L", "S", 3, "1", ""), ("L", "L", "S", 3, "3", "a16 tfe d16"), ("L", "L", "S", 4, "C", "a16 tfe"),
             ("L", "L", "S96", 4, "2A", "a16 tfe d16"), ("L", "L", "S", 3, "1", "a16 tfe")],
    # image_sample_b_o
    "b_o": [("H", "H", "S", 4, "1A", "d16"), ("H", "H", "S", 4, "2", ""), ("H", "H", "S", 3, "1", "d16"),
            ("L", "L", "S", 3, "1", "d16"), ("L", "L", "S", 4, "1A", "d16"), ("L", "L", "S", 4, "2", ""),
            ("H", "L", "S", 3, "1", "tfe"), ("H", "L", "S", 3, "1", ""), ("H", "H", "S", 3, "3", "tfe d16"),
            ("H", "H", "S", 4, "C", "tfe"), ("H", "H", "T", 4, "2A", HI.replace(" a16", "")),
            ("L", "L", "S", 3, "1", ""), ("L", "L", "S", 3, "3", "tfe d16"), ("L", "L", "S", 4, "C", "tfe"),
            ("L", "L", "S96", 4, "2A", "tfe d16"), ("L", "L", "S", 3, "1", "tfe")],
}
SAMPLES = ["b_cl", "b_cl_o", "b_o", "c", "c_b", "c_b_cl", "c_b_cl_o", "c_b_o", "c_cl", "c_cl_o", "c_d", "c_d_cl",
           "c_d_cl_g16", "c_d_cl_o", "c_d_cl_o_g16", "c_d_g16", "c_d_o", "c_d_o_g16", "c_l", "c_l_o", "c_lz",
           "c_lz_o", "c_o", "cl", "cl_o", "d", "d_cl", "d_cl_g16", "d_cl_o", "d_cl_o_g16", "d_g16", "d_o", "d_o_g16",
           "l", "l_o", "lz", "lz_o", "o"]


def opcodes():
    ops = {}
    for line in open(os.path.join(HERE, "../../crates/amdgpu/tables/gfx1100.ops")):
        f = line.split()
        if len(f) > 2 and f[0] == "mimg":
            ops[f[2]] = int(f[1])
    return ops


def encode(op, row, vaddr, vdata):
    _, _, rs, dmask, dim, flags = row
    fl = flags.split()
    b = [DIM[dim] << 2 | (0x80 if "unorm" in fl else 0),
         dmask | (0x70 if "glc" in fl else 0),
         (op & 0x3f) << 2 | (1 if "a16" in fl else 0) | (2 if "d16" in fl else 0),
         0xf0 | op >> 6, vaddr, vdata,
         RSRC[rs][0] | (0x20 if "tfe" in fl else 0) | (0x40 if "lwe" in fl else 0), RSRC[rs][1]]
    return ",".join(f"0x{x:02x}" for x in b)


def count(reg):
    m = re.fullmatch(r"v(\d+)|v\[(\d+):(\d+)\]", reg)
    return 1 if m.group(1) else int(m.group(3)) - int(m.group(2)) + 1


def sample_lines():
    ops = opcodes()
    rows = [(ops["image_sample_" + s], SHAPES["b_cl" if s.startswith("b_cl") else s if s == "b_o" else "c"])
            for s in SAMPLES]
    rows = [(op, r) for op, shape in rows for r in shape]
    low = dr.disassemble([encode(op, r, 1, 5) for op, r in rows], MATTR)
    out = []
    for (op, r), text in zip(rows, low):
        vd, va = (count(x) for x in dr.split(text)[0].split(" ", 1)[1].split(", ")[:2])
        out.append(encode(op, r, (256 - va if va <= 8 else 240) if r[1] == "H" else 1,
                          256 - vd if r[0] == "H" else 5))
    return out


def store_entries():
    """The image_store blocks' entries of mem_dasm.py's rebuild of the twin (check line, byte line)."""
    import mem_dasm as md
    return [(c, b) for c, b in md.entries("mimg") if c >= "# GFX11: image_store"]


def entries():
    lines = sample_lines()
    assert len(set(lines)) == len(lines)
    ent = [(f"# GFX11: {o}", b) for b, o in zip(lines, dr.disassemble(lines, MATTR))]
    ent.sort()
    stores = store_entries()
    assert ent[-1][0] < stores[0][0]
    return ent + stores


def text(ent):
    return "".join(f"\n{b}\n{c}\n" for c, b in ent)[1:]


def check(pages=None):
    """Compares the rebuild with the pages' hash and with saved pages (DIR/OFFSET.txt, the page's text from OFFSET)."""
    import hashlib
    t = text(entries())
    assert BOUNDARY + len(t) == TOTAL, (BOUNDARY + len(t), TOTAL)
    ok = hashlib.sha256(t.encode()).hexdigest() == PAGES_SHA256
    print(f"chars {BOUNDARY}-{TOTAL}: sha256 of the rebuild {'equals' if ok else 'differs from'} the pages'")
    for name in sorted(os.listdir(pages)) if pages else []:
        off = int(name.split(".")[0])
        page = open(os.path.join(pages, name)).read()
        a = max(off, BOUNDARY)
        got, want = t[a - BOUNDARY:off - BOUNDARY + len(page)], page[a - off:]
        if got != want:
            ok = False
            i = next((k for k in range(min(len(got), len(want))) if got[k] != want[k]), min(len(got), len(want)))
            print(f"page {off}: differs at char {a + i}: rebuild {got[i:i + 80]!r} page {want[i:i + 80]!r}")
        else:
            print(f"page {off}: chars {a}-{off + len(page)} identical")
    return ok


if __name__ == "__main__":
    if sys.argv[1:2] == ["--text"]:
        sys.stdout.write(text(entries()))
    elif sys.argv[1:2] == ["--check"]:
        sys.exit(0 if check(sys.argv[2] if len(sys.argv) > 2 else None) else 1)
    else:
        print("\n".join(b for _, b in entries()))

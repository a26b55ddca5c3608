#!/usr/bin/env python3
"""The byte lines of the pages of LLVM's gfx11_dasm_mimg.txt read so far (it is not rebuilt whole:
its image_sample_b_cl and later blocks differ from the assembler twin's). For the ranges where
mem_dasm.py's rebuild (the twin's lines, with the BVH, gather and image_msaa_load lines the test has
instead) matches the page, the rebuild's entries are taken; for the rest of each page read, the
instruction text of its check lines, written out here as the page has them, is assembled by
llvm-mc-22 (the page's own byte lines were compared for a sample; the entries are in the page's
sorted order).

Usage: mimg_dasm_pages.py  (prints the corpus sections)"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dasm_rebuild as dr  # noqa: E402
import mem_dasm as md  # noqa: E402

S = "s[8:15], s[12:15]"
S96 = "s[96:103], s[100:103]"
T = "ttmp[8:15], ttmp[12:15]"
HI = "unorm glc slc dlc a16 tfe lwe d16"
D = {"1": "SQ_RSRC_IMG_1D", "1A": "SQ_RSRC_IMG_1D_ARRAY", "2": "SQ_RSRC_IMG_2D", "2A": "SQ_RSRC_IMG_2D_ARRAY",
     "3": "SQ_RSRC_IMG_3D", "C": "SQ_RSRC_IMG_CUBE"}


def line(op, vd, va, rs, dmask, dim, flags=""):
    return f"image_{op} {vd}, {va}, {rs} dmask:0x{dmask} dim:{D[dim]}" + (f" {flags}" if flags else "")


def block(op, rows):
    return [line(op, *r) for r in rows]


# chars 153000-169000, after image_sample_b (where the rebuild and the page part)
P153 = block("sample_b_cl", [
    ("v255", "v[251:255]", S, 3, "3", "d16"), ("v255", "v[251:255]", S, 4, "2A", "d16"),
    ("v255", "v[251:255]", S, 4, "C"), ("v5", "v[1:5]", S, 3, "3", "d16"), ("v5", "v[1:5]", S, 4, "2A", "d16"),
    ("v5", "v[1:5]", S, 4, "C"), ("v[253:255]", "v[254:255]", S, 3, "1", "a16 tfe"),
    ("v[254:255]", "v[253:255]", S, 3, "1"), ("v[254:255]", "v[253:255]", S, 3, "3", "a16 tfe d16"),
    ("v[254:255]", "v[253:255]", S, 4, "C", "a16 tfe"), ("v[254:255]", "v[253:255]", T, 4, "2A", HI),
    ("v[5:6]", "v[1:3]", S, 3, "1"), ("v[5:6]", "v[1:3]", S, 3, "3", "a16 tfe d16"),
    ("v[5:6]", "v[1:3]", S, 4, "C", "a16 tfe"), ("v[5:6]", "v[1:3]", S96, 4, "2A", "a16 tfe d16"),
    ("v[5:7]", "v[1:2]", S, 3, "1", "a16 tfe")]) + block("sample_b_cl_o", [
    ("v255", "v[250:255]", S, 3, "3", "d16"), ("v255", "v[250:255]", S, 4, "2A", "d16"),
    ("v255", "v[250:255]", S, 4, "C"), ("v5", "v[1:6]", S, 3, "3", "d16"), ("v5", "v[1:6]", S, 4, "2A", "d16"),
    ("v5", "v[1:6]", S, 4, "C"), ("v[253:255]", "v[253:255]", S, 3, "1", "a16 tfe"),
    ("v[254:255]", "v[252:255]", S, 3, "1"), ("v[254:255]", "v[252:255]", S, 3, "3", "a16 tfe d16"),
    ("v[254:255]", "v[252:255]", S, 4, "C", "a16 tfe"), ("v[254:255]", "v[252:255]", T, 4, "2A", HI)])

# chars 180000-196000, from the first byte line wholly in the range
P180 = block("sample_c_b", [
    ("v[5:6]", "v[1:3]", S, 3, "1", "a16"), ("v[5:6]", "v[1:3]", S, 4, "1A", "a16 tfe"),
    ("v[5:6]", "v[1:4]", S, 3, "2"), ("v[5:6]", "v[1:4]", S, 3, "3", "a16"),
    ("v[5:6]", "v[1:4]", S, 3, "C", "a16 tfe d16"), ("v[5:6]", "v[1:4]", S96, 4, "2A", "a16 tfe d16"),
    ("v[5:6]", "v[1:5]", S, 3, "3"), ("v[5:6]", "v[251:255]", S, 3, "3"), ("v[5:6]", "v[252:255]", S, 3, "3", "a16"),
    ("v[5:6]", "v[253:255]", S, 3, "1"), ("v[5:6]", "v[253:255]", S, 3, "1", "a16"),
    ("v[5:7]", "v[1:3]", S, 3, "2", "a16 tfe")])
for op, a in (("sample_c_b_cl", 0), ("sample_c_b_cl_o", 1)):  # the two blocks differ by one address VGPR
    def r(n):
        return f"v[{n}:{n + 3 + a}]" if n < 200 else f"v[{n - a}:255]"
    P180 += block(op, [
        ("v255", f"v[{250 - a}:255]", S, 3, "C", "d16"), ("v255", f"v[{250 - a}:255]", S, 4, "2A", "d16"),
        ("v255", f"v[{251 - a}:255]", S, 4, "1A"), ("v5", f"v[1:{5 + a}]", S, 4, "1A"),
        ("v5", f"v[1:{6 + a}]", S, 3, "C", "d16"), ("v5", f"v[1:{6 + a}]", S, 4, "2A", "d16"),
        ("v[253:255]", f"v[{252 - a}:255]", S, 3, "2", "a16 tfe"), ("v[254:255]", f"v[{251 - a}:255]", S, 3, "2"),
        ("v[254:255]", f"v[{252 - a}:255]", S, 3, "C", "a16 tfe d16"),
        ("v[254:255]", f"v[{252 - a}:255]", S, 4, "1A", "a16 tfe"), ("v[254:255]", f"v[{252 - a}:255]", T, 4, "2A", HI),
        ("v[5:6]", f"v[1:{3 + a}]", S, 3, "1", "a16"), ("v[5:6]", f"v[1:{4 + a}]", S, 3, "1"),
        ("v[5:6]", f"v[1:{4 + a}]", S, 3, "3", "a16"), ("v[5:6]", f"v[1:{4 + a}]", S, 3, "C", "a16 tfe d16"),
        ("v[5:6]", f"v[1:{4 + a}]", S, 4, "1A", "a16 tfe"), ("v[5:6]", f"v[1:{4 + a}]", S96, 4, "2A", "a16 tfe d16"),
        ("v[5:6]", f"v[1:{5 + a}]", S, 3, "2"), ("v[5:6]", f"v[1:{6 + a}]", S, 3, "3"),
        ("v[5:6]", f"v[{250 - a}:255]", S, 3, "3"), ("v[5:6]", f"v[{252 - a}:255]", S, 3, "1"),
        ("v[5:6]", f"v[{252 - a}:255]", S, 3, "3", "a16"), ("v[5:6]", f"v[{253 - a}:255]", S, 3, "1", "a16"),
        ("v[5:7]", f"v[1:{4 + a}]", S, 3, "2", "a16 tfe")])
P180 += block("sample_c_b_o", [
    ("v255", "v[250:255]", S, 3, "C", "d16"), ("v255", "v[250:255]", S, 4, "2A", "d16"),
    ("v255", "v[251:255]", S, 4, "1A"), ("v5", "v[1:5]", S, 4, "1A"), ("v5", "v[1:6]", S, 3, "C", "d16"),
    ("v5", "v[1:6]", S, 4, "2A", "d16"), ("v[253:255]", "v[252:255]", S, 3, "2", "a16 tfe"),
    ("v[254:255]", "v[251:255]", S, 3, "2"), ("v[254:255]", "v[251:255]", S, 3, "C", "a16 tfe d16"),
    ("v[254:255]", "v[251:255]", T, 4, "2A", HI), ("v[254:255]", "v[252:255]", S, 4, "1A", "a16 tfe"),
    ("v[5:6]", "v[1:4]", S, 3, "1"), ("v[5:6]", "v[1:4]", S, 3, "1", "a16"), ("v[5:6]", "v[1:4]", S, 4, "1A", "a16 tfe"),
    ("v[5:6]", "v[1:5]", S, 3, "2"), ("v[5:6]", "v[1:5]", S, 3, "3", "a16"),
    ("v[5:6]", "v[1:5]", S, 3, "C", "a16 tfe d16"), ("v[5:6]", "v[1:5]", S96, 4, "2A", "a16 tfe d16"),
    ("v[5:6]", "v[1:6]", S, 3, "3"), ("v[5:6]", "v[250:255]", S, 3, "3"), ("v[5:6]", "v[251:255]", S, 3, "3", "a16")])

# a sample of the pages' own byte lines, to check the text above against
SAMPLE = {  # check-line text on the page -> the byte line above it there
    "image_sample_b_cl v255, v[251:255], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D d16":
        "0x08,0x03,0x0a,0xf1,0xfb,0xff,0x02,0x0c",
    "image_sample_b_cl v[5:7], v[1:2], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_1D a16 tfe":
        "0x00,0x03,0x09,0xf1,0x01,0x05,0x22,0x0c",
    "image_sample_b_cl_o v[253:255], v[253:255], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_1D a16 tfe":
        "0x00,0x03,0x21,0xf1,0xfd,0xfd,0x22,0x0c",
    f"image_sample_b_cl_o v[254:255], v[252:255], {T} dmask:0x4 dim:SQ_RSRC_IMG_2D_ARRAY {HI}":
        "0x94,0x74,0x23,0xf1,0xfc,0xfe,0x7d,0x78",
    "image_sample_c_b v[5:6], v[1:3], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_1D a16":
        "0x00,0x03,0x8d,0xf0,0x01,0x05,0x02,0x0c",
    f"image_sample_c_b v[5:6], v[1:4], {S96} dmask:0x4 dim:SQ_RSRC_IMG_2D_ARRAY a16 tfe d16":
        "0x14,0x04,0x8f,0xf0,0x01,0x05,0x38,0x64",
    f"image_sample_c_b_cl v[254:255], v[252:255], {T} dmask:0x4 dim:SQ_RSRC_IMG_2D_ARRAY {HI}":
        "0x94,0x74,0x17,0xf1,0xfc,0xfe,0x7d,0x78",
    "image_sample_c_b_cl v[5:6], v[1:6], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D":
        "0x08,0x03,0x14,0xf1,0x01,0x05,0x02,0x0c",
    "image_sample_c_b_cl v[5:7], v[1:4], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16 tfe":
        "0x04,0x03,0x15,0xf1,0x01,0x05,0x22,0x0c",
    f"image_sample_c_b_cl_o v[254:255], v[251:255], {T} dmask:0x4 dim:SQ_RSRC_IMG_2D_ARRAY {HI}":
        "0x94,0x74,0x2f,0xf1,0xfb,0xfe,0x7d,0x78",
    "image_sample_c_b_cl_o v[5:6], v[249:255], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D":
        "0x08,0x03,0x2c,0xf1,0xf9,0x05,0x02,0x0c",
    "image_sample_c_b_cl_o v5, v[1:7], s[8:15], s[12:15] dmask:0x4 dim:SQ_RSRC_IMG_2D_ARRAY d16":
        "0x14,0x04,0x2e,0xf1,0x01,0x05,0x02,0x0c",
    f"image_sample_c_b_o v[254:255], v[251:255], {T} dmask:0x4 dim:SQ_RSRC_IMG_2D_ARRAY {HI}":
        "0x94,0x74,0xb7,0xf0,0xfb,0xfe,0x7d,0x78",
    "image_sample_c_b_o v[5:6], v[251:255], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D a16":
        "0x08,0x03,0xb5,0xf0,0xfb,0x05,0x02,0x0c",
    "image_sample_c_b_o v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x4 dim:SQ_RSRC_IMG_1D_ARRAY a16 tfe":
        "0x10,0x04,0xb5,0xf0,0x01,0x05,0x22,0x0c",
}


def rebuilt_range(a, b):
    """The rebuild's entries whose byte line starts in [a, b) (the rebuild matches the page there)."""
    text = md.rebuild("mimg")
    out, pos = [], 0
    for c, bl in md.entries("mimg"):
        i = text.index("\n" + bl + "\n" + c, pos) + 1
        pos = i
        if a <= i < b:
            out.append(bl)
    return out


def sections():
    pages = P153 + P180
    enc = dr.assemble(pages)
    for t, e in SAMPLE.items():
        assert enc[pages.index(t)] == e, (t, enc[pages.index(t)], e)
    texts = [dr.split(o)[0] for o in dr.disassemble(enc, "+wavefrontsize32,+real-true16")]
    for part in (texts[:len(P153)], texts[len(P153):]):
        assert part == sorted(part), "not in the page's sorted order"
    # image_sample_b_cl's first line starts at 166872 in the rebuild; the page has the rebuild's text to there
    return [("78700-94700", rebuilt_range(78700, 94700)),
            ("153000-169000", rebuilt_range(153000, 166872) + enc[:len(P153)]),
            ("180000-196000", enc[len(P153):])]


if __name__ == "__main__":
    for rng, lines in sections():
        print(f"# chars {rng}: LLVM's byte lines the corpus lacked")
        print("\n".join(lines))

#!/usr/bin/env python3
"""The first part of LLVM's gfx11_dasm_mimg.txt (llvm/test/MC/Disassembler/AMDGPU, commit
18ca05263622f7d7fa8b4bdd99afafc90f313eb3, 359001 chars): characters 0 to BOUNDARY, the header and
every entry up to (not including) the first image_sample_b_cl byte line. mem_dasm.py's mimg rebuild
(the assembler twin gfx11_asm_mimg.s's lines, with the BVH, gather (tfe for d16) and image_msaa_load
lines this test has instead, assembled and disassembled by llvm-mc-22, laid out as
update_mc_test_checks.py --unique --sort does) gives this text; past BOUNDARY the test's
image_sample blocks differ from the twin's (see mimg_dasm_pages.py).

Checked against the pages read with read_file: pages at 0, 16000, 32000, 48000, 64000, 78700,
94700, 110700, 120000, 121000, 137000, 153000 and 160000 cover chars 0-176000; the rebuild's text is equal
to each page's at its exact start and end offset (PAGE_ANCHORS below, copied from the pages), and
every byte line lying wholly inside the pages read by this script's session (16000-80000,
94700-163722) is the rebuild's, in the same order (P and A below, copied from the pages; --check
compares them). With equal byte lines and equal text at both ends of each page, the check lines
between (llvm-mc-22's text for those bytes) fill the same number of characters as LLVM's.

Usage: mimg_dasm_head.py          prints the byte lines of chars 0..BOUNDARY, one a line, LLVM's order
       mimg_dasm_head.py --text   prints the rebuilt LLVM text of chars 0..BOUNDARY
       mimg_dasm_head.py --check  checks the rebuild against PAGE_ANCHORS and the pages' byte lines"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mem_dasm as md  # noqa: E402

# chars [0, BOUNDARY) end with the blank line before the first image_sample_b_cl byte line
# ("0x08,0x03,0x0a,0xf1,0xfb,0xff,0x02,0x0c" in LLVM's file, the rebuild has another one there)
BOUNDARY = 163722

# text of LLVM's file at an exact offset (from the pages read): (offset, text starting there)
def E(end, text):
    """A page's text that ends at END (the end of a page read, or BOUNDARY)."""
    return end - len(text), text


PAGE_ANCHORS = [
    (16000, "2:19] dmask:0x3 dim:SQ_RSRC_IMG_1D_ARRAY unorm ; encoding: [0x90,0x03,0x2c,0xf0,0x02,0x01,0x03,0x00]\n\n0x84,0x03,0x2c,0xf0"),
    E(32000, "# GFX11: image_atomic_or v[1:2], v[2"),
    (32000, "52:255], s[12:19] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm ; encoding: [0x9c,0x03,0x4c,0xf0,0xfc,0x01,0x03,0x00]\n\n0x94"),
    E(48000, "0x8c,0x03,0x38,0xf0,0"),
    (48000, "x02,0x01,0x03,0x00\n# GFX11: image_atomic_smin v[1:2], v[2:4], s[12:19] dmask:0x3 dim:SQ_RSRC_IMG_CUBE unorm"),
    E(64000, "dim:SQ_RSRC_IMG_3D unorm a16 ; encoding: [0x88"),
    (64000, ",0x03,0x45,0xf0,0xfe,0x01,0x03,0x00]\n\n0x8c,0x03,0x45,0xf0,0xfe,0x01,0x03,0x00\n# GFX11: image_atomic_umax"),
    E(80000, "# GFX11: image_bvh_intersect_ray v[5:8], v[240:250],"),
    (94700, "a16 ; encoding: [0x04,0x04,0x8d,0xf1,0x01,0x05,0x02,0x0c]\n\n0x0c,0x04,0x8d,0xf1,0x01,0x05,0x02,0x0c\n# GFX11: image_gather4_c_l v[5:8], v[1:3]"),
    E(110700, "# GFX11: image_gather4_o v[251:255], v[253:255], ttmp[8:15], ttmp[12:15] dmask:0x4 dim"),
    (110700, ":SQ_RSRC_IMG_2D_ARRAY unorm glc slc dlc a16 tfe lwe ; encoding: [0x94,0x74,0xd5,0xf0,0xfd,0xfb,0x7d,0x78]\n\n0x14,0x04,0xd4,0xf0"),
    E(126700, "# GFX11: image_load v[5:6], v1, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16 ; encoding: [0x04,0x03,0x01,0xf0,0x01,0x05,0x02,0x00]\n\n0x00,0x03,0x00,"),
    (137000, "0xfc,0x05,0x02,0x00\n# GFX11: image_load_mip_pck v[5:6], v[252:255], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_3D ;"),
    E(153000, "0x1c,0x03,0x0c,0xf0,0xfc,0x05,0x02,0x00\n# GFX11: image_load_pck_sgn"),
    (160000, ", s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_3D ; encoding: [0x08,0x03,0x6c,0xf0,0x01,0x05,0x02,0x0c]\n\n0x08,0x03,0x6c"),
    (121000, ",0x03,0x5c,0xf0,0x01,0x05,0x02,0x00\n# GFX11: image_get_resinfo v[5:6], v1, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_1D_ARRAY ;"),
    E(137000, "# GFX11: image_load_mip_pck v[5:6], v[1:4], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_CUBE ; encoding: [0x0c,0x03,0x10,0xf0,0x01,0x05,0x02,0x00]\n\n0x08,0x03,0x10,0xf0,"),
    E(BOUNDARY, "# GFX11: image_sample_b v[5:7], v[1:2], s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_1D tfe ; encoding: [0x00,0x03,0x78,0xf0,0x01,0x05,0x22,0x0c]\n\n"),
]


# the byte lines of the pages read, copied from the pages (hex digits only): every byte line that
# lies wholly inside the page, in the page's order, keyed by the page's offset; the pages of the
# image atomics (16000-80000) as the 32-entry block each atomic has there
P = {}
P[94700] = """0c048df10105020c 04048cf10105020c 14048cf10105020c 0c048cf10105020c 0c048cf1fb05020c 04048cf1fc05020c 04048df1fd05020c 0c048df1fd05020c 14048df101053864
9474d1f0fdfb7d78 1404d0f0fcfc020c 0404d1f00105020c 0404d0f00105020c 0c04d1f00105020c 1404d0f00105020c 0c04d0f00105020c 0c04d0f0fc05020c 0404d0f0fd05020c 0c04d1f0fd05020c 0404d1f0fe05020c 1404d1f001053864
9474ddf0fcfb7d78 1404dcf0fbfc020c 0404ddf00105020c 0404dcf00105020c 0c04ddf00105020c 1404dcf00105020c 0c04dcf00105020c 0c04dcf0fb05020c 0404dcf0fc05020c 0c04ddf0fc05020c 0404ddf0fd05020c 1404ddf001053864
947481f1fefb7d78 140480f1fcfc020c 040481f10105020c 0c0481f10105020c 040480f10105020c 140480f10105020c 0c0480f10105020c 0c0480f1fc05020c 040480f1fd05020c 040481f1fe05020c 0c0481f1fe05020c 140481f101053864
9474c1f0fefb7d78 1404c0f0fcfc020c 0404c1f00105020c 0c04c1f00105020c 0404c0f00105020c 1404c0f00105020c 0c04c0f00105020c 0c04c0f0fc05020c 0404c0f0fd05020c 0404c1f0fe05020c 0c04c1f0fe05020c 1404c1f001053864
9474c9f0fefb7d78 1404c8f0fdfc020c 0404c9f00105020c 0404c9f0ff05020c 0404c8f00105020c 0c04c9f00105020c 1404c8f00105020c 0c04c8f00105020c 0c04c8f0fd05020c 0404c8f0fe05020c 0c04c9f0fe05020c 1404c9f001053864
9474d9f0fdfb7d78 1404d8f0fcfc020c 0404d9f00105020c 0404d8f00105020c 0c04d9f00105020c 1404d8f00105020c 0c04d8f00105020c 0c04d8f0fc05020c 0404d8f0fd05020c 0c04d9f0fd05020c 0404d9f0fe05020c 1404d9f001053864
9474d5f0fdfb7d78"""
P[110700] = """1404d4f0fcfc020c 0404d5f00105020c 0404d4f00105020c 0c04d5f00105020c 1404d4f00105020c 0c04d4f00105020c 0c04d4f0fc05020c 0404d4f0fd05020c 0c04d5f0fd05020c 0404d5f0fe05020c 1404d5f001053864
947441f2fefb7d78 140440f2fdfc020c 040441f20105020c 040441f2ff05020c 040440f20105020c 0c0441f20105020c 140440f20105020c 0c0440f20105020c 0c0440f2fd05020c 040440f2fe05020c 0c0441f2fe05020c 140441f201053864
1404e0f0fdff020c 1404e0f00105020c 1003e1f0fffd220c 1003e0f0fefe020c 9474e1f0fefe7d78 0003e0f00105020c 0003e1f00105020c 0403e1f00105020c 0003e0f0ff05020c 0003e1f0ff05020c 0403e1f0ff05020c
1003e0f00105020c 0403e0f00105020c 0803e1f00105020c 0c03e1f00105020c 1404e1f001053864 0803e0f00105020c 0c03e0f00105020c 0803e0f0fd05020c 0c03e0f0fd05020c 0403e0f0fe05020c 0803e1f0fe05020c 0c03e1f0fe05020c 1003e1f00105220c
14045cf0ffff0200 14045cf001050200 10035df0fffd2200 10035cf0fffe0200 94745df0fffe7d00 00035cf001050200 00035df001050200 10035cf001050200 04035cf001050200 04035df001050200 08035cf001050200 08035df001050200 0c035cf001050200 0c035df001050200 14045df001053800
00035cf0ff050200 00035df0ff050200 04035cf0ff050200 04035df0ff050200 08035cf0ff050200 08035df0ff050200 0c035cf0ff050200 0c035df0ff050200 10035df001052200
140400f0fdff0200 180402f0fdff0200 100302f0feff0200 100302f001050200 140400f001050200 180402f001050200 0c0301f0fefd2200 100303f0fffe2200 0c0300f0fdfe0200 140401f0fefe2200 987403f0fefe7d00 000300f001050200 000301f001050200 100303f001052200 040301f001050200"""
P[137000] = """0c0310f0fc050200 040310f0fd050200 000310f0fe050200 040311f0fe050200 080311f0fe050200 0c0311f0fe050200 100311f001052200
140414f0fcff0200 140414f001050200 100315f0fefd2200 100314f0fdfe0200 947415f0fefe7d00 000315f001050200 000315f0ff050200 000314f001050200 040315f001050200 080315f001050200 0c0315f001050200 140415f001053800 100314f001050200 040314f001050200 080314f001050200 0c0314f001050200 080314f0fc050200 0c0314f0fc050200 040314f0fd050200 000314f0fe050200 040315f0fe050200 080315f0fe050200 0c0315f0fe050200 100315f001052200
180408f0fdff0200 180408f001050200 140309f0fefd2200 140308f0fdfe0200 987409f0fefe7d00 000308f001050200 000309f001050200 100309f001050200 040309f001050200 000308f0ff050200 000309f0ff050200 100309f0ff050200 040309f0ff050200 100308f001050200 040308f001050200 1c0309f001050200 080309f001050200 0c0309f001050200 180409f001053800 140308f001050200 080308f001050200 0c0308f001050200 1c0308f001050200 1c0308f0fc050200 080308f0fd050200 0c0308f0fd050200 100308f0fe050200 040308f0fe050200 1c0309f0fe050200 080309f0fe050200 0c0309f0fe050200 140309f001052200
18040cf0fdff0200 18040cf001050200 14030df0fefd2200 14030cf0fdfe0200 98740df0fefe7d00 00030cf001050200 00030df001050200 10030df001050200 04030df001050200 00030cf0ff050200 00030df0ff050200 10030df0ff050200 04030df0ff050200 10030cf001050200 04030cf001050200 1c030df001050200 08030df001050200 0c030df001050200 18040df001053800 14030cf001050200 08030cf001050200 0c030cf001050200 1c030cf001050200 1c030cf0fc050200"""
P[160000] = """08036cf0fd05020c 08036df0fe05020c 04036df00105220c 10047af0fdff020c 040478f0fdff020c 00037af0feff020c 00037af00105020c 10047af00105020c 040478f00105020c 000378f001fd220c 000378f001fe020c 08037af0fcfe220c 0c0478f0fcfe220c 94747af0fcfe7d78 000378f00105020c 08037af00105220c 0c0478f00105220c 14047af001053864 000378f00105220c"""
# the atomic pages 16000-80000: each image atomic's 32 entries in the order the pages show (X the opcode byte, X+1 with a16)
PAT = ["80 X 02 0103", "80 X1 02 0103", "90 X1 02 0103", "84 X1 02 0103", "80 X ff 0103", "80 X1 ff 0103", "90 X1 ff 0103", "84 X1 ff 0103",
       "9c X fc 0103", "94 X fd 0103", "98 X fd 0103", "88 X fd 0103", "8c X fd 0103", "90 X fe 0103", "84 X fe 0103", "94 X1 fe 0103",
       "9c X1 fe 0103", "88 X1 fe 0103", "8c X1 fe 0103", "90 X 02 0103", "84 X 02 0103", "94 X1 02 0103", "9c X1 02 0103", "88 X1 02 0103",
       "8c X1 02 0103", "98 X1 02 0118", "94 X 02 0103", "98 X 02 0103", "88 X 02 0103", "8c X 02 0103", "9c X 02 0103", "98 X1 fe fe5d"]
def atom(x, start=0):
    out = []
    for p in PAT[start:]:
        a, op, v, rest = p.split()
        o = x + (1 if op == "X1" else 0)
        hi = "73" if rest == "fe5d" else "03"
        out.append(f"{a}{hi}{o:02x}f0{v}{rest[:2]}{rest[2:]}00")
    return out
A = atom(0x2c, 20)  # cmpswap from its v[2:3] 2D line (the page starts inside the line before)
for x in (0x58, 0x54, 0x4c, 0x40, 0x38, 0x34, 0x28, 0x44, 0x3c, 0x50):  # dec inc or smax smin sub swap umax umin xor
    A += atom(x)
A += "808f69f0f0fc1e00 808f68f001050200 808f69f001051900 808f68f0f0050200 808f65f0f8fc1e00 808f64f001050200 808f65f001051900 808f64f0f0050200".split()
P[121000] = """04035cf001050200 04035df001050200 08035cf001050200 08035df001050200 0c035cf001050200 0c035df001050200 14045df001053800
00035cf0ff050200 00035df0ff050200 04035cf0ff050200 04035df0ff050200 08035cf0ff050200 08035df0ff050200 0c035cf0ff050200 0c035df0ff050200 10035df001052200
140400f0fdff0200 180402f0fdff0200 100302f0feff0200 100302f001050200 140400f001050200 180402f001050200 0c0301f0fefd2200 100303f0fffe2200 0c0300f0fdfe0200 140401f0fefe2200 987403f0fefe7d00
000300f001050200 000301f001050200 100303f001052200 040301f001050200 000300f0ff050200 000301f0ff050200 040301f0ff050200 040300f001050200 1c0301f001050200 080301f001050200 140401f001052200 180403f001053800
080300f001050200 0c0300f001050200 1c0300f001050200 1c0300f0fc050200 080300f0fd050200 040300f0fe050200 1c0301f0fe050200 080301f0fe050200 0c0301f001052200
0c0306f0fcff0200 140406f0fcff0200 100404f0fdff0200 100404f001050200 0c0306f001050200 140406f001050200 040305f0fefd2200 040304f0fdfe0200 0c0307f0fefe2200 100405f0fefe2200 947407f0fefe7d00
000305f001050200 000305f0ff050200 000304f001050200 080305f001050200 0c0307f001052200 100405f001052200 140407f001053800 040304f001050200 080304f001050200 080304f0fc050200 000304f0fe050200 080305f0fe050200 040305f001052200
140410f0fcff0200 140410f001050200 100311f0fefd2200 100310f0fdfe0200 947411f0fefe7d00 000311f001050200 000311f0ff050200 000310f001050200 040311f001050200 080311f001050200 0c0311f001050200 140411f001053800 100310f001050200 040310f001050200 080310f001050200 0c0310f001050200"""


def byte_windows(text):
    """The rebuild's byte lines (hex digits only) lying wholly inside [a, b)."""
    pos, found = 0, []
    for line in text.split("\n"):
        if line.startswith("0x"):
            found.append((pos, line.replace("0x", "").replace(",", "")))
        pos += len(line) + 1
    return lambda a, b: [x for at, x in found if at >= a and at + len(x) * 5 // 2 - 1 <= b]


def head():
    """(text of chars 0..BOUNDARY, its byte lines in order)."""
    text = md.rebuild("mimg")[:BOUNDARY]
    assert text.endswith("]\n\n"), repr(text[-40:])
    lines = [x for x in text.split("\n") if x.startswith("0x")]
    return text, lines


if __name__ == "__main__":
    text, lines = head()
    if "--text" in sys.argv:
        sys.stdout.write(text)
    elif "--check" in sys.argv:
        bad = [(o, s) for o, s in PAGE_ANCHORS if text[o:o + len(s)] != s]
        for o, s in bad:
            print(f"differs at {o}: page {s[:60]!r}, rebuild {text[o:o + 60]!r}")
        print(f"{len(PAGE_ANCHORS) - len(bad)}/{len(PAGE_ANCHORS)} page anchors equal; {len(lines)} byte lines")
        win = byte_windows(text)
        pages = [("16000-80000", win(16000, 80000), A)] + [(f"{o}-{o + 16000}", win(o, min(o + 16000, BOUNDARY)), v.split())
                                                          for o, v in P.items()]
        for name, got, exp in pages:
            print(f"page {name}: {len(exp)} byte lines, " + ("equal to the rebuild's" if got == exp else "DIFFER"))
            bad += [] if got == exp else [name]
        sys.exit(1 if bad else 0)
    else:
        print("\n".join(lines))

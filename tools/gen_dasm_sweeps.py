#!/usr/bin/env python3
"""Writes the byte lines of the disassembler-test sweeps of the conformance
corpus (crates/amdgpu/tests/conformance/llvm-mc-gfx11/) the way LLVM's
gfx11_dasm_vop3_dpp16.txt, _vop3_dpp8.txt and _vop3_from_vopc.txt lay them
out: for each opcode one fixed series of operand and DPP-control variants.
The text of each variant is assembled by llvm-mc-22 (gfx1100, wave32, real
true16); a variant llvm-mc rejects is dropped, and an opcode takes the first
operand shape llvm-mc accepts. Prints the byte lines on stdout.

Usage: tools/gen_dasm_sweeps.py dpp16|dpp8|vopc3 OPCODE...
"""
import itertools
import re
import subprocess
import sys

MC = "llvm-mc-22"
ARGS = ["-triple=amdgcn", "-mcpu=gfx1100", "-mattr=+wavefrontsize32,+real-true16", "-show-encoding"]
MARK = "s_ttracedata_imm 0xbeef"

# The last source of each variant, in LLVM's order; the DPP controls likewise.
SRCS = ["v3", "v3", "v3", "v255", "s105", "vcc_hi", "vcc_lo", "ttmp15", "exec_hi", "exec_lo", "null", "-1", "0.5"]
DPP16 = ["quad_perm:[3,2,1,0]", "quad_perm:[0,1,2,3]", "row_mirror", "row_half_mirror", "row_shl:1", "row_shl:15",
         "row_shr:1", "row_shr:15", "row_ror:1", "row_ror:15", "row_share:0",
         "row_share:15 row_mask:0x0 bank_mask:0x1", "row_xmask:0 row_mask:0x1 bank_mask:0x3"]
LAST16 = "row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:1 fi:1"
DPP8 = "dpp8:[7,6,5,4,3,2,1,0]"
LAST8 = "dpp8:[0,0,0,0,0,0,0,0] fi:1"


def assemble(texts):
    """Bytes of each text, or None where llvm-mc-22 rejects it."""
    src = "".join("%s\n%s\n" % (t, MARK) for t in texts)
    r = subprocess.run([MC] + ARGS, input=src, capture_output=True, text=True)
    bad = set()
    for line in r.stderr.splitlines():
        if ": error:" in line and line.startswith("<stdin>:"):
            bad.add((int(line.split(":")[1]) - 1) // 2)
    groups, cur = [], []
    for out in r.stdout.splitlines():
        if "; encoding: [" not in out:
            continue
        inst, enc = out.split("; encoding: [", 1)
        if inst.strip() == MARK:
            groups.append(cur)
            cur = []
            continue
        cur.append(enc.rstrip("]").strip())
    return [None if k in bad or k >= len(groups) or len(groups[k]) != 1 else groups[k][0] for k in range(len(texts))]


def shapes(op, kind):
    """Candidate operand lists (dst, srcs...) with {h} for the 16-bit half."""
    out = []
    for n in (3, 2):
        for halves in itertools.product(("", ".l"), repeat=n + 1):
            d = "v5" + halves[0]
            srcs = ["v%d%s" % (k + 1, halves[k + 1]) for k in range(n)]
            out.append([d] + srcs)
            if kind != "vopc3":
                out.append([d, "s6"] + srcs)  # VOP3b: a scalar carry-out
    return out


def sweep(op, kind):
    name = op if kind == "vopc3" else op + "_e64_dpp"
    first = DPP16[0] if kind == "dpp16" else (DPP8 if kind == "dpp8" else "")
    cands = shapes(op, kind)
    ok = assemble(["%s %s %s" % (name, ", ".join(c), first) for c in cands])
    shape = next((c for c, b in zip(cands, ok) if b), None)
    if shape is None:
        return []
    half = [s.endswith(".l") for s in shape]
    lines = []
    if kind == "dpp16":
        for src, ctl in zip(SRCS, DPP16):
            ops = list(shape)
            if len(shape) >= 4 and not shape[-1].startswith("s"):
                ops[-1] = src + (".l" if half[-1] and src.startswith("v") else "")
            lines.append("%s %s %s" % (name, ", ".join(ops), ctl))
        tail = [("v255" + (".l" if h else "")) if not s.startswith("s") else s for s, h in zip(shape, half)]
        if len(shape) >= 4 and not shape[-1].startswith("s"):
            tail[-1] = "src_scc"
        lines.append("%s %s %s" % (name, ", ".join(tail), LAST16))
        for mods in ("clamp", ):
            lines.append("%s %s %s %s" % (name, ", ".join(tail), mods, LAST16))
    elif kind == "dpp8":
        for src in SRCS[2:]:
            ops = list(shape)
            if len(shape) >= 4 and not shape[-1].startswith("s"):
                ops[-1] = src + (".l" if half[-1] and src.startswith("v") else "")
            lines.append("%s %s %s" % (name, ", ".join(ops), DPP8))
        tail = [("v255" + (".l" if h else "")) if not s.startswith("s") else s for s, h in zip(shape, half)]
        if len(shape) >= 4 and not shape[-1].startswith("s"):
            tail[-1] = "src_scc"
        lines.append("%s %s %s" % (name, ", ".join(tail), LAST8))
        lines.append("%s %s clamp %s" % (name, ", ".join(tail), LAST8))
    # the high halves, where the operands are 16-bit
    if any(half):
        hi = [s.replace(".l", ".h") for s in shape]
        ctl = "row_mirror" if kind == "dpp16" else (DPP8 if kind == "dpp8" else "")
        lines.append("%s %s %s" % (name, ", ".join(hi), ctl))
    # neg/abs on the float sources
    neg = list(shape)
    k0 = 2 if shape[1] == "s6" else 1
    neg[k0] = "-|%s|" % neg[k0]
    ctl = "row_mirror" if kind == "dpp16" else (DPP8 if kind == "dpp8" else "")
    lines.append("%s %s %s" % (name, ", ".join(neg), ctl))
    return lines


# VOPC promoted to VOP3: (src0, src1) pairs over the operand kinds, and the
# scalar destinations in turn.
PAIRS = [("v1", "v2"), ("v255", "v255"), ("s1", "s2"), ("s105", "s105"), ("vcc_lo", "ttmp15"), ("vcc_hi", "0xaf123456"),
         ("ttmp15", "src_scc"), ("m0", "0.5"), ("exec_lo", "-1"), ("exec_hi", "null"), ("null", "exec_lo"),
         ("-1", "exec_hi"), ("0.5", "m0"), ("src_scc", "vcc_lo"), ("0xaf123456", "vcc_hi")]
SDST = ["s10", "s104", "vcc_lo", "ttmp14", "null"]


def widen(x, width):
    """One operand of PAIRS as a 16-, 32- or 64-bit source."""
    if width == 16 and x.startswith("v"):
        return x + ".l"
    if width == 64:
        m = re.match(r"^([vs])(\d+)$", x)
        if m:
            n = int(m.group(2)) - (1 if m.group(2) in ("255", "105") else 0)
            return "%s[%d:%d]" % (m.group(1), n, n + 1)
        return {"vcc_lo": "vcc", "exec_lo": "exec", "ttmp15": "ttmp[14:15]", "vcc_hi": "vcc", "exec_hi": "exec", "m0": "null"}.get(x, x)
    return x


def vopc3(op):
    for width, w1 in ((32, 32), (16, 16), (64, 64), (16, 32), (32, 32), (64, 32)):
        t = "%s_e64 s10, %s, %s" % (op, widen("v1", width), widen("v2", w1))
        if assemble([t])[0]:
            break
    else:
        return []
    lines = []
    for k, (a, b) in enumerate(PAIRS):
        lines.append("%s_e64 %s, %s, %s" % (op, SDST[k % len(SDST)], widen(a, width), widen(b, w1)))
    if not op.startswith("v_cmp_class") and "_f" in op:
        lines.append("%s_e64 s10, -|%s|, -|%s| clamp" % (op, widen("v1", width), widen("v2", w1)))
    if width == 16:
        lines.append("%s_e64 s10, v1.h, %s" % (op, "v2.h" if w1 == 16 else "v2"))
    return lines


# VOPD: every X component with every Y component, six (src0X, src0Y) pairs
# each, taken in turn from this list (the kinds LLVM's test sweeps).
VOPD_PAIRS = [("v4", "v1"), ("v1", "v255"), ("v255", "v2"), ("v2", "v3"), ("v3", "v4"), ("s105", "s1"), ("s1", "s105"),
              ("ttmp15", "vcc_lo"), ("exec_hi", "vcc_hi"), ("exec_lo", "ttmp15"), ("m0", "m0"), ("vcc_hi", "exec_lo"),
              ("vcc_lo", "exec_hi"), ("-1", "null"), ("0.5", "-1"), ("src_scc", "0.5"), ("0xaf123456", "src_scc"),
              ("null", "0xaf123456")]
X_OPS = ["fmac_f32", "fmaak_f32", "fmamk_f32", "mul_f32", "add_f32", "sub_f32", "subrev_f32", "mul_dx9_zero_f32",
         "mov_b32", "cndmask_b32", "max_f32", "min_f32", "dot2acc_f32_f16", "dot2acc_f32_bf16"]
Y_OPS = X_OPS + ["add_nc_u32", "lshlrev_b32", "and_b32"]


def component(op, dst, src0, vsrc1):
    if op == "mov_b32":
        return "v_dual_%s %s, %s" % (op, dst, src0)
    if op == "fmaak_f32":
        return "v_dual_%s %s, %s, %s, 0xaf123456" % (op, dst, src0, vsrc1)
    if op == "fmamk_f32":
        return "v_dual_%s %s, %s, 0xaf123456, %s" % (op, dst, src0, vsrc1)
    if op == "cndmask_b32":
        return "v_dual_%s %s, %s, %s, vcc_lo" % (op, dst, src0, vsrc1)
    return "v_dual_%s %s, %s, %s" % (op, dst, src0, vsrc1)


def vopd():
    lines, k = [], 0
    for x in X_OPS:
        for y in Y_OPS:
            for _ in range(6):
                a, b = VOPD_PAIRS[k % len(VOPD_PAIRS)]
                k += 1
                lines.append("%s :: %s" % (component(x, "v255", a, "v2"), component(y, "v6", b, "v3")))
    return lines


# Plain VOP1/VOP2/VOPC (e32) and VOP3 lines: the first source swept over
# every operand kind of its width, the other sources turned along the same
# list (an e32 form's VGPR-only second source stays a VGPR).
KINDS = {
    32: ["v1", "v255", "s1", "s105", "vcc_lo", "vcc_hi", "ttmp15", "m0", "exec_lo", "exec_hi", "null", "-1", "0.5",
         "src_scc", "0xaf123456"],
    16: ["v1.l", "v255.h", "s1", "s105", "vcc_lo", "vcc_hi", "ttmp15", "m0", "exec_lo", "exec_hi", "null", "-1", "0.5",
         "src_scc", "0xfe0b"],
    64: ["v[1:2]", "v[254:255]", "s[2:3]", "s[104:105]", "vcc", "ttmp[14:15]", "exec", "null", "-1", "0.5", "src_scc",
         "0xaf123456"],
}
REG = {32: ("v%d", "v255"), 16: ("v%d.l", "v255.l"), 64: ("v[%d:%d]", "v[254:255]")}
SDSTS = ["s12", "vcc_lo", "s104", "ttmp14", "null"]


def reg(width, n):
    return REG[width][0] % ((n, n + 1) if width == 64 else (n,))


def plain(op, e32):
    def fix(ops):
        """An e32 comparison writes vcc_lo (v_cmp_) or exec (v_cmpx_), named or not."""
        if e32 and op.startswith("v_cmp_"):
            return ["vcc_lo"] + ops[1:]
        if e32 and op.startswith("v_cmpx_"):
            return ops[1:]
        return ops

    cands = []
    for n in (0, 1, 2, 3):
        for ws in itertools.product((32, 16, 64), repeat=n + 1):
            if e32 and op.startswith("v_cmp") and n != 2:
                continue  # a comparison has two sources
            for sd in ((False, True) if not e32 and n >= 2 else (False,)):
                cands.append((ws, sd))
    texts = []
    for ws, sd in cands:
        ops = fix([reg(ws[0], 5)] + (["s12"] if sd else []) + [reg(w, 1 + 2 * k) for k, w in enumerate(ws[1:])])
        texts.append("%s %s" % (op, ", ".join(ops)) if ops else op)
    found = [c for c, b in zip(cands, assemble(texts)) if b]
    if not found:
        return []
    ws, sd = found[0]
    lines = []
    kinds0 = KINDS[ws[1]] if len(ws) > 1 else []
    for k in range(max(len(kinds0), 1)):
        dst = reg(ws[0], 5) if k % 2 == 0 else REG[ws[0]][1]
        ops = [dst]
        if sd:
            ops.append(SDSTS[k % len(SDSTS)])
        for j, w in enumerate(ws[1:]):
            if j == 0:
                ops.append(KINDS[w][k % len(KINDS[w])])
            elif e32:
                ops.append(reg(w, 2) if k % 2 == 0 else REG[w][1])
            else:
                ops.append(KINDS[w][(k + 3 * j) % len(KINDS[w])])
        lines.append("%s %s" % (op, ", ".join(fix(ops))))
    if not e32 and len(ws) > 1:
        base = [reg(ws[0], 5)] + (["s12"] if sd else []) + [reg(w, 1 + 2 * k) for k, w in enumerate(ws[1:])]
        mods = list(base)
        i = 2 if sd else 1
        mods[i] = "-|%s|" % mods[i]
        lines.append("%s %s clamp" % (op, ", ".join(mods)))
        lines.append("%s %s mul:2" % (op, ", ".join(mods)))
        lines.append("%s %s div:2" % (op, ", ".join(base)))
        if 16 in ws:
            lines.append("%s %s" % (op, ", ".join(x.replace(".l", ".h") for x in base)))
    return lines


# The VOP3 opcodes whose operands fit none of plain()'s shapes.
VOP3_OTHERS = [
    "v_mqsad_u32_u8 v[252:255], v[1:2], v2, v[3:6]", "v_mqsad_u32_u8 v[5:8], s[2:3], s105, v[252:255] clamp",
    "v_mqsad_u32_u8 v[5:8], 0.5, 0xaf123456, v[1:4]",
    "v_permlane16_b32 v5, v1, s2, s3", "v_permlane16_b32 v255, v255, vcc_lo, m0 op_sel:[1,1]",
    "v_permlane16_b32 v5, v1, 0xaf123456, -1", "v_permlanex16_b32 v5, v1, s105, ttmp15 op_sel:[1,0]",
    "v_permlanex16_b32 v5, v1, exec_hi, null op_sel:[0,1]",
    "v_cndmask_b16 v5.l, v1.l, v2.l, s3", "v_cndmask_b16 v5.h, -|v1.h|, |v2.l|, vcc_lo",
    "v_cndmask_b16 v255.l, s1, 0.5, ttmp[14:15]", "v_cndmask_b16 v5.l, 0xfe0b, v255.h, s104",
    "v_readlane_b32 s5, v1, s2", "v_readlane_b32 s105, v255, m0", "v_readlane_b32 vcc_lo, v1, 31",
    "v_readlane_b32 ttmp15, v1, vcc_hi", "v_writelane_b32 v5, s1, s2", "v_writelane_b32 v255, vcc_lo, m0",
    "v_writelane_b32 v5, 0.5, 7", "v_writelane_b32 v5, 0xaf123456, exec_hi",
]


def vreg(n, w):
    return "v%d" % n if w == 1 else "v[%d:%d]" % (n, n + w - 1)


def first_accepted(cands):
    ok = assemble(cands)
    return next((c for c, b in zip(cands, ok) if b), None)


def mem(op):
    """DS, FLAT/GLOBAL/SCRATCH and MUBUF lines: the operand shape llvm-mc-22
    takes, with low and high registers, offsets, scalar offsets and cache bits."""
    fam = op.split("_")[0]
    ws = [None, 1, 2, 3, 4]
    if fam == "ds":
        shapes = [[]] + [[w] for w in ws[1:]] + [[a, b] for a in ws[1:] for b in ws[1:]] + \
                 [[a, b, c] for a in ws[1:] for b in ws[1:] for c in ws[1:]]
        tmpl = [" ".join(filter(None, [op, ", ".join(vreg(1 + 4 * k, w) for k, w in enumerate(sh))])) for sh in shapes]
        t = first_accepted(tmpl)
        if t is None:
            return []
        sh = shapes[tmpl.index(t)]
        hi = [vreg(256 - 4 * (len(sh) - k) + (4 - w), w) for k, w in enumerate(sh)]
        lo = [vreg(1 + 4 * k, w) for k, w in enumerate(sh)]
        out = []
        for regs in (lo, hi):
            base = " ".join(filter(None, [op, ", ".join(regs)]))
            for m in ("", " gds", " offset:65535", " offset:4660 gds", " offset0:127 offset1:255", " offset0:0 offset1:1 gds",
                      " offset:1"):
                out.append(base + m)
        return out
    if fam in ("flat", "global", "scratch"):
        addrs = {"flat": ["v[1:2]"], "global": ["v[1:2], off", "v1, s[2:3]"], "scratch": ["v1, off", "off, s2", "v1, s2"]}[fam]
        cands = []
        for d in ws:
            for x in ws:
                for a in addrs:
                    ops = ([vreg(5, d)] if d else []) + [a.split(", ")[0]] + ([vreg(8, x)] if x else []) + a.split(", ")[1:]
                    cands.append("%s %s" % (op, ", ".join(ops)))
        ok = assemble(cands)
        good = [c for c, b in zip(cands, ok) if b]
        out = []
        for g in good:
            hi = g.replace("v[1:2]", "v[254:255]").replace("s[2:3]", "s[104:105]").replace(" s2", " s105").replace(" v1,", " v255,")
            for m in ("", " offset:-1" if fam != "flat" else " offset:4095", " offset:7 glc slc dlc"):
                out += [g + m, hi + m]
            out.append(g.replace("s[2:3]", "vcc").replace(" s2", " m0") + " offset:-4096" if fam != "flat" else g + " dlc")
        return out
    if fam in ("buffer",):
        cands = []
        for d in ws:
            for a in ("off", "v1, off", "v1", "v[1:2]"):
                mod = {"off": "", "v1, off": "", "v1": " offen", "v[1:2]": " idxen offen"}[a]
                aa = a.split(", ")[0] if a != "v1, off" else "v1"
                mod = mod if a != "v1, off" else " idxen"
                ops = ([vreg(5, d)] if d else []) + [aa, "s[8:11]", "s3"]
                cands.append("%s %s%s" % (op, ", ".join(ops), mod))
        ok = assemble(cands)
        good = [c for c, b in zip(cands, ok) if b]
        out = []
        for k, g in enumerate(good):
            hi = g.replace("v[1:2]", "v[254:255]").replace("s[8:11]", "s[96:99]").replace(" v1,", " v255,")
            out += [g + " offset:4095", hi + " glc slc dlc"]
            if k == 0:  # the whole series for the first addressing form only
                for m in ("", " offset:7 glc", " slc", " dlc"):
                    out += [g + m, hi + m]
                for so in ("s101", "m0", "0", "-1", "0.5", "vcc_lo", "ttmp15"):
                    out.append(g.replace(" s3", " " + so) + " offset:4095")
                out.append(g + " tfe")
        return out
    return []


DIMS = ["1D", "2D", "3D", "CUBE", "1D_ARRAY", "2D_ARRAY", "2D_MSAA", "2D_MSAA_ARRAY"]
DMASKS = [(0xf, 4), (0x1, 1), (0x3, 2), (0x1, 4), (0x7, 3)]


def image(op):
    """MIMG lines: for each dim, the first dmask, data and address size llvm-mc-22
    takes, then the NSA form and the flags, each with the sizes they need."""
    sampler = ", s[100:103]" if ("sample" in op or "gather" in op) else ""

    def text(w, n, dmask, dim, flags, nsa=False, hi=False):
        d = 256 - w if hi else 5
        if nsa and n > 1:
            addr = "[%s]" % ", ".join("v%d" % (20 + 3 * k) for k in range(n))
        else:
            addr = vreg(256 - n if hi else 1, n)
        rsrc = "s[96:103]" if hi else "s[8:15]"
        return "%s %s, %s, %s%s dmask:0x%x dim:SQ_RSRC_IMG_%s%s" % (op, vreg(d, w), addr, rsrc, sampler, dmask, dim, flags)

    out = []
    for dim in DIMS:
        cands = [(w, n, m) for m, w in DMASKS for n in range(1, 14)]
        ok = assemble([text(w, n, m, dim, "") for w, n, m in cands])
        found = [c for c, b in zip(cands, ok) if b]
        if not found:
            continue
        w, n, m = found[0]
        out += [text(w, n, m, dim, ""), text(w, n, m, dim, " unorm glc slc dlc", hi=True)]
        variants = [text(w, n, m, dim, "", nsa=True)]
        for flags, dw, dn in ((" a16", 0, None), (" tfe", 1, 0), (" d16", None, 0), (" lwe", 1, 0), (" r128", 0, 0),
                              (" a16 tfe d16", None, None)):
            ws = [w + dw] if dw is not None else [(w + 1) // 2, (w + 1) // 2 + 1]
            ns = [n + dn] if dn is not None else list(range(1, n + 1))
            vs = [text(a, b, m, dim, flags) for a in ws for b in ns]
            good = [v for v, b in zip(vs, assemble(vs)) if b]
            variants += good[:1]
        out += variants
    return out


def main():
    kind = sys.argv[1]
    if kind == "image":
        texts = [t for op in sys.argv[2:] for t in image(op)]
    elif kind == "mem":
        texts = [t for op in sys.argv[2:] for t in mem(op)]
    elif kind in ("e32", "vop3"):
        texts = [t for op in sys.argv[2:] for t in plain(op, kind == "e32")]
        if kind == "vop3":
            texts += VOP3_OTHERS
    elif kind == "vopd":
        texts = vopd()
    elif kind == "vopc3":
        texts = [t for op in sys.argv[2:] for t in vopc3(op)]
    else:
        texts = [t for op in sys.argv[2:] for t in sweep(op, kind)]
    for t, b in zip(texts, assemble(texts)):
        if b:
            print(b.replace(" ", ""))


if __name__ == "__main__":
    main()

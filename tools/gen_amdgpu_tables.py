#!/usr/bin/env python3
"""Generates crates/amdgpu/tables/gfx1100.ops from llvm-mc-22.

For every format in crates/amdgpu/tables/formats.txt, every value of its
opcode field is disassembled by `llvm-mc-22 --disassemble -mcpu=gfx1100`;
the ones LLVM decodes are recorded with their mnemonic and the shape of their
operands, found by probing each operand field with distinct values. Scalar
operand spellings (s0, vcc_lo, inline constants, ...) are recorded per
operand class the same way. Only facts about LLVM's encoding come from here:
the encoder, decoder, assembler and printer are the crate's own code.

The other names llvm-mc takes for gfx1100's instructions (`s_andn2_b32`,
`scratch_load_dword`, `_e64` on a VOP3-only opcode) are probed from every
mnemonic of LLVM's AMDGPU syntax documents (llvm-22-doc) into
crates/amdgpu/tables/gfx1100.aliases.

Usage: tools/gen_amdgpu_tables.py [--aliases] [--check]   (--aliases: only the aliases, from the
committed gfx1100.ops; --check: fail if the file would change)
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORMATS = os.path.join(ROOT, "crates/amdgpu/tables/formats.txt")
OUT = os.path.join(ROOT, "crates/amdgpu/tables/gfx1100.ops")
MC = os.environ.get("LLVM_MC", "llvm-mc-22")
LITERAL = 0x12345678


def read_formats():
    formats = []
    for line in open(FORMATS):
        line = line.split("#")[0].strip()
        if not line:
            continue
        parts = line.split()
        if parts[0] == "format":
            formats.append({"name": parts[1], "dwords": int(parts[2]), "mask": int(parts[3], 16),
                            "value": int(parts[4], 16), "fields": {}})
        elif parts[0] == "field":
            formats[-1]["fields"][parts[1]] = (int(parts[2]), int(parts[3]))
            for extra in parts[4:]:
                if extra.startswith("default="):
                    formats[-1].setdefault("defaults", {})[parts[1]] = int(extra[len("default="):])
    return formats


def put(word, field, value):
    lo, hi = field
    return word | ((value & ((1 << (hi - lo + 1)) - 1)) << lo)


SEPARATOR = (0xbfbbbeef).to_bytes(4, "little")  # s_ttracedata_imm 0xbeef
OBJDUMP = os.environ.get("LLVM_OBJDUMP", "llvm-objdump-22")


def objdump(data):
    """llvm-objdump's listing of raw bytes: [(offset, word count, text)]."""
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        raw, src, obj = os.path.join(tmp, "in.bin"), os.path.join(tmp, "in.s"), os.path.join(tmp, "in.o")
        with open(raw, "wb") as f:
            f.write(data)
        with open(src, "w") as f:
            f.write('.text\n.incbin "%s"\n' % raw)
        subprocess.run([MC, "-arch=amdgcn", "-mcpu=gfx1100", "-filetype=obj", src, "-o", obj], check=True)
        r = subprocess.run([OBJDUMP, "-d", "--mcpu=gfx1100", obj], capture_output=True, text=True, check=True)
    listing = []
    for line in r.stdout.splitlines():
        m = re.match(r"\t(.*?)\s*// ([0-9A-F]+): ([0-9A-F ]+?)(?: <[^>]*>)?(?: ;.*)?$", line)
        if m:
            listing.append((int(m.group(2), 16), len(m.group(3).split()), m.group(1).strip()))
    return listing


def disassemble(words):
    """words: list of byte strings. Returns {bytes: text} for the inputs LLVM
    decodes as exactly one instruction of exactly those bytes.

    llvm-objdump shows the words each instruction took, so an instruction
    that wants a literal and takes the separator after its input is no match."""
    chunks, starts, offset = [], [], 0
    for w in words:
        starts.append((offset, len(w)))
        chunks += [w, SEPARATOR]
        offset += len(w) + len(SEPARATOR)
    at = {offset: (count, text) for offset, count, text in objdump(b"".join(chunks))}
    result = {}
    for w, (offset, length) in zip(words, starts):
        found = at.get(offset)
        if found and found[0] * 4 == length and not found[1].startswith(".long"):
            result[w] = found[1]
    return result


def split_operands(text):
    if " " not in text:
        return text, []
    mnemonic, rest = text.split(" ", 1)
    # Commas inside parentheses (sendmsg(0, 0, 0)) or brackets (op_sel:[1,0]) do not separate operands.
    ops, depth, cur = [], 0, ""
    for k, c in enumerate(rest):
        # A comment (/*Invalid register, operand has ...*/) is one piece.
        if rest.startswith("/*", k):
            depth += 1
        elif rest.startswith("*/", k - 1) and k > 0 and depth > 0 and rest[k - 1] == "*":
            depth -= 1
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        if c == "," and depth == 0:
            ops.append(cur.strip())
            cur = ""
        else:
            cur += c
    ops.append(cur.strip())
    return mnemonic, ops


def encode_word(fmt, values):
    word = fmt["value"]
    for name, v in values.items():
        # EXP has one instruction and no opcode field.
        if name == "op" and "op" not in fmt["fields"]:
            continue
        word = put(word, fmt["fields"][name], v)
    return word


def encode(fmt, values, literal=None):
    b = encode_word(fmt, values).to_bytes(4 * fmt["dwords"], "little")
    if literal is not None:
        b += literal.to_bytes(4, "little")
    return b


def scalar_operands():
    """Spellings of the scalar source and destination codes, as 32- and 64-bit operands."""
    sop1 = next(f for f in read_formats() if f["name"] == "SOP1")
    lines = []
    for op, cls in ((0, "s32"), (1, "s64")):
        words = [encode(sop1, {"op": op, "sdst": 0, "ssrc0": k}, LITERAL if k == 255 else None) for k in range(256)]
        out = disassemble(words)
        for k, w in enumerate(words):
            if w in out:
                # Everything after the destination: a spelling may hold commas.
                lines.append("src %s %d %s" % (cls, k, out[w].split(", ", 1)[1]))
        words = [encode(sop1, {"op": op, "sdst": k, "ssrc0": 0}) for k in range(128)]
        out = disassemble(words)
        for k, w in enumerate(words):
            if w in out:
                _, ops = split_operands(out[w])
                lines.append("dst %s %d %s" % (cls, k, ops[0]))
    return lines


REG_PROBES = {"sdst": 2, "ssrc0": 4, "ssrc1": 6}
IMM_PROBES = [0, 0x1234, 0xfedc, 0x8000, 7]


def classify_register(text, probe):
    if text == "s%d" % probe:
        return "s32"
    if text == "s[%d:%d]" % (probe, probe + 1):
        return "s64"
    return None


def imm_style(samples):
    """How LLVM prints a 16-bit immediate, from its texts for IMM_PROBES."""
    t = dict(zip(IMM_PROBES, samples))
    if t[0x1234] == "4660" and t[0xfedc] == "65244":
        return "u16" if t[0] == "0" else "u16-omit0"
    if t[0x1234] == "4660" and t[0xfedc] == "-292":
        return "s16"
    if t[0x1234] == "0x1234" and t[0xfedc] == "0xfedc":
        return "hex" if t[0] == "0x0" else "hex-0"
    return None


def owner(formats, word):
    """The format a word belongs to: the matching one with the most fixed bits."""
    for f in sorted(formats, key=lambda f: -bin(f["mask"]).count("1")):
        if word & f["mask"] == f["value"]:
            return f["name"]
    return None


SMEM_DATA = {1: 0, 2: 1, 4: 2, 8: 3, 16: 4}  # dwords -> the s_load_bN opcode that probes them


def probe_smem(fmt):
    """SMEM: register spellings of each data size and base kind, the soffset
    spellings, and one row per opcode."""
    lines = []
    def word(op, sdata, sbase, offset=0x10, soffset=124, glc=0, dlc=0):
        v = {"op": op, "sdata": sdata, "sbase": sbase, "offset": offset, "soffset": soffset, "glc": glc, "dlc": dlc}
        return encode(fmt, v)
    for dwords, op in SMEM_DATA.items():
        words = [word(op, k, 2) for k in range(128)]
        out = disassemble(words)
        for k, w in enumerate(words):
            if w in out:
                # The data spelling may hold commas (in a comment); base and offset do not.
                lines.append("smemdata %d %d %s" % (dwords, k, out[w].split(" ", 1)[1].rsplit(", ", 2)[0]))
    for kind, op in (("pair", 0), ("quad", 8)):
        words = [word(op, 4, k) for k in range(64)]
        out = disassemble(words)
        for k, w in enumerate(words):
            if w in out:
                lines.append("smembase %s %d %s" % (kind, k, split_operands(out[w])[1][1]))
    # Spellings llvm-mc will not write in each place, though it prints them.
    def refused(kind, template, spellings):
        texts = [template % s for _, s in spellings]
        for (code, _), ok in zip(spellings, assemble_ok(texts)):
            if not ok:
                lines.append("smemreject %s %d" % (kind, code))
    def spellings_of(prefix):
        found = []
        for l in lines:
            if l.startswith(prefix):
                parts = l.split(" ", 3)
                found.append((int(parts[2]), parts[3]))
        return found
    for dwords, op in SMEM_DATA.items():
        mnemonic = {0: "s_load_b32", 1: "s_load_b64", 2: "s_load_b128", 3: "s_load_b256", 4: "s_load_b512"}[op]
        refused("data%d" % dwords, mnemonic + " %s, s[4:5], 0x10", [s for s in spellings_of("smemdata %d " % dwords) if "/*" not in s[1]])
    refused("pair", "s_load_b32 s4, %s, 0x10", [s for s in spellings_of("smembase pair ") if "/*" not in s[1]])
    refused("quad", "s_buffer_load_b32 s4, %s, 0x10", [s for s in spellings_of("smembase quad ") if "/*" not in s[1]])
    words = [word(0, 4, 2, offset=0, soffset=k) for k in range(128)]
    out = disassemble(words)
    soffsets = []
    for k, w in enumerate(words):
        if w in out:
            lines.append("smemsoffset %d %s" % (k, split_operands(out[w])[1][2]))
            soffsets.append((k, split_operands(out[w])[1][2]))
    refused("soffset", "s_load_b32 s4, s[4:5], %s", [s for s in soffsets if "/*" not in s[1]])
    words = [word(op, 4, 2) for op in range(256)]
    flagged = [word(op, 4, 2, glc=1, dlc=1) for op in range(256)]
    out = disassemble(words + flagged)
    datas = {"s4": 1, "s[4:5]": 2, "s[4:7]": 4, "s[4:11]": 8, "s[4:19]": 16}
    for op, w in enumerate(words):
        if w not in out:
            continue
        mnemonic, ops = split_operands(out[w])
        if not ops:
            lines.append("op SMEM %d %s sdata:ignored sbase:ignored offset:ignored soffset:ignored" % (op, mnemonic))
            continue
        kinds = []
        if ops[0] in datas:
            kinds.append("sdata:smem%d" % datas[ops[0]])
        elif ops[0] == "4":
            # A number, as small immediates are printed: decimal up to 64, else hex.
            kinds.append("sdata:hex-0")
        else:
            sys.exit("SMEM: operand `%s` of `%s` fits no operand kind" % (ops[0], mnemonic))
        kinds.append("sbase:" + {"s[4:5]": "pair", "s[4:7]": "quad"}[ops[1]])
        # Some opcodes take no glc/dlc: with them, LLVM does not decode the word.
        kinds.append("offset:smem" if flagged[op] in out else "offset:smem-noflags")
        lines.append("op SMEM %d %s %s" % (op, mnemonic, " ".join(kinds)))
    return lines


def probe_format(fmt, formats):
    if fmt["name"] == "SMEM":
        return probe_smem(fmt)
    rows = []
    opbits = fmt["fields"]["op"][1] - fmt["fields"]["op"][0] + 1
    regs = [f for f in fmt["fields"] if f in REG_PROBES]
    has_imm = "simm16" in fmt["fields"]
    base = {f: REG_PROBES[f] for f in regs}
    words = []
    import itertools
    for op in range(1 << opbits):
        for keep in itertools.product((True, False), repeat=len(regs)):
            probe = {f: (REG_PROBES[f] if k else 0) for f, k in zip(regs, keep)}
            for imm in (IMM_PROBES if has_imm else [None]):
                v = dict(probe, op=op)
                if imm is not None:
                    v["simm16"] = imm
                words.append(encode(fmt, v))
                words.append(encode(fmt, v, LITERAL))
    out = disassemble(words)
    import itertools
    # Register fields at their probe values, or zero where an opcode wants them zero.
    probes = []
    for keep in itertools.product((True, False), repeat=len(regs)):
        probes.append({f: (REG_PROBES[f] if k else 0) for f, k in zip(regs, keep)})
    for op in range(1 << opbits):
        if owner(formats, encode_word(fmt, dict(base, op=op))) != fmt["name"]:
            continue
        # Opcodes without register operands decode only with those fields zero.
        for probe in probes:
            texts, literal = [], False
            for imm in (IMM_PROBES if has_imm else [None]):
                v = dict(probe, op=op)
                if imm is not None:
                    v["simm16"] = imm
                plain, lit = encode(fmt, v), encode(fmt, v, LITERAL)
                # An instruction that takes a literal dword decodes only with it.
                if plain in out:
                    texts.append(out[plain])
                elif lit in out:
                    texts.append(out[lit])
                    literal = True
                else:
                    texts.append(None)
            if texts[0] is not None:
                break
        if texts[0] is None:
            continue
        mnemonic, ops = split_operands(texts[0])
        kinds = []
        for i, o in enumerate(ops):
            kind = None
            for f in regs:
                c = classify_register(o, probe[f]) if probe[f] else None
                if c:
                    kind = "%s:%s" % (f, c)
                    break
            if kind is None and literal and o == "0x%x" % LITERAL:
                kind = "literal:b32"
            if kind is None and has_imm:
                samples = [split_operands(t)[1][i] if t and len(split_operands(t)[1]) > i else "" for t in texts]
                style = imm_style(samples)
                kind = "simm16:%s" % style if style else "simm16:special"
            if kind is None and o == "sendmsg(%d, 0, 0)" % REG_PROBES["ssrc0"]:
                kind = "ssrc0:sendmsg"
            if kind is None:
                sys.exit("%s: operand `%s` of `%s` fits no operand kind" % (fmt["name"], o, mnemonic))
            kinds.append(kind)
        # Register fields set in the probe but printed nowhere: LLVM ignores them.
        for f in regs:
            if probe[f] and not any(k.startswith(f + ":") for k in kinds):
                kinds.append("%s:ignored" % f)
        if has_imm and not any(k.startswith("simm16") for k in kinds):
            # The immediate is not printed at all (s_endpgm 0) or only when non-zero.
            samples = [len(split_operands(t)[1]) if t else -1 for t in texts]
            if any(s > len(ops) for s in samples):
                kinds.append("simm16:u16-omit0")
        rows.append([fmt["name"], op, mnemonic, kinds, probe])
    # Which codes each register operand accepts: every value of its field.
    words, index = [], []
    for r, (name, op, mnemonic, kinds, base) in enumerate(rows):
        for kind in kinds:
            field, how = kind.split(":")
            if how not in ("s32", "s64"):
                continue
            width = 1 << (fmt["fields"][field][1] - fmt["fields"][field][0] + 1)
            for code in range(width):
                v = dict(base, op=op)
                v[field] = code
                if "simm16" in fmt["fields"]:
                    v["simm16"] = 0
                words.append(encode(fmt, v))
                words.append(encode(fmt, v, LITERAL))
                index.append((r, kind, code))
    out = disassemble(words)
    accepted, marked, texts = {}, {}, []
    for k, (r, kind, code) in enumerate(index):
        text = out.get(words[2 * k]) or (out.get(words[2 * k + 1]) if code == 255 else None)
        if text is not None:
            accepted.setdefault((r, kind), set()).add(code)
            texts.append((r, kind, code, text))
            # LLVM decodes some codes an opcode does not take, and says so.
            if text.endswith("/*Invalid immediate*/"):
                marked.setdefault((r, kind), set()).add(code)
    # Which of them llvm-mc assembles: its parser is stricter than its decoder.
    assembles = assemble_ok([t for (_, _, _, t) in texts])
    asm_ok = {}
    for (r, kind, code, text), ok in zip(texts, assembles):
        if ok:
            asm_ok.setdefault((r, kind), set()).add(code)
    lines = []
    for r, (name, op, mnemonic, kinds, base) in enumerate(rows):
        shown = []
        for kind in kinds:
            field, how = kind.split(":")
            if how in ("s32", "s64"):
                key = (r, kind)
                kind += "/" + ranges(sorted(accepted.get(key, set())))
                kind += "/" + ranges(sorted(marked.get(key, set())))
                kind += "/" + ranges(sorted(asm_ok.get(key, set())))
            shown.append(kind)
        lines.append("op %s %d %s %s" % (name, op, mnemonic, " ".join(shown)))
    return lines


def assemble_ok(texts):
    """For each text, whether llvm-mc assembles it."""
    return [enc is not None for enc in assemble_encodings(texts)]


def assemble_same(texts, words):
    """For each text, whether llvm-mc assembles it to exactly `words`' bytes."""
    return [enc == w for enc, w in zip(assemble_encodings(texts), words)]


def ranges(codes):
    """`0-105,106,...` as compact ranges."""
    parts, start, prev = [], None, None
    for c in codes:
        if start is None:
            start = prev = c
        elif c == prev + 1:
            prev = c
        else:
            parts.append("%d-%d" % (start, prev) if start != prev else "%d" % start)
            start = prev = c
    if start is not None:
        parts.append("%d-%d" % (start, prev) if start != prev else "%d" % start)
    return ",".join(parts) or "none"


def named_values(fmt, op, field_values, pattern, tag, skip_digits=False):
    """Disassembles `op` with each of `field_values` (code, {field: value}) and
    records `TAG CODE NAME` where the text matches `pattern`."""
    words = [encode(fmt, dict(values, op=op)) for _, values in field_values]
    out = disassemble(words)
    lines = []
    for (code, _), w in zip(field_values, words):
        m = re.search(pattern, out.get(w, ""))
        if m and not (skip_digits and m.group(1).isdigit()):
            lines.append("%s %d %s" % (tag, code, m.group(1)))
    return lines


def symbol_tables():
    """Names LLVM prints inside hwreg(), sendmsg(), s_delay_alu and s_version."""
    fmts = {f["name"]: f for f in read_formats()}
    sopk, sopp = fmts["SOPK"], fmts["SOPP"]
    imm = lambda codes, shift=0, **extra: [(k, dict(extra, simm16=k << shift)) for k in codes]
    lines = []
    # hwreg(ID, 0, 1): simm16 = ID in bits 5:0.
    lines += named_values(sopk, 17, imm(range(64), sdst=0), r"hwreg\(([^,)]+)", "hwreg", skip_digits=True)
    # sendmsg(ID): the message ids LLVM names.
    lines += named_values(sopp, 0x36, imm(range(256)), r"sendmsg\((MSG_[A-Z0-9_]+)\)", "sendmsg")
    # s_delay_alu instid0 (bits 3:0) and instskip (bits 6:4).
    lines += named_values(sopp, 7, imm(range(16)), r"instid0\(([A-Z0-9_]+)\)", "instid")
    lines += named_values(sopp, 7, imm(range(8), 4), r"instskip\(([A-Z0-9_]+)\)", "instskip")
    # s_version: the named base values.
    lines += named_values(sopk, 1, imm(range(64), sdst=0), r"s_version (UC_VERSION_[A-Z0-9_]+)$", "version")
    # MTBUF's format:[NAME]: the unified buffer formats LLVM names.
    lines += named_values(fmts["MTBUF"], 0, [(k, {"format": k}) for k in range(128)], r"format:\[([A-Z0-9_]+)\]",
                          "bufformat")
    lines += buffer_format_names()
    return lines


# The ray-tracing opcodes (image_bvh*_intersect_ray) are MIMG words with
# dmask 0xf, unorm and r128 set and nothing else but a16: four data VGPRs, a
# four-SGPR resource, and addresses in groups (node pointer, ray extent,
# origin, direction, inverse direction; a16 packs the last two).
BVH_FIXED = dict(dmask=15, unorm=1, r128=1)


def probe_bvh(fmt):
    base = dict(BVH_FIXED, vaddr=9, vdata=4, srsrc=1)
    words = [encode(fmt, dict(base, op=op)) for op in range(256)]
    out = disassemble(words)
    lines = []
    for op, w in enumerate(words):
        text = out.get(w, "")
        if not text.startswith("image_bvh"):
            continue
        mnemonic = parse_text(text)[0]
        shapes = []
        for a16 in (0, 1):
            plain = encode(fmt, dict(base, op=op, a16=a16))
            nsa = encode(fmt, dict(base, op=op, a16=a16, nsa=1)) + bytes([10, 11, 14, 17])
            got = disassemble([plain, nsa])
            count = register_count(parse_text(got[plain])[1][1])
            groups = [register_count(t) for t in split_operands("x " + parse_text(got[nsa])[1][1][1:-1])[1]]
            shapes.append("%d:%s" % (count, ".".join(map(str, groups))))
        # Nothing else decodes: every other field must hold what it does here.
        others = {"dim": 1, "glc": 1, "slc": 1, "dlc": 1, "d16": 1, "tfe": 1, "lwe": 1, "ssamp": 1, "unorm": 0,
                  "r128": 0, "dmask": 7}
        flips = [encode(fmt, dict(base, op=op, **{f: v})) for f, v in others.items()]
        decoded = disassemble(flips)
        for (f, v), w2 in zip(others.items(), flips):
            if decoded.get(w2, "").startswith("image_bvh"):
                sys.exit("%s decodes with %s=%d too" % (mnemonic, f, v))
        lines.append("bvh %d %s %s" % (op, mnemonic, " ".join(shapes)))
    # The resource: four SGPRs, and whether llvm-mc writes each spelling.
    op = int(lines[0].split()[1])
    words = [encode(fmt, dict(base, op=op, srsrc=c)) for c in range(32)]
    out = disassemble(words)
    found = [(c, out[w], w) for c, w in enumerate(words) if w in out]
    for (c, t, w), ok in zip(found, assemble_same([t for _, t, _ in found], [w for _, _, w in found])):
        lines.append("bvhrsrc %d %s %d" % (c, parse_text(t)[1][2], ok))
    return lines


# The data and numeric format names of the split form format:[BUF_DATA_FORMAT_*, BUF_NUM_FORMAT_*],
# whose pairs (and BUF_FMT_DATA_NUM) are the candidates llvm-mc is asked about.
BUF_DATA = ["INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11", "11_11_10", "10_10_10_2", "2_10_10_10",
            "8_8_8_8", "32_32", "16_16_16_16", "32_32_32", "32_32_32_32", "RESERVED_15"]
BUF_NUM = ["UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "RESERVED_6", "FLOAT"]


def buffer_format_names():
    """`bufname NAME CODE` for each unified name llvm-mc takes (the default,
    BUF_FMT_8_UNORM, is never printed), and `bufpair DATA NUM CODE` for each
    split pair it takes."""
    mtbuf = next(f for f in read_formats() if f["name"] == "MTBUF")
    lo, hi = mtbuf["fields"]["format"]
    names = ["BUF_FMT_INVALID"] + ["BUF_FMT_%s_%s" % (d, n) for d in BUF_DATA for n in BUF_NUM]
    pairs = [(d, n) for d in BUF_DATA for n in BUF_NUM]
    texts = ["tbuffer_load_format_x v0, off, s[0:3], s0 format:[%s]" % t for t in names]
    texts += ["tbuffer_load_format_x v0, off, s[0:3], s0 format:[BUF_DATA_FORMAT_%s, BUF_NUM_FORMAT_%s]" % p
              for p in pairs]
    encodings = assemble_encodings(texts)
    code = lambda enc: (int.from_bytes(enc[:4], "little") >> lo) & ((1 << (hi - lo + 1)) - 1)
    lines = ["bufname %s %d" % (t, code(e)) for t, e in zip(names, encodings) if e]
    lines += ["bufpair %s %s %d" % (d, n, code(e)) for (d, n), e in zip(pairs, encodings[len(names):]) if e]
    return lines


def assembler_rejections(src_lines):
    """Source spellings the disassembler prints but llvm-mc will not assemble
    (on gfx1100), with llvm-mc's message."""
    spellings = sorted({l.split(" ", 3)[3] for l in src_lines if l.startswith("src s32 ")})
    spellings = [s for s in spellings if "/*" not in s and not re.match(r"^-?[0-9.]", s)]
    text = "".join("s_mov_b32 s0, %s\n" % s for s in spellings)
    r = subprocess.run([MC, "-arch=amdgcn", "-mcpu=gfx1100", "-show-encoding"], input=text,
                       capture_output=True, text=True)
    lines = []
    for m in re.finditer(r"<stdin>:(\d+):\d+: error: (.*)", r.stderr):
        spelling = spellings[int(m.group(1)) - 1]
        lines.append("asmreject %s %s" % (spelling, m.group(2)))
    return lines



# ---------------------------------------------------------------------------
# Vector ALU formats (VOP1, VOP2, VOPC, VOP3, VOP3P).
#
# Each opcode is decoded with its register fields at distinct probe values,
# so that each printed operand names its field. Then every code of every
# printed field is decoded, which gives the field's spelling class (the text
# of each code, interned: many opcodes share one), and each modifier bit is
# set alone, which tells whether LLVM takes it, ignores it or prints it.

VECTOR = ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3P", "VINTERP")
# The formats whose op_sel is a list with the destination's bit last.
OPSEL_LIST = ("VOP3", "VINTERP")
# Vector fields printed after the modifiers as `NAME:VALUE`, even when 0.
VITEMS = ("wait_exp",)
VPROBE = {"vdst": 5, "src0": 256 + 7, "vsrc1": 9, "src1": 256 + 9, "src2": 256 + 11, "sdst": 3}
# Register number in the text -> field, for vector and scalar spellings.
VNUMBER = {("v", 5): "vdst", ("v", 7): "src0", ("v", 9): "src1", ("v", 11): "src2", ("s", 5): "vdst",
           ("s", 3): "sdst", ("s", 7): "src0", ("s", 9): "src1", ("s", 11): "src2"}
# Sources that take only scalars are probed with SGPRs of the same numbers.
SPROBE = {"src0": 7, "src1": 9, "src2": 11}
LITERALS = [0x12345678, 0x3f800000, 0x3800, 0x3c00, 0x3e22f983, 0x3fe00000, 0x40000000, 0x3118, 0x40, 0x41,
            0xfffffff0, 0xffffffef, 0xffff, 0x3fc90000, 0x3c003c00, 0x10001, 0xfff0, 0x4400, 0xbc00, 0xc400,
            0x3ff00000, 0xc0100000, 0x3fc45f30, 0xbf800000, 0x3f00, 0x3f80, 0x4000, 0xbf80, 0x3e23, 0x80000000, 0x3e22, 0x12343f80]
F32_INLINE = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000,
              0x3e22f983}
F16_INLINE = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118}
F32_NAMES = {0x3f000000: "0.5", 0xbf000000: "-0.5", 0x3f800000: "1.0", 0xbf800000: "-1.0", 0x40000000: "2.0",
             0xc0000000: "-2.0", 0x40800000: "4.0", 0xc0800000: "-4.0", 0x3e22f983: "0.15915494"}
BF16_INLINE = {0x3f00, 0xbf00, 0x3f80, 0xbf80, 0x4000, 0xc000, 0x4080, 0xc080, 0x3e22}
F64_INLINE = {0x3fe00000: "0.5", 0xbfe00000: "-0.5", 0x3ff00000: "1.0", 0xbff00000: "-1.0", 0x40000000: "2.0",
              0xc0000000: "-2.0", 0x40100000: "4.0", 0xc0100000: "-4.0"}


def small_int(v):
    return -16 <= v <= 64


def as_i32(l):
    return l - (1 << 32) if l & 0x80000000 else l


def as_i16(l):
    l &= 0xffff
    return l - (1 << 16) if l & 0x8000 else l


def literal_rules():
    """How LLVM prints a literal dword, per operand type: (name, function)."""
    lit = lambda l: "lit(0x%x)" % l
    inline32 = lambda l: small_int(as_i32(l)) or l in F32_INLINE
    return [
        ("b32", lambda l: lit(l) if inline32(l) else "0x%x" % l),
        ("b64", lambda l: lit(l) if l <= 64 else "0x%x" % l),
        ("f64", lambda l: "0" if l == 0 else F64_INLINE.get(l, "0x%x" % l)),
        ("f16", lambda l: lit(l) if small_int(as_i16(l)) or (l & 0xffff) in F16_INLINE else "0x%x" % (l & 0xffff)),
        ("i16", lambda l: lit(l) if inline32(l) else "0x%x" % (l & 0xffff)),
        ("pkf16", lambda l: lit(l) if small_int(as_i32(l)) or l in F16_INLINE else "0x%x" % l),
        ("pkbf16", lambda l: lit(l) if small_int(as_i32(l)) or l in BF16_INLINE else "0x%x" % l),
        ("bf16", lambda l: lit(l) if small_int(as_i16(l)) or (l & 0xffff) in BF16_INLINE else "0x%x" % l),
        # VOP3P DPP forms' src1: the f16 constants, the whole dword otherwise.
        ("f16wide", lambda l: lit(l) if small_int(as_i16(l)) or (l & 0xffff) in F16_INLINE else "0x%x" % l),
        # v_pk_fmac_f16: a 32-bit integer constant, or the same 16-bit constant twice.
        ("splat16", lambda l: lit(l) if small_int(as_i32(l)) or (l >> 16 == l & 0xffff and (
            small_int(as_i16(l)) or (l & 0xffff) in F16_INLINE)) else "0x%x" % l),
        # The literal operand of v_fmamk/v_fmaak: always the bits.
        ("hex", lambda l: "0x%x" % l),
        ("hex16", lambda l: "0x%x" % (l & 0xffff)),
        # Where only registers are taken, LLVM still prints the literal, marked.
        ("invalid", lambda l: (F32_NAMES.get(l) or (str(as_i32(l)) if small_int(as_i32(l)) else "0x%x" % l))
         + "/*Invalid immediate*/"),
    ]


def literal_rule(texts):
    """The rule that gives LLVM's texts for LITERALS, or None."""
    for name, rule in literal_rules():
        if all(rule(l) == t for l, t in zip(LITERALS, texts)):
            return name
    return None


def parse_text(text):
    """mnemonic, operands, and the modifiers printed after the last operand."""
    mnemonic, ops = split_operands(text)
    # exp's target is followed by a space, not a comma: `exp mrt0 v1, v2, v3, v4`.
    if mnemonic == "exp" and ops and " " in ops[0]:
        ops = ops[0].split(" ", 1) + ops[1:]
    suffix = ""
    if ops:
        # A space inside a comment (/*Invalid immediate*/) is part of the operand.
        m = re.match(r"^((?:[^ /]|/\*[^*]*\*/)+) (.*)$", ops[-1])
        if m:
            ops[-1], suffix = m.group(1), m.group(2)
    return mnemonic, ops, suffix


def operand_field(fmt, text):
    """The field a probe operand comes from, by its register number."""
    m = re.match(r"^[-|]*([vs])\[?(\d+)", text)
    if not m:
        return None
    field = VNUMBER.get((m.group(1), int(m.group(2))))
    if field == "src1" and "vsrc1" in fmt["fields"]:
        field = "vsrc1"
    return field if field in fmt["fields"] else None


def bare(text):
    """An operand without its neg/abs marks."""
    return text.lstrip("-").strip("|")


def modifier_fields(fmt):
    return [f for f in fmt["fields"] if f not in ("op", "vdst", "src0", "src1", "src2", "vsrc1", "sdst") + VITEMS]


def probe_vector_ops(fmt):
    """Every opcode LLVM decodes in a vector format: (op, probe values, text, literal)."""
    name, fields = fmt["name"], fmt["fields"]
    regs = [f for f in ("vdst", "src0", "vsrc1", "src1", "src2") if f in fields]
    defaults = dict(fmt.get("defaults", {}))
    import itertools
    probes = []
    choices = [[VPROBE[f]] + ([SPROBE[f]] if f in SPROBE else []) + [0] for f in regs]
    for values in itertools.product(*choices):
        probe = dict(defaults)
        probe.update(dict(zip(regs, values)))
        probes.append(probe)
    if name == "VOP3":
        # The carry-out opcodes print sdst: try it first.
        probes = [dict(p, sdst=VPROBE["sdst"]) for p in probes] + probes
    opbits = fields["op"][1] - fields["op"][0] + 1
    formats = read_formats()
    words = []
    for op in range(1 << opbits):
        for probe in probes:
            v = dict(probe, op=op)
            words.append(encode(fmt, v))
            words.append(encode(fmt, v, LITERAL))
    out = disassemble(words)
    candidates = []
    for op in range(1 << opbits):
        if owner(formats, encode_word(fmt, {"op": op})) != name:
            continue
        for k, probe in enumerate(probes):
            v = dict(probe, op=op)
            plain, lit = encode(fmt, v), encode(fmt, v, LITERAL)
            text = out.get(plain) or out.get(lit)
            if text is None or "/*Invalid register" in text:
                continue
            _, ops, _ = parse_text(text)
            # The carry-out probes count only where the carry-out is printed.
            if name == "VOP3" and k < len(probes) // 2 and "s3" not in ops:
                continue
            candidates.append((op, v, text, plain not in out))
    # The first probe whose text llvm-mc also takes (it decodes a VGPR where
    # only an SGPR may be written, say); what llvm-mc writes for it gives the
    # values of the fields the text says nothing about.
    texts = [literal_as_0x1234(t) if lit else t for _, _, t, lit in candidates]
    encodings = assemble_encodings(texts)
    found, done = [], set()
    size = 4 * fmt["dwords"]
    for (op, v, text, lit), enc in zip(candidates, encodings):
        # llvm-mc may choose another encoding for the text (v_pipeflush: VOP1).
        lo, hi = fields["op"]
        bits = int.from_bytes(enc[:size], "little") if enc else 0
        same = (enc is not None and len(enc) == size + 4 * lit and owner(formats, bits & 0xffffffff) == name
                and (bits >> lo) & ((1 << (hi - lo + 1)) - 1) == op)
        if op in done or not same:
            continue
        done.add(op)
        found.append((op, v, text, lit, int.from_bytes(enc[:8 if fmt["dwords"] == 2 else 4], "little")))
    for op, v, text, lit in candidates:
        if op not in done:
            done.add(op)
            found.append((op, v, text, lit, None))
    found.sort(key=lambda f: f[0])
    return found


def literal_as_0x1234(text):
    """A text with its probe literal written as 0x1234, which every operand type takes."""
    return text.replace("0x%x" % LITERAL, "0x1234")


def assemble_encodings(texts):
    """llvm-mc's bytes for each text, or None where it refuses it."""
    mark = "s_ttracedata_imm 0xbeef"
    src = "".join("%s\n%s\n" % (t, mark) for t in texts)
    r = subprocess.run([MC, "-arch=amdgcn", "-mcpu=gfx1100", "-show-encoding"], input=src,
                       capture_output=True, text=True)
    groups, current = [], None
    for line in r.stdout.splitlines():
        if "; encoding: [" not in line:
            continue
        inst, enc = line.split("; encoding: [", 1)
        if inst.strip() == mark:
            groups.append(current)
            current = None
            continue
        current = bytes(int(b, 16) for b in enc.rstrip("]").split(","))
    failed = set()
    for m in re.finditer(r"<stdin>:(\d+):\d+: error:", r.stderr):
        failed.add((int(m.group(1)) - 1) // 2)
    return [None if k in failed else (groups[k] if k < len(groups) else None) for k in range(len(texts))]


def probe_vector(fmt, classes):
    name, fields = fmt["name"], fmt["fields"]
    found = probe_vector_ops(fmt)
    rows = []
    for op, base, text, literal, llvm_bits in found:
        mnemonic, ops, suffix = parse_text(text)
        kinds = []
        for i, o in enumerate(ops):
            f = operand_field(fmt, o)
            if f is not None and base.get(f):
                kinds.append((f, i))
            elif literal and o.endswith("0x%x" % LITERAL):
                kinds.append(("literal", i))
            else:
                kinds.append(("implicit:" + o, i))
        rows.append({"op": op, "base": base, "text": text, "mnemonic": mnemonic, "ops": ops, "suffix": suffix,
                     "kinds": kinds, "literal": literal, "llvm": llvm_bits})
    # Every code of every printed field, and LITERALS in the 9-bit sources.
    words, index, expect = [], [], {}
    for r, row in enumerate(rows):
        for f, i in row["kinds"]:
            if f not in fields:
                continue
            width = fields[f][1] - fields[f][0] + 1
            for code in range(1 << width):
                if code == 255 and width == 9 and row["literal"]:
                    # With a literal operand, a literal source shares its dword: probed below.
                    continue
                v = dict(row["base"], **{f: code})
                words.append(encode(fmt, v, LITERAL if row["literal"] else None))
                index.append((r, f, i, code, None))
                # What llvm-mc writes back: its own values in the fields the text leaves out.
                if row["llvm"] is not None:
                    lo, hi = fields[f]
                    bits = row["llvm"] & ~(((1 << (hi - lo + 1)) - 1) << lo) | code << lo
                    w2 = bits.to_bytes(4 * fmt["dwords"], "little")
                else:
                    w2 = encode(fmt, v)
                expect[len(words) - 1] = w2 + ((0x1234).to_bytes(4, "little") if row["literal"] else b"")
            # A source takes a literal (sharing the literal operand's dword);
            # LLVM decodes one in a destination too, marked invalid.
            if width == 9 or (width >= 8 and not row["literal"]):
                for l in LITERALS:
                    v = dict(row["base"], **{f: 255})
                    words.append(encode(fmt, v) + l.to_bytes(4, "little"))
                    index.append((r, f, i, 255, l))
        if row["literal"]:
            for l in LITERALS:
                words.append(encode(fmt, row["base"], l))
                index.append((r, "literal", [i for f, i in row["kinds"] if f == "literal"][0], None, l))
    out = disassemble(words)
    spell, lits, texts, texts_words, lit_texts = {}, {}, [], [], {}
    for k, (w, (r, f, i, code, l)) in enumerate(zip(words, index)):
        text = out.get(w)
        if text is None:
            continue
        mnemonic, ops, _ = parse_text(text)
        ops = list(ops)
        if mnemonic != rows[r]["mnemonic"] or len(ops) != len(rows[r]["ops"]):
            continue
        o = ops[i]
        if l is None:
            spell.setdefault((r, f), {})[code] = o
            # With the literal operand written as 0x1234 (below), so is its dword.
            texts_words.append(expect[k])
            if rows[r]["literal"]:
                # A literal every operand type takes, so that llvm-mc judges the register.
                at = [k for g, k in rows[r]["kinds"] if g == "literal"][0]
                ops[at] = "0x1234"
                text = mnemonic + " " + ", ".join(ops) + (" " + _ if _ else "")
            texts.append(((r, f, code), text))
        else:
            lits.setdefault((r, f), {})[l] = o
            # 0x41 prints the same under every rule, and is no inline constant.
            if l == 0x41 and f != "literal":
                if rows[r]["llvm"] is not None:
                    lo, hi = fields[f]
                    bits = rows[r]["llvm"] & ~(((1 << (hi - lo + 1)) - 1) << lo) | 255 << lo
                    w = bits.to_bytes(4 * fmt["dwords"], "little") + l.to_bytes(4, "little")
                lit_texts[(r, f)] = (text, w)
    # The codes whose text llvm-mc turns back into the same bytes (it writes
    # some spellings, such as 0x3800 for an i16 source, as a literal).
    assembles = assemble_same([t for _, t in texts], texts_words)
    asm = {}
    for ((r, f, code), _), ok in zip(texts, assembles):
        if ok:
            asm.setdefault((r, f), set()).add(code)
    # Whether llvm-mc writes a literal there (v_alignbit_b32's src2: no).
    keys = sorted(lit_texts)
    lit_ok = dict(zip(keys, assemble_same([lit_texts[k][0] for k in keys], [lit_texts[k][1] for k in keys])))
    # Modifier bits one at a time.
    mods = modifier_fields(fmt)
    words, index = [], []
    for r, row in enumerate(rows):
        for m in mods:
            if m == "abs" and "sdst" in [f for f, _ in row["kinds"]]:
                continue
            width = fields[m][1] - fields[m][0] + 1
            values = range(1, 1 << width) if m == "omod" else [1 << b for b in range(width)]
            for value in values:
                v = dict(row["base"])
                v[m] = v.get(m, 0) ^ value
                words.append(encode(fmt, v, LITERAL if row["literal"] else None))
                index.append((r, m, value))
    out = disassemble(words)
    modinfo, mod_texts = {}, []
    for w, (r, m, value) in zip(words, index):
        text = out.get(w)
        info = modinfo.setdefault((r, m), [0, 0, 0])
        if text is None:
            continue
        if text != rows[r]["text"] and rows[r]["llvm"] is not None:
            lo, hi = fields[m]
            default = rows[r]["base"].get(m, 0)
            bits = rows[r]["llvm"] & ~(((1 << (hi - lo + 1)) - 1) << lo) | (default ^ value) << lo
            expect = bits.to_bytes(4 * fmt["dwords"], "little") + (
                (0x1234).to_bytes(4, "little") if rows[r]["literal"] else b"")
            t = literal_as_0x1234(text) if rows[r]["literal"] else text
            mod_texts.append(((r, m, value), t, expect))
        info[0] |= value
        if text != rows[r]["text"]:
            # An op_sel bit of an operand a true16 opcode lacks makes LLVM
            # fall back to its plain 16-bit decoding: no .l/.h, no op_sel.
            if m == "opsel" and fmt["name"] in OPSEL_LIST and "op_sel:" not in text and ".h" not in text:
                info[2] |= value
            else:
                info[1] |= value
                check_modifier(fmt, rows[r], m, value, text)
    # Which printed modifier bits llvm-mc writes back (v_fmac_f16_e64: not
    # the destination's op_sel bit).
    refused = {}
    for (key, _, _), ok in zip(mod_texts, assemble_same([t for _, t, _ in mod_texts], [e for _, _, e in mod_texts])):
        if not ok:
            r, m, value = key
            refused[(r, m)] = refused.get((r, m), 0) | value
    # Which abs and neg bits LLVM still decodes in the plain 16-bit form
    # that an op_sel fallback bit selects.
    fwords, findex = [], []
    for r, row in enumerate(rows):
        fallback = modinfo.get((r, "opsel"), (0, 0, 0))[2]
        if not fallback or "sdst" in [f for f, _ in row["kinds"]]:
            continue
        low = fallback & -fallback
        for m in ("abs", "neg"):
            for b in range(3):
                v = dict(row["base"], opsel=low)
                v[m] = 1 << b
                fwords.append(encode(fmt, v, LITERAL if row["literal"] else None))
                findex.append((r, m, 1 << b))
    fout = disassemble(fwords)
    fallback_mods = {}
    for w, (r, m, value) in zip(fwords, findex):
        fallback_mods.setdefault((r, m), 0)
        if w in fout:
            fallback_mods[(r, m)] |= value
    # The items: each must print as NAME:VALUE, and as NAME:0 when 0.
    iwords, iindex = [], []
    for r, row in enumerate(rows):
        for m in VITEMS:
            if m in fields:
                for value in (0, 5, (1 << (fields[m][1] - fields[m][0] + 1)) - 1):
                    iwords.append(encode(fmt, dict(row["base"], **{m: value}), LITERAL if row["literal"] else None))
                    iindex.append((r, m, value))
    iout = disassemble(iwords)
    vitems = {}
    for w, (r, m, value) in zip(iwords, iindex):
        text = iout.get(w)
        if text is None or "%s:%d" % (m, value) not in parse_text(text)[2].split():
            sys.exit("%s: %s=%d prints as `%s`" % (rows[r]["mnemonic"], m, value, text))
        vitems.setdefault(r, {})[m] = fields[m][1] - fields[m][0] + 1
    lines = []
    for r, row in enumerate(rows):
        shown = []
        for f, i in row["kinds"]:
            if f.startswith("implicit:"):
                shown.append(f)
                continue
            if f == "literal":
                texts_ = [lits.get((r, f), {}).get(l) for l in LITERALS]
                rule = literal_rule(texts_)
                if rule is None:
                    sys.exit("%s: no literal rule fits %s" % (row["mnemonic"], texts_))
                shown.append("literal:" + rule)
                continue
            width = fields[f][1] - fields[f][0] + 1
            codes = spell.get((r, f), {})
            rule = "-"
            if lits.get((r, f)):
                codes = dict(codes)
                # `<literal>`: printed by the rule; `<literal-refused>`: llvm-mc writes none here.
                codes[255] = "<literal>" if lit_ok.get((r, f)) else "<literal-refused>"
                texts_ = [lits.get((r, f), {}).get(l) for l in LITERALS]
                rule = literal_rule(texts_)
                if rule is None:
                    sys.exit("%s %s: no literal rule fits %s" % (row["mnemonic"], f, texts_))
            shown.append("%s:%s" % (f, intern_class(classes, width, rule, codes, asm.get((r, f), set()))))
        used = {f for f, _ in row["kinds"]}
        for m in mods:
            if m in ("abs", "opsel") and "sdst" in used:
                continue
            if m == "neg" and fmt["name"] == "VOP3P" and modinfo.get((r, m), (0, 0, 0))[1]:
                # The mix opcodes write neg and neg_hi as `-` and `|...|` on the operand.
                texts_ = [out.get(w) for w, (r2, m2, v) in zip(words, index) if r2 == r and m2 == "neg"]
                if any(t and "neg_lo:" not in t for t in texts_):
                    shown.append("mixmods")
            allowed, printed, fallback = modinfo.get((r, m), (0, 0, 0))
            if refused.get((r, m), 0) & printed:
                shown.append("%s~%d" % (m, refused[(r, m)] & printed))
            if m == "opsel" and printed and name in OPSEL_LIST:
                shown.append("%s=%d/%d/%d@%d" % (m, allowed, printed, fallback, row["opsel_len"]))
            elif fallback:
                shown.append("%s=%d/%d/%d" % (m, allowed, printed, fallback))
            elif allowed:
                shown.append("%s=%d/%d" % (m, allowed, printed))
        if row["llvm"] is not None:
            for g, (lo, hi) in fields.items():
                value = (row["llvm"] >> lo) & ((1 << (hi - lo + 1)) - 1)
                overlaps = any(lo <= fields[u][1] and fields[u][0] <= hi for u in used if u in fields)
                if g != "op" and g not in used and not overlaps and value != fmt.get("defaults", {}).get(g, 0):
                    shown.append("%s@%d" % (g, value))
        for m in ("abs", "neg"):
            if (r, m) in fallback_mods:
                shown.append("fallback_%s=%d" % (m, fallback_mods[(r, m)]))
        for m, width in vitems.get(r, {}).items():
            shown.append("item:%s:%s:always:%d:%d" % (m, m, (1 << width) - 1, width))
        # Register fields LLVM decodes whatever they hold, printing nothing.
        for f in ("vdst", "src0", "vsrc1", "src1", "src2"):
            if f in fields and f not in used and row["base"].get(f):
                shown.append("%s:ignored" % f)
        lines.append("op %s %d %s %s" % (name, row["op"], row["mnemonic"], " ".join(shown)))
    return lines


def intern_class(classes, width, rule, codes, assembled):
    """The name of the spelling class with these codes, made on first use."""
    key = (width, rule, tuple(codes.get(c) for c in range(1 << width)), tuple(sorted(assembled)))
    if key not in classes:
        classes[key] = "c%d" % len(classes)
    return classes[key]


def class_lines(classes):
    """`vclass NAME WIDTH LITERAL-RULE ASSEMBLED`, then `vcode NAME CODE SPELLING` per code."""
    lines = []
    for (width, rule, codes, asm_codes), cname in sorted(classes.items(), key=lambda kv: int(kv[1][1:])):
        lines.append("vclass %s %d %s %s" % (cname, width, rule, ranges(list(asm_codes))))
        for c, t in enumerate(codes):
            if t is not None:
                lines.append("vcode %s %d %s" % (cname, c, t))
    return lines


def check_modifier(fmt, row, m, value, text):
    """Fails loudly when LLVM prints a modifier in a way the printer does not know."""
    _, ops, suffix = parse_text(text)
    ok = {"clamp": "clamp" in suffix, "omod": any(x in suffix for x in ("mul:2", "mul:4", "div:2")),
          "opsel": "op_sel:" in suffix or ".h" in text, "opsel_hi": "op_sel_hi:" in suffix or row["suffix"] != suffix,
          "opsel_hi2": True, "neg_hi": "neg_hi:" in suffix or any("|" in o for o in ops),
          "neg": "neg_lo:" in suffix or any(o.startswith("-") for o in ops), "abs": any("|" in o for o in ops)}
    if not ok.get(m, False):
        sys.exit("%s: modifier %s=%d prints as `%s`" % (row["mnemonic"], m, value, text))
    if m == "opsel" and fmt["name"] in OPSEL_LIST:
        # op_sel:[...]: bits 0..2 are entries 0..2 (the sources), bit 3 (the
        # destination) is the last entry.
        found = re.search(r"op_sel:\[([01,]+)\]", suffix)
        if not found:
            # v_cndmask_b16 shows the halves only, without a list.
            row.setdefault("opsel_len", 0)
            return
        bits = found.group(1).split(",")
        bit = value.bit_length() - 1
        where = bit if bit < 3 else len(bits) - 1
        if bits[where] != "1" or bits.count("1") != 1 or row.setdefault("opsel_len", len(bits)) != len(bits):
            sys.exit("%s: op_sel bit %d prints as `%s`" % (row["mnemonic"], bit, text))



# ---------------------------------------------------------------------------
# Vector memory formats (DS, FLAT, SCRATCH, GLOBAL, MUBUF).
#
# As for the vector ALU: registers at distinct probe values name their
# fields, and every code of every printed field is decoded into a spelling
# class. Some flags change which operands there are (a global atomic
# returns a value only with glc; offen and idxen decide MUBUF's address):
# each opcode is probed with every combination of them, and each operand
# shape becomes its own row, with the flag values it needs (`FIELD==V`).
# The other fields print after the operands (`offset:16`, `glc`): each is
# probed alone and becomes a suffix item, in the order LLVM prints them.

# VOPD: dual issue. Each half (X, Y) is a VOP2-like component; a word is a
# pair of valid components. Components are probed beside a partner that
# uses no VGPR bank, no SGPR and no destination parity of its own
# (v_dual_mov_b32 of an inline constant), so llvm-mc judges only the swept
# operand.
DUAL_PARTNER_CONST = 129  # the inline constant 1
DUAL_BASE = {"X": {"src0X": 256 + 7, "vsrc1X": 9, "vdstX": 4},
             "Y": {"src0Y": 256 + 5, "vsrc1Y": 11, "vdstY": 3}}
DUAL_MOV = 8


def dual_word(fmt, x, y, values, literal=None):
    v = dict(values, op=(x << 5) | y)
    return encode(fmt, v, literal)


def dual_split(text):
    """The two halves of a VOPD text: [(mnemonic, operands)] or None."""
    if " :: " not in text:
        return None
    return [split_operands(half) for half in text.split(" :: ")]


def probe_vopd(fmt, classes):
    side_index = {"X": 0, "Y": 1}
    # 1. The components and their operand layouts: with a partner of the
    # plainest shape, each code with and without its second source, with and
    # without a literal.
    partner = {"X": 3, "Y": 3}  # v_dual_mul_f32 on both sides
    comps = {"X": {}, "Y": {}}
    for side, count in (("X", 16), ("Y", 32)):
        other = "Y" if side == "X" else "X"
        words, index = [], []
        for code in range(count):
            for vsrc1 in (True, False):
                for lit in (False, True):
                    values = dict(DUAL_BASE["X"], **DUAL_BASE["Y"])
                    if not vsrc1:
                        values["vsrc1" + side] = 0
                    x, y = (code, partner["Y"]) if side == "X" else (partner["X"], code)
                    words.append(dual_word(fmt, x, y, values, LITERAL if lit else None))
                    index.append((code, vsrc1, lit))
        out = disassemble(words)
        for w, (code, vsrc1, lit) in zip(words, index):
            if code in comps[side] or w not in out:
                continue
            halves = dual_split(out[w])
            if halves is None:
                continue
            mnemonic, ops = halves[side_index[side]]
            fields = []
            for o in ops:
                if o == "0x%x" % LITERAL:
                    fields.append("literal")
                    continue
                m = re.match(r"^v(\d+)$", o)
                number = int(m.group(1)) if m else None
                if side == "X":
                    names = {4: "vdstX", 7: "src0X", 9: "vsrc1X"}
                else:
                    names = {7: "vdstY", 5: "src0Y", 11: "vsrc1Y"}
                if number not in names:
                    sys.exit("VOPD %s %d: unexpected operand %r in %r" % (side, code, o, out[w]))
                fields.append(names[number])
            comps[side][code] = {"mnemonic": mnemonic, "fields": fields, "literal": lit}
    # 2. Every pair of components decodes, and only those: the table stores
    # components and the reader makes the pairs.
    words, index = [], []
    for x in range(16):
        for y in range(32):
            values = dict(DUAL_BASE["X"], **DUAL_BASE["Y"])
            lit = False
            for side, code in (("X", x), ("Y", y)):
                c = comps[side].get(code)
                if c is not None:
                    if "vsrc1" + side not in c["fields"]:
                        values["vsrc1" + side] = 0
                    lit |= c["literal"]
            words.append(dual_word(fmt, x, y, values, LITERAL if lit else None))
            index.append((x, y))
    out = disassemble(words)
    for w, (x, y) in zip(words, index):
        expected = x in comps["X"] and y in comps["Y"]
        if (w in out) != expected:
            sys.exit("VOPD pair (%d, %d): decodes=%s, components valid=%s" % (x, y, w in out, expected))
    # 3. A second source field a component does not print must be zero.
    words, index = [], []
    for side in ("X", "Y"):
        for code, c in comps[side].items():
            if "vsrc1" + side in c["fields"]:
                continue
            x, y = (code, DUAL_MOV) if side == "X" else (DUAL_MOV, code)
            values = dict(DUAL_BASE["X"], **DUAL_BASE["Y"]); values.update(vsrc1X=0, vsrc1Y=0)
            values["vsrc1" + side] = 1
            lit = comps["X"][x]["literal"] or comps["Y"][y]["literal"]
            words.append(dual_word(fmt, x, y, values, LITERAL if lit else None))
            index.append((side, code))
    out = disassemble(words)
    for w, key in zip(words, index):
        if w in out:
            sys.exit("VOPD %s %d decodes with a second source it does not print" % key)
    # 4. Each operand field's spellings, beside v_dual_mov_b32 1.
    lines = []
    for side in ("X", "Y"):
        other = "Y" if side == "X" else "X"
        for code in sorted(comps[side]):
            c = comps[side][code]
            x, y = (code, DUAL_MOV) if side == "X" else (DUAL_MOV, code)
            base = dict(DUAL_BASE["X"], **DUAL_BASE["Y"])
            base["src0" + other] = DUAL_PARTNER_CONST
            base["vsrc1" + other] = 0
            if "vsrc1" + side not in c["fields"]:
                base["vsrc1" + side] = 0
            lit = LITERAL if c["literal"] else None
            words, index, expect = [], [], []
            for f in c["fields"]:
                if f == "literal":
                    for l in LITERALS:
                        words.append(dual_word(fmt, x, y, base, l))
                        index.append((f, None, l))
                        expect.append(None)
                    continue
                lo, hi = fmt["fields"][f]
                for code_ in range(1 << (hi - lo + 1)):
                    if code_ == 255 and f.startswith("src0"):
                        for l in LITERALS:
                            words.append(dual_word(fmt, x, y, dict(base, **{f: 255}), l))
                            index.append((f, 255, l))
                            expect.append(None)
                        continue
                    w = dual_word(fmt, x, y, dict(base, **{f: code_}), lit)
                    words.append(w)
                    index.append((f, code_, None))
                    expect.append(dual_word(fmt, x, y, dict(base, **{f: code_}), 0x1234 if lit else None))
            out = disassemble(words)
            at = {f: i for i, f in enumerate(c["fields"])}
            spell, lits, texts, text_words, lit_text = {}, {}, [], [], {}
            for w, (f, code_, l), e in zip(words, index, expect):
                t = out.get(w)
                if t is None:
                    continue
                halves = dual_split(t)
                o = halves[side_index[side]][1][at[f]]
                if l is None:
                    spell.setdefault(f, {})[code_] = o
                    texts.append(((f, code_), literal_as_0x1234(t) if lit else t))
                    text_words.append(e)
                else:
                    lits.setdefault(f, {})[l] = o
                    if l == 0x41 and f != "literal":
                        lit_text[f] = (t, w)
            asm = {}
            for ((f, code_), _), ok in zip(texts, assemble_same([t for _, t in texts], text_words)):
                if ok:
                    asm.setdefault(f, set()).add(code_)
            shown = []
            for f in c["fields"]:
                if f == "literal":
                    rule = literal_rule([lits.get(f, {}).get(l) for l in LITERALS])
                    if rule is None:
                        sys.exit("%s: no literal rule fits" % c["mnemonic"])
                    shown.append("literal:" + rule)
                    continue
                if f == "vdstY":
                    # Written without its low bit: the register is 2 * code + (vdstX's low bit ^ 1).
                    for code_, o in spell.get(f, {}).items():
                        if o != "v%d" % (2 * code_ + ((DUAL_BASE["X"]["vdstX"] & 1) ^ 1)):
                            sys.exit("%s: vdstY %d prints %s" % (c["mnemonic"], code_, o))
                    if len(spell.get(f, {})) != 128 or len(asm.get(f, ())) != 128:
                        sys.exit("%s: not every vdstY decodes and assembles" % c["mnemonic"])
                    shown.append("vdstY:dual")
                    continue
                lo, hi = fmt["fields"][f]
                codes, rule = dict(spell.get(f, {})), "-"
                if lits.get(f):
                    ok = assemble_same([lit_text[f][0]], [lit_text[f][1]])[0] if f in lit_text else False
                    codes[255] = "<literal>" if ok else "<literal-refused>"
                    rule = literal_rule([lits[f].get(l) for l in LITERALS])
                    if rule is None:
                        sys.exit("%s %s: no literal rule fits %s" % (c["mnemonic"], f, lits[f]))
                shown.append("%s:%s" % (f, intern_class(classes, hi - lo + 1, rule, codes, asm.get(f, set()))))
            lines.append("dual %s %d %s %s" % (side, code, c["mnemonic"], " ".join(shown)))
    return lines


# DPP: the VOP1, VOP2 and VOPC opcodes with src0 = 250 (DPP16) or 233/234
# (DPP8, 234 with fetch-inactive) read their src0 VGPR and the data-sharing
# control from a second dword; VOP3 opcodes do the same with a third. A DPP
# row is its base row with another mnemonic: the table records which
# opcodes have which DPP forms, and (DPP16 of VOP1/VOP2/VOPC) which of the
# dword's neg/abs bits LLVM decodes.
DPP16_CTRL = 0xE4  # quad_perm:[0,1,2,3]
DPP8_IDENTITY = sum(i << (3 * i) for i in range(8))
DPP_NEGABS = [52, 53, 54, 55]  # neg0, abs0, neg1, abs1 (bits of the 64-bit word)


def dpp_dword(kind, extra=0):
    if kind == "16":
        return 2 | DPP16_CTRL << 8 | 0xf << 24 | 0xf << 28 | extra
    return 2 | DPP8_IDENTITY << 8


def probe_dpp(formats, vrows, classes):
    fmts = {f["name"]: f for f in formats}
    src0_code = {"16": 250, "8": 233, "8fi": 234}
    rows = []
    for line in vrows:
        parts = line.split(" ")
        # VOP3P's DPP forms (v_fma_mix*, v_dot2*) spell their sources differently: not yet.
        if parts[0] != "op" or parts[1] not in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3P"):
            continue
        name, op, mnemonic = parts[1], int(parts[2]), parts[3]
        used = {t.split(":")[0] for t in parts[4:] if ":" in t and not t.startswith(("implicit:", "literal:", "item:"))
                and not t.endswith(":ignored")}
        if "literal" in " ".join(parts[4:]) or "src0" not in used:
            continue
        rows.append((name, op, mnemonic, used))
    words, index = [], []
    for r, (name, op, mnemonic, used) in enumerate(rows):
        fmt = fmts[name]
        for kind in ("16", "8", "8fi"):
            values = {"op": op, "src0": src0_code[kind]}
            for field, v in (("vdst", 1), ("vsrc1", 3), ("src1", 259), ("src2", 261), ("sdst", 0)):
                if field in used:
                    values[field] = v
            first = encode(fmt, values)
            words.append(first + dpp_dword(kind).to_bytes(4, "little"))
            index.append((r, kind, None))
            if kind != "16":
                for bit in range(24):
                    words.append(first + ((2 | (1 << (8 + bit))) & 0xffffffff).to_bytes(4, "little"))
                    index.append((r, kind, 100 + bit))
            if kind == "16" and name not in ("VOP3", "VOP3P"):
                for bit in DPP_NEGABS:
                    words.append(first + dpp_dword(kind, 1 << (bit - 32)).to_bytes(4, "little"))
                    index.append((r, kind, bit))
    out = disassemble(words)
    found = {}
    for w, (r, kind, bit) in zip(words, index):
        text = out.get(w)
        if text is None or "dpp" not in text and "quad_perm" not in text:
            continue
        entry = found.setdefault((r, kind), {"mnemonic": None, "negabs": 0, "printed": 0, "text": None, "lanes": 0})
        if bit is not None and bit >= 100:
            # A lane-select bit shows as a digit other than 0 in dpp8:[...].
            if re.search(r"dpp8:\[[0-7,]*[1-7]", text):
                entry["lanes"] |= 1 << (bit - 100)
            continue
        if bit is None:
            entry["mnemonic"] = text.split(" ")[0]
            entry["text"] = text
        else:
            entry["negabs"] |= 1 << DPP_NEGABS.index(bit)
            entry.setdefault("texts", []).append((bit, text))
    lines, quirks, quirks16 = [], set(), set()
    for (r, kind), entry in sorted(found.items()):
        if entry["mnemonic"] is None:
            continue
        name, op, _, _ = rows[r]
        for bit, text in entry.get("texts", []):
            if text != entry["text"]:
                entry["printed"] |= 1 << DPP_NEGABS.index(bit)
        extra = " negabs=%d/%d" % (entry["negabs"], entry["printed"]) if kind == "16" and name not in ("VOP3", "VOP3P") else ""
        if kind != "16" and entry["lanes"] != 0xffffff:
            # llvm-objdump-22 (and llvm-mc --disassemble) print some lane
            # selects of these DPP8 forms garbled (v_sqrt_f32_dpp: bit 15 of
            # the DPP dword dropped, so dpp8:[0,0,2,...] prints as
            # dpp8:[0,0,0,...]), while llvm-mc assembles every bit. The
            # table keeps the forms (decoded and printed as llvm-mc writes
            # them) and lists them, so that tests compare them with llvm-mc's
            # assembler, not its disassembler.
            quirks.add(entry["mnemonic"])
        if name == "VOP3P":
            # The mix opcodes that write half a VGPR print DPP16 controls
            # garbled too (bit 7 of quad_perm dropped): kept and listed likewise.
            if kind == "16" and dpp16_garbled(fmts[name], op):
                quirks16.add(entry["mnemonic"])
            # VOP3P's DPP forms spell src1 their own way (marking what is no
            # VGPR, a literal by its low half): a class of its own.
            extra += " src1=" + dpp_src1_class(fmts[name], op, kind, classes)
        lines.append("dpp %s %d %s %s%s" % (name, op, kind, entry["mnemonic"], extra))
    return lines + ["dpp8quirk %s" % m for m in sorted(quirks)] + ["dpp16quirk %s" % m for m in sorted(quirks16)]


def dpp16_garbled(fmt, op):
    values = {"op": op, "src0": 250, "vdst": 1, "src1": 259, "src2": 261, "opsel_hi": 3, "opsel_hi2": 1}
    w = encode(fmt, values) + (2 | 0x86 << 8 | 0xff << 24).to_bytes(4, "little")
    return "quad_perm:[2,1,0,2]" not in disassemble([w]).get(w, "")


def dpp_src1_class(fmt, op, kind, classes):
    """The spelling class of src1 in a VOP3P DPP form, from every code and the literals."""
    src0_code = {"16": 250, "8": 233, "8fi": 234}[kind]
    values = {"op": op, "src0": src0_code, "vdst": 1, "src2": 261, "opsel_hi": 3, "opsel_hi2": 1}
    words, index = [], []
    for code in range(512):
        w = encode(fmt, dict(values, src1=code)) + dpp_dword(kind).to_bytes(4, "little")
        if code == 255:
            for l in LITERALS:
                words.append(w + l.to_bytes(4, "little"))
                index.append((code, l))
        else:
            words.append(w)
            index.append((code, None))
    out = disassemble(words)
    spell, lits = {}, []
    for w, (code, l) in zip(words, index):
        text = out.get(w)
        if text is None:
            continue
        o = parse_text(text)[1][2]
        if l is None:
            spell[code] = o
        else:
            lits.append(o)
    rule = "-"
    if len(lits) == len(LITERALS):
        rule = literal_rule(lits)
        if rule is None:
            sys.exit("VOP3P %d DPP src1: no literal rule fits %s" % (op, lits))
        spell[255] = "<literal-refused>"
    # llvm-mc writes no DPP src1 but a VGPR (the assembler checks that).
    return intern_class(classes, 9, rule, spell, {c for c in spell if c >= 256})


MEMORY = ("DS", "FLAT", "SCRATCH", "GLOBAL", "MUBUF", "MTBUF", "LDSDIR", "EXP")
MEM_REGS = {
    "MTBUF": {"vdata": [5, 0], "vaddr": [7, 0], "srsrc": [1], "soffset": [3]},
    "LDSDIR": {"vdst": [5, 0]},
    "EXP": {"vsrc0": [5, 0], "vsrc1": [7, 0], "vsrc2": [9, 0], "vsrc3": [11, 0]},
    "DS": {"vdst": [5, 0], "addr": [7, 0], "data0": [9, 0], "data1": [11, 0]},
    "FLAT": {"vdst": [5, 0], "addr": [7, 0], "data": [9, 0]},
    "SCRATCH": {"vdst": [5, 0], "addr": [7, 0], "data": [9, 0]},
    "GLOBAL": {"vdst": [5, 0], "addr": [7, 0], "data": [9, 0]},
    "MUBUF": {"vdata": [5, 0], "vaddr": [7, 0], "srsrc": [1], "soffset": [3]},
}
# Fields whose value changes the operands (saddr: off or an SGPR pair).
MEM_VARIANTS = {
    "FLAT": {"saddr": [124], "glc": [0, 1]},
    "SCRATCH": {"saddr": [124, 2], "sve": [0, 1], "glc": [0, 1]},
    "GLOBAL": {"saddr": [124, 2], "glc": [0, 1]},
    "MUBUF": {"offen": [0, 1], "idxen": [0, 1], "tfe": [0, 1], "glc": [0, 1]},
    "MTBUF": {"offen": [0, 1], "idxen": [0, 1], "tfe": [0, 1]},
    # gds: some opcodes (ds_add_gs_reg_rtn) decode only with it set.
    "DS": {"gds": [0, 1]},
    "LDSDIR": {},
    # Each enable bit clear prints its source as `off`.
    "EXP": {"en": list(range(16))},
}
# Fields that print as a named operand, not a register: the probe value
# that tells which operand they are.
MEM_SPELLED = {"LDSDIR": {"attr": 1}, "EXP": {"target": 1}}
# Suffix items printed through a table of names (`NAME CODE TEXT` lines).
MEM_NAMED = {"format": "bufformat"}
MEM_NUMBER = {("v", 5): ["vdst", "vdata", "vsrc0"], ("v", 7): ["addr", "vaddr", "vsrc1"],
              ("v", 9): ["data0", "data", "vsrc2"], ("v", 11): ["data1", "vsrc3"], ("s", 2): ["saddr"], ("s", 4): ["srsrc"], ("s", 3): ["soffset"]}


def mem_field(fmt, text):
    m = re.match(r"^([vs])\[?(\d+)", text)
    if not m:
        return None
    for f in MEM_NUMBER.get((m.group(1), int(m.group(2))), []):
        if f in fmt["fields"]:
            return f
    return None


# The flags that stand after a memory instruction's operands.
MEM_FLAGS = ("gds", "offen", "idxen", "glc", "slc", "dlc", "tfe", "lds")


def mem_parse(text):
    """parse_text, but an instruction with no operands before its modifiers
    (`ds_gws_sema_release_all offset:4 gds`) has none: the first modifier
    is not an operand."""
    mnemonic, ops, suffix = parse_text(text)
    if len(ops) == 1 and (re.match(r"^[a-z_]+\d*:", ops[0]) or ops[0] in MEM_FLAGS):
        ops, suffix = [], (ops[0] + " " + suffix).strip()
    return mnemonic, ops, suffix


def probe_memory(fmt, classes):
    import itertools
    name, fields = fmt["name"], fmt["fields"]
    regs, variants = MEM_REGS[name], MEM_VARIANTS[name]
    reg_names, var_names = list(regs), list(variants)
    opbits = fields["op"][1] - fields["op"][0] + 1 if "op" in fields else 0
    combos = [dict(zip(var_names, vs)) for vs in itertools.product(*[variants[v] for v in var_names])]
    defaults = fmt.get("defaults", {})
    probes = [dict(defaults, **dict(zip(reg_names, vs))) for vs in itertools.product(*[regs[r] for r in reg_names])]
    words, index = [], []
    for op in range(1 << opbits):
        for c, combo in enumerate(combos):
            for p, probe in enumerate(probes):
                words.append(encode(fmt, dict(probe, op=op, **combo)))
                index.append((op, c, p))
    out = disassemble(words)
    candidates = []
    for w, (op, c, p) in zip(words, index):
        text = out.get(w)
        if text is not None and "/*" not in text:
            candidates.append((op, c, p, text, w))
    encodings = assemble_encodings([t for _, _, _, t, _ in candidates])
    # Per opcode and flag combination: the first probe llvm-mc takes back as is.
    chosen = {}
    for (op, c, p, text, w), enc in zip(candidates, encodings):
        if (op, c) not in chosen and enc == w:
            chosen[(op, c)] = (dict(probes[p], op=op, **combos[c]), text)
    for op, c, p, text, w in candidates:
        chosen.setdefault((op, c), (dict(probes[p], op=op, **combos[c]), text))
    # The operand a spelled field prints as: the one its probe value changes.
    spelled = {}
    keys = [(key, f, pv) for key in chosen for f, pv in MEM_SPELLED.get(name, {}).items()]
    sw = [encode(fmt, dict(chosen[key][0], **{f: pv})) for key, f, pv in keys]
    sout = disassemble(sw)
    for (key, f, pv), w in zip(keys, sw):
        text = sout.get(w)
        if text is None:
            continue
        _, ops0, _ = mem_parse(chosen[key][1])
        _, ops1, _ = mem_parse(text)
        changed = [i for i, (a, b) in enumerate(zip(ops0, ops1)) if a != b]
        if len(ops0) == len(ops1) and len(changed) == 1:
            spelled.setdefault(key, {})[changed[0]] = f
    rows = []
    for op in range(1 << opbits):
        shapes = {}
        for c in range(len(combos)):
            if (op, c) not in chosen:
                continue
            base, text = chosen[(op, c)]
            mnemonic, ops, suffix = mem_parse(text)
            kinds = []
            for i, o in enumerate(ops):
                f = mem_field(fmt, o)
                if i in spelled.get((op, c), {}):
                    kinds.append((spelled[(op, c)][i], i))
                else:
                    kinds.append((f, i) if f is not None and base.get(f) else ("implicit:" + o, i))
            # The operands' widths are part of the shape (v7 or v[7:8]).
            # offen and idxen each select an address: one row per pair of values.
            split = tuple(combos[c].get(v) for v in ("offen", "idxen"))
            key = (mnemonic, tuple(k for k, _ in kinds), tuple(ops), split)
            shapes.setdefault(key, []).append((c, base, text, ops, suffix, kinds))
        for key, members in shapes.items():
            # Flags constant within this shape and not across shapes select it.
            fixed = {}
            c, base, text, ops, suffix, kinds = members[0]
            printed = {k for k, _ in kinds}
            for v in var_names:
                values = {combos[c2][v] for c2, *_ in members}
                # The values of the field this opcode decodes with at all:
                # with one only (ds_add_gs_reg_rtn: gds), the row needs it.
                decoded = {combos[c2][v] for (o, c2) in chosen if o == op}
                # A field probed with one value only (FLAT's saddr: off) is that value.
                if v not in printed and len(values) == 1 and (len(shapes) > 1 or len(decoded) == 1):
                    fixed[v] = values.pop()
            rows.append({"op": op, "base": base, "text": text, "mnemonic": key[0], "ops": ops, "suffix": suffix,
                         "kinds": kinds, "fixed": fixed, "llvm": None})
    # Every code of every printed register field, keeping only the codes
    # that leave the other operands as they are.
    words, index = [], []
    for r, row in enumerate(rows):
        for f, i in row["kinds"]:
            if f not in fields:
                continue
            width = fields[f][1] - fields[f][0] + 1
            for code in range(1 << width):
                words.append(encode(fmt, dict(row["base"], **{f: code})))
                index.append((r, f, i, code))
            # MUBUF's soffset takes a literal dword.
            if f == "soffset":
                for l in LITERALS:
                    words.append(encode(fmt, dict(row["base"], **{f: 255}), l))
                    index.append((r, f, i, ("literal", l)))
    out = disassemble(words)
    spell, texts, texts_words, lits = {}, [], [], {}
    for w, (r, f, i, code) in zip(words, index):
        text = out.get(w)
        if text is None:
            continue
        if isinstance(code, tuple):
            mnemonic, ops, suffix = mem_parse(text)
            if mnemonic == rows[r]["mnemonic"] and len(ops) == len(rows[r]["ops"]):
                lits.setdefault((r, f), {})[code[1]] = ops[i]
            continue
        mnemonic, ops, suffix = mem_parse(text)
        row = rows[r]
        if mnemonic != row["mnemonic"] or len(ops) != len(row["ops"]) or suffix != row["suffix"]:
            continue
        if any(o != b for k, (o, b) in enumerate(zip(ops, row["ops"])) if k != i):
            continue
        spell.setdefault((r, f), {})[code] = ops[i]
        texts.append(((r, f, code), text))
        texts_words.append(w)
    assembles = assemble_same([t for _, t in texts], texts_words)
    asm = {}
    for ((r, f, code), _), ok in zip(texts, assembles):
        if ok:
            asm.setdefault((r, f), set()).add(code)
    # The other fields one at a time: suffix items.
    words, index = [], []
    for r, row in enumerate(rows):
        used = {f for f, _ in row["kinds"]} | set(row["fixed"]) | {"op"}
        for m in fields:
            # Unprinted registers too: LLVM may decode them whatever they hold.
            if m in used or (m in regs and row["base"].get(m)):
                continue
            lo, hi = fields[m]
            width = hi - lo + 1
            for b in range(width):
                words.append(encode(fmt, dict(row["base"], **{m: 1 << b})))
                index.append((r, m, 1 << b))
            if width > 1:
                words.append(encode(fmt, dict(row["base"], **{m: 5})))
                index.append((r, m, 5))
    out = disassemble(words)
    items = {}
    top_texts = []
    for w, (r, m, value) in zip(words, index):
        text = out.get(w)
        info = items.setdefault((r, m), {"allowed": 0, "token": None, "signed": False, "asm_top": True})
        if text is None:
            continue
        lo, hi = fields[m]
        if hi > lo and value == 1 << (hi - lo):
            top_texts.append(((r, m), text, w))
        mnemonic, ops, suffix = mem_parse(text)
        if mnemonic != rows[r]["mnemonic"] or ops != rows[r]["ops"]:
            continue
        info["allowed"] |= value if value != 5 else 0
        new = [t for t in suffix.split() if t not in rows[r]["suffix"].split()]
        if value == 5 and new:
            info["token"] = new[0].split(":")[0]
            info["style"] = "u" if ":" in new[0] else "flag"
            # Printed even when 0 (wait_vdst:0), or by name (format:[BUF_FMT_32_FLOAT]).
            if any(t.startswith(info["token"] + ":") for t in rows[r]["suffix"].split()):
                info["style"] = "always"
            if m in MEM_NAMED:
                info["style"] = "named"
            # ds_swizzle_b32's offset is a lane pattern: swizzle(BITMASK_PERM,"00p00").
            if ":swizzle(" in new[0]:
                info["style"] = "swizzle"
        elif value == 1 and new and ":" not in new[0]:
            info["token"] = new[0]
            info["style"] = "flag"
        lo, hi = fields[m]
        if value == 1 << (hi - lo) and hi > lo and new and ":-" in new[0]:
            info["signed"] = True
    # Whether llvm-mc writes the top bit of each value field (FLAT's offset:
    # it decodes 13 bits, assembles 12).
    for (key, _, _), ok in zip(top_texts, assemble_same([t for _, t, _ in top_texts], [w for _, _, w in top_texts])):
        items[key]["asm_top"] = ok
    lines = []
    for r, row in enumerate(rows):
        shown = []
        for f, i in row["kinds"]:
            if f.startswith("implicit:"):
                shown.append(f)
                continue
            width = fields[f][1] - fields[f][0] + 1
            codes = spell.get((r, f), {})
            rule = "-"
            if len(lits.get((r, f), {})) == len(LITERALS):
                rule = literal_rule([lits[(r, f)][l] for l in LITERALS])
                if rule is None:
                    sys.exit("%s %s: no literal rule fits" % (row["mnemonic"], f))
                codes = dict(codes)
                # LLVM decodes a literal soffset but does not assemble one.
                codes[255] = "<literal-refused>"
            shown.append("%s:%s" % (f, intern_class(classes, width, rule, codes, asm.get((r, f), set()))))
        for v, value in sorted(row["fixed"].items()):
            shown.append("%s==%d" % (v, value))
            # A flag the shape needs set still prints (idxen offen).
            if value == 1 and v in row["suffix"].split():
                shown.append("item:%s:%s:flag:1:1" % (v, v))
        # Suffix items in printed order: all of them at once gives the order.
        found = [(m, info) for (r2, m), info in items.items() if r2 == r and info["token"]]
        covered = set()
        for m, info in found:
            target = info["token"] if info["token"] in fields and info["token"] != m else m
            if target in covered:
                continue
            covered.add(target)
            style = info["style"] if info["style"] in ("flag", "always", "named", "swizzle") else (
                "s" if info["signed"] else "u")
            width = fields[target][1] - fields[target][0] + 1
            allowed = info["allowed"] if target == m else (1 << width) - 1
            # The bits llvm-mc writes: all, or all but the top one.
            written = width if info["asm_top"] else width - 1
            shown.append("item:%s:%s:%s:%d:%d" % (target, info["token"], style, allowed, written))
        for m in fields:
            info = items.get((r, m))
            if info and info["allowed"] and not info["token"] and m not in covered:
                shown.append("%s:ignored" % m)
        for f in regs:
            if f in fields and f not in {g for g, _ in row["kinds"]} and row["base"].get(f) and f not in covered:
                if not any(t == "%s:ignored" % f for t in shown):
                    shown.append("%s:ignored" % f)
        lines.append((row, shown))
    # Item order: print every item set, and sort by where its token appears.
    words = []
    for row, shown in lines:
        v = dict(row["base"])
        for t in shown:
            if t.startswith("item:"):
                _, target, token, style, allowed, _ = t.split(":")
                v[target] = 1 if style == "flag" else 4
        words.append(encode(fmt, v))
    out = disassemble(words)
    result = []
    for (row, shown), w in zip(lines, words):
        text = out.get(w, "")
        def where(t):
            token = t.split(":")[2]
            k = text.find(" " + token)
            return k if k >= 0 else 1 << 30
        item_tokens = sorted([t for t in shown if t.startswith("item:")], key=where)
        rest = [t for t in shown if not t.startswith("item:")]
        result.append("op %s %d %s %s" % (name, row["op"], row["mnemonic"], " ".join(rest + item_tokens)))
    return result




# ---------------------------------------------------------------------------
# MIMG. The operand widths follow from several fields at once (dmask, d16
# and tfe give the data VGPRs; dim and a16 the address VGPRs), so rather
# than a row per shape each opcode gets one `mimg` line with its widths
# tabulated as LLVM decodes them, and the NSA form's length and address
# count per dim and a16 (LLVM's NSA decoding does not always give the
# plain form's count; llvm-mc then refuses the text).

MIMG_FLAGS = ("unorm", "glc", "slc", "dlc", "r128", "a16", "d16", "tfe", "lwe")
MIMG_VDATA, MIMG_VADDR, MIMG_RSRC, MIMG_SAMP = 5, 4, 2, 4


def mimg_words(fmt, op, extra=b"", **values):
    v = dict(vaddr=MIMG_VADDR, vdata=MIMG_VDATA, srsrc=MIMG_RSRC, dmask=1, op=op)
    v.update(values)
    return encode(fmt, v) + extra


def register_count(text):
    m = re.match(r"^v\[(\d+):(\d+)\]$", text)
    if m:
        return int(m.group(2)) - int(m.group(1)) + 1
    return 1 if re.match(r"^v\d+$", text) else None


def probe_mimg(fmt):
    lines = []
    # Which opcodes decode, with a sampler or without.
    words = []
    for op in range(256):
        for ssamp in (MIMG_SAMP, 0):
            words.append(mimg_words(fmt, op, ssamp=ssamp))
    out = disassemble(words)
    ops = {}
    for k, w in enumerate(words):
        op, ssamp = k // 2, (MIMG_SAMP, 0)[k % 2]
        text = out.get(w)
        if text is None or op in ops:
            continue
        mnemonic, operands, suffix = parse_text(text)
        ops[op] = {"mnemonic": mnemonic, "ssamp": int(ssamp != 0 and len(operands) == 4), "text": text}
    # Spellings of dim, the resource and the sampler (from any opcode that has them).
    sample_op = next(op for op, o in ops.items() if o["ssamp"])
    words = [mimg_words(fmt, sample_op, ssamp=MIMG_SAMP, dim=d) for d in range(8)]
    words += [mimg_words(fmt, sample_op, ssamp=MIMG_SAMP, srsrc=c) for c in range(32)]
    words += [mimg_words(fmt, sample_op, ssamp=c) for c in range(32)]
    out = disassemble(words)
    for d in range(8):
        m = re.search(r"dim:(\S+)", out.get(words[d], ""))
        if m:
            lines.append("imgdim %d %s" % (d, m.group(1)))
    # With whether llvm-mc takes the spelling back (it refuses `null`).
    found = []
    for c in range(32):
        for kind, k in (("imgrsrc", 8), ("imgsamp", 40)):
            t = out.get(words[k + c])
            if t:
                found.append((kind, c, parse_text(t)[1][2 if kind == "imgrsrc" else 3], t, words[k + c]))
    for (kind, c, spelling, _, _), ok in zip(found, assemble_same([f[3] for f in found], [f[4] for f in found])):
        lines.append("%s %d %s %d" % (kind, c, spelling, ok))
    # Per opcode: data widths, address counts, NSA forms, flags. Where LLVM
    # has no variant of an opcode for a pair of data and address sizes it
    # prints the opcode's first variant instead, so every pair is decoded:
    # the pairs that print otherwise than the two tables say are exceptions.
    nsa_regs = bytes(range(10, 14))
    for op, info in sorted(ops.items()):
        ssamp = MIMG_SAMP if info["ssamp"] else 0
        cases = []
        for di in range(64):
            dmask, d16, tfe = di // 4, di // 2 % 2, di % 2
            for ai in range(16):
                dim, a16 = ai // 2, ai % 2
                v = dict(ssamp=ssamp, dmask=dmask, d16=d16, tfe=tfe, dim=dim, a16=a16)
                cases.append(((di, ai, 0), mimg_words(fmt, op, **v)))
                cases.append(((di, ai, 1), mimg_words(fmt, op, nsa_regs, nsa=1, **v)))
        for flag in MIMG_FLAGS:
            cases.append((flag, mimg_words(fmt, op, ssamp=ssamp, **{flag: 1})))
        cases.append(("all", mimg_words(fmt, op, ssamp=ssamp, **{f: 1 for f in MIMG_FLAGS})))
        # Data VGPRs that would run past v255 make LLVM print the opcode's
        # first variant too: its shape per dim, a16 and NSA.
        for ai in range(16):
            for n in (0, 1):
                for k, (dmask, tfe) in enumerate(((15, 1), (1, 1), (3, 0))):
                    v = dict(ssamp=ssamp, dmask=dmask, tfe=tfe, dim=ai // 2, a16=ai % 2, vdata=255)
                    extra = dict(nsa=1) if n else {}
                    cases.append((("fallback", ai, n, k), mimg_words(fmt, op, nsa_regs if n else b"", **v, **extra)))
        out = disassemble([w for _, w in cases])
        shape, fallback, spaces = {}, {}, 1
        for key, w in cases:
            t = out.get(w)
            if t is None or not isinstance(key, tuple):
                continue
            if key[0] == "fallback":
                _, ai, n, k = key
                if (ai, n) not in fallback:
                    o = parse_text(t)[1]
                    if n:
                        items = split_operands("x " + o[1][1:-1])[1]
                        fallback[(ai, n)] = "%d.%d.%d" % (register_count(o[0]), len(items), register_count(items[-1]))
                    else:
                        fallback[(ai, n)] = "%d.%d" % (register_count(o[0]), register_count(o[1]))
                continue
            ops_ = parse_text(t)[1]
            data = register_count(ops_[0])
            if key[2] and t.startswith(info["mnemonic"] + "  "):
                spaces = 2
            if key[2]:
                items = split_operands("x " + ops_[1][1:-1])[1]
                shape[key] = (data, len(items), register_count(items[-1]) or 1)
            else:
                shape[key] = (data, register_count(ops_[1]))
        # Which shapes llvm-mc writes back as they were (the NSA dword's
        # unprinted bytes as 0): `!` marks those it refuses.
        checks = []
        for key, w in cases:
            if key in shape:
                expect = w
                if key[2]:
                    used = shape[key][1] - 1
                    expect = w[:8] + w[8:8 + used] + bytes(len(w) - 8 - used)
                checks.append((key, out[w], expect))
        accepted = dict(zip([k for k, _, _ in checks], assemble_same([t for _, t, _ in checks], [e for _, _, e in checks])))
        mark = lambda key: "" if accepted.get(key) else "!"
        vdata = ["%d%s" % (shape[(di, 0, 0)][0], mark((di, 0, 0))) if (di, 0, 0) in shape else "0" for di in range(64)]
        vaddr = ["%d%s" % (shape[(4, ai, 0)][1], mark((4, ai, 0))) if (4, ai, 0) in shape else "0" for ai in range(16)]
        nsa = []
        for ai in range(16):
            sh = shape.get((4, ai, 1))
            nsa.append("0" if sh is None else "1:%d%s%s" % (sh[1], "/%d" % sh[2] if sh[2] > 1 else "",
                                                           mark((4, ai, 1))))
        # The pairs that print otherwise: DI.AI.NSA=DATA.ADDR[.LAST], `!` where refused.
        exceptions = []
        for di in range(64):
            for ai in range(16):
                for n in (0, 1):
                    sh = shape.get((di, ai, n))
                    if sh is None:
                        # Not decoded, though both of its tables' entries are.
                        if (di, 0, 0) in shape and (4, ai, n) in shape:
                            exceptions.append("%d.%d.%d=x" % (di, ai, n))
                        continue
                    base_data = shape.get((di, 0, 0), (0,))[0]
                    base = shape.get((4, ai, n))
                    normal = base is not None and sh[0] == base_data and sh[1:] == base[1:]
                    normal = normal and accepted.get((di, ai, n)) == (accepted.get((di, 0, 0)) and accepted.get((4, ai, n)))
                    if not normal:
                        exceptions.append("%d.%d.%d=%s%s" % (di, ai, n, ".".join(map(str, sh)), mark((di, ai, n))))
        flags = []
        base = parse_text(info["text"])[2].split()
        texts = {key: out.get(w) for key, w in cases if not isinstance(key, tuple)}
        for flag in MIMG_FLAGS:
            t = texts.get(flag)
            if t and flag in parse_text(t)[2].split() and flag not in base:
                flags.append(flag)
        if texts.get("all"):
            order = parse_text(texts["all"])[2].split()
            flags.sort(key=lambda f: order.index(f) if f in order else 99)
        # One shape per opcode (plain / NSA), as LLVM-22 has it; say so if not.
        plain_fb = {fallback.get((ai, 0)) for ai in range(16)}
        nsa_fb = {fallback.get((ai, 1)) for ai in range(16)}
        if len(plain_fb) != 1 or len(nsa_fb) != 1 or None in plain_fb | nsa_fb:
            sys.exit("%s: the first variant's shape varies: %s" % (info["mnemonic"], fallback))
        fallbacks = "%s/%s" % (plain_fb.pop(), nsa_fb.pop())
        lines.append("mimg %d %s ssamp=%d vdata=%s vaddr=%s nsa=%s flags=%s except=%s fallback=%s nsaspaces=%d" % (
            op, info["mnemonic"], info["ssamp"], ",".join(vdata), ",".join(vaddr), ",".join(nsa),
            ",".join(flags) or "-", ",".join(exceptions) or "-", fallbacks, spaces))
    return lines


ALIASES = os.path.join(ROOT, "crates/amdgpu/tables/gfx1100.aliases")
LLVM_DOCS = os.environ.get("LLVM_DOCS", "/usr/share/doc/llvm-22-doc/html/_sources/AMDGPU")
VARIANT = re.compile(r"(_e32|_e64|_dpp|_e64_dpp|_sdwa)$")


def assemble_printed(texts):
    """llvm-mc's printed text for each text (mnemonic and operands, no
    encoding), or None where it refuses it."""
    mark = "s_ttracedata_imm 0xbeef"
    src = "".join("%s\n%s\n" % (t, mark) for t in texts)
    r = subprocess.run([MC, "-arch=amdgcn", "-mcpu=gfx1100", "-show-encoding"], input=src,
                       capture_output=True, text=True)
    groups, current = [], None
    for line in r.stdout.splitlines():
        if "; encoding: [" not in line:
            continue
        inst = line.split("; encoding: [", 1)[0].strip()
        if inst == mark:
            groups.append(current)
            current = None
            continue
        current = inst
    failed = {(int(m.group(1)) - 1) // 2 for m in re.finditer(r"<stdin>:(\d+):\d+: error:", r.stderr)}
    return [None if k in failed else (groups[k] if k < len(groups) else None) for k in range(len(texts))]


EXTRA_NAMES = {"v_interp_p2_new_f32"}


def candidate_mnemonics():
    """Every mnemonic LLVM documents for any AMD GPU generation (gfx7 to
    gfx12, aliases included), and each with the variant suffixes llvm-mc
    reads (`_e32`, `_e64`, `_dpp`, `_e64_dpp`)."""
    if not os.path.isdir(LLVM_DOCS):
        sys.exit("%s not found: install llvm-22-doc (or set LLVM_DOCS)" % LLVM_DOCS)
    names = set()
    for path in sorted(os.listdir(LLVM_DOCS)):
        if path.startswith("AMDGPUAsmGFX") and path.endswith(".rst.txt"):
            for line in open(os.path.join(LLVM_DOCS, path)):
                m = re.match(r"    ([a-z][a-z0-9_]*)\s", line)
                if m:
                    names.add(m.group(1))
    # Names LLVM's tests use that the documents do not list
    # (gfx11_asm_vinterp_alias.s).
    names |= EXTRA_NAMES
    bases = {VARIANT.sub("", n) for n in names}
    return sorted(names | {b + s for b in bases for s in ("", "_e32", "_e64", "_dpp", "_e64_dpp")})


def known_to_llvm_mc(names):
    """The names llvm-mc-22 reads as an instruction of gfx1100: alone on a
    line, one it knows says its operands are missing (or assembles, if it
    has none); any other is an unknown name or one of another generation."""
    r = subprocess.run([MC, "-arch=amdgcn", "-mcpu=gfx1100", "-show-encoding"], input="\n".join(names) + "\n",
                       capture_output=True, text=True)
    refused = {}
    for m in re.finditer(r"<stdin>:(\d+):\d+: error: (.*)", r.stderr):
        refused[int(m.group(1)) - 1] = m.group(2)
    return [n for k, n in enumerate(names) if refused.get(k, "too few operands for instruction")
            == "too few operands for instruction"]


def canonical_rows():
    """{mnemonic: (format, opcode, fixed field values)} for the rows of the
    committed opcode table, and every name the assembler already reads:
    those, without `_e32`/`_e64`, the VOPD components and the DPP forms
    (as `table.rs` lists them: `v_add_f32_dpp`, `v_add_f32`,
    `v_cmp_eq_f32_e64_dpp`)."""
    rows, spelled, by_code = {}, set(), {}
    for line in open(OUT):
        parts = line.split()
        if parts and parts[0] == "op":
            fixed = {}
            for p in parts[4:]:
                if "==" in p:
                    f, v = p.split("==")
                    fixed[f] = int(v)
            rows.setdefault(parts[3], (parts[1], int(parts[2]), fixed))
            by_code.setdefault((parts[1], parts[2]), parts[3])
        elif parts and parts[0] == "mimg":
            rows.setdefault(parts[2], ("MIMG", int(parts[1]), {"dmask": 1}))
        elif parts and parts[0] == "bvh":
            spelled.add(parts[2])
        elif parts and parts[0] == "dual":
            spelled.add(parts[3])
        elif parts and parts[0] == "dpp":
            spelled.add(parts[4])
            base = by_code.get((parts[1], parts[2]), "")
            for name in {base, base[:-4] if base.endswith(("_e32", "_e64")) else base}:
                spelled |= {name, name + "_dpp"}
    spelled |= set(rows) | {VARIANT.sub("", m) for m in rows if m.endswith(("_e32", "_e64"))}
    return rows, spelled


def sample_texts(rows):
    """Texts per opcode row, as llvm-objdump prints the row's opcode with its
    other fields zero, and (vector rows) with each SGPR made a VGPR:
    operands to try a name llvm-mc knows with."""
    formats = {f["name"]: f for f in read_formats()}
    words = {}
    for mnemonic, row in rows.items():
        fmt_name, opcode, fixed = row
        words[mnemonic] = encode(formats[fmt_name], dict(fixed, op=opcode))
    texts = disassemble(list(words.values()))
    samples = {}
    for mnemonic, w in words.items():
        if w in texts:
            text = texts[w]
            samples[mnemonic] = [text]
            if mnemonic.startswith("v_"):
                vgprs = re.sub(r"\bs(\d+)\b", r"v\1", re.sub(r"\bs\[(\d+:\d+)\]", r"v[\1]", text))
                samples[mnemonic].append(vgprs)
    return samples


# Operands for a vector name that no row's sample fits (`v_permlane16_b32_e64`
# wants a VGPR and two SGPRs, which no sample has).
VECTOR_SHAPES = ["v1, v2", "v1, v2, v3", "v1, v2, v3, v4", "v1, v2, s1, s2", "vcc_lo, v1, v2", "s1, v1, v2"]


def with_name(name, text):
    return name + text[len(text.split(" ")[0]):]


def printed_mnemonics(tries):
    return {t.split(" ")[0] for t in assemble_printed(tries) if t is not None}


def probe_aliases():
    """The names llvm-mc-22 takes for a gfx1100 instruction that the
    assembler does not read (LLVM's older and newer names: `s_andn2_b32`
    for `s_and_not1_b32`; `_e64` on a VOP3-only opcode), each with the
    mnemonic llvm-mc prints for it. A name is tried with the operands of
    every row of its kind (`s_`, `v_`, `buffer_`, ...) until llvm-mc
    assembles one; the printed mnemonic is the canonical one. A DPP name
    (`v_sub_u32_dpp`) is tried with the DPP controls on the operands of
    its plain name's canonical row."""
    rows, spelled = canonical_rows()
    candidates = [n for n in candidate_mnemonics() if n not in spelled]
    known = known_to_llvm_mc(candidates)
    samples = sample_texts(rows)
    by_kind = {}
    for mnemonic, texts in sorted(samples.items()):
        by_kind.setdefault(mnemonic.split("_")[0], []).extend(texts)
    found, unresolved = {}, []
    plain = [n for n in known if not n.endswith("_dpp")]
    for name in plain:
        if name.startswith("v_dual_"):
            tries = ["%s v1, v2, v3 :: v_dual_mov_b32 v4, v5" % name, "%s v1, v2 :: v_dual_mov_b32 v4, v5" % name]
        else:
            tries = [with_name(name, text) for text in by_kind.get(name.split("_")[0], [])]
            if name.startswith("v_"):
                tries += ["%s %s" % (name, shape) for shape in VECTOR_SHAPES]
        printed = printed_mnemonics(tries)
        # A name without an encoding suffix is either encoding, as the
        # operands allow (`v_add_u32` is `v_add_nc_u32_e32` or `_e64`).
        if not name.endswith(("_e32", "_e64")):
            printed = {VARIANT.sub("", p) if p.endswith(("_e32", "_e64")) else p for p in printed}
        if len(printed) == 1:
            found[name] = printed.pop()
        else:
            unresolved.append((name, printed))
    for name in known:
        if not name.endswith("_dpp"):
            continue
        base = VARIANT.sub("", name)
        canonical = found.get(base)
        if canonical is None:
            unresolved.append((name, set()))
            continue
        texts = [t for m in (canonical, canonical + "_e32", canonical + "_e64") for t in samples.get(m, [])[1:]]
        texts += ["%s %s" % (name, shape) for shape in VECTOR_SHAPES]
        tries = [with_name(name, t) + control for t in texts
                 for control in (" row_shr:1", " dpp8:[0,1,2,3,4,5,6,7]")]
        printed = printed_mnemonics(tries)
        if len(printed) == 1:
            found[name] = printed.pop()
        else:
            unresolved.append((name, printed))
    lines = ["alias %s %s" % (name, found[name]) for name in sorted(found)]
    # Names llvm-mc reads alone but assembles with none of the operands
    # tried: its forced-encoding suffixes on any name (`ds_nop_e32`), and
    # instructions the opcode table lacks.
    lines += ["# not resolved: %s%s" % (name, " (" + " ".join(sorted(p)) + ")" if p else "")
              for name, p in sorted(unresolved)]
    return lines


def write_aliases(check):
    lines = ["# Generated by tools/gen_amdgpu_tables.py from llvm-mc-22 (-mcpu=gfx1100) and the mnemonics of",
             "# LLVM's AMDGPU syntax documents (gfx7 to gfx12); do not edit.",
             "# alias NAME CANONICAL   llvm-mc assembles NAME as the instruction it prints as CANONICAL",
             "#   (a mnemonic of gfx1100.ops, or one without its _e32/_e64 suffix: both encodings)"]
    lines += probe_aliases()
    text = "\n".join(lines) + "\n"
    if check:
        if open(ALIASES).read() != text:
            sys.exit("gfx1100.aliases is out of date: run tools/gen_amdgpu_tables.py --aliases")
        return
    open(ALIASES, "w").write(text)
    print("wrote %s (%d lines)" % (ALIASES, len(lines)))


def main():
    if "--aliases" in sys.argv:
        write_aliases("--check" in sys.argv)
        return
    lines = ["# Generated by tools/gen_amdgpu_tables.py from llvm-mc-22 (-mcpu=gfx1100); do not edit.",
             "# src|dst CLASS CODE SPELLING      scalar operand spellings",
             "# hwreg|sendmsg|instid|instskip|version CODE NAME    symbolic names",
             "# asmreject SPELLING MESSAGE      spellings llvm-mc does not assemble, and why",
             "# smemdata DWORDS CODE SPELLING, smembase pair|quad CODE SPELLING, smemsoffset CODE SPELLING,",
             "#   smemreject dataN|pair|quad|soffset CODE: printed by llvm-objdump, refused by llvm-mc",
             "# op FORMAT OPCODE MNEMONIC OPERAND...   FIELD:KIND in printed order; registers",
             "#   FIELD:CLASS/DECODED/MARKED/ASSEMBLED: the codes llvm-objdump decodes, those it marks",
             "#   invalid, and those llvm-mc assembles",
             "# vclass NAME WIDTH LITERAL-RULE ASSEMBLED, vcode NAME CODE SPELLING: the spelling class of a",
             "#   vector operand field (code 255 `<literal>`: a literal dword printed by the rule)",
             "# vector ops: FIELD:CLASS, implicit:TEXT, literal:RULE; FIELD=ALLOWED/PRINTED[/FALLBACK][@LIST]",
             "#   for modifier bits (decoded, changing the text, dropping true16 halves; op_sel list length);",
             "#   FIELD:ignored (decoded whatever it holds); mixmods (neg/neg_hi written -x and |x|);",
             "#   FIELD@V: llvm-mc writes V in a field the text says nothing of (v_cmpx*_e64: vdst 126);",
             "#   FIELD~MASK: printed modifier bits llvm-mc refuses to write",
             "# dual X|Y CODE MNEMONIC OPERAND...   a VOPD component; every pair of an X and a Y is an",
             "#   instruction (op = X * 32 + Y). vdstY:dual is register 2 * vdstY + (vdstX & 1 ^ 1)",
             "# dpp FORMAT OPCODE 16|8|8fi MNEMONIC [negabs=D/P]   a DPP form of the opcode's (first) row: src0",
             "#   250 (16) or 233/234 (8, 8fi) and a DPP dword after the instruction; D/P: the neg0, abs0, neg1,",
             "#   abs1 bits LLVM decodes / prints in a VOP1/VOP2/VOPC DPP16 dword",
             "# dpp8quirk MNEMONIC   a DPP8 form LLVM prints garbled lane selects for (in the table, printed as",
             "#   llvm-mc writes it; dpp16quirk: a DPP16 form it prints garbled controls for); a VOP3P dpp line's src1=CLASS: the",
             "#   spelling of src1 in that form",
             "# bufformat CODE NAME: MTBUF's format:[NAME] as printed; bufname NAME CODE, bufpair DATA NUM CODE:",
             "#   the unified names and the BUF_DATA_FORMAT_*/BUF_NUM_FORMAT_* pairs llvm-mc assembles"]
    operands = scalar_operands()
    lines += operands
    lines += assembler_rejections(operands)
    lines += symbol_tables()
    formats = read_formats()
    vclasses, vrows = {}, []
    for fmt in formats:
        if fmt["name"] in VECTOR:
            vrows += probe_vector(fmt, vclasses)
        elif fmt["name"] in MEMORY:
            vrows += probe_memory(fmt, vclasses)
        elif fmt["name"] == "VOPD":
            vrows += probe_vopd(fmt, vclasses)
        elif fmt["name"] == "MIMG":
            lines += probe_mimg(fmt) + probe_bvh(fmt)
        elif "_DPP" in fmt["name"]:
            continue  # the DPP forms of the vector opcodes: probe_dpp, below
        else:
            lines += probe_format(fmt, formats)
    dpp_lines = probe_dpp(formats, vrows, vclasses)
    lines += class_lines(vclasses) + vrows + dpp_lines
    text = "\n".join(lines) + "\n"
    if "--check" in sys.argv:
        if open(OUT).read() != text:
            sys.exit("gfx1100.ops is out of date: run tools/gen_amdgpu_tables.py")
        return
    open(OUT, "w").write(text)
    print("wrote %s (%d lines)" % (OUT, len(lines)))
    # The aliases name rows of the table just written.
    write_aliases(False)


if __name__ == "__main__":
    main()

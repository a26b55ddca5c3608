#!/usr/bin/env python3
"""Generates crates/amdgpu/tables/gfx1100.ops from llvm-mc-22.

For every format in crates/amdgpu/tables/formats.txt, every value of its
opcode field is disassembled by `llvm-mc-22 --disassemble -mcpu=gfx1100`;
the ones LLVM decodes are recorded with their mnemonic and the shape of their
operands, found by probing each operand field with distinct values. Scalar
operand spellings (s0, vcc_lo, inline constants, ...) are recorded per
operand class the same way. Only facts about LLVM's encoding come from here:
the encoder, decoder, assembler and printer are the crate's own code.

Usage: tools/gen_amdgpu_tables.py [--check]   (--check: fail if the file would change)
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
        src, obj = os.path.join(tmp, "in.s"), os.path.join(tmp, "in.o")
        with open(src, "w") as f:
            f.write(".text\n")
            for k in range(0, len(data), 64):
                f.write(".byte " + ",".join("0x%02x" % b for b in data[k:k + 64]) + "\n")
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
    data, starts = b"", []
    for w in words:
        starts.append((len(data), len(w)))
        data += w + SEPARATOR
    at = {offset: (count, text) for offset, count, text in objdump(data)}
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
    # Commas inside parentheses (sendmsg(0, 0, 0)) do not separate operands.
    ops, depth, cur = [], 0, ""
    for c in rest:
        if c == "(":
            depth += 1
        elif c == ")":
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
    mark = "s_ttracedata_imm 0xbeef"
    src = "".join("%s\n%s\n" % (t, mark) for t in texts)
    r = subprocess.run([MC, "-arch=amdgcn", "-mcpu=gfx1100", "-show-encoding"], input=src,
                       capture_output=True, text=True)
    failed = set()
    for m in re.finditer(r"<stdin>:(\d+):\d+: error:", r.stderr):
        failed.add((int(m.group(1)) - 1) // 2)
    return [k not in failed for k in range(len(texts))]


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


def main():
    lines = ["# Generated by tools/gen_amdgpu_tables.py from llvm-mc-22 (-mcpu=gfx1100); do not edit.",
             "# src|dst CLASS CODE SPELLING      scalar operand spellings",
             "# hwreg|sendmsg|instid|instskip|version CODE NAME    symbolic names",
             "# asmreject SPELLING MESSAGE      spellings llvm-mc does not assemble, and why",
             "# smemdata DWORDS CODE SPELLING, smembase pair|quad CODE SPELLING, smemsoffset CODE SPELLING,",
             "#   smemreject dataN|pair|quad|soffset CODE: printed by llvm-objdump, refused by llvm-mc",
             "# op FORMAT OPCODE MNEMONIC OPERAND...   FIELD:KIND in printed order; registers",
             "#   FIELD:CLASS/DECODED/MARKED/ASSEMBLED: the codes llvm-objdump decodes, those it marks",
             "#   invalid, and those llvm-mc assembles"]
    operands = scalar_operands()
    lines += operands
    lines += assembler_rejections(operands)
    lines += symbol_tables()
    formats = read_formats()
    for fmt in formats:
        lines += probe_format(fmt, formats)
    text = "\n".join(lines) + "\n"
    if "--check" in sys.argv:
        if open(OUT).read() != text:
            sys.exit("gfx1100.ops is out of date: run tools/gen_amdgpu_tables.py")
        return
    open(OUT, "w").write(text)
    print("wrote %s (%d lines)" % (OUT, len(lines)))


if __name__ == "__main__":
    main()

"""Rebuilds the text of an LLVM MC test (check lines in the layout of
utils/update_mc_test_checks.py) from its instruction lines, with llvm-mc-22's
answers, so that a generator of the instruction lines can be checked against
the pages of LLVM's file read (total length, text at each page offset).

asm_text(header, lines, runs): runs = [(prefix, mattr)] in RUN order; a line
all runs accept alike gets `// GFX11: text`, else `// P: text` for each run
that accepts it and `// P-ERR: :[[@LINE-n]]:col: error: msg` for each that
refuses it.
dasm_text(header, byte_lines, runs): each byte line, then its check lines
(`# P: text ; encoding` alike), blank line between blocks.
"""
import re
import subprocess

MC = "llvm-mc-22"
MARK = "s_ttracedata_imm 0xbeef"
MARK_BYTES = "0xef,0xbe,0xbb,0xbf"


def assemble(lines, mattr):
    src = "".join("%s\n%s\n" % (t, MARK) for t in lines)
    r = subprocess.run([MC, "-triple=amdgcn", "-mcpu=gfx1100", "-mattr=" + mattr, "-show-encoding"],
                       input=src, capture_output=True, text=True)
    errors = {}
    for m in re.finditer(r"<stdin>:(\d+):(\d+): error: (.*)", r.stderr):
        errors.setdefault((int(m.group(1)) - 1) // 2, (int(m.group(2)), m.group(3).rstrip()))
    groups, cur = [], []
    for out in r.stdout.splitlines():
        if "; encoding:" not in out:
            continue
        if out.strip().startswith(MARK):
            groups.append(cur)
            cur = []
            continue
        cur.append(out.lstrip("\t").lstrip())
    res = []
    for k in range(len(lines)):
        if k in errors:
            res.append(("err",) + errors[k])
        else:
            assert len(groups[k]) == 1, (lines[k], groups[k])
            res.append(("ok", groups[k][0]))
    return res


def asm_text(header, lines, runs, common="GFX11"):
    answers = [assemble(lines, m) for _, m in runs]
    out = [header]
    for k, line in enumerate(lines):
        block = [line]
        rs = [a[k] for a in answers]
        if all(r == rs[0] for r in rs) and rs[0][0] == "ok":
            block.append("// %s: %s" % (common, rs[0][1]))
        else:
            for (p, _), r in zip(runs, rs):
                if r[0] == "ok":
                    block.append("// %s: %s" % (p, r[1]))
            for (p, _), r in zip(runs, rs):
                if r[0] == "err":
                    block.append("// %s-ERR: :[[@LINE-%d]]:%d: error: %s" % (p, len(block), r[1], r[2]))
        out.append("\n".join(block) + "\n")
    return "\n".join(out)


def disassemble(byte_lines, mattr):
    src = "".join("%s\n%s\n" % (t, MARK_BYTES) for t in byte_lines)
    r = subprocess.run([MC, "-triple=amdgcn", "-mcpu=gfx1100"] + (["-mattr=" + mattr] if mattr else [])
                       + ["-disassemble", "-show-encoding"],
                       input=src, capture_output=True, text=True)
    groups, cur = [], []
    for out in r.stdout.splitlines():
        s = out.strip()
        if not s or s.startswith(".text") or s.startswith(".amdgcn"):
            continue
        if s.startswith(MARK):
            groups.append(cur)
            cur = []
            continue
        cur.append(out.lstrip("\t").lstrip())
    return groups


def page_starts(text, total, offsets, n=160):
    print("length", len(text), "LLVM", total, "OK" if len(text) == total else "DIFF")
    for o in offsets:
        print("@%d: %r" % (o, text[o:o + n]))


def write_corpus(path, first_line, run_lines, new_lines, comment="//"):
    """Writes a corpus file: the source note, RUN lines, LLVM's lines, then
    the earlier lines of the file that LLVM's do not hold (in their order)."""
    old = []
    for line in open(path):
        s = line.rstrip("\n")
        if s.strip() and not s.lstrip().startswith(comment) and not s.lstrip().startswith("#") \
                and not s.lstrip().startswith("//"):
            old.append(s)
    have = set(new_lines)
    extra = [s for s in old if s not in have]
    body = [first_line] + run_lines + new_lines + extra
    open(path, "w").write("\n".join(body) + "\n")
    return len(new_lines), len(extra)


def choose(prefix_lists, outs):
    """The check lines of one block: for each run in RUN order not yet
    covered, its first prefix whose runs all give the same text."""
    lines, covered = [], set()
    for i, ps in enumerate(prefix_lists):
        if i in covered or outs[i] is None:
            continue
        for p in ps:
            js = [j for j, q in enumerate(prefix_lists) if p in q]
            if all(outs[j] == outs[i] for j in js):
                lines.append((p, outs[i]))
                covered.update(js)
                break
    return lines


def realign(line, col):
    """An older update script's layout: '; encoding' at column col of the whole check line."""
    head, sep, enc = line.partition("; encoding:")
    if not sep:
        return line
    head = head.rstrip()
    return (head.ljust(col - 1) if len(head) < col - 1 else head) + " " + sep + enc


def dasm_text(header, byte_lines, runs, comment="#", checks_first=False, align=None):
    """runs = [(prefix list, mattr)]; checks_first: the older layout, check
    lines above their byte line."""
    answers = [disassemble(byte_lines, m) for _, m in runs]
    out = [header]
    for k, b in enumerate(byte_lines):
        outs = []
        for a in answers:
            g = a[k]
            outs.append("\n".join(g) if g else None)
        checks = ["%s %s: %s" % (comment, p, t) for p, t in choose([r[0] for r in runs], outs)]
        if align:
            checks = [realign(c, align[0]) if align[1](c) else c for c in checks]
        block = checks + [b] if checks_first else [b] + checks
        out.append("\n".join(block) + "\n")
    return "\n".join(out)


def bytes_of(lines, mattr):
    """Each line's encoding bytes as LLVM's byte lines write them (None if refused)."""
    res = []
    for r in assemble(lines, mattr):
        res.append(r[1].split("; encoding: [", 1)[1].rstrip("]") if r[0] == "ok" else None)
    return res

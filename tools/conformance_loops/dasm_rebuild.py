"""Rebuilds the text of an LLVM disassembler test (gfx11_dasm_*.txt) from its byte lines, as
utils/update_mc_test_checks.py lays it out: the header, then per byte line a blank line, the
byte line and its check lines. Each RUN is (prefixes, -mattr); llvm-mc-22 disassembles every
byte line once per RUN; a prefix whose RUNs all print the same text is kept, the ones shared
by the most RUNs first, each RUN used once (the prefix order of the file is given by RUNS).
FIX, if given, rewrites a check line's text: fix(byte line, text) (where the LLVM build that wrote
the file printed or encoded an operand otherwise than llvm-mc-22 does)."""
import re
import subprocess

MC = "llvm-mc-22"


def disassemble(lines, mattr):
    """llvm-mc-22's text for each byte line (lstripped, as the update script keeps it)."""
    mark = "0xef,0xbe,0xbb,0xbf"  # s_ttracedata_imm 0xbeef between the lines
    src = "".join(f"{b}\n{mark}\n" for b in lines)
    r = subprocess.run([MC, "-triple=amdgcn", "-mcpu=gfx1100", f"-mattr={mattr}", "-disassemble",
                        "-show-encoding"], input=src, capture_output=True, text=True)
    # (llvm-mc-22 warns "potentially undefined instruction encoding" for a v_cmpx whose unused
    # destination field is not exec, and still prints it)
    err = r.stderr.replace("warning: potentially undefined instruction encoding", "")
    assert "warning" not in err and "error" not in err, r.stderr[:2000]
    out, cur = [], []
    for line in r.stdout.splitlines():
        s = line.strip("\t ")
        if not s or ".text" in s:
            continue
        if s.startswith("s_ttracedata_imm 0xbeef"):
            out.append("".join(cur))
            cur = []
        else:
            cur.append(s)
    assert len(out) == len(lines), (len(out), len(lines))
    return out


def rebuild(header, runs, lines, fix=None, choose=None, other=None):
    """CHOOSE(i) true: line i takes the RUNs OTHER instead (the same prefixes, other -mattr)."""
    outs = [disassemble(lines, mattr) for _, mattr in runs]
    if other:
        alt = [disassemble(lines, mattr) for _, mattr in other]
        outs = [[a[i] if choose(i) else o[i] for i in range(len(lines))] for o, a in zip(outs, alt)]
    if fix:
        outs = [[fix(b, o) for b, o in zip(lines, col)] for col in outs]
    text = header
    for i, b in enumerate(lines):
        p = {}
        for r, (prefixes, _) in enumerate(runs):
            o = outs[r][i]
            for pre in prefixes:
                if pre not in p:
                    p[pre] = (o, [r])
                elif p[pre] == (None, []):
                    continue
                elif p[pre][0] == o:
                    p[pre][1].append(r)
                else:
                    p[pre] = (None, [])
        used, checks = set(), []
        for pre, (o, ids) in sorted(p.items(), key=lambda kv: -len(kv[1][1])):
            if not ids:
                continue
            if any(i2 in used for i2 in ids):
                continue
            used.update(ids)
            checks.append(f"# {pre}: {o}")
        text += "\n" + b + "\n" + "\n".join(checks) + "\n"
    return text


def assemble(texts, mattr="+wavefrontsize32,+real-true16"):
    """llvm-mc-22's bytes for each instruction line, as a byte line."""
    r = subprocess.run([MC, "-triple=amdgcn", "-mcpu=gfx1100", f"-mattr={mattr}", "-show-encoding"],
                       input="".join(t + "\n" for t in texts), capture_output=True, text=True)
    assert "error" not in r.stderr, r.stderr[:3000]
    enc = re.findall(r"encoding: \[([^\]]*)\]", r.stdout)
    assert len(enc) == len(texts), (len(enc), len(texts))
    return enc


def pad(inst, enc):
    """A check line's text as llvm-mc lays it out: the instruction, then the comment at column 40."""
    return inst + " " * max(1, 40 - len(inst)) + "; encoding: [" + enc + "]"


def split(text):
    inst, _, enc = text.partition("; encoding: [")
    return inst.rstrip(" "), enc.rstrip("]")


def write_corpus(path, head, new):
    """Rewrites a corpus file: the first line HEAD, its RUN lines as they were, the byte lines NEW
    (LLVM's, in its order), then the earlier byte lines of the file that NEW does not hold."""
    old = open(path).read().splitlines()
    run = [line for line in old if line.startswith("# RUN")]
    have = set(new)
    assert len(have) == len(new) or True
    rest = []
    for b in (line for line in old if line.startswith("0x")):
        if b not in have:
            have.add(b)
            rest.append(b)
    open(path, "w").write("\n".join([head] + run + list(new) + rest) + "\n")
    return len(new), len(rest)

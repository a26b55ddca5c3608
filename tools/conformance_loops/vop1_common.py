"""Shared helpers for the VOP1-family rebuilds (vop3_from_vop1*.py and friends):
assemble instruction lines with llvm-mc-22 and lay out LLVM's asm test text
(`INSN` / `// PREFIX: TEXT ; encoding: [...]`, blank line between blocks)."""
import re
import subprocess

MC = ["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100", "-show-encoding"]


def assemble(lines, mattr="+wavefrontsize32,+real-true16"):
    """One llvm-mc-22 output text per input line (tab stripped), or None where it rejects it."""
    out = []
    for ln in lines:
        r = subprocess.run(MC + [f"-mattr={mattr}"], input=ln + "\n", capture_output=True, text=True)
        got = [x.lstrip("\t") for x in r.stdout.splitlines() if "encoding:" in x]
        out.append(got[0] if got and r.returncode == 0 else None)
    return out


def assemble_fast(lines, mattr="+wavefrontsize32,+real-true16"):
    """As assemble(), in one llvm-mc-22 run (every line must be accepted)."""
    r = subprocess.run(MC + [f"-mattr={mattr}"], input="\n".join(lines) + "\n", capture_output=True, text=True)
    got = [x.lstrip("\t") for x in r.stdout.splitlines() if "encoding:" in x]
    if len(got) != len(lines) or r.returncode != 0:
        return assemble(lines, mattr)
    return got


def asm_text(head, lines, checks, prefix="GFX11"):
    """LLVM's asm test layout: the head lines, then per line a blank line, the line and its check."""
    out = "\n".join(head) + "\n"
    for ln, ck in zip(lines, checks):
        out += f"\n{ln}\n// {prefix}: {ck}\n"
    return out


def compare(text, total, snippets):
    """Length against read_file's total_chars; each (offset, start) against the rebuild."""
    ok = len(text) == total
    print(f"length {len(text)} vs {total}: {'ok' if ok else 'DIFFERENT'}")
    for off, s in snippets:
        good = text[off:off + len(s)] == s
        ok &= good
        if not good:
            print(f"  @{off}: want {s[:80]!r}\n          got  {text[off:off + 80]!r}")
    print("pages:", "all match" if ok else "MISMATCH")
    return ok


def bytes_of(check):
    return re.search(r"encoding: \[([^\]]*)\]", check).group(1)


def write_corpus(path, head, new, comment="//"):
    """Rewrites a corpus file: the source line, the RUN lines, LLVM's lines (new), then the lines of the
    earlier file the new ones do not hold. Returns (len(new), number of earlier lines kept)."""
    old = open(path).read().splitlines()
    run = [x for x in old if x.startswith(f"{comment} RUN")]
    have = set(new)
    rest = []
    for x in old:
        if x.startswith(comment) or not x.strip() or x in have:
            continue
        have.add(x)
        rest.append(x)
    open(path, "w").write("\n".join([head.replace("{N}", str(len(new))).replace("{R}", str(len(rest)))] + run + new + rest) + "\n")
    return len(new), len(rest)


def disassemble(byte_lines, mattr):
    """llvm-mc-22's text (tab stripped) for each byte line, or None where it gives none."""
    r = subprocess.run(MC + ["-disassemble", f"-mattr={mattr}"], input="\n".join(byte_lines) + "\n",
                       capture_output=True, text=True)
    got = [x.lstrip("\t") for x in r.stdout.splitlines() if "encoding:" in x]
    if len(got) == len(byte_lines):
        return got
    out = []
    for b in byte_lines:
        r = subprocess.run(MC + ["-disassemble", f"-mattr={mattr}"], input=b + "\n", capture_output=True, text=True)
        g = [x.lstrip("\t") for x in r.stdout.splitlines() if "encoding:" in x]
        out.append(g[0] if g else None)
    return out


def dasm_text(head, byte_lines, real, fake, split=lambda i: True, cp="#"):
    """LLVM's dasm test layout: per byte line, a blank line, the bytes, then `GFX11:` where the
    real-true16 and fake16 texts agree (or split(i) is false: the fake16 text), else both."""
    out = "\n".join(head) + "\n"
    for i, (b, r, f) in enumerate(zip(byte_lines, real, fake)):
        if f is None:
            out += f"\n{b}\n{cp} GFX11-REAL16: {r}\n"
        elif r == f or not split(i):
            out += f"\n{b}\n{cp} GFX11: {f}\n"
        else:
            out += f"\n{b}\n{cp} GFX11-REAL16: {r}\n{cp} GFX11-FAKE16: {f}\n"
    return out

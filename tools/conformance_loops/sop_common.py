"""Shared helpers of the SOP1/SOP2 generators (sop1.py, sop2.py, sop1_dasm.py, sop2_dasm.py):
assemble lines with llvm-mc-22, rebuild LLVM's test text, rewrite a corpus file."""
import re
import subprocess

CORPUS = "crates/amdgpu/tests/conformance/llvm-mc-gfx11/"


def mc(lines, mattr="+wavefrontsize32"):
    """(text, encoding) per line as llvm-mc-22 prints them; asserts every line assembles."""
    out = subprocess.run(["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100", f"-mattr={mattr}", "-show-encoding"],
                         input="\n".join(lines) + "\n", capture_output=True, text=True)
    res = [(m.group(1).replace("\t", " ").strip(), m.group(2))
           for m in re.finditer(r"^\s*(.*?)\s*; encoding: \[([^\]]*)\]", out.stdout, re.M)]
    assert len(res) == len(lines), (len(res), len(lines), out.stderr[:2000])
    return res


def rebuild_asm(run, lines, prefix="GFX11"):
    """RUN line(s), then per instruction: blank, the line, `// PREFIX: encoding: [...]`."""
    out = run + "\n"
    for line, (_, enc) in zip(lines, mc(lines)):
        out += f"\n{line}\n// {prefix}: encoding: [{enc}]\n"
    return out


def write_corpus(name, head, new, comment="//"):
    """The corpus file: head, its RUN lines, the new lines, then the earlier lines they do not hold."""
    path = CORPUS + name
    old = open(path).read().splitlines()
    run = [line for line in old[1:] if line.startswith(comment + " RUN")]
    body = [line for line in old[1:] if line.strip() and not line.startswith(comment)]
    have = set(new)
    rest = []
    for line in body:
        if line not in have:
            have.add(line)
            rest.append(line)
    text = [head.format(n=len(new), rest=len(rest))] + run + new
    if rest:
        text += [f"{comment} earlier lines of this file that LLVM's lines above do not hold"] + rest
    open(path, "w").write("\n".join(text) + "\n")
    return len(new), len(rest)


def mc_raw(lines, mattr="+wavefrontsize32"):
    """llvm-mc-22's output line per input line, leading tab removed (as update_mc_test_checks keeps it)."""
    out = subprocess.run(["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100", f"-mattr={mattr}", "-show-encoding"],
                         input="\n".join(lines) + "\n", capture_output=True, text=True)
    res = [line.strip() for line in out.stdout.splitlines() if "; encoding:" in line]
    assert len(res) == len(lines), (len(res), len(lines), out.stderr[:2000])
    return res


def dis_raw(byte_lines, mattr="+wavefrontsize32"):
    """llvm-mc-22's disassembly (leading tab removed) of each byte line."""
    out = subprocess.run(["llvm-mc-22", "-triple=amdgcn", "-mcpu=gfx1100", f"-mattr={mattr}", "-disassemble",
                          "-show-encoding"], input="\n".join(byte_lines) + "\n", capture_output=True, text=True)
    res = [line.strip() for line in out.stdout.splitlines() if "; encoding:" in line]
    assert len(res) == len(byte_lines), (len(res), len(byte_lines), out.stderr[:2000])
    return res


def locale_sort(lines):
    """`sort` in en_US.UTF-8 (glibc collation: punctuation ignored first), the order the sorted LLVM
    disassembler tests have; the locale is built once under /tmp with localedef."""
    import os
    loc = "/tmp/pisa-conformance-locale"
    if not os.path.isdir(loc + "/en_US.UTF-8"):
        os.makedirs(loc, exist_ok=True)
        subprocess.run(["localedef", "-i", "en_US", "-f", "UTF-8", loc + "/en_US.UTF-8"], check=False,
                       capture_output=True)
    env = dict(os.environ, LOCPATH=loc, LC_ALL="en_US.UTF-8")
    out = subprocess.run(["sort"], input="\n".join(lines) + "\n", capture_output=True, text=True, env=env,
                         check=True).stdout
    return out.splitlines()


def rebuild_dasm(run, byte_lines, order="locale", prefix="GFX11"):
    """RUN line(s), then per byte line: blank, `# PREFIX: ` + disassembly, the byte line; the
    pairs in the order of their check lines (`locale`: en_US sort; None: as given)."""
    pairs = list(zip(dis_raw(byte_lines), byte_lines))
    if order == "locale":
        by = {}
        for chk, b in pairs:
            by.setdefault(chk, b)
        pairs = [(c, by[c]) for c in locale_sort(list(by))]
    out = run + "\n"
    for chk, b in pairs:
        out += f"\n# {prefix}: {chk}\n{b}\n"
    return out, [b for _, b in pairs]

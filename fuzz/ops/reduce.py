#!/usr/bin/env python3
"""reduce.py FILE.pisa 'TARGET TEXT' [-O 0|2] [--poison S] [--build-error MSG] [--any] -- LAUNCH...
With --any: any difference of the output buffer counts (for instructions in
functions, whose stores are relative to the callee's `%po`).
With --build-error: keeps TARGET TEXT's line and deletes lines while `pisa build`
still fails with MSG in its message.
Deletes body lines of a kernel while the instruction containing TARGET TEXT
still gives a different stored value on the emulator and compiled (the bytes
its following st.global writes, in any lane), the kernel stays free of
`uninitialized` warnings and the emulator runs. Writes FILE.min.pisa."""
import sys, os, re, subprocess, tempfile
PISA = os.environ.get("PISA", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "target", "release", "pisa"))

def main():
    a = sys.argv[1:]
    i = a.index("--"); launch = a[i + 1:]; a = a[:i]
    lvl, poison = "2", "1"
    if "-O" in a: j = a.index("-O"); lvl = a[j + 1]; del a[j:j + 2]
    if "--poison" in a: j = a.index("--poison"); poison = a[j + 1]; del a[j:j + 2]
    anydiff = "--any" in a
    if anydiff: a.remove("--any")
    builderr = None
    if "--build-error" in a: j = a.index("--build-error"); builderr = a[j + 1]; del a[j:j + 2]
    fn, target = a[0], a[1]
    lines = open(fn).read().splitlines()
    # body lines of the kernel and of the functions before it (gen.py OPS_CALLS)
    start = next(i for i, l in enumerate(lines) if l.startswith((".kernel", ".function")))
    body = [i for i in range(start, len(lines) - 1)
            if lines[i].startswith("  ") and not lines[i].strip().startswith((".reg", ".pred", ".private"))]
    tline = next(i for i in body if target in lines[i])
    d = tempfile.mkdtemp()
    tmp = os.path.join(d, "k.pisa")

    def outs(keep):
        src = [l for i, l in enumerate(lines) if i not in body or i in keep]
        open(tmp, "w").write("\n".join(src) + "\n")
        p = subprocess.run([PISA, "check", tmp], capture_output=True, text=True)
        if p.returncode or "uninitialized" in p.stderr: return None
        # offset of the store right after the target
        ti = src.index(lines[tline])
        m = None
        for l in src[ti + 1:ti + 4]:
            m = re.search(r"st\.global\.(\S+) \[%po \+ (\d+)\]", l)
            if m: break
        if not m and not anydiff: return None
        off = int(m.group(2)) if m else 0; n = {"8b": 1, "16b": 2, "32b": 4, "64b": 8, "v2.16b": 4, "v4.8b": 4}.get(m.group(1), 8)
        res = []
        for cmd in ([PISA, "run", tmp], [PISA, "run", "--target", "gfx1100", "--strict", "--poison", poison, "-O", lvl, tmp]):
            o = tempfile.mkdtemp(dir=d)
            p = subprocess.run(cmd + ["--out", o] + launch, capture_output=True, text=True)
            if p.returncode: return None
            res.append(open(os.path.join(o, "arg1.bin"), "rb").read())
        return res, off, n

    def bad(keep):
        if builderr:
            src = [l for i, l in enumerate(lines) if i not in body or i in keep]
            open(tmp, "w").write("\n".join(src) + "\n")
            p = subprocess.run([PISA, "check", tmp], capture_output=True, text=True)
            if p.returncode or "uninitialized" in p.stderr: return False
            p = subprocess.run([PISA, "build", "-O", lvl, tmp, "-o", os.path.join(d, "k.hsaco")], capture_output=True, text=True)
            return builderr in p.stderr
        r = outs(keep)
        if not r: return False
        (x, y), off, n = r
        if anydiff: return x != y
        # lane stride is unknown here: compare every lane's copy of the slot by scanning all offsets
        return x != y and any(x[o:o + n] != y[o:o + n] for o in range(off, len(x), 8 * 160))

    keep = set(body)
    assert bad(keep), "does not reproduce"
    chunk = len(body) // 2
    while chunk >= 1:
        changed = True
        while changed:
            changed = False
            cand = sorted(keep - {tline})
            for s in range(0, len(cand), chunk):
                trial = keep - set(cand[s:s + chunk])
                if trial != keep and bad(trial):
                    keep = trial; changed = True
        chunk //= 2
    src = [l for i, l in enumerate(lines) if i not in body or i in keep]
    out = fn.replace(".pisa", ".min.pisa")
    open(out, "w").write("\n".join(src) + "\n")
    print(out, len(keep), "body lines")

if __name__ == "__main__":
    main()

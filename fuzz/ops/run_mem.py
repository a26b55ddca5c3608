#!/usr/bin/env python3
"""run_mem.py START COUNT [-j N] [--poison S] [--nostrict] [--levels 2,0]: generates gen_mem.py
kernels and runs each on the emulator and compiled (-O2, -O0) on the strict
gfx1100 simulator, as run.py does; compares the output buffer slot by slot
(fred's NaN results: any NaN equals any NaN, "a quiet NaN" in isa-7 7.1) and
the atomics buffer byte by byte. Kernels the emulator refuses (`pisa check`
errors, run failures) count as 'invalid'; backend refusals containing "not
supported" as 'unsup'. Passing kernels are deleted; failing ones stay in
/tmp/mem/gen with a .txt report. MEM_EXCLUDE=g_fam,... leaves families out."""
import sys, os, tempfile, math
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_mem as G
from run import fval, drive, emulate, compiled, finish
GEN = os.environ.get("MEM_GEN", "/tmp/mem/gen")
STRICT = ["--strict"]
LEVELS = ["2", "0"]

def isnan(b, ty):
    w = {"bf": 2, "hf": 2, "f": 4}[ty]
    for i in range(0, len(b), w):
        if not math.isnan(fval(int.from_bytes(b[i:i + w], "little"), ty)): return False
    return True

def nan_eq(x, y, ty):
    w = {"bf": 2, "hf": 2, "f": 4}[ty]
    for i in range(0, len(x), w):
        a, b = x[i:i + w], y[i:i + w]
        if a == b: continue
        if math.isnan(fval(int.from_bytes(a, "little"), ty)) and math.isnan(fval(int.from_bytes(b, "little"), ty)): continue
        return False
    return True

def run1(seed, poison):
    src, launch, inp, atom, slots, fams = G.gen(seed)
    fn = f"{GEN}/m{seed}.pisa"
    open(fn, "w").write(src)
    open(f"{GEN}/m{seed}.in.bin", "wb").write(inp)
    open(f"{GEN}/m{seed}.at.bin", "wb").write(atom)
    launch = [x.replace("@IN", f"@{GEN}/m{seed}.in.bin").replace("@AT", f"@{GEN}/m{seed}.at.bin") for x in launch]
    open(fn + ".cmd", "w").write(" ".join(launch) + "\n")
    res = dict(seed=seed, fams=fams, nslots=len(slots), status="ok", fails=[], unsup=[])
    nl = math.prod(int(x) for x in launch[launch.index("--global") + 1].split(","))
    with tempfile.TemporaryDirectory() as d:
        ref = emulate(fn, launch, d, res)
        if ref is None:
            return res
        a1 = open(os.path.join(ref, "arg1.bin"), "rb").read()
        a2 = open(os.path.join(ref, "arg2.bin"), "rb").read()
        for lvl in LEVELS:
            out = compiled(fn, launch, d, lvl, poison, STRICT, res)
            if out is None:
                continue
            b1 = open(os.path.join(out, "arg1.bin"), "rb").read()
            b2 = open(os.path.join(out, "arg2.bin"), "rb").read()
            if b2 != a2:
                i = next(i for i in range(len(a2)) if a2[i] != b2[i])
                j = i // 8 * 8
                where = f"lane {j // G.ATB} +{j % G.ATB}" if j < nl * G.ATB else f"collision area +{j - nl * G.ATB}"
                res["fails"].append(f"O{lvl} atomics buffer byte {i} ({where}): emu {a2[j:j + 8][::-1].hex()} sim {b2[j:j + 8][::-1].hex()}")
            if b1 == a1: continue
            first = None; nd = 0
            for (o, sz, text, kind) in slots:
                for lane in range(nl):
                    q = lane * G.OUTB + o
                    x, y = a1[q:q + sz], b1[q:q + sz]
                    if x == y: continue
                    if kind.startswith("fnan:") and nan_eq(x, y, kind[5:]): continue
                    nd += 1
                    if first is None:
                        first = f"O{lvl} slot @{o} lane {lane}: {text}   emu {x[::-1].hex()} sim {y[::-1].hex()}"
                    break
            if first:
                res["fails"].append(first + f"  ({nd} slots differ)")
            elif nd == 0 and any(a1[i] != b1[i] for i in range(len(a1))):
                # bytes outside any slot (should stay zero)
                i = next((i for i in range(len(a1)) if a1[i] != b1[i] and not in_slot(i % G.OUTB, slots)), None)
                if i is not None:
                    res["fails"].append(f"O{lvl} unslotted output byte {i} (lane {i // G.OUTB} +{i % G.OUTB}): emu {a1[i]:02x} sim {b1[i]:02x}")
    return finish(res)

def in_slot(o, slots):
    return any(s <= o < s + z for s, z, _, _ in slots)

def lambda_run(a):
    try:
        return run1(*a)
    except Exception as e:
        return dict(seed=a[0], fams=[], nslots=0, status="error", fails=[repr(e)], unsup=[])

def main():
    def levels(v): LEVELS[:] = v.split(",")
    drive(lambda_run, GEN, "m", STRICT, (".pisa", ".pisa.cmd", ".in.bin", ".at.bin"), ("ok", "unsup"),
          [("--levels", levels)])

if __name__ == "__main__":
    main()

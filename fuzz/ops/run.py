#!/usr/bin/env python3
"""run.py START COUNT [-j N] [--poison S] [--nostrict]: generates gen.py kernels and runs each
on the emulator (`pisa run --out`) and compiled at -O2 and -O0 on the strict
simulator (`pisa run --target gfx1100 --strict --poison S -O L --out`); the
output buffers are compared slot by slot (exact, except the 'loose' slots of
approximate instructions, compared within a relative tolerance and counted
apart). Passing kernels are deleted; failing ones stay in /tmp/ops/gen with a
.txt report. OPS_EXCLUDE=fam,... leaves instruction families out of gen.py."""
import sys, os, subprocess, struct, collections, tempfile, math, re
from multiprocessing import Pool
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen as G
PISA = os.environ.get("PISA", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "target", "release", "pisa"))
GEN = "/tmp/ops/gen"

def fval(bits, ty):
    if ty in ("hf", "hfx2"): return struct.unpack("<e", struct.pack("<H", bits & 0xffff))[0]
    if ty in ("bf", "bfx2"): return struct.unpack("<f", struct.pack("<I", (bits & 0xffff) << 16))[0]
    if ty == "f": return struct.unpack("<f", struct.pack("<I", bits & 0xffffffff))[0]
    return struct.unpack("<d", struct.pack("<Q", bits))[0]

def loose_eq(a, b, ty):
    """a, b: 8-byte slot contents"""
    tol = {"bf": 2 ** -5, "hf": 2 ** -7, "f": 2 ** -16, "df": 2 ** -40, "bfx2": 2 ** -5, "hfx2": 2 ** -7}.get(ty, 0)
    if ty.endswith("x2"):
        pa, pb = struct.unpack("<2H4x", a), struct.unpack("<2H4x", b)
    else:
        pa, pb = struct.unpack("<Q", a), struct.unpack("<Q", b)
    for x, y in zip(pa, pb):
        fx, fy = fval(x, ty), fval(y, ty)
        if math.isnan(fx) and math.isnan(fy): continue
        if fx == fy: continue
        if math.isinf(fx) or math.isinf(fy) or math.isnan(fx) or math.isnan(fy): return False
        if abs(fx - fy) <= tol * max(abs(fx), abs(fy)) or abs(fx - fy) < 1e-30 and ty in ("f", "df") or abs(fx - fy) < 2 ** -14 and ty != "f" and ty != "df":
            continue
        return False
    return True

STRICT = ["--strict"]

def run1(seed, poison):
    src, launch, inp, slots, fams = G.gen(seed)
    fn = f"{GEN}/g{seed}.pisa"
    open(fn, "w").write(src)
    open(f"{GEN}/g{seed}.in.bin", "wb").write(inp)
    launch = [x.replace("@IN", f"@{GEN}/g{seed}.in.bin") for x in launch]
    open(fn + ".cmd", "w").write(" ".join(launch) + "\n")
    res = dict(seed=seed, fams=fams, nslots=len(slots), status="ok", fails=[], loose=[], unsup=[])
    with tempfile.TemporaryDirectory() as d:
        ref = emulate(fn, launch, d, res)
        if ref is None:
            return res
        a = open(os.path.join(ref, "arg1.bin"), "rb").read()
        for lvl in ("2", "0"):
            out = compiled(fn, launch, d, lvl, poison, STRICT, res)
            if out is None:
                continue
            b = open(os.path.join(out, "arg1.bin"), "rb").read()
            if a == b: continue
            nexact = 0; first = None; nl = len(a) // (G.NSLOT * 8)
            for k, (text, kind, ty) in enumerate(slots):
                for lane in range(nl):
                    o = (lane * G.NSLOT + k) * 8
                    x, y = a[o:o + 8], b[o:o + 8]
                    if x == y: continue
                    if kind == "loose":
                        if not loose_eq(x, y, ty):
                            res["loose"].append(f"O{lvl} slot {k} lane {lane}: {text} emu {x[::-1].hex()} sim {y[::-1].hex()}")
                        break
                    nexact += 1
                    if first is None:
                        first = f"O{lvl} slot {k} lane {lane}: {text}   emu {x[::-1].hex()} sim {y[::-1].hex()}"
                    break
            if first:
                res["fails"].append(first + f"  ({nexact} slots differ)")
    return finish(res)

def emulate(fn, launch, d, res):
    """`pisa run --out` of the kernel into d/emu: that folder, or None (and
    res marked invalid) when the emulator refuses it."""
    ref = os.path.join(d, "emu"); os.mkdir(ref)
    p = subprocess.run([PISA, "run", fn, "--out", ref] + launch, capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        res["status"] = "invalid"
        res["msg"] = re.sub(r"%r\d+", "%r", p.stderr.strip()[:600])
        return None
    return ref

def compiled(fn, launch, d, lvl, poison, strict, res):
    """The kernel compiled at -O`lvl` and run in the simulator, its buffers
    in d/O`lvl`: that folder, or None with the backend's refusal ("not
    supported") or the failure noted in res."""
    out = os.path.join(d, "O" + lvl); os.mkdir(out)
    p = subprocess.run([PISA, "run", "--target", "gfx1100"] + strict + ["--poison", str(poison), "-O", lvl, fn, "--out", out] + launch,
                       capture_output=True, text=True, timeout=300)
    if p.returncode == 0:
        return out
    msg = p.stderr.strip()
    if "not supported" in msg or "unsupported" in msg:
        res["unsup"].append((lvl, msg[:400]))
    else:
        res["fails"].append(f"O{lvl} rc {p.returncode}: {msg[-600:]}")
    return None

def finish(res):
    """res with its status: FAIL, or unsup when only refusals."""
    if res["fails"]: res["status"] = "FAIL"
    elif res["unsup"]: res["status"] = "unsup"
    return res

def drive(run_one, gen, prefix, strict, exts, removed, options=()):
    """The command line and the loop of run.py and run_mem.py: START COUNT
    [-j N] [--poison S] [--nostrict], plus `options` ((flag, apply) pairs,
    each flag taking one value); runs `run_one((seed, poison))` in a pool,
    prints each failure (and keeps its kernel, `gen/PREFIXseed.*`, with a
    .txt report), removes the files `exts` of kernels whose status is in
    `removed`, and prints the totals."""
    args = sys.argv[1:]
    j = 2; poison = None
    if "-j" in args: i = args.index("-j"); j = int(args[i + 1]); del args[i:i + 2]
    if "--poison" in args: i = args.index("--poison"); poison = int(args[i + 1]); del args[i:i + 2]
    for flag, apply in options:
        if flag in args: i = args.index(flag); apply(args[i + 1]); del args[i:i + 2]
    if "--nostrict" in args: args.remove("--nostrict"); strict.clear()
    start, n = int(args[0]), int(args[1])
    os.makedirs(gen, exist_ok=True)
    st = collections.Counter(); fams = collections.Counter(); unsup = collections.Counter()
    with Pool(j) as pool:
        for r in pool.imap_unordered(run_one, [(s, poison if poison is not None else 1 + s % 97) for s in range(start, start + n)]):
            s = r["seed"]
            loose = r.get("loose", [])
            st[r["status"]] += 1
            for f in r["fams"]: fams[f] += 1
            st["slots"] += r["nslots"]
            for lvl, m in r["unsup"]:
                unsup[re.sub(r"%r\d+|\d+:\d+", "", m.splitlines()[0])[:160]] += 1
            if loose:
                st["loose_diff"] += 1
            if r["status"] == "invalid":
                print(s, "INVALID", r["msg"], flush=True)
            elif r["fails"] or loose:
                rep = "\n    ".join(r["fails"] + ["LOOSE " + x for x in loose])
                print(s, r["status"], "\n   ", rep, flush=True)
                open(f"{gen}/{prefix}{s}.txt", "w").write(rep + "\n")
            if r["status"] in removed and not loose:
                for ext in exts:
                    try: os.remove(f"{gen}/{prefix}{s}{ext}")
                    except FileNotFoundError: pass
    print("kernels", sum(st[k] for k in ("ok", "FAIL", "invalid", "unsup", "error")), dict(st))
    print("families", dict(fams))
    for m, c in unsup.most_common(): print("unsupported", c, m)

def main():
    drive(lambda_run, GEN, "g", STRICT, (".pisa", ".pisa.cmd", ".in.bin"), ("ok",))

def lambda_run(a):
    try:
        return run1(*a)
    except Exception as e:
        return dict(seed=a[0], fams=[], nslots=0, status="error", fails=[repr(e)], loose=[], unsup=[])

if __name__ == "__main__":
    main()

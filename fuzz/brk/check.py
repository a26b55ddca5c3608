#!/usr/bin/env python3
"""check.py FILE --global G --local L --arg ... [--seeds 1,2] [--O0]
O2: pisa run --compare --strict --poison S.  O0: pisa build -O0 + pisa sim --strict --poison S
compared byte-for-byte with pisa run --out.  Exit 0 if all pass."""
import subprocess, sys, os, tempfile, filecmp
PISA = os.environ.get("PISA", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "target", "release", "pisa"))
def check(fn, launch, seeds=(1,), o0=True, max_steps=2000000, verbose=True):
    """launch: list of cli args (--global ..). Returns list of failure strings."""
    fails = []
    for s in seeds:
        p = subprocess.run([PISA, "run", "--compare", "--strict", "--poison", str(s), fn, "--max-steps", str(max_steps)] + launch,
                           capture_output=True, text=True, timeout=300)
        if p.returncode != 0:
            fails.append(f"O2 seed {s} rc {p.returncode}: " + (p.stderr.strip() + p.stdout.strip())[-600:])
    if o0:
        with tempfile.TemporaryDirectory() as d:
            ref = os.path.join(d, "ref"); os.mkdir(ref)
            p = subprocess.run([PISA, "run", fn, "--out", ref, "--max-steps", str(max_steps)] + launch, capture_output=True, text=True, timeout=300)
            if p.returncode != 0:
                fails.append(f"emu rc {p.returncode}: {p.stderr[-400:]}")
                return fails
            co = os.path.join(d, "k.hsaco")
            p = subprocess.run([PISA, "build", "-O0", fn, "-o", co], capture_output=True, text=True, timeout=300)
            if p.returncode != 0:
                fails.append(f"O0 build rc {p.returncode}: {p.stderr[-400:]}")
                return fails
            for s in seeds:
                out = os.path.join(d, f"s{s}"); os.mkdir(out)
                p = subprocess.run([PISA, "sim", "--strict", "--poison", str(s), co, "--out", out, "--max-steps", str(max_steps*4)] + launch,
                                   capture_output=True, text=True, timeout=300)
                if p.returncode != 0:
                    fails.append(f"O0 sim seed {s} rc {p.returncode}: {p.stderr[-400:]}")
                    continue
                for f in sorted(os.listdir(ref)):
                    a = open(os.path.join(ref, f), "rb").read(); b = open(os.path.join(out, f), "rb").read()
                    if a != b:
                        i = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
                        fails.append(f"O0 seed {s}: {f} differs at byte {i} (word {i//4}): emu {a[i//4*4:i//4*4+4].hex()} sim {b[i//4*4:i//4*4+4].hex()}")
                        break
    return fails
if __name__ == "__main__":
    args = sys.argv[1:]
    seeds = [1]; o0 = True
    if "--seeds" in args:
        i = args.index("--seeds"); seeds = [int(x) for x in args[i+1].split(",")]; del args[i:i+2]
    if "--noO0" in args:
        args.remove("--noO0"); o0 = False
    fn = args[0]
    f = check(fn, args[1:], seeds, o0)
    for x in f: print(x)
    print("PASS" if not f else "FAIL")
    sys.exit(1 if f else 0)

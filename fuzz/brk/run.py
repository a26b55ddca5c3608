#!/usr/bin/env python3
"""run.py START COUNT [--noO0] [--seeds 1,2]: generates gen.py kernels, checks each at -O2 (run --compare) and -O0."""
import sys, os, subprocess, collections
sys.path.insert(0, os.path.dirname(__file__))
import gen as G1, gen2 as G2
from check import check, PISA
args = sys.argv[1:]
o0 = "--noO0" not in args
seeds = [1, 2]
if "--seeds" in args: seeds = [int(x) for x in args[args.index("--seeds")+1].split(",")]
start, n = int(args[0]), int(args[1])
gen = G2.gen if '--g2' in args else G1.gen
stack_only = '--stack-only' in args
os.makedirs("/tmp/brk/gen", exist_ok=True)
stats = collections.Counter(); fails = 0; invalid = 0
for s in range(start, start + n):
    src, launch, feats = gen(s)
    fn = f"/tmp/brk/gen/g{s}.pisa"; open(fn, "w").write(src)
    open(fn + ".cmd", "w").write(" ".join(launch))
    # emulator must succeed
    p = subprocess.run([PISA, "run", fn, "--max-steps", "2000000"] + launch, capture_output=True, text=True)
    if p.returncode != 0:
        invalid += 1; print(s, "INVALID", p.stderr.strip().splitlines()[-1][:200] if p.stderr.strip() else p.returncode); continue
    asm = subprocess.run([PISA, "build", fn, "--emit", "asm", "-o", "-"], capture_output=True, text=True).stdout
    uses_stack = "v_writelane_b32 v1, exec_lo" in asm
    if uses_stack: stats["stack"] += 1
    elif stack_only:
        stats["nostack_skipped"] += 1; os.remove(fn); os.remove(fn + ".cmd"); continue
    f = check(fn, launch, seeds, o0)
    for k, v in feats.items():
        if v: stats[k] += 1
    stats["total"] += 1
    if f:
        fails += 1; print(s, "FAIL", feats, "\n   ", "\n    ".join(x[:300] for x in f), flush=True)
    else:
        os.remove(fn); os.remove(fn + ".cmd")
print("checked", stats["total"], "fails", fails, "invalid", invalid, dict(stats))

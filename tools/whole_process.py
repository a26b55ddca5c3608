#!/usr/bin/env python3
"""The timing half of tools/whole_process.sh (which documents it).

Environment: PISA_BIN (the binary), BEFORE_BIN (another build, or empty),
WORK (the inputs' folder), RUNS.
"""

import os
import statistics
import subprocess
import sys
import time

pisa, before = os.environ["PISA_BIN"], os.environ.get("BEFORE_BIN", "")
work, runs = os.environ["WORK"], int(os.environ["RUNS"])
big_pisa, big_s, alu = (os.path.join(work, n) for n in ("big.pisa", "big.s", "alu.pisa"))
size_pisa, size_s = os.path.getsize(big_pisa), os.path.getsize(big_s)
have_llvm = subprocess.run(["which", "llvm-mc-22"], capture_output=True).returncode == 0

# The emulator's work in lane-instructions, from its own count.
stats = subprocess.run([pisa, "run", "--stats", "--threads", "1", alu], capture_output=True, text=True, check=True).stdout
lane_insts = next(int(line.split()[1]) for line in stats.splitlines() if "lane-instructions" in line)

# (label, command, kind, slow): the emulator's runs take a second each, so
# they are repeated less.
rows = []
for binary, tag in [(pisa, "")] + ([(before, " (before)")] if before else []):
    rows.append((f"`pisa check big.pisa`{tag}", [binary, "check", big_pisa], "check", False))
    rows.append((f"`pisa run --threads 1 alu.pisa`{tag}", [binary, "run", "--threads", "1", alu], 1, True))
    if not tag:
        rows.append(("`pisa run --threads 2 alu.pisa`", [binary, "run", "--threads", "2", alu], 2, True))
    out = os.path.join(work, "x.o")
    rows.append((f"`pisa asm -o x.o big.s`{tag}", [binary, "asm", "--mcpu", "gfx1100", "-o", out, big_s], "asm", False))
if have_llvm:
    llvm = ["llvm-mc-22", "-triple", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj"]
    rows.append(("`llvm-mc-22 -filetype=obj -o x.o big.s`", llvm + ["-o", os.path.join(work, "llvm.o"), big_s], "llvm", False))


def once(argv):
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    err = proc.stderr.read()
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0 or err:
        sys.exit(f"failed or not silent: {' '.join(argv)}\n{err.decode()}")
    return wall, usage.ru_utime, usage.ru_stime, usage.ru_maxrss * 1024


# Interleaved run by run, so that a busy moment of the machine hits every
# command alike.
samples = [[] for _ in rows]
for r in range(runs):
    for i, (_, argv, _, slow) in enumerate(rows):
        if not (slow and r > runs // 2):
            samples[i].append(once(argv))


def ms(x):
    return f"{x * 1e3:.0f} ms" if x >= 0.1 else f"{x * 1e3:.1f} ms"


asm_wall = {}
print("| command | work | best | median | rate: best; median | user + system (best run) | peak RSS |")
print("|---|---|---|---|---|---|---|")
for (label, _, kind, _), got in zip(rows, samples):
    walls = sorted(s[0] for s in got)
    best, median = walls[0], statistics.median(walls)
    fastest = min(got, key=lambda s: s[0])
    rss = max(s[3] for s in got)
    peak = f"{rss / 1e6:.1f} MB"
    if kind == "check":
        work = f"{size_pisa / 1e6:.1f} MB, 300,000 instructions"
        rate = f"{size_pisa / 1e6 / best:.0f}; {size_pisa / 1e6 / median:.0f} MB/s"
        peak = f"{rss / 1e6:.1f} MB = {rss / size_pisa:.1f}× the source"
    elif kind in (1, 2):
        work = f"{lane_insts / 1e9:.3f} × 10^9 lane-instructions"
        rate = f"{lane_insts / best / kind / 1e9:.2f}; {lane_insts / median / kind / 1e9:.2f} × 10^9 per core"
    else:
        work = f"{size_s / 1e6:.1f} MB, 100,000 lines"
        rate = f"{size_s / 1e6 / best:.0f}; {size_s / 1e6 / median:.0f} MB/s"
        if kind == "asm":
            asm_wall[label] = (best, median)
        else:
            work = "the same"
            ratios = [f"{'before' if 'before' in l else 'now'} {best / b:.1f}×; {median / m:.1f}×" for l, (b, m) in asm_wall.items()]
            rate += "; pisa asm faster by (best; median): " + ", ".join(ratios)
    print(f"| {label} | {work} | {ms(best)} | {ms(median)} | {rate} | {ms(fastest[1])} + {ms(fastest[2])} | {peak} |")
print(
    f"\n({runs} runs of each, {runs // 2 + 1} of the emulator's, interleaved; {os.cpu_count()} cores; "
    f"load average {os.getloadavg()[0]:.2f} at the end; {time.strftime('%Y-%m-%d', time.gmtime())})"
)

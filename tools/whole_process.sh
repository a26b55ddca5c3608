#!/usr/bin/env bash
# Whole-process speed of `pisa check`, `pisa run` and `pisa asm -o` as a
# user times them (issue 22): each command from start to exit, beside its
# peer where one exists (llvm-mc-22 for the assembler), measured in the same
# run. Inputs come from tools/gen_whole_process.py (fixed seed).
#
#   tools/whole_process.sh [RUNS]
#
# Each command runs RUNS times (default 10; the emulator's runs take about a
# second each, so they get RUNS/2 + 1), the commands interleaved run by run so
# that a busy moment of the machine hits all of them alike. Printed: the best
# and the median wall time, the rate, user and system time of the best run,
# and the peak resident set (the largest over the runs; `wait4`'s ru_maxrss
# of each child, which /usr/bin/time -v also reports). Build first with
# `cargo build --release -p pisa-cli` (PISA=path overrides the binary).
# Prints a Markdown table (README.md, "Whole-process figures").
set -euo pipefail

runs=${1:-10}
root=$(cd "$(dirname "$0")/.." && pwd)
pisa=${PISA:-$root/target/release/pisa}
[ -x "$pisa" ] || { echo "no $pisa: run cargo build --release -p pisa-cli" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$root/tools/gen_whole_process.py" "$work"

PISA_BIN=$pisa WORK=$work RUNS=$runs python3 - <<'EOF'
import os, statistics, subprocess, sys, time

pisa, work, runs = os.environ["PISA_BIN"], os.environ["WORK"], int(os.environ["RUNS"])
big_pisa, big_s, alu = (os.path.join(work, n) for n in ("big.pisa", "big.s", "alu.pisa"))
llvm_mc = "llvm-mc-22"
have_llvm = subprocess.run(["which", llvm_mc], capture_output=True).returncode == 0

# The emulator's work in lane-instructions, from its own count.
stats = subprocess.run([pisa, "run", "--stats", "--threads", "1", alu], capture_output=True, text=True, check=True).stdout
lane_insts = next(int(l.split()[1]) for l in stats.splitlines() if "lane-instructions" in l)

commands = {
    "check": [pisa, "check", big_pisa],
    "run1": [pisa, "run", "--threads", "1", alu],
    "run2": [pisa, "run", "--threads", "2", alu],
    "asm": [pisa, "asm", "--mcpu", "gfx1100", "-o", os.path.join(work, "pisa.o"), big_s],
}
if have_llvm:
    commands["llvm-mc"] = [llvm_mc, "-triple", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj",
                           "-o", os.path.join(work, "llvm.o"), big_s]
slow = {"run1", "run2"}

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

results = {name: [] for name in commands}
for r in range(runs):
    for name, argv in commands.items():
        if name in slow and r > runs // 2:
            continue
        results[name].append(once(argv))

def summary(name):
    samples = results[name]
    walls = sorted(s[0] for s in samples)
    best = min(samples, key=lambda s: s[0])
    return walls[0], statistics.median(walls), best[1], best[2], max(s[3] for s in samples), len(samples)

def ms(x):
    return f"{x * 1e3:.0f} ms" if x >= 0.1 else f"{x * 1e3:.1f} ms"

size_pisa, size_s = os.path.getsize(big_pisa), os.path.getsize(big_s)
print(f"| command | work | best | median | rate (best; median) | user + system (best run) | peak RSS |")
print(f"|---|---|---|---|---|---|---|")
b, m, u, s, rss, n = summary("check")
print(f"| `pisa check big.pisa` | {size_pisa / 1e6:.1f} MB, 300,000 instructions | {ms(b)} | {ms(m)} | "
      f"{size_pisa / 1e6 / b:.0f} MB/s; {size_pisa / 1e6 / m:.0f} MB/s | {ms(u)} + {ms(s)} | "
      f"{rss / 1e6:.1f} MB = {rss / size_pisa:.1f}× the source |")
for name, threads in (("run1", 1), ("run2", 2)):
    b, m, u, s, rss, n = summary(name)
    print(f"| `pisa run --threads {threads} alu.pisa` | {lane_insts / 1e9:.3f} × 10^9 lane-instructions | {ms(b)} | {ms(m)} | "
          f"{lane_insts / b / threads / 1e9:.2f}; {lane_insts / m / threads / 1e9:.2f} × 10^9 per core | "
          f"{ms(u)} + {ms(s)} | {rss / 1e6:.1f} MB |")
b, m, u, s, rss, n = summary("asm")
asm_best, asm_median = b, m
print(f"| `pisa asm -o pisa.o big.s` | {size_s / 1e6:.1f} MB, 100,000 lines | {ms(b)} | {ms(m)} | "
      f"{size_s / 1e6 / b:.0f} MB/s; {size_s / 1e6 / m:.0f} MB/s | {ms(u)} + {ms(s)} | {rss / 1e6:.1f} MB |")
if have_llvm:
    b, m, u, s, rss, n = summary("llvm-mc")
    print(f"| `llvm-mc-22 -filetype=obj big.s` | the same | {ms(b)} | {ms(m)} | "
          f"{size_s / 1e6 / b:.1f} MB/s; {size_s / 1e6 / m:.1f} MB/s (pisa: {b / asm_best:.1f}× faster; {m / asm_median:.1f}× by medians) | "
          f"{ms(u)} + {ms(s)} | {rss / 1e6:.1f} MB |")
print(f"\n({runs} runs of each, {runs // 2 + 1} of the emulator's; {os.cpu_count()} cores; "
      f"load average {os.getloadavg()[0]:.2f} at the end; {time.strftime('%Y-%m-%d', time.gmtime())})")
EOF

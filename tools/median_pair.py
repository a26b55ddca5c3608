#!/usr/bin/env python3
"""Wall time of two commands, run interleaved, for tools/backend_bench.sh.

    median_pair.py RUNS CMD_A... -- CMD_B...

Runs A then B, RUNS times, and prints the median wall time of each in ms,
then the best (shortest) of each, all four separated by spaces (two
decimals). Each run is timed from just before the
process is spawned to its exit (os.wait4), so the figure is the whole
command as a user times it, start-up included, without the cost of a
timing process around it (two `date` forks per run added about a
millisecond to each figure before). Output is discarded; a failing
command stops the script.
"""

import os
import statistics
import subprocess
import sys
import time


def once(argv):
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, _ = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(argv)}")
    return wall


def main():
    runs = int(sys.argv[1])
    rest = sys.argv[2:]
    split = rest.index("--")
    a, b = rest[:split], rest[split + 1:]
    times_a, times_b = [], []
    for _ in range(runs):
        times_a.append(once(a))
        times_b.append(once(b))
    medians = f"{statistics.median(times_a) * 1e3:.2f} {statistics.median(times_b) * 1e3:.2f}"
    print(f"{medians} {min(times_a) * 1e3:.2f} {min(times_b) * 1e3:.2f}")


main()

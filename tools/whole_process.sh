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
# `cargo build --release -p pisa-cli` (PISA=path overrides the binary;
# BEFORE=path adds rows for another build, e.g. main's, in the same run).
# Prints a Markdown table (README.md, "Whole-process figures").
set -euo pipefail

runs=${1:-10}
root=$(cd "$(dirname "$0")/.." && pwd)
pisa=${PISA:-$root/target/release/pisa}
[ -x "$pisa" ] || { echo "no $pisa: run cargo build --release -p pisa-cli" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$root/tools/gen_whole_process.py" "$work"

PISA_BIN=$pisa BEFORE_BIN=${BEFORE:-} WORK=$work RUNS=$runs python3 "$root/tools/whole_process.py"

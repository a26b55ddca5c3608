#!/usr/bin/env bash
# Whole-process start-up of each `pisa` command on a tiny input, beside
# llvm-mc-22 on the same one-line file, measured in the same run.
#
#   tools/startup.sh [RUNS] [ROUNDS]
#
# Each command runs RUNS times in a row (default 200), in ROUNDS rounds
# (default 5) that interleave the commands; the best round of each is
# printed, in milliseconds per process. `/bin/true` is the floor: what
# starting any process costs on this machine. Build first with
# `cargo build --release -p pisa-cli` (PISA=path overrides the binary).
set -euo pipefail

runs=${1:-200}
rounds=${2:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
pisa=${PISA:-$root/target/release/pisa}
[ -x "$pisa" ] || { echo "no $pisa: run cargo build --release -p pisa-cli" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo 's_nop 0' >"$work/one.s"
"$pisa" asm -o "$work/one.o" "$work/one.s"
cp "$root/examples/saxpy.pisa" "$work/saxpy.pisa"

names=()
commands=()
add() {
    names+=("$1")
    commands+=("$2")
}
add "/bin/true (floor)" "/bin/true"
add "pisa --version" "$pisa --version"
add "pisa asm, one line" "$pisa asm --mcpu gfx1100 $work/one.s"
add "pisa asm -o, one line" "$pisa asm --mcpu gfx1100 -o $work/out.o $work/one.s"
add "pisa disasm, one instruction" "$pisa disasm $work/one.o"
add "pisa disasm --hex" "$pisa disasm --hex 0x00,0x00,0x80,0xbf"
add "pisa check saxpy.pisa" "$pisa check $work/saxpy.pisa"
add "pisa fmt saxpy.pisa" "$pisa fmt $work/saxpy.pisa"
if command -v llvm-mc-22 >/dev/null; then
    add "llvm-mc-22, one line" "llvm-mc-22 -triple amdgcn-amd-amdhsa -mcpu=gfx1100 $work/one.s"
    add "llvm-mc-22 -filetype=obj" "llvm-mc-22 -triple amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj -o $work/llvm.o $work/one.s"
fi
if command -v llvm-objdump-22 >/dev/null; then
    add "llvm-objdump-22 -d, one instruction" "llvm-objdump-22 -d $work/one.o"
fi

# Every command must work before it is timed.
for c in "${commands[@]}"; do
    $c >/dev/null 2>&1 || { echo "failed: $c" >&2; exit 1; }
done

declare -a best
for ((r = 0; r < rounds; r++)); do
    for i in "${!commands[@]}"; do
        c=${commands[$i]}
        start=$(date +%s%N)
        for ((k = 0; k < runs; k++)); do
            $c >/dev/null 2>&1
        done
        end=$(date +%s%N)
        us=$(((end - start) / runs / 1000))
        if [ -z "${best[$i]:-}" ] || [ "$us" -lt "${best[$i]}" ]; then
            best[$i]=$us
        fi
    done
done

printf '%-36s %10s\n' "command" "ms/process"
for i in "${!commands[@]}"; do
    printf '%-36s %10s\n' "${names[$i]}" "$(printf '%d.%02d' $((best[$i] / 1000)) $((best[$i] % 1000 / 10)))"
done
echo "(best of $rounds rounds of $runs runs each; $(nproc) cores; $(date -u +%Y-%m-%d))"

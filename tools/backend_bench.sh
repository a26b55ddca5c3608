#!/usr/bin/env bash
# The native backend against clang-22, in one run, on the examples that
# examples/opencl/ has in OpenCL C (the same algorithms):
#
# - compile time: the whole process `pisa build examples/NAME.pisa -o X.hsaco`
#   (release build; it parses, verifies, compiles, assembles and links)
#   against `clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O3
#   -c examples/opencl/NAME.cl` (to a relocatable object, not linked), each
#   run REPEAT times, the two interleaved; the median and the best of each
#   in ms, and the ratios clang / pisa of both;
# - code: the wave-instructions `pisa sim --stats` counts with the
#   example's launch file (clang's object linked by `ld.lld-22 -shared`
#   first), the VGPRs and SGPRs the metadata gives (`llvm-readelf-22
#   --notes`: .vgpr_count, .sgpr_count), the kernel's code bytes (its
#   symbol's size), and whether both leave the same buffers.
#
# Usage: tools/backend_bench.sh [NAME...]   (default: the six examples)
# Environment: REPEAT (default 20), PISA (a pisa binary; default: build
# target/release/pisa with cargo). The binary is copied into a temporary
# directory first and run from there, as `cargo install` copies it: a file
# the linker has just written sits in the page cache in small pieces, and
# each start then takes about 20 more page faults to map its code than a
# copied (or installed, or read from disk) one.
# Prints two Markdown tables (README.md, "Native backend: compile time and
# code against clang-22").
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
repeat=${REPEAT:-20}
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(saxpy vecadd2d mandelbrot reduce matmul bitonic)

for tool in clang-22 ld.lld-22 llvm-readelf-22; do
  command -v "$tool" >/dev/null || { echo "error: $tool not found (install LLVM 22)" >&2; exit 2; }
done
if [ -z "${PISA:-}" ]; then
  cargo build --release -q -p pisa-cli
  PISA=$root/target/release/pisa
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin"
cp "$PISA" "$work/bin/pisa"
PISA=$work/bin/pisa

# `.key: value` of the first kernel in llvm-readelf's metadata listing.
note_value() {
  llvm-readelf-22 --notes "$1" | awk -v key="$2:" '$1 == key && !found { print $2; found = 1 }'
}

# The size of the kernel's function symbol.
code_bytes() {
  llvm-readelf-22 -s "$1" | awk -v name="$2" '$4 == "FUNC" && $8 == name && !found { print $3; found = 1 }'
}

# Wave-instructions of one launch of $1; the buffers go to $2.
wave_instructions() {
  "$PISA" sim "$1" --stats --threads 1 --out "$2" | awk '/^stats: [0-9]+ wave instructions/ && !found { print $2; found = 1 }'
}

time_rows=()
code_rows=()
for name in "${names[@]}"; do
  pisa_src=examples/$name.pisa
  cl_src=examples/opencl/$name.cl
  [ -f "$pisa_src" ] && [ -f "$cl_src" ] || { echo "error: $pisa_src or $cl_src is missing" >&2; exit 2; }
  mkdir -p "$work/pisa" "$work/clang"
  pisa_obj=$work/pisa/$name.hsaco
  clang_obj=$work/clang/$name.o
  clang_linked=$work/clang/$name.hsaco

  # Compile time, interleaved (one warm-up run each first).
  "$PISA" build "$pisa_src" -o "$pisa_obj"
  clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O3 -c "$cl_src" -o "$clang_obj" 2>/dev/null
  read -r pisa_ms clang_ms pisa_best clang_best < <(python3 "$root/tools/median_pair.py" "$repeat" \
    "$PISA" build "$pisa_src" -o "$pisa_obj" -- \
    clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O3 -c "$cl_src" -o "$clang_obj")
  ratio=$(awk -v c="$clang_ms" -v p="$pisa_ms" 'BEGIN { printf "%.1f", c / p }')
  best_ratio=$(awk -v c="$clang_best" -v p="$pisa_best" 'BEGIN { printf "%.1f", c / p }')
  time_rows+=("| $name | $pisa_ms | $clang_ms | ${ratio}× | $pisa_best | $clang_best | ${best_ratio}× |")

  # The code: both run with the example's launch file (pisa sim reads
  # NAME.launch.toml beside the object).
  ld.lld-22 -shared "$clang_obj" -o "$clang_linked"
  cp "examples/$name.launch.toml" "$work/pisa/$name.launch.toml"
  cp "examples/$name.launch.toml" "$work/clang/$name.launch.toml"
  rm -rf "$work/out-pisa" "$work/out-clang"
  pisa_waves=$(wave_instructions "$pisa_obj" "$work/out-pisa")
  clang_waves=$(wave_instructions "$clang_linked" "$work/out-clang")
  same=yes
  for f in "$work"/out-pisa/*.bin; do
    cmp -s "$f" "$work/out-clang/$(basename "$f")" || same="no ($(basename "$f" .bin) differs)"
  done
  wave_ratio=$(awk -v p="$pisa_waves" -v c="$clang_waves" 'BEGIN { printf "%.2f", p / c }')
  regs() { echo "$(note_value "$1" .vgpr_count) / $(note_value "$1" .sgpr_count)"; }
  code_rows+=("| $name | $pisa_waves | $clang_waves | ${wave_ratio}× | $(regs "$pisa_obj") | $(regs "$clang_linked") | $(code_bytes "$pisa_obj" "$name") | $(code_bytes "$clang_linked" "$name") | $same |")
done

echo "Compile time, $repeat runs each, interleaved ($(nproc) cores; $(date -u +%Y-%m-%d)):"
echo
echo "| example | \`pisa build\`, median (ms) | \`clang-22 -O3 -c\`, median (ms) | clang / pisa | pisa, best (ms) | clang, best (ms) | clang / pisa, best |"
echo "|---|---|---|---|---|---|---|"
printf '%s\n' "${time_rows[@]}"
echo
echo "Code, run with the example's launch file:"
echo
echo "| example | wave-instructions, pisa | clang -O3 | pisa / clang | VGPRs / SGPRs, pisa | clang | code bytes, pisa | clang | same results |"
echo "|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${code_rows[@]}"

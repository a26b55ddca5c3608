#!/bin/sh
# Runs the hand-written kernels of fuzz/brk/kernels at -O2 and -O0 with two poison seeds.
# (.src files use the LOG macro of expand.py.)
cd "$(dirname "$0")" || exit 2
T=$(mktemp -d)
ok=0; bad=0
run() { # name file args...
  n=$1; f=$2; shift 2
  if python3 check.py "$f" "$@" --seeds 1,2 >"$T/$n.log" 2>&1; then ok=$((ok+1)); else bad=$((bad+1)); echo "FAIL $n"; cat "$T/$n.log"; fi
}
for s in kernels/*.src; do python3 expand.py "$s" "$T/$(basename "$s" .src).pisa"; done
run a1 $T/a1.pisa --global 64 --local 64 --arg buf:u32:zeros:4096 --arg u32:7
run e1 $T/e1.pisa --global 64 --local 64 --arg buf:u32:zeros:16384
run ic $T/ic.pisa --global 64 --local 64 --arg buf:u32:zeros:1024
for L in 96 80 65 33; do run bar$L $T/bar.pisa --global $((L*2-1)) --local $L --arg buf:u32:zeros:65536 --arg u32:3; done
run pred $T/pred.pisa --global 32 --local 32 --arg buf:u32:zeros:512
run priv $T/priv.pisa --global 64 --local 64 --arg buf:u32:zeros:4096
run hat $T/hat.pisa --global 64 --local 64 --arg buf:u32:zeros:8192 --arg buf:u32:fill:8:0x7f000000
run inf $T/inf.pisa --global 64 --local 64 --arg buf:u32:zeros:8192
run unf $T/unf.pisa --global 32 --local 32 --arg buf:u32:zeros:512
run unf2 $T/unf2.pisa --global 32 --local 32 --arg buf:u32:zeros:512
run deep_31_leave kernels/deep_31_leave.pisa --global 64 --local 64 --arg buf:u32:zeros:16384
run deep_31_both kernels/deep_31_both.pisa --global 64 --local 64 --arg buf:u32:zeros:16384
run wret $T/wret.pisa --global 192 --local 96 --arg buf:u32:zeros:49152
run sg200 kernels/sg200.pisa --global 64 --local 64 --arg buf:u32:zeros:65536 --arg u32:5
echo "hand kernels: $ok passed, $bad failed"
rm -rf "$T"

#!/usr/bin/env python3
"""Rewrites one file's row of the conformance README table: vop1_row.py FILE LLVM_CHARS CHARS_READ PAST
(corpus lines counted from the corpus file: its lines that are not comments or blank)."""
import sys

name, total, read, past = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] if len(sys.argv) > 4 else ""
root = __file__.rsplit("/tools/", 1)[0]
corpus = open(f"{root}/crates/amdgpu/tests/conformance/llvm-mc-gfx11/{name}").read().splitlines()
n = sum(1 for x in corpus if x.strip() and not x.startswith(("//", "#")))
readme = f"{root}/crates/amdgpu/tests/conformance/README.md"
lines = open(readme).read().split("\n")
row = f"| {name} | {total:,} | {read:,} | {100 * read // total}% | {n:,} | {past} |"
hits = [i for i, x in enumerate(lines) if x.startswith(f"| {name} |")]
assert len(hits) == 1, hits
lines[hits[0]] = row
open(readme, "w").write("\n".join(lines))
print(row)

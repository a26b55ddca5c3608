#!/usr/bin/env python3
"""Rewrites a corpus file as: new first line, RUN lines, the lines of LLVM's
file (from a generator, in LLVM's order), then, under a comment, the corpus
file's earlier lines that those do not hold.

Usage: merge_whole.py CORPUS HEADER_FILE RUN_FILE LINES_FILE
(the comment character is taken from the corpus file's first line)
"""
import sys

corpus, header, runs, new = sys.argv[1:5]
old = open(corpus).read().splitlines()
cc = old[0].split()[0]
new_lines = [l for l in open(new).read().splitlines() if l.strip()]
seen = set(new_lines)
rest = []
for l in old[1:]:
    if not l.strip() or l.startswith(cc):
        continue
    if l not in seen:
        seen.add(l)
        rest.append(l)
out = [open(header).read().strip()]
out += [l for l in open(runs).read().splitlines() if l.strip()]
out += new_lines
if rest:
    out.append(f"{cc} the earlier loop's lines not in LLVM's file")
    out += rest
open(corpus, "w").write("\n".join(out) + "\n")
print(f"{len(new_lines)} LLVM lines, {len(rest)} earlier lines kept, {len(new_lines) + len(rest)} in all")

#!/usr/bin/env python3
"""Rebuilds LLVM's llvm/test/MC/AMDGPU/gfx11_unsupported.s (@03a5b92d, 81,643
chars) from the corpus file gfx11_unsupported_err.s: its two RUN lines, then
for every instruction line the line, the file's one check line (refused as
"instruction not supported on this GPU") and a blank line. The pages read
were compared with this text at every page start and at the end.

Usage: unsupported_rebuild.py > text   (prints the length to stderr)
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "crates/amdgpu/tests/conformance/llvm-mc-gfx11/gfx11_unsupported_err.s")
CHECK = "// CHECK: :[[@LINE-1]]:{{[0-9]+}}: error: instruction not supported on this GPU\n"

lines = open(CORPUS).read().splitlines()
text = "".join(l + "\n" for l in lines if l.startswith("// RUN:"))
text += "".join("\n%s\n%s" % (l, CHECK) for l in lines if l and not l.startswith("//"))
sys.stdout.write(text)
print(len(text), file=sys.stderr)

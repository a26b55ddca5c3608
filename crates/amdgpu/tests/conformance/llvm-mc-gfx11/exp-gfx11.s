// source: llvm/llvm-project llvm/test/MC/AMDGPU/exp-gfx11.s @22c5d1380e611f2e199df50ddbafe2436b20566a, chars 0-1341 of 1341 (whole file: the gfx11 RUN line and all four instruction lines; pre-gfx11 RUN lines and check lines omitted)
// RUN: llvm-mc -triple=amdgpu11.00 -show-encoding %s | FileCheck -check-prefix=GFX11 --implicit-check-not=error: %s
exp dual_src_blend0 v4, v3, v2, v1
exp dual_src_blend1 v2, v3, off, off
exp mrtz v4, v3, off, off done row_en
exp mrtz v4, v3, v2, v1 row_en

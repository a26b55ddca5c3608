// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_t16_err.s @1755d9428f6f4be9c7d77055037435c1c70ce398, whole file (539 chars) (RUN and instruction lines; check lines omitted)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+real-true16 %s -filetype=null 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=error: %s
v_mov_b16 v0.l, a0.h
v_mov_b16 v0.l, s0.h
v_mov_b16 v0.l, ttmp0.h

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_opsel_err.s @1bbf4f7f4b6dc0017007c86467054e150e22638c, whole file (763 chars) (RUN and instruction lines; check lines and comments omitted)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s 2>&1 | FileCheck --check-prefixes=GFX11 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s 2>&1 | FileCheck --check-prefixes=GFX11 %s
v_add_f16 v0.h, v1.h, v2.h op_sel:[0,1,1]
v_add_f16 v0.h, v1.l, v2.h op_sel:[1,1,1]

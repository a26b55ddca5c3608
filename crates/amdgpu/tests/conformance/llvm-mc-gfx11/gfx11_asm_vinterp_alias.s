// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vinterp_alias.s @07934784d88f2eb150afb8bbb6f642df1ca0b517, whole file (332 chars) (RUN and instruction line; check line omitted)
// RUN: llvm-mc -triple=amdgpu11.00 -show-encoding %s
v_interp_p2_new_f32 v0, v1, v2, v3

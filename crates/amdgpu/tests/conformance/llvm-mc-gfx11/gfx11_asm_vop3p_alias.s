// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3p_alias.s @4c47b8c9183a9084b8bea7151eeaae7b30b383af, whole file (473 chars) (RUN and instruction lines; check lines omitted)
// RUN: llvm-mc -triple=amdgpu11.00 -show-encoding %s
v_dot4_i32_i8 v5, v1, v2, s3
v_dot8_i32_i4 v5, v1, v2, s3

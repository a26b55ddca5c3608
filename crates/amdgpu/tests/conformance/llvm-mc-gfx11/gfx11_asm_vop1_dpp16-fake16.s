// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop1_dpp16-fake16.s @01a82e721cb70fb02b3d43935ed2f2139c63aa48, whole file (3254 chars, one page, read); its RUN lines and all 28 instruction lines in the file's order, written by tools/conformance_loops/vop1_fake16_asm.py, which rebuilds the file to its exact length; fake16 syntax, compared with llvm-mc-22's default real16 answers
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-real-true16,+wavefrontsize32,-wavefrontsize64 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-real-true16,-wavefrontsize32,+wavefrontsize64 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
v_floor_f16 v5, v1 quad_perm:[3,2,1,0]
v_floor_f16 v5, v1 quad_perm:[0,1,2,3]
v_floor_f16 v5, v1 row_mirror
v_floor_f16 v5, v1 row_half_mirror
v_floor_f16 v5, v1 row_shl:1
v_floor_f16 v5, v1 row_shl:15
v_floor_f16 v5, v1 row_shr:1
v_floor_f16 v5, v1 row_shr:15
v_floor_f16 v5, v1 row_ror:1
v_floor_f16 v5, v1 row_ror:15
v_floor_f16 v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_floor_f16 v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_floor_f16 v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_floor_f16 v127, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ceil_f16 v5, v1 quad_perm:[3,2,1,0]
v_ceil_f16 v5, v1 quad_perm:[0,1,2,3]
v_ceil_f16 v5, v1 row_mirror
v_ceil_f16 v5, v1 row_half_mirror
v_ceil_f16 v5, v1 row_shl:1
v_ceil_f16 v5, v1 row_shl:15
v_ceil_f16 v5, v1 row_shr:1
v_ceil_f16 v5, v1 row_shr:15
v_ceil_f16 v5, v1 row_ror:1
v_ceil_f16 v5, v1 row_ror:15
v_ceil_f16 v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_ceil_f16 v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_ceil_f16 v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ceil_f16 v127, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1

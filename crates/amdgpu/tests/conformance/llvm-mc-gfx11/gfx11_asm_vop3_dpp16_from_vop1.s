// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_dpp16_from_vop1.s @0082677945713ca02fb04c12983ee9a4a2ba6b34, chars 0-16000 of 210721 (excerpt: RUN lines; v_bfrev_b32, v_ceil_f16 and v_ceil_f32 instruction lines whole, a few of v_cls_i32 and v_clz_i32_u32; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+real-true16,+wavefrontsize32 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
v_bfrev_b32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_bfrev_b32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_bfrev_b32_e64_dpp v5, v1 row_mirror
v_bfrev_b32_e64_dpp v5, v1 row_half_mirror
v_bfrev_b32_e64_dpp v5, v1 row_shl:1
v_bfrev_b32_e64_dpp v5, v1 row_shl:15
v_bfrev_b32_e64_dpp v5, v1 row_shr:1
v_bfrev_b32_e64_dpp v5, v1 row_shr:15
v_bfrev_b32_e64_dpp v5, v1 row_ror:1
v_bfrev_b32_e64_dpp v5, v1 row_ror:15
v_bfrev_b32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_bfrev_b32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_bfrev_b32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_bfrev_b32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ceil_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_ceil_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_ceil_f16_e64_dpp v5.l, v1.l row_mirror
v_ceil_f16_e64_dpp v5.l, v1.l row_half_mirror
v_ceil_f16_e64_dpp v5.l, v1.l row_shl:1
v_ceil_f16_e64_dpp v5.l, v1.l row_shl:15
v_ceil_f16_e64_dpp v5.l, v1.l row_shr:1
v_ceil_f16_e64_dpp v5.l, v1.l row_shr:15
v_ceil_f16_e64_dpp v5.l, v1.l row_ror:1
v_ceil_f16_e64_dpp v5.l, v1.l row_ror:15
v_ceil_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_ceil_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_ceil_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_ceil_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ceil_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ceil_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ceil_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ceil_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_ceil_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_ceil_f32_e64_dpp v5, v1 row_mirror
v_ceil_f32_e64_dpp v5, v1 row_half_mirror
v_ceil_f32_e64_dpp v5, v1 row_shl:1
v_ceil_f32_e64_dpp v5, v1 row_shl:15
v_ceil_f32_e64_dpp v5, v1 row_shr:1
v_ceil_f32_e64_dpp v5, v1 row_shr:15
v_ceil_f32_e64_dpp v5, v1 row_ror:1
v_ceil_f32_e64_dpp v5, v1 row_ror:15
v_ceil_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_ceil_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_ceil_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ceil_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cls_i32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cls_i32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cls_i32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_clz_i32_u32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_clz_i32_u32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_clz_i32_u32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_dpp16_from_vopcx.s @09e0a92ca14fda2dd6849f2ac986ad51b29cb962, chars 0-16000 of 199809 (excerpt: RUN lines and the instruction lines up to v_cmpx_eq_i16_e64_dpp v255.l, v255.h; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
v_cmpx_class_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_class_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_class_f16_e64_dpp v1, v2 row_mirror
v_cmpx_class_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_class_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_class_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_class_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_class_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_class_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_class_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_class_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_class_f16_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_class_f16_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_class_f16_e64_dpp -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_class_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_class_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_class_f32_e64_dpp v1, v2 row_mirror
v_cmpx_class_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_class_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_class_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_class_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_class_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_class_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_class_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_class_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_class_f32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_class_f32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_class_f32_e64_dpp -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_eq_f16_e64_dpp v1, v2 row_mirror
v_cmpx_eq_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_eq_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_eq_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_eq_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_eq_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_eq_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_eq_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_eq_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_eq_f32_e64_dpp v1, v2 row_mirror
v_cmpx_eq_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_eq_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_eq_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_eq_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_eq_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_eq_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_eq_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_eq_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_i16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_eq_i16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_i16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_i16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_i16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_i16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11-promotions.s @15ea0f36cc49c3a3b4e4a63d2d464e9f5e902121, whole file (18349 chars) (RUN and instruction lines; comments and check lines omitted)
// RUN: llvm-mc -triple=amdgcn -show-encoding -mcpu=gfx1100 %s | FileCheck --check-prefix=GFX11 %s
v_mov_b32 v0, v1
v_mov_b32_e32 v0, v1
v_add_f16 v5, v1, v2
v_add_f16_e32 v5, v1, v2
v_cmp_lt_f32 vcc_lo, v1, v2
v_cmp_lt_f32_e32 vcc_lo, v1, v2
v_cmpx_class_f16 v1, v2
v_cmpx_class_f16_e32 v1, v2
v_bfrev_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_bfrev_b32_dpp v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_bfrev_b32 v5, v1 quad_perm:[3,2,1,0]
v_bfrev_b32_dpp v5, v1 quad_perm:[3,2,1,0]
v_add_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_add_f16_dpp v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_add_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_add_f16_dpp v5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_u16 v1, v2 dpp8:[7,7,7,3,4,4,6,7] fi:1
v_cmp_le_u16_dpp v1, v2 dpp8:[7,7,7,3,4,4,6,7] fi:1
v_cmp_gt_u16 v1, v2 row_shl:0x7 row_mask:0x0 bank_mask:0x0 fi:1
v_cmp_gt_u16_dpp v1, v2 row_shl:0x7 row_mask:0x0 bank_mask:0x0 fi:1
v_cmpx_class_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f16_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_class_f16_dpp v1, v2 quad_perm:[3,2,1,0]
v_sin_f32 v5, 0.5 mul:2
v_sin_f32_e64 v5, 0.5 mul:2
v_sin_f32_e64 v5, v1
v_sin_f32 v5, v1
v_add_f32 v5, v1, -v2
v_add_f32_e64 v5, v1, -v2
v_add_f32_e64 v5, v1, v2
v_add_f32 v5, v1, v2
v_cmp_f_f32 s10, -v1, v2
v_cmp_f_f32_e64 s10, -v1, v2
v_cmp_f_f32_e64 vcc_lo, v1, v2
v_cmp_f_f32 vcc_lo, v1, v2
v_cmpx_f_f32 -v1, v2
v_cmpx_f_f32_e64 -v1, v2
v_cmpx_f_f32_e64 v1, v2
v_cmpx_f_f32 v1, v2
v_add3_u32 v5, v1, v2, s3
v_add3_u32_e64 v5, v1, v2, s3
v_sin_f32 v5, v1 div:2 dpp8:[0,0,0,0,0,0,0,0]
v_sin_f32_e64_dpp v5, v1 div:2 dpp8:[0,0,0,0,0,0,0,0]
v_sin_f32_e64_dpp v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_sin_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_add_f32 v5, v1, v2 mul:4 dpp8:[7,6,5,4,3,2,1,0]
v_add_f32_e64_dpp v5, v1, v2 mul:4 dpp8:[7,6,5,4,3,2,1,0]
v_add_f32_e64_dpp v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_add_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f32 s5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f32_e64_dpp s5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f32_e64_dpp vcc_lo, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f32 vcc_lo, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f32 -v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f32_e64_dpp -v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f32_e64_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_sin_f32 v5, v1 div:2 row_xmask:15
v_sin_f32_e64_dpp v5, v1 div:2 row_xmask:15
v_sin_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_sin_f32 v5, v1 quad_perm:[3,2,1,0]
v_add_f32 v5, v1, v2 div:2 quad_perm:[3,2,1,0]
v_add_f32_e64_dpp v5, v1, v2 div:2 quad_perm:[3,2,1,0]
v_add_f32_e64_dpp v5, v1, v2 quad_perm:[3,2,1,0]
v_add_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f32 s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_class_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_class_f32 v1, v2 quad_perm:[3,2,1,0]
v_dot2_f32_f16 v0, v1, v2, v3
v_dot2_f32_f16_e64 v0, v1, v2, v3
v_dot2_f32_f16 v0, v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0]
v_dot2_f32_f16_e64_dpp v0, v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 quad_perm:[1,2,3,0]
v_dot2_f32_f16_e64_dpp v0, v1, v2, v3 quad_perm:[1,2,3,0]

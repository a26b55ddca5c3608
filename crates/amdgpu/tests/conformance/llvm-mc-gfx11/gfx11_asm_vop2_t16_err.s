// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop2_t16_err.s @03a98412270d51e6703118329a0d0d0ce1b0cf29, whole file (10331 chars) (RUN and instruction lines; check lines omitted)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=error: %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=error: %s
v_add_f16_e32 v255, v1, v2
v_fmaak_f16_e32 v255, v1, v2, 0xfe0b
v_fmac_f16_e32 v255, v1, v2
v_fmamk_f16_e32 v255, v1, 0xfe0b, v3
v_ldexp_f16_e32 v255.l, v1.l, v2.l
v_max_f16_e32 v255, v1, v2
v_min_f16_e32 v255, v1, v2
v_mul_f16_e32 v255, v1, v2
v_sub_f16_e32 v255, v1, v2
v_subrev_f16_e32 v255, v1, v2
v_add_f16_e32 v5, v255, v2
v_fmaak_f16_e32 v5, v255, v2, 0xfe0b
v_fmac_f16_e32 v5, v255, v2
v_fmamk_f16_e32 v5, v255, 0xfe0b, v3
v_ldexp_f16_e32 v5.l, v255.l, v2.l
v_max_f16_e32 v5, v255, v2
v_min_f16_e32 v5, v255, v2
v_mul_f16_e32 v5, v255, v2
v_sub_f16_e32 v5, v255, v2
v_subrev_f16_e32 v5, v255, v2
v_add_f16_e32 v5, v1, v255
v_fmaak_f16_e32 v5, v1, v255, 0xfe0b
v_fmac_f16_e32 v5, v1, v255
v_fmamk_f16_e32 v5, v1, 0xfe0b, v255
v_ldexp_f16_e32 v5.l, v1.l, v255.l
v_max_f16_e32 v5, v1, v255
v_min_f16_e32 v5, v1, v255
v_mul_f16_e32 v5, v1, v255
v_sub_f16_e32 v5, v1, v255
v_subrev_f16_e32 v5, v1, v255
v_add_f16_dpp v255, v1, v2 quad_perm:[3,2,1,0]
v_fmac_f16_dpp v255, v1, v2 quad_perm:[3,2,1,0]
v_ldexp_f16_dpp v255.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_max_f16_dpp v255, v1, v2 quad_perm:[3,2,1,0]
v_min_f16_dpp v255, v1, v2 quad_perm:[3,2,1,0]
v_mul_f16_dpp v255, v1, v2 quad_perm:[3,2,1,0]
v_sub_f16_dpp v255, v1, v2 quad_perm:[3,2,1,0]
v_subrev_f16_dpp v255, v1, v2 quad_perm:[3,2,1,0]
v_add_f16_dpp v5, v255, v2 quad_perm:[3,2,1,0]
v_fmac_f16_dpp v5, v255, v2 quad_perm:[3,2,1,0]
v_ldexp_f16_dpp v5.l, v255.l, v2.l quad_perm:[3,2,1,0]
v_max_f16_dpp v5, v255, v2 quad_perm:[3,2,1,0]
v_min_f16_dpp v5, v255, v2 quad_perm:[3,2,1,0]
v_mul_f16_dpp v5, v255, v2 quad_perm:[3,2,1,0]
v_sub_f16_dpp v5, v255, v2 quad_perm:[3,2,1,0]
v_subrev_f16_dpp v5, v255, v2 quad_perm:[3,2,1,0]
v_add_f16_dpp v5, v1, v255 quad_perm:[3,2,1,0]
v_fmac_f16_dpp v5, v1, v255 quad_perm:[3,2,1,0]
v_ldexp_f16_dpp v5.l, v1.l, v255.l quad_perm:[3,2,1,0]
v_max_f16_dpp v5, v1, v255 quad_perm:[3,2,1,0]
v_min_f16_dpp v5, v1, v255 quad_perm:[3,2,1,0]
v_mul_f16_dpp v5, v1, v255 quad_perm:[3,2,1,0]
v_sub_f16_dpp v5, v1, v255 quad_perm:[3,2,1,0]
v_subrev_f16_dpp v5, v1, v255 quad_perm:[3,2,1,0]
v_add_f16_dpp v255, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_fmac_f16_dpp v255, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_ldexp_f16_dpp v255.l, v1.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_max_f16_dpp v255, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_min_f16_dpp v255, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mul_f16_dpp v255, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_sub_f16_dpp v255, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f16_dpp v255, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_add_f16_dpp v5, v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_fmac_f16_dpp v5, v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_ldexp_f16_dpp v5.l, v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_max_f16_dpp v5, v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_min_f16_dpp v5, v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mul_f16_dpp v5, v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_sub_f16_dpp v5, v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f16_dpp v5, v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_add_f16_dpp v5, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_fmac_f16_dpp v5, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_ldexp_f16_dpp v5.l, v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_max_f16_dpp v5, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_min_f16_dpp v5, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_mul_f16_dpp v5, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_sub_f16_dpp v5, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f16_dpp v5, v1, v255 dpp8:[7,6,5,4,3,2,1,0]

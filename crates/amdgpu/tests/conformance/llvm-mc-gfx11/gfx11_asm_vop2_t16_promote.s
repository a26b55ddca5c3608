// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop2_t16_promote.s @0460aaf3e02da8cae15ae5cf801d13773253e0ab, whole file (17409 chars) (RUN and instruction lines; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=_e32 %s
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=_e32 %s
v_add_f16 v255.h, v1.h, v2.h
v_add_f16 v255.h, v1.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_add_f16 v255.h, v1.h, v2.h quad_perm:[3,2,1,0]
v_add_f16 v255.l, v1.l, v2.l
v_add_f16 v255.l, v1.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_add_f16 v255.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_add_f16 v5.h, v1.h, v255.h
v_add_f16 v5.h, v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_add_f16 v5.h, v1.h, v255.h quad_perm:[3,2,1,0]
v_add_f16 v5.h, v255.h, v2.h
v_add_f16 v5.h, v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_add_f16 v5.h, v255.h, v2.h quad_perm:[3,2,1,0]
v_add_f16 v5.l, v1.l, v255.l
v_add_f16 v5.l, v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_add_f16 v5.l, v1.l, v255.l quad_perm:[3,2,1,0]
v_add_f16 v5.l, v255.l, v2.l
v_add_f16 v5.l, v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_add_f16 v5.l, v255.l, v2.l quad_perm:[3,2,1,0]
v_fmac_f16 v255, v1, v2
v_fmac_f16 v5, v1, v255
v_fmac_f16 v5, v255, v2
v_ldexp_f16 v255, v1, v2
v_ldexp_f16 v255, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_ldexp_f16 v255, v1, v2 quad_perm:[3,2,1,0]
v_ldexp_f16 v5, v1, v255
v_ldexp_f16 v5, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_ldexp_f16 v5, v1, v255 quad_perm:[3,2,1,0]
v_ldexp_f16 v5, v255, v2
v_ldexp_f16 v5, v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_ldexp_f16 v5, v255, v2 quad_perm:[3,2,1,0]
v_max_f16 v255, v1, v2
v_max_f16 v255, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_max_f16 v255, v1, v2 quad_perm:[3,2,1,0]
v_max_f16 v5, v1, v255
v_max_f16 v5, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_max_f16 v5, v1, v255 quad_perm:[3,2,1,0]
v_max_f16 v5, v255, v2
v_max_f16 v5, v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_max_f16 v5, v255, v2 quad_perm:[3,2,1,0]
v_min_f16 v255, v1, v2
v_min_f16 v255, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_min_f16 v255, v1, v2 quad_perm:[3,2,1,0]
v_min_f16 v5, v1, v255
v_min_f16 v5, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_min_f16 v5, v1, v255 quad_perm:[3,2,1,0]
v_min_f16 v5, v255, v2
v_min_f16 v5, v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_min_f16 v5, v255, v2 quad_perm:[3,2,1,0]
v_mul_f16 v255, v1, v2
v_mul_f16 v255, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mul_f16 v255, v1, v2 quad_perm:[3,2,1,0]
v_mul_f16 v5, v1, v255
v_mul_f16 v5, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_mul_f16 v5, v1, v255 quad_perm:[3,2,1,0]
v_mul_f16 v5, v255, v2
v_mul_f16 v5, v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mul_f16 v5, v255, v2 quad_perm:[3,2,1,0]
v_sub_f16 v255.h, v1.h, v2.h
v_sub_f16 v255.h, v1.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_sub_f16 v255.h, v1.h, v2.h quad_perm:[3,2,1,0]
v_sub_f16 v255.l, v1.l, v2.l
v_sub_f16 v255.l, v1.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_sub_f16 v255.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_sub_f16 v5.h, v1.h, v255.h
v_sub_f16 v5.h, v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_sub_f16 v5.h, v1.h, v255.h quad_perm:[3,2,1,0]
v_sub_f16 v5.h, v255.h, v2.h
v_sub_f16 v5.h, v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_sub_f16 v5.h, v255.h, v2.h quad_perm:[3,2,1,0]
v_sub_f16 v5.l, v1.l, v255.l
v_sub_f16 v5.l, v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_sub_f16 v5.l, v1.l, v255.l quad_perm:[3,2,1,0]
v_sub_f16 v5.l, v255.l, v2.l
v_sub_f16 v5.l, v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_sub_f16 v5.l, v255.l, v2.l quad_perm:[3,2,1,0]
v_subrev_f16 v255.h, v1.h, v2.h
v_subrev_f16 v255.h, v1.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f16 v255.h, v1.h, v2.h quad_perm:[3,2,1,0]
v_subrev_f16 v255.l, v1.l, v2.l
v_subrev_f16 v255.l, v1.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f16 v255.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_subrev_f16 v5.h, v1.h, v255.h
v_subrev_f16 v5.h, v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f16 v5.h, v1.h, v255.h quad_perm:[3,2,1,0]
v_subrev_f16 v5.h, v255.h, v2.h
v_subrev_f16 v5.h, v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f16 v5.h, v255.h, v2.h quad_perm:[3,2,1,0]
v_subrev_f16 v5.l, v1.l, v255.l
v_subrev_f16 v5.l, v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f16 v5.l, v1.l, v255.l quad_perm:[3,2,1,0]
v_subrev_f16 v5.l, v255.l, v2.l
v_subrev_f16 v5.l, v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f16 v5.l, v255.l, v2.l quad_perm:[3,2,1,0]

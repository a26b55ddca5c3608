// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop2_dpp8-fake16.s @373f45f3745f794fc9162e8322196eeadc1c9c83, whole file (19293 chars, both pages read); its first two RUN lines and all 141 instruction lines in the file's order (wave64-only vcc forms included), written by tools/conformance_loops/vop2_dpp8_fake16_asm.py, which rebuilds the file (llvm-mc-22 -real-true16 encodings in wave32 and wave64 in its layout) to its exact length; 72 of the lines were not in the corpus; fake16 syntax, compared with llvm-mc-22's default real16 answers
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W64 %s
v_add_co_ci_u32_dpp v5, vcc_lo, v1, v2, vcc_lo dpp8:[7,6,5,4,3,2,1,0]
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo dpp8:[7,6,5,4,3,2,1,0] fi:1
v_add_co_ci_u32 v255, vcc_lo, v255, v255, vcc_lo dpp8:[0,0,0,0,0,0,0,0] fi:0
v_add_co_ci_u32 v5, vcc, v1, v2, vcc dpp8:[7,6,5,4,3,2,1,0]
v_add_co_ci_u32 v5, vcc, v1, v2, vcc dpp8:[7,6,5,4,3,2,1,0] fi:1
v_add_co_ci_u32 v255, vcc, v255, v255, vcc dpp8:[0,0,0,0,0,0,0,0] fi:0
v_add_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_add_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_add_f16 v127, v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_add_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_add_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_add_f32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_add_nc_u32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_add_nc_u32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_add_nc_u32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_and_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_and_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_and_b32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_ashrrev_i32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_ashrrev_i32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_ashrrev_i32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cndmask_b32 v5, v1, v2, vcc_lo dpp8:[7,6,5,4,3,2,1,0]
v_cndmask_b32 v5, v1, v2, vcc_lo dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cndmask_b32 v255, v255, v255, vcc_lo dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cndmask_b32 v5, v1, v2, vcc dpp8:[7,6,5,4,3,2,1,0]
v_cndmask_b32 v5, v1, v2, vcc dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cndmask_b32 v255, v255, v255, vcc dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_pk_rtz_f16_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_pk_rtz_f16_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_pk_rtz_f16_f32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_pkrtz_f16_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_pkrtz_f16_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_pkrtz_f16_f32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_dot2acc_f32_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_dot2acc_f32_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_dot2acc_f32_f16 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_dot2c_f32_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_dot2c_f32_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_dot2c_f32_f16 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_fmac_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_fmac_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_fmac_f16 v127, v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_fmac_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_fmac_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_fmac_f32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_ldexp_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_ldexp_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_ldexp_f16 v127, v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_lshlrev_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_lshlrev_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_lshlrev_b32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_lshrrev_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_lshrrev_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_lshrrev_b32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_max_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_max_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_max_f16 v127, v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_max_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_max_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_max_f32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_max_i32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_max_i32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_max_i32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_max_u32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_max_u32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_max_u32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_min_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_min_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_min_f16 v127, v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_min_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_min_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_min_f32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_min_i32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_min_i32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_min_i32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_min_u32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_min_u32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_min_u32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_mul_dx9_zero_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mul_dx9_zero_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_mul_dx9_zero_f32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_mul_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mul_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_mul_f16 v127, v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_mul_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mul_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_mul_f32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_mul_hi_i32_i24 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mul_hi_i32_i24 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_mul_hi_i32_i24 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_mul_hi_u32_u24 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mul_hi_u32_u24 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_mul_hi_u32_u24 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_mul_i32_i24 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mul_i32_i24 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_mul_i32_i24 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_mul_legacy_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mul_legacy_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_mul_legacy_f32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_mul_u32_u24 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mul_u32_u24 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_mul_u32_u24 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_or_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_or_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_or_b32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo dpp8:[7,6,5,4,3,2,1,0]
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo dpp8:[7,6,5,4,3,2,1,0] fi:1
v_sub_co_ci_u32 v255, vcc_lo, v255, v255, vcc_lo dpp8:[0,0,0,0,0,0,0,0] fi:0
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc dpp8:[7,6,5,4,3,2,1,0]
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc dpp8:[7,6,5,4,3,2,1,0] fi:1
v_sub_co_ci_u32 v255, vcc, v255, v255, vcc dpp8:[0,0,0,0,0,0,0,0] fi:0
v_sub_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_sub_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_sub_f16 v127, v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_sub_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_sub_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_sub_f32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_sub_nc_u32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_sub_nc_u32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_sub_nc_u32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo dpp8:[7,6,5,4,3,2,1,0]
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo dpp8:[7,6,5,4,3,2,1,0] fi:1
v_subrev_co_ci_u32 v255, vcc_lo, v255, v255, vcc_lo dpp8:[0,0,0,0,0,0,0,0] fi:0
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc dpp8:[7,6,5,4,3,2,1,0]
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc dpp8:[7,6,5,4,3,2,1,0] fi:1
v_subrev_co_ci_u32 v255, vcc, v255, v255, vcc dpp8:[0,0,0,0,0,0,0,0] fi:0
v_subrev_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f16 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_subrev_f16 v127, v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_subrev_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_subrev_f32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_subrev_f32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_subrev_nc_u32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_subrev_nc_u32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_subrev_nc_u32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_xnor_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_xnor_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_xnor_b32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_xor_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_xor_b32 v5, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_xor_b32 v255, v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0

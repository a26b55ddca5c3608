// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop2_dpp16-fake16.s @31a6e4495ee97610214678ca56a3636066833258, whole file (134468 chars, all nine pages read); its first two RUN lines and all 664 instruction lines in the file's (sorted) order (wave64-only vcc forms included), written by tools/conformance_loops/vop2_dpp16_fake16_asm.py, which rebuilds the file (llvm-mc-22 -real-true16 text and encodings in wave32 and wave64 in its layout) to its exact length; 27 of the lines (v_add_f16, v_sub_f16 in 32-bit register names) were not in the corpus; fake16 syntax, compared with llvm-mc-22's default real16 answers
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W64 %s
v_add_co_ci_u32 v255, vcc, v255, v255, vcc row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_add_co_ci_u32 v255, vcc_lo, v255, v255, vcc_lo row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_add_co_ci_u32 v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3]
v_add_co_ci_u32 v5, vcc, v1, v2, vcc quad_perm:[3,2,1,0]
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_half_mirror
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_mirror
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_ror:1
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_ror:15
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_share:0 row_mask:0xf bank_mask:0xf
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_share:15 row_mask:0x0 bank_mask:0x1
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_shl:1
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_shl:15
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_shr:1
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_shr:15
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo quad_perm:[0,1,2,3]
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_half_mirror
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_mirror
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:1
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:15
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:0 row_mask:0xf bank_mask:0xf
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:15 row_mask:0x0 bank_mask:0x1
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:1
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:15
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:1
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:15
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_add_co_ci_u32_dpp v5, vcc_lo, v1, v2, vcc_lo quad_perm:[3,2,1,0]
v_add_f16 v127, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_add_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_add_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_add_f16 v5, v1, v2 row_half_mirror
v_add_f16 v5, v1, v2 row_mirror
v_add_f16 v5, v1, v2 row_ror:1
v_add_f16 v5, v1, v2 row_ror:15
v_add_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_add_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_add_f16 v5, v1, v2 row_shl:1
v_add_f16 v5, v1, v2 row_shl:15
v_add_f16 v5, v1, v2 row_shr:1
v_add_f16 v5, v1, v2 row_shr:15
v_add_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_add_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_add_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_add_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_add_f32 v5, v1, v2 row_half_mirror
v_add_f32 v5, v1, v2 row_mirror
v_add_f32 v5, v1, v2 row_ror:1
v_add_f32 v5, v1, v2 row_ror:15
v_add_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_add_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_add_f32 v5, v1, v2 row_shl:1
v_add_f32 v5, v1, v2 row_shl:15
v_add_f32 v5, v1, v2 row_shr:1
v_add_f32 v5, v1, v2 row_shr:15
v_add_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_add_nc_u32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_add_nc_u32 v5, v1, v2 quad_perm:[0,1,2,3]
v_add_nc_u32 v5, v1, v2 quad_perm:[3,2,1,0]
v_add_nc_u32 v5, v1, v2 row_half_mirror
v_add_nc_u32 v5, v1, v2 row_mirror
v_add_nc_u32 v5, v1, v2 row_ror:1
v_add_nc_u32 v5, v1, v2 row_ror:15
v_add_nc_u32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_add_nc_u32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_add_nc_u32 v5, v1, v2 row_shl:1
v_add_nc_u32 v5, v1, v2 row_shl:15
v_add_nc_u32 v5, v1, v2 row_shr:1
v_add_nc_u32 v5, v1, v2 row_shr:15
v_add_nc_u32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_and_b32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_and_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_and_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_and_b32 v5, v1, v2 row_half_mirror
v_and_b32 v5, v1, v2 row_mirror
v_and_b32 v5, v1, v2 row_ror:1
v_and_b32 v5, v1, v2 row_ror:15
v_and_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_and_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_and_b32 v5, v1, v2 row_shl:1
v_and_b32 v5, v1, v2 row_shl:15
v_and_b32 v5, v1, v2 row_shr:1
v_and_b32 v5, v1, v2 row_shr:15
v_and_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ashrrev_i32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ashrrev_i32 v5, v1, v2 quad_perm:[0,1,2,3]
v_ashrrev_i32 v5, v1, v2 quad_perm:[3,2,1,0]
v_ashrrev_i32 v5, v1, v2 row_half_mirror
v_ashrrev_i32 v5, v1, v2 row_mirror
v_ashrrev_i32 v5, v1, v2 row_ror:1
v_ashrrev_i32 v5, v1, v2 row_ror:15
v_ashrrev_i32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_ashrrev_i32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_ashrrev_i32 v5, v1, v2 row_shl:1
v_ashrrev_i32 v5, v1, v2 row_shl:15
v_ashrrev_i32 v5, v1, v2 row_shr:1
v_ashrrev_i32 v5, v1, v2 row_shr:15
v_ashrrev_i32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cndmask_b32 v255, v255, v255, vcc row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cndmask_b32 v255, v255, v255, vcc_lo row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cndmask_b32 v5, -v1, |v2|, vcc_lo quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cndmask_b32 v5, -|v1|, -|v2|, vcc_lo quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cndmask_b32 v5, v1, v2, vcc quad_perm:[0,1,2,3]
v_cndmask_b32 v5, v1, v2, vcc quad_perm:[3,2,1,0]
v_cndmask_b32 v5, v1, v2, vcc row_half_mirror
v_cndmask_b32 v5, v1, v2, vcc row_mirror
v_cndmask_b32 v5, v1, v2, vcc row_ror:1
v_cndmask_b32 v5, v1, v2, vcc row_ror:15
v_cndmask_b32 v5, v1, v2, vcc row_share:0 row_mask:0xf bank_mask:0xf
v_cndmask_b32 v5, v1, v2, vcc row_share:15 row_mask:0x0 bank_mask:0x1
v_cndmask_b32 v5, v1, v2, vcc row_shl:1
v_cndmask_b32 v5, v1, v2, vcc row_shl:15
v_cndmask_b32 v5, v1, v2, vcc row_shr:1
v_cndmask_b32 v5, v1, v2, vcc row_shr:15
v_cndmask_b32 v5, v1, v2, vcc row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cndmask_b32 v5, v1, v2, vcc_lo quad_perm:[0,1,2,3]
v_cndmask_b32 v5, v1, v2, vcc_lo quad_perm:[3,2,1,0]
v_cndmask_b32 v5, v1, v2, vcc_lo row_half_mirror
v_cndmask_b32 v5, v1, v2, vcc_lo row_mirror
v_cndmask_b32 v5, v1, v2, vcc_lo row_ror:1
v_cndmask_b32 v5, v1, v2, vcc_lo row_ror:15
v_cndmask_b32 v5, v1, v2, vcc_lo row_share:0 row_mask:0xf bank_mask:0xf
v_cndmask_b32 v5, v1, v2, vcc_lo row_share:15 row_mask:0x0 bank_mask:0x1
v_cndmask_b32 v5, v1, v2, vcc_lo row_shl:1
v_cndmask_b32 v5, v1, v2, vcc_lo row_shl:15
v_cndmask_b32 v5, v1, v2, vcc_lo row_shr:1
v_cndmask_b32 v5, v1, v2, vcc_lo row_shr:15
v_cndmask_b32 v5, v1, v2, vcc_lo row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cndmask_b32 v5, |v1|, -v2, vcc_lo quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cndmask_b32_dpp v5, -v1, |v2|, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cndmask_b32_dpp v5, -|v1|, -|v2|, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cndmask_b32_dpp v5, |v1|, -v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cvt_pk_rtz_f16_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_pk_rtz_f16_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_cvt_pk_rtz_f16_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_half_mirror
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_mirror
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_ror:1
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_ror:15
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_shl:1
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_shl:15
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_shr:1
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_shr:15
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_pkrtz_f16_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_pkrtz_f16_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_cvt_pkrtz_f16_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_half_mirror
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_mirror
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_ror:1
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_ror:15
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_shl:1
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_shl:15
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_shr:1
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_shr:15
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_dot2acc_f32_f16 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_dot2acc_f32_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_dot2acc_f32_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_dot2acc_f32_f16 v5, v1, v2 row_half_mirror
v_dot2acc_f32_f16 v5, v1, v2 row_mirror
v_dot2acc_f32_f16 v5, v1, v2 row_ror:1
v_dot2acc_f32_f16 v5, v1, v2 row_ror:15
v_dot2acc_f32_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_dot2acc_f32_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_dot2acc_f32_f16 v5, v1, v2 row_shl:1
v_dot2acc_f32_f16 v5, v1, v2 row_shl:15
v_dot2acc_f32_f16 v5, v1, v2 row_shr:1
v_dot2acc_f32_f16 v5, v1, v2 row_shr:15
v_dot2acc_f32_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_dot2c_f32_f16 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_dot2c_f32_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_dot2c_f32_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_dot2c_f32_f16 v5, v1, v2 row_half_mirror
v_dot2c_f32_f16 v5, v1, v2 row_mirror
v_dot2c_f32_f16 v5, v1, v2 row_ror:1
v_dot2c_f32_f16 v5, v1, v2 row_ror:15
v_dot2c_f32_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_dot2c_f32_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_dot2c_f32_f16 v5, v1, v2 row_shl:1
v_dot2c_f32_f16 v5, v1, v2 row_shl:15
v_dot2c_f32_f16 v5, v1, v2 row_shr:1
v_dot2c_f32_f16 v5, v1, v2 row_shr:15
v_dot2c_f32_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_fmac_f16 v127, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_fmac_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_fmac_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_fmac_f16 v5, v1, v2 row_half_mirror
v_fmac_f16 v5, v1, v2 row_mirror
v_fmac_f16 v5, v1, v2 row_ror:1
v_fmac_f16 v5, v1, v2 row_ror:15
v_fmac_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_fmac_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_fmac_f16 v5, v1, v2 row_shl:1
v_fmac_f16 v5, v1, v2 row_shl:15
v_fmac_f16 v5, v1, v2 row_shr:1
v_fmac_f16 v5, v1, v2 row_shr:15
v_fmac_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_fmac_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_fmac_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_fmac_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_fmac_f32 v5, v1, v2 row_half_mirror
v_fmac_f32 v5, v1, v2 row_mirror
v_fmac_f32 v5, v1, v2 row_ror:1
v_fmac_f32 v5, v1, v2 row_ror:15
v_fmac_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_fmac_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_fmac_f32 v5, v1, v2 row_shl:1
v_fmac_f32 v5, v1, v2 row_shl:15
v_fmac_f32 v5, v1, v2 row_shr:1
v_fmac_f32 v5, v1, v2 row_shr:15
v_fmac_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ldexp_f16 v127, -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ldexp_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_ldexp_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_ldexp_f16 v5, v1, v2 row_half_mirror
v_ldexp_f16 v5, v1, v2 row_mirror
v_ldexp_f16 v5, v1, v2 row_ror:1
v_ldexp_f16 v5, v1, v2 row_ror:15
v_ldexp_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_ldexp_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_ldexp_f16 v5, v1, v2 row_shl:1
v_ldexp_f16 v5, v1, v2 row_shl:15
v_ldexp_f16 v5, v1, v2 row_shr:1
v_ldexp_f16 v5, v1, v2 row_shr:15
v_ldexp_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_lshlrev_b32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_lshlrev_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_lshlrev_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_lshlrev_b32 v5, v1, v2 row_half_mirror
v_lshlrev_b32 v5, v1, v2 row_mirror
v_lshlrev_b32 v5, v1, v2 row_ror:1
v_lshlrev_b32 v5, v1, v2 row_ror:15
v_lshlrev_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_lshlrev_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_lshlrev_b32 v5, v1, v2 row_shl:1
v_lshlrev_b32 v5, v1, v2 row_shl:15
v_lshlrev_b32 v5, v1, v2 row_shr:1
v_lshlrev_b32 v5, v1, v2 row_shr:15
v_lshlrev_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_lshrrev_b32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_lshrrev_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_lshrrev_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_lshrrev_b32 v5, v1, v2 row_half_mirror
v_lshrrev_b32 v5, v1, v2 row_mirror
v_lshrrev_b32 v5, v1, v2 row_ror:1
v_lshrrev_b32 v5, v1, v2 row_ror:15
v_lshrrev_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_lshrrev_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_lshrrev_b32 v5, v1, v2 row_shl:1
v_lshrrev_b32 v5, v1, v2 row_shl:15
v_lshrrev_b32 v5, v1, v2 row_shr:1
v_lshrrev_b32 v5, v1, v2 row_shr:15
v_lshrrev_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_max_f16 v127, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_max_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_max_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_max_f16 v5, v1, v2 row_half_mirror
v_max_f16 v5, v1, v2 row_mirror
v_max_f16 v5, v1, v2 row_ror:1
v_max_f16 v5, v1, v2 row_ror:15
v_max_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_max_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_max_f16 v5, v1, v2 row_shl:1
v_max_f16 v5, v1, v2 row_shl:15
v_max_f16 v5, v1, v2 row_shr:1
v_max_f16 v5, v1, v2 row_shr:15
v_max_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_max_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_max_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_max_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_max_f32 v5, v1, v2 row_half_mirror
v_max_f32 v5, v1, v2 row_mirror
v_max_f32 v5, v1, v2 row_ror:1
v_max_f32 v5, v1, v2 row_ror:15
v_max_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_max_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_max_f32 v5, v1, v2 row_shl:1
v_max_f32 v5, v1, v2 row_shl:15
v_max_f32 v5, v1, v2 row_shr:1
v_max_f32 v5, v1, v2 row_shr:15
v_max_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_max_i32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_max_i32 v5, v1, v2 quad_perm:[0,1,2,3]
v_max_i32 v5, v1, v2 quad_perm:[3,2,1,0]
v_max_i32 v5, v1, v2 row_half_mirror
v_max_i32 v5, v1, v2 row_mirror
v_max_i32 v5, v1, v2 row_ror:1
v_max_i32 v5, v1, v2 row_ror:15
v_max_i32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_max_i32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_max_i32 v5, v1, v2 row_shl:1
v_max_i32 v5, v1, v2 row_shl:15
v_max_i32 v5, v1, v2 row_shr:1
v_max_i32 v5, v1, v2 row_shr:15
v_max_i32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_max_u32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_max_u32 v5, v1, v2 quad_perm:[0,1,2,3]
v_max_u32 v5, v1, v2 quad_perm:[3,2,1,0]
v_max_u32 v5, v1, v2 row_half_mirror
v_max_u32 v5, v1, v2 row_mirror
v_max_u32 v5, v1, v2 row_ror:1
v_max_u32 v5, v1, v2 row_ror:15
v_max_u32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_max_u32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_max_u32 v5, v1, v2 row_shl:1
v_max_u32 v5, v1, v2 row_shl:15
v_max_u32 v5, v1, v2 row_shr:1
v_max_u32 v5, v1, v2 row_shr:15
v_max_u32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_min_f16 v127, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_min_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_min_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_min_f16 v5, v1, v2 row_half_mirror
v_min_f16 v5, v1, v2 row_mirror
v_min_f16 v5, v1, v2 row_ror:1
v_min_f16 v5, v1, v2 row_ror:15
v_min_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_min_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_min_f16 v5, v1, v2 row_shl:1
v_min_f16 v5, v1, v2 row_shl:15
v_min_f16 v5, v1, v2 row_shr:1
v_min_f16 v5, v1, v2 row_shr:15
v_min_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_min_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_min_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_min_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_min_f32 v5, v1, v2 row_half_mirror
v_min_f32 v5, v1, v2 row_mirror
v_min_f32 v5, v1, v2 row_ror:1
v_min_f32 v5, v1, v2 row_ror:15
v_min_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_min_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_min_f32 v5, v1, v2 row_shl:1
v_min_f32 v5, v1, v2 row_shl:15
v_min_f32 v5, v1, v2 row_shr:1
v_min_f32 v5, v1, v2 row_shr:15
v_min_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_min_i32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_min_i32 v5, v1, v2 quad_perm:[0,1,2,3]
v_min_i32 v5, v1, v2 quad_perm:[3,2,1,0]
v_min_i32 v5, v1, v2 row_half_mirror
v_min_i32 v5, v1, v2 row_mirror
v_min_i32 v5, v1, v2 row_ror:1
v_min_i32 v5, v1, v2 row_ror:15
v_min_i32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_min_i32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_min_i32 v5, v1, v2 row_shl:1
v_min_i32 v5, v1, v2 row_shl:15
v_min_i32 v5, v1, v2 row_shr:1
v_min_i32 v5, v1, v2 row_shr:15
v_min_i32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_min_u32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_min_u32 v5, v1, v2 quad_perm:[0,1,2,3]
v_min_u32 v5, v1, v2 quad_perm:[3,2,1,0]
v_min_u32 v5, v1, v2 row_half_mirror
v_min_u32 v5, v1, v2 row_mirror
v_min_u32 v5, v1, v2 row_ror:1
v_min_u32 v5, v1, v2 row_ror:15
v_min_u32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_min_u32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_min_u32 v5, v1, v2 row_shl:1
v_min_u32 v5, v1, v2 row_shl:15
v_min_u32 v5, v1, v2 row_shr:1
v_min_u32 v5, v1, v2 row_shr:15
v_min_u32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_dx9_zero_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_dx9_zero_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_dx9_zero_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_dx9_zero_f32 v5, v1, v2 row_half_mirror
v_mul_dx9_zero_f32 v5, v1, v2 row_mirror
v_mul_dx9_zero_f32 v5, v1, v2 row_ror:1
v_mul_dx9_zero_f32 v5, v1, v2 row_ror:15
v_mul_dx9_zero_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_dx9_zero_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_dx9_zero_f32 v5, v1, v2 row_shl:1
v_mul_dx9_zero_f32 v5, v1, v2 row_shl:15
v_mul_dx9_zero_f32 v5, v1, v2 row_shr:1
v_mul_dx9_zero_f32 v5, v1, v2 row_shr:15
v_mul_dx9_zero_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_f16 v127, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_f16 v5, v1, v2 row_half_mirror
v_mul_f16 v5, v1, v2 row_mirror
v_mul_f16 v5, v1, v2 row_ror:1
v_mul_f16 v5, v1, v2 row_ror:15
v_mul_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_f16 v5, v1, v2 row_shl:1
v_mul_f16 v5, v1, v2 row_shl:15
v_mul_f16 v5, v1, v2 row_shr:1
v_mul_f16 v5, v1, v2 row_shr:15
v_mul_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_f32 v5, v1, v2 row_half_mirror
v_mul_f32 v5, v1, v2 row_mirror
v_mul_f32 v5, v1, v2 row_ror:1
v_mul_f32 v5, v1, v2 row_ror:15
v_mul_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_f32 v5, v1, v2 row_shl:1
v_mul_f32 v5, v1, v2 row_shl:15
v_mul_f32 v5, v1, v2 row_shr:1
v_mul_f32 v5, v1, v2 row_shr:15
v_mul_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_hi_i32_i24 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_hi_i32_i24 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_hi_i32_i24 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_hi_i32_i24 v5, v1, v2 row_half_mirror
v_mul_hi_i32_i24 v5, v1, v2 row_mirror
v_mul_hi_i32_i24 v5, v1, v2 row_ror:1
v_mul_hi_i32_i24 v5, v1, v2 row_ror:15
v_mul_hi_i32_i24 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_hi_i32_i24 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_hi_i32_i24 v5, v1, v2 row_shl:1
v_mul_hi_i32_i24 v5, v1, v2 row_shl:15
v_mul_hi_i32_i24 v5, v1, v2 row_shr:1
v_mul_hi_i32_i24 v5, v1, v2 row_shr:15
v_mul_hi_i32_i24 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_hi_u32_u24 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_hi_u32_u24 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_hi_u32_u24 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_hi_u32_u24 v5, v1, v2 row_half_mirror
v_mul_hi_u32_u24 v5, v1, v2 row_mirror
v_mul_hi_u32_u24 v5, v1, v2 row_ror:1
v_mul_hi_u32_u24 v5, v1, v2 row_ror:15
v_mul_hi_u32_u24 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_hi_u32_u24 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_hi_u32_u24 v5, v1, v2 row_shl:1
v_mul_hi_u32_u24 v5, v1, v2 row_shl:15
v_mul_hi_u32_u24 v5, v1, v2 row_shr:1
v_mul_hi_u32_u24 v5, v1, v2 row_shr:15
v_mul_hi_u32_u24 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_i32_i24 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_i32_i24 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_i32_i24 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_i32_i24 v5, v1, v2 row_half_mirror
v_mul_i32_i24 v5, v1, v2 row_mirror
v_mul_i32_i24 v5, v1, v2 row_ror:1
v_mul_i32_i24 v5, v1, v2 row_ror:15
v_mul_i32_i24 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_i32_i24 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_i32_i24 v5, v1, v2 row_shl:1
v_mul_i32_i24 v5, v1, v2 row_shl:15
v_mul_i32_i24 v5, v1, v2 row_shr:1
v_mul_i32_i24 v5, v1, v2 row_shr:15
v_mul_i32_i24 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_legacy_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_legacy_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_legacy_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_legacy_f32 v5, v1, v2 row_half_mirror
v_mul_legacy_f32 v5, v1, v2 row_mirror
v_mul_legacy_f32 v5, v1, v2 row_ror:1
v_mul_legacy_f32 v5, v1, v2 row_ror:15
v_mul_legacy_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_legacy_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_legacy_f32 v5, v1, v2 row_shl:1
v_mul_legacy_f32 v5, v1, v2 row_shl:15
v_mul_legacy_f32 v5, v1, v2 row_shr:1
v_mul_legacy_f32 v5, v1, v2 row_shr:15
v_mul_legacy_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_u32_u24 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_u32_u24 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_u32_u24 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_u32_u24 v5, v1, v2 row_half_mirror
v_mul_u32_u24 v5, v1, v2 row_mirror
v_mul_u32_u24 v5, v1, v2 row_ror:1
v_mul_u32_u24 v5, v1, v2 row_ror:15
v_mul_u32_u24 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_u32_u24 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_u32_u24 v5, v1, v2 row_shl:1
v_mul_u32_u24 v5, v1, v2 row_shl:15
v_mul_u32_u24 v5, v1, v2 row_shr:1
v_mul_u32_u24 v5, v1, v2 row_shr:15
v_mul_u32_u24 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_or_b32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_or_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_or_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_or_b32 v5, v1, v2 row_half_mirror
v_or_b32 v5, v1, v2 row_mirror
v_or_b32 v5, v1, v2 row_ror:1
v_or_b32 v5, v1, v2 row_ror:15
v_or_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_or_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_or_b32 v5, v1, v2 row_shl:1
v_or_b32 v5, v1, v2 row_shl:15
v_or_b32 v5, v1, v2 row_shr:1
v_or_b32 v5, v1, v2 row_shr:15
v_or_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sub_co_ci_u32 v255, vcc, v255, v255, vcc row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sub_co_ci_u32 v255, vcc_lo, v255, v255, vcc_lo row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3]
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc quad_perm:[3,2,1,0]
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_half_mirror
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_mirror
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_ror:1
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_ror:15
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_share:0 row_mask:0xf bank_mask:0xf
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_share:15 row_mask:0x0 bank_mask:0x1
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_shl:1
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_shl:15
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_shr:1
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_shr:15
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo quad_perm:[0,1,2,3]
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo quad_perm:[3,2,1,0]
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_half_mirror
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_mirror
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:1
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:15
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:0 row_mask:0xf bank_mask:0xf
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:15 row_mask:0x0 bank_mask:0x1
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:1
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:15
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:1
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:15
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sub_f16 v127, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sub_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_sub_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_sub_f16 v5, v1, v2 row_half_mirror
v_sub_f16 v5, v1, v2 row_mirror
v_sub_f16 v5, v1, v2 row_ror:1
v_sub_f16 v5, v1, v2 row_ror:15
v_sub_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_sub_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sub_f16 v5, v1, v2 row_shl:1
v_sub_f16 v5, v1, v2 row_shl:15
v_sub_f16 v5, v1, v2 row_shr:1
v_sub_f16 v5, v1, v2 row_shr:15
v_sub_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sub_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sub_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_sub_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_sub_f32 v5, v1, v2 row_half_mirror
v_sub_f32 v5, v1, v2 row_mirror
v_sub_f32 v5, v1, v2 row_ror:1
v_sub_f32 v5, v1, v2 row_ror:15
v_sub_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_sub_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sub_f32 v5, v1, v2 row_shl:1
v_sub_f32 v5, v1, v2 row_shl:15
v_sub_f32 v5, v1, v2 row_shr:1
v_sub_f32 v5, v1, v2 row_shr:15
v_sub_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sub_nc_u32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sub_nc_u32 v5, v1, v2 quad_perm:[0,1,2,3]
v_sub_nc_u32 v5, v1, v2 quad_perm:[3,2,1,0]
v_sub_nc_u32 v5, v1, v2 row_half_mirror
v_sub_nc_u32 v5, v1, v2 row_mirror
v_sub_nc_u32 v5, v1, v2 row_ror:1
v_sub_nc_u32 v5, v1, v2 row_ror:15
v_sub_nc_u32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_sub_nc_u32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sub_nc_u32 v5, v1, v2 row_shl:1
v_sub_nc_u32 v5, v1, v2 row_shl:15
v_sub_nc_u32 v5, v1, v2 row_shr:1
v_sub_nc_u32 v5, v1, v2 row_shr:15
v_sub_nc_u32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_subrev_co_ci_u32 v255, vcc, v255, v255, vcc row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_subrev_co_ci_u32 v255, vcc_lo, v255, v255, vcc_lo row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3]
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc quad_perm:[3,2,1,0]
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_half_mirror
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_mirror
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_ror:1
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_ror:15
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_share:0 row_mask:0xf bank_mask:0xf
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_share:15 row_mask:0x0 bank_mask:0x1
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_shl:1
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_shl:15
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_shr:1
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_shr:15
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo quad_perm:[0,1,2,3]
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo quad_perm:[3,2,1,0]
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_half_mirror
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_mirror
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:1
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:15
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:0 row_mask:0xf bank_mask:0xf
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:15 row_mask:0x0 bank_mask:0x1
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:1
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:15
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:1
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:15
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_subrev_f16 v127, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_subrev_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_subrev_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_subrev_f16 v5, v1, v2 row_half_mirror
v_subrev_f16 v5, v1, v2 row_mirror
v_subrev_f16 v5, v1, v2 row_ror:1
v_subrev_f16 v5, v1, v2 row_ror:15
v_subrev_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_subrev_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_subrev_f16 v5, v1, v2 row_shl:1
v_subrev_f16 v5, v1, v2 row_shl:15
v_subrev_f16 v5, v1, v2 row_shr:1
v_subrev_f16 v5, v1, v2 row_shr:15
v_subrev_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_subrev_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_subrev_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_subrev_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_subrev_f32 v5, v1, v2 row_half_mirror
v_subrev_f32 v5, v1, v2 row_mirror
v_subrev_f32 v5, v1, v2 row_ror:1
v_subrev_f32 v5, v1, v2 row_ror:15
v_subrev_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_subrev_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_subrev_f32 v5, v1, v2 row_shl:1
v_subrev_f32 v5, v1, v2 row_shl:15
v_subrev_f32 v5, v1, v2 row_shr:1
v_subrev_f32 v5, v1, v2 row_shr:15
v_subrev_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_subrev_nc_u32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_subrev_nc_u32 v5, v1, v2 quad_perm:[0,1,2,3]
v_subrev_nc_u32 v5, v1, v2 quad_perm:[3,2,1,0]
v_subrev_nc_u32 v5, v1, v2 row_half_mirror
v_subrev_nc_u32 v5, v1, v2 row_mirror
v_subrev_nc_u32 v5, v1, v2 row_ror:1
v_subrev_nc_u32 v5, v1, v2 row_ror:15
v_subrev_nc_u32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_subrev_nc_u32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_subrev_nc_u32 v5, v1, v2 row_shl:1
v_subrev_nc_u32 v5, v1, v2 row_shl:15
v_subrev_nc_u32 v5, v1, v2 row_shr:1
v_subrev_nc_u32 v5, v1, v2 row_shr:15
v_subrev_nc_u32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_xnor_b32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_xnor_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_xnor_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_xnor_b32 v5, v1, v2 row_half_mirror
v_xnor_b32 v5, v1, v2 row_mirror
v_xnor_b32 v5, v1, v2 row_ror:1
v_xnor_b32 v5, v1, v2 row_ror:15
v_xnor_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_xnor_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_xnor_b32 v5, v1, v2 row_shl:1
v_xnor_b32 v5, v1, v2 row_shl:15
v_xnor_b32 v5, v1, v2 row_shr:1
v_xnor_b32 v5, v1, v2 row_shr:15
v_xnor_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_xor_b32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_xor_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_xor_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_xor_b32 v5, v1, v2 row_half_mirror
v_xor_b32 v5, v1, v2 row_mirror
v_xor_b32 v5, v1, v2 row_ror:1
v_xor_b32 v5, v1, v2 row_ror:15
v_xor_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_xor_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_xor_b32 v5, v1, v2 row_shl:1
v_xor_b32 v5, v1, v2 row_shl:15
v_xor_b32 v5, v1, v2 row_shr:1
v_xor_b32 v5, v1, v2 row_shr:15
v_xor_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0

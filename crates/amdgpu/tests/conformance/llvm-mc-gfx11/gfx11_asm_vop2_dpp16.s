// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop2_dpp16.s @030ce37515c4944c0dd90c69b4f1c466bb4fbae9, chars 0-136191 of 136191 (whole: chars 0-16000, 24000-40000, 56000-72000 and 104000-120000 read (4 page reads spread over the file; every gap under 3 pages); RUN and instruction lines, check lines omitted; the instruction lines are written by tools/conformance_loops/vop2_dpp16.py, whose rebuild of LLVM's text with llvm-mc-22's check lines is 136191 chars long and matches the start of every page read) -- then the earlier loop lines of this file that LLVM's do not hold
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
v_add_co_ci_u32_dpp v5, vcc_lo, v1, v2, vcc_lo quad_perm:[3,2,1,0]
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo quad_perm:[0,1,2,3]
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_mirror
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_half_mirror
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:1
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:15
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:1
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:15
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:1
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:15
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:0 row_mask:0xf bank_mask:0xf
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:15 row_mask:0x0 bank_mask:0x1
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_add_co_ci_u32 v255, vcc_lo, v255, v255, vcc_lo row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_add_co_ci_u32 v5, vcc, v1, v2, vcc quad_perm:[3,2,1,0]
v_add_co_ci_u32 v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3]
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_mirror
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_half_mirror
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_shl:1
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_shl:15
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_shr:1
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_shr:15
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_ror:1
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_ror:15
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_share:0 row_mask:0xf bank_mask:0xf
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_share:15 row_mask:0x0 bank_mask:0x1
v_add_co_ci_u32 v5, vcc, v1, v2, vcc row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_add_co_ci_u32 v255, vcc, v255, v255, vcc row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_add_f16 v5.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_add_f16 v5.l, v1.l, v2.l quad_perm:[0,1,2,3]
v_add_f16 v5.l, v1.l, v2.l row_mirror
v_add_f16 v5.l, v1.l, v2.l row_half_mirror
v_add_f16 v5.l, v1.l, v2.l row_shl:1
v_add_f16 v5.l, v1.l, v2.l row_shl:15
v_add_f16 v5.l, v1.l, v2.l row_shr:1
v_add_f16 v5.l, v1.l, v2.l row_shr:15
v_add_f16 v5.l, v1.l, v2.l row_ror:1
v_add_f16 v5.l, v1.l, v2.l row_ror:15
v_add_f16 v5.l, v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_add_f16 v5.l, v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_add_f16 v5.l, v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_add_f16 v127.l, -|v127.l|, -|v127.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_add_f16 v127.l, v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_add_f16 v5.h, v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_add_f16 v127.h, -|v127.h|, -|v127.h| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_add_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_add_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_add_f32 v5, v1, v2 row_mirror
v_add_f32 v5, v1, v2 row_half_mirror
v_add_f32 v5, v1, v2 row_shl:1
v_add_f32 v5, v1, v2 row_shl:15
v_add_f32 v5, v1, v2 row_shr:1
v_add_f32 v5, v1, v2 row_shr:15
v_add_f32 v5, v1, v2 row_ror:1
v_add_f32 v5, v1, v2 row_ror:15
v_add_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_add_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_add_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_add_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_add_nc_u32 v5, v1, v2 quad_perm:[3,2,1,0]
v_add_nc_u32 v5, v1, v2 quad_perm:[0,1,2,3]
v_add_nc_u32 v5, v1, v2 row_mirror
v_add_nc_u32 v5, v1, v2 row_half_mirror
v_add_nc_u32 v5, v1, v2 row_shl:1
v_add_nc_u32 v5, v1, v2 row_shl:15
v_add_nc_u32 v5, v1, v2 row_shr:1
v_add_nc_u32 v5, v1, v2 row_shr:15
v_add_nc_u32 v5, v1, v2 row_ror:1
v_add_nc_u32 v5, v1, v2 row_ror:15
v_add_nc_u32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_add_nc_u32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_add_nc_u32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_add_nc_u32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_and_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_and_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_and_b32 v5, v1, v2 row_mirror
v_and_b32 v5, v1, v2 row_half_mirror
v_and_b32 v5, v1, v2 row_shl:1
v_and_b32 v5, v1, v2 row_shl:15
v_and_b32 v5, v1, v2 row_shr:1
v_and_b32 v5, v1, v2 row_shr:15
v_and_b32 v5, v1, v2 row_ror:1
v_and_b32 v5, v1, v2 row_ror:15
v_and_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_and_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_and_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_and_b32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ashrrev_i32 v5, v1, v2 quad_perm:[3,2,1,0]
v_ashrrev_i32 v5, v1, v2 quad_perm:[0,1,2,3]
v_ashrrev_i32 v5, v1, v2 row_mirror
v_ashrrev_i32 v5, v1, v2 row_half_mirror
v_ashrrev_i32 v5, v1, v2 row_shl:1
v_ashrrev_i32 v5, v1, v2 row_shl:15
v_ashrrev_i32 v5, v1, v2 row_shr:1
v_ashrrev_i32 v5, v1, v2 row_shr:15
v_ashrrev_i32 v5, v1, v2 row_ror:1
v_ashrrev_i32 v5, v1, v2 row_ror:15
v_ashrrev_i32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_ashrrev_i32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_ashrrev_i32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ashrrev_i32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cndmask_b32 v5, v1, v2, vcc_lo quad_perm:[3,2,1,0]
v_cndmask_b32 v5, v1, v2, vcc_lo quad_perm:[0,1,2,3]
v_cndmask_b32 v5, v1, v2, vcc_lo row_mirror
v_cndmask_b32 v5, v1, v2, vcc_lo row_half_mirror
v_cndmask_b32 v5, v1, v2, vcc_lo row_shl:1
v_cndmask_b32 v5, v1, v2, vcc_lo row_shl:15
v_cndmask_b32 v5, v1, v2, vcc_lo row_shr:1
v_cndmask_b32 v5, v1, v2, vcc_lo row_shr:15
v_cndmask_b32 v5, v1, v2, vcc_lo row_ror:1
v_cndmask_b32 v5, v1, v2, vcc_lo row_ror:15
v_cndmask_b32 v5, v1, v2, vcc_lo row_share:0 row_mask:0xf bank_mask:0xf
v_cndmask_b32 v5, v1, v2, vcc_lo row_share:15 row_mask:0x0 bank_mask:0x1
v_cndmask_b32 v5, v1, v2, vcc_lo row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cndmask_b32 v5, -v1, |v2|, vcc_lo quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cndmask_b32 v5, |v1|, -v2, vcc_lo quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cndmask_b32 v5, -|v1|, -|v2|, vcc_lo quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cndmask_b32 v255, v255, v255, vcc_lo row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cndmask_b32 v5, v1, v2, vcc quad_perm:[3,2,1,0]
v_cndmask_b32 v5, v1, v2, vcc quad_perm:[0,1,2,3]
v_cndmask_b32 v5, v1, v2, vcc row_mirror
v_cndmask_b32 v5, v1, v2, vcc row_half_mirror
v_cndmask_b32 v5, v1, v2, vcc row_shl:1
v_cndmask_b32 v5, v1, v2, vcc row_shl:15
v_cndmask_b32 v5, v1, v2, vcc row_shr:1
v_cndmask_b32 v5, v1, v2, vcc row_shr:15
v_cndmask_b32 v5, v1, v2, vcc row_ror:1
v_cndmask_b32 v5, v1, v2, vcc row_ror:15
v_cndmask_b32 v5, v1, v2, vcc row_share:0 row_mask:0xf bank_mask:0xf
v_cndmask_b32 v5, v1, v2, vcc row_share:15 row_mask:0x0 bank_mask:0x1
v_cndmask_b32 v5, v1, v2, vcc row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cndmask_b32 v255, v255, v255, vcc row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cndmask_b32_dpp v5, -v1, |v2|, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cndmask_b32_dpp v5, |v1|, -v2, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cndmask_b32_dpp v5, -|v1|, -|v2|, vcc quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 bound_ctrl:0
v_cvt_pk_rtz_f16_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_cvt_pk_rtz_f16_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_mirror
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_half_mirror
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_shl:1
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_shl:15
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_shr:1
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_shr:15
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_ror:1
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_ror:15
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_pk_rtz_f16_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_pk_rtz_f16_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_pkrtz_f16_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_cvt_pkrtz_f16_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_mirror
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_half_mirror
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_shl:1
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_shl:15
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_shr:1
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_shr:15
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_ror:1
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_ror:15
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_pkrtz_f16_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_pkrtz_f16_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_dot2acc_f32_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_dot2acc_f32_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_dot2acc_f32_f16 v5, v1, v2 row_mirror
v_dot2acc_f32_f16 v5, v1, v2 row_half_mirror
v_dot2acc_f32_f16 v5, v1, v2 row_shl:1
v_dot2acc_f32_f16 v5, v1, v2 row_shl:15
v_dot2acc_f32_f16 v5, v1, v2 row_shr:1
v_dot2acc_f32_f16 v5, v1, v2 row_shr:15
v_dot2acc_f32_f16 v5, v1, v2 row_ror:1
v_dot2acc_f32_f16 v5, v1, v2 row_ror:15
v_dot2acc_f32_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_dot2acc_f32_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_dot2acc_f32_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_dot2acc_f32_f16 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_dot2c_f32_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_dot2c_f32_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_dot2c_f32_f16 v5, v1, v2 row_mirror
v_dot2c_f32_f16 v5, v1, v2 row_half_mirror
v_dot2c_f32_f16 v5, v1, v2 row_shl:1
v_dot2c_f32_f16 v5, v1, v2 row_shl:15
v_dot2c_f32_f16 v5, v1, v2 row_shr:1
v_dot2c_f32_f16 v5, v1, v2 row_shr:15
v_dot2c_f32_f16 v5, v1, v2 row_ror:1
v_dot2c_f32_f16 v5, v1, v2 row_ror:15
v_dot2c_f32_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_dot2c_f32_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_dot2c_f32_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_dot2c_f32_f16 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_fmac_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_fmac_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_fmac_f16 v5, v1, v2 row_mirror
v_fmac_f16 v5, v1, v2 row_half_mirror
v_fmac_f16 v5, v1, v2 row_shl:1
v_fmac_f16 v5, v1, v2 row_shl:15
v_fmac_f16 v5, v1, v2 row_shr:1
v_fmac_f16 v5, v1, v2 row_shr:15
v_fmac_f16 v5, v1, v2 row_ror:1
v_fmac_f16 v5, v1, v2 row_ror:15
v_fmac_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_fmac_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_fmac_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_fmac_f16 v127, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_fmac_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_fmac_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_fmac_f32 v5, v1, v2 row_mirror
v_fmac_f32 v5, v1, v2 row_half_mirror
v_fmac_f32 v5, v1, v2 row_shl:1
v_fmac_f32 v5, v1, v2 row_shl:15
v_fmac_f32 v5, v1, v2 row_shr:1
v_fmac_f32 v5, v1, v2 row_shr:15
v_fmac_f32 v5, v1, v2 row_ror:1
v_fmac_f32 v5, v1, v2 row_ror:15
v_fmac_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_fmac_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_fmac_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_fmac_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ldexp_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_ldexp_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_ldexp_f16 v5, v1, v2 row_mirror
v_ldexp_f16 v5, v1, v2 row_half_mirror
v_ldexp_f16 v5, v1, v2 row_shl:1
v_ldexp_f16 v5, v1, v2 row_shl:15
v_ldexp_f16 v5, v1, v2 row_shr:1
v_ldexp_f16 v5, v1, v2 row_shr:15
v_ldexp_f16 v5, v1, v2 row_ror:1
v_ldexp_f16 v5, v1, v2 row_ror:15
v_ldexp_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_ldexp_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_ldexp_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ldexp_f16 v127, -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_lshlrev_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_lshlrev_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_lshlrev_b32 v5, v1, v2 row_mirror
v_lshlrev_b32 v5, v1, v2 row_half_mirror
v_lshlrev_b32 v5, v1, v2 row_shl:1
v_lshlrev_b32 v5, v1, v2 row_shl:15
v_lshlrev_b32 v5, v1, v2 row_shr:1
v_lshlrev_b32 v5, v1, v2 row_shr:15
v_lshlrev_b32 v5, v1, v2 row_ror:1
v_lshlrev_b32 v5, v1, v2 row_ror:15
v_lshlrev_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_lshlrev_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_lshlrev_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_lshlrev_b32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_lshrrev_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_lshrrev_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_lshrrev_b32 v5, v1, v2 row_mirror
v_lshrrev_b32 v5, v1, v2 row_half_mirror
v_lshrrev_b32 v5, v1, v2 row_shl:1
v_lshrrev_b32 v5, v1, v2 row_shl:15
v_lshrrev_b32 v5, v1, v2 row_shr:1
v_lshrrev_b32 v5, v1, v2 row_shr:15
v_lshrrev_b32 v5, v1, v2 row_ror:1
v_lshrrev_b32 v5, v1, v2 row_ror:15
v_lshrrev_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_lshrrev_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_lshrrev_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_lshrrev_b32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_max_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_max_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_max_f16 v5, v1, v2 row_mirror
v_max_f16 v5, v1, v2 row_half_mirror
v_max_f16 v5, v1, v2 row_shl:1
v_max_f16 v5, v1, v2 row_shl:15
v_max_f16 v5, v1, v2 row_shr:1
v_max_f16 v5, v1, v2 row_shr:15
v_max_f16 v5, v1, v2 row_ror:1
v_max_f16 v5, v1, v2 row_ror:15
v_max_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_max_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_max_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_max_f16 v127, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_max_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_max_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_max_f32 v5, v1, v2 row_mirror
v_max_f32 v5, v1, v2 row_half_mirror
v_max_f32 v5, v1, v2 row_shl:1
v_max_f32 v5, v1, v2 row_shl:15
v_max_f32 v5, v1, v2 row_shr:1
v_max_f32 v5, v1, v2 row_shr:15
v_max_f32 v5, v1, v2 row_ror:1
v_max_f32 v5, v1, v2 row_ror:15
v_max_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_max_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_max_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_max_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_max_i32 v5, v1, v2 quad_perm:[3,2,1,0]
v_max_i32 v5, v1, v2 quad_perm:[0,1,2,3]
v_max_i32 v5, v1, v2 row_mirror
v_max_i32 v5, v1, v2 row_half_mirror
v_max_i32 v5, v1, v2 row_shl:1
v_max_i32 v5, v1, v2 row_shl:15
v_max_i32 v5, v1, v2 row_shr:1
v_max_i32 v5, v1, v2 row_shr:15
v_max_i32 v5, v1, v2 row_ror:1
v_max_i32 v5, v1, v2 row_ror:15
v_max_i32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_max_i32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_max_i32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_max_i32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_max_u32 v5, v1, v2 quad_perm:[3,2,1,0]
v_max_u32 v5, v1, v2 quad_perm:[0,1,2,3]
v_max_u32 v5, v1, v2 row_mirror
v_max_u32 v5, v1, v2 row_half_mirror
v_max_u32 v5, v1, v2 row_shl:1
v_max_u32 v5, v1, v2 row_shl:15
v_max_u32 v5, v1, v2 row_shr:1
v_max_u32 v5, v1, v2 row_shr:15
v_max_u32 v5, v1, v2 row_ror:1
v_max_u32 v5, v1, v2 row_ror:15
v_max_u32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_max_u32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_max_u32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_max_u32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_min_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_min_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_min_f16 v5, v1, v2 row_mirror
v_min_f16 v5, v1, v2 row_half_mirror
v_min_f16 v5, v1, v2 row_shl:1
v_min_f16 v5, v1, v2 row_shl:15
v_min_f16 v5, v1, v2 row_shr:1
v_min_f16 v5, v1, v2 row_shr:15
v_min_f16 v5, v1, v2 row_ror:1
v_min_f16 v5, v1, v2 row_ror:15
v_min_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_min_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_min_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_min_f16 v127, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_min_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_min_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_min_f32 v5, v1, v2 row_mirror
v_min_f32 v5, v1, v2 row_half_mirror
v_min_f32 v5, v1, v2 row_shl:1
v_min_f32 v5, v1, v2 row_shl:15
v_min_f32 v5, v1, v2 row_shr:1
v_min_f32 v5, v1, v2 row_shr:15
v_min_f32 v5, v1, v2 row_ror:1
v_min_f32 v5, v1, v2 row_ror:15
v_min_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_min_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_min_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_min_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_min_i32 v5, v1, v2 quad_perm:[3,2,1,0]
v_min_i32 v5, v1, v2 quad_perm:[0,1,2,3]
v_min_i32 v5, v1, v2 row_mirror
v_min_i32 v5, v1, v2 row_half_mirror
v_min_i32 v5, v1, v2 row_shl:1
v_min_i32 v5, v1, v2 row_shl:15
v_min_i32 v5, v1, v2 row_shr:1
v_min_i32 v5, v1, v2 row_shr:15
v_min_i32 v5, v1, v2 row_ror:1
v_min_i32 v5, v1, v2 row_ror:15
v_min_i32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_min_i32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_min_i32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_min_i32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_min_u32 v5, v1, v2 quad_perm:[3,2,1,0]
v_min_u32 v5, v1, v2 quad_perm:[0,1,2,3]
v_min_u32 v5, v1, v2 row_mirror
v_min_u32 v5, v1, v2 row_half_mirror
v_min_u32 v5, v1, v2 row_shl:1
v_min_u32 v5, v1, v2 row_shl:15
v_min_u32 v5, v1, v2 row_shr:1
v_min_u32 v5, v1, v2 row_shr:15
v_min_u32 v5, v1, v2 row_ror:1
v_min_u32 v5, v1, v2 row_ror:15
v_min_u32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_min_u32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_min_u32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_min_u32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_dx9_zero_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_dx9_zero_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_dx9_zero_f32 v5, v1, v2 row_mirror
v_mul_dx9_zero_f32 v5, v1, v2 row_half_mirror
v_mul_dx9_zero_f32 v5, v1, v2 row_shl:1
v_mul_dx9_zero_f32 v5, v1, v2 row_shl:15
v_mul_dx9_zero_f32 v5, v1, v2 row_shr:1
v_mul_dx9_zero_f32 v5, v1, v2 row_shr:15
v_mul_dx9_zero_f32 v5, v1, v2 row_ror:1
v_mul_dx9_zero_f32 v5, v1, v2 row_ror:15
v_mul_dx9_zero_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_dx9_zero_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_dx9_zero_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_dx9_zero_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_f16 v5, v1, v2 row_mirror
v_mul_f16 v5, v1, v2 row_half_mirror
v_mul_f16 v5, v1, v2 row_shl:1
v_mul_f16 v5, v1, v2 row_shl:15
v_mul_f16 v5, v1, v2 row_shr:1
v_mul_f16 v5, v1, v2 row_shr:15
v_mul_f16 v5, v1, v2 row_ror:1
v_mul_f16 v5, v1, v2 row_ror:15
v_mul_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_f16 v127, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_f32 v5, v1, v2 row_mirror
v_mul_f32 v5, v1, v2 row_half_mirror
v_mul_f32 v5, v1, v2 row_shl:1
v_mul_f32 v5, v1, v2 row_shl:15
v_mul_f32 v5, v1, v2 row_shr:1
v_mul_f32 v5, v1, v2 row_shr:15
v_mul_f32 v5, v1, v2 row_ror:1
v_mul_f32 v5, v1, v2 row_ror:15
v_mul_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_hi_i32_i24 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_hi_i32_i24 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_hi_i32_i24 v5, v1, v2 row_mirror
v_mul_hi_i32_i24 v5, v1, v2 row_half_mirror
v_mul_hi_i32_i24 v5, v1, v2 row_shl:1
v_mul_hi_i32_i24 v5, v1, v2 row_shl:15
v_mul_hi_i32_i24 v5, v1, v2 row_shr:1
v_mul_hi_i32_i24 v5, v1, v2 row_shr:15
v_mul_hi_i32_i24 v5, v1, v2 row_ror:1
v_mul_hi_i32_i24 v5, v1, v2 row_ror:15
v_mul_hi_i32_i24 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_hi_i32_i24 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_hi_i32_i24 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_hi_i32_i24 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_hi_u32_u24 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_hi_u32_u24 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_hi_u32_u24 v5, v1, v2 row_mirror
v_mul_hi_u32_u24 v5, v1, v2 row_half_mirror
v_mul_hi_u32_u24 v5, v1, v2 row_shl:1
v_mul_hi_u32_u24 v5, v1, v2 row_shl:15
v_mul_hi_u32_u24 v5, v1, v2 row_shr:1
v_mul_hi_u32_u24 v5, v1, v2 row_shr:15
v_mul_hi_u32_u24 v5, v1, v2 row_ror:1
v_mul_hi_u32_u24 v5, v1, v2 row_ror:15
v_mul_hi_u32_u24 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_hi_u32_u24 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_hi_u32_u24 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_hi_u32_u24 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_i32_i24 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_i32_i24 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_i32_i24 v5, v1, v2 row_mirror
v_mul_i32_i24 v5, v1, v2 row_half_mirror
v_mul_i32_i24 v5, v1, v2 row_shl:1
v_mul_i32_i24 v5, v1, v2 row_shl:15
v_mul_i32_i24 v5, v1, v2 row_shr:1
v_mul_i32_i24 v5, v1, v2 row_shr:15
v_mul_i32_i24 v5, v1, v2 row_ror:1
v_mul_i32_i24 v5, v1, v2 row_ror:15
v_mul_i32_i24 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_i32_i24 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_i32_i24 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_i32_i24 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_legacy_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_legacy_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_legacy_f32 v5, v1, v2 row_mirror
v_mul_legacy_f32 v5, v1, v2 row_half_mirror
v_mul_legacy_f32 v5, v1, v2 row_shl:1
v_mul_legacy_f32 v5, v1, v2 row_shl:15
v_mul_legacy_f32 v5, v1, v2 row_shr:1
v_mul_legacy_f32 v5, v1, v2 row_shr:15
v_mul_legacy_f32 v5, v1, v2 row_ror:1
v_mul_legacy_f32 v5, v1, v2 row_ror:15
v_mul_legacy_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_legacy_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_legacy_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_legacy_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_u32_u24 v5, v1, v2 quad_perm:[3,2,1,0]
v_mul_u32_u24 v5, v1, v2 quad_perm:[0,1,2,3]
v_mul_u32_u24 v5, v1, v2 row_mirror
v_mul_u32_u24 v5, v1, v2 row_half_mirror
v_mul_u32_u24 v5, v1, v2 row_shl:1
v_mul_u32_u24 v5, v1, v2 row_shl:15
v_mul_u32_u24 v5, v1, v2 row_shr:1
v_mul_u32_u24 v5, v1, v2 row_shr:15
v_mul_u32_u24 v5, v1, v2 row_ror:1
v_mul_u32_u24 v5, v1, v2 row_ror:15
v_mul_u32_u24 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_mul_u32_u24 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_u32_u24 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_u32_u24 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_or_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_or_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_or_b32 v5, v1, v2 row_mirror
v_or_b32 v5, v1, v2 row_half_mirror
v_or_b32 v5, v1, v2 row_shl:1
v_or_b32 v5, v1, v2 row_shl:15
v_or_b32 v5, v1, v2 row_shr:1
v_or_b32 v5, v1, v2 row_shr:15
v_or_b32 v5, v1, v2 row_ror:1
v_or_b32 v5, v1, v2 row_ror:15
v_or_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_or_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_or_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_or_b32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo quad_perm:[3,2,1,0]
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo quad_perm:[0,1,2,3]
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_mirror
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_half_mirror
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:1
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:15
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:1
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:15
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:1
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:15
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:0 row_mask:0xf bank_mask:0xf
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:15 row_mask:0x0 bank_mask:0x1
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sub_co_ci_u32 v255, vcc_lo, v255, v255, vcc_lo row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc quad_perm:[3,2,1,0]
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3]
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_mirror
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_half_mirror
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_shl:1
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_shl:15
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_shr:1
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_shr:15
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_ror:1
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_ror:15
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_share:0 row_mask:0xf bank_mask:0xf
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_share:15 row_mask:0x0 bank_mask:0x1
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sub_co_ci_u32 v255, vcc, v255, v255, vcc row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sub_f16 v5.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_sub_f16 v5.l, v1.l, v2.l quad_perm:[0,1,2,3]
v_sub_f16 v5.l, v1.l, v2.l row_mirror
v_sub_f16 v5.l, v1.l, v2.l row_half_mirror
v_sub_f16 v5.l, v1.l, v2.l row_shl:1
v_sub_f16 v5.l, v1.l, v2.l row_shl:15
v_sub_f16 v5.l, v1.l, v2.l row_shr:1
v_sub_f16 v5.l, v1.l, v2.l row_shr:15
v_sub_f16 v5.l, v1.l, v2.l row_ror:1
v_sub_f16 v5.l, v1.l, v2.l row_ror:15
v_sub_f16 v5.l, v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_sub_f16 v5.l, v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_sub_f16 v5.l, v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_sub_f16 v127.l, -|v127.l|, -|v127.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_sub_f16 v127.l, v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_sub_f16 v5.h, v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sub_f16 v127.h, -|v127.h|, -|v127.h| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sub_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_sub_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_sub_f32 v5, v1, v2 row_mirror
v_sub_f32 v5, v1, v2 row_half_mirror
v_sub_f32 v5, v1, v2 row_shl:1
v_sub_f32 v5, v1, v2 row_shl:15
v_sub_f32 v5, v1, v2 row_shr:1
v_sub_f32 v5, v1, v2 row_shr:15
v_sub_f32 v5, v1, v2 row_ror:1
v_sub_f32 v5, v1, v2 row_ror:15
v_sub_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_sub_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sub_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sub_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sub_nc_u32 v5, v1, v2 quad_perm:[3,2,1,0]
v_sub_nc_u32 v5, v1, v2 quad_perm:[0,1,2,3]
v_sub_nc_u32 v5, v1, v2 row_mirror
v_sub_nc_u32 v5, v1, v2 row_half_mirror
v_sub_nc_u32 v5, v1, v2 row_shl:1
v_sub_nc_u32 v5, v1, v2 row_shl:15
v_sub_nc_u32 v5, v1, v2 row_shr:1
v_sub_nc_u32 v5, v1, v2 row_shr:15
v_sub_nc_u32 v5, v1, v2 row_ror:1
v_sub_nc_u32 v5, v1, v2 row_ror:15
v_sub_nc_u32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_sub_nc_u32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sub_nc_u32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sub_nc_u32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo quad_perm:[3,2,1,0]
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo quad_perm:[0,1,2,3]
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_mirror
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_half_mirror
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:1
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:15
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:1
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:15
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:1
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:15
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:0 row_mask:0xf bank_mask:0xf
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:15 row_mask:0x0 bank_mask:0x1
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_subrev_co_ci_u32 v255, vcc_lo, v255, v255, vcc_lo row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc quad_perm:[3,2,1,0]
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc quad_perm:[0,1,2,3]
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_mirror
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_half_mirror
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_shl:1
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_shl:15
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_shr:1
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_shr:15
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_ror:1
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_ror:15
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_share:0 row_mask:0xf bank_mask:0xf
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_share:15 row_mask:0x0 bank_mask:0x1
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_subrev_co_ci_u32 v255, vcc, v255, v255, vcc row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_subrev_f16 v5, v1, v2 quad_perm:[3,2,1,0]
v_subrev_f16 v5, v1, v2 quad_perm:[0,1,2,3]
v_subrev_f16 v5, v1, v2 row_mirror
v_subrev_f16 v5, v1, v2 row_half_mirror
v_subrev_f16 v5, v1, v2 row_shl:1
v_subrev_f16 v5, v1, v2 row_shl:15
v_subrev_f16 v5, v1, v2 row_shr:1
v_subrev_f16 v5, v1, v2 row_shr:15
v_subrev_f16 v5, v1, v2 row_ror:1
v_subrev_f16 v5, v1, v2 row_ror:15
v_subrev_f16 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_subrev_f16 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_subrev_f16 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_subrev_f16 v127, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_subrev_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_subrev_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_subrev_f32 v5, v1, v2 row_mirror
v_subrev_f32 v5, v1, v2 row_half_mirror
v_subrev_f32 v5, v1, v2 row_shl:1
v_subrev_f32 v5, v1, v2 row_shl:15
v_subrev_f32 v5, v1, v2 row_shr:1
v_subrev_f32 v5, v1, v2 row_shr:15
v_subrev_f32 v5, v1, v2 row_ror:1
v_subrev_f32 v5, v1, v2 row_ror:15
v_subrev_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_subrev_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_subrev_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_subrev_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_subrev_nc_u32 v5, v1, v2 quad_perm:[3,2,1,0]
v_subrev_nc_u32 v5, v1, v2 quad_perm:[0,1,2,3]
v_subrev_nc_u32 v5, v1, v2 row_mirror
v_subrev_nc_u32 v5, v1, v2 row_half_mirror
v_subrev_nc_u32 v5, v1, v2 row_shl:1
v_subrev_nc_u32 v5, v1, v2 row_shl:15
v_subrev_nc_u32 v5, v1, v2 row_shr:1
v_subrev_nc_u32 v5, v1, v2 row_shr:15
v_subrev_nc_u32 v5, v1, v2 row_ror:1
v_subrev_nc_u32 v5, v1, v2 row_ror:15
v_subrev_nc_u32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_subrev_nc_u32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_subrev_nc_u32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_subrev_nc_u32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_xnor_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_xnor_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_xnor_b32 v5, v1, v2 row_mirror
v_xnor_b32 v5, v1, v2 row_half_mirror
v_xnor_b32 v5, v1, v2 row_shl:1
v_xnor_b32 v5, v1, v2 row_shl:15
v_xnor_b32 v5, v1, v2 row_shr:1
v_xnor_b32 v5, v1, v2 row_shr:15
v_xnor_b32 v5, v1, v2 row_ror:1
v_xnor_b32 v5, v1, v2 row_ror:15
v_xnor_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_xnor_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_xnor_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_xnor_b32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_xor_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_xor_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_xor_b32 v5, v1, v2 row_mirror
v_xor_b32 v5, v1, v2 row_half_mirror
v_xor_b32 v5, v1, v2 row_shl:1
v_xor_b32 v5, v1, v2 row_shl:15
v_xor_b32 v5, v1, v2 row_shr:1
v_xor_b32 v5, v1, v2 row_shr:15
v_xor_b32 v5, v1, v2 row_ror:1
v_xor_b32 v5, v1, v2 row_ror:15
v_xor_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_xor_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_xor_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_xor_b32 v255, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cndmask_b32 v5, v1, v2 quad_perm:[3,2,1,0]
v_cndmask_b32 v5, v1, v2 quad_perm:[0,1,2,3]
v_cndmask_b32 v5, v1, v2 row_mirror
v_cndmask_b32 v5, v1, v2 row_half_mirror
v_cndmask_b32 v5, v1, v2 row_shl:1
v_cndmask_b32 v5, v1, v2 row_shl:15
v_cndmask_b32 v5, v1, v2 row_shr:1
v_cndmask_b32 v5, v1, v2 row_shr:15
v_cndmask_b32 v5, v1, v2 row_ror:1
v_cndmask_b32 v5, v1, v2 row_ror:15
v_cndmask_b32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cndmask_b32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cndmask_b32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cndmask_b32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sub_co_ci_u32_dpp v5, vcc_lo, v1, v2, vcc_lo quad_perm:[3,2,1,0]
v_subrev_co_ci_u32_dpp v5, vcc_lo, v1, v2, vcc_lo quad_perm:[3,2,1,0]
v_subrev_f16 v5.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_subrev_f16 v5.l, v1.l, v2.l quad_perm:[0,1,2,3]
v_subrev_f16 v5.l, v1.l, v2.l row_mirror
v_subrev_f16 v5.l, v1.l, v2.l row_half_mirror
v_subrev_f16 v5.l, v1.l, v2.l row_shl:1
v_subrev_f16 v5.l, v1.l, v2.l row_shl:15
v_subrev_f16 v5.l, v1.l, v2.l row_shr:1
v_subrev_f16 v5.l, v1.l, v2.l row_shr:15
v_subrev_f16 v5.l, v1.l, v2.l row_ror:1
v_subrev_f16 v5.l, v1.l, v2.l row_ror:15
v_subrev_f16 v5.l, v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_subrev_f16 v5.l, v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_subrev_f16 v5.l, v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_subrev_f16 v127.l, -|v127.l|, -|v127.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_subrev_f16 v127.l, v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_subrev_f16 v5.h, v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_subrev_f16 v127.h, -|v127.h|, -|v127.h| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mul_f16 v5.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_mul_f16 v5.l, v1.l, v2.l quad_perm:[0,1,2,3]
v_mul_f16 v5.l, v1.l, v2.l row_mirror
v_mul_f16 v5.l, v1.l, v2.l row_half_mirror
v_mul_f16 v5.l, v1.l, v2.l row_shl:1
v_mul_f16 v5.l, v1.l, v2.l row_shl:15
v_mul_f16 v5.l, v1.l, v2.l row_shr:1
v_mul_f16 v5.l, v1.l, v2.l row_shr:15
v_mul_f16 v5.l, v1.l, v2.l row_ror:1
v_mul_f16 v5.l, v1.l, v2.l row_ror:15
v_mul_f16 v5.l, v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_mul_f16 v5.l, v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_f16 v5.l, v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_mul_f16 v127.l, -|v127.l|, -|v127.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_mul_f16 v127.l, v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_mul_f16 v5.h, v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mul_f16 v127.h, -|v127.h|, -|v127.h| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_fmac_f16 v5.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_fmac_f16 v5.l, v1.l, v2.l quad_perm:[0,1,2,3]
v_fmac_f16 v5.l, v1.l, v2.l row_mirror
v_fmac_f16 v5.l, v1.l, v2.l row_half_mirror
v_fmac_f16 v5.l, v1.l, v2.l row_shl:1
v_fmac_f16 v5.l, v1.l, v2.l row_shl:15
v_fmac_f16 v5.l, v1.l, v2.l row_shr:1
v_fmac_f16 v5.l, v1.l, v2.l row_shr:15
v_fmac_f16 v5.l, v1.l, v2.l row_ror:1
v_fmac_f16 v5.l, v1.l, v2.l row_ror:15
v_fmac_f16 v5.l, v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_fmac_f16 v5.l, v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_fmac_f16 v5.l, v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_fmac_f16 v127.l, -|v127.l|, -|v127.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_fmac_f16 v127.l, v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_fmac_f16 v5.h, v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_fmac_f16 v127.h, -|v127.h|, -|v127.h| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_max_f16 v5.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_max_f16 v5.l, v1.l, v2.l quad_perm:[0,1,2,3]
v_max_f16 v5.l, v1.l, v2.l row_mirror
v_max_f16 v5.l, v1.l, v2.l row_half_mirror
v_max_f16 v5.l, v1.l, v2.l row_shl:1
v_max_f16 v5.l, v1.l, v2.l row_shl:15
v_max_f16 v5.l, v1.l, v2.l row_shr:1
v_max_f16 v5.l, v1.l, v2.l row_shr:15
v_max_f16 v5.l, v1.l, v2.l row_ror:1
v_max_f16 v5.l, v1.l, v2.l row_ror:15
v_max_f16 v5.l, v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_max_f16 v5.l, v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_max_f16 v5.l, v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_max_f16 v127.l, -|v127.l|, -|v127.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_max_f16 v127.l, v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_max_f16 v5.h, v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_max_f16 v127.h, -|v127.h|, -|v127.h| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_min_f16 v5.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_min_f16 v5.l, v1.l, v2.l quad_perm:[0,1,2,3]
v_min_f16 v5.l, v1.l, v2.l row_mirror
v_min_f16 v5.l, v1.l, v2.l row_half_mirror
v_min_f16 v5.l, v1.l, v2.l row_shl:1
v_min_f16 v5.l, v1.l, v2.l row_shl:15
v_min_f16 v5.l, v1.l, v2.l row_shr:1
v_min_f16 v5.l, v1.l, v2.l row_shr:15
v_min_f16 v5.l, v1.l, v2.l row_ror:1
v_min_f16 v5.l, v1.l, v2.l row_ror:15
v_min_f16 v5.l, v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_min_f16 v5.l, v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_min_f16 v5.l, v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_min_f16 v127.l, -|v127.l|, -|v127.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_min_f16 v127.l, v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_min_f16 v5.h, v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_min_f16 v127.h, -|v127.h|, -|v127.h| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ldexp_f16 v5.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_ldexp_f16 v5.l, v1.l, v2.l quad_perm:[0,1,2,3]
v_ldexp_f16 v5.l, v1.l, v2.l row_mirror
v_ldexp_f16 v5.l, v1.l, v2.l row_half_mirror
v_ldexp_f16 v5.l, v1.l, v2.l row_shl:1
v_ldexp_f16 v5.l, v1.l, v2.l row_shl:15
v_ldexp_f16 v5.l, v1.l, v2.l row_shr:1
v_ldexp_f16 v5.l, v1.l, v2.l row_shr:15
v_ldexp_f16 v5.l, v1.l, v2.l row_ror:1
v_ldexp_f16 v5.l, v1.l, v2.l row_ror:15
v_ldexp_f16 v5.l, v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_ldexp_f16 v5.l, v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_ldexp_f16 v5.l, v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_ldexp_f16 v127.l, v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_ldexp_f16 v5.h, v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0

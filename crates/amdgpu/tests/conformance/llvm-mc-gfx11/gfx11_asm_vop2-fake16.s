// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop2-fake16.s @0191d3acf375c89b82b1f2e58d61d96d39e0230a, whole file (72208 chars, all five pages read); its first two RUN lines and all 810 instruction lines in the file's order (wave64-only vcc forms included), written by tools/conformance_loops/vop2_fake16_asm.py, which rebuilds the file (llvm-mc-22 -real-true16 encodings in wave32 and wave64 in its layout; the file's inline 0.5 for v_pk_fmac_f16, a literal 0x3800 in llvm-mc-22, kept) to its exact length; 29 of the lines (v_add_f16, v_sub_f16 in 32-bit register names) were not in the corpus; fake16 syntax, compared with llvm-mc-22's default real16 answers
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W64 %s
v_add_co_ci_u32_e32 v5, vcc_lo, v1, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, v255, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, s1, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, s105, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, vcc_lo, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, vcc_hi, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, ttmp15, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, m0, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, exec_lo, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, exec_hi, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, null, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, -1, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, 0.5, v2, vcc_lo
v_add_co_ci_u32 v5, vcc_lo, src_scc, v2, vcc_lo
v_add_co_ci_u32 v255, vcc_lo, 0xaf123456, v255, vcc_lo
v_add_co_ci_u32 v5, vcc, v1, v2, vcc
v_add_co_ci_u32 v5, vcc, v255, v2, vcc
v_add_co_ci_u32 v5, vcc, s1, v2, vcc
v_add_co_ci_u32 v5, vcc, s105, v2, vcc
v_add_co_ci_u32 v5, vcc, vcc_lo, v2, vcc
v_add_co_ci_u32 v5, vcc, vcc_hi, v2, vcc
v_add_co_ci_u32 v5, vcc, ttmp15, v2, vcc
v_add_co_ci_u32 v5, vcc, m0, v2, vcc
v_add_co_ci_u32 v5, vcc, exec_lo, v2, vcc
v_add_co_ci_u32 v5, vcc, exec_hi, v2, vcc
v_add_co_ci_u32 v5, vcc, null, v2, vcc
v_add_co_ci_u32 v5, vcc, -1, v2, vcc
v_add_co_ci_u32 v5, vcc, 0.5, v2, vcc
v_add_co_ci_u32 v5, vcc, src_scc, v2, vcc
v_add_co_ci_u32 v255, vcc, 0xaf123456, v255, vcc
v_add_f16 v5, v1, v2
v_add_f16 v5, v127, v2
v_add_f16 v5, s1, v2
v_add_f16 v5, s105, v2
v_add_f16 v5, vcc_lo, v2
v_add_f16 v5, vcc_hi, v2
v_add_f16 v5, ttmp15, v2
v_add_f16 v5, m0, v2
v_add_f16 v5, exec_lo, v2
v_add_f16 v5, exec_hi, v2
v_add_f16 v5, null, v2
v_add_f16 v5, -1, v2
v_add_f16 v5, 0.5, v2
v_add_f16 v5, src_scc, v2
v_add_f16 v127, 0xfe0b, v127
v_add_f32 v5, v1, v2
v_add_f32 v5, v255, v2
v_add_f32 v5, s1, v2
v_add_f32 v5, s105, v2
v_add_f32 v5, vcc_lo, v2
v_add_f32 v5, vcc_hi, v2
v_add_f32 v5, ttmp15, v2
v_add_f32 v5, m0, v2
v_add_f32 v5, exec_lo, v2
v_add_f32 v5, exec_hi, v2
v_add_f32 v5, null, v2
v_add_f32 v5, -1, v2
v_add_f32 v5, 0.5, v2
v_add_f32 v5, src_scc, v2
v_add_f32 v255, 0xaf123456, v255
v_add_nc_u32 v5, v1, v2
v_add_nc_u32 v5, v255, v2
v_add_nc_u32 v5, s1, v2
v_add_nc_u32 v5, s105, v2
v_add_nc_u32 v5, vcc_lo, v2
v_add_nc_u32 v5, vcc_hi, v2
v_add_nc_u32 v5, ttmp15, v2
v_add_nc_u32 v5, m0, v2
v_add_nc_u32 v5, exec_lo, v2
v_add_nc_u32 v5, exec_hi, v2
v_add_nc_u32 v5, null, v2
v_add_nc_u32 v5, -1, v2
v_add_nc_u32 v5, 0.5, v2
v_add_nc_u32 v5, src_scc, v2
v_add_nc_u32 v255, 0xaf123456, v255
v_and_b32 v5, v1, v2
v_and_b32 v5, v255, v2
v_and_b32 v5, s1, v2
v_and_b32 v5, s105, v2
v_and_b32 v5, vcc_lo, v2
v_and_b32 v5, vcc_hi, v2
v_and_b32 v5, ttmp15, v2
v_and_b32 v5, m0, v2
v_and_b32 v5, exec_lo, v2
v_and_b32 v5, exec_hi, v2
v_and_b32 v5, null, v2
v_and_b32 v5, -1, v2
v_and_b32 v5, 0.5, v2
v_and_b32 v5, src_scc, v2
v_and_b32 v255, 0xaf123456, v255
v_ashrrev_i32 v5, v1, v2
v_ashrrev_i32 v5, v255, v2
v_ashrrev_i32 v5, s1, v2
v_ashrrev_i32 v5, s105, v2
v_ashrrev_i32 v5, vcc_lo, v2
v_ashrrev_i32 v5, vcc_hi, v2
v_ashrrev_i32 v5, ttmp15, v2
v_ashrrev_i32 v5, m0, v2
v_ashrrev_i32 v5, exec_lo, v2
v_ashrrev_i32 v5, exec_hi, v2
v_ashrrev_i32 v5, null, v2
v_ashrrev_i32 v5, -1, v2
v_ashrrev_i32 v5, 0.5, v2
v_ashrrev_i32 v5, src_scc, v2
v_ashrrev_i32 v255, 0xaf123456, v255
v_cndmask_b32 v5, v1, v2, vcc_lo
v_cndmask_b32 v5, v255, v2, vcc_lo
v_cndmask_b32 v5, s1, v2, vcc_lo
v_cndmask_b32 v5, s105, v2, vcc_lo
v_cndmask_b32 v5, vcc_lo, v2, vcc_lo
v_cndmask_b32 v5, vcc_hi, v2, vcc_lo
v_cndmask_b32 v5, ttmp15, v2, vcc_lo
v_cndmask_b32 v5, m0, v2, vcc_lo
v_cndmask_b32 v5, exec_lo, v2, vcc_lo
v_cndmask_b32 v5, exec_hi, v2, vcc_lo
v_cndmask_b32 v5, null, v2, vcc_lo
v_cndmask_b32 v5, -1, v2, vcc_lo
v_cndmask_b32 v5, 0.5, v2, vcc_lo
v_cndmask_b32 v5, src_scc, v2, vcc_lo
v_cndmask_b32 v255, 0xaf123456, v255, vcc_lo
v_cndmask_b32 v5, v1, v2, vcc
v_cndmask_b32 v5, v255, v2, vcc
v_cndmask_b32 v5, s1, v2, vcc
v_cndmask_b32 v5, s105, v2, vcc
v_cndmask_b32 v5, vcc_lo, v2, vcc
v_cndmask_b32 v5, vcc_hi, v2, vcc
v_cndmask_b32 v5, ttmp15, v2, vcc
v_cndmask_b32 v5, m0, v2, vcc
v_cndmask_b32 v5, exec_lo, v2, vcc
v_cndmask_b32 v5, exec_hi, v2, vcc
v_cndmask_b32 v5, null, v2, vcc
v_cndmask_b32 v5, -1, v2, vcc
v_cndmask_b32 v5, 0.5, v2, vcc
v_cndmask_b32 v5, src_scc, v2, vcc
v_cndmask_b32 v255, 0xaf123456, v255, vcc
v_cvt_pk_rtz_f16_f32 v5, v1, v2
v_cvt_pk_rtz_f16_f32 v5, v255, v2
v_cvt_pk_rtz_f16_f32 v5, s1, v2
v_cvt_pk_rtz_f16_f32 v5, s105, v2
v_cvt_pk_rtz_f16_f32 v5, vcc_lo, v2
v_cvt_pk_rtz_f16_f32 v5, vcc_hi, v2
v_cvt_pk_rtz_f16_f32 v5, ttmp15, v2
v_cvt_pk_rtz_f16_f32 v5, m0, v2
v_cvt_pk_rtz_f16_f32 v5, exec_lo, v2
v_cvt_pk_rtz_f16_f32 v5, exec_hi, v2
v_cvt_pk_rtz_f16_f32 v5, null, v2
v_cvt_pk_rtz_f16_f32 v5, -1, v2
v_cvt_pk_rtz_f16_f32 v5, 0.5, v2
v_cvt_pk_rtz_f16_f32 v5, src_scc, v2
v_cvt_pk_rtz_f16_f32 v255, 0xaf123456, v255
v_cvt_pkrtz_f16_f32 v5, v1, v2
v_cvt_pkrtz_f16_f32 v5, v255, v2
v_cvt_pkrtz_f16_f32 v5, s1, v2
v_cvt_pkrtz_f16_f32 v5, s105, v2
v_cvt_pkrtz_f16_f32 v5, vcc_lo, v2
v_cvt_pkrtz_f16_f32 v5, vcc_hi, v2
v_cvt_pkrtz_f16_f32 v5, ttmp15, v2
v_cvt_pkrtz_f16_f32 v5, m0, v2
v_cvt_pkrtz_f16_f32 v5, exec_lo, v2
v_cvt_pkrtz_f16_f32 v5, exec_hi, v2
v_cvt_pkrtz_f16_f32 v5, null, v2
v_cvt_pkrtz_f16_f32 v5, -1, v2
v_cvt_pkrtz_f16_f32 v5, 0.5, v2
v_cvt_pkrtz_f16_f32 v5, src_scc, v2
v_cvt_pkrtz_f16_f32 v255, 0xaf123456, v255
v_dot2acc_f32_f16 v5, v1, v2
v_dot2acc_f32_f16 v5, v255, v2
v_dot2acc_f32_f16 v5, s1, v2
v_dot2acc_f32_f16 v5, s105, v2
v_dot2acc_f32_f16 v5, vcc_lo, v2
v_dot2acc_f32_f16 v5, vcc_hi, v2
v_dot2acc_f32_f16 v5, ttmp15, v2
v_dot2acc_f32_f16 v5, m0, v2
v_dot2acc_f32_f16 v5, exec_lo, v2
v_dot2acc_f32_f16 v5, exec_hi, v2
v_dot2acc_f32_f16 v5, null, v2
v_dot2acc_f32_f16 v5, -1, v2
v_dot2acc_f32_f16 v5, 0.5, v2
v_dot2acc_f32_f16 v5, src_scc, v2
v_dot2acc_f32_f16 v255, 0xfe0b, v255
v_dot2c_f32_f16 v5, v1, v2
v_dot2c_f32_f16 v5, v255, v2
v_dot2c_f32_f16 v5, s1, v2
v_dot2c_f32_f16 v5, s105, v2
v_dot2c_f32_f16 v5, vcc_lo, v2
v_dot2c_f32_f16 v5, vcc_hi, v2
v_dot2c_f32_f16 v5, ttmp15, v2
v_dot2c_f32_f16 v5, m0, v2
v_dot2c_f32_f16 v5, exec_lo, v2
v_dot2c_f32_f16 v5, exec_hi, v2
v_dot2c_f32_f16 v5, null, v2
v_dot2c_f32_f16 v5, -1, v2
v_dot2c_f32_f16 v5, 0.5, v2
v_dot2c_f32_f16 v5, src_scc, v2
v_dot2c_f32_f16 v255, 0xfe0b, v255
v_fmaak_f16 v5, v1, v2, 0xfe0b
v_fmaak_f16 v5, v127, v2, 0xfe0b
v_fmaak_f16 v5, s1, v2, 0xfe0b
v_fmaak_f16 v5, s105, v2, 0xfe0b
v_fmaak_f16 v5, vcc_lo, v2, 0xfe0b
v_fmaak_f16 v5, vcc_hi, v2, 0xfe0b
v_fmaak_f16 v5, ttmp15, v2, 0xfe0b
v_fmaak_f16 v5, m0, v2, 0xfe0b
v_fmaak_f16 v5, exec_lo, v2, 0xfe0b
v_fmaak_f16 v5, exec_hi, v2, 0xfe0b
v_fmaak_f16 v5, null, v2, 0xfe0b
v_fmaak_f16 v5, -1, v2, 0xfe0b
v_fmaak_f16 v5, 0.5, v2, 0xfe0b
v_fmaak_f16 v5, src_scc, v2, 0xfe0b
v_fmaak_f16 v127, 0xfe0b, v127, 0xfe0b
v_fmaak_f32 v5, v1, v2, 0xaf123456
v_fmaak_f32 v5, v255, v2, 0xaf123456
v_fmaak_f32 v5, s1, v2, 0xaf123456
v_fmaak_f32 v5, s105, v2, 0xaf123456
v_fmaak_f32 v5, vcc_lo, v2, 0xaf123456
v_fmaak_f32 v5, vcc_hi, v2, 0xaf123456
v_fmaak_f32 v5, ttmp15, v2, 0xaf123456
v_fmaak_f32 v5, m0, v2, 0xaf123456
v_fmaak_f32 v5, exec_lo, v2, 0xaf123456
v_fmaak_f32 v5, exec_hi, v2, 0xaf123456
v_fmaak_f32 v5, null, v2, 0xaf123456
v_fmaak_f32 v5, -1, v2, 0xaf123456
v_fmaak_f32 v5, 0.5, v2, 0xaf123456
v_fmaak_f32 v5, src_scc, v2, 0xaf123456
v_fmaak_f32 v255, 0xaf123456, v255, 0xaf123456
v_fmac_dx9_zero_f32 v5, v1, v2
v_fmac_dx9_zero_f32 v5, v255, v2
v_fmac_dx9_zero_f32 v5, s1, v2
v_fmac_dx9_zero_f32 v5, s105, v2
v_fmac_dx9_zero_f32 v5, vcc_lo, v2
v_fmac_dx9_zero_f32 v5, vcc_hi, v2
v_fmac_dx9_zero_f32 v5, ttmp15, v2
v_fmac_dx9_zero_f32 v5, m0, v2
v_fmac_dx9_zero_f32 v5, exec_lo, v2
v_fmac_dx9_zero_f32 v5, exec_hi, v2
v_fmac_dx9_zero_f32 v5, null, v2
v_fmac_dx9_zero_f32 v5, -1, v2
v_fmac_dx9_zero_f32 v5, 0.5, v2
v_fmac_dx9_zero_f32 v5, src_scc, v2
v_fmac_dx9_zero_f32 v255, 0xaf123456, v255
v_fmac_f16 v5, v1, v2
v_fmac_f16 v5, v127, v2
v_fmac_f16 v5, s1, v2
v_fmac_f16 v5, s105, v2
v_fmac_f16 v5, vcc_lo, v2
v_fmac_f16 v5, vcc_hi, v2
v_fmac_f16 v5, ttmp15, v2
v_fmac_f16 v5, m0, v2
v_fmac_f16 v5, exec_lo, v2
v_fmac_f16 v5, exec_hi, v2
v_fmac_f16 v5, null, v2
v_fmac_f16 v5, -1, v2
v_fmac_f16 v5, 0.5, v2
v_fmac_f16 v5, src_scc, v2
v_fmac_f16 v127, 0xfe0b, v127
v_fmac_f32 v5, v1, v2
v_fmac_f32 v5, v255, v2
v_fmac_f32 v5, s1, v2
v_fmac_f32 v5, s105, v2
v_fmac_f32 v5, vcc_lo, v2
v_fmac_f32 v5, vcc_hi, v2
v_fmac_f32 v5, ttmp15, v2
v_fmac_f32 v5, m0, v2
v_fmac_f32 v5, exec_lo, v2
v_fmac_f32 v5, exec_hi, v2
v_fmac_f32 v5, null, v2
v_fmac_f32 v5, -1, v2
v_fmac_f32 v5, 0.5, v2
v_fmac_f32 v5, src_scc, v2
v_fmac_f32 v255, 0xaf123456, v255
v_fmac_legacy_f32 v5, v1, v2
v_fmac_legacy_f32 v5, v255, v2
v_fmac_legacy_f32 v5, s1, v2
v_fmac_legacy_f32 v5, s105, v2
v_fmac_legacy_f32 v5, vcc_lo, v2
v_fmac_legacy_f32 v5, vcc_hi, v2
v_fmac_legacy_f32 v5, ttmp15, v2
v_fmac_legacy_f32 v5, m0, v2
v_fmac_legacy_f32 v5, exec_lo, v2
v_fmac_legacy_f32 v5, exec_hi, v2
v_fmac_legacy_f32 v5, null, v2
v_fmac_legacy_f32 v5, -1, v2
v_fmac_legacy_f32 v5, 0.5, v2
v_fmac_legacy_f32 v5, src_scc, v2
v_fmac_legacy_f32 v255, 0xaf123456, v255
v_fmamk_f16 v5, v1, 0xfe0b, v3
v_fmamk_f16 v5, v127, 0xfe0b, v3
v_fmamk_f16 v5, s1, 0xfe0b, v3
v_fmamk_f16 v5, s105, 0xfe0b, v3
v_fmamk_f16 v5, vcc_lo, 0xfe0b, v3
v_fmamk_f16 v5, vcc_hi, 0xfe0b, v3
v_fmamk_f16 v5, ttmp15, 0xfe0b, v3
v_fmamk_f16 v5, m0, 0xfe0b, v3
v_fmamk_f16 v5, exec_lo, 0xfe0b, v3
v_fmamk_f16 v5, exec_hi, 0xfe0b, v3
v_fmamk_f16 v5, null, 0xfe0b, v3
v_fmamk_f16 v5, -1, 0xfe0b, v3
v_fmamk_f16 v5, 0.5, 0xfe0b, v3
v_fmamk_f16 v5, src_scc, 0xfe0b, v3
v_fmamk_f16 v127, 0xfe0b, 0xfe0b, v127
v_fmamk_f32 v5, v1, 0xaf123456, v3
v_fmamk_f32 v5, v255, 0xaf123456, v3
v_fmamk_f32 v5, s1, 0xaf123456, v3
v_fmamk_f32 v5, s105, 0xaf123456, v3
v_fmamk_f32 v5, vcc_lo, 0xaf123456, v3
v_fmamk_f32 v5, vcc_hi, 0xaf123456, v3
v_fmamk_f32 v5, ttmp15, 0xaf123456, v3
v_fmamk_f32 v5, m0, 0xaf123456, v3
v_fmamk_f32 v5, exec_lo, 0xaf123456, v3
v_fmamk_f32 v5, exec_hi, 0xaf123456, v3
v_fmamk_f32 v5, null, 0xaf123456, v3
v_fmamk_f32 v5, -1, 0xaf123456, v3
v_fmamk_f32 v5, 0.5, 0xaf123456, v3
v_fmamk_f32 v5, src_scc, 0xaf123456, v3
v_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255
v_ldexp_f16 v5, v1, v2
v_ldexp_f16 v5, v127, v2
v_ldexp_f16 v5, s1, v2
v_ldexp_f16 v5, s105, v2
v_ldexp_f16 v5, vcc_lo, v2
v_ldexp_f16 v5, vcc_hi, v2
v_ldexp_f16 v5, ttmp15, v2
v_ldexp_f16 v5, m0, v2
v_ldexp_f16 v5, exec_lo, v2
v_ldexp_f16 v5, exec_hi, v2
v_ldexp_f16 v5, null, v2
v_ldexp_f16 v5, -1, v2
v_ldexp_f16 v5, 0.5, v2
v_ldexp_f16 v5, src_scc, v2
v_ldexp_f16 v127, 0xfe0b, v127
v_lshlrev_b32 v5, v1, v2
v_lshlrev_b32 v5, v255, v2
v_lshlrev_b32 v5, s1, v2
v_lshlrev_b32 v5, s105, v2
v_lshlrev_b32 v5, vcc_lo, v2
v_lshlrev_b32 v5, vcc_hi, v2
v_lshlrev_b32 v5, ttmp15, v2
v_lshlrev_b32 v5, m0, v2
v_lshlrev_b32 v5, exec_lo, v2
v_lshlrev_b32 v5, exec_hi, v2
v_lshlrev_b32 v5, null, v2
v_lshlrev_b32 v5, -1, v2
v_lshlrev_b32 v5, 0.5, v2
v_lshlrev_b32 v5, src_scc, v2
v_lshlrev_b32 v255, 0xaf123456, v255
v_lshrrev_b32 v5, v1, v2
v_lshrrev_b32 v5, v255, v2
v_lshrrev_b32 v5, s1, v2
v_lshrrev_b32 v5, s105, v2
v_lshrrev_b32 v5, vcc_lo, v2
v_lshrrev_b32 v5, vcc_hi, v2
v_lshrrev_b32 v5, ttmp15, v2
v_lshrrev_b32 v5, m0, v2
v_lshrrev_b32 v5, exec_lo, v2
v_lshrrev_b32 v5, exec_hi, v2
v_lshrrev_b32 v5, null, v2
v_lshrrev_b32 v5, -1, v2
v_lshrrev_b32 v5, 0.5, v2
v_lshrrev_b32 v5, src_scc, v2
v_lshrrev_b32 v255, 0xaf123456, v255
v_max_f16 v5, v1, v2
v_max_f16 v5, v127, v2
v_max_f16 v5, s1, v2
v_max_f16 v5, s105, v2
v_max_f16 v5, vcc_lo, v2
v_max_f16 v5, vcc_hi, v2
v_max_f16 v5, ttmp15, v2
v_max_f16 v5, m0, v2
v_max_f16 v5, exec_lo, v2
v_max_f16 v5, exec_hi, v2
v_max_f16 v5, null, v2
v_max_f16 v5, -1, v2
v_max_f16 v5, 0.5, v2
v_max_f16 v5, src_scc, v2
v_max_f16 v127, 0xfe0b, v127
v_max_f32 v5, v1, v2
v_max_f32 v5, v255, v2
v_max_f32 v5, s1, v2
v_max_f32 v5, s105, v2
v_max_f32 v5, vcc_lo, v2
v_max_f32 v5, vcc_hi, v2
v_max_f32 v5, ttmp15, v2
v_max_f32 v5, m0, v2
v_max_f32 v5, exec_lo, v2
v_max_f32 v5, exec_hi, v2
v_max_f32 v5, null, v2
v_max_f32 v5, -1, v2
v_max_f32 v5, 0.5, v2
v_max_f32 v5, src_scc, v2
v_max_f32 v255, 0xaf123456, v255
v_max_i32 v5, v1, v2
v_max_i32 v5, v255, v2
v_max_i32 v5, s1, v2
v_max_i32 v5, s105, v2
v_max_i32 v5, vcc_lo, v2
v_max_i32 v5, vcc_hi, v2
v_max_i32 v5, ttmp15, v2
v_max_i32 v5, m0, v2
v_max_i32 v5, exec_lo, v2
v_max_i32 v5, exec_hi, v2
v_max_i32 v5, null, v2
v_max_i32 v5, -1, v2
v_max_i32 v5, 0.5, v2
v_max_i32 v5, src_scc, v2
v_max_i32 v255, 0xaf123456, v255
v_max_u32 v5, v1, v2
v_max_u32 v5, v255, v2
v_max_u32 v5, s1, v2
v_max_u32 v5, s105, v2
v_max_u32 v5, vcc_lo, v2
v_max_u32 v5, vcc_hi, v2
v_max_u32 v5, ttmp15, v2
v_max_u32 v5, m0, v2
v_max_u32 v5, exec_lo, v2
v_max_u32 v5, exec_hi, v2
v_max_u32 v5, null, v2
v_max_u32 v5, -1, v2
v_max_u32 v5, 0.5, v2
v_max_u32 v5, src_scc, v2
v_max_u32 v255, 0xaf123456, v255
v_min_f16 v5, v1, v2
v_min_f16 v5, v127, v2
v_min_f16 v5, s1, v2
v_min_f16 v5, s105, v2
v_min_f16 v5, vcc_lo, v2
v_min_f16 v5, vcc_hi, v2
v_min_f16 v5, ttmp15, v2
v_min_f16 v5, m0, v2
v_min_f16 v5, exec_lo, v2
v_min_f16 v5, exec_hi, v2
v_min_f16 v5, null, v2
v_min_f16 v5, -1, v2
v_min_f16 v5, 0.5, v2
v_min_f16 v5, src_scc, v2
v_min_f16 v127, 0xfe0b, v127
v_min_f32 v5, v1, v2
v_min_f32 v5, v255, v2
v_min_f32 v5, s1, v2
v_min_f32 v5, s105, v2
v_min_f32 v5, vcc_lo, v2
v_min_f32 v5, vcc_hi, v2
v_min_f32 v5, ttmp15, v2
v_min_f32 v5, m0, v2
v_min_f32 v5, exec_lo, v2
v_min_f32 v5, exec_hi, v2
v_min_f32 v5, null, v2
v_min_f32 v5, -1, v2
v_min_f32 v5, 0.5, v2
v_min_f32 v5, src_scc, v2
v_min_f32 v255, 0xaf123456, v255
v_min_i32 v5, v1, v2
v_min_i32 v5, v255, v2
v_min_i32 v5, s1, v2
v_min_i32 v5, s105, v2
v_min_i32 v5, vcc_lo, v2
v_min_i32 v5, vcc_hi, v2
v_min_i32 v5, ttmp15, v2
v_min_i32 v5, m0, v2
v_min_i32 v5, exec_lo, v2
v_min_i32 v5, exec_hi, v2
v_min_i32 v5, null, v2
v_min_i32 v5, -1, v2
v_min_i32 v5, 0.5, v2
v_min_i32 v5, src_scc, v2
v_min_i32 v255, 0xaf123456, v255
v_min_u32 v5, v1, v2
v_min_u32 v5, v255, v2
v_min_u32 v5, s1, v2
v_min_u32 v5, s105, v2
v_min_u32 v5, vcc_lo, v2
v_min_u32 v5, vcc_hi, v2
v_min_u32 v5, ttmp15, v2
v_min_u32 v5, m0, v2
v_min_u32 v5, exec_lo, v2
v_min_u32 v5, exec_hi, v2
v_min_u32 v5, null, v2
v_min_u32 v5, -1, v2
v_min_u32 v5, 0.5, v2
v_min_u32 v5, src_scc, v2
v_min_u32 v255, 0xaf123456, v255
v_mul_dx9_zero_f32 v5, v1, v2
v_mul_dx9_zero_f32 v5, v255, v2
v_mul_dx9_zero_f32 v5, s1, v2
v_mul_dx9_zero_f32 v5, s105, v2
v_mul_dx9_zero_f32 v5, vcc_lo, v2
v_mul_dx9_zero_f32 v5, vcc_hi, v2
v_mul_dx9_zero_f32 v5, ttmp15, v2
v_mul_dx9_zero_f32 v5, m0, v2
v_mul_dx9_zero_f32 v5, exec_lo, v2
v_mul_dx9_zero_f32 v5, exec_hi, v2
v_mul_dx9_zero_f32 v5, null, v2
v_mul_dx9_zero_f32 v5, -1, v2
v_mul_dx9_zero_f32 v5, 0.5, v2
v_mul_dx9_zero_f32 v5, src_scc, v2
v_mul_dx9_zero_f32 v255, 0xaf123456, v255
v_mul_f16 v5, v1, v2
v_mul_f16 v5, v127, v2
v_mul_f16 v5, s1, v2
v_mul_f16 v5, s105, v2
v_mul_f16 v5, vcc_lo, v2
v_mul_f16 v5, vcc_hi, v2
v_mul_f16 v5, ttmp15, v2
v_mul_f16 v5, m0, v2
v_mul_f16 v5, exec_lo, v2
v_mul_f16 v5, exec_hi, v2
v_mul_f16 v5, null, v2
v_mul_f16 v5, -1, v2
v_mul_f16 v5, 0.5, v2
v_mul_f16 v5, src_scc, v2
v_mul_f16 v127, 0xfe0b, v127
v_mul_f32 v5, v1, v2
v_mul_f32 v5, v255, v2
v_mul_f32 v5, s1, v2
v_mul_f32 v5, s105, v2
v_mul_f32 v5, vcc_lo, v2
v_mul_f32 v5, vcc_hi, v2
v_mul_f32 v5, ttmp15, v2
v_mul_f32 v5, m0, v2
v_mul_f32 v5, exec_lo, v2
v_mul_f32 v5, exec_hi, v2
v_mul_f32 v5, null, v2
v_mul_f32 v5, -1, v2
v_mul_f32 v5, 0.5, v2
v_mul_f32 v5, src_scc, v2
v_mul_f32 v255, 0xaf123456, v255
v_mul_hi_i32_i24 v5, v1, v2
v_mul_hi_i32_i24 v5, v255, v2
v_mul_hi_i32_i24 v5, s1, v2
v_mul_hi_i32_i24 v5, s105, v2
v_mul_hi_i32_i24 v5, vcc_lo, v2
v_mul_hi_i32_i24 v5, vcc_hi, v2
v_mul_hi_i32_i24 v5, ttmp15, v2
v_mul_hi_i32_i24 v5, m0, v2
v_mul_hi_i32_i24 v5, exec_lo, v2
v_mul_hi_i32_i24 v5, exec_hi, v2
v_mul_hi_i32_i24 v5, null, v2
v_mul_hi_i32_i24 v5, -1, v2
v_mul_hi_i32_i24 v5, 0.5, v2
v_mul_hi_i32_i24 v5, src_scc, v2
v_mul_hi_i32_i24 v255, 0xaf123456, v255
v_mul_hi_u32_u24 v5, v1, v2
v_mul_hi_u32_u24 v5, v255, v2
v_mul_hi_u32_u24 v5, s1, v2
v_mul_hi_u32_u24 v5, s105, v2
v_mul_hi_u32_u24 v5, vcc_lo, v2
v_mul_hi_u32_u24 v5, vcc_hi, v2
v_mul_hi_u32_u24 v5, ttmp15, v2
v_mul_hi_u32_u24 v5, m0, v2
v_mul_hi_u32_u24 v5, exec_lo, v2
v_mul_hi_u32_u24 v5, exec_hi, v2
v_mul_hi_u32_u24 v5, null, v2
v_mul_hi_u32_u24 v5, -1, v2
v_mul_hi_u32_u24 v5, 0.5, v2
v_mul_hi_u32_u24 v5, src_scc, v2
v_mul_hi_u32_u24 v255, 0xaf123456, v255
v_mul_i32_i24 v5, v1, v2
v_mul_i32_i24 v5, v255, v2
v_mul_i32_i24 v5, s1, v2
v_mul_i32_i24 v5, s105, v2
v_mul_i32_i24 v5, vcc_lo, v2
v_mul_i32_i24 v5, vcc_hi, v2
v_mul_i32_i24 v5, ttmp15, v2
v_mul_i32_i24 v5, m0, v2
v_mul_i32_i24 v5, exec_lo, v2
v_mul_i32_i24 v5, exec_hi, v2
v_mul_i32_i24 v5, null, v2
v_mul_i32_i24 v5, -1, v2
v_mul_i32_i24 v5, 0.5, v2
v_mul_i32_i24 v5, src_scc, v2
v_mul_i32_i24 v255, 0xaf123456, v255
v_mul_legacy_f32 v5, v1, v2
v_mul_legacy_f32 v5, v255, v2
v_mul_legacy_f32 v5, s1, v2
v_mul_legacy_f32 v5, s105, v2
v_mul_legacy_f32 v5, vcc_lo, v2
v_mul_legacy_f32 v5, vcc_hi, v2
v_mul_legacy_f32 v5, ttmp15, v2
v_mul_legacy_f32 v5, m0, v2
v_mul_legacy_f32 v5, exec_lo, v2
v_mul_legacy_f32 v5, exec_hi, v2
v_mul_legacy_f32 v5, null, v2
v_mul_legacy_f32 v5, -1, v2
v_mul_legacy_f32 v5, 0.5, v2
v_mul_legacy_f32 v5, src_scc, v2
v_mul_legacy_f32 v255, 0xaf123456, v255
v_mul_u32_u24 v5, v1, v2
v_mul_u32_u24 v5, v255, v2
v_mul_u32_u24 v5, s1, v2
v_mul_u32_u24 v5, s105, v2
v_mul_u32_u24 v5, vcc_lo, v2
v_mul_u32_u24 v5, vcc_hi, v2
v_mul_u32_u24 v5, ttmp15, v2
v_mul_u32_u24 v5, m0, v2
v_mul_u32_u24 v5, exec_lo, v2
v_mul_u32_u24 v5, exec_hi, v2
v_mul_u32_u24 v5, null, v2
v_mul_u32_u24 v5, -1, v2
v_mul_u32_u24 v5, 0.5, v2
v_mul_u32_u24 v5, src_scc, v2
v_mul_u32_u24 v255, 0xaf123456, v255
v_or_b32 v5, v1, v2
v_or_b32 v5, v255, v2
v_or_b32 v5, s1, v2
v_or_b32 v5, s105, v2
v_or_b32 v5, vcc_lo, v2
v_or_b32 v5, vcc_hi, v2
v_or_b32 v5, ttmp15, v2
v_or_b32 v5, m0, v2
v_or_b32 v5, exec_lo, v2
v_or_b32 v5, exec_hi, v2
v_or_b32 v5, null, v2
v_or_b32 v5, -1, v2
v_or_b32 v5, 0.5, v2
v_or_b32 v5, src_scc, v2
v_or_b32 v255, 0xaf123456, v255
v_pk_fmac_f16 v5, v1, v2
v_pk_fmac_f16 v5, v255, v2
v_pk_fmac_f16 v5, s1, v2
v_pk_fmac_f16 v5, s105, v2
v_pk_fmac_f16 v5, vcc_lo, v2
v_pk_fmac_f16 v5, vcc_hi, v2
v_pk_fmac_f16 v5, ttmp15, v2
v_pk_fmac_f16 v5, m0, v2
v_pk_fmac_f16 v5, exec_lo, v2
v_pk_fmac_f16 v5, exec_hi, v2
v_pk_fmac_f16 v5, null, v2
v_pk_fmac_f16 v5, -1, v2
v_pk_fmac_f16 v5, 0.5, v2
v_pk_fmac_f16 v5, src_scc, v2
v_pk_fmac_f16 v255, 0xfe0b, v255
v_sub_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, v255, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, s1, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, s105, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, vcc_lo, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, vcc_hi, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, ttmp15, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, m0, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, exec_lo, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, exec_hi, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, null, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, -1, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, 0.5, v2, vcc_lo
v_sub_co_ci_u32 v5, vcc_lo, src_scc, v2, vcc_lo
v_sub_co_ci_u32 v255, vcc_lo, 0xaf123456, v255, vcc_lo
v_sub_co_ci_u32 v5, vcc, v1, v2, vcc
v_sub_co_ci_u32 v5, vcc, v255, v2, vcc
v_sub_co_ci_u32 v5, vcc, s1, v2, vcc
v_sub_co_ci_u32 v5, vcc, s105, v2, vcc
v_sub_co_ci_u32 v5, vcc, vcc_lo, v2, vcc
v_sub_co_ci_u32 v5, vcc, vcc_hi, v2, vcc
v_sub_co_ci_u32 v5, vcc, ttmp15, v2, vcc
v_sub_co_ci_u32 v5, vcc, m0, v2, vcc
v_sub_co_ci_u32 v5, vcc, exec_lo, v2, vcc
v_sub_co_ci_u32 v5, vcc, exec_hi, v2, vcc
v_sub_co_ci_u32 v5, vcc, null, v2, vcc
v_sub_co_ci_u32 v5, vcc, -1, v2, vcc
v_sub_co_ci_u32 v5, vcc, 0.5, v2, vcc
v_sub_co_ci_u32 v5, vcc, src_scc, v2, vcc
v_sub_co_ci_u32 v255, vcc, 0xaf123456, v255, vcc
v_sub_f16 v5, v1, v2
v_sub_f16 v5, v127, v2
v_sub_f16 v5, s1, v2
v_sub_f16 v5, s105, v2
v_sub_f16 v5, vcc_lo, v2
v_sub_f16 v5, vcc_hi, v2
v_sub_f16 v5, ttmp15, v2
v_sub_f16 v5, m0, v2
v_sub_f16 v5, exec_lo, v2
v_sub_f16 v5, exec_hi, v2
v_sub_f16 v5, null, v2
v_sub_f16 v5, -1, v2
v_sub_f16 v5, 0.5, v2
v_sub_f16 v5, src_scc, v2
v_sub_f16 v127, 0xfe0b, v127
v_sub_f32 v5, v1, v2
v_sub_f32 v5, v255, v2
v_sub_f32 v5, s1, v2
v_sub_f32 v5, s105, v2
v_sub_f32 v5, vcc_lo, v2
v_sub_f32 v5, vcc_hi, v2
v_sub_f32 v5, ttmp15, v2
v_sub_f32 v5, m0, v2
v_sub_f32 v5, exec_lo, v2
v_sub_f32 v5, exec_hi, v2
v_sub_f32 v5, null, v2
v_sub_f32 v5, -1, v2
v_sub_f32 v5, 0.5, v2
v_sub_f32 v5, src_scc, v2
v_sub_f32 v255, 0xaf123456, v255
v_sub_nc_u32 v5, v1, v2
v_sub_nc_u32 v5, v255, v2
v_sub_nc_u32 v5, s1, v2
v_sub_nc_u32 v5, s105, v2
v_sub_nc_u32 v5, vcc_lo, v2
v_sub_nc_u32 v5, vcc_hi, v2
v_sub_nc_u32 v5, ttmp15, v2
v_sub_nc_u32 v5, m0, v2
v_sub_nc_u32 v5, exec_lo, v2
v_sub_nc_u32 v5, exec_hi, v2
v_sub_nc_u32 v5, null, v2
v_sub_nc_u32 v5, -1, v2
v_sub_nc_u32 v5, 0.5, v2
v_sub_nc_u32 v5, src_scc, v2
v_sub_nc_u32 v255, 0xaf123456, v255
v_subrev_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, v255, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, s1, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, s105, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, vcc_lo, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, vcc_hi, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, ttmp15, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, m0, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, exec_lo, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, exec_hi, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, null, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, -1, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, 0.5, v2, vcc_lo
v_subrev_co_ci_u32 v5, vcc_lo, src_scc, v2, vcc_lo
v_subrev_co_ci_u32 v255, vcc_lo, 0xaf123456, v255, vcc_lo
v_subrev_co_ci_u32 v5, vcc, v1, v2, vcc
v_subrev_co_ci_u32 v5, vcc, v255, v2, vcc
v_subrev_co_ci_u32 v5, vcc, s1, v2, vcc
v_subrev_co_ci_u32 v5, vcc, s105, v2, vcc
v_subrev_co_ci_u32 v5, vcc, vcc_lo, v2, vcc
v_subrev_co_ci_u32 v5, vcc, vcc_hi, v2, vcc
v_subrev_co_ci_u32 v5, vcc, ttmp15, v2, vcc
v_subrev_co_ci_u32 v5, vcc, m0, v2, vcc
v_subrev_co_ci_u32 v5, vcc, exec_lo, v2, vcc
v_subrev_co_ci_u32 v5, vcc, exec_hi, v2, vcc
v_subrev_co_ci_u32 v5, vcc, null, v2, vcc
v_subrev_co_ci_u32 v5, vcc, -1, v2, vcc
v_subrev_co_ci_u32 v5, vcc, 0.5, v2, vcc
v_subrev_co_ci_u32 v5, vcc, src_scc, v2, vcc
v_subrev_co_ci_u32 v255, vcc, 0xaf123456, v255, vcc
v_subrev_f16 v5, v1, v2
v_subrev_f16 v5, v127, v2
v_subrev_f16 v5, s1, v2
v_subrev_f16 v5, s105, v2
v_subrev_f16 v5, vcc_lo, v2
v_subrev_f16 v5, vcc_hi, v2
v_subrev_f16 v5, ttmp15, v2
v_subrev_f16 v5, m0, v2
v_subrev_f16 v5, exec_lo, v2
v_subrev_f16 v5, exec_hi, v2
v_subrev_f16 v5, null, v2
v_subrev_f16 v5, -1, v2
v_subrev_f16 v5, 0.5, v2
v_subrev_f16 v5, src_scc, v2
v_subrev_f16 v127, 0xfe0b, v127
v_subrev_f32 v5, v1, v2
v_subrev_f32 v5, v255, v2
v_subrev_f32 v5, s1, v2
v_subrev_f32 v5, s105, v2
v_subrev_f32 v5, vcc_lo, v2
v_subrev_f32 v5, vcc_hi, v2
v_subrev_f32 v5, ttmp15, v2
v_subrev_f32 v5, m0, v2
v_subrev_f32 v5, exec_lo, v2
v_subrev_f32 v5, exec_hi, v2
v_subrev_f32 v5, null, v2
v_subrev_f32 v5, -1, v2
v_subrev_f32 v5, 0.5, v2
v_subrev_f32 v5, src_scc, v2
v_subrev_f32 v255, 0xaf123456, v255
v_subrev_nc_u32 v5, v1, v2
v_subrev_nc_u32 v5, v255, v2
v_subrev_nc_u32 v5, s1, v2
v_subrev_nc_u32 v5, s105, v2
v_subrev_nc_u32 v5, vcc_lo, v2
v_subrev_nc_u32 v5, vcc_hi, v2
v_subrev_nc_u32 v5, ttmp15, v2
v_subrev_nc_u32 v5, m0, v2
v_subrev_nc_u32 v5, exec_lo, v2
v_subrev_nc_u32 v5, exec_hi, v2
v_subrev_nc_u32 v5, null, v2
v_subrev_nc_u32 v5, -1, v2
v_subrev_nc_u32 v5, 0.5, v2
v_subrev_nc_u32 v5, src_scc, v2
v_subrev_nc_u32 v255, 0xaf123456, v255
v_xnor_b32 v5, v1, v2
v_xnor_b32 v5, v255, v2
v_xnor_b32 v5, s1, v2
v_xnor_b32 v5, s105, v2
v_xnor_b32 v5, vcc_lo, v2
v_xnor_b32 v5, vcc_hi, v2
v_xnor_b32 v5, ttmp15, v2
v_xnor_b32 v5, m0, v2
v_xnor_b32 v5, exec_lo, v2
v_xnor_b32 v5, exec_hi, v2
v_xnor_b32 v5, null, v2
v_xnor_b32 v5, -1, v2
v_xnor_b32 v5, 0.5, v2
v_xnor_b32 v5, src_scc, v2
v_xnor_b32 v255, 0xaf123456, v255
v_xor_b32 v5, v1, v2
v_xor_b32 v5, v255, v2
v_xor_b32 v5, s1, v2
v_xor_b32 v5, s105, v2
v_xor_b32 v5, vcc_lo, v2
v_xor_b32 v5, vcc_hi, v2
v_xor_b32 v5, ttmp15, v2
v_xor_b32 v5, m0, v2
v_xor_b32 v5, exec_lo, v2
v_xor_b32 v5, exec_hi, v2
v_xor_b32 v5, null, v2
v_xor_b32 v5, -1, v2
v_xor_b32 v5, 0.5, v2
v_xor_b32 v5, src_scc, v2
v_xor_b32 v255, 0xaf123456, v255

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_from_vop2-fake16.s @1b5435ad0b66b71764937314b9e8da9e2d216019, whole file (109673 chars, all seven pages read); its first two RUN lines and all 693 instruction lines in the file's order (wave64-only forms included), written by tools/conformance_loops/vop3_from_vop2_fake16_asm.py, which rebuilds the file (llvm-mc-22 -real-true16 text and encodings in wave32 and wave64 in its layout) to its exact length; 45 of the lines (v_add_f16_e64, v_sub_f16_e64, v_subrev_f16_e64 in 32-bit register names) were not in the corpus; fake16 syntax, compared with llvm-mc-22's default real16 answers
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W64 %s
v_add_co_ci_u32_e64 v5, s6, v1, 0xaf123456, s3
v_add_co_ci_u32_e64 v5, s6, v255, src_scc, s3
v_add_co_ci_u32_e64 v5, s6, s105, s105, s3
v_add_co_ci_u32_e64 v5, s6, vcc_lo, v2, s3
v_add_co_ci_u32_e64 v5, s6, vcc_hi, v255, s3
v_add_co_ci_u32_e64 v5, s6, ttmp15, ttmp15, s3
v_add_co_ci_u32_e64 v5, s6, m0, 0.5, s3
v_add_co_ci_u32_e64 v5, s6, exec_lo, exec_lo, s3
v_add_co_ci_u32_e64 v5, s6, exec_hi, -1, s3
v_add_co_ci_u32_e64 v5, s105, null, exec_hi, s105
v_add_co_ci_u32_e64 v5, vcc_lo, -1, m0, vcc_lo
v_add_co_ci_u32_e64 v5, vcc_hi, 0.5, vcc_lo, vcc_hi
v_add_co_ci_u32_e64 v5, ttmp15, src_scc, null, ttmp15
v_add_co_ci_u32_e64 v5, s[12:13], v1, 0xaf123456, s[6:7]
v_add_co_ci_u32_e64 v5, s[12:13], v255, src_scc, s[6:7]
v_add_co_ci_u32_e64 v5, s[12:13], s105, s105, s[6:7]
v_add_co_ci_u32_e64 v5, s[12:13], vcc_lo, v2, s[6:7]
v_add_co_ci_u32_e64 v5, s[12:13], vcc_hi, v255, s[6:7]
v_add_co_ci_u32_e64 v5, s[12:13], ttmp15, ttmp15, s[6:7]
v_add_co_ci_u32_e64 v5, s[12:13], m0, 0.5, s[6:7]
v_add_co_ci_u32_e64 v5, s[12:13], exec_lo, exec_lo, s[6:7]
v_add_co_ci_u32_e64 v5, s[12:13], exec_hi, -1, s[6:7]
v_add_co_ci_u32_e64 v5, s[12:13], null, exec_hi, s[6:7]
v_add_co_ci_u32_e64 v5, s[104:105], -1, m0, s[104:105]
v_add_co_ci_u32_e64 v5, vcc, 0.5, vcc_lo, vcc
v_add_co_ci_u32_e64 v5, ttmp[14:15], src_scc, null, ttmp[14:15]
v_add_co_ci_u32_e64 v255, null, 0xaf123456, vcc_hi, null clamp
v_add_f16_e64 v5, v1, v2
v_add_f16_e64 v5, v255, v255
v_add_f16_e64 v5, s1, s2
v_add_f16_e64 v5, s105, s105
v_add_f16_e64 v5, vcc_lo, ttmp15
v_add_f16_e64 v5, vcc_hi, 0xfe0b
v_add_f16_e64 v5, ttmp15, src_scc
v_add_f16_e64 v5, m0, 0.5
v_add_f16_e64 v5, exec_lo, -1
v_add_f16_e64 v5, |exec_hi|, null
v_add_f16_e64 v5, null, exec_lo
v_add_f16_e64 v5, -1, exec_hi
v_add_f16_e64 v5, 0.5, -m0 mul:2
v_add_f16_e64 v5, -src_scc, |vcc_lo| mul:4
v_add_f16_e64 v255, -|0xfe0b|, -|vcc_hi| clamp div:2
v_add_f32_e64 v5, v1, v2
v_add_f32_e64 v5, v255, v255
v_add_f32_e64 v5, s1, s2
v_add_f32_e64 v5, s105, s105
v_add_f32_e64 v5, vcc_lo, ttmp15
v_add_f32_e64 v5, vcc_hi, 0xaf123456
v_add_f32_e64 v5, ttmp15, src_scc
v_add_f32_e64 v5, m0, 0.5
v_add_f32_e64 v5, exec_lo, -1
v_add_f32_e64 v5, |exec_hi|, null
v_add_f32_e64 v5, null, exec_lo
v_add_f32_e64 v5, -1, exec_hi
v_add_f32_e64 v5, 0.5, -m0 mul:2
v_add_f32_e64 v5, -src_scc, |vcc_lo| mul:4
v_add_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp div:2
v_add_nc_u32_e64 v5, v1, v2
v_add_nc_u32_e64 v5, v255, v255
v_add_nc_u32_e64 v5, s1, s2
v_add_nc_u32_e64 v5, s105, s105
v_add_nc_u32_e64 v5, vcc_lo, ttmp15
v_add_nc_u32_e64 v5, vcc_hi, 0xaf123456
v_add_nc_u32_e64 v5, ttmp15, src_scc
v_add_nc_u32_e64 v5, m0, 0.5
v_add_nc_u32_e64 v5, exec_lo, -1
v_add_nc_u32_e64 v5, exec_hi, null
v_add_nc_u32_e64 v5, null, exec_lo
v_add_nc_u32_e64 v5, -1, exec_hi
v_add_nc_u32_e64 v5, 0.5, m0
v_add_nc_u32_e64 v5, src_scc, vcc_lo
v_add_nc_u32_e64 v255, 0xaf123456, vcc_hi clamp
v_and_b32_e64 v5, v1, v2
v_and_b32_e64 v5, v255, v255
v_and_b32_e64 v5, s1, s2
v_and_b32_e64 v5, s105, s105
v_and_b32_e64 v5, vcc_lo, ttmp15
v_and_b32_e64 v5, vcc_hi, 0xaf123456
v_and_b32_e64 v5, ttmp15, src_scc
v_and_b32_e64 v5, m0, 0.5
v_and_b32_e64 v5, exec_lo, -1
v_and_b32_e64 v5, exec_hi, null
v_and_b32_e64 v5, null, exec_lo
v_and_b32_e64 v5, -1, exec_hi
v_and_b32_e64 v5, 0.5, m0
v_and_b32_e64 v5, src_scc, vcc_lo
v_and_b32_e64 v255, 0xaf123456, vcc_hi
v_ashrrev_i32_e64 v5, v1, v2
v_ashrrev_i32_e64 v5, v255, v255
v_ashrrev_i32_e64 v5, s1, s2
v_ashrrev_i32_e64 v5, s105, s105
v_ashrrev_i32_e64 v5, vcc_lo, ttmp15
v_ashrrev_i32_e64 v5, vcc_hi, 0xaf123456
v_ashrrev_i32_e64 v5, ttmp15, src_scc
v_ashrrev_i32_e64 v5, m0, 0.5
v_ashrrev_i32_e64 v5, exec_lo, -1
v_ashrrev_i32_e64 v5, exec_hi, null
v_ashrrev_i32_e64 v5, null, exec_lo
v_ashrrev_i32_e64 v5, -1, exec_hi
v_ashrrev_i32_e64 v5, 0.5, m0
v_ashrrev_i32_e64 v5, src_scc, vcc_lo
v_ashrrev_i32_e64 v255, 0xaf123456, vcc_hi
v_cndmask_b32_e64 v5, v1, 0xaf123456, s3
v_cndmask_b32_e64 v5, v255, src_scc, s3
v_cndmask_b32_e64 v5, s105, s105, s3
v_cndmask_b32_e64 v5, vcc_lo, v2, s3
v_cndmask_b32_e64 v5, vcc_hi, v255, s3
v_cndmask_b32_e64 v5, ttmp15, ttmp15, s3
v_cndmask_b32_e64 v5, m0, 0.5, s3
v_cndmask_b32_e64 v5, exec_lo, exec_lo, s3
v_cndmask_b32_e64 v5, exec_hi, -1, s3
v_cndmask_b32_e64 v5, null, exec_hi, s105
v_cndmask_b32_e64 v5, -1, m0, vcc_lo
v_cndmask_b32_e64 v5, 0.5, -|vcc_lo|, vcc_hi
v_cndmask_b32_e64 v5, -|src_scc|, null, ttmp15
v_cndmask_b32_e64 v5, v1, 0xaf123456, s[6:7]
v_cndmask_b32_e64 v5, v255, src_scc, s[6:7]
v_cndmask_b32_e64 v5, s105, s105, s[6:7]
v_cndmask_b32_e64 v5, vcc_lo, v2, s[6:7]
v_cndmask_b32_e64 v5, vcc_hi, v255, s[6:7]
v_cndmask_b32_e64 v5, ttmp15, ttmp15, s[6:7]
v_cndmask_b32_e64 v5, m0, 0.5, s[6:7]
v_cndmask_b32_e64 v5, exec_lo, exec_lo, s[6:7]
v_cndmask_b32_e64 v5, exec_hi, -1, s[6:7]
v_cndmask_b32_e64 v5, null, exec_hi, s[6:7]
v_cndmask_b32_e64 v5, -1, m0, s[104:105]
v_cndmask_b32_e64 v5, 0.5, -|vcc_lo|, vcc
v_cndmask_b32_e64 v5, -|src_scc|, null, ttmp[14:15]
v_cndmask_b32_e64 v255, -|0xaf123456|, -|vcc_hi|, null
v_cvt_pk_rtz_f16_f32_e64 v5, v1, v2
v_cvt_pk_rtz_f16_f32_e64 v5, v255, v255
v_cvt_pk_rtz_f16_f32_e64 v5, s1, s2
v_cvt_pk_rtz_f16_f32_e64 v5, s105, s105
v_cvt_pk_rtz_f16_f32_e64 v5, vcc_lo, ttmp15
v_cvt_pk_rtz_f16_f32_e64 v5, vcc_hi, 0xaf123456
v_cvt_pk_rtz_f16_f32_e64 v5, ttmp15, src_scc
v_cvt_pk_rtz_f16_f32_e64 v5, m0, 0.5
v_cvt_pk_rtz_f16_f32_e64 v5, exec_lo, -1
v_cvt_pk_rtz_f16_f32_e64 v5, |exec_hi|, null
v_cvt_pk_rtz_f16_f32_e64 v5, null, exec_lo
v_cvt_pk_rtz_f16_f32_e64 v5, -1, exec_hi
v_cvt_pk_rtz_f16_f32_e64 v5, 0.5, -m0
v_cvt_pk_rtz_f16_f32_e64 v5, -src_scc, |vcc_lo|
v_cvt_pk_rtz_f16_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp
v_cvt_pkrtz_f16_f32_e64 v5, v1, v2
v_cvt_pkrtz_f16_f32_e64 v5, v255, v255
v_cvt_pkrtz_f16_f32_e64 v5, s1, s2
v_cvt_pkrtz_f16_f32_e64 v5, s105, s105
v_cvt_pkrtz_f16_f32_e64 v5, vcc_lo, ttmp15
v_cvt_pkrtz_f16_f32_e64 v5, vcc_hi, 0xaf123456
v_cvt_pkrtz_f16_f32_e64 v5, ttmp15, src_scc
v_cvt_pkrtz_f16_f32_e64 v5, m0, 0.5
v_cvt_pkrtz_f16_f32_e64 v5, exec_lo, -1
v_cvt_pkrtz_f16_f32_e64 v5, |exec_hi|, null
v_cvt_pkrtz_f16_f32_e64 v5, null, exec_lo
v_cvt_pkrtz_f16_f32_e64 v5, -1, exec_hi
v_cvt_pkrtz_f16_f32_e64 v5, 0.5, -m0
v_cvt_pkrtz_f16_f32_e64 v5, -src_scc, |vcc_lo|
v_cvt_pkrtz_f16_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp
v_fmac_dx9_zero_f32_e64 v5, v1, v2
v_fmac_dx9_zero_f32_e64 v5, v255, v255
v_fmac_dx9_zero_f32_e64 v5, s1, s2
v_fmac_dx9_zero_f32_e64 v5, s105, s105
v_fmac_dx9_zero_f32_e64 v5, vcc_lo, ttmp15
v_fmac_dx9_zero_f32_e64 v5, vcc_hi, 0xaf123456
v_fmac_dx9_zero_f32_e64 v5, ttmp15, src_scc
v_fmac_dx9_zero_f32_e64 v5, m0, 0.5
v_fmac_dx9_zero_f32_e64 v5, exec_lo, -1
v_fmac_dx9_zero_f32_e64 v5, |exec_hi|, null
v_fmac_dx9_zero_f32_e64 v5, null, exec_lo
v_fmac_dx9_zero_f32_e64 v5, -1, exec_hi
v_fmac_dx9_zero_f32_e64 v5, 0.5, -m0 mul:2
v_fmac_dx9_zero_f32_e64 v5, -src_scc, |vcc_lo| mul:4
v_fmac_dx9_zero_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp div:2
v_fmac_f16_e64 v5, v1, v2
v_fmac_f16_e64 v5, v255, v255
v_fmac_f16_e64 v5, s1, s2
v_fmac_f16_e64 v5, s105, s105
v_fmac_f16_e64 v5, vcc_lo, ttmp15
v_fmac_f16_e64 v5, vcc_hi, 0xfe0b
v_fmac_f16_e64 v5, ttmp15, src_scc
v_fmac_f16_e64 v5, m0, 0.5
v_fmac_f16_e64 v5, exec_lo, -1
v_fmac_f16_e64 v5, |exec_hi|, null
v_fmac_f16_e64 v5, null, exec_lo
v_fmac_f16_e64 v5, -1, exec_hi
v_fmac_f16_e64 v5, 0.5, -m0 mul:2
v_fmac_f16_e64 v5, -src_scc, |vcc_lo| mul:4
v_fmac_f16_e64 v255, -|0xfe0b|, -|vcc_hi| clamp div:2
v_fmac_f32_e64 v5, v1, v2
v_fmac_f32_e64 v5, v255, v255
v_fmac_f32_e64 v5, s1, s2
v_fmac_f32_e64 v5, s105, s105
v_fmac_f32_e64 v5, vcc_lo, ttmp15
v_fmac_f32_e64 v5, vcc_hi, 0xaf123456
v_fmac_f32_e64 v5, ttmp15, src_scc
v_fmac_f32_e64 v5, m0, 0.5
v_fmac_f32_e64 v5, exec_lo, -1
v_fmac_f32_e64 v5, |exec_hi|, null
v_fmac_f32_e64 v5, null, exec_lo
v_fmac_f32_e64 v5, -1, exec_hi
v_fmac_f32_e64 v5, 0.5, -m0 mul:2
v_fmac_f32_e64 v5, -src_scc, |vcc_lo| mul:4
v_fmac_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp div:2
v_fmac_legacy_f32_e64 v5, v1, v2
v_fmac_legacy_f32_e64 v5, v255, v255
v_fmac_legacy_f32_e64 v5, s1, s2
v_fmac_legacy_f32_e64 v5, s105, s105
v_fmac_legacy_f32_e64 v5, vcc_lo, ttmp15
v_fmac_legacy_f32_e64 v5, vcc_hi, 0xaf123456
v_fmac_legacy_f32_e64 v5, ttmp15, src_scc
v_fmac_legacy_f32_e64 v5, m0, 0.5
v_fmac_legacy_f32_e64 v5, exec_lo, -1
v_fmac_legacy_f32_e64 v5, |exec_hi|, null
v_fmac_legacy_f32_e64 v5, null, exec_lo
v_fmac_legacy_f32_e64 v5, -1, exec_hi
v_fmac_legacy_f32_e64 v5, 0.5, -m0 mul:2
v_fmac_legacy_f32_e64 v5, -src_scc, |vcc_lo| mul:4
v_fmac_legacy_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp div:2
v_ldexp_f16_e64 v5, v1, v2
v_ldexp_f16_e64 v5, v255, v255
v_ldexp_f16_e64 v5, s1, s2
v_ldexp_f16_e64 v5, s105, s105
v_ldexp_f16_e64 v5, vcc_lo, ttmp15
v_ldexp_f16_e64 v5, vcc_hi, 0xfe0b
v_ldexp_f16_e64 v5, ttmp15, src_scc
v_ldexp_f16_e64 v5, m0, 0.5
v_ldexp_f16_e64 v5, exec_lo, -1
v_ldexp_f16_e64 v5, exec_hi, null
v_ldexp_f16_e64 v5, null, exec_lo
v_ldexp_f16_e64 v5, -1, exec_hi
v_ldexp_f16_e64 v5, 0.5, m0 mul:2
v_ldexp_f16_e64 v5, src_scc, vcc_lo mul:4
v_ldexp_f16_e64 v255, -|0xfe0b|, vcc_hi clamp div:2
v_lshlrev_b32_e64 v5, v1, v2
v_lshlrev_b32_e64 v5, v255, v255
v_lshlrev_b32_e64 v5, s1, s2
v_lshlrev_b32_e64 v5, s105, s105
v_lshlrev_b32_e64 v5, vcc_lo, ttmp15
v_lshlrev_b32_e64 v5, vcc_hi, 0xaf123456
v_lshlrev_b32_e64 v5, ttmp15, src_scc
v_lshlrev_b32_e64 v5, m0, 0.5
v_lshlrev_b32_e64 v5, exec_lo, -1
v_lshlrev_b32_e64 v5, exec_hi, null
v_lshlrev_b32_e64 v5, null, exec_lo
v_lshlrev_b32_e64 v5, -1, exec_hi
v_lshlrev_b32_e64 v5, 0.5, m0
v_lshlrev_b32_e64 v5, src_scc, vcc_lo
v_lshlrev_b32_e64 v255, 0xaf123456, vcc_hi
v_lshrrev_b32_e64 v5, v1, v2
v_lshrrev_b32_e64 v5, v255, v255
v_lshrrev_b32_e64 v5, s1, s2
v_lshrrev_b32_e64 v5, s105, s105
v_lshrrev_b32_e64 v5, vcc_lo, ttmp15
v_lshrrev_b32_e64 v5, vcc_hi, 0xaf123456
v_lshrrev_b32_e64 v5, ttmp15, src_scc
v_lshrrev_b32_e64 v5, m0, 0.5
v_lshrrev_b32_e64 v5, exec_lo, -1
v_lshrrev_b32_e64 v5, exec_hi, null
v_lshrrev_b32_e64 v5, null, exec_lo
v_lshrrev_b32_e64 v5, -1, exec_hi
v_lshrrev_b32_e64 v5, 0.5, m0
v_lshrrev_b32_e64 v5, src_scc, vcc_lo
v_lshrrev_b32_e64 v255, 0xaf123456, vcc_hi
v_max_f16_e64 v5, v1, v2
v_max_f16_e64 v5, v255, v255
v_max_f16_e64 v5, s1, s2
v_max_f16_e64 v5, s105, s105
v_max_f16_e64 v5, vcc_lo, ttmp15
v_max_f16_e64 v5, vcc_hi, 0xfe0b
v_max_f16_e64 v5, ttmp15, src_scc
v_max_f16_e64 v5, m0, 0.5
v_max_f16_e64 v5, exec_lo, -1
v_max_f16_e64 v5, |exec_hi|, null
v_max_f16_e64 v5, null, exec_lo
v_max_f16_e64 v5, -1, exec_hi
v_max_f16_e64 v5, 0.5, -m0 mul:2
v_max_f16_e64 v5, -src_scc, |vcc_lo| mul:4
v_max_f16_e64 v255, -|0xfe0b|, -|vcc_hi| clamp div:2
v_max_f32_e64 v5, v1, v2
v_max_f32_e64 v5, v255, v255
v_max_f32_e64 v5, s1, s2
v_max_f32_e64 v5, s105, s105
v_max_f32_e64 v5, vcc_lo, ttmp15
v_max_f32_e64 v5, vcc_hi, 0xaf123456
v_max_f32_e64 v5, ttmp15, src_scc
v_max_f32_e64 v5, m0, 0.5
v_max_f32_e64 v5, exec_lo, -1
v_max_f32_e64 v5, |exec_hi|, null
v_max_f32_e64 v5, null, exec_lo
v_max_f32_e64 v5, -1, exec_hi
v_max_f32_e64 v5, 0.5, -m0 mul:2
v_max_f32_e64 v5, -src_scc, |vcc_lo| mul:4
v_max_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp div:2
v_max_i32_e64 v5, v1, v2
v_max_i32_e64 v5, v255, v255
v_max_i32_e64 v5, s1, s2
v_max_i32_e64 v5, s105, s105
v_max_i32_e64 v5, vcc_lo, ttmp15
v_max_i32_e64 v5, vcc_hi, 0xaf123456
v_max_i32_e64 v5, ttmp15, src_scc
v_max_i32_e64 v5, m0, 0.5
v_max_i32_e64 v5, exec_lo, -1
v_max_i32_e64 v5, exec_hi, null
v_max_i32_e64 v5, null, exec_lo
v_max_i32_e64 v5, -1, exec_hi
v_max_i32_e64 v5, 0.5, m0
v_max_i32_e64 v5, src_scc, vcc_lo
v_max_i32_e64 v255, 0xaf123456, vcc_hi
v_max_u32_e64 v5, v1, v2
v_max_u32_e64 v5, v255, v255
v_max_u32_e64 v5, s1, s2
v_max_u32_e64 v5, s105, s105
v_max_u32_e64 v5, vcc_lo, ttmp15
v_max_u32_e64 v5, vcc_hi, 0xaf123456
v_max_u32_e64 v5, ttmp15, src_scc
v_max_u32_e64 v5, m0, 0.5
v_max_u32_e64 v5, exec_lo, -1
v_max_u32_e64 v5, exec_hi, null
v_max_u32_e64 v5, null, exec_lo
v_max_u32_e64 v5, -1, exec_hi
v_max_u32_e64 v5, 0.5, m0
v_max_u32_e64 v5, src_scc, vcc_lo
v_max_u32_e64 v255, 0xaf123456, vcc_hi
v_min_f16_e64 v5, v1, v2
v_min_f16_e64 v5, v255, v255
v_min_f16_e64 v5, s1, s2
v_min_f16_e64 v5, s105, s105
v_min_f16_e64 v5, vcc_lo, ttmp15
v_min_f16_e64 v5, vcc_hi, 0xfe0b
v_min_f16_e64 v5, ttmp15, src_scc
v_min_f16_e64 v5, m0, 0.5
v_min_f16_e64 v5, exec_lo, -1
v_min_f16_e64 v5, |exec_hi|, null
v_min_f16_e64 v5, null, exec_lo
v_min_f16_e64 v5, -1, exec_hi
v_min_f16_e64 v5, 0.5, -m0 mul:2
v_min_f16_e64 v5, -src_scc, |vcc_lo| mul:4
v_min_f16_e64 v255, -|0xfe0b|, -|vcc_hi| clamp div:2
v_min_f32_e64 v5, v1, v2
v_min_f32_e64 v5, v255, v255
v_min_f32_e64 v5, s1, s2
v_min_f32_e64 v5, s105, s105
v_min_f32_e64 v5, vcc_lo, ttmp15
v_min_f32_e64 v5, vcc_hi, 0xaf123456
v_min_f32_e64 v5, ttmp15, src_scc
v_min_f32_e64 v5, m0, 0.5
v_min_f32_e64 v5, exec_lo, -1
v_min_f32_e64 v5, |exec_hi|, null
v_min_f32_e64 v5, null, exec_lo
v_min_f32_e64 v5, -1, exec_hi
v_min_f32_e64 v5, 0.5, -m0 mul:2
v_min_f32_e64 v5, -src_scc, |vcc_lo| mul:4
v_min_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp div:2
v_min_i32_e64 v5, v1, v2
v_min_i32_e64 v5, v255, v255
v_min_i32_e64 v5, s1, s2
v_min_i32_e64 v5, s105, s105
v_min_i32_e64 v5, vcc_lo, ttmp15
v_min_i32_e64 v5, vcc_hi, 0xaf123456
v_min_i32_e64 v5, ttmp15, src_scc
v_min_i32_e64 v5, m0, 0.5
v_min_i32_e64 v5, exec_lo, -1
v_min_i32_e64 v5, exec_hi, null
v_min_i32_e64 v5, null, exec_lo
v_min_i32_e64 v5, -1, exec_hi
v_min_i32_e64 v5, 0.5, m0
v_min_i32_e64 v5, src_scc, vcc_lo
v_min_i32_e64 v255, 0xaf123456, vcc_hi
v_min_u32_e64 v5, v1, v2
v_min_u32_e64 v5, v255, v255
v_min_u32_e64 v5, s1, s2
v_min_u32_e64 v5, s105, s105
v_min_u32_e64 v5, vcc_lo, ttmp15
v_min_u32_e64 v5, vcc_hi, 0xaf123456
v_min_u32_e64 v5, ttmp15, src_scc
v_min_u32_e64 v5, m0, 0.5
v_min_u32_e64 v5, exec_lo, -1
v_min_u32_e64 v5, exec_hi, null
v_min_u32_e64 v5, null, exec_lo
v_min_u32_e64 v5, -1, exec_hi
v_min_u32_e64 v5, 0.5, m0
v_min_u32_e64 v5, src_scc, vcc_lo
v_min_u32_e64 v255, 0xaf123456, vcc_hi
v_mul_dx9_zero_f32_e64 v5, v1, v2
v_mul_dx9_zero_f32_e64 v5, v255, v255
v_mul_dx9_zero_f32_e64 v5, s1, s2
v_mul_dx9_zero_f32_e64 v5, s105, s105
v_mul_dx9_zero_f32_e64 v5, vcc_lo, ttmp15
v_mul_dx9_zero_f32_e64 v5, vcc_hi, 0xaf123456
v_mul_dx9_zero_f32_e64 v5, ttmp15, src_scc
v_mul_dx9_zero_f32_e64 v5, m0, 0.5
v_mul_dx9_zero_f32_e64 v5, exec_lo, -1
v_mul_dx9_zero_f32_e64 v5, |exec_hi|, null
v_mul_dx9_zero_f32_e64 v5, null, exec_lo
v_mul_dx9_zero_f32_e64 v5, -1, exec_hi
v_mul_dx9_zero_f32_e64 v5, 0.5, -m0 mul:2
v_mul_dx9_zero_f32_e64 v5, -src_scc, |vcc_lo| mul:4
v_mul_dx9_zero_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp div:2
v_mul_f16_e64 v5, v1, v2
v_mul_f16_e64 v5, v255, v255
v_mul_f16_e64 v5, s1, s2
v_mul_f16_e64 v5, s105, s105
v_mul_f16_e64 v5, vcc_lo, ttmp15
v_mul_f16_e64 v5, vcc_hi, 0xfe0b
v_mul_f16_e64 v5, ttmp15, src_scc
v_mul_f16_e64 v5, m0, 0.5
v_mul_f16_e64 v5, exec_lo, -1
v_mul_f16_e64 v5, |exec_hi|, null
v_mul_f16_e64 v5, null, exec_lo
v_mul_f16_e64 v5, -1, exec_hi
v_mul_f16_e64 v5, 0.5, -m0 mul:2
v_mul_f16_e64 v5, -src_scc, |vcc_lo| mul:4
v_mul_f16_e64 v255, -|0xfe0b|, -|vcc_hi| clamp div:2
v_mul_f32_e64 v5, v1, v2
v_mul_f32_e64 v5, v255, v255
v_mul_f32_e64 v5, s1, s2
v_mul_f32_e64 v5, s105, s105
v_mul_f32_e64 v5, vcc_lo, ttmp15
v_mul_f32_e64 v5, vcc_hi, 0xaf123456
v_mul_f32_e64 v5, ttmp15, src_scc
v_mul_f32_e64 v5, m0, 0.5
v_mul_f32_e64 v5, exec_lo, -1
v_mul_f32_e64 v5, |exec_hi|, null
v_mul_f32_e64 v5, null, exec_lo
v_mul_f32_e64 v5, -1, exec_hi
v_mul_f32_e64 v5, 0.5, -m0 mul:2
v_mul_f32_e64 v5, -src_scc, |vcc_lo| mul:4
v_mul_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp div:2
v_mul_hi_i32_i24_e64 v5, v1, v2
v_mul_hi_i32_i24_e64 v5, v255, v255
v_mul_hi_i32_i24_e64 v5, s1, s2
v_mul_hi_i32_i24_e64 v5, s105, s105
v_mul_hi_i32_i24_e64 v5, vcc_lo, ttmp15
v_mul_hi_i32_i24_e64 v5, vcc_hi, 0xaf123456
v_mul_hi_i32_i24_e64 v5, ttmp15, src_scc
v_mul_hi_i32_i24_e64 v5, m0, 0.5
v_mul_hi_i32_i24_e64 v5, exec_lo, -1
v_mul_hi_i32_i24_e64 v5, exec_hi, null
v_mul_hi_i32_i24_e64 v5, null, exec_lo
v_mul_hi_i32_i24_e64 v5, -1, exec_hi
v_mul_hi_i32_i24_e64 v5, 0.5, m0
v_mul_hi_i32_i24_e64 v5, src_scc, vcc_lo
v_mul_hi_i32_i24_e64 v255, 0xaf123456, vcc_hi
v_mul_hi_u32_u24_e64 v5, v1, v2
v_mul_hi_u32_u24_e64 v5, v255, v255
v_mul_hi_u32_u24_e64 v5, s1, s2
v_mul_hi_u32_u24_e64 v5, s105, s105
v_mul_hi_u32_u24_e64 v5, vcc_lo, ttmp15
v_mul_hi_u32_u24_e64 v5, vcc_hi, 0xaf123456
v_mul_hi_u32_u24_e64 v5, ttmp15, src_scc
v_mul_hi_u32_u24_e64 v5, m0, 0.5
v_mul_hi_u32_u24_e64 v5, exec_lo, -1
v_mul_hi_u32_u24_e64 v5, exec_hi, null
v_mul_hi_u32_u24_e64 v5, null, exec_lo
v_mul_hi_u32_u24_e64 v5, -1, exec_hi
v_mul_hi_u32_u24_e64 v5, 0.5, m0
v_mul_hi_u32_u24_e64 v5, src_scc, vcc_lo
v_mul_hi_u32_u24_e64 v255, 0xaf123456, vcc_hi
v_mul_i32_i24_e64 v5, v1, v2
v_mul_i32_i24_e64 v5, v255, v255
v_mul_i32_i24_e64 v5, s1, s2
v_mul_i32_i24_e64 v5, s105, s105
v_mul_i32_i24_e64 v5, vcc_lo, ttmp15
v_mul_i32_i24_e64 v5, vcc_hi, 0xaf123456
v_mul_i32_i24_e64 v5, ttmp15, src_scc
v_mul_i32_i24_e64 v5, m0, 0.5
v_mul_i32_i24_e64 v5, exec_lo, -1
v_mul_i32_i24_e64 v5, exec_hi, null
v_mul_i32_i24_e64 v5, null, exec_lo
v_mul_i32_i24_e64 v5, -1, exec_hi
v_mul_i32_i24_e64 v5, 0.5, m0
v_mul_i32_i24_e64 v5, src_scc, vcc_lo
v_mul_i32_i24_e64 v255, 0xaf123456, vcc_hi clamp
v_mul_legacy_f32_e64 v5, v1, v2
v_mul_legacy_f32_e64 v5, v255, v255
v_mul_legacy_f32_e64 v5, s1, s2
v_mul_legacy_f32_e64 v5, s105, s105
v_mul_legacy_f32_e64 v5, vcc_lo, ttmp15
v_mul_legacy_f32_e64 v5, vcc_hi, 0xaf123456
v_mul_legacy_f32_e64 v5, ttmp15, src_scc
v_mul_legacy_f32_e64 v5, m0, 0.5
v_mul_legacy_f32_e64 v5, exec_lo, -1
v_mul_legacy_f32_e64 v5, |exec_hi|, null
v_mul_legacy_f32_e64 v5, null, exec_lo
v_mul_legacy_f32_e64 v5, -1, exec_hi
v_mul_legacy_f32_e64 v5, 0.5, -m0 mul:2
v_mul_legacy_f32_e64 v5, -src_scc, |vcc_lo| mul:4
v_mul_legacy_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp div:2
v_mul_u32_u24_e64 v5, v1, v2
v_mul_u32_u24_e64 v5, v255, v255
v_mul_u32_u24_e64 v5, s1, s2
v_mul_u32_u24_e64 v5, s105, s105
v_mul_u32_u24_e64 v5, vcc_lo, ttmp15
v_mul_u32_u24_e64 v5, vcc_hi, 0xaf123456
v_mul_u32_u24_e64 v5, ttmp15, src_scc
v_mul_u32_u24_e64 v5, m0, 0.5
v_mul_u32_u24_e64 v5, exec_lo, -1
v_mul_u32_u24_e64 v5, exec_hi, null
v_mul_u32_u24_e64 v5, null, exec_lo
v_mul_u32_u24_e64 v5, -1, exec_hi
v_mul_u32_u24_e64 v5, 0.5, m0
v_mul_u32_u24_e64 v5, src_scc, vcc_lo
v_mul_u32_u24_e64 v255, 0xaf123456, vcc_hi clamp
v_or_b32_e64 v5, v1, v2
v_or_b32_e64 v5, v255, v255
v_or_b32_e64 v5, s1, s2
v_or_b32_e64 v5, s105, s105
v_or_b32_e64 v5, vcc_lo, ttmp15
v_or_b32_e64 v5, vcc_hi, 0xaf123456
v_or_b32_e64 v5, ttmp15, src_scc
v_or_b32_e64 v5, m0, 0.5
v_or_b32_e64 v5, exec_lo, -1
v_or_b32_e64 v5, exec_hi, null
v_or_b32_e64 v5, null, exec_lo
v_or_b32_e64 v5, -1, exec_hi
v_or_b32_e64 v5, 0.5, m0
v_or_b32_e64 v5, src_scc, vcc_lo
v_or_b32_e64 v255, 0xaf123456, vcc_hi
v_sub_co_ci_u32_e64 v5, s6, v1, 0xaf123456, s3
v_sub_co_ci_u32_e64 v5, s6, v255, src_scc, s3
v_sub_co_ci_u32_e64 v5, s6, s105, s105, s3
v_sub_co_ci_u32_e64 v5, s6, vcc_lo, v2, s3
v_sub_co_ci_u32_e64 v5, s6, vcc_hi, v255, s3
v_sub_co_ci_u32_e64 v5, s6, ttmp15, ttmp15, s3
v_sub_co_ci_u32_e64 v5, s6, m0, 0.5, s3
v_sub_co_ci_u32_e64 v5, s6, exec_lo, exec_lo, s3
v_sub_co_ci_u32_e64 v5, s6, exec_hi, -1, s3
v_sub_co_ci_u32_e64 v5, s105, null, exec_hi, s105
v_sub_co_ci_u32_e64 v5, vcc_lo, -1, m0, vcc_lo
v_sub_co_ci_u32_e64 v5, vcc_hi, 0.5, vcc_lo, vcc_hi
v_sub_co_ci_u32_e64 v5, ttmp15, src_scc, null, ttmp15
v_sub_co_ci_u32_e64 v5, s[12:13], v1, 0xaf123456, s[6:7]
v_sub_co_ci_u32_e64 v5, s[12:13], v255, src_scc, s[6:7]
v_sub_co_ci_u32_e64 v5, s[12:13], s105, s105, s[6:7]
v_sub_co_ci_u32_e64 v5, s[12:13], vcc_lo, v2, s[6:7]
v_sub_co_ci_u32_e64 v5, s[12:13], vcc_hi, v255, s[6:7]
v_sub_co_ci_u32_e64 v5, s[12:13], ttmp15, ttmp15, s[6:7]
v_sub_co_ci_u32_e64 v5, s[12:13], m0, 0.5, s[6:7]
v_sub_co_ci_u32_e64 v5, s[12:13], exec_lo, exec_lo, s[6:7]
v_sub_co_ci_u32_e64 v5, s[12:13], exec_hi, -1, s[6:7]
v_sub_co_ci_u32_e64 v5, s[12:13], null, exec_hi, s[6:7]
v_sub_co_ci_u32_e64 v5, s[104:105], -1, m0, s[104:105]
v_sub_co_ci_u32_e64 v5, vcc, 0.5, vcc_lo, vcc
v_sub_co_ci_u32_e64 v5, ttmp[14:15], src_scc, null, ttmp[14:15]
v_sub_co_ci_u32_e64 v255, null, 0xaf123456, vcc_hi, null clamp
v_sub_f16_e64 v5, v1, v2
v_sub_f16_e64 v5, v255, v255
v_sub_f16_e64 v5, s1, s2
v_sub_f16_e64 v5, s105, s105
v_sub_f16_e64 v5, vcc_lo, ttmp15
v_sub_f16_e64 v5, vcc_hi, 0xfe0b
v_sub_f16_e64 v5, ttmp15, src_scc
v_sub_f16_e64 v5, m0, 0.5
v_sub_f16_e64 v5, exec_lo, -1
v_sub_f16_e64 v5, |exec_hi|, null
v_sub_f16_e64 v5, null, exec_lo
v_sub_f16_e64 v5, -1, exec_hi
v_sub_f16_e64 v5, 0.5, -m0 mul:2
v_sub_f16_e64 v5, -src_scc, |vcc_lo| mul:4
v_sub_f16_e64 v255, -|0xfe0b|, -|vcc_hi| clamp div:2
v_sub_f32_e64 v5, v1, v2
v_sub_f32_e64 v5, v255, v255
v_sub_f32_e64 v5, s1, s2
v_sub_f32_e64 v5, s105, s105
v_sub_f32_e64 v5, vcc_lo, ttmp15
v_sub_f32_e64 v5, vcc_hi, 0xaf123456
v_sub_f32_e64 v5, ttmp15, src_scc
v_sub_f32_e64 v5, m0, 0.5
v_sub_f32_e64 v5, exec_lo, -1
v_sub_f32_e64 v5, |exec_hi|, null
v_sub_f32_e64 v5, null, exec_lo
v_sub_f32_e64 v5, -1, exec_hi
v_sub_f32_e64 v5, 0.5, -m0 mul:2
v_sub_f32_e64 v5, -src_scc, |vcc_lo| mul:4
v_sub_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp div:2
v_sub_nc_u32_e64 v5, v1, v2
v_sub_nc_u32_e64 v5, v255, v255
v_sub_nc_u32_e64 v5, s1, s2
v_sub_nc_u32_e64 v5, s105, s105
v_sub_nc_u32_e64 v5, vcc_lo, ttmp15
v_sub_nc_u32_e64 v5, vcc_hi, 0xaf123456
v_sub_nc_u32_e64 v5, ttmp15, src_scc
v_sub_nc_u32_e64 v5, m0, 0.5
v_sub_nc_u32_e64 v5, exec_lo, -1
v_sub_nc_u32_e64 v5, exec_hi, null
v_sub_nc_u32_e64 v5, null, exec_lo
v_sub_nc_u32_e64 v5, -1, exec_hi
v_sub_nc_u32_e64 v5, 0.5, m0
v_sub_nc_u32_e64 v5, src_scc, vcc_lo
v_sub_nc_u32_e64 v255, 0xaf123456, vcc_hi clamp
v_subrev_co_ci_u32_e64 v5, s6, v1, 0xaf123456, s3
v_subrev_co_ci_u32_e64 v5, s6, v255, src_scc, s3
v_subrev_co_ci_u32_e64 v5, s6, s105, s105, s3
v_subrev_co_ci_u32_e64 v5, s6, vcc_lo, v2, s3
v_subrev_co_ci_u32_e64 v5, s6, vcc_hi, v255, s3
v_subrev_co_ci_u32_e64 v5, s6, ttmp15, ttmp15, s3
v_subrev_co_ci_u32_e64 v5, s6, m0, 0.5, s3
v_subrev_co_ci_u32_e64 v5, s6, exec_lo, exec_lo, s3
v_subrev_co_ci_u32_e64 v5, s6, exec_hi, -1, s3
v_subrev_co_ci_u32_e64 v5, s105, null, exec_hi, s105
v_subrev_co_ci_u32_e64 v5, vcc_lo, -1, m0, vcc_lo
v_subrev_co_ci_u32_e64 v5, vcc_hi, 0.5, vcc_lo, vcc_hi
v_subrev_co_ci_u32_e64 v5, ttmp15, src_scc, null, ttmp15
v_subrev_co_ci_u32_e64 v5, s[12:13], v1, 0xaf123456, s[6:7]
v_subrev_co_ci_u32_e64 v5, s[12:13], v255, src_scc, s[6:7]
v_subrev_co_ci_u32_e64 v5, s[12:13], s105, s105, s[6:7]
v_subrev_co_ci_u32_e64 v5, s[12:13], vcc_lo, v2, s[6:7]
v_subrev_co_ci_u32_e64 v5, s[12:13], vcc_hi, v255, s[6:7]
v_subrev_co_ci_u32_e64 v5, s[12:13], ttmp15, ttmp15, s[6:7]
v_subrev_co_ci_u32_e64 v5, s[12:13], m0, 0.5, s[6:7]
v_subrev_co_ci_u32_e64 v5, s[12:13], exec_lo, exec_lo, s[6:7]
v_subrev_co_ci_u32_e64 v5, s[12:13], exec_hi, -1, s[6:7]
v_subrev_co_ci_u32_e64 v5, s[12:13], null, exec_hi, s[6:7]
v_subrev_co_ci_u32_e64 v5, s[104:105], -1, m0, s[104:105]
v_subrev_co_ci_u32_e64 v5, vcc, 0.5, vcc_lo, vcc
v_subrev_co_ci_u32_e64 v5, ttmp[14:15], src_scc, null, ttmp[14:15]
v_subrev_co_ci_u32_e64 v255, null, 0xaf123456, vcc_hi, null clamp
v_subrev_f16_e64 v5, v1, v2
v_subrev_f16_e64 v5, v255, v255
v_subrev_f16_e64 v5, s1, s2
v_subrev_f16_e64 v5, s105, s105
v_subrev_f16_e64 v5, vcc_lo, ttmp15
v_subrev_f16_e64 v5, vcc_hi, 0xfe0b
v_subrev_f16_e64 v5, ttmp15, src_scc
v_subrev_f16_e64 v5, m0, 0.5
v_subrev_f16_e64 v5, exec_lo, -1
v_subrev_f16_e64 v5, |exec_hi|, null
v_subrev_f16_e64 v5, null, exec_lo
v_subrev_f16_e64 v5, -1, exec_hi
v_subrev_f16_e64 v5, 0.5, -m0 mul:2
v_subrev_f16_e64 v5, -src_scc, |vcc_lo| mul:4
v_subrev_f16_e64 v255, -|0xfe0b|, -|vcc_hi| clamp div:2
v_subrev_f32_e64 v5, v1, v2
v_subrev_f32_e64 v5, v255, v255
v_subrev_f32_e64 v5, s1, s2
v_subrev_f32_e64 v5, s105, s105
v_subrev_f32_e64 v5, vcc_lo, ttmp15
v_subrev_f32_e64 v5, vcc_hi, 0xaf123456
v_subrev_f32_e64 v5, ttmp15, src_scc
v_subrev_f32_e64 v5, m0, 0.5
v_subrev_f32_e64 v5, exec_lo, -1
v_subrev_f32_e64 v5, |exec_hi|, null
v_subrev_f32_e64 v5, null, exec_lo
v_subrev_f32_e64 v5, -1, exec_hi
v_subrev_f32_e64 v5, 0.5, -m0 mul:2
v_subrev_f32_e64 v5, -src_scc, |vcc_lo| mul:4
v_subrev_f32_e64 v255, -|0xaf123456|, -|vcc_hi| clamp div:2
v_subrev_nc_u32_e64 v5, v1, v2
v_subrev_nc_u32_e64 v5, v255, v255
v_subrev_nc_u32_e64 v5, s1, s2
v_subrev_nc_u32_e64 v5, s105, s105
v_subrev_nc_u32_e64 v5, vcc_lo, ttmp15
v_subrev_nc_u32_e64 v5, vcc_hi, 0xaf123456
v_subrev_nc_u32_e64 v5, ttmp15, src_scc
v_subrev_nc_u32_e64 v5, m0, 0.5
v_subrev_nc_u32_e64 v5, exec_lo, -1
v_subrev_nc_u32_e64 v5, exec_hi, null
v_subrev_nc_u32_e64 v5, null, exec_lo
v_subrev_nc_u32_e64 v5, -1, exec_hi
v_subrev_nc_u32_e64 v5, 0.5, m0
v_subrev_nc_u32_e64 v5, src_scc, vcc_lo
v_subrev_nc_u32_e64 v255, 0xaf123456, vcc_hi clamp
v_xnor_b32_e64 v5, v1, v2
v_xnor_b32_e64 v5, v255, v255
v_xnor_b32_e64 v5, s1, s2
v_xnor_b32_e64 v5, s105, s105
v_xnor_b32_e64 v5, vcc_lo, ttmp15
v_xnor_b32_e64 v5, vcc_hi, 0xaf123456
v_xnor_b32_e64 v5, ttmp15, src_scc
v_xnor_b32_e64 v5, m0, 0.5
v_xnor_b32_e64 v5, exec_lo, -1
v_xnor_b32_e64 v5, exec_hi, null
v_xnor_b32_e64 v5, null, exec_lo
v_xnor_b32_e64 v5, -1, exec_hi
v_xnor_b32_e64 v5, 0.5, m0
v_xnor_b32_e64 v5, src_scc, vcc_lo
v_xnor_b32_e64 v255, 0xaf123456, vcc_hi
v_xor_b32_e64 v5, v1, v2
v_xor_b32_e64 v5, v255, v255
v_xor_b32_e64 v5, s1, s2
v_xor_b32_e64 v5, s105, s105
v_xor_b32_e64 v5, vcc_lo, ttmp15
v_xor_b32_e64 v5, vcc_hi, 0xaf123456
v_xor_b32_e64 v5, ttmp15, src_scc
v_xor_b32_e64 v5, m0, 0.5
v_xor_b32_e64 v5, exec_lo, -1
v_xor_b32_e64 v5, exec_hi, null
v_xor_b32_e64 v5, null, exec_lo
v_xor_b32_e64 v5, -1, exec_hi
v_xor_b32_e64 v5, 0.5, m0
v_xor_b32_e64 v5, src_scc, vcc_lo
v_xor_b32_e64 v255, 0xaf123456, vcc_hi

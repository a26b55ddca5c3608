// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_from_vop2.s @0460aaf3e02da8cae15ae5cf801d13773253e0ab, chars 0-32000 of 111323 (excerpt: RUN and instruction lines; check lines and the wave64-only lines (`s[12:13]` carries) omitted)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
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
v_add_co_ci_u32_e64 v255, null, 0xaf123456, vcc_hi, null clamp
v_add_f16_e64 v5.l, v1.l, v2.l
v_add_f16_e64 v5.l, v255.l, v255.l
v_add_f16_e64 v5.l, s1, s2
v_add_f16_e64 v5.l, s105, s105
v_add_f16_e64 v5.l, vcc_lo, ttmp15
v_add_f16_e64 v5.l, vcc_hi, 0xfe0b
v_add_f16_e64 v5.l, ttmp15, src_scc
v_add_f16_e64 v5.l, m0, 0.5
v_add_f16_e64 v5.l, exec_lo, -1
v_add_f16_e64 v5.l, |exec_hi|, null
v_add_f16_e64 v5.l, null, exec_lo
v_add_f16_e64 v5.l, -1, exec_hi
v_add_f16_e64 v5.l, 0.5, -m0 mul:2
v_add_f16_e64 v5.l, -src_scc, |vcc_lo| mul:4
v_add_f16_e64 v255.l, -|0xfe0b|, -|vcc_hi| clamp div:2
v_add_f16_e64 v5.l, v1.h, v2.l
v_add_f16_e64 v5.l, v255.l, v255.h
v_add_f16_e64 v255.h, -|0xfe0b|, -|vcc_hi| clamp div:2
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
// --- chars 16000-32000 (with the v_and_b32_e64 v255 line just before it): wave32 and common lines, written out from the page's operand lists and checked against its encodings (the wave64-only s[6:7] carries left out)
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

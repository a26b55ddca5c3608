// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopd.s @03e0a55042b7d56cdee3751961778089174c93b9, chars 0-32000 of 1046985 (excerpt: RUN and instruction lines; check lines omitted)
// RUN: llvm-mc -triple=amdgpu11.00 -mattr=+wavefrontsize32 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
v_dual_add_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_add_f32 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v255
v_dual_add_f32 v255, -1, v4 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_max_f32 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_min_f32 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_mov_b32 v6, src_scc
v_dual_add_f32 v255, -1, v4 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_add_f32 v255, -1, v4 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_add_f32 v255, 0.5, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_and_b32 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_add_f32 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
v_dual_add_f32 v255, 0.5, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_add_f32 v255, 0.5, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_add_f32 v255, 0.5, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_add_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_and_b32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_add_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
// --- chars 16000-32000: v_dual_add_f32 with exec_hi/exec_lo/m0/s1 sources against every Y opcode, written by a loop over the page's Y opcodes and checked against its encodings
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_add_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_add_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_add_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_add_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_add_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_add_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_add_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopd.s @03e0a55042b7d56cdee3751961778089174c93b9, 1046985 chars; read: chars 0-48000 and 500000-516000; the lines are the output of a loop (X opcode x X source operand x Y opcode, the operand pairings of the pages read; the 14 X and 17 Y opcodes of the file), keeping the 2925 of 3332 that llvm-mc-22 accepts in wave32; it holds every instruction line of chars 0-32000 (check lines omitted)
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
v_dual_add_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_add_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_add_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_add_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_add_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_add_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_add_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_add_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_add_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_add_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_add_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_add_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_add_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_add_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_add_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_add_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_add_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_add_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_add_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_add_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_add_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_add_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_add_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_add_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v1
v_dual_add_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_max_f32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_min_f32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_mov_b32 v6, src_scc
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_and_b32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_add_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_and_b32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v255 :: v_dual_mov_b32 v6, v1
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_max_f32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_min_f32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_mov_b32 v6, src_scc
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_and_b32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_add_f32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_and_b32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v255 :: v_dual_mov_b32 v6, v1
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_max_f32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_min_f32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_mov_b32 v6, src_scc
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_and_b32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_add_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_and_b32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v255 :: v_dual_mov_b32 v6, v1
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_add_f32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_and_b32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v255
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_max_f32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_min_f32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_mov_b32 v6, src_scc
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_add_f32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_and_b32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_max_f32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_min_f32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_mov_b32 v6, 0.5
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_add_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_and_b32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_cndmask_b32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_fmac_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_max_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_min_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v255, 0xaf123456 :: v_dual_mov_b32 v6, null
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_mul_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_sub_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_subrev_f32 v6, null, v3
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_fmaak_f32 v255, exec_hi, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_fmaak_f32 v255, exec_lo, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_add_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_and_b32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_fmac_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_max_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_min_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v255, 0xaf123456 :: v_dual_mov_b32 v6, m0
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_mul_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_sub_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_subrev_f32 v6, m0, v3
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_fmaak_f32 v255, s1, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_fmaak_f32 v255, s105, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_add_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_and_b32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_fmac_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_max_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_min_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v255, 0xaf123456 :: v_dual_mov_b32 v6, -1
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_mul_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_sub_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_subrev_f32 v6, -1, v3
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_fmaak_f32 v255, ttmp15, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_add_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_and_b32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_fmac_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_max_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_min_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v255, 0xaf123456 :: v_dual_mov_b32 v6, v255
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_mul_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_sub_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_subrev_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_add_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_and_b32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_fmac_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_max_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_min_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v255, 0xaf123456 :: v_dual_mov_b32 v6, v1
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_mul_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_sub_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_subrev_f32 v6, v1, v3
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_fmaak_f32 v255, vcc_hi, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_fmaak_f32 v255, vcc_lo, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_fmac_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_fmac_f32 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_max_f32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_min_f32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_mov_b32 v6, src_scc
v_dual_fmac_f32 v255, -1, v4 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_and_b32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_add_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_and_b32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_fmac_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_fmac_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_fmac_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_fmac_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_fmac_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_fmac_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_fmac_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_fmac_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_fmac_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_fmac_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v1
v_dual_fmac_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v255
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_max_f32 v6, src_scc, v5
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_min_f32 v6, src_scc, v5
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_mov_b32 v6, src_scc
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_fmamk_f32 v255, -1, 0xaf123456, v4 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_and_b32 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v2 :: v_dual_add_f32 v6, null, v3
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v2 :: v_dual_and_b32 v6, null, v3
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_fmamk_f32 v255, m0, 0xaf123456, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_fmamk_f32 v255, m0, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_fmamk_f32 v255, m0, 0xaf123456, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_fmamk_f32 v255, m0, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_fmamk_f32 v255, m0, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_fmamk_f32 v255, m0, 0xaf123456, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_fmamk_f32 v255, m0, 0xaf123456, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_mov_b32 v6, m0
v_dual_fmamk_f32 v255, m0, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_fmamk_f32 v255, m0, 0xaf123456, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_fmamk_f32 v255, m0, 0xaf123456, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_fmamk_f32 v255, m0, 0xaf123456, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_fmamk_f32 v255, s1, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_fmamk_f32 v255, s105, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_mov_b32 v6, -1
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_fmamk_f32 v255, v1, 0xaf123456, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_fmamk_f32 v255, v1, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_fmamk_f32 v255, v1, 0xaf123456, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_fmamk_f32 v255, v1, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_fmamk_f32 v255, v1, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_fmamk_f32 v255, v1, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_fmamk_f32 v255, v1, 0xaf123456, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_fmamk_f32 v255, v1, 0xaf123456, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_mov_b32 v6, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_fmamk_f32 v255, v1, 0xaf123456, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_fmamk_f32 v255, v1, 0xaf123456, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_fmamk_f32 v255, v1, 0xaf123456, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_fmamk_f32 v255, v255, 0xaf123456, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_fmamk_f32 v255, v255, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_fmamk_f32 v255, v255, 0xaf123456, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_fmamk_f32 v255, v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_fmamk_f32 v255, v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_fmamk_f32 v255, v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_fmamk_f32 v255, v255, 0xaf123456, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_fmamk_f32 v255, v255, 0xaf123456, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, v1
v_dual_fmamk_f32 v255, v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_fmamk_f32 v255, v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_fmamk_f32 v255, v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_fmamk_f32 v255, v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_max_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_max_f32 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v255
v_dual_max_f32 v255, -1, v4 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_max_f32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_min_f32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_mov_b32 v6, src_scc
v_dual_max_f32 v255, -1, v4 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_max_f32 v255, 0.5, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_and_b32 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_max_f32 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
v_dual_max_f32 v255, 0.5, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_max_f32 v255, 0.5, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_max_f32 v255, 0.5, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_add_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_and_b32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_max_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_max_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_max_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_max_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_max_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_max_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_max_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_max_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_max_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_max_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_max_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_max_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_max_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_max_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_max_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_max_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_max_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_max_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_max_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v1
v_dual_max_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_min_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_min_f32 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v255
v_dual_min_f32 v255, -1, v4 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_max_f32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_min_f32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_mov_b32 v6, src_scc
v_dual_min_f32 v255, -1, v4 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_min_f32 v255, 0.5, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_and_b32 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_min_f32 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
v_dual_min_f32 v255, 0.5, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_min_f32 v255, 0.5, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_min_f32 v255, 0.5, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_add_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_and_b32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_min_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_min_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_min_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_min_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_min_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_min_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_min_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_min_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_min_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_min_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_min_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_min_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_min_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_min_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_min_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_min_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_min_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_min_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_min_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v1
v_dual_min_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, -1 :: v_dual_add_f32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_and_b32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_mov_b32 v255, -1 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v255
v_dual_mov_b32 v255, -1 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_max_f32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_min_f32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_mov_b32 v6, src_scc
v_dual_mov_b32 v255, -1 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_mov_b32 v255, 0.5 :: v_dual_add_f32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_and_b32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_mov_b32 v255, 0.5 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
v_dual_mov_b32 v255, 0.5 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_max_f32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_min_f32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_mov_b32 v6, 0.5
v_dual_mov_b32 v255, 0.5 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_add_f32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_add_nc_u32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_and_b32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_cndmask_b32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_fmac_f32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_max_f32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_min_f32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_mov_b32 v6, null
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_mul_f32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_sub_f32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_subrev_f32 v6, null, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_mov_b32 v255, exec_hi :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_mov_b32 v6, vcc_hi
v_dual_mov_b32 v255, exec_hi :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_add_f32 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_and_b32 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_mov_b32 v255, exec_lo :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_max_f32 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_min_f32 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_mov_b32 v6, ttmp15
v_dual_mov_b32 v255, exec_lo :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_mov_b32 v255, m0 :: v_dual_add_f32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_and_b32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_mov_b32 v255, m0 :: v_dual_fmac_f32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_mov_b32 v255, m0 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_max_f32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_min_f32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_mov_b32 v6, m0
v_dual_mov_b32 v255, m0 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_mul_f32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_sub_f32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_subrev_f32 v6, m0, v3
v_dual_mov_b32 v255, s1 :: v_dual_add_f32 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_and_b32 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_mov_b32 v255, s1 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_mov_b32 v255, s1 :: v_dual_fmac_f32 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_mov_b32 v255, s1 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_max_f32 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_min_f32 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_mov_b32 v6, s105
v_dual_mov_b32 v255, s1 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_mul_f32 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_sub_f32 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_subrev_f32 v6, s105, v3
v_dual_mov_b32 v255, s105 :: v_dual_add_f32 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_and_b32 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_mov_b32 v255, s105 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_mov_b32 v255, s105 :: v_dual_fmac_f32 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_mov_b32 v255, s105 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_max_f32 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_min_f32 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_mov_b32 v6, s1
v_dual_mov_b32 v255, s105 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_mul_f32 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_sub_f32 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_subrev_f32 v6, s1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_add_f32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_add_nc_u32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_and_b32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_cndmask_b32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_mov_b32 v255, src_scc :: v_dual_fmac_f32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_mov_b32 v255, src_scc :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_max_f32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_min_f32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_mov_b32 v6, -1
v_dual_mov_b32 v255, src_scc :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_mul_f32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_sub_f32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_subrev_f32 v6, -1, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_mov_b32 v255, ttmp15 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_mov_b32 v6, vcc_lo
v_dual_mov_b32 v255, ttmp15 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_mov_b32 v255, v1 :: v_dual_add_f32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_and_b32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_mov_b32 v255, v1 :: v_dual_fmac_f32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_mov_b32 v255, v1 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_max_f32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_min_f32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_mov_b32 v6, v255
v_dual_mov_b32 v255, v1 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_mul_f32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_sub_f32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_subrev_f32 v6, v255, v3
v_dual_mov_b32 v255, v255 :: v_dual_add_f32 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_and_b32 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_mov_b32 v255, v255 :: v_dual_fmac_f32 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_mov_b32 v255, v255 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_max_f32 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_min_f32 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_mov_b32 v6, v1
v_dual_mov_b32 v255, v255 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_mul_f32 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_sub_f32 v6, v1, v3
v_dual_mov_b32 v255, v255 :: v_dual_subrev_f32 v6, v1, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_add_f32 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_and_b32 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_mov_b32 v255, vcc_hi :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_max_f32 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_min_f32 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_mov_b32 v6, exec_hi
v_dual_mov_b32 v255, vcc_hi :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_hi :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_add_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_and_b32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_mov_b32 v255, vcc_lo :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_max_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_min_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_mov_b32 v6, exec_lo
v_dual_mov_b32 v255, vcc_lo :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_max_f32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_min_f32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_mov_b32 v6, src_scc
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_and_b32 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_add_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_and_b32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v1
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_mul_f32 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v255
v_dual_mul_f32 v255, -1, v4 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_max_f32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_min_f32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_mov_b32 v6, src_scc
v_dual_mul_f32 v255, -1, v4 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_and_b32 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_add_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_and_b32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_mul_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_mul_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_mul_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_mul_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_mul_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_mul_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_mul_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_mul_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_mul_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_mul_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_mul_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_mul_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_mul_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_mul_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_mul_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_mul_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v1
v_dual_mul_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_sub_f32 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v255
v_dual_sub_f32 v255, -1, v4 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_max_f32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_min_f32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_mov_b32 v6, src_scc
v_dual_sub_f32 v255, -1, v4 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_and_b32 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_add_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_and_b32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_sub_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_sub_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_sub_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_sub_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_sub_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_sub_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_sub_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_sub_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_sub_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_sub_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_sub_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_sub_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_sub_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_sub_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_sub_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_sub_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v1
v_dual_sub_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_subrev_f32 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v255
v_dual_subrev_f32 v255, -1, v4 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_max_f32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_min_f32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_mov_b32 v6, src_scc
v_dual_subrev_f32 v255, -1, v4 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_mul_f32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_sub_f32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_subrev_f32 v6, src_scc, v5
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_and_b32 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_add_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_and_b32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_subrev_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_subrev_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_subrev_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_subrev_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_subrev_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_subrev_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_subrev_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_subrev_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_subrev_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_subrev_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_subrev_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_subrev_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_subrev_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_subrev_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_subrev_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_subrev_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v1
v_dual_subrev_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3

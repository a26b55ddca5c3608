// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopd.s @03e0a55042b7d56cdee3751961778089174c93b9, 1046985 chars; read: chars 0-1046985 (the X opcodes add_f32, cndmask_b32, dot2acc_f32_bf16, dot2acc_f32_f16, fmaak_f32, fmac_f32, fmamk_f32, max_f32, min_f32, mov_b32, mul_dx9_zero_f32, mul_f32, sub_f32, subrev_f32): their 3758 instruction lines first, in the file's order, written by tools/conformance_loops/vopd_pages.py from the pages read (check lines omitted); then the 1073 further lines of the earlier loop (tools/conformance_loops/vopd.py: X opcode x X source x Y opcode, the operand pairings of the first pages, the lines llvm-mc-22 accepts in wave32), llvm-mc-22's forms rather than LLVM's lines
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
v_dual_add_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_add_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_add_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_add_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_add_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_add_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_add_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_add_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_add_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_add_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_add_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_add_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_add_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_add_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_add_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_add_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_add_f32 v255, v2, v2 :: v_dual_add_f32 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_add_nc_u32 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_and_b32 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_cndmask_b32 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_dot2acc_f32_bf16 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_dot2acc_f32_f16 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_fmaak_f32 v6, v3, v3, 0xaf123456
v_dual_add_f32 v255, v2, v2 :: v_dual_fmac_f32 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_lshlrev_b32 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_max_f32 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_min_f32 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_mul_dx9_zero_f32 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_mul_f32 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_sub_f32 v6, v3, v3
v_dual_add_f32 v255, v2, v2 :: v_dual_subrev_f32 v6, v3, v3
v_dual_add_f32 v255, v2, v255 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v255
v_dual_add_f32 v255, v2, v255 :: v_dual_mov_b32 v6, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_add_f32 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_and_b32 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_dot2acc_f32_bf16 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v2, v3, 0xaf123456
v_dual_add_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_max_f32 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_min_f32 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v2, v3
v_dual_add_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v2, v3
v_dual_add_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v255
v_dual_add_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v2
v_dual_add_f32 v255, v3, v2 :: v_dual_add_f32 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_add_nc_u32 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_and_b32 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_cndmask_b32 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_dot2acc_f32_bf16 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_dot2acc_f32_f16 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_fmaak_f32 v6, v4, v3, 0xaf123456
v_dual_add_f32 v255, v3, v2 :: v_dual_fmac_f32 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_lshlrev_b32 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_max_f32 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_min_f32 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_mul_dx9_zero_f32 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_mul_f32 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_sub_f32 v6, v4, v3
v_dual_add_f32 v255, v3, v2 :: v_dual_subrev_f32 v6, v4, v3
v_dual_add_f32 v255, v3, v255 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v255
v_dual_add_f32 v255, v3, v255 :: v_dual_mov_b32 v6, v4
v_dual_add_f32 v255, v4, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_add_f32 v255, v4, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_add_f32 v255, v4, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_add_f32 v255, v4, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_add_f32 v255, v4, v255 :: v_dual_mov_b32 v6, v1
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_add_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_add_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_add_f32 v6, null, v5 :: v_dual_add_f32 v255, 0xaf123456, v4
v_dual_add_f32 v6, null, v5 :: v_dual_add_nc_u32 v255, 0xaf123456, v4
v_dual_add_f32 v6, null, v5 :: v_dual_and_b32 v255, 0xaf123456, v4
v_dual_add_f32 v6, null, v5 :: v_dual_cndmask_b32 v255, 0xaf123456, v4
v_dual_add_f32 v6, null, v5 :: v_dual_dot2acc_f32_bf16 v255, 0xfe0b, v4
v_dual_add_f32 v6, null, v5 :: v_dual_dot2acc_f32_f16 v255, 0xfe0b, v4
v_dual_add_f32 v6, null, v5 :: v_dual_fmaak_f32 v255, 0xaf123456, v4, 0xaf123456
v_dual_add_f32 v6, null, v5 :: v_dual_fmac_f32 v255, 0xaf123456, v4
v_dual_add_f32 v6, null, v5 :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v4
v_dual_add_f32 v6, null, v5 :: v_dual_lshlrev_b32 v255, 0xaf123456, v4
v_dual_add_f32 v6, null, v5 :: v_dual_max_f32 v255, 0xaf123456, v4
v_dual_add_f32 v6, null, v5 :: v_dual_min_f32 v255, 0xaf123456, v4
v_dual_add_f32 v6, null, v5 :: v_dual_mov_b32 v255, 0xaf123456
v_dual_add_f32 v6, null, v5 :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v4
v_dual_add_f32 v6, null, v5 :: v_dual_mul_f32 v255, 0xaf123456, v4
v_dual_add_f32 v6, null, v5 :: v_dual_sub_f32 v255, 0xaf123456, v4
v_dual_add_f32 v6, null, v5 :: v_dual_subrev_f32 v255, 0xaf123456, v4
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_fmaak_f32 v6, 0.5, v5, 0xaf123456
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
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
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, -1, v2, 0xaf123456
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
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
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_cndmask_b32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_cndmask_b32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_cndmask_b32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_cndmask_b32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_cndmask_b32 v255, s1, v255 :: v_dual_mov_b32 v6, s1
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_cndmask_b32 v255, s105, v255 :: v_dual_mov_b32 v6, s105
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_cndmask_b32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_cndmask_b32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_cndmask_b32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_cndmask_b32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_add_f32 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_add_nc_u32 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_and_b32 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_cndmask_b32 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_dot2acc_f32_f16 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_fmaak_f32 v6, v3, v3, 0xaf123456
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_fmac_f32 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_lshlrev_b32 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_max_f32 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_min_f32 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_mul_dx9_zero_f32 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_mul_f32 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_sub_f32 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v2 :: v_dual_subrev_f32 v6, v3, v3
v_dual_cndmask_b32 v255, v2, v255 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v255
v_dual_cndmask_b32 v255, v2, v255 :: v_dual_mov_b32 v6, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_add_f32 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_and_b32 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v2, v3, 0xaf123456
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_fmac_f32 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_max_f32 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_min_f32 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_mul_f32 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_sub_f32 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v2 :: v_dual_subrev_f32 v6, v2, v3
v_dual_cndmask_b32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v255
v_dual_cndmask_b32 v255, v255, v255 :: v_dual_mov_b32 v6, v2
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_add_f32 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_add_nc_u32 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_and_b32 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_cndmask_b32 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_dot2acc_f32_f16 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_fmaak_f32 v6, v4, v3, 0xaf123456
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_fmac_f32 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_lshlrev_b32 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_max_f32 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_min_f32 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_mul_dx9_zero_f32 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_mul_f32 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_sub_f32 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v2 :: v_dual_subrev_f32 v6, v4, v3
v_dual_cndmask_b32 v255, v3, v255 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v255
v_dual_cndmask_b32 v255, v3, v255 :: v_dual_mov_b32 v6, v4
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_cndmask_b32 v255, v4, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_cndmask_b32 v255, v4, v255 :: v_dual_mov_b32 v6, v1
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_cndmask_b32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_cndmask_b32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_cndmask_b32 v6, null, v5 :: v_dual_add_f32 v255, 0xaf123456, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_add_nc_u32 v255, 0xaf123456, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_and_b32 v255, 0xaf123456, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_cndmask_b32 v255, 0xaf123456, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_dot2acc_f32_f16 v255, 0xfe0b, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_fmaak_f32 v255, 0xaf123456, v4, 0xaf123456
v_dual_cndmask_b32 v6, null, v5 :: v_dual_fmac_f32 v255, 0xaf123456, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_lshlrev_b32 v255, 0xaf123456, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_max_f32 v255, 0xaf123456, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_min_f32 v255, 0xaf123456, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_mov_b32 v255, 0xaf123456
v_dual_cndmask_b32 v6, null, v5 :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_mul_f32 v255, 0xaf123456, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_sub_f32 v255, 0xaf123456, v4
v_dual_cndmask_b32 v6, null, v5 :: v_dual_subrev_f32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_add_f32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0.5, v3 :: v_dual_add_nc_u32 v6, 0.5, v2
v_dual_dot2acc_f32_bf16 v255, 0xfe0b, v2 :: v_dual_add_f32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, 0xfe0b, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_dot2acc_f32_bf16 v255, v2, v2 :: v_dual_add_f32 v6, v3, v3
v_dual_dot2acc_f32_bf16 v255, v2, v2 :: v_dual_add_nc_u32 v6, v3, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_add_f32 v6, v2, v3
v_dual_dot2acc_f32_bf16 v255, v255, v2 :: v_dual_add_nc_u32 v6, v2, v3
v_dual_dot2acc_f32_bf16 v255, v3, v2 :: v_dual_add_f32 v6, v4, v3
v_dual_dot2acc_f32_bf16 v255, v3, v2 :: v_dual_add_nc_u32 v6, v4, v3
v_dual_dot2acc_f32_bf16 v255, v4, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, v4, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_dot2acc_f32_bf16 v6, null, v5 :: v_dual_add_f32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_bf16 v6, null, v5 :: v_dual_add_nc_u32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v4
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
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_max_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_min_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_mov_b32 v6, 0.5
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_mul_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_subrev_f32 v6, 0.5, v2
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_add_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_add_nc_u32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_and_b32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_cndmask_b32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_max_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_min_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_dot2acc_f32_f16 v255, 0xfe0b, v255 :: v_dual_mov_b32 v6, null
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_fmaak_f32 v6, v3, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v255 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_add_f32 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_add_nc_u32 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_and_b32 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_cndmask_b32 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_dot2acc_f32_f16 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_fmaak_f32 v6, v4, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_fmac_f32 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_lshlrev_b32 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_max_f32 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_min_f32 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_mul_dx9_zero_f32 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_mul_f32 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_sub_f32 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v2 :: v_dual_subrev_f32 v6, v3, v3
v_dual_dot2acc_f32_f16 v255, v2, v255 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, v2, v255 :: v_dual_mov_b32 v6, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_add_f32 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_add_nc_u32 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_and_b32 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_cndmask_b32 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_fmaak_f32 v6, v2, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_fmac_f32 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_max_f32 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_min_f32 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_mul_f32 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_sub_f32 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v2 :: v_dual_subrev_f32 v6, v2, v3
v_dual_dot2acc_f32_f16 v255, v255, v255 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, v255, v255 :: v_dual_mov_b32 v6, v2
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_add_f32 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_add_nc_u32 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_and_b32 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_cndmask_b32 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_dot2acc_f32_f16 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_fmac_f32 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_lshlrev_b32 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_max_f32 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_min_f32 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_mul_dx9_zero_f32 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_mul_f32 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_sub_f32 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v2 :: v_dual_subrev_f32 v6, v4, v3
v_dual_dot2acc_f32_f16 v255, v3, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, v3, v255 :: v_dual_mov_b32 v6, v4
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_dot2acc_f32_f16 v255, v4, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, v4, v255 :: v_dual_mov_b32 v6, v1
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_add_f32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_add_nc_u32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_and_b32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_cndmask_b32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_dot2acc_f32_f16 v255, 0xfe0b, v4
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_fmaak_f32 v255, 0xaf123456, v4, 0xaf123456
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_fmac_f32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_lshlrev_b32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_max_f32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_min_f32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_mov_b32 v255, 0xaf123456
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_mul_f32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_sub_f32 v255, 0xaf123456, v4
v_dual_dot2acc_f32_f16 v6, null, v5 :: v_dual_subrev_f32 v255, 0xaf123456, v4
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_add_f32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_and_b32 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_cndmask_b32 v6, 0.5, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, 0.5, v5
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
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_cndmask_b32 v6, -1, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, -1, v2
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
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_fmac_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_max_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_min_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_mul_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_sub_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_subrev_f32 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_fmaak_f32 v255, 0xaf123456, v255, 0xaf123456 :: v_dual_mov_b32 v6, null
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, v4, v3
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_fmaak_f32 v255, exec_hi, v2, 0xaf123456 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_fmaak_f32 v255, exec_hi, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_fmaak_f32 v255, exec_hi, v255, 0xaf123456 :: v_dual_mov_b32 v6, exec_hi
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_fmaak_f32 v255, exec_lo, v2, 0xaf123456 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_fmaak_f32 v255, exec_lo, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_fmaak_f32 v255, exec_lo, v255, 0xaf123456 :: v_dual_mov_b32 v6, exec_lo
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_add_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_and_b32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_fmac_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_max_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_min_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_mul_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_sub_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_subrev_f32 v6, m0, v3
v_dual_fmaak_f32 v255, m0, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_fmaak_f32 v255, m0, v255, 0xaf123456 :: v_dual_mov_b32 v6, m0
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_add_f32 v6, s1, v3
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_and_b32 v6, s1, v3
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_fmac_f32 v6, s1, v3
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_max_f32 v6, s1, v3
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_min_f32 v6, s1, v3
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_mul_f32 v6, s1, v3
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_sub_f32 v6, s1, v3
v_dual_fmaak_f32 v255, s1, v2, 0xaf123456 :: v_dual_subrev_f32 v6, s1, v3
v_dual_fmaak_f32 v255, s1, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_fmaak_f32 v255, s1, v255, 0xaf123456 :: v_dual_mov_b32 v6, s1
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_add_f32 v6, s105, v3
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_and_b32 v6, s105, v3
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_fmac_f32 v6, s105, v3
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_max_f32 v6, s105, v3
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_min_f32 v6, s105, v3
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_mul_f32 v6, s105, v3
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_sub_f32 v6, s105, v3
v_dual_fmaak_f32 v255, s105, v2, 0xaf123456 :: v_dual_subrev_f32 v6, s105, v3
v_dual_fmaak_f32 v255, s105, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_fmaak_f32 v255, s105, v255, 0xaf123456 :: v_dual_mov_b32 v6, s105
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_add_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_and_b32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_fmac_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_max_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_min_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_mul_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_sub_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_subrev_f32 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_fmaak_f32 v255, src_scc, v255, 0xaf123456 :: v_dual_mov_b32 v6, -1
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_fmaak_f32 v255, ttmp15, v2, 0xaf123456 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_fmaak_f32 v255, ttmp15, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_fmaak_f32 v255, ttmp15, v255, 0xaf123456 :: v_dual_mov_b32 v6, ttmp15
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_add_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_and_b32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_fmac_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_max_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_min_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_mul_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_sub_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_subrev_f32 v6, v255, v3
v_dual_fmaak_f32 v255, v1, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_fmaak_f32 v255, v1, v255, 0xaf123456 :: v_dual_mov_b32 v6, v255
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_add_f32 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_and_b32 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_cndmask_b32 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, v3, v3, 0xaf123456
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_fmac_f32 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_max_f32 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_min_f32 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_mul_f32 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_sub_f32 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v2, 0xaf123456 :: v_dual_subrev_f32 v6, v3, v3
v_dual_fmaak_f32 v255, v2, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v255
v_dual_fmaak_f32 v255, v2, v255, 0xaf123456 :: v_dual_mov_b32 v6, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_add_f32 v6, v2, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, v2, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_and_b32 v6, v2, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_cndmask_b32 v6, v2, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, v2, v3, 0xaf123456
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_fmac_f32 v6, v2, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, v2, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_max_f32 v6, v2, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_min_f32 v6, v2, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, v2, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_mul_f32 v6, v2, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_sub_f32 v6, v2, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_subrev_f32 v6, v2, v3
v_dual_fmaak_f32 v255, v255, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v255
v_dual_fmaak_f32 v255, v255, v255, 0xaf123456 :: v_dual_mov_b32 v6, v2
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_add_f32 v6, v4, v3
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, v4, v3
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_and_b32 v6, v4, v3
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_cndmask_b32 v6, v4, v3
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, v2, v3
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, v4, v3, 0xaf123456
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_fmac_f32 v6, v4, v3
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, v4, v3
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_max_f32 v6, v4, v3
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_min_f32 v6, v4, v3
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, v4, v3
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_mul_f32 v6, v4, v3
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_sub_f32 v6, v4, v3
v_dual_fmaak_f32 v255, v3, v2, 0xaf123456 :: v_dual_subrev_f32 v6, v4, v3
v_dual_fmaak_f32 v255, v3, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v255
v_dual_fmaak_f32 v255, v3, v255, 0xaf123456 :: v_dual_mov_b32 v6, v4
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_add_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_and_b32 v6, v1, v3
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_fmac_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_max_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_min_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_mul_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_sub_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v4, v2, 0xaf123456 :: v_dual_subrev_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v4, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_fmaak_f32 v255, v4, v255, 0xaf123456 :: v_dual_mov_b32 v6, v1
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_fmaak_f32 v255, vcc_hi, v2, 0xaf123456 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_fmaak_f32 v255, vcc_hi, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_fmaak_f32 v255, vcc_hi, v255, 0xaf123456 :: v_dual_mov_b32 v6, vcc_hi
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_fmaak_f32 v255, vcc_lo, v2, 0xaf123456 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_fmaak_f32 v255, vcc_lo, v255, 0xaf123456 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_fmaak_f32 v255, vcc_lo, v255, 0xaf123456 :: v_dual_mov_b32 v6, vcc_lo
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_add_f32 v255, 0xaf123456, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_add_nc_u32 v255, 0xaf123456, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_and_b32 v255, 0xaf123456, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_cndmask_b32 v255, 0xaf123456, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_dot2acc_f32_f16 v255, src_scc, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_fmaak_f32 v255, 0xaf123456, v4, 0xaf123456
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_fmac_f32 v255, 0xaf123456, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_lshlrev_b32 v255, 0xaf123456, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_max_f32 v255, 0xaf123456, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_min_f32 v255, 0xaf123456, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_mov_b32 v255, 0xaf123456
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_mul_f32 v255, 0xaf123456, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_sub_f32 v255, 0xaf123456, v4
v_dual_fmaak_f32 v6, null, v5, 0xaf123456 :: v_dual_subrev_f32 v255, 0xaf123456, v4
v_dual_fmac_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_fmaak_f32 v6, src_scc, v5, 0xaf123456
v_dual_fmac_f32 v255, -1, v4 :: v_dual_fmac_f32 v6, src_scc, v5
v_dual_fmac_f32 v255, -1, v4 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v4
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
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_fmac_f32 v6, 0.5, v2
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v4
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
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_fmac_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v4
v_dual_fmac_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v4
v_dual_fmac_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_fmac_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v4
v_dual_fmac_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_fmac_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_fmac_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_fmac_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v4
v_dual_fmac_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_fmac_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_fmac_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_fmac_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v4
v_dual_fmac_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_fmac_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_fmac_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_fmac_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v4
v_dual_fmac_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_fmac_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v4
v_dual_fmac_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v4
v_dual_fmac_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_fmac_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_fmac_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_fmac_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v4
v_dual_fmac_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_fmac_f32 v255, v2, v2 :: v_dual_add_f32 v6, v3, v3
v_dual_fmac_f32 v255, v2, v2 :: v_dual_add_nc_u32 v6, v3, v3
v_dual_fmac_f32 v255, v2, v2 :: v_dual_and_b32 v6, v3, v3
v_dual_fmac_f32 v255, v2, v2 :: v_dual_cndmask_b32 v6, v3, v3
v_dual_fmac_f32 v255, v2, v2 :: v_dual_dot2acc_f32_f16 v6, v3, v3
v_dual_fmac_f32 v255, v2, v2 :: v_dual_fmaak_f32 v6, v3, v3, 0xaf123456
v_dual_fmac_f32 v255, v2, v2 :: v_dual_fmac_f32 v6, v3, v3
v_dual_fmac_f32 v255, v2, v2 :: v_dual_lshlrev_b32 v6, v3, v3
v_dual_fmac_f32 v255, v2, v2 :: v_dual_max_f32 v6, v3, v3
v_dual_fmac_f32 v255, v2, v2 :: v_dual_min_f32 v6, v3, v3
v_dual_fmac_f32 v255, v2, v2 :: v_dual_mul_dx9_zero_f32 v6, v3, v3
v_dual_fmac_f32 v255, v2, v2 :: v_dual_mul_f32 v6, v3, v3
v_dual_fmac_f32 v255, v2, v2 :: v_dual_sub_f32 v6, v3, v3
v_dual_fmac_f32 v255, v2, v2 :: v_dual_subrev_f32 v6, v3, v3
v_dual_fmac_f32 v255, v2, v255 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v4
v_dual_fmac_f32 v255, v2, v255 :: v_dual_mov_b32 v6, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_add_f32 v6, v2, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v2, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_and_b32 v6, v2, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v2, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v2, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v2, v3, 0xaf123456
v_dual_fmac_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v2, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v2, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_max_f32 v6, v2, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_min_f32 v6, v2, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v2, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v2, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v2, v3
v_dual_fmac_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v2, v3
v_dual_fmac_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v4
v_dual_fmac_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v2
v_dual_fmac_f32 v255, v3, v2 :: v_dual_add_f32 v6, v4, v3
v_dual_fmac_f32 v255, v3, v2 :: v_dual_add_nc_u32 v6, v4, v3
v_dual_fmac_f32 v255, v3, v2 :: v_dual_and_b32 v6, v4, v3
v_dual_fmac_f32 v255, v3, v2 :: v_dual_cndmask_b32 v6, v4, v3
v_dual_fmac_f32 v255, v3, v2 :: v_dual_dot2acc_f32_f16 v6, v4, v3
v_dual_fmac_f32 v255, v3, v2 :: v_dual_fmaak_f32 v6, v4, v3, 0xaf123456
v_dual_fmac_f32 v255, v3, v2 :: v_dual_fmac_f32 v6, v4, v3
v_dual_fmac_f32 v255, v3, v2 :: v_dual_lshlrev_b32 v6, v4, v3
v_dual_fmac_f32 v255, v3, v2 :: v_dual_max_f32 v6, v4, v3
v_dual_fmac_f32 v255, v3, v2 :: v_dual_min_f32 v6, v4, v3
v_dual_fmac_f32 v255, v3, v2 :: v_dual_mul_dx9_zero_f32 v6, v4, v3
v_dual_fmac_f32 v255, v3, v2 :: v_dual_mul_f32 v6, v4, v3
v_dual_fmac_f32 v255, v3, v2 :: v_dual_sub_f32 v6, v4, v3
v_dual_fmac_f32 v255, v3, v2 :: v_dual_subrev_f32 v6, v4, v3
v_dual_fmac_f32 v255, v3, v255 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v4
v_dual_fmac_f32 v255, v3, v255 :: v_dual_mov_b32 v6, v4
v_dual_fmac_f32 v255, v4, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_fmac_f32 v255, v4, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_fmac_f32 v255, v4, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_fmac_f32 v255, v4, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_fmac_f32 v255, v4, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_fmac_f32 v255, v4, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_fmac_f32 v255, v4, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_fmac_f32 v255, v4, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_fmac_f32 v255, v4, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_fmac_f32 v255, v4, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_fmac_f32 v255, v4, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_fmac_f32 v255, v4, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_fmac_f32 v255, v4, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_fmac_f32 v255, v4, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_fmac_f32 v255, v4, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v4
v_dual_fmac_f32 v255, v4, v255 :: v_dual_mov_b32 v6, v1
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v4
v_dual_fmac_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v4
v_dual_fmac_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_fmac_f32 v6, null, v5 :: v_dual_add_f32 v255, 0xaf123456, v4
v_dual_fmac_f32 v6, null, v5 :: v_dual_add_nc_u32 v255, 0xaf123456, v4
v_dual_fmac_f32 v6, null, v5 :: v_dual_and_b32 v255, 0xaf123456, v4
v_dual_fmac_f32 v6, null, v5 :: v_dual_cndmask_b32 v255, 0xaf123456, v4
v_dual_fmac_f32 v6, null, v5 :: v_dual_dot2acc_f32_f16 v255, 0xfe0b, v4
v_dual_fmac_f32 v6, null, v5 :: v_dual_fmaak_f32 v255, 0xaf123456, v4, 0xaf123456
v_dual_fmac_f32 v6, null, v5 :: v_dual_fmac_f32 v255, 0xaf123456, v4
v_dual_fmac_f32 v6, null, v5 :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255
v_dual_fmac_f32 v6, null, v5 :: v_dual_lshlrev_b32 v255, 0xaf123456, v4
v_dual_fmac_f32 v6, null, v5 :: v_dual_max_f32 v255, 0xaf123456, v4
v_dual_fmac_f32 v6, null, v5 :: v_dual_min_f32 v255, 0xaf123456, v4
v_dual_fmac_f32 v6, null, v5 :: v_dual_mov_b32 v255, 0xaf123456
v_dual_fmac_f32 v6, null, v5 :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v4
v_dual_fmac_f32 v6, null, v5 :: v_dual_mul_f32 v255, 0xaf123456, v4
v_dual_fmac_f32 v6, null, v5 :: v_dual_sub_f32 v255, 0xaf123456, v4
v_dual_fmac_f32 v6, null, v5 :: v_dual_subrev_f32 v255, 0xaf123456, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_add_f32 v6, src_scc, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, src_scc, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_and_b32 v6, src_scc, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_cndmask_b32 v6, 0.5, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, 0.5, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, src_scc, v4, 0xaf123456
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_fmac_f32 v6, src_scc, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, src_scc, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_max_f32 v6, src_scc, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_min_f32 v6, src_scc, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_mov_b32 v6, src_scc
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_mul_f32 v6, src_scc, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_sub_f32 v6, src_scc, v4
v_dual_fmamk_f32 v255, -1, 0xaf123456, v255 :: v_dual_subrev_f32 v6, src_scc, v4
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_add_f32 v6, 0.5, v3
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, 0.5, v3
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_and_b32 v6, 0.5, v3
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, 0.5, v3, 0xaf123456
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_fmac_f32 v6, 0.5, v3
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v4
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, 0.5, v3
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_max_f32 v6, 0.5, v3
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_min_f32 v6, 0.5, v3
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_mov_b32 v6, 0.5
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v3
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_mul_f32 v6, 0.5, v3
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_sub_f32 v6, 0.5, v3
v_dual_fmamk_f32 v255, 0.5, 0xaf123456, v255 :: v_dual_subrev_f32 v6, 0.5, v3
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_add_f32 v6, null, v255
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, null, v255
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_and_b32 v6, null, v255
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_cndmask_b32 v6, null, v255
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v255
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, null, v255, 0xaf123456
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_fmac_f32 v6, null, v255
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v4
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, null, v255
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_max_f32 v6, null, v255
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_min_f32 v6, null, v255
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, null, v255
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_mul_f32 v6, null, v255
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_sub_f32 v6, null, v255
v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255 :: v_dual_subrev_f32 v6, null, v255
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_add_f32 v6, exec_hi, v255
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, exec_hi, v255
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_and_b32 v6, exec_hi, v255
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, v4, v255
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, exec_hi, v255, 0xaf123456
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_fmac_f32 v6, exec_hi, v255
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v4
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, exec_hi, v255
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_max_f32 v6, exec_hi, v255
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_min_f32 v6, exec_hi, v255
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v255
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_mul_f32 v6, exec_hi, v255
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_sub_f32 v6, exec_hi, v255
v_dual_fmamk_f32 v255, exec_hi, 0xaf123456, v255 :: v_dual_subrev_f32 v6, exec_hi, v255
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_add_f32 v6, exec_lo, v255
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, exec_lo, v255
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_and_b32 v6, exec_lo, v255
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v255
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, exec_lo, v255, 0xaf123456
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_fmac_f32 v6, exec_lo, v255
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v4
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, exec_lo, v255
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_max_f32 v6, exec_lo, v255
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_min_f32 v6, exec_lo, v255
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v255
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_mul_f32 v6, exec_lo, v255
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_sub_f32 v6, exec_lo, v255
v_dual_fmamk_f32 v255, exec_lo, 0xaf123456, v255 :: v_dual_subrev_f32 v6, exec_lo, v255
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_add_f32 v6, m0, v255
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, m0, v255
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_and_b32 v6, m0, v255
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, m0, v255
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, m0, v255, 0xaf123456
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_fmac_f32 v6, m0, v255
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v4
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, m0, v255
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_max_f32 v6, m0, v255
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_min_f32 v6, m0, v255
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_mov_b32 v6, m0
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, m0, v255
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_mul_f32 v6, m0, v255
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_sub_f32 v6, m0, v255
v_dual_fmamk_f32 v255, m0, 0xaf123456, v255 :: v_dual_subrev_f32 v6, m0, v255
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_add_f32 v6, s1, v255
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, s1, v255
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_and_b32 v6, s1, v255
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, s1, v255
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, s1, v255, 0xaf123456
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_fmac_f32 v6, s1, v255
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v4
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, s1, v255
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_max_f32 v6, s1, v255
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_min_f32 v6, s1, v255
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_mov_b32 v6, s1
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, s1, v255
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_mul_f32 v6, s1, v255
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_sub_f32 v6, s1, v255
v_dual_fmamk_f32 v255, s1, 0xaf123456, v255 :: v_dual_subrev_f32 v6, s1, v255
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_add_f32 v6, s105, v255
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, s105, v255
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_and_b32 v6, s105, v255
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, s105, v255
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, s105, v255, 0xaf123456
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_fmac_f32 v6, s105, v255
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v4
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, s105, v255
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_max_f32 v6, s105, v255
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_min_f32 v6, s105, v255
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_mov_b32 v6, s105
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, s105, v255
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_mul_f32 v6, s105, v255
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_sub_f32 v6, s105, v255
v_dual_fmamk_f32 v255, s105, 0xaf123456, v255 :: v_dual_subrev_f32 v6, s105, v255
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_add_f32 v6, -1, v255
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, -1, v255
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_and_b32 v6, -1, v255
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, null, v255
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, -1, v255, 0xaf123456
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_fmac_f32 v6, -1, v255
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v4
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, -1, v255
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_max_f32 v6, -1, v255
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_min_f32 v6, -1, v255
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_mov_b32 v6, -1
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, -1, v255
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_mul_f32 v6, -1, v255
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_sub_f32 v6, -1, v255
v_dual_fmamk_f32 v255, src_scc, 0xaf123456, v255 :: v_dual_subrev_f32 v6, -1, v255
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_add_f32 v6, ttmp15, v255
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, ttmp15, v255
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_and_b32 v6, ttmp15, v255
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v255
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, ttmp15, v255, 0xaf123456
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_fmac_f32 v6, ttmp15, v255
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v4
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, ttmp15, v255
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_max_f32 v6, ttmp15, v255
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_min_f32 v6, ttmp15, v255
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v255
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_mul_f32 v6, ttmp15, v255
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_sub_f32 v6, ttmp15, v255
v_dual_fmamk_f32 v255, ttmp15, 0xaf123456, v255 :: v_dual_subrev_f32 v6, ttmp15, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_add_f32 v6, v255, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, v255, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_and_b32 v6, v255, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_cndmask_b32 v6, v255, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, v255, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, v255, v255, 0xaf123456
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_fmac_f32 v6, v255, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v4
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, v255, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_max_f32 v6, v255, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_min_f32 v6, v255, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_mov_b32 v6, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, v255, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_mul_f32 v6, v255, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_sub_f32 v6, v255, v255
v_dual_fmamk_f32 v255, v1, 0xaf123456, v255 :: v_dual_subrev_f32 v6, v255, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_add_f32 v6, v3, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, v3, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_and_b32 v6, v3, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_cndmask_b32 v6, v3, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, v3, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, v3, v255, 0xaf123456
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_fmac_f32 v6, v3, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v4
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, v3, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_max_f32 v6, v3, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_min_f32 v6, v3, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_mov_b32 v6, v3
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, v3, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_mul_f32 v6, v3, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_sub_f32 v6, v3, v255
v_dual_fmamk_f32 v255, v2, 0xaf123456, v255 :: v_dual_subrev_f32 v6, v3, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_add_f32 v6, v2, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, v2, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_and_b32 v6, v2, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_cndmask_b32 v6, v2, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, v1, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, v2, v255, 0xaf123456
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_fmac_f32 v6, v2, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v4
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, v2, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_max_f32 v6, v2, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_min_f32 v6, v2, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, v2
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, v2, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_mul_f32 v6, v2, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_sub_f32 v6, v2, v255
v_dual_fmamk_f32 v255, v255, 0xaf123456, v255 :: v_dual_subrev_f32 v6, v2, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_add_f32 v6, v4, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, v4, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_and_b32 v6, v4, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_cndmask_b32 v6, v4, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, v2, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, v4, v255, 0xaf123456
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_fmac_f32 v6, v4, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v4
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, v4, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_max_f32 v6, v4, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_min_f32 v6, v4, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_mov_b32 v6, v4
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, v4, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_mul_f32 v6, v4, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_sub_f32 v6, v4, v255
v_dual_fmamk_f32 v255, v3, 0xaf123456, v255 :: v_dual_subrev_f32 v6, v4, v255
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_add_f32 v6, v1, v255
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, v1, v255
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_and_b32 v6, v1, v255
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_cndmask_b32 v6, v1, v255
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, v1, v255, 0xaf123456
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_fmac_f32 v6, v1, v255
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v4
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, v1, v255
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_max_f32 v6, v1, v255
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_min_f32 v6, v1, v255
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_mov_b32 v6, v1
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, v1, v255
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_mul_f32 v6, v1, v255
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_sub_f32 v6, v1, v255
v_dual_fmamk_f32 v255, v4, 0xaf123456, v255 :: v_dual_subrev_f32 v6, v1, v255
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_add_f32 v6, vcc_hi, v255
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, vcc_hi, v255
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_and_b32 v6, vcc_hi, v255
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v255
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, vcc_hi, v255, 0xaf123456
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_fmac_f32 v6, vcc_hi, v255
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v4
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, vcc_hi, v255
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_max_f32 v6, vcc_hi, v255
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_min_f32 v6, vcc_hi, v255
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v255
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_mul_f32 v6, vcc_hi, v255
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_sub_f32 v6, vcc_hi, v255
v_dual_fmamk_f32 v255, vcc_hi, 0xaf123456, v255 :: v_dual_subrev_f32 v6, vcc_hi, v255
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_add_f32 v6, vcc_lo, v255
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_add_nc_u32 v6, vcc_lo, v255
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_and_b32 v6, vcc_lo, v255
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v255
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_fmaak_f32 v6, vcc_lo, v255, 0xaf123456
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_fmac_f32 v6, vcc_lo, v255
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v4
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_lshlrev_b32 v6, vcc_lo, v255
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_max_f32 v6, vcc_lo, v255
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_min_f32 v6, vcc_lo, v255
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v255
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_mul_f32 v6, vcc_lo, v255
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_sub_f32 v6, vcc_lo, v255
v_dual_fmamk_f32 v255, vcc_lo, 0xaf123456, v255 :: v_dual_subrev_f32 v6, vcc_lo, v255
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_add_f32 v255, 0xaf123456, v5
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_add_nc_u32 v255, 0xaf123456, v5
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_and_b32 v255, 0xaf123456, v5
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_cndmask_b32 v255, 0xaf123456, v5
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_dot2acc_f32_f16 v255, src_scc, v5
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_fmaak_f32 v255, 0xaf123456, v5, 0xaf123456
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_fmac_f32 v255, 0xaf123456, v5
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v255
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_lshlrev_b32 v255, 0xaf123456, v5
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_max_f32 v255, 0xaf123456, v5
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_min_f32 v255, 0xaf123456, v5
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_mov_b32 v255, 0xaf123456
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v5
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_mul_f32 v255, 0xaf123456, v5
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_sub_f32 v255, 0xaf123456, v5
v_dual_fmamk_f32 v6, null, 0xaf123456, v4 :: v_dual_subrev_f32 v255, 0xaf123456, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_max_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
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
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_max_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_max_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_max_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_max_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_max_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_max_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_max_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_max_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_max_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_max_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_max_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_max_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_max_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_max_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_max_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_max_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_max_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_max_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_max_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_max_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_max_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_max_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_max_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_max_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_max_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_max_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_max_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_max_f32 v255, v2, v2 :: v_dual_add_f32 v6, v3, v3
v_dual_max_f32 v255, v2, v2 :: v_dual_add_nc_u32 v6, v3, v3
v_dual_max_f32 v255, v2, v2 :: v_dual_and_b32 v6, v3, v3
v_dual_max_f32 v255, v2, v2 :: v_dual_cndmask_b32 v6, v3, v3
v_dual_max_f32 v255, v2, v2 :: v_dual_dot2acc_f32_f16 v6, v3, v3
v_dual_max_f32 v255, v2, v2 :: v_dual_fmaak_f32 v6, v3, v3, 0xaf123456
v_dual_max_f32 v255, v2, v2 :: v_dual_fmac_f32 v6, v3, v3
v_dual_max_f32 v255, v2, v2 :: v_dual_lshlrev_b32 v6, v3, v3
v_dual_max_f32 v255, v2, v2 :: v_dual_max_f32 v6, v3, v3
v_dual_max_f32 v255, v2, v2 :: v_dual_min_f32 v6, v3, v3
v_dual_max_f32 v255, v2, v2 :: v_dual_mul_dx9_zero_f32 v6, v3, v3
v_dual_max_f32 v255, v2, v2 :: v_dual_mul_f32 v6, v3, v3
v_dual_max_f32 v255, v2, v2 :: v_dual_sub_f32 v6, v3, v3
v_dual_max_f32 v255, v2, v2 :: v_dual_subrev_f32 v6, v3, v3
v_dual_max_f32 v255, v2, v255 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v255
v_dual_max_f32 v255, v2, v255 :: v_dual_mov_b32 v6, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_add_f32 v6, v2, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v2, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_and_b32 v6, v2, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v2, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v2, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v2, v3, 0xaf123456
v_dual_max_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v2, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v2, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_max_f32 v6, v2, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_min_f32 v6, v2, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v2, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v2, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v2, v3
v_dual_max_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v2, v3
v_dual_max_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v255
v_dual_max_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v2
v_dual_max_f32 v255, v3, v2 :: v_dual_add_f32 v6, v4, v3
v_dual_max_f32 v255, v3, v2 :: v_dual_add_nc_u32 v6, v4, v3
v_dual_max_f32 v255, v3, v2 :: v_dual_and_b32 v6, v4, v3
v_dual_max_f32 v255, v3, v2 :: v_dual_cndmask_b32 v6, v4, v3
v_dual_max_f32 v255, v3, v2 :: v_dual_dot2acc_f32_f16 v6, v4, v3
v_dual_max_f32 v255, v3, v2 :: v_dual_fmaak_f32 v6, v4, v3, 0xaf123456
v_dual_max_f32 v255, v3, v2 :: v_dual_fmac_f32 v6, v4, v3
v_dual_max_f32 v255, v3, v2 :: v_dual_lshlrev_b32 v6, v4, v3
v_dual_max_f32 v255, v3, v2 :: v_dual_max_f32 v6, v4, v3
v_dual_max_f32 v255, v3, v2 :: v_dual_min_f32 v6, v4, v3
v_dual_max_f32 v255, v3, v2 :: v_dual_mul_dx9_zero_f32 v6, v4, v3
v_dual_max_f32 v255, v3, v2 :: v_dual_mul_f32 v6, v4, v3
v_dual_max_f32 v255, v3, v2 :: v_dual_sub_f32 v6, v4, v3
v_dual_max_f32 v255, v3, v2 :: v_dual_subrev_f32 v6, v4, v3
v_dual_max_f32 v255, v3, v255 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v255
v_dual_max_f32 v255, v3, v255 :: v_dual_mov_b32 v6, v4
v_dual_max_f32 v255, v4, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_max_f32 v255, v4, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_max_f32 v255, v4, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_max_f32 v255, v4, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_max_f32 v255, v4, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_max_f32 v255, v4, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_max_f32 v255, v4, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_max_f32 v255, v4, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_max_f32 v255, v4, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_max_f32 v255, v4, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_max_f32 v255, v4, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_max_f32 v255, v4, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_max_f32 v255, v4, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_max_f32 v255, v4, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_max_f32 v255, v4, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_max_f32 v255, v4, v255 :: v_dual_mov_b32 v6, v1
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_max_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_max_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_max_f32 v6, null, v5 :: v_dual_add_f32 v255, 0xaf123456, v4
v_dual_max_f32 v6, null, v5 :: v_dual_add_nc_u32 v255, 0xaf123456, v4
v_dual_max_f32 v6, null, v5 :: v_dual_and_b32 v255, 0xaf123456, v4
v_dual_max_f32 v6, null, v5 :: v_dual_cndmask_b32 v255, 0xaf123456, v4
v_dual_max_f32 v6, null, v5 :: v_dual_dot2acc_f32_f16 v255, 0xfe0b, v4
v_dual_max_f32 v6, null, v5 :: v_dual_fmaak_f32 v255, 0xaf123456, v4, 0xaf123456
v_dual_max_f32 v6, null, v5 :: v_dual_fmac_f32 v255, 0xaf123456, v4
v_dual_max_f32 v6, null, v5 :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v4
v_dual_max_f32 v6, null, v5 :: v_dual_lshlrev_b32 v255, 0xaf123456, v4
v_dual_max_f32 v6, null, v5 :: v_dual_max_f32 v255, 0xaf123456, v4
v_dual_max_f32 v6, null, v5 :: v_dual_min_f32 v255, 0xaf123456, v4
v_dual_max_f32 v6, null, v5 :: v_dual_mov_b32 v255, 0xaf123456
v_dual_max_f32 v6, null, v5 :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v4
v_dual_max_f32 v6, null, v5 :: v_dual_mul_f32 v255, 0xaf123456, v4
v_dual_max_f32 v6, null, v5 :: v_dual_sub_f32 v255, 0xaf123456, v4
v_dual_max_f32 v6, null, v5 :: v_dual_subrev_f32 v255, 0xaf123456, v4
v_dual_min_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_min_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
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
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_min_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_min_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_min_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_min_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_min_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_min_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_min_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_min_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_min_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_min_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_min_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_min_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_min_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_min_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_min_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_min_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_min_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_min_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_min_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_min_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_min_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_min_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_min_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_min_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_min_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_min_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_min_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_min_f32 v255, v2, v2 :: v_dual_add_f32 v6, v3, v3
v_dual_min_f32 v255, v2, v2 :: v_dual_add_nc_u32 v6, v3, v3
v_dual_min_f32 v255, v2, v2 :: v_dual_and_b32 v6, v3, v3
v_dual_min_f32 v255, v2, v2 :: v_dual_cndmask_b32 v6, v3, v3
v_dual_min_f32 v255, v2, v2 :: v_dual_dot2acc_f32_f16 v6, v3, v3
v_dual_min_f32 v255, v2, v2 :: v_dual_fmaak_f32 v6, v3, v3, 0xaf123456
v_dual_min_f32 v255, v2, v2 :: v_dual_fmac_f32 v6, v3, v3
v_dual_min_f32 v255, v2, v2 :: v_dual_lshlrev_b32 v6, v3, v3
v_dual_min_f32 v255, v2, v2 :: v_dual_max_f32 v6, v3, v3
v_dual_min_f32 v255, v2, v2 :: v_dual_min_f32 v6, v3, v3
v_dual_min_f32 v255, v2, v2 :: v_dual_mul_dx9_zero_f32 v6, v3, v3
v_dual_min_f32 v255, v2, v2 :: v_dual_mul_f32 v6, v3, v3
v_dual_min_f32 v255, v2, v2 :: v_dual_sub_f32 v6, v3, v3
v_dual_min_f32 v255, v2, v2 :: v_dual_subrev_f32 v6, v3, v3
v_dual_min_f32 v255, v2, v255 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v255
v_dual_min_f32 v255, v2, v255 :: v_dual_mov_b32 v6, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_add_f32 v6, v2, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v2, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_and_b32 v6, v2, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v2, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v2, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v2, v3, 0xaf123456
v_dual_min_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v2, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v2, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_max_f32 v6, v2, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_min_f32 v6, v2, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v2, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v2, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v2, v3
v_dual_min_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v2, v3
v_dual_min_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v255
v_dual_min_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v2
v_dual_min_f32 v255, v3, v2 :: v_dual_add_f32 v6, v4, v3
v_dual_min_f32 v255, v3, v2 :: v_dual_add_nc_u32 v6, v4, v3
v_dual_min_f32 v255, v3, v2 :: v_dual_and_b32 v6, v4, v3
v_dual_min_f32 v255, v3, v2 :: v_dual_cndmask_b32 v6, v4, v3
v_dual_min_f32 v255, v3, v2 :: v_dual_dot2acc_f32_f16 v6, v4, v3
v_dual_min_f32 v255, v3, v2 :: v_dual_fmaak_f32 v6, v4, v3, 0xaf123456
v_dual_min_f32 v255, v3, v2 :: v_dual_fmac_f32 v6, v4, v3
v_dual_min_f32 v255, v3, v2 :: v_dual_lshlrev_b32 v6, v4, v3
v_dual_min_f32 v255, v3, v2 :: v_dual_max_f32 v6, v4, v3
v_dual_min_f32 v255, v3, v2 :: v_dual_min_f32 v6, v4, v3
v_dual_min_f32 v255, v3, v2 :: v_dual_mul_dx9_zero_f32 v6, v4, v3
v_dual_min_f32 v255, v3, v2 :: v_dual_mul_f32 v6, v4, v3
v_dual_min_f32 v255, v3, v2 :: v_dual_sub_f32 v6, v4, v3
v_dual_min_f32 v255, v3, v2 :: v_dual_subrev_f32 v6, v4, v3
v_dual_min_f32 v255, v3, v255 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v255
v_dual_min_f32 v255, v3, v255 :: v_dual_mov_b32 v6, v4
v_dual_min_f32 v255, v4, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_min_f32 v255, v4, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_min_f32 v255, v4, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_min_f32 v255, v4, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_min_f32 v255, v4, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_min_f32 v255, v4, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_min_f32 v255, v4, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_min_f32 v255, v4, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_min_f32 v255, v4, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_min_f32 v255, v4, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_min_f32 v255, v4, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_min_f32 v255, v4, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_min_f32 v255, v4, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_min_f32 v255, v4, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_min_f32 v255, v4, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_min_f32 v255, v4, v255 :: v_dual_mov_b32 v6, v1
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_min_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_min_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_min_f32 v6, null, v5 :: v_dual_add_f32 v255, 0xaf123456, v4
v_dual_min_f32 v6, null, v5 :: v_dual_add_nc_u32 v255, 0xaf123456, v4
v_dual_min_f32 v6, null, v5 :: v_dual_and_b32 v255, 0xaf123456, v4
v_dual_min_f32 v6, null, v5 :: v_dual_cndmask_b32 v255, 0xaf123456, v4
v_dual_min_f32 v6, null, v5 :: v_dual_dot2acc_f32_f16 v255, 0xfe0b, v4
v_dual_min_f32 v6, null, v5 :: v_dual_fmaak_f32 v255, 0xaf123456, v4, 0xaf123456
v_dual_min_f32 v6, null, v5 :: v_dual_fmac_f32 v255, 0xaf123456, v4
v_dual_min_f32 v6, null, v5 :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v4
v_dual_min_f32 v6, null, v5 :: v_dual_lshlrev_b32 v255, 0xaf123456, v4
v_dual_min_f32 v6, null, v5 :: v_dual_max_f32 v255, 0xaf123456, v4
v_dual_min_f32 v6, null, v5 :: v_dual_min_f32 v255, 0xaf123456, v4
v_dual_min_f32 v6, null, v5 :: v_dual_mov_b32 v255, 0xaf123456
v_dual_min_f32 v6, null, v5 :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v4
v_dual_min_f32 v6, null, v5 :: v_dual_mul_f32 v255, 0xaf123456, v4
v_dual_min_f32 v6, null, v5 :: v_dual_sub_f32 v255, 0xaf123456, v4
v_dual_min_f32 v6, null, v5 :: v_dual_subrev_f32 v255, 0xaf123456, v4
v_dual_mov_b32 v255, -1 :: v_dual_add_f32 v6, src_scc, v4
v_dual_mov_b32 v255, -1 :: v_dual_add_nc_u32 v6, src_scc, v4
v_dual_mov_b32 v255, -1 :: v_dual_and_b32 v6, src_scc, v4
v_dual_mov_b32 v255, -1 :: v_dual_cndmask_b32 v6, src_scc, v4
v_dual_mov_b32 v255, -1 :: v_dual_dot2acc_f32_f16 v6, src_scc, v4
v_dual_mov_b32 v255, -1 :: v_dual_fmaak_f32 v6, src_scc, v4, 0xaf123456
v_dual_mov_b32 v255, -1 :: v_dual_fmac_f32 v6, src_scc, v4
v_dual_mov_b32 v255, -1 :: v_dual_fmamk_f32 v6, src_scc, 0xaf123456, v255
v_dual_mov_b32 v255, -1 :: v_dual_lshlrev_b32 v6, src_scc, v4
v_dual_mov_b32 v255, -1 :: v_dual_max_f32 v6, src_scc, v4
v_dual_mov_b32 v255, -1 :: v_dual_min_f32 v6, src_scc, v4
v_dual_mov_b32 v255, -1 :: v_dual_mov_b32 v6, src_scc
v_dual_mov_b32 v255, -1 :: v_dual_mul_dx9_zero_f32 v6, src_scc, v4
v_dual_mov_b32 v255, -1 :: v_dual_mul_f32 v6, src_scc, v4
v_dual_mov_b32 v255, -1 :: v_dual_sub_f32 v6, src_scc, v4
v_dual_mov_b32 v255, -1 :: v_dual_subrev_f32 v6, src_scc, v4
v_dual_mov_b32 v255, 0.5 :: v_dual_add_f32 v6, 0.5, v3
v_dual_mov_b32 v255, 0.5 :: v_dual_add_nc_u32 v6, 0.5, v3
v_dual_mov_b32 v255, 0.5 :: v_dual_and_b32 v6, 0.5, v3
v_dual_mov_b32 v255, 0.5 :: v_dual_cndmask_b32 v6, 0.5, v3
v_dual_mov_b32 v255, 0.5 :: v_dual_dot2acc_f32_f16 v6, 0.5, v3
v_dual_mov_b32 v255, 0.5 :: v_dual_fmaak_f32 v6, 0.5, v3, 0xaf123456
v_dual_mov_b32 v255, 0.5 :: v_dual_fmac_f32 v6, 0.5, v3
v_dual_mov_b32 v255, 0.5 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
v_dual_mov_b32 v255, 0.5 :: v_dual_lshlrev_b32 v6, 0.5, v3
v_dual_mov_b32 v255, 0.5 :: v_dual_max_f32 v6, 0.5, v3
v_dual_mov_b32 v255, 0.5 :: v_dual_min_f32 v6, 0.5, v3
v_dual_mov_b32 v255, 0.5 :: v_dual_mov_b32 v6, 0.5
v_dual_mov_b32 v255, 0.5 :: v_dual_mul_dx9_zero_f32 v6, 0.5, v3
v_dual_mov_b32 v255, 0.5 :: v_dual_mul_f32 v6, 0.5, v3
v_dual_mov_b32 v255, 0.5 :: v_dual_sub_f32 v6, 0.5, v3
v_dual_mov_b32 v255, 0.5 :: v_dual_subrev_f32 v6, 0.5, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_add_f32 v6, null, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_add_nc_u32 v6, null, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_and_b32 v6, null, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_cndmask_b32 v6, null, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, null, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_fmaak_f32 v6, null, v255, 0xaf123456
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_fmac_f32 v6, null, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_lshlrev_b32 v6, null, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_max_f32 v6, null, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_min_f32 v6, null, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_mov_b32 v6, null
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_mul_dx9_zero_f32 v6, null, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_mul_f32 v6, null, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_sub_f32 v6, null, v255
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_subrev_f32 v6, null, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_add_f32 v6, vcc_hi, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_add_nc_u32 v6, vcc_hi, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_and_b32 v6, vcc_hi, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_cndmask_b32 v6, exec_hi, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_fmaak_f32 v6, exec_hi, v255, 0xaf123456
v_dual_mov_b32 v255, exec_hi :: v_dual_fmac_f32 v6, vcc_hi, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_lshlrev_b32 v6, vcc_hi, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_max_f32 v6, vcc_hi, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_min_f32 v6, vcc_hi, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_mov_b32 v6, vcc_hi
v_dual_mov_b32 v255, exec_hi :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_mul_f32 v6, vcc_hi, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_sub_f32 v6, vcc_hi, v255
v_dual_mov_b32 v255, exec_hi :: v_dual_subrev_f32 v6, vcc_hi, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_add_f32 v6, ttmp15, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_add_nc_u32 v6, ttmp15, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_and_b32 v6, ttmp15, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_cndmask_b32 v6, exec_lo, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_dot2acc_f32_f16 v6, ttmp15, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_fmaak_f32 v6, exec_lo, v255, 0xaf123456
v_dual_mov_b32 v255, exec_lo :: v_dual_fmac_f32 v6, ttmp15, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_lshlrev_b32 v6, ttmp15, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_max_f32 v6, ttmp15, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_min_f32 v6, ttmp15, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_mov_b32 v6, ttmp15
v_dual_mov_b32 v255, exec_lo :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_mul_f32 v6, ttmp15, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_sub_f32 v6, ttmp15, v255
v_dual_mov_b32 v255, exec_lo :: v_dual_subrev_f32 v6, ttmp15, v255
v_dual_mov_b32 v255, m0 :: v_dual_add_f32 v6, m0, v255
v_dual_mov_b32 v255, m0 :: v_dual_add_nc_u32 v6, m0, v255
v_dual_mov_b32 v255, m0 :: v_dual_and_b32 v6, m0, v255
v_dual_mov_b32 v255, m0 :: v_dual_cndmask_b32 v6, m0, v255
v_dual_mov_b32 v255, m0 :: v_dual_dot2acc_f32_f16 v6, m0, v255
v_dual_mov_b32 v255, m0 :: v_dual_fmaak_f32 v6, m0, v255, 0xaf123456
v_dual_mov_b32 v255, m0 :: v_dual_fmac_f32 v6, m0, v255
v_dual_mov_b32 v255, m0 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_mov_b32 v255, m0 :: v_dual_lshlrev_b32 v6, m0, v255
v_dual_mov_b32 v255, m0 :: v_dual_max_f32 v6, m0, v255
v_dual_mov_b32 v255, m0 :: v_dual_min_f32 v6, m0, v255
v_dual_mov_b32 v255, m0 :: v_dual_mov_b32 v6, m0
v_dual_mov_b32 v255, m0 :: v_dual_mul_dx9_zero_f32 v6, m0, v255
v_dual_mov_b32 v255, m0 :: v_dual_mul_f32 v6, m0, v255
v_dual_mov_b32 v255, m0 :: v_dual_sub_f32 v6, m0, v255
v_dual_mov_b32 v255, m0 :: v_dual_subrev_f32 v6, m0, v255
v_dual_mov_b32 v255, s1 :: v_dual_add_f32 v6, s105, v255
v_dual_mov_b32 v255, s1 :: v_dual_add_nc_u32 v6, s105, v255
v_dual_mov_b32 v255, s1 :: v_dual_and_b32 v6, s105, v255
v_dual_mov_b32 v255, s1 :: v_dual_cndmask_b32 v6, s1, v255
v_dual_mov_b32 v255, s1 :: v_dual_dot2acc_f32_f16 v6, s105, v255
v_dual_mov_b32 v255, s1 :: v_dual_fmaak_f32 v6, s1, v255, 0xaf123456
v_dual_mov_b32 v255, s1 :: v_dual_fmac_f32 v6, s105, v255
v_dual_mov_b32 v255, s1 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_mov_b32 v255, s1 :: v_dual_lshlrev_b32 v6, s105, v255
v_dual_mov_b32 v255, s1 :: v_dual_max_f32 v6, s105, v255
v_dual_mov_b32 v255, s1 :: v_dual_min_f32 v6, s105, v255
v_dual_mov_b32 v255, s1 :: v_dual_mov_b32 v6, s105
v_dual_mov_b32 v255, s1 :: v_dual_mul_dx9_zero_f32 v6, s105, v255
v_dual_mov_b32 v255, s1 :: v_dual_mul_f32 v6, s105, v255
v_dual_mov_b32 v255, s1 :: v_dual_sub_f32 v6, s105, v255
v_dual_mov_b32 v255, s1 :: v_dual_subrev_f32 v6, s105, v255
v_dual_mov_b32 v255, s105 :: v_dual_add_f32 v6, s1, v255
v_dual_mov_b32 v255, s105 :: v_dual_add_nc_u32 v6, s1, v255
v_dual_mov_b32 v255, s105 :: v_dual_and_b32 v6, s1, v255
v_dual_mov_b32 v255, s105 :: v_dual_cndmask_b32 v6, s105, v255
v_dual_mov_b32 v255, s105 :: v_dual_dot2acc_f32_f16 v6, s1, v255
v_dual_mov_b32 v255, s105 :: v_dual_fmaak_f32 v6, s105, v255, 0xaf123456
v_dual_mov_b32 v255, s105 :: v_dual_fmac_f32 v6, s1, v255
v_dual_mov_b32 v255, s105 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_mov_b32 v255, s105 :: v_dual_lshlrev_b32 v6, s1, v255
v_dual_mov_b32 v255, s105 :: v_dual_max_f32 v6, s1, v255
v_dual_mov_b32 v255, s105 :: v_dual_min_f32 v6, s1, v255
v_dual_mov_b32 v255, s105 :: v_dual_mov_b32 v6, s1
v_dual_mov_b32 v255, s105 :: v_dual_mul_dx9_zero_f32 v6, s1, v255
v_dual_mov_b32 v255, s105 :: v_dual_mul_f32 v6, s1, v255
v_dual_mov_b32 v255, s105 :: v_dual_sub_f32 v6, s1, v255
v_dual_mov_b32 v255, s105 :: v_dual_subrev_f32 v6, s1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_add_f32 v6, -1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_add_nc_u32 v6, -1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_and_b32 v6, -1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_cndmask_b32 v6, -1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_dot2acc_f32_f16 v6, -1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_fmaak_f32 v6, -1, v255, 0xaf123456
v_dual_mov_b32 v255, src_scc :: v_dual_fmac_f32 v6, -1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_mov_b32 v255, src_scc :: v_dual_lshlrev_b32 v6, -1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_max_f32 v6, -1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_min_f32 v6, -1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_mov_b32 v6, -1
v_dual_mov_b32 v255, src_scc :: v_dual_mul_dx9_zero_f32 v6, -1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_mul_f32 v6, -1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_sub_f32 v6, -1, v255
v_dual_mov_b32 v255, src_scc :: v_dual_subrev_f32 v6, -1, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_add_f32 v6, vcc_lo, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_add_nc_u32 v6, vcc_lo, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_and_b32 v6, vcc_lo, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_cndmask_b32 v6, ttmp15, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_fmaak_f32 v6, ttmp15, v255, 0xaf123456
v_dual_mov_b32 v255, ttmp15 :: v_dual_fmac_f32 v6, vcc_lo, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_lshlrev_b32 v6, vcc_lo, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_max_f32 v6, vcc_lo, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_min_f32 v6, vcc_lo, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_mov_b32 v6, vcc_lo
v_dual_mov_b32 v255, ttmp15 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_mul_f32 v6, vcc_lo, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_sub_f32 v6, vcc_lo, v255
v_dual_mov_b32 v255, ttmp15 :: v_dual_subrev_f32 v6, vcc_lo, v255
v_dual_mov_b32 v255, v1 :: v_dual_add_f32 v6, v255, v255
v_dual_mov_b32 v255, v1 :: v_dual_add_nc_u32 v6, v255, v255
v_dual_mov_b32 v255, v1 :: v_dual_and_b32 v6, v255, v255
v_dual_mov_b32 v255, v1 :: v_dual_cndmask_b32 v6, v255, v255
v_dual_mov_b32 v255, v1 :: v_dual_dot2acc_f32_f16 v6, v255, v255
v_dual_mov_b32 v255, v1 :: v_dual_fmaak_f32 v6, v255, v255, 0xaf123456
v_dual_mov_b32 v255, v1 :: v_dual_fmac_f32 v6, v255, v255
v_dual_mov_b32 v255, v1 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_mov_b32 v255, v1 :: v_dual_lshlrev_b32 v6, v255, v255
v_dual_mov_b32 v255, v1 :: v_dual_max_f32 v6, v255, v255
v_dual_mov_b32 v255, v1 :: v_dual_min_f32 v6, v255, v255
v_dual_mov_b32 v255, v1 :: v_dual_mov_b32 v6, v255
v_dual_mov_b32 v255, v1 :: v_dual_mul_dx9_zero_f32 v6, v255, v255
v_dual_mov_b32 v255, v1 :: v_dual_mul_f32 v6, v255, v255
v_dual_mov_b32 v255, v1 :: v_dual_sub_f32 v6, v255, v255
v_dual_mov_b32 v255, v1 :: v_dual_subrev_f32 v6, v255, v255
v_dual_mov_b32 v255, v2 :: v_dual_add_f32 v6, v3, v255
v_dual_mov_b32 v255, v2 :: v_dual_add_nc_u32 v6, v3, v255
v_dual_mov_b32 v255, v2 :: v_dual_and_b32 v6, v3, v255
v_dual_mov_b32 v255, v2 :: v_dual_cndmask_b32 v6, v3, v255
v_dual_mov_b32 v255, v2 :: v_dual_dot2acc_f32_f16 v6, v3, v255
v_dual_mov_b32 v255, v2 :: v_dual_fmaak_f32 v6, v3, v255, 0xaf123456
v_dual_mov_b32 v255, v2 :: v_dual_fmac_f32 v6, v3, v255
v_dual_mov_b32 v255, v2 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v255
v_dual_mov_b32 v255, v2 :: v_dual_lshlrev_b32 v6, v3, v255
v_dual_mov_b32 v255, v2 :: v_dual_max_f32 v6, v3, v255
v_dual_mov_b32 v255, v2 :: v_dual_min_f32 v6, v3, v255
v_dual_mov_b32 v255, v2 :: v_dual_mov_b32 v6, v3
v_dual_mov_b32 v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v3, v255
v_dual_mov_b32 v255, v2 :: v_dual_mul_f32 v6, v3, v255
v_dual_mov_b32 v255, v2 :: v_dual_sub_f32 v6, v3, v255
v_dual_mov_b32 v255, v2 :: v_dual_subrev_f32 v6, v3, v255
v_dual_mov_b32 v255, v255 :: v_dual_add_f32 v6, v2, v255
v_dual_mov_b32 v255, v255 :: v_dual_add_nc_u32 v6, v2, v255
v_dual_mov_b32 v255, v255 :: v_dual_and_b32 v6, v2, v255
v_dual_mov_b32 v255, v255 :: v_dual_cndmask_b32 v6, v2, v255
v_dual_mov_b32 v255, v255 :: v_dual_dot2acc_f32_f16 v6, v2, v255
v_dual_mov_b32 v255, v255 :: v_dual_fmaak_f32 v6, v2, v255, 0xaf123456
v_dual_mov_b32 v255, v255 :: v_dual_fmac_f32 v6, v2, v255
v_dual_mov_b32 v255, v255 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v255
v_dual_mov_b32 v255, v255 :: v_dual_lshlrev_b32 v6, v2, v255
v_dual_mov_b32 v255, v255 :: v_dual_max_f32 v6, v2, v255
v_dual_mov_b32 v255, v255 :: v_dual_min_f32 v6, v2, v255
v_dual_mov_b32 v255, v255 :: v_dual_mov_b32 v6, v2
v_dual_mov_b32 v255, v255 :: v_dual_mul_dx9_zero_f32 v6, v2, v255
v_dual_mov_b32 v255, v255 :: v_dual_mul_f32 v6, v2, v255
v_dual_mov_b32 v255, v255 :: v_dual_sub_f32 v6, v2, v255
v_dual_mov_b32 v255, v255 :: v_dual_subrev_f32 v6, v2, v255
v_dual_mov_b32 v255, v3 :: v_dual_add_f32 v6, v4, v255
v_dual_mov_b32 v255, v3 :: v_dual_add_nc_u32 v6, v4, v255
v_dual_mov_b32 v255, v3 :: v_dual_and_b32 v6, v4, v255
v_dual_mov_b32 v255, v3 :: v_dual_cndmask_b32 v6, v4, v255
v_dual_mov_b32 v255, v3 :: v_dual_dot2acc_f32_f16 v6, v4, v255
v_dual_mov_b32 v255, v3 :: v_dual_fmaak_f32 v6, v4, v255, 0xaf123456
v_dual_mov_b32 v255, v3 :: v_dual_fmac_f32 v6, v4, v255
v_dual_mov_b32 v255, v3 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v255
v_dual_mov_b32 v255, v3 :: v_dual_lshlrev_b32 v6, v4, v255
v_dual_mov_b32 v255, v3 :: v_dual_max_f32 v6, v4, v255
v_dual_mov_b32 v255, v3 :: v_dual_min_f32 v6, v4, v255
v_dual_mov_b32 v255, v3 :: v_dual_mov_b32 v6, v4
v_dual_mov_b32 v255, v3 :: v_dual_mul_dx9_zero_f32 v6, v4, v255
v_dual_mov_b32 v255, v3 :: v_dual_mul_f32 v6, v4, v255
v_dual_mov_b32 v255, v3 :: v_dual_sub_f32 v6, v4, v255
v_dual_mov_b32 v255, v3 :: v_dual_subrev_f32 v6, v4, v255
v_dual_mov_b32 v255, v4 :: v_dual_add_f32 v6, v1, v255
v_dual_mov_b32 v255, v4 :: v_dual_add_nc_u32 v6, v1, v255
v_dual_mov_b32 v255, v4 :: v_dual_and_b32 v6, v1, v255
v_dual_mov_b32 v255, v4 :: v_dual_cndmask_b32 v6, v1, v255
v_dual_mov_b32 v255, v4 :: v_dual_dot2acc_f32_f16 v6, v1, v255
v_dual_mov_b32 v255, v4 :: v_dual_fmaak_f32 v6, v1, v255, 0xaf123456
v_dual_mov_b32 v255, v4 :: v_dual_fmac_f32 v6, v1, v255
v_dual_mov_b32 v255, v4 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_mov_b32 v255, v4 :: v_dual_lshlrev_b32 v6, v1, v255
v_dual_mov_b32 v255, v4 :: v_dual_max_f32 v6, v1, v255
v_dual_mov_b32 v255, v4 :: v_dual_min_f32 v6, v1, v255
v_dual_mov_b32 v255, v4 :: v_dual_mov_b32 v6, v1
v_dual_mov_b32 v255, v4 :: v_dual_mul_dx9_zero_f32 v6, v1, v255
v_dual_mov_b32 v255, v4 :: v_dual_mul_f32 v6, v1, v255
v_dual_mov_b32 v255, v4 :: v_dual_sub_f32 v6, v1, v255
v_dual_mov_b32 v255, v4 :: v_dual_subrev_f32 v6, v1, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_add_f32 v6, exec_lo, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_add_nc_u32 v6, exec_lo, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_and_b32 v6, exec_lo, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_cndmask_b32 v6, vcc_hi, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_dot2acc_f32_f16 v6, exec_lo, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_fmaak_f32 v6, vcc_hi, v255, 0xaf123456
v_dual_mov_b32 v255, vcc_hi :: v_dual_fmac_f32 v6, exec_lo, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_lshlrev_b32 v6, exec_lo, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_max_f32 v6, exec_lo, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_min_f32 v6, exec_lo, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_mov_b32 v6, exec_lo
v_dual_mov_b32 v255, vcc_hi :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_mul_f32 v6, exec_lo, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_sub_f32 v6, exec_lo, v255
v_dual_mov_b32 v255, vcc_hi :: v_dual_subrev_f32 v6, exec_lo, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_add_f32 v6, exec_hi, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_add_nc_u32 v6, exec_hi, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_and_b32 v6, exec_hi, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_cndmask_b32 v6, vcc_lo, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_dot2acc_f32_f16 v6, exec_hi, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_fmaak_f32 v6, vcc_lo, v255, 0xaf123456
v_dual_mov_b32 v255, vcc_lo :: v_dual_fmac_f32 v6, exec_hi, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_lshlrev_b32 v6, exec_hi, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_max_f32 v6, exec_hi, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_min_f32 v6, exec_hi, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_mov_b32 v6, exec_hi
v_dual_mov_b32 v255, vcc_lo :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_mul_f32 v6, exec_hi, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_sub_f32 v6, exec_hi, v255
v_dual_mov_b32 v255, vcc_lo :: v_dual_subrev_f32 v6, exec_hi, v255
v_dual_mov_b32 v6, null :: v_dual_add_f32 v255, 0xaf123456, v5
v_dual_mov_b32 v6, null :: v_dual_add_nc_u32 v255, 0xaf123456, v5
v_dual_mov_b32 v6, null :: v_dual_and_b32 v255, 0xaf123456, v5
v_dual_mov_b32 v6, null :: v_dual_cndmask_b32 v255, 0xaf123456, v5
v_dual_mov_b32 v6, null :: v_dual_dot2acc_f32_f16 v255, 0xfe0b, v5
v_dual_mov_b32 v6, null :: v_dual_fmaak_f32 v255, 0xaf123456, v5, 0xaf123456
v_dual_mov_b32 v6, null :: v_dual_fmac_f32 v255, 0xaf123456, v5
v_dual_mov_b32 v6, null :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v4
v_dual_mov_b32 v6, null :: v_dual_lshlrev_b32 v255, 0xaf123456, v5
v_dual_mov_b32 v6, null :: v_dual_max_f32 v255, 0xaf123456, v5
v_dual_mov_b32 v6, null :: v_dual_min_f32 v255, 0xaf123456, v5
v_dual_mov_b32 v6, null :: v_dual_mov_b32 v255, 0xaf123456
v_dual_mov_b32 v6, null :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v5
v_dual_mov_b32 v6, null :: v_dual_mul_f32 v255, 0xaf123456, v5
v_dual_mov_b32 v6, null :: v_dual_sub_f32 v255, 0xaf123456, v5
v_dual_mov_b32 v6, null :: v_dual_subrev_f32 v255, 0xaf123456, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
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
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_mul_dx9_zero_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_add_f32 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_add_nc_u32 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_and_b32 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_cndmask_b32 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_dot2acc_f32_f16 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_fmaak_f32 v6, v3, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_fmac_f32 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_lshlrev_b32 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_max_f32 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_min_f32 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_mul_dx9_zero_f32 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_mul_f32 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_sub_f32 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v2 :: v_dual_subrev_f32 v6, v3, v3
v_dual_mul_dx9_zero_f32 v255, v2, v255 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, v2, v255 :: v_dual_mov_b32 v6, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_add_f32 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_and_b32 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v2, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_max_f32 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_min_f32 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v2, v3
v_dual_mul_dx9_zero_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v2
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_add_f32 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_add_nc_u32 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_and_b32 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_cndmask_b32 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_dot2acc_f32_f16 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_fmaak_f32 v6, v4, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_fmac_f32 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_lshlrev_b32 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_max_f32 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_min_f32 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_mul_dx9_zero_f32 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_mul_f32 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_sub_f32 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v2 :: v_dual_subrev_f32 v6, v4, v3
v_dual_mul_dx9_zero_f32 v255, v3, v255 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, v3, v255 :: v_dual_mov_b32 v6, v4
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_mul_dx9_zero_f32 v255, v4, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, v4, v255 :: v_dual_mov_b32 v6, v1
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_add_f32 v255, 0xaf123456, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_add_nc_u32 v255, 0xaf123456, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_and_b32 v255, 0xaf123456, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_cndmask_b32 v255, 0xaf123456, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_dot2acc_f32_f16 v255, 0xfe0b, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_fmaak_f32 v255, 0xaf123456, v4, 0xaf123456
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_fmac_f32 v255, 0xaf123456, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_lshlrev_b32 v255, 0xaf123456, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_max_f32 v255, 0xaf123456, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_min_f32 v255, 0xaf123456, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_mov_b32 v255, 0xaf123456
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_mul_f32 v255, 0xaf123456, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_sub_f32 v255, 0xaf123456, v4
v_dual_mul_dx9_zero_f32 v6, null, v5 :: v_dual_subrev_f32 v255, 0xaf123456, v4
v_dual_mul_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_mul_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
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
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_mul_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_mul_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_mul_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_mul_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_mul_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_mul_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_mul_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_mul_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_mul_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_mul_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_mul_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_mul_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_mul_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_mul_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_mul_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_mul_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_mul_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_mul_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_mul_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_mul_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_mul_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_mul_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_mul_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_mul_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_mul_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_mul_f32 v255, v2, v2 :: v_dual_add_f32 v6, v3, v3
v_dual_mul_f32 v255, v2, v2 :: v_dual_add_nc_u32 v6, v3, v3
v_dual_mul_f32 v255, v2, v2 :: v_dual_and_b32 v6, v3, v3
v_dual_mul_f32 v255, v2, v2 :: v_dual_cndmask_b32 v6, v3, v3
v_dual_mul_f32 v255, v2, v2 :: v_dual_dot2acc_f32_f16 v6, v3, v3
v_dual_mul_f32 v255, v2, v2 :: v_dual_fmaak_f32 v6, v3, v3, 0xaf123456
v_dual_mul_f32 v255, v2, v2 :: v_dual_fmac_f32 v6, v3, v3
v_dual_mul_f32 v255, v2, v2 :: v_dual_lshlrev_b32 v6, v3, v3
v_dual_mul_f32 v255, v2, v2 :: v_dual_max_f32 v6, v3, v3
v_dual_mul_f32 v255, v2, v2 :: v_dual_min_f32 v6, v3, v3
v_dual_mul_f32 v255, v2, v2 :: v_dual_mul_dx9_zero_f32 v6, v3, v3
v_dual_mul_f32 v255, v2, v2 :: v_dual_mul_f32 v6, v3, v3
v_dual_mul_f32 v255, v2, v2 :: v_dual_sub_f32 v6, v3, v3
v_dual_mul_f32 v255, v2, v2 :: v_dual_subrev_f32 v6, v3, v3
v_dual_mul_f32 v255, v2, v255 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v255
v_dual_mul_f32 v255, v2, v255 :: v_dual_mov_b32 v6, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_add_f32 v6, v2, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v2, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_and_b32 v6, v2, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v2, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v2, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v2, v3, 0xaf123456
v_dual_mul_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v2, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v2, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_max_f32 v6, v2, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_min_f32 v6, v2, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v2, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v2, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v2, v3
v_dual_mul_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v2, v3
v_dual_mul_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v255
v_dual_mul_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v2
v_dual_mul_f32 v255, v3, v2 :: v_dual_add_f32 v6, v4, v3
v_dual_mul_f32 v255, v3, v2 :: v_dual_add_nc_u32 v6, v4, v3
v_dual_mul_f32 v255, v3, v2 :: v_dual_and_b32 v6, v4, v3
v_dual_mul_f32 v255, v3, v2 :: v_dual_cndmask_b32 v6, v4, v3
v_dual_mul_f32 v255, v3, v2 :: v_dual_dot2acc_f32_f16 v6, v4, v3
v_dual_mul_f32 v255, v3, v2 :: v_dual_fmaak_f32 v6, v4, v3, 0xaf123456
v_dual_mul_f32 v255, v3, v2 :: v_dual_fmac_f32 v6, v4, v3
v_dual_mul_f32 v255, v3, v2 :: v_dual_lshlrev_b32 v6, v4, v3
v_dual_mul_f32 v255, v3, v2 :: v_dual_max_f32 v6, v4, v3
v_dual_mul_f32 v255, v3, v2 :: v_dual_min_f32 v6, v4, v3
v_dual_mul_f32 v255, v3, v2 :: v_dual_mul_dx9_zero_f32 v6, v4, v3
v_dual_mul_f32 v255, v3, v2 :: v_dual_mul_f32 v6, v4, v3
v_dual_mul_f32 v255, v3, v2 :: v_dual_sub_f32 v6, v4, v3
v_dual_mul_f32 v255, v3, v2 :: v_dual_subrev_f32 v6, v4, v3
v_dual_mul_f32 v255, v3, v255 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v255
v_dual_mul_f32 v255, v3, v255 :: v_dual_mov_b32 v6, v4
v_dual_mul_f32 v255, v4, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_mul_f32 v255, v4, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_mul_f32 v255, v4, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_mul_f32 v255, v4, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_mul_f32 v255, v4, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_mul_f32 v255, v4, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_mul_f32 v255, v4, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_mul_f32 v255, v4, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_mul_f32 v255, v4, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_mul_f32 v255, v4, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_mul_f32 v255, v4, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_mul_f32 v255, v4, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_mul_f32 v255, v4, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_mul_f32 v255, v4, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_mul_f32 v255, v4, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_mul_f32 v255, v4, v255 :: v_dual_mov_b32 v6, v1
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_mul_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_mul_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_mul_f32 v6, null, v5 :: v_dual_add_f32 v255, 0xaf123456, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_add_nc_u32 v255, 0xaf123456, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_and_b32 v255, 0xaf123456, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_cndmask_b32 v255, 0xaf123456, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_dot2acc_f32_f16 v255, 0xfe0b, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_fmaak_f32 v255, 0xaf123456, v4, 0xaf123456
v_dual_mul_f32 v6, null, v5 :: v_dual_fmac_f32 v255, 0xaf123456, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_lshlrev_b32 v255, 0xaf123456, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_max_f32 v255, 0xaf123456, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_min_f32 v255, 0xaf123456, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_mov_b32 v255, 0xaf123456
v_dual_mul_f32 v6, null, v5 :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_mul_f32 v255, 0xaf123456, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_sub_f32 v255, 0xaf123456, v4
v_dual_mul_f32 v6, null, v5 :: v_dual_subrev_f32 v255, 0xaf123456, v4
v_dual_sub_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_sub_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
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
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_sub_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_sub_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_sub_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_sub_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_sub_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_sub_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_sub_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_sub_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_sub_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_sub_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_sub_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_sub_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_sub_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_sub_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_sub_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_sub_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_sub_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_sub_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_sub_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_sub_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_sub_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_sub_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_sub_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_sub_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_sub_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_sub_f32 v255, v2, v2 :: v_dual_add_f32 v6, v3, v3
v_dual_sub_f32 v255, v2, v2 :: v_dual_add_nc_u32 v6, v3, v3
v_dual_sub_f32 v255, v2, v2 :: v_dual_and_b32 v6, v3, v3
v_dual_sub_f32 v255, v2, v2 :: v_dual_cndmask_b32 v6, v3, v3
v_dual_sub_f32 v255, v2, v2 :: v_dual_dot2acc_f32_f16 v6, v3, v3
v_dual_sub_f32 v255, v2, v2 :: v_dual_fmaak_f32 v6, v3, v3, 0xaf123456
v_dual_sub_f32 v255, v2, v2 :: v_dual_fmac_f32 v6, v3, v3
v_dual_sub_f32 v255, v2, v2 :: v_dual_lshlrev_b32 v6, v3, v3
v_dual_sub_f32 v255, v2, v2 :: v_dual_max_f32 v6, v3, v3
v_dual_sub_f32 v255, v2, v2 :: v_dual_min_f32 v6, v3, v3
v_dual_sub_f32 v255, v2, v2 :: v_dual_mul_dx9_zero_f32 v6, v3, v3
v_dual_sub_f32 v255, v2, v2 :: v_dual_mul_f32 v6, v3, v3
v_dual_sub_f32 v255, v2, v2 :: v_dual_sub_f32 v6, v3, v3
v_dual_sub_f32 v255, v2, v2 :: v_dual_subrev_f32 v6, v3, v3
v_dual_sub_f32 v255, v2, v255 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v255
v_dual_sub_f32 v255, v2, v255 :: v_dual_mov_b32 v6, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_add_f32 v6, v2, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v2, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_and_b32 v6, v2, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v2, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v2, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v2, v3, 0xaf123456
v_dual_sub_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v2, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v2, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_max_f32 v6, v2, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_min_f32 v6, v2, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v2, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v2, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v2, v3
v_dual_sub_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v2, v3
v_dual_sub_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v255
v_dual_sub_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v2
v_dual_sub_f32 v255, v3, v2 :: v_dual_add_f32 v6, v4, v3
v_dual_sub_f32 v255, v3, v2 :: v_dual_add_nc_u32 v6, v4, v3
v_dual_sub_f32 v255, v3, v2 :: v_dual_and_b32 v6, v4, v3
v_dual_sub_f32 v255, v3, v2 :: v_dual_cndmask_b32 v6, v4, v3
v_dual_sub_f32 v255, v3, v2 :: v_dual_dot2acc_f32_f16 v6, v4, v3
v_dual_sub_f32 v255, v3, v2 :: v_dual_fmaak_f32 v6, v4, v3, 0xaf123456
v_dual_sub_f32 v255, v3, v2 :: v_dual_fmac_f32 v6, v4, v3
v_dual_sub_f32 v255, v3, v2 :: v_dual_lshlrev_b32 v6, v4, v3
v_dual_sub_f32 v255, v3, v2 :: v_dual_max_f32 v6, v4, v3
v_dual_sub_f32 v255, v3, v2 :: v_dual_min_f32 v6, v4, v3
v_dual_sub_f32 v255, v3, v2 :: v_dual_mul_dx9_zero_f32 v6, v4, v3
v_dual_sub_f32 v255, v3, v2 :: v_dual_mul_f32 v6, v4, v3
v_dual_sub_f32 v255, v3, v2 :: v_dual_sub_f32 v6, v4, v3
v_dual_sub_f32 v255, v3, v2 :: v_dual_subrev_f32 v6, v4, v3
v_dual_sub_f32 v255, v3, v255 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v255
v_dual_sub_f32 v255, v3, v255 :: v_dual_mov_b32 v6, v4
v_dual_sub_f32 v255, v4, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_sub_f32 v255, v4, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_sub_f32 v255, v4, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_sub_f32 v255, v4, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_sub_f32 v255, v4, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_sub_f32 v255, v4, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_sub_f32 v255, v4, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_sub_f32 v255, v4, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_sub_f32 v255, v4, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_sub_f32 v255, v4, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_sub_f32 v255, v4, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_sub_f32 v255, v4, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_sub_f32 v255, v4, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_sub_f32 v255, v4, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_sub_f32 v255, v4, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_sub_f32 v255, v4, v255 :: v_dual_mov_b32 v6, v1
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_sub_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_sub_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_sub_f32 v6, null, v5 :: v_dual_add_f32 v255, 0xaf123456, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_add_nc_u32 v255, 0xaf123456, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_and_b32 v255, 0xaf123456, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_cndmask_b32 v255, 0xaf123456, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_dot2acc_f32_f16 v255, 0xfe0b, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_fmaak_f32 v255, 0xaf123456, v4, 0xaf123456
v_dual_sub_f32 v6, null, v5 :: v_dual_fmac_f32 v255, 0xaf123456, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_lshlrev_b32 v255, 0xaf123456, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_max_f32 v255, 0xaf123456, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_min_f32 v255, 0xaf123456, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_mov_b32 v255, 0xaf123456
v_dual_sub_f32 v6, null, v5 :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_mul_f32 v255, 0xaf123456, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_sub_f32 v255, 0xaf123456, v4
v_dual_sub_f32 v6, null, v5 :: v_dual_subrev_f32 v255, 0xaf123456, v4
v_dual_subrev_f32 v255, -1, v4 :: v_dual_add_f32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_add_nc_u32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_and_b32 v6, src_scc, v5
v_dual_subrev_f32 v255, -1, v4 :: v_dual_cndmask_b32 v6, src_scc, v5
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
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, null, v3, 0xaf123456
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_fmac_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_max_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_min_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_mul_dx9_zero_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_mul_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_sub_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_subrev_f32 v6, null, v3
v_dual_subrev_f32 v255, 0xaf123456, v255 :: v_dual_fmamk_f32 v6, null, 0xaf123456, v255
v_dual_subrev_f32 v255, 0xaf123456, v255 :: v_dual_mov_b32 v6, null
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_add_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_add_nc_u32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_and_b32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_cndmask_b32 v6, exec_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_fmaak_f32 v6, exec_hi, v3, 0xaf123456
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_fmac_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_min_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_mul_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_sub_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_subrev_f32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_hi, v255 :: v_dual_fmamk_f32 v6, exec_hi, 0xaf123456, v255
v_dual_subrev_f32 v255, exec_hi, v255 :: v_dual_mov_b32 v6, vcc_hi
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_add_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_add_nc_u32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_and_b32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_cndmask_b32 v6, exec_lo, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_f16 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_fmaak_f32 v6, exec_lo, v3, 0xaf123456
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_fmac_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_max_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_min_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_mul_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_sub_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_subrev_f32 v6, ttmp15, v3
v_dual_subrev_f32 v255, exec_lo, v255 :: v_dual_fmamk_f32 v6, exec_lo, 0xaf123456, v255
v_dual_subrev_f32 v255, exec_lo, v255 :: v_dual_mov_b32 v6, ttmp15
v_dual_subrev_f32 v255, m0, v2 :: v_dual_add_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_add_nc_u32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_and_b32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_cndmask_b32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_dot2acc_f32_f16 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_fmaak_f32 v6, m0, v3, 0xaf123456
v_dual_subrev_f32 v255, m0, v2 :: v_dual_fmac_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_max_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_min_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_mul_dx9_zero_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_mul_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_sub_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_subrev_f32 v6, m0, v3
v_dual_subrev_f32 v255, m0, v255 :: v_dual_fmamk_f32 v6, m0, 0xaf123456, v255
v_dual_subrev_f32 v255, m0, v255 :: v_dual_mov_b32 v6, m0
v_dual_subrev_f32 v255, s1, v2 :: v_dual_add_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_add_nc_u32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_and_b32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_cndmask_b32 v6, s1, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_dot2acc_f32_f16 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_fmaak_f32 v6, s1, v3, 0xaf123456
v_dual_subrev_f32 v255, s1, v2 :: v_dual_fmac_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_max_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_min_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_mul_dx9_zero_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_mul_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_sub_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_subrev_f32 v6, s105, v3
v_dual_subrev_f32 v255, s1, v255 :: v_dual_fmamk_f32 v6, s1, 0xaf123456, v255
v_dual_subrev_f32 v255, s1, v255 :: v_dual_mov_b32 v6, s105
v_dual_subrev_f32 v255, s105, v2 :: v_dual_add_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_add_nc_u32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_and_b32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_cndmask_b32 v6, s105, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_dot2acc_f32_f16 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_fmaak_f32 v6, s105, v3, 0xaf123456
v_dual_subrev_f32 v255, s105, v2 :: v_dual_fmac_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_max_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_min_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_mul_dx9_zero_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_mul_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_sub_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_subrev_f32 v6, s1, v3
v_dual_subrev_f32 v255, s105, v255 :: v_dual_fmamk_f32 v6, s105, 0xaf123456, v255
v_dual_subrev_f32 v255, s105, v255 :: v_dual_mov_b32 v6, s1
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_add_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_add_nc_u32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_and_b32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_cndmask_b32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_fmaak_f32 v6, -1, v3, 0xaf123456
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_fmac_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_max_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_min_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_mul_dx9_zero_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_mul_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_sub_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_subrev_f32 v6, -1, v3
v_dual_subrev_f32 v255, src_scc, v255 :: v_dual_fmamk_f32 v6, -1, 0xaf123456, v255
v_dual_subrev_f32 v255, src_scc, v255 :: v_dual_mov_b32 v6, -1
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_add_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_add_nc_u32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_and_b32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_cndmask_b32 v6, ttmp15, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_f16 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_fmaak_f32 v6, ttmp15, v3, 0xaf123456
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_fmac_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_min_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_mul_dx9_zero_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_mul_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_sub_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_subrev_f32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, ttmp15, v255 :: v_dual_fmamk_f32 v6, ttmp15, 0xaf123456, v255
v_dual_subrev_f32 v255, ttmp15, v255 :: v_dual_mov_b32 v6, vcc_lo
v_dual_subrev_f32 v255, v1, v2 :: v_dual_add_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_add_nc_u32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_and_b32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_cndmask_b32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_dot2acc_f32_f16 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
v_dual_subrev_f32 v255, v1, v2 :: v_dual_fmac_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_max_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_min_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_mul_dx9_zero_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_mul_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_sub_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_subrev_f32 v6, v255, v3
v_dual_subrev_f32 v255, v1, v255 :: v_dual_fmamk_f32 v6, v255, 0xaf123456, v255
v_dual_subrev_f32 v255, v1, v255 :: v_dual_mov_b32 v6, v255
v_dual_subrev_f32 v255, v2, v2 :: v_dual_add_f32 v6, v3, v3
v_dual_subrev_f32 v255, v2, v2 :: v_dual_add_nc_u32 v6, v3, v3
v_dual_subrev_f32 v255, v2, v2 :: v_dual_and_b32 v6, v3, v3
v_dual_subrev_f32 v255, v2, v2 :: v_dual_cndmask_b32 v6, v3, v3
v_dual_subrev_f32 v255, v2, v2 :: v_dual_dot2acc_f32_f16 v6, v3, v3
v_dual_subrev_f32 v255, v2, v2 :: v_dual_fmaak_f32 v6, v3, v3, 0xaf123456
v_dual_subrev_f32 v255, v2, v2 :: v_dual_fmac_f32 v6, v3, v3
v_dual_subrev_f32 v255, v2, v2 :: v_dual_lshlrev_b32 v6, v3, v3
v_dual_subrev_f32 v255, v2, v2 :: v_dual_max_f32 v6, v3, v3
v_dual_subrev_f32 v255, v2, v2 :: v_dual_min_f32 v6, v3, v3
v_dual_subrev_f32 v255, v2, v2 :: v_dual_mul_dx9_zero_f32 v6, v3, v3
v_dual_subrev_f32 v255, v2, v2 :: v_dual_mul_f32 v6, v3, v3
v_dual_subrev_f32 v255, v2, v2 :: v_dual_sub_f32 v6, v3, v3
v_dual_subrev_f32 v255, v2, v2 :: v_dual_subrev_f32 v6, v3, v3
v_dual_subrev_f32 v255, v2, v255 :: v_dual_fmamk_f32 v6, v3, 0xaf123456, v255
v_dual_subrev_f32 v255, v2, v255 :: v_dual_mov_b32 v6, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_add_f32 v6, v2, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_add_nc_u32 v6, v2, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_and_b32 v6, v2, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_cndmask_b32 v6, v2, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_dot2acc_f32_f16 v6, v2, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_fmaak_f32 v6, v2, v3, 0xaf123456
v_dual_subrev_f32 v255, v255, v2 :: v_dual_fmac_f32 v6, v2, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_lshlrev_b32 v6, v2, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_max_f32 v6, v2, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_min_f32 v6, v2, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_mul_dx9_zero_f32 v6, v2, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_mul_f32 v6, v2, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_sub_f32 v6, v2, v3
v_dual_subrev_f32 v255, v255, v2 :: v_dual_subrev_f32 v6, v2, v3
v_dual_subrev_f32 v255, v255, v255 :: v_dual_fmamk_f32 v6, v2, 0xaf123456, v255
v_dual_subrev_f32 v255, v255, v255 :: v_dual_mov_b32 v6, v2
v_dual_subrev_f32 v255, v3, v2 :: v_dual_add_f32 v6, v4, v3
v_dual_subrev_f32 v255, v3, v2 :: v_dual_add_nc_u32 v6, v4, v3
v_dual_subrev_f32 v255, v3, v2 :: v_dual_and_b32 v6, v4, v3
v_dual_subrev_f32 v255, v3, v2 :: v_dual_cndmask_b32 v6, v4, v3
v_dual_subrev_f32 v255, v3, v2 :: v_dual_dot2acc_f32_f16 v6, v4, v3
v_dual_subrev_f32 v255, v3, v2 :: v_dual_fmaak_f32 v6, v4, v3, 0xaf123456
v_dual_subrev_f32 v255, v3, v2 :: v_dual_fmac_f32 v6, v4, v3
v_dual_subrev_f32 v255, v3, v2 :: v_dual_lshlrev_b32 v6, v4, v3
v_dual_subrev_f32 v255, v3, v2 :: v_dual_max_f32 v6, v4, v3
v_dual_subrev_f32 v255, v3, v2 :: v_dual_min_f32 v6, v4, v3
v_dual_subrev_f32 v255, v3, v2 :: v_dual_mul_dx9_zero_f32 v6, v4, v3
v_dual_subrev_f32 v255, v3, v2 :: v_dual_mul_f32 v6, v4, v3
v_dual_subrev_f32 v255, v3, v2 :: v_dual_sub_f32 v6, v4, v3
v_dual_subrev_f32 v255, v3, v2 :: v_dual_subrev_f32 v6, v4, v3
v_dual_subrev_f32 v255, v3, v255 :: v_dual_fmamk_f32 v6, v4, 0xaf123456, v255
v_dual_subrev_f32 v255, v3, v255 :: v_dual_mov_b32 v6, v4
v_dual_subrev_f32 v255, v4, v2 :: v_dual_add_f32 v6, v1, v3
v_dual_subrev_f32 v255, v4, v2 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_subrev_f32 v255, v4, v2 :: v_dual_and_b32 v6, v1, v3
v_dual_subrev_f32 v255, v4, v2 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_subrev_f32 v255, v4, v2 :: v_dual_dot2acc_f32_f16 v6, v1, v3
v_dual_subrev_f32 v255, v4, v2 :: v_dual_fmaak_f32 v6, v1, v3, 0xaf123456
v_dual_subrev_f32 v255, v4, v2 :: v_dual_fmac_f32 v6, v1, v3
v_dual_subrev_f32 v255, v4, v2 :: v_dual_lshlrev_b32 v6, v1, v3
v_dual_subrev_f32 v255, v4, v2 :: v_dual_max_f32 v6, v1, v3
v_dual_subrev_f32 v255, v4, v2 :: v_dual_min_f32 v6, v1, v3
v_dual_subrev_f32 v255, v4, v2 :: v_dual_mul_dx9_zero_f32 v6, v1, v3
v_dual_subrev_f32 v255, v4, v2 :: v_dual_mul_f32 v6, v1, v3
v_dual_subrev_f32 v255, v4, v2 :: v_dual_sub_f32 v6, v1, v3
v_dual_subrev_f32 v255, v4, v2 :: v_dual_subrev_f32 v6, v1, v3
v_dual_subrev_f32 v255, v4, v255 :: v_dual_fmamk_f32 v6, v1, 0xaf123456, v255
v_dual_subrev_f32 v255, v4, v255 :: v_dual_mov_b32 v6, v1
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_add_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_add_nc_u32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_and_b32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_cndmask_b32 v6, vcc_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_fmaak_f32 v6, vcc_hi, v3, 0xaf123456
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_hi, v255 :: v_dual_fmamk_f32 v6, vcc_hi, 0xaf123456, v255
v_dual_subrev_f32 v255, vcc_hi, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_add_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_add_nc_u32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_and_b32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, vcc_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_fmaak_f32 v6, vcc_lo, v3, 0xaf123456
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_lo, v255 :: v_dual_fmamk_f32 v6, vcc_lo, 0xaf123456, v255
v_dual_subrev_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_hi
v_dual_subrev_f32 v6, null, v5 :: v_dual_add_f32 v255, 0xaf123456, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_add_nc_u32 v255, 0xaf123456, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_and_b32 v255, 0xaf123456, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_cndmask_b32 v255, 0xaf123456, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_dot2acc_f32_f16 v255, 0xfe0b, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_fmaak_f32 v255, 0xaf123456, v4, 0xaf123456
v_dual_subrev_f32 v6, null, v5 :: v_dual_fmac_f32 v255, 0xaf123456, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_fmamk_f32 v255, 0xaf123456, 0xaf123456, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_lshlrev_b32 v255, 0xaf123456, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_max_f32 v255, 0xaf123456, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_min_f32 v255, 0xaf123456, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_mov_b32 v255, 0xaf123456
v_dual_subrev_f32 v6, null, v5 :: v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_mul_f32 v255, 0xaf123456, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_sub_f32 v255, 0xaf123456, v4
v_dual_subrev_f32 v6, null, v5 :: v_dual_subrev_f32 v255, 0xaf123456, v4
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
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_add_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
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
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_cndmask_b32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_fmaak_f32 v6, 0.5, v2, 0xaf123456
v_dual_cndmask_b32 v255, 0.5, v3 :: v_dual_fmamk_f32 v6, 0.5, 0xaf123456, v255
v_dual_cndmask_b32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_cndmask_b32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_cndmask_b32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_cndmask_b32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
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
v_dual_dot2acc_f32_f16 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_dot2acc_f32_f16 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
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
v_dual_dot2acc_f32_f16 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_dot2acc_f32_f16 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_dot2acc_f32_f16 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_dot2acc_f32_f16 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_dot2acc_f32_f16 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_dot2acc_f32_f16 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_dot2acc_f32_f16 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_dot2acc_f32_f16 v255, v1, v2 :: v_dual_fmaak_f32 v6, v255, v3, 0xaf123456
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
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_dot2acc_f32_f16 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
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
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_fmaak_f32 v255, -1, v4, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, src_scc, v5
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_cndmask_b32 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0.5, v3, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, 0.5, v2
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_fmaak_f32 v255, 0xaf123456, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, null, v3
v_dual_fmaak_f32 v255, m0, v2, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_fmaak_f32 v255, src_scc, v2, 0xaf123456 :: v_dual_dot2acc_f32_f16 v6, -1, v3
v_dual_fmaak_f32 v255, v1, v2, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_add_f32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_add_nc_u32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_and_b32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_cndmask_b32 v6, v1, v3
v_dual_fmaak_f32 v255, v255, v2, 0xaf123456 :: v_dual_dot2acc_f32_bf16 v6, v1, v3
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
v_dual_fmac_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_fmac_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_fmac_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_fmac_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_fmac_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_fmac_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_fmac_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_fmac_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_fmac_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_fmac_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_fmac_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
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
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_fmac_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
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
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_fmac_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
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
v_dual_max_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_max_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_max_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_max_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_max_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_max_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_max_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_max_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_max_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_max_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_max_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
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
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_max_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
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
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_max_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_min_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_min_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_min_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_min_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_min_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_min_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_min_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_min_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_min_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_min_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_min_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
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
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_min_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
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
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_min_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
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
v_dual_mov_b32 v255, -1 :: v_dual_lshlrev_b32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_max_f32 v6, src_scc, v5
v_dual_mov_b32 v255, -1 :: v_dual_min_f32 v6, src_scc, v5
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
v_dual_mov_b32 v255, 0.5 :: v_dual_lshlrev_b32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_max_f32 v6, 0.5, v2
v_dual_mov_b32 v255, 0.5 :: v_dual_min_f32 v6, 0.5, v2
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
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_lshlrev_b32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_max_f32 v6, null, v3
v_dual_mov_b32 v255, 0xaf123456 :: v_dual_min_f32 v6, null, v3
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
v_dual_mov_b32 v255, exec_hi :: v_dual_lshlrev_b32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_max_f32 v6, vcc_hi, v3
v_dual_mov_b32 v255, exec_hi :: v_dual_min_f32 v6, vcc_hi, v3
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
v_dual_mov_b32 v255, exec_lo :: v_dual_lshlrev_b32 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_max_f32 v6, ttmp15, v3
v_dual_mov_b32 v255, exec_lo :: v_dual_min_f32 v6, ttmp15, v3
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
v_dual_mov_b32 v255, m0 :: v_dual_lshlrev_b32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_max_f32 v6, m0, v3
v_dual_mov_b32 v255, m0 :: v_dual_min_f32 v6, m0, v3
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
v_dual_mov_b32 v255, s1 :: v_dual_lshlrev_b32 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_max_f32 v6, s105, v3
v_dual_mov_b32 v255, s1 :: v_dual_min_f32 v6, s105, v3
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
v_dual_mov_b32 v255, s105 :: v_dual_lshlrev_b32 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_max_f32 v6, s1, v3
v_dual_mov_b32 v255, s105 :: v_dual_min_f32 v6, s1, v3
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
v_dual_mov_b32 v255, src_scc :: v_dual_lshlrev_b32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_max_f32 v6, -1, v3
v_dual_mov_b32 v255, src_scc :: v_dual_min_f32 v6, -1, v3
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
v_dual_mov_b32 v255, ttmp15 :: v_dual_lshlrev_b32 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_max_f32 v6, vcc_lo, v3
v_dual_mov_b32 v255, ttmp15 :: v_dual_min_f32 v6, vcc_lo, v3
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
v_dual_mov_b32 v255, v1 :: v_dual_lshlrev_b32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_max_f32 v6, v255, v3
v_dual_mov_b32 v255, v1 :: v_dual_min_f32 v6, v255, v3
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
v_dual_mov_b32 v255, vcc_lo :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_max_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_min_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_mov_b32 v6, exec_lo
v_dual_mov_b32 v255, vcc_lo :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_mov_b32 v255, vcc_lo :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_mul_dx9_zero_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_mul_dx9_zero_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_mul_dx9_zero_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_mul_dx9_zero_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_mul_dx9_zero_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_mul_dx9_zero_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_mul_dx9_zero_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_mul_dx9_zero_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_mul_dx9_zero_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_mul_dx9_zero_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
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
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_mul_dx9_zero_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
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
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_mul_dx9_zero_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_mul_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_mul_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_mul_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_mul_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_mul_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_mul_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_mul_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_mul_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_mul_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_mul_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
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
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_mul_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
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
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_mul_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_sub_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_sub_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_sub_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_sub_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_sub_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_sub_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_sub_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_sub_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_sub_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_sub_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
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
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_sub_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
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
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_sub_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, -1, v4 :: v_dual_dot2acc_f32_bf16 v6, src_scc, v5
v_dual_subrev_f32 v255, 0.5, v3 :: v_dual_dot2acc_f32_bf16 v6, 0.5, v2
v_dual_subrev_f32 v255, 0xaf123456, v2 :: v_dual_dot2acc_f32_bf16 v6, null, v3
v_dual_subrev_f32 v255, exec_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_hi, v3
v_dual_subrev_f32 v255, exec_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, ttmp15, v3
v_dual_subrev_f32 v255, m0, v2 :: v_dual_dot2acc_f32_bf16 v6, m0, v3
v_dual_subrev_f32 v255, s1, v2 :: v_dual_dot2acc_f32_bf16 v6, s105, v3
v_dual_subrev_f32 v255, s105, v2 :: v_dual_dot2acc_f32_bf16 v6, s1, v3
v_dual_subrev_f32 v255, src_scc, v2 :: v_dual_dot2acc_f32_bf16 v6, -1, v3
v_dual_subrev_f32 v255, ttmp15, v2 :: v_dual_dot2acc_f32_bf16 v6, vcc_lo, v3
v_dual_subrev_f32 v255, v1, v2 :: v_dual_dot2acc_f32_bf16 v6, v255, v3
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
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_dot2acc_f32_f16 v6, exec_hi, v3
v_dual_subrev_f32 v255, vcc_hi, v2 :: v_dual_fmac_f32 v6, exec_hi, v3
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
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_bf16 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_dot2acc_f32_f16 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_fmac_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_lshlrev_b32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_max_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_min_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v255 :: v_dual_mov_b32 v6, exec_lo
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_mul_dx9_zero_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_mul_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_sub_f32 v6, exec_lo, v3
v_dual_subrev_f32 v255, vcc_lo, v2 :: v_dual_subrev_f32 v6, exec_lo, v3

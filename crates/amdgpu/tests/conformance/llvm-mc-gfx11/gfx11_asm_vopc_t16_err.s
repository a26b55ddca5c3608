// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopc_t16_err.s @09e0a92ca14fda2dd6849f2ac986ad51b29cb962, chars 0-16000 of 79901 (RUN lines and a selection of the instruction lines from v_cmp_class_f16 to v_cmp_f_f16; check lines omitted) -- extended past the page read by a loop over the 16-bit VOPC opcodes (18 float conditions x f16, 8 integer conditions x i16/u16), each given the lines of the page's v_cmp_eq_f16_e32 block, keeping the lines llvm-mc-22 rejects in wave32, then the page's own lines the loop does not make; 580 lines in all
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=error: %s
v_cmp_class_f16_e32 vcc, v1, v255
v_cmp_class_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_class_f16_e32 vcc, v127, v255
v_cmp_class_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_class_f16_e32 vcc, v128, v2
v_cmp_class_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_class_f16_e32 vcc, vcc_hi, v255
v_cmp_class_f16_e32 vcc, vcc_lo, v255
v_cmp_class_f16_e32 vcc_lo, v127, v255
v_cmp_class_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_class_f16_e32 vcc_lo, v128, v2
v_cmp_class_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_class_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_class_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_eq_f16_e32 vcc, v1, v255
v_cmp_eq_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_f16_e32 vcc, v127, v255
v_cmp_eq_f16_e32 vcc, v128, v2
v_cmp_eq_f16_e32 vcc, vcc_hi, v255
v_cmp_eq_f16_e32 vcc_lo, v1, v255
v_cmp_eq_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_f16_e32 vcc_lo, v127, v255
v_cmp_eq_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_f16_e32 vcc_lo, v128, v2
v_cmp_eq_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_eq_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_f_f16_e32 vcc, v1, v255
v_cmp_f_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_f_f16_e32 vcc, v127, v255
v_cmp_f_f16_e32 vcc, v128, v2
v_cmp_f_f16_e32 vcc, vcc_hi, v255
v_cmp_f_f16_e32 vcc_lo, v1, v255
v_cmp_f_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_f_f16_e32 vcc_lo, v127, v255
v_cmp_f_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_f_f16_e32 vcc_lo, v128, v2
v_cmp_f_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_f_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_f_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_ge_f16_e32 vcc, v1, v255
v_cmp_ge_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_f16_e32 vcc, v127, v255
v_cmp_ge_f16_e32 vcc, v128, v2
v_cmp_ge_f16_e32 vcc, vcc_hi, v255
v_cmp_ge_f16_e32 vcc_lo, v1, v255
v_cmp_ge_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_f16_e32 vcc_lo, v127, v255
v_cmp_ge_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_f16_e32 vcc_lo, v128, v2
v_cmp_ge_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_ge_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_gt_f16_e32 vcc, v1, v255
v_cmp_gt_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_f16_e32 vcc, v127, v255
v_cmp_gt_f16_e32 vcc, v128, v2
v_cmp_gt_f16_e32 vcc, vcc_hi, v255
v_cmp_gt_f16_e32 vcc_lo, v1, v255
v_cmp_gt_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_f16_e32 vcc_lo, v127, v255
v_cmp_gt_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_f16_e32 vcc_lo, v128, v2
v_cmp_gt_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_gt_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_le_f16_e32 vcc, v1, v255
v_cmp_le_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_f16_e32 vcc, v127, v255
v_cmp_le_f16_e32 vcc, v128, v2
v_cmp_le_f16_e32 vcc, vcc_hi, v255
v_cmp_le_f16_e32 vcc_lo, v1, v255
v_cmp_le_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_f16_e32 vcc_lo, v127, v255
v_cmp_le_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_f16_e32 vcc_lo, v128, v2
v_cmp_le_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_le_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_lg_f16_e32 vcc, v1, v255
v_cmp_lg_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lg_f16_e32 vcc, v127, v255
v_cmp_lg_f16_e32 vcc, v128, v2
v_cmp_lg_f16_e32 vcc, vcc_hi, v255
v_cmp_lg_f16_e32 vcc_lo, v1, v255
v_cmp_lg_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lg_f16_e32 vcc_lo, v127, v255
v_cmp_lg_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lg_f16_e32 vcc_lo, v128, v2
v_cmp_lg_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_lg_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_lt_f16_e32 vcc, v1, v255
v_cmp_lt_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc, v127, v255
v_cmp_lt_f16_e32 vcc, v128, v2
v_cmp_lt_f16_e32 vcc, vcc_hi, v255
v_cmp_lt_f16_e32 vcc_lo, v1, v255
v_cmp_lt_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v127, v255
v_cmp_lt_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v128, v2
v_cmp_lt_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_lt_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_neq_f16_e32 vcc, v1, v255
v_cmp_neq_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_neq_f16_e32 vcc, v127, v255
v_cmp_neq_f16_e32 vcc, v128, v2
v_cmp_neq_f16_e32 vcc, vcc_hi, v255
v_cmp_neq_f16_e32 vcc_lo, v1, v255
v_cmp_neq_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_neq_f16_e32 vcc_lo, v127, v255
v_cmp_neq_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_neq_f16_e32 vcc_lo, v128, v2
v_cmp_neq_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_neq_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_nge_f16_e32 vcc, v1, v255
v_cmp_nge_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nge_f16_e32 vcc, v127, v255
v_cmp_nge_f16_e32 vcc, v128, v2
v_cmp_nge_f16_e32 vcc, vcc_hi, v255
v_cmp_nge_f16_e32 vcc_lo, v1, v255
v_cmp_nge_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nge_f16_e32 vcc_lo, v127, v255
v_cmp_nge_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nge_f16_e32 vcc_lo, v128, v2
v_cmp_nge_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_nge_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_ngt_f16_e32 vcc, v1, v255
v_cmp_ngt_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ngt_f16_e32 vcc, v127, v255
v_cmp_ngt_f16_e32 vcc, v128, v2
v_cmp_ngt_f16_e32 vcc, vcc_hi, v255
v_cmp_ngt_f16_e32 vcc_lo, v1, v255
v_cmp_ngt_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ngt_f16_e32 vcc_lo, v127, v255
v_cmp_ngt_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ngt_f16_e32 vcc_lo, v128, v2
v_cmp_ngt_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_ngt_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_nle_f16_e32 vcc, v1, v255
v_cmp_nle_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nle_f16_e32 vcc, v127, v255
v_cmp_nle_f16_e32 vcc, v128, v2
v_cmp_nle_f16_e32 vcc, vcc_hi, v255
v_cmp_nle_f16_e32 vcc_lo, v1, v255
v_cmp_nle_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nle_f16_e32 vcc_lo, v127, v255
v_cmp_nle_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nle_f16_e32 vcc_lo, v128, v2
v_cmp_nle_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_nle_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_nlg_f16_e32 vcc, v1, v255
v_cmp_nlg_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nlg_f16_e32 vcc, v127, v255
v_cmp_nlg_f16_e32 vcc, v128, v2
v_cmp_nlg_f16_e32 vcc, vcc_hi, v255
v_cmp_nlg_f16_e32 vcc_lo, v1, v255
v_cmp_nlg_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nlg_f16_e32 vcc_lo, v127, v255
v_cmp_nlg_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nlg_f16_e32 vcc_lo, v128, v2
v_cmp_nlg_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_nlg_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_nlt_f16_e32 vcc, v1, v255
v_cmp_nlt_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nlt_f16_e32 vcc, v127, v255
v_cmp_nlt_f16_e32 vcc, v128, v2
v_cmp_nlt_f16_e32 vcc, vcc_hi, v255
v_cmp_nlt_f16_e32 vcc_lo, v1, v255
v_cmp_nlt_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nlt_f16_e32 vcc_lo, v127, v255
v_cmp_nlt_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nlt_f16_e32 vcc_lo, v128, v2
v_cmp_nlt_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_nlt_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_o_f16_e32 vcc, v1, v255
v_cmp_o_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_o_f16_e32 vcc, v127, v255
v_cmp_o_f16_e32 vcc, v128, v2
v_cmp_o_f16_e32 vcc, vcc_hi, v255
v_cmp_o_f16_e32 vcc_lo, v1, v255
v_cmp_o_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_o_f16_e32 vcc_lo, v127, v255
v_cmp_o_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_o_f16_e32 vcc_lo, v128, v2
v_cmp_o_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_o_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_o_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_t_f16_e32 vcc, v1, v255
v_cmp_t_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_t_f16_e32 vcc, v127, v255
v_cmp_t_f16_e32 vcc, v128, v2
v_cmp_t_f16_e32 vcc, vcc_hi, v255
v_cmp_t_f16_e32 vcc_lo, v1, v255
v_cmp_t_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_t_f16_e32 vcc_lo, v127, v255
v_cmp_t_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_t_f16_e32 vcc_lo, v128, v2
v_cmp_t_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_t_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_t_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_tru_f16_e32 vcc, v1, v255
v_cmp_tru_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_tru_f16_e32 vcc, v127, v255
v_cmp_tru_f16_e32 vcc, v128, v2
v_cmp_tru_f16_e32 vcc, vcc_hi, v255
v_cmp_tru_f16_e32 vcc_lo, v1, v255
v_cmp_tru_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_tru_f16_e32 vcc_lo, v127, v255
v_cmp_tru_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_tru_f16_e32 vcc_lo, v128, v2
v_cmp_tru_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_tru_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_u_f16_e32 vcc, v1, v255
v_cmp_u_f16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_u_f16_e32 vcc, v127, v255
v_cmp_u_f16_e32 vcc, v128, v2
v_cmp_u_f16_e32 vcc, vcc_hi, v255
v_cmp_u_f16_e32 vcc_lo, v1, v255
v_cmp_u_f16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_u_f16_e32 vcc_lo, v127, v255
v_cmp_u_f16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_u_f16_e32 vcc_lo, v128, v2
v_cmp_u_f16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_u_f16_e32 vcc_lo, vcc_hi, v255
v_cmp_u_f16_e32 vcc_lo, vcc_lo, v255
v_cmp_eq_i16_e32 vcc, v1, v255
v_cmp_eq_i16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_i16_e32 vcc, v127, v255
v_cmp_eq_i16_e32 vcc, v128, v2
v_cmp_eq_i16_e32 vcc, vcc_hi, v255
v_cmp_eq_i16_e32 vcc_lo, v1, v255
v_cmp_eq_i16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_i16_e32 vcc_lo, v127, v255
v_cmp_eq_i16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_i16_e32 vcc_lo, v128, v2
v_cmp_eq_i16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i16_e32 vcc_lo, vcc_hi, v255
v_cmp_eq_i16_e32 vcc_lo, vcc_lo, v255
v_cmp_f_i16_e32 vcc, v1, v255
v_cmp_f_i16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_i16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_f_i16_e32 vcc, v127, v255
v_cmp_f_i16_e32 vcc, v128, v2
v_cmp_f_i16_e32 vcc, vcc_hi, v255
v_cmp_f_i16_e32 vcc_lo, v1, v255
v_cmp_f_i16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_i16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_f_i16_e32 vcc_lo, v127, v255
v_cmp_f_i16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_i16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_f_i16_e32 vcc_lo, v128, v2
v_cmp_f_i16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_i16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_f_i16_e32 vcc_lo, vcc_hi, v255
v_cmp_f_i16_e32 vcc_lo, vcc_lo, v255
v_cmp_ge_i16_e32 vcc, v1, v255
v_cmp_ge_i16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_i16_e32 vcc, v127, v255
v_cmp_ge_i16_e32 vcc, v128, v2
v_cmp_ge_i16_e32 vcc, vcc_hi, v255
v_cmp_ge_i16_e32 vcc_lo, v1, v255
v_cmp_ge_i16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_i16_e32 vcc_lo, v127, v255
v_cmp_ge_i16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_i16_e32 vcc_lo, v128, v2
v_cmp_ge_i16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i16_e32 vcc_lo, vcc_hi, v255
v_cmp_ge_i16_e32 vcc_lo, vcc_lo, v255
v_cmp_gt_i16_e32 vcc, v1, v255
v_cmp_gt_i16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_i16_e32 vcc, v127, v255
v_cmp_gt_i16_e32 vcc, v128, v2
v_cmp_gt_i16_e32 vcc, vcc_hi, v255
v_cmp_gt_i16_e32 vcc_lo, v1, v255
v_cmp_gt_i16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_i16_e32 vcc_lo, v127, v255
v_cmp_gt_i16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_i16_e32 vcc_lo, v128, v2
v_cmp_gt_i16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i16_e32 vcc_lo, vcc_hi, v255
v_cmp_gt_i16_e32 vcc_lo, vcc_lo, v255
v_cmp_le_i16_e32 vcc, v1, v255
v_cmp_le_i16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_i16_e32 vcc, v127, v255
v_cmp_le_i16_e32 vcc, v128, v2
v_cmp_le_i16_e32 vcc, vcc_hi, v255
v_cmp_le_i16_e32 vcc_lo, v1, v255
v_cmp_le_i16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_i16_e32 vcc_lo, v127, v255
v_cmp_le_i16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_i16_e32 vcc_lo, v128, v2
v_cmp_le_i16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_i16_e32 vcc_lo, vcc_hi, v255
v_cmp_le_i16_e32 vcc_lo, vcc_lo, v255
v_cmp_lt_i16_e32 vcc, v1, v255
v_cmp_lt_i16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lt_i16_e32 vcc, v127, v255
v_cmp_lt_i16_e32 vcc, v128, v2
v_cmp_lt_i16_e32 vcc, vcc_hi, v255
v_cmp_lt_i16_e32 vcc_lo, v1, v255
v_cmp_lt_i16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lt_i16_e32 vcc_lo, v127, v255
v_cmp_lt_i16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lt_i16_e32 vcc_lo, v128, v2
v_cmp_lt_i16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i16_e32 vcc_lo, vcc_hi, v255
v_cmp_lt_i16_e32 vcc_lo, vcc_lo, v255
v_cmp_ne_i16_e32 vcc, v1, v255
v_cmp_ne_i16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ne_i16_e32 vcc, v127, v255
v_cmp_ne_i16_e32 vcc, v128, v2
v_cmp_ne_i16_e32 vcc, vcc_hi, v255
v_cmp_ne_i16_e32 vcc_lo, v1, v255
v_cmp_ne_i16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ne_i16_e32 vcc_lo, v127, v255
v_cmp_ne_i16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ne_i16_e32 vcc_lo, v128, v2
v_cmp_ne_i16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i16_e32 vcc_lo, vcc_hi, v255
v_cmp_ne_i16_e32 vcc_lo, vcc_lo, v255
v_cmp_t_i16_e32 vcc, v1, v255
v_cmp_t_i16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_i16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_t_i16_e32 vcc, v127, v255
v_cmp_t_i16_e32 vcc, v128, v2
v_cmp_t_i16_e32 vcc, vcc_hi, v255
v_cmp_t_i16_e32 vcc_lo, v1, v255
v_cmp_t_i16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_i16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_t_i16_e32 vcc_lo, v127, v255
v_cmp_t_i16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_i16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_t_i16_e32 vcc_lo, v128, v2
v_cmp_t_i16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_i16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_t_i16_e32 vcc_lo, vcc_hi, v255
v_cmp_t_i16_e32 vcc_lo, vcc_lo, v255
v_cmp_eq_u16_e32 vcc, v1, v255
v_cmp_eq_u16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_u16_e32 vcc, v127, v255
v_cmp_eq_u16_e32 vcc, v128, v2
v_cmp_eq_u16_e32 vcc, vcc_hi, v255
v_cmp_eq_u16_e32 vcc_lo, v1, v255
v_cmp_eq_u16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_u16_e32 vcc_lo, v127, v255
v_cmp_eq_u16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_u16_e32 vcc_lo, v128, v2
v_cmp_eq_u16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u16_e32 vcc_lo, vcc_hi, v255
v_cmp_eq_u16_e32 vcc_lo, vcc_lo, v255
v_cmp_f_u16_e32 vcc, v1, v255
v_cmp_f_u16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_u16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_f_u16_e32 vcc, v127, v255
v_cmp_f_u16_e32 vcc, v128, v2
v_cmp_f_u16_e32 vcc, vcc_hi, v255
v_cmp_f_u16_e32 vcc_lo, v1, v255
v_cmp_f_u16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_u16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_f_u16_e32 vcc_lo, v127, v255
v_cmp_f_u16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_u16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_f_u16_e32 vcc_lo, v128, v2
v_cmp_f_u16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_u16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_f_u16_e32 vcc_lo, vcc_hi, v255
v_cmp_f_u16_e32 vcc_lo, vcc_lo, v255
v_cmp_ge_u16_e32 vcc, v1, v255
v_cmp_ge_u16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_u16_e32 vcc, v127, v255
v_cmp_ge_u16_e32 vcc, v128, v2
v_cmp_ge_u16_e32 vcc, vcc_hi, v255
v_cmp_ge_u16_e32 vcc_lo, v1, v255
v_cmp_ge_u16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_u16_e32 vcc_lo, v127, v255
v_cmp_ge_u16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_u16_e32 vcc_lo, v128, v2
v_cmp_ge_u16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u16_e32 vcc_lo, vcc_hi, v255
v_cmp_ge_u16_e32 vcc_lo, vcc_lo, v255
v_cmp_gt_u16_e32 vcc, v1, v255
v_cmp_gt_u16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_u16_e32 vcc, v127, v255
v_cmp_gt_u16_e32 vcc, v128, v2
v_cmp_gt_u16_e32 vcc, vcc_hi, v255
v_cmp_gt_u16_e32 vcc_lo, v1, v255
v_cmp_gt_u16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_u16_e32 vcc_lo, v127, v255
v_cmp_gt_u16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_u16_e32 vcc_lo, v128, v2
v_cmp_gt_u16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u16_e32 vcc_lo, vcc_hi, v255
v_cmp_gt_u16_e32 vcc_lo, vcc_lo, v255
v_cmp_le_u16_e32 vcc, v1, v255
v_cmp_le_u16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_u16_e32 vcc, v127, v255
v_cmp_le_u16_e32 vcc, v128, v2
v_cmp_le_u16_e32 vcc, vcc_hi, v255
v_cmp_le_u16_e32 vcc_lo, v1, v255
v_cmp_le_u16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_u16_e32 vcc_lo, v127, v255
v_cmp_le_u16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_u16_e32 vcc_lo, v128, v2
v_cmp_le_u16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_u16_e32 vcc_lo, vcc_hi, v255
v_cmp_le_u16_e32 vcc_lo, vcc_lo, v255
v_cmp_lt_u16_e32 vcc, v1, v255
v_cmp_lt_u16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lt_u16_e32 vcc, v127, v255
v_cmp_lt_u16_e32 vcc, v128, v2
v_cmp_lt_u16_e32 vcc, vcc_hi, v255
v_cmp_lt_u16_e32 vcc_lo, v1, v255
v_cmp_lt_u16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lt_u16_e32 vcc_lo, v127, v255
v_cmp_lt_u16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lt_u16_e32 vcc_lo, v128, v2
v_cmp_lt_u16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u16_e32 vcc_lo, vcc_hi, v255
v_cmp_lt_u16_e32 vcc_lo, vcc_lo, v255
v_cmp_ne_u16_e32 vcc, v1, v255
v_cmp_ne_u16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ne_u16_e32 vcc, v127, v255
v_cmp_ne_u16_e32 vcc, v128, v2
v_cmp_ne_u16_e32 vcc, vcc_hi, v255
v_cmp_ne_u16_e32 vcc_lo, v1, v255
v_cmp_ne_u16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ne_u16_e32 vcc_lo, v127, v255
v_cmp_ne_u16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ne_u16_e32 vcc_lo, v128, v2
v_cmp_ne_u16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u16_e32 vcc_lo, vcc_hi, v255
v_cmp_ne_u16_e32 vcc_lo, vcc_lo, v255
v_cmp_t_u16_e32 vcc, v1, v255
v_cmp_t_u16_e32 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_u16_e32 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_t_u16_e32 vcc, v127, v255
v_cmp_t_u16_e32 vcc, v128, v2
v_cmp_t_u16_e32 vcc, vcc_hi, v255
v_cmp_t_u16_e32 vcc_lo, v1, v255
v_cmp_t_u16_e32 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_u16_e32 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_t_u16_e32 vcc_lo, v127, v255
v_cmp_t_u16_e32 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_u16_e32 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_t_u16_e32 vcc_lo, v128, v2
v_cmp_t_u16_e32 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_u16_e32 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_t_u16_e32 vcc_lo, vcc_hi, v255
v_cmp_t_u16_e32 vcc_lo, vcc_lo, v255

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopc_t16_err.s @09e0a92ca14fda2dd6849f2ac986ad51b29cb962, whole file (79901 chars) (all pages read; the RUN line and every instruction line; check lines omitted) -- the lines past the first page were first written by a loop over the 16-bit VOPC opcodes (18 float conditions x f16, 8 integer conditions x i16/u16), each given the lines of the page's v_cmp_eq_f16_e32 block, keeping the lines llvm-mc-22 rejects in wave32, then the page's own lines the loop does not make; 580 lines; all pages were then read: the 26+158 of their lines the loop had not kept (more of the operand forms of each opcode, all refused by llvm-mc-22 as well, and v_cmp_lt_f16_e32's lines with 16-bit halves) were added at the end in the file's order; 764 lines in all
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
// chars 0-16000: LLVM's lines the loop did not keep
v_cmp_eq_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f16_e32 vcc, vcc_lo, v255
v_cmp_eq_i16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_i16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i16_e32 vcc, vcc_lo, v255
v_cmp_eq_u16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_u16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u16_e32 vcc, vcc_lo, v255
v_cmp_f_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_f_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_f_f16_e32 vcc, vcc_lo, v255
v_cmp_ge_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f16_e32 vcc, vcc_lo, v255
v_cmp_ge_i16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
// chars 16000-79901: LLVM's lines the loop did not keep
v_cmp_ge_i16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_i16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i16_e32 vcc, vcc_lo, v255
v_cmp_ge_u16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_u16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u16_e32 vcc, vcc_lo, v255
v_cmp_gt_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f16_e32 vcc, vcc_lo, v255
v_cmp_gt_i16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_i16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i16_e32 vcc, vcc_lo, v255
v_cmp_gt_u16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_u16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u16_e32 vcc, vcc_lo, v255
v_cmp_le_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_f16_e32 vcc, vcc_lo, v255
v_cmp_le_i16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_i16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_i16_e32 vcc, vcc_lo, v255
v_cmp_le_u16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_u16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_u16_e32 vcc, vcc_lo, v255
v_cmp_lg_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lg_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f16_e32 vcc, vcc_lo, v255
v_cmp_lt_f16_e32 vcc, v1.h, v255.h
v_cmp_lt_f16_e32 vcc, v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc, v1.h, v255.h quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc, v1.l, v255.l
v_cmp_lt_f16_e32 vcc, v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc, v1.l, v255.l quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc, v127.h, v255.h
v_cmp_lt_f16_e32 vcc, v127.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc, v127.h, v255.h quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc, v127.l, v255.l
v_cmp_lt_f16_e32 vcc, v127.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc, v127.l, v255.l quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc, v128.h, v2.h
v_cmp_lt_f16_e32 vcc, v128.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc, v128.h, v2.h quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc, v128.l, v2.l
v_cmp_lt_f16_e32 vcc, v128.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc, v128.l, v2.l quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc, vcc_hi, v255.h
v_cmp_lt_f16_e32 vcc, vcc_hi, v255.l
v_cmp_lt_f16_e32 vcc, vcc_lo, v255.h
v_cmp_lt_f16_e32 vcc, vcc_lo, v255.l
v_cmp_lt_f16_e32 vcc_lo, v1.h, v255.h
v_cmp_lt_f16_e32 vcc_lo, v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v1.h, v255.h quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v1.l, v255.l
v_cmp_lt_f16_e32 vcc_lo, v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v1.l, v255.l quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v127.h, v255.h
v_cmp_lt_f16_e32 vcc_lo, v127.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v127.h, v255.h quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v127.l, v255.l
v_cmp_lt_f16_e32 vcc_lo, v127.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v127.l, v255.l quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v128.h, v2.h
v_cmp_lt_f16_e32 vcc_lo, v128.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v128.h, v2.h quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v128.l, v2.l
v_cmp_lt_f16_e32 vcc_lo, v128.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, v128.l, v2.l quad_perm:[3,2,1,0]
v_cmp_lt_f16_e32 vcc_lo, vcc_hi, v255.h
v_cmp_lt_f16_e32 vcc_lo, vcc_hi, v255.l
v_cmp_lt_f16_e32 vcc_lo, vcc_lo, v255.h
v_cmp_lt_f16_e32 vcc_lo, vcc_lo, v255.l
v_cmp_lt_i16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lt_i16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i16_e32 vcc, vcc_lo, v255
v_cmp_lt_u16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lt_u16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u16_e32 vcc, vcc_lo, v255
v_cmp_ne_i16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ne_i16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i16_e32 vcc, vcc_lo, v255
v_cmp_ne_u16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ne_u16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u16_e32 vcc, vcc_lo, v255
v_cmp_neq_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_neq_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f16_e32 vcc, vcc_lo, v255
v_cmp_nge_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nge_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f16_e32 vcc, vcc_lo, v255
v_cmp_ngt_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ngt_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f16_e32 vcc, vcc_lo, v255
v_cmp_nle_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nle_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f16_e32 vcc, vcc_lo, v255
v_cmp_nlg_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nlg_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f16_e32 vcc, vcc_lo, v255
v_cmp_nlt_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nlt_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f16_e32 vcc, vcc_lo, v255
v_cmp_o_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_o_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_o_f16_e32 vcc, vcc_lo, v255
v_cmp_t_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_t_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_t_f16_e32 vcc, vcc_lo, v255
v_cmp_tru_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_tru_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f16_e32 vcc, vcc_lo, v255
v_cmp_u_f16_e32 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16_e32 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_u_f16_e32 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16_e32 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_u_f16_e32 vcc, vcc_lo, v255

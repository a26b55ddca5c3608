// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopcx_t16_err.s @058ec5f27d5cf91558c90178adc1833d8faa8894, whole file (40088 chars) (all pages read; RUN line and instruction lines; check lines omitted) -- the lines past the first page were first written by a loop over the 16-bit VOPC opcodes (18 float conditions x f16, 8 integer conditions x i16/u16), each given the lines of the page's v_cmpx_eq_f16_e32, v_cmpx_eq_i16_e32 and v_cmpx_eq_u16_e32 blocks, keeping the lines llvm-mc-22 rejects in wave32, then the page's own lines the loop does not make; 408 lines; the two later pages were then read: every line of theirs was already here but the six v_cmpx_tru_f16_e32 lines with 32-bit register names, added at the end; 414 lines in all
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=error: %s
v_cmpx_class_f16_e32 v1.h, v255.h
v_cmpx_class_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_class_f16_e32 v1.l, v255.l
v_cmpx_class_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_class_f16_e32 v255.h, v2.h
v_cmpx_class_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_class_f16_e32 v255.l, v2.l
v_cmpx_class_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_eq_f16_e32 v1.h, v255.h
v_cmpx_eq_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_eq_f16_e32 v1.l, v255.l
v_cmpx_eq_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_eq_f16_e32 v255.h, v2.h
v_cmpx_eq_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_eq_f16_e32 v255.l, v2.l
v_cmpx_eq_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_f_f16_e32 v1.h, v255.h
v_cmpx_f_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_f_f16_e32 v1.l, v255.l
v_cmpx_f_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_f_f16_e32 v255.h, v2.h
v_cmpx_f_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_f_f16_e32 v255.l, v2.l
v_cmpx_f_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ge_f16_e32 v1.h, v255.h
v_cmpx_ge_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_ge_f16_e32 v1.l, v255.l
v_cmpx_ge_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_ge_f16_e32 v255.h, v2.h
v_cmpx_ge_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_ge_f16_e32 v255.l, v2.l
v_cmpx_ge_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_gt_f16_e32 v1.h, v255.h
v_cmpx_gt_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_gt_f16_e32 v1.l, v255.l
v_cmpx_gt_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_gt_f16_e32 v255.h, v2.h
v_cmpx_gt_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_gt_f16_e32 v255.l, v2.l
v_cmpx_gt_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_le_f16_e32 v1.h, v255.h
v_cmpx_le_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_le_f16_e32 v1.l, v255.l
v_cmpx_le_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_le_f16_e32 v255.h, v2.h
v_cmpx_le_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_le_f16_e32 v255.l, v2.l
v_cmpx_le_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lg_f16_e32 v1.h, v255.h
v_cmpx_lg_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lg_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_lg_f16_e32 v1.l, v255.l
v_cmpx_lg_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lg_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_lg_f16_e32 v255.h, v2.h
v_cmpx_lg_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lg_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_lg_f16_e32 v255.l, v2.l
v_cmpx_lg_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lg_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_f16_e32 v1.h, v255.h
v_cmpx_lt_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_lt_f16_e32 v1.l, v255.l
v_cmpx_lt_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_lt_f16_e32 v255.h, v2.h
v_cmpx_lt_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_lt_f16_e32 v255.l, v2.l
v_cmpx_lt_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_neq_f16_e32 v1.h, v255.h
v_cmpx_neq_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_neq_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_neq_f16_e32 v1.l, v255.l
v_cmpx_neq_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_neq_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_neq_f16_e32 v255.h, v2.h
v_cmpx_neq_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_neq_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_neq_f16_e32 v255.l, v2.l
v_cmpx_neq_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_neq_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_nge_f16_e32 v1.h, v255.h
v_cmpx_nge_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nge_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_nge_f16_e32 v1.l, v255.l
v_cmpx_nge_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nge_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_nge_f16_e32 v255.h, v2.h
v_cmpx_nge_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nge_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_nge_f16_e32 v255.l, v2.l
v_cmpx_nge_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nge_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ngt_f16_e32 v1.h, v255.h
v_cmpx_ngt_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ngt_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_ngt_f16_e32 v1.l, v255.l
v_cmpx_ngt_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ngt_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_ngt_f16_e32 v255.h, v2.h
v_cmpx_ngt_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ngt_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_ngt_f16_e32 v255.l, v2.l
v_cmpx_ngt_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ngt_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_nle_f16_e32 v1.h, v255.h
v_cmpx_nle_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nle_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_nle_f16_e32 v1.l, v255.l
v_cmpx_nle_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nle_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_nle_f16_e32 v255.h, v2.h
v_cmpx_nle_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nle_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_nle_f16_e32 v255.l, v2.l
v_cmpx_nle_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nle_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_nlg_f16_e32 v1.h, v255.h
v_cmpx_nlg_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlg_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_nlg_f16_e32 v1.l, v255.l
v_cmpx_nlg_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlg_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_nlg_f16_e32 v255.h, v2.h
v_cmpx_nlg_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlg_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_nlg_f16_e32 v255.l, v2.l
v_cmpx_nlg_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlg_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_nlt_f16_e32 v1.h, v255.h
v_cmpx_nlt_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlt_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_nlt_f16_e32 v1.l, v255.l
v_cmpx_nlt_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlt_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_nlt_f16_e32 v255.h, v2.h
v_cmpx_nlt_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlt_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_nlt_f16_e32 v255.l, v2.l
v_cmpx_nlt_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlt_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_o_f16_e32 v1.h, v255.h
v_cmpx_o_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_o_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_o_f16_e32 v1.l, v255.l
v_cmpx_o_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_o_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_o_f16_e32 v255.h, v2.h
v_cmpx_o_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_o_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_o_f16_e32 v255.l, v2.l
v_cmpx_o_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_o_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_t_f16_e32 v1.h, v255.h
v_cmpx_t_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_t_f16_e32 v1.l, v255.l
v_cmpx_t_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_t_f16_e32 v255.h, v2.h
v_cmpx_t_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_t_f16_e32 v255.l, v2.l
v_cmpx_t_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_tru_f16_e32 v1.h, v255.h
v_cmpx_tru_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_tru_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_tru_f16_e32 v1.l, v255.l
v_cmpx_tru_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_tru_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_tru_f16_e32 v255.h, v2.h
v_cmpx_tru_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_tru_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_tru_f16_e32 v255.l, v2.l
v_cmpx_tru_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_tru_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_u_f16_e32 v1.h, v255.h
v_cmpx_u_f16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_u_f16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_u_f16_e32 v1.l, v255.l
v_cmpx_u_f16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_u_f16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_u_f16_e32 v255.h, v2.h
v_cmpx_u_f16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_u_f16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_u_f16_e32 v255.l, v2.l
v_cmpx_u_f16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_u_f16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_eq_i16_e32 v1.h, v255.h
v_cmpx_eq_i16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_i16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_eq_i16_e32 v1.l, v255.l
v_cmpx_eq_i16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_i16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_eq_i16_e32 v255.h, v2.h
v_cmpx_eq_i16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_i16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_eq_i16_e32 v255.l, v2.l
v_cmpx_eq_i16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_i16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_f_i16_e32 v1.h, v255.h
v_cmpx_f_i16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_i16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_f_i16_e32 v1.l, v255.l
v_cmpx_f_i16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_i16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_f_i16_e32 v255.h, v2.h
v_cmpx_f_i16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_i16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_f_i16_e32 v255.l, v2.l
v_cmpx_f_i16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_i16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ge_i16_e32 v1.h, v255.h
v_cmpx_ge_i16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_i16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_ge_i16_e32 v1.l, v255.l
v_cmpx_ge_i16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_i16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_ge_i16_e32 v255.h, v2.h
v_cmpx_ge_i16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_i16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_ge_i16_e32 v255.l, v2.l
v_cmpx_ge_i16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_i16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_gt_i16_e32 v1.h, v255.h
v_cmpx_gt_i16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_gt_i16_e32 v1.l, v255.l
v_cmpx_gt_i16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_gt_i16_e32 v255.h, v2.h
v_cmpx_gt_i16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_gt_i16_e32 v255.l, v2.l
v_cmpx_gt_i16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_le_i16_e32 v1.h, v255.h
v_cmpx_le_i16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_i16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_le_i16_e32 v1.l, v255.l
v_cmpx_le_i16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_i16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_le_i16_e32 v255.h, v2.h
v_cmpx_le_i16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_i16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_le_i16_e32 v255.l, v2.l
v_cmpx_le_i16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_i16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_i16_e32 v1.h, v255.h
v_cmpx_lt_i16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_i16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_lt_i16_e32 v1.l, v255.l
v_cmpx_lt_i16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_i16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_lt_i16_e32 v255.h, v2.h
v_cmpx_lt_i16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_i16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_lt_i16_e32 v255.l, v2.l
v_cmpx_lt_i16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_i16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ne_i16_e32 v1.h, v255.h
v_cmpx_ne_i16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_ne_i16_e32 v1.l, v255.l
v_cmpx_ne_i16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_ne_i16_e32 v255.h, v2.h
v_cmpx_ne_i16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_ne_i16_e32 v255.l, v2.l
v_cmpx_ne_i16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_t_i16_e32 v1.h, v255.h
v_cmpx_t_i16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_i16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_t_i16_e32 v1.l, v255.l
v_cmpx_t_i16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_i16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_t_i16_e32 v255.h, v2.h
v_cmpx_t_i16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_i16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_t_i16_e32 v255.l, v2.l
v_cmpx_t_i16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_i16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_eq_u16_e32 v1.h, v255.h
v_cmpx_eq_u16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_eq_u16_e32 v1.l, v255.l
v_cmpx_eq_u16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_eq_u16_e32 v255.h, v2.h
v_cmpx_eq_u16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_eq_u16_e32 v255.l, v2.l
v_cmpx_eq_u16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_f_u16_e32 v1.h, v255.h
v_cmpx_f_u16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_u16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_f_u16_e32 v1.l, v255.l
v_cmpx_f_u16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_u16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_f_u16_e32 v255.h, v2.h
v_cmpx_f_u16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_u16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_f_u16_e32 v255.l, v2.l
v_cmpx_f_u16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_u16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ge_u16_e32 v1.h, v255.h
v_cmpx_ge_u16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_u16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_ge_u16_e32 v1.l, v255.l
v_cmpx_ge_u16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_u16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_ge_u16_e32 v255.h, v2.h
v_cmpx_ge_u16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_u16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_ge_u16_e32 v255.l, v2.l
v_cmpx_ge_u16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_u16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_gt_u16_e32 v1.h, v255.h
v_cmpx_gt_u16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_u16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_gt_u16_e32 v1.l, v255.l
v_cmpx_gt_u16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_u16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_gt_u16_e32 v255.h, v2.h
v_cmpx_gt_u16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_u16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_gt_u16_e32 v255.l, v2.l
v_cmpx_gt_u16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_u16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_le_u16_e32 v1.h, v255.h
v_cmpx_le_u16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_u16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_le_u16_e32 v1.l, v255.l
v_cmpx_le_u16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_u16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_le_u16_e32 v255.h, v2.h
v_cmpx_le_u16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_u16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_le_u16_e32 v255.l, v2.l
v_cmpx_le_u16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_u16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_u16_e32 v1.h, v255.h
v_cmpx_lt_u16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_lt_u16_e32 v1.l, v255.l
v_cmpx_lt_u16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_lt_u16_e32 v255.h, v2.h
v_cmpx_lt_u16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_lt_u16_e32 v255.l, v2.l
v_cmpx_lt_u16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ne_u16_e32 v1.h, v255.h
v_cmpx_ne_u16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_ne_u16_e32 v1.l, v255.l
v_cmpx_ne_u16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_ne_u16_e32 v255.h, v2.h
v_cmpx_ne_u16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_ne_u16_e32 v255.l, v2.l
v_cmpx_ne_u16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_t_u16_e32 v1.h, v255.h
v_cmpx_t_u16_e32 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_u16_e32 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_t_u16_e32 v1.l, v255.l
v_cmpx_t_u16_e32 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_u16_e32 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_t_u16_e32 v255.h, v2.h
v_cmpx_t_u16_e32 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_u16_e32 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_t_u16_e32 v255.l, v2.l
v_cmpx_t_u16_e32 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_u16_e32 v255.l, v2.l quad_perm:[3,2,1,0]
// chars 32000-40088: LLVM's v_cmpx_tru_f16_e32 lines (32-bit register names, refused)
v_cmpx_tru_f16_e32 v1, v255
v_cmpx_tru_f16_e32 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_tru_f16_e32 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_tru_f16_e32 v255, v2
v_cmpx_tru_f16_e32 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_tru_f16_e32 v255, v2 quad_perm:[3,2,1,0]

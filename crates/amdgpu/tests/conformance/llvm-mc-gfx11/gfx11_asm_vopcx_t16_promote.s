// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopcx_t16_promote.s @09e0a92ca14fda2dd6849f2ac986ad51b29cb962, whole file (46650 chars) (all pages read; RUN line and instruction lines; check lines omitted; the RUN line asks for wave64, but v_cmpx writes exec alone, so the lines read the same in wave32) -- the lines past the first page were first written by a loop over the 16-bit VOPC opcodes (18 float conditions x f16, 8 integer conditions x i16/u16), each given the lines of the page's v_cmpx_eq_f16, v_cmpx_eq_i16 and v_cmpx_eq_u16 blocks, keeping the lines llvm-mc-22 accepts in wave32, then the page's own lines the loop does not make; 252 lines; the two later pages were then read: every line of theirs was already here but the twelve v_cmpx_lt_f16 lines with 16-bit halves, added at the end; 264 lines in all
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 %s
v_cmpx_class_f16 v1, v255
v_cmpx_class_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_class_f16 v255, v2
v_cmpx_class_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_f16 v1, v255
v_cmpx_eq_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_eq_f16 v255, v2
v_cmpx_eq_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_f_f16 v1, v255
v_cmpx_f_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_f_f16 v255, v2
v_cmpx_f_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_ge_f16 v1, v255
v_cmpx_ge_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_ge_f16 v255, v2
v_cmpx_ge_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_gt_f16 v1, v255
v_cmpx_gt_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_gt_f16 v255, v2
v_cmpx_gt_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_le_f16 v1, v255
v_cmpx_le_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_le_f16 v255, v2
v_cmpx_le_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_lg_f16 v1, v255
v_cmpx_lg_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lg_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_lg_f16 v255, v2
v_cmpx_lg_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lg_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_lt_f16 v1, v255
v_cmpx_lt_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_lt_f16 v255, v2
v_cmpx_lt_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_neq_f16 v1, v255
v_cmpx_neq_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_neq_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_neq_f16 v255, v2
v_cmpx_neq_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_neq_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_nge_f16 v1, v255
v_cmpx_nge_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nge_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_nge_f16 v255, v2
v_cmpx_nge_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nge_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_ngt_f16 v1, v255
v_cmpx_ngt_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ngt_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_ngt_f16 v255, v2
v_cmpx_ngt_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ngt_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_nle_f16 v1, v255
v_cmpx_nle_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nle_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_nle_f16 v255, v2
v_cmpx_nle_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nle_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_nlg_f16 v1, v255
v_cmpx_nlg_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlg_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_nlg_f16 v255, v2
v_cmpx_nlg_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlg_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_nlt_f16 v1, v255
v_cmpx_nlt_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlt_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_nlt_f16 v255, v2
v_cmpx_nlt_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlt_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_o_f16 v1, v255
v_cmpx_o_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_o_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_o_f16 v255, v2
v_cmpx_o_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_o_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_t_f16 v1, v255
v_cmpx_t_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_t_f16 v255, v2
v_cmpx_t_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_tru_f16 v1, v255
v_cmpx_tru_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_tru_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_tru_f16 v255, v2
v_cmpx_tru_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_tru_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_u_f16 v1, v255
v_cmpx_u_f16 v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_u_f16 v1, v255 quad_perm:[3,2,1,0]
v_cmpx_u_f16 v255, v2
v_cmpx_u_f16 v255, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_u_f16 v255, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_i16 v1.h, v255.h
v_cmpx_eq_i16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_i16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_eq_i16 v1.l, v255.l
v_cmpx_eq_i16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_i16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_eq_i16 v255.h, v2.h
v_cmpx_eq_i16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_i16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_eq_i16 v255.l, v2.l
v_cmpx_eq_i16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_i16 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ge_i16 v1.h, v255.h
v_cmpx_ge_i16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_i16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_ge_i16 v1.l, v255.l
v_cmpx_ge_i16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_i16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_ge_i16 v255.h, v2.h
v_cmpx_ge_i16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_i16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_ge_i16 v255.l, v2.l
v_cmpx_ge_i16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_i16 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_gt_i16 v1.h, v255.h
v_cmpx_gt_i16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_gt_i16 v1.l, v255.l
v_cmpx_gt_i16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_gt_i16 v255.h, v2.h
v_cmpx_gt_i16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_gt_i16 v255.l, v2.l
v_cmpx_gt_i16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i16 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_le_i16 v1.h, v255.h
v_cmpx_le_i16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_i16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_le_i16 v1.l, v255.l
v_cmpx_le_i16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_i16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_le_i16 v255.h, v2.h
v_cmpx_le_i16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_i16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_le_i16 v255.l, v2.l
v_cmpx_le_i16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_i16 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_i16 v1.h, v255.h
v_cmpx_lt_i16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_i16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_lt_i16 v1.l, v255.l
v_cmpx_lt_i16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_i16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_lt_i16 v255.h, v2.h
v_cmpx_lt_i16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_i16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_lt_i16 v255.l, v2.l
v_cmpx_lt_i16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_i16 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ne_i16 v1.h, v255.h
v_cmpx_ne_i16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_ne_i16 v1.l, v255.l
v_cmpx_ne_i16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_ne_i16 v255.h, v2.h
v_cmpx_ne_i16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_ne_i16 v255.l, v2.l
v_cmpx_ne_i16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i16 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_eq_u16 v1.h, v255.h
v_cmpx_eq_u16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_eq_u16 v1.l, v255.l
v_cmpx_eq_u16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_eq_u16 v255.h, v2.h
v_cmpx_eq_u16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_eq_u16 v255.l, v2.l
v_cmpx_eq_u16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u16 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ge_u16 v1.h, v255.h
v_cmpx_ge_u16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_u16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_ge_u16 v1.l, v255.l
v_cmpx_ge_u16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_u16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_ge_u16 v255.h, v2.h
v_cmpx_ge_u16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_u16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_ge_u16 v255.l, v2.l
v_cmpx_ge_u16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_u16 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_gt_u16 v1.h, v255.h
v_cmpx_gt_u16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_u16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_gt_u16 v1.l, v255.l
v_cmpx_gt_u16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_u16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_gt_u16 v255.h, v2.h
v_cmpx_gt_u16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_u16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_gt_u16 v255.l, v2.l
v_cmpx_gt_u16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_u16 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_le_u16 v1.h, v255.h
v_cmpx_le_u16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_u16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_le_u16 v1.l, v255.l
v_cmpx_le_u16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_u16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_le_u16 v255.h, v2.h
v_cmpx_le_u16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_u16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_le_u16 v255.l, v2.l
v_cmpx_le_u16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_u16 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_u16 v1.h, v255.h
v_cmpx_lt_u16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_lt_u16 v1.l, v255.l
v_cmpx_lt_u16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_lt_u16 v255.h, v2.h
v_cmpx_lt_u16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_lt_u16 v255.l, v2.l
v_cmpx_lt_u16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u16 v255.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ne_u16 v1.h, v255.h
v_cmpx_ne_u16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_ne_u16 v1.l, v255.l
v_cmpx_ne_u16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_ne_u16 v255.h, v2.h
v_cmpx_ne_u16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_ne_u16 v255.l, v2.l
v_cmpx_ne_u16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u16 v255.l, v2.l quad_perm:[3,2,1,0]
// chars 16000-32000: LLVM's v_cmpx_lt_f16 lines with 16-bit halves
v_cmpx_lt_f16 v1.h, v255.h
v_cmpx_lt_f16 v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f16 v1.h, v255.h quad_perm:[3,2,1,0]
v_cmpx_lt_f16 v1.l, v255.l
v_cmpx_lt_f16 v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f16 v1.l, v255.l quad_perm:[3,2,1,0]
v_cmpx_lt_f16 v255.h, v2.h
v_cmpx_lt_f16 v255.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f16 v255.h, v2.h quad_perm:[3,2,1,0]
v_cmpx_lt_f16 v255.l, v2.l
v_cmpx_lt_f16 v255.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f16 v255.l, v2.l quad_perm:[3,2,1,0]

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopcx_dpp8.s @0578ec0adcbd4c76ef593a4334bf0d721c228b6b, whole file (21744 chars) (RUN and instruction lines; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
v_cmpx_class_f16_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_class_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_class_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_class_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_class_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_eq_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_eq_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_eq_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_eq_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_eq_i16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_i16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_eq_i16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_eq_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_eq_i32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_eq_u16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_eq_u16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_eq_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_eq_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_eq_u32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_f_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_f_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_f_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_f_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_f_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_f_i32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_f_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_f_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_f_u32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_ge_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_ge_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_ge_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_ge_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_ge_i16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_i16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_ge_i16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_ge_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_ge_i32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_ge_u16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_u16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_ge_u16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_ge_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ge_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_ge_u32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_gt_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_gt_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_gt_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_gt_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_gt_i16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_gt_i16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_gt_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_gt_i32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_gt_u16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_u16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_gt_u16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_gt_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_gt_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_gt_u32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_le_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_le_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_le_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_le_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_le_i16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_i16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_le_i16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_le_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_le_i32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_le_u16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_u16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_le_u16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_le_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_le_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_le_u32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_lg_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lg_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_lg_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_lg_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lg_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_lg_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_lt_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_lt_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_lt_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_lt_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_lt_i16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_i16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_lt_i16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_lt_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_lt_i32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_lt_u16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_lt_u16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_lt_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_lt_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_lt_u32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_ne_i16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_ne_i16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_ne_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_ne_i32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_ne_u16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_ne_u16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_ne_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ne_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_ne_u32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_neq_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_neq_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_neq_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_neq_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_neq_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_neq_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_nge_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nge_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_nge_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_nge_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nge_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_nge_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_ngt_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ngt_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_ngt_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_ngt_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_ngt_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_ngt_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_nle_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nle_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_nle_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_nle_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nle_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_nle_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_nlg_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlg_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_nlg_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_nlg_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlg_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_nlg_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_nlt_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlt_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_nlt_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_nlt_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_nlt_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_nlt_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_o_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_o_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_o_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_o_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_o_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_o_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_t_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_t_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_t_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_t_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_t_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_i32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_t_i32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_t_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_t_u32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_t_u32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_tru_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_tru_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_tru_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_tru_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_tru_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_tru_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_u_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_u_f16 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_u_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cmpx_u_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmpx_u_f32 v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cmpx_u_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopcx_dpp16.s @09e0a92ca14fda2dd6849f2ac986ad51b29cb962, 164675 chars; read: chars 0-16000; the lines are the output of a loop over the VOPC opcodes (18 float conditions x f16/f32/f64, 8 integer conditions x i16/i32/i64/u16/u32/u64), each given the operand lines of the page for its size (16-bit: v_cmpx_class_f16; 32-bit: v_cmpx_class_f32; the integer ones those of v_cmpx_eq_i16 and v_cmpx_eq_i32; the class opcodes their own), keeping the lines llvm-mc-22 accepts (in wave32 or wave64), then the excerpt's own lines the loop does not make (409 lines in all; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
v_cmpx_class_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_class_f16 v1, v2 row_mirror
v_cmpx_class_f16 v1, v2 row_half_mirror
v_cmpx_class_f16 v1, v2 row_shl:1
v_cmpx_class_f16 v1, v2 row_shr:15
v_cmpx_class_f16 v1, v2 row_ror:1
v_cmpx_class_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_class_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_class_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_class_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_eq_f16 v1, v2 row_mirror
v_cmpx_eq_f16 v1, v2 row_half_mirror
v_cmpx_eq_f16 v1, v2 row_shl:1
v_cmpx_eq_f16 v1, v2 row_shr:15
v_cmpx_eq_f16 v1, v2 row_ror:1
v_cmpx_eq_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_f_f16 v1, v2 row_mirror
v_cmpx_f_f16 v1, v2 row_half_mirror
v_cmpx_f_f16 v1, v2 row_shl:1
v_cmpx_f_f16 v1, v2 row_shr:15
v_cmpx_f_f16 v1, v2 row_ror:1
v_cmpx_f_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_f_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_f_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_f_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ge_f16 v1, v2 row_mirror
v_cmpx_ge_f16 v1, v2 row_half_mirror
v_cmpx_ge_f16 v1, v2 row_shl:1
v_cmpx_ge_f16 v1, v2 row_shr:15
v_cmpx_ge_f16 v1, v2 row_ror:1
v_cmpx_ge_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_gt_f16 v1, v2 row_mirror
v_cmpx_gt_f16 v1, v2 row_half_mirror
v_cmpx_gt_f16 v1, v2 row_shl:1
v_cmpx_gt_f16 v1, v2 row_shr:15
v_cmpx_gt_f16 v1, v2 row_ror:1
v_cmpx_gt_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_le_f16 v1, v2 row_mirror
v_cmpx_le_f16 v1, v2 row_half_mirror
v_cmpx_le_f16 v1, v2 row_shl:1
v_cmpx_le_f16 v1, v2 row_shr:15
v_cmpx_le_f16 v1, v2 row_ror:1
v_cmpx_le_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lg_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lg_f16 v1, v2 row_mirror
v_cmpx_lg_f16 v1, v2 row_half_mirror
v_cmpx_lg_f16 v1, v2 row_shl:1
v_cmpx_lg_f16 v1, v2 row_shr:15
v_cmpx_lg_f16 v1, v2 row_ror:1
v_cmpx_lg_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lg_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lg_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lg_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lt_f16 v1, v2 row_mirror
v_cmpx_lt_f16 v1, v2 row_half_mirror
v_cmpx_lt_f16 v1, v2 row_shl:1
v_cmpx_lt_f16 v1, v2 row_shr:15
v_cmpx_lt_f16 v1, v2 row_ror:1
v_cmpx_lt_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_neq_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_neq_f16 v1, v2 row_mirror
v_cmpx_neq_f16 v1, v2 row_half_mirror
v_cmpx_neq_f16 v1, v2 row_shl:1
v_cmpx_neq_f16 v1, v2 row_shr:15
v_cmpx_neq_f16 v1, v2 row_ror:1
v_cmpx_neq_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_neq_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_neq_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_neq_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nge_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nge_f16 v1, v2 row_mirror
v_cmpx_nge_f16 v1, v2 row_half_mirror
v_cmpx_nge_f16 v1, v2 row_shl:1
v_cmpx_nge_f16 v1, v2 row_shr:15
v_cmpx_nge_f16 v1, v2 row_ror:1
v_cmpx_nge_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nge_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nge_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nge_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ngt_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ngt_f16 v1, v2 row_mirror
v_cmpx_ngt_f16 v1, v2 row_half_mirror
v_cmpx_ngt_f16 v1, v2 row_shl:1
v_cmpx_ngt_f16 v1, v2 row_shr:15
v_cmpx_ngt_f16 v1, v2 row_ror:1
v_cmpx_ngt_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ngt_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ngt_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ngt_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nle_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nle_f16 v1, v2 row_mirror
v_cmpx_nle_f16 v1, v2 row_half_mirror
v_cmpx_nle_f16 v1, v2 row_shl:1
v_cmpx_nle_f16 v1, v2 row_shr:15
v_cmpx_nle_f16 v1, v2 row_ror:1
v_cmpx_nle_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nle_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nle_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nle_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlg_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nlg_f16 v1, v2 row_mirror
v_cmpx_nlg_f16 v1, v2 row_half_mirror
v_cmpx_nlg_f16 v1, v2 row_shl:1
v_cmpx_nlg_f16 v1, v2 row_shr:15
v_cmpx_nlg_f16 v1, v2 row_ror:1
v_cmpx_nlg_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nlg_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nlg_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nlg_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlt_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nlt_f16 v1, v2 row_mirror
v_cmpx_nlt_f16 v1, v2 row_half_mirror
v_cmpx_nlt_f16 v1, v2 row_shl:1
v_cmpx_nlt_f16 v1, v2 row_shr:15
v_cmpx_nlt_f16 v1, v2 row_ror:1
v_cmpx_nlt_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nlt_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nlt_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nlt_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_o_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_o_f16 v1, v2 row_mirror
v_cmpx_o_f16 v1, v2 row_half_mirror
v_cmpx_o_f16 v1, v2 row_shl:1
v_cmpx_o_f16 v1, v2 row_shr:15
v_cmpx_o_f16 v1, v2 row_ror:1
v_cmpx_o_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_o_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_o_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_o_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_t_f16 v1, v2 row_mirror
v_cmpx_t_f16 v1, v2 row_half_mirror
v_cmpx_t_f16 v1, v2 row_shl:1
v_cmpx_t_f16 v1, v2 row_shr:15
v_cmpx_t_f16 v1, v2 row_ror:1
v_cmpx_t_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_t_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_t_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_t_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_tru_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_tru_f16 v1, v2 row_mirror
v_cmpx_tru_f16 v1, v2 row_half_mirror
v_cmpx_tru_f16 v1, v2 row_shl:1
v_cmpx_tru_f16 v1, v2 row_shr:15
v_cmpx_tru_f16 v1, v2 row_ror:1
v_cmpx_tru_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_tru_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_tru_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_tru_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_u_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_u_f16 v1, v2 row_mirror
v_cmpx_u_f16 v1, v2 row_half_mirror
v_cmpx_u_f16 v1, v2 row_shl:1
v_cmpx_u_f16 v1, v2 row_shr:15
v_cmpx_u_f16 v1, v2 row_ror:1
v_cmpx_u_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_u_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_u_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_u_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_class_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_class_f32 v1, v2 row_mirror
v_cmpx_class_f32 v1, v2 row_shl:15
v_cmpx_class_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_class_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_f32 v1, v2 row_mirror
v_cmpx_eq_f32 v1, v2 row_shl:15
v_cmpx_eq_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_f_f32 v1, v2 row_mirror
v_cmpx_f_f32 v1, v2 row_shl:15
v_cmpx_f_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_f_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ge_f32 v1, v2 row_mirror
v_cmpx_ge_f32 v1, v2 row_shl:15
v_cmpx_ge_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_gt_f32 v1, v2 row_mirror
v_cmpx_gt_f32 v1, v2 row_shl:15
v_cmpx_gt_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_le_f32 v1, v2 row_mirror
v_cmpx_le_f32 v1, v2 row_shl:15
v_cmpx_le_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lg_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lg_f32 v1, v2 row_mirror
v_cmpx_lg_f32 v1, v2 row_shl:15
v_cmpx_lg_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lg_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lt_f32 v1, v2 row_mirror
v_cmpx_lt_f32 v1, v2 row_shl:15
v_cmpx_lt_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_neq_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_neq_f32 v1, v2 row_mirror
v_cmpx_neq_f32 v1, v2 row_shl:15
v_cmpx_neq_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_neq_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nge_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nge_f32 v1, v2 row_mirror
v_cmpx_nge_f32 v1, v2 row_shl:15
v_cmpx_nge_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nge_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ngt_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ngt_f32 v1, v2 row_mirror
v_cmpx_ngt_f32 v1, v2 row_shl:15
v_cmpx_ngt_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ngt_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nle_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nle_f32 v1, v2 row_mirror
v_cmpx_nle_f32 v1, v2 row_shl:15
v_cmpx_nle_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nle_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlg_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nlg_f32 v1, v2 row_mirror
v_cmpx_nlg_f32 v1, v2 row_shl:15
v_cmpx_nlg_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nlg_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlt_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nlt_f32 v1, v2 row_mirror
v_cmpx_nlt_f32 v1, v2 row_shl:15
v_cmpx_nlt_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nlt_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_o_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_o_f32 v1, v2 row_mirror
v_cmpx_o_f32 v1, v2 row_shl:15
v_cmpx_o_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_o_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_t_f32 v1, v2 row_mirror
v_cmpx_t_f32 v1, v2 row_shl:15
v_cmpx_t_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_t_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_tru_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_tru_f32 v1, v2 row_mirror
v_cmpx_tru_f32 v1, v2 row_shl:15
v_cmpx_tru_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_tru_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_u_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_u_f32 v1, v2 row_mirror
v_cmpx_u_f32 v1, v2 row_shl:15
v_cmpx_u_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_u_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_i16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_eq_i16 v1.l, v2.l row_half_mirror
v_cmpx_eq_i16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_eq_i16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_eq_i16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_i16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_i16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_i16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ge_i16 v1.l, v2.l row_half_mirror
v_cmpx_ge_i16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_ge_i16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_ge_i16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_i16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_i16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_i16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_gt_i16 v1.l, v2.l row_half_mirror
v_cmpx_gt_i16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_gt_i16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_gt_i16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_i16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_i16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_i16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_le_i16 v1.l, v2.l row_half_mirror
v_cmpx_le_i16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_le_i16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_le_i16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_i16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_i16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_i16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_i16 v1.l, v2.l row_half_mirror
v_cmpx_lt_i16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_lt_i16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_lt_i16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_i16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_i16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_i16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ne_i16 v1.l, v2.l row_half_mirror
v_cmpx_ne_i16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_ne_i16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_ne_i16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_i16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ne_i16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_i32 v1, v2 row_shr:1
v_cmpx_eq_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_f_i32 v1, v2 row_shr:1
v_cmpx_f_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ge_i32 v1, v2 row_shr:1
v_cmpx_ge_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_gt_i32 v1, v2 row_shr:1
v_cmpx_gt_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_le_i32 v1, v2 row_shr:1
v_cmpx_le_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lt_i32 v1, v2 row_shr:1
v_cmpx_lt_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ne_i32 v1, v2 row_shr:1
v_cmpx_ne_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_t_i32 v1, v2 row_shr:1
v_cmpx_t_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_u16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_eq_u16 v1.l, v2.l row_half_mirror
v_cmpx_eq_u16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_eq_u16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_eq_u16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_u16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_u16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_u16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ge_u16 v1.l, v2.l row_half_mirror
v_cmpx_ge_u16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_ge_u16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_ge_u16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_u16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_u16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_u16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_gt_u16 v1.l, v2.l row_half_mirror
v_cmpx_gt_u16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_gt_u16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_gt_u16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_u16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_u16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_u16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_le_u16 v1.l, v2.l row_half_mirror
v_cmpx_le_u16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_le_u16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_le_u16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_u16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_u16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_u16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_u16 v1.l, v2.l row_half_mirror
v_cmpx_lt_u16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_lt_u16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_lt_u16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_u16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_u16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_u16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ne_u16 v1.l, v2.l row_half_mirror
v_cmpx_ne_u16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_ne_u16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_ne_u16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_u16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ne_u16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_u32 v1, v2 row_shr:1
v_cmpx_eq_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_f_u32 v1, v2 row_shr:1
v_cmpx_f_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ge_u32 v1, v2 row_shr:1
v_cmpx_ge_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_gt_u32 v1, v2 row_shr:1
v_cmpx_gt_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_le_u32 v1, v2 row_shr:1
v_cmpx_le_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lt_u32 v1, v2 row_shr:1
v_cmpx_lt_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ne_u32 v1, v2 row_shr:1
v_cmpx_ne_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_t_u32 v1, v2 row_shr:1
v_cmpx_t_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_class_f16_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_f16 v1, v2 row_ror:15
v_cmpx_eq_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_eq_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1

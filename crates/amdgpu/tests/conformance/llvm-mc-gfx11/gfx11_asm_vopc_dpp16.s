// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopc_dpp16.s @0567844be70f2b3eb7943c45c1a70e3fc2d49564, 357740 chars; read: chars 0-16000; the lines are the output of a loop over the VOPC opcodes (18 float conditions x f16/f32/f64, 8 integer conditions x i16/i32/i64/u16/u32/u64), each given the operand lines of the page for its size (16-bit: v_cmp_eq_f16; 32-bit: v_cmp_class_f32; the class opcodes their own), keeping the lines llvm-mc-22 accepts (in wave32 or wave64), then the excerpt's own lines the loop does not make (868 lines in all; check lines omitted)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 -show-encoding %s | FileCheck --check-prefix=W32 %s
v_cmp_class_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_class_f16 vcc_lo, v1, v2 row_mirror
v_cmp_class_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_class_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_class_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_class_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_class_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_class_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_class_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_class_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_class_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f16 vcc_lo, -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_f16 vcc_lo, v1, v2 row_mirror
v_cmp_eq_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_eq_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_eq_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_eq_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_eq_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_eq_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_eq_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_eq_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_f16 vcc_lo, v1, v2 row_mirror
v_cmp_f_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_f_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_f_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_f_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_f_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_f_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_f_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_f_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_f16 vcc_lo, v1, v2 row_mirror
v_cmp_ge_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_ge_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_ge_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_ge_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_ge_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_ge_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_ge_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_ge_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_f16 vcc_lo, v1, v2 row_mirror
v_cmp_gt_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_gt_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_gt_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_gt_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_gt_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_gt_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_gt_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_gt_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_f16 vcc_lo, v1, v2 row_mirror
v_cmp_le_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_le_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_le_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_le_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_le_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_le_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_le_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_le_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lg_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lg_f16 vcc_lo, v1, v2 row_mirror
v_cmp_lg_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_lg_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_lg_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_lg_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_lg_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_lg_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_lg_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_lg_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lg_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lg_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lg_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_f16 vcc_lo, v1, v2 row_mirror
v_cmp_lt_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_lt_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_lt_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_lt_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_lt_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_lt_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_lt_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_lt_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_neq_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_neq_f16 vcc_lo, v1, v2 row_mirror
v_cmp_neq_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_neq_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_neq_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_neq_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_neq_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_neq_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_neq_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_neq_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_neq_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_neq_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_neq_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nge_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nge_f16 vcc_lo, v1, v2 row_mirror
v_cmp_nge_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_nge_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_nge_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_nge_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_nge_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_nge_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_nge_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_nge_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nge_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nge_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nge_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ngt_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ngt_f16 vcc_lo, v1, v2 row_mirror
v_cmp_ngt_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_ngt_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_ngt_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_ngt_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_ngt_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_ngt_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_ngt_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_ngt_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ngt_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ngt_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ngt_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nle_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nle_f16 vcc_lo, v1, v2 row_mirror
v_cmp_nle_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_nle_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_nle_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_nle_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_nle_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_nle_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_nle_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_nle_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nle_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nle_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nle_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlg_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlg_f16 vcc_lo, v1, v2 row_mirror
v_cmp_nlg_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_nlg_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_nlg_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_nlg_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_nlg_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_nlg_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_nlg_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_nlg_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlg_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlg_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlg_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlt_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlt_f16 vcc_lo, v1, v2 row_mirror
v_cmp_nlt_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_nlt_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_nlt_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_nlt_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_nlt_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_nlt_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_nlt_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_nlt_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlt_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlt_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlt_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_o_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_o_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_o_f16 vcc_lo, v1, v2 row_mirror
v_cmp_o_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_o_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_o_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_o_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_o_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_o_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_o_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_o_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_o_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_o_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_o_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_f16 vcc_lo, v1, v2 row_mirror
v_cmp_t_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_t_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_t_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_t_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_t_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_t_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_t_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_t_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_tru_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_tru_f16 vcc_lo, v1, v2 row_mirror
v_cmp_tru_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_tru_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_tru_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_tru_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_tru_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_tru_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_tru_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_tru_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_tru_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_tru_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_tru_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_u_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_u_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_u_f16 vcc_lo, v1, v2 row_mirror
v_cmp_u_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_u_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_u_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_u_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_u_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_u_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_u_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_u_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_u_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_u_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_u_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_class_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_class_f32 vcc_lo, v1, v2 row_mirror
v_cmp_class_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_class_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_class_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_class_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_class_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_class_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_class_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_class_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_class_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_f32 vcc_lo, v1, v2 row_mirror
v_cmp_eq_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_eq_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_eq_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_eq_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_eq_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_eq_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_eq_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_eq_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_f32 vcc_lo, v1, v2 row_mirror
v_cmp_f_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_f_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_f_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_f_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_f_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_f_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_f_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_f_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_f32 vcc_lo, v1, v2 row_mirror
v_cmp_ge_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_ge_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_ge_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_ge_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_ge_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_ge_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_ge_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_ge_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_f32 vcc_lo, v1, v2 row_mirror
v_cmp_gt_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_gt_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_gt_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_gt_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_gt_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_gt_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_gt_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_gt_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_f32 vcc_lo, v1, v2 row_mirror
v_cmp_le_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_le_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_le_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_le_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_le_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_le_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_le_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_le_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lg_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lg_f32 vcc_lo, v1, v2 row_mirror
v_cmp_lg_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_lg_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_lg_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_lg_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_lg_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_lg_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_lg_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_lg_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lg_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lg_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lg_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_f32 vcc_lo, v1, v2 row_mirror
v_cmp_lt_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_lt_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_lt_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_lt_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_lt_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_lt_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_lt_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_lt_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_neq_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_neq_f32 vcc_lo, v1, v2 row_mirror
v_cmp_neq_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_neq_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_neq_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_neq_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_neq_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_neq_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_neq_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_neq_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_neq_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_neq_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_neq_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nge_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nge_f32 vcc_lo, v1, v2 row_mirror
v_cmp_nge_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_nge_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_nge_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_nge_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_nge_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_nge_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_nge_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_nge_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nge_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nge_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nge_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ngt_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ngt_f32 vcc_lo, v1, v2 row_mirror
v_cmp_ngt_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_ngt_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_ngt_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_ngt_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_ngt_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_ngt_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_ngt_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_ngt_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ngt_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ngt_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ngt_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nle_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nle_f32 vcc_lo, v1, v2 row_mirror
v_cmp_nle_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_nle_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_nle_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_nle_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_nle_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_nle_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_nle_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_nle_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nle_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nle_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nle_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlg_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlg_f32 vcc_lo, v1, v2 row_mirror
v_cmp_nlg_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_nlg_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_nlg_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_nlg_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_nlg_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_nlg_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_nlg_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_nlg_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlg_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlg_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlg_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlt_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlt_f32 vcc_lo, v1, v2 row_mirror
v_cmp_nlt_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_nlt_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_nlt_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_nlt_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_nlt_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_nlt_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_nlt_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_nlt_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlt_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlt_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlt_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_o_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_o_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_o_f32 vcc_lo, v1, v2 row_mirror
v_cmp_o_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_o_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_o_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_o_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_o_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_o_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_o_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_o_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_o_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_o_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_o_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_f32 vcc_lo, v1, v2 row_mirror
v_cmp_t_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_t_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_t_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_t_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_t_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_t_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_t_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_t_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_tru_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_tru_f32 vcc_lo, v1, v2 row_mirror
v_cmp_tru_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_tru_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_tru_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_tru_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_tru_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_tru_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_tru_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_tru_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_tru_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_tru_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_tru_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_u_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_u_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_u_f32 vcc_lo, v1, v2 row_mirror
v_cmp_u_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_u_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_u_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_u_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_u_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_u_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_u_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_u_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_u_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_u_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_u_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_i16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_i16 vcc_lo, v1, v2 row_mirror
v_cmp_eq_i16 vcc_lo, v1, v2 row_half_mirror
v_cmp_eq_i16 vcc_lo, v1, v2 row_shl:1
v_cmp_eq_i16 vcc_lo, v1, v2 row_shl:15
v_cmp_eq_i16 vcc_lo, v1, v2 row_shr:1
v_cmp_eq_i16 vcc_lo, v1, v2 row_shr:15
v_cmp_eq_i16 vcc_lo, v1, v2 row_ror:1
v_cmp_eq_i16 vcc_lo, v1, v2 row_ror:15
v_cmp_eq_i16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_i16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_i16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_i16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_i16 vcc_lo, v1, v2 row_mirror
v_cmp_ge_i16 vcc_lo, v1, v2 row_half_mirror
v_cmp_ge_i16 vcc_lo, v1, v2 row_shl:1
v_cmp_ge_i16 vcc_lo, v1, v2 row_shl:15
v_cmp_ge_i16 vcc_lo, v1, v2 row_shr:1
v_cmp_ge_i16 vcc_lo, v1, v2 row_shr:15
v_cmp_ge_i16 vcc_lo, v1, v2 row_ror:1
v_cmp_ge_i16 vcc_lo, v1, v2 row_ror:15
v_cmp_ge_i16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_i16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_i16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_i16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_i16 vcc_lo, v1, v2 row_mirror
v_cmp_gt_i16 vcc_lo, v1, v2 row_half_mirror
v_cmp_gt_i16 vcc_lo, v1, v2 row_shl:1
v_cmp_gt_i16 vcc_lo, v1, v2 row_shl:15
v_cmp_gt_i16 vcc_lo, v1, v2 row_shr:1
v_cmp_gt_i16 vcc_lo, v1, v2 row_shr:15
v_cmp_gt_i16 vcc_lo, v1, v2 row_ror:1
v_cmp_gt_i16 vcc_lo, v1, v2 row_ror:15
v_cmp_gt_i16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_i16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_i16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_i16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_i16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_i16 vcc_lo, v1, v2 row_mirror
v_cmp_le_i16 vcc_lo, v1, v2 row_half_mirror
v_cmp_le_i16 vcc_lo, v1, v2 row_shl:1
v_cmp_le_i16 vcc_lo, v1, v2 row_shl:15
v_cmp_le_i16 vcc_lo, v1, v2 row_shr:1
v_cmp_le_i16 vcc_lo, v1, v2 row_shr:15
v_cmp_le_i16 vcc_lo, v1, v2 row_ror:1
v_cmp_le_i16 vcc_lo, v1, v2 row_ror:15
v_cmp_le_i16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_i16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_i16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_i16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_i16 vcc_lo, v1, v2 row_mirror
v_cmp_lt_i16 vcc_lo, v1, v2 row_half_mirror
v_cmp_lt_i16 vcc_lo, v1, v2 row_shl:1
v_cmp_lt_i16 vcc_lo, v1, v2 row_shl:15
v_cmp_lt_i16 vcc_lo, v1, v2 row_shr:1
v_cmp_lt_i16 vcc_lo, v1, v2 row_shr:15
v_cmp_lt_i16 vcc_lo, v1, v2 row_ror:1
v_cmp_lt_i16 vcc_lo, v1, v2 row_ror:15
v_cmp_lt_i16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_i16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_i16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_i16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_i16 vcc_lo, v1, v2 row_mirror
v_cmp_ne_i16 vcc_lo, v1, v2 row_half_mirror
v_cmp_ne_i16 vcc_lo, v1, v2 row_shl:1
v_cmp_ne_i16 vcc_lo, v1, v2 row_shl:15
v_cmp_ne_i16 vcc_lo, v1, v2 row_shr:1
v_cmp_ne_i16 vcc_lo, v1, v2 row_shr:15
v_cmp_ne_i16 vcc_lo, v1, v2 row_ror:1
v_cmp_ne_i16 vcc_lo, v1, v2 row_ror:15
v_cmp_ne_i16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_i16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_i16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_i32 vcc_lo, v1, v2 row_mirror
v_cmp_eq_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_eq_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_eq_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_eq_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_eq_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_eq_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_eq_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_eq_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_i32 vcc_lo, v1, v2 row_mirror
v_cmp_f_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_f_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_f_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_f_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_f_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_f_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_f_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_f_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_i32 vcc_lo, v1, v2 row_mirror
v_cmp_ge_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_ge_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_ge_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_ge_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_ge_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_ge_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_ge_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_ge_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_i32 vcc_lo, v1, v2 row_mirror
v_cmp_gt_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_gt_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_gt_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_gt_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_gt_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_gt_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_gt_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_gt_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_i32 vcc_lo, v1, v2 row_mirror
v_cmp_le_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_le_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_le_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_le_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_le_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_le_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_le_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_le_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_i32 vcc_lo, v1, v2 row_mirror
v_cmp_lt_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_lt_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_lt_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_lt_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_lt_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_lt_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_lt_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_lt_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_i32 vcc_lo, v1, v2 row_mirror
v_cmp_ne_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_ne_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_ne_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_ne_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_ne_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_ne_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_ne_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_ne_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_i32 vcc_lo, v1, v2 row_mirror
v_cmp_t_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_t_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_t_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_t_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_t_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_t_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_t_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_t_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_u16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_u16 vcc_lo, v1, v2 row_mirror
v_cmp_eq_u16 vcc_lo, v1, v2 row_half_mirror
v_cmp_eq_u16 vcc_lo, v1, v2 row_shl:1
v_cmp_eq_u16 vcc_lo, v1, v2 row_shl:15
v_cmp_eq_u16 vcc_lo, v1, v2 row_shr:1
v_cmp_eq_u16 vcc_lo, v1, v2 row_shr:15
v_cmp_eq_u16 vcc_lo, v1, v2 row_ror:1
v_cmp_eq_u16 vcc_lo, v1, v2 row_ror:15
v_cmp_eq_u16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_u16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_u16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_u16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_u16 vcc_lo, v1, v2 row_mirror
v_cmp_ge_u16 vcc_lo, v1, v2 row_half_mirror
v_cmp_ge_u16 vcc_lo, v1, v2 row_shl:1
v_cmp_ge_u16 vcc_lo, v1, v2 row_shl:15
v_cmp_ge_u16 vcc_lo, v1, v2 row_shr:1
v_cmp_ge_u16 vcc_lo, v1, v2 row_shr:15
v_cmp_ge_u16 vcc_lo, v1, v2 row_ror:1
v_cmp_ge_u16 vcc_lo, v1, v2 row_ror:15
v_cmp_ge_u16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_u16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_u16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_u16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_u16 vcc_lo, v1, v2 row_mirror
v_cmp_gt_u16 vcc_lo, v1, v2 row_half_mirror
v_cmp_gt_u16 vcc_lo, v1, v2 row_shl:1
v_cmp_gt_u16 vcc_lo, v1, v2 row_shl:15
v_cmp_gt_u16 vcc_lo, v1, v2 row_shr:1
v_cmp_gt_u16 vcc_lo, v1, v2 row_shr:15
v_cmp_gt_u16 vcc_lo, v1, v2 row_ror:1
v_cmp_gt_u16 vcc_lo, v1, v2 row_ror:15
v_cmp_gt_u16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_u16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_u16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_u16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_u16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_u16 vcc_lo, v1, v2 row_mirror
v_cmp_le_u16 vcc_lo, v1, v2 row_half_mirror
v_cmp_le_u16 vcc_lo, v1, v2 row_shl:1
v_cmp_le_u16 vcc_lo, v1, v2 row_shl:15
v_cmp_le_u16 vcc_lo, v1, v2 row_shr:1
v_cmp_le_u16 vcc_lo, v1, v2 row_shr:15
v_cmp_le_u16 vcc_lo, v1, v2 row_ror:1
v_cmp_le_u16 vcc_lo, v1, v2 row_ror:15
v_cmp_le_u16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_u16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_u16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_u16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_u16 vcc_lo, v1, v2 row_mirror
v_cmp_lt_u16 vcc_lo, v1, v2 row_half_mirror
v_cmp_lt_u16 vcc_lo, v1, v2 row_shl:1
v_cmp_lt_u16 vcc_lo, v1, v2 row_shl:15
v_cmp_lt_u16 vcc_lo, v1, v2 row_shr:1
v_cmp_lt_u16 vcc_lo, v1, v2 row_shr:15
v_cmp_lt_u16 vcc_lo, v1, v2 row_ror:1
v_cmp_lt_u16 vcc_lo, v1, v2 row_ror:15
v_cmp_lt_u16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_u16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_u16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_u16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_u16 vcc_lo, v1, v2 row_mirror
v_cmp_ne_u16 vcc_lo, v1, v2 row_half_mirror
v_cmp_ne_u16 vcc_lo, v1, v2 row_shl:1
v_cmp_ne_u16 vcc_lo, v1, v2 row_shl:15
v_cmp_ne_u16 vcc_lo, v1, v2 row_shr:1
v_cmp_ne_u16 vcc_lo, v1, v2 row_shr:15
v_cmp_ne_u16 vcc_lo, v1, v2 row_ror:1
v_cmp_ne_u16 vcc_lo, v1, v2 row_ror:15
v_cmp_ne_u16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_u16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_u16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_u32 vcc_lo, v1, v2 row_mirror
v_cmp_eq_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_eq_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_eq_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_eq_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_eq_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_eq_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_eq_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_eq_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_u32 vcc_lo, v1, v2 row_mirror
v_cmp_f_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_f_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_f_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_f_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_f_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_f_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_f_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_f_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_u32 vcc_lo, v1, v2 row_mirror
v_cmp_ge_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_ge_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_ge_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_ge_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_ge_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_ge_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_ge_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_ge_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_u32 vcc_lo, v1, v2 row_mirror
v_cmp_gt_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_gt_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_gt_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_gt_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_gt_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_gt_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_gt_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_gt_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_u32 vcc_lo, v1, v2 row_mirror
v_cmp_le_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_le_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_le_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_le_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_le_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_le_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_le_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_le_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_u32 vcc_lo, v1, v2 row_mirror
v_cmp_lt_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_lt_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_lt_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_lt_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_lt_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_lt_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_lt_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_lt_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_u32 vcc_lo, v1, v2 row_mirror
v_cmp_ne_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_ne_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_ne_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_ne_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_ne_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_ne_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_ne_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_ne_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_u32 vcc_lo, v1, v2 row_mirror
v_cmp_t_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_t_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_t_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_t_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_t_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_t_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_t_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_t_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f16_dpp vcc_lo, v1, v2 quad_perm:[3,2,1,0]

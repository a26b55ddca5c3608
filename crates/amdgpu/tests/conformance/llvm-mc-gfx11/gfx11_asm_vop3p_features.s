// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3p_features.s @240c2561c832bfd6fbc57af93e6ee27fded8af80, whole file (6766 chars) (RUN and instruction lines; check lines and comments omitted)
// RUN: llvm-mc -triple=amdgcn -show-encoding -mcpu=gfx1100 %s
v_pk_add_u16 v1, v2, v3
v_pk_add_u16 v1, v2, v3 op_sel:[0,0]
v_pk_add_u16 v1, v2, v3 op_sel_hi:[1,1]
v_pk_add_u16 v1, v2, v3 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_add_u16 v1, v2, v3 op_sel_hi:[0,0]
v_pk_add_u16 v1, v2, v3 op_sel:[0,0] op_sel_hi:[0,0]
v_pk_add_u16 v1, v2, v3 op_sel:[1,0]
v_pk_add_u16 v1, v2, v3 op_sel:[0,1]
v_pk_add_u16 v1, v2, v3 op_sel:[1,1]
v_pk_add_u16 v1, v2, v3 op_sel_hi:[0,1]
v_pk_add_u16 v1, v2, v3 op_sel_hi:[1,0]
v_pk_add_u16 v1, v2, v3 op_sel:[1,1] op_sel_hi:[1,1]
v_pk_add_u16 v1, v2, v3 op_sel:[1,0] op_sel_hi:[1,0]
v_pk_add_u16 v1, v2, v3 op_sel:[0,1] op_sel_hi:[0,1]
v_pk_add_u16 v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_add_u16 v1, v2, v3 op_sel:[0,1] op_sel_hi:[1,0]
v_pk_fma_f16 v8, v0, s0, v1
v_pk_fma_f16 v8, v0, s0, v1 neg_lo:[0,0,0] neg_hi:[0,0,0]
v_pk_fma_f16 v8, v0, s0, v1 op_sel:[0,0,0] op_sel_hi:[1,1,1] neg_lo:[0,0,0] neg_hi:[0,0,0]
v_pk_fma_f16 v8, v0, s0, v1 op_sel:[0,0,0] op_sel_hi:[1,1,1]
v_pk_fma_f16 v8, v0, s0, v1 op_sel:[0,0,0] op_sel_hi:[0,0,0]
v_pk_fma_f16 v8, v0, s0, v1 op_sel:[0,0,1] op_sel_hi:[0,0,1]
v_pk_fma_f16 v8, v0, s0, v1 neg_lo:[1,1,1]
v_pk_fma_f16 v8, v0, s0, v1 neg_hi:[1,1,1]
v_pk_fma_f16 v8, v0, s0, v1 neg_lo:[1,1,1] neg_hi:[1,1,1]
v_pk_fma_f16 v8, v0, s0, v1 neg_lo:[1,0,0]
v_pk_fma_f16 v8, v0, s0, v1 neg_lo:[0,1,0]
v_pk_fma_f16 v8, v0, s0, v1 neg_lo:[0,0,1]
v_pk_fma_f16 v8, v0, s0, v1 neg_hi:[1,0,0]
v_pk_fma_f16 v8, v0, s0, v1 neg_hi:[0,1,0]
v_pk_fma_f16 v8, v0, s0, v1 neg_hi:[0,0,1]
v_dot4_i32_iu8 v3, v4, v5, v6
v_dot4_i32_iu8 v3, v4, v5, 0xf neg_lo:[1,1]
v_dot4_u32_u8 v3, v4, v5, v6
v_dot4_i32_iu8 v3, v4, v5, 0xf
v_dot8_i32_iu4 v3, v4, v5, 0xf neg_lo:[1,0]
v_dot8_i32_iu4 v3, v4, v5, v0 neg_lo:[0,0]
v_dot8_u32_u4 v0, v1, v2, v3
v_dot2_f32_f16 v0, v1, v2, v3
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,0] neg_hi:[1,0,1]
v_dot2_f32_bf16 v0, v1, v2, v3
v_dot2_f32_bf16 v0, v1, v2, v3 neg_lo:[1,1,0] neg_hi:[1,0,1]

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_features.s @25dc4668dfa9aa6c175d326ddcdb94a99ed5188b, whole file (4975 chars) (the wave32 RUN line and every instruction line; check lines and comments omitted; the v_cmp_class_f16_e64 s[10:11] line is wave64-only, and the v_dot2_*_e64 lines are ones the test expects llvm-mc to refuse)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s
v_alignbit_b32 v5, v1, v2, 0.5
v_alignbyte_b32 v5, v1, v2, 0.5
v_cmp_class_f16_e64 s[10:11], v1.l, 0.5
v_cmp_class_f16_e64 s10, v1.l, 0.5
v_cmpx_class_f16_e64 v1.l, 0.5
v_dot2_f16_f16_e64 v0.l, v1.h, v2, v3.l
v_dot2_f16_f16_e64_dpp v0.l, v1, v2.h, v3.l dpp8:[0,1,2,3,4,4,4,4]
v_dot2_f16_f16_e64_dpp v0.l, v1.h, v2, v3.l quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 fi:1
v_dot2_bf16_bf16_e64 v0.l, v1, v2.h, v3.l
v_dot2_bf16_bf16_e64_dpp v0.l, v1.h, v2, v3.l dpp8:[0,1,2,3,4,4,4,4]
v_dot2_bf16_bf16_e64_dpp v0.l, v1, v2.h, v3.l quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 fi:1
v_dot2_f16_f16_e64_dpp v0.l, s1, v2, v3.l dpp8:[0,1,2,3,4,4,4,4]
v_dot2_f16_f16_e64_dpp v0.l, v1, s2, v3.l dpp8:[0,1,2,3,4,4,4,4]
v_dot2_f16_f16_e64_dpp v0.l, s1, v2, v3.l quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 fi:1
v_dot2_f16_f16_e64_dpp v0.l, v1, s2, v3.l quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0 fi:1
v_dot2_bf16_bf16_e64_dpp v0.l, s1, v2, v3.l dpp8:[0,1,2,3,4,4,4,4]
v_dot2_bf16_bf16_e64_dpp v0.l, v1, s2, v3.l dpp8:[0,1,2,3,4,4,4,4]
v_dot2_bf16_bf16_e64_dpp v0.l, s1, v2, v3.l quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_dot2_bf16_bf16_e64_dpp v0.l, v1, s2, v3.l quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_mul_f16_e64 v5.h, v1.h, v2.l

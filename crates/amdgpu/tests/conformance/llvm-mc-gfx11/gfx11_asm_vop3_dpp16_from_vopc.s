// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_dpp16_from_vopc.s @2811a388560edd7c9bd7136c42a47371ac09d3f2, chars 0-16000 of 350266 (excerpt: RUN and instruction lines; check lines and the wave64-only lines omitted)
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
v_cmp_class_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_class_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_class_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_class_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_class_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_class_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_class_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_class_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_class_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_class_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_class_f16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f16_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_class_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_class_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_class_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_class_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_class_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_class_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_class_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_class_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_class_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_class_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_class_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_eq_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_eq_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0

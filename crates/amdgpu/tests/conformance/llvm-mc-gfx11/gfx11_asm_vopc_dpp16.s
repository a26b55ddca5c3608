// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopc_dpp16.s @0567844be70f2b3eb7943c45c1a70e3fc2d49564, chars 0-16000 of 357740 (excerpt: RUN and instruction lines; check lines and the wave64-only (`vcc`) lines omitted)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 -show-encoding %s | FileCheck --check-prefix=W32 %s
v_cmp_class_f16_dpp vcc_lo, v1, v2 quad_perm:[3,2,1,0]
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

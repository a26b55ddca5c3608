// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop2_dpp16.s @030ce37515c4944c0dd90c69b4f1c466bb4fbae9, chars 0-16000 of 136191 (excerpt: RUN and instruction lines; check lines and the wave64-only (`vcc`) lines omitted)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
v_add_co_ci_u32_dpp v5, vcc_lo, v1, v2, vcc_lo quad_perm:[3,2,1,0]
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo quad_perm:[0,1,2,3]
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_mirror
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_half_mirror
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:1
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shl:15
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:1
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_shr:15
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:1
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_ror:15
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:0 row_mask:0xf bank_mask:0xf
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_share:15 row_mask:0x0 bank_mask:0x1
v_add_co_ci_u32 v5, vcc_lo, v1, v2, vcc_lo row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_add_co_ci_u32 v255, vcc_lo, v255, v255, vcc_lo row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_add_f16 v5.l, v1.l, v2.l quad_perm:[3,2,1,0]
v_add_f16 v5.l, v1.l, v2.l quad_perm:[0,1,2,3]
v_add_f16 v5.l, v1.l, v2.l row_mirror
v_add_f16 v5.l, v1.l, v2.l row_half_mirror
v_add_f16 v5.l, v1.l, v2.l row_shl:1
v_add_f16 v5.l, v1.l, v2.l row_shl:15
v_add_f16 v5.l, v1.l, v2.l row_shr:1
v_add_f16 v5.l, v1.l, v2.l row_shr:15
v_add_f16 v5.l, v1.l, v2.l row_ror:1
v_add_f16 v5.l, v1.l, v2.l row_ror:15
v_add_f16 v5.l, v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_add_f16 v5.l, v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_add_f16 v5.l, v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_add_f16 v127.l, -|v127.l|, -|v127.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_add_f16 v127.l, v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_add_f16 v5.h, v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_add_f16 v127.h, -|v127.h|, -|v127.h| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_add_f32 v5, v1, v2 quad_perm:[3,2,1,0]
v_add_f32 v5, v1, v2 quad_perm:[0,1,2,3]
v_add_f32 v5, v1, v2 row_mirror
v_add_f32 v5, v1, v2 row_half_mirror
v_add_f32 v5, v1, v2 row_shl:1
v_add_f32 v5, v1, v2 row_shl:15
v_add_f32 v5, v1, v2 row_shr:1
v_add_f32 v5, v1, v2 row_shr:15
v_add_f32 v5, v1, v2 row_ror:1
v_add_f32 v5, v1, v2 row_ror:15
v_add_f32 v5, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_add_f32 v5, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_add_f32 v5, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_add_f32 v255, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_add_nc_u32 v5, v1, v2 quad_perm:[3,2,1,0]
v_add_nc_u32 v5, v1, v2 quad_perm:[0,1,2,3]
v_add_nc_u32 v5, v1, v2 row_mirror
v_add_nc_u32 v5, v1, v2 row_half_mirror
v_add_nc_u32 v5, v1, v2 row_shl:1
v_add_nc_u32 v5, v1, v2 row_shl:15
v_add_nc_u32 v5, v1, v2 row_shr:1

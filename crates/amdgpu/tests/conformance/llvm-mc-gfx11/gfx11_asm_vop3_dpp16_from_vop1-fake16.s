// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_dpp16_from_vop1-fake16.s @15ea0f36cc49c3a3b4e4a63d2d464e9f5e902121, whole file (12266 chars, one page, read); its RUN line and all 98 instruction lines in the file's order, written by tools/conformance_loops/vop1_fake16_asm.py, which rebuilds the file to its exact length; fake16 syntax, compared with llvm-mc-22's default real16 answers
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
v_ceil_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_ceil_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_ceil_f16_e64_dpp v5, v1 row_mirror
v_ceil_f16_e64_dpp v5, v1 row_half_mirror
v_ceil_f16_e64_dpp v5, v1 row_shl:1
v_ceil_f16_e64_dpp v5, v1 row_shl:15
v_ceil_f16_e64_dpp v5, v1 row_shr:1
v_ceil_f16_e64_dpp v5, v1 row_shr:15
v_ceil_f16_e64_dpp v5, v1 row_ror:1
v_ceil_f16_e64_dpp v5, v1 row_ror:15
v_ceil_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_ceil_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_ceil_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ceil_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_floor_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_floor_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_floor_f16_e64_dpp v5, v1 row_mirror
v_floor_f16_e64_dpp v5, v1 row_half_mirror
v_floor_f16_e64_dpp v5, v1 row_shl:1
v_floor_f16_e64_dpp v5, v1 row_shl:15
v_floor_f16_e64_dpp v5, v1 row_shr:1
v_floor_f16_e64_dpp v5, v1 row_shr:15
v_floor_f16_e64_dpp v5, v1 row_ror:1
v_floor_f16_e64_dpp v5, v1 row_ror:15
v_floor_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_floor_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_floor_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_floor_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rcp_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_rcp_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_rcp_f16_e64_dpp v5, v1 row_mirror
v_rcp_f16_e64_dpp v5, v1 row_half_mirror
v_rcp_f16_e64_dpp v5, v1 row_shl:1
v_rcp_f16_e64_dpp v5, v1 row_shl:15
v_rcp_f16_e64_dpp v5, v1 row_shr:1
v_rcp_f16_e64_dpp v5, v1 row_shr:15
v_rcp_f16_e64_dpp v5, v1 row_ror:1
v_rcp_f16_e64_dpp v5, v1 row_ror:15
v_rcp_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_rcp_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rcp_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rcp_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sqrt_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_sqrt_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_sqrt_f16_e64_dpp v5, v1 row_mirror
v_sqrt_f16_e64_dpp v5, v1 row_half_mirror
v_sqrt_f16_e64_dpp v5, v1 row_shl:1
v_sqrt_f16_e64_dpp v5, v1 row_shl:15
v_sqrt_f16_e64_dpp v5, v1 row_shr:1
v_sqrt_f16_e64_dpp v5, v1 row_shr:15
v_sqrt_f16_e64_dpp v5, v1 row_ror:1
v_sqrt_f16_e64_dpp v5, v1 row_ror:15
v_sqrt_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_sqrt_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sqrt_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sqrt_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rsq_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_rsq_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_rsq_f16_e64_dpp v5, v1 row_mirror
v_rsq_f16_e64_dpp v5, v1 row_half_mirror
v_rsq_f16_e64_dpp v5, v1 row_shl:1
v_rsq_f16_e64_dpp v5, v1 row_shl:15
v_rsq_f16_e64_dpp v5, v1 row_shr:1
v_rsq_f16_e64_dpp v5, v1 row_shr:15
v_rsq_f16_e64_dpp v5, v1 row_ror:1
v_rsq_f16_e64_dpp v5, v1 row_ror:15
v_rsq_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_rsq_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rsq_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rsq_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_log_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_log_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_log_f16_e64_dpp v5, v1 row_mirror
v_log_f16_e64_dpp v5, v1 row_half_mirror
v_log_f16_e64_dpp v5, v1 row_shl:1
v_log_f16_e64_dpp v5, v1 row_shl:15
v_log_f16_e64_dpp v5, v1 row_shr:1
v_log_f16_e64_dpp v5, v1 row_shr:15
v_log_f16_e64_dpp v5, v1 row_ror:1
v_log_f16_e64_dpp v5, v1 row_ror:15
v_log_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_log_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_log_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_log_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_exp_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_exp_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_exp_f16_e64_dpp v5, v1 row_mirror
v_exp_f16_e64_dpp v5, v1 row_half_mirror
v_exp_f16_e64_dpp v5, v1 row_shl:1
v_exp_f16_e64_dpp v5, v1 row_shl:15
v_exp_f16_e64_dpp v5, v1 row_shr:1
v_exp_f16_e64_dpp v5, v1 row_shr:15
v_exp_f16_e64_dpp v5, v1 row_ror:1
v_exp_f16_e64_dpp v5, v1 row_ror:15
v_exp_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_exp_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_exp_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_exp_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1

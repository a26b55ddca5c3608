// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop1_t16_err-fake16.s @15ea0f36cc49c3a3b4e4a63d2d464e9f5e902121, whole file (3474 chars, one page, read), named *_err.s here so that the runner counts its lines as refusals; its RUN line and all 29 instruction lines in the file's order (all refused by LLVM), written by tools/conformance_loops/vop1_fake16_asm.py, which rebuilds the file (lines with llvm-mc-22's -real-true16 error messages) to its exact length
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-real-true16 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=error: %s
v_floor_f16_e32 v128, 0xfe0b
v_floor_f16_e32 v255, v1
v_floor_f16_e32 v5, v199
v_floor_f16_e32 v255, v1 quad_perm:[3,2,1,0]
v_floor_f16_e32 v5, v199 quad_perm:[3,2,1,0]
v_floor_f16_e32 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_floor_f16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16_e32 v128, 0xfe0b
v_ceil_f16_e32 v255, v1
v_ceil_f16_e32 v5, v199
v_ceil_f16_e32 v255, v1 quad_perm:[3,2,1,0]
v_ceil_f16_e32 v5, v199 quad_perm:[3,2,1,0]
v_ceil_f16_e32 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_rcp_f16_e32 v128, 0xfe0b
v_rcp_f16_e32 v255, v1
v_rcp_f16_e32 v5, v199
v_sqrt_f16_e32 v128, 0xfe0b
v_sqrt_f16_e32 v255, v1
v_sqrt_f16_e32 v5, v199
v_rsq_f16_e32 v128, 0xfe0b
v_rsq_f16_e32 v255, v1
v_rsq_f16_e32 v5, v199
v_log_f16_e32 v128, 0xfe0b
v_log_f16_e32 v255, v1
v_log_f16_e32 v5, v199
v_exp_f16_e32 v128, 0xfe0b
v_exp_f16_e32 v255, v1
v_exp_f16_e32 v5, v199

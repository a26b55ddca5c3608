// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop1_dpp8-fake16.s @15ea0f36cc49c3a3b4e4a63d2d464e9f5e902121, whole file (2394 chars, one page, read); its RUN line and all 21 instruction lines in the file's order, written by tools/conformance_loops/vop1_fake16_asm.py, which rebuilds the file to its exact length; fake16 syntax, compared with llvm-mc-22's default real16 answers
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
v_floor_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_floor_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_floor_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_ceil_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_ceil_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_rcp_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_rcp_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_rcp_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_sqrt_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_sqrt_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_sqrt_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_rsq_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_rsq_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_rsq_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_log_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_log_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_log_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_exp_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_exp_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_exp_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0

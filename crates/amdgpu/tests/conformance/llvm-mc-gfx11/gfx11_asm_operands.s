// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_operands.s @26fce4310d9eb8f460975a94cac58fc64eea73b0, whole file (5648 chars) (the gfx1100 RUN line and every instruction line; check lines and comments omitted; but for the two branches, lines the test expects llvm-mc to refuse for gfx1100)
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
s_cbranch_execz 0x100
s_add_i32 s0, execz, s2
s_add_i32 s0, src_execz, s2
s_add_i32 s0, s1, execz
s_add_i32 s0, s1, src_execz
v_add_f64 v[0:1], execz, v[2:3]
v_add_f64 v[0:1], src_execz, v[2:3]
v_add_f64 v[0:1], v[1:2], execz
v_add_f64 v[0:1], v[1:2], src_execz
s_cbranch_vccz 0x100
s_add_i32 s0, vccz, s2
s_add_i32 s0, src_vccz, s2
s_add_i32 s0, s1, vccz
s_add_i32 s0, s1, src_vccz
v_add_f64 v[0:1], vccz, v[2:3]
v_add_f64 v[0:1], src_vccz, v[2:3]
v_add_f64 v[0:1], v[1:2], vccz
v_add_f64 v[0:1], v[1:2], src_vccz
v_readfirstlane_b32 s0, lds_direct
v_readfirstlane_b32 s0, src_lds_direct
v_mov_b32 v0, lds_direct
v_mov_b32 v0, src_lds_direct
s_add_i32 s0, src_pops_exiting_wave_id, s1
s_add_i32 s0, s1, src_pops_exiting_wave_id
s_add_i32 s0, pops_exiting_wave_id, s1
s_add_i32 s0, s1, pops_exiting_wave_id
v_add_co_u32 v0, s0, pops_exiting_wave_id, v1
v_add_co_u32 v0, s0, src_pops_exiting_wave_id, v1
v_add_co_u32 v0, s0, v1, pops_exiting_wave_id
v_add_co_u32 v0, s0, v1, src_pops_exiting_wave_id

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_smem_alias.s @59e12572f8e40a0c5e5ccf7f64daf833134f812f, whole file (1532 chars) (RUN and instruction lines; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -show-encoding %s
s_load_dword s5, s[2:3], s0
s_load_dwordx2 s[10:11], s[2:3], s0
s_load_dwordx4 s[20:23], s[2:3], s0
s_load_dwordx8 s[20:27], s[2:3], s0
s_load_dwordx16 s[20:35], s[2:3], s0
s_buffer_load_dword s5, s[4:7], s0
s_buffer_load_dwordx2 s[10:11], s[4:7], s0
s_buffer_load_dwordx4 s[20:23], s[4:7], s0
s_buffer_load_dwordx8 s[20:27], s[4:7], s0
s_buffer_load_dwordx16 s[20:35], s[4:7], s0

// source: llvm/llvm-project llvm/test/MC/AMDGPU/flat-gfx11-mnemonic.s @3c9f2c762052938f24098a729d7f2e8cb6f4344c, whole file (6781 chars) (RUN and instruction lines; check lines and section comments omitted; the global_atomic_cmpswap_x2 line is one the test expects no encoding for)
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
flat_load_ubyte v1, v[4:5]
flat_load_sbyte v1, v[3:4]
flat_load_ushort v1, v[3:4]
flat_load_sshort v1, v[3:4]
flat_load_dword v1, v[3:4]
flat_load_dwordx2 v[1:2], v[3:4]
flat_load_dwordx3 v[1:3], v[5:6]
flat_load_dwordx4 v[1:4], v[5:6]
flat_store_byte v[3:4], v1
flat_store_short v[3:4], v1
flat_store_dword v[3:4], v1 offset:16
flat_store_dwordx2 v[1:2], v[3:4]
flat_store_dwordx3 v[1:2], v[3:5]
flat_store_dwordx4 v[1:2], v[3:6]
flat_atomic_swap v0, v[1:2], v3 offset:2047 glc
flat_atomic_swap_x2 v[1:2], v[3:4], v[5:6] offset:2047 glc
flat_atomic_add v[3:4], v5 slc
flat_atomic_cmpswap v0, v[1:2], v[3:4] offset:2047 glc
flat_atomic_cmpswap_x2 v[1:2], v[3:4], v[5:8] offset:2047 glc
global_load_ubyte v1, v[3:4], off
global_load_sbyte v1, v[3:4], off
global_load_ushort v1, v[3:4], off
global_load_sshort v1, v[3:4], off
global_load_dword v1, v[3:4], off
global_load_dwordx2 v[1:2], v[3:4], off
global_load_dwordx3 v[1:3], v[5:6], off
global_load_dwordx4 v[1:4], v[5:6], off
global_store_byte v[3:4], v1, off
global_store_short v[3:4], v1, off
global_store_dword v[3:4], v1, off offset:16
global_store_dwordx2 v[1:2], v[3:4], off
global_store_dwordx3 v[1:2], v[3:5], off
global_store_dwordx4 v[1:2], v[3:6], off
global_atomic_swap v0, v[1:2], v3, off offset:2047 glc
global_atomic_swap_x2 v[1:2], v[3:4], v[5:6], off offset:2047 glc
global_atomic_cmpswap_x2 v[1:4], v3, v[5:8], off offset:2047 glc
scratch_load_ubyte v1, v2, s1
scratch_load_sbyte v1, v2, s1
scratch_load_ushort v1, v2, s1
scratch_load_sshort v1, v2, s1
scratch_load_dword v1, v2, s1
scratch_load_dwordx2 v[1:2], v2, s1
scratch_load_dwordx3 v[1:3], v2, s1
scratch_load_dwordx4 v[1:4], v2, s1
scratch_store_byte v1, v2, s3
scratch_store_short v1, v2, s3
scratch_store_dword v1, v2, s3
scratch_store_dwordx2 v1, v[2:3], s3
scratch_store_dwordx3 v1, v[2:4], s3
scratch_store_dwordx4 v1, v[2:5], s3
scratch_load_dword v1, v2, s1 offset:2047
scratch_load_dword v1, v2, off offset:2047
scratch_load_dword v1, off, s1 offset:2047
scratch_load_dword v1, off, off offset:2047
scratch_load_dword v1, off, off
scratch_store_dword v1, v2, s3 offset:2047
scratch_store_dword v1, v2, off offset:2047
scratch_store_dword off, v2, s3 offset:2047
scratch_store_dword off, v2, off offset:2047
scratch_load_dword v1, v2, s1 offset:4095
scratch_load_dword v1, v2, s1 offset:-4096
scratch_store_dword v1, v2, s1 offset:4095
scratch_store_dword v1, v2, s1 offset:-4096
scratch_store_dword off, v2, off

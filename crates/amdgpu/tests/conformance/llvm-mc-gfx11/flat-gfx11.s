// source: llvm/llvm-project llvm/test/MC/AMDGPU/flat-gfx11.s @42bd11817303924b9e06b21a487a159844a6fcc9, whole file (42704 chars) (the gfx1100 RUN line, section comments and the instruction lines; pre-gfx11 RUN lines and check lines omitted; the lines its GFX11-ERR checks expect llvm-mc to refuse are kept, and count as refused)
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck --check-prefix=GFX11 %s

// FLAT

flat_load_u8 v1, v[3:4]
flat_load_i8 v1, v[3:4]
flat_load_u16 v1, v[3:4]
flat_load_i16 v1, v[3:4]
flat_load_d16_b16 v1, v[3:4]
flat_load_b32 v1, v[3:4]
flat_load_b32 v1, v[3:4] offset:-1
flat_load_b32 v1, v[3:4] offset:2047
flat_load_b32 v1, v[3:4] offset:2048
flat_load_b32 v1, v[3:4] offset:4 glc
flat_load_b32 v1, v[3:4] offset:4 glc slc
flat_load_b32 v1, v[3:4] offset:4 glc slc dlc
flat_load_b64 v[1:2], v[3:4]
flat_load_b96 v[1:3], v[5:6]
flat_load_b128 v[1:4], v[5:6]
flat_load_d16_i8 v1, v[3:4]
flat_load_d16_hi_i8 v1, v[3:4]
flat_store_b8 v[3:4], v1
flat_store_b16 v[3:4], v1
flat_store_b32 v[3:4], v1 offset:16
flat_store_b32 v[3:4], v1, off
flat_store_b32 v[3:4], v1, s[0:1]
flat_store_b32 v[3:4], v1, s0
flat_load_b32 v1, v[3:4], off
flat_load_b32 v1, v[3:4], s[0:1]
flat_load_b32 v1, v[3:4], s0
flat_load_b32 v1, v[3:4], exec_hi
flat_store_b32 v[3:4], v1, exec_hi
flat_store_b64 v[1:2], v[3:4]
flat_store_b96 v[1:2], v[3:5]
flat_store_b128 v[1:2], v[3:6]
flat_atomic_swap_b32 v0, v[1:2], v3 offset:2047
flat_atomic_swap_b32 v[1:2], v3 offset:2047 glc
flat_atomic_swap_b32 v[1:2], v3 glc
flat_atomic_swap_b32 v0, v[1:2], v3 offset:2047 glc
flat_atomic_swap_b32 v0, v[1:2], v3 offset:2047 glc slc
flat_atomic_swap_b32 v0, v[1:2], v3 glc
flat_atomic_swap_b32 v0, v[1:2], v3 glc slc
flat_atomic_swap_b32 v0, v[1:2], v3
flat_atomic_swap_b32 v0, v[1:2], v3 slc
flat_atomic_swap_b32 v0, v[1:2], v3 offset:2047 slc
flat_atomic_swap_b64 v[1:2], v[3:4] offset:2047 glc
flat_atomic_swap_b64 v[1:2], v[3:4] glc
flat_atomic_swap_b64 v[1:2], v[3:4], v[5:6] offset:2047 glc
flat_atomic_swap_b64 v[1:2], v[3:4], v[5:6] offset:2047 glc slc
flat_atomic_swap_b64 v[1:2], v[3:4], v[5:6] glc
flat_atomic_swap_b64 v[1:2], v[3:4], v[5:6] glc slc
flat_atomic_add_u32 v[3:4], v5 slc
flat_atomic_add_u32 v2, v[3:4], v5 slc
flat_atomic_add_u32 v1, v[3:4], v5 offset:8 slc
flat_atomic_cmpswap_b32 v0, v[1:2], v[3:4] offset:2047
flat_atomic_cmpswap_b32 v[1:2], v[3:4] offset:2047 glc
flat_atomic_cmpswap_b32 v[1:2], v[3:4] glc
flat_atomic_cmpswap_b32 v0, v[1:2], v[3:4] offset:2047 glc
flat_atomic_cmpswap_b32 v0, v[1:2], v[3:4] offset:2047 glc slc
flat_atomic_cmpswap_b32 v0, v[1:2], v[3:4] glc
flat_atomic_cmpswap_b32 v0, v[1:2], v[3:4] glc slc
flat_atomic_cmpswap_b32 v0, v[1:2], v[3:4]
flat_atomic_cmpswap_b32 v0, v[1:2], v[3:4] slc
flat_atomic_cmpswap_b32 v0, v[1:2], v[3:4] offset:2047 slc
flat_atomic_cmpswap_b64 v[1:2], v[3:4] offset:2047
flat_atomic_cmpswap_b64 v[1:2], v[3:4] offset:2047 glc
flat_atomic_cmpswap_b64 v[1:2], v[3:4] glc
flat_atomic_cmpswap_b64 v[1:2], v[3:4], v[5:8] offset:2047 glc
flat_atomic_cmpswap_b64 v[1:2], v[3:4], v[5:8] offset:2047 glc slc
flat_atomic_cmpswap_b64 v[1:2], v[3:4], v[5:8] glc
flat_atomic_cmpswap_b64 v[1:2], v[3:4], v[5:8] glc slc
flat_load_d16_u8 v1, v[3:4]
flat_load_d16_hi_u8 v1, v[3:4]
flat_load_d16_i8 v1, v[3:4]
flat_load_d16_hi_i8 v1, v[3:4]
flat_load_d16_b16 v1, v[3:4]
flat_load_d16_hi_b16 v1, v[3:4]
flat_store_d16_hi_b8 v[3:4], v1
flat_store_d16_hi_b16 v[3:4], v1

// GLOBAL No saddr

global_load_u8 v1, v[3:4], off
global_load_i8 v1, v[3:4], off
global_load_u16 v1, v[3:4], off
global_load_i16 v1, v[3:4], off
global_load_d16_b16 v1, v[3:4], off
global_load_b32 v1, v[3:4], off
global_load_b32 v1, v[3:4], off offset:-1
global_load_b32 v1, v[3:4], off offset:2047
global_load_b32 v1, v[3:4], off offset:2048
global_load_b32 v1, v[3:4], off offset:4 glc
global_load_b32 v1, v[3:4], off offset:4 glc slc
global_load_b32 v1, v[3:4], off offset:4 glc slc dlc
global_load_b64 v[1:2], v[3:4], off
global_load_b96 v[1:3], v[5:6], off
global_load_b128 v[1:4], v[5:6], off
global_load_d16_i8 v1, v[3:4], off
global_load_d16_hi_i8 v1, v[3:4], off
global_store_b8 v[3:4], v1, off
global_store_b16 v[3:4], v1, off
global_store_b32 v[3:4], v1, off offset:16
global_store_b32 v[3:4], v1
global_store_b32 v[3:4], v1, s[0:1]
global_store_b32 v[3:4], v1, s0
global_load_b32 v1, v[3:4], off
global_load_b32 v1, v[3:4], off, s[0:1]
global_load_b32 v1, v[3:4], s0
global_load_b32 v1, v[3:4], exec_hi
global_store_b32 v[3:4], v1, exec_hi
global_store_b64 v[1:2], v[3:4], off
global_store_b96 v[1:2], v[3:5], off
global_store_b128 v[1:2], v[3:6], off
global_atomic_swap_b32 v0, v[1:2], v3, off offset:2047
global_atomic_swap_b32 v[1:2], v3 offset:2047 glc
global_atomic_swap_b32 v[1:2], v3 glc
global_atomic_swap_b32 v0, v[1:2], v3, off offset:2047 glc
global_atomic_swap_b32 v0, v[1:2], v3, off offset:2047 glc slc
global_atomic_swap_b32 v0, v[1:2], v3, off glc
global_atomic_swap_b32 v0, v[1:2], v3, off glc slc
global_atomic_swap_b32 v0, v[1:2], v3, off
global_atomic_swap_b32 v0, v[1:2], v3, off slc
global_atomic_swap_b32 v0, v[1:2], v3, off offset:2047 slc
global_atomic_swap_b64 v[1:2], v[3:4], v[5:6], off offset:2047 glc
global_atomic_swap_b64 v[1:2], v[3:4], v[5:6], off offset:2047 glc slc
global_atomic_swap_b64 v[1:2], v[3:4], v[5:6], off glc
global_atomic_swap_b64 v[1:2], v[3:4], v[5:6], off glc slc
global_atomic_add_u32 v2, v[3:4], off, v5 slc
global_atomic_add_u32 v1, v[3:4], off, v5 offset:8 slc
global_atomic_cmpswap_b32 v0, v[1:2], v[3:4], off offset:2047
global_atomic_cmpswap_b32 v0, v[1:2], v[3:4], off offset:2047 glc
global_atomic_cmpswap_b32 v0, v[1:2], v[3:4], off offset:2047 glc slc
global_atomic_cmpswap_b32 v0, v[1:2], v[3:4], off glc
global_atomic_cmpswap_b32 v0, v[1:2], v[3:4], off glc slc
global_atomic_cmpswap_b32 v0, v[1:2], off, v[3:4]
global_atomic_cmpswap_b32 v0, v[1:2], v[3:4], off slc
global_atomic_cmpswap_b32 v0, v[1:2], v[3:4], off offset:2047 slc
global_atomic_cmpswap_b64 v[1:2], v[3:4], off offset:2047
global_atomic_cmpswap_b64 v[1:2], v[3:4], v[5:8], off offset:2047 glc
global_atomic_cmpswap_b64 v[1:2], v[3:4], v[5:8], off offset:2047 glc slc
global_atomic_cmpswap_b64 v[1:2], v[3:4], v[5:8], off glc
global_atomic_cmpswap_b64 v[1:2], v[3:4], v[5:8], off glc slc
global_load_d16_u8 v1, v[3:4], off
global_load_d16_hi_u8 v1, v[3:4], off
global_load_d16_i8 v1, v[3:4], off
global_load_d16_hi_i8 v1, v[3:4], off
global_load_d16_b16 v1, v[3:4], off
global_load_d16_hi_b16 v1, v[3:4], off
global_store_d16_hi_b8 v[3:4], v1, off
global_store_d16_hi_b16 v[3:4], v1, off
global_load_addtid_b32 v1, off
// GLOBAL With saddr
global_load_u8 v1, v3, s2
global_load_u8 v1, v3, s[2:3]
global_load_i8 v1, v3, s[2:3]
global_load_u16 v1, v3, s[2:3]
global_load_i16 v1, v3, s[2:3]
global_load_d16_b16 v1, v3, s[2:3]
global_load_b32 v1, v3, s[2:3]
global_load_b32 v1, v3, s[2:3] offset:-1
global_load_b32 v1, v3, s[2:3] offset:2047
global_load_b32 v1, v3, s[2:3] offset:2048
global_load_b32 v1, v3, s[2:3] offset:4 glc
global_load_b32 v1, v3, s[2:3] offset:4 glc slc
global_load_b32 v1, v3, s[2:3] offset:4 glc slc dlc
global_load_b64 v[1:2], v3, s[2:3]
global_load_b96 v[1:3], v5, s[2:3]
global_load_b128 v[1:4], v5, s[2:3]
global_load_d16_i8 v1, v3, s[2:3]
global_load_d16_hi_i8 v1, v3, s[2:3]
global_store_b8 v3, v1, s[2:3]
global_store_b16 v3, v1, s[2:3]
global_store_b32 v3, v1, s[2:3] offset:16
global_store_b32 v3, v1
global_store_b32 v3, v1, s[0:1]
global_store_b32 v3, v1, s0
global_load_b32 v1, v3, s[2:3]
global_load_b32 v1, v3, s[2:3], s[0:1]
global_load_b32 v1, v3, s0
global_load_b32 v1, v3, exec_hi
global_store_b32 v3, v1, exec_hi
global_store_b64 v1, v[2:3], s[2:3]
global_store_b96 v1, v[3:5], s[2:3]
global_store_b128 v1, v[3:6], s[2:3]
global_atomic_swap_b32 v0, v[1:2], v3, s[2:3] offset:2047
global_atomic_swap_b32 v[1:2], v3 offset:2047 glc
global_atomic_swap_b32 v[1:2], v3 glc
global_atomic_swap_b32 v0, v1, v3, s[2:3] offset:2047 glc
global_atomic_swap_b32 v0, v1, v3, s[2:3] offset:2047 glc slc
global_atomic_swap_b32 v0, v1, v3, s[2:3] glc
global_atomic_swap_b32 v0, v1, v3, s[2:3] glc slc
global_atomic_swap_b32 v0, v1, v3, s[2:3]
global_atomic_swap_b32 v0, v1, v3, s[2:3] slc
global_atomic_swap_b32 v0, v[1:2], v3, s[2:3] offset:2047 slc
global_atomic_swap_b64 v[1:2], v3, v[5:6], s[2:3] offset:2047 glc
global_atomic_swap_b64 v[1:2], v3, v[5:6], s[2:3] offset:2047 glc slc
global_atomic_swap_b64 v[1:2], v3, v[5:6], s[2:3] glc
global_atomic_swap_b64 v[1:2], v3, v[5:6], s[2:3] glc slc
global_atomic_add_u32 v2, v3, s[2:3], v5 slc
global_atomic_add_u32 v1, v3, s[2:3], v5 offset:8 slc
global_atomic_cmpswap_b32 v0, v1, v3, s[2:3] offset:2047
global_atomic_cmpswap_b32 v0, v1, v[2:3], s[2:3] offset:2047 glc
global_atomic_cmpswap_b32 v0, v1, v[2:3], s[2:3] offset:2047 glc slc
global_atomic_cmpswap_b32 v0, v1, v[2:3], s[2:3] glc
global_atomic_cmpswap_b32 v0, v1, v[2:3], s[2:3] glc slc
global_atomic_cmpswap_b32 v0, v1, s[2:3], v3
global_atomic_cmpswap_b32 v0, v1, v3, s[2:3] slc
global_atomic_cmpswap_b32 v0, v1, v3, s[2:3] offset:2047 slc
global_atomic_cmpswap_b64 v[1:2], v3, s[2:3] offset:2047
global_atomic_cmpswap_b64 v[1:2], v3, v[5:8], s[2:3] offset:2047 glc
global_atomic_cmpswap_b64 v[1:2], v3, v[5:8], s[2:3] offset:2047 glc slc
global_atomic_cmpswap_b64 v[1:2], v3, v[5:8], s[2:3] glc
global_atomic_cmpswap_b64 v[1:2], v3, v[5:8], s[2:3] glc slc
global_load_d16_u8 v1, v3, s[2:3]
global_load_d16_hi_u8 v1, v3, s[2:3]
global_load_d16_i8 v1, v3, s[2:3]
global_load_d16_hi_i8 v1, v3, s[2:3]
global_load_d16_b16 v1, v3, s[2:3]
global_load_d16_hi_b16 v1, v3, s[2:3]
global_store_d16_hi_b8 v3, v1, s[2:3]
global_store_d16_hi_b16 v3, v1, s[2:3]
global_load_addtid_b32 v1, s[2:3]
// SCRATCH
scratch_load_u8 v1, v2, s1
scratch_load_i8 v1, v2, s1
scratch_load_u16 v1, v2, s1
scratch_load_i16 v1, v2, s1
scratch_load_b32 v1, v2, s1
scratch_load_b64 v[1:2], v2, s1
scratch_load_b96 v[1:3], v2, s1
scratch_load_b128 v[1:4], v2, s1
scratch_store_b8 v1, v2, s3
scratch_store_b16 v1, v2, s3
scratch_store_b32 v1, v2, s3
scratch_store_b64 v1, v[2:3], s3
scratch_store_b96 v1, v[2:4], s3
scratch_store_b128 v1, v[2:5], s3
scratch_load_d16_u8 v1, v2, s1
scratch_load_d16_hi_u8 v1, v2, s1
scratch_load_d16_i8 v1, v2, s1
scratch_load_d16_hi_i8 v1, v2, s1
scratch_load_d16_b16 v1, v2, s1
scratch_load_d16_hi_b16 v1, v2, s1
scratch_store_d16_hi_b8 v1, v2, s3
scratch_store_d16_hi_b16 v1, v2, s3
scratch_load_b32 v1, v2, s1 offset:2047
scratch_load_b32 v1, v2, off offset:2047
scratch_load_b32 v1, off, s1 offset:2047
scratch_load_b32 v1, off, off offset:2047
scratch_load_b32 v1, off, off
scratch_store_b32 v1, v2, s3 offset:2047
scratch_store_b32 v1, v2, off offset:2047
scratch_store_b32 off, v2, s3 offset:2047
scratch_store_b32 off, v2, off offset:2047
scratch_load_b32 v1, v2, s1 offset:4095
scratch_load_b32 v1, v2, s1 offset:-4096
scratch_store_b32 v1, v2, s1 offset:4095
scratch_store_b32 v1, v2, s1 offset:-4096
scratch_load_b32 v1, v2, s1 offset:4096
scratch_load_b32 v1, v2, s1 offset:-4097
scratch_store_b32 v1, v2, s1 offset:4096
scratch_store_b32 v1, v2, s1 offset:-4097
scratch_store_b32 off, v2, off

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_smem.s @4fced020ab75a335203058372b9cd3a78c7c50d6, whole file (46380 chars) (RUN and instruction lines; check lines omitted; from s_store_dword on, lines the test expects llvm-mc to refuse on gfx11)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
s_load_b32 s5, s[2:3], s0
s_load_b32 s101, s[2:3], s0
s_load_b32 vcc_lo, s[2:3], s0
s_load_b32 vcc_hi, s[2:3], s0
s_load_b32 s5, s[4:5], s0
s_load_b32 s5, s[100:101], s0
s_load_b32 s5, vcc, s0
s_load_b32 s5, s[2:3], s101
s_load_b32 s5, s[2:3], vcc_lo
s_load_b32 s5, s[2:3], vcc_hi
s_load_b32 s5, s[2:3], m0
s_load_b32 s5, s[2:3], 0x0
s_load_b32 s5, s[2:3], s7 offset:0x12345
s_load_b32 s5, s[2:3], s0 glc
s_load_b32 s5, s[2:3], s0 dlc
s_load_b32 s5, s[2:3], s0 glc dlc
s_load_b32 s5, s[2:3], 0x1234 glc dlc
s_load_b64 s[10:11], s[2:3], s0
s_load_b64 s[12:13], s[2:3], s0
s_load_b64 s[100:101], s[2:3], s0
s_load_b64 vcc, s[2:3], s0
s_load_b64 s[10:11], s[4:5], s0
s_load_b64 s[10:11], s[100:101], s0
s_load_b64 s[10:11], vcc, s0
s_load_b64 s[10:11], s[2:3], s101
s_load_b64 s[10:11], s[2:3], vcc_lo
s_load_b64 s[10:11], s[2:3], vcc_hi
s_load_b64 s[10:11], s[2:3], m0
s_load_b64 s[10:11], s[2:3], 0x0
s_load_b64 s[10:11], s[2:3], s0 glc
s_load_b64 s[10:11], s[2:3], s0 dlc
s_load_b64 s[10:11], s[2:3], s0 glc dlc
s_load_b64 s[10:11], s[2:3], 0x1234 glc dlc
s_load_b128 s[20:23], s[2:3], s0
s_load_b128 s[24:27], s[2:3], s0
s_load_b128 s[96:99], s[2:3], s0
s_load_b128 s[20:23], s[4:5], s0
s_load_b128 s[20:23], s[100:101], s0
s_load_b128 s[20:23], vcc, s0
s_load_b128 s[20:23], s[2:3], s101
s_load_b128 s[20:23], s[2:3], vcc_lo
s_load_b128 s[20:23], s[2:3], vcc_hi
s_load_b128 s[20:23], s[2:3], m0
s_load_b128 s[20:23], s[2:3], 0x0
s_load_b128 s[20:23], s[2:3], s0 glc
s_load_b128 s[20:23], s[2:3], s0 dlc
s_load_b128 s[20:23], s[2:3], s0 glc dlc
s_load_b128 s[20:23], s[2:3], 0x1234 glc dlc
s_load_b256 s[20:27], s[2:3], s0
s_load_b256 s[24:31], s[2:3], s0
s_load_b256 s[92:99], s[2:3], s0
s_load_b256 s[20:27], s[4:5], s0
s_load_b256 s[20:27], s[100:101], s0
s_load_b256 s[20:27], vcc, s0
s_load_b256 s[20:27], s[2:3], s101
s_load_b256 s[20:27], s[2:3], vcc_lo
s_load_b256 s[20:27], s[2:3], vcc_hi
s_load_b256 s[20:27], s[2:3], m0
s_load_b256 s[20:27], s[2:3], 0x0
s_load_b256 s[20:27], s[2:3], s0 glc
s_load_b256 s[20:27], s[2:3], s0 dlc
s_load_b256 s[20:27], s[2:3], s0 glc dlc
s_load_b256 s[20:27], s[2:3], 0x1234 glc dlc
s_load_b512 s[20:35], s[2:3], s0
s_load_b512 s[24:39], s[2:3], s0
s_load_b512 s[84:99], s[2:3], s0
s_load_b512 s[20:35], s[4:5], s0
s_load_b512 s[20:35], s[100:101], s0
s_load_b512 s[20:35], vcc, s0
s_load_b512 s[20:35], s[2:3], s101
s_load_b512 s[20:35], s[2:3], vcc_lo
s_load_b512 s[20:35], s[2:3], vcc_hi
s_load_b512 s[20:35], s[2:3], m0
s_load_b512 s[20:35], s[2:3], 0x0
s_load_b512 s[20:35], s[2:3], s0 glc
s_load_b512 s[20:35], s[2:3], s0 dlc
s_load_b512 s[20:35], s[2:3], s0 glc dlc
s_load_b512 s[20:35], s[2:3], 0x1234 glc dlc
s_buffer_load_b32 s5, s[4:7], s0
s_buffer_load_b32 s101, s[4:7], s0
s_buffer_load_b32 vcc_lo, s[4:7], s0
s_buffer_load_b32 vcc_hi, s[4:7], s0
s_buffer_load_b32 s5, s[8:11], s0
s_buffer_load_b32 s5, s[96:99], s0
s_buffer_load_b32 s5, s[4:7], s101
s_buffer_load_b32 s5, s[4:7], vcc_lo
s_buffer_load_b32 s5, s[4:7], vcc_hi
s_buffer_load_b32 s5, s[4:7], m0
s_buffer_load_b32 s5, s[4:7], 0x0
s_buffer_load_b32 s5, s[4:7], s0 glc
s_buffer_load_b32 s5, s[4:7], s0 dlc
s_buffer_load_b32 s5, s[4:7], s0 glc dlc
s_buffer_load_b32 s5, s[4:7], 0x1234 glc dlc
s_buffer_load_b64 s[10:11], s[4:7], s0
s_buffer_load_b64 s[12:13], s[4:7], s0
s_buffer_load_b64 s[100:101], s[4:7], s0
s_buffer_load_b64 vcc, s[4:7], s0
s_buffer_load_b64 s[10:11], s[8:11], s0
s_buffer_load_b64 s[10:11], s[96:99], s0
s_buffer_load_b64 s[10:11], s[4:7], s101
s_buffer_load_b64 s[10:11], s[4:7], vcc_lo
s_buffer_load_b64 s[10:11], s[4:7], vcc_hi
s_buffer_load_b64 s[10:11], s[4:7], m0
s_buffer_load_b64 s[10:11], s[4:7], 0x0
s_buffer_load_b64 s[10:11], s[4:7], s0 glc
s_buffer_load_b64 s[10:11], s[4:7], s0 dlc
s_buffer_load_b64 s[10:11], s[4:7], s0 glc dlc
s_buffer_load_b64 s[10:11], s[4:7], 0x1234 glc dlc
s_buffer_load_b128 s[20:23], s[4:7], s0
s_buffer_load_b128 s[24:27], s[4:7], s0
s_buffer_load_b128 s[96:99], s[4:7], s0
s_buffer_load_b128 s[20:23], s[8:11], s0
s_buffer_load_b128 s[20:23], s[96:99], s0
s_buffer_load_b128 s[20:23], s[4:7], s101
s_buffer_load_b128 s[20:23], s[4:7], vcc_lo
s_buffer_load_b128 s[20:23], s[4:7], vcc_hi
s_buffer_load_b128 s[20:23], s[4:7], m0
s_buffer_load_b128 s[20:23], s[4:7], 0x0
s_buffer_load_b128 s[20:23], s[4:7], s0 glc
s_buffer_load_b128 s[20:23], s[4:7], s0 dlc
s_buffer_load_b128 s[20:23], s[4:7], s0 glc dlc
s_buffer_load_b128 s[20:23], s[4:7], 0x1234 glc dlc
s_buffer_load_b256 s[20:27], s[4:7], s0
s_buffer_load_b256 s[24:31], s[4:7], s0
s_buffer_load_b256 s[92:99], s[4:7], s0
s_buffer_load_b256 s[20:27], s[8:11], s0
s_buffer_load_b256 s[20:27], s[96:99], s0
s_buffer_load_b256 s[20:27], s[4:7], s101
s_buffer_load_b256 s[20:27], s[4:7], vcc_lo
s_buffer_load_b256 s[20:27], s[4:7], vcc_hi
s_buffer_load_b256 s[20:27], s[4:7], m0
s_buffer_load_b256 s[20:27], s[4:7], 0x0
s_buffer_load_b256 s[20:27], s[4:7], s0 glc
s_buffer_load_b256 s[20:27], s[4:7], s0 dlc
s_buffer_load_b256 s[20:27], s[4:7], s0 glc dlc
s_buffer_load_b256 s[20:27], s[4:7], 0x1234 glc dlc
s_buffer_load_b512 s[20:35], s[4:7], s0
s_buffer_load_b512 s[24:39], s[4:7], s0
s_buffer_load_b512 s[84:99], s[4:7], s0
s_buffer_load_b512 s[20:35], s[8:11], s0
s_buffer_load_b512 s[20:35], s[96:99], s0
s_buffer_load_b512 s[20:35], s[4:7], s101
s_buffer_load_b512 s[20:35], s[4:7], vcc_lo
s_buffer_load_b512 s[20:35], s[4:7], vcc_hi
s_buffer_load_b512 s[20:35], s[4:7], m0
s_buffer_load_b512 s[20:35], s[4:7], 0x0
s_buffer_load_b512 s[20:35], s[4:7], s0 glc
s_buffer_load_b512 s[20:35], s[4:7], s0 dlc
s_buffer_load_b512 s[20:35], s[4:7], s0 glc dlc
s_buffer_load_b512 s[20:35], s[4:7], 0x1234 glc dlc
s_dcache_inv
s_gl1_inv
s_atc_probe 7, s[4:5], s2
s_atc_probe 7, s[4:5], 0x64
s_atc_probe 7, s[4:5], s9 offset:0x64
s_atc_probe_buffer 7, s[8:11], s2
s_atc_probe_buffer 7, s[8:11], 0x64
s_atc_probe_buffer 7, s[8:11], s9 offset:0x64
s_store_dword s1, s[4:5], s0
s_store_dword s101, s[4:5], s0
s_store_dword vcc_lo, s[4:5], s0
s_store_dword vcc_hi, s[4:5], s0
s_store_dword s1, s[6:7], s0
s_store_dword s1, s[100:101], s0
s_store_dword s1, vcc, s0
s_store_dword s1, s[4:5], s101
s_store_dword s1, s[4:5], vcc_lo
s_store_dword s1, s[4:5], vcc_hi
s_store_dword s1, s[4:5], m0
s_store_dword s1, s[4:5], 0x0
s_store_dword s1, s[4:5], s0 glc
s_store_dword s1, s[4:5], s0 dlc
s_store_dword s1, s[4:5], s0 glc dlc
s_store_dword s1, s[4:5], 0x1234 glc dlc
s_store_dwordx2 s[2:3], s[4:5], s0
s_store_dwordx2 s[4:5], s[4:5], s0
s_store_dwordx2 s[100:101], s[4:5], s0
s_store_dwordx2 vcc, s[4:5], s0
s_store_dwordx2 s[2:3], s[6:7], s0
s_store_dwordx2 s[2:3], s[100:101], s0
s_store_dwordx2 s[2:3], vcc, s0
s_store_dwordx2 s[2:3], s[4:5], s101
s_store_dwordx2 s[2:3], s[4:5], vcc_lo
s_store_dwordx2 s[2:3], s[4:5], vcc_hi
s_store_dwordx2 s[2:3], s[4:5], m0
s_store_dwordx2 s[2:3], s[4:5], 0x0
s_store_dwordx2 s[2:3], s[4:5], s0 glc
s_store_dwordx2 s[2:3], s[4:5], s0 dlc
s_store_dwordx2 s[2:3], s[4:5], s0 glc dlc
s_store_dwordx2 s[2:3], s[4:5], 0x1234 glc dlc
s_store_dwordx4 s[4:7], s[4:5], s0
s_store_dwordx4 s[8:11], s[4:5], s0
s_store_dwordx4 s[96:99], s[4:5], s0
s_store_dwordx4 s[4:7], s[6:7], s0
s_store_dwordx4 s[4:7], s[100:101], s0
s_store_dwordx4 s[4:7], vcc, s0
s_store_dwordx4 s[4:7], s[4:5], s101
s_store_dwordx4 s[4:7], s[4:5], vcc_lo
s_store_dwordx4 s[4:7], s[4:5], vcc_hi
s_store_dwordx4 s[4:7], s[4:5], m0
s_store_dwordx4 s[4:7], s[4:5], 0x0
s_store_dwordx4 s[4:7], s[4:5], s0 glc
s_store_dwordx4 s[4:7], s[4:5], s0 dlc
s_store_dwordx4 s[4:7], s[4:5], s0 glc dlc
s_store_dwordx4 s[4:7], s[4:5], 0x1234 glc dlc
s_buffer_store_dword s1, s[8:11], s0
s_buffer_store_dword s101, s[8:11], s0
s_buffer_store_dword vcc_lo, s[8:11], s0
s_buffer_store_dword vcc_hi, s[8:11], s0
s_buffer_store_dword s1, s[12:15], s0
s_buffer_store_dword s1, s[96:99], s0
s_buffer_store_dword s1, s[8:11], s101
s_buffer_store_dword s1, s[8:11], vcc_lo
s_buffer_store_dword s1, s[8:11], vcc_hi
s_buffer_store_dword s1, s[8:11], m0
s_buffer_store_dword s1, s[8:11], 0x0
s_buffer_store_dword s1, s[8:11], s0 glc
s_buffer_store_dword s1, s[8:11], s0 dlc
s_buffer_store_dword s1, s[8:11], s0 glc dlc
s_buffer_store_dword s1, s[8:11], 0x1234 glc dlc
s_buffer_store_dwordx2 s[2:3], s[8:11], s0
s_buffer_store_dwordx2 s[4:5], s[8:11], s0
s_buffer_store_dwordx2 s[100:101], s[8:11], s0
s_buffer_store_dwordx2 vcc, s[8:11], s0
s_buffer_store_dwordx2 s[2:3], s[12:15], s0
s_buffer_store_dwordx2 s[2:3], s[96:99], s0
s_buffer_store_dwordx2 s[2:3], s[8:11], s101
s_buffer_store_dwordx2 s[2:3], s[8:11], vcc_lo
s_buffer_store_dwordx2 s[2:3], s[8:11], vcc_hi
s_buffer_store_dwordx2 s[2:3], s[8:11], m0
s_buffer_store_dwordx2 s[2:3], s[8:11], 0x0
s_buffer_store_dwordx2 s[2:3], s[8:11], s0 glc
s_buffer_store_dwordx2 s[2:3], s[8:11], s0 dlc
s_buffer_store_dwordx2 s[2:3], s[8:11], s0 glc dlc
s_buffer_store_dwordx2 s[2:3], s[8:11], 0x1234 glc dlc
s_buffer_store_dwordx4 s[4:7], s[8:11], s0
s_buffer_store_dwordx4 s[8:11], s[8:11], s0
s_buffer_store_dwordx4 s[96:99], s[8:11], s0
s_buffer_store_dwordx4 s[4:7], s[12:15], s0
s_buffer_store_dwordx4 s[4:7], s[96:99], s0
s_buffer_store_dwordx4 s[4:7], s[8:11], s101
s_buffer_store_dwordx4 s[4:7], s[8:11], vcc_lo
s_buffer_store_dwordx4 s[4:7], s[8:11], vcc_hi
s_buffer_store_dwordx4 s[4:7], s[8:11], m0
s_buffer_store_dwordx4 s[4:7], s[8:11], 0x0
s_buffer_store_dwordx4 s[4:7], s[8:11], s0 glc
s_buffer_store_dwordx4 s[4:7], s[8:11], s0 dlc
s_buffer_store_dwordx4 s[4:7], s[8:11], s0 glc dlc
s_buffer_store_dwordx4 s[4:7], s[8:11], 0x1234 glc dlc
s_memrealtime s[10:11]
s_memrealtime s[12:13]
s_memrealtime s[100:101]
s_memrealtime vcc
s_memtime s[10:11]
s_memtime s[12:13]
s_memtime s[100:101]
s_memtime vcc
s_dcache_wb
s_get_waveid_in_workgroup s0
s_get_waveid_in_workgroup vcc_lo
s_scratch_load_dword s5, s[2:3], s101
s_scratch_load_dword s5, s[2:3], s0 glc
s_scratch_load_dwordx2 s[100:101], s[2:3], s0
s_scratch_load_dwordx2 s[10:11], s[2:3], 0x1 glc
s_scratch_load_dwordx4 s[20:23], s[4:5], s0
s_scratch_store_dword s101, s[4:5], s0
s_scratch_store_dword s1, s[4:5], 0x123 glc
s_scratch_store_dwordx2 s[2:3], s[4:5], s101 glc
s_scratch_store_dwordx4 s[4:7], s[4:5], s0 glc
s_dcache_discard s[2:3], s2
s_dcache_discard s[2:3], 100
s_dcache_discard s[2:3], s7 offset:100
s_dcache_discard_x2 s[2:3], s2
s_dcache_discard_x2 s[2:3], 100
s_atomic_add s5, s[2:3], s101
s_atomic_add s5, s[2:3], 0x64
s_atomic_add_x2 s[10:11], s[2:3], s101
s_atomic_and s5, s[2:3], s101
s_atomic_and_x2 s[10:11], s[2:3], 0x64
s_atomic_cmpswap s[10:11], s[2:3], s101
s_atomic_cmpswap s[10:11], s[2:3], 0x64
s_atomic_cmpswap_x2 s[20:23], s[2:3], s101
s_atomic_cmpswap_x2 s[20:23], s[2:3], 0x64
s_atomic_dec_x2 s[10:11], s[2:3], s101
s_atomic_inc_x2 s[10:11], s[2:3], s101
s_atomic_or s5, s[2:3], 0x64
s_atomic_smax s5, s[2:3], s101
s_atomic_smin s5, s[2:3], s101
s_atomic_sub s5, s[2:3], s101
s_atomic_swap s5, s[2:3], s101
s_atomic_umax_x2 s[10:11], s[2:3], s101
s_atomic_umin s5, s[2:3], s101
s_atomic_xor s5, s[2:3], s101
s_buffer_atomic_add s5, s[4:7], s101
s_buffer_atomic_add s5, s[4:7], 0x64
s_buffer_atomic_add_x2 s[10:11], s[4:7], s2
s_buffer_atomic_and s101, s[4:7], s2
s_buffer_atomic_and_x2 s[10:11], s[8:11], s2
s_buffer_atomic_cmpswap s[10:11], s[4:7], s2
s_buffer_atomic_cmpswap s[10:11], s[4:7], 0x64
s_buffer_atomic_cmpswap_x2 s[20:23], s[4:7], s101
s_buffer_atomic_cmpswap_x2 s[20:23], s[4:7], 0x64
s_buffer_atomic_dec s5, s[4:7], s2
s_buffer_atomic_inc s101, s[4:7], s2
s_buffer_atomic_inc_x2 s[10:11], s[4:7], 0x64
s_buffer_atomic_or s5, s[8:11], s2
s_buffer_atomic_or_x2 s[10:11], s[96:99], s2
s_buffer_atomic_smax s5, s[4:7], s101
s_buffer_atomic_smax_x2 s[100:101], s[4:7], s2
s_buffer_atomic_smin s5, s[4:7], 0x64
s_buffer_atomic_smin_x2 s[12:13], s[4:7], s2
s_buffer_atomic_sub_x2 s[10:11], s[4:7], s2
s_buffer_atomic_swap s5, s[4:7], s2
s_buffer_atomic_umax s5, s[4:7], s2
s_buffer_atomic_umin s5, s[4:7], s2
s_buffer_atomic_xor s5, s[4:7], s2
s_atomic_add s5, s[2:3], s101 glc
s_atomic_add s5, s[2:3], 0x64 glc
s_atomic_add_x2 s[10:11], s[2:3], s101 glc
s_atomic_and s5, s[2:3], s101 glc
s_atomic_and_x2 s[10:11], s[2:3], 0x64 glc
s_atomic_cmpswap s[10:11], s[2:3], s101 glc
s_atomic_cmpswap s[10:11], s[2:3], 0x64 glc
s_atomic_cmpswap_x2 s[20:23], s[2:3], s101 glc
s_atomic_cmpswap_x2 s[20:23], s[2:3], 0x64 glc
s_atomic_dec_x2 s[10:11], s[2:3], s101 glc
s_atomic_inc_x2 s[10:11], s[2:3], s101 glc
s_atomic_or s5, s[2:3], 0x64 glc
s_atomic_smax s5, s[2:3], s101 glc
s_atomic_smin s5, s[2:3], s101 glc
s_atomic_sub s5, s[2:3], s101 glc
s_atomic_swap s5, s[2:3], s101 glc
s_atomic_umax_x2 s[10:11], s[2:3], s101 glc
s_atomic_umin s5, s[2:3], s101 glc
s_atomic_xor s5, s[2:3], s101 glc
s_buffer_atomic_add s5, s[4:7], s101 glc
s_buffer_atomic_add s5, s[4:7], 0x64 glc
s_buffer_atomic_add_x2 s[10:11], s[4:7], s2 glc
s_buffer_atomic_and s101, s[4:7], s2 glc
s_buffer_atomic_and_x2 s[10:11], s[8:11], s2 glc
s_buffer_atomic_cmpswap s[10:11], s[4:7], s2 glc
s_buffer_atomic_cmpswap s[10:11], s[4:7], 0x64 glc
s_buffer_atomic_cmpswap_x2 s[20:23], s[4:7], s101 glc
s_buffer_atomic_cmpswap_x2 s[20:23], s[4:7], 0x64 glc
s_buffer_atomic_dec s5, s[4:7], s2 glc
s_buffer_atomic_inc s101, s[4:7], s2 glc
s_buffer_atomic_inc_x2 s[10:11], s[4:7], 0x64 glc
s_buffer_atomic_or s5, s[8:11], s2 glc
s_buffer_atomic_or_x2 s[10:11], s[96:99], s2 glc
s_buffer_atomic_smax s5, s[4:7], s101 glc
s_buffer_atomic_smax_x2 s[100:101], s[4:7], s2 glc
s_buffer_atomic_smin s5, s[4:7], 0x64 glc
s_buffer_atomic_smin_x2 s[12:13], s[4:7], s2 glc
s_buffer_atomic_sub_x2 s[10:11], s[4:7], s2 glc
s_buffer_atomic_swap s5, s[4:7], s2 glc
s_buffer_atomic_umax s5, s[4:7], s2 glc
s_buffer_atomic_umin s5, s[4:7], s2 glc
s_buffer_atomic_xor s5, s[4:7], s2 glc
s_atomic_add s5, s[2:3], s101 dlc
s_atomic_add s5, s[2:3], 0x64 dlc
s_atomic_add_x2 s[10:11], s[2:3], s101 dlc
s_atomic_and s5, s[2:3], s101 dlc
s_atomic_and_x2 s[10:11], s[2:3], 0x64 dlc
s_atomic_cmpswap s[10:11], s[2:3], s101 dlc
s_atomic_cmpswap s[10:11], s[2:3], 0x64 dlc
s_atomic_cmpswap_x2 s[20:23], s[2:3], s101 dlc
s_atomic_cmpswap_x2 s[20:23], s[2:3], 0x64 dlc
s_atomic_dec_x2 s[10:11], s[2:3], s101 dlc
s_atomic_inc_x2 s[10:11], s[2:3], s101 dlc
s_atomic_or s5, s[2:3], 0x64 dlc
s_atomic_smax s5, s[2:3], s101 dlc
s_atomic_smin s5, s[2:3], s101 dlc
s_atomic_sub s5, s[2:3], s101 dlc
s_atomic_swap s5, s[2:3], s101 dlc
s_atomic_umax_x2 s[10:11], s[2:3], s101 dlc
s_atomic_umin s5, s[2:3], s101 dlc
s_atomic_xor s5, s[2:3], s101 dlc
s_buffer_atomic_add s5, s[4:7], s101 dlc
s_buffer_atomic_add s5, s[4:7], 0x64 dlc
s_buffer_atomic_add_x2 s[10:11], s[4:7], s2 dlc
s_buffer_atomic_and s101, s[4:7], s2 dlc
s_buffer_atomic_and_x2 s[10:11], s[8:11], s2 dlc
s_buffer_atomic_cmpswap s[10:11], s[4:7], s2 dlc
s_buffer_atomic_cmpswap s[10:11], s[4:7], 0x64 dlc
s_buffer_atomic_cmpswap_x2 s[20:23], s[4:7], s101 dlc
s_buffer_atomic_cmpswap_x2 s[20:23], s[4:7], 0x64 dlc
s_buffer_atomic_dec s5, s[4:7], s2 dlc
s_buffer_atomic_inc s101, s[4:7], s2 dlc
s_buffer_atomic_inc_x2 s[10:11], s[4:7], 0x64 dlc
s_buffer_atomic_or s5, s[8:11], s2 dlc
s_buffer_atomic_or_x2 s[10:11], s[96:99], s2 dlc
s_buffer_atomic_smax s5, s[4:7], s101 dlc
s_buffer_atomic_smax_x2 s[100:101], s[4:7], s2 dlc
s_buffer_atomic_smin s5, s[4:7], 0x64 dlc
s_buffer_atomic_smin_x2 s[12:13], s[4:7], s2 dlc
s_buffer_atomic_sub_x2 s[10:11], s[4:7], s2 dlc
s_buffer_atomic_swap s5, s[4:7], s2 dlc
s_buffer_atomic_umax s5, s[4:7], s2 dlc
s_buffer_atomic_umin s5, s[4:7], s2 dlc
s_buffer_atomic_xor s5, s[4:7], s2 dlc

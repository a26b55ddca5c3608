// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_flat.s @15ea0f36cc49c3a3b4e4a63d2d464e9f5e902121, chars 0-201480 of 201480, all pages read (RUN and instruction lines; check lines omitted) -- extended past the pages read by a loop over the FLAT, GLOBAL and SCRATCH opcodes (the mnemonics of tables/gfx1100.ops, which tools/gen_amdgpu_tables.py wrote from llvm-mc-22): each opcode given the operand lines of the one opcode block of the excerpt that llvm-mc-22 accepts most of for it (wave32), then the excerpt's own lines the loop does not make; 1169 lines in all; then, under `// chars A-B:` comments, every LLVM line of the later pages (48000-176000, 192000-201480) that the file did not hold, written out per opcode block in the shape each page shows (global atomics, loads and stores with their aliases, scratch loads and stores) and checked against the page; 2302 lines in all
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck --check-prefix=GFX11 %s
flat_load_u8 v5, v[1:2]
flat_load_u8 v5, v[1:2] offset:4095
flat_load_u8 v5, v[1:2] offset:0
flat_load_u8 v255, v[254:255] offset:7 glc slc dlc
flat_load_i8 v5, v[1:2]
flat_load_i8 v5, v[1:2] offset:4095
flat_load_i8 v5, v[1:2] offset:0
flat_load_i8 v255, v[254:255] offset:7 glc slc dlc
flat_load_u16 v5, v[1:2]
flat_load_u16 v5, v[1:2] offset:4095
flat_load_u16 v5, v[1:2] offset:0
flat_load_u16 v255, v[254:255] offset:7 glc slc dlc
flat_load_i16 v5, v[1:2]
flat_load_i16 v5, v[1:2] offset:4095
flat_load_i16 v5, v[1:2] offset:0
flat_load_i16 v255, v[254:255] offset:7 glc slc dlc
flat_load_b32 v5, v[1:2]
flat_load_b32 v5, v[1:2] offset:4095
flat_load_b32 v5, v[1:2] offset:0
flat_load_b32 v255, v[254:255] offset:7 glc slc dlc
flat_load_b64 v[5:6], v[1:2]
flat_load_b64 v[5:6], v[1:2] offset:4095
flat_load_b64 v[5:6], v[1:2] offset:0
flat_load_b64 v[254:255], v[254:255] offset:7 glc slc dlc
flat_load_b96 v[5:7], v[1:2]
flat_load_b96 v[5:7], v[1:2] offset:4095
flat_load_b96 v[5:7], v[1:2] offset:0
flat_load_b96 v[253:255], v[254:255] offset:7 glc slc dlc
flat_load_b128 v[5:8], v[1:2]
flat_load_b128 v[5:8], v[1:2] offset:4095
flat_load_b128 v[5:8], v[1:2] offset:0
flat_load_b128 v[252:255], v[254:255] offset:7 glc slc dlc
flat_store_b8 v[1:2], v2
flat_store_b8 v[1:2], v2 offset:4095
flat_store_b8 v[1:2], v2 offset:0
flat_store_b8 v[254:255], v255 offset:7 glc slc dlc
flat_store_b16 v[1:2], v2
flat_store_b16 v[1:2], v2 offset:4095
flat_store_b16 v[1:2], v2 offset:0
flat_store_b16 v[254:255], v255 offset:7 glc slc dlc
flat_store_b32 v[1:2], v2
flat_store_b32 v[1:2], v2 offset:4095
flat_store_b32 v[1:2], v2 offset:0
flat_store_b32 v[254:255], v255 offset:7 glc slc dlc
flat_store_b64 v[5:6], v[1:2]
flat_store_b64 v[5:6], v[1:2] offset:4095
flat_store_b64 v[5:6], v[1:2] offset:0
flat_store_b64 v[254:255], v[254:255] offset:7 glc slc dlc
flat_store_b96 v[1:2], v[2:4]
flat_store_b96 v[1:2], v[2:4] offset:4095
flat_store_b96 v[1:2], v[2:4] offset:0
flat_store_b96 v[254:255], v[253:255] offset:7 glc slc dlc
flat_store_b128 v[1:2], v[2:5]
flat_store_b128 v[1:2], v[2:5] offset:4095
flat_store_b128 v[1:2], v[2:5] offset:0
flat_store_b128 v[254:255], v[252:255] offset:7 glc slc dlc
flat_load_d16_u8 v5, v[1:2]
flat_load_d16_u8 v5, v[1:2] offset:4095
flat_load_d16_u8 v5, v[1:2] offset:0
flat_load_d16_u8 v255, v[254:255] offset:7 glc slc dlc
flat_load_d16_i8 v5, v[1:2]
flat_load_d16_i8 v5, v[1:2] offset:4095
flat_load_d16_i8 v5, v[1:2] offset:0
flat_load_d16_i8 v255, v[254:255] offset:7 glc slc dlc
flat_load_d16_b16 v5, v[1:2]
flat_load_d16_b16 v5, v[1:2] offset:4095
flat_load_d16_b16 v5, v[1:2] offset:0
flat_load_d16_b16 v255, v[254:255] offset:7 glc slc dlc
flat_load_d16_hi_u8 v5, v[1:2]
flat_load_d16_hi_u8 v5, v[1:2] offset:4095
flat_load_d16_hi_u8 v5, v[1:2] offset:0
flat_load_d16_hi_u8 v255, v[254:255] offset:7 glc slc dlc
flat_load_d16_hi_i8 v5, v[1:2]
flat_load_d16_hi_i8 v5, v[1:2] offset:4095
flat_load_d16_hi_i8 v5, v[1:2] offset:0
flat_load_d16_hi_i8 v255, v[254:255] offset:7 glc slc dlc
flat_load_d16_hi_b16 v5, v[1:2]
flat_load_d16_hi_b16 v5, v[1:2] offset:4095
flat_load_d16_hi_b16 v5, v[1:2] offset:0
flat_load_d16_hi_b16 v255, v[254:255] offset:7 glc slc dlc
flat_store_d16_hi_b8 v[1:2], v2
flat_store_d16_hi_b8 v[1:2], v2 offset:4095
flat_store_d16_hi_b8 v[1:2], v2 offset:0
flat_store_d16_hi_b8 v[254:255], v255 offset:7 glc slc dlc
flat_store_d16_hi_b16 v[1:2], v2
flat_store_d16_hi_b16 v[1:2], v2 offset:4095
flat_store_d16_hi_b16 v[1:2], v2 offset:0
flat_store_d16_hi_b16 v[254:255], v255 offset:7 glc slc dlc
flat_atomic_swap_b32 v[1:2], v2
flat_atomic_swap_b32 v[1:2], v2 offset:4095
flat_atomic_swap_b32 v5, v[1:2], v2 offset:0 glc
flat_atomic_swap_b32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_cmpswap_b32 v[1:2], v[2:3]
flat_atomic_cmpswap_b32 v[1:2], v[2:3] offset:4095
flat_atomic_cmpswap_b32 v5, v[1:2], v[2:3] offset:0 glc
flat_atomic_cmpswap_b32 v255, v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_add_u32 v[1:2], v2
flat_atomic_add_u32 v[1:2], v2 offset:4095
flat_atomic_add_u32 v5, v[1:2], v2 offset:0 glc
flat_atomic_add_u32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_sub_u32 v[1:2], v2
flat_atomic_sub_u32 v[1:2], v2 offset:4095
flat_atomic_sub_u32 v5, v[1:2], v2 offset:0 glc
flat_atomic_sub_u32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_min_i32 v[1:2], v2
flat_atomic_min_i32 v[1:2], v2 offset:4095
flat_atomic_min_i32 v5, v[1:2], v2 offset:0 glc
flat_atomic_min_i32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_min_u32 v[1:2], v2
flat_atomic_min_u32 v[1:2], v2 offset:4095
flat_atomic_min_u32 v5, v[1:2], v2 offset:0 glc
flat_atomic_min_u32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_max_i32 v[1:2], v2
flat_atomic_max_i32 v[1:2], v2 offset:4095
flat_atomic_max_i32 v5, v[1:2], v2 offset:0 glc
flat_atomic_max_i32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_max_u32 v[1:2], v2
flat_atomic_max_u32 v[1:2], v2 offset:4095
flat_atomic_max_u32 v5, v[1:2], v2 offset:0 glc
flat_atomic_max_u32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_and_b32 v[1:2], v2
flat_atomic_and_b32 v[1:2], v2 offset:4095
flat_atomic_and_b32 v5, v[1:2], v2 offset:0 glc
flat_atomic_and_b32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_or_b32 v[1:2], v2
flat_atomic_or_b32 v[1:2], v2 offset:4095
flat_atomic_or_b32 v5, v[1:2], v2 offset:0 glc
flat_atomic_or_b32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_xor_b32 v[1:2], v2
flat_atomic_xor_b32 v[1:2], v2 offset:4095
flat_atomic_xor_b32 v5, v[1:2], v2 offset:0 glc
flat_atomic_xor_b32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_inc_u32 v[1:2], v2
flat_atomic_inc_u32 v[1:2], v2 offset:4095
flat_atomic_inc_u32 v5, v[1:2], v2 offset:0 glc
flat_atomic_inc_u32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_dec_u32 v[1:2], v2
flat_atomic_dec_u32 v[1:2], v2 offset:4095
flat_atomic_dec_u32 v5, v[1:2], v2 offset:0 glc
flat_atomic_dec_u32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_swap_b64 v[1:2], v[2:3]
flat_atomic_swap_b64 v[1:2], v[2:3] offset:4095
flat_atomic_swap_b64 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_swap_b64 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_cmpswap_b64 v[1:2], v[2:5]
flat_atomic_cmpswap_b64 v[1:2], v[2:5] offset:4095
flat_atomic_cmpswap_b64 v[5:6], v[1:2], v[2:5] offset:0 glc
flat_atomic_cmpswap_b64 v[254:255], v[254:255], v[252:255] offset:7 glc slc dlc
flat_atomic_add_u64 v[1:2], v[2:3]
flat_atomic_add_u64 v[1:2], v[2:3] offset:4095
flat_atomic_add_u64 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_add_u64 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_sub_u64 v[1:2], v[2:3]
flat_atomic_sub_u64 v[1:2], v[2:3] offset:4095
flat_atomic_sub_u64 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_sub_u64 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_min_i64 v[1:2], v[2:3]
flat_atomic_min_i64 v[1:2], v[2:3] offset:4095
flat_atomic_min_i64 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_min_i64 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_min_u64 v[1:2], v[2:3]
flat_atomic_min_u64 v[1:2], v[2:3] offset:4095
flat_atomic_min_u64 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_min_u64 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_max_i64 v[1:2], v[2:3]
flat_atomic_max_i64 v[1:2], v[2:3] offset:4095
flat_atomic_max_i64 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_max_i64 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_max_u64 v[1:2], v[2:3]
flat_atomic_max_u64 v[1:2], v[2:3] offset:4095
flat_atomic_max_u64 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_max_u64 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_and_b64 v[1:2], v[2:3]
flat_atomic_and_b64 v[1:2], v[2:3] offset:4095
flat_atomic_and_b64 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_and_b64 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_or_b64 v[1:2], v[2:3]
flat_atomic_or_b64 v[1:2], v[2:3] offset:4095
flat_atomic_or_b64 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_or_b64 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_xor_b64 v[1:2], v[2:3]
flat_atomic_xor_b64 v[1:2], v[2:3] offset:4095
flat_atomic_xor_b64 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_xor_b64 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_inc_u64 v[1:2], v[2:3]
flat_atomic_inc_u64 v[1:2], v[2:3] offset:4095
flat_atomic_inc_u64 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_inc_u64 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_dec_u64 v[1:2], v[2:3]
flat_atomic_dec_u64 v[1:2], v[2:3] offset:4095
flat_atomic_dec_u64 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_dec_u64 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_cmpswap_f32 v[1:2], v[2:3]
flat_atomic_cmpswap_f32 v[1:2], v[2:3] offset:4095
flat_atomic_cmpswap_f32 v5, v[1:2], v[2:3] offset:0 glc
flat_atomic_cmpswap_f32 v255, v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_min_f32 v[1:2], v2
flat_atomic_min_f32 v[1:2], v2 offset:4095
flat_atomic_min_f32 v5, v[1:2], v2 offset:0 glc
flat_atomic_min_f32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_max_f32 v[1:2], v2
flat_atomic_max_f32 v[1:2], v2 offset:4095
flat_atomic_max_f32 v5, v[1:2], v2 offset:0 glc
flat_atomic_max_f32 v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_add_f32 v[1:2], v2
flat_atomic_add_f32 v[1:2], v2 offset:4095
flat_atomic_add_f32 v5, v[1:2], v2 offset:0 glc
flat_atomic_add_f32 v255, v[254:255], v255 offset:7 glc slc dlc
scratch_load_u8 v1, v2, off
scratch_load_u8 v255, v2, off
scratch_load_u8 v1, v2, null
scratch_load_u8 v255, v2, null
scratch_load_u8 v1, v2, s3
scratch_load_u8 v1, v2, s105
scratch_load_u8 v1, v2, vcc_lo
scratch_load_u8 v1, v2, vcc_hi
scratch_load_u8 v1, v2, ttmp15
scratch_load_u8 v255, v2, s3
scratch_load_u8 v255, v2, s105 offset:-1
scratch_load_u8 v255, v2, vcc_lo offset:0
scratch_load_u8 v255, v2, vcc_hi offset:4095
scratch_load_u8 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_i8 v1, v2, off
scratch_load_i8 v255, v2, off
scratch_load_i8 v1, v2, null
scratch_load_i8 v255, v2, null
scratch_load_i8 v1, v2, s3
scratch_load_i8 v1, v2, s105
scratch_load_i8 v1, v2, vcc_lo
scratch_load_i8 v1, v2, vcc_hi
scratch_load_i8 v1, v2, ttmp15
scratch_load_i8 v255, v2, s3
scratch_load_i8 v255, v2, s105 offset:-1
scratch_load_i8 v255, v2, vcc_lo offset:0
scratch_load_i8 v255, v2, vcc_hi offset:4095
scratch_load_i8 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_u16 v1, v2, off
scratch_load_u16 v255, v2, off
scratch_load_u16 v1, v2, null
scratch_load_u16 v255, v2, null
scratch_load_u16 v1, v2, s3
scratch_load_u16 v1, v2, s105
scratch_load_u16 v1, v2, vcc_lo
scratch_load_u16 v1, v2, vcc_hi
scratch_load_u16 v1, v2, ttmp15
scratch_load_u16 v255, v2, s3
scratch_load_u16 v255, v2, s105 offset:-1
scratch_load_u16 v255, v2, vcc_lo offset:0
scratch_load_u16 v255, v2, vcc_hi offset:4095
scratch_load_u16 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_i16 v1, v2, off
scratch_load_i16 v255, v2, off
scratch_load_i16 v1, v2, null
scratch_load_i16 v255, v2, null
scratch_load_i16 v1, v2, s3
scratch_load_i16 v1, v2, s105
scratch_load_i16 v1, v2, vcc_lo
scratch_load_i16 v1, v2, vcc_hi
scratch_load_i16 v1, v2, ttmp15
scratch_load_i16 v255, v2, s3
scratch_load_i16 v255, v2, s105 offset:-1
scratch_load_i16 v255, v2, vcc_lo offset:0
scratch_load_i16 v255, v2, vcc_hi offset:4095
scratch_load_i16 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_b32 v1, v2, off
scratch_load_b32 v255, v2, off
scratch_load_b32 v1, v2, null
scratch_load_b32 v255, v2, null
scratch_load_b32 v1, v2, s3
scratch_load_b32 v1, v2, s105
scratch_load_b32 v1, v2, vcc_lo
scratch_load_b32 v1, v2, vcc_hi
scratch_load_b32 v1, v2, ttmp15
scratch_load_b32 v255, v2, s3
scratch_load_b32 v255, v2, s105 offset:-1
scratch_load_b32 v255, v2, vcc_lo offset:0
scratch_load_b32 v255, v2, vcc_hi offset:4095
scratch_load_b32 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_b64 v[1:2], v2, off
scratch_load_b64 v[254:255], v2, off
scratch_store_b8 off, v2, off
scratch_store_b8 off, v2, null
scratch_store_b8 off, v2, s3
scratch_store_b8 off, v2, s105
scratch_store_b8 off, v2, vcc_lo
scratch_store_b8 off, v2, vcc_hi
scratch_store_b8 off, v2, ttmp15
scratch_store_b8 v1, v2, off
scratch_store_b8 v255, v2, off
scratch_store_b8 v1, v2, null
scratch_store_b8 v255, v2, null
scratch_store_b8 v1, v2, s3
scratch_store_b8 v1, v2, s105
scratch_store_b8 v1, v2, vcc_lo
scratch_store_b8 v1, v2, vcc_hi
scratch_store_b8 v1, v2, ttmp15
scratch_store_b8 v255, v2, s3
scratch_store_b8 v255, v2, s105 offset:-1
scratch_store_b8 v255, v2, vcc_lo offset:0
scratch_store_b8 v255, v2, vcc_hi offset:4095
scratch_store_b8 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_store_b16 off, v2, off
scratch_store_b16 off, v2, null
scratch_store_b16 off, v2, s3
scratch_store_b16 off, v2, s105
scratch_store_b16 off, v2, vcc_lo
scratch_store_b16 off, v2, vcc_hi
scratch_store_b16 off, v2, ttmp15
scratch_store_b16 v1, v2, off
scratch_store_b16 v255, v2, off
scratch_store_b16 v1, v2, null
scratch_store_b16 v255, v2, null
scratch_store_b16 v1, v2, s3
scratch_store_b16 v1, v2, s105
scratch_store_b16 v1, v2, vcc_lo
scratch_store_b16 v1, v2, vcc_hi
scratch_store_b16 v1, v2, ttmp15
scratch_store_b16 v255, v2, s3
scratch_store_b16 v255, v2, s105 offset:-1
scratch_store_b16 v255, v2, vcc_lo offset:0
scratch_store_b16 v255, v2, vcc_hi offset:4095
scratch_store_b16 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_store_b32 off, v2, off
scratch_store_b32 off, v2, null
scratch_store_b32 off, v2, s3
scratch_store_b32 off, v2, s105
scratch_store_b32 off, v2, vcc_lo
scratch_store_b32 off, v2, vcc_hi
scratch_store_b32 off, v2, ttmp15
scratch_store_b32 v1, v2, off
scratch_store_b32 v255, v2, off
scratch_store_b32 v1, v2, null
scratch_store_b32 v255, v2, null
scratch_store_b32 v1, v2, s3
scratch_store_b32 v1, v2, s105
scratch_store_b32 v1, v2, vcc_lo
scratch_store_b32 v1, v2, vcc_hi
scratch_store_b32 v1, v2, ttmp15
scratch_store_b32 v255, v2, s3
scratch_store_b32 v255, v2, s105 offset:-1
scratch_store_b32 v255, v2, vcc_lo offset:0
scratch_store_b32 v255, v2, vcc_hi offset:4095
scratch_store_b32 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_store_b64 off, v[2:3], off
scratch_store_b64 off, v[2:3], null
scratch_store_b64 off, v[2:3], s3
scratch_store_b64 off, v[2:3], s105
scratch_store_b64 off, v[2:3], vcc_lo
scratch_store_b64 off, v[2:3], vcc_hi
scratch_store_b64 off, v[2:3], ttmp15
scratch_store_b64 v1, v[2:3], off
scratch_store_b64 v255, v[2:3], off
scratch_store_b64 v1, v[2:3], null
scratch_store_b64 v255, v[2:3], null
scratch_store_b64 v1, v[2:3], s3
scratch_store_b64 v1, v[2:3], s105
scratch_store_b64 v1, v[2:3], vcc_lo
scratch_store_b64 v1, v[2:3], vcc_hi
scratch_store_b64 v1, v[2:3], ttmp15
scratch_store_b64 v255, v[2:3], s3
scratch_store_b64 v255, v[2:3], s105 offset:-1
scratch_store_b64 v255, v[2:3], vcc_lo offset:0
scratch_store_b64 v255, v[2:3], vcc_hi offset:4095
scratch_store_b64 v255, v[254:255], ttmp15 offset:-4096 glc slc dlc
scratch_store_b96 off, v[2:4], off
scratch_store_b96 off, v[2:4], null
scratch_store_b96 off, v[2:4], s3
scratch_store_b96 off, v[2:4], s105
scratch_store_b96 off, v[2:4], vcc_lo
scratch_store_b96 off, v[2:4], vcc_hi
scratch_store_b96 off, v[2:4], ttmp15
scratch_store_b96 v1, v[2:4], off
scratch_store_b96 v255, v[2:4], off
scratch_store_b96 v1, v[2:4], null
scratch_store_b96 v255, v[2:4], null
scratch_store_b96 v1, v[2:4], s3
scratch_store_b96 v1, v[2:4], s105
scratch_store_b96 v1, v[2:4], vcc_lo
scratch_store_b96 v1, v[2:4], vcc_hi
scratch_store_b96 v1, v[2:4], ttmp15
scratch_store_b96 v255, v[2:4], s3
scratch_store_b96 v255, v[2:4], s105 offset:-1
scratch_store_b96 v255, v[2:4], vcc_lo offset:0
scratch_store_b96 v255, v[2:4], vcc_hi offset:4095
scratch_store_b96 v255, v[253:255], ttmp15 offset:-4096 glc slc dlc
scratch_store_b128 v255, v[2:5], s105 offset:-1
scratch_store_b128 v255, v[2:5], vcc_lo offset:0
scratch_store_b128 v255, v[2:5], vcc_hi offset:4095
scratch_store_b128 v255, v[252:255], ttmp15 offset:-4096 glc slc dlc
scratch_load_d16_u8 v1, v2, off
scratch_load_d16_u8 v255, v2, off
scratch_load_d16_u8 v1, v2, null
scratch_load_d16_u8 v255, v2, null
scratch_load_d16_u8 v1, v2, s3
scratch_load_d16_u8 v1, v2, s105
scratch_load_d16_u8 v1, v2, vcc_lo
scratch_load_d16_u8 v1, v2, vcc_hi
scratch_load_d16_u8 v1, v2, ttmp15
scratch_load_d16_u8 v255, v2, s3
scratch_load_d16_u8 v255, v2, s105 offset:-1
scratch_load_d16_u8 v255, v2, vcc_lo offset:0
scratch_load_d16_u8 v255, v2, vcc_hi offset:4095
scratch_load_d16_u8 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_d16_i8 v1, v2, off
scratch_load_d16_i8 v255, v2, off
scratch_load_d16_i8 v1, v2, null
scratch_load_d16_i8 v255, v2, null
scratch_load_d16_i8 v1, v2, s3
scratch_load_d16_i8 v1, v2, s105
scratch_load_d16_i8 v1, v2, vcc_lo
scratch_load_d16_i8 v1, v2, vcc_hi
scratch_load_d16_i8 v1, v2, ttmp15
scratch_load_d16_i8 v255, v2, s3
scratch_load_d16_i8 v255, v2, s105 offset:-1
scratch_load_d16_i8 v255, v2, vcc_lo offset:0
scratch_load_d16_i8 v255, v2, vcc_hi offset:4095
scratch_load_d16_i8 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_d16_b16 v1, v2, off
scratch_load_d16_b16 v255, v2, off
scratch_load_d16_b16 v1, v2, null
scratch_load_d16_b16 v255, v2, null
scratch_load_d16_b16 v1, v2, s3
scratch_load_d16_b16 v1, v2, s105
scratch_load_d16_b16 v1, v2, vcc_lo
scratch_load_d16_b16 v1, v2, vcc_hi
scratch_load_d16_b16 v1, v2, ttmp15
scratch_load_d16_b16 v255, v2, s3
scratch_load_d16_b16 v255, v2, s105 offset:-1
scratch_load_d16_b16 v255, v2, vcc_lo offset:0
scratch_load_d16_b16 v255, v2, vcc_hi offset:4095
scratch_load_d16_b16 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_d16_hi_u8 v1, v2, off
scratch_load_d16_hi_u8 v255, v2, off
scratch_load_d16_hi_u8 v1, v2, null
scratch_load_d16_hi_u8 v255, v2, null
scratch_load_d16_hi_u8 v1, v2, s3
scratch_load_d16_hi_u8 v1, v2, s105
scratch_load_d16_hi_u8 v1, v2, vcc_lo
scratch_load_d16_hi_u8 v1, v2, vcc_hi
scratch_load_d16_hi_u8 v1, v2, ttmp15
scratch_load_d16_hi_u8 v255, v2, s3
scratch_load_d16_hi_u8 v255, v2, s105 offset:-1
scratch_load_d16_hi_u8 v255, v2, vcc_lo offset:0
scratch_load_d16_hi_u8 v255, v2, vcc_hi offset:4095
scratch_load_d16_hi_u8 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_d16_hi_i8 v1, v2, off
scratch_load_d16_hi_i8 v255, v2, off
scratch_load_d16_hi_i8 v1, v2, null
scratch_load_d16_hi_i8 v255, v2, null
scratch_load_d16_hi_i8 v1, v2, s3
scratch_load_d16_hi_i8 v1, v2, s105
scratch_load_d16_hi_i8 v1, v2, vcc_lo
scratch_load_d16_hi_i8 v1, v2, vcc_hi
scratch_load_d16_hi_i8 v1, v2, ttmp15
scratch_load_d16_hi_i8 v255, v2, s3
scratch_load_d16_hi_i8 v255, v2, s105 offset:-1
scratch_load_d16_hi_i8 v255, v2, vcc_lo offset:0
scratch_load_d16_hi_i8 v255, v2, vcc_hi offset:4095
scratch_load_d16_hi_i8 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_d16_hi_b16 v1, v2, off
scratch_load_d16_hi_b16 v255, v2, off
scratch_load_d16_hi_b16 v1, v2, null
scratch_load_d16_hi_b16 v255, v2, null
scratch_load_d16_hi_b16 v1, v2, s3
scratch_load_d16_hi_b16 v1, v2, s105
scratch_load_d16_hi_b16 v1, v2, vcc_lo
scratch_load_d16_hi_b16 v1, v2, vcc_hi
scratch_load_d16_hi_b16 v1, v2, ttmp15
scratch_load_d16_hi_b16 v255, v2, s3
scratch_load_d16_hi_b16 v255, v2, s105 offset:-1
scratch_load_d16_hi_b16 v255, v2, vcc_lo offset:0
scratch_load_d16_hi_b16 v255, v2, vcc_hi offset:4095
scratch_load_d16_hi_b16 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_store_d16_hi_b8 off, v2, off
scratch_store_d16_hi_b8 off, v2, null
scratch_store_d16_hi_b8 off, v2, s3
scratch_store_d16_hi_b8 off, v2, s105
scratch_store_d16_hi_b8 off, v2, vcc_lo
scratch_store_d16_hi_b8 off, v2, vcc_hi
scratch_store_d16_hi_b8 off, v2, ttmp15
scratch_store_d16_hi_b8 v1, v2, off
scratch_store_d16_hi_b8 v255, v2, off
scratch_store_d16_hi_b8 v1, v2, null
scratch_store_d16_hi_b8 v255, v2, null
scratch_store_d16_hi_b8 v1, v2, s3
scratch_store_d16_hi_b8 v1, v2, s105
scratch_store_d16_hi_b8 v1, v2, vcc_lo
scratch_store_d16_hi_b8 v1, v2, vcc_hi
scratch_store_d16_hi_b8 v1, v2, ttmp15
scratch_store_d16_hi_b8 v255, v2, s3
scratch_store_d16_hi_b8 v255, v2, s105 offset:-1
scratch_store_d16_hi_b8 v255, v2, vcc_lo offset:0
scratch_store_d16_hi_b8 v255, v2, vcc_hi offset:4095
scratch_store_d16_hi_b8 v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_store_d16_hi_b16 off, v2, off
scratch_store_d16_hi_b16 off, v2, null
scratch_store_d16_hi_b16 off, v2, s3
scratch_store_d16_hi_b16 off, v2, s105
scratch_store_d16_hi_b16 off, v2, vcc_lo
scratch_store_d16_hi_b16 off, v2, vcc_hi
scratch_store_d16_hi_b16 off, v2, ttmp15
scratch_store_d16_hi_b16 v1, v2, off
scratch_store_d16_hi_b16 v255, v2, off
scratch_store_d16_hi_b16 v1, v2, null
scratch_store_d16_hi_b16 v255, v2, null
scratch_store_d16_hi_b16 v1, v2, s3
scratch_store_d16_hi_b16 v1, v2, s105
scratch_store_d16_hi_b16 v1, v2, vcc_lo
scratch_store_d16_hi_b16 v1, v2, vcc_hi
scratch_store_d16_hi_b16 v1, v2, ttmp15
scratch_store_d16_hi_b16 v255, v2, s3
scratch_store_d16_hi_b16 v255, v2, s105 offset:-1
scratch_store_d16_hi_b16 v255, v2, vcc_lo offset:0
scratch_store_d16_hi_b16 v255, v2, vcc_hi offset:4095
scratch_store_d16_hi_b16 v255, v255, ttmp15 offset:-4096 glc slc dlc
global_load_u8 v1, v2, s[6:7]
global_load_u8 v1, v2, s[104:105]
global_load_u8 v1, v2, vcc
global_load_u8 v1, v2, ttmp[14:15]
global_load_u8 v255, v2, s[6:7] offset:-1
global_load_u8 v255, v2, s[104:105] offset:0
global_load_i8 v1, v2, s[6:7]
global_load_i8 v1, v2, s[104:105]
global_load_i8 v1, v2, vcc
global_load_i8 v1, v2, ttmp[14:15]
global_load_i8 v255, v2, s[6:7] offset:-1
global_load_i8 v255, v2, s[104:105] offset:0
global_load_u16 v1, v2, s[6:7]
global_load_u16 v1, v2, s[104:105]
global_load_u16 v1, v2, vcc
global_load_u16 v1, v2, ttmp[14:15]
global_load_u16 v255, v2, s[6:7] offset:-1
global_load_u16 v255, v2, s[104:105] offset:0
global_load_i16 v1, v2, s[6:7]
global_load_i16 v1, v2, s[104:105]
global_load_i16 v1, v2, vcc
global_load_i16 v1, v2, ttmp[14:15]
global_load_i16 v255, v2, s[6:7] offset:-1
global_load_i16 v255, v2, s[104:105] offset:0
global_load_b32 v1, v2, s[6:7]
global_load_b32 v1, v2, s[104:105]
global_load_b32 v1, v2, vcc
global_load_b32 v1, v2, ttmp[14:15]
global_load_b32 v255, v2, s[6:7] offset:-1
global_load_b32 v255, v2, s[104:105] offset:0
global_load_b64 v[1:2], v[2:3], off
global_load_b64 v[254:255], v[2:3], off
global_store_b8 v[1:2], v2, off
global_store_b8 v[254:255], v2, off
global_store_b8 v1, v2, s[6:7]
global_store_b8 v1, v2, s[104:105]
global_store_b8 v1, v2, vcc
global_store_b8 v1, v2, ttmp[14:15]
global_store_b8 v255, v2, s[6:7] offset:-1
global_store_b8 v255, v2, s[104:105] offset:0
global_store_b16 v[1:2], v2, off
global_store_b16 v[254:255], v2, off
global_store_b16 v1, v2, s[6:7]
global_store_b16 v1, v2, s[104:105]
global_store_b16 v1, v2, vcc
global_store_b16 v1, v2, ttmp[14:15]
global_store_b16 v255, v2, s[6:7] offset:-1
global_store_b16 v255, v2, s[104:105] offset:0
global_store_b32 v[1:2], v2, off
global_store_b32 v[254:255], v2, off
global_store_b32 v1, v2, s[6:7]
global_store_b32 v1, v2, s[104:105]
global_store_b32 v1, v2, vcc
global_store_b32 v1, v2, ttmp[14:15]
global_store_b32 v255, v2, s[6:7] offset:-1
global_store_b32 v255, v2, s[104:105] offset:0
global_store_b64 v[1:2], v[2:3], off
global_store_b64 v[254:255], v[2:3], off
global_store_b64 v1, v[2:3], s[6:7]
global_store_b64 v1, v[2:3], s[104:105]
global_store_b64 v1, v[2:3], vcc
global_store_b64 v1, v[2:3], ttmp[14:15]
global_store_b64 v255, v[2:3], s[6:7] offset:-1
global_store_b64 v255, v[2:3], s[104:105] offset:0
global_load_d16_u8 v1, v2, s[6:7]
global_load_d16_u8 v1, v2, s[104:105]
global_load_d16_u8 v1, v2, vcc
global_load_d16_u8 v1, v2, ttmp[14:15]
global_load_d16_u8 v255, v2, s[6:7] offset:-1
global_load_d16_u8 v255, v2, s[104:105] offset:0
global_load_d16_i8 v1, v2, s[6:7]
global_load_d16_i8 v1, v2, s[104:105]
global_load_d16_i8 v1, v2, vcc
global_load_d16_i8 v1, v2, ttmp[14:15]
global_load_d16_i8 v255, v2, s[6:7] offset:-1
global_load_d16_i8 v255, v2, s[104:105] offset:0
global_load_d16_b16 v1, v2, s[6:7]
global_load_d16_b16 v1, v2, s[104:105]
global_load_d16_b16 v1, v2, vcc
global_load_d16_b16 v1, v2, ttmp[14:15]
global_load_d16_b16 v255, v2, s[6:7] offset:-1
global_load_d16_b16 v255, v2, s[104:105] offset:0
global_load_d16_hi_u8 v1, v2, s[6:7]
global_load_d16_hi_u8 v1, v2, s[104:105]
global_load_d16_hi_u8 v1, v2, vcc
global_load_d16_hi_u8 v1, v2, ttmp[14:15]
global_load_d16_hi_u8 v255, v2, s[6:7] offset:-1
global_load_d16_hi_u8 v255, v2, s[104:105] offset:0
global_load_d16_hi_i8 v1, v2, s[6:7]
global_load_d16_hi_i8 v1, v2, s[104:105]
global_load_d16_hi_i8 v1, v2, vcc
global_load_d16_hi_i8 v1, v2, ttmp[14:15]
global_load_d16_hi_i8 v255, v2, s[6:7] offset:-1
global_load_d16_hi_i8 v255, v2, s[104:105] offset:0
global_load_d16_hi_b16 v1, v2, s[6:7]
global_load_d16_hi_b16 v1, v2, s[104:105]
global_load_d16_hi_b16 v1, v2, vcc
global_load_d16_hi_b16 v1, v2, ttmp[14:15]
global_load_d16_hi_b16 v255, v2, s[6:7] offset:-1
global_load_d16_hi_b16 v255, v2, s[104:105] offset:0
global_store_d16_hi_b8 v[1:2], v2, off
global_store_d16_hi_b8 v[254:255], v2, off
global_store_d16_hi_b8 v1, v2, s[6:7]
global_store_d16_hi_b8 v1, v2, s[104:105]
global_store_d16_hi_b8 v1, v2, vcc
global_store_d16_hi_b8 v1, v2, ttmp[14:15]
global_store_d16_hi_b8 v255, v2, s[6:7] offset:-1
global_store_d16_hi_b8 v255, v2, s[104:105] offset:0
global_store_d16_hi_b16 v[1:2], v2, off
global_store_d16_hi_b16 v[254:255], v2, off
global_store_d16_hi_b16 v1, v2, s[6:7]
global_store_d16_hi_b16 v1, v2, s[104:105]
global_store_d16_hi_b16 v1, v2, vcc
global_store_d16_hi_b16 v1, v2, ttmp[14:15]
global_store_d16_hi_b16 v255, v2, s[6:7] offset:-1
global_store_d16_hi_b16 v255, v2, s[104:105] offset:0
global_atomic_swap_b32 v[1:2], v2, off
global_atomic_swap_b32 v[254:255], v2, off
global_atomic_swap_b32 v1, v2, s[6:7]
global_atomic_swap_b32 v1, v2, s[104:105]
global_atomic_swap_b32 v1, v2, vcc
global_atomic_swap_b32 v1, v2, ttmp[14:15]
global_atomic_swap_b32 v255, v2, s[6:7] offset:-1
global_atomic_swap_b32 v255, v2, s[104:105] offset:0
global_atomic_swap_b32 v5, v255, v2, vcc offset:4095 glc
global_atomic_swap_b32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_cmpswap_b32 v[1:2], v[2:3], off
global_atomic_cmpswap_b32 v[254:255], v[2:3], off
global_atomic_cmpswap_b32 v1, v[2:3], s[6:7]
global_atomic_cmpswap_b32 v1, v[2:3], s[104:105]
global_atomic_cmpswap_b32 v1, v[2:3], vcc
global_atomic_cmpswap_b32 v1, v[2:3], ttmp[14:15]
global_atomic_cmpswap_b32 v255, v[2:3], s[6:7] offset:-1
global_atomic_cmpswap_b32 v255, v[2:3], s[104:105] offset:0
global_atomic_cmpswap_b32 v5, v255, v[2:3], vcc offset:4095 glc
global_atomic_cmpswap_b32 v255, v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_add_u32 v[1:2], v2, off
global_atomic_add_u32 v[254:255], v2, off
global_atomic_add_u32 v1, v2, s[6:7]
global_atomic_add_u32 v1, v2, s[104:105]
global_atomic_add_u32 v1, v2, vcc
global_atomic_add_u32 v1, v2, ttmp[14:15]
global_atomic_add_u32 v255, v2, s[6:7] offset:-1
global_atomic_add_u32 v255, v2, s[104:105] offset:0
global_atomic_add_u32 v5, v255, v2, vcc offset:4095 glc
global_atomic_add_u32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_sub_u32 v[1:2], v2, off
global_atomic_sub_u32 v[254:255], v2, off
global_atomic_sub_u32 v1, v2, s[6:7]
global_atomic_sub_u32 v1, v2, s[104:105]
global_atomic_sub_u32 v1, v2, vcc
global_atomic_sub_u32 v1, v2, ttmp[14:15]
global_atomic_sub_u32 v255, v2, s[6:7] offset:-1
global_atomic_sub_u32 v255, v2, s[104:105] offset:0
global_atomic_sub_u32 v5, v255, v2, vcc offset:4095 glc
global_atomic_sub_u32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_csub_u32 v[1:2], v2, off
global_atomic_csub_u32 v[254:255], v2, off
global_atomic_csub_u32 v1, v2, s[6:7]
global_atomic_csub_u32 v1, v2, s[104:105]
global_atomic_csub_u32 v1, v2, vcc
global_atomic_csub_u32 v1, v2, ttmp[14:15]
global_atomic_csub_u32 v255, v2, s[6:7] offset:-1
global_atomic_csub_u32 v255, v2, s[104:105] offset:0
global_atomic_csub_u32 v5, v255, v2, vcc offset:4095 glc
global_atomic_csub_u32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_min_i32 v[1:2], v2, off
global_atomic_min_i32 v[254:255], v2, off
global_atomic_min_i32 v1, v2, s[6:7]
global_atomic_min_i32 v1, v2, s[104:105]
global_atomic_min_i32 v1, v2, vcc
global_atomic_min_i32 v1, v2, ttmp[14:15]
global_atomic_min_i32 v255, v2, s[6:7] offset:-1
global_atomic_min_i32 v255, v2, s[104:105] offset:0
global_atomic_min_i32 v5, v255, v2, vcc offset:4095 glc
global_atomic_min_i32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_min_u32 v[1:2], v2, off
global_atomic_min_u32 v[254:255], v2, off
global_atomic_min_u32 v1, v2, s[6:7]
global_atomic_min_u32 v1, v2, s[104:105]
global_atomic_min_u32 v1, v2, vcc
global_atomic_min_u32 v1, v2, ttmp[14:15]
global_atomic_min_u32 v255, v2, s[6:7] offset:-1
global_atomic_min_u32 v255, v2, s[104:105] offset:0
global_atomic_min_u32 v5, v255, v2, vcc offset:4095 glc
global_atomic_min_u32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_max_i32 v[1:2], v2, off
global_atomic_max_i32 v[254:255], v2, off
global_atomic_max_i32 v1, v2, s[6:7]
global_atomic_max_i32 v1, v2, s[104:105]
global_atomic_max_i32 v1, v2, vcc
global_atomic_max_i32 v1, v2, ttmp[14:15]
global_atomic_max_i32 v255, v2, s[6:7] offset:-1
global_atomic_max_i32 v255, v2, s[104:105] offset:0
global_atomic_max_i32 v5, v255, v2, vcc offset:4095 glc
global_atomic_max_i32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_max_u32 v[1:2], v2, off
global_atomic_max_u32 v[254:255], v2, off
global_atomic_max_u32 v1, v2, s[6:7]
global_atomic_max_u32 v1, v2, s[104:105]
global_atomic_max_u32 v1, v2, vcc
global_atomic_max_u32 v1, v2, ttmp[14:15]
global_atomic_max_u32 v255, v2, s[6:7] offset:-1
global_atomic_max_u32 v255, v2, s[104:105] offset:0
global_atomic_max_u32 v5, v255, v2, vcc offset:4095 glc
global_atomic_max_u32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_and_b32 v[1:2], v2, off
global_atomic_and_b32 v[254:255], v2, off
global_atomic_and_b32 v1, v2, s[6:7]
global_atomic_and_b32 v1, v2, s[104:105]
global_atomic_and_b32 v1, v2, vcc
global_atomic_and_b32 v1, v2, ttmp[14:15]
global_atomic_and_b32 v255, v2, s[6:7] offset:-1
global_atomic_and_b32 v255, v2, s[104:105] offset:0
global_atomic_and_b32 v5, v255, v2, vcc offset:4095 glc
global_atomic_and_b32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_or_b32 v[1:2], v2, off
global_atomic_or_b32 v[254:255], v2, off
global_atomic_or_b32 v1, v2, s[6:7]
global_atomic_or_b32 v1, v2, s[104:105]
global_atomic_or_b32 v1, v2, vcc
global_atomic_or_b32 v1, v2, ttmp[14:15]
global_atomic_or_b32 v255, v2, s[6:7] offset:-1
global_atomic_or_b32 v255, v2, s[104:105] offset:0
global_atomic_or_b32 v5, v255, v2, vcc offset:4095 glc
global_atomic_or_b32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_xor_b32 v[1:2], v2, off
global_atomic_xor_b32 v[254:255], v2, off
global_atomic_xor_b32 v1, v2, s[6:7]
global_atomic_xor_b32 v1, v2, s[104:105]
global_atomic_xor_b32 v1, v2, vcc
global_atomic_xor_b32 v1, v2, ttmp[14:15]
global_atomic_xor_b32 v255, v2, s[6:7] offset:-1
global_atomic_xor_b32 v255, v2, s[104:105] offset:0
global_atomic_xor_b32 v5, v255, v2, vcc offset:4095 glc
global_atomic_xor_b32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_inc_u32 v[1:2], v2, off
global_atomic_inc_u32 v[254:255], v2, off
global_atomic_inc_u32 v1, v2, s[6:7]
global_atomic_inc_u32 v1, v2, s[104:105]
global_atomic_inc_u32 v1, v2, vcc
global_atomic_inc_u32 v1, v2, ttmp[14:15]
global_atomic_inc_u32 v255, v2, s[6:7] offset:-1
global_atomic_inc_u32 v255, v2, s[104:105] offset:0
global_atomic_inc_u32 v5, v255, v2, vcc offset:4095 glc
global_atomic_inc_u32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_dec_u32 v[1:2], v2, off
global_atomic_dec_u32 v[254:255], v2, off
global_atomic_dec_u32 v1, v2, s[6:7]
global_atomic_dec_u32 v1, v2, s[104:105]
global_atomic_dec_u32 v1, v2, vcc
global_atomic_dec_u32 v1, v2, ttmp[14:15]
global_atomic_dec_u32 v255, v2, s[6:7] offset:-1
global_atomic_dec_u32 v255, v2, s[104:105] offset:0
global_atomic_dec_u32 v5, v255, v2, vcc offset:4095 glc
global_atomic_dec_u32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_swap_b64 v[1:2], v[2:3], off
global_atomic_swap_b64 v[254:255], v[2:3], off
global_atomic_swap_b64 v1, v[2:3], s[6:7]
global_atomic_swap_b64 v1, v[2:3], s[104:105]
global_atomic_swap_b64 v1, v[2:3], vcc
global_atomic_swap_b64 v1, v[2:3], ttmp[14:15]
global_atomic_swap_b64 v255, v[2:3], s[6:7] offset:-1
global_atomic_swap_b64 v255, v[2:3], s[104:105] offset:0
global_atomic_swap_b64 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_swap_b64 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_add_u64 v[1:2], v[2:3], off
global_atomic_add_u64 v[254:255], v[2:3], off
global_atomic_add_u64 v1, v[2:3], s[6:7]
global_atomic_add_u64 v1, v[2:3], s[104:105]
global_atomic_add_u64 v1, v[2:3], vcc
global_atomic_add_u64 v1, v[2:3], ttmp[14:15]
global_atomic_add_u64 v255, v[2:3], s[6:7] offset:-1
global_atomic_add_u64 v255, v[2:3], s[104:105] offset:0
global_atomic_add_u64 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_add_u64 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_sub_u64 v[1:2], v[2:3], off
global_atomic_sub_u64 v[254:255], v[2:3], off
global_atomic_sub_u64 v1, v[2:3], s[6:7]
global_atomic_sub_u64 v1, v[2:3], s[104:105]
global_atomic_sub_u64 v1, v[2:3], vcc
global_atomic_sub_u64 v1, v[2:3], ttmp[14:15]
global_atomic_sub_u64 v255, v[2:3], s[6:7] offset:-1
global_atomic_sub_u64 v255, v[2:3], s[104:105] offset:0
global_atomic_sub_u64 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_sub_u64 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_min_i64 v[1:2], v[2:3], off
global_atomic_min_i64 v[254:255], v[2:3], off
global_atomic_min_i64 v1, v[2:3], s[6:7]
global_atomic_min_i64 v1, v[2:3], s[104:105]
global_atomic_min_i64 v1, v[2:3], vcc
global_atomic_min_i64 v1, v[2:3], ttmp[14:15]
global_atomic_min_i64 v255, v[2:3], s[6:7] offset:-1
global_atomic_min_i64 v255, v[2:3], s[104:105] offset:0
global_atomic_min_i64 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_min_i64 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_min_u64 v[1:2], v[2:3], off
global_atomic_min_u64 v[254:255], v[2:3], off
global_atomic_min_u64 v1, v[2:3], s[6:7]
global_atomic_min_u64 v1, v[2:3], s[104:105]
global_atomic_min_u64 v1, v[2:3], vcc
global_atomic_min_u64 v1, v[2:3], ttmp[14:15]
global_atomic_min_u64 v255, v[2:3], s[6:7] offset:-1
global_atomic_min_u64 v255, v[2:3], s[104:105] offset:0
global_atomic_min_u64 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_min_u64 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_max_i64 v[1:2], v[2:3], off
global_atomic_max_i64 v[254:255], v[2:3], off
global_atomic_max_i64 v1, v[2:3], s[6:7]
global_atomic_max_i64 v1, v[2:3], s[104:105]
global_atomic_max_i64 v1, v[2:3], vcc
global_atomic_max_i64 v1, v[2:3], ttmp[14:15]
global_atomic_max_i64 v255, v[2:3], s[6:7] offset:-1
global_atomic_max_i64 v255, v[2:3], s[104:105] offset:0
global_atomic_max_i64 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_max_i64 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_max_u64 v[1:2], v[2:3], off
global_atomic_max_u64 v[254:255], v[2:3], off
global_atomic_max_u64 v1, v[2:3], s[6:7]
global_atomic_max_u64 v1, v[2:3], s[104:105]
global_atomic_max_u64 v1, v[2:3], vcc
global_atomic_max_u64 v1, v[2:3], ttmp[14:15]
global_atomic_max_u64 v255, v[2:3], s[6:7] offset:-1
global_atomic_max_u64 v255, v[2:3], s[104:105] offset:0
global_atomic_max_u64 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_max_u64 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_and_b64 v[1:2], v[2:3], off
global_atomic_and_b64 v[254:255], v[2:3], off
global_atomic_and_b64 v1, v[2:3], s[6:7]
global_atomic_and_b64 v1, v[2:3], s[104:105]
global_atomic_and_b64 v1, v[2:3], vcc
global_atomic_and_b64 v1, v[2:3], ttmp[14:15]
global_atomic_and_b64 v255, v[2:3], s[6:7] offset:-1
global_atomic_and_b64 v255, v[2:3], s[104:105] offset:0
global_atomic_and_b64 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_and_b64 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_or_b64 v[1:2], v[2:3], off
global_atomic_or_b64 v[254:255], v[2:3], off
global_atomic_or_b64 v1, v[2:3], s[6:7]
global_atomic_or_b64 v1, v[2:3], s[104:105]
global_atomic_or_b64 v1, v[2:3], vcc
global_atomic_or_b64 v1, v[2:3], ttmp[14:15]
global_atomic_or_b64 v255, v[2:3], s[6:7] offset:-1
global_atomic_or_b64 v255, v[2:3], s[104:105] offset:0
global_atomic_or_b64 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_or_b64 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_xor_b64 v[1:2], v[2:3], off
global_atomic_xor_b64 v[254:255], v[2:3], off
global_atomic_xor_b64 v1, v[2:3], s[6:7]
global_atomic_xor_b64 v1, v[2:3], s[104:105]
global_atomic_xor_b64 v1, v[2:3], vcc
global_atomic_xor_b64 v1, v[2:3], ttmp[14:15]
global_atomic_xor_b64 v255, v[2:3], s[6:7] offset:-1
global_atomic_xor_b64 v255, v[2:3], s[104:105] offset:0
global_atomic_xor_b64 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_xor_b64 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_inc_u64 v[1:2], v[2:3], off
global_atomic_inc_u64 v[254:255], v[2:3], off
global_atomic_inc_u64 v1, v[2:3], s[6:7]
global_atomic_inc_u64 v1, v[2:3], s[104:105]
global_atomic_inc_u64 v1, v[2:3], vcc
global_atomic_inc_u64 v1, v[2:3], ttmp[14:15]
global_atomic_inc_u64 v255, v[2:3], s[6:7] offset:-1
global_atomic_inc_u64 v255, v[2:3], s[104:105] offset:0
global_atomic_inc_u64 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_inc_u64 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_dec_u64 v[1:2], v[2:3], off
global_atomic_dec_u64 v[254:255], v[2:3], off
global_atomic_dec_u64 v1, v[2:3], s[6:7]
global_atomic_dec_u64 v1, v[2:3], s[104:105]
global_atomic_dec_u64 v1, v[2:3], vcc
global_atomic_dec_u64 v1, v[2:3], ttmp[14:15]
global_atomic_dec_u64 v255, v[2:3], s[6:7] offset:-1
global_atomic_dec_u64 v255, v[2:3], s[104:105] offset:0
global_atomic_dec_u64 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_dec_u64 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_cmpswap_f32 v[1:2], v[2:3], off
global_atomic_cmpswap_f32 v[254:255], v[2:3], off
global_atomic_cmpswap_f32 v1, v[2:3], s[6:7]
global_atomic_cmpswap_f32 v1, v[2:3], s[104:105]
global_atomic_cmpswap_f32 v1, v[2:3], vcc
global_atomic_cmpswap_f32 v1, v[2:3], ttmp[14:15]
global_atomic_cmpswap_f32 v255, v[2:3], s[6:7] offset:-1
global_atomic_cmpswap_f32 v255, v[2:3], s[104:105] offset:0
global_atomic_cmpswap_f32 v5, v255, v[2:3], vcc offset:4095 glc
global_atomic_cmpswap_f32 v255, v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_min_f32 v[1:2], v2, off
global_atomic_min_f32 v[254:255], v2, off
global_atomic_min_f32 v1, v2, s[6:7]
global_atomic_min_f32 v1, v2, s[104:105]
global_atomic_min_f32 v1, v2, vcc
global_atomic_min_f32 v1, v2, ttmp[14:15]
global_atomic_min_f32 v255, v2, s[6:7] offset:-1
global_atomic_min_f32 v255, v2, s[104:105] offset:0
global_atomic_min_f32 v5, v255, v2, vcc offset:4095 glc
global_atomic_min_f32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_max_f32 v[1:2], v2, off
global_atomic_max_f32 v[254:255], v2, off
global_atomic_max_f32 v1, v2, s[6:7]
global_atomic_max_f32 v1, v2, s[104:105]
global_atomic_max_f32 v1, v2, vcc
global_atomic_max_f32 v1, v2, ttmp[14:15]
global_atomic_max_f32 v255, v2, s[6:7] offset:-1
global_atomic_max_f32 v255, v2, s[104:105] offset:0
global_atomic_max_f32 v5, v255, v2, vcc offset:4095 glc
global_atomic_max_f32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_add_f32 v[1:2], v2, off
global_atomic_add_f32 v[254:255], v2, off
global_atomic_add_f32 v1, v2, s[6:7]
global_atomic_add_f32 v1, v2, s[104:105]
global_atomic_add_f32 v1, v2, vcc
global_atomic_add_f32 v1, v2, ttmp[14:15]
global_atomic_add_f32 v255, v2, s[6:7] offset:-1
global_atomic_add_f32 v255, v2, s[104:105] offset:0
global_atomic_add_f32 v5, v255, v2, vcc offset:4095 glc
global_atomic_add_f32 v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
flat_atomic_add v[1:2], v2
flat_atomic_add v[1:2], v2 offset:4095
flat_atomic_add v5, v[1:2], v2 offset:0 glc
flat_atomic_add v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_add_x2 v[1:2], v[2:3]
flat_atomic_add_x2 v[1:2], v[2:3] offset:4095
flat_atomic_add_x2 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_add_x2 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_and v[1:2], v2
flat_atomic_and v[1:2], v2 offset:4095
flat_atomic_and v5, v[1:2], v2 offset:0 glc
flat_atomic_and v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_and_x2 v[1:2], v[2:3]
flat_atomic_and_x2 v[1:2], v[2:3] offset:4095
flat_atomic_and_x2 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_and_x2 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_cmpswap v[1:2], v[2:3]
flat_atomic_cmpswap v[1:2], v[2:3] offset:4095
flat_atomic_cmpswap v5, v[1:2], v[2:3] offset:0 glc
flat_atomic_cmpswap v255, v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_cmpswap_x2 v[1:2], v[2:5]
flat_atomic_cmpswap_x2 v[1:2], v[2:5] offset:4095
flat_atomic_cmpswap_x2 v[5:6], v[1:2], v[2:5] offset:0 glc
flat_atomic_cmpswap_x2 v[254:255], v[254:255], v[252:255] offset:7 glc slc dlc
flat_atomic_dec v[1:2], v2
flat_atomic_dec v[1:2], v2 offset:4095
flat_atomic_dec v5, v[1:2], v2 offset:0 glc
flat_atomic_dec v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_dec_x2 v[1:2], v[2:3]
flat_atomic_dec_x2 v[1:2], v[2:3] offset:4095
flat_atomic_dec_x2 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_dec_x2 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_inc v[1:2], v2
flat_atomic_inc v[1:2], v2 offset:4095
flat_atomic_inc v5, v[1:2], v2 offset:0 glc
flat_atomic_inc v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_inc_x2 v[1:2], v[2:3]
flat_atomic_inc_x2 v[1:2], v[2:3] offset:4095
flat_atomic_inc_x2 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_inc_x2 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_or v[1:2], v2
flat_atomic_or v[1:2], v2 offset:4095
flat_atomic_or v5, v[1:2], v2 offset:0 glc
flat_atomic_or v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_or_x2 v[1:2], v[2:3]
flat_atomic_or_x2 v[1:2], v[2:3] offset:4095
flat_atomic_or_x2 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_or_x2 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_smax v[1:2], v2
flat_atomic_smax v[1:2], v2 offset:4095
flat_atomic_smax v5, v[1:2], v2 offset:0 glc
flat_atomic_smax v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_smax_x2 v[1:2], v[2:3]
flat_atomic_smax_x2 v[1:2], v[2:3] offset:4095
flat_atomic_smax_x2 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_smax_x2 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_smin v[1:2], v2
flat_atomic_smin v[1:2], v2 offset:4095
flat_atomic_smin v5, v[1:2], v2 offset:0 glc
flat_atomic_smin v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_smin_x2 v[1:2], v[2:3]
flat_atomic_smin_x2 v[1:2], v[2:3] offset:4095
flat_atomic_smin_x2 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_smin_x2 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_sub v[1:2], v2
flat_atomic_sub v[1:2], v2 offset:4095
flat_atomic_sub v5, v[1:2], v2 offset:0 glc
flat_atomic_sub v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_sub_x2 v[1:2], v[2:3]
flat_atomic_sub_x2 v[1:2], v[2:3] offset:4095
flat_atomic_sub_x2 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_sub_x2 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_swap v[1:2], v2
flat_atomic_swap v[1:2], v2 offset:4095
flat_atomic_swap v5, v[1:2], v2 offset:0 glc
flat_atomic_swap v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_swap_x2 v[1:2], v[2:3]
flat_atomic_swap_x2 v[1:2], v[2:3] offset:4095
flat_atomic_swap_x2 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_swap_x2 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_umax v[1:2], v2
flat_atomic_umax v[1:2], v2 offset:4095
flat_atomic_umax v5, v[1:2], v2 offset:0 glc
flat_atomic_umax v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_umax_x2 v[1:2], v[2:3]
flat_atomic_umax_x2 v[1:2], v[2:3] offset:4095
flat_atomic_umax_x2 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_umax_x2 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_umin v[1:2], v2
flat_atomic_umin v[1:2], v2 offset:4095
flat_atomic_umin v5, v[1:2], v2 offset:0 glc
flat_atomic_umin v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_umin_x2 v[1:2], v[2:3]
flat_atomic_umin_x2 v[1:2], v[2:3] offset:4095
flat_atomic_umin_x2 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_umin_x2 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_atomic_xor v[1:2], v2
flat_atomic_xor v[1:2], v2 offset:4095
flat_atomic_xor v5, v[1:2], v2 offset:0 glc
flat_atomic_xor v255, v[254:255], v255 offset:7 glc slc dlc
flat_atomic_xor_x2 v[1:2], v[2:3]
flat_atomic_xor_x2 v[1:2], v[2:3] offset:4095
flat_atomic_xor_x2 v[5:6], v[1:2], v[2:3] offset:0 glc
flat_atomic_xor_x2 v[254:255], v[254:255], v[254:255] offset:7 glc slc dlc
flat_load_dword v5, v[1:2]
flat_load_dword v5, v[1:2] offset:4095
flat_load_dword v5, v[1:2] offset:0
flat_load_dword v255, v[254:255] offset:7 glc slc dlc
flat_load_dwordx2 v[5:6], v[1:2]
flat_load_dwordx2 v[5:6], v[1:2] offset:4095
flat_load_dwordx2 v[5:6], v[1:2] offset:0
flat_load_dwordx2 v[254:255], v[254:255] offset:7 glc slc dlc
flat_load_dwordx3 v[5:7], v[1:2]
flat_load_dwordx3 v[5:7], v[1:2] offset:4095
flat_load_dwordx3 v[5:7], v[1:2] offset:0
flat_load_dwordx3 v[253:255], v[254:255] offset:7 glc slc dlc
flat_load_dwordx4 v[5:8], v[1:2]
flat_load_dwordx4 v[5:8], v[1:2] offset:4095
flat_load_dwordx4 v[5:8], v[1:2] offset:0
flat_load_dwordx4 v[252:255], v[254:255] offset:7 glc slc dlc
flat_load_sbyte v5, v[1:2]
flat_load_sbyte v5, v[1:2] offset:4095
flat_load_sbyte v5, v[1:2] offset:0
flat_load_sbyte v255, v[254:255] offset:7 glc slc dlc
flat_load_sshort v5, v[1:2]
flat_load_sshort v5, v[1:2] offset:4095
flat_load_sshort v5, v[1:2] offset:0
flat_load_sshort v255, v[254:255] offset:7 glc slc dlc
flat_load_ubyte v5, v[1:2]
flat_load_ubyte v5, v[1:2] offset:4095
flat_load_ubyte v5, v[1:2] offset:0
flat_load_ubyte v255, v[254:255] offset:7 glc slc dlc
flat_load_ushort v5, v[1:2]
flat_load_ushort v5, v[1:2] offset:4095
flat_load_ushort v5, v[1:2] offset:0
flat_load_ushort v255, v[254:255] offset:7 glc slc dlc
flat_store_b64 v[1:2], v[2:3]
flat_store_b64 v[1:2], v[2:3] offset:4095
flat_store_b64 v[1:2], v[2:3] offset:0
flat_store_byte v[1:2], v2
flat_store_byte v[1:2], v2 offset:4095
flat_store_byte v[1:2], v2 offset:0
flat_store_byte v[254:255], v255 offset:7 glc slc dlc
flat_store_dword v[1:2], v2
flat_store_dword v[1:2], v2 offset:4095
flat_store_dword v[1:2], v2 offset:0
flat_store_dword v[254:255], v255 offset:7 glc slc dlc
flat_store_dwordx2 v[1:2], v[2:3]
flat_store_dwordx2 v[1:2], v[2:3] offset:4095
flat_store_dwordx2 v[1:2], v[2:3] offset:0
flat_store_dwordx2 v[254:255], v[254:255] offset:7 glc slc dlc
flat_store_dwordx3 v[1:2], v[2:4]
flat_store_dwordx3 v[1:2], v[2:4] offset:4095
flat_store_dwordx3 v[1:2], v[2:4] offset:0
flat_store_dwordx3 v[254:255], v[253:255] offset:7 glc slc dlc
flat_store_dwordx4 v[1:2], v[2:5]
flat_store_dwordx4 v[1:2], v[2:5] offset:4095
flat_store_dwordx4 v[1:2], v[2:5] offset:0
flat_store_dwordx4 v[254:255], v[252:255] offset:7 glc slc dlc
flat_store_short v[1:2], v2
flat_store_short v[1:2], v2 offset:4095
flat_store_short v[1:2], v2 offset:0
flat_store_short v[254:255], v255 offset:7 glc slc dlc
global_atomic_add v[1:2], v2, off
global_atomic_add v[254:255], v2, off
global_atomic_add v1, v2, s[6:7]
global_atomic_add v1, v2, s[104:105]
global_atomic_add v1, v2, vcc
global_atomic_add v1, v2, ttmp[14:15]
global_atomic_add v255, v2, s[6:7] offset:-1
global_atomic_add v255, v2, s[104:105] offset:0
global_atomic_add v5, v255, v2, vcc offset:4095 glc
global_atomic_add v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_add_x2 v[1:2], v[2:3], off
global_atomic_add_x2 v[254:255], v[2:3], off
global_atomic_add_x2 v1, v[2:3], s[6:7]
global_atomic_add_x2 v1, v[2:3], s[104:105]
global_atomic_add_x2 v1, v[2:3], vcc
global_atomic_add_x2 v1, v[2:3], ttmp[14:15]
global_atomic_add_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_add_x2 v255, v[2:3], s[104:105] offset:0
global_atomic_add_x2 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_add_x2 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_and v[1:2], v2, off
global_atomic_and v[254:255], v2, off
global_atomic_and v1, v2, s[6:7]
global_atomic_and v1, v2, s[104:105]
global_atomic_and v1, v2, vcc
global_atomic_and v1, v2, ttmp[14:15]
global_atomic_and v255, v2, s[6:7] offset:-1
global_atomic_and v255, v2, s[104:105] offset:0
global_atomic_and v5, v255, v2, vcc offset:4095 glc
global_atomic_and v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_and_x2 v[1:2], v[2:3], off
global_atomic_and_x2 v[254:255], v[2:3], off
global_atomic_and_x2 v1, v[2:3], s[6:7]
global_atomic_and_x2 v1, v[2:3], s[104:105]
global_atomic_and_x2 v1, v[2:3], vcc
global_atomic_and_x2 v1, v[2:3], ttmp[14:15]
global_atomic_and_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_and_x2 v255, v[2:3], s[104:105] offset:0
global_atomic_and_x2 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_and_x2 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_cmpswap v[1:2], v[2:3], off
global_atomic_cmpswap v[254:255], v[2:3], off
global_atomic_cmpswap v1, v[2:3], s[6:7]
global_atomic_cmpswap v1, v[2:3], s[104:105]
global_atomic_cmpswap v1, v[2:3], vcc
global_atomic_cmpswap v1, v[2:3], ttmp[14:15]
global_atomic_cmpswap v255, v[2:3], s[6:7] offset:-1
global_atomic_cmpswap v255, v[2:3], s[104:105] offset:0
global_atomic_cmpswap v5, v255, v[2:3], vcc offset:4095 glc
global_atomic_cmpswap v255, v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
scratch_store_byte off, v2, off
scratch_store_byte off, v2, null
scratch_store_byte off, v2, s3
scratch_store_byte off, v2, s105
scratch_store_byte off, v2, vcc_lo
scratch_store_byte off, v2, vcc_hi
scratch_store_byte off, v2, ttmp15
scratch_store_byte v1, v2, off
scratch_store_byte v255, v2, off
scratch_store_byte v1, v2, null
scratch_store_byte v255, v2, null
scratch_store_byte v1, v2, s3
scratch_store_byte v1, v2, s105
scratch_store_byte v1, v2, vcc_lo
scratch_store_byte v1, v2, vcc_hi
scratch_store_byte v1, v2, ttmp15
scratch_store_byte v255, v2, s3
scratch_store_byte v255, v2, s105 offset:-1
scratch_store_byte v255, v2, vcc_lo offset:0
scratch_store_byte v255, v2, vcc_hi offset:4095
scratch_store_byte v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_store_dword off, v2, off
scratch_store_dword off, v2, null
scratch_store_dword off, v2, s3
scratch_store_dword off, v2, s105
// chars 48000-64000: LLVM's lines the loop did not make
global_atomic_cmpswap_b64 v[1:2], v[2:5], off
global_atomic_cmpswap_b64 v[254:255], v[2:5], off
global_atomic_cmpswap_b64 v1, v[2:5], s[6:7]
global_atomic_cmpswap_b64 v1, v[2:5], s[104:105]
global_atomic_cmpswap_b64 v1, v[2:5], vcc
global_atomic_cmpswap_b64 v1, v[2:5], ttmp[14:15]
global_atomic_cmpswap_b64 v255, v[2:5], s[6:7] offset:-1
global_atomic_cmpswap_b64 v255, v[2:5], s[104:105] offset:0
global_atomic_cmpswap_b64 v[5:6], v255, v[2:5], vcc offset:4095 glc
global_atomic_cmpswap_b64 v[254:255], v255, v[252:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_cmpswap_x2 v[1:2], v[2:5], off
global_atomic_cmpswap_x2 v[254:255], v[2:5], off
global_atomic_cmpswap_x2 v1, v[2:5], s[6:7]
global_atomic_cmpswap_x2 v1, v[2:5], s[104:105]
global_atomic_cmpswap_x2 v1, v[2:5], vcc
global_atomic_cmpswap_x2 v1, v[2:5], ttmp[14:15]
global_atomic_cmpswap_x2 v255, v[2:5], s[6:7] offset:-1
global_atomic_cmpswap_x2 v255, v[2:5], s[104:105] offset:0
global_atomic_cmpswap_x2 v[5:6], v255, v[2:5], vcc offset:4095 glc
global_atomic_cmpswap_x2 v[254:255], v255, v[252:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_dec v[1:2], v2, off
global_atomic_dec v[254:255], v2, off
global_atomic_dec v1, v2, s[6:7]
global_atomic_dec v1, v2, s[104:105]
global_atomic_dec v1, v2, vcc
global_atomic_dec v1, v2, ttmp[14:15]
global_atomic_dec v255, v2, s[6:7] offset:-1
global_atomic_dec v255, v2, s[104:105] offset:0
global_atomic_dec v5, v255, v2, vcc offset:4095 glc
global_atomic_dec v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_dec_x2 v[1:2], v[2:3], off
global_atomic_dec_x2 v[254:255], v[2:3], off
global_atomic_dec_x2 v1, v[2:3], s[6:7]
global_atomic_dec_x2 v1, v[2:3], s[104:105]
global_atomic_dec_x2 v1, v[2:3], vcc
global_atomic_dec_x2 v1, v[2:3], ttmp[14:15]
global_atomic_dec_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_dec_x2 v255, v[2:3], s[104:105] offset:0
global_atomic_dec_x2 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_dec_x2 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_inc v[1:2], v2, off
global_atomic_inc v[254:255], v2, off
global_atomic_inc v1, v2, s[6:7]
global_atomic_inc v1, v2, s[104:105]
global_atomic_inc v1, v2, vcc
global_atomic_inc v1, v2, ttmp[14:15]
global_atomic_inc v255, v2, s[6:7] offset:-1
global_atomic_inc v255, v2, s[104:105] offset:0
global_atomic_inc v5, v255, v2, vcc offset:4095 glc
global_atomic_inc v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_inc_x2 v[1:2], v[2:3], off
global_atomic_inc_x2 v[254:255], v[2:3], off
global_atomic_inc_x2 v1, v[2:3], s[6:7]
global_atomic_inc_x2 v1, v[2:3], s[104:105]
global_atomic_inc_x2 v1, v[2:3], vcc
global_atomic_inc_x2 v1, v[2:3], ttmp[14:15]
global_atomic_inc_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_inc_x2 v255, v[2:3], s[104:105] offset:0
global_atomic_inc_x2 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_inc_x2 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_csub v5, v[1:2], v2, off glc
global_atomic_csub v[1:2], v2, off
global_atomic_csub v5, v[254:255], v2, off glc
global_atomic_csub v5, v1, v2, s[6:7] glc
global_atomic_csub v5, v1, v2, s[104:105] glc
global_atomic_csub v5, v1, v2, vcc glc
global_atomic_csub v5, v1, v2, ttmp[14:15] glc
global_atomic_csub v5, v255, v2, s[6:7] offset:-1 glc
global_atomic_csub v5, v255, v2, s[104:105] offset:0 glc
global_atomic_csub v5, v255, v2, vcc offset:4095 glc
global_atomic_csub v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_csub v255, v255, ttmp[14:15] offset:-4096 slc dlc
global_atomic_csub_u32 v5, v[1:2], v2, off glc
global_atomic_csub_u32 v5, v[254:255], v2, off glc
global_atomic_csub_u32 v5, v1, v2, s[6:7] glc
global_atomic_csub_u32 v5, v1, v2, s[104:105] glc
global_atomic_csub_u32 v5, v1, v2, vcc glc
global_atomic_csub_u32 v5, v1, v2, ttmp[14:15] glc
global_atomic_csub_u32 v5, v255, v2, s[6:7] offset:-1 glc
global_atomic_csub_u32 v5, v255, v2, s[104:105] offset:0 glc
// chars 64000-80000: LLVM's lines the loop did not make
global_atomic_or v[1:2], v2, off
global_atomic_or v[254:255], v2, off
global_atomic_or v1, v2, s[6:7]
global_atomic_or v1, v2, s[104:105]
global_atomic_or v1, v2, vcc
global_atomic_or v1, v2, ttmp[14:15]
global_atomic_or v255, v2, s[6:7] offset:-1
global_atomic_or v255, v2, s[104:105] offset:0
global_atomic_or v5, v255, v2, vcc offset:4095 glc
global_atomic_or v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_or_x2 v[1:2], v[2:3], off
global_atomic_or_x2 v[254:255], v[2:3], off
global_atomic_or_x2 v1, v[2:3], s[6:7]
global_atomic_or_x2 v1, v[2:3], s[104:105]
global_atomic_or_x2 v1, v[2:3], vcc
global_atomic_or_x2 v1, v[2:3], ttmp[14:15]
global_atomic_or_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_or_x2 v255, v[2:3], s[104:105] offset:0
global_atomic_or_x2 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_or_x2 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_smax v[1:2], v2, off
global_atomic_smax v[254:255], v2, off
global_atomic_smax v1, v2, s[6:7]
global_atomic_smax v1, v2, s[104:105]
global_atomic_smax v1, v2, vcc
global_atomic_smax v1, v2, ttmp[14:15]
global_atomic_smax v255, v2, s[6:7] offset:-1
global_atomic_smax v255, v2, s[104:105] offset:0
global_atomic_smax v5, v255, v2, vcc offset:4095 glc
global_atomic_smax v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_smax_x2 v[1:2], v[2:3], off
global_atomic_smax_x2 v[254:255], v[2:3], off
global_atomic_smax_x2 v1, v[2:3], s[6:7]
global_atomic_smax_x2 v1, v[2:3], s[104:105]
global_atomic_smax_x2 v1, v[2:3], vcc
global_atomic_smax_x2 v1, v[2:3], ttmp[14:15]
global_atomic_smax_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_smax_x2 v255, v[2:3], s[104:105] offset:0
global_atomic_smax_x2 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_smax_x2 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_smin v[1:2], v2, off
global_atomic_smin v[254:255], v2, off
global_atomic_smin v1, v2, s[6:7]
global_atomic_smin v1, v2, s[104:105]
global_atomic_smin v1, v2, vcc
global_atomic_smin v1, v2, ttmp[14:15]
global_atomic_smin v255, v2, s[6:7] offset:-1
global_atomic_smin v255, v2, s[104:105] offset:0
global_atomic_smin v5, v255, v2, vcc offset:4095 glc
global_atomic_smin v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_smin_x2 v[1:2], v[2:3], off
global_atomic_smin_x2 v[254:255], v[2:3], off
global_atomic_smin_x2 v1, v[2:3], s[6:7]
global_atomic_smin_x2 v1, v[2:3], s[104:105]
global_atomic_smin_x2 v1, v[2:3], vcc
global_atomic_smin_x2 v1, v[2:3], ttmp[14:15]
global_atomic_smin_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_smin_x2 v255, v[2:3], s[104:105] offset:0
global_atomic_smin_x2 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_smin_x2 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
// chars 80000-96000: LLVM's lines the loop did not make
global_atomic_sub v[1:2], v2, off
global_atomic_sub v[254:255], v2, off
global_atomic_sub v1, v2, s[6:7]
global_atomic_sub v1, v2, s[104:105]
global_atomic_sub v1, v2, vcc
global_atomic_sub v1, v2, ttmp[14:15]
global_atomic_sub v255, v2, s[6:7] offset:-1
global_atomic_sub v255, v2, s[104:105] offset:0
global_atomic_sub v5, v255, v2, vcc offset:4095 glc
global_atomic_sub v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_sub_x2 v[1:2], v[2:3], off
global_atomic_sub_x2 v[254:255], v[2:3], off
global_atomic_sub_x2 v1, v[2:3], s[6:7]
global_atomic_sub_x2 v1, v[2:3], s[104:105]
global_atomic_sub_x2 v1, v[2:3], vcc
global_atomic_sub_x2 v1, v[2:3], ttmp[14:15]
global_atomic_sub_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_sub_x2 v255, v[2:3], s[104:105] offset:0
global_atomic_sub_x2 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_sub_x2 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_swap v[1:2], v2, off
global_atomic_swap v[254:255], v2, off
global_atomic_swap v1, v2, s[6:7]
global_atomic_swap v1, v2, s[104:105]
global_atomic_swap v1, v2, vcc
global_atomic_swap v1, v2, ttmp[14:15]
global_atomic_swap v255, v2, s[6:7] offset:-1
global_atomic_swap v255, v2, s[104:105] offset:0
global_atomic_swap v5, v255, v2, vcc offset:4095 glc
global_atomic_swap v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_swap_x2 v[1:2], v[2:3], off
global_atomic_swap_x2 v[254:255], v[2:3], off
global_atomic_swap_x2 v1, v[2:3], s[6:7]
global_atomic_swap_x2 v1, v[2:3], s[104:105]
global_atomic_swap_x2 v1, v[2:3], vcc
global_atomic_swap_x2 v1, v[2:3], ttmp[14:15]
global_atomic_swap_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_swap_x2 v255, v[2:3], s[104:105] offset:0
global_atomic_swap_x2 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_swap_x2 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_umax v[1:2], v2, off
global_atomic_umax v[254:255], v2, off
global_atomic_umax v1, v2, s[6:7]
global_atomic_umax v1, v2, s[104:105]
global_atomic_umax v1, v2, vcc
global_atomic_umax v1, v2, ttmp[14:15]
global_atomic_umax v255, v2, s[6:7] offset:-1
global_atomic_umax v255, v2, s[104:105] offset:0
global_atomic_umax v5, v255, v2, vcc offset:4095 glc
global_atomic_umax v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_umax_x2 v[1:2], v[2:3], off
global_atomic_umax_x2 v[254:255], v[2:3], off
global_atomic_umax_x2 v1, v[2:3], s[6:7]
global_atomic_umax_x2 v1, v[2:3], s[104:105]
global_atomic_umax_x2 v1, v[2:3], vcc
global_atomic_umax_x2 v1, v[2:3], ttmp[14:15]
global_atomic_umax_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_umax_x2 v255, v[2:3], s[104:105] offset:0
global_atomic_umax_x2 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_umax_x2 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_umin v[1:2], v2, off
global_atomic_umin v[254:255], v2, off
global_atomic_umin v1, v2, s[6:7]
global_atomic_umin v1, v2, s[104:105]
global_atomic_umin v1, v2, vcc
global_atomic_umin v1, v2, ttmp[14:15]
global_atomic_umin v255, v2, s[6:7] offset:-1
global_atomic_umin v255, v2, s[104:105] offset:0
global_atomic_umin v5, v255, v2, vcc offset:4095 glc
global_atomic_umin v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_umin_x2 v[1:2], v[2:3], off
global_atomic_umin_x2 v[254:255], v[2:3], off
global_atomic_umin_x2 v1, v[2:3], s[6:7]
global_atomic_umin_x2 v1, v[2:3], s[104:105]
global_atomic_umin_x2 v1, v[2:3], vcc
global_atomic_umin_x2 v1, v[2:3], ttmp[14:15]
global_atomic_umin_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_umin_x2 v255, v[2:3], s[104:105] offset:0
global_atomic_umin_x2 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_umin_x2 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_xor v[1:2], v2, off
global_atomic_xor v[254:255], v2, off
global_atomic_xor v1, v2, s[6:7]
global_atomic_xor v1, v2, s[104:105]
global_atomic_xor v1, v2, vcc
global_atomic_xor v1, v2, ttmp[14:15]
global_atomic_xor v255, v2, s[6:7] offset:-1
global_atomic_xor v255, v2, s[104:105] offset:0
global_atomic_xor v5, v255, v2, vcc offset:4095 glc
global_atomic_xor v255, v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_atomic_xor_x2 v[1:2], v[2:3], off
global_atomic_xor_x2 v[254:255], v[2:3], off
global_atomic_xor_x2 v1, v[2:3], s[6:7]
global_atomic_xor_x2 v1, v[2:3], s[104:105]
global_atomic_xor_x2 v1, v[2:3], vcc
global_atomic_xor_x2 v1, v[2:3], ttmp[14:15]
global_atomic_xor_x2 v255, v[2:3], s[6:7] offset:-1
global_atomic_xor_x2 v255, v[2:3], s[104:105] offset:0
global_atomic_xor_x2 v[5:6], v255, v[2:3], vcc offset:4095 glc
global_atomic_xor_x2 v[254:255], v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
// chars 96000-112000: LLVM's lines the loop did not make
global_load_addtid_b32 v5, s[2:3]
global_load_addtid_b32 v5, s[104:105]
global_load_addtid_b32 v5, vcc offset:-1
global_load_addtid_b32 v5, ttmp[14:15] offset:0
global_load_addtid_b32 v5, null offset:4095
global_load_addtid_b32 v255, off offset:-4096 glc slc dlc
global_load_b128 v[5:8], v[1:2], off
global_load_b128 v[5:8], v[254:255], off
global_load_b128 v[5:8], v1, s[4:5]
global_load_b128 v[5:8], v1, s[104:105]
global_load_b128 v[5:8], v1, vcc
global_load_b128 v[5:8], v1, ttmp[14:15]
global_load_b128 v[5:8], v255, s[4:5] offset:-1
global_load_b128 v[5:8], v255, s[104:105] offset:0
global_load_b128 v[5:8], v255, vcc offset:4095
global_load_b128 v[252:255], v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_b32 v5, v[1:2], off
global_load_b32 v5, v[254:255], off
global_load_b32 v5, v1, s[4:5]
global_load_b32 v5, v1, s[104:105]
global_load_b32 v5, v1, vcc
global_load_b32 v5, v1, ttmp[14:15]
global_load_b32 v5, v255, s[4:5] offset:-1
global_load_b32 v5, v255, s[104:105] offset:0
global_load_b32 v5, v255, vcc offset:4095
global_load_b32 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_b64 v[5:6], v[1:2], off
global_load_b64 v[5:6], v[254:255], off
global_load_b64 v[5:6], v1, s[4:5]
global_load_b64 v[5:6], v1, s[104:105]
global_load_b64 v[5:6], v1, vcc
global_load_b64 v[5:6], v1, ttmp[14:15]
global_load_b64 v[5:6], v255, s[4:5] offset:-1
global_load_b64 v[5:6], v255, s[104:105] offset:0
global_load_b64 v[5:6], v255, vcc offset:4095
global_load_b64 v[254:255], v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_b96 v[5:7], v[1:2], off
global_load_b96 v[5:7], v[254:255], off
global_load_b96 v[5:7], v1, s[4:5]
global_load_b96 v[5:7], v1, s[104:105]
global_load_b96 v[5:7], v1, vcc
global_load_b96 v[5:7], v1, ttmp[14:15]
global_load_b96 v[5:7], v255, s[4:5] offset:-1
global_load_b96 v[5:7], v255, s[104:105] offset:0
global_load_b96 v[5:7], v255, vcc offset:4095
global_load_b96 v[253:255], v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_d16_b16 v5, v[1:2], off
global_load_d16_b16 v5, v[254:255], off
global_load_d16_b16 v5, v1, s[4:5]
global_load_d16_b16 v5, v1, s[104:105]
global_load_d16_b16 v5, v1, vcc
global_load_d16_b16 v5, v1, ttmp[14:15]
global_load_d16_b16 v5, v255, s[4:5] offset:-1
global_load_d16_b16 v5, v255, s[104:105] offset:0
global_load_d16_b16 v5, v255, vcc offset:4095
global_load_d16_b16 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_d16_hi_b16 v5, v[1:2], off
global_load_d16_hi_b16 v5, v[254:255], off
global_load_d16_hi_b16 v5, v1, s[4:5]
global_load_d16_hi_b16 v5, v1, s[104:105]
global_load_d16_hi_b16 v5, v1, vcc
global_load_d16_hi_b16 v5, v1, ttmp[14:15]
global_load_d16_hi_b16 v5, v255, s[4:5] offset:-1
global_load_d16_hi_b16 v5, v255, s[104:105] offset:0
global_load_d16_hi_b16 v5, v255, vcc offset:4095
global_load_d16_hi_b16 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_d16_hi_i8 v5, v[1:2], off
global_load_d16_hi_i8 v5, v[254:255], off
global_load_d16_hi_i8 v5, v1, s[4:5]
global_load_d16_hi_i8 v5, v1, s[104:105]
global_load_d16_hi_i8 v5, v1, vcc
global_load_d16_hi_i8 v5, v1, ttmp[14:15]
global_load_d16_hi_i8 v5, v255, s[4:5] offset:-1
global_load_d16_hi_i8 v5, v255, s[104:105] offset:0
global_load_d16_hi_i8 v5, v255, vcc offset:4095
global_load_d16_hi_i8 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_d16_hi_u8 v5, v[1:2], off
global_load_d16_hi_u8 v5, v[254:255], off
global_load_d16_hi_u8 v5, v1, s[4:5]
global_load_d16_hi_u8 v5, v1, s[104:105]
global_load_d16_hi_u8 v5, v1, vcc
global_load_d16_hi_u8 v5, v1, ttmp[14:15]
global_load_d16_hi_u8 v5, v255, s[4:5] offset:-1
global_load_d16_hi_u8 v5, v255, s[104:105] offset:0
global_load_d16_hi_u8 v5, v255, vcc offset:4095
global_load_d16_hi_u8 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_d16_i8 v5, v[1:2], off
global_load_d16_i8 v5, v[254:255], off
global_load_d16_i8 v5, v1, s[4:5]
global_load_d16_i8 v5, v1, s[104:105]
global_load_d16_i8 v5, v1, vcc
global_load_d16_i8 v5, v1, ttmp[14:15]
global_load_d16_i8 v5, v255, s[4:5] offset:-1
global_load_d16_i8 v5, v255, s[104:105] offset:0
global_load_d16_i8 v5, v255, vcc offset:4095
global_load_d16_i8 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_d16_u8 v5, v[1:2], off
global_load_d16_u8 v5, v[254:255], off
global_load_d16_u8 v5, v1, s[4:5]
global_load_d16_u8 v5, v1, s[104:105]
global_load_d16_u8 v5, v1, vcc
global_load_d16_u8 v5, v1, ttmp[14:15]
global_load_d16_u8 v5, v255, s[4:5] offset:-1
global_load_d16_u8 v5, v255, s[104:105] offset:0
global_load_d16_u8 v5, v255, vcc offset:4095
global_load_d16_u8 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_dword v5, v[1:2], off
global_load_dword v5, v[254:255], off
global_load_dword v5, v1, s[4:5]
global_load_dword v5, v1, s[104:105]
global_load_dword v5, v1, vcc
global_load_dword v5, v1, ttmp[14:15]
global_load_dword v5, v255, s[4:5] offset:-1
global_load_dword v5, v255, s[104:105] offset:0
global_load_dword v5, v255, vcc offset:4095
global_load_dword v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_dwordx2 v[5:6], v[1:2], off
global_load_dwordx2 v[5:6], v[254:255], off
global_load_dwordx2 v[5:6], v1, s[4:5]
global_load_dwordx2 v[5:6], v1, s[104:105]
global_load_dwordx2 v[5:6], v1, vcc
global_load_dwordx2 v[5:6], v1, ttmp[14:15]
global_load_dwordx2 v[5:6], v255, s[4:5] offset:-1
global_load_dwordx2 v[5:6], v255, s[104:105] offset:0
global_load_dwordx2 v[5:6], v255, vcc offset:4095
global_load_dwordx2 v[254:255], v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_dwordx3 v[5:7], v[1:2], off
global_load_dwordx3 v[5:7], v[254:255], off
global_load_dwordx3 v[5:7], v1, s[4:5]
global_load_dwordx3 v[5:7], v1, s[104:105]
global_load_dwordx3 v[5:7], v1, vcc
global_load_dwordx3 v[5:7], v1, ttmp[14:15]
global_load_dwordx3 v[5:7], v255, s[4:5] offset:-1
global_load_dwordx3 v[5:7], v255, s[104:105] offset:0
global_load_dwordx3 v[5:7], v255, vcc offset:4095
global_load_dwordx3 v[253:255], v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_dwordx4 v[5:8], v[1:2], off
global_load_dwordx4 v[5:8], v[254:255], off
global_load_dwordx4 v[5:8], v1, s[4:5]
global_load_dwordx4 v[5:8], v1, s[104:105]
global_load_dwordx4 v[5:8], v1, vcc
global_load_dwordx4 v[5:8], v1, ttmp[14:15]
global_load_dwordx4 v[5:8], v255, s[4:5] offset:-1
global_load_dwordx4 v[5:8], v255, s[104:105] offset:0
global_load_dwordx4 v[5:8], v255, vcc offset:4095
global_load_dwordx4 v[252:255], v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_i16 v5, v[1:2], off
global_load_i16 v5, v[254:255], off
global_load_i16 v5, v1, s[4:5]
global_load_i16 v5, v1, s[104:105]
global_load_i16 v5, v1, vcc
global_load_i16 v5, v1, ttmp[14:15]
global_load_i16 v5, v255, s[4:5] offset:-1
global_load_i16 v5, v255, s[104:105] offset:0
global_load_i16 v5, v255, vcc offset:4095
global_load_i16 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_i8 v5, v[1:2], off
global_load_i8 v5, v[254:255], off
global_load_i8 v5, v1, s[4:5]
global_load_i8 v5, v1, s[104:105]
global_load_i8 v5, v1, vcc
global_load_i8 v5, v1, ttmp[14:15]
global_load_i8 v5, v255, s[4:5] offset:-1
global_load_i8 v5, v255, s[104:105] offset:0
global_load_i8 v5, v255, vcc offset:4095
global_load_i8 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
// chars 112000-128000: LLVM's lines the loop did not make
global_load_sbyte v5, v[1:2], off
global_load_sbyte v5, v[254:255], off
global_load_sbyte v5, v1, s[4:5]
global_load_sbyte v5, v1, s[104:105]
global_load_sbyte v5, v1, vcc
global_load_sbyte v5, v1, ttmp[14:15]
global_load_sbyte v5, v255, s[4:5] offset:-1
global_load_sbyte v5, v255, s[104:105] offset:0
global_load_sbyte v5, v255, vcc offset:4095
global_load_sbyte v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_sshort v5, v[1:2], off
global_load_sshort v5, v[254:255], off
global_load_sshort v5, v1, s[4:5]
global_load_sshort v5, v1, s[104:105]
global_load_sshort v5, v1, vcc
global_load_sshort v5, v1, ttmp[14:15]
global_load_sshort v5, v255, s[4:5] offset:-1
global_load_sshort v5, v255, s[104:105] offset:0
global_load_sshort v5, v255, vcc offset:4095
global_load_sshort v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_u16 v5, v[1:2], off
global_load_u16 v5, v[254:255], off
global_load_u16 v5, v1, s[4:5]
global_load_u16 v5, v1, s[104:105]
global_load_u16 v5, v1, vcc
global_load_u16 v5, v1, ttmp[14:15]
global_load_u16 v5, v255, s[4:5] offset:-1
global_load_u16 v5, v255, s[104:105] offset:0
global_load_u16 v5, v255, vcc offset:4095
global_load_u16 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_u8 v5, v[1:2], off
global_load_u8 v5, v[254:255], off
global_load_u8 v5, v1, s[4:5]
global_load_u8 v5, v1, s[104:105]
global_load_u8 v5, v1, vcc
global_load_u8 v5, v1, ttmp[14:15]
global_load_u8 v5, v255, s[4:5] offset:-1
global_load_u8 v5, v255, s[104:105] offset:0
global_load_u8 v5, v255, vcc offset:4095
global_load_u8 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_ubyte v5, v[1:2], off
global_load_ubyte v5, v[254:255], off
global_load_ubyte v5, v1, s[4:5]
global_load_ubyte v5, v1, s[104:105]
global_load_ubyte v5, v1, vcc
global_load_ubyte v5, v1, ttmp[14:15]
global_load_ubyte v5, v255, s[4:5] offset:-1
global_load_ubyte v5, v255, s[104:105] offset:0
global_load_ubyte v5, v255, vcc offset:4095
global_load_ubyte v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_load_ushort v5, v[1:2], off
global_load_ushort v5, v[254:255], off
global_load_ushort v5, v1, s[4:5]
global_load_ushort v5, v1, s[104:105]
global_load_ushort v5, v1, vcc
global_load_ushort v5, v1, ttmp[14:15]
global_load_ushort v5, v255, s[4:5] offset:-1
global_load_ushort v5, v255, s[104:105] offset:0
global_load_ushort v5, v255, vcc offset:4095
global_load_ushort v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_store_addtid_b32 v1, s[4:5]
global_store_addtid_b32 v1, s[104:105]
global_store_addtid_b32 v1, vcc offset:-1
global_store_addtid_b32 v1, ttmp[14:15] offset:0
global_store_addtid_b32 v1, null offset:4095
global_store_addtid_b32 v255, off offset:-4096 glc slc dlc
global_store_b128 v[1:2], v[2:5], off
global_store_b128 v[254:255], v[2:5], off
global_store_b128 v1, v[2:5], s[6:7]
global_store_b128 v1, v[2:5], s[104:105]
global_store_b128 v1, v[2:5], vcc
global_store_b128 v1, v[2:5], ttmp[14:15]
global_store_b128 v255, v[2:5], s[6:7] offset:-1
global_store_b128 v255, v[2:5], s[104:105] offset:0
global_store_b128 v255, v[2:5], vcc offset:4095
global_store_b128 v255, v[252:255], ttmp[14:15] offset:-4096 glc slc dlc
global_store_b16 v255, v2, vcc offset:4095
global_store_b16 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_store_b32 v255, v2, vcc offset:4095
global_store_b32 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_store_b64 v255, v[2:3], vcc offset:4095
global_store_b64 v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_store_b8 v255, v2, vcc offset:4095
global_store_b8 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_store_b96 v[1:2], v[2:4], off
global_store_b96 v[254:255], v[2:4], off
global_store_b96 v1, v[2:4], s[6:7]
global_store_b96 v1, v[2:4], s[104:105]
global_store_b96 v1, v[2:4], vcc
global_store_b96 v1, v[2:4], ttmp[14:15]
global_store_b96 v255, v[2:4], s[6:7] offset:-1
global_store_b96 v255, v[2:4], s[104:105] offset:0
global_store_b96 v255, v[2:4], vcc offset:4095
global_store_b96 v255, v[253:255], ttmp[14:15] offset:-4096 glc slc dlc
global_store_byte v[1:2], v2, off
global_store_byte v[254:255], v2, off
global_store_byte v1, v2, s[6:7]
global_store_byte v1, v2, s[104:105]
global_store_byte v1, v2, vcc
global_store_byte v1, v2, ttmp[14:15]
global_store_byte v255, v2, s[6:7] offset:-1
global_store_byte v255, v2, s[104:105] offset:0
global_store_byte v255, v2, vcc offset:4095
global_store_byte v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_store_d16_hi_b16 v255, v2, vcc offset:4095
global_store_d16_hi_b16 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_store_d16_hi_b8 v255, v2, vcc offset:4095
global_store_d16_hi_b8 v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
global_store_dword v[1:2], v2, off
global_store_dword v[254:255], v2, off
global_store_dword v1, v2, s[6:7]
global_store_dword v1, v2, s[104:105]
global_store_dword v1, v2, vcc
global_store_dword v1, v2, ttmp[14:15]
global_store_dword v255, v2, s[6:7] offset:-1
global_store_dword v255, v2, s[104:105] offset:0
global_store_dword v255, v2, vcc offset:4095
global_store_dword v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
// chars 128000-144000: LLVM's lines the loop did not make
global_store_dwordx2 v[1:2], v[2:3], off
global_store_dwordx2 v[254:255], v[2:3], off
global_store_dwordx2 v1, v[2:3], s[6:7]
global_store_dwordx2 v1, v[2:3], s[104:105]
global_store_dwordx2 v1, v[2:3], vcc
global_store_dwordx2 v1, v[2:3], ttmp[14:15]
global_store_dwordx2 v255, v[2:3], s[6:7] offset:-1
global_store_dwordx2 v255, v[2:3], s[104:105] offset:0
global_store_dwordx2 v255, v[2:3], vcc offset:4095
global_store_dwordx2 v255, v[254:255], ttmp[14:15] offset:-4096 glc slc dlc
global_store_dwordx3 v[1:2], v[2:4], off
global_store_dwordx3 v[254:255], v[2:4], off
global_store_dwordx3 v1, v[2:4], s[6:7]
global_store_dwordx3 v1, v[2:4], s[104:105]
global_store_dwordx3 v1, v[2:4], vcc
global_store_dwordx3 v1, v[2:4], ttmp[14:15]
global_store_dwordx3 v255, v[2:4], s[6:7] offset:-1
global_store_dwordx3 v255, v[2:4], s[104:105] offset:0
global_store_dwordx3 v255, v[2:4], vcc offset:4095
global_store_dwordx3 v255, v[253:255], ttmp[14:15] offset:-4096 glc slc dlc
global_store_dwordx4 v[1:2], v[2:5], off
global_store_dwordx4 v[254:255], v[2:5], off
global_store_dwordx4 v1, v[2:5], s[6:7]
global_store_dwordx4 v1, v[2:5], s[104:105]
global_store_dwordx4 v1, v[2:5], vcc
global_store_dwordx4 v1, v[2:5], ttmp[14:15]
global_store_dwordx4 v255, v[2:5], s[6:7] offset:-1
global_store_dwordx4 v255, v[2:5], s[104:105] offset:0
global_store_dwordx4 v255, v[2:5], vcc offset:4095
global_store_dwordx4 v255, v[252:255], ttmp[14:15] offset:-4096 glc slc dlc
global_store_short v[1:2], v2, off
global_store_short v[254:255], v2, off
global_store_short v1, v2, s[6:7]
global_store_short v1, v2, s[104:105]
global_store_short v1, v2, vcc
global_store_short v1, v2, ttmp[14:15]
global_store_short v255, v2, s[6:7] offset:-1
global_store_short v255, v2, s[104:105] offset:0
global_store_short v255, v2, vcc offset:4095
global_store_short v255, v255, ttmp[14:15] offset:-4096 glc slc dlc
scratch_load_b128 v[5:8], off, off
scratch_load_b128 v[5:8], off, null
scratch_load_b128 v[5:8], off, s2
scratch_load_b128 v[5:8], off, s105
scratch_load_b128 v[5:8], off, vcc_lo
scratch_load_b128 v[5:8], off, vcc_hi
scratch_load_b128 v[5:8], off, ttmp15
scratch_load_b128 v[5:8], v1, off
scratch_load_b128 v[5:8], v255, off
scratch_load_b128 v[5:8], v1, null
scratch_load_b128 v[5:8], v255, null
scratch_load_b128 v[5:8], v1, s2
scratch_load_b128 v[5:8], v1, s105
scratch_load_b128 v[5:8], v1, vcc_lo
scratch_load_b128 v[5:8], v1, vcc_hi
scratch_load_b128 v[5:8], v1, ttmp15
scratch_load_b128 v[5:8], v255, s2
scratch_load_b128 v[5:8], v255, s105 offset:-1
scratch_load_b128 v[5:8], v255, vcc_lo offset:0
scratch_load_b128 v[5:8], v255, vcc_hi offset:4095
scratch_load_b128 v[252:255], v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_b32 v5, off, off
scratch_load_b32 v5, off, null
scratch_load_b32 v5, off, s2
scratch_load_b32 v5, off, s105
scratch_load_b32 v5, off, vcc_lo
scratch_load_b32 v5, off, vcc_hi
scratch_load_b32 v5, off, ttmp15
scratch_load_b32 v5, v1, off
scratch_load_b32 v5, v255, off
scratch_load_b32 v5, v1, null
scratch_load_b32 v5, v255, null
scratch_load_b32 v5, v1, s2
scratch_load_b32 v5, v1, s105
scratch_load_b32 v5, v1, vcc_lo
scratch_load_b32 v5, v1, vcc_hi
scratch_load_b32 v5, v1, ttmp15
scratch_load_b32 v5, v255, s2
scratch_load_b32 v5, v255, s105 offset:-1
scratch_load_b32 v5, v255, vcc_lo offset:0
scratch_load_b32 v5, v255, vcc_hi offset:4095
scratch_load_b64 v[5:6], off, off
scratch_load_b64 v[5:6], off, null
scratch_load_b64 v[5:6], off, s2
scratch_load_b64 v[5:6], off, s105
scratch_load_b64 v[5:6], off, vcc_lo
scratch_load_b64 v[5:6], off, vcc_hi
scratch_load_b64 v[5:6], off, ttmp15
scratch_load_b64 v[5:6], v1, off
scratch_load_b64 v[5:6], v255, off
scratch_load_b64 v[5:6], v1, null
scratch_load_b64 v[5:6], v255, null
scratch_load_b64 v[5:6], v1, s2
scratch_load_b64 v[5:6], v1, s105
scratch_load_b64 v[5:6], v1, vcc_lo
scratch_load_b64 v[5:6], v1, vcc_hi
scratch_load_b64 v[5:6], v1, ttmp15
scratch_load_b64 v[5:6], v255, s2
scratch_load_b64 v[5:6], v255, s105 offset:-1
scratch_load_b64 v[5:6], v255, vcc_lo offset:0
scratch_load_b64 v[5:6], v255, vcc_hi offset:4095
scratch_load_b64 v[254:255], v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_b96 v[5:7], off, off
scratch_load_b96 v[5:7], off, null
scratch_load_b96 v[5:7], off, s2
scratch_load_b96 v[5:7], off, s105
scratch_load_b96 v[5:7], off, vcc_lo
scratch_load_b96 v[5:7], off, vcc_hi
scratch_load_b96 v[5:7], off, ttmp15
scratch_load_b96 v[5:7], v1, off
scratch_load_b96 v[5:7], v255, off
scratch_load_b96 v[5:7], v1, null
scratch_load_b96 v[5:7], v255, null
scratch_load_b96 v[5:7], v1, s2
scratch_load_b96 v[5:7], v1, s105
scratch_load_b96 v[5:7], v1, vcc_lo
scratch_load_b96 v[5:7], v1, vcc_hi
scratch_load_b96 v[5:7], v1, ttmp15
scratch_load_b96 v[5:7], v255, s2
scratch_load_b96 v[5:7], v255, s105 offset:-1
scratch_load_b96 v[5:7], v255, vcc_lo offset:0
scratch_load_b96 v[5:7], v255, vcc_hi offset:4095
scratch_load_b96 v[253:255], v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_d16_b16 v5, off, off
scratch_load_d16_b16 v5, off, null
scratch_load_d16_b16 v5, off, s2
scratch_load_d16_b16 v5, off, s105
scratch_load_d16_b16 v5, off, vcc_lo
scratch_load_d16_b16 v5, off, vcc_hi
scratch_load_d16_b16 v5, off, ttmp15
scratch_load_d16_b16 v5, v1, off
scratch_load_d16_b16 v5, v255, off
scratch_load_d16_b16 v5, v1, null
scratch_load_d16_b16 v5, v255, null
scratch_load_d16_b16 v5, v1, s2
scratch_load_d16_b16 v5, v1, s105
scratch_load_d16_b16 v5, v1, vcc_lo
scratch_load_d16_b16 v5, v1, vcc_hi
scratch_load_d16_b16 v5, v1, ttmp15
scratch_load_d16_b16 v5, v255, s2
scratch_load_d16_b16 v5, v255, s105 offset:-1
scratch_load_d16_b16 v5, v255, vcc_lo offset:0
scratch_load_d16_b16 v5, v255, vcc_hi offset:4095
scratch_load_d16_hi_b16 v5, off, off
scratch_load_d16_hi_b16 v5, off, null
scratch_load_d16_hi_b16 v5, off, s2
scratch_load_d16_hi_b16 v5, off, s105
scratch_load_d16_hi_b16 v5, off, vcc_lo
scratch_load_d16_hi_b16 v5, off, vcc_hi
scratch_load_d16_hi_b16 v5, off, ttmp15
scratch_load_d16_hi_b16 v5, v1, off
scratch_load_d16_hi_b16 v5, v255, off
scratch_load_d16_hi_b16 v5, v1, null
scratch_load_d16_hi_b16 v5, v255, null
scratch_load_d16_hi_b16 v5, v1, s2
scratch_load_d16_hi_b16 v5, v1, s105
scratch_load_d16_hi_b16 v5, v1, vcc_lo
scratch_load_d16_hi_b16 v5, v1, vcc_hi
scratch_load_d16_hi_b16 v5, v1, ttmp15
scratch_load_d16_hi_b16 v5, v255, s2
scratch_load_d16_hi_b16 v5, v255, s105 offset:-1
scratch_load_d16_hi_b16 v5, v255, vcc_lo offset:0
scratch_load_d16_hi_b16 v5, v255, vcc_hi offset:4095
// chars 144000-160000: LLVM's lines the loop did not make
scratch_load_d16_hi_i8 v5, off, off
scratch_load_d16_hi_i8 v5, off, null
scratch_load_d16_hi_i8 v5, off, s2
scratch_load_d16_hi_i8 v5, off, s105
scratch_load_d16_hi_i8 v5, off, vcc_lo
scratch_load_d16_hi_i8 v5, off, vcc_hi
scratch_load_d16_hi_i8 v5, off, ttmp15
scratch_load_d16_hi_i8 v5, v1, off
scratch_load_d16_hi_i8 v5, v255, off
scratch_load_d16_hi_i8 v5, v1, null
scratch_load_d16_hi_i8 v5, v255, null
scratch_load_d16_hi_i8 v5, v1, s2
scratch_load_d16_hi_i8 v5, v1, s105
scratch_load_d16_hi_i8 v5, v1, vcc_lo
scratch_load_d16_hi_i8 v5, v1, vcc_hi
scratch_load_d16_hi_i8 v5, v1, ttmp15
scratch_load_d16_hi_i8 v5, v255, s2
scratch_load_d16_hi_i8 v5, v255, s105 offset:-1
scratch_load_d16_hi_i8 v5, v255, vcc_lo offset:0
scratch_load_d16_hi_i8 v5, v255, vcc_hi offset:4095
scratch_load_d16_hi_u8 v5, off, off
scratch_load_d16_hi_u8 v5, off, null
scratch_load_d16_hi_u8 v5, off, s2
scratch_load_d16_hi_u8 v5, off, s105
scratch_load_d16_hi_u8 v5, off, vcc_lo
scratch_load_d16_hi_u8 v5, off, vcc_hi
scratch_load_d16_hi_u8 v5, off, ttmp15
scratch_load_d16_hi_u8 v5, v1, off
scratch_load_d16_hi_u8 v5, v255, off
scratch_load_d16_hi_u8 v5, v1, null
scratch_load_d16_hi_u8 v5, v255, null
scratch_load_d16_hi_u8 v5, v1, s2
scratch_load_d16_hi_u8 v5, v1, s105
scratch_load_d16_hi_u8 v5, v1, vcc_lo
scratch_load_d16_hi_u8 v5, v1, vcc_hi
scratch_load_d16_hi_u8 v5, v1, ttmp15
scratch_load_d16_hi_u8 v5, v255, s2
scratch_load_d16_hi_u8 v5, v255, s105 offset:-1
scratch_load_d16_hi_u8 v5, v255, vcc_lo offset:0
scratch_load_d16_hi_u8 v5, v255, vcc_hi offset:4095
scratch_load_d16_i8 v5, off, off
scratch_load_d16_i8 v5, off, null
scratch_load_d16_i8 v5, off, s2
scratch_load_d16_i8 v5, off, s105
scratch_load_d16_i8 v5, off, vcc_lo
scratch_load_d16_i8 v5, off, vcc_hi
scratch_load_d16_i8 v5, off, ttmp15
scratch_load_d16_i8 v5, v1, off
scratch_load_d16_i8 v5, v255, off
scratch_load_d16_i8 v5, v1, null
scratch_load_d16_i8 v5, v255, null
scratch_load_d16_i8 v5, v1, s2
scratch_load_d16_i8 v5, v1, s105
scratch_load_d16_i8 v5, v1, vcc_lo
scratch_load_d16_i8 v5, v1, vcc_hi
scratch_load_d16_i8 v5, v1, ttmp15
scratch_load_d16_i8 v5, v255, s2
scratch_load_d16_i8 v5, v255, s105 offset:-1
scratch_load_d16_i8 v5, v255, vcc_lo offset:0
scratch_load_d16_i8 v5, v255, vcc_hi offset:4095
scratch_load_d16_u8 v5, off, off
scratch_load_d16_u8 v5, off, null
scratch_load_d16_u8 v5, off, s2
scratch_load_d16_u8 v5, off, s105
scratch_load_d16_u8 v5, off, vcc_lo
scratch_load_d16_u8 v5, off, vcc_hi
scratch_load_d16_u8 v5, off, ttmp15
scratch_load_d16_u8 v5, v1, off
scratch_load_d16_u8 v5, v255, off
scratch_load_d16_u8 v5, v1, null
scratch_load_d16_u8 v5, v255, null
scratch_load_d16_u8 v5, v1, s2
scratch_load_d16_u8 v5, v1, s105
scratch_load_d16_u8 v5, v1, vcc_lo
scratch_load_d16_u8 v5, v1, vcc_hi
scratch_load_d16_u8 v5, v1, ttmp15
scratch_load_d16_u8 v5, v255, s2
scratch_load_d16_u8 v5, v255, s105 offset:-1
scratch_load_d16_u8 v5, v255, vcc_lo offset:0
scratch_load_d16_u8 v5, v255, vcc_hi offset:4095
scratch_load_dword v5, off, off
scratch_load_dword v5, off, null
scratch_load_dword v5, off, s2
scratch_load_dword v5, off, s105
scratch_load_dword v5, off, vcc_lo
scratch_load_dword v5, off, vcc_hi
scratch_load_dword v5, off, ttmp15
scratch_load_dword v5, v1, off
scratch_load_dword v5, v255, off
scratch_load_dword v5, v1, null
scratch_load_dword v5, v255, null
scratch_load_dword v5, v1, s2
scratch_load_dword v5, v1, s105
scratch_load_dword v5, v1, vcc_lo
scratch_load_dword v5, v1, vcc_hi
scratch_load_dword v5, v1, ttmp15
scratch_load_dword v5, v255, s2
scratch_load_dword v5, v255, s105 offset:-1
scratch_load_dword v5, v255, vcc_lo offset:0
scratch_load_dword v5, v255, vcc_hi offset:4095
scratch_load_dword v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_dwordx2 v[5:6], off, off
scratch_load_dwordx2 v[5:6], off, null
scratch_load_dwordx2 v[5:6], off, s2
scratch_load_dwordx2 v[5:6], off, s105
scratch_load_dwordx2 v[5:6], off, vcc_lo
scratch_load_dwordx2 v[5:6], off, vcc_hi
scratch_load_dwordx2 v[5:6], off, ttmp15
scratch_load_dwordx2 v[5:6], v1, off
scratch_load_dwordx2 v[5:6], v255, off
scratch_load_dwordx2 v[5:6], v1, null
scratch_load_dwordx2 v[5:6], v255, null
scratch_load_dwordx2 v[5:6], v1, s2
scratch_load_dwordx2 v[5:6], v1, s105
scratch_load_dwordx2 v[5:6], v1, vcc_lo
scratch_load_dwordx2 v[5:6], v1, vcc_hi
scratch_load_dwordx2 v[5:6], v1, ttmp15
scratch_load_dwordx2 v[5:6], v255, s2
scratch_load_dwordx2 v[5:6], v255, s105 offset:-1
scratch_load_dwordx2 v[5:6], v255, vcc_lo offset:0
scratch_load_dwordx2 v[5:6], v255, vcc_hi offset:4095
scratch_load_dwordx2 v[254:255], v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_dwordx3 v[5:7], off, off
scratch_load_dwordx3 v[5:7], off, null
scratch_load_dwordx3 v[5:7], off, s2
scratch_load_dwordx3 v[5:7], off, s105
scratch_load_dwordx3 v[5:7], off, vcc_lo
scratch_load_dwordx3 v[5:7], off, vcc_hi
scratch_load_dwordx3 v[5:7], off, ttmp15
scratch_load_dwordx3 v[5:7], v1, off
scratch_load_dwordx3 v[5:7], v255, off
scratch_load_dwordx3 v[5:7], v1, null
scratch_load_dwordx3 v[5:7], v255, null
scratch_load_dwordx3 v[5:7], v1, s2
scratch_load_dwordx3 v[5:7], v1, s105
scratch_load_dwordx3 v[5:7], v1, vcc_lo
scratch_load_dwordx3 v[5:7], v1, vcc_hi
scratch_load_dwordx3 v[5:7], v1, ttmp15
scratch_load_dwordx3 v[5:7], v255, s2
scratch_load_dwordx3 v[5:7], v255, s105 offset:-1
scratch_load_dwordx3 v[5:7], v255, vcc_lo offset:0
scratch_load_dwordx3 v[5:7], v255, vcc_hi offset:4095
scratch_load_dwordx3 v[253:255], v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_dwordx4 v[5:8], off, off
scratch_load_dwordx4 v[5:8], off, null
scratch_load_dwordx4 v[5:8], off, s2
scratch_load_dwordx4 v[5:8], off, s105
scratch_load_dwordx4 v[5:8], off, vcc_lo
scratch_load_dwordx4 v[5:8], off, vcc_hi
scratch_load_dwordx4 v[5:8], off, ttmp15
scratch_load_dwordx4 v[5:8], v1, off
scratch_load_dwordx4 v[5:8], v255, off
scratch_load_dwordx4 v[5:8], v1, null
scratch_load_dwordx4 v[5:8], v255, null
scratch_load_dwordx4 v[5:8], v1, s2
scratch_load_dwordx4 v[5:8], v1, s105
scratch_load_dwordx4 v[5:8], v1, vcc_lo
scratch_load_dwordx4 v[5:8], v1, vcc_hi
scratch_load_dwordx4 v[5:8], v1, ttmp15
scratch_load_dwordx4 v[5:8], v255, s2
scratch_load_dwordx4 v[5:8], v255, s105 offset:-1
scratch_load_dwordx4 v[5:8], v255, vcc_lo offset:0
scratch_load_dwordx4 v[5:8], v255, vcc_hi offset:4095
scratch_load_dwordx4 v[252:255], v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_i16 v5, off, off
scratch_load_i16 v5, off, null
scratch_load_i16 v5, off, s2
scratch_load_i16 v5, off, s105
scratch_load_i16 v5, off, vcc_lo
scratch_load_i16 v5, off, vcc_hi
scratch_load_i16 v5, off, ttmp15
scratch_load_i16 v5, v1, off
scratch_load_i16 v5, v255, off
scratch_load_i16 v5, v1, null
scratch_load_i16 v5, v255, null
scratch_load_i16 v5, v1, s2
scratch_load_i16 v5, v1, s105
scratch_load_i16 v5, v1, vcc_lo
scratch_load_i16 v5, v1, vcc_hi
scratch_load_i16 v5, v1, ttmp15
scratch_load_i16 v5, v255, s2
scratch_load_i16 v5, v255, s105 offset:-1
scratch_load_i16 v5, v255, vcc_lo offset:0
scratch_load_i16 v5, v255, vcc_hi offset:4095
// chars 160000-176000: LLVM's lines the loop did not make
scratch_load_i8 v5, off, off
scratch_load_i8 v5, off, null
scratch_load_i8 v5, off, s2
scratch_load_i8 v5, off, s105
scratch_load_i8 v5, off, vcc_lo
scratch_load_i8 v5, off, vcc_hi
scratch_load_i8 v5, off, ttmp15
scratch_load_i8 v5, v1, off
scratch_load_i8 v5, v255, off
scratch_load_i8 v5, v1, null
scratch_load_i8 v5, v255, null
scratch_load_i8 v5, v1, s2
scratch_load_i8 v5, v1, s105
scratch_load_i8 v5, v1, vcc_lo
scratch_load_i8 v5, v1, vcc_hi
scratch_load_i8 v5, v1, ttmp15
scratch_load_i8 v5, v255, s2
scratch_load_i8 v5, v255, s105 offset:-1
scratch_load_i8 v5, v255, vcc_lo offset:0
scratch_load_i8 v5, v255, vcc_hi offset:4095
scratch_load_sbyte v5, off, off
scratch_load_sbyte v5, off, null
scratch_load_sbyte v5, off, s2
scratch_load_sbyte v5, off, s105
scratch_load_sbyte v5, off, vcc_lo
scratch_load_sbyte v5, off, vcc_hi
scratch_load_sbyte v5, off, ttmp15
scratch_load_sbyte v5, v1, off
scratch_load_sbyte v5, v255, off
scratch_load_sbyte v5, v1, null
scratch_load_sbyte v5, v255, null
scratch_load_sbyte v5, v1, s2
scratch_load_sbyte v5, v1, s105
scratch_load_sbyte v5, v1, vcc_lo
scratch_load_sbyte v5, v1, vcc_hi
scratch_load_sbyte v5, v1, ttmp15
scratch_load_sbyte v5, v255, s2
scratch_load_sbyte v5, v255, s105 offset:-1
scratch_load_sbyte v5, v255, vcc_lo offset:0
scratch_load_sbyte v5, v255, vcc_hi offset:4095
scratch_load_sbyte v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_sshort v5, off, off
scratch_load_sshort v5, off, null
scratch_load_sshort v5, off, s2
scratch_load_sshort v5, off, s105
scratch_load_sshort v5, off, vcc_lo
scratch_load_sshort v5, off, vcc_hi
scratch_load_sshort v5, off, ttmp15
scratch_load_sshort v5, v1, off
scratch_load_sshort v5, v255, off
scratch_load_sshort v5, v1, null
scratch_load_sshort v5, v255, null
scratch_load_sshort v5, v1, s2
scratch_load_sshort v5, v1, s105
scratch_load_sshort v5, v1, vcc_lo
scratch_load_sshort v5, v1, vcc_hi
scratch_load_sshort v5, v1, ttmp15
scratch_load_sshort v5, v255, s2
scratch_load_sshort v5, v255, s105 offset:-1
scratch_load_sshort v5, v255, vcc_lo offset:0
scratch_load_sshort v5, v255, vcc_hi offset:4095
scratch_load_sshort v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_u16 v5, off, off
scratch_load_u16 v5, off, null
scratch_load_u16 v5, off, s2
scratch_load_u16 v5, off, s105
scratch_load_u16 v5, off, vcc_lo
scratch_load_u16 v5, off, vcc_hi
scratch_load_u16 v5, off, ttmp15
scratch_load_u16 v5, v1, off
scratch_load_u16 v5, v255, off
scratch_load_u16 v5, v1, null
scratch_load_u16 v5, v255, null
scratch_load_u16 v5, v1, s2
scratch_load_u16 v5, v1, s105
scratch_load_u16 v5, v1, vcc_lo
scratch_load_u16 v5, v1, vcc_hi
scratch_load_u16 v5, v1, ttmp15
scratch_load_u16 v5, v255, s2
scratch_load_u16 v5, v255, s105 offset:-1
scratch_load_u16 v5, v255, vcc_lo offset:0
scratch_load_u16 v5, v255, vcc_hi offset:4095
scratch_load_u8 v5, off, off
scratch_load_u8 v5, off, null
scratch_load_u8 v5, off, s2
scratch_load_u8 v5, off, s105
scratch_load_u8 v5, off, vcc_lo
scratch_load_u8 v5, off, vcc_hi
scratch_load_u8 v5, off, ttmp15
scratch_load_u8 v5, v1, off
scratch_load_u8 v5, v255, off
scratch_load_u8 v5, v1, null
scratch_load_u8 v5, v255, null
scratch_load_u8 v5, v1, s2
scratch_load_u8 v5, v1, s105
scratch_load_u8 v5, v1, vcc_lo
scratch_load_u8 v5, v1, vcc_hi
scratch_load_u8 v5, v1, ttmp15
scratch_load_u8 v5, v255, s2
scratch_load_u8 v5, v255, s105 offset:-1
scratch_load_u8 v5, v255, vcc_lo offset:0
scratch_load_u8 v5, v255, vcc_hi offset:4095
scratch_load_ubyte v5, off, off
scratch_load_ubyte v5, off, null
scratch_load_ubyte v5, off, s2
scratch_load_ubyte v5, off, s105
scratch_load_ubyte v5, off, vcc_lo
scratch_load_ubyte v5, off, vcc_hi
scratch_load_ubyte v5, off, ttmp15
scratch_load_ubyte v5, v1, off
scratch_load_ubyte v5, v255, off
scratch_load_ubyte v5, v1, null
scratch_load_ubyte v5, v255, null
scratch_load_ubyte v5, v1, s2
scratch_load_ubyte v5, v1, s105
scratch_load_ubyte v5, v1, vcc_lo
scratch_load_ubyte v5, v1, vcc_hi
scratch_load_ubyte v5, v1, ttmp15
scratch_load_ubyte v5, v255, s2
scratch_load_ubyte v5, v255, s105 offset:-1
scratch_load_ubyte v5, v255, vcc_lo offset:0
scratch_load_ubyte v5, v255, vcc_hi offset:4095
scratch_load_ubyte v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_load_ushort v5, off, off
scratch_load_ushort v5, off, null
scratch_load_ushort v5, off, s2
scratch_load_ushort v5, off, s105
scratch_load_ushort v5, off, vcc_lo
scratch_load_ushort v5, off, vcc_hi
scratch_load_ushort v5, off, ttmp15
scratch_load_ushort v5, v1, off
scratch_load_ushort v5, v255, off
scratch_load_ushort v5, v1, null
scratch_load_ushort v5, v255, null
scratch_load_ushort v5, v1, s2
scratch_load_ushort v5, v1, s105
scratch_load_ushort v5, v1, vcc_lo
scratch_load_ushort v5, v1, vcc_hi
scratch_load_ushort v5, v1, ttmp15
scratch_load_ushort v5, v255, s2
scratch_load_ushort v5, v255, s105 offset:-1
scratch_load_ushort v5, v255, vcc_lo offset:0
scratch_load_ushort v5, v255, vcc_hi offset:4095
scratch_load_ushort v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_store_b128 off, v[2:5], off
scratch_store_b128 off, v[2:5], null
scratch_store_b128 off, v[2:5], s3
scratch_store_b128 off, v[2:5], s105
scratch_store_b128 off, v[2:5], vcc_lo
scratch_store_b128 off, v[2:5], vcc_hi
scratch_store_b128 off, v[2:5], ttmp15
scratch_store_b128 v1, v[2:5], off
scratch_store_b128 v255, v[2:5], off
scratch_store_b128 v1, v[2:5], null
scratch_store_b128 v255, v[2:5], null
scratch_store_b128 v1, v[2:5], s3
scratch_store_b128 v1, v[2:5], s105
scratch_store_b128 v1, v[2:5], vcc_lo
scratch_store_b128 v1, v[2:5], vcc_hi
scratch_store_b128 v1, v[2:5], ttmp15
scratch_store_b128 v255, v[2:5], s3
// chars 192000-201480: LLVM's lines the loop did not make
scratch_store_dword off, v2, vcc_lo
scratch_store_dword off, v2, vcc_hi
scratch_store_dword off, v2, ttmp15
scratch_store_dword v1, v2, off
scratch_store_dword v255, v2, off
scratch_store_dword v1, v2, null
scratch_store_dword v255, v2, null
scratch_store_dword v1, v2, s3
scratch_store_dword v1, v2, s105
scratch_store_dword v1, v2, vcc_lo
scratch_store_dword v1, v2, vcc_hi
scratch_store_dword v1, v2, ttmp15
scratch_store_dword v255, v2, s3
scratch_store_dword v255, v2, s105 offset:-1
scratch_store_dword v255, v2, vcc_lo offset:0
scratch_store_dword v255, v2, vcc_hi offset:4095
scratch_store_dword v255, v255, ttmp15 offset:-4096 glc slc dlc
scratch_store_dwordx2 off, v[2:3], off
scratch_store_dwordx2 off, v[2:3], null
scratch_store_dwordx2 off, v[2:3], s3
scratch_store_dwordx2 off, v[2:3], s105
scratch_store_dwordx2 off, v[2:3], vcc_lo
scratch_store_dwordx2 off, v[2:3], vcc_hi
scratch_store_dwordx2 off, v[2:3], ttmp15
scratch_store_dwordx2 v1, v[2:3], off
scratch_store_dwordx2 v255, v[2:3], off
scratch_store_dwordx2 v1, v[2:3], null
scratch_store_dwordx2 v255, v[2:3], null
scratch_store_dwordx2 v1, v[2:3], s3
scratch_store_dwordx2 v1, v[2:3], s105
scratch_store_dwordx2 v1, v[2:3], vcc_lo
scratch_store_dwordx2 v1, v[2:3], vcc_hi
scratch_store_dwordx2 v1, v[2:3], ttmp15
scratch_store_dwordx2 v255, v[2:3], s3
scratch_store_dwordx2 v255, v[2:3], s105 offset:-1
scratch_store_dwordx2 v255, v[2:3], vcc_lo offset:0
scratch_store_dwordx2 v255, v[2:3], vcc_hi offset:4095
scratch_store_dwordx2 v255, v[254:255], ttmp15 offset:-4096 glc slc dlc
scratch_store_dwordx3 off, v[2:4], off
scratch_store_dwordx3 off, v[2:4], null
scratch_store_dwordx3 off, v[2:4], s3
scratch_store_dwordx3 off, v[2:4], s105
scratch_store_dwordx3 off, v[2:4], vcc_lo
scratch_store_dwordx3 off, v[2:4], vcc_hi
scratch_store_dwordx3 off, v[2:4], ttmp15
scratch_store_dwordx3 v1, v[2:4], off
scratch_store_dwordx3 v255, v[2:4], off
scratch_store_dwordx3 v1, v[2:4], null
scratch_store_dwordx3 v255, v[2:4], null
scratch_store_dwordx3 v1, v[2:4], s3
scratch_store_dwordx3 v1, v[2:4], s105
scratch_store_dwordx3 v1, v[2:4], vcc_lo
scratch_store_dwordx3 v1, v[2:4], vcc_hi
scratch_store_dwordx3 v1, v[2:4], ttmp15
scratch_store_dwordx3 v255, v[2:4], s3
scratch_store_dwordx3 v255, v[2:4], s105 offset:-1
scratch_store_dwordx3 v255, v[2:4], vcc_lo offset:0
scratch_store_dwordx3 v255, v[2:4], vcc_hi offset:4095
scratch_store_dwordx3 v255, v[253:255], ttmp15 offset:-4096 glc slc dlc
scratch_store_dwordx4 off, v[2:5], off
scratch_store_dwordx4 off, v[2:5], null
scratch_store_dwordx4 off, v[2:5], s3
scratch_store_dwordx4 off, v[2:5], s105
scratch_store_dwordx4 off, v[2:5], vcc_lo
scratch_store_dwordx4 off, v[2:5], vcc_hi
scratch_store_dwordx4 off, v[2:5], ttmp15
scratch_store_dwordx4 v1, v[2:5], off
scratch_store_dwordx4 v255, v[2:5], off
scratch_store_dwordx4 v1, v[2:5], null
scratch_store_dwordx4 v255, v[2:5], null
scratch_store_dwordx4 v1, v[2:5], s3
scratch_store_dwordx4 v1, v[2:5], s105
scratch_store_dwordx4 v1, v[2:5], vcc_lo
scratch_store_dwordx4 v1, v[2:5], vcc_hi
scratch_store_dwordx4 v1, v[2:5], ttmp15
scratch_store_dwordx4 v255, v[2:5], s3
scratch_store_dwordx4 v255, v[2:5], s105 offset:-1
scratch_store_dwordx4 v255, v[2:5], vcc_lo offset:0
scratch_store_dwordx4 v255, v[2:5], vcc_hi offset:4095
scratch_store_dwordx4 v255, v[252:255], ttmp15 offset:-4096 glc slc dlc
scratch_store_short off, v2, off
scratch_store_short off, v2, null
scratch_store_short off, v2, s3
scratch_store_short off, v2, s105
scratch_store_short off, v2, vcc_lo
scratch_store_short off, v2, vcc_hi
scratch_store_short off, v2, ttmp15
scratch_store_short v1, v2, off
scratch_store_short v255, v2, off
scratch_store_short v1, v2, null
scratch_store_short v255, v2, null
scratch_store_short v1, v2, s3
scratch_store_short v1, v2, s105
scratch_store_short v1, v2, vcc_lo
scratch_store_short v1, v2, vcc_hi
scratch_store_short v1, v2, ttmp15
scratch_store_short v255, v2, s3
scratch_store_short v255, v2, s105 offset:-1
scratch_store_short v255, v2, vcc_lo offset:0
scratch_store_short v255, v2, vcc_hi offset:4095
scratch_store_short v255, v255, ttmp15 offset:-4096 glc slc dlc

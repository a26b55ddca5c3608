// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_dpp16_from_vop1.s @0082677945713ca02fb04c12983ee9a4a2ba6b34, whole file (210721 chars; pages at 0, 16000, 32000, 48000, 64000, 128000, 192000 read, 7 of 14; RUN line and instruction lines; check lines omitted): its 983 instruction lines, in the file's order, written by tools/conformance_loops/vop3_dpp16_from_vop1.py; with llvm-mc-22's check lines in LLVM's layout they rebuild all 210721 characters of the file (its one bare-bytes check, v_cvt_i32_i16_e64_dpp v255, v255.h, given as LLVM has it), every page read matching at its offset; then the 253 lines of the earlier loop over the VOP3 DPP16 forms of the VOP1 opcodes that these do not hold
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+real-true16,+wavefrontsize32 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
v_bfrev_b32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_bfrev_b32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_bfrev_b32_e64_dpp v5, v1 row_mirror
v_bfrev_b32_e64_dpp v5, v1 row_half_mirror
v_bfrev_b32_e64_dpp v5, v1 row_shl:1
v_bfrev_b32_e64_dpp v5, v1 row_shl:15
v_bfrev_b32_e64_dpp v5, v1 row_shr:1
v_bfrev_b32_e64_dpp v5, v1 row_shr:15
v_bfrev_b32_e64_dpp v5, v1 row_ror:1
v_bfrev_b32_e64_dpp v5, v1 row_ror:15
v_bfrev_b32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_bfrev_b32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_bfrev_b32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_bfrev_b32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ceil_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_ceil_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_ceil_f16_e64_dpp v5.l, v1.l row_mirror
v_ceil_f16_e64_dpp v5.l, v1.l row_half_mirror
v_ceil_f16_e64_dpp v5.l, v1.l row_shl:1
v_ceil_f16_e64_dpp v5.l, v1.l row_shl:15
v_ceil_f16_e64_dpp v5.l, v1.l row_shr:1
v_ceil_f16_e64_dpp v5.l, v1.l row_shr:15
v_ceil_f16_e64_dpp v5.l, v1.l row_ror:1
v_ceil_f16_e64_dpp v5.l, v1.l row_ror:15
v_ceil_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_ceil_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_ceil_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_ceil_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ceil_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ceil_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ceil_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ceil_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_ceil_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_ceil_f32_e64_dpp v5, v1 row_mirror
v_ceil_f32_e64_dpp v5, v1 row_half_mirror
v_ceil_f32_e64_dpp v5, v1 row_shl:1
v_ceil_f32_e64_dpp v5, v1 row_shl:15
v_ceil_f32_e64_dpp v5, v1 row_shr:1
v_ceil_f32_e64_dpp v5, v1 row_shr:15
v_ceil_f32_e64_dpp v5, v1 row_ror:1
v_ceil_f32_e64_dpp v5, v1 row_ror:15
v_ceil_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_ceil_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_ceil_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ceil_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cls_i32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cls_i32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cls_i32_e64_dpp v5, v1 row_mirror
v_cls_i32_e64_dpp v5, v1 row_half_mirror
v_cls_i32_e64_dpp v5, v1 row_shl:1
v_cls_i32_e64_dpp v5, v1 row_shl:15
v_cls_i32_e64_dpp v5, v1 row_shr:1
v_cls_i32_e64_dpp v5, v1 row_shr:15
v_cls_i32_e64_dpp v5, v1 row_ror:1
v_cls_i32_e64_dpp v5, v1 row_ror:15
v_cls_i32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cls_i32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cls_i32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cls_i32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_clz_i32_u32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_clz_i32_u32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_clz_i32_u32_e64_dpp v5, v1 row_mirror
v_clz_i32_u32_e64_dpp v5, v1 row_half_mirror
v_clz_i32_u32_e64_dpp v5, v1 row_shl:1
v_clz_i32_u32_e64_dpp v5, v1 row_shl:15
v_clz_i32_u32_e64_dpp v5, v1 row_shr:1
v_clz_i32_u32_e64_dpp v5, v1 row_shr:15
v_clz_i32_u32_e64_dpp v5, v1 row_ror:1
v_clz_i32_u32_e64_dpp v5, v1 row_ror:15
v_clz_i32_u32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_clz_i32_u32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_clz_i32_u32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_clz_i32_u32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cos_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cos_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cos_f16_e64_dpp v5, v1 row_mirror
v_cos_f16_e64_dpp v5, v1 row_half_mirror
v_cos_f16_e64_dpp v5, v1 row_shl:1
v_cos_f16_e64_dpp v5, v1 row_shl:15
v_cos_f16_e64_dpp v5, v1 row_shr:1
v_cos_f16_e64_dpp v5, v1 row_shr:15
v_cos_f16_e64_dpp v5, v1 row_ror:1
v_cos_f16_e64_dpp v5, v1 row_ror:15
v_cos_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cos_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cos_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cos_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cos_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cos_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cos_f32_e64_dpp v5, v1 row_mirror
v_cos_f32_e64_dpp v5, v1 row_half_mirror
v_cos_f32_e64_dpp v5, v1 row_shl:1
v_cos_f32_e64_dpp v5, v1 row_shl:15
v_cos_f32_e64_dpp v5, v1 row_shr:1
v_cos_f32_e64_dpp v5, v1 row_shr:15
v_cos_f32_e64_dpp v5, v1 row_ror:1
v_cos_f32_e64_dpp v5, v1 row_ror:15
v_cos_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cos_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cos_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cos_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ctz_i32_b32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_ctz_i32_b32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_ctz_i32_b32_e64_dpp v5, v1 row_mirror
v_ctz_i32_b32_e64_dpp v5, v1 row_half_mirror
v_ctz_i32_b32_e64_dpp v5, v1 row_shl:1
v_ctz_i32_b32_e64_dpp v5, v1 row_shl:15
v_ctz_i32_b32_e64_dpp v5, v1 row_shr:1
v_ctz_i32_b32_e64_dpp v5, v1 row_shr:15
v_ctz_i32_b32_e64_dpp v5, v1 row_ror:1
v_ctz_i32_b32_e64_dpp v5, v1 row_ror:15
v_ctz_i32_b32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_ctz_i32_b32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_ctz_i32_b32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ctz_i32_b32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f16_f32_e64_dpp v5.l, v1 quad_perm:[3,2,1,0]
v_cvt_f16_f32_e64_dpp v5.l, v1 quad_perm:[0,1,2,3]
v_cvt_f16_f32_e64_dpp v5.l, v1 row_mirror
v_cvt_f16_f32_e64_dpp v5.l, v1 row_half_mirror
v_cvt_f16_f32_e64_dpp v5.l, v1 row_shl:1
v_cvt_f16_f32_e64_dpp v5.l, v1 row_shl:15
v_cvt_f16_f32_e64_dpp v5.l, v1 row_shr:1
v_cvt_f16_f32_e64_dpp v5.l, v1 row_shr:15
v_cvt_f16_f32_e64_dpp v5.l, v1 row_ror:1
v_cvt_f16_f32_e64_dpp v5.l, v1 row_ror:15
v_cvt_f16_f32_e64_dpp v5.l, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_f16_f32_e64_dpp v5.l, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f16_f32_e64_dpp v5.l, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f16_f32_e64_dpp v255.l, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f16_f32_e64_dpp v255.h, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f16_i16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_cvt_f16_i16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_cvt_f16_i16_e64_dpp v5.l, v1.l row_mirror
v_cvt_f16_i16_e64_dpp v5.l, v1.l row_half_mirror
v_cvt_f16_i16_e64_dpp v5.l, v1.l row_shl:1
v_cvt_f16_i16_e64_dpp v5.l, v1.l row_shl:15
v_cvt_f16_i16_e64_dpp v5.l, v1.l row_shr:1
v_cvt_f16_i16_e64_dpp v5.l, v1.l row_shr:15
v_cvt_f16_i16_e64_dpp v5.l, v1.l row_ror:1
v_cvt_f16_i16_e64_dpp v5.l, v1.l row_ror:15
v_cvt_f16_i16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_f16_i16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f16_i16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f16_i16_e64_dpp v255.l, v255.l clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f16_i16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f16_i16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f16_i16_e64_dpp v255.h, v255.l clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f16_u16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_cvt_f16_u16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_cvt_f16_u16_e64_dpp v5.l, v1.l row_mirror
v_cvt_f16_u16_e64_dpp v5.l, v1.l row_half_mirror
v_cvt_f16_u16_e64_dpp v5.l, v1.l row_shl:1
v_cvt_f16_u16_e64_dpp v5.l, v1.l row_shl:15
v_cvt_f16_u16_e64_dpp v5.l, v1.l row_shr:1
v_cvt_f16_u16_e64_dpp v5.l, v1.l row_shr:15
v_cvt_f16_u16_e64_dpp v5.l, v1.l row_ror:1
v_cvt_f16_u16_e64_dpp v5.l, v1.l row_ror:15
v_cvt_f16_u16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_f16_u16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f16_u16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f16_u16_e64_dpp v255.l, v255.l clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f16_u16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f16_u16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f16_u16_e64_dpp v255.h, v255.l clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_f16_e64_dpp v5, v1.l quad_perm:[3,2,1,0]
v_cvt_f32_f16_e64_dpp v5, v1.l quad_perm:[0,1,2,3]
v_cvt_f32_f16_e64_dpp v5, v1.l row_mirror
v_cvt_f32_f16_e64_dpp v5, v1.l row_half_mirror
v_cvt_f32_f16_e64_dpp v5, v1.l row_shl:1
v_cvt_f32_f16_e64_dpp v5, v1.l row_shl:15
v_cvt_f32_f16_e64_dpp v5, v1.l row_shr:1
v_cvt_f32_f16_e64_dpp v5, v1.l row_shr:15
v_cvt_f32_f16_e64_dpp v5, v1.l row_ror:1
v_cvt_f32_f16_e64_dpp v5, v1.l row_ror:15
v_cvt_f32_f16_e64_dpp v5, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_f32_f16_e64_dpp v5, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_f16_e64_dpp v5, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_f16_e64_dpp v255, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_f16_e64_dpp v255, -|v255.h| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_i32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_f32_i32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_f32_i32_e64_dpp v5, v1 row_mirror
v_cvt_f32_i32_e64_dpp v5, v1 row_half_mirror
v_cvt_f32_i32_e64_dpp v5, v1 row_shl:1
v_cvt_f32_i32_e64_dpp v5, v1 row_shl:15
v_cvt_f32_i32_e64_dpp v5, v1 row_shr:1
v_cvt_f32_i32_e64_dpp v5, v1 row_shr:15
v_cvt_f32_i32_e64_dpp v5, v1 row_ror:1
v_cvt_f32_i32_e64_dpp v5, v1 row_ror:15
v_cvt_f32_i32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_f32_i32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_i32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_i32_e64_dpp v255, v255 clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_u32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_f32_u32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_f32_u32_e64_dpp v5, v1 row_mirror
v_cvt_f32_u32_e64_dpp v5, v1 row_half_mirror
v_cvt_f32_u32_e64_dpp v5, v1 row_shl:1
v_cvt_f32_u32_e64_dpp v5, v1 row_shl:15
v_cvt_f32_u32_e64_dpp v5, v1 row_shr:1
v_cvt_f32_u32_e64_dpp v5, v1 row_shr:15
v_cvt_f32_u32_e64_dpp v5, v1 row_ror:1
v_cvt_f32_u32_e64_dpp v5, v1 row_ror:15
v_cvt_f32_u32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_f32_u32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_u32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_u32_e64_dpp v255, v255 clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_ubyte0_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_f32_ubyte0_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_f32_ubyte0_e64_dpp v5, v1 row_mirror
v_cvt_f32_ubyte0_e64_dpp v5, v1 row_half_mirror
v_cvt_f32_ubyte0_e64_dpp v5, v1 row_shl:1
v_cvt_f32_ubyte0_e64_dpp v5, v1 row_shl:15
v_cvt_f32_ubyte0_e64_dpp v5, v1 row_shr:1
v_cvt_f32_ubyte0_e64_dpp v5, v1 row_shr:15
v_cvt_f32_ubyte0_e64_dpp v5, v1 row_ror:1
v_cvt_f32_ubyte0_e64_dpp v5, v1 row_ror:15
v_cvt_f32_ubyte0_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte0_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_ubyte0_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_ubyte0_e64_dpp v255, v255 clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_ubyte1_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_f32_ubyte1_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_f32_ubyte1_e64_dpp v5, v1 row_mirror
v_cvt_f32_ubyte1_e64_dpp v5, v1 row_half_mirror
v_cvt_f32_ubyte1_e64_dpp v5, v1 row_shl:1
v_cvt_f32_ubyte1_e64_dpp v5, v1 row_shl:15
v_cvt_f32_ubyte1_e64_dpp v5, v1 row_shr:1
v_cvt_f32_ubyte1_e64_dpp v5, v1 row_shr:15
v_cvt_f32_ubyte1_e64_dpp v5, v1 row_ror:1
v_cvt_f32_ubyte1_e64_dpp v5, v1 row_ror:15
v_cvt_f32_ubyte1_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte1_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_ubyte1_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_ubyte1_e64_dpp v255, v255 clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_ubyte2_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_f32_ubyte2_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_f32_ubyte2_e64_dpp v5, v1 row_mirror
v_cvt_f32_ubyte2_e64_dpp v5, v1 row_half_mirror
v_cvt_f32_ubyte2_e64_dpp v5, v1 row_shl:1
v_cvt_f32_ubyte2_e64_dpp v5, v1 row_shl:15
v_cvt_f32_ubyte2_e64_dpp v5, v1 row_shr:1
v_cvt_f32_ubyte2_e64_dpp v5, v1 row_shr:15
v_cvt_f32_ubyte2_e64_dpp v5, v1 row_ror:1
v_cvt_f32_ubyte2_e64_dpp v5, v1 row_ror:15
v_cvt_f32_ubyte2_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte2_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_ubyte2_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_ubyte2_e64_dpp v255, v255 clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_ubyte3_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_f32_ubyte3_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_f32_ubyte3_e64_dpp v5, v1 row_mirror
v_cvt_f32_ubyte3_e64_dpp v5, v1 row_half_mirror
v_cvt_f32_ubyte3_e64_dpp v5, v1 row_shl:1
v_cvt_f32_ubyte3_e64_dpp v5, v1 row_shl:15
v_cvt_f32_ubyte3_e64_dpp v5, v1 row_shr:1
v_cvt_f32_ubyte3_e64_dpp v5, v1 row_shr:15
v_cvt_f32_ubyte3_e64_dpp v5, v1 row_ror:1
v_cvt_f32_ubyte3_e64_dpp v5, v1 row_ror:15
v_cvt_f32_ubyte3_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_f32_ubyte3_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_ubyte3_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_ubyte3_e64_dpp v255, v255 clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_floor_i32_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_floor_i32_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_floor_i32_f32_e64_dpp v5, v1 row_mirror
v_cvt_floor_i32_f32_e64_dpp v5, v1 row_half_mirror
v_cvt_floor_i32_f32_e64_dpp v5, v1 row_shl:1
v_cvt_floor_i32_f32_e64_dpp v5, v1 row_shl:15
v_cvt_floor_i32_f32_e64_dpp v5, v1 row_shr:1
v_cvt_floor_i32_f32_e64_dpp v5, v1 row_shr:15
v_cvt_floor_i32_f32_e64_dpp v5, v1 row_ror:1
v_cvt_floor_i32_f32_e64_dpp v5, v1 row_ror:15
v_cvt_floor_i32_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_floor_i32_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_floor_i32_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_floor_i32_f32_e64_dpp v255, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_flr_i32_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_flr_i32_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_flr_i32_f32_e64_dpp v5, v1 row_mirror
v_cvt_flr_i32_f32_e64_dpp v5, v1 row_half_mirror
v_cvt_flr_i32_f32_e64_dpp v5, v1 row_shl:1
v_cvt_flr_i32_f32_e64_dpp v5, v1 row_shl:15
v_cvt_flr_i32_f32_e64_dpp v5, v1 row_shr:1
v_cvt_flr_i32_f32_e64_dpp v5, v1 row_shr:15
v_cvt_flr_i32_f32_e64_dpp v5, v1 row_ror:1
v_cvt_flr_i32_f32_e64_dpp v5, v1 row_ror:15
v_cvt_flr_i32_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_flr_i32_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_flr_i32_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_flr_i32_f32_e64_dpp v255, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_i16_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_cvt_i16_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_cvt_i16_f16_e64_dpp v5.l, v1.l row_mirror
v_cvt_i16_f16_e64_dpp v5.l, v1.l row_half_mirror
v_cvt_i16_f16_e64_dpp v5.l, v1.l row_shl:1
v_cvt_i16_f16_e64_dpp v5.l, v1.l row_shl:15
v_cvt_i16_f16_e64_dpp v5.l, v1.l row_shr:1
v_cvt_i16_f16_e64_dpp v5.l, v1.l row_shr:15
v_cvt_i16_f16_e64_dpp v5.l, v1.l row_ror:1
v_cvt_i16_f16_e64_dpp v5.l, v1.l row_ror:15
v_cvt_i16_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_i16_f16_e64_dpp v5.l, v1.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_i16_f16_e64_dpp v5.l, v1.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_i16_f16_e64_dpp v255.l, -|v255.l| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_i16_f16_e64_dpp v5.h, v1.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_i16_f16_e64_dpp v5.l, v1.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_i16_f16_e64_dpp v255.h, -|v255.l| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_i32_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_i32_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_i32_f32_e64_dpp v5, v1 row_mirror
v_cvt_i32_f32_e64_dpp v5, v1 row_half_mirror
v_cvt_i32_f32_e64_dpp v5, v1 row_shl:1
v_cvt_i32_f32_e64_dpp v5, v1 row_shl:15
v_cvt_i32_f32_e64_dpp v5, v1 row_shr:1
v_cvt_i32_f32_e64_dpp v5, v1 row_shr:15
v_cvt_i32_f32_e64_dpp v5, v1 row_ror:1
v_cvt_i32_f32_e64_dpp v5, v1 row_ror:15
v_cvt_i32_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_i32_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_i32_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_i32_f32_e64_dpp v255, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_i32_i16_e64_dpp v5, v1.l quad_perm:[3,2,1,0]
v_cvt_i32_i16_e64_dpp v5, v1.l quad_perm:[0,1,2,3]
v_cvt_i32_i16_e64_dpp v5, v1.l row_mirror
v_cvt_i32_i16_e64_dpp v5, v1.l row_half_mirror
v_cvt_i32_i16_e64_dpp v5, v1.l row_shl:1
v_cvt_i32_i16_e64_dpp v5, v1.l row_shl:15
v_cvt_i32_i16_e64_dpp v5, v1.l row_shr:1
v_cvt_i32_i16_e64_dpp v5, v1.l row_shr:15
v_cvt_i32_i16_e64_dpp v5, v1.l row_ror:1
v_cvt_i32_i16_e64_dpp v5, v1.l row_ror:15
v_cvt_i32_i16_e64_dpp v5, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_i32_i16_e64_dpp v5, v1.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_i32_i16_e64_dpp v5, v1.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_i32_i16_e64_dpp v255, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_i32_i16_e64_dpp v255, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_nearest_i32_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_nearest_i32_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_nearest_i32_f32_e64_dpp v5, v1 row_mirror
v_cvt_nearest_i32_f32_e64_dpp v5, v1 row_half_mirror
v_cvt_nearest_i32_f32_e64_dpp v5, v1 row_shl:1
v_cvt_nearest_i32_f32_e64_dpp v5, v1 row_shl:15
v_cvt_nearest_i32_f32_e64_dpp v5, v1 row_shr:1
v_cvt_nearest_i32_f32_e64_dpp v5, v1 row_shr:15
v_cvt_nearest_i32_f32_e64_dpp v5, v1 row_ror:1
v_cvt_nearest_i32_f32_e64_dpp v5, v1 row_ror:15
v_cvt_nearest_i32_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_nearest_i32_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_nearest_i32_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_nearest_i32_f32_e64_dpp v255, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l row_mirror
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l row_half_mirror
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l row_shl:1
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l row_shl:15
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l row_shr:1
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l row_shr:15
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l row_ror:1
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l row_ror:15
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_norm_i16_f16_e64_dpp v255.l, -|v255.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_norm_i16_f16_e64_dpp v5.h, v1.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_norm_i16_f16_e64_dpp v255.h, -|v255.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l row_mirror
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l row_half_mirror
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l row_shl:1
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l row_shl:15
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l row_shr:1
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l row_shr:15
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l row_ror:1
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l row_ror:15
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_norm_u16_f16_e64_dpp v255.l, -|v255.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_norm_u16_f16_e64_dpp v5.h, v1.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_norm_u16_f16_e64_dpp v255.h, -|v255.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_off_f32_i4_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_off_f32_i4_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_off_f32_i4_e64_dpp v5, v1 row_mirror
v_cvt_off_f32_i4_e64_dpp v5, v1 row_half_mirror
v_cvt_off_f32_i4_e64_dpp v5, v1 row_shl:1
v_cvt_off_f32_i4_e64_dpp v5, v1 row_shl:15
v_cvt_off_f32_i4_e64_dpp v5, v1 row_shr:1
v_cvt_off_f32_i4_e64_dpp v5, v1 row_shr:15
v_cvt_off_f32_i4_e64_dpp v5, v1 row_ror:1
v_cvt_off_f32_i4_e64_dpp v5, v1 row_ror:15
v_cvt_off_f32_i4_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_off_f32_i4_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_off_f32_i4_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_off_f32_i4_e64_dpp v255, v255 clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_rpi_i32_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_rpi_i32_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_rpi_i32_f32_e64_dpp v5, v1 row_mirror
v_cvt_rpi_i32_f32_e64_dpp v5, v1 row_half_mirror
v_cvt_rpi_i32_f32_e64_dpp v5, v1 row_shl:1
v_cvt_rpi_i32_f32_e64_dpp v5, v1 row_shl:15
v_cvt_rpi_i32_f32_e64_dpp v5, v1 row_shr:1
v_cvt_rpi_i32_f32_e64_dpp v5, v1 row_shr:15
v_cvt_rpi_i32_f32_e64_dpp v5, v1 row_ror:1
v_cvt_rpi_i32_f32_e64_dpp v5, v1 row_ror:15
v_cvt_rpi_i32_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_rpi_i32_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_rpi_i32_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_rpi_i32_f32_e64_dpp v255, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_u16_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_cvt_u16_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_cvt_u16_f16_e64_dpp v5.l, v1.l row_mirror
v_cvt_u16_f16_e64_dpp v5.l, v1.l row_half_mirror
v_cvt_u16_f16_e64_dpp v5.l, v1.l row_shl:1
v_cvt_u16_f16_e64_dpp v5.l, v1.l row_shl:15
v_cvt_u16_f16_e64_dpp v5.l, v1.l row_shr:1
v_cvt_u16_f16_e64_dpp v5.l, v1.l row_shr:15
v_cvt_u16_f16_e64_dpp v5.l, v1.l row_ror:1
v_cvt_u16_f16_e64_dpp v5.l, v1.l row_ror:15
v_cvt_u16_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_u16_f16_e64_dpp v5.l, v1.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_u16_f16_e64_dpp v5.l, v1.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_u16_f16_e64_dpp v255.l, -|v255.l| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_u16_f16_e64_dpp v5.h, v1.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_u16_f16_e64_dpp v5.l, v1.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_u16_f16_e64_dpp v255.h, -|v255.l| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_u32_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_u32_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_u32_f32_e64_dpp v5, v1 row_mirror
v_cvt_u32_f32_e64_dpp v5, v1 row_half_mirror
v_cvt_u32_f32_e64_dpp v5, v1 row_shl:1
v_cvt_u32_f32_e64_dpp v5, v1 row_shl:15
v_cvt_u32_f32_e64_dpp v5, v1 row_shr:1
v_cvt_u32_f32_e64_dpp v5, v1 row_shr:15
v_cvt_u32_f32_e64_dpp v5, v1 row_ror:1
v_cvt_u32_f32_e64_dpp v5, v1 row_ror:15
v_cvt_u32_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_u32_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_u32_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_u32_f32_e64_dpp v255, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_u32_u16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_u32_u16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_u32_u16_e64_dpp v5, v1 row_mirror
v_cvt_u32_u16_e64_dpp v5, v1 row_half_mirror
v_cvt_u32_u16_e64_dpp v5, v1 row_shl:1
v_cvt_u32_u16_e64_dpp v5, v1 row_shl:15
v_cvt_u32_u16_e64_dpp v5, v1 row_shr:1
v_cvt_u32_u16_e64_dpp v5, v1 row_shr:15
v_cvt_u32_u16_e64_dpp v5, v1 row_ror:1
v_cvt_u32_u16_e64_dpp v5, v1 row_ror:15
v_cvt_u32_u16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_u32_u16_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_u32_u16_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_u32_u16_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_exp_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_exp_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_exp_f16_e64_dpp v5.l, v1.l row_mirror
v_exp_f16_e64_dpp v5.l, v1.l row_half_mirror
v_exp_f16_e64_dpp v5.l, v1.l row_shl:1
v_exp_f16_e64_dpp v5.l, v1.l row_shl:15
v_exp_f16_e64_dpp v5.l, v1.l row_shr:1
v_exp_f16_e64_dpp v5.l, v1.l row_shr:15
v_exp_f16_e64_dpp v5.l, v1.l row_ror:1
v_exp_f16_e64_dpp v5.l, v1.l row_ror:15
v_exp_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_exp_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_exp_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_exp_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_exp_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_exp_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_exp_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_exp_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_exp_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_exp_f32_e64_dpp v5, v1 row_mirror
v_exp_f32_e64_dpp v5, v1 row_half_mirror
v_exp_f32_e64_dpp v5, v1 row_shl:1
v_exp_f32_e64_dpp v5, v1 row_shl:15
v_exp_f32_e64_dpp v5, v1 row_shr:1
v_exp_f32_e64_dpp v5, v1 row_shr:15
v_exp_f32_e64_dpp v5, v1 row_ror:1
v_exp_f32_e64_dpp v5, v1 row_ror:15
v_exp_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_exp_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_exp_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_exp_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ffbh_i32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_ffbh_i32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_ffbh_i32_e64_dpp v5, v1 row_mirror
v_ffbh_i32_e64_dpp v5, v1 row_half_mirror
v_ffbh_i32_e64_dpp v5, v1 row_shl:1
v_ffbh_i32_e64_dpp v5, v1 row_shl:15
v_ffbh_i32_e64_dpp v5, v1 row_shr:1
v_ffbh_i32_e64_dpp v5, v1 row_shr:15
v_ffbh_i32_e64_dpp v5, v1 row_ror:1
v_ffbh_i32_e64_dpp v5, v1 row_ror:15
v_ffbh_i32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_ffbh_i32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_ffbh_i32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ffbh_i32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ffbh_u32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_ffbh_u32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_ffbh_u32_e64_dpp v5, v1 row_mirror
v_ffbh_u32_e64_dpp v5, v1 row_half_mirror
v_ffbh_u32_e64_dpp v5, v1 row_shl:1
v_ffbh_u32_e64_dpp v5, v1 row_shl:15
v_ffbh_u32_e64_dpp v5, v1 row_shr:1
v_ffbh_u32_e64_dpp v5, v1 row_shr:15
v_ffbh_u32_e64_dpp v5, v1 row_ror:1
v_ffbh_u32_e64_dpp v5, v1 row_ror:15
v_ffbh_u32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_ffbh_u32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_ffbh_u32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ffbh_u32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ffbl_b32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_ffbl_b32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_ffbl_b32_e64_dpp v5, v1 row_mirror
v_ffbl_b32_e64_dpp v5, v1 row_half_mirror
v_ffbl_b32_e64_dpp v5, v1 row_shl:1
v_ffbl_b32_e64_dpp v5, v1 row_shl:15
v_ffbl_b32_e64_dpp v5, v1 row_shr:1
v_ffbl_b32_e64_dpp v5, v1 row_shr:15
v_ffbl_b32_e64_dpp v5, v1 row_ror:1
v_ffbl_b32_e64_dpp v5, v1 row_ror:15
v_ffbl_b32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_ffbl_b32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_ffbl_b32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ffbl_b32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_floor_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_floor_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_floor_f16_e64_dpp v5.l, v1.l row_mirror
v_floor_f16_e64_dpp v5.l, v1.l row_half_mirror
v_floor_f16_e64_dpp v5.l, v1.l row_shl:1
v_floor_f16_e64_dpp v5.l, v1.l row_shl:15
v_floor_f16_e64_dpp v5.l, v1.l row_shr:1
v_floor_f16_e64_dpp v5.l, v1.l row_shr:15
v_floor_f16_e64_dpp v5.l, v1.l row_ror:1
v_floor_f16_e64_dpp v5.l, v1.l row_ror:15
v_floor_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_floor_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_floor_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_floor_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_floor_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_floor_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_floor_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_floor_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_floor_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_floor_f32_e64_dpp v5, v1 row_mirror
v_floor_f32_e64_dpp v5, v1 row_half_mirror
v_floor_f32_e64_dpp v5, v1 row_shl:1
v_floor_f32_e64_dpp v5, v1 row_shl:15
v_floor_f32_e64_dpp v5, v1 row_shr:1
v_floor_f32_e64_dpp v5, v1 row_shr:15
v_floor_f32_e64_dpp v5, v1 row_ror:1
v_floor_f32_e64_dpp v5, v1 row_ror:15
v_floor_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_floor_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_floor_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_floor_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_fract_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_fract_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_fract_f16_e64_dpp v5, v1 row_mirror
v_fract_f16_e64_dpp v5, v1 row_half_mirror
v_fract_f16_e64_dpp v5, v1 row_shl:1
v_fract_f16_e64_dpp v5, v1 row_shl:15
v_fract_f16_e64_dpp v5, v1 row_shr:1
v_fract_f16_e64_dpp v5, v1 row_shr:15
v_fract_f16_e64_dpp v5, v1 row_ror:1
v_fract_f16_e64_dpp v5, v1 row_ror:15
v_fract_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_fract_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_fract_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_fract_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_fract_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_fract_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_fract_f32_e64_dpp v5, v1 row_mirror
v_fract_f32_e64_dpp v5, v1 row_half_mirror
v_fract_f32_e64_dpp v5, v1 row_shl:1
v_fract_f32_e64_dpp v5, v1 row_shl:15
v_fract_f32_e64_dpp v5, v1 row_shr:1
v_fract_f32_e64_dpp v5, v1 row_shr:15
v_fract_f32_e64_dpp v5, v1 row_ror:1
v_fract_f32_e64_dpp v5, v1 row_ror:15
v_fract_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_fract_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_fract_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_fract_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l row_mirror
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l row_half_mirror
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l row_shl:1
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l row_shl:15
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l row_shr:1
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l row_shr:15
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l row_ror:1
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l row_ror:15
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l row_share:15 row_mask:0x0 bank_mask:0x1
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_frexp_exp_i16_f16_e64_dpp v255.l, -|v255.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_frexp_exp_i16_f16_e64_dpp v5.h, v1.h row_share:15 row_mask:0x0 bank_mask:0x1
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_frexp_exp_i16_f16_e64_dpp v255.h, -|v255.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_frexp_exp_i32_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_frexp_exp_i32_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_frexp_exp_i32_f32_e64_dpp v5, v1 row_mirror
v_frexp_exp_i32_f32_e64_dpp v5, v1 row_half_mirror
v_frexp_exp_i32_f32_e64_dpp v5, v1 row_shl:1
v_frexp_exp_i32_f32_e64_dpp v5, v1 row_shl:15
v_frexp_exp_i32_f32_e64_dpp v5, v1 row_shr:1
v_frexp_exp_i32_f32_e64_dpp v5, v1 row_shr:15
v_frexp_exp_i32_f32_e64_dpp v5, v1 row_ror:1
v_frexp_exp_i32_f32_e64_dpp v5, v1 row_ror:15
v_frexp_exp_i32_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_frexp_exp_i32_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_frexp_exp_i32_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_frexp_exp_i32_f32_e64_dpp v255, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_frexp_mant_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_frexp_mant_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_frexp_mant_f16_e64_dpp v5, v1 row_mirror
v_frexp_mant_f16_e64_dpp v5, v1 row_half_mirror
v_frexp_mant_f16_e64_dpp v5, v1 row_shl:1
v_frexp_mant_f16_e64_dpp v5, v1 row_shl:15
v_frexp_mant_f16_e64_dpp v5, v1 row_shr:1
v_frexp_mant_f16_e64_dpp v5, v1 row_shr:15
v_frexp_mant_f16_e64_dpp v5, v1 row_ror:1
v_frexp_mant_f16_e64_dpp v5, v1 row_ror:15
v_frexp_mant_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_frexp_mant_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_frexp_mant_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_frexp_mant_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_frexp_mant_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_frexp_mant_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_frexp_mant_f32_e64_dpp v5, v1 row_mirror
v_frexp_mant_f32_e64_dpp v5, v1 row_half_mirror
v_frexp_mant_f32_e64_dpp v5, v1 row_shl:1
v_frexp_mant_f32_e64_dpp v5, v1 row_shl:15
v_frexp_mant_f32_e64_dpp v5, v1 row_shr:1
v_frexp_mant_f32_e64_dpp v5, v1 row_shr:15
v_frexp_mant_f32_e64_dpp v5, v1 row_ror:1
v_frexp_mant_f32_e64_dpp v5, v1 row_ror:15
v_frexp_mant_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_frexp_mant_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_frexp_mant_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_frexp_mant_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_log_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_log_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_log_f16_e64_dpp v5.l, v1.l row_mirror
v_log_f16_e64_dpp v5.l, v1.l row_half_mirror
v_log_f16_e64_dpp v5.l, v1.l row_shl:1
v_log_f16_e64_dpp v5.l, v1.l row_shl:15
v_log_f16_e64_dpp v5.l, v1.l row_shr:1
v_log_f16_e64_dpp v5.l, v1.l row_shr:15
v_log_f16_e64_dpp v5.l, v1.l row_ror:1
v_log_f16_e64_dpp v5.l, v1.l row_ror:15
v_log_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_log_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_log_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_log_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_log_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_log_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_log_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_log_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_log_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_log_f32_e64_dpp v5, v1 row_mirror
v_log_f32_e64_dpp v5, v1 row_half_mirror
v_log_f32_e64_dpp v5, v1 row_shl:1
v_log_f32_e64_dpp v5, v1 row_shl:15
v_log_f32_e64_dpp v5, v1 row_shr:1
v_log_f32_e64_dpp v5, v1 row_shr:15
v_log_f32_e64_dpp v5, v1 row_ror:1
v_log_f32_e64_dpp v5, v1 row_ror:15
v_log_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_log_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_log_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_log_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mov_b32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_mov_b32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_mov_b32_e64_dpp v5, v1 row_mirror
v_mov_b32_e64_dpp v5, v1 row_half_mirror
v_mov_b32_e64_dpp v5, v1 row_shl:1
v_mov_b32_e64_dpp v5, v1 row_shl:15
v_mov_b32_e64_dpp v5, v1 row_shr:1
v_mov_b32_e64_dpp v5, v1 row_shr:15
v_mov_b32_e64_dpp v5, v1 row_ror:1
v_mov_b32_e64_dpp v5, v1 row_ror:15
v_mov_b32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_mov_b32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_mov_b32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_mov_b32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_movreld_b32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_movreld_b32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_movreld_b32_e64_dpp v5, v1 row_mirror
v_movreld_b32_e64_dpp v5, v1 row_half_mirror
v_movreld_b32_e64_dpp v5, v1 row_shl:1
v_movreld_b32_e64_dpp v5, v1 row_shl:15
v_movreld_b32_e64_dpp v5, v1 row_shr:1
v_movreld_b32_e64_dpp v5, v1 row_shr:15
v_movreld_b32_e64_dpp v5, v1 row_ror:1
v_movreld_b32_e64_dpp v5, v1 row_ror:15
v_movreld_b32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_movreld_b32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_movreld_b32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_movreld_b32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_movrels_b32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_movrels_b32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_movrels_b32_e64_dpp v5, v1 row_mirror
v_movrels_b32_e64_dpp v5, v1 row_half_mirror
v_movrels_b32_e64_dpp v5, v1 row_shl:1
v_movrels_b32_e64_dpp v5, v1 row_shl:15
v_movrels_b32_e64_dpp v5, v1 row_shr:1
v_movrels_b32_e64_dpp v5, v1 row_shr:15
v_movrels_b32_e64_dpp v5, v1 row_ror:1
v_movrels_b32_e64_dpp v5, v1 row_ror:15
v_movrels_b32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_movrels_b32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_movrels_b32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_movrels_b32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_movrelsd_2_b32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_movrelsd_2_b32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_movrelsd_2_b32_e64_dpp v5, v1 row_mirror
v_movrelsd_2_b32_e64_dpp v5, v1 row_half_mirror
v_movrelsd_2_b32_e64_dpp v5, v1 row_shl:1
v_movrelsd_2_b32_e64_dpp v5, v1 row_shl:15
v_movrelsd_2_b32_e64_dpp v5, v1 row_shr:1
v_movrelsd_2_b32_e64_dpp v5, v1 row_shr:15
v_movrelsd_2_b32_e64_dpp v5, v1 row_ror:1
v_movrelsd_2_b32_e64_dpp v5, v1 row_ror:15
v_movrelsd_2_b32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_movrelsd_2_b32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_movrelsd_2_b32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_movrelsd_2_b32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_movrelsd_b32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_movrelsd_b32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_movrelsd_b32_e64_dpp v5, v1 row_mirror
v_movrelsd_b32_e64_dpp v5, v1 row_half_mirror
v_movrelsd_b32_e64_dpp v5, v1 row_shl:1
v_movrelsd_b32_e64_dpp v5, v1 row_shl:15
v_movrelsd_b32_e64_dpp v5, v1 row_shr:1
v_movrelsd_b32_e64_dpp v5, v1 row_shr:15
v_movrelsd_b32_e64_dpp v5, v1 row_ror:1
v_movrelsd_b32_e64_dpp v5, v1 row_ror:15
v_movrelsd_b32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_movrelsd_b32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_movrelsd_b32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_movrelsd_b32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_not_b16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_not_b16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_not_b16_e64_dpp v5, v1 row_mirror
v_not_b16_e64_dpp v5, v1 row_half_mirror
v_not_b16_e64_dpp v5, v1 row_shl:1
v_not_b16_e64_dpp v5, v1 row_shl:15
v_not_b16_e64_dpp v5, v1 row_shr:1
v_not_b16_e64_dpp v5, v1 row_shr:15
v_not_b16_e64_dpp v5, v1 row_ror:1
v_not_b16_e64_dpp v5, v1 row_ror:15
v_not_b16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_not_b16_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_not_b16_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_not_b16_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_not_b32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_not_b32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_not_b32_e64_dpp v5, v1 row_mirror
v_not_b32_e64_dpp v5, v1 row_half_mirror
v_not_b32_e64_dpp v5, v1 row_shl:1
v_not_b32_e64_dpp v5, v1 row_shl:15
v_not_b32_e64_dpp v5, v1 row_shr:1
v_not_b32_e64_dpp v5, v1 row_shr:15
v_not_b32_e64_dpp v5, v1 row_ror:1
v_not_b32_e64_dpp v5, v1 row_ror:15
v_not_b32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_not_b32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_not_b32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_not_b32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rcp_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_rcp_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_rcp_f16_e64_dpp v5.l, v1.l row_mirror
v_rcp_f16_e64_dpp v5.l, v1.l row_half_mirror
v_rcp_f16_e64_dpp v5.l, v1.l row_shl:1
v_rcp_f16_e64_dpp v5.l, v1.l row_shl:15
v_rcp_f16_e64_dpp v5.l, v1.l row_shr:1
v_rcp_f16_e64_dpp v5.l, v1.l row_shr:15
v_rcp_f16_e64_dpp v5.l, v1.l row_ror:1
v_rcp_f16_e64_dpp v5.l, v1.l row_ror:15
v_rcp_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_rcp_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rcp_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rcp_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rcp_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rcp_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rcp_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rcp_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_rcp_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_rcp_f32_e64_dpp v5, v1 row_mirror
v_rcp_f32_e64_dpp v5, v1 row_half_mirror
v_rcp_f32_e64_dpp v5, v1 row_shl:1
v_rcp_f32_e64_dpp v5, v1 row_shl:15
v_rcp_f32_e64_dpp v5, v1 row_shr:1
v_rcp_f32_e64_dpp v5, v1 row_shr:15
v_rcp_f32_e64_dpp v5, v1 row_ror:1
v_rcp_f32_e64_dpp v5, v1 row_ror:15
v_rcp_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_rcp_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rcp_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rcp_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rcp_iflag_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_rcp_iflag_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_rcp_iflag_f32_e64_dpp v5, v1 row_mirror
v_rcp_iflag_f32_e64_dpp v5, v1 row_half_mirror
v_rcp_iflag_f32_e64_dpp v5, v1 row_shl:1
v_rcp_iflag_f32_e64_dpp v5, v1 row_shl:15
v_rcp_iflag_f32_e64_dpp v5, v1 row_shr:1
v_rcp_iflag_f32_e64_dpp v5, v1 row_shr:15
v_rcp_iflag_f32_e64_dpp v5, v1 row_ror:1
v_rcp_iflag_f32_e64_dpp v5, v1 row_ror:15
v_rcp_iflag_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_rcp_iflag_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rcp_iflag_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rcp_iflag_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rndne_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_rndne_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_rndne_f16_e64_dpp v5, v1 row_mirror
v_rndne_f16_e64_dpp v5, v1 row_half_mirror
v_rndne_f16_e64_dpp v5, v1 row_shl:1
v_rndne_f16_e64_dpp v5, v1 row_shl:15
v_rndne_f16_e64_dpp v5, v1 row_shr:1
v_rndne_f16_e64_dpp v5, v1 row_shr:15
v_rndne_f16_e64_dpp v5, v1 row_ror:1
v_rndne_f16_e64_dpp v5, v1 row_ror:15
v_rndne_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_rndne_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rndne_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rndne_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rndne_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_rndne_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_rndne_f32_e64_dpp v5, v1 row_mirror
v_rndne_f32_e64_dpp v5, v1 row_half_mirror
v_rndne_f32_e64_dpp v5, v1 row_shl:1
v_rndne_f32_e64_dpp v5, v1 row_shl:15
v_rndne_f32_e64_dpp v5, v1 row_shr:1
v_rndne_f32_e64_dpp v5, v1 row_shr:15
v_rndne_f32_e64_dpp v5, v1 row_ror:1
v_rndne_f32_e64_dpp v5, v1 row_ror:15
v_rndne_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_rndne_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rndne_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rndne_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rsq_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_rsq_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_rsq_f16_e64_dpp v5.l, v1.l row_mirror
v_rsq_f16_e64_dpp v5.l, v1.l row_half_mirror
v_rsq_f16_e64_dpp v5.l, v1.l row_shl:1
v_rsq_f16_e64_dpp v5.l, v1.l row_shl:15
v_rsq_f16_e64_dpp v5.l, v1.l row_shr:1
v_rsq_f16_e64_dpp v5.l, v1.l row_shr:15
v_rsq_f16_e64_dpp v5.l, v1.l row_ror:1
v_rsq_f16_e64_dpp v5.l, v1.l row_ror:15
v_rsq_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_rsq_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rsq_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rsq_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rsq_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rsq_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rsq_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rsq_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_rsq_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_rsq_f32_e64_dpp v5, v1 row_mirror
v_rsq_f32_e64_dpp v5, v1 row_half_mirror
v_rsq_f32_e64_dpp v5, v1 row_shl:1
v_rsq_f32_e64_dpp v5, v1 row_shl:15
v_rsq_f32_e64_dpp v5, v1 row_shr:1
v_rsq_f32_e64_dpp v5, v1 row_shr:15
v_rsq_f32_e64_dpp v5, v1 row_ror:1
v_rsq_f32_e64_dpp v5, v1 row_ror:15
v_rsq_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_rsq_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rsq_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rsq_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sat_pk_u8_i16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_sat_pk_u8_i16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_sat_pk_u8_i16_e64_dpp v5, v1 row_mirror
v_sat_pk_u8_i16_e64_dpp v5, v1 row_half_mirror
v_sat_pk_u8_i16_e64_dpp v5, v1 row_shl:1
v_sat_pk_u8_i16_e64_dpp v5, v1 row_shl:15
v_sat_pk_u8_i16_e64_dpp v5, v1 row_shr:1
v_sat_pk_u8_i16_e64_dpp v5, v1 row_shr:15
v_sat_pk_u8_i16_e64_dpp v5, v1 row_ror:1
v_sat_pk_u8_i16_e64_dpp v5, v1 row_ror:15
v_sat_pk_u8_i16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_sat_pk_u8_i16_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_sat_pk_u8_i16_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sat_pk_u8_i16_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sin_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_sin_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_sin_f16_e64_dpp v5, v1 row_mirror
v_sin_f16_e64_dpp v5, v1 row_half_mirror
v_sin_f16_e64_dpp v5, v1 row_shl:1
v_sin_f16_e64_dpp v5, v1 row_shl:15
v_sin_f16_e64_dpp v5, v1 row_shr:1
v_sin_f16_e64_dpp v5, v1 row_shr:15
v_sin_f16_e64_dpp v5, v1 row_ror:1
v_sin_f16_e64_dpp v5, v1 row_ror:15
v_sin_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_sin_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sin_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sin_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sin_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_sin_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_sin_f32_e64_dpp v5, v1 row_mirror
v_sin_f32_e64_dpp v5, v1 row_half_mirror
v_sin_f32_e64_dpp v5, v1 row_shl:1
v_sin_f32_e64_dpp v5, v1 row_shl:15
v_sin_f32_e64_dpp v5, v1 row_shr:1
v_sin_f32_e64_dpp v5, v1 row_shr:15
v_sin_f32_e64_dpp v5, v1 row_ror:1
v_sin_f32_e64_dpp v5, v1 row_ror:15
v_sin_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_sin_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sin_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sin_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sqrt_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_sqrt_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_sqrt_f16_e64_dpp v5.l, v1.l row_mirror
v_sqrt_f16_e64_dpp v5.l, v1.l row_half_mirror
v_sqrt_f16_e64_dpp v5.l, v1.l row_shl:1
v_sqrt_f16_e64_dpp v5.l, v1.l row_shl:15
v_sqrt_f16_e64_dpp v5.l, v1.l row_shr:1
v_sqrt_f16_e64_dpp v5.l, v1.l row_shr:15
v_sqrt_f16_e64_dpp v5.l, v1.l row_ror:1
v_sqrt_f16_e64_dpp v5.l, v1.l row_ror:15
v_sqrt_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_sqrt_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sqrt_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sqrt_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sqrt_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sqrt_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sqrt_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sqrt_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_sqrt_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_sqrt_f32_e64_dpp v5, v1 row_mirror
v_sqrt_f32_e64_dpp v5, v1 row_half_mirror
v_sqrt_f32_e64_dpp v5, v1 row_shl:1
v_sqrt_f32_e64_dpp v5, v1 row_shl:15
v_sqrt_f32_e64_dpp v5, v1 row_shr:1
v_sqrt_f32_e64_dpp v5, v1 row_shr:15
v_sqrt_f32_e64_dpp v5, v1 row_ror:1
v_sqrt_f32_e64_dpp v5, v1 row_ror:15
v_sqrt_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_sqrt_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sqrt_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sqrt_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_trunc_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_trunc_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_trunc_f16_e64_dpp v5, v1 row_mirror
v_trunc_f16_e64_dpp v5, v1 row_half_mirror
v_trunc_f16_e64_dpp v5, v1 row_shl:1
v_trunc_f16_e64_dpp v5, v1 row_shl:15
v_trunc_f16_e64_dpp v5, v1 row_shr:1
v_trunc_f16_e64_dpp v5, v1 row_shr:15
v_trunc_f16_e64_dpp v5, v1 row_ror:1
v_trunc_f16_e64_dpp v5, v1 row_ror:15
v_trunc_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_trunc_f16_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_trunc_f16_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_trunc_f16_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_trunc_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_trunc_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_trunc_f32_e64_dpp v5, v1 row_mirror
v_trunc_f32_e64_dpp v5, v1 row_half_mirror
v_trunc_f32_e64_dpp v5, v1 row_shl:1
v_trunc_f32_e64_dpp v5, v1 row_shl:15
v_trunc_f32_e64_dpp v5, v1 row_shr:1
v_trunc_f32_e64_dpp v5, v1 row_shr:15
v_trunc_f32_e64_dpp v5, v1 row_ror:1
v_trunc_f32_e64_dpp v5, v1 row_ror:15
v_trunc_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_trunc_f32_e64_dpp v5, v1 mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_trunc_f32_e64_dpp v5, v1 mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_trunc_f32_e64_dpp v255, -|v255| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_i32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_i32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_i32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_u32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_u32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_u32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_u32_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_i32_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f16_f32_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_f16_f32_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_f16_f32_e64_dpp v5, v1 row_mirror
v_cvt_f16_f32_e64_dpp v5, v1 row_half_mirror
v_cvt_f16_f32_e64_dpp v5, v1 row_shl:1
v_cvt_f16_f32_e64_dpp v5, v1 row_shl:15
v_cvt_f16_f32_e64_dpp v5, v1 row_shr:1
v_cvt_f16_f32_e64_dpp v5, v1 row_shr:15
v_cvt_f16_f32_e64_dpp v5, v1 row_ror:1
v_cvt_f16_f32_e64_dpp v5, v1 row_ror:15
v_cvt_f16_f32_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_f16_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f16_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f16_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_f16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_f32_f16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_f32_f16_e64_dpp v5, v1 row_mirror
v_cvt_f32_f16_e64_dpp v5, v1 row_half_mirror
v_cvt_f32_f16_e64_dpp v5, v1 row_shl:1
v_cvt_f32_f16_e64_dpp v5, v1 row_shl:15
v_cvt_f32_f16_e64_dpp v5, v1 row_shr:1
v_cvt_f32_f16_e64_dpp v5, v1 row_shr:15
v_cvt_f32_f16_e64_dpp v5, v1 row_ror:1
v_cvt_f32_f16_e64_dpp v5, v1 row_ror:15
v_cvt_f32_f16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_f32_f16_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_f16_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_f16_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_nearest_i32_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_floor_i32_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_off_f32_i4_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_off_f32_i4_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_off_f32_i4_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_ubyte0_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_ubyte0_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_ubyte0_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_ubyte1_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_ubyte1_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_ubyte1_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_ubyte2_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_ubyte2_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_ubyte2_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_f32_ubyte3_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_f32_ubyte3_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_f32_ubyte3_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_mov_b16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_mov_b16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_mov_b16_e64_dpp v5.l, v1.l row_mirror
v_mov_b16_e64_dpp v5.l, v1.l row_half_mirror
v_mov_b16_e64_dpp v5.l, v1.l row_shl:1
v_mov_b16_e64_dpp v5.l, v1.l row_shl:15
v_mov_b16_e64_dpp v5.l, v1.l row_shr:1
v_mov_b16_e64_dpp v5.l, v1.l row_shr:15
v_mov_b16_e64_dpp v5.l, v1.l row_ror:1
v_mov_b16_e64_dpp v5.l, v1.l row_ror:15
v_mov_b16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_fract_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_fract_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_fract_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_trunc_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_trunc_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_trunc_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_ceil_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_ceil_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_ceil_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rndne_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_rndne_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rndne_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_floor_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_floor_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_floor_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_exp_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_exp_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_exp_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_log_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_log_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_log_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rcp_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_rcp_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rcp_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rcp_iflag_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_rcp_iflag_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rcp_iflag_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rsq_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_rsq_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rsq_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sqrt_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_sqrt_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sqrt_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sin_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_sin_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sin_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cos_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cos_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cos_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_frexp_exp_i32_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_frexp_mant_f32_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_frexp_mant_f32_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_frexp_mant_f32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_u16_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_u16_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_u16_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_u16_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_u16_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_u16_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_i16_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_i16_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_i16_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_i16_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_i16_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_i16_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_frexp_mant_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_frexp_mant_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_frexp_mant_f16_e64_dpp v5.l, v1.l row_mirror
v_frexp_mant_f16_e64_dpp v5.l, v1.l row_half_mirror
v_frexp_mant_f16_e64_dpp v5.l, v1.l row_shl:1
v_frexp_mant_f16_e64_dpp v5.l, v1.l row_shl:15
v_frexp_mant_f16_e64_dpp v5.l, v1.l row_shr:1
v_frexp_mant_f16_e64_dpp v5.l, v1.l row_shr:15
v_frexp_mant_f16_e64_dpp v5.l, v1.l row_ror:1
v_frexp_mant_f16_e64_dpp v5.l, v1.l row_ror:15
v_frexp_mant_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_frexp_mant_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_frexp_mant_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_frexp_mant_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_frexp_mant_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_frexp_mant_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_frexp_mant_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_frexp_exp_i16_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_frexp_exp_i16_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_frexp_exp_i16_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_frexp_exp_i16_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_trunc_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_trunc_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_trunc_f16_e64_dpp v5.l, v1.l row_mirror
v_trunc_f16_e64_dpp v5.l, v1.l row_half_mirror
v_trunc_f16_e64_dpp v5.l, v1.l row_shl:1
v_trunc_f16_e64_dpp v5.l, v1.l row_shl:15
v_trunc_f16_e64_dpp v5.l, v1.l row_shr:1
v_trunc_f16_e64_dpp v5.l, v1.l row_shr:15
v_trunc_f16_e64_dpp v5.l, v1.l row_ror:1
v_trunc_f16_e64_dpp v5.l, v1.l row_ror:15
v_trunc_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_trunc_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_trunc_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_trunc_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_trunc_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_trunc_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_trunc_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rndne_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_rndne_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_rndne_f16_e64_dpp v5.l, v1.l row_mirror
v_rndne_f16_e64_dpp v5.l, v1.l row_half_mirror
v_rndne_f16_e64_dpp v5.l, v1.l row_shl:1
v_rndne_f16_e64_dpp v5.l, v1.l row_shl:15
v_rndne_f16_e64_dpp v5.l, v1.l row_shr:1
v_rndne_f16_e64_dpp v5.l, v1.l row_shr:15
v_rndne_f16_e64_dpp v5.l, v1.l row_ror:1
v_rndne_f16_e64_dpp v5.l, v1.l row_ror:15
v_rndne_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_rndne_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rndne_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_rndne_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rndne_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_rndne_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_rndne_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_fract_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_fract_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_fract_f16_e64_dpp v5.l, v1.l row_mirror
v_fract_f16_e64_dpp v5.l, v1.l row_half_mirror
v_fract_f16_e64_dpp v5.l, v1.l row_shl:1
v_fract_f16_e64_dpp v5.l, v1.l row_shl:15
v_fract_f16_e64_dpp v5.l, v1.l row_shr:1
v_fract_f16_e64_dpp v5.l, v1.l row_shr:15
v_fract_f16_e64_dpp v5.l, v1.l row_ror:1
v_fract_f16_e64_dpp v5.l, v1.l row_ror:15
v_fract_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_fract_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_fract_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_fract_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_fract_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_fract_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_fract_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sin_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_sin_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_sin_f16_e64_dpp v5.l, v1.l row_mirror
v_sin_f16_e64_dpp v5.l, v1.l row_half_mirror
v_sin_f16_e64_dpp v5.l, v1.l row_shl:1
v_sin_f16_e64_dpp v5.l, v1.l row_shl:15
v_sin_f16_e64_dpp v5.l, v1.l row_shr:1
v_sin_f16_e64_dpp v5.l, v1.l row_shr:15
v_sin_f16_e64_dpp v5.l, v1.l row_ror:1
v_sin_f16_e64_dpp v5.l, v1.l row_ror:15
v_sin_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_sin_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sin_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_sin_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sin_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_sin_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_sin_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cos_f16_e64_dpp v5.l, v1.l quad_perm:[3,2,1,0]
v_cos_f16_e64_dpp v5.l, v1.l quad_perm:[0,1,2,3]
v_cos_f16_e64_dpp v5.l, v1.l row_mirror
v_cos_f16_e64_dpp v5.l, v1.l row_half_mirror
v_cos_f16_e64_dpp v5.l, v1.l row_shl:1
v_cos_f16_e64_dpp v5.l, v1.l row_shl:15
v_cos_f16_e64_dpp v5.l, v1.l row_shr:1
v_cos_f16_e64_dpp v5.l, v1.l row_shr:15
v_cos_f16_e64_dpp v5.l, v1.l row_ror:1
v_cos_f16_e64_dpp v5.l, v1.l row_ror:15
v_cos_f16_e64_dpp v5.l, v1.l row_share:0 row_mask:0xf bank_mask:0xf
v_cos_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cos_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cos_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cos_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cos_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cos_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_norm_i16_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_norm_i16_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_norm_i16_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_norm_i16_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_norm_u16_f16_e64_dpp v5.h, v1.h mul:2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.l mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_norm_u16_f16_e64_dpp v5.l, v1.h mul:4 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_norm_u16_f16_e64_dpp v255.l, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_norm_u16_f16_e64_dpp v255.h, -|v255.l| clamp div:2 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cvt_i32_i16_e64_dpp v5, v1 quad_perm:[3,2,1,0]
v_cvt_i32_i16_e64_dpp v5, v1 quad_perm:[0,1,2,3]
v_cvt_i32_i16_e64_dpp v5, v1 row_mirror
v_cvt_i32_i16_e64_dpp v5, v1 row_half_mirror
v_cvt_i32_i16_e64_dpp v5, v1 row_shl:1
v_cvt_i32_i16_e64_dpp v5, v1 row_shl:15
v_cvt_i32_i16_e64_dpp v5, v1 row_shr:1
v_cvt_i32_i16_e64_dpp v5, v1 row_shr:15
v_cvt_i32_i16_e64_dpp v5, v1 row_ror:1
v_cvt_i32_i16_e64_dpp v5, v1 row_ror:15
v_cvt_i32_i16_e64_dpp v5, v1 row_share:0 row_mask:0xf bank_mask:0xf
v_cvt_i32_i16_e64_dpp v5, v1 row_share:15 row_mask:0x0 bank_mask:0x1
v_cvt_i32_i16_e64_dpp v5, v1 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cvt_i32_i16_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop1_t16_err.s @0082677945713ca02fb04c12983ee9a4a2ba6b34, chars 0-16000 of 30745 (RUN and a selection of its instruction lines: v_ceil_f16 to v_cvt_f16_i16 whole, then some of v_cvt_f32_f16, v_cvt_i32_i16, v_cvt_u32_u16 and v_exp_f16; check lines omitted)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+real-true16,+wavefrontsize32 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=error: %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+real-true16,+wavefrontsize64 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=error: %s
v_ceil_f16_e32 v128.h, 0xfe0b
v_ceil_f16_e32 v128.l, 0xfe0b
v_ceil_f16_e32 v255.h, v1.h
v_ceil_f16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_ceil_f16_e32 v255.l, v1.l
v_ceil_f16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_ceil_f16_e32 v5.h, v199.h
v_ceil_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_ceil_f16_e32 v5.l, v199.l
v_ceil_f16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_cos_f16_e32 v128, 0xfe0b
v_cos_f16_e32 v255, v1
v_cos_f16_e32 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cos_f16_e32 v255, v1 quad_perm:[3,2,1,0]
v_cos_f16_e32 v5, v199
v_cos_f16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_cos_f16_e32 v5, v199 quad_perm:[3,2,1,0]
v_cvt_f16_f32_e32 v128, 0xaf123456
v_cvt_f16_f32_e32 v128, 0xaf123456 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_f32_e32 v128, 0xaf123456 quad_perm:[3,2,1,0]
v_cvt_f16_f32_e32 v255, v1
v_cvt_f16_f32_e32 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_f32_e32 v255, v1 quad_perm:[3,2,1,0]
v_cvt_f16_f32_e32 v255, v255
v_cvt_f16_f32_e32 v255, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_f32_e32 v255, v255 quad_perm:[3,2,1,0]
v_cvt_f16_i16_e32 v128.h, 0xfe0b
v_cvt_f16_i16_e32 v128.l, 0xfe0b
v_cvt_f16_i16_e32 v255.h, v1.h
v_cvt_f16_i16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_cvt_f16_i16_e32 v255.l, v1.l
v_cvt_f16_i16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_cvt_f16_i16_e32 v5.h, v199.h
v_cvt_f16_i16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_f16_i16_e32 v5.l, v199.l
v_cvt_f16_i16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_f32_f16_e32 v5, v199
v_cvt_f32_f16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_f16_e32 v5, v199 quad_perm:[3,2,1,0]
v_cvt_i32_i16_e32 v5, v199
v_cvt_i32_i16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_i16_e32 v5, v199 quad_perm:[3,2,1,0]
v_cvt_i32_i16_e32 v5.h, v199.h
v_cvt_i32_i16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_i16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_u32_u16_e32 v5, v199
v_cvt_u32_u16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u32_u16_e32 v5, v199 quad_perm:[3,2,1,0]
v_exp_f16_e32 v128.h, 0xfe0b
v_exp_f16_e32 v128.l, 0xfe0b
v_exp_f16_e32 v255.h, v1.h
v_exp_f16_e32 v255.l, v1.l
v_exp_f16_e32 v5.h, v199.h
v_exp_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_exp_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop1_t16_promote.s @0082677945713ca02fb04c12983ee9a4a2ba6b34, chars 0-16000 of 103781 (excerpt: RUN lines and the instruction lines up to v_cvt_f16_i16 v255.l, 0.5; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefix=GFX11 --implicit-check-not=_e32 %s
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s | FileCheck --check-prefix=GFX11 --implicit-check-not=_e32 %s
v_ceil_f16 v128, 0xfe0b
v_ceil_f16 v255, -1
v_ceil_f16 v255, 0.5
v_ceil_f16 v255, exec_hi
v_ceil_f16 v255, exec_lo
v_ceil_f16 v255, m0
v_ceil_f16 v255, null
v_ceil_f16 v255, s1
v_ceil_f16 v255, s105
v_ceil_f16 v255, src_scc
v_ceil_f16 v255, ttmp15
v_ceil_f16 v255, v1
v_ceil_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16 v255, v1 quad_perm:[3,2,1,0]
v_ceil_f16 v255, v127
v_ceil_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16 v255, v127 quad_perm:[3,2,1,0]
v_ceil_f16 v255, vcc_hi
v_ceil_f16 v255, vcc_lo
v_ceil_f16 v5, v199
v_ceil_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16 v5, v199 quad_perm:[3,2,1,0]
v_cos_f16 v128, 0xfe0b
v_cos_f16 v255, -1
v_cos_f16 v255, 0.5
v_cos_f16 v255, exec_hi
v_cos_f16 v255, exec_lo
v_cos_f16 v255, m0
v_cos_f16 v255, null
v_cos_f16 v255, s1
v_cos_f16 v255, s105
v_cos_f16 v255, src_scc
v_cos_f16 v255, ttmp15
v_cos_f16 v255, v1
v_cos_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cos_f16 v255, v1 quad_perm:[3,2,1,0]
v_cos_f16 v255, v127
v_cos_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_cos_f16 v255, v127 quad_perm:[3,2,1,0]
v_cos_f16 v255, vcc_hi
v_cos_f16 v255, vcc_lo
v_cos_f16 v5, v199
v_cos_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_cos_f16 v5, v199 quad_perm:[3,2,1,0]
v_cvt_f16_f32 v128.h, 0xaf123456
v_cvt_f16_f32 v128.l, 0xaf123456
v_cvt_f16_f32 v255.h v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_f32 v255.h, -1
v_cvt_f16_f32 v255.h, 0.5
v_cvt_f16_f32 v255.h, exec_hi
v_cvt_f16_f32 v255.h, exec_lo
v_cvt_f16_f32 v255.h, m0
v_cvt_f16_f32 v255.h, null
v_cvt_f16_f32 v255.h, s1
v_cvt_f16_f32 v255.h, s105
v_cvt_f16_f32 v255.h, src_scc
v_cvt_f16_f32 v255.h, ttmp15
v_cvt_f16_f32 v255.h, v1
v_cvt_f16_f32 v255.h, v1 quad_perm:[3,2,1,0]
v_cvt_f16_f32 v255.h, v255
v_cvt_f16_f32 v255.h, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_f32 v255.h, v255 quad_perm:[3,2,1,0]
v_cvt_f16_f32 v255.h, vcc_hi
v_cvt_f16_f32 v255.h, vcc_lo
v_cvt_f16_f32 v255.l, -1
v_cvt_f16_f32 v255.l, 0.5
v_cvt_f16_f32 v255.l, exec_hi
v_cvt_f16_f32 v255.l, exec_lo
v_cvt_f16_f32 v255.l, m0
v_cvt_f16_f32 v255.l, null
v_cvt_f16_f32 v255.l, s1
v_cvt_f16_f32 v255.l, s105
v_cvt_f16_f32 v255.l, src_scc
v_cvt_f16_f32 v255.l, ttmp15
v_cvt_f16_f32 v255.l, v1
v_cvt_f16_f32 v255.l, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_f32 v255.l, v1 quad_perm:[3,2,1,0]
v_cvt_f16_f32 v255.l, v255
v_cvt_f16_f32 v255.l, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_f32 v255.l, v255 quad_perm:[3,2,1,0]
v_cvt_f16_f32 v255.l, vcc_hi
v_cvt_f16_f32 v255.l, vcc_lo
v_cvt_f16_i16 v128.h, 0xfe0b
v_cvt_f16_i16 v128.l, 0xfe0b
v_cvt_f16_i16 v255.h, -1
v_cvt_f16_i16 v255.h, 0.5
v_cvt_f16_i16 v255.h, exec_hi
v_cvt_f16_i16 v255.h, exec_lo
v_cvt_f16_i16 v255.h, m0
v_cvt_f16_i16 v255.h, null
v_cvt_f16_i16 v255.h, s1
v_cvt_f16_i16 v255.h, s105
v_cvt_f16_i16 v255.h, src_scc
v_cvt_f16_i16 v255.h, ttmp15
v_cvt_f16_i16 v255.h, v1.h
v_cvt_f16_i16 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16 v255.h, v1.h quad_perm:[3,2,1,0]
v_cvt_f16_i16 v255.h, v127.h
v_cvt_f16_i16 v255.h, v127.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16 v255.h, v127.h quad_perm:[3,2,1,0]
v_cvt_f16_i16 v255.h, vcc_hi
v_cvt_f16_i16 v255.h, vcc_lo
v_cvt_f16_i16 v255.l, -1
v_cvt_f16_i16 v255.l, 0.5

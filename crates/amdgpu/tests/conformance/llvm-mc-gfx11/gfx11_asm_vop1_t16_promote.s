// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop1_t16_promote.s @0082677945713ca02fb04c12983ee9a4a2ba6b34, whole file (103781 chars; all 7 pages read; RUN lines and instruction lines; check lines omitted): its 672 instruction lines, in the file's order, written by tools/conformance_loops/vop1_t16_promote.py; with llvm-mc-22's check lines in LLVM's layout they rebuild all 103781 characters of the file, every page matching at its offset; then the 461 lines of the earlier loop over the VOP1 opcodes with a 16-bit operand that these do not hold
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
v_cvt_f16_i16 v255.l, exec_hi
v_cvt_f16_i16 v255.l, exec_lo
v_cvt_f16_i16 v255.l, m0
v_cvt_f16_i16 v255.l, null
v_cvt_f16_i16 v255.l, s1
v_cvt_f16_i16 v255.l, s105
v_cvt_f16_i16 v255.l, src_scc
v_cvt_f16_i16 v255.l, ttmp15
v_cvt_f16_i16 v255.l, v1.l
v_cvt_f16_i16 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16 v255.l, v1.l quad_perm:[3,2,1,0]
v_cvt_f16_i16 v255.l, v127.l
v_cvt_f16_i16 v255.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16 v255.l, v127.l quad_perm:[3,2,1,0]
v_cvt_f16_i16 v255.l, vcc_hi
v_cvt_f16_i16 v255.l, vcc_lo
v_cvt_f16_i16 v5.h, v199.h
v_cvt_f16_i16 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_f16_i16 v5.l, v199.l
v_cvt_f16_i16 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_f16_u16 v128.h, 0xfe0b
v_cvt_f16_u16 v128.l, 0xfe0b
v_cvt_f16_u16 v255.h, -1
v_cvt_f16_u16 v255.h, 0.5
v_cvt_f16_u16 v255.h, exec_hi
v_cvt_f16_u16 v255.h, exec_lo
v_cvt_f16_u16 v255.h, m0
v_cvt_f16_u16 v255.h, null
v_cvt_f16_u16 v255.h, s1
v_cvt_f16_u16 v255.h, s105
v_cvt_f16_u16 v255.h, src_scc
v_cvt_f16_u16 v255.h, ttmp15
v_cvt_f16_u16 v255.h, v1.h
v_cvt_f16_u16 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16 v255.h, v1.h quad_perm:[3,2,1,0]
v_cvt_f16_u16 v255.h, v127.h
v_cvt_f16_u16 v255.h, v127.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16 v255.h, v127.h quad_perm:[3,2,1,0]
v_cvt_f16_u16 v255.h, vcc_hi
v_cvt_f16_u16 v255.h, vcc_lo
v_cvt_f16_u16 v255.l, -1
v_cvt_f16_u16 v255.l, 0.5
v_cvt_f16_u16 v255.l, exec_hi
v_cvt_f16_u16 v255.l, exec_lo
v_cvt_f16_u16 v255.l, m0
v_cvt_f16_u16 v255.l, null
v_cvt_f16_u16 v255.l, s1
v_cvt_f16_u16 v255.l, s105
v_cvt_f16_u16 v255.l, src_scc
v_cvt_f16_u16 v255.l, ttmp15
v_cvt_f16_u16 v255.l, v1.l
v_cvt_f16_u16 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16 v255.l, v1.l quad_perm:[3,2,1,0]
v_cvt_f16_u16 v255.l, v127.l
v_cvt_f16_u16 v255.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16 v255.l, v127.l quad_perm:[3,2,1,0]
v_cvt_f16_u16 v255.l, vcc_hi
v_cvt_f16_u16 v255.l, vcc_lo
v_cvt_f16_u16 v5.h, v199.h
v_cvt_f16_u16 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_f16_u16 v5.l, v199.l
v_cvt_f16_u16 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_f32_f16 v5, v199.h
v_cvt_f32_f16 v5, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_f16 v5, v199.h quad_perm:[3,2,1,0]
v_cvt_f32_f16 v5, v199.l
v_cvt_f32_f16 v5, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_f16 v5, v199.l quad_perm:[3,2,1,0]
v_cvt_i16_f16 v128.h, 0xfe0b
v_cvt_i16_f16 v128.l, 0xfe0b
v_cvt_i16_f16 v255.h, -1
v_cvt_i16_f16 v255.h, 0.5
v_cvt_i16_f16 v255.h, exec_hi
v_cvt_i16_f16 v255.h, exec_lo
v_cvt_i16_f16 v255.h, m0
v_cvt_i16_f16 v255.h, null
v_cvt_i16_f16 v255.h, s1
v_cvt_i16_f16 v255.h, s105
v_cvt_i16_f16 v255.h, src_scc
v_cvt_i16_f16 v255.h, ttmp15
v_cvt_i16_f16 v255.h, v1.h
v_cvt_i16_f16 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16 v255.h, v1.h quad_perm:[3,2,1,0]
v_cvt_i16_f16 v255.h, v127.h
v_cvt_i16_f16 v255.h, v127.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16 v255.h, v127.h quad_perm:[3,2,1,0]
v_cvt_i16_f16 v255.h, vcc_hi
v_cvt_i16_f16 v255.h, vcc_lo
v_cvt_i16_f16 v255.l, -1
v_cvt_i16_f16 v255.l, 0.5
v_cvt_i16_f16 v255.l, exec_hi
v_cvt_i16_f16 v255.l, exec_lo
v_cvt_i16_f16 v255.l, m0
v_cvt_i16_f16 v255.l, null
v_cvt_i16_f16 v255.l, s1
v_cvt_i16_f16 v255.l, s105
v_cvt_i16_f16 v255.l, src_scc
v_cvt_i16_f16 v255.l, ttmp15
v_cvt_i16_f16 v255.l, v1.l
v_cvt_i16_f16 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16 v255.l, v1.l quad_perm:[3,2,1,0]
v_cvt_i16_f16 v255.l, v127.l
v_cvt_i16_f16 v255.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16 v255.l, v127.l quad_perm:[3,2,1,0]
v_cvt_i16_f16 v255.l, vcc_hi
v_cvt_i16_f16 v255.l, vcc_lo
v_cvt_i16_f16 v5.h, v199.h
v_cvt_i16_f16 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_i16_f16 v5.l, v199.l
v_cvt_i16_f16 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_i32_i16 v5, v199.h
v_cvt_i32_i16 v5, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_i16 v5, v199.h quad_perm:[3,2,1,0]
v_cvt_i32_i16 v5, v199.l
v_cvt_i32_i16 v5, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_i16 v5, v199.l quad_perm:[3,2,1,0]
v_cvt_norm_i16_f16 v128.h, 0xfe0b
v_cvt_norm_i16_f16 v128.l, 0xfe0b
v_cvt_norm_i16_f16 v255.h, -1
v_cvt_norm_i16_f16 v255.h, 0.5
v_cvt_norm_i16_f16 v255.h, exec_hi
v_cvt_norm_i16_f16 v255.h, exec_lo
v_cvt_norm_i16_f16 v255.h, m0
v_cvt_norm_i16_f16 v255.h, null
v_cvt_norm_i16_f16 v255.h, s1
v_cvt_norm_i16_f16 v255.h, s105
v_cvt_norm_i16_f16 v255.h, src_scc
v_cvt_norm_i16_f16 v255.h, ttmp15
v_cvt_norm_i16_f16 v255.h, v1.h
v_cvt_norm_i16_f16 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_i16_f16 v255.h, v1.h quad_perm:[3,2,1,0]
v_cvt_norm_i16_f16 v255.h, v127.h
v_cvt_norm_i16_f16 v255.h, v127.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_i16_f16 v255.h, v127.h quad_perm:[3,2,1,0]
v_cvt_norm_i16_f16 v255.h, vcc_hi
v_cvt_norm_i16_f16 v255.h, vcc_lo
v_cvt_norm_i16_f16 v255.l, -1
v_cvt_norm_i16_f16 v255.l, 0.5
v_cvt_norm_i16_f16 v255.l, exec_hi
v_cvt_norm_i16_f16 v255.l, exec_lo
v_cvt_norm_i16_f16 v255.l, m0
v_cvt_norm_i16_f16 v255.l, null
v_cvt_norm_i16_f16 v255.l, s1
v_cvt_norm_i16_f16 v255.l, s105
v_cvt_norm_i16_f16 v255.l, src_scc
v_cvt_norm_i16_f16 v255.l, ttmp15
v_cvt_norm_i16_f16 v255.l, v1.l
v_cvt_norm_i16_f16 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_i16_f16 v255.l, v1.l quad_perm:[3,2,1,0]
v_cvt_norm_i16_f16 v255.l, v127.l
v_cvt_norm_i16_f16 v255.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_i16_f16 v255.l, v127.l quad_perm:[3,2,1,0]
v_cvt_norm_i16_f16 v255.l, vcc_hi
v_cvt_norm_i16_f16 v255.l, vcc_lo
v_cvt_norm_i16_f16 v5.h, v199.h
v_cvt_norm_i16_f16 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_i16_f16 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_norm_i16_f16 v5.l, v199.l
v_cvt_norm_i16_f16 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_i16_f16 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_norm_u16_f16 v128.h, 0xfe0b
v_cvt_norm_u16_f16 v128.l, 0xfe0b
v_cvt_norm_u16_f16 v255.h, -1
v_cvt_norm_u16_f16 v255.h, 0.5
v_cvt_norm_u16_f16 v255.h, exec_hi
v_cvt_norm_u16_f16 v255.h, exec_lo
v_cvt_norm_u16_f16 v255.h, m0
v_cvt_norm_u16_f16 v255.h, null
v_cvt_norm_u16_f16 v255.h, s1
v_cvt_norm_u16_f16 v255.h, s105
v_cvt_norm_u16_f16 v255.h, src_scc
v_cvt_norm_u16_f16 v255.h, ttmp15
v_cvt_norm_u16_f16 v255.h, v1.h
v_cvt_norm_u16_f16 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16 v255.h, v1.h quad_perm:[3,2,1,0]
v_cvt_norm_u16_f16 v255.h, v127.h
v_cvt_norm_u16_f16 v255.h, v127.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16 v255.h, v127.h quad_perm:[3,2,1,0]
v_cvt_norm_u16_f16 v255.h, vcc_hi
v_cvt_norm_u16_f16 v255.h, vcc_lo
v_cvt_norm_u16_f16 v255.l, -1
v_cvt_norm_u16_f16 v255.l, 0.5
v_cvt_norm_u16_f16 v255.l, exec_hi
v_cvt_norm_u16_f16 v255.l, exec_lo
v_cvt_norm_u16_f16 v255.l, m0
v_cvt_norm_u16_f16 v255.l, null
v_cvt_norm_u16_f16 v255.l, s1
v_cvt_norm_u16_f16 v255.l, s105
v_cvt_norm_u16_f16 v255.l, src_scc
v_cvt_norm_u16_f16 v255.l, ttmp15
v_cvt_norm_u16_f16 v255.l, v1.l
v_cvt_norm_u16_f16 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16 v255.l, v1.l quad_perm:[3,2,1,0]
v_cvt_norm_u16_f16 v255.l, v127.l
v_cvt_norm_u16_f16 v255.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16 v255.l, v127.l quad_perm:[3,2,1,0]
v_cvt_norm_u16_f16 v255.l, vcc_hi
v_cvt_norm_u16_f16 v255.l, vcc_lo
v_cvt_norm_u16_f16 v5.h, v199.h
v_cvt_norm_u16_f16 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_norm_u16_f16 v5.l, v199.l
v_cvt_norm_u16_f16 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_u16_f16 v128.h, 0xfe0b
v_cvt_u16_f16 v128.l, 0xfe0b
v_cvt_u16_f16 v255.h, -1
v_cvt_u16_f16 v255.h, 0.5
v_cvt_u16_f16 v255.h, exec_hi
v_cvt_u16_f16 v255.h, exec_lo
v_cvt_u16_f16 v255.h, m0
v_cvt_u16_f16 v255.h, null
v_cvt_u16_f16 v255.h, s1
v_cvt_u16_f16 v255.h, s105
v_cvt_u16_f16 v255.h, src_scc
v_cvt_u16_f16 v255.h, ttmp15
v_cvt_u16_f16 v255.h, v1.h
v_cvt_u16_f16 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u16_f16 v255.h, v1.h quad_perm:[3,2,1,0]
v_cvt_u16_f16 v255.h, v127.h
v_cvt_u16_f16 v255.h, v127.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u16_f16 v255.h, v127.h quad_perm:[3,2,1,0]
v_cvt_u16_f16 v255.h, vcc_hi
v_cvt_u16_f16 v255.h, vcc_lo
v_cvt_u16_f16 v255.l, -1
v_cvt_u16_f16 v255.l, 0.5
v_cvt_u16_f16 v255.l, exec_hi
v_cvt_u16_f16 v255.l, exec_lo
v_cvt_u16_f16 v255.l, m0
v_cvt_u16_f16 v255.l, null
v_cvt_u16_f16 v255.l, s1
v_cvt_u16_f16 v255.l, s105
v_cvt_u16_f16 v255.l, src_scc
v_cvt_u16_f16 v255.l, ttmp15
v_cvt_u16_f16 v255.l, v1.l
v_cvt_u16_f16 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u16_f16 v255.l, v1.l quad_perm:[3,2,1,0]
v_cvt_u16_f16 v255.l, v127.l
v_cvt_u16_f16 v255.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u16_f16 v255.l, v127.l quad_perm:[3,2,1,0]
v_cvt_u16_f16 v255.l, vcc_hi
v_cvt_u16_f16 v255.l, vcc_lo
v_cvt_u16_f16 v5.h, v199.h
v_cvt_u16_f16 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u16_f16 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_u16_f16 v5.l, v199.l
v_cvt_u16_f16 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u16_f16 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_u32_u16 v5, v199
v_cvt_u32_u16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u32_u16 v5, v199 quad_perm:[3,2,1,0]
v_exp_f16 v128, 0xfe0b
v_exp_f16 v255, -1
v_exp_f16 v255, 0.5
v_exp_f16 v255, exec_hi
v_exp_f16 v255, exec_lo
v_exp_f16 v255, m0
v_exp_f16 v255, null
v_exp_f16 v255, s1
v_exp_f16 v255, s105
v_exp_f16 v255, src_scc
v_exp_f16 v255, ttmp15
v_exp_f16 v255, v1
v_exp_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_exp_f16 v255, v1 quad_perm:[3,2,1,0]
v_exp_f16 v255, v127
v_exp_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_exp_f16 v255, v127 quad_perm:[3,2,1,0]
v_exp_f16 v255, vcc_hi
v_exp_f16 v255, vcc_lo
v_exp_f16 v5, v199
v_exp_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_exp_f16 v5, v199 quad_perm:[3,2,1,0]
v_floor_f16 v128, 0xfe0b
v_floor_f16 v255, -1
v_floor_f16 v255, 0.5
v_floor_f16 v255, exec_hi
v_floor_f16 v255, exec_lo
v_floor_f16 v255, m0
v_floor_f16 v255, null
v_floor_f16 v255, s1
v_floor_f16 v255, s105
v_floor_f16 v255, src_scc
v_floor_f16 v255, ttmp15
v_floor_f16 v255, v1
v_floor_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_floor_f16 v255, v1 quad_perm:[3,2,1,0]
v_floor_f16 v255, v127
v_floor_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_floor_f16 v255, v127 quad_perm:[3,2,1,0]
v_floor_f16 v255, vcc_hi
v_floor_f16 v255, vcc_lo
v_floor_f16 v5, v199
v_floor_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_floor_f16 v5, v199 quad_perm:[3,2,1,0]
v_fract_f16 v128, 0xfe0b
v_fract_f16 v255, -1
v_fract_f16 v255, 0.5
v_fract_f16 v255, exec_hi
v_fract_f16 v255, exec_lo
v_fract_f16 v255, m0
v_fract_f16 v255, null
v_fract_f16 v255, s1
v_fract_f16 v255, s105
v_fract_f16 v255, src_scc
v_fract_f16 v255, ttmp15
v_fract_f16 v255, v1
v_fract_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_fract_f16 v255, v1 quad_perm:[3,2,1,0]
v_fract_f16 v255, v127
v_fract_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_fract_f16 v255, v127 quad_perm:[3,2,1,0]
v_fract_f16 v255, vcc_hi
v_fract_f16 v255, vcc_lo
v_fract_f16 v5, v199
v_fract_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_fract_f16 v5, v199 quad_perm:[3,2,1,0]
v_frexp_exp_i16_f16 v128.h, 0xfe0b
v_frexp_exp_i16_f16 v128.l, 0xfe0b
v_frexp_exp_i16_f16 v255.h, -1
v_frexp_exp_i16_f16 v255.h, 0.5
v_frexp_exp_i16_f16 v255.h, exec_hi
v_frexp_exp_i16_f16 v255.h, exec_lo
v_frexp_exp_i16_f16 v255.h, m0
v_frexp_exp_i16_f16 v255.h, null
v_frexp_exp_i16_f16 v255.h, s1
v_frexp_exp_i16_f16 v255.h, s105
v_frexp_exp_i16_f16 v255.h, src_scc
v_frexp_exp_i16_f16 v255.h, ttmp15
v_frexp_exp_i16_f16 v255.h, v1.h
v_frexp_exp_i16_f16 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i16_f16 v255.h, v1.h quad_perm:[3,2,1,0]
v_frexp_exp_i16_f16 v255.h, v127.h
v_frexp_exp_i16_f16 v255.h, v127.h dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i16_f16 v255.h, v127.h quad_perm:[3,2,1,0]
v_frexp_exp_i16_f16 v255.h, vcc_hi
v_frexp_exp_i16_f16 v255.h, vcc_lo
v_frexp_exp_i16_f16 v255.l, -1
v_frexp_exp_i16_f16 v255.l, 0.5
v_frexp_exp_i16_f16 v255.l, exec_hi
v_frexp_exp_i16_f16 v255.l, exec_lo
v_frexp_exp_i16_f16 v255.l, m0
v_frexp_exp_i16_f16 v255.l, null
v_frexp_exp_i16_f16 v255.l, s1
v_frexp_exp_i16_f16 v255.l, s105
v_frexp_exp_i16_f16 v255.l, src_scc
v_frexp_exp_i16_f16 v255.l, ttmp15
v_frexp_exp_i16_f16 v255.l, v1.l
v_frexp_exp_i16_f16 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i16_f16 v255.l, v1.l quad_perm:[3,2,1,0]
v_frexp_exp_i16_f16 v255.l, v127.l
v_frexp_exp_i16_f16 v255.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i16_f16 v255.l, v127.l quad_perm:[3,2,1,0]
v_frexp_exp_i16_f16 v255.l, vcc_hi
v_frexp_exp_i16_f16 v255.l, vcc_lo
v_frexp_exp_i16_f16 v5.h, v199.h
v_frexp_exp_i16_f16 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i16_f16 v5.h, v199.h quad_perm:[3,2,1,0]
v_frexp_exp_i16_f16 v5.l, v199.l
v_frexp_exp_i16_f16 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i16_f16 v5.l, v199.l quad_perm:[3,2,1,0]
v_frexp_mant_f16 v128, 0xfe0b
v_frexp_mant_f16 v255, -1
v_frexp_mant_f16 v255, 0.5
v_frexp_mant_f16 v255, exec_hi
v_frexp_mant_f16 v255, exec_lo
v_frexp_mant_f16 v255, m0
v_frexp_mant_f16 v255, null
v_frexp_mant_f16 v255, s1
v_frexp_mant_f16 v255, s105
v_frexp_mant_f16 v255, src_scc
v_frexp_mant_f16 v255, ttmp15
v_frexp_mant_f16 v255, v1
v_frexp_mant_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_mant_f16 v255, v1 quad_perm:[3,2,1,0]
v_frexp_mant_f16 v255, v127
v_frexp_mant_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_mant_f16 v255, v127 quad_perm:[3,2,1,0]
v_frexp_mant_f16 v255, vcc_hi
v_frexp_mant_f16 v255, vcc_lo
v_frexp_mant_f16 v5, v199
v_frexp_mant_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_mant_f16 v5, v199 quad_perm:[3,2,1,0]
v_log_f16 v128, 0xfe0b
v_log_f16 v255, -1
v_log_f16 v255, 0.5
v_log_f16 v255, exec_hi
v_log_f16 v255, exec_lo
v_log_f16 v255, m0
v_log_f16 v255, null
v_log_f16 v255, s1
v_log_f16 v255, s105
v_log_f16 v255, src_scc
v_log_f16 v255, ttmp15
v_log_f16 v255, v1
v_log_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_log_f16 v255, v1 quad_perm:[3,2,1,0]
v_log_f16 v255, v127
v_log_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_log_f16 v255, v127 quad_perm:[3,2,1,0]
v_log_f16 v255, vcc_hi
v_log_f16 v255, vcc_lo
v_log_f16 v5, v199
v_log_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_log_f16 v5, v199 quad_perm:[3,2,1,0]
v_not_b16 v128, 0xfe0b
v_not_b16 v255, -1
v_not_b16 v255, 0.5
v_not_b16 v255, exec_hi
v_not_b16 v255, exec_lo
v_not_b16 v255, m0
v_not_b16 v255, null
v_not_b16 v255, s1
v_not_b16 v255, s105
v_not_b16 v255, src_scc
v_not_b16 v255, ttmp15
v_not_b16 v255, v1
v_not_b16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_not_b16 v255, v1 quad_perm:[3,2,1,0]
v_not_b16 v255, v127
v_not_b16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_not_b16 v255, v127 quad_perm:[3,2,1,0]
v_not_b16 v255, vcc_hi
v_not_b16 v255, vcc_lo
v_not_b16 v5, v199
v_not_b16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_not_b16 v5, v199 quad_perm:[3,2,1,0]
v_rcp_f16 v128, 0xfe0b
v_rcp_f16 v255, -1
v_rcp_f16 v255, 0.5
v_rcp_f16 v255, exec_hi
v_rcp_f16 v255, exec_lo
v_rcp_f16 v255, m0
v_rcp_f16 v255, null
v_rcp_f16 v255, s1
v_rcp_f16 v255, s105
v_rcp_f16 v255, src_scc
v_rcp_f16 v255, ttmp15
v_rcp_f16 v255, v1
v_rcp_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_rcp_f16 v255, v1 quad_perm:[3,2,1,0]
v_rcp_f16 v255, v127
v_rcp_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_rcp_f16 v255, v127 quad_perm:[3,2,1,0]
v_rcp_f16 v255, vcc_hi
v_rcp_f16 v255, vcc_lo
v_rcp_f16 v5, v199
v_rcp_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_rcp_f16 v5, v199 quad_perm:[3,2,1,0]
v_rndne_f16 v128, 0xfe0b
v_rndne_f16 v255, -1
v_rndne_f16 v255, 0.5
v_rndne_f16 v255, exec_hi
v_rndne_f16 v255, exec_lo
v_rndne_f16 v255, m0
v_rndne_f16 v255, null
v_rndne_f16 v255, s1
v_rndne_f16 v255, s105
v_rndne_f16 v255, src_scc
v_rndne_f16 v255, ttmp15
v_rndne_f16 v255, v1
v_rndne_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_rndne_f16 v255, v1 quad_perm:[3,2,1,0]
v_rndne_f16 v255, v127
v_rndne_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_rndne_f16 v255, v127 quad_perm:[3,2,1,0]
v_rndne_f16 v255, vcc_hi
v_rndne_f16 v255, vcc_lo
v_rndne_f16 v5, v199
v_rndne_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_rndne_f16 v5, v199 quad_perm:[3,2,1,0]
v_rsq_f16 v128, 0xfe0b
v_rsq_f16 v255, -1
v_rsq_f16 v255, 0.5
v_rsq_f16 v255, exec_hi
v_rsq_f16 v255, exec_lo
v_rsq_f16 v255, m0
v_rsq_f16 v255, null
v_rsq_f16 v255, s1
v_rsq_f16 v255, s105
v_rsq_f16 v255, src_scc
v_rsq_f16 v255, ttmp15
v_rsq_f16 v255, v1
v_rsq_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_rsq_f16 v255, v1 quad_perm:[3,2,1,0]
v_rsq_f16 v255, v127
v_rsq_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_rsq_f16 v255, v127 quad_perm:[3,2,1,0]
v_rsq_f16 v255, vcc_hi
v_rsq_f16 v255, vcc_lo
v_rsq_f16 v5, v199
v_rsq_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_rsq_f16 v5, v199 quad_perm:[3,2,1,0]
v_sat_pk_u8_i16 v199, v5
v_sat_pk_u8_i16 v199, v5 dpp8:[7,6,5,4,3,2,1,0]
v_sat_pk_u8_i16 v199, v5 quad_perm:[3,2,1,0]
v_sin_f16 v128, 0xfe0b
v_sin_f16 v255, -1
v_sin_f16 v255, 0.5
v_sin_f16 v255, exec_hi
v_sin_f16 v255, exec_lo
v_sin_f16 v255, m0
v_sin_f16 v255, null
v_sin_f16 v255, s1
v_sin_f16 v255, s105
v_sin_f16 v255, src_scc
v_sin_f16 v255, ttmp15
v_sin_f16 v255, v1
v_sin_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_sin_f16 v255, v1 quad_perm:[3,2,1,0]
v_sin_f16 v255, v127
v_sin_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_sin_f16 v255, v127 quad_perm:[3,2,1,0]
v_sin_f16 v255, vcc_hi
v_sin_f16 v255, vcc_lo
v_sin_f16 v5, v199
v_sin_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_sin_f16 v5, v199 quad_perm:[3,2,1,0]
v_sqrt_f16 v128, 0xfe0b
v_sqrt_f16 v255, -1
v_sqrt_f16 v255, 0.5
v_sqrt_f16 v255, exec_hi
v_sqrt_f16 v255, exec_lo
v_sqrt_f16 v255, m0
v_sqrt_f16 v255, null
v_sqrt_f16 v255, s1
v_sqrt_f16 v255, s105
v_sqrt_f16 v255, src_scc
v_sqrt_f16 v255, ttmp15
v_sqrt_f16 v255, v1
v_sqrt_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_sqrt_f16 v255, v1 quad_perm:[3,2,1,0]
v_sqrt_f16 v255, v127
v_sqrt_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_sqrt_f16 v255, v127 quad_perm:[3,2,1,0]
v_sqrt_f16 v255, vcc_hi
v_sqrt_f16 v255, vcc_lo
v_sqrt_f16 v5, v199
v_sqrt_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_sqrt_f16 v5, v199 quad_perm:[3,2,1,0]
v_trunc_f16 v128, 0xfe0b
v_trunc_f16 v255, -1
v_trunc_f16 v255, 0.5
v_trunc_f16 v255, exec_hi
v_trunc_f16 v255, exec_lo
v_trunc_f16 v255, m0
v_trunc_f16 v255, null
v_trunc_f16 v255, s1
v_trunc_f16 v255, s105
v_trunc_f16 v255, src_scc
v_trunc_f16 v255, ttmp15
v_trunc_f16 v255, v1
v_trunc_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_trunc_f16 v255, v1 quad_perm:[3,2,1,0]
v_trunc_f16 v255, v127
v_trunc_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_trunc_f16 v255, v127 quad_perm:[3,2,1,0]
v_trunc_f16 v255, vcc_hi
v_trunc_f16 v255, vcc_lo
v_trunc_f16 v5, v199
v_trunc_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_trunc_f16 v5, v199 quad_perm:[3,2,1,0]
v_cvt_f32_f16 v128, 0xfe0b
v_cvt_f32_f16 v255, -1
v_cvt_f32_f16 v255, 0.5
v_cvt_f32_f16 v255, exec_hi
v_cvt_f32_f16 v255, exec_lo
v_cvt_f32_f16 v255, m0
v_cvt_f32_f16 v255, null
v_cvt_f32_f16 v255, s1
v_cvt_f32_f16 v255, s105
v_cvt_f32_f16 v255, src_scc
v_cvt_f32_f16 v255, ttmp15
v_cvt_f32_f16 v255, v1
v_cvt_f32_f16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_f16 v255, v1 quad_perm:[3,2,1,0]
v_cvt_f32_f16 v255, v127
v_cvt_f32_f16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_f16 v255, v127 quad_perm:[3,2,1,0]
v_cvt_f32_f16 v255, vcc_hi
v_cvt_f32_f16 v255, vcc_lo
v_cvt_f32_f16 v5, v199
v_cvt_f32_f16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_f16 v5, v199 quad_perm:[3,2,1,0]
v_mov_b16 v255.h, -1
v_mov_b16 v255.h, 0.5
v_mov_b16 v255.h, exec_hi
v_mov_b16 v255.h, exec_lo
v_mov_b16 v255.h, m0
v_mov_b16 v255.h, null
v_mov_b16 v255.h, s1
v_mov_b16 v255.h, s105
v_mov_b16 v255.h, src_scc
v_mov_b16 v255.h, ttmp15
v_mov_b16 v255.h, vcc_hi
v_mov_b16 v255.h, vcc_lo
v_mov_b16 v255.l, -1
v_mov_b16 v255.l, 0.5
v_mov_b16 v255.l, exec_hi
v_mov_b16 v255.l, exec_lo
v_mov_b16 v255.l, m0
v_mov_b16 v255.l, null
v_mov_b16 v255.l, s1
v_mov_b16 v255.l, s105
v_mov_b16 v255.l, src_scc
v_mov_b16 v255.l, ttmp15
v_mov_b16 v255.l, vcc_hi
v_mov_b16 v255.l, vcc_lo
v_rcp_f16 v255.h, -1
v_rcp_f16 v255.h, 0.5
v_rcp_f16 v255.h, exec_hi
v_rcp_f16 v255.h, exec_lo
v_rcp_f16 v255.h, m0
v_rcp_f16 v255.h, null
v_rcp_f16 v255.h, s1
v_rcp_f16 v255.h, s105
v_rcp_f16 v255.h, src_scc
v_rcp_f16 v255.h, ttmp15
v_rcp_f16 v255.h, vcc_hi
v_rcp_f16 v255.h, vcc_lo
v_rcp_f16 v255.l, -1
v_rcp_f16 v255.l, 0.5
v_rcp_f16 v255.l, exec_hi
v_rcp_f16 v255.l, exec_lo
v_rcp_f16 v255.l, m0
v_rcp_f16 v255.l, null
v_rcp_f16 v255.l, s1
v_rcp_f16 v255.l, s105
v_rcp_f16 v255.l, src_scc
v_rcp_f16 v255.l, ttmp15
v_rcp_f16 v255.l, vcc_hi
v_rcp_f16 v255.l, vcc_lo
v_sqrt_f16 v255.h, -1
v_sqrt_f16 v255.h, 0.5
v_sqrt_f16 v255.h, exec_hi
v_sqrt_f16 v255.h, exec_lo
v_sqrt_f16 v255.h, m0
v_sqrt_f16 v255.h, null
v_sqrt_f16 v255.h, s1
v_sqrt_f16 v255.h, s105
v_sqrt_f16 v255.h, src_scc
v_sqrt_f16 v255.h, ttmp15
v_sqrt_f16 v255.h, vcc_hi
v_sqrt_f16 v255.h, vcc_lo
v_sqrt_f16 v255.l, -1
v_sqrt_f16 v255.l, 0.5
v_sqrt_f16 v255.l, exec_hi
v_sqrt_f16 v255.l, exec_lo
v_sqrt_f16 v255.l, m0
v_sqrt_f16 v255.l, null
v_sqrt_f16 v255.l, s1
v_sqrt_f16 v255.l, s105
v_sqrt_f16 v255.l, src_scc
v_sqrt_f16 v255.l, ttmp15
v_sqrt_f16 v255.l, vcc_hi
v_sqrt_f16 v255.l, vcc_lo
v_rsq_f16 v255.h, -1
v_rsq_f16 v255.h, 0.5
v_rsq_f16 v255.h, exec_hi
v_rsq_f16 v255.h, exec_lo
v_rsq_f16 v255.h, m0
v_rsq_f16 v255.h, null
v_rsq_f16 v255.h, s1
v_rsq_f16 v255.h, s105
v_rsq_f16 v255.h, src_scc
v_rsq_f16 v255.h, ttmp15
v_rsq_f16 v255.h, vcc_hi
v_rsq_f16 v255.h, vcc_lo
v_rsq_f16 v255.l, -1
v_rsq_f16 v255.l, 0.5
v_rsq_f16 v255.l, exec_hi
v_rsq_f16 v255.l, exec_lo
v_rsq_f16 v255.l, m0
v_rsq_f16 v255.l, null
v_rsq_f16 v255.l, s1
v_rsq_f16 v255.l, s105
v_rsq_f16 v255.l, src_scc
v_rsq_f16 v255.l, ttmp15
v_rsq_f16 v255.l, vcc_hi
v_rsq_f16 v255.l, vcc_lo
v_log_f16 v255.h, -1
v_log_f16 v255.h, 0.5
v_log_f16 v255.h, exec_hi
v_log_f16 v255.h, exec_lo
v_log_f16 v255.h, m0
v_log_f16 v255.h, null
v_log_f16 v255.h, s1
v_log_f16 v255.h, s105
v_log_f16 v255.h, src_scc
v_log_f16 v255.h, ttmp15
v_log_f16 v255.h, vcc_hi
v_log_f16 v255.h, vcc_lo
v_log_f16 v255.l, -1
v_log_f16 v255.l, 0.5
v_log_f16 v255.l, exec_hi
v_log_f16 v255.l, exec_lo
v_log_f16 v255.l, m0
v_log_f16 v255.l, null
v_log_f16 v255.l, s1
v_log_f16 v255.l, s105
v_log_f16 v255.l, src_scc
v_log_f16 v255.l, ttmp15
v_log_f16 v255.l, vcc_hi
v_log_f16 v255.l, vcc_lo
v_exp_f16 v255.h, -1
v_exp_f16 v255.h, 0.5
v_exp_f16 v255.h, exec_hi
v_exp_f16 v255.h, exec_lo
v_exp_f16 v255.h, m0
v_exp_f16 v255.h, null
v_exp_f16 v255.h, s1
v_exp_f16 v255.h, s105
v_exp_f16 v255.h, src_scc
v_exp_f16 v255.h, ttmp15
v_exp_f16 v255.h, vcc_hi
v_exp_f16 v255.h, vcc_lo
v_exp_f16 v255.l, -1
v_exp_f16 v255.l, 0.5
v_exp_f16 v255.l, exec_hi
v_exp_f16 v255.l, exec_lo
v_exp_f16 v255.l, m0
v_exp_f16 v255.l, null
v_exp_f16 v255.l, s1
v_exp_f16 v255.l, s105
v_exp_f16 v255.l, src_scc
v_exp_f16 v255.l, ttmp15
v_exp_f16 v255.l, vcc_hi
v_exp_f16 v255.l, vcc_lo
v_frexp_mant_f16 v255.h, -1
v_frexp_mant_f16 v255.h, 0.5
v_frexp_mant_f16 v255.h, exec_hi
v_frexp_mant_f16 v255.h, exec_lo
v_frexp_mant_f16 v255.h, m0
v_frexp_mant_f16 v255.h, null
v_frexp_mant_f16 v255.h, s1
v_frexp_mant_f16 v255.h, s105
v_frexp_mant_f16 v255.h, src_scc
v_frexp_mant_f16 v255.h, ttmp15
v_frexp_mant_f16 v255.h, vcc_hi
v_frexp_mant_f16 v255.h, vcc_lo
v_frexp_mant_f16 v255.l, -1
v_frexp_mant_f16 v255.l, 0.5
v_frexp_mant_f16 v255.l, exec_hi
v_frexp_mant_f16 v255.l, exec_lo
v_frexp_mant_f16 v255.l, m0
v_frexp_mant_f16 v255.l, null
v_frexp_mant_f16 v255.l, s1
v_frexp_mant_f16 v255.l, s105
v_frexp_mant_f16 v255.l, src_scc
v_frexp_mant_f16 v255.l, ttmp15
v_frexp_mant_f16 v255.l, vcc_hi
v_frexp_mant_f16 v255.l, vcc_lo
v_floor_f16 v255.h, -1
v_floor_f16 v255.h, 0.5
v_floor_f16 v255.h, exec_hi
v_floor_f16 v255.h, exec_lo
v_floor_f16 v255.h, m0
v_floor_f16 v255.h, null
v_floor_f16 v255.h, s1
v_floor_f16 v255.h, s105
v_floor_f16 v255.h, src_scc
v_floor_f16 v255.h, ttmp15
v_floor_f16 v255.h, vcc_hi
v_floor_f16 v255.h, vcc_lo
v_floor_f16 v255.l, -1
v_floor_f16 v255.l, 0.5
v_floor_f16 v255.l, exec_hi
v_floor_f16 v255.l, exec_lo
v_floor_f16 v255.l, m0
v_floor_f16 v255.l, null
v_floor_f16 v255.l, s1
v_floor_f16 v255.l, s105
v_floor_f16 v255.l, src_scc
v_floor_f16 v255.l, ttmp15
v_floor_f16 v255.l, vcc_hi
v_floor_f16 v255.l, vcc_lo
v_ceil_f16 v255.h, -1
v_ceil_f16 v255.h, 0.5
v_ceil_f16 v255.h, exec_hi
v_ceil_f16 v255.h, exec_lo
v_ceil_f16 v255.h, m0
v_ceil_f16 v255.h, null
v_ceil_f16 v255.h, s1
v_ceil_f16 v255.h, s105
v_ceil_f16 v255.h, src_scc
v_ceil_f16 v255.h, ttmp15
v_ceil_f16 v255.h, vcc_hi
v_ceil_f16 v255.h, vcc_lo
v_ceil_f16 v255.l, -1
v_ceil_f16 v255.l, 0.5
v_ceil_f16 v255.l, exec_hi
v_ceil_f16 v255.l, exec_lo
v_ceil_f16 v255.l, m0
v_ceil_f16 v255.l, null
v_ceil_f16 v255.l, s1
v_ceil_f16 v255.l, s105
v_ceil_f16 v255.l, src_scc
v_ceil_f16 v255.l, ttmp15
v_ceil_f16 v255.l, vcc_hi
v_ceil_f16 v255.l, vcc_lo
v_trunc_f16 v255.h, -1
v_trunc_f16 v255.h, 0.5
v_trunc_f16 v255.h, exec_hi
v_trunc_f16 v255.h, exec_lo
v_trunc_f16 v255.h, m0
v_trunc_f16 v255.h, null
v_trunc_f16 v255.h, s1
v_trunc_f16 v255.h, s105
v_trunc_f16 v255.h, src_scc
v_trunc_f16 v255.h, ttmp15
v_trunc_f16 v255.h, vcc_hi
v_trunc_f16 v255.h, vcc_lo
v_trunc_f16 v255.l, -1
v_trunc_f16 v255.l, 0.5
v_trunc_f16 v255.l, exec_hi
v_trunc_f16 v255.l, exec_lo
v_trunc_f16 v255.l, m0
v_trunc_f16 v255.l, null
v_trunc_f16 v255.l, s1
v_trunc_f16 v255.l, s105
v_trunc_f16 v255.l, src_scc
v_trunc_f16 v255.l, ttmp15
v_trunc_f16 v255.l, vcc_hi
v_trunc_f16 v255.l, vcc_lo
v_rndne_f16 v255.h, -1
v_rndne_f16 v255.h, 0.5
v_rndne_f16 v255.h, exec_hi
v_rndne_f16 v255.h, exec_lo
v_rndne_f16 v255.h, m0
v_rndne_f16 v255.h, null
v_rndne_f16 v255.h, s1
v_rndne_f16 v255.h, s105
v_rndne_f16 v255.h, src_scc
v_rndne_f16 v255.h, ttmp15
v_rndne_f16 v255.h, vcc_hi
v_rndne_f16 v255.h, vcc_lo
v_rndne_f16 v255.l, -1
v_rndne_f16 v255.l, 0.5
v_rndne_f16 v255.l, exec_hi
v_rndne_f16 v255.l, exec_lo
v_rndne_f16 v255.l, m0
v_rndne_f16 v255.l, null
v_rndne_f16 v255.l, s1
v_rndne_f16 v255.l, s105
v_rndne_f16 v255.l, src_scc
v_rndne_f16 v255.l, ttmp15
v_rndne_f16 v255.l, vcc_hi
v_rndne_f16 v255.l, vcc_lo
v_fract_f16 v255.h, -1
v_fract_f16 v255.h, 0.5
v_fract_f16 v255.h, exec_hi
v_fract_f16 v255.h, exec_lo
v_fract_f16 v255.h, m0
v_fract_f16 v255.h, null
v_fract_f16 v255.h, s1
v_fract_f16 v255.h, s105
v_fract_f16 v255.h, src_scc
v_fract_f16 v255.h, ttmp15
v_fract_f16 v255.h, vcc_hi
v_fract_f16 v255.h, vcc_lo
v_fract_f16 v255.l, -1
v_fract_f16 v255.l, 0.5
v_fract_f16 v255.l, exec_hi
v_fract_f16 v255.l, exec_lo
v_fract_f16 v255.l, m0
v_fract_f16 v255.l, null
v_fract_f16 v255.l, s1
v_fract_f16 v255.l, s105
v_fract_f16 v255.l, src_scc
v_fract_f16 v255.l, ttmp15
v_fract_f16 v255.l, vcc_hi
v_fract_f16 v255.l, vcc_lo
v_sin_f16 v255.h, -1
v_sin_f16 v255.h, 0.5
v_sin_f16 v255.h, exec_hi
v_sin_f16 v255.h, exec_lo
v_sin_f16 v255.h, m0
v_sin_f16 v255.h, null
v_sin_f16 v255.h, s1
v_sin_f16 v255.h, s105
v_sin_f16 v255.h, src_scc
v_sin_f16 v255.h, ttmp15
v_sin_f16 v255.h, vcc_hi
v_sin_f16 v255.h, vcc_lo
v_sin_f16 v255.l, -1
v_sin_f16 v255.l, 0.5
v_sin_f16 v255.l, exec_hi
v_sin_f16 v255.l, exec_lo
v_sin_f16 v255.l, m0
v_sin_f16 v255.l, null
v_sin_f16 v255.l, s1
v_sin_f16 v255.l, s105
v_sin_f16 v255.l, src_scc
v_sin_f16 v255.l, ttmp15
v_sin_f16 v255.l, vcc_hi
v_sin_f16 v255.l, vcc_lo
v_cos_f16 v255.h, -1
v_cos_f16 v255.h, 0.5
v_cos_f16 v255.h, exec_hi
v_cos_f16 v255.h, exec_lo
v_cos_f16 v255.h, m0
v_cos_f16 v255.h, null
v_cos_f16 v255.h, s1
v_cos_f16 v255.h, s105
v_cos_f16 v255.h, src_scc
v_cos_f16 v255.h, ttmp15
v_cos_f16 v255.h, vcc_hi
v_cos_f16 v255.h, vcc_lo
v_cos_f16 v255.l, -1
v_cos_f16 v255.l, 0.5
v_cos_f16 v255.l, exec_hi
v_cos_f16 v255.l, exec_lo
v_cos_f16 v255.l, m0
v_cos_f16 v255.l, null
v_cos_f16 v255.l, s1
v_cos_f16 v255.l, s105
v_cos_f16 v255.l, src_scc
v_cos_f16 v255.l, ttmp15
v_cos_f16 v255.l, vcc_hi
v_cos_f16 v255.l, vcc_lo
v_sat_pk_u8_i16 v128.h, 0xaf123456
v_sat_pk_u8_i16 v128.l, 0xaf123456
v_sat_pk_u8_i16 v255.h v1 dpp8:[7,6,5,4,3,2,1,0]
v_sat_pk_u8_i16 v255.h, -1
v_sat_pk_u8_i16 v255.h, 0.5
v_sat_pk_u8_i16 v255.h, exec_hi
v_sat_pk_u8_i16 v255.h, exec_lo
v_sat_pk_u8_i16 v255.h, m0
v_sat_pk_u8_i16 v255.h, null
v_sat_pk_u8_i16 v255.h, s1
v_sat_pk_u8_i16 v255.h, s105
v_sat_pk_u8_i16 v255.h, src_scc
v_sat_pk_u8_i16 v255.h, ttmp15
v_sat_pk_u8_i16 v255.h, v1
v_sat_pk_u8_i16 v255.h, v1 quad_perm:[3,2,1,0]
v_sat_pk_u8_i16 v255.h, v255
v_sat_pk_u8_i16 v255.h, v255 dpp8:[7,6,5,4,3,2,1,0]
v_sat_pk_u8_i16 v255.h, v255 quad_perm:[3,2,1,0]
v_sat_pk_u8_i16 v255.h, vcc_hi
v_sat_pk_u8_i16 v255.h, vcc_lo
v_sat_pk_u8_i16 v255.l, -1
v_sat_pk_u8_i16 v255.l, 0.5
v_sat_pk_u8_i16 v255.l, exec_hi
v_sat_pk_u8_i16 v255.l, exec_lo
v_sat_pk_u8_i16 v255.l, m0
v_sat_pk_u8_i16 v255.l, null
v_sat_pk_u8_i16 v255.l, s1
v_sat_pk_u8_i16 v255.l, s105
v_sat_pk_u8_i16 v255.l, src_scc
v_sat_pk_u8_i16 v255.l, ttmp15
v_sat_pk_u8_i16 v255.l, v1
v_sat_pk_u8_i16 v255.l, v1 dpp8:[7,6,5,4,3,2,1,0]
v_sat_pk_u8_i16 v255.l, v1 quad_perm:[3,2,1,0]
v_sat_pk_u8_i16 v255.l, v255
v_sat_pk_u8_i16 v255.l, v255 dpp8:[7,6,5,4,3,2,1,0]
v_sat_pk_u8_i16 v255.l, v255 quad_perm:[3,2,1,0]
v_sat_pk_u8_i16 v255.l, vcc_hi
v_sat_pk_u8_i16 v255.l, vcc_lo
v_not_b16 v255.h, -1
v_not_b16 v255.h, 0.5
v_not_b16 v255.h, exec_hi
v_not_b16 v255.h, exec_lo
v_not_b16 v255.h, m0
v_not_b16 v255.h, null
v_not_b16 v255.h, s1
v_not_b16 v255.h, s105
v_not_b16 v255.h, src_scc
v_not_b16 v255.h, ttmp15
v_not_b16 v255.h, vcc_hi
v_not_b16 v255.h, vcc_lo
v_not_b16 v255.l, -1
v_not_b16 v255.l, 0.5
v_not_b16 v255.l, exec_hi
v_not_b16 v255.l, exec_lo
v_not_b16 v255.l, m0
v_not_b16 v255.l, null
v_not_b16 v255.l, s1
v_not_b16 v255.l, s105
v_not_b16 v255.l, src_scc
v_not_b16 v255.l, ttmp15
v_not_b16 v255.l, vcc_hi
v_not_b16 v255.l, vcc_lo
v_cvt_i32_i16 v128, 0xfe0b
v_cvt_i32_i16 v255, -1
v_cvt_i32_i16 v255, 0.5
v_cvt_i32_i16 v255, exec_hi
v_cvt_i32_i16 v255, exec_lo
v_cvt_i32_i16 v255, m0
v_cvt_i32_i16 v255, null
v_cvt_i32_i16 v255, s1
v_cvt_i32_i16 v255, s105
v_cvt_i32_i16 v255, src_scc
v_cvt_i32_i16 v255, ttmp15
v_cvt_i32_i16 v255, v1
v_cvt_i32_i16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_i16 v255, v1 quad_perm:[3,2,1,0]
v_cvt_i32_i16 v255, v127
v_cvt_i32_i16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_i16 v255, v127 quad_perm:[3,2,1,0]
v_cvt_i32_i16 v255, vcc_hi
v_cvt_i32_i16 v255, vcc_lo
v_cvt_i32_i16 v5, v199
v_cvt_i32_i16 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_i16 v5, v199 quad_perm:[3,2,1,0]
v_cvt_u32_u16 v128, 0xfe0b
v_cvt_u32_u16 v255, -1
v_cvt_u32_u16 v255, 0.5
v_cvt_u32_u16 v255, exec_hi
v_cvt_u32_u16 v255, exec_lo
v_cvt_u32_u16 v255, m0
v_cvt_u32_u16 v255, null
v_cvt_u32_u16 v255, s1
v_cvt_u32_u16 v255, s105
v_cvt_u32_u16 v255, src_scc
v_cvt_u32_u16 v255, ttmp15
v_cvt_u32_u16 v255, v1
v_cvt_u32_u16 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u32_u16 v255, v1 quad_perm:[3,2,1,0]
v_cvt_u32_u16 v255, v127
v_cvt_u32_u16 v255, v127 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u32_u16 v255, v127 quad_perm:[3,2,1,0]
v_cvt_u32_u16 v255, vcc_hi
v_cvt_u32_u16 v255, vcc_lo

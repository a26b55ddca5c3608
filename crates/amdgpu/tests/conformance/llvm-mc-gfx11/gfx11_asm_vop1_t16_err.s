// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop1_t16_err.s @0082677945713ca02fb04c12983ee9a4a2ba6b34, whole file (30745 chars, both pages read) (the wave32 RUN line and every instruction line, all lines the test expects llvm-mc to refuse; check lines omitted; each opcode's lines follow one of a few operand patterns (the .h/.l forms, the 32-bit names), written out per opcode and compared with the pages)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+real-true16,+wavefrontsize32 -show-encoding %s
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
v_cvt_f16_u16_e32 v128.h, 0xfe0b
v_cvt_f16_u16_e32 v128.l, 0xfe0b
v_cvt_f16_u16_e32 v255.h, v1.h
v_cvt_f16_u16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_cvt_f16_u16_e32 v255.l, v1.l
v_cvt_f16_u16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_cvt_f16_u16_e32 v5.h, v199.h
v_cvt_f16_u16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_f16_u16_e32 v5.l, v199.l
v_cvt_f16_u16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_f32_f16_e32 v5, v199
v_cvt_f32_f16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_f16_e32 v5, v199 quad_perm:[3,2,1,0]
v_cvt_i16_f16_e32 v128.h, 0xfe0b
v_cvt_i16_f16_e32 v128.l, 0xfe0b
v_cvt_i16_f16_e32 v255.h, v1.h
v_cvt_i16_f16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_cvt_i16_f16_e32 v255.l, v1.l
v_cvt_i16_f16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_cvt_i16_f16_e32 v5.h, v199.h
v_cvt_i16_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_i16_f16_e32 v5.l, v199.l
v_cvt_i16_f16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_i32_i16_e32 v5, v199
v_cvt_i32_i16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_i16_e32 v5, v199 quad_perm:[3,2,1,0]
v_cvt_i32_i16_e32 v5.h, v199.h
v_cvt_i32_i16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_i16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_i32_i16_e32 v5.l, v199.l
v_cvt_i32_i16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_i16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_norm_i16_f16_e32 v128.h, 0xfe0b
v_cvt_norm_i16_f16_e32 v128.l, 0xfe0b
v_cvt_norm_i16_f16_e32 v255.h, v1.h
v_cvt_norm_i16_f16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_i16_f16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_cvt_norm_i16_f16_e32 v255.l, v1.l
v_cvt_norm_i16_f16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_i16_f16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_cvt_norm_i16_f16_e32 v5.h, v199.h
v_cvt_norm_i16_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_i16_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_norm_i16_f16_e32 v5.l, v199.l
v_cvt_norm_i16_f16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_i16_f16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_norm_u16_f16_e32 v128.h, 0xfe0b
v_cvt_norm_u16_f16_e32 v128.l, 0xfe0b
v_cvt_norm_u16_f16_e32 v255.h, v1.h
v_cvt_norm_u16_f16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_cvt_norm_u16_f16_e32 v255.l, v1.l
v_cvt_norm_u16_f16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_cvt_norm_u16_f16_e32 v5.h, v199.h
v_cvt_norm_u16_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_norm_u16_f16_e32 v5.l, v199.l
v_cvt_norm_u16_f16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_u16_f16_e32 v128.h, 0xfe0b
v_cvt_u16_f16_e32 v128.l, 0xfe0b
v_cvt_u16_f16_e32 v255.h, v1.h
v_cvt_u16_f16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u16_f16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_cvt_u16_f16_e32 v255.l, v1.l
v_cvt_u16_f16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u16_f16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_cvt_u16_f16_e32 v5.h, v199.h
v_cvt_u16_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u16_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_cvt_u16_f16_e32 v5.l, v199.l
v_cvt_u16_f16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u16_f16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_cvt_u32_u16_e32 v5, v199
v_cvt_u32_u16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u32_u16_e32 v5, v199 quad_perm:[3,2,1,0]
v_exp_f16_e32 v128.h, 0xfe0b
v_exp_f16_e32 v128.l, 0xfe0b
v_exp_f16_e32 v255.h, v1.h
v_exp_f16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_exp_f16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_exp_f16_e32 v255.l, v1.l
v_exp_f16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_exp_f16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_exp_f16_e32 v5.h, v199.h
v_exp_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_exp_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_exp_f16_e32 v5.l, v199.l
v_exp_f16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_exp_f16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_floor_f16_e32 v128.h, 0xfe0b
v_floor_f16_e32 v128.l, 0xfe0b
v_floor_f16_e32 v255.h, v1.h
v_floor_f16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_floor_f16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_floor_f16_e32 v255.l, v1.l
v_floor_f16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_floor_f16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_floor_f16_e32 v5.h, v199.h
v_floor_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_floor_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_floor_f16_e32 v5.l, v199.l
v_floor_f16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_floor_f16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_fract_f16_e32 v128, 0xfe0b
v_fract_f16_e32 v255, v1
v_fract_f16_e32 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_fract_f16_e32 v255, v1 quad_perm:[3,2,1,0]
v_fract_f16_e32 v5, v199
v_fract_f16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_fract_f16_e32 v5, v199 quad_perm:[3,2,1,0]
v_frexp_exp_i16_f16_e32 v128.h, 0xfe0b
v_frexp_exp_i16_f16_e32 v128.l, 0xfe0b
v_frexp_exp_i16_f16_e32 v255.h, v1.h
v_frexp_exp_i16_f16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i16_f16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_frexp_exp_i16_f16_e32 v255.l, v1.l
v_frexp_exp_i16_f16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i16_f16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_frexp_exp_i16_f16_e32 v5.h, v199.h
v_frexp_exp_i16_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i16_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_frexp_exp_i16_f16_e32 v5.l, v199.l
v_frexp_exp_i16_f16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i16_f16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_frexp_mant_f16_e32 v128, 0xfe0b
v_frexp_mant_f16_e32 v255, v1
v_frexp_mant_f16_e32 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_mant_f16_e32 v255, v1 quad_perm:[3,2,1,0]
v_frexp_mant_f16_e32 v5, v199
v_frexp_mant_f16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_mant_f16_e32 v5, v199 quad_perm:[3,2,1,0]
v_log_f16_e32 v128.h, 0xfe0b
v_log_f16_e32 v128.l, 0xfe0b
v_log_f16_e32 v255.h, v1.h
v_log_f16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_log_f16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_log_f16_e32 v255.l, v1.l
v_log_f16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_log_f16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_log_f16_e32 v5.h, v199.h
v_log_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_log_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_log_f16_e32 v5.l, v199.l
v_log_f16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_log_f16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_not_b16_e32 v128, 0xfe0b
v_not_b16_e32 v255, v1
v_not_b16_e32 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_not_b16_e32 v255, v1 quad_perm:[3,2,1,0]
v_not_b16_e32 v5, v199
v_not_b16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_not_b16_e32 v5, v199 quad_perm:[3,2,1,0]
v_rcp_f16_e32 v128.h, 0xfe0b
v_rcp_f16_e32 v128.l, 0xfe0b
v_rcp_f16_e32 v255.h, v1.h
v_rcp_f16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_rcp_f16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_rcp_f16_e32 v255.l, v1.l
v_rcp_f16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_rcp_f16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_rcp_f16_e32 v5.h, v199.h
v_rcp_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_rcp_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_rcp_f16_e32 v5.l, v199.l
v_rcp_f16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_rcp_f16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_rndne_f16_e32 v128, 0xfe0b
v_rndne_f16_e32 v255, v1
v_rndne_f16_e32 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_rndne_f16_e32 v255, v1 quad_perm:[3,2,1,0]
v_rndne_f16_e32 v5, v199
v_rndne_f16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_rndne_f16_e32 v5, v199 quad_perm:[3,2,1,0]
v_rsq_f16_e32 v128.h, 0xfe0b
v_rsq_f16_e32 v128.l, 0xfe0b
v_rsq_f16_e32 v255.h, v1.h
v_rsq_f16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_rsq_f16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_rsq_f16_e32 v255.l, v1.l
v_rsq_f16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_rsq_f16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_rsq_f16_e32 v5.h, v199.h
v_rsq_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_rsq_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_rsq_f16_e32 v5.l, v199.l
v_rsq_f16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_rsq_f16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_sat_pk_u8_i16_e32 v199, v5
v_sat_pk_u8_i16_e32 v199, v5 dpp8:[7,6,5,4,3,2,1,0]
v_sat_pk_u8_i16_e32 v199, v5 quad_perm:[3,2,1,0]
v_sin_f16_e32 v128, 0xfe0b
v_sin_f16_e32 v255, v1
v_sin_f16_e32 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_sin_f16_e32 v255, v1 quad_perm:[3,2,1,0]
v_sin_f16_e32 v5, v199
v_sin_f16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_sin_f16_e32 v5, v199 quad_perm:[3,2,1,0]
v_sqrt_f16_e32 v128.h, 0xfe0b
v_sqrt_f16_e32 v128.l, 0xfe0b
v_sqrt_f16_e32 v255.h, v1.h
v_sqrt_f16_e32 v255.h, v1.h dpp8:[7,6,5,4,3,2,1,0]
v_sqrt_f16_e32 v255.h, v1.h quad_perm:[3,2,1,0]
v_sqrt_f16_e32 v255.l, v1.l
v_sqrt_f16_e32 v255.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_sqrt_f16_e32 v255.l, v1.l quad_perm:[3,2,1,0]
v_sqrt_f16_e32 v5.h, v199.h
v_sqrt_f16_e32 v5.h, v199.h dpp8:[7,6,5,4,3,2,1,0]
v_sqrt_f16_e32 v5.h, v199.h quad_perm:[3,2,1,0]
v_sqrt_f16_e32 v5.l, v199.l
v_sqrt_f16_e32 v5.l, v199.l dpp8:[7,6,5,4,3,2,1,0]
v_sqrt_f16_e32 v5.l, v199.l quad_perm:[3,2,1,0]
v_swap_b16_e32 v0.l, 0
v_swap_b16_e32 v0.l, 0xfe0b
v_swap_b16_e32 v0.l, s0
v_swap_b16_e32 v128.l, v0.l
v_trunc_f16_e32 v128, 0xfe0b
v_trunc_f16_e32 v255, v1
v_trunc_f16_e32 v255, v1 dpp8:[7,6,5,4,3,2,1,0]
v_trunc_f16_e32 v255, v1 quad_perm:[3,2,1,0]
v_trunc_f16_e32 v5, v199
v_trunc_f16_e32 v5, v199 dpp8:[7,6,5,4,3,2,1,0]
v_trunc_f16_e32 v5, v199 quad_perm:[3,2,1,0]

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop1_dpp8.s @0082677945713ca02fb04c12983ee9a4a2ba6b34, whole file (36953 chars) (without the first v_cvt_rpi_i32_f32 line, which the page break at char 16000 cut; RUN and instruction lines; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+real-true16,+wavefrontsize32 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+real-true16,+wavefrontsize64 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
v_bfrev_b32_dpp v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_bfrev_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_bfrev_b32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_ceil_f16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_ceil_f16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_ceil_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_ceil_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_ceil_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cls_i32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cls_i32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cls_i32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_clz_i32_u32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_clz_i32_u32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_clz_i32_u32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cos_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cos_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cos_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cos_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cos_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cos_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_ctz_i32_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_ctz_i32_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_ctz_i32_b32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_f16_f32 v5.l, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_f32 v127.l, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_f32 v5.h, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_f16_f32 v127.h, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_f16_i16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_i16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_f16_i16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_f16_u16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f16_u16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_f16_u16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_f32_f16 v5, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_f16 v5, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_f16 v5, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_f32_f16 v255, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_f32_i32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_i32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_f32_i32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_f32_u32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_u32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_f32_u32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_f32_ubyte0 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_ubyte0 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_f32_ubyte0 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_f32_ubyte1 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_ubyte1 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_f32_ubyte1 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_f32_ubyte2 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_ubyte2 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_f32_ubyte2 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_f32_ubyte3 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_f32_ubyte3 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_f32_ubyte3 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_floor_i32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_floor_i32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_floor_i32_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_flr_i32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_flr_i32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_flr_i32_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_i16_f16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i16_f16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_i16_f16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_i32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_i32_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_i32_i16 v5, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_i16 v5, v1.l dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_i32_i16 v255, v127.l dpp8:[0,0,0,0,0,0,0,0]
v_cvt_i32_i16 v5, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_i32_i16 v5, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_i32_i16 v255, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_nearest_i32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_nearest_i32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_nearest_i32_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_norm_i16_f16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_i16_f16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_i16_f16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_norm_i16_f16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_norm_u16_f16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_norm_u16_f16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_norm_u16_f16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_off_f32_i4 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_off_f32_i4 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_off_f32_i4 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_rpi_i32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_rpi_i32_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_u16_f16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u16_f16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u16_f16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_u16_f16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_u32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_u32_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_cvt_u32_u16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_cvt_u32_u16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_cvt_u32_u16 v255, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_exp_f16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_exp_f16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_exp_f16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_exp_f16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_exp_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_exp_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_exp_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_ffbh_i32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_ffbh_i32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_ffbh_i32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_ffbh_u32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_ffbh_u32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_ffbh_u32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_ffbl_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_ffbl_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_ffbl_b32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_floor_f16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_floor_f16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_floor_f16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_floor_f16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_floor_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_floor_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_floor_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_fract_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_fract_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_fract_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_fract_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_fract_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_fract_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_frexp_exp_i16_f16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i16_f16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i16_f16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_frexp_exp_i16_f16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_frexp_exp_i32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_exp_i32_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_frexp_exp_i32_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_frexp_mant_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_mant_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_frexp_mant_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_frexp_mant_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_frexp_mant_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_frexp_mant_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_log_f16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_log_f16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_log_f16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_log_f16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_log_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_log_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_log_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_mov_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_mov_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_mov_b32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_movreld_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_movreld_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_movreld_b32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_movrels_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_movrels_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_movrels_b32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_movrelsd_2_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_movrelsd_2_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_movrelsd_2_b32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_movrelsd_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_movrelsd_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_movrelsd_b32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_not_b16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_not_b16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_not_b16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_not_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_not_b32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_not_b32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_rcp_f16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_rcp_f16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_rcp_f16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_rcp_f16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_rcp_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_rcp_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_rcp_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_rcp_iflag_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_rcp_iflag_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_rcp_iflag_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_rndne_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_rndne_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_rndne_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_rndne_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_rndne_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_rndne_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_rsq_f16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_rsq_f16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_rsq_f16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_rsq_f16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_rsq_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_rsq_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_rsq_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_sat_pk_u8_i16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_sat_pk_u8_i16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_sat_pk_u8_i16 v127, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_sin_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_sin_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_sin_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_sin_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_sin_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_sin_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_sqrt_f16 v5.l, v1.l dpp8:[7,6,5,4,3,2,1,0]
v_sqrt_f16 v127.l, v127.l dpp8:[7,6,5,4,3,2,1,0]
v_sqrt_f16 v5.h, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
v_sqrt_f16 v127.h, v127.h dpp8:[0,0,0,0,0,0,0,0] fi:0
v_sqrt_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_sqrt_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_sqrt_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_trunc_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_trunc_f16 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_trunc_f16 v127, v127 dpp8:[0,0,0,0,0,0,0,0] fi:0
v_trunc_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0]
v_trunc_f32 v5, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_trunc_f32 v255, v255 dpp8:[0,0,0,0,0,0,0,0] fi:0

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3p.s @150b3db9461100621bc607ebdae22f287405d996, whole file (41832 chars) (RUN and instruction lines; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -show-encoding -mcpu=gfx1100 %s | FileCheck --check-prefix=GFX11 %s
v_dot2_f32_bf16 v5, v1, v2, v3
v_dot2_f32_bf16 v5, v1, v2, s3
v_dot2_f32_bf16 v5, v255, v255, s105
v_dot2_f32_bf16 v5, s1, s2, v255
v_dot2_f32_bf16 v5, s105, s105, m0
v_dot2_f32_bf16 v5, vcc_lo, ttmp15, vcc_lo
v_dot2_f32_bf16 v5, vcc_hi, 0xfe0b, vcc_hi
v_dot2_f32_bf16 v5, ttmp15, src_scc, ttmp15
v_dot2_f32_bf16 v5, m0, -1, exec_hi
v_dot2_f32_bf16 v5, exec_lo, null, exec_lo
v_dot2_f32_bf16 v5, exec_hi, exec_lo, null
v_dot2_f32_bf16 v5, null, exec_hi, -1
v_dot2_f32_bf16 v5, -1, m0, 0xaf123456
v_dot2_f32_bf16 v5, src_scc, vcc_lo, src_scc neg_lo:[1,0,0] neg_hi:[1,0,0]
v_dot2_f32_bf16 v255, 0xfe0b, vcc_hi, 0.5 neg_lo:[0,1,0] neg_hi:[0,1,0] clamp
v_dot2_f32_f16 v5, v1, v2, s3
v_dot2_f32_f16 v5, v255, s2, s105
v_dot2_f32_f16 v5, s1, v255, exec_hi
v_dot2_f32_f16 v5, s105, s105, exec_lo
v_dot2_f32_f16 v5, vcc_lo, ttmp15, v3
v_dot2_f32_f16 v5, vcc_hi, 0xfe0b, v255
v_dot2_f32_f16 v5, ttmp15, src_scc, ttmp15
v_dot2_f32_f16 v5, m0, 0.5, m0
v_dot2_f32_f16 v5, exec_lo, -1, vcc_hi
v_dot2_f32_f16 v5, exec_hi, null, vcc_lo
v_dot2_f32_f16 v5, null, exec_lo, 0xaf123456
v_dot2_f32_f16 v5, -1, exec_hi, src_scc
v_dot2_f32_f16 v5, 0.5, m0, 0.5 neg_lo:[1,0,0] neg_hi:[1,0,0]
v_dot2_f32_f16 v5, src_scc, vcc_lo, -1 neg_lo:[0,1,0] neg_hi:[0,1,0]
v_dot2_f32_f16 v255, 0xfe0b, vcc_hi, null neg_lo:[0,0,0] neg_hi:[0,0,0] clamp
v_dot4_i32_iu8 v5, v1, v2, s3
v_dot4_i32_iu8 v5, v255, s2, s105
v_dot4_i32_iu8 v5, s1, v255, exec_hi
v_dot4_i32_iu8 v5, s105, s105, exec_lo
v_dot4_i32_iu8 v5, vcc_lo, ttmp15, v3
v_dot4_i32_iu8 v5, vcc_hi, 0xaf123456, v255
v_dot4_i32_iu8 v5, ttmp15, src_scc, ttmp15
v_dot4_i32_iu8 v5, m0, 0.5, m0
v_dot4_i32_iu8 v5, exec_lo, -1, vcc_hi
v_dot4_i32_iu8 v5, exec_hi, null, vcc_lo
v_dot4_i32_iu8 v5, null, exec_lo, 0xaf123456
v_dot4_i32_iu8 v5, -1, exec_hi, src_scc
v_dot4_i32_iu8 v5, 0.5, m0, 0.5 neg_lo:[1,0,0]
v_dot4_i32_iu8 v5, src_scc, vcc_lo, -1 neg_lo:[0,1,0]
v_dot4_i32_iu8 v255, 0xaf123456, vcc_hi, null neg_lo:[0,0,0]
v_dot4_u32_u8 v5, v1, v2, s3
v_dot4_u32_u8 v5, v255, s2, s105
v_dot4_u32_u8 v5, s1, v255, exec_hi
v_dot4_u32_u8 v5, s105, s105, exec_lo
v_dot4_u32_u8 v5, vcc_lo, ttmp15, v3
v_dot4_u32_u8 v5, vcc_hi, 0xaf123456, v255
v_dot4_u32_u8 v5, ttmp15, src_scc, ttmp15
v_dot4_u32_u8 v5, m0, 0.5, m0
v_dot4_u32_u8 v5, exec_lo, -1, vcc_hi
v_dot4_u32_u8 v5, exec_hi, null, vcc_lo
v_dot4_u32_u8 v5, null, exec_lo, 0xaf123456
v_dot4_u32_u8 v5, -1, exec_hi, src_scc
v_dot4_u32_u8 v5, 0.5, m0, 0.5
v_dot4_u32_u8 v5, src_scc, vcc_lo, -1
v_dot4_u32_u8 v255, 0xaf123456, vcc_hi, null
v_dot8_i32_iu4 v5, v1, v2, s3
v_dot8_i32_iu4 v5, v255, s2, s105
v_dot8_i32_iu4 v5, s1, v255, exec_hi
v_dot8_i32_iu4 v5, s105, s105, exec_lo
v_dot8_i32_iu4 v5, vcc_lo, ttmp15, v3
v_dot8_i32_iu4 v5, vcc_hi, 0xaf123456, v255
v_dot8_i32_iu4 v5, ttmp15, src_scc, ttmp15
v_dot8_i32_iu4 v5, m0, 0.5, m0
v_dot8_i32_iu4 v5, exec_lo, -1, vcc_hi
v_dot8_i32_iu4 v5, exec_hi, null, vcc_lo
v_dot8_i32_iu4 v5, null, exec_lo, 0xaf123456
v_dot8_i32_iu4 v5, -1, exec_hi, src_scc
v_dot8_i32_iu4 v5, 0.5, m0, 0.5 neg_lo:[1,0,0]
v_dot8_i32_iu4 v5, src_scc, vcc_lo, -1 neg_lo:[0,1,0]
v_dot8_i32_iu4 v255, 0xaf123456, vcc_hi, null neg_lo:[0,0,0] clamp
v_dot8_u32_u4 v5, v1, v2, s3
v_dot8_u32_u4 v5, v255, s2, s105
v_dot8_u32_u4 v5, s1, v255, exec_hi
v_dot8_u32_u4 v5, s105, s105, exec_lo
v_dot8_u32_u4 v5, vcc_lo, ttmp15, v3
v_dot8_u32_u4 v5, vcc_hi, 0xaf123456, v255
v_dot8_u32_u4 v5, ttmp15, src_scc, ttmp15
v_dot8_u32_u4 v5, m0, 0.5, m0
v_dot8_u32_u4 v5, exec_lo, -1, vcc_hi
v_dot8_u32_u4 v5, exec_hi, null, vcc_lo
v_dot8_u32_u4 v5, null, exec_lo, 0xaf123456
v_dot8_u32_u4 v5, -1, exec_hi, src_scc
v_dot8_u32_u4 v5, 0.5, m0, 0.5
v_dot8_u32_u4 v5, src_scc, vcc_lo, -1
v_dot8_u32_u4 v255, 0xaf123456, vcc_hi, null clamp
v_fma_mix_f32 v5, v1, v2, s3
v_fma_mix_f32 v5, v255, v255, s105
v_fma_mix_f32 v5, s1, s2, v3
v_fma_mix_f32 v5, s105, s105, m0
v_fma_mix_f32 v5, vcc_lo, ttmp15, ttmp15
v_fma_mix_f32 v5, vcc_hi, src_scc, v255
v_fma_mix_f32 v5, |ttmp15|, 0.5, -vcc_hi
v_fma_mix_f32 v5, -m0, -1, |vcc_lo|
v_fma_mix_f32 v5, -|exec_lo|, null, -|src_scc|
v_fma_mix_f32 v5, -|exec_hi|, -|exec_lo|, -|exec_lo| op_sel:[1,1,1] op_sel_hi:[1,1,1]
v_fma_mix_f32 v5, null, exec_hi, 0.5 op_sel:[0,0,0] op_sel_hi:[0,0,1]
v_fma_mix_f32 v5, -1, -|m0|, -1 op_sel:[1,0,0] op_sel_hi:[0,1,0]
v_fma_mix_f32 v5, 0.5, -|vcc_lo|, -|exec_hi| op_sel:[0,1,0] op_sel_hi:[1,0,0]
v_fma_mix_f32 v255, -|src_scc|, -|vcc_hi|, null op_sel:[0,0,1] op_sel_hi:[0,0,0] clamp
v_fma_mixhi_f16 v5, v1, v2, s3
v_fma_mixhi_f16 v5, v255, v255, s105
v_fma_mixhi_f16 v5, s1, s2, v3
v_fma_mixhi_f16 v5, s105, s105, m0
v_fma_mixhi_f16 v5, vcc_lo, ttmp15, ttmp15
v_fma_mixhi_f16 v5, vcc_hi, src_scc, v255
v_fma_mixhi_f16 v5, |ttmp15|, 0.5, -vcc_hi
v_fma_mixhi_f16 v5, -m0, -1, |vcc_lo|
v_fma_mixhi_f16 v5, -|exec_lo|, null, -|src_scc|
v_fma_mixhi_f16 v5, -|exec_hi|, -|exec_lo|, -|exec_lo| op_sel:[1,1,1] op_sel_hi:[1,1,1]
v_fma_mixhi_f16 v5, null, exec_hi, 0.5 op_sel:[0,0,0] op_sel_hi:[0,0,1]
v_fma_mixhi_f16 v5, -1, -|m0|, -1 op_sel:[1,0,0] op_sel_hi:[0,1,0]
v_fma_mixhi_f16 v5, 0.5, -|vcc_lo|, -|exec_hi| op_sel:[0,1,0] op_sel_hi:[1,0,0]
v_fma_mixhi_f16 v255, -|src_scc|, -|vcc_hi|, null op_sel:[0,0,1] op_sel_hi:[0,0,0] clamp
v_fma_mixlo_f16 v5, v1, v2, s3
v_fma_mixlo_f16 v5, v255, v255, s105
v_fma_mixlo_f16 v5, s1, s2, v3
v_fma_mixlo_f16 v5, s105, s105, m0
v_fma_mixlo_f16 v5, vcc_lo, ttmp15, ttmp15
v_fma_mixlo_f16 v5, vcc_hi, src_scc, v255
v_fma_mixlo_f16 v5, |ttmp15|, 0.5, -vcc_hi
v_fma_mixlo_f16 v5, -m0, -1, |vcc_lo|
v_fma_mixlo_f16 v5, -|exec_lo|, null, -|src_scc|
v_fma_mixlo_f16 v5, -|exec_hi|, -|exec_lo|, -|exec_lo| op_sel:[1,1,1] op_sel_hi:[1,1,1]
v_fma_mixlo_f16 v5, null, exec_hi, 0.5 op_sel:[0,0,0] op_sel_hi:[0,0,1]
v_fma_mixlo_f16 v5, -1, -|m0|, -1 op_sel:[1,0,0] op_sel_hi:[0,1,0]
v_fma_mixlo_f16 v5, 0.5, -|vcc_lo|, -|exec_hi| op_sel:[0,1,0] op_sel_hi:[1,0,0]
v_fma_mixlo_f16 v255, -|src_scc|, -|vcc_hi|, null op_sel:[0,0,1] op_sel_hi:[0,0,0] clamp
v_pk_add_f16 v5, v1, v2
v_pk_add_f16 v5, v255, v255
v_pk_add_f16 v5, s1, s2
v_pk_add_f16 v5, s105, s105
v_pk_add_f16 v5, vcc_lo, ttmp15
v_pk_add_f16 v5, vcc_hi, 0xfe0b
v_pk_add_f16 v5, ttmp15, src_scc
v_pk_add_f16 v5, m0, 0.5
v_pk_add_f16 v5, exec_lo, -1
v_pk_add_f16 v5, exec_hi, null
v_pk_add_f16 v5, null, exec_lo
v_pk_add_f16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[1,0]
v_pk_add_f16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1] neg_lo:[0,1] neg_hi:[0,1]
v_pk_add_f16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,0] neg_hi:[0,0]
v_pk_add_f16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0] neg_lo:[1,1] neg_hi:[1,1] clamp
v_pk_add_i16 v5, v1, v2
v_pk_add_i16 v5, v255, v255
v_pk_add_i16 v5, s1, s2
v_pk_add_i16 v5, s105, s105
v_pk_add_i16 v5, vcc_lo, ttmp15
v_pk_add_i16 v5, vcc_hi, 0xfe0b
v_pk_add_i16 v5, ttmp15, src_scc
v_pk_add_i16 v5, m0, 0.5
v_pk_add_i16 v5, exec_lo, -1
v_pk_add_i16 v5, exec_hi, null
v_pk_add_i16 v5, null, exec_lo
v_pk_add_i16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0]
v_pk_add_i16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_add_i16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1]
v_pk_add_i16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0] clamp
v_pk_add_u16 v5, v1, v2
v_pk_add_u16 v5, v255, v255
v_pk_add_u16 v5, s1, s2
v_pk_add_u16 v5, s105, s105
v_pk_add_u16 v5, vcc_lo, ttmp15
v_pk_add_u16 v5, vcc_hi, 0xfe0b
v_pk_add_u16 v5, ttmp15, src_scc
v_pk_add_u16 v5, m0, 0.5
v_pk_add_u16 v5, exec_lo, -1
v_pk_add_u16 v5, exec_hi, null
v_pk_add_u16 v5, null, exec_lo
v_pk_add_u16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0]
v_pk_add_u16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_add_u16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1]
v_pk_add_u16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0] clamp
v_pk_ashrrev_i16 v5, v1, v2
v_pk_ashrrev_i16 v5, v255, v255
v_pk_ashrrev_i16 v5, s1, s2
v_pk_ashrrev_i16 v5, s105, s105
v_pk_ashrrev_i16 v5, vcc_lo, ttmp15
v_pk_ashrrev_i16 v5, vcc_hi, 0xfe0b
v_pk_ashrrev_i16 v5, ttmp15, src_scc
v_pk_ashrrev_i16 v5, m0, 0.5
v_pk_ashrrev_i16 v5, exec_lo, -1
v_pk_ashrrev_i16 v5, exec_hi, null
v_pk_ashrrev_i16 v5, null, exec_lo
v_pk_ashrrev_i16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0]
v_pk_ashrrev_i16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_ashrrev_i16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1]
v_pk_ashrrev_i16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0]
v_pk_fma_f16 v5, v1, v2, s3
v_pk_fma_f16 v5, v255, s2, s105
v_pk_fma_f16 v5, s1, v255, exec_hi
v_pk_fma_f16 v5, s105, s105, exec_lo
v_pk_fma_f16 v5, vcc_lo, ttmp15, v3
v_pk_fma_f16 v5, vcc_hi, 0xfe0b, v255
v_pk_fma_f16 v5, ttmp15, src_scc, ttmp15
v_pk_fma_f16 v5, m0, 0.5, m0 op_sel_hi:[0,0,0]
v_pk_fma_f16 v5, exec_lo, -1, vcc_hi op_sel_hi:[0,0,1]
v_pk_fma_f16 v5, exec_hi, null, vcc_lo op_sel_hi:[0,1,0]
v_pk_fma_f16 v5, null, exec_lo, 0xfe0b op_sel:[1,1,1] op_sel_hi:[1,0,0] neg_lo:[1,0,0] neg_hi:[1,0,0]
v_pk_fma_f16 v5, -1, exec_hi, src_scc op_sel:[0,0,0] op_sel_hi:[1,1,1] neg_lo:[0,1,0] neg_hi:[0,1,0]
v_pk_fma_f16 v5, 0.5, m0, 0.5 op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
v_pk_fma_f16 v5, src_scc, vcc_lo, -1 op_sel:[0,1,0] op_sel_hi:[1,0,1] neg_lo:[0,0,0] neg_hi:[0,0,0]
v_pk_fma_f16 v255, 0xfe0b, vcc_hi, null op_sel:[0,0,1] op_sel_hi:[1,1,0] neg_lo:[1,1,1] neg_hi:[1,1,1] clamp
v_pk_lshlrev_b16 v5, v1, v2
v_pk_lshlrev_b16 v5, v255, v255
v_pk_lshlrev_b16 v5, s1, s2
v_pk_lshlrev_b16 v5, s105, s105
v_pk_lshlrev_b16 v5, vcc_lo, ttmp15
v_pk_lshlrev_b16 v5, vcc_hi, 0xfe0b
v_pk_lshlrev_b16 v5, ttmp15, src_scc
v_pk_lshlrev_b16 v5, m0, 0.5
v_pk_lshlrev_b16 v5, exec_lo, -1
v_pk_lshlrev_b16 v5, exec_hi, null
v_pk_lshlrev_b16 v5, null, exec_lo
v_pk_lshlrev_b16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0]
v_pk_lshlrev_b16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_lshlrev_b16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1]
v_pk_lshlrev_b16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0]
v_pk_lshrrev_b16 v5, v1, v2
v_pk_lshrrev_b16 v5, v255, v255
v_pk_lshrrev_b16 v5, s1, s2
v_pk_lshrrev_b16 v5, s105, s105
v_pk_lshrrev_b16 v5, vcc_lo, ttmp15
v_pk_lshrrev_b16 v5, vcc_hi, 0xfe0b
v_pk_lshrrev_b16 v5, ttmp15, src_scc
v_pk_lshrrev_b16 v5, m0, 0.5
v_pk_lshrrev_b16 v5, exec_lo, -1
v_pk_lshrrev_b16 v5, exec_hi, null
v_pk_lshrrev_b16 v5, null, exec_lo
v_pk_lshrrev_b16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0]
v_pk_lshrrev_b16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_lshrrev_b16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1]
v_pk_lshrrev_b16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0]
v_pk_mad_i16 v5, v1, v2, s3
v_pk_mad_i16 v5, v255, s2, s105
v_pk_mad_i16 v5, s1, v255, exec_hi
v_pk_mad_i16 v5, s105, s105, exec_lo
v_pk_mad_i16 v5, vcc_lo, ttmp15, v3
v_pk_mad_i16 v5, vcc_hi, 0xfe0b, v255
v_pk_mad_i16 v5, ttmp15, src_scc, ttmp15
v_pk_mad_i16 v5, m0, 0.5, m0 op_sel_hi:[0,0,0]
v_pk_mad_i16 v5, exec_lo, -1, vcc_hi op_sel_hi:[0,0,1]
v_pk_mad_i16 v5, exec_hi, null, vcc_lo op_sel_hi:[0,1,0]
v_pk_mad_i16 v5, null, exec_lo, 0xfe0b op_sel:[1,1,1] op_sel_hi:[1,0,0]
v_pk_mad_i16 v5, -1, exec_hi, src_scc op_sel:[0,0,0] op_sel_hi:[1,1,1]
v_pk_mad_i16 v5, 0.5, m0, 0.5 op_sel:[1,0,0] op_sel_hi:[0,1,1]
v_pk_mad_i16 v5, src_scc, vcc_lo, -1 op_sel:[0,1,0] op_sel_hi:[1,0,1]
v_pk_mad_i16 v255, 0xfe0b, vcc_hi, null op_sel:[0,0,1] op_sel_hi:[1,1,0] clamp
v_pk_mad_u16 v5, v1, v2, s3
v_pk_mad_u16 v5, v255, s2, s105
v_pk_mad_u16 v5, s1, v255, exec_hi
v_pk_mad_u16 v5, s105, s105, exec_lo
v_pk_mad_u16 v5, vcc_lo, ttmp15, v3
v_pk_mad_u16 v5, vcc_hi, 0xfe0b, v255
v_pk_mad_u16 v5, ttmp15, src_scc, ttmp15
v_pk_mad_u16 v5, m0, 0.5, m0 op_sel_hi:[0,0,0]
v_pk_mad_u16 v5, exec_lo, -1, vcc_hi op_sel_hi:[0,0,1]
v_pk_mad_u16 v5, exec_hi, null, vcc_lo op_sel_hi:[0,1,0]
v_pk_mad_u16 v5, null, exec_lo, 0xfe0b op_sel:[1,1,1] op_sel_hi:[1,0,0]
v_pk_mad_u16 v5, -1, exec_hi, src_scc op_sel:[0,0,0] op_sel_hi:[1,1,1]
v_pk_mad_u16 v5, 0.5, m0, 0.5 op_sel:[1,0,0] op_sel_hi:[0,1,1]
v_pk_mad_u16 v5, src_scc, vcc_lo, -1 op_sel:[0,1,0] op_sel_hi:[1,0,1]
v_pk_mad_u16 v255, 0xfe0b, vcc_hi, null op_sel:[0,0,1] op_sel_hi:[1,1,0] clamp
v_pk_max_f16 v5, v1, v2
v_pk_max_f16 v5, v255, v255
v_pk_max_f16 v5, s1, s2
v_pk_max_f16 v5, s105, s105
v_pk_max_f16 v5, vcc_lo, ttmp15
v_pk_max_f16 v5, vcc_hi, 0xfe0b
v_pk_max_f16 v5, ttmp15, src_scc
v_pk_max_f16 v5, m0, 0.5
v_pk_max_f16 v5, exec_lo, -1
v_pk_max_f16 v5, exec_hi, null
v_pk_max_f16 v5, null, exec_lo
v_pk_max_f16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[1,0]
v_pk_max_f16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1] neg_lo:[0,1] neg_hi:[0,1]
v_pk_max_f16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,0] neg_hi:[0,0]
v_pk_max_f16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0] neg_lo:[1,1] neg_hi:[1,1] clamp
v_pk_max_i16 v5, v1, v2
v_pk_max_i16 v5, v255, v255
v_pk_max_i16 v5, s1, s2
v_pk_max_i16 v5, s105, s105
v_pk_max_i16 v5, vcc_lo, ttmp15
v_pk_max_i16 v5, vcc_hi, 0xfe0b
v_pk_max_i16 v5, ttmp15, src_scc
v_pk_max_i16 v5, m0, 0.5
v_pk_max_i16 v5, exec_lo, -1
v_pk_max_i16 v5, exec_hi, null
v_pk_max_i16 v5, null, exec_lo
v_pk_max_i16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0]
v_pk_max_i16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_max_i16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1]
v_pk_max_i16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0]
v_pk_max_u16 v5, v1, v2
v_pk_max_u16 v5, v255, v255
v_pk_max_u16 v5, s1, s2
v_pk_max_u16 v5, s105, s105
v_pk_max_u16 v5, vcc_lo, ttmp15
v_pk_max_u16 v5, vcc_hi, 0xfe0b
v_pk_max_u16 v5, ttmp15, src_scc
v_pk_max_u16 v5, m0, 0.5
v_pk_max_u16 v5, exec_lo, -1
v_pk_max_u16 v5, exec_hi, null
v_pk_max_u16 v5, null, exec_lo
v_pk_max_u16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0]
v_pk_max_u16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_max_u16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1]
v_pk_max_u16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0]
v_pk_min_f16 v5, v1, v2
v_pk_min_f16 v5, v255, v255
v_pk_min_f16 v5, s1, s2
v_pk_min_f16 v5, s105, s105
v_pk_min_f16 v5, vcc_lo, ttmp15
v_pk_min_f16 v5, vcc_hi, 0xfe0b
v_pk_min_f16 v5, ttmp15, src_scc
v_pk_min_f16 v5, m0, 0.5
v_pk_min_f16 v5, exec_lo, -1
v_pk_min_f16 v5, exec_hi, null
v_pk_min_f16 v5, null, exec_lo
v_pk_min_f16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[1,0]
v_pk_min_f16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1] neg_lo:[0,1] neg_hi:[0,1]
v_pk_min_f16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,0] neg_hi:[0,0]
v_pk_min_f16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0] neg_lo:[1,1] neg_hi:[1,1] clamp
v_pk_min_i16 v5, v1, v2
v_pk_min_i16 v5, v255, v255
v_pk_min_i16 v5, s1, s2
v_pk_min_i16 v5, s105, s105
v_pk_min_i16 v5, vcc_lo, ttmp15
v_pk_min_i16 v5, vcc_hi, 0xfe0b
v_pk_min_i16 v5, ttmp15, src_scc
v_pk_min_i16 v5, m0, 0.5
v_pk_min_i16 v5, exec_lo, -1
v_pk_min_i16 v5, exec_hi, null
v_pk_min_i16 v5, null, exec_lo
v_pk_min_i16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0]
v_pk_min_i16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_min_i16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1]
v_pk_min_i16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0]
v_pk_min_u16 v5, v1, v2
v_pk_min_u16 v5, v255, v255
v_pk_min_u16 v5, s1, s2
v_pk_min_u16 v5, s105, s105
v_pk_min_u16 v5, vcc_lo, ttmp15
v_pk_min_u16 v5, vcc_hi, 0xfe0b
v_pk_min_u16 v5, ttmp15, src_scc
v_pk_min_u16 v5, m0, 0.5
v_pk_min_u16 v5, exec_lo, -1
v_pk_min_u16 v5, exec_hi, null
v_pk_min_u16 v5, null, exec_lo
v_pk_min_u16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0]
v_pk_min_u16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_min_u16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1]
v_pk_min_u16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0]
v_pk_mul_f16 v5, v1, v2
v_pk_mul_f16 v5, v255, v255
v_pk_mul_f16 v5, s1, s2
v_pk_mul_f16 v5, s105, s105
v_pk_mul_f16 v5, vcc_lo, ttmp15
v_pk_mul_f16 v5, vcc_hi, 0xfe0b
v_pk_mul_f16 v5, ttmp15, src_scc
v_pk_mul_f16 v5, m0, 0.5
v_pk_mul_f16 v5, exec_lo, -1
v_pk_mul_f16 v5, exec_hi, null
v_pk_mul_f16 v5, null, exec_lo
v_pk_mul_f16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[1,0]
v_pk_mul_f16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1] neg_lo:[0,1] neg_hi:[0,1]
v_pk_mul_f16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,0] neg_hi:[0,0]
v_pk_mul_f16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0] neg_lo:[1,1] neg_hi:[1,1] clamp
v_pk_mul_lo_u16 v5, v1, v2
v_pk_mul_lo_u16 v5, v255, v255
v_pk_mul_lo_u16 v5, s1, s2
v_pk_mul_lo_u16 v5, s105, s105
v_pk_mul_lo_u16 v5, vcc_lo, ttmp15
v_pk_mul_lo_u16 v5, vcc_hi, 0xfe0b
v_pk_mul_lo_u16 v5, ttmp15, src_scc
v_pk_mul_lo_u16 v5, m0, 0.5
v_pk_mul_lo_u16 v5, exec_lo, -1
v_pk_mul_lo_u16 v5, exec_hi, null
v_pk_mul_lo_u16 v5, null, exec_lo
v_pk_mul_lo_u16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0]
v_pk_mul_lo_u16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_mul_lo_u16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1]
v_pk_mul_lo_u16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0]
v_pk_sub_i16 v5, v1, v2
v_pk_sub_i16 v5, v255, v255
v_pk_sub_i16 v5, s1, s2
v_pk_sub_i16 v5, s105, s105
v_pk_sub_i16 v5, vcc_lo, ttmp15
v_pk_sub_i16 v5, vcc_hi, 0xfe0b
v_pk_sub_i16 v5, ttmp15, src_scc
v_pk_sub_i16 v5, m0, 0.5
v_pk_sub_i16 v5, exec_lo, -1
v_pk_sub_i16 v5, exec_hi, null
v_pk_sub_i16 v5, null, exec_lo
v_pk_sub_i16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0]
v_pk_sub_i16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_sub_i16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1]
v_pk_sub_i16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0] clamp
v_pk_sub_u16 v5, v1, v2
v_pk_sub_u16 v5, v255, v255
v_pk_sub_u16 v5, s1, s2
v_pk_sub_u16 v5, s105, s105
v_pk_sub_u16 v5, vcc_lo, ttmp15
v_pk_sub_u16 v5, vcc_hi, 0xfe0b
v_pk_sub_u16 v5, ttmp15, src_scc
v_pk_sub_u16 v5, m0, 0.5
v_pk_sub_u16 v5, exec_lo, -1
v_pk_sub_u16 v5, exec_hi, null
v_pk_sub_u16 v5, null, exec_lo
v_pk_sub_u16 v5, -1, exec_hi op_sel:[1,1] op_sel_hi:[0,0]
v_pk_sub_u16 v5, 0.5, m0 op_sel:[0,0] op_sel_hi:[1,1]
v_pk_sub_u16 v5, src_scc, vcc_lo op_sel:[1,0] op_sel_hi:[0,1]
v_pk_sub_u16 v255, 0xfe0b, vcc_hi op_sel:[0,1] op_sel_hi:[1,0] clamp

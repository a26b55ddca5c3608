// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_from_vop1.s @0082677945713ca02fb04c12983ee9a4a2ba6b34, chars 0-32000 of 163161 (excerpt: RUN and instruction lines; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefix=GFX11 %s
v_bfrev_b32_e64 v5, v1
v_bfrev_b32_e64 v5, v255
v_bfrev_b32_e64 v5, s1
v_bfrev_b32_e64 v5, s105
v_bfrev_b32_e64 v5, vcc_lo
v_bfrev_b32_e64 v5, vcc_hi
v_bfrev_b32_e64 v5, ttmp15
v_bfrev_b32_e64 v5, m0
v_bfrev_b32_e64 v5, exec_lo
v_bfrev_b32_e64 v5, exec_hi
v_bfrev_b32_e64 v5, null
v_bfrev_b32_e64 v5, -1
v_bfrev_b32_e64 v5, 0.5
v_bfrev_b32_e64 v5, src_scc
v_bfrev_b32_e64 v255, 0xaf123456
v_ceil_f16_e64 v5, v1
v_ceil_f16_e64 v5, v255
v_ceil_f16_e64 v5, s1
v_ceil_f16_e64 v5, s105
v_ceil_f16_e64 v5, vcc_lo
v_ceil_f16_e64 v5, vcc_hi
v_ceil_f16_e64 v5, ttmp15
v_ceil_f16_e64 v5, m0
v_ceil_f16_e64 v5, exec_lo
v_ceil_f16_e64 v5, exec_hi
v_ceil_f16_e64 v5, null
v_ceil_f16_e64 v5, -1
v_ceil_f16_e64 v5, 0.5 mul:2
v_ceil_f16_e64 v5, src_scc mul:4
v_ceil_f16_e64 v255, -|0xfe0b| clamp div:2
v_ceil_f32_e64 v5, v1
v_ceil_f32_e64 v5, v255
v_ceil_f32_e64 v5, s1
v_ceil_f32_e64 v5, s105
v_ceil_f32_e64 v5, vcc_lo
v_ceil_f32_e64 v5, vcc_hi
v_ceil_f32_e64 v5, ttmp15
v_ceil_f32_e64 v5, m0
v_ceil_f32_e64 v5, exec_lo
v_ceil_f32_e64 v5, exec_hi
v_ceil_f32_e64 v5, null
v_ceil_f32_e64 v5, -1
v_ceil_f32_e64 v5, 0.5 mul:2
v_ceil_f32_e64 v5, src_scc mul:4
v_ceil_f32_e64 v255, -|0xaf123456| clamp div:2
v_ceil_f64_e64 v[5:6], v[1:2]
v_ceil_f64_e64 v[5:6], v[254:255]
v_ceil_f64_e64 v[5:6], s[2:3]
v_ceil_f64_e64 v[5:6], s[104:105]
v_ceil_f64_e64 v[5:6], vcc
v_ceil_f64_e64 v[5:6], ttmp[14:15]
v_ceil_f64_e64 v[5:6], exec
v_ceil_f64_e64 v[5:6], null
v_ceil_f64_e64 v[5:6], -1
v_ceil_f64_e64 v[5:6], 0.5 mul:2
v_ceil_f64_e64 v[5:6], -|src_scc| mul:4
v_ceil_f64_e64 v[254:255], 0xaf123456 clamp div:2
v_cls_i32_e64 v5, v1
v_cls_i32_e64 v5, v255
v_cls_i32_e64 v5, s1
v_cls_i32_e64 v5, s105
v_cls_i32_e64 v5, vcc_lo
v_cls_i32_e64 v5, vcc_hi
v_cls_i32_e64 v5, ttmp15
v_cls_i32_e64 v5, m0
v_cls_i32_e64 v5, exec_lo
v_cls_i32_e64 v5, exec_hi
v_cls_i32_e64 v5, null
v_cls_i32_e64 v5, -1
v_cls_i32_e64 v5, 0.5
v_cls_i32_e64 v5, src_scc
v_cls_i32_e64 v255, 0xaf123456
v_clz_i32_u32_e64 v5, v1
v_clz_i32_u32_e64 v5, v255
v_clz_i32_u32_e64 v5, s1
v_clz_i32_u32_e64 v5, s105
v_clz_i32_u32_e64 v5, vcc_lo
v_clz_i32_u32_e64 v5, vcc_hi
v_clz_i32_u32_e64 v5, ttmp15
v_clz_i32_u32_e64 v5, m0
v_clz_i32_u32_e64 v5, exec_lo
v_clz_i32_u32_e64 v5, exec_hi
v_clz_i32_u32_e64 v5, null
v_clz_i32_u32_e64 v5, -1
v_clz_i32_u32_e64 v5, 0.5
v_clz_i32_u32_e64 v5, src_scc
v_clz_i32_u32_e64 v255, 0xaf123456
v_cos_f16_e64 v5, v1
v_cos_f16_e64 v5, v255
v_cos_f16_e64 v5, s1
v_cos_f16_e64 v5, s105
v_cos_f16_e64 v5, vcc_lo
v_cos_f16_e64 v5, vcc_hi
v_cos_f16_e64 v5, ttmp15
v_cos_f16_e64 v5, m0
v_cos_f16_e64 v5, exec_lo
v_cos_f16_e64 v5, exec_hi
v_cos_f16_e64 v5, null
v_cos_f16_e64 v5, -1
v_cos_f16_e64 v5, 0.5 mul:2
v_cos_f16_e64 v5, src_scc mul:4
v_cos_f16_e64 v255, -|0xfe0b| clamp div:2
v_cos_f32_e64 v5, v1
v_cos_f32_e64 v5, v255
v_cos_f32_e64 v5, s1
v_cos_f32_e64 v5, s105
v_cos_f32_e64 v5, vcc_lo
v_cos_f32_e64 v5, vcc_hi
v_cos_f32_e64 v5, ttmp15
v_cos_f32_e64 v5, m0
v_cos_f32_e64 v5, exec_lo
v_cos_f32_e64 v5, exec_hi
v_cos_f32_e64 v5, null
v_cos_f32_e64 v5, -1
v_cos_f32_e64 v5, 0.5 mul:2
v_cos_f32_e64 v5, src_scc mul:4
v_cos_f32_e64 v255, -|0xaf123456| clamp div:2
v_ctz_i32_b32_e64 v5, v1
// --- chars 16000-32000 (with the v_ctz_i32_b32_e64 v5, v255 line just before it): one source list per opcode, written out from the page's operand lists and checked against its encodings
v_ctz_i32_b32_e64 v5, v255
v_ctz_i32_b32_e64 v5, s1
v_ctz_i32_b32_e64 v5, s105
v_ctz_i32_b32_e64 v5, vcc_lo
v_ctz_i32_b32_e64 v5, vcc_hi
v_ctz_i32_b32_e64 v5, ttmp15
v_ctz_i32_b32_e64 v5, m0
v_ctz_i32_b32_e64 v5, exec_lo
v_ctz_i32_b32_e64 v5, exec_hi
v_ctz_i32_b32_e64 v5, null
v_ctz_i32_b32_e64 v5, -1
v_ctz_i32_b32_e64 v5, 0.5
v_ctz_i32_b32_e64 v5, src_scc
v_ctz_i32_b32_e64 v255, 0xaf123456
v_cvt_f16_f32_e64 v5.l, v1
v_cvt_f16_f32_e64 v5.l, v255
v_cvt_f16_f32_e64 v5.l, s1
v_cvt_f16_f32_e64 v5.l, s105
v_cvt_f16_f32_e64 v5.l, vcc_lo
v_cvt_f16_f32_e64 v5.l, vcc_hi
v_cvt_f16_f32_e64 v5.l, ttmp15
v_cvt_f16_f32_e64 v5.l, m0
v_cvt_f16_f32_e64 v5.l, exec_lo
v_cvt_f16_f32_e64 v5.l, exec_hi
v_cvt_f16_f32_e64 v5.l, null
v_cvt_f16_f32_e64 v5.l, -1
v_cvt_f16_f32_e64 v5.l, 0.5 mul:2
v_cvt_f16_f32_e64 v5.l, src_scc mul:4
v_cvt_f16_f32_e64 v255.l, -|0xaf123456| clamp div:2
v_cvt_f16_f32_e64 v255.h, -|0xaf123456| clamp div:2
v_cvt_f16_i16_e64 v5.l, v1.l
v_cvt_f16_i16_e64 v5.l, v255.l
v_cvt_f16_i16_e64 v5.l, s1
v_cvt_f16_i16_e64 v5.l, s105
v_cvt_f16_i16_e64 v5.l, vcc_lo
v_cvt_f16_i16_e64 v5.l, vcc_hi
v_cvt_f16_i16_e64 v5.l, ttmp15
v_cvt_f16_i16_e64 v5.l, m0
v_cvt_f16_i16_e64 v5.l, exec_lo
v_cvt_f16_i16_e64 v5.l, exec_hi
v_cvt_f16_i16_e64 v5.l, null
v_cvt_f16_i16_e64 v5.l, -1
v_cvt_f16_i16_e64 v5.l, 0.5 mul:2
v_cvt_f16_i16_e64 v5.l, src_scc mul:4
v_cvt_f16_i16_e64 v255.l, 0xfe0b clamp div:2
v_cvt_f16_i16_e64 v5.h, v1.h
v_cvt_f16_i16_e64 v5.l, v255.h
v_cvt_f16_i16_e64 v255.h, 0xfe0b clamp div:2
v_cvt_f16_u16_e64 v5.l, v1.l
v_cvt_f16_u16_e64 v5.l, v255.l
v_cvt_f16_u16_e64 v5.l, s1
v_cvt_f16_u16_e64 v5.l, s105
v_cvt_f16_u16_e64 v5.l, vcc_lo
v_cvt_f16_u16_e64 v5.l, vcc_hi
v_cvt_f16_u16_e64 v5.l, ttmp15
v_cvt_f16_u16_e64 v5.l, m0
v_cvt_f16_u16_e64 v5.l, exec_lo
v_cvt_f16_u16_e64 v5.l, exec_hi
v_cvt_f16_u16_e64 v5.l, null
v_cvt_f16_u16_e64 v5.l, -1
v_cvt_f16_u16_e64 v5.l, 0.5 mul:2
v_cvt_f16_u16_e64 v5.l, src_scc mul:4
v_cvt_f16_u16_e64 v255.l, 0xfe0b clamp div:2
v_cvt_f16_u16_e64 v5.h, v1.h
v_cvt_f16_u16_e64 v5.l, v255.h
v_cvt_f16_u16_e64 v255.h, 0xfe0b clamp div:2
v_cvt_f32_f16_e64 v5, v1.l
v_cvt_f32_f16_e64 v5, v255.l
v_cvt_f32_f16_e64 v5, v255.h
v_cvt_f32_f16_e64 v5, s1
v_cvt_f32_f16_e64 v5, s105
v_cvt_f32_f16_e64 v5, vcc_lo
v_cvt_f32_f16_e64 v5, vcc_hi
v_cvt_f32_f16_e64 v5, ttmp15
v_cvt_f32_f16_e64 v5, m0
v_cvt_f32_f16_e64 v5, exec_lo
v_cvt_f32_f16_e64 v5, exec_hi
v_cvt_f32_f16_e64 v5, null
v_cvt_f32_f16_e64 v5, -1
v_cvt_f32_f16_e64 v5, 0.5 mul:2
v_cvt_f32_f16_e64 v5, src_scc mul:4
v_cvt_f32_f16_e64 v255, -|0xfe0b| clamp div:2
v_cvt_f32_f64_e64 v5, v[1:2]
v_cvt_f32_f64_e64 v5, v[254:255]
v_cvt_f32_f64_e64 v5, s[2:3]
v_cvt_f32_f64_e64 v5, s[104:105]
v_cvt_f32_f64_e64 v5, vcc
v_cvt_f32_f64_e64 v5, ttmp[14:15]
v_cvt_f32_f64_e64 v5, exec
v_cvt_f32_f64_e64 v5, null
v_cvt_f32_f64_e64 v5, -1
v_cvt_f32_f64_e64 v5, 0.5 mul:2
v_cvt_f32_f64_e64 v5, -|src_scc| mul:4
v_cvt_f32_f64_e64 v255, 0xaf123456 clamp div:2
v_cvt_f32_i32_e64 v5, v1
v_cvt_f32_i32_e64 v5, v255
v_cvt_f32_i32_e64 v5, s1
v_cvt_f32_i32_e64 v5, s105
v_cvt_f32_i32_e64 v5, vcc_lo
v_cvt_f32_i32_e64 v5, vcc_hi
v_cvt_f32_i32_e64 v5, ttmp15
v_cvt_f32_i32_e64 v5, m0
v_cvt_f32_i32_e64 v5, exec_lo
v_cvt_f32_i32_e64 v5, exec_hi
v_cvt_f32_i32_e64 v5, null
v_cvt_f32_i32_e64 v5, -1
v_cvt_f32_i32_e64 v5, 0.5 mul:2
v_cvt_f32_i32_e64 v5, src_scc mul:4
v_cvt_f32_i32_e64 v255, 0xaf123456 clamp div:2
v_cvt_f32_u32_e64 v5, v1
v_cvt_f32_u32_e64 v5, v255
v_cvt_f32_u32_e64 v5, s1
v_cvt_f32_u32_e64 v5, s105
v_cvt_f32_u32_e64 v5, vcc_lo
v_cvt_f32_u32_e64 v5, vcc_hi

// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_from_vop1.s @0082677945713ca02fb04c12983ee9a4a2ba6b34, whole file (163161 chars; all 11 pages, 0-163161, read; RUN line and instruction lines; check lines omitted): its 1193 instruction lines, in the file's order, written by tools/conformance_loops/vop3_from_vop1.py; with llvm-mc-22's check lines in LLVM's layout they rebuild the file's 163161 characters (its one bare-bytes check line for v_cvt_i32_i16_e64 v5, v255.h given as LLVM has it), every page start matching; then the 353 lines of the earlier loop over the VOP3 forms of the VOP1 opcodes that these do not hold
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
v_cvt_f32_u32_e64 v5, ttmp15
v_cvt_f32_u32_e64 v5, m0
v_cvt_f32_u32_e64 v5, exec_lo
v_cvt_f32_u32_e64 v5, exec_hi
v_cvt_f32_u32_e64 v5, null
v_cvt_f32_u32_e64 v5, -1
v_cvt_f32_u32_e64 v5, 0.5 mul:2
v_cvt_f32_u32_e64 v5, src_scc mul:4
v_cvt_f32_u32_e64 v255, 0xaf123456 clamp div:2
v_cvt_f32_ubyte0_e64 v5, v1
v_cvt_f32_ubyte0_e64 v5, v255
v_cvt_f32_ubyte0_e64 v5, s1
v_cvt_f32_ubyte0_e64 v5, s105
v_cvt_f32_ubyte0_e64 v5, vcc_lo
v_cvt_f32_ubyte0_e64 v5, vcc_hi
v_cvt_f32_ubyte0_e64 v5, ttmp15
v_cvt_f32_ubyte0_e64 v5, m0
v_cvt_f32_ubyte0_e64 v5, exec_lo
v_cvt_f32_ubyte0_e64 v5, exec_hi
v_cvt_f32_ubyte0_e64 v5, null
v_cvt_f32_ubyte0_e64 v5, -1
v_cvt_f32_ubyte0_e64 v5, 0.5 mul:2
v_cvt_f32_ubyte0_e64 v5, src_scc mul:4
v_cvt_f32_ubyte0_e64 v255, 0xaf123456 clamp div:2
v_cvt_f32_ubyte1_e64 v5, v1
v_cvt_f32_ubyte1_e64 v5, v255
v_cvt_f32_ubyte1_e64 v5, s1
v_cvt_f32_ubyte1_e64 v5, s105
v_cvt_f32_ubyte1_e64 v5, vcc_lo
v_cvt_f32_ubyte1_e64 v5, vcc_hi
v_cvt_f32_ubyte1_e64 v5, ttmp15
v_cvt_f32_ubyte1_e64 v5, m0
v_cvt_f32_ubyte1_e64 v5, exec_lo
v_cvt_f32_ubyte1_e64 v5, exec_hi
v_cvt_f32_ubyte1_e64 v5, null
v_cvt_f32_ubyte1_e64 v5, -1
v_cvt_f32_ubyte1_e64 v5, 0.5 mul:2
v_cvt_f32_ubyte1_e64 v5, src_scc mul:4
v_cvt_f32_ubyte1_e64 v255, 0xaf123456 clamp div:2
v_cvt_f32_ubyte2_e64 v5, v1
v_cvt_f32_ubyte2_e64 v5, v255
v_cvt_f32_ubyte2_e64 v5, s1
v_cvt_f32_ubyte2_e64 v5, s105
v_cvt_f32_ubyte2_e64 v5, vcc_lo
v_cvt_f32_ubyte2_e64 v5, vcc_hi
v_cvt_f32_ubyte2_e64 v5, ttmp15
v_cvt_f32_ubyte2_e64 v5, m0
v_cvt_f32_ubyte2_e64 v5, exec_lo
v_cvt_f32_ubyte2_e64 v5, exec_hi
v_cvt_f32_ubyte2_e64 v5, null
v_cvt_f32_ubyte2_e64 v5, -1
v_cvt_f32_ubyte2_e64 v5, 0.5 mul:2
v_cvt_f32_ubyte2_e64 v5, src_scc mul:4
v_cvt_f32_ubyte2_e64 v255, 0xaf123456 clamp div:2
v_cvt_f32_ubyte3_e64 v5, v1
v_cvt_f32_ubyte3_e64 v5, v255
v_cvt_f32_ubyte3_e64 v5, s1
v_cvt_f32_ubyte3_e64 v5, s105
v_cvt_f32_ubyte3_e64 v5, vcc_lo
v_cvt_f32_ubyte3_e64 v5, vcc_hi
v_cvt_f32_ubyte3_e64 v5, ttmp15
v_cvt_f32_ubyte3_e64 v5, m0
v_cvt_f32_ubyte3_e64 v5, exec_lo
v_cvt_f32_ubyte3_e64 v5, exec_hi
v_cvt_f32_ubyte3_e64 v5, null
v_cvt_f32_ubyte3_e64 v5, -1
v_cvt_f32_ubyte3_e64 v5, 0.5 mul:2
v_cvt_f32_ubyte3_e64 v5, src_scc mul:4
v_cvt_f32_ubyte3_e64 v255, 0xaf123456 clamp div:2
v_cvt_f64_f32_e64 v[5:6], v1
v_cvt_f64_f32_e64 v[5:6], v255
v_cvt_f64_f32_e64 v[5:6], s1
v_cvt_f64_f32_e64 v[5:6], s105
v_cvt_f64_f32_e64 v[5:6], vcc_lo
v_cvt_f64_f32_e64 v[5:6], vcc_hi
v_cvt_f64_f32_e64 v[5:6], ttmp15
v_cvt_f64_f32_e64 v[5:6], m0
v_cvt_f64_f32_e64 v[5:6], exec_lo
v_cvt_f64_f32_e64 v[5:6], exec_hi
v_cvt_f64_f32_e64 v[5:6], null
v_cvt_f64_f32_e64 v[5:6], -1
v_cvt_f64_f32_e64 v[5:6], 0.5 mul:2
v_cvt_f64_f32_e64 v[5:6], src_scc mul:4
v_cvt_f64_f32_e64 v[254:255], -|0xaf123456| clamp div:2
v_cvt_f64_i32_e64 v[5:6], v1
v_cvt_f64_i32_e64 v[5:6], v255
v_cvt_f64_i32_e64 v[5:6], s1
v_cvt_f64_i32_e64 v[5:6], s105
v_cvt_f64_i32_e64 v[5:6], vcc_lo
v_cvt_f64_i32_e64 v[5:6], vcc_hi
v_cvt_f64_i32_e64 v[5:6], ttmp15
v_cvt_f64_i32_e64 v[5:6], m0
v_cvt_f64_i32_e64 v[5:6], exec_lo
v_cvt_f64_i32_e64 v[5:6], exec_hi
v_cvt_f64_i32_e64 v[5:6], null
v_cvt_f64_i32_e64 v[5:6], -1
v_cvt_f64_i32_e64 v[5:6], 0.5 mul:2
v_cvt_f64_i32_e64 v[5:6], src_scc mul:4
v_cvt_f64_i32_e64 v[254:255], 0xaf123456 clamp div:2
v_cvt_f64_u32_e64 v[5:6], v1
v_cvt_f64_u32_e64 v[5:6], v255
v_cvt_f64_u32_e64 v[5:6], s1
v_cvt_f64_u32_e64 v[5:6], s105
v_cvt_f64_u32_e64 v[5:6], vcc_lo
v_cvt_f64_u32_e64 v[5:6], vcc_hi
v_cvt_f64_u32_e64 v[5:6], ttmp15
v_cvt_f64_u32_e64 v[5:6], m0
v_cvt_f64_u32_e64 v[5:6], exec_lo
v_cvt_f64_u32_e64 v[5:6], exec_hi
v_cvt_f64_u32_e64 v[5:6], null
v_cvt_f64_u32_e64 v[5:6], -1
v_cvt_f64_u32_e64 v[5:6], 0.5 mul:2
v_cvt_f64_u32_e64 v[5:6], src_scc mul:4
v_cvt_f64_u32_e64 v[254:255], 0xaf123456 clamp div:2
v_cvt_floor_i32_f32_e64 v5, v1
v_cvt_floor_i32_f32_e64 v5, v255
v_cvt_floor_i32_f32_e64 v5, s1
v_cvt_floor_i32_f32_e64 v5, s105
v_cvt_floor_i32_f32_e64 v5, vcc_lo
v_cvt_floor_i32_f32_e64 v5, vcc_hi
v_cvt_floor_i32_f32_e64 v5, ttmp15
v_cvt_floor_i32_f32_e64 v5, m0
v_cvt_floor_i32_f32_e64 v5, exec_lo
v_cvt_floor_i32_f32_e64 v5, exec_hi
v_cvt_floor_i32_f32_e64 v5, null
v_cvt_floor_i32_f32_e64 v5, -1
v_cvt_floor_i32_f32_e64 v5, 0.5
v_cvt_floor_i32_f32_e64 v5, src_scc
v_cvt_floor_i32_f32_e64 v255, -|0xaf123456|
v_cvt_flr_i32_f32_e64 v5, v1
v_cvt_flr_i32_f32_e64 v5, v255
v_cvt_flr_i32_f32_e64 v5, s1
v_cvt_flr_i32_f32_e64 v5, s105
v_cvt_flr_i32_f32_e64 v5, vcc_lo
v_cvt_flr_i32_f32_e64 v5, vcc_hi
v_cvt_flr_i32_f32_e64 v5, ttmp15
v_cvt_flr_i32_f32_e64 v5, m0
v_cvt_flr_i32_f32_e64 v5, exec_lo
v_cvt_flr_i32_f32_e64 v5, exec_hi
v_cvt_flr_i32_f32_e64 v5, null
v_cvt_flr_i32_f32_e64 v5, -1
v_cvt_flr_i32_f32_e64 v5, 0.5
v_cvt_flr_i32_f32_e64 v5, src_scc
v_cvt_flr_i32_f32_e64 v255, -|0xaf123456|
v_cvt_i16_f16_e64 v5.l, v1.l
v_cvt_i16_f16_e64 v5.l, v255.l
v_cvt_i16_f16_e64 v5.l, s1
v_cvt_i16_f16_e64 v5.l, s105
v_cvt_i16_f16_e64 v5.l, vcc_lo
v_cvt_i16_f16_e64 v5.l, vcc_hi
v_cvt_i16_f16_e64 v5.l, ttmp15
v_cvt_i16_f16_e64 v5.l, m0
v_cvt_i16_f16_e64 v5.l, exec_lo
v_cvt_i16_f16_e64 v5.l, exec_hi
v_cvt_i16_f16_e64 v5.l, null
v_cvt_i16_f16_e64 v5.l, -1
v_cvt_i16_f16_e64 v5.l, 0.5
v_cvt_i16_f16_e64 v5.l, src_scc
v_cvt_i16_f16_e64 v255.l, -|0xfe0b| clamp
v_cvt_i16_f16_e64 v5.h, v1.h
v_cvt_i16_f16_e64 v5.l, v255.h
v_cvt_i16_f16_e64 v255.h, -|0xfe0b| clamp
v_cvt_i32_f32_e64 v5, v1
v_cvt_i32_f32_e64 v5, v255
v_cvt_i32_f32_e64 v5, s1
v_cvt_i32_f32_e64 v5, s105
v_cvt_i32_f32_e64 v5, vcc_lo
v_cvt_i32_f32_e64 v5, vcc_hi
v_cvt_i32_f32_e64 v5, ttmp15
v_cvt_i32_f32_e64 v5, m0
v_cvt_i32_f32_e64 v5, exec_lo
v_cvt_i32_f32_e64 v5, exec_hi
v_cvt_i32_f32_e64 v5, null
v_cvt_i32_f32_e64 v5, -1
v_cvt_i32_f32_e64 v5, 0.5
v_cvt_i32_f32_e64 v5, src_scc
v_cvt_i32_f32_e64 v255, -|0xaf123456| clamp
v_cvt_i32_f64_e64 v5, v[1:2]
v_cvt_i32_f64_e64 v5, v[254:255]
v_cvt_i32_f64_e64 v5, s[2:3]
v_cvt_i32_f64_e64 v5, s[104:105]
v_cvt_i32_f64_e64 v5, vcc
v_cvt_i32_f64_e64 v5, ttmp[14:15]
v_cvt_i32_f64_e64 v5, exec
v_cvt_i32_f64_e64 v5, null
v_cvt_i32_f64_e64 v5, -1
v_cvt_i32_f64_e64 v5, 0.5
v_cvt_i32_f64_e64 v5, -|src_scc|
v_cvt_i32_f64_e64 v255, 0xaf123456 clamp
v_cvt_i32_i16_e64 v5, v1.l
v_cvt_i32_i16_e64 v5, v255.l
v_cvt_i32_i16_e64 v5, s1
v_cvt_i32_i16_e64 v5, s105
v_cvt_i32_i16_e64 v5, vcc_lo
v_cvt_i32_i16_e64 v5, vcc_hi
v_cvt_i32_i16_e64 v5, ttmp15
v_cvt_i32_i16_e64 v5, m0
v_cvt_i32_i16_e64 v5, exec_lo
v_cvt_i32_i16_e64 v5, exec_hi
v_cvt_i32_i16_e64 v5, null
v_cvt_i32_i16_e64 v5, -1
v_cvt_i32_i16_e64 v5, 0.5
v_cvt_i32_i16_e64 v5, src_scc
v_cvt_i32_i16_e64 v255, 0xfe0b
v_cvt_i32_i16_e64 v5, v255.h
v_cvt_nearest_i32_f32_e64 v5, v1
v_cvt_nearest_i32_f32_e64 v5, v255
v_cvt_nearest_i32_f32_e64 v5, s1
v_cvt_nearest_i32_f32_e64 v5, s105
v_cvt_nearest_i32_f32_e64 v5, vcc_lo
v_cvt_nearest_i32_f32_e64 v5, vcc_hi
v_cvt_nearest_i32_f32_e64 v5, ttmp15
v_cvt_nearest_i32_f32_e64 v5, m0
v_cvt_nearest_i32_f32_e64 v5, exec_lo
v_cvt_nearest_i32_f32_e64 v5, exec_hi
v_cvt_nearest_i32_f32_e64 v5, null
v_cvt_nearest_i32_f32_e64 v5, -1
v_cvt_nearest_i32_f32_e64 v5, 0.5
v_cvt_nearest_i32_f32_e64 v5, src_scc
v_cvt_nearest_i32_f32_e64 v255, -|0xaf123456|
v_cvt_norm_i16_f16_e64 v5.l, v1.l
v_cvt_norm_i16_f16_e64 v5.l, v255.l
v_cvt_norm_i16_f16_e64 v5.l, s1
v_cvt_norm_i16_f16_e64 v5.l, s105
v_cvt_norm_i16_f16_e64 v5.l, vcc_lo
v_cvt_norm_i16_f16_e64 v5.l, vcc_hi
v_cvt_norm_i16_f16_e64 v5.l, ttmp15
v_cvt_norm_i16_f16_e64 v5.l, m0
v_cvt_norm_i16_f16_e64 v5.l, exec_lo
v_cvt_norm_i16_f16_e64 v5.l, exec_hi
v_cvt_norm_i16_f16_e64 v5.l, null
v_cvt_norm_i16_f16_e64 v5.l, -1
v_cvt_norm_i16_f16_e64 v5.l, 0.5
v_cvt_norm_i16_f16_e64 v5.l, src_scc
v_cvt_norm_i16_f16_e64 v255.l, -|0xfe0b|
v_cvt_norm_i16_f16_e64 v5.h, v1.h
v_cvt_norm_i16_f16_e64 v5.l, v255.h
v_cvt_norm_i16_f16_e64 v255.h, -|0xfe0b|
v_cvt_norm_u16_f16_e64 v5.l, v1.l
v_cvt_norm_u16_f16_e64 v5.l, v255.l
v_cvt_norm_u16_f16_e64 v5.l, s1
v_cvt_norm_u16_f16_e64 v5.l, s105
v_cvt_norm_u16_f16_e64 v5.l, vcc_lo
v_cvt_norm_u16_f16_e64 v5.l, vcc_hi
v_cvt_norm_u16_f16_e64 v5.l, ttmp15
v_cvt_norm_u16_f16_e64 v5.l, m0
v_cvt_norm_u16_f16_e64 v5.l, exec_lo
v_cvt_norm_u16_f16_e64 v5.l, exec_hi
v_cvt_norm_u16_f16_e64 v5.l, null
v_cvt_norm_u16_f16_e64 v5.l, -1
v_cvt_norm_u16_f16_e64 v5.l, 0.5
v_cvt_norm_u16_f16_e64 v5.l, src_scc
v_cvt_norm_u16_f16_e64 v255.l, -|0xfe0b|
v_cvt_norm_u16_f16_e64 v5.h, v1.h
v_cvt_norm_u16_f16_e64 v5.l, v255.h
v_cvt_norm_u16_f16_e64 v255.h, -|0xfe0b|
v_cvt_off_f32_i4_e64 v5, v1
v_cvt_off_f32_i4_e64 v5, v255
v_cvt_off_f32_i4_e64 v5, s1
v_cvt_off_f32_i4_e64 v5, s105
v_cvt_off_f32_i4_e64 v5, vcc_lo
v_cvt_off_f32_i4_e64 v5, vcc_hi
v_cvt_off_f32_i4_e64 v5, ttmp15
v_cvt_off_f32_i4_e64 v5, m0
v_cvt_off_f32_i4_e64 v5, exec_lo
v_cvt_off_f32_i4_e64 v5, exec_hi
v_cvt_off_f32_i4_e64 v5, null
v_cvt_off_f32_i4_e64 v5, -1
v_cvt_off_f32_i4_e64 v5, 0.5 mul:2
v_cvt_off_f32_i4_e64 v5, src_scc mul:4
v_cvt_off_f32_i4_e64 v255, 0x4f clamp div:2
v_cvt_rpi_i32_f32_e64 v5, v1
v_cvt_rpi_i32_f32_e64 v5, v255
v_cvt_rpi_i32_f32_e64 v5, s1
v_cvt_rpi_i32_f32_e64 v5, s105
v_cvt_rpi_i32_f32_e64 v5, vcc_lo
v_cvt_rpi_i32_f32_e64 v5, vcc_hi
v_cvt_rpi_i32_f32_e64 v5, ttmp15
v_cvt_rpi_i32_f32_e64 v5, m0
v_cvt_rpi_i32_f32_e64 v5, exec_lo
v_cvt_rpi_i32_f32_e64 v5, exec_hi
v_cvt_rpi_i32_f32_e64 v5, null
v_cvt_rpi_i32_f32_e64 v5, -1
v_cvt_rpi_i32_f32_e64 v5, 0.5
v_cvt_rpi_i32_f32_e64 v5, src_scc
v_cvt_rpi_i32_f32_e64 v255, -|0xaf123456|
v_cvt_u16_f16_e64 v5.l, v1.l
v_cvt_u16_f16_e64 v5.l, v255.l
v_cvt_u16_f16_e64 v5.l, s1
v_cvt_u16_f16_e64 v5.l, s105
v_cvt_u16_f16_e64 v5.l, vcc_lo
v_cvt_u16_f16_e64 v5.l, vcc_hi
v_cvt_u16_f16_e64 v5.l, ttmp15
v_cvt_u16_f16_e64 v5.l, m0
v_cvt_u16_f16_e64 v5.l, exec_lo
v_cvt_u16_f16_e64 v5.l, exec_hi
v_cvt_u16_f16_e64 v5.l, null
v_cvt_u16_f16_e64 v5.l, -1
v_cvt_u16_f16_e64 v5.l, 0.5
v_cvt_u16_f16_e64 v5.l, src_scc
v_cvt_u16_f16_e64 v255.l, -|0xfe0b| clamp
v_cvt_u16_f16_e64 v5.h, v1.h
v_cvt_u16_f16_e64 v5.l, v255.h
v_cvt_u16_f16_e64 v255.h, -|0xfe0b| clamp
v_cvt_u32_f32_e64 v5, v1
v_cvt_u32_f32_e64 v5, v255
v_cvt_u32_f32_e64 v5, s1
v_cvt_u32_f32_e64 v5, s105
v_cvt_u32_f32_e64 v5, vcc_lo
v_cvt_u32_f32_e64 v5, vcc_hi
v_cvt_u32_f32_e64 v5, ttmp15
v_cvt_u32_f32_e64 v5, m0
v_cvt_u32_f32_e64 v5, exec_lo
v_cvt_u32_f32_e64 v5, exec_hi
v_cvt_u32_f32_e64 v5, null
v_cvt_u32_f32_e64 v5, -1
v_cvt_u32_f32_e64 v5, 0.5
v_cvt_u32_f32_e64 v5, src_scc
v_cvt_u32_f32_e64 v255, -|0xaf123456| clamp
v_cvt_u32_f64_e64 v5, v[1:2]
v_cvt_u32_f64_e64 v5, v[254:255]
v_cvt_u32_f64_e64 v5, s[2:3]
v_cvt_u32_f64_e64 v5, s[104:105]
v_cvt_u32_f64_e64 v5, vcc
v_cvt_u32_f64_e64 v5, ttmp[14:15]
v_cvt_u32_f64_e64 v5, exec
v_cvt_u32_f64_e64 v5, null
v_cvt_u32_f64_e64 v5, -1
v_cvt_u32_f64_e64 v5, 0.5
v_cvt_u32_f64_e64 v5, -|src_scc|
v_cvt_u32_f64_e64 v255, 0xaf123456 clamp
v_cvt_u32_u16_e64 v5, v1
v_cvt_u32_u16_e64 v5, v255
v_cvt_u32_u16_e64 v5, s1
v_cvt_u32_u16_e64 v5, s105
v_cvt_u32_u16_e64 v5, vcc_lo
v_cvt_u32_u16_e64 v5, vcc_hi
v_cvt_u32_u16_e64 v5, ttmp15
v_cvt_u32_u16_e64 v5, m0
v_cvt_u32_u16_e64 v5, exec_lo
v_cvt_u32_u16_e64 v5, exec_hi
v_cvt_u32_u16_e64 v5, null
v_cvt_u32_u16_e64 v5, -1
v_cvt_u32_u16_e64 v5, 0.5
v_cvt_u32_u16_e64 v5, src_scc
v_cvt_u32_u16_e64 v255, 0xfe0b
v_exp_f16_e64 v5, v1
v_exp_f16_e64 v5, v255
v_exp_f16_e64 v5, s1
v_exp_f16_e64 v5, s105
v_exp_f16_e64 v5, vcc_lo
v_exp_f16_e64 v5, vcc_hi
v_exp_f16_e64 v5, ttmp15
v_exp_f16_e64 v5, m0
v_exp_f16_e64 v5, exec_lo
v_exp_f16_e64 v5, exec_hi
v_exp_f16_e64 v5, null
v_exp_f16_e64 v5, -1
v_exp_f16_e64 v5, 0.5 mul:2
v_exp_f16_e64 v5, src_scc mul:4
v_exp_f16_e64 v255, -|0xfe0b| clamp div:2
v_exp_f32_e64 v5, v1
v_exp_f32_e64 v5, v255
v_exp_f32_e64 v5, s1
v_exp_f32_e64 v5, s105
v_exp_f32_e64 v5, vcc_lo
v_exp_f32_e64 v5, vcc_hi
v_exp_f32_e64 v5, ttmp15
v_exp_f32_e64 v5, m0
v_exp_f32_e64 v5, exec_lo
v_exp_f32_e64 v5, exec_hi
v_exp_f32_e64 v5, null
v_exp_f32_e64 v5, -1
v_exp_f32_e64 v5, 0.5 mul:2
v_exp_f32_e64 v5, src_scc mul:4
v_exp_f32_e64 v255, -|0xaf123456| clamp div:2
v_ffbh_i32_e64 v5, v1
v_ffbh_i32_e64 v5, v255
v_ffbh_i32_e64 v5, s1
v_ffbh_i32_e64 v5, s105
v_ffbh_i32_e64 v5, vcc_lo
v_ffbh_i32_e64 v5, vcc_hi
v_ffbh_i32_e64 v5, ttmp15
v_ffbh_i32_e64 v5, m0
v_ffbh_i32_e64 v5, exec_lo
v_ffbh_i32_e64 v5, exec_hi
v_ffbh_i32_e64 v5, null
v_ffbh_i32_e64 v5, -1
v_ffbh_i32_e64 v5, 0.5
v_ffbh_i32_e64 v5, src_scc
v_ffbh_i32_e64 v255, 0xaf123456
v_ffbh_u32_e64 v5, v1
v_ffbh_u32_e64 v5, v255
v_ffbh_u32_e64 v5, s1
v_ffbh_u32_e64 v5, s105
v_ffbh_u32_e64 v5, vcc_lo
v_ffbh_u32_e64 v5, vcc_hi
v_ffbh_u32_e64 v5, ttmp15
v_ffbh_u32_e64 v5, m0
v_ffbh_u32_e64 v5, exec_lo
v_ffbh_u32_e64 v5, exec_hi
v_ffbh_u32_e64 v5, null
v_ffbh_u32_e64 v5, -1
v_ffbh_u32_e64 v5, 0.5
v_ffbh_u32_e64 v5, src_scc
v_ffbh_u32_e64 v255, 0xaf123456
v_ffbl_b32_e64 v5, v1
v_ffbl_b32_e64 v5, v255
v_ffbl_b32_e64 v5, s1
v_ffbl_b32_e64 v5, s105
v_ffbl_b32_e64 v5, vcc_lo
v_ffbl_b32_e64 v5, vcc_hi
v_ffbl_b32_e64 v5, ttmp15
v_ffbl_b32_e64 v5, m0
v_ffbl_b32_e64 v5, exec_lo
v_ffbl_b32_e64 v5, exec_hi
v_ffbl_b32_e64 v5, null
v_ffbl_b32_e64 v5, -1
v_ffbl_b32_e64 v5, 0.5
v_ffbl_b32_e64 v5, src_scc
v_ffbl_b32_e64 v255, 0xaf123456
v_floor_f16_e64 v5, v1
v_floor_f16_e64 v5, v255
v_floor_f16_e64 v5, s1
v_floor_f16_e64 v5, s105
v_floor_f16_e64 v5, vcc_lo
v_floor_f16_e64 v5, vcc_hi
v_floor_f16_e64 v5, ttmp15
v_floor_f16_e64 v5, m0
v_floor_f16_e64 v5, exec_lo
v_floor_f16_e64 v5, exec_hi
v_floor_f16_e64 v5, null
v_floor_f16_e64 v5, -1
v_floor_f16_e64 v5, 0.5 mul:2
v_floor_f16_e64 v5, src_scc mul:4
v_floor_f16_e64 v255, -|0xfe0b| clamp div:2
v_floor_f32_e64 v5, v1
v_floor_f32_e64 v5, v255
v_floor_f32_e64 v5, s1
v_floor_f32_e64 v5, s105
v_floor_f32_e64 v5, vcc_lo
v_floor_f32_e64 v5, vcc_hi
v_floor_f32_e64 v5, ttmp15
v_floor_f32_e64 v5, m0
v_floor_f32_e64 v5, exec_lo
v_floor_f32_e64 v5, exec_hi
v_floor_f32_e64 v5, null
v_floor_f32_e64 v5, -1
v_floor_f32_e64 v5, 0.5 mul:2
v_floor_f32_e64 v5, src_scc mul:4
v_floor_f32_e64 v255, -|0xaf123456| clamp div:2
v_floor_f64_e64 v[5:6], v[1:2]
v_floor_f64_e64 v[5:6], v[254:255]
v_floor_f64_e64 v[5:6], s[2:3]
v_floor_f64_e64 v[5:6], s[104:105]
v_floor_f64_e64 v[5:6], vcc
v_floor_f64_e64 v[5:6], ttmp[14:15]
v_floor_f64_e64 v[5:6], exec
v_floor_f64_e64 v[5:6], null
v_floor_f64_e64 v[5:6], -1
v_floor_f64_e64 v[5:6], 0.5 mul:2
v_floor_f64_e64 v[5:6], -|src_scc| mul:4
v_floor_f64_e64 v[254:255], 0xaf123456 clamp div:2
v_fract_f16_e64 v5, v1
v_fract_f16_e64 v5, v255
v_fract_f16_e64 v5, s1
v_fract_f16_e64 v5, s105
v_fract_f16_e64 v5, vcc_lo
v_fract_f16_e64 v5, vcc_hi
v_fract_f16_e64 v5, ttmp15
v_fract_f16_e64 v5, m0
v_fract_f16_e64 v5, exec_lo
v_fract_f16_e64 v5, exec_hi
v_fract_f16_e64 v5, null
v_fract_f16_e64 v5, -1
v_fract_f16_e64 v5, 0.5 mul:2
v_fract_f16_e64 v5, src_scc mul:4
v_fract_f16_e64 v255, -|0xfe0b| clamp div:2
v_fract_f32_e64 v5, v1
v_fract_f32_e64 v5, v255
v_fract_f32_e64 v5, s1
v_fract_f32_e64 v5, s105
v_fract_f32_e64 v5, vcc_lo
v_fract_f32_e64 v5, vcc_hi
v_fract_f32_e64 v5, ttmp15
v_fract_f32_e64 v5, m0
v_fract_f32_e64 v5, exec_lo
v_fract_f32_e64 v5, exec_hi
v_fract_f32_e64 v5, null
v_fract_f32_e64 v5, -1
v_fract_f32_e64 v5, 0.5 mul:2
v_fract_f32_e64 v5, src_scc mul:4
v_fract_f32_e64 v255, -|0xaf123456| clamp div:2
v_fract_f64_e64 v[5:6], v[1:2]
v_fract_f64_e64 v[5:6], v[254:255]
v_fract_f64_e64 v[5:6], s[2:3]
v_fract_f64_e64 v[5:6], s[104:105]
v_fract_f64_e64 v[5:6], vcc
v_fract_f64_e64 v[5:6], ttmp[14:15]
v_fract_f64_e64 v[5:6], exec
v_fract_f64_e64 v[5:6], null
v_fract_f64_e64 v[5:6], -1
v_fract_f64_e64 v[5:6], 0.5 mul:2
v_fract_f64_e64 v[5:6], -|src_scc| mul:4
v_fract_f64_e64 v[254:255], 0xaf123456 clamp div:2
v_frexp_exp_i16_f16_e64 v5.l, v1.l
v_frexp_exp_i16_f16_e64 v5.l, v255.l
v_frexp_exp_i16_f16_e64 v5.l, s1
v_frexp_exp_i16_f16_e64 v5.l, s105
v_frexp_exp_i16_f16_e64 v5.l, vcc_lo
v_frexp_exp_i16_f16_e64 v5.l, vcc_hi
v_frexp_exp_i16_f16_e64 v5.l, ttmp15
v_frexp_exp_i16_f16_e64 v5.l, m0
v_frexp_exp_i16_f16_e64 v5.l, exec_lo
v_frexp_exp_i16_f16_e64 v5.l, exec_hi
v_frexp_exp_i16_f16_e64 v5.l, null
v_frexp_exp_i16_f16_e64 v5.l, -1
v_frexp_exp_i16_f16_e64 v5.l, 0.5
v_frexp_exp_i16_f16_e64 v5.l, src_scc
v_frexp_exp_i16_f16_e64 v255.l, -|0xfe0b|
v_frexp_exp_i16_f16_e64 v5.h, v1.h
v_frexp_exp_i16_f16_e64 v5.l, v255.h
v_frexp_exp_i16_f16_e64 v255.h, -|0xfe0b|
v_frexp_exp_i32_f32_e64 v5, v1
v_frexp_exp_i32_f32_e64 v5, v255
v_frexp_exp_i32_f32_e64 v5, s1
v_frexp_exp_i32_f32_e64 v5, s105
v_frexp_exp_i32_f32_e64 v5, vcc_lo
v_frexp_exp_i32_f32_e64 v5, vcc_hi
v_frexp_exp_i32_f32_e64 v5, ttmp15
v_frexp_exp_i32_f32_e64 v5, m0
v_frexp_exp_i32_f32_e64 v5, exec_lo
v_frexp_exp_i32_f32_e64 v5, exec_hi
v_frexp_exp_i32_f32_e64 v5, null
v_frexp_exp_i32_f32_e64 v5, -1
v_frexp_exp_i32_f32_e64 v5, 0.5
v_frexp_exp_i32_f32_e64 v5, src_scc
v_frexp_exp_i32_f32_e64 v255, -|0xaf123456|
v_frexp_exp_i32_f64_e64 v5, v[1:2]
v_frexp_exp_i32_f64_e64 v5, v[254:255]
v_frexp_exp_i32_f64_e64 v5, s[2:3]
v_frexp_exp_i32_f64_e64 v5, s[104:105]
v_frexp_exp_i32_f64_e64 v5, vcc
v_frexp_exp_i32_f64_e64 v5, ttmp[14:15]
v_frexp_exp_i32_f64_e64 v5, exec
v_frexp_exp_i32_f64_e64 v5, null
v_frexp_exp_i32_f64_e64 v5, -1
v_frexp_exp_i32_f64_e64 v5, 0.5
v_frexp_exp_i32_f64_e64 v5, -|src_scc|
v_frexp_exp_i32_f64_e64 v255, 0xaf123456
v_frexp_mant_f16_e64 v5, v1
v_frexp_mant_f16_e64 v5, v255
v_frexp_mant_f16_e64 v5, s1
v_frexp_mant_f16_e64 v5, s105
v_frexp_mant_f16_e64 v5, vcc_lo
v_frexp_mant_f16_e64 v5, vcc_hi
v_frexp_mant_f16_e64 v5, ttmp15
v_frexp_mant_f16_e64 v5, m0
v_frexp_mant_f16_e64 v5, exec_lo
v_frexp_mant_f16_e64 v5, exec_hi
v_frexp_mant_f16_e64 v5, null
v_frexp_mant_f16_e64 v5, -1
v_frexp_mant_f16_e64 v5, 0.5 mul:2
v_frexp_mant_f16_e64 v5, src_scc mul:4
v_frexp_mant_f16_e64 v255, -|0xfe0b| clamp div:2
v_frexp_mant_f32_e64 v5, v1
v_frexp_mant_f32_e64 v5, v255
v_frexp_mant_f32_e64 v5, s1
v_frexp_mant_f32_e64 v5, s105
v_frexp_mant_f32_e64 v5, vcc_lo
v_frexp_mant_f32_e64 v5, vcc_hi
v_frexp_mant_f32_e64 v5, ttmp15
v_frexp_mant_f32_e64 v5, m0
v_frexp_mant_f32_e64 v5, exec_lo
v_frexp_mant_f32_e64 v5, exec_hi
v_frexp_mant_f32_e64 v5, null
v_frexp_mant_f32_e64 v5, -1
v_frexp_mant_f32_e64 v5, 0.5 mul:2
v_frexp_mant_f32_e64 v5, src_scc mul:4
v_frexp_mant_f32_e64 v255, -|0xaf123456| clamp div:2
v_frexp_mant_f64_e64 v[5:6], v[1:2]
v_frexp_mant_f64_e64 v[5:6], v[254:255]
v_frexp_mant_f64_e64 v[5:6], s[2:3]
v_frexp_mant_f64_e64 v[5:6], s[104:105]
v_frexp_mant_f64_e64 v[5:6], vcc
v_frexp_mant_f64_e64 v[5:6], ttmp[14:15]
v_frexp_mant_f64_e64 v[5:6], exec
v_frexp_mant_f64_e64 v[5:6], null
v_frexp_mant_f64_e64 v[5:6], -1
v_frexp_mant_f64_e64 v[5:6], 0.5 mul:2
v_frexp_mant_f64_e64 v[5:6], -|src_scc| mul:4
v_frexp_mant_f64_e64 v[254:255], 0xaf123456 clamp div:2
v_log_f16_e64 v5, v1
v_log_f16_e64 v5, v255
v_log_f16_e64 v5, s1
v_log_f16_e64 v5, s105
v_log_f16_e64 v5, vcc_lo
v_log_f16_e64 v5, vcc_hi
v_log_f16_e64 v5, ttmp15
v_log_f16_e64 v5, m0
v_log_f16_e64 v5, exec_lo
v_log_f16_e64 v5, exec_hi
v_log_f16_e64 v5, null
v_log_f16_e64 v5, -1
v_log_f16_e64 v5, 0.5 mul:2
v_log_f16_e64 v5, src_scc mul:4
v_log_f16_e64 v255, -|0xfe0b| clamp div:2
v_log_f32_e64 v5, v1
v_log_f32_e64 v5, v255
v_log_f32_e64 v5, s1
v_log_f32_e64 v5, s105
v_log_f32_e64 v5, vcc_lo
v_log_f32_e64 v5, vcc_hi
v_log_f32_e64 v5, ttmp15
v_log_f32_e64 v5, m0
v_log_f32_e64 v5, exec_lo
v_log_f32_e64 v5, exec_hi
v_log_f32_e64 v5, null
v_log_f32_e64 v5, -1
v_log_f32_e64 v5, 0.5 mul:2
v_log_f32_e64 v5, src_scc mul:4
v_log_f32_e64 v255, -|0xaf123456| clamp div:2
v_mov_b32_e64 v5, v1
v_mov_b32_e64 v5, v255
v_mov_b32_e64 v5, s1
v_mov_b32_e64 v5, s105
v_mov_b32_e64 v5, vcc_lo
v_mov_b32_e64 v5, vcc_hi
v_mov_b32_e64 v5, ttmp15
v_mov_b32_e64 v5, m0
v_mov_b32_e64 v5, exec_lo
v_mov_b32_e64 v5, exec_hi
v_mov_b32_e64 v5, null
v_mov_b32_e64 v5, -1
v_mov_b32_e64 v5, 0.5
v_mov_b32_e64 v5, src_scc
v_mov_b32_e64 v255, 0xaf123456
v_movreld_b32_e64 v5, v1
v_movreld_b32_e64 v5, v255
v_movreld_b32_e64 v5, s1
v_movreld_b32_e64 v5, s105
v_movreld_b32_e64 v5, vcc_lo
v_movreld_b32_e64 v5, vcc_hi
v_movreld_b32_e64 v5, ttmp15
v_movreld_b32_e64 v5, m0
v_movreld_b32_e64 v5, exec_lo
v_movreld_b32_e64 v5, exec_hi
v_movreld_b32_e64 v5, null
v_movreld_b32_e64 v5, -1
v_movreld_b32_e64 v5, 0.5
v_movreld_b32_e64 v5, src_scc
v_movreld_b32_e64 v255, 0xaf123456
v_movrels_b32_e64 v5, v1
v_movrels_b32_e64 v255, v255
v_movrelsd_2_b32_e64 v5, v1
v_movrelsd_2_b32_e64 v255, v255
v_movrelsd_b32_e64 v5, v1
v_movrelsd_b32_e64 v255, v255
v_nop_e64
v_not_b16_e64 v5, v1
v_not_b16_e64 v5, v255
v_not_b16_e64 v5, s1
v_not_b16_e64 v5, s105
v_not_b16_e64 v5, vcc_lo
v_not_b16_e64 v5, vcc_hi
v_not_b16_e64 v5, ttmp15
v_not_b16_e64 v5, m0
v_not_b16_e64 v5, exec_lo
v_not_b16_e64 v5, exec_hi
v_not_b16_e64 v5, null
v_not_b16_e64 v5, -1
v_not_b16_e64 v5, 0.5
v_not_b16_e64 v5, src_scc
v_not_b16_e64 v255, 0xfe0b
v_not_b32_e64 v5, v1
v_not_b32_e64 v5, v255
v_not_b32_e64 v5, s1
v_not_b32_e64 v5, s105
v_not_b32_e64 v5, vcc_lo
v_not_b32_e64 v5, vcc_hi
v_not_b32_e64 v5, ttmp15
v_not_b32_e64 v5, m0
v_not_b32_e64 v5, exec_lo
v_not_b32_e64 v5, exec_hi
v_not_b32_e64 v5, null
v_not_b32_e64 v5, -1
v_not_b32_e64 v5, 0.5
v_not_b32_e64 v5, src_scc
v_not_b32_e64 v255, 0xaf123456
v_pipeflush_e64
v_rcp_f16_e64 v5, v1
v_rcp_f16_e64 v5, v255
v_rcp_f16_e64 v5, s1
v_rcp_f16_e64 v5, s105
v_rcp_f16_e64 v5, vcc_lo
v_rcp_f16_e64 v5, vcc_hi
v_rcp_f16_e64 v5, ttmp15
v_rcp_f16_e64 v5, m0
v_rcp_f16_e64 v5, exec_lo
v_rcp_f16_e64 v5, exec_hi
v_rcp_f16_e64 v5, null
v_rcp_f16_e64 v5, -1
v_rcp_f16_e64 v5, 0.5 mul:2
v_rcp_f16_e64 v5, src_scc mul:4
v_rcp_f16_e64 v255, -|0xfe0b| clamp div:2
v_rcp_f32_e64 v5, v1
v_rcp_f32_e64 v5, v255
v_rcp_f32_e64 v5, s1
v_rcp_f32_e64 v5, s105
v_rcp_f32_e64 v5, vcc_lo
v_rcp_f32_e64 v5, vcc_hi
v_rcp_f32_e64 v5, ttmp15
v_rcp_f32_e64 v5, m0
v_rcp_f32_e64 v5, exec_lo
v_rcp_f32_e64 v5, exec_hi
v_rcp_f32_e64 v5, null
v_rcp_f32_e64 v5, -1
v_rcp_f32_e64 v5, 0.5 mul:2
v_rcp_f32_e64 v5, src_scc mul:4
v_rcp_f32_e64 v255, -|0xaf123456| clamp div:2
v_rcp_f64_e64 v[5:6], v[1:2]
v_rcp_f64_e64 v[5:6], v[254:255]
v_rcp_f64_e64 v[5:6], s[2:3]
v_rcp_f64_e64 v[5:6], s[104:105]
v_rcp_f64_e64 v[5:6], vcc
v_rcp_f64_e64 v[5:6], ttmp[14:15]
v_rcp_f64_e64 v[5:6], exec
v_rcp_f64_e64 v[5:6], null
v_rcp_f64_e64 v[5:6], -1
v_rcp_f64_e64 v[5:6], 0.5 mul:2
v_rcp_f64_e64 v[5:6], -|src_scc| mul:4
v_rcp_f64_e64 v[254:255], 0xaf123456 clamp div:2
v_rcp_iflag_f32_e64 v5, v1
v_rcp_iflag_f32_e64 v5, v255
v_rcp_iflag_f32_e64 v5, s1
v_rcp_iflag_f32_e64 v5, s105
v_rcp_iflag_f32_e64 v5, vcc_lo
v_rcp_iflag_f32_e64 v5, vcc_hi
v_rcp_iflag_f32_e64 v5, ttmp15
v_rcp_iflag_f32_e64 v5, m0
v_rcp_iflag_f32_e64 v5, exec_lo
v_rcp_iflag_f32_e64 v5, exec_hi
v_rcp_iflag_f32_e64 v5, null
v_rcp_iflag_f32_e64 v5, -1
v_rcp_iflag_f32_e64 v5, 0.5 mul:2
v_rcp_iflag_f32_e64 v5, src_scc mul:4
v_rcp_iflag_f32_e64 v255, -|0xaf123456| clamp div:2
v_rndne_f16_e64 v5, v1
v_rndne_f16_e64 v5, v255
v_rndne_f16_e64 v5, s1
v_rndne_f16_e64 v5, s105
v_rndne_f16_e64 v5, vcc_lo
v_rndne_f16_e64 v5, vcc_hi
v_rndne_f16_e64 v5, ttmp15
v_rndne_f16_e64 v5, m0
v_rndne_f16_e64 v5, exec_lo
v_rndne_f16_e64 v5, exec_hi
v_rndne_f16_e64 v5, null
v_rndne_f16_e64 v5, -1
v_rndne_f16_e64 v5, 0.5 mul:2
v_rndne_f16_e64 v5, src_scc mul:4
v_rndne_f16_e64 v255, -|0xfe0b| clamp div:2
v_rndne_f32_e64 v5, v1
v_rndne_f32_e64 v5, v255
v_rndne_f32_e64 v5, s1
v_rndne_f32_e64 v5, s105
v_rndne_f32_e64 v5, vcc_lo
v_rndne_f32_e64 v5, vcc_hi
v_rndne_f32_e64 v5, ttmp15
v_rndne_f32_e64 v5, m0
v_rndne_f32_e64 v5, exec_lo
v_rndne_f32_e64 v5, exec_hi
v_rndne_f32_e64 v5, null
v_rndne_f32_e64 v5, -1
v_rndne_f32_e64 v5, 0.5 mul:2
v_rndne_f32_e64 v5, src_scc mul:4
v_rndne_f32_e64 v255, -|0xaf123456| clamp div:2
v_rndne_f64_e64 v[5:6], v[1:2]
v_rndne_f64_e64 v[5:6], v[254:255]
v_rndne_f64_e64 v[5:6], s[2:3]
v_rndne_f64_e64 v[5:6], s[104:105]
v_rndne_f64_e64 v[5:6], vcc
v_rndne_f64_e64 v[5:6], ttmp[14:15]
v_rndne_f64_e64 v[5:6], exec
v_rndne_f64_e64 v[5:6], null
v_rndne_f64_e64 v[5:6], -1
v_rndne_f64_e64 v[5:6], 0.5 mul:2
v_rndne_f64_e64 v[5:6], -|src_scc| mul:4
v_rndne_f64_e64 v[254:255], 0xaf123456 clamp div:2
v_rsq_f16_e64 v5, v1
v_rsq_f16_e64 v5, v255
v_rsq_f16_e64 v5, s1
v_rsq_f16_e64 v5, s105
v_rsq_f16_e64 v5, vcc_lo
v_rsq_f16_e64 v5, vcc_hi
v_rsq_f16_e64 v5, ttmp15
v_rsq_f16_e64 v5, m0
v_rsq_f16_e64 v5, exec_lo
v_rsq_f16_e64 v5, exec_hi
v_rsq_f16_e64 v5, null
v_rsq_f16_e64 v5, -1
v_rsq_f16_e64 v5, 0.5 mul:2
v_rsq_f16_e64 v5, src_scc mul:4
v_rsq_f16_e64 v255, -|0xfe0b| clamp div:2
v_rsq_f32_e64 v5, v1
v_rsq_f32_e64 v5, v255
v_rsq_f32_e64 v5, s1
v_rsq_f32_e64 v5, s105
v_rsq_f32_e64 v5, vcc_lo
v_rsq_f32_e64 v5, vcc_hi
v_rsq_f32_e64 v5, ttmp15
v_rsq_f32_e64 v5, m0
v_rsq_f32_e64 v5, exec_lo
v_rsq_f32_e64 v5, exec_hi
v_rsq_f32_e64 v5, null
v_rsq_f32_e64 v5, -1
v_rsq_f32_e64 v5, 0.5 mul:2
v_rsq_f32_e64 v5, src_scc mul:4
v_rsq_f32_e64 v255, -|0xaf123456| clamp div:2
v_rsq_f64_e64 v[5:6], v[1:2]
v_rsq_f64_e64 v[5:6], v[254:255]
v_rsq_f64_e64 v[5:6], s[2:3]
v_rsq_f64_e64 v[5:6], s[104:105]
v_rsq_f64_e64 v[5:6], vcc
v_rsq_f64_e64 v[5:6], ttmp[14:15]
v_rsq_f64_e64 v[5:6], exec
v_rsq_f64_e64 v[5:6], null
v_rsq_f64_e64 v[5:6], -1
v_rsq_f64_e64 v[5:6], 0.5 mul:2
v_rsq_f64_e64 v[5:6], -|src_scc| mul:4
v_rsq_f64_e64 v[254:255], 0xaf123456 clamp div:2
v_sat_pk_u8_i16_e64 v5, v1
v_sat_pk_u8_i16_e64 v5, v255
v_sat_pk_u8_i16_e64 v5, s1
v_sat_pk_u8_i16_e64 v5, s105
v_sat_pk_u8_i16_e64 v5, vcc_lo
v_sat_pk_u8_i16_e64 v5, vcc_hi
v_sat_pk_u8_i16_e64 v5, ttmp15
v_sat_pk_u8_i16_e64 v5, m0
v_sat_pk_u8_i16_e64 v5, exec_lo
v_sat_pk_u8_i16_e64 v5, exec_hi
v_sat_pk_u8_i16_e64 v5, null
v_sat_pk_u8_i16_e64 v5, -1
v_sat_pk_u8_i16_e64 v5, 0.5
v_sat_pk_u8_i16_e64 v5, src_scc
v_sat_pk_u8_i16_e64 v255, 0xfe0b
v_sin_f16_e64 v5, v1
v_sin_f16_e64 v5, v255
v_sin_f16_e64 v5, s1
v_sin_f16_e64 v5, s105
v_sin_f16_e64 v5, vcc_lo
v_sin_f16_e64 v5, vcc_hi
v_sin_f16_e64 v5, ttmp15
v_sin_f16_e64 v5, m0
v_sin_f16_e64 v5, exec_lo
v_sin_f16_e64 v5, exec_hi
v_sin_f16_e64 v5, null
v_sin_f16_e64 v5, -1
v_sin_f16_e64 v5, 0.5 mul:2
v_sin_f16_e64 v5, src_scc mul:4
v_sin_f16_e64 v255, -|0xfe0b| clamp div:2
v_sin_f32_e64 v5, v1
v_sin_f32_e64 v5, v255
v_sin_f32_e64 v5, s1
v_sin_f32_e64 v5, s105
v_sin_f32_e64 v5, vcc_lo
v_sin_f32_e64 v5, vcc_hi
v_sin_f32_e64 v5, ttmp15
v_sin_f32_e64 v5, m0
v_sin_f32_e64 v5, exec_lo
v_sin_f32_e64 v5, exec_hi
v_sin_f32_e64 v5, null
v_sin_f32_e64 v5, -1
v_sin_f32_e64 v5, 0.5 mul:2
v_sin_f32_e64 v5, src_scc mul:4
v_sin_f32_e64 v255, -|0xaf123456| clamp div:2
v_sqrt_f16_e64 v5, v1
v_sqrt_f16_e64 v5, v255
v_sqrt_f16_e64 v5, s1
v_sqrt_f16_e64 v5, s105
v_sqrt_f16_e64 v5, vcc_lo
v_sqrt_f16_e64 v5, vcc_hi
v_sqrt_f16_e64 v5, ttmp15
v_sqrt_f16_e64 v5, m0
v_sqrt_f16_e64 v5, exec_lo
v_sqrt_f16_e64 v5, exec_hi
v_sqrt_f16_e64 v5, null
v_sqrt_f16_e64 v5, -1
v_sqrt_f16_e64 v5, 0.5 mul:2
v_sqrt_f16_e64 v5, src_scc mul:4
v_sqrt_f16_e64 v255, -|0xfe0b| clamp div:2
v_sqrt_f32_e64 v5, v1
v_sqrt_f32_e64 v5, v255
v_sqrt_f32_e64 v5, s1
v_sqrt_f32_e64 v5, s105
v_sqrt_f32_e64 v5, vcc_lo
v_sqrt_f32_e64 v5, vcc_hi
v_sqrt_f32_e64 v5, ttmp15
v_sqrt_f32_e64 v5, m0
v_sqrt_f32_e64 v5, exec_lo
v_sqrt_f32_e64 v5, exec_hi
v_sqrt_f32_e64 v5, null
v_sqrt_f32_e64 v5, -1
v_sqrt_f32_e64 v5, 0.5 mul:2
v_sqrt_f32_e64 v5, src_scc mul:4
v_sqrt_f32_e64 v255, -|0xaf123456| clamp div:2
v_sqrt_f64_e64 v[5:6], v[1:2]
v_sqrt_f64_e64 v[5:6], v[254:255]
v_sqrt_f64_e64 v[5:6], s[2:3]
v_sqrt_f64_e64 v[5:6], s[104:105]
v_sqrt_f64_e64 v[5:6], vcc
v_sqrt_f64_e64 v[5:6], ttmp[14:15]
v_sqrt_f64_e64 v[5:6], exec
v_sqrt_f64_e64 v[5:6], null
v_sqrt_f64_e64 v[5:6], -1
v_sqrt_f64_e64 v[5:6], 0.5 mul:2
v_sqrt_f64_e64 v[5:6], -|src_scc| mul:4
v_sqrt_f64_e64 v[254:255], 0xaf123456 clamp div:2
v_trunc_f16_e64 v5, v1
v_trunc_f16_e64 v5, v255
v_trunc_f16_e64 v5, s1
v_trunc_f16_e64 v5, s105
v_trunc_f16_e64 v5, vcc_lo
v_trunc_f16_e64 v5, vcc_hi
v_trunc_f16_e64 v5, ttmp15
v_trunc_f16_e64 v5, m0
v_trunc_f16_e64 v5, exec_lo
v_trunc_f16_e64 v5, exec_hi
v_trunc_f16_e64 v5, null
v_trunc_f16_e64 v5, -1
v_trunc_f16_e64 v5, 0.5 mul:2
v_trunc_f16_e64 v5, src_scc mul:4
v_trunc_f16_e64 v255, -|0xfe0b| clamp div:2
v_trunc_f32_e64 v5, v1
v_trunc_f32_e64 v5, v255
v_trunc_f32_e64 v5, s1
v_trunc_f32_e64 v5, s105
v_trunc_f32_e64 v5, vcc_lo
v_trunc_f32_e64 v5, vcc_hi
v_trunc_f32_e64 v5, ttmp15
v_trunc_f32_e64 v5, m0
v_trunc_f32_e64 v5, exec_lo
v_trunc_f32_e64 v5, exec_hi
v_trunc_f32_e64 v5, null
v_trunc_f32_e64 v5, -1
v_trunc_f32_e64 v5, 0.5 mul:2
v_trunc_f32_e64 v5, src_scc mul:4
v_trunc_f32_e64 v255, -|0xaf123456| clamp div:2
v_trunc_f64_e64 v[5:6], v[1:2]
v_trunc_f64_e64 v[5:6], v[254:255]
v_trunc_f64_e64 v[5:6], s[2:3]
v_trunc_f64_e64 v[5:6], s[104:105]
v_trunc_f64_e64 v[5:6], vcc
v_trunc_f64_e64 v[5:6], ttmp[14:15]
v_trunc_f64_e64 v[5:6], exec
v_trunc_f64_e64 v[5:6], null
v_trunc_f64_e64 v[5:6], -1
v_trunc_f64_e64 v[5:6], 0.5 mul:2
v_trunc_f64_e64 v[5:6], -|src_scc| mul:4
v_trunc_f64_e64 v[254:255], 0xaf123456 clamp div:2
v_cvt_i32_f64_e64 v5, 0.5 mul:2
v_cvt_i32_f64_e64 v5, -|src_scc| mul:4
v_cvt_i32_f64_e64 v255, 0xaf123456 clamp div:2
v_cvt_f32_i32_e64 v5, 0.5
v_cvt_f32_i32_e64 v5, src_scc
v_cvt_f32_i32_e64 v255, 0xaf123456
v_cvt_f32_u32_e64 v5, 0.5
v_cvt_f32_u32_e64 v5, src_scc
v_cvt_f32_u32_e64 v255, 0xaf123456
v_cvt_u32_f32_e64 v255, 0xaf123456
v_cvt_i32_f32_e64 v255, 0xaf123456
v_cvt_nearest_i32_f32_e64 v255, 0xaf123456
v_cvt_floor_i32_f32_e64 v255, 0xaf123456
v_cvt_off_f32_i4_e64 v5, 0.5
v_cvt_off_f32_i4_e64 v5, src_scc
v_cvt_off_f32_i4_e64 v255, 0xaf123456
v_cvt_f64_f32_e64 v[5:6], -|src_scc| mul:4
v_cvt_f64_f32_e64 v[254:255], 0xaf123456 clamp div:2
v_cvt_f32_ubyte0_e64 v5, 0.5
v_cvt_f32_ubyte0_e64 v5, src_scc
v_cvt_f32_ubyte0_e64 v255, 0xaf123456
v_cvt_f32_ubyte1_e64 v5, 0.5
v_cvt_f32_ubyte1_e64 v5, src_scc
v_cvt_f32_ubyte1_e64 v255, 0xaf123456
v_cvt_f32_ubyte2_e64 v5, 0.5
v_cvt_f32_ubyte2_e64 v5, src_scc
v_cvt_f32_ubyte2_e64 v255, 0xaf123456
v_cvt_f32_ubyte3_e64 v5, 0.5
v_cvt_f32_ubyte3_e64 v5, src_scc
v_cvt_f32_ubyte3_e64 v255, 0xaf123456
v_cvt_u32_f64_e64 v5, 0.5 mul:2
v_cvt_u32_f64_e64 v5, -|src_scc| mul:4
v_cvt_u32_f64_e64 v255, 0xaf123456 clamp div:2
v_mov_b16_e64 v5.l, v1.l
v_mov_b16_e64 v5.l, v255.l
v_mov_b16_e64 v5.l, s1
v_mov_b16_e64 v5.l, s105
v_mov_b16_e64 v5.l, vcc_lo
v_mov_b16_e64 v5.l, vcc_hi
v_mov_b16_e64 v5.l, ttmp15
v_mov_b16_e64 v5.l, m0
v_mov_b16_e64 v5.l, exec_lo
v_mov_b16_e64 v5.l, exec_hi
v_mov_b16_e64 v5.l, null
v_mov_b16_e64 v5.l, -1
v_mov_b16_e64 v5.h, v1.h
v_mov_b16_e64 v5.l, v255.h
v_fract_f32_e64 v5, 0.5
v_fract_f32_e64 v5, src_scc
v_fract_f32_e64 v255, 0xaf123456
v_trunc_f32_e64 v5, 0.5
v_trunc_f32_e64 v5, src_scc
v_trunc_f32_e64 v255, 0xaf123456
v_ceil_f32_e64 v5, 0.5
v_ceil_f32_e64 v5, src_scc
v_ceil_f32_e64 v255, 0xaf123456
v_rndne_f32_e64 v5, 0.5
v_rndne_f32_e64 v5, src_scc
v_rndne_f32_e64 v255, 0xaf123456
v_floor_f32_e64 v5, 0.5
v_floor_f32_e64 v5, src_scc
v_floor_f32_e64 v255, 0xaf123456
v_exp_f32_e64 v5, 0.5
v_exp_f32_e64 v5, src_scc
v_exp_f32_e64 v255, 0xaf123456
v_log_f32_e64 v5, 0.5
v_log_f32_e64 v5, src_scc
v_log_f32_e64 v255, 0xaf123456
v_rcp_f32_e64 v5, 0.5
v_rcp_f32_e64 v5, src_scc
v_rcp_f32_e64 v255, 0xaf123456
v_rcp_iflag_f32_e64 v5, 0.5
v_rcp_iflag_f32_e64 v5, src_scc
v_rcp_iflag_f32_e64 v255, 0xaf123456
v_rsq_f32_e64 v5, 0.5
v_rsq_f32_e64 v5, src_scc
v_rsq_f32_e64 v255, 0xaf123456
v_sqrt_f32_e64 v5, 0.5
v_sqrt_f32_e64 v5, src_scc
v_sqrt_f32_e64 v255, 0xaf123456
v_sin_f32_e64 v5, 0.5
v_sin_f32_e64 v5, src_scc
v_sin_f32_e64 v255, 0xaf123456
v_cos_f32_e64 v5, 0.5
v_cos_f32_e64 v5, src_scc
v_cos_f32_e64 v255, 0xaf123456
v_frexp_exp_i32_f64_e64 v5, 0.5 mul:2
v_frexp_exp_i32_f64_e64 v5, -|src_scc| mul:4
v_frexp_exp_i32_f64_e64 v255, 0xaf123456 clamp div:2
v_frexp_exp_i32_f32_e64 v255, 0xaf123456
v_frexp_mant_f32_e64 v5, 0.5
v_frexp_mant_f32_e64 v5, src_scc
v_frexp_mant_f32_e64 v255, 0xaf123456
v_movrels_b32_e64 v5, v255
v_movrelsd_b32_e64 v5, v255
v_movrelsd_2_b32_e64 v5, v255
v_cvt_u16_f16_e64 v5.l, 0.5 mul:2
v_cvt_u16_f16_e64 v5.l, src_scc mul:4
v_cvt_u16_f16_e64 v255.l, 0xfe0b clamp div:2
v_cvt_u16_f16_e64 v255.h, 0xfe0b clamp div:2
v_cvt_i16_f16_e64 v5.l, 0.5 mul:2
v_cvt_i16_f16_e64 v5.l, src_scc mul:4
v_cvt_i16_f16_e64 v255.l, 0xfe0b clamp div:2
v_cvt_i16_f16_e64 v255.h, 0xfe0b clamp div:2
v_rcp_f16_e64 v5.l, v1.l
v_rcp_f16_e64 v5.l, v255.l
v_rcp_f16_e64 v5.l, s1
v_rcp_f16_e64 v5.l, s105
v_rcp_f16_e64 v5.l, vcc_lo
v_rcp_f16_e64 v5.l, vcc_hi
v_rcp_f16_e64 v5.l, ttmp15
v_rcp_f16_e64 v5.l, m0
v_rcp_f16_e64 v5.l, exec_lo
v_rcp_f16_e64 v5.l, exec_hi
v_rcp_f16_e64 v5.l, null
v_rcp_f16_e64 v5.l, -1
v_rcp_f16_e64 v5.l, 0.5 mul:2
v_rcp_f16_e64 v5.l, src_scc mul:4
v_rcp_f16_e64 v255.l, 0xfe0b clamp div:2
v_rcp_f16_e64 v5.h, v1.h
v_rcp_f16_e64 v5.l, v255.h
v_rcp_f16_e64 v255.h, 0xfe0b clamp div:2
v_sqrt_f16_e64 v5.l, v1.l
v_sqrt_f16_e64 v5.l, v255.l
v_sqrt_f16_e64 v5.l, s1
v_sqrt_f16_e64 v5.l, s105
v_sqrt_f16_e64 v5.l, vcc_lo
v_sqrt_f16_e64 v5.l, vcc_hi
v_sqrt_f16_e64 v5.l, ttmp15
v_sqrt_f16_e64 v5.l, m0
v_sqrt_f16_e64 v5.l, exec_lo
v_sqrt_f16_e64 v5.l, exec_hi
v_sqrt_f16_e64 v5.l, null
v_sqrt_f16_e64 v5.l, -1
v_sqrt_f16_e64 v5.l, 0.5 mul:2
v_sqrt_f16_e64 v5.l, src_scc mul:4
v_sqrt_f16_e64 v255.l, 0xfe0b clamp div:2
v_sqrt_f16_e64 v5.h, v1.h
v_sqrt_f16_e64 v5.l, v255.h
v_sqrt_f16_e64 v255.h, 0xfe0b clamp div:2
v_rsq_f16_e64 v5.l, v1.l
v_rsq_f16_e64 v5.l, v255.l
v_rsq_f16_e64 v5.l, s1
v_rsq_f16_e64 v5.l, s105
v_rsq_f16_e64 v5.l, vcc_lo
v_rsq_f16_e64 v5.l, vcc_hi
v_rsq_f16_e64 v5.l, ttmp15
v_rsq_f16_e64 v5.l, m0
v_rsq_f16_e64 v5.l, exec_lo
v_rsq_f16_e64 v5.l, exec_hi
v_rsq_f16_e64 v5.l, null
v_rsq_f16_e64 v5.l, -1
v_rsq_f16_e64 v5.l, 0.5 mul:2
v_rsq_f16_e64 v5.l, src_scc mul:4
v_rsq_f16_e64 v255.l, 0xfe0b clamp div:2
v_rsq_f16_e64 v5.h, v1.h
v_rsq_f16_e64 v5.l, v255.h
v_rsq_f16_e64 v255.h, 0xfe0b clamp div:2
v_log_f16_e64 v5.l, v1.l
v_log_f16_e64 v5.l, v255.l
v_log_f16_e64 v5.l, s1
v_log_f16_e64 v5.l, s105
v_log_f16_e64 v5.l, vcc_lo
v_log_f16_e64 v5.l, vcc_hi
v_log_f16_e64 v5.l, ttmp15
v_log_f16_e64 v5.l, m0
v_log_f16_e64 v5.l, exec_lo
v_log_f16_e64 v5.l, exec_hi
v_log_f16_e64 v5.l, null
v_log_f16_e64 v5.l, -1
v_log_f16_e64 v5.l, 0.5 mul:2
v_log_f16_e64 v5.l, src_scc mul:4
v_log_f16_e64 v255.l, 0xfe0b clamp div:2
v_log_f16_e64 v5.h, v1.h
v_log_f16_e64 v5.l, v255.h
v_log_f16_e64 v255.h, 0xfe0b clamp div:2
v_exp_f16_e64 v5.l, v1.l
v_exp_f16_e64 v5.l, v255.l
v_exp_f16_e64 v5.l, s1
v_exp_f16_e64 v5.l, s105
v_exp_f16_e64 v5.l, vcc_lo
v_exp_f16_e64 v5.l, vcc_hi
v_exp_f16_e64 v5.l, ttmp15
v_exp_f16_e64 v5.l, m0
v_exp_f16_e64 v5.l, exec_lo
v_exp_f16_e64 v5.l, exec_hi
v_exp_f16_e64 v5.l, null
v_exp_f16_e64 v5.l, -1
v_exp_f16_e64 v5.l, 0.5 mul:2
v_exp_f16_e64 v5.l, src_scc mul:4
v_exp_f16_e64 v255.l, 0xfe0b clamp div:2
v_exp_f16_e64 v5.h, v1.h
v_exp_f16_e64 v5.l, v255.h
v_exp_f16_e64 v255.h, 0xfe0b clamp div:2
v_frexp_mant_f16_e64 v5.l, v1.l
v_frexp_mant_f16_e64 v5.l, v255.l
v_frexp_mant_f16_e64 v5.l, s1
v_frexp_mant_f16_e64 v5.l, s105
v_frexp_mant_f16_e64 v5.l, vcc_lo
v_frexp_mant_f16_e64 v5.l, vcc_hi
v_frexp_mant_f16_e64 v5.l, ttmp15
v_frexp_mant_f16_e64 v5.l, m0
v_frexp_mant_f16_e64 v5.l, exec_lo
v_frexp_mant_f16_e64 v5.l, exec_hi
v_frexp_mant_f16_e64 v5.l, null
v_frexp_mant_f16_e64 v5.l, -1
v_frexp_mant_f16_e64 v5.l, 0.5 mul:2
v_frexp_mant_f16_e64 v5.l, src_scc mul:4
v_frexp_mant_f16_e64 v255.l, 0xfe0b clamp div:2
v_frexp_mant_f16_e64 v5.h, v1.h
v_frexp_mant_f16_e64 v5.l, v255.h
v_frexp_mant_f16_e64 v255.h, 0xfe0b clamp div:2
v_frexp_exp_i16_f16_e64 v5.l, 0.5 mul:2
v_frexp_exp_i16_f16_e64 v5.l, src_scc mul:4
v_frexp_exp_i16_f16_e64 v255.l, 0xfe0b clamp div:2
v_frexp_exp_i16_f16_e64 v255.h, 0xfe0b clamp div:2
v_floor_f16_e64 v5.l, v1.l
v_floor_f16_e64 v5.l, v255.l
v_floor_f16_e64 v5.l, s1
v_floor_f16_e64 v5.l, s105
v_floor_f16_e64 v5.l, vcc_lo
v_floor_f16_e64 v5.l, vcc_hi
v_floor_f16_e64 v5.l, ttmp15
v_floor_f16_e64 v5.l, m0
v_floor_f16_e64 v5.l, exec_lo
v_floor_f16_e64 v5.l, exec_hi
v_floor_f16_e64 v5.l, null
v_floor_f16_e64 v5.l, -1
v_floor_f16_e64 v5.l, 0.5 mul:2
v_floor_f16_e64 v5.l, src_scc mul:4
v_floor_f16_e64 v255.l, 0xfe0b clamp div:2
v_floor_f16_e64 v5.h, v1.h
v_floor_f16_e64 v5.l, v255.h
v_floor_f16_e64 v255.h, 0xfe0b clamp div:2
v_ceil_f16_e64 v5.l, v1.l
v_ceil_f16_e64 v5.l, v255.l
v_ceil_f16_e64 v5.l, s1
v_ceil_f16_e64 v5.l, s105
v_ceil_f16_e64 v5.l, vcc_lo
v_ceil_f16_e64 v5.l, vcc_hi
v_ceil_f16_e64 v5.l, ttmp15
v_ceil_f16_e64 v5.l, m0
v_ceil_f16_e64 v5.l, exec_lo
v_ceil_f16_e64 v5.l, exec_hi
v_ceil_f16_e64 v5.l, null
v_ceil_f16_e64 v5.l, -1
v_ceil_f16_e64 v5.l, 0.5 mul:2
v_ceil_f16_e64 v5.l, src_scc mul:4
v_ceil_f16_e64 v255.l, 0xfe0b clamp div:2
v_ceil_f16_e64 v5.h, v1.h
v_ceil_f16_e64 v5.l, v255.h
v_ceil_f16_e64 v255.h, 0xfe0b clamp div:2
v_trunc_f16_e64 v5.l, v1.l
v_trunc_f16_e64 v5.l, v255.l
v_trunc_f16_e64 v5.l, s1
v_trunc_f16_e64 v5.l, s105
v_trunc_f16_e64 v5.l, vcc_lo
v_trunc_f16_e64 v5.l, vcc_hi
v_trunc_f16_e64 v5.l, ttmp15
v_trunc_f16_e64 v5.l, m0
v_trunc_f16_e64 v5.l, exec_lo
v_trunc_f16_e64 v5.l, exec_hi
v_trunc_f16_e64 v5.l, null
v_trunc_f16_e64 v5.l, -1
v_trunc_f16_e64 v5.l, 0.5 mul:2
v_trunc_f16_e64 v5.l, src_scc mul:4
v_trunc_f16_e64 v255.l, 0xfe0b clamp div:2
v_trunc_f16_e64 v5.h, v1.h
v_trunc_f16_e64 v5.l, v255.h
v_trunc_f16_e64 v255.h, 0xfe0b clamp div:2
v_rndne_f16_e64 v5.l, v1.l
v_rndne_f16_e64 v5.l, v255.l
v_rndne_f16_e64 v5.l, s1
v_rndne_f16_e64 v5.l, s105
v_rndne_f16_e64 v5.l, vcc_lo
v_rndne_f16_e64 v5.l, vcc_hi
v_rndne_f16_e64 v5.l, ttmp15
v_rndne_f16_e64 v5.l, m0
v_rndne_f16_e64 v5.l, exec_lo
v_rndne_f16_e64 v5.l, exec_hi
v_rndne_f16_e64 v5.l, null
v_rndne_f16_e64 v5.l, -1
v_rndne_f16_e64 v5.l, 0.5 mul:2
v_rndne_f16_e64 v5.l, src_scc mul:4
v_rndne_f16_e64 v255.l, 0xfe0b clamp div:2
v_rndne_f16_e64 v5.h, v1.h
v_rndne_f16_e64 v5.l, v255.h
v_rndne_f16_e64 v255.h, 0xfe0b clamp div:2
v_fract_f16_e64 v5.l, v1.l
v_fract_f16_e64 v5.l, v255.l
v_fract_f16_e64 v5.l, s1
v_fract_f16_e64 v5.l, s105
v_fract_f16_e64 v5.l, vcc_lo
v_fract_f16_e64 v5.l, vcc_hi
v_fract_f16_e64 v5.l, ttmp15
v_fract_f16_e64 v5.l, m0
v_fract_f16_e64 v5.l, exec_lo
v_fract_f16_e64 v5.l, exec_hi
v_fract_f16_e64 v5.l, null
v_fract_f16_e64 v5.l, -1
v_fract_f16_e64 v5.l, 0.5 mul:2
v_fract_f16_e64 v5.l, src_scc mul:4
v_fract_f16_e64 v255.l, 0xfe0b clamp div:2
v_fract_f16_e64 v5.h, v1.h
v_fract_f16_e64 v5.l, v255.h
v_fract_f16_e64 v255.h, 0xfe0b clamp div:2
v_sin_f16_e64 v5.l, v1.l
v_sin_f16_e64 v5.l, v255.l
v_sin_f16_e64 v5.l, s1
v_sin_f16_e64 v5.l, s105
v_sin_f16_e64 v5.l, vcc_lo
v_sin_f16_e64 v5.l, vcc_hi
v_sin_f16_e64 v5.l, ttmp15
v_sin_f16_e64 v5.l, m0
v_sin_f16_e64 v5.l, exec_lo
v_sin_f16_e64 v5.l, exec_hi
v_sin_f16_e64 v5.l, null
v_sin_f16_e64 v5.l, -1
v_sin_f16_e64 v5.l, 0.5 mul:2
v_sin_f16_e64 v5.l, src_scc mul:4
v_sin_f16_e64 v255.l, 0xfe0b clamp div:2
v_sin_f16_e64 v5.h, v1.h
v_sin_f16_e64 v5.l, v255.h
v_sin_f16_e64 v255.h, 0xfe0b clamp div:2
v_cos_f16_e64 v5.l, v1.l
v_cos_f16_e64 v5.l, v255.l
v_cos_f16_e64 v5.l, s1
v_cos_f16_e64 v5.l, s105
v_cos_f16_e64 v5.l, vcc_lo
v_cos_f16_e64 v5.l, vcc_hi
v_cos_f16_e64 v5.l, ttmp15
v_cos_f16_e64 v5.l, m0
v_cos_f16_e64 v5.l, exec_lo
v_cos_f16_e64 v5.l, exec_hi
v_cos_f16_e64 v5.l, null
v_cos_f16_e64 v5.l, -1
v_cos_f16_e64 v5.l, 0.5 mul:2
v_cos_f16_e64 v5.l, src_scc mul:4
v_cos_f16_e64 v255.l, 0xfe0b clamp div:2
v_cos_f16_e64 v5.h, v1.h
v_cos_f16_e64 v5.l, v255.h
v_cos_f16_e64 v255.h, 0xfe0b clamp div:2
v_sat_pk_u8_i16_e64 v255, 0xaf123456
v_cvt_norm_i16_f16_e64 v5.l, 0.5 mul:2
v_cvt_norm_i16_f16_e64 v5.l, src_scc mul:4
v_cvt_norm_i16_f16_e64 v255.l, 0xfe0b clamp div:2
v_cvt_norm_i16_f16_e64 v255.h, 0xfe0b clamp div:2
v_cvt_norm_u16_f16_e64 v5.l, 0.5 mul:2
v_cvt_norm_u16_f16_e64 v5.l, src_scc mul:4
v_cvt_norm_u16_f16_e64 v255.l, 0xfe0b clamp div:2
v_cvt_norm_u16_f16_e64 v255.h, 0xfe0b clamp div:2
v_cvt_i32_i16_e64 v5, v1
v_cvt_i32_i16_e64 v5, v255

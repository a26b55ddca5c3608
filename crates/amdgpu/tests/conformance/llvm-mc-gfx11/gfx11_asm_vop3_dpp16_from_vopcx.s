// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_dpp16_from_vopcx.s @09e0a92ca14fda2dd6849f2ac986ad51b29cb962, 199809 chars; read whole: its 935 instruction lines are written by tools/conformance_loops/vopc_e32_dasm_vopcx_dpp.py (vop3_dpp16_from_vopcx) in the shape the pages show (per v_cmpx opcode with a DPP form, sorted, t_f16/t_f32 and tru_f16/tru_f32 both: the 13 DPP-control lines and the v255 row_xmask:15 line, float compares with the |v1|,-v2 / -v1,|v2| / -|v255|,-|v255| clamp modifiers, class ones -|v255| on the last line, integer ones plain; 16-bit integers and lt_f16 in .l syntax with three more high-half lines); with llvm-mc-22's GFX11 check lines they rebuild 199,809 chars, LLVM's length, and the text at page starts 0, 32,000, 64,000, 96,000, 128,000, 160,000, 176,000 and 183,809 (to the end) is the pages'; then the 14 earlier loop lines (llvm-mc-22's forms, not LLVM's lines) these do not hold (949 lines in all; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
v_cmpx_class_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_class_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_class_f16_e64_dpp v1, v2 row_mirror
v_cmpx_class_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_class_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_class_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_class_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_class_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_class_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_class_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_class_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_class_f16_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_class_f16_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_class_f16_e64_dpp -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_class_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_class_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_class_f32_e64_dpp v1, v2 row_mirror
v_cmpx_class_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_class_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_class_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_class_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_class_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_class_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_class_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_class_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_class_f32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_class_f32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_class_f32_e64_dpp -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_eq_f16_e64_dpp v1, v2 row_mirror
v_cmpx_eq_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_eq_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_eq_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_eq_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_eq_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_eq_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_eq_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_eq_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_eq_f32_e64_dpp v1, v2 row_mirror
v_cmpx_eq_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_eq_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_eq_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_eq_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_eq_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_eq_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_eq_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_eq_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_i16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_eq_i16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_i16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_i16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_i16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_i16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_i16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_i32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_i32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_eq_i32_e64_dpp v1, v2 row_mirror
v_cmpx_eq_i32_e64_dpp v1, v2 row_half_mirror
v_cmpx_eq_i32_e64_dpp v1, v2 row_shl:1
v_cmpx_eq_i32_e64_dpp v1, v2 row_shl:15
v_cmpx_eq_i32_e64_dpp v1, v2 row_shr:1
v_cmpx_eq_i32_e64_dpp v1, v2 row_shr:15
v_cmpx_eq_i32_e64_dpp v1, v2 row_ror:1
v_cmpx_eq_i32_e64_dpp v1, v2 row_ror:15
v_cmpx_eq_i32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_i32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_i32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_i32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_u16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_eq_u16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_eq_u16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_eq_u16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_eq_u16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_eq_u16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_eq_u16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_eq_u16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_eq_u16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_eq_u16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_eq_u16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_u16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_u16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_u16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_u16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_u16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_u16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_u32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_u32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_eq_u32_e64_dpp v1, v2 row_mirror
v_cmpx_eq_u32_e64_dpp v1, v2 row_half_mirror
v_cmpx_eq_u32_e64_dpp v1, v2 row_shl:1
v_cmpx_eq_u32_e64_dpp v1, v2 row_shl:15
v_cmpx_eq_u32_e64_dpp v1, v2 row_shr:1
v_cmpx_eq_u32_e64_dpp v1, v2 row_shr:15
v_cmpx_eq_u32_e64_dpp v1, v2 row_ror:1
v_cmpx_eq_u32_e64_dpp v1, v2 row_ror:15
v_cmpx_eq_u32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_u32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_u32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_u32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_f_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_f_f16_e64_dpp v1, v2 row_mirror
v_cmpx_f_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_f_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_f_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_f_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_f_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_f_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_f_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_f_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_f_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_f_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_f_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_f_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_f_f32_e64_dpp v1, v2 row_mirror
v_cmpx_f_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_f_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_f_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_f_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_f_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_f_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_f_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_f_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_f_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_f_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_f_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_i32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_f_i32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_f_i32_e64_dpp v1, v2 row_mirror
v_cmpx_f_i32_e64_dpp v1, v2 row_half_mirror
v_cmpx_f_i32_e64_dpp v1, v2 row_shl:1
v_cmpx_f_i32_e64_dpp v1, v2 row_shl:15
v_cmpx_f_i32_e64_dpp v1, v2 row_shr:1
v_cmpx_f_i32_e64_dpp v1, v2 row_shr:15
v_cmpx_f_i32_e64_dpp v1, v2 row_ror:1
v_cmpx_f_i32_e64_dpp v1, v2 row_ror:15
v_cmpx_f_i32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_f_i32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_f_i32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_f_i32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_u32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_f_u32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_f_u32_e64_dpp v1, v2 row_mirror
v_cmpx_f_u32_e64_dpp v1, v2 row_half_mirror
v_cmpx_f_u32_e64_dpp v1, v2 row_shl:1
v_cmpx_f_u32_e64_dpp v1, v2 row_shl:15
v_cmpx_f_u32_e64_dpp v1, v2 row_shr:1
v_cmpx_f_u32_e64_dpp v1, v2 row_shr:15
v_cmpx_f_u32_e64_dpp v1, v2 row_ror:1
v_cmpx_f_u32_e64_dpp v1, v2 row_ror:15
v_cmpx_f_u32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_f_u32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_f_u32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_f_u32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ge_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ge_f16_e64_dpp v1, v2 row_mirror
v_cmpx_ge_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_ge_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_ge_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_ge_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_ge_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_ge_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_ge_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_ge_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ge_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ge_f32_e64_dpp v1, v2 row_mirror
v_cmpx_ge_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_ge_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_ge_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_ge_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_ge_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_ge_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_ge_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_ge_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_i16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ge_i16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_ge_i16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_ge_i16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_ge_i16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_ge_i16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_ge_i16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_ge_i16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_ge_i16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_ge_i16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_ge_i16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_i16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_i16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_i16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_i16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_i16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_i16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_i32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ge_i32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ge_i32_e64_dpp v1, v2 row_mirror
v_cmpx_ge_i32_e64_dpp v1, v2 row_half_mirror
v_cmpx_ge_i32_e64_dpp v1, v2 row_shl:1
v_cmpx_ge_i32_e64_dpp v1, v2 row_shl:15
v_cmpx_ge_i32_e64_dpp v1, v2 row_shr:1
v_cmpx_ge_i32_e64_dpp v1, v2 row_shr:15
v_cmpx_ge_i32_e64_dpp v1, v2 row_ror:1
v_cmpx_ge_i32_e64_dpp v1, v2 row_ror:15
v_cmpx_ge_i32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_i32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_i32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_i32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_u16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ge_u16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_ge_u16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_ge_u16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_ge_u16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_ge_u16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_ge_u16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_ge_u16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_ge_u16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_ge_u16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_ge_u16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_u16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_u16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_u16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_u16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_u16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_u16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_u32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ge_u32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ge_u32_e64_dpp v1, v2 row_mirror
v_cmpx_ge_u32_e64_dpp v1, v2 row_half_mirror
v_cmpx_ge_u32_e64_dpp v1, v2 row_shl:1
v_cmpx_ge_u32_e64_dpp v1, v2 row_shl:15
v_cmpx_ge_u32_e64_dpp v1, v2 row_shr:1
v_cmpx_ge_u32_e64_dpp v1, v2 row_shr:15
v_cmpx_ge_u32_e64_dpp v1, v2 row_ror:1
v_cmpx_ge_u32_e64_dpp v1, v2 row_ror:15
v_cmpx_ge_u32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_u32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_u32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_u32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_gt_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_gt_f16_e64_dpp v1, v2 row_mirror
v_cmpx_gt_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_gt_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_gt_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_gt_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_gt_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_gt_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_gt_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_gt_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_gt_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_gt_f32_e64_dpp v1, v2 row_mirror
v_cmpx_gt_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_gt_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_gt_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_gt_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_gt_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_gt_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_gt_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_gt_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_i16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_gt_i16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_gt_i16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_gt_i16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_gt_i16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_gt_i16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_gt_i16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_gt_i16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_gt_i16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_gt_i16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_gt_i16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_i16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_i16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_i16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_i16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_i16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_i16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_i32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_gt_i32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_gt_i32_e64_dpp v1, v2 row_mirror
v_cmpx_gt_i32_e64_dpp v1, v2 row_half_mirror
v_cmpx_gt_i32_e64_dpp v1, v2 row_shl:1
v_cmpx_gt_i32_e64_dpp v1, v2 row_shl:15
v_cmpx_gt_i32_e64_dpp v1, v2 row_shr:1
v_cmpx_gt_i32_e64_dpp v1, v2 row_shr:15
v_cmpx_gt_i32_e64_dpp v1, v2 row_ror:1
v_cmpx_gt_i32_e64_dpp v1, v2 row_ror:15
v_cmpx_gt_i32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_i32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_i32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_i32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_u16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_gt_u16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_gt_u16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_gt_u16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_gt_u16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_gt_u16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_gt_u16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_gt_u16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_gt_u16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_gt_u16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_gt_u16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_u16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_u16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_u16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_u16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_u16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_u16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_u32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_gt_u32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_gt_u32_e64_dpp v1, v2 row_mirror
v_cmpx_gt_u32_e64_dpp v1, v2 row_half_mirror
v_cmpx_gt_u32_e64_dpp v1, v2 row_shl:1
v_cmpx_gt_u32_e64_dpp v1, v2 row_shl:15
v_cmpx_gt_u32_e64_dpp v1, v2 row_shr:1
v_cmpx_gt_u32_e64_dpp v1, v2 row_shr:15
v_cmpx_gt_u32_e64_dpp v1, v2 row_ror:1
v_cmpx_gt_u32_e64_dpp v1, v2 row_ror:15
v_cmpx_gt_u32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_u32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_u32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_u32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_le_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_le_f16_e64_dpp v1, v2 row_mirror
v_cmpx_le_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_le_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_le_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_le_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_le_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_le_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_le_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_le_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_le_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_le_f32_e64_dpp v1, v2 row_mirror
v_cmpx_le_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_le_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_le_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_le_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_le_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_le_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_le_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_le_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_i16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_le_i16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_le_i16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_le_i16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_le_i16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_le_i16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_le_i16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_le_i16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_le_i16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_le_i16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_le_i16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_i16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_i16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_i16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_i16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_i16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_i16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_i32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_le_i32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_le_i32_e64_dpp v1, v2 row_mirror
v_cmpx_le_i32_e64_dpp v1, v2 row_half_mirror
v_cmpx_le_i32_e64_dpp v1, v2 row_shl:1
v_cmpx_le_i32_e64_dpp v1, v2 row_shl:15
v_cmpx_le_i32_e64_dpp v1, v2 row_shr:1
v_cmpx_le_i32_e64_dpp v1, v2 row_shr:15
v_cmpx_le_i32_e64_dpp v1, v2 row_ror:1
v_cmpx_le_i32_e64_dpp v1, v2 row_ror:15
v_cmpx_le_i32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_i32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_i32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_i32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_u16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_le_u16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_le_u16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_le_u16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_le_u16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_le_u16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_le_u16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_le_u16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_le_u16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_le_u16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_le_u16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_u16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_u16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_u16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_u16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_u16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_u16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_u32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_le_u32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_le_u32_e64_dpp v1, v2 row_mirror
v_cmpx_le_u32_e64_dpp v1, v2 row_half_mirror
v_cmpx_le_u32_e64_dpp v1, v2 row_shl:1
v_cmpx_le_u32_e64_dpp v1, v2 row_shl:15
v_cmpx_le_u32_e64_dpp v1, v2 row_shr:1
v_cmpx_le_u32_e64_dpp v1, v2 row_shr:15
v_cmpx_le_u32_e64_dpp v1, v2 row_ror:1
v_cmpx_le_u32_e64_dpp v1, v2 row_ror:15
v_cmpx_le_u32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_u32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_u32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_u32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lg_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lg_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lg_f16_e64_dpp v1, v2 row_mirror
v_cmpx_lg_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_lg_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_lg_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_lg_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_lg_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_lg_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_lg_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_lg_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lg_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lg_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lg_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lg_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lg_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lg_f32_e64_dpp v1, v2 row_mirror
v_cmpx_lg_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_lg_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_lg_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_lg_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_lg_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_lg_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_lg_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_lg_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lg_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lg_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lg_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_f16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_f16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_lt_f16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_lt_f16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_lt_f16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_lt_f16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_lt_f16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_lt_f16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_lt_f16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_lt_f16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_lt_f16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_f16_e64_dpp |v1.l|, -v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_f16_e64_dpp -v1.l, |v2.l| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_f16_e64_dpp -|v255.l|, -|v255.l| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_f16_e64_dpp |v1.h|, -v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_f16_e64_dpp -v1.h, |v2.l| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_f16_e64_dpp -|v255.l|, -|v255.h| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lt_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lt_f32_e64_dpp v1, v2 row_mirror
v_cmpx_lt_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_lt_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_lt_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_lt_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_lt_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_lt_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_lt_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_lt_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_i16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_i16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_lt_i16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_lt_i16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_lt_i16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_lt_i16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_lt_i16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_lt_i16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_lt_i16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_lt_i16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_lt_i16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_i16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_i16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_i16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_i16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_i16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_i16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_i32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lt_i32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lt_i32_e64_dpp v1, v2 row_mirror
v_cmpx_lt_i32_e64_dpp v1, v2 row_half_mirror
v_cmpx_lt_i32_e64_dpp v1, v2 row_shl:1
v_cmpx_lt_i32_e64_dpp v1, v2 row_shl:15
v_cmpx_lt_i32_e64_dpp v1, v2 row_shr:1
v_cmpx_lt_i32_e64_dpp v1, v2 row_shr:15
v_cmpx_lt_i32_e64_dpp v1, v2 row_ror:1
v_cmpx_lt_i32_e64_dpp v1, v2 row_ror:15
v_cmpx_lt_i32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_i32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_i32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_i32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_u16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_u16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_lt_u16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_lt_u16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_lt_u16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_lt_u16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_lt_u16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_lt_u16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_lt_u16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_lt_u16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_lt_u16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_u16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_u16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_u16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_u16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_u16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_u16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_u32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lt_u32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lt_u32_e64_dpp v1, v2 row_mirror
v_cmpx_lt_u32_e64_dpp v1, v2 row_half_mirror
v_cmpx_lt_u32_e64_dpp v1, v2 row_shl:1
v_cmpx_lt_u32_e64_dpp v1, v2 row_shl:15
v_cmpx_lt_u32_e64_dpp v1, v2 row_shr:1
v_cmpx_lt_u32_e64_dpp v1, v2 row_shr:15
v_cmpx_lt_u32_e64_dpp v1, v2 row_ror:1
v_cmpx_lt_u32_e64_dpp v1, v2 row_ror:15
v_cmpx_lt_u32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_u32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_u32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_u32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_i16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ne_i16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_ne_i16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_ne_i16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_ne_i16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_ne_i16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_ne_i16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_ne_i16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_ne_i16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_ne_i16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_ne_i16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ne_i16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_i16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ne_i16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_i16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_i16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ne_i16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_i32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ne_i32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ne_i32_e64_dpp v1, v2 row_mirror
v_cmpx_ne_i32_e64_dpp v1, v2 row_half_mirror
v_cmpx_ne_i32_e64_dpp v1, v2 row_shl:1
v_cmpx_ne_i32_e64_dpp v1, v2 row_shl:15
v_cmpx_ne_i32_e64_dpp v1, v2 row_shr:1
v_cmpx_ne_i32_e64_dpp v1, v2 row_shr:15
v_cmpx_ne_i32_e64_dpp v1, v2 row_ror:1
v_cmpx_ne_i32_e64_dpp v1, v2 row_ror:15
v_cmpx_ne_i32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ne_i32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_i32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ne_i32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_u16_e64_dpp v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ne_u16_e64_dpp v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_ne_u16_e64_dpp v1.l, v2.l row_mirror
v_cmpx_ne_u16_e64_dpp v1.l, v2.l row_half_mirror
v_cmpx_ne_u16_e64_dpp v1.l, v2.l row_shl:1
v_cmpx_ne_u16_e64_dpp v1.l, v2.l row_shl:15
v_cmpx_ne_u16_e64_dpp v1.l, v2.l row_shr:1
v_cmpx_ne_u16_e64_dpp v1.l, v2.l row_shr:15
v_cmpx_ne_u16_e64_dpp v1.l, v2.l row_ror:1
v_cmpx_ne_u16_e64_dpp v1.l, v2.l row_ror:15
v_cmpx_ne_u16_e64_dpp v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ne_u16_e64_dpp v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_u16_e64_dpp v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ne_u16_e64_dpp v255.l, v255.l row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_u16_e64_dpp v1.h, v2.h row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_u16_e64_dpp v1.h, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ne_u16_e64_dpp v255.l, v255.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_u32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ne_u32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ne_u32_e64_dpp v1, v2 row_mirror
v_cmpx_ne_u32_e64_dpp v1, v2 row_half_mirror
v_cmpx_ne_u32_e64_dpp v1, v2 row_shl:1
v_cmpx_ne_u32_e64_dpp v1, v2 row_shl:15
v_cmpx_ne_u32_e64_dpp v1, v2 row_shr:1
v_cmpx_ne_u32_e64_dpp v1, v2 row_shr:15
v_cmpx_ne_u32_e64_dpp v1, v2 row_ror:1
v_cmpx_ne_u32_e64_dpp v1, v2 row_ror:15
v_cmpx_ne_u32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ne_u32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_u32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ne_u32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_neq_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_neq_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_neq_f16_e64_dpp v1, v2 row_mirror
v_cmpx_neq_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_neq_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_neq_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_neq_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_neq_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_neq_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_neq_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_neq_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_neq_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_neq_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_neq_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_neq_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_neq_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_neq_f32_e64_dpp v1, v2 row_mirror
v_cmpx_neq_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_neq_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_neq_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_neq_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_neq_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_neq_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_neq_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_neq_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_neq_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_neq_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_neq_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nge_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nge_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nge_f16_e64_dpp v1, v2 row_mirror
v_cmpx_nge_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_nge_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_nge_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_nge_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_nge_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_nge_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_nge_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_nge_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nge_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nge_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nge_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nge_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nge_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nge_f32_e64_dpp v1, v2 row_mirror
v_cmpx_nge_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_nge_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_nge_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_nge_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_nge_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_nge_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_nge_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_nge_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nge_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nge_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nge_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ngt_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ngt_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ngt_f16_e64_dpp v1, v2 row_mirror
v_cmpx_ngt_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_ngt_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_ngt_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_ngt_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_ngt_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_ngt_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_ngt_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_ngt_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ngt_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ngt_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ngt_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ngt_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ngt_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ngt_f32_e64_dpp v1, v2 row_mirror
v_cmpx_ngt_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_ngt_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_ngt_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_ngt_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_ngt_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_ngt_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_ngt_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_ngt_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ngt_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ngt_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ngt_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nle_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nle_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nle_f16_e64_dpp v1, v2 row_mirror
v_cmpx_nle_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_nle_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_nle_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_nle_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_nle_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_nle_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_nle_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_nle_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nle_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nle_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nle_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nle_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nle_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nle_f32_e64_dpp v1, v2 row_mirror
v_cmpx_nle_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_nle_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_nle_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_nle_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_nle_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_nle_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_nle_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_nle_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nle_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nle_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nle_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlg_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nlg_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nlg_f16_e64_dpp v1, v2 row_mirror
v_cmpx_nlg_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_nlg_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_nlg_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_nlg_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_nlg_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_nlg_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_nlg_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_nlg_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nlg_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nlg_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nlg_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlg_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nlg_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nlg_f32_e64_dpp v1, v2 row_mirror
v_cmpx_nlg_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_nlg_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_nlg_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_nlg_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_nlg_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_nlg_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_nlg_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_nlg_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nlg_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nlg_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nlg_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlt_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nlt_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nlt_f16_e64_dpp v1, v2 row_mirror
v_cmpx_nlt_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_nlt_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_nlt_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_nlt_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_nlt_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_nlt_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_nlt_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_nlt_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nlt_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nlt_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nlt_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlt_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nlt_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nlt_f32_e64_dpp v1, v2 row_mirror
v_cmpx_nlt_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_nlt_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_nlt_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_nlt_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_nlt_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_nlt_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_nlt_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_nlt_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nlt_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nlt_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nlt_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_o_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_o_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_o_f16_e64_dpp v1, v2 row_mirror
v_cmpx_o_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_o_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_o_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_o_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_o_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_o_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_o_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_o_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_o_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_o_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_o_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_o_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_o_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_o_f32_e64_dpp v1, v2 row_mirror
v_cmpx_o_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_o_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_o_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_o_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_o_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_o_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_o_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_o_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_o_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_o_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_o_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_t_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_t_f16_e64_dpp v1, v2 row_mirror
v_cmpx_t_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_t_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_t_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_t_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_t_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_t_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_t_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_t_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_t_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_t_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_t_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_t_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_t_f32_e64_dpp v1, v2 row_mirror
v_cmpx_t_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_t_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_t_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_t_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_t_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_t_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_t_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_t_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_t_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_t_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_t_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_i32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_t_i32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_t_i32_e64_dpp v1, v2 row_mirror
v_cmpx_t_i32_e64_dpp v1, v2 row_half_mirror
v_cmpx_t_i32_e64_dpp v1, v2 row_shl:1
v_cmpx_t_i32_e64_dpp v1, v2 row_shl:15
v_cmpx_t_i32_e64_dpp v1, v2 row_shr:1
v_cmpx_t_i32_e64_dpp v1, v2 row_shr:15
v_cmpx_t_i32_e64_dpp v1, v2 row_ror:1
v_cmpx_t_i32_e64_dpp v1, v2 row_ror:15
v_cmpx_t_i32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_t_i32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_t_i32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_t_i32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_u32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_t_u32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_t_u32_e64_dpp v1, v2 row_mirror
v_cmpx_t_u32_e64_dpp v1, v2 row_half_mirror
v_cmpx_t_u32_e64_dpp v1, v2 row_shl:1
v_cmpx_t_u32_e64_dpp v1, v2 row_shl:15
v_cmpx_t_u32_e64_dpp v1, v2 row_shr:1
v_cmpx_t_u32_e64_dpp v1, v2 row_shr:15
v_cmpx_t_u32_e64_dpp v1, v2 row_ror:1
v_cmpx_t_u32_e64_dpp v1, v2 row_ror:15
v_cmpx_t_u32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_t_u32_e64_dpp v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_t_u32_e64_dpp v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_t_u32_e64_dpp v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_tru_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_tru_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_tru_f16_e64_dpp v1, v2 row_mirror
v_cmpx_tru_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_tru_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_tru_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_tru_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_tru_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_tru_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_tru_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_tru_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_tru_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_tru_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_tru_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_tru_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_tru_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_tru_f32_e64_dpp v1, v2 row_mirror
v_cmpx_tru_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_tru_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_tru_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_tru_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_tru_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_tru_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_tru_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_tru_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_tru_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_tru_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_tru_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_u_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_u_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_u_f16_e64_dpp v1, v2 row_mirror
v_cmpx_u_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_u_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_u_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_u_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_u_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_u_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_u_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_u_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_u_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_u_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_u_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_u_f32_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_u_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_u_f32_e64_dpp v1, v2 row_mirror
v_cmpx_u_f32_e64_dpp v1, v2 row_half_mirror
v_cmpx_u_f32_e64_dpp v1, v2 row_shl:1
v_cmpx_u_f32_e64_dpp v1, v2 row_shl:15
v_cmpx_u_f32_e64_dpp v1, v2 row_shr:1
v_cmpx_u_f32_e64_dpp v1, v2 row_shr:15
v_cmpx_u_f32_e64_dpp v1, v2 row_ror:1
v_cmpx_u_f32_e64_dpp v1, v2 row_ror:15
v_cmpx_u_f32_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_u_f32_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_u_f32_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_u_f32_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
// the earlier loop's lines not in LLVM's file
v_cmpx_lt_f16_e64_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lt_f16_e64_dpp v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lt_f16_e64_dpp v1, v2 row_mirror
v_cmpx_lt_f16_e64_dpp v1, v2 row_half_mirror
v_cmpx_lt_f16_e64_dpp v1, v2 row_shl:1
v_cmpx_lt_f16_e64_dpp v1, v2 row_shl:15
v_cmpx_lt_f16_e64_dpp v1, v2 row_shr:1
v_cmpx_lt_f16_e64_dpp v1, v2 row_shr:15
v_cmpx_lt_f16_e64_dpp v1, v2 row_ror:1
v_cmpx_lt_f16_e64_dpp v1, v2 row_ror:15
v_cmpx_lt_f16_e64_dpp v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_f16_e64_dpp |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_f16_e64_dpp -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_f16_e64_dpp -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1

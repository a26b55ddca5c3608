// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopcx_dpp16.s @09e0a92ca14fda2dd6849f2ac986ad51b29cb962, 164675 chars; read whole: its 935 instruction lines are written by tools/conformance_loops/vopc_dpp16_pages.py (asm_vopcx) in the shape the pages show (per VOPCX opcode with a DPP form, in the file's sorted order: 13 DPP-control lines and one v127/v255 row_xmask:15 line, -|src0| on class, -|src0|,-|src1| on float, none on integer opcodes; the 16-bit integer opcodes and lt_f16 in .l/.h syntax with a v127.l row_share:15 line and two high-half lines; the first line spelled v_cmpx_class_f16_dpp); with llvm-mc-22's text and encoding as `// GFX11:` lines they rebuild 164,675 chars, LLVM's length, and the text at page starts 0, 64,000, 80,000, 96,000, 128,000, 144,000, 160,000 and the file's end is the pages'; then the 43 earlier loop lines (llvm-mc-22's forms, not LLVM's lines) these do not hold (978 lines in all; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s | FileCheck --check-prefixes=GFX11 %s
v_cmpx_class_f16_dpp v1, v2 quad_perm:[3,2,1,0]
v_cmpx_class_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_class_f16 v1, v2 row_mirror
v_cmpx_class_f16 v1, v2 row_half_mirror
v_cmpx_class_f16 v1, v2 row_shl:1
v_cmpx_class_f16 v1, v2 row_shl:15
v_cmpx_class_f16 v1, v2 row_shr:1
v_cmpx_class_f16 v1, v2 row_shr:15
v_cmpx_class_f16 v1, v2 row_ror:1
v_cmpx_class_f16 v1, v2 row_ror:15
v_cmpx_class_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_class_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_class_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_class_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_class_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_class_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_class_f32 v1, v2 row_mirror
v_cmpx_class_f32 v1, v2 row_half_mirror
v_cmpx_class_f32 v1, v2 row_shl:1
v_cmpx_class_f32 v1, v2 row_shl:15
v_cmpx_class_f32 v1, v2 row_shr:1
v_cmpx_class_f32 v1, v2 row_shr:15
v_cmpx_class_f32 v1, v2 row_ror:1
v_cmpx_class_f32 v1, v2 row_ror:15
v_cmpx_class_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_class_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_class_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_class_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_eq_f16 v1, v2 row_mirror
v_cmpx_eq_f16 v1, v2 row_half_mirror
v_cmpx_eq_f16 v1, v2 row_shl:1
v_cmpx_eq_f16 v1, v2 row_shl:15
v_cmpx_eq_f16 v1, v2 row_shr:1
v_cmpx_eq_f16 v1, v2 row_shr:15
v_cmpx_eq_f16 v1, v2 row_ror:1
v_cmpx_eq_f16 v1, v2 row_ror:15
v_cmpx_eq_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_eq_f32 v1, v2 row_mirror
v_cmpx_eq_f32 v1, v2 row_half_mirror
v_cmpx_eq_f32 v1, v2 row_shl:1
v_cmpx_eq_f32 v1, v2 row_shl:15
v_cmpx_eq_f32 v1, v2 row_shr:1
v_cmpx_eq_f32 v1, v2 row_shr:15
v_cmpx_eq_f32 v1, v2 row_ror:1
v_cmpx_eq_f32 v1, v2 row_ror:15
v_cmpx_eq_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_i16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_eq_i16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_eq_i16 v1.l, v2.l row_mirror
v_cmpx_eq_i16 v1.l, v2.l row_half_mirror
v_cmpx_eq_i16 v1.l, v2.l row_shl:1
v_cmpx_eq_i16 v1.l, v2.l row_shl:15
v_cmpx_eq_i16 v1.l, v2.l row_shr:1
v_cmpx_eq_i16 v1.l, v2.l row_shr:15
v_cmpx_eq_i16 v1.l, v2.l row_ror:1
v_cmpx_eq_i16 v1.l, v2.l row_ror:15
v_cmpx_eq_i16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_i16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_i16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_eq_i16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_eq_i16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_i16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_i16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_i32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_eq_i32 v1, v2 row_mirror
v_cmpx_eq_i32 v1, v2 row_half_mirror
v_cmpx_eq_i32 v1, v2 row_shl:1
v_cmpx_eq_i32 v1, v2 row_shl:15
v_cmpx_eq_i32 v1, v2 row_shr:1
v_cmpx_eq_i32 v1, v2 row_shr:15
v_cmpx_eq_i32 v1, v2 row_ror:1
v_cmpx_eq_i32 v1, v2 row_ror:15
v_cmpx_eq_i32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_i32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_i32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_u16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_eq_u16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_eq_u16 v1.l, v2.l row_mirror
v_cmpx_eq_u16 v1.l, v2.l row_half_mirror
v_cmpx_eq_u16 v1.l, v2.l row_shl:1
v_cmpx_eq_u16 v1.l, v2.l row_shl:15
v_cmpx_eq_u16 v1.l, v2.l row_shr:1
v_cmpx_eq_u16 v1.l, v2.l row_shr:15
v_cmpx_eq_u16 v1.l, v2.l row_ror:1
v_cmpx_eq_u16 v1.l, v2.l row_ror:15
v_cmpx_eq_u16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_u16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_u16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_eq_u16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_eq_u16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_u16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_u16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_eq_u32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_eq_u32 v1, v2 row_mirror
v_cmpx_eq_u32 v1, v2 row_half_mirror
v_cmpx_eq_u32 v1, v2 row_shl:1
v_cmpx_eq_u32 v1, v2 row_shl:15
v_cmpx_eq_u32 v1, v2 row_shr:1
v_cmpx_eq_u32 v1, v2 row_shr:15
v_cmpx_eq_u32 v1, v2 row_ror:1
v_cmpx_eq_u32 v1, v2 row_ror:15
v_cmpx_eq_u32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_eq_u32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_eq_u32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_eq_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_f_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_f_f16 v1, v2 row_mirror
v_cmpx_f_f16 v1, v2 row_half_mirror
v_cmpx_f_f16 v1, v2 row_shl:1
v_cmpx_f_f16 v1, v2 row_shl:15
v_cmpx_f_f16 v1, v2 row_shr:1
v_cmpx_f_f16 v1, v2 row_shr:15
v_cmpx_f_f16 v1, v2 row_ror:1
v_cmpx_f_f16 v1, v2 row_ror:15
v_cmpx_f_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_f_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_f_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_f_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_f_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_f_f32 v1, v2 row_mirror
v_cmpx_f_f32 v1, v2 row_half_mirror
v_cmpx_f_f32 v1, v2 row_shl:1
v_cmpx_f_f32 v1, v2 row_shl:15
v_cmpx_f_f32 v1, v2 row_shr:1
v_cmpx_f_f32 v1, v2 row_shr:15
v_cmpx_f_f32 v1, v2 row_ror:1
v_cmpx_f_f32 v1, v2 row_ror:15
v_cmpx_f_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_f_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_f_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_f_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_f_i32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_f_i32 v1, v2 row_mirror
v_cmpx_f_i32 v1, v2 row_half_mirror
v_cmpx_f_i32 v1, v2 row_shl:1
v_cmpx_f_i32 v1, v2 row_shl:15
v_cmpx_f_i32 v1, v2 row_shr:1
v_cmpx_f_i32 v1, v2 row_shr:15
v_cmpx_f_i32 v1, v2 row_ror:1
v_cmpx_f_i32 v1, v2 row_ror:15
v_cmpx_f_i32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_f_i32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_f_i32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_f_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_f_u32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_f_u32 v1, v2 row_mirror
v_cmpx_f_u32 v1, v2 row_half_mirror
v_cmpx_f_u32 v1, v2 row_shl:1
v_cmpx_f_u32 v1, v2 row_shl:15
v_cmpx_f_u32 v1, v2 row_shr:1
v_cmpx_f_u32 v1, v2 row_shr:15
v_cmpx_f_u32 v1, v2 row_ror:1
v_cmpx_f_u32 v1, v2 row_ror:15
v_cmpx_f_u32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_f_u32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_f_u32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_f_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ge_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ge_f16 v1, v2 row_mirror
v_cmpx_ge_f16 v1, v2 row_half_mirror
v_cmpx_ge_f16 v1, v2 row_shl:1
v_cmpx_ge_f16 v1, v2 row_shl:15
v_cmpx_ge_f16 v1, v2 row_shr:1
v_cmpx_ge_f16 v1, v2 row_shr:15
v_cmpx_ge_f16 v1, v2 row_ror:1
v_cmpx_ge_f16 v1, v2 row_ror:15
v_cmpx_ge_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ge_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ge_f32 v1, v2 row_mirror
v_cmpx_ge_f32 v1, v2 row_half_mirror
v_cmpx_ge_f32 v1, v2 row_shl:1
v_cmpx_ge_f32 v1, v2 row_shl:15
v_cmpx_ge_f32 v1, v2 row_shr:1
v_cmpx_ge_f32 v1, v2 row_shr:15
v_cmpx_ge_f32 v1, v2 row_ror:1
v_cmpx_ge_f32 v1, v2 row_ror:15
v_cmpx_ge_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_i16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ge_i16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_ge_i16 v1.l, v2.l row_mirror
v_cmpx_ge_i16 v1.l, v2.l row_half_mirror
v_cmpx_ge_i16 v1.l, v2.l row_shl:1
v_cmpx_ge_i16 v1.l, v2.l row_shl:15
v_cmpx_ge_i16 v1.l, v2.l row_shr:1
v_cmpx_ge_i16 v1.l, v2.l row_shr:15
v_cmpx_ge_i16 v1.l, v2.l row_ror:1
v_cmpx_ge_i16 v1.l, v2.l row_ror:15
v_cmpx_ge_i16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_i16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_i16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_ge_i16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_ge_i16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_i16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_i16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ge_i32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ge_i32 v1, v2 row_mirror
v_cmpx_ge_i32 v1, v2 row_half_mirror
v_cmpx_ge_i32 v1, v2 row_shl:1
v_cmpx_ge_i32 v1, v2 row_shl:15
v_cmpx_ge_i32 v1, v2 row_shr:1
v_cmpx_ge_i32 v1, v2 row_shr:15
v_cmpx_ge_i32 v1, v2 row_ror:1
v_cmpx_ge_i32 v1, v2 row_ror:15
v_cmpx_ge_i32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_i32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_i32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_u16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ge_u16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_ge_u16 v1.l, v2.l row_mirror
v_cmpx_ge_u16 v1.l, v2.l row_half_mirror
v_cmpx_ge_u16 v1.l, v2.l row_shl:1
v_cmpx_ge_u16 v1.l, v2.l row_shl:15
v_cmpx_ge_u16 v1.l, v2.l row_shr:1
v_cmpx_ge_u16 v1.l, v2.l row_shr:15
v_cmpx_ge_u16 v1.l, v2.l row_ror:1
v_cmpx_ge_u16 v1.l, v2.l row_ror:15
v_cmpx_ge_u16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_u16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_u16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_ge_u16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_ge_u16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_u16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_u16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ge_u32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ge_u32 v1, v2 row_mirror
v_cmpx_ge_u32 v1, v2 row_half_mirror
v_cmpx_ge_u32 v1, v2 row_shl:1
v_cmpx_ge_u32 v1, v2 row_shl:15
v_cmpx_ge_u32 v1, v2 row_shr:1
v_cmpx_ge_u32 v1, v2 row_shr:15
v_cmpx_ge_u32 v1, v2 row_ror:1
v_cmpx_ge_u32 v1, v2 row_ror:15
v_cmpx_ge_u32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ge_u32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ge_u32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ge_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_gt_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_gt_f16 v1, v2 row_mirror
v_cmpx_gt_f16 v1, v2 row_half_mirror
v_cmpx_gt_f16 v1, v2 row_shl:1
v_cmpx_gt_f16 v1, v2 row_shl:15
v_cmpx_gt_f16 v1, v2 row_shr:1
v_cmpx_gt_f16 v1, v2 row_shr:15
v_cmpx_gt_f16 v1, v2 row_ror:1
v_cmpx_gt_f16 v1, v2 row_ror:15
v_cmpx_gt_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_gt_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_gt_f32 v1, v2 row_mirror
v_cmpx_gt_f32 v1, v2 row_half_mirror
v_cmpx_gt_f32 v1, v2 row_shl:1
v_cmpx_gt_f32 v1, v2 row_shl:15
v_cmpx_gt_f32 v1, v2 row_shr:1
v_cmpx_gt_f32 v1, v2 row_shr:15
v_cmpx_gt_f32 v1, v2 row_ror:1
v_cmpx_gt_f32 v1, v2 row_ror:15
v_cmpx_gt_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_i16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_gt_i16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_gt_i16 v1.l, v2.l row_mirror
v_cmpx_gt_i16 v1.l, v2.l row_half_mirror
v_cmpx_gt_i16 v1.l, v2.l row_shl:1
v_cmpx_gt_i16 v1.l, v2.l row_shl:15
v_cmpx_gt_i16 v1.l, v2.l row_shr:1
v_cmpx_gt_i16 v1.l, v2.l row_shr:15
v_cmpx_gt_i16 v1.l, v2.l row_ror:1
v_cmpx_gt_i16 v1.l, v2.l row_ror:15
v_cmpx_gt_i16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_i16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_i16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_gt_i16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_gt_i16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_i16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_i16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_gt_i32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_gt_i32 v1, v2 row_mirror
v_cmpx_gt_i32 v1, v2 row_half_mirror
v_cmpx_gt_i32 v1, v2 row_shl:1
v_cmpx_gt_i32 v1, v2 row_shl:15
v_cmpx_gt_i32 v1, v2 row_shr:1
v_cmpx_gt_i32 v1, v2 row_shr:15
v_cmpx_gt_i32 v1, v2 row_ror:1
v_cmpx_gt_i32 v1, v2 row_ror:15
v_cmpx_gt_i32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_i32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_i32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_u16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_gt_u16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_gt_u16 v1.l, v2.l row_mirror
v_cmpx_gt_u16 v1.l, v2.l row_half_mirror
v_cmpx_gt_u16 v1.l, v2.l row_shl:1
v_cmpx_gt_u16 v1.l, v2.l row_shl:15
v_cmpx_gt_u16 v1.l, v2.l row_shr:1
v_cmpx_gt_u16 v1.l, v2.l row_shr:15
v_cmpx_gt_u16 v1.l, v2.l row_ror:1
v_cmpx_gt_u16 v1.l, v2.l row_ror:15
v_cmpx_gt_u16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_u16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_u16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_gt_u16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_gt_u16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_u16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_u16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_gt_u32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_gt_u32 v1, v2 row_mirror
v_cmpx_gt_u32 v1, v2 row_half_mirror
v_cmpx_gt_u32 v1, v2 row_shl:1
v_cmpx_gt_u32 v1, v2 row_shl:15
v_cmpx_gt_u32 v1, v2 row_shr:1
v_cmpx_gt_u32 v1, v2 row_shr:15
v_cmpx_gt_u32 v1, v2 row_ror:1
v_cmpx_gt_u32 v1, v2 row_ror:15
v_cmpx_gt_u32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_gt_u32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_gt_u32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_gt_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_le_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_le_f16 v1, v2 row_mirror
v_cmpx_le_f16 v1, v2 row_half_mirror
v_cmpx_le_f16 v1, v2 row_shl:1
v_cmpx_le_f16 v1, v2 row_shl:15
v_cmpx_le_f16 v1, v2 row_shr:1
v_cmpx_le_f16 v1, v2 row_shr:15
v_cmpx_le_f16 v1, v2 row_ror:1
v_cmpx_le_f16 v1, v2 row_ror:15
v_cmpx_le_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_le_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_le_f32 v1, v2 row_mirror
v_cmpx_le_f32 v1, v2 row_half_mirror
v_cmpx_le_f32 v1, v2 row_shl:1
v_cmpx_le_f32 v1, v2 row_shl:15
v_cmpx_le_f32 v1, v2 row_shr:1
v_cmpx_le_f32 v1, v2 row_shr:15
v_cmpx_le_f32 v1, v2 row_ror:1
v_cmpx_le_f32 v1, v2 row_ror:15
v_cmpx_le_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_i16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_le_i16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_le_i16 v1.l, v2.l row_mirror
v_cmpx_le_i16 v1.l, v2.l row_half_mirror
v_cmpx_le_i16 v1.l, v2.l row_shl:1
v_cmpx_le_i16 v1.l, v2.l row_shl:15
v_cmpx_le_i16 v1.l, v2.l row_shr:1
v_cmpx_le_i16 v1.l, v2.l row_shr:15
v_cmpx_le_i16 v1.l, v2.l row_ror:1
v_cmpx_le_i16 v1.l, v2.l row_ror:15
v_cmpx_le_i16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_i16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_i16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_le_i16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_le_i16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_i16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_i16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_le_i32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_le_i32 v1, v2 row_mirror
v_cmpx_le_i32 v1, v2 row_half_mirror
v_cmpx_le_i32 v1, v2 row_shl:1
v_cmpx_le_i32 v1, v2 row_shl:15
v_cmpx_le_i32 v1, v2 row_shr:1
v_cmpx_le_i32 v1, v2 row_shr:15
v_cmpx_le_i32 v1, v2 row_ror:1
v_cmpx_le_i32 v1, v2 row_ror:15
v_cmpx_le_i32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_i32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_i32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_u16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_le_u16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_le_u16 v1.l, v2.l row_mirror
v_cmpx_le_u16 v1.l, v2.l row_half_mirror
v_cmpx_le_u16 v1.l, v2.l row_shl:1
v_cmpx_le_u16 v1.l, v2.l row_shl:15
v_cmpx_le_u16 v1.l, v2.l row_shr:1
v_cmpx_le_u16 v1.l, v2.l row_shr:15
v_cmpx_le_u16 v1.l, v2.l row_ror:1
v_cmpx_le_u16 v1.l, v2.l row_ror:15
v_cmpx_le_u16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_u16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_u16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_le_u16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_le_u16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_u16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_u16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_le_u32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_le_u32 v1, v2 row_mirror
v_cmpx_le_u32 v1, v2 row_half_mirror
v_cmpx_le_u32 v1, v2 row_shl:1
v_cmpx_le_u32 v1, v2 row_shl:15
v_cmpx_le_u32 v1, v2 row_shr:1
v_cmpx_le_u32 v1, v2 row_shr:15
v_cmpx_le_u32 v1, v2 row_ror:1
v_cmpx_le_u32 v1, v2 row_ror:15
v_cmpx_le_u32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_le_u32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_le_u32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_le_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lg_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lg_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lg_f16 v1, v2 row_mirror
v_cmpx_lg_f16 v1, v2 row_half_mirror
v_cmpx_lg_f16 v1, v2 row_shl:1
v_cmpx_lg_f16 v1, v2 row_shl:15
v_cmpx_lg_f16 v1, v2 row_shr:1
v_cmpx_lg_f16 v1, v2 row_shr:15
v_cmpx_lg_f16 v1, v2 row_ror:1
v_cmpx_lg_f16 v1, v2 row_ror:15
v_cmpx_lg_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lg_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lg_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lg_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lg_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lg_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lg_f32 v1, v2 row_mirror
v_cmpx_lg_f32 v1, v2 row_half_mirror
v_cmpx_lg_f32 v1, v2 row_shl:1
v_cmpx_lg_f32 v1, v2 row_shl:15
v_cmpx_lg_f32 v1, v2 row_shr:1
v_cmpx_lg_f32 v1, v2 row_shr:15
v_cmpx_lg_f32 v1, v2 row_ror:1
v_cmpx_lg_f32 v1, v2 row_ror:15
v_cmpx_lg_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lg_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lg_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lg_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_f16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_f16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_lt_f16 v1.l, v2.l row_mirror
v_cmpx_lt_f16 v1.l, v2.l row_half_mirror
v_cmpx_lt_f16 v1.l, v2.l row_shl:1
v_cmpx_lt_f16 v1.l, v2.l row_shl:15
v_cmpx_lt_f16 v1.l, v2.l row_shr:1
v_cmpx_lt_f16 v1.l, v2.l row_shr:15
v_cmpx_lt_f16 v1.l, v2.l row_ror:1
v_cmpx_lt_f16 v1.l, v2.l row_ror:15
v_cmpx_lt_f16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_f16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_f16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_lt_f16 -|v127.l|, -|v127.l| row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_lt_f16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_f16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_f16 -|v127.h|, -|v127.h| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lt_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lt_f32 v1, v2 row_mirror
v_cmpx_lt_f32 v1, v2 row_half_mirror
v_cmpx_lt_f32 v1, v2 row_shl:1
v_cmpx_lt_f32 v1, v2 row_shl:15
v_cmpx_lt_f32 v1, v2 row_shr:1
v_cmpx_lt_f32 v1, v2 row_shr:15
v_cmpx_lt_f32 v1, v2 row_ror:1
v_cmpx_lt_f32 v1, v2 row_ror:15
v_cmpx_lt_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_i16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_i16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_lt_i16 v1.l, v2.l row_mirror
v_cmpx_lt_i16 v1.l, v2.l row_half_mirror
v_cmpx_lt_i16 v1.l, v2.l row_shl:1
v_cmpx_lt_i16 v1.l, v2.l row_shl:15
v_cmpx_lt_i16 v1.l, v2.l row_shr:1
v_cmpx_lt_i16 v1.l, v2.l row_shr:15
v_cmpx_lt_i16 v1.l, v2.l row_ror:1
v_cmpx_lt_i16 v1.l, v2.l row_ror:15
v_cmpx_lt_i16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_i16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_i16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_lt_i16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_lt_i16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_i16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_i16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lt_i32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lt_i32 v1, v2 row_mirror
v_cmpx_lt_i32 v1, v2 row_half_mirror
v_cmpx_lt_i32 v1, v2 row_shl:1
v_cmpx_lt_i32 v1, v2 row_shl:15
v_cmpx_lt_i32 v1, v2 row_shr:1
v_cmpx_lt_i32 v1, v2 row_shr:15
v_cmpx_lt_i32 v1, v2 row_ror:1
v_cmpx_lt_i32 v1, v2 row_ror:15
v_cmpx_lt_i32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_i32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_i32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_u16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_lt_u16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_lt_u16 v1.l, v2.l row_mirror
v_cmpx_lt_u16 v1.l, v2.l row_half_mirror
v_cmpx_lt_u16 v1.l, v2.l row_shl:1
v_cmpx_lt_u16 v1.l, v2.l row_shl:15
v_cmpx_lt_u16 v1.l, v2.l row_shr:1
v_cmpx_lt_u16 v1.l, v2.l row_shr:15
v_cmpx_lt_u16 v1.l, v2.l row_ror:1
v_cmpx_lt_u16 v1.l, v2.l row_ror:15
v_cmpx_lt_u16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_u16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_u16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_lt_u16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_lt_u16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_u16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_u16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_lt_u32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lt_u32 v1, v2 row_mirror
v_cmpx_lt_u32 v1, v2 row_half_mirror
v_cmpx_lt_u32 v1, v2 row_shl:1
v_cmpx_lt_u32 v1, v2 row_shl:15
v_cmpx_lt_u32 v1, v2 row_shr:1
v_cmpx_lt_u32 v1, v2 row_shr:15
v_cmpx_lt_u32 v1, v2 row_ror:1
v_cmpx_lt_u32 v1, v2 row_ror:15
v_cmpx_lt_u32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_u32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_u32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_i16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ne_i16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_ne_i16 v1.l, v2.l row_mirror
v_cmpx_ne_i16 v1.l, v2.l row_half_mirror
v_cmpx_ne_i16 v1.l, v2.l row_shl:1
v_cmpx_ne_i16 v1.l, v2.l row_shl:15
v_cmpx_ne_i16 v1.l, v2.l row_shr:1
v_cmpx_ne_i16 v1.l, v2.l row_shr:15
v_cmpx_ne_i16 v1.l, v2.l row_ror:1
v_cmpx_ne_i16 v1.l, v2.l row_ror:15
v_cmpx_ne_i16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ne_i16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_i16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_ne_i16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_ne_i16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_i16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ne_i16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ne_i32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ne_i32 v1, v2 row_mirror
v_cmpx_ne_i32 v1, v2 row_half_mirror
v_cmpx_ne_i32 v1, v2 row_shl:1
v_cmpx_ne_i32 v1, v2 row_shl:15
v_cmpx_ne_i32 v1, v2 row_shr:1
v_cmpx_ne_i32 v1, v2 row_shr:15
v_cmpx_ne_i32 v1, v2 row_ror:1
v_cmpx_ne_i32 v1, v2 row_ror:15
v_cmpx_ne_i32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ne_i32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_i32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ne_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_u16 v1.l, v2.l quad_perm:[3,2,1,0]
v_cmpx_ne_u16 v1.l, v2.l quad_perm:[0,1,2,3]
v_cmpx_ne_u16 v1.l, v2.l row_mirror
v_cmpx_ne_u16 v1.l, v2.l row_half_mirror
v_cmpx_ne_u16 v1.l, v2.l row_shl:1
v_cmpx_ne_u16 v1.l, v2.l row_shl:15
v_cmpx_ne_u16 v1.l, v2.l row_shr:1
v_cmpx_ne_u16 v1.l, v2.l row_shr:15
v_cmpx_ne_u16 v1.l, v2.l row_ror:1
v_cmpx_ne_u16 v1.l, v2.l row_ror:15
v_cmpx_ne_u16 v1.l, v2.l row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ne_u16 v1.l, v2.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_u16 v1.l, v2.l row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1
v_cmpx_ne_u16 v127.l, v127.l row_xmask:15 row_mask:0x3 bank_mask:0x0 fi:1
v_cmpx_ne_u16 v127.l, v127.l row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_u16 v1.h, v2.h row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ne_u16 v127.h, v127.h row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ne_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ne_u32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ne_u32 v1, v2 row_mirror
v_cmpx_ne_u32 v1, v2 row_half_mirror
v_cmpx_ne_u32 v1, v2 row_shl:1
v_cmpx_ne_u32 v1, v2 row_shl:15
v_cmpx_ne_u32 v1, v2 row_shr:1
v_cmpx_ne_u32 v1, v2 row_shr:15
v_cmpx_ne_u32 v1, v2 row_ror:1
v_cmpx_ne_u32 v1, v2 row_ror:15
v_cmpx_ne_u32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ne_u32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ne_u32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ne_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_neq_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_neq_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_neq_f16 v1, v2 row_mirror
v_cmpx_neq_f16 v1, v2 row_half_mirror
v_cmpx_neq_f16 v1, v2 row_shl:1
v_cmpx_neq_f16 v1, v2 row_shl:15
v_cmpx_neq_f16 v1, v2 row_shr:1
v_cmpx_neq_f16 v1, v2 row_shr:15
v_cmpx_neq_f16 v1, v2 row_ror:1
v_cmpx_neq_f16 v1, v2 row_ror:15
v_cmpx_neq_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_neq_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_neq_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_neq_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_neq_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_neq_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_neq_f32 v1, v2 row_mirror
v_cmpx_neq_f32 v1, v2 row_half_mirror
v_cmpx_neq_f32 v1, v2 row_shl:1
v_cmpx_neq_f32 v1, v2 row_shl:15
v_cmpx_neq_f32 v1, v2 row_shr:1
v_cmpx_neq_f32 v1, v2 row_shr:15
v_cmpx_neq_f32 v1, v2 row_ror:1
v_cmpx_neq_f32 v1, v2 row_ror:15
v_cmpx_neq_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_neq_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_neq_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_neq_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nge_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nge_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nge_f16 v1, v2 row_mirror
v_cmpx_nge_f16 v1, v2 row_half_mirror
v_cmpx_nge_f16 v1, v2 row_shl:1
v_cmpx_nge_f16 v1, v2 row_shl:15
v_cmpx_nge_f16 v1, v2 row_shr:1
v_cmpx_nge_f16 v1, v2 row_shr:15
v_cmpx_nge_f16 v1, v2 row_ror:1
v_cmpx_nge_f16 v1, v2 row_ror:15
v_cmpx_nge_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nge_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nge_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nge_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nge_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nge_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nge_f32 v1, v2 row_mirror
v_cmpx_nge_f32 v1, v2 row_half_mirror
v_cmpx_nge_f32 v1, v2 row_shl:1
v_cmpx_nge_f32 v1, v2 row_shl:15
v_cmpx_nge_f32 v1, v2 row_shr:1
v_cmpx_nge_f32 v1, v2 row_shr:15
v_cmpx_nge_f32 v1, v2 row_ror:1
v_cmpx_nge_f32 v1, v2 row_ror:15
v_cmpx_nge_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nge_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nge_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nge_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ngt_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ngt_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ngt_f16 v1, v2 row_mirror
v_cmpx_ngt_f16 v1, v2 row_half_mirror
v_cmpx_ngt_f16 v1, v2 row_shl:1
v_cmpx_ngt_f16 v1, v2 row_shl:15
v_cmpx_ngt_f16 v1, v2 row_shr:1
v_cmpx_ngt_f16 v1, v2 row_shr:15
v_cmpx_ngt_f16 v1, v2 row_ror:1
v_cmpx_ngt_f16 v1, v2 row_ror:15
v_cmpx_ngt_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ngt_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ngt_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ngt_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ngt_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_ngt_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_ngt_f32 v1, v2 row_mirror
v_cmpx_ngt_f32 v1, v2 row_half_mirror
v_cmpx_ngt_f32 v1, v2 row_shl:1
v_cmpx_ngt_f32 v1, v2 row_shl:15
v_cmpx_ngt_f32 v1, v2 row_shr:1
v_cmpx_ngt_f32 v1, v2 row_shr:15
v_cmpx_ngt_f32 v1, v2 row_ror:1
v_cmpx_ngt_f32 v1, v2 row_ror:15
v_cmpx_ngt_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_ngt_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_ngt_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_ngt_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nle_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nle_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nle_f16 v1, v2 row_mirror
v_cmpx_nle_f16 v1, v2 row_half_mirror
v_cmpx_nle_f16 v1, v2 row_shl:1
v_cmpx_nle_f16 v1, v2 row_shl:15
v_cmpx_nle_f16 v1, v2 row_shr:1
v_cmpx_nle_f16 v1, v2 row_shr:15
v_cmpx_nle_f16 v1, v2 row_ror:1
v_cmpx_nle_f16 v1, v2 row_ror:15
v_cmpx_nle_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nle_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nle_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nle_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nle_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nle_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nle_f32 v1, v2 row_mirror
v_cmpx_nle_f32 v1, v2 row_half_mirror
v_cmpx_nle_f32 v1, v2 row_shl:1
v_cmpx_nle_f32 v1, v2 row_shl:15
v_cmpx_nle_f32 v1, v2 row_shr:1
v_cmpx_nle_f32 v1, v2 row_shr:15
v_cmpx_nle_f32 v1, v2 row_ror:1
v_cmpx_nle_f32 v1, v2 row_ror:15
v_cmpx_nle_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nle_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nle_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nle_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlg_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nlg_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nlg_f16 v1, v2 row_mirror
v_cmpx_nlg_f16 v1, v2 row_half_mirror
v_cmpx_nlg_f16 v1, v2 row_shl:1
v_cmpx_nlg_f16 v1, v2 row_shl:15
v_cmpx_nlg_f16 v1, v2 row_shr:1
v_cmpx_nlg_f16 v1, v2 row_shr:15
v_cmpx_nlg_f16 v1, v2 row_ror:1
v_cmpx_nlg_f16 v1, v2 row_ror:15
v_cmpx_nlg_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nlg_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nlg_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nlg_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlg_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nlg_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nlg_f32 v1, v2 row_mirror
v_cmpx_nlg_f32 v1, v2 row_half_mirror
v_cmpx_nlg_f32 v1, v2 row_shl:1
v_cmpx_nlg_f32 v1, v2 row_shl:15
v_cmpx_nlg_f32 v1, v2 row_shr:1
v_cmpx_nlg_f32 v1, v2 row_shr:15
v_cmpx_nlg_f32 v1, v2 row_ror:1
v_cmpx_nlg_f32 v1, v2 row_ror:15
v_cmpx_nlg_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nlg_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nlg_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nlg_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlt_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nlt_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nlt_f16 v1, v2 row_mirror
v_cmpx_nlt_f16 v1, v2 row_half_mirror
v_cmpx_nlt_f16 v1, v2 row_shl:1
v_cmpx_nlt_f16 v1, v2 row_shl:15
v_cmpx_nlt_f16 v1, v2 row_shr:1
v_cmpx_nlt_f16 v1, v2 row_shr:15
v_cmpx_nlt_f16 v1, v2 row_ror:1
v_cmpx_nlt_f16 v1, v2 row_ror:15
v_cmpx_nlt_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nlt_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nlt_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nlt_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlt_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_nlt_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_nlt_f32 v1, v2 row_mirror
v_cmpx_nlt_f32 v1, v2 row_half_mirror
v_cmpx_nlt_f32 v1, v2 row_shl:1
v_cmpx_nlt_f32 v1, v2 row_shl:15
v_cmpx_nlt_f32 v1, v2 row_shr:1
v_cmpx_nlt_f32 v1, v2 row_shr:15
v_cmpx_nlt_f32 v1, v2 row_ror:1
v_cmpx_nlt_f32 v1, v2 row_ror:15
v_cmpx_nlt_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_nlt_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_nlt_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_nlt_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_o_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_o_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_o_f16 v1, v2 row_mirror
v_cmpx_o_f16 v1, v2 row_half_mirror
v_cmpx_o_f16 v1, v2 row_shl:1
v_cmpx_o_f16 v1, v2 row_shl:15
v_cmpx_o_f16 v1, v2 row_shr:1
v_cmpx_o_f16 v1, v2 row_shr:15
v_cmpx_o_f16 v1, v2 row_ror:1
v_cmpx_o_f16 v1, v2 row_ror:15
v_cmpx_o_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_o_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_o_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_o_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_o_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_o_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_o_f32 v1, v2 row_mirror
v_cmpx_o_f32 v1, v2 row_half_mirror
v_cmpx_o_f32 v1, v2 row_shl:1
v_cmpx_o_f32 v1, v2 row_shl:15
v_cmpx_o_f32 v1, v2 row_shr:1
v_cmpx_o_f32 v1, v2 row_shr:15
v_cmpx_o_f32 v1, v2 row_ror:1
v_cmpx_o_f32 v1, v2 row_ror:15
v_cmpx_o_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_o_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_o_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_o_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_t_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_t_f16 v1, v2 row_mirror
v_cmpx_t_f16 v1, v2 row_half_mirror
v_cmpx_t_f16 v1, v2 row_shl:1
v_cmpx_t_f16 v1, v2 row_shl:15
v_cmpx_t_f16 v1, v2 row_shr:1
v_cmpx_t_f16 v1, v2 row_shr:15
v_cmpx_t_f16 v1, v2 row_ror:1
v_cmpx_t_f16 v1, v2 row_ror:15
v_cmpx_t_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_t_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_t_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_t_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_t_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_t_f32 v1, v2 row_mirror
v_cmpx_t_f32 v1, v2 row_half_mirror
v_cmpx_t_f32 v1, v2 row_shl:1
v_cmpx_t_f32 v1, v2 row_shl:15
v_cmpx_t_f32 v1, v2 row_shr:1
v_cmpx_t_f32 v1, v2 row_shr:15
v_cmpx_t_f32 v1, v2 row_ror:1
v_cmpx_t_f32 v1, v2 row_ror:15
v_cmpx_t_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_t_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_t_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_t_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_i32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_t_i32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_t_i32 v1, v2 row_mirror
v_cmpx_t_i32 v1, v2 row_half_mirror
v_cmpx_t_i32 v1, v2 row_shl:1
v_cmpx_t_i32 v1, v2 row_shl:15
v_cmpx_t_i32 v1, v2 row_shr:1
v_cmpx_t_i32 v1, v2 row_shr:15
v_cmpx_t_i32 v1, v2 row_ror:1
v_cmpx_t_i32 v1, v2 row_ror:15
v_cmpx_t_i32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_t_i32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_t_i32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_t_i32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_u32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_t_u32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_t_u32 v1, v2 row_mirror
v_cmpx_t_u32 v1, v2 row_half_mirror
v_cmpx_t_u32 v1, v2 row_shl:1
v_cmpx_t_u32 v1, v2 row_shl:15
v_cmpx_t_u32 v1, v2 row_shr:1
v_cmpx_t_u32 v1, v2 row_shr:15
v_cmpx_t_u32 v1, v2 row_ror:1
v_cmpx_t_u32 v1, v2 row_ror:15
v_cmpx_t_u32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_t_u32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_t_u32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_t_u32 v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_tru_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_tru_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_tru_f16 v1, v2 row_mirror
v_cmpx_tru_f16 v1, v2 row_half_mirror
v_cmpx_tru_f16 v1, v2 row_shl:1
v_cmpx_tru_f16 v1, v2 row_shl:15
v_cmpx_tru_f16 v1, v2 row_shr:1
v_cmpx_tru_f16 v1, v2 row_shr:15
v_cmpx_tru_f16 v1, v2 row_ror:1
v_cmpx_tru_f16 v1, v2 row_ror:15
v_cmpx_tru_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_tru_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_tru_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_tru_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_tru_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_tru_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_tru_f32 v1, v2 row_mirror
v_cmpx_tru_f32 v1, v2 row_half_mirror
v_cmpx_tru_f32 v1, v2 row_shl:1
v_cmpx_tru_f32 v1, v2 row_shl:15
v_cmpx_tru_f32 v1, v2 row_shr:1
v_cmpx_tru_f32 v1, v2 row_shr:15
v_cmpx_tru_f32 v1, v2 row_ror:1
v_cmpx_tru_f32 v1, v2 row_ror:15
v_cmpx_tru_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_tru_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_tru_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_tru_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_u_f16 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_u_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_u_f16 v1, v2 row_mirror
v_cmpx_u_f16 v1, v2 row_half_mirror
v_cmpx_u_f16 v1, v2 row_shl:1
v_cmpx_u_f16 v1, v2 row_shl:15
v_cmpx_u_f16 v1, v2 row_shr:1
v_cmpx_u_f16 v1, v2 row_shr:15
v_cmpx_u_f16 v1, v2 row_ror:1
v_cmpx_u_f16 v1, v2 row_ror:15
v_cmpx_u_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_u_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_u_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_u_f16 -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_u_f32 v1, v2 quad_perm:[3,2,1,0]
v_cmpx_u_f32 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_u_f32 v1, v2 row_mirror
v_cmpx_u_f32 v1, v2 row_half_mirror
v_cmpx_u_f32 v1, v2 row_shl:1
v_cmpx_u_f32 v1, v2 row_shl:15
v_cmpx_u_f32 v1, v2 row_shr:1
v_cmpx_u_f32 v1, v2 row_shr:15
v_cmpx_u_f32 v1, v2 row_ror:1
v_cmpx_u_f32 v1, v2 row_ror:15
v_cmpx_u_f32 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_u_f32 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_u_f32 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_u_f32 -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
// the earlier loop's lines not in LLVM's file
v_cmpx_eq_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lg_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_f16 v1, v2 quad_perm:[0,1,2,3]
v_cmpx_lt_f16 v1, v2 row_mirror
v_cmpx_lt_f16 v1, v2 row_half_mirror
v_cmpx_lt_f16 v1, v2 row_shl:1
v_cmpx_lt_f16 v1, v2 row_shr:15
v_cmpx_lt_f16 v1, v2 row_ror:1
v_cmpx_lt_f16 v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmpx_lt_f16 v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmpx_lt_f16 v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmpx_lt_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_neq_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nge_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ngt_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nle_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlg_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlt_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_o_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_tru_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_u_f16 -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_eq_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_f_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ge_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_gt_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_le_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lg_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_lt_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_neq_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nge_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_ngt_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nle_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlg_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_nlt_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_o_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_t_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_tru_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmpx_u_f32 -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1

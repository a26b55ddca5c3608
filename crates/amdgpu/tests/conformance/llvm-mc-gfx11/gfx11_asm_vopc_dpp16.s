// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopc_dpp16.s @0567844be70f2b3eb7943c45c1a70e3fc2d49564, 357740 chars; read whole: its 1792 instruction lines are written by tools/conformance_loops/vopc_dpp16_pages.py (asm_vopc) in the shape the pages show (per VOPC opcode with a DPP form, in the file's sorted order: 13 DPP-control lines and one v127/v255 row_xmask:15 line with vcc_lo, then the same 14 with vcc; -|src0| on class, -|src0|,-|src1| on float, none on integer opcodes; the first line spelled v_cmp_class_f16_dpp); with llvm-mc-22's W32/W64 encodings and W32-ERR/W64-ERR lines in LLVM's layout they rebuild 357,740 chars, LLVM's length, and the text at page starts 0, 16,000, 64,000, 128,000, 192,000, 256,000, 320,000, 352,000 and the file's end is the pages'; then the 17 earlier loop lines (llvm-mc-22's forms, not LLVM's lines) these do not hold (1809 lines in all; check lines omitted)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 -show-encoding %s | FileCheck --check-prefix=W32 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-wavefrontsize32,+wavefrontsize64 -show-encoding %s | FileCheck --check-prefix=W64 %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 %s 2>&1 | FileCheck --check-prefix=W32-ERR --implicit-check-not=error: %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=-wavefrontsize32,+wavefrontsize64 %s 2>&1 | FileCheck --check-prefix=W64-ERR --implicit-check-not=error: %s
v_cmp_class_f16_dpp vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_class_f16 vcc_lo, v1, v2 row_mirror
v_cmp_class_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_class_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_class_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_class_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_class_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_class_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_class_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_class_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_class_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f16 vcc_lo, -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_class_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_class_f16 vcc, v1, v2 row_mirror
v_cmp_class_f16 vcc, v1, v2 row_half_mirror
v_cmp_class_f16 vcc, v1, v2 row_shl:1
v_cmp_class_f16 vcc, v1, v2 row_shl:15
v_cmp_class_f16 vcc, v1, v2 row_shr:1
v_cmp_class_f16 vcc, v1, v2 row_shr:15
v_cmp_class_f16 vcc, v1, v2 row_ror:1
v_cmp_class_f16 vcc, v1, v2 row_ror:15
v_cmp_class_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_class_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f16 vcc, -|v127|, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_class_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_class_f32 vcc_lo, v1, v2 row_mirror
v_cmp_class_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_class_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_class_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_class_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_class_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_class_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_class_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_class_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_class_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_class_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_class_f32 vcc, v1, v2 row_mirror
v_cmp_class_f32 vcc, v1, v2 row_half_mirror
v_cmp_class_f32 vcc, v1, v2 row_shl:1
v_cmp_class_f32 vcc, v1, v2 row_shl:15
v_cmp_class_f32 vcc, v1, v2 row_shr:1
v_cmp_class_f32 vcc, v1, v2 row_shr:15
v_cmp_class_f32 vcc, v1, v2 row_ror:1
v_cmp_class_f32 vcc, v1, v2 row_ror:15
v_cmp_class_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_class_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f32 vcc, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_f16 vcc_lo, v1, v2 row_mirror
v_cmp_eq_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_eq_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_eq_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_eq_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_eq_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_eq_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_eq_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_eq_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_f16 vcc, v1, v2 row_mirror
v_cmp_eq_f16 vcc, v1, v2 row_half_mirror
v_cmp_eq_f16 vcc, v1, v2 row_shl:1
v_cmp_eq_f16 vcc, v1, v2 row_shl:15
v_cmp_eq_f16 vcc, v1, v2 row_shr:1
v_cmp_eq_f16 vcc, v1, v2 row_shr:15
v_cmp_eq_f16 vcc, v1, v2 row_ror:1
v_cmp_eq_f16 vcc, v1, v2 row_ror:15
v_cmp_eq_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_f32 vcc_lo, v1, v2 row_mirror
v_cmp_eq_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_eq_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_eq_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_eq_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_eq_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_eq_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_eq_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_eq_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_f32 vcc, v1, v2 row_mirror
v_cmp_eq_f32 vcc, v1, v2 row_half_mirror
v_cmp_eq_f32 vcc, v1, v2 row_shl:1
v_cmp_eq_f32 vcc, v1, v2 row_shl:15
v_cmp_eq_f32 vcc, v1, v2 row_shr:1
v_cmp_eq_f32 vcc, v1, v2 row_shr:15
v_cmp_eq_f32 vcc, v1, v2 row_ror:1
v_cmp_eq_f32 vcc, v1, v2 row_ror:15
v_cmp_eq_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_i16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_i16 vcc_lo, v1, v2 row_mirror
v_cmp_eq_i16 vcc_lo, v1, v2 row_half_mirror
v_cmp_eq_i16 vcc_lo, v1, v2 row_shl:1
v_cmp_eq_i16 vcc_lo, v1, v2 row_shl:15
v_cmp_eq_i16 vcc_lo, v1, v2 row_shr:1
v_cmp_eq_i16 vcc_lo, v1, v2 row_shr:15
v_cmp_eq_i16 vcc_lo, v1, v2 row_ror:1
v_cmp_eq_i16 vcc_lo, v1, v2 row_ror:15
v_cmp_eq_i16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_i16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_i16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_i16 vcc_lo, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_i16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_i16 vcc, v1, v2 row_mirror
v_cmp_eq_i16 vcc, v1, v2 row_half_mirror
v_cmp_eq_i16 vcc, v1, v2 row_shl:1
v_cmp_eq_i16 vcc, v1, v2 row_shl:15
v_cmp_eq_i16 vcc, v1, v2 row_shr:1
v_cmp_eq_i16 vcc, v1, v2 row_shr:15
v_cmp_eq_i16 vcc, v1, v2 row_ror:1
v_cmp_eq_i16 vcc, v1, v2 row_ror:15
v_cmp_eq_i16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_i16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_i16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_i16 vcc, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_i32 vcc_lo, v1, v2 row_mirror
v_cmp_eq_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_eq_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_eq_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_eq_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_eq_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_eq_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_eq_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_eq_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_i32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_i32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_i32 vcc, v1, v2 row_mirror
v_cmp_eq_i32 vcc, v1, v2 row_half_mirror
v_cmp_eq_i32 vcc, v1, v2 row_shl:1
v_cmp_eq_i32 vcc, v1, v2 row_shl:15
v_cmp_eq_i32 vcc, v1, v2 row_shr:1
v_cmp_eq_i32 vcc, v1, v2 row_shr:15
v_cmp_eq_i32 vcc, v1, v2 row_ror:1
v_cmp_eq_i32 vcc, v1, v2 row_ror:15
v_cmp_eq_i32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_i32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_i32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_i32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_u16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_u16 vcc_lo, v1, v2 row_mirror
v_cmp_eq_u16 vcc_lo, v1, v2 row_half_mirror
v_cmp_eq_u16 vcc_lo, v1, v2 row_shl:1
v_cmp_eq_u16 vcc_lo, v1, v2 row_shl:15
v_cmp_eq_u16 vcc_lo, v1, v2 row_shr:1
v_cmp_eq_u16 vcc_lo, v1, v2 row_shr:15
v_cmp_eq_u16 vcc_lo, v1, v2 row_ror:1
v_cmp_eq_u16 vcc_lo, v1, v2 row_ror:15
v_cmp_eq_u16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_u16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_u16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_u16 vcc_lo, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_u16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_u16 vcc, v1, v2 row_mirror
v_cmp_eq_u16 vcc, v1, v2 row_half_mirror
v_cmp_eq_u16 vcc, v1, v2 row_shl:1
v_cmp_eq_u16 vcc, v1, v2 row_shl:15
v_cmp_eq_u16 vcc, v1, v2 row_shr:1
v_cmp_eq_u16 vcc, v1, v2 row_shr:15
v_cmp_eq_u16 vcc, v1, v2 row_ror:1
v_cmp_eq_u16 vcc, v1, v2 row_ror:15
v_cmp_eq_u16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_u16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_u16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_u16 vcc, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_u32 vcc_lo, v1, v2 row_mirror
v_cmp_eq_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_eq_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_eq_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_eq_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_eq_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_eq_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_eq_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_eq_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_u32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_u32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_u32 vcc, v1, v2 row_mirror
v_cmp_eq_u32 vcc, v1, v2 row_half_mirror
v_cmp_eq_u32 vcc, v1, v2 row_shl:1
v_cmp_eq_u32 vcc, v1, v2 row_shl:15
v_cmp_eq_u32 vcc, v1, v2 row_shr:1
v_cmp_eq_u32 vcc, v1, v2 row_shr:15
v_cmp_eq_u32 vcc, v1, v2 row_ror:1
v_cmp_eq_u32 vcc, v1, v2 row_ror:15
v_cmp_eq_u32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_u32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_u32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_u32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_f16 vcc_lo, v1, v2 row_mirror
v_cmp_f_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_f_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_f_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_f_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_f_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_f_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_f_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_f_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_f16 vcc, v1, v2 row_mirror
v_cmp_f_f16 vcc, v1, v2 row_half_mirror
v_cmp_f_f16 vcc, v1, v2 row_shl:1
v_cmp_f_f16 vcc, v1, v2 row_shl:15
v_cmp_f_f16 vcc, v1, v2 row_shr:1
v_cmp_f_f16 vcc, v1, v2 row_shr:15
v_cmp_f_f16 vcc, v1, v2 row_ror:1
v_cmp_f_f16 vcc, v1, v2 row_ror:15
v_cmp_f_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_f32 vcc_lo, v1, v2 row_mirror
v_cmp_f_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_f_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_f_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_f_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_f_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_f_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_f_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_f_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_f32 vcc, v1, v2 row_mirror
v_cmp_f_f32 vcc, v1, v2 row_half_mirror
v_cmp_f_f32 vcc, v1, v2 row_shl:1
v_cmp_f_f32 vcc, v1, v2 row_shl:15
v_cmp_f_f32 vcc, v1, v2 row_shr:1
v_cmp_f_f32 vcc, v1, v2 row_shr:15
v_cmp_f_f32 vcc, v1, v2 row_ror:1
v_cmp_f_f32 vcc, v1, v2 row_ror:15
v_cmp_f_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_i32 vcc_lo, v1, v2 row_mirror
v_cmp_f_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_f_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_f_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_f_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_f_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_f_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_f_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_f_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_i32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_i32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_i32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_i32 vcc, v1, v2 row_mirror
v_cmp_f_i32 vcc, v1, v2 row_half_mirror
v_cmp_f_i32 vcc, v1, v2 row_shl:1
v_cmp_f_i32 vcc, v1, v2 row_shl:15
v_cmp_f_i32 vcc, v1, v2 row_shr:1
v_cmp_f_i32 vcc, v1, v2 row_shr:15
v_cmp_f_i32 vcc, v1, v2 row_ror:1
v_cmp_f_i32 vcc, v1, v2 row_ror:15
v_cmp_f_i32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_i32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_i32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_i32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_u32 vcc_lo, v1, v2 row_mirror
v_cmp_f_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_f_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_f_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_f_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_f_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_f_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_f_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_f_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_u32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_u32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_u32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_u32 vcc, v1, v2 row_mirror
v_cmp_f_u32 vcc, v1, v2 row_half_mirror
v_cmp_f_u32 vcc, v1, v2 row_shl:1
v_cmp_f_u32 vcc, v1, v2 row_shl:15
v_cmp_f_u32 vcc, v1, v2 row_shr:1
v_cmp_f_u32 vcc, v1, v2 row_shr:15
v_cmp_f_u32 vcc, v1, v2 row_ror:1
v_cmp_f_u32 vcc, v1, v2 row_ror:15
v_cmp_f_u32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_u32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_u32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_u32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_f16 vcc_lo, v1, v2 row_mirror
v_cmp_ge_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_ge_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_ge_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_ge_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_ge_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_ge_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_ge_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_ge_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_f16 vcc, v1, v2 row_mirror
v_cmp_ge_f16 vcc, v1, v2 row_half_mirror
v_cmp_ge_f16 vcc, v1, v2 row_shl:1
v_cmp_ge_f16 vcc, v1, v2 row_shl:15
v_cmp_ge_f16 vcc, v1, v2 row_shr:1
v_cmp_ge_f16 vcc, v1, v2 row_shr:15
v_cmp_ge_f16 vcc, v1, v2 row_ror:1
v_cmp_ge_f16 vcc, v1, v2 row_ror:15
v_cmp_ge_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_f32 vcc_lo, v1, v2 row_mirror
v_cmp_ge_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_ge_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_ge_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_ge_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_ge_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_ge_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_ge_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_ge_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_f32 vcc, v1, v2 row_mirror
v_cmp_ge_f32 vcc, v1, v2 row_half_mirror
v_cmp_ge_f32 vcc, v1, v2 row_shl:1
v_cmp_ge_f32 vcc, v1, v2 row_shl:15
v_cmp_ge_f32 vcc, v1, v2 row_shr:1
v_cmp_ge_f32 vcc, v1, v2 row_shr:15
v_cmp_ge_f32 vcc, v1, v2 row_ror:1
v_cmp_ge_f32 vcc, v1, v2 row_ror:15
v_cmp_ge_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_i16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_i16 vcc_lo, v1, v2 row_mirror
v_cmp_ge_i16 vcc_lo, v1, v2 row_half_mirror
v_cmp_ge_i16 vcc_lo, v1, v2 row_shl:1
v_cmp_ge_i16 vcc_lo, v1, v2 row_shl:15
v_cmp_ge_i16 vcc_lo, v1, v2 row_shr:1
v_cmp_ge_i16 vcc_lo, v1, v2 row_shr:15
v_cmp_ge_i16 vcc_lo, v1, v2 row_ror:1
v_cmp_ge_i16 vcc_lo, v1, v2 row_ror:15
v_cmp_ge_i16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_i16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_i16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_i16 vcc_lo, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_i16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_i16 vcc, v1, v2 row_mirror
v_cmp_ge_i16 vcc, v1, v2 row_half_mirror
v_cmp_ge_i16 vcc, v1, v2 row_shl:1
v_cmp_ge_i16 vcc, v1, v2 row_shl:15
v_cmp_ge_i16 vcc, v1, v2 row_shr:1
v_cmp_ge_i16 vcc, v1, v2 row_shr:15
v_cmp_ge_i16 vcc, v1, v2 row_ror:1
v_cmp_ge_i16 vcc, v1, v2 row_ror:15
v_cmp_ge_i16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_i16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_i16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_i16 vcc, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_i32 vcc_lo, v1, v2 row_mirror
v_cmp_ge_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_ge_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_ge_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_ge_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_ge_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_ge_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_ge_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_ge_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_i32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_i32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_i32 vcc, v1, v2 row_mirror
v_cmp_ge_i32 vcc, v1, v2 row_half_mirror
v_cmp_ge_i32 vcc, v1, v2 row_shl:1
v_cmp_ge_i32 vcc, v1, v2 row_shl:15
v_cmp_ge_i32 vcc, v1, v2 row_shr:1
v_cmp_ge_i32 vcc, v1, v2 row_shr:15
v_cmp_ge_i32 vcc, v1, v2 row_ror:1
v_cmp_ge_i32 vcc, v1, v2 row_ror:15
v_cmp_ge_i32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_i32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_i32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_i32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_u16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_u16 vcc_lo, v1, v2 row_mirror
v_cmp_ge_u16 vcc_lo, v1, v2 row_half_mirror
v_cmp_ge_u16 vcc_lo, v1, v2 row_shl:1
v_cmp_ge_u16 vcc_lo, v1, v2 row_shl:15
v_cmp_ge_u16 vcc_lo, v1, v2 row_shr:1
v_cmp_ge_u16 vcc_lo, v1, v2 row_shr:15
v_cmp_ge_u16 vcc_lo, v1, v2 row_ror:1
v_cmp_ge_u16 vcc_lo, v1, v2 row_ror:15
v_cmp_ge_u16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_u16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_u16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_u16 vcc_lo, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_u16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_u16 vcc, v1, v2 row_mirror
v_cmp_ge_u16 vcc, v1, v2 row_half_mirror
v_cmp_ge_u16 vcc, v1, v2 row_shl:1
v_cmp_ge_u16 vcc, v1, v2 row_shl:15
v_cmp_ge_u16 vcc, v1, v2 row_shr:1
v_cmp_ge_u16 vcc, v1, v2 row_shr:15
v_cmp_ge_u16 vcc, v1, v2 row_ror:1
v_cmp_ge_u16 vcc, v1, v2 row_ror:15
v_cmp_ge_u16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_u16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_u16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_u16 vcc, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_u32 vcc_lo, v1, v2 row_mirror
v_cmp_ge_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_ge_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_ge_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_ge_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_ge_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_ge_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_ge_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_ge_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_u32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_u32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_u32 vcc, v1, v2 row_mirror
v_cmp_ge_u32 vcc, v1, v2 row_half_mirror
v_cmp_ge_u32 vcc, v1, v2 row_shl:1
v_cmp_ge_u32 vcc, v1, v2 row_shl:15
v_cmp_ge_u32 vcc, v1, v2 row_shr:1
v_cmp_ge_u32 vcc, v1, v2 row_shr:15
v_cmp_ge_u32 vcc, v1, v2 row_ror:1
v_cmp_ge_u32 vcc, v1, v2 row_ror:15
v_cmp_ge_u32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_u32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_u32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_u32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_f16 vcc_lo, v1, v2 row_mirror
v_cmp_gt_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_gt_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_gt_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_gt_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_gt_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_gt_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_gt_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_gt_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_f16 vcc, v1, v2 row_mirror
v_cmp_gt_f16 vcc, v1, v2 row_half_mirror
v_cmp_gt_f16 vcc, v1, v2 row_shl:1
v_cmp_gt_f16 vcc, v1, v2 row_shl:15
v_cmp_gt_f16 vcc, v1, v2 row_shr:1
v_cmp_gt_f16 vcc, v1, v2 row_shr:15
v_cmp_gt_f16 vcc, v1, v2 row_ror:1
v_cmp_gt_f16 vcc, v1, v2 row_ror:15
v_cmp_gt_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_f32 vcc_lo, v1, v2 row_mirror
v_cmp_gt_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_gt_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_gt_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_gt_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_gt_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_gt_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_gt_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_gt_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_f32 vcc, v1, v2 row_mirror
v_cmp_gt_f32 vcc, v1, v2 row_half_mirror
v_cmp_gt_f32 vcc, v1, v2 row_shl:1
v_cmp_gt_f32 vcc, v1, v2 row_shl:15
v_cmp_gt_f32 vcc, v1, v2 row_shr:1
v_cmp_gt_f32 vcc, v1, v2 row_shr:15
v_cmp_gt_f32 vcc, v1, v2 row_ror:1
v_cmp_gt_f32 vcc, v1, v2 row_ror:15
v_cmp_gt_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_i16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_i16 vcc_lo, v1, v2 row_mirror
v_cmp_gt_i16 vcc_lo, v1, v2 row_half_mirror
v_cmp_gt_i16 vcc_lo, v1, v2 row_shl:1
v_cmp_gt_i16 vcc_lo, v1, v2 row_shl:15
v_cmp_gt_i16 vcc_lo, v1, v2 row_shr:1
v_cmp_gt_i16 vcc_lo, v1, v2 row_shr:15
v_cmp_gt_i16 vcc_lo, v1, v2 row_ror:1
v_cmp_gt_i16 vcc_lo, v1, v2 row_ror:15
v_cmp_gt_i16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_i16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_i16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_i16 vcc_lo, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_i16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_i16 vcc, v1, v2 row_mirror
v_cmp_gt_i16 vcc, v1, v2 row_half_mirror
v_cmp_gt_i16 vcc, v1, v2 row_shl:1
v_cmp_gt_i16 vcc, v1, v2 row_shl:15
v_cmp_gt_i16 vcc, v1, v2 row_shr:1
v_cmp_gt_i16 vcc, v1, v2 row_shr:15
v_cmp_gt_i16 vcc, v1, v2 row_ror:1
v_cmp_gt_i16 vcc, v1, v2 row_ror:15
v_cmp_gt_i16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_i16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_i16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_i16 vcc, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_i32 vcc_lo, v1, v2 row_mirror
v_cmp_gt_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_gt_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_gt_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_gt_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_gt_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_gt_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_gt_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_gt_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_i32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_i32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_i32 vcc, v1, v2 row_mirror
v_cmp_gt_i32 vcc, v1, v2 row_half_mirror
v_cmp_gt_i32 vcc, v1, v2 row_shl:1
v_cmp_gt_i32 vcc, v1, v2 row_shl:15
v_cmp_gt_i32 vcc, v1, v2 row_shr:1
v_cmp_gt_i32 vcc, v1, v2 row_shr:15
v_cmp_gt_i32 vcc, v1, v2 row_ror:1
v_cmp_gt_i32 vcc, v1, v2 row_ror:15
v_cmp_gt_i32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_i32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_i32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_i32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_u16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_u16 vcc_lo, v1, v2 row_mirror
v_cmp_gt_u16 vcc_lo, v1, v2 row_half_mirror
v_cmp_gt_u16 vcc_lo, v1, v2 row_shl:1
v_cmp_gt_u16 vcc_lo, v1, v2 row_shl:15
v_cmp_gt_u16 vcc_lo, v1, v2 row_shr:1
v_cmp_gt_u16 vcc_lo, v1, v2 row_shr:15
v_cmp_gt_u16 vcc_lo, v1, v2 row_ror:1
v_cmp_gt_u16 vcc_lo, v1, v2 row_ror:15
v_cmp_gt_u16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_u16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_u16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_u16 vcc_lo, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_u16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_u16 vcc, v1, v2 row_mirror
v_cmp_gt_u16 vcc, v1, v2 row_half_mirror
v_cmp_gt_u16 vcc, v1, v2 row_shl:1
v_cmp_gt_u16 vcc, v1, v2 row_shl:15
v_cmp_gt_u16 vcc, v1, v2 row_shr:1
v_cmp_gt_u16 vcc, v1, v2 row_shr:15
v_cmp_gt_u16 vcc, v1, v2 row_ror:1
v_cmp_gt_u16 vcc, v1, v2 row_ror:15
v_cmp_gt_u16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_u16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_u16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_u16 vcc, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_u32 vcc_lo, v1, v2 row_mirror
v_cmp_gt_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_gt_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_gt_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_gt_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_gt_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_gt_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_gt_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_gt_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_u32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_u32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_u32 vcc, v1, v2 row_mirror
v_cmp_gt_u32 vcc, v1, v2 row_half_mirror
v_cmp_gt_u32 vcc, v1, v2 row_shl:1
v_cmp_gt_u32 vcc, v1, v2 row_shl:15
v_cmp_gt_u32 vcc, v1, v2 row_shr:1
v_cmp_gt_u32 vcc, v1, v2 row_shr:15
v_cmp_gt_u32 vcc, v1, v2 row_ror:1
v_cmp_gt_u32 vcc, v1, v2 row_ror:15
v_cmp_gt_u32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_u32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_u32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_u32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_f16 vcc_lo, v1, v2 row_mirror
v_cmp_le_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_le_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_le_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_le_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_le_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_le_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_le_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_le_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_f16 vcc, v1, v2 row_mirror
v_cmp_le_f16 vcc, v1, v2 row_half_mirror
v_cmp_le_f16 vcc, v1, v2 row_shl:1
v_cmp_le_f16 vcc, v1, v2 row_shl:15
v_cmp_le_f16 vcc, v1, v2 row_shr:1
v_cmp_le_f16 vcc, v1, v2 row_shr:15
v_cmp_le_f16 vcc, v1, v2 row_ror:1
v_cmp_le_f16 vcc, v1, v2 row_ror:15
v_cmp_le_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_f32 vcc_lo, v1, v2 row_mirror
v_cmp_le_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_le_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_le_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_le_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_le_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_le_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_le_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_le_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_f32 vcc, v1, v2 row_mirror
v_cmp_le_f32 vcc, v1, v2 row_half_mirror
v_cmp_le_f32 vcc, v1, v2 row_shl:1
v_cmp_le_f32 vcc, v1, v2 row_shl:15
v_cmp_le_f32 vcc, v1, v2 row_shr:1
v_cmp_le_f32 vcc, v1, v2 row_shr:15
v_cmp_le_f32 vcc, v1, v2 row_ror:1
v_cmp_le_f32 vcc, v1, v2 row_ror:15
v_cmp_le_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_i16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_i16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_i16 vcc_lo, v1, v2 row_mirror
v_cmp_le_i16 vcc_lo, v1, v2 row_half_mirror
v_cmp_le_i16 vcc_lo, v1, v2 row_shl:1
v_cmp_le_i16 vcc_lo, v1, v2 row_shl:15
v_cmp_le_i16 vcc_lo, v1, v2 row_shr:1
v_cmp_le_i16 vcc_lo, v1, v2 row_shr:15
v_cmp_le_i16 vcc_lo, v1, v2 row_ror:1
v_cmp_le_i16 vcc_lo, v1, v2 row_ror:15
v_cmp_le_i16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_i16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_i16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_i16 vcc_lo, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_i16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_i16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_i16 vcc, v1, v2 row_mirror
v_cmp_le_i16 vcc, v1, v2 row_half_mirror
v_cmp_le_i16 vcc, v1, v2 row_shl:1
v_cmp_le_i16 vcc, v1, v2 row_shl:15
v_cmp_le_i16 vcc, v1, v2 row_shr:1
v_cmp_le_i16 vcc, v1, v2 row_shr:15
v_cmp_le_i16 vcc, v1, v2 row_ror:1
v_cmp_le_i16 vcc, v1, v2 row_ror:15
v_cmp_le_i16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_i16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_i16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_i16 vcc, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_i32 vcc_lo, v1, v2 row_mirror
v_cmp_le_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_le_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_le_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_le_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_le_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_le_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_le_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_le_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_i32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_i32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_i32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_i32 vcc, v1, v2 row_mirror
v_cmp_le_i32 vcc, v1, v2 row_half_mirror
v_cmp_le_i32 vcc, v1, v2 row_shl:1
v_cmp_le_i32 vcc, v1, v2 row_shl:15
v_cmp_le_i32 vcc, v1, v2 row_shr:1
v_cmp_le_i32 vcc, v1, v2 row_shr:15
v_cmp_le_i32 vcc, v1, v2 row_ror:1
v_cmp_le_i32 vcc, v1, v2 row_ror:15
v_cmp_le_i32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_i32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_i32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_i32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_u16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_u16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_u16 vcc_lo, v1, v2 row_mirror
v_cmp_le_u16 vcc_lo, v1, v2 row_half_mirror
v_cmp_le_u16 vcc_lo, v1, v2 row_shl:1
v_cmp_le_u16 vcc_lo, v1, v2 row_shl:15
v_cmp_le_u16 vcc_lo, v1, v2 row_shr:1
v_cmp_le_u16 vcc_lo, v1, v2 row_shr:15
v_cmp_le_u16 vcc_lo, v1, v2 row_ror:1
v_cmp_le_u16 vcc_lo, v1, v2 row_ror:15
v_cmp_le_u16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_u16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_u16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_u16 vcc_lo, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_u16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_u16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_u16 vcc, v1, v2 row_mirror
v_cmp_le_u16 vcc, v1, v2 row_half_mirror
v_cmp_le_u16 vcc, v1, v2 row_shl:1
v_cmp_le_u16 vcc, v1, v2 row_shl:15
v_cmp_le_u16 vcc, v1, v2 row_shr:1
v_cmp_le_u16 vcc, v1, v2 row_shr:15
v_cmp_le_u16 vcc, v1, v2 row_ror:1
v_cmp_le_u16 vcc, v1, v2 row_ror:15
v_cmp_le_u16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_u16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_u16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_u16 vcc, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_u32 vcc_lo, v1, v2 row_mirror
v_cmp_le_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_le_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_le_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_le_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_le_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_le_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_le_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_le_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_u32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_u32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_u32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_u32 vcc, v1, v2 row_mirror
v_cmp_le_u32 vcc, v1, v2 row_half_mirror
v_cmp_le_u32 vcc, v1, v2 row_shl:1
v_cmp_le_u32 vcc, v1, v2 row_shl:15
v_cmp_le_u32 vcc, v1, v2 row_shr:1
v_cmp_le_u32 vcc, v1, v2 row_shr:15
v_cmp_le_u32 vcc, v1, v2 row_ror:1
v_cmp_le_u32 vcc, v1, v2 row_ror:15
v_cmp_le_u32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_u32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_u32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_u32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lg_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lg_f16 vcc_lo, v1, v2 row_mirror
v_cmp_lg_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_lg_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_lg_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_lg_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_lg_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_lg_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_lg_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_lg_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lg_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lg_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lg_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lg_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lg_f16 vcc, v1, v2 row_mirror
v_cmp_lg_f16 vcc, v1, v2 row_half_mirror
v_cmp_lg_f16 vcc, v1, v2 row_shl:1
v_cmp_lg_f16 vcc, v1, v2 row_shl:15
v_cmp_lg_f16 vcc, v1, v2 row_shr:1
v_cmp_lg_f16 vcc, v1, v2 row_shr:15
v_cmp_lg_f16 vcc, v1, v2 row_ror:1
v_cmp_lg_f16 vcc, v1, v2 row_ror:15
v_cmp_lg_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lg_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lg_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lg_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lg_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lg_f32 vcc_lo, v1, v2 row_mirror
v_cmp_lg_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_lg_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_lg_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_lg_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_lg_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_lg_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_lg_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_lg_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lg_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lg_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lg_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lg_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lg_f32 vcc, v1, v2 row_mirror
v_cmp_lg_f32 vcc, v1, v2 row_half_mirror
v_cmp_lg_f32 vcc, v1, v2 row_shl:1
v_cmp_lg_f32 vcc, v1, v2 row_shl:15
v_cmp_lg_f32 vcc, v1, v2 row_shr:1
v_cmp_lg_f32 vcc, v1, v2 row_shr:15
v_cmp_lg_f32 vcc, v1, v2 row_ror:1
v_cmp_lg_f32 vcc, v1, v2 row_ror:15
v_cmp_lg_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lg_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lg_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lg_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_f16 vcc_lo, v1, v2 row_mirror
v_cmp_lt_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_lt_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_lt_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_lt_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_lt_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_lt_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_lt_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_lt_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_f16 vcc, v1, v2 row_mirror
v_cmp_lt_f16 vcc, v1, v2 row_half_mirror
v_cmp_lt_f16 vcc, v1, v2 row_shl:1
v_cmp_lt_f16 vcc, v1, v2 row_shl:15
v_cmp_lt_f16 vcc, v1, v2 row_shr:1
v_cmp_lt_f16 vcc, v1, v2 row_shr:15
v_cmp_lt_f16 vcc, v1, v2 row_ror:1
v_cmp_lt_f16 vcc, v1, v2 row_ror:15
v_cmp_lt_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_f32 vcc_lo, v1, v2 row_mirror
v_cmp_lt_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_lt_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_lt_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_lt_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_lt_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_lt_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_lt_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_lt_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_f32 vcc, v1, v2 row_mirror
v_cmp_lt_f32 vcc, v1, v2 row_half_mirror
v_cmp_lt_f32 vcc, v1, v2 row_shl:1
v_cmp_lt_f32 vcc, v1, v2 row_shl:15
v_cmp_lt_f32 vcc, v1, v2 row_shr:1
v_cmp_lt_f32 vcc, v1, v2 row_shr:15
v_cmp_lt_f32 vcc, v1, v2 row_ror:1
v_cmp_lt_f32 vcc, v1, v2 row_ror:15
v_cmp_lt_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_i16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_i16 vcc_lo, v1, v2 row_mirror
v_cmp_lt_i16 vcc_lo, v1, v2 row_half_mirror
v_cmp_lt_i16 vcc_lo, v1, v2 row_shl:1
v_cmp_lt_i16 vcc_lo, v1, v2 row_shl:15
v_cmp_lt_i16 vcc_lo, v1, v2 row_shr:1
v_cmp_lt_i16 vcc_lo, v1, v2 row_shr:15
v_cmp_lt_i16 vcc_lo, v1, v2 row_ror:1
v_cmp_lt_i16 vcc_lo, v1, v2 row_ror:15
v_cmp_lt_i16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_i16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_i16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_i16 vcc_lo, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_i16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_i16 vcc, v1, v2 row_mirror
v_cmp_lt_i16 vcc, v1, v2 row_half_mirror
v_cmp_lt_i16 vcc, v1, v2 row_shl:1
v_cmp_lt_i16 vcc, v1, v2 row_shl:15
v_cmp_lt_i16 vcc, v1, v2 row_shr:1
v_cmp_lt_i16 vcc, v1, v2 row_shr:15
v_cmp_lt_i16 vcc, v1, v2 row_ror:1
v_cmp_lt_i16 vcc, v1, v2 row_ror:15
v_cmp_lt_i16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_i16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_i16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_i16 vcc, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_i32 vcc_lo, v1, v2 row_mirror
v_cmp_lt_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_lt_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_lt_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_lt_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_lt_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_lt_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_lt_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_lt_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_i32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_i32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_i32 vcc, v1, v2 row_mirror
v_cmp_lt_i32 vcc, v1, v2 row_half_mirror
v_cmp_lt_i32 vcc, v1, v2 row_shl:1
v_cmp_lt_i32 vcc, v1, v2 row_shl:15
v_cmp_lt_i32 vcc, v1, v2 row_shr:1
v_cmp_lt_i32 vcc, v1, v2 row_shr:15
v_cmp_lt_i32 vcc, v1, v2 row_ror:1
v_cmp_lt_i32 vcc, v1, v2 row_ror:15
v_cmp_lt_i32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_i32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_i32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_i32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_u16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_u16 vcc_lo, v1, v2 row_mirror
v_cmp_lt_u16 vcc_lo, v1, v2 row_half_mirror
v_cmp_lt_u16 vcc_lo, v1, v2 row_shl:1
v_cmp_lt_u16 vcc_lo, v1, v2 row_shl:15
v_cmp_lt_u16 vcc_lo, v1, v2 row_shr:1
v_cmp_lt_u16 vcc_lo, v1, v2 row_shr:15
v_cmp_lt_u16 vcc_lo, v1, v2 row_ror:1
v_cmp_lt_u16 vcc_lo, v1, v2 row_ror:15
v_cmp_lt_u16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_u16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_u16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_u16 vcc_lo, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_u16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_u16 vcc, v1, v2 row_mirror
v_cmp_lt_u16 vcc, v1, v2 row_half_mirror
v_cmp_lt_u16 vcc, v1, v2 row_shl:1
v_cmp_lt_u16 vcc, v1, v2 row_shl:15
v_cmp_lt_u16 vcc, v1, v2 row_shr:1
v_cmp_lt_u16 vcc, v1, v2 row_shr:15
v_cmp_lt_u16 vcc, v1, v2 row_ror:1
v_cmp_lt_u16 vcc, v1, v2 row_ror:15
v_cmp_lt_u16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_u16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_u16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_u16 vcc, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_u32 vcc_lo, v1, v2 row_mirror
v_cmp_lt_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_lt_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_lt_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_lt_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_lt_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_lt_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_lt_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_lt_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_u32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_u32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_u32 vcc, v1, v2 row_mirror
v_cmp_lt_u32 vcc, v1, v2 row_half_mirror
v_cmp_lt_u32 vcc, v1, v2 row_shl:1
v_cmp_lt_u32 vcc, v1, v2 row_shl:15
v_cmp_lt_u32 vcc, v1, v2 row_shr:1
v_cmp_lt_u32 vcc, v1, v2 row_shr:15
v_cmp_lt_u32 vcc, v1, v2 row_ror:1
v_cmp_lt_u32 vcc, v1, v2 row_ror:15
v_cmp_lt_u32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_u32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_u32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_u32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ne_i16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_i16 vcc_lo, v1, v2 row_mirror
v_cmp_ne_i16 vcc_lo, v1, v2 row_half_mirror
v_cmp_ne_i16 vcc_lo, v1, v2 row_shl:1
v_cmp_ne_i16 vcc_lo, v1, v2 row_shl:15
v_cmp_ne_i16 vcc_lo, v1, v2 row_shr:1
v_cmp_ne_i16 vcc_lo, v1, v2 row_shr:15
v_cmp_ne_i16 vcc_lo, v1, v2 row_ror:1
v_cmp_ne_i16 vcc_lo, v1, v2 row_ror:15
v_cmp_ne_i16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_i16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_i16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_i16 vcc_lo, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ne_i16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_i16 vcc, v1, v2 row_mirror
v_cmp_ne_i16 vcc, v1, v2 row_half_mirror
v_cmp_ne_i16 vcc, v1, v2 row_shl:1
v_cmp_ne_i16 vcc, v1, v2 row_shl:15
v_cmp_ne_i16 vcc, v1, v2 row_shr:1
v_cmp_ne_i16 vcc, v1, v2 row_shr:15
v_cmp_ne_i16 vcc, v1, v2 row_ror:1
v_cmp_ne_i16 vcc, v1, v2 row_ror:15
v_cmp_ne_i16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_i16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_i16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_i16 vcc, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ne_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_i32 vcc_lo, v1, v2 row_mirror
v_cmp_ne_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_ne_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_ne_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_ne_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_ne_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_ne_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_ne_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_ne_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_i32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ne_i32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_i32 vcc, v1, v2 row_mirror
v_cmp_ne_i32 vcc, v1, v2 row_half_mirror
v_cmp_ne_i32 vcc, v1, v2 row_shl:1
v_cmp_ne_i32 vcc, v1, v2 row_shl:15
v_cmp_ne_i32 vcc, v1, v2 row_shr:1
v_cmp_ne_i32 vcc, v1, v2 row_shr:15
v_cmp_ne_i32 vcc, v1, v2 row_ror:1
v_cmp_ne_i32 vcc, v1, v2 row_ror:15
v_cmp_ne_i32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_i32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_i32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_i32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ne_u16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_u16 vcc_lo, v1, v2 row_mirror
v_cmp_ne_u16 vcc_lo, v1, v2 row_half_mirror
v_cmp_ne_u16 vcc_lo, v1, v2 row_shl:1
v_cmp_ne_u16 vcc_lo, v1, v2 row_shl:15
v_cmp_ne_u16 vcc_lo, v1, v2 row_shr:1
v_cmp_ne_u16 vcc_lo, v1, v2 row_shr:15
v_cmp_ne_u16 vcc_lo, v1, v2 row_ror:1
v_cmp_ne_u16 vcc_lo, v1, v2 row_ror:15
v_cmp_ne_u16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_u16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_u16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_u16 vcc_lo, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ne_u16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_u16 vcc, v1, v2 row_mirror
v_cmp_ne_u16 vcc, v1, v2 row_half_mirror
v_cmp_ne_u16 vcc, v1, v2 row_shl:1
v_cmp_ne_u16 vcc, v1, v2 row_shl:15
v_cmp_ne_u16 vcc, v1, v2 row_shr:1
v_cmp_ne_u16 vcc, v1, v2 row_shr:15
v_cmp_ne_u16 vcc, v1, v2 row_ror:1
v_cmp_ne_u16 vcc, v1, v2 row_ror:15
v_cmp_ne_u16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_u16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_u16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_u16 vcc, v127, v127 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ne_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_u32 vcc_lo, v1, v2 row_mirror
v_cmp_ne_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_ne_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_ne_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_ne_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_ne_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_ne_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_ne_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_ne_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_u32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ne_u32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_u32 vcc, v1, v2 row_mirror
v_cmp_ne_u32 vcc, v1, v2 row_half_mirror
v_cmp_ne_u32 vcc, v1, v2 row_shl:1
v_cmp_ne_u32 vcc, v1, v2 row_shl:15
v_cmp_ne_u32 vcc, v1, v2 row_shr:1
v_cmp_ne_u32 vcc, v1, v2 row_shr:15
v_cmp_ne_u32 vcc, v1, v2 row_ror:1
v_cmp_ne_u32 vcc, v1, v2 row_ror:15
v_cmp_ne_u32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_u32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_u32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_u32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_neq_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_neq_f16 vcc_lo, v1, v2 row_mirror
v_cmp_neq_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_neq_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_neq_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_neq_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_neq_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_neq_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_neq_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_neq_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_neq_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_neq_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_neq_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_neq_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_neq_f16 vcc, v1, v2 row_mirror
v_cmp_neq_f16 vcc, v1, v2 row_half_mirror
v_cmp_neq_f16 vcc, v1, v2 row_shl:1
v_cmp_neq_f16 vcc, v1, v2 row_shl:15
v_cmp_neq_f16 vcc, v1, v2 row_shr:1
v_cmp_neq_f16 vcc, v1, v2 row_shr:15
v_cmp_neq_f16 vcc, v1, v2 row_ror:1
v_cmp_neq_f16 vcc, v1, v2 row_ror:15
v_cmp_neq_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_neq_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_neq_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_neq_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_neq_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_neq_f32 vcc_lo, v1, v2 row_mirror
v_cmp_neq_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_neq_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_neq_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_neq_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_neq_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_neq_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_neq_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_neq_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_neq_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_neq_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_neq_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_neq_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_neq_f32 vcc, v1, v2 row_mirror
v_cmp_neq_f32 vcc, v1, v2 row_half_mirror
v_cmp_neq_f32 vcc, v1, v2 row_shl:1
v_cmp_neq_f32 vcc, v1, v2 row_shl:15
v_cmp_neq_f32 vcc, v1, v2 row_shr:1
v_cmp_neq_f32 vcc, v1, v2 row_shr:15
v_cmp_neq_f32 vcc, v1, v2 row_ror:1
v_cmp_neq_f32 vcc, v1, v2 row_ror:15
v_cmp_neq_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_neq_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_neq_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_neq_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nge_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nge_f16 vcc_lo, v1, v2 row_mirror
v_cmp_nge_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_nge_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_nge_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_nge_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_nge_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_nge_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_nge_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_nge_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nge_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nge_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nge_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nge_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nge_f16 vcc, v1, v2 row_mirror
v_cmp_nge_f16 vcc, v1, v2 row_half_mirror
v_cmp_nge_f16 vcc, v1, v2 row_shl:1
v_cmp_nge_f16 vcc, v1, v2 row_shl:15
v_cmp_nge_f16 vcc, v1, v2 row_shr:1
v_cmp_nge_f16 vcc, v1, v2 row_shr:15
v_cmp_nge_f16 vcc, v1, v2 row_ror:1
v_cmp_nge_f16 vcc, v1, v2 row_ror:15
v_cmp_nge_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nge_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nge_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nge_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nge_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nge_f32 vcc_lo, v1, v2 row_mirror
v_cmp_nge_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_nge_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_nge_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_nge_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_nge_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_nge_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_nge_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_nge_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nge_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nge_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nge_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nge_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nge_f32 vcc, v1, v2 row_mirror
v_cmp_nge_f32 vcc, v1, v2 row_half_mirror
v_cmp_nge_f32 vcc, v1, v2 row_shl:1
v_cmp_nge_f32 vcc, v1, v2 row_shl:15
v_cmp_nge_f32 vcc, v1, v2 row_shr:1
v_cmp_nge_f32 vcc, v1, v2 row_shr:15
v_cmp_nge_f32 vcc, v1, v2 row_ror:1
v_cmp_nge_f32 vcc, v1, v2 row_ror:15
v_cmp_nge_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nge_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nge_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nge_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ngt_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ngt_f16 vcc_lo, v1, v2 row_mirror
v_cmp_ngt_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_ngt_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_ngt_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_ngt_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_ngt_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_ngt_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_ngt_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_ngt_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ngt_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ngt_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ngt_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ngt_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ngt_f16 vcc, v1, v2 row_mirror
v_cmp_ngt_f16 vcc, v1, v2 row_half_mirror
v_cmp_ngt_f16 vcc, v1, v2 row_shl:1
v_cmp_ngt_f16 vcc, v1, v2 row_shl:15
v_cmp_ngt_f16 vcc, v1, v2 row_shr:1
v_cmp_ngt_f16 vcc, v1, v2 row_shr:15
v_cmp_ngt_f16 vcc, v1, v2 row_ror:1
v_cmp_ngt_f16 vcc, v1, v2 row_ror:15
v_cmp_ngt_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ngt_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ngt_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ngt_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ngt_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ngt_f32 vcc_lo, v1, v2 row_mirror
v_cmp_ngt_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_ngt_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_ngt_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_ngt_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_ngt_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_ngt_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_ngt_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_ngt_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ngt_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ngt_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ngt_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ngt_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ngt_f32 vcc, v1, v2 row_mirror
v_cmp_ngt_f32 vcc, v1, v2 row_half_mirror
v_cmp_ngt_f32 vcc, v1, v2 row_shl:1
v_cmp_ngt_f32 vcc, v1, v2 row_shl:15
v_cmp_ngt_f32 vcc, v1, v2 row_shr:1
v_cmp_ngt_f32 vcc, v1, v2 row_shr:15
v_cmp_ngt_f32 vcc, v1, v2 row_ror:1
v_cmp_ngt_f32 vcc, v1, v2 row_ror:15
v_cmp_ngt_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ngt_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ngt_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ngt_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nle_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nle_f16 vcc_lo, v1, v2 row_mirror
v_cmp_nle_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_nle_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_nle_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_nle_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_nle_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_nle_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_nle_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_nle_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nle_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nle_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nle_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nle_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nle_f16 vcc, v1, v2 row_mirror
v_cmp_nle_f16 vcc, v1, v2 row_half_mirror
v_cmp_nle_f16 vcc, v1, v2 row_shl:1
v_cmp_nle_f16 vcc, v1, v2 row_shl:15
v_cmp_nle_f16 vcc, v1, v2 row_shr:1
v_cmp_nle_f16 vcc, v1, v2 row_shr:15
v_cmp_nle_f16 vcc, v1, v2 row_ror:1
v_cmp_nle_f16 vcc, v1, v2 row_ror:15
v_cmp_nle_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nle_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nle_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nle_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nle_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nle_f32 vcc_lo, v1, v2 row_mirror
v_cmp_nle_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_nle_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_nle_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_nle_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_nle_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_nle_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_nle_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_nle_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nle_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nle_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nle_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nle_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nle_f32 vcc, v1, v2 row_mirror
v_cmp_nle_f32 vcc, v1, v2 row_half_mirror
v_cmp_nle_f32 vcc, v1, v2 row_shl:1
v_cmp_nle_f32 vcc, v1, v2 row_shl:15
v_cmp_nle_f32 vcc, v1, v2 row_shr:1
v_cmp_nle_f32 vcc, v1, v2 row_shr:15
v_cmp_nle_f32 vcc, v1, v2 row_ror:1
v_cmp_nle_f32 vcc, v1, v2 row_ror:15
v_cmp_nle_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nle_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nle_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nle_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlg_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlg_f16 vcc_lo, v1, v2 row_mirror
v_cmp_nlg_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_nlg_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_nlg_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_nlg_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_nlg_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_nlg_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_nlg_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_nlg_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlg_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlg_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlg_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlg_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlg_f16 vcc, v1, v2 row_mirror
v_cmp_nlg_f16 vcc, v1, v2 row_half_mirror
v_cmp_nlg_f16 vcc, v1, v2 row_shl:1
v_cmp_nlg_f16 vcc, v1, v2 row_shl:15
v_cmp_nlg_f16 vcc, v1, v2 row_shr:1
v_cmp_nlg_f16 vcc, v1, v2 row_shr:15
v_cmp_nlg_f16 vcc, v1, v2 row_ror:1
v_cmp_nlg_f16 vcc, v1, v2 row_ror:15
v_cmp_nlg_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlg_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlg_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlg_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlg_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlg_f32 vcc_lo, v1, v2 row_mirror
v_cmp_nlg_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_nlg_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_nlg_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_nlg_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_nlg_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_nlg_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_nlg_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_nlg_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlg_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlg_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlg_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlg_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlg_f32 vcc, v1, v2 row_mirror
v_cmp_nlg_f32 vcc, v1, v2 row_half_mirror
v_cmp_nlg_f32 vcc, v1, v2 row_shl:1
v_cmp_nlg_f32 vcc, v1, v2 row_shl:15
v_cmp_nlg_f32 vcc, v1, v2 row_shr:1
v_cmp_nlg_f32 vcc, v1, v2 row_shr:15
v_cmp_nlg_f32 vcc, v1, v2 row_ror:1
v_cmp_nlg_f32 vcc, v1, v2 row_ror:15
v_cmp_nlg_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlg_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlg_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlg_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlt_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlt_f16 vcc_lo, v1, v2 row_mirror
v_cmp_nlt_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_nlt_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_nlt_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_nlt_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_nlt_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_nlt_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_nlt_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_nlt_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlt_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlt_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlt_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlt_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlt_f16 vcc, v1, v2 row_mirror
v_cmp_nlt_f16 vcc, v1, v2 row_half_mirror
v_cmp_nlt_f16 vcc, v1, v2 row_shl:1
v_cmp_nlt_f16 vcc, v1, v2 row_shl:15
v_cmp_nlt_f16 vcc, v1, v2 row_shr:1
v_cmp_nlt_f16 vcc, v1, v2 row_shr:15
v_cmp_nlt_f16 vcc, v1, v2 row_ror:1
v_cmp_nlt_f16 vcc, v1, v2 row_ror:15
v_cmp_nlt_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlt_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlt_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlt_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlt_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlt_f32 vcc_lo, v1, v2 row_mirror
v_cmp_nlt_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_nlt_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_nlt_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_nlt_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_nlt_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_nlt_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_nlt_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_nlt_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlt_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlt_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlt_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlt_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlt_f32 vcc, v1, v2 row_mirror
v_cmp_nlt_f32 vcc, v1, v2 row_half_mirror
v_cmp_nlt_f32 vcc, v1, v2 row_shl:1
v_cmp_nlt_f32 vcc, v1, v2 row_shl:15
v_cmp_nlt_f32 vcc, v1, v2 row_shr:1
v_cmp_nlt_f32 vcc, v1, v2 row_shr:15
v_cmp_nlt_f32 vcc, v1, v2 row_ror:1
v_cmp_nlt_f32 vcc, v1, v2 row_ror:15
v_cmp_nlt_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlt_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlt_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlt_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_o_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_o_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_o_f16 vcc_lo, v1, v2 row_mirror
v_cmp_o_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_o_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_o_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_o_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_o_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_o_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_o_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_o_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_o_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_o_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_o_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_o_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_o_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_o_f16 vcc, v1, v2 row_mirror
v_cmp_o_f16 vcc, v1, v2 row_half_mirror
v_cmp_o_f16 vcc, v1, v2 row_shl:1
v_cmp_o_f16 vcc, v1, v2 row_shl:15
v_cmp_o_f16 vcc, v1, v2 row_shr:1
v_cmp_o_f16 vcc, v1, v2 row_shr:15
v_cmp_o_f16 vcc, v1, v2 row_ror:1
v_cmp_o_f16 vcc, v1, v2 row_ror:15
v_cmp_o_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_o_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_o_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_o_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_o_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_o_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_o_f32 vcc_lo, v1, v2 row_mirror
v_cmp_o_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_o_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_o_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_o_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_o_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_o_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_o_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_o_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_o_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_o_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_o_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_o_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_o_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_o_f32 vcc, v1, v2 row_mirror
v_cmp_o_f32 vcc, v1, v2 row_half_mirror
v_cmp_o_f32 vcc, v1, v2 row_shl:1
v_cmp_o_f32 vcc, v1, v2 row_shl:15
v_cmp_o_f32 vcc, v1, v2 row_shr:1
v_cmp_o_f32 vcc, v1, v2 row_shr:15
v_cmp_o_f32 vcc, v1, v2 row_ror:1
v_cmp_o_f32 vcc, v1, v2 row_ror:15
v_cmp_o_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_o_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_o_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_o_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_f16 vcc_lo, v1, v2 row_mirror
v_cmp_t_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_t_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_t_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_t_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_t_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_t_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_t_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_t_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_f16 vcc, v1, v2 row_mirror
v_cmp_t_f16 vcc, v1, v2 row_half_mirror
v_cmp_t_f16 vcc, v1, v2 row_shl:1
v_cmp_t_f16 vcc, v1, v2 row_shl:15
v_cmp_t_f16 vcc, v1, v2 row_shr:1
v_cmp_t_f16 vcc, v1, v2 row_shr:15
v_cmp_t_f16 vcc, v1, v2 row_ror:1
v_cmp_t_f16 vcc, v1, v2 row_ror:15
v_cmp_t_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_f32 vcc_lo, v1, v2 row_mirror
v_cmp_t_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_t_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_t_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_t_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_t_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_t_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_t_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_t_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_f32 vcc, v1, v2 row_mirror
v_cmp_t_f32 vcc, v1, v2 row_half_mirror
v_cmp_t_f32 vcc, v1, v2 row_shl:1
v_cmp_t_f32 vcc, v1, v2 row_shl:15
v_cmp_t_f32 vcc, v1, v2 row_shr:1
v_cmp_t_f32 vcc, v1, v2 row_shr:15
v_cmp_t_f32 vcc, v1, v2 row_ror:1
v_cmp_t_f32 vcc, v1, v2 row_ror:15
v_cmp_t_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_i32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_i32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_i32 vcc_lo, v1, v2 row_mirror
v_cmp_t_i32 vcc_lo, v1, v2 row_half_mirror
v_cmp_t_i32 vcc_lo, v1, v2 row_shl:1
v_cmp_t_i32 vcc_lo, v1, v2 row_shl:15
v_cmp_t_i32 vcc_lo, v1, v2 row_shr:1
v_cmp_t_i32 vcc_lo, v1, v2 row_shr:15
v_cmp_t_i32 vcc_lo, v1, v2 row_ror:1
v_cmp_t_i32 vcc_lo, v1, v2 row_ror:15
v_cmp_t_i32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_i32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_i32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_i32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_i32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_i32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_i32 vcc, v1, v2 row_mirror
v_cmp_t_i32 vcc, v1, v2 row_half_mirror
v_cmp_t_i32 vcc, v1, v2 row_shl:1
v_cmp_t_i32 vcc, v1, v2 row_shl:15
v_cmp_t_i32 vcc, v1, v2 row_shr:1
v_cmp_t_i32 vcc, v1, v2 row_shr:15
v_cmp_t_i32 vcc, v1, v2 row_ror:1
v_cmp_t_i32 vcc, v1, v2 row_ror:15
v_cmp_t_i32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_i32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_i32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_i32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_u32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_u32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_u32 vcc_lo, v1, v2 row_mirror
v_cmp_t_u32 vcc_lo, v1, v2 row_half_mirror
v_cmp_t_u32 vcc_lo, v1, v2 row_shl:1
v_cmp_t_u32 vcc_lo, v1, v2 row_shl:15
v_cmp_t_u32 vcc_lo, v1, v2 row_shr:1
v_cmp_t_u32 vcc_lo, v1, v2 row_shr:15
v_cmp_t_u32 vcc_lo, v1, v2 row_ror:1
v_cmp_t_u32 vcc_lo, v1, v2 row_ror:15
v_cmp_t_u32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_u32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_u32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_u32 vcc_lo, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_u32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_u32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_u32 vcc, v1, v2 row_mirror
v_cmp_t_u32 vcc, v1, v2 row_half_mirror
v_cmp_t_u32 vcc, v1, v2 row_shl:1
v_cmp_t_u32 vcc, v1, v2 row_shl:15
v_cmp_t_u32 vcc, v1, v2 row_shr:1
v_cmp_t_u32 vcc, v1, v2 row_shr:15
v_cmp_t_u32 vcc, v1, v2 row_ror:1
v_cmp_t_u32 vcc, v1, v2 row_ror:15
v_cmp_t_u32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_u32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_u32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_u32 vcc, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_tru_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_tru_f16 vcc_lo, v1, v2 row_mirror
v_cmp_tru_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_tru_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_tru_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_tru_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_tru_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_tru_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_tru_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_tru_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_tru_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_tru_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_tru_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_tru_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_tru_f16 vcc, v1, v2 row_mirror
v_cmp_tru_f16 vcc, v1, v2 row_half_mirror
v_cmp_tru_f16 vcc, v1, v2 row_shl:1
v_cmp_tru_f16 vcc, v1, v2 row_shl:15
v_cmp_tru_f16 vcc, v1, v2 row_shr:1
v_cmp_tru_f16 vcc, v1, v2 row_shr:15
v_cmp_tru_f16 vcc, v1, v2 row_ror:1
v_cmp_tru_f16 vcc, v1, v2 row_ror:15
v_cmp_tru_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_tru_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_tru_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_tru_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_tru_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_tru_f32 vcc_lo, v1, v2 row_mirror
v_cmp_tru_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_tru_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_tru_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_tru_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_tru_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_tru_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_tru_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_tru_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_tru_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_tru_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_tru_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_tru_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_tru_f32 vcc, v1, v2 row_mirror
v_cmp_tru_f32 vcc, v1, v2 row_half_mirror
v_cmp_tru_f32 vcc, v1, v2 row_shl:1
v_cmp_tru_f32 vcc, v1, v2 row_shl:15
v_cmp_tru_f32 vcc, v1, v2 row_shr:1
v_cmp_tru_f32 vcc, v1, v2 row_shr:15
v_cmp_tru_f32 vcc, v1, v2 row_ror:1
v_cmp_tru_f32 vcc, v1, v2 row_ror:15
v_cmp_tru_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_tru_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_tru_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_tru_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_u_f16 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_u_f16 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_u_f16 vcc_lo, v1, v2 row_mirror
v_cmp_u_f16 vcc_lo, v1, v2 row_half_mirror
v_cmp_u_f16 vcc_lo, v1, v2 row_shl:1
v_cmp_u_f16 vcc_lo, v1, v2 row_shl:15
v_cmp_u_f16 vcc_lo, v1, v2 row_shr:1
v_cmp_u_f16 vcc_lo, v1, v2 row_shr:15
v_cmp_u_f16 vcc_lo, v1, v2 row_ror:1
v_cmp_u_f16 vcc_lo, v1, v2 row_ror:15
v_cmp_u_f16 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_u_f16 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_u_f16 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_u_f16 vcc_lo, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_u_f16 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_u_f16 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_u_f16 vcc, v1, v2 row_mirror
v_cmp_u_f16 vcc, v1, v2 row_half_mirror
v_cmp_u_f16 vcc, v1, v2 row_shl:1
v_cmp_u_f16 vcc, v1, v2 row_shl:15
v_cmp_u_f16 vcc, v1, v2 row_shr:1
v_cmp_u_f16 vcc, v1, v2 row_shr:15
v_cmp_u_f16 vcc, v1, v2 row_ror:1
v_cmp_u_f16 vcc, v1, v2 row_ror:15
v_cmp_u_f16 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_u_f16 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_u_f16 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_u_f16 vcc, -|v127|, -|v127| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_u_f32 vcc_lo, v1, v2 quad_perm:[3,2,1,0]
v_cmp_u_f32 vcc_lo, v1, v2 quad_perm:[0,1,2,3]
v_cmp_u_f32 vcc_lo, v1, v2 row_mirror
v_cmp_u_f32 vcc_lo, v1, v2 row_half_mirror
v_cmp_u_f32 vcc_lo, v1, v2 row_shl:1
v_cmp_u_f32 vcc_lo, v1, v2 row_shl:15
v_cmp_u_f32 vcc_lo, v1, v2 row_shr:1
v_cmp_u_f32 vcc_lo, v1, v2 row_shr:15
v_cmp_u_f32 vcc_lo, v1, v2 row_ror:1
v_cmp_u_f32 vcc_lo, v1, v2 row_ror:15
v_cmp_u_f32 vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_u_f32 vcc_lo, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_u_f32 vcc_lo, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_u_f32 vcc_lo, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_u_f32 vcc, v1, v2 quad_perm:[3,2,1,0]
v_cmp_u_f32 vcc, v1, v2 quad_perm:[0,1,2,3]
v_cmp_u_f32 vcc, v1, v2 row_mirror
v_cmp_u_f32 vcc, v1, v2 row_half_mirror
v_cmp_u_f32 vcc, v1, v2 row_shl:1
v_cmp_u_f32 vcc, v1, v2 row_shl:15
v_cmp_u_f32 vcc, v1, v2 row_shr:1
v_cmp_u_f32 vcc, v1, v2 row_shr:15
v_cmp_u_f32 vcc, v1, v2 row_ror:1
v_cmp_u_f32 vcc, v1, v2 row_ror:15
v_cmp_u_f32 vcc, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_u_f32 vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_u_f32 vcc, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_u_f32 vcc, -|v255|, -|v255| row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
// the earlier loop's lines not in LLVM's file
v_cmp_eq_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lg_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_neq_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nge_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ngt_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nle_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlg_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlt_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_o_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_tru_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_u_f32 vcc_lo, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1

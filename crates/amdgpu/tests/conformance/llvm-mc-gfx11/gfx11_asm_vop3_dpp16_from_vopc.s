// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_dpp16_from_vopc.s @2811a388560edd7c9bd7136c42a47371ac09d3f2, 350266 chars; read: chars 0-350266, all 22 pages; the opcode blocks are written by tools/conformance_loops/vop3_dpp16_from_vopc.py in the shape those pages show (per VOPC opcode with a DPP form, in the file's order: 13 wave32 lines, the same 13 with wave64 destinations, which llvm-mc-22 refuses in wave32, and the null line; float compares with the |v1|,-v2 / -v1,|v2| / -|v255|,-|v255| clamp modifiers, integer ones plain, class ones -|v255| on the null line), which reproduces every line of the file (each page was compared with it); then the earlier loop's lines (llvm-mc-22's forms, not LLVM's lines) that these do not hold (1779 lines in all; check lines omitted)
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 -show-encoding %s | FileCheck --check-prefixes=GFX11,W32 %s
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=-wavefrontsize32,+wavefrontsize64 -show-encoding %s | FileCheck --check-prefixes=GFX11,W64 %s
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32,-wavefrontsize64 %s 2>&1 | FileCheck --check-prefix=W32-ERR --implicit-check-not=error: %s
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=-wavefrontsize32,+wavefrontsize64 %s 2>&1 | FileCheck --check-prefix=W64-ERR --implicit-check-not=error: %s
v_cmp_class_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_class_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_class_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_class_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_class_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_class_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_class_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_class_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_class_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_class_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_class_f16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_class_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_class_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_class_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_class_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_class_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_class_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_class_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_class_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_class_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_class_f16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f16_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_class_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_class_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_class_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_class_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_class_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_class_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_class_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_class_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_class_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_class_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_class_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_class_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_class_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_class_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_class_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_class_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_class_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_class_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_class_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_class_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_class_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_class_f32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_class_f32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_class_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_eq_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_eq_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_eq_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_eq_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_eq_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_eq_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_eq_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_eq_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_eq_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_eq_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_eq_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_eq_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_eq_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_eq_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_eq_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_eq_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_eq_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_eq_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_eq_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_eq_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_eq_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_eq_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_eq_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_eq_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_eq_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_eq_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_eq_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_i16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_i16_e64_dpp s5, v1, v2 row_mirror
v_cmp_eq_i16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_eq_i16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_eq_i16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_eq_i16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_eq_i16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_eq_i16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_eq_i16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_eq_i16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_i16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_i16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_i16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_i16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_eq_i16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_eq_i16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_eq_i16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_eq_i16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_eq_i16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_eq_i16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_eq_i16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_eq_i16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_i16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_i16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_i16_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_i32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_i32_e64_dpp s5, v1, v2 row_mirror
v_cmp_eq_i32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_eq_i32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_eq_i32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_eq_i32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_eq_i32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_eq_i32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_eq_i32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_eq_i32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_i32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_i32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_i32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_i32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_eq_i32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_eq_i32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_eq_i32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_eq_i32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_eq_i32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_eq_i32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_eq_i32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_eq_i32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_i32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_i32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_i32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_u16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_u16_e64_dpp s5, v1, v2 row_mirror
v_cmp_eq_u16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_eq_u16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_eq_u16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_eq_u16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_eq_u16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_eq_u16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_eq_u16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_eq_u16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_u16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_u16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_u16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_u16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_eq_u16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_eq_u16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_eq_u16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_eq_u16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_eq_u16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_eq_u16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_eq_u16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_eq_u16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_u16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_u16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_u16_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_eq_u32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_u32_e64_dpp s5, v1, v2 row_mirror
v_cmp_eq_u32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_eq_u32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_eq_u32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_eq_u32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_eq_u32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_eq_u32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_eq_u32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_eq_u32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_u32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_u32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_u32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_eq_u32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_eq_u32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_eq_u32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_eq_u32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_eq_u32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_eq_u32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_eq_u32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_eq_u32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_eq_u32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_eq_u32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_u32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_u32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_f_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_f_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_f_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_f_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_f_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_f_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_f_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_f_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_f_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_f_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_f_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_f_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_f_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_f_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_f_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_f_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_f_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_f_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_f_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_f_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_f_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_f_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_f_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_f_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_f_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_f_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_f_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_f_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_f_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_f_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_f_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_f_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_i32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_i32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_i32_e64_dpp s5, v1, v2 row_mirror
v_cmp_f_i32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_f_i32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_f_i32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_f_i32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_f_i32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_f_i32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_f_i32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_f_i32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_i32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_i32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_i32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_i32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_i32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_f_i32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_f_i32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_f_i32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_f_i32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_f_i32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_f_i32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_f_i32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_f_i32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_i32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_i32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_i32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_u32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_u32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_u32_e64_dpp s5, v1, v2 row_mirror
v_cmp_f_u32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_f_u32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_f_u32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_f_u32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_f_u32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_f_u32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_f_u32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_f_u32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_u32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_u32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_u32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_f_u32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_f_u32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_f_u32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_f_u32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_f_u32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_f_u32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_f_u32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_f_u32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_f_u32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_f_u32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_f_u32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_u32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_u32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_ge_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_ge_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_ge_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_ge_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_ge_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_ge_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_ge_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_ge_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_ge_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_ge_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_ge_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_ge_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_ge_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_ge_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_ge_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_ge_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_ge_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_ge_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_ge_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_ge_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_ge_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_ge_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_ge_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_ge_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_ge_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_ge_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_ge_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_ge_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_ge_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_ge_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_ge_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_ge_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_i16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_i16_e64_dpp s5, v1, v2 row_mirror
v_cmp_ge_i16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_ge_i16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_ge_i16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_ge_i16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_ge_i16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_ge_i16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_ge_i16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_ge_i16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_i16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_i16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_i16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_i16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_ge_i16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_ge_i16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_ge_i16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_ge_i16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_ge_i16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_ge_i16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_ge_i16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_ge_i16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_i16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_i16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_i16_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_i32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_i32_e64_dpp s5, v1, v2 row_mirror
v_cmp_ge_i32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_ge_i32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_ge_i32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_ge_i32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_ge_i32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_ge_i32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_ge_i32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_ge_i32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_i32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_i32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_i32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_i32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_ge_i32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_ge_i32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_ge_i32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_ge_i32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_ge_i32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_ge_i32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_ge_i32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_ge_i32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_i32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_i32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_i32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_u16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_u16_e64_dpp s5, v1, v2 row_mirror
v_cmp_ge_u16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_ge_u16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_ge_u16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_ge_u16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_ge_u16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_ge_u16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_ge_u16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_ge_u16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_u16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_u16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_u16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_u16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_ge_u16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_ge_u16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_ge_u16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_ge_u16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_ge_u16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_ge_u16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_ge_u16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_ge_u16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_u16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_u16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_u16_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_u32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_u32_e64_dpp s5, v1, v2 row_mirror
v_cmp_ge_u32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_ge_u32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_ge_u32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_ge_u32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_ge_u32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_ge_u32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_ge_u32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_ge_u32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_u32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_u32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_u32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_ge_u32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_ge_u32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_ge_u32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_ge_u32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_ge_u32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_ge_u32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_ge_u32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_ge_u32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_ge_u32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ge_u32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_u32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_u32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_gt_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_gt_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_gt_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_gt_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_gt_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_gt_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_gt_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_gt_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_gt_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_gt_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_gt_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_gt_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_gt_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_gt_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_gt_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_gt_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_gt_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_gt_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_gt_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_gt_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_gt_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_gt_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_gt_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_gt_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_gt_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_gt_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_gt_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_gt_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_gt_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_gt_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_gt_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_gt_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_i16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_i16_e64_dpp s5, v1, v2 row_mirror
v_cmp_gt_i16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_gt_i16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_gt_i16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_gt_i16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_gt_i16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_gt_i16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_gt_i16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_gt_i16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_i16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_i16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_i16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_i16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_gt_i16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_gt_i16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_gt_i16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_gt_i16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_gt_i16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_gt_i16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_gt_i16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_gt_i16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_i16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_i16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_i16_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_i32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_i32_e64_dpp s5, v1, v2 row_mirror
v_cmp_gt_i32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_gt_i32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_gt_i32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_gt_i32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_gt_i32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_gt_i32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_gt_i32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_gt_i32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_i32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_i32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_i32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_i32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_gt_i32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_gt_i32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_gt_i32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_gt_i32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_gt_i32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_gt_i32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_gt_i32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_gt_i32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_i32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_i32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_i32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_u16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_u16_e64_dpp s5, v1, v2 row_mirror
v_cmp_gt_u16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_gt_u16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_gt_u16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_gt_u16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_gt_u16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_gt_u16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_gt_u16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_gt_u16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_u16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_u16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_u16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_u16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_gt_u16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_gt_u16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_gt_u16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_gt_u16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_gt_u16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_gt_u16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_gt_u16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_gt_u16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_u16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_u16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_u16_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_u32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_u32_e64_dpp s5, v1, v2 row_mirror
v_cmp_gt_u32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_gt_u32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_gt_u32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_gt_u32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_gt_u32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_gt_u32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_gt_u32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_gt_u32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_u32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_u32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_u32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_gt_u32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_gt_u32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_gt_u32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_gt_u32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_gt_u32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_gt_u32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_gt_u32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_gt_u32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_gt_u32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_gt_u32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_u32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_u32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_le_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_le_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_le_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_le_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_le_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_le_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_le_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_le_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_le_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_le_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_le_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_le_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_le_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_le_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_le_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_le_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_le_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_le_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_le_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_le_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_le_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_le_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_le_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_le_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_le_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_le_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_le_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_le_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_le_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_le_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_le_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_le_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_i16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_i16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_i16_e64_dpp s5, v1, v2 row_mirror
v_cmp_le_i16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_le_i16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_le_i16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_le_i16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_le_i16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_le_i16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_le_i16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_le_i16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_i16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_i16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_i16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_i16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_i16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_le_i16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_le_i16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_le_i16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_le_i16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_le_i16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_le_i16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_le_i16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_le_i16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_i16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_i16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_i16_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_i32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_i32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_i32_e64_dpp s5, v1, v2 row_mirror
v_cmp_le_i32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_le_i32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_le_i32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_le_i32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_le_i32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_le_i32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_le_i32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_le_i32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_i32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_i32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_i32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_i32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_i32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_le_i32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_le_i32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_le_i32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_le_i32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_le_i32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_le_i32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_le_i32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_le_i32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_i32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_i32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_i32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_u16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_u16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_u16_e64_dpp s5, v1, v2 row_mirror
v_cmp_le_u16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_le_u16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_le_u16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_le_u16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_le_u16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_le_u16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_le_u16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_le_u16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_u16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_u16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_u16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_u16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_u16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_le_u16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_le_u16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_le_u16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_le_u16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_le_u16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_le_u16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_le_u16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_le_u16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_u16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_u16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_u16_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_u32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_u32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_u32_e64_dpp s5, v1, v2 row_mirror
v_cmp_le_u32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_le_u32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_le_u32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_le_u32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_le_u32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_le_u32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_le_u32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_le_u32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_u32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_u32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_u32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_le_u32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_le_u32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_le_u32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_le_u32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_le_u32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_le_u32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_le_u32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_le_u32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_le_u32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_le_u32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_le_u32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_u32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_u32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lg_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lg_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_lg_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_lg_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_lg_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_lg_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_lg_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_lg_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_lg_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_lg_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lg_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lg_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lg_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_lg_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_lg_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_lg_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_lg_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_lg_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_lg_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_lg_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_lg_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_lg_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lg_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lg_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lg_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lg_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lg_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_lg_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_lg_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_lg_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_lg_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_lg_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_lg_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_lg_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_lg_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lg_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lg_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lg_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_lg_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_lg_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_lg_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_lg_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_lg_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_lg_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_lg_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_lg_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_lg_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lg_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lg_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lg_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_lt_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_lt_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_lt_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_lt_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_lt_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_lt_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_lt_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_lt_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_lt_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_lt_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_lt_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_lt_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_lt_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_lt_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_lt_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_lt_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_lt_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_lt_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_lt_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_lt_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_lt_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_lt_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_lt_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_lt_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_lt_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_lt_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_lt_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_lt_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_lt_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_lt_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_lt_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_lt_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_i16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_i16_e64_dpp s5, v1, v2 row_mirror
v_cmp_lt_i16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_lt_i16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_lt_i16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_lt_i16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_lt_i16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_lt_i16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_lt_i16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_lt_i16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_i16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_i16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_i16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_i16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_lt_i16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_lt_i16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_lt_i16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_lt_i16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_lt_i16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_lt_i16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_lt_i16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_lt_i16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_i16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_i16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_i16_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_i32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_i32_e64_dpp s5, v1, v2 row_mirror
v_cmp_lt_i32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_lt_i32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_lt_i32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_lt_i32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_lt_i32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_lt_i32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_lt_i32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_lt_i32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_i32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_i32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_i32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_i32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_lt_i32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_lt_i32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_lt_i32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_lt_i32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_lt_i32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_lt_i32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_lt_i32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_lt_i32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_i32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_i32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_i32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_u16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_u16_e64_dpp s5, v1, v2 row_mirror
v_cmp_lt_u16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_lt_u16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_lt_u16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_lt_u16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_lt_u16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_lt_u16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_lt_u16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_lt_u16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_u16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_u16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_u16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_u16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_lt_u16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_lt_u16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_lt_u16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_lt_u16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_lt_u16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_lt_u16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_lt_u16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_lt_u16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_u16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_u16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_u16_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_u32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_u32_e64_dpp s5, v1, v2 row_mirror
v_cmp_lt_u32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_lt_u32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_lt_u32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_lt_u32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_lt_u32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_lt_u32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_lt_u32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_lt_u32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_u32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_u32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_u32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_lt_u32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_lt_u32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_lt_u32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_lt_u32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_lt_u32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_lt_u32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_lt_u32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_lt_u32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_lt_u32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_lt_u32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_u32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_u32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ne_i16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_i16_e64_dpp s5, v1, v2 row_mirror
v_cmp_ne_i16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_ne_i16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_ne_i16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_ne_i16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_ne_i16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_ne_i16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_ne_i16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_ne_i16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_i16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_i16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_i16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_i16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_ne_i16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_ne_i16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_ne_i16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_ne_i16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_ne_i16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_ne_i16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_ne_i16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_ne_i16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_i16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_i16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_i16_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ne_i32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_i32_e64_dpp s5, v1, v2 row_mirror
v_cmp_ne_i32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_ne_i32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_ne_i32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_ne_i32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_ne_i32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_ne_i32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_ne_i32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_ne_i32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_i32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_i32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_i32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_i32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_ne_i32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_ne_i32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_ne_i32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_ne_i32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_ne_i32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_ne_i32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_ne_i32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_ne_i32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_i32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_i32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_i32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ne_u16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_u16_e64_dpp s5, v1, v2 row_mirror
v_cmp_ne_u16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_ne_u16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_ne_u16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_ne_u16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_ne_u16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_ne_u16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_ne_u16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_ne_u16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_u16_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_u16_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_u16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_u16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_ne_u16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_ne_u16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_ne_u16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_ne_u16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_ne_u16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_ne_u16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_ne_u16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_ne_u16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_u16_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_u16_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_u16_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ne_u32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_u32_e64_dpp s5, v1, v2 row_mirror
v_cmp_ne_u32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_ne_u32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_ne_u32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_ne_u32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_ne_u32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_ne_u32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_ne_u32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_ne_u32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_u32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_u32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_u32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_ne_u32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_ne_u32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_ne_u32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_ne_u32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_ne_u32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_ne_u32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_ne_u32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_ne_u32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_ne_u32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ne_u32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ne_u32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ne_u32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_neq_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_neq_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_neq_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_neq_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_neq_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_neq_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_neq_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_neq_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_neq_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_neq_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_neq_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_neq_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_neq_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_neq_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_neq_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_neq_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_neq_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_neq_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_neq_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_neq_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_neq_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_neq_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_neq_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_neq_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_neq_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_neq_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_neq_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_neq_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_neq_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_neq_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_neq_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_neq_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_neq_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_neq_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_neq_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_neq_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_neq_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_neq_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_neq_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_neq_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_neq_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_neq_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_neq_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_neq_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_neq_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_neq_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_neq_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_neq_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_neq_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_neq_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nge_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nge_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_nge_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_nge_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_nge_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_nge_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_nge_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_nge_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_nge_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_nge_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nge_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nge_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nge_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_nge_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_nge_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_nge_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_nge_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_nge_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_nge_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_nge_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_nge_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_nge_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nge_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nge_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nge_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nge_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nge_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_nge_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_nge_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_nge_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_nge_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_nge_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_nge_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_nge_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_nge_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nge_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nge_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nge_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_nge_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_nge_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_nge_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_nge_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_nge_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_nge_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_nge_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_nge_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_nge_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nge_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nge_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nge_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ngt_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ngt_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_ngt_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_ngt_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_ngt_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_ngt_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_ngt_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_ngt_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_ngt_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_ngt_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ngt_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ngt_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ngt_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_ngt_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_ngt_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_ngt_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_ngt_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_ngt_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_ngt_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_ngt_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_ngt_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_ngt_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ngt_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ngt_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ngt_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ngt_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_ngt_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_ngt_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_ngt_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_ngt_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_ngt_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_ngt_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_ngt_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_ngt_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_ngt_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ngt_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ngt_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ngt_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_ngt_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_ngt_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_ngt_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_ngt_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_ngt_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_ngt_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_ngt_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_ngt_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_ngt_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_ngt_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ngt_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ngt_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nle_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nle_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_nle_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_nle_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_nle_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_nle_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_nle_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_nle_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_nle_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_nle_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nle_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nle_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nle_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_nle_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_nle_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_nle_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_nle_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_nle_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_nle_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_nle_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_nle_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_nle_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nle_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nle_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nle_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nle_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nle_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_nle_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_nle_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_nle_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_nle_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_nle_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_nle_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_nle_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_nle_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nle_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nle_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nle_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_nle_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_nle_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_nle_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_nle_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_nle_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_nle_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_nle_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_nle_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_nle_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nle_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nle_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nle_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlg_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlg_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_nlg_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_nlg_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_nlg_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_nlg_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_nlg_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_nlg_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_nlg_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_nlg_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlg_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlg_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlg_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlg_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_nlg_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_nlg_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_nlg_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_nlg_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_nlg_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_nlg_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_nlg_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_nlg_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlg_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlg_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlg_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlg_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlg_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_nlg_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_nlg_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_nlg_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_nlg_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_nlg_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_nlg_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_nlg_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_nlg_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlg_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlg_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlg_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlg_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_nlg_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_nlg_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_nlg_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_nlg_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_nlg_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_nlg_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_nlg_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_nlg_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlg_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlg_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlg_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlt_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlt_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_nlt_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_nlt_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_nlt_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_nlt_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_nlt_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_nlt_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_nlt_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_nlt_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlt_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlt_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlt_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlt_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_nlt_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_nlt_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_nlt_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_nlt_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_nlt_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_nlt_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_nlt_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_nlt_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlt_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlt_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlt_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlt_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlt_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_nlt_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_nlt_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_nlt_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_nlt_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_nlt_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_nlt_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_nlt_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_nlt_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlt_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlt_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlt_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_nlt_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_nlt_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_nlt_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_nlt_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_nlt_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_nlt_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_nlt_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_nlt_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_nlt_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_nlt_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlt_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlt_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_o_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_o_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_o_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_o_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_o_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_o_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_o_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_o_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_o_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_o_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_o_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_o_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_o_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_o_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_o_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_o_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_o_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_o_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_o_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_o_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_o_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_o_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_o_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_o_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_o_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_o_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_o_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_o_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_o_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_o_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_o_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_o_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_o_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_o_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_o_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_o_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_o_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_o_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_o_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_o_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_o_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_o_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_o_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_o_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_o_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_o_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_o_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_o_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_o_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_o_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_o_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_o_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_o_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_o_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_t_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_t_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_t_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_t_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_t_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_t_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_t_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_t_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_t_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_t_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_t_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_t_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_t_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_t_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_t_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_t_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_t_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_t_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_t_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_t_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_t_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_t_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_t_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_t_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_t_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_t_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_t_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_t_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_t_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_t_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_t_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_t_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_i32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_i32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_i32_e64_dpp s5, v1, v2 row_mirror
v_cmp_t_i32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_t_i32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_t_i32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_t_i32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_t_i32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_t_i32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_t_i32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_t_i32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_i32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_i32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_i32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_i32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_i32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_t_i32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_t_i32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_t_i32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_t_i32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_t_i32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_t_i32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_t_i32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_t_i32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_i32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_i32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_i32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_u32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_u32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_u32_e64_dpp s5, v1, v2 row_mirror
v_cmp_t_u32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_t_u32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_t_u32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_t_u32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_t_u32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_t_u32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_t_u32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_t_u32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_u32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_u32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_u32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_t_u32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_t_u32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_t_u32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_t_u32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_t_u32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_t_u32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_t_u32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_t_u32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_t_u32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_t_u32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_t_u32_e64_dpp vcc, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_u32_e64_dpp ttmp[14:15], v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_u32_e64_dpp null, v255, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_tru_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_tru_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_tru_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_tru_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_tru_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_tru_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_tru_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_tru_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_tru_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_tru_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_tru_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_tru_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_tru_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_tru_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_tru_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_tru_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_tru_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_tru_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_tru_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_tru_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_tru_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_tru_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_tru_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_tru_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_tru_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_tru_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_tru_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_tru_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_tru_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_tru_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_tru_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_tru_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_tru_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_tru_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_tru_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_tru_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_tru_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_tru_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_tru_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_tru_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_tru_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_tru_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_tru_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_tru_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_tru_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_tru_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_tru_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_tru_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_tru_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_tru_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_u_f16_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_u_f16_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_u_f16_e64_dpp s5, v1, v2 row_mirror
v_cmp_u_f16_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_u_f16_e64_dpp s5, v1, v2 row_shl:1
v_cmp_u_f16_e64_dpp s5, v1, v2 row_shl:15
v_cmp_u_f16_e64_dpp s5, v1, v2 row_shr:1
v_cmp_u_f16_e64_dpp s5, v1, v2 row_shr:15
v_cmp_u_f16_e64_dpp s5, v1, v2 row_ror:1
v_cmp_u_f16_e64_dpp s105, v1, v2 row_ror:15
v_cmp_u_f16_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_u_f16_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_u_f16_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_u_f16_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_u_f16_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_u_f16_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_u_f16_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_u_f16_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_u_f16_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_u_f16_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_u_f16_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_u_f16_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_u_f16_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_u_f16_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_u_f16_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_u_f16_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_u_f16_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_u_f32_e64_dpp s5, v1, v2 quad_perm:[3,2,1,0]
v_cmp_u_f32_e64_dpp s5, v1, v2 quad_perm:[0,1,2,3]
v_cmp_u_f32_e64_dpp s5, v1, v2 row_mirror
v_cmp_u_f32_e64_dpp s5, v1, v2 row_half_mirror
v_cmp_u_f32_e64_dpp s5, v1, v2 row_shl:1
v_cmp_u_f32_e64_dpp s5, v1, v2 row_shl:15
v_cmp_u_f32_e64_dpp s5, v1, v2 row_shr:1
v_cmp_u_f32_e64_dpp s5, v1, v2 row_shr:15
v_cmp_u_f32_e64_dpp s5, v1, v2 row_ror:1
v_cmp_u_f32_e64_dpp s105, v1, v2 row_ror:15
v_cmp_u_f32_e64_dpp vcc_lo, v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_u_f32_e64_dpp vcc_hi, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_u_f32_e64_dpp ttmp15, -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_u_f32_e64_dpp s[10:11], v1, v2 quad_perm:[3,2,1,0]
v_cmp_u_f32_e64_dpp s[10:11], v1, v2 quad_perm:[0,1,2,3]
v_cmp_u_f32_e64_dpp s[10:11], v1, v2 row_mirror
v_cmp_u_f32_e64_dpp s[10:11], v1, v2 row_half_mirror
v_cmp_u_f32_e64_dpp s[10:11], v1, v2 row_shl:1
v_cmp_u_f32_e64_dpp s[10:11], v1, v2 row_shl:15
v_cmp_u_f32_e64_dpp s[10:11], v1, v2 row_shr:1
v_cmp_u_f32_e64_dpp s[10:11], v1, v2 row_shr:15
v_cmp_u_f32_e64_dpp s[10:11], v1, v2 row_ror:1
v_cmp_u_f32_e64_dpp s[10:11], v1, v2 row_ror:15
v_cmp_u_f32_e64_dpp s[104:105], v1, v2 row_share:0 row_mask:0xf bank_mask:0xf
v_cmp_u_f32_e64_dpp vcc, |v1|, -v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_u_f32_e64_dpp ttmp[14:15], -v1, |v2| row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_u_f32_e64_dpp null, -|v255|, -|v255| clamp row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
// the earlier loop's lines not in LLVM's blocks
v_cmp_eq_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_eq_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_eq_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_f_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_f_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_f_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ge_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ge_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ge_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_gt_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_gt_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_gt_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_le_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_le_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_le_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lg_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lg_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lg_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_lt_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_lt_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_lt_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_neq_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_neq_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_neq_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nge_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nge_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nge_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_ngt_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_ngt_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_ngt_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nle_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nle_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nle_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlg_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlg_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlg_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_nlt_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_nlt_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_nlt_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_o_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_o_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_o_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_t_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_t_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_t_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_tru_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_tru_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_tru_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1
v_cmp_u_f32_e64_dpp vcc_hi, v1, v2 row_share:15 row_mask:0x0 bank_mask:0x1
v_cmp_u_f32_e64_dpp ttmp15, v1, v2 row_xmask:0 row_mask:0x1 bank_mask:0x3 bound_ctrl:1 fi:0
v_cmp_u_f32_e64_dpp null, -|v255|, v255 row_xmask:15 row_mask:0x3 bank_mask:0x0 bound_ctrl:0 fi:1

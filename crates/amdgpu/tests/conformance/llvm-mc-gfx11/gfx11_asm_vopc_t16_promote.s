// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vopc_t16_promote.s @09e0a92ca14fda2dd6849f2ac986ad51b29cb962 (the version of 118136 chars; 2811a388 not stored), whole file (118136 chars) (RUN line and all 679 instruction lines, in the file's order, duplicates kept; check lines omitted; written by tools/conformance_loops/vopc_t16_promote.py, whose --rebuild (llvm-mc-22's wave64 answers as the check lines) is 118136 chars and equal to the pages read at 0, 48000, 80000 and 112000 (start and end of each) -- the file is wave64 only: every line writes vcc, which llvm-mc-22 refuses in wave32, so these are counted as refused; after them, under a comment, the loop's 341 wave32 forms (the same lines with vcc_lo, once each), not lines of LLVM's file)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64,+real-true16 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 %s
v_cmp_class_f16 vcc, v1, v255
v_cmp_class_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_class_f16 vcc, v127, v255
v_cmp_class_f16 vcc, v127, v255
v_cmp_class_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_class_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_class_f16 vcc, v128, v2
v_cmp_class_f16 vcc, v128, v2
v_cmp_class_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_class_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_class_f16 vcc, vcc_hi, v255
v_cmp_class_f16 vcc, vcc_hi, v255
v_cmp_class_f16 vcc, vcc_lo, v255
v_cmp_class_f16 vcc, vcc_lo, v255
v_cmp_eq_f16 vcc, v1, v255
v_cmp_eq_f16 vcc, v1, v255
v_cmp_eq_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_f16 vcc, v127, v255
v_cmp_eq_f16 vcc, v127, v255
v_cmp_eq_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_f16 vcc, v128, v2
v_cmp_eq_f16 vcc, v128, v2
v_cmp_eq_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f16 vcc, vcc_hi, v255
v_cmp_eq_f16 vcc, vcc_hi, v255
v_cmp_eq_f16 vcc, vcc_lo, v255
v_cmp_eq_f16 vcc, vcc_lo, v255
v_cmp_eq_i16 vcc, v1, v255
v_cmp_eq_i16 vcc, v1, v255
v_cmp_eq_i16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_i16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_i16 vcc, v127, v255
v_cmp_eq_i16 vcc, v127, v255
v_cmp_eq_i16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_i16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_i16 vcc, v128, v2
v_cmp_eq_i16 vcc, v128, v2
v_cmp_eq_i16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i16 vcc, vcc_hi, v255
v_cmp_eq_i16 vcc, vcc_hi, v255
v_cmp_eq_i16 vcc, vcc_lo, v255
v_cmp_eq_i16 vcc, vcc_lo, v255
v_cmp_eq_u16 vcc, v1, v255
v_cmp_eq_u16 vcc, v1, v255
v_cmp_eq_u16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_u16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_u16 vcc, v127, v255
v_cmp_eq_u16 vcc, v127, v255
v_cmp_eq_u16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_u16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_u16 vcc, v128, v2
v_cmp_eq_u16 vcc, v128, v2
v_cmp_eq_u16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u16 vcc, vcc_hi, v255
v_cmp_eq_u16 vcc, vcc_hi, v255
v_cmp_eq_u16 vcc, vcc_lo, v255
v_cmp_eq_u16 vcc, vcc_lo, v255
v_cmp_f_f16 vcc, v1, v255
v_cmp_f_f16 vcc, v1, v255
v_cmp_f_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_f_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_f_f16 vcc, v127, v255
v_cmp_f_f16 vcc, v127, v255
v_cmp_f_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_f_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_f_f16 vcc, v128, v2
v_cmp_f_f16 vcc, v128, v2
v_cmp_f_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_f_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_f_f16 vcc, vcc_hi, v255
v_cmp_f_f16 vcc, vcc_hi, v255
v_cmp_f_f16 vcc, vcc_lo, v255
v_cmp_f_f16 vcc, vcc_lo, v255
v_cmp_ge_f16 vcc, v1, v255
v_cmp_ge_f16 vcc, v1, v255
v_cmp_ge_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_f16 vcc, v127, v255
v_cmp_ge_f16 vcc, v127, v255
v_cmp_ge_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_f16 vcc, v128, v2
v_cmp_ge_f16 vcc, v128, v2
v_cmp_ge_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f16 vcc, vcc_hi, v255
v_cmp_ge_f16 vcc, vcc_hi, v255
v_cmp_ge_f16 vcc, vcc_lo, v255
v_cmp_ge_f16 vcc, vcc_lo, v255
v_cmp_ge_i16 vcc, v1, v255
v_cmp_ge_i16 vcc, v1, v255
v_cmp_ge_i16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_i16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_i16 vcc, v127, v255
v_cmp_ge_i16 vcc, v127, v255
v_cmp_ge_i16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_i16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_i16 vcc, v128, v2
v_cmp_ge_i16 vcc, v128, v2
v_cmp_ge_i16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i16 vcc, vcc_hi, v255
v_cmp_ge_i16 vcc, vcc_hi, v255
v_cmp_ge_i16 vcc, vcc_lo, v255
v_cmp_ge_i16 vcc, vcc_lo, v255
v_cmp_ge_u16 vcc, v1, v255
v_cmp_ge_u16 vcc, v1, v255
v_cmp_ge_u16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_u16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_u16 vcc, v127, v255
v_cmp_ge_u16 vcc, v127, v255
v_cmp_ge_u16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_u16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_u16 vcc, v128, v2
v_cmp_ge_u16 vcc, v128, v2
v_cmp_ge_u16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u16 vcc, vcc_hi, v255
v_cmp_ge_u16 vcc, vcc_hi, v255
v_cmp_ge_u16 vcc, vcc_lo, v255
v_cmp_ge_u16 vcc, vcc_lo, v255
v_cmp_gt_f16 vcc, v1, v255
v_cmp_gt_f16 vcc, v1, v255
v_cmp_gt_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_f16 vcc, v127, v255
v_cmp_gt_f16 vcc, v127, v255
v_cmp_gt_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_f16 vcc, v128, v2
v_cmp_gt_f16 vcc, v128, v2
v_cmp_gt_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f16 vcc, vcc_hi, v255
v_cmp_gt_f16 vcc, vcc_hi, v255
v_cmp_gt_f16 vcc, vcc_lo, v255
v_cmp_gt_f16 vcc, vcc_lo, v255
v_cmp_gt_i16 vcc, v1, v255
v_cmp_gt_i16 vcc, v1, v255
v_cmp_gt_i16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_i16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_i16 vcc, v127, v255
v_cmp_gt_i16 vcc, v127, v255
v_cmp_gt_i16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_i16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_i16 vcc, v128, v2
v_cmp_gt_i16 vcc, v128, v2
v_cmp_gt_i16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i16 vcc, vcc_hi, v255
v_cmp_gt_i16 vcc, vcc_hi, v255
v_cmp_gt_i16 vcc, vcc_lo, v255
v_cmp_gt_i16 vcc, vcc_lo, v255
v_cmp_gt_u16 vcc, v1, v255
v_cmp_gt_u16 vcc, v1, v255
v_cmp_gt_u16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_u16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_u16 vcc, v127, v255
v_cmp_gt_u16 vcc, v127, v255
v_cmp_gt_u16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_u16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_u16 vcc, v128, v2
v_cmp_gt_u16 vcc, v128, v2
v_cmp_gt_u16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u16 vcc, vcc_hi, v255
v_cmp_gt_u16 vcc, vcc_hi, v255
v_cmp_gt_u16 vcc, vcc_lo, v255
v_cmp_gt_u16 vcc, vcc_lo, v255
v_cmp_le_f16 vcc, v1, v255
v_cmp_le_f16 vcc, v1, v255
v_cmp_le_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_f16 vcc, v127, v255
v_cmp_le_f16 vcc, v127, v255
v_cmp_le_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_f16 vcc, v128, v2
v_cmp_le_f16 vcc, v128, v2
v_cmp_le_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_f16 vcc, vcc_hi, v255
v_cmp_le_f16 vcc, vcc_hi, v255
v_cmp_le_f16 vcc, vcc_lo, v255
v_cmp_le_f16 vcc, vcc_lo, v255
v_cmp_le_i16 vcc, v1, v255
v_cmp_le_i16 vcc, v1, v255
v_cmp_le_i16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_i16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_i16 vcc, v127, v255
v_cmp_le_i16 vcc, v127, v255
v_cmp_le_i16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_i16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_i16 vcc, v128, v2
v_cmp_le_i16 vcc, v128, v2
v_cmp_le_i16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_i16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_i16 vcc, vcc_hi, v255
v_cmp_le_i16 vcc, vcc_hi, v255
v_cmp_le_i16 vcc, vcc_lo, v255
v_cmp_le_i16 vcc, vcc_lo, v255
v_cmp_le_u16 vcc, v1, v255
v_cmp_le_u16 vcc, v1, v255
v_cmp_le_u16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_u16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_u16 vcc, v127, v255
v_cmp_le_u16 vcc, v127, v255
v_cmp_le_u16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_u16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_u16 vcc, v128, v2
v_cmp_le_u16 vcc, v128, v2
v_cmp_le_u16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_u16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_u16 vcc, vcc_hi, v255
v_cmp_le_u16 vcc, vcc_hi, v255
v_cmp_le_u16 vcc, vcc_lo, v255
v_cmp_le_u16 vcc, vcc_lo, v255
v_cmp_lg_f16 vcc, v1, v255
v_cmp_lg_f16 vcc, v1, v255
v_cmp_lg_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lg_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lg_f16 vcc, v127, v255
v_cmp_lg_f16 vcc, v127, v255
v_cmp_lg_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lg_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lg_f16 vcc, v128, v2
v_cmp_lg_f16 vcc, v128, v2
v_cmp_lg_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f16 vcc, vcc_hi, v255
v_cmp_lg_f16 vcc, vcc_hi, v255
v_cmp_lg_f16 vcc, vcc_lo, v255
v_cmp_lg_f16 vcc, vcc_lo, v255
v_cmp_lt_f16 vcc, v1.h, v255.h
v_cmp_lt_f16 vcc, v1.h, v255.h
v_cmp_lt_f16 vcc, v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc, v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc, v1.h, v255.h quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, v1.h, v255.h quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, v1.l, v255.l
v_cmp_lt_f16 vcc, v1.l, v255.l
v_cmp_lt_f16 vcc, v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc, v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc, v1.l, v255.l quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, v1.l, v255.l quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, v127.h, v255.h
v_cmp_lt_f16 vcc, v127.h, v255.h
v_cmp_lt_f16 vcc, v127.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc, v127.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc, v127.h, v255.h quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, v127.h, v255.h quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, v127.l, v255.l
v_cmp_lt_f16 vcc, v127.l, v255.l
v_cmp_lt_f16 vcc, v127.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc, v127.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc, v127.l, v255.l quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, v127.l, v255.l quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, v128.h, v2.h
v_cmp_lt_f16 vcc, v128.h, v2.h
v_cmp_lt_f16 vcc, v128.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc, v128.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc, v128.h, v2.h quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, v128.h, v2.h quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, v128.l, v2.l
v_cmp_lt_f16 vcc, v128.l, v2.l
v_cmp_lt_f16 vcc, v128.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc, v128.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc, v128.l, v2.l quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, v128.l, v2.l quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc, vcc_hi, v255.h
v_cmp_lt_f16 vcc, vcc_hi, v255.h
v_cmp_lt_f16 vcc, vcc_hi, v255.l
v_cmp_lt_f16 vcc, vcc_hi, v255.l
v_cmp_lt_f16 vcc, vcc_lo, v255.h
v_cmp_lt_f16 vcc, vcc_lo, v255.h
v_cmp_lt_f16 vcc, vcc_lo, v255.l
v_cmp_lt_f16 vcc, vcc_lo, v255.l
v_cmp_lt_i16 vcc, v1, v255
v_cmp_lt_i16 vcc, v1, v255
v_cmp_lt_i16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lt_i16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lt_i16 vcc, v127, v255
v_cmp_lt_i16 vcc, v127, v255
v_cmp_lt_i16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lt_i16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lt_i16 vcc, v128, v2
v_cmp_lt_i16 vcc, v128, v2
v_cmp_lt_i16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i16 vcc, vcc_hi, v255
v_cmp_lt_i16 vcc, vcc_hi, v255
v_cmp_lt_i16 vcc, vcc_lo, v255
v_cmp_lt_i16 vcc, vcc_lo, v255
v_cmp_lt_u16 vcc, v1, v255
v_cmp_lt_u16 vcc, v1, v255
v_cmp_lt_u16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lt_u16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lt_u16 vcc, v127, v255
v_cmp_lt_u16 vcc, v127, v255
v_cmp_lt_u16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lt_u16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lt_u16 vcc, v128, v2
v_cmp_lt_u16 vcc, v128, v2
v_cmp_lt_u16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u16 vcc, vcc_hi, v255
v_cmp_lt_u16 vcc, vcc_hi, v255
v_cmp_lt_u16 vcc, vcc_lo, v255
v_cmp_lt_u16 vcc, vcc_lo, v255
v_cmp_ne_i16 vcc, v1, v255
v_cmp_ne_i16 vcc, v1, v255
v_cmp_ne_i16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ne_i16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ne_i16 vcc, v127, v255
v_cmp_ne_i16 vcc, v127, v255
v_cmp_ne_i16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ne_i16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ne_i16 vcc, v128, v2
v_cmp_ne_i16 vcc, v128, v2
v_cmp_ne_i16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i16 vcc, vcc_hi, v255
v_cmp_ne_i16 vcc, vcc_hi, v255
v_cmp_ne_i16 vcc, vcc_lo, v255
v_cmp_ne_i16 vcc, vcc_lo, v255
v_cmp_ne_u16 vcc, v1, v255
v_cmp_ne_u16 vcc, v1, v255
v_cmp_ne_u16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ne_u16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ne_u16 vcc, v127, v255
v_cmp_ne_u16 vcc, v127, v255
v_cmp_ne_u16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ne_u16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ne_u16 vcc, v128, v2
v_cmp_ne_u16 vcc, v128, v2
v_cmp_ne_u16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u16 vcc, vcc_hi, v255
v_cmp_ne_u16 vcc, vcc_hi, v255
v_cmp_ne_u16 vcc, vcc_lo, v255
v_cmp_ne_u16 vcc, vcc_lo, v255
v_cmp_neq_f16 vcc, v1, v255
v_cmp_neq_f16 vcc, v1, v255
v_cmp_neq_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_neq_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_neq_f16 vcc, v127, v255
v_cmp_neq_f16 vcc, v127, v255
v_cmp_neq_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_neq_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_neq_f16 vcc, v128, v2
v_cmp_neq_f16 vcc, v128, v2
v_cmp_neq_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f16 vcc, vcc_hi, v255
v_cmp_neq_f16 vcc, vcc_hi, v255
v_cmp_neq_f16 vcc, vcc_lo, v255
v_cmp_neq_f16 vcc, vcc_lo, v255
v_cmp_nge_f16 vcc, v1, v255
v_cmp_nge_f16 vcc, v1, v255
v_cmp_nge_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nge_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nge_f16 vcc, v127, v255
v_cmp_nge_f16 vcc, v127, v255
v_cmp_nge_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nge_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nge_f16 vcc, v128, v2
v_cmp_nge_f16 vcc, v128, v2
v_cmp_nge_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f16 vcc, vcc_hi, v255
v_cmp_nge_f16 vcc, vcc_hi, v255
v_cmp_nge_f16 vcc, vcc_lo, v255
v_cmp_nge_f16 vcc, vcc_lo, v255
v_cmp_ngt_f16 vcc, v1, v255
v_cmp_ngt_f16 vcc, v1, v255
v_cmp_ngt_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ngt_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ngt_f16 vcc, v127, v255
v_cmp_ngt_f16 vcc, v127, v255
v_cmp_ngt_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ngt_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ngt_f16 vcc, v128, v2
v_cmp_ngt_f16 vcc, v128, v2
v_cmp_ngt_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f16 vcc, vcc_hi, v255
v_cmp_ngt_f16 vcc, vcc_hi, v255
v_cmp_ngt_f16 vcc, vcc_lo, v255
v_cmp_ngt_f16 vcc, vcc_lo, v255
v_cmp_nle_f16 vcc, v1, v255
v_cmp_nle_f16 vcc, v1, v255
v_cmp_nle_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nle_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nle_f16 vcc, v127, v255
v_cmp_nle_f16 vcc, v127, v255
v_cmp_nle_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nle_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nle_f16 vcc, v128, v2
v_cmp_nle_f16 vcc, v128, v2
v_cmp_nle_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f16 vcc, vcc_hi, v255
v_cmp_nle_f16 vcc, vcc_hi, v255
v_cmp_nle_f16 vcc, vcc_lo, v255
v_cmp_nle_f16 vcc, vcc_lo, v255
v_cmp_nlg_f16 vcc, v1, v255
v_cmp_nlg_f16 vcc, v1, v255
v_cmp_nlg_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nlg_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nlg_f16 vcc, v127, v255
v_cmp_nlg_f16 vcc, v127, v255
v_cmp_nlg_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nlg_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nlg_f16 vcc, v128, v2
v_cmp_nlg_f16 vcc, v128, v2
v_cmp_nlg_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f16 vcc, vcc_hi, v255
v_cmp_nlg_f16 vcc, vcc_hi, v255
v_cmp_nlg_f16 vcc, vcc_lo, v255
v_cmp_nlg_f16 vcc, vcc_lo, v255
v_cmp_nlt_f16 vcc, v1, v255
v_cmp_nlt_f16 vcc, v1, v255
v_cmp_nlt_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nlt_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nlt_f16 vcc, v127, v255
v_cmp_nlt_f16 vcc, v127, v255
v_cmp_nlt_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nlt_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nlt_f16 vcc, v128, v2
v_cmp_nlt_f16 vcc, v128, v2
v_cmp_nlt_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f16 vcc, vcc_hi, v255
v_cmp_nlt_f16 vcc, vcc_hi, v255
v_cmp_nlt_f16 vcc, vcc_lo, v255
v_cmp_nlt_f16 vcc, vcc_lo, v255
v_cmp_o_f16 vcc, v1, v255
v_cmp_o_f16 vcc, v1, v255
v_cmp_o_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_o_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_o_f16 vcc, v127, v255
v_cmp_o_f16 vcc, v127, v255
v_cmp_o_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_o_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_o_f16 vcc, v128, v2
v_cmp_o_f16 vcc, v128, v2
v_cmp_o_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_o_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_o_f16 vcc, vcc_hi, v255
v_cmp_o_f16 vcc, vcc_hi, v255
v_cmp_o_f16 vcc, vcc_lo, v255
v_cmp_o_f16 vcc, vcc_lo, v255
v_cmp_t_f16 vcc, v1, v255
v_cmp_t_f16 vcc, v1, v255
v_cmp_t_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_t_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_t_f16 vcc, v127, v255
v_cmp_t_f16 vcc, v127, v255
v_cmp_t_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_t_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_t_f16 vcc, v128, v2
v_cmp_t_f16 vcc, v128, v2
v_cmp_t_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_t_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_t_f16 vcc, vcc_hi, v255
v_cmp_t_f16 vcc, vcc_hi, v255
v_cmp_t_f16 vcc, vcc_lo, v255
v_cmp_t_f16 vcc, vcc_lo, v255
v_cmp_tru_f16 vcc, v1, v255
v_cmp_tru_f16 vcc, v1, v255
v_cmp_tru_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_tru_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_tru_f16 vcc, v127, v255
v_cmp_tru_f16 vcc, v127, v255
v_cmp_tru_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_tru_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_tru_f16 vcc, v128, v2
v_cmp_tru_f16 vcc, v128, v2
v_cmp_tru_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f16 vcc, vcc_hi, v255
v_cmp_tru_f16 vcc, vcc_hi, v255
v_cmp_tru_f16 vcc, vcc_lo, v255
v_cmp_tru_f16 vcc, vcc_lo, v255
v_cmp_u_f16 vcc, v1, v255
v_cmp_u_f16 vcc, v1, v255
v_cmp_u_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16 vcc, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_u_f16 vcc, v1, v255 quad_perm:[3,2,1,0]
v_cmp_u_f16 vcc, v127, v255
v_cmp_u_f16 vcc, v127, v255
v_cmp_u_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16 vcc, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_u_f16 vcc, v127, v255 quad_perm:[3,2,1,0]
v_cmp_u_f16 vcc, v128, v2
v_cmp_u_f16 vcc, v128, v2
v_cmp_u_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16 vcc, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_u_f16 vcc, v128, v2 quad_perm:[3,2,1,0]
v_cmp_u_f16 vcc, vcc_hi, v255
v_cmp_u_f16 vcc, vcc_hi, v255
v_cmp_u_f16 vcc, vcc_lo, v255
v_cmp_u_f16 vcc, vcc_lo, v255
// wave32 forms of the lines above (vcc_lo for vcc, once each), written by vopc_t16_promote.py --wave32; not lines of LLVM's file
v_cmp_class_f16 vcc_lo, v1, v255
v_cmp_class_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_class_f16 vcc_lo, v127, v255
v_cmp_class_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_class_f16 vcc_lo, v128, v2
v_cmp_class_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_class_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_class_f16 vcc_lo, vcc_hi, v255
v_cmp_class_f16 vcc_lo, vcc_lo, v255
v_cmp_eq_f16 vcc_lo, v1, v255
v_cmp_eq_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_f16 vcc_lo, v127, v255
v_cmp_eq_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_f16 vcc_lo, v128, v2
v_cmp_eq_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_f16 vcc_lo, vcc_hi, v255
v_cmp_eq_f16 vcc_lo, vcc_lo, v255
v_cmp_eq_i16 vcc_lo, v1, v255
v_cmp_eq_i16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_i16 vcc_lo, v127, v255
v_cmp_eq_i16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_i16 vcc_lo, v128, v2
v_cmp_eq_i16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_i16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_i16 vcc_lo, vcc_hi, v255
v_cmp_eq_i16 vcc_lo, vcc_lo, v255
v_cmp_eq_u16 vcc_lo, v1, v255
v_cmp_eq_u16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_eq_u16 vcc_lo, v127, v255
v_cmp_eq_u16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_eq_u16 vcc_lo, v128, v2
v_cmp_eq_u16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_eq_u16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_eq_u16 vcc_lo, vcc_hi, v255
v_cmp_eq_u16 vcc_lo, vcc_lo, v255
v_cmp_f_f16 vcc_lo, v1, v255
v_cmp_f_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_f_f16 vcc_lo, v127, v255
v_cmp_f_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_f_f16 vcc_lo, v128, v2
v_cmp_f_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_f_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_f_f16 vcc_lo, vcc_hi, v255
v_cmp_f_f16 vcc_lo, vcc_lo, v255
v_cmp_ge_f16 vcc_lo, v1, v255
v_cmp_ge_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_f16 vcc_lo, v127, v255
v_cmp_ge_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_f16 vcc_lo, v128, v2
v_cmp_ge_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_f16 vcc_lo, vcc_hi, v255
v_cmp_ge_f16 vcc_lo, vcc_lo, v255
v_cmp_ge_i16 vcc_lo, v1, v255
v_cmp_ge_i16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_i16 vcc_lo, v127, v255
v_cmp_ge_i16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_i16 vcc_lo, v128, v2
v_cmp_ge_i16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_i16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_i16 vcc_lo, vcc_hi, v255
v_cmp_ge_i16 vcc_lo, vcc_lo, v255
v_cmp_ge_u16 vcc_lo, v1, v255
v_cmp_ge_u16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ge_u16 vcc_lo, v127, v255
v_cmp_ge_u16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ge_u16 vcc_lo, v128, v2
v_cmp_ge_u16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ge_u16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ge_u16 vcc_lo, vcc_hi, v255
v_cmp_ge_u16 vcc_lo, vcc_lo, v255
v_cmp_gt_f16 vcc_lo, v1, v255
v_cmp_gt_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_f16 vcc_lo, v127, v255
v_cmp_gt_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_f16 vcc_lo, v128, v2
v_cmp_gt_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_f16 vcc_lo, vcc_hi, v255
v_cmp_gt_f16 vcc_lo, vcc_lo, v255
v_cmp_gt_i16 vcc_lo, v1, v255
v_cmp_gt_i16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_i16 vcc_lo, v127, v255
v_cmp_gt_i16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_i16 vcc_lo, v128, v2
v_cmp_gt_i16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_i16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_i16 vcc_lo, vcc_hi, v255
v_cmp_gt_i16 vcc_lo, vcc_lo, v255
v_cmp_gt_u16 vcc_lo, v1, v255
v_cmp_gt_u16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_gt_u16 vcc_lo, v127, v255
v_cmp_gt_u16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_gt_u16 vcc_lo, v128, v2
v_cmp_gt_u16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_gt_u16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_gt_u16 vcc_lo, vcc_hi, v255
v_cmp_gt_u16 vcc_lo, vcc_lo, v255
v_cmp_le_f16 vcc_lo, v1, v255
v_cmp_le_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_f16 vcc_lo, v127, v255
v_cmp_le_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_f16 vcc_lo, v128, v2
v_cmp_le_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_f16 vcc_lo, vcc_hi, v255
v_cmp_le_f16 vcc_lo, vcc_lo, v255
v_cmp_le_i16 vcc_lo, v1, v255
v_cmp_le_i16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_i16 vcc_lo, v127, v255
v_cmp_le_i16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_i16 vcc_lo, v128, v2
v_cmp_le_i16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_i16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_i16 vcc_lo, vcc_hi, v255
v_cmp_le_i16 vcc_lo, vcc_lo, v255
v_cmp_le_u16 vcc_lo, v1, v255
v_cmp_le_u16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_le_u16 vcc_lo, v127, v255
v_cmp_le_u16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_le_u16 vcc_lo, v128, v2
v_cmp_le_u16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_le_u16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_le_u16 vcc_lo, vcc_hi, v255
v_cmp_le_u16 vcc_lo, vcc_lo, v255
v_cmp_lg_f16 vcc_lo, v1, v255
v_cmp_lg_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lg_f16 vcc_lo, v127, v255
v_cmp_lg_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lg_f16 vcc_lo, v128, v2
v_cmp_lg_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lg_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lg_f16 vcc_lo, vcc_hi, v255
v_cmp_lg_f16 vcc_lo, vcc_lo, v255
v_cmp_lt_f16 vcc_lo, v1.h, v255.h
v_cmp_lt_f16 vcc_lo, v1.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc_lo, v1.h, v255.h quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc_lo, v1.l, v255.l
v_cmp_lt_f16 vcc_lo, v1.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc_lo, v1.l, v255.l quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc_lo, v127.h, v255.h
v_cmp_lt_f16 vcc_lo, v127.h, v255.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc_lo, v127.h, v255.h quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc_lo, v127.l, v255.l
v_cmp_lt_f16 vcc_lo, v127.l, v255.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc_lo, v127.l, v255.l quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc_lo, v128.h, v2.h
v_cmp_lt_f16 vcc_lo, v128.h, v2.h dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc_lo, v128.h, v2.h quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc_lo, v128.l, v2.l
v_cmp_lt_f16 vcc_lo, v128.l, v2.l dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_f16 vcc_lo, v128.l, v2.l quad_perm:[3,2,1,0]
v_cmp_lt_f16 vcc_lo, vcc_hi, v255.h
v_cmp_lt_f16 vcc_lo, vcc_hi, v255.l
v_cmp_lt_f16 vcc_lo, vcc_lo, v255.h
v_cmp_lt_f16 vcc_lo, vcc_lo, v255.l
v_cmp_lt_i16 vcc_lo, v1, v255
v_cmp_lt_i16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lt_i16 vcc_lo, v127, v255
v_cmp_lt_i16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lt_i16 vcc_lo, v128, v2
v_cmp_lt_i16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_i16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lt_i16 vcc_lo, vcc_hi, v255
v_cmp_lt_i16 vcc_lo, vcc_lo, v255
v_cmp_lt_u16 vcc_lo, v1, v255
v_cmp_lt_u16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_lt_u16 vcc_lo, v127, v255
v_cmp_lt_u16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_lt_u16 vcc_lo, v128, v2
v_cmp_lt_u16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_lt_u16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_lt_u16 vcc_lo, vcc_hi, v255
v_cmp_lt_u16 vcc_lo, vcc_lo, v255
v_cmp_ne_i16 vcc_lo, v1, v255
v_cmp_ne_i16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ne_i16 vcc_lo, v127, v255
v_cmp_ne_i16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ne_i16 vcc_lo, v128, v2
v_cmp_ne_i16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_i16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ne_i16 vcc_lo, vcc_hi, v255
v_cmp_ne_i16 vcc_lo, vcc_lo, v255
v_cmp_ne_u16 vcc_lo, v1, v255
v_cmp_ne_u16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ne_u16 vcc_lo, v127, v255
v_cmp_ne_u16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ne_u16 vcc_lo, v128, v2
v_cmp_ne_u16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ne_u16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ne_u16 vcc_lo, vcc_hi, v255
v_cmp_ne_u16 vcc_lo, vcc_lo, v255
v_cmp_neq_f16 vcc_lo, v1, v255
v_cmp_neq_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_neq_f16 vcc_lo, v127, v255
v_cmp_neq_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_neq_f16 vcc_lo, v128, v2
v_cmp_neq_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_neq_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_neq_f16 vcc_lo, vcc_hi, v255
v_cmp_neq_f16 vcc_lo, vcc_lo, v255
v_cmp_nge_f16 vcc_lo, v1, v255
v_cmp_nge_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nge_f16 vcc_lo, v127, v255
v_cmp_nge_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nge_f16 vcc_lo, v128, v2
v_cmp_nge_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nge_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nge_f16 vcc_lo, vcc_hi, v255
v_cmp_nge_f16 vcc_lo, vcc_lo, v255
v_cmp_ngt_f16 vcc_lo, v1, v255
v_cmp_ngt_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_ngt_f16 vcc_lo, v127, v255
v_cmp_ngt_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_ngt_f16 vcc_lo, v128, v2
v_cmp_ngt_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_ngt_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_ngt_f16 vcc_lo, vcc_hi, v255
v_cmp_ngt_f16 vcc_lo, vcc_lo, v255
v_cmp_nle_f16 vcc_lo, v1, v255
v_cmp_nle_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nle_f16 vcc_lo, v127, v255
v_cmp_nle_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nle_f16 vcc_lo, v128, v2
v_cmp_nle_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nle_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nle_f16 vcc_lo, vcc_hi, v255
v_cmp_nle_f16 vcc_lo, vcc_lo, v255
v_cmp_nlg_f16 vcc_lo, v1, v255
v_cmp_nlg_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nlg_f16 vcc_lo, v127, v255
v_cmp_nlg_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nlg_f16 vcc_lo, v128, v2
v_cmp_nlg_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlg_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nlg_f16 vcc_lo, vcc_hi, v255
v_cmp_nlg_f16 vcc_lo, vcc_lo, v255
v_cmp_nlt_f16 vcc_lo, v1, v255
v_cmp_nlt_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_nlt_f16 vcc_lo, v127, v255
v_cmp_nlt_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_nlt_f16 vcc_lo, v128, v2
v_cmp_nlt_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_nlt_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_nlt_f16 vcc_lo, vcc_hi, v255
v_cmp_nlt_f16 vcc_lo, vcc_lo, v255
v_cmp_o_f16 vcc_lo, v1, v255
v_cmp_o_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_o_f16 vcc_lo, v127, v255
v_cmp_o_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_o_f16 vcc_lo, v128, v2
v_cmp_o_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_o_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_o_f16 vcc_lo, vcc_hi, v255
v_cmp_o_f16 vcc_lo, vcc_lo, v255
v_cmp_t_f16 vcc_lo, v1, v255
v_cmp_t_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_t_f16 vcc_lo, v127, v255
v_cmp_t_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_t_f16 vcc_lo, v128, v2
v_cmp_t_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_t_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_t_f16 vcc_lo, vcc_hi, v255
v_cmp_t_f16 vcc_lo, vcc_lo, v255
v_cmp_tru_f16 vcc_lo, v1, v255
v_cmp_tru_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_tru_f16 vcc_lo, v127, v255
v_cmp_tru_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_tru_f16 vcc_lo, v128, v2
v_cmp_tru_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_tru_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_tru_f16 vcc_lo, vcc_hi, v255
v_cmp_tru_f16 vcc_lo, vcc_lo, v255
v_cmp_u_f16 vcc_lo, v1, v255
v_cmp_u_f16 vcc_lo, v1, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16 vcc_lo, v1, v255 quad_perm:[3,2,1,0]
v_cmp_u_f16 vcc_lo, v127, v255
v_cmp_u_f16 vcc_lo, v127, v255 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16 vcc_lo, v127, v255 quad_perm:[3,2,1,0]
v_cmp_u_f16 vcc_lo, v128, v2
v_cmp_u_f16 vcc_lo, v128, v2 dpp8:[7,6,5,4,3,2,1,0]
v_cmp_u_f16 vcc_lo, v128, v2 quad_perm:[3,2,1,0]
v_cmp_u_f16 vcc_lo, vcc_hi, v255
v_cmp_u_f16 vcc_lo, vcc_lo, v255

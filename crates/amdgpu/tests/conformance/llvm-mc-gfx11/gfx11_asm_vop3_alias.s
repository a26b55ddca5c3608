// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_alias.s @031e6b2a23a3f47f04b7fbe468b5dd75fea9908d, chars 0-518 of 518 (whole file: RUN line and both instruction lines; check lines omitted)
// RUN: llvm-mc -triple=amdgcn -mcpu=gfx1100 -show-encoding %s | FileCheck -check-prefix=GFX11 %s
v_cvt_pknorm_i16_f16 v5, v1, v2
v_cvt_pknorm_u16_f16 v5, v1, v2

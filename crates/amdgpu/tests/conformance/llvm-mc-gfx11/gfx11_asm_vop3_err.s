// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_vop3_err.s @0c541a56cf2b0213c6f92a0339ca4eb556009477, whole file (657 chars) (RUN and instruction lines; check lines omitted)
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize32 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=error: %s
// RUN: not llvm-mc -triple=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64 -show-encoding %s 2>&1 | FileCheck --check-prefix=GFX11 --implicit-check-not=error: %s
v_permlane16_b32 v5, v1, s2, s3 op_sel:[0, 0, 0, 1]
v_permlanex16_b32 v5, v1, s2, s3 op_sel:[0, 0, 1, 0]

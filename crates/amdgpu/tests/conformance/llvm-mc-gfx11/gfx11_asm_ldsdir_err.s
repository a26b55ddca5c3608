// source: llvm/llvm-project llvm/test/MC/AMDGPU/gfx11_asm_ldsdir_err.s @2811a388560edd7c9bd7136c42a47371ac09d3f2, whole file (853 chars) (RUN and instruction lines; check lines omitted)
// RUN: not llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s 2>&1 | FileCheck -check-prefix=GFX11 %s
lds_param_load v17, attr33.x
lds_param_load v17, attr33.y
lds_param_load v17, attr33.z
lds_param_load v17, attr33.w
lds_param_load v12, attr33.z wait_va_vdst:4
lds_param_load v12, attr33.w wait_va_vdst:2 wait_vm_vsrc:1

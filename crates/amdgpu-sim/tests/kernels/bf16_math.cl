#pragma OPENCL FP_CONTRACT OFF
// bfloat16 values widened to float, combined, and narrowed back (round to nearest even).
__kernel void bf16_math(__global const ushort *a, __global const ushort *b, __global ushort *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  __bf16 x = __builtin_bit_cast(__bf16, a[i]), y = __builtin_bit_cast(__bf16, b[i]);
  __bf16 r = (__bf16)((float)x * (float)y + 1.0f);
  out[i] = __builtin_bit_cast(ushort, r);
}

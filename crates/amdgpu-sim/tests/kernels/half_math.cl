// binary16 arithmetic: out = a * b + c, and a / (b + 2), as half.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_math(__global const half *a, __global const half *b, __global const half *c, __global half *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  out[2 * i] = a[i] * b[i] + c[i];
  out[2 * i + 1] = a[i] - b[i] * (half)0.5f;
}

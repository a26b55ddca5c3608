// Single-precision division and square root as OpenCL compiles them.
__kernel void float_div(__global const float *a, __global const float *b, __global float *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  out[2 * i] = a[i] / b[i];
  out[2 * i + 1] = __builtin_sqrtf(a[i]);
}

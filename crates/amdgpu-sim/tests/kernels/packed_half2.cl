// Packed 16-bit arithmetic on half2 and ushort2 (VOP3P).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void packed_half2(__global const half2 *a, __global const half2 *b, __global half2 *out,
                           __global const ushort2 *u, __global ushort2 *uout) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  out[2 * i] = a[i] * b[i] + a[i];
  out[2 * i + 1] = a[i] - b[i];
  uout[i] = u[i] + (ushort2)(3, 5);
}

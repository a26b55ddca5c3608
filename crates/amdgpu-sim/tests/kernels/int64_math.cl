// 64-bit integer arithmetic: multiply, shifts, division and remainder.
__kernel void int64_math(__global const ulong *a, __global const ulong *b, __global ulong *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  ulong x = a[i], y = b[i] | 1;
  out[4 * i + 0] = x * y + (x >> 7);
  out[4 * i + 1] = x / y;
  out[4 * i + 2] = x % y;
  out[4 * i + 3] = (ulong)((long)x >> 13) ^ (y << 3);
}

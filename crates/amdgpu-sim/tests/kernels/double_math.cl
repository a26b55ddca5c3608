// binary64 arithmetic: multiply-add, minimum, and comparisons.
__kernel void double_math(__global const double *a, __global const double *b, __global double *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  double x = a[i], y = b[i];
  out[3 * i] = __builtin_fma(x, y, 1.0);
  out[3 * i + 1] = x < y ? x - y : x * 0.5;
  out[3 * i + 2] = __builtin_fmin(x, y) + 2.0;
}

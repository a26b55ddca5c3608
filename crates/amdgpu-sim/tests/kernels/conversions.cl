#pragma OPENCL FP_CONTRACT OFF
// Integer <-> float conversions of several widths.
__kernel void conversions(__global const int *in, __global float *f, __global int *back, __global long *wide, __global double *d) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  int v = in[i];
  f[i] = (float)v * 0.5f;
  back[i] = (int)((float)v * 0.25f);
  wide[i] = (long)v * 3 - (long)((unsigned)v >> 3);
  d[i] = (double)v / 8.0 + (double)(float)v;
}

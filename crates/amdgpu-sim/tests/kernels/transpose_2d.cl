// out = transpose(in) for a w x h matrix, with 2D work-groups of 8 x 8.
__kernel void transpose_2d(__global const float *in, __global float *out, int w, int h) {
  int x = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 8;
  int y = __builtin_amdgcn_workitem_id_y() + __builtin_amdgcn_workgroup_id_y() * 8;
  if (x < w && y < h) out[x * h + y] = in[y * w + x];
}

// examples/vecadd2d.pisa in OpenCL C, for tools/backend_bench.sh:
// c[y][x] = a[y][x] + b[y][x] over a 2-D range; rows are w elements wide.
__kernel void vecadd2d(__global const float *a, __global const float *b, __global float *c, uint w, uint h) {
  uint x = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  uint y = __builtin_amdgcn_workgroup_id_y() * __builtin_amdgcn_workgroup_size_y() + __builtin_amdgcn_workitem_id_y();
  if (x >= w) return;
  if (y >= h) return;
  uint idx = y * w + x;
  c[idx] = a[idx] + b[idx];
}

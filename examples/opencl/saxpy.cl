// examples/saxpy.pisa in OpenCL C, for tools/backend_bench.sh: y[i] = a * x[i] + y[i]
// for i < n, fused (one rounding), with the work-item's index from its group's id,
// the enqueued group size and its local id.
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void saxpy(float a, __global const float *x, __global float *y, uint n) {
  uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  if (i >= n) return;
  y[i] = __builtin_fmaf(a, x[i], y[i]);
}

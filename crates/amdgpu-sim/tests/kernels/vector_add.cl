// c[i] = a[i] + b[i] over n elements.
__kernel void vector_add(__global const float *a, __global const float *b, __global float *c, int n) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x();
  if (i < n) c[i] = a[i] + b[i];
}

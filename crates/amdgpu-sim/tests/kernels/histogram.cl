// 16-bin histogram with global atomics.
__kernel void histogram(__global const uint *in, __global uint *bins) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  __atomic_fetch_add(&bins[in[i] % 16], 1u, __ATOMIC_RELAXED);
}

// A 32-bin histogram per work-group with LDS atomics, added into the global one.
__kernel void local_atomics(__global const uint *in, __global uint *bins) {
  __local uint local_bins[32];
  unsigned lid = __builtin_amdgcn_workitem_id_x();
  unsigned i = lid + __builtin_amdgcn_workgroup_id_x() * 64;
  if (lid < 32) local_bins[lid] = 0;
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  __builtin_amdgcn_s_barrier();
  __atomic_fetch_add(&local_bins[in[i] & 31], 1u, __ATOMIC_RELAXED);
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  __builtin_amdgcn_s_barrier();
  if (lid < 32) __atomic_fetch_add(&bins[lid], local_bins[lid], __ATOMIC_RELAXED);
}

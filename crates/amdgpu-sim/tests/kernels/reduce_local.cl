// Each work-group of 64 sums its slice in local memory with barriers; out[group] = sum.
__kernel void reduce_local(__global const int *in, __global int *out) {
  __local int tmp[64];
  unsigned lid = __builtin_amdgcn_workitem_id_x();
  unsigned gid = __builtin_amdgcn_workgroup_id_x();
  tmp[lid] = in[gid * 64 + lid];
  // The fence makes the store visible to the other wave of the group
  // before it passes the barrier (without it, strict mode reports a race).
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  __builtin_amdgcn_s_barrier();
  for (unsigned s = 32; s > 0; s >>= 1) {
    if (lid < s) tmp[lid] += tmp[lid + s];
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
    __builtin_amdgcn_s_barrier();
  }
  if (lid == 0) out[gid] = tmp[0];
}

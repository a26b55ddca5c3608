// Inclusive prefix sum of each work-group's 64 values (Hillis-Steele in local memory).
__kernel void prefix_scan(__global const int *in, __global int *out) {
  __local int buf[2][64];
  unsigned lid = __builtin_amdgcn_workitem_id_x();
  unsigned base = __builtin_amdgcn_workgroup_id_x() * 64;
  int src = 0;
  buf[0][lid] = in[base + lid];
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  __builtin_amdgcn_s_barrier();
  for (unsigned d = 1; d < 64; d <<= 1) {
    int v = buf[src][lid];
    if (lid >= d) v += buf[src][lid - d];
    buf[1 - src][lid] = v;
    src = 1 - src;
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
    __builtin_amdgcn_s_barrier();
  }
  out[base + lid] = buf[src][lid];
}

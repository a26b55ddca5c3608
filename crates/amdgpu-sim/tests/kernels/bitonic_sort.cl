// Sorts each work-group's 64 unsigned values ascending (bitonic network in local memory).
__kernel void bitonic_sort(__global uint *data) {
  __local uint v[64];
  unsigned lid = __builtin_amdgcn_workitem_id_x();
  unsigned base = __builtin_amdgcn_workgroup_id_x() * 64;
  v[lid] = data[base + lid];
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  __builtin_amdgcn_s_barrier();
  for (unsigned k = 2; k <= 64; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned p = lid ^ j;
      if (p > lid) {
        uint a = v[lid], b = v[p];
        int up = (lid & k) == 0;
        if ((a > b) == up) { v[lid] = b; v[p] = a; }
      }
      __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
      __builtin_amdgcn_s_barrier();
    }
  }
  data[base + lid] = v[lid];
}

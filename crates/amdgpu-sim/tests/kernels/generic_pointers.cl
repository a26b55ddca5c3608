// Private and local arrays reached through pointers that functions take:
// generic pointers under OpenCL C 2.0 and 3.0, so flat accesses through
// the private and shared apertures at every level (the functions are not
// inlined), and private and local pointers under OpenCL C 1.2.
#if __OPENCL_C_VERSION__ >= 200
#define PRIVATE_PTR
#define LOCAL_PTR
#else
#define PRIVATE_PTR __private
#define LOCAL_PTR __local
#endif

__attribute__((noinline)) void scatter(PRIVATE_PTR uint *words, PRIVATE_PTR ushort *halves, PRIVATE_PTR uchar *bytes,
                                       uint seed) {
  for (uint k = 0; k < 16; k++) {
    words[(seed + 5 * k) % 16] = seed * (k + 1) + k;
    halves[(seed + 3 * k) % 16] = (ushort)(seed >> (k % 8 + 3));
    bytes[(seed + 7 * k) % 16] = (uchar)(seed >> (k + 5));
  }
}

__attribute__((noinline)) uint gather(PRIVATE_PTR const uint *words, PRIVATE_PTR const ushort *halves,
                                      PRIVATE_PTR const char *bytes, uint seed) {
  uint s = 0;
  for (uint k = 0; k < 16; k++) s = s * 3 + words[(seed + 11 * k) % 16] + halves[(seed + k) % 16] + bytes[k];
  return s;
}

// Atomics on local memory through the pointer: the bins count values by
// their low 3 bits; bins[8] keeps the largest and bins[9] swaps in a lane id.
__attribute__((noinline)) void count(LOCAL_PTR uint *bins, uint value, uint lane) {
  __atomic_fetch_add(&bins[value % 8], 1u, __ATOMIC_RELAXED);
  __atomic_fetch_max(&bins[8], value, __ATOMIC_RELAXED);
  uint expected = 0;
  __atomic_compare_exchange_n(&bins[9], &expected, lane + 1, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}

__kernel void generic_pointers(__global const uint *in, __global uint *out, __global uint *bins_out) {
  __local uint bins[10];
  unsigned lid = __builtin_amdgcn_workitem_id_x();
  unsigned group = __builtin_amdgcn_workgroup_id_x();
  unsigned i = lid + group * 64;
  uint words[16];
  ushort halves[16];
  uchar bytes[16];
  scatter(words, halves, bytes, in[i]);
  out[i] = gather(words, halves, (PRIVATE_PTR const char *)bytes, in[i]);
  if (lid < 10) bins[lid] = 0;
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  __builtin_amdgcn_s_barrier();
  count(bins, in[i], lid);
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  __builtin_amdgcn_s_barrier();
  if (lid < 10) bins_out[group * 10 + lid] = bins[lid];
}

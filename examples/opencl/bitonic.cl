// examples/bitonic.pisa in OpenCL C, for tools/backend_bench.sh: a bitonic
// sort of 256 unsigned integers in one work-group, in local memory.
#define BARRIER()                                  \
  do {                                             \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
    __builtin_amdgcn_s_barrier();                  \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); \
  } while (0)

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void bitonic(__global uint *data) {
  __local uint keys[256];
  uint i = __builtin_amdgcn_workitem_id_x();
  keys[i] = data[i];
  BARRIER();
  uint k = 2;
  do {
    uint j = k >> 1;
    do {
      uint partner = i ^ j;
      if (partner > i) {
        uint a = keys[i], b = keys[partner];
        // Ascending where i & k is 0 (swap when a > b), else descending
        // (swap when a < b): one comparison of the pair in that order.
        int ascending = (i & k) == 0;
        uint first = ascending ? a : b, second = ascending ? b : a;
        if (first > second) {
          keys[i] = b;
          keys[partner] = a;
        }
      }
      BARRIER();
      j >>= 1;
    } while (j != 0);
    k <<= 1;
  } while (k <= 256);
  data[i] = keys[i];
}

// examples/reduce.pisa in OpenCL C, for tools/backend_bench.sh: a work-group
// reduction in local memory, out[g] = the sum of the 256 inputs of group g
// (those at n and past it count as 0).
// barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE) as the device libraries
// write it (-nogpulib leaves them out).
#define BARRIER()                                  \
  do {                                             \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
    __builtin_amdgcn_s_barrier();                  \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); \
  } while (0)

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void reduce(__global const uint *in, __global uint *out, uint n) {
  __local uint partial[256];
  uint lid = __builtin_amdgcn_workitem_id_x();
  uint gid = __builtin_amdgcn_workgroup_id_x();
  uint i = gid * 256 + lid;
  uint v = 0;
  if (i < n) v = in[i];
  partial[lid] = v;
  BARRIER();
  uint stride = 128;
  do {
    if (lid < stride) partial[lid] = partial[lid] + partial[lid + stride];
    BARRIER();
    stride >>= 1;
  } while (stride != 0);
  if (lid != 0) return;
  out[gid] = partial[0];
}

// examples/matmul.pisa in OpenCL C, for tools/backend_bench.sh: C = A x B for
// n x n row-major float matrices (n a multiple of 16), in 16 x 16 tiles staged
// through local memory, with one fused multiply-add per step.
#define BARRIER()                                  \
  do {                                             \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
    __builtin_amdgcn_s_barrier();                  \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); \
  } while (0)

__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void matmul(__global const float *a, __global const float *b, __global float *c, uint n) {
  __local float ta[256], tb[256];
  uint tx = __builtin_amdgcn_workitem_id_x(), ty = __builtin_amdgcn_workitem_id_y();
  uint col = __builtin_amdgcn_workgroup_id_x() * 16 + tx;
  uint row = __builtin_amdgcn_workgroup_id_y() * 16 + ty;
  uint tiles = n >> 4;
  float acc = 0.0f;
  uint tile = 0;
  do {
    ta[ty * 16 + tx] = a[row * n + (tile * 16 + tx)];
    tb[ty * 16 + tx] = b[(tile * 16 + ty) * n + col];
    BARRIER();
    uint k = 0;
    do {
      acc = __builtin_fmaf(ta[ty * 16 + k], tb[k * 16 + tx], acc);
      k++;
    } while (k < 16);
    BARRIER();
    tile++;
  } while (tile < tiles);
  c[row * n + col] = acc;
}

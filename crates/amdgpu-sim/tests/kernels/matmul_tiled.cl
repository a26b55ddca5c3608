// C = A * B for n x n matrices (n a multiple of 8), in 8 x 8 tiles staged in local memory.
#define T 8
__kernel void matmul_tiled(__global const float *A, __global const float *B, __global float *C, int n) {
  __local float As[T][T], Bs[T][T];
  int tx = __builtin_amdgcn_workitem_id_x(), ty = __builtin_amdgcn_workitem_id_y();
  int col = __builtin_amdgcn_workgroup_id_x() * T + tx, row = __builtin_amdgcn_workgroup_id_y() * T + ty;
  float acc = 0.0f;
  for (int t = 0; t < n; t += T) {
    As[ty][tx] = A[row * n + t + tx];
    Bs[ty][tx] = B[(t + ty) * n + col];
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
    __builtin_amdgcn_s_barrier();
    for (int k = 0; k < T; k++) acc = __builtin_fmaf(As[ty][k], Bs[k][tx], acc);
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
    __builtin_amdgcn_s_barrier();
  }
  C[row * n + col] = acc;
}

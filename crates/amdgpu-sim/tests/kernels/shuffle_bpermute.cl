// Each lane reads lane (lane + shift) % 32 of its wave through ds_bpermute.
__kernel void shuffle_bpermute(__global const int *in, __global int *out, int shift) {
  unsigned lid = __builtin_amdgcn_workitem_id_x();
  unsigned i = lid + __builtin_amdgcn_workgroup_id_x() * 64;
  int lane = lid % 32;
  out[i] = __builtin_amdgcn_ds_bpermute(((lane + shift) % 32) * 4, in[i]);
}

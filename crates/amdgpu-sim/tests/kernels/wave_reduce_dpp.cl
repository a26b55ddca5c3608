// Sums within rows of 16 lanes with DPP row shifts, then reads lane 15 of each row.
__kernel void wave_reduce_dpp(__global const int *in, __global int *out) {
  unsigned lid = __builtin_amdgcn_workitem_id_x();
  unsigned i = lid + __builtin_amdgcn_workgroup_id_x() * 64;
  int v = in[i];
  // row_shr:1, 2, 4, 8 (dpp_ctrl 0x111, 0x112, 0x114, 0x118); bound_ctrl reads 0 off the row.
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, true);
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, true);
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xf, true);
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xf, true);
  out[i] = v;
}

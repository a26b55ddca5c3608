// ds_swizzle_b32 through the builtin: lane patterns in bit-mask and quad modes.
__kernel void swizzle(__global const int *in, __global int *out) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  int v = in[i];
  // SWAP,16: lanes swap halves of 32; QUAD_PERM,3,2,1,0; BROADCAST,8,5;
  // BITMASK_PERM "01pi0" (and 0x06, or 0x08, xor 0x02).
  out[4 * i + 0] = __builtin_amdgcn_ds_swizzle(v, 0x401f);
  out[4 * i + 1] = __builtin_amdgcn_ds_swizzle(v, 0x801b);
  out[4 * i + 2] = __builtin_amdgcn_ds_swizzle(v, 0x00b8);
  out[4 * i + 3] = __builtin_amdgcn_ds_swizzle(v, 0x0906);
}

// Instructions the simulator refuses rather than guess at: a strided buffer
// resource, and a ds_swizzle pattern outside the bit-mask and quad modes.
__kernel void strided_buffer(__global uint *in, __global uint *out) {
  int i = __builtin_amdgcn_workitem_id_x();
  __amdgpu_buffer_rsrc_t src = __builtin_amdgcn_make_buffer_rsrc(in, (short)16, 64, 0x30000000);
  out[i] = __builtin_amdgcn_raw_buffer_load_b32(src, i * 4, 0, 0);
}

__kernel void rotate_swizzle(__global const int *in, __global int *out) {
  int i = __builtin_amdgcn_workitem_id_x();
  out[i] = __builtin_amdgcn_ds_swizzle(in[i], 0xc020);
}

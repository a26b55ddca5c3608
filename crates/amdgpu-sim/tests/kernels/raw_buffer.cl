// Raw buffer resources (MUBUF): loads past the resource's size read 0,
// stores past it are dropped, atomics past it change nothing.
__kernel void raw_buffer(__global uint *in, __global uint *out, __global uint *count, int n) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  __amdgpu_buffer_rsrc_t src = __builtin_amdgcn_make_buffer_rsrc(in, (short)0, n * 4, 0x30000000);
  __amdgpu_buffer_rsrc_t dst = __builtin_amdgcn_make_buffer_rsrc(out, (short)0, n * 4, 0x30000000);
  __amdgpu_buffer_rsrc_t cnt = __builtin_amdgcn_make_buffer_rsrc(count, (short)0, 4, 0x30000000);
  // Lanes near the end read past it (as 0); every lane writes one shifted.
  uint v = __builtin_amdgcn_raw_buffer_load_b32(src, (i + 3) * 4, 0, 0);
  ushort h = __builtin_amdgcn_raw_buffer_load_b16(src, i * 4 + 2, 0, 0);
  __builtin_amdgcn_raw_buffer_store_b32(v + h, dst, (i + 1) * 4, 0, 0);
  // One counter in range, one past it.
  __builtin_amdgcn_raw_ptr_buffer_atomic_add_i32(1, cnt, 0, 0, 0);
  __builtin_amdgcn_raw_ptr_buffer_atomic_add_i32(1, cnt, 4, 0, 0);
}

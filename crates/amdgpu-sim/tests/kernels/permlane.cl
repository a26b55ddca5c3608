// Lane permutations within rows of 16 (v_permlane16) and across the two rows (v_permlanex16).
__kernel void permlane(__global const uint *in, __global uint *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  uint v = in[i];
  // Lane k of a row reads lane 15 - k of its row; then lane k reads lane (k + 1) % 16 of the other row.
  uint r = __builtin_amdgcn_permlane16(0, v, 0x89abcdef, 0x01234567, false, false);
  out[2 * i] = r;
  out[2 * i + 1] = __builtin_amdgcn_permlanex16(0, v, 0x87654321, 0x0fedcba9, false, false);
}

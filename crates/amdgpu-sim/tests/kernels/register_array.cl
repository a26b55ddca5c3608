// Small private arrays that clang keeps in registers from -O1 on, indexed
// by data: uniform indices read and write them with v_movrels_b32 and
// v_movreld_b32 (M0 the index), divergent ones with v_cndmask_b32 chains.
__kernel void register_array(__global const uint *in, __global uint *out, uint pick) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  uint t[8];
  for (int k = 0; k < 8; k++) t[k] = in[i] * (k + 3) + k;
  t[in[i] & 7] ^= 0x55;
  t[(pick + 1) & 7] += 7;
  uint s = t[pick & 7];
  for (int k = 0; k < 8; k++) s = s * 5 + t[(in[i] + 3 * k) & 7];
  out[i] = s;
}

// Every index uniform: the whole array in one wave's registers.
__kernel void uniform_array(__global const uint *in, __global uint *out, uint pick) {
  uint t[8];
  for (int k = 0; k < 8; k++) t[k] = in[k] * 3;
  t[pick & 7] += in[pick & 15];
  uint s = 0;
  for (int k = 0; k < 8; k++) s = s * 7 + t[(pick + 5 * k) & 7];
  out[__builtin_amdgcn_workitem_id_x()] = s;
}

// 64-bit elements: each read and write is a pair of relative moves.
__kernel void wide_array(__global const ulong *in, __global ulong *out, uint pick) {
  unsigned i = __builtin_amdgcn_workitem_id_x();
  ulong t[6];
  for (int k = 0; k < 6; k++) t[k] = in[i] * (k + 3) + k;
  t[pick % 6] ^= in[i] << 7;
  ulong s = 0;
  for (int k = 0; k < 6; k++) s = s * 5 + t[(pick + k) % 6];
  out[i] = s + t[in[i] % 6];
}

// Bit manipulation: population count, leading zeros, rotates, high multiplies, byte swaps.
__kernel void bit_ops(__global const uint *in, __global uint *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  uint v = in[i];
  out[5 * i] = __builtin_popcount(v);
  out[5 * i + 1] = v ? __builtin_clz(v) : 32;
  out[5 * i + 2] = (v << 7) | (v >> 25);
  out[5 * i + 3] = (uint)(((ulong)v * 0x9e3779b9u) >> 32);
  out[5 * i + 4] = __builtin_bswap32(v) ^ (v & 0xff00ff);
}

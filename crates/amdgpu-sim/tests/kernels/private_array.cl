// A private array indexed by data: it lives in scratch memory.
__kernel void private_array(__global const uint *in, __global uint *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  uint table[24];
  for (int k = 0; k < 24; k++) table[k] = in[i] * (k + 1) + k;
  uint s = 0;
  for (int k = 0; k < 24; k++) s += table[(in[i] + 7 * k) % 24];
  out[i] = s;
}

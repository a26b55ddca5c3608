// Functions that clang does not inline.
__attribute__((noinline)) uint mix(uint a, uint b) { return (a ^ (b << 5)) + (b >> 3) * 31u; }
__attribute__((noinline)) uint twice(uint a) { return mix(a, a + 1) + mix(a + 2, a); }
__kernel void calls(__global const uint *in, __global uint *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  out[i] = twice(in[i]) ^ mix(i, in[i]);
}

// Collatz steps: every lane loops a different number of times.
__kernel void divergent_loop(__global const uint *in, __global uint *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  uint x = in[i], steps = 0;
  while (x != 1 && steps < 1000) {
    x = (x & 1) ? 3 * x + 1 : x / 2;
    steps++;
  }
  out[i] = steps;
}

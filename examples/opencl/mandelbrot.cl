// examples/mandelbrot.pisa in OpenCL C, for tools/backend_bench.sh: escape-time
// iterations of z = z^2 + c over a w x h grid of the square [-2, 1] x [-1.5, 1.5];
// each work-item loops as long as its point needs. Every operation rounds on its
// own, as in the .pisa (no contraction into fma).
#pragma OPENCL FP_CONTRACT OFF
__kernel void mandelbrot(__global uint *out, uint w, uint h, uint limit) {
  uint x = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  uint y = __builtin_amdgcn_workgroup_id_y() * __builtin_amdgcn_workgroup_size_y() + __builtin_amdgcn_workitem_id_y();
  if (x >= w) return;
  if (y >= h) return;
  float cr = (float)x * 3.0f / (float)w + -2.0f;
  float ci = (float)y * 3.0f / (float)h + -1.5f;
  float zr = 0.0f, zi = 0.0f;
  uint n = 0;
  for (;;) {
    float zr2 = zr * zr, zi2 = zi * zi;
    if (zr2 + zi2 > 4.0f) break;
    if (n >= limit) break;
    zi = zr * zi;
    zi = zi + zi + ci;
    zr = zr2 - zi2 + cr;
    n++;
  }
  out[y * w + x] = n;
}

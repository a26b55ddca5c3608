#pragma OPENCL FP_CONTRACT OFF
// Escape-time iterations of the Mandelbrot set on a w x h grid over [-2, 1] x [-1.5, 1.5].
__kernel void mandelbrot(__global uint *out, int w, int h, float inv_w, float inv_h, int max_iter) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  if (i >= w * h) return;
  float cx = -2.0f + 3.0f * (float)(i % w) * inv_w;
  float cy = -1.5f + 3.0f * (float)(i / w) * inv_h;
  float x = 0.0f, y = 0.0f;
  int n = 0;
  while (n < max_iter && x * x + y * y <= 4.0f) {
    float t = x * x - y * y + cx;
    y = 2.0f * x * y + cy;
    x = t;
    n++;
  }
  out[i] = n;
}

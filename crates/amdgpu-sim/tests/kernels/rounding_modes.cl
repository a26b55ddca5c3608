// MODE.FP_ROUND set at run time: work-group g sets binary32 and binary16/64
// rounding to mode g (0 nearest even, 1 toward +inf, 2 toward -inf, 3 toward
// zero) with s_setreg_b32, reads MODE back with s_getreg_b32, then adds,
// multiplies and fmas in f32 and f64. The asm "writes" x and dx, so that
// the arithmetic clang emits for them comes after it.
__kernel void rounding_modes(__global const float *a, __global const float *b, __global const float *c,
                             __global const double *da, __global const double *db, __global const double *dc,
                             __global float *out, __global double *dout, __global uint *modes) {
  uint g = __builtin_amdgcn_workgroup_id_x();
  uint i = __builtin_amdgcn_workitem_id_x();
  float x = a[i];
  double dx = da[i];
  // readfirstlane in the operand itself: -O0 would keep a variable in a
  // VGPR, and s_setreg takes an SGPR.
  __asm__ volatile("s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), %2"
                   : "+v"(x), "+v"(dx)
                   : "s"(__builtin_amdgcn_readfirstlane(g | g << 2)));
  uint mode;
  __asm__ volatile("s_getreg_b32 %0, hwreg(HW_REG_MODE, 0, 4)" : "=s"(mode));
  uint o = g * 64 + i;
  out[3 * o] = x + b[i];
  out[3 * o + 1] = x * b[i];
  out[3 * o + 2] = __builtin_fmaf(x, b[i], c[i]);
  dout[3 * o] = dx + db[i];
  dout[3 * o + 1] = dx * db[i];
  dout[3 * o + 2] = __builtin_fma(dx, db[i], dc[i]);
  if (i == 0)
    modes[g] = mode;
}

// s_round_mode and s_denorm_mode: the first rounds toward +inf, which
// v_exp_f32 is not modelled under; the second asks f16/f64 denormals to be
// flushed, which is not modelled at all.
__kernel void exp_round_up(__global const float *in, __global float *out) {
  int i = __builtin_amdgcn_workitem_id_x();
  float x = in[i];
  __asm__ volatile("s_round_mode 0x1" : "+v"(x));
  out[i] = __builtin_amdgcn_exp2f(x);
}

__kernel void flush_f64_denormals(__global const float *in, __global float *out) {
  int i = __builtin_amdgcn_workitem_id_x();
  float x = in[i];
  __asm__ volatile("s_denorm_mode 0x3" : "+v"(x));
  out[i] = x + 1.0f;
}

// A hardware register other than MODE, and an output modifier under a
// directed rounding mode: both stop the run, saying what.
__kernel void read_hw_id(__global const float *in, __global float *out) {
  int i = __builtin_amdgcn_workitem_id_x();
  uint id;
  __asm__ volatile("s_getreg_b32 %0, hwreg(HW_REG_HW_ID1)" : "=s"(id));
  out[i] = in[i] + (float)id;
}

__kernel void omod_round_up(__global const float *in, __global float *out) {
  int i = __builtin_amdgcn_workitem_id_x();
  float x = in[i], y;
  __asm__ volatile("s_round_mode 0x1\n\tv_add_f32_e64 %0, %1, %1 mul:2" : "=v"(y) : "v"(x));
  out[i] = y;
}

//! The state of one wave32: scalar and vector registers, SCC, the program
//! counter, the float mode, and each lane's private (scratch) memory.

/// SGPR codes 0..=127 (s0-s105, vcc_lo/hi at 106/107, ttmp0-15 at
/// 108..=123, null 124, m0 125, exec_lo/hi 126/127): all in `s`, so that
/// VCC and EXEC are read and written as the registers they are.
pub struct Wave {
    pub s: [u32; 128],
    /// VGPR `r`, lane `l`: `v[r][l]`.
    pub v: Vec<[u32; 32]>,
    pub scc: bool,
    /// Byte offset in `.text` of the next instruction.
    pub pc: u64,
    /// The address of `.text` offset 0, as s_getpc_b64 sees it.
    pub code_base: u64,
    /// binary32 denormals are flushed (MODE.FP_DENORM single = 0).
    pub flush_f32: bool,
    pub scratch: Vec<u8>,
    pub scratch_per_lane: u64,
    pub done: bool,
    pub at_barrier: bool,
}

impl Wave {
    pub fn new(scratch_per_lane: u64) -> Wave {
        Wave {
            s: [0; 128],
            // v256 is the DPP row (program::DPP_ROW).
            v: vec![[0; 32]; 257],
            scc: false,
            pc: 0,
            code_base: 0,
            flush_f32: false,
            scratch: vec![0; (scratch_per_lane * 32) as usize],
            scratch_per_lane,
            done: false,
            at_barrier: false,
        }
    }

    /// Back to the state of a new wave, for a kernel with `vgprs` VGPRs
    /// and this much scratch per lane. VGPRs past `vgprs` are not cleared:
    /// a kernel reads only those its descriptor allocates.
    pub fn reset(&mut self, vgprs: usize, scratch_per_lane: u64) {
        self.s = [0; 128];
        for r in &mut self.v[..vgprs.min(256)] {
            *r = [0; 32];
        }
        self.scc = false;
        self.scratch.clear();
        self.scratch.resize((scratch_per_lane * 32) as usize, 0);
        self.scratch_per_lane = scratch_per_lane;
        self.done = false;
        self.at_barrier = false;
    }

    pub fn flush32(&self, v: f32) -> f32 {
        if self.flush_f32 && v.is_subnormal() {
            0.0f32.copysign(v)
        } else {
            v
        }
    }
}

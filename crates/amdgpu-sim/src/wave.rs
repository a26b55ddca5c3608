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
    /// MODE.IEEE (bit 9): the float min/max opcodes quiet a signalling NaN
    /// source instead of returning the other source (`exec::min_max_nan`).
    pub ieee: bool,
    /// The MODE register (hwreg 1): FP_ROUND in bits 3:0 (binary32 in 1:0,
    /// binary16/64 in 3:2; 0 nearest even, 1 toward +inf, 2 toward -inf, 3
    /// toward zero), FP_DENORM in bits 7:4, IEEE in bit 9, the rest as
    /// written.
    pub mode: u32,
    pub scratch: Vec<u8>,
    pub scratch_per_lane: u64,
    /// VGPRs the kernel's descriptor allocates: a relative move (`v_movrel*`)
    /// that reaches past them is a fault.
    pub vgprs: usize,
    pub done: bool,
    pub at_barrier: bool,
}

/// The MODE bits of the binary32 rounding mode, and of binary16/64's.
pub const ROUND_F32: u32 = 0x3;
pub const ROUND_F16_F64: u32 = 0xc;

/// What the simulator models of MODE's denormal modes.
pub const DENORMALS_MODELLED: &str = "the simulator models f32 flushed or kept (0, 3) and f16/f64 kept (3)";

/// Whether the simulator models a MODE value's denormal modes (f32 flushed
/// or kept; f16/f64 kept): else which were asked for.
pub fn check_mode(mode: u32) -> Result<(), String> {
    let (denorm32, denorm16_64) = (mode >> 4 & 3, mode >> 6 & 3);
    if !matches!(denorm32, 0 | 3) || denorm16_64 != 3 {
        return Err(format!("denormal modes {denorm32} (f32) and {denorm16_64} (f16, f64)"));
    }
    Ok(())
}

impl Wave {
    /// Writes MODE; a value [`check_mode`] refuses is not written.
    pub fn set_mode(&mut self, mode: u32) -> Result<(), String> {
        check_mode(mode)?;
        self.mode = mode;
        self.flush_f32 = mode >> 4 & 3 == 0;
        self.ieee = mode >> 9 & 1 != 0;
        Ok(())
    }

    /// The rounding of binary32 results, as MODE says.
    pub fn rounding_f32(&self) -> pisa_float::Rounding {
        rounding(self.mode & 3)
    }

    /// The rounding of binary16 and binary64 results, as MODE says.
    pub fn rounding_f16_f64(&self) -> pisa_float::Rounding {
        rounding(self.mode >> 2 & 3)
    }

    pub fn new(scratch_per_lane: u64) -> Wave {
        Wave {
            s: [0; 128],
            // v256 is the DPP row (program::DPP_ROW).
            v: vec![[0; 32]; 257],
            scc: false,
            pc: 0,
            code_base: 0,
            flush_f32: false,
            ieee: false,
            // Round to nearest even, denormals kept, IEEE clear.
            mode: 0xf0,
            scratch: vec![0; (scratch_per_lane * 32) as usize],
            scratch_per_lane,
            vgprs: 256,
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
        self.rest(vgprs, scratch_per_lane);
    }

    /// [`Wave::reset`] for a wave whose SGPRs 0..=125, VGPRs and scratch
    /// are filled with garbage next ([`crate::strict::poison::Pattern::fill_wave`]):
    /// zeroing them first would double the cost of a short wave's start.
    pub fn reset_for_poison(&mut self, vgprs: usize, scratch_per_lane: u64) {
        self.s[126..].fill(0);
        self.scc = false;
        let scratch = (scratch_per_lane * 32) as usize;
        if self.scratch.len() != scratch {
            self.scratch.clear();
            self.scratch.resize(scratch, 0);
        }
        self.rest(vgprs, scratch_per_lane);
    }

    #[inline(always)]
    fn rest(&mut self, vgprs: usize, scratch_per_lane: u64) {
        self.scratch_per_lane = scratch_per_lane;
        self.vgprs = vgprs.min(256);
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

/// A MODE.FP_ROUND field.
fn rounding(field: u32) -> pisa_float::Rounding {
    match field {
        0 => pisa_float::Rounding::Re,
        1 => pisa_float::Rounding::Ru,
        2 => pisa_float::Rounding::Rd,
        _ => pisa_float::Rounding::Rz,
    }
}

//! The semantics of each instruction, on one wave.
//!
//! A [`Handler`] is a function and an argument chosen once per mnemonic
//! (`v_cmp_lt_u32` is the compare handler with "less than, u32"), so that
//! families share one function and executing looks nothing up by name.
//!
//! Arithmetic is exact to the bit for the integer operations, and IEEE-754
//! binary32/binary64 with round-to-nearest-even for the float ones (the
//! rounding modes of the MODE register other than that are refused when a
//! kernel sets them). The transcendental units are modelled as correctly
//! rounded functions of their inputs (`v_rcp_f32` is 1/x rounded once,
//! `v_exp_f32` is 2^x, `v_sin_f32` is sin(2πx)); the hardware is within
//! 1 ulp of these, so results that depend on the last bit of a
//! transcendental may differ from a GPU's.

use crate::memory::{MemError, Memory};
use crate::program::{Decoded, Fields, Program};
use crate::wave::Wave;

mod apertures;
mod relative;
use relative::{s_movrel, v_movrel};

/// What an instruction does to control flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Next,
    Jump(u64),
    Barrier,
    End,
}

/// Why an instruction could not complete, before the simulator adds where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trap {
    Memory {
        space: &'static str,
        error: MemError,
        lane: Option<u32>,
    },
    NotImplemented,
    NoInstruction,
    Unsupported(String),
    /// A fault whose message says it all.
    Refused(String),
}

/// What a handler returns: small enough to come back in registers (a
/// trap is rare, and boxed).
pub type R = Result<Flow, Box<Trap>>;

/// The state one instruction sees: its wave, and the memories.
pub struct Exec<'a> {
    pub wave: &'a mut Wave,
    pub memory: &'a Memory<'a>,
    pub lds: &'a mut [u8],
    pub program: &'a Program,
}

/// An instruction's semantics: the wave, the decoded instruction, and the
/// handler's argument (which member of its family it runs). Unsafe to
/// call because an AVX2 build is one: a [`Handler`] holds one only where
/// the host has the features ([`HostSimd::detect`]), and is called through
/// [`Handler::call`].
pub type Run = unsafe fn(&mut Exec, &Decoded, u32) -> R;

#[derive(Clone, Copy)]
pub struct Handler {
    /// Private: outside this module a handler is only had from
    /// [`handler`] and [`entry`], which choose a build the host runs.
    run: Run,
    pub arg: u32,
    pub class: Class,
    /// The function rounds the result as MODE's rounding mode says (see
    /// [`crate::program::RoundingUse`]).
    pub follows_rounding: bool,
    /// The instruction changes nothing (waits, scheduling hints): the
    /// interpreter counts such instructions after another one without
    /// calling them ([`crate::program::Decoded::covers`]).
    pub effectless: bool,
}

impl Handler {
    /// Runs the handler on `x` for instruction `d`.
    #[inline(always)]
    pub fn call(&self, x: &mut Exec, d: &Decoded) -> R {
        // SAFETY: `run` is a baseline function or a build for features
        // the host has: `handler` takes its build from `HostSimd`, which
        // `Simulator::with_simd` checks against `HostSimd::detect`.
        unsafe { (self.run)(x, d, self.arg) }
    }
}

/// The host's vector instructions the handlers are compiled for: the
/// baseline of the target, or (x86-64) AVX2 with FMA, BMI1/2, LZCNT and
/// POPCNT. Each handler is one source compiled twice: its lane loops are
/// 32 wide, and in the baseline's sixteen 128-bit registers they spill
/// (the AVX2 build runs clang's kernels a fifth to a quarter faster).
/// Either gives the same bits: the Rust float operations are IEEE-754
/// whatever the instructions, and nothing is contracted into an FMA.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostSimd {
    Baseline = 0,
    Avx2 = 1,
}

impl HostSimd {
    /// The best this host runs.
    pub fn detect() -> HostSimd {
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx2")
                && std::arch::is_x86_feature_detected!("fma")
                && std::arch::is_x86_feature_detected!("bmi1")
                && std::arch::is_x86_feature_detected!("bmi2")
                && std::arch::is_x86_feature_detected!("lzcnt")
                && std::arch::is_x86_feature_detected!("popcnt")
            {
                return HostSimd::Avx2;
            }
        }
        HostSimd::Baseline
    }
}

/// A handler's two builds, indexed by [`HostSimd`].
macro_rules! both {
    ($f:ident) => {
        [$f as Run, avx2::$f as Run]
    };
}

/// The AVX2 build of each handler: a function with the target features
/// into which the handler is inlined (every handler is `#[inline(always)]`,
/// and so are the lane helpers they call), called directly from the
/// handler table.
macro_rules! avx2_builds {
    ($($f:ident),* $(,)?) => {
        #[cfg(target_arch = "x86_64")]
        mod avx2 {
            use super::{Decoded, Exec, R};
            $(
                /// # Safety
                /// The host must have the features (HostSimd::detect).
                #[target_feature(enable = "avx2,fma,bmi1,bmi2,lzcnt,popcnt")]
                pub(super) unsafe fn $f(x: &mut Exec, d: &Decoded, arg: u32) -> R {
                    super::$f(x, d, arg)
                }
            )*
        }
        #[cfg(not(target_arch = "x86_64"))]
        mod avx2 {
            pub(super) use super::{$($f),*};
        }
    };
}

avx2_builds!(
    barrier,
    endpgm,
    nop,
    s_branch,
    s_cmp,
    s_cmp64,
    s_hwreg,
    s_k,
    s_load,
    s_mode,
    s_mov_b64,
    s_movrel,
    s_op1,
    s_op2,
    s_op2_64,
    s_pc,
    s_saveexec,
    v_buffer,
    v_buffer_atomic,
    v_carry,
    v_add64_pair,
    v_f32_add,
    v_f32_sub,
    v_f32_subrev,
    v_f32_mul,
    v_f32_fmac,
    v_f32_fma,
    v_cmp_f32_lt,
    v_cmp_f32_eq,
    v_cmp_f32_le,
    v_cmp_f32_gt,
    v_cmp_f32_ge,
    v_cmp_f32_neq,
    v_cmp_i32_lt,
    v_cmp_i32_eq,
    v_cmp_i32_le,
    v_cmp_i32_gt,
    v_cmp_i32_ne,
    v_cmp_i32_ge,
    v_cmp_u32_lt,
    v_cmp_u32_eq,
    v_cmp_u32_le,
    v_cmp_u32_gt,
    v_cmp_u32_ne,
    v_cmp_u32_ge,
    v_dual_x_fmac,
    v_dual_x_mul,
    v_dual_x_add,
    v_dual_x_sub,
    v_dual_x_mov,
    v_dual_x_cndmask,
    v_cmp,
    v_cndmask,
    v_cvt,
    v_cvt16,
    v_div,
    v_div64,
    v_ds,
    v_ds_atomic,
    v_ds_permute,
    v_ds_swizzle,
    v_dual,
    v_f16,
    v_f32,
    v_f64,
    v_fclass,
    v_global,
    v_global_atomic,
    v_int,
    v_lane,
    v_mad64,
    v_movrel,
    v_permlane,
    v_pk,
    v_scratch,
    v_shift64,
    v_unary
);

/// What the interpreter calls for an instruction: its handler, or one of
/// these around it, so that the loop itself checks nothing per instruction.
/// Chosen when the program is decoded ([`entry`]).
///
/// An instruction with no handler: its fault.
fn unimplemented(_: &mut Exec, d: &Decoded, _: u32) -> R {
    Err(Box::new(if d.inst.is_none() { Trap::NoInstruction } else { Trap::NotImplemented }))
}

/// A DPP instruction: src0's lanes shared first; lanes that may not be
/// written are out of EXEC for the instruction, then back.
fn dpp_entry(x: &mut Exec, d: &Decoded, _: u32) -> R {
    let (Some(h), Some((kind, dword))) = (d.handler, d.fields.dpp) else { return unimplemented(x, d, 0) };
    let enabled = x.prepare_dpp(kind, dword, d.fields.dpp_true16);
    let exec = x.wave.s[EXEC];
    let narrowed = exec & enabled;
    x.wave.s[EXEC] = narrowed;
    let result = h.call(x, d);
    // v_cmpx writes EXEC, with zeros in the lanes DPP left out as in those
    // outside EXEC, and keeps what it wrote (even where that is the narrowed
    // mask itself); anything else gets EXEC back.
    if !d.mnemonic.starts_with("v_cmpx") {
        x.wave.s[EXEC] = exec;
    }
    result
}

/// An instruction whose rounding only round-to-nearest-even models: under
/// another MODE rounding it stops the run rather than guess.
fn nearest_only_entry(x: &mut Exec, d: &Decoded, _: u32) -> R {
    let round = x.wave.mode & 0xf;
    if round != 0 {
        return Err(Box::new(Trap::Refused(format!(
            "`{}` under MODE rounding 0x{round:x} (FP_ROUND) is not modelled: only round-to-nearest-even is, for this \
             instruction",
            d.mnemonic
        ))));
    }
    match (d.handler, d.fields.dpp) {
        (_, Some(_)) => dpp_entry(x, d, 0),
        (Some(h), None) => h.call(x, d),
        (None, None) => unimplemented(x, d, 0),
    }
}

/// The entry of an instruction with this handler (`None`: not
/// implemented), DPP form and rounding.
pub fn entry(handler: Option<Handler>, dpp: bool, rounding: crate::program::RoundingUse) -> Handler {
    let Some(h) = handler else {
        return Handler { run: unimplemented, arg: 0, class: Class::Other, follows_rounding: false, effectless: false };
    };
    let run: Run = if rounding == crate::program::RoundingUse::NearestOnly {
        nearest_only_entry
    } else if dpp {
        dpp_entry
    } else {
        return h;
    };
    Handler { run, effectless: false, ..h }
}

/// What `--stats` counts an instruction as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    Salu,
    Valu,
    Smem,
    Vmem,
    Lds,
    Branch,
    Other,
}

const VCC: usize = 106;
const EXEC: usize = 126;
/// The high halves of the flat apertures' bases (src_shared_base,
/// src_private_base, and the code object v5 hidden arguments
/// hidden_shared_base and hidden_private_base): where amdkfd puts them on
/// gfx9 and later, 1 << 48 for LDS and 2 << 48 for scratch. Each aperture
/// is 2^32 bytes, so a flat address in one is the base's high half and
/// the segment offset as the low half (AMDGPUUsage, "Address Spaces").
pub const SHARED_APERTURE_HI: u32 = 0x0001_0000;
pub const PRIVATE_APERTURE_HI: u32 = 0x0002_0000;

fn f32_inline(code: u16) -> u32 {
    match code {
        240 => 0x3f00_0000,
        241 => 0xbf00_0000,
        242 => 0x3f80_0000,
        243 => 0xbf80_0000,
        244 => 0x4000_0000,
        245 => 0xc000_0000,
        246 => 0x4080_0000,
        247 => 0xc080_0000,
        _ => 0x3e22_f983,
    }
}

fn f64_inline(code: u16) -> u64 {
    match code {
        240 => 0.5f64.to_bits(),
        241 => (-0.5f64).to_bits(),
        242 => 1.0f64.to_bits(),
        243 => (-1.0f64).to_bits(),
        244 => 2.0f64.to_bits(),
        245 => (-2.0f64).to_bits(),
        246 => 4.0f64.to_bits(),
        247 => (-4.0f64).to_bits(),
        _ => 0x3fc4_5f30_6dc9_c882,
    }
}

impl Exec<'_> {
    fn exec_mask(&self) -> u32 {
        self.wave.s[EXEC]
    }

    /// A 32-bit scalar source (no VGPRs).
    #[inline]
    fn scalar(&self, code: u16, lit: u32) -> u32 {
        let w = &self.wave;
        match code {
            0..=123 | 125..=127 => w.s[code as usize],
            124 => 0,
            128..=192 => (code - 128) as u32,
            193..=208 => (-((code - 192) as i32)) as u32,
            235 => SHARED_APERTURE_HI,
            236 => SHARED_APERTURE_HI,
            237 => PRIVATE_APERTURE_HI,
            238 => PRIVATE_APERTURE_HI,
            240..=248 => f32_inline(code),
            251 => (w.s[VCC] == 0) as u32,
            252 => (w.s[EXEC] == 0) as u32,
            253 => w.scc as u32,
            255 => lit,
            _ => 0,
        }
    }

    #[inline]
    pub(crate) fn src(&self, code: u16, lane: usize, lit: u32) -> u32 {
        if code >= 256 {
            self.wave.v[(code - 256) as usize][lane]
        } else {
            self.scalar(code, lit)
        }
    }

    /// A 64-bit source: a register pair, or a constant (float constants
    /// as binary64; a literal is the high half of a double when `float`,
    /// else zero-extended).
    #[inline]
    pub(crate) fn src64(&self, code: u16, lane: usize, lit: u32, float: bool) -> u64 {
        match code {
            256..=511 => {
                let r = (code - 256) as usize;
                self.wave.v[r][lane] as u64 | (self.wave.v[(r + 1) & 255][lane] as u64) << 32
            }
            0..=123 | 125..=127 => {
                self.wave.s[code as usize] as u64 | (self.wave.s[(code as usize + 1) & 127] as u64) << 32
            }
            128..=208 => self.scalar(code, lit) as i32 as i64 as u64,
            // A 64-bit operand's float constants are binary64, whatever the opcode.
            240..=248 => f64_inline(code),
            255 if float => (lit as u64) << 32,
            255 => lit as u64,
            // The apertures' bases, and their limits (the last byte, 4 GiB on).
            235 | 237 => (self.scalar(code, lit) as u64) << 32,
            236 | 238 => (self.scalar(code, lit) as u64) << 32 | 0xffff_ffff,
            _ => self.scalar(code, lit) as u64,
        }
    }

    /// A 32-bit source for all 32 lanes: a VGPR's row, or a scalar repeated.
    #[inline(always)]
    fn row(&self, code: u16, lit: u32) -> [u32; 32] {
        if code >= 256 {
            self.wave.v[(code - 256) as usize]
        } else {
            [self.scalar(code, lit); 32]
        }
    }

    /// [`Exec::row`] out of line, for handlers with many loops over the
    /// same rows: inlined there, the compiler splits the rows into 32
    /// scalars each and copies them a lane at a time; a row returned from
    /// a call stays an array in memory that the loops read as vectors.
    #[inline(never)]
    fn row_in_memory(&self, code: u16, lit: u32) -> [u32; 32] {
        self.row(code, lit)
    }

    /// A 64-bit source for all lanes.
    #[inline(always)]
    fn row64(&self, code: u16, lit: u32, float: bool) -> [u64; 32] {
        if code >= 256 {
            let (lo, hi) = (self.wave.v[(code - 256) as usize], self.wave.v[(code as usize - 256 + 1) & 255]);
            per_lane(|l| lo[l] as u64 | (hi[l] as u64) << 32)
        } else {
            [self.src64(code, 0, lit, float); 32]
        }
    }

    /// Writes the lanes of `mask` of VGPR `reg`.
    #[allow(clippy::needless_range_loop)] // lanes index several rows alike
    #[inline(always)]
    fn write_row(&mut self, reg: u16, values: &[u32; 32], mask: u32) {
        let dst = &mut self.wave.v[reg as usize & 255];
        if mask == u32::MAX {
            *dst = *values;
            return;
        }
        // A blend, not a branch per lane: divergent masks are common and
        // unpredictable.
        let select = lane_select(mask);
        for l in 0..32 {
            dst[l] = (values[l] & select[l]) | (dst[l] & !select[l]);
        }
    }

    #[inline(always)]
    fn write_row64(&mut self, reg: u16, values: &[u64; 32], mask: u32) {
        let lo: [u32; 32] = per_lane(|l| values[l] as u32);
        let hi: [u32; 32] = per_lane(|l| (values[l] >> 32) as u32);
        self.write_row(reg, &lo, mask);
        self.write_row(reg.wrapping_add(1), &hi, mask);
    }

    fn set_v(&mut self, reg: u16, lane: usize, value: u32) {
        self.wave.v[reg as usize & 255][lane] = value;
    }

    /// Fills the DPP row from the VGPR the DPP dword names, as the lanes see
    /// it, and returns the lanes that may be written: those the row and
    /// bank masks enable, less those whose source is out of the row or
    /// inactive unless bound_ctrl makes them read 0.
    #[allow(clippy::needless_range_loop)] // lanes index the source, the row and the masks alike
    pub fn prepare_dpp(&mut self, kind: amdgpu::table::DppKind, dword: u32, true16: bool) -> u32 {
        use amdgpu::table::DppKind;
        let exec = self.wave.s[EXEC];
        // A true16 opcode's DPP byte is a VGPR and a half (bit 7).
        let register = if true16 { dword & 0x7f } else { dword & 0xff };
        let source = self.wave.v[register as usize];
        let mut row = [0u32; 32];
        let mut enabled = 0u32;
        match kind {
            DppKind::Dpp16 => {
                let ctrl = (dword >> 8) & 0x1ff;
                let fetch_inactive = dword >> 18 & 1 != 0;
                let bound_ctrl = dword >> 19 & 1 != 0;
                let (bank_mask, row_mask) = ((dword >> 24) & 15, dword >> 28);
                for l in 0..32usize {
                    let (r, i) = (l / 16, l % 16);
                    let from: Option<usize> = match ctrl {
                        0x000..=0x0ff => Some((l & !3) + ((ctrl >> (2 * (l % 4))) & 3) as usize),
                        0x101..=0x10f => Some(i + (ctrl & 15) as usize).filter(|j| *j < 16).map(|j| 16 * r + j),
                        0x111..=0x11f => i.checked_sub((ctrl & 15) as usize).map(|j| 16 * r + j),
                        0x121..=0x12f => Some(16 * r + (i + 16 - (ctrl & 15) as usize) % 16),
                        0x140 => Some(16 * r + 15 - i),
                        0x141 => Some((l & !7) + 7 - l % 8),
                        0x150..=0x15f => Some(16 * r + (ctrl & 15) as usize),
                        0x160..=0x16f => Some(16 * r + (i ^ (ctrl & 15) as usize)),
                        _ => None,
                    };
                    let valid = from.filter(|j| fetch_inactive || exec >> j & 1 != 0);
                    row[l] = valid.map_or(0, |j| source[j]);
                    let masked = row_mask >> r & 1 != 0 && bank_mask >> (i / 4) & 1 != 0;
                    if masked && (valid.is_some() || bound_ctrl) {
                        enabled |= 1 << l;
                    }
                }
            }
            DppKind::Dpp8 | DppKind::Dpp8Fi => {
                for l in 0..32usize {
                    let j = (l & !7) + ((dword >> (8 + 3 * (l % 8))) & 7) as usize;
                    let active = kind == DppKind::Dpp8Fi || exec >> j & 1 != 0;
                    row[l] = if active { source[j] } else { 0 };
                }
                enabled = u32::MAX;
            }
        }
        self.wave.v[crate::program::DPP_ROW as usize] = row;
        enabled
    }

    fn set_v64(&mut self, reg: u16, lane: usize, value: u64) {
        self.set_v(reg, lane, value as u32);
        self.set_v(reg.wrapping_add(1), lane, (value >> 32) as u32);
    }

    fn set_s(&mut self, reg: u16, value: u32) {
        if (reg as usize) < 128 && reg != 124 {
            self.wave.s[reg as usize] = value;
        }
    }

    fn set_s64(&mut self, reg: u16, value: u64) {
        self.set_s(reg, value as u32);
        self.set_s(reg + 1, (value >> 32) as u32);
    }

    /// A 64-bit scalar source; an SGPR pair read in place (the commonest:
    /// addresses), anything else through [`Exec::src64`].
    #[inline(always)]
    fn s64(&self, code: u16, lit: u32) -> u64 {
        if code < 105 {
            let r = code as usize;
            return self.wave.s[r] as u64 | (self.wave.s[r + 1] as u64) << 32;
        }
        self.src64(code, 0, lit, false)
    }
}

// ---------------------------------------------------------------- scalar ALU

#[inline(always)]
fn s_op2(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let a = x.scalar(f.src[0], f.literal);
    let b = x.scalar(f.src[1], f.literal);
    let scc = x.wave.scc;
    let (r, new_scc) = match op {
        0 => {
            let (r, c) = a.overflowing_add(b);
            (r, Some(c))
        }
        1 => {
            let (r, c) = a.overflowing_sub(b);
            (r, Some(c))
        }
        2 => {
            let (r, o) = (a as i32).overflowing_add(b as i32);
            (r as u32, Some(o))
        }
        3 => {
            let (r, o) = (a as i32).overflowing_sub(b as i32);
            (r as u32, Some(o))
        }
        4 => {
            let s = a as u64 + b as u64 + scc as u64;
            (s as u32, Some(s >> 32 != 0))
        }
        5 => {
            let s = (a as u64).wrapping_sub(b as u64).wrapping_sub(scc as u64);
            (s as u32, Some((b as u64 + scc as u64) > a as u64))
        }
        6 => ((a as i32).min(b as i32) as u32, Some((a as i32) < (b as i32))),
        7 => (a.min(b), Some(a < b)),
        8 => ((a as i32).max(b as i32) as u32, Some((a as i32) > (b as i32))),
        9 => (a.max(b), Some(a > b)),
        10 => (a & b, None),
        11 => (a | b, None),
        12 => (a ^ b, None),
        13 => (!(a & b), None),
        14 => (!(a | b), None),
        15 => (!(a ^ b), None),
        16 => (a & !b, None),
        17 => (a | !b, None),
        18 => (a << (b & 31), None),
        19 => (a >> (b & 31), None),
        20 => (((a as i32) >> (b & 31)) as u32, None),
        21 => (a.wrapping_mul(b), Some(scc)),
        22 => (((a as u64 * b as u64) >> 32) as u32, Some(scc)),
        23 => (((a as i32 as i64 * b as i32 as i64) >> 32) as u32, Some(scc)),
        24 => (if scc { a } else { b }, Some(scc)),
        25 => {
            // s_bfe_u32: offset in b[4:0], width in b[22:16].
            let (off, width) = (b & 31, (b >> 16) & 127);
            let r = if width == 0 { 0 } else { (a >> off) & (if width >= 32 { u32::MAX } else { (1 << width) - 1 }) };
            (r, None)
        }
        26 => {
            let (off, width) = (b & 31, (b >> 16) & 127);
            let r = if width == 0 {
                0
            } else {
                let v = ((a as i32) >> off) as u32;
                let w = width.min(32);
                (((v << (32 - w)) as i32) >> (32 - w)) as u32
            };
            (r, None)
        }
        27..=30 => {
            let n = op - 26;
            let s = ((a as u64) << n) + b as u64;
            (s as u32, Some(s >> 32 != 0))
        }
        31 => ((a & 0xffff) | (b << 16), Some(scc)),
        32 => ((a & 0xffff) | (b & 0xffff_0000), Some(scc)),
        33 => ((a >> 16) | (b << 16), Some(scc)),
        34 => ((a >> 16) | (b & 0xffff_0000), Some(scc)),
        _ => return Err(Box::new(Trap::NotImplemented)),
    };
    x.wave.scc = new_scc.unwrap_or(r != 0);
    x.set_s(f.sdst, r);
    Ok(Flow::Next)
}

#[inline(always)]
fn s_op2_64(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let a = x.s64(f.src[0], f.literal);
    let b = x.s64(f.src[1], f.literal);
    let b32 = x.scalar(f.src[1], f.literal);
    let r = match op {
        0 => a & b,
        1 => a | b,
        2 => a ^ b,
        3 => !(a & b),
        4 => !(a | b),
        5 => !(a ^ b),
        6 => a & !b,
        7 => a | !b,
        8 => a << (b32 & 63),
        9 => a >> (b32 & 63),
        10 => ((a as i64) >> (b32 & 63)) as u64,
        11 => {
            let r = if x.wave.scc { a } else { b };
            x.set_s64(f.sdst, r);
            return Ok(Flow::Next);
        }
        12 => {
            let r = a.wrapping_mul(b);
            x.set_s64(f.sdst, r);
            return Ok(Flow::Next);
        }
        _ => return Err(Box::new(Trap::NotImplemented)),
    };
    x.wave.scc = r != 0;
    x.set_s64(f.sdst, r);
    Ok(Flow::Next)
}

#[inline(always)]
fn s_op1(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let a = x.scalar(f.src[0], f.literal);
    let r = match op {
        0 => a,
        1 => {
            x.wave.scc = !a != 0;
            !a
        }
        2 => a.reverse_bits(),
        3 => {
            x.wave.scc = a.count_ones() != 0;
            a.count_ones()
        }
        4 => {
            if a == 0 {
                u32::MAX
            } else {
                a.trailing_zeros()
            }
        }
        5 => {
            if a == 0 {
                u32::MAX
            } else {
                a.leading_zeros()
            }
        }
        6 => a as u8 as i8 as i32 as u32,
        7 => a as u16 as i16 as i32 as u32,
        8 => {
            let r = (a as i32).unsigned_abs();
            x.wave.scc = r != 0;
            r
        }
        // s_bitset0/1_b32: one bit of the destination, numbered by the source.
        9 => x.scalar(f.sdst, 0) & !(1 << (a & 31)),
        10 => x.scalar(f.sdst, 0) | 1 << (a & 31),
        _ => return Err(Box::new(Trap::NotImplemented)),
    };
    x.set_s(f.sdst, r);
    Ok(Flow::Next)
}

#[inline(always)]
fn s_mov_b64(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let a = x.s64(f.src[0], f.literal);
    let r = match op {
        0 => a,
        1 => {
            x.wave.scc = !a != 0;
            !a
        }
        // s_bitset0/1_b64: the bit number is the 32-bit source's low six bits.
        2 => x.s64(f.sdst, 0) & !(1 << (x.scalar(f.src[0], f.literal) & 63)),
        3 => x.s64(f.sdst, 0) | 1 << (x.scalar(f.src[0], f.literal) & 63),
        _ => return Err(Box::new(Trap::NotImplemented)),
    };
    x.set_s64(f.sdst, r);
    Ok(Flow::Next)
}

/// s_and_saveexec_b32 and friends: sdst = exec, then exec = f(src, exec).
#[inline(always)]
fn s_saveexec(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let a = x.scalar(f.src[0], f.literal);
    let old = x.exec_mask();
    let new = match op {
        0 => a & old,
        1 => a | old,
        2 => a ^ old,
        3 => !(a & old),
        4 => !(a | old),
        5 => !(a ^ old),
        6 => a & !old,
        7 => a | !old,
        8 => !a & old,
        9 => !a | old,
        _ => return Err(Box::new(Trap::NotImplemented)),
    };
    x.set_s(f.sdst, old);
    x.wave.s[EXEC] = new;
    x.wave.scc = new != 0;
    Ok(Flow::Next)
}

#[inline(always)]
fn s_pc(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let next = x.wave.code_base + d.offset + d.len;
    match op {
        0 => {
            x.set_s64(f.sdst, next);
            Ok(Flow::Next)
        }
        1 => Ok(Flow::Jump(x.s64(f.src[0], f.literal))),
        _ => {
            let target = x.s64(f.src[0], f.literal);
            x.set_s64(f.sdst, next);
            Ok(Flow::Jump(target))
        }
    }
}

#[inline(always)]
fn s_cmp(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let (a, b) = if op >= 100 {
        // SOPK: the register against the immediate.
        let imm = d.fields.imm as u16;
        let a = x.scalar(f.sdst, 0);
        // The signed compares (kinds 0 to 5) sign-extend the immediate, the
        // unsigned ones (7 to 17) zero-extend it.
        let b = if op - 100 <= 5 { imm as i16 as i32 as u32 } else { imm as u32 };
        (a, b)
    } else {
        (x.scalar(f.src[0], f.literal), x.scalar(f.src[1], f.literal))
    };
    let kind = if op >= 100 { op - 100 } else { op };
    x.wave.scc = match kind {
        0 => a == b,
        1 => a != b,
        2 => (a as i32) > (b as i32),
        3 => (a as i32) >= (b as i32),
        4 => (a as i32) < (b as i32),
        5 => (a as i32) <= (b as i32),
        // Unsigned forms (odd numbers mark unsigned immediates for SOPK).
        7 => a == b,
        9 => a != b,
        11 => a > b,
        13 => a >= b,
        15 => a < b,
        17 => a <= b,
        20 => a >> (b & 31) & 1 == 0,
        21 => a >> (b & 31) & 1 == 1,
        _ => return Err(Box::new(Trap::NotImplemented)),
    };
    Ok(Flow::Next)
}

#[inline(always)]
fn s_cmp64(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let (a, b) = (x.s64(f.src[0], f.literal), x.s64(f.src[1], f.literal));
    x.wave.scc = if op == 0 { a == b } else { a != b };
    Ok(Flow::Next)
}

#[inline(always)]
fn s_k(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let imm = f.imm as i16 as i32;
    match op {
        0 => x.set_s(f.sdst, imm as u32),
        1 => {
            let a = x.scalar(f.sdst, 0) as i32;
            let (r, o) = a.overflowing_add(imm);
            x.wave.scc = o;
            x.set_s(f.sdst, r as u32);
        }
        2 => {
            let a = x.scalar(f.sdst, 0) as i32;
            x.set_s(f.sdst, a.wrapping_mul(imm) as u32);
        }
        3 => {
            if x.wave.scc {
                x.set_s(f.sdst, imm as u32)
            }
        }
        _ => return Err(Box::new(Trap::NotImplemented)),
    }
    Ok(Flow::Next)
}

/// s_getreg_b32 (0), s_setreg_b32 (1), s_setreg_imm32_b32 (2) of MODE,
/// the one hardware register modelled: `hwreg(id, offset, size)` in simm16.
#[inline(always)]
fn s_hwreg(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let imm = f.imm as u16 as u32;
    let (id, offset, size) = (imm & 63, imm >> 6 & 31, (imm >> 11 & 31) + 1);
    if id != 1 {
        return Err(Box::new(Trap::Unsupported(format!(
            "hardware register {id} (of them, only MODE, 1, is modelled)"
        ))));
    }
    let mask = (((1u64 << size) - 1) << offset) as u32;
    match op {
        0 => x.set_s(f.sdst, (x.wave.mode & mask) >> offset),
        _ => {
            let value = if op == 1 { x.scalar(f.sdst, 0) } else { f.literal };
            let mode = (x.wave.mode & !mask) | (value << offset & mask);
            x.wave.set_mode(mode).map_err(mode_trap)?;
        }
    }
    Ok(Flow::Next)
}

/// A MODE write the simulator does not model.
fn mode_trap(why: String) -> Trap {
    Trap::Unsupported(format!("setting MODE to {why} ({})", crate::wave::DENORMALS_MODELLED))
}

/// s_round_mode (0) and s_denorm_mode (1): MODE's FP_ROUND or FP_DENORM
/// field from simm16.
#[inline(always)]
fn s_mode(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let imm = (d.fields.imm as u32) & 15;
    let mode = match op {
        0 => (x.wave.mode & !0xf) | imm,
        _ => (x.wave.mode & !0xf0) | imm << 4,
    };
    x.wave.set_mode(mode).map_err(mode_trap)?;
    Ok(Flow::Next)
}

#[inline(always)]
fn s_branch(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let w = &x.wave;
    let taken = match op {
        0 => true,
        1 => !w.scc,
        2 => w.scc,
        3 => w.s[VCC] == 0,
        4 => w.s[VCC] != 0,
        5 => w.s[EXEC] == 0,
        6 => w.s[EXEC] != 0,
        _ => return Err(Box::new(Trap::NotImplemented)),
    };
    if taken {
        let next = (d.offset + d.len) as i64;
        Ok(Flow::Jump(x.wave.code_base.wrapping_add((next + 4 * d.fields.imm) as u64)))
    } else {
        Ok(Flow::Next)
    }
}

#[inline(always)]
fn nop(_: &mut Exec, _: &Decoded, _: u32) -> R {
    Ok(Flow::Next)
}

#[inline(always)]
fn endpgm(_: &mut Exec, _: &Decoded, _: u32) -> R {
    Ok(Flow::End)
}

#[inline(always)]
fn barrier(_: &mut Exec, _: &Decoded, _: u32) -> R {
    Ok(Flow::Barrier)
}

#[inline(always)]
fn s_load(x: &mut Exec, d: &Decoded, dwords: u32) -> R {
    let f = &d.fields;
    let base = x.s64(f.sbase * 2, 0);
    let soffset = if f.soffset == 124 { 0 } else { x.scalar(f.soffset, 0) as u64 };
    let address = base.wrapping_add(f.imm as u64).wrapping_add(soffset) & !3;
    // One bounds check for the whole load where it falls in one region.
    if let Some((words, offset)) = x.memory.span(address, address.wrapping_add(4 * dwords as u64)) {
        let at = (offset / 4) as usize;
        for k in 0..dwords as usize {
            let v = words[at + k].load(std::sync::atomic::Ordering::Relaxed);
            x.set_s(f.sdata + k as u16, v);
        }
        return Ok(Flow::Next);
    }
    for k in 0..dwords {
        let v = x.memory.read_u32(address + 4 * k as u64).map_err(|error| Trap::Memory {
            space: "global (scalar load)",
            error,
            lane: None,
        })?;
        x.set_s(f.sdata + k as u16, v);
    }
    Ok(Flow::Next)
}

// ---------------------------------------------------------------- vector ALU

/// All ones in the lanes of `mask`, zero in the others: the mask
/// broadcast, each lane's bit kept, compared with the bit (AND and compare
/// per host vector in either build; lane-by-lane stores read back as
/// vectors would stall the host's store forwarding, and a table of 4-lane
/// groups cost eight loads and inserts).
#[inline(always)]
fn lane_select(mask: u32) -> [u32; 32] {
    per_lane(|l| if mask & LANE_BIT[l] == LANE_BIT[l] { u32::MAX } else { 0 })
}

/// An array of one value per lane: `std::array::from_fn`, as a plain loop
/// that is always inlined (from_fn's own machinery was sometimes left out
/// of line, and then ran without the handler's vector instructions).
#[inline(always)]
#[allow(clippy::needless_range_loop)] // lanes index several rows alike
fn per_lane<T: Copy + Default>(f: impl Fn(usize) -> T) -> [T; 32] {
    let mut out = [T::default(); 32];
    for l in 0..32 {
        out[l] = f(l);
    }
    out
}

/// Bit `l` of a mask, for lane `l`: a table rather than `1 << l`, so
/// that packing lanes into a mask is an AND and an OR per vector (the
/// host's baseline SIMD has no shift by a different count per lane).
const LANE_BIT: [u32; 32] = {
    let mut bits = [0u32; 32];
    let mut l = 0;
    while l < 32 {
        bits[l] = 1 << l;
        l += 1;
    }
    bits
};

/// The lanes of a mask, in order.
fn lanes(mask: u32) -> impl Iterator<Item = usize> {
    let mut m = mask;
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let l = m.trailing_zeros() as usize;
        m &= m - 1;
        Some(l)
    })
}

/// Reads float source `k` with the VOP3 abs and neg modifiers.
#[inline]
fn fsrc(x: &Exec, d: &Decoded, k: usize, lane: usize) -> f32 {
    let f = &d.fields;
    let code = if k < 3 { f.src[k] } else { f.vdst + 256 };
    let mut v = f32::from_bits(x.src(code, lane, f.literal));
    if f.abs >> k & 1 != 0 {
        v = v.abs();
    }
    if f.neg >> k & 1 != 0 {
        v = -v;
    }
    x.wave.flush32(v)
}

/// Float source `k` of every lane, with abs and neg applied (3: vdst).
#[inline(always)]
fn frow(x: &Exec, d: &Decoded, k: usize) -> [f32; 32] {
    let f = &d.fields;
    let code = if k < 3 { f.src[k] } else { f.vdst + 256 };
    let mut bits = x.row(code, f.literal);
    quiet_inactive_lanes(&mut bits, x.exec_mask());
    let (abs, neg) = ((f.abs >> k & 1) as u32, (f.neg >> k & 1) as u32);
    let flush = x.wave.flush_f32;
    per_lane(|l| {
        let v = f32::from_bits((bits[l] & !(abs << 31)) ^ (neg << 31));
        if flush && v.is_subnormal() {
            0.0f32.copysign(v)
        } else {
            v
        }
    })
}

/// Zeroes the inputs of lanes outside EXEC, whose results are thrown away:
/// a stale denormal there would cost the host's FPU a microcode assist on
/// every operation (a fifth of mandelbrot's multiplications, all of them in
/// inactive lanes, made the kernel three times slower).
#[allow(clippy::needless_range_loop)] // lanes index several rows alike
#[inline(always)]
fn quiet_inactive_lanes(row: &mut [u32; 32], exec: u32) {
    if exec != u32::MAX {
        let select = lane_select(exec);
        for l in 0..32 {
            row[l] &= select[l];
        }
    }
}

fn fsrc64(x: &Exec, d: &Decoded, k: usize, lane: usize) -> f64 {
    let f = &d.fields;
    let mut v = f64::from_bits(x.src64(f.src[k], lane, f.literal, true));
    if f.abs >> k & 1 != 0 {
        v = v.abs();
    }
    if f.neg >> k & 1 != 0 {
        v = -v;
    }
    v
}

fn fout(x: &Exec, d: &Decoded, v: f32) -> u32 {
    let f = &d.fields;
    let mut v = match f.omod {
        1 => v * 2.0,
        2 => v * 4.0,
        3 => v * 0.5,
        _ => v,
    };
    if f.clamp {
        v = if v.is_nan() { 0.0 } else { v.clamp(0.0, 1.0) };
    }
    // A NaN result is quiet, as the hardware's is: the host's functions
    // leave a signalling one signalling or not depending on how they are
    // compiled (a libm call in a debug build, an SSE instruction in a
    // release one), which made `v_rndne_f32` of a signalling NaN differ
    // between the two.
    if v.is_nan() {
        v = f32::from_bits(v.to_bits() | 0x0040_0000);
    }
    x.wave.flush32(v).to_bits()
}

/// [`fout`] for a binary64 result: the output modifier, then clamp (a NaN
/// clamps to 0, as DX10_CLAMP has it).
fn fout64(f: &Fields, v: f64) -> f64 {
    let v = match f.omod {
        1 => v * 2.0,
        2 => v * 4.0,
        3 => v * 0.5,
        _ => v,
    };
    if !f.clamp {
        // Quiet, as in `fout`.
        if v.is_nan() {
            f64::from_bits(v.to_bits() | 0x0008_0000_0000_0000)
        } else {
            v
        }
    } else if v.is_nan() {
        0.0
    } else {
        v.clamp(0.0, 1.0)
    }
}

/// The f32 operations of [`v_f32`] that round under MODE's binary32 mode.
const F32_DIRECTED: [u32; 9] = [0, 1, 2, 3, 6, 7, 8, 20, 21];

/// An output modifier scales a result already rounded in MODE's directed
/// mode, which is not modelled: the directed paths refuse it.
fn refuse_omod_under_directed_rounding(f: &Fields) -> Result<(), Box<Trap>> {
    if f.omod != 0 {
        return Err(Box::new(Trap::Unsupported("an output modifier under a directed rounding mode".into())));
    }
    Ok(())
}

/// The operations of [`v_unary`] that round under MODE's binary32 mode:
/// v_cvt_f32_u32, v_cvt_f32_i32 (inexact past 2^24) and v_sqrt_f32.
const UNARY_DIRECTED: [u32; 3] = [1, 2, 7];

/// [`v_unary`]'s rounding operations under a directed rounding mode, each
/// lane through pisa-float. A square root whose result is exact in every
/// mode (zeros, infinities, NaNs, negatives) is the host's, as under
/// round-to-nearest.
fn v_unary_directed(x: &mut Exec, d: &Decoded, op: u32) -> R {
    use pisa_float::{Format::F, Int, Mode};
    let f = &d.fields;
    refuse_omod_under_directed_rounding(f)?;
    let mode = Mode { rounding: x.wave.rounding_f32(), ..Mode::default() };
    for l in lanes(x.exec_mask()) {
        let raw = x.src(f.src[0], l, f.literal) as u64;
        let r = match op {
            1 => f32::from_bits(pisa_float::i2f(F, Int::U32, raw, mode.rounding, false).value as u32),
            2 => f32::from_bits(pisa_float::i2f(F, Int::S32, raw, mode.rounding, false).value as u32),
            _ => {
                let a = fsrc(x, d, 0, l);
                if a.is_finite() && a > 0.0 {
                    f32::from_bits(pisa_float::sqrt(F, a.to_bits() as u64, mode).value as u32)
                } else {
                    a.sqrt()
                }
            }
        };
        let out = fout(x, d, r);
        x.set_v(f.vdst, l, out);
    }
    Ok(Flow::Next)
}

/// The operations of [`v_cvt`] that round as MODE says: v_cvt_f32_f64
/// (binary32's mode) and v_sqrt_f64 (binary64's).
const CVT_DIRECTED: [u32; 2] = [1, 8];

/// [`v_cvt`]'s rounding operations under a directed rounding mode, each
/// lane through pisa-float; a square root exact in every mode (zeros,
/// infinities, NaNs, negatives) is the host's.
fn v_cvt_directed(x: &mut Exec, d: &Decoded, op: u32) -> R {
    use pisa_float::{Format, Mode};
    let f = &d.fields;
    refuse_omod_under_directed_rounding(f)?;
    for l in lanes(x.exec_mask()) {
        let a = fsrc64(x, d, 0, l);
        if op == 1 {
            let mode = Mode { rounding: x.wave.rounding_f32(), ..Mode::default() };
            // A NaN converts alike in every mode: the host's, as under round-to-nearest.
            let r = if a.is_nan() {
                a as f32
            } else {
                f32::from_bits(pisa_float::convert_ieee(Format::F, Format::Df, a.to_bits(), mode.rounding) as u32)
            };
            let out = fout(x, d, r);
            x.set_v(f.vdst, l, out);
        } else {
            let mode = Mode { rounding: x.wave.rounding_f16_f64(), ..Mode::default() };
            let r = if a.is_finite() && a > 0.0 {
                pisa_float::sqrt(Format::Df, a.to_bits(), mode).value
            } else {
                a.sqrt().to_bits()
            };
            x.set_v64(f.vdst, l, r);
        }
    }
    Ok(Flow::Next)
}

/// The f64 operations of [`v_f64`] that round under MODE's binary64 mode
/// (add, mul, fma).
const F64_DIRECTED: [u32; 3] = [0, 1, 2];

/// The f16 operations of [`v_f16`] that round under MODE's binary16 mode
/// (add, sub, subrev, mul, fmac, fma).
const F16_DIRECTED: [u32; 6] = [0, 1, 2, 3, 4, 5];

/// [`v_f32`]'s rounding operations under a directed rounding mode: each
/// lane through pisa-float, rounded once in that mode.
fn v_f32_directed(x: &mut Exec, d: &Decoded, op: u32) -> R {
    use pisa_float::{fma, mul, Format::F, Mode};
    let f = &d.fields;
    refuse_omod_under_directed_rounding(f)?;
    let mode = Mode { rounding: x.wave.rounding_f32(), ..Mode::default() };
    let bits = |row: [f32; 32]| -> [u64; 32] { per_lane(|l| row[l].to_bits() as u64) };
    let (a, b) = (bits(frow(x, d, 0)), bits(frow(x, d, 1)));
    let k = f.literal as u64;
    let c = match op {
        6 => bits(frow(x, d, 3)),
        7 => bits(frow(x, d, 2)),
        _ => [0; 32],
    };
    let r: [f32; 32] = per_lane(|l| {
        let (a, b, c) = (a[l], b[l], c[l]);
        let bits = match op {
            0 => pisa_float::add(F, a, b, mode),
            1 => pisa_float::sub(F, a, b, mode),
            2 => pisa_float::sub(F, b, a, mode),
            3 => mul(F, a, b, mode),
            6 | 7 => fma(F, a, b, c, mode),
            // v_mul_dx9_zero_f32: zero times anything (NaN, infinity) is +0.
            8 if a << 1 == 0 || b << 1 == 0 => pisa_float::Out { value: 0, flags: pisa_float::Flags::NONE },
            8 => mul(F, a, b, mode),
            20 => fma(F, a, k, b, mode),
            _ => fma(F, a, b, k, mode),
        };
        f32::from_bits(bits.value as u32)
    });
    let out = fout_row(x, d, &r);
    let mask = x.exec_mask();
    x.write_row(f.vdst, &out, mask);
    Ok(Flow::Next)
}

/// Float binary and ternary operations on f32.
#[inline(always)]
fn v_f32(x: &mut Exec, d: &Decoded, op: u32) -> R {
    if x.wave.mode & crate::wave::ROUND_F32 != 0 && F32_DIRECTED.contains(&op) {
        return v_f32_directed(x, d, op);
    }
    let f = &d.fields;
    let (a, b) = (frow(x, d, 0), frow(x, d, 1));
    let k = f32::from_bits(f.literal);
    let each = |g: &dyn Fn(usize) -> f32| -> [f32; 32] { per_lane(g) };
    // The third operand, read once: the addend of the fmas, the third of
    // min3/max3/med3.
    let c: [f32; 32] = match op {
        // v_fmac_f32: the destination is the addend.
        6 => frow(x, d, 3),
        7 | 9..=11 => frow(x, d, 2),
        20 | 21 => [k; 32],
        _ => [0.0; 32],
    };
    // A min or max has a NaN source (ops 4 and 5 find out as they go).
    let mut nan_source = false;
    let r: [f32; 32] = match op {
        0 => per_lane(|l| nan_of_first(a[l], b[l], a[l] + b[l])),
        1 => per_lane(|l| a[l] - b[l]),
        2 => per_lane(|l| b[l] - a[l]),
        3 => per_lane(|l| nan_of_first(a[l], b[l], a[l] * b[l])),
        4 => {
            let (r, nan) = min_max_row(&a, &b, min_of_numbers);
            nan_source = nan;
            r
        }
        5 => {
            let (r, nan) = min_max_row(&a, &b, max_of_numbers);
            nan_source = nan;
            r
        }
        6 | 7 => crate::fma::fma_row(&a, &b, &c),
        // v_fmamk_f32: src0 * K + vsrc1; v_fmaak_f32: src0 * vsrc1 + K.
        20 => crate::fma::fma_row(&a, &c, &b),
        21 => crate::fma::fma_row(&a, &b, &c),
        8 => per_lane(|l| if a[l] == 0.0 || b[l] == 0.0 { 0.0 } else { a[l] * b[l] }),
        9 => each(&|l| min_of_numbers(min_of_numbers(a[l], b[l]), c[l])),
        10 => each(&|l| max_of_numbers(max_of_numbers(a[l], b[l]), c[l])),
        11 => each(&|l| max_of_numbers(min_of_numbers(a[l], b[l]), min_of_numbers(max_of_numbers(a[l], b[l]), c[l]))),
        12 => {
            let e = x.row(f.src[1], f.literal);
            // In binary64, where the product is exact, then rounded once:
            // 2f32.powi(-128) is 1 / inf = 0 (binary32's 2^128 overflows).
            per_lane(|l| (a[l] as f64 * 2f64.powi((e[l] as i32).clamp(-300, 300))) as f32)
        }
        _ => return Err(Box::new(Trap::NotImplemented)),
    };
    // A min or max with a NaN source: again, lane by lane, as the manual
    // says (`min_max_nan`); rows without one, the usual case, keep the
    // loops above, which the host vectorizes.
    let r = if nan_source || (matches!(op, 9..=11) && (any_nan(&a, &b) || any_nan(&c, &c))) {
        min_max_row_with_nans(op, &a, &b, &c, x.wave.ieee)
    } else {
        r
    };
    // An invalid operation (inf - inf, 0 * inf) gives the hardware's
    // default NaN, +qNaN 0x7fc00000; the host's may differ (x86 sets the
    // sign). NaN operands give the first NaN source, quieted (see
    // `nan_of_first` and `crate::fma`). (Rows without a NaN, the usual
    // case, pass untouched.)
    let r = if matches!(op, 0..=3 | 6 | 7 | 20 | 21) && r.iter().any(|v| v.is_nan()) {
        per_lane(|l| {
            if r[l].is_nan() && !(a[l].is_nan() || b[l].is_nan() || c[l].is_nan()) {
                f32::from_bits(0x7fc0_0000)
            } else {
                r[l]
            }
        })
    } else {
        r
    };
    let out = if matches!(op, 4 | 5 | 9..=11) && f.omod == 0 && !f.clamp {
        // A selection of a source (flushed already), or a NaN as
        // `min_max_nan` gives it: written as it is.
        per_lane(|l| r[l].to_bits())
    } else {
        fout_row(x, d, &r)
    };
    let mask = x.exec_mask();
    x.write_row(f.vdst, &out, mask);
    Ok(Flow::Next)
}

/// [`v_f32`] for one operation, which its argument must be: the match on
/// the operation folds away, and the rows stay in registers (through the
/// match's jump table they went to the stack and back).
macro_rules! f32_op_handlers {
    ($($name:ident = $op:literal),* $(,)?) => {
        $(
            #[inline(always)]
            fn $name(x: &mut Exec, d: &Decoded, op: u32) -> R {
                debug_assert_eq!(op, $op);
                v_f32(x, d, $op)
            }
        )*
    };
}

f32_op_handlers!(v_f32_add = 0, v_f32_sub = 1, v_f32_subrev = 2, v_f32_mul = 3, v_f32_fmac = 6, v_f32_fma = 7);

/// [`fout`] for every lane.
#[inline(always)]
fn fout_row(x: &Exec, d: &Decoded, r: &[f32; 32]) -> [u32; 32] {
    let f = &d.fields;
    if f.omod == 0 && !f.clamp && !x.wave.flush_f32 {
        return per_lane(|l| r[l].to_bits());
    }
    per_lane(|l| fout(x, d, r[l]))
}

/// `r`, or where a source is NaN the first NaN source, quieted. The host's `a + b` and `a * b` are commutative to its compiler,
/// which may swap them and so return either NaN of two (the lane loops
/// of the two host SIMD builds gave different ones); the first source's,
/// as `a - b` gives it.
#[inline(always)]
fn nan_of_first(a: f32, b: f32, r: f32) -> f32 {
    let quiet = |x: f32| f32::from_bits(x.to_bits() | 0x0040_0000);
    if a.is_nan() {
        quiet(a)
    } else if b.is_nan() {
        quiet(b)
    } else {
        r
    }
}

/// The bits of a float format that [`min_max_nan`] reads: the sign bit,
/// infinity (a larger magnitude is a NaN) and the quiet bit.
struct NanBits {
    sign: u64,
    inf: u64,
    quiet: u64,
}

const NAN16: NanBits = NanBits { sign: 0x8000, inf: 0x7c00, quiet: 0x0200 };
const NAN32: NanBits = NanBits { sign: 0x8000_0000, inf: 0x7f80_0000, quiet: 0x0040_0000 };
const NAN64: NanBits = NanBits { sign: 1 << 63, inf: 0x7ff0 << 48, quiet: 1 << 51 };

/// The float min/max opcodes (V_MIN/V_MAX_F16/F32/F64 in every encoding,
/// V_PK_MIN/MAX_F16, VOPD's V_DUAL_MIN/MAX_F32, and V_MIN3/MAX3/MED3_F32
/// through them) where a source is a NaN, as the ISA manual's pseudocode
/// has them: under MODE.IEEE a signalling NaN source gives that NaN
/// quieted, S0's before S1's; otherwise (a quiet NaN, or any NaN with IEEE
/// clear) the other source, and S1 when both are NaN, as it is. With IEEE
/// set that is IEEE 754-2008 minNum/maxNum, and why LLVM quiets the
/// sources (`v_max x, x`) before a min/max in IEEE mode. See
/// hardware-rules.md, "Float min and max".
#[cold]
#[inline(never)]
fn min_max_nan(a: u64, b: u64, ieee: bool, f: &NanBits) -> u64 {
    let nan = |x: u64| x & (f.sign - 1) > f.inf;
    let signalling = |x: u64| nan(x) && x & f.quiet == 0;
    if ieee && signalling(a) {
        a | f.quiet
    } else if ieee && signalling(b) {
        b | f.quiet
    } else if nan(a) {
        b
    } else {
        a
    }
}

/// Whether a lane of `a` or `b` holds a NaN: a fold of unordered
/// comparisons, one per lane, which the host vectorizes (`any` stops at
/// the first and does not).
#[inline(always)]
#[allow(clippy::needless_range_loop)] // lanes index two rows alike
fn any_nan(a: &[f32; 32], b: &[f32; 32]) -> bool {
    let mut any = false;
    for l in 0..32 {
        any |= a[l].partial_cmp(&b[l]).is_none();
    }
    any
}

/// V_MIN_F32 or V_MAX_F32 of rows (`combine` is [`min_of_numbers`] or
/// [`max_of_numbers`]), and whether a source is a NaN: one loop, which the
/// host vectorizes (a second one to look for NaNs made v_min_f32 a fifth
/// slower).
#[inline(always)]
#[allow(clippy::needless_range_loop)] // lanes index several rows alike
fn min_max_row(a: &[f32; 32], b: &[f32; 32], combine: impl Fn(f32, f32) -> f32) -> ([f32; 32], bool) {
    let (mut r, mut nan) = ([0.0; 32], false);
    for l in 0..32 {
        r[l] = combine(a[l], b[l]);
        nan |= a[l].partial_cmp(&b[l]).is_none();
    }
    (r, nan)
}

/// [`v_f32`]'s min and max (`op` 4, 5; min3, max3, med3 9..=11) of rows
/// with a NaN source, lane by lane; out of line, so that the loops of the
/// rows without one stay as the host vectorizes them.
#[cold]
#[inline(never)]
fn min_max_row_with_nans(op: u32, a: &[f32; 32], b: &[f32; 32], c: &[f32; 32], ieee: bool) -> [f32; 32] {
    per_lane(|l| match op {
        4 => min_f32(a[l], b[l], ieee),
        5 => max_f32(a[l], b[l], ieee),
        9 => min_f32(min_f32(a[l], b[l], ieee), c[l], ieee),
        10 => max_f32(max_f32(a[l], b[l], ieee), c[l], ieee),
        11 => med3_f32(a[l], b[l], c[l], ieee),
        // VOPD's V_DUAL_MAX_F32 (10) and V_DUAL_MIN_F32 (11) come as 5 and 4.
        _ => unreachable!("not a min or max"),
    })
}

/// [`min_f32`] where no source is a NaN (a NaN source gives the other
/// source, which is right only with MODE.IEEE clear): the loops over rows
/// without NaNs, which the host vectorizes.
#[inline(always)]
fn min_of_numbers(a: f32, b: f32) -> f32 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    if a == b {
        return if a.is_sign_negative() { a } else { b };
    }
    a.min(b)
}

/// [`max_f32`] where no source is a NaN, as [`min_of_numbers`].
#[inline(always)]
fn max_of_numbers(a: f32, b: f32) -> f32 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    if a == b {
        return if a.is_sign_positive() { a } else { b };
    }
    a.max(b)
}

/// V_MIN_F32: the smaller source, -0 below +0; a NaN source as
/// [`min_max_nan`] says (MODE.IEEE in `ieee`).
#[inline(always)]
fn min_f32(a: f32, b: f32, ieee: bool) -> f32 {
    if a.is_nan() || b.is_nan() {
        return f32::from_bits(min_max_nan(a.to_bits() as u64, b.to_bits() as u64, ieee, &NAN32) as u32);
    }
    min_of_numbers(a, b)
}

/// V_MAX_F32: the larger source, +0 above -0; a NaN source as
/// [`min_max_nan`] says.
#[inline(always)]
fn max_f32(a: f32, b: f32, ieee: bool) -> f32 {
    if a.is_nan() || b.is_nan() {
        return f32::from_bits(min_max_nan(a.to_bits() as u64, b.to_bits() as u64, ieee, &NAN32) as u32);
    }
    max_of_numbers(a, b)
}

/// V_MED3_F32: the median (-0 below +0); with a NaN source, V_MIN3_F32 of
/// the three, as the manual's pseudocode has it (so med3(1, 2, NaN) is 1,
/// and under MODE.IEEE a signalling S0 or S1 loses to S2 once quieted in
/// the first min, while a signalling S2 comes back quieted).
#[inline(always)]
fn med3_f32(a: f32, b: f32, c: f32, ieee: bool) -> f32 {
    if a.is_nan() || b.is_nan() || c.is_nan() {
        return min_f32(min_f32(a, b, ieee), c, ieee);
    }
    max_of_numbers(min_of_numbers(a, b), min_of_numbers(max_of_numbers(a, b), c))
}

/// V_MIN_F64 and V_MAX_F64 (`max`): as [`min_f32`] and [`max_f32`].
#[inline(always)]
fn min_max_f64(a: f64, b: f64, ieee: bool, max: bool) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::from_bits(min_max_nan(a.to_bits(), b.to_bits(), ieee, &NAN64));
    }
    if a == b {
        // -0 is the smaller zero.
        return if a.is_sign_negative() != max { a } else { b };
    }
    if max {
        a.max(b)
    } else {
        a.min(b)
    }
}

/// V_MIN_F16 and V_MAX_F16 (`max`) on binary16 bits, the halves of
/// V_PK_MIN/MAX_F16: as [`min_f32`] and [`max_f32`].
#[inline(always)]
fn min_max_f16(a: u64, b: u64, ieee: bool, max: bool) -> u64 {
    let nan = |x: u64| x & 0x7fff > 0x7c00;
    if nan(a) || nan(b) {
        return min_max_nan(a, b, ieee, &NAN16);
    }
    // The order -inf < ... < -0 < +0 < ... < +inf.
    let key = |x: u64| if x & 0x8000 != 0 { -((x & 0x7fff) as i32) - 1 } else { x as i32 };
    if (key(a) < key(b)) != max {
        a
    } else {
        b
    }
}

#[inline(always)]
fn v_f64(x: &mut Exec, d: &Decoded, op: u32) -> R {
    use pisa_float::Format::Df;
    let f = &d.fields;
    // A directed rounding mode: the rounding operations through pisa-float.
    let directed = (x.wave.mode & crate::wave::ROUND_F16_F64 != 0)
        .then(|| pisa_float::Mode { rounding: x.wave.rounding_f16_f64(), ..pisa_float::Mode::default() });
    let soft = |r: pisa_float::Out<u64>| f64::from_bits(r.value);
    let ieee = x.wave.ieee;
    for l in lanes(x.exec_mask()) {
        let a = fsrc64(x, d, 0, l);
        let b = fsrc64(x, d, 1, l);
        let r = match (op, directed) {
            (0, Some(mode)) => soft(pisa_float::add(Df, a.to_bits(), b.to_bits(), mode)),
            (1, Some(mode)) => soft(pisa_float::mul(Df, a.to_bits(), b.to_bits(), mode)),
            (2, Some(mode)) => soft(pisa_float::fma(Df, a.to_bits(), b.to_bits(), fsrc64(x, d, 2, l).to_bits(), mode)),
            // An invalid operation gives the default NaN, +qNaN (the host's
            // may have its sign set); NaN operands propagate.
            (0..=2, None) => {
                let c = if op == 2 { fsrc64(x, d, 2, l) } else { 0.0 };
                let r = match op {
                    0 => crate::fma::first_nan64(a, b, 0.0).unwrap_or(a + b),
                    1 => crate::fma::first_nan64(a, b, 0.0).unwrap_or(a * b),
                    _ => crate::fma::fma64(a, b, c),
                };
                if r.is_nan() && !(a.is_nan() || b.is_nan() || c.is_nan()) {
                    f64::from_bits(0x7ff8_0000_0000_0000)
                } else {
                    r
                }
            }
            (3, _) => min_max_f64(a, b, ieee, false),
            (4, _) => min_max_f64(a, b, ieee, true),
            (5, _) => ldexp64(a, x.src(f.src[1], l, f.literal) as i32),
            _ => return Err(Box::new(Trap::NotImplemented)),
        };
        // A min or max is a selection, written as it is (a NaN as
        // `min_max_nan` gives it) unless an output modifier acts.
        let r = if matches!(op, 3 | 4) && f.omod == 0 && !f.clamp { r } else { fout64(f, r) };
        x.set_v64(f.vdst, l, r.to_bits());
    }
    Ok(Flow::Next)
}

/// `a * 2^e`, rounded once. `2f64.powi(e)` alone is 0 below 2^-1074 and
/// infinite above 2^1023, which `a` may bring back into range
/// (2^100 * 2^-1080 is 2^-980), so the scaling goes in two steps that
/// are exact but for the last.
fn ldexp64(a: f64, e: i32) -> f64 {
    let pow2 = |k: i32| f64::from_bits(((k + 1023) as u64) << 52);
    if a == 0.0 || !a.is_finite() {
        return a;
    }
    // a = m * 2^k with 1 <= |m| < 2 (a denormal a made normal first).
    let (a, k0) = if a.is_subnormal() { (a * pow2(64), -64) } else { (a, 0) };
    let k = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023 + k0;
    let m = f64::from_bits((a.to_bits() & !(0x7ff << 52)) | 1023 << 52);
    let t = k.saturating_add(e);
    if t > 1023 {
        return f64::INFINITY.copysign(a);
    }
    if t < -1080 {
        // Below a quarter of the smallest denormal: zero, whatever the rounding of halves.
        return 0.0f64.copysign(a);
    }
    if t >= -1022 {
        m * pow2(t)
    } else {
        // Exact to 2^(t + 60), a normal; the last step rounds once.
        m * pow2(t + 60) * pow2(-60)
    }
}

/// Unary operations (VOP1 and their VOP3 forms).
#[inline(always)]
fn v_unary(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    if x.wave.mode & crate::wave::ROUND_F32 != 0 && UNARY_DIRECTED.contains(&op) {
        return v_unary_directed(x, d, op);
    }
    if op == 0 {
        let r = x.row(f.src[0], f.literal);
        let mask = x.exec_mask();
        x.write_row(f.vdst, &r, mask);
        return Ok(Flow::Next);
    }
    for l in lanes(x.exec_mask()) {
        let raw = x.src(f.src[0], l, f.literal);
        let fa = || fsrc(x, d, 0, l);
        let r = match op {
            0 => raw,
            1 => fout(x, d, raw as f32),
            2 => fout(x, d, raw as i32 as f32),
            3 => cvt_u32(fa()),
            4 => cvt_i32(fa()) as u32,
            5 => fout(x, d, 1.0 / fa()),
            6 => fout(x, d, 1.0 / fa().sqrt()),
            7 => fout(x, d, fa().sqrt()),
            8 => fout(x, d, fa().exp2()),
            9 => fout(x, d, fa().log2()),
            10 => fout(x, d, (fa() * std::f32::consts::TAU).sin()),
            11 => fout(x, d, (fa() * std::f32::consts::TAU).cos()),
            12 => fout(x, d, fa().trunc()),
            13 => fout(x, d, fa().floor()),
            14 => fout(x, d, fa().ceil()),
            15 => fout(x, d, fa().round_ties_even()),
            16 => {
                let a = fa();
                fout(x, d, a - a.floor())
            }
            17 => !raw,
            18 => raw.reverse_bits(),
            19 => {
                if raw == 0 {
                    u32::MAX
                } else {
                    raw.leading_zeros()
                }
            }
            20 => {
                if raw == 0 {
                    u32::MAX
                } else {
                    raw.trailing_zeros()
                }
            }
            21 => {
                // v_cls_i32 (ffbh_i32): leading bits equal to the sign.
                let v = raw as i32;
                let n = if v < 0 { (!raw).leading_zeros() } else { raw.leading_zeros() };
                if n == 32 {
                    u32::MAX
                } else {
                    n
                }
            }
            _ => return Err(Box::new(Trap::NotImplemented)),
        };
        x.set_v(f.vdst, l, r);
    }
    Ok(Flow::Next)
}

fn cvt_u32(v: f32) -> u32 {
    if v.is_nan() {
        0
    } else {
        v as u32
    }
}

fn cvt_i32(v: f32) -> i32 {
    if v.is_nan() {
        0
    } else {
        v as i32
    }
}

/// Conversions to and from f64 and f16.
#[inline(always)]
fn v_cvt(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    // v_cvt_f32_f64 rounds in MODE's binary32 mode, v_sqrt_f64 in binary64's.
    let directed = match op {
        1 => x.wave.mode & crate::wave::ROUND_F32 != 0,
        8 => x.wave.mode & crate::wave::ROUND_F16_F64 != 0,
        _ => false,
    };
    if directed {
        return v_cvt_directed(x, d, op);
    }
    for l in lanes(x.exec_mask()) {
        match op {
            0 => {
                let v = fsrc(x, d, 0, l) as f64;
                x.set_v64(f.vdst, l, fout64(f, v).to_bits());
            }
            1 => {
                let v = fsrc64(x, d, 0, l) as f32;
                let r = fout(x, d, v);
                x.set_v(f.vdst, l, r);
            }
            2 => {
                let v = x.src(f.src[0], l, f.literal) as i32 as f64;
                x.set_v64(f.vdst, l, fout64(f, v).to_bits());
            }
            3 => {
                let v = x.src(f.src[0], l, f.literal) as f64;
                x.set_v64(f.vdst, l, fout64(f, v).to_bits());
            }
            4 => {
                let v = fsrc64(x, d, 0, l);
                x.set_v(f.vdst, l, if v.is_nan() { 0 } else { v as i32 as u32 });
            }
            5 => {
                let v = fsrc64(x, d, 0, l);
                x.set_v(f.vdst, l, if v.is_nan() { 0 } else { v as u32 });
            }
            6 => {
                let v = fsrc64(x, d, 0, l);
                let r = v.trunc();
                x.set_v64(f.vdst, l, fout64(f, r).to_bits());
            }
            7 => {
                let v = fsrc64(x, d, 0, l);
                x.set_v64(f.vdst, l, fout64(f, 1.0 / v).to_bits());
            }
            8 => {
                let v = fsrc64(x, d, 0, l);
                x.set_v64(f.vdst, l, fout64(f, v.sqrt()).to_bits());
            }
            9 => {
                let v = fsrc64(x, d, 0, l);
                x.set_v64(f.vdst, l, fout64(f, v.floor()).to_bits());
            }
            10 => {
                let v = fsrc64(x, d, 0, l);
                x.set_v64(f.vdst, l, fout64(f, v.ceil()).to_bits());
            }
            11 => {
                let v = fsrc64(x, d, 0, l);
                x.set_v64(f.vdst, l, fout64(f, v.round_ties_even()).to_bits());
            }
            12 => {
                // 1/sqrt(x) rounded once more (the unit is within an ulp;
                // strict mode moves it there); an invalid input gives the
                // positive quiet NaN, as the hardware's invalid results do.
                let v = fsrc64(x, d, 0, l);
                let r = 1.0 / v.sqrt();
                let r = match (r.is_nan(), v.is_nan()) {
                    (true, true) => f64::from_bits(v.to_bits() | 0x0008_0000_0000_0000),
                    (true, false) => f64::from_bits(0x7ff8_0000_0000_0000),
                    _ => r,
                };
                x.set_v64(f.vdst, l, fout64(f, r).to_bits());
            }
            _ => return Err(Box::new(Trap::NotImplemented)),
        }
    }
    Ok(Flow::Next)
}

/// Integer binary and ternary operations on 32 bits.
#[inline(always)]
fn v_int(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let (ra, rb) = (x.row_in_memory(f.src[0], f.literal), x.row_in_memory(f.src[1], f.literal));
    // Only the three-source operations read src2 (a row read for nothing
    // costs as much as the operation).
    let rc = if matches!(op, 19..=37 | 39) { x.row_in_memory(f.src[2], f.literal) } else { [0; 32] };
    // v_alignbit_b32's shift is a 16-bit operand on gfx11: op_sel[2] (`v1.h`)
    // reads it from the high half.
    let shift_half = if op == 29 && f.opsel & 4 != 0 { 16 } else { 0 };
    // Each arm is its own loop over the lanes, which the compiler vectorizes.
    macro_rules! lanes3 {
        ($f:expr) => {{
            let f = $f;
            per_lane(|l| f(ra[l], rb[l], rc[l]))
        }};
    }
    let r: [u32; 32] = match op {
        0 => lanes3!(|a: u32, b: u32, _: u32| a.wrapping_add(b)),
        1 => lanes3!(|a: u32, b: u32, _: u32| a.wrapping_sub(b)),
        2 => lanes3!(|a: u32, b: u32, _: u32| b.wrapping_sub(a)),
        3 => lanes3!(|a: u32, b: u32, _: u32| a & b),
        4 => lanes3!(|a: u32, b: u32, _: u32| a | b),
        5 => lanes3!(|a: u32, b: u32, _: u32| a ^ b),
        6 => lanes3!(|a: u32, b: u32, _: u32| !(a ^ b)),
        7 => lanes3!(|a: u32, b: u32, _: u32| b << (a & 31)),
        8 => lanes3!(|a: u32, b: u32, _: u32| b >> (a & 31)),
        9 => lanes3!(|a: u32, b: u32, _: u32| ((b as i32) >> (a & 31)) as u32),
        10 => lanes3!(|a: u32, b: u32, _: u32| a.wrapping_mul(b)),
        11 => lanes3!(|a: u32, b: u32, _: u32| ((a as u64 * b as u64) >> 32) as u32),
        12 => lanes3!(|a: u32, b: u32, _: u32| ((a as i32 as i64 * b as i32 as i64) >> 32) as u32),
        13 => lanes3!(|a: u32, b: u32, _: u32| (a & 0xff_ffff).wrapping_mul(b & 0xff_ffff)),
        14 => {
            lanes3!(|a: u32, b: u32, _: u32| (((a << 8) as i32 >> 8) as i64 * (((b << 8) as i32 >> 8) as i64)) as u32)
        }
        15 => lanes3!(|a: u32, b: u32, _: u32| (a as i32).max(b as i32) as u32),
        16 => lanes3!(|a: u32, b: u32, _: u32| a.max(b)),
        17 => lanes3!(|a: u32, b: u32, _: u32| (a as i32).min(b as i32) as u32),
        18 => lanes3!(|a: u32, b: u32, _: u32| a.min(b)),
        19 => lanes3!(|a: u32, b: u32, c: u32| a.wrapping_add(b).wrapping_add(c)),
        20 => lanes3!(|a: u32, b: u32, c: u32| (a << (b & 31)).wrapping_add(c)),
        21 => lanes3!(|a: u32, b: u32, c: u32| a.wrapping_add(b) << (c & 31)),
        22 => lanes3!(|a: u32, b: u32, c: u32| (a << (b & 31)) | c),
        23 => lanes3!(|a: u32, b: u32, c: u32| (a & b) | c),
        24 => lanes3!(|a: u32, b: u32, c: u32| a | b | c),
        25 => lanes3!(|a: u32, b: u32, c: u32| a ^ b ^ c),
        26 => lanes3!(|a: u32, b: u32, c: u32| {
            let (off, width) = (b & 31, c & 31);
            if width == 0 {
                0
            } else {
                (a >> off) & ((1u64 << width) - 1) as u32
            }
        }),
        27 => lanes3!(|a: u32, b: u32, c: u32| {
            let (off, width) = (b & 31, c & 31);
            if width == 0 {
                0
            } else {
                ((((a >> off) << (32 - width)) as i32) >> (32 - width)) as u32
            }
        }),
        28 => lanes3!(|a: u32, b: u32, c: u32| (a & b) | (!a & c)),
        29 => lanes3!(|a: u32, b: u32, c: u32| (((a as u64) << 32 | b as u64) >> (c >> shift_half & 31)) as u32),
        30 => lanes3!(|a: u32, b: u32, c: u32| (a & 0xff_ffff).wrapping_mul(b & 0xff_ffff).wrapping_add(c)),
        31 => lanes3!(|a: u32, b: u32, c: u32| {
            // v_perm_b32: each selector byte picks a byte of {a, b}.
            let sel = c;
            let bytes = ((a as u64) << 32) | b as u64;
            let mut r = 0u32;
            for k in 0..4 {
                let s = (sel >> (8 * k)) & 0xff;
                let byte = match s {
                    0..=7 => (bytes >> (8 * s)) as u8,
                    12 => 0,
                    13..=255 => 0xff,
                    _ => {
                        // Sign bits of the 16-bit halves.
                        let half = (s - 8) as u64;
                        if (bytes >> (16 * half + 15)) & 1 != 0 {
                            0xff
                        } else {
                            0
                        }
                    }
                };
                r |= (byte as u32) << (8 * k);
            }
            r
        }),
        32 => lanes3!(|a: u32, b: u32, c: u32| (a as i32).max(b as i32).max(c as i32) as u32),
        33 => lanes3!(|a: u32, b: u32, c: u32| a.max(b).max(c)),
        34 => lanes3!(|a: u32, b: u32, c: u32| (a as i32).min(b as i32).min(c as i32) as u32),
        35 => lanes3!(|a: u32, b: u32, c: u32| a.min(b).min(c)),
        36 => lanes3!(|a: u32, b: u32, c: u32| {
            let (a, b, c) = (a as i32, b as i32, c as i32);
            a.max(b).min(a.min(b).max(c)).max(a.min(b)) as u32
        }),
        37 => lanes3!(|a: u32, b: u32, c: u32| a.max(b).min(a.min(b).max(c)).max(a.min(b))),
        38 => lanes3!(|a: u32, b: u32, _: u32| a.count_ones().wrapping_add(b)),
        39 => lanes3!(|a: u32, b: u32, c: u32| (a ^ b).wrapping_add(c)),
        // v_mbcnt_lo: the bits of src0 below the lane, plus src1; v_mbcnt_hi
        // counts bits 32..63 below the lane, none of which a wave32 lane has.
        40 => per_lane(|l| ((ra[l] & ((1u64 << l) - 1) as u32).count_ones()).wrapping_add(rb[l])),
        41 => rb,
        _ => return Err(Box::new(Trap::NotImplemented)),
    };
    let mask = x.exec_mask();
    x.write_row(f.vdst, &r, mask);
    Ok(Flow::Next)
}

/// 64-bit shifts (`v_lshlrev_b64` and friends: the shift is src0).
#[inline(always)]
fn v_shift64(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let v = x.row64(f.src[1], f.literal, false);
    // A shift by a scalar or a constant (clang's usual index scaling) is
    // one amount for all lanes, which vectorizes.
    if f.src[0] < 256 {
        let n = x.scalar(f.src[0], f.literal) & 63;
        let r: [u64; 32] = match op {
            0 => v.map(|v| v << n),
            1 => v.map(|v| v >> n),
            _ => v.map(|v| ((v as i64) >> n) as u64),
        };
        let mask = x.exec_mask();
        x.write_row64(f.vdst, &r, mask);
        return Ok(Flow::Next);
    }
    let s = x.row(f.src[0], f.literal);
    let r: [u64; 32] = match op {
        0 => per_lane(|l| v[l] << (s[l] & 63)),
        1 => per_lane(|l| v[l] >> (s[l] & 63)),
        _ => per_lane(|l| ((v[l] as i64) >> (s[l] & 63)) as u64),
    };
    let mask = x.exec_mask();
    x.write_row64(f.vdst, &r, mask);
    Ok(Flow::Next)
}

/// The carry-out mask of a VALU operation: VCC for the 32-bit encoding,
/// else the sdst field.
fn carry_dst(d: &Decoded) -> u16 {
    if d.fields.e64 {
        d.fields.sdst
    } else {
        VCC as u16
    }
}

/// Add and subtract with carries: 0 add_co, 1 sub_co, 2 subrev_co, 3
/// add_co_ci, 4 sub_co_ci, 5 subrev_co_ci.
#[allow(clippy::needless_range_loop)] // lanes index several rows alike
#[inline(always)]
fn v_carry(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let carry_in = if op >= 3 {
        if f.e64 {
            x.scalar(f.src[2], f.literal)
        } else {
            x.wave.s[VCC]
        }
    } else {
        0
    };
    // The reversed forms read their sources the other way round (chosen
    // before reading: swapping the rows after made the compiler copy them
    // a lane at a time).
    let (first, second) = if matches!(op, 2 | 5) { (f.src[1], f.src[0]) } else { (f.src[0], f.src[1]) };
    let (a, b) = (x.row(first, f.literal), x.row(second, f.literal));
    let select = lane_select(carry_in);
    // In 32-bit lanes, bitwise (which vectorizes without unsigned compares):
    // the carry out of bit 31 is where both top bits were set, or either
    // was and the sum's is clear; the borrow likewise. `select` is all
    // ones where the carry in is set, so subtracting it adds one.
    let mut r = [0u32; 32];
    let mut out = 0u32;
    if matches!(op, 0 | 3) {
        for l in 0..32 {
            let sum = a[l].wrapping_add(b[l]).wrapping_sub(select[l]);
            r[l] = sum;
            let carry = (a[l] & b[l]) | ((a[l] | b[l]) & !sum);
            out |= ((carry as i32 >> 31) as u32) & LANE_BIT[l];
        }
    } else {
        for l in 0..32 {
            let difference = a[l].wrapping_sub(b[l]).wrapping_add(select[l]);
            r[l] = difference;
            let borrow = (!a[l] & b[l]) | (!(a[l] ^ b[l]) & difference);
            out |= ((borrow as i32 >> 31) as u32) & LANE_BIT[l];
        }
    }
    let mask = x.exec_mask();
    x.write_row(f.vdst, &r, mask);
    x.set_s(carry_dst(d), out & mask);
    Ok(Flow::Next)
}

/// clang's 64-bit addition, `v_add_co_u32` and then `v_add_co_ci_u32`
/// (instruction `second`, after effectless ones), in one call: each runs
/// as it would alone, in order, so the pair means what the two do.
#[inline(always)]
fn v_add64_pair(x: &mut Exec, d: &Decoded, second: u32) -> R {
    v_carry(x, d, 0)?;
    let program = x.program;
    v_carry(x, &program.insts[second as usize], 3)
}

/// The fast entry of a `v_add_co_u32` whose next instruction that does
/// something is the `v_add_co_ci_u32` at index `second`
/// ([`crate::program::Decoded::fast`]).
pub fn add64_pair_entry(simd: HostSimd, second: u32) -> Handler {
    Handler {
        run: both!(v_add64_pair)[simd as usize],
        arg: second,
        class: Class::Valu,
        follows_rounding: false,
        effectless: false,
    }
}

#[inline(always)]
fn v_mad64(x: &mut Exec, d: &Decoded, signed: u32) -> R {
    let f = &d.fields;
    let (a, b) = (x.row(f.src[0], f.literal), x.row(f.src[1], f.literal));
    let c = x.row64(f.src[2], f.literal, false);
    let mask = x.exec_mask();
    let mut out = 0u32;
    let (mut lo, mut hi) = ([0u32; 32], [0u32; 32]);
    // A 32 x 32-bit product fits 64 bits: only the addition can carry
    // (or, signed, overflow). One loop per signedness, the halves and the
    // carry mask built in 32-bit lanes: a 64-bit row split afterwards, and
    // a shift by the lane number, were a store and reload per lane in some
    // builds (the fat-LTO one ran vector_add at half speed).
    if signed == 1 {
        for l in 0..32 {
            let (v, overflow) = (a[l] as i32 as i64 * b[l] as i32 as i64).overflowing_add(c[l] as i64);
            lo[l] = v as u32;
            hi[l] = (v as u64 >> 32) as u32;
            out |= 0u32.wrapping_sub(overflow as u32) & LANE_BIT[l];
        }
    } else {
        for l in 0..32 {
            let (v, carry) = (a[l] as u64 * b[l] as u64).overflowing_add(c[l]);
            lo[l] = v as u32;
            hi[l] = (v >> 32) as u32;
            out |= 0u32.wrapping_sub(carry as u32) & LANE_BIT[l];
        }
    }
    x.write_row(f.vdst, &lo, mask);
    x.write_row(f.vdst.wrapping_add(1), &hi, mask);
    x.set_s(f.sdst, out & mask);
    Ok(Flow::Next)
}

#[inline(always)]
fn v_cndmask(x: &mut Exec, d: &Decoded, _: u32) -> R {
    let f = &d.fields;
    let select = if f.e64 { x.scalar(f.src[2], f.literal) } else { x.wave.s[VCC] };
    let (mut a, mut b) = (x.row(f.src[0], f.literal), x.row(f.src[1], f.literal));
    // abs and neg act on the sources as floats.
    for (k, row) in [&mut a, &mut b].into_iter().enumerate() {
        let (abs, neg) = ((f.abs >> k & 1) as u32, (f.neg >> k & 1) as u32);
        if abs | neg != 0 {
            for v in row.iter_mut() {
                *v = (*v & !(abs << 31)) ^ (neg << 31);
            }
        }
    }
    let r: [u32; 32] = per_lane(|l| if select >> l & 1 != 0 { b[l] } else { a[l] });
    let mask = x.exec_mask();
    x.write_row(f.vdst, &r, mask);
    Ok(Flow::Next)
}

#[inline(always)]
fn v_lane(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    match op {
        // v_readlane_b32 sdst, vsrc, lane: the destination is the vdst field.
        0 => {
            let lane = (x.scalar(f.src[1], f.literal) & 31) as usize;
            let v = x.src(f.src[0], lane, f.literal);
            x.set_s(f.vdst, v);
        }
        // v_writelane_b32 vdst, ssrc, lane
        1 => {
            let lane = (x.scalar(f.src[1], f.literal) & 31) as usize;
            let v = x.scalar(f.src[0], f.literal);
            x.set_v(f.vdst, lane, v);
        }
        // v_readfirstlane_b32
        _ => {
            let e = x.exec_mask();
            let lane = if e == 0 { 0 } else { e.trailing_zeros() as usize };
            let v = x.src(f.src[0], lane, f.literal);
            x.set_s(f.vdst, v);
        }
    }
    Ok(Flow::Next)
}

/// The sixteen float conditions of v_cmp, by code, as a lane mask.
macro_rules! float_compare {
    ($cond:expr, $a:expr, $b:expr) => {{
        let (a, b) = (&$a, &$b);
        match $cond {
            0 => 0,
            1 => lanewise(a, b, |a, b| a < b),
            2 => lanewise(a, b, |a, b| a == b),
            3 => lanewise(a, b, |a, b| a <= b),
            4 => lanewise(a, b, |a, b| a > b),
            5 => lanewise(a, b, |a, b| !(a.is_nan() || b.is_nan()) && a != b),
            6 => lanewise(a, b, |a, b| a >= b),
            7 => lanewise(a, b, |a, b| !(a.is_nan() || b.is_nan())),
            8 => lanewise(a, b, |a, b| a.is_nan() || b.is_nan()),
            9 => lanewise(a, b, |a, b| a.is_nan() || b.is_nan() || a < b),
            10 => lanewise(a, b, |a, b| a.is_nan() || b.is_nan() || a == b),
            11 => lanewise(a, b, |a, b| a.is_nan() || b.is_nan() || a <= b),
            12 => lanewise(a, b, |a, b| a.is_nan() || b.is_nan() || a > b),
            13 => lanewise(a, b, |a, b| a != b),
            14 => lanewise(a, b, |a, b| a.is_nan() || b.is_nan() || a >= b),
            15 => u32::MAX,
            _ => return Err(Box::new(Trap::NotImplemented)),
        }
    }};
}

/// Compares: the argument packs the type (bits 8..) and the condition.
/// Types: 0 f32, 1 i32, 2 u32, 3 f64, 4 i64, 5 u64, 6 f16. Bit 16: cmpx
/// (writes EXEC).
#[inline(always)]
fn v_cmp(x: &mut Exec, d: &Decoded, arg: u32) -> R {
    let f = &d.fields;
    let (cond, ty, cmpx) = (arg & 0xff, (arg >> 8) & 0xff, arg >> 16 != 0);
    let results: u32 = match ty {
        // Floats compare at their own width too: binary32 widened to
        // binary64 compares the same, at twice the work.
        0 => {
            let (a, b) = (frow(x, d, 0), frow(x, d, 1));
            float_compare!(cond, a, b)
        }
        3 => {
            let (a, b): ([f64; 32], [f64; 32]) = (per_lane(|l| fsrc64(x, d, 0, l)), per_lane(|l| fsrc64(x, d, 1, l)));
            float_compare!(cond, a, b)
        }
        // binary16 (true16 halves), widened exactly to binary32.
        6 => {
            let (a, b) = (per_lane(|l| half_src(x, d, 0, l)), per_lane(|l| half_src(x, d, 1, l)));
            float_compare!(cond, a, b)
        }
        // Integers compare at their own width (widened, they compare a lane at a time).
        1 => {
            let (a, b) = (x.row_in_memory(f.src[0], f.literal), x.row_in_memory(f.src[1], f.literal));
            int_compare(cond, &a.map(|v| v as i32), &b.map(|v| v as i32))?
        }
        2 => int_compare(cond, &x.row_in_memory(f.src[0], f.literal), &x.row_in_memory(f.src[1], f.literal))?,
        4 => {
            let (a, b) = (x.row64(f.src[0], f.literal, false), x.row64(f.src[1], f.literal, false));
            int_compare(cond, &a.map(|v| v as i64), &b.map(|v| v as i64))?
        }
        _ => int_compare(cond, &x.row64(f.src[0], f.literal, false), &x.row64(f.src[1], f.literal, false))?,
    };
    let out = results & x.exec_mask();
    if cmpx {
        x.wave.s[EXEC] = out;
    } else if f.e64 {
        x.set_s(f.vdst, out);
    } else {
        x.wave.s[VCC] = out;
    }
    Ok(Flow::Next)
}

/// [`v_cmp`] for one type and condition, which its argument must have:
/// the matches on them fold away (through their jump tables the rows went
/// to the stack and back). Whether it writes EXEC stays in the argument.
macro_rules! compare_handlers {
    ($($name:ident = $ty:literal, $cond:literal);* $(;)?) => {
        $(
            #[inline(always)]
            fn $name(x: &mut Exec, d: &Decoded, arg: u32) -> R {
                const ARG: u32 = $cond | $ty << 8;
                debug_assert_eq!(arg & 0xffff, ARG);
                v_cmp(x, d, ARG | (arg & 0x1_0000))
            }
        )*
    };
}

compare_handlers!(
    v_cmp_f32_lt = 0, 1; v_cmp_f32_eq = 0, 2; v_cmp_f32_le = 0, 3; v_cmp_f32_gt = 0, 4; v_cmp_f32_ge = 0, 6;
    v_cmp_f32_neq = 0, 13;
    v_cmp_i32_lt = 1, 1; v_cmp_i32_eq = 1, 2; v_cmp_i32_le = 1, 3; v_cmp_i32_gt = 1, 4; v_cmp_i32_ne = 1, 5;
    v_cmp_i32_ge = 1, 6;
    v_cmp_u32_lt = 2, 1; v_cmp_u32_eq = 2, 2; v_cmp_u32_le = 2, 3; v_cmp_u32_gt = 2, 4; v_cmp_u32_ne = 2, 5;
    v_cmp_u32_ge = 2, 6;
);

/// A comparison in every lane, as a mask (bit `l` for lane `l`); generic,
/// so that it is inlined and vectorized (a function pointer would be one
/// call per lane), and packed as it goes (an array of 32 bools packed
/// after was done a lane at a time).
#[inline(always)]
#[allow(clippy::needless_range_loop)] // lanes index several rows alike
fn lanewise<T: Copy>(a: &[T; 32], b: &[T; 32], p: impl Fn(T, T) -> bool) -> u32 {
    let mut out = 0u32;
    for l in 0..32 {
        out |= (p(a[l], b[l]) as u32).wrapping_neg() & LANE_BIT[l];
    }
    out
}

#[inline(always)]
fn int_compare<T: Ord + Copy>(cond: u32, a: &[T; 32], b: &[T; 32]) -> Result<u32, Box<Trap>> {
    Ok(match cond {
        0 => 0,
        1 => lanewise(a, b, |a, b| a < b),
        2 => lanewise(a, b, |a, b| a == b),
        3 => lanewise(a, b, |a, b| a <= b),
        4 => lanewise(a, b, |a, b| a > b),
        5 => lanewise(a, b, |a, b| a != b),
        6 => lanewise(a, b, |a, b| a >= b),
        7 => u32::MAX,
        _ => return Err(Box::new(Trap::NotImplemented)),
    })
}

/// VOPD: both halves read their sources before either writes.
#[inline(always)]
fn v_dual(x: &mut Exec, d: &Decoded, _: u32) -> R {
    v_dual_x(x, d, d.fields.dual_x)
}

/// A VOPD instruction whose X half is operation `x_op`.
#[inline(always)]
fn v_dual_x(x: &mut Exec, d: &Decoded, x_op: u16) -> R {
    let f = &d.fields;
    // Both halves read their sources before either writes.
    let rx = dual_half(x, f, x_op, f.src[0], f.src[1], f.vdst)?;
    let ry = dual_half(x, f, f.dual_y, f.src0_y, f.vsrc1_y, f.vdst_y)?;
    let mask = x.exec_mask();
    x.write_row(f.vdst, &rx, mask);
    x.write_row(f.vdst_y, &ry, mask);
    Ok(Flow::Next)
}

/// [`v_dual`] for an X half of one operation, which the instruction's
/// must be: that half's match folds away (the Y half's stays).
macro_rules! dual_handlers {
    ($($name:ident = $x_op:literal),* $(,)?) => {
        $(
            #[inline(always)]
            fn $name(x: &mut Exec, d: &Decoded, _: u32) -> R {
                debug_assert_eq!(d.fields.dual_x, $x_op);
                v_dual_x(x, d, $x_op)
            }
        )*
    };
}

dual_handlers!(
    v_dual_x_fmac = 0,
    v_dual_x_mul = 3,
    v_dual_x_add = 4,
    v_dual_x_sub = 5,
    v_dual_x_mov = 8,
    v_dual_x_cndmask = 9
);

/// A binary32 denormal as the flushing mode reads or writes it: a zero of its sign.
#[inline(always)]
fn flush_bits(v: u32) -> u32 {
    if v & 0x7f80_0000 == 0 {
        v & 0x8000_0000
    } else {
        v
    }
}

/// One VOPD component over all lanes: plain loops over the rows, which the
/// compiler vectorizes (this is the hottest VALU path of clang's -O2 code).
#[allow(clippy::needless_range_loop)] // lanes index several rows alike
#[inline(always)]
fn dual_half(
    x: &Exec,
    f: &crate::program::Fields,
    code: u16,
    s0: u16,
    s1: u16,
    dst: u16,
) -> Result<[u32; 32], Box<Trap>> {
    let (flush, ieee) = (x.wave.flush_f32, x.wave.ieee);
    let (mut a, mut b) = (x.row_in_memory(s0, f.literal), x.row_in_memory(s1, f.literal));
    let mut k = f.literal;
    let is_float = !matches!(code, 8 | 9 | 16 | 17 | 18);
    if is_float {
        quiet_inactive_lanes(&mut a, x.exec_mask());
        quiet_inactive_lanes(&mut b, x.exec_mask());
    }
    if flush && is_float {
        for l in 0..32 {
            a[l] = flush_bits(a[l]);
            b[l] = flush_bits(b[l]);
        }
        k = flush_bits(k);
    }
    let fa = |l: usize| f32::from_bits(a[l]);
    let fb = |l: usize| f32::from_bits(b[l]);
    let kf = f32::from_bits(k);
    let mut r = [0u32; 32];
    if x.wave.mode & crate::wave::ROUND_F32 != 0 && code <= 7 {
        // A directed rounding mode: each lane through pisa-float.
        use pisa_float::{fma, mul, Format::F};
        let mode = pisa_float::Mode { rounding: x.wave.rounding_f32(), ..pisa_float::Mode::default() };
        let mut acc = x.wave.v[dst as usize];
        quiet_inactive_lanes(&mut acc, x.exec_mask());
        for l in 0..32 {
            let (a, b, k, c) =
                (a[l] as u64, b[l] as u64, k as u64, if flush { flush_bits(acc[l]) } else { acc[l] } as u64);
            r[l] = match code {
                0 => fma(F, a, b, c, mode).value,
                1 => fma(F, a, b, k, mode).value,
                2 => fma(F, a, k, b, mode).value,
                3 => mul(F, a, b, mode).value,
                4 => pisa_float::add(F, a, b, mode).value,
                5 => pisa_float::sub(F, a, b, mode).value,
                6 => pisa_float::sub(F, b, a, mode).value,
                _ if a << 33 == 0 || b << 33 == 0 => 0,
                _ => mul(F, a, b, mode).value,
            } as u32;
        }
    } else {
        match code {
            0 => {
                let mut acc = x.wave.v[dst as usize];
                quiet_inactive_lanes(&mut acc, x.exec_mask());
                let acc: [f32; 32] = per_lane(|l| f32::from_bits(if flush { flush_bits(acc[l]) } else { acc[l] }));
                let (av, bv): ([f32; 32], [f32; 32]) = (per_lane(fa), per_lane(fb));
                r = crate::fma::fma_row(&av, &bv, &acc).map(f32::to_bits);
            }
            1 | 2 => {
                let (av, bv): ([f32; 32], [f32; 32]) = (per_lane(fa), per_lane(fb));
                let kv = [kf; 32];
                let out =
                    if code == 1 { crate::fma::fma_row(&av, &bv, &kv) } else { crate::fma::fma_row(&av, &kv, &bv) };
                r = out.map(f32::to_bits);
            }
            3 => {
                for l in 0..32 {
                    r[l] = (fa(l) * fb(l)).to_bits();
                }
            }
            4 => {
                for l in 0..32 {
                    r[l] = (fa(l) + fb(l)).to_bits();
                }
            }
            5 => {
                for l in 0..32 {
                    r[l] = (fa(l) - fb(l)).to_bits();
                }
            }
            6 => {
                for l in 0..32 {
                    r[l] = (fb(l) - fa(l)).to_bits();
                }
            }
            7 => {
                for l in 0..32 {
                    r[l] = if fa(l) == 0.0 || fb(l) == 0.0 { 0 } else { (fa(l) * fb(l)).to_bits() };
                }
            }
            8 => r = a,
            9 => {
                let select = lane_select(x.wave.s[VCC]);
                for l in 0..32 {
                    r[l] = (b[l] & select[l]) | (a[l] & !select[l]);
                }
            }
            // As in `v_f32`: a row with a NaN again, lane by lane, as the
            // manual says, out of line; the loop for the others, which the
            // host vectorizes, notes whether there is one.
            10 | 11 => {
                let mut nan = false;
                if code == 10 {
                    for l in 0..32 {
                        r[l] = max_of_numbers(fa(l), fb(l)).to_bits();
                        nan |= fa(l).partial_cmp(&fb(l)).is_none();
                    }
                } else {
                    for l in 0..32 {
                        r[l] = min_of_numbers(fa(l), fb(l)).to_bits();
                        nan |= fa(l).partial_cmp(&fb(l)).is_none();
                    }
                }
                if nan {
                    let (av, bv) = (per_lane(fa), per_lane(fb));
                    let op = if code == 10 { 5 } else { 4 };
                    r = min_max_row_with_nans(op, &av, &bv, &[0.0; 32], ieee).map(f32::to_bits);
                }
            }
            16 => {
                for l in 0..32 {
                    r[l] = a[l].wrapping_add(b[l]);
                }
            }
            17 => {
                for l in 0..32 {
                    r[l] = b[l] << (a[l] & 31);
                }
            }
            18 => {
                for l in 0..32 {
                    r[l] = a[l] & b[l];
                }
            }
            _ => return Err(Box::new(Trap::NotImplemented)),
        }
    }
    if flush && is_float {
        for v in &mut r {
            *v = flush_bits(*v);
        }
    }
    Ok(r)
}

/// A 16-bit source of a true16 opcode: in the 32-bit encodings bit 7 of
/// a VGPR number selects the high half; in VOP3, op_sel bit `k` does.
/// Constants are binary16 values (the float codes) or integer bits.
fn src16(x: &Exec, d: &Decoded, k: usize, lane: usize) -> u16 {
    let f = &d.fields;
    let (code, sel) = if k == 3 { (f.vdst + 256, f.opsel >> 3 & 1) } else { (f.src[k], f.opsel >> k & 1) };
    if code >= 256 {
        let r = code - 256;
        let (reg, hi) = if r == crate::program::DPP_ROW && !f.e64 {
            // The DPP row holds the whole VGPR; the DPP byte says which half
            // (in VOP3, op_sel does, as for any source: below).
            (r, f.dpp.map_or(0, |(_, dword)| (dword >> 7 & 1) as u8))
        } else if f.e64 {
            (r, sel)
        } else {
            (r & 127, (r >> 7 & 1) as u8)
        };
        let v = x.wave.v[reg as usize][lane];
        return if hi != 0 { (v >> 16) as u16 } else { v as u16 };
    }
    match code {
        240 => 0x3800,
        241 => 0xb800,
        242 => 0x3c00,
        243 => 0xbc00,
        244 => 0x4000,
        245 => 0xc000,
        246 => 0x4400,
        247 => 0xc400,
        248 => 0x3118,
        _ => x.scalar(code, f.literal) as u16,
    }
}

/// A binary16 source with abs and neg applied to its sign, widened
/// (exactly) to binary32.
fn half_src(x: &Exec, d: &Decoded, k: usize, lane: usize) -> f32 {
    let h = half_bits(x, d, k, lane);
    f32::from_bits(pisa_float::fext(pisa_float::Format::F, pisa_float::Format::Hf, h as u64).value as u32)
}

/// The bits of a binary16 source, abs and neg applied.
fn half_bits(x: &Exec, d: &Decoded, k: usize, lane: usize) -> u16 {
    let f = &d.fields;
    let mut h = src16(x, d, k, lane);
    if f.abs >> k & 1 != 0 {
        h &= 0x7fff;
    }
    if f.neg >> k & 1 != 0 {
        h ^= 0x8000;
    }
    h
}

/// Writes the 16-bit result of a true16 opcode into its half of vdst.
fn set16(x: &mut Exec, d: &Decoded, lane: usize, value: u16) {
    let f = &d.fields;
    let (reg, hi) = if f.e64 { (f.vdst, f.opsel >> 3 & 1) } else { (f.vdst & 127, (f.vdst >> 7 & 1) as u8) };
    let old = x.wave.v[reg as usize][lane];
    let new = if hi != 0 { (old & 0xffff) | (value as u32) << 16 } else { (old & 0xffff_0000) | value as u32 };
    x.set_v(reg, lane, new);
}

/// The output modifiers of a binary16 result: omod scales it, then clamp
/// bounds it to [0, 1] (a NaN to 0), as [`fout`] does for binary32. The
/// scaled value is exact in binary32 and rounds back to nearest even.
fn fout16(f: &Fields, h: u16) -> u16 {
    use pisa_float::{Format, Mode};
    if f.omod == 0 && !f.clamp {
        return h;
    }
    let v = f32::from_bits(pisa_float::fext(Format::F, Format::Hf, h as u64).value as u32);
    let mut v = match f.omod {
        1 => v * 2.0,
        2 => v * 4.0,
        3 => v * 0.5,
        _ => v,
    };
    if f.clamp {
        v = if v.is_nan() { 0.0 } else { v.clamp(0.0, 1.0) };
    }
    pisa_float::ftrunc(Format::Hf, Format::F, v.to_bits() as u64, Mode::default()).value as u16
}

/// binary16 arithmetic, exact through pisa-float.
#[inline(always)]
fn v_f16(x: &mut Exec, d: &Decoded, op: u32) -> R {
    use pisa_float::{Format::Hf, Mode};
    let f = &d.fields;
    let mode = Mode { rounding: x.wave.rounding_f16_f64(), ..Mode::default() };
    let m = |v: u16, k: usize| -> u64 {
        let mut v = v as u64;
        if f.abs >> k & 1 != 0 {
            v &= 0x7fff;
        }
        if f.neg >> k & 1 != 0 {
            v ^= 0x8000;
        }
        v
    };
    for l in lanes(x.exec_mask()) {
        let a = m(src16(x, d, 0, l), 0);
        let b = m(src16(x, d, 1, l), 1);
        let r = match op {
            0 => pisa_float::add(Hf, a, b, mode).value,
            1 => pisa_float::sub(Hf, a, b, mode).value,
            2 => pisa_float::sub(Hf, b, a, mode).value,
            3 => pisa_float::mul(Hf, a, b, mode).value,
            4 => pisa_float::fma(Hf, a, b, src16(x, d, 3, l) as u64, mode).value,
            5 => pisa_float::fma(Hf, a, b, m(src16(x, d, 2, l), 2), mode).value,
            6 => a,
            7 => min_max_f16(a, b, x.wave.ieee, true),
            8 => min_max_f16(a, b, x.wave.ieee, false),
            _ => return Err(Box::new(Trap::NotImplemented)),
        };
        // v_mov_b16 moves bits; the float results take the output modifiers.
        let r = if op == 6 { r as u16 } else { fout16(f, r as u16) };
        set16(x, d, l, r);
    }
    Ok(Flow::Next)
}

/// Packed 16-bit operations (VOP3P): each half of the result from the
/// halves op_sel (low) and op_sel_hi (high) pick, neg_lo/neg_hi negating
/// the float inputs.
#[allow(clippy::needless_range_loop)] // k is a source's index in three fields at once
#[inline(always)]
fn v_pk(x: &mut Exec, d: &Decoded, op: u32) -> R {
    use pisa_float::{Format::Hf, Mode};
    let f = &d.fields;
    let mode = Mode { rounding: x.wave.rounding_f16_f64(), ..Mode::default() };
    let float = op < 16;
    for l in lanes(x.exec_mask()) {
        let mut halves = [[0u64; 3]; 2];
        for k in 0..3 {
            let v = x.src(f.src[k], l, f.literal);
            for (h, sel, neg) in [(0, f.opsel >> k & 1, f.neg >> k & 1), (1, f.opsel_hi >> k & 1, f.neg_hi >> k & 1)] {
                let mut half = if sel != 0 { v >> 16 } else { v & 0xffff } as u64;
                if float && neg != 0 {
                    half ^= 0x8000;
                }
                halves[h][k] = half;
            }
        }
        let mut out = 0u32;
        for (h, [a, b, c]) in halves.iter().enumerate() {
            let r = match op {
                0 => pisa_float::add(Hf, *a, *b, mode).value,
                1 => pisa_float::mul(Hf, *a, *b, mode).value,
                2 => pisa_float::fma(Hf, *a, *b, *c, mode).value,
                3 => min_max_f16(*a, *b, x.wave.ieee, true),
                4 => min_max_f16(*a, *b, x.wave.ieee, false),
                16 => a.wrapping_add(*b),
                17 => a.wrapping_sub(*b),
                18 => a.wrapping_mul(*b),
                19 => (*a).max(*b),
                20 => (*a).min(*b),
                21 => (*a as i16).max(*b as i16) as u16 as u64,
                22 => (*a as i16).min(*b as i16) as u16 as u64,
                23 => b << (a & 15),
                24 => b >> (a & 15),
                25 => ((*b as i16) >> (a & 15)) as u16 as u64,
                26 => a.wrapping_mul(*b).wrapping_add(*c),
                _ => return Err(Box::new(Trap::NotImplemented)),
            };
            // VOP3P has clamp (no omod); it bounds the float halves.
            let r = if float { fout16(f, r as u16) as u64 } else { r };
            out |= ((r & 0xffff) as u32) << (16 * h);
        }
        x.set_v(f.vdst, l, out);
    }
    Ok(Flow::Next)
}

/// Conversions between binary16 and binary32.
#[inline(always)]
fn v_cvt16(x: &mut Exec, d: &Decoded, op: u32) -> R {
    use pisa_float::{Format, Mode};
    let f = &d.fields;
    for l in lanes(x.exec_mask()) {
        if op == 0 {
            // v_cvt_f16_f32: a binary32 source, a 16-bit destination,
            // rounded in MODE's binary16 mode (IEEE's rules under a directed
            // one: PISA's narrowing flushes denormal sources, which only
            // round-to-nearest cannot tell).
            let a = fsrc(x, d, 0, l).to_bits() as u64;
            let directed = x.wave.mode & crate::wave::ROUND_F16_F64 != 0;
            let r = if directed && !f32::from_bits(a as u32).is_nan() {
                pisa_float::convert_ieee(Format::Hf, Format::F, a, x.wave.rounding_f16_f64())
            } else {
                pisa_float::ftrunc(Format::Hf, Format::F, a, Mode::default()).value
            };
            set16(x, d, l, fout16(f, r as u16));
        } else {
            // v_cvt_f32_f16: abs and neg act on the binary16 source's sign.
            let mut a = src16(x, d, 0, l) as u64;
            if f.abs & 1 != 0 {
                a &= 0x7fff;
            }
            if f.neg & 1 != 0 {
                a ^= 0x8000;
            }
            let r = pisa_float::fext(Format::F, Format::Hf, a).value as u32;
            let r = fout(x, d, f32::from_bits(r));
            x.set_v(f.vdst, l, r);
        }
    }
    Ok(Flow::Next)
}

fn exponent32(v: f32) -> i32 {
    ((v.to_bits() >> 23) & 0xff) as i32
}

/// a * b + c in binary64, rounded to odd: a * b is exact in binary64, the
/// sum's error is found exactly (TwoSum) and, when the sum was inexact and
/// its last bit even, the sum moves one ulp toward the exact value.
/// `fma(a, b, c) · 2^scale` rounded to nearest once: in binary128 the
/// product is exact (106 of its 113 bits) and the sum is rounded to odd
/// (toward zero, the last bit set when inexact), which the one rounding to
/// binary64 after the exact scaling then rounds correctly.
fn fma64_scaled(a: f64, b: f64, c: f64, scale: i32) -> f64 {
    use rustc_apfloat::ieee::{Double, Quad};
    use rustc_apfloat::{Float, FloatConvert, Round};
    let wide = |x: f64| -> Quad {
        let mut lost = false;
        Double::from_bits(u128::from(x.to_bits())).convert(&mut lost).value
    };
    if a.is_nan() || b.is_nan() || c.is_nan() {
        return crate::fma::fma64(a, b, c);
    }
    let product = wide(a).mul_r(wide(b), Round::NearestTiesToEven).value;
    let sum = product.add_r(wide(c), Round::TowardZero);
    let mut odd = sum.value;
    if sum.status.contains(rustc_apfloat::Status::INEXACT) && odd.is_finite() {
        odd = Quad::from_bits(odd.to_bits() | 1);
    }
    if odd.is_nan() {
        return crate::fma::fma64(a, b, c);
    }
    let scaled = odd.scalbn_r(scale, Round::NearestTiesToEven);
    let mut lost = false;
    let narrow: Double = scaled.convert_r(Round::NearestTiesToEven, &mut lost).value;
    f64::from_bits(narrow.to_bits() as u64)
}

fn fma_round_to_odd(a: f32, b: f32, c: f32) -> f64 {
    let p = a as f64 * b as f64;
    let c = c as f64;
    let s = p + c;
    if !s.is_finite() {
        return s;
    }
    let bb = s - p;
    let err = (p - (s - bb)) + (c - bb);
    if err == 0.0 || s.to_bits() & 1 == 1 {
        return s;
    }
    let toward_larger_magnitude = (err > 0.0) == (s > 0.0) || s == 0.0;
    let bits = s.to_bits();
    f64::from_bits(if s == 0.0 {
        if err > 0.0 {
            1
        } else {
            0x8000_0000_0000_0001
        }
    } else if toward_larger_magnitude {
        bits + 1
    } else {
        bits - 1
    })
}

/// v_div_scale_f32, v_div_fmas_f32, v_div_fixup_f32: the steps of IEEE
/// division, as the RDNA3 manual describes them.
#[inline(always)]
fn v_div(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let vcc_in = x.wave.s[VCC];
    let mut vcc_out = 0u32;
    for l in lanes(x.exec_mask()) {
        let (s0, s1, s2) = (fsrc(x, d, 0, l), fsrc(x, d, 1, l), fsrc(x, d, 2, l));
        let r = match op {
            0 => {
                // s0: the value to scale; s1: the denominator; s2: the numerator.
                let mut r = s0;
                let mut flag = false;
                // The reciprocal and the quotient are tested in binary32,
                // the operands' format (the manual's `1.0 / 64'F(S1.f)`
                // would never be tiny; hardware-rules.md, "The division
                // steps", says why this reads it otherwise).
                let reciprocal_tiny = (1.0 / s1).is_subnormal();
                let tiny = |v: f32| v.is_subnormal();
                if s2 == 0.0 || s1 == 0.0 {
                    r = f32::NAN;
                } else if exponent32(s2) - exponent32(s1) >= 96 {
                    flag = true;
                    if s0 == s1 {
                        r = s0 * 2f32.powi(64);
                    }
                } else if s1.is_subnormal() {
                    r = s0 * 2f32.powi(64);
                } else if reciprocal_tiny && tiny(s2 / s1) {
                    // A huge denominator and a tiny quotient: the
                    // denominator alone comes down (the manual's +64 would
                    // take it to infinity), v_div_fmas scales back down.
                    flag = true;
                    if s0 == s1 {
                        r = s0 * 2f32.powi(-64);
                    }
                } else if reciprocal_tiny {
                    r = s0 * 2f32.powi(-64);
                } else if tiny(s2 / s1) {
                    flag = true;
                    if s0 == s2 {
                        r = s0 * 2f32.powi(64);
                    }
                } else if exponent32(s2) <= 23 {
                    r = s0 * 2f32.powi(64);
                }
                vcc_out |= (flag as u32) << l;
                r
            }
            1 => {
                if vcc_in >> l & 1 != 0 {
                    let scale = if exponent32(s2) > 127 { 2f64.powi(64) } else { 2f64.powi(-64) };
                    // The hardware scales before it rounds (once): the sum
                    // is kept in binary64 rounded to odd, which the final
                    // rounding to binary32 then rounds correctly.
                    (fma_round_to_odd(s0, s1, s2) * scale) as f32
                } else {
                    crate::fma::fma32(s0, s1, s2)
                }
            }
            _ => {
                // s0: the quotient; s1: the denominator; s2: the numerator.
                let negative = s1.is_sign_negative() != s2.is_sign_negative();
                let signed = |v: f32| if negative { -v } else { v };
                if s2.is_nan() {
                    s2
                } else if s1.is_nan() {
                    s1
                } else if (s1 == 0.0 && s2 == 0.0) || (s1.is_infinite() && s2.is_infinite()) {
                    f32::from_bits(0xffc0_0000)
                } else if s1 == 0.0 || s2.is_infinite() {
                    signed(f32::INFINITY)
                } else if s1.is_infinite() || s2 == 0.0 || exponent32(s2) - exponent32(s1) < -150 {
                    signed(0.0)
                } else if exponent32(s1) == 255 {
                    signed(f32::INFINITY)
                } else if s0.is_nan() {
                    // Finite, nonzero operands whose scaled quotient still
                    // overflowed in the refinement (FLT_MAX / 2^-149): the
                    // quotient is out of range, which way the exponents say.
                    if exponent32(s2) > exponent32(s1) {
                        signed(f32::INFINITY)
                    } else {
                        signed(0.0)
                    }
                } else {
                    signed(s0.abs())
                }
            }
        };
        let r = fout(x, d, r);
        x.set_v(f.vdst, l, r);
    }
    if op == 0 {
        x.set_s(f.sdst, vcc_out);
    }
    Ok(Flow::Next)
}

fn exponent64(v: f64) -> i32 {
    ((v.to_bits() >> 52) & 0x7ff) as i32
}

/// The binary64 division steps, as [`v_div`] does them for binary32 (the
/// manual's pseudocode with binary64's limits: scale by 2^±128, a
/// numerator near the top when the exponents differ by 768 or more, a
/// tiny numerator at exponent 53 or less).
///
/// A divisor whose reciprocal is denormal (|S1| > 2^1022) is scaled down
/// by 2^-128, with the numerator too unless the quotient is denormal as
/// well (then VCC is set and v_div_fmas scales the quotient back down).
/// The manual writes +128 in the second case, which would take such a
/// divisor to infinity and 1.0 / DBL_MAX to 0; hardware-rules.md ("The
/// division steps") gives the reasons for reading it as -128.
#[inline(always)]
fn v_div64(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let vcc_in = x.wave.s[VCC];
    let mut vcc_out = 0u32;
    for l in lanes(x.exec_mask()) {
        let (s0, s1, s2) = (fsrc64(x, d, 0, l), fsrc64(x, d, 1, l), fsrc64(x, d, 2, l));
        let r = match op {
            0 => {
                let mut r = s0;
                let mut flag = false;
                let (up, down) = (2f64.powi(128), 2f64.powi(-128));
                if s2 == 0.0 || s1 == 0.0 {
                    r = f64::NAN;
                } else if exponent64(s2) - exponent64(s1) >= 768 {
                    flag = true;
                    if s0 == s1 {
                        r = s0 * up;
                    }
                } else if s1.is_subnormal() {
                    r = s0 * up;
                } else if (1.0 / s1).is_subnormal() && (s2 / s1).is_subnormal() {
                    flag = true;
                    if s0 == s1 {
                        r = s0 * down;
                    }
                } else if (1.0 / s1).is_subnormal() {
                    r = s0 * down;
                } else if (s2 / s1).is_subnormal() {
                    flag = true;
                    if s0 == s2 {
                        r = s0 * up;
                    }
                } else if exponent64(s2) <= 53 {
                    r = s0 * up;
                }
                vcc_out |= (flag as u32) << l;
                r
            }
            1 => {
                if vcc_in >> l & 1 != 0 {
                    let scale = if exponent64(s2) > 1023 { 128 } else { -128 };
                    // The hardware scales before it rounds, once (as the
                    // binary32 form does): a quotient that lands among the
                    // denormals must not be rounded at 53 bits first.
                    fma64_scaled(s0, s1, s2, scale)
                } else {
                    crate::fma::fma64(s0, s1, s2)
                }
            }
            _ => {
                let negative = s1.is_sign_negative() != s2.is_sign_negative();
                let signed = |v: f64| if negative { -v } else { v };
                if s2.is_nan() {
                    f64::from_bits(s2.to_bits() | 0x0008_0000_0000_0000)
                } else if s1.is_nan() {
                    f64::from_bits(s1.to_bits() | 0x0008_0000_0000_0000)
                } else if (s1 == 0.0 && s2 == 0.0) || (s1.is_infinite() && s2.is_infinite()) {
                    f64::from_bits(0xfff8_0000_0000_0000)
                } else if s1 == 0.0 || s2.is_infinite() {
                    signed(f64::INFINITY)
                } else if s1.is_infinite() || s2 == 0.0 {
                    signed(0.0)
                } else if s0.is_nan() {
                    if exponent64(s2) > exponent64(s1) {
                        signed(f64::INFINITY)
                    } else {
                        signed(0.0)
                    }
                } else {
                    signed(s0.abs())
                }
            }
        };
        // VOP3's output modifiers, as v_div_*_f32 takes them.
        x.set_v64(f.vdst, l, fout64(f, r).to_bits());
    }
    if op == 0 {
        x.set_s(f.sdst, vcc_out);
    }
    Ok(Flow::Next)
}

/// The bit of a value's class in a `v_cmp_class` mask: 0 sNaN, 1 qNaN,
/// 2..5 negative infinity, normal, denormal, zero, 6..9 the positive ones
/// from zero up.
fn float_class(nan: bool, quiet: bool, negative: bool, kind: std::num::FpCategory) -> u32 {
    use std::num::FpCategory;
    if nan {
        return u32::from(quiet);
    }
    let k = match kind {
        FpCategory::Infinite => 0,
        FpCategory::Normal => 1,
        FpCategory::Subnormal => 2,
        _ => 3,
    };
    if negative {
        2 + k
    } else {
        9 - k
    }
}

/// v_frexp_mant_f32 (0), v_frexp_exp_i32_f32 (1), v_cmp_class_f32 (2, 3
/// for cmpx), v_cmp_class_f64 (4, 5 for cmpx).
#[inline(always)]
fn v_fclass(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let mut out = 0u32;
    for l in lanes(x.exec_mask()) {
        let a = fsrc(x, d, 0, l);
        match op {
            0 | 1 => {
                let (mant, exp) = if a.is_nan() || a.is_infinite() || a == 0.0 {
                    (a, 0)
                } else {
                    let e = (a.abs() as f64).log2().floor() as i32 + 1;
                    let mut m = a as f64 / 2f64.powi(e);
                    let mut e = e;
                    if m.abs() >= 1.0 {
                        m /= 2.0;
                        e += 1;
                    } else if m.abs() < 0.5 {
                        m *= 2.0;
                        e -= 1;
                    }
                    (m as f32, e)
                };
                let r = if op == 0 { fout(x, d, mant) } else { exp as u32 };
                x.set_v(f.vdst, l, r);
            }
            _ => {
                // v_cmp_class_f16's mask is a 16-bit operand: `v1.h` is the high half.
                let mask = if op >= 6 { src16(x, d, 1, l) as u32 } else { x.src(f.src[1], l, f.literal) };
                let class = if op >= 6 {
                    // binary16, from its own fields (its denormals widen to normals).
                    use std::num::FpCategory::*;
                    let h = half_bits(x, d, 0, l);
                    let (e, m) = (h >> 10 & 31, h & 0x3ff);
                    let kind = match (e, m) {
                        (0, 0) => Zero,
                        (0, _) => Subnormal,
                        (31, _) => Infinite,
                        _ => Normal,
                    };
                    float_class(e == 31 && m != 0, h & 0x200 != 0, h & 0x8000 != 0, kind)
                } else if op >= 4 {
                    let b = fsrc64(x, d, 0, l);
                    float_class(
                        b.is_nan(),
                        b.to_bits() & 0x0008_0000_0000_0000 != 0,
                        b.is_sign_negative(),
                        b.classify(),
                    )
                } else {
                    float_class(a.is_nan(), a.to_bits() & 0x0040_0000 != 0, a.is_sign_negative(), a.classify())
                };
                out |= (mask >> class & 1) << l;
            }
        }
    }
    match op {
        2 | 4 | 6 if f.e64 => x.set_s(f.vdst, out),
        2 | 4 | 6 => x.wave.s[VCC] = out,
        3 | 5 | 7 => x.wave.s[EXEC] = out,
        _ => {}
    }
    Ok(Flow::Next)
}

// ---------------------------------------------------------------- memory

fn mem_err(space: &'static str, lane: usize) -> impl Fn(MemError) -> Trap {
    move |error| Trap::Memory { space, error, lane: Some(lane as u32) }
}

/// A global or flat handler's argument bit for a flat instruction, whose
/// addresses in the shared and private apertures reach LDS and scratch
/// (a global instruction's are global addresses, whatever their value).
const FLAT: u32 = 0x400;

/// The size code of a memory handler's argument: a byte count, or 0x40 /
/// 0x80 with the byte count (1 or 2) for a d16 access of the low / high
/// half.
fn access_bytes(code: usize) -> usize {
    if code & 0xc0 != 0 {
        code & 0x3f
    } else {
        code
    }
}

/// Global and flat loads and stores: the argument is bytes | 0x100 for
/// a store | 0x200 for sign extension | [`FLAT`].
#[inline(always)]
fn v_global(x: &mut Exec, d: &Decoded, arg: u32) -> R {
    let f = &d.fields;
    let (code, store, signed) = ((arg & 0xff) as usize, arg & 0x100 != 0, arg & 0x200 != 0);
    let flat = arg & FLAT != 0;
    let bytes = access_bytes(code);
    if x.exec_mask() == u32::MAX {
        // The element size as a constant, so that the lanes' expected
        // offsets are one.
        let done = match code {
            4 => consecutive_wave_access::<1>(x, f, store),
            8 => consecutive_wave_access::<2>(x, f, store),
            16 => consecutive_wave_access::<4>(x, f, store),
            _ => false,
        };
        if done {
            return Ok(Flow::Next);
        }
    }
    let addresses = global_addresses(x, d);
    if matches!(code, 4 | 8 | 16) && global_fast(x, d, &addresses, bytes, store) {
        return Ok(Flow::Next);
    }
    for l in lanes(x.exec_mask()) {
        let address = addresses[l];
        if let Some(segment) = flat.then(|| apertures::Segment::of(address)).flatten() {
            apertures::load_or_store(x, f, segment, address, l, code, store, signed)?;
            continue;
        }
        if store {
            let buf = store_bytes(x, f.data, l, code);
            x.memory.write(address, &buf[..bytes]).map_err(mem_err("global", l))?;
        } else {
            let mut buf = [0u8; 16];
            x.memory.read(address, &mut buf[..bytes]).map_err(mem_err("global", l))?;
            write_loaded(x, f.vdst, l, &buf, if code >= 0x40 { code } else { bytes }, signed);
        }
    }
    Ok(Flow::Next)
}

/// Whole-dword loads and stores whose lanes are all aligned and inside one
/// buffer: one bounds check for the wave, then the words directly. Returns
/// false (nothing done) when the access is not such, for the general path.
#[allow(clippy::needless_range_loop)] // lanes index several rows alike
#[inline(always)]
fn global_fast(x: &mut Exec, d: &Decoded, addresses: &[u64; 32], bytes: usize, store: bool) -> bool {
    use std::sync::atomic::Ordering::Relaxed;
    let mask = x.exec_mask();
    if mask == 0 {
        return true;
    }
    let f = &d.fields;
    let dwords = bytes / 4;
    // Over all lanes at once, inactive ones reading as the first active
    // lane's address: a loop the compiler vectorizes.
    let first = addresses[mask.trailing_zeros() as usize];
    let select = lane_select(mask);
    let (mut lo, mut hi, mut misaligned) = (u64::MAX, 0u64, 0u64);
    for l in 0..32 {
        let a = if select[l] != 0 { addresses[l] } else { first };
        lo = lo.min(a);
        hi = hi.max(a);
        misaligned |= a & 3;
    }
    if misaligned != 0 {
        return false;
    }
    let (lo_hi, end) = (lo, hi.saturating_add(bytes as u64));
    let span = if store { x.memory.span_to_store(lo_hi, end) } else { x.memory.span(lo_hi, end) };
    let Some((words, base)) = span else { return false };
    // The word index of each lane, in the region.
    let at: [usize; 32] = per_lane(|l| (addresses[l].wrapping_sub(lo).wrapping_add(base) / 4) as usize);
    for k in 0..dwords {
        if store {
            let row = x.wave.v[(f.data as usize + k) & 255];
            for l in lanes(mask) {
                words[at[l] + k].store(row[l], Relaxed);
            }
        } else {
            let row = &mut x.wave.v[(f.vdst as usize + k) & 255];
            for l in lanes(mask) {
                row[l] = words[at[l] + k].load(Relaxed);
            }
        }
    }
    true
}

/// The commonest access of all: every lane on, lane `l` at `l` elements
/// past lane 0, aligned, in one buffer. One check, and the words in order.
/// Told from the address registers as they are, in 32-bit lanes (the
/// 64-bit addresses of [`global_addresses`] cost as much again as the
/// access): a VGPR pair whose high words are alike and whose low words
/// step by the element size without carrying, or an SGPR base and VGPR
/// offsets that step so. Returns false (nothing done) for any other access.
#[allow(clippy::needless_range_loop)] // lanes index several rows alike
#[inline(always)]
fn consecutive_wave_access<const DWORDS: usize>(x: &mut Exec, f: &Fields, store: bool) -> bool {
    use std::sync::atomic::{AtomicU32, Ordering::Relaxed};
    let dwords = DWORDS;
    let stride = 4 * DWORDS as u32;
    let steps: [u32; 32] = std::array::from_fn(|l| l as u32 * stride);
    let (start, low) = if saddr_off(f) {
        let (lo, hi) = (&x.wave.v[f.addr as usize], &x.wave.v[(f.addr as usize + 1) & 255]);
        let (lo0, hi0) = std::hint::black_box((lo[0], hi[0]));
        if rows_differ(lo, |l| lo0.wrapping_add(steps[l])) | rows_differ(hi, |_| hi0) {
            return false;
        }
        ((hi0 as u64) << 32 | lo0 as u64, lo0)
    } else {
        let v = &x.wave.v[f.addr as usize];
        let v0 = std::hint::black_box(v[0]);
        if rows_differ(v, |l| v0.wrapping_add(steps[l])) {
            return false;
        }
        (x.s64(f.saddr, 0).wrapping_add(v0 as u64), v0)
    };
    // Lane 31's low word past 32 bits would be a carry the registers lack.
    if low.checked_add(31 * stride).is_none() {
        return false;
    }
    let first = start.wrapping_add(f.imm as u64);
    if first & 3 != 0 {
        return false;
    }
    let stride = stride as u64;
    let end = first.saturating_add(32 * stride);
    let span = if store { x.memory.span_to_store(first, end) } else { x.memory.span(first, end) };
    let Some((words, base)) = span else { return false };
    let start = (base / 4) as usize;
    let Some(words) = words.get(start..start + 32 * dwords) else { return false };
    if let Ok(words) = <&[AtomicU32; 32]>::try_from(words) {
        // One dword a lane, the commonest of all: fixed bounds, no index arithmetic.
        if store {
            let row = &x.wave.v[f.data as usize];
            for l in 0..32 {
                words[l].store(row[l], Relaxed);
            }
        } else {
            let row = &mut x.wave.v[f.vdst as usize];
            for l in 0..32 {
                row[l] = words[l].load(Relaxed);
            }
        }
        return true;
    }
    for k in 0..dwords {
        if store {
            let row = &x.wave.v[(f.data as usize + k) & 255];
            for l in 0..32 {
                words[l * dwords + k].store(row[l], Relaxed);
            }
        } else {
            let row = &mut x.wave.v[(f.vdst as usize + k) & 255];
            for l in 0..32 {
                row[l] = words[l * dwords + k].load(Relaxed);
            }
        }
    }
    true
}

/// Whether some lane `l` of `row` is not `expected(l)`. Differences are
/// gathered in eight lanes, a host vector's worth. Where `expected` is
/// made from lane 0 of `row`, hide that value (`black_box`): knowing that
/// lane 0 is equal, the optimizer peeled it and shuffled the others.
#[inline(always)]
fn rows_differ(row: &[u32; 32], expected: impl Fn(usize) -> u32) -> bool {
    let mut apart = [0u32; 8];
    for (g, chunk) in row.chunks_exact(8).enumerate() {
        for (j, v) in chunk.iter().enumerate() {
            apart[j] |= v ^ expected(8 * g + j);
        }
    }
    apart.iter().fold(0, |a, b| a | b) != 0
}

/// A global access without an SGPR base (`off`: null or the code above
/// it): the address is a VGPR pair.
#[inline(always)]
fn saddr_off(f: &Fields) -> bool {
    f.saddr == 124 || f.saddr == 125
}

/// Each lane's address: `saddr` (an SGPR pair) plus the 32-bit VGPR
/// offset, or the VGPR pair alone when `saddr` is off; plus the offset.
#[inline(always)]
fn global_addresses(x: &Exec, d: &Decoded) -> [u64; 32] {
    let f = &d.fields;
    let offset = f.imm as u64;
    if saddr_off(f) {
        let a = x.row64(f.addr + 256, 0, false);
        per_lane(|l| a[l].wrapping_add(offset))
    } else {
        let base = x.s64(f.saddr, 0).wrapping_add(offset);
        let v = x.wave.v[f.addr as usize];
        per_lane(|l| base.wrapping_add(v[l] as u64))
    }
}

fn write_loaded(x: &mut Exec, vdst: u16, l: usize, buf: &[u8; 16], bytes: usize, signed: bool) {
    match bytes {
        // d16 loads: 16 bits (or a byte extended to 16) into one half, the
        // other kept (the 0x40 and 0x80 size codes).
        code if code & 0xc0 != 0 => {
            let h = match (code & 0x3f, signed) {
                (1, false) => buf[0] as u32,
                (1, true) => buf[0] as i8 as u16 as u32,
                _ => u16::from_le_bytes([buf[0], buf[1]]) as u32,
            };
            let old = x.wave.v[vdst as usize][l];
            let v = if code & 0x40 != 0 { (old & 0xffff_0000) | h } else { (old & 0xffff) | h << 16 };
            x.set_v(vdst, l, v);
        }
        1 => {
            let v = if signed { buf[0] as i8 as i32 as u32 } else { buf[0] as u32 };
            x.set_v(vdst, l, v);
        }
        2 => {
            let h = u16::from_le_bytes([buf[0], buf[1]]);
            let v = if signed { h as i16 as i32 as u32 } else { h as u32 };
            x.set_v(vdst, l, v);
        }
        _ => {
            for k in 0..bytes / 4 {
                let v = u32::from_le_bytes(buf[4 * k..4 * k + 4].try_into().expect("4 bytes"));
                x.set_v(vdst + k as u16, l, v);
            }
        }
    }
}

// ---------------------------------------------------------------- buffers

/// A raw buffer resource (V#, four SGPRs): base address and size in bytes.
/// Modelled: stride 0, no swizzling, no added lane ids, OOB_SELECT 3 (raw:
/// each dword's offset checked against NumRecords), as
/// `__builtin_amdgcn_make_buffer_rsrc(p, 0, bytes, 0x30000000)` makes;
/// other resources are refused by name, not guessed at.
fn buffer_resource(x: &Exec, d: &Decoded) -> Result<(u64, u64), Box<Trap>> {
    let f = &d.fields;
    if f.lds_or_tfe {
        return Err(Box::new(Trap::Unsupported("a buffer access with `lds` or `tfe`".into())));
    }
    if f.idxen {
        return Err(Box::new(Trap::Unsupported("a structured (idxen) buffer access".into())));
    }
    let w: [u32; 4] = std::array::from_fn(|k| x.wave.s[(f.sbase as usize + k) & 127]);
    let base = w[0] as u64 | ((w[1] & 0xffff) as u64) << 32;
    let (stride, swizzle, add_tid, oob) = ((w[1] >> 16) & 0x3fff, w[1] >> 30, w[3] >> 23 & 1, w[3] >> 28 & 3);
    if stride != 0 || swizzle != 0 || add_tid != 0 || oob != 3 {
        return Err(Box::new(Trap::Unsupported(format!(
            "a buffer resource with stride {stride}, swizzle {swizzle}, add_tid {add_tid}, OOB_SELECT {oob} (only raw \
             resources, OOB_SELECT 3, are modelled)"
        ))));
    }
    Ok((base, w[2] as u64))
}

/// Each lane's offset in the buffer (the address VGPR with `offen`, plus
/// the instruction's offset), and the SGPR offset added to the address only.
fn buffer_offsets(x: &Exec, d: &Decoded) -> ([u64; 32], u64) {
    let f = &d.fields;
    let v = x.wave.v[f.addr as usize];
    let offsets = per_lane(|l| if f.offen { v[l] as u64 } else { 0 } + f.imm as u64);
    (offsets, x.scalar(f.soffset, f.literal) as u64)
}

/// Buffer loads and stores (the argument as for [`v_global`]): an
/// out-of-range dword (or smaller access) reads 0 and is not written.
#[inline(always)]
fn v_buffer(x: &mut Exec, d: &Decoded, arg: u32) -> R {
    let f = &d.fields;
    let (code, store, signed) = ((arg & 0xff) as usize, arg & 0x100 != 0, arg & 0x200 != 0);
    let bytes = access_bytes(code);
    let (base, records) = buffer_resource(x, d)?;
    let (offsets, soffset) = buffer_offsets(x, d);
    for l in lanes(x.exec_mask()) {
        let address = base.wrapping_add(soffset).wrapping_add(offsets[l]);
        // Checked a dword at a time (a smaller access as a whole).
        let in_range = |k: usize| offsets[l] + (4 * k + bytes.min(4)) as u64 <= records;
        if store {
            let buf = store_bytes(x, f.data, l, code);
            for k in 0..bytes.div_ceil(4) {
                if in_range(k) {
                    let piece = &buf[4 * k..4 * k + bytes.min(4)];
                    x.memory.write(address + 4 * k as u64, piece).map_err(mem_err("buffer", l))?;
                }
            }
        } else {
            let mut buf = [0u8; 16];
            for k in 0..bytes.div_ceil(4) {
                if in_range(k) {
                    let piece = &mut buf[4 * k..4 * k + bytes.min(4)];
                    x.memory.read(address + 4 * k as u64, piece).map_err(mem_err("buffer", l))?;
                }
            }
            write_loaded(x, f.vdst, l, &buf, if code >= 0x40 { code } else { bytes }, signed);
        }
    }
    Ok(Flow::Next)
}

/// Buffer atomics: out of range, nothing is changed and 0 returns.
#[inline(always)]
fn v_buffer_atomic(x: &mut Exec, d: &Decoded, arg: u32) -> R {
    let f = &d.fields;
    let (op, wide) = (arg & 0xff, arg & 0x100 != 0);
    let bytes = if wide { 8 } else { 4 };
    let mask = if wide { u64::MAX } else { 0xffff_ffff };
    let (base, records) = buffer_resource(x, d)?;
    let (offsets, soffset) = buffer_offsets(x, d);
    for l in lanes(x.exec_mask()) {
        let (a, b) = atomic_data(x, f.data, l, op, wide);
        let old = if offsets[l] + bytes <= records {
            let address = base.wrapping_add(soffset).wrapping_add(offsets[l]);
            x.memory
                .atomic(address, bytes, &|old| atomic_op(op, old, a, b, wide) & mask)
                .map_err(mem_err("buffer", l))?
        } else {
            0
        };
        if f.glc {
            returned(x, f.vdst, l, old, wide);
        }
    }
    Ok(Flow::Next)
}

/// A global or buffer atomic's data in a lane: the value, and for cmpswap
/// (10) the compare value in the registers after it.
fn atomic_data(x: &Exec, data: u16, l: usize, op: u32, wide: bool) -> (u64, u64) {
    let read = |r: u16| if wide { x.src64(r + 256, l, 0, false) } else { x.src(r + 256, l, 0) as u64 };
    (read(data), if op == 10 { read(data + if wide { 2 } else { 1 }) } else { 0 })
}

/// An atomic's returned value (with glc) in a lane of its destination.
fn returned(x: &mut Exec, vdst: u16, l: usize, old: u64, wide: bool) {
    if wide {
        x.set_v64(vdst, l, old);
    } else {
        x.set_v(vdst, l, old as u32);
    }
}

/// Atomic operations: the argument is the operation | 0x100 for 64 bits.
fn atomic_op(op: u32, old: u64, a: u64, b: u64, wide: bool) -> u64 {
    let (so, sa) = if wide { (old as i64, a as i64) } else { (old as i32 as i64, a as i32 as i64) };
    match op {
        0 => old.wrapping_add(a),
        1 => old.wrapping_sub(a),
        2 => so.min(sa) as u64,
        3 => old.min(a),
        4 => so.max(sa) as u64,
        5 => old.max(a),
        6 => old & a,
        7 => old | a,
        8 => old ^ a,
        9 => a,
        // cmpswap: a is the new value, b the compare.
        10 => {
            if old == b {
                a
            } else {
                old
            }
        }
        11 => {
            if old >= a {
                0
            } else {
                old + 1
            }
        }
        _ => {
            if old == 0 || old > a {
                a
            } else {
                old - 1
            }
        }
    }
}

/// Global and flat atomics: the argument is the operation | 0x100 for 64
/// bits | [`FLAT`].
#[inline(always)]
fn v_global_atomic(x: &mut Exec, d: &Decoded, arg: u32) -> R {
    let f = &d.fields;
    let (op, wide, flat) = (arg & 0xff, arg & 0x100 != 0, arg & FLAT != 0);
    let bytes = if wide { 8 } else { 4 };
    let mask = if wide { u64::MAX } else { 0xffff_ffff };
    let addresses = global_addresses(x, d);
    for l in lanes(x.exec_mask()) {
        let address = addresses[l];
        let (a, b) = atomic_data(x, f.data, l, op, wide);
        let old = match flat.then(|| apertures::Segment::of(address)).flatten() {
            Some(segment) => apertures::atomic(x, segment, address, l, wide, &|old| atomic_op(op, old, a, b, wide))?,
            None => x
                .memory
                .atomic(address, bytes, &|old| atomic_op(op, old, a, b, wide) & mask)
                .map_err(mem_err("global", l))?,
        };
        if f.glc {
            returned(x, f.vdst, l, old, wide);
        }
    }
    Ok(Flow::Next)
}

/// The bytes a store writes from its data registers (from the high half
/// for a d16_hi store).
fn store_bytes(x: &Exec, data: u16, l: usize, code: usize) -> [u8; 16] {
    let mut buf = [0u8; 16];
    if code & 0x80 != 0 {
        let v = x.src(data + 256, l, 0) >> 16;
        buf[..4].copy_from_slice(&v.to_le_bytes());
        return buf;
    }
    for k in 0..access_bytes(code).div_ceil(4) {
        let v = x.src(data + 256 + k as u16, l, 0);
        buf[4 * k..4 * k + 4].copy_from_slice(&v.to_le_bytes());
    }
    buf
}

#[inline(always)]
fn v_scratch(x: &mut Exec, d: &Decoded, arg: u32) -> R {
    let f = &d.fields;
    let (code, store, signed) = ((arg & 0xff) as usize, arg & 0x100 != 0, arg & 0x200 != 0);
    let bytes = access_bytes(code);
    let base = if f.saddr == 124 { 0 } else { x.scalar(f.saddr, 0) as u64 };
    let per_lane = x.wave.scratch_per_lane;
    for l in lanes(x.exec_mask()) {
        let v = if f.sve { x.src(f.addr + 256, l, 0) as u64 } else { 0 };
        let address = (base.wrapping_add(v).wrapping_add(f.imm as u64)) & 0xffff_ffff;
        if address + bytes as u64 > per_lane {
            return Err(Box::new(Trap::Memory {
                space: "scratch",
                error: MemError::OutOfBounds { address, bytes: bytes as u64 },
                lane: Some(l as u32),
            }));
        }
        let at = (l as u64 * per_lane + address) as usize;
        if store {
            let buf = store_bytes(x, f.data, l, code);
            x.wave.scratch[at..at + bytes].copy_from_slice(&buf[..bytes]);
        } else {
            let mut buf = [0u8; 16];
            buf[..bytes].copy_from_slice(&x.wave.scratch[at..at + bytes]);
            write_loaded(x, f.vdst, l, &buf, if code >= 0x40 { code } else { bytes }, signed);
        }
    }
    Ok(Flow::Next)
}

fn lds_range(x: &Exec, address: u64, bytes: usize, lane: usize) -> Result<usize, Box<Trap>> {
    if address + bytes as u64 > x.lds.len() as u64 {
        return Err(Box::new(Trap::Memory {
            space: "LDS",
            error: MemError::OutOfBounds { address, bytes: bytes as u64 },
            lane: Some(lane as u32),
        }));
    }
    Ok(address as usize)
}

/// LDS loads and stores: bytes | 0x100 store | 0x200 signed | 0x400 two
/// addresses (offset0/offset1 in units of the size).
#[inline(always)]
fn v_ds(x: &mut Exec, d: &Decoded, arg: u32) -> R {
    let f = &d.fields;
    let (bytes, store, signed, two) = ((arg & 0xff) as usize, arg & 0x100 != 0, arg & 0x200 != 0, arg & 0x400 != 0);
    // The two-address forms count offsets in elements, or in 64 elements (stride64).
    let unit = bytes as u64 * if arg & 0x800 != 0 { 64 } else { 1 };
    for l in lanes(x.exec_mask()) {
        let base = x.src(f.addr + 256, l, 0) as u64;
        let places: Vec<(u64, u16, u16)> = if two {
            vec![
                (base + f.offset0 as u64 * unit, f.data, f.vdst),
                (base + f.offset1 as u64 * unit, f.data1, f.vdst + (bytes / 4) as u16),
            ]
        } else {
            vec![(base + f.imm as u64, f.data, f.vdst)]
        };
        for (address, data, vdst) in places {
            let at = lds_range(x, address, bytes, l)?;
            if store {
                for k in 0..bytes.div_ceil(4) {
                    let v = x.src(data + 256 + k as u16, l, 0).to_le_bytes();
                    let n = (bytes - 4 * k).min(4);
                    x.lds[at + 4 * k..at + 4 * k + n].copy_from_slice(&v[..n]);
                }
            } else {
                let mut buf = [0u8; 16];
                buf[..bytes].copy_from_slice(&x.lds[at..at + bytes]);
                write_loaded(x, vdst, l, &buf, bytes, signed);
            }
        }
    }
    Ok(Flow::Next)
}

/// LDS atomics: op | 0x100 64-bit | 0x200 returns the old value.
#[inline(always)]
fn v_ds_atomic(x: &mut Exec, d: &Decoded, arg: u32) -> R {
    let f = &d.fields;
    let (op, wide, rtn) = (arg & 0xff, arg & 0x100 != 0, arg & 0x200 != 0);
    let bytes = if wide { 8 } else { 4 };
    // Lanes in order: within a wave the LDS unit serialises them.
    for l in lanes(x.exec_mask()) {
        let address = x.src(f.addr + 256, l, 0) as u64 + f.imm as u64;
        let at = lds_range(x, address, bytes, l)?;
        let read = |x: &Exec, r: u16| if wide { x.src64(r + 256, l, 0, false) } else { x.src(r + 256, l, 0) as u64 };
        let a = read(x, f.data);
        let b = if op == 10 { read(x, f.data1) } else { 0 };
        let mut old_bytes = [0u8; 8];
        old_bytes[..bytes].copy_from_slice(&x.lds[at..at + bytes]);
        let old = u64::from_le_bytes(old_bytes);
        let new = atomic_op(op, old, a, b, wide);
        x.lds[at..at + bytes].copy_from_slice(&new.to_le_bytes()[..bytes]);
        if rtn {
            if wide {
                x.set_v64(f.vdst, l, old);
            } else {
                x.set_v(f.vdst, l, old as u32);
            }
        }
    }
    Ok(Flow::Next)
}

/// ds_bpermute_b32 (0) and ds_permute_b32 (1): lanes exchange values by
/// byte address (lane * 4), within the wave.
#[inline(always)]
fn v_ds_permute(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let exec = x.exec_mask();
    let mut out = [0u32; 32];
    let data: Vec<u32> = (0..32).map(|l| x.wave.v[f.data as usize][l]).collect();
    for l in lanes(exec) {
        let index = ((x.src(f.addr + 256, l, 0).wrapping_add(f.imm as u32) >> 2) & 31) as usize;
        if op == 0 {
            // Reading an inactive lane reads 0.
            out[l] = if exec >> index & 1 != 0 { data[index] } else { 0 };
        } else {
            out[index] = data[l];
        }
    }
    for l in lanes(exec) {
        x.set_v(f.vdst, l, out[l]);
    }
    Ok(Flow::Next)
}

/// ds_swizzle_b32: each lane reads the lane its offset's pattern names
/// (see `amdgpu::swizzle`), within its 32-lane group (bit-mask mode) or its
/// quad (QUAD_PERM); as for ds_bpermute, an inactive source lane reads 0.
/// The other modes (ROTATE, FFT, the unnamed values) are refused.
#[inline(always)]
fn v_ds_swizzle(x: &mut Exec, d: &Decoded, _: u32) -> R {
    let f = &d.fields;
    let exec = x.exec_mask();
    let offset = f.imm as u32 & 0xffff;
    let source = |l: usize| -> Option<usize> {
        match offset {
            0..=0x7fff => {
                let (and, or, xor) = (offset & 31, offset >> 5 & 31, offset >> 10 & 31);
                Some(((((l as u32) & and) | or) ^ xor) as usize)
            }
            0x8000..=0x80ff => Some((l & !3) | (offset >> (2 * (l & 3)) & 3) as usize),
            _ => None,
        }
    };
    if source(0).is_none() {
        return Err(Box::new(Trap::Unsupported(format!(
            "ds_swizzle_b32 with offset 0x{offset:x} (only bit-mask and quad patterns)"
        ))));
    }
    // The source VGPR is in the address field.
    let data = x.wave.v[f.addr as usize];
    let mut out = [0u32; 32];
    for (l, o) in out.iter_mut().enumerate() {
        let from = source(l).unwrap_or(l);
        *o = if exec >> from & 1 != 0 { data[from] } else { 0 };
    }
    x.write_row(f.vdst, &out, exec);
    Ok(Flow::Next)
}

/// v_permlane16_b32 (0) and v_permlanex16_b32 (1): each lane reads the
/// lane of its row (or of the other row) that the 4-bit selects in src1
/// (lanes 0-7 of a row) and src2 (8-15) name. op_sel bit 0 fetches from
/// inactive lanes; bit 1 (bound_ctrl) writes 0 where it would not.
#[inline(always)]
fn v_permlane(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let source = x.row(f.src[0], f.literal);
    let (lo, hi) = (x.scalar(f.src[1], f.literal), x.scalar(f.src[2], f.literal));
    let (fetch_inactive, bound_ctrl) = (f.opsel & 1 != 0, f.opsel & 2 != 0);
    let exec = x.exec_mask();
    let old = x.wave.v[f.vdst as usize & 255];
    let r: [u32; 32] = per_lane(|l| {
        let i = l % 16;
        let select = if i < 8 { lo >> (4 * i) } else { hi >> (4 * (i - 8)) } & 15;
        let row = if op == 1 { (l / 16) ^ 1 } else { l / 16 };
        let from = 16 * row + select as usize;
        if fetch_inactive || exec >> from & 1 != 0 {
            source[from]
        } else if bound_ctrl {
            0
        } else {
            old[l]
        }
    });
    x.write_row(f.vdst, &r, exec);
    Ok(Flow::Next)
}

/// A mnemonic without its `_e32`/`_e64` encoding suffix: the operation,
/// whichever encoding carries it.
pub fn without_encoding(mnemonic: &str) -> &str {
    mnemonic.strip_suffix("_e32").or_else(|| mnemonic.strip_suffix("_e64")).unwrap_or(mnemonic)
}

/// The handler for a mnemonic, compiled for `simd`, or `None` when it is
/// not implemented.
pub fn handler(mnemonic: &str, simd: HostSimd) -> Option<Handler> {
    use Class::*;
    let h = |run: [Run; 2], arg: u32, class: Class| {
        Some(Handler { run: run[simd as usize], arg, class, follows_rounding: false, effectless: false })
    };
    // The float operations that round in MODE's mode (those of `v_f32`,
    // `v_f16` and `v_f64` through pisa-float).
    let rounded = |run: [Run; 2], arg: u32, directed: &[u32]| {
        Some(Handler {
            run: run[simd as usize],
            arg,
            class: Valu,
            follows_rounding: directed.contains(&arg),
            effectless: false,
        })
    };
    if let Some((first, _)) = mnemonic.split_once(" :: ") {
        // The commonest X halves, each with its operation a constant.
        let run = match first {
            "v_dual_fmac_f32" => both!(v_dual_x_fmac),
            "v_dual_mul_f32" => both!(v_dual_x_mul),
            "v_dual_add_f32" => both!(v_dual_x_add),
            "v_dual_sub_f32" => both!(v_dual_x_sub),
            "v_dual_mov_b32" => both!(v_dual_x_mov),
            "v_dual_cndmask_b32" => both!(v_dual_x_cndmask),
            _ => both!(v_dual),
        };
        return h(run, 0, Valu);
    }
    let base = without_encoding(mnemonic);
    if let Some(rest) =
        base.strip_prefix("v_cmp_").map(|r| (r, 0)).or_else(|| base.strip_prefix("v_cmpx_").map(|r| (r, 1)))
    {
        let (rest, cmpx) = rest;
        let (cond, ty) = rest.rsplit_once('_')?;
        if cond == "class" {
            return match ty {
                "f32" => h(both!(v_fclass), 2 + cmpx, Valu),
                "f64" => h(both!(v_fclass), 4 + cmpx, Valu),
                "f16" => h(both!(v_fclass), 6 + cmpx, Valu),
                _ => None,
            };
        }
        let ty = match ty {
            "f32" => 0,
            "i32" => 1,
            "u32" => 2,
            "f64" => 3,
            "i64" => 4,
            "u64" => 5,
            "f16" => 6,
            _ => return None,
        };
        let float = ty == 0 || ty == 3 || ty == 6;
        let cond = if float {
            ["f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "t"]
                .iter()
                .position(|c| *c == cond)?
        } else {
            ["f", "lt", "eq", "le", "gt", "ne", "ge", "t"].iter().position(|c| *c == cond)?
        };
        // The commonest with type and condition constants in their own build.
        let run = match (ty, cond) {
            (0, 1) => both!(v_cmp_f32_lt),
            (0, 2) => both!(v_cmp_f32_eq),
            (0, 3) => both!(v_cmp_f32_le),
            (0, 4) => both!(v_cmp_f32_gt),
            (0, 6) => both!(v_cmp_f32_ge),
            (0, 13) => both!(v_cmp_f32_neq),
            (1, 1) => both!(v_cmp_i32_lt),
            (1, 2) => both!(v_cmp_i32_eq),
            (1, 3) => both!(v_cmp_i32_le),
            (1, 4) => both!(v_cmp_i32_gt),
            (1, 5) => both!(v_cmp_i32_ne),
            (1, 6) => both!(v_cmp_i32_ge),
            (2, 1) => both!(v_cmp_u32_lt),
            (2, 2) => both!(v_cmp_u32_eq),
            (2, 3) => both!(v_cmp_u32_le),
            (2, 4) => both!(v_cmp_u32_gt),
            (2, 5) => both!(v_cmp_u32_ne),
            (2, 6) => both!(v_cmp_u32_ge),
            _ => both!(v_cmp),
        };
        return h(run, cond as u32 | ty << 8 | cmpx << 16, Valu);
    }
    let s2 = [
        "s_add_u32",
        "s_sub_u32",
        "s_add_i32",
        "s_sub_i32",
        "s_addc_u32",
        "s_subb_u32",
        "s_min_i32",
        "s_min_u32",
        "s_max_i32",
        "s_max_u32",
        "s_and_b32",
        "s_or_b32",
        "s_xor_b32",
        "s_nand_b32",
        "s_nor_b32",
        "s_xnor_b32",
        "s_and_not1_b32",
        "s_or_not1_b32",
        "s_lshl_b32",
        "s_lshr_b32",
        "s_ashr_i32",
        "s_mul_i32",
        "s_mul_hi_u32",
        "s_mul_hi_i32",
        "s_cselect_b32",
        "s_bfe_u32",
        "s_bfe_i32",
        "s_lshl1_add_u32",
        "s_lshl2_add_u32",
        "s_lshl3_add_u32",
        "s_lshl4_add_u32",
        "s_pack_ll_b32_b16",
        "s_pack_lh_b32_b16",
        "s_pack_hl_b32_b16",
        "s_pack_hh_b32_b16",
    ];
    if let Some(k) = s2.iter().position(|m| *m == base) {
        return h(both!(s_op2), k as u32, Salu);
    }
    let s2_64 = [
        "s_and_b64",
        "s_or_b64",
        "s_xor_b64",
        "s_nand_b64",
        "s_nor_b64",
        "s_xnor_b64",
        "s_and_not1_b64",
        "s_or_not1_b64",
        "s_lshl_b64",
        "s_lshr_b64",
        "s_ashr_i64",
        "s_cselect_b64",
        "s_mul_u64",
    ];
    if let Some(k) = s2_64.iter().position(|m| *m == base) {
        return h(both!(s_op2_64), k as u32, Salu);
    }
    let s1 = [
        "s_mov_b32",
        "s_not_b32",
        "s_brev_b32",
        "s_bcnt1_i32_b32",
        "s_ctz_i32_b32",
        "s_clz_i32_u32",
        "s_sext_i32_i8",
        "s_sext_i32_i16",
        "s_abs_i32",
        "s_bitset0_b32",
        "s_bitset1_b32",
    ];
    if let Some(k) = s1.iter().position(|m| *m == base) {
        return h(both!(s_op1), k as u32, Salu);
    }
    let saveexec = [
        "s_and_saveexec_b32",
        "s_or_saveexec_b32",
        "s_xor_saveexec_b32",
        "s_nand_saveexec_b32",
        "s_nor_saveexec_b32",
        "s_xnor_saveexec_b32",
        "s_and_not0_saveexec_b32",
        "s_or_not0_saveexec_b32",
        "s_and_not1_saveexec_b32",
        "s_or_not1_saveexec_b32",
    ];
    if let Some(k) = saveexec.iter().position(|m| *m == base) {
        // `not0` complements the source, `not1` EXEC: 6/7 and 8/9 swapped below.
        let k = match k {
            6 => 8,
            7 => 9,
            8 => 6,
            9 => 7,
            k => k,
        };
        return h(both!(s_saveexec), k as u32, Salu);
    }
    let scmp = [
        ("s_cmp_eq_i32", 0),
        ("s_cmp_lg_i32", 1),
        ("s_cmp_gt_i32", 2),
        ("s_cmp_ge_i32", 3),
        ("s_cmp_lt_i32", 4),
        ("s_cmp_le_i32", 5),
        ("s_cmp_eq_u32", 7),
        ("s_cmp_lg_u32", 9),
        ("s_cmp_gt_u32", 11),
        ("s_cmp_ge_u32", 13),
        ("s_cmp_lt_u32", 15),
        ("s_cmp_le_u32", 17),
        ("s_bitcmp0_b32", 20),
        ("s_bitcmp1_b32", 21),
        ("s_cmpk_eq_i32", 100),
        ("s_cmpk_lg_i32", 101),
        ("s_cmpk_gt_i32", 102),
        ("s_cmpk_ge_i32", 103),
        ("s_cmpk_lt_i32", 104),
        ("s_cmpk_le_i32", 105),
        ("s_cmpk_eq_u32", 107),
        ("s_cmpk_lg_u32", 109),
        ("s_cmpk_gt_u32", 111),
        ("s_cmpk_ge_u32", 113),
        ("s_cmpk_lt_u32", 115),
        ("s_cmpk_le_u32", 117),
    ];
    if let Some((_, k)) = scmp.iter().find(|(m, _)| *m == base) {
        return h(both!(s_cmp), *k, Salu);
    }
    let v1 = [
        "v_mov_b32",
        "v_cvt_f32_u32",
        "v_cvt_f32_i32",
        "v_cvt_u32_f32",
        "v_cvt_i32_f32",
        "v_rcp_f32",
        "v_rsq_f32",
        "v_sqrt_f32",
        "v_exp_f32",
        "v_log_f32",
        "v_sin_f32",
        "v_cos_f32",
        "v_trunc_f32",
        "v_floor_f32",
        "v_ceil_f32",
        "v_rndne_f32",
        "v_fract_f32",
        "v_not_b32",
        "v_bfrev_b32",
        "v_clz_i32_u32",
        "v_ctz_i32_b32",
        "v_cls_i32",
    ];
    if let Some(k) = v1.iter().position(|m| *m == base) {
        return rounded(both!(v_unary), k as u32, &UNARY_DIRECTED);
    }
    if base == "v_rcp_iflag_f32" {
        return h(both!(v_unary), 5, Valu);
    }
    let cvt = [
        "v_cvt_f64_f32",
        "v_cvt_f32_f64",
        "v_cvt_f64_i32",
        "v_cvt_f64_u32",
        "v_cvt_i32_f64",
        "v_cvt_u32_f64",
        "v_trunc_f64",
        "v_rcp_f64",
        "v_sqrt_f64",
        "v_floor_f64",
        "v_ceil_f64",
        "v_rndne_f64",
        "v_rsq_f64",
    ];
    if let Some(k) = cvt.iter().position(|m| *m == base) {
        return rounded(both!(v_cvt), k as u32, &CVT_DIRECTED);
    }
    let f32ops = [
        ("v_add_f32", 0),
        ("v_sub_f32", 1),
        ("v_subrev_f32", 2),
        ("v_mul_f32", 3),
        ("v_min_f32", 4),
        ("v_max_f32", 5),
        ("v_fmac_f32", 6),
        ("v_fma_f32", 7),
        ("v_mul_dx9_zero_f32", 8),
        ("v_min3_f32", 9),
        ("v_max3_f32", 10),
        ("v_med3_f32", 11),
        ("v_ldexp_f32", 12),
        ("v_fmamk_f32", 20),
        ("v_fmaak_f32", 21),
    ];
    if let Some((_, k)) = f32ops.iter().find(|(m, _)| *m == base) {
        // The commonest with the operation a constant in its own build.
        let run = match k {
            0 => both!(v_f32_add),
            1 => both!(v_f32_sub),
            2 => both!(v_f32_subrev),
            3 => both!(v_f32_mul),
            6 => both!(v_f32_fmac),
            7 => both!(v_f32_fma),
            _ => both!(v_f32),
        };
        return rounded(run, *k, &F32_DIRECTED);
    }
    let f64ops =
        [("v_add_f64", 0), ("v_mul_f64", 1), ("v_fma_f64", 2), ("v_min_f64", 3), ("v_max_f64", 4), ("v_ldexp_f64", 5)];
    if let Some((_, k)) = f64ops.iter().find(|(m, _)| *m == base) {
        return rounded(both!(v_f64), *k, &F64_DIRECTED);
    }
    let ints = [
        "v_add_nc_u32",
        "v_sub_nc_u32",
        "v_subrev_nc_u32",
        "v_and_b32",
        "v_or_b32",
        "v_xor_b32",
        "v_xnor_b32",
        "v_lshlrev_b32",
        "v_lshrrev_b32",
        "v_ashrrev_i32",
        "v_mul_lo_u32",
        "v_mul_hi_u32",
        "v_mul_hi_i32",
        "v_mul_u32_u24",
        "v_mul_i32_i24",
        "v_max_i32",
        "v_max_u32",
        "v_min_i32",
        "v_min_u32",
        "v_add3_u32",
        "v_lshl_add_u32",
        "v_add_lshl_u32",
        "v_lshl_or_b32",
        "v_and_or_b32",
        "v_or3_b32",
        "v_xor3_b32",
        "v_bfe_u32",
        "v_bfe_i32",
        "v_bfi_b32",
        "v_alignbit_b32",
        "v_mad_u32_u24",
        "v_perm_b32",
        "v_max3_i32",
        "v_max3_u32",
        "v_min3_i32",
        "v_min3_u32",
        "v_med3_i32",
        "v_med3_u32",
        "v_bcnt_u32_b32",
        "v_xad_u32",
        "v_mbcnt_lo_u32_b32",
        "v_mbcnt_hi_u32_b32",
    ];
    if let Some(k) = ints.iter().position(|m| *m == base) {
        return h(both!(v_int), k as u32, Valu);
    }
    let f16 = [
        "v_add_f16",
        "v_sub_f16",
        "v_subrev_f16",
        "v_mul_f16",
        "v_fmac_f16",
        "v_fma_f16",
        "v_mov_b16",
        "v_max_f16",
        "v_min_f16",
    ];
    if let Some(k) = f16.iter().position(|m| *m == base) {
        return rounded(both!(v_f16), k as u32, &F16_DIRECTED);
    }
    let packed = [
        ("v_pk_add_f16", 0),
        ("v_pk_mul_f16", 1),
        ("v_pk_fma_f16", 2),
        ("v_pk_max_f16", 3),
        ("v_pk_min_f16", 4),
        ("v_pk_add_u16", 16),
        ("v_pk_sub_u16", 17),
        ("v_pk_mul_lo_u16", 18),
        ("v_pk_max_u16", 19),
        ("v_pk_min_u16", 20),
        ("v_pk_max_i16", 21),
        ("v_pk_min_i16", 22),
        ("v_pk_lshlrev_b16", 23),
        ("v_pk_lshrrev_b16", 24),
        ("v_pk_ashrrev_i16", 25),
        ("v_pk_mad_u16", 26),
        ("v_pk_add_i16", 16),
        ("v_pk_sub_i16", 17),
    ];
    if let Some((_, k)) = packed.iter().find(|(m, _)| *m == base) {
        // v_pk_add/mul/fma_f16 round each half in MODE's binary16 mode.
        return rounded(both!(v_pk), *k, &[0, 1, 2]);
    }
    match base {
        "v_cvt_f16_f32" => return rounded(both!(v_cvt16), 0, &[0]),
        "v_cvt_f32_f16" => return h(both!(v_cvt16), 1, Valu),
        "v_div_scale_f32" => return h(both!(v_div), 0, Valu),
        "v_div_fmas_f32" => return h(both!(v_div), 1, Valu),
        "v_div_fixup_f32" => return h(both!(v_div), 2, Valu),
        "v_div_scale_f64" => return h(both!(v_div64), 0, Valu),
        "v_div_fmas_f64" => return h(both!(v_div64), 1, Valu),
        "v_div_fixup_f64" => return h(both!(v_div64), 2, Valu),
        "v_frexp_mant_f32" => return h(both!(v_fclass), 0, Valu),
        "v_frexp_exp_i32_f32" => return h(both!(v_fclass), 1, Valu),
        "v_cmp_class_f32" => return h(both!(v_fclass), 2, Valu),
        "v_cmpx_class_f32" => return h(both!(v_fclass), 3, Valu),
        _ => {}
    }
    match base {
        "v_lshlrev_b64" => return h(both!(v_shift64), 0, Valu),
        "v_lshrrev_b64" => return h(both!(v_shift64), 1, Valu),
        "v_ashrrev_i64" => return h(both!(v_shift64), 2, Valu),
        "v_add_co_u32" => return h(both!(v_carry), 0, Valu),
        "v_sub_co_u32" => return h(both!(v_carry), 1, Valu),
        "v_subrev_co_u32" => return h(both!(v_carry), 2, Valu),
        "v_add_co_ci_u32" => return h(both!(v_carry), 3, Valu),
        "v_sub_co_ci_u32" => return h(both!(v_carry), 4, Valu),
        "v_subrev_co_ci_u32" => return h(both!(v_carry), 5, Valu),
        "v_mad_u64_u32" => return h(both!(v_mad64), 0, Valu),
        "v_mad_i64_i32" => return h(both!(v_mad64), 1, Valu),
        "v_cndmask_b32" => return h(both!(v_cndmask), 0, Valu),
        "v_readlane_b32" => return h(both!(v_lane), 0, Valu),
        "v_writelane_b32" => return h(both!(v_lane), 1, Valu),
        "v_readfirstlane_b32" => return h(both!(v_lane), 2, Valu),
        "v_permlane16_b32" => return h(both!(v_permlane), 0, Valu),
        "v_permlanex16_b32" => return h(both!(v_permlane), 1, Valu),
        "v_movrels_b32" => return h(both!(v_movrel), 0, Valu),
        "v_movreld_b32" => return h(both!(v_movrel), 1, Valu),
        "v_movrelsd_b32" => return h(both!(v_movrel), 2, Valu),
        "v_movrelsd_2_b32" => return h(both!(v_movrel), 3, Valu),
        "s_movrels_b32" => return h(both!(s_movrel), 0, Salu),
        "s_movreld_b32" => return h(both!(s_movrel), 1, Salu),
        "s_movrelsd_2_b32" => return h(both!(s_movrel), 3, Salu),
        "s_movrels_b64" => return h(both!(s_movrel), 4, Salu),
        "s_movreld_b64" => return h(both!(s_movrel), 5, Salu),
        "s_mov_b64" => return h(both!(s_mov_b64), 0, Salu),
        "s_not_b64" => return h(both!(s_mov_b64), 1, Salu),
        "s_bitset0_b64" => return h(both!(s_mov_b64), 2, Salu),
        "s_bitset1_b64" => return h(both!(s_mov_b64), 3, Salu),
        "s_cmp_eq_u64" => return h(both!(s_cmp64), 0, Salu),
        "s_cmp_lg_u64" => return h(both!(s_cmp64), 1, Salu),
        "s_getreg_b32" => return h(both!(s_hwreg), 0, Salu),
        "s_setreg_b32" => return h(both!(s_hwreg), 1, Salu),
        "s_setreg_imm32_b32" => return h(both!(s_hwreg), 2, Salu),
        "s_round_mode" => return h(both!(s_mode), 0, Salu),
        "s_denorm_mode" => return h(both!(s_mode), 1, Salu),
        "s_movk_i32" => return h(both!(s_k), 0, Salu),
        "s_addk_i32" => return h(both!(s_k), 1, Salu),
        "s_mulk_i32" => return h(both!(s_k), 2, Salu),
        "s_cmovk_i32" => return h(both!(s_k), 3, Salu),
        "s_getpc_b64" => return h(both!(s_pc), 0, Branch),
        "s_setpc_b64" => return h(both!(s_pc), 1, Branch),
        "s_swappc_b64" => return h(both!(s_pc), 2, Branch),
        "s_branch" => return h(both!(s_branch), 0, Branch),
        "s_cbranch_scc0" => return h(both!(s_branch), 1, Branch),
        "s_cbranch_scc1" => return h(both!(s_branch), 2, Branch),
        "s_cbranch_vccz" => return h(both!(s_branch), 3, Branch),
        "s_cbranch_vccnz" => return h(both!(s_branch), 4, Branch),
        "s_cbranch_execz" => return h(both!(s_branch), 5, Branch),
        "s_cbranch_execnz" => return h(both!(s_branch), 6, Branch),
        "s_endpgm" => return h(both!(endpgm), 0, Branch),
        "s_barrier" => return h(both!(barrier), 0, Other),
        // A VALU that does nothing (it resolves hazards by being one).
        "v_nop" => return h(both!(nop), 0, Valu),
        // Waits, scheduling hints and cache invalidations have no effect on
        // results in a functional simulator that completes every access at once.
        "s_nop"
        | "s_waitcnt"
        | "s_waitcnt_vscnt"
        | "s_waitcnt_vmcnt"
        | "s_waitcnt_expcnt"
        | "s_waitcnt_lgkmcnt"
        | "s_waitcnt_depctr"
        | "s_delay_alu"
        | "s_clause"
        | "s_sendmsg"
        | "s_setprio"
        | "s_sleep"
        | "s_inst_prefetch"
        | "s_set_inst_prefetch_distance"
        | "s_icache_inv"
        | "buffer_gl0_inv"
        | "buffer_gl1_inv"
        | "s_dcache_inv" => {
            return Some(Handler {
                run: both!(nop)[simd as usize],
                arg: 0,
                class: Other,
                follows_rounding: false,
                effectless: true,
            })
        }
        "s_load_b32" => return h(both!(s_load), 1, Smem),
        "s_load_b64" => return h(both!(s_load), 2, Smem),
        "s_load_b128" => return h(both!(s_load), 4, Smem),
        "s_load_b256" => return h(both!(s_load), 8, Smem),
        "s_load_b512" => return h(both!(s_load), 16, Smem),
        "ds_bpermute_b32" => return h(both!(v_ds_permute), 0, Lds),
        "ds_permute_b32" => return h(both!(v_ds_permute), 1, Lds),
        "ds_swizzle_b32" => return h(both!(v_ds_swizzle), 0, Lds),
        _ => {}
    }
    let sizes = [
        ("b8", 1),
        ("u8", 1),
        ("i8", 0x201),
        ("b16", 2),
        ("u16", 2),
        ("i16", 0x202),
        ("b32", 4),
        ("b64", 8),
        ("b96", 12),
        ("b128", 16),
        ("d16_b16", 0x42),
        ("d16_hi_b16", 0x82),
        ("d16_u8", 0x41),
        ("d16_i8", 0x241),
        ("d16_hi_u8", 0x81),
        ("d16_hi_i8", 0x281),
        ("d16_hi_b8", 0x81),
    ];
    for (prefix, run, class, flat) in [
        ("global_", both!(v_global), Vmem, 0),
        ("flat_", both!(v_global), Vmem, FLAT),
        ("scratch_", both!(v_scratch), Vmem, 0),
        ("buffer_", both!(v_buffer), Vmem, 0),
    ] {
        if let Some(rest) = base.strip_prefix(prefix) {
            if let Some(size) = rest.strip_prefix("load_").and_then(|s| sizes.iter().find(|(n, _)| *n == s)) {
                return h(run, size.1 | flat, class);
            }
            if let Some(size) = rest.strip_prefix("store_").and_then(|s| sizes.iter().find(|(n, _)| *n == s)) {
                return h(run, (size.1 & 0xff) | 0x100 | flat, class);
            }
            if let Some(a) = rest.strip_prefix("atomic_") {
                match prefix {
                    "scratch_" => {}
                    "buffer_" => return atomic_handler(a).and_then(|arg| h(both!(v_buffer_atomic), arg, Vmem)),
                    _ => return atomic_handler(a).and_then(|arg| h(both!(v_global_atomic), arg | flat, Vmem)),
                }
            }
        }
    }
    if let Some(rest) = base.strip_prefix("ds_") {
        if let Some(size) = rest.strip_prefix("load_").and_then(|s| sizes.iter().find(|(n, _)| *n == s)) {
            return h(both!(v_ds), size.1, Lds);
        }
        if let Some(size) = rest.strip_prefix("store_").and_then(|s| sizes.iter().find(|(n, _)| *n == s)) {
            return h(both!(v_ds), (size.1 & 0xff) | 0x100, Lds);
        }
        if let Some(size) = rest.strip_prefix("load_2addr_").and_then(|s| sizes.iter().find(|(n, _)| *n == s)) {
            return h(both!(v_ds), size.1 | 0x400, Lds);
        }
        if let Some(size) = rest.strip_prefix("store_2addr_").and_then(|s| sizes.iter().find(|(n, _)| *n == s)) {
            return h(both!(v_ds), (size.1 & 0xff) | 0x500, Lds);
        }
        if let Some(size) = rest.strip_prefix("load_2addr_stride64_").and_then(|s| sizes.iter().find(|(n, _)| *n == s))
        {
            return h(both!(v_ds), size.1 | 0xc00, Lds);
        }
        if let Some(size) = rest.strip_prefix("store_2addr_stride64_").and_then(|s| sizes.iter().find(|(n, _)| *n == s))
        {
            return h(both!(v_ds), (size.1 & 0xff) | 0xd00, Lds);
        }
        let (name, rtn) = match rest.split_once("_rtn_") {
            Some((n, t)) => (format!("{n}_{t}"), 0x200),
            None => (rest.to_string(), 0),
        };
        // ds_cmpstore is cmpswap (new value in data0, compare in data1, as
        // global_atomic_cmpswap); ds_storexchg is swap.
        let name =
            name.replace("store_b32", "swap_b32").replace("store_b64", "swap_b64").replace("storexchg_", "swap_");
        return atomic_handler(&name).and_then(|arg| h(both!(v_ds_atomic), arg | rtn, Lds));
    }
    None
}

/// `add_u32`, `cmpswap_b64`, ... as an atomic operation code.
fn atomic_handler(name: &str) -> Option<u32> {
    let (op, ty) = name.rsplit_once('_')?;
    let wide = match ty {
        "u32" | "i32" | "b32" => 0,
        "u64" | "i64" | "b64" => 0x100,
        _ => return None,
    };
    let code = match (op, ty.starts_with('i')) {
        ("add", _) => 0,
        ("sub", _) => 1,
        ("min", true) => 2,
        ("min", false) => 3,
        ("max", true) => 4,
        ("max", false) => 5,
        ("and", _) => 6,
        ("or", _) => 7,
        ("xor", _) => 8,
        ("swap", _) => 9,
        ("cmpswap", _) => 10,
        ("inc", _) => 11,
        ("dec", _) => 12,
        _ => return None,
    };
    Some(code | wide)
}

#[cfg(test)]
mod division_tests {
    use super::fma64_scaled;

    /// `v_div_fmas_f64` with VCC set, scaling into the denormals: the sum
    /// 2^-896 · (1 + (1.5 - 2^-10 + 2^-63) · 2^-50) rounded at 53 bits is
    /// 2^-896 · (1 + 1.5 · 2^-50), whose scaled value is a tie that goes
    /// to 2; rounded once, the scaled value is 1 and a bit below a half.
    #[test]
    fn scaled_fma_rounds_once() {
        let a = f64::from_bits(0xbfef_ffff_ffff_ffff);
        let b = f64::from_bits(0x0430_0000_0000_0000);
        let c = f64::from_bits(0x07f0_0000_0000_0006);
        assert_eq!(fma64_scaled(a, b, c, -128).to_bits(), 0x0004_0000_0000_0001);
        let twice_rounded = crate::fma::fma64(a, b, c) * 2f64.powi(-128);
        assert_eq!(twice_rounded.to_bits(), 0x0004_0000_0000_0002);
        // Away from the denormals nothing changes.
        assert_eq!(fma64_scaled(1.5, 2.0, 0.25, 128), 3.25 * 2f64.powi(128));
        assert!(fma64_scaled(f64::NAN, 1.0, 0.0, -128).is_nan());
    }
}

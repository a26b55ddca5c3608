//! What each instruction reads and writes, and which counter its memory
//! access is counted under: read once from the instruction's LLVM text
//! (the same text the disassembler prints), so that the strict checks do
//! not depend on the handlers that execute the instruction.
//!
//! The text is the one description every format shares: registers appear
//! in it as LLVM spells them (`v5`, `v[4:7]`, `s[0:1]`, `vcc_lo`, `exec`,
//! `m0`), destinations first. Which leading operands are destinations, and
//! what an instruction touches without naming it (EXEC for every vector
//! instruction, VCC for `v_cndmask_b32_e32`), is decided here by mnemonic.

/// A set of registers: SGPR codes 0..=127 (s0–s105, vcc 106–107, ttmp
/// 108–123, m0 125, exec 126–127; `null` is never in a set) and VGPRs 0..=255.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RegSet {
    pub s: u128,
    pub v: [u64; 4],
}

impl RegSet {
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.s == 0 && self.v == [0; 4]
    }

    /// Without branches: the strict checks ask this of every instruction.
    #[inline]
    pub fn intersects(&self, other: &RegSet) -> bool {
        let v =
            (self.v[0] & other.v[0]) | (self.v[1] & other.v[1]) | (self.v[2] & other.v[2]) | (self.v[3] & other.v[3]);
        (self.s & other.s != 0) | (v != 0)
    }

    #[inline]
    pub fn union(&self, other: &RegSet) -> RegSet {
        let mut v = self.v;
        for (a, b) in v.iter_mut().zip(&other.v) {
            *a |= b;
        }
        RegSet { s: self.s | other.s, v }
    }

    #[inline]
    pub fn intersection(&self, other: &RegSet) -> RegSet {
        let mut v = self.v;
        for (a, b) in v.iter_mut().zip(&other.v) {
            *a &= b;
        }
        RegSet { s: self.s & other.s, v }
    }

    pub fn add_sgpr(&mut self, code: u32) {
        if code < 128 && code != NULL {
            self.s |= 1 << code;
        }
    }

    pub fn add_vgpr(&mut self, r: u32) {
        if r < 256 {
            self.v[(r / 64) as usize] |= 1 << (r % 64);
        }
    }

    pub fn has_sgpr(&self, code: u32) -> bool {
        code < 128 && self.s >> code & 1 == 1
    }

    pub fn has_vgpr(&self, r: u32) -> bool {
        r < 256 && self.v[(r / 64) as usize] >> (r % 64) & 1 == 1
    }

    /// The first register of the set, spelled as LLVM spells it.
    pub fn first_name(&self) -> Option<String> {
        if let Some(r) = (0..256u32).find(|r| self.has_vgpr(*r)) {
            return Some(format!("v{r}"));
        }
        (0..128u32).find(|c| self.has_sgpr(*c)).map(sgpr_name)
    }
}

pub const VCC_LO: u32 = 106;
pub const NULL: u32 = 124;
pub const M0: u32 = 125;
pub const EXEC_LO: u32 = 126;

/// The spelling of SGPR code `code`.
pub fn sgpr_name(code: u32) -> String {
    match code {
        0..=105 => format!("s{code}"),
        106 => "vcc_lo".into(),
        107 => "vcc_hi".into(),
        108..=123 => format!("ttmp{}", code - 108),
        124 => "null".into(),
        125 => "m0".into(),
        126 => "exec_lo".into(),
        _ => "exec_hi".into(),
    }
}

/// The counter a memory instruction is counted under until it completes,
/// and which of its kind it completes in order with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Event {
    /// Vector memory that returns data (loads, atomics that return):
    /// vmcnt, in order of issue.
    VmemRead,
    /// Vector memory stores and atomics that return nothing: vscnt.
    VmemWrite,
    /// LDS (DS instructions without `gds`): lgkmcnt, in order among LDS.
    Lds,
    /// GDS: lgkmcnt, in order among GDS.
    Gds,
    /// Scalar memory: lgkmcnt, returning in any order.
    Smem,
    /// Messages (`s_sendmsg*`): lgkmcnt.
    Message,
    /// Exports and LDS parameter loads: expcnt, in order.
    Export,
}

/// What a memory instruction is, for the strict checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    pub event: Event,
    /// A FLAT instruction: counted under lgkmcnt too when a lane's address
    /// falls in the shared (LDS) aperture.
    pub flat: bool,
    /// It stores to memory (plain stores, and atomics whether or not they
    /// return): what another wave may read after a barrier.
    pub stores: bool,
    /// It reads from or writes to LDS (the `ds_*` instructions).
    pub lds: bool,
    /// Its element size in bytes, and whether it is an atomic.
    pub size: u32,
    pub atomic: bool,
}

/// A wait instruction's guarantee: the most operations of each counter
/// that may still be outstanding when it completes (`None`: not waited on).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wait {
    pub vm: Option<u32>,
    pub vs: Option<u32>,
    pub lgkm: Option<u32>,
    pub exp: Option<u32>,
}

/// The classes of instruction the hazard rules speak of.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kind {
    pub valu: bool,
    /// A transcendental VALU instruction (`v_exp_f32`, `v_rcp_f32`, ...).
    pub trans: bool,
    pub salu: bool,
    /// VMEM, FLAT, GLOBAL, SCRATCH, MUBUF, MTBUF, MIMG.
    pub vmem: bool,
    pub ds: bool,
    pub smem: bool,
    /// `v_cmpx_*`: a VALU that writes EXEC.
    pub vcmpx: bool,
    /// `v_permlane16_b32`, `v_permlanex16_b32`.
    pub permlane: bool,
    /// LDSDIR: `lds_direct_load`, `lds_param_load`.
    pub ldsdir: bool,
    /// `s_waitcnt_depctr` and its field.
    pub depctr: Option<u16>,
    /// `s_nop N`: N + 1 wait states.
    pub nop: Option<u16>,
    /// `v_nop`, which the hardware may drop before it executes.
    pub vnop: bool,
    /// `v_wmma_*`.
    pub wmma: bool,
    /// `v_mad_u64_u32`, `v_mad_i64_i32` whose 64-bit destination overlaps
    /// a source VGPR: the VGPR of the result's high half. gfx1100 forwards
    /// the low half into the high half's inputs (LLVM's MADIntraFwdBug), so
    /// that half is not to be relied on; LLVM allows the overlap only where
    /// it uses the low half alone.
    pub mad64_unreliable_high: Option<u32>,
    /// An LDSDIR instruction's `wait_vdst` field.
    pub wait_vdst: Option<u8>,
    /// `s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)`.
    pub dealloc_vgprs: bool,
    /// `s_waitcnt 0`: every counter at zero.
    pub waits_all: bool,
    /// The instruction is one a hazard rule checks whatever the history
    /// (a permlane, WMMA, LDSDIR, the dealloc message), or one after which
    /// a rule's window ends or its state changes (VMEM, DS, export,
    /// `s_waitcnt_depctr`, `s_waitcnt 0`, `s_nop`, `v_cmpx`, WMMA).
    pub hazard_relevant: bool,
    /// Of those, the ones [`super::hazards::History::check`] looks at
    /// whatever the history: a permlane, WMMA, LDSDIR, the dealloc message.
    pub hazard_checked: bool,
    /// The ones that change the history even where no rule's window is
    /// open and no LDS-direct history is kept: a transcendental, `v_cmpx`,
    /// WMMA, `s_nop` (the others only end windows).
    pub hazard_recorded: bool,
    /// Nothing strict mode checks or records: no register read or written,
    /// no memory access or wait, no rule's instruction (`s_delay_alu`,
    /// `s_clause`, branches without a condition).
    pub inert: bool,
    /// `s_barrier`.
    pub barrier: bool,
}

/// Everything the strict checks know of one instruction.
#[derive(Clone, Debug, Default)]
pub struct Footprint {
    /// Registers read when the instruction issues.
    pub reads: RegSet,
    /// Registers written (by a load: when it returns).
    pub writes: RegSet,
    /// `reads` and `writes` together.
    pub touched: RegSet,
    /// Of `reads`, the SGPRs read as a lane mask (VCC of `v_cndmask_b32_e32`,
    /// the carry-in of `v_add_co_ci_u32`, the mask of `v_cndmask_b32_e64`).
    pub lane_mask_reads: RegSet,
    pub access: Option<Access>,
    pub wait: Option<Wait>,
    pub kind: Kind,
    /// The VGPRs of the address operand of a memory instruction.
    pub address: RegSet,
    /// A transcendental unit's result: its width in bits, its first VGPR,
    /// and whether it is the high half (`v1.h`).
    pub inexact: Option<(u32, u32, bool)>,
    /// Which unit it is, when the side of the exact value can be told
    /// from the operand (binary32 and binary16).
    pub inexact_unit: Option<super::inexact::Unit>,
    /// `v_wmma_*`: the VGPRs of its A and B matrices.
    pub wmma_ab: RegSet,
    /// A move relative to M0: which registers it reads and writes depends
    /// on M0 when it runs.
    pub relative: Option<Relative>,
}

/// The relative operands of a `v_movrel*`/`s_movrel*`: each a first
/// register (SGPR code, or VGPR number), how many registers, and which
/// bits of M0 are added to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Relative {
    pub vector: bool,
    pub source: Option<(u32, u32, M0Field)>,
    pub destination: Option<(u32, u32, M0Field)>,
}

/// The part of M0 a relative operand adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum M0Field {
    Whole,
    /// M0[9:0] (the source of the `_2` forms).
    Low10,
    /// M0[25:16] (their destination).
    High10,
}

impl Relative {
    /// The registers it reads and writes with M0 as it is.
    pub fn registers(&self, m0: u32) -> (RegSet, RegSet) {
        let set = |operand: Option<(u32, u32, M0Field)>| {
            let mut s = RegSet::default();
            if let Some((first, count, field)) = operand {
                let add = match field {
                    M0Field::Whole => m0,
                    M0Field::Low10 => m0 & 0x3ff,
                    M0Field::High10 => m0 >> 16 & 0x3ff,
                };
                for k in 0..count {
                    let r = first.saturating_add(add).saturating_add(k);
                    if self.vector {
                        s.add_vgpr(r);
                    } else if r < 106 {
                        s.add_sgpr(r);
                    }
                }
            }
            s
        };
        (set(self.source), set(self.destination))
    }
}

/// The relative operands of a move, from its operands' registers.
fn relative_move(base: &str, regs: &[RegSet]) -> Option<Relative> {
    let first_and_count = |set: &RegSet, vector: bool| {
        let members: Vec<u32> = if vector {
            (0..256).filter(|r| set.has_vgpr(*r)).collect()
        } else {
            (0..106).filter(|r| set.has_sgpr(*r)).collect()
        };
        Some((*members.first()?, members.len() as u32))
    };
    let vector = base.starts_with("v_");
    let (dst, src) = (regs.first()?, regs.get(1)?);
    let operand = |set: &RegSet, field| first_and_count(set, vector).map(|(r, n)| (r, n, field));
    let (source, destination) = match base {
        "v_movrels_b32" | "s_movrels_b32" | "s_movrels_b64" => (operand(src, M0Field::Whole), None),
        "v_movreld_b32" | "s_movreld_b32" | "s_movreld_b64" => (None, operand(dst, M0Field::Whole)),
        "v_movrelsd_b32" => (operand(src, M0Field::Whole), operand(dst, M0Field::Whole)),
        "v_movrelsd_2_b32" | "s_movrelsd_2_b32" => (operand(src, M0Field::Low10), operand(dst, M0Field::High10)),
        _ => return None,
    };
    Some(Relative { vector, source, destination })
}

/// The transcendental VALU operations (LLVM's `isTRANS`), by base name.
const TRANSCENDENTAL: [&str; 12] = [
    "v_exp_f32",
    "v_log_f32",
    "v_rcp_f32",
    "v_rcp_iflag_f32",
    "v_rsq_f32",
    "v_sqrt_f32",
    "v_sin_f32",
    "v_cos_f32",
    "v_exp_f16",
    "v_log_f16",
    "v_rcp_f16",
    "v_rsq_f16",
];
const TRANSCENDENTAL_MORE: [&str; 6] = ["v_sqrt_f16", "v_sin_f16", "v_cos_f16", "v_rcp_f64", "v_rsq_f64", "v_sqrt_f64"];

/// Whether `base` (a mnemonic without `_e32`/`_e64`/`_dpp`) is a
/// transcendental unit's operation.
pub fn is_transcendental(base: &str) -> bool {
    TRANSCENDENTAL.contains(&base) || TRANSCENDENTAL_MORE.contains(&base)
}

/// The footprint of an instruction from its text and, for memory
/// instructions that return data only with `glc`, that flag.
pub fn of_text(text: &str, glc: bool) -> Footprint {
    let mut f = Footprint::default();
    if let Some((x, y)) = text.split_once(" :: ") {
        // VOPD: both halves read before either writes.
        let (a, b) = (of_text(x, false), of_text(y, false));
        f.reads = a.reads.union(&b.reads);
        f.writes = a.writes.union(&b.writes);
        f.lane_mask_reads = a.lane_mask_reads.union(&b.lane_mask_reads);
        f.kind = Kind { valu: true, ..Kind::default() };
        return f;
    }
    let (mnemonic, rest) = text.split_once(' ').unwrap_or((text, ""));
    let base = strip_forms(mnemonic);
    let operands = split_operands(rest);
    let regs: Vec<RegSet> = operands.iter().map(|o| registers_in(o)).collect();
    let destinations = destination_count(mnemonic, base, glc, &operands);
    for (k, r) in regs.iter().enumerate() {
        if k < destinations {
            f.writes = f.writes.union(r);
            if writes_partially(operands[k]) {
                f.reads = f.reads.union(r);
            }
        } else {
            f.reads = f.reads.union(r);
        }
    }
    if reads_destination(base) {
        if let Some(d) = regs.first() {
            f.reads = f.reads.union(d);
        }
    }
    let vector = mnemonic.starts_with("v_")
        || is_vector_memory(mnemonic)
        || mnemonic.starts_with("ds_")
        || mnemonic.starts_with("lds_");
    if vector {
        // Every vector instruction runs under EXEC.
        f.reads.add_sgpr(EXEC_LO);
        f.reads.add_sgpr(EXEC_LO + 1);
    }
    if mnemonic.starts_with("v_") {
        f.kind.valu = true;
        f.kind.trans = is_transcendental(base);
        f.kind.vcmpx = base.starts_with("v_cmpx_");
        f.kind.permlane = base.starts_with("v_permlane");
        if f.kind.vcmpx {
            f.writes.add_sgpr(EXEC_LO);
            f.writes.add_sgpr(EXEC_LO + 1);
        }
        // The lane masks a VALU instruction reads: VCC of the e32 forms
        // (printed as an operand) and the SGPR source of the e64 forms.
        let mask_operand = match base {
            "v_cndmask_b32" | "v_cndmask_b16" => operands.len().checked_sub(1),
            "v_add_co_ci_u32" | "v_sub_co_ci_u32" | "v_subrev_co_ci_u32" => operands.len().checked_sub(1),
            "v_div_fmas_f32" | "v_div_fmas_f64" => {
                f.reads.add_sgpr(VCC_LO);
                f.lane_mask_reads.add_sgpr(VCC_LO);
                None
            }
            _ => None,
        };
        if let Some(k) = mask_operand {
            let sgprs = RegSet { s: regs[k].s, v: [0; 4] };
            f.lane_mask_reads = sgprs;
        }
        if base.starts_with("v_movrel") {
            f.relative = relative_move(base, &regs);
            if let Some(r) = &f.relative {
                f.reads.add_sgpr(M0);
                // The registers moved from or to are chosen by M0 when it runs.
                if r.source.is_some() {
                    f.reads.v = [0; 4];
                }
                if r.destination.is_some() {
                    f.writes.v = [0; 4];
                }
            }
        }
    } else if mnemonic.starts_with("s_") {
        scalar_implicit(base, &mut f);
        if base.starts_with("s_movrel") {
            f.relative = relative_move(base, &regs);
            if let Some(r) = &f.relative {
                if let Some((first, count, _)) = r.source {
                    (first..first + count).for_each(|c| f.reads.s &= !(1u128 << c));
                }
                if let Some((first, count, _)) = r.destination {
                    (first..first + count).for_each(|c| f.writes.s &= !(1u128 << c));
                }
            }
        }
    }
    if mnemonic.starts_with("lds_") || mnemonic.starts_with("v_interp") {
        f.reads.add_sgpr(M0);
    }
    if mnemonic.starts_with("ds_") && ds_reads_m0(base, rest) {
        f.reads.add_sgpr(M0);
    }
    if mnemonic == "exp" {
        // LLVM's EXP instructions use EXEC (the lanes whose values are
        // valid), and M0 in the row_en form (EXPInstructions.td).
        f.reads.add_sgpr(EXEC_LO);
        f.reads.add_sgpr(EXEC_LO + 1);
        if rest.split(' ').any(|w| w == "row_en") {
            f.reads.add_sgpr(M0);
        }
    }
    if mnemonic.starts_with("lds_") {
        f.kind.ldsdir = true;
        f.access = Some(Access { event: Event::Export, flat: false, stores: false, lds: true, size: 0, atomic: false });
    }
    f.kind.vmem = is_vector_memory(mnemonic);
    f.kind.ds = mnemonic.starts_with("ds_");
    f.kind.smem = is_scalar_memory(base);
    if f.kind.vmem || f.kind.ds {
        if let Some(k) = address_operand(mnemonic, destinations, &operands) {
            f.address = RegSet { s: 0, v: regs[k].v };
        }
    }
    if let Some(mut access) = access_of(mnemonic, base, glc, names_gds(rest), &operands) {
        access.size = super::addresses::element_size(mnemonic);
        access.atomic = super::addresses::is_atomic(mnemonic);
        f.access = Some(access);
    }
    f.wait = wait_of(base, rest, &operands);
    if let (Some(width), Some(dst)) = (super::inexact::result_width(base), operands.first()) {
        if let Some(first) = (0..256).find(|r| regs[0].has_vgpr(*r)) {
            f.inexact = Some((width, first, dst.ends_with(".h")));
            // The binary64 units keep their operand only for the
            // reciprocal, whose moves are checked against its refinement.
            let unit = super::inexact::Unit::of(base);
            f.inexact_unit = if width <= 32 || unit == Some(super::inexact::Unit::Rcp) { unit } else { None };
        }
    }
    f.kind.salu = mnemonic.starts_with("s_") && !f.kind.smem && f.access.is_none() && f.wait.is_none();
    f.kind.vnop = base == "v_nop";
    if matches!(base, "v_mad_u64_u32" | "v_mad_i64_i32") && f.writes.v.iter().zip(&f.reads.v).any(|(w, r)| w & r != 0) {
        f.kind.mad64_unreliable_high = (0..256).filter(|r| regs[0].has_vgpr(*r)).nth(1);
    }
    if base.starts_with("v_wmma_") {
        f.kind.wmma = true;
        for r in regs.iter().skip(1).take(2) {
            f.wmma_ab = f.wmma_ab.union(&RegSet { s: 0, v: r.v });
        }
    }
    if f.kind.ldsdir {
        let field = rest.split(' ').find_map(|w| w.strip_prefix("wait_vdst:"));
        f.kind.wait_vdst = Some(field.and_then(parse_number).unwrap_or(0) as u8);
    }
    f.kind.dealloc_vgprs = base == "s_sendmsg" && rest.contains("MSG_DEALLOC_VGPRS");
    f.kind.waits_all = f.wait == Some(Wait { vm: Some(0), vs: None, lgkm: Some(0), exp: Some(0) });
    f.kind.barrier = base == "s_barrier";
    if base == "s_nop" {
        f.kind.nop = operands.first().and_then(|t| parse_number(t)).map(|n| n as u16);
    }
    if base == "s_waitcnt_depctr" {
        f.kind.depctr = operands.first().and_then(|t| parse_number(t)).map(|n| n as u16);
    }
    f.settle();
    f
}

impl Footprint {
    /// Nothing strict mode does for this instruction but check what it
    /// touches against the outstanding loads, and, in some hazard rule's
    /// window, note it: see [`super::Plan`].
    pub fn is_plain(&self) -> bool {
        let k = &self.kind;
        self.kind.inert
            || (self.access.is_none()
                && self.wait.is_none()
                && self.relative.is_none()
                && self.inexact.is_none()
                && self.inexact_unit.is_none()
                && k.mad64_unreliable_high.is_none()
                && !k.hazard_relevant
                && !k.trans
                && !k.barrier
                && !k.dealloc_vgprs)
    }

    /// Derives the summary fields from the others: call it after changing
    /// any of them (the simulator sets the waits' immediates as encoded).
    pub fn settle(&mut self) {
        self.touched = self.reads.union(&self.writes);
        self.kind.hazard_relevant = hazard_relevant(self);
        let k = self.kind;
        self.kind.hazard_checked = k.permlane || k.wmma || k.ldsdir || k.dealloc_vgprs;
        self.kind.hazard_recorded = k.trans || k.vcmpx || k.wmma || k.nop.is_some();
        self.kind.inert = self.touched.is_empty()
            && self.access.is_none()
            && self.wait.is_none()
            && !self.kind.hazard_relevant
            && !self.kind.valu
            && self.relative.is_none()
            && !self.kind.barrier;
    }
}

fn hazard_relevant(f: &Footprint) -> bool {
    let k = &f.kind;
    k.permlane
        || k.wmma
        || k.ldsdir
        || k.dealloc_vgprs
        || k.vmem
        || k.ds
        || k.vcmpx
        || k.waits_all
        || base_is_depctr_or_nop(k)
        || f.access.is_some_and(|a| a.event == Event::Export)
}

fn base_is_depctr_or_nop(k: &Kind) -> bool {
    k.depctr.is_some() || k.nop.is_some()
}

fn parse_number(t: &str) -> Option<u32> {
    let t = t.trim();
    match t.strip_prefix("0x") {
        Some(h) => u32::from_str_radix(h, 16).ok(),
        None => t.parse().ok(),
    }
}

/// The mnemonic without the encoding suffixes LLVM prints.
pub fn strip_forms(mnemonic: &str) -> &str {
    let m = mnemonic.strip_suffix("_dpp").unwrap_or(mnemonic);
    m.strip_suffix("_e32").or_else(|| m.strip_suffix("_e64")).unwrap_or(m)
}

fn is_vector_memory(m: &str) -> bool {
    ["global_", "flat_", "scratch_", "buffer_", "tbuffer_", "image_"].iter().any(|p| m.starts_with(p))
        && !matches!(m, "buffer_gl0_inv" | "buffer_gl1_inv")
}

/// The DS instructions that read M0 on gfx11, as LLVM's DSInstructions.td
/// has them: the GDS forms (selected from the pseudo-instructions that use
/// M0), the GWS operations, the append and consume counters, the ordered
/// count and the GS register updates. The LDS forms use only EXEC there.
fn ds_reads_m0(base: &str, rest: &str) -> bool {
    names_gds(rest)
        || base.starts_with("ds_gws_")
        || matches!(base, "ds_append" | "ds_consume" | "ds_ordered_count" | "ds_add_gs_reg_rtn" | "ds_sub_gs_reg_rtn")
}

/// Whether a DS instruction's text sets the gds modifier (a word after the
/// operands, which `split_operands` leaves out).
fn names_gds(rest: &str) -> bool {
    rest.split([' ', ',']).any(|w| w == "gds")
}

fn is_scalar_memory(base: &str) -> bool {
    base.starts_with("s_load_")
        || base.starts_with("s_buffer_load_")
        || matches!(
            base,
            "s_memtime" | "s_memrealtime" | "s_dcache_inv" | "s_gl1_inv" | "s_atc_probe" | "s_atc_probe_buffer"
        )
}

/// The operands of an instruction's text, split at the commas that are not
/// inside brackets; modifier words after the operands (`offset:16 glc`)
/// stay in the last piece, where they name no register.
fn split_operands(rest: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (k, c) in rest.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(rest[start..k].trim());
                start = k + 1;
            }
            _ => {}
        }
    }
    if !rest.trim().is_empty() {
        out.push(rest[start..].trim());
    }
    // Modifier words after the last operand, separated by spaces.
    if let Some(last) = out.last_mut() {
        *last = last.split(' ').next().unwrap_or(last);
    }
    out
}

/// The registers an operand's text names.
pub fn registers_in(text: &str) -> RegSet {
    let mut set = RegSet::default();
    let bytes = text.as_bytes();
    let mut k = 0;
    while k < bytes.len() {
        if !bytes[k].is_ascii_alphabetic() || (k > 0 && (bytes[k - 1].is_ascii_alphanumeric() || bytes[k - 1] == b'_'))
        {
            k += 1;
            continue;
        }
        let word_end = text[k..].find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).map_or(text.len(), |n| k + n);
        let word = &text[k..word_end];
        let range = if text[word_end..].starts_with('[') {
            text[word_end + 1..].find(']').and_then(|n| {
                let inside = &text[word_end + 1..word_end + 1 + n];
                let (a, b) = inside.split_once(':').unwrap_or((inside, inside));
                Some((a.trim().parse::<u32>().ok()?, b.trim().parse::<u32>().ok()?))
            })
        } else {
            None
        };
        match (word, range) {
            ("v", Some((a, b))) => (a..=b.min(a + 31)).for_each(|r| set.add_vgpr(r)),
            ("s", Some((a, b))) => (a..=b.min(a + 31)).for_each(|r| set.add_sgpr(r)),
            ("ttmp", Some((a, b))) => (a..=b.min(a + 15)).for_each(|r| set.add_sgpr(108 + r)),
            ("vcc", _) => [106, 107].into_iter().for_each(|c| set.add_sgpr(c)),
            ("exec", _) => [126, 127].into_iter().for_each(|c| set.add_sgpr(c)),
            ("vcc_lo", _) => set.add_sgpr(106),
            ("vcc_hi", _) => set.add_sgpr(107),
            ("exec_lo", _) => set.add_sgpr(126),
            ("exec_hi", _) => set.add_sgpr(127),
            ("m0", _) => set.add_sgpr(M0),
            _ => {
                let number = |prefix: &str| word.strip_prefix(prefix).and_then(|n| n.parse::<u32>().ok());
                if let Some(r) = number("v") {
                    set.add_vgpr(r);
                } else if let Some(r) = number("s") {
                    set.add_sgpr(r);
                } else if let Some(r) = number("ttmp") {
                    set.add_sgpr(108 + r);
                }
            }
        }
        k = word_end;
    }
    set
}

/// How many leading operands are written.
fn destination_count(mnemonic: &str, base: &str, glc: bool, operands: &[&str]) -> usize {
    if operands.is_empty() {
        return 0;
    }
    if mnemonic.starts_with("v_") {
        if base.starts_with("v_cmpx_") {
            return 0;
        }
        let carry_out = ["_co_u32", "_co_ci_u32", "v_div_scale_", "v_mad_u64_u32", "v_mad_i64_i32"];
        if carry_out.iter().any(|c| base.contains(c)) && operands.len() >= 3 {
            return 2;
        }
        return 1;
    }
    if mnemonic.starts_with("s_") {
        let reads_only = base.starts_with("s_cmp")
            || base.starts_with("s_bitcmp")
            || base.starts_with("s_cbranch")
            || base.starts_with("s_waitcnt")
            || base.starts_with("s_setreg")
            || matches!(
                base,
                "s_setpc_b64"
                    | "s_rfe_b64"
                    | "s_sendmsg"
                    | "s_sendmsghalt"
                    | "s_dcache_inv"
                    | "s_gl1_inv"
                    | "s_atc_probe"
                    | "s_atc_probe_buffer"
                    | "s_ttracedata"
                    | "s_branch"
            );
        return usize::from(!reads_only);
    }
    if mnemonic.starts_with("ds_") {
        let returns = base.contains("load")
            || base.contains("read")
            || base.ends_with("_rtn")
            || base.contains("_rtn_")
            || matches!(base, "ds_swizzle_b32" | "ds_permute_b32" | "ds_bpermute_b32" | "ds_append" | "ds_consume")
            || base.starts_with("ds_ordered_count");
        return usize::from(returns);
    }
    if mnemonic.starts_with("buffer_") || mnemonic.starts_with("tbuffer_") || mnemonic.starts_with("image_") {
        let returns = mnemonic.contains("load")
            || mnemonic.contains("sample")
            || mnemonic.contains("gather")
            || mnemonic.contains("get_")
            || mnemonic.contains("bvh")
            || (mnemonic.contains("atomic") && glc);
        return usize::from(returns);
    }
    if mnemonic.starts_with("global_") || mnemonic.starts_with("flat_") || mnemonic.starts_with("scratch_") {
        // An atomic that returns is printed with its destination first and
        // `glc`; a store or non-returning atomic starts with its address.
        let returns = mnemonic.contains("load") || (mnemonic.contains("atomic") && glc);
        return usize::from(returns);
    }
    if mnemonic.starts_with("lds_") || mnemonic.starts_with("v_interp") {
        return 1;
    }
    0
}

/// Whether writing this operand leaves the other half of the register as
/// it was (`v1.l`, `v1.h`): the rest is read, in effect. (A d16 load merges
/// its half when it returns, which the load's own ordering covers.)
fn writes_partially(operand: &str) -> bool {
    operand.ends_with(".l") || operand.ends_with(".h")
}

/// Instructions that read their destination (accumulators, lane writes,
/// conditional moves, bit sets).
fn reads_destination(base: &str) -> bool {
    base.starts_with("v_fmac_")
        || base.starts_with("v_mac_")
        || base.starts_with("v_pk_fmac_")
        || base.starts_with("v_dot2c_")
        || base.starts_with("v_dot4c_")
        || base.starts_with("v_dot8c_")
        || base.starts_with("v_dot2acc_")
        || base == "v_writelane_b32"
        || base.starts_with("v_wmma_")
        || matches!(
            base,
            "s_addk_i32"
                | "s_mulk_i32"
                | "s_cmovk_i32"
                | "s_cmov_b32"
                | "s_cmov_b64"
                | "s_bitset0_b32"
                | "s_bitset0_b64"
                | "s_bitset1_b32"
                | "s_bitset1_b64"
        )
}

/// SCC, EXEC and M0 as scalar instructions use them without naming them.
fn scalar_implicit(base: &str, f: &mut Footprint) {
    if base.contains("saveexec") || base.contains("_wrexec") {
        f.reads.add_sgpr(EXEC_LO);
        f.writes.add_sgpr(EXEC_LO);
        if base.ends_with("_b64") {
            f.reads.add_sgpr(EXEC_LO + 1);
            f.writes.add_sgpr(EXEC_LO + 1);
        }
    }
    match base {
        "s_cbranch_vccz" | "s_cbranch_vccnz" => {
            f.reads.add_sgpr(VCC_LO);
        }
        "s_cbranch_execz" | "s_cbranch_execnz" => {
            f.reads.add_sgpr(EXEC_LO);
        }
        _ => {}
    }
    if base.starts_with("s_movrel") {
        f.reads.add_sgpr(M0);
    }
    if matches!(base, "s_sendmsg" | "s_sendmsghalt") {
        f.reads.add_sgpr(M0);
    }
}

/// The operand holding a vector memory instruction's address VGPRs.
fn address_operand(mnemonic: &str, destinations: usize, operands: &[&str]) -> Option<usize> {
    let first_after_destination = ["ds_", "global_", "flat_", "scratch_"];
    if first_after_destination.iter().any(|p| mnemonic.starts_with(p)) {
        return Some(destinations).filter(|k| *k < operands.len());
    }
    if mnemonic.starts_with("buffer_") || mnemonic.starts_with("tbuffer_") {
        // After the data (or destination) operand.
        return Some(1).filter(|k| *k < operands.len());
    }
    None
}

fn access_of(mnemonic: &str, base: &str, glc: bool, gds: bool, operands: &[&str]) -> Option<Access> {
    let returns = destination_count(mnemonic, base, glc, operands) > 0;
    let atomic = mnemonic.contains("atomic");
    if is_vector_memory(mnemonic) {
        let stores = mnemonic.contains("store") || atomic;
        return Some(Access {
            event: if returns { Event::VmemRead } else { Event::VmemWrite },
            flat: mnemonic.starts_with("flat_"),
            stores,
            lds: false,
            size: 0,
            atomic: false,
        });
    }
    if mnemonic.starts_with("ds_") {
        let gds = gds || mnemonic.contains("gws");
        // Every DS instruction that is not a plain read changes LDS (or is
        // a lane exchange, which touches none).
        let exchange = matches!(base, "ds_swizzle_b32" | "ds_permute_b32" | "ds_bpermute_b32");
        let reads_only = base.contains("load") || base.contains("read") || exchange;
        return Some(Access {
            event: if gds { Event::Gds } else { Event::Lds },
            flat: false,
            stores: !reads_only,
            lds: !exchange,
            size: 0,
            atomic: false,
        });
    }
    if is_scalar_memory(base) {
        return Some(Access { event: Event::Smem, flat: false, stores: false, lds: false, size: 0, atomic: false });
    }
    if base.starts_with("s_sendmsg") {
        return Some(Access { event: Event::Message, flat: false, stores: false, lds: false, size: 0, atomic: false });
    }
    if mnemonic == "exp" {
        return Some(Access { event: Event::Export, flat: false, stores: false, lds: false, size: 0, atomic: false });
    }
    None
}

/// The guarantee of a wait instruction, from its printed operands.
fn wait_of(base: &str, rest: &str, operands: &[&str]) -> Option<Wait> {
    let number = parse_number;
    match base {
        "s_waitcnt" => {
            // Printed as `vmcnt(N) expcnt(N) lgkmcnt(N)` with the counters
            // not waited on left out, or as a number.
            let text = rest.trim();
            if let Some(raw) = number(text) {
                return Some(waitcnt_fields(raw as u16));
            }
            let mut w = Wait::default();
            for part in text.split([' ', '&', ',']).filter(|p| !p.is_empty()) {
                let (name, value) = part.split_once('(')?;
                let value = number(value.trim_end_matches(')'))?;
                match name.trim_end_matches("_sat") {
                    "vmcnt" => w.vm = Some(value),
                    "lgkmcnt" => w.lgkm = Some(value),
                    "expcnt" => w.exp = Some(value),
                    _ => {}
                }
            }
            Some(w)
        }
        "s_waitcnt_vscnt" | "s_waitcnt_vmcnt" | "s_waitcnt_lgkmcnt" | "s_waitcnt_expcnt" => {
            // `s_waitcnt_vscnt null, N`: the count is the immediate (LLVM
            // writes only `null` as the register).
            let n = operands.get(1).and_then(|t| number(t))?;
            let mut w = Wait::default();
            match base {
                "s_waitcnt_vscnt" => w.vs = Some(n),
                "s_waitcnt_vmcnt" => w.vm = Some(n),
                "s_waitcnt_lgkmcnt" => w.lgkm = Some(n),
                _ => w.exp = Some(n),
            }
            Some(w)
        }
        _ => None,
    }
}

/// The counters of an `s_waitcnt` immediate on gfx11: vmcnt in bits 15:10,
/// lgkmcnt in 9:4, expcnt in 2:0; a field at its maximum waits for nothing.
pub fn waitcnt_fields(raw: u16) -> Wait {
    let (vm, lgkm, exp) = ((raw >> 10) as u32 & 63, (raw >> 4) as u32 & 63, raw as u32 & 7);
    Wait {
        vm: Some(vm).filter(|v| *v != 63),
        lgkm: Some(lgkm).filter(|v| *v != 63),
        exp: Some(exp).filter(|v| *v != 7),
        vs: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vgprs(set: &RegSet) -> Vec<u32> {
        (0..256).filter(|r| set.has_vgpr(*r)).collect()
    }

    fn sgprs(set: &RegSet) -> Vec<u32> {
        (0..128).filter(|r| set.has_sgpr(*r)).collect()
    }

    #[test]
    fn loads_write_their_destination_and_read_their_address() {
        let f = of_text("global_load_b64 v[4:5], v[0:1], off offset:16", false);
        assert_eq!(vgprs(&f.writes), [4, 5]);
        assert_eq!(vgprs(&f.reads), [0, 1]);
        assert_eq!(vgprs(&f.address), [0, 1]);
        assert_eq!(f.access.unwrap().event, Event::VmemRead);
        let f = of_text("global_store_b32 v1, v2, s[2:3]", false);
        assert!(f.writes.is_empty());
        assert_eq!(vgprs(&f.reads), [1, 2]);
        assert_eq!(sgprs(&f.reads), [2, 3, 126, 127]);
        assert_eq!(f.access.unwrap().event, Event::VmemWrite);
        let f = of_text("global_atomic_add_u32 v0, v1, v2, s[0:1] glc", true);
        assert_eq!(vgprs(&f.writes), [0]);
        assert_eq!(f.access.unwrap().event, Event::VmemRead);
        let f = of_text("s_load_b128 s[4:7], s[0:1], 0x10", false);
        assert_eq!(sgprs(&f.writes), [4, 5, 6, 7]);
        assert_eq!(sgprs(&f.reads), [0, 1]);
        assert_eq!(f.access.unwrap().event, Event::Smem);
        let f = of_text("ds_store_b32 v1, v2 offset:4", false);
        assert!(f.writes.is_empty());
        assert!(f.access.unwrap().stores);
        let f = of_text("ds_load_2addr_b32 v[2:3], v1 offset1:1", false);
        assert_eq!(vgprs(&f.writes), [2, 3]);
    }

    #[test]
    fn vector_alu_writes_first_and_carries_out_second() {
        let f = of_text("v_add_co_u32 v0, vcc_lo, s2, v1", false);
        assert_eq!(vgprs(&f.writes), [0]);
        assert_eq!(sgprs(&f.writes), [106]);
        assert_eq!(sgprs(&f.reads), [2, 126, 127]);
        let f = of_text("v_add_co_ci_u32_e32 v3, vcc_lo, s3, v2, vcc_lo", false);
        assert_eq!(sgprs(&f.lane_mask_reads), [106]);
        let f = of_text("v_cndmask_b32_e64 v1, v2, v3, s[4:5]", false);
        assert_eq!(sgprs(&f.lane_mask_reads), [4, 5]);
        let f = of_text("v_cmpx_gt_u32_e32 s0, v1", false);
        assert_eq!(sgprs(&f.writes), [126, 127]);
        assert!(f.kind.vcmpx);
        let f = of_text("v_fmac_f32_e32 v1, v2, v3", false);
        assert_eq!(vgprs(&f.reads), [1, 2, 3]);
        let f = of_text("v_rcp_f32_e32 v1, |v2|", false);
        assert!(f.kind.trans);
        assert_eq!(vgprs(&f.reads), [2]);
        let f = of_text("v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v5", false);
        assert_eq!(vgprs(&f.writes), [0, 3]);
        assert_eq!(vgprs(&f.reads), [1, 2, 4, 5]);
    }

    #[test]
    fn waits_are_read_from_their_text() {
        let w = of_text("s_waitcnt vmcnt(1) lgkmcnt(0)", false).wait.unwrap();
        assert_eq!((w.vm, w.lgkm, w.exp, w.vs), (Some(1), Some(0), None, None));
        let w = of_text("s_waitcnt vmcnt(0) expcnt(2) lgkmcnt(3)", false).wait.unwrap();
        assert_eq!((w.vm, w.lgkm, w.exp, w.vs), (Some(0), Some(3), Some(2), None));
        let w = of_text("s_waitcnt_vscnt null, 0x2", false).wait.unwrap();
        assert_eq!(w.vs, Some(2));
        assert_eq!(waitcnt_fields(0x07f7), Wait { vm: Some(1), ..Wait::default() });
        assert_eq!(waitcnt_fields(0xfc17), Wait { lgkm: Some(1), ..Wait::default() });
    }

    #[test]
    fn relative_moves_touch_what_m0_selects() {
        let f = of_text("v_movrels_b32_e32 v21, v1", false);
        assert_eq!(vgprs(&f.reads), Vec::<u32>::new());
        assert_eq!(vgprs(&f.writes), [21]);
        let (reads, writes) = f.relative.unwrap().registers(18);
        assert_eq!((vgprs(&reads), vgprs(&writes)), (vec![19], vec![]));
        let f = of_text("v_movrelsd_2_b32 v5, v1", false);
        let (reads, writes) = f.relative.unwrap().registers(3 << 16 | 2);
        assert_eq!((vgprs(&reads), vgprs(&writes)), (vec![3], vec![8]));
        let f = of_text("s_movreld_b64 s[4:5], s[8:9]", false);
        assert_eq!(sgprs(&f.reads), [8, 9, 125]);
        let (_, writes) = f.relative.unwrap().registers(2);
        assert_eq!(sgprs(&writes), [6, 7]);
    }

    #[test]
    fn probes_count_as_scalar_memory_and_exports_read_exec() {
        for text in ["s_atc_probe 7, s[0:1], 0x10", "s_atc_probe_buffer 7, s[0:3], 0x10"] {
            let f = of_text(text, false);
            assert_eq!(f.access.map(|a| a.event), Some(Event::Smem), "{text}");
            assert!(f.kind.smem && !f.kind.salu, "{text}");
            assert!(!f.reads.has_sgpr(EXEC_LO), "{text}");
        }
        let f = of_text("exp mrt0 v0, v1, off, off done", false);
        assert_eq!(f.access.map(|a| a.event), Some(Event::Export));
        assert_eq!(sgprs(&f.reads), [126, 127]);
        let f = of_text("exp mrt0 v0, v1, off, off row_en", false);
        assert_eq!(sgprs(&f.reads), [M0, 126, 127]);
    }

    #[test]
    fn gds_forms_are_gds_and_read_m0() {
        let f = of_text("ds_add_u32 v0, v1 offset:4 gds", false);
        assert_eq!(f.access.map(|a| a.event), Some(Event::Gds));
        assert_eq!(sgprs(&f.reads), [M0, 126, 127]);
        let f = of_text("ds_add_u32 v0, v1 offset:4", false);
        assert_eq!(f.access.map(|a| a.event), Some(Event::Lds));
        assert_eq!(sgprs(&f.reads), [126, 127]);
        for text in ["ds_append v1", "ds_gws_init v1 gds", "ds_ordered_count v1, v2 gds"] {
            assert!(of_text(text, false).reads.has_sgpr(M0), "{text}");
        }
        assert!(!of_text("ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,16)", false).reads.has_sgpr(M0));
    }

    #[test]
    fn scalar_compares_only_read() {
        let f = of_text("s_cmp_lg_u32 s0, s1", false);
        assert!(f.writes.is_empty());
        assert_eq!(sgprs(&f.reads), [0, 1]);
        let f = of_text("s_and_saveexec_b32 s0, vcc_lo", false);
        assert_eq!(sgprs(&f.writes), [0, 126]);
        assert_eq!(sgprs(&f.reads), [106, 126]);
    }
}

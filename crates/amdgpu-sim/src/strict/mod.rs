//! Strict mode: the checks that make "it runs in the simulator" mean "it
//! would run on a gfx1100".
//!
//! The functional simulator completes every memory access at once and
//! starts registers at zero, so code that forgets an `s_waitcnt`, reads a
//! register nothing wrote, or breaks one of the hazards that gfx11 leaves
//! to software still gives the right answer there. In strict mode each
//! wave also keeps:
//!
//! - the memory operations it has issued and not yet waited for, under the
//!   counter each is counted by, with the order rules of the hardware
//!   ([`waitcnt`]); touching a register such an operation will still write
//!   is a fault that names both instructions and the wait that was needed;
//! - the recent history of instructions that the hazard rules need
//!   ([`hazards`]);
//! - seeded garbage in every register, and in LDS and scratch, that the
//!   dispatch ABI does not define ([`poison`]);
//! - results of the transcendental units moved within their documented
//!   error ([`inexact`]).
//!
//! Every rule, its source and its test are listed in the crate's
//! `hardware-rules.md`. The checks read each instruction's [`Footprint`],
//! taken from its LLVM text once per simulator, and share nothing with the
//! handlers that execute it.
//!
//! What a strict run costs is mostly decided once per program, in each
//! instruction's [`Plan`]: most instructions are plain (they touch only
//! registers), and run by the normal mode's fast entries, checked only
//! against the registers outstanding loads will write and the few hazard
//! windows a plain instruction could break, both a test of what the wave
//! keeps; waits and plain memory accesses have short paths of their own;
//! the rest run one at a time through every check.
//!
//! Invariants: an instruction that any rule could fault at runs by itself,
//! and the checks run before it, so a fault names it and leaves the
//! registers as they were; nothing here changes what a program computes
//! except the poison and the inexact units, both from the seed alone.

pub mod addresses;
pub mod footprint;
pub mod hazards;
pub mod inexact;
pub mod poison;
pub mod waitcnt;

pub use footprint::{Footprint, RegSet};

/// What strict mode knows of a program: each instruction's [`Footprint`]
/// and its [`Plan`], worked out once, on the first strict launch.
#[derive(Debug, Default)]
pub struct Analysis {
    pub footprints: Vec<Footprint>,
    pub plans: Vec<Plan>,
}

/// Whether an instruction's fast entry ([`crate::program::Decoded::fast`])
/// may run in strict mode, and how many instructions after it that call
/// then stands for. Only where none of those instructions does anything a
/// rule follows (no memory access, wait, `s_nop`, hazard rule's
/// instruction, relative move, transcendental or overlapping 64-bit
/// multiply-add, nor barrier) can the checks be left out, and then only
/// while no rule's window that they could break is open
/// ([`hazards::History::calm`]) and no outstanding load will write what
/// they touch. Most of a kernel's
/// instructions are such, and each would otherwise cost as much in checks
/// as it does to run.
#[derive(Clone, Copy, Debug, Default)]
pub struct Plan {
    /// The fast entry and the instructions it stands for are all plain.
    pub fast: bool,
    /// One of them is a VALU instruction (which ends the window a `v_cmpx`
    /// or WMMA opens: see [`hazards::History::plain_valus_ran`]).
    pub valu: bool,
    /// One of them is a VALU instruction other than `v_nop`.
    pub valu_not_nop: bool,
    /// How many instructions after this one the call stands for: fewer
    /// than the normal mode's `covers` where a wait or `s_nop` follows,
    /// which strict mode must see (the normal mode counts them only).
    pub covers: u32,
    /// The registers they read or write, together.
    pub touched: RegSet,
    /// What the instruction alone needs where its fast entry cannot run.
    pub slow: Slow,
}

/// The checks an instruction needs when it runs by itself: the waits and
/// the plain memory accesses (most of what is not plain) have their own
/// short paths, the rest go through every check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Slow {
    #[default]
    General,
    /// A wait (`s_waitcnt*`) and nothing else: it retires what it
    /// guarantees, and ends the hazard windows that waits end.
    Wait,
    /// A memory access that is not FLAT and no rule's hazard instruction:
    /// its registers are checked against the outstanding loads, the places
    /// a store writes followed where barriers need them, and it is issued.
    Access,
}

impl Slow {
    fn of(f: &Footprint) -> Slow {
        let k = &f.kind;
        let simple = f.relative.is_none()
            && f.inexact.is_none()
            && f.inexact_unit.is_none()
            && k.mad64_unreliable_high.is_none()
            && !k.hazard_checked
            && !k.hazard_recorded
            && !k.valu
            && !k.barrier
            && !k.inert;
        match (f.access, f.wait) {
            (None, Some(_)) if simple && f.touched.is_empty() => Slow::Wait,
            (Some(a), None) if simple && !a.flat => Slow::Access,
            _ => Slow::General,
        }
    }
}

impl Plan {
    /// The plans of a program, from its footprints and, per instruction,
    /// how many instructions its fast entry covers and how many of those it
    /// runs (the second half of a fused pair is the last it runs; the
    /// others are effectless, counted and not run).
    pub fn of(footprints: &[Footprint], span: impl Fn(usize) -> (usize, usize)) -> Vec<Plan> {
        (0..footprints.len())
            .map(|i| {
                let (covers, runs) = span(i);
                // What the call runs, then as many of the effectless ones
                // after as strict mode has nothing to do for.
                let mut last = i + runs;
                while last < i + covers && footprints.get(last + 1).is_some_and(|f| f.kind.inert) {
                    last += 1;
                }
                let group = footprints.get(i..=last).unwrap_or(&[]);
                let slow = footprints.get(i).map_or(Slow::General, Slow::of);
                let mut plan = Plan { fast: !group.is_empty(), covers: (last - i) as u32, slow, ..Plan::default() };
                for f in group {
                    plan.fast &= f.is_plain();
                    plan.valu |= f.kind.valu;
                    plan.valu_not_nop |= f.kind.valu && !f.kind.vnop;
                    plan.touched = plan.touched.union(&f.touched);
                }
                plan
            })
            .collect()
    }
}

/// What the caller of a launch asks the simulator to check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Track outstanding memory operations and hazards, poison undefined
    /// state, and perturb inexact units.
    pub strict: bool,
    /// Fill undefined registers, LDS and scratch from this seed (strict
    /// mode uses 0 when none is given).
    pub poison: Option<u64>,
}

impl Options {
    /// The seed the undefined state is filled from, if it is filled.
    pub fn poison_seed(&self) -> Option<u64> {
        self.poison.or(if self.strict { Some(0) } else { None })
    }
}

/// A strict-mode fault: which rule, and what happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The rule's name, as `hardware-rules.md` lists it.
    pub rule: &'static str,
    pub what: String,
    /// The lane, where one lane is at fault.
    pub lane: Option<u32>,
}

/// A store a wave had not waited for when it passed a barrier: until the
/// next barrier after it completes, another wave of the group that reads
/// those bytes reads them racing with it.
#[derive(Clone, Debug)]
pub struct Unfenced {
    pub wave: usize,
    /// The store's number in its wave ([`waitcnt::Pending::seq`]).
    pub seq: u64,
    pub inst: usize,
    pub stored: addresses::Accessed,
}

/// What strict mode counts, for `--stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StrictStats {
    /// Wait instructions executed (`s_waitcnt*`, `s_waitcnt_depctr`, `s_nop`).
    pub waits: u64,
    /// Cycles those waits would have stalled under the latency model of
    /// [`waitcnt::Latency`].
    pub stall_cycles: u64,
}

impl StrictStats {
    pub fn add(&mut self, other: &StrictStats) {
        self.waits += other.waits;
        self.stall_cycles += other.stall_cycles;
    }
}

/// One wave's strict-mode state, kept from one work-group to the next
/// (and reset for each), so that a launch allocates it once per thread.
#[derive(Debug, Default)]
pub struct WaveState {
    pub memory: waitcnt::Outstanding,
    pub hazards: hazards::History,
    pub stats: StrictStats,
    /// Where this wave's inexact results are drawn from.
    pub inexact: poison::Garbage,
    /// The operand of the transcendental instruction about to run, per lane
    /// (both halves for a binary64 unit).
    pub inexact_operand: [u64; 32],
    /// What the store about to issue stores, where that is followed.
    pub stored: Option<Box<addresses::Accessed>>,
}

impl WaveState {
    /// The state of a wave that starts now; `stream` tells the waves of a
    /// launch apart, so that each draws its own inexact results.
    pub fn reset(&mut self, seed: u64, stream: &[u64], lds_direct: bool) {
        self.memory.reset();
        self.hazards.reset(lds_direct);
        self.stats = StrictStats::default();
        self.stored = None;
        self.inexact = poison::Garbage::new(seed ^ 0x1ee7, stream);
    }
}

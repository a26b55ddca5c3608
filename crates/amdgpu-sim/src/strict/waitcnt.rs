//! The memory operations a wave has issued and not waited for, under the
//! counters of gfx11 (vmcnt, vscnt, lgkmcnt, expcnt), and what each wait
//! instruction guarantees.
//!
//! A wait `counter(N)` lets the wave go on once at most N operations of
//! that counter are outstanding. Which operations that retires depends on
//! the order they complete in: vector memory reads complete in the order
//! they were issued (so do stores among themselves, LDS operations among
//! themselves, GDS among themselves, exports among themselves), while
//! scalar memory reads, and the LDS half of a FLAT access, may complete in
//! any order. An operation is guaranteed complete by `counter(N)` only if
//! it cannot be outstanding with N or fewer of the counter's operations
//! outstanding: that is, when at least N operations issued after it must
//! complete after it. For an operation that may complete out of order that
//! takes `counter(0)`.

use super::footprint::{sgpr_name, Event, RegSet, Wait};
use super::{StrictStats, Violation};

/// The four counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counter {
    Vm,
    Vs,
    Lgkm,
    Exp,
}

const COUNTERS: [Counter; 4] = [Counter::Vm, Counter::Vs, Counter::Lgkm, Counter::Exp];

/// How many [`Event`] kinds there are (an order group is one of them).
const EVENT_KINDS: usize = 7;

/// The latency model of `--stats`: cycles from issue to completion of
/// each kind of operation, with every instruction issuing in one cycle.
/// Round figures of the order RDNA3 shows (a global load misses to
/// memory; LDS and the scalar cache are close): they rank schedules, they
/// do not predict a GPU's time.
pub struct Latency;

impl Latency {
    pub const VMEM: u64 = 400;
    pub const LDS: u64 = 40;
    pub const SMEM: u64 = 120;
    pub const MESSAGE: u64 = 20;
    pub const EXPORT: u64 = 20;

    pub fn of(event: Event) -> u64 {
        match event {
            Event::VmemRead | Event::VmemWrite => Latency::VMEM,
            Event::Lds | Event::Gds => Latency::LDS,
            Event::Smem => Latency::SMEM,
            Event::Message => Latency::MESSAGE,
            Event::Export => Latency::EXPORT,
        }
    }
}

/// One outstanding operation.
#[derive(Clone, Debug)]
pub struct Pending {
    /// The issuing instruction's index in the program.
    pub inst: usize,
    pub event: Event,
    /// The registers it will write when it completes.
    pub writes: RegSet,
    /// Which counters it is still outstanding under: bit 0 vm, 1 vs,
    /// 2 lgkm, 3 exp.
    pub under: u8,
    /// What it stores, where strict mode follows that (LDS and global
    /// memory).
    pub stored: Option<Box<super::addresses::Accessed>>,
    /// Its number among the wave's operations.
    pub seq: u64,
    /// The cycle it completes at, in the latency model.
    pub done_at: u64,
}

impl Pending {
    /// What it completes in order with, under `counter`; `None`: any order.
    fn order_group(&self, counter: Counter) -> Option<Event> {
        match (counter, self.event) {
            (Counter::Lgkm, Event::Smem) => None,
            // The LDS half of a FLAT access.
            (Counter::Lgkm, Event::VmemRead | Event::VmemWrite) => None,
            (Counter::Lgkm, e) => Some(e),
            // One order per counter for the others.
            (_, _) => Some(Event::VmemRead),
        }
    }
}

/// A wave's outstanding operations, oldest first.
#[derive(Debug, Default)]
pub struct Outstanding {
    pending: Vec<Pending>,
    /// The union of what the pending operations will write.
    writes: RegSet,
    /// The union of their `under` bits: a wait skips the counters nothing
    /// is outstanding under.
    under: u8,
    /// The wave's clock in the latency model.
    pub clock: u64,
    /// Operations issued so far.
    issued: u64,
}

impl Outstanding {
    pub fn is_empty(&self) -> bool {
        self.pending.is_empty()
    }

    /// Nothing outstanding, the clock at zero (the storage is kept).
    pub fn reset(&mut self) {
        self.pending.clear();
        self.writes = RegSet::default();
        self.under = 0;
        self.clock = 0;
        self.issued = 0;
    }

    /// What the outstanding operations will write.
    #[inline]
    pub fn writes(&self) -> &RegSet {
        &self.writes
    }

    pub fn pending(&self) -> &[Pending] {
        &self.pending
    }

    /// An instruction issues: one cycle passes.
    pub fn tick(&mut self) {
        self.clock += 1;
    }

    /// `n` instructions issue.
    #[inline]
    pub fn advance(&mut self, n: u64) {
        self.clock += n;
    }

    /// Records an issued operation.
    #[inline]
    pub fn issue(
        &mut self,
        inst: usize,
        event: Event,
        writes: RegSet,
        lds_lanes: bool,
        stored: Option<Box<super::addresses::Accessed>>,
    ) {
        let under = match event {
            Event::VmemRead => 1,
            Event::VmemWrite => 2,
            Event::Lds | Event::Gds | Event::Smem | Event::Message => 4,
            Event::Export => 8,
        } | if lds_lanes { 4 } else { 0 };
        let done_at = self.clock + Latency::of(event);
        self.writes = self.writes.union(&writes);
        self.under |= under;
        self.issued += 1;
        self.pending.push(Pending { inst, event, writes, under, stored, seq: self.issued, done_at });
        self.retire_beyond_capacity();
    }

    /// The wait needed before touching what `p` (at `k`) writes: per counter
    /// it is outstanding under, the count that guarantees it.
    fn needed(&self, k: usize) -> Vec<(Counter, u32)> {
        let p = &self.pending[k];
        COUNTERS
            .iter()
            .enumerate()
            .filter(|(c, _)| p.under >> c & 1 == 1)
            .map(|(c, &counter)| {
                let n = match p.order_group(counter) {
                    None => 0,
                    Some(g) => self.pending[k + 1..]
                        .iter()
                        .filter(|q| q.under >> c & 1 == 1 && q.order_group(counter) == Some(g))
                        .count() as u32,
                };
                (counter, n)
            })
            .collect()
    }

    /// Checks instruction `inst` (which reads `reads` and writes `writes`)
    /// against the registers outstanding operations will write.
    ///
    /// An instruction that is itself a memory read of `issuer`'s kind may
    /// write what an earlier one of the same in-order kind will write (two
    /// d16 loads into the halves of one register): they complete in order.
    pub fn check(
        &self,
        reads: &RegSet,
        writes: &RegSet,
        issuer: Option<Event>,
        text: &dyn Fn(usize) -> (u64, String),
    ) -> Result<(), Violation> {
        let touched = reads.union(writes);
        if !touched.intersects(&self.writes) {
            return Ok(());
        }
        for (k, p) in self.pending.iter().enumerate() {
            let clash = p.writes.intersection(&touched);
            if clash.is_empty() {
                continue;
            }
            let in_order_after = issuer == Some(p.event)
                && p.under.count_ones() == 1
                && matches!(p.event, Event::VmemRead | Event::Lds | Event::Gds | Event::Export);
            if in_order_after && !reads.intersects(&p.writes) {
                continue;
            }
            let register = clash.first_name().unwrap_or_default();
            let read = reads.intersects(&p.writes);
            let (offset, issued) = text(p.inst);
            let verb = if read { "is read" } else { "is overwritten" };
            let what = format!(
                "{register} {verb} before `{issued}` at .text+0x{offset:x} is waited for: needs `{}`",
                wait_text(&self.needed(k))
            );
            let rule = if read { "wait-before-read" } else { "wait-before-overwrite" };
            return Err(Violation { rule, what, lane: None });
        }
        Ok(())
    }

    /// Retires what `wait` guarantees; returns the cycles it stalls.
    pub fn wait(&mut self, wait: &Wait, stats: &mut StrictStats) -> u64 {
        stats.waits += 1;
        let stall = self.retire([wait.vm, wait.vs, wait.lgkm, wait.exp]);
        stats.stall_cycles += stall;
        stall
    }

    /// Retires what the counters' capacity guarantees once the newest
    /// operation is in: a wave cannot issue an operation that would take a
    /// counter past its maximum (63 for vmcnt, vscnt and lgkmcnt on gfx11,
    /// 7 for expcnt: the widths of the `s_waitcnt` fields), so an operation
    /// with that many of its order issued after it is complete. Without
    /// this, code that never waits for its stores (spills to scratch) kept
    /// every one of them here, and each wait walked the whole list. The
    /// list stays as long as the counters allow, so the scan is short.
    fn retire_beyond_capacity(&mut self) {
        const CAPACITY: [u32; 4] = [63, 63, 63, 7];
        let Some(newest) = self.pending.last() else { return };
        let full = COUNTERS.iter().enumerate().any(|(c, &counter)| {
            let bit = 1u8 << c;
            let Some(group) = newest.order_group(counter).filter(|_| newest.under & bit != 0) else {
                return false;
            };
            let same = self.pending.iter().filter(|p| p.under & bit != 0 && p.order_group(counter) == Some(group));
            same.count() as u32 > CAPACITY[c]
        });
        if full {
            // The stall is the issue's, not a wait's: the clock moves, the
            // waits' statistics do not.
            self.retire(CAPACITY.map(Some));
        }
    }

    /// Retires what `limits` (vm, vs, lgkm, exp) guarantee; returns the
    /// cycles the wave stalls for it.
    fn retire(&mut self, limits: [Option<u32>; 4]) -> u64 {
        if self.pending.is_empty() {
            return 0;
        }
        let mut stall_until = self.clock;
        let mut retired = false;
        for (c, counter) in COUNTERS.iter().enumerate() {
            let bit = 1u8 << c;
            let Some(n) = limits[c].filter(|_| self.under & bit != 0) else { continue };
            if n == 0 {
                // Nothing of the counter outstanding: every operation under
                // it is complete, whatever its order (most waits are these).
                for p in self.pending.iter_mut().filter(|p| p.under & bit != 0) {
                    p.under &= !bit;
                    stall_until = stall_until.max(p.done_at);
                    retired = true;
                }
                continue;
            }
            // From the newest back: how many of each order group are younger
            // (one count per in-order event kind).
            let mut younger = [0u32; EVENT_KINDS];
            for p in self.pending.iter_mut().rev() {
                if p.under & bit == 0 {
                    continue;
                }
                let guaranteed = match p.order_group(*counter) {
                    None => false,
                    Some(g) => {
                        let after = younger[g as usize];
                        younger[g as usize] += 1;
                        after >= n
                    }
                };
                if guaranteed {
                    p.under &= !bit;
                    stall_until = stall_until.max(p.done_at);
                    retired = true;
                }
            }
        }
        if !retired {
            return 0;
        }
        let stall = stall_until - self.clock;
        self.clock = stall_until;
        self.writes = RegSet::default();
        self.under = 0;
        if self.pending.iter().all(|p| p.under == 0) {
            // Everything complete (what most waits leave).
            self.pending.clear();
            return stall;
        }
        self.pending.retain(|p| p.under != 0);
        for p in &self.pending {
            self.writes = self.writes.union(&p.writes);
            self.under |= p.under;
        }
        stall
    }

    /// The stores still outstanding whose places are followed.
    pub fn stores(&self) -> impl Iterator<Item = &Pending> {
        self.pending.iter().filter(|p| p.stored.is_some())
    }

    /// Whether operation `seq` is still outstanding.
    pub fn is_pending(&self, seq: u64) -> bool {
        self.pending.iter().any(|p| p.seq == seq)
    }
}

/// The wait instruction that retires an operation, as LLVM writes it.
pub fn wait_text(needed: &[(Counter, u32)]) -> String {
    let mut waitcnt = Vec::new();
    let mut others = Vec::new();
    for (counter, n) in needed {
        match counter {
            Counter::Vm => waitcnt.push(format!("vmcnt({n})")),
            Counter::Lgkm => waitcnt.push(format!("lgkmcnt({n})")),
            Counter::Exp => waitcnt.push(format!("expcnt({n})")),
            Counter::Vs => others.push(format!("s_waitcnt_vscnt null, 0x{n:x}")),
        }
    }
    if !waitcnt.is_empty() {
        others.insert(0, format!("s_waitcnt {}", waitcnt.join(" ")));
    }
    others.join("` and `")
}

/// A register's name for messages.
pub fn register_name(set: &RegSet) -> String {
    set.first_name().unwrap_or_else(|| sgpr_name(124))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn regs(v: &[u32]) -> RegSet {
        let mut s = RegSet::default();
        v.iter().for_each(|r| s.add_vgpr(*r));
        s
    }

    fn sregs(v: &[u32]) -> RegSet {
        let mut s = RegSet::default();
        v.iter().for_each(|r| s.add_sgpr(*r));
        s
    }

    fn text(i: usize) -> (u64, String) {
        (4 * i as u64, format!("inst{i}"))
    }

    #[test]
    fn vector_loads_retire_in_order() {
        let mut o = Outstanding::default();
        let mut stats = StrictStats::default();
        o.issue(0, Event::VmemRead, regs(&[1]), false, None);
        o.issue(1, Event::VmemRead, regs(&[2]), false, None);
        let err = o.check(&regs(&[1]), &RegSet::default(), None, &text).unwrap_err();
        assert_eq!(err.what, "v1 is read before `inst0` at .text+0x0 is waited for: needs `s_waitcnt vmcnt(1)`");
        o.wait(&Wait { vm: Some(1), ..Wait::default() }, &mut stats);
        assert!(o.check(&regs(&[1]), &RegSet::default(), None, &text).is_ok());
        let err = o.check(&RegSet::default(), &regs(&[2]), None, &text).unwrap_err();
        assert_eq!(err.rule, "wait-before-overwrite");
        assert!(err.what.contains("vmcnt(0)"), "{}", err.what);
        o.wait(&Wait { vm: Some(0), ..Wait::default() }, &mut stats);
        assert!(o.is_empty());
        assert_eq!(stats.waits, 2);
        assert_eq!(stats.stall_cycles, Latency::VMEM);
    }

    #[test]
    fn scalar_loads_need_lgkmcnt_zero() {
        let mut o = Outstanding::default();
        let mut stats = StrictStats::default();
        o.issue(0, Event::Smem, sregs(&[4, 5]), false, None);
        o.issue(1, Event::Smem, sregs(&[6]), false, None);
        o.wait(&Wait { lgkm: Some(1), ..Wait::default() }, &mut stats);
        let err = o.check(&sregs(&[4]), &RegSet::default(), None, &text).unwrap_err();
        assert!(err.what.contains("s4 is read") && err.what.contains("lgkmcnt(0)"), "{}", err.what);
        o.wait(&Wait { lgkm: Some(0), ..Wait::default() }, &mut stats);
        assert!(o.check(&sregs(&[4, 6]), &RegSet::default(), None, &text).is_ok());
    }

    #[test]
    fn lds_is_in_order_among_lds_but_not_with_scalar_loads() {
        let mut o = Outstanding::default();
        let mut stats = StrictStats::default();
        o.issue(0, Event::Lds, regs(&[1]), false, None);
        o.issue(1, Event::Smem, sregs(&[2]), false, None);
        o.issue(2, Event::Lds, regs(&[3]), false, None);
        // One LDS operation younger than the first: lgkmcnt(1) retires it.
        o.wait(&Wait { lgkm: Some(1), ..Wait::default() }, &mut stats);
        assert!(o.check(&regs(&[1]), &RegSet::default(), None, &text).is_ok());
        assert!(o.check(&sregs(&[2]), &RegSet::default(), None, &text).is_err());
        assert!(o.check(&regs(&[3]), &RegSet::default(), None, &text).is_err());
    }

    #[test]
    fn stores_are_counted_by_vscnt_and_flat_lds_by_both() {
        let mut o = Outstanding::default();
        let mut stats = StrictStats::default();
        o.issue(0, Event::VmemRead, regs(&[7]), true, None);
        o.wait(&Wait { vm: Some(0), ..Wait::default() }, &mut stats);
        let err = o.check(&regs(&[7]), &RegSet::default(), None, &text).unwrap_err();
        assert!(err.what.contains("lgkmcnt(0)"), "{}", err.what);
        o.wait(&Wait { lgkm: Some(0), ..Wait::default() }, &mut stats);
        assert!(o.is_empty());
        o.issue(1, Event::VmemWrite, RegSet::default(), false, None);
        o.wait(&Wait { vm: Some(0), ..Wait::default() }, &mut stats);
        assert!(!o.is_empty());
        o.wait(&Wait { vs: Some(0), ..Wait::default() }, &mut stats);
        assert!(o.is_empty());
        assert_eq!(wait_text(&[(Counter::Vs, 0)]), "s_waitcnt_vscnt null, 0x0");
    }

    #[test]
    fn in_order_loads_may_write_what_earlier_ones_write() {
        let mut o = Outstanding::default();
        o.issue(0, Event::VmemRead, regs(&[0]), false, None);
        // global_load_d16_hi_b16 v0 after global_load_d16_b16 v0.
        assert!(o.check(&regs(&[6]), &regs(&[0]), Some(Event::VmemRead), &text).is_ok());
        // Not if it reads it, and not for scalar loads, which may pass each other.
        assert!(o.check(&regs(&[0]), &regs(&[0]), Some(Event::VmemRead), &text).is_err());
        o.issue(1, Event::Smem, sregs(&[4]), false, None);
        assert!(o.check(&RegSet::default(), &sregs(&[4]), Some(Event::Smem), &text).is_err());
    }

    #[test]
    fn a_full_counter_completes_the_oldest_of_its_order() {
        let mut o = Outstanding::default();
        // A load, then 200 stores never waited for (spills): only the last
        // 64 stores can be outstanding.
        o.issue(0, Event::VmemRead, regs(&[1]), false, None);
        for i in 1..=200 {
            o.issue(i, Event::VmemWrite, RegSet::default(), false, None);
        }
        assert_eq!(o.pending().len(), 1 + 63);
        assert_eq!(o.pending()[1].inst, 200 - 62);
        // The load is under another counter, with nothing after it: still
        // outstanding.
        assert!(o.check(&regs(&[1]), &RegSet::default(), None, &text).is_err());
        // 62 more loads: 63 outstanding, all of them may be.
        for i in 0..62 {
            o.issue(300 + i, Event::VmemRead, regs(&[10 + i as u32]), false, None);
        }
        assert!(o.check(&regs(&[1]), &RegSet::default(), None, &text).is_err());
        // The 64th: the first must have completed for it to issue.
        o.issue(400, Event::VmemRead, regs(&[100]), false, None);
        assert!(o.check(&regs(&[1]), &RegSet::default(), None, &text).is_ok());
        assert!(o.check(&regs(&[10]), &RegSet::default(), None, &text).is_err());
        // Scalar loads complete in any order: none of them is retired.
        let mut s = Outstanding::default();
        for i in 0..300 {
            s.issue(i, Event::Smem, sregs(&[i as u32 % 100]), false, None);
        }
        assert_eq!(s.pending().len(), 300);
    }
}

//! `s_waitcnt` insertion: a wait before every instruction that reads or
//! overwrites a register an outstanding load will still write, for exactly
//! the count that retires that load, and the waits a barrier needs.
//!
//! The model is the hardware's (crates/amdgpu-sim/hardware-rules.md):
//! vector memory loads return in order under vmcnt; LDS operations in
//! order under lgkmcnt, but scalar memory loads out of order, so a counter
//! with a scalar load pending is only safe at zero; stores count under
//! vscnt (global) and lgkmcnt (LDS). Before `s_barrier`, and before a
//! fence's cache invalidation (`buffer_gl0_inv`, `buffer_gl1_inv`), every
//! access of the wave must be complete, so that the other waves see its
//! stores and it sees theirs.
//!
//! The state flows forward over the machine control-flow graph; where
//! paths with different pending operations meet, they are merged into one
//! entry that only a wait for zero retires.

use crate::mir::{machine_blocks, Bank, Item, MInst, Opnd};
use crate::regalloc::Allocation;
use smallvec::SmallVec;

/// A physical register: SGPRs as themselves, VGPRs from 1024.
type Key = u16;

/// The registers one pending operation writes, sorted, each once (a set
/// small enough to live inline: a load writes at most 16 dwords, and only
/// merged entries hold more).
type Regs = SmallVec<[Key; 8]>;

fn regs(keys: impl Iterator<Item = Key>) -> Regs {
    let mut v: Regs = keys.collect();
    v.sort_unstable();
    v.dedup();
    v
}

fn keys(alloc: &Allocation, o: &Opnd) -> impl Iterator<Item = Key> {
    let (base, first, n) = match alloc.physical(o) {
        Some((Bank::S, first, n)) => (0, first, n),
        Some((Bank::V, first, n)) => (1024, first, n),
        None => (0, 0, 0),
    };
    (first..first + n as u16).map(move |r| base + r)
}

#[derive(Clone, Debug, Default, PartialEq)]
struct Pending {
    /// Oldest first; each entry the registers one load writes.
    vm: Vec<Regs>,
    lgkm: Vec<Regs>,
    /// A scalar load (or a merge) is among `lgkm`: only lgkmcnt(0) is safe.
    lgkm_unordered: bool,
    vm_unordered: bool,
    /// Stores not known complete.
    vs: bool,
    lds_stores: bool,
}

impl Pending {
    fn merge(&mut self, other: &Pending) -> bool {
        if self == other {
            return false;
        }
        let before = self.clone();
        let fold = |a: &[Regs], b: &[Regs]| -> Vec<Regs> {
            let all = regs(a.iter().chain(b.iter()).flatten().copied());
            if a.is_empty() && b.is_empty() {
                Vec::new()
            } else {
                vec![all]
            }
        };
        if self.vm != other.vm {
            self.vm = fold(&self.vm, &other.vm);
            self.vm_unordered = true;
        }
        if self.lgkm != other.lgkm {
            self.lgkm = fold(&self.lgkm, &other.lgkm);
            self.lgkm_unordered = true;
        }
        self.vm_unordered |= other.vm_unordered;
        self.lgkm_unordered |= other.lgkm_unordered;
        self.vs |= other.vs;
        self.lds_stores |= other.lds_stores;
        *self != before
    }
}

/// A selector's marker where every earlier access of the wave must be
/// complete (a release); replaced here by the waits it needs.
pub const WAIT_ALL: &str = "wait_all_accesses";

enum Kind {
    VmLoad,
    SmemLoad,
    LdsLoad,
    GlobalStore,
    LdsStore,
    /// A flat access may reach LDS or memory: both counters.
    FlatLoad,
    FlatStore,
    Other,
}

fn kind(op: &str) -> Kind {
    // Atomics are always selected with a return value (glc, _rtn_).
    if op.starts_with("flat_load") || op.starts_with("flat_atomic") {
        Kind::FlatLoad
    } else if op.starts_with("flat_store") {
        Kind::FlatStore
    } else if op.starts_with("global_load") || op.starts_with("scratch_load") || op.starts_with("global_atomic") {
        Kind::VmLoad
    } else if op.starts_with("s_load") {
        Kind::SmemLoad
    } else if op.starts_with("ds_load") || op.starts_with("ds_bpermute") || op.contains("_rtn_") {
        Kind::LdsLoad
    } else if op.starts_with("global_store") || op.starts_with("scratch_store") {
        Kind::GlobalStore
    } else if op.starts_with("ds_store") {
        Kind::LdsStore
    } else {
        Kind::Other
    }
}

/// The waits `inst` needs in state `p`, applied to `p`; the instruction
/// text of the wait, if any.
fn wait_for(p: &mut Pending, alloc: &Allocation, inst: &MInst) -> Vec<MInst> {
    // The registers the instruction reads or writes; with nothing pending
    // no wait can be for them.
    let touched: SmallVec<[Key; 16]> = if p.vm.is_empty() && p.lgkm.is_empty() {
        SmallVec::new()
    } else {
        inst.defs.iter().chain(inst.uses.iter()).flat_map(|o| keys(alloc, o)).collect()
    };
    let needed = |list: &[Regs]| list.iter().rposition(|e| e.iter().any(|k| touched.contains(k)));
    let mut vm = needed(&p.vm).map(|i| if p.vm_unordered { 0 } else { p.vm.len() - 1 - i });
    let mut lgkm = needed(&p.lgkm).map(|i| if p.lgkm_unordered { 0 } else { p.lgkm.len() - 1 - i });
    let mut vs = false;
    // A barrier, and a fence's cache invalidation, come after every access
    // of the wave is complete.
    if inst.op == "s_barrier" || inst.op.starts_with("buffer_gl") || inst.op == WAIT_ALL {
        if p.lds_stores || !p.lgkm.is_empty() {
            lgkm = Some(0);
        }
        vs = p.vs;
        if !p.vm.is_empty() {
            vm = Some(0);
        }
    }
    let mut out = Vec::new();
    let mut fields = Vec::new();
    if let Some(n) = vm {
        fields.push(format!("vmcnt({n})"));
        p.vm.drain(..p.vm.len() - n);
        if n == 0 {
            p.vm_unordered = false;
        }
    }
    if let Some(n) = lgkm {
        fields.push(format!("lgkmcnt({n})"));
        p.lgkm.drain(..p.lgkm.len() - n);
        if n == 0 {
            p.lgkm_unordered = false;
            p.lds_stores = false;
        }
    }
    if !fields.is_empty() {
        out.push(MInst::new("s_waitcnt", vec![], vec![Opnd::Text(fields.join(" "))]));
    }
    if vs {
        out.push(MInst::new("s_waitcnt_vscnt", vec![], vec![Opnd::Fixed(crate::mir::Fixed::Null), Opnd::Imm(0)]));
        p.vs = false;
    }
    out
}

fn issue(p: &mut Pending, alloc: &Allocation, inst: &MInst) {
    let written = || regs(inst.defs.iter().flat_map(|o| keys(alloc, o)));
    match kind(&inst.op) {
        Kind::VmLoad => p.vm.push(written()),
        Kind::LdsLoad => p.lgkm.push(written()),
        Kind::SmemLoad => {
            p.lgkm.push(written());
            p.lgkm_unordered = true;
        }
        Kind::GlobalStore => p.vs = true,
        // LLVM's rule: a flat access that may be LDS waits on lgkmcnt(0)
        // (the LDS and memory parts return in no order the count keeps).
        Kind::FlatLoad => {
            p.vm.push(written());
            p.lgkm.push(written());
            p.lgkm_unordered = true;
        }
        Kind::FlatStore => {
            p.vs = true;
            p.lds_stores = true;
            p.lgkm.push(Regs::new());
            p.lgkm_unordered = true;
        }
        Kind::LdsStore => {
            p.lds_stores = true;
            p.lgkm.push(Regs::new());
        }
        Kind::Other => {}
    }
}

pub fn insert(items: Vec<Item>, alloc: &Allocation) -> Vec<Item> {
    let blocks = machine_blocks(&items);
    let mut entry: Vec<Option<Pending>> = vec![None; blocks.len()];
    entry[0] = Some(Pending::default());
    let mut work: Vec<usize> = vec![0];
    while let Some(k) = work.pop() {
        let mut p = entry[k].clone().unwrap_or_default();
        for item in &items[blocks[k].start..blocks[k].end] {
            if let Item::Inst(inst) = item {
                wait_for(&mut p, alloc, inst);
                issue(&mut p, alloc, inst);
            }
        }
        for &s in &blocks[k].succs {
            let changed = match &mut entry[s] {
                Some(e) => e.merge(&p),
                slot @ None => {
                    *slot = Some(p.clone());
                    true
                }
            };
            if changed && !work.contains(&s) {
                work.push(s);
            }
        }
    }
    // The blocks are the items in order, each once: they are moved to the output.
    let mut out = Vec::with_capacity(items.len() + items.len() / 8);
    let mut items = items.into_iter();
    for (k, b) in blocks.iter().enumerate() {
        let mut p = entry[k].take().unwrap_or_default();
        for item in items.by_ref().take(b.end - b.start) {
            if let Item::Inst(inst) = &item {
                for w in wait_for(&mut p, alloc, inst) {
                    out.push(Item::Inst(w));
                }
                issue(&mut p, alloc, inst);
            }
            if !matches!(&item, Item::Inst(inst) if inst.op == WAIT_ALL) {
                out.push(item);
            }
        }
    }
    out
}

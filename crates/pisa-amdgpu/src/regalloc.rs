//! Register allocation: linear scan over the linear code, one physical
//! register range per virtual register for its whole life.
//!
//! Liveness is computed on the machine control-flow graph of the linear
//! code (after EXEC-mask lowering), which is what makes a single range per
//! value sound under EXEC: a vector register written in a block where only
//! some lanes run keeps the other lanes' bits, and since the value keeps
//! one physical register for its whole life, those bits are the value's.
//! A definition of a value's first dword ends its earlier life (the
//! selector writes multi-dword values first dword first).
//!
//! Scalar tuples are aligned as the hardware requires (pairs even, larger
//! tuples to four); vector tuples need no alignment on gfx11. The registers
//! the dispatch writes (`s[0:1]`, the work-group ids, `v0`) stay reserved;
//! a value that is only ever a copy of one of them (the selector copies
//! each into a virtual register) is given that register itself, and
//! [`drop_identity_copies`] then removes the copy.
//! When the vector registers run out, lib.rs spills the longest-lived
//! values to scratch (spill.rs) and allocates again; running out of scalar
//! registers moves the uniform values to vector registers first.

use crate::bitsets::{self, set_bits, BitRows};
use crate::error::CompileError;
use crate::mir::{machine_blocks, Bank, Fixed, Item, Linear, MInst, MachineBlock, Opnd, RegNames, VReg};

/// The SGPRs a kernel may allocate (s0–s105; VCC is s106–s107).
pub const SGPRS: u16 = 106;
pub const VGPRS: u16 = 256;

pub struct Allocation {
    /// The first physical register of each virtual one.
    pub assigned: Vec<u16>,
    pub banks: Vec<Bank>,
    /// The highest SGPR and VGPR used, plus one.
    pub sgprs_used: u16,
    pub vgprs_used: u16,
}

fn regs_of<'a>(ops: impl IntoIterator<Item = &'a Opnd> + 'a) -> impl Iterator<Item = (VReg, u8)> + 'a {
    ops.into_iter().filter_map(|o| match o {
        Opnd::Reg { reg, first, .. } => Some((*reg, *first)),
        _ => None,
    })
}

/// Live-in and live-out sets of the machine blocks, as bit sets.
struct Liveness {
    blocks: Vec<MachineBlock>,
    live_out: BitRows,
    live_in: BitRows,
}

fn bit_set(v: &mut [u64], r: VReg) {
    bitsets::set(v, r.0 as usize);
}

fn bit_clear(v: &mut [u64], r: VReg) {
    bitsets::clear(v, r.0 as usize);
}

fn bit_has(v: &[u64], r: VReg) -> bool {
    bitsets::has(v, r.0 as usize)
}

fn liveness(code: &Linear) -> Liveness {
    let nv = code.vregs.len();
    let blocks = machine_blocks(&code.items);
    // Per block: registers read before their first write (gen), and
    // registers whose life the block begins anew (kill).
    let mut gen = BitRows::new(blocks.len(), nv);
    let mut kill = BitRows::new(blocks.len(), nv);
    for (k, b) in blocks.iter().enumerate() {
        for item in &code.items[b.start..b.end] {
            let Item::Inst(inst) = item else { continue };
            for (r, _) in regs_of(inst.reads()) {
                if !bit_has(&kill[k], r) {
                    bit_set(&mut gen[k], r);
                }
            }
            for (r, first) in regs_of(&inst.defs) {
                if first == 0 && !bit_has(&gen[k], r) {
                    bit_set(&mut kill[k], r);
                }
            }
        }
    }
    let (live_in, live_out) = bitsets::solve_backward(&gen, &kill, |k| blocks[k].succs.iter().copied());
    Liveness { blocks, live_out, live_in }
}

/// One interval per register over linear positions: `(start, end)`,
/// `start == usize::MAX` for a register never used.
fn intervals(code: &Linear, live: &Liveness) -> (Vec<usize>, Vec<usize>) {
    let nv = code.vregs.len();
    let mut start = vec![usize::MAX; nv];
    let mut end = vec![0usize; nv];
    let mut touch = |r: usize, p: usize| {
        start[r] = start[r].min(p);
        end[r] = end[r].max(p);
    };
    for (k, b) in live.blocks.iter().enumerate() {
        for r in set_bits(&live.live_in[k]) {
            touch(r, b.start);
        }
        for r in set_bits(&live.live_out[k]) {
            touch(r, b.end.saturating_sub(1).max(b.start));
        }
        for p in b.start..b.end {
            if let Item::Inst(inst) = &code.items[p] {
                for (r, _) in regs_of(inst.reads()).chain(regs_of(&inst.defs)) {
                    touch(r.0 as usize, p);
                }
            }
        }
    }
    (start, end)
}

/// Instructions that only compute their destinations: removable when
/// nothing reads them.
fn is_pure(inst: &MInst) -> bool {
    let op = inst.op.as_str();
    let fixed_def = inst.defs.iter().any(|d| matches!(d, Opnd::Fixed(f) if *f != Fixed::Null));
    !fixed_def
        && !inst.defs.is_empty()
        && (matches!(op, "s_mov_b32" | "s_mov_b64" | "s_cselect_b32")
            || op.starts_with("s_load")
            || (op.starts_with("v_") && !op.starts_with("v_cmpx") && !op.starts_with("v_readlane")))
}

/// Removes instructions whose results nothing reads; true when one went.
/// Removes the pure instructions whose results are never read; true when
/// one was removed. When none was, the code's liveness (still valid) is
/// left in `unchanged` for the next pass.
fn remove_dead(code: &mut Linear, unchanged: &mut Option<Liveness>) -> bool {
    let live = liveness(code);
    let mut dead = vec![false; code.items.len()];
    for (k, b) in live.blocks.iter().enumerate() {
        let mut now = live.live_out[k].to_vec();
        for p in (b.start..b.end).rev() {
            let Item::Inst(inst) = &code.items[p] else { continue };
            if is_pure(inst)
                && regs_of(&inst.defs).count()
                    == inst.defs.iter().filter(|d| !matches!(d, Opnd::Fixed(Fixed::Null))).count()
                && regs_of(&inst.defs).all(|(r, _)| !bit_has(&now, r))
            {
                dead[p] = true;
                continue;
            }
            for (r, first) in regs_of(&inst.defs) {
                if first == 0 {
                    bit_clear(&mut now, r);
                }
            }
            for (r, _) in regs_of(inst.reads()) {
                bit_set(&mut now, r);
            }
        }
    }
    let any = dead.iter().any(|d| *d);
    if any {
        let mut k = 0;
        code.items.retain(|_| {
            k += 1;
            !dead[k - 1]
        });
    } else {
        *unchanged = Some(live);
    }
    any
}

/// Joins the two sides of a whole-register copy whose source dies and
/// whose destination is born there, and removes the copy; true when one
/// was joined.
fn coalesce(code: &mut Linear, live: Option<Liveness>) -> bool {
    let live = live.unwrap_or_else(|| liveness(code));
    let (start, end) = intervals(code, &live);
    let mut rename: Vec<u32> = (0..code.vregs.len() as u32).collect();
    let mut joined = vec![false; code.vregs.len()];
    let mut removed = vec![false; code.items.len()];
    for (p, item) in code.items.iter().enumerate() {
        let Item::Inst(inst) = item else { continue };
        if !matches!(inst.op.as_str(), "s_mov_b32" | "s_mov_b64" | "v_mov_b32_e32")
            || !inst.mods.is_empty()
            || !inst.implicit.is_empty()
        {
            continue;
        }
        let (
            Some(Opnd::Reg { reg: d, first: 0, count: dc, neg: false, abs: false }),
            Some(Opnd::Reg { reg: s, first: 0, count: sc, neg: false, abs: false }),
        ) = (inst.defs.first(), inst.uses.first())
        else {
            continue;
        };
        let (d, s) = (*d, *s);
        let (di, si) = (code.vregs[d.0 as usize], code.vregs[s.0 as usize]);
        if d == s || di != si || *dc != di.dwords || *sc != si.dwords || joined[d.0 as usize] || joined[s.0 as usize] {
            continue;
        }
        if end[s.0 as usize] == p && start[d.0 as usize] == p {
            rename[d.0 as usize] = s.0;
            joined[d.0 as usize] = true;
            joined[s.0 as usize] = true;
            removed[p] = true;
        }
    }
    if !removed.iter().any(|r| *r) {
        return false;
    }
    let mut k = 0;
    code.items.retain(|_| {
        k += 1;
        !removed[k - 1]
    });
    for item in &mut code.items {
        let Item::Inst(inst) = item else { continue };
        for o in inst.defs.iter_mut().chain(inst.uses.iter_mut()).chain(inst.implicit.iter_mut()) {
            if let Opnd::Reg { reg, .. } = o {
                *reg = VReg(rename[reg.0 as usize]);
            }
        }
    }
    true
}

/// Dead code and copies, removed until none is left to remove.
pub fn simplify(code: &mut Linear) {
    for _ in 0..8 {
        let mut live = None;
        let dead = remove_dead(code, &mut live);
        let copies = coalesce(code, live);
        if !dead && !copies {
            break;
        }
    }
}

/// Values for spill.rs: at the point where the most vector dwords are
/// live, the longest-lived values live there, enough to bring that point
/// `excess` dwords under the register file (values spilled before, now gone
/// from the code, never come back); each with the linear positions its
/// life lies within (`first ..= last`: every point where it is live is
/// between them).
pub fn spill_candidates(code: &Linear, reserved_vgprs: u16) -> Vec<(VReg, usize, usize)> {
    let live = liveness(code);
    let (start, end) = intervals(code, &live);
    let values: Vec<usize> =
        (0..code.vregs.len()).filter(|&r| start[r] != usize::MAX && code.vregs[r].bank == Bank::V).collect();
    let mut pressure = vec![0i64; code.items.len() + 1];
    for &r in &values {
        let dwords = code.vregs[r].dwords as i64;
        pressure[start[r]] += dwords;
        pressure[end[r] + 1] -= dwords;
    }
    let (mut peak, mut at, mut now) = (0, 0, 0);
    for (p, delta) in pressure.iter().enumerate() {
        now += delta;
        if now > peak {
            (peak, at) = (now, p);
        }
    }
    let excess = peak - (VGPRS - reserved_vgprs) as i64;
    let mut covering: Vec<usize> = values.into_iter().filter(|&r| start[r] < at && end[r] > at).collect();
    covering.sort_by_key(|&r| std::cmp::Reverse((end[r] - start[r], r)));
    let mut chosen = Vec::new();
    let mut freed = 0;
    for r in covering {
        if freed >= excess.max(1) {
            break;
        }
        freed += code.vregs[r].dwords as i64;
        chosen.push((VReg(r as u32), start[r], end[r]));
    }
    chosen
}

/// Why allocation failed: the bank that ran out, and the error to report.
pub struct OutOfRegisters {
    pub bank: Bank,
    pub error: CompileError,
}

/// `sgprs`: how many SGPRs (from s0) the kernel may have, [`SGPRS`] unless
/// a pair must stay free for long branches (`long_branches.rs`).
pub fn allocate(
    kernel: &str,
    code: &Linear,
    reserved_sgprs: u16,
    reserved_vgprs: u16,
    sgprs: u16,
) -> Result<Allocation, OutOfRegisters> {
    let nv = code.vregs.len();
    let live = liveness(code);
    let (start, end) = intervals(code, &live);
    let mut order: Vec<usize> = (0..nv).filter(|&r| start[r] != usize::MAX).collect();
    order.sort_by_key(|&r| (start[r], r));
    let mut free_s = vec![true; sgprs.min(SGPRS) as usize];
    let mut free_v = vec![true; VGPRS as usize];
    for s in free_s.iter_mut().take(reserved_sgprs as usize) {
        *s = false;
    }
    for v in free_v.iter_mut().take(reserved_vgprs as usize) {
        *v = false;
    }
    let mut assigned = vec![u16::MAX; nv];
    // v0 is the one vector input; the others reserved hold the
    // reconvergence stack (reconvergence_stack.rs), which is not an input.
    for (r, physical) in copies_of_inputs(code, reserved_sgprs, 1) {
        assigned[r.0 as usize] = physical;
    }
    order.retain(|&r| assigned[r] == u16::MAX);
    let mut active: Vec<usize> = Vec::new();
    let (mut sgprs_used, mut vgprs_used) = (reserved_sgprs, reserved_vgprs);
    for r in order {
        active.retain(|&a| {
            if end[a] < start[r] {
                let info = code.vregs[a];
                let pool = if info.bank == Bank::S { &mut free_s } else { &mut free_v };
                for k in 0..info.dwords as usize {
                    pool[assigned[a] as usize + k] = true;
                }
                false
            } else {
                true
            }
        });
        let info = code.vregs[r];
        let n = info.dwords as usize;
        let align = match (info.bank, n) {
            (Bank::S, 1) | (Bank::V, _) => 1,
            (Bank::S, 2) => 2,
            (Bank::S, _) => 4,
        };
        let pool = if info.bank == Bank::S { &mut free_s } else { &mut free_v };
        let found = (0..pool.len()).step_by(align).find(|&p| p + n <= pool.len() && pool[p..p + n].iter().all(|f| *f));
        let Some(p) = found else {
            let name = if info.bank == Bank::S { "SGPRs" } else { "VGPRs" };
            return Err(OutOfRegisters {
                bank: info.bank,
                error: CompileError::new(kernel, None, format!("the kernel needs more {name} than gfx1100 has")),
            });
        };
        for f in &mut pool[p..p + n] {
            *f = false;
        }
        assigned[r] = p as u16;
        match info.bank {
            Bank::S => sgprs_used = sgprs_used.max((p + n) as u16),
            Bank::V => vgprs_used = vgprs_used.max((p + n) as u16),
        }
        active.push(r);
    }
    let banks = code.vregs.iter().map(|i| i.bank).collect();
    Ok(Allocation { assigned, banks, sgprs_used, vgprs_used })
}

/// Values defined once, by a whole copy of a reserved input register
/// (`s_mov_b64 V, s[0:1]`, `v_mov_b32_e32 V, v0`), that nothing else
/// writes: such a value can live in the input register itself, which the
/// allocator never hands out and the code never writes.
fn copies_of_inputs(code: &Linear, reserved_sgprs: u16, reserved_vgprs: u16) -> Vec<(VReg, u16)> {
    let mut defs = vec![0u32; code.vregs.len()];
    let mut inputs_written = false;
    let mut candidates: Vec<(VReg, u16)> = Vec::new();
    for item in &code.items {
        let Item::Inst(inst) = item else { continue };
        for d in &inst.defs {
            match d {
                Opnd::Reg { reg, .. } => defs[reg.0 as usize] += 1,
                Opnd::Fixed(Fixed::Sgpr { first, .. }) if *first < reserved_sgprs => inputs_written = true,
                Opnd::Fixed(Fixed::Vgpr { first, .. }) if *first < reserved_vgprs => inputs_written = true,
                _ => {}
            }
        }
        let copy = matches!(inst.op.as_str(), "s_mov_b32" | "s_mov_b64" | "v_mov_b32_e32")
            && inst.mods.is_empty()
            && inst.implicit.is_empty();
        if let (true, [Opnd::Reg { reg, first: 0, count, neg: false, abs: false }], [Opnd::Fixed(source)]) =
            (copy, inst.defs.as_slice(), inst.uses.as_slice())
        {
            let info = code.vregs[reg.0 as usize];
            let physical = match (*source, info.bank) {
                (Fixed::Sgpr { first, count: c }, Bank::S) if first + c as u16 <= reserved_sgprs => Some((first, c)),
                (Fixed::Vgpr { first, count: c }, Bank::V) if first + c as u16 <= reserved_vgprs => Some((first, c)),
                _ => None,
            };
            if let Some((first, c)) = physical {
                if c == *count && c == info.dwords {
                    candidates.push((*reg, first));
                }
            }
        }
    }
    if inputs_written {
        return Vec::new();
    }
    candidates.retain(|(r, _)| defs[r.0 as usize] == 1);
    candidates
}

/// Removes the moves whose source and destination are the same registers
/// after allocation (a value given its input's register by
/// `copies_of_inputs`).
pub fn drop_identity_copies(items: &mut Vec<Item>, alloc: &Allocation) {
    items.retain(|item| {
        let Item::Inst(inst) = item else { return true };
        let identity = matches!(inst.op.as_str(), "s_mov_b32" | "s_mov_b64" | "v_mov_b32_e32")
            && inst.mods.is_empty()
            && matches!((inst.defs.as_slice(), inst.uses.as_slice()), ([d], [u])
                if !matches!(u, Opnd::Reg { neg: true, .. } | Opnd::Reg { abs: true, .. })
                    && alloc.physical(d).is_some()
                    && alloc.physical(d) == alloc.physical(u));
        !identity
    });
}

impl Allocation {
    /// The physical registers an operand names: (bank, first, count).
    pub fn physical(&self, o: &Opnd) -> Option<(Bank, u16, u8)> {
        match *o {
            Opnd::Reg { reg, first, count, .. } => {
                Some((self.banks[reg.0 as usize], self.assigned[reg.0 as usize] + first as u16, count))
            }
            Opnd::Fixed(Fixed::Sgpr { first, count }) => Some((Bank::S, first, count)),
            Opnd::Fixed(Fixed::Vgpr { first, count }) => Some((Bank::V, first, count)),
            _ => None,
        }
    }
}

impl Allocation {
    fn physical_name(&self, reg: VReg, first: u8, count: u8) -> Fixed {
        let base = self.assigned[reg.0 as usize] + first as u16;
        match self.banks[reg.0 as usize] {
            Bank::S => Fixed::Sgpr { first: base, count },
            Bank::V => Fixed::Vgpr { first: base, count },
        }
    }
}

impl RegNames for Allocation {
    fn name(&self, reg: VReg, first: u8, count: u8) -> String {
        self.physical_name(reg, first, count).to_string()
    }

    /// Without a `String` per register: the whole assembly is printed so.
    fn write_name(&self, out: &mut String, reg: VReg, first: u8, count: u8) {
        self.physical_name(reg, first, count).write_to(out);
    }
}

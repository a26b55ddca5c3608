//! Spilling: when the vector registers run out, some values live in each
//! lane's scratch instead (after the kernel's `.private` variables).
//!
//! A spilled value leaves the code: every instruction that touches it
//! gets a fresh temporary, loaded from the value's slot before the
//! instruction when it reads the value (or writes only part of it) and
//! stored back after it when it writes the value. The loads and stores run
//! under the instruction's EXEC, so each lane's slot holds what that lane's
//! register would have held: a write by some lanes leaves the others'
//! slots as they were, as it would leave their register bits. The
//! temporaries live for one instruction, so allocation is retried with
//! less pressure; `regalloc.rs` picks the values (the longest lives).
//!
//! Values whose lives do not overlap share slots, as they could share a
//! register: each value's life is kept as the linear positions it lies
//! within ([`Slots`], moved along as transfers are inserted), and a value
//! takes the lowest slot no value with an overlapping life holds. So the
//! scratch spilling takes follows the pressure at its peak, not the number
//! of values ever spilled.
//!
//! A slot within the first 4 KiB of a lane's scratch is addressed by the
//! instruction's offset alone; one beyond (the kernel's `.private`
//! variables are large, or many values are spilled) by a uniform base,
//! a multiple of 4 KiB moved into a scalar temporary just before, plus
//! the offset (`s_mov_b32` leaves SCC as it was, so the transfers can sit
//! between an instruction that sets SCC and one that reads it).

use crate::mir::{Bank, Item, Linear, MInst, Opnd, VReg, VRegInfo};

/// The largest scratch offset a `scratch_*` instruction encodes.
const MAX_OFFSET: u64 = 4095;

/// How far the slots may reach: the scratch a lane can have
/// (`lib.rs` refuses a kernel whose private memory passes it).
const MAX_SLOTS_END: u64 = crate::MAX_PRIVATE;

/// The slots of the values spilled so far in one kernel.
pub struct Slots {
    /// The first byte after the kernel's `.private` variables.
    base: u64,
    taken: Vec<Taken>,
}

/// A slot and the linear positions its value's life lies within.
struct Taken {
    offset: u64,
    bytes: u64,
    first: usize,
    last: usize,
}

impl Slots {
    pub fn new(private_size: u64) -> Slots {
        Slots { base: private_size, taken: Vec::new() }
    }

    /// The private size with every slot: 16-byte aligned.
    pub fn private_size(&self) -> u64 {
        let end = self.taken.iter().map(|t| t.offset + t.bytes).max().unwrap_or(self.base);
        end.div_ceil(16) * 16
    }

    /// The lowest offset from the base, aligned, where `bytes` overlap no
    /// slot whose life overlaps `first ..= last`.
    fn place(&self, bytes: u64, first: usize, last: usize) -> Option<u64> {
        let align = if bytes >= 12 { 16 } else { bytes.min(8) };
        let mut at = self.base.div_ceil(align) * align;
        loop {
            if at + bytes > MAX_SLOTS_END {
                return None;
            }
            let clash = self
                .taken
                .iter()
                .find(|t| t.offset < at + bytes && at < t.offset + t.bytes && t.first <= last && first <= t.last);
            match clash {
                Some(t) => at = (t.offset + t.bytes).div_ceil(align) * align,
                None => return Some(at),
            }
        }
    }
}

/// Moves `values` (vector registers, each with the positions its life
/// lies within) to scratch slots; returns the dwords the added spill
/// stores write (what clang's `.vgpr_spill_count` counts: each spill
/// store, by its registers), or `None` when a slot would pass the scratch
/// a lane can have.
pub fn spill(code: &mut Linear, values: &[(VReg, usize, usize)], slots: &mut Slots) -> Option<u64> {
    let mut slot = vec![None; code.vregs.len()];
    let first_new = slots.taken.len();
    for &(v, first, last) in values {
        let info = code.vregs[v.0 as usize];
        debug_assert_eq!(info.bank, Bank::V);
        let bytes = 4 * info.dwords as u64;
        let offset = slots.place(bytes, first, last)?;
        slot[v.0 as usize] = Some(offset);
        slots.taken.push(Taken { offset, bytes, first, last });
    }
    let items = std::mem::take(&mut code.items);
    // Where each old position's instruction and its transfers now lie.
    let mut moved_first = Vec::with_capacity(items.len());
    let mut moved_last = Vec::with_capacity(items.len());
    let mut stored = 0u64;
    let mut out = Vec::with_capacity(items.len() + 4 * values.len());
    for item in items {
        moved_first.push(out.len());
        let Item::Inst(mut inst) = item else {
            out.push(item);
            moved_last.push(out.len() - 1);
            continue;
        };
        let mut after = Vec::new();
        let mut done: Vec<VReg> = Vec::new();
        let touched: Vec<VReg> = inst
            .defs
            .iter()
            .chain(inst.uses.iter())
            .chain(inst.implicit.iter())
            .filter_map(Opnd::vreg)
            .filter(|r| slot[r.0 as usize].is_some())
            .collect();
        for r in touched {
            if done.contains(&r) {
                continue;
            }
            done.push(r);
            let offset = slot[r.0 as usize].expect("a spilled value");
            let info = code.vregs[r.0 as usize];
            code.vregs.push(VRegInfo { bank: Bank::V, dwords: info.dwords });
            let t = VReg(code.vregs.len() as u32 - 1);
            let reads = inst.reads().any(|o| o.vreg() == Some(r));
            let whole_def = inst
                .defs
                .iter()
                .any(|o| matches!(o, Opnd::Reg { reg, first: 0, count, .. } if *reg == r && *count == info.dwords));
            let writes = inst.defs.iter().any(|o| o.vreg() == Some(r));
            if reads || (writes && !whole_def) {
                out.extend(transfer(&mut code.vregs, "load", t, info.dwords, offset));
            }
            for o in inst.defs.iter_mut().chain(inst.uses.iter_mut()).chain(inst.implicit.iter_mut()) {
                if let Opnd::Reg { reg, .. } = o {
                    if *reg == r {
                        *reg = t;
                    }
                }
            }
            if writes {
                stored += u64::from(info.dwords);
                after.extend(transfer(&mut code.vregs, "store", t, info.dwords, offset));
            }
        }
        out.push(Item::Inst(inst));
        out.extend(after);
        moved_last.push(out.len() - 1);
    }
    code.items = out;
    for t in &mut slots.taken {
        t.first = moved_first[t.first];
        t.last = moved_last[t.last];
    }
    debug_assert!(slots.taken[first_new..].iter().all(|t| t.first <= t.last));
    Some(stored)
}

/// `scratch_load`/`scratch_store` of a value's dwords at `offset`, at
/// most four dwords an instruction, each after the `s_mov_b32` of its
/// base when it lies beyond the immediate offsets.
fn transfer(vregs: &mut Vec<VRegInfo>, kind: &str, t: VReg, dwords: u8, offset: u64) -> Vec<Item> {
    let mut items = Vec::new();
    let mut k = 0;
    while k < dwords {
        let n = (dwords - k).min(4);
        let op = format!("scratch_{kind}_b{}", 32 * n as u32);
        let part = Opnd::part(t, k, n);
        let off = || Opnd::Text("off".into());
        let at = offset + 4 * k as u64;
        let base = at & !MAX_OFFSET;
        let saddr = if base == 0 {
            off()
        } else {
            vregs.push(VRegInfo { bank: Bank::S, dwords: 1 });
            let s = VReg(vregs.len() as u32 - 1);
            items.push(Item::Inst(MInst::new("s_mov_b32", vec![Opnd::reg(s, 1)], vec![Opnd::Imm(base as i64)])));
            Opnd::reg(s, 1)
        };
        let inst = if kind == "load" {
            MInst::new(op, vec![part], vec![off(), saddr])
        } else {
            MInst::new(op, vec![], vec![off(), part, saddr])
        };
        let at = at - base;
        items.push(Item::Inst(if at > 0 { inst.with_mods(format!("offset:{at}")) } else { inst }));
        k += n;
    }
    items
}

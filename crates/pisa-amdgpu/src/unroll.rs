//! Full unrolling of loops that run a number of times known at compile
//! time (with `-O1` and up), each unrolling followed by constant
//! propagation (constants.rs), so that the counter of each copy of the
//! body is a constant that folds into its instructions and addresses, and
//! a loop nested in an unrolled one may become countable in turn.
//!
//! A loop is unrolled when it is laid out as blocks `H..=L` that control
//! enters only at `H`, leaves only by `L` falling through (or `return`),
//! and repeats only by `L` ending in `goto.cond P, H`, where `P` is a
//! comparison written in `L` of a counter `K` with a constant, `K` is
//! written once in the loop (in `H` or `L`) by adding, subtracting,
//! multiplying or shifting it by a constant, and `K` is the same constant
//! on every way into the loop. The iterations are counted by running that
//! arithmetic, as PISA defines it, at compile time; loops of more than
//! [`MAX_TRIPS`] iterations, or whose copies would pass the size budget,
//! stay loops. Every lane runs the same count, so unrolling changes
//! neither results nor reconvergence.

use crate::constants::{self, Known};
use pisa::ir::{self, BlockId, Operand, RegId};
use pisa::isa::{Opcode, Slot};
use std::borrow::Cow;

/// Most iterations a loop is unrolled for.
const MAX_TRIPS: usize = 64;
/// Most instructions the copies of one loop may hold.
const MAX_COPIED: usize = 1200;
/// Most instructions the function may grow to by unrolling.
const MAX_FUNCTION: usize = 12_000;
/// Most blocks the function may grow to: each block where divergent lanes
/// join keeps a lane mask in an SGPR for the whole kernel (exec_masks.rs).
const MAX_BLOCKS: usize = 48;

/// The kernel with its countable loops unrolled and constants propagated.
pub fn run(f: Cow<'_, ir::Function>) -> Cow<'_, ir::Function> {
    let mut f = f;
    let mut changed_any = false;
    // Constants first: a loop's bound may come from them.
    {
        let g = f.to_mut();
        if constants::propagate(g) {
            recompute_successors(g);
        }
    }
    for _ in 0..256 {
        let Some(plan) = find(&f) else { break };
        let g = f.to_mut();
        unroll(g, &plan);
        recompute_successors(g);
        if constants::propagate(g) {
            recompute_successors(g);
        }
        changed_any = true;
    }
    if changed_any {
        let g = f.to_mut();
        while constants::remove_dead(g) {}
        merge_straight_lines(g);
    }
    f
}

struct Plan {
    header: usize,
    latch: usize,
    trips: usize,
}

fn size(f: &ir::Function) -> usize {
    f.blocks.iter().map(|b| b.insts.len()).sum()
}

fn branch_target(inst: &ir::Inst) -> Option<BlockId> {
    if inst.opcode != Opcode::Goto {
        return None;
    }
    inst.operands.iter().find_map(|o| match o {
        Operand::Block(b) => Some(*b),
        _ => None,
    })
}

/// The first countable loop, by header position.
fn find(f: &ir::Function) -> Option<Plan> {
    let n = f.blocks.len();
    let entry = constants::analyse(f);
    let total = size(f);
    for latch in 0..n {
        let Some(last) = f.blocks[latch].insts.last() else { continue };
        if last.opcode != Opcode::Goto || !last.has(Slot::Cond) {
            continue;
        }
        let Some(h) = branch_target(last) else { continue };
        let header = h.index();
        if header > latch || entry[header].iter().all(|k| *k == Known::Nothing) {
            continue;
        }
        if let Some(trips) = countable(f, &entry, header, latch) {
            let body: usize = (header..=latch).map(|b| f.blocks[b].insts.len()).sum();
            let blocks = n + (latch - header + 1) * (trips - 1);
            if trips <= MAX_TRIPS
                && body * trips <= MAX_COPIED
                && total + body * (trips - 1) <= MAX_FUNCTION
                && (blocks <= MAX_BLOCKS || header == latch)
            {
                return Some(Plan { header, latch, trips });
            }
        }
    }
    None
}

/// The iteration count of the loop `header..=latch`, when it has the shape
/// the module doc describes.
fn countable(f: &ir::Function, entry: &[Vec<Known>], header: usize, latch: usize) -> Option<usize> {
    let n = f.blocks.len();
    let inside = |b: usize| (header..=latch).contains(&b);
    // One entry, one exit (the latch's fall-through), one back edge.
    for b in header..=latch {
        let insts = &f.blocks[b].insts;
        for (i, inst) in insts.iter().enumerate() {
            if let Some(t) = branch_target(inst) {
                let back = b == latch && i + 1 == insts.len();
                if back {
                    continue;
                }
                if !inside(t.index()) || t.index() == header {
                    return None;
                }
            }
        }
        for s in &f.blocks[b].succs {
            let s = s.index();
            if !(inside(s) || (b == latch && s == latch + 1)) {
                return None;
            }
        }
    }
    for (b, block) in f.blocks.iter().enumerate() {
        if inside(b) {
            continue;
        }
        for s in &block.succs {
            if inside(s.index()) && s.index() != header {
                return None;
            }
        }
    }
    if latch + 1 > n {
        return None;
    }
    // The back edge: goto.cond (!)P, H, P a comparison in the latch.
    let back = f.blocks[latch].insts.last()?;
    let (p, negated) = match back.operands.first()? {
        Operand::Pred { id, negated } => (*id, *negated),
        _ => return None,
    };
    let latch_insts = &f.blocks[latch].insts;
    let compare_at = latch_insts.iter().rposition(|i| constants::writes(i, p))?;
    let compare = &latch_insts[compare_at];
    if !matches!(compare.opcode, Opcode::Ucmp | Opcode::Scmp)
        || !matches!(compare.operands.first(), Some(Operand::Pred { .. }))
        || compare.quals.iter().any(|(s, _)| !matches!(s, Slot::Cop | Slot::Type))
    {
        return None;
    }
    let writes_in_loop = |r: RegId| -> usize {
        (header..=latch).map(|b| f.blocks[b].insts.iter().filter(|i| constants::writes(i, r)).count()).sum()
    };
    // The counter: the one register operand of the comparison written in
    // the loop; the other side a constant not written in it.
    let (counter, counter_side) = [1usize, 2].into_iter().find_map(|k| match compare.operands.get(k) {
        Some(Operand::Reg { id, swizzle: None }) if writes_in_loop(*id) > 0 => Some((*id, k)),
        _ => None,
    })?;
    if writes_in_loop(counter) != 1 {
        return None;
    }
    let other = &compare.operands[3 - counter_side];
    // Known on entry to the loop: from the blocks outside it that enter.
    let mut on_entry = vec![Known::Nothing; f.regs.len()];
    for (b, block) in f.blocks.iter().enumerate() {
        if inside(b) || !block.succs.iter().any(|s| s.index() == header) {
            continue;
        }
        if entry[b].iter().all(|k| *k == Known::Nothing) && b != 0 {
            continue;
        }
        let end = constants::at_end(f, &entry[b], b);
        for (r, k) in end.iter().enumerate() {
            on_entry[r] = match (on_entry[r], *k) {
                (Known::Nothing, x) => x,
                (Known::Value(a), Known::Value(c)) if a == c => Known::Value(a),
                _ => Known::Varying,
            };
        }
    }
    if let Operand::Reg { id, .. } = other {
        if writes_in_loop(*id) > 0 {
            return None;
        }
    }
    let Known::Value(start) = on_entry[counter.index()] else { return None };
    // The update: in H or L, `K = K op c`.
    let (update_block, update_at) = [header, latch]
        .into_iter()
        .find_map(|b| f.blocks[b].insts.iter().position(|i| constants::writes(i, counter)).map(|i| (b, i)))?;
    let update = &f.blocks[update_block].insts[update_at];
    if !matches!(update.opcode, Opcode::Iadd | Opcode::Isub | Opcode::Umul | Opcode::Shl | Opcode::Shr)
        || !matches!(update.operands.first(), Some(Operand::Reg { id, swizzle: None }) if *id == counter)
        || !matches!(update.operands.get(1), Some(Operand::Reg { id, swizzle: None }) if *id == counter)
    {
        return None;
    }
    if let Some(Operand::Reg { id, .. }) = update.operands.get(2) {
        if writes_in_loop(*id) > 0 {
            return None;
        }
    }
    let update_first = update_block != latch || update_at < compare_at;
    // Run the counter: each iteration updates it and compares, in the
    // order the latch does.
    let mut state = on_entry.clone();
    state[counter.index()] = Known::Value(start);
    for trips in 1..=MAX_TRIPS {
        let step = |state: &mut Vec<Known>| -> Option<()> {
            let v = constants::evaluate(f, state, update)?;
            state[counter.index()] = Known::Value(v);
            Some(())
        };
        if update_first {
            step(&mut state)?;
        }
        let taken = constants::evaluate(f, &state, compare)? != 0;
        if !update_first {
            step(&mut state)?;
        }
        if taken == negated {
            return Some(trips);
        }
    }
    None
}

/// Replaces the loop by `trips` copies of its blocks in sequence.
fn unroll(f: &mut ir::Function, plan: &Plan) {
    let (h, l, trips) = (plan.header, plan.latch, plan.trips);
    let len = l - h + 1;
    let grow = len * (trips - 1);
    let outside = |t: usize| if t > l { t + grow } else { t };
    let old = std::mem::take(&mut f.blocks);
    let mut blocks = Vec::with_capacity(old.len() + grow);
    let retarget = |inst: &mut ir::Inst, map: &dyn Fn(usize) -> usize| {
        for o in &mut inst.operands {
            if let Operand::Block(b) = o {
                *b = BlockId(map(b.index()) as u32);
            }
        }
    };
    for (b, block) in old.iter().enumerate() {
        if b == h {
            for copy in 0..trips {
                for (k, original) in old.iter().enumerate().take(l + 1).skip(h) {
                    let mut c = original.clone();
                    if copy > 0 {
                        c.label = None;
                    }
                    if k == l {
                        c.insts.pop(); // the back edge: the next copy follows
                    }
                    let base = h + copy * len;
                    for inst in &mut c.insts {
                        retarget(inst, &|t| if (h..=l).contains(&t) { base + (t - h) } else { outside(t) });
                    }
                    blocks.push(c);
                }
            }
            continue;
        }
        if (h..=l).contains(&b) {
            continue;
        }
        let mut c = block.clone();
        for inst in &mut c.insts {
            retarget(inst, &outside);
        }
        blocks.push(c);
    }
    f.blocks = blocks;
}

/// Each block's successors from its instructions: a `goto`'s target, and
/// the next block unless the block ends in `goto` or `return`.
pub fn recompute_successors(f: &mut ir::Function) {
    let n = f.blocks.len();
    for k in 0..n {
        let next = (k + 1 < n).then_some(BlockId(k as u32 + 1));
        let mut succs = Vec::new();
        let last = f.blocks[k].insts.last();
        let falls = match last {
            Some(i) if i.opcode == Opcode::Goto && !i.has(Slot::Cond) => false,
            Some(i) if i.opcode == Opcode::Return && !i.has(Slot::Cond) => false,
            _ => true,
        };
        for inst in &f.blocks[k].insts {
            if let Some(t) = branch_target(inst) {
                if !succs.contains(&t) {
                    succs.push(t);
                }
            }
        }
        if falls {
            if let Some(nx) = next {
                if !succs.contains(&nx) {
                    succs.push(nx);
                }
            }
        }
        f.blocks[k].succs = succs;
    }
}

/// Joins each block that only falls through into a block entered from
/// nowhere else with that block (the copies of an unrolled body become one
/// block, so the selection's per-block reuse spans them).
pub fn merge_straight_lines(f: &mut ir::Function) {
    let n = f.blocks.len();
    let mut preds = vec![0usize; n];
    for block in &f.blocks {
        for s in &block.succs {
            preds[s.index()] += 1;
        }
    }
    // Whether block k joins the one before it. Joining keeps every other
    // block's predecessors, and a joined block's end is its own, so the
    // facts of the graph as it is decide every join at once.
    let joins: Vec<bool> = (0..n)
        .map(|k| {
            k > 0 && {
                let before = &f.blocks[k - 1];
                before.succs.as_slice() == [BlockId(k as u32)]
                    && !before.insts.last().is_some_and(|i| matches!(i.opcode, Opcode::Goto | Opcode::Return))
                    && preds[k] == 1
            }
        })
        .collect();
    if !joins.contains(&true) {
        return;
    }
    // Each old block's index after the joins.
    let mut renumbered = Vec::with_capacity(n);
    let mut next = 0u32;
    for (k, &join) in joins.iter().enumerate() {
        if k > 0 && !join {
            next += 1;
        }
        renumbered.push(BlockId(next));
    }
    let mut blocks: Vec<ir::Block> = Vec::with_capacity(next as usize + 1);
    for (block, join) in std::mem::take(&mut f.blocks).into_iter().zip(joins) {
        match blocks.last_mut() {
            Some(last) if join => last.insts.extend(block.insts),
            _ => blocks.push(block),
        }
    }
    f.blocks = blocks;
    for inst in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        for o in &mut inst.operands {
            if let Operand::Block(t) = o {
                *t = renumbered[t.index()];
            }
        }
    }
    recompute_successors(f);
}

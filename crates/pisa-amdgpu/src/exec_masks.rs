//! Control flow under EXEC: the blocks in layout order, with the branches
//! and lane-mask bookkeeping that make each block run with exactly the
//! lanes the emulator runs it with.
//!
//! The scheme (general enough for any graph, irreducible ones included):
//! - A block that lies in the region of a divergent branch, or is the
//!   reconvergence point (immediate post-dominator) of one, is *masked*: it
//!   owns an SGPR mask of the lanes waiting to run it, starts with
//!   `exec = mask; mask = 0`, and is skipped (`s_cbranch_execz`) to the next
//!   masked block in layout when no lane waits.
//! - Every other block is *convergent*: every live lane of the wave is in
//!   it, so it runs with EXEC as it is and branches with scalar branches
//!   (a divergent branch out of it adds its lanes to its successors' masks).
//! - A block of a region ends by adding its lanes to its successors' masks;
//!   then, if an earlier block (a loop header) has lanes waiting, it jumps
//!   back to the earliest such; otherwise it goes on to the next masked
//!   block. Because every block of a region precedes its reconvergence point
//!   in layout (checked here), the lanes of a region all arrive at the
//!   reconvergence point before it runs.
//! - `return` drops lanes: they are not added to any mask, and a convergent
//!   block left with no lanes ends the wave.
//! - A reconvergence point `J` whose lanes can only come from one divergent
//!   branch `A` is *owned* by `A` when `A`'s region is entered only through
//!   `A`, has no `return`, and fills the layout between `A` and `J`. Every
//!   lane of `A` then reaches `J` and nothing else does, so `A` writes `J`'s
//!   mask once (`mask = exec`, before it splits EXEC), the region's blocks
//!   add nothing to it, and `J` starts with just `exec = mask`: no reset, and
//!   no test for an empty mask, since `A` ran with lanes. When `A` has none
//!   and is skipped, or the wave has none left and skips past a convergent
//!   `A`, the skip goes past `J`. The mask lives from `A` to `J` only, so
//!   owned joins cost no SGPR for the rest of the kernel.

use crate::cfg::Cfg;
use crate::error::CompileError;
use crate::isel::{Selected, Term};
use crate::mir::{Bank, Fixed, Item, Label, Linear, MInst, Opnd, VReg, VRegInfo};
use crate::uniformity::Uniformity;

fn exec() -> Opnd {
    Opnd::Fixed(Fixed::ExecLo)
}

fn inst(op: &str, defs: Vec<Opnd>, uses: Vec<Opnd>) -> Item {
    Item::Inst(MInst::new(op, defs, uses))
}

/// Whether the code so far ends with `s_cmp_*` and `s_cselect_b32 M, -1, 0`
/// (and perhaps a copy of M into `mask`), so that SCC is the comparison
/// `mask` holds: nothing after the compare writes SCC.
fn scc_holds(items: &[Item], mask: VReg) -> bool {
    let insts: Vec<&MInst> = items
        .iter()
        .rev()
        .take(3)
        .map_while(|i| match i {
            Item::Inst(x) => Some(x),
            Item::Label(_) => None,
        })
        .collect();
    let is_mask = |o: &Opnd, m: VReg| matches!(o, Opnd::Reg { reg, .. } if *reg == m);
    let select_into = |x: &MInst, m: VReg| {
        x.op == "s_cselect_b32"
            && x.defs.first().is_some_and(|d| is_mask(d, m))
            && x.uses == [Opnd::Imm(-1), Opnd::Imm(0)]
    };
    match insts.as_slice() {
        [select, cmp, ..] if select_into(select, mask) && cmp.op.starts_with("s_cmp_") => true,
        [copy, select, cmp] if copy.op == "s_mov_b32" && copy.defs.first().is_some_and(|d| is_mask(d, mask)) => {
            let Some(Opnd::Reg { reg: from, .. }) = copy.uses.first() else { return false };
            select_into(select, *from) && cmp.op.starts_with("s_cmp_")
        }
        _ => false,
    }
}

/// Whether every block of each divergent branch's region comes before the
/// branch's reconvergence point in layout, which this scheme needs (lib.rs
/// uses `reconvergence_stack.rs` for the kernels where it does not hold).
pub fn layout_fits(cfg: &Cfg, uni: &Uniformity) -> bool {
    (0..cfg.succs.len()).all(|b| {
        let (true, Some(p)) = (uni.divergent_branch[b], cfg.ipdom[b]) else { return true };
        cfg.region(b).iter().all(|&r| !cfg.reachable(r) || cfg.position[r] <= cfg.position[p])
    })
}

pub fn lower(kernel: &str, selected: Selected, cfg: &Cfg, uni: &Uniformity) -> Result<Linear, CompileError> {
    let n = selected.blocks.len();
    if !layout_fits(cfg, uni) {
        return Err(CompileError::new(
            kernel,
            None,
            "internal: a divergent branch's region does not come before its reconvergence point in layout",
        ));
    }
    let mut masked = uni.in_region.clone();
    for b in 0..n {
        if let (true, Some(p)) = (uni.divergent_branch[b], cfg.ipdom[b]) {
            masked[p] = true;
        }
    }
    let mut vregs: Vec<VRegInfo> = selected.vregs;
    let new_mask = |vregs: &mut Vec<VRegInfo>| {
        vregs.push(VRegInfo { bank: Bank::S, dwords: 1 });
        VReg(vregs.len() as u32 - 1)
    };
    let masks: Vec<Option<VReg>> = (0..n).map(|b| masked[b].then(|| new_mask(&mut vregs))).collect();
    // A masked block entered only by falling through from the block before
    // it in layout, which goes nowhere earlier, takes its lanes in EXEC
    // directly: no mask to fill and reload.
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, succs) in cfg.succs.iter().enumerate() {
        if cfg.reachable(b) {
            for &t in succs {
                preds[t].push(b);
            }
        }
    }
    let direct: Vec<bool> = (0..n)
        .map(|s| {
            let [p] = preds[s].as_slice() else { return false };
            let p = *p;
            masked[s]
                && s != cfg.order[0]
                && cfg.reachable(s)
                && cfg.position[s] == cfg.position[p] + 1
                && cfg.succs[p].iter().all(|&t| cfg.position[t] > cfg.position[p])
                && match &selected.blocks[p].term {
                    Term::Jump(t) => *t == s,
                    Term::ReturnIf { next, .. } => *next == Some(s),
                    Term::Branch { taken, fall, .. } => {
                        *fall == s && *taken != s && (uni.in_region[p] || uni.divergent_branch[p])
                    }
                    Term::Return => false,
                }
        })
        .collect();
    let owned_by = owners(&selected.blocks, cfg, uni, &masked, &direct, &preds);
    let owns: Vec<Option<usize>> = {
        let mut v = vec![None; n];
        for (j, a) in owned_by.iter().enumerate() {
            if let Some(a) = a {
                v[*a] = Some(j);
            }
        }
        v
    };
    let end = Label(n as u32);
    let label = |b: usize| Label(b as u32);
    let order = &cfg.order;
    // The next masked block after layout position `i`, else the end. The
    // blocks from a convergent owner to its join are passed over whole: a
    // wave skipping to there has no lanes for them (and the join's mask
    // would be stale).
    //
    // A skipped owner never saved its join's mask, so a join that owns a
    // join in turn is passed over with it: the last join of such a chain.
    let last_owned_join = |owner: usize| -> Option<usize> {
        let mut join = owns[owner]?;
        while let Some(next) = owns[join] {
            join = next;
        }
        Some(join)
    };
    let next_masked = |i: usize| -> Label {
        let mut k = i + 1;
        while k < order.len() {
            let b = order[k];
            if masked[b] {
                return label(b);
            }
            k = match last_owned_join(b) {
                Some(j) => cfg.position[j] + 1,
                None => k + 1,
            };
        }
        end
    };
    let r1 = |v: VReg| Opnd::reg(v, 1);

    let mut items: Vec<Item> = Vec::new();
    for (b, m) in masks.iter().enumerate() {
        if let (Some(m), None) = (m, owned_by[b]) {
            items.push(inst("s_mov_b32", vec![r1(*m)], vec![Opnd::Imm(0)]));
        }
    }
    items.extend(selected.prologue.into_iter().map(Item::Inst));
    let entry = order[0];
    if let Some(m) = masks[entry] {
        items.push(inst("s_mov_b32", vec![r1(m)], vec![exec()]));
    }
    let mut selected_blocks: Vec<Option<crate::isel::MBlock>> = selected.blocks.into_iter().map(Some).collect();
    for (i, &b) in order.iter().enumerate() {
        let block = selected_blocks[b].take().expect("each block is laid out once");
        let physically_next = order.get(i + 1).map(|&x| label(x)).unwrap_or(end);
        items.push(Item::Label(label(b)));
        if let Some(m) = masks[b] {
            if owned_by[b].is_some() {
                items.push(inst("s_mov_b32", vec![exec()], vec![r1(m)]));
            } else {
                if !direct[b] {
                    items.push(inst("s_mov_b32", vec![exec()], vec![r1(m)]));
                    items.push(inst("s_mov_b32", vec![r1(m)], vec![Opnd::Imm(0)]));
                }
                let skip_to = match last_owned_join(b) {
                    Some(j) => next_masked(cfg.position[j]),
                    None => next_masked(i),
                };
                items.push(inst("s_cbranch_execz", vec![], vec![Opnd::Label(skip_to)]));
            }
        }
        items.extend(block.insts.into_iter().map(Item::Inst));
        let go = |items: &mut Vec<Item>, to: Label| {
            if to != physically_next {
                items.push(inst("s_branch", vec![], vec![Opnd::Label(to)]));
            }
        };
        // Lanes leaving through `return.cond` first.
        let term = match block.term {
            Term::ReturnIf { mask, negated, next } => {
                let op = if negated { "s_and_b32" } else { "s_and_not1_b32" };
                items.push(inst(op, vec![exec()], vec![exec(), r1(mask)]));
                if !uni.in_region[b] {
                    items.push(inst("s_cbranch_execz", vec![], vec![Opnd::Label(end)]));
                }
                match next {
                    Some(s) => Term::Jump(s),
                    None => Term::Return,
                }
            }
            t => t,
        };
        let add_lanes = |items: &mut Vec<Item>, s: usize, lanes: Opnd| {
            if owned_by[s].is_some() {
                return; // its owner put every lane there already
            }
            let m = masks[s].expect("a masked successor");
            items.push(inst("s_or_b32", vec![r1(m)], vec![r1(m), lanes]));
        };
        // An owner saves its lanes as its join's mask before EXEC splits.
        let save_into = owns[b].map(|j| masks[j].expect("an owned join is masked"));
        // The lanes of a divergent branch to both successors' masks, or the
        // fall-through side left in EXEC for a successor entered directly.
        let divergent_exit =
            |items: &mut Vec<Item>, vregs: &mut Vec<VRegInfo>, mask: VReg, negated: bool, taken: usize, fall: usize| {
                let (take_op, fall_op) =
                    if negated { ("s_and_not1_b32", "s_and_b32") } else { ("s_and_b32", "s_and_not1_b32") };
                let saving_with_fall = save_into.is_some() && direct[fall];
                if let (Some(m), false) = (save_into, saving_with_fall) {
                    items.push(inst("s_mov_b32", vec![r1(m)], vec![exec()]));
                }
                if owned_by[taken].is_none() {
                    let t = new_mask(vregs);
                    items.push(inst(take_op, vec![r1(t)], vec![exec(), r1(mask)]));
                    add_lanes(items, taken, r1(t));
                }
                if let (Some(m), true) = (save_into, saving_with_fall) {
                    // The same as `s_mov m, exec` then the fall side's `fall_op`.
                    let op = if negated { "s_and_saveexec_b32" } else { "s_and_not0_saveexec_b32" };
                    items.push(inst(op, vec![r1(m)], vec![r1(mask)]));
                } else if direct[fall] {
                    items.push(inst(fall_op, vec![exec()], vec![exec(), r1(mask)]));
                } else if owned_by[fall].is_none() {
                    let f = new_mask(vregs);
                    items.push(inst(fall_op, vec![r1(f)], vec![exec(), r1(mask)]));
                    add_lanes(items, fall, r1(f));
                }
            };
        if uni.in_region[b] {
            // Add the lanes to the successors' masks, then find the next work.
            let mut succs: Vec<usize> = Vec::new();
            match term {
                Term::Jump(s) => {
                    if !direct[s] {
                        add_lanes(&mut items, s, exec());
                    }
                    succs.push(s);
                }
                Term::Branch { mask, negated, taken, fall } => {
                    divergent_exit(&mut items, &mut vregs, mask, negated, taken, fall);
                    succs.extend([taken, fall]);
                }
                Term::Return | Term::ReturnIf { .. } => {}
            }
            let mut back: Vec<usize> = succs.into_iter().filter(|&s| cfg.position[s] <= i).collect::<Vec<_>>();
            back.sort_by_key(|&s| cfg.position[s]);
            back.dedup();
            for s in back {
                let m = masks[s].expect("a masked successor");
                items.push(inst("s_cmp_lg_u32", vec![], vec![r1(m), Opnd::Imm(0)]));
                items.push(inst("s_cbranch_scc1", vec![], vec![Opnd::Label(label(s))]));
            }
            go(&mut items, next_masked(i));
            continue;
        }
        match term {
            Term::Return => items.push(inst("s_endpgm", vec![], vec![])),
            Term::ReturnIf { .. } => unreachable!("rewritten above"),
            Term::Jump(s) => {
                if masks[s].is_some() && !direct[s] {
                    add_lanes(&mut items, s, exec());
                }
                go(&mut items, label(s));
            }
            Term::Branch { mask, negated, taken, fall } if uni.divergent_branch[b] => {
                divergent_exit(&mut items, &mut vregs, mask, negated, taken, fall);
                let first = if cfg.position[taken] < cfg.position[fall] { taken } else { fall };
                go(&mut items, label(first));
            }
            Term::Branch { mask, negated, taken, fall } => {
                // Uniform: SCC says whether the lanes take it. When the
                // block's last instructions compared scalars into the mask,
                // SCC still holds the comparison.
                let branch_on = if scc_holds(&items, mask) {
                    if negated {
                        "s_cbranch_scc0"
                    } else {
                        "s_cbranch_scc1"
                    }
                } else {
                    let t = new_mask(&mut vregs);
                    let op = if negated { "s_and_not1_b32" } else { "s_and_b32" };
                    items.push(inst(op, vec![r1(t)], vec![exec(), r1(mask)]));
                    "s_cbranch_scc1"
                };
                let trampoline = masks[taken].is_some();
                let taken_label = if trampoline { Label(u32::MAX - b as u32) } else { label(taken) };
                items.push(inst(branch_on, vec![], vec![Opnd::Label(taken_label)]));
                if masks[fall].is_some() {
                    add_lanes(&mut items, fall, exec());
                }
                if trampoline {
                    items.push(inst("s_branch", vec![], vec![Opnd::Label(label(fall))]));
                    items.push(Item::Label(taken_label));
                    add_lanes(&mut items, taken, exec());
                    go(&mut items, label(taken));
                } else {
                    go(&mut items, label(fall));
                }
            }
        }
    }
    items.push(Item::Label(end));
    items.push(inst("s_endpgm", vec![], vec![]));
    Ok(Linear { items, vregs })
}

/// For each masked block, the divergent branch that owns it (module doc):
/// `J = ipdom(A)` entered only from `A` and its region, the region entered
/// only through `A`, free of `return`, and exactly the blocks laid out
/// between `A` and `J`. The outermost such branch, where several qualify.
fn owners(
    blocks: &[crate::isel::MBlock],
    cfg: &Cfg,
    uni: &Uniformity,
    masked: &[bool],
    direct: &[bool],
    preds: &[Vec<usize>],
) -> Vec<Option<usize>> {
    let n = blocks.len();
    let mut owner: Vec<Option<usize>> = vec![None; n];
    for &a in &cfg.order {
        let Some(j) = cfg.ipdom[a] else { continue };
        if !uni.divergent_branch[a] || !masked[j] || direct[j] || owner[j].is_some() || j == cfg.order[0] {
            continue;
        }
        let (pa, pj) = (cfg.position[a], cfg.position[j]);
        if pj <= pa || !matches!(&blocks[a].term, Term::Branch { .. }) {
            continue;
        }
        let region = cfg.region(a);
        let inside = |b: usize| b == a || region.binary_search(&b).is_ok();
        let fills_layout = region.len() == pj - pa - 1
            && region.iter().all(|&r| cfg.reachable(r) && cfg.position[r] > pa && cfg.position[r] < pj);
        let closed = fills_layout
            && region.iter().all(|&r| {
                preds[r].iter().all(|&p| inside(p)) && matches!(&blocks[r].term, Term::Jump(_) | Term::Branch { .. })
            })
            && preds[j].iter().all(|&p| inside(p));
        if closed {
            owner[j] = Some(a);
        }
    }
    owner
}

//! Copies of the blocks both sides of a divergent branch reach, so that
//! EXEC-mask control flow keeps lanes apart exactly where the emulator does.
//!
//! The emulator runs the two sides of a divergent `goto.cond` one after the
//! other, each until the branch's immediate post-dominator (docs/emulator.md):
//! a block that both sides reach before that point runs twice, once with
//! each side's lanes. `exec_masks.rs` runs a block once with every lane that
//! waits for it, which merges the two. Such blocks are common: the body of
//! a short-circuit `a || b`, and, when one arm of an if/else may `return`
//! (so that the branch's post-dominator is the kernel's exit), the join and
//! everything after it. Here the fall-through side gets its own copy of
//! every block both sides reach; afterwards the sides of every divergent
//! branch are disjoint, and each copy runs with the lanes of its side only.
//!
//! Invariants: the result is the same program (a copy has the original's
//! instructions and successors, or their copies); registers are not SSA,
//! so nothing is renamed. The function grows by at most [`MAX_BLOCKS`]
//! blocks and [`MAX_INSTS`] instructions. A kernel needing more, or one
//! whose branch is reached again from both its sides (a loop both of whose
//! sides come back), gets an error saying why, on which lib.rs compiles the
//! kernel with `reconvergence_stack.rs` instead: never with the wrong lanes
//! together.

use crate::cfg::Cfg;
use crate::error::CompileError;
use crate::templates;
use crate::unroll::recompute_successors;
use pisa::ir::{self, BlockId, Operand};
use pisa::isa::{Opcode, Slot};
use std::borrow::Cow;

/// Most blocks the copies may add to a kernel.
const MAX_BLOCKS: usize = 96;
/// Most instructions the copies may add to a kernel.
const MAX_INSTS: usize = 8000;

pub fn run<'a>(kernel: &str, f: Cow<'a, ir::Function>) -> Result<Reconverged<'a>, CompileError> {
    let mut f = f;
    let (start_blocks, start_insts) = (f.blocks.len(), count_insts(&f));
    loop {
        let cfg = Cfg::new(&f);
        let uni = crate::uniformity::analyse(&f, &cfg);
        let (branch, shared) = match find_shared(&f, &cfg, &uni.divergent_branch) {
            None => return Ok(Reconverged { function: f, cfg, uni }),
            Some(Need::Copies(branch, shared)) => (branch, shared),
            Some(Need::Refused(branch, why)) => return Err(refusal(kernel, &f, branch, why)),
        };
        let g = f.to_mut();
        duplicate(g, branch, &shared).ok_or_else(|| CompileError::new(kernel, None, "internal: no goto template"))?;
        if g.blocks.len() > start_blocks + MAX_BLOCKS || count_insts(g) > start_insts + MAX_INSTS {
            return Err(refusal(
                kernel,
                g,
                branch,
                "unsupported control flow: keeping the lanes of this divergent branch's two sides apart until \
                 they reconverge, as the emulator does, needs more copies of blocks than the gfx1100 backend \
                 makes",
            ));
        }
    }
}

/// The kernel as control flow under EXEC masks runs it, with the facts
/// found about it on the way (the next pass needs the same ones).
pub struct Reconverged<'a> {
    pub function: Cow<'a, ir::Function>,
    pub cfg: Cfg,
    pub uni: crate::uniformity::Uniformity,
}

const BOTH_SIDES_LOOP: &str = "unsupported control flow: both sides of this divergent branch come back to it \
     before they reconverge, which the gfx1100 backend cannot run with the emulator's lane grouping yet";
const FALL_SIDE_LEAVES: &str = "unsupported control flow: lanes leaving this loop through a divergent branch run \
     code of their own before they rejoin, once per iteration, which the gfx1100 backend cannot run with the \
     emulator's lane grouping yet unless the branch's taken side leaves (`goto.cond` to the exit code)";

fn count_insts(f: &ir::Function) -> usize {
    f.blocks.iter().map(|b| b.insts.len()).sum()
}

fn refusal(kernel: &str, f: &ir::Function, block: usize, message: &str) -> CompileError {
    let span = f.blocks[block].insts.last().map(|i| i.span);
    CompileError::new(kernel, span, message)
}

/// The sides of a divergent branch: (taken target, fall-through block).
fn sides(f: &ir::Function, b: usize) -> Option<(usize, usize)> {
    let last = f.blocks[b].insts.last()?;
    if last.opcode != Opcode::Goto || !last.has(Slot::Cond) {
        return None;
    }
    let taken = last.operands.iter().find_map(|o| match o {
        Operand::Block(t) => Some(t.index()),
        _ => None,
    })?;
    Some((taken, b + 1))
}

/// Blocks reachable from `from` without passing `stop` or the branch
/// itself (`from` included unless it is `stop`): what one side runs before
/// it reconverges. A path back through the branch starts another instance
/// of it, whose sides run apart in turn (a loop's divergent exit: the
/// leaving lanes of each iteration run the exit side by themselves).
fn reach(cfg: &Cfg, from: usize, stop: Option<usize>, branch: usize) -> (Vec<bool>, bool) {
    let mut seen = vec![false; cfg.succs.len()];
    let mut back_to_branch = false;
    let mut work = vec![from];
    while let Some(b) = work.pop() {
        if b == branch {
            back_to_branch = true;
            continue;
        }
        if Some(b) == stop || seen[b] {
            continue;
        }
        seen[b] = true;
        work.extend(cfg.succs[b].iter().copied());
    }
    (seen, back_to_branch)
}

/// What a divergent branch needs: its sides share blocks before they
/// reconverge (copies), or both come back to the branch (refused).
enum Need {
    Copies(usize, Vec<usize>),
    Refused(usize, &'static str),
}

/// The first divergent branch (in layout order) that needs something.
fn find_shared(f: &ir::Function, cfg: &Cfg, divergent: &[bool]) -> Option<Need> {
    for &b in &cfg.order {
        if !divergent[b] {
            continue;
        }
        let Some((taken, fall)) = sides(f, b) else { continue };
        if taken == fall || fall >= f.blocks.len() {
            continue;
        }
        let stop = cfg.ipdom[b];
        let ((t, t_loops), (n, n_loops)) = (reach(cfg, taken, stop, b), reach(cfg, fall, stop, b));
        if t_loops && n_loops {
            return Some(Need::Refused(b, BOTH_SIDES_LOOP));
        }
        let shared: Vec<usize> = (0..t.len()).filter(|&k| t[k] && n[k]).collect();
        if !shared.is_empty() {
            return Some(Need::Copies(b, shared));
        }
        // One side goes round a loop back to the branch; the other leaves
        // it. The emulator runs the leaving side's blocks (up to the
        // reconvergence point) once per iteration, with that iteration's
        // leaving lanes only. The taken side runs first, so when it leaves,
        // its blocks must run right after the branch, before the loop goes
        // on: laid out straight after it. When the fall-through side
        // leaves, the emulator runs its blocks only after the whole loop,
        // once per iteration in reverse, which EXEC masks do not reproduce.
        if t_loops != n_loops {
            let (leaving, is_taken) = if n_loops { (&t, true) } else { (&n, false) };
            // Blocks that only jump do nothing the lanes could tell apart.
            let only_jumps =
                |k: usize| f.blocks[k].insts.iter().all(|i| i.opcode == Opcode::Goto && !i.has(Slot::Cond));
            let blocks: Vec<usize> = (0..leaving.len()).filter(|&k| leaving[k] && !only_jumps(k)).collect();
            if !blocks.is_empty() {
                if !is_taken {
                    return Some(Need::Refused(b, FALL_SIDE_LEAVES));
                }
                let first = cfg.position[b] + 1;
                let right_after = blocks.iter().all(|&k| (first..first + blocks.len()).contains(&cfg.position[k]));
                if !right_after {
                    return Some(Need::Refused(b, FALL_SIDE_LEAVES));
                }
            }
        }
    }
    None
}

/// Gives the fall-through side of `branch` its own copies of `shared`.
fn duplicate(f: &mut ir::Function, branch: usize, shared: &[usize]) -> Option<()> {
    let jump = templates::jump_template()?;
    let ret = templates::return_template()?;
    let n = f.blocks.len();
    let cfg = Cfg::new(f);
    let stop = cfg.ipdom[branch];
    let (_, fall) = sides(f, branch)?;
    let (fall_side, _) = reach(&cfg, fall, stop, branch);
    let copy_of = |b: usize| shared.binary_search(&b).ok().map(|k| n + k);
    // Each node: its instructions (targets as node ids) and where it falls
    // through to, if anywhere. The last block's end is a `return`, which
    // is written out where the block no longer comes last.
    let falls = |b: usize| -> bool {
        match f.blocks[b].insts.last() {
            Some(i) if i.opcode == Opcode::Goto && !i.has(Slot::Cond) => false,
            Some(i) if i.opcode == Opcode::Return && !i.has(Slot::Cond) => false,
            _ => b + 1 < n,
        }
    };
    let retarget = |insts: &mut Vec<ir::Inst>, map: &dyn Fn(usize) -> usize| {
        for inst in insts {
            for o in &mut inst.operands {
                if let Operand::Block(t) = o {
                    *t = BlockId(map(t.index()) as u32);
                }
            }
        }
    };
    struct Node {
        label: Option<String>,
        insts: Vec<ir::Inst>,
        fall: Option<usize>,
    }
    let mut nodes: Vec<Node> = Vec::with_capacity(n + shared.len());
    for (b, block) in f.blocks.iter().enumerate() {
        let mut insts = block.insts.clone();
        let mut fall_to = falls(b).then_some(b + 1);
        // The fall-through side (but not the shared blocks themselves, whose
        // originals stay the taken side's) enters the copies.
        let redirect = b == branch || (fall_side[b] && copy_of(b).is_none());
        if redirect {
            if b == branch {
                fall_to = fall_to.map(|t| copy_of(t).unwrap_or(t));
            } else {
                retarget(&mut insts, &|t| copy_of(t).unwrap_or(t));
                fall_to = fall_to.map(|t| copy_of(t).unwrap_or(t));
            }
        }
        nodes.push(Node { label: block.label.clone(), insts, fall: fall_to });
    }
    for &s in shared {
        let mut insts = f.blocks[s].insts.clone();
        retarget(&mut insts, &|t| copy_of(t).unwrap_or(t));
        let fall_to = falls(s).then(|| copy_of(s + 1).unwrap_or(s + 1));
        nodes.push(Node { label: None, insts, fall: fall_to });
    }
    // Lay the nodes out in order, making each fall-through that no longer
    // lands on the next block an explicit `goto` (in a block of its own
    // after a `goto.cond` or `return.cond`).
    let mut out: Vec<(Node, Option<usize>)> = Vec::new(); // (node, id it had)
    let total = nodes.len();
    let ends_function = |id: usize| id == n - 1 || (id >= n && shared[id - n] == n - 1);
    for (id, mut node) in nodes.into_iter().enumerate() {
        if ends_function(id) && node.fall.is_none() && id + 1 < total {
            let open = node
                .insts
                .last()
                .is_none_or(|i| !matches!(i.opcode, Opcode::Goto | Opcode::Return) || i.has(Slot::Cond));
            if open {
                let mut r = ret.clone();
                if let Some(last) = node.insts.last() {
                    r.span = last.span;
                }
                let conditional = ends_in_condition(&node.insts);
                if conditional {
                    out.push((node, Some(id)));
                    out.push((Node { label: None, insts: vec![r], fall: None }, None));
                } else {
                    node.insts.push(r);
                    out.push((node, Some(id)));
                }
                continue;
            }
        }
        let next = id + 1;
        let fall = node.fall.take();
        match fall {
            Some(t) if t != next || next >= total => {
                let mut go = jump.clone();
                set_target(&mut go, t);
                let conditional = ends_in_condition(&node.insts);
                if let Some(last) = node.insts.last() {
                    go.span = last.span;
                }
                if conditional {
                    out.push((node, Some(id)));
                    out.push((Node { label: None, insts: vec![go], fall: None }, None));
                } else {
                    node.insts.push(go);
                    out.push((node, Some(id)));
                }
            }
            _ => out.push((node, Some(id))),
        }
    }
    let mut index_of = vec![0usize; total];
    for (k, (_, id)) in out.iter().enumerate() {
        if let Some(id) = id {
            index_of[*id] = k;
        }
    }
    f.blocks = out
        .into_iter()
        .map(|(mut node, _)| {
            retarget(&mut node.insts, &|t| index_of[t]);
            ir::Block { label: node.label, insts: node.insts, succs: Vec::new() }
        })
        .collect();
    recompute_successors(f);
    Some(())
}

/// Whether the block ends in `goto.cond` or `return.cond`, which must stay
/// last (instruction selection reads a block's terminator from its last
/// instruction), so an explicit fall-through goes in a block of its own.
fn ends_in_condition(insts: &[ir::Inst]) -> bool {
    insts.last().is_some_and(|i| matches!(i.opcode, Opcode::Goto | Opcode::Return) && i.has(Slot::Cond))
}

fn set_target(inst: &mut ir::Inst, target: usize) {
    for o in &mut inst.operands {
        if let Operand::Block(t) = o {
            *t = BlockId(target as u32);
        }
    }
}

//! The control-flow facts the later passes need: immediate post-dominators
//! (`pisa::ir::immediate_post_dominators`, the emulator's own definition:
//! a virtual exit that every block ending in `return`, `return.cond` or the
//! function's end reaches), the
//! region of each divergent branch (the blocks its lanes may run apart in:
//! those reachable from its successors without passing its immediate
//! post-dominator), and the layout order of the blocks.
//!
//! The layout is a reverse post-order that places a branch's taken side
//! before its fall-through side, the order in which the emulator runs the
//! two sides. EXEC-mask control flow (`exec_masks.rs`) relies on one fact of
//! it, which [`Cfg::check_regions`] verifies: every block of a divergent
//! branch's region comes before the branch's reconvergence point.

use pisa::ir;

pub struct Cfg {
    pub succs: Vec<Vec<usize>>,
    /// The immediate post-dominator of each block; `None` is the virtual exit.
    pub ipdom: Vec<Option<usize>>,
    /// The blocks in layout order.
    pub order: Vec<usize>,
    /// Each block's position in `order`.
    pub position: Vec<usize>,
}

impl Cfg {
    pub fn new(function: &ir::Function) -> Cfg {
        let n = function.blocks.len();
        let succs: Vec<Vec<usize>> =
            function.blocks.iter().map(|b| b.succs.iter().map(|s| s.index()).collect()).collect();
        let ipdom = ir::immediate_post_dominators(function);
        let order = layout(function, &succs, &ipdom);
        let mut position = vec![usize::MAX; n];
        for (i, &b) in order.iter().enumerate() {
            position[b] = i;
        }
        Cfg { succs, ipdom, order, position }
    }

    pub fn reachable(&self, b: usize) -> bool {
        self.position[b] != usize::MAX
    }

    /// The blocks reachable from `from`'s successors without passing
    /// `from`'s immediate post-dominator.
    pub fn region(&self, from: usize) -> Vec<usize> {
        let stop = self.ipdom[from];
        let mut seen = vec![false; self.succs.len()];
        let mut stack: Vec<usize> = self.succs[from].iter().copied().filter(|&s| Some(s) != stop).collect();
        let mut out = Vec::new();
        while let Some(b) = stack.pop() {
            if seen[b] {
                continue;
            }
            seen[b] = true;
            out.push(b);
            stack.extend(self.succs[b].iter().copied().filter(|&s| Some(s) != stop && !seen[s]));
        }
        out.sort_unstable();
        out
    }
}

/// Reverse post-order with two preferences, both by the order children are
/// visited (a child visited first ends up later): a successor that leaves a
/// loop the block is in and is the block's reconvergence point (immediate
/// post-dominator) is visited first, so that the loop's blocks come before
/// it; then the fall-through before the taken successor, so that the taken
/// side comes first (`goto.cond` runs it first in the emulator). A loop
/// exit that is not the reconvergence point (`if (c) { ...; break; }`)
/// stays beside its branch, inside the loop's layout: the emulator runs it
/// with each iteration's leaving lanes by themselves, before the loop goes
/// on.
fn layout(function: &ir::Function, succs: &[Vec<usize>], ipdom: &[Option<usize>]) -> Vec<usize> {
    let n = succs.len();
    if n == 0 {
        return Vec::new();
    }
    let loops = loop_membership(succs);
    let children = |b: usize| -> Vec<usize> {
        let target = goto_target(&function.blocks[b]);
        let mut v: Vec<usize> = succs[b].clone();
        // Fall-through before target, then exits before the loop's own blocks.
        v.sort_by_key(|&x| (x == target.unwrap_or(usize::MAX) && succs[b].len() == 2) as u8);
        v.sort_by_key(|&x| {
            let left = loops[b].iter().filter(|h| !loops[x].contains(h)).count();
            std::cmp::Reverse(if Some(x) == ipdom[b] { left } else { 0 })
        });
        v
    };
    let mut visited = vec![false; n];
    let mut post = Vec::with_capacity(n);
    let mut stack = vec![(0usize, 0usize, children(0))];
    visited[0] = true;
    while let Some((b, k, c)) = stack.pop() {
        if k < c.len() {
            let next = c[k];
            stack.push((b, k + 1, c));
            if !visited[next] {
                visited[next] = true;
                stack.push((next, 0, children(next)));
            }
        } else {
            post.push(b);
        }
    }
    post.reverse();
    post
}

/// For each block, the headers of the loops it belongs to: a back edge
/// u -> h (h on the depth-first stack) makes a loop of h and the blocks
/// that reach u without passing h.
fn loop_membership(succs: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = succs.len();
    let mut preds = vec![Vec::new(); n];
    for (b, s) in succs.iter().enumerate() {
        for &t in s {
            preds[t].push(b);
        }
    }
    let mut state = vec![0u8; n]; // 0 new, 1 on stack, 2 done
    let mut back_edges = Vec::new();
    let mut stack = vec![(0usize, 0usize)];
    state[0] = 1;
    while let Some((b, k)) = stack.pop() {
        if k < succs[b].len() {
            stack.push((b, k + 1));
            let t = succs[b][k];
            match state[t] {
                0 => {
                    state[t] = 1;
                    stack.push((t, 0));
                }
                1 => back_edges.push((b, t)),
                _ => {}
            }
        } else {
            state[b] = 2;
        }
    }
    let mut loops = vec![Vec::new(); n];
    for (u, h) in back_edges {
        let mut seen = vec![false; n];
        seen[h] = true;
        let mut work = vec![u];
        while let Some(x) = work.pop() {
            if seen[x] {
                continue;
            }
            seen[x] = true;
            work.extend(preds[x].iter().copied().filter(|&p| !seen[p]));
        }
        for (b, in_loop) in seen.iter().enumerate() {
            if *in_loop && !loops[b].contains(&h) {
                loops[b].push(h);
            }
        }
    }
    loops
}

fn goto_target(block: &ir::Block) -> Option<usize> {
    block.insts.last()?.operands.iter().find_map(|o| match o {
        ir::Operand::Block(b) => Some(b.index()),
        _ => None,
    })
}

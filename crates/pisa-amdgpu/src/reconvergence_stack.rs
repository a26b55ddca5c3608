//! Control flow under EXEC with a reconvergence stack: the emulator's own
//! rule, run by the compiled code, for the graphs whose lane groupings the
//! static scheme of `exec_masks.rs` cannot reproduce (a loop that both sides
//! of a divergent branch come back to, a loop left through a branch's
//! fall-through side into code of its own, irreducible layouts).
//!
//! The emulator (docs/emulator.md) keeps a stack of entries (block, lanes,
//! reconvergence block). The compiled code keeps the same stack: the
//! running entry in EXEC and the scalar `rpc`, the suspended ones in lanes
//! of four reserved VGPRs (`v1`/`v2` the lane masks, `v3`/`v4` the block
//! and reconvergence block, 16 bits each; slots 0–31 in the first register
//! of each pair, 32–63 in the second), with the scalar `sp` counting them.
//! - A divergent `goto.cond` whose lanes disagree suspends the running
//!   entry at the branch's immediate post-dominator (unless that is where
//!   the entry reconverges anyway), suspends the fall-through side, and
//!   runs the taken side, with `rpc` the post-dominator.
//! - Going to a block that is the running entry's `rpc` ends the entry; the
//!   code then resumes the top suspended one (`dispatch`), after dropping
//!   the lanes that have returned since it was suspended (`exited`).
//! - `return` adds its lanes to `exited`; with no lane left, the running
//!   entry ends. With no entry left, the wave ends.
//!
//! Invariants: every block runs with exactly the lanes the emulator runs it
//! with, in the same order. At most 62 entries are ever suspended (the
//! suspended fall-through sides hold disjoint lanes; the suspended
//! post-dominator entries each hold fewer live lanes than the one below
//! them, and at least two), so 64 slots never overflow. A scalar value is
//! never written inside a divergent branch's region (uniformity.rs makes
//! every register defined there a vector one), so a suspended entry finds
//! the scalars it left, and a vector register written by other lanes keeps
//! its lanes' bits.

use crate::cfg::Cfg;
use crate::error::CompileError;
use crate::isel::{Selected, Term};
use crate::mir::{Bank, Fixed, Item, Label, Linear, MInst, Opnd, VReg, VRegInfo};
use crate::uniformity::Uniformity;

/// The VGPRs the stack lives in: v0 holds the work-item ids.
pub const STACK_VGPRS: [u16; 4] = [1, 2, 3, 4];
/// VGPRs the allocator must leave alone in a kernel using the stack.
pub const RESERVED_VGPRS: u16 = 5;
/// "No reconvergence block": the function's end.
const EXIT: i64 = 0xffff;
/// Stack slots in each register of a pair: one a lane.
const SLOTS_PER_REGISTER: i64 = 32;

fn exec() -> Opnd {
    Opnd::Fixed(Fixed::ExecLo)
}

fn vgpr(first: u16) -> Opnd {
    Opnd::Fixed(Fixed::Vgpr { first, count: 1 })
}

fn inst(op: &str, defs: Vec<Opnd>, uses: Vec<Opnd>) -> Item {
    Item::Inst(MInst::new(op, defs, uses))
}

struct Lowering {
    items: Vec<Item>,
    vregs: Vec<VRegInfo>,
    next_label: u32,
    sp: VReg,
    rpc: VReg,
    dispatch: Label,
    /// Blocks that are some divergent branch's reconvergence point: going
    /// to one may end the running entry.
    reconverges: Vec<bool>,
}

impl Lowering {
    fn scalar(&mut self) -> VReg {
        self.vregs.push(VRegInfo { bank: Bank::S, dwords: 1 });
        VReg(self.vregs.len() as u32 - 1)
    }

    fn label(&mut self) -> Label {
        self.next_label += 1;
        Label(self.next_label)
    }

    fn emit(&mut self, op: &str, defs: Vec<Opnd>, uses: Vec<Opnd>) {
        self.items.push(inst(op, defs, uses));
    }

    /// Stores an entry in slot `sp` and counts it.
    fn push(&mut self, lanes: Opnd, blocks: Opnd) {
        let (high, done) = (self.label(), self.label());
        let sp = Opnd::reg(self.sp, 1);
        self.emit("s_cmp_lt_u32", vec![], vec![sp.clone(), Opnd::Imm(SLOTS_PER_REGISTER)]);
        self.emit("s_cbranch_scc0", vec![], vec![Opnd::Label(high)]);
        for (half, end) in [(0, Some(done)), (1, None)] {
            if half == 1 {
                self.items.push(Item::Label(high));
            }
            let mut write_mask =
                MInst::new("v_writelane_b32", vec![vgpr(STACK_VGPRS[half])], vec![lanes.clone(), sp.clone()]);
            let mut write_blocks =
                MInst::new("v_writelane_b32", vec![vgpr(STACK_VGPRS[2 + half])], vec![blocks.clone(), sp.clone()]);
            // The other slots live on: the write reads the register.
            write_mask.implicit.push(vgpr(STACK_VGPRS[half]));
            write_blocks.implicit.push(vgpr(STACK_VGPRS[2 + half]));
            self.items.push(Item::Inst(write_mask));
            self.items.push(Item::Inst(write_blocks));
            if let Some(end) = end {
                self.emit("s_branch", vec![], vec![Opnd::Label(end)]);
            }
        }
        self.items.push(Item::Label(done));
        self.emit("s_add_u32", vec![sp.clone()], vec![sp, Opnd::Imm(1)]);
    }

    /// Goes on to block `to`, ending the running entry when `to` is where
    /// it reconverges.
    fn go(&mut self, to: usize, physically_next: Label) {
        if self.reconverges[to] {
            self.emit("s_cmp_eq_u32", vec![], vec![Opnd::reg(self.rpc, 1), Opnd::Imm(to as i64)]);
            self.emit("s_cbranch_scc1", vec![], vec![Opnd::Label(self.dispatch)]);
        }
        if Label(to as u32) != physically_next {
            self.emit("s_branch", vec![], vec![Opnd::Label(Label(to as u32))]);
        }
    }
}

pub fn lower(kernel: &str, selected: Selected, cfg: &Cfg, uni: &Uniformity) -> Result<Linear, CompileError> {
    let n = selected.blocks.len();
    if n >= EXIT as usize {
        return Err(CompileError::new(kernel, None, "the kernel has more blocks than the gfx1100 backend numbers"));
    }
    let ipdom_id = |b: usize| cfg.ipdom[b].map_or(EXIT, |p| p as i64);
    let mut reconverges = vec![false; n];
    let mut resumes = vec![false; n];
    for (b, block) in selected.blocks.iter().enumerate() {
        if let (true, Term::Branch { fall, .. }) = (uni.divergent_branch[b] && cfg.reachable(b), &block.term) {
            if let Some(p) = cfg.ipdom[b] {
                reconverges[p] = true;
                resumes[p] = true;
            }
            resumes[*fall] = true;
        }
    }
    let mut vregs = selected.vregs;
    let mut new_scalar = || {
        vregs.push(VRegInfo { bank: Bank::S, dwords: 1 });
        VReg(vregs.len() as u32 - 1)
    };
    let (sp, rpc, exited) = (new_scalar(), new_scalar(), new_scalar());
    let end = Label(n as u32);
    let mut l = Lowering {
        items: Vec::new(),
        vregs,
        next_label: n as u32 + 1,
        sp,
        rpc,
        dispatch: Label(n as u32 + 1),
        reconverges,
    };
    let r1 = |v: VReg| Opnd::reg(v, 1);
    l.emit("s_mov_b32", vec![r1(sp)], vec![Opnd::Imm(0)]);
    l.emit("s_mov_b32", vec![r1(rpc)], vec![Opnd::Imm(EXIT)]);
    l.emit("s_mov_b32", vec![r1(exited)], vec![Opnd::Imm(0)]);
    l.items.extend(selected.prologue.into_iter().map(Item::Inst));
    let order = &cfg.order;
    let mut blocks: Vec<Option<crate::isel::MBlock>> = selected.blocks.into_iter().map(Some).collect();
    for (i, &b) in order.iter().enumerate() {
        let block = blocks[b].take().expect("each block is laid out once");
        let next = order.get(i + 1).map(|&x| Label(x as u32)).unwrap_or(end);
        l.items.push(Item::Label(Label(b as u32)));
        l.items.extend(block.insts.into_iter().map(Item::Inst));
        match block.term {
            Term::Jump(s) => l.go(s, next),
            Term::Return => {
                l.emit("s_or_b32", vec![r1(exited)], vec![r1(exited), exec()]);
                l.emit("s_branch", vec![], vec![Opnd::Label(l.dispatch)]);
            }
            Term::ReturnIf { mask, negated, next: after } => {
                let leaving = l.scalar();
                let op = if negated { "s_and_not1_b32" } else { "s_and_b32" };
                l.emit(op, vec![r1(leaving)], vec![exec(), r1(mask)]);
                l.emit("s_or_b32", vec![r1(exited)], vec![r1(exited), r1(leaving)]);
                // SCC: whether any lane stays.
                l.emit("s_and_not1_b32", vec![exec()], vec![exec(), r1(leaving)]);
                l.emit("s_cbranch_scc0", vec![], vec![Opnd::Label(l.dispatch)]);
                match after {
                    Some(s) => l.go(s, next),
                    None => {
                        l.emit("s_or_b32", vec![r1(exited)], vec![r1(exited), exec()]);
                        l.emit("s_branch", vec![], vec![Opnd::Label(l.dispatch)]);
                    }
                }
            }
            Term::Branch { taken, fall, .. } if taken == fall => l.go(taken, next),
            Term::Branch { mask, negated, taken, fall } => {
                let lanes = l.scalar();
                let op = if negated { "s_and_not1_b32" } else { "s_and_b32" };
                l.emit(op, vec![r1(lanes)], vec![exec(), r1(mask)]);
                let (none, all) = (l.label(), l.label());
                // SCC: whether any lane takes the branch; `none` is where
                // none does.
                l.emit("s_cbranch_scc0", vec![], vec![Opnd::Label(none)]);
                if uni.divergent_branch[b] {
                    l.emit("s_cmp_eq_u32", vec![], vec![r1(lanes), exec()]);
                    l.emit("s_cbranch_scc1", vec![], vec![Opnd::Label(all)]);
                    let join = ipdom_id(b);
                    // The running entry waits at the join, unless it ends there.
                    let no_wait = l.label();
                    l.emit("s_cmp_eq_u32", vec![], vec![r1(rpc), Opnd::Imm(join)]);
                    l.emit("s_cbranch_scc1", vec![], vec![Opnd::Label(no_wait)]);
                    let waiting = l.scalar();
                    l.emit("s_or_b32", vec![r1(waiting)], vec![r1(rpc), Opnd::Imm(join << 16)]);
                    l.push(exec(), r1(waiting));
                    l.items.push(Item::Label(no_wait));
                    if fall as i64 != join {
                        let (fall_lanes, fall_blocks) = (l.scalar(), l.scalar());
                        l.emit("s_and_not1_b32", vec![r1(fall_lanes)], vec![exec(), r1(lanes)]);
                        l.emit("s_mov_b32", vec![r1(fall_blocks)], vec![Opnd::Imm((fall as i64) << 16 | join)]);
                        l.push(r1(fall_lanes), r1(fall_blocks));
                    }
                    l.emit("s_mov_b32", vec![r1(rpc)], vec![Opnd::Imm(join)]);
                    if taken as i64 != join {
                        l.emit("s_mov_b32", vec![exec()], vec![r1(lanes)]);
                        l.emit("s_branch", vec![], vec![Opnd::Label(Label(taken as u32))]);
                    } else {
                        l.emit("s_branch", vec![], vec![Opnd::Label(l.dispatch)]);
                    }
                }
                // Every lane takes it (a uniform branch falls through here
                // when any lane does).
                l.items.push(Item::Label(all));
                l.go(taken, none);
                l.items.push(Item::Label(none));
                l.go(fall, next);
            }
        }
    }
    // Resume the top suspended entry, dropping the lanes that have
    // returned; an entry with none left ends at once.
    let (high, got) = (l.label(), l.label());
    let (lanes, blocks, pc) = (l.scalar(), l.scalar(), l.scalar());
    let sp_o = r1(sp);
    l.items.push(Item::Label(l.dispatch));
    l.emit("s_cmp_eq_u32", vec![], vec![sp_o.clone(), Opnd::Imm(0)]);
    l.emit("s_cbranch_scc1", vec![], vec![Opnd::Label(end)]);
    l.emit("s_sub_u32", vec![sp_o.clone()], vec![sp_o.clone(), Opnd::Imm(1)]);
    l.emit("s_cmp_lt_u32", vec![], vec![sp_o.clone(), Opnd::Imm(SLOTS_PER_REGISTER)]);
    l.emit("s_cbranch_scc0", vec![], vec![Opnd::Label(high)]);
    for half in 0..2 {
        if half == 1 {
            l.items.push(Item::Label(high));
        }
        l.emit("v_readlane_b32", vec![r1(lanes)], vec![vgpr(STACK_VGPRS[half]), sp_o.clone()]);
        l.emit("v_readlane_b32", vec![r1(blocks)], vec![vgpr(STACK_VGPRS[2 + half]), sp_o.clone()]);
        if half == 0 {
            l.emit("s_branch", vec![], vec![Opnd::Label(got)]);
        }
    }
    l.items.push(Item::Label(got));
    l.emit("s_and_not1_b32", vec![exec()], vec![r1(lanes), r1(exited)]);
    l.emit("s_cbranch_scc0", vec![], vec![Opnd::Label(l.dispatch)]);
    l.emit("s_and_b32", vec![r1(rpc)], vec![r1(blocks), Opnd::Imm(EXIT)]);
    l.emit("s_lshr_b32", vec![r1(pc)], vec![r1(blocks), Opnd::Imm(16)]);
    for (b, resumed) in resumes.iter().enumerate() {
        if *resumed && cfg.reachable(b) {
            l.emit("s_cmp_eq_u32", vec![], vec![r1(pc), Opnd::Imm(b as i64)]);
            l.emit("s_cbranch_scc1", vec![], vec![Opnd::Label(Label(b as u32))]);
        }
    }
    l.items.push(Item::Label(end));
    l.emit("s_endpgm", vec![], vec![]);
    Ok(Linear { items: l.items, vregs: l.vregs })
}

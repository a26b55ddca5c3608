//! Constant propagation on the PISA function (with `-O1` and up, after
//! unrolling has made loop counters constant in each copy of a body).
//!
//! A forward data-flow analysis over the blocks finds the registers that
//! hold one known value on every path; a source operand reading such a
//! register becomes an immediate where the instruction's form takes one
//! (an address offset in a register becomes an immediate offset), and a
//! `goto.cond` on a known predicate becomes a `goto` or nothing (unless
//! removing the other edge would move where a divergent branch reconverges:
//! [`Reconvergence`]). Only the
//! integer operations whose PISA semantics are evaluated here fold, at
//! 8 to 64 bits; everything else makes its destination unknown. Registers
//! are unknown at the entry (an unwritten register is undefined, not 0).

use crate::bitsets::{self, BitRows};
use pisa::ir::{self, AddrOffset, Operand, RegId, RegKind};
use pisa::isa::{Opcode, OperandKind, Qual, Slot, Word};
use pisa::syntax::ast::SpecialReg;

/// What is known of a register at a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// No path has reached the point yet.
    Nothing,
    /// The same value on every path (masked to the register's width; a
    /// predicate is 0 or 1).
    Value(u64),
    Varying,
}

fn meet(a: Known, b: Known) -> Known {
    match (a, b) {
        (Known::Nothing, x) | (x, Known::Nothing) => x,
        (Known::Value(x), Known::Value(y)) if x == y => a,
        _ => Known::Varying,
    }
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

fn sign_extend(v: u64, bits: u32) -> i64 {
    let shift = 64 - bits.min(64);
    ((v << shift) as i64) >> shift
}

/// The registers an instruction writes whole or in part (its first
/// operand when it has a destination).
pub fn written(inst: &ir::Inst) -> Option<RegId> {
    if matches!(inst.opcode, Opcode::St | Opcode::Goto | Opcode::Return | Opcode::Barrier | Opcode::Fence) {
        return None;
    }
    match inst.operands.first() {
        Some(Operand::Reg { id, .. }) | Some(Operand::Pred { id, .. }) => Some(*id),
        _ => None,
    }
}

fn type_bits(inst: &ir::Inst, slot: Slot) -> Option<u32> {
    match inst.qual(slot) {
        Some(Qual::Word(w)) => match w {
            Word::B8 | Word::U8 | Word::S8 => Some(8),
            Word::B16 | Word::U16 | Word::S16 => Some(16),
            Word::B32 | Word::U32 | Word::S32 => Some(32),
            Word::B64 | Word::U64 | Word::S64 => Some(64),
            _ => None,
        },
        _ => None,
    }
}

/// Instructions that may write more than their first operand (a carry out,
/// a sub-group result and its predicate, an atomic's old value).
pub fn writes_several(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Uaddc
            | Opcode::Shfl
            | Opcode::Ired
            | Opcode::Fred
            | Opcode::Redfirstidx
            | Opcode::Iatom
            | Opcode::Fatom
            | Opcode::Call
    )
}

/// Whether `inst` may write register `r` (any register it names, for the
/// instructions that write more than their first operand).
pub fn writes(inst: &ir::Inst, r: RegId) -> bool {
    let names = |o: &Operand| matches!(o, Operand::Reg { id, .. } | Operand::Pred { id, .. } if *id == r);
    if writes_several(inst.opcode) {
        inst.operands.iter().any(names)
    } else {
        written(inst) == Some(r)
    }
}

/// The value an operand reads, if known.
fn operand_value(f: &ir::Function, state: &[Known], o: &Operand) -> Option<u64> {
    match *o {
        Operand::Imm { bits, .. } => Some(bits as u64),
        Operand::Reg { id, swizzle: None } if matches!(f.reg(id).kind, RegKind::Value(t) if t.count == 1) => {
            match state[id.index()] {
                Known::Value(v) => Some(v),
                _ => None,
            }
        }
        Operand::Pred { id, negated } => match state[id.index()] {
            Known::Value(v) => Some(v ^ u64::from(negated)),
            _ => None,
        },
        // A required work-group size is the only one a launch may use.
        Operand::Special { reg: SpecialReg::EnqueuedLocalSize, swizzle } => {
            let (first, count) = swizzle.map_or((0, 1), |s| s.elements());
            let size = f.reqd_work_group_size?;
            (count == 1).then(|| size.get(first as usize).copied()).flatten()
        }
        Operand::Special { reg: SpecialReg::SubgroupSize, swizzle: None } => Some(32),
        _ => None,
    }
}

/// The value `inst` writes, when its sources are known and it is one of
/// the integer operations evaluated here.
pub fn evaluate(f: &ir::Function, state: &[Known], inst: &ir::Inst) -> Option<u64> {
    let src = |k: usize| inst.operands.get(k).and_then(|o| operand_value(f, state, o));
    // Only the plain forms: no `.dsat`, `.full`, carries.
    let plain = inst.quals.len() == 1;
    let bits = type_bits(inst, Slot::Type);
    match inst.opcode {
        Opcode::Mov if plain && matches!(inst.operands[0], Operand::Reg { swizzle: None, .. }) => {
            Some(src(1)? & mask(bits?))
        }
        Opcode::Iadd | Opcode::Isub | Opcode::Umul | Opcode::Smul | Opcode::And | Opcode::Or | Opcode::Xor if plain => {
            let (a, b, m) = (src(1)?, src(2)?, mask(bits?));
            Some(
                match inst.opcode {
                    Opcode::Iadd => a.wrapping_add(b),
                    Opcode::Isub => a.wrapping_sub(b),
                    Opcode::Umul | Opcode::Smul => a.wrapping_mul(b),
                    Opcode::And => a & b,
                    Opcode::Or => a | b,
                    _ => a ^ b,
                } & m,
            )
        }
        Opcode::Umad | Opcode::Smad if plain => Some(src(1)?.wrapping_mul(src(2)?).wrapping_add(src(3)?) & mask(bits?)),
        Opcode::Not if plain => Some(!src(1)? & mask(bits?)),
        Opcode::Ineg if plain => Some(src(1)?.wrapping_neg() & mask(bits?)),
        Opcode::Shl | Opcode::Shr | Opcode::Asr if plain => {
            let width = bits?;
            let (a, amount) = (src(1)? & mask(width), (src(2)? & 63) as u32);
            Some(match inst.opcode {
                Opcode::Shl if amount >= width => 0,
                Opcode::Shl => (a << amount) & mask(width),
                Opcode::Shr if amount >= width => 0,
                Opcode::Shr => a >> amount,
                _ => (sign_extend(a, width) >> amount.min(width - 1)) as u64 & mask(width),
            })
        }
        Opcode::Zext | Opcode::Sext | Opcode::Trunc => {
            let (to, from) = (type_bits(inst, Slot::To)?, type_bits(inst, Slot::From)?);
            let a = src(1)? & mask(from);
            Some(match inst.opcode {
                Opcode::Sext => sign_extend(a, from) as u64 & mask(to),
                _ => a & mask(to),
            })
        }
        Opcode::Ucmp | Opcode::Scmp if plain_compare(inst) => {
            let width = bits?;
            let (a, b) = (src(1)? & mask(width), src(2)? & mask(width));
            let cop = match inst.qual(Slot::Cop) {
                Some(Qual::Word(w)) => w,
                _ => return None,
            };
            let ordering =
                if inst.opcode == Opcode::Scmp { sign_extend(a, width).cmp(&sign_extend(b, width)) } else { a.cmp(&b) };
            use std::cmp::Ordering::*;
            let holds = match cop {
                Word::Eq => ordering == Equal,
                Word::Ne => ordering != Equal,
                Word::Lt => ordering == Less,
                Word::Le => ordering != Greater,
                Word::Gt => ordering == Greater,
                Word::Ge => ordering != Less,
                _ => return None,
            };
            Some(u64::from(holds))
        }
        _ => None,
    }
}

/// A comparison into a predicate (the register form writes all ones).
fn plain_compare(inst: &ir::Inst) -> bool {
    matches!(inst.operands.first(), Some(Operand::Pred { .. }))
}

fn transfer(f: &ir::Function, state: &mut [Known], inst: &ir::Inst) {
    let Some(d) = written(inst) else { return };
    let whole = matches!(inst.operands[0], Operand::Reg { swizzle: None, .. } | Operand::Pred { .. });
    state[d.index()] = match evaluate(f, state, inst) {
        Some(v) if whole => Known::Value(v),
        _ => Known::Varying,
    };
    // Instructions that may write more than their first operand (a carry
    // out, a sub-group result and its predicate, an atomic's old value):
    // every register they name becomes unknown.
    if writes_several(inst.opcode) {
        for o in &inst.operands {
            if let Operand::Reg { id, .. } | Operand::Pred { id, .. } = o {
                state[id.index()] = Known::Varying;
            }
        }
    }
}

/// What is known at the entry of each block.
pub fn analyse(f: &ir::Function) -> Vec<Vec<Known>> {
    let n = f.blocks.len();
    let regs = f.regs.len();
    let mut entry = vec![vec![Known::Nothing; regs]; n];
    if n == 0 {
        return entry;
    }
    entry[0] = vec![Known::Varying; regs];
    // A block is walked again only when what is known at its entry changed
    // (in block order: a graph without loops is walked once).
    let mut dirty = vec![false; n];
    dirty[0] = true;
    let mut state = Vec::new();
    while let Some(first) = dirty.iter().position(|&d| d) {
        for b in first..n {
            if !std::mem::take(&mut dirty[b]) {
                continue;
            }
            state.clone_from(&entry[b]);
            for inst in &f.blocks[b].insts {
                transfer(f, &mut state, inst);
            }
            for s in &f.blocks[b].succs {
                let target = &mut entry[s.index()];
                for (r, k) in state.iter().enumerate() {
                    let m = meet(target[r], *k);
                    if m != target[r] {
                        target[r] = m;
                        dirty[s.index()] = true;
                    }
                }
            }
        }
    }
    entry
}

/// The state at the end of block `b`, from its entry state.
pub fn at_end(f: &ir::Function, entry: &[Known], b: usize) -> Vec<Known> {
    let mut state = entry.to_vec();
    for inst in &f.blocks[b].insts {
        transfer(f, &mut state, inst);
    }
    state
}

/// Where the emulator reconverges divergent lanes is each branch's
/// immediate post-dominator on the function as written (docs/emulator.md),
/// and the backend computes it on the function it compiles. Folding a
/// `goto.cond` removes an edge, and with it maybe the only way from a loop
/// to a `return`, which moves the reconvergence point of another branch
/// (repro: a loop whose lanes leave one group at a time rejoined at once).
/// A fold is kept only when every other reachable block ending in
/// `goto.cond` keeps its immediate post-dominator; checked on a skeleton of
/// the graph (each block's `return`s and last instruction, all that
/// `ir::immediate_post_dominators` reads besides the successors).
struct Reconvergence {
    skeleton: Vec<ir::Block>,
    before: Vec<Option<usize>>,
}

impl Reconvergence {
    fn new(f: &ir::Function) -> Reconvergence {
        let skeleton = f
            .blocks
            .iter()
            .map(|b| {
                let last = b.insts.len().checked_sub(1);
                let insts = b
                    .insts
                    .iter()
                    .enumerate()
                    .filter(|&(k, i)| i.opcode == Opcode::Return || Some(k) == last)
                    .map(|(_, i)| i.clone())
                    .collect();
                ir::Block { label: None, insts, succs: b.succs.clone() }
            })
            .collect();
        Reconvergence { skeleton, before: ir::immediate_post_dominators(f) }
    }

    fn is_branch(block: &ir::Block) -> bool {
        block.insts.last().is_some_and(|i| i.opcode == Opcode::Goto && i.has(Slot::Cond))
    }

    /// Whether block `b`'s final `goto.cond` may become `folded` (`None`:
    /// nothing); if so, the skeleton takes the change.
    fn allows(&mut self, f: &mut ir::Function, b: usize, folded: Option<ir::Inst>) -> bool {
        let n = self.skeleton.len();
        let old = self.skeleton[b].clone();
        let block = &mut self.skeleton[b];
        if !Reconvergence::is_branch(block) {
            return true;
        }
        block.insts.pop();
        block.succs = match &folded {
            Some(goto) => {
                goto.operands.iter().filter_map(|o| if let Operand::Block(t) = o { Some(*t) } else { None }).collect()
            }
            None => (b + 1 < n).then_some(ir::BlockId(b as u32 + 1)).into_iter().collect(),
        };
        block.insts.extend(folded);
        let real = std::mem::replace(&mut f.blocks, std::mem::take(&mut self.skeleton));
        let after = ir::immediate_post_dominators(f);
        self.skeleton = std::mem::replace(&mut f.blocks, real);
        let mut reached = vec![false; n];
        let mut stack = vec![0];
        while let Some(x) = stack.pop() {
            if x < n && !reached[x] {
                reached[x] = true;
                stack.extend(self.skeleton[x].succs.iter().map(|t| t.index()));
            }
        }
        let same = (0..n).all(|x| {
            x == b || !reached[x] || !Reconvergence::is_branch(&self.skeleton[x]) || after[x] == self.before[x]
        });
        if !same {
            self.skeleton[b] = old;
        }
        same
    }
}

/// Rewrites known sources as immediates and folds branches on known
/// predicates; true when something changed (block successors are
/// recomputed by the caller).
pub fn propagate(f: &mut ir::Function) -> bool {
    crate::unroll::recompute_successors(f);
    let entry = analyse(f);
    let mut guard = Reconvergence::new(f);
    let mut changed = false;
    for (b, at_entry) in entry.iter().enumerate() {
        let mut state = at_entry.clone();
        if b != 0 && state.iter().all(|k| *k == Known::Nothing) {
            continue; // unreachable
        }
        let mut insts = std::mem::take(&mut f.blocks[b].insts);
        let mut kept = Vec::with_capacity(insts.len());
        for mut inst in insts.drain(..) {
            if inst.opcode == Opcode::Goto && inst.has(Slot::Cond) {
                if let Some(taken) = inst.operands.first().and_then(|o| operand_value(f, &state, o)) {
                    let folded = (taken != 0).then(|| {
                        let mut goto = inst.clone();
                        goto.quals = std::sync::Arc::from(Vec::new());
                        goto.form = pisa::isa::table().forms_of(Opcode::Goto)[0];
                        goto.operands = vec![inst.operands[1]];
                        goto
                    });
                    if guard.allows(f, b, folded.clone()) {
                        changed = true;
                        kept.extend(folded);
                        continue;
                    }
                    // Kept as it is: a branch on a known predicate is
                    // uniform, and no operand of it is an immediate.
                    transfer(f, &mut state, &inst);
                    kept.push(inst);
                    continue;
                }
            }
            changed |= substitute(f, &state, &mut inst);
            changed |= simplify(f, &state, &mut inst);
            transfer(f, &mut state, &inst);
            kept.push(inst);
        }
        f.blocks[b].insts = kept;
    }
    changed
}

/// An instruction whose value is known becomes a `mov` of it; a multiply-add
/// of two constants an add of their product.
fn simplify(f: &ir::Function, state: &[Known], inst: &mut ir::Inst) -> bool {
    let plain = inst.quals.len() == 1;
    let dst_whole = matches!(inst.operands.first(), Some(Operand::Reg { id, swizzle: None })
        if matches!(f.reg(*id).kind, RegKind::Value(t) if t.count == 1 && t.bits <= 64));
    if !dst_whole || inst.opcode == Opcode::Mov {
        return false;
    }
    let Some(bits) = type_bits(inst, Slot::Type).or_else(|| type_bits(inst, Slot::To)) else { return false };
    if let Some(v) = evaluate(f, state, inst) {
        let width = match f
            .reg(match inst.operands[0] {
                Operand::Reg { id, .. } => id,
                _ => return false,
            })
            .kind
        {
            RegKind::Value(t) => t.bits as u32,
            RegKind::Pred => return false,
        };
        if width != bits {
            return false;
        }
        let Some(word) = crate::inline::bits_word(bits) else { return false };
        inst.opcode = Opcode::Mov;
        inst.form = pisa::isa::table().forms_of(Opcode::Mov)[0];
        inst.quals = std::sync::Arc::from(vec![(Slot::Type, Qual::Word(word))]);
        inst.operands = vec![inst.operands[0], Operand::Imm { bits: v as u128, width: bits }];
        return true;
    }
    if plain && matches!(inst.opcode, Opcode::Umad | Opcode::Smad) {
        if let (Some(Operand::Imm { bits: a, .. }), Some(Operand::Imm { bits: b, .. })) =
            (inst.operands.get(1), inst.operands.get(2))
        {
            let product = (*a as u64).wrapping_mul(*b as u64) & mask(bits);
            inst.opcode = Opcode::Iadd;
            inst.form = pisa::isa::table().forms_of(Opcode::Iadd)[0];
            inst.operands =
                vec![inst.operands[0], inst.operands[3], Operand::Imm { bits: product as u128, width: bits }];
            return true;
        }
    }
    false
}

/// Removes instructions that only compute a register nothing reads
/// afterwards (arithmetic, logic, comparisons, moves); true when one went.
pub fn remove_dead(f: &mut ir::Function) -> bool {
    let n = f.blocks.len();
    let regs = f.regs.len();
    let pure = |inst: &ir::Inst| {
        matches!(
            inst.opcode,
            Opcode::Mov
                | Opcode::Iadd
                | Opcode::Isub
                | Opcode::Umul
                | Opcode::Smul
                | Opcode::Umad
                | Opcode::Smad
                | Opcode::And
                | Opcode::Or
                | Opcode::Xor
                | Opcode::Not
                | Opcode::Ineg
                | Opcode::Shl
                | Opcode::Shr
                | Opcode::Asr
                | Opcode::Zext
                | Opcode::Sext
                | Opcode::Trunc
                | Opcode::Ucmp
                | Opcode::Scmp
        ) && !inst.has(Slot::Dsat)
            && matches!(inst.operands.first(), Some(Operand::Reg { swizzle: None, .. }) | Some(Operand::Pred { .. }))
    };
    // The register an instruction writes whole, which its writing kills.
    let whole_def = |inst: &ir::Inst| {
        written(inst).filter(|_| {
            matches!(inst.operands[0], Operand::Reg { swizzle: None, .. } | Operand::Pred { .. })
                && inst.opcode != Opcode::Insert
        })
    };
    // What an instruction does to the live set, walking backwards.
    let step = |inst: &ir::Inst, live: &mut [u64]| {
        if let Some(d) = whole_def(inst) {
            bitsets::clear(live, d.index());
        }
        for r in crate::uniformity::used_regs(inst) {
            bitsets::set(live, r.index());
        }
    };
    // Each block's effect once: what it reads before writing (gen) and
    // what it writes whole (kill), so that the fixed point (bitsets.rs;
    // this runs after every unrolling) walks bit sets and not
    // instructions.
    let mut gen = BitRows::new(n, regs);
    let mut kill = BitRows::new(n, regs);
    for b in 0..n {
        for inst in f.blocks[b].insts.iter().rev() {
            if let Some(d) = whole_def(inst) {
                bitsets::set(&mut kill[b], d.index());
            }
            step(inst, &mut gen[b]);
        }
    }
    let (_, live_out) = bitsets::solve_backward(&gen, &kill, |b| f.blocks[b].succs.iter().map(|s| s.index()));
    let mut live = vec![0u64; live_out.words()];
    let mut removed = false;
    let mut keep = Vec::new();
    for b in 0..n {
        live.copy_from_slice(&live_out[b]);
        keep.clear();
        keep.resize(f.blocks[b].insts.len(), true);
        for (i, inst) in f.blocks[b].insts.iter().enumerate().rev() {
            let dead = written(inst).is_some_and(|d| !bitsets::has(&live, d.index()));
            if pure(inst) && dead {
                keep[i] = false;
                removed = true;
                continue;
            }
            step(inst, &mut live);
        }
        if keep.contains(&false) {
            let mut k = 0;
            f.blocks[b].insts.retain(|_| {
                k += 1;
                keep[k - 1]
            });
        }
    }
    removed
}

/// Known register sources of `inst` as immediates, where its form allows.
fn substitute(f: &ir::Function, state: &[Known], inst: &mut ir::Inst) -> bool {
    let first_source = usize::from(written(inst).is_some());
    let form = inst.form();
    let mut changed = false;
    for k in first_source..inst.operands.len() {
        match inst.operands[k] {
            Operand::Reg { id, swizzle: None } => {
                let RegKind::Value(t) = f.reg(id).kind else { continue };
                let allows = form.operands.get(k).is_some_and(|spec| spec.kinds.has(OperandKind::Imm));
                if t.count != 1 || t.bits > 64 || !allows {
                    continue;
                }
                if let Known::Value(v) = state[id.index()] {
                    inst.operands[k] = Operand::Imm { bits: v as u128, width: t.bits as u32 };
                    changed = true;
                }
            }
            Operand::Addr(ref mut a) => {
                if let AddrOffset::Reg(r) = a.offset {
                    if let (Known::Value(v), RegKind::Value(t)) = (state[r.index()], f.reg(r).kind) {
                        if t.count == 1 && t.bits <= 64 {
                            // A 32-bit offset register is zero-extended.
                            a.offset = AddrOffset::Imm(v as i64);
                            changed = true;
                        }
                    }
                }
            }
            _ => {}
        }
    }
    changed
}

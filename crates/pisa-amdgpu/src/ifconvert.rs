//! If-conversion (with `-O1` and up), on the PISA function after
//! unrolling: a divergent `goto.cond` around one or two short arms of
//! side-effect-free instructions becomes straight-line code.
//!
//! Under EXEC masks a divergent branch costs a dozen scalar instructions of
//! mask bookkeeping (exec_masks.rs) around each arm, far more than a few
//! ALU instructions run for every lane. So, for
//!
//! - a *triangle*: `A: goto.cond P, J` / `T: …` / `J:`, and
//! - a *diamond*: `A: goto.cond P, E` / `T: … goto J` / `E: …` / `J:`,
//!
//! where `T` and `E` are entered only from `A`, the arms run one after the
//! other at the end of `A`, every register they write renamed to a fresh
//! one, and then each register an arm wrote that is live at `J` takes its
//! arm's value with `sel` on `P` (a predicate by lane-mask logic: a `sel`
//! whose destination and sources are predicates, which only this crate
//! writes and `isel` selects). The branch's lanes then run `J` together, as
//! they would have after reconverging there, so no lane observes the change.
//!
//! Only instructions that cannot fault, touch memory, or observe the active
//! lanes are moved (no loads, atomics, sub-group operations, `%activemask`,
//! divisions, transcendentals), each writing one whole scalar register of
//! 16, 32 or 64 bits or a predicate: the lanes of the other arm compute
//! values nobody reads. Uniform branches stay branches: a scalar branch is
//! cheaper than running both arms.

use crate::cfg::Cfg;
use crate::templates::{template, with_operands};
use crate::uniformity;
use pisa::ir::{self, BlockId, Operand, RegId, RegKind};
use pisa::isa::{Opcode, Slot};
use pisa::syntax::ast::SpecialReg;
use std::borrow::Cow;

/// Most instructions an arm may hold (its closing `goto` not counted).
const MAX_ARM: usize = 4;
/// Most instructions the arms and their selections may add to `A`.
const MAX_ADDED: usize = 10;

/// The kernel with its small divergent triangles and diamonds flattened.
pub fn run(f: Cow<'_, ir::Function>) -> Cow<'_, ir::Function> {
    let mut f = f;
    // Each conversion removes one or two blocks, so this ends; the bound
    // only keeps a pathological kernel's compile time in check.
    for _ in 0..256 {
        let Some(shape) = find(&f) else { break };
        let g = f.to_mut();
        if !convert(g, &shape) {
            break;
        }
        crate::unroll::recompute_successors(g);
    }
    if let Cow::Owned(g) = &mut f {
        crate::unroll::merge_straight_lines(g);
    }
    f
}

/// A branch to flatten: block `branch` ends in `goto.cond`, `arms` are the
/// fall-through arm and, for a diamond, the taken one.
struct Shape {
    branch: usize,
    fall_arm: usize,
    taken_arm: Option<usize>,
    cond: RegId,
    negated: bool,
    /// The registers live where the arms join.
    live_at_join: Vec<bool>,
}

fn find(f: &ir::Function) -> Option<Shape> {
    let n = f.blocks.len();
    if n < 3 {
        return None;
    }
    let cfg = Cfg::new(f);
    let uni = uniformity::analyse(f, &cfg);
    let mut preds = vec![0usize; n];
    for block in &f.blocks {
        for s in &block.succs {
            preds[s.index()] += 1;
        }
    }
    for a in 0..n.saturating_sub(2) {
        if !uni.divergent_branch[a] || !cfg.reachable(a) {
            continue;
        }
        let Some(last) = f.blocks[a].insts.last() else { continue };
        if last.opcode != Opcode::Goto || !last.has(Slot::Cond) {
            continue;
        }
        let (Some(Operand::Pred { id: cond, negated }), Some(target)) = (last.operands.first(), branch_target(last))
        else {
            continue;
        };
        let t = a + 1;
        if preds[t] != 1 {
            continue;
        }
        if target.index() != a + 2 {
            continue;
        }
        // A diamond's fall-through arm jumps over the taken arm (right
        // after it) to the join; a triangle's arm goes on to the target.
        let t_jumps_over = f.blocks[t].insts.last().is_some_and(|i| {
            i.opcode == Opcode::Goto && !i.has(Slot::Cond) && branch_target(i) == Some(BlockId(a as u32 + 3))
        });
        let taken_arm = if t_jumps_over {
            let e = a + 2;
            if a + 3 >= n || preds[e] != 1 || !ends_toward(&f.blocks[e], a + 3) {
                continue;
            }
            Some(e)
        } else if ends_toward(&f.blocks[t], a + 2) {
            None
        } else {
            continue;
        };
        let arms = std::iter::once(t).chain(taken_arm);
        let mut added = 0;
        let mut movable = true;
        let mut written: Vec<RegId> = Vec::new();
        for arm in arms {
            let body = arm_body(&f.blocks[arm]);
            if body.len() > MAX_ARM || !body.iter().all(|i| speculatable(f, i)) {
                movable = false;
                break;
            }
            added += body.len();
            for i in body {
                if let Some(d) = whole_dst(i) {
                    if !written.contains(&d) {
                        written.push(d);
                    }
                }
            }
        }
        // The arm's lanes leave through the join: what is live there is
        // what the arm's lanes left at its end.
        let live_at_join = uni.live_out[t].clone();
        added += written.iter().filter(|r| live_at_join[r.index()]).count();
        if !movable || added > MAX_ADDED || added == 0 {
            continue;
        }
        return Some(Shape { branch: a, fall_arm: t, taken_arm, cond: *cond, negated: *negated, live_at_join });
    }
    None
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

/// Whether the block leaves only for block `next`: falling through to it
/// (it is the next in layout) or by an unconditional `goto` to it.
fn ends_toward(block: &ir::Block, next: usize) -> bool {
    match block.insts.last() {
        Some(i) if i.opcode == Opcode::Goto => !i.has(Slot::Cond) && branch_target(i) == Some(BlockId(next as u32)),
        Some(i) if i.opcode == Opcode::Return => false,
        _ => block.succs.as_slice() == [BlockId(next as u32)],
    }
}

/// The arm's instructions without its closing unconditional `goto`.
fn arm_body(block: &ir::Block) -> &[ir::Inst] {
    match block.insts.split_last() {
        Some((last, rest)) if last.opcode == Opcode::Goto && !last.has(Slot::Cond) => rest,
        _ => &block.insts,
    }
}

/// The register an instruction writes, when it writes exactly one, whole,
/// as its first operand.
fn whole_dst(inst: &ir::Inst) -> Option<RegId> {
    let form = inst.form();
    let written: Vec<usize> =
        form.operands.iter().enumerate().filter(|(_, spec)| spec.written).map(|(k, _)| k).collect();
    if written != [0] {
        return None;
    }
    match inst.operands.first() {
        Some(Operand::Reg { id, swizzle: None }) => Some(*id),
        Some(Operand::Pred { id, negated: false }) => Some(*id),
        _ => None,
    }
}

/// Whether running the instruction for lanes that would not have run it is
/// harmless and cheap, and its result can be selected.
fn speculatable(f: &ir::Function, inst: &ir::Inst) -> bool {
    let cheap = matches!(
        inst.opcode,
        Opcode::Iadd
            | Opcode::Isub
            | Opcode::Ineg
            | Opcode::Iabs
            | Opcode::Umul
            | Opcode::Smul
            | Opcode::Umad
            | Opcode::Smad
            | Opcode::Umin
            | Opcode::Umax
            | Opcode::Smin
            | Opcode::Smax
            | Opcode::And
            | Opcode::Or
            | Opcode::Xor
            | Opcode::Not
            | Opcode::Shl
            | Opcode::Shr
            | Opcode::Asr
            | Opcode::Sbfe
            | Opcode::Ubfe
            | Opcode::Mov
            | Opcode::Sel
            | Opcode::Ucmp
            | Opcode::Scmp
            | Opcode::Fcmp
            | Opcode::Zext
            | Opcode::Sext
            | Opcode::Trunc
            | Opcode::Fadd
            | Opcode::Fsub
            | Opcode::Fmul
            | Opcode::Fmad
            | Opcode::Fmin
            | Opcode::Fmax
            | Opcode::Fneg
            | Opcode::Fabs
    );
    if !cheap || !inst.args.is_empty() {
        return false;
    }
    let Some(d) = whole_dst(inst) else { return false };
    let selectable = match f.reg(d).kind {
        RegKind::Pred => true,
        RegKind::Value(t) => !t.is_vector() && matches!(t.bits, 16 | 32 | 64),
    };
    let observes_lanes = inst.operands.iter().any(|o| {
        matches!(o, Operand::Special { reg: SpecialReg::ActiveMask, .. })
            || matches!(o, Operand::Addr(_) | Operand::Var(_) | Operand::Func(_) | Operand::Block(_))
    });
    selectable && !observes_lanes
}

/// Flattens the shape; false (and nothing changed) when a template for
/// `sel` cannot be made.
fn convert(f: &mut ir::Function, shape: &Shape) -> bool {
    let span = f.blocks[shape.branch].insts.last().map(|i| i.span).unwrap_or_default();
    if let Some(merged) = compare_of_selections(f, shape, span) {
        finish(f, shape, merged);
        return true;
    }
    let arms: Vec<usize> = std::iter::once(shape.fall_arm).chain(shape.taken_arm).collect();
    let mut moved: Vec<ir::Inst> = Vec::new();
    // Per arm, original register -> the fresh register the arm wrote.
    let mut renamed: Vec<Vec<(RegId, RegId)>> = Vec::new();
    let mut written: Vec<RegId> = Vec::new();
    for &arm in &arms {
        let mut map: Vec<(RegId, RegId)> = Vec::new();
        for inst in arm_body(&f.blocks[arm]).to_vec() {
            let mut inst = inst;
            let lookup = |map: &[(RegId, RegId)], r: RegId| map.iter().find(|(o, _)| *o == r).map_or(r, |(_, n)| *n);
            for o in inst.operands.iter_mut().skip(1) {
                match o {
                    Operand::Reg { id, .. } | Operand::Pred { id, .. } => *id = lookup(&map, *id),
                    _ => {}
                }
            }
            let Some(d) = whole_dst(&inst) else { return false };
            let fresh = match map.iter().find(|(o, _)| *o == d) {
                Some((_, n)) => *n,
                None => {
                    let original = f.regs[d.index()].clone();
                    f.regs.push(ir::Reg { name: format!("{}.arm{}", original.name, arm), ..original });
                    let n = RegId(f.regs.len() as u32 - 1);
                    map.push((d, n));
                    if !written.contains(&d) {
                        written.push(d);
                    }
                    n
                }
            };
            match &mut inst.operands[0] {
                Operand::Reg { id, .. } | Operand::Pred { id, .. } => *id = fresh,
                _ => return false,
            }
            moved.push(inst);
        }
        renamed.push(map);
    }
    // The condition last, so every other selection reads it unchanged.
    written.sort_by_key(|&r| r == shape.cond);
    let value_of = |arm: usize, r: RegId| renamed[arm].iter().find(|(o, _)| *o == r).map_or(r, |(_, n)| *n);
    for r in written {
        if !shape.live_at_join[r.index()] {
            continue;
        }
        // Lanes with the condition true took the branch (to the taken arm,
        // or past the triangle's arm, keeping the register as it was).
        let when_taken = if shape.taken_arm.is_some() { value_of(1, r) } else { r };
        let when_fallen = value_of(0, r);
        let cond = Operand::Pred { id: shape.cond, negated: shape.negated };
        let selection = match f.regs[r.index()].kind {
            RegKind::Pred => {
                let Some(sel) = template(".reg .32b %a, %b, %c;\n.pred %q;", "sel.32b %a, %b, %c, %q;") else {
                    return false;
                };
                let p = |id| Operand::Pred { id, negated: false };
                with_operands(sel, vec![p(r), p(when_taken), p(when_fallen), cond], span)
            }
            RegKind::Value(t) => {
                let text = format!("sel.{}b %a, %b, %c, %q;", t.bits);
                let decls = format!(".reg .{}b %a, %b, %c;\n.pred %q;", t.bits);
                let Some(sel) = template(&decls, &text) else { return false };
                let v = |id| Operand::Reg { id, swizzle: None };
                with_operands(sel, vec![v(r), v(when_taken), v(when_fallen), cond], span)
            }
        };
        moved.push(selection);
    }
    finish(f, shape, moved);
    true
}

/// The branch's block ends with `code` instead of the branch; the arms go.
fn finish(f: &mut ir::Function, shape: &Shape, code: Vec<ir::Inst>) {
    let a = shape.branch;
    f.blocks[a].insts.pop();
    f.blocks[a].insts.extend(code);
    for arm in std::iter::once(shape.fall_arm).chain(shape.taken_arm).rev() {
        remove_block(f, arm);
    }
}

/// A diamond whose arms are one comparison each, of the same kind, into
/// the same predicate (`a > b` on one side, `a < b` on the other, say):
/// the operands are selected and compared once, `P = cmp(c ? a1 : a0,
/// c ? b1 : b0)`, which is two `v_cndmask` and one compare instead of two
/// compares and three lane-mask instructions. 32-bit operands only (a
/// 64-bit selection takes two instructions, no gain).
fn compare_of_selections(f: &mut ir::Function, shape: &Shape, span: pisa::syntax::ast::Span) -> Option<Vec<ir::Inst>> {
    let taken_arm = shape.taken_arm?;
    let ([fall], [taken]) = (arm_body(&f.blocks[shape.fall_arm]), arm_body(&f.blocks[taken_arm])) else {
        return None;
    };
    let is_compare = |i: &ir::Inst| matches!(i.opcode, Opcode::Ucmp | Opcode::Scmp | Opcode::Fcmp);
    if !is_compare(fall) || fall.opcode != taken.opcode || fall.form != taken.form {
        return None;
    }
    let dst = whole_dst(fall)?;
    if whole_dst(taken)? != dst || !matches!(f.reg(dst).kind, RegKind::Pred) || !shape.live_at_join[dst.index()] {
        return None;
    }
    use pisa::isa::{Qual, Word};
    let bits = match (fall.opcode, fall.qual(Slot::Type)?) {
        (Opcode::Fcmp, Qual::Word(Word::F)) | (Opcode::Ucmp | Opcode::Scmp, Qual::Word(Word::B32)) => 32,
        _ => return None,
    };
    // Every qualifier but the comparison the same.
    let others = |i: &ir::Inst| -> Vec<(Slot, Qual)> {
        i.quals.iter().filter(|(slot, _)| *slot != Slot::Cop).copied().collect()
    };
    if others(fall) != others(taken) {
        return None;
    }
    let cop = |i: &ir::Inst| match i.qual(Slot::Cop) {
        Some(Qual::Word(w)) => Some(w),
        _ => None,
    };
    let mirror = |w: Word| match w {
        Word::Gt => Word::Lt,
        Word::Lt => Word::Gt,
        Word::Ge => Word::Le,
        Word::Le => Word::Ge,
        other => other,
    };
    let (fall_cop, taken_cop) = (cop(fall)?, cop(taken)?);
    let operands = |i: &ir::Inst| -> Option<[Operand; 2]> {
        let [_, a, b] = i.operands.as_slice() else { return None };
        let plain = |o: &Operand| matches!(o, Operand::Reg { swizzle: None, .. } | Operand::Imm { .. });
        (plain(a) && plain(b)).then_some([*a, *b])
    };
    let fall_ops = operands(fall)?;
    let taken_ops = match operands(taken)? {
        ops if taken_cop == fall_cop => ops,
        [a, b] if mirror(taken_cop) == fall_cop => [b, a],
        _ => return None,
    };
    let decls = ".reg .32b %a, %b, %c;\n.pred %q;";
    let sel = template(decls, "sel.32b %a, %b, %c, %q;")?;
    let cond = Operand::Pred { id: shape.cond, negated: shape.negated };
    let mut code = Vec::new();
    let mut compared = [fall_ops[0], fall_ops[1]];
    for k in 0..2 {
        if fall_ops[k] == taken_ops[k] {
            continue;
        }
        let original = f.regs[dst.index()].clone();
        f.regs.push(ir::Reg {
            name: format!("{}.operand{k}", original.name),
            kind: RegKind::Value(pisa::syntax::ast::RegType::scalar(bits)),
            span: original.span,
        });
        let x = RegId(f.regs.len() as u32 - 1);
        let reg = Operand::Reg { id: x, swizzle: None };
        code.push(with_operands(sel.clone(), vec![reg, taken_ops[k], fall_ops[k], cond], span));
        compared[k] = reg;
    }
    let mut compare = fall.clone();
    compare.operands = vec![fall.operands[0], compared[0], compared[1]];
    code.push(compare);
    Some(code)
}

/// Removes a block nothing branches to, renumbering the targets after it.
fn remove_block(f: &mut ir::Function, k: usize) {
    f.blocks.remove(k);
    for inst in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        for o in &mut inst.operands {
            if let Operand::Block(t) = o {
                if t.index() > k {
                    *t = BlockId(t.0 - 1);
                }
            }
        }
    }
}

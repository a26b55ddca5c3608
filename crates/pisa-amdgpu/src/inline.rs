//! Calls, before everything else: every direct call in a kernel is
//! replaced by a copy of the callee's body (recursively), so that the
//! passes after it see one function with no calls.
//!
//! A call site becomes: the arguments copied into fresh copies of the
//! callee's parameter registers, the callee's blocks (its registers and
//! variables renumbered after the caller's), and a continuation block that
//! holds the rest of the caller's block. Each `return` copies its value
//! into the call's destination and branches to the continuation; the
//! callee's last block falls through into it, as falling off a function's
//! end returns. `call.cond` first branches past all of it when its
//! predicate is false. The continuation post-dominates the copied body, so
//! lanes that return early wait there for the others, as the emulator
//! reconverges them at the callee's exit.
//!
//! A function's `.shared` and `.const` variables are one per work-group or
//! one per program, however many call sites copy the body: each is added
//! to the kernel once. Its `.private` variables are per call, like a stack
//! frame: each copy of the body has its own.
//!
//! Refused with a clear error, before anything is copied: calls through
//! function pointers, recursion (direct or mutual), imported functions,
//! call trees that would make more than 10,000 copies; and argument shapes
//! a copy cannot express.

use crate::error::CompileError;
use pisa::ir::{self, AddrBase, AddrOffset, BlockId, FuncId, LocalId, Operand, RegId, VarRef};
use pisa::isa::{self, Opcode, Qual, Slot, Word};
use pisa::syntax::ast::{MemSpace, Span};
use rustc_hash::FxHashMap as HashMap;
use std::sync::Arc;

/// The most call sites one kernel may expand to (a guard against call
/// trees that would make the code enormous).
const MAX_INLINED: usize = 10_000;

/// The kernel with its calls expanded, or the kernel itself when it makes
/// none.
pub fn expand<'k>(
    module: &ir::Module,
    kernel: &'k ir::Function,
) -> Result<std::borrow::Cow<'k, ir::Function>, CompileError> {
    if !kernel.blocks.iter().flat_map(|b| &b.insts).any(|i| i.opcode == Opcode::Call) {
        return Ok(std::borrow::Cow::Borrowed(kernel));
    }
    check_call_tree(module, kernel)?;
    let mut f = kernel.clone();
    let mut state = State { shared: HashMap::default() };
    // One call site at a time, first to last: the callee's own calls are
    // expanded when the scan reaches its copy.
    let mut b = 0;
    while b < f.blocks.len() {
        match f.blocks[b].insts.iter().position(|i| i.opcode == Opcode::Call) {
            Some(i) => f = inline_one(module, &kernel.name, f, b, i, &mut state)?,
            None => b += 1,
        }
    }
    Ok(std::borrow::Cow::Owned(f))
}

struct State {
    /// The kernel's copy of each function's `.shared` and `.const`
    /// variables, made at the first call site that needs it.
    shared: HashMap<(FuncId, LocalId), LocalId>,
}

/// The function a call names (its `target` operand); a call through a
/// pointer is refused.
fn direct_callee(kernel: &str, inst: &ir::Inst) -> Result<FuncId, CompileError> {
    let first = usize::from(inst.has(Slot::Cond));
    match inst.operands.get(first + 1) {
        Some(Operand::Func(target)) => Ok(*target),
        _ => Err(CompileError::new(
            kernel,
            Some(inst.span),
            "calls through function pointers are not supported by the gfx1100 backend yet",
        )),
    }
}

/// Before anything is copied: direct calls from `kernel` may not reach a
/// function twice on one path, and may not expand to more than
/// [`MAX_INLINED`] copies of bodies (counted per function, once).
fn check_call_tree(module: &ir::Module, kernel: &ir::Function) -> Result<(), CompileError> {
    /// The call sites `f`'s body expands to, its callees' included.
    fn visit(
        module: &ir::Module,
        kernel: &str,
        f: &ir::Function,
        path: &mut Vec<usize>,
        copies: &mut Vec<Option<usize>>,
    ) -> Result<usize, CompileError> {
        let mut total = 0usize;
        for inst in f.blocks.iter().flat_map(|b| &b.insts).filter(|i| i.opcode == Opcode::Call) {
            let t = direct_callee(kernel, inst)?.index();
            let g = &module.functions[t];
            if g.is_import() || g.blocks.is_empty() {
                return Err(CompileError::imported(kernel, inst.span, &g.name));
            }
            if path.contains(&t) {
                return Err(CompileError::new(
                    kernel,
                    Some(inst.span),
                    format!("`@{}` is recursive, and recursion is not supported by the gfx1100 backend yet", g.name),
                ));
            }
            let below = match copies[t] {
                Some(n) => n,
                None => {
                    path.push(t);
                    let n = visit(module, kernel, g, path, copies)?;
                    path.pop();
                    copies[t] = Some(n);
                    n
                }
            };
            total = total.saturating_add(1).saturating_add(below);
            if total > MAX_INLINED {
                return Err(CompileError::new(
                    kernel,
                    Some(inst.span),
                    format!("the calls expand to more than {MAX_INLINED} copies of function bodies"),
                ));
            }
        }
        Ok(total)
    }
    let mut copies = vec![None; module.functions.len()];
    visit(module, &kernel.name, kernel, &mut Vec::new(), &mut copies).map(|_| ())
}

/// Each block's successors: a `goto`'s target, a `goto.cond`'s target and
/// the next block, the next block after anything but `goto` and `return`.
fn successors(blocks: &[ir::Block]) -> Vec<Vec<BlockId>> {
    let n = blocks.len();
    (0..n)
        .map(|k| {
            let next = (k + 1 < n).then_some(BlockId(k as u32 + 1));
            match blocks[k].insts.last() {
                Some(i) if i.opcode == Opcode::Goto => {
                    let target = i.operands.iter().find_map(|o| match o {
                        Operand::Block(b) => Some(*b),
                        _ => None,
                    });
                    if i.has(Slot::Cond) {
                        target.into_iter().chain(next.filter(|n| Some(*n) != target)).collect()
                    } else {
                        target.into_iter().collect()
                    }
                }
                Some(i) if i.opcode == Opcode::Return && !i.has(Slot::Cond) => Vec::new(),
                _ => next.into_iter().collect(),
            }
        })
        .collect()
}

fn goto(target: BlockId, span: Span) -> ir::Inst {
    ir::Inst {
        opcode: Opcode::Goto,
        form: isa::table().forms_of(Opcode::Goto)[0],
        quals: Arc::from(Vec::new()),
        operands: vec![Operand::Block(target)],
        args: Vec::new(),
        span,
    }
}

/// `goto.cond` to `target` when `pred` (with `negated`) holds.
fn goto_if(pred: RegId, negated: bool, target: BlockId, span: Span) -> ir::Inst {
    ir::Inst {
        opcode: Opcode::Goto,
        form: isa::table().forms_of(Opcode::Goto)[1],
        quals: Arc::from(vec![(Slot::Cond, Qual::Word(Word::Cond))]),
        operands: vec![Operand::Pred { id: pred, negated }, Operand::Block(target)],
        args: Vec::new(),
        span,
    }
}

pub(crate) fn bits_word(bits: u32) -> Option<Word> {
    Some(match bits {
        8 => Word::B8,
        16 => Word::B16,
        32 => Word::B32,
        64 => Word::B64,
        128 => Word::B128,
        _ => return None,
    })
}

/// A copy of a value of type `ty` from `src` into `dst` (a register, whole
/// or one element): a `mov` of the element's width, which the selector
/// copies as the registers' dwords.
fn copy(dst: Operand, src: Operand, ty: ir::RegKind, span: Span) -> Option<ir::Inst> {
    let ir::RegKind::Value(t) = ty else { return None };
    let forms = isa::table().forms_of(Opcode::Mov);
    let is_element = |o: &Operand| matches!(o, Operand::Reg { swizzle: Some(_), .. });
    let form = match (is_element(&dst) || t.is_vector(), is_element(&src) || t.is_vector()) {
        (false, false) => forms[0],
        (true, false) => forms[1],
        (false, true) => forms[2],
        (true, true) => forms[3],
    };
    Some(ir::Inst {
        opcode: Opcode::Mov,
        form,
        quals: Arc::from(vec![(Slot::Type, Qual::Word(bits_word(t.bits as u32)?))]),
        operands: vec![dst, src],
        args: Vec::new(),
        span,
    })
}

/// The caller with the call at `insts[i]` of block `b` expanded.
fn inline_one(
    module: &ir::Module,
    kernel: &str,
    mut f: ir::Function,
    b: usize,
    i: usize,
    state: &mut State,
) -> Result<ir::Function, CompileError> {
    let call = f.blocks[b].insts[i].clone();
    let err = |m: String| CompileError::new(kernel, Some(call.span), m);
    let target = direct_callee(kernel, &call)?;
    let g = &module.functions[target.index()];
    let conditional = call.has(Slot::Cond);
    let (pred, retval) = if conditional {
        let Operand::Pred { id, negated } = call.operands[0] else {
            return Err(err("internal: a call's predicate".into()));
        };
        (Some((id, negated)), call.operands.get(1).copied())
    } else {
        (None, call.operands.first().copied())
    };
    let retval = retval.filter(|o| matches!(o, Operand::Reg { .. }));
    if call.args.len() != g.params.len() {
        return Err(err(format!("internal: `@{}` takes {} arguments", g.name, g.params.len())));
    }

    // The callee's registers and variables, after the caller's.
    let reg_base = f.regs.len() as u32;
    f.regs.extend(g.regs.iter().map(|r| ir::Reg { name: format!("{}.{}", g.name, r.name), ..r.clone() }));
    let mut local_map = Vec::with_capacity(g.locals.len());
    for (l, v) in g.locals.iter().enumerate() {
        let once = matches!(v.space, MemSpace::Shared | MemSpace::Const);
        let key = (target, LocalId(l as u32));
        if let Some(&existing) = once.then(|| state.shared.get(&key)).flatten() {
            local_map.push(existing);
            continue;
        }
        let id = LocalId(f.locals.len() as u32);
        f.locals.push(ir::Global { name: format!("{}.{}", g.name, v.name), ..v.clone() });
        if once {
            state.shared.insert(key, id);
        }
        local_map.push(id);
    }
    let reg = |r: RegId| RegId(r.0 + reg_base);
    let local = |l: LocalId| local_map[l.index()];

    // New block numbers: the caller's blocks up to `b` keep theirs; then
    // `b`'s head, the argument block (for call.cond), the callee's blocks
    // with a return block after each block that returns conditionally,
    // the continuation, and the caller's later blocks.
    let head = b;
    let args_block = conditional.then_some(b + 1);
    let callee_start = b + 1 + usize::from(conditional);
    // Where each callee block lands, and whether a return block follows it.
    let mut callee_at = Vec::with_capacity(g.blocks.len());
    let mut at = callee_start;
    for block in &g.blocks {
        callee_at.push(at);
        at += 1;
        if block.insts.last().is_some_and(|x| x.opcode == Opcode::Return && x.has(Slot::Cond)) {
            at += 1;
        }
    }
    let cont = at;
    let shift = cont - b; // the caller's blocks after `b` move by this
    let caller_block = |t: BlockId| -> BlockId {
        if t.index() <= b {
            t
        } else {
            BlockId((t.index() + shift) as u32)
        }
    };
    let callee_block = |t: BlockId| BlockId(callee_at[t.index()] as u32);
    let map_caller = |o: &mut Operand| {
        if let Operand::Block(t) = o {
            *t = caller_block(*t);
        }
    };
    let map_callee = |o: &mut Operand| match o {
        Operand::Reg { id, .. } | Operand::Pred { id, .. } => *id = reg(*id),
        Operand::Var(VarRef::Local(l)) => *l = local(*l),
        Operand::Block(t) => *t = callee_block(*t),
        Operand::Addr(a) => {
            match &mut a.base {
                AddrBase::Reg(r) => *r = reg(*r),
                AddrBase::Var(VarRef::Local(l)) => *l = local(*l),
                _ => {}
            }
            if let AddrOffset::Reg(r) = &mut a.offset {
                *r = reg(*r);
            }
        }
        _ => {}
    };

    let mut blocks: Vec<ir::Block> = Vec::with_capacity(f.blocks.len() + g.blocks.len() + 3);
    let old = std::mem::take(&mut f.blocks);
    let mut old = old.into_iter();
    for _ in 0..b {
        let mut block = old.next().expect("the block exists");
        block.insts.iter_mut().flat_map(|x| x.operands.iter_mut()).for_each(map_caller);
        blocks.push(block);
    }
    let mut split = old.next().expect("the call's block");
    let rest: Vec<ir::Inst> = split.insts.split_off(i + 1);
    split.insts.pop(); // the call
    split.insts.iter_mut().flat_map(|x| x.operands.iter_mut()).for_each(map_caller);

    // The arguments into the parameters.
    let mut moves = Vec::with_capacity(g.params.len());
    for (arg, &param) in call.args.iter().zip(&g.params) {
        let kind = g.reg(param).kind;
        let dst = Operand::Reg { id: reg(param), swizzle: None };
        let inst = copy(dst, *arg, kind, call.span)
            .ok_or_else(|| err(format!("an argument of `@{}` of this type cannot be passed yet", g.name)))?;
        moves.push(inst);
    }
    match pred {
        Some((p, negated)) => {
            split.insts.push(goto_if(p, !negated, BlockId(cont as u32), call.span));
            blocks.push(ir::Block { label: split.label.take(), insts: split.insts, succs: Vec::new() });
            blocks.push(ir::Block { label: None, insts: moves, succs: Vec::new() });
            debug_assert_eq!(Some(blocks.len() - 1), args_block);
        }
        None => {
            split.insts.extend(moves);
            blocks.push(ir::Block { label: split.label.take(), insts: split.insts, succs: Vec::new() });
        }
    }
    debug_assert_eq!(blocks.len() - 1, head + usize::from(conditional));

    // The callee's body.
    let ret_type = g.ret.map(ir::RegKind::Value);
    let returned = |value: Option<Operand>, span: Span| -> Result<Vec<ir::Inst>, CompileError> {
        let mut out = Vec::new();
        if let (Some(dst), Some(value), Some(kind)) = (retval, value, ret_type) {
            out.push(
                copy(dst, value, kind, span)
                    .ok_or_else(|| err(format!("a return value of `@{}` of this type cannot be passed yet", g.name)))?,
            );
        }
        out.push(goto(BlockId(cont as u32), span));
        Ok(out)
    };
    for block in &g.blocks {
        let mut insts: Vec<ir::Inst> = block.insts.clone();
        for x in &mut insts {
            x.operands.iter_mut().for_each(map_callee);
            x.args.iter_mut().for_each(map_callee);
        }
        let mut after: Option<ir::Block> = None;
        if let Some(last) = insts.last().filter(|x| x.opcode == Opcode::Return).cloned() {
            insts.pop();
            let (p, value) = if last.has(Slot::Cond) {
                let Operand::Pred { id, negated } = last.operands[0] else {
                    return Err(err("internal: a return's predicate".into()));
                };
                (Some((id, negated)), last.operands.get(1).copied())
            } else {
                (None, last.operands.first().copied())
            };
            match p {
                None => insts.extend(returned(value, last.span)?),
                Some((id, negated)) => {
                    // Returning lanes go through the next block (the return
                    // block); the others branch past it.
                    let here = blocks.len();
                    insts.push(goto_if(id, !negated, BlockId(here as u32 + 2), last.span));
                    after = Some(ir::Block { label: None, insts: returned(value, last.span)?, succs: Vec::new() });
                }
            }
        }
        blocks.push(ir::Block { label: None, insts, succs: Vec::new() });
        blocks.extend(after);
    }
    debug_assert_eq!(blocks.len(), cont);

    // The continuation, then the caller's later blocks.
    let mut rest = rest;
    rest.iter_mut().flat_map(|x| x.operands.iter_mut()).for_each(map_caller);
    blocks.push(ir::Block { label: None, insts: rest, succs: Vec::new() });
    for mut block in old {
        block.insts.iter_mut().flat_map(|x| x.operands.iter_mut()).for_each(map_caller);
        blocks.push(block);
    }
    f.blocks = blocks;
    let succs = successors(&f.blocks);
    for (block, s) in f.blocks.iter_mut().zip(succs) {
        block.succs = s;
    }
    Ok(f)
}

//! Warnings that need the control-flow graph: unreachable code, registers
//! read before any path writes them, and unused declarations.

use super::body::FnCheck;
use super::{push_lint, Lint};
use crate::ir::{self, Operand, RegId};
use crate::syntax::ast::Span;

/// A set of registers.
#[derive(Clone, PartialEq)]
struct Bits(Vec<u64>);

impl Bits {
    fn new(len: usize) -> Bits {
        Bits(vec![0; len.div_ceil(64)])
    }
    fn insert(&mut self, id: RegId) {
        self.0[id.index() / 64] |= 1 << (id.index() % 64);
    }
    fn contains(&self, id: RegId) -> bool {
        self.0[id.index() / 64] & (1 << (id.index() % 64)) != 0
    }
    fn union(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a |= b;
        }
    }
}

/// What the warnings need of one block: where it starts, the registers it
/// writes, and the registers it reads before writing them, each with the
/// first instruction that does.
#[derive(Default)]
struct BlockFlow {
    first: Option<Span>,
    writes: Vec<RegId>,
    exposed: Vec<(RegId, Span)>,
}

/// The blocks of a function as the warnings see them, filled as each
/// instruction is checked; instructions go to the last block.
#[derive(Default)]
pub(super) struct Blocks {
    blocks: Vec<BlockFlow>,
    /// For each register, 1 + the last block that wrote it (0: none), so
    /// that "written earlier in this block" is one comparison.
    written_in: Vec<u32>,
    /// For each register, 1 + the last block whose `exposed` lists it.
    exposed_in: Vec<u32>,
}

impl Blocks {
    pub(super) fn start_block(&mut self) {
        self.blocks.push(BlockFlow::default());
    }

    pub(super) fn is_empty(&self, block: usize) -> bool {
        self.blocks[block].first.is_none()
    }

    pub(super) fn add(&mut self, inst: &ir::Inst) {
        let stamp = self.blocks.len() as u32;
        let Some(block) = self.blocks.last_mut() else { return };
        block.first.get_or_insert(inst.span);
        let (written_in, exposed_in) = (&mut self.written_in, &mut self.exposed_in);
        // Reads first: an instruction that reads and writes a register reads
        // the value from before it.
        for_each_use(inst, |id, written| {
            let r = id.index();
            if !written && written_in.get(r) != Some(&stamp) && exposed_in.get(r) != Some(&stamp) {
                if exposed_in.len() <= r {
                    exposed_in.resize(r + 1, 0);
                }
                exposed_in[r] = stamp;
                block.exposed.push((id, inst.span));
            }
        });
        for_each_use(inst, |id, written| {
            let r = id.index();
            if written && written_in.get(r) != Some(&stamp) {
                if written_in.len() <= r {
                    written_in.resize(r + 1, 0);
                }
                written_in[r] = stamp;
                block.writes.push(id);
            }
        });
    }
}

/// Calls `visit(register, written)` for each register an instruction uses.
fn for_each_use(inst: &ir::Inst, mut visit: impl FnMut(RegId, bool)) {
    let form = inst.form();
    for (operand, spec) in inst.operands.iter().zip(form.operands.iter()) {
        match *operand {
            Operand::Reg { id, .. } | Operand::Pred { id, .. } => visit(id, spec.written),
            Operand::Addr(address) => {
                if let ir::AddrBase::Reg(id) = address.base {
                    visit(id, false);
                }
                if let ir::AddrOffset::Reg(id) = address.offset {
                    visit(id, false);
                }
            }
            _ => {}
        }
    }
    for arg in &inst.args {
        if let Operand::Reg { id, .. } = *arg {
            visit(id, false);
        }
    }
}

pub(super) fn warn(fc: &mut FnCheck) {
    let options = fc.mc.options;
    let diags = &mut fc.mc.diags;
    let f = &fc.f;
    let flow = &fc.flow.blocks;
    let count = f.blocks.len();
    let mut reachable = vec![false; count];
    let mut stack = if count > 0 { vec![0usize] } else { Vec::new() };
    while let Some(block) = stack.pop() {
        if std::mem::replace(&mut reachable[block], true) {
            continue;
        }
        stack.extend(f.blocks[block].succs.iter().map(|b| b.index()).filter(|b| !reachable[*b]));
    }
    for ((block, seen), summary) in f.blocks.iter().zip(&reachable).zip(flow) {
        if let (false, Some(first)) = (seen, summary.first) {
            if let Some(d) = push_lint(diags, options, Lint::Unreachable, first, "unreachable code") {
                d.label = "no path from the start of the function reaches this".into();
                if block.label.is_none() {
                    d.help.push("it follows an unconditional `goto` or `return`".into());
                }
            }
        }
    }

    // Registers some path has written, at the start of each block.
    let regs = f.regs.len();
    let mut entry = Bits::new(regs);
    for param in &f.params {
        entry.insert(*param);
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); count];
    for (block, b) in f.blocks.iter().enumerate() {
        if reachable[block] {
            for succ in &b.succs {
                preds[succ.index()].push(block);
            }
        }
    }
    // What each block writes, worked out once.
    let mut writes: Vec<Bits> = vec![Bits::new(regs); count];
    for (block, summary) in flow.iter().enumerate() {
        if reachable[block] {
            for &id in &summary.writes {
                writes[block].insert(id);
            }
        }
    }
    let mut ins: Vec<Bits> = vec![Bits::new(regs); count];
    let mut outs: Vec<Bits> = vec![Bits::new(regs); count];
    let mut changed = true;
    while changed {
        changed = false;
        for block in 0..count {
            if !reachable[block] {
                continue;
            }
            let mut set = if block == 0 { entry.clone() } else { Bits::new(regs) };
            for &pred in &preds[block] {
                set.union(&outs[pred]);
            }
            let mut out = set.clone();
            out.union(&writes[block]);
            if out != outs[block] || set != ins[block] {
                outs[block] = out;
                ins[block] = set;
                changed = true;
            }
        }
    }
    let mut reported = Bits::new(regs);
    for block in 0..count {
        if !reachable[block] {
            continue;
        }
        // Only a block's first read of a register before writing it can be
        // reported: a later one is preceded by it.
        for &(id, span) in &flow[block].exposed {
            if !ins[block].contains(id) && !reported.contains(id) {
                reported.insert(id);
                let name = &f.regs[id.index()].name;
                if let Some(d) = push_lint(
                    diags,
                    options,
                    Lint::Uninitialized,
                    span,
                    format!("`%{name}` is read before any path writes it"),
                ) {
                    d.secondary
                        .push(crate::diag::Note { span: f.regs[id.index()].span, message: "declared here".into() });
                }
            }
        }
    }

    for (index, used) in fc.reg_used.iter().enumerate() {
        if !used {
            let reg = &f.regs[index];
            let what = if reg.kind == ir::RegKind::Pred { "predicate" } else { "register" };
            push_lint(diags, options, Lint::Unused, reg.span, format!("{what} `%{}` is never used", reg.name));
        }
    }
    for (index, used) in fc.local_used.iter().enumerate() {
        if !used {
            let local = &f.locals[index];
            push_lint(
                diags,
                options,
                Lint::Unused,
                fc.local_name_spans[index],
                format!("variable `@{}` is never used", local.name),
            );
        }
    }
}

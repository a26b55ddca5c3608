//! Floating-point atomics (`fatom`) as compare-and-swap loops on the PISA
//! function, after inlining: the hardware's float atomics do not promise
//! the IEEE results PISA asks (denormals, NaNs), so the new value is
//! computed by the selection's own `fadd`/`fsub`/`fmin`/`fmax`, which the
//! tests hold to the emulator, and stored with `iatom.cas` of the same
//! width, order, scope and cache policy:
//!
//! ```text
//!     ld.SPACE.Wb      %old, [addr]
//! retry:
//!     fOP.T            %new, %old, %src
//!     iatom.SPACE…cas.Wb %seen, [addr], %old, %new
//!     ucmp.ne.Wb       %again, %seen, %old
//!     mov.Wb           %old, %seen
//!     goto.cond        %again, retry
//!     mov.Wb           %dst, %old
//! ```
//!
//! Each lane leaves the loop when its own swap succeeds (a loop with a
//! lane-varying count, which the control-flow lowering handles), so every
//! lane's operation applies once, to the value it returns. `fatom.cas`
//! compares bit patterns, as the emulator does: it is `iatom.cas` itself.
//! 16-bit formats are refused until the 32-bit word around them is swapped.

use crate::error::CompileError;
use pisa::ir::{self, BlockId, Operand, RegId, RegKind};
use pisa::isa::{Opcode, Qual, Slot, Word};
use pisa::syntax::ast::RegType;
use std::borrow::Cow;

/// The kernel with its `fatom` instructions expanded.
pub fn expand<'k>(kernel: &str, f: Cow<'k, ir::Function>) -> Result<Cow<'k, ir::Function>, CompileError> {
    if !f.blocks.iter().flat_map(|b| &b.insts).any(|i| i.opcode == Opcode::Fatom) {
        return Ok(f);
    }
    let mut f = f.into_owned();
    let mut b = 0;
    while b < f.blocks.len() {
        match f.blocks[b].insts.iter().position(|i| i.opcode == Opcode::Fatom) {
            Some(i) => expand_one(kernel, &mut f, b, i)?,
            None => b += 1,
        }
    }
    crate::unroll::recompute_successors(&mut f);
    Ok(Cow::Owned(f))
}

/// One instruction parsed from text: its form and qualifiers, to copy.
fn template(decls: &str, text: &str) -> Option<ir::Inst> {
    let source =
        format!(".version 0.1;\n.target 100;\n.kernel @t(.param[8] .addrspace(global) %pp) {{\n{decls}\n{text}\n}}\n");
    let parsed = pisa::syntax::parse(&source);
    if parsed.has_errors() {
        return None;
    }
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    let module = verified.ir?;
    module.functions.first()?.blocks.first()?.insts.last().cloned()
}

fn with_operands(mut inst: ir::Inst, operands: Vec<Operand>, span: pisa::syntax::ast::Span) -> ir::Inst {
    inst.operands = operands;
    inst.span = span;
    inst
}

fn expand_one(kernel: &str, f: &mut ir::Function, b: usize, i: usize) -> Result<(), CompileError> {
    let atom = f.blocks[b].insts[i].clone();
    let span = atom.span;
    let refuse = || {
        CompileError::new(
            kernel,
            Some(span),
            format!("`{}` is not supported by the gfx1100 backend yet", crate::isel::inst_text(&atom)),
        )
    };
    let (format, bits) = match atom.qual(Slot::Type) {
        Some(Qual::Word(Word::F)) => ("f", 32),
        Some(Qual::Word(Word::Df)) => ("df", 64),
        _ => return Err(refuse()),
    };
    let op = match atom.qual(Slot::Op) {
        Some(Qual::Word(w)) => w,
        _ => return Err(refuse()),
    };
    let space = match atom.qual(Slot::Addrspace) {
        Some(Qual::Word(Word::Global)) => "global",
        Some(Qual::Word(Word::Shared)) => "shared",
        Some(Qual::Word(Word::Generic)) => "generic",
        _ => return Err(refuse()),
    };
    let width = if bits == 32 { "32b" } else { "64b" };
    let int_word = if bits == 32 { Word::B32 } else { Word::B64 };
    // The swap: the atomic's own qualifiers, as a compare-and-swap of the
    // integer of its width.
    let decls = format!(".reg .{width} %a, %b, %c;\n.reg .64b %p;\n.reg .32b %s;\n.pred %q;");
    // A shared address is 32 bits (the template's address is replaced).
    let at = if space == "shared" { "[%s]" } else { "[%p]" };
    let cas_text = format!("iatom.{space}.cas.{width} %a, {at}, %b, %c;");
    let Some(mut cas) = template(&decls, &cas_text) else { return Err(refuse()) };
    cas.quals = atom
        .quals
        .iter()
        .map(|&(slot, q)| match slot {
            Slot::Op => (slot, Qual::Word(Word::Cas)),
            Slot::Type => (slot, Qual::Word(int_word)),
            _ => (slot, q),
        })
        .collect();
    let [dst, addr, src, rest @ ..] = atom.operands.as_slice() else { return Err(refuse()) };
    if op == Word::Cas {
        let Some(new) = rest.first() else { return Err(refuse()) };
        f.blocks[b].insts[i] = with_operands(cas, vec![*dst, *addr, *src, *new], span);
        return Ok(());
    }
    let op_text = match op {
        Word::Add => "fadd",
        Word::Sub => "fsub",
        Word::Min => "fmin",
        Word::Max => "fmax",
        _ => return Err(refuse()),
    };
    let templates = (
        template(&decls, &format!("ld.{space}.{width} %a, {at};")),
        template(&decls, &format!("{op_text}.{format} %a, %b, %c;")),
        template(&decls, &format!("ucmp.ne.{width} %q, %a, %b;")),
        template(&decls, &format!("mov.{width} %a, %b;")),
        goto_template(&decls),
    );
    let (Some(load), Some(arith), Some(compare), Some(copy), Some(branch)) = templates else {
        return Err(refuse());
    };
    let mut fresh = |name: &str, kind: RegKind| -> RegId {
        f.regs.push(ir::Reg { name: format!("%atomic.{name}.{}", f.regs.len()), kind, span });
        RegId(f.regs.len() as u32 - 1)
    };
    let value = RegKind::Value(RegType::scalar(bits));
    let (old, new, seen, again) =
        (fresh("old", value), fresh("new", value), fresh("seen", value), fresh("again", RegKind::Pred));
    let reg = |id: RegId| Operand::Reg { id, swizzle: None };
    let retry = BlockId(b as u32 + 1);
    let loop_insts = vec![
        with_operands(arith, vec![reg(new), reg(old), *src], span),
        with_operands(cas, vec![reg(seen), *addr, reg(old), reg(new)], span),
        with_operands(compare, vec![Operand::Pred { id: again, negated: false }, reg(seen), reg(old)], span),
        with_operands(copy.clone(), vec![reg(old), reg(seen)], span),
        with_operands(branch, vec![Operand::Pred { id: again, negated: false }, Operand::Block(retry)], span),
    ];
    let mut after = vec![with_operands(copy, vec![*dst, reg(old)], span)];
    after.extend(f.blocks[b].insts.drain(i + 1..));
    f.blocks[b].insts.truncate(i);
    f.blocks[b].insts.push(with_operands(load, vec![reg(old), *addr], span));
    // Blocks after `b` move two on.
    let shift = |inst: &mut ir::Inst| {
        for o in &mut inst.operands {
            if let Operand::Block(t) = o {
                if t.index() > b {
                    *t = BlockId(t.0 + 2);
                }
            }
        }
    };
    f.blocks.iter_mut().flat_map(|block| block.insts.iter_mut()).for_each(shift);
    after.iter_mut().for_each(shift);
    f.blocks.insert(b + 1, ir::Block { label: None, insts: loop_insts, succs: Vec::new() });
    f.blocks.insert(b + 2, ir::Block { label: None, insts: after, succs: Vec::new() });
    Ok(())
}

/// `goto.cond` with a label operand (the template's target is replaced).
fn goto_template(decls: &str) -> Option<ir::Inst> {
    let source = format!(".version 0.1;\n.target 100;\n.kernel @t() {{\n{decls}\nl:\ngoto.cond %q, l;\n}}\n");
    let parsed = pisa::syntax::parse(&source);
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    let module = verified.ir?;
    module.functions.first()?.blocks.iter().flat_map(|b| &b.insts).find(|i| i.opcode == Opcode::Goto).cloned()
}

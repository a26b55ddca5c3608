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
//!
//! 16-bit atomics (`fatom` in f16/bf16, and `iatom.16b`, which gfx11 lacks)
//! swap the aligned 32-bit word around their half in the same loop: the old
//! half is shifted out of the word, the operation (or, for `cas`, a compare
//! and select) gives the new half, and the word with the new half in place
//! and the other half as it was is swapped in; a racing write to the other
//! half fails the swap and the loop runs again.

use crate::error::CompileError;
use crate::templates::{goto_template, template, with_operands};
use pisa::ir::{self, BlockId, Operand, RegId, RegKind};
use pisa::isa::{Opcode, Qual, Slot, Word};
use pisa::syntax::ast::RegType;
use std::borrow::Cow;

/// The kernel with its `fatom` instructions expanded.
pub fn expand<'k>(kernel: &str, f: Cow<'k, ir::Function>) -> Result<Cow<'k, ir::Function>, CompileError> {
    if !f.blocks.iter().flat_map(|b| &b.insts).any(needs_loop) {
        return Ok(f);
    }
    let mut f = f.into_owned();
    let mut b = 0;
    while b < f.blocks.len() {
        match f.blocks[b].insts.iter().position(needs_loop) {
            Some(i) => {
                let halfword =
                    matches!(f.blocks[b].insts[i].qual(Slot::Type), Some(Qual::Word(Word::Hf | Word::Bf | Word::B16)));
                if halfword {
                    expand_halfword(kernel, &mut f, b, i)?
                } else {
                    expand_one(kernel, &mut f, b, i)?
                }
            }
            None => b += 1,
        }
    }
    crate::unroll::recompute_successors(&mut f);
    Ok(Cow::Owned(f))
}

/// `fatom` of any format, and `iatom` on 16 bits (no 16-bit atomics on gfx11).
fn needs_loop(inst: &ir::Inst) -> bool {
    inst.opcode == Opcode::Fatom
        || (inst.opcode == Opcode::Iatom && inst.qual(Slot::Type) == Some(Qual::Word(Word::B16)))
}

fn expand_one(kernel: &str, f: &mut ir::Function, b: usize, i: usize) -> Result<(), CompileError> {
    let atom = f.blocks[b].insts[i].clone();
    let span = atom.span;
    let refuse = || refusal(kernel, &atom);
    let (format, bits) = match atom.qual(Slot::Type) {
        Some(Qual::Word(Word::F)) => ("f", 32),
        Some(Qual::Word(Word::Df)) => ("df", 64),
        _ => return Err(refuse()),
    };
    let op = match atom.qual(Slot::Op) {
        Some(Qual::Word(w)) => w,
        _ => return Err(refuse()),
    };
    let space = space_of(&atom).ok_or_else(refuse)?;
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
    let before = vec![with_operands(load, vec![reg(old), *addr], span)];
    let after = vec![with_operands(copy, vec![*dst, reg(old)], span)];
    split_around_loop(f, b, i, before, loop_insts, after);
    Ok(())
}

/// Replaces instruction `i` of block `b` by `before` (ending block `b`),
/// the loop block `body` (block `b + 1`, branching back to itself) and a
/// block that starts with `after` and holds the rest of block `b`; the
/// blocks after `b` move two on.
fn split_around_loop(
    f: &mut ir::Function,
    b: usize,
    i: usize,
    before: Vec<ir::Inst>,
    body: Vec<ir::Inst>,
    mut after: Vec<ir::Inst>,
) {
    after.extend(f.blocks[b].insts.drain(i + 1..));
    f.blocks[b].insts.truncate(i);
    f.blocks[b].insts.extend(before);
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
    f.blocks.insert(b + 1, ir::Block { label: None, insts: body, succs: Vec::new() });
    f.blocks.insert(b + 2, ir::Block { label: None, insts: after, succs: Vec::new() });
}

/// The error for an atomic this pass cannot expand.
fn refusal(kernel: &str, atom: &ir::Inst) -> CompileError {
    CompileError::new(
        kernel,
        Some(atom.span),
        format!("`{}` is not supported by the gfx1100 backend yet", crate::isel::inst_text(atom)),
    )
}

/// The address space of an atomic, as its mnemonic writes it.
fn space_of(atom: &ir::Inst) -> Option<&'static str> {
    match atom.qual(Slot::Addrspace) {
        Some(Qual::Word(Word::Global)) => Some("global"),
        Some(Qual::Word(Word::Shared)) => Some("shared"),
        Some(Qual::Word(Word::Generic)) => Some("generic"),
        _ => None,
    }
}

/// The templates' declarations: registers of every width, a predicate and
/// a shared variable (`template` declares a global one, `@g`).
const HALF_DECLS: &str = ".reg .64b %x64, %y64;\n.reg .32b %x32, %y32, %z32;\n.reg .16b %x16, %y16, %z16;\n.pred %q;\n.shared .align 4 @h[4];";

/// A 16-bit atomic (`fatom` in f16/bf16, `iatom.16b`) as a loop swapping
/// the aligned 32-bit word that holds it: the old half is shifted out of
/// the word, the operation computes the new half, and the word with the
/// new half in place (the other half as it was) is swapped in.
fn expand_halfword(kernel: &str, f: &mut ir::Function, b: usize, i: usize) -> Result<(), CompileError> {
    let atom = f.blocks[b].insts[i].clone();
    let span = atom.span;
    let refuse = || refusal(kernel, &atom);
    let t = |text: &str| template(HALF_DECLS, text);
    let space = space_of(&atom).ok_or_else(refuse)?;
    let wide = space != "shared";
    let aw = if wide { "64b" } else { "32b" };
    let ax = if wide { "%x64" } else { "%x32" };
    let op = match atom.qual(Slot::Op) {
        Some(Qual::Word(w)) => w,
        _ => return Err(refuse()),
    };
    let float = atom.opcode == Opcode::Fatom;
    let format = match atom.qual(Slot::Type) {
        Some(Qual::Word(Word::Hf)) => "hf",
        Some(Qual::Word(Word::Bf)) => "bf",
        _ => "16b",
    };
    let ir::Operand::Addr(address) = atom.operands[1] else { return Err(refuse()) };
    let (dst, srcs) = (atom.operands[0], atom.operands[2..].to_vec());
    let offset_bits = match address.offset {
        ir::AddrOffset::Reg(o) => match f.regs[o.index()].kind {
            RegKind::Value(t) => t.bits,
            RegKind::Pred => return Err(refuse()),
        },
        _ => 0,
    };
    let value = |bits: u16| RegKind::Value(RegType::scalar(bits));
    let mut fresh = |name: &str, kind: RegKind| -> RegId {
        f.regs.push(ir::Reg { name: format!("%atomic.{name}.{}", f.regs.len()), kind, span });
        RegId(f.regs.len() as u32 - 1)
    };
    let abits = if wide { 64 } else { 32 };
    let (full, word, low, shift) = (
        fresh("address", value(abits)),
        fresh("word", value(abits)),
        fresh("low", value(32)),
        fresh("shift", value(32)),
    );
    let (old, half, new_half, widened, placed, mask, kept, new, seen, again) = (
        fresh("old", value(32)),
        fresh("half", value(16)),
        fresh("newhalf", value(16)),
        fresh("widened", value(32)),
        fresh("placed", value(32)),
        fresh("mask", value(32)),
        fresh("kept", value(32)),
        fresh("new", value(32)),
        fresh("seen", value(32)),
        fresh("again", RegKind::Pred),
    );
    let reg = |id: RegId| Operand::Reg { id, swizzle: None };
    let imm = |v: u64, width: u32| Operand::Imm { bits: v as u128, width };
    let pred = |id: RegId| Operand::Pred { id, negated: false };
    let need = |x: Option<ir::Inst>| x.ok_or_else(refuse);
    let put = |inst: ir::Inst, operands: Vec<Operand>| with_operands(inst, operands, span);

    // The element's address, then the word's and the shift.
    let mut before = Vec::new();
    let base = match address.base {
        ir::AddrBase::Reg(r) => reg(r),
        ir::AddrBase::Var(v) => {
            let var = if wide { "@g" } else { "@h" };
            before.push(put(need(t(&format!("addrof.{aw} {ax}, {var};")))?, vec![reg(full), Operand::Var(v)]));
            reg(full)
        }
        _ => return Err(refuse()),
    };
    match address.offset {
        ir::AddrOffset::None => before.push(put(need(t(&format!("mov.{aw} {ax}, {ax};")))?, vec![reg(full), base])),
        ir::AddrOffset::Imm(k) => before.push(put(
            need(t(&format!("iadd.{aw} {ax}, {ax}, 4;")))?,
            vec![reg(full), base, imm(k as u64, abits as u32)],
        )),
        ir::AddrOffset::Reg(o) => {
            let offset = if wide && offset_bits == 32 {
                let z = fresh("offset", value(64));
                before.push(put(need(t("zext.64b.32b %x64, %x32;"))?, vec![reg(z), reg(o)]));
                reg(z)
            } else {
                reg(o)
            };
            before.push(put(need(t(&format!("iadd.{aw} {ax}, {ax}, {ax};")))?, vec![reg(full), base, offset]));
        }
    }
    let all_ones = if wide { u64::MAX } else { u32::MAX as u64 };
    before.push(put(
        need(t(&format!("and.{aw} {ax}, {ax}, 4;")))?,
        vec![reg(word), reg(full), imm(all_ones & !3, abits as u32)],
    ));
    if wide {
        before.push(put(need(t("trunc.32b.64b %x32, %x64;"))?, vec![reg(low), reg(full)]));
    } else {
        before.push(put(need(t("mov.32b %x32, %y32;"))?, vec![reg(low), reg(full)]));
    }
    before.push(put(need(t("and.32b %x32, %x32, 2;"))?, vec![reg(shift), reg(low), imm(2, 32)]));
    before.push(put(need(t("shl.32b %x32, %x32, 3;"))?, vec![reg(shift), reg(shift), imm(3, 32)]));
    let word_address = Operand::Addr(ir::Address { base: ir::AddrBase::Reg(word), offset: ir::AddrOffset::None });
    let at = if wide { "[%x64]" } else { "[%x32]" };
    before.push(put(need(t(&format!("ld.{space}.32b %x32, {at};")))?, vec![reg(old), word_address]));

    // The loop: the old half, the new half, the new word, the swap.
    let shr = need(t("shr.32b %x32, %x32, %y32;"))?;
    let trunc = need(t("trunc.16b.32b %x16, %x32;"))?;
    let mut body = vec![
        put(shr.clone(), vec![reg(widened), reg(old), reg(shift)]),
        put(trunc.clone(), vec![reg(half), reg(widened)]),
    ];
    let src = |k: usize| srcs.get(k).copied().ok_or_else(refuse);
    match (float, op) {
        (true, Word::Add | Word::Sub | Word::Min | Word::Max) => {
            let name = match op {
                Word::Add => "fadd",
                Word::Sub => "fsub",
                Word::Min => "fmin",
                _ => "fmax",
            };
            body.push(put(
                need(t(&format!("{name}.{format} %x16, %y16, %z16;")))?,
                vec![reg(new_half), reg(half), src(0)?],
            ));
        }
        (_, Word::Cas) => {
            let same = fresh("same", RegKind::Pred);
            body.push(put(need(t("ucmp.eq.16b %q, %x16, %y16;"))?, vec![pred(same), reg(half), src(0)?]));
            body.push(put(
                need(t("sel.16b %x16, %y16, %z16, %q;"))?,
                vec![reg(new_half), src(1)?, reg(half), pred(same)],
            ));
        }
        (false, Word::Xchg) => body.push(put(need(t("mov.16b %x16, %y16;"))?, vec![reg(new_half), src(0)?])),
        (false, Word::Inc | Word::Dec) => {
            let name = if op == Word::Inc { "iadd" } else { "isub" };
            body.push(put(need(t(&format!("{name}.16b %x16, %y16, 1;")))?, vec![reg(new_half), reg(half), imm(1, 16)]));
        }
        (
            false,
            Word::Add
            | Word::Sub
            | Word::Smin
            | Word::Smax
            | Word::Umin
            | Word::Umax
            | Word::And
            | Word::Or
            | Word::Xor,
        ) => {
            let name = match op {
                Word::Add => "iadd",
                Word::Sub => "isub",
                Word::Smin => "smin",
                Word::Smax => "smax",
                Word::Umin => "umin",
                Word::Umax => "umax",
                Word::And => "and",
                Word::Or => "or",
                _ => "xor",
            };
            body.push(put(need(t(&format!("{name}.16b %x16, %y16, %z16;")))?, vec![reg(new_half), reg(half), src(0)?]));
        }
        _ => return Err(refuse()),
    }
    let shl = need(t("shl.32b %x32, %x32, %y32;"))?;
    body.push(put(need(t("zext.32b.16b %x32, %x16;"))?, vec![reg(widened), reg(new_half)]));
    body.push(put(shl.clone(), vec![reg(placed), reg(widened), reg(shift)]));
    body.push(put(shl, vec![reg(mask), imm(0xffff, 32), reg(shift)]));
    body.push(put(need(t("not.32b %x32, %y32;"))?, vec![reg(mask), reg(mask)]));
    body.push(put(need(t("and.32b %x32, %y32, %z32;"))?, vec![reg(kept), reg(old), reg(mask)]));
    body.push(put(need(t("or.32b %x32, %y32, %z32;"))?, vec![reg(new), reg(kept), reg(placed)]));
    let mut cas = need(t(&format!("iatom.{space}.cas.32b %x32, {at}, %y32, %z32;")))?;
    cas.quals = atom
        .quals
        .iter()
        .map(|&(slot, q)| match slot {
            Slot::Op => (slot, Qual::Word(Word::Cas)),
            Slot::Type => (slot, Qual::Word(Word::B32)),
            _ => (slot, q),
        })
        .collect();
    body.push(put(cas, vec![reg(seen), word_address, reg(old), reg(new)]));
    body.push(put(need(t("ucmp.ne.32b %q, %x32, %y32;"))?, vec![pred(again), reg(seen), reg(old)]));
    body.push(put(need(t("mov.32b %x32, %y32;"))?, vec![reg(old), reg(seen)]));
    body.push(put(need(goto_template(".pred %q;"))?, vec![pred(again), Operand::Block(BlockId(b as u32 + 1))]));
    // After: the old half into the destination.
    let after = vec![put(shr, vec![reg(widened), reg(old), reg(shift)]), put(trunc, vec![dst, reg(widened)])];
    split_around_loop(f, b, i, before, body, after);
    Ok(())
}

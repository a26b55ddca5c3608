//! Uniformity (divergence) analysis on the checked IR, and the choice of a
//! register bank for every PISA register.
//!
//! A register is divergent when one of its definitions reads a divergent
//! value (`%localid`, `%laneid`, a load from memory other than the kernel
//! arguments and constant memory, a divergent register) or lies in the region of a divergent
//! branch, where lanes that skipped the definition keep their old value.
//! A branch is divergent when its predicate is. Both facts feed each other,
//! so they are iterated to a fixed point.
//!
//! A uniform register lives in SGPRs when every definition of it can be
//! done by the scalar unit from scalar operands; otherwise in VGPRs (a
//! uniform float, say: gfx11 has no scalar float unit). Predicates are
//! always lane masks in an SGPR.

use crate::bitsets::{self, BitRows};
use crate::cfg::Cfg;
use crate::mir::Bank;
use pisa::ir::{self, AddrBase, AddrOffset, Operand, RegKind};
use pisa::isa::{Opcode, Qual, Slot, Word};
use pisa::syntax::ast::SpecialReg;

#[derive(Clone)]
pub struct Uniformity {
    /// Blocks ending in a branch whose predicate is divergent.
    pub divergent_branch: Vec<bool>,
    /// Whether a block lies in the region of some divergent branch.
    pub in_region: Vec<bool>,
    pub bank: Vec<Bank>,
    /// The registers live at each block's end (on the PISA graph).
    pub live_out: Vec<Vec<bool>>,
}

/// Registers live at the end of each block: read on some path before
/// being written. A write to part of a register (a vector element) reads
/// the rest. Solved on bit sets (bitsets.rs), since it runs for every
/// compile and unrolled kernels have many blocks.
fn live_out(function: &ir::Function) -> Vec<Vec<bool>> {
    let n = function.blocks.len();
    let nregs = function.regs.len();
    let mut gen = BitRows::new(n, nregs);
    let mut kill = BitRows::new(n, nregs);
    for (b, block) in function.blocks.iter().enumerate() {
        for inst in &block.insts {
            for r in used_regs(inst) {
                if !bitsets::has(&kill[b], r.index()) {
                    bitsets::set(&mut gen[b], r.index());
                }
            }
            let partial = matches!(inst.operands.first(), Some(Operand::Reg { swizzle: Some(_), .. }));
            if let (Some(d), false) = (dst_reg(inst), partial) {
                bitsets::set(&mut kill[b], d.index());
            }
        }
    }
    let (_, out) = bitsets::solve_backward(&gen, &kill, |b| function.blocks[b].succs.iter().map(|s| s.index()));
    (0..n).map(|b| (0..nregs).map(|r| bitsets::has(&out[b], r)).collect()).collect()
}

fn dst_reg(inst: &ir::Inst) -> Option<ir::RegId> {
    if inst.opcode == Opcode::St || inst.opcode == Opcode::Goto || inst.opcode == Opcode::Return {
        return None;
    }
    match inst.operands.first() {
        Some(Operand::Reg { id, .. }) | Some(Operand::Pred { id, .. }) => Some(*id),
        _ => None,
    }
}

/// The destinations of an instruction past its first operand (`uaddc`'s
/// carry-out), as the instruction table marks them written.
fn further_dsts(inst: &ir::Inst) -> impl Iterator<Item = ir::RegId> + '_ {
    let several = crate::constants::writes_several(inst.opcode);
    let form = inst.form();
    inst.operands.iter().enumerate().skip(1).filter_map(move |(k, o)| match o {
        Operand::Reg { id, .. } | Operand::Pred { id, .. }
            if several && form.operands.get(k).is_some_and(|s| s.written) =>
        {
            Some(*id)
        }
        _ => None,
    })
}

/// The registers an instruction reads.
pub fn used_regs(inst: &ir::Inst) -> impl Iterator<Item = ir::RegId> + '_ {
    // An iterator rather than a Vec: dead-code removal after unrolling asks
    // for every instruction's registers many times over.
    let skip = usize::from(dst_reg(inst).is_some());
    let operands = inst.operands[skip..].iter().flat_map(|o| {
        let regs = match o {
            Operand::Reg { id, .. } | Operand::Pred { id, .. } => [Some(*id), None],
            Operand::Addr(a) => [
                match a.base {
                    AddrBase::Reg(r) => Some(r),
                    _ => None,
                },
                match a.offset {
                    AddrOffset::Reg(r) => Some(r),
                    _ => None,
                },
            ],
            _ => [None, None],
        };
        regs.into_iter().flatten()
    });
    // insert with a partial update reads the register it writes.
    let insert = if inst.opcode == Opcode::Insert { dst_reg(inst) } else { None };
    operands.chain(insert)
}

fn is_divergent_source(inst: &ir::Inst) -> bool {
    let special = inst
        .operands
        .iter()
        .any(|o| matches!(o, Operand::Special { reg: SpecialReg::LocalId | SpecialReg::LaneId, .. }));
    let memory = match inst.opcode {
        Opcode::Ld => {
            !(inst.has(Slot::Param) || inst.qual(Slot::Addrspace) == Some(Qual::Word(Word::Param)) || const_load(inst))
        }
        Opcode::Iatom | Opcode::Fatom | Opcode::Shfl | Opcode::Call => true,
        // A reduction over some of the lanes leaves the others' values.
        Opcode::Ired | Opcode::Fred => !matches!(
            inst.operands.last(),
            Some(Operand::Imm { bits, .. }) if *bits as u32 == u32::MAX
        ),
        _ => false,
    };
    special || memory
}

/// A plain load of constant memory: the same address gives every lane the
/// same value (the kernel never writes constant memory), so a uniform
/// address makes a uniform value, which a scalar load can fetch.
fn const_load(inst: &ir::Inst) -> bool {
    inst.qual(Slot::Addrspace) == Some(Qual::Word(Word::Const)) && !inst.has(Slot::Memorder)
}

/// Whether the scalar unit can do this definition (given scalar operands).
fn scalar_capable(inst: &ir::Inst, function: &ir::Function) -> bool {
    let bits = dst_reg(inst).map(|r| match function.reg(r).kind {
        RegKind::Value(t) if !t.is_vector() => t.bits as u32,
        _ => 0,
    });
    let int_width = matches!(bits, Some(32) | Some(64));
    match inst.opcode {
        Opcode::Ld => inst.has(Slot::Param) || (const_load(inst) && int_width),
        Opcode::Mov => int_width || bits == Some(16) || bits == Some(8),
        Opcode::Iadd | Opcode::Isub => int_width && !inst.has(Slot::Dsat),
        Opcode::And | Opcode::Or | Opcode::Xor | Opcode::Not => int_width,
        Opcode::Shl | Opcode::Shr | Opcode::Asr => int_width,
        Opcode::Umul | Opcode::Smul | Opcode::Umad | Opcode::Smad => bits == Some(32) && mul_low(inst),
        Opcode::Umin | Opcode::Umax | Opcode::Smin | Opcode::Smax => bits == Some(32),
        Opcode::Zext | Opcode::Sext | Opcode::Trunc => int_width,
        Opcode::Sel => int_width,
        Opcode::Redfirstidx | Opcode::Addrof | Opcode::Addrcast | Opcode::Isaddr => true,
        _ => false,
    }
}

/// `umul`/`umad` keep the low half unless `.hi`/`.wide` is given.
fn mul_low(inst: &ir::Inst) -> bool {
    inst.quals.iter().all(|(slot, _)| matches!(slot, Slot::Type))
}

pub fn analyse(function: &ir::Function, cfg: &Cfg) -> Uniformity {
    let nregs = function.regs.len();
    let nblocks = function.blocks.len();
    let mut divergent_reg = vec![false; nregs];
    let mut divergent_branch = vec![false; nblocks];
    let mut in_region = vec![false; nblocks];
    loop {
        let mut changed = false;
        for (b, block) in function.blocks.iter().enumerate() {
            for inst in &block.insts {
                if let Some(d) = dst_reg(inst) {
                    let div =
                        in_region[b] || is_divergent_source(inst) || used_regs(inst).any(|r| divergent_reg[r.index()]);
                    // A carry-out (or another destination past the first)
                    // is as divergent as the instruction.
                    for w in std::iter::once(d).chain(further_dsts(inst)) {
                        if div && !divergent_reg[w.index()] {
                            divergent_reg[w.index()] = true;
                            changed = true;
                        }
                    }
                }
            }
            if let Some(last) = block.insts.last() {
                if last.opcode == Opcode::Goto {
                    // The predicate's definition in this block, when there is
                    // one, decides (a register reused for a uniform and a
                    // divergent condition is divergent as a whole, but not
                    // at every branch); otherwise the register does.
                    let div = last.operands.iter().any(|o| match o {
                        Operand::Pred { id, .. } => {
                            let local =
                                block.insts[..block.insts.len() - 1].iter().rev().find(|i| dst_reg(i) == Some(*id));
                            match local {
                                Some(def) => {
                                    is_divergent_source(def) || used_regs(def).any(|r| divergent_reg[r.index()])
                                }
                                None => divergent_reg[id.index()],
                            }
                        }
                        _ => false,
                    });
                    if div && !divergent_branch[b] {
                        divergent_branch[b] = true;
                        changed = true;
                        for r in cfg.region(b) {
                            in_region[r] = true;
                        }
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    // Banks: scalar when uniform and scalar-capable, to a fixed point (an
    // operand in VGPRs makes the definition vector).
    let mut bank: Vec<Bank> = (0..nregs)
        .map(|r| match function.regs[r].kind {
            RegKind::Pred => Bank::S,
            RegKind::Value(t) if t.is_vector() || divergent_reg[r] => Bank::V,
            RegKind::Value(_) => Bank::S,
        })
        .collect();
    loop {
        let mut changed = false;
        for block in &function.blocks {
            for inst in &block.insts {
                let Some(d) = dst_reg(inst) else { continue };
                if bank[d.index()] == Bank::V || matches!(function.reg(d).kind, RegKind::Pred) {
                    continue;
                }
                let operands_scalar = used_regs(inst).all(|r| bank[r.index()] == Bank::S);
                if !(scalar_capable(inst, function) && operands_scalar) {
                    bank[d.index()] = Bank::V;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let live_out = live_out(function);
    Uniformity { divergent_branch, in_region, bank, live_out }
}

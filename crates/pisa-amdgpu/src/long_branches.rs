//! Branch resolution: the branches whose target is past the SOPP range.
//!
//! `s_branch` and `s_cbranch_*` hold a signed 16-bit count of dwords from
//! the next instruction (±128 KiB). A kernel whose code could not be that
//! long (its instructions at 20 bytes each, the most a gfx11 instruction
//! takes) is left as it is, without a look. A longer one is assembled alone,
//! and each branch the assembler finds out of range is printed (by
//! `emit.rs`) as LLVM's branch relaxation writes it (`SIInstrInfo::
//! insertIndirectBranch`, what clang-22 -O3 emits for gfx1100):
//!
//! ```text
//!     s_cbranch_<inverse> .Llong_skipK_N   ; a conditional branch only
//!     s_getpc_b64 s[P:P+1]
//! .Lpost_getpcK_N:
//!     s_add_u32 sP, sP, (TARGET-.Lpost_getpcK_N)&4294967295
//!     s_addc_u32 sP+1, sP+1, (TARGET-.Lpost_getpcK_N)>>32
//!     s_setpc_b64 s[P:P+1]
//! .Llong_skipK_N:
//! ```
//!
//! The longer code may push other branches out of range: the kernel is
//! assembled again until none is (each round adds branches, so it ends).
//!
//! `s[P:P+1]` is a pair no value of the kernel has: the first even SGPR
//! past those allocated. When the allocation leaves none (it used s104 or
//! s105), the kernel is compiled again with two fewer SGPRs to allocate
//! ([`NoPair`]). A kernel without long branches keeps its code and its
//! SGPR count as they were.
//!
//! The sequence writes SCC (`s_add_u32`'s carry, read by `s_addc_u32`). No
//! block of this backend reads SCC before it writes it (the selector and
//! the control-flow lowerings set SCC and branch on it next to each other),
//! so SCC is dead at every branch target. It adds only scalar ALU
//! instructions, after `s_waitcnt` insertion and hazard resolution: no
//! counter waits on them and the one hazard resolved in software
//! (`valu-trans-use`) counts VALUs only and is closed at every branch.

use crate::emit::KernelCode;
use crate::error::CompileError;
use crate::mir::Item;
use crate::regalloc::SGPRS;

/// The branches printed long, and the SGPR pair they use.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LongBranches {
    /// The pair's first SGPR (even).
    pub pair: u16,
    /// The items (branches) printed long, in order.
    pub at: Vec<usize>,
}

/// The kernel needs long branches and its allocation left no SGPR pair.
#[derive(Debug)]
pub struct NoPair;

/// The most bytes a gfx11 instruction takes (LLVM's `getMaxInstLength`).
const MAX_INST_BYTES: usize = 20;
/// The farthest a SOPP branch reaches forward, in bytes from the next
/// instruction.
const REACH: usize = ((1 << 15) - 1) * 4;

/// The inverse of a conditional branch (the branch around the long jump).
pub fn inverse(op: &str) -> Option<&'static str> {
    Some(match op {
        "s_cbranch_scc0" => "s_cbranch_scc1",
        "s_cbranch_scc1" => "s_cbranch_scc0",
        "s_cbranch_execz" => "s_cbranch_execnz",
        "s_cbranch_execnz" => "s_cbranch_execz",
        "s_cbranch_vccz" => "s_cbranch_vccnz",
        "s_cbranch_vccnz" => "s_cbranch_vccz",
        _ => return None,
    })
}

/// Finds the kernel's long branches and records them in `code.long`
/// (raising `code.alloc.sgprs_used` past the pair). `Ok(Err(NoPair))`:
/// compile the kernel again with fewer SGPRs.
pub fn resolve(code: &mut KernelCode) -> Result<Result<(), NoPair>, CompileError> {
    let insts = code.items.iter().filter(|i| matches!(i, Item::Inst(_))).count();
    if insts * MAX_INST_BYTES < REACH {
        return Ok(Ok(()));
    }
    let table = amdgpu::table(crate::emit::TARGET)
        .ok_or_else(|| CompileError::new(&code.name, None, "internal: no gfx1100 table"))?;
    loop {
        let (text, lines) = crate::emit::kernel_alone(code);
        let Err(errors) = amdgpu::asm::assemble_bytes(table, &text) else { return Ok(Ok(())) };
        let mut far: Vec<usize> = errors
            .iter()
            .filter(|e| e.message == "branch target out of range")
            .filter_map(|e| lines.partition_point(|&(start, _)| start <= e.span.start).checked_sub(1))
            .map(|line| lines[line].1)
            .filter(|&at| matches!(&code.items[at], Item::Inst(i) if i.is_branch()))
            .collect();
        // Any other error is left for the module's assembly to report.
        let known = code.long.as_ref().map_or(&[][..], |l| &l.at[..]);
        far.retain(|at| known.binary_search(at).is_err());
        if far.is_empty() {
            return Ok(Ok(()));
        }
        for &at in &far {
            let Item::Inst(branch) = &code.items[at] else { continue };
            if branch.op != "s_branch" && inverse(&branch.op).is_none() {
                let message = format!("internal: `{}` out of range has no long form", branch.op);
                return Err(CompileError::new(&code.name, None, message));
            }
        }
        if code.long.is_none() {
            let pair = code.alloc.sgprs_used.next_multiple_of(2);
            if pair + 2 > SGPRS {
                return Ok(Err(NoPair));
            }
            code.long = Some(LongBranches { pair, at: Vec::new() });
            code.alloc.sgprs_used = pair + 2;
            code.meta.sgpr_count = code.alloc.sgprs_used as u64 + 2;
        }
        if let Some(long) = code.long.as_mut() {
            long.at.extend(far);
            long.at.sort_unstable();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::{Label, MInst, Opnd};
    use crate::regalloc::Allocation;

    fn kernel(sgprs_used: u16, nops: usize) -> KernelCode {
        let mut items = vec![Item::Inst(MInst::new("s_branch", vec![], vec![Opnd::Label(Label(1))]))];
        items.extend((0..nops).map(|_| Item::Inst(MInst::new("s_nop", vec![], vec![Opnd::Imm(0)]))));
        items.push(Item::Label(Label(1)));
        items.push(Item::Inst(MInst::new("s_endpgm", vec![], vec![])));
        KernelCode {
            name: "k".into(),
            items,
            alloc: Allocation { assigned: vec![], banks: vec![], sgprs_used, vgprs_used: 1 },
            abi: Default::default(),
            meta: Default::default(),
            long: None,
        }
    }

    #[test]
    fn a_branch_in_range_stays_short() {
        let mut k = kernel(7, 32_000);
        assert!(resolve(&mut k).unwrap().is_ok());
        assert_eq!((k.long, k.alloc.sgprs_used), (None, 7));
    }

    #[test]
    fn a_branch_out_of_range_takes_the_next_even_pair() {
        let mut k = kernel(7, 33_000);
        assert!(resolve(&mut k).unwrap().is_ok());
        assert_eq!(k.long, Some(LongBranches { pair: 8, at: vec![0] }));
        assert_eq!((k.alloc.sgprs_used, k.meta.sgpr_count), (10, 12));
    }

    #[test]
    fn a_branch_pushed_out_of_range_by_another_goes_long_too() {
        // `s_branch .L1` just reaches (32766 dwords); the `s_cbranch_scc0`
        // after it does not, and its long form (6 dwords more) pushes
        // `.L1` out of the first's reach: found in a second round.
        let nop = || Item::Inst(MInst::new("s_nop", vec![], vec![Opnd::Imm(0)]));
        let mut k = kernel(4, 0);
        k.items = vec![
            Item::Inst(MInst::new("s_branch", vec![], vec![Opnd::Label(Label(1))])),
            Item::Inst(MInst::new("s_cbranch_scc0", vec![], vec![Opnd::Label(Label(2))])),
        ];
        k.items.extend((0..32_765).map(|_| nop()));
        k.items.push(Item::Label(Label(1)));
        k.items.extend((0..8_000).map(|_| nop()));
        k.items.push(Item::Label(Label(2)));
        k.items.push(Item::Inst(MInst::new("s_endpgm", vec![], vec![])));
        let mut short = kernel(4, 0);
        short.items = k.items.clone();
        short.items.remove(1);
        assert!(resolve(&mut short).unwrap().is_ok());
        assert_eq!(short.long, None, "in reach without the second branch");
        assert!(resolve(&mut k).unwrap().is_ok());
        assert_eq!(k.long, Some(LongBranches { pair: 4, at: vec![0, 1] }));
        // And the text assembles.
        let table = amdgpu::table("gfx1100").unwrap();
        assert!(amdgpu::asm::assemble_bytes(table, &crate::emit::kernel_alone(&k).0).is_ok());
    }

    #[test]
    fn without_a_free_pair_the_kernel_is_compiled_again() {
        let mut k = kernel(105, 33_000);
        assert!(resolve(&mut k).unwrap().is_err());
        assert_eq!((k.long, k.alloc.sgprs_used), (None, 105));
        let mut k = kernel(104, 33_000);
        assert!(resolve(&mut k).unwrap().is_ok());
        assert_eq!(k.long.map(|l| l.pair), Some(104));
    }
}

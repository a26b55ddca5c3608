//! The machine-IR validator, run between passes in debug builds: what every
//! later pass assumes of its input. A failure is a bug of the backend,
//! reported as an internal compile error rather than a panic.

use crate::error::CompileError;
use crate::mir::{Bank, Item, Linear, Opnd};
use std::collections::HashSet;

/// Checks the linear code: every operand names a register that exists,
/// within its dwords; every branch goes to a label that exists; labels are
/// unique; the code ends the wave.
pub fn linear(kernel: &str, code: &Linear, after: &str) -> Result<(), CompileError> {
    let fail = |m: String| {
        Err(CompileError::new(
            kernel,
            None,
            format!("internal: after {after}: {m}\n{}", crate::mir::print_linear(code)),
        ))
    };
    let mut labels = HashSet::new();
    for item in &code.items {
        if let Item::Label(l) = item {
            if !labels.insert(*l) {
                return fail(format!("label {} is defined twice", l.0));
            }
        }
    }
    for item in &code.items {
        let Item::Inst(inst) = item else { continue };
        for o in inst.defs.iter().chain(inst.reads()) {
            match o {
                Opnd::Reg { reg, first, count, .. } => {
                    let Some(info) = code.vregs.get(reg.0 as usize) else {
                        return fail(format!("`{}` names register {} that does not exist", inst.op, reg.0));
                    };
                    if *count == 0 || first + count > info.dwords {
                        return fail(format!(
                            "`{}` names dwords {first}+{count} of a {}-dword register",
                            inst.op, info.dwords
                        ));
                    }
                    if inst.op.starts_with("s_") && info.bank == Bank::V && !inst.op.starts_with("s_waitcnt") {
                        return fail(format!("scalar `{}` names a vector register", inst.op));
                    }
                }
                Opnd::Label(l) if !labels.contains(l) => {
                    return fail(format!("`{}` goes to label {} that does not exist", inst.op, l.0));
                }
                _ => {}
            }
        }
    }
    match code.items.last() {
        Some(Item::Inst(i)) if i.op == "s_endpgm" => Ok(()),
        _ => fail("the code does not end in s_endpgm".into()),
    }
}

//! Scheduling, within each block of the linear code: scalar memory loads
//! move up as far as their operands allow, so that the kernel's argument
//! loads issue together and one `s_waitcnt` covers them, and their latency
//! overlaps the work before their first use.

use crate::mir::{Item, Linear, MInst, Opnd, VReg};

fn regs(ops: &[Opnd]) -> impl Iterator<Item = VReg> + '_ {
    ops.iter().filter_map(Opnd::vreg)
}

/// Whether `load` may move above `other`: neither writes what the other
/// reads or writes.
fn independent(load: &MInst, other: &MInst) -> bool {
    let load_defs: Vec<VReg> = regs(&load.defs).collect();
    let load_uses: Vec<VReg> = regs(&load.uses).collect();
    let fixed_def = other.defs.iter().any(|d| matches!(d, Opnd::Fixed(_)));
    let touches_load = regs(&other.defs).chain(other.reads().filter_map(Opnd::vreg)).any(|r| load_defs.contains(&r));
    let writes_address = regs(&other.defs).any(|r| load_uses.contains(&r));
    !(touches_load || writes_address || fixed_def && load.uses.iter().any(|u| matches!(u, Opnd::Fixed(_))))
}

/// A part of a PC-relative address (`s_getpc_b64` and its `@rel32`
/// additions): nothing may come between them, since the literals hold the
/// distance from the address `s_getpc_b64` returns.
fn is_pc_relative(inst: &MInst) -> bool {
    inst.op == "s_getpc_b64" || inst.uses.iter().any(|u| matches!(u, Opnd::Text(t) if t.contains("@rel32@")))
}

pub fn hoist_scalar_loads(code: &mut Linear) {
    let items = &mut code.items;
    let mut i = 0;
    while i < items.len() {
        let is_load = matches!(&items[i], Item::Inst(x) if x.op.starts_with("s_load"));
        if is_load {
            let mut at = i;
            while at > 0 {
                // Labels and branches end the block; loads keep their order.
                let (Item::Inst(prev), Item::Inst(load)) = (&items[at - 1], &items[i]) else { break };
                if prev.is_branch()
                    || prev.op == "s_endpgm"
                    || prev.op.starts_with("s_load")
                    || is_pc_relative(prev)
                    || !independent(load, prev)
                {
                    break;
                }
                at -= 1;
            }
            if at < i {
                let load = items.remove(i);
                items.insert(at, load);
            }
        }
        i += 1;
    }
}

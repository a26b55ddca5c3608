//! The gfx1100 hazards software must resolve, in one place
//! (crates/amdgpu-sim/hardware-rules.md lists them with their sources; the
//! simulator's strict mode checks each):
//!
//! - `valu-trans-use`: a VALU that reads a VGPR a transcendental
//!   instruction wrote, with at most 5 VALUs and 1 transcendental between,
//!   needs `s_waitcnt_depctr` with va_vdst = 0 (`0xfff`) first. The
//!   backend resolves it where it arises; across a label or a branch it
//!   waits rather than follow the window into other blocks.
//! - `v_mad_u64_u32` with a destination overlapping a source (gfx1100's
//!   forwarding bug): the selector does not emit the 64-bit mads.
//! - The others (`vcmpx-permlane`, WMMA, LDS-direct, the dealloc message)
//!   concern instructions the backend does not emit.

use crate::mir::{Bank, Item, MInst, Opnd};
use crate::regalloc::Allocation;

fn is_trans(op: &str) -> bool {
    ["v_rcp_", "v_rsq_", "v_sqrt_", "v_exp_", "v_log_", "v_sin_", "v_cos_"].iter().any(|p| op.starts_with(p))
}

fn depctr() -> MInst {
    MInst::new("s_waitcnt_depctr", vec![], vec![Opnd::Text("0xfff".into())])
}

struct Window {
    vgprs: Vec<u16>,
    valus: u32,
    trans: u32,
}

pub fn resolve(items: Vec<Item>, alloc: &Allocation) -> Vec<Item> {
    let mut out = Vec::with_capacity(items.len());
    let mut windows: Vec<Window> = Vec::new();
    let vgprs = |o: &Opnd| match alloc.physical(o) {
        Some((Bank::V, first, n)) => (first..first + n as u16).collect(),
        _ => Vec::new(),
    };
    for item in items {
        let boundary = match &item {
            Item::Label(_) => true,
            Item::Inst(i) => i.is_branch() || i.op == "s_endpgm",
        };
        if boundary && !windows.is_empty() {
            out.push(Item::Inst(depctr()));
            windows.clear();
        }
        if let Item::Inst(inst) = &item {
            if inst.op.starts_with("v_") {
                let reads: Vec<u16> = inst.uses.iter().flat_map(vgprs).collect();
                if windows.iter().any(|w| w.vgprs.iter().any(|v| reads.contains(v))) {
                    out.push(Item::Inst(depctr()));
                    windows.clear();
                }
                for w in &mut windows {
                    w.valus += 1;
                    if is_trans(&inst.op) {
                        w.trans += 1;
                    }
                }
                windows.retain(|w| w.valus < 6 && w.trans < 2);
                if is_trans(&inst.op) {
                    windows.push(Window { vgprs: inst.defs.iter().flat_map(vgprs).collect(), valus: 0, trans: 0 });
                }
            } else if inst.op.starts_with("s_waitcnt_depctr")
                || inst.op.starts_with("global_")
                || inst.op.starts_with("scratch_")
                || inst.op.starts_with("ds_")
            {
                windows.clear();
            }
        }
        out.push(item);
    }
    out
}

//! The hazards gfx1100 leaves to software in wave32, checked on the
//! instructions a wave actually executes (so a hazard on any path that is
//! taken is found; one on a path never taken is not). Each rule, its
//! source in LLVM's hazard recognizer and its test are listed in the
//! crate's `hardware-rules.md`; the rule names here are the names there.
//!
//! gfx1100 resolves the classic data hazards (wait states after a VALU
//! writes an SGPR that `v_readlane`, VMEM or `v_div_fmas` reads, after
//! `s_setreg`, and the like) in hardware; LLVM's `NoDataDepHazard` feature
//! says so and the recognizer skips them. The partial-forwarding and
//! mask-write hazards occur in wave64 only, which the simulator does not
//! run. What remains is checked here.

use super::footprint::{Footprint, RegSet};
use super::Violation;

/// The `s_waitcnt_depctr` fields the rules need: each waits for its
/// counter to reach the field's value, and only 0 resolves a hazard.
fn depctr_va_vdst(v: u16) -> u16 {
    v >> 12 & 0xf
}

fn depctr_vm_vsrc(v: u16) -> u16 {
    v >> 2 & 0x7
}

/// A recent VALU instruction, for the LDS-direct rule.
#[derive(Clone, Debug)]
struct RecentValu {
    inst: usize,
    touched: RegSet,
    trans: bool,
}

/// What the rules remember of a wave's past.
#[derive(Debug)]
pub struct History {
    /// VALU and transcendental instructions executed so far.
    valus: u64,
    trans: u64,
    /// For each VGPR written by a transcendental instruction whose result
    /// may not be ready: the counts after it issued, and the instruction.
    trans_results: Vec<Option<(u64, u64, usize)>>,
    /// A `v_cmpx` that no other VALU has followed yet.
    vcmpx: Option<usize>,
    /// The previous instruction was a WMMA, with what it writes.
    wmma: Option<(usize, RegSet)>,
    /// The last VALU instructions (newest last) since the last VMEM, DS or
    /// export, which end the LDS-direct VALU hazard.
    recent_valus: std::collections::VecDeque<RecentValu>,
    /// VGPRs a VMEM or DS instruction has read or written since the last
    /// VALU, export, `s_waitcnt 0` or `s_waitcnt_depctr vm_vsrc(0)`, and
    /// the newest such instruction.
    vmem_touched: RegSet,
    vmem_last: usize,
    /// The previous instruction was an `s_nop`.
    after_nop: bool,
}

impl Default for History {
    fn default() -> History {
        History {
            valus: 0,
            trans: 0,
            trans_results: vec![None; 256],
            vcmpx: None,
            wmma: None,
            recent_valus: Default::default(),
            vmem_touched: RegSet::default(),
            vmem_last: 0,
            after_nop: false,
        }
    }
}

/// How many VALU instructions the LDS-direct rule looks back over.
const LDS_DIRECT_WINDOW: usize = 15;

fn vgprs(set: &RegSet) -> impl Iterator<Item = usize> + '_ {
    (0..4).flat_map(move |w| {
        let mut bits = set.v[w];
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let b = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(64 * w + b)
        })
    })
}

impl History {
    /// Checks an instruction against the hazard rules before it runs.
    pub fn check(&self, f: &Footprint, text: &dyn Fn(usize) -> (u64, String)) -> Result<(), Violation> {
        let named = |i: usize| {
            let (offset, t) = text(i);
            format!("`{t}` at .text+0x{offset:x}")
        };
        if f.kind.valu {
            // A transcendental result read by a VALU with fewer than six
            // VALUs or two transcendentals between.
            for r in vgprs(&f.reads) {
                if let Some((valus, trans, inst)) = self.trans_results[r] {
                    let (between, trans_between) = (self.valus - valus, self.trans - trans);
                    if between <= 5 && trans_between <= 1 {
                        return Err(Violation {
                            rule: "valu-trans-use",
                            what: format!(
                                "v{r} is read {between} VALU instruction(s) after the transcendental {} wrote it: \
                                 needs `s_waitcnt_depctr 0xfff` (va_vdst(0)), or six VALU or two transcendental \
                                 instructions between",
                                named(inst)
                            ),
                            lane: None,
                        });
                    }
                }
            }
        }
        if f.kind.permlane {
            if let Some(inst) = self.vcmpx {
                return Err(Violation {
                    rule: "vcmpx-permlane",
                    what: format!(
                        "a permlane follows {} with no VALU between: needs a VALU other than `v_nop` between \
                         (LLVM writes `v_mov_b32 vN, vN` of the permlane's source)",
                        named(inst)
                    ),
                    lane: None,
                });
            }
        }
        if f.kind.wmma {
            if let Some((inst, d)) = self.wmma {
                if f.wmma_ab.intersects(&d) {
                    return Err(Violation {
                        rule: "wmma-back-to-back",
                        what: format!(
                            "this WMMA reads as its A or B matrix what {} just wrote: needs a VALU (`v_nop`) between",
                            named(inst)
                        ),
                        lane: None,
                    });
                }
            }
        }
        if f.kind.ldsdir {
            self.check_lds_direct(f, &named)?;
        }
        if f.kind.dealloc_vgprs && !self.after_nop {
            return Err(Violation {
                rule: "nop-before-dealloc-vgprs",
                what: "`s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)` must come right after an `s_nop`".into(),
                lane: None,
            });
        }
        Ok(())
    }

    fn check_lds_direct(&self, f: &Footprint, named: &dyn Fn(usize) -> String) -> Result<(), Violation> {
        let dst = RegSet { s: 0, v: f.writes.v };
        if let Some(wait) = f.kind.wait_vdst {
            // The newest VALU that reads or writes the destination, and how
            // many VALUs have issued since; a transcendental among them (or
            // that one) lets nothing be outstanding.
            let mut trans_seen = false;
            for (between, past) in self.recent_valus.iter().rev().enumerate() {
                trans_seen |= past.trans;
                if past.touched.intersects(&dst) {
                    let allowed = if trans_seen { 0 } else { between as u8 };
                    if wait > allowed {
                        return Err(Violation {
                            rule: "lds-direct-valu",
                            what: format!(
                                "wait_vdst:{wait} lets {} still be using the destination: needs wait_vdst:{allowed}",
                                named(past.inst)
                            ),
                            lane: None,
                        });
                    }
                    break;
                }
            }
        }
        if self.vmem_touched.intersects(&dst) {
            return Err(Violation {
                rule: "lds-direct-vmem",
                what: format!(
                    "the destination may still be read by {}: needs `s_waitcnt_depctr 0xff83` (vm_vsrc(0)) or a \
                     VALU between",
                    named(self.vmem_last)
                ),
                lane: None,
            });
        }
        Ok(())
    }

    /// Records an instruction as executed.
    pub fn record(&mut self, inst: usize, f: &Footprint) {
        let k = &f.kind;
        // What ends the transcendental and LDS-direct VALU windows.
        let export = f.access.is_some_and(|a| a.event == super::footprint::Event::Export) && !k.ldsdir;
        let ends_valu_windows = k.vmem || k.ds || export;
        if ends_valu_windows || k.depctr.is_some_and(|d| depctr_va_vdst(d) == 0) {
            self.trans_results.iter_mut().for_each(|t| *t = None);
            self.recent_valus.clear();
        }
        if k.valu {
            self.valus += 1;
            if k.trans {
                self.trans += 1;
            }
            for r in vgprs(&f.writes) {
                self.trans_results[r] = if k.trans { Some((self.valus, self.trans, inst)) } else { None };
            }
            if self.recent_valus.len() == LDS_DIRECT_WINDOW {
                self.recent_valus.pop_front();
            }
            self.recent_valus.push_back(RecentValu { inst, touched: f.reads.union(&f.writes), trans: k.trans });
            if !k.vnop {
                self.vcmpx = None;
            }
            if k.vcmpx {
                self.vcmpx = Some(inst);
            }
        }
        self.wmma = if k.wmma { Some((inst, RegSet { s: 0, v: f.writes.v })) } else { None };
        let export = f.access.is_some_and(|a| a.event == super::footprint::Event::Export) && !k.ldsdir;
        let ends_vmem_window = k.valu || export || k.waits_all || k.depctr.is_some_and(|d| depctr_vm_vsrc(d) == 0);
        if ends_vmem_window {
            self.vmem_touched = RegSet::default();
        }
        if k.vmem || k.ds {
            let touched = f.reads.union(&f.writes);
            self.vmem_touched = self.vmem_touched.union(&RegSet { s: 0, v: touched.v });
            self.vmem_last = inst;
        }
        self.after_nop = k.nop.is_some();
    }
}

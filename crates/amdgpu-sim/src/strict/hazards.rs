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
    /// may not be ready: the counts after it issued, and the instruction;
    /// an entry counts only while its era is `era` (ending every such
    /// window at once is a new era, not 256 stores).
    trans_results: Vec<TransResult>,
    era: u32,
    /// A transcendental result of this era may still be unready (most
    /// kernels have none, and skip the rule's work).
    trans_live: bool,
    /// The program has LDSDIR instructions: only then is the history the
    /// LDS-direct rules need kept.
    lds_direct: bool,
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

/// A transcendental result that may not be ready yet.
#[derive(Clone, Copy, Debug, Default)]
struct TransResult {
    valus: u64,
    trans: u64,
    inst: usize,
    era: u32,
}

impl Default for History {
    fn default() -> History {
        History {
            valus: 0,
            trans: 0,
            trans_results: vec![TransResult::default(); 256],
            era: 1,
            trans_live: false,
            lds_direct: true,
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
    /// The history of a wave that starts now (the storage is kept), in a
    /// program that has LDSDIR instructions or not.
    pub fn reset(&mut self, lds_direct: bool) {
        self.lds_direct = lds_direct;
        self.end_trans_windows();
        self.valus = 0;
        self.trans = 0;
        self.vcmpx = None;
        self.wmma = None;
        self.recent_valus.clear();
        self.vmem_touched = RegSet::default();
        self.after_nop = false;
    }

    /// Whether [`History::check`] can find anything at `f`.
    #[inline]
    pub fn needs_check(&self, f: &Footprint) -> bool {
        f.kind.hazard_checked || (f.kind.valu && self.trans_live)
    }

    /// Whether [`History::record`] changes anything for `f`: most
    /// instructions of most kernels touch no rule's state.
    #[inline]
    pub fn needs_record(&self, f: &Footprint) -> bool {
        // The other instructions that matter to a rule (VMEM, DS, exports,
        // waits) end windows: with none open, no LDS-direct history, and
        // no `s_nop` before, they change nothing.
        f.kind.hazard_recorded
            || self.trans_live
            || self.lds_direct
            || self.after_nop
            || (f.kind.valu && (self.vcmpx.is_some() || self.wmma.is_some()))
    }

    /// Whether instructions that [`Footprint::is_plain`] says are plain
    /// can neither break a rule here nor change what is kept but for
    /// [`History::plain_valus_ran`]: no transcendental result may be
    /// unready, no LDS-direct history is kept, and the previous instruction
    /// was no `s_nop`. (A `v_cmpx` or WMMA window matters only to a permlane
    /// or a WMMA, which are not plain.) Then [`History::needs_check`] is
    /// false for them, and [`History::record`] does what
    /// [`History::plain_valus_ran`] does.
    #[inline]
    pub fn calm(&self) -> bool {
        !(self.trans_live | self.lds_direct | self.after_nop)
    }

    /// A `v_cmpx` or WMMA waits for the next VALU instruction.
    #[inline]
    pub fn valu_windows_open(&self) -> bool {
        self.vcmpx.is_some() | self.wmma.is_some()
    }

    /// Plain instructions ran in a calm history, VALU ones among them
    /// (`not_nop`: other than `v_nop`): they end the `v_cmpx` and WMMA
    /// windows as [`History::record`] would.
    #[inline]
    pub fn plain_valus_ran(&mut self, not_nop: bool) {
        if not_nop {
            self.vcmpx = None;
        }
        self.wmma = None;
    }

    fn end_trans_windows(&mut self) {
        if !self.trans_live {
            return;
        }
        self.trans_live = false;
        self.era = self.era.wrapping_add(1);
        if self.era == 0 {
            self.trans_results.iter_mut().for_each(|t| t.era = 0);
            self.era = 1;
        }
    }

    /// Checks an instruction against the hazard rules before it runs.
    pub fn check(&self, f: &Footprint, text: &dyn Fn(usize) -> (u64, String)) -> Result<(), Violation> {
        let named = |i: usize| {
            let (offset, t) = text(i);
            format!("`{t}` at .text+0x{offset:x}")
        };
        if f.kind.valu && self.trans_live {
            // A transcendental result read by a VALU with fewer than six
            // VALUs or two transcendentals between.
            for r in vgprs(&f.reads) {
                let t = self.trans_results[r];
                if t.era == self.era {
                    let (between, trans_between, inst) = (self.valus - t.valus, self.trans - t.trans, t.inst);
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

    /// Records an instruction that touches no rule's state but stands
    /// between others (the dealloc message must follow its `s_nop` at once).
    #[inline]
    pub fn record_inert(&mut self) {
        self.after_nop = false;
    }

    /// Records an instruction as executed.
    pub fn record(&mut self, inst: usize, f: &Footprint) {
        let k = &f.kind;
        // What ends the transcendental and LDS-direct VALU windows.
        let export = f.access.is_some_and(|a| a.event == super::footprint::Event::Export) && !k.ldsdir;
        let ends_valu_windows = k.vmem || k.ds || export;
        if ends_valu_windows || k.depctr.is_some_and(|d| depctr_va_vdst(d) == 0) {
            self.end_trans_windows();
            self.recent_valus.clear();
        }
        if k.valu {
            self.valus += 1;
            if k.trans {
                self.trans += 1;
                self.trans_live = true;
            }
            if self.trans_live {
                for r in vgprs(&f.writes) {
                    let era = if k.trans { self.era } else { 0 };
                    self.trans_results[r] = TransResult { valus: self.valus, trans: self.trans, inst, era };
                }
            }
            if self.lds_direct {
                if self.recent_valus.len() == LDS_DIRECT_WINDOW {
                    self.recent_valus.pop_front();
                }
                self.recent_valus.push_back(RecentValu { inst, touched: f.reads.union(&f.writes), trans: k.trans });
            }
            if !k.vnop {
                self.vcmpx = None;
            }
            if k.vcmpx {
                self.vcmpx = Some(inst);
            }
        }
        // Only a VALU between two WMMAs resolves their hazard.
        if k.wmma {
            self.wmma = Some((inst, RegSet { s: 0, v: f.writes.v }));
        } else if k.valu {
            self.wmma = None;
        }
        let export = f.access.is_some_and(|a| a.event == super::footprint::Event::Export) && !k.ldsdir;
        let ends_vmem_window = k.valu || export || k.waits_all || k.depctr.is_some_and(|d| depctr_vm_vsrc(d) == 0);
        if ends_vmem_window {
            self.vmem_touched = RegSet::default();
        }
        if (k.vmem || k.ds) && self.lds_direct {
            let touched = f.reads.union(&f.writes);
            self.vmem_touched = self.vmem_touched.union(&RegSet { s: 0, v: touched.v });
            self.vmem_last = inst;
        }
        self.after_nop = k.nop.is_some();
    }
}

#[cfg(test)]
mod tests {
    use super::super::footprint::of_text;
    use super::*;

    /// Runs `program` through the rules; the first violation's rule and
    /// the index of the instruction it is at.
    fn first_violation(program: &[&str]) -> Option<(&'static str, usize)> {
        let mut h = History::default();
        let text = |i: usize| (4 * i as u64, program[i].to_string());
        for (i, line) in program.iter().enumerate() {
            let f = of_text(line, false);
            if let Err(v) = h.check(&f, &text) {
                return Some((v.rule, i));
            }
            let mut f = f;
            if let Some(n) = line.strip_prefix("s_waitcnt_depctr ") {
                f.kind.depctr = Some(u16::from_str_radix(n.trim_start_matches("0x"), 16).unwrap());
            }
            if let Some(n) = line.strip_prefix("s_nop ") {
                f.kind.nop = Some(n.parse().unwrap());
            }
            f.settle();
            h.record(i, &f);
        }
        None
    }

    #[test]
    fn trans_use_needs_six_valus_two_trans_or_a_wait() {
        let mut p = vec!["v_exp_f32_e32 v1, v2"];
        p.extend(["v_mov_b32_e32 v9, v8"; 5]);
        p.push("v_add_f32_e32 v3, v1, v1");
        assert_eq!(first_violation(&p), Some(("valu-trans-use", 6)));
        p.insert(1, "v_mov_b32_e32 v9, v8");
        assert_eq!(first_violation(&p), None);
        // SALU and s_nop do not count; a depctr va_vdst(0), a VMEM or two
        // transcendentals end it.
        let salu = ["v_rcp_f32_e32 v1, v2", "s_nop 7", "s_mov_b32 s0, 0", "v_mul_f32_e32 v3, v1, v1"];
        assert_eq!(first_violation(&salu), Some(("valu-trans-use", 3)));
        let waited = ["v_rcp_f32_e32 v1, v2", "s_waitcnt_depctr 0xfff", "v_mul_f32_e32 v3, v1, v1"];
        assert_eq!(first_violation(&waited), None);
        let vmem = ["v_rcp_f32_e32 v1, v2", "global_store_b32 v[4:5], v6, off", "v_mul_f32_e32 v3, v1, v1"];
        assert_eq!(first_violation(&vmem), None);
        let two = ["v_rcp_f32_e32 v1, v2", "v_sqrt_f32_e32 v7, v8", "v_log_f32_e32 v9, v8", "v_mul_f32_e32 v3, v1, v1"];
        assert_eq!(first_violation(&two), None);
        // Overwritten by an ordinary VALU: the later value is read.
        let over = ["v_rcp_f32_e32 v1, v2", "v_mov_b32_e32 v1, 0", "v_mul_f32_e32 v3, v1, v1"];
        assert_eq!(first_violation(&over), None);
    }

    #[test]
    fn wmma_reading_the_previous_wmmas_result_as_a_or_b() {
        let a = "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]";
        let b = "v_wmma_f32_16x16x16_f16 v[24:31], v[0:7], v[16:23], v[24:31]";
        assert_eq!(first_violation(&[a, b]), Some(("wmma-back-to-back", 1)));
        assert_eq!(first_violation(&[a, "v_nop", b]), None);
        // SALU and s_nop between do not resolve it.
        assert_eq!(first_violation(&[a, "s_nop 7", "s_mov_b32 s0, 0", b]), Some(("wmma-back-to-back", 3)));
        // The accumulator (C) may be the previous result.
        let c = "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]";
        assert_eq!(first_violation(&[a, c]), None);
    }

    #[test]
    fn lds_direct_waits_for_valus_and_vmem_using_its_destination() {
        let p = ["v_mov_b32_e32 v1, 0", "v_mov_b32_e32 v2, 0", "lds_direct_load v1 wait_vdst:2"];
        assert_eq!(first_violation(&p), Some(("lds-direct-valu", 2)));
        let p = ["v_mov_b32_e32 v1, 0", "v_mov_b32_e32 v2, 0", "lds_direct_load v1 wait_vdst:1"];
        assert_eq!(first_violation(&p), None);
        let p = ["v_mov_b32_e32 v1, 0", "v_exp_f32_e32 v2, v3", "lds_direct_load v1 wait_vdst:1"];
        assert_eq!(first_violation(&p), Some(("lds-direct-valu", 2)));
        let p = ["global_load_b32 v1, v[4:5], off", "lds_direct_load v1 wait_vdst:15"];
        assert_eq!(first_violation(&p), Some(("lds-direct-vmem", 1)));
        let p = ["global_store_b32 v[4:5], v1, off", "s_waitcnt_depctr 0xff83", "lds_direct_load v1 wait_vdst:15"];
        assert_eq!(first_violation(&p), None);
    }
}

//! Every memory, export and LDS-direct opcode of the gfx1100 table, printed
//! from a decoded word, against the strict-mode footprint: the counters the
//! simulator counts it under, and whether it reads EXEC and M0. The
//! expectation comes from the format and the mnemonic alone, as LLVM's
//! AMDGPU back end has it:
//!
//! - SMEM (SMInstructions.td) counts under LGKM_CNT (SIInsertWaitcnts counts
//!   every SMRD instruction there) and runs once for the wave: no EXEC;
//! - DS (DSInstructions.td: `LGKM_CNT = 1`, `Uses = [..., EXEC]`) counts
//!   under lgkmcnt, with and without gds, and reads EXEC;
//! - FLAT counts under lgkmcnt as well as under vmcnt when it returns data,
//!   or vscnt when it does not (gfx10+ counts stores and atomics without a
//!   return under VS_CNT);
//! - GLOBAL, SCRATCH, MUBUF, MTBUF and MIMG count under vmcnt when they
//!   return data, vscnt when they do not, and read EXEC;
//! - EXP (EXPInstructions.td: `EXP_CNT = 1`, `Uses = [EXEC]`, and M0 with
//!   row_en) counts under expcnt;
//! - LDSDIR (LDSDIRInstructions.td: `Uses = [M0, EXEC]`) counts under
//!   expcnt (SIInsertWaitcnts' EXP_LDS_ACCESS).

use amdgpu::format::{formats, Format};
use amdgpu_sim::strict::footprint::{self, Event, Footprint, EXEC_LO, M0};
use std::collections::BTreeSet;

/// The counters the footprint counts an instruction under.
fn counters(f: &Footprint) -> BTreeSet<&'static str> {
    let mut out = BTreeSet::new();
    if let Some(access) = f.access {
        out.insert(match access.event {
            Event::VmemRead => "vm",
            Event::VmemWrite => "vs",
            Event::Lds | Event::Gds | Event::Smem | Event::Message => "lgkm",
            Event::Export => "exp",
        });
        if access.flat {
            out.insert("lgkm");
        }
    }
    out
}

/// Whether a vector memory instruction's text writes a destination: the
/// loads, the sampling and query operations of MIMG, and the atomics that
/// return (glc).
fn returns(format: &str, mnemonic: &str, glc: bool) -> bool {
    let atomic = mnemonic.contains("atomic");
    if atomic {
        return glc;
    }
    match format {
        "MIMG" => {
            mnemonic.contains("load")
                || mnemonic.contains("sample")
                || mnemonic.contains("gather")
                || mnemonic.contains("get_")
                || mnemonic.contains("bvh")
        }
        _ => mnemonic.contains("load"),
    }
}

/// What LLVM says of an instruction: its counters, and whether it reads
/// EXEC and M0.
fn expected(format: &str, mnemonic: &str, text: &str, glc: bool) -> Option<(BTreeSet<&'static str>, bool, bool)> {
    let set = |names: &[&'static str]| names.iter().copied().collect::<BTreeSet<_>>();
    let vmem = |r: bool| if r { "vm" } else { "vs" };
    Some(match format {
        "SMEM" => (set(&["lgkm"]), false, false),
        "DS" => {
            // M0: the GDS forms, GWS, append and consume, ordered count and
            // the GS register updates (DSInstructions.td's pseudo-instructions
            // with has_m0_read that gfx11 selects; its LDS forms are the
            // `_gfx9` ones without). ds_nop and ds_bvh_stack_rtn_b32 keep the
            // class default there, which no real M0 use backs: left out.
            let m0 = text.split([' ', ',']).any(|w| w == "gds")
                || mnemonic.starts_with("ds_gws_")
                || matches!(
                    mnemonic,
                    "ds_append" | "ds_consume" | "ds_ordered_count" | "ds_add_gs_reg_rtn" | "ds_sub_gs_reg_rtn"
                );
            (set(&["lgkm"]), true, m0)
        }
        "FLAT" => (set(&[vmem(returns(format, mnemonic, glc)), "lgkm"]), true, false),
        "GLOBAL" | "SCRATCH" | "MUBUF" | "MTBUF" | "MIMG" => {
            // The cache invalidations are MUBUF words that neither read nor
            // write memory: SIInsertWaitcnts counts no event for them
            // (getMUBUFIsBufferInv), and they act on the whole cache.
            if matches!(mnemonic, "buffer_gl0_inv" | "buffer_gl1_inv") {
                return None;
            }
            (set(&[vmem(returns(format, mnemonic, glc))]), true, false)
        }
        "EXP" => (set(&["exp"]), true, text.split(' ').any(|w| w == "row_en")),
        "LDSDIR" => (set(&["exp"]), true, true),
        _ => return None,
    })
}

const FORMATS: [&str; 10] = ["SMEM", "DS", "FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF", "MIMG", "EXP", "LDSDIR"];

/// The texts of an opcode: its word with the fields that select it, and
/// with glc, gds and row_en set and not where the format has them.
fn texts(table: &amdgpu::Table, format: &Format, op: &amdgpu::table::OpDesc) -> Vec<(String, bool)> {
    let set = |bits: u64, name: &str, v: u64| format.field(name).map_or(bits, |f| f.set(bits, v));
    let mut base = set(format.value as u64, "op", op.opcode as u64);
    for (name, value) in op.fixed {
        base = format.field(name).map_or(base, |f| f.set(base, *value));
    }
    if format.name == "MIMG" {
        base = set(set(set(set(base, "dmask", 1), "vdata", 5), "vaddr", 4), "srsrc", 2);
        if op.mnemonic.contains("bvh") {
            // The ray-tracing opcodes take all four channels, unorm and r128.
            base = set(set(set(base, "dmask", 15), "unorm", 1), "r128", 1);
        }
    }
    let mut out = Vec::new();
    for variant in 0..8u64 {
        let (glc, gds, row) = (variant & 1, variant >> 1 & 1, variant >> 2 & 1);
        let bits = set(set(set(base, "glc", glc), "gds", gds), "row_en", row);
        let mut bytes = bits.to_le_bytes()[..4 * format.dwords as usize].to_vec();
        // Trailing words for the forms that read more (MIMG NSA).
        bytes.extend_from_slice(&[0; 8]);
        let Ok(inst) = amdgpu::decode(table, &bytes) else { continue };
        let text = amdgpu::print(table, &inst);
        if text.split(' ').next() != Some(op.mnemonic.as_str()) {
            continue;
        }
        let glc = glc == 1 && text.split([' ', ',']).any(|w| w == "glc");
        if !out.iter().any(|(t, _)| *t == text) {
            out.push((text, glc));
        }
    }
    out
}

#[test]
fn memory_opcodes_count_and_read_as_llvm_says() {
    let table = amdgpu::table("gfx1100").unwrap();
    let mut checked = BTreeSet::new();
    let mut failures = Vec::new();
    let mut undecoded = Vec::new();
    let mut count = 0;
    for op in table.ops.iter() {
        let format = &formats()[op.format];
        let name: &str = &format.name;
        if !FORMATS.contains(&name) {
            continue;
        }
        let texts = texts(table, format, op);
        if texts.is_empty() {
            undecoded.push(format!("{name} {}", op.mnemonic));
        }
        for (text, glc) in texts {
            count += 1;
            let Some((want, exec, m0)) = expected(name, &op.mnemonic, &text, glc) else { continue };
            let f = footprint::of_text(&text, glc);
            let got = (counters(&f), f.reads.has_sgpr(EXEC_LO), f.reads.has_sgpr(M0));
            if got != (want.clone(), exec, m0) {
                failures.push(format!("`{text}` (glc {glc}): LLVM {:?}, simulator {got:?}", (want, exec, m0)));
            }
            checked.insert(name.to_string() + " " + &op.mnemonic);
        }
    }
    assert!(failures.is_empty(), "{} disagreements:\n{}", failures.len(), failures.join("\n"));
    assert!(undecoded.is_empty(), "no text for {undecoded:?}");
    for name in FORMATS {
        assert!(checked.iter().any(|c| c.starts_with(&format!("{name} "))), "no {name} opcode checked");
    }
    // Every mnemonic of those formats but the two cache invalidations.
    let all: BTreeSet<String> = table
        .ops
        .iter()
        .filter(|op| FORMATS.contains(&&*formats()[op.format].name))
        .map(|op| formats()[op.format].name.to_string() + " " + &op.mnemonic)
        .collect();
    assert_eq!(checked.len() + 2, all.len());
    assert!(checked.len() > 400, "{}", checked.len());
    eprintln!("{count} texts of {} mnemonics agree with LLVM", checked.len());
}

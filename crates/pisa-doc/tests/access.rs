//! The read/written column of the gfx1100 pages against the simulator's
//! strict mode, which keeps its own account of the registers every
//! instruction reads and writes (`amdgpu_sim::strict::footprint`): for
//! each example, each register operand the page calls written must be
//! among the registers the simulator says the instruction writes, and each
//! one it calls read among those it reads.

use amdgpu_sim::strict::footprint::{self, RegSet};
use pisa_doc::{Isa, Page};

/// The registers an operand's text names, if it names any.
fn registers(text: &str) -> Option<RegSet> {
    let text = text.trim().trim_start_matches(['-', '|']).trim_end_matches('|');
    let text = text.strip_suffix(".l").or_else(|| text.strip_suffix(".h")).unwrap_or(text);
    let mut set = RegSet::default();
    let range = |body: &str| -> Option<(u32, u32)> {
        if let Some(inner) = body.strip_prefix('[').and_then(|b| b.strip_suffix(']')) {
            let (a, b) = inner.split_once(':')?;
            Some((a.parse().ok()?, b.parse().ok()?))
        } else {
            let n = body.parse().ok()?;
            Some((n, n))
        }
    };
    match text {
        "vcc" => [106, 107].iter().for_each(|c| set.add_sgpr(*c)),
        "vcc_lo" => set.add_sgpr(106),
        "vcc_hi" => set.add_sgpr(107),
        "exec" => [126, 127].iter().for_each(|c| set.add_sgpr(*c)),
        "exec_lo" => set.add_sgpr(126),
        "exec_hi" => set.add_sgpr(127),
        "m0" => set.add_sgpr(125),
        _ => {
            if let Some(body) = text.strip_prefix('v') {
                let (a, b) = range(body)?;
                (a..=b).for_each(|r| set.add_vgpr(r));
            } else if let Some(body) = text.strip_prefix('s') {
                let (a, b) = range(body)?;
                (a..=b).for_each(|r| set.add_sgpr(r));
            } else {
                return None;
            }
        }
    }
    (!set.is_empty()).then_some(set)
}

#[test]
fn operand_access_agrees_with_the_simulator_s_footprints() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for page in Isa::Gfx1100.pages() {
        let Page::Gfx1100(page) = page else { continue };
        for encoding in &page.encodings {
            // DPP and VOPD examples carry operands the page lists apart;
            // image operands are described from the format, not printed in order.
            if encoding.dpp.is_some() || encoding.format == "VOPD" || encoding.format == "MIMG" {
                continue;
            }
            let Some(example) = &encoding.example else { continue };
            let Some((_, operand_text)) = example.text.split_once(' ') else { continue };
            let pieces: Vec<&str> =
                operand_text.split(", ").map(|p| p.split_whitespace().next().unwrap_or("")).collect();
            if pieces.len() != encoding.operands.len() {
                continue;
            }
            // A returning atomic's shape: glc set, the old value written.
            let glc = example.text.split_whitespace().any(|word| word == "glc");
            let footprint = footprint::of_text(&example.text, glc);
            if footprint.reads.is_empty() && footprint.writes.is_empty() {
                continue;
            }
            for (operand, piece) in encoding.operands.iter().zip(&pieces) {
                let Some(regs) = registers(piece) else { continue };
                // Moves relative to M0 reach registers that depend on M0:
                // the simulator records which side is relative instead.
                let (reads, writes) = match &footprint.relative {
                    Some(relative) if operand.class.ends_with("offset by M0 at run time") => {
                        if operand.access == "written" {
                            (false, relative.destination.is_some())
                        } else {
                            (relative.source.is_some(), false)
                        }
                    }
                    _ => (footprint.reads.intersects(&regs), footprint.writes.intersects(&regs)),
                };
                let ok = match operand.access {
                    other if other.starts_with("written") => writes,
                    "read" => reads,
                    "read and written" => reads && writes,
                    // A returning atomic without glc only reads.
                    other if other.starts_with("read;") => reads,
                    _ => false,
                };
                checked += 1;
                if !ok {
                    failures.push(format!(
                        "{}: {} `{piece}` is {} on the page; the simulator {}",
                        example.text,
                        operand.name,
                        operand.access,
                        match (reads, writes) {
                            (true, true) => "reads and writes it",
                            (true, false) => "reads it",
                            (false, true) => "writes it",
                            (false, false) => "neither reads nor writes it",
                        }
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} disagree:\n{}", failures.len(), failures.join("\n"));
    assert!(checked > 2000, "only {checked} operands checked");
    eprintln!("{checked} operand accesses agree with the simulator");
}

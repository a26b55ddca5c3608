//! The prose of gfx1100 pages without pseudocode (memory, export, message,
//! wait and program-control instructions), checked claim by claim against
//! the code that runs the instructions:
//!
//! - the counters a page names against the simulator's wait-count
//!   classification (`amdgpu_sim::strict::footprint`), for an atomic with
//!   and without glc;
//! - that EXEC-masked instructions read EXEC there, and that those said to
//!   run once for the wave do not;
//! - the width, sign extension, d16 half, store/load direction, atomic
//!   operation, return value and two-address form against the simulator's
//!   handler for the mnemonic (where it runs it), and the width against the
//!   registers the example's data operand names;
//! - where an atomic returns the value before, against the opcode table's
//!   operand shapes;
//! - the offset ranges against the assembler, the two-address stride and
//!   the single offset against a run of the DS handler on LDS;
//! - s_waitcnt's fields against the simulator's decoding of the immediate;
//! - and that every page has pseudocode, prose, or is an ALU operation the
//!   simulator does not run (whose pseudocode waits for a handler to be
//!   checked against).

use amdgpu_sim::exec::{handler, Exec};
use amdgpu_sim::memory::Memory;
use amdgpu_sim::program::Program;
use amdgpu_sim::strict::footprint::{self, Event, Footprint};
use amdgpu_sim::wave::Wave;
use amdgpu_sim::HostSimd;
use pisa_doc::amd::AmdPage;
use pisa_doc::prose::{Facts, Prose};
use pisa_doc::{Isa, Page};
use std::collections::BTreeSet;

fn prose_pages() -> impl Iterator<Item = (&'static AmdPage, &'static Prose)> {
    Isa::Gfx1100.pages().iter().filter_map(|p| match p {
        Page::Gfx1100(amd) => amd.prose.as_deref().map(|prose| (amd, prose)),
        _ => None,
    })
}

/// The text an instruction of the page is written as: its example, or its
/// bare name.
fn text_of(page: &AmdPage) -> String {
    page.example.as_ref().map(|e| e.text.clone()).unwrap_or_else(|| page.name.clone())
}

/// The counters the simulator counts an instruction under.
fn counters(f: &Footprint) -> BTreeSet<&'static str> {
    let mut out = BTreeSet::new();
    if let Some(access) = f.access {
        out.insert(match access.event {
            Event::VmemRead => "vmcnt",
            Event::VmemWrite => "vscnt",
            Event::Lds | Event::Gds | Event::Smem | Event::Message => "lgkmcnt",
            Event::Export => "expcnt",
        });
        if access.flat {
            out.insert("lgkmcnt");
        }
    }
    out
}

/// Where the simulator's classification is known to differ from LLVM's,
/// and the page follows LLVM: (page, why).
/// None at present: s_atc_probe_buffer was one until the simulator counted
/// it as scalar memory.
const CLASSIFICATION_DIFFERS: &[(&str, &str)] = &[];

#[test]
fn counters_match_the_simulators_classification() {
    let mut checked = 0;
    for (page, prose) in prose_pages() {
        if CLASSIFICATION_DIFFERS.iter().any(|(n, _)| *n == page.name) {
            continue;
        }
        let text = text_of(page);
        let facts = &prose.facts;
        let plain = counters(&footprint::of_text(&text, false));
        let claimed: BTreeSet<&str> = facts.counters.iter().copied().collect();
        assert_eq!(
            claimed, plain,
            "{}: the page names {claimed:?}, the simulator counts `{text}` under {plain:?}",
            page.name
        );
        if facts.returns == Some("with glc") {
            let returning = counters(&footprint::of_text(&text, true));
            let claimed: BTreeSet<&str> = facts.counters_returning.iter().copied().collect();
            assert_eq!(claimed, returning, "{}: with glc", page.name);
            assert_ne!(facts.counters, facts.counters_returning, "{}", page.name);
        } else {
            assert!(facts.counters_returning.is_empty(), "{}", page.name);
        }
        checked += 1;
    }
    assert!(checked > 450, "{checked}");
    for (name, why) in CLASSIFICATION_DIFFERS {
        let page = prose_pages().find(|(p, _)| p.name == *name).expect("a page with prose");
        let sim = counters(&footprint::of_text(&text_of(page.0), false));
        assert!(!why.is_empty());
        assert!(
            sim != page.1.facts.counters.iter().copied().collect::<BTreeSet<_>>(),
            "{name} no longer differs: take it out of CLASSIFICATION_DIFFERS"
        );
    }
}

/// The counter names a page's words mention are those of its facts (and
/// the wait instructions' pages, which are about all of them).
#[test]
fn the_words_name_the_counters_of_the_facts() {
    for (page, prose) in prose_pages() {
        if prose.facts.kind == "wait" {
            continue;
        }
        // Outside code spans: advice to write `s_waitcnt lgkmcnt(0)` before
        // a barrier is not a claim about the barrier's own counter.
        let words: String = prose.paragraphs.join(" ").split('`').step_by(2).collect::<Vec<_>>().join(" ");
        for counter in ["vmcnt", "vscnt", "lgkmcnt", "expcnt"] {
            let claimed = prose.facts.counters.contains(&counter) || prose.facts.counters_returning.contains(&counter);
            // `s_waitcnt_vscnt` names vscnt through its instruction's name.
            let mentioned = words.contains(counter);
            assert_eq!(mentioned, claimed, "{}: {counter} {}", page.name, words);
        }
    }
}

/// Where the simulator's footprint leaves out EXEC and the page follows
/// LLVM: (page, why).
/// None at present: exp was one until the simulator's footprint read EXEC
/// for it.
const EXEC_DIFFERS: &[(&str, &str)] = &[];

#[test]
fn exec_masking_matches_the_simulator() {
    for (page, prose) in prose_pages() {
        let f = footprint::of_text(&text_of(page), prose.facts.returns == Some("with glc"));
        let reads_exec = f.reads.has_sgpr(126);
        let words = prose.paragraphs.join(" ");
        let differs = EXEC_DIFFERS.iter().any(|(n, _)| *n == page.name);
        assert!(!(differs && reads_exec), "{}: the simulator reads EXEC now: take it out of EXEC_DIFFERS", page.name);
        if prose.facts.exec_masked {
            assert!(reads_exec || differs, "{}: said to run under EXEC, but the simulator does not read it", page.name);
            assert!(words.contains("EXEC"), "{}", page.name);
        }
        if words.contains("EXEC plays no part") {
            assert!(!prose.facts.exec_masked && !reads_exec, "{}", page.name);
        }
    }
}

/// The simulator's handler of a page, if it runs one of its encodings.
fn sim_handler(page: &AmdPage) -> Option<amdgpu_sim::exec::Handler> {
    page.encodings.iter().find_map(|e| handler(&e.mnemonic, HostSimd::Baseline))
}

/// The simulator's atomic operation codes (exec.rs `atomic_op`).
fn atomic_code(op: &str, ty: &str) -> Option<u32> {
    let signed = ty.starts_with('i');
    Some(match op {
        "add" => 0,
        "sub" => 1,
        "min" if signed => 2,
        "min" => 3,
        "max" if signed => 4,
        "max" => 5,
        "and" => 6,
        "or" => 7,
        "xor" => 8,
        "swap" | "storexchg" => 9,
        "cmpswap" | "cmpstore" => 10,
        "inc" => 11,
        "dec" => 12,
        _ => return None,
    })
}

#[test]
fn widths_signs_halves_and_atomics_match_the_simulators_handlers() {
    let mut checked = 0;
    for (page, prose) in prose_pages() {
        let Some(h) = sim_handler(page) else { continue };
        let f: &Facts = &prose.facts;
        let arg = h.arg;
        let name = &page.name;
        let vmem = ["global", "flat", "scratch", "buffer"].contains(&f.space.unwrap_or(""));
        match (f.kind, f.space) {
            ("load" | "store", Some("constant")) => {
                // s_load: the argument is the dword count.
                assert_eq!(f.bytes, Some(4 * arg), "{name}");
            }
            ("load" | "store", Some(_)) if vmem || f.space == Some("lds") => {
                let code = arg & 0xff;
                let bytes = if code & 0xc0 != 0 { code & 0x3f } else { code };
                assert_eq!(f.bytes, Some(bytes), "{name}: bytes");
                assert_eq!(arg & 0x100 != 0, f.kind == "store", "{name}: direction");
                let half = match code & 0xc0 {
                    0x40 => Some("low"),
                    0x80 => Some("high"),
                    _ => None,
                };
                if f.kind == "load" {
                    assert_eq!(f.half, half, "{name}: d16 half");
                    assert_eq!(arg & 0x200 != 0, f.signed == Some(true), "{name}: sign extension");
                    if f.signed == Some(false) {
                        assert!(bytes < 4, "{name}: zero extension of a whole dword");
                    }
                } else if half.is_some() {
                    assert_eq!(f.half, half, "{name}: d16 half");
                }
                if f.space == Some("lds") {
                    assert_eq!(arg & 0x400 != 0, f.addresses == 2, "{name}: two addresses");
                    let unit = bytes * if arg & 0x800 != 0 { 64 } else { 1 };
                    assert_eq!(f.offset_unit, (arg & 0x400 != 0).then_some(unit), "{name}: offset unit");
                } else {
                    assert_eq!(arg & 0x400 != 0, f.space == Some("flat"), "{name}: flat");
                }
            }
            ("atomic", _) if f.atomic.is_some() => {
                let (op, ty) = f.atomic.clone().expect("atomic");
                let Some(code) = atomic_code(&op, &ty) else { continue };
                // ds_append/consume have handlers of no atomic family.
                if matches!(name.as_str(), "ds_append" | "ds_consume") {
                    continue;
                }
                assert_eq!(arg & 0xff, code, "{name}: the operation");
                assert_eq!(arg & 0x100 != 0, f.bytes == Some(8), "{name}: width");
                if f.space == Some("lds") {
                    assert_eq!(arg & 0x200 != 0, f.returns == Some("always"), "{name}: returns");
                } else {
                    assert_eq!(f.returns, Some("with glc"), "{name}");
                }
            }
            _ => continue,
        }
        checked += 1;
    }
    eprintln!("{checked} pages checked against their handlers");
    assert!(checked >= 200, "{checked}");
}

/// The width a page names against the registers its example's data operand
/// takes (the simulator's footprint of the text).
#[test]
fn widths_match_the_registers_of_the_examples() {
    let mut checked = 0;
    for (page, prose) in prose_pages() {
        let f = &prose.facts;
        let (Some(bytes), Some(example)) = (f.bytes, &page.example) else { continue };
        // The addtid forms have no address operand, which the footprint's
        // reading of the text assumes.
        if !matches!(f.kind, "load" | "store") || page.name.starts_with("lds_") || page.name.contains("addtid") {
            continue;
        }
        let fp = footprint::of_text(&example.text, false);
        let per_address = bytes.div_ceil(4);
        let expected = per_address * f.addresses;
        let count = |v: &[u64; 4]| v.iter().map(|w| w.count_ones()).sum::<u32>();
        let registers = if f.space == Some("constant") {
            fp.writes.s.count_ones()
        } else if f.kind == "load" {
            count(&fp.writes.v)
        } else {
            let data: Vec<u64> = fp.reads.v.iter().zip(&fp.address.v).map(|(r, a)| r & !a).collect();
            data.iter().map(|w| w.count_ones()).sum()
        };
        assert_eq!(registers, expected, "{}: {bytes} bytes × {} in `{}`", page.name, f.addresses, example.text);
        checked += 1;
    }
    eprintln!("{checked} widths checked against examples");
    assert!(checked >= 120, "{checked}");
}

/// "Returns the value before" only where the table has the atomic write
/// its data back: always (a written VDST in every shape), with glc (the
/// table says the shape with glc writes it), or never.
#[test]
fn returned_values_match_the_table() {
    for (page, prose) in prose_pages() {
        let Some(returns) = prose.facts.returns else { continue };
        let accesses: Vec<&str> = page.encodings.iter().flat_map(|e| e.operands.iter().map(|o| o.access)).collect();
        let written = accesses.iter().any(|a| a.contains("written"));
        let with_glc = accesses.iter().any(|a| a.contains("written") && a.contains("glc"));
        let words = prose.paragraphs.join(" ");
        match returns {
            "with glc" => {
                assert!(with_glc, "{}: the table's shapes do not return with glc", page.name);
                assert!(words.contains("With `glc`"), "{}", page.name);
            }
            "always" => {
                assert!(written && !with_glc, "{}: {accesses:?}", page.name);
                assert!(!words.contains("Nothing is returned") && words.contains("before"), "{}", page.name);
            }
            "never" => {
                assert!(!written, "{}: {accesses:?}", page.name);
                assert!(words.contains("Nothing is returned"), "{}", page.name);
            }
            other => panic!("{}: {other}", page.name),
        }
        if prose.facts.kind != "atomic" {
            panic!("{}: a return value on a page of kind {}", page.name, prose.facts.kind);
        }
    }
    // And every page whose table shapes return with glc says so.
    for (page, prose) in prose_pages() {
        let with_glc = page
            .encodings
            .iter()
            .flat_map(|e| e.operands.iter())
            .any(|o| o.access.contains("written") && o.access.contains("glc"));
        if with_glc {
            assert_eq!(prose.facts.returns, Some("with glc"), "{}", page.name);
        }
    }
}

/// The offset range each page states: the largest and smallest offsets
/// assemble, one past either does not.
#[test]
fn offset_ranges_match_the_assembler() {
    let table = amdgpu::table("gfx1100").expect("gfx1100");
    let mut checked = 0;
    for (page, prose) in prose_pages() {
        let (Some((lo, hi)), Some(example)) = (prose.facts.offset_range, &page.example) else { continue };
        // The offset goes after the operands, before the other options
        // (llvm-mc's order).
        let words: Vec<&str> = example.text.split(' ').filter(|w| !w.starts_with("offset:")).collect();
        let mut last_operand = (1..words.len()).find(|&k| !words[k].ends_with(',')).unwrap_or(words.len() - 1);
        while words.get(last_operand + 1).is_some_and(|w| matches!(*w, "idxen" | "offen") || w.starts_with("format:")) {
            last_operand += 1;
        }
        let with = |n: i64| {
            let mut w: Vec<String> = words.iter().map(|s| s.to_string()).collect();
            w.insert(last_operand + 1, format!("offset:{n}"));
            w.join(" ")
        };
        let ok = |n: i64| amdgpu::asm::assemble(table, &with(n)).is_ok();
        assert!(ok(hi), "{}: `{}` does not assemble", page.name, with(hi));
        assert!(!ok(hi + 1), "{}: `{}` assembles", page.name, with(hi + 1));
        assert!(ok(lo), "{}: `{}` does not assemble", page.name, with(lo));
        assert!(!ok(lo - 1), "{}: `{}` assembles", page.name, with(lo - 1));
        let words = prose.paragraphs.join(" ");
        assert!(words.contains(&format!("{lo} to {hi}")), "{}: the range is not in the words", page.name);
        checked += 1;
    }
    eprintln!("{checked} offset ranges checked");
    assert!(checked >= 300, "{checked}");
}

/// Runs one DS instruction on lane 0 of a wave with `lds`, after `setup`.
fn run_ds(text: &str, wave: &mut Wave, lds: &mut [u8]) {
    let table = amdgpu::table("gfx1100").expect("gfx1100");
    let out = amdgpu::asm::assemble(table, text).unwrap_or_else(|e| panic!("`{text}`: {e:?}"));
    let program = Program::new(table, &out.bytes, HostSimd::Baseline);
    let d = &program.insts[0];
    let memory = Memory::default();
    let mut x = Exec { wave, memory: &memory, lds, program: &program };
    d.entry.call(&mut x, d).unwrap_or_else(|trap| panic!("`{text}`: {trap:?}"));
}

/// The two-address forms put their values where the page says (ADDR +
/// offsetN × unit), and the one-address forms at ADDR + offset bytes:
/// run through the simulator on LDS.
#[test]
fn ds_addresses_match_a_run_of_the_simulator() {
    let mut checked = 0;
    for (page, prose) in prose_pages() {
        let f = &prose.facts;
        if f.space != Some("lds") || !matches!(f.kind, "load" | "store") || !page.name.starts_with("ds_") {
            continue;
        }
        if sim_handler(page).is_none() || page.name.contains("addtid") {
            continue;
        }
        let bytes = f.bytes.expect("bytes") as usize;
        let regs = bytes.div_ceil(4);
        let base = 40usize;
        let range = |first: usize| {
            if regs == 1 {
                format!("v{first}")
            } else {
                format!("v[{first}:{}]", first + regs - 1)
            }
        };
        // (offset field text, byte offset of each address)
        let (options, places): (String, Vec<usize>) = match f.offset_unit {
            Some(unit) => ("offset0:1 offset1:3".into(), vec![unit as usize, 3 * unit as usize]),
            None => ("offset:6".into(), vec![6]),
        };
        let mut wave = Wave::new(0);
        wave.s[126] = 1;
        wave.v[1][0] = base as u32;
        let mut lds = vec![0u8; 1 << 16];
        if f.kind == "store" {
            let mut values = Vec::new();
            for k in 0..places.len() {
                for r in 0..regs {
                    let v = 0x8070_6050u32.wrapping_add((k * 16 + r) as u32 * 0x0101_0101);
                    wave.v[10 + 8 * k + r][0] = v;
                    values.push(v);
                }
            }
            let data: Vec<String> = (0..places.len()).map(|k| range(10 + 8 * k)).collect();
            let text = format!("{} v1, {} {options}", page.name, data.join(", "));
            run_ds(&text, &mut wave, &mut lds);
            for (k, place) in places.iter().enumerate() {
                let at = base + place;
                let mut expected: Vec<u8> =
                    values[k * regs..(k + 1) * regs].iter().flat_map(|v| v.to_le_bytes()).collect();
                expected.truncate(bytes);
                assert_eq!(&lds[at..at + bytes], &expected[..], "{}: `{text}` address {k}", page.name);
            }
            let touched = lds.iter().filter(|b| **b != 0).count();
            assert!(touched <= bytes * places.len(), "{}: `{text}` wrote elsewhere", page.name);
        } else {
            for (k, b) in lds.iter_mut().enumerate() {
                *b = (k * 7 + 3) as u8;
            }
            let total = regs * places.len();
            let dst = if total == 1 { "v10".to_string() } else { format!("v[10:{}]", 10 + total - 1) };
            let text = format!("{} {dst}, v1 {options}", page.name);
            run_ds(&text, &mut wave, &mut lds);
            for (k, place) in places.iter().enumerate() {
                let at = base + place;
                let got: Vec<u8> = (0..regs).flat_map(|r| wave.v[10 + k * regs + r][0].to_le_bytes()).collect();
                if bytes >= 4 {
                    assert_eq!(&got[..bytes], &lds[at..at + bytes], "{}: `{text}` address {k}", page.name);
                } else {
                    // Narrow loads: the low bytes, extended as the page says.
                    let raw = lds[at..at + bytes].iter().rev().fold(0u32, |a, b| a << 8 | *b as u32);
                    let extended = match f.signed {
                        Some(true) if bytes == 1 => raw as u8 as i8 as i32 as u32,
                        Some(true) => raw as u16 as i16 as i32 as u32,
                        _ => raw,
                    };
                    assert_eq!(wave.v[10][0], extended, "{}: `{text}`", page.name);
                }
            }
        }
        checked += 1;
    }
    eprintln!("{checked} DS pages run");
    assert!(checked >= 15, "{checked}");
}

/// s_waitcnt's page gives the fields where the simulator decodes them, and
/// the values that wait on nothing.
#[test]
fn waitcnt_fields_match_the_simulator() {
    let (_, prose) = prose_pages().find(|(p, _)| p.name == "s_waitcnt").expect("s_waitcnt has prose");
    let words = prose.paragraphs.join(" ");
    // Each counter's field: the bits whose clearing changes its bound.
    let all = footprint::waitcnt_fields(0xffff);
    assert_eq!(all, footprint::Wait::default(), "all ones waits on nothing");
    let mut maxima = Vec::new();
    for (name, get) in [
        ("vmcnt", (|w: footprint::Wait| w.vm) as fn(footprint::Wait) -> Option<u32>),
        ("lgkmcnt", |w| w.lgkm),
        ("expcnt", |w| w.exp),
    ] {
        let bits: Vec<u32> = (0..16).filter(|b| get(footprint::waitcnt_fields(0xffff ^ (1 << b))).is_some()).collect();
        let (lo, hi) = (bits[0], bits[bits.len() - 1]);
        assert_eq!(bits.len() as u32, hi - lo + 1);
        assert!(words.contains(&format!("{name} in bits {hi}:{lo}")), "{name} in bits {hi}:{lo}: {words}");
        maxima.push(((1u32 << (hi - lo + 1)) - 1).to_string());
    }
    assert!(words.contains(&format!("({})", maxima.join(", "))), "{maxima:?}");
}

/// The page's prose is on the page, in the terminal and in HTML, and in
/// the JSON.
#[test]
fn pages_show_their_prose() {
    let style = pisa_doc::text::Style { color: false };
    let squash = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let dir = std::env::temp_dir().join(format!("pisa-doc-prose-{}", std::process::id()));
    let mut shown = 0;
    for page in Isa::Gfx1100.pages() {
        let Page::Gfx1100(amd) = page else { continue };
        let Some(prose) = &amd.prose else { continue };
        assert!(amd.semantics.is_none(), "{}: both pseudocode and prose", amd.name);
        let text = squash(&pisa_doc::text::render(page, style));
        assert!(!text.contains(pisa_doc::text::SEMANTICS_MISSING), "{}", amd.name);
        for p in &prose.paragraphs {
            assert!(text.contains(&squash(p)), "{}: `{p}` is not on the page", amd.name);
        }
        let json = serde_json::to_value(page).expect("json");
        assert_eq!(json["prose"]["paragraphs"].as_array().map(|a| a.len()), Some(prose.paragraphs.len()));
        shown += 1;
    }
    assert!(shown > 450, "{shown}");
    // HTML: one page's paragraphs, code spans and all.
    let page = pisa_doc::find("ds_load_2addr_b32", None).expect("page");
    pisa_doc::html::write_site(&dir).expect("site");
    let html = std::fs::read_to_string(dir.join("gfx1100").join("ds_load_2addr_b32.html")).expect("page file");
    let Page::Gfx1100(amd) = page else { panic!() };
    assert!(html.contains("<div class=\"prose\">"));
    for p in &amd.prose.as_ref().expect("prose").paragraphs {
        let first = p.split('`').next().unwrap_or("").replace('&', "&amp;").replace('\'', "&#39;");
        assert!(html.contains(first.trim()), "`{first}` is not in the HTML");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// ALU formats: their opcodes' semantics are pseudocode, written once the
/// simulator runs them (tests/semantics.rs checks every entry against it).
const ALU_FORMATS: &[&str] =
    &["SOP1", "SOP2", "SOPC", "SOPK", "VOP1", "VOP2", "VOP3", "VOP3P", "VOPC", "VINTERP", "VOPD"];

/// Every gfx1100 page has pseudocode or prose, but for the ALU operations
/// the simulator does not implement: their pseudocode waits for a handler
/// to check it against. Those are listed (on stderr) and counted here.
#[test]
fn every_page_has_pseudocode_prose_or_a_reason() {
    let mut without = Vec::new();
    for page in Isa::Gfx1100.pages() {
        let Page::Gfx1100(amd) = page else { continue };
        if amd.semantics.is_some() || amd.prose.is_some() {
            continue;
        }
        let alu = amd.encodings.iter().all(|e| ALU_FORMATS.iter().any(|f| e.format.split('_').next() == Some(*f)));
        let runs = amd.encodings.iter().any(|e| handler(&e.mnemonic, HostSimd::Baseline).is_some());
        assert!(
            alu && !runs,
            "{} ({}) has neither pseudocode nor prose, and is not an ALU operation the simulator lacks",
            amd.name,
            amd.category
        );
        without.push(amd.name.as_str());
    }
    eprintln!(
        "{} pages wait for pseudocode (ALU operations the simulator does not implement): {}",
        without.len(),
        without.join(" ")
    );
    // None of the memory, export, message or control categories.
    assert!(without.iter().all(|n| n.starts_with("v_") || n.starts_with("s_")));
}

/// The atomic operations the pages describe, run in the simulator's DS
/// handlers on LDS: the value stored is the one [`atomic_value`] (the
/// function beside the words) gives, and a `_rtn` form returns the value
/// before.
#[test]
fn ds_atomics_store_what_the_words_say() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut checked = 0;
    for (page, prose) in prose_pages() {
        let f = &prose.facts;
        let (Some((op, ty)), Some(bytes)) = (&f.atomic, f.bytes) else { continue };
        if f.space != Some("lds") || f.addresses != 1 || sim_handler(page).is_none() {
            continue;
        }
        if matches!(page.name.as_str(), "ds_append" | "ds_consume") {
            continue;
        }
        let words = prose.paragraphs.join(" ");
        let regs = (bytes / 4) as usize;
        let range =
            |first: usize| if regs == 1 { format!("v{first}") } else { format!("v[{first}:{}]", first + regs - 1) };
        let two_data = matches!(op.as_str(), "cmpswap" | "cmpstore" | "mskor" | "wrap");
        for trial in 0..64 {
            let mask = if bytes == 8 { u64::MAX } else { 0xffff_ffff };
            let pick = |r: u64, old: u64| match r % 6 {
                0 => 0,
                1 => 1,
                2 => old,
                3 => old.wrapping_add(1),
                4 => mask,
                _ => r >> 3,
            };
            let old = if trial % 5 == 0 { next() % 3 } else { next() } & mask;
            let a = pick(next(), old) & mask;
            let b = pick(next(), old) & mask;
            let Some(expected) = pisa_doc::prose::atomic_value(op, ty, old, a, b) else { break };
            let mut wave = Wave::new(0);
            wave.s[126] = 1;
            wave.v[1][0] = 64;
            for r in 0..regs {
                wave.v[2 + r][0] = (a >> (32 * r)) as u32;
                wave.v[4 + r][0] = (b >> (32 * r)) as u32;
                wave.v[10 + r][0] = 0xdead_beef;
            }
            let mut lds = vec![0u8; 256];
            lds[64..64 + bytes as usize].copy_from_slice(&old.to_le_bytes()[..bytes as usize]);
            let data = if two_data { format!("{}, {}", range(2), range(4)) } else { range(2) };
            let rtn = f.returns == Some("always");
            let text = if rtn {
                format!("{} {}, v1, {data}", page.name, range(10))
            } else {
                format!("{} v1, {data}", page.name)
            };
            run_ds(&text, &mut wave, &mut lds);
            let stored = u64::from_le_bytes(lds[64..72].try_into().expect("8 bytes")) & mask;
            assert_eq!(
                stored, expected,
                "{}: `{text}` with MEM {old:#x}, data {a:#x}, {b:#x}: the page says {words}",
                page.name
            );
            if rtn {
                let got = (0..regs).fold(0u64, |acc, r| acc | (wave.v[10 + r][0] as u64) << (32 * r));
                assert_eq!(got, old, "{}: `{text}` returns", page.name);
            }
        }
        checked += 1;
    }
    eprintln!("{checked} DS atomics run");
    assert!(checked >= 30, "{checked}");
}

/// Every integer atomic a page describes has a rule in `atomic_value`, so
/// that the words and the function cover the same operations.
#[test]
fn every_integer_atomic_has_a_value_rule() {
    for (page, prose) in prose_pages() {
        let Some((op, ty)) = &prose.facts.atomic else { continue };
        if ty.starts_with('f') {
            continue;
        }
        assert!(pisa_doc::prose::atomic_value(op, ty, 5, 3, 2).is_some(), "{}: {op} {ty}", page.name);
    }
}

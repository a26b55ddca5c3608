//! The pseudocode of the PISA pages (`text/pisa.sem`), checked two ways.
//!
//! Structurally, every entry: the file parses, every page has exactly one
//! entry and every entry a page, and for every form of the page and a
//! spread of its qualifier choices, a part of the entry applies and names
//! only the form's operands and qualifiers, locals set before, and known
//! functions, reads every operand the form reads and writes every operand
//! the form writes.
//!
//! By running it, wherever the part that applies calls only functions the
//! interpreter computes ([`Entry::runs`]): for every form of the page with
//! such a part and up to `CHOICES` qualifier choices of it that the
//! verifier accepts, the instruction runs on the
//! reference emulator in `LANES` work-items, each with its own random or
//! edge-case operands (now and then an integer source is an immediate),
//! and [`pisa_semantics::run`] must give the same bits for every written
//! operand (and the memory cell of an atomic, load or store). Each such form
//! runs at least once; the page says which forms run. Sub-group
//! instructions get a lane mask that is the same across each sub-group,
//! and some work-items end before the instruction; atomics reach a cell of
//! each work-item's own in global memory, directly or through a generic
//! address.

use pisa::isa::{self, Form, Interp, OperandKind, Qual};
use pisa_doc::pisa_semantics::{self, Entry, Env, Operand, Read};
use pisa_float::Format;

/// Qualifier choices run per form.
const CHOICES: usize = 48;
/// Work-items per run, each with its own inputs.
const LANES: usize = 256;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The table's forms of each page, by page name.
fn pages() -> Vec<(&'static str, Vec<&'static Form>)> {
    let table = isa::table();
    table.instructions.iter().map(|i| (i.name, i.forms.iter().map(|id| table.form(*id)).collect())).collect()
}

/// What is wrong with the pairing of entries and pages.
fn coverage(entries: &[Entry]) -> Vec<String> {
    let mut problems = Vec::new();
    let pages = pages();
    for (name, _) in &pages {
        match entries.iter().filter(|e| e.name == *name).count() {
            1 => {}
            0 => problems.push(format!("page `{name}` has no entry")),
            n => problems.push(format!("page `{name}` has {n} entries")),
        }
    }
    for e in entries {
        if !pages.iter().any(|(name, _)| *name == e.name) {
            problems.push(format!("line {}: entry `{}` has no page", e.line, e.name));
        }
    }
    problems
}

#[test]
fn the_file_parses_and_pairs_with_the_pages() {
    let entries = pisa_semantics::parse(pisa_semantics::SOURCE).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(entries.len(), pisa_semantics::entries().len());
    let problems = coverage(&entries);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert_eq!(entries.len(), isa::table().instructions.len());
}

#[test]
fn an_entry_without_a_page_or_a_page_without_an_entry_is_caught() {
    let extra = format!("{}\n## iaddx\n    dst = src0\n", pisa_semantics::SOURCE);
    let entries = pisa_semantics::parse(&extra).unwrap();
    let problems = coverage(&entries);
    assert!(problems.iter().any(|p| p.contains("`iaddx` has no page")), "{problems:?}");
    let fewer: Vec<Entry> = pisa_semantics::entries().iter().filter(|e| e.name != "fence").cloned().collect();
    assert!(coverage(&fewer).iter().any(|p| p.contains("`fence` has no entry")));
    let twice = format!("{}\n## fence\n    order_memory(.global, .acquire, .gpu)\n", pisa_semantics::SOURCE);
    let entries = pisa_semantics::parse(&twice).unwrap();
    assert!(coverage(&entries).iter().any(|p| p.contains("`fence` has 2 entries")));
}

#[test]
fn the_parser_refuses_what_is_not_the_notation() {
    for bad in [
        "## x\n    dst = src0 +\n",
        "## x\n    dst = (src0\n",
        "## x\n    if src0:\n    dst = 1\n",
        "## x\n    when .type == .32b:\n        dst = 1\n    dst = 2\n",
        "## x\n    otherwise:\n        dst = 1\n",
        "## x\n    for i = 0 3:\n        dst = 1\n",
        "## x\n    src0 + 1\n",
        "## x\n    dst = src0 $ 1\n",
        "## x\ndst = src0\n",
        "dst = src0\n",
        "## x\n",
    ] {
        assert!(pisa_semantics::parse(bad).is_err(), "parsed: {bad:?}");
    }
}

/// The structural problems of `entry` on every form of its page.
fn structure(entry: &Entry, forms: &[&Form]) -> Vec<String> {
    let mut problems = Vec::new();
    for form in forms {
        let shape = pisa_semantics::shape(forms, form);
        for binding in pisa_semantics::bindings(forms, form, 256) {
            for p in entry.check(&shape, &binding) {
                let p = format!("{} (form `{}`): {p}", entry.name, form.syntax);
                if !problems.contains(&p) {
                    problems.push(p);
                }
            }
        }
    }
    problems
}

#[test]
fn every_entry_fits_every_form_of_its_page() {
    let mut problems = Vec::new();
    let (mut forms_checked, mut executable_pages) = (0, 0);
    for (name, forms) in pages() {
        let Some(entry) = pisa_semantics::find(name) else { continue };
        problems.extend(structure(entry, &forms));
        forms_checked += forms.len();
        executable_pages += !entry.running_forms(&forms).is_empty() as usize;
    }
    eprintln!(
        "structure: {forms_checked} forms of {} pages; {executable_pages} entries run, in part or whole",
        pages().len()
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_structural_slip_is_caught() {
    for (name, right, wrong, expect) in [
        ("iadd", "sum = src0 + src1", "sum = src0 + src2", "`src2` is neither"),
        ("iadd", "sum = src0 + src1", "src0 = src0 + src1", "is read, not written"),
        ("not", "dst = ~src0", "dst = bitnot(src0)", "no function is called `bitnot`"),
        ("not", "dst = ~src0", "dst = min(src0)", "takes 2 to 2 arguments"),
        ("fadd", "dst = .dsat ? saturate(r) : r", "dst = .sat ? saturate(r) : r", "`.sat` is neither"),
        ("cbit", "dst = count", "dst = cnt", "`cnt` is neither"),
        ("shf", "if .dir == .l:", "if .type == .l:", ""),
        ("uaddc", "when .ci:", "when .co:", "`carry-in` is neither"),
        ("sel", "when form \"Select based on predicate\":", "when form \"Select on predicate\":", "no form"),
        ("ineg", "dst = -src0", "x = -src0", "`dst` is never assigned"),
        ("bfi", "offset = src3[4:0]", "offset = 0", "`src3` is never read"),
        ("fatom", "new = old[w - 1 : 0] == src0[w - 1 : 0] ? src1 : old", "new = old", "`src1` is never read"),
    ] {
        let source = pisa_semantics::SOURCE.replacen(right, wrong, 1);
        assert_ne!(source, pisa_semantics::SOURCE, "{name}: `{right}` is not in the file");
        let entries = pisa_semantics::parse(&source).unwrap_or_else(|e| panic!("{e}"));
        let entry = entries.iter().find(|e| e.name == name).unwrap();
        let forms = pages().into_iter().find(|(n, _)| *n == name).unwrap().1;
        let problems = structure(entry, &forms);
        let caught = if expect.is_empty() {
            // `.type == .l` parses and names real words; only running it
            // can tell (the executable check catches it below).
            true
        } else {
            problems.iter().any(|p| p.contains(expect))
        };
        assert!(caught, "{name} with `{wrong}`: {problems:?}");
    }
}

// ---- running against the emulator -----------------------------------------

/// One operand of a form under some qualifiers, as the harness moves it.
#[derive(Clone, Debug)]
struct Slot {
    name: String,
    written: bool,
    /// A predicate (moved as a 32-bit 0 or 1).
    pred: bool,
    negatable: bool,
    /// The register: `.reg .32b`, `.reg .v2.16b`...
    decl: String,
    bits: u32,
    read: Read,
    elem: Option<(u32, Read)>,
    /// An address in brackets (of an atomic): a register pointing at the
    /// work-item's memory cell.
    mem: bool,
}

/// Where a work-item's memory cell is in its record, and the address the
/// pseudocode is given for it.
const CELL: usize = 48;
const CELL_ADDRESS: u64 = 0x1000;

fn format_of(q: Qual) -> Option<Format> {
    Some(match q.to_string().as_str() {
        ".hf" | ".hfx2" => Format::Hf,
        ".bf" | ".bfx2" => Format::Bf,
        ".f" => Format::F,
        ".df" => Format::Df,
        _ => return None,
    })
}

/// The operands of `form` with the qualifiers of `binding`, or why the
/// harness cannot hold them.
fn slots(form: &Form, binding: &[(String, Option<String>)]) -> Result<Vec<Slot>, String> {
    let given = |slot: isa::Slot| -> Option<Qual> {
        let spec = form.slots.iter().find(|s| s.slot == slot)?;
        let name = pisa_semantics::slot_name(spec);
        let value = binding.iter().find(|(n, _)| *n == name)?.1.as_ref()?;
        Qual::parse_part(value).or_else(|| spec.values.iter().copied().find(|v| v.to_string() == *value))
    };
    let mut out = Vec::new();
    for (index, op) in form.operands.iter().enumerate() {
        let kinds = op.kinds;
        let memory_op =
            matches!(form.opcode, isa::Opcode::Iatom | isa::Opcode::Fatom | isa::Opcode::Ld | isa::Opcode::St);
        if kinds.has(OperandKind::Mem) && memory_op {
            // Global memory, directly or through a generic address.
            if given(isa::Slot::Addrspace).is_some_and(|q| ![".global", ".generic"].contains(&q.to_string().as_str())) {
                return Err("not global memory".into());
            }
            out.push(Slot {
                name: op.name.to_string(),
                written: false,
                pred: false,
                negatable: false,
                decl: ".64b".into(),
                bits: 64,
                read: Read::Unsigned,
                elem: None,
                mem: true,
            });
            continue;
        }
        // A register that may be a vector is a scalar when no `.vec` is given.
        let scalar = kinds.has(OperandKind::Reg) && given(isa::Slot::Vec).is_none();
        for k in [OperandKind::Vec, OperandKind::Vec32, OperandKind::Mem, OperandKind::Var, OperandKind::Label] {
            if kinds.has(k) && !(scalar && k == OperandKind::Vec) {
                return Err(format!("`{}` may be a {k:?}", op.name));
            }
        }
        if kinds.has(OperandKind::Func) || kinds.has(OperandKind::Void) {
            return Err(format!("`{}` is a function or void", op.name));
        }
        let name = op.name.to_string();
        if kinds.has(OperandKind::Pred) {
            out.push(Slot {
                name,
                written: op.written,
                pred: true,
                negatable: op.negatable,
                decl: ".pred".into(),
                bits: 1,
                read: Read::Unsigned,
                elem: None,
                mem: false,
            });
            continue;
        }
        let int_read = if op.interp == Interp::Signed { Read::Signed } else { Read::Unsigned };
        if kinds.has(OperandKind::Packed) || kinds.has(OperandKind::X2x16) {
            let ty = if op.written { given(isa::Slot::To) } else { given(isa::Slot::From) }
                .or_else(|| given(isa::Slot::Type))
                .ok_or("a packed operand without a type")?;
            let (count, each) = ty.packed_shape().ok_or("a packed operand of a scalar type")?;
            let read = format_of(ty).map_or(int_read, Read::Float);
            out.push(Slot {
                name,
                written: op.written,
                pred: false,
                negatable: false,
                decl: format!(".v{count}.{each}b"),
                bits: count * each,
                read: Read::Unsigned,
                elem: Some((each, read)),
                mem: false,
            });
            continue;
        }
        let class = form.immediate_class(index, &given).ok_or_else(|| format!("`{}` has no fixed width", op.name))?;
        let read = if class.float {
            let format = match class.ty.and_then(format_of) {
                Some(f) => f,
                None if class.bits == 32 => Format::F,
                None if class.bits == 64 => Format::Df,
                None => return Err("a float of no format".into()),
            };
            Read::Float(format)
        } else {
            int_read
        };
        if ![8, 16, 32, 64].contains(&class.bits) {
            return Err(format!("a {}-bit register", class.bits));
        }
        out.push(Slot {
            name,
            written: op.written,
            pred: false,
            negatable: false,
            decl: format!(".{}b", class.bits),
            bits: class.bits,
            read,
            elem: None,
            mem: false,
        });
    }
    Ok(out)
}

/// The mnemonic with the qualifiers of `binding`, in the syntax's order.
fn mnemonic(form: &Form, binding: &[(String, Option<String>)]) -> String {
    let pattern = form.mnemonic_pattern();
    let base_end = pattern.find(['.', '<']).unwrap_or(pattern.len());
    let mut out = pattern[..base_end].to_string();
    let rest = pattern[base_end..].replace(['<', '>'], "");
    for part in rest.split('.').filter(|p| !p.is_empty()) {
        let part = format!(".{part}");
        match binding.iter().find(|(n, _)| *n == part) {
            Some((_, Some(value))) => out.push_str(value),
            Some((_, None)) => {}
            None => out.push_str(&part),
        }
    }
    out
}

/// A random or edge-case value of `bits` bits read as `read`.
fn value(rng: &mut Rng, bits: u32, read: Read) -> u64 {
    let mask = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
    if let Read::Float(format) = read {
        let sign = 1u64 << (format.bits() - 1);
        let edges = [
            0,
            sign,
            format.one(),
            format.one() | sign,
            format.one() - 1,
            format.one() + 1,
            format.max_finite(false),
            format.max_finite(true),
            format.infinity(false),
            format.infinity(true),
            format.infinity(false) | (1u64 << (format.man_bits() - 1)),
            format.infinity(false) | 1,
            1,
            sign | 3,
            (1u64 << format.man_bits()) - 1,
            1u64 << format.man_bits(),
        ];
        return match rng.below(4) {
            0 => edges[rng.below(edges.len())] & format.mask(),
            // Values near 1 to a few thousand, of either sign.
            1 => {
                let exponent_bias = (1u64 << (format.exp_bits() - 1)) - 1;
                let exponent = exponent_bias - 4 + rng.below(16) as u64;
                let mantissa = rng.next() & ((1u64 << format.man_bits()) - 1);
                ((rng.next() & 1) * sign) | (exponent << format.man_bits()) | mantissa
            }
            _ => rng.next() & format.mask(),
        };
    }
    let edges = [0u64, 1, 2, mask, mask >> 1, (mask >> 1) + 1, mask - 1, 31, 32, 63, 64];
    match rng.below(3) {
        0 => edges[rng.below(edges.len())] & mask,
        1 => rng.next() & 0x3f,
        _ => rng.next() & mask,
    }
}

/// The value of an operand, element by element for a packed one.
fn operand_value(rng: &mut Rng, slot: &Slot) -> u64 {
    if slot.pred {
        return rng.next() & 1;
    }
    match slot.elem {
        Some((each, read)) => {
            let mut v = 0;
            for k in 0..slot.bits / each {
                v |= value(rng, each, read) << (k * each);
            }
            v
        }
        None => value(rng, slot.bits, slot.read),
    }
}

/// The kernel: each work-item loads its operands from 8-byte cells of its
/// own 64-byte record, runs `inst`, and stores what it writes back.
fn kernel(slots: &[Slot], inst: &str, exits: bool, generic: bool) -> String {
    let mut s = String::from(".version 0.1;\n.target 100;\n\n.kernel @k(.param[8] .addrspace(global) %buf) {\n");
    s.push_str("    .reg .64b %addr, %off;\n    .reg .32b %i, %lid, %gid, %lsz, %t;\n    .pred %quit;\n");
    for (k, slot) in slots.iter().enumerate() {
        if slot.pred {
            s.push_str(&format!("    .pred %a{k};\n"));
        } else {
            s.push_str(&format!("    .reg {} %a{k};\n", slot.decl));
        }
    }
    s.push_str(
        "    ld.param.64b %addr, [%buf];\n    mov.32b %lid, %localid.x;\n    mov.32b %gid, %groupid.x;\n    \
         mov.32b %lsz, %enqueuedlocalsize.x;\n    umad.32b %i, %gid, %lsz, %lid;\n    zext.64b.32b %off, %i;\n    \
         shl.64b %off, %off, 6;\n    iadd.64b %addr, %addr, %off;\n",
    );
    if exits {
        // Work-items whose last cell is not zero end here: the others
        // run the instruction with them inactive.
        s.push_str("    ld.global.32b %t, [%addr + 56];\n    ucmp.ne.32b %quit, %t, 0;\n    return.cond %quit;\n");
    }
    let swizzle = |slot: &Slot| if slot.decl.starts_with(".v4") { "xyzw" } else { "xy" };
    for (k, slot) in slots.iter().enumerate() {
        let cell = format!("[%addr + {}]", 8 * k);
        if slot.mem {
            s.push_str(&format!("    iadd.64b %a{k}, %addr, {CELL};\n"));
            if generic {
                s.push_str(&format!("    addrcast.generic.global %a{k}, %a{k};\n"));
            }
        } else if slot.pred {
            s.push_str(&format!("    ld.global.32b %t, {cell};\n    ucmp.ne.32b %a{k}, %t, 0;\n"));
        } else if slot.elem.is_some() {
            s.push_str(&format!("    ld.global.32b %t, {cell};\n    mov.32b %a{k}.{}, %t;\n", swizzle(slot)));
        } else {
            s.push_str(&format!("    ld.global.{}b %a{k}, {cell};\n", slot.bits));
        }
    }
    s.push_str(&format!("    {inst}\n"));
    for (k, slot) in slots.iter().enumerate().filter(|(_, s)| s.written) {
        let cell = format!("[%addr + {}]", 8 * k);
        if slot.pred {
            s.push_str(&format!("    sel.32b %t, 1, 0, %a{k};\n    st.global.32b {cell}, %t;\n"));
        } else if slot.elem.is_some() {
            s.push_str(&format!("    mov.32b %t, %a{k}.{};\n    st.global.32b {cell}, %t;\n", swizzle(slot)));
        } else {
            s.push_str(&format!("    st.global.{}b {cell}, %a{k};\n", slot.bits));
        }
    }
    s.push_str("    return;\n}\n");
    s
}

#[derive(Default, Debug)]
struct Tally {
    /// Forms with at least one qualifier choice run.
    forms: usize,
    choices: usize,
    lanes: usize,
    /// Qualifier choices the verifier refuses (the table's rules).
    refused: usize,
    /// Choices the harness cannot hold (shared memory, 128-bit registers).
    skipped: usize,
    /// Choices run with some source an immediate.
    immediate: usize,
}

/// Runs `entry` against the emulator on every form of its page; the first
/// few disagreements, or what was run.
fn run_page(entry: &Entry, forms: &[&Form], rng: &mut Rng) -> Result<Tally, String> {
    let mut tally = Tally::default();
    let mut failures = Vec::new();
    let running = entry.running_forms(forms);
    for form in running.iter().map(|k| forms[*k]) {
        let mut ran = false;
        for (choice, binding) in pisa_semantics::bindings(forms, form, CHOICES).into_iter().enumerate() {
            // A part that names what the interpreter does not compute (a
            // vector's elements, say) is checked against the table only.
            if !entry.runs(form.title, &binding) {
                tally.skipped += 1;
                continue;
            }
            let all = match slots(form, &binding) {
                Ok(slots) => slots,
                Err(_) => {
                    tally.skipped += 1;
                    continue;
                }
            };
            let negate = choice % 2 == 1;
            // Memory without a space, or `.generic`, is reached through a
            // generic address.
            let generic =
                binding.iter().any(|(n, v)| n == ".addrspace" && v.as_deref().is_none_or(|v| v == ".generic"));
            // Trailing optional operands are left out where the
            // qualifiers say so (an atomic's `src1` but for `.cas`).
            let optional = form.operands.iter().rev().take_while(|o| o.optional).count();
            // Now and then an integer source is an immediate, the same in
            // every work-item (written as the number its bits mean).
            let immediates: Vec<Option<u64>> = all
                .iter()
                .zip(form.operands.iter())
                .map(|(s, o)| {
                    // (Not a sub-group instruction's: its mask is set per sub-group below.)
                    let sub_group = matches!(
                        form.opcode,
                        isa::Opcode::Fred | isa::Opcode::Ired | isa::Opcode::Redfirstidx | isa::Opcode::Shfl
                    );
                    let plain = !s.written && !s.pred && !s.mem && s.elem.is_none() && !sub_group;
                    let int = matches!(s.read, Read::Signed | Read::Unsigned);
                    if !(plain && int && o.kinds.has(OperandKind::Imm) && rng.below(3) == 0) {
                        return None;
                    }
                    let v = value(rng, s.bits, s.read);
                    let divisor = matches!(form.opcode, isa::Opcode::Sdiv | isa::Opcode::Udiv) && s.name == "src1";
                    Some(if divisor && v == 0 { 1 } else { v })
                })
                .collect();
            let text_of = |k: usize, s: &Slot, imm: Option<u64>| match (s.mem, s.negatable && negate, imm) {
                (true, _, _) => format!("[%a{k}]"),
                (false, _, Some(v)) if s.read == Read::Signed => {
                    let shift = 64 - s.bits;
                    format!("{}", ((v << shift) as i64) >> shift)
                }
                (false, _, Some(v)) => format!("{v}"),
                (false, true, None) => format!("!%a{k}"),
                (false, false, None) => format!("%a{k}"),
            };
            let mut chosen = None;
            'search: for with_immediates in [true, false] {
                if with_immediates && immediates.iter().all(Option::is_none) {
                    continue;
                }
                for drop in 0..=optional {
                    let slots = all[..all.len() - drop].to_vec();
                    let operands: Vec<String> = slots
                        .iter()
                        .enumerate()
                        .map(|(k, s)| text_of(k, s, if with_immediates { immediates[k] } else { None }))
                        .collect();
                    let inst = format!("{} {};", mnemonic(form, &binding), operands.join(", "));
                    let parsed = pisa::parse(&kernel(&slots, &inst, false, generic));
                    if parsed.diagnostics.iter().any(|d| d.is_error()) {
                        continue;
                    }
                    if pisa::verify::verify(&parsed.module, &Default::default()).ir.is_some() {
                        let used = if with_immediates { immediates.clone() } else { vec![None; all.len()] };
                        chosen = Some((slots, inst, used));
                        break 'search;
                    }
                }
            }
            let Some((slots, inst, used)) = chosen else {
                tally.refused += 1;
                continue;
            };
            // A sub-group instruction's lane mask (its last source) is the
            // same across each sub-group of 32; some work-items end first.
            let sub_group = matches!(
                form.opcode,
                isa::Opcode::Fred | isa::Opcode::Ired | isa::Opcode::Redfirstidx | isa::Opcode::Shfl
            );
            let mask_slot = if sub_group { slots.iter().rposition(|s| !s.written) } else { None };
            let source = kernel(&slots, &inst, sub_group, generic);
            let parsed = pisa::parse(&source);
            if parsed.diagnostics.iter().any(|d| d.is_error()) {
                tally.refused += 1;
                continue;
            }
            let Some(ir) = pisa::verify::verify(&parsed.module, &Default::default()).ir else {
                tally.refused += 1;
                continue;
            };
            // Inputs: every operand, written ones too (their old bits).
            let mut buffer = vec![0u8; LANES * 64];
            let mut inputs = Vec::new();
            for lane in 0..LANES {
                let mut values = Vec::new();
                for (k, slot) in slots.iter().enumerate() {
                    let mut v = used[k].unwrap_or_else(|| operand_value(rng, slot));
                    // A zero divisor faults the emulator (the page says so).
                    if matches!(form.opcode, isa::Opcode::Sdiv | isa::Opcode::Udiv) && slot.name == "src1" {
                        let mask = if slot.bits >= 64 { u64::MAX } else { (1u64 << slot.bits) - 1 };
                        if v & mask == 0 {
                            v = 1;
                        }
                    }
                    buffer[lane * 64 + 8 * k..lane * 64 + 8 * k + 8].copy_from_slice(&v.to_le_bytes());
                    values.push(v);
                }
                inputs.push(values);
            }
            // The memory cell of an atomic, of `.type`'s width.
            let cell_bits = slots.iter().any(|s| s.mem).then(|| {
                let ty = binding.iter().find(|(n, _)| n == ".type").and_then(|(_, v)| v.as_deref());
                ty.and_then(Qual::parse_part).and_then(|q| q.type_bits()).unwrap_or(32)
            });
            let cell_read = binding
                .iter()
                .find(|(n, _)| n == ".type")
                .and_then(|(_, v)| v.as_deref())
                .and_then(Qual::parse_part)
                .and_then(format_of)
                .map_or(Read::Unsigned, Read::Float);
            let mut cells = vec![0u64; LANES];
            if let Some(bits) = cell_bits {
                for (lane, cell) in cells.iter_mut().enumerate() {
                    *cell = value(rng, bits, cell_read);
                    // Now and then the value a `.cas` or a wrap compares with.
                    if rng.below(4) == 0 {
                        *cell = inputs[lane].get(2).copied().unwrap_or(0)
                            & if bits < 64 { (1u64 << bits) - 1 } else { u64::MAX };
                    }
                    buffer[lane * 64 + CELL..lane * 64 + CELL + 8].copy_from_slice(&cell.to_le_bytes());
                }
            }
            let mut quit = vec![false; LANES];
            if let Some(m) = mask_slot {
                for group in 0..LANES / 32 {
                    let mask = match rng.below(4) {
                        0 => u64::from(u32::MAX),
                        1 => 1u64 << rng.below(32),
                        _ => rng.next() & u64::from(u32::MAX),
                    };
                    let mut active = 0u64;
                    for lane in 0..32 {
                        let index = group * 32 + lane;
                        quit[index] = group % 2 == 1 && rng.below(4) == 0;
                        active |= u64::from(!quit[index]) << lane;
                    }
                    // redfirstidx faults with no work-item taking part.
                    let mask = if mask & active == 0 { mask | (active & active.wrapping_neg()) } else { mask };
                    for lane in 0..32 {
                        let index = group * 32 + lane;
                        inputs[index][m] = mask;
                        buffer[index * 64 + 8 * m..index * 64 + 8 * m + 8].copy_from_slice(&mask.to_le_bytes());
                        buffer[index * 64 + 56..index * 64 + 64].copy_from_slice(&u64::from(quit[index]).to_le_bytes());
                    }
                }
            }
            let program = pisa_emu::Program::new(&ir);
            let launch = pisa_emu::Launch {
                kernel: "k".into(),
                global: vec![LANES as u64],
                local: Some(vec![64]),
                offset: Vec::new(),
                args: vec![pisa_emu::Arg::Buffer(buffer)],
            };
            let options = pisa_emu::Options { threads: 1, ..Default::default() };
            let outcome = pisa_emu::run(&program, &launch, &options, None)
                .map_err(|e| format!("{}: `{inst}` faults on the emulator: {e}", entry.name))?;
            let out = outcome.buffers.first().and_then(|b| b.as_ref()).ok_or("no buffer after the run")?;
            for (lane, values) in inputs.iter().enumerate() {
                if quit[lane] {
                    continue;
                }
                let first = lane / 32 * 32;
                let active = (0..32).filter(|k| !quit[first + k]).fold(0u64, |m, k| m | 1 << k);
                let read = |s: &Slot, v: u64| if s.negatable && negate { v ^ 1 } else { v };
                let env = Env {
                    lane: (lane % 32) as u32,
                    active,
                    sub_group: if sub_group {
                        inputs[first..first + 32]
                            .iter()
                            .map(|vs| slots.iter().zip(vs).map(|(s, v)| read(s, *v)).collect())
                            .collect()
                    } else {
                        Vec::new()
                    },
                    memory: cell_bits.map(|bits| pisa_semantics::Cell {
                        address: CELL_ADDRESS,
                        bits,
                        value: cells[lane],
                    }),
                    form_title: form.title.to_string(),
                    quals: binding.clone(),
                    operands: slots
                        .iter()
                        .zip(values)
                        .map(|(s, v)| Operand {
                            name: s.name.clone(),
                            bits: s.bits,
                            // The pseudocode reads `pred` after the `!`,
                            // and an address as the cell's.
                            value: if s.mem { CELL_ADDRESS } else { read(s, *v) },
                            read: s.read,
                            elem: s.elem,
                        })
                        .collect(),
                };
                let expected = pisa_semantics::run(entry, &env);
                let expected = match expected {
                    Ok(e) => e,
                    Err(e) => {
                        failures.push(format!("{}: `{inst}` inputs {values:x?}: the pseudocode: {e}", entry.name));
                        continue;
                    }
                };
                for (k, slot) in slots.iter().enumerate().filter(|(_, s)| s.written) {
                    let cell = &out[lane * 64 + 8 * k..lane * 64 + 8 * k + 8];
                    let mut emulated = u64::from_le_bytes(cell.try_into().unwrap());
                    let width = if slot.pred || slot.elem.is_some() { 32 } else { slot.bits };
                    if width < 64 {
                        emulated &= (1u64 << width) - 1;
                    }
                    // An operand the pseudocode leaves alone keeps its bits.
                    let kept = (values[k] & if width < 64 { (1u64 << width) - 1 } else { u64::MAX }, true);
                    let found = expected.iter().find(|(n, _)| *n == slot.name).map(|(_, b)| (*b, false));
                    match found.or(Some(kept)) {
                        Some((bits, _)) if bits == emulated => {}
                        Some((bits, _)) => failures.push(format!(
                            "{}: `{inst}` inputs {values:x?}: {} is {emulated:#x} on the emulator, {bits:#x} by the pseudocode",
                            entry.name, slot.name
                        )),
                        None => {}
                    }
                }
                if let Some(bits) = cell_bits {
                    let mask = if bits < 64 { (1u64 << bits) - 1 } else { u64::MAX };
                    let at = lane * 64 + CELL;
                    let emulated = u64::from_le_bytes(out[at..at + 8].try_into().unwrap()) & mask;
                    let found = expected.iter().find(|(n, _)| n == pisa_semantics::MEMORY).map(|(_, b)| *b);
                    let wanted = found.unwrap_or(cells[lane] & mask);
                    if wanted != emulated {
                        failures.push(format!(
                            "{}: `{inst}` inputs {values:x?}, cell {:#x}: the cell is {emulated:#x} on the emulator, {wanted:#x} by the pseudocode",
                            entry.name, cells[lane]
                        ));
                    }
                }
                tally.lanes += 1;
            }
            tally.choices += 1;
            tally.immediate += used.iter().any(Option::is_some) as usize;
            ran = true;
            if failures.len() > 8 {
                return Err(failures.join("\n"));
            }
        }
        if !ran {
            failures.push(format!("{}: no qualifier choice of `{}` verifies", entry.name, form.syntax));
        }
        tally.forms += ran as usize;
    }
    if failures.is_empty() {
        Ok(tally)
    } else {
        Err(failures.join("\n"))
    }
}

#[test]
fn the_executable_entries_agree_with_the_emulator() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut failures = Vec::new();
    let mut total = Tally::default();
    let (mut pages_run, mut forms_structural) = (0, 0);
    for (name, forms) in pages() {
        let Some(entry) = pisa_semantics::find(name) else { continue };
        let running = entry.running_forms(&forms);
        forms_structural += forms.len() - running.len();
        if running.is_empty() {
            continue;
        }
        match run_page(entry, &forms, &mut rng) {
            Ok(t) => {
                pages_run += 1;
                total.forms += t.forms;
                total.choices += t.choices;
                total.lanes += t.lanes;
                total.refused += t.refused;
                total.skipped += t.skipped;
                total.immediate += t.immediate;
            }
            Err(e) => failures.push(e),
        }
    }
    eprintln!(
        "run against the emulator: {pages_run} pages, {} forms, {} qualifier choices ({} with an immediate source; {} refused by the verifier, {} the harness cannot hold), {} work-items; {forms_structural} forms checked structurally only",
        total.forms, total.choices, total.immediate, total.refused, total.skipped, total.lanes
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(pages_run >= 60, "only {pages_run} pages ran");
}

#[test]
fn a_wrong_line_is_caught() {
    for (name, right, wrong) in [
        ("iadd", "sum = src0 + src1", "sum = src0 + src1 + 1"),
        ("iadd", "dst{i} = .dsat ? clamp_signed(sum, elembits(.type)) : sum", "dst{i} = sum"),
        ("dp4a", "if .signedness in (.ss, .us):", "if .signedness in (.ss, .su):"),
        ("asr", "dst = src0 >> src1[5:0]", "dst = src0 >> src1[4:0]"),
        ("shf", "if .dir == .l:", "if .dir == .r:"),
        ("fbh", "dst = w - 1 - i", "dst = w - i"),
        ("sdiv", "dst = src0 % src1", "dst = src0 / src1"),
        ("fadd", "dst = .dsat ? saturate(r) : r", "dst = r"),
        ("fmax", "r = .nanp ? fmax_nan(src0, src1) : fmax(src0, src1)", "r = fmax(src0, src1)"),
        ("frc", "dst = sub(src0, round(src0, .rd), .rd)", "dst = sub(src0, round(src0, .rd), .re)"),
        ("i2f", "x = .from in (.s8, .s16, .s32, .s64)", "x = .from in (.s8, .s16, .s32)"),
        ("ucmp", "dst{i} = src0{i} .cop src1{i} ? ~0 : 0", "dst{i} = src0{i} .cop src1{i} ? 1 : 0"),
        ("sel", "dst = pred ? src0 : src1", "dst = pred ? src1 : src0"),
        ("uaddc", "carry-out = sum >> 32           // 1", "carry-out = sum >> 31           // 1"),
        ("ftrunc", "x = flush(src0)", "x = src0"),
        ("st", "store(.addrspace, addr, src0)", "store(.addrspace, addr, ~src0)"),
        ("mov", "        dst = src0\n", "        dst = src0 + 1\n"),
        ("iatom", "new = old >= src0 ? 0 : old + 1", "new = old > src0 ? 0 : old + 1"),
        ("iatom", "new = old == 0 || old > src0 ? src0 : old - 1", "new = old > src0 ? src0 : old - 1"),
        ("iatom", "new = min(old, src0)", "new = min(sign_extend(old, bitwidth(.type)), src0)"),
        ("fatom", "new = old[w - 1 : 0] == src0[w - 1 : 0] ? src1 : old", "new = old == src0 ? src1 : old"),
        ("ired", "r = min(sign_extend(r, w), sign_extend(x, w))", "r = min(r, x)"),
        ("ired", "group = src1 & active_mask()\n    w = bitwidth(.type)", "group = src1\n    w = bitwidth(.type)"),
        ("fred", "                    x = value_in_lane(src0, k)", "                    x = src0"),
        ("shfl", "from = me - offset", "from = me + offset"),
        ("redfirstidx", "if group[sub_group_size() - 1 - k] == 1:", "if src0[sub_group_size() - 1 - k] == 1:"),
        (
            "ftrunc2",
            "dst{0} = .dsat ? convert_finite(flush(src0), .to, .rndmode) : convert(flush(src0), .to, .rndmode)",
            "dst{0} = .dsat ? convert_finite(flush(src0), .to, .rndmode) : convert(src0, .to, .rndmode)",
        ),
        ("fmul", "r = convert(src0, .f) * convert(src1, .f)", "r = convert(src0 * src1, .f)"),
        ("f2i", "dst = convert(src0, .to, .rndmode)", "dst = convert(src0, .to, .rz)"),
    ] {
        let source = pisa_semantics::SOURCE.replacen(right, wrong, 1);
        assert_ne!(source, pisa_semantics::SOURCE, "{name}: `{right}` is not in the file");
        let entries = pisa_semantics::parse(&source).unwrap_or_else(|e| panic!("{e}"));
        let entry = entries.iter().find(|e| e.name == name).unwrap();
        let forms = pages().into_iter().find(|(n, _)| *n == name).unwrap().1;
        let mut rng = Rng(0x1234_5678_9abc_def1);
        let result = run_page(entry, &forms, &mut rng);
        assert!(result.is_err(), "{name} with `{wrong}` passed: {result:?}");
        eprintln!("{name} with `{wrong}`: {}", result.unwrap_err().lines().next().unwrap_or(""));
    }
}

#[test]
fn every_page_shows_its_entry_and_says_how_it_is_checked() {
    for page in pisa_doc::Isa::Pisa.pages() {
        let pisa_doc::Page::Pisa(page) = page else { continue };
        let entry = pisa_semantics::find(&page.name).unwrap();
        let semantics = page.semantics.as_ref().unwrap_or_else(|| panic!("{} shows no semantics", page.name));
        assert_eq!(semantics.lines, entry.lines, "{}", page.name);
        // What the_executable_entries_agree_with_the_emulator runs: the
        // forms `running_forms` gives, every one of them at least once.
        let forms = pages().into_iter().find(|(n, _)| *n == page.name).unwrap().1;
        let running = entry.running_forms(&forms);
        let expected = match (running.len(), entry.runs_everywhere(&forms)) {
            (0, _) => "table",
            (n, true) if n == forms.len() => "emulator",
            _ => "partly",
        };
        assert_eq!(semantics.checked, expected, "{}", page.name);
        let text = pisa_doc::text::render(&pisa_doc::Page::Pisa(page.clone()), pisa_doc::text::Style { color: false });
        assert!(
            text.contains(&format!("    {}\n", entry.lines[0])),
            "{}: the terminal page lacks the pseudocode",
            page.name
        );
        assert!(text.contains(semantics.note.split_whitespace().take(4).collect::<Vec<_>>().join(" ").as_str()));
    }
}

#[test]
fn odd_text_and_odd_operands_are_errors_not_panics() {
    let mut rng = Rng(0x5151_2727_0909_4343);
    let pieces = [
        "dst",
        "src0",
        "=",
        "[",
        "]",
        "{",
        "}",
        "(",
        ")",
        ":",
        "?",
        "-",
        "<<",
        ">>",
        "1",
        "0x7fffffffffffffffffffffffffffffff",
        "170141183460469231731687303715884105727",
        "200",
        "-1",
        ".type",
        "sign_extend(",
        "clamp_signed(",
        ",",
        "for i = 0 to ",
        "if ",
        "when ",
        "\u{3000}",
        "é",
        "\t",
        "  ",
        "\n    ",
        "//",
        "\"",
        "value_in_lane(",
        "load(",
        "store(",
        "abs(",
    ];
    for _ in 0..3000 {
        let mut text = String::from("## x\n    ");
        for _ in 0..rng.below(24) {
            text.push_str(pieces[rng.below(pieces.len())]);
            text.push(' ');
        }
        text.push('\n');
        let Ok(entries) = pisa_semantics::parse(&text) else { continue };
        for entry in &entries {
            for bits in [0, 1, 8, 64, 200] {
                let env = Env {
                    operands: ["dst", "src0"]
                        .iter()
                        .map(|n| Operand {
                            name: n.to_string(),
                            bits,
                            value: rng.next(),
                            read: Read::Signed,
                            elem: Some((bits.max(1), Read::Unsigned)),
                        })
                        .collect(),
                    quals: vec![(".type".into(), Some(".32b".into()))],
                    ..Default::default()
                };
                let _ = pisa_semantics::run(entry, &env);
            }
        }
    }
}

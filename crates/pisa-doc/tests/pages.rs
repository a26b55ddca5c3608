//! Every page against the tables it is built from, and every example
//! against the tools that must accept it: the PISA front end for PISA
//! examples; `amdgpu::asm`, and llvm-mc-22 when it is installed, for gfx1100
//! ones.

use pisa_doc::{Isa, Page};

fn pisa_pages() -> Vec<&'static pisa_doc::PisaPage> {
    Isa::Pisa
        .pages()
        .iter()
        .map(|p| match p {
            Page::Pisa(p) => p,
            Page::Gfx1100(p) => panic!("{} is listed under PISA", p.name),
        })
        .collect()
}

fn amd_pages() -> Vec<&'static pisa_doc::AmdPage> {
    Isa::Gfx1100
        .pages()
        .iter()
        .map(|p| match p {
            Page::Gfx1100(p) => p,
            Page::Pisa(p) => panic!("{} is listed under gfx1100", p.name),
        })
        .collect()
}

#[test]
fn every_pisa_instruction_has_one_page_with_each_of_its_forms() {
    let table = pisa::isa::table();
    let pages = pisa_pages();
    assert_eq!(pages.len(), table.instructions.len());
    for (page, instruction) in pages.iter().zip(table.instructions.iter()) {
        assert_eq!(page.name, instruction.name);
        assert_eq!(page.summary, instruction.summary);
        assert_eq!(page.forms.len(), instruction.forms.len(), "{}", page.name);
        for (form, id) in page.forms.iter().zip(instruction.forms.iter()) {
            let table_form = table.form(*id);
            assert_eq!(form.syntax, table_form.syntax);
            assert_eq!(form.operands.len(), table_form.operands.len());
            assert_eq!(form.qualifiers.len(), table_form.slots.len());
            assert_eq!(form.restrictions.len(), table_form.restrictions.len(), "{}", form.syntax);
            for restriction in &form.restrictions {
                let first = restriction.sentence.chars().next().unwrap_or(' ');
                assert!(
                    (first.is_uppercase() || first == '`') && restriction.sentence.ends_with('.'),
                    "not a sentence: {}",
                    restriction.sentence
                );
            }
        }
        assert!(page.spec.section.ends_with(instruction.section), "{}", page.spec.section);
        assert!(!page.spec.file.is_empty(), "{} has no chapter", page.name);
    }
    let forms: usize = pages.iter().map(|p| p.forms.len()).sum();
    assert_eq!(forms, table.forms.len());
}

/// Each example is parsed and verified inside the module the verifier's
/// samples use, and the verifier must pick the form the example is for.
#[test]
fn every_pisa_example_parses_verifies_and_is_its_form() {
    let table = pisa::isa::table();
    let mut failures = Vec::new();
    let mut checked = 0;
    for (page, instruction) in pisa_pages().iter().zip(table.instructions.iter()) {
        for (form, id) in page.forms.iter().zip(instruction.forms.iter()) {
            let Some(example) = &form.example else {
                failures.push(format!("{}: `{}` has no example", page.name, form.syntax));
                continue;
            };
            let source = example.module();
            let parsed = pisa::parse(&source);
            let verified = pisa::verify::verify(&parsed.module, &Default::default());
            let errors: Vec<String> = parsed
                .diagnostics
                .iter()
                .chain(&verified.diagnostics)
                .filter(|d| d.is_error())
                .map(|d| d.message.clone())
                .collect();
            if !errors.is_empty() {
                failures.push(format!("{}: `{}`: {}", page.name, example.text, errors.join("; ")));
                continue;
            }
            let ir = verified.ir.expect("no errors, so IR");
            let forms: Vec<u16> =
                ir.functions.iter().flat_map(|f| &f.blocks).flat_map(|b| &b.insts).map(|i| i.form).collect();
            if !forms.contains(id) {
                failures.push(format!("{}: `{}` verified as another form", page.name, example.text));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(checked, table.forms.len());
}

/// `text/pisa.txt` has one block for each instruction of the table, in
/// table order, and none for anything else.
#[test]
fn every_pisa_instruction_has_a_description_and_nothing_else_does() {
    let table = pisa::isa::table();
    let blocks = pisa_doc::pisa_pages::descriptions();
    let names: Vec<&str> = blocks.iter().map(|(name, _, _)| *name).collect();
    let expected: Vec<&str> = table.instructions.iter().map(|i| i.name).collect();
    assert_eq!(names, expected);
    for (name, text, notes) in &blocks {
        assert!(text.len() > 30 && text.ends_with('.'), "{name}: {text:?}");
        for note in notes {
            assert!(note.ends_with('.'), "{name}: {note:?}");
        }
    }
    for page in pisa_pages() {
        assert!(!page.description.is_empty(), "{}", page.name);
    }
}

#[test]
fn v_pk_max_i16_has_the_seed_s_identifier_and_layout() {
    let page = match pisa_doc::find("v_pk_max_i16", Some(Isa::Gfx1100)) {
        Ok(Page::Gfx1100(page)) => page,
        other => panic!("{other:?}"),
    };
    assert_eq!(page.category, "Vector Packed Arithmetic");
    let encoding = &page.encodings[0];
    assert_eq!(encoding.format, "VOP3P");
    assert_eq!(encoding.width, 64);
    assert_eq!(encoding.opcode, 7);
    assert_eq!(encoding.identifier, "0x00000000CC070000");
    let op = encoding.layout.iter().find(|f| f.name == "OP").expect("an OP field");
    assert_eq!((op.hi, op.lo, op.fixed.as_deref()), (22, 16, Some("0000111")));
    let names: Vec<&str> = encoding.operands.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(names, ["VDST", "SRC0", "SRC1"]);
    assert_eq!(encoding.operands[0].access, "written");
    assert_eq!(encoding.operands[0].field_bits, 8);
    assert_eq!(encoding.operands[1].field_bits, 9);
    assert_eq!(encoding.operands[1].data_type.as_deref(), Some("signed 16-bit integer, two packed in 32 bits"));
}

#[test]
fn every_gfx1100_row_is_on_exactly_one_page() {
    let table = amdgpu::table("gfx1100").unwrap();
    let pages = amd_pages();
    let mut names: Vec<&str> = pages.iter().map(|p| p.name.as_str()).collect();
    names.sort_unstable();
    let before = names.len();
    names.dedup();
    assert_eq!(before, names.len(), "two pages have the same name");
    let mut rows = 0;
    for id in 0..table.ops.len() {
        let desc = table.op(id);
        if amdgpu::format::formats()[desc.format].name.as_str() == "VOPD" {
            continue;
        }
        rows += 1;
        let holders: Vec<&str> = pages
            .iter()
            .filter(|p| p.encodings.iter().any(|e| e.mnemonic == desc.mnemonic && e.opcode == desc.opcode))
            .map(|p| p.name.as_str())
            .collect();
        assert_eq!(holders.len(), 1, "{} is on {holders:?}", desc.mnemonic);
    }
    for page in &pages {
        assert!(page.summary.is_some(), "{} has no summary", page.name);
    }
    let shapes: usize = pages.iter().flat_map(|p| &p.encodings).filter(|e| e.format != "VOPD").map(|e| e.shapes).sum();
    assert_eq!(shapes, rows);
    // Every VOPD half has a page too.
    for side in table.duals.iter() {
        for comp in side {
            assert!(names.binary_search(&comp.mnemonic.as_str()).is_ok(), "{}", comp.mnemonic);
        }
    }
}

/// The layout's fields tile the format's bits, and its written-out bits
/// are the identifier's.
#[test]
fn every_layout_covers_each_bit_once_and_rebuilds_the_identifier() {
    for page in amd_pages() {
        for encoding in &page.encodings {
            let format = amdgpu::format::formats()
                .iter()
                .find(|f| f.name.as_str() == encoding.format)
                .unwrap_or_else(|| panic!("{}: no format {}", page.name, encoding.format));
            let bits = format.dwords * 32;
            let mut covered = vec![0u32; bits as usize];
            let mut rebuilt: u64 = 0;
            for field in &encoding.layout {
                assert!(field.lo <= field.hi && field.hi < bits, "{}: {field:?}", encoding.mnemonic);
                for bit in field.lo..=field.hi {
                    covered[bit as usize] += 1;
                }
                if let Some(fixed) = &field.fixed {
                    assert_eq!(fixed.len() as u32, field.hi - field.lo + 1, "{}: {field:?}", encoding.mnemonic);
                    let value = u64::from_str_radix(fixed, 2).expect("binary digits");
                    rebuilt |= value << field.lo;
                }
            }
            assert!(covered.iter().all(|c| *c == 1), "{}: bits covered {covered:?}", encoding.mnemonic);
            let identifier = u64::from_str_radix(encoding.identifier.trim_start_matches("0x"), 16).unwrap();
            assert_eq!(rebuilt, identifier, "{}: {:#x} != {}", encoding.mnemonic, rebuilt, encoding.identifier);
            // The identifier decodes as this instruction (DPP forms need their
            // DPP dword, and VOPD halves are half an instruction).
            if encoding.dpp.is_none() && encoding.format != "VOPD" {
                let table = amdgpu::table("gfx1100").unwrap();
                let words = identifier.to_le_bytes();
                let mut bytes = words[..(bits / 8) as usize].to_vec();
                bytes.extend_from_slice(&[0; 16]);
                let format_of =
                    amdgpu::format::format_of(identifier as u32).map(|f| amdgpu::format::formats()[f].name.as_str());
                assert_eq!(format_of, Some(encoding.format.as_str()), "{}", encoding.mnemonic);
                let _ = table;
            }
        }
    }
}

/// Every example (one per encoding, and the page's own) is assembled by our
/// assembler to the bytes the page shows, and those bytes disassemble to the
/// example's text.
#[test]
fn every_gfx1100_example_assembles_to_its_bytes_and_back() {
    let table = amdgpu::table("gfx1100").unwrap();
    let mut failures = Vec::new();
    let mut pages_with = 0;
    for page in amd_pages() {
        if page.example.is_some() {
            pages_with += 1;
        } else {
            failures.push(format!("{} has no example", page.name));
        }
        for example in page.encodings.iter().filter_map(|e| e.example.as_ref()).chain(page.example.as_ref()) {
            match amdgpu::asm::assemble(table, &example.text) {
                Ok(out) => {
                    let bytes = pisa_doc::amd::hex_words(&out.bytes);
                    if bytes != example.encoding {
                        failures.push(format!(
                            "{}: `{}` is {bytes}, the page says {}",
                            page.name, example.text, example.encoding
                        ));
                    }
                    let printed: Vec<String> =
                        amdgpu::disassemble(table, &out.bytes).into_iter().map(|(_, text)| text).collect();
                    if printed != [example.text.clone()] {
                        failures.push(format!("{}: `{}` disassembles as {printed:?}", page.name, example.text));
                    }
                }
                Err(errors) => failures.push(format!("{}: `{}`: {}", page.name, example.text, errors[0].message)),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("{pages_with} of {} gfx1100 pages have an example", amd_pages().len());
}

/// Each encoding's example (but DPP forms') with its `clamp` or `omod`
/// field set where the page lists the modifier, printed by our disassembler
/// (in LLVM's order) and assembled again by our assembler, which must give
/// the same bytes.
fn modifier_variants() -> Vec<(&'static str, pisa_doc::amd::AmdExample)> {
    let table = amdgpu::table("gfx1100").unwrap();
    let mut out = Vec::new();
    for page in amd_pages() {
        for encoding in &page.encodings {
            let Some(example) = &encoding.example else { continue };
            // DPP forms keep their controls in a dword of their own; the
            // amdgpu crate's DPP tests cover their modifiers.
            if encoding.dpp.is_some() {
                continue;
            }
            for modifier in ["clamp", "omod"] {
                if !encoding.modifiers.iter().any(|m| m == modifier) {
                    continue;
                }
                let base = amdgpu::asm::assemble(table, &example.text).expect("the example assembles").bytes;
                let mut inst = amdgpu::decode(table, &base).expect("the example decodes");
                let field = inst.format(table).field(modifier).expect("the modifier is a field of the format").clone();
                inst.bits = field.set(inst.bits, 1);
                let text = amdgpu::print(table, &inst);
                let bytes = match amdgpu::asm::assemble(table, &text) {
                    Ok(out) => out.bytes,
                    Err(errors) => panic!("{}: `{text}` lists {modifier}, but: {}", page.name, errors[0].message),
                };
                assert_eq!(bytes, amdgpu::encode(table, &inst), "{}: `{text}`", page.name);
                let encoding_text = pisa_doc::amd::hex_words(&bytes);
                assert_ne!(encoding_text, example.encoding, "{}: `{text}` sets no bit", page.name);
                out.push((page.name.as_str(), pisa_doc::amd::AmdExample { text, encoding: encoding_text }));
            }
        }
    }
    out
}

#[test]
fn listed_modifiers_are_accepted() {
    let variants = modifier_variants();
    assert!(variants.len() > 400, "only {} variants", variants.len());
}

/// The examples, all of them in one file, through llvm-mc-22: each must
/// give our bytes. Skipped, visibly, without llvm-mc-22; required under
/// PISA_REQUIRE_LLVM=1.
#[test]
fn every_gfx1100_example_is_what_llvm_mc_assembles() {
    let mc = std::env::var("LLVM_MC").unwrap_or_else(|_| "llvm-mc-22".into());
    if !std::process::Command::new(&mc).arg("--version").output().is_ok_and(|o| o.status.success()) {
        if std::env::var("PISA_REQUIRE_LLVM").as_deref() == Ok("1") {
            panic!("{mc} is required (PISA_REQUIRE_LLVM=1)");
        }
        eprintln!("SKIPPED: {mc} not found; install llvm-22 to check the gfx1100 examples against llvm-mc");
        return;
    }
    let mut examples: Vec<(&str, pisa_doc::amd::AmdExample)> = Vec::new();
    for page in amd_pages() {
        for example in page.encodings.iter().filter_map(|e| e.example.as_ref()).chain(page.example.as_ref()) {
            if !examples.iter().any(|(_, e)| e.text == example.text) {
                examples.push((page.name.as_str(), example.clone()));
            }
        }
    }
    // And each example with the modifiers its page lists, as our assembler writes them.
    examples.extend(modifier_variants());
    let source: String = examples.iter().map(|(_, e)| format!("{}\n", e.text)).collect();
    let dir = std::env::temp_dir().join(format!("pisa-doc-llvm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("examples.s");
    std::fs::write(&path, &source).unwrap();
    let out = std::process::Command::new(&mc)
        .args(["-triple", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-show-encoding"])
        .arg(&path)
        .output()
        .expect("llvm-mc runs");
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.trim().is_empty(), "llvm-mc refused examples:\n{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let encodings: Vec<Vec<u8>> = stdout
        .lines()
        .filter_map(|line| line.split_once("; encoding: [").map(|(_, rest)| rest))
        .map(|rest| {
            rest.trim_end_matches(']')
                .split(',')
                .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).expect("a hex byte"))
                .collect()
        })
        .collect();
    assert_eq!(
        encodings.len(),
        examples.len(),
        "llvm-mc printed {} encodings for {} lines",
        encodings.len(),
        examples.len()
    );
    let mut failures = Vec::new();
    for ((page, example), bytes) in examples.iter().zip(&encodings) {
        let theirs = pisa_doc::amd::hex_words(bytes);
        if theirs != example.encoding {
            failures.push(format!("{page}: `{}`: llvm-mc {theirs}, ours {}", example.text, example.encoding));
        }
    }
    assert!(failures.is_empty(), "{} of {} differ:\n{}", failures.len(), examples.len(), failures.join("\n"));
    eprintln!("{} gfx1100 examples give llvm-mc-22's bytes", examples.len());
}

#[test]
fn near_misses_get_suggestions_and_aliases_find_their_page() {
    let error = pisa_doc::find("v_pk_max_i61", None).unwrap_err();
    assert_eq!(error.suggestions.first().map(String::as_str), Some("v_pk_max_i16"), "{error}");
    assert!(error.to_string().contains("did you mean"), "{error}");
    let error = pisa_doc::find("f2j", Some(Isa::Pisa)).unwrap_err();
    assert!(error.suggestions.iter().any(|s| s == "f2i"), "{error}");
    assert!(pisa_doc::find("", None).is_err());
    assert!(pisa_doc::find("\u{0}\u{ffff}..", None).is_err());
    assert_eq!(pisa_doc::find("V_ADD_F32_E64", None).map(Page::name), Ok("v_add_f32"));
    assert_eq!(pisa_doc::find("fadd.rz.f", None).map(Page::name), Ok("fadd"));
    assert_eq!(pisa_doc::find("ld.param.32b", None).map(Page::name), Ok("ld.param"));
    // An alias llvm-mc takes (an older generation's name) leads to the page.
    assert_eq!(pisa_doc::find("s_andn2_b32", None).map(Page::name), Ok("s_and_not1_b32"));
}

#[test]
fn pages_serialise_as_json() {
    for name in ["v_pk_max_i16", "f2i"] {
        let page = pisa_doc::find(name, None).unwrap();
        let json = serde_json::to_value(page).unwrap();
        assert_eq!(json["name"], name);
        assert_eq!(json["isa"], page.isa().name());
    }
}

#[test]
fn snapshot_v_pk_max_i16() {
    let page = pisa_doc::find("v_pk_max_i16", None).unwrap();
    insta::assert_snapshot!(pisa_doc::text::render(page, pisa_doc::text::Style { color: false }));
}

#[test]
fn snapshot_f2i() {
    let page = pisa_doc::find("f2i", None).unwrap();
    insta::assert_snapshot!(pisa_doc::text::render(page, pisa_doc::text::Style { color: false }));
}

/// Lookups of arbitrary text never panic: every kind of character, long
/// names, dots and suffixes in odd places.
#[test]
fn lookups_of_any_text_never_panic() {
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let alphabet: Vec<char> = "abcdefghijklmnopqrstuvwxyz_.0123456789 ÿé😀\u{0}\u{200b}\t-[]".chars().collect();
    for round in 0..100 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let len = (seed % 40) as usize;
        let mut name: String = (0..len).map(|i| alphabet[((seed >> (i % 50)) as usize + i) % alphabet.len()]).collect();
        if round % 3 == 0 {
            name.push_str(["_e32", "_e64", "_dpp", ".", "..", ".f"][round % 6]);
        }
        for isa in [None, Some(Isa::Pisa), Some(Isa::Gfx1100)] {
            let _ = pisa_doc::find(&name, isa);
        }
        let _ = pisa_doc::list(Isa::Gfx1100, Some(&name));
    }
    let long = "v_".repeat(10_000);
    assert!(pisa_doc::find(&long, None).is_err());
}

/// What the forms compile to (the backend run on each example in a
/// harness): `fadd.f` is one `v_add_f32`, and every gfx1100 instruction any
/// form compiles to has a page of its own, so the cross-links resolve.
#[test]
fn lowerings_name_gfx1100_instructions_that_have_pages() {
    use pisa_doc::lowering::Lowering;
    let fadd = pisa_doc::complete(pisa_doc::find("fadd", Some(Isa::Pisa)).unwrap());
    let Page::Pisa(fadd) = fadd else { panic!("fadd is a PISA page") };
    match &fadd.forms[0].lowering {
        Some(Lowering::Code(lines)) => {
            assert_eq!(lines.len(), 1, "{lines:?}");
            assert!(lines[0].starts_with("v_add_f32"), "{lines:?}");
        }
        other => panic!("fadd.f: {other:?}"),
    }
    let (mut code, mut refused, mut none) = (0, 0, 0);
    let mut missing = Vec::new();
    for page in Isa::Pisa.pages() {
        let Page::Pisa(page) = pisa_doc::complete(page) else { continue };
        for form in &page.forms {
            match &form.lowering {
                Some(lowering @ Lowering::Code(_)) => {
                    code += 1;
                    for mnemonic in lowering.mnemonics() {
                        if pisa_doc::find(mnemonic, Some(Isa::Gfx1100)).is_err() {
                            missing.push(format!("{}: {mnemonic}", page.name));
                        }
                    }
                }
                Some(Lowering::Refused(message)) => {
                    refused += 1;
                    assert!(message.contains("not supported"), "{}: {message}", page.name);
                }
                None => none += 1,
            }
        }
    }
    assert!(missing.is_empty(), "no page for: {missing:?}");
    assert!(code >= 60, "only {code} forms compile");
    eprintln!(
        "{code} forms compiled, {refused} refused by the backend, {none} not shown (the harness cannot hold them)"
    );
}

//! How `build.rs` linked the executable on Linux: at a fixed address, and
//! with glibc statically where its archives are installed (else with the
//! unwinder linked in), so that each start has less to load and relocate.

#![cfg(target_os = "linux")]

use object::elf;
use object::read::elf::{Dyn, ElfFile64, FileHeader, ProgramHeader, SectionHeader};
use object::Endianness;

struct Linked {
    kind: u16,
    interpreter: bool,
    needed: Vec<String>,
}

fn linked() -> Linked {
    let bytes = std::fs::read(env!("CARGO_BIN_EXE_pisa")).expect("the pisa binary is readable");
    let data = &*bytes;
    let file = ElfFile64::<Endianness>::parse(data).expect("the pisa binary is a 64-bit ELF file");
    let endian = file.endian();
    let header = file.elf_header();
    let interpreter = header
        .program_headers(endian, data)
        .expect("program headers")
        .iter()
        .any(|p| p.p_type(endian) == elf::PT_INTERP);
    let sections = header.sections(endian, data).expect("section table");
    let mut needed = Vec::new();
    for section in sections.iter() {
        let Some((entries, link)) = section.dynamic(endian, data).expect("dynamic section") else { continue };
        let strings = sections.strings(endian, data, link).expect("dynamic string table");
        for entry in entries.iter().filter(|d| d.d_tag(endian) as u32 == elf::DT_NEEDED) {
            let name = entry.string(endian, strings).expect("a NEEDED name");
            needed.push(String::from_utf8_lossy(name).into_owned());
        }
    }
    Linked { kind: header.e_type(endian), interpreter, needed }
}

#[test]
fn the_executable_is_not_position_independent() {
    let kind = linked().kind;
    assert_eq!(kind, elf::ET_EXEC, "ET_EXEC expected (linked with -no-pie), found e_type {kind}");
}

#[test]
fn the_executable_loads_what_build_rs_chose() {
    let linked = linked();
    match env!("PISA_LINKED") {
        "static" => {
            assert!(!linked.interpreter, "a static executable has no PT_INTERP");
            assert!(linked.needed.is_empty(), "a static executable loads nothing: {:?}", linked.needed);
        }
        "dynamic-unwinder-in" => {
            assert!(linked.needed.iter().any(|n| n.starts_with("libc.so")), "{:?}", linked.needed);
            assert!(!linked.needed.iter().any(|n| n.starts_with("libgcc_s")), "{:?}", linked.needed);
        }
        other => {
            assert_eq!(other, "dynamic");
            eprintln!("note: the executable is linked dynamically (no static glibc here, or PISA_LINK=dynamic)");
            assert!(linked.interpreter);
        }
    }
}

/// Where Debian's static glibc is installed (CI's machine) the link must
/// be the static one.
#[test]
fn glibc_with_its_archives_links_statically() {
    let static_glibc = std::path::Path::new("/usr/lib/x86_64-linux-gnu/libc.a").is_file()
        && cfg!(all(target_arch = "x86_64", target_env = "gnu"));
    if !static_glibc || std::env::var("PISA_LINK").as_deref() == Ok("dynamic") {
        eprintln!("skipped: no /usr/lib/x86_64-linux-gnu/libc.a, or PISA_LINK=dynamic");
        return;
    }
    assert_eq!(env!("PISA_LINKED"), "static");
}

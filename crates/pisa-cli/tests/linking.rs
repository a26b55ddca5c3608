//! How `build.rs` links the executable on Linux with glibc: at a fixed
//! address, and with the unwinder linked in rather than loaded, so that
//! each start has fewer relocations to apply and one shared library fewer
//! to load.

#![cfg(all(target_os = "linux", target_env = "gnu"))]

use object::elf;
use object::read::elf::{Dyn, ElfFile64, FileHeader, SectionHeader};
use object::Endianness;

fn needed_and_type() -> (Vec<String>, u16) {
    let bytes = std::fs::read(env!("CARGO_BIN_EXE_pisa")).expect("the pisa binary is readable");
    let file = ElfFile64::<Endianness>::parse(&*bytes).expect("the pisa binary is a 64-bit ELF file");
    let endian = file.endian();
    let header = file.elf_header();
    let sections = header.sections(endian, &*bytes).expect("section table");
    let mut needed = Vec::new();
    for section in sections.iter() {
        let Some((entries, link)) = section.dynamic(endian, &*bytes).expect("dynamic section") else { continue };
        let strings = sections.strings(endian, &*bytes, link).expect("dynamic string table");
        for entry in entries.iter().filter(|d| d.d_tag(endian) as u32 == elf::DT_NEEDED) {
            let name = entry.string(endian, strings).expect("a NEEDED name");
            needed.push(String::from_utf8_lossy(name).into_owned());
        }
    }
    (needed, header.e_type(endian))
}

#[test]
fn the_executable_is_not_position_independent() {
    let (_, kind) = needed_and_type();
    assert_eq!(kind, elf::ET_EXEC, "ET_EXEC expected (linked with -no-pie), found e_type {kind}");
}

#[test]
fn the_unwinder_is_linked_in() {
    let (needed, _) = needed_and_type();
    assert!(needed.iter().any(|n| n.starts_with("libc.so")), "expected a dynamic libc: {needed:?}");
    // Only where the C compiler knows a libgcc_eh.a does build.rs link it.
    let known = std::process::Command::new("cc")
        .arg("-print-file-name=libgcc_eh.a")
        .output()
        .is_ok_and(|o| std::path::Path::new(String::from_utf8_lossy(&o.stdout).trim()).is_absolute());
    if !known {
        eprintln!("skipped: cc knows no libgcc_eh.a here, so the unwinder is loaded from libgcc_s");
        return;
    }
    assert!(!needed.iter().any(|n| n.starts_with("libgcc_s")), "libgcc_s is still loaded: {needed:?}");
}

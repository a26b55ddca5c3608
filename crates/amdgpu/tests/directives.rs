//! The assembler against llvm-mc-22 on clang-22's own assembly: every
//! kernel of amdgpu-sim's `tests/kernels/`, compiled with `-S` at -O0 and
//! -O3 (and -O3 with OpenCL C 2.0), assembled by both into relocatable
//! objects that must have the same `.text`, the same descriptor for every
//! kernel, equal metadata (as parsed values), the same function symbols and
//! the same `.text` relocations, and that ld.lld-22 links into the same
//! code and descriptors. Then the printers: blocks written from
//! descriptors and metadata read back to the same (properties over many
//! valid descriptors), and llvm-mc agrees on what they mean.
//!
//! The LLVM tests skip, saying so, when LLVM is missing; with
//! PISA_REQUIRE_LLVM=1 a missing LLVM is a failure.

use amdgpu::directives::{kernel_block, metadata_block, KernelResources};
use amdgpu::hsaco::{self, KernelDescriptor, Metadata};
use object::{Object, ObjectSection, ObjectSymbol};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use std::path::{Path, PathBuf};
use std::process::Command;

fn tool(name: &str) -> Option<String> {
    let runs = Command::new(name).arg("--version").output().is_ok_and(|o| o.status.success());
    if runs {
        return Some(name.to_string());
    }
    if std::env::var("PISA_REQUIRE_LLVM").as_deref() == Ok("1") {
        panic!("{name} is required (PISA_REQUIRE_LLVM=1) but cannot be run");
    }
    eprintln!("SKIPPED: {name} not found; install llvm-22 to compare the assembler's directives with llvm-mc");
    None
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("amdgpu-directives-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn table() -> &'static amdgpu::Table {
    amdgpu::table("gfx1100").unwrap()
}

/// What is compared of an object: the code object version, `.text`, each kernel's descriptor bytes,
/// the metadata, the function symbols (name, offset, size, global) and the
/// `.text` relocations (offset, type, symbol, addend).
#[derive(Debug, PartialEq)]
struct Summary {
    version: u32,
    text: Vec<u8>,
    descriptors: Vec<(String, Vec<u8>)>,
    metadata: Option<Metadata>,
    functions: Vec<(String, u64, u64, bool)>,
    relocations: Vec<Relocation>,
    /// `.rodata`, `.data`, `.data.rel.ro`, `.bss`: name, size, bytes (none
    /// for `.bss`), relocations.
    data: Vec<(String, u64, Vec<u8>, Vec<Relocation>)>,
    /// STT_OBJECT symbols (variables and descriptors): name, section,
    /// offset, size, global.
    objects: Vec<(String, String, u64, u64, bool)>,
}

/// Offset, type, symbol, addend.
type Relocation = (u64, u32, String, i64);

fn relocations_of(file: &object::File, section: &object::Section) -> Vec<Relocation> {
    let mut relocations = Vec::new();
    for (offset, r) in section.relocations() {
        let object::RelocationFlags::Elf { r_type } = r.flags() else { panic!("an ELF relocation") };
        let symbol = match r.target() {
            object::RelocationTarget::Symbol(i) => file.symbol_by_index(i).unwrap().name().unwrap().to_string(),
            other => format!("{other:?}"),
        };
        relocations.push((offset, r_type, symbol, r.addend()));
    }
    relocations.sort();
    relocations
}

fn summary(bytes: &[u8]) -> Summary {
    let co = hsaco::read(bytes).expect("the object reads");
    let mut descriptors: Vec<(String, Vec<u8>)> =
        co.kernels.iter().map(|k| (k.name.clone(), k.descriptor.to_bytes().to_vec())).collect();
    descriptors.sort();
    let file = object::File::parse(bytes).unwrap();
    let mut functions: Vec<(String, u64, u64, bool)> = file
        .symbols()
        .filter(|s| s.kind() == object::SymbolKind::Text)
        .map(|s| (s.name().unwrap().to_string(), s.address(), s.size(), s.is_global()))
        .collect();
    functions.sort();
    let relocations = file.section_by_name(".text").map(|t| relocations_of(&file, &t)).unwrap_or_default();
    let mut data = Vec::new();
    for name in [".rodata", ".data", ".data.rel.ro", ".bss"] {
        if let Some(section) = file.section_by_name(name) {
            let bytes = if name == ".bss" { Vec::new() } else { section.data().unwrap().to_vec() };
            data.push((name.to_string(), section.size(), bytes, relocations_of(&file, &section)));
        }
    }
    let mut objects: Vec<(String, String, u64, u64, bool)> = file
        .symbols()
        .filter(|s| s.kind() == object::SymbolKind::Data)
        .map(|s| {
            let section = s.section_index().and_then(|i| file.section_by_index(i).ok());
            let section = section.map(|x| x.name().unwrap().to_string()).unwrap_or_default();
            (s.name().unwrap().to_string(), section, s.address(), s.size(), s.is_global())
        })
        .collect();
    objects.sort();
    Summary {
        version: co.version(),
        text: co.text,
        descriptors,
        metadata: co.metadata,
        functions,
        relocations,
        data,
        objects,
    }
}

fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../amdgpu-sim/tests/kernels")
}

fn llvm_mc(mc: &str, source: &Path, obj: &Path) -> Vec<u8> {
    let out = Command::new(mc)
        .args(["-triple", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj"])
        .arg(source)
        .arg("-o")
        .arg(obj)
        .output()
        .unwrap();
    assert!(out.status.success(), "llvm-mc-22 {}: {}", source.display(), String::from_utf8_lossy(&out.stderr));
    std::fs::read(obj).unwrap()
}

fn ours(source: &str, name: &str) -> Vec<u8> {
    let out = amdgpu::asm::assemble(table(), source).unwrap_or_else(|errors| {
        let shown: Vec<String> =
            errors.iter().take(5).map(|e| format!("{}: `{}`", e.message, &source[e.span.clone()])).collect();
        panic!("{name}: our assembler refused clang's output:\n{}", shown.join("\n"))
    });
    let object = out.code_object("gfx1100").unwrap_or_else(|e| panic!("{name}: {e}"));
    // What `pisa asm -o` uses: the same object without the instruction list.
    let bytes_only = amdgpu::asm::assemble_bytes(table(), source).unwrap_or_else(|_| panic!("{name}: assemble_bytes"));
    assert!(bytes_only.insts.is_empty());
    assert_eq!(bytes_only.code_object("gfx1100").unwrap(), object, "{name}");
    object
}

#[test]
fn clang_s_assembly_assembles_as_llvm_mc_assembles_it() {
    let (Some(clang), Some(mc), Some(lld)) = (tool("clang-22"), tool("llvm-mc-22"), tool("ld.lld-22")) else { return };
    let dir = scratch("clang");
    let mut kernels: Vec<PathBuf> = std::fs::read_dir(kernels_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cl"))
        .collect();
    kernels.sort();
    assert!(kernels.len() >= 20, "the kernels of amdgpu-sim/tests/kernels are missing");
    let mut compared = 0;
    let mut failures = Vec::new();
    for cl in &kernels {
        let stem = cl.file_stem().unwrap().to_string_lossy().to_string();
        for (level, std) in [("-O0", None), ("-O3", None), ("-O3", Some("-cl-std=CL2.0"))] {
            let name = format!("{stem} {level}{}", std.map(|s| format!(" {s}")).unwrap_or_default());
            let s = dir.join(format!("{stem}{level}{}.s", if std.is_some() { "-cl2" } else { "" }));
            let mut cmd = Command::new(&clang);
            cmd.args(["-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-nogpulib", level, "-S"]);
            cmd.args(std).arg(cl).arg("-o").arg(&s);
            let out = cmd.output().unwrap();
            assert!(out.status.success(), "clang-22 {name}: {}", String::from_utf8_lossy(&out.stderr));
            let source = std::fs::read_to_string(&s).unwrap();
            let (their_obj, our_obj) = (s.with_extension("o"), s.with_extension("ours.o"));
            let theirs = summary(&llvm_mc(&mc, &s, &their_obj));
            let our_bytes = ours(&source, &name);
            std::fs::write(&our_obj, &our_bytes).unwrap();
            let ours = summary(&our_bytes);
            // Linked, the relocations are resolved: the same code, and
            // descriptors whose entries are the same code. (The entry
            // offsets themselves may differ: llvm-mc keeps string
            // constants nothing refers to, which we drop, and ld.lld then
            // places .text after them.)
            let linked = |obj: &Path| {
                let so = obj.with_extension("so");
                let out = Command::new(&lld).arg("-shared").arg(obj).arg("-o").arg(&so).output().unwrap();
                assert!(out.status.success(), "ld.lld-22 {name}: {}", String::from_utf8_lossy(&out.stderr));
                let co = hsaco::read(&std::fs::read(&so).unwrap()).unwrap();
                let kernels: Vec<(String, u64, [u8; 64])> = co
                    .kernels
                    .iter()
                    .map(|k| {
                        let d = KernelDescriptor { kernel_code_entry_byte_offset: 0, ..k.descriptor };
                        (k.name.clone(), k.entry, d.to_bytes())
                    })
                    .collect();
                (co.text, kernels)
            };
            if linked(&our_obj) != linked(&their_obj) {
                failures.push(format!("{name}: linked by ld.lld-22, the code or descriptors differ"));
            }
            assert!(!theirs.descriptors.is_empty(), "{name}: llvm-mc wrote no kernel");
            if ours != theirs {
                let what = [
                    ("code object versions", ours.version != theirs.version),
                    (".text", ours.text != theirs.text),
                    ("descriptors", ours.descriptors != theirs.descriptors),
                    ("metadata", ours.metadata != theirs.metadata),
                    ("function symbols", ours.functions != theirs.functions),
                    ("relocations", ours.relocations != theirs.relocations),
                    ("data sections", ours.data != theirs.data),
                    ("data symbols", ours.objects != theirs.objects),
                ];
                let differ: Vec<&str> = what.iter().filter(|(_, d)| *d).map(|(w, _)| *w).collect();
                failures.push(format!("{name}: {} differ", differ.join(", ")));
                if ours.descriptors != theirs.descriptors {
                    failures.push(format!("  ours {:02x?}\n  llvm {:02x?}", ours.descriptors, theirs.descriptors));
                }
                if ours.functions != theirs.functions {
                    failures.push(format!("  ours {:?}\n  llvm {:?}", ours.functions, theirs.functions));
                }
                if ours.metadata != theirs.metadata {
                    failures.push(format!("  ours {:?}\n  llvm {:?}", ours.metadata, theirs.metadata));
                }
            }
            compared += 1;
        }
    }
    assert!(failures.is_empty(), "{} of {compared} differ:\n{}", failures.len(), failures.join("\n"));
    assert_eq!(compared, 3 * kernels.len());
    eprintln!("{compared} clang-22 -S outputs assembled as llvm-mc-22 assembles them");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Module variables in every data section (`tests/fixtures/globals.cl`):
/// the same sections, bytes, relocations and symbols as llvm-mc's, and
/// ld.lld-22 lays both out into the same loaded data.
#[test]
fn module_variables_assemble_as_llvm_mc_assembles_them() {
    let (Some(clang), Some(mc), Some(lld)) = (tool("clang-22"), tool("llvm-mc-22"), tool("ld.lld-22")) else { return };
    let dir = scratch("globals");
    let cl = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/globals.cl");
    for level in ["-O0", "-O3"] {
        let s = dir.join(format!("globals{level}.s"));
        let out = Command::new(&clang)
            .args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-nogpulib", level])
            .arg("-S")
            .arg(&cl)
            .arg("-o")
            .arg(&s)
            .output()
            .unwrap();
        assert!(out.status.success(), "clang-22 {level}: {}", String::from_utf8_lossy(&out.stderr));
        let source = std::fs::read_to_string(&s).unwrap();
        let (their_obj, our_obj) = (s.with_extension("o"), s.with_extension("ours.o"));
        let theirs = summary(&llvm_mc(&mc, &s, &their_obj));
        let our_bytes = ours(&source, level);
        std::fs::write(&our_obj, &our_bytes).unwrap();
        let ours = summary(&our_bytes);
        let sections: Vec<&str> = theirs.data.iter().map(|d| d.0.as_str()).collect();
        assert_eq!(sections, [".rodata", ".data", ".data.rel.ro", ".bss"], "{level}: clang's sections changed");
        assert_eq!(ours.data, theirs.data, "{level}: the data sections differ");
        assert_eq!(ours.objects, theirs.objects, "{level}: the data symbols differ");
        assert_eq!(ours, theirs, "{level}: the objects differ");
        let loaded = |obj: &Path| {
            let so = obj.with_extension("so");
            let out = Command::new(&lld).arg("-shared").arg(obj).arg("-o").arg(&so).output().unwrap();
            assert!(out.status.success(), "ld.lld-22 {level}: {}", String::from_utf8_lossy(&out.stderr));
            let co = hsaco::read(&std::fs::read(&so).unwrap()).unwrap();
            let image = co.relocated_image(0x1_0000_0000).unwrap();
            image.into_iter().filter(|s| s.writable).collect::<Vec<_>>()
        };
        let (a, b) = (loaded(&our_obj), loaded(&their_obj));
        assert!(!a.is_empty() && a == b, "{level}: ld.lld lays out other data");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A kernel's text and the blocks the printers wrote for it.
fn printed_source(d: &KernelDescriptor, resources: Option<KernelResources>, meta: &Metadata) -> String {
    format!(
        "{}\t.text\n\t.globl k\n\
         \t.p2align 8\n\t.type k,@function\nk:\n\ts_endpgm\n.Lk_end:\n\t.size k, .Lk_end-k\n\t.rodata\n\t.p2align 6\n{}{}",
        amdgpu::directives::header("gfx1100", 5),
        kernel_block("k", d, resources).unwrap(),
        metadata_block(meta)
    )
}

fn metadata_of(d: &KernelDescriptor) -> Metadata {
    // LLVM's keys, typed and not (`.actual_access`, `.language` are kept as read).
    let text = format!(
        "---
amdhsa.kernels:
  - .args:
      - .address_space: global
        .offset: 0
        .size: 8
        .type_name: 'float*'
        .value_kind: global_buffer
        .actual_access: read_only
    .kernarg_segment_align: 8
    .kernarg_segment_size: {}
    .name: k
    .symbol: k.kd
    .language: OpenCL C
    .language_version:
      - 2
      - 0
    .group_segment_fixed_size: {}
    .private_segment_fixed_size: {}
    .max_flat_workgroup_size: 256
    .sgpr_count: 2
    .vgpr_count: {}
    .wavefront_size: {}
    .sgpr_spill_count: 0
    .vgpr_spill_count: 0
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
amdhsa.target: amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...
",
        d.kernarg_size,
        d.group_segment_fixed_size,
        d.private_segment_fixed_size,
        d.vgpr_count(),
        if d.wavefront_size32() { 32 } else { 64 },
    );
    let value = amdgpu::metadata::parse_yaml(&text).unwrap();
    Metadata::from_value(&value).unwrap()
}

/// Descriptors that some `.amdhsa_kernel` block describes on gfx1100: any
/// values of the fields directives set, a user SGPR count at least what the
/// enabled user SGPRs take.
fn descriptors() -> impl Strategy<Value = (KernelDescriptor, u32)> {
    (
        (any::<u32>(), any::<u32>(), any::<u32>(), 0u32..64, any::<u32>(), any::<u32>(), any::<u32>(), any::<u16>()),
        (any::<bool>(), 0u32..32, 0u32..8),
    )
        .prop_map(
            |((group, private, kernarg, vgpr_blocks, r1, r2, r3, props), (wave32, extra_sgprs, vgpr_slack))| {
                let r1_fields = 0b1111 << 12 | 0b1111 << 16 | 1 << 21 | 1 << 23 | 1 << 26 | 0b111 << 29;
                let r2_fields = 1 | 0b1111 << 7 | 0b11 << 11 | 0x7f << 24;
                let mut props = props & (0b101_1110 | 1 << 11);
                if wave32 {
                    props |= 1 << 10;
                }
                let implied: u32 = [(1, 2), (2, 2), (3, 2), (4, 2), (6, 1)]
                    .iter()
                    .filter(|(bit, _)| props >> bit & 1 != 0)
                    .map(|(_, n)| n)
                    .sum();
                let user_sgprs = (implied + extra_sgprs).min(31);
                let mut r3 = r3 & 0x3ff;
                let mut vgpr_blocks = vgpr_blocks;
                if wave32 {
                    // Shared VGPRs are wave64's.
                    r3 &= !0xf;
                } else {
                    // Wave64 shares VGPRs: 2 × shared + granule stays within 63.
                    vgpr_blocks = vgpr_blocks.min(63 - 2 * (r3 & 0xf).min(15));
                    if 2 * (r3 & 0xf) > 63 {
                        r3 &= !0xf;
                    }
                }
                let d = KernelDescriptor {
                    group_segment_fixed_size: group,
                    private_segment_fixed_size: private,
                    kernarg_size: kernarg,
                    kernel_code_entry_byte_offset: 0,
                    compute_pgm_rsrc1: (r1 & r1_fields) | vgpr_blocks,
                    compute_pgm_rsrc2: (r2 & r2_fields) | user_sgprs << 1,
                    compute_pgm_rsrc3: r3,
                    kernel_code_properties: props,
                    kernarg_preload: 0,
                };
                // A VGPR count anywhere in the granule.
                let granule = if wave32 { 8 } else { 4 };
                let vgprs = vgpr_blocks * granule + 1 + vgpr_slack % granule;
                (d, vgprs)
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Printed blocks assemble (by us) to the descriptor and metadata they
    /// were printed from.
    #[test]
    fn printed_blocks_read_back((d, vgprs) in descriptors(), sgprs in 0u32..200, vcc in any::<bool>()) {
        let resources = KernelResources { next_free_vgpr: vgprs, next_free_sgpr: sgprs, reserve_vcc: vcc };
        let meta = metadata_of(&d);
        let source = printed_source(&d, Some(resources), &meta);
        let out = amdgpu::asm::assemble(table(), &source).map_err(|e| TestCaseError::fail(format!("{:?}\n{source}", e[0])))?;
        let co = hsaco::read(&out.code_object("gfx1100").unwrap()).unwrap();
        prop_assert_eq!(co.kernels.len(), 1);
        prop_assert_eq!(co.kernels[0].descriptor.to_bytes(), d.to_bytes(), "{}", source);
        prop_assert_eq!(co.metadata.as_ref(), Some(&meta));
        prop_assert_eq!(co.kernels[0].size, 4);
        // Without resources: the most the descriptor's granule allows.
        let source = printed_source(&d, None, &meta);
        let out = amdgpu::asm::assemble(table(), &source).unwrap();
        let co = hsaco::read(&out.code_object("gfx1100").unwrap()).unwrap();
        prop_assert_eq!(co.kernels[0].descriptor.to_bytes(), d.to_bytes());
    }
}

/// llvm-mc-22 reads the printed blocks as we do, for a spread of descriptors.
#[test]
fn llvm_mc_reads_printed_blocks_as_we_do() {
    let Some(mc) = tool("llvm-mc-22") else { return };
    let dir = scratch("printed");
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    for k in 0..24 {
        let (d, vgprs) = descriptors().new_tree(&mut runner).unwrap().current();
        let resources = KernelResources { next_free_vgpr: vgprs, next_free_sgpr: 3 * k, reserve_vcc: k % 2 == 0 };
        let meta = metadata_of(&d);
        let source = printed_source(&d, Some(resources), &meta);
        let path = dir.join(format!("printed{k}.s"));
        std::fs::write(&path, &source).unwrap();
        let theirs = summary(&llvm_mc(&mc, &path, &path.with_extension("o")));
        let ours = summary(&ours(&source, "printed"));
        assert_eq!(ours, theirs, "{source}");
        assert_eq!(theirs.descriptors[0].1, d.to_bytes().to_vec(), "{source}");
        assert_eq!(theirs.metadata.as_ref(), Some(&meta));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The errors of directives are llvm-mc's where it has words for them,
/// at the line that is wrong; none panics.
#[test]
fn bad_directives_are_errors_at_their_line() {
    let kernel = "\t.text\n\t.globl k\nk:\n\ts_endpgm\n\t.rodata\n";
    let message = |text: &str| -> (String, String) {
        let source = format!("{kernel}{text}");
        let errors = amdgpu::asm::assemble(table(), &source).expect_err(text);
        (errors[0].message.to_string(), source[errors[0].span.clone()].to_string())
    };
    let block = |body: &str| {
        format!(".amdhsa_kernel k\n.amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1\n{body}\n.end_amdhsa_kernel\n")
    };
    for (text, expect, at) in [
        (block(".amdhsa_bogus 1"), "unknown .amdhsa_kernel directive", ".amdhsa_bogus"),
        (block(".amdhsa_dx10_clamp 2"), "value out of range", "2"),
        (block(".amdhsa_accum_offset 4"), "directive requires gfx90a+", ".amdhsa_accum_offset"),
        (block(".amdhsa_kernarg_size undefined_thing"), "symbol `undefined_thing` is not defined", "undefined_thing"),
        (block("s_nop 0"), "expected .amdhsa_ directive or .end_amdhsa_kernel", "s_nop 0"),
        (
            ".amdhsa_kernel k\n.amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n".into(),
            ".amdhsa_next_free_vgpr directive is required",
            ".end_amdhsa_kernel",
        ),
        (".amdhsa_kernel k\n.amdhsa_next_free_sgpr 1\n".into(), "missing .end_amdhsa_kernel", ".amdhsa_kernel k"),
        (".amdgpu_metadata\n---\na: 1\n".into(), "missing .end_amdgpu_metadata", ".amdgpu_metadata"),
        (
            ".amdgpu_metadata\n---\na: [1\n...\n.end_amdgpu_metadata\n".into(),
            "invalid metadata YAML: expected `,` or `]`",
            "a: [1",
        ),
        (".amdhsa_code_object_version 7\n".into(), "unsupported code object version 7 (4, 5 and 6 are)", "7"),
        (
            ".amdgcn_target \"amdgcn-amd-amdhsa--gfx90a\"\n".into(),
            ".amdgcn_target directive's target id amdgcn-amd-amdhsa--gfx90a does not match the specified target id amdgcn-amd-amdhsa--gfx1100",
            "\"amdgcn-amd-amdhsa--gfx90a\"",
        ),
        (".bss\n.long 1\n".into(), "non-zero data in .bss, which holds only zeros", "1"),
        (".data\nv:\n.byte v\n".into(), "expected an absolute expression or SYMBOL + OFFSET", "v"),
        (".data\n.quad v * 2\n".into(), "expected an absolute expression or SYMBOL + OFFSET", "v * 2"),
        (".data\n.quad nowhere + 8\n".into(), "undefined symbol `nowhere`", "nowhere"),
        (".text\nv:\n.quad v\n".into(), "symbols in data in .text are not supported", "v"),
        (".data\nk:\n".into(), "invalid symbol redefinition: `k`", "k"),
        (
            ".amdhsa_ieee_mode 1\n".into(),
            "`.amdhsa_ieee_mode` belongs inside an .amdhsa_kernel block",
            ".amdhsa_ieee_mode",
        ),
        (".end_amdhsa_kernel\n".into(), ".end_amdhsa_kernel without .amdhsa_kernel", ".end_amdhsa_kernel"),
        (".bogus\n".into(), "unknown directive `.bogus`", ".bogus"),
        ("s_nop 0\n".into(), "instructions are assembled only into .text", "s_nop 0"),
        (
            ".set a, b\n.set b, a\n".to_string() + &block(".amdhsa_kernarg_size a"),
            "`a`: symbol definitions nest too deep (or refer to themselves)",
            "a",
        ),
        (
            ".text\n.amdhsa_kernel k\n".into(),
            ".amdhsa_kernel in .text is not supported: descriptors go in .rodata",
            ".amdhsa_kernel",
        ),
        (block("") + &block(""), "kernel `k` is described twice", ".amdhsa_kernel k"),
        (".text\ns_add_u32 s0, s0, nowhere@rel32@lo+4\n".into(), "undefined symbol `nowhere`", "nowhere@rel32@lo+4"),
        (
            ".text\nf:\ns_add_u32 s0, f@abs32@lo, 0x1234\n".into(),
            "only one unique literal operand is allowed",
            "0x1234",
        ),
        (
            ".text\nf:\ns_add_u32 s0, 0x1234, f@abs32@lo\n".into(),
            "only one unique literal operand is allowed",
            "f@abs32@lo",
        ),
        (".text\n.p2align 40\n".into(), "invalid alignment value", "40"),
        (".text\n.fill 1 << 40, 4, 0\n".into(), "a .fill count out of range", "1 << 40, 4, 0"),
    ] {
        assert_eq!(message(&text), (expect.to_string(), at.to_string()), "{text}");
    }
}

/// Alignment, fill and data in `.text`, labels after them, `.size` from
/// label differences, and relocations against symbols in literals.
#[test]
fn text_directives_place_bytes_as_llvm_mc_does() {
    let source = "\t.text\n\t.globl f\n\t.type f,@function\nf:\n\ts_nop 0\n\t.p2align 4\ng:\n\ts_getpc_b64 s[0:1]\n\
                  \ts_add_u32 s0, s0, f@rel32@lo+4\n\ts_addc_u32 s1, s1, f@rel32@hi+12\n\ts_setpc_b64 s[0:1]\n.Lend:\n\
                  \t.size f, .Lend-f\n\t.p2alignl 6, 3214868480\n\t.fill 2, 4, 3214868480\n\t.byte 1, 2\n\t.long 0x01020304\n";
    let out = amdgpu::asm::assemble(table(), source).unwrap();
    assert_eq!(out.labels["g"], 16);
    let nop = 0xbf80_0000u32.to_le_bytes();
    assert_eq!(out.bytes[4..16], [nop, nop, nop].concat()[..]);
    assert_eq!(out.labels[".Lend"], 40);
    assert_eq!(out.bytes.len(), 64 + 8 + 2 + 4);
    assert_eq!(out.bytes[40..44], 0xbf9f_0000u32.to_le_bytes());
    assert_eq!(out.bytes[64..], [0x00, 0x00, 0x9f, 0xbf, 0x00, 0x00, 0x9f, 0xbf, 1, 2, 4, 3, 2, 1]);
    let parts = &out.object;
    let f = parts.symbols.iter().find(|s| s.name == "f").unwrap();
    assert!(f.global && f.function && f.size == 40);
    assert!(!parts.symbols.iter().any(|s| s.name == ".Lend"));
    let relocs: Vec<(u64, u32, &str, i64)> =
        parts.relocations.iter().map(|r| (r.offset, r.r_type, r.symbol.as_str(), r.addend)).collect();
    assert_eq!(relocs, [(24, 10, "f", 4), (32, 11, "f", 12)]);
    // A long file of such lines, cut into stretches read in parallel, keeps
    // its blocks whole and places its padding as one pass does.
    let mut long = String::new();
    for k in 0..4000 {
        long.push_str(&format!(
            "\t.text\n\t.globl k{k}\n\t.p2align 8\nk{k}:\n\ts_mov_b32 s0, {k}\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n\
             \t.amdhsa_kernel k{k}\n\t\t.amdhsa_next_free_vgpr {}\n\t\t.amdhsa_next_free_sgpr 1\n\t.end_amdhsa_kernel\n",
            k % 200
        ));
    }
    long.push_str(".amdgpu_metadata\n---\namdhsa.version:\n  - 1\n  - 2\n...\n.end_amdgpu_metadata\n");
    let one = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
    let four = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
    let a = one.install(|| amdgpu::asm::assemble(table(), &long)).unwrap();
    let b = four.install(|| amdgpu::asm::assemble(table(), &long)).unwrap();
    assert!(long.len() > 600_000);
    assert_eq!(a.bytes, b.bytes);
    assert_eq!(a.object, b.object);
    assert_eq!(a.object.descriptors.len(), 4000);
    assert_eq!(a.labels["k3999"], 3999 * 256);
    assert_eq!(a.object.descriptors[1999].descriptor.compute_pgm_rsrc1 & 0x3f, (1999 % 200u32).div_ceil(8).max(1) - 1);
}

/// Pieces of directives, blocks, YAML and expressions, in any order.
fn fragments() -> impl Strategy<Value = String> {
    let words = prop::sample::select(vec![
        ".amdhsa_kernel k",
        ".end_amdhsa_kernel",
        ".amdgpu_metadata",
        ".end_amdgpu_metadata",
        ".amdhsa_next_free_vgpr",
        ".amdhsa_next_free_sgpr 1",
        ".amdhsa_user_sgpr_count",
        ".set x,",
        ".size k,",
        ".p2align",
        ".p2alignl 7,",
        ".fill",
        ".section .rodata",
        ".section .AMDGPU.csdata",
        ".text",
        ".rodata",
        ".globl k",
        "k:",
        "s_endpgm",
        "---",
        "...",
        "- a: 1",
        "  b:",
        "max(",
        "alignto(",
        "1",
        "-1",
        "x",
        "k",
        ")",
        ",",
        "'",
        "\"",
        "[",
        "{",
        "}",
        "]",
        "!str",
        "s_add_u32 s0, s0, k@rel32@lo+4",
        ".amdhsa_code_object_version",
        "6",
        "0x",
        "<<",
        "+",
        "\n",
        "\n",
        "\n",
        " ",
        ";",
        "//",
        ":",
        "é",
    ]);
    prop::collection::vec(words, 0..60).prop_map(|w| w.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Whatever the lines, assembling and writing the object end in bytes
    /// or errors, never a panic; YAML likewise.
    #[test]
    fn directive_soup_never_panics(text in fragments(), yaml in ".{0,80}") {
        if let Ok(out) = amdgpu::asm::assemble(table(), &text) {
            let _ = out.code_object("gfx1100");
        }
        let _ = amdgpu::metadata::parse_yaml(&yaml);
        let _ = amdgpu::metadata::parse_yaml(&text);
    }
}

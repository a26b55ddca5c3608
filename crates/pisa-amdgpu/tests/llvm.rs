//! The backend's output against LLVM 22, for each example of `examples/`
//! the backend compiles:
//!
//! - llvm-mc-22 assembles the `--emit asm` text to the `.text` bytes,
//!   kernel descriptors and metadata of our linked object, and to the
//!   relocatable object our own assembler writes; ld.lld-22 links that into
//!   the code object `pisa build` writes, and its kernels run in the
//!   simulator with the emulator's results;
//! - our own assembler assembles the text to the linked object's bytes
//!   (this one needs no LLVM);
//! - llvm-readelf-22 reads the metadata note of the linked object without
//!   a warning;
//! - llvm-objdump-22 disassembles every instruction of it as we do.
//!
//! The LLVM tests skip, saying so, when LLVM is missing; with
//! PISA_REQUIRE_LLVM=1 (as CI sets it) a missing LLVM is a failure.

mod common;

use amdgpu::hsaco::{self, CodeObject, Kernel, KernelDescriptor};
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
    eprintln!("SKIPPED: {name} not found; install llvm-22 to run the backend's tests against LLVM");
    None
}

/// A fresh scratch directory for one test.
fn scratch(example: &str, what: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pisa-amdgpu-llvm-{}-{example}-{what}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

struct Example {
    name: String,
    module: pisa::ir::Module,
    launch: common::Launch,
    compiled: pisa_amdgpu::Compiled,
}

/// An example of examples/, or a kernel of the backend's tests/kernels/
/// with a launch file.
fn example(name: &str) -> Example {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut path = root.join("../../examples").join(format!("{name}.pisa"));
    if !path.exists() {
        path = root.join("tests/kernels").join(format!("{name}.pisa"));
    }
    let source = std::fs::read_to_string(&path).expect("the example");
    let module = common::module(&source);
    let launch = common::launch_file(&path);
    let options = pisa_amdgpu::Options { kernel: Some(launch.kernel.clone()), opt_level: 2 };
    let compiled = pisa_amdgpu::compile(&module, &options).unwrap_or_else(|e| panic!("{name}: compile error: {e}"));
    Example { name: name.to_string(), module, launch, compiled }
}

fn read(bytes: &[u8], what: &str) -> CodeObject {
    hsaco::read(bytes).unwrap_or_else(|e| panic!("{what}: {e}"))
}

/// A descriptor without its entry offset, which is a relocation's addend
/// in a relocatable object and the distance to the code in a linked one.
fn without_entry(d: &KernelDescriptor) -> KernelDescriptor {
    KernelDescriptor { kernel_code_entry_byte_offset: 0, ..*d }
}

/// Everything of a kernel but its descriptor's entry offset.
fn kernel_parts(k: &Kernel) -> (String, u64, u64, KernelDescriptor, Option<hsaco::KernelMeta>) {
    (k.name.clone(), k.entry, k.size, without_entry(&k.descriptor), k.meta.clone())
}

/// A relocatable `.text` as linked into `linked`: each PC-relative literal
/// (our assembler's relocations of the `--emit asm` text) gets S + A - P,
/// from the symbols of the linked object.
fn relocated(e: &Example, text: &[u8], linked: &CodeObject) -> Vec<u8> {
    let table = amdgpu::table("gfx1100").unwrap();
    let output = amdgpu::asm::assemble(table, &e.compiled.asm).expect("our assembler takes our assembly");
    let mut text = text.to_vec();
    for r in &output.object.relocations {
        let symbol = linked.symbols.iter().find(|s| s.name == r.symbol);
        let symbol = symbol.unwrap_or_else(|| panic!("{}: no symbol `{}` in the linked object", e.name, r.symbol));
        let value = (symbol.value as i64 + r.addend - (linked.text_address + r.offset) as i64) as u64;
        let field = match r.r_type {
            hsaco::R_AMDGPU_REL32_LO => value as u32,
            hsaco::R_AMDGPU_REL32_HI => (value >> 32) as u32,
            other => panic!("{}: a relocation of type {other} in .text", e.name),
        };
        let at = r.offset as usize;
        assert_eq!(text[at..at + 4], [0; 4], "{}: a relocated field is not left zero", e.name);
        text[at..at + 4].copy_from_slice(&field.to_le_bytes());
    }
    text
}

/// The code, kernels and metadata of `theirs` are those of `ours` (a linked
/// object), entry offsets aside; a relocatable `theirs` once relocated.
fn same_code_and_kernels(e: &Example, what: &str, theirs: &CodeObject, ours: &CodeObject) {
    let name = &e.name;
    let text = if theirs.linked { theirs.text.clone() } else { relocated(e, &theirs.text, ours) };
    assert!(text == ours.text, "{name}: {what} gives other .text bytes than our object\n{}", e.compiled.asm);
    let (t, o): (Vec<_>, Vec<_>) =
        (theirs.kernels.iter().map(kernel_parts).collect(), ours.kernels.iter().map(kernel_parts).collect());
    assert_eq!(t, o, "{name}: {what} gives other kernels (descriptors, entries, metadata) than our object");
    assert_eq!(theirs.metadata, ours.metadata, "{name}: {what} gives other metadata than our object");
    assert_eq!(ours.kernels.len(), 1, "{name}: one kernel");
}

/// In a linked object each descriptor's entry offset leads to its code.
fn entries_lead_to_code(name: &str, what: &str, co: &CodeObject) {
    for k in &co.kernels {
        let kd = co.symbols.iter().find(|s| s.name == format!("{}.kd", k.name));
        let kd = kd.unwrap_or_else(|| panic!("{name}: {what} has no `{}.kd` symbol", k.name));
        let entry = kd.value as i64 + k.descriptor.kernel_code_entry_byte_offset;
        assert_eq!(
            entry,
            (co.text_address + k.entry) as i64,
            "{name}: {what}: the descriptor of `{}` does not lead to its code",
            k.name
        );
    }
}

fn run_tool(tool: &str, args: &[&str], file: &Path) -> String {
    let out = Command::new(tool).args(args).arg(file).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && stderr.trim().is_empty(), "{tool} {args:?} {}:\n{stderr}", file.display());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// llvm-mc's relocatable object of the `--emit asm` text, ld.lld's linked
/// one, and the comparisons with ours.
fn llvm_mc_agrees(name: &str) {
    llvm_mc_agrees_on(&example(name));
}

fn llvm_mc_agrees_on(e: &Example) {
    let (Some(mc), Some(lld), Some(readelf)) = (tool("llvm-mc-22"), tool("ld.lld-22"), tool("llvm-readelf-22")) else {
        return;
    };
    let name = e.name.as_str();
    let dir = scratch(name, "mc");
    let (source, object, linked) = (dir.join("k.s"), dir.join("k.o"), dir.join("k.hsaco"));
    std::fs::write(&source, &e.compiled.asm).unwrap();
    let out = Command::new(&mc)
        .args(["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj"])
        .arg(&source)
        .arg("-o")
        .arg(&object)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.trim().is_empty(),
        "{name}: llvm-mc-22 refuses or warns about our assembly:\n{stderr}\n{}",
        e.compiled.asm
    );
    let theirs_bytes = std::fs::read(&object).unwrap();
    let theirs = read(&theirs_bytes, "llvm-mc's object");
    assert!(!theirs.linked);
    let ours = read(&e.compiled.object, "our linked object");
    assert!(ours.linked);
    same_code_and_kernels(e, "llvm-mc-22", &theirs, &ours);
    entries_lead_to_code(name, "our linked object", &ours);

    // Our assembler's relocatable object is llvm-mc's, as far as they are
    // read: code, kernels, symbols, metadata; and the symbol tables agree
    // in binding, type and visibility as llvm-readelf lists them.
    let table = amdgpu::table("gfx1100").unwrap();
    let output = amdgpu::asm::assemble(table, &e.compiled.asm).expect("our assembler takes our assembly");
    let relocatable = output.code_object("gfx1100").unwrap();
    assert_eq!(read(&relocatable, "our relocatable object"), theirs, "{name}: our assembler's object reads otherwise");
    let ours_path = dir.join("ours.o");
    std::fs::write(&ours_path, &relocatable).unwrap();
    let symbols = |file: &Path| -> Vec<String> {
        let listing = run_tool(&readelf, &["-s"], file);
        // Num, Value, Size, Type, Bind, Vis, Ndx, Name: all but the section
        // index, which depends on the order of the sections.
        let mut lines: Vec<String> = listing
            .lines()
            .filter_map(|l| {
                let f: Vec<&str> = l.split_whitespace().collect();
                let index = f.first().and_then(|n| n.strip_suffix(':')).and_then(|n| n.parse::<u32>().ok());
                (f.len() == 8 && index.is_some_and(|n| n > 0))
                    .then(|| format!("{} {} {} {} {} {}", f[1], f[2], f[3], f[4], f[5], f[7]))
            })
            .collect();
        lines.sort();
        lines
    };
    assert_eq!(symbols(&ours_path), symbols(&object), "{name}: the symbol tables differ (ours, llvm-mc's)");

    // ld.lld links llvm-mc's object into ours: the same loadable image.
    let out = Command::new(&lld).arg("-shared").arg(&object).arg("-o").arg(&linked).output().unwrap();
    assert!(out.status.success(), "{name}: ld.lld-22: {}", String::from_utf8_lossy(&out.stderr));
    let lld_bytes = std::fs::read(&linked).unwrap();
    let lld = read(&lld_bytes, "ld.lld's object");
    same_code_and_kernels(e, "llvm-mc-22 and ld.lld-22", &lld, &ours);
    entries_lead_to_code(name, "ld.lld's object", &lld);
    assert_eq!(lld.kernels, ours.kernels, "{name}: ld.lld lays the kernels out otherwise");
    // The same segments at the same addresses, and the same code in them
    // (the first also holds the ELF header, the dynamic symbols and their
    // strings, which ld.lld orders otherwise).
    let layout = |co: &CodeObject| -> Vec<_> {
        co.segments
            .iter()
            .map(|s| {
                (s.address, s.memory_size, s.writable, s.executable, s.relro, s.executable.then(|| s.bytes.clone()))
            })
            .collect()
    };
    assert!(layout(&lld) == layout(&ours), "{name}: ld.lld lays out the segments otherwise");

    // And its kernel runs with the emulator's results.
    let expected = common::emulate(&e.module, &e.launch);
    let got = common::simulate(&lld_bytes, &e.launch, 1).unwrap_or_else(|m| panic!("{name}: ld.lld's object: {m}"));
    for (k, (want, have)) in expected.iter().zip(&got).enumerate() {
        if let (Some(want), Some(have)) = (want, have) {
            assert!(want == have, "{name}: ld.lld's object: buffer arg{k} differs from the emulator's");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Our assembler on the `--emit asm` text: the linked object's bytes. No
/// LLVM needed.
fn our_assembler_agrees(name: &str) {
    our_assembler_agrees_on(&example(name));
}

fn our_assembler_agrees_on(e: &Example) {
    let name = e.name.as_str();
    let table = amdgpu::table("gfx1100").unwrap();
    let output = amdgpu::asm::assemble(table, &e.compiled.asm).unwrap_or_else(|errors| {
        let shown: Vec<String> =
            errors.iter().take(5).map(|x| format!("{}: `{}`", x.message, &e.compiled.asm[x.span.clone()])).collect();
        panic!("{name}: our assembler refuses our assembly:\n{}", shown.join("\n"))
    });
    let ours = read(&e.compiled.object, "our linked object");
    let text = relocated(e, &output.bytes, &ours);
    assert!(text == ours.text, "{name}: our assembler gives other .text bytes than the linked object");
    let relocatable = output.code_object("gfx1100").unwrap_or_else(|x| panic!("{name}: {x}"));
    let relocatable = read(&relocatable, "our relocatable object");
    assert!(!relocatable.linked);
    same_code_and_kernels(e, "our assembler", &relocatable, &ours);
}

/// `llvm-readelf --notes` reads the metadata of the linked object: the
/// kernel, its descriptor symbol, every argument's kind, the register counts.
fn llvm_readelf_reads_metadata(name: &str) {
    let Some(readelf) = tool("llvm-readelf-22") else { return };
    let e = example(name);
    let dir = scratch(name, "readelf");
    let path = dir.join("k.hsaco");
    std::fs::write(&path, &e.compiled.object).unwrap();
    let notes = run_tool(&readelf, &["--notes"], &path);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(notes.contains("NT_AMDGPU_METADATA") && notes.contains("AMDGPU Metadata:"), "{name}:\n{notes}");
    let meta = read(&e.compiled.object, "our linked object").metadata.expect("metadata");
    let kernel = &meta.kernels[0];
    // The YAML llvm-readelf prints: `.key:` then the value, aligned.
    let values = |key: &str| -> Vec<String> {
        notes
            .lines()
            .filter_map(|l| l.trim_start().trim_start_matches("- ").strip_prefix(&format!("{key}:")))
            .map(|v| v.trim().to_string())
            .collect()
    };
    assert_eq!(values(".symbol"), [format!("{}.kd", kernel.name)], "{name}:\n{notes}");
    assert!(values(".name").contains(&kernel.name), "{name}: no `.name: {}`:\n{notes}", kernel.name);
    let kinds: Vec<String> = kernel.args.iter().map(|a| a.value_kind.clone()).collect();
    assert!(kinds.iter().any(|k| k == "global_buffer"), "{name}: {kinds:?}");
    assert_eq!(values(".value_kind"), kinds, "{name}: llvm-readelf reads other argument kinds:\n{notes}");
    let offsets: Vec<String> = kernel.args.iter().map(|a| a.offset.to_string()).collect();
    assert_eq!(values(".offset"), offsets, "{name}:\n{notes}");
    for (key, value) in [(".vgpr_count", kernel.vgpr_count), (".sgpr_count", kernel.sgpr_count)] {
        assert_eq!(values(key), [value.to_string()], "{name}:\n{notes}");
    }
    assert_eq!(values("amdhsa.target"), ["amdgcn-amd-amdhsa--gfx1100"], "{name}:\n{notes}");
}

/// `llvm-objdump -d` lists `(offset in .text, text)` for each instruction.
fn objdump_listing(listing: &str, text_address: u64) -> Vec<(u64, String)> {
    let mut out = Vec::new();
    for line in listing.lines() {
        let Some(rest) = line.strip_prefix('\t') else { continue };
        let Some((inst, tail)) = rest.rsplit_once("// ") else { continue };
        let Some((address, _words)) = tail.split_once(": ") else { continue };
        let Ok(address) = u64::from_str_radix(address, 16) else { continue };
        out.push((address - text_address, inst.trim().to_string()));
    }
    out
}

/// llvm-objdump disassembles every instruction of the linked object as our
/// disassembler does.
fn llvm_objdump_agrees(name: &str) {
    llvm_objdump_agrees_on(&example(name));
}

fn llvm_objdump_agrees_on(e: &Example) {
    let Some(objdump) = tool("llvm-objdump-22") else { return };
    let name = e.name.as_str();
    let dir = scratch(name, "objdump");
    let path = dir.join("k.hsaco");
    std::fs::write(&path, &e.compiled.object).unwrap();
    let listing = run_tool(&objdump, &["-d", "--mcpu=gfx1100"], &path);
    let _ = std::fs::remove_dir_all(&dir);
    let co = read(&e.compiled.object, "our linked object");
    let theirs = objdump_listing(&listing, co.text_address);
    let ours: Vec<(u64, String)> = amdgpu::disassemble(amdgpu::table("gfx1100").unwrap(), &co.text)
        .into_iter()
        .map(|(offset, text)| (offset as u64, text))
        .collect();
    assert!(ours.len() > 10 && !ours.iter().any(|(_, t)| t.starts_with(".long")), "{name}: {ours:?}");
    let differ: Vec<String> = ours
        .iter()
        .zip(&theirs)
        .filter(|(o, t)| o != t)
        .take(20)
        .map(|(o, t)| format!("  at {:#x}: ours `{}`, llvm-objdump {:#x} `{}`", o.0, o.1, t.0, t.1))
        .collect();
    assert!(differ.is_empty(), "{name}: the listings differ:\n{}\n{listing}", differ.join("\n"));
    assert_eq!(ours.len(), theirs.len(), "{name}: the listings have other lengths:\n{listing}");
}

macro_rules! examples {
    ($($name:ident),*) => {$(
        mod $name {
            #[test]
            fn llvm_mc_assembles_our_assembly_to_our_object() {
                super::llvm_mc_agrees(stringify!($name));
            }
            #[test]
            fn our_assembler_assembles_it_to_the_same_bytes() {
                super::our_assembler_agrees(stringify!($name));
            }
            #[test]
            fn llvm_readelf_reads_the_metadata() {
                super::llvm_readelf_reads_metadata(stringify!($name));
            }
            #[test]
            fn llvm_objdump_disassembles_it_as_we_do() {
                super::llvm_objdump_agrees(stringify!($name));
            }
        }
    )*};
}

examples!(
    saxpy,
    vecadd2d,
    mandelbrot,
    reduce,
    matmul,
    bitonic,
    conversions,
    subgroup_reduce,
    scan,
    histogram,
    crc32,
    module_data,
    calls,
    packed,
    trig,
    wide_access,
    private_pointers,
    spills,
    float_atomics,
    halfword_atomics,
    generic_private,
    branches,
    rounding,
    reconvergence,
    reconvergence_stack,
    uniform_const
);

fn compile_source(source: &str) -> CodeObject {
    let module = common::module(source);
    let options = pisa_amdgpu::Options { kernel: None, opt_level: 2 };
    let compiled = pisa_amdgpu::compile(&module, &options).unwrap_or_else(|e| panic!("compile error: {e}"));
    read(&compiled.object, "our linked object")
}

/// The kernel metadata clang-22 writes for an OpenCL C kernel, as
/// llvm-readelf prints it (`None` without clang).
fn clang_notes(name: &str, opencl: &str) -> Option<String> {
    let clang = tool("clang-22")?;
    let readelf = tool("llvm-readelf-22")?;
    let dir = scratch(name, "clang");
    let (cl, object) = (dir.join("k.cl"), dir.join("k.o"));
    std::fs::write(&cl, opencl).unwrap();
    let out = Command::new(clang)
        .args(["-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-nogpulib", "-O3", "-c"])
        .arg(&cl)
        .arg("-o")
        .arg(&object)
        .output()
        .unwrap();
    assert!(out.status.success(), "clang-22: {}", String::from_utf8_lossy(&out.stderr));
    let notes = run_tool(&readelf, &["--notes"], &object);
    let _ = std::fs::remove_dir_all(&dir);
    Some(notes)
}

fn yaml_values(notes: &str, key: &str) -> Vec<String> {
    notes
        .lines()
        .filter_map(|l| l.trim_start().trim_start_matches("- ").strip_prefix(&format!("{key}:")))
        .map(|v| v.trim().to_string())
        .collect()
}

/// A parameter's `.align` raises the kernarg segment's alignment as an
/// `int4` argument does clang's; the descriptor's kernarg size is the
/// metadata's.
#[test]
fn kernarg_alignment_follows_the_parameters() {
    let co = compile_source(
        ".version 0.1;\n.target 100;\n\
         .kernel @k(.param[8] .addrspace(global) %out, .param[4] %a, .param[16] .align(16) %v) {\n\
         .reg .64b %p;\n    .reg .32b %x, %y;\n    ld.param.64b %p, [%out];\n    ld.param.32b %x, [%a];\n\
         ld.param.32b %y, [%v + 12];\n    iadd.32b %x, %x, %y;\n    st.global.32b [%p], %x;\n}\n",
    );
    let meta = co.metadata.as_ref().expect("metadata");
    let k = &meta.kernels[0];
    assert_eq!(k.kernarg_segment_align, 16);
    let explicit: Vec<(u64, u64)> = k.args.iter().filter(|a| a.name.is_some()).map(|a| (a.offset, a.size)).collect();
    assert_eq!(explicit, [(0, 8), (8, 4), (16, 16)]);
    assert_eq!(co.kernels[0].descriptor.kernarg_size as u64, k.kernarg_segment_size);
    if let Some(notes) = clang_notes("kernarg_align", "__kernel void k(__global int*o, int a, int4 v){ o[0]=a+v.w; }") {
        assert_eq!(yaml_values(&notes, ".kernarg_segment_align"), ["16"], "{notes}");
        let offsets: Vec<String> = yaml_values(&notes, ".offset").into_iter().take(3).collect();
        assert_eq!(offsets, ["0", "8", "16"], "{notes}");
    }
    // Without `.align`, 8: what the hidden arguments need.
    let plain = compile_source(
        ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %out) {\n    .reg .64b %p;\n\
         .reg .32b %x;\n    ld.param.64b %p, [%out];\n    mov.32b %x, 1;\n    st.global.32b [%p], %x;\n}\n",
    );
    assert_eq!(plain.metadata.expect("metadata").kernels[0].kernarg_segment_align, 8);
}

/// Every `dynamic_shared_pointer` has a `.pointee_align`, as clang writes
/// it: the parameter's `.ptr_align`, or 1 (clang's for `void`).
#[test]
fn shared_pointers_have_their_pointee_alignment() {
    let source = |attr: &str| {
        format!(
            ".version 0.1;\n.target 100;\n\
             .kernel @k(.param[8] .addrspace(global) %out, .param[4] {attr}.addrspace(shared) %sh) {{\n\
             .reg .32b %x, %y, %a;\n    .reg .64b %p;\n    ld.param.64b %p, [%out];\n    ld.param.32b %a, [%sh];\n\
             mov.32b %x, %localid.x;\n    st.shared.32b [%a], %x;\n    barrier.workgroup;\n\
             ld.shared.32b %y, [%a];\n    st.global.32b [%p], %y;\n}}\n"
        )
    };
    let pointee = |attr: &str| {
        let co = compile_source(&source(attr));
        let k = &co.metadata.expect("metadata").kernels[0];
        let arg = k.args.iter().find(|a| a.value_kind == "dynamic_shared_pointer").expect("the shared pointer");
        arg.pointee_align
    };
    assert_eq!(pointee(".ptr_align(16) "), Some(16));
    assert_eq!(pointee(""), Some(1));
    let cl = "__kernel void k(__global int*o, __local int4* s){ s[get_local_id(0)]=(int4)(1); \
              barrier(CLK_LOCAL_MEM_FENCE); o[0]=s[0].x; }";
    if let Some(notes) = clang_notes("pointee_align", cl) {
        assert_eq!(yaml_values(&notes, ".pointee_align"), ["16"], "{notes}");
    }
}

/// A kernel that spills says so, as clang's `.vgpr_spill_count` does: the
/// dwords its spill stores write (the kernel has no `.private` variables,
/// so every scratch store is a spill).
#[test]
fn spill_counts_are_written() {
    let e = example("spills");
    let co = read(&e.compiled.object, "our linked object");
    let k = &co.metadata.as_ref().expect("metadata").kernels[0];
    assert!(k.vgpr_spill_count > 0, "spills: no `.vgpr_spill_count`");
    let stored: u64 = e
        .compiled
        .asm
        .lines()
        .filter_map(|l| l.trim().strip_prefix("scratch_store_b"))
        .map(|l| l.split_whitespace().next().unwrap().parse::<u64>().unwrap() / 32)
        .sum();
    assert_eq!(k.vgpr_spill_count, stored, "spills");
    assert_eq!(k.sgpr_spill_count, 0);
    assert_eq!(co.kernels[0].descriptor.private_segment_fixed_size as u64, k.private_segment_fixed_size);
    // A kernel without spills says 0.
    let plain = example("saxpy");
    let co = read(&plain.compiled.object, "our linked object");
    assert_eq!(co.metadata.expect("metadata").kernels[0].vgpr_spill_count, 0);
}

/// Kernels whose code passes the ±128 KiB a SOPP branch reaches
/// (`common::long_branch_kernel`): their long branches (`s_getpc_b64`, the
/// label differences `(TARGET-.Lpost_getpc…)&4294967295` and `>>32` added,
/// `s_setpc_b64`) assemble with llvm-mc-22 and our assembler to the linked
/// object's bytes, and llvm-objdump-22 reads them as we do.
fn long_branches_agree(kind: &str) {
    for opt_level in [0, 2] {
        let module = common::module(&common::long_branch_kernel(kind, 2000));
        let launch = common::launch_of("k", &[8], &[8], &["buf:u32:zeros:32"]);
        let options = pisa_amdgpu::Options { kernel: None, opt_level };
        let compiled = pisa_amdgpu::compile(&module, &options).unwrap_or_else(|e| panic!("{kind}: {e}"));
        assert!(compiled.asm.contains("s_setpc_b64"), "{kind} -O{opt_level}: no long branch");
        let e = Example { name: format!("long_branch_{kind}_O{opt_level}"), module, launch, compiled };
        our_assembler_agrees_on(&e);
        llvm_mc_agrees_on(&e);
        llvm_objdump_agrees_on(&e);
    }
}

#[test]
fn long_dispatcher_branches_assemble_as_llvm_mc_assembles_them() {
    long_branches_agree("stack");
}

#[test]
fn a_long_if_assembles_as_llvm_mc_assembles_it() {
    long_branches_agree("if");
}

//! HSA code objects against LLVM 22: ours are read by llvm-readelf-22 and
//! llvm-objdump-22 and linked by ld.lld-22 (and read back, linked); clang's,
//! relocatable and linked, are read by us. A clang-compiled fixture
//! (tests/fixtures/kernels-O2.o, from kernels.cl) is read without LLVM too.
//! The LLVM tests skip, saying so, when LLVM is missing; with
//! PISA_REQUIRE_LLVM=1 (as CI sets it) a missing LLVM is a failure.

use amdgpu::hsaco::{self, KernelDescriptor, KernelMeta, KernelOut};
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
    eprintln!("SKIPPED: {name} not found; install llvm-22 to run the code object tests against LLVM");
    None
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("amdgpu-co-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name)
}

/// Two kernels in one `.text`, with a local label.
fn ours() -> Vec<u8> {
    let table = amdgpu::table("gfx1100").unwrap();
    let source = "first:\n s_load_b64 s[0:1], s[0:1], 0x0\n s_waitcnt lgkmcnt(0)\n v_mov_b32 v1, s0\n s_endpgm\n\
                  second:\n v_add_f32 v0, 1.0, v0\n s_endpgm\n";
    let out = amdgpu::asm::assemble(table, source).unwrap();
    let meta = |name: &str, kernarg: u64| KernelMeta {
        name: name.into(),
        symbol: format!("{name}.kd"),
        kernarg_segment_size: kernarg,
        kernarg_segment_align: 8,
        wavefront_size: 32,
        sgpr_count: 2,
        vgpr_count: 2,
        max_flat_workgroup_size: 256,
        args: vec![amdgpu::hsaco::ArgMeta {
            name: Some("p".into()),
            offset: 0,
            size: 8,
            value_kind: "global_buffer".into(),
            address_space: Some("global".into()),
            ..Default::default()
        }],
        ..Default::default()
    };
    let descriptor = KernelDescriptor {
        kernarg_size: 8,
        compute_pgm_rsrc1: 0x60af_0000,
        compute_pgm_rsrc2: 0x0000_0090,
        kernel_code_properties: 0x0408,
        ..Default::default()
    };
    let second = out.labels["second"] as u64;
    let kernels = vec![
        KernelOut { name: "first".into(), entry: 0, size: second, descriptor, meta: meta("first", 8) },
        KernelOut {
            name: "second".into(),
            entry: second,
            size: out.bytes.len() as u64 - second,
            descriptor,
            meta: meta("second", 8),
        },
    ];
    hsaco::write("gfx1100", &out.bytes, &kernels, &[]).unwrap()
}

#[test]
fn our_objects_read_back() {
    let co = hsaco::read(&ours()).unwrap();
    assert_eq!(co.target, "gfx1100");
    assert_eq!(co.version(), 5);
    assert!(!co.linked);
    assert_eq!(co.kernels.len(), 2);
    let second = co.kernel("second").unwrap();
    assert_eq!(second.entry, 20);
    let m = second.meta.as_ref().unwrap();
    assert_eq!((m.wavefront_size, m.args[0].value_kind.as_str()), (32, "global_buffer"));
}

#[test]
fn llvm_reads_links_and_disassembles_our_objects() {
    let (Some(readelf), Some(objdump), Some(lld)) =
        (tool("llvm-readelf-22"), tool("llvm-objdump-22"), tool("ld.lld-22"))
    else {
        return;
    };
    let dir = scratch("ours");
    let (obj, so) = (dir.join("ours.o"), dir.join("ours.so"));
    std::fs::write(&obj, ours()).unwrap();
    let notes = Command::new(&readelf).args(["-h", "--notes", "-s"]).arg(&obj).output().unwrap();
    let notes = String::from_utf8_lossy(&notes.stdout);
    for want in [
        "NT_AMDGPU_METADATA",
        "amdhsa.kernels",
        ".symbol:         second.kd",
        "amdhsa.target:   amdgcn-amd-amdhsa--gfx1100",
        "gfx1100",
        "ABI Version:                       3",
        "OBJECT  GLOBAL PROTECTED",
    ] {
        assert!(notes.contains(want), "llvm-readelf output lacks `{want}`:\n{notes}");
    }
    let listing = Command::new(&objdump).args(["-d", "--mcpu=gfx1100"]).arg(&obj).output().unwrap();
    let listing = String::from_utf8_lossy(&listing.stdout);
    for want in ["<first>:", "<second>:", "v_add_f32_e32 v0, 1.0, v0", "s_endpgm"] {
        assert!(listing.contains(want), "llvm-objdump output lacks `{want}`:\n{listing}");
    }
    let status = Command::new(&lld).arg("-shared").arg(&obj).arg("-o").arg(&so).status().unwrap();
    assert!(status.success(), "ld.lld-22 could not link our object");
    let linked = hsaco::read(&std::fs::read(&so).unwrap()).unwrap();
    assert!(linked.linked);
    // The linker resolved the descriptors' entry offsets to the same code.
    let second = linked.kernel("second").unwrap();
    assert_eq!(second.entry, 20);
    assert_ne!(second.descriptor.kernel_code_entry_byte_offset, 0);
    assert_eq!(second.meta.as_ref().unwrap().kernarg_segment_size, 8);
    let _ = std::fs::remove_dir_all(&dir);
}

fn check_clang_kernels(co: &hsaco::CodeObject) {
    assert_eq!(co.target, "gfx1100");
    let saxpy = co.kernel("saxpy").expect("saxpy");
    let meta = saxpy.meta.as_ref().expect("saxpy's metadata");
    // float a, float *x, float *y, int n
    let offsets: Vec<(u64, &str)> = meta.args.iter().map(|a| (a.offset, a.value_kind.as_str())).collect();
    assert_eq!(offsets[..4], [(0, "by_value"), (8, "global_buffer"), (16, "global_buffer"), (24, "by_value")]);
    assert_eq!(saxpy.descriptor.kernarg_size as u64, meta.kernarg_segment_size);
    assert!(saxpy.descriptor.wavefront_size32());
    assert!(saxpy.descriptor.enable_sgpr_kernarg_segment_ptr());
    assert!(saxpy.descriptor.enable_sgpr_workgroup_id()[0]);
    let local = co.kernel("with_local").expect("with_local");
    let kinds: Vec<&str> = local.meta.as_ref().unwrap().args.iter().map(|a| a.value_kind.as_str()).collect();
    assert_eq!(kinds[..2], ["global_buffer", "dynamic_shared_pointer"]);
    // The code ends with s_endpgm, as our disassembler reads it.
    let table = amdgpu::table("gfx1100").unwrap();
    let code = &co.text[saxpy.entry as usize..(saxpy.entry + saxpy.size) as usize];
    let lines = amdgpu::disassemble(table, code);
    assert_eq!(lines.last().map(|l| l.1.as_str()), Some("s_endpgm"), "{lines:?}");
}

#[test]
fn clangs_fixture_is_read() {
    let co = hsaco::read(&std::fs::read(fixture("kernels-O2.o")).unwrap()).unwrap();
    assert!(!co.linked);
    check_clang_kernels(&co);
}

#[test]
fn clangs_objects_are_read_relocatable_and_linked() {
    let (Some(clang), Some(lld)) = (tool("clang-22"), tool("ld.lld-22")) else { return };
    let dir = scratch("clang");
    for (opt, version) in [("-O0", "5"), ("-O2", "5"), ("-O3", "6")] {
        let (obj, so) = (dir.join("k.o"), dir.join("k.so"));
        let status = Command::new(&clang)
            .args(["-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-nogpulib", opt, "-c"])
            .arg(format!("-mcode-object-version={version}"))
            .arg(fixture("kernels.cl"))
            .arg("-o")
            .arg(&obj)
            .status()
            .unwrap();
        assert!(status.success());
        let co = hsaco::read(&std::fs::read(&obj).unwrap()).unwrap();
        assert_eq!(co.version().to_string(), version);
        check_clang_kernels(&co);
        assert!(Command::new(&lld).arg("-shared").arg(&obj).arg("-o").arg(&so).status().unwrap().success());
        let linked = hsaco::read(&std::fs::read(&so).unwrap()).unwrap();
        assert!(linked.linked);
        check_clang_kernels(&linked);
        // Relocatable and linked agree on where each kernel's code starts.
        for k in &co.kernels {
            let l = linked.kernel(&k.name).unwrap();
            assert_eq!(co.text[k.entry as usize..][..16], linked.text[l.entry as usize..][..16], "{}", k.name);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn mutated_objects_never_panic() {
    let good = std::fs::read(fixture("kernels-O2.o")).unwrap();
    let mut state = 1u64;
    for _ in 0..20_000 {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mut bytes = good.clone();
        for _ in 0..1 + (state >> 60) {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let at = (state >> 33) as usize % bytes.len();
            bytes[at] = (state >> 8) as u8;
        }
        let _ = hsaco::read(&bytes);
    }
}

/// A linked object of ours: kernel `load` reads `table` (read-only) through
/// the s_getpc_b64 sequence; `counter` is writable, `zeros` is bss-like,
/// and `pointers` (read-only) holds the addresses of `counter` and of
/// `table` + 4, so it lands in .data.rel.ro; `slots` (writable) points at
/// kernel `load`.
struct Linked {
    bytes: Vec<u8>,
    /// .text offsets of the two fixed-up literals.
    literals: [u64; 2],
    /// Offset of the instruction after s_getpc_b64.
    after_getpc: u64,
}

fn linked_ours() -> Linked {
    use hsaco::{DataOut, DataPointer, FixupKind, LinkedOut, TextFixup};
    let table = amdgpu::table("gfx1100").unwrap();
    let source = "load:\n s_load_b64 s[2:3], s[0:1], 0x0\n s_getpc_b64 s[0:1]\nafter:\n\
                  s_add_u32 s0, s0, 0x12345678\n s_addc_u32 s1, s1, 0x12345678\n\
                  s_load_b32 s4, s[0:1], 0x0\n s_waitcnt lgkmcnt(0)\n v_mov_b32 v0, 0\n v_mov_b32 v1, s4\n\
                  global_store_b32 v0, v1, s[2:3]\n s_endpgm\n";
    let out = amdgpu::asm::assemble(table, source).unwrap();
    let after = out.labels["after"] as u64;
    // s_add_u32 (4 bytes) then its literal; s_addc_u32 likewise.
    let literals = [after + 4, after + 12];
    let descriptor = KernelDescriptor {
        kernarg_size: 8,
        compute_pgm_rsrc1: 0x60af_0000,
        compute_pgm_rsrc2: 0x0000_0090,
        kernel_code_properties: 0x0408,
        ..Default::default()
    };
    let kernels = vec![KernelOut {
        name: "load".into(),
        entry: 0,
        size: out.bytes.len() as u64,
        descriptor,
        meta: KernelMeta {
            name: "load".into(),
            symbol: "load.kd".into(),
            kernarg_segment_size: 8,
            kernarg_segment_align: 8,
            wavefront_size: 32,
            sgpr_count: 6,
            vgpr_count: 2,
            max_flat_workgroup_size: 256,
            args: vec![amdgpu::hsaco::ArgMeta {
                name: Some("out".into()),
                offset: 0,
                size: 8,
                value_kind: "global_buffer".into(),
                address_space: Some("global".into()),
                ..Default::default()
            }],
            ..Default::default()
        },
    }];
    let data = vec![
        DataOut {
            name: "table".into(),
            bytes: [11u32, 22, 33, 44].iter().flat_map(|v| v.to_le_bytes()).collect(),
            size: 16,
            align: 16,
            writable: false,
        },
        DataOut { name: "counter".into(), bytes: 5u32.to_le_bytes().to_vec(), size: 8, align: 8, writable: true },
        DataOut { name: "zeros".into(), bytes: vec![], size: 400, align: 4, writable: true },
        DataOut { name: "pointers".into(), bytes: vec![], size: 16, align: 8, writable: false },
        DataOut { name: "slots".into(), bytes: vec![], size: 8, align: 8, writable: true },
    ];
    let pointer = |object: &str, offset: u64, symbol: &str, addend: i64| DataPointer {
        object: object.into(),
        offset,
        symbol: symbol.into(),
        addend,
    };
    let pointers =
        vec![pointer("pointers", 0, "counter", 0), pointer("pointers", 8, "table", 4), pointer("slots", 0, "load", 0)];
    let fixups = vec![
        TextFixup { offset: literals[0], symbol: "table".into(), addend: 4, kind: FixupKind::Rel32Lo },
        TextFixup { offset: literals[1], symbol: "table".into(), addend: 12, kind: FixupKind::Rel32Hi },
    ];
    let bytes = hsaco::write_linked(&LinkedOut {
        target: "gfx1100",
        text: &out.bytes,
        kernels: &kernels,
        labels: &[("after".into(), after)],
        data: &data,
        text_fixups: &fixups,
        data_pointers: &pointers,
    })
    .unwrap();
    Linked { bytes, literals, after_getpc: after }
}

fn address_of(co: &hsaco::CodeObject, name: &str) -> u64 {
    co.symbols.iter().find(|s| s.name == name).unwrap_or_else(|| panic!("no symbol `{name}`")).value
}

#[test]
fn our_linked_objects_read_back_resolved() {
    let linked = linked_ours();
    let co = hsaco::read(&linked.bytes).unwrap();
    assert!(co.linked);
    assert_eq!(co.version(), 5);
    let k = co.kernel("load").unwrap();
    assert_eq!(k.entry, 0);
    assert_eq!(co.text_address % 256, 0);
    let kd = address_of(&co, "load.kd");
    assert_eq!(kd % 64, 0);
    assert_eq!(kd as i64 + k.descriptor.kernel_code_entry_byte_offset, co.text_address as i64);
    // The fixed-up literals reach `table` from where s_getpc_b64 points.
    let word = |at: u64| u32::from_le_bytes(co.text[at as usize..at as usize + 4].try_into().unwrap());
    let delta = (word(linked.literals[0]) as u64 | (word(linked.literals[1]) as u64) << 32) as i64;
    let pc = co.text_address + linked.after_getpc;
    assert_eq!(pc.wrapping_add(delta as u64), address_of(&co, "table"));
    // Three R_AMDGPU_RELATIVE64 relocations, with the targets' addresses as addends.
    let relocations: Vec<(u64, u32, i64)> =
        co.dynamic_relocations.iter().map(|r| (r.offset, r.kind, r.addend)).collect();
    let (pointers, slots) = (address_of(&co, "pointers"), address_of(&co, "slots"));
    let mut want = vec![
        (pointers, hsaco::R_AMDGPU_RELATIVE64, address_of(&co, "counter") as i64),
        (pointers + 8, hsaco::R_AMDGPU_RELATIVE64, address_of(&co, "table") as i64 + 4),
        (slots, hsaco::R_AMDGPU_RELATIVE64, co.text_address as i64),
    ];
    want.sort();
    assert_eq!(relocations, want);
    // Loaded at a bias, the pointers hold biased addresses; segments are as lld makes them.
    let bias = 0x7f00_0000_0000u64;
    let image = co.relocated_image(bias).unwrap();
    let read_u64 = |address: u64| {
        let s = image.iter().find(|s| s.address <= address && address < s.address + s.bytes.len() as u64).unwrap();
        let at = (address - s.address) as usize;
        u64::from_le_bytes(s.bytes[at..at + 8].try_into().unwrap())
    };
    assert_eq!(read_u64(bias + pointers + 8), bias + address_of(&co, "table") + 4);
    assert_eq!(read_u64(bias + slots), bias + co.text_address);
    assert_eq!(read_u64(bias + address_of(&co, "counter")), 5);
    let kinds: Vec<(bool, bool, bool)> = co.segments.iter().map(|s| (s.writable, s.executable, s.relro)).collect();
    assert_eq!(kinds, [(false, false, false), (false, true, false), (true, false, true), (true, false, false)]);
    assert!(co.segments.iter().all(|s| s.address % hsaco::PAGE_SIZE == 0 || s.address > 0));
    // Each segment starts on a page after the last one's end.
    for pair in co.segments.windows(2) {
        assert!(pair[1].address >= (pair[0].address + pair[0].memory_size).next_multiple_of(hsaco::PAGE_SIZE));
    }
    // `zeros` is in .bss: within the last segment's memory, past its file bytes.
    let last = co.segments.last().unwrap();
    let zeros = address_of(&co, "zeros");
    assert!(zeros >= last.address + last.bytes.len() as u64 && zeros + 400 <= last.address + last.memory_size);
}

#[test]
fn llvm_reads_and_disassembles_our_linked_objects() {
    let (Some(readelf), Some(objdump)) = (tool("llvm-readelf-22"), tool("llvm-objdump-22")) else { return };
    let dir = scratch("linked");
    let path = dir.join("ours.hsaco");
    std::fs::write(&path, linked_ours().bytes).unwrap();
    let run = |tool: &str, args: &[&str]| {
        let out = Command::new(tool).args(args).arg(&path).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success() && stderr.is_empty(), "{tool} {args:?} complains:\n{stderr}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let all = run(&readelf, &["-a", "--dyn-syms", "--hash-table", "--gnu-hash-table", "--hash-symbols"]);
    for want in [
        "Type:                              DYN (Shared object file)",
        "ABI Version:                       3",
        "NT_AMDGPU_METADATA",
        ".symbol:         load.kd",
        "FUNC    GLOBAL PROTECTED",
        "OBJECT  GLOBAL PROTECTED",
        " load.kd",
        " table",
        " counter",
        " zeros",
        " pointers",
        "(RELA)",
        "(RELACOUNT) 3",
        "(GNU_HASH)",
        "(HASH)",
        "R_AMDGPU_RELATIVE64",
        "GNU_RELRO",
        "GNU_STACK",
        "PHDR",
        ".data.rel.ro",
        ".bss",
    ] {
        assert!(all.contains(want), "llvm-readelf -a lacks `{want}`:\n{all}");
    }
    // .dynsym alone: the kernel, its descriptor and the five data objects.
    let dynsyms = run(&readelf, &["--dyn-syms"]);
    assert_eq!(dynsyms.matches("GLOBAL PROTECTED").count(), 7, "{dynsyms}");
    let relocations = run(&readelf, &["-r"]);
    assert_eq!(relocations.matches("R_AMDGPU_RELATIVE64").count(), 3, "{relocations}");
    let notes = run(&readelf, &["--notes"]);
    assert!(notes.contains("amdhsa.target:   amdgcn-amd-amdhsa--gfx1100"), "{notes}");
    // Each symbol is found through both hash tables.
    for table in [".hash", ".gnu.hash"] {
        let found = all.split(&format!("Symbol table of {table} for image:")).nth(1).unwrap_or("");
        let found = found.split("\n\n").next().unwrap_or("");
        for name in ["load", "load.kd", "table", "counter", "zeros", "pointers", "slots"] {
            assert!(found.lines().any(|l| l.ends_with(&format!(" {name}"))), "{table} lacks `{name}`:\n{found}");
        }
    }
    let listing = run(&objdump, &["-d", "--mcpu=gfx1100"]);
    for want in ["<load>:", "s_getpc_b64 s[0:1]", "s_addc_u32 s1, s1", "global_store_b32 v0, v1, s[2:3]", "s_endpgm"] {
        assert!(listing.contains(want), "llvm-objdump -d lacks `{want}`:\n{listing}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Many symbols: several .gnu.hash buckets, which need .dynsym sorted by
/// bucket. Every symbol is found through both tables.
#[test]
fn llvm_finds_every_symbol_through_our_hash_tables() {
    let Some(readelf) = tool("llvm-readelf-22") else { return };
    let names: Vec<String> = (0..61).map(|k| format!("variable_{k}")).collect();
    let data: Vec<hsaco::DataOut> = names
        .iter()
        .map(|n| hsaco::DataOut { name: n.clone(), bytes: vec![1; 4], size: 4, align: 4, writable: true })
        .collect();
    let text = [0u8, 0, 0xb0, 0xbf];
    let bytes =
        hsaco::write_linked(&hsaco::LinkedOut { target: "gfx1100", text: &text, data: &data, ..Default::default() })
            .unwrap();
    let dir = scratch("hashes");
    let path = dir.join("many.hsaco");
    std::fs::write(&path, bytes).unwrap();
    let out = Command::new(&readelf).args(["--hash-symbols", "--gnu-hash-table"]).arg(&path).output().unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success() && stderr.is_empty(), "{stderr}");
    assert!(stdout.contains("Num Buckets: 15"), "{stdout}");
    for table in [".hash", ".gnu.hash"] {
        let found = stdout.split(&format!("Symbol table of {table} for image:")).nth(1).unwrap_or("");
        let found = found.split("\n\n").next().unwrap_or("");
        for name in &names {
            assert!(found.lines().any(|l| l.ends_with(&format!(" {name}"))), "{table} lacks `{name}`:\n{stdout}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn damaged_linked_objects_never_panic() {
    let good = linked_ours().bytes;
    for n in 0..good.len() {
        if let Ok(co) = hsaco::read(&good[..n]) {
            let _ = co.relocated_image(0x7f00_0000_0000);
        }
    }
    let mut state = 7u64;
    for _ in 0..20_000 {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mut bytes = good.clone();
        for _ in 0..1 + (state >> 60) {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let at = (state >> 33) as usize % bytes.len();
            bytes[at] = (state >> 8) as u8;
        }
        if let Ok(co) = hsaco::read(&bytes) {
            let _ = co.relocated_image(u64::MAX - 0xffff);
        }
    }
}

/// The getpc sequence with R_AMDGPU_REL32_LO/HI, as llvm-mc-22 assembles it
/// and ld.lld-22 resolves it, and the same code with our fixups: in both,
/// the address s_getpc_b64 returns plus the two literals is `table`'s.
#[test]
fn our_text_fixups_resolve_as_lld_resolves_rel32() {
    let (Some(mc), Some(lld)) = (tool("llvm-mc-22"), tool("ld.lld-22")) else { return };
    let dir = scratch("rel32");
    let (source, obj, so) = (dir.join("g.s"), dir.join("g.o"), dir.join("g.hsaco"));
    std::fs::write(
        &source,
        ".amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n.amdhsa_code_object_version 5\n\
         .text\n.globl k\n.p2align 8\n.type k,@function\n\
         k:\n s_getpc_b64 s[0:1]\n s_add_u32 s0, s0, table@rel32@lo+4\n s_addc_u32 s1, s1, table@rel32@hi+12\n s_endpgm\n\
         .rodata\n.p2align 6\n.amdhsa_kernel k\n .amdhsa_next_free_vgpr 1\n .amdhsa_next_free_sgpr 2\n.end_amdhsa_kernel\n\
         .data\n.globl table\n.protected table\n.p2align 4\ntable:\n .long 1, 2, 3, 4\n.size table, 16\n",
    )
    .unwrap();
    let assembled = Command::new(&mc)
        .args(["-triple", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj"])
        .arg(&source)
        .arg("-o")
        .arg(&obj)
        .status()
        .unwrap();
    assert!(assembled.success(), "llvm-mc-22 failed");
    assert!(Command::new(&lld).arg("-shared").arg(&obj).arg("-o").arg(&so).status().unwrap().success());
    // The literals follow s_getpc_b64 (4 bytes) and each 4-byte SOP2 opcode.
    let reaches = |co: &hsaco::CodeObject| {
        let entry = co.kernel("k").expect("kernel k").entry;
        let word = |at: u64| u32::from_le_bytes(co.text[at as usize..at as usize + 4].try_into().unwrap()) as u64;
        let delta = word(entry + 8) | word(entry + 16) << 32;
        (co.text_address + entry + 4).wrapping_add(delta)
    };
    let theirs = hsaco::read(&std::fs::read(&so).unwrap()).unwrap();
    assert_eq!(reaches(&theirs), address_of(&theirs, "table"), "lld's resolution is not what we take it to be");

    let code = hsaco::read(&std::fs::read(&obj).unwrap()).unwrap();
    let kernels = [KernelOut {
        name: "k".into(),
        entry: 0,
        size: code.text.len() as u64,
        descriptor: code.kernel("k").unwrap().descriptor,
        meta: KernelMeta { name: "k".into(), symbol: "k.kd".into(), ..Default::default() },
    }];
    let data = [hsaco::DataOut {
        name: "table".into(),
        bytes: [1u32, 2, 3, 4].iter().flat_map(|v| v.to_le_bytes()).collect(),
        size: 16,
        align: 16,
        writable: true,
    }];
    let fixup = |offset, addend, kind| hsaco::TextFixup { offset, symbol: "table".into(), addend, kind };
    let fixups = [fixup(8, 4, hsaco::FixupKind::Rel32Lo), fixup(16, 12, hsaco::FixupKind::Rel32Hi)];
    let ours = hsaco::write_linked(&hsaco::LinkedOut {
        target: "gfx1100",
        text: &code.text,
        kernels: &kernels,
        data: &data,
        text_fixups: &fixups,
        ..Default::default()
    })
    .unwrap();
    let ours = hsaco::read(&ours).unwrap();
    assert_eq!(reaches(&ours), address_of(&ours, "table"));
    // Both put `table` in a later segment than .text; the high literal is 0 in both.
    assert_eq!(ours.text[16..20], theirs.text[16..20]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The layout of a linked object, as far as it is a choice of the linker.
#[derive(Debug, PartialEq)]
struct Layout {
    /// (type, flags, align) of each program header.
    headers: Vec<(u32, u32, u64)>,
    /// (name, type, flags, align) of each section but LLVM's own extras.
    sections: Vec<(String, u32, u64, u64)>,
    /// The sections of each PT_LOAD.
    mapping: Vec<Vec<String>>,
    /// Each PT_LOAD's address is congruent to its offset modulo the page,
    /// as a loader mapping the file needs.
    congruent: bool,
}

fn layout(bytes: &[u8]) -> Layout {
    use object::read::elf::{FileHeader as _, ProgramHeader as _, SectionHeader as _};
    let header = object::elf::FileHeader64::<object::LittleEndian>::parse(bytes).unwrap();
    let e = header.endian().unwrap();
    let sections = header.sections(e, bytes).unwrap();
    let name = |s: &object::elf::SectionHeader64<object::LittleEndian>| {
        String::from_utf8_lossy(sections.section_name(e, s).unwrap()).into_owned()
    };
    let programs = header.program_headers(e, bytes).unwrap();
    let headers = programs.iter().map(|p| (p.p_type(e), p.p_flags(e), p.p_align(e))).collect();
    let listed = sections
        .iter()
        .filter(|s| ![".AMDGPU.gpr_maximums", ".comment"].contains(&name(s).as_str()))
        .map(|s| (name(s), s.sh_type(e), s.sh_flags(e), s.sh_addralign(e)))
        .collect();
    let loads: Vec<_> = programs.iter().filter(|p| p.p_type(e) == object::elf::PT_LOAD).collect();
    let mapping = loads
        .iter()
        .map(|p| {
            let (lo, hi) = (p.p_vaddr(e), p.p_vaddr(e) + p.p_memsz(e));
            sections
                .iter()
                .filter(|s| s.sh_flags(e) & object::elf::SHF_ALLOC as u64 != 0)
                .filter(|s| lo <= s.sh_addr(e) && s.sh_addr(e) + s.sh_size(e) <= hi)
                .map(name)
                .collect()
        })
        .collect();
    let congruent = loads.iter().all(|p| p.p_vaddr(e) % hsaco::PAGE_SIZE == p.p_offset(e) % hsaco::PAGE_SIZE);
    Layout { headers, sections: listed, mapping, congruent }
}

/// clang-22's kernel with the same kinds of data, linked by ld.lld-22, and
/// ours: the same segments, sections and mapping.
#[test]
fn our_linked_layout_is_llds() {
    let (Some(clang), Some(lld)) = (tool("clang-22"), tool("ld.lld-22")) else { return };
    let dir = scratch("layout");
    let (source, obj, so) = (dir.join("all.cl"), dir.join("all.o"), dir.join("all.hsaco"));
    std::fs::write(
        &source,
        "__constant int table[4] = {1, 2, 3, 4};\n__constant int *__constant cp = &table[1];\n\
         __global int counter = 5;\n__global int *__global ptr = &counter;\n__global int zeros[100];\n\
         kernel void k(global int *out, int i) { out[0] = table[i] + *ptr + zeros[i] + cp[i]; counter = 3; }\n",
    )
    .unwrap();
    let compiled = Command::new(&clang)
        .args(["-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-nogpulib", "-O3", "-c"])
        .arg(&source)
        .arg("-o")
        .arg(&obj)
        .status()
        .unwrap();
    assert!(compiled.success());
    assert!(Command::new(&lld).arg("-shared").arg(&obj).arg("-o").arg(&so).status().unwrap().success());
    let theirs = std::fs::read(&so).unwrap();

    let clangs = hsaco::read(&std::fs::read(&obj).unwrap()).unwrap();
    let k = clangs.kernel("k").unwrap();
    let kernels = [KernelOut {
        name: "k".into(),
        entry: k.entry,
        size: k.size,
        descriptor: k.descriptor,
        meta: k.meta.clone().unwrap(),
    }];
    let object = |name: &str, bytes: Vec<u8>, size, align, writable| hsaco::DataOut {
        name: name.into(),
        bytes,
        size,
        align,
        writable,
    };
    let data = [
        object("table", [1u32, 2, 3, 4].iter().flat_map(|v| v.to_le_bytes()).collect(), 16, 16, false),
        object("cp", vec![], 8, 8, false),
        object("counter", 5u32.to_le_bytes().to_vec(), 4, 4, true),
        object("ptr", vec![], 8, 8, true),
        object("zeros", vec![], 400, 4, true),
    ];
    let pointer = |object: &str, symbol: &str, addend| hsaco::DataPointer {
        object: object.into(),
        offset: 0,
        symbol: symbol.into(),
        addend,
    };
    let pointers = [pointer("cp", "table", 4), pointer("ptr", "counter", 0)];
    let ours = hsaco::write_linked(&hsaco::LinkedOut {
        target: "gfx1100",
        text: &clangs.text,
        kernels: &kernels,
        data: &data,
        data_pointers: &pointers,
        ..Default::default()
    })
    .unwrap();
    let (ours, theirs) = (layout(&ours), layout(&theirs));
    assert!(theirs.congruent);
    assert_eq!(ours, theirs);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Each combination of data sections (none, .rodata objects, .data.rel.ro,
/// .data, .bss, a page-aligned .bss alone): llvm-readelf reads all of it
/// without a warning, and we read it back.
#[test]
fn llvm_reads_every_shape_of_our_linked_objects() {
    let Some(readelf) = tool("llvm-readelf-22") else { return };
    let dir = scratch("shapes");
    let text = [0u8, 0, 0xb0, 0xbf];
    let kernels = [KernelOut {
        name: "k".into(),
        entry: 0,
        size: 4,
        descriptor: KernelDescriptor { kernel_code_properties: 0x408, ..Default::default() },
        meta: KernelMeta { name: "k".into(), symbol: "k.kd".into(), ..Default::default() },
    }];
    let object = |name: &str, initial: usize, align, writable| hsaco::DataOut {
        name: name.into(),
        bytes: vec![3; initial],
        size: 24,
        align,
        writable,
    };
    let pointer = |object: &str| hsaco::DataPointer { object: object.into(), offset: 8, symbol: "k".into(), addend: 0 };
    let shapes: Vec<(&str, Vec<hsaco::DataOut>, Vec<hsaco::DataPointer>)> = vec![
        ("none", vec![], vec![]),
        ("rodata", vec![object("c", 24, 16, false)], vec![]),
        ("relro", vec![object("p", 0, 8, false)], vec![pointer("p")]),
        ("data", vec![object("v", 4, 8, true)], vec![]),
        ("bss", vec![object("z", 0, 4096, true)], vec![]),
        (
            "all",
            vec![
                object("c", 24, 16, false),
                object("p", 0, 8, false),
                object("v", 4, 8, true),
                object("z", 0, 64, true),
            ],
            vec![pointer("p"), pointer("v")],
        ),
    ];
    for (shape, data, pointers) in &shapes {
        let bytes = hsaco::write_linked(&hsaco::LinkedOut {
            target: "gfx1100",
            text: &text,
            kernels: &kernels,
            data,
            data_pointers: pointers,
            ..Default::default()
        })
        .unwrap();
        let co = hsaco::read(&bytes).unwrap();
        assert_eq!(co.dynamic_relocations.len(), pointers.len(), "{shape}");
        assert!(co.relocated_image(1 << 40).is_ok(), "{shape}");
        let path = dir.join(format!("{shape}.hsaco"));
        std::fs::write(&path, &bytes).unwrap();
        let out = Command::new(&readelf).args(["-a", "--dyn-syms", "--hash-symbols"]).arg(&path).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && stderr.is_empty(), "{shape}: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

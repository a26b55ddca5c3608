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

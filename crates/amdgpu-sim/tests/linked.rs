//! Linked code objects with data, written by `hsaco::write_linked`, run in
//! strict mode: the image is placed at the load bias with its pointers
//! relocated, s_getpc_b64 counts from the same bias, so the getpc sequence
//! reaches `.rodata`, and pointers stored in data lead to the data they
//! name. A store to a read-only segment faults, naming the address.

mod common;

use amdgpu::hsaco::{self, DataOut, DataPointer, FixupKind, KernelDescriptor, KernelOut, LinkedOut, TextFixup};
use amdgpu_sim::{Arg, Launch, Options, SimError, Simulator, LOAD_BIAS};

/// Three kernels, each starting at its label and loading a data object's
/// address into s[4:5] with s_getpc_b64 and the two literals after
/// `NAME_pc` (fixed up against the symbol of `getpc_targets`):
/// - `load_const`: out[lane] = table[1] (global load) + table[2] (scalar load);
/// - `follow`: reads `pointers` (.data.rel.ro): &counter and &table[1];
///   stores 100 to counter, reads it back, and adds counter's first value
///   (5) and table[1]: out[lane] = 100 + 5 + 22;
/// - `store_const`: stores to `table`, which is read-only.
const PROGRAM: &str = "
load_const:
  s_load_b64 s[2:3], s[0:1], 0x0
  s_getpc_b64 s[4:5]
load_const_pc:
  s_add_u32 s4, s4, 0x12345678
  s_addc_u32 s5, s5, 0x12345678
  s_load_b32 s6, s[4:5], 0x8
  v_mov_b32 v1, 4
  global_load_b32 v2, v1, s[4:5]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_add_nc_u32 v2, s6, v2
  v_lshlrev_b32 v0, 2, v0
  global_store_b32 v0, v2, s[2:3]
  s_endpgm
follow:
  s_load_b64 s[2:3], s[0:1], 0x0
  s_getpc_b64 s[4:5]
follow_pc:
  s_add_u32 s4, s4, 0x12345678
  s_addc_u32 s5, s5, 0x12345678
  s_load_b128 s[8:11], s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  s_load_b32 s6, s[8:9], 0x0
  s_load_b32 s7, s[10:11], 0x0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v1, 0
  v_mov_b32 v2, 100
  global_store_b32 v1, v2, s[8:9]
  s_waitcnt_vscnt null, 0x0
  global_load_b32 v3, v1, s[8:9]
  s_waitcnt vmcnt(0)
  v_add_nc_u32 v3, s6, v3
  v_add_nc_u32 v3, s7, v3
  v_lshlrev_b32 v0, 2, v0
  global_store_b32 v0, v3, s[2:3]
  s_endpgm
store_const:
  s_getpc_b64 s[4:5]
store_const_pc:
  s_add_u32 s4, s4, 0x12345678
  s_addc_u32 s5, s5, 0x12345678
  v_mov_b32 v1, 0
  v_mov_b32 v2, 1
  global_store_b32 v1, v2, s[4:5]
  s_endpgm
";

const KERNELS: [(&str, &str); 3] = [("load_const", "table"), ("follow", "pointers"), ("store_const", "table")];

fn object() -> Vec<u8> {
    let out = amdgpu::asm::assemble(amdgpu::table("gfx1100").unwrap(), PROGRAM).unwrap_or_else(|e| panic!("{e:?}"));
    let label = |name: &str| out.labels[name] as u64;
    let descriptor = KernelDescriptor {
        kernarg_size: 8,
        compute_pgm_rsrc1: 0x60af_0000,
        // Two user SGPRs: the kernarg segment pointer.
        compute_pgm_rsrc2: 2 << 1,
        kernel_code_properties: 0x0408,
        ..Default::default()
    };
    let ends = [label("follow"), label("store_const"), out.bytes.len() as u64];
    let mut kernels = Vec::new();
    let mut fixups = Vec::new();
    for ((name, target), end) in KERNELS.iter().zip(ends) {
        let entry = label(name);
        kernels.push(KernelOut {
            name: name.to_string(),
            entry,
            size: end - entry,
            descriptor,
            meta: common::kernel_meta(name, 8, 12, 4, 256, vec![common::global_buffer("out", 0)]),
        });
        // The literals follow the 4-byte opcodes of s_add_u32 and s_addc_u32;
        // the addends make both halves relative to where s_getpc_b64 points.
        let pc = label(&format!("{name}_pc"));
        fixups.push(TextFixup { offset: pc + 4, symbol: target.to_string(), addend: 4, kind: FixupKind::Rel32Lo });
        fixups.push(TextFixup { offset: pc + 12, symbol: target.to_string(), addend: 12, kind: FixupKind::Rel32Hi });
    }
    let words = |values: &[u32]| values.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>();
    let data = vec![
        DataOut { name: "table".into(), bytes: words(&[11, 22, 33, 44]), size: 16, align: 16, writable: false },
        DataOut { name: "counter".into(), bytes: words(&[5]), size: 4, align: 4, writable: true },
        DataOut { name: "pointers".into(), bytes: vec![], size: 16, align: 8, writable: false },
    ];
    let pointers = vec![
        DataPointer { object: "pointers".into(), offset: 0, symbol: "counter".into(), addend: 0 },
        DataPointer { object: "pointers".into(), offset: 8, symbol: "table".into(), addend: 4 },
    ];
    hsaco::write_linked(&LinkedOut {
        target: "gfx1100",
        text: &out.bytes,
        kernels: &kernels,
        labels: &[],
        data: &data,
        text_fixups: &fixups,
        data_pointers: &pointers,
    })
    .unwrap()
}

fn launch(kernel: &str) -> Launch {
    Launch {
        kernel: kernel.into(),
        global: [32, 1, 1],
        local: [32, 1, 1],
        offset: [0; 3],
        args: vec![Arg::Buffer(vec![0; 4 * 32])],
        step_limit: 10_000,
        trace: false,
        options: Options { strict: true, poison: Some(3) },
    }
}

fn words_out(sim: &Simulator, kernel: &str) -> Vec<u32> {
    let outcome = sim.run(&launch(kernel)).unwrap_or_else(|e| panic!("{kernel}: {e}"));
    let bytes = outcome.buffers[0].clone().unwrap();
    bytes.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

#[test]
fn the_getpc_sequence_reaches_read_only_data() {
    let sim = Simulator::load(&object()).unwrap();
    assert_eq!(words_out(&sim, "load_const"), vec![22 + 33; 32]);
}

#[test]
fn pointers_in_data_are_relocated_and_writable_data_is_stored_to() {
    let sim = Simulator::load(&object()).unwrap();
    assert_eq!(words_out(&sim, "follow"), vec![100 + 5 + 22; 32]);
    // Each launch starts from the image as loaded: counter is 5 again.
    assert_eq!(words_out(&sim, "follow"), vec![100 + 5 + 22; 32]);
}

#[test]
fn a_store_to_read_only_data_faults_naming_the_address() {
    let bytes = object();
    let co = hsaco::read(&bytes).unwrap();
    let table = co.symbols.iter().find(|s| s.name == "table").unwrap().value;
    let sim = Simulator::load(&bytes).unwrap();
    match sim.run(&launch("store_const")) {
        Err(SimError::Fault(f)) => {
            let text = f.to_string();
            assert!(text.contains(&format!("at 0x{:x}", LOAD_BIAS + table)), "{text}");
            assert!(text.contains("read-only segment of the code object"), "{text}");
            assert!(text.contains("global_store_b32"), "{text}");
        }
        other => panic!("the store to .rodata did not fault: {other:?}"),
    }
}

#[test]
fn the_image_lies_at_the_load_bias() {
    let sim = Simulator::load(&object()).unwrap();
    let co = &sim.object;
    assert!(!sim.image.is_empty());
    for (loaded, segment) in sim.image.iter().zip(&co.segments) {
        assert_eq!(loaded.address, LOAD_BIAS + segment.address);
        assert_eq!(loaded.bytes.len() as u64, segment.memory_size);
    }
    // Objects without data are not placed in memory.
    let plain =
        std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/vector_add-O2.hsaco"));
    assert!(Simulator::load(&plain.unwrap()).unwrap().image.is_empty());
}

/// clang-22's kernel reading program-scope data (a table, a pointer into
/// it in `.data.rel.ro`, a pointer to a writable variable, a variable of
/// default visibility that lld reaches through the GOT with an
/// R_AMDGPU_ABS64 relocation), linked by ld.lld-22: the simulator loads
/// lld's object as it loads ours.
#[test]
fn clangs_kernels_with_data_run_linked_by_lld() {
    use std::process::Command;
    let runs = |t: &str| Command::new(t).arg("--version").output().is_ok_and(|o| o.status.success());
    if !(runs("clang-22") && runs("ld.lld-22")) {
        if std::env::var("PISA_REQUIRE_LLVM").as_deref() == Ok("1") {
            panic!("clang-22 and ld.lld-22 are required (PISA_REQUIRE_LLVM=1)");
        }
        eprintln!("SKIPPED: clang-22 or ld.lld-22 not found");
        return;
    }
    let dir = std::env::temp_dir().join(format!("amdgpu-sim-linked-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (source, obj, so) = (dir.join("data.cl"), dir.join("data.o"), dir.join("data.hsaco"));
    std::fs::write(
        &source,
        "__constant int table[4] = {11, 22, 33, 44};\n__constant int *__constant second = &table[1];\n\
         __global int counter = 5;\n__global int *__global to_counter = &counter;\n\
         __attribute__((visibility(\"default\"))) __global int visible = 1000;\n\
         __kernel void with_data(__global int *out) {\n\
           unsigned i = __builtin_amdgcn_workitem_id_x();\n\
           out[i] = table[i & 3] + second[i & 1] + *to_counter + visible;\n}\n",
    )
    .unwrap();
    for level in ["-O0", "-O2"] {
        let compiled = Command::new("clang-22")
            .args(["-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-nogpulib", level, "-c"])
            .arg(&source)
            .arg("-o")
            .arg(&obj)
            .status()
            .unwrap();
        assert!(compiled.success());
        assert!(Command::new("ld.lld-22").arg("-shared").arg(&obj).arg("-o").arg(&so).status().unwrap().success());
        let sim = Simulator::load(&std::fs::read(&so).unwrap()).unwrap();
        assert!(!sim.image.is_empty(), "{level}: lld's object with data was not placed in memory");
        let got = words_out(&sim, "with_data");
        let table = [11, 22, 33, 44];
        let want: Vec<u32> = (0..32).map(|i| table[i & 3] + table[1 + (i & 1)] + 5 + 1000).collect();
        let kinds: Vec<u32> = sim.object.dynamic_relocations.iter().map(|r| r.kind).collect();
        assert!(kinds.contains(&amdgpu::hsaco::R_AMDGPU_ABS64), "{level}: no GOT entry to resolve: {kinds:?}");
        assert_eq!(got, want, "{level}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

//! The examples, compiled and run in the simulator's strict mode under
//! three poison seeds: the results are the emulator's.

mod common;
use std::path::PathBuf;

fn example(name: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples").join(format!("{name}.pisa"));
    let source = std::fs::read_to_string(&path).expect("the example");
    let module = common::module(&source);
    let launch = common::launch_file(&path);
    common::check_against_emulator(&module, &launch);
}

/// `compile_object` (what `pisa build` writes) is `compile`'s object, for
/// every example and kernel file at each level.
#[test]
fn the_object_alone_is_the_object_of_the_whole_compile() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in [root.join("../../examples"), root.join("tests/kernels")] {
        for entry in std::fs::read_dir(&dir).expect("the directory") {
            let path = entry.expect("an entry").path();
            if path.extension().is_some_and(|e| e == "pisa") {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut compared = 0;
    for path in &files {
        let module = common::module(&std::fs::read_to_string(path).expect("the file"));
        for opt_level in 0..=2 {
            let options = pisa_amdgpu::Options { kernel: None, opt_level };
            let whole = pisa_amdgpu::compile(&module, &options).map(|c| c.object);
            let alone = pisa_amdgpu::compile_object(&module, &options);
            match (whole, alone) {
                (Ok(w), Ok(a)) => {
                    assert!(w == a, "{}: -O{opt_level}: the objects differ", path.display());
                    compared += 1;
                }
                (Err(w), Err(a)) => assert_eq!(w.message, a.message, "{}", path.display()),
                (w, a) => panic!("{}: -O{opt_level}: {:?} against {:?}", path.display(), w.err(), a.err()),
            }
        }
    }
    assert!(compared >= 60, "only {compared} objects compared");
}

#[test]
fn saxpy() {
    example("saxpy");
}

#[test]
fn vecadd2d() {
    example("vecadd2d");
}

#[test]
fn mandelbrot() {
    example("mandelbrot");
}

#[test]
fn reduce() {
    example("reduce");
}

#[test]
fn matmul() {
    example("matmul");
}

#[test]
fn bitonic() {
    example("bitonic");
}

#[test]
fn subgroup_reduce() {
    example("subgroup_reduce");
}

#[test]
fn histogram() {
    example("histogram");
}

#[test]
fn crc32() {
    example("crc32");
}

#[test]
fn scan() {
    example("scan");
}

#[test]
fn conversions() {
    example("conversions");
}

/// Kernels of the backend's own (tests/kernels/), with their launches.
/// A kernel of tests/kernels/ with its launch file, against the emulator.
fn kernel_file(name: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/kernels").join(format!("{name}.pisa"));
    let module = common::module(&std::fs::read_to_string(&path).expect("the kernel"));
    common::check_against_emulator(&module, &common::launch_file(&path));
}

/// The assembly of `tests/kernels/NAME.pisa` at `opt_level`.
fn kernel_file_asm(name: &str, opt_level: u8) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/kernels").join(format!("{name}.pisa"));
    let module = common::module(&std::fs::read_to_string(&path).expect("the kernel"));
    pisa_amdgpu::compile(&module, &pisa_amdgpu::Options { kernel: None, opt_level }).expect("compiles").asm
}

fn kernel(name: &str, global: &[u64], local: &[u64], args: &[&str]) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/kernels").join(format!("{name}.pisa"));
    let source = std::fs::read_to_string(&path).expect("the kernel");
    let module = common::module(&source);
    let launch = common::launch_of("k", global, local, args);
    common::check_against_emulator(&module, &launch);
}

/// Module variables in `.rodata`, `.data`, `.data.rel.ro` and `.bss`,
/// and a constant declared in the kernel (launch in its launch file).
#[test]
fn module_variables() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/kernels/module_data.pisa");
    let module = common::module(&std::fs::read_to_string(&path).expect("the kernel"));
    common::check_against_emulator(&module, &common::launch_file(&path));
}

/// Calls expanded in place: every shape of argument and result, nested,
/// conditional, in a loop, returning early in divergent code, with a
/// function's private and shared variables.
#[test]
fn calls() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/kernels/calls.pisa");
    let module = common::module(&std::fs::read_to_string(&path).expect("the kernel"));
    common::check_against_emulator(&module, &common::launch_file(&path));
}

/// Packed forms on uniform values (scalar code) and per-lane ones (vector
/// code), with 8- and 16-bit element vectors loaded, stored and passed.
#[test]
fn packed_forms() {
    kernel_file("packed");
}

/// 256-bit vector accesses (two 128-bit accesses each) in global, shared
/// and private memory.
#[test]
fn wide_accesses() {
    kernel_file("wide_access");
}

/// Private memory through addresses in registers (`addrof` plus offsets).
#[test]
fn private_pointers() {
    kernel_file("private_pointers");
}

/// More live values than registers: vector values spilled to scratch
/// (written by some lanes only in a divergent branch), uniform values
/// moved from SGPRs to VGPRs.
#[test]
fn spilled_values() {
    kernel_file("spills");
}

/// More spilled values than the first 4 KiB of scratch holds: the slots
/// beyond are addressed from a scalar base (`spill.rs`). Each lane keeps
/// 1,400 values of its own (5,600 bytes of slots), mixed so that the order
/// of the sum matters.
#[test]
fn spills_beyond_the_immediate_offsets() {
    let n = 1400;
    let mut s = String::from(
        ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %p) {\n    .reg .64b %a, %lane;\n    .reg .32b %sum, %id;\n",
    );
    s.push_str(&format!("    .reg .32b %v<0~{n}>;\n    ld.param.64b %a, [%p];\n"));
    s.push_str("    mov.32b %id, %localid.x;\n    zext.64b.32b %lane, %id;\n    shl.64b %lane, %lane, 2;\n");
    s.push_str("    iadd.64b %a, %a, %lane;\n");
    for k in 0..n {
        s.push_str(&format!("    ld.global.32b %v{k}, [%a + {}];\n", 128 * k));
    }
    s.push_str("    mov.32b %sum, 0;\n");
    for k in 0..n {
        let op = if k % 3 == 0 { "xor" } else { "iadd" };
        s.push_str(&format!("    {op}.32b %sum, %sum, %v{k};\n    shl.32b %sum, %sum, 1;\n"));
    }
    s.push_str("    st.global.32b [%a], %sum;\n}\n");
    let module = common::module(&s);
    let compiled =
        pisa_amdgpu::compile(&module, &pisa_amdgpu::Options { kernel: None, opt_level: 2 }).expect("compiles");
    assert!(compiled.asm.contains("scratch_store_b32 off, v"), "values are spilled");
    let based =
        compiled.asm.lines().filter(|l| l.contains("scratch_") && !l.contains("off, off") && l.contains(", s")).count();
    assert!(based > 0, "some slots are reached from a scalar base:\n{}", compiled.asm);
    let launch = common::launch_of("k", &[32], &[32], &[&format!("buf:u32:iota:{}", 32 * n)]);
    common::check_compiled_against_emulator(&module, &launch, &compiled);
}

/// Blocks of values that each need spilling, one after the other: the
/// second block's values take the first block's slots (whose lives have
/// ended), so scratch follows the peak of one block.
#[test]
fn spill_blocks() {
    kernel_file("spill_blocks");
    for opt_level in [0, 2] {
        let asm = kernel_file_asm("spill_blocks", opt_level);
        let private: u64 = asm
            .lines()
            .find_map(|l| l.trim().strip_prefix(".amdhsa_private_segment_fixed_size "))
            .and_then(|v| v.trim().parse().ok())
            .expect("the descriptor's private size");
        // One block's 96 values of 32 bytes less the registers: under
        // 3 KiB (two blocks in slots of their own took 4,256 bytes).
        assert!(private < 3072, "-O{opt_level}: {private} bytes of scratch a lane");
    }
}

/// 64-bit shifts with both sources scalar in divergent code, at -O0 and
/// -O2 (gfx11 lets them read one scalar value).
#[test]
fn uniform_64_bit_shifts_in_divergent_code() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/kernels/shift64_divergent.pisa");
    let module = common::module(&std::fs::read_to_string(&path).expect("the kernel"));
    for opt_level in [0, 2] {
        common::check_against_emulator_at(&module, &common::launch_file(&path), opt_level);
    }
}

/// Divergent branches that ifconvert.rs flattens and ones it must leave,
/// joins owned by one branch (exec_masks.rs) and ones that are not.
#[test]
fn branches() {
    kernel_file("branches");
}

/// The hand-built roundings (ties away from zero in every format, fmad
/// included; directed and ties-away division) on random bit patterns.
#[test]
fn rounding() {
    kernel_file("rounding");
}

/// Uniform loads of constant memory are scalar loads (`s_load`, as clang
/// makes them), per-lane ones vector loads; both give the emulator's values.
#[test]
fn uniform_const() {
    kernel_file("uniform_const");
    for opt_level in [0, 2] {
        let asm = kernel_file_asm("uniform_const", opt_level);
        let vector_loads = asm.lines().filter(|l| l.trim_start().starts_with("global_load")).count();
        assert_eq!(vector_loads, 1, "only the per-lane read is a vector load (-O{opt_level}):\n{asm}");
        let scalar_64 = asm.lines().filter(|l| l.trim_start().starts_with("s_load_b64")).count();
        assert!(scalar_64 >= 3, "two pointer arguments and the 64-bit table value (-O{opt_level}):\n{asm}");
    }
}

/// Lanes together exactly where the emulator has them together: blocks
/// both sides of a branch reach (`a || b`, a join after an arm that may
/// `return`), a loop left by `break` with a store of its own, a chain of
/// owned joins that a whole wave skips (reconverge.rs, exec_masks.rs).
#[test]
fn reconvergence() {
    kernel_file("reconvergence");
}

/// Lane groupings that need the emulator's stack in the compiled code
/// (reconvergence_stack.rs): both sides of a branch going round a loop, a
/// loop's leavers running code of their own after it, last first, and
/// more than 32 entries waiting at once, and an irreducible cycle.
#[test]
fn reconvergence_stack() {
    kernel_file("reconvergence_stack");
}

/// `fatom` as compare-and-swap loops: lanes racing on global and shared
/// cells in f32 and f64 (exact sums, so any order gives the emulator's),
/// and `fatom.cas`.
#[test]
fn float_atomics() {
    kernel_file("float_atomics");
}

/// 16-bit atomics (`fatom` in f16/bf16, `iatom.16b`) as swaps of the
/// word around them: racing lanes on both halves of one word, global and
/// shared, register offsets and variables.
#[test]
fn halfword_atomics() {
    kernel_file("halfword_atomics");
}

/// Private memory through generic (flat scratch aperture) addresses and
/// back, and the private null.
#[test]
fn generic_private_addresses() {
    kernel_file("generic_private");
}

#[test]
fn private_memory() {
    kernel("private_table", &[64], &[32], &["buf:u32:iota:64", "buf:u32:zeros:64"]);
}

/// The special registers in one, two and three dimensions, ranges that do
/// not divide into work-groups included (the last group is smaller).
#[test]
fn special_registers() {
    for (global, local) in [(vec![40], vec![16]), (vec![12, 6], vec![4, 4]), (vec![8, 4, 6], vec![4, 2, 4])] {
        let n: u64 = global.iter().product();
        let out = format!("buf:u32:zeros:{}", n * 18);
        kernel("specials", &global, &local, &[&out]);
    }
}

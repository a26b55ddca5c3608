//! `pisa build`, `pisa run --target gfx1100` and `pisa run --compare`.

use std::path::PathBuf;
use std::process::{Command, Output};

fn pisa(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pisa")).args(args).output().expect("the pisa binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn scratch(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pisa-build-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

#[test]
fn build_writes_a_code_object_the_simulator_runs() {
    let example = repo().join("examples/saxpy.pisa");
    let out = std::env::temp_dir().join(format!("pisa-build-saxpy-{}.hsaco", std::process::id()));
    let built = pisa(&["build", example.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert!(built.status.success(), "{}", text(&built.stderr));
    let bytes = std::fs::read(&out).unwrap();
    let object = amdgpu::hsaco::read(&bytes).expect("a code object we read back");
    assert_eq!(object.kernels.len(), 1);
    assert_eq!(object.kernels[0].name, "saxpy");
    // The simulator runs it with the example's launch arguments.
    let launch = repo().join("examples/saxpy.launch.toml");
    let copied = out.with_file_name(format!("pisa-build-saxpy-{}.launch.toml", std::process::id()));
    std::fs::copy(&launch, &copied).unwrap();
    let run = pisa(&["sim", out.to_str().unwrap(), "--strict"]);
    assert!(run.status.success(), "{}", text(&run.stderr));
    assert!(text(&run.stdout).contains("arg2 f32[1000] = [1.0, 3.5, 6.0"), "{}", text(&run.stdout));
    let _ = std::fs::remove_file(&out);
    let _ = std::fs::remove_file(&copied);
}

#[test]
fn emit_asm_writes_the_assembly_with_its_directives() {
    let example = repo().join("examples/reduce.pisa");
    let built = pisa(&["build", example.to_str().unwrap(), "--emit", "asm", "-o", "-"]);
    assert!(built.status.success(), "{}", text(&built.stderr));
    let asm = text(&built.stdout);
    for needle in [
        ".amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"",
        ".amdhsa_kernel reduce",
        "s_barrier",
        ".amdgpu_metadata",
        ".value_kind: global_buffer",
    ] {
        assert!(asm.contains(needle), "no `{needle}` in\n{asm}");
    }
}

#[test]
fn run_target_and_compare_agree_with_the_emulator() {
    for name in ["saxpy", "mandelbrot", "reduce", "bitonic"] {
        let example = repo().join(format!("examples/{name}.pisa"));
        let emulated = pisa(&["run", example.to_str().unwrap()]);
        let compiled = pisa(&["run", "--target", "gfx1100", "--strict", "--poison", "5", example.to_str().unwrap()]);
        assert!(compiled.status.success(), "{name}: {}", text(&compiled.stderr));
        assert_eq!(text(&emulated.stdout), text(&compiled.stdout), "{name}");
        let compared = pisa(&["run", "--compare", "--strict", example.to_str().unwrap()]);
        assert!(compared.status.success(), "{name}: {}", text(&compared.stderr));
        assert!(text(&compared.stderr).contains("agree on every buffer"), "{}", text(&compared.stderr));
    }
}

#[test]
fn compare_names_the_first_difference() {
    // A kernel whose result depends on registers it never writes: the
    // emulator starts them at zero, the simulator's poison does not.
    let source = ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %out) {\n    .reg .64b %p;\n    .reg .32b %x;\n    ld.param.64b %p, [%out];\n    st.global.32b [%p], %x;\n}\n";
    let path = scratch("undefined.pisa", source);
    let compared = pisa(&[
        "run",
        "--compare",
        "--poison",
        "7",
        path.to_str().unwrap(),
        "--global",
        "1",
        "--arg",
        "buf:u32:zeros:1",
    ]);
    assert_eq!(compared.status.code(), Some(4), "{}", text(&compared.stderr));
    let err = text(&compared.stderr);
    assert!(err.contains("buffer arg0 (%out) differs first at element 0: emulator 0, gfx1100 "), "{err}");
}

#[test]
fn what_the_backend_cannot_compile_is_a_clear_error() {
    // A function's address (calls through pointers are not compiled yet).
    let source = ".version 0.1;\n.target 100;\n.function void @f() {\n    return;\n}\n.kernel @k(.param[8] .addrspace(global) %out) {\n    .reg .64b %p, %q;\n    ld.param.64b %p, [%out];\n    addrof.64b %q, @f;\n    st.global.64b [%p], %q;\n}\n";
    let path = scratch("addrof.pisa", source);
    let built = pisa(&["build", path.to_str().unwrap(), "-o", "-"]);
    assert_eq!(built.status.code(), Some(1));
    let err = text(&built.stderr);
    assert!(err.contains("`addrof.64b` is not supported by the gfx1100 backend yet"), "{err}");
    assert!(err.contains("addrof.pisa:9:5"), "the error points at the instruction: {err}");
}

#[test]
fn optimisation_levels_reach_the_backend_from_build_and_run() {
    let example = repo().join("examples/bitonic.pisa");
    let path = example.to_str().unwrap();
    // -O0 compiles the PISA as written; -O2 unrolls and folds.
    let size = |level: &str| {
        let built = pisa(&["build", path, level, "--emit", "asm", "-o", "-"]);
        assert!(built.status.success(), "{level}: {}", text(&built.stderr));
        text(&built.stdout).lines().filter(|l| l.starts_with('\t') && !l.trim_start().starts_with('.')).count()
    };
    assert!(size("-O0") != size("-O2"), "-O0 and -O2 give the same code");
    // -O3, as clang and ptxas users write it, is -O2.
    assert_eq!(size("-O3"), size("-O2"));
    let refused = pisa(&["build", path, "-O4", "-o", "-"]);
    assert_eq!(refused.status.code(), Some(2));
    for level in ["-O0", "-O1", "-O3"] {
        let compared = pisa(&["run", "--compare", "--strict", level, path]);
        assert!(compared.status.success(), "{level}: {}", text(&compared.stderr));
    }
}

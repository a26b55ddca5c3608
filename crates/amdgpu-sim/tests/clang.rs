//! The simulator on kernels clang-22 compiled: each kernel of `kernels/`
//! at -O0, -O2 and -O3, linked by ld.lld-22 as a loader needs, run and
//! checked against results computed here. The compiled code objects are
//! committed (`fixtures/`) and always run too, so that a machine without
//! LLVM tests the simulator on them; with LLVM the kernels are also
//! compiled afresh (`PISA_BLESS=1` rewrites the fixtures from those).

use amdgpu_sim::{Arg, Launch, Simulator};
use std::path::{Path, PathBuf};
use std::process::Command;

const LEVELS: [&str; 3] = ["O0", "O2", "O3"];

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")
}

fn llvm() -> bool {
    let ok = |t: &str| Command::new(t).arg("--version").output().is_ok_and(|o| o.status.success());
    if ok("clang-22") && ok("ld.lld-22") {
        return true;
    }
    if std::env::var("PISA_REQUIRE_LLVM").as_deref() == Ok("1") {
        panic!("clang-22 and ld.lld-22 are required (PISA_REQUIRE_LLVM=1)");
    }
    eprintln!("SKIPPED compiling: clang-22 or ld.lld-22 not found; running the committed fixtures only");
    false
}

/// Compiles and links one kernel file; returns the code object's bytes.
fn compile(name: &str, level: &str) -> Vec<u8> {
    let tmp = std::env::temp_dir().join(format!("amdgpu-sim-{}-{name}-{level}", std::process::id()));
    let (obj, linked) = (tmp.with_extension("o"), tmp.with_extension("hsaco"));
    let source = dir().join("kernels").join(format!("{name}.cl"));
    let out = Command::new("clang-22")
        .args(["-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-nogpulib", &format!("-{level}"), "-c"])
        .arg(&source)
        .arg("-o")
        .arg(&obj)
        .output()
        .unwrap();
    assert!(out.status.success(), "clang-22 {name} -{level}: {}", String::from_utf8_lossy(&out.stderr));
    let out = Command::new("ld.lld-22").arg("-shared").arg(&obj).arg("-o").arg(&linked).output().unwrap();
    assert!(out.status.success(), "ld.lld-22: {}", String::from_utf8_lossy(&out.stderr));
    let bytes = std::fs::read(&linked).unwrap();
    let _ = std::fs::remove_file(obj);
    let _ = std::fs::remove_file(linked);
    bytes
}

/// The code objects of a kernel file, by level: fresh from clang when
/// there is one, and the committed fixtures.
fn objects(name: &str) -> Vec<(String, Vec<u8>)> {
    let fresh = llvm();
    let mut out = Vec::new();
    for level in LEVELS {
        let fixture = dir().join("fixtures").join(format!("{name}-{level}.hsaco"));
        if fresh {
            let bytes = compile(name, level);
            if std::env::var("PISA_BLESS").as_deref() == Ok("1") {
                std::fs::write(&fixture, &bytes).unwrap();
            }
            out.push((level.to_string(), bytes));
        }
        let bytes = std::fs::read(&fixture).unwrap_or_else(|e| panic!("{}: {e}", fixture.display()));
        out.push((level.to_string(), bytes));
    }
    out
}

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn u32s(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn u64s(v: &[u64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn as_u32(b: &[u8]) -> Vec<u32> {
    b.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn as_u64(b: &[u8]) -> Vec<u64> {
    b.chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect()
}

fn launch(kernel: &str, global: u64, local: u64, args: Vec<Arg>) -> Launch {
    Launch {
        kernel: kernel.into(),
        global: [global, 1, 1],
        local: [local, 1, 1],
        args,
        step_limit: 10_000_000,
        trace: false,
    }
}

/// Runs every level of a kernel file; `check` gets the level and the buffers.
fn each_level(name: &str, l: Launch, check: impl Fn(&str, &[Option<Vec<u8>>])) {
    for (level, bytes) in objects(name) {
        let sim = Simulator::load(&bytes).unwrap_or_else(|e| panic!("{name} -{level}: {e}"));
        let out = sim.run(&l).unwrap_or_else(|e| panic!("{name} -{level}: {e}"));
        check(&level, &out.buffers);
    }
}

fn rand_u32(n: usize, seed: u64) -> Vec<u32> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (s >> 33) as u32
        })
        .collect()
}

#[test]
fn vector_add() {
    let n = 1000usize;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1.0 / (i as f32 + 1.0)).collect();
    let args = vec![
        Arg::Buffer(f32s(&a)),
        Arg::Buffer(f32s(&b)),
        Arg::Buffer(vec![0; 4 * n]),
        Arg::Value((n as i32).to_le_bytes().to_vec()),
    ];
    each_level("vector_add", launch("vector_add", 1024, 64, args), |level, bufs| {
        let c = as_u32(bufs[2].as_ref().unwrap());
        for i in 0..n {
            assert_eq!(c[i], (a[i] + b[i]).to_bits(), "-{level} c[{i}]");
        }
    });
}

#[test]
fn saxpy() {
    let n = 777usize;
    let x: Vec<f32> = (0..n).map(|i| (i as f32).sin()).collect();
    let y: Vec<f32> = (0..n).map(|i| (i as f32) * 0.25 - 3.0).collect();
    let alpha = 1.75f32;
    let args = vec![
        Arg::Value(alpha.to_le_bytes().to_vec()),
        Arg::Buffer(f32s(&x)),
        Arg::Buffer(f32s(&y)),
        Arg::Value((n as i32).to_le_bytes().to_vec()),
    ];
    each_level("saxpy", launch("saxpy", 832, 64, args), |level, bufs| {
        let out = as_u32(bufs[2].as_ref().unwrap());
        for i in 0..n {
            // Either fused (as clang contracts at -O2) or not: both are checked
            // exactly, by level.
            let fused = alpha.mul_add(x[i], y[i]).to_bits();
            let plain = (alpha * x[i] + y[i]).to_bits();
            assert!(
                out[i] == fused || (level == "O0" && out[i] == plain),
                "-{level} y[{i}]: {:x} vs fused {fused:x}",
                out[i]
            );
        }
    });
}

#[test]
fn reduce_local() {
    let groups = 8usize;
    let input: Vec<u32> = rand_u32(64 * groups, 3).iter().map(|v| v % 1000).collect();
    let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 4 * groups])];
    each_level("reduce_local", launch("reduce_local", 64 * groups as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        for g in 0..groups {
            let sum: u32 = input[64 * g..64 * g + 64].iter().sum();
            assert_eq!(out[g], sum, "-{level} group {g}");
        }
    });
}

#[test]
fn int64_math() {
    let n = 128usize;
    let a: Vec<u64> = rand_u32(2 * n, 5).chunks(2).map(|c| (c[0] as u64) << 32 | c[1] as u64).collect();
    let b: Vec<u64> = rand_u32(2 * n, 9)
        .chunks(2)
        .enumerate()
        .map(|(i, c)| if i % 3 == 0 { c[0] as u64 } else { (c[0] as u64) << (i % 29) | c[1] as u64 })
        .collect();
    let args = vec![Arg::Buffer(u64s(&a)), Arg::Buffer(u64s(&b)), Arg::Buffer(vec![0; 32 * n])];
    each_level("int64_math", launch("int64_math", n as u64, 64, args), |level, bufs| {
        let out = as_u64(bufs[2].as_ref().unwrap());
        for i in 0..n {
            let (x, y) = (a[i], b[i] | 1);
            let expect = [x.wrapping_mul(y).wrapping_add(x >> 7), x / y, x % y, (((x as i64) >> 13) as u64) ^ (y << 3)];
            assert_eq!(&out[4 * i..4 * i + 4], &expect, "-{level} i = {i}");
        }
    });
}

#[test]
fn divergent_loop() {
    let n = 256usize;
    let input: Vec<u32> = (0..n as u32).map(|i| i * 7 + 1).collect();
    let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 4 * n])];
    each_level("divergent_loop", launch("divergent_loop", n as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        for i in 0..n {
            let (mut x, mut steps) = (input[i], 0u32);
            while x != 1 && steps < 1000 {
                x = if x & 1 != 0 { 3u32.wrapping_mul(x).wrapping_add(1) } else { x / 2 };
                steps += 1;
            }
            assert_eq!(out[i], steps, "-{level} i = {i}");
        }
    });
}

#[test]
fn histogram() {
    let n = 4096usize;
    let input = rand_u32(n, 11);
    let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 64])];
    each_level("histogram", launch("histogram", n as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        let mut expect = [0u32; 16];
        for v in &input {
            expect[(v % 16) as usize] += 1;
        }
        assert_eq!(out, expect, "-{level}");
    });
}

#[test]
fn an_out_of_bounds_load_is_a_fault_that_names_the_instruction_and_lane() {
    // n says 100 elements; the buffers hold 40.
    let args = vec![
        Arg::Buffer(vec![0; 160]),
        Arg::Buffer(vec![0; 160]),
        Arg::Buffer(vec![0; 160]),
        Arg::Value(100i32.to_le_bytes().to_vec()),
    ];
    for (level, bytes) in objects("vector_add") {
        let sim = Simulator::load(&bytes).unwrap();
        let err = sim.run(&launch("vector_add", 64, 64, args.clone())).unwrap_err().to_string();
        assert!(err.contains("kernel `vector_add`"), "-{level}: {err}");
        assert!(err.contains("global access of 4 bytes at 0x") && err.contains("is out of bounds"), "-{level}: {err}");
        assert!(err.contains("global_load_b32"), "-{level}: {err}");
        // Lanes 0..39 are inside the buffers; the first outside is lane 40 (wave 1, lane 8).
        assert!(err.contains("wave 1, lane 8"), "-{level}: {err}");
    }
}

#[test]
fn a_runaway_wave_stops_at_the_step_limit() {
    let args = vec![Arg::Buffer(u32s(&[27; 32])), Arg::Buffer(vec![0; 128])];
    let (_, bytes) = &objects("divergent_loop")[1];
    let sim = Simulator::load(bytes).unwrap();
    let mut l = launch("divergent_loop", 32, 32, args);
    l.step_limit = 500;
    let err = sim.run(&l).unwrap_err().to_string();
    assert!(err.contains("ran past the step limit of 500 instructions"), "{err}");
}

#[test]
fn wrong_arguments_are_launch_errors() {
    let (_, bytes) = &objects("vector_add")[1];
    let sim = Simulator::load(bytes).unwrap();
    let err = sim.run(&launch("vector_add", 64, 64, vec![])).unwrap_err().to_string();
    assert_eq!(err, "kernel `vector_add` takes 4 arguments, 0 given");
    let err = sim.run(&launch("nope", 64, 64, vec![])).unwrap_err().to_string();
    assert_eq!(err, "no kernel `nope` (kernels: vector_add)");
}

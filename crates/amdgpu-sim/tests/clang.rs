//! The simulator on kernels clang-22 compiled: each kernel of `kernels/`
//! at -O0, -O1, -O2 and -O3, as OpenCL C 1.2 (clang's default) and as
//! OpenCL C 2.0 and 3.0 (whose generic address space turns private and
//! local accesses into flat ones through the apertures), linked by
//! ld.lld-22 as a loader needs, run and checked against results computed
//! here. The compiled code objects are committed (`fixtures/`, named
//! `KERNEL-LEVEL.hsaco` for OpenCL C 1.2 and `KERNEL-STD-LEVEL.hsaco` for
//! the others) and always run too, so that a machine without LLVM tests
//! the simulator on them; with LLVM the kernels are also compiled afresh
//! (`PISA_BLESS=1` rewrites the fixtures from those).

// Results are checked element by element, by index into several buffers.
#![allow(clippy::needless_range_loop)]

use amdgpu_sim::{Arg, HostSimd, Launch, Simulator};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};

const LEVELS: [&str; 4] = ["O0", "O1", "O2", "O3"];
/// OpenCL C versions: clang's default (1.2), then those with the generic
/// address space.
const STANDARDS: [Option<&str>; 3] = [None, Some("CL2.0"), Some("CL3.0")];

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

/// The clang arguments that choose a variant, after the target's.
fn variant_args(level: &str, std: Option<&str>) -> Vec<String> {
    let mut args = vec![format!("-{level}")];
    args.extend(std.map(|s| format!("-cl-std={s}")));
    args
}

/// How a variant is named in messages: `O2`, or `O2 -cl-std=CL2.0`, so
/// that "-{label}" reads as the options.
fn label(level: &str, std: Option<&str>) -> String {
    variant_args(level, std).join(" ").trim_start_matches('-').to_string()
}

fn fixture(name: &str, level: &str, std: Option<&str>) -> PathBuf {
    let file = match std {
        None => format!("{name}-{level}.hsaco"),
        Some(std) => format!("{name}-{std}-{level}.hsaco"),
    };
    dir().join("fixtures").join(file)
}

/// Compiles and links one kernel file; returns the code object's bytes.
/// Each variant is compiled once a run (tests share kernels).
fn compile(name: &str, level: &str, std: Option<&str>) -> Vec<u8> {
    type Cache = Mutex<HashMap<String, Vec<u8>>>;
    static COMPILED: OnceLock<Cache> = OnceLock::new();
    let key = format!("{name} {}", label(level, std));
    if let Some(bytes) = COMPILED.get_or_init(Default::default).lock().unwrap().get(&key) {
        return bytes.clone();
    }
    // Unique per call: tests that compile the same kernel run at once.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = std::env::temp_dir().join(format!("amdgpu-sim-{}-{call}-{name}-{level}", std::process::id()));
    let (obj, linked) = (tmp.with_extension("o"), tmp.with_extension("hsaco"));
    let source = dir().join("kernels").join(format!("{name}.cl"));
    let out = Command::new("clang-22")
        .args(["-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-nogpulib", "-c"])
        .args(variant_args(level, std))
        .arg(&source)
        .arg("-o")
        .arg(&obj)
        .output()
        .unwrap();
    assert!(out.status.success(), "clang-22 {name} {key}: {}", String::from_utf8_lossy(&out.stderr));
    let out = Command::new("ld.lld-22").arg("-shared").arg(&obj).arg("-o").arg(&linked).output().unwrap();
    assert!(out.status.success(), "ld.lld-22: {}", String::from_utf8_lossy(&out.stderr));
    let bytes = std::fs::read(&linked).unwrap();
    let _ = std::fs::remove_file(obj);
    let _ = std::fs::remove_file(linked);
    COMPILED.get_or_init(Default::default).lock().unwrap().insert(key, bytes.clone());
    bytes
}

/// The code objects of a kernel file, by variant (level and standard):
/// the committed fixture, and where there is clang and its output differs
/// from the fixture, that too.
fn objects(name: &str) -> Vec<(String, Vec<u8>)> {
    objects_of(name, &STANDARDS)
}

/// [`objects`] of some of the standards.
fn objects_of(name: &str, standards: &[Option<&str>]) -> Vec<(String, Vec<u8>)> {
    let fresh = llvm();
    let mut out = Vec::new();
    for &std in standards {
        for level in LEVELS {
            let fixture = fixture(name, level, std);
            let committed = if fresh {
                let bytes = compile(name, level, std);
                if std::env::var("PISA_BLESS").as_deref() == Ok("1") {
                    std::fs::write(&fixture, &bytes).unwrap();
                }
                let committed = std::fs::read(&fixture).ok();
                if committed.as_ref() != Some(&bytes) {
                    out.push((label(level, std), bytes));
                }
                committed
            } else {
                None
            };
            let bytes = committed
                .or_else(|| std::fs::read(&fixture).ok())
                .unwrap_or_else(|| panic!("{}: no such fixture (PISA_BLESS=1 writes it)", fixture.display()));
            out.push((label(level, std), bytes));
        }
    }
    out
}

/// One committed fixture of a kernel, for the tests that need a code
/// object rather than every variant.
fn object(name: &str, level: &str) -> Vec<u8> {
    let path = fixture(name, level, None);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
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
        offset: [0; 3],
        args,
        step_limit: 10_000_000,
        trace: false,
        options: Default::default(),
    }
}

/// Runs every variant of a kernel file; `check` gets the variant's label
/// and the buffers. Each runs on both builds of the handlers where the
/// host has more than the baseline, and they must agree to the bit, and
/// in place as well as copied. A variant whose code another variant has
/// already run so (OpenCL C 3.0's is 2.0's: only the language version in
/// the metadata differs; -O3's is often -O2's) runs once, copied, on the
/// host's best build: its results are checked all the same.
fn each_level(name: &str, l: Launch, check: impl Fn(&str, &[Option<Vec<u8>>])) {
    let mut builds = vec![HostSimd::detect()];
    if builds[0] != HostSimd::Baseline {
        builds.push(HostSimd::Baseline);
    }
    let mut texts_run = Vec::new();
    for (level, bytes) in objects(name) {
        let text = amdgpu::hsaco::read(&bytes).unwrap_or_else(|e| panic!("{name} -{level}: {e}")).text;
        let again = texts_run.contains(&text);
        let mut first: Option<Vec<Option<Vec<u8>>>> = None;
        let mut normal_stats = None;
        for &simd in if again { &builds[..1] } else { &builds[..] } {
            let sim = Simulator::load_with_simd(&bytes, simd).unwrap_or_else(|e| panic!("{name} -{level}: {e}"));
            let out = sim.run(&l).unwrap_or_else(|e| panic!("{name} -{level} ({simd:?}): {e}"));
            check(&level, &out.buffers);
            normal_stats.get_or_insert(out.stats.clone());
            if again {
                continue;
            }
            // The same, with the results left in the launch's own buffers.
            let mut in_place = l.clone();
            sim.run_in_place(&mut in_place).unwrap_or_else(|e| panic!("{name} -{level} ({simd:?}, in place): {e}"));
            for (k, (arg, got)) in in_place.args.iter().zip(&out.buffers).enumerate() {
                if let (Arg::Buffer(bytes), Some(got)) = (arg, got) {
                    assert!(bytes == got, "{name} -{level}: argument {k} in place differs from the copy");
                }
            }
            match &first {
                None => first = Some(out.buffers),
                Some(f) => assert!(*f == out.buffers, "{name} -{level}: the {simd:?} build gave other bits"),
            }
        }
        if !again {
            texts_run.push(text);
            // No false alarms: clang's code runs clean in strict mode,
            // whatever the garbage in undefined registers, and still gives
            // the results.
            let sim = Simulator::load(&bytes).unwrap();
            for seed in STRICT_SEEDS {
                let strict = Launch { options: amdgpu_sim::Options { strict: true, poison: Some(seed) }, ..l.clone() };
                let out = sim.run(&strict).unwrap_or_else(|e| panic!("{name} -{level} (strict, seed {seed}): {e}"));
                check(&level, &out.buffers);
                // Strict mode runs what the normal mode runs, and counts
                // it alike (its fast path stands for instructions as the
                // normal mode's does).
                let normal = normal_stats.as_ref().expect("the normal run");
                let counted = |s: &amdgpu_sim::Stats| (s.by_class.clone(), s.wave_instructions, s.valu_lanes);
                assert_eq!(counted(&out.stats), counted(normal), "{name} -{level}: strict mode counted otherwise");
                // Strict mode has its own build for AVX2 hosts: the
                // baseline one gives the same bits (under one seed).
                if seed == STRICT_SEEDS[0] && builds.len() > 1 {
                    let baseline = Simulator::load_with_simd(&bytes, HostSimd::Baseline).unwrap();
                    let again = baseline
                        .run(&strict)
                        .unwrap_or_else(|e| panic!("{name} -{level} (strict, baseline build): {e}"));
                    assert!(again.buffers == out.buffers, "{name} -{level}: the strict baseline build gave other bits");
                    assert_eq!(again.stats, out.stats, "{name} -{level}: the strict baseline build counted otherwise");
                }
            }
        }
    }
}

/// The poison seeds every kernel runs under in strict mode.
const STRICT_SEEDS: [u64; 3] = [1, 0x5eed, 0xdead_beef];

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
fn in_place_buffers_of_any_length_get_the_results() {
    // The simulator runs on buffers of whole words in place, and copies the
    // others in and back: here `a` is one byte longer than the kernel reads
    // and `c` one byte longer than it writes; the extra bytes stay.
    let n = 100usize;
    let a: Vec<f32> = (0..n).map(|i| i as f32 + 0.25).collect();
    let b: Vec<f32> = (0..n).map(|i| 3.0 * i as f32).collect();
    let mut padded_a = f32s(&a);
    padded_a.push(0xa5);
    let mut padded_c = vec![0u8; 4 * n];
    padded_c.push(0x5a);
    for (level, bytes) in objects("vector_add") {
        let sim = Simulator::load(&bytes).unwrap();
        let args =
            vec![Arg::Buffer(padded_a.clone()), Arg::Buffer(f32s(&b)), Arg::Buffer(padded_c.clone()), value(n as i32)];
        let mut l = launch("vector_add", 128, 64, args);
        sim.run_in_place(&mut l).unwrap_or_else(|e| panic!("-{level}: {e}"));
        let Arg::Buffer(c) = &l.args[2] else { panic!("-{level}: the buffer argument became another") };
        assert_eq!(c.len(), 4 * n + 1, "-{level}");
        assert_eq!(c[4 * n], 0x5a, "-{level}: the byte past the results");
        for (i, got) in as_u32(&c[..4 * n]).into_iter().enumerate() {
            assert_eq!(got, (a[i] + b[i]).to_bits(), "-{level} c[{i}]");
        }
        assert!(l.args[0] == Arg::Buffer(padded_a.clone()), "-{level}: an input changed");
    }
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
                out[i] == fused || (level.starts_with("O0") && out[i] == plain),
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
    let sim = Simulator::load(&object("divergent_loop", "O2")).unwrap();
    let mut l = launch("divergent_loop", 32, 32, args);
    l.step_limit = 500;
    let err = sim.run(&l).unwrap_err().to_string();
    assert!(err.contains("ran past the step limit of 500 instructions"), "{err}");
}

#[test]
fn passing_over_effectless_instructions_counts_and_stops_as_running_them() {
    // Traced, every instruction is run; untraced, waits and s_delay_alu
    // after another instruction are counted without a call. The counts by
    // class, and the instruction a step limit stops at, must not differ.
    let args = || vec![Arg::Buffer(vec![0; 256]), Arg::Buffer(vec![0; 256]), Arg::Buffer(vec![0; 256]), value(64i32)];
    // The interpreter's loop is under test, not clang's variety: OpenCL C 1.2's objects.
    for (level, bytes) in objects_of("vector_add", &[None]) {
        let sim = Simulator::load(&bytes).unwrap();
        let mut quiet = launch("vector_add", 64, 64, args());
        let mut traced = quiet.clone();
        traced.trace = true;
        let (a, b) = (sim.run(&quiet).unwrap(), sim.run(&traced).unwrap());
        assert_eq!(a.stats, b.stats, "-{level}");
        let per_wave = a.stats.wave_instructions / 2;
        for limit in 1..=per_wave + 1 {
            quiet.step_limit = limit;
            traced.step_limit = limit;
            let (a, b) = (sim.run(&quiet), sim.run(&traced));
            match (a, b) {
                (Ok(a), Ok(b)) => {
                    assert!(limit >= per_wave, "-{level}: ran whole under a limit of {limit}");
                    assert_eq!(a.stats, b.stats, "-{level}");
                }
                (Err(a), Err(b)) => {
                    assert!(limit < per_wave, "-{level}: stopped under a limit of {limit}: {a}");
                    assert_eq!(a.to_string(), b.to_string(), "-{level}, limit {limit}");
                }
                (a, b) => panic!("-{level}, limit {limit}: untraced {a:?}, traced {b:?}"),
            }
        }
    }
}

#[test]
fn the_step_limit_stops_a_long_wave_where_running_one_by_one_stops_it() {
    // A fast run takes several instructions a call (effectless ones, and a
    // 64-bit addition's two halves) and stops short of the limit to finish
    // one by one: across limits on both sides of that hand-over, the fault
    // names the instruction a traced run (every instruction by itself)
    // names, and a run that finishes counts what the traced one counts.
    let input: Vec<u32> = (0..32).map(|i| if i == 5 { 27 } else { i + 1 }).collect();
    let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 128])];
    // -O0 runs five times as long, and traced runs copy every register.
    // The interpreter's loop is under test, not clang's variety: OpenCL C 1.2's objects.
    for (level, bytes) in
        objects_of("divergent_loop", &[None]).into_iter().filter(|(level, _)| !level.starts_with("O0"))
    {
        let sim = Simulator::load(&bytes).unwrap();
        let mut quiet = launch("divergent_loop", 32, 32, args.clone());
        let mut traced = quiet.clone();
        traced.trace = true;
        let whole = sim.run(&traced).unwrap_or_else(|e| panic!("-{level}: {e}")).stats.wave_instructions;
        assert!(whole > 200, "-{level}: {whole} instructions are too few to test the hand-over");
        // The first steps (all one by one), around the hand-over of the
        // shortest fast run (MAX_COVERS + 1), a spread, and the end.
        let near = |l: u64, at: u64| l + 4 > at && l < at + 4;
        for limit in (1..whole + 2).filter(|l| *l <= 8 || near(*l, 64) || l % 211 == 0 || near(*l, whole)) {
            quiet.step_limit = limit;
            traced.step_limit = limit;
            match (sim.run(&quiet), sim.run(&traced)) {
                (Ok(a), Ok(b)) => assert_eq!(a.stats, b.stats, "-{level}, limit {limit}"),
                (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "-{level}, limit {limit}"),
                (a, b) => panic!("-{level}, limit {limit}: untraced {a:?}, traced {b:?}"),
            }
        }
    }
}

#[test]
fn wrong_arguments_are_launch_errors() {
    let bytes = &object("vector_add", "O2");
    let sim = Simulator::load(bytes).unwrap();
    let err = sim.run(&launch("vector_add", 64, 64, vec![])).unwrap_err().to_string();
    assert_eq!(err, "kernel `vector_add` takes 4 arguments, 0 given");
    let err = sim.run(&launch("nope", 64, 64, vec![])).unwrap_err().to_string();
    assert_eq!(err, "no kernel `nope` (kernels: vector_add)");
}

/// A build the host lacks is refused when the simulator is made, saying
/// which; the baseline always loads. (Which branch runs depends on the
/// host: an AVX2 host loads both builds.)
#[test]
fn a_build_the_host_lacks_is_refused_by_name() {
    let bytes = &object("vector_add", "O2");
    assert!(Simulator::load_with_simd(bytes, HostSimd::Baseline).is_ok());
    match Simulator::load_with_simd(bytes, HostSimd::Avx2) {
        Ok(_) => assert_eq!(HostSimd::detect(), HostSimd::Avx2),
        Err(e) => {
            assert_ne!(HostSimd::detect(), HostSimd::Avx2);
            assert_eq!(e.to_string(), "this host cannot run the Avx2 build of the simulator");
        }
    }
}

fn i32s(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn f64s(v: &[f64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn u16s(v: &[u16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn as_u16(b: &[u8]) -> Vec<u16> {
    b.chunks(2).map(|c| u16::from_le_bytes(c.try_into().unwrap())).collect()
}

fn value<T: ToBytes>(v: T) -> Arg {
    Arg::Value(v.bytes())
}

trait ToBytes {
    fn bytes(self) -> Vec<u8>;
}
impl ToBytes for i32 {
    fn bytes(self) -> Vec<u8> {
        self.to_le_bytes().to_vec()
    }
}
impl ToBytes for f32 {
    fn bytes(self) -> Vec<u8> {
        self.to_le_bytes().to_vec()
    }
}

#[test]
fn prefix_scan() {
    let groups = 4usize;
    let input: Vec<i32> = rand_u32(64 * groups, 21).iter().map(|v| (v % 2001) as i32 - 1000).collect();
    let args = vec![Arg::Buffer(i32s(&input)), Arg::Buffer(vec![0; 256 * groups])];
    each_level("prefix_scan", launch("prefix_scan", 64 * groups as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        for g in 0..groups {
            let mut sum = 0i32;
            for k in 0..64 {
                sum += input[64 * g + k];
                assert_eq!(out[64 * g + k] as i32, sum, "-{level} group {g} element {k}");
            }
        }
    });
}

#[test]
fn matmul_tiled() {
    let n = 16usize;
    let a: Vec<f32> = (0..n * n).map(|i| ((i * 7 % 13) as f32 - 6.0) * 0.125).collect();
    let b: Vec<f32> = (0..n * n).map(|i| ((i * 5 % 11) as f32 - 5.0) * 0.25).collect();
    let args = vec![Arg::Buffer(f32s(&a)), Arg::Buffer(f32s(&b)), Arg::Buffer(vec![0; 4 * n * n]), value(n as i32)];
    let l = Launch { global: [n as u64, n as u64, 1], local: [8, 8, 1], ..launch("matmul_tiled", 0, 1, args) };
    each_level("matmul_tiled", l, |level, bufs| {
        let c = as_u32(bufs[2].as_ref().unwrap());
        for row in 0..n {
            for col in 0..n {
                let mut acc = 0.0f32;
                for k in 0..n {
                    acc = a[row * n + k].mul_add(b[k * n + col], acc);
                }
                assert_eq!(c[row * n + col], acc.to_bits(), "-{level} C[{row}][{col}]");
            }
        }
    });
}

#[test]
fn bitonic_sort() {
    let groups = 3usize;
    let input = rand_u32(64 * groups, 33);
    let args = vec![Arg::Buffer(u32s(&input))];
    each_level("bitonic_sort", launch("bitonic_sort", 64 * groups as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[0].as_ref().unwrap());
        for g in 0..groups {
            let mut expect = input[64 * g..64 * g + 64].to_vec();
            expect.sort();
            assert_eq!(&out[64 * g..64 * g + 64], &expect[..], "-{level} group {g}");
        }
    });
}

#[test]
fn mandelbrot() {
    let (w, h, max_iter) = (40usize, 24usize, 100);
    let (inv_w, inv_h) = (1.0f32 / w as f32, 1.0f32 / h as f32);
    let args = vec![
        Arg::Buffer(vec![0; 4 * w * h]),
        value(w as i32),
        value(h as i32),
        value(inv_w),
        value(inv_h),
        value(max_iter),
    ];
    each_level("mandelbrot", launch("mandelbrot", (w * h).next_multiple_of(64) as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[0].as_ref().unwrap());
        for i in 0..w * h {
            let cx = -2.0f32 + 3.0f32 * (i % w) as f32 * inv_w;
            let cy = -1.5f32 + 3.0f32 * (i / w) as f32 * inv_h;
            let (mut x, mut y, mut n) = (0.0f32, 0.0f32, 0);
            while n < max_iter && x * x + y * y <= 4.0 {
                let t = x * x - y * y + cx;
                y = 2.0 * x * y + cy;
                x = t;
                n += 1;
            }
            assert_eq!(out[i], n as u32, "-{level} point {i}");
        }
    });
}

#[test]
fn shuffle_bpermute() {
    let n = 128usize;
    let input: Vec<u32> = (0..n as u32).map(|i| i * 1000 + 7).collect();
    for shift in [1, 5, 31] {
        let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 4 * n]), value(shift)];
        each_level("shuffle_bpermute", launch("shuffle_bpermute", n as u64, 64, args), |level, bufs| {
            let out = as_u32(bufs[1].as_ref().unwrap());
            for i in 0..n {
                let wave_base = i / 32 * 32;
                let expect = input[wave_base + (i % 32 + shift as usize) % 32];
                assert_eq!(out[i], expect, "-{level} shift {shift} lane {i}");
            }
        });
    }
}

#[test]
fn half_math() {
    use half::f16;
    let n = 64usize;
    let gen = |seed| -> Vec<f16> {
        rand_u32(n, seed).iter().map(|v| f16::from_f32(((v % 2000) as f32 - 1000.0) / 250.0)).collect()
    };
    let (a, b, c) = (gen(41), gen(42), gen(43));
    let bits = |v: &[f16]| u16s(&v.iter().map(|x| x.to_bits()).collect::<Vec<_>>());
    let args = vec![Arg::Buffer(bits(&a)), Arg::Buffer(bits(&b)), Arg::Buffer(bits(&c)), Arg::Buffer(vec![0; 4 * n])];
    each_level("half_math", launch("half_math", n as u64, 64, args), |level, bufs| {
        let out = as_u16(bufs[3].as_ref().unwrap());
        for i in 0..n {
            // Fused (clang contracts a * b + c), so rounded once: exact in f64 first.
            let fused = f16::from_f64(a[i].to_f64() * b[i].to_f64() + c[i].to_f64());
            let second = f16::from_f64(a[i].to_f64() - b[i].to_f64() * 0.5);
            assert_eq!(out[2 * i], fused.to_bits(), "-{level} a*b+c [{i}]");
            assert_eq!(out[2 * i + 1], second.to_bits(), "-{level} a-b/2 [{i}]");
        }
    });
}

#[test]
fn bf16_math() {
    let n = 64usize;
    let gen = |seed| -> Vec<u16> {
        rand_u32(n, seed).iter().map(|v| ((((v % 4000) as f32 - 2000.0) / 100.0).to_bits() >> 16) as u16).collect()
    };
    let (a, b) = (gen(51), gen(52));
    let args = vec![Arg::Buffer(u16s(&a)), Arg::Buffer(u16s(&b)), Arg::Buffer(vec![0; 2 * n])];
    each_level("bf16_math", launch("bf16_math", n as u64, 64, args), |level, bufs| {
        let out = as_u16(bufs[2].as_ref().unwrap());
        for i in 0..n {
            let (x, y) = (f32::from_bits((a[i] as u32) << 16), f32::from_bits((b[i] as u32) << 16));
            let r = (x * y + 1.0).to_bits();
            // Round to nearest even on the upper 16 bits.
            let rounded = ((r + 0x7fff + ((r >> 16) & 1)) >> 16) as u16;
            assert_eq!(out[i], rounded, "-{level} [{i}]");
        }
    });
}

#[test]
fn conversions() {
    let n = 64usize;
    let input: Vec<i32> = rand_u32(n, 61).iter().map(|v| *v as i32 >> (v % 17)).collect();
    let args = vec![
        Arg::Buffer(i32s(&input)),
        Arg::Buffer(vec![0; 4 * n]),
        Arg::Buffer(vec![0; 4 * n]),
        Arg::Buffer(vec![0; 8 * n]),
        Arg::Buffer(vec![0; 8 * n]),
    ];
    each_level("conversions", launch("conversions", n as u64, 64, args), |level, bufs| {
        let f = as_u32(bufs[1].as_ref().unwrap());
        let back = as_u32(bufs[2].as_ref().unwrap());
        let wide = as_u64(bufs[3].as_ref().unwrap());
        let d = as_u64(bufs[4].as_ref().unwrap());
        for i in 0..n {
            let v = input[i];
            assert_eq!(f[i], (v as f32 * 0.5).to_bits(), "-{level} f[{i}]");
            assert_eq!(back[i] as i32, (v as f32 * 0.25) as i32, "-{level} back[{i}]");
            assert_eq!(wide[i] as i64, v as i64 * 3 - ((v as u32) >> 3) as i64, "-{level} wide[{i}]");
            assert_eq!(d[i], (v as f64 / 8.0 + v as f32 as f64).to_bits(), "-{level} d[{i}]");
        }
    });
}

#[test]
fn private_array() {
    let n = 64usize;
    let input: Vec<u32> = rand_u32(n, 71).iter().map(|v| v % 100_000).collect();
    let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 4 * n])];
    each_level("private_array", launch("private_array", n as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        for i in 0..n {
            let table: Vec<u32> = (0..24u32).map(|k| input[i].wrapping_mul(k + 1).wrapping_add(k)).collect();
            let s = (0..24u32).fold(0u32, |s, k| s.wrapping_add(table[(input[i].wrapping_add(7 * k) % 24) as usize]));
            assert_eq!(out[i], s, "-{level} [{i}]");
        }
    });
}

/// Private arrays indexed through generic pointers (flat accesses to the
/// private aperture, bytes, halves and words, under OpenCL C 2.0 and 3.0)
/// and local atomics through one (flat atomics to the shared aperture).
#[test]
fn generic_pointers() {
    let (groups, n) = (3usize, 192usize);
    let mut input = rand_u32(n, 151);
    input[5] = u32::MAX;
    let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 4 * n]), Arg::Buffer(vec![0; 40 * groups])];
    each_level("generic_pointers", launch("generic_pointers", n as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        for i in 0..n {
            let seed = input[i];
            let (mut words, mut halves, mut bytes) = ([0u32; 16], [0u16; 16], [0u8; 16]);
            for k in 0..16u32 {
                words[(seed.wrapping_add(5 * k) % 16) as usize] = seed.wrapping_mul(k + 1).wrapping_add(k);
                halves[(seed.wrapping_add(3 * k) % 16) as usize] = (seed >> (k % 8 + 3)) as u16;
                bytes[(seed.wrapping_add(7 * k) % 16) as usize] = (seed >> (k + 5)) as u8;
            }
            let mut sum = 0u32;
            for k in 0..16u32 {
                sum = sum
                    .wrapping_mul(3)
                    .wrapping_add(words[(seed.wrapping_add(11 * k) % 16) as usize])
                    .wrapping_add(halves[(seed.wrapping_add(k) % 16) as usize] as u32)
                    .wrapping_add(bytes[k as usize] as i8 as i32 as u32);
            }
            assert_eq!(out[i], sum, "-{level} [{i}]");
        }
        let bins = as_u32(bufs[2].as_ref().unwrap());
        for g in 0..groups {
            let slice = &input[64 * g..64 * g + 64];
            let got = &bins[10 * g..10 * g + 10];
            for b in 0..8 {
                let count = slice.iter().filter(|v| *v % 8 == b as u32).count() as u32;
                assert_eq!(got[b], count, "-{level} group {g} bin {b}");
            }
            assert_eq!(got[8], *slice.iter().max().unwrap(), "-{level} group {g} largest");
            // The first lane to compare-and-swap wins: any lane id + 1.
            assert!((1..=64).contains(&got[9]), "-{level} group {g}: swapped in {}", got[9]);
        }
    });
}

/// Arrays in registers indexed by data: v_movrels_b32 and v_movreld_b32
/// with M0 (from -O1 on; pairs of them for 64-bit elements), or scratch
/// (at -O0).
#[test]
fn register_array() {
    let n = 128usize;
    let input = rand_u32(n, 161);
    for pick in [2u32, 7] {
        let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 4 * n]), value(pick as i32)];
        each_level("register_array", launch("register_array", n as u64, 64, args), |level, bufs| {
            let out = as_u32(bufs[1].as_ref().unwrap());
            for i in 0..n {
                let x = input[i];
                let mut t: Vec<u32> = (0..8u32).map(|k| x.wrapping_mul(k + 3).wrapping_add(k)).collect();
                t[(x & 7) as usize] ^= 0x55;
                t[(pick.wrapping_add(1) & 7) as usize] = t[(pick.wrapping_add(1) & 7) as usize].wrapping_add(7);
                let mut s = t[(pick & 7) as usize];
                for k in 0..8u32 {
                    s = s.wrapping_mul(5).wrapping_add(t[(x.wrapping_add(3 * k) & 7) as usize]);
                }
                assert_eq!(out[i], s, "-{level} pick {pick} [{i}]");
            }
        });
        let args = vec![Arg::Buffer(u32s(&input[..16])), Arg::Buffer(vec![0; 4 * 32]), value(pick as i32)];
        each_level("register_array", launch("uniform_array", 32, 32, args), |level, bufs| {
            let mut t: Vec<u32> = input[..8].iter().map(|v| v.wrapping_mul(3)).collect();
            t[(pick & 7) as usize] = t[(pick & 7) as usize].wrapping_add(input[(pick & 15) as usize]);
            let s = (0..8u32).fold(0u32, |s, k| s.wrapping_mul(7).wrapping_add(t[((pick + 5 * k) & 7) as usize]));
            assert_eq!(as_u32(bufs[1].as_ref().unwrap()), vec![s; 32], "-{level} pick {pick}");
        });
        let wide: Vec<u64> = rand_u32(64, 163).chunks(2).map(|c| (c[0] as u64) << 32 | c[1] as u64).collect();
        let args = vec![Arg::Buffer(u64s(&wide)), Arg::Buffer(vec![0; 8 * 32]), value(pick as i32)];
        each_level("register_array", launch("wide_array", 32, 32, args), |level, bufs| {
            let out = as_u64(bufs[1].as_ref().unwrap());
            for (i, &x) in wide.iter().enumerate() {
                let mut t: Vec<u64> = (0..6u64).map(|k| x.wrapping_mul(k + 3).wrapping_add(k)).collect();
                t[(pick % 6) as usize] ^= x << 7;
                let s = (0..6u32).fold(0u64, |s, k| s.wrapping_mul(5).wrapping_add(t[((pick + k) % 6) as usize]));
                assert_eq!(out[i], s.wrapping_add(t[(x % 6) as usize]), "-{level} pick {pick} [{i}]");
            }
        });
    }
}

#[test]
fn calls() {
    let n = 128usize;
    let input = rand_u32(n, 81);
    let mix = |a: u32, b: u32| (a ^ (b << 5)).wrapping_add((b >> 3).wrapping_mul(31));
    let twice = |a: u32| mix(a, a.wrapping_add(1)).wrapping_add(mix(a.wrapping_add(2), a));
    let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 4 * n])];
    each_level("calls", launch("calls", n as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        for i in 0..n {
            assert_eq!(out[i], twice(input[i]) ^ mix(i as u32, input[i]), "-{level} [{i}]");
        }
    });
}

#[test]
fn double_math() {
    let n = 64usize;
    let a: Vec<f64> = rand_u32(n, 91).iter().map(|v| (*v as f64 - 2e9) / 3e7).collect();
    let b: Vec<f64> = rand_u32(n, 92).iter().map(|v| (*v as f64 - 2e9) / 7e7).collect();
    let args = vec![Arg::Buffer(f64s(&a)), Arg::Buffer(f64s(&b)), Arg::Buffer(vec![0; 24 * n])];
    each_level("double_math", launch("double_math", n as u64, 64, args), |level, bufs| {
        let out = as_u64(bufs[2].as_ref().unwrap());
        for i in 0..n {
            let (x, y) = (a[i], b[i]);
            assert_eq!(out[3 * i], x.mul_add(y, 1.0).to_bits(), "-{level} fma [{i}]");
            assert_eq!(out[3 * i + 1], (if x < y { x - y } else { x * 0.5 }).to_bits(), "-{level} select [{i}]");
            assert_eq!(out[3 * i + 2], (x.min(y) + 2.0).to_bits(), "-{level} fmin [{i}]");
        }
    });
}

#[test]
fn local_atomics() {
    let n = 512usize;
    let input = rand_u32(n, 101);
    let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 128])];
    each_level("local_atomics", launch("local_atomics", n as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        let mut expect = [0u32; 32];
        for v in &input {
            expect[(v & 31) as usize] += 1;
        }
        assert_eq!(out, expect, "-{level}");
    });
}

#[test]
fn transpose_2d() {
    let (w, h) = (20usize, 12usize);
    let input: Vec<f32> = (0..w * h).map(|i| i as f32 + 0.5).collect();
    let args = vec![Arg::Buffer(f32s(&input)), Arg::Buffer(vec![0; 4 * w * h]), value(w as i32), value(h as i32)];
    let l = Launch { global: [24, 16, 1], local: [8, 8, 1], ..launch("transpose_2d", 0, 1, args) };
    each_level("transpose_2d", l, |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        for y in 0..h {
            for x in 0..w {
                assert_eq!(out[x * h + y], input[y * w + x].to_bits(), "-{level} ({x}, {y})");
            }
        }
    });
}

#[test]
fn bit_ops() {
    let n = 64usize;
    let mut input = rand_u32(n, 111);
    input[0] = 0;
    input[1] = u32::MAX;
    let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 20 * n])];
    each_level("bit_ops", launch("bit_ops", n as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        for i in 0..n {
            let v = input[i];
            let expect = [
                v.count_ones(),
                v.leading_zeros(),
                v.rotate_left(7),
                ((v as u64 * 0x9e37_79b9) >> 32) as u32,
                v.swap_bytes() ^ (v & 0xff00ff),
            ];
            assert_eq!(&out[5 * i..5 * i + 5], &expect, "-{level} [{i}]");
        }
    });
}

/// The distance in units in the last place between two finite floats of one sign.
fn ulps(a: f32, b: f32) -> u32 {
    (a.to_bits() as i64 - b.to_bits() as i64).unsigned_abs() as u32
}

#[test]
fn float_div() {
    let n = 128usize;
    let a: Vec<f32> = rand_u32(n, 121).iter().map(|v| (*v as f32 / 4e9) * 1000.0 + 0.001).collect();
    let b: Vec<f32> = rand_u32(n, 122).iter().map(|v| (*v as f32 / 4e9) * 50.0 + 0.01).collect();
    let args = vec![Arg::Buffer(f32s(&a)), Arg::Buffer(f32s(&b)), Arg::Buffer(vec![0; 8 * n])];
    each_level("float_div", launch("float_div", n as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[2].as_ref().unwrap());
        for i in 0..n {
            let q = f32::from_bits(out[2 * i]);
            // -O0 divides exactly (div_scale/div_fmas/div_fixup); -O2 and -O3
            // use OpenCL's 2.5 ulp allowance (frexp, rcp, ldexp).
            let limit = if level.starts_with("O0") { 0 } else { 2 };
            assert!(ulps(q, a[i] / b[i]) <= limit, "-{level} {}/{} = {q}, not {}", a[i], b[i], a[i] / b[i]);
            // -O0 rounds the square root exactly (a refinement after
            // v_sqrt_f32); -O2 and -O3 take v_sqrt_f32's result, which the
            // hardware gives within 1 ulp (strict mode moves it there).
            let sqrt_limit = if level.starts_with("O0") { 0 } else { 1 };
            let root = f32::from_bits(out[2 * i + 1]);
            assert!(ulps(root, a[i].sqrt()) <= sqrt_limit, "-{level} sqrt({}) = {root}", a[i]);
        }
    });
}

#[test]
fn wave_reduce_dpp() {
    let n = 128usize;
    let input: Vec<i32> = rand_u32(n, 131).iter().map(|v| (v % 1000) as i32 - 500).collect();
    let args = vec![Arg::Buffer(i32s(&input)), Arg::Buffer(vec![0; 4 * n])];
    each_level("wave_reduce_dpp", launch("wave_reduce_dpp", n as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        // row_shr by 1, 2, 4, 8 with bound_ctrl (lanes shifted in from
        // outside the row of 16 read 0): an inclusive scan of each row.
        for i in 0..n {
            let row_start = i / 16 * 16;
            let expect: i32 = input[row_start..=i].iter().sum();
            assert_eq!(out[i] as i32, expect, "-{level} lane {i}");
        }
    });
}

#[test]
fn packed_half2() {
    use half::f16;
    let n = 64usize;
    let gen = |seed| -> Vec<f16> {
        rand_u32(2 * n, seed).iter().map(|v| f16::from_f32(((v % 2000) as f32 - 1000.0) / 200.0)).collect()
    };
    let (a, b) = (gen(141), gen(142));
    let u: Vec<u16> = rand_u32(2 * n, 143).iter().map(|v| *v as u16).collect();
    let bits = |v: &[f16]| u16s(&v.iter().map(|x| x.to_bits()).collect::<Vec<_>>());
    let args = vec![
        Arg::Buffer(bits(&a)),
        Arg::Buffer(bits(&b)),
        Arg::Buffer(vec![0; 8 * n]),
        Arg::Buffer(u16s(&u)),
        Arg::Buffer(vec![0; 4 * n]),
    ];
    each_level("packed_half2", launch("packed_half2", n as u64, 64, args), |level, bufs| {
        let out = as_u16(bufs[2].as_ref().unwrap());
        let uout = as_u16(bufs[4].as_ref().unwrap());
        for i in 0..n {
            for h in 0..2 {
                let (x, y) = (a[2 * i + h].to_f64(), b[2 * i + h].to_f64());
                // a * b + a contracts to one fma: rounded once (exact in f64 first).
                assert_eq!(out[4 * i + h], f16::from_f64(x * y + x).to_bits(), "-{level} fma [{i}].{h}");
                assert_eq!(out[4 * i + 2 + h], f16::from_f64(x - y).to_bits(), "-{level} sub [{i}].{h}");
                assert_eq!(uout[2 * i + h], u[2 * i + h].wrapping_add([3, 5][h]), "-{level} u16 [{i}].{h}");
            }
        }
    });
}

#[test]
fn permlane() {
    let n = 64usize;
    let input: Vec<u32> = (0..n as u32).map(|i| i * 3 + 100).collect();
    let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 8 * n])];
    each_level("permlane", launch("permlane", n as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        for i in 0..n {
            let (row, k) = (i / 16, i % 16);
            assert_eq!(out[2 * i], input[16 * row + 15 - k], "-{level} permlane16 lane {i}");
            // The other row of the same wave (rows pair up within 32 lanes).
            let other = (row ^ 1) * 16 + (k + 1) % 16;
            assert_eq!(out[2 * i + 1], input[other], "-{level} permlanex16 lane {i}");
        }
    });
}

#[test]
fn launches_too_large_and_unlinked_calls_are_refused() {
    let bytes = &object("vector_add", "O2");
    let sim = Simulator::load(bytes).unwrap();
    let args = vec![Arg::Buffer(vec![0; 4]), Arg::Buffer(vec![0; 4]), Arg::Buffer(vec![0; 4]), value(1)];
    let err = sim.run(&launch("vector_add", 1 << 25, 1, args)).unwrap_err().to_string();
    assert_eq!(err, "more than 16777216 work-groups");
    // clang's -O0 objects call the kernel's body: unlinked, the call cannot go anywhere.
    if llvm() {
        let tmp = std::env::temp_dir().join(format!("amdgpu-sim-unlinked-{}.o", std::process::id()));
        let out = Command::new("clang-22")
            .args(["-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-nogpulib", "-O0", "-c"])
            .arg(dir().join("kernels/saxpy.cl"))
            .arg("-o")
            .arg(&tmp)
            .output()
            .unwrap();
        assert!(out.status.success());
        let err = Simulator::load(&std::fs::read(&tmp).unwrap()).err().expect("refused").to_string();
        let _ = std::fs::remove_file(&tmp);
        assert!(
            err.contains("relocatable object whose code has relocations") && err.contains("ld.lld-22 -shared"),
            "{err}"
        );
    }
}

/// A kernel whose descriptor asks for a float mode the simulator does not
/// model is refused at launch, saying which.
#[test]
fn unmodelled_float_modes_are_refused() {
    let bytes = &object("vector_add", "O2");
    let args = || vec![Arg::Buffer(vec![0; 4]), Arg::Buffer(vec![0; 4]), Arg::Buffer(vec![0; 4]), value(1)];
    for (lo, value, expect) in
        [(18, 0, "denormal modes 3 (f32) and 0 (f16, f64)"), (16, 1, "denormal modes 1 (f32) and 3 (f16, f64)")]
    {
        let mut object = amdgpu::hsaco::read(bytes).unwrap();
        let rsrc1 = &mut object.kernels[0].descriptor.compute_pgm_rsrc1;
        *rsrc1 = (*rsrc1 & !(3 << lo)) | value << lo;
        let sim = Simulator::new(object).unwrap();
        let err = sim.run(&launch("vector_add", 1, 1, args())).unwrap_err().to_string();
        assert!(err.contains(expect), "{err}");
    }
}

#[test]
fn raw_buffer() {
    let n = 256usize;
    let input = rand_u32(n, 21);
    // One word more than the resources cover: a store or atomic past the
    // resource must leave it as it was.
    let sentinel = 0xdead_beef;
    let args = vec![
        Arg::Buffer(u32s(&input)),
        Arg::Buffer(u32s(&vec![sentinel; n + 1])),
        Arg::Buffer(u32s(&[0, sentinel])),
        value(n as i32),
    ];
    each_level("raw_buffer", launch("raw_buffer", n as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        let mut expect = vec![sentinel; n + 1];
        for i in 0..n - 1 {
            let v = if i + 3 < n { input[i + 3] } else { 0 };
            expect[i + 1] = v.wrapping_add(input[i] >> 16);
        }
        assert_eq!(out, expect, "-{level}");
        assert_eq!(as_u32(bufs[2].as_ref().unwrap()), [n as u32, sentinel], "-{level}");
    });
}

#[test]
fn swizzle() {
    let n = 128usize;
    let input: Vec<u32> = rand_u32(n, 31);
    let args = vec![Arg::Buffer(u32s(&input)), Arg::Buffer(vec![0; 16 * n])];
    each_level("swizzle", launch("swizzle", n as u64, 64, args), |level, bufs| {
        let out = as_u32(bufs[1].as_ref().unwrap());
        for i in 0..n {
            let (group, l) = (i & !31, i & 31);
            let swap16 = group | (l ^ 16);
            let quad = (i & !3) | (3 - (i & 3));
            let broadcast = group | (l & 0x18) | 5;
            let bitmask = group | (((l & 0x06) | 0x08) ^ 0x02);
            let expect = [input[swap16], input[quad], input[broadcast], input[bitmask]];
            assert_eq!(out[4 * i..4 * i + 4], expect, "-{level} lane {i}");
        }
    });
}

/// `±m · 2^e` rounded to `p` significant bits in MODE rounding `mode` (0
/// nearest even, 1 toward +inf, 2 toward -inf, 3 toward zero): integer
/// arithmetic, independent of the simulator's float code. The values here
/// stay normal.
fn round_exact(negative: bool, m: u128, e: i32, p: u32, mode: u32) -> f64 {
    if m == 0 {
        return 0.0;
    }
    let n = 128 - m.leading_zeros();
    let (mut q, mut e) = (m, e);
    if n > p {
        let shift = n - p;
        q = m >> shift;
        let rem = m & ((1 << shift) - 1);
        let half = 1u128 << (shift - 1);
        let up = match mode {
            0 => rem > half || (rem == half && q & 1 == 1),
            1 => !negative && rem != 0,
            2 => negative && rem != 0,
            _ => false,
        };
        q += up as u128;
        e += shift as i32;
    }
    let v = q as f64 * 2f64.powi(e);
    if negative {
        -v
    } else {
        v
    }
}

/// Sign and integer significand of a value `±k · 2^-(p-1)` in ±[1, 2).
fn parts(v: f64, p: u32) -> (bool, i128) {
    let m = (v.abs() * 2f64.powi(p as i32 - 1)) as i128;
    (v < 0.0, m)
}

/// MODE's rounding set at run time (s_setreg_b32, read back with
/// s_getreg_b32) rounds f32 and f64 add, multiply and fma (VOPD halves
/// too) in each of the four modes, at every level.
#[test]
fn rounding_modes_set_at_run_time() {
    let n = 64usize;
    // Values in ±[1, 2): every exact result fits the integer arithmetic.
    let unit32 = |seed| -> Vec<f32> {
        rand_u32(n, seed).iter().map(|r| f32::from_bits(0x3f80_0000 | (r & 0x7f_ffff) | (r & 1) << 31)).collect()
    };
    let unit64 = |seed| -> Vec<f64> {
        let (hi, lo) = (rand_u32(n, seed), rand_u32(n, seed + 1));
        (0..n)
            .map(|i| {
                f64::from_bits(0x3ff0_0000_0000_0000 | ((hi[i] as u64) << 32 | lo[i] as u64) & 0x800f_ffff_ffff_ffff)
            })
            .collect()
    };
    let (a, b, c) = (unit32(31), unit32(32), unit32(33));
    let (da, db, dc) = (unit64(34), unit64(36), unit64(38));
    let args = vec![
        Arg::Buffer(f32s(&a)),
        Arg::Buffer(f32s(&b)),
        Arg::Buffer(f32s(&c)),
        Arg::Buffer(da.iter().flat_map(|v| v.to_le_bytes()).collect()),
        Arg::Buffer(db.iter().flat_map(|v| v.to_le_bytes()).collect()),
        Arg::Buffer(dc.iter().flat_map(|v| v.to_le_bytes()).collect()),
        Arg::Buffer(vec![0; 4 * 3 * 4 * n]),
        Arg::Buffer(vec![0; 8 * 3 * 4 * n]),
        Arg::Buffer(vec![0; 16]),
    ];
    // One value of a sum, product or fma: exact as integers, then rounded.
    let exact = |p: u32, x: f64, y: f64, z: f64, op: usize, mode: u32| -> f64 {
        let ((sx, mx), (sy, my), (sz, mz)) = (parts(x, p), parts(y, p), parts(z, p));
        let signed = |s: bool, m: i128| if s { -m } else { m };
        let unit = -(p as i32 - 1);
        let (total, e) = match op {
            0 => (signed(sx, mx) + signed(sy, my), unit),
            1 => (signed(sx ^ sy, mx * my), 2 * unit),
            _ => (signed(sx ^ sy, mx * my) + (signed(sz, mz) << (p - 1)), 2 * unit),
        };
        round_exact(total < 0, total.unsigned_abs(), e, p, mode)
    };
    each_level("rounding_modes", launch("rounding_modes", 4 * n as u64, n as u64, args), |level, bufs| {
        assert_eq!(as_u32(bufs[8].as_ref().unwrap()), vec![0, 5, 10, 15], "-{level}: MODE read back");
        let out = as_u32(bufs[6].as_ref().unwrap());
        let dout = as_u64(bufs[7].as_ref().unwrap());
        for mode in 0..4u32 {
            for i in 0..n {
                let o = 3 * (mode as usize * n + i);
                for op in 0..3 {
                    let want = exact(24, a[i] as f64, b[i] as f64, c[i] as f64, op, mode) as f32;
                    assert_eq!(out[o + op], want.to_bits(), "-{level} f32 op {op} mode {mode} lane {i}");
                    let want = exact(53, da[i], db[i], dc[i], op, mode);
                    assert_eq!(dout[o + op], want.to_bits(), "-{level} f64 op {op} mode {mode} lane {i}");
                }
            }
        }
    });
}

/// Instructions whose rounding the simulator does not follow (and output
/// modifiers) stop the run under a directed mode, MODE values it does not
/// model are refused when written, and hardware registers other than MODE
/// are not read, at every level.
#[test]
fn unmodelled_mode_changes_are_faults() {
    for (level, bytes) in objects("rounding_modes") {
        let sim = Simulator::load(&bytes).unwrap();
        let args = || vec![Arg::Buffer(f32s(&[2.0; 16])), Arg::Buffer(vec![0; 64])];
        for (kernel, expect) in [
            ("exp_round_up", "under MODE rounding 0x1 (FP_ROUND) is not modelled"),
            ("flush_f64_denormals", "setting MODE to denormal modes 3 (f32) and 0 (f16, f64) (the simulator models"),
            ("read_hw_id", "hardware register 23 (of them, only MODE, 1, is modelled) is not supported"),
            ("omod_round_up", "an output modifier under a directed rounding mode is not supported"),
        ] {
            let err = sim.run(&launch(kernel, 16, 16, args())).unwrap_err().to_string();
            assert!(err.contains(expect), "-{level} {kernel}: {err}");
        }
    }
}

/// What the simulator does not model stops the run with a fault that says
/// what it is, at every level.
#[test]
fn unmodelled_resources_and_patterns_are_faults() {
    for (level, bytes) in objects("unmodelled") {
        let sim = Simulator::load(&bytes).unwrap();
        let args = || vec![Arg::Buffer(vec![0; 64]), Arg::Buffer(vec![0; 64])];
        for (kernel, expect) in [
            ("strided_buffer", "a buffer resource with stride 16, swizzle 0, add_tid 0, OOB_SELECT 3"),
            ("rotate_swizzle", "ds_swizzle_b32 with offset 0xc020 (only bit-mask and quad patterns) is not supported"),
        ] {
            let err = sim.run(&launch(kernel, 16, 16, args())).unwrap_err().to_string();
            assert!(err.contains(expect), "-{level} {kernel}: {err}");
        }
    }
}

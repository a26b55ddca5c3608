//! Deep nesting never reaches the host's stack: PISA calls are frames on
//! the heap (bounded by `max_call_depth`), scopes are gone once the IR is
//! built, and launch files nest at most as deep as the TOML reader allows
//! (80 levels). Each test runs on a spawned thread of 2 MiB (Rust's default
//! for spawned threads), so that a recursion shows as an overflow here.

mod common;
use common::*;
use pisa_emu::{Arg, Options};

fn on_small_stack(test: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new().stack_size(2 << 20).spawn(test).expect("the thread starts").join().expect("no panic");
}

const RECURSION: &str = ".version 0.1;
.target 100;

.function .32b @down(.reg .32b %n) {
    .reg .32b %m, %r;
    .pred %zero;
    ucmp.eq.32b %zero, %n, 0;
    mov.32b %r, 0;
    goto.cond %zero, out;
    isub.32b %m, %n, 1;
    call %r, @down(%m);
    iadd.32b %r, %r, 1;
out:
    return %r;
}

.kernel @k(.param[4] %depth, .param[8] .addrspace(global) %out) {
    .reg .32b %n, %r;
    .reg .64b %p;
    ld.param.32b %n, [%depth];
    ld.param.64b %p, [%out];
    call %r, @down(%n);
    st.global.32b [%p], %r;
}
";

fn recurse(depth: u32, max_call_depth: u32) -> Result<u32, pisa_emu::Error> {
    let program = load(RECURSION);
    let args = vec![Arg::Value(depth.to_le_bytes().to_vec()), buf_u32(&[0])];
    let options = Options { max_call_depth, threads: 1, ..Options::default() };
    let outcome = pisa_emu::run(&program, &launch("k", &[1], &[1], args), &options, None)?;
    Ok(u32s(outcome.buffers[1].as_ref().unwrap())[0])
}

#[test]
fn calls_nest_a_hundred_thousand_deep_on_a_small_stack() {
    on_small_stack(|| {
        // Frames: the kernel's own, its call of @down(n) and the n calls below it.
        assert_eq!(recurse(100_000, 100_002).map_err(|e| e.to_string()), Ok(100_000));
        match recurse(100_000, 100_001) {
            Err(pisa_emu::Error::Fault(fault)) => {
                assert!(fault.message.contains("call stack overflow"), "{}", fault.message)
            }
            _ => panic!("one call past the limit must fault"),
        }
    });
}

#[test]
fn scopes_nested_a_hundred_thousand_deep_run() {
    on_small_stack(|| {
        let depth = 100_000;
        let source = format!(
            ".version 0.1;\n.target 100;\n.kernel @k(.param[8] .addrspace(global) %out) {{\n    .reg .64b %p;\n    ld.param.64b %p, [%out];\n{}    .reg .32b %v;\n    mov.32b %v, 7;\n    st.global.32b [%p], %v;\n{}}}\n",
            "{\n".repeat(depth),
            "}\n".repeat(depth)
        );
        let parsed = pisa::syntax::parse_with(&source, &pisa::syntax::ParseOptions { max_nesting: depth as u32 + 1 });
        assert!(!parsed.has_errors());
        let ir = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default()).ir.expect("valid");
        let program = pisa_emu::Program::new(&ir);
        let outcome = run(&program, &launch("k", &[1], &[1], vec![buf_u32(&[0])]));
        assert_eq!(u32s(outcome.buffers[0].as_ref().unwrap()), [7]);
    });
}

fn launch_file(name: &str, text: &str) -> Result<Option<pisa_emu::launch::LaunchFile>, String> {
    let dir = std::env::temp_dir().join(format!("pisa-emu-nesting-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    pisa_emu::launch::read_launch_file(&path)
}

#[test]
fn launch_files_nested_past_the_toml_limit_are_errors() {
    on_small_stack(|| {
        let nested = |open: &str, close: &str, depth: usize| {
            format!("global = [32]\nargs = {}\"u32:1\"{}\n", open.repeat(depth), close.repeat(depth))
        };
        // Under the reader's limit the nesting is read, and refused as the wrong type.
        for (open, close) in [("[", "]"), ("{a = ", "}")] {
            let error = launch_file("under.launch.toml", &nested(open, close, 70)).unwrap_err();
            assert!(error.contains("invalid type"), "{error}");
            assert!(!error.contains("recursion limit"), "{error}");
        }
        // Past it, and a million levels deep, the reader stops with an error.
        for depth in [81, 1_000_000] {
            for (open, close) in [("[", "]"), ("{a = ", "}")] {
                let error = launch_file("deep.launch.toml", &nested(open, close, depth)).unwrap_err();
                assert!(error.contains("recursion limit exceeded"), "{error}");
            }
        }
        let dotted = format!("global = [32]\n{} = 1\n", vec!["a"; 1_000_000].join("."));
        let error = launch_file("dotted.launch.toml", &dotted).unwrap_err();
        assert!(error.contains("recursion limit exceeded"), "{error}");
    });
}

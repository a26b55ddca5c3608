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
fn conversions() {
    example("conversions");
}

/// Kernels of the backend's own (tests/kernels/), with their launches.
fn kernel(name: &str, global: &[u64], local: &[u64], args: &[&str]) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/kernels").join(format!("{name}.pisa"));
    let source = std::fs::read_to_string(&path).expect("the kernel");
    let module = common::module(&source);
    let launch = common::launch_of("k", global, local, args);
    common::check_against_emulator(&module, &launch);
}

#[test]
fn private_memory() {
    kernel("private_table", &[64], &[32], &["buf:u32:iota:64", "buf:u32:zeros:64"]);
}

//! Emulator throughput: an ALU-bound kernel (integer and f32 arithmetic in a
//! loop) and memory-bound saxpy over 2^24 elements, each with 1 and 2 host
//! threads. Throughput is in lane-instructions (executed instructions times
//! their active lanes).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use pisa_emu::{Arg, Launch, Options, Program};

fn load(source: &str) -> Program {
    let parsed = pisa::parse(source);
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    Program::new(&verified.ir.expect("the benchmark kernels are valid"))
}

fn bench(c: &mut Criterion, name: &str, program: &Program, launch: &Launch) {
    let lanes = pisa_emu::run(program, launch, &Options::default(), None).expect("runs").stats.lane_instructions;
    let mut group = c.benchmark_group(name);
    group.sample_size(10);
    group.throughput(Throughput::Elements(lanes));
    for threads in [1, 2] {
        let options = Options { threads, ..Options::default() };
        group.bench_function(format!("{threads} thread(s)"), |b| {
            b.iter(|| pisa_emu::run(program, launch, &options, None).expect("runs"))
        });
    }
    group.finish();
}

fn emulator(c: &mut Criterion) {
    let alu = load(include_str!("alu.pisa"));
    let launch = Launch {
        kernel: "alu".into(),
        global: vec![16384],
        local: Some(vec![64]),
        offset: vec![],
        args: vec![Arg::Buffer(vec![0; 16384 * 4])],
    };
    bench(c, "alu", &alu, &launch);

    let saxpy = load(include_str!("../../../examples/saxpy.pisa"));
    let n = 1u32 << 24;
    let launch = Launch {
        kernel: "saxpy".into(),
        global: vec![n as u64],
        local: Some(vec![64]),
        offset: vec![],
        args: vec![
            Arg::Value(2.5f32.to_bits().to_le_bytes().to_vec()),
            Arg::Buffer(vec![0; n as usize * 4]),
            Arg::Buffer(vec![0; n as usize * 4]),
            Arg::Value(n.to_le_bytes().to_vec()),
        ],
    };
    bench(c, "saxpy_2^24", &saxpy, &launch);
}

criterion_group!(benches, emulator);
criterion_main!(benches);

//! Parser throughput on a generated module of 1,000,000 instructions that
//! mixes every instruction form of the table, and the memory its syntax tree
//! takes. Run with `cargo bench -p pisa --bench parse`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Counts live heap bytes and the peak, to measure what the tree costs.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(live, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            let live = LIVE.fetch_add(new_size - layout.size(), Ordering::Relaxed) + new_size - layout.size();
            PEAK.fetch_max(live, Ordering::Relaxed);
        } else {
            LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn parse_million(c: &mut Criterion) {
    let source = pisa::syntax::generate::module(1_000_000, 7, pisa::syntax::generate::Layout::Plain);
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let parsed = pisa::parse(&source);
    assert!(!parsed.has_errors(), "the generated module must parse");
    let tree = LIVE.load(Ordering::Relaxed) - before;
    let peak = PEAK.load(Ordering::Relaxed) - before;
    println!(
        "source {:.1} MB, {} instructions; tree {:.1} MB ({:.2}x the source), peak while parsing {:.1} MB ({:.2}x)",
        source.len() as f64 / 1e6,
        parsed.module.insts.len(),
        tree as f64 / 1e6,
        tree as f64 / source.len() as f64,
        peak as f64 / 1e6,
        peak as f64 / source.len() as f64,
    );
    drop(parsed);

    let mut group = c.benchmark_group("parse");
    group.throughput(Throughput::Bytes(source.len() as u64));
    group.sample_size(10);
    group.bench_function("1M instructions", |b| b.iter(|| pisa::parse(std::hint::black_box(&source))));
    group.finish();

    let module = pisa::parse(&source).module;
    let mut group = c.benchmark_group("print");
    group.throughput(Throughput::Bytes(source.len() as u64));
    group.sample_size(10);
    group.bench_function("1M instructions", |b| b.iter(|| pisa::print(std::hint::black_box(&module))));
    group.finish();
}

/// Parse and verify, end to end, a generated module of 1,000,000 valid
/// instructions of every form.
fn verify_million(c: &mut Criterion) {
    let source = pisa::verify::samples::verified_module(1_000_000, 11);
    let parsed = pisa::parse(&source);
    assert!(!parsed.has_errors());
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    assert!(!verified.has_errors(), "the generated module must verify");
    println!("verify input: {:.1} MB, {} instructions", source.len() as f64 / 1e6, parsed.module.insts.len());
    drop((parsed, verified));
    let options = pisa::verify::Options::default();
    let mut group = c.benchmark_group("parse+verify");
    group.throughput(Throughput::Bytes(source.len() as u64));
    group.sample_size(10);
    group.bench_function("1M instructions", |b| {
        b.iter(|| {
            let parsed = pisa::parse(std::hint::black_box(&source));
            pisa::verify::verify(&parsed.module, &options).ir.is_some()
        })
    });
    group.finish();
}

criterion_group!(benches, parse_million, verify_million);
criterion_main!(benches);

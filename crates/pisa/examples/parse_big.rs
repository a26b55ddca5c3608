//! Parses a generated module of N instructions (default 1,000,000) a few
//! times and prints the rate; handy under a profiler.
//! `cargo run --release -p pisa --example parse_big -- 1000000 3`
fn main() {
    let mut args = std::env::args().skip(1);
    let count = args.next().and_then(|a| a.parse().ok()).unwrap_or(1_000_000);
    let rounds = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let source = pisa::syntax::generate::module(count, 7, pisa::syntax::generate::Layout::Plain);
    for _ in 0..rounds {
        let start = std::time::Instant::now();
        let parsed = pisa::parse(&source);
        let elapsed = start.elapsed();
        assert!(!parsed.has_errors());
        println!(
            "{:.1} MB in {:?}: {:.0} MB/s",
            source.len() as f64 / 1e6,
            elapsed,
            source.len() as f64 / 1e6 / elapsed.as_secs_f64()
        );
    }
}

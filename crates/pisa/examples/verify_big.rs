//! Parses and verifies a generated module of N valid instructions (default
//! 1,000,000) `ROUNDS` times and prints the rate.
//! `cargo run --release -p pisa --example verify_big -- 1000000 3`
fn main() {
    let mut args = std::env::args().skip(1);
    let count = args.next().and_then(|a| a.parse().ok()).unwrap_or(1_000_000);
    let rounds = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let source = pisa::verify::samples::verified_module(count, 11);
    for _ in 0..rounds {
        let start = std::time::Instant::now();
        let verified = check(&source);
        let elapsed = start.elapsed();
        assert!(verified.ir.is_some());
        println!(
            "{:.1} MB in {:?}: {:.0} MB/s, {} diagnostics",
            source.len() as f64 / 1e6,
            elapsed,
            source.len() as f64 / 1e6 / elapsed.as_secs_f64(),
            verified.diagnostics.len()
        );
    }
}

/// Parse and verify: what `pisa check` does, without the printing.
#[inline(never)]
fn check(source: &str) -> pisa::verify::Verified {
    let parsed = pisa::parse(source);
    pisa::verify::verify(&parsed.module, &pisa::verify::Options::default())
}

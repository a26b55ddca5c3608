//! Links the `pisa` executable at a fixed address on Linux (`-no-pie`).
//!
//! A position-independent executable carries a relative relocation for each
//! address in its data (7,000 here: vtables, tables of strings), which the
//! dynamic loader applies at every start, writing to ~30 pages. A short
//! `pisa build` spends about 0.06 ms of its 1.5 ms on that. The code stays
//! position-independent (the libraries are built so); only the executable
//! gives up address randomisation of its own image, as `clang` from a
//! non-PIE distribution build does.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}

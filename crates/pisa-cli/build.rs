//! Links the `pisa` executable for a short start on Linux with glibc.
//!
//! - At a fixed address (`-no-pie`). A position-independent executable
//!   carries a relative relocation for each address in its data (7,000
//!   here: vtables, tables of strings), which the dynamic loader applies at
//!   every start, writing to ~30 pages. A short `pisa build` spent about
//!   0.06 ms of its 1.5 ms on that. The code stays position-independent
//!   (the libraries are built so); only the executable gives up address
//!   randomisation of its own image, as `clang` from a non-PIE
//!   distribution build does.
//! - With the unwinder linked in (`libgcc_eh.a`, what `gcc -static-libgcc`
//!   links) rather than loaded from `libgcc_s.so.1`: one shared library
//!   fewer to find, map, relocate and search for symbols at every start,
//!   about 0.05–0.1 ms of a `pisa --version` after other work has left the
//!   caches cold. rustc asks for `-lgcc_s` itself, so a linker script of
//!   that name in a directory searched first (`OUT_DIR/unwind`) names the
//!   archive instead. Where the C compiler does not know a `libgcc_eh.a`
//!   (another toolchain, a cross build), nothing changes.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let env = |key: &str| std::env::var(key).unwrap_or_default();
    if env("CARGO_CFG_TARGET_OS") != "linux" {
        return;
    }
    println!("cargo:rustc-link-arg-bins=-no-pie");
    if env("CARGO_CFG_TARGET_ENV") == "gnu" && env("TARGET") == env("HOST") {
        if let Some(archive) = unwinder_archive() {
            let dir = PathBuf::from(env("OUT_DIR")).join("unwind");
            let script = format!("INPUT({})\n", archive.display());
            if std::fs::create_dir_all(&dir).is_ok() && std::fs::write(dir.join("libgcc_s.so"), script).is_ok() {
                println!("cargo:rustc-link-search=native={}", dir.display());
            }
        }
    }
}

/// The absolute path of `libgcc_eh.a` as the C compiler that links the
/// executable finds it (`cc -print-file-name`, which echoes the bare name
/// when it has none).
fn unwinder_archive() -> Option<PathBuf> {
    let linker = std::env::var("RUSTC_LINKER").unwrap_or_else(|_| "cc".to_string());
    let output = Command::new(linker).arg("-print-file-name=libgcc_eh.a").output().ok()?;
    let path = PathBuf::from(String::from_utf8(output.stdout).ok()?.trim());
    let usable = output.status.success() && path.is_absolute() && Path::new(&path).is_file();
    // A linker script names files in its own syntax: leave out paths it
    // would need quoting for.
    let plain = path.to_str().is_some_and(|p| !p.contains(|c: char| c.is_whitespace() || "()\"".contains(c)));
    (usable && plain).then(|| path.canonicalize().unwrap_or(path))
}

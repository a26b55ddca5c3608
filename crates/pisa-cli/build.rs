//! Links the `pisa` executable for a short start on Linux.
//!
//! Most `pisa` commands run for a millisecond or two, so what a process
//! does before `main` is a large part of what users wait for:
//!
//! - At a fixed address (`-no-pie`). A position-independent executable
//!   carries a relative relocation for each address in its data (7,000
//!   here: vtables, tables of strings), which is applied at every start,
//!   writing to ~30 pages. The code stays position-independent (the
//!   libraries are built so); only the executable gives up address
//!   randomisation of its own image, as `clang` from a non-PIE
//!   distribution build does.
//! - With glibc, statically linked where its static archives are installed
//!   (Debian's libc6-dev has them): no dynamic loader to map libc and libm,
//!   relocate them and look up 130 symbols at each start. That was about a
//!   sixth of a short `pisa build` after other work had left the caches
//!   cold (1.32 → 1.10 ms for saxpy; `pisa --version` 0.69 → 0.52 ms).
//!   rustc itself asks for the libraries as shared ones (`-lc`, `-lgcc_s`,
//!   … after `-Bdynamic`) unless every crate, proc macros included, is built
//!   with `+crt-static`, which proc macros cannot be. So the executable's
//!   link gets a directory searched first in which each of those names is a
//!   linker script naming the static archive (`libc.so` → `libc.a`,
//!   `libgcc_s.so` → `libgcc_eh.a`, the unwinder `gcc -static-libgcc`
//!   links), and `-static`. Nothing `pisa` does needs glibc's dynamic
//!   parts (name services, `dlopen`, locales).
//! - Otherwise, with glibc, the unwinder alone is linked in the same way:
//!   one shared library (`libgcc_s.so.1`) fewer to load.
//!
//! `PISA_LINK=dynamic` in the environment of the build keeps the ordinary
//! dynamic link. What was chosen reaches the crate as `PISA_LINKED`
//! (`static`, `dynamic-unwinder-in` or `dynamic`), which
//! `tests/linking.rs` checks the executable against.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The libraries rustc names for std on linux-gnu, each with the archive
/// its name stands for in a static link.
const STATIC_LIBRARIES: [(&str, &[&str]); 7] = [
    ("c", &["libc.a", "libgcc.a", "libgcc_eh.a"]),
    ("m", &["libm.a"]),
    ("util", &["libutil.a"]),
    ("rt", &["librt.a"]),
    ("pthread", &["libpthread.a"]),
    ("dl", &["libdl.a"]),
    ("gcc_s", &["libgcc_eh.a"]),
];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=PISA_LINK");
    let env = |key: &str| std::env::var(key).unwrap_or_default();
    let linked = if env("CARGO_CFG_TARGET_OS") != "linux" {
        "dynamic"
    } else {
        println!("cargo:rustc-link-arg-bins=-no-pie");
        let glibc_here = env("CARGO_CFG_TARGET_ENV") == "gnu" && env("TARGET") == env("HOST");
        let dir = PathBuf::from(env("OUT_DIR")).join("link");
        if !glibc_here || env("PISA_LINK") == "dynamic" || std::fs::create_dir_all(&dir).is_err() {
            "dynamic"
        } else if link_statically(&dir) {
            "static"
        } else if unwinder_in(&dir) {
            "dynamic-unwinder-in"
        } else {
            "dynamic"
        }
    };
    println!("cargo:rustc-env=PISA_LINKED={linked}");
}

/// Writes the linker scripts of a static link into `dir` and asks for it,
/// when every archive is installed and the C compiler links a static
/// program.
fn link_statically(dir: &Path) -> bool {
    let mut scripts = Vec::new();
    for (name, archives) in STATIC_LIBRARIES {
        let Some(paths) = archives.iter().map(|a| archive(a)).collect::<Option<Vec<_>>>() else { return false };
        let paths: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        scripts.push((format!("lib{name}.so"), format!("GROUP({})\n", paths.join(" "))));
    }
    if !links_a_static_program(dir) {
        return false;
    }
    for (file, script) in &scripts {
        if std::fs::write(dir.join(file), script).is_err() {
            return false;
        }
    }
    // As link arguments of the executable only: the crate's tests, built
    // with the same search path, would otherwise link static archives
    // into a dynamic program.
    println!("cargo:rustc-link-arg-bins=-L{}", dir.display());
    println!("cargo:rustc-link-arg-bins=-static");
    true
}

/// Names `libgcc_eh.a` for `-lgcc_s` in `dir`, for a dynamic link.
fn unwinder_in(dir: &Path) -> bool {
    let Some(path) = archive("libgcc_eh.a") else { return false };
    if std::fs::write(dir.join("libgcc_s.so"), format!("INPUT({})\n", path.display())).is_err() {
        return false;
    }
    println!("cargo:rustc-link-arg-bins=-L{}", dir.display());
    true
}

fn c_compiler() -> Command {
    Command::new(std::env::var("RUSTC_LINKER").unwrap_or_else(|_| "cc".to_string()))
}

/// The absolute path of an archive as the C compiler that links the
/// executable finds it (`cc -print-file-name`, which echoes the bare name
/// when it has none), if a linker script can name it unquoted.
fn archive(name: &str) -> Option<PathBuf> {
    let output = c_compiler().arg(format!("-print-file-name={name}")).output().ok()?;
    let path = PathBuf::from(String::from_utf8(output.stdout).ok()?.trim());
    let usable = output.status.success() && path.is_absolute() && path.is_file();
    let plain = path.to_str().is_some_and(|p| !p.contains(|c: char| c.is_whitespace() || "()\"".contains(c)));
    (usable && plain).then(|| path.canonicalize().unwrap_or(path))
}

/// Whether `cc -static` links a C program here (the start files and the
/// static C library are installed and agree).
fn links_a_static_program(dir: &Path) -> bool {
    let source = dir.join("probe.c");
    let program = dir.join("probe");
    if std::fs::write(&source, "int main(void) { return 0; }\n").is_err() {
        return false;
    }
    let linked = c_compiler()
        .args(["-static", "-no-pie", "-o"])
        .arg(&program)
        .arg(&source)
        .output()
        .is_ok_and(|o| o.status.success());
    let _ = std::fs::remove_file(&source);
    let _ = std::fs::remove_file(&program);
    linked
}

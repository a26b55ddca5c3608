//! The reference as a static site (`pisa doc --html DIR`).

use std::path::Path;

/// Writes the site into `dir`; returns how many instruction pages it wrote.
pub fn write_site(dir: &Path) -> std::io::Result<usize> {
    let _ = dir;
    Err(std::io::Error::new(std::io::ErrorKind::Unsupported, "the HTML site is not written yet"))
}

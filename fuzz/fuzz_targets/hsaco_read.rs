//! The code object reader never panics, and what it reads is consistent:
//! every kernel's entry lies inside `.text`.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(co) = amdgpu::hsaco::read(data) {
        for k in &co.kernels {
            assert!(k.entry < co.text.len() as u64);
        }
    }
});

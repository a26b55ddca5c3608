//! The code object reader never panics, and what it reads is consistent:
//! every kernel's entry lies inside `.text`. The metadata reader also gets
//! the bytes directly as msgpack.
//!
//! An input that starts with the byte 0xFE is a recipe for deeply nested
//! msgpack, which random mutation reaches only slowly: three bytes give a
//! depth (up to 2^20), and each following byte picks the container of the
//! next level (an array or a map, in the 1-byte or 3-byte form), cycling.
#![no_main]
use libfuzzer_sys::fuzz_target;

fn nested_msgpack(data: &[u8]) -> Option<Vec<u8>> {
    let (&[0xfe, d0, d1, d2], kinds) = data.split_first_chunk::<4>()? else { return None };
    let depth = u32::from_le_bytes([d0, d1, d2, 0]) as usize & ((1 << 20) - 1);
    let mut bytes = Vec::with_capacity(depth * 6 + 1);
    for level in 0..depth {
        let kind = kinds.get(level % kinds.len().max(1)).copied().unwrap_or(0);
        match kind % 4 {
            0 => bytes.push(0x91),
            1 => bytes.extend_from_slice(&[0xdc, 0x00, 0x01]),
            2 => bytes.extend_from_slice(&[0x81, 0xa1, b'x']),
            _ => bytes.extend_from_slice(&[0xde, 0x00, 0x01, 0xa1, b'x']),
        }
    }
    bytes.push(0xc0);
    Some(bytes)
}

fuzz_target!(|data: &[u8]| {
    if let Some(msgpack) = nested_msgpack(data) {
        let _ = amdgpu::hsaco::Metadata::from_msgpack(&msgpack);
        return;
    }
    let _ = amdgpu::hsaco::Metadata::from_msgpack(data);
    if let Ok(co) = amdgpu::hsaco::read(data) {
        for k in &co.kernels {
            assert!(k.entry < co.text.len() as u64);
        }
    }
});

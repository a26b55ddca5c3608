//! Global memory: regions at fixed 64-bit addresses, shared by every
//! work-group. Words are atomics, so that work-groups run in parallel and
//! the atomic instructions are atomic; plain loads and stores are relaxed,
//! as the hardware's are between waves without a fence.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Where the first region starts: far from 0, so that a null pointer and
/// small integers used as addresses fault.
pub const FIRST_REGION: u64 = 0x1_0000_0000;
/// Regions are this far apart at least, so that running off one faults.
const GAP: u64 = 1 << 20;

pub struct Region {
    pub base: u64,
    pub len: u64,
    pub what: String,
    words: Vec<AtomicU64>,
}

/// Why an access failed, before the simulator adds where it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemError {
    OutOfBounds { address: u64, bytes: u64 },
    Misaligned { address: u64, align: u64 },
}

#[derive(Default)]
pub struct Memory {
    regions: Vec<Region>,
}

impl Memory {
    /// Adds a region holding `bytes`; returns its address (64 KiB aligned).
    pub fn add(&mut self, what: impl Into<String>, bytes: &[u8]) -> u64 {
        let base = self.regions.last().map_or(FIRST_REGION, |r| (r.base + r.len + GAP + 0xffff) & !0xffff);
        let words = bytes
            .chunks(8)
            .map(|c| {
                let mut w = [0u8; 8];
                w[..c.len()].copy_from_slice(c);
                AtomicU64::new(u64::from_le_bytes(w))
            })
            .collect();
        self.regions.push(Region { base, len: bytes.len() as u64, what: what.into(), words });
        base
    }

    pub fn region(&self, base: u64) -> Option<&Region> {
        self.regions.iter().find(|r| r.base == base)
    }

    /// The bytes of a region now.
    pub fn bytes(&self, base: u64) -> Option<Vec<u8>> {
        let r = self.region(base)?;
        let mut out: Vec<u8> = r.words.iter().flat_map(|w| w.load(Relaxed).to_le_bytes()).collect();
        out.truncate(r.len as usize);
        Some(out)
    }

    fn find(&self, address: u64, bytes: u64) -> Result<(&Region, u64), MemError> {
        // Regions are sorted by address.
        let k = self.regions.partition_point(|r| r.base <= address);
        let r = k.checked_sub(1).map(|k| &self.regions[k]).ok_or(MemError::OutOfBounds { address, bytes })?;
        let offset = address - r.base;
        if offset.checked_add(bytes).is_none_or(|end| end > r.len) {
            return Err(MemError::OutOfBounds { address, bytes });
        }
        Ok((r, offset))
    }

    /// Reads `out.len()` bytes (any alignment: gfx11 takes unaligned
    /// global accesses in its default mode).
    pub fn read(&self, address: u64, out: &mut [u8]) -> Result<(), MemError> {
        let (r, offset) = self.find(address, out.len() as u64)?;
        for (k, b) in out.iter_mut().enumerate() {
            let at = offset + k as u64;
            *b = (r.words[(at / 8) as usize].load(Relaxed) >> (8 * (at % 8))) as u8;
        }
        Ok(())
    }

    pub fn write(&self, address: u64, data: &[u8]) -> Result<(), MemError> {
        let (r, offset) = self.find(address, data.len() as u64)?;
        // Byte by byte within each word, as one update of the word.
        let mut k = 0usize;
        while k < data.len() {
            let at = offset + k as u64;
            let word = (at / 8) as usize;
            let first = (at % 8) as usize;
            let n = (8 - first).min(data.len() - k);
            let mut mask = 0u64;
            let mut value = 0u64;
            for j in 0..n {
                mask |= 0xff << (8 * (first + j));
                value |= (data[k + j] as u64) << (8 * (first + j));
            }
            let _ = r.words[word].fetch_update(Relaxed, Relaxed, |w| Some((w & !mask) | value));
            k += n;
        }
        Ok(())
    }

    pub fn read_u32(&self, address: u64) -> Result<u32, MemError> {
        let mut b = [0u8; 4];
        self.read(address, &mut b)?;
        Ok(u32::from_le_bytes(b))
    }

    /// An atomic read-modify-write of an aligned 32- or 64-bit value:
    /// `f(old)` is stored; the old value is returned.
    pub fn atomic(&self, address: u64, bytes: u64, f: &dyn Fn(u64) -> u64) -> Result<u64, MemError> {
        if !address.is_multiple_of(bytes) {
            return Err(MemError::Misaligned { address, align: bytes });
        }
        let (r, offset) = self.find(address, bytes)?;
        let word = &r.words[(offset / 8) as usize];
        let shift = 8 * (offset % 8);
        let mask = if bytes == 8 { u64::MAX } else { 0xffff_ffff << shift };
        let mut old = 0;
        let _ = word.fetch_update(Relaxed, Relaxed, |w| {
            old = (w & mask) >> shift;
            let new = f(old) << shift & mask;
            Some((w & !mask) | new)
        });
        Ok(old)
    }
}

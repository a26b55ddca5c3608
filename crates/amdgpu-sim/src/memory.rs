//! Global memory: regions at fixed 64-bit addresses, shared by every
//! work-group. Words are atomics, so that work-groups run in parallel and
//! the atomic instructions are atomic; plain loads and stores are relaxed,
//! as the hardware's are between waves without a fence. 64-bit atomics
//! lock a stripe; mixing them with 32-bit accesses to the same place is
//! as loosely ordered as on the hardware. A region's words are its own, or
//! a caller's buffer seen as atomic words for the memory's lifetime
//! (`add_borrowed`), so that a launch in place copies nothing.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering::Relaxed};
use std::sync::Mutex;

/// Where the first region starts: far from 0, so that a null pointer and
/// small integers used as addresses fault.
pub const FIRST_REGION: u64 = 0x1_0000_0000;
/// Regions are this far apart at least, so that running off one faults.
const GAP: u64 = 1 << 20;

pub struct Region<'a> {
    pub base: u64,
    pub len: u64,
    pub what: String,
    words: Words<'a>,
    /// Some store or atomic reached the region: every way to change its
    /// words (`write`, `atomic`, `span_to_store`) sets this first, so that
    /// a region still clear holds the bytes it was added with.
    written: AtomicBool,
    /// A read-only segment of the loaded code object: stores fault.
    read_only: bool,
}

/// A region's words: its own, or a launch buffer's bytes seen as words
/// (the simulator then runs on the caller's buffer, nothing copied).
enum Words<'a> {
    Owned(Vec<AtomicU32>),
    Borrowed(&'a [AtomicU32]),
}

impl Region<'_> {
    #[inline(always)]
    fn words(&self) -> &[AtomicU32] {
        match &self.words {
            Words::Owned(w) => w,
            Words::Borrowed(w) => w,
        }
    }

    /// Sets `written`, stored only the first time: every wave's store
    /// writing the flag again kept its cache line moving between the cores.
    fn mark_written(&self) {
        if !self.written.load(Relaxed) {
            self.written.store(true, Relaxed);
        }
    }
}

/// Why an access failed, before the simulator adds where it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemError {
    OutOfBounds {
        address: u64,
        bytes: u64,
    },
    Misaligned {
        address: u64,
        align: u64,
    },
    /// A store or atomic to a read-only segment of the code object.
    ReadOnly {
        address: u64,
        bytes: u64,
    },
}

/// 64-bit atomics take one of these locks (by address) around their two
/// words; 32-bit ones are single atomic operations.
const STRIPES: usize = 64;

pub struct Memory<'a> {
    regions: Vec<Region<'a>>,
    stripes: [Mutex<()>; STRIPES],
    /// Storage of earlier launches' regions, to fill again: fresh pages
    /// from the system cost a fault each, a fifth of a short kernel's launch.
    spare: Vec<Vec<AtomicU32>>,
}

impl Default for Memory<'_> {
    fn default() -> Self {
        Memory::with_spare(Vec::new())
    }
}

impl<'a> Memory<'a> {
    /// An empty memory that fills its regions from `spare` storage first.
    pub fn with_spare(spare: Vec<Vec<AtomicU32>>) -> Self {
        Memory { regions: Vec::new(), stripes: std::array::from_fn(|_| Mutex::new(())), spare }
    }

    /// The storage of all regions, for [`Memory::with_spare`] next time.
    pub fn into_spare(self) -> Vec<Vec<AtomicU32>> {
        // Kept as they are: converting them back to plain words was a new
        // allocation (and its page faults) a fifth of a short launch.
        let mut spare = self.spare;
        spare.extend(self.regions.into_iter().filter_map(|r| match r.words {
            Words::Owned(w) => Some(w),
            Words::Borrowed(_) => None,
        }));
        spare
    }

    fn next_base(&self) -> u64 {
        self.regions.last().map_or(FIRST_REGION, |r| (r.base + r.len + GAP + 0xffff) & !0xffff)
    }

    /// Adds a region that is `bytes` itself, so that what the kernel
    /// stores is in `bytes` as it runs and nothing is copied either way;
    /// returns its address (64 KiB aligned). The bytes come back where
    /// they cannot be seen as words (not 4-byte aligned or a whole number
    /// of words, or a big-endian host), for [`Memory::add`] to copy.
    pub fn add_borrowed(&mut self, what: impl Into<String>, bytes: &'a mut [u8]) -> Result<u64, &'a mut [u8]> {
        if !cfg!(target_endian = "little")
            || !(bytes.as_ptr() as usize).is_multiple_of(std::mem::align_of::<AtomicU32>())
            || !bytes.len().is_multiple_of(4)
        {
            return Err(bytes);
        }
        let base = self.next_base();
        let len = bytes.len() as u64;
        // SAFETY: the pointer is aligned for AtomicU32 (checked above),
        // which has u32's size and bit validity, and `bytes` is borrowed
        // mutably for 'a, so nothing else reads or writes it meanwhile; on a
        // little-endian host each word holds the bytes in the order the
        // copying path reads them (from_le_bytes).
        let words = unsafe { std::slice::from_raw_parts(bytes.as_mut_ptr().cast::<AtomicU32>(), bytes.len() / 4) };
        self.regions.push(Region {
            base,
            len,
            what: what.into(),
            words: Words::Borrowed(words),
            written: AtomicBool::new(false),
            read_only: false,
        });
        Ok(base)
    }

    /// Adds a region holding `bytes`; returns its address (64 KiB aligned).
    pub fn add(&mut self, what: impl Into<String>, bytes: &[u8]) -> u64 {
        let base = self.next_base();
        // Storage kept from an earlier launch where there is some (fresh
        // pages from the system cost a fault each), filled by extending,
        // nothing zeroed first.
        let count = bytes.len().div_ceil(4);
        let mut words = match self.spare.iter().position(|v| v.capacity() >= count) {
            Some(k) => self.spare.swap_remove(k),
            None => Vec::new(),
        };
        words.clear();
        let chunks = bytes.chunks_exact(4);
        let rest = chunks.remainder();
        words.extend(chunks.map(|c| AtomicU32::new(u32::from_le_bytes([c[0], c[1], c[2], c[3]]))));
        if !rest.is_empty() {
            let mut w = [0u8; 4];
            w[..rest.len()].copy_from_slice(rest);
            words.push(AtomicU32::new(u32::from_le_bytes(w)));
        }
        debug_assert_eq!(words.len(), count);
        self.regions.push(Region {
            base,
            len: bytes.len() as u64,
            what: what.into(),
            words: Words::Owned(words),
            written: AtomicBool::new(false),
            read_only: false,
        });
        base
    }

    /// Adds a region at `base` holding `bytes` (a segment of the loaded
    /// code object), whose stores fault when `read_only`. Regions stay
    /// sorted and apart: `base` must lie past every region added so far.
    pub fn add_at(&mut self, base: u64, what: impl Into<String>, bytes: &[u8], read_only: bool) -> Result<(), String> {
        let what = what.into();
        if let Some(last) = self.regions.last().filter(|r| r.base + r.len > base) {
            return Err(format!("{what} at 0x{base:x} would overlap {} at 0x{:x}", last.what, last.base));
        }
        let next = self.regions.len();
        let placed = self.add(what, bytes);
        let region = &mut self.regions[next];
        debug_assert_eq!(region.base, placed);
        region.base = base;
        region.read_only = read_only;
        Ok(())
    }

    pub fn region(&self, base: u64) -> Option<&Region<'a>> {
        self.regions.iter().find(|r| r.base == base)
    }

    /// The bytes of a region now.
    pub fn bytes(&self, base: u64) -> Option<Vec<u8>> {
        let r = self.region(base)?;
        let mut out = Vec::with_capacity(r.words().len() * 4);
        out.extend(r.words().iter().flat_map(|w| w.load(Relaxed).to_le_bytes()));
        out.truncate(r.len as usize);
        Some(out)
    }

    /// The words of the region that holds `[lo, hi)` whole, with the byte
    /// offset of `lo` in it: for a wave's loads that all fall in one
    /// buffer, checked once. Stores take [`Memory::span_to_store`].
    pub fn span(&self, lo: u64, hi: u64) -> Option<(&[AtomicU32], u64)> {
        let (r, offset) = self.find(lo, hi.checked_sub(lo)?).ok()?;
        Some((r.words(), offset))
    }

    /// [`Memory::span`] for stores: the region is marked written.
    pub fn span_to_store(&self, lo: u64, hi: u64) -> Option<(&[AtomicU32], u64)> {
        let (r, offset) = self.find(lo, hi.checked_sub(lo)?).ok()?;
        // The caller's lane-by-lane path then reports the fault.
        if r.read_only {
            return None;
        }
        r.mark_written();
        Some((r.words(), offset))
    }

    /// Whether anything was stored in the region at `base` since it was added.
    pub fn written(&self, base: u64) -> bool {
        self.region(base).is_some_and(|r| r.written.load(Relaxed))
    }

    fn find(&self, address: u64, bytes: u64) -> Result<(&Region<'a>, u64), MemError> {
        // Regions are sorted by address; there are few.
        let r =
            self.regions.iter().rev().find(|r| r.base <= address).ok_or(MemError::OutOfBounds { address, bytes })?;
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
        if offset.is_multiple_of(4) && out.len().is_multiple_of(4) {
            for (k, chunk) in out.chunks_mut(4).enumerate() {
                chunk.copy_from_slice(&r.words()[(offset / 4) as usize + k].load(Relaxed).to_le_bytes());
            }
            return Ok(());
        }
        for (k, b) in out.iter_mut().enumerate() {
            let at = offset + k as u64;
            *b = (r.words()[(at / 4) as usize].load(Relaxed) >> (8 * (at % 4))) as u8;
        }
        Ok(())
    }

    pub fn write(&self, address: u64, data: &[u8]) -> Result<(), MemError> {
        let (r, offset) = self.find(address, data.len() as u64)?;
        if r.read_only {
            return Err(MemError::ReadOnly { address, bytes: data.len() as u64 });
        }
        r.mark_written();
        if offset.is_multiple_of(4) && data.len().is_multiple_of(4) {
            for (k, chunk) in data.chunks(4).enumerate() {
                let v = u32::from_le_bytes(chunk.try_into().expect("4 bytes"));
                r.words()[(offset / 4) as usize + k].store(v, Relaxed);
            }
            return Ok(());
        }
        // Part words: bytes merged into the word as one update.
        let mut k = 0usize;
        while k < data.len() {
            let at = offset + k as u64;
            let word = (at / 4) as usize;
            let first = (at % 4) as usize;
            let n = (4 - first).min(data.len() - k);
            let mut mask = 0u32;
            let mut value = 0u32;
            for j in 0..n {
                mask |= 0xff << (8 * (first + j));
                value |= (data[k + j] as u32) << (8 * (first + j));
            }
            let _ = r.words()[word].fetch_update(Relaxed, Relaxed, |w| Some((w & !mask) | value));
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
        if r.read_only {
            return Err(MemError::ReadOnly { address, bytes });
        }
        r.mark_written();
        let index = (offset / 4) as usize;
        if bytes == 4 {
            let mut old = 0;
            let _ = r.words()[index].fetch_update(Relaxed, Relaxed, |w| {
                old = w as u64;
                Some(f(old) as u32)
            });
            return Ok(old);
        }
        let _guard = self.stripes[(address / 8) as usize % STRIPES].lock().unwrap_or_else(|e| e.into_inner());
        let old = r.words()[index].load(Relaxed) as u64 | (r.words()[index + 1].load(Relaxed) as u64) << 32;
        let new = f(old);
        r.words()[index].store(new as u32, Relaxed);
        r.words()[index + 1].store((new >> 32) as u32, Relaxed);
        Ok(old)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn read_only_regions_are_read_but_never_stored_to() {
        let mut memory = Memory::default();
        let buffer = memory.add("a buffer", &[0; 16]);
        let image = 0x7f00_0000_0000;
        memory.add_at(image, "read-only", &[1, 2, 3, 4, 5, 6, 7, 8], true).unwrap();
        memory.add_at(image + 0x1000, "writable", &[0; 8], false).unwrap();
        assert_eq!(memory.read_u32(image + 4), Ok(0x0807_0605));
        assert_eq!(memory.write(image + 2, &[9]), Err(MemError::ReadOnly { address: image + 2, bytes: 1 }));
        assert_eq!(memory.atomic(image, 4, &|v| v + 1), Err(MemError::ReadOnly { address: image, bytes: 4 }));
        assert!(memory.span_to_store(image, image + 8).is_none());
        assert!(memory.span(image, image + 8).is_some());
        assert_eq!(memory.read_u32(image), Ok(0x0403_0201));
        assert!(!memory.written(image));
        memory.write(image + 0x1000, &[7; 4]).unwrap();
        assert_eq!(memory.read_u32(image + 0x1000), Ok(0x0707_0707));
        // Between the regions is no memory; a buffer added later goes past them.
        assert!(matches!(memory.read_u32(image + 8), Err(MemError::OutOfBounds { .. })));
        assert!(memory.add("later", &[0; 4]) > image + 0x1000);
        assert!(buffer < image);
    }

    #[test]
    fn regions_placed_at_an_address_stay_sorted_and_apart() {
        let mut memory = Memory::default();
        memory.add_at(0x10_0000, "first", &[0; 64], true).unwrap();
        let overlap = memory.add_at(0x10_0020, "second", &[0; 4], true).unwrap_err();
        assert!(overlap.contains("second at 0x100020 would overlap first at 0x100000"), "{overlap}");
        assert!(memory.add_at(0x1000, "before", &[0; 4], true).is_err());
        memory.add_at(0x10_0040, "adjacent", &[0; 4], false).unwrap();
    }
}

//! The memories of a launch.
//!
//! Global memory (module `.global`/`.const` variables and argument buffers)
//! is shared by every work-group and therefore by every host thread: it is
//! stored as `AtomicU32` words, so even a racy PISA program is no data race
//! on the host. Sub-word stores are compare-and-swap loops on their word, so
//! neighbouring bytes written by other work-groups are never lost. Atomic
//! read-modify-writes additionally take one of a set of striped locks, which
//! makes 64- and 128-bit atomics atomic with respect to each other.
//!
//! Shared memory belongs to one work-group and private memory to one
//! sub-group; both are touched by one host thread only and are plain bytes.
//!
//! Generic addresses (implementation-defined by the spec) are: global and
//! constant addresses unchanged (below 2^56), private `0x01 << 56 | addr`,
//! shared `0x02 << 56 | addr`. Every null pointer converts to generic 0 and
//! back.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;

/// The first address of global memory.
pub const GLOBAL_BASE: u64 = 0x1000_0000;
/// Function addresses (`addrof` of a function): `FUNCTION_BASE + 16 * index`.
pub const FUNCTION_BASE: u64 = 0x7f00_0000_0000;
pub const GENERIC_PRIVATE: u64 = 0x01 << 56;
pub const GENERIC_SHARED: u64 = 0x02 << 56;
const TAG_MASK: u64 = 0xff << 56;
/// The null pointer of the 32-bit spaces.
pub const NULL32: u64 = 0xffff_ffff;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    Global,
    Const,
    Shared,
    Private,
    Generic,
}

impl Space {
    pub fn as_str(self) -> &'static str {
        match self {
            Space::Global => ".global",
            Space::Const => ".const",
            Space::Shared => ".shared",
            Space::Private => ".private",
            Space::Generic => ".generic",
        }
    }
}

/// Where a generic address points.
pub fn generic_space(address: u64) -> Space {
    match address & TAG_MASK {
        GENERIC_PRIVATE => Space::Private,
        GENERIC_SHARED => Space::Shared,
        _ => Space::Global,
    }
}

/// The space and address an access goes to: a generic address names its own.
pub fn resolve(space: Space, address: u64) -> (Space, u64) {
    match space {
        Space::Generic => {
            let s = generic_space(address);
            (s, if s == Space::Global { address } else { address & NULL32 })
        }
        s => (s, address),
    }
}

pub fn to_generic(space: Space, address: u64) -> u64 {
    match space {
        Space::Private | Space::Shared if address & NULL32 == NULL32 => 0,
        Space::Private => GENERIC_PRIVATE | (address & NULL32),
        Space::Shared => GENERIC_SHARED | (address & NULL32),
        _ => address,
    }
}

/// One allocation of global memory.
pub struct Region {
    pub base: u64,
    pub size: u64,
    pub name: String,
    pub read_only: bool,
    words: Box<[AtomicU32]>,
}

impl Region {
    pub fn new(base: u64, name: String, bytes: &[u8], size: u64, read_only: bool) -> Region {
        let count = size.div_ceil(4).max(1) as usize;
        let mut words: Vec<AtomicU32> = Vec::with_capacity(count);
        let whole = bytes.len().min(size as usize) / 4;
        words.extend(
            bytes[..whole * 4].chunks_exact(4).map(|c| AtomicU32::new(u32::from_le_bytes([c[0], c[1], c[2], c[3]]))),
        );
        while words.len() < count {
            let k = words.len() * 4;
            let mut w = [0u8; 4];
            for (i, b) in w.iter_mut().enumerate() {
                *b = bytes.get(k + i).copied().unwrap_or(0);
            }
            words.push(AtomicU32::new(u32::from_le_bytes(w)));
        }
        let words = words.into_boxed_slice();
        Region { base, size, name, read_only, words }
    }

    pub fn bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.size as usize);
        for w in self.words.iter() {
            out.extend_from_slice(&w.load(Ordering::Relaxed).to_le_bytes());
        }
        out.truncate(self.size as usize);
        out
    }

    /// Loads `len` (1, 2, 4 or 8) bytes at an offset aligned to `len`.
    #[inline]
    pub fn load(&self, offset: u64, len: u8) -> u64 {
        let k = (offset / 4) as usize;
        match len {
            8 => {
                let lo = self.words[k].load(Ordering::Relaxed) as u64;
                let hi = self.words[k + 1].load(Ordering::Relaxed) as u64;
                lo | hi << 32
            }
            4 => self.words[k].load(Ordering::Relaxed) as u64,
            _ => {
                let w = self.words[k].load(Ordering::Relaxed) as u64;
                (w >> ((offset % 4) * 8)) & ((1u64 << (len as u32 * 8)) - 1)
            }
        }
    }

    #[inline]
    pub fn store(&self, offset: u64, len: u8, value: u64) {
        let k = (offset / 4) as usize;
        match len {
            8 => {
                self.words[k].store(value as u32, Ordering::Relaxed);
                self.words[k + 1].store((value >> 32) as u32, Ordering::Relaxed);
            }
            4 => self.words[k].store(value as u32, Ordering::Relaxed),
            _ => {
                let shift = (offset % 4) * 8;
                let mask = (((1u64 << (len as u32 * 8)) - 1) << shift) as u32;
                let bits = ((value << shift) as u32) & mask;
                let _ = self.words[k].fetch_update(Ordering::Relaxed, Ordering::Relaxed, |w| Some((w & !mask) | bits));
            }
        }
    }
}

/// Why an access failed, before the interpreter adds where it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessError(pub String);

pub struct GlobalMemory {
    /// Sorted by base; regions never overlap and are separated by gaps.
    pub regions: Vec<Region>,
    locks: Box<[Mutex<()>]>,
}

impl GlobalMemory {
    pub fn new(regions: Vec<Region>) -> GlobalMemory {
        GlobalMemory { regions, locks: (0..64).map(|_| Mutex::new(())).collect() }
    }

    /// The region holding `[address, address + len)`.
    #[inline]
    pub fn find(&self, address: u64, len: u64, hint: &mut usize) -> Result<&Region, AccessError> {
        if let Some(r) = self.regions.get(*hint) {
            if address >= r.base && address.wrapping_add(len) <= r.base + r.size && address + len >= address {
                return Ok(r);
            }
        }
        let index = self.regions.partition_point(|r| r.base <= address);
        if index > 0 {
            let r = &self.regions[index - 1];
            if address.checked_add(len).is_some_and(|end| end <= r.base + r.size) {
                *hint = index - 1;
                return Ok(r);
            }
        }
        Err(self.describe_miss(address, len, index))
    }

    fn describe_miss(&self, address: u64, len: u64, index: usize) -> AccessError {
        if address == 0 {
            return AccessError("the address is null".into());
        }
        if (FUNCTION_BASE..FUNCTION_BASE + (1 << 32)).contains(&address) {
            return AccessError(format!("0x{address:x} is the address of a function, not of data"));
        }
        if index > 0 {
            let r = &self.regions[index - 1];
            if address < r.base + r.size {
                return AccessError(format!(
                    "the access ends {} byte(s) past the end of {} ({} bytes at 0x{:x})",
                    address + len - (r.base + r.size),
                    r.name,
                    r.size,
                    r.base
                ));
            }
            let after = address - (r.base + r.size);
            let next = self.regions.get(index);
            if let Some(n) = next.filter(|n| n.base - address - len < after) {
                return AccessError(format!(
                    "0x{address:x} is {} byte(s) before the start of {} ({} bytes at 0x{:x})",
                    n.base - address,
                    n.name,
                    n.size,
                    n.base
                ));
            }
            return AccessError(format!(
                "that is offset {} of {}, past the end of its {} bytes (at 0x{:x})",
                address - r.base,
                r.name,
                r.size,
                r.base
            ));
        }
        match self.regions.first() {
            Some(n) => AccessError(format!(
                "0x{address:x} is {} byte(s) before the start of {} ({} bytes at 0x{:x})",
                n.base - address,
                n.name,
                n.size,
                n.base
            )),
            None => AccessError(format!("0x{address:x} is not inside any buffer or variable")),
        }
    }

    /// Serializes atomic read-modify-writes that touch the same 16 bytes.
    pub fn lock(&self, address: u64) -> std::sync::MutexGuard<'_, ()> {
        let index = ((address >> 4) as usize) % self.locks.len();
        self.locks[index].lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Loads little-endian bytes from a plain memory.
#[inline]
pub fn load_bytes(memory: &[u8], offset: usize, len: u8) -> u64 {
    let mut value = 0u64;
    for i in 0..len as usize {
        value |= (memory[offset + i] as u64) << (8 * i);
    }
    value
}

#[inline]
pub fn store_bytes(memory: &mut [u8], offset: usize, len: u8, value: u64) {
    for i in 0..len as usize {
        memory[offset + i] = (value >> (8 * i)) as u8;
    }
}

//! Flat accesses that land in the shared or private aperture. A flat
//! address whose high half is an aperture's base reaches a segment rather
//! than global memory: the work-group's LDS, or the lane's own scratch
//! (private memory is per lane, as the scratch instructions see it), the
//! low half being the offset in the segment. clang's generic pointers
//! (OpenCL 2.0 and later) make every private and local access such.

use super::{access_bytes, store_bytes, write_loaded, Exec, Trap, PRIVATE_APERTURE_HI, SHARED_APERTURE_HI};
use crate::memory::MemError;
use crate::program::Fields;

/// The segment an aperture maps to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Segment {
    Shared,
    Private,
}

impl Segment {
    /// The segment whose aperture holds a flat address, if one does.
    #[inline(always)]
    pub(super) fn of(address: u64) -> Option<Segment> {
        match (address >> 32) as u32 {
            SHARED_APERTURE_HI => Some(Segment::Shared),
            PRIVATE_APERTURE_HI => Some(Segment::Private),
            _ => None,
        }
    }

    /// What a fault calls an access to it.
    fn space(self) -> &'static str {
        match self {
            Segment::Shared => "flat (shared aperture: LDS)",
            Segment::Private => "flat (private aperture: scratch)",
        }
    }
}

/// Where `bytes` bytes at flat `address` are in the segment's storage
/// (LDS, or the wave's scratch with each lane's part in turn), checked
/// against the segment's size: LDS as the work-group has it, scratch as
/// the kernel's descriptor asks for per lane.
fn place(x: &Exec, segment: Segment, address: u64, bytes: usize, lane: usize) -> Result<usize, Box<Trap>> {
    let offset = address & 0xffff_ffff;
    let (size, start) = match segment {
        Segment::Shared => (x.lds.len() as u64, 0),
        Segment::Private => (x.wave.scratch_per_lane, lane as u64 * x.wave.scratch_per_lane),
    };
    if offset + bytes as u64 > size {
        return Err(Box::new(Trap::Memory {
            space: segment.space(),
            error: MemError::OutOfBounds { address, bytes: bytes as u64 },
            lane: Some(lane as u32),
        }));
    }
    Ok((start + offset) as usize)
}

fn storage<'x>(x: &'x mut Exec, segment: Segment) -> &'x mut [u8] {
    match segment {
        Segment::Shared => x.lds,
        Segment::Private => &mut x.wave.scratch,
    }
}

/// One lane's flat load or store in a segment (`code`, `store` and
/// `signed` as `v_global` has them from its argument).
#[allow(clippy::too_many_arguments)]
pub(super) fn load_or_store(
    x: &mut Exec,
    f: &Fields,
    segment: Segment,
    address: u64,
    lane: usize,
    code: usize,
    store: bool,
    signed: bool,
) -> Result<(), Box<Trap>> {
    let bytes = access_bytes(code);
    let at = place(x, segment, address, bytes, lane)?;
    if store {
        let data = store_bytes(x, f.data, lane, code);
        storage(x, segment)[at..at + bytes].copy_from_slice(&data[..bytes]);
    } else {
        let mut data = [0u8; 16];
        data[..bytes].copy_from_slice(&storage(x, segment)[at..at + bytes]);
        write_loaded(x, f.vdst, lane, &data, if code >= 0x40 { code } else { bytes }, signed);
    }
    Ok(())
}

/// One lane's flat atomic in a segment: `new(old)` is stored, and the old
/// value returned. Aligned as global atomics must be; nothing else runs
/// meanwhile (a work-group's waves take turns, and scratch is the lane's).
pub(super) fn atomic(
    x: &mut Exec,
    segment: Segment,
    address: u64,
    lane: usize,
    wide: bool,
    new: &dyn Fn(u64) -> u64,
) -> Result<u64, Box<Trap>> {
    let bytes = if wide { 8 } else { 4 };
    if !address.is_multiple_of(bytes as u64) {
        return Err(Box::new(Trap::Memory {
            space: segment.space(),
            error: MemError::Misaligned { address, align: bytes as u64 },
            lane: Some(lane as u32),
        }));
    }
    let at = place(x, segment, address, bytes, lane)?;
    let memory = &mut storage(x, segment)[at..at + bytes];
    let mut old = [0u8; 8];
    old[..bytes].copy_from_slice(memory);
    let old = u64::from_le_bytes(old);
    memory.copy_from_slice(&new(old).to_le_bytes()[..bytes]);
    Ok(old)
}

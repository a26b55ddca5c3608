//! The bytes of LDS and global memory an instruction's lanes access, worked
//! out again from its operand fields and the registers before it runs (the
//! handlers compute their own; this copy serves the rule that a store one
//! wave has not waited for is not read by another after a barrier).

use crate::program::Decoded;
use crate::wave::Wave;

/// Which memory an access reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    Lds,
    Global,
}

impl Space {
    pub fn name(self) -> &'static str {
        match self {
            Space::Lds => "LDS",
            Space::Global => "global memory",
        }
    }
}

/// The accesses of one instruction: the first byte of each, all `size`
/// bytes long, with the memory each reaches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Accessed {
    pub size: u32,
    /// One per active lane (two for the two-address DS forms): inline for
    /// a wave's worth, so that following a store allocates nothing more.
    pub places: smallvec::SmallVec<[(Space, u64); 32]>,
    /// An atomic: two atomics to one place do not race.
    pub atomic: bool,
}

impl Accessed {
    /// The first place of `self` that overlaps one of `other`'s.
    pub fn overlap(&self, other: &Accessed) -> Option<(Space, u64)> {
        self.places.iter().copied().find(|&(space, a)| {
            other.places.iter().any(|&(s, b)| s == space && a < b + other.size as u64 && b < a + self.size as u64)
        })
    }
}

/// Whether a memory mnemonic is an atomic (the DS ones that neither load
/// nor store are: `ds_add_u32`, `ds_cmpstore_b32`).
pub fn is_atomic(mnemonic: &str) -> bool {
    mnemonic.contains("atomic")
        || (mnemonic.starts_with("ds_") && !mnemonic.contains("load") && !mnemonic.contains("store"))
}

/// The element size a memory mnemonic names (`_b32`, `_u16`, `_b128`,
/// `_x2`), in bytes; 4 where it names none.
pub fn element_size(mnemonic: &str) -> u32 {
    let mut size = 4;
    for part in mnemonic.split('_') {
        let digits = part.trim_start_matches(['b', 'u', 'i', 'f']);
        if digits.len() < part.len() {
            if let Ok(bits @ (8 | 16 | 32 | 64 | 96 | 128)) = digits.parse::<u32>() {
                size = bits / 8;
            }
        }
        if part == "x2" {
            size = 8;
        }
    }
    size
}

/// What instruction `d` accesses in LDS and global memory, before it runs
/// on `wave`: `None` for instructions that reach neither (scratch, buffer
/// and image accesses are not followed: scratch is the lane's own, and the
/// simulator runs no structured buffers or images).
///
/// `size` and `atomic` are the access's element size and whether it is an
/// atomic ([`is_atomic`]), worked out once per instruction.
pub fn of(d: &Decoded, wave: &Wave, apertures: (u32, u32), size: u32, atomic: bool) -> Option<Accessed> {
    let (shared_aperture_hi, private_aperture_hi) = apertures;
    let m = d.mnemonic.as_str();
    let f = &d.fields;
    let exec = wave.s[126];
    let lanes = (0..32usize).filter(move |l| exec >> l & 1 == 1);
    let mut places = smallvec::SmallVec::new();
    if m.starts_with("ds_") {
        if matches!(m, "ds_swizzle_b32" | "ds_permute_b32" | "ds_bpermute_b32" | "ds_nop") || m.contains("gws") {
            return None;
        }
        let base = wave.v.get(f.addr as usize)?;
        if m.contains("2addr") {
            let unit = size as u64 * if m.contains("stride64") { 64 } else { 1 };
            for l in lanes {
                places.push((Space::Lds, base[l] as u64 + f.offset0 as u64 * unit));
                places.push((Space::Lds, base[l] as u64 + f.offset1 as u64 * unit));
            }
        } else {
            for l in lanes {
                places.push((Space::Lds, base[l] as u64 + f.imm as u64));
            }
        }
        return Some(Accessed { size, places, atomic });
    }
    if !(m.starts_with("global_") || m.starts_with("flat_")) {
        return None;
    }
    let offset = f.imm as u64;
    let low = wave.v.get(f.addr as usize)?;
    let sgpr_base = m.starts_with("global_") && f.saddr != 124 && f.saddr < 106;
    for l in lanes {
        let address = if sgpr_base {
            let s = f.saddr as usize;
            let base = wave.s[s] as u64 | (wave.s[s + 1] as u64) << 32;
            base.wrapping_add(low[l] as u64).wrapping_add(offset)
        } else {
            let high = wave.v.get(f.addr as usize + 1)?;
            (low[l] as u64 | (high[l] as u64) << 32).wrapping_add(offset)
        };
        if m.starts_with("flat_") && (address >> 32) as u32 == shared_aperture_hi {
            places.push((Space::Lds, address & 0xffff_ffff));
        } else if !m.starts_with("flat_") || (address >> 32) as u32 != private_aperture_hi {
            places.push((Space::Global, address));
        }
    }
    Some(Accessed { size, places, atomic })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn element_sizes_come_from_the_mnemonic() {
        assert_eq!(element_size("ds_store_b32"), 4);
        assert_eq!(element_size("ds_load_2addr_b64"), 8);
        assert_eq!(element_size("global_store_b128"), 16);
        assert_eq!(element_size("global_load_u16"), 2);
        assert_eq!(element_size("global_store_d16_hi_b8"), 1);
        assert_eq!(element_size("ds_add_u64"), 8);
        assert_eq!(element_size("global_atomic_cmpswap_b32"), 4);
        assert_eq!(element_size("flat_load_b96"), 12);
    }

    #[test]
    fn overlaps_are_byte_exact() {
        let a = Accessed { size: 4, places: smallvec::smallvec![(Space::Lds, 8)], atomic: false };
        let b = Accessed { size: 4, places: smallvec::smallvec![(Space::Lds, 12), (Space::Global, 8)], atomic: false };
        assert_eq!(a.overlap(&b), None);
        let c = Accessed { size: 8, places: smallvec::smallvec![(Space::Lds, 4)], atomic: false };
        assert_eq!(a.overlap(&c), Some((Space::Lds, 8)));
    }
}

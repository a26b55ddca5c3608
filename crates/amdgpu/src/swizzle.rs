//! `ds_swizzle_b32`'s offset: a lane pattern, written
//! `swizzle(MODE,...)` as LLVM prints and llvm-mc reads it.
//!
//! The 16-bit offset selects the mode: below 0x8000, a bit-mask
//! permutation of the lane id (`and` bits 4:0, `or` 9:5, `xor` 14:10;
//! written SWAP, REVERSE or BROADCAST where it is one of those, else
//! BITMASK_PERM with one character per lane-id bit, high bit first); 0x8000
//! to 0x80ff, QUAD_PERM (two bits per lane of a quad); up to 0xbfff, no
//! pattern LLVM names (the number); 0xc000 to 0xdfff, ROTATE (direction bit
//! 10, amount bits 9:5); from 0xe000, FFT (bits 4:0).

use std::fmt::Write;

/// The text after `offset:` (the offset is not printed when it is 0).
pub fn text(offset: u16) -> String {
    let v = offset as u32;
    let mut out = String::new();
    match v {
        0..=0x7fff => {
            let (and, or, xor) = (v & 31, v >> 5 & 31, v >> 10 & 31);
            if and == 31 && or == 0 && xor.is_power_of_two() {
                let _ = write!(out, "swizzle(SWAP,{xor})");
            } else if and == 31 && or == 0 && xor >= 3 && (xor + 1).is_power_of_two() {
                let _ = write!(out, "swizzle(REVERSE,{})", xor + 1);
            } else if let Some(group) = broadcast_group(and, or, xor) {
                let _ = write!(out, "swizzle(BROADCAST,{group},{or})");
            } else {
                out.push_str("swizzle(BITMASK_PERM,\"");
                for bit in (0..5).rev() {
                    let (a, o, x) = (and >> bit & 1, or >> bit & 1, xor >> bit & 1);
                    out.push(match (a, o, x) {
                        (_, 1, 0) => '1',
                        (_, 1, _) => '0',
                        (1, 0, 0) => 'p',
                        (1, 0, _) => 'i',
                        (_, _, 0) => '0',
                        _ => '1',
                    });
                }
                out.push_str("\")");
            }
        }
        0x8000..=0x80ff => {
            let _ = write!(out, "swizzle(QUAD_PERM,{},{},{},{})", v & 3, v >> 2 & 3, v >> 4 & 3, v >> 6 & 3);
        }
        0x8100..=0xbfff => {
            let _ = write!(out, "{v}");
        }
        0xc000..=0xdfff => {
            let _ = write!(out, "swizzle(ROTATE,{},{})", v >> 10 & 1, v >> 5 & 31);
        }
        _ => {
            let _ = write!(out, "swizzle(FFT,{})", v & 31);
        }
    }
    out
}

/// The group size of a broadcast: `and` keeps the bits above the group,
/// `or` picks a lane inside it.
fn broadcast_group(and: u32, or: u32, xor: u32) -> Option<u32> {
    (1..=5).map(|k| 1u32 << k).find(|g| xor == 0 && and == 31 & !(g - 1) && or < *g)
}

/// The offset a `swizzle(...)` text stands for, or llvm-mc's complaint.
pub fn parse(text: &str) -> Result<u16, &'static str> {
    let inner = text.strip_prefix("swizzle(").and_then(|t| t.strip_suffix(')')).ok_or("expected a swizzle")?;
    let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
    let num = |k: usize| -> Result<u32, &'static str> {
        let t = parts.get(k).ok_or("expected a comma")?;
        crate::asm::parse_int(t)
            .filter(|v| (0..=u32::MAX as i128).contains(v))
            .map(|v| v as u32)
            .ok_or("expected an absolute expression")
    };
    let count = |n: usize| if parts.len() == n { Ok(()) } else { Err("expected a closing parentheses") };
    let value = match parts[0] {
        "QUAD_PERM" => {
            count(5)?;
            let mut v = 0x8000;
            for k in 0..4 {
                let lane = num(1 + k)?;
                if lane > 3 {
                    return Err("expected a 2-bit lane id");
                }
                v |= lane << (2 * k);
            }
            v
        }
        "BITMASK_PERM" => {
            count(2)?;
            let mask = parts[1].strip_prefix('"').and_then(|t| t.strip_suffix('"')).ok_or("expected a string")?;
            if mask.len() != 5 {
                return Err("expected a 5-character mask");
            }
            let (mut and, mut or, mut xor) = (0, 0, 0);
            for (k, c) in mask.chars().enumerate() {
                let bit = 1 << (4 - k);
                match c {
                    '0' => {}
                    '1' => or |= bit,
                    'p' => and |= bit,
                    'i' => {
                        and |= bit;
                        xor |= bit;
                    }
                    _ => return Err("invalid mask"),
                }
            }
            and | or << 5 | xor << 10
        }
        "BROADCAST" => {
            count(3)?;
            let (group, lane) = (num(1)?, num(2)?);
            if !(2..=32).contains(&group) || !group.is_power_of_two() {
                return Err("group size must be a power of two");
            }
            if lane >= group {
                return Err("lane id must be in the interval [0,group size - 1]");
            }
            (31 & !(group - 1)) | lane << 5
        }
        "SWAP" => {
            count(2)?;
            let group = num(1)?;
            if !(1..=16).contains(&group) || !group.is_power_of_two() {
                return Err("group size must be a power of two");
            }
            31 | group << 10
        }
        "REVERSE" => {
            count(2)?;
            let group = num(1)?;
            if !(2..=32).contains(&group) || !group.is_power_of_two() {
                return Err("group size must be a power of two");
            }
            31 | (group - 1) << 10
        }
        "ROTATE" => {
            count(3)?;
            let (direction, amount) = (num(1)?, num(2)?);
            if direction > 1 {
                return Err("expected a 1-bit direction");
            }
            if amount > 31 {
                return Err("number of threads to rotate must be in the interval [0,31]");
            }
            0xc000 | direction << 10 | amount << 5
        }
        "FFT" => {
            count(2)?;
            let n = num(1)?;
            if n > 31 {
                return Err("FFT swizzle must be in the interval [0,31]");
            }
            0xe000 | n
        }
        _ => return Err("expected a swizzle mode"),
    };
    Ok(value as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_print_as_llvm_objdump_prints_them() {
        // From llvm-objdump-22 (gfx1100).
        for (offset, printed) in [
            (0x0001, "swizzle(BITMASK_PERM,\"0000p\")"),
            (0x0020, "swizzle(BROADCAST,32,1)"),
            (0x041f, "swizzle(SWAP,1)"),
            (0x0c1f, "swizzle(REVERSE,4)"),
            (0x141f, "swizzle(BITMASK_PERM,\"ppipi\")"),
            (0x0420, "swizzle(BITMASK_PERM,\"00000\")"),
            (0x009c, "swizzle(BITMASK_PERM,\"pp100\")"),
            (0x80e4, "swizzle(QUAD_PERM,0,1,2,3)"),
            (0x8100, "33024"),
            (0xc3f0, "swizzle(ROTATE,0,31)"),
            (0xc400, "swizzle(ROTATE,1,0)"),
            (0xe020, "swizzle(FFT,0)"),
        ] {
            assert_eq!(text(offset), printed, "0x{offset:x}");
        }
    }

    /// The lane each lane reads in the bit-mask mode.
    fn bitmask_lanes(offset: u16) -> [u32; 32] {
        let v = offset as u32;
        std::array::from_fn(|l| ((l as u32 & v & 31) | (v >> 5 & 31)) ^ (v >> 10 & 31))
    }

    #[test]
    fn every_printed_pattern_reads_back_to_its_meaning() {
        // Not always to the same bits: BITMASK_PERM "1" is or = 1 however
        // the bits said it (and that may then print as BROADCAST).
        for offset in 1..=0xffffu16 {
            let t = text(offset);
            match parse(&t) {
                Ok(v) if offset < 0x8000 => assert_eq!(bitmask_lanes(v), bitmask_lanes(offset), "0x{offset:x}"),
                Ok(v) => assert_eq!(text(v), t, "0x{offset:x}"),
                Err(e) => assert!((0x8100..0xc000).contains(&offset), "0x{offset:x}: {e}"),
            }
        }
        assert_eq!(parse("swizzle(SWAP,3)"), Err("group size must be a power of two"));
    }
}

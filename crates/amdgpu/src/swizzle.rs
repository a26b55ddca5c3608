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

/// What is wrong with a `swizzle(...)` text: llvm-mc's message, and the
/// byte offset in the text it points at.
pub type ParseError = (&'static str, usize);

/// The offset a `swizzle(...)` text stands for, or llvm-mc's complaint.
pub fn parse(text: &str) -> Result<u16, ParseError> {
    let rest = text.strip_prefix("swizzle(").ok_or(("expected a swizzle", 0))?;
    // llvm-mc reads the arguments first, then wants the parenthesis.
    let (inner, closed) = match rest.strip_suffix(')') {
        Some(inner) => (inner, true),
        None => (rest, false),
    };
    // The arguments, trimmed, with where each starts in `text`.
    let mut args: Vec<(&str, usize)> = Vec::new();
    let mut at = "swizzle(".len();
    for piece in inner.split(',') {
        let lead = piece.len() - piece.trim_start().len();
        args.push((piece.trim(), at + lead));
        at += piece.len() + 1;
    }
    let close = if closed { text.len() - 1 } else { text.len() };
    // A missing argument is a missing comma where the text closes; one too
    // many, a comma where it should close.
    let count = |n: usize| match args.len().cmp(&n) {
        std::cmp::Ordering::Less => Err(("expected a comma", close)),
        std::cmp::Ordering::Greater => Err(("expected a closing parentheses", args[n].1 - 1)),
        std::cmp::Ordering::Equal => Ok(()),
    };
    let num = |k: usize| -> Result<(i128, usize), ParseError> {
        let (t, at) = args[k];
        crate::asm::parse_int(t).map(|v| (v, at)).ok_or(("expected absolute expression", at))
    };
    let group = |k: usize, range: std::ops::RangeInclusive<i128>, interval: &'static str| {
        let (g, at) = num(k)?;
        if !range.contains(&g) {
            return Err((interval, at));
        }
        if !(g as u32).is_power_of_two() {
            return Err(("group size must be a power of two", at));
        }
        Ok(g as u32)
    };
    let value = match args[0].0 {
        "QUAD_PERM" => {
            count(5)?;
            let mut v = 0x8000;
            for k in 0..4 {
                let (lane, at) = num(1 + k)?;
                if !(0..=3).contains(&lane) {
                    return Err(("expected a 2-bit lane id", at));
                }
                v |= (lane as u32) << (2 * k);
            }
            v
        }
        "BITMASK_PERM" => {
            count(2)?;
            let (t, at) = args[1];
            let mask = t.strip_prefix('"').and_then(|t| t.strip_suffix('"')).ok_or(("expected a string", at))?;
            if mask.len() != 5 {
                return Err(("expected a 5-character mask", at));
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
                    _ => return Err(("invalid mask", at)),
                }
            }
            and | or << 5 | xor << 10
        }
        "BROADCAST" => {
            count(3)?;
            let g = group(1, 2..=32, "group size must be in the interval [2,32]")?;
            let (lane, at) = num(2)?;
            if !(0..g as i128).contains(&lane) {
                return Err(("lane id must be in the interval [0,group size - 1]", at));
            }
            (31 & !(g - 1)) | (lane as u32) << 5
        }
        "SWAP" => {
            count(2)?;
            31 | group(1, 1..=16, "group size must be in the interval [1,16]")? << 10
        }
        "REVERSE" => {
            count(2)?;
            31 | (group(1, 2..=32, "group size must be in the interval [2,32]")? - 1) << 10
        }
        "ROTATE" => {
            count(3)?;
            let (direction, at) = num(1)?;
            if !(0..=1).contains(&direction) {
                return Err(("direction must be 0 (left) or 1 (right)", at));
            }
            let (amount, at) = num(2)?;
            if !(0..=31).contains(&amount) {
                return Err(("number of threads to rotate must be in the interval [0,31]", at));
            }
            0xc000 | (direction as u32) << 10 | (amount as u32) << 5
        }
        "FFT" => {
            count(2)?;
            let (n, at) = num(1)?;
            if !(0..=31).contains(&n) {
                return Err(("FFT swizzle must be in the interval [0,31]", at));
            }
            0xe000 | n as u32
        }
        _ => return Err(("expected a swizzle mode", args[0].1)),
    };
    if !closed {
        return Err(("expected a closing parentheses", text.len()));
    }
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
            match parse(&t).map_err(|(message, _)| message) {
                Ok(v) if offset < 0x8000 => assert_eq!(bitmask_lanes(v), bitmask_lanes(offset), "0x{offset:x}"),
                Ok(v) => assert_eq!(text(v), t, "0x{offset:x}"),
                Err(e) => assert!((0x8100..0xc000).contains(&offset), "0x{offset:x}: {e}"),
            }
        }
        assert_eq!(parse("swizzle(SWAP,3)"), Err(("group size must be a power of two", 13)));
    }

    #[test]
    fn wrong_patterns_get_llvm_mc_s_messages_where_it_points() {
        // From llvm-mc-22 -mcpu=gfx1100 (its columns less that of `swizzle`).
        for (text, message, at) in [
            ("swizzle(SWAP,32)", "group size must be in the interval [1,16]", 13),
            ("swizzle(SWAP,-1)", "group size must be in the interval [1,16]", 13),
            ("swizzle(REVERSE,1)", "group size must be in the interval [2,32]", 16),
            ("swizzle(REVERSE,3)", "group size must be a power of two", 16),
            ("swizzle(BROADCAST,8,8)", "lane id must be in the interval [0,group size - 1]", 20),
            ("swizzle(BROADCAST,3,0)", "group size must be a power of two", 18),
            ("swizzle(BROADCAST,64,0)", "group size must be in the interval [2,32]", 18),
            ("swizzle(QUAD_PERM,0,1,2,4)", "expected a 2-bit lane id", 24),
            ("swizzle(QUAD_PERM,0,1,2)", "expected a comma", 23),
            ("swizzle(QUAD_PERM,0,1,2,3,4)", "expected a closing parentheses", 25),
            ("swizzle(SWAP,1,2)", "expected a closing parentheses", 14),
            ("swizzle(SWAP)", "expected a comma", 12),
            ("swizzle(SWAP,x)", "expected absolute expression", 13),
            ("swizzle(BITMASK_PERM,\"01pi\")", "expected a 5-character mask", 21),
            ("swizzle(BITMASK_PERM,\"01px0\")", "invalid mask", 21),
            ("swizzle(BITMASK_PERM,01pi0)", "expected a string", 21),
            ("swizzle(BITMASK_PERM,\"01pi0\",1)", "expected a closing parentheses", 28),
            ("swizzle(ROTATE,2,0)", "direction must be 0 (left) or 1 (right)", 15),
            ("swizzle(ROTATE,0)", "expected a comma", 16),
            ("swizzle(ROTATE,1,32)", "number of threads to rotate must be in the interval [0,31]", 17),
            ("swizzle(FFT,32)", "FFT swizzle must be in the interval [0,31]", 12),
            ("swizzle(FOO,1)", "expected a swizzle mode", 8),
            ("swizzle(FFT,3", "expected a closing parentheses", 13),
        ] {
            assert_eq!(parse(text), Err((message, at)), "{text}");
        }
        assert_eq!(parse("swizzle(FFT, 3)"), Ok(0xe003));
    }
}

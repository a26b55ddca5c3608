//! Seeded garbage for the state the dispatch ABI leaves undefined: every
//! SGPR and VGPR it does not set up, LDS, and scratch. A kernel that reads
//! such state before writing it gives results that change with the seed,
//! as they would change from dispatch to dispatch on a GPU.

/// A small, fast, seedable generator (splitmix64): each value depends on
/// the seed and on a stream (which wave, which memory), so that what one
/// wave sees does not depend on the order work-groups run in.
#[derive(Clone, Debug)]
pub struct Garbage(u64);

impl Garbage {
    pub fn new(seed: u64, stream: &[u64]) -> Garbage {
        let mut g = Garbage(seed ^ 0x6a09_e667_f3bc_c909);
        for s in stream {
            g.0 ^= s.wrapping_mul(0x9e37_79b9_7f4a_7c15);
            g.next_u64();
        }
        g
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    pub fn fill_words(&mut self, words: &mut [u32]) {
        for w in words {
            *w = self.next_u32();
        }
    }

    pub fn fill_bytes(&mut self, bytes: &mut [u8]) {
        for chunk in bytes.chunks_mut(8) {
            let v = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&v[..chunk.len()]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Garbage;

    #[test]
    fn streams_and_seeds_differ_and_repeat() {
        let take = |seed, stream: &[u64]| {
            let mut g = Garbage::new(seed, stream);
            (0..4).map(|_| g.next_u32()).collect::<Vec<_>>()
        };
        assert_eq!(take(1, &[2, 3]), take(1, &[2, 3]));
        assert_ne!(take(1, &[2, 3]), take(2, &[2, 3]));
        assert_ne!(take(1, &[2, 3]), take(1, &[3, 2]));
        let mut bytes = [0u8; 13];
        Garbage::new(5, &[]).fill_bytes(&mut bytes);
        assert!(bytes.iter().any(|b| *b != 0));
    }
}

//! Seeded garbage for the state the dispatch ABI leaves undefined: every
//! SGPR and VGPR it does not set up, LDS, and scratch. A kernel that reads
//! such state before writing it gives results that change with the seed,
//! as they would change from dispatch to dispatch on a GPU.
//!
//! The garbage is drawn once per launch ([`Pattern`]) and each wave (and
//! each work-group's LDS) takes it mixed with a value of its own, so that
//! poisoning costs a copy rather than a generator call per word: strict
//! mode must stay within twice the normal mode's time on short kernels,
//! where setting a wave up is much of the work.

/// A small, fast, seedable generator (splitmix64): each value depends on
/// the seed and on a stream (which wave, which memory), so that what one
/// wave sees does not depend on the order work-groups run in.
#[derive(Clone, Debug, Default)]
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

/// A launch's garbage: registers, LDS and scratch as drawn from the seed.
#[derive(Debug)]
pub struct Pattern {
    pub seed: u64,
    sgprs: [u32; 128],
    vgprs: Vec<[u32; 32]>,
    lds: Vec<u8>,
    scratch: Vec<u8>,
}

impl Pattern {
    /// The garbage for waves of `vgprs` VGPRs and `scratch` bytes of
    /// scratch, and work-groups of `lds` bytes of LDS.
    pub fn new(seed: u64, vgprs: usize, lds: usize, scratch: usize) -> Pattern {
        let mut g = Garbage::new(seed, &[]);
        let mut sgprs = [0; 128];
        g.fill_words(&mut sgprs);
        let mut v = vec![[0u32; 32]; vgprs.min(256)];
        for r in &mut v {
            g.fill_words(r);
        }
        let mut lds_bytes = vec![0; lds];
        g.fill_bytes(&mut lds_bytes);
        let mut scratch_bytes = vec![0; scratch];
        g.fill_bytes(&mut scratch_bytes);
        Pattern { seed, sgprs, vgprs: v, lds: lds_bytes, scratch: scratch_bytes }
    }

    /// A stream's own value, which its copy of the pattern is mixed with.
    fn salt(&self, stream: &[u64]) -> u32 {
        Garbage::new(self.seed, stream).next_u32()
    }

    /// Fills a wave's registers (SGPRs 0..=125, its VGPRs, SCC) and scratch.
    #[inline(always)]
    pub fn fill_wave(
        &self,
        stream: &[u64],
        s: &mut [u32; 128],
        v: &mut [[u32; 32]],
        scc: &mut bool,
        scratch: &mut [u8],
    ) {
        let salt = self.salt(stream);
        xor_words(&mut s[..126], &self.sgprs[..126], salt);
        let rows = v.len().min(self.vgprs.len());
        xor_words(v[..rows].as_flattened_mut(), self.vgprs[..rows].as_flattened(), salt);
        *scc = salt & 1 == 1;
        mix_bytes(scratch, &self.scratch, salt);
    }

    /// Fills a work-group's LDS.
    pub fn fill_lds(&self, stream: &[u64], lds: &mut [u8]) {
        mix_bytes(lds, &self.lds, self.salt(stream));
    }
}

/// `out` as `pattern` XOR `salt`, eight words a step (one AVX2 operation,
/// or two SSE2 ones): this is most of a short wave's start.
#[inline(always)]
fn xor_words(out: &mut [u32], pattern: &[u32], salt: u32) {
    let mut out_chunks = out.chunks_exact_mut(8);
    let mut pattern_chunks = pattern.chunks_exact(8);
    for (d, p) in (&mut out_chunks).zip(&mut pattern_chunks) {
        // Through a local array: LLVM does not vectorize the loop in place
        // (it cannot tell the slices apart once inlined).
        let words: [u32; 8] = p.try_into().expect("eight words");
        d.copy_from_slice(&words.map(|w| w ^ salt));
    }
    for (d, p) in out_chunks.into_remainder().iter_mut().zip(pattern_chunks.remainder()) {
        *d = p ^ salt;
    }
}

fn mix_bytes(out: &mut [u8], pattern: &[u8], salt: u32) {
    let salt = salt.to_le_bytes();
    for (k, (d, p)) in out.iter_mut().zip(pattern).enumerate() {
        *d = p ^ salt[k & 3];
    }
}

#[cfg(test)]
mod tests {
    use super::{Garbage, Pattern};

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

    #[test]
    fn waves_get_their_own_garbage() {
        let p = Pattern::new(3, 4, 16, 64);
        let wave = |stream: &[u64]| {
            let (mut s, mut v, mut scc, mut scratch) = ([0; 128], vec![[0; 32]; 4], false, vec![0; 64]);
            p.fill_wave(stream, &mut s, &mut v, &mut scc, &mut scratch);
            (s, v, scratch)
        };
        assert_eq!(wave(&[1]), wave(&[1]));
        assert_ne!(wave(&[1]).0, wave(&[2]).0);
        assert_ne!(wave(&[1]).1, wave(&[2]).1);
        assert_ne!(Pattern::new(4, 4, 16, 64).sgprs, p.sgprs);
    }
}

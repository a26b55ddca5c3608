//! Sets of registers as bits, one row per block in one allocation, and the
//! backward liveness solver the passes that need liveness share:
//! `uniformity.rs` (on the PISA graph), `constants.rs` (dead code after
//! unrolling) and `regalloc.rs` (on the machine graph). Each pass finds its
//! blocks' `gen` (read before written) and `kill` (written whole) sets
//! itself, as its own IR defines reads and writes.

/// A bit set of `words * 64` registers for each of a number of rows.
pub struct BitRows {
    words: usize,
    bits: Vec<u64>,
}

impl BitRows {
    /// `rows` empty sets of `regs` registers.
    pub fn new(rows: usize, regs: usize) -> BitRows {
        let words = regs.div_ceil(64);
        BitRows { words, bits: vec![0; rows * words] }
    }

    pub fn words(&self) -> usize {
        self.words
    }

    fn rows(&self) -> usize {
        self.bits.len().checked_div(self.words).unwrap_or(0)
    }
}

impl std::ops::Index<usize> for BitRows {
    type Output = [u64];
    fn index(&self, row: usize) -> &[u64] {
        &self.bits[row * self.words..(row + 1) * self.words]
    }
}

impl std::ops::IndexMut<usize> for BitRows {
    fn index_mut(&mut self, row: usize) -> &mut [u64] {
        &mut self.bits[row * self.words..(row + 1) * self.words]
    }
}

pub fn set(row: &mut [u64], r: usize) {
    row[r / 64] |= 1 << (r % 64);
}

pub fn clear(row: &mut [u64], r: usize) {
    row[r / 64] &= !(1 << (r % 64));
}

pub fn has(row: &[u64], r: usize) -> bool {
    row[r / 64] & (1 << (r % 64)) != 0
}

/// The registers in a bit set, in increasing order.
pub fn set_bits(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    words.iter().enumerate().flat_map(|(w, &word)| {
        let mut rest = word;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                w * 64 + bit
            })
        })
    })
}

/// Live-in and live-out sets of each block: `in = gen | (out & !kill)`,
/// `out` the union of the successors' `in`, to the least fixed point
/// (blocks are visited last to first, which converges fast on code laid
/// out in order).
pub fn solve_backward<I: IntoIterator<Item = usize>>(
    gen: &BitRows,
    kill: &BitRows,
    succs: impl Fn(usize) -> I,
) -> (BitRows, BitRows) {
    let (rows, words) = (gen.rows(), gen.words);
    let mut live_in = BitRows { words, bits: vec![0; rows * words] };
    let mut live_out = BitRows { words, bits: vec![0; rows * words] };
    // One buffer for each block's live-out as it is recomputed.
    let mut out = vec![0u64; words];
    let mut changed = true;
    while changed {
        changed = false;
        for k in (0..rows).rev() {
            out.fill(0);
            for s in succs(k) {
                for w in 0..words {
                    out[w] |= live_in[s][w];
                }
            }
            let inn = |w: usize| gen[k][w] | (out[w] & !kill[k][w]);
            if out[..] != live_out[k] || (0..words).any(|w| inn(w) != live_in[k][w]) {
                for w in 0..words {
                    live_in[k][w] = inn(w);
                }
                live_out[k].copy_from_slice(&out);
                changed = true;
            }
        }
    }
    (live_in, live_out)
}

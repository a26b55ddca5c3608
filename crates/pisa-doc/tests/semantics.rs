//! The pseudocode of the gfx1100 pages (`crates/amdgpu/tables/gfx1100.sem`),
//! checked against the simulator: every entry, on every encoding of its
//! page that the simulator runs, on random and edge-case inputs in
//! all 32 lanes, random EXEC masks (all, none, one lane, random), and random
//! input and output modifiers where the encoding has them. The instruction
//! is the page's own example, with its registers filled at random (and now
//! and then an inline constant for a source that takes one, or for one
//! source an SGPR or a literal); the
//! interpreter's registers after must be the simulator's, every SGPR and
//! every VGPR lane of them (a NaN only has to be a NaN), MODE, and where
//! the wave goes next.
//!
//! A 16-bit operand (`v1.l`) is drawn as the high half (`v1.h`) too where
//! the encoding takes it (op_sel in VOP3, bit 7 of the register number in
//! the 32-bit encodings). VOPD halves are run in pairs with a half drawn at
//! random (`vopd_pairs_match_the_entries_of_their_halves`).
//!
//! DPP forms run with random controls (DPP16's quad_perm, row shifts and
//! rotations, mirrors, row_share, row_xmask, row and bank masks,
//! bound_ctrl and fetch-inactive; DPP8's lane selects): the harness moves
//! src0 between lanes as the controls say (`Dpp::apply`, the encoding's
//! part, like the modifiers) and the entry computes each lane written. A
//! lane DPP leaves out is as a lane outside EXEC: its registers are kept,
//! and a lane mask the instruction writes (v_cmp, v_cmpx, carries) has 0
//! there. The DPP forms of the movrel moves are not run (the simulator
//! refuses them).
//!
//! `every_implemented_alu_opcode_has_semantics` lists the ALU opcodes the
//! simulator runs with no entry, and fails for any not in NO_SEMANTICS.

use amdgpu_sim::exec::{Exec, Flow};
use amdgpu_sim::memory::Memory;
use amdgpu_sim::program::Program;
use amdgpu_sim::wave::Wave;
use amdgpu_sim::HostSimd;
use pisa_doc::amd::{AmdPage, Encoding};
use pisa_doc::semantics::{self, Entry, State};
use pisa_doc::{Isa, Page};
use std::collections::BTreeMap;

/// Trials per encoding; each runs all 32 lanes.
const TRIALS: usize = 48;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A register word: integer edges, binary32 edges (NaNs, infinities,
    /// zeros, denormals, ones) and the high words of binary64 ones.
    fn word(&mut self) -> u32 {
        const EDGES: &[u32] = &[
            0,
            1,
            2,
            31,
            32,
            63,
            u32::MAX,
            0x8000_0000,
            0x7fff_ffff,
            0x7fc0_0000,
            0xff80_0001,
            0x7f80_0000,
            0xff80_0000,
            0x0000_0003,
            0x8000_0001,
            0x3f80_0000,
            0xbf80_0000,
            0x3f00_0000,
            0x4f80_0000,
            0xcf00_0000,
            0x7ff0_0000,
            0xfff8_0000,
            0x3ff0_0000,
            0x0000_ffff,
            0xffff_8000,
            0x00ff_ffff,
            0x0080_0000,
        ];
        match self.next() % 6 {
            0 | 1 => EDGES[(self.next() % EDGES.len() as u64) as usize],
            // Small numbers, and floats near one: where rounding shows.
            2 => (self.next() % 70) as u32,
            3 => 0x3f80_0000 + (self.next() % 0x0100_0000) as u32 - 0x0080_0000,
            _ => self.next() as u32,
        }
    }

    /// Now and then a word that meets `x` at an edge.
    fn related(&mut self, x: u32) -> Option<u32> {
        Some(match self.next() % 10 {
            0 => x,
            1 => x.wrapping_add(1),
            2 => x.wrapping_sub(1),
            3 => x.wrapping_neg(),
            4 => !x,
            5 => x ^ 0x8000_0000,
            _ => return None,
        })
    }

    fn exec(&mut self) -> u32 {
        match self.next() % 6 {
            0 => u32::MAX,
            1 => 0,
            2 => 1 << (self.next() % 32),
            _ => self.next() as u32,
        }
    }
}

/// Where an operand of the example lives.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Loc {
    V(usize, usize),
    /// The high half of a VGPR (true16 `v1.h`), seen with its halves
    /// swapped: the half the instruction reads and writes is the low one.
    H(usize),
    S(usize, usize),
    /// An immediate (16 bits, or a 32-bit literal), drawn anew each trial:
    /// the operand's number among the example's.
    Imm(usize),
    /// `hwreg(id, offset, size)` of MODE, drawn anew each trial.
    Hwreg(usize),
    /// An inline constant written in place of a register source (the
    /// operand's number; whether it is a 64-bit operand).
    Const(usize, bool),
}

/// An inline constant for a source the entry reads as a float of `float`
/// bits, or as an integer (of 64 bits where `wide`): its text and the bits
/// the source then holds.
fn inline_constant(rng: &mut Rng, float: Option<u32>, wide: bool) -> (String, u64) {
    const FLOATS: [&str; 8] = ["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"];
    match float {
        Some(bits) => {
            let k = (rng.next() % 9) as usize;
            if k == 8 {
                // 1/(2π), rounded to each width (binary64's written in hex:
                // its decimal text would be a literal, the low half zero).
                return match bits {
                    16 => ("0.15915494".into(), 0x3118),
                    32 => ("0.15915494".into(), 0x3e22_f983),
                    _ => ("0x3fc45f306dc9c882".into(), 0x3fc4_5f30_6dc9_c882),
                };
            }
            let x: f64 = FLOATS[k].parse().expect("a float");
            let v = match bits {
                16 => semantics::f64_to_f16(x) as u64,
                32 => (x as f32).to_bits() as u64,
                _ => x.to_bits(),
            };
            (FLOATS[k].into(), v)
        }
        None => {
            let i = (rng.next() % 81) as i64 - 16;
            (i.to_string(), if wide { i as u64 } else { i as u32 as u64 })
        }
    }
}

/// What the pseudocode calls an operand.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Role {
    Src(usize),
    D0,
    /// The carry in or select mask.
    Vcc,
    /// The carry out, where the encoding names it apart (an _e64 SDST).
    VccOut,
}

/// The operands of an instruction's text: split at commas outside
/// parentheses (`hwreg(1, 0, 32)` is one).
fn split_operands(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(String::new());
                continue;
            }
            _ => {}
        }
        out.last_mut().expect("one").push(c);
    }
    let out: Vec<String> = out.into_iter().map(|t| t.trim().to_string()).collect();
    if out.len() == 1 && out[0].is_empty() {
        Vec::new()
    } else {
        out
    }
}

fn parse_register(text: &str, k: usize) -> Option<Loc> {
    // A 16-bit operand's low half: the register (the pseudocode slices it).
    let text = text.trim();
    if let Some(r) = text.strip_suffix(".h").and_then(|t| t.strip_prefix('v')) {
        return r.parse().ok().map(Loc::H);
    }
    let text = text.strip_suffix(".l").unwrap_or(text);
    let (kind, rest) = text.split_at(1);
    let range = |r: &str| -> Option<(usize, usize)> {
        if let Some(inner) = r.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            let (a, b) = inner.split_once(':')?;
            let (a, b): (usize, usize) = (a.parse().ok()?, b.parse().ok()?);
            Some((a, b - a + 1))
        } else {
            Some((r.parse().ok()?, 1))
        }
    };
    match (kind, text) {
        (_, "vcc_lo") => Some(Loc::S(106, 1)),
        (_, "vcc") => Some(Loc::S(106, 2)),
        (_, "exec_lo") => Some(Loc::S(126, 1)),
        ("v", _) => range(rest).map(|(a, n)| Loc::V(a, n)),
        ("s", _) => range(rest).map(|(a, n)| Loc::S(a, n)),
        _ if text.starts_with("hwreg(") => Some(Loc::Hwreg(k)),
        _ if text.starts_with("0x") || text.bytes().all(|b| b.is_ascii_digit()) => Some(Loc::Imm(k)),
        _ => None,
    }
}

/// One encoding's example, taken apart.
struct Shape {
    mnemonic: String,
    operands: Vec<(Loc, Role)>,
    vector: bool,
    /// Which sources take `-x` and `|x|` (by asking the assembler).
    neg_abs: [bool; 3],
    clamp: bool,
    omod: bool,
    /// VOP3P: op_sel and op_sel_hi, one bit per source.
    packed: bool,
    /// VOP3P: neg_lo and neg_hi, one bit per source.
    packed_neg: bool,
    /// The operands as the example writes them.
    tokens: Vec<String>,
    /// Which operands are 32-bit literals (drawn as any word).
    literal: Vec<bool>,
    /// Which 16-bit operands (`v1.l`) may be the high half instead.
    high: Vec<bool>,
    /// Which register sources may be an inline constant instead.
    constant: Vec<bool>,
    /// Which VGPR sources may be an SGPR, or a literal, instead.
    scalar: Vec<bool>,
    literal_source: Vec<bool>,
}

/// The DPP controls of one trial: DPP16's `dpp_ctrl` (as its field holds
/// it), row and bank masks, bound_ctrl and fetch-inactive; or DPP8's eight
/// lane selects.
#[derive(Clone, Copy, Debug)]
enum Dpp {
    D16 { ctrl: u32, row_mask: u32, bank_mask: u32, bound_ctrl: bool, fi: bool },
    D8 { sel: [usize; 8], fi: bool },
}

impl Dpp {
    /// Random controls for an encoding of `kind` ("DPP16", "DPP8", "DPP8
    /// (fetch inactive)").
    fn draw(kind: &str, rng: &mut Rng) -> Dpp {
        if kind.starts_with("DPP8") {
            return Dpp::D8 { sel: std::array::from_fn(|_| (rng.next() % 8) as usize), fi: kind.contains("inactive") };
        }
        let n = (rng.next() % 15 + 1) as u32;
        let ctrl = match rng.next() % 9 {
            0 | 1 => (rng.next() % 256) as u32,
            2 => 0x100 + n,
            3 => 0x110 + n,
            4 => 0x120 + n,
            5 => 0x140,
            6 => 0x141,
            7 => 0x150 + n - 1,
            _ => 0x160 + n - 1,
        };
        let mask = |rng: &mut Rng| if rng.next().is_multiple_of(2) { 15 } else { (rng.next() % 16) as u32 };
        let (row_mask, bank_mask) = (mask(rng), mask(rng));
        Dpp::D16 {
            ctrl,
            row_mask,
            bank_mask,
            bound_ctrl: rng.next().is_multiple_of(2),
            fi: rng.next().is_multiple_of(3),
        }
    }

    /// The controls as llvm-mc writes them.
    fn text(&self) -> String {
        match *self {
            Dpp::D8 { sel, fi } => {
                let list: Vec<String> = sel.iter().map(|s| s.to_string()).collect();
                format!(" dpp8:[{}]{}", list.join(","), if fi { " fi:1" } else { "" })
            }
            Dpp::D16 { ctrl, row_mask, bank_mask, bound_ctrl, fi } => {
                let n = ctrl & 15;
                let c = match ctrl {
                    0..=0xff => {
                        format!("quad_perm:[{},{},{},{}]", ctrl & 3, ctrl >> 2 & 3, ctrl >> 4 & 3, ctrl >> 6 & 3)
                    }
                    0x101..=0x10f => format!("row_shl:{n}"),
                    0x111..=0x11f => format!("row_shr:{n}"),
                    0x121..=0x12f => format!("row_ror:{n}"),
                    0x140 => "row_mirror".into(),
                    0x141 => "row_half_mirror".into(),
                    0x150..=0x15f => format!("row_share:{n}"),
                    _ => format!("row_xmask:{n}"),
                };
                format!(
                    " {c} row_mask:0x{row_mask:x} bank_mask:0x{bank_mask:x}{}{}",
                    if bound_ctrl { " bound_ctrl:1" } else { "" },
                    if fi { " fi:1" } else { "" }
                )
            }
        }
    }

    /// The lane lane `l` reads src0 from, where there is one: within its
    /// row of 16 (or group of 8 for DPP8 and row_half_mirror).
    fn source(&self, l: usize) -> Option<usize> {
        let (row, i) = (l - l % 16, l % 16);
        match *self {
            Dpp::D8 { sel, .. } => Some(l - l % 8 + sel[l % 8]),
            Dpp::D16 { ctrl, .. } => {
                let n = (ctrl & 15) as usize;
                match ctrl {
                    0..=0xff => Some(l - l % 4 + (ctrl as usize >> (2 * (l % 4)) & 3)),
                    0x101..=0x10f => (i + n < 16).then(|| row + i + n),
                    0x111..=0x11f => (i >= n).then(|| row + i - n),
                    0x121..=0x12f => Some(row + (i + 16 - n) % 16),
                    0x140 => Some(row + 15 - i),
                    0x141 => Some(l - l % 8 + 7 - l % 8),
                    0x150..=0x15f => Some(row + n),
                    _ => Some(row + (i ^ n)),
                }
            }
        }
    }

    /// src0 of each lane, from the row `src` (0 where the lane it reads is
    /// missing or outside EXEC and not fetched), and the lanes the
    /// instruction may write: those of enabled rows and banks whose source
    /// is valid, or all with bound_ctrl (a missing source reads 0).
    fn apply(&self, src: &[u64; 32], exec: u32) -> ([u64; 32], u32) {
        let mut out = [0u64; 32];
        let mut enabled = 0u32;
        for (l, slot) in out.iter_mut().enumerate() {
            let fi = match *self {
                Dpp::D8 { fi, .. } | Dpp::D16 { fi, .. } => fi,
            };
            let valid = self.source(l).filter(|&j| fi || exec >> j & 1 == 1);
            *slot = valid.map_or(0, |j| src[j]);
            let on = match *self {
                Dpp::D8 { .. } => true,
                Dpp::D16 { row_mask, bank_mask, bound_ctrl, .. } => {
                    row_mask >> (l / 16) & 1 == 1
                        && bank_mask >> (l % 16 / 4) & 1 == 1
                        && (valid.is_some() || bound_ctrl)
                }
            };
            enabled |= (on as u32) << l;
        }
        (out, enabled)
    }
}

fn shape(e: &Encoding, entry: &Entry) -> Result<Shape, String> {
    let example = e.example.as_ref().ok_or("no example")?;
    let (mnemonic, rest) = example.text.split_once(' ').unwrap_or((&example.text, ""));
    // A DPP form's controls follow the operands.
    let (rest, dpp_suffix) = match [" quad_perm:", " dpp8:"].iter().find_map(|c| rest.find(c)) {
        Some(at) => (&rest[..at], rest[at..].to_string()),
        None => (rest, String::new()),
    };
    let tokens = split_operands(rest);
    if tokens.len() != e.operands.len() {
        return Err(format!(
            "`{}`: {} operands in the text, {} on the page",
            example.text,
            tokens.len(),
            e.operands.len()
        ));
    }
    let vector = mnemonic.starts_with("v_");
    let mut operands = Vec::new();
    let mut sources = 0;
    let mut has_d0 = false;
    for (k, (token, op)) in tokens.iter().zip(&e.operands).enumerate() {
        let loc =
            parse_register(token, k).ok_or_else(|| format!("`{}`: cannot read operand `{token}`", example.text))?;
        let written = op.access.contains("written");
        let role = if written && !has_d0 {
            has_d0 = true;
            Role::D0
        } else if written {
            Role::VccOut
        } else if vector && (token.starts_with("vcc") || op.class == "an SGPR") && entry.mentions("VCC") {
            // The carry in or select mask: VCC, or the SGPR an _e64 names.
            Role::Vcc
        } else {
            sources += 1;
            Role::Src(sources - 1)
        };
        operands.push((loc, role));
    }
    let has = |m: &str| e.modifiers.iter().any(|x| x.contains(m));
    let table = amdgpu::table("gfx1100").expect("gfx1100");
    let mut neg_abs = [false; 3];
    if has("(neg)") && has("(abs)") {
        for (i, slot) in neg_abs.iter_mut().enumerate() {
            let Some(k) = operands.iter().position(|(_, r)| *r == Role::Src(i)) else { continue };
            let pieces: Vec<String> = tokens
                .iter()
                .enumerate()
                .map(|(j, t)| if j == k { format!("-|{t}|") } else { t.to_string() })
                .collect();
            *slot = amdgpu::asm::assemble(table, &format!("{mnemonic} {}{dpp_suffix}", pieces.join(", "))).is_ok();
        }
    }
    let packed = e.format == "VOP3P" && has("op_sel");
    let packed_neg = packed && has("neg_lo") && has("neg_hi");
    // Which register sources take an inline constant (not in VOP3P, whose
    // constants fill the halves by their own rules).
    let constant = (0..tokens.len())
        .map(|k| {
            let source = matches!(operands[k], (Loc::V(..) | Loc::S(..), Role::Src(_)));
            let mut pieces = tokens.clone();
            pieces[k] = "1".into();
            source
                && !packed
                && amdgpu::asm::assemble(table, &format!("{mnemonic} {}{dpp_suffix}", pieces.join(", "))).is_ok()
        })
        .collect();
    // Which take an SGPR (s40, s[40:41]) or a literal instead.
    let probe = |k: usize, with: &str| {
        let source = matches!(operands[k], (Loc::V(..), Role::Src(_)));
        let mut pieces = tokens.clone();
        pieces[k] = with.into();
        source
            && !packed
            && amdgpu::asm::assemble(table, &format!("{mnemonic} {}{dpp_suffix}", pieces.join(", "))).is_ok()
    };
    let wide = |k: usize| matches!(operands[k].0, Loc::V(_, 2));
    let scalar = (0..tokens.len()).map(|k| probe(k, if wide(k) { "s[40:41]" } else { "s40" })).collect();
    let literal = (0..tokens.len()).map(|k| probe(k, "0x1234")).collect();
    Ok(Shape {
        scalar,
        literal_source: literal,
        mnemonic: mnemonic.to_string(),
        operands,
        vector,
        neg_abs,
        clamp: has("clamp"),
        omod: has("omod"),
        packed,
        packed_neg,
        literal: e.operands.iter().map(|o| o.class.contains("32-bit literal")).collect(),
        constant,
        high: (0..tokens.len())
            .map(|k| {
                let Some(reg) = tokens[k].strip_suffix(".l") else { return false };
                let mut pieces = tokens.clone();
                pieces[k] = format!("{reg}.h");
                amdgpu::asm::assemble(table, &format!("{mnemonic} {}{dpp_suffix}", pieces.join(", "))).is_ok()
            })
            .collect(),
        tokens,
    })
}

fn read(wave: &Wave, loc: Loc, lane: usize, imm: &[u64]) -> u64 {
    match loc {
        Loc::V(r, n) => (0..n).fold(0, |acc, k| acc | (wave.v[r + k][lane] as u64) << (32 * k)),
        Loc::H(r) => wave.v[r][lane].rotate_left(16) as u64,
        Loc::S(r, n) => (0..n).fold(0, |acc, k| acc | (wave.s[r + k] as u64) << (32 * k)),
        Loc::Imm(k) | Loc::Hwreg(k) | Loc::Const(k, _) => imm[k],
    }
}

fn write(wave: &mut Wave, loc: Loc, lane: usize, value: u64) {
    match loc {
        Loc::V(r, n) => (0..n).for_each(|k| wave.v[r + k][lane] = (value >> (32 * k)) as u32),
        Loc::H(r) => wave.v[r][lane] = (value as u32).rotate_left(16),
        Loc::S(r, n) => (0..n).for_each(|k| wave.s[r + k] = (value >> (32 * k)) as u32),
        Loc::Imm(_) | Loc::Hwreg(_) | Loc::Const(..) => {}
    }
}

fn nan(bits: u64, width: usize) -> bool {
    if width == 2 {
        f64::from_bits(bits).is_nan()
    } else {
        f32::from_bits(bits as u32).is_nan()
    }
}

/// Runs `entry` against the simulator on every encoding of `page` that has
/// an example the simulator runs; returns how many lane results were
/// compared, or the first difference.
fn check(entry: &Entry, page: &AmdPage, rng: &mut Rng) -> Result<usize, String> {
    let table = amdgpu::table("gfx1100").expect("gfx1100");
    let mut compared = 0;
    for e in &page.encodings {
        // VOPD halves are checked in pairs (check_dual); DPP forms of the
        // entries that reach registers by number are refused by the simulator.
        if e.format.starts_with("VOPD") || (e.dpp.is_some() && (entry.mentions("VGPR") || entry.mentions("SGPR"))) {
            continue;
        }
        let shape = shape(e, entry)?;
        let out_bits = entry.float_bits("D0");
        let float_out = out_bits.is_some();
        // A scalar instruction computes one result a trial, a vector one 32.
        let trials = if shape.vector { TRIALS } else { TRIALS * 32 };
        for _ in 0..trials {
            // Each 16-bit operand the low or the high half of its VGPR.
            let mut operands: Vec<(Loc, Role)> = shape
                .operands
                .iter()
                .enumerate()
                .map(|(k, &(loc, role))| match loc {
                    Loc::V(r, 1) if shape.high[k] && rng.next().is_multiple_of(2) => (Loc::H(r), role),
                    _ => (loc, role),
                })
                .collect();
            // The registers, EXEC, VCC and SCC, at random.
            let mut wave = Wave::new(0);
            for (loc, _) in &operands {
                match *loc {
                    Loc::V(r, n) => {
                        for k in 0..n {
                            wave.v[r + k] = std::array::from_fn(|_| rng.word());
                        }
                    }
                    Loc::H(r) => wave.v[r] = std::array::from_fn(|_| rng.word()),
                    Loc::S(r, n) => (0..n).for_each(|k| wave.s[r + k] = rng.word()),
                    Loc::Imm(_) | Loc::Hwreg(_) | Loc::Const(..) => {}
                }
            }
            // Instructions that reach registers by number or other lanes:
            // all of s0-s105 and v0-v63 at random. M0 small enough that the
            // registers it offsets exist.
            let files = entry.mentions("SGPR") || entry.mentions("VGPR");
            if ["movrel", "lane"].iter().any(|m| shape.mnemonic.contains(m)) {
                for r in 0..106 {
                    wave.s[r] = rng.word();
                }
                for r in 0..64 {
                    wave.v[r] = std::array::from_fn(|_| rng.word());
                }
            }
            {
                // Two fields of M0 for v_movrelsd_2_b32 and s_movrelsd_2_b32.
                let split = shape.mnemonic.contains("movrelsd_2");
                wave.s[125] = (rng.next() % 8) as u32 | if split { ((rng.next() % 8) as u32) << 16 } else { 0 };
            }
            // MODE: any rounding and other bits, and denormal modes the
            // simulator models (f32 flushed or kept, f16/f64 kept).
            if operands.iter().any(|(l, _)| matches!(l, Loc::Hwreg(_))) || shape.mnemonic.ends_with("_mode") {
                let denorm = if rng.next().is_multiple_of(2) { 0xf0 } else { 0xc0 };
                wave.set_mode(rng.next() as u32 & !0xf0 | denorm).expect("a modelled MODE");
            }
            wave.code_base = rng.next() & 0x0000_ffff_ffff_fffc;
            // Sources that meet at the edges: equal, adjacent, summing to
            // 2^32, complementary (where carries, borrows and ties show).
            let sources: Vec<Loc> =
                operands.iter().filter(|(_, r)| matches!(r, Role::Src(_))).map(|(l, _)| *l).collect();
            for pair in sources.windows(2) {
                if let (Loc::V(a, 1), Loc::V(b, 1)) = (pair[0], pair[1]) {
                    for lane in 0..32 {
                        let x = wave.v[a][lane];
                        if let Some(y) = rng.related(x) {
                            wave.v[b][lane] = y;
                        }
                    }
                } else if let (Loc::S(a, 1), Loc::S(b, 1)) = (pair[0], pair[1]) {
                    let x = wave.s[a];
                    if let Some(y) = rng.related(x) {
                        wave.s[b] = y;
                    }
                }
            }
            wave.s[106] = rng.next() as u32;
            wave.s[126] = if shape.vector { rng.exec() } else { rng.next() as u32 };
            wave.scc = rng.next() & 1 == 1;
            // Immediates: 16 bits, a literal dword, or hwreg(MODE, offset, size).
            let mut imm: Vec<u64> = shape
                .operands
                .iter()
                .enumerate()
                .map(|(k, (loc, _))| match loc {
                    Loc::Hwreg(_) => 1 | (rng.next() % 32) << 6 | (rng.next() % 32) << 11,
                    _ if shape.literal[k] => rng.word() as u64,
                    _ => rng.next() & 0xffff,
                })
                .collect();
            // Now and then an inline constant for a register source, as the
            // source's type reads it (a float's bits at its width, an integer
            // sign-extended).
            let mut constant_text = vec![String::new(); operands.len()];
            for (k, (loc, role)) in operands.iter_mut().enumerate() {
                let by_number = entry.mentions("SGPR") || entry.mentions("VGPR");
                if let (true, Role::Src(i), true, false) =
                    (shape.constant[k], *role, rng.next().is_multiple_of(6), by_number)
                {
                    let wide = matches!(*loc, Loc::V(_, 2) | Loc::S(_, 2));
                    let (text, value) = inline_constant(rng, entry.float_bits(&format!("S{i}")), wide);
                    (constant_text[k], imm[k]) = (text, value);
                    *loc = Loc::Const(k, wide);
                }
            }
            // Now and then one VGPR source an SGPR or a literal instead (one,
            // so that the scalar values stay within what an encoding reads).
            // A literal is a binary64 operand's high half, a 16-bit
            // operand's 16 bits; not drawn for a 64-bit integer operand.
            let choices: Vec<usize> = (0..operands.len())
                .filter(|&k| matches!(operands[k].0, Loc::V(..)) && (shape.scalar[k] || shape.literal_source[k]))
                .collect();
            let by_number = entry.mentions("SGPR") || entry.mentions("VGPR");
            if !choices.is_empty() && !by_number && rng.next().is_multiple_of(4) {
                let k = choices[(rng.next() % choices.len() as u64) as usize];
                let Role::Src(i) = operands[k].1 else { unreachable!("a source") };
                let wide = matches!(operands[k].0, Loc::V(_, 2));
                let float = entry.float_bits(&format!("S{i}"));
                let half = float == Some(16) || shape.tokens[k].ends_with(".l");
                let literal_ok = shape.literal_source[k] && (!wide || float == Some(64));
                if shape.scalar[k] && (!literal_ok || rng.next().is_multiple_of(2)) {
                    wave.s[40] = rng.word();
                    wave.s[41] = rng.word();
                    operands[k].0 = Loc::S(40, if wide { 2 } else { 1 });
                } else if literal_ok {
                    let word = rng.word();
                    let (text, value) = match (wide, half) {
                        // A word that is an integer inline constant (-16..64) is
                        // that integer, sign-extended: no literal at all.
                        (true, _) if word <= 64 || word >= 0xffff_fff0 => {
                            (format!("0x{word:x}"), word as i32 as i64 as u64)
                        }
                        (true, _) => (format!("0x{word:x}"), (word as u64) << 32),
                        (false, true) => (format!("0x{:x}", word & 0xffff), (word & 0xffff) as u64),
                        (false, false) => (format!("0x{word:x}"), word as u64),
                    };
                    (constant_text[k], imm[k]) = (text, value);
                    operands[k].0 = Loc::Const(k, wide);
                }
            }
            let imm = &imm[..];
            // The text, with modifiers where the encoding takes them.
            let (mut neg, mut abs) = ([false; 3], [false; 3]);
            let mut pieces = Vec::new();
            for (k, (loc, role)) in operands.iter().enumerate() {
                let mut text = shape.tokens[k].clone();
                match *loc {
                    Loc::Imm(k) => text = format!("0x{:x}", imm[k]),
                    Loc::Hwreg(k) => text = format!("hwreg(1, {}, {})", imm[k] >> 6 & 31, (imm[k] >> 11 & 31) + 1),
                    Loc::H(r) => text = format!("v{r}.h"),
                    Loc::Const(k, _) => text = constant_text[k].clone(),
                    Loc::S(40, 1) => text = "s40".into(),
                    Loc::S(40, 2) => text = "s[40:41]".into(),
                    _ => {}
                }
                // Sign modifiers on a constant only where the text stays one
                // inline constant (`-0.5`, `|2.0|`; not `--4.0`, or `-7`, the
                // integer).
                let plain = ["0.5", "1.0", "2.0", "4.0"].contains(&text.as_str());
                if let &Role::Src(i) = role {
                    if i < 3 && shape.neg_abs[i] && (plain || !matches!(loc, Loc::Const(..))) {
                        (neg[i], abs[i]) = (rng.next().is_multiple_of(4), rng.next().is_multiple_of(4));
                        if abs[i] {
                            text = format!("|{text}|");
                        }
                        if neg[i] {
                            text = format!("-{text}");
                        }
                    }
                }
                pieces.push(text);
            }
            let clamp = shape.clamp && float_out && rng.next().is_multiple_of(4);
            let omod =
                if shape.omod && float_out && rng.next().is_multiple_of(3) { (rng.next() % 3 + 1) as u8 } else { 0 };
            let mut text = format!("{} {}", shape.mnemonic, pieces.join(", "));
            // op_sel and op_sel_hi come before clamp (llvm-mc's order).
            let sources = operands.iter().filter(|(_, r)| matches!(r, Role::Src(_))).count();
            let (mut sel_lo, mut sel_hi) = ([false; 3], [true; 3]);
            if shape.packed && rng.next().is_multiple_of(2) {
                let list = |bits: &[bool]| {
                    bits[..sources].iter().map(|b| (*b as u8).to_string()).collect::<Vec<_>>().join(",")
                };
                for k in 0..sources {
                    (sel_lo[k], sel_hi[k]) = (rng.next().is_multiple_of(2), rng.next().is_multiple_of(2));
                }
                text.push_str(&format!(" op_sel:[{}] op_sel_hi:[{}]", list(&sel_lo), list(&sel_hi)));
            }
            // neg_lo and neg_hi flip the sign of each half of a float source.
            let (mut neg_lo, mut neg_hi) = ([false; 3], [false; 3]);
            let float_halves = (0..sources).all(|k| entry.float_bits(&format!("S{k}")) == Some(16));
            if shape.packed_neg && float_halves && rng.next().is_multiple_of(2) {
                let list = |bits: &[bool]| {
                    bits[..sources].iter().map(|b| (*b as u8).to_string()).collect::<Vec<_>>().join(",")
                };
                for k in 0..sources {
                    (neg_lo[k], neg_hi[k]) = (rng.next().is_multiple_of(2), rng.next().is_multiple_of(2));
                }
                text.push_str(&format!(" neg_lo:[{}] neg_hi:[{}]", list(&neg_lo), list(&neg_hi)));
            }
            // A VOP3 op_sel of the instruction's own meaning (v_permlane16's
            // fetch-inactive and bound_ctrl).
            let mut opsel = 0u8;
            if shape.mnemonic.starts_with("v_permlane") && rng.next().is_multiple_of(2) {
                opsel = (rng.next() % 4) as u8;
                text.push_str(&format!(" op_sel:[{},{}]", opsel & 1, opsel >> 1));
            }
            if clamp {
                text.push_str(" clamp");
            }
            text.push_str(["", " mul:2", " mul:4", " div:2"][omod as usize]);
            // DPP: src0 of each lane from another lane, and the lanes written.
            let dpp = e.dpp.map(|kind| Dpp::draw(kind, rng));
            let (dpp_src0, enabled) = match (dpp, operands.iter().find(|(_, r)| *r == Role::Src(0))) {
                (Some(dpp), Some(&(loc, _))) => {
                    text.push_str(&dpp.text());
                    let row: [u64; 32] = std::array::from_fn(|l| read(&wave, loc, l, imm));
                    let (row, enabled) = dpp.apply(&row, wave.s[126]);
                    (Some(row), enabled)
                }
                _ => (None, u32::MAX),
            };
            let narrowed = wave.s[126] & enabled;
            // The simulator.
            let out = amdgpu::asm::assemble(table, &text).map_err(|e| format!("`{text}` does not assemble: {e:?}"))?;
            let program = Program::new(table, &out.bytes, HostSimd::Baseline);
            let d = &program.insts[0];
            let before = wave.clone_registers();
            let mut simulated = before.clone_registers();
            let memory = Memory::default();
            let mut lds = [];
            let mut x = Exec { wave: &mut simulated, memory: &memory, lds: &mut lds, program: &program };
            let flow = d.entry.call(&mut x, d);
            // The interpreter.
            let mut expected = before.clone_registers();
            let find = |want: Role| operands.iter().find(|(_, r)| *r == want).map(|(l, _)| *l);
            let (d0, vcc_in) = (find(Role::D0), find(Role::Vcc));
            let vcc_out = find(Role::VccOut).or(vcc_in).unwrap_or(Loc::S(106, 1));
            let vcc_in = vcc_in.unwrap_or(Loc::S(106, 1));
            let state_for = |wave: &Wave, lane: usize| {
                let mut s = [0u64; 3];
                for (loc, role) in &operands {
                    if let Role::Src(i) = role {
                        let mut v = match dpp_src0 {
                            Some(row) if *i == 0 => row[lane],
                            _ => read(wave, *loc, lane, imm),
                        };
                        // Input modifiers act on the source's sign bit.
                        let sign = match loc {
                            Loc::V(_, 2) | Loc::S(_, 2) | Loc::Const(_, true) => 63,
                            _ if entry.float_bits(&format!("S{i}")) == Some(16) => 15,
                            _ => 31,
                        };
                        if *i < 3 && abs[*i] {
                            v &= !(1u64 << sign);
                        }
                        if *i < 3 && neg[*i] {
                            v ^= 1u64 << sign;
                        }
                        // op_sel: the half each 16-bit result reads.
                        if shape.packed && *i < 3 {
                            let half = |high: bool| if high { v >> 16 & 0xffff } else { v & 0xffff };
                            v = half(sel_lo[*i]) | half(sel_hi[*i]) << 16;
                            v ^= (neg_lo[*i] as u64) << 15 | (neg_hi[*i] as u64) << 31;
                        }
                        s[*i] = v;
                    }
                }
                let number = |loc: Option<&Loc>| match loc {
                    Some(Loc::V(r, _)) | Some(Loc::S(r, _)) | Some(Loc::H(r)) => *r as u32,
                    _ => 0,
                };
                let src = |i: usize| number(operands.iter().find(|(_, r)| *r == Role::Src(i)).map(|(l, _)| l));
                State {
                    s,
                    d0: d0.map_or(0, |l| read(wave, l, lane, imm)),
                    scc: wave.scc,
                    vcc: read(wave, vcc_in, lane, imm),
                    exec: (wave.s[126] & enabled) as u64,
                    lane: lane as u32,
                    omod,
                    clamp,
                    m0: wave.s[125],
                    mode: wave.mode,
                    pc: wave.code_base,
                    jump: None,
                    regs: [src(0), src(1), src(2), number(d0.as_ref())],
                    opsel,
                    sgpr: Vec::new(),
                    vgpr: Vec::new(),
                }
            };
            let with_files = |mut st: State| {
                if files {
                    st.sgpr = before.s.to_vec();
                    st.vgpr = before.v.to_vec();
                }
                st
            };
            let writes_d0 = entry.mentions("D0");
            let after: State;
            if shape.vector && entry.per_wave() {
                // Once for the wave, whatever EXEC holds.
                let mut st = with_files(state_for(&before, 0));
                entry.run(&mut st).map_err(|e| format!("`{text}`: {e}"))?;
                if let (Some(d0), true) = (d0, writes_d0) {
                    write(&mut expected, d0, 0, st.d0);
                }
                after = st;
            } else if shape.vector {
                let exec = narrowed;
                let d0_mask = entry.writes_mask("D0");
                let mut lane_state = with_files(state_for(&before, 0));
                for lane in (0..32).filter(|l| exec >> l & 1 == 1) {
                    let mut st = state_for(&before, lane);
                    // Lane masks and the register files carry from lane to lane.
                    st.vcc = lane_state.vcc;
                    st.exec = lane_state.exec;
                    st.mode = lane_state.mode;
                    st.sgpr = std::mem::take(&mut lane_state.sgpr);
                    st.vgpr = std::mem::take(&mut lane_state.vgpr);
                    if d0_mask {
                        st.d0 = lane_state.d0;
                    }
                    entry.run(&mut st).map_err(|e| format!("`{text}` lane {lane}: {e}"))?;
                    if let (Some(d0), false, true) = (d0, d0_mask, writes_d0) {
                        write(&mut expected, d0, lane, st.d0);
                    }
                    lane_state = st;
                }
                if exec == 0 {
                    lane_state = with_files(state_for(&before, 0));
                }
                // Masks: zero where EXEC was clear.
                let exec = exec as u64;
                if d0_mask {
                    if let Some(d0) = d0 {
                        let v = if exec == 0 { 0 } else { lane_state.d0 & exec };
                        write(&mut expected, d0, 0, v);
                    }
                }
                if entry.writes_mask("VCC") {
                    let v = if exec == 0 { 0 } else { lane_state.vcc & exec };
                    write(&mut expected, vcc_out, 0, v);
                }
                if entry.writes_mask("EXEC") {
                    expected.s[126] = if exec == 0 { 0 } else { (lane_state.exec & exec) as u32 };
                }
                after = lane_state;
            } else {
                let mut st = with_files(state_for(&before, 0));
                entry.run(&mut st).map_err(|e| format!("`{text}`: {e}"))?;
                if let (Some(d0), true) = (d0, writes_d0) {
                    write(&mut expected, d0, 0, st.d0);
                }
                expected.scc = st.scc;
                expected.s[126] = st.exec as u32;
                after = st;
            }
            // Registers written by number.
            if entry.writes_file() {
                expected.s.copy_from_slice(&after.sgpr);
                expected.v.clone_from_slice(&after.vgpr);
            }
            // The simulator may refuse a MODE it does not model: so must
            // the pseudocode's MODE be one.
            let flow = match flow {
                Err(trap) => {
                    if entry.mentions("MODE") && amdgpu_sim::wave::check_mode(after.mode).is_err() {
                        compared += 1;
                        continue;
                    }
                    return Err(format!("`{text}`: the simulator stops: {trap:?}"));
                }
                Ok(flow) => flow,
            };
            if expected.set_mode(after.mode).is_err() {
                return Err(format!("`{text}`: the pseudocode's MODE {:#x} is one the simulator refuses", after.mode));
            }
            if simulated.mode != expected.mode {
                return Err(format!(
                    "`{text}`: MODE {:#x} by the simulator, {:#x} by the pseudocode (before {:#x})",
                    simulated.mode, expected.mode, before.mode
                ));
            }
            // Where the wave goes next.
            let next = after.jump.unwrap_or(before.code_base + out.bytes.len() as u64);
            let went = match flow {
                Flow::Jump(to) => to,
                _ => before.code_base + d.len,
            };
            if went != next {
                return Err(format!(
                    "`{text}`: the next PC is {went:#x} by the simulator, {next:#x} by the pseudocode"
                ));
            }
            // Every register must agree; a NaN result only has to be a NaN.
            let nan_ok = |loc: Option<Loc>, lane: usize| {
                let Some(loc) = loc.filter(|_| float_out) else { return false };
                if out_bits == Some(16) {
                    // Each half: the same bits, or a NaN on both sides.
                    let (a, b) = (read(&simulated, loc, lane, imm), read(&expected, loc, lane, imm));
                    let nan16 = |h: u64| h & 0x7c00 == 0x7c00 && h & 0x3ff != 0;
                    return (0..4).all(|k| {
                        let (x, y) = (a >> (16 * k) & 0xffff, b >> (16 * k) & 0xffff);
                        x == y || (nan16(x) && nan16(y))
                    });
                }
                let width = match loc {
                    Loc::V(_, n) | Loc::S(_, n) => n,
                    Loc::Imm(_) | Loc::Hwreg(_) | Loc::H(_) | Loc::Const(..) => 1,
                };
                nan(read(&simulated, loc, lane, imm), width) && nan(read(&expected, loc, lane, imm), width)
            };
            if simulated.scc != expected.scc {
                return Err(format!(
                    "`{text}`: SCC {} by the simulator, {} by the pseudocode",
                    simulated.scc, expected.scc
                ));
            }
            if let Some(r) = (0..128).find(|&r| simulated.s[r] != expected.s[r]) {
                return Err(format!(
                    "`{text}`: s{r} is {:#010x} by the simulator, {:#010x} by the pseudocode (EXEC {:#010x}, VCC {:#010x}, SCC {})",
                    simulated.s[r], expected.s[r], before.s[126], before.s[106], before.scc
                ));
            }
            for r in 0..256 {
                for lane in 0..32 {
                    if simulated.v[r][lane] != expected.v[r][lane] && !nan_ok(d0, lane) {
                        let inputs: Vec<String> = shape
                            .operands
                            .iter()
                            .map(|(l, role)| format!("{role:?}={:#x}", read(&before, *l, lane, imm)))
                            .collect();
                        return Err(format!(
                            "`{text}`: v{r} lane {lane} is {:#010x} by the simulator, {:#010x} by the pseudocode ({})",
                            simulated.v[r][lane],
                            expected.v[r][lane],
                            inputs.join(", ")
                        ));
                    }
                }
            }
            compared += if shape.vector { before.s[126].count_ones() as usize } else { 1 };
        }
    }
    Ok(compared)
}

/// A copy of the registers a check looks at.
trait Registers {
    fn clone_registers(&self) -> Wave;
}

impl Registers for Wave {
    fn clone_registers(&self) -> Wave {
        let mut w = Wave::new(0);
        w.s = self.s;
        w.v.clone_from(&self.v);
        w.scc = self.scc;
        w.code_base = self.code_base;
        w.set_mode(self.mode).expect("a mode the simulator models");
        w
    }
}

fn amd_pages() -> impl Iterator<Item = &'static AmdPage> {
    Isa::Gfx1100.pages().iter().filter_map(|p| match p {
        Page::Gfx1100(amd) => Some(amd),
        _ => None,
    })
}

#[test]
fn the_semantics_file_parses_and_names_real_pages() {
    let entries = semantics::parse(semantics::SOURCE).unwrap_or_else(|e| panic!("{e}"));
    let names: std::collections::BTreeSet<&str> = amd_pages().map(|p| p.name.as_str()).collect();
    for name in entries.keys() {
        assert!(names.contains(name.as_str()), "gfx1100.sem describes `{name}`, which has no page");
    }
    assert!(entries.len() >= 300, "{} entries", entries.len());
}

#[test]
fn every_entry_matches_the_simulator() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut failures = Vec::new();
    let (mut checked, mut lanes) = (0, 0);
    for page in amd_pages() {
        let Some(entry) = semantics::lookup(&page.name) else { continue };
        match check(entry, page, &mut rng) {
            Ok(n) => {
                checked += 1;
                lanes += n;
            }
            Err(e) => failures.push(format!("{}: {e}", page.name)),
        }
    }
    eprintln!("{checked} instructions' pseudocode checked against the simulator on {lanes} lane results");
    assert!(
        failures.is_empty(),
        "{} of {} entries differ:\n{}",
        failures.len(),
        checked + failures.len(),
        failures.join("\n")
    );
}

/// The check can fail: one wrong operator in one entry is caught.
#[test]
fn a_wrong_line_is_caught() {
    for (name, right, wrong) in [
        ("v_add_nc_u32", "D0.u32 = S0.u32 + S1.u32", "D0.u32 = S0.u32 - S1.u32"),
        ("s_add_u32", "SCC = tmp >= 0x100000000", "SCC = tmp > 0x100000000"),
        ("v_cmp_lt_f32", "D0.u32[laneId] = S0.f32 < S1.f32", "D0.u32[laneId] = S0.f32 <= S1.f32"),
        // binary16, packed halves, and the functions added for them.
        ("v_add_f16", "D0.f16 = S0.f16 + S1.f16", "D0.f16 = S0.f16 - S1.f16"),
        ("v_cmp_lt_f16", "D0.u32[laneId] = S0.f16 < S1.f16", "D0.u32[laneId] = S0.f16 <= S1.f16"),
        ("v_cvt_f16_f32", "D0.f16 = f32_to_f16(S0.f32)", "D0.f16 = f32_to_f16(S0.f32 * 2.0)"),
        (
            "v_pk_fma_f16",
            "D0[31:16].f16 = fma(S0[31:16].f16, S1[31:16].f16, S2[31:16].f16)",
            "D0[31:16].f16 = fma(S0[31:16].f16, S1[31:16].f16, S2[15:0].f16)",
        ),
        ("v_sin_f32", "D0.f32 = sin(S0.f32 * 2.0 * PI)", "D0.f32 = sin(S0.f32 * PI)"),
        ("v_frexp_exp_i32_f32", "D0.i32 = frexp_exp(S0.f32)", "D0.i32 = exponent(S0.f32)"),
        ("v_perm_b32", "D0[15:8].u8 = byte_permute(tmp, S2[15:8].u32)", "D0[15:8].u8 = byte_permute(tmp, S2[7:0].u32)"),
        ("v_div_fmas_f32", "tmp = exponent(S2.f32) > 127 ? 64 : -64", "tmp = exponent(S2.f32) > 127 ? -64 : 64"),
        ("v_div_fixup_f32", "D0.f32 = sign_out ? -INF : INF", "D0.f32 = sign_out ? INF : -INF"),
        // Registers by number, lanes, the program counter and MODE.
        ("s_movrels_b32", "D0.b32 = SGPR[SRC0 + M0].b32", "D0.b32 = SGPR[SRC0].b32"),
        (
            "v_movrelsd_2_b32",
            "VGPR[laneId][DST + M0[25:16].u32].b32 = VGPR[laneId][SRC0 + M0[9:0].u32].b32",
            "VGPR[laneId][DST + M0[9:0].u32].b32 = VGPR[laneId][SRC0 + M0[25:16].u32].b32",
        ),
        ("v_readlane_b32", "D0.b32 = VGPR[S1[4:0].u32][SRC0].b32", "D0.b32 = VGPR[S1[3:0].u32][SRC0].b32"),
        ("v_movreld_b32", "VGPR[laneId][DST + M0].b32 = S0.b32", "VGPR[laneId][DST].b32 = S0.b32"),
        (
            "s_movrelsd_2_b32",
            "SGPR[DST + M0[25:16].u32].b32 = SGPR[SRC0 + M0[9:0].u32].b32",
            "SGPR[DST + M0[9:0].u32].b32 = SGPR[SRC0 + M0[25:16].u32].b32",
        ),
        ("v_writelane_b32", "VGPR[S1[4:0].u32][DST].b32 = S0.b32", "VGPR[S1[4:0].u32][DST].b16 = S0.b32"),
        (
            "v_readfirstlane_b32",
            "D0.b32 = VGPR[EXEC.u32 == 0 ? 0 : ctz32(EXEC.u32)][SRC0].b32",
            "D0.b32 = VGPR[EXEC.u32 == 0 ? 1 : ctz32(EXEC.u32)][SRC0].b32",
        ),
        ("v_permlane16_b32", "from = laneId - i + sel", "from = laneId - i + 15 - sel"),
        ("v_permlanex16_b32", "    elsif OPSEL[1] then\n        D0.b32 = 0\n    endif\n\nv_nop", "    endif\n\nv_nop"),
        ("s_getpc_b64", "D0.b64 = PC + 4", "D0.b64 = PC + 8"),
        ("s_branch", "PC = PC + 4 + S0[15:0].i16 * 4", "PC = PC + 4 + S0[15:0].u16 * 4"),
        ("s_cbranch_vccz", "if VCC.u32 == 0 then", "if VCC.u32 != 0 then"),
        ("s_denorm_mode", "MODE[7:4].u32 = S0[3:0].u32", "MODE[7:4].u32 = S0[4:1].u32"),
        ("s_round_mode", "MODE[3:0].u32 = S0[3:0].u32", "MODE[3:0].u32 = S0[3:0].u32 ^ 1"),
        ("s_swappc_b64", "    D0.b64 = PC + 4\n    PC = S0.b64", "    D0.b64 = PC + 4\n    PC = S0.b64 + 4"),
        ("s_getreg_b32", "D0.u32 = MODE.u32 >> S0[10:6].u32 &", "D0.u32 = MODE.u32 >> S0[9:6].u32 &"),
        (
            "s_setreg_b32",
            "s_setreg_b32:\n    mask = (1 << S0[15:11].u32 + 1) - 1 << S0[10:6].u32",
            "s_setreg_b32:\n    mask = (1 << S0[15:11].u32) - 1 << S0[10:6].u32",
        ),
    ] {
        let source = semantics::SOURCE.replacen(right, wrong, 1);
        assert!(source != semantics::SOURCE, "{name}: the line to break is not in the file");
        let entries = semantics::parse(&source).unwrap();
        let page = amd_pages().find(|p| p.name == name).unwrap();
        let mut rng = Rng(0x1234_5678_9abc_def1);
        let result = check(&entries[name], page, &mut rng);
        assert!(result.is_err(), "{name}: `{wrong}` passed the check");
        eprintln!("{name} with `{wrong}`: {}", result.unwrap_err().lines().next().unwrap_or(""));
    }
}

/// Every gfx1100 page shows its entry as written, or says it has none.
#[test]
fn pages_show_the_pseudocode_or_say_there_is_none() {
    let style = pisa_doc::text::Style { color: false };
    let (mut with, mut without) = (0, 0);
    for page in Isa::Gfx1100.pages() {
        let Page::Gfx1100(amd) = page else { continue };
        let text = pisa_doc::text::render(page, style);
        match semantics::lookup(&amd.name) {
            Some(entry) => {
                with += 1;
                assert_eq!(amd.semantics.as_ref(), Some(&entry.lines), "{}", amd.name);
                for line in &entry.lines {
                    assert!(text.contains(line.as_str()), "{}: `{line}` is not on the page", amd.name);
                }
            }
            // Prose instead (tests/prose.rs checks it), or the word that
            // there is none.
            None if amd.prose.is_some() => assert!(amd.semantics.is_none()),
            None => {
                without += 1;
                assert!(amd.semantics.is_none());
                assert!(
                    text.contains(pisa_doc::text::SEMANTICS_MISSING),
                    "{} does not say it has no pseudocode",
                    amd.name
                );
            }
        }
    }
    eprintln!("{with} gfx1100 pages with pseudocode, {without} without");
    assert!(with >= 340, "{with}");
}

/// The formats whose opcodes the pseudocode describes: the ALU ones, and
/// SOPP for its branches and MODE writes.
const ALU_FORMATS: &[&str] =
    &["SOP1", "SOP2", "SOPC", "SOPK", "SOPP", "VOP1", "VOP2", "VOP3", "VOP3P", "VOPC", "VINTERP", "VOPD"];

/// The ALU opcodes the simulator runs (its handler is not `unimplemented`)
/// with no entry in gfx1100.sem, and the formats of their pages.
fn implemented_without_semantics() -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for page in amd_pages() {
        let formats: Vec<String> = page
            .encodings
            .iter()
            .filter(|e| e.dpp.is_none())
            .map(|e| e.format.clone())
            .filter(|f| ALU_FORMATS.contains(&f.as_str()))
            .collect();
        if formats.is_empty() || semantics::lookup(&page.name).is_some() {
            continue;
        }
        // A VOPD half has no handler of its own: it is implemented when a
        // pair with it runs.
        let implemented =
            page.encodings.iter().any(|e| amdgpu_sim::exec::handler(&e.mnemonic, HostSimd::Baseline).is_some())
                || (formats.iter().any(|f| f.starts_with("VOPD")) && dual_implemented(page));
        if implemented {
            out.push((page.name.clone(), formats));
        }
    }
    out
}

/// Implemented ALU opcodes that have no entry on purpose, and why: their
/// behaviour is not a change of registers that the language could say.
const NO_SEMANTICS: &[(&str, &str)] = &[
    ("s_waitcnt_expcnt", WAIT),
    ("s_waitcnt_lgkmcnt", WAIT),
    ("s_waitcnt_vmcnt", WAIT),
    ("s_waitcnt_vscnt", WAIT),
    ("s_waitcnt", WAIT),
    ("s_waitcnt_depctr", "waits for dependency counters: timing; no register changes"),
    ("s_delay_alu", HINT),
    ("s_clause", HINT),
    ("s_setprio", HINT),
    ("s_sleep", "sleeps for a while: timing; no register changes"),
    ("s_set_inst_prefetch_distance", HINT),
    ("s_icache_inv", "invalidates the instruction cache, which neither the language nor the simulator has"),
    ("s_sendmsg", "sends a message to the host, outside the registers; the simulator ignores it"),
    ("s_barrier", "waits for the other waves of the workgroup: between waves, not a change of this wave's registers"),
    ("s_endpgm", "ends the wave: no register changes, and no next instruction"),
];

const HINT: &str = "a scheduling hint to the hardware: timing; no register changes";

const WAIT: &str = "waits until a memory counter falls to a bound: timing, which neither the language nor the \
                    simulator (where every access completes at once) has; no register changes";

/// Every ALU opcode the simulator implements has pseudocode, or a reason in
/// NO_SEMANTICS; and every reason there is still needed.
#[test]
fn every_implemented_alu_opcode_has_semantics() {
    let missing = implemented_without_semantics();
    for (name, formats) in &missing {
        eprintln!("{name} ({}) has no entry", formats.join(", "));
    }
    let unexplained: Vec<&str> =
        missing.iter().map(|(n, _)| n.as_str()).filter(|n| !NO_SEMANTICS.iter().any(|(m, _)| m == n)).collect();
    assert!(
        unexplained.is_empty(),
        "{} implemented ALU opcodes have no entry in gfx1100.sem and no reason in NO_SEMANTICS: {}",
        unexplained.len(),
        unexplained.join(", ")
    );
    for (name, why) in NO_SEMANTICS {
        assert!(!why.is_empty());
        assert!(
            missing.iter().any(|(n, _)| n == name),
            "{name} is in NO_SEMANTICS but has an entry, or the simulator does not implement it"
        );
    }
    eprintln!("{} implemented ALU opcodes without pseudocode, all in NO_SEMANTICS", missing.len());
}

/// One half of a VOPD pair: its page and its text with registers of its
/// own (X: v4 = f(v8, v6); Y: v5 = f(v10, v11)), in the banks a pair must
/// keep apart (src0 and src1 by register number modulo 4, the third source,
/// an fmac's destination included, by parity).
struct DualHalf {
    page: &'static AmdPage,
    /// The operands: the destination, then each source (None: the literal K).
    sources: Vec<Option<usize>>,
    dst: usize,
}

impl DualHalf {
    fn new(page: &'static AmdPage, e: &Encoding, y: bool) -> DualHalf {
        let (dst, regs) = if y { (5, [10, 11]) } else { (4, [8, 6]) };
        let mut sources = Vec::new();
        for op in e.operands.iter().filter(|o| !o.access.contains("written")) {
            if op.class.contains("32-bit constant") {
                sources.push(None);
            } else {
                let n = sources.iter().filter(|s| s.is_some()).count();
                sources.push(Some(regs[n.min(1)]));
            }
        }
        DualHalf { page, sources, dst }
    }

    fn text(&self, k: u32) -> String {
        let mut out = format!("{} v{}", self.page.name, self.dst);
        for s in &self.sources {
            match s {
                Some(r) => out.push_str(&format!(", v{r}")),
                None => out.push_str(&format!(", 0x{k:x}")),
            }
        }
        out
    }

    /// The half's result in `lane`, by its entry, from the registers before.
    fn run(&self, entry: &Entry, before: &Wave, lane: usize, k: u32) -> Result<u64, String> {
        let mut s = [0u64; 3];
        for (i, src) in self.sources.iter().enumerate() {
            s[i] = src.map_or(k, |r| before.v[r][lane]) as u64;
        }
        let mut st = State {
            s,
            d0: before.v[self.dst][lane] as u64,
            scc: before.scc,
            vcc: before.s[106] as u64,
            exec: before.s[126] as u64,
            lane: lane as u32,
            mode: before.mode,
            ..State::default()
        };
        entry.run(&mut st).map_err(|e| e.to_string())?;
        Ok(st.d0)
    }
}

/// The VOPD halves of the pages that have an encoding as X and as Y.
fn dual_halves() -> (Vec<DualHalf>, Vec<DualHalf>) {
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for page in amd_pages() {
        for e in page.encodings.iter().filter(|e| e.format.starts_with("VOPD")) {
            if e.mnemonic.ends_with("(as VOPD Y)") {
                ys.push(DualHalf::new(page, e, true));
            } else {
                xs.push(DualHalf::new(page, e, false));
            }
        }
    }
    (xs, ys)
}

/// Runs one VOPD pair through the simulator: the wave after, or its trap.
fn run_pair(text: &str, before: &Wave) -> Result<Wave, String> {
    let table = amdgpu::table("gfx1100").expect("gfx1100");
    let out = amdgpu::asm::assemble(table, text).map_err(|e| format!("`{text}` does not assemble: {e:?}"))?;
    let program = Program::new(table, &out.bytes, HostSimd::Baseline);
    let d = &program.insts[0];
    let mut simulated = before.clone_registers();
    let memory = Memory::default();
    let mut lds = [];
    let mut x = Exec { wave: &mut simulated, memory: &memory, lds: &mut lds, program: &program };
    d.entry.call(&mut x, d).map_err(|trap| format!("`{text}`: the simulator stops: {trap:?}"))?;
    Ok(simulated)
}

/// Whether the simulator runs `page` as a VOPD half (paired with
/// v_dual_mov_b32).
fn dual_implemented(page: &AmdPage) -> bool {
    let (xs, ys) = dual_halves();
    let mov_x = xs.iter().find(|h| h.page.name == "v_dual_mov_b32");
    let mov_y = ys.iter().find(|h| h.page.name == "v_dual_mov_b32");
    let (Some(mov_x), Some(mov_y)) = (mov_x, mov_y) else { return false };
    let wave = Wave::new(0);
    xs.iter()
        .filter(|h| h.page.name == page.name)
        .any(|h| run_pair(&format!("{} :: {}", h.text(0), mov_y.text(0)), &wave).is_ok())
        || ys
            .iter()
            .filter(|h| h.page.name == page.name)
            .any(|h| run_pair(&format!("{} :: {}", mov_x.text(0), h.text(0)), &wave).is_ok())
}

/// Every VOPD half with an entry, as X and as Y, each time paired with a
/// half drawn at random from those with entries: both results by the
/// pseudocode (each half from the registers before either writes) must be
/// the simulator's, in every lane, with every other register unchanged.
#[test]
fn vopd_pairs_match_the_entries_of_their_halves() {
    let (halves, lanes) = check_dual(semantics::entries(), 0x6a09_e667_f3bc_c908).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{halves} VOPD halves checked in pairs on {lanes} lane results");
    assert!(halves >= 25, "{halves}");
}

/// The check of VOPD pairs can fail: a wrong line in one half is caught.
#[test]
fn a_wrong_line_in_a_vopd_half_is_caught() {
    for (right, wrong) in [
        (
            "v_dual_fmamk_f32:\n    D0.f32 = fma(S0.f32, S1.f32, S2.f32)",
            "v_dual_fmamk_f32:\n    D0.f32 = fma(S0.f32, S2.f32, S1.f32)",
        ),
        ("    D0.u32 = S1.u32 << S0[4:0].u32\n\nv_dual_and", "    D0.u32 = S0.u32 << S1[4:0].u32\n\nv_dual_and"),
        (
            "v_dual_cndmask_b32:\n    D0.u32 = VCC.u32[laneId] ? S1.u32 : S0.u32",
            "v_dual_cndmask_b32:\n    D0.u32 = VCC.u32[laneId] ? S0.u32 : S1.u32",
        ),
    ] {
        let source = semantics::SOURCE.replacen(right, wrong, 1);
        assert!(source != semantics::SOURCE, "`{right}` is not in the file");
        let entries = semantics::parse(&source).unwrap();
        let result = check_dual(&entries, 0x1234_5678);
        assert!(result.is_err(), "`{wrong}` passed the check");
        eprintln!("{}", result.unwrap_err().lines().nth(1).unwrap_or(""));
    }
}

/// Runs every VOPD half with an entry in `entries` (see
/// `vopd_pairs_match_the_entries_of_their_halves`): how many halves and
/// lane results were checked, or the differences.
fn check_dual(entries: &BTreeMap<String, Entry>, seed: u64) -> Result<(usize, usize), String> {
    let (xs, ys) = dual_halves();
    let with_entry = |h: &&DualHalf| entries.contains_key(&h.page.name);
    let (xs, ys): (Vec<&DualHalf>, Vec<&DualHalf>) =
        (xs.iter().filter(with_entry).collect(), ys.iter().filter(with_entry).collect());
    if xs.is_empty() || ys.is_empty() {
        return Err("no VOPD half has an entry".into());
    }
    let mut rng = Rng(seed);
    let mut failures = Vec::new();
    let mut lanes = 0;
    for (fixed, as_y) in xs.iter().map(|h| (h, false)).chain(ys.iter().map(|h| (h, true))) {
        for _ in 0..TRIALS {
            let other = if as_y {
                xs[(rng.next() % xs.len() as u64) as usize]
            } else {
                ys[(rng.next() % ys.len() as u64) as usize]
            };
            let (x, y) = if as_y { (other, *fixed) } else { (*fixed, other) };
            let mut before = Wave::new(0);
            for r in [4, 5, 6, 8, 10, 11] {
                before.v[r] = std::array::from_fn(|_| rng.word());
            }
            before.s[106] = rng.next() as u32;
            before.s[126] = rng.exec();
            let k = rng.word();
            let text = format!("{} :: {}", x.text(k), y.text(k));
            let simulated = match run_pair(&text, &before) {
                Ok(w) => w,
                Err(e) => {
                    failures.push(e);
                    break;
                }
            };
            let mut expected = before.clone_registers();
            let mut error = None;
            for lane in (0..32).filter(|l| before.s[126] >> l & 1 == 1) {
                for half in [x, y] {
                    let entry = &entries[&half.page.name];
                    match half.run(entry, &before, lane, k) {
                        Ok(v) => expected.v[half.dst][lane] = v as u32,
                        Err(e) => error = Some(format!("`{text}` lane {lane}: {e}")),
                    }
                }
            }
            let differs = (0..256).flat_map(|r| (0..32).map(move |l| (r, l))).find(|&(r, l)| {
                let (a, b) = (simulated.v[r][l], expected.v[r][l]);
                let float = [x, y].iter().any(|h| h.dst == r && entries[&h.page.name].float_bits("D0").is_some());
                a != b && !(float && f32::from_bits(a).is_nan() && f32::from_bits(b).is_nan())
            });
            if let Some((r, l)) = differs {
                error = Some(format!(
                    "`{text}`: v{r} lane {l} is {:#010x} by the simulator, {:#010x} by the pseudocode (v8 v6 v10 v11 {:#x} {:#x} {:#x} {:#x}, VCC {:#x})",
                    simulated.v[r][l],
                    expected.v[r][l],
                    before.v[8][l],
                    before.v[6][l],
                    before.v[10][l],
                    before.v[11][l],
                    before.s[106]
                ));
            }
            if simulated.s != expected.s || simulated.scc != expected.scc {
                error = Some(format!("`{text}`: an SGPR or SCC changed"));
            }
            if let Some(e) = error {
                failures.push(format!("{}: {e}", fixed.page.name));
                break;
            }
            lanes += 2 * before.s[126].count_ones() as usize;
        }
    }
    if failures.is_empty() {
        Ok((xs.len() + ys.len(), lanes))
    } else {
        Err(format!("{} VOPD halves differ:\n{}", failures.len(), failures.join("\n")))
    }
}

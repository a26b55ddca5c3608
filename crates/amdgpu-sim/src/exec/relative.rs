//! Moves whose register number is offset by M0 at run time: how clang
//! keeps a small private array indexed by data in registers (`-O1` and
//! up use v_movreld_b32 to write it). The offset register is reached
//! with M0 added to the register the instruction names; one past what the
//! wave has (the VGPRs its descriptor allocates, or s105) is a fault.

use super::{Decoded, Exec, Flow, Trap, R};

const M0: usize = 125;
/// s0..s105: the SGPRs every wave has on gfx10 and later.
const SGPRS: u64 = 106;

/// Which of an instruction's operands M0 offsets, and by which field of M0.
#[derive(Clone, Copy)]
enum Relative {
    /// The source, by M0.
    Source,
    /// The destination, by M0.
    Destination,
    /// Both, by M0.
    Both,
    /// Both, the source by M0[9:0] and the destination by M0[25:16].
    Split,
}

impl Relative {
    fn of(op: u32) -> Relative {
        match op & 3 {
            0 => Relative::Source,
            1 => Relative::Destination,
            2 => Relative::Both,
            _ => Relative::Split,
        }
    }

    /// The offsets of the source and the destination.
    fn offsets(self, m0: u32) -> (u32, u32) {
        match self {
            Relative::Source => (m0, 0),
            Relative::Destination => (0, m0),
            Relative::Both => (m0, m0),
            Relative::Split => (m0 & 0x3ff, m0 >> 16 & 0x3ff),
        }
    }
}

fn refused(what: String) -> Box<Trap> {
    Box::new(Trap::Refused(what))
}

/// VGPR `base` + `offset`, if the wave has it.
fn vgpr(x: &Exec, d: &Decoded, role: &str, base: u16, offset: u32) -> Result<u16, Box<Trap>> {
    let r = base as u64 + offset as u64;
    if r >= x.wave.vgprs as u64 {
        return Err(refused(format!(
            "`{}`: the {role} v{base} + M0 offset {offset} is v{r}, past the {} VGPRs the kernel allocates",
            d.mnemonic, x.wave.vgprs
        )));
    }
    Ok(r as u16)
}

/// v_movrels_b32 (0), v_movreld_b32 (1), v_movrelsd_b32 (2) and
/// v_movrelsd_2_b32 (3): the lanes of EXEC get the source, whichever
/// register each is once offset.
#[inline(always)]
pub(super) fn v_movrel(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    if f.dpp.is_some() {
        return Err(Box::new(Trap::Unsupported(format!("`{}` in its DPP form", d.mnemonic))));
    }
    let relative = Relative::of(op);
    let (from, to) = relative.offsets(x.wave.s[M0]);
    let source = match relative {
        Relative::Destination => x.row(f.src[0], f.literal),
        _ if f.src[0] < 256 => {
            return Err(refused(format!("`{}` offsets its source, which must be a VGPR", d.mnemonic)));
        }
        _ => x.wave.v[vgpr(x, d, "source", f.src[0] - 256, from)? as usize],
    };
    let destination = vgpr(x, d, "destination", f.vdst, to)?;
    x.write_row(destination, &source, x.exec_mask());
    Ok(Flow::Next)
}

/// SGPR `base` and the `count` - 1 after it, offset, if the wave has them.
fn sgpr(d: &Decoded, role: &str, base: u16, offset: u32, count: u64) -> Result<usize, Box<Trap>> {
    if base as u64 >= SGPRS {
        return Err(refused(format!("`{}` offsets its {role}, which must be an SGPR (s0-s105)", d.mnemonic)));
    }
    let r = base as u64 + offset as u64;
    if r + count > SGPRS {
        let name = |r: u64| if count == 1 { format!("s{r}") } else { format!("s[{r}:{}]", r + count - 1) };
        return Err(refused(format!(
            "`{}`: the {role} {} + M0 offset {offset} is {}, past s{}",
            d.mnemonic,
            name(base as u64),
            name(r),
            SGPRS - 1
        )));
    }
    Ok(r as usize)
}

/// s_movrels (0), s_movreld (1) and s_movrelsd_2 (3), | 4 for the 64-bit
/// forms (a register pair, offset as a whole).
#[inline(always)]
pub(super) fn s_movrel(x: &mut Exec, d: &Decoded, op: u32) -> R {
    let f = &d.fields;
    let count = if op & 4 != 0 { 2 } else { 1 };
    let relative = Relative::of(op);
    let (from, to) = relative.offsets(x.wave.s[M0]);
    let mut value = [0u32; 2];
    match relative {
        Relative::Destination if count == 2 => {
            let v = x.s64(f.src[0], f.literal);
            value = [v as u32, (v >> 32) as u32];
        }
        Relative::Destination => value[0] = x.scalar(f.src[0], f.literal),
        _ => {
            let r = sgpr(d, "source", f.src[0], from, count)?;
            value[..count as usize].copy_from_slice(&x.wave.s[r..r + count as usize]);
        }
    }
    match relative {
        Relative::Source => {
            if count == 2 {
                x.set_s64(f.sdst, value[0] as u64 | (value[1] as u64) << 32);
            } else {
                x.set_s(f.sdst, value[0]);
            }
        }
        _ => {
            let r = sgpr(d, "destination", f.sdst, to, count)?;
            x.wave.s[r..r + count as usize].copy_from_slice(&value[..count as usize]);
        }
    }
    Ok(Flow::Next)
}

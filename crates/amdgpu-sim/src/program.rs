//! A code object's `.text`, decoded once: one [`Decoded`] per instruction,
//! found by byte offset, with its operand fields read out of the encoding
//! and its semantics ([`crate::exec::Handler`]) chosen by mnemonic. Words
//! that decode as no instruction, and instructions the simulator does not
//! implement, are kept: executing one is a fault that names it.

use crate::exec::{handler, without_encoding, Handler, HostSimd};
use amdgpu::{Inst, Table};

/// The operand fields of an instruction, read once; a field the format
/// lacks reads 0.
#[derive(Clone, Debug, Default)]
pub struct Fields {
    /// Source operand codes (scalar 0..=255, VGPRs 256..=511).
    pub src: [u16; 3],
    pub vdst: u16,
    pub sdst: u16,
    pub abs: u8,
    pub neg: u8,
    pub opsel: u8,
    pub clamp: bool,
    pub omod: u8,
    /// SOPP/SOPK `simm16`, or a memory instruction's offset (signed where
    /// the format's is).
    pub imm: i64,
    pub literal: u32,
    // Memory operands.
    pub addr: u16,
    pub data: u16,
    pub data1: u16,
    pub saddr: u16,
    pub sve: bool,
    pub glc: bool,
    /// MUBUF: the address VGPRs hold an offset (`offen`) or an index
    /// (`idxen`); `lds` and `tfe` are refused at run time.
    pub offen: bool,
    pub idxen: bool,
    pub lds_or_tfe: bool,
    pub offset0: u16,
    pub offset1: u16,
    // SMEM.
    pub sbase: u16,
    pub sdata: u16,
    pub soffset: u16,
    // VOPD: the two halves' extra fields.
    pub vdst_y: u16,
    pub src0_y: u16,
    pub vsrc1_y: u16,
    /// The VOP3 (64-bit) encoding of a vector ALU opcode.
    pub e64: bool,
    /// VOPD: the X and Y component codes.
    pub dual_x: u16,
    pub dual_y: u16,
    /// DPP: the kind and the DPP dword. src0 then reads [`DPP_ROW`], which
    /// the interpreter fills with the shared lanes first.
    pub dpp: Option<(amdgpu::table::DppKind, u32)>,
    /// DPP of a true16 opcode: the DPP byte's bit 7 selects a half.
    pub dpp_true16: bool,
    /// VOP3P: which half each source's high result reads, and its negation.
    pub opsel_hi: u8,
    pub neg_hi: u8,
}

/// The VGPR index (past v255) that holds a DPP instruction's src0 as its
/// lanes see it.
pub const DPP_ROW: u16 = 256;

pub struct Decoded {
    /// Byte offset in `.text`.
    pub offset: u64,
    pub len: u64,
    /// `None`: the word decodes as no instruction.
    pub inst: Option<Inst>,
    pub mnemonic: String,
    pub fields: Fields,
    /// `None`: not implemented.
    pub handler: Option<Handler>,
    /// What the interpreter calls: the handler, or a check or the DPP lane
    /// sharing around it, or the fault of an instruction not implemented.
    pub entry: Handler,
    /// How MODE's rounding modes touch the result.
    pub rounding: RoundingUse,
    /// What the interpreter's fast loop calls: `entry`, or one that also
    /// runs the next instruction that does something (clang's 64-bit
    /// addition), standing for this instruction and the `covers` after it;
    /// effectless ones among them ([`Handler::effectless`]: waits,
    /// `s_delay_alu`, `s_clause`, `s_nop`) are counted, not run (clang's
    /// code is a quarter such instructions, and each call cost as much as
    /// a simple one).
    pub fast: Handler,
    /// At most [`MAX_COVERS`].
    pub covers: u32,
    /// How many of the instructions covered are VALU (a fused pair's second).
    pub covered_valu: u32,
}

/// The most instructions a fast entry stands for after its own, so that
/// the fast loop can stop that far short of the step limit.
pub const MAX_COVERS: u32 = 63;

/// Whether an instruction's result depends on MODE's rounding modes, and
/// whether the simulator follows them there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundingUse {
    /// No float result is rounded (integer, moves, compares, min/max, exact
    /// conversions and roundings to integral values).
    Exact,
    /// Rounded as MODE says: f32/f16/f64 add, subtract, multiply and fma.
    Followed,
    /// Rounded, and only round-to-nearest-even is modelled: under another
    /// mode the run stops at the instruction rather than guess.
    NearestOnly,
}

/// Classifies an instruction by its handler (which says whether it
/// follows MODE) and its mnemonic (a DPP form by its base's).
pub fn rounding_use(mnemonic: &str, handler: Option<Handler>) -> RoundingUse {
    if handler.is_some_and(|h| h.follows_rounding) {
        return RoundingUse::Followed;
    }
    // Exact whatever the mode: results that are not rounded floats, or
    // rounded by the instruction's own rule.
    const EXACT_PREFIXES: [&str; 25] = [
        "v_cmp",
        "v_min",
        "v_max",
        "v_med3",
        "v_pk_min",
        "v_pk_max",
        "v_mov",
        "v_cndmask",
        "v_frexp",
        "v_floor",
        "v_ceil",
        "v_trunc",
        "v_rndne",
        "v_cvt_i32_",
        "v_cvt_u32_",
        "v_cvt_i16_",
        "v_cvt_u16_",
        "v_cvt_flr_",
        "v_cvt_rpi_",
        "v_cvt_f32_f16",
        "v_cvt_f64_f32",
        "v_cvt_f64_i32",
        "v_cvt_f64_u32",
        "v_cvt_pk_rtz_",
        "v_cvt_f32_ubyte",
    ];
    let base = without_encoding(mnemonic.strip_suffix("_dpp").unwrap_or(mnemonic));
    // VOPD: each half as the plain opcode it is a form of (add, sub, subrev,
    // mul, fmac, fmaak, fmamk and mul_dx9_zero follow the mode there too).
    if let Some((x, y)) = base.split_once(" :: ") {
        let half = |h: &str| match h.strip_prefix("v_dual_") {
            Some(op) if op.ends_with("_f32") => {
                let plain = format!("v_{op}");
                rounding_use(&plain, crate::exec::handler(&plain, crate::exec::HostSimd::Baseline))
            }
            _ => RoundingUse::Exact,
        };
        return match (half(x), half(y)) {
            (RoundingUse::NearestOnly, _) | (_, RoundingUse::NearestOnly) => RoundingUse::NearestOnly,
            (RoundingUse::Followed, _) | (_, RoundingUse::Followed) => RoundingUse::Followed,
            _ => RoundingUse::Exact,
        };
    }
    let float = ["_f16", "_f32", "_f64", "bf16"].iter().any(|t| base.contains(t));
    if !base.starts_with("v_") || !float || EXACT_PREFIXES.iter().any(|p| base.starts_with(p)) {
        return RoundingUse::Exact;
    }
    RoundingUse::NearestOnly
}

pub struct Program {
    pub table: &'static Table,
    pub insts: Vec<Decoded>,
    /// Instruction index by byte offset / 4 (`u32::MAX`: not a start).
    index: Vec<u32>,
    /// What the handlers are compiled for.
    pub simd: HostSimd,
}

fn field(table: &Table, inst: &Inst, name: &str) -> u64 {
    inst.get(table, name)
}

fn fields_of(table: &Table, inst: &Inst) -> Fields {
    let format = inst.format(table);
    let f = |n: &str| field(table, inst, n) as u16;
    let signed = |n: &str| format.field(n).map_or(0, |x| x.get_signed(inst.bits));
    let mut out = Fields {
        src: [f("src0"), f("src1"), f("src2")],
        vdst: f("vdst"),
        sdst: f("sdst"),
        abs: f("abs") as u8,
        neg: f("neg") as u8,
        opsel: f("opsel") as u8,
        clamp: f("clamp") != 0,
        omod: f("omod") as u8,
        imm: 0,
        literal: inst.literal.unwrap_or(0),
        addr: f("addr"),
        data: f("data"),
        data1: f("data1"),
        saddr: f("saddr"),
        sve: f("sve") != 0,
        glc: f("glc") != 0,
        offen: f("offen") != 0,
        idxen: f("idxen") != 0,
        lds_or_tfe: f("lds") != 0 || f("tfe") != 0,
        offset0: f("offset0"),
        offset1: f("offset1"),
        sbase: f("sbase"),
        sdata: f("sdata"),
        soffset: f("soffset"),
        vdst_y: 0,
        src0_y: 0,
        vsrc1_y: 0,
        e64: matches!(format.name.as_str(), "VOP3" | "VOP3P"),
        dual_x: f("opX"),
        dual_y: f("opY"),
        dpp: None,
        dpp_true16: false,
        opsel_hi: (f("opsel_hi") | f("opsel_hi2") << 2) as u8,
        neg_hi: f("neg_hi") as u8,
    };
    match format.name.as_str() {
        "SOP1" | "SOP2" | "SOPC" => {
            out.src = [f("ssrc0"), f("ssrc1"), 0];
        }
        "SOPK" | "SOPP" => out.imm = f("simm16") as i16 as i64,
        "VOP2" | "VOPC" => out.src = [f("src0"), f("vsrc1") + 256, 0],
        "VOP1" => out.src = [f("src0"), 0, 0],
        "SMEM" => out.imm = signed("offset"),
        "DS" => {
            out.imm = f("offset") as i64;
            out.data = f("data0");
        }
        "FLAT" | "GLOBAL" | "SCRATCH" => out.imm = signed("offset"),
        // The resource is SGPRs 4 * srsrc .. + 3.
        "MUBUF" => {
            out.imm = f("offset") as i64;
            out.addr = f("vaddr");
            out.data = f("vdata");
            out.vdst = f("vdata");
            out.sbase = f("srsrc") * 4;
        }
        "VOPD" => {
            out.src = [f("src0X"), f("vsrc1X") + 256, 0];
            out.vdst = f("vdstX");
            out.src0_y = f("src0Y");
            out.vsrc1_y = f("vsrc1Y") + 256;
            out.vdst_y = amdgpu::dual::y_destination(table, inst) as u16;
        }
        _ => {}
    }
    out
}

impl Program {
    /// Decodes all of `text`, with handlers compiled for `simd`.
    pub fn new(table: &'static Table, text: &[u8], simd: HostSimd) -> Program {
        let mut insts = Vec::new();
        let mut index = vec![u32::MAX; text.len() / 4 + 1];
        let mut at = 0usize;
        while at + 4 <= text.len() {
            index[at / 4] = insts.len() as u32;
            match amdgpu::decode(table, &text[at..]) {
                Ok(inst) => {
                    let len = inst.len(table);
                    let desc = inst.desc(table);
                    let mnemonic = desc.mnemonic.clone();
                    // A DPP form runs as its base opcode, src0 read from the shared row.
                    let (fields, handler) = match (desc.dpp, amdgpu::dpp::base(table, &inst)) {
                        (Some(dpp), Some(base)) => {
                            let mut fields = fields_of(table, &base);
                            let dword = amdgpu::dpp::dword(&inst);
                            fields.src[0] = 256 + DPP_ROW;
                            if !fields.e64 && dpp.kind == amdgpu::table::DppKind::Dpp16 {
                                let bits = (dword >> 20) & 15;
                                fields.neg = ((bits & 1) | (bits >> 1 & 2)) as u8;
                                fields.abs = ((bits >> 1 & 1) | (bits >> 2 & 2)) as u8;
                            }
                            fields.dpp = Some((dpp.kind, dword));
                            // VOP3 names a half by op_sel, and its DPP byte is a whole VGPR number.
                            fields.dpp_true16 = !fields.e64
                                && table.op(dpp.base).operands.iter().any(|o| match o {
                                    amdgpu::table::OperandKind::Vector { field, class } if field == "src0" => table
                                        .classes[*class]
                                        .spell
                                        .get(256)
                                        .is_some_and(|s| s.as_deref().is_some_and(|s| s.ends_with(".l"))),
                                    _ => false,
                                });
                            (fields, handler(&table.op(dpp.base).mnemonic, simd))
                        }
                        _ => (fields_of(table, &inst), handler(&mnemonic, simd)),
                    };
                    let rounding = rounding_use(&mnemonic, handler);
                    let entry = crate::exec::entry(handler, fields.dpp.is_some(), rounding);
                    insts.push(Decoded {
                        offset: at as u64,
                        len: len as u64,
                        entry,
                        fields,
                        inst: Some(inst),
                        rounding,
                        mnemonic,
                        handler,
                        fast: entry,
                        covers: 0,
                        covered_valu: 0,
                    });
                    at += len;
                }
                Err(_) => {
                    insts.push(Decoded {
                        offset: at as u64,
                        len: 4,
                        inst: None,
                        mnemonic: String::new(),
                        fields: Fields::default(),
                        handler: None,
                        entry: crate::exec::entry(None, false, RoundingUse::Exact),
                        rounding: RoundingUse::Exact,
                        fast: crate::exec::entry(None, false, RoundingUse::Exact),
                        covers: 0,
                        covered_valu: 0,
                    });
                    at += 4;
                }
            }
        }
        // Each instruction covers the effectless ones after it.
        let mut quiet = 0;
        for d in insts.iter_mut().rev() {
            d.covers = quiet.min(MAX_COVERS);
            quiet = if d.entry.effectless { quiet + 1 } else { 0 };
        }
        // clang's 64-bit additions (every address it computes): the low
        // half's instruction runs the high half's too. (Where more than
        // MAX_COVERS effectless ones follow, `second` is one of them, and
        // there is no pair.)
        for first in 0..insts.len() {
            let second = first + 1 + insts[first].covers as usize;
            let Some(b) = insts.get(second) else { continue };
            let a = &insts[first];
            let plain = |d: &Decoded, base: &str| {
                d.fields.dpp.is_none()
                    && d.handler.is_some()
                    && d.rounding == RoundingUse::Exact
                    && without_encoding(&d.mnemonic) == base
            };
            let covers = (second - first) as u32 + b.covers;
            if plain(a, "v_add_co_u32") && plain(b, "v_add_co_ci_u32") && covers <= MAX_COVERS {
                insts[first].fast = crate::exec::add64_pair_entry(simd, second as u32);
                insts[first].covers = covers;
                insts[first].covered_valu = 1;
            }
        }
        Program { table, insts, index, simd }
    }

    /// The instruction that starts at this byte offset.
    pub fn at(&self, offset: u64) -> Option<usize> {
        if !offset.is_multiple_of(4) {
            return None;
        }
        self.index.get((offset / 4) as usize).copied().filter(|i| *i != u32::MAX).map(|i| i as usize)
    }

    /// The instruction as llvm-objdump prints it.
    pub fn text(&self, i: usize) -> String {
        let d = &self.insts[i];
        match &d.inst {
            Some(inst) => amdgpu::print(self.table, inst),
            None => "<no instruction decodes here>".to_string(),
        }
    }
}

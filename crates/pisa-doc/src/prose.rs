//! Prose semantics for the gfx1100 instructions the pseudocode of
//! [`crate::semantics`] does not describe: memory (GLOBAL, FLAT, SCRATCH,
//! DS, MUBUF, MTBUF, MIMG, SMEM, LDSDIR), exports, messages, waits,
//! branches and the other program-control instructions.
//!
//! Nothing here is a paragraph per instruction. A page's prose is made from
//! the parts of its mnemonic (operation, width, sign, d16 half, two-address
//! and stride64 forms, `_rtn`) and from the opcode table's fields for it
//! (the range of its offset, the image dimensions); each sentence is one
//! of a few templates per family. The structured [`Facts`] the sentences
//! are made from go with them (and into `pisa doc --json`), so that
//! `tests/prose.rs` can check every claim against the code that runs the
//! instruction: the counter named against the simulator's wait-count
//! classification (`amdgpu_sim::strict::footprint`), the width, sign
//! extension, d16 half, atomic operation and two-address stride against
//! the simulator's handler for the mnemonic and, for DS, against a run of
//! the handler on LDS; whether an atomic returns the value before it
//! against the opcode table's operand shapes.
//!
//! The program-control and message instructions whose behaviour is not in
//! their name's parts get one sentence each in [`CONTROL`], in this
//! project's words; the facts about them that the simulator knows (which
//! counter a message is counted under, which registers are read) are
//! checked the same way.

use amdgpu::table::{ItemStyle, Table};
use serde::Serialize;

/// What a page says in words, and the facts the words were made from.
#[derive(Clone, Debug, Serialize)]
pub struct Prose {
    /// Paragraphs, each one or a few sentences.
    pub paragraphs: Vec<String>,
    pub facts: Facts,
}

/// The claims of a page's prose, as data.
#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
pub struct Facts {
    /// `load`, `store`, `atomic`, `exchange` (lanes trade values), `sample`,
    /// `query`, `export`, `message`, `wait`, `branch`, `cache`, `sync`,
    /// `control`.
    pub kind: &'static str,
    /// The memory reached: `global`, `flat`, `scratch`, `lds`, `buffer`,
    /// `typed buffer`, `image`, `constant` (scalar loads); `None` for none.
    pub space: Option<&'static str>,
    /// Bytes read or written at each address of a lane (the element).
    pub bytes: Option<u32>,
    /// A load narrower than its register: sign-extended (`true`) or
    /// zero-extended (`false`).
    pub signed: Option<bool>,
    /// A d16 access: the `low` or `high` 16 bits of the VGPR.
    pub half: Option<&'static str>,
    /// Addresses per lane (2 for the two-address DS forms).
    pub addresses: u32,
    /// Bytes per unit of offset0 and offset1 (two-address DS forms).
    pub offset_unit: Option<u32>,
    /// The operation an atomic applies (`add`, `cmpswap`, ...), with its
    /// operand type (`u32`, `i64`, `f32`).
    pub atomic: Option<(String, String)>,
    /// Whether an atomic returns the value before it: `always`, `with glc`
    /// or `never`.
    pub returns: Option<&'static str>,
    /// The counters the instruction is counted under until it completes
    /// (`vmcnt`, `vscnt`, `lgkmcnt`, `expcnt`); for an atomic that returns
    /// with glc, those without glc.
    pub counters: Vec<&'static str>,
    /// The counters of an atomic that returns its value (glc set).
    pub counters_returning: Vec<&'static str>,
    /// Vector instructions: only the lanes EXEC holds take part.
    pub exec_masked: bool,
    /// The range of the instruction's byte offset, from the table.
    pub offset_range: Option<(i64, i64)>,
}

/// Said under prose on a page.
pub const PROSE_NOTE: &str = "Made from the parts of the mnemonic and the opcode table's fields, in this \
project's words. Tests check the counter named against the simulator's wait-count classification, and \
the width, sign extension, d16 half, atomic operation, return value and two-address stride against the \
simulator's handler where it runs the instruction.";

/// The prose of page `name`, or `None` where the page's semantics are not
/// of the kinds this module describes (ALU operations, which have or wait
/// for pseudocode).
pub fn prose(table: &Table, name: &str) -> Option<Prose> {
    let offset = offset_range(table, name);
    let mut prose = if let Some(rest) = vector_memory_prefix(name) {
        vector_memory(rest.0, rest.1, offset)?
    } else if let Some(rest) = name.strip_prefix("ds_") {
        ds(rest, offset, has_item(table, name, "gds"))?
    } else if let Some(rest) = name.strip_prefix("image_") {
        image(table, rest)?
    } else if name.starts_with("s_load_") || name.starts_with("s_buffer_load_") {
        scalar_load(name)?
    } else if name.starts_with("lds_") {
        lds_direct(name)?
    } else if name == "exp" {
        export()
    } else {
        control(name)?
    };
    prose.paragraphs.retain(|p| !p.is_empty());
    Some(prose)
}

/// The byte range the table lets a row's `offset` take.
fn offset_range(table: &Table, name: &str) -> Option<(i64, i64)> {
    let item = (0..table.ops.len())
        .map(|id| table.op(id))
        .filter(|d| d.mnemonic == name)
        .flat_map(|d| d.items.iter())
        .find(|item| item.name == "offset")?;
    let bits = item.written_bits;
    match item.style {
        ItemStyle::Signed => Some((-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)),
        ItemStyle::Unsigned => Some((0, (1i64 << bits) - 1)),
        _ => None,
    }
}

/// Whether some row of `name` takes the option `item` (`gds`, `glc`).
fn has_item(table: &Table, name: &str, item: &str) -> bool {
    (0..table.ops.len()).map(|id| table.op(id)).any(|d| d.mnemonic == name && d.items.iter().any(|i| i.name == item))
}

fn range_text(range: Option<(i64, i64)>) -> String {
    match range {
        Some((lo, hi)) if lo < 0 => format!("a signed byte offset ({lo} to {hi})"),
        Some((_, hi)) => format!("an unsigned byte offset (0 to {hi})"),
        None => "a byte offset".to_string(),
    }
}

// ---------------------------------------------------------------------------
// Data widths and types

/// A load or store's data, from the size words of its mnemonic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Data {
    bytes: u32,
    signed: Option<bool>,
    half: Option<&'static str>,
}

/// `b32`, `u8`, `i16`, `d16_b16`, `d16_hi_u8`, `u8_d16_hi` (DS), `b8_d16_hi`.
fn data(words: &str) -> Option<Data> {
    let parts: Vec<&str> = words.split('_').collect();
    let d16 = parts.contains(&"d16");
    let hi = parts.contains(&"hi");
    let ty =
        parts.iter().copied().find(|p| *p != "d16" && p.len() > 1 && p[1..].chars().all(|c| c.is_ascii_digit()))?;
    let (kind, bits) = ty.split_at(1);
    let bits: u32 = bits.parse().ok()?;
    if !matches!(bits, 8 | 16 | 32 | 64 | 96 | 128) || !matches!(kind, "b" | "u" | "i") {
        return None;
    }
    let bytes = bits / 8;
    let half = d16.then_some(if hi { "high" } else { "low" });
    // A load narrower than what it writes extends; b-types of a d16 access
    // fill their half exactly.
    let narrow = if d16 { bits < 16 } else { bits < 32 };
    let signed = match kind {
        "i" if narrow => Some(true),
        "u" if narrow => Some(false),
        _ => None,
    };
    Some(Data { bytes, signed, half })
}

fn dwords_phrase(bytes: u32) -> String {
    match bytes {
        1 => "1 byte".into(),
        2 => "2 bytes".into(),
        4 => "4 bytes (one dword)".into(),
        n => format!("{n} bytes ({} dwords, in consecutive VGPRs)", n / 4),
    }
}

/// How loaded data lands in the destination VGPR(s).
fn load_landing(d: Data, dst: &str) -> String {
    match (d.half, d.signed) {
        (Some(half), Some(signed)) => format!(
            "The byte is {} to 16 bits and written to the {half} half of {dst}; the other half keeps its value.",
            if signed { "sign-extended" } else { "zero-extended" }
        ),
        (Some(half), None) => {
            format!("The 16 bits are written to the {half} half of {dst}; the other half keeps its value.")
        }
        (None, Some(signed)) => {
            format!("The value is {} to 32 bits in {dst}.", if signed { "sign-extended" } else { "zero-extended" })
        }
        (None, None) => String::new(),
    }
}

/// What a store writes from its data VGPR(s).
fn store_source(d: Data, data: &str) -> String {
    match (d.half, d.bytes) {
        (Some("high"), 1) => format!("It writes bits 23:16 of {data} (the low byte of its high half)."),
        (Some("high"), _) => format!("It writes the high 16 bits of {data}."),
        (_, 1) => format!("It writes the low byte of {data}."),
        (_, 2) => format!("It writes the low 16 bits of {data}."),
        _ => String::new(),
    }
}

// ---------------------------------------------------------------------------
// Atomics

/// An atomic operation word and type (`add`, `u32`), with the sentence
/// saying what it stores. `mem` is the value at the address, `a` the data,
/// `b` the second data (cmpswap's compare value, mskor's OR value).
fn atomic_effect(op: &str, ty: &str, a: &str, b: &str) -> Option<String> {
    let float = ty.starts_with('f');
    let signed = ty.starts_with('i') || op.starts_with('s') && matches!(op, "smin" | "smax");
    let order = if float {
        "as floats"
    } else if signed {
        "as signed integers"
    } else {
        "as unsigned integers"
    };
    Some(match op {
        "add" if float => format!("stores MEM + {a}, a float addition"),
        "add" => format!("stores MEM + {a} (wrapping)"),
        "sub" => format!("stores MEM - {a} (wrapping)"),
        "rsub" => format!("stores {a} - MEM (wrapping)"),
        "csub" => format!("stores MEM - {a}, or 0 where {a} is larger (an unsigned subtraction clamped at 0)"),
        "min" | "smin" | "umin" => format!("stores the smaller of MEM and {a}, compared {order}"),
        "max" | "smax" | "umax" => format!("stores the larger of MEM and {a}, compared {order}"),
        "and" => format!("stores MEM AND {a}"),
        "or" => format!("stores MEM OR {a}"),
        "xor" => format!("stores MEM XOR {a}"),
        "swap" | "storexchg" => format!("stores {a}"),
        "cmpswap" | "cmpstore" => format!(
            "stores {a} where MEM equals {b}{} and leaves MEM as it is otherwise",
            if float { " (compared as floats)" } else { "" }
        ),
        "inc" => format!("stores 0 where MEM >= {a}, else MEM + 1 (unsigned: a counter that wraps at {a})"),
        "dec" => format!("stores {a} where MEM is 0 or MEM > {a}, else MEM - 1 (unsigned)"),
        "mskor" => format!("stores (MEM AND NOT {a}) OR {b}"),
        "wrap" => format!("stores MEM - {a} where MEM >= {a}, else MEM + {b}"),
        _ => return None,
    })
}

/// What [`atomic_effect`] says an integer atomic stores, as a function of
/// MEM, `a` and `b` (the bits of a `ty`-wide value): the same cases, for
/// tests to hold the words to the simulator. `None` for float operations
/// and names it does not know.
pub fn atomic_value(op: &str, ty: &str, mem: u64, a: u64, b: u64) -> Option<u64> {
    let bits = ty.get(1..)?.parse::<u32>().ok()?;
    let mask = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let (mem, a, b) = (mem & mask, a & mask, b & mask);
    let signed = |v: u64| if bits >= 64 { v as i64 } else { ((v << (64 - bits)) as i64) >> (64 - bits) };
    let is_signed = ty.starts_with('i') || matches!(op, "smin" | "smax");
    if ty.starts_with('f') {
        return None;
    }
    let value = match op {
        "add" => mem.wrapping_add(a),
        "sub" => mem.wrapping_sub(a),
        "rsub" => a.wrapping_sub(mem),
        "csub" => mem.saturating_sub(a),
        "min" | "smin" | "umin" if is_signed => signed(mem).min(signed(a)) as u64,
        "min" | "umin" => mem.min(a),
        "max" | "smax" | "umax" if is_signed => signed(mem).max(signed(a)) as u64,
        "max" | "umax" => mem.max(a),
        "and" => mem & a,
        "or" => mem | a,
        "xor" => mem ^ a,
        "swap" | "storexchg" => a,
        "cmpswap" | "cmpstore" => {
            if mem == b {
                a
            } else {
                mem
            }
        }
        "inc" => {
            if mem >= a {
                0
            } else {
                mem + 1
            }
        }
        "dec" => {
            if mem == 0 || mem > a {
                a
            } else {
                mem - 1
            }
        }
        "mskor" => (mem & !a) | b,
        "wrap" => {
            if mem >= a {
                mem - a
            } else {
                mem.wrapping_add(b)
            }
        }
        _ => return None,
    };
    Some(value & mask)
}

/// Splits `add_u32`, `cmpswap_b64`, `max_f32` into the operation and type.
fn split_atomic(rest: &str) -> Option<(&str, &str)> {
    let (op, ty) = rest.rsplit_once('_')?;
    (ty.len() >= 3 && matches!(&ty[..1], "u" | "i" | "b" | "f") && ty[1..].chars().all(|c| c.is_ascii_digit()))
        .then_some((op, ty))
}

fn type_bytes(ty: &str) -> u32 {
    ty[1..].parse::<u32>().unwrap_or(32) / 8
}

// ---------------------------------------------------------------------------
// GLOBAL, FLAT, SCRATCH, MUBUF, MTBUF

#[derive(Clone, Copy, PartialEq, Eq)]
enum Vmem {
    Global,
    Flat,
    Scratch,
    Buffer,
    Typed,
}

fn vector_memory_prefix(name: &str) -> Option<(Vmem, &str)> {
    for (prefix, kind) in [
        ("global_", Vmem::Global),
        ("flat_", Vmem::Flat),
        ("scratch_", Vmem::Scratch),
        ("buffer_", Vmem::Buffer),
        ("tbuffer_", Vmem::Typed),
    ] {
        if let Some(rest) = name.strip_prefix(prefix) {
            return Some((kind, rest));
        }
    }
    None
}

fn space_name(kind: Vmem) -> &'static str {
    match kind {
        Vmem::Global => "global",
        Vmem::Flat => "flat",
        Vmem::Scratch => "scratch",
        Vmem::Buffer => "buffer",
        Vmem::Typed => "typed buffer",
    }
}

/// The address sentence of each vector memory kind.
fn address_sentence(kind: Vmem, offset: Option<(i64, i64)>, addtid: bool) -> String {
    let off = range_text(offset);
    match kind {
        Vmem::Global if addtid => format!(
            "Address: the 64-bit base in the SGPR pair SADDR (0 with `off`) plus {off}, plus 4 times the lane's \
             id: lane i reaches the i-th dword, with no VGPR address."
        ),
        Vmem::Global => format!(
            "Address: with an SGPR pair in SADDR, its 64-bit base plus the unsigned 32-bit offset in the VGPR ADDR; \
             with SADDR `off`, the 64-bit address in the VGPR pair ADDR. The instruction's offset, {off}, is added \
             to either."
        ),
        Vmem::Flat => format!(
            "Address: the 64-bit address in the VGPR pair ADDR plus {off}. The address picks the memory for each \
             lane: one in the shared aperture reaches LDS (its low 32 bits are the LDS byte address), one in the \
             private aperture the lane's scratch memory, any other global memory (the apertures' high halves are \
             in the hardware register HW_REG_SH_MEM_BASES, read with s_getreg_b32)."
        ),
        Vmem::Scratch => format!(
            "Address: a byte offset in the lane's own private (scratch) memory: the SGPR SADDR (0 with `off`), \
             plus the VGPR ADDR where the instruction names one (0 otherwise), plus {off}. Each lane has a \
             space of its own: the same offset in two lanes reaches two different places."
        ),
        Vmem::Buffer | Vmem::Typed => format!(
            "Address: the buffer resource descriptor (V#) in the four SGPRs SRSRC gives the base address, a \
             stride and the number of records. With `offen`, VADDR holds a byte offset; with `idxen`, an index \
             that is multiplied by the stride (both: the index in VADDR, the offset in the next VGPR). The \
             address is the base plus SOFFSET plus {off} plus those. An access the descriptor's range \
             check rejects (past its number of records, as its out-of-bounds mode says) reads 0 and writes \
             nothing."
        ),
    }
}

fn counters_of(kind: Vmem, load: bool) -> Vec<&'static str> {
    let mut out = vec![if load { "vmcnt" } else { "vscnt" }];
    if kind == Vmem::Flat {
        out.push("lgkmcnt");
    }
    out
}

fn counter_sentence(counters: &[&'static str], load: bool, what: &str) -> String {
    let wait = |c: &str| match c {
        "vscnt" => "`s_waitcnt_vscnt null, N`".to_string(),
        other => format!("`s_waitcnt {other}(N)`"),
    };
    let until = if load { "until its data is in the registers" } else { "until the memory is written" };
    match counters {
        [one] => format!("Counted under {one} {until}: {what} {}.", wait(one)),
        [first, second] => format!(
            "Counted under {first} {until}, and under {second} too, as a lane may reach LDS: {what} {} and \
             `s_waitcnt {second}(0)` (LDS and memory accesses of FLAT instructions complete in no set order).",
            wait(first)
        ),
        _ => String::new(),
    }
}

const EXEC_SENTENCE: &str = "Only the lanes EXEC holds take part; the registers of the others are left as they are.";

fn vector_memory(kind: Vmem, rest: &str, offset: Option<(i64, i64)>) -> Option<Prose> {
    let space = space_name(kind);
    let memory = match kind {
        Vmem::Global => "global memory",
        Vmem::Flat => "memory (global, LDS or scratch, by address)",
        Vmem::Scratch => "the lane's scratch memory",
        Vmem::Buffer | Vmem::Typed => "the buffer",
    };
    let (dst, data_reg) = match kind {
        Vmem::Buffer | Vmem::Typed => ("VDATA", "VDATA"),
        _ => ("VDST", "DATA"),
    };
    if matches!(rest, "gl0_inv" | "gl1_inv") {
        let level = if rest == "gl0_inv" { "GL0, the first-level vector cache" } else { "GL1, the second-level cache" };
        return Some(Prose {
            paragraphs: vec![format!(
                "Invalidates {level} of the shader engine, so that later loads fetch from memory what other \
                 agents or caches wrote. It moves no data, reads no registers, and is counted under no wait \
                 counter."
            )],
            facts: Facts { kind: "cache", ..Facts::default() },
        });
    }
    let addtid = rest.contains("addtid");
    // Format conversions: buffer_load_format_xyz, tbuffer_store_d16_format_x.
    if let Some(at) = rest.find("format_") {
        let load = rest.starts_with("load");
        let channels = rest[at + 7..].len() as u32;
        let d16 = rest.contains("d16");
        let hi = rest.contains("_hi_");
        let where_format = if kind == Vmem::Typed {
            "the data and numeric format in the instruction's `format` field"
        } else {
            "the data and numeric format in the buffer resource descriptor"
        };
        let plural = |n: u32, what: &str| if n == 1 { format!("1 {what}") } else { format!("{n} {what}s") };
        let regs = if d16 {
            if hi {
                format!("the high half of {data_reg}")
            } else {
                format!("{} of {data_reg}, two 16-bit channels in each", plural(channels.div_ceil(2), "VGPR"))
            }
        } else {
            format!("{} of {data_reg}, one channel in each", plural(channels, "VGPR"))
        };
        let first = if load {
            format!(
                "Loads one element of {} per lane from {memory}, converts each channel from {where_format} to \
                 {}, and writes them to {regs}.",
                plural(channels, "channel"),
                if d16 { "a 16-bit value" } else { "a 32-bit value (float or integer, as the format says)" }
            )
        } else {
            format!(
                "Stores one element of {} per lane to {memory}, from {regs}, converting each channel to \
                 {where_format}.",
                plural(channels, "channel")
            )
        };
        let counters = counters_of(kind, load);
        return Some(Prose {
            paragraphs: vec![
                first,
                address_sentence(kind, offset, false),
                EXEC_SENTENCE.to_string(),
                counter_sentence(&counters, load, "wait with"),
            ],
            facts: Facts {
                kind: if load { "load" } else { "store" },
                space: Some(space),
                half: (d16 && hi).then_some("high"),
                addresses: 1,
                counters,
                exec_masked: true,
                offset_range: offset,
                ..Facts::default()
            },
        });
    }
    if let Some(words) = rest.strip_prefix("load_").or_else(|| rest.strip_prefix("store_")) {
        let load = rest.starts_with("load_");
        let d = data(words)?;
        let counters = counters_of(kind, load);
        let first = if load {
            format!("Loads {} per lane from {memory} into {dst}.", dwords_phrase(d.bytes))
        } else {
            format!("Stores {} per lane from {data_reg} to {memory}.", dwords_phrase(d.bytes))
        };
        let landing = if load { load_landing(d, dst) } else { store_source(d, data_reg) };
        return Some(Prose {
            paragraphs: vec![
                format!("{first} {landing}").trim().to_string(),
                address_sentence(kind, offset, addtid),
                EXEC_SENTENCE.to_string(),
                counter_sentence(
                    &counters,
                    load,
                    if load { "before reading the data, wait with" } else { "wait with" },
                ),
            ],
            facts: Facts {
                kind: if load { "load" } else { "store" },
                space: Some(space),
                bytes: Some(d.bytes),
                signed: d.signed,
                half: d.half,
                addresses: 1,
                counters,
                exec_masked: true,
                offset_range: offset,
                ..Facts::default()
            },
        });
    }
    let atomic = rest.strip_prefix("atomic_")?;
    let (op, ty) = split_atomic(atomic)?;
    let bytes = type_bytes(ty);
    let cmpswap = op == "cmpswap";
    let (a, b) = if cmpswap {
        (format!("the first half of {data_reg} (the new value)"), "its second half (the compare value)".to_string())
    } else {
        (data_reg.to_string(), String::new())
    };
    let effect = atomic_effect(op, ty, &a, &b)?;
    let returned = match kind {
        Vmem::Buffer => {
            format!("With `glc`, {data_reg} receives the value MEM had before (its first half for cmpswap).")
        }
        _ => format!("With `glc`, {dst} receives the value MEM had before; without it nothing is returned."),
    };
    let counters = counters_of(kind, false);
    let counters_returning = counters_of(kind, true);
    let count = format!(
        "Counted under {} when it returns (glc), under {} when it does not{}: wait with `s_waitcnt vmcnt(N)` \
         before reading the returned value, or `s_waitcnt_vscnt null, N` for the store to be done.",
        counters_returning[0],
        counters[0],
        if kind == Vmem::Flat { ", and under lgkmcnt as well" } else { "" }
    );
    Some(Prose {
        paragraphs: vec![
            format!(
                "Atomically reads the {bytes}-byte{} value MEM at each lane's address in {memory} and {effect}. \
                 {returned}",
                ty_phrase(ty)
            ),
            address_sentence(kind, offset, false),
            format!("{EXEC_SENTENCE} Lanes that reach the same address are applied one after another."),
            count,
        ],
        facts: Facts {
            kind: "atomic",
            space: Some(space),
            bytes: Some(bytes),
            addresses: 1,
            atomic: Some((op.to_string(), ty.to_string())),
            returns: Some("with glc"),
            counters,
            counters_returning,
            exec_masked: true,
            offset_range: offset,
            ..Facts::default()
        },
    })
}

/// ` float`, ` signed`, ` unsigned` or nothing, after "the 4-byte".
fn ty_phrase(ty: &str) -> &'static str {
    match &ty[..1] {
        "f" => " float",
        "i" => " signed",
        "u" => " unsigned",
        _ => "",
    }
}

// ---------------------------------------------------------------------------
// DS

const LDS_WAIT: &str = "Counted under lgkmcnt until it completes; DS operations of a wave complete in order, so \
`s_waitcnt lgkmcnt(N)` waits for all but the last N (but scalar memory loads, counted there too, complete in \
any order).";

fn ds_address(offset: Option<(i64, i64)>, gds: bool) -> String {
    format!("Address: the LDS byte address in the VGPR ADDR plus {}.{}", range_text(offset), gds_text(gds))
}

fn gds_text(gds: bool) -> &'static str {
    if gds {
        " With `gds`, the global data share instead of LDS (its base and size come from M0)."
    } else {
        ""
    }
}

fn ds(rest: &str, offset: Option<(i64, i64)>, gds: bool) -> Option<Prose> {
    let lds = Some("lds");
    let mut facts = Facts {
        space: lds,
        addresses: 1,
        counters: vec!["lgkmcnt"],
        exec_masked: true,
        offset_range: offset,
        ..Facts::default()
    };
    let mut paragraphs: Vec<String> = Vec::new();
    let exec_line = EXEC_SENTENCE.to_string();
    // Lane exchanges through the LDS hardware, touching no LDS memory.
    match rest {
        "bpermute_b32" | "permute_b32" | "swizzle_b32" => {
            facts.kind = "exchange";
            facts.space = None;
            facts.offset_range = None;
            facts.bytes = Some(4);
            let first = match rest {
                "bpermute_b32" => {
                    "Each lane reads DATA0 of another lane of the wave: the lane whose number is \
                    ((ADDR + offset) / 4) mod 32, so ADDR holds a byte address, four per lane. A lane that reads \
                    a lane EXEC leaves out gets 0. The result goes to VDST."
                }
                "permute_b32" => {
                    "Each lane writes its DATA0 to another lane of the wave: to VDST of the lane whose \
                    number is ((ADDR + offset) / 4) mod 32 (ADDR holds a byte address, four per lane). Where two \
                    lanes name the same one, one of them wins."
                }
                _ => {
                    "Each lane reads the VGPR ADDR of another lane, the one the offset's pattern names: a \
                    bit-mask pattern (offset below 0x8000: lane ((i AND and_mask) OR or_mask) XOR xor_mask, \
                    within groups of 32), a quad permutation (0x8000 to 0x80ff: a lane of the same four, \
                    two bits of the offset per lane), a rotation of the 32 lanes (0xc000 to 0xdfff: direction in \
                    bit 10, amount in bits 9:5) or the FFT pattern of bits 4:0 (from 0xe000). A lane read from \
                    outside EXEC gives 0. The result goes \
                    to VDST. Written `offset:swizzle(...)`."
                }
            };
            paragraphs.push(first.to_string());
            paragraphs.push(format!(
                "{exec_line} No LDS memory is read or written, but the exchange goes through the LDS unit: \
                 counted under lgkmcnt; wait with `s_waitcnt lgkmcnt(0)` before reading VDST."
            ));
            return Some(Prose { paragraphs, facts });
        }
        "nop" => {
            facts.kind = "control";
            facts.space = None;
            facts.exec_masked = false;
            facts.offset_range = None;
            paragraphs.push("Does nothing, through the LDS unit: no memory access and no register change.".into());
            paragraphs.push("Counted under lgkmcnt like any DS instruction.".into());
            return Some(Prose { paragraphs, facts });
        }
        "append" | "consume" => {
            facts.kind = "atomic";
            facts.bytes = Some(4);
            facts.returns = Some("always");
            facts.atomic = Some((if rest == "append" { "add" } else { "sub" }.to_string(), "u32".into()));
            facts.exec_masked = true;
            paragraphs.push(format!(
                "{} a 32-bit counter in LDS (or GDS with `gds`) by the number of lanes EXEC holds, and \
                 returns the counter's value before that to VDST of the active lanes: with v_mbcnt, each lane \
                 finds its own slot of a buffer being {}. The counter's address comes from M0 plus the offset, \
                 {}, not from a VGPR.",
                if rest == "append" { "Atomically increases" } else { "Atomically decreases" },
                if rest == "append" { "filled" } else { "drained" },
                range_text(offset)
            ));
            paragraphs.push(LDS_WAIT.to_string());
            return Some(Prose { paragraphs, facts });
        }
        "ordered_count" => {
            facts.kind = "atomic";
            facts.offset_range = None;
            facts.exec_masked = false;
            facts.returns = Some("always");
            paragraphs.push(
                "An ordered append for the graphics pipeline: adds to a counter of the global data share in \
                 the order the waves were created, as M0 and the offset select, and returns the counter's \
                 value before to VDST."
                    .into(),
            );
            paragraphs.push(LDS_WAIT.to_string());
            return Some(Prose { paragraphs, facts });
        }
        "add_gs_reg_rtn" | "sub_gs_reg_rtn" => {
            facts.kind = "atomic";
            facts.space = None;
            facts.exec_masked = false;
            facts.offset_range = None;
            facts.returns = Some("always");
            facts.atomic = Some((if rest.starts_with("add") { "add" } else { "sub" }.to_string(), "u32".into()));
            paragraphs.push(format!(
                "Atomically {} DATA0 {} one of the geometry-shader registers of the GDS hardware (the offset \
                 names which), returning its value before to VDST. It reaches no LDS memory.",
                if rest.starts_with("add") { "adds" } else { "subtracts" },
                if rest.starts_with("add") { "to" } else { "from" }
            ));
            paragraphs.push(LDS_WAIT.to_string());
            return Some(Prose { paragraphs, facts });
        }
        "bvh_stack_rtn_b32" => {
            facts.kind = "atomic";
            facts.offset_range = None;
            facts.bytes = Some(4);
            paragraphs.push(
                "Pushes and pops the per-lane stack of a ray-tracing BVH traversal kept in LDS: ADDR holds the \
                 lane's stack address and position, DATA0 the last visited node and DATA1 the new child nodes \
                 from image_bvh_intersect_ray. VDST receives the next node to visit, and ADDR the updated stack \
                 address."
                    .into(),
            );
            paragraphs.push(format!("{exec_line} {LDS_WAIT}"));
            return Some(Prose { paragraphs, facts });
        }
        "condxchg32_rtn_b64" => {
            facts.kind = "atomic";
            facts.returns = Some("always");
            facts.bytes = Some(8);
            paragraphs.push(
                "Atomically and conditionally replaces each of the two 32-bit halves of the 64-bit value at \
                 the address with the matching half of DATA0, where DATA0's flag bit for that half says so, \
                 and returns the 64-bit value before to VDST."
                    .into(),
            );
            paragraphs.push(ds_address(offset, gds));
            paragraphs.push(format!("{exec_line} {LDS_WAIT}"));
            return Some(Prose { paragraphs, facts });
        }
        _ => {}
    }
    if let Some(gws) = rest.strip_prefix("gws_") {
        facts.kind = "sync";
        facts.space = None;
        facts.exec_masked = false;
        facts.offset_range = None;
        let what = match gws {
            "init" => {
                "Sets up a global wave sync (GWS) resource: a barrier or semaphore shared by waves across \
                 the device, with its count from DATA0 of the first active lane."
            }
            "barrier" => {
                "Waits at a global wave sync (GWS) barrier until as many waves as it was set up for \
                 have arrived."
            }
            "sema_v" => "Signals a global wave sync (GWS) semaphore: adds 1 to its count.",
            "sema_p" => {
                "Waits on a global wave sync (GWS) semaphore until its count is above 0, then takes 1 \
                 from it."
            }
            "sema_br" => {
                "Releases a global wave sync (GWS) semaphore in bulk: adds the count in DATA0 of the \
                 first active lane."
            }
            "sema_release_all" => "Releases every wave waiting on a global wave sync (GWS) semaphore.",
            _ => return None,
        };
        paragraphs.push(format!(
            "{what} The resource is chosen by M0 and the offset; the instruction runs once for the wave."
        ));
        paragraphs.push("Counted under lgkmcnt: wait with `s_waitcnt lgkmcnt(0)` for it to be done.".into());
        return Some(Prose { paragraphs, facts });
    }
    let addtid = rest.contains("addtid");
    if let Some(words) = rest.strip_prefix("load_").or_else(|| rest.strip_prefix("store_")) {
        let load = rest.starts_with("load_");
        let (two, stride64) = (words.starts_with("2addr"), words.contains("stride64"));
        let d = data(words)?;
        facts.kind = if load { "load" } else { "store" };
        facts.bytes = Some(d.bytes);
        facts.signed = d.signed;
        facts.half = d.half;
        let dst = "VDST";
        if two {
            let unit = d.bytes * if stride64 { 64 } else { 1 };
            facts.addresses = 2;
            facts.offset_unit = Some(unit);
            paragraphs.push(if load {
                format!(
                    "Loads two {}-byte values per lane from LDS: the first from ADDR + offset0 × {unit}, the \
                     second from ADDR + offset1 × {unit}, into consecutive VGPRs of VDST (the first value's, \
                     then the second's).",
                    d.bytes
                )
            } else {
                format!(
                    "Stores two {}-byte values per lane to LDS: DATA0 to ADDR + offset0 × {unit} and DATA1 to \
                     ADDR + offset1 × {unit}.",
                    d.bytes
                )
            });
            paragraphs.push(format!(
                "ADDR holds a byte address; offset0 and offset1 are unsigned 8-bit counts of {} ({unit} \
                 bytes each){}.{}",
                if stride64 { "64 elements" } else { "elements" },
                if stride64 { ", so that two rows 64 elements apart take one instruction" } else { "" },
                gds_text(gds)
            ));
        } else {
            paragraphs.push(if load {
                format!("Loads {} per lane from LDS into {dst}. {}", dwords_phrase(d.bytes), load_landing(d, dst))
            } else {
                format!("Stores {} per lane from DATA0 to LDS. {}", dwords_phrase(d.bytes), store_source(d, "DATA0"))
            });
            paragraphs.push(if addtid {
                format!(
                    "Address: from M0 and the offset ({}), plus 4 times the lane's id: lane i reaches the \
                     i-th dword, with no VGPR address.",
                    range_text(offset)
                )
            } else {
                ds_address(offset, gds)
            });
        }
        paragraphs.push(format!("{exec_line} {LDS_WAIT}{}", if load { " Wait before reading VDST." } else { "" }));
        return Some(Prose { paragraphs, facts });
    }
    // Atomics: OP[_rtn]_TY, storexchg[_2addr[_stride64]]_rtn_TY.
    let (core, rtn) = match rest.split_once("_rtn_") {
        Some((op, ty)) => (format!("{op}_{ty}"), true),
        None => (rest.to_string(), false),
    };
    let (op, ty) = split_atomic(&core)?;
    let (op, two, stride64) = match op.strip_prefix("storexchg_2addr") {
        Some(more) => ("storexchg", true, more.contains("stride64")),
        None => (op, false, false),
    };
    let bytes = type_bytes(ty);
    facts.kind = "atomic";
    facts.bytes = Some(bytes);
    facts.atomic = Some((op.to_string(), ty.to_string()));
    facts.returns = Some(if rtn { "always" } else { "never" });
    let returned = if rtn {
        "VDST receives the value MEM had before."
    } else {
        "Nothing is returned (the `_rtn` form returns the value before)."
    };
    if two {
        let unit = bytes * if stride64 { 64 } else { 1 };
        facts.addresses = 2;
        facts.offset_unit = Some(unit);
        paragraphs.push(format!(
            "Atomically exchanges two {bytes}-byte values per lane in LDS: DATA0 is stored at ADDR + offset0 × \
             {unit} and DATA1 at ADDR + offset1 × {unit}; VDST receives the two values before, in consecutive \
             VGPRs."
        ));
    } else {
        let (a, b) = ("DATA0", "DATA1");
        let effect = atomic_effect(op, ty, a, b)?;
        paragraphs.push(format!(
            "Atomically reads the {bytes}-byte{} value MEM at each lane's LDS address and {effect}. {returned}",
            ty_phrase(ty)
        ));
        paragraphs.push(ds_address(offset, gds));
    }
    paragraphs.push(format!("{exec_line} Lanes that reach the same address are applied one after another. {LDS_WAIT}"));
    Some(Prose { paragraphs, facts })
}

// ---------------------------------------------------------------------------
// MIMG

fn image(table: &Table, rest: &str) -> Option<Prose> {
    let dims: Vec<String> = table.image_dims.iter().flatten().cloned().collect();
    let dim_sentence = format!(
        "`dim` says the resource's shape ({}) and so how many address VGPRs VADDR takes; with `a16` two 16-bit \
         address components share a VGPR. SRSRC holds the image descriptor (eight SGPRs, four with `r128`).",
        dims.join(", ")
    );
    let mut facts = Facts { space: Some("image"), addresses: 1, exec_masked: true, ..Facts::default() };
    let mut paragraphs = Vec::new();
    if let Some(op) = rest.strip_prefix("atomic_") {
        let ty = match op {
            "smin" | "smax" => "i32",
            "umin" | "umax" | "inc" | "dec" => "u32",
            "add" | "sub" => "u32",
            _ => "b32",
        };
        let a = if op == "cmpswap" { "the first data VGPR (the new value)" } else { "VDATA" };
        let effect = atomic_effect(op, ty, a, "the second (the compare value)")?;
        facts.kind = "atomic";
        facts.atomic = Some((op.to_string(), ty.to_string()));
        facts.returns = Some("with glc");
        facts.counters = vec!["vscnt"];
        facts.counters_returning = vec!["vmcnt"];
        paragraphs.push(format!(
            "Atomically reads the value MEM of the texel at each lane's coordinates and {effect}. dmask says the \
             width: 0x1 for 32 bits, 0x3 for 64 bits (or for a 32-bit cmpswap's pair). With `glc`, VDATA \
             receives the value before."
        ));
        paragraphs.push(dim_sentence);
        paragraphs.push(EXEC_SENTENCE.to_string());
        paragraphs.push(
            "Counted under vmcnt when it returns (glc), under vscnt when it does not: wait with `s_waitcnt \
             vmcnt(N)` before reading VDATA."
                .into(),
        );
        return Some(Prose { paragraphs, facts });
    }
    if rest.starts_with("store") {
        facts.kind = "store";
        facts.counters = vec!["vscnt"];
        let mip = if rest.contains("mip") { " at the mip level in the last address VGPR" } else { "" };
        let pck = if rest.contains("pck") {
            " as raw bits, with no conversion to the image's format"
        } else {
            ", converted to the image's format"
        };
        paragraphs.push(format!(
            "Writes one texel per lane at the coordinates in VADDR{mip}: the channels dmask selects, from \
             consecutive VGPRs of VDATA (one per channel, or two 16-bit channels per VGPR with `d16`){pck}."
        ));
        paragraphs.push(dim_sentence);
        paragraphs.push(EXEC_SENTENCE.to_string());
        paragraphs.push("Counted under vscnt until written: wait with `s_waitcnt_vscnt null, N`.".into());
        return Some(Prose { paragraphs, facts });
    }
    facts.counters = vec!["vmcnt"];
    if rest.starts_with("bvh") {
        facts.kind = "query";
        paragraphs.push(format!(
            "Tests a ray against one node of a bounding volume hierarchy for ray tracing: VADDR holds the \
             node's {}-bit address, the ray's extent, origin, direction and inverse direction (16-bit \
             components with `a16`); SRSRC the BVH descriptor. VDATA receives four dwords: the child nodes \
             to visit, nearest first, or a triangle hit's distance and barycentrics.",
            if rest.starts_with("bvh64") { 64 } else { 32 }
        ));
        paragraphs.push(EXEC_SENTENCE.to_string());
        paragraphs.push("Counted under vmcnt: wait with `s_waitcnt vmcnt(N)` before reading VDATA.".into());
        return Some(Prose { paragraphs, facts });
    }
    if rest == "get_resinfo" {
        facts.kind = "query";
        paragraphs.push(
            "Returns facts of the image resource rather than texels: its width, height, depth (or layers) and \
             number of mip levels for the mip level in VADDR, the ones dmask selects, in consecutive VGPRs \
             of VDATA."
                .into(),
        );
    } else if rest == "get_lod" {
        facts.kind = "query";
        paragraphs.push(
            "Returns the level of detail a sample at the coordinates in VADDR would use (the clamped and the \
             unclamped value), from the derivatives of the coordinates between the lanes of a quad, with the \
             sampler in SSAMP; dmask selects which of the two go to VDATA."
                .into(),
        );
    } else if let Some(variant) = rest.strip_prefix("sample").or_else(|| rest.strip_prefix("gather4")) {
        let gather = rest.starts_with("gather4");
        facts.kind = "sample";
        let parts: Vec<&str> = variant.split('_').filter(|p| !p.is_empty()).collect();
        let words: Vec<&str> = parts.iter().filter_map(|p| sample_word(p)).collect();
        let first = if gather {
            if variant.starts_with('h') {
                "Gathers four horizontally adjacent texels for each lane without filtering them: the channel \
                 dmask selects (one bit) of each, to four VGPRs of VDATA."
                    .to_string()
            } else {
                "Gathers the four texels that bilinear filtering at the coordinates in VADDR would use, without \
                 filtering them: the one channel dmask selects (one bit), from each of the four, to four VGPRs of \
                 VDATA."
                    .to_string()
            }
        } else {
            "Samples the image at the coordinates in VADDR through the sampler in SSAMP (filtering, addressing \
             and level of detail as the sampler says) and writes the channels dmask selects to consecutive \
             VGPRs of VDATA, one per channel (two 16-bit channels per VGPR with `d16`)."
                .to_string()
        };
        paragraphs.push(if words.is_empty() {
            first
        } else {
            format!("{first} Its suffixes add, in VADDR before the coordinates: {}.", words.join("; "))
        });
    } else if let Some(variant) = rest.strip_prefix("load") {
        facts.kind = "load";
        let mip = variant.contains("mip");
        let pck = variant.contains("pck");
        paragraphs.push(format!(
            "Reads the texel at the integer coordinates in VADDR{}, with no sampler and no filtering, and \
             writes the channels dmask selects to consecutive VGPRs of VDATA{}.",
            if mip { " at the mip level in the last address VGPR" } else { "" },
            if pck {
                if variant.contains("sgn") {
                    ": raw bits, without conversion from the image's format, sign-extended"
                } else {
                    ": raw bits, without conversion from the image's format"
                }
            } else {
                ", converted from the image's format (two 16-bit channels per VGPR with `d16`)"
            }
        ));
    } else if rest == "msaa_load" {
        facts.kind = "load";
        paragraphs.push(
            "Reads samples of a multisampled image at the integer coordinates and sample number in VADDR, with \
             no sampler: the channel dmask selects, from four samples, to four VGPRs of VDATA."
                .into(),
        );
    } else {
        return None;
    }
    paragraphs.push(dim_sentence);
    paragraphs.push(EXEC_SENTENCE.to_string());
    paragraphs.push("Counted under vmcnt: wait with `s_waitcnt vmcnt(N)` before reading VDATA.".into());
    Some(Prose { paragraphs, facts })
}

/// What a sample or gather suffix adds.
fn sample_word(part: &str) -> Option<&'static str> {
    Some(match part {
        "b" => "`b`, a bias added to the level of detail",
        "c" => "`c`, a depth value each texel is compared with (the result is the comparison's)",
        "d" => "`d`, the derivatives of the coordinates, given rather than taken from the quad",
        "g16" => "`g16`, those derivatives as 16-bit values",
        "l" => "`l`, an explicit level of detail",
        "lz" => "`lz`, level of detail 0 (no VGPR for it)",
        "cl" => "`cl`, a clamp on the level of detail",
        "o" => "`o`, texel offsets added to the coordinates",
        _ => return None,
    })
}

// ---------------------------------------------------------------------------
// SMEM, LDSDIR, EXP

fn scalar_load(name: &str) -> Option<Prose> {
    let buffer = name.starts_with("s_buffer_load_");
    let bits: u32 = name.rsplit_once("_b")?.1.parse().ok()?;
    let dwords = bits / 32;
    let base = if buffer {
        "the base address in the buffer descriptor held by the four SGPRs SBASE"
    } else {
        "the 64-bit address in the SGPR pair SBASE"
    };
    let bounds = if buffer { " A dword past the records the descriptor allows reads as 0." } else { "" };
    Some(Prose {
        paragraphs: vec![
            format!(
                "Loads {} ({} bytes) through the scalar data cache into consecutive SGPRs of SDATA, once for the \
                 wave: EXEC plays no part.",
                if dwords == 1 { "1 dword".to_string() } else { format!("{dwords} dwords") },
                bits / 8
            ),
            format!(
                "Address: {base}, plus the offset: an immediate byte offset (a 21-bit field), an SGPR \
                 (SOFFSET), or both. The low two bits of the address are ignored (dword alignment).{bounds}"
            ),
            "Counted under lgkmcnt until the SGPRs are written. Scalar loads complete in any order, so only \
             `s_waitcnt lgkmcnt(0)` makes sure of one."
                .into(),
        ],
        facts: Facts {
            kind: "load",
            space: Some("constant"),
            bytes: Some(bits / 8),
            addresses: 1,
            counters: vec!["lgkmcnt"],
            exec_masked: false,
            ..Facts::default()
        },
    })
}

fn lds_direct(name: &str) -> Option<Prose> {
    let first = match name {
        "lds_param_load" => {
            "Loads one channel of a vertex attribute (ATTR: the attribute and channel) for pixel shading from \
             LDS, where the hardware put the vertices' parameters: \
             the lanes of each quad receive the values of its primitive's vertices, which v_interp_p10_f32 and \
             v_interp_p2_f32 then read across the quad. M0 holds the LDS address of the primitive's parameters."
        }
        "lds_direct_load" => {
            "Loads one dword (or a smaller value, as M0's data-type bits say) from LDS at the address in M0's \
             low 16 bits, and writes it to VDST of every active lane."
        }
        _ => return None,
    };
    Some(Prose {
        paragraphs: vec![
            first.to_string(),
            "`wait_vdst` makes the instruction wait until at most that many VALU writes of VGPRs are \
             outstanding, so that a register it overwrites is no longer being read."
                .into(),
            format!("{EXEC_SENTENCE} Counted under expcnt: wait with `s_waitcnt expcnt(N)` before reading VDST."),
        ],
        facts: Facts {
            kind: "load",
            space: Some("lds"),
            bytes: Some(4),
            addresses: 1,
            counters: vec!["expcnt"],
            exec_masked: true,
            ..Facts::default()
        },
    })
}

fn export() -> Prose {
    Prose {
        paragraphs: vec![
            "Sends up to four VGPRs per lane (VSRC0 to VSRC3, those `en` enables; the others are written `off`) \
             out of the shader to the target it names: a colour render target (mrt0 to mrt7), depth (mrtz), \
             a position (pos0 to pos4), a primitive or a parameter. EXEC says which lanes' values are valid; \
             `done` marks the last export of its kind, and `row_en` a row export, which reads M0 too."
                .into(),
            "Counted under expcnt until the VGPRs have been read: wait with `s_waitcnt expcnt(N)` before writing \
             them again."
                .into(),
        ],
        facts: Facts { kind: "export", addresses: 0, counters: vec!["expcnt"], exec_masked: true, ..Facts::default() },
    }
}

// ---------------------------------------------------------------------------
// Program control and messages

/// The instructions whose meaning is not in their name's parts: one
/// description each, with its kind and the counter it is counted under.
pub const CONTROL: &[(&str, &str, &str, &str)] = &[
    // (name, kind, counter or "", what it does)
    (
        "s_sendmsg",
        "message",
        "lgkmcnt",
        "Sends a message to the hardware outside the shader: the immediate names it (sendmsg(MSG_..., ...): \
         an interrupt, a geometry-shader event, MSG_DEALLOC_VGPRS to release the wave's VGPRs before it ends); \
         some messages take data from M0, which is read.",
    ),
    (
        "s_sendmsghalt",
        "message",
        "lgkmcnt",
        "Sends a message as s_sendmsg does (the immediate names it; M0 may carry data), then halts the wave \
         until the host or debugger resumes it.",
    ),
    (
        "s_sendmsg_rtn_b32",
        "message",
        "lgkmcnt",
        "Sends a message that returns a value (the immediate names it: MSG_RTN_GET_DOORBELL, \
         MSG_RTN_GET_DDID, MSG_RTN_GET_TMA, MSG_RTN_GET_REALTIME, MSG_RTN_SAVE_WAVE, MSG_RTN_GET_TBA) and \
         writes the 32-bit answer to the SGPR SDST.",
    ),
    (
        "s_sendmsg_rtn_b64",
        "message",
        "lgkmcnt",
        "Sends a message that returns a value, as s_sendmsg_rtn_b32 does, and writes the 64-bit answer to the \
         SGPR pair SDST.",
    ),
    (
        "s_ttracedata",
        "message",
        "",
        "Sends the value of M0 to the thread trace, for a profiler to see; without tracing it does nothing.",
    ),
    (
        "s_ttracedata_imm",
        "message",
        "",
        "Sends its 16-bit immediate to the thread trace, for a profiler to see; without tracing it does nothing.",
    ),
    (
        "s_waitcnt",
        "wait",
        "",
        "Waits until each counter the immediate bounds is at or below its bound: vmcnt in bits 15:10, lgkmcnt \
         in bits 9:4, expcnt in bits 2:0 (written vmcnt(N) expcnt(N) lgkmcnt(N)); a field at its largest value \
         (63, 63, 7) does not wait on that counter. vscnt has an instruction of its own, s_waitcnt_vscnt. \
         Each page of a memory instruction says the counter it is counted under.",
    ),
    (
        "s_waitcnt_vscnt",
        "wait",
        "",
        "Waits until the count of outstanding vector memory stores (and atomics that return nothing) is at or \
         below the immediate; LLVM writes the SGPR operand as `null`. `s_waitcnt_vscnt null, 0` waits for \
         every store.",
    ),
    (
        "s_waitcnt_vmcnt",
        "wait",
        "",
        "Waits until the count of outstanding vector memory loads (and atomics that return, samples) is at or \
         below the immediate, as the vmcnt field of s_waitcnt does; LLVM writes the SGPR operand as `null`.",
    ),
    (
        "s_waitcnt_lgkmcnt",
        "wait",
        "",
        "Waits until the count of outstanding LDS, GDS, scalar memory and message operations is at or below the \
         immediate, as the lgkmcnt field of s_waitcnt does; LLVM writes the SGPR operand as `null`.",
    ),
    (
        "s_waitcnt_expcnt",
        "wait",
        "",
        "Waits until the count of outstanding exports and LDS parameter loads is at or below the immediate, as \
         the expcnt field of s_waitcnt does; LLVM writes the SGPR operand as `null`.",
    ),
    (
        "s_waitcnt_depctr",
        "wait",
        "",
        "Waits on the hardware's dependency counters (va_vdst, va_sdst, va_vcc, sa_sdst, vm_vsrc, ...): \
         until the VALU, SALU or memory writes the immediate's fields name are at or below their bounds. \
         It resolves hazards, not memory ordering.",
    ),
    (
        "s_wait_event",
        "wait",
        "",
        "Waits until the event its immediate names has happened (on gfx11: the export space a pixel shader \
         needs is ready), or returns at once when there is nothing to wait for.",
    ),
    (
        "s_wait_idle",
        "wait",
        "",
        "Waits until every operation the wave has issued has completed, whatever counter it is under.",
    ),
    (
        "s_barrier",
        "sync",
        "",
        "Waits until every wave of the workgroup has reached an s_barrier. It does not wait for memory: to \
         make a wave's stores visible to the others after it, wait for them first (`s_waitcnt_vscnt null, 0` \
         for global memory, `s_waitcnt lgkmcnt(0)` for LDS).",
    ),
    ("s_endpgm", "branch", "", "Ends the wave. Its registers are released; stores it issued still complete."),
    (
        "s_endpgm_saved",
        "branch",
        "",
        "Ends a wave whose state has been saved (by the trap handler's context save), releasing it.",
    ),
    (
        "s_endpgm_ordered_ps_done",
        "branch",
        "",
        "Ends a pixel-shader wave and signals, in order, that it is done (for ordered pixel shading).",
    ),
    (
        "s_code_end",
        "control",
        "",
        "Marks the end of the code: LLVM pads after the last function with it so that instruction prefetch \
         reads no data. It is never meant to run.",
    ),
    (
        "s_trap",
        "branch",
        "",
        "Enters the trap handler with the trap number in its immediate: the handler's address comes from the \
         TBA register, and the address of the next instruction is saved for s_rfe_b64.",
    ),
    (
        "s_rfe_b64",
        "branch",
        "",
        "Returns from the trap handler to the address in the SGPR pair SRC0, leaving trap mode.",
    ),
    (
        "s_call_b64",
        "branch",
        "",
        "Calls: writes the address of the next instruction to the SGPR pair SDST, then jumps by the signed \
         16-bit immediate, counted in dwords from the next instruction.",
    ),
    (
        "s_cbranch_cdbgsys",
        "branch",
        "",
        "Jumps by the signed 16-bit immediate (in dwords from the next instruction) where the debugger's \
         system flag is set.",
    ),
    (
        "s_cbranch_cdbguser",
        "branch",
        "",
        "Jumps by the signed 16-bit immediate (in dwords from the next instruction) where the debugger's user \
         flag is set.",
    ),
    (
        "s_cbranch_cdbgsys_or_user",
        "branch",
        "",
        "Jumps by the signed 16-bit immediate (in dwords from the next instruction) where the debugger's system \
         flag or its user flag is set.",
    ),
    (
        "s_cbranch_cdbgsys_and_user",
        "branch",
        "",
        "Jumps by the signed 16-bit immediate (in dwords from the next instruction) where both the debugger's \
         system and user flags are set.",
    ),
    (
        "s_subvector_loop_begin",
        "branch",
        "",
        "Begins a subvector loop, which runs its body for each 32-lane half of a wave64 wave in turn, keeping \
         EXEC in the SGPR SDST; the immediate is the distance to the loop's end.",
    ),
    (
        "s_subvector_loop_end",
        "branch",
        "",
        "Ends a subvector loop: jumps back by the immediate to run the body for the next 32-lane half of a \
         wave64 wave, and restores EXEC from the SGPR SDST after the last.",
    ),
    (
        "s_clause",
        "control",
        "",
        "Tells the hardware that the next instructions, as many as its immediate says (plus one), are memory \
         instructions of one kind to issue together, without others interleaved. A hint: no register \
         changes.",
    ),
    (
        "s_delay_alu",
        "control",
        "",
        "Tells the hardware which earlier VALU or transcendental result the next VALU instructions depend on, \
         so that it can stall no longer than needed. A hint: no register changes.",
    ),
    (
        "s_setprio",
        "control",
        "",
        "Sets the wave's priority for instruction issue to the low two bits of its immediate.",
    ),
    (
        "s_sleep",
        "control",
        "",
        "Puts the wave to sleep for about 64 × the immediate's low seven bits clock cycles (or until \
         s_wakeup).",
    ),
    ("s_wakeup", "control", "", "Wakes the waves of the workgroup that are sleeping in s_sleep."),
    (
        "s_sethalt",
        "control",
        "",
        "Halts the wave (bit 0 of the immediate set) or lets it run on (clear); a halted wave waits for the \
         host or debugger.",
    ),
    (
        "s_setkill",
        "control",
        "",
        "Sets the wave's kill flag from bit 0 of its immediate (for debugging how waves are killed).",
    ),
    ("s_incperflevel", "control", "", "Increments the performance counters' level by the immediate, for profiling."),
    ("s_decperflevel", "control", "", "Decrements the performance counters' level by the immediate, for profiling."),
    (
        "s_icache_inv",
        "cache",
        "",
        "Invalidates the instruction cache, for code that has been written since it was fetched.",
    ),
    (
        "s_set_inst_prefetch_distance",
        "control",
        "",
        "Sets how far ahead the hardware prefetches instructions, from the immediate. A hint: no register \
         changes.",
    ),
    (
        "s_version",
        "control",
        "",
        "Does nothing: its immediate records the ISA version the code was written for, for tools.",
    ),
    (
        "s_dcache_inv",
        "cache",
        "lgkmcnt",
        "Invalidates the scalar data cache, so that later scalar loads fetch from memory.",
    ),
    (
        "s_gl1_inv",
        "cache",
        "lgkmcnt",
        "Invalidates GL1, the second-level cache, so that later loads fetch from memory.",
    ),
    (
        "s_atc_probe",
        "cache",
        "lgkmcnt",
        "Probes the address translation cache for the 64-bit address in the SGPR pair SBASE plus the offset, \
         to warm it; nothing is loaded into registers.",
    ),
    (
        "s_atc_probe_buffer",
        "cache",
        "lgkmcnt",
        "Probes the address translation cache for an address of the buffer whose descriptor is in the SGPRs \
         SBASE, plus the offset; nothing is loaded into registers.",
    ),
];

fn control(name: &str) -> Option<Prose> {
    let (_, kind, counter, text) = CONTROL.iter().find(|(n, ..)| *n == name)?;
    let mut paragraphs = vec![text.to_string()];
    let counters: Vec<&'static str> = if counter.is_empty() { Vec::new() } else { vec![*counter] };
    if let Some(c) = counters.first() {
        paragraphs.push(format!("Counted under {c} until it completes: wait with `s_waitcnt {c}(0)`."));
    }
    if name.starts_with("s_") && *kind != "wait" && *kind != "sync" {
        paragraphs.push("It runs once for the wave: EXEC plays no part.".into());
    }
    Some(Prose { paragraphs, facts: Facts { kind, counters, exec_masked: false, ..Facts::default() } })
}

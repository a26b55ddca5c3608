//! The `.amdhsa_kernel` and `.amdgpu_metadata` blocks: reading them into a
//! [`KernelDescriptor`] and metadata (for the assembler), and writing them
//! from those (for a compiler's `--emit asm`), so that llvm-mc-22 and our
//! assembler turn the text back into the same bytes.
//!
//! What each `.amdhsa_*` directive sets, its default and its range are
//! AMDGPUUsage's table for gfx11 in wave32, checked against llvm-mc-22's
//! descriptors; the messages are llvm-mc's.

use crate::asm::{err, AsmError};
use crate::expr::Expr;
use crate::hsaco::{KernelDescriptor, Metadata};
use std::fmt::Write as _;
use std::ops::Range;

/// Where a directive's value goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    GroupSegment,
    PrivateSegment,
    KernargSize,
    /// `bits` of COMPUTE_PGM_RSRC1, 2, 3 or KERNEL_CODE_PROPERTIES.
    Rsrc1(u32, u32),
    Rsrc2(u32, u32),
    Rsrc3(u32, u32),
    Properties(u32, u32),
    UserSgprCount,
    NextFreeVgpr,
    NextFreeSgpr,
    /// Checked (0 or 1) but with no bits of its own on gfx11.
    NoBits,
}

/// A directive gfx1100 takes: its name (after `.amdhsa_`), where it goes,
/// its default, and the user SGPRs it enables when set.
struct Directive {
    name: &'static str,
    place: Place,
    default: u32,
    user_sgprs: u32,
}

const fn d(name: &'static str, place: Place, default: u32) -> Directive {
    Directive { name, place, default, user_sgprs: 0 }
}

const fn sgprs(name: &'static str, bit: u32, user_sgprs: u32) -> Directive {
    Directive { name, place: Place::Properties(bit, 1), default: 0, user_sgprs }
}

/// In the order LLVM prints them.
const DIRECTIVES: &[Directive] = &[
    d("group_segment_fixed_size", Place::GroupSegment, 0),
    d("private_segment_fixed_size", Place::PrivateSegment, 0),
    d("kernarg_size", Place::KernargSize, 0),
    d("user_sgpr_count", Place::UserSgprCount, 0),
    sgprs("user_sgpr_dispatch_ptr", 1, 2),
    sgprs("user_sgpr_queue_ptr", 2, 2),
    sgprs("user_sgpr_kernarg_segment_ptr", 3, 2),
    sgprs("user_sgpr_dispatch_id", 4, 2),
    sgprs("user_sgpr_private_segment_size", 6, 1),
    // gfx1100 runs wave32 unless told otherwise.
    d("wavefront_size32", Place::Properties(10, 1), 1),
    d("uses_dynamic_stack", Place::Properties(11, 1), 0),
    d("enable_private_segment", Place::Rsrc2(0, 1), 0),
    d("system_sgpr_workgroup_id_x", Place::Rsrc2(7, 1), 1),
    d("system_sgpr_workgroup_id_y", Place::Rsrc2(8, 1), 0),
    d("system_sgpr_workgroup_id_z", Place::Rsrc2(9, 1), 0),
    d("system_sgpr_workgroup_info", Place::Rsrc2(10, 1), 0),
    d("system_vgpr_workitem_id", Place::Rsrc2(11, 2), 0),
    d("next_free_vgpr", Place::NextFreeVgpr, 0),
    d("next_free_sgpr", Place::NextFreeSgpr, 0),
    d("reserve_vcc", Place::NoBits, 1),
    d("reserve_xnack_mask", Place::NoBits, 0),
    d("float_round_mode_32", Place::Rsrc1(12, 2), 0),
    d("float_round_mode_16_64", Place::Rsrc1(14, 2), 0),
    d("float_denorm_mode_32", Place::Rsrc1(16, 2), 0),
    d("float_denorm_mode_16_64", Place::Rsrc1(18, 2), 3),
    d("dx10_clamp", Place::Rsrc1(21, 1), 1),
    d("ieee_mode", Place::Rsrc1(23, 1), 1),
    d("fp16_overflow", Place::Rsrc1(26, 1), 0),
    d("workgroup_processor_mode", Place::Rsrc1(29, 1), 1),
    d("memory_ordered", Place::Rsrc1(30, 1), 1),
    d("forward_progress", Place::Rsrc1(31, 1), 1),
    d("shared_vgpr_count", Place::Rsrc3(0, 4), 0),
    d("inst_pref_size", Place::Rsrc3(4, 6), 0),
    d("exception_fp_ieee_invalid_op", Place::Rsrc2(24, 1), 0),
    d("exception_fp_denorm_src", Place::Rsrc2(25, 1), 0),
    d("exception_fp_ieee_div_zero", Place::Rsrc2(26, 1), 0),
    d("exception_fp_ieee_overflow", Place::Rsrc2(27, 1), 0),
    d("exception_fp_ieee_underflow", Place::Rsrc2(28, 1), 0),
    d("exception_fp_ieee_inexact", Place::Rsrc2(29, 1), 0),
    d("exception_int_div_zero", Place::Rsrc2(30, 1), 0),
];

/// Directives of other targets, with llvm-mc's refusal on gfx1100.
const REFUSED: &[(&str, &str)] = &[
    ("user_sgpr_private_segment_buffer", "directive is not supported with architected flat scratch"),
    ("user_sgpr_flat_scratch_init", "directive is not supported with architected flat scratch"),
    ("reserve_flat_scratch", "directive is not supported with architected flat scratch"),
    ("system_sgpr_private_segment_wavefront_offset", "directive is not supported with architected flat scratch"),
    ("accum_offset", "directive requires gfx90a+"),
    ("tg_split", "directive requires gfx90a+"),
    ("user_sgpr_kernarg_preload_length", "directive requires gfx90a+"),
    ("user_sgpr_kernarg_preload_offset", "directive requires gfx90a+"),
    ("round_robin_scheduling", "directive requires gfx12+"),
    ("named_barrier_count", "directive requires gfx1250+"),
];

/// The most user SGPRs a gfx11 kernel may have (USER_SGPR_COUNT's 5 bits).
const MAX_USER_SGPRS: i64 = 31;

/// One `.amdhsa_*` line of a block: which directive, its value, and where
/// the directive and the value were written.
#[derive(Clone, Debug)]
pub struct Entry {
    index: usize,
    pub value: Expr,
    pub span: Range<usize>,
    pub value_span: Range<usize>,
}

/// An `.amdhsa_kernel NAME` block as read: its entries, checked for
/// known and unrepeated directives; values are evaluated at the end of the
/// file, when every `.set` is known.
#[derive(Clone, Debug)]
pub struct KernelBlock {
    pub name: String,
    pub span: Range<usize>,
    pub entries: Vec<Entry>,
}

impl KernelBlock {
    pub fn new(name: String, span: Range<usize>) -> KernelBlock {
        KernelBlock { name, span, entries: Vec::new() }
    }

    /// Takes one line of the block: `.amdhsa_NAME VALUE` (`directive` is the
    /// first word, `value` the rest, with their places).
    pub fn add(
        &mut self,
        directive: &str,
        span: Range<usize>,
        value: &str,
        value_start: usize,
    ) -> Result<(), AsmError> {
        let Some(name) = directive.strip_prefix(".amdhsa_") else {
            return Err(err(span, "expected .amdhsa_ directive or .end_amdhsa_kernel"));
        };
        if let Some((_, message)) = REFUSED.iter().find(|(n, _)| *n == name) {
            return Err(err(span, *message));
        }
        let Some(index) = DIRECTIVES.iter().position(|d| d.name == name) else {
            return Err(err(span, "unknown .amdhsa_kernel directive"));
        };
        if self.entries.iter().any(|e| e.index == index) {
            return Err(err(span, ".amdhsa_ directives cannot be repeated"));
        }
        let value_span = value_start..value_start + value.len();
        let expr = crate::expr::parse(value, value_start)?;
        self.entries.push(Entry { index, value: expr, span, value_span });
        Ok(())
    }

    /// The descriptor the block describes (its entry offset left 0: a
    /// relocation sets it), with `eval` giving each value; `end` is where
    /// `.end_amdhsa_kernel` was written, for what is missing.
    pub fn descriptor(
        &self,
        end: Range<usize>,
        eval: &mut dyn FnMut(&Expr) -> Result<i64, AsmError>,
    ) -> Result<KernelDescriptor, AsmError> {
        let mut values: Vec<Option<(i64, Range<usize>)>> = vec![None; DIRECTIVES.len()];
        for e in &self.entries {
            values[e.index] = Some((eval(&e.value)?, e.value_span.clone()));
        }
        let index = |name: &str| DIRECTIVES.iter().position(|d| d.name == name).expect("a directive of the table");
        for required in ["next_free_vgpr", "next_free_sgpr"] {
            if values[index(required)].is_none() {
                return Err(err(end, format!(".amdhsa_{required} directive is required")));
            }
        }
        let mut d = KernelDescriptor::default();
        let mut implied_user_sgprs = 0;
        let mut explicit_user_sgprs = None;
        let wave32 = values[index("wavefront_size32")].as_ref().map_or(1, |(v, _)| *v) != 0;
        for (k, directive) in DIRECTIVES.iter().enumerate() {
            let (value, span) = values[k].clone().unwrap_or((directive.default as i64, end.clone()));
            let out_of_range = || err(span.clone(), "value out of range");
            let field = |bits: u32| -> Result<u32, AsmError> {
                if (0..1i64 << bits).contains(&value) {
                    Ok(value as u32)
                } else {
                    Err(out_of_range())
                }
            };
            match directive.place {
                Place::GroupSegment => d.group_segment_fixed_size = field(32)?,
                Place::PrivateSegment => d.private_segment_fixed_size = field(32)?,
                Place::KernargSize => d.kernarg_size = field(32)?,
                Place::Rsrc1(lo, width) => d.compute_pgm_rsrc1 |= field(width)? << lo,
                Place::Rsrc2(lo, width) => d.compute_pgm_rsrc2 |= field(width)? << lo,
                Place::Rsrc3(lo, width) => d.compute_pgm_rsrc3 |= field(width)? << lo,
                Place::Properties(lo, width) => {
                    let v = field(width)?;
                    d.kernel_code_properties |= (v << lo) as u16;
                    if v != 0 {
                        implied_user_sgprs += directive.user_sgprs;
                    }
                }
                Place::UserSgprCount => {
                    if values[k].is_some() {
                        explicit_user_sgprs = Some((field(32)?, span.clone()));
                    }
                }
                Place::NextFreeVgpr => {
                    if value < 0 {
                        return Err(out_of_range());
                    }
                    let granule = if wave32 { 8 } else { 4 };
                    let blocks = (value.max(1) + granule - 1) / granule - 1;
                    if blocks > 63 {
                        return Err(out_of_range());
                    }
                    d.compute_pgm_rsrc1 |= blocks as u32;
                }
                // gfx10 and later leave GRANULATED_WAVEFRONT_SGPR_COUNT 0.
                Place::NextFreeSgpr => {
                    if value < 0 {
                        return Err(out_of_range());
                    }
                }
                Place::NoBits => {
                    field(1)?;
                }
            }
        }
        let user_sgprs = match explicit_user_sgprs {
            Some((n, span)) => {
                if (n as i64) > MAX_USER_SGPRS {
                    return Err(err(end, "too many user SGPRs enabled"));
                }
                if n < implied_user_sgprs {
                    // (llvm-mc's words, doubled "than" and all.)
                    return Err(err(span, "amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs"));
                }
                n
            }
            None => implied_user_sgprs,
        };
        d.compute_pgm_rsrc2 |= user_sgprs << 1;
        // llvm-mc refuses the pair only when wave32 is written out.
        let wave32_written = values[index("wavefront_size32")].as_ref().is_some_and(|(v, _)| *v != 0);
        if wave32_written && d.compute_pgm_rsrc3 & 0xf != 0 {
            return Err(err(end, "shared_vgpr_count directive not valid on wavefront size 32"));
        }
        if !wave32 {
            let shared = d.compute_pgm_rsrc3 & 0xf;
            if shared * 2 + (d.compute_pgm_rsrc1 & 0x3f) > 63 {
                return Err(err(
                    end,
                    "shared_vgpr_count*2 + compute_pgm_rsrc1.GRANULATED_WORKITEM_VGPR_COUNT cannot exceed 63",
                ));
            }
        }
        Ok(d)
    }
}

/// What a kernel uses that its descriptor only rounds: the registers it
/// names. The descriptor keeps VGPRs in granules of 8 (4 in wave64) and no
/// SGPR count at all on gfx11.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelResources {
    /// The highest VGPR named, plus one.
    pub next_free_vgpr: u32,
    /// The highest SGPR named, plus one.
    pub next_free_sgpr: u32,
    /// Whether the kernel may use VCC (it counts among its SGPRs).
    pub reserve_vcc: bool,
}

/// Why a descriptor cannot be written as an `.amdhsa_kernel` block.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("kernel `{kernel}`: {message}")]
pub struct BlockError {
    pub kernel: String,
    pub message: String,
}

/// Bits of each word no gfx1100 directive sets (reserved, or set only by
/// the hardware or other targets' directives).
const RSRC1_SET: u32 = 0x3f | 0b1111 << 12 | 0b1111 << 16 | 1 << 21 | 1 << 23 | 1 << 26 | 0b111 << 29;
const RSRC2_SET: u32 = 1 | 0x1f << 1 | 0b1111 << 7 | 0b11 << 11 | 0x7f << 24;
const RSRC3_SET: u32 = 0x3ff;
const PROPERTIES_SET: u16 = 0b101_1110 | 1 << 10 | 1 << 11;

/// Writes the `.amdhsa_kernel NAME` … `.end_amdhsa_kernel` block that
/// assembles to `d` (all but the entry offset, which a relocation sets).
/// Every directive is written, as LLVM writes them. `resources` gives the
/// register counts; without it they are the most the descriptor allows.
pub fn kernel_block(
    name: &str,
    d: &KernelDescriptor,
    resources: Option<KernelResources>,
) -> Result<String, BlockError> {
    let fail = |message: String| BlockError { kernel: name.to_string(), message };
    let unset = [
        ("COMPUTE_PGM_RSRC1", d.compute_pgm_rsrc1 & !RSRC1_SET),
        ("COMPUTE_PGM_RSRC2", d.compute_pgm_rsrc2 & !RSRC2_SET),
        ("COMPUTE_PGM_RSRC3", d.compute_pgm_rsrc3 & !RSRC3_SET),
        ("KERNEL_CODE_PROPERTIES", (d.kernel_code_properties & !PROPERTIES_SET) as u32),
        ("KERNARG_PRELOAD", d.kernarg_preload as u32),
    ];
    for (word, bits) in unset {
        if bits != 0 {
            return Err(fail(format!("{word} bits 0x{bits:x} have no .amdhsa_ directive on gfx1100")));
        }
    }
    if !is_valid_name(name) {
        return Err(fail("the name is not a symbol name the assembler reads".into()));
    }
    let wave32 = d.wavefront_size32();
    let granule = if wave32 { 8 } else { 4 };
    let blocks = d.compute_pgm_rsrc1 & 0x3f;
    let resources = resources.unwrap_or(KernelResources {
        next_free_vgpr: (blocks + 1) * granule,
        next_free_sgpr: 0,
        reserve_vcc: true,
    });
    if resources.next_free_vgpr.max(1).div_ceil(granule) - 1 != blocks {
        return Err(fail(format!(
            "{} VGPRs do not make the descriptor's VGPR granule {blocks}",
            resources.next_free_vgpr
        )));
    }
    let user_sgprs = d.user_sgpr_count();
    let implied: u32 = DIRECTIVES
        .iter()
        .filter(|x| x.user_sgprs != 0)
        .filter(|x| matches!(x.place, Place::Properties(lo, _) if d.kernel_code_properties >> lo & 1 != 0))
        .map(|x| x.user_sgprs)
        .sum();
    if user_sgprs < implied {
        return Err(fail(format!(
            "USER_SGPR_COUNT {user_sgprs} is less than the {implied} the enabled user SGPRs take"
        )));
    }
    if wave32 && d.compute_pgm_rsrc3 & 0xf != 0 {
        return Err(fail("SHARED_VGPR_COUNT is for wave64 only; wave32 kernels share no VGPRs".into()));
    }
    if !wave32 && (d.compute_pgm_rsrc3 & 0xf) * 2 + blocks > 63 {
        return Err(fail("shared_vgpr_count*2 + GRANULATED_WORKITEM_VGPR_COUNT exceeds 63".into()));
    }
    let mut out = format!("\t.amdhsa_kernel {name}\n");
    for x in DIRECTIVES {
        let field = |word: u32, lo: u32, width: u32| (word >> lo) & ((1 << width) - 1);
        let value: u64 = match x.place {
            Place::GroupSegment => d.group_segment_fixed_size as u64,
            Place::PrivateSegment => d.private_segment_fixed_size as u64,
            Place::KernargSize => d.kernarg_size as u64,
            Place::Rsrc1(lo, w) => field(d.compute_pgm_rsrc1, lo, w) as u64,
            Place::Rsrc2(lo, w) => field(d.compute_pgm_rsrc2, lo, w) as u64,
            Place::Rsrc3(lo, w) => field(d.compute_pgm_rsrc3, lo, w) as u64,
            Place::Properties(lo, w) => field(d.kernel_code_properties as u32, lo, w) as u64,
            Place::UserSgprCount => user_sgprs as u64,
            Place::NextFreeVgpr => resources.next_free_vgpr as u64,
            Place::NextFreeSgpr => resources.next_free_sgpr as u64,
            Place::NoBits if x.name == "reserve_vcc" => resources.reserve_vcc as u64,
            // LLVM does not write it for gfx11; its default says the same.
            Place::NoBits => continue,
        };
        let _ = writeln!(out, "\t\t.amdhsa_{} {value}", x.name);
    }
    out.push_str("\t.end_amdhsa_kernel\n");
    Ok(out)
}

/// Whether the assembler reads `name` as one symbol.
fn is_valid_name(name: &str) -> bool {
    name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '.' || c == '$')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
}

/// The lines a gfx1100 assembly file starts with, as clang writes them:
/// the target id and the code object version (4, 5 or 6; llvm-mc-22
/// writes 6 when none is given).
pub fn header(target: &str, code_object_version: u32) -> String {
    format!("\t.amdgcn_target \"amdgcn-amd-amdhsa--{target}\"\n\t.amdhsa_code_object_version {code_object_version}\n")
}

/// Writes the `.amdgpu_metadata` … `.end_amdgpu_metadata` block of `m`
/// (every key, the unknown ones included).
pub fn metadata_block(m: &Metadata) -> String {
    format!("\t.amdgpu_metadata\n{}\t.end_amdgpu_metadata\n", crate::metadata::print_yaml(&m.to_value()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(lines: &str) -> Result<KernelDescriptor, String> {
        let mut b = KernelBlock::new("k".into(), 0..0);
        for line in lines.lines() {
            let (directive, value) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
            b.add(directive, 0..0, value.trim(), 0).map_err(|e| e.message.to_string())?;
        }
        b.descriptor(0..0, &mut |e| e.eval(&mut |n, s| Err(err(s.clone(), format!("`{n}` is not defined")))))
            .map_err(|e| e.message.to_string())
    }

    /// Descriptors from llvm-mc-22 for the same lines.
    #[test]
    fn blocks_make_llvm_mc_s_descriptors() {
        let base = ".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1\n";
        let d = block(base).unwrap();
        assert_eq!((d.compute_pgm_rsrc1, d.compute_pgm_rsrc2, d.compute_pgm_rsrc3), (0xe0ac_0000, 0x80, 0));
        assert_eq!(d.kernel_code_properties, 0x400);
        for (vgprs, granule) in [(0, 0), (8, 0), (9, 1), (17, 2), (255, 31), (505, 63), (512, 63)] {
            let d = block(&format!(".amdhsa_next_free_vgpr {vgprs}\n.amdhsa_next_free_sgpr 0")).unwrap();
            assert_eq!(d.compute_pgm_rsrc1 & 0x3f, granule, "{vgprs}");
        }
        let wave64 = block(".amdhsa_next_free_vgpr 9\n.amdhsa_next_free_sgpr 0\n.amdhsa_wavefront_size32 0").unwrap();
        assert_eq!((wave64.compute_pgm_rsrc1 & 0x3f, wave64.kernel_code_properties), (2, 0));
        let all = block(&format!(
            "{base}.amdhsa_user_sgpr_dispatch_ptr 1\n.amdhsa_user_sgpr_queue_ptr 1\n\
             .amdhsa_user_sgpr_kernarg_segment_ptr 1\n.amdhsa_user_sgpr_dispatch_id 1\n\
             .amdhsa_user_sgpr_private_segment_size 1"
        ))
        .unwrap();
        assert_eq!((all.compute_pgm_rsrc2, all.kernel_code_properties), (0x92, 0x45e));
        let d = block(&format!("{base}.amdhsa_memory_ordered 0\n.amdhsa_forward_progress 0\n.amdhsa_fp16_overflow 1"))
            .unwrap();
        assert_eq!(d.compute_pgm_rsrc1, 0x24ac_0000);
        let d = block(&format!("{base}.amdhsa_inst_pref_size 63\n.amdhsa_system_vgpr_workitem_id 3")).unwrap();
        assert_eq!((d.compute_pgm_rsrc3, d.compute_pgm_rsrc2), (0x3f0, 0x1880));
        assert_eq!(
            block(&format!("{base}.amdhsa_group_segment_fixed_size 1+2*3")).unwrap().group_segment_fixed_size,
            7
        );
        assert_eq!(block(&format!("{base}.amdhsa_user_sgpr_count 16")).unwrap().compute_pgm_rsrc2, 0xa0);
    }

    #[test]
    fn bad_blocks_have_llvm_mc_s_messages() {
        let base = ".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1\n";
        for (extra, message) in [
            (".amdhsa_reserve_flat_scratch 0", "directive is not supported with architected flat scratch"),
            (".amdhsa_accum_offset 4", "directive requires gfx90a+"),
            (".amdhsa_round_robin_scheduling 1", "directive requires gfx12+"),
            (".amdhsa_bogus 1", "unknown .amdhsa_kernel directive"),
            (".set x, 1", "expected .amdhsa_ directive or .end_amdhsa_kernel"),
            (".amdhsa_dx10_clamp 2", "value out of range"),
            (".amdhsa_float_round_mode_32 4", "value out of range"),
            (".amdhsa_user_sgpr_count 32", "too many user SGPRs enabled"),
            (
                ".amdhsa_user_sgpr_count 1\n.amdhsa_user_sgpr_kernarg_segment_ptr 1",
                "amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs",
            ),
            (".amdhsa_inst_pref_size 64", "value out of range"),
            (".amdhsa_shared_vgpr_count 16", "value out of range"),
            (".amdhsa_kernarg_size 0x100000000", "value out of range"),
            (".amdhsa_kernarg_size -1", "value out of range"),
            (".amdhsa_dx10_clamp 1\n.amdhsa_dx10_clamp 0", ".amdhsa_ directives cannot be repeated"),
            (".amdhsa_ieee_mode 0 junk", "unknown token in expression"),
            (".amdhsa_kernarg_size foo", "`foo` is not defined"),
            (
                ".amdhsa_wavefront_size32 0\n.amdhsa_shared_vgpr_count 15\n.amdhsa_next_free_vgpr 200",
                ".amdhsa_ directives cannot be repeated",
            ),
        ] {
            assert_eq!(block(&format!("{base}{extra}")), Err(message.to_string()), "{extra}");
        }
        assert_eq!(
            block(".amdhsa_next_free_sgpr 1\n.amdhsa_next_free_vgpr 200\n.amdhsa_wavefront_size32 0\n.amdhsa_shared_vgpr_count 15"),
            Err("shared_vgpr_count*2 + compute_pgm_rsrc1.GRANULATED_WORKITEM_VGPR_COUNT cannot exceed 63".to_string())
        );
        assert_eq!(
            block(&format!("{base}.amdhsa_wavefront_size32 1\n.amdhsa_shared_vgpr_count 1")),
            Err("shared_vgpr_count directive not valid on wavefront size 32".to_string())
        );
        assert!(block(&format!("{base}.amdhsa_shared_vgpr_count 1")).is_ok());
        assert_eq!(block(".amdhsa_next_free_sgpr 1"), Err(".amdhsa_next_free_vgpr directive is required".to_string()));
        assert_eq!(
            block(".amdhsa_next_free_vgpr 513\n.amdhsa_next_free_sgpr 1"),
            Err("value out of range".to_string())
        );
        assert_eq!(block(".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr -1"), Err("value out of range".to_string()));
    }

    #[test]
    fn a_printed_block_reads_back_as_its_descriptor() {
        let d = block(".amdhsa_next_free_vgpr 20\n.amdhsa_next_free_sgpr 3\n.amdhsa_user_sgpr_kernarg_segment_ptr 1\n.amdhsa_kernarg_size 288")
            .unwrap();
        let text = kernel_block("k", &d, None).unwrap();
        let body: String =
            text.lines().skip(1).filter(|l| !l.contains(".end_amdhsa_kernel")).collect::<Vec<_>>().join("\n");
        assert_eq!(block(&body).unwrap(), d, "{text}");
        let bad = KernelDescriptor { compute_pgm_rsrc1: 1 << 10, ..d };
        assert!(kernel_block("k", &bad, None).unwrap_err().message.contains("COMPUTE_PGM_RSRC1 bits 0x400"));
        let resources = KernelResources { next_free_vgpr: 40, next_free_sgpr: 10, reserve_vcc: false };
        assert!(kernel_block("k", &d, Some(resources)).unwrap_err().message.contains("40 VGPRs"));
    }
}

//! Output: LLVM-syntax assembly with the `.amdhsa_kernel` and
//! `.amdgpu_metadata` directives (what `--emit asm` writes, and what
//! llvm-mc-22 assembles), assembled by our own assembler into `.text`, and
//! the linked code object around it.
//!
//! The descriptor is written as directives and computed by the assembler,
//! so that `pisa build`, `pisa asm` and llvm-mc make the same one from the
//! same text.

use crate::data::DataVar;
use crate::error::CompileError;
use crate::isel::{hidden, Abi};
use crate::long_branches::{inverse, LongBranches};
use crate::mir::{print_inst, Item, Label};
use crate::regalloc::Allocation;
use amdgpu::hsaco::{ArgMeta, DataOut, DataPointer, FixupKind, KernelMeta, KernelOut, Metadata, TextFixup};
use pisa::ir;
use pisa::syntax::ast::ParamSpace;
use std::collections::BTreeMap;
use std::fmt::Write;

pub const TARGET: &str = "gfx1100";

/// One compiled kernel, ready to be printed.
pub struct KernelCode {
    pub name: String,
    pub items: Vec<Item>,
    pub alloc: Allocation,
    pub abi: Abi,
    pub meta: KernelMeta,
    /// The branches printed in their long form (`long_branches.rs`).
    pub long: Option<LongBranches>,
}

fn label_name(kernel: usize, l: Label) -> String {
    if l.0 > u32::MAX / 2 {
        format!(".LBB{kernel}_t{}", u32::MAX - l.0)
    } else {
        format!(".LBB{kernel}_{}", l.0)
    }
}

/// The metadata clang writes for the same signature: explicit arguments,
/// then the hidden ones the backend reads special registers from.
pub fn kernel_meta(function: &ir::Function, abi: &Abi, alloc: &Allocation) -> KernelMeta {
    let mut args = Vec::new();
    for p in &function.kernel_params {
        let (kind, space) = match p.addrspace {
            Some(ParamSpace::Global) => ("global_buffer", Some("global")),
            Some(ParamSpace::Const) => ("global_buffer", Some("constant")),
            Some(ParamSpace::Shared) => ("dynamic_shared_pointer", Some("local")),
            None => ("by_value", None),
        };
        // clang writes the pointee's alignment for every local pointer (1
        // for `void`, which is what a `.ptr_align` left out says).
        let pointee_align = (p.addrspace == Some(ParamSpace::Shared)).then(|| p.ptr_align.unwrap_or(1));
        args.push(ArgMeta {
            name: Some(p.name.clone()),
            offset: p.offset,
            size: p.size,
            value_kind: kind.to_string(),
            address_space: space.map(str::to_string),
            pointee_align,
            ..ArgMeta::default()
        });
    }
    let base = abi.hidden_base;
    let mut hidden_arg = |kind: &str, at: u64, size: u64| {
        args.push(ArgMeta { offset: base + at, size, value_kind: kind.to_string(), ..ArgMeta::default() });
    };
    for (d, c) in ["x", "y", "z"].iter().enumerate() {
        hidden_arg(&format!("hidden_block_count_{c}"), hidden::BLOCK_COUNT + 4 * d as u64, 4);
    }
    for (d, c) in ["x", "y", "z"].iter().enumerate() {
        hidden_arg(&format!("hidden_group_size_{c}"), hidden::GROUP_SIZE + 2 * d as u64, 2);
    }
    for (d, c) in ["x", "y", "z"].iter().enumerate() {
        hidden_arg(&format!("hidden_remainder_{c}"), hidden::REMAINDER + 2 * d as u64, 2);
    }
    for (d, c) in ["x", "y", "z"].iter().enumerate() {
        hidden_arg(&format!("hidden_global_offset_{c}"), hidden::GLOBAL_OFFSET + 8 * d as u64, 8);
    }
    hidden_arg("hidden_grid_dims", hidden::GRID_DIMS, 2);
    KernelMeta {
        name: function.name.clone(),
        symbol: format!("{}.kd", function.name),
        args,
        group_segment_fixed_size: abi.lds_size,
        private_segment_fixed_size: abi.private_size,
        kernarg_segment_size: abi.kernarg_size,
        // The hidden arguments need 8; a parameter's `.align` may ask more.
        kernarg_segment_align: function.kernel_params.iter().map(|p| p.align).fold(8, u64::max),
        wavefront_size: 32,
        sgpr_count: alloc.sgprs_used as u64 + 2,
        vgpr_count: alloc.vgprs_used as u64,
        vgpr_spill_count: abi.vgpr_spill_count,
        // Uniform values never spill: out of SGPRs, they move to VGPRs.
        sgpr_spill_count: 0,
        max_flat_workgroup_size: function.reqd_work_group_size.map_or(1024, |s| s.iter().product()),
        reqd_workgroup_size: function.reqd_work_group_size.map(|s| s.to_vec()),
        ..KernelMeta::default()
    }
}

/// The whole assembly file for the kernels, and where its
/// `.amdgpu_metadata` block starts (the file ends with it).
pub fn assembly(kernels: &[KernelCode], data: &[DataVar]) -> (String, usize) {
    let mut out = text(kernels, data);
    let metadata = Metadata {
        version: vec![1, 2],
        target: Some(format!("amdgcn-amd-amdhsa--{TARGET}")),
        kernels: kernels.iter().map(|k| k.meta.clone()).collect(),
        other: BTreeMap::new(),
    };
    let metadata_at = out.len();
    out.push_str(&amdgpu::directives::metadata_block(&metadata));
    (out, metadata_at)
}

/// The assembly file without its `.amdgpu_metadata` block.
pub fn text(kernels: &[KernelCode], data: &[DataVar]) -> String {
    let mut out = amdgpu::directives::header(TARGET, 5);
    out.push_str("\t.text\n");
    for (k, code) in kernels.iter().enumerate() {
        let name = &code.name;
        // `.protected` as clang writes it: llvm-mc gives the descriptor
        // symbol the kernel symbol's visibility as written, so without it
        // `NAME.kd` would be a default-visibility symbol there (and
        // protected in our linked object).
        let _ = write!(out, "\t.protected {name}\n\t.globl {name}\n\t.p2align 8\n\t.type {name},@function\n{name}:\n");
        body(&mut out, k, code, None);
        let _ = write!(out, ".Lfunc_end{k}:\n\t.size {name}, .Lfunc_end{k}-{name}\n\n");
    }
    for code in kernels {
        let abi = &code.abi;
        let flag = |b: bool| u8::from(b);
        let _ = write!(
            out,
            "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel {name}\n\
             \t\t.amdhsa_group_segment_fixed_size {lds}\n\
             \t\t.amdhsa_private_segment_fixed_size {private}\n\
             \t\t.amdhsa_enable_private_segment {scratch}\n\
             \t\t.amdhsa_kernarg_size {kernarg}\n\
             \t\t.amdhsa_user_sgpr_count 2\n\
             \t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\
             \t\t.amdhsa_wavefront_size32 1\n\
             \t\t.amdhsa_system_sgpr_workgroup_id_x {x}\n\
             \t\t.amdhsa_system_sgpr_workgroup_id_y {y}\n\
             \t\t.amdhsa_system_sgpr_workgroup_id_z {z}\n\
             \t\t.amdhsa_system_vgpr_workitem_id {dims}\n\
             \t\t.amdhsa_next_free_vgpr {vgprs}\n\
             \t\t.amdhsa_next_free_sgpr {sgprs}\n\
             \t\t.amdhsa_reserve_vcc 1\n\
             \t\t.amdhsa_float_round_mode_32 0\n\
             \t\t.amdhsa_float_round_mode_16_64 0\n\
             \t\t.amdhsa_float_denorm_mode_32 3\n\
             \t\t.amdhsa_float_denorm_mode_16_64 3\n\
             \t\t.amdhsa_dx10_clamp 1\n\
             \t\t.amdhsa_ieee_mode 1\n\
             \t\t.amdhsa_workgroup_processor_mode 1\n\
             \t\t.amdhsa_memory_ordered 1\n\
             \t.end_amdhsa_kernel\n",
            name = code.name,
            lds = abi.lds_size,
            private = abi.private_size,
            scratch = flag(abi.private_size > 0),
            kernarg = abi.kernarg_size,
            x = flag(abi.workgroup_id[0]),
            y = flag(abi.workgroup_id[1]),
            z = flag(abi.workgroup_id[2]),
            dims = abi.workitem_dims,
            vgprs = code.alloc.vgprs_used.max(1),
            sgprs = code.alloc.sgprs_used.max(1),
        );
    }
    for var in data {
        data_object(&mut out, var);
    }
    out.push_str("\t.text\n");
    out
}

/// The kernel's labels and instructions, the long branches in their long
/// form; with `lines`, where each item's first line starts in `out` (and
/// which item it is).
fn body(out: &mut String, k: usize, code: &KernelCode, mut lines: Option<&mut Vec<(usize, usize)>>) {
    let label = |l: Label| label_name(k, l);
    let long = code.long.as_ref();
    let mut next_long = long.map_or(&[][..], |l| &l.at[..]).iter().peekable();
    for (at, item) in code.items.iter().enumerate() {
        if let Some(lines) = lines.as_deref_mut() {
            lines.push((out.len(), at));
        }
        match item {
            Item::Label(l) => {
                let _ = writeln!(out, "{}:", label(*l));
            }
            Item::Inst(i) => match (long, next_long.next_if_eq(&&at), i.branch_target()) {
                (Some(long), Some(_), Some(target)) => {
                    let (p, n, target) = (long.pair, at, label(target));
                    let skip = inverse(&i.op).map(|op| {
                        let skip = format!(".Llong_skip{k}_{n}");
                        let _ = writeln!(out, "\t{op} {skip}");
                        skip
                    });
                    let post = format!(".Lpost_getpc{k}_{n}");
                    let _ = write!(
                        out,
                        "\ts_getpc_b64 s[{p}:{q}]\n{post}:\n\
                         \ts_add_u32 s{p}, s{p}, ({target}-{post})&4294967295\n\
                         \ts_addc_u32 s{q}, s{q}, ({target}-{post})>>32\n\
                         \ts_setpc_b64 s[{p}:{q}]\n",
                        q = p + 1
                    );
                    if let Some(skip) = skip {
                        let _ = writeln!(out, "{skip}:");
                    }
                }
                _ => print_inst(out, i, &code.alloc, &label),
            },
        }
    }
}

/// The kernel's code alone in `.text` (no descriptor, no data), for
/// `long_branches.rs` to assemble, and where each item's lines start.
pub fn kernel_alone(code: &KernelCode) -> (String, Vec<(usize, usize)>) {
    let mut out = format!("\t.text\n{}:\n", code.name);
    let mut lines = Vec::with_capacity(code.items.len());
    body(&mut out, 0, code, Some(&mut lines));
    (out, lines)
}

/// A data object as clang writes one, but protected rather than hidden (as
/// the linked object exports it, so that a host can find it by name): a
/// global symbol of type object in its section, its bytes (runs of zeros as `.zero`), and each
/// address in it as `.quad SYMBOL+ADDEND`.
fn data_object(out: &mut String, var: &DataVar) {
    let name = &var.symbol;
    let section = match var.section() {
        ".rodata" => "\t.section .rodata,\"a\",@progbits",
        ".data.rel.ro" => "\t.section .data.rel.ro,\"aw\",@progbits",
        ".data" => "\t.section .data,\"aw\",@progbits",
        _ => "\t.section .bss,\"aw\",@nobits",
    };
    let _ = write!(
        out,
        "\t.protected {name}\n\t.type {name},@object\n{section}\n\t.globl {name}\n\t.p2align {}, 0x0\n{name}:\n",
        var.align.trailing_zeros()
    );
    let byte = |at: u64| var.bytes.get(at as usize).copied().unwrap_or(0);
    let mut at = 0u64;
    while at < var.size {
        if let Some((_, symbol, addend)) = var.pointers.iter().find(|p| p.0 == at) {
            let _ = match addend {
                0 => writeln!(out, "\t.quad {symbol}"),
                a if *a > 0 => writeln!(out, "\t.quad {symbol}+{a}"),
                a => writeln!(out, "\t.quad {symbol}-{}", a.unsigned_abs()),
            };
            at += 8;
            continue;
        }
        // Up to the next pointer: zeros as `.zero`, the rest 16 to a line.
        let end = var.pointers.iter().map(|p| p.0).filter(|&p| p > at).min().unwrap_or(var.size).min(var.size);
        let zeros = (at..end).take_while(|&k| byte(k) == 0).count() as u64;
        if zeros >= 8 || at + zeros == end {
            let _ = writeln!(out, "\t.zero {zeros}");
            at += zeros;
            continue;
        }
        let run: Vec<String> = (at..end.min(at + 16)).map(|k| format!("0x{:02x}", byte(k))).collect();
        let _ = writeln!(out, "\t.byte {}", run.join(", "));
        at += run.len() as u64;
    }
    let _ = writeln!(out, "\t.size {name}, {}\n", var.size);
}

/// Each `SYMBOL@rel32@lo+4` literal must follow its `s_getpc_b64` and come
/// before its `@rel32@hi+12` pair, or the address it makes is wrong: no
/// pass may have put anything between them.
fn check_pc_relative(kernel: &KernelCode) -> Result<(), CompileError> {
    fn text(i: &Item) -> Option<&str> {
        match i {
            Item::Inst(x) => x.uses.iter().find_map(|u| match u {
                crate::mir::Opnd::Text(t) => Some(t.as_str()),
                _ => None,
            }),
            Item::Label(_) => None,
        }
    }
    for (k, item) in kernel.items.iter().enumerate() {
        if text(item).is_some_and(|t| t.ends_with("@rel32@lo+4")) {
            let after_getpc =
                matches!(kernel.items.get(k.wrapping_sub(1)), Some(Item::Inst(x)) if x.op == "s_getpc_b64");
            let before_hi = kernel.items.get(k + 1).and_then(text).is_some_and(|t| t.ends_with("@rel32@hi+12"));
            if !after_getpc || !before_hi {
                return Err(CompileError::new(&kernel.name, None, "internal: a PC-relative address was split"));
            }
        }
    }
    Ok(())
}

/// Assembles the file and writes the linked code object. `asm` is the file
/// without its metadata block: the linked object's note is written from
/// each kernel's `meta` (the same values the block prints), so parsing the
/// block back would only cost time (a tenth of a small kernel's compile).
pub fn link(asm: &str, kernels: &[KernelCode], data: &[DataVar]) -> Result<Vec<u8>, CompileError> {
    for kernel in kernels {
        check_pc_relative(kernel)?;
    }
    let internal = |m: String| CompileError::new(kernels.first().map_or("", |k| &k.name), None, m);
    let table = amdgpu::table(TARGET).ok_or_else(|| internal("internal: no gfx1100 table".into()))?;
    let output = amdgpu::asm::assemble(table, asm).map_err(|errors| {
        let first = &errors[0];
        let line = asm[..first.span.start.min(asm.len())].lines().count();
        let text = asm.lines().nth(line.saturating_sub(1)).unwrap_or("");
        internal(format!(
            "internal: the generated assembly does not assemble: {} (line {line}: `{}`)",
            first.message,
            text.trim()
        ))
    })?;
    let mut outs = Vec::new();
    for (k, code) in kernels.iter().enumerate() {
        let entry =
            *output.labels.get(&code.name).ok_or_else(|| internal(format!("internal: no label `{}`", code.name)))?;
        let end = kernels.get(k + 1).and_then(|n| output.labels.get(&n.name).copied()).unwrap_or(output.bytes.len());
        let descriptor = output
            .object
            .descriptors
            .iter()
            .find(|d| d.kernel == code.name)
            .ok_or_else(|| internal(format!("internal: no descriptor for `{}`", code.name)))?
            .descriptor;
        outs.push(KernelOut {
            name: code.name.clone(),
            entry: entry as u64,
            size: (end - entry) as u64,
            descriptor,
            meta: code.meta.clone(),
        });
    }
    let objects: Vec<DataOut> = data
        .iter()
        .map(|v| DataOut {
            name: v.symbol.clone(),
            bytes: v.bytes.clone(),
            size: v.size,
            align: v.align,
            writable: v.writable,
        })
        .collect();
    let pointers: Vec<DataPointer> = data
        .iter()
        .flat_map(|v| {
            v.pointers.iter().map(|(offset, symbol, addend)| DataPointer {
                object: v.symbol.clone(),
                offset: *offset,
                symbol: symbol.clone(),
                addend: *addend,
            })
        })
        .collect();
    let mut fixups = Vec::new();
    for r in &output.object.relocations {
        let kind = match r.r_type {
            amdgpu::hsaco::R_AMDGPU_REL32_LO => FixupKind::Rel32Lo,
            amdgpu::hsaco::R_AMDGPU_REL32_HI => FixupKind::Rel32Hi,
            other => return Err(internal(format!("internal: a relocation of type {other} in the code"))),
        };
        fixups.push(TextFixup { offset: r.offset, symbol: r.symbol.clone(), addend: r.addend, kind });
    }
    amdgpu::hsaco::write_linked(&amdgpu::hsaco::LinkedOut {
        target: TARGET,
        text: &output.bytes,
        kernels: &outs,
        data: &objects,
        text_fixups: &fixups,
        data_pointers: &pointers,
        ..Default::default()
    })
    .map_err(|e| internal(format!("internal: {e}")))
}

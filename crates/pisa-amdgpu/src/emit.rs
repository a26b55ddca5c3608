//! Output: LLVM-syntax assembly with the `.amdhsa_kernel` and
//! `.amdgpu_metadata` directives (what `--emit asm` writes, and what
//! llvm-mc-22 assembles), assembled by our own assembler into `.text`, and
//! the linked code object around it.
//!
//! The descriptor is written as directives and computed by the assembler,
//! so that `pisa build`, `pisa asm` and llvm-mc make the same one from the
//! same text.

use crate::error::CompileError;
use crate::isel::{hidden, Abi};
use crate::mir::{print_inst, Item, Label};
use crate::regalloc::Allocation;
use amdgpu::hsaco::{ArgMeta, KernelMeta, KernelOut, Metadata};
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
        args.push(ArgMeta {
            name: Some(p.name.clone()),
            offset: p.offset,
            size: p.size,
            value_kind: kind.to_string(),
            address_space: space.map(str::to_string),
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
        kernarg_segment_align: 8,
        wavefront_size: 32,
        sgpr_count: alloc.sgprs_used as u64 + 2,
        vgpr_count: alloc.vgprs_used as u64,
        max_flat_workgroup_size: function.reqd_work_group_size.map_or(1024, |s| s.iter().product()),
        reqd_workgroup_size: function.reqd_work_group_size.map(|s| s.to_vec()),
        ..KernelMeta::default()
    }
}

/// The whole assembly file for the kernels.
pub fn assembly(kernels: &[KernelCode]) -> String {
    let mut out = amdgpu::directives::header(TARGET, 5);
    out.push_str("\t.text\n");
    for (k, code) in kernels.iter().enumerate() {
        let name = &code.name;
        // `.protected` as clang writes it: llvm-mc gives the descriptor
        // symbol the kernel symbol's visibility as written, so without it
        // `NAME.kd` would be a default-visibility symbol there (and
        // protected in our linked object).
        let _ = write!(out, "\t.protected {name}\n\t.globl {name}\n\t.p2align 8\n\t.type {name},@function\n{name}:\n");
        let label = |l: Label| label_name(k, l);
        for item in &code.items {
            match item {
                Item::Label(l) => {
                    let _ = writeln!(out, "{}:", label(*l));
                }
                Item::Inst(i) => print_inst(&mut out, i, &code.alloc, &label),
            }
        }
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
    out.push_str("\t.text\n");
    let metadata = Metadata {
        version: vec![1, 2],
        target: Some(format!("amdgcn-amd-amdhsa--{TARGET}")),
        kernels: kernels.iter().map(|k| k.meta.clone()).collect(),
        other: BTreeMap::new(),
    };
    out.push_str(&amdgpu::directives::metadata_block(&metadata));
    out
}

/// Assembles the file and writes the linked code object.
pub fn link(asm: &str, kernels: &[KernelCode]) -> Result<Vec<u8>, CompileError> {
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
    amdgpu::hsaco::write_linked(&amdgpu::hsaco::LinkedOut {
        target: TARGET,
        text: &output.bytes,
        kernels: &outs,
        ..Default::default()
    })
    .map_err(|e| internal(format!("internal: {e}")))
}

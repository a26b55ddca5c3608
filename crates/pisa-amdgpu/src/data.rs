//! Memory variables in global and constant memory: the code object's data.
//!
//! Module-scope `.global` and `.const` variables, and `.const` variables
//! declared in a kernel, become data objects of the code object, each
//! under its own symbol: `.rodata` for constants, `.data.rel.ro` for
//! constants that hold addresses (the loader writes them), `.data` for
//! initialized globals and `.bss` for the rest. Code reaches them
//! PC-relatively (`s_getpc_b64` and a `SYMBOL@rel32` pair), so the object
//! loads anywhere; an address in an initializer is an `R_AMDGPU_ABS64`
//! relocation that becomes `R_AMDGPU_RELATIVE64` once linked.
//!
//! Only what the compiled kernels reach is emitted (the variables they
//! name, what those variables' initializers point to, and exported ones),
//! so a variable the backend cannot place yet fails only the kernels that
//! use it.

use crate::error::CompileError;
use pisa::ir::{self, AddrBase, GlobalId, Operand, SymbolRef, VarRef};
use pisa::syntax::ast::{Linkage, MemSpace};
use std::collections::{BTreeMap, BTreeSet};

/// Addresses in an initial value: (offset, the variable, addend).
type Pointers = Vec<(u64, GlobalId, i64)>;

/// A data object to emit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataVar {
    pub symbol: String,
    /// The initial bytes; empty for a variable without an initializer or
    /// with only zeros.
    pub bytes: Vec<u8>,
    pub size: u64,
    pub align: u64,
    pub writable: bool,
    /// Addresses in the initial value: (offset, symbol, addend).
    pub pointers: Vec<(u64, String, i64)>,
}

impl DataVar {
    /// The section clang (and our linker) puts it in.
    pub fn section(&self) -> &'static str {
        match (self.writable, !self.pointers.is_empty()) {
            (false, false) => ".rodata",
            (false, true) => ".data.rel.ro",
            (true, _) if self.bytes.is_empty() && self.pointers.is_empty() => ".bss",
            (true, _) => ".data",
        }
    }
}

/// Whether a variable lives in the code object's data.
pub fn is_data(v: &ir::Global) -> bool {
    matches!(v.space, MemSpace::Global | MemSpace::Const)
}

/// The symbol of a module variable.
pub fn global_symbol(module: &ir::Module, g: GlobalId) -> String {
    module.globals[g.index()].name.clone()
}

/// The symbol of a `.const` variable declared in a kernel: the kernel's
/// name, `.const.`, the variable's (no module symbol can look like it, and
/// `KERNEL.kd` is the descriptor's).
pub fn local_symbol(function: &ir::Function, l: ir::LocalId) -> String {
    format!("{}.const.{}", function.name, function.locals[l.index()].name)
}

fn variables_named(function: &ir::Function) -> impl Iterator<Item = VarRef> + '_ {
    function.blocks.iter().flat_map(|b| &b.insts).flat_map(|i| &i.operands).filter_map(|o| match o {
        Operand::Var(v) => Some(*v),
        Operand::Addr(ir::Address { base: AddrBase::Var(v), .. }) => Some(*v),
        _ => None,
    })
}

/// The data objects of `kernels` (with their calls expanded).
pub fn collect(module: &ir::Module, kernels: &[&ir::Function]) -> Result<Vec<DataVar>, CompileError> {
    let mut module_vars: BTreeMap<usize, (Vec<u8>, Pointers)> = BTreeMap::new();
    let mut out = Vec::new();
    // A variable's initializer, as bytes and pointers.
    let init = |v: &ir::Global, user: &str| -> Result<(Vec<u8>, Pointers), CompileError> {
        let Some(init) = &v.init else { return Ok((Vec::new(), Vec::new())) };
        let mut pointers = Vec::new();
        for r in &init.relocs {
            let target = match r.target {
                SymbolRef::Global(g) => g,
                SymbolRef::Function(_) => {
                    return Err(CompileError::new(
                        user,
                        Some(v.span),
                        format!(
                        "`@{}` holds a function's address, and functions are not supported by the gfx1100 backend yet",
                        v.name
                    ),
                    ))
                }
            };
            pointers.push((r.offset, target, r.addend));
        }
        let bytes = if init.bytes.iter().all(|&b| b == 0) { Vec::new() } else { init.bytes.clone() };
        Ok((bytes, pointers))
    };
    let mut pending: Vec<(usize, String)> = Vec::new();
    for (g, v) in module.globals.iter().enumerate() {
        if is_data(v) && v.linkage == Some(Linkage::Export) {
            pending.push((g, String::new()));
        }
    }
    for &function in kernels {
        let mut locals = BTreeSet::new();
        for v in variables_named(function) {
            match v {
                VarRef::Global(g) if is_data(&module.globals[g.index()]) => {
                    pending.push((g.index(), function.name.clone()))
                }
                VarRef::Local(l) if is_data(&function.locals[l.index()]) => {
                    locals.insert(l.index());
                }
                _ => {}
            }
        }
        for l in locals {
            let v = &function.locals[l];
            let (bytes, pointers) = init(v, &function.name)?;
            pending.extend(pointers.iter().map(|p| (p.1.index(), function.name.clone())));
            out.push(data_var(module, v, local_symbol(function, ir::LocalId(l as u32)), bytes, pointers));
        }
    }
    // Module variables, with what their initializers point to.
    while let Some((g, user)) = pending.pop() {
        if module_vars.contains_key(&g) {
            continue;
        }
        let v = &module.globals[g];
        if v.linkage == Some(Linkage::Import) {
            return Err(CompileError::imported(&user, v.span, &v.name));
        }
        let (bytes, pointers) = init(v, &user)?;
        pending.extend(pointers.iter().map(|p| (p.1.index(), user.clone())));
        module_vars.insert(g, (bytes, pointers));
    }
    // In the module's order, after the kernels' own constants.
    for (g, (bytes, pointers)) in module_vars {
        let symbol = global_symbol(module, GlobalId(g as u32));
        out.push(data_var(module, &module.globals[g], symbol, bytes, pointers));
    }
    Ok(out)
}

/// A variable's data object; its pointers' targets by symbol.
fn data_var(module: &ir::Module, v: &ir::Global, symbol: String, bytes: Vec<u8>, pointers: Pointers) -> DataVar {
    DataVar {
        symbol,
        bytes,
        size: v.size,
        align: v.align.max(1),
        // Kernels' own variables are all `.const`.
        writable: v.space == MemSpace::Global,
        pointers: pointers.into_iter().map(|(at, g, addend)| (at, global_symbol(module, g), addend)).collect(),
    }
}

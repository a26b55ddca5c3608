//! The checked IR: what the verifier hands to every later stage.
//!
//! Invariants (the naga contract: once verified, no later stage needs to
//! re-check or may panic on it):
//! - every name is resolved: registers to [`RegId`]s of their function, memory
//!   variables to [`VarRef`]s, functions to [`FuncId`]s, labels to [`BlockId`]s;
//! - every instruction has exactly one table form ([`Inst::form`]) whose
//!   restrictions it satisfies, and its qualifiers are bound to their slots;
//! - every operand has the width its form requires; immediates are stored as
//!   the bit pattern of that width;
//! - a function is a list of basic blocks; `goto` and `return` end a block,
//!   and [`Block::succs`] lists where control goes next;
//! - every instruction keeps the span of the source it came from.

use crate::isa::{self, FormId, Opcode, Qual, Slot};
use crate::syntax::ast::{Linkage, MemSpace, ParamSpace, RegType, Span, SpecialReg, Swizzle, Target};
use std::fmt::Write;
use std::sync::Arc;

macro_rules! ir_ids {
    ($($(#[$meta:meta])* $name:ident;)*) => {$(
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    )*};
}

ir_ids! {
    /// A module-scope variable in [`Module::globals`].
    GlobalId;
    /// A function or kernel in [`Module::functions`].
    FuncId;
    /// A register or predicate in [`Function::regs`].
    RegId;
    /// A memory variable declared in a body, in [`Function::locals`].
    LocalId;
    /// A kernel parameter in [`Function::kernel_params`].
    ParamId;
    /// A basic block in [`Function::blocks`].
    BlockId;
}

#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    pub version: (u32, u32),
    pub target: Target,
    pub globals: Vec<Global>,
    pub functions: Vec<Function>,
}

/// Something that has an address: what symbol initializers and `addrof` name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SymbolRef {
    Global(GlobalId),
    Function(FuncId),
}

/// A relocation in an initializer: the 64-bit address of `target` plus
/// `addend`, stored at byte `offset`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reloc {
    pub offset: u64,
    pub target: SymbolRef,
    pub addend: i64,
}

/// The initial contents of a memory variable: little-endian bytes, with the
/// symbol addresses still to be filled in.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Init {
    pub bytes: Vec<u8>,
    pub relocs: Vec<Reloc>,
}

/// A memory variable, at module scope or in a body.
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    pub name: String,
    pub space: MemSpace,
    pub linkage: Option<Linkage>,
    pub align: u64,
    pub size: u64,
    pub init: Option<Init>,
    pub section: Option<String>,
    pub host_access: Option<String>,
    pub span: Span,
}

/// A memory variable declared inside a kernel or function.
pub type Local = Global;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionKind {
    Kernel,
    Function,
}

/// What a register holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegKind {
    Value(RegType),
    Pred,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Reg {
    pub name: String,
    pub kind: RegKind,
    pub span: Span,
}

/// A kernel parameter: a byte array in the argument buffer.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelParam {
    pub name: String,
    pub size: u64,
    pub align: u64,
    pub addrspace: Option<ParamSpace>,
    pub ptr_align: Option<u64>,
    /// Byte offset in the argument buffer, from the sizes and alignments in order.
    pub offset: u64,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub kind: FunctionKind,
    pub linkage: Option<Linkage>,
    /// `None` for `void` (and for kernels).
    pub ret: Option<RegType>,
    /// Function parameters, in order (registers of this function).
    pub params: Vec<RegId>,
    pub kernel_params: Vec<KernelParam>,
    pub regs: Vec<Reg>,
    pub locals: Vec<Local>,
    /// Empty for an import; block 0 is the entry.
    pub blocks: Vec<Block>,
    pub reqd_work_group_size: Option<[u64; 3]>,
    pub vec_type_hint: Option<String>,
    pub span: Span,
}

impl Function {
    pub fn is_import(&self) -> bool {
        self.linkage == Some(Linkage::Import)
    }
    pub fn reg(&self, id: RegId) -> &Reg {
        &self.regs[id.index()]
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub label: Option<String>,
    pub insts: Vec<Inst>,
    pub succs: Vec<BlockId>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub opcode: Opcode,
    pub form: FormId,
    /// Qualifier values by slot, in the form's slot order (shared by every
    /// instruction with the same mnemonic and form).
    pub quals: Arc<[(Slot, Qual)]>,
    pub operands: Vec<Operand>,
    /// Arguments of a call: each an [`Operand::Reg`], a whole register or
    /// one element of a vector (`%v.y`).
    pub args: Vec<Operand>,
    pub span: Span,
}

impl Inst {
    pub fn form(&self) -> &'static isa::Form {
        isa::table().form(self.form)
    }
    /// The value of a slot: the one written, else the form's default.
    pub fn qual(&self, slot: Slot) -> Option<Qual> {
        self.quals
            .iter()
            .find(|(s, _)| *s == slot)
            .map(|(_, q)| *q)
            .or_else(|| self.form().slot(slot).and_then(|spec| spec.default))
    }
    /// Whether a qualifier was written.
    pub fn has(&self, slot: Slot) -> bool {
        self.quals.iter().any(|(s, _)| *s == slot)
    }
}

/// A memory variable, wherever it was declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VarRef {
    Global(GlobalId),
    Local(LocalId),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operand {
    Reg {
        id: RegId,
        swizzle: Option<Swizzle>,
    },
    Pred {
        id: RegId,
        negated: bool,
    },
    Special {
        reg: SpecialReg,
        swizzle: Option<Swizzle>,
    },
    /// An immediate as the bit pattern of `width` bits.
    Imm {
        bits: u128,
        width: u32,
    },
    Var(VarRef),
    Func(FuncId),
    Block(BlockId),
    Void,
    Addr(Address),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AddrBase {
    Reg(RegId),
    Var(VarRef),
    Param(ParamId),
    Absolute(u64),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AddrOffset {
    None,
    Reg(RegId),
    Imm(i64),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Address {
    pub base: AddrBase,
    pub offset: AddrOffset,
}

/// The immediate post-dominator of every block (`None`: the function's exit),
/// on the graph where every block that ends the function (`return`, also
/// `return.cond`, or the last block falling off the end) has an edge to a
/// virtual exit; by the Cooper–Harvey–Kennedy iteration on the reversed
/// graph. The emulator reconverges divergent lanes there and the native
/// backend lays out its EXEC-mask regions from it: one definition for both.
pub fn immediate_post_dominators(function: &Function) -> Vec<Option<usize>> {
    let n = function.blocks.len();
    let exit = n;
    let mut succs: Vec<Vec<usize>> = Vec::with_capacity(n + 1);
    for block in &function.blocks {
        let mut s: Vec<usize> = block.succs.iter().map(|b| b.index()).collect();
        let returns = block.insts.iter().any(|i| i.opcode == Opcode::Return);
        if s.is_empty() || returns {
            s.push(exit);
        }
        succs.push(s);
    }
    // The implicit return after the last block, for every lane that does not
    // leave it by an unconditional `goto` (a `goto.cond` there falls off the
    // end where not taken).
    let falls_off_end = function.blocks.last().is_some_and(|b| match b.insts.last() {
        Some(i) if i.opcode == Opcode::Goto => i.has(Slot::Cond) || b.succs.is_empty(),
        _ => true,
    });
    if let (Some(last), true) = (succs.last_mut(), falls_off_end) {
        if !last.contains(&exit) {
            last.push(exit);
        }
    }
    succs.push(Vec::new());
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    for (b, s) in succs.iter().enumerate() {
        for &t in s {
            preds[t].push(b);
        }
    }
    // Post-order of the reversed graph from the exit.
    let mut order = vec![usize::MAX; n + 1];
    let mut postorder = Vec::with_capacity(n + 1);
    let mut visited = vec![false; n + 1];
    let mut stack = vec![(exit, 0usize)];
    visited[exit] = true;
    while let Some((node, next)) = stack.pop() {
        if next < preds[node].len() {
            stack.push((node, next + 1));
            let p = preds[node][next];
            if !visited[p] {
                visited[p] = true;
                stack.push((p, 0));
            }
        } else {
            order[node] = postorder.len();
            postorder.push(node);
        }
    }
    let mut idom = vec![usize::MAX; n + 1];
    idom[exit] = exit;
    let mut changed = true;
    while changed {
        changed = false;
        for &node in postorder.iter().rev() {
            if node == exit {
                continue;
            }
            let mut new = usize::MAX;
            for &s in &succs[node] {
                if idom[s] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX {
                    s
                } else {
                    let (mut a, mut b) = (s, new);
                    while a != b {
                        while order[a] < order[b] {
                            a = idom[a];
                        }
                        while order[b] < order[a] {
                            b = idom[b];
                        }
                    }
                    a
                };
            }
            if new != usize::MAX && idom[node] != new {
                idom[node] = new;
                changed = true;
            }
        }
    }
    (0..n).map(|b| if idom[b] == usize::MAX || idom[b] == exit { None } else { Some(idom[b]) }).collect()
}

/// Prints the IR for debugging and snapshot tests (`pisa check --emit ir`).
pub fn print(module: &Module) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "; PISA {}.{} target {}", module.version.0, module.version.1, module.target.as_str());
    for (index, global) in module.globals.iter().enumerate() {
        let _ = write!(
            out,
            "global g{index} @{} {} size {} align {}",
            global.name,
            global.space.as_str(),
            global.size,
            global.align
        );
        if let Some(linkage) = global.linkage {
            let _ = write!(out, " {}", linkage.as_str());
        }
        print_init(&mut out, module, global.init.as_ref());
        out.push('\n');
    }
    for (index, function) in module.functions.iter().enumerate() {
        let kind = match function.kind {
            FunctionKind::Kernel => "kernel",
            FunctionKind::Function => "function",
        };
        let ret = function.ret.map_or("void".to_string(), |t| t.to_string());
        let _ = write!(out, "\n{kind} f{index} @{} -> {ret}", function.name);
        if let Some(linkage) = function.linkage {
            let _ = write!(out, " {}", linkage.as_str());
        }
        out.push('\n');
        for (i, param) in function.kernel_params.iter().enumerate() {
            let _ = writeln!(
                out,
                "  param p{i} %{} size {} align {} offset {}",
                param.name, param.size, param.align, param.offset
            );
        }
        for (i, reg) in function.regs.iter().enumerate() {
            let kind = match reg.kind {
                RegKind::Value(ty) => ty.to_string(),
                RegKind::Pred => ".pred".to_string(),
            };
            let role = if function.params.contains(&RegId(i as u32)) { " (param)" } else { "" };
            let _ = writeln!(out, "  reg r{i} %{} {kind}{role}", reg.name);
        }
        for (i, local) in function.locals.iter().enumerate() {
            let _ = write!(
                out,
                "  local l{i} @{} {} size {} align {}",
                local.name,
                local.space.as_str(),
                local.size,
                local.align
            );
            print_init(&mut out, module, local.init.as_ref());
            out.push('\n');
        }
        for (i, block) in function.blocks.iter().enumerate() {
            let label = block.label.as_deref().map_or(String::new(), |l| format!(" ({l})"));
            let succs: Vec<String> = block.succs.iter().map(|b| format!("b{}", b.0)).collect();
            let _ = writeln!(out, "  b{i}{label}: -> [{}]", succs.join(", "));
            for inst in &block.insts {
                out.push_str("    ");
                out.push_str(inst.opcode.as_str());
                for (_, qual) in inst.quals.iter() {
                    let _ = write!(out, "{qual}");
                }
                let _ = write!(out, " [form {}]", inst.form);
                for (k, operand) in inst.operands.iter().enumerate() {
                    out.push_str(if k == 0 { " " } else { ", " });
                    print_operand(&mut out, module, function, operand);
                }
                if !inst.args.is_empty() || inst.opcode == Opcode::Call {
                    out.push_str(" (");
                    for (k, arg) in inst.args.iter().enumerate() {
                        if k > 0 {
                            out.push_str(", ");
                        }
                        print_operand(&mut out, module, function, arg);
                    }
                    out.push(')');
                }
                out.push('\n');
            }
        }
    }
    out
}

fn print_init(out: &mut String, module: &Module, init: Option<&Init>) {
    let Some(init) = init else { return };
    out.push_str(" = [");
    for (i, byte) in init.bytes.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{byte:02x}");
    }
    out.push(']');
    for reloc in &init.relocs {
        let target = match reloc.target {
            SymbolRef::Global(g) => format!("@{}", module.globals[g.index()].name),
            SymbolRef::Function(f) => format!("@{}", module.functions[f.index()].name),
        };
        let _ = write!(out, " reloc({} = {target}{:+})", reloc.offset, reloc.addend);
    }
}

fn var_name(module: &Module, function: &Function, var: VarRef) -> String {
    match var {
        VarRef::Global(g) => format!("g{}(@{})", g.0, module.globals[g.index()].name),
        VarRef::Local(l) => format!("l{}(@{})", l.0, function.locals[l.index()].name),
    }
}

fn print_operand(out: &mut String, module: &Module, function: &Function, operand: &Operand) {
    match *operand {
        Operand::Reg { id, swizzle } => {
            let _ = write!(out, "r{}{}", id.0, swizzle.map_or("", |s| s.as_str()));
        }
        Operand::Pred { id, negated } => {
            let _ = write!(out, "{}r{}", if negated { "!" } else { "" }, id.0);
        }
        Operand::Special { reg, swizzle } => {
            let _ = write!(out, "%{}{}", reg.as_str(), swizzle.map_or("", |s| s.as_str()));
        }
        Operand::Imm { bits, width } => {
            let _ = write!(out, "0x{bits:0w$x}:{width}", w = (width as usize).div_ceil(4));
        }
        Operand::Var(var) => out.push_str(&var_name(module, function, var)),
        Operand::Func(f) => {
            let _ = write!(out, "f{}(@{})", f.0, module.functions[f.index()].name);
        }
        Operand::Block(b) => {
            let _ = write!(out, "b{}", b.0);
        }
        Operand::Void => out.push_str("void"),
        Operand::Addr(address) => {
            out.push('[');
            match address.base {
                AddrBase::Reg(r) => {
                    let _ = write!(out, "r{}", r.0);
                }
                AddrBase::Var(v) => out.push_str(&var_name(module, function, v)),
                AddrBase::Param(p) => {
                    let _ = write!(out, "p{}", p.0);
                }
                AddrBase::Absolute(a) => {
                    let _ = write!(out, "0x{a:x}");
                }
            }
            match address.offset {
                AddrOffset::None => {}
                AddrOffset::Reg(r) => {
                    let _ = write!(out, " + r{}", r.0);
                }
                AddrOffset::Imm(i) => {
                    let _ = write!(out, " {} {}", if i < 0 { "-" } else { "+" }, i.unsigned_abs());
                }
            }
            out.push(']');
        }
    }
}

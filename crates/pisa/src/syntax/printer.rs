//! The canonical printer: one statement a line, four spaces an indentation
//! level, labels one level out, single spaces between tokens, comments kept
//! where they were and runs of blank lines folded to one.
//!
//! `parse(print(m))` gives back `m` (up to spans), so printing is also the
//! formatter, and formatting twice changes nothing.

use super::ast::*;
use std::fmt::Write;

/// Displays an immediate as canonical PISA writes it.
pub struct ImmText(pub Imm);

impl std::fmt::Display for ImmText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&imm_text(self.0))
    }
}

/// An immediate as canonical PISA writes it.
pub fn imm_text(imm: Imm) -> String {
    let module = Module::default();
    let mut printer = Printer { m: &module, out: String::new(), comment_end: usize::MAX };
    printer.imm(imm);
    printer.out
}

/// Prints a module as canonical PISA.
pub fn print(module: &Module) -> String {
    let mut printer =
        Printer { m: module, out: String::with_capacity(module.insts.len() * 32 + 64), comment_end: usize::MAX };
    printer.module();
    printer.out
}

struct Printer<'m> {
    m: &'m Module,
    out: String,
    /// The length of `out` just after the last comment line it was given.
    comment_end: usize,
}

const INDENT: &str = "    ";

impl<'m> Printer<'m> {
    fn name(&self, sym: Sym) -> &'m str {
        let module: &'m Module = self.m;
        module.name(sym)
    }

    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str(INDENT);
        }
    }

    fn comment(&mut self, comment: &Comment, depth: usize) {
        let text = self.m.name(comment.text);
        // A trailing comment joins the line before it only when that line
        // holds code: after a blank line the blank would be lost, and after
        // another comment the two would read back as one.
        let joins = comment.trailing
            && self.out.ends_with('\n')
            && !self.out.ends_with("\n\n")
            && self.out.len() != self.comment_end;
        if joins {
            self.out.pop();
            self.out.push(' ');
        } else {
            self.indent(depth);
        }
        self.out.push_str(text);
        self.out.push('\n');
        self.comment_end = self.out.len();
    }

    fn module(&mut self) {
        for item in &self.m.preamble {
            match item {
                Item::Comment(comment) => self.comment(comment, 0),
                _ => self.out.push('\n'),
            }
        }
        let header = self.m.header;
        let _ = writeln!(self.out, ".version {}.{};", header.version.value.major, header.version.value.minor);
        let _ = writeln!(self.out, ".target {};", header.target.value.as_str());
        for item in &self.m.items {
            match item {
                Item::Blank => self.out.push('\n'),
                Item::Comment(comment) => self.comment(comment, 0),
                Item::Var(id) => {
                    if let Decl::Var(var) = self.m.decl(*id) {
                        self.mem_var(var, 0);
                    }
                }
                Item::Function(function) => self.function(function),
                Item::Kernel(kernel) => self.kernel(kernel),
            }
        }
    }

    fn names(&mut self, names: &[DeclName]) {
        for (i, name) in names.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.out.push('%');
            self.out.push_str(self.m.name(name.name));
            if let Some((low, high)) = name.range {
                let _ = write!(self.out, "<{low}~{high}>");
            }
        }
    }

    fn function(&mut self, function: &Function) {
        if let Some(linkage) = function.linkage {
            self.out.push_str(linkage.value.as_str());
            self.out.push(' ');
        }
        self.out.push_str(".function ");
        match function.ret {
            Some(ty) => {
                let _ = write!(self.out, "{ty}");
            }
            None => self.out.push_str("void"),
        }
        let _ = write!(self.out, " @{}(", self.name(function.name));
        for (i, group) in function.params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = write!(self.out, ".reg {}", group.ty);
            if !group.names.is_empty() {
                self.out.push(' ');
                self.names(&group.names);
            }
        }
        self.out.push(')');
        match function.body {
            Some(body) => {
                self.out.push(' ');
                self.body(body, 0);
            }
            None => self.out.push_str(";\n"),
        }
    }

    fn kernel(&mut self, kernel: &Kernel) {
        if let Some(linkage) = kernel.linkage {
            self.out.push_str(linkage.value.as_str());
            self.out.push(' ');
        }
        self.out.push_str(".kernel");
        if let Some(size) = kernel.reqd_work_group_size {
            let [x, y, z] = size.value;
            let _ = write!(self.out, " .reqd_work_group_size({x}, {y}, {z})");
        }
        if let Some(hint) = kernel.vec_type_hint {
            let _ = write!(self.out, " .vec_type_hint({})", self.name(hint.value));
        }
        let _ = write!(self.out, " @{}(", self.name(kernel.name));
        for (i, param) in kernel.params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = write!(self.out, ".param[{}]", param.size.value);
            if let Some(align) = param.align {
                let _ = write!(self.out, " .align({})", align.value);
            }
            if let Some(space) = param.addrspace {
                let _ = write!(self.out, " .addrspace({})", space.value.as_str());
            }
            if let Some(align) = param.ptr_align {
                let _ = write!(self.out, " .ptr_align({})", align.value);
            }
            let _ = write!(self.out, " %{}", self.name(param.name));
        }
        self.out.push_str(") ");
        self.body(kernel.body, 0);
    }

    /// Prints `{`, the statements one level in, and `}` at `depth`; the
    /// caller has already written what precedes the `{` on its line. Nested
    /// scopes are walked with a stack of (body, next statement) rather than
    /// by recursion, so no depth of nesting overflows the call stack.
    fn body(&mut self, id: BodyId, depth: usize) {
        let m: &'m Module = self.m;
        self.out.push_str("{\n");
        let mut open = vec![(id, 0usize)];
        while let Some(&(body, next)) = open.last() {
            let inner = depth + open.len();
            let Some(stmt) = m.body(body).stmts.get(next) else {
                open.pop();
                self.indent(inner - 1);
                self.out.push_str("}\n");
                continue;
            };
            if let Some(top) = open.last_mut() {
                top.1 += 1;
            }
            if let Some(scope) = self.stmt(stmt, inner) {
                open.push((scope, 0));
            }
        }
    }

    /// Prints a statement at `depth`; a scope only as far as its `{`, and
    /// returns it for the caller to print its statements.
    fn stmt(&mut self, stmt: &Stmt, depth: usize) -> Option<BodyId> {
        match stmt.kind {
            StmtKind::Blank => self.out.push('\n'),
            StmtKind::Comment(id) => self.comment(self.m.comment(id), depth),
            StmtKind::Label(label) => {
                self.indent(depth - 1);
                let _ = writeln!(self.out, "{}:", self.name(self.m.label(label).name));
            }
            StmtKind::Scope(body) => {
                self.indent(depth);
                self.out.push_str("{\n");
                return Some(body);
            }
            StmtKind::Decl(id) => {
                if !matches!(self.m.decl(id), Decl::Var(_)) {
                    self.indent(depth);
                }
                match self.m.decl(id) {
                    Decl::Reg(decl) => {
                        let _ = write!(self.out, ".reg {} ", decl.ty);
                        self.names(&decl.names);
                        self.out.push_str(";\n");
                    }
                    Decl::Pred(decl) => {
                        self.out.push_str(".pred ");
                        self.names(&decl.names);
                        self.out.push_str(";\n");
                    }
                    Decl::Var(var) => self.mem_var(var, depth),
                }
            }
            StmtKind::Inst(id) => {
                self.indent(depth);
                self.inst(self.m.inst(id));
                self.out.push_str(";\n");
            }
        }
        None
    }

    fn mem_var(&mut self, var: &MemVar, depth: usize) {
        self.indent(depth);
        if let Some(linkage) = var.linkage {
            self.out.push_str(linkage.value.as_str());
            self.out.push(' ');
        }
        self.out.push_str(var.space.value.as_str());
        if let Some(align) = var.align {
            let _ = write!(self.out, " .align {}", align.value);
        }
        if let Some(section) = var.section {
            let _ = write!(self.out, " .section(\"{}\")", self.name(section.value));
        }
        if let Some(host) = var.host_access {
            let _ = write!(self.out, " .host_access(\"{}\")", self.name(host.value));
        }
        if let Some(ty) = var.elem_type {
            let _ = write!(self.out, " {}", ty.value);
        }
        let _ = write!(self.out, " @{}", self.name(var.name));
        if let Some(size) = var.size {
            let _ = write!(self.out, "[{}]", size.value);
        }
        if let Some(init) = &var.init {
            self.out.push_str(" = { ");
            for (i, item) in init.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                match *item {
                    InitItem::Zero { bytes, .. } => {
                        let _ = write!(self.out, ".zero {bytes}");
                    }
                    InitItem::Value { bits, value, .. } => {
                        let _ = write!(self.out, ".{bits}b ");
                        match value {
                            InitValue::Int(id) => self.imm(self.m.imm(id)),
                            InitValue::Symbol { name, offset, .. } => {
                                let _ = write!(self.out, "@{}", self.name(name));
                                if offset > 0 {
                                    let _ = write!(self.out, "+{offset}");
                                } else if offset < 0 {
                                    let _ = write!(self.out, "-{}", offset.unsigned_abs());
                                }
                            }
                        }
                    }
                }
            }
            self.out.push_str(" }");
        }
        self.out.push_str(";\n");
    }

    fn inst(&mut self, inst: &Inst) {
        self.out.push_str(inst.opcode.as_str());
        for qual in self.m.quals(inst) {
            let _ = write!(self.out, "{}", qual.qual);
        }
        let operands = self.m.operands(inst);
        if operands.is_empty() && inst.args_at.is_none() {
            return;
        }
        self.out.push(' ');
        let args_at = inst.args_at.map_or(operands.len(), |a| a as usize);
        for (i, operand) in operands[..args_at].iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.operand(operand);
        }
        if inst.args_at.is_some() {
            self.out.push('(');
            for (i, operand) in operands[args_at..].iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.operand(operand);
            }
            self.out.push(')');
        }
    }

    fn reg(&mut self, reg: RegRef) {
        self.out.push('%');
        self.out.push_str(self.m.name(reg.name));
        if let Some(swizzle) = reg.swizzle {
            self.out.push_str(swizzle.as_str());
        }
    }

    fn operand(&mut self, operand: &Operand) {
        match operand.data {
            OperandData::Reg(reg) => self.reg(reg),
            OperandData::NotPred(name) => {
                let _ = write!(self.out, "!%{}", self.name(name));
            }
            OperandData::Special { reg, swizzle } => {
                let _ = write!(self.out, "%{}", reg.as_str());
                if let Some(swizzle) = swizzle {
                    self.out.push_str(swizzle.as_str());
                }
            }
            OperandData::Imm(id) => self.imm(self.m.imm(id)),
            OperandData::Symbol(name) => {
                let _ = write!(self.out, "@{}", self.name(name));
            }
            OperandData::Label(name) => self.out.push_str(self.m.name(name)),
            OperandData::Void => self.out.push_str("void"),
            OperandData::Addr(id) => self.address(self.m.addr(id)),
        }
    }

    fn address(&mut self, address: &Address) {
        self.out.push('[');
        match address.base {
            AddrBase::Reg(reg, _) => self.reg(reg),
            AddrBase::Var(name, _) => {
                let _ = write!(self.out, "@{}", self.name(name));
            }
            AddrBase::Imm(id, _) => self.imm(self.m.imm(id)),
        }
        match address.offset {
            None => {}
            Some(AddrOffset::Reg(reg, _)) => {
                self.out.push_str(" + ");
                self.reg(reg);
            }
            Some(AddrOffset::Imm(id, _)) => match self.m.imm(id) {
                Imm::Int { negative: true, magnitude, radix } => {
                    self.out.push_str(" - ");
                    self.imm(Imm::Int { negative: false, magnitude, radix });
                }
                imm => {
                    self.out.push_str(" + ");
                    self.imm(imm);
                }
            },
        }
        self.out.push(']');
    }

    fn imm(&mut self, imm: Imm) {
        match imm {
            Imm::Int { negative, magnitude, radix } => {
                if negative {
                    self.out.push('-');
                }
                match radix {
                    Radix::Decimal => {
                        let _ = write!(self.out, "{magnitude}");
                    }
                    Radix::Hex { digits, upper: true } => {
                        let _ = write!(self.out, "0x{magnitude:0width$X}", width = digits as usize);
                    }
                    Radix::Hex { digits, upper: false } => {
                        let _ = write!(self.out, "0x{magnitude:0width$x}", width = digits as usize);
                    }
                }
            }
            Imm::Float(value) => {
                let _ = write!(self.out, "{value:?}");
            }
        }
    }
}

//! Kernels and functions: parameters, scopes and declarations, labels, and
//! the basic blocks of the checked IR.

use super::{flow, is_power_of_two, ModuleCheck, Rule};
use crate::diag::Note;
use crate::ir::{self, BlockId, LocalId, ParamId, RegId, RegKind};
use crate::isa::{Opcode, Qual, Slot, Word};
use crate::syntax::ast::{self, BodyId, Decl, DeclName, RegType, Span, SpecialReg, StmtKind, Sym};
use rustc_hash::FxHashMap;

/// What a name in a body refers to.
#[derive(Clone, Copy, Debug)]
pub(super) enum Binding {
    Reg(RegId),
    Local(LocalId),
    Param(ParamId),
}

/// `%` names (registers, predicates, kernel parameters) and `@` names
/// (memory variables) are separate namespaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Namespace {
    Percent,
    At,
}

/// How a block ends.
#[derive(Clone, Copy, Debug)]
pub(super) enum Exit {
    Fallthrough,
    Goto(BlockId),
    Branch(BlockId),
    Return,
    ReturnIf,
}

pub(super) struct FnCheck<'c, 'm> {
    pub(super) mc: &'c mut ModuleCheck<'m>,
    pub(super) f: ir::Function,
    pub(super) scopes: Vec<FxHashMap<(Namespace, Sym), (Binding, Span)>>,
    /// What each name means at this point, indexed by namespace and symbol,
    /// so that a lookup is an index rather than a walk through the scopes.
    visible_now: [Vec<Option<Binding>>; 2],
    /// Every name bound in an open scope, innermost last, with the meaning
    /// its declaration replaced (restored when the scope closes). One flat
    /// list, so that listing the visible names costs the number of names,
    /// not the depth of nesting.
    shadowed: Vec<(Namespace, Sym, Option<Binding>)>,
    /// Where each open scope's entries start in `shadowed`.
    scope_starts: Vec<usize>,
    pub(super) reg_used: Vec<bool>,
    pub(super) local_used: Vec<bool>,
    pub(super) local_name_spans: Vec<Span>,
    /// Labels of the function with the block each starts (filled as blocks are made).
    pub(super) labels: FxHashMap<Sym, (Span, Option<BlockId>)>,
    /// Label operands to resolve once every block exists: block, instruction, operand.
    pub(super) patches: Vec<(usize, usize, usize, Sym, Span)>,
    pub(super) exits: Vec<Exit>,
    /// Whether the last block may still take instructions.
    pub(super) open: bool,
    pub(super) last_inst: Option<(Opcode, bool, Span)>,
    /// Reused by each instruction check, to spare an allocation each time.
    pub(super) resolved_buffer: Vec<super::inst::Res>,
    /// What the flow warnings need of each block, gathered as its
    /// instructions are checked (so that they need not be kept).
    pub(super) flow: flow::Blocks,
}

const VECTOR_COUNTS: [(u16, &[u16]); 4] =
    [(8, &[2, 3, 4]), (16, &[2, 3, 4]), (32, &[2, 3, 4, 5, 6, 7, 8, 16, 32, 64]), (64, &[2, 3, 4])];

/// More registers than this in one range is a typo, not a program.
const MAX_RANGE: u32 = 1 << 16;

pub(super) fn check_kernel(mc: &mut ModuleCheck, kernel: &ast::Kernel) -> ir::Function {
    let name = mc.name(kernel.name).to_string();
    let mut f = empty_function(name, ir::FunctionKind::Kernel, kernel.span);
    f.linkage = kernel.linkage.map(|l| l.value);
    if let Some(size) = kernel.reqd_work_group_size {
        if size.value.contains(&0) {
            mc.error(Rule::WorkGroupSizeZero, size.span, "work-group size dimensions must be at least 1");
        }
        f.reqd_work_group_size = Some(size.value);
    }
    f.vec_type_hint = kernel.vec_type_hint.map(|h| mc.name(h.value).to_string());
    let mut fc = FnCheck::new(mc, f);
    fc.push_scope();
    let mut offset = 0u64;
    for (index, param) in kernel.params.iter().enumerate() {
        if param.size.value == 0 {
            fc.mc.error(Rule::ParamSizeZero, param.size.span, "a kernel parameter of zero bytes");
        }
        let mut align = 8;
        for attr in [param.align, param.ptr_align].into_iter().flatten() {
            if !is_power_of_two(attr.value) {
                fc.mc.error(
                    Rule::ParamAlignPowerOfTwo,
                    attr.span,
                    format!("alignment {} is not a power of two", attr.value),
                );
            }
        }
        if let Some(a) = param.align.filter(|a| is_power_of_two(a.value)) {
            align = a.value;
        }
        offset = offset.div_ceil(align).saturating_mul(align);
        fc.bind(
            Namespace::Percent,
            param.name,
            param.name_span,
            Binding::Param(ParamId(index as u32)),
            Rule::DuplicateParameter,
        );
        fc.f.kernel_params.push(ir::KernelParam {
            name: fc.mc.name(param.name).to_string(),
            size: param.size.value,
            align,
            addrspace: param.addrspace.map(|s| s.value),
            ptr_align: param.ptr_align.map(|a| a.value),
            offset,
            span: param.span,
        });
        offset = offset.saturating_add(param.size.value);
    }
    fc.run(Some(kernel.body));
    fc.finish()
}

pub(super) fn check_function(mc: &mut ModuleCheck, function: &ast::Function) -> ir::Function {
    let name = mc.name(function.name).to_string();
    let mut f = empty_function(name, ir::FunctionKind::Function, function.span);
    f.linkage = function.linkage.map(|l| l.value);
    f.ret = function.ret;
    let mut fc = FnCheck::new(mc, f);
    fc.push_scope();
    for group in &function.params {
        if group.names.is_empty() {
            if function.body.is_some() {
                fc.mc.error(Rule::ParameterUnnamed, group.span, "a parameter of a function definition has no name");
            }
            let reg = fc.new_reg(String::new(), RegKind::Value(group.ty), group.span);
            fc.reg_used[reg.index()] = true;
            fc.f.params.push(reg);
            continue;
        }
        fc.check_vector_type(group.ty, group.ty_span);
        for name in &group.names {
            for (text, span) in expand(fc.mc, name) {
                let sym = fc.mc.m.names.lookup(&text);
                let reg = fc.new_reg(text, RegKind::Value(group.ty), span);
                fc.reg_used[reg.index()] = true;
                if let Some(sym) = sym {
                    fc.bind(Namespace::Percent, sym, span, Binding::Reg(reg), Rule::DuplicateParameter);
                }
                fc.f.params.push(reg);
            }
        }
    }
    fc.run(function.body);
    if function.body.is_some() && function.ret.is_some() {
        fc.check_ends_in_return(function);
    }
    fc.finish()
}

fn empty_function(name: String, kind: ir::FunctionKind, span: Span) -> ir::Function {
    ir::Function {
        name,
        kind,
        linkage: None,
        ret: None,
        params: Vec::new(),
        kernel_params: Vec::new(),
        regs: Vec::new(),
        locals: Vec::new(),
        blocks: Vec::new(),
        reqd_work_group_size: None,
        vec_type_hint: None,
        span,
    }
}

/// The names a declaration introduces: one, or each of a range.
fn expand(mc: &mut ModuleCheck, name: &DeclName) -> Vec<(String, Span)> {
    let base = mc.name(name.name).to_string();
    match name.range {
        None => vec![(base, name.span)],
        Some((low, high)) if high - low > MAX_RANGE => {
            mc.error(
                Rule::RangeTooLarge,
                name.span,
                format!(
                    "`%{base}<{low}~{high}>` declares {} registers; pisa allows at most {MAX_RANGE} in one range",
                    high - low
                ),
            );
            Vec::new()
        }
        Some((low, high)) => (low..high).map(|i| (format!("{base}{i}"), name.span)).collect(),
    }
}

impl<'c, 'm> FnCheck<'c, 'm> {
    fn new(mc: &'c mut ModuleCheck<'m>, f: ir::Function) -> Self {
        FnCheck {
            mc,
            f,
            scopes: Vec::new(),
            visible_now: [Vec::new(), Vec::new()],
            shadowed: Vec::new(),
            scope_starts: Vec::new(),
            reg_used: Vec::new(),
            local_used: Vec::new(),
            local_name_spans: Vec::new(),
            labels: FxHashMap::default(),
            patches: Vec::new(),
            exits: Vec::new(),
            open: false,
            last_inst: None,
            resolved_buffer: Vec::new(),
            flow: flow::Blocks::default(),
        }
    }

    pub(super) fn new_reg(&mut self, name: String, kind: RegKind, span: Span) -> RegId {
        self.f.regs.push(ir::Reg { name, kind, span });
        self.reg_used.push(false);
        RegId(self.f.regs.len() as u32 - 1)
    }

    fn bind(&mut self, namespace: Namespace, name: Sym, span: Span, binding: Binding, rule: Rule) {
        let scope = self.scopes.last_mut().expect("a scope is open while binding");
        if let Some((_, first)) = scope.get(&(namespace, name)) {
            let first = *first;
            let prefix = if namespace == Namespace::Percent { "%" } else { "@" };
            let text = self.mc.name(name).to_string();
            self.mc
                .error(rule, span, format!("`{prefix}{text}` is declared twice in the same scope"))
                .secondary
                .push(Note { span: first, message: "first declared here".into() });
            return;
        }
        scope.insert((namespace, name), (binding, span));
        let table = &mut self.visible_now[namespace as usize];
        if table.len() <= name.0 as usize {
            table.resize(name.0 as usize + 1, None);
        }
        let previous = table[name.0 as usize].replace(binding);
        self.shadowed.push((namespace, name, previous));
    }

    pub(super) fn push_scope(&mut self) {
        self.scopes.push(FxHashMap::default());
        self.scope_starts.push(self.shadowed.len());
    }

    fn pop_scope(&mut self) {
        self.scopes.pop();
        let start = self.scope_starts.pop().unwrap_or(0);
        for (namespace, name, previous) in self.shadowed.drain(start..).rev() {
            self.visible_now[namespace as usize][name.0 as usize] = previous;
        }
    }

    /// What a name means here: its declaration in the innermost scope that has one.
    pub(super) fn find(&self, namespace: Namespace, name: Sym) -> Option<Binding> {
        self.visible_now[namespace as usize].get(name.0 as usize).copied().flatten()
    }

    /// Every name visible here, for suggestions.
    pub(super) fn visible(&self, namespace: Namespace) -> Vec<String> {
        self.shadowed
            .iter()
            .filter(|(ns, _, _)| *ns == namespace)
            .map(|(_, sym, _)| self.mc.name(*sym).to_string())
            .collect()
    }

    fn check_vector_type(&mut self, ty: RegType, span: Span) {
        if !ty.is_vector() {
            return;
        }
        let allowed: &[u16] = VECTOR_COUNTS.iter().find(|(bits, _)| *bits == ty.bits).map_or(&[], |(_, c)| c);
        if !allowed.contains(&ty.count) {
            let counts = allowed.iter().map(u16::to_string).collect::<Vec<_>>().join(", ");
            let help = if counts.is_empty() {
                format!("there are no vectors of {}-bit elements", ty.bits)
            } else {
                format!("vectors of {}-bit elements have {counts} elements", ty.bits)
            };
            self.mc.error(Rule::VectorType, span, format!("`{ty}` is not a PISA vector type")).help.push(help);
        }
    }

    fn run(&mut self, body: Option<BodyId>) {
        let Some(body) = body else { return };
        self.collect_labels(body);
        self.start_block(None);
        self.body(body);
        self.resolve_patches();
    }

    /// Records every label of the body and its nested scopes, in source
    /// order (the first of two definitions is the one kept). Scopes are
    /// walked with a stack of (body, next statement), not recursion, so that
    /// no nesting depth overflows the call stack; `body` does the same.
    fn collect_labels(&mut self, body: BodyId) {
        let m = self.mc.m;
        let mut open = vec![(body, 0usize)];
        while let Some(&(body, next)) = open.last() {
            let Some(stmt) = m.body(body).stmts.get(next) else {
                open.pop();
                continue;
            };
            if let Some(top) = open.last_mut() {
                top.1 += 1;
            }
            match stmt.kind {
                StmtKind::Label(label) => {
                    let ast::Label { name, span } = m.label(label);
                    if let Some((first, _)) = self.labels.get(&name) {
                        let first = *first;
                        let text = self.mc.name(name).to_string();
                        self.mc
                            .error(Rule::DuplicateLabel, span, format!("label `{text}` is defined twice"))
                            .secondary
                            .push(Note { span: first, message: "first defined here".into() });
                    } else {
                        self.labels.insert(name, (span, None));
                    }
                }
                StmtKind::Scope(inner) => open.push((inner, 0)),
                _ => {}
            }
        }
    }

    /// Checks the statements of the function's body and of its nested
    /// scopes in source order; each nested scope opens a scope of names.
    fn body(&mut self, id: BodyId) {
        let m = self.mc.m;
        self.declare_all(id);
        let mut open = vec![(id, 0usize)];
        while let Some(&(body, next)) = open.last() {
            let Some(stmt) = m.body(body).stmts.get(next) else {
                open.pop();
                // The function's own scope was opened by the caller, with its parameters.
                if !open.is_empty() {
                    self.pop_scope();
                }
                continue;
            };
            if let Some(top) = open.last_mut() {
                top.1 += 1;
            }
            match stmt.kind {
                StmtKind::Inst(inst) => self.instruction(m.inst(inst)),
                StmtKind::Label(label) => self.label(m.label(label).name),
                StmtKind::Scope(inner) => {
                    self.push_scope();
                    self.declare_all(inner);
                    open.push((inner, 0));
                }
                StmtKind::Decl(_) | StmtKind::Comment(_) | StmtKind::Blank => {}
            }
        }
    }

    /// Binds the declarations of one body: they are visible throughout
    /// their scope, also before the line that declares them.
    fn declare_all(&mut self, id: BodyId) {
        let m = self.mc.m;
        for stmt in &m.body(id).stmts {
            if let StmtKind::Decl(decl) = stmt.kind {
                self.declare(m.decl(decl));
            }
        }
    }

    fn declare(&mut self, decl: &Decl) {
        match decl {
            Decl::Reg(reg) => {
                self.check_vector_type(reg.ty, reg.ty_span);
                self.declare_names(&reg.names, RegKind::Value(reg.ty));
            }
            Decl::Pred(pred) => self.declare_names(&pred.names, RegKind::Pred),
            Decl::Var(var) => {
                let local = self.mc.lay_out_var(var, false);
                self.f.locals.push(local);
                self.local_used.push(false);
                self.local_name_spans.push(var.name_span);
                let id = LocalId(self.f.locals.len() as u32 - 1);
                self.bind(Namespace::At, var.name, var.name_span, Binding::Local(id), Rule::DuplicateDeclaration);
            }
        }
    }

    fn declare_names(&mut self, names: &[DeclName], kind: RegKind) {
        for name in names {
            for (text, span) in expand(self.mc, name) {
                if SpecialReg::parse(&text).is_some() {
                    self.mc
                        .error(Rule::SpecialRegisterDeclared, span, format!("`%{text}` is a special register"))
                        .help
                        .push("choose another name".into());
                    continue;
                }
                let reg = self.new_reg(text.clone(), kind, span);
                // Members of a range are not reported one by one as unused.
                self.reg_used[reg.index()] = name.range.is_some();
                // A name the source never spells out cannot be referred to,
                // so it needs no binding.
                if let Some(sym) = self.mc.m.names.lookup(&text) {
                    self.bind(Namespace::Percent, sym, span, Binding::Reg(reg), Rule::DuplicateDeclaration);
                }
            }
        }
    }

    pub(super) fn start_block(&mut self, label: Option<String>) {
        self.f.blocks.push(ir::Block { label, insts: Vec::new(), succs: Vec::new() });
        self.flow.start_block();
        self.exits.push(Exit::Fallthrough);
        self.open = true;
    }

    fn label(&mut self, name: Sym) {
        let text = self.mc.name(name).to_string();
        let current = self.f.blocks.len() - 1;
        let reuse = self.open && self.flow.is_empty(current) && self.f.blocks[current].label.is_none();
        if reuse {
            self.f.blocks[current].label = Some(text);
        } else {
            self.start_block(Some(text));
        }
        let block = BlockId(self.f.blocks.len() as u32 - 1);
        if let Some(entry) = self.labels.get_mut(&name) {
            if entry.1.is_none() {
                entry.1 = Some(block);
            }
        }
    }

    fn instruction(&mut self, inst: &ast::Inst) {
        if inst.forms.is_empty() {
            return;
        }
        if !self.open {
            self.start_block(None);
        }
        let Some((checked, label)) = self.check_inst(inst) else {
            // The instruction's own error is reported; a `return` that failed
            // its checks still ends the body, so `return-not-last` stays quiet.
            let conditional = self.mc.m.quals(inst).iter().any(|q| q.qual == Qual::Word(Word::Cond));
            self.last_inst = Some((inst.opcode, conditional, inst.span));
            return;
        };
        let conditional = checked.has(Slot::Cond);
        self.last_inst = Some((checked.opcode, conditional, checked.span));
        let block = self.f.blocks.len() - 1;
        let index = self.f.blocks[block].insts.len();
        let exit = match checked.opcode {
            Opcode::Goto => Some(if conditional { Exit::Branch(BlockId(0)) } else { Exit::Goto(BlockId(0)) }),
            Opcode::Return => Some(if conditional { Exit::ReturnIf } else { Exit::Return }),
            _ => None,
        };
        self.flow.add(&checked);
        if self.mc.keep_ir {
            self.f.blocks[block].insts.push(checked);
        }
        if let Some((operand, name, span)) = label {
            self.patches.push((block, index, operand, name, span));
        }
        if let Some(exit) = exit {
            self.exits[block] = exit;
            self.open = false;
        }
    }

    fn resolve_patches(&mut self) {
        for (block, inst, operand, name, span) in std::mem::take(&mut self.patches) {
            let target = self.labels.get(&name).and_then(|(_, b)| *b);
            let Some(target) = target else {
                let text = self.mc.name(name).to_string();
                let candidates: Vec<&str> = self.labels.keys().map(|s| self.mc.m.name(*s)).collect();
                let suggestion = crate::isa::suggest(&text, candidates);
                let d = self.mc.error(Rule::UndeclaredLabel, span, format!("no label `{text}` in this function"));
                if let Some(s) = suggestion {
                    d.help.push(format!("did you mean `{s}`?"));
                }
                continue;
            };
            if self.mc.keep_ir {
                self.f.blocks[block].insts[inst].operands[operand] = ir::Operand::Block(target);
            }
            self.exits[block] = match self.exits[block] {
                Exit::Goto(_) => Exit::Goto(target),
                Exit::Branch(_) => Exit::Branch(target),
                other => other,
            };
        }
        let count = self.f.blocks.len();
        for (index, exit) in self.exits.iter().enumerate() {
            let next = (index + 1 < count).then_some(BlockId(index as u32 + 1));
            self.f.blocks[index].succs = match *exit {
                Exit::Fallthrough | Exit::ReturnIf => next.into_iter().collect(),
                Exit::Goto(target) => vec![target],
                Exit::Branch(target) => std::iter::once(target).chain(next.filter(|n| *n != target)).collect(),
                Exit::Return => Vec::new(),
            };
        }
    }

    fn check_ends_in_return(&mut self, function: &ast::Function) {
        let ends_in_return = matches!(self.last_inst, Some((Opcode::Return, false, _)));
        if !ends_in_return {
            let span = self.last_inst.map_or(function.name_span, |(_, _, span)| span);
            let ret = function.ret.map_or(String::new(), |t| t.to_string());
            let name = self.mc.name(function.name).to_string();
            self.mc
                .error(Rule::ReturnNotLast, span, format!("`@{name}` returns `{ret}` but does not end with `return`"))
                .help
                .push("end the body with `return VALUE;`".into());
        }
    }

    fn finish(mut self) -> ir::Function {
        flow::warn(&mut self);
        self.f
    }
}

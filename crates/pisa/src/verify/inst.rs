//! One instruction: resolve its operands, pick the table form whose
//! restrictions it meets, check calls and returns, and build its IR.

use super::body::{Binding, FnCheck, Namespace};
use super::rules::{describe_restriction, table_rule_id};
use super::{literal, rule_error, Rule, Symbol};
use crate::diag::Diagnostic;
use crate::ir::{self, FuncId, ParamId, RegId, RegKind, VarRef};
use crate::isa::{
    self, Form, ImmClass, MemForm, Opcode, OperandKind, OperandSpec, Qual, Restriction, ReturnOf, Slot, Word,
};
use crate::syntax::ast::{
    self, AddrBase, AddrOffset, Imm, MemSpace, OperandData, RegRef, RegType, Span, SpecialReg, Swizzle, Sym,
};
use crate::syntax::parser::check_immediate;
use std::sync::Arc;

/// A label operand to resolve once all blocks exist: operand index, name, span.
pub(super) type LabelUse = (usize, Sym, Span);

/// An operand with what its names refer to.
#[derive(Clone, Copy, Debug)]
pub(super) enum Res {
    Reg { id: RegId, ty: RegType, swizzle: Option<Swizzle> },
    Pred { id: RegId, negated: bool },
    Special { reg: SpecialReg, swizzle: Option<Swizzle> },
    Imm(Imm),
    Var { var: VarRef, space: MemSpace, size: u64 },
    Func(FuncId),
    Label(Sym),
    Void,
    Addr(ResAddr),
    Param(ParamId),
}

#[derive(Clone, Copy, Debug)]
pub(super) enum ResBase {
    Reg { id: RegId, ty: RegType },
    Var { var: VarRef, space: MemSpace, size: u64 },
    Param(ParamId),
    Absolute(u64),
}

#[derive(Clone, Copy, Debug)]
pub(super) enum ResOffset {
    None,
    Reg { id: RegId, ty: RegType },
    Imm(i64),
}

#[derive(Clone, Copy, Debug)]
pub(super) struct ResAddr {
    base: ResBase,
    offset: ResOffset,
    form: MemForm,
}

impl Res {
    /// Width of one element: a scalar register, a vector's element, or the
    /// element a single swizzle picks.
    fn elem_bits(&self) -> Option<u32> {
        match *self {
            Res::Reg { ty, .. } => Some(ty.bits as u32),
            Res::Special { reg, .. } => Some(reg.ty().bits as u32),
            _ => None,
        }
    }
    /// Width of what the operand names, after its swizzle.
    fn total_bits(&self) -> Option<u32> {
        match *self {
            Res::Reg { ty, swizzle: Some(s), .. } => Some(s.elements().1 * ty.bits as u32),
            Res::Reg { ty, swizzle: None, .. } => Some(ty.total_bits()),
            Res::Special { reg, swizzle } => {
                Some(reg.ty().bits as u32 * swizzle.map_or(reg.ty().count as u32, |s| s.elements().1))
            }
            _ => None,
        }
    }
    /// Element count of a register operand.
    fn count(&self) -> Option<u32> {
        match *self {
            Res::Reg { ty, swizzle: None, .. } => Some(ty.count as u32),
            Res::Reg { swizzle: Some(s), .. } => Some(s.elements().1),
            _ => None,
        }
    }
    fn describe(&self, f: &ir::Function) -> String {
        match *self {
            Res::Reg { id, ty, swizzle } => {
                let what = if ty.is_vector() && swizzle.is_none() { "vector register" } else { "register" };
                format!("{what} `%{}{}` (`{ty}`)", f.reg(id).name, swizzle.map_or("", |s| s.as_str()))
            }
            Res::Pred { .. } => "a predicate".to_string(),
            Res::Special { reg, .. } => format!("special register `%{}` (`{}`)", reg.as_str(), reg.ty()),
            Res::Imm(_) => "an immediate".to_string(),
            Res::Var { space, .. } => format!("a `{}` variable", space.as_str()),
            Res::Func(_) => "a function".to_string(),
            Res::Label(_) => "a label".to_string(),
            Res::Void => "`void`".to_string(),
            Res::Addr(_) => "an address".to_string(),
            Res::Param(_) => "a kernel parameter".to_string(),
        }
    }
}

/// The instruction's mnemonic, spelled out only when a message needs it.
pub(super) struct LazyMnemonic<'a> {
    m: &'a ast::Module,
    inst: &'a ast::Inst,
    text: std::cell::OnceCell<String>,
}

impl std::fmt::Display for LazyMnemonic<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.text.get_or_init(|| self.m.mnemonic_text(self.inst)))
    }
}

/// What decides the form an instruction fits: its mnemonic (by its shared
/// qualifier list), the candidate forms, and each operand's type.
pub(super) type FitKey = (u32, u8, u32, [u32; 8]);

fn fit_key(inst: &ast::Inst, resolved: &[Res]) -> Option<FitKey> {
    if resolved.len() > 8 {
        return None;
    }
    let swizzle = |s: Option<Swizzle>| s.map_or(0, |s| s as u32 + 1);
    let bits = |ty: RegType| (ty.bits as u32 / 8) & 0x1f;
    let mut codes = [0u32; 8];
    for (code, res) in codes.iter_mut().zip(resolved) {
        *code = match *res {
            Res::Reg { ty, swizzle: s, .. } => 1 | (ty.count as u32 & 0x7f) << 4 | bits(ty) << 11 | swizzle(s) << 16,
            Res::Pred { negated, .. } => 2 | (negated as u32) << 4,
            Res::Special { reg, swizzle: s } => 3 | (reg as u32) << 4 | swizzle(s) << 16,
            Res::Imm(_) => 4,
            Res::Var { space, .. } => 5 | (space as u32) << 4,
            Res::Func(_) => 6,
            Res::Label(_) => 7,
            Res::Void => 8,
            Res::Param(_) => 10,
            Res::Addr(address) => {
                let base = match address.base {
                    ResBase::Absolute(_) => 0,
                    ResBase::Reg { ty, .. } => 1 | bits(ty) << 2,
                    ResBase::Var { space, .. } => 2 | (space as u32) << 2,
                    ResBase::Param(_) => 3,
                };
                let offset = match address.offset {
                    ResOffset::None => 0,
                    ResOffset::Reg { ty, .. } => 1 | bits(ty) << 2,
                    ResOffset::Imm(_) => 2,
                };
                9 | (address.form as u32) << 4 | base << 6 | offset << 13
            }
        } + 1;
    }
    Some((inst.quals_start, inst.quals_len, inst.forms.0 | (resolved.len() as u32) << 28, codes))
}

impl Violation {
    /// A violation of a structural rule, noting the rule's section and summary.
    fn structural(rule: Rule, span: Span, message: String, label: String) -> Violation {
        Violation {
            table_rule: false,
            code: rule.id().into(),
            span,
            message,
            label,
            note: Some(format!("{}: {}", rule.section(), rule.summary())),
        }
    }
}

/// A failed check of one form, before it becomes a diagnostic.
struct Violation {
    /// A restriction of the table rather than a structural rule.
    table_rule: bool,
    code: String,
    span: Span,
    message: String,
    label: String,
    note: Option<String>,
}

fn space_of(qual: Option<Qual>) -> Option<MemSpace> {
    match qual? {
        Qual::Word(Word::Global) => Some(MemSpace::Global),
        Qual::Word(Word::Const) => Some(MemSpace::Const),
        Qual::Word(Word::Private) => Some(MemSpace::Private),
        Qual::Word(Word::Shared) => Some(MemSpace::Shared),
        _ => None,
    }
}

fn space_bits(space: MemSpace) -> u32 {
    match space {
        MemSpace::Private | MemSpace::Shared => 32,
        MemSpace::Global | MemSpace::Const => 64,
    }
}

/// Whether a module for `target` may use a form that needs `required`
/// (prog-6 6.2: 100ca runs 100c and 100, 100c runs 100).
fn target_allows(target: ast::Target, required: &str) -> bool {
    match required {
        "100" => true,
        "100c" => matches!(target, ast::Target::T100c | ast::Target::T100ca),
        "100ca" => target == ast::Target::T100ca,
        _ => false,
    }
}

fn is_scalar_reg(res: &Res) -> bool {
    match *res {
        Res::Reg { ty, swizzle, .. } => {
            (ty.count == 1 && swizzle.is_none()) || (ty.count > 1 && swizzle.is_some_and(|s| s.elements().1 == 1))
        }
        Res::Special { reg, swizzle } => {
            (reg.ty().count == 1 && swizzle.is_none())
                || (reg.ty().count > 1 && swizzle.is_some_and(|s| s.elements().1 == 1))
        }
        _ => false,
    }
}

fn kind_ok(kind: OperandKind, res: &Res, spec: &OperandSpec) -> bool {
    let vector = |bits: Option<u16>, count: Option<u16>| match *res {
        Res::Reg { ty, swizzle, .. } => {
            ty.count > 1
                && bits.is_none_or(|b| ty.bits == b)
                && count.is_none_or(|c| ty.count == c)
                && (if spec.swizzle { swizzle.is_some() } else { swizzle.is_none() })
        }
        _ => false,
    };
    match kind {
        OperandKind::Reg => is_scalar_reg(res),
        OperandKind::Reg32 => is_scalar_reg(res) && res.elem_bits() == Some(32),
        OperandKind::Reg64 => is_scalar_reg(res) && res.elem_bits() == Some(64),
        OperandKind::Vec => vector(None, None),
        OperandKind::Vec32 => vector(Some(32), None),
        OperandKind::X2x16 => vector(Some(16), Some(2)),
        OperandKind::Packed => vector(None, None),
        OperandKind::Pred => matches!(res, Res::Pred { .. }),
        OperandKind::Imm => matches!(res, Res::Imm(_)),
        OperandKind::Var => matches!(res, Res::Var { .. }),
        OperandKind::Func => matches!(res, Res::Func(_)),
        OperandKind::Label => matches!(res, Res::Label(_)),
        OperandKind::Void => matches!(res, Res::Void),
        OperandKind::Mem => matches!(res, Res::Addr(_)),
    }
}

impl FnCheck<'_, '_> {
    fn mark_reg(&mut self, id: RegId) {
        self.reg_used[id.index()] = true;
    }

    fn error(&mut self, rule: Rule, span: Span, message: impl Into<String>) -> &mut Diagnostic {
        self.mc.error(rule, span, message)
    }

    fn resolve_reg(&mut self, reg: RegRef, span: Span) -> Option<Res> {
        let m = self.mc.m;
        let name = m.name(reg.name);
        let found = self.find(Namespace::Percent, reg.name).map(|b| (b, reg.swizzle)).or_else(|| {
            // A register whose own name ends like a swizzle (docs/spec-errata.md E13).
            let swizzle = reg.swizzle?;
            let full = m.names.lookup(&format!("{name}{}", swizzle.as_str()))?;
            self.find(Namespace::Percent, full).map(|b| (b, None))
        });
        let Some((binding, swizzle)) = found else {
            let suggestion = isa::suggest(name, self.visible(Namespace::Percent));
            let d = self.error(Rule::UndeclaredRegister, span, format!("`%{name}` is not declared"));
            d.label = "not declared in this scope".into();
            if let Some(s) = suggestion {
                d.help.push(format!("did you mean `%{s}`?"));
            }
            return None;
        };
        match binding {
            Binding::Reg(id) => {
                self.mark_reg(id);
                match self.f.reg(id).kind {
                    RegKind::Value(ty) => Some(Res::Reg { id, ty, swizzle }),
                    RegKind::Pred if swizzle.is_some() => {
                        self.error(
                            Rule::SwizzleOnScalar,
                            span,
                            format!("predicate `%{name}` has no elements to swizzle"),
                        );
                        None
                    }
                    RegKind::Pred => Some(Res::Pred { id, negated: false }),
                }
            }
            Binding::Param(p) => Some(Res::Param(p)),
            Binding::Local(_) => None,
        }
    }

    fn resolve_symbol(&mut self, name: Sym, span: Span) -> Option<Res> {
        if let Some(Binding::Local(id)) = self.find(Namespace::At, name) {
            self.local_used[id.index()] = true;
            let local = &self.f.locals[id.index()];
            return Some(Res::Var { var: VarRef::Local(id), space: local.space, size: local.size });
        }
        match self.mc.symbols.get(&name).map(|(s, _)| *s) {
            Some(Symbol::Global(g)) => {
                let global = &self.mc.globals[g.index()];
                Some(Res::Var { var: VarRef::Global(g), space: global.space, size: global.size })
            }
            Some(Symbol::Function(f)) => Some(Res::Func(f)),
            None => {
                let text = self.mc.name(name).to_string();
                let mut candidates = self.visible(Namespace::At);
                candidates.extend(self.mc.symbols.keys().map(|s| self.mc.m.name(*s).to_string()));
                let suggestion = isa::suggest(&text, candidates);
                let d = self.error(Rule::UndeclaredSymbol, span, format!("`@{text}` is not declared"));
                d.label = "no variable or function of this name".into();
                if let Some(s) = suggestion {
                    d.help.push(format!("did you mean `@{s}`?"));
                }
                None
            }
        }
    }

    fn resolve(&mut self, operand: &ast::Operand) -> Option<Res> {
        let m = self.mc.m;
        match operand.data {
            OperandData::Reg(reg) => self.resolve_reg(reg, operand.span),
            OperandData::NotPred(name) => match self.resolve_reg(RegRef { name, swizzle: None }, operand.span)? {
                Res::Pred { id, .. } => Some(Res::Pred { id, negated: true }),
                other => {
                    let what = other.describe(&self.f);
                    self.error(Rule::OperandKind, operand.span, format!("`!` negates predicates, but this is {what}"));
                    None
                }
            },
            OperandData::Special { reg, swizzle } => Some(Res::Special { reg, swizzle }),
            OperandData::Imm(id) => Some(Res::Imm(m.imm(id))),
            OperandData::Symbol(name) => self.resolve_symbol(name, operand.span),
            OperandData::Label(name) => Some(Res::Label(name)),
            OperandData::Void => Some(Res::Void),
            OperandData::Addr(id) => {
                let address = m.addr(id);
                let base = match address.base {
                    AddrBase::Reg(reg, span) => match self.resolve_reg(reg, span)? {
                        Res::Reg { id, ty, swizzle } if is_scalar_reg(&Res::Reg { id, ty, swizzle }) => {
                            ResBase::Reg { id, ty: RegType::scalar(ty.bits) }
                        }
                        Res::Param(p) => ResBase::Param(p),
                        other => {
                            let what = other.describe(&self.f);
                            self.error(
                                Rule::OperandKind,
                                span,
                                format!("an address base is a scalar register or a variable, not {what}"),
                            );
                            return None;
                        }
                    },
                    AddrBase::Var(name, span) => match self.resolve_symbol(name, span)? {
                        Res::Var { var, space, size } => ResBase::Var { var, space, size },
                        _ => {
                            self.error(Rule::OperandKind, span, "a function is not an address")
                                .help
                                .push("take its address with `addrof.64b` and call through the register".into());
                            return None;
                        }
                    },
                    AddrBase::Imm(id, span) => match m.imm(id).int_value() {
                        Some(v) if v >= 0 => ResBase::Absolute(v as u64),
                        _ => {
                            self.error(Rule::AddressForm, span, "an absolute address is a non-negative integer");
                            return None;
                        }
                    },
                };
                let offset = match address.offset {
                    None => ResOffset::None,
                    Some(AddrOffset::Imm(id, _)) => ResOffset::Imm(m.imm(id).int_value().unwrap_or(0) as i64),
                    Some(AddrOffset::Reg(reg, span)) => match self.resolve_reg(reg, span)? {
                        res @ Res::Reg { id, ty, .. } if is_scalar_reg(&res) => {
                            ResOffset::Reg { id, ty: RegType::scalar(ty.bits) }
                        }
                        other => {
                            let what = other.describe(&self.f);
                            self.error(
                                Rule::AddressOffsetRegister,
                                span,
                                format!("an address offset is a scalar register, not {what}"),
                            );
                            return None;
                        }
                    },
                };
                Some(Res::Addr(ResAddr { base, offset, form: address.form() }))
            }
        }
    }

    /// Checks one instruction; returns its IR and, for a `goto`, the label
    /// operand to resolve later.
    pub(super) fn check_inst(&mut self, inst: &ast::Inst) -> Option<(ir::Inst, Option<LabelUse>)> {
        let mut resolved = std::mem::take(&mut self.resolved_buffer);
        resolved.clear();
        let result = self.check_inst_into(inst, &mut resolved);
        self.resolved_buffer = resolved;
        result
    }

    fn check_inst_into(&mut self, inst: &ast::Inst, resolved: &mut Vec<Res>) -> Option<(ir::Inst, Option<LabelUse>)> {
        let m = self.mc.m;
        let operands = m.operands(inst);
        let fixed = inst.args_at.map_or(operands.len(), |a| a as usize);
        let mut ok = true;
        for operand in &operands[..fixed] {
            match self.resolve(operand) {
                Some(res) => resolved.push(res),
                None => ok = false,
            }
        }
        let mut args = Vec::new();
        for operand in &operands[fixed..] {
            match self.resolve(operand) {
                Some(res) => args.push((res, operand.span)),
                None => ok = false,
            }
        }
        if !ok {
            return None;
        }
        let mnemonic = &LazyMnemonic { m, inst, text: std::cell::OnceCell::new() };
        // The form an instruction fits depends only on its mnemonic and the
        // types of its operands, so it is worked out once per combination.
        let key = fit_key(inst, resolved);
        if let Some((form_id, bound)) = key.as_ref().and_then(|k| self.mc.form_cache.get(k)) {
            let form = isa::table().form(*form_id);
            let bound = Arc::clone(bound);
            return self.finish_inst(inst, form, bound, resolved, args, mnemonic);
        }
        let mut chosen = None;
        let mut best: Option<Vec<Violation>> = None;
        for form in inst.forms.forms(inst.opcode) {
            let bound = isa::bind_slots(form, m.quals(inst).iter().map(|q| q.qual));
            let violations = self.violations(form, &bound, resolved, operands, inst, mnemonic);
            if violations.is_empty() {
                chosen = Some((form, bound));
                break;
            }
            // The closest form is the one with the fewest violations, where an
            // operand of the wrong kind counts double: it suggests another
            // form was meant, where a wrong width suggests a slip.
            let score = |v: &[Violation]| v.iter().map(|v| if v.table_rule { 1 } else { 2 }).sum::<usize>();
            if best.as_ref().is_none_or(|b| score(&violations) < score(b)) {
                best = Some(violations);
            }
        }
        let Some((form, bound)) = chosen else {
            let candidates: Vec<&Form> = inst.forms.forms(inst.opcode).collect();
            for violation in best.unwrap_or_default() {
                let mut d = Diagnostic::error(violation.span, violation.message)
                    .with_label(violation.label)
                    .with_code(violation.code);
                if let Some(note) = violation.note {
                    d = d.with_note(note);
                }
                if candidates.len() > 1 {
                    for form in &candidates {
                        let title = if form.title.is_empty() { String::new() } else { format!(" ({})", form.title) };
                        d = d.with_note(format!("syntax{title}: {}", form.syntax));
                    }
                } else if let Some(form) = candidates.first() {
                    d = d.with_note(format!("syntax: {}", form.syntax));
                }
                self.mc.diags.push(d);
            }
            return None;
        };
        let bound: Arc<[(Slot, Qual)]> = bound.into();
        if let Some(key) = key {
            self.mc.form_cache.insert(key, (form.id, Arc::clone(&bound)));
        }
        self.finish_inst(inst, form, bound, resolved, args, mnemonic)
    }

    /// The checks that depend on more than operand types (immediate values,
    /// callee signatures, offsets), and the IR.
    fn finish_inst(
        &mut self,
        inst: &ast::Inst,
        form: &'static Form,
        bound: Arc<[(Slot, Qual)]>,
        resolved: &[Res],
        args: Vec<(Res, Span)>,
        mnemonic: &LazyMnemonic,
    ) -> Option<(ir::Inst, Option<LabelUse>)> {
        let m = self.mc.m;
        let operands = m.operands(inst);
        let value_of = |slot: Slot| bound.iter().find(|(s, _)| *s == slot).map(|(_, q)| *q);
        let mut ir_operands = Vec::with_capacity(resolved.len());
        let mut label = None;
        let mut failed = false;
        for (index, res) in resolved.iter().enumerate() {
            let span = operands[index].span;
            let class = match (inst.opcode, form.operands[index].name) {
                (Opcode::Return, "retval") => {
                    self.f.ret.map(|ty| ImmClass { bits: ty.bits as u32, float: false, ty: None })
                }
                _ => form.immediate_class(index, &value_of),
            };
            if let (Res::Imm(imm), Some(class)) = (res, class) {
                let text = &crate::syntax::printer::ImmText(*imm);
                if let Some(d) = check_immediate(*imm, class, span, form.operands[index].name, mnemonic, text) {
                    self.mc.diags.push(d.with_code(Rule::ImmediateRange.id()));
                    failed = true;
                }
            }
            if let Res::Label(name) = res {
                label = Some((index, *name, span));
            }
            ir_operands.push(self.lower(res, class));
        }
        self.check_offsets(form, &value_of, resolved, operands);
        match inst.opcode {
            Opcode::Call => failed |= !self.check_call(form, resolved, &args, operands, inst),
            Opcode::Return => failed |= !self.check_return(form, resolved, operands, inst),
            _ => {}
        }
        if failed {
            return None;
        }
        let args = args
            .iter()
            .filter_map(|(res, _)| match *res {
                Res::Reg { id, swizzle, .. } => Some(ir::Operand::Reg { id, swizzle }),
                _ => None,
            })
            .collect();
        Some((
            ir::Inst { opcode: inst.opcode, form: form.id, quals: bound, operands: ir_operands, args, span: inst.span },
            label,
        ))
    }

    fn lower(&self, res: &Res, class: Option<ImmClass>) -> ir::Operand {
        match *res {
            Res::Reg { id, swizzle, .. } => ir::Operand::Reg { id, swizzle },
            Res::Pred { id, negated } => ir::Operand::Pred { id, negated },
            Res::Special { reg, swizzle } => ir::Operand::Special { reg, swizzle },
            Res::Imm(imm) => {
                let class = class.unwrap_or(ImmClass { bits: 64, float: false, ty: None });
                let width = class.bits;
                let mask = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
                let bits = match imm {
                    Imm::Int { negative, magnitude, .. } => {
                        let value = if negative { -(magnitude as i128) } else { magnitude as i128 };
                        value as u128 & mask
                    }
                    Imm::Float(value) => {
                        let bfloat = class.ty == Some(Qual::Word(Word::Bf));
                        literal::float_bits(value, width, bfloat) & mask
                    }
                };
                ir::Operand::Imm { bits, width }
            }
            Res::Var { var, .. } => ir::Operand::Var(var),
            Res::Func(f) => ir::Operand::Func(f),
            Res::Label(_) => ir::Operand::Block(ir::BlockId(0)),
            Res::Void => ir::Operand::Void,
            Res::Param(_) => ir::Operand::Void,
            Res::Addr(address) => ir::Operand::Addr(ir::Address {
                base: match address.base {
                    ResBase::Reg { id, .. } => ir::AddrBase::Reg(id),
                    ResBase::Var { var, .. } => ir::AddrBase::Var(var),
                    ResBase::Param(p) => ir::AddrBase::Param(p),
                    ResBase::Absolute(a) => ir::AddrBase::Absolute(a),
                },
                offset: match address.offset {
                    ResOffset::None => ir::AddrOffset::None,
                    ResOffset::Reg { id, .. } => ir::AddrOffset::Reg(id),
                    ResOffset::Imm(i) => ir::AddrOffset::Imm(i),
                },
            }),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn violations(
        &self,
        form: &Form,
        bound: &[(Slot, Qual)],
        resolved: &[Res],
        operands: &[ast::Operand],
        inst: &ast::Inst,
        mnemonic: &LazyMnemonic,
    ) -> Vec<Violation> {
        let value_of = |slot: Slot| bound.iter().find(|(s, _)| *s == slot).map(|(_, q)| *q);
        let mut out = Vec::new();
        let mnemonic_span = inst.mnemonic_span();
        let target = self.mc.m.header.target.value;
        if !target_allows(target, form.target) {
            out.push(Violation {
                table_rule: false,
                code: Rule::TargetFeature.id().into(),
                span: mnemonic_span,
                message: format!(
                    "`{mnemonic}` needs target {} or compatible, but the module targets {}",
                    form.target,
                    target.as_str()
                ),
                label: format!("requires `.target {}`", form.target),
                note: Some(format!("{}: {}", Rule::TargetFeature.section(), Rule::TargetFeature.summary())),
            });
        }
        let mut bad = vec![false; resolved.len()];
        for (index, (res, spec)) in resolved.iter().zip(form.operands.iter()).enumerate() {
            let span = operands[index].span;
            let before = out.len();
            self.structural(form, &value_of, res, spec, span, mnemonic, &mut out);
            if out.len() > before {
                bad[index] = true;
                continue;
            }
            if !spec.kinds.iter().any(|kind| kind_ok(kind, res, spec)) {
                bad[index] = true;
                let mut expected = spec.kinds.describe();
                if spec.swizzle {
                    expected.push_str(" with a swizzle");
                }
                out.push(Violation {
                    table_rule: false,
                    code: Rule::OperandKind.id().into(),
                    span,
                    message: format!("`{}` of `{mnemonic}` must be {expected}", spec.name),
                    label: format!("this is {}", res.describe(&self.f)),
                    note: None,
                });
            }
        }
        for (index, rule) in form.restrictions.iter().enumerate() {
            let restriction = &rule.restriction;
            let code = || table_rule_id(form, index);
            let section_number = isa::table().instructions[form.instruction].section;
            let chapter = section_number.split('.').next().unwrap_or("");
            let note = || {
                let section = rule.section.map_or(format!("isa-{chapter} {section_number}"), str::to_string);
                format!("{section}: {}", describe_restriction(form, restriction))
            };
            let mut push = |span: Span, message: String, label: String| {
                out.push(Violation { table_rule: true, code: code(), span, message, label, note: Some(note()) });
            };
            let present = |i: usize| i < resolved.len() && !bad[i];
            match restriction {
                Restriction::Width { operands: which, slot, factor, total } => {
                    let Some(ty) = value_of(*slot) else { continue };
                    let Some(expected) = ty.type_bits().map(|b| b * factor) else { continue };
                    for &i in which.iter() {
                        if !present(i) {
                            continue;
                        }
                        let actual = if *total { resolved[i].total_bits() } else { resolved[i].elem_bits() };
                        if let Some(actual) = actual.filter(|a| *a != expected) {
                            let times = if *factor > 1 { format!("{factor} times ") } else { String::new() };
                            push(
                                operands[i].span,
                                format!(
                                    "`{}` of `{mnemonic}` must be {expected} bits wide ({times}`{slot}` `{ty}`)",
                                    form.operands[i].name
                                ),
                                format!("{actual} bits"),
                            );
                        }
                    }
                }
                Restriction::AddressWidth { operand, slot } => {
                    let (Some(space), true) = (value_of(*slot), present(*operand)) else { continue };
                    let Some(expected) = space.address_bits() else { continue };
                    let actual = match resolved[*operand] {
                        Res::Var { space, .. } => Some(space_bits(space)),
                        ref res => res.elem_bits(),
                    };
                    if let Some(actual) = actual.filter(|a| *a != expected) {
                        push(
                            operands[*operand].span,
                            format!(
                                "`{}` must be {expected} bits wide: `{space}` addresses are {expected}-bit",
                                form.operands[*operand].name
                            ),
                            format!("{actual} bits"),
                        );
                    }
                }
                Restriction::Space { operand, slot } => {
                    if !present(*operand) {
                        continue;
                    }
                    if let (Res::Var { space, .. }, Some(expected)) = (resolved[*operand], space_of(value_of(*slot))) {
                        if space != expected {
                            push(
                                operands[*operand].span,
                                format!(
                                    "this variable lives in `{}`, but `{slot}` is `{}`",
                                    space.as_str(),
                                    expected.as_str()
                                ),
                                format!("a `{}` variable", space.as_str()),
                            );
                        }
                    }
                }
                Restriction::VarAddressWidth { operand, slot } => {
                    let (Some(ty), true) = (value_of(*slot), present(*operand)) else { continue };
                    if let (Res::Var { space, .. }, Some(bits)) = (resolved[*operand], ty.type_bits()) {
                        if space_bits(space) != bits {
                            push(
                                operands[*operand].span,
                                format!(
                                    "`{}` addresses are {}-bit, but `{slot}` is `{ty}`",
                                    space.as_str(),
                                    space_bits(space)
                                ),
                                format!("a `{}` variable", space.as_str()),
                            );
                        }
                    }
                }
                Restriction::Elems { operand, slot } => {
                    if !present(*operand) {
                        continue;
                    }
                    let expected = value_of(*slot).and_then(Qual::vec_count).unwrap_or(1);
                    if let Some(actual) = resolved[*operand].count().filter(|c| *c != expected) {
                        let why = match value_of(*slot) {
                            Some(v) => format!("`{slot}` is `{v}`"),
                            None => format!("there is no `{slot}`"),
                        };
                        push(
                            operands[*operand].span,
                            format!(
                                "`{}` must have {expected} element{} ({why})",
                                form.operands[*operand].name,
                                if expected == 1 { "" } else { "s" }
                            ),
                            format!("{actual} element{}", if actual == 1 { "" } else { "s" }),
                        );
                    }
                }
                Restriction::Packed { operands: which, slot } => {
                    let Some(ty) = value_of(*slot) else { continue };
                    let Some((count, bits)) = ty.packed_shape() else { continue };
                    for &i in which.iter() {
                        if let (true, Res::Reg { ty: reg, swizzle: None, .. }) = (present(i), resolved[i]) {
                            if reg.count as u32 != count || reg.bits as u32 != bits {
                                push(
                                    operands[i].span,
                                    format!("`{ty}` operands are `.v{count}.{bits}b` registers"),
                                    format!("this is `{reg}`"),
                                );
                            }
                        }
                    }
                }
                Restriction::WidthOrder { a, b, wider } => {
                    let (Some(qa), Some(qb)) = (value_of(*a), value_of(*b)) else { continue };
                    let (Some(wa), Some(wb)) = (qa.type_bits(), qb.type_bits()) else { continue };
                    if (*wider && wa <= wb) || (!*wider && wa >= wb) {
                        let relation = if *wider { "wider" } else { "narrower" };
                        push(
                            mnemonic_span,
                            format!("`{a}` `{qa}` must be {relation} than `{b}` `{qb}`"),
                            format!("not {relation}"),
                        );
                    }
                }
                Restriction::IndexBelow { slot, operand } => {
                    let (Some(Qual::Num(n)), true) = (value_of(*slot), present(*operand)) else { continue };
                    if let Some(count) = resolved[*operand].count().filter(|c| n as u32 >= *c) {
                        push(
                            mnemonic_span,
                            format!(
                                "index {n} is out of range for `{}` of {count} elements",
                                form.operands[*operand].name
                            ),
                            "index too large".into(),
                        );
                    }
                }
                Restriction::IndexAligned { slot, operand } => {
                    let (Some(Qual::Num(n)), true) = (value_of(*slot), present(*operand)) else { continue };
                    if let Some(count) = resolved[*operand].count().filter(|c| *c > 0 && !(n as u32).is_multiple_of(*c))
                    {
                        push(
                            mnemonic_span,
                            format!(
                                "index {n} is not a multiple of {count}, the element count of `{}`",
                                form.operands[*operand].name
                            ),
                            "misaligned index".into(),
                        );
                    }
                }
                Restriction::IndexFits { slot, part, whole } => {
                    let (Some(Qual::Num(n)), true, true) = (value_of(*slot), present(*part), present(*whole)) else {
                        continue;
                    };
                    if let (Some(p), Some(w)) = (resolved[*part].count(), resolved[*whole].count()) {
                        if n as u32 + p > w {
                            push(
                                mnemonic_span,
                                format!("elements {n} to {} of a {w}-element vector do not exist", n as u32 + p - 1),
                                "out of range".into(),
                            );
                        }
                    }
                }
                Restriction::Rule { when, then } => {
                    if when.holds(&value_of) && !then.holds(&value_of) {
                        push(
                            mnemonic_span,
                            format!("when {when}, {}", then.must()),
                            "qualifiers not allowed together".into(),
                        );
                    }
                }
                Restriction::OperandIff { operand, cond } => {
                    let given = *operand < resolved.len();
                    let wanted = cond.holds(&value_of);
                    if given && !wanted {
                        push(
                            operands[*operand].span,
                            format!("`{}` is given only when {cond}", form.operands[*operand].name),
                            "remove this operand".into(),
                        );
                    } else if !given && wanted {
                        let span = operands.last().map_or(mnemonic_span, |o| o.span).after();
                        push(
                            span,
                            format!("`{}` is required when {cond}", form.operands[*operand].name),
                            format!("add `{}` here", form.operands[*operand].name),
                        );
                    }
                }
                Restriction::Return { .. } => {}
            }
        }
        out
    }

    /// Checks that do not depend on the operand kinds of the form: swizzles,
    /// special registers, kernel parameters and addresses.
    #[allow(clippy::too_many_arguments)]
    fn structural(
        &self,
        form: &Form,
        value_of: &dyn Fn(Slot) -> Option<Qual>,
        res: &Res,
        spec: &OperandSpec,
        span: Span,
        mnemonic: &LazyMnemonic,
        out: &mut Vec<Violation>,
    ) {
        let mut push =
            |rule: Rule, message: String, label: String| out.push(Violation::structural(rule, span, message, label));
        match *res {
            Res::Reg { ty, swizzle: Some(s), .. } => {
                let (first, count) = s.elements();
                if ty.count == 1 {
                    push(
                        Rule::SwizzleOnScalar,
                        format!("`{}` is a swizzle, but this register is a scalar `{ty}`", s.as_str()),
                        "not a vector".into(),
                    );
                } else if first + count > ty.count as u32 {
                    push(
                        Rule::SwizzleOutOfRange,
                        format!("`{}` reads beyond the {} elements of a `{ty}` register", s.as_str(), ty.count),
                        "out of range".into(),
                    );
                } else if count > 1 && !spec.swizzle {
                    push(
                        Rule::MultiElementSwizzle,
                        format!("`{}` selects several elements; only `mov` takes such swizzles", s.as_str()),
                        "multi-element swizzle".into(),
                    );
                }
            }
            Res::Special { reg, swizzle } => {
                if spec.written {
                    push(
                        Rule::SpecialRegisterWrite,
                        format!("`%{}` is read-only", reg.as_str()),
                        format!("`{}` of `{mnemonic}` is written", spec.name),
                    );
                } else if reg.ty().count > 1 {
                    match swizzle {
                        None => push(
                            Rule::SpecialRegisterSwizzle,
                            format!("`%{}` is read one element at a time", reg.as_str()),
                            "add `.x`, `.y` or `.z`".into(),
                        ),
                        Some(s) if !matches!(s, Swizzle::X | Swizzle::Y | Swizzle::Z) => push(
                            Rule::SpecialRegisterSwizzle,
                            format!("`%{}` has only `.x`, `.y` and `.z`", reg.as_str()),
                            format!("`{}` is not allowed here", s.as_str()),
                        ),
                        _ => {}
                    }
                } else if let Some(s) = swizzle {
                    push(
                        Rule::SwizzleOnScalar,
                        format!("`%{}` is a scalar and takes no swizzle", reg.as_str()),
                        format!("remove `{}`", s.as_str()),
                    );
                }
            }
            Res::Param(_) => push(
                Rule::KernelParamMisuse,
                "kernel parameters can only be read with `ld.param`".to_string(),
                "a kernel parameter".into(),
            ),
            Res::Addr(address) => self.check_address(form, value_of, &address, spec, span, mnemonic, out),
            _ => {}
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn check_address(
        &self,
        form: &Form,
        value_of: &dyn Fn(Slot) -> Option<Qual>,
        address: &ResAddr,
        spec: &OperandSpec,
        span: Span,
        mnemonic: &LazyMnemonic,
        out: &mut Vec<Violation>,
    ) {
        let mut push =
            |rule: Rule, message: String, label: String| out.push(Violation::structural(rule, span, message, label));
        // docs/spec-errata.md E4: `[x]` is read as `[x + 0]` where MemRI is allowed.
        let form_ok = spec.mem_forms.contains(&address.form)
            || (address.form == MemForm::R && spec.mem_forms.contains(&MemForm::RI));
        if !form_ok {
            let allowed: Vec<&str> = spec.mem_forms.iter().map(|f| f.name()).collect();
            push(
                Rule::AddressForm,
                format!("`{mnemonic}` takes addresses of the forms {}", allowed.join(", ")),
                format!("this is {}", address.form.name()),
            );
            return;
        }
        let is_param_load = form.slot(Slot::Param).is_some();
        if is_param_load {
            if !matches!(address.base, ResBase::Param(_)) {
                push(
                    Rule::LdParamBase,
                    "`ld.param` reads a kernel parameter: write `[%param]` or `[%param + offset]`".into(),
                    "not a kernel parameter".into(),
                );
            }
            if let ResOffset::Reg { ty, .. } = address.offset {
                if ty.bits != 32 {
                    push(
                        Rule::AddressOffsetRegister,
                        format!("the offset of `ld.param` is a 32-bit register, not `{ty}`"),
                        "not 32-bit".into(),
                    );
                }
            }
            return;
        }
        let space = space_of(value_of(Slot::Addrspace));
        let space_name =
            value_of(Slot::Addrspace).map_or(".generic (no address space given)".to_string(), |q| q.to_string());
        let expected = space.map_or(64, space_bits);
        match address.base {
            ResBase::Reg { ty, .. } if ty.bits as u32 != expected => push(
                Rule::AddressWidth,
                format!("a `{space_name}` address is {expected}-bit, but this register is `{ty}`"),
                format!("{}-bit address", ty.bits),
            ),
            ResBase::Var { space: var_space, .. } if Some(var_space) != space => {
                let message = match space {
                    Some(_) => format!("this variable lives in `{}`, not `{space_name}`", var_space.as_str()),
                    None => format!(
                        "a `{}` variable's address is not generic; convert it with `addrcast.generic{}`",
                        var_space.as_str(),
                        var_space.as_str()
                    ),
                };
                push(Rule::AddressVariableSpace, message, format!("a `{}` variable", var_space.as_str()));
            }
            ResBase::Param(_) => push(
                Rule::KernelParamMisuse,
                "kernel parameters can only be read with `ld.param`".into(),
                "a kernel parameter".into(),
            ),
            _ => {}
        }
        if let ResOffset::Reg { ty, .. } = address.offset {
            if ty.bits != 32 && ty.bits != 64 {
                push(
                    Rule::AddressOffsetRegister,
                    format!("an address offset register is 32- or 64-bit, not `{ty}`"),
                    "offset register".into(),
                );
            }
        }
    }

    /// Warns about constant offsets that leave a sized variable.
    fn check_offsets(
        &mut self,
        form: &Form,
        value_of: &dyn Fn(Slot) -> Option<Qual>,
        resolved: &[Res],
        operands: &[ast::Operand],
    ) {
        let Some(bits) = value_of(Slot::Type).and_then(Qual::type_bits) else { return };
        let count = value_of(Slot::Vec).and_then(Qual::vec_count).unwrap_or(1);
        let access = (bits / 8 * count) as i64;
        for (index, res) in resolved.iter().enumerate() {
            let Res::Addr(ResAddr { base: ResBase::Var { size, .. }, offset, .. }) = res else { continue };
            let offset = match offset {
                ResOffset::Imm(i) => *i,
                ResOffset::None => 0,
                ResOffset::Reg { .. } => continue,
            };
            if *size == 0 || form.opcode == Opcode::Ld && form.slot(Slot::Param).is_some() {
                continue;
            }
            if offset < 0 || offset.saturating_add(access) > *size as i64 {
                let span = operands[index].span;
                let message =
                    format!("this {access}-byte access at offset {offset} is outside the {size}-byte variable");
                super::push_lint(&mut self.mc.diags, self.mc.options, super::Lint::OffsetOutOfBounds, span, message);
            }
        }
    }

    fn check_call(
        &mut self,
        form: &Form,
        resolved: &[Res],
        args: &[(Res, Span)],
        operands: &[ast::Operand],
        inst: &ast::Inst,
    ) -> bool {
        let (Some(retval), Some(target)) = (form.operand_index("retval"), form.operand_index("target")) else {
            return true;
        };
        let mut ok = true;
        for (res, span) in args {
            if let Res::Pred { .. } = res {
                self.error(Rule::CallArgumentType, *span, "predicates cannot be passed to functions")
                    .help
                    .push("pass a register: `sel.32b %r, 1, 0, %p;` turns a predicate into a value".into());
                ok = false;
            }
        }
        let Res::Func(callee) = resolved[target] else {
            return ok; // an indirect call: its signature is not known here
        };
        let signature = &self.mc.functions[callee.index()];
        let (kind, ret, params) = (signature.kind, signature.ret, signature.params.clone());
        let name = self.mc.function_name(callee).to_string();
        if kind == ir::FunctionKind::Kernel {
            self.error(
                Rule::CallTarget,
                operands[target].span,
                format!("`@{name}` is a kernel; kernels are started by the host, not called"),
            );
            return false;
        }
        if args.len() != params.len() {
            let span = inst.span;
            self.error(
                Rule::CallArgumentCount,
                span,
                format!(
                    "`@{name}` takes {} argument{}, but {} {} given",
                    params.len(),
                    if params.len() == 1 { "" } else { "s" },
                    args.len(),
                    if args.len() == 1 { "was" } else { "were" }
                ),
            );
            ok = false;
        } else {
            for ((res, span), expected) in args.iter().zip(&params) {
                if let Res::Reg { ty, swizzle, .. } = res {
                    let actual = match swizzle {
                        Some(s) => RegType { count: s.elements().1 as u16, bits: ty.bits },
                        None => *ty,
                    };
                    if actual != *expected {
                        self.error(
                            Rule::CallArgumentType,
                            *span,
                            format!("this argument is `{actual}`, but the parameter is `{expected}`"),
                        );
                        ok = false;
                    }
                }
            }
        }
        let retval_code = form
            .restrictions
            .iter()
            .position(|r| matches!(r.restriction, Restriction::Return { of: ReturnOf::Target, .. }));
        let code = retval_code.map_or(Rule::CallReturnType.id().to_string(), |i| table_rule_id(form, i));
        // A value where none is returned, or none where one is, breaks the
        // structural rule; a value of the wrong type, the form's restriction.
        let (message, type_mismatch) = match (resolved[retval], ret) {
            (Res::Void, None) => (None, false),
            (Res::Void, Some(ty)) => (Some(format!("`@{name}` returns `{ty}`; give a register for the value")), false),
            (Res::Reg { .. }, None) => (Some(format!("`@{name}` returns nothing; write `void` here")), false),
            (Res::Reg { ty, swizzle: None, .. }, Some(expected)) if ty != expected => {
                (Some(format!("`@{name}` returns `{expected}`, but this register is `{ty}`")), true)
            }
            (Res::Reg { swizzle: Some(_), .. }, Some(_)) => {
                (Some("the return value goes to a whole register, not a swizzle".to_string()), true)
            }
            (Res::Pred { .. }, _) => (Some("predicates cannot hold return values".to_string()), false),
            _ => (None, false),
        };
        if let Some(message) = message {
            let mut d = rule_error(Rule::CallReturnType, operands[retval].span, message);
            if type_mismatch {
                d.code = Some(code);
            }
            self.mc.diags.push(d);
            ok = false;
        }
        ok
    }

    fn check_return(&mut self, form: &Form, resolved: &[Res], operands: &[ast::Operand], inst: &ast::Inst) -> bool {
        let retval = form.operand_index("retval").filter(|i| *i < resolved.len());
        if self.f.kind == ir::FunctionKind::Kernel {
            if let Some(i) = retval {
                self.error(Rule::ReturnInKernel, operands[i].span, "a kernel's `return` has no value");
                return false;
            }
            return true;
        }
        let ret = self.f.ret;
        match (retval, ret) {
            (None, None) => true,
            (Some(i), None) => {
                self.error(
                    Rule::ReturnValue,
                    operands[i].span,
                    format!("`@{}` returns nothing; remove the value", self.f.name),
                );
                false
            }
            (None, Some(ty)) => {
                self.error(Rule::ReturnValue, inst.span, format!("`@{}` must return a `{ty}` value", self.f.name));
                false
            }
            (Some(i), Some(expected)) => {
                let mismatch = match resolved[i] {
                    Res::Reg { ty, swizzle: None, .. } if ty != expected => {
                        Some(format!("`@{}` returns `{expected}`, but this register is `{ty}`", self.f.name))
                    }
                    Res::Reg { ty, swizzle: Some(s), .. }
                        if (s.elements().1 as u16, ty.bits) != (expected.count, expected.bits) =>
                    {
                        Some(format!("`@{}` returns `{expected}`", self.f.name))
                    }
                    Res::Pred { .. } => Some("predicates cannot be returned".to_string()),
                    // An immediate is one scalar value (prog-3 3.2), so it
                    // cannot stand for a vector (docs/spec-errata.md E41).
                    Res::Imm(_) if expected.count > 1 => Some(format!(
                        "`@{}` returns the vector `{expected}`; an immediate is a single value, so return a `{expected}` register",
                        self.f.name
                    )),
                    _ => None,
                };
                if let Some(message) = mismatch {
                    let index =
                        form.restrictions.iter().position(|r| matches!(r.restriction, Restriction::Return { .. }));
                    let mut d = rule_error(Rule::ReturnValue, operands[i].span, message);
                    if let Some(index) = index {
                        d.code = Some(table_rule_id(form, index));
                    }
                    self.mc.diags.push(d);
                    return false;
                }
                true
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No PISA v0.1 instruction needs more than target 100, so the rule is
    /// tested here rather than with a module.
    #[test]
    fn target_compatibility_follows_the_layer_model() {
        use ast::Target::*;
        assert!(target_allows(T100, "100") && target_allows(T100c, "100") && target_allows(T100ca, "100"));
        assert!(!target_allows(T100, "100c") && target_allows(T100c, "100c") && target_allows(T100ca, "100c"));
        assert!(!target_allows(T100, "100ca") && !target_allows(T100c, "100ca") && target_allows(T100ca, "100ca"));
        assert!(!target_allows(T100ca, "200"));
    }
}

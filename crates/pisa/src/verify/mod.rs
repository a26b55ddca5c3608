//! The verifier: every rule of the spec, checked against the syntax tree,
//! and the checked IR ([`crate::ir`]) built on the way.
//!
//! Input: a module that parsed without errors. Output: diagnostics, and the
//! IR when there is no error. Later stages take the IR as proof that the
//! module is valid and never re-check it.
//!
//! Structural rules are listed in [`rules::Rule`]; the rest are the
//! restrictions of the instruction table, which [`inst`] evaluates.

mod body;
mod flow;
mod inst;
pub mod literal;
pub mod rules;
pub mod samples;

use crate::diag::{Diagnostic, Severity};
use crate::ir::{self, FuncId, GlobalId, SymbolRef};
use crate::isa;
use crate::syntax::ast::{self, Decl, InitItem, InitValue, Item, Linkage, MemSpace, MemVar, RegType, Span, Sym};
pub use rules::{Lint, Rule};
use rustc_hash::FxHashMap;

/// How warnings are treated.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `-W error`: report warnings as errors.
    pub deny_warnings: bool,
    /// `-A CODE`: lints not to report.
    pub allow: Vec<Lint>,
}

/// The outcome of verification.
pub struct Verified {
    /// Present when the module has no error.
    pub ir: Option<ir::Module>,
    pub diagnostics: Vec<Diagnostic>,
}

impl Verified {
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Verifies a parsed module.
pub fn verify(module: &ast::Module, options: &Options) -> Verified {
    let (check, bodies, diagnostics) = run(module, options, true);
    let has_errors = diagnostics.iter().any(Diagnostic::is_error);
    let ir = (!has_errors).then_some(ir::Module {
        version: (module.header.version.value.major, module.header.version.value.minor),
        target: module.header.target.value,
        globals: check.globals,
        functions: bodies,
    });
    Verified { ir, diagnostics }
}

/// The diagnostics [`verify`] gives, without building the IR: for a command
/// that only reports (`pisa check`), the instructions' IR is dropped as soon
/// as each is checked, which keeps the memory of a big module to about its
/// syntax tree.
pub fn diagnostics(module: &ast::Module, options: &Options) -> Vec<Diagnostic> {
    run(module, options, false).2
}

fn run<'m>(
    module: &'m ast::Module,
    options: &'m Options,
    keep_ir: bool,
) -> (ModuleCheck<'m>, Vec<ir::Function>, Vec<Diagnostic>) {
    let mut check = ModuleCheck {
        m: module,
        options,
        keep_ir,
        diags: Vec::new(),
        symbols: FxHashMap::default(),
        globals: Vec::new(),
        functions: Vec::new(),
        form_cache: FxHashMap::default(),
    };
    check.declare_items();
    let bodies = check.check_functions();
    let mut diagnostics = std::mem::take(&mut check.diags);
    diagnostics.sort_by_key(|d| (d.span.start, d.span.end));
    (check, bodies, diagnostics)
}

/// A module-scope name.
#[derive(Clone, Copy, Debug)]
enum Symbol {
    Global(GlobalId),
    Function(FuncId),
}

/// Qualifier values bound to their slots, shared between instructions.
type BoundQuals = std::sync::Arc<[(isa::Slot, isa::Qual)]>;

/// What later checks need to know of a function before its body is checked.
struct Signature {
    kind: ir::FunctionKind,
    ret: Option<RegType>,
    params: Vec<RegType>,
    item: usize,
    defined: bool,
}

struct ModuleCheck<'m> {
    m: &'m ast::Module,
    options: &'m Options,
    /// Whether functions keep their instructions (false: diagnostics only).
    keep_ir: bool,
    diags: Vec<Diagnostic>,
    symbols: FxHashMap<Sym, (Symbol, Span)>,
    globals: Vec<ir::Global>,
    functions: Vec<Signature>,
    /// Forms already chosen, by mnemonic and operand types.
    form_cache: FxHashMap<inst::FitKey, (isa::FormId, BoundQuals)>,
}

pub(crate) fn rule_error(rule: Rule, span: Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(span, message).with_code(rule.id()).with_note(format!("{}: {}", rule.section(), rule.summary()))
}

fn is_power_of_two(value: u64) -> bool {
    value != 0 && value & (value - 1) == 0
}

impl<'m> ModuleCheck<'m> {
    fn name(&self, sym: Sym) -> &'m str {
        self.m.name(sym)
    }

    fn function_name(&self, id: FuncId) -> &'m str {
        match &self.m.items[self.functions[id.index()].item] {
            Item::Function(f) => self.name(f.name),
            Item::Kernel(k) => self.name(k.name),
            _ => "",
        }
    }

    fn error(&mut self, rule: Rule, span: Span, message: impl Into<String>) -> &mut Diagnostic {
        self.diags.push(rule_error(rule, span, message));
        self.diags.last_mut().expect("just pushed")
    }

    /// Reports a lint unless it is allowed; `-W error` makes it an error.
    fn lint(&mut self, lint: Lint, span: Span, message: impl Into<String>) -> Option<&mut Diagnostic> {
        push_lint(&mut self.diags, self.options, lint, span, message)
    }

    fn declare(&mut self, name: Sym, span: Span, symbol: Symbol) -> bool {
        if let Some((_, first)) = self.symbols.get(&name) {
            let first = *first;
            let text = self.name(name).to_string();
            self.error(Rule::DuplicateSymbol, span, format!("`@{text}` is declared twice"))
                .secondary
                .push(crate::diag::Note { span: first, message: "first declared here".into() });
            return false;
        }
        self.symbols.insert(name, (symbol, span));
        true
    }

    /// First pass: every module-scope name, so that bodies may refer to
    /// anything in the module.
    fn declare_items(&mut self) {
        for (index, item) in self.m.items.iter().enumerate() {
            match item {
                Item::Var(id) => {
                    let Decl::Var(var) = self.m.decl(*id) else { continue };
                    if matches!(var.space.value, MemSpace::Private | MemSpace::Shared) {
                        let space = var.space.value.as_str();
                        let name = self.name(var.name);
                        self.error(
                            Rule::LocalAtModuleScope,
                            var.space.span,
                            format!("`{space}` variables cannot be declared at module scope"),
                        )
                        .help
                        .push(format!("declare `@{name}` inside the kernel or function that uses it"));
                    }
                    let global = GlobalId(self.globals.len() as u32);
                    if self.declare(var.name, var.name_span, Symbol::Global(global)) {
                        let placeholder = ir::Global {
                            name: self.name(var.name).to_string(),
                            space: var.space.value,
                            linkage: var.linkage.map(|l| l.value),
                            align: 1,
                            size: 0,
                            init: None,
                            section: None,
                            host_access: None,
                            span: var.span,
                        };
                        self.globals.push(placeholder);
                    }
                }
                Item::Function(function) => self.declare_function(index, function),
                Item::Kernel(kernel) => {
                    let id = FuncId(self.functions.len() as u32);
                    if self.declare(kernel.name, kernel.name_span, Symbol::Function(id)) {
                        self.functions.push(Signature {
                            kind: ir::FunctionKind::Kernel,
                            ret: None,
                            params: Vec::new(),
                            item: index,
                            defined: true,
                        });
                    }
                }
                Item::Comment(_) | Item::Blank => {}
            }
        }
        // Variables get their layout once every symbol is known, because
        // initializers may name functions and variables declared later.
        for item in &self.m.items {
            if let Item::Var(id) = item {
                let Decl::Var(var) = self.m.decl(*id) else { continue };
                if let Some((Symbol::Global(global), span)) = self.symbols.get(&var.name).copied() {
                    if span == var.name_span {
                        let laid_out = self.lay_out_var(var, true);
                        self.globals[global.index()] = laid_out;
                    }
                }
            }
        }
        self.check_undefined_functions();
    }

    fn declare_function(&mut self, index: usize, function: &ast::Function) {
        let params: Vec<RegType> =
            function.params.iter().flat_map(|group| std::iter::repeat_n(group.ty, group_len(group))).collect();
        let is_import = function.linkage.is_some_and(|l| l.value == Linkage::Import);
        if is_import && function.body.is_some() {
            self.error(
                Rule::ImportHasBody,
                function.name_span,
                format!("imported function `@{}` has a body", self.name(function.name)),
            )
            .help
            .push("remove `.import` to define the function here, or the body to import it".into());
        }
        // A declaration without a body may be completed by a later definition.
        if let Some((Symbol::Function(id), first)) = self.symbols.get(&function.name).copied() {
            let earlier = &self.functions[id.index()];
            if !earlier.defined && earlier.kind == ir::FunctionKind::Function {
                if earlier.ret != function.ret || earlier.params != params {
                    self.error(
                        Rule::FunctionRedeclared,
                        function.name_span,
                        format!(
                            "`@{}` is defined with a different signature than it was declared with",
                            self.name(function.name)
                        ),
                    )
                    .secondary
                    .push(crate::diag::Note { span: first, message: "declared here".into() });
                    return;
                }
                if function.body.is_some() {
                    let signature = &mut self.functions[id.index()];
                    signature.defined = true;
                    signature.item = index;
                    return;
                }
            }
        }
        let id = FuncId(self.functions.len() as u32);
        if self.declare(function.name, function.name_span, Symbol::Function(id)) {
            self.functions.push(Signature {
                kind: ir::FunctionKind::Function,
                ret: function.ret,
                params,
                item: index,
                defined: function.body.is_some() || is_import,
            });
        }
    }

    fn check_undefined_functions(&mut self) {
        let undefined: Vec<usize> = self.functions.iter().filter(|s| !s.defined).map(|s| s.item).collect();
        for item in undefined {
            if let Item::Function(function) = &self.m.items[item] {
                let name = self.name(function.name).to_string();
                self.error(
                    Rule::FunctionUndefined,
                    function.name_span,
                    format!("function `@{name}` is declared but never defined"),
                )
                .help
                .push(format!("write `.import .function ...` if `@{name}` is defined in another module"));
            }
        }
    }

    /// Checks a memory variable's attributes and builds its layout and
    /// initial bytes. `module_scope` tells module-scope from body variables.
    fn lay_out_var(&mut self, var: &MemVar, module_scope: bool) -> ir::Global {
        let name = self.name(var.name).to_string();
        if !module_scope && var.space.value == MemSpace::Global {
            self.error(Rule::GlobalInBody, var.space.span, "`.global` variables must be declared at module scope")
                .help
                .push(format!("move `@{name}` out of the function"));
        }
        let align = match var.align {
            Some(align) if !is_power_of_two(align.value) => {
                self.error(
                    Rule::AlignPowerOfTwo,
                    align.span,
                    format!("alignment {} is not a power of two", align.value),
                );
                1
            }
            Some(align) => align.value,
            None => 1,
        };
        let is_import = var.linkage.is_some_and(|l| l.value == Linkage::Import);
        let init = var.init.as_ref().map(|items| self.initializer(items));
        if let Some(items) = &var.init {
            let span = items.first().map_or(var.span, |first| match first {
                InitItem::Value { span, .. } | InitItem::Zero { span, .. } => *span,
            });
            if is_import {
                self.error(Rule::ImportHasInitializer, span, format!("imported variable `@{name}` has an initializer"));
            } else if matches!(var.space.value, MemSpace::Private | MemSpace::Shared) {
                self.error(
                    Rule::InitializerNotAllowed,
                    span,
                    format!("`{}` variables cannot be initialized", var.space.value.as_str()),
                )
                .help
                .push("initialize the memory with stores when the kernel starts".into());
            }
        } else if var.space.value == MemSpace::Const && !is_import {
            self.error(
                Rule::ConstNeedsInitializer,
                var.name_span,
                format!("`.const` variable `@{name}` has no initializer"),
            )
            .help
            .push(format!("give it one: `@{name}[N] = {{ .zero N }}`"));
        }
        let size = match (var.size, &init) {
            (Some(size), Some(init)) => {
                if init.bytes.len() as u64 != size.value {
                    self.error(
                        Rule::InitializerSize,
                        size.span,
                        format!("`@{name}` is {} bytes, but its initializer has {}", size.value, init.bytes.len()),
                    );
                }
                size.value
            }
            (Some(size), None) => size.value,
            (None, Some(init)) => init.bytes.len() as u64,
            (None, None) => {
                self.error(
                    Rule::SizelessNeedsInitializer,
                    var.name_span,
                    format!("`@{name}` has neither a size nor an initializer"),
                )
                .help
                .push(format!("give its size in bytes: `@{name}[N]`"));
                0
            }
        };
        ir::Global {
            name,
            space: var.space.value,
            linkage: var.linkage.map(|l| l.value),
            align,
            size,
            init,
            section: var.section.map(|s| self.name(s.value).to_string()),
            host_access: var.host_access.map(|s| self.name(s.value).to_string()),
            span: var.span,
        }
    }

    fn initializer(&mut self, items: &[InitItem]) -> ir::Init {
        let mut init = ir::Init::default();
        for item in items {
            match *item {
                InitItem::Zero { bytes, .. } => {
                    let bytes = bytes.min(1 << 32) as usize;
                    init.bytes.resize(init.bytes.len() + bytes, 0);
                }
                InitItem::Value { bits, value: InitValue::Int(id), span } => {
                    let value = self.m.imm(id).int_value().unwrap_or(0);
                    let fits = bits >= 64 || (value >= -(1i128 << (bits - 1)) && value < (1i128 << bits));
                    if !fits {
                        if let Some(d) = self.lint(
                            Lint::InitializerTruncated,
                            span,
                            format!("value {value} does not fit in {bits} bits and is truncated"),
                        ) {
                            d.notes.push("prog-2 2.5.1: initializer values are truncated to the element size".into());
                        }
                    }
                    let bytes = (value as u64).to_le_bytes();
                    init.bytes.extend_from_slice(&bytes[..bits as usize / 8]);
                }
                InitItem::Value { bits, value: InitValue::Symbol { name, name_span, offset }, span } => {
                    if bits != 64 {
                        let text = self.name(name);
                        self.error(
                            Rule::InitializerSymbolWidth,
                            span,
                            format!("a symbol address is 64 bits, but this element is `.{bits}b`"),
                        )
                        .help
                        .push(format!("write `.64b @{text}`"));
                    }
                    let target = match self.symbols.get(&name) {
                        Some((Symbol::Global(g), _)) => Some(SymbolRef::Global(*g)),
                        Some((Symbol::Function(f), _)) => Some(SymbolRef::Function(*f)),
                        None => {
                            let text = self.name(name).to_string();
                            let candidates: Vec<&str> = self.symbols.keys().map(|s| self.m.name(*s)).collect();
                            let suggestion = crate::isa::suggest(&text, candidates);
                            let d = self.error(
                                Rule::InitializerSymbolUnknown,
                                name_span,
                                format!("`@{text}` is not a module-scope variable or function"),
                            );
                            if let Some(s) = suggestion {
                                d.help.push(format!("did you mean `@{s}`?"));
                            }
                            None
                        }
                    };
                    if let Some(target) = target {
                        init.relocs.push(ir::Reloc { offset: init.bytes.len() as u64, target, addend: offset });
                    }
                    init.bytes.extend_from_slice(&[0; 8][..bits as usize / 8]);
                }
            }
        }
        init
    }

    /// Second pass: each kernel and function, with its body.
    fn check_functions(&mut self) -> Vec<ir::Function> {
        let mut out = Vec::with_capacity(self.functions.len());
        for id in 0..self.functions.len() {
            let item = self.functions[id].item;
            let function = match &self.m.items[item] {
                Item::Function(function) => body::check_function(self, function),
                Item::Kernel(kernel) => body::check_kernel(self, kernel),
                _ => unreachable!("signatures are made from functions and kernels only"),
            };
            out.push(function);
        }
        out
    }
}

fn group_len(group: &ast::ParamGroup) -> usize {
    if group.names.is_empty() {
        return 1;
    }
    group.names.iter().map(|n| n.range.map_or(1, |(low, high)| (high - low) as usize)).sum()
}

pub(crate) fn push_lint<'d>(
    diags: &'d mut Vec<Diagnostic>,
    options: &Options,
    lint: Lint,
    span: Span,
    message: impl Into<String>,
) -> Option<&'d mut Diagnostic> {
    if options.allow.contains(&lint) {
        return None;
    }
    let mut diagnostic = Diagnostic::warning(span, message).with_code(lint.id());
    if options.deny_warnings {
        diagnostic.severity = Severity::Error;
        diagnostic.notes.push(format!("`-W error` makes the `{}` warning an error", lint.id()));
    } else {
        diagnostic.notes.push(format!("`-A {}` silences this warning", lint.id()));
    }
    diags.push(diagnostic);
    diags.last_mut()
}

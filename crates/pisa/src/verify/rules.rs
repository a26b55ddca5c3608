//! The verifier's rules: every check it makes has an entry here or is a
//! restriction of a form in the instruction table. `docs/rules.md` is
//! generated from [`catalogue`], and every rule has a failing and a passing
//! test (see `crates/pisa/tests/verify_rules.rs`).

use crate::isa::{self, Form, Restriction};

macro_rules! rules {
    ($($variant:ident = ($id:literal, $section:literal, $summary:literal),)*) => {
        /// A rule of the spec that is not a restriction of one instruction form.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Rule { $($variant,)* }

        impl Rule {
            pub const ALL: &'static [Rule] = &[$(Rule::$variant,)*];
            /// The code shown as `error[code]`.
            pub fn id(self) -> &'static str {
                match self { $(Rule::$variant => $id,)* }
            }
            /// Where the spec states it.
            pub fn section(self) -> &'static str {
                match self { $(Rule::$variant => $section,)* }
            }
            pub fn summary(self) -> &'static str {
                match self { $(Rule::$variant => $summary,)* }
            }
        }
    };
}

rules! {
    // Module structure.
    DuplicateSymbol = ("duplicate-symbol", "prog-2 2.5.2", "a module-scope symbol is declared once, whatever its linkage"),
    ConstNeedsInitializer = ("const-needs-initializer", "prog-2 2.5.1", "a `.const` variable has an initializer (unless imported)"),
    InitializerSize = ("initializer-size", "prog-2 2.5.1", "an initializer has exactly as many bytes as the variable"),
    InitializerSymbolWidth = ("initializer-symbol-width", "prog-2 2.5.1.2", "a symbol initializer is a 64-bit value (`.64b @sym`)"),
    InitializerSymbolUnknown = ("initializer-symbol-unknown", "prog-2 2.5.1.2", "a symbol initializer names a module-scope variable or function"),
    InitializerNotAllowed = ("initializer-not-allowed", "prog-2 2.5.1, arch-2 2.1.3", "only `.global` and `.const` variables take initializers"),
    SizelessNeedsInitializer = ("sizeless-needs-initializer", "prog-2 2.5.1.2", "a variable without `[size]` takes its size from an initializer"),
    ImportHasInitializer = ("import-has-initializer", "prog-2 2.5.2", "an imported variable has no initializer"),
    ImportHasBody = ("import-has-body", "prog-4 4.3.1", "an imported function has no body"),
    FunctionUndefined = ("function-undefined", "prog-4 4.3.1", "a function declared without a body is imported or defined later in the module"),
    FunctionRedeclared = ("function-redeclared", "prog-4 4.3", "a function's declaration and definition have the same signature"),
    AlignPowerOfTwo = ("align-power-of-two", "prog-2 2.4.1", "`.align` is a power of two"),
    ParamAlignPowerOfTwo = ("param-align-power-of-two", "prog-4 4.2.1", "`.align(B)` and `.ptr_align(B)` of a kernel parameter are powers of two"),
    ParamSizeZero = ("param-size-zero", "prog-4 4.2", "a kernel parameter has a size of at least one byte"),
    WorkGroupSizeZero = ("work-group-size-zero", "prog-4 4.1.1", "`.reqd_work_group_size` dimensions are at least 1"),
    GlobalInBody = ("global-in-body", "prog-2 2.4", "`.global` variables are declared at module scope"),
    LocalAtModuleScope = ("local-at-module-scope", "prog-2 2.4", "`.private` and `.shared` variables are declared inside a kernel or function"),
    ParameterUnnamed = ("parameter-unnamed", "prog-4 4.4", "parameters of a function definition have names"),
    VectorType = ("vector-type", "arch-2 2.2.3", "vector registers have an element count the bitwidth allows"),
    RangeTooLarge = ("register-range-too-large", "prog-2 2.2", "a register range declares at most 65,536 registers (a limit of pisa, not of the spec)"),
    TargetFeature = ("target-feature", "prog-6 6.1.2", "instructions are allowed by the module's `.target`"),
    // Names and scopes.
    UndeclaredRegister = ("undeclared-register", "prog-1 1.2", "a register or predicate is declared in an enclosing scope"),
    UndeclaredSymbol = ("undeclared-symbol", "prog-2 2.4", "a memory variable or function is declared"),
    UndeclaredLabel = ("undeclared-label", "isa-6 6.2", "a `goto` target is a label of the same function"),
    DuplicateDeclaration = ("duplicate-declaration", "prog-1 1.2", "a name is declared once in a scope"),
    DuplicateLabel = ("duplicate-label", "prog-1 1.2", "a label is defined once in a function"),
    DuplicateParameter = ("duplicate-parameter", "prog-4 4.2, 4.4", "parameter names are distinct"),
    SpecialRegisterDeclared = ("special-register-declared", "arch-4", "a declaration does not reuse a special register's name"),
    KernelParamMisuse = ("kernel-param-misuse", "prog-4 4.2", "kernel parameters are used only as the address of `ld.param`"),
    LdParamBase = ("ld-param-base", "isa-8 8.4", "the address of `ld.param` is a kernel parameter"),
    // Operands.
    OperandKind = ("operand-kind", "isa-0", "each operand is of a kind its instruction form allows (register, vector, predicate, immediate, ...)"),
    SwizzleOnScalar = ("swizzle-on-scalar", "prog-3 3.4", "swizzles apply to vector registers"),
    SwizzleOutOfRange = ("swizzle-out-of-range", "prog-3 3.4", "a swizzle names elements the vector has"),
    MultiElementSwizzle = ("multi-element-swizzle", "prog-3 3.4", "`.xy`, `.zw` and `.xyzw` are used only by `mov`"),
    SpecialRegisterSwizzle = ("special-register-swizzle", "arch-4", "vector special registers are read one element at a time, with `.x`, `.y` or `.z`"),
    SpecialRegisterWrite = ("special-register-write", "arch-4", "special registers are read-only"),
    ImmediateRange = ("immediate-range", "prog-3 3.2", "an immediate fits the signed or unsigned range of its operand"),
    // Memory.
    AddressForm = ("address-form", "prog-3 3.3", "an address uses a form (MemRR, MemRI, MemR, MemI) its instruction allows"),
    AddressWidth = ("address-width", "prog-3 3.3, arch-2 2.1", "an address register is 32-bit for `.private`/`.shared` and 64-bit for `.global`/`.const`/generic"),
    AddressOffsetRegister = ("address-offset-register", "prog-3 3.3", "an address offset register is a 32- or 64-bit scalar"),
    AddressVariableSpace = ("address-variable-space", "prog-3 3.3", "a variable used as an address lives in the instruction's address space"),
    // Calls and returns.
    CallTarget = ("call-target", "isa-6 6.1", "a call target is a function (not a kernel or variable) or a 64-bit register"),
    CallArgumentCount = ("call-argument-count", "prog-4 4.4", "a call passes as many arguments as the function takes"),
    CallArgumentType = ("call-argument-type", "prog-4 4.4", "each argument has the type of its parameter; predicates are not arguments"),
    CallReturnType = ("call-return-type", "isa-6 6.1", "the call's `retval` matches the function's return type (`void` for none)"),
    ReturnInKernel = ("return-in-kernel", "isa-6 6.3, prog-4 4.1", "a kernel's `return` has no value"),
    ReturnValue = ("return-value", "isa-6 6.3, prog-4 4.5", "`return` carries a value exactly when the function returns one, of its return type; predicates are not returned"),
    ReturnNotLast = ("return-not-last", "prog-4 4.5", "`return` is the last instruction of a non-void function"),
}

/// Warnings: likely bugs that are not errors. `-A CODE` silences one,
/// `-W error` makes them errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lint {
    Unused,
    Uninitialized,
    Unreachable,
    OffsetOutOfBounds,
    InitializerTruncated,
}

impl Lint {
    pub const ALL: [Lint; 5] =
        [Lint::Unused, Lint::Uninitialized, Lint::Unreachable, Lint::OffsetOutOfBounds, Lint::InitializerTruncated];
    pub fn id(self) -> &'static str {
        match self {
            Lint::Unused => "unused",
            Lint::Uninitialized => "uninitialized",
            Lint::Unreachable => "unreachable",
            Lint::OffsetOutOfBounds => "offset-out-of-bounds",
            Lint::InitializerTruncated => "initializer-truncated",
        }
    }
    pub fn summary(self) -> &'static str {
        match self {
            Lint::Unused => "a register, predicate or memory variable is declared but never used",
            Lint::Uninitialized => "a register is read where no path from the entry has written it",
            Lint::Unreachable => {
                "instructions that no path reaches, such as those after an unconditional `goto` or `return`"
            }
            Lint::OffsetOutOfBounds => "a constant offset from a sized variable falls outside it",
            Lint::InitializerTruncated => "an initializer value does not fit its element and is truncated",
        }
    }
    pub fn parse(text: &str) -> Option<Lint> {
        Lint::ALL.into_iter().find(|l| l.id() == text)
    }
}

/// The code of the restriction `index` of `form`: the instruction's name,
/// the form's title (or number) and the restriction's kind.
pub fn table_rule_id(form: &Form, index: usize) -> String {
    let table = isa::table();
    let instruction = &table.instructions[form.instruction];
    let position = instruction.forms.iter().position(|f| *f == form.id).unwrap_or(0);
    let kind = table_rule_kind(form, index);
    let same_kind_before =
        form.restrictions[..index].iter().enumerate().filter(|(i, _)| table_rule_kind(form, *i) == kind).count();
    let suffix = if same_kind_before > 0 { format!("-{}", same_kind_before + 1) } else { String::new() };
    format!("{}.f{}.{kind}{suffix}", instruction.name, position + 1)
}

fn table_rule_kind(form: &Form, index: usize) -> &'static str {
    match &form.restrictions[index].restriction {
        Restriction::Width { total: true, .. } => "total-width",
        Restriction::Width { factor: 2, .. } => "double-width",
        Restriction::Width { .. } => "width",
        Restriction::AddressWidth { .. } => "address-width",
        Restriction::Space { .. } => "space",
        Restriction::VarAddressWidth { .. } => "variable-address-width",
        Restriction::Elems { .. } => "elements",
        Restriction::Packed { .. } => "packed-shape",
        Restriction::WidthOrder { wider: true, .. } => "wider",
        Restriction::WidthOrder { .. } => "narrower",
        Restriction::IndexBelow { .. } => "index-below",
        Restriction::IndexAligned { .. } => "index-aligned",
        Restriction::IndexFits { .. } => "index-fits",
        Restriction::Rule { .. } => "qualifiers",
        Restriction::OperandIff { .. } => "operand-presence",
        Restriction::Return { .. } => "return-type",
    }
}

/// A restriction in English, close to the manual's own sentence.
pub fn describe_restriction(form: &Form, restriction: &Restriction) -> String {
    let names = |operands: &[usize]| {
        let names: Vec<String> = operands.iter().map(|i| format!("`{}`", form.operands[*i].name)).collect();
        match names.as_slice() {
            [one] => one.clone(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
            [] => String::new(),
        }
    };
    let name = |i: &usize| format!("`{}`", form.operands[*i].name);
    match restriction {
        Restriction::Width { operands, slot, factor: 1, total: false } => {
            format!("bitwidth of {} must match the bitwidth of `{slot}`", names(operands))
        }
        Restriction::Width { operands, slot, total: true, .. } => {
            format!("total width of {} must match the bitwidth of `{slot}`", names(operands))
        }
        Restriction::Width { operands, slot, factor, .. } => {
            format!("bitwidth of {} must be {factor} times the bitwidth of `{slot}`", names(operands))
        }
        Restriction::AddressWidth { operand, slot } => {
            format!("bitwidth of {} must match the address size of `{slot}`", name(operand))
        }
        Restriction::Space { operand, slot } => format!("address space of {} must match `{slot}`", name(operand)),
        Restriction::VarAddressWidth { operand, slot } => {
            format!("address size of the storage space of {} must match the bitwidth of `{slot}`", name(operand))
        }
        Restriction::Elems { operand, slot } => {
            format!("number of elements of {} must match the value of `{slot}`", name(operand))
        }
        Restriction::Packed { operands, slot } => {
            format!("element count and bitwidth of {} must match `{slot}`", names(operands))
        }
        Restriction::WidthOrder { a, b, wider } => {
            format!("bitwidth of `{a}` must be {} than the bitwidth of `{b}`", if *wider { "greater" } else { "less" })
        }
        Restriction::IndexBelow { slot, operand } => {
            format!("value of `{slot}` must be less than the number of elements of {}", name(operand))
        }
        Restriction::IndexAligned { slot, operand } => {
            format!("`{slot}` must be aligned to the number of elements of {}", name(operand))
        }
        Restriction::IndexFits { slot, part, whole } => format!(
            "`{slot}` plus the number of elements of {} must not exceed the number of elements of {}",
            name(part),
            name(whole)
        ),
        Restriction::Rule { when, then } => format!("when {when}, {}", then.must()),
        Restriction::OperandIff { operand, cond } => format!("operand {} is given exactly when {cond}", name(operand)),
        Restriction::Return { operand, of: isa::ReturnOf::Target } => {
            format!("type of {} must match the target function's return type", name(operand))
        }
        Restriction::Return { operand, .. } => {
            format!("type of {} must match the current function's return type", name(operand))
        }
    }
}

/// One row of the rules catalogue.
pub struct CatalogueEntry {
    pub id: String,
    pub section: String,
    pub summary: String,
}

/// Every rule the verifier enforces: the structural ones, then each
/// restriction of each table form.
pub fn catalogue() -> Vec<CatalogueEntry> {
    let mut entries: Vec<CatalogueEntry> = Rule::ALL
        .iter()
        .map(|rule| CatalogueEntry {
            id: rule.id().to_string(),
            section: rule.section().to_string(),
            summary: rule.summary().to_string(),
        })
        .collect();
    let table = isa::table();
    for form in table.forms.iter() {
        let instruction = &table.instructions[form.instruction];
        for (index, rule) in form.restrictions.iter().enumerate() {
            let chapter = instruction.section.split('.').next().unwrap_or("");
            let section = rule.section.map_or(format!("isa-{chapter} {}", instruction.section), str::to_string);
            let title = if form.title.is_empty() { String::new() } else { format!(" ({})", form.title) };
            entries.push(CatalogueEntry {
                id: table_rule_id(form, index),
                section,
                summary: format!("`{}`{title}: {}", instruction.name, describe_restriction(form, &rule.restriction)),
            });
        }
    }
    entries
}

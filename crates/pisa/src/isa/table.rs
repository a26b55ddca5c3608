//! The data model of the instruction table and the reader of its notation
//! (`pisa.isa`; the notation is described at the top of that file).

use super::qual::{Opcode, Qual, Slot, Word};

/// Index of a form in [`Table::forms`].
pub type FormId = u16;

/// A list of the table: borrowed from constant data in the table that
/// `build.rs` writes (a `static`, so a program neither builds nor
/// allocates it: building it on first use touched some 45 KB of code),
/// owned in one read at run time.
pub type List<T> = std::borrow::Cow<'static, [T]>;

/// Everything the table says about the PISA instruction set.
#[derive(Debug)]
pub struct Table {
    pub instructions: List<Instruction>,
    pub forms: List<Form>,
    pub(super) by_opcode: List<List<FormId>>,
}

/// One spec section: an instruction and its syntax forms.
#[derive(Clone, Debug)]
pub struct Instruction {
    /// Section number within the instruction chapters, such as `1.3`.
    pub section: &'static str,
    /// The section's title: the mnemonic as the manual names it (`ld.param`).
    pub name: &'static str,
    pub summary: &'static str,
    pub opcode: Opcode,
    pub forms: List<FormId>,
}

/// One syntax form: a mnemonic pattern, its operands and its restrictions.
#[derive(Clone, Debug)]
pub struct Form {
    pub id: FormId,
    pub opcode: Opcode,
    /// Index into [`Table::instructions`].
    pub instruction: usize,
    /// The manual's heading for the form ("packed", "Add with carry-in", ...),
    /// empty for an instruction's only or first unnamed form.
    pub title: &'static str,
    /// The syntax line as written in the table.
    pub syntax: &'static str,
    pub slots: List<SlotSpec>,
    pub operands: List<OperandSpec>,
    /// Whether the form ends in a parenthesised call argument list.
    pub call_args: bool,
    pub restrictions: List<Rule>,
    pub since: Version,
    pub target: &'static str,
    /// Line of the syntax line in `pisa.isa`, for messages about the table.
    pub line: u32,
}

/// A PISA specification version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Version {
    pub major: u8,
    pub minor: u8,
}

/// A qualifier slot of a form.
#[derive(Debug, Clone)]
pub struct SlotSpec {
    pub slot: Slot,
    pub optional: bool,
    /// The values allowed; a literal slot has exactly one.
    pub values: List<Qual>,
    /// The value an omitted optional slot takes, when the spec names one.
    pub default: Option<Qual>,
    /// A literal such as `.ftz` or `.fast`, written without a value set.
    pub literal: bool,
}

/// What may stand in an operand position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum OperandKind {
    /// A scalar register of any width (or one element of a vector).
    Reg,
    Reg32,
    Reg64,
    /// A vector register.
    Vec,
    /// A vector register of 32-bit elements.
    Vec32,
    /// A `.v2.16b` register.
    X2x16,
    /// A vector register shaped like the form's packed `.type`.
    Packed,
    Pred,
    Imm,
    /// A memory variable (`@name`).
    Var,
    /// A function name (`@name`).
    Func,
    Label,
    Void,
    /// An address operand in brackets.
    Mem,
}

impl OperandKind {
    pub const ALL: [OperandKind; 14] = [
        OperandKind::Reg,
        OperandKind::Reg32,
        OperandKind::Reg64,
        OperandKind::Vec,
        OperandKind::Vec32,
        OperandKind::X2x16,
        OperandKind::Packed,
        OperandKind::Pred,
        OperandKind::Imm,
        OperandKind::Var,
        OperandKind::Func,
        OperandKind::Label,
        OperandKind::Void,
        OperandKind::Mem,
    ];

    fn from_str(text: &str) -> Option<OperandKind> {
        Some(match text {
            "reg" => OperandKind::Reg,
            "reg32" => OperandKind::Reg32,
            "reg64" => OperandKind::Reg64,
            "vec" => OperandKind::Vec,
            "vec32" => OperandKind::Vec32,
            "x2x16" => OperandKind::X2x16,
            "packed" => OperandKind::Packed,
            "pred" => OperandKind::Pred,
            "imm" => OperandKind::Imm,
            "var" => OperandKind::Var,
            "func" => OperandKind::Func,
            "label" => OperandKind::Label,
            "void" => OperandKind::Void,
            "mem" => OperandKind::Mem,
            _ => return None,
        })
    }

    /// How a person would name this kind in a sentence.
    pub fn describe(self) -> &'static str {
        match self {
            OperandKind::Reg => "a register",
            OperandKind::Reg32 => "a 32-bit register",
            OperandKind::Reg64 => "a 64-bit register",
            OperandKind::Vec => "a vector register",
            OperandKind::Vec32 => "a vector register of 32-bit elements",
            OperandKind::X2x16 => "a `.v2.16b` register",
            OperandKind::Packed => "a packed vector register",
            OperandKind::Pred => "a predicate register",
            OperandKind::Imm => "an immediate",
            OperandKind::Var => "a memory variable",
            OperandKind::Func => "a function name",
            OperandKind::Label => "a label",
            OperandKind::Void => "`void`",
            OperandKind::Mem => "an address operand",
        }
    }
}

/// A set of [`OperandKind`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kinds(u16);

impl Kinds {
    pub const REGISTERS: Kinds = Kinds(
        1 << OperandKind::Reg as u8
            | 1 << OperandKind::Reg32 as u8
            | 1 << OperandKind::Reg64 as u8
            | 1 << OperandKind::Vec as u8
            | 1 << OperandKind::Vec32 as u8
            | 1 << OperandKind::X2x16 as u8
            | 1 << OperandKind::Packed as u8
            | 1 << OperandKind::Pred as u8,
    );

    pub const NONE: Kinds = Kinds(0);

    pub const fn with(self, kind: OperandKind) -> Kinds {
        Kinds(self.0 | 1 << kind as u8)
    }
    pub fn has(self, kind: OperandKind) -> bool {
        self.0 & (1 << kind as u8) != 0
    }
    pub fn intersects(self, other: Kinds) -> bool {
        self.0 & other.0 != 0
    }
    pub fn iter(self) -> impl Iterator<Item = OperandKind> {
        OperandKind::ALL.into_iter().filter(move |kind| self.has(*kind))
    }
    /// "a register or an immediate".
    pub fn describe(self) -> String {
        let names: Vec<&str> = self.iter().map(OperandKind::describe).collect();
        match names.as_slice() {
            [] => "nothing".to_string(),
            [one] => one.to_string(),
            [rest @ .., last] => format!("{} or {}", rest.join(", "), last),
        }
    }
}

/// The address operand shapes of prog-3 3.3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemForm {
    /// `[base + reg]`
    RR,
    /// `[base + imm]`
    RI,
    /// `[base]`
    R,
    /// `[imm]`
    I,
}

impl MemForm {
    pub fn name(self) -> &'static str {
        match self {
            MemForm::RR => "MemRR",
            MemForm::RI => "MemRI",
            MemForm::R => "MemR",
            MemForm::I => "MemI",
        }
    }
}

/// How an instruction reads an operand's bits, where the manual says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interp {
    Bits,
    Signed,
    Unsigned,
    /// A generic address.
    Generic,
    /// Floating-point data whose width no qualifier names.
    Float,
}

/// One operand position of a form.
#[derive(Clone, Debug)]
pub struct OperandSpec {
    pub name: &'static str,
    pub kinds: Kinds,
    pub optional: bool,
    /// Written `<!>name`: a predicate that may be negated with `!`.
    pub negatable: bool,
    /// Written `name.swizzle`: a vector operand with a swizzle.
    pub swizzle: bool,
    /// For address operands: the shapes the syntax allows.
    pub mem_forms: List<MemForm>,
    pub interp: Interp,
    /// The instruction writes this operand (a destination). The table does
    /// not spell this out: destinations are the operands the manual names
    /// `dst` and `carry-out`, a predicate written first (the result of a
    /// compare), and the `retval` of a call.
    pub written: bool,
}

/// A condition on the qualifiers of an instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum Cond {
    Present(Slot),
    /// The slot is given and holds one of these values.
    In(Slot, List<Qual>),
    /// The slot is absent or holds none of these values.
    NotIn(Slot, List<Qual>),
    /// Every one of the conditions holds (two or more).
    And(List<Cond>),
    /// At least one of the conditions holds (two or more).
    Or(List<Cond>),
}

impl Cond {
    /// Evaluates the condition against the value each slot holds (`None` when absent).
    pub fn holds(&self, value_of: &dyn Fn(Slot) -> Option<Qual>) -> bool {
        match self {
            Cond::Present(slot) => value_of(*slot).is_some(),
            Cond::In(slot, values) => value_of(*slot).is_some_and(|v| values.contains(&v)),
            Cond::NotIn(slot, values) => !value_of(*slot).is_some_and(|v| values.contains(&v)),
            Cond::And(all) => all.iter().all(|c| c.holds(value_of)),
            Cond::Or(any) => any.iter().any(|c| c.holds(value_of)),
        }
    }
}

impl Cond {
    /// The condition as a requirement: "`.signedness` must not be `.uu`".
    pub fn must(&self) -> String {
        let list = |values: &[Qual]| values.iter().map(|v| format!("`{v}`")).collect::<Vec<_>>().join(", ");
        match self {
            Cond::Present(slot) => format!("`{slot}` must be given"),
            Cond::In(slot, values) if values.len() == 1 => format!("`{slot}` must be `{}`", values[0]),
            Cond::In(slot, values) => format!("`{slot}` must be one of {}", list(values)),
            Cond::NotIn(slot, values) if values.len() == 1 => format!("`{slot}` must not be `{}`", values[0]),
            Cond::NotIn(slot, values) => format!("`{slot}` must not be any of {}", list(values)),
            Cond::And(all) => all.iter().map(Cond::must).collect::<Vec<_>>().join(" and "),
            Cond::Or(any) => any.iter().map(Cond::must).collect::<Vec<_>>().join(" or "),
        }
    }
}

impl std::fmt::Display for Cond {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        fn join(f: &mut std::fmt::Formatter<'_>, conds: &[Cond], between: &str) -> std::fmt::Result {
            for (i, c) in conds.iter().enumerate() {
                if i > 0 {
                    f.write_str(between)?;
                }
                write!(f, "{c}")?;
            }
            Ok(())
        }
        let list = |values: &[Qual]| values.iter().map(|v| format!("`{v}`")).collect::<Vec<_>>().join(", ");
        match self {
            Cond::Present(slot) => write!(f, "`{slot}` is given"),
            Cond::In(slot, values) if values.len() == 1 => write!(f, "`{slot}` is `{}`", values[0]),
            Cond::In(slot, values) => write!(f, "`{slot}` is one of {}", list(values)),
            Cond::NotIn(slot, values) if values.len() == 1 => write!(f, "`{slot}` is not `{}`", values[0]),
            Cond::NotIn(slot, values) => write!(f, "`{slot}` is none of {}", list(values)),
            Cond::And(all) => join(f, all, " and "),
            Cond::Or(any) => join(f, any, " or "),
        }
    }
}

/// Which function's return type a `return`-style restriction compares with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReturnOf {
    /// The callee named by the `target` operand.
    Target,
    /// The function the instruction is in.
    Current,
}

/// A restriction, as structured data the verifier interprets.
#[derive(Clone, Debug, PartialEq)]
pub enum Restriction {
    /// The bit width of each operand (for a vector register, its element
    /// width) is `factor` times the width of the type in `slot`; with `total`,
    /// the total width after the swizzle is compared instead.
    Width { operands: List<usize>, slot: Slot, factor: u32, total: bool },
    /// The operand's width is the address size of the space in `slot`.
    AddressWidth { operand: usize, slot: Slot },
    /// A memory-variable operand lives in the space named by `slot`.
    Space { operand: usize, slot: Slot },
    /// The address size of a memory-variable operand's space equals the width of `slot`.
    VarAddressWidth { operand: usize, slot: Slot },
    /// The operand's element count equals the value of the `.vec` slot.
    Elems { operand: usize, slot: Slot },
    /// Element count and element width match the packed type in `slot`.
    Packed { operands: List<usize>, slot: Slot },
    /// The type in `a` is wider (or, with `narrower`, narrower) than the one in `b`.
    WidthOrder { a: Slot, b: Slot, wider: bool },
    /// The value of the numeric `slot` is less than the operand's element count.
    IndexBelow { slot: Slot, operand: usize },
    /// The value of the numeric `slot` is a multiple of the operand's element count.
    IndexAligned { slot: Slot, operand: usize },
    /// `slot` plus the element count of `part` does not exceed that of `whole`.
    IndexFits { slot: Slot, part: usize, whole: usize },
    /// When `when` holds, `then` must hold.
    Rule { when: Cond, then: Cond },
    /// The operand is present exactly when `cond` holds.
    OperandIff { operand: usize, cond: Cond },
    /// The operand's type matches a function's return type.
    Return { operand: usize, of: ReturnOf },
}

/// A restriction with the spec section it comes from, when that is not the
/// instruction's own section.
#[derive(Clone, Debug, PartialEq)]
pub struct Rule {
    pub restriction: Restriction,
    pub section: Option<&'static str>,
}

/// A problem in `pisa.isa` itself.
#[derive(Debug, thiserror::Error)]
#[error("pisa.isa:{line}: {message}")]
pub struct TableError {
    pub line: u32,
    pub message: String,
}

impl Table {
    /// The forms of an opcode, in table order.
    pub fn forms_of(&self, opcode: Opcode) -> &[FormId] {
        &self.by_opcode[opcode as usize]
    }

    pub fn form(&self, id: FormId) -> &Form {
        &self.forms[id as usize]
    }

    /// Reads the table notation.
    pub fn parse(source: &'static str) -> Result<Table, TableError> {
        Reader::default().read(source)
    }
}

impl Form {
    pub fn slot(&self, slot: Slot) -> Option<&SlotSpec> {
        self.slots.iter().find(|s| s.slot == slot)
    }

    pub fn operand_index(&self, name: &str) -> Option<usize> {
        self.operands.iter().position(|o| o.name == name)
    }

    /// Operands that must be written.
    pub fn required_operands(&self) -> usize {
        self.operands.iter().filter(|o| !o.optional).count()
    }

    /// The mnemonic pattern of the syntax line (`iadd<.dsat>.type`).
    pub fn mnemonic_pattern(&self) -> &'static str {
        self.syntax.split_whitespace().next().unwrap_or(self.syntax)
    }

    /// The bit width and value class an immediate in operand `index` takes,
    /// given the qualifier values of the instruction, when the form fixes it.
    pub fn immediate_class(&self, index: usize, value_of: &dyn Fn(Slot) -> Option<Qual>) -> Option<ImmClass> {
        let spec = self.operands.get(index)?;
        for rule in self.restrictions.iter() {
            if let Restriction::Width { operands, slot, factor, total: false } = &rule.restriction {
                if operands.contains(&index) {
                    let ty = value_of(*slot)?;
                    let bits = ty.type_bits()? * factor;
                    return Some(ImmClass {
                        bits,
                        float: ty.is_float_type() || spec.interp == Interp::Float,
                        ty: (*factor == 1).then_some(ty),
                    });
                }
            }
        }
        let float = spec.interp == Interp::Float;
        if spec.kinds.has(OperandKind::Reg32) {
            return Some(ImmClass { bits: 32, float, ty: None });
        }
        if spec.kinds.has(OperandKind::Reg64) {
            return Some(ImmClass { bits: 64, float, ty: None });
        }
        None
    }
}

/// What an immediate operand must fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImmClass {
    pub bits: u32,
    pub float: bool,
    /// The type qualifier the width comes from, when one does.
    pub ty: Option<Qual>,
}

#[derive(Default)]
struct Reader {
    table: Option<Table>,
    line: u32,
    form: Option<FormDraft>,
}

struct FormDraft {
    title: &'static str,
    syntax: Option<&'static str>,
    line: u32,
    opcode: Option<Opcode>,
    slots: Vec<SlotSpec>,
    operands: Vec<OperandSpec>,
    call_args: bool,
    restrictions: Vec<Rule>,
    value_sets: Vec<(Slot, Vec<Qual>, Option<Qual>)>,
    typed: Vec<bool>,
    since: Version,
    target: &'static str,
}

impl Reader {
    fn error<T>(&self, message: impl Into<String>) -> Result<T, TableError> {
        Err(TableError { line: self.line, message: message.into() })
    }

    fn read(mut self, source: &'static str) -> Result<Table, TableError> {
        self.table = Some(Table {
            instructions: List::Owned(Vec::new()),
            forms: List::Owned(Vec::new()),
            by_opcode: vec![List::Borrowed(&[]); Opcode::ALL.len()].into(),
        });
        for (number, raw) in source.lines().enumerate() {
            self.line = number as u32 + 1;
            let line = raw.trim_end();
            if line.is_empty() || (line.starts_with('#') && !line.starts_with("## ") && !line.starts_with("### ")) {
                continue;
            }
            if let Some(header) = line.strip_prefix("### ") {
                self.finish_form()?;
                self.start_form(header.trim());
            } else if let Some(header) = line.strip_prefix("## ") {
                self.finish_form()?;
                self.start_instruction(header)?;
            } else if line.starts_with(' ') {
                self.detail(line.trim())?;
            } else {
                self.syntax_line(line)?;
            }
        }
        self.finish_form()?;
        let table = self.table.take().expect("table is created at the start of read");
        for (opcode, forms) in Opcode::ALL.iter().zip(table.by_opcode.iter()) {
            if forms.is_empty() {
                return Err(TableError { line: 0, message: format!("opcode `{opcode}` has no form") });
            }
        }
        Ok(table)
    }

    fn table(&mut self) -> &mut Table {
        self.table.as_mut().expect("table is created at the start of read")
    }

    fn start_instruction(&mut self, header: &'static str) -> Result<(), TableError> {
        let Some((head, summary)) = header.split_once(" | ") else {
            return self.error("an instruction header reads `## SECTION NAME | SUMMARY`");
        };
        let mut words = head.split_whitespace();
        let (Some(section), Some(name), None) = (words.next(), words.next(), words.next()) else {
            return self.error("an instruction header reads `## SECTION NAME | SUMMARY`");
        };
        let base = name.split('.').next().unwrap_or(name);
        let Some(opcode) = Opcode::from_str(base) else {
            return self.error(format!("`{base}` is not an opcode listed in isa/qual.rs"));
        };
        self.table().instructions.to_mut().push(Instruction {
            section,
            name,
            summary: summary.trim(),
            opcode,
            forms: List::Borrowed(&[]),
        });
        self.start_form("");
        Ok(())
    }

    fn start_form(&mut self, title: &'static str) {
        self.form = Some(FormDraft {
            title,
            syntax: None,
            line: self.line,
            opcode: None,
            slots: Vec::new(),
            operands: Vec::new(),
            call_args: false,
            restrictions: Vec::new(),
            value_sets: Vec::new(),
            typed: Vec::new(),
            since: Version { major: 0, minor: 1 },
            target: "100",
        });
    }

    fn draft(&mut self) -> Result<&mut FormDraft, TableError> {
        let line = self.line;
        match self.form.as_mut() {
            Some(form) => Ok(form),
            None => Err(TableError { line, message: "text before the first `##` header".into() }),
        }
    }

    fn syntax_line(&mut self, line: &'static str) -> Result<(), TableError> {
        if self.table().instructions.is_empty() {
            return self.error("a syntax line before the first `##` header");
        }
        if self.draft()?.syntax.is_some() {
            self.finish_form()?;
            self.start_form("");
        }
        let (mnemonic, operands) = match line.split_once(' ') {
            Some((m, o)) => (m, o.trim()),
            None => (line, ""),
        };
        let (opcode, slots) = self.parse_mnemonic(mnemonic)?;
        let (operand_specs, call_args) = self.parse_operands(operands)?;
        let line_number = self.line;
        let draft = self.draft()?;
        draft.syntax = Some(line);
        draft.line = line_number;
        draft.opcode = Some(opcode);
        draft.slots = slots;
        draft.typed = vec![false; operand_specs.len()];
        draft.operands = operand_specs;
        draft.call_args = call_args;
        Ok(())
    }

    fn parse_mnemonic(&self, text: &str) -> Result<(Opcode, Vec<SlotSpec>), TableError> {
        let base_end = text.find(['.', '<']).unwrap_or(text.len());
        let Some(opcode) = Opcode::from_str(&text[..base_end]) else {
            return self.error(format!("`{}` is not an opcode", &text[..base_end]));
        };
        let mut slots = Vec::new();
        let mut rest = &text[base_end..];
        while !rest.is_empty() {
            let (optional, name, after) = if let Some(inner) = rest.strip_prefix('<') {
                let Some(end) = inner.find('>') else {
                    return self.error("unclosed `<` in a mnemonic");
                };
                (true, &inner[..end], &inner[end + 1..])
            } else {
                let end = rest[1..].find(['.', '<']).map_or(rest.len(), |i| i + 1);
                (false, &rest[..end], &rest[end..])
            };
            let Some(slot) = Slot::from_str(name) else {
                return self.error(format!("`{name}` is not a slot listed in isa/qual.rs"));
            };
            slots.push(SlotSpec { slot, optional, values: List::Borrowed(&[]), default: None, literal: true });
            rest = after;
        }
        Ok((opcode, slots))
    }

    fn parse_operands(&self, text: &'static str) -> Result<(Vec<OperandSpec>, bool), TableError> {
        let mut specs = Vec::new();
        let mut call_args = false;
        let mut optional = false;
        let mut negatable = false;
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b' ' | b',' => i += 1,
                b'(' => {
                    let Some(close) = text[i..].find(')') else {
                        return self.error("unclosed `(` in an operand list");
                    };
                    call_args = true;
                    i += close + 1;
                }
                b'<' if text[i..].starts_with("<!>") => {
                    negatable = true;
                    i += 3;
                }
                b'<' => {
                    optional = true;
                    i += 1;
                }
                b'>' => {
                    optional = false;
                    i += 1;
                }
                b'[' | b'a'..=b'z' => {
                    let bracketed = bytes[i] == b'[';
                    let start = if bracketed { i + 1 } else { i };
                    let mut end = start;
                    while end < bytes.len()
                        && (bytes[end].is_ascii_alphanumeric() || matches!(bytes[end], b'-' | b'_' | b'.'))
                    {
                        end += 1;
                    }
                    let word = &text[start..end];
                    let (name, swizzle) = match word.strip_suffix(".swizzle") {
                        Some(name) => (name, true),
                        None => (word, false),
                    };
                    if name.contains('.') || name.is_empty() {
                        return self.error(format!("malformed operand name `{word}`"));
                    }
                    if bracketed {
                        if bytes.get(end) != Some(&b']') {
                            return self.error("unclosed `[` in an operand list");
                        }
                        end += 1;
                    }
                    specs.push(OperandSpec {
                        name,
                        kinds: if bracketed { Kinds::default().with(OperandKind::Mem) } else { Kinds::default() },
                        optional,
                        negatable,
                        swizzle,
                        mem_forms: List::Borrowed(&[]),
                        interp: Interp::Bits,
                        written: false,
                    });
                    negatable = false;
                    i = end;
                }
                other => {
                    return self.error(format!("unexpected `{}` in an operand list", other as char));
                }
            }
        }
        Ok((specs, call_args))
    }

    fn detail(&mut self, line: &'static str) -> Result<(), TableError> {
        if self.draft()?.syntax.is_none() {
            return self.error("a detail line before the form's syntax line");
        }
        if let Some(rest) = line.strip_prefix("- ") {
            self.operand_kinds(rest)
        } else if let Some(rest) = line.strip_prefix("! ") {
            self.restriction(rest)
        } else if let Some(rest) = line.strip_prefix("* ") {
            self.interpretation(rest)
        } else if let Some(rest) = line.strip_prefix("~ ") {
            self.version(rest)
        } else if line.starts_with('.') {
            self.value_set(line)
        } else {
            self.error(format!("cannot read `{line}`"))
        }
    }

    fn operand_names(&mut self, list: &str) -> Result<Vec<usize>, TableError> {
        let mut indices = Vec::new();
        for name in list.split(',').map(str::trim) {
            let Some(index) = self.draft()?.operands.iter().position(|o| o.name == name) else {
                return self.error(format!("`{name}` is not an operand of this form"));
            };
            indices.push(index);
        }
        Ok(indices)
    }

    fn operand_kinds(&mut self, text: &str) -> Result<(), TableError> {
        let Some((names, kinds)) = text.split_once(':') else {
            return self.error("an operand line reads `- a, b: KIND ...`");
        };
        let indices = self.operand_names(names)?;
        let mut set = Kinds::default();
        let mut mem_forms = Vec::new();
        for word in kinds.split_whitespace() {
            let form = match word {
                "RR" => Some(MemForm::RR),
                "RI" => Some(MemForm::RI),
                "R" => Some(MemForm::R),
                "I" => Some(MemForm::I),
                _ => None,
            };
            if let Some(form) = form {
                mem_forms.push(form);
                continue;
            }
            let Some(kind) = OperandKind::from_str(word) else {
                return self.error(format!("`{word}` is not an operand kind"));
            };
            set = set.with(kind);
        }
        let draft = self.draft()?;
        for index in indices {
            let spec = &mut draft.operands[index];
            spec.kinds = Kinds(spec.kinds.0 | set.0);
            if !mem_forms.is_empty() {
                spec.mem_forms = mem_forms.clone().into();
            }
            draft.typed[index] = true;
        }
        Ok(())
    }

    fn interpretation(&mut self, text: &str) -> Result<(), TableError> {
        let Some((how, names)) = text.split_once(' ') else {
            return self.error("an interpretation line reads `* signed|unsigned|generic|float a, b`");
        };
        let interp = match how {
            "signed" => Interp::Signed,
            "unsigned" => Interp::Unsigned,
            "generic" => Interp::Generic,
            "float" => Interp::Float,
            _ => return self.error(format!("`{how}` is not an interpretation")),
        };
        for index in self.operand_names(names)? {
            self.draft()?.operands[index].interp = interp;
        }
        Ok(())
    }

    fn version(&mut self, text: &'static str) -> Result<(), TableError> {
        let words: Vec<&'static str> = text.split_whitespace().collect();
        let ["since", version, "target", target] = words.as_slice() else {
            return self.error("a version line reads `~ since MAJOR.MINOR target TARGET`");
        };
        let Some((major, minor)) = version.split_once('.') else {
            return self.error("a version reads MAJOR.MINOR");
        };
        let (Ok(major), Ok(minor)) = (major.parse(), minor.parse()) else {
            return self.error("a version reads MAJOR.MINOR");
        };
        let draft = self.draft()?;
        draft.since = Version { major, minor };
        draft.target = target;
        Ok(())
    }

    fn parse_qual(&self, text: &str) -> Result<Qual, TableError> {
        let parts: Vec<&str> = split_parts(text);
        let qual = match parts.as_slice() {
            [one] => Qual::parse_part(one),
            [a, b, c] => Qual::parse_cache(a, b, c),
            _ => None,
        };
        match qual {
            Some(q) => Ok(q),
            None => self.error(format!("`{text}` is not a qualifier listed in isa/qual.rs")),
        }
    }

    fn value_set(&mut self, line: &str) -> Result<(), TableError> {
        let Some((name, rest)) = line.split_once(" = ") else {
            return self.error("a value set reads `.slot = { .a, .b }`");
        };
        let Some(slot) = Slot::from_str(name.trim()) else {
            return self.error(format!("`{name}` is not a slot"));
        };
        let rest = rest.trim();
        let Some(open) = rest.strip_prefix('{') else {
            return self.error("a value set starts with `{`");
        };
        let Some((inside, after)) = open.split_once('}') else {
            return self.error("a value set ends with `}`");
        };
        let items: Vec<&str> = inside.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
        let mut values = Vec::new();
        if items.len() == 3 && items[1] == "..." {
            let (low, high) = (self.parse_qual(items[0])?, self.parse_qual(items[2])?);
            match (low, high) {
                (Qual::Num(a), Qual::Num(b)) => values.extend((a..=b).map(Qual::Num)),
                (Qual::Hex(a), Qual::Hex(b)) => values.extend((a..=b).map(Qual::Hex)),
                _ => return self.error("a range needs two numeric qualifiers of one radix"),
            }
        } else {
            for item in items {
                values.push(self.parse_qual(item)?);
            }
        }
        let after = after.trim();
        let default = match after.strip_prefix("default ") {
            Some(value) => {
                let value = self.parse_qual(value.trim())?;
                if !values.contains(&value) {
                    return self.error("the default is not one of the values");
                }
                Some(value)
            }
            None if after.is_empty() => None,
            None => return self.error(format!("cannot read `{after}` after a value set")),
        };
        self.draft()?.value_sets.push((slot, values, default));
        Ok(())
    }

    fn restriction(&mut self, text: &'static str) -> Result<(), TableError> {
        let (text, section) = match text.split_once(" [§ ") {
            Some((body, sec)) => match sec.strip_suffix(']') {
                Some(sec) => (body, Some(sec)),
                None => return self.error("a section reference reads `[§ SECTION]`"),
            },
            None => (text, None),
        };
        let (keyword, rest) = text.split_once(' ').unwrap_or((text, ""));
        let restriction = match keyword {
            "width" | "total" | "packed" => {
                let Some((names, rhs)) = rest.split_once(" = ") else {
                    return self.error("reads `width a, b = [2|addr] .slot`");
                };
                let operands = self.operand_names(names)?;
                let rhs: Vec<&str> = rhs.split_whitespace().collect();
                match (keyword, rhs.as_slice()) {
                    ("width", ["addr", slot]) if operands.len() == 1 => {
                        Restriction::AddressWidth { operand: operands[0], slot: self.slot(slot)? }
                    }
                    ("width", [factor, slot]) => {
                        let Ok(factor) = factor.parse() else {
                            return self.error(format!("`{factor}` is not a factor"));
                        };
                        Restriction::Width { operands: operands.into(), slot: self.slot(slot)?, factor, total: false }
                    }
                    ("width" | "total", [slot]) => Restriction::Width {
                        operands: operands.into(),
                        slot: self.slot(slot)?,
                        factor: 1,
                        total: keyword == "total",
                    },
                    ("packed", [slot]) => Restriction::Packed { operands: operands.into(), slot: self.slot(slot)? },
                    _ => return self.error(format!("cannot read `{text}`")),
                }
            }
            "space" | "varaddr" | "elems" => {
                let Some((name, slot)) = rest.split_once(" = ") else {
                    return self.error(format!("reads `{keyword} a = .slot`"));
                };
                let operand = self.single_operand(name)?;
                let slot = self.slot(slot.trim())?;
                match keyword {
                    "space" => Restriction::Space { operand, slot },
                    "varaddr" => Restriction::VarAddressWidth { operand, slot },
                    _ => Restriction::Elems { operand, slot },
                }
            }
            "wider" | "narrower" => {
                let slots: Vec<&str> = rest.split_whitespace().collect();
                let [a, b] = slots.as_slice() else {
                    return self.error(format!("reads `{keyword} .a .b`"));
                };
                Restriction::WidthOrder { a: self.slot(a)?, b: self.slot(b)?, wider: keyword == "wider" }
            }
            "index" => {
                let words: Vec<&str> = rest.split_whitespace().collect();
                match words.as_slice() {
                    [slot, "<", "elems", name] => {
                        Restriction::IndexBelow { slot: self.slot(slot)?, operand: self.single_operand(name)? }
                    }
                    [slot, "aligned", "elems", name] => {
                        Restriction::IndexAligned { slot: self.slot(slot)?, operand: self.single_operand(name)? }
                    }
                    [slot, "+", "elems", part, "<=", "elems", whole] => Restriction::IndexFits {
                        slot: self.slot(slot)?,
                        part: self.single_operand(part)?,
                        whole: self.single_operand(whole)?,
                    },
                    _ => return self.error(format!("cannot read `{text}`")),
                }
            }
            "rule" => {
                let Some((when, then)) = rest.split_once(" => ") else {
                    return self.error("a rule reads `rule COND => COND`");
                };
                Restriction::Rule { when: self.cond(when)?, then: self.cond(then)? }
            }
            "operand" => {
                let Some((name, cond)) = rest.split_once(" <=> ") else {
                    return self.error("reads `operand a <=> COND`");
                };
                let operand = self.single_operand(name)?;
                if !self.draft()?.operands[operand].optional {
                    return self.error("`operand a <=> COND` needs an optional operand");
                }
                Restriction::OperandIff { operand, cond: self.cond(cond)? }
            }
            "return" => {
                let Some((name, of)) = rest.split_once(" = ") else {
                    return self.error("reads `return a = target|current`");
                };
                let operand = self.single_operand(name)?;
                let of = match of.trim() {
                    "target" => ReturnOf::Target,
                    "current" => ReturnOf::Current,
                    other => return self.error(format!("`{other}` is neither target nor current")),
                };
                Restriction::Return { operand, of }
            }
            _ => return self.error(format!("`{keyword}` is not a restriction")),
        };
        self.draft()?.restrictions.push(Rule { restriction, section });
        Ok(())
    }

    fn single_operand(&mut self, name: &str) -> Result<usize, TableError> {
        let indices = self.operand_names(name)?;
        match indices.as_slice() {
            [one] => Ok(*one),
            _ => self.error("expected a single operand"),
        }
    }

    fn slot(&self, text: &str) -> Result<Slot, TableError> {
        match Slot::from_str(text.trim()) {
            Some(slot) => Ok(slot),
            None => self.error(format!("`{text}` is not a slot")),
        }
    }

    /// COND := TERM ('|' TERM)* ; TERM := ATOM ('&' ATOM)*
    fn cond(&self, text: &str) -> Result<Cond, TableError> {
        // `split` yields at least one item, so neither list is empty.
        let one_or = |mut conds: Vec<Cond>, many: fn(List<Cond>) -> Cond| match conds.len() {
            1 => conds.pop().expect("one condition"),
            _ => many(conds.into()),
        };
        let terms = text
            .split(" | ")
            .map(|term| {
                let atoms = term.split(" & ").map(|atom| self.atom(atom.trim())).collect::<Result<Vec<_>, _>>()?;
                Ok(one_or(atoms, Cond::And))
            })
            .collect::<Result<Vec<_>, TableError>>()?;
        Ok(one_or(terms, Cond::Or))
    }

    fn atom(&self, text: &str) -> Result<Cond, TableError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let values =
            |list: &[&str]| list.iter().map(|v| self.parse_qual(v)).collect::<Result<Vec<_>, _>>().map(List::from);
        Ok(match words.as_slice() {
            [slot] => Cond::Present(self.slot(slot)?),
            [slot, "=", value] => Cond::In(self.slot(slot)?, values(&[value])?),
            [slot, "!=", value] => Cond::NotIn(self.slot(slot)?, values(&[value])?),
            [slot, "in", list @ ..] if !list.is_empty() => Cond::In(self.slot(slot)?, values(list)?),
            [slot, "notin", list @ ..] if !list.is_empty() => Cond::NotIn(self.slot(slot)?, values(list)?),
            _ => return self.error(format!("cannot read the condition `{text}`")),
        })
    }

    fn finish_form(&mut self) -> Result<(), TableError> {
        let Some(mut draft) = self.form.take() else { return Ok(()) };
        let Some(syntax) = draft.syntax else {
            if draft.title.is_empty() {
                return Ok(());
            }
            return self.error(format!("form `{}` has no syntax line", draft.title));
        };
        self.line = draft.line;
        for (slot, values, default) in std::mem::take(&mut draft.value_sets) {
            let Some(spec) = draft.slots.iter_mut().find(|s| s.slot == slot) else {
                return self.error(format!("`{slot}` has values but is not in the syntax line"));
            };
            spec.values = values.into();
            spec.default = default;
            spec.literal = false;
        }
        for spec in &mut draft.slots {
            if spec.literal {
                let Some(word) = Word::from_str(spec.slot.as_str()) else {
                    return self.error(format!("`{}` needs a value set", spec.slot));
                };
                spec.values = vec![Qual::Word(word)].into();
            }
        }
        if let Some(index) = draft.typed.iter().position(|typed| !typed) {
            return self.error(format!("operand `{}` has no `- name: KIND` line", draft.operands[index].name));
        }
        for spec in draft.operands.iter() {
            if spec.kinds.has(OperandKind::Mem) && spec.mem_forms.is_empty() {
                return self.error(format!("address operand `{}` lists no forms", spec.name));
            }
        }
        let is_call = draft.opcode == Some(Opcode::Call);
        for (index, spec) in draft.operands.iter_mut().enumerate() {
            spec.written = matches!(spec.name, "dst" | "carry-out")
                || (spec.name == "pred" && index == 0 && !spec.negatable)
                || (spec.name == "retval" && is_call);
        }
        let table = self.table();
        let id = table.forms.len() as FormId;
        let instruction = table.instructions.len() - 1;
        let opcode = draft.opcode.expect("set together with the syntax line");
        table.instructions.to_mut()[instruction].forms.to_mut().push(id);
        table.by_opcode.to_mut()[opcode as usize].to_mut().push(id);
        table.forms.to_mut().push(Form {
            id,
            opcode,
            instruction,
            title: draft.title,
            syntax,
            slots: draft.slots.into(),
            operands: draft.operands.into(),
            call_args: draft.call_args,
            restrictions: draft.restrictions.into(),
            since: draft.since,
            target: draft.target,
            line: draft.line,
        });
        Ok(())
    }
}

/// Splits `.a.b.c` into `[".a", ".b", ".c"]`.
pub fn split_parts(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, byte) in text.bytes().enumerate().skip(1) {
        if byte == b'.' {
            parts.push(&text[start..i]);
            start = i;
        }
    }
    parts.push(&text[start..]);
    parts
}

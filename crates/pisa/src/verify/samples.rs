//! Instructions built from the table that the verifier must accept, and
//! others broken on purpose in exactly one restriction, for the rule tests
//! and the verifier benchmark.
//!
//! This works out each operand's type from the restrictions by itself,
//! without calling the verifier, so that tests built on it check the
//! verifier against an independent reading of the table.

use crate::isa::{self, Cond, Form, List, MemForm, OperandKind, Qual, Restriction, Slot, Word};
use crate::syntax::generate::Rng;

/// The module around samples: variables, and functions to call.
pub const PRELUDE: &str = "\
.version 0.1;
.target 100;

.global .align 16 @glob[256];
.const .align 16 @cst[256] = { .zero 256 };
.import .function void @callee();
.import .function .32b @ret32(.reg .32b);
";

/// Registers of every type a sample may use, declared in its body.
pub const DECLARATIONS: &str = "\
    .reg .8b %b<0~4>;
    .reg .16b %h<0~4>;
    .reg .32b %r<0~8>;
    .reg .64b %d<0~4>;
    .reg .128b %o<0~2>;
    .reg .v2.8b %q2_<0~2>;
    .reg .v3.8b %q3_<0~2>;
    .reg .v4.8b %q4_<0~2>;
    .reg .v2.16b %k2_<0~2>;
    .reg .v3.16b %k3_<0~2>;
    .reg .v4.16b %k4_<0~2>;
    .reg .v2.32b %v2_<0~2>;
    .reg .v3.32b %v3_<0~2>;
    .reg .v4.32b %v4_<0~2>;
    .reg .v5.32b %v5_<0~2>;
    .reg .v6.32b %v6_<0~2>;
    .reg .v7.32b %v7_<0~2>;
    .reg .v8.32b %v8_<0~2>;
    .reg .v16.32b %v16_<0~2>;
    .reg .v32.32b %v32_<0~2>;
    .reg .v64.32b %v64_<0~2>;
    .reg .v2.64b %w2_<0~2>;
    .reg .v3.64b %w3_<0~2>;
    .reg .v4.64b %w4_<0~2>;
    .pred %p<0~4>;
    .private .align 16 @priv[256];
    .shared .align 16 @lds[256];
";

/// Where a sample must be placed: most instructions go in a kernel; a
/// `return` with a value needs a function that returns `.32b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    Kernel,
    Function,
}

/// One instruction, as text, with where it must go.
#[derive(Clone, Debug)]
pub struct Sample {
    pub text: String,
    pub context: Context,
}

/// A whole module holding `samples`.
pub fn module(samples: &[Sample]) -> String {
    let mut out = String::from(PRELUDE);
    let function: Vec<&Sample> = samples.iter().filter(|s| s.context == Context::Function).collect();
    let kernel: Vec<&Sample> = samples.iter().filter(|s| s.context == Context::Kernel).collect();
    if !function.is_empty() {
        out.push_str("\n.function .32b @f(.reg .32b %a) {\n");
        out.push_str(DECLARATIONS);
        for sample in function {
            out.push_str(&format!("    {}\n", sample.text));
        }
        out.push_str("    return %a;\n}\n");
    }
    out.push_str("\n.kernel @k(.param[64] .align(16) %prm) {\n");
    out.push_str(DECLARATIONS);
    for sample in kernel {
        out.push_str(&format!("    {}\n", sample.text));
    }
    out.push_str("L_end:\n    return;\n}\n");
    out
}

/// A module of about `count` valid instructions of every form but the
/// unconditional `goto` and `return`, which would leave the rest unreachable.
pub fn verified_module(count: usize, seed: u64) -> String {
    let table = isa::table();
    let mut rng = Rng::new(seed);
    let mut samples = Vec::with_capacity(count);
    let mut failures = 0;
    while samples.len() < count && failures < count + 1000 {
        let form = table.form(rng.below(table.forms.len()) as isa::FormId);
        let terminator =
            matches!(form.opcode, isa::Opcode::Goto | isa::Opcode::Return) && form.slot(Slot::Cond).is_none();
        if terminator {
            continue;
        }
        match valid(form, &mut rng) {
            Some(sample) => samples.push(sample),
            None => failures += 1,
        }
    }
    module(&samples)
}

/// The type a register operand must have.
#[derive(Clone, Copy, Debug, PartialEq)]
struct RegWant {
    count: u32,
    bits: u32,
    /// For whole-vector swizzled operands (`mov`): the total width.
    total: Option<u32>,
}

/// What to write for one operand.
#[derive(Clone, Debug, PartialEq)]
enum Want {
    Reg(RegWant),
    Pred { negated: bool },
    Imm(u32),
    Var(&'static str),
    Func(&'static str),
    Label,
    Void,
    Mem { space_bits: u32, form: MemForm, param: bool },
}

/// The choices that make up a sample, so that one can be changed.
#[derive(Clone, Debug)]
struct Plan {
    quals: Vec<(Slot, Qual)>,
    operands: Vec<Want>,
    context: Context,
}

const COUNTS_32: [u32; 10] = [2, 3, 4, 5, 6, 7, 8, 16, 32, 64];

fn reg_name(want: RegWant, index: usize) -> Option<String> {
    let name = match (want.count, want.bits) {
        (1, 8) => format!("%b{index}"),
        (1, 16) => format!("%h{index}"),
        (1, 32) => format!("%r{index}"),
        (1, 64) => format!("%d{index}"),
        (1, 128) => format!("%o{}", index % 2),
        (c @ 2..=4, 8) => format!("%q{c}_{}", index % 2),
        (c @ 2..=4, 16) => format!("%k{c}_{}", index % 2),
        (c, 32) if COUNTS_32.contains(&c) => format!("%v{c}_{}", index % 2),
        (c @ 2..=4, 64) => format!("%w{c}_{}", index % 2),
        _ => return None,
    };
    Some(name)
}

/// A vector operand with a swizzle naming `total` bits.
fn swizzled(total: u32, index: usize) -> Option<String> {
    let (register, swizzle) = match total {
        8 => ("%q2_", ".x"),
        16 => ("%k2_", ".x"),
        32 => ("%v2_", ".x"),
        64 => ("%v2_", ".xy"),
        128 => ("%v4_", ".xyzw"),
        _ => return None,
    };
    Some(format!("{register}{}{swizzle}", index % 2))
}

fn value(quals: &[(Slot, Qual)], slot: Slot) -> Option<Qual> {
    quals.iter().find(|(s, _)| *s == slot).map(|(_, q)| *q)
}

fn holds(cond: &Cond, quals: &[(Slot, Qual)]) -> bool {
    cond.holds(&|slot| value(quals, slot))
}

/// Whether the qualifiers meet every qualifier-only restriction but `skip`.
fn quals_ok(form: &Form, quals: &[(Slot, Qual)], skip: Option<usize>) -> bool {
    form.restrictions.iter().enumerate().filter(|(i, _)| Some(*i) != skip).all(|(_, rule)| match &rule.restriction {
        Restriction::Rule { when, then } => !holds(when, quals) || holds(then, quals),
        Restriction::WidthOrder { a, b, wider } => {
            match (value(quals, *a).and_then(Qual::type_bits), value(quals, *b).and_then(Qual::type_bits)) {
                (Some(x), Some(y)) => {
                    if *wider {
                        x > y
                    } else {
                        x < y
                    }
                }
                _ => true,
            }
        }
        Restriction::IndexAligned { slot, .. } => {
            let vec = value(quals, Slot::Vec).and_then(Qual::vec_count).unwrap_or(1);
            !matches!(value(quals, *slot), Some(Qual::Num(n)) if !(n as u32).is_multiple_of(vec))
        }
        Restriction::IndexFits { slot, .. } => {
            let vec = value(quals, Slot::Vec).and_then(Qual::vec_count).unwrap_or(1);
            !matches!(value(quals, *slot), Some(Qual::Num(n)) if n as u32 + vec > 64)
        }
        _ => true,
    })
}

fn random_quals(form: &Form, rng: &mut Rng) -> Vec<(Slot, Qual)> {
    let mut quals = Vec::new();
    for spec in form.slots.iter() {
        if spec.optional && rng.chance(2) {
            continue;
        }
        quals.push((spec.slot, *rng.pick(&spec.values)));
    }
    quals
}

/// Whether restriction `index` alone holds for these qualifiers.
fn quals_ok_only(form: &Form, quals: &[(Slot, Qual)], index: usize) -> bool {
    let rule = &form.restrictions[index];
    let single = Form {
        id: form.id,
        opcode: form.opcode,
        instruction: form.instruction,
        title: form.title,
        syntax: form.syntax,
        slots: List::Borrowed(&[]),
        operands: List::Borrowed(&[]),
        call_args: false,
        restrictions: vec![rule.clone()].into(),
        since: form.since,
        target: form.target,
        line: form.line,
    };
    quals_ok(&single, quals, None)
}

/// Whether every other failing qualifier rule is one that fails whenever
/// restriction `index` fails (a stricter statement of it).
fn subsumed(form: &Form, index: usize, quals: &[(Slot, Qual)]) -> bool {
    (0..form.restrictions.len()).filter(|i| *i != index).all(|i| {
        quals_ok_only(form, quals, i)
            || matches!((&form.restrictions[index].restriction, &form.restrictions[i].restriction),
                (Restriction::Rule { when: a, .. }, Restriction::Rule { when: b, .. }) if a == b)
    })
}

/// Operand `index` is given under these qualifiers.
fn present(form: &Form, quals: &[(Slot, Qual)], index: usize) -> bool {
    let spec = &form.operands[index];
    if !spec.optional {
        return true;
    }
    for rule in form.restrictions.iter() {
        if let Restriction::OperandIff { operand, cond } = &rule.restriction {
            if *operand == index {
                return holds(cond, quals);
            }
        }
    }
    false
}

/// The type each operand needs under `quals`, read from the restrictions.
fn plan(form: &Form, quals: Vec<(Slot, Qual)>, rng: &mut Rng) -> Option<Plan> {
    let context =
        if form.opcode == isa::Opcode::Return && form.operands.iter().any(|o| o.name == "retval") && rng.chance(2) {
            Context::Function
        } else {
            Context::Kernel
        };
    let q = |slot: Slot| value(&quals, slot);
    let mut operands = Vec::new();
    for (index, spec) in form.operands.iter().enumerate() {
        if !present(form, &quals, index) {
            if form.opcode == isa::Opcode::Return && context == Context::Function && spec.name == "retval" {
                operands.push(Want::Reg(RegWant { count: 1, bits: 32, total: None }));
            }
            continue;
        }
        let kinds = spec.kinds;
        if kinds.has(OperandKind::Mem) {
            let param = form.slot(Slot::Param).is_some();
            let space_bits = q(Slot::Addrspace).and_then(Qual::address_bits).unwrap_or(64);
            let form_choice = *rng.pick(&spec.mem_forms);
            operands.push(Want::Mem { space_bits, form: form_choice, param });
            continue;
        }
        if kinds.has(OperandKind::Label) {
            operands.push(Want::Label);
            continue;
        }
        if kinds.has(OperandKind::Void) {
            operands.push(Want::Void);
            continue;
        }
        if kinds.has(OperandKind::Func) && !kinds.has(OperandKind::Reg64) && !kinds.has(OperandKind::Var) {
            operands.push(Want::Func("@callee"));
            continue;
        }
        if kinds.has(OperandKind::Func) && form.opcode == isa::Opcode::Call {
            operands.push(Want::Func("@callee"));
            continue;
        }
        if kinds.has(OperandKind::Pred)
            && !kinds.intersects(isa::Kinds::REGISTERS.with(OperandKind::Imm).with(OperandKind::Void))
        {
            operands.push(Want::Pred { negated: false });
            continue;
        }
        if kinds.has(OperandKind::Pred) {
            operands.push(Want::Pred { negated: spec.negatable && rng.chance(2) });
            continue;
        }
        let mut want = RegWant { count: 1, bits: 0, total: None };
        let mut var_space = None;
        for rule in form.restrictions.iter() {
            match &rule.restriction {
                Restriction::Width { operands: which, slot, factor, total } if which.contains(&index) => {
                    let bits = q(*slot)?.type_bits()? * factor;
                    if *total && spec.swizzle {
                        want.total = Some(bits);
                    } else {
                        want.bits = bits;
                    }
                }
                Restriction::AddressWidth { operand, slot } if *operand == index => {
                    want.bits = q(*slot)?.address_bits()?
                }
                Restriction::Packed { operands: which, slot } if which.contains(&index) => {
                    let (count, bits) = q(*slot)?.packed_shape()?;
                    want.count = count;
                    want.bits = bits;
                }
                Restriction::Elems { operand, slot } if *operand == index => {
                    want.count = q(*slot).and_then(Qual::vec_count).unwrap_or(1);
                }
                Restriction::Space { operand, slot } if *operand == index => var_space = Some(q(*slot)?),
                Restriction::VarAddressWidth { operand, slot } if *operand == index => {
                    var_space =
                        Some(Qual::Word(if q(*slot)?.type_bits()? == 32 { Word::Private } else { Word::Global }));
                }
                _ => {}
            }
        }
        if kinds.has(OperandKind::Var)
            && !kinds.has(OperandKind::Func)
            && (var_space.is_some() || !kinds.intersects(isa::Kinds::REGISTERS))
        {
            let name = match var_space {
                Some(Qual::Word(Word::Private)) | None => "@priv",
                Some(Qual::Word(Word::Shared)) => "@lds",
                Some(Qual::Word(Word::Const)) => "@cst",
                _ => "@glob",
            };
            if !kinds.intersects(isa::Kinds::REGISTERS) || rng.chance(2) {
                operands.push(Want::Var(name));
                continue;
            }
        }
        if kinds.has(OperandKind::Func) {
            operands.push(Want::Func("@callee"));
            continue;
        }
        if kinds.has(OperandKind::Reg32) || kinds.has(OperandKind::Vec32) {
            want.bits = 32;
        }
        if kinds.has(OperandKind::Reg64) {
            want.bits = 64;
        }
        if kinds.has(OperandKind::X2x16) {
            want = RegWant { count: 2, bits: 16, total: None };
        }
        if kinds.has(OperandKind::Vec32) && want.count == 1 {
            want.count = vector_count_for(form, &quals, index).unwrap_or(4);
        }
        if want.bits == 0 && want.total.is_none() {
            want.bits = 32;
        }
        if kinds.has(OperandKind::Imm) && want.total.is_none() && want.count == 1 && rng.chance(4) {
            operands.push(Want::Imm(want.bits));
            continue;
        }
        operands.push(Want::Reg(want));
    }
    Some(Plan { quals, operands, context })
}

/// Element counts that extract and insert operands need for their index.
fn vector_count_for(form: &Form, quals: &[(Slot, Qual)], index: usize) -> Option<u32> {
    let n = match value(quals, Slot::Index) {
        Some(Qual::Num(n)) => n as u32,
        _ => return value(quals, Slot::Vec).and_then(Qual::vec_count).or(Some(4)),
    };
    let part = value(quals, Slot::Vec).and_then(Qual::vec_count).unwrap_or(1);
    for rule in form.restrictions.iter() {
        match &rule.restriction {
            Restriction::IndexBelow { operand, .. } if *operand == index => {
                return COUNTS_32.into_iter().find(|c| *c > n);
            }
            Restriction::IndexFits { whole, .. } if *whole == index => {
                return COUNTS_32.into_iter().find(|c| *c >= n + part);
            }
            Restriction::Elems { operand, .. } if *operand == index => return Some(part),
            _ => {}
        }
    }
    None
}

fn render(form: &Form, plan: &Plan) -> Option<Sample> {
    render_with(form, plan, false)
}

/// With `fallback`, a register type that no declared register has is
/// replaced by a 32-bit one: a broken sample may break more than its target.
fn render_with(form: &Form, plan: &Plan, fallback: bool) -> Option<Sample> {
    let reg = |want: RegWant, index: usize| {
        reg_name(want, index)
            .or_else(|| fallback.then(|| reg_name(RegWant { bits: 32, ..want }, index)).flatten())
            .or_else(|| fallback.then(|| format!("%r{}", index % 8)))
    };
    let mut text = form.opcode.as_str().to_string();
    for spec in form.slots.iter() {
        if let Some(q) = value(&plan.quals, spec.slot) {
            text.push_str(&q.to_string());
        }
    }
    let mut parts = Vec::new();
    for (index, want) in plan.operands.iter().enumerate() {
        parts.push(match *want {
            Want::Reg(RegWant { total: Some(total), .. }) => swizzled(total, index)?,
            Want::Reg(want) => reg(want, index)?,
            Want::Pred { negated } => format!("{}%p{}", if negated { "!" } else { "" }, index % 4),
            Want::Imm(bits) => match bits {
                16 => "0x1234".to_string(),
                32 => "0x12345678".to_string(),
                64 => "0x123456789abcdef0".to_string(),
                8 => "0x12".to_string(),
                _ => "1".to_string(),
            },
            Want::Var(name) | Want::Func(name) => name.to_string(),
            Want::Label => "L_end".to_string(),
            Want::Void => "void".to_string(),
            Want::Mem { param: true, form, .. } => match form {
                MemForm::RR => "[%prm + %r7]".to_string(),
                MemForm::RI => "[%prm + 8]".to_string(),
                _ => "[%prm]".to_string(),
            },
            Want::Mem { space_bits, form, .. } => {
                let base = if space_bits == 32 { "%r6" } else { "%d3" };
                match form {
                    MemForm::RR => format!("[{base} + %r7]"),
                    MemForm::RI => format!("[{base} + 16]"),
                    MemForm::R => format!("[{base}]"),
                    MemForm::I => "[0x100]".to_string(),
                }
            }
        });
    }
    if !parts.is_empty() {
        text.push(' ');
        text.push_str(&parts.join(", "));
    }
    if form.call_args {
        let returns_value = plan.operands.contains(&Want::Func("@ret32"));
        text.push_str(if returns_value { "(%r1)" } else { "()" });
    }
    text.push(';');
    Some(Sample { text, context: plan.context })
}

/// An instruction of `form` that the verifier must accept.
pub fn valid(form: &Form, rng: &mut Rng) -> Option<Sample> {
    for _ in 0..400 {
        let quals = random_quals(form, rng);
        if !quals_ok(form, &quals, None) {
            continue;
        }
        let Some(plan) = plan(form, quals, rng) else { continue };
        if let Some(sample) = render(form, &plan) {
            return Some(sample);
        }
    }
    None
}

/// Every set of qualifiers `form` allows (each optional slot absent or one
/// of its values, each required slot one of its values, the form's
/// qualifier rules holding), in table order; `None` when there are more
/// than `limit` combinations to look at.
pub fn every_qualifier_set(form: &Form, limit: usize) -> Option<Vec<Vec<(Slot, Qual)>>> {
    let mut total = 1usize;
    for spec in form.slots.iter() {
        total = total.checked_mul(spec.values.len() + usize::from(spec.optional))?;
        if total > limit {
            return None;
        }
    }
    let mut sets = Vec::new();
    for mut k in 0..total {
        let mut quals = Vec::new();
        for spec in form.slots.iter() {
            let choices = spec.values.len() + usize::from(spec.optional);
            let pick = k % choices;
            k /= choices;
            match (spec.optional, pick) {
                (true, 0) => {}
                (true, p) => quals.push((spec.slot, spec.values[p - 1])),
                (false, p) => quals.push((spec.slot, spec.values[p])),
            }
        }
        if quals_ok(form, &quals, None) {
            sets.push(quals);
        }
    }
    Some(sets)
}

/// A valid instruction of `form` with exactly the qualifiers `quals` (one
/// of [`every_qualifier_set`]) and random operands.
pub fn valid_with(form: &Form, quals: &[(Slot, Qual)], rng: &mut Rng) -> Option<Sample> {
    for _ in 0..100 {
        let Some(plan) = plan(form, quals.to_vec(), rng) else { continue };
        if let Some(sample) = render(form, &plan) {
            return Some(sample);
        }
    }
    None
}

/// An instruction of `form` that breaks restriction `index` and, as far as
/// can be arranged, nothing else.
pub fn broken(form: &Form, index: usize, rng: &mut Rng) -> Option<Sample> {
    let restriction = &form.restrictions[index].restriction;
    for _ in 0..2000 {
        let quals = random_quals(form, rng);
        let qualifier_rule = matches!(
            restriction,
            Restriction::Rule { .. } | Restriction::WidthOrder { .. } | Restriction::IndexAligned { .. }
        );
        if qualifier_rule {
            // The target must fail; a stricter rule that fails with it may too.
            if quals_ok_only(form, &quals, index) || !subsumed(form, index, &quals) {
                continue;
            }
        } else if !quals_ok(form, &quals, None) {
            continue;
        }
        let Some(mut plan) = plan(form, quals, rng) else { continue };
        if !break_operands(form, restriction, &mut plan) {
            continue;
        }
        if let Some(sample) = render_with(form, &plan, true) {
            return Some(sample);
        }
    }
    None
}

/// Changes one operand so that `restriction` fails; false when this plan
/// offers no way to do it.
/// A sample variable whose addresses are the other width: `@priv` and `@lds`
/// have 32-bit addresses, `@glob` and `@cst` 64-bit ones.
fn var_of_other_address_width(name: &str) -> &'static str {
    if name == "@priv" || name == "@lds" {
        "@glob"
    } else {
        "@priv"
    }
}

fn break_operands(form: &Form, restriction: &Restriction, plan: &mut Plan) -> bool {
    let position = |operand: usize| {
        let mut seen = 0;
        for i in 0..form.operands.len() {
            if i == operand {
                return (seen < plan.operands.len()).then_some(seen);
            }
            if present(form, &plan.quals, i) {
                seen += 1;
            }
        }
        None
    };
    let other_bits = |bits: u32, count: u32| -> Option<u32> {
        [32, 16, 64, 8]
            .into_iter()
            .find(|b| *b != bits && reg_name(RegWant { count, bits: *b, total: None }, 0).is_some())
    };
    match restriction {
        Restriction::Width { operands, total: true, .. } => {
            for &operand in operands.iter() {
                if let Some(Want::Reg(want @ RegWant { total: Some(t), .. })) =
                    position(operand).map(|p| plan.operands[p].clone())
                {
                    let p = position(operand).expect("checked above");
                    plan.operands[p] = Want::Reg(RegWant { total: Some(if t == 32 { 64 } else { 32 }), ..want });
                    return true;
                }
                if let Some(Want::Reg(want)) = position(operand).map(|p| plan.operands[p].clone()) {
                    let p = position(operand).expect("checked above");
                    let Some(bits) = other_bits(want.bits, want.count) else { continue };
                    plan.operands[p] = Want::Reg(RegWant { bits, ..want });
                    return true;
                }
            }
            false
        }
        Restriction::Width { operands, .. } => {
            for &operand in operands.iter() {
                let Some(p) = position(operand) else { continue };
                if let Want::Reg(want) = plan.operands[p].clone() {
                    let Some(bits) = other_bits(want.bits, want.count) else { continue };
                    plan.operands[p] = Want::Reg(RegWant { bits, ..want });
                    return true;
                }
            }
            false
        }
        Restriction::AddressWidth { operand, .. } => {
            let Some(p) = position(*operand) else { return false };
            match plan.operands[p].clone() {
                Want::Reg(want) => {
                    plan.operands[p] = Want::Reg(RegWant { bits: if want.bits == 32 { 64 } else { 32 }, ..want });
                    true
                }
                Want::Var(name) => {
                    plan.operands[p] = Want::Var(var_of_other_address_width(name));
                    true
                }
                _ => false,
            }
        }
        Restriction::Space { operand, .. } => {
            let Some(p) = position(*operand) else { return false };
            match plan.operands[p] {
                Want::Var(name) => {
                    // Same address size, other space: only the space is wrong.
                    plan.operands[p] = Want::Var(match name {
                        "@priv" => "@lds",
                        "@lds" => "@priv",
                        "@glob" => "@cst",
                        _ => "@glob",
                    });
                    true
                }
                _ => false,
            }
        }
        Restriction::VarAddressWidth { operand, .. } => {
            let Some(p) = position(*operand) else { return false };
            match plan.operands[p] {
                Want::Var(name) => {
                    plan.operands[p] = Want::Var(var_of_other_address_width(name));
                    true
                }
                _ => false,
            }
        }
        Restriction::Elems { operand, .. } => {
            let Some(p) = position(*operand) else { return false };
            let Want::Reg(want) = plan.operands[p].clone() else { return false };
            let count = match want.count {
                1 => 2,
                2 => 4,
                _ => 2,
            };
            if reg_name(RegWant { count, ..want }, 0).is_none() {
                return false;
            }
            plan.operands[p] = Want::Reg(RegWant { count, ..want });
            true
        }
        Restriction::Packed { operands, .. } => {
            let Some(p) = operands.first().and_then(|o| position(*o)) else { return false };
            let Want::Reg(want) = plan.operands[p].clone() else { return false };
            let (count, bits) = if want.bits == 16 { (4, 8) } else { (2, 16) };
            plan.operands[p] = Want::Reg(RegWant { count, bits, total: None });
            true
        }
        Restriction::IndexBelow { operand, .. } => {
            let Some(p) = position(*operand) else { return false };
            let Some(Qual::Num(n)) = value(&plan.quals, Slot::Index) else { return false };
            let Some(count) = COUNTS_32.into_iter().rev().find(|c| *c <= n as u32) else { return false };
            plan.operands[p] = Want::Reg(RegWant { count, bits: 32, total: None });
            true
        }
        Restriction::IndexFits { whole, .. } => {
            let Some(p) = position(*whole) else { return false };
            let Some(Qual::Num(n)) = value(&plan.quals, Slot::Index) else { return false };
            let part = value(&plan.quals, Slot::Vec).and_then(Qual::vec_count).unwrap_or(1);
            let Some(count) = COUNTS_32.into_iter().rev().find(|c| *c < n as u32 + part && *c >= part) else {
                return false;
            };
            plan.operands[p] = Want::Reg(RegWant { count, bits: 32, total: None });
            true
        }
        Restriction::OperandIff { operand, .. } => {
            // Give the operand when it must be absent, or drop it when required.
            let given = present(form, &plan.quals, *operand);
            if given {
                if *operand + 1 != form.operands.len() && present(form, &plan.quals, *operand + 1) {
                    return false;
                }
                let Some(p) = position(*operand) else { return false };
                plan.operands.remove(p);
            } else {
                if *operand > 0 && !present(form, &plan.quals, *operand - 1) {
                    return false;
                }
                let bits = value(&plan.quals, Slot::Type).and_then(Qual::type_bits).unwrap_or(32);
                plan.operands.push(Want::Reg(RegWant { count: 1, bits, total: None }));
            }
            true
        }
        Restriction::Return { operand, of } => {
            let Some(p) = position(*operand) else {
                return false;
            };
            match of {
                isa::ReturnOf::Target => {
                    plan.operands[p] = Want::Reg(RegWant { count: 1, bits: 16, total: None });
                    if let Some(target) = plan.operands.iter_mut().find(|w| matches!(w, Want::Func(_))) {
                        *target = Want::Func("@ret32");
                    }
                    true
                }
                isa::ReturnOf::Current if plan.context == Context::Function => {
                    plan.operands[p] = Want::Reg(RegWant { count: 1, bits: 16, total: None });
                    true
                }
                isa::ReturnOf::Current => false,
            }
        }
        // Qualifier rules are broken by the qualifiers chosen in `broken`.
        Restriction::Rule { .. } | Restriction::WidthOrder { .. } | Restriction::IndexAligned { .. } => true,
    }
}

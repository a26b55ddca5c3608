//! A generator of syntactically valid PISA modules, driven by the instruction
//! table, for property tests and benchmarks.
//!
//! Every instruction it writes fits one of the table's forms: qualifiers come
//! from the form's slots and immediates from the ranges its operands take.
//! It does not declare what it uses (the verifier would reject the modules);
//! it is a test of the parser and printer, not of the verifier.

use crate::isa::{self, Form, MemForm, OperandKind, Qual, Slot};

/// How the generated text is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// One canonical-looking statement a line, and, like compiler output, a
    /// few qualifier variants of each form rather than every combination.
    Plain,
    /// Tabs, extra spaces, comments and blank lines in varied places, and any
    /// combination of qualifiers.
    Messy,
}

/// How many qualifier variants of each form a `Plain` module uses.
const PLAIN_VARIANTS: u64 = 4;

/// A small deterministic random number generator (xorshift64*), so that a
/// seed always produces the same module.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A value in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Writes a module with about `instructions` instructions, spread over
/// kernels and functions of a few hundred instructions each.
pub fn module(instructions: usize, seed: u64, layout: Layout) -> String {
    let mut g = Gen { rng: Rng::new(seed), out: String::with_capacity(instructions * 40 + 256), layout };
    g.out.push_str(".version 0.1;\n.target 100;\n\n");
    g.globals();
    let mut written = 0;
    let mut index = 0;
    while written < instructions {
        let count = (instructions - written).min(50 + g.rng.below(400));
        if g.rng.chance(3) {
            g.function(index, count);
        } else {
            g.kernel(index, count);
        }
        written += count;
        index += 1;
    }
    g.out
}

struct Gen {
    rng: Rng,
    out: String,
    layout: Layout,
}

impl Gen {
    fn messy(&mut self) -> bool {
        self.layout == Layout::Messy && self.rng.chance(4)
    }

    fn space(&mut self) -> &'static str {
        if self.messy() {
            ["\t", "  ", " \t "][self.rng.below(3)]
        } else {
            " "
        }
    }

    fn comma(&mut self) -> &'static str {
        if self.messy() {
            [",", " , ", ",\t"][self.rng.below(3)]
        } else {
            ", "
        }
    }

    fn line_end(&mut self) {
        if self.messy() {
            let note = *self.rng.pick(&[" // note", "\t// why this is here", ""]);
            self.out.push_str(note);
        }
        self.out.push('\n');
        if self.messy() && self.rng.chance(3) {
            self.out.push('\n');
        }
    }

    fn globals(&mut self) {
        self.out.push_str(
            ".global .align 4 @g0[16] = { .32b 1, .zero 4, .16b 0xFFFF, .16b -1, .64b 0x0123456789abcdef };\n",
        );
        self.out.push_str(".const .align 8 @c0[8] = { .64b @g0+4 };\n");
        self.out.push_str(".import .function .32b @ext(.reg .32b, .reg .32b);\n");
        self.out.push_str(".export .global .host_access(\"buffer\") @g1[4];\n\n");
    }

    fn declarations(&mut self) {
        self.out.push_str("    .reg .32b %r<0~16>;\n    .reg .64b %d<0~8>, %fp;\n    .reg .16b %h0, %h1;\n");
        self.out.push_str("    .reg .v4.32b %v0, %v1;\n    .reg .v2.16b %k0, %k1;\n    .reg .v4.8b %q0;\n");
        self.out.push_str("    .pred %p<0~4>;\n    .private .align 4 @priv[64];\n    .shared .align 16 @lds[256];\n");
    }

    fn kernel(&mut self, index: usize, count: usize) {
        let attrs = if self.rng.chance(2) { " .reqd_work_group_size(64, 1, 1)" } else { "" };
        self.out.push_str(&format!(
            ".kernel{attrs} @k{index}(.param[8] .align(8) .addrspace(global) %buf, .param[4] %n) {{\n"
        ));
        self.declarations();
        self.body(count, true);
        self.out.push_str("}\n\n");
    }

    fn function(&mut self, index: usize, count: usize) {
        let ret = if self.rng.chance(2) { ".32b" } else { "void" };
        self.out.push_str(&format!(".function {ret} @f{index}(.reg .32b %a, .reg .v2.32b %b) {{\n"));
        self.declarations();
        self.body(count, false);
        if ret == ".32b" {
            self.out.push_str("    return %a;\n");
        }
        self.out.push_str("}\n\n");
    }

    fn body(&mut self, count: usize, kernel: bool) {
        let table = isa::table();
        let mut depth = 1;
        for i in 0..count {
            if i % 97 == 13 {
                self.out.push_str(&format!("L{i}:\n"));
            }
            if i % 151 == 40 && depth < 3 {
                self.out.push_str(&"    ".repeat(depth));
                self.out.push_str("{\n");
                depth += 1;
            } else if depth > 1 && i % 151 == 90 {
                depth -= 1;
                self.out.push_str(&"    ".repeat(depth));
                self.out.push_str("}\n");
            }
            let mut form = table.form(self.rng.below(table.forms.len()) as isa::FormId);
            while form.opcode == isa::Opcode::Return && !kernel {
                form = table.form(self.rng.below(table.forms.len()) as isa::FormId);
            }
            self.out.push_str(&"    ".repeat(depth));
            self.instruction(form, i);
            self.line_end();
        }
        while depth > 1 {
            depth -= 1;
            self.out.push_str(&"    ".repeat(depth));
            self.out.push_str("}\n");
        }
    }

    fn instruction(&mut self, form: &Form, position: usize) {
        let mut quals: Vec<(Slot, Qual)> = Vec::new();
        self.out.push_str(form.opcode.as_str());
        // Qualifiers come from their own generator: a fresh one each time, or,
        // for `Plain`, one of a few seeded per form.
        let mut qual_rng = match self.layout {
            Layout::Plain => Rng::new(form.id as u64 * PLAIN_VARIANTS + self.rng.next_u64() % PLAIN_VARIANTS),
            Layout::Messy => Rng::new(self.rng.next_u64()),
        };
        for spec in form.slots.iter() {
            if spec.optional && qual_rng.chance(2) {
                continue;
            }
            let qual = *qual_rng.pick(&spec.values);
            quals.push((spec.slot, qual));
            self.out.push_str(&qual.to_string());
        }
        let value_of = |slot: Slot| quals.iter().find(|(s, _)| *s == slot).map(|(_, q)| *q);
        let required = form.required_operands();
        let count = required + self.rng.below(form.operands.len() - required + 1);
        if count == 0 && !form.call_args {
            self.out.push(';');
            return;
        }
        let space = self.space();
        self.out.push_str(space);
        for (index, spec) in form.operands[..count].iter().enumerate() {
            if index > 0 {
                let comma = self.comma();
                self.out.push_str(comma);
            }
            let kinds: Vec<OperandKind> = spec.kinds.iter().collect();
            let kind = *self.rng.pick(&kinds);
            self.operand(form, index, kind, spec, &value_of, position);
        }
        if form.call_args {
            self.out.push('(');
            for arg in 0..self.rng.below(4) {
                if arg > 0 {
                    self.out.push_str(", ");
                }
                self.out.push_str(&format!("%r{}", self.rng.below(16)));
            }
            self.out.push(')');
        }
        self.out.push(';');
    }

    fn operand(
        &mut self,
        form: &Form,
        index: usize,
        kind: OperandKind,
        spec: &isa::OperandSpec,
        value_of: &dyn Fn(Slot) -> Option<Qual>,
        position: usize,
    ) {
        let text = match kind {
            OperandKind::Reg | OperandKind::Reg32 => {
                if self.rng.chance(8) {
                    self.rng.pick(&["%laneid", "%localid.x", "%groupid.y", "%v0.z", "%activemask"]).to_string()
                } else {
                    format!("%r{}", self.rng.below(16))
                }
            }
            OperandKind::Reg64 => format!("%d{}", self.rng.below(8)),
            OperandKind::Vec | OperandKind::Vec32 => {
                let swizzle = if spec.swizzle { *self.rng.pick(&[".x", ".xy", ".zw", ".xyzw", ".w"]) } else { "" };
                format!("%v{}{swizzle}", self.rng.below(2))
            }
            OperandKind::X2x16 | OperandKind::Packed => format!("%k{}", self.rng.below(2)),
            OperandKind::Pred => {
                let bang = if spec.negatable && self.rng.chance(2) { "!" } else { "" };
                format!("{bang}%p{}", self.rng.below(4))
            }
            OperandKind::Imm => self.immediate(form.immediate_class(index, value_of)),
            OperandKind::Var => self.rng.pick(&["@g0", "@priv", "@lds"]).to_string(),
            OperandKind::Func => self.rng.pick(&["@ext", "@f0"]).to_string(),
            OperandKind::Label => format!("L{}", 13 + 97 * (position / 97)),
            OperandKind::Void => "void".to_string(),
            OperandKind::Mem => {
                let shape = *self.rng.pick(&spec.mem_forms);
                let base = self.rng.pick(&["%d1", "%r2", "@lds", "@priv", "%buf"]).to_string();
                match shape {
                    MemForm::R => format!("[{base}]"),
                    MemForm::RR => format!("[{base} + %r{}]", self.rng.below(16)),
                    MemForm::RI => {
                        let offset = self.rng.below(1024) as i64 - 256;
                        if offset < 0 {
                            format!("[{base} - {}]", -offset)
                        } else {
                            format!("[{base} + {offset}]")
                        }
                    }
                    MemForm::I => format!("[0x{:x}]", self.rng.below(1 << 20)),
                }
            }
        };
        self.out.push_str(&text);
    }

    fn immediate(&mut self, class: Option<isa::ImmClass>) -> String {
        let Some(class) = class else {
            return self.rng.below(100).to_string();
        };
        if class.float {
            return match self.rng.below(3) {
                0 => format!("{:?}", (self.rng.below(20000) as f64 - 10000.0) / 64.0),
                1 => "1e-3".to_string(),
                _ => {
                    format!("0x{:0width$X}", self.rng.next_u64() & mask(class.bits), width = (class.bits / 4) as usize)
                }
            };
        }
        let bits = class.bits.min(64);
        match self.rng.below(4) {
            0 => format!("0x{:x}", self.rng.next_u64() & mask(bits)),
            1 => format!("-{}", self.rng.next_u64() & (mask(bits) >> 1)),
            2 => (self.rng.next_u64() & mask(bits)).to_string(),
            _ => self.rng.below(64).to_string(),
        }
    }
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_modules_parse_cleanly() {
        for seed in 0..20 {
            for layout in [Layout::Plain, Layout::Messy] {
                let text = module(600, seed, layout);
                let parsed = crate::parse(&text);
                let errors: Vec<_> = parsed.diagnostics.iter().filter(|d| d.is_error()).collect();
                if let Some(first) = errors.first() {
                    let (line, _) = crate::diag::line_col(&text, first.span.start);
                    let source_line = text.lines().nth(line - 1).unwrap_or("");
                    panic!("seed {seed} {layout:?}: {} at line {line}: {source_line}", first.message);
                }
            }
        }
    }
}

//! PISA instructions made from text, for the passes that add instructions
//! to the checked IR (atomic_loops.rs, ifconvert.rs): a small module holding
//! the text is parsed and verified, and the instruction it yields is copied
//! with its form and qualifiers, then given the operands of its new place.
//! The text is this crate's own, so a template that fails to verify is a
//! bug here; callers turn `None` into a clear refusal, never a panic.

use pisa::ir::{self, Operand};
use pisa::isa::Opcode;

/// One instruction parsed from text: its form and qualifiers, to copy.
pub fn template(decls: &str, text: &str) -> Option<ir::Inst> {
    let source =
        format!(".version 0.1;\n.target 100;\n.kernel @t(.param[8] .addrspace(global) %pp) {{\n{decls}\n{text}\n}}\n");
    let parsed = pisa::syntax::parse(&source);
    if parsed.has_errors() {
        return None;
    }
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    let module = verified.ir?;
    module.functions.first()?.blocks.first()?.insts.last().cloned()
}

pub fn with_operands(mut inst: ir::Inst, operands: Vec<Operand>, span: pisa::syntax::ast::Span) -> ir::Inst {
    inst.operands = operands;
    inst.span = span;
    inst
}

/// `goto.cond` with a label operand (the template's target is replaced).
pub fn goto_template(decls: &str) -> Option<ir::Inst> {
    let source = format!(".version 0.1;\n.target 100;\n.kernel @t() {{\n{decls}\nl:\ngoto.cond %q, l;\n}}\n");
    let parsed = pisa::syntax::parse(&source);
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    let module = verified.ir?;
    module.functions.first()?.blocks.iter().flat_map(|b| &b.insts).find(|i| i.opcode == Opcode::Goto).cloned()
}

/// An unconditional `goto` (its target is replaced).
pub fn jump_template() -> Option<ir::Inst> {
    kernel_inst("l:\ngoto l;", Opcode::Goto)
}

/// A `return` with no value.
pub fn return_template() -> Option<ir::Inst> {
    kernel_inst("return;", Opcode::Return)
}

fn kernel_inst(text: &str, opcode: Opcode) -> Option<ir::Inst> {
    let source = format!(".version 0.1;\n.target 100;\n.kernel @t() {{\n{text}\n}}\n");
    let parsed = pisa::syntax::parse(&source);
    let verified = pisa::verify::verify(&parsed.module, &pisa::verify::Options::default());
    let module = verified.ir?;
    module.functions.first()?.blocks.iter().flat_map(|b| &b.insts).find(|i| i.opcode == opcode).cloned()
}

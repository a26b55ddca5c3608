//! The machine IR: gfx1100 instructions in LLVM's assembly syntax, on
//! virtual registers until register allocation replaces them.
//!
//! An instruction is its mnemonic, the operands it writes (`defs`) and the
//! operands it reads (`uses`), printed in that order as LLVM's syntax puts
//! every gfx11 instruction the backend selects (destinations first), and a
//! tail of modifiers (`offset:16`, `glc`). Implicit state (SCC, VCC, EXEC)
//! is the selector's business: it emits the sequences that set and read SCC
//! or VCC next to each other, so no pass moves anything between them.

use rustc_hash::FxHashMap as HashMap;
use std::fmt::{self, Write};

/// A virtual register: one or more consecutive dwords of one bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VReg(pub u32);

/// Scalar (one value for the wave) or vector (one value per lane).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bank {
    S,
    V,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VRegInfo {
    pub bank: Bank,
    pub dwords: u8,
}

/// Registers named by the hardware rather than allocated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fixed {
    ExecLo,
    VccLo,
    Null,
    /// `s[first : first + count - 1]`.
    Sgpr {
        first: u16,
        count: u8,
    },
    /// `v[first : first + count - 1]`.
    Vgpr {
        first: u16,
        count: u8,
    },
    /// The VGPR that code run with every lane on (EXEC = -1) works in.
    /// Such code writes the lanes of values that other lanes, switched
    /// off, may still need (a lane that left a loop keeps a value the loop
    /// goes on to redefine for the others: the register is dead on the
    /// machine graph, not in that lane). So it gets a register of its own,
    /// reserved after control flow is lowered ([`Linear::pin_whole_wave`]).
    WholeWave,
}

impl Fixed {
    /// Appends the register's name as LLVM writes it (`v5`, `s[4:5]`).
    /// Written by hand rather than through `fmt`: the whole assembly of a
    /// kernel is printed register by register, and `pisa build` prints it
    /// to assemble it.
    pub fn write_to(&self, out: &mut String) {
        let number = |out: &mut String, n: u16| amdgpu::vector::push_decimal(out, i64::from(n));
        let range = |out: &mut String, p: char, first: u16, count: u8| {
            out.push(p);
            if count == 1 {
                number(out, first);
            } else {
                out.push('[');
                number(out, first);
                out.push(':');
                number(out, first + count as u16 - 1);
                out.push(']');
            }
        };
        match *self {
            Fixed::ExecLo => out.push_str("exec_lo"),
            Fixed::VccLo => out.push_str("vcc_lo"),
            Fixed::Null => out.push_str("null"),
            Fixed::Sgpr { first, count } => range(out, 's', first, count),
            Fixed::Vgpr { first, count } => range(out, 'v', first, count),
            // Replaced before allocation; never printed in valid code.
            Fixed::WholeWave => out.push_str("<whole-wave vgpr>"),
        }
    }
}

impl fmt::Display for Fixed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::new();
        self.write_to(&mut text);
        f.write_str(&text)
    }
}

/// A label in the linear code (a machine block's start).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Label(pub u32);

#[derive(Clone, Debug, PartialEq)]
pub enum Opnd {
    /// Dwords `first .. first + count` of a virtual register, with the
    /// VOP3 source modifiers.
    Reg {
        reg: VReg,
        first: u8,
        count: u8,
        neg: bool,
        abs: bool,
    },
    Fixed(Fixed),
    /// An integer: an inline constant when it is one, else a literal.
    Imm(i64),
    /// A float constant written as LLVM writes inline floats (`1.0`, `-0.5`).
    FloatInline(&'static str),
    Label(Label),
    /// `s_waitcnt`'s and `s_waitcnt_depctr`'s operand, as written.
    Text(String),
}

impl Opnd {
    pub fn reg(reg: VReg, dwords: u8) -> Opnd {
        Opnd::Reg { reg, first: 0, count: dwords, neg: false, abs: false }
    }
    pub fn part(reg: VReg, first: u8, count: u8) -> Opnd {
        Opnd::Reg { reg, first, count, neg: false, abs: false }
    }
    pub fn negated(mut self) -> Opnd {
        if let Opnd::Reg { neg, .. } = &mut self {
            *neg = !*neg;
        }
        self
    }
    /// The operand with the absolute-value modifier (a register's).
    pub fn abs(mut self) -> Opnd {
        if let Opnd::Reg { abs, neg, .. } = &mut self {
            *abs = true;
            *neg = false;
        }
        self
    }
    pub fn vreg(&self) -> Option<VReg> {
        match self {
            Opnd::Reg { reg, .. } => Some(*reg),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct MInst {
    pub op: String,
    pub defs: Vec<Opnd>,
    pub uses: Vec<Opnd>,
    /// Printed after the operands, with a space before it when not empty.
    pub mods: String,
    /// Registers read but not printed: a write to some dwords of a value
    /// whose other dwords live on reads the value (the allocator must keep
    /// it whole).
    pub implicit: Vec<Opnd>,
}

impl MInst {
    pub fn new(op: impl Into<String>, defs: Vec<Opnd>, uses: Vec<Opnd>) -> MInst {
        MInst { op: op.into(), defs, uses, mods: String::new(), implicit: Vec::new() }
    }
    pub fn with_mods(mut self, mods: impl Into<String>) -> MInst {
        self.mods = mods.into();
        self
    }
    /// Everything it reads, the implicit operands included.
    pub fn reads(&self) -> impl Iterator<Item = &Opnd> {
        self.uses.iter().chain(self.implicit.iter())
    }
    pub fn is_branch(&self) -> bool {
        self.op.starts_with("s_branch") || self.op.starts_with("s_cbranch")
    }
    pub fn is_unconditional_end(&self) -> bool {
        self.op == "s_branch" || self.op == "s_endpgm"
    }
    pub fn branch_target(&self) -> Option<Label> {
        match self.uses.first() {
            Some(Opnd::Label(l)) if self.is_branch() => Some(*l),
            _ => None,
        }
    }
}

/// One line of the linear code.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Label(Label),
    Inst(MInst),
}

/// A kernel's code after control flow is lowered: labels and instructions
/// in layout order, on virtual registers until allocation.
#[derive(Clone, Debug, Default)]
pub struct Linear {
    pub items: Vec<Item>,
    pub vregs: Vec<VRegInfo>,
}

impl Linear {
    /// Gives [`Fixed::WholeWave`] the VGPR after the `reserved` ones, if
    /// the code uses it; returns how many VGPRs are reserved then. One
    /// register serves every whole-wave sequence: none is live past its
    /// own sequence.
    pub fn pin_whole_wave(&mut self, reserved: u16) -> u16 {
        let mut used = false;
        let pinned = Fixed::Vgpr { first: reserved, count: 1 };
        for item in &mut self.items {
            let Item::Inst(inst) = item else { continue };
            for o in inst.defs.iter_mut().chain(inst.uses.iter_mut()).chain(inst.implicit.iter_mut()) {
                if *o == Opnd::Fixed(Fixed::WholeWave) {
                    *o = Opnd::Fixed(pinned);
                    used = true;
                }
            }
        }
        reserved + u16::from(used)
    }
}

/// A basic block of the linear code: items `start..end`, and the blocks
/// control may go to next (a branch's target, the next block unless it
/// ends in `s_branch` or `s_endpgm`).
pub struct MachineBlock {
    pub start: usize,
    pub end: usize,
    pub succs: Vec<usize>,
}

/// The blocks of the linear code: a label starts one, a branch or
/// `s_endpgm` ends one.
pub fn machine_blocks(items: &[Item]) -> Vec<MachineBlock> {
    let mut starts = vec![0usize];
    for (i, item) in items.iter().enumerate() {
        match item {
            Item::Label(_) if i != 0 => starts.push(i),
            Item::Inst(inst) if inst.is_branch() || inst.op == "s_endpgm" => starts.push(i + 1),
            _ => {}
        }
    }
    starts.push(items.len());
    starts.sort_unstable();
    starts.dedup();
    let mut label_block: HashMap<Label, usize> = HashMap::default();
    let ranges: Vec<(usize, usize)> = starts.windows(2).map(|w| (w[0], w[1])).filter(|(s, e)| s < e).collect();
    for (k, &(s, _)) in ranges.iter().enumerate() {
        if let Item::Label(l) = items[s] {
            label_block.insert(l, k);
        }
    }
    ranges
        .iter()
        .enumerate()
        .map(|(k, &(start, end))| {
            let mut succs = Vec::new();
            let last = items[start..end].iter().rev().find_map(|i| match i {
                Item::Inst(x) => Some(x),
                _ => None,
            });
            let falls = last.is_none_or(|x| !x.is_unconditional_end());
            if let Some(t) = last.and_then(|x| x.branch_target()) {
                if let Some(&b) = label_block.get(&t) {
                    succs.push(b);
                }
            }
            if falls && k + 1 < ranges.len() {
                succs.push(k + 1);
            }
            MachineBlock { start, end, succs }
        })
        .collect()
}

/// The printer's view of a register: how a virtual one is named before
/// allocation, and what it became after.
pub trait RegNames {
    fn name(&self, reg: VReg, first: u8, count: u8) -> String;
    /// [`RegNames::name`], appended to `out`.
    fn write_name(&self, out: &mut String, reg: VReg, first: u8, count: u8) {
        out.push_str(&self.name(reg, first, count));
    }
}

/// Virtual registers printed as `%s7` / `%v3[0:1]` (debug output only).
pub struct Virtual<'a>(pub &'a [VRegInfo]);

impl RegNames for Virtual<'_> {
    fn name(&self, reg: VReg, first: u8, count: u8) -> String {
        let info = self.0.get(reg.0 as usize);
        let bank = match info.map(|i| i.bank) {
            Some(Bank::S) => 's',
            _ => 'v',
        };
        let whole = info.is_some_and(|i| first == 0 && count == i.dwords);
        if whole {
            format!("%{bank}{}", reg.0)
        } else {
            format!("%{bank}{}[{first}:{}]", reg.0, first + count - 1)
        }
    }
}

pub fn print_opnd(out: &mut String, o: &Opnd, names: &dyn RegNames, label: &dyn Fn(Label) -> String) {
    match o {
        Opnd::Reg { reg, first, count, neg, abs } => {
            if *neg {
                out.push('-');
            }
            if *abs {
                out.push('|');
            }
            names.write_name(out, *reg, *first, *count);
            if *abs {
                out.push('|');
            }
        }
        Opnd::Fixed(f) => f.write_to(out),
        Opnd::Imm(v) => {
            if (-16..=64).contains(v) {
                let _ = write!(out, "{v}");
            } else {
                let _ = write!(out, "0x{:x}", *v as u32);
            }
        }
        Opnd::FloatInline(text) => out.push_str(text),
        Opnd::Label(l) => out.push_str(&label(*l)),
        Opnd::Text(t) => out.push_str(t),
    }
}

pub fn print_inst(out: &mut String, inst: &MInst, names: &dyn RegNames, label: &dyn Fn(Label) -> String) {
    out.push('\t');
    out.push_str(&inst.op);
    for (k, o) in inst.defs.iter().chain(inst.uses.iter()).enumerate() {
        out.push_str(if k == 0 { " " } else { ", " });
        print_opnd(out, o, names, label);
    }
    if !inst.mods.is_empty() {
        out.push(' ');
        out.push_str(&inst.mods);
    }
    out.push('\n');
}

/// The linear code on virtual registers, for debugging and the validator's
/// messages.
pub fn print_linear(code: &Linear) -> String {
    let mut out = String::new();
    let label = |l: Label| format!(".LBB{}", l.0);
    for item in &code.items {
        match item {
            Item::Label(l) => {
                let _ = writeln!(out, "{}:", label(*l));
            }
            Item::Inst(i) => print_inst(&mut out, i, &Virtual(&code.vregs), &label),
        }
    }
    out
}

//! The assembler's absolute expressions, as llvm-mc-22 reads them in
//! `.set`, `.size` and `.amdhsa_*` directives: 64-bit integers, symbols,
//! GNU operator precedence, and the AMDGPU functions LLVM writes resource
//! usage with (`max`, `or`, `extrasgprs`, `totalnumvgprs`, `alignto`).
//! Symbols are looked up when the expression is evaluated, so a `.set`
//! may come after its use, as in clang's output.

use crate::asm::{err, AsmError};
use std::ops::Range;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    Num(i64),
    Symbol(String, Range<usize>),
    Unary(Unary, Box<Expr>),
    Binary(Binary, Box<Expr>, Box<Expr>),
    Call(Function, Vec<Expr>, Range<usize>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unary {
    Neg,
    Not,
    LogicalNot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binary {
    LogicalOr,
    LogicalAnd,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Or,
    OrNot,
    Xor,
    And,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Function {
    Max,
    Or,
    ExtraSgprs,
    TotalNumVgprs,
    AlignTo,
}

impl Binary {
    /// llvm-mc's GNU precedence: `+` and `-` bind less tightly than the
    /// bitwise operators (`2 + 1 | 2` is 5).
    fn precedence(self) -> u8 {
        use Binary::*;
        match self {
            LogicalOr => 1,
            LogicalAnd => 2,
            Eq | Ne | Lt | Le | Gt | Ge => 3,
            Add | Sub => 4,
            Or | OrNot | Xor | And => 5,
            Mul | Div | Rem | Shl | Shr => 6,
        }
    }
}

/// Parses `text` (at byte `base` of the file) as one whole expression.
pub fn parse(text: &str, base: usize) -> Result<Expr, AsmError> {
    let mut p = Parser { text, at: 0, base, depth: 0, operators: 0 };
    let e = p.expr(0)?;
    p.blanks();
    if p.at < text.len() {
        return Err(err(p.span(p.at, text.len()), "unknown token in expression"));
    }
    Ok(e)
}

/// The deepest nesting of parentheses and calls parsed (the parser
/// recurses once per level).
const MAX_DEPTH: usize = 256;

struct Parser<'a> {
    text: &'a str,
    at: usize,
    base: usize,
    depth: usize,
    /// Binary operators so far: a chain of them makes a tree as deep as it
    /// is long, and evaluating recurses through it.
    operators: usize,
}

impl Parser<'_> {
    fn span(&self, from: usize, to: usize) -> Range<usize> {
        self.base + from..self.base + to
    }
    fn blanks(&mut self) {
        while self.text.as_bytes().get(self.at).is_some_and(|b| b.is_ascii_whitespace()) {
            self.at += 1;
        }
    }
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    fn binary_op(&mut self) -> Option<(Binary, usize)> {
        use Binary::*;
        self.blanks();
        let r = self.rest().as_bytes();
        let two = |a: u8, b: u8| r.len() >= 2 && r[0] == a && r[1] == b;
        Some(if two(b'|', b'|') {
            (LogicalOr, 2)
        } else if two(b'&', b'&') {
            (LogicalAnd, 2)
        } else if two(b'=', b'=') {
            (Eq, 2)
        } else if two(b'!', b'=') || two(b'<', b'>') {
            (Ne, 2)
        } else if two(b'<', b'=') {
            (Le, 2)
        } else if two(b'>', b'=') {
            (Ge, 2)
        } else if two(b'<', b'<') {
            (Shl, 2)
        } else if two(b'>', b'>') {
            (Shr, 2)
        } else {
            (
                match r.first()? {
                    b'<' => Lt,
                    b'>' => Gt,
                    b'+' => Add,
                    b'-' => Sub,
                    b'|' => Or,
                    b'!' => OrNot,
                    b'^' => Xor,
                    b'&' => And,
                    b'*' => Mul,
                    b'/' => Div,
                    b'%' => Rem,
                    _ => return None,
                },
                1,
            )
        })
    }

    fn expr(&mut self, min: u8) -> Result<Expr, AsmError> {
        let mut lhs = self.unary()?;
        while let Some((op, len)) = self.binary_op() {
            if op.precedence() <= min {
                break;
            }
            self.operators += 1;
            if self.operators > MAX_DEPTH {
                return Err(err(self.span(self.at, self.text.len()), "expression too long"));
            }
            self.at += len;
            let rhs = self.expr(op.precedence())?;
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> Result<Expr, AsmError> {
        self.blanks();
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(err(self.span(self.at, self.text.len()), "expression nested too deeply"));
        }
        let e = self.unary_inner();
        self.depth -= 1;
        e
    }

    fn unary_inner(&mut self) -> Result<Expr, AsmError> {
        let start = self.at;
        let Some(&c) = self.rest().as_bytes().first() else {
            return Err(err(self.span(start, start), "expected an expression"));
        };
        let unary = |p: &mut Self, op| -> Result<Expr, AsmError> {
            p.at += 1;
            Ok(Expr::Unary(op, Box::new(p.unary()?)))
        };
        match c {
            b'-' => unary(self, Unary::Neg),
            b'~' => unary(self, Unary::Not),
            b'!' => unary(self, Unary::LogicalNot),
            b'+' => {
                self.at += 1;
                self.unary()
            }
            b'(' => {
                self.at += 1;
                let e = self.expr(0)?;
                self.blanks();
                if !self.rest().starts_with(')') {
                    return Err(err(self.span(self.at, self.at), "expected ')'"));
                }
                self.at += 1;
                Ok(e)
            }
            b'0'..=b'9' => {
                let len = self.rest().bytes().take_while(|b| b.is_ascii_alphanumeric()).count();
                let digits = &self.text[start..start + len];
                self.at += len;
                number(digits).map(Expr::Num).ok_or_else(|| err(self.span(start, self.at), "invalid number"))
            }
            b'\'' => {
                // A character constant: its byte.
                let b = self.rest().as_bytes();
                if b.len() >= 3 && b[2] == b'\'' && b[1] != b'\\' {
                    let c = b[1];
                    self.at += 3;
                    Ok(Expr::Num(c as i64))
                } else {
                    Err(err(self.span(start, start + 1), "invalid character constant"))
                }
            }
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'.' || c == b'$' => {
                let len = self
                    .rest()
                    .bytes()
                    .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$'))
                    .count();
                let name = &self.text[start..start + len];
                self.at += len;
                let name_span = self.span(start, self.at);
                if name == "." {
                    return Err(err(name_span, "the location counter `.` is not supported in expressions"));
                }
                self.blanks();
                if !self.rest().starts_with('(') {
                    return Ok(Expr::Symbol(name.to_string(), name_span));
                }
                let function = match name {
                    "max" => Function::Max,
                    "or" => Function::Or,
                    "extrasgprs" => Function::ExtraSgprs,
                    "totalnumvgprs" => Function::TotalNumVgprs,
                    "alignto" => Function::AlignTo,
                    _ => return Err(err(name_span, format!("unsupported function `{name}` in expression"))),
                };
                self.at += 1;
                let mut args = Vec::new();
                self.blanks();
                if self.rest().starts_with(')') {
                    self.at += 1;
                } else {
                    loop {
                        args.push(self.expr(0)?);
                        self.blanks();
                        match self.rest().as_bytes().first() {
                            Some(b',') => self.at += 1,
                            Some(b')') => {
                                self.at += 1;
                                break;
                            }
                            _ => return Err(err(self.span(self.at, self.at), "expected ',' or ')'")),
                        }
                    }
                }
                let span = self.span(start, self.at);
                let needed = match function {
                    Function::Max | Function::Or if args.is_empty() => {
                        return Err(err(span, format!("empty {name} expression")));
                    }
                    Function::Max | Function::Or => args.len(),
                    Function::ExtraSgprs => 3,
                    Function::TotalNumVgprs | Function::AlignTo => 2,
                };
                if args.len() != needed {
                    return Err(err(span, format!("`{name}` takes {needed} arguments, not {}", args.len())));
                }
                Ok(Expr::Call(function, args, span))
            }
            _ => Err(err(self.span(start, start + 1), "unknown token in expression")),
        }
    }
}

/// A number as llvm-mc reads one: decimal, `0x` hex, `0b` binary, or
/// octal with a leading 0; at most 64 bits.
fn number(text: &str) -> Option<i64> {
    let (radix, digits) = if let Some(d) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        (16, d)
    } else if let Some(d) = text.strip_prefix("0b").or_else(|| text.strip_prefix("0B")) {
        (2, d)
    } else if text.len() > 1 && text.starts_with('0') {
        (8, &text[1..])
    } else {
        (10, text)
    };
    if digits.is_empty() {
        return None;
    }
    u64::from_str_radix(digits, radix).ok().map(|v| v as i64)
}

/// Gives a symbol's value (the name, and where it was written).
pub type SymbolValue<'a> = dyn FnMut(&str, &Range<usize>) -> Result<i64, AsmError> + 'a;

impl Expr {
    /// The value, with `symbol` giving each symbol's.
    pub fn eval(&self, symbol: &mut SymbolValue<'_>) -> Result<i64, AsmError> {
        Ok(match self {
            Expr::Num(v) => *v,
            Expr::Symbol(name, span) => symbol(name, span)?,
            Expr::Unary(op, e) => {
                let v = e.eval(symbol)?;
                match op {
                    Unary::Neg => v.wrapping_neg(),
                    Unary::Not => !v,
                    Unary::LogicalNot => (v == 0) as i64,
                }
            }
            Expr::Binary(op, a, b) => {
                let (a_value, b_value) = (a.eval(symbol)?, b.eval(symbol)?);
                binary(*op, a_value, b_value).ok_or_else(|| err(b.span(), "division by zero"))?
            }
            Expr::Call(function, args, span) => {
                let mut values = Vec::with_capacity(args.len());
                for a in args {
                    values.push(a.eval(symbol)?);
                }
                match function {
                    Function::Max => values.iter().copied().max().unwrap_or(0),
                    Function::Or => values.iter().fold(0, |acc, v| acc | v),
                    // gfx11: VCC takes two SGPRs; flat scratch is
                    // architected and XNACK has no mask, so they take none.
                    Function::ExtraSgprs => {
                        if values[0] != 0 {
                            2
                        } else {
                            0
                        }
                    }
                    // AGPRs share nothing with VGPRs before gfx90a.
                    Function::TotalNumVgprs => values[0].max(values[1]),
                    Function::AlignTo => {
                        let align = values[1];
                        if align <= 0 {
                            return Err(err(span.clone(), "alignto's alignment must be positive"));
                        }
                        values[0].wrapping_add(align - 1).wrapping_div(align).wrapping_mul(align)
                    }
                }
            }
        })
    }

    /// Where the expression was written (the first symbol's or call's place
    /// for a compound one; empty for a bare number).
    pub fn span(&self) -> Range<usize> {
        match self {
            Expr::Num(_) => 0..0,
            Expr::Symbol(_, s) | Expr::Call(_, _, s) => s.clone(),
            Expr::Unary(_, e) => e.span(),
            Expr::Binary(_, a, b) => {
                let (a, b) = (a.span(), b.span());
                if a.is_empty() {
                    b
                } else if b.is_empty() {
                    a
                } else {
                    a.start..b.end
                }
            }
        }
    }

    /// The value if it uses no symbol.
    pub fn constant(&self) -> Option<i64> {
        self.eval(&mut |_, span| Err(err(span.clone(), ""))).ok()
    }
}

fn binary(op: Binary, a: i64, b: i64) -> Option<i64> {
    use Binary::*;
    // Comparisons are -1 when true, as in llvm-mc.
    let truth = |t: bool| if t { -1 } else { 0 };
    Some(match op {
        LogicalOr => (a != 0 || b != 0) as i64,
        LogicalAnd => (a != 0 && b != 0) as i64,
        Eq => truth(a == b),
        Ne => truth(a != b),
        Lt => truth(a < b),
        Le => truth(a <= b),
        Gt => truth(a > b),
        Ge => truth(a >= b),
        Add => a.wrapping_add(b),
        Sub => a.wrapping_sub(b),
        Or => a | b,
        OrNot => a | !b,
        Xor => a ^ b,
        And => a & b,
        Mul => a.wrapping_mul(b),
        Div => a.checked_div(b).or_else(|| (b == -1).then(|| a.wrapping_neg()))?,
        Rem => a.checked_rem(b).or_else(|| (b == -1).then_some(0))?,
        // Shifts of 64 or more give 0, as the hardware-independent
        // reading of llvm-mc's folding does.
        Shl => u32::try_from(b).ok().and_then(|s| a.checked_shl(s)).unwrap_or(0),
        Shr => u32::try_from(b).ok().and_then(|s| (a as u64).checked_shr(s)).map_or(0, |v| v as i64),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(text: &str) -> Result<i64, String> {
        let e = parse(text, 0).map_err(|e| e.message.to_string())?;
        e.eval(&mut |name, span| match name {
            "k.num_vgpr" => Ok(5),
            "k.num_agpr" => Ok(0),
            _ => Err(err(span.clone(), format!("`{name}` is not defined"))),
        })
        .map_err(|e| e.message.to_string())
    }

    /// Each value from llvm-mc-22 (through `.amdhsa_group_segment_fixed_size`;
    /// the negative ones it refuses there as out of range).
    #[test]
    fn values_are_llvm_mc_s() {
        for (text, v) in [
            ("2 + 1 | 2", 5),
            ("1 + 2 * 3", 7),
            ("(1 == 1)", -1),
            ("-8 >> 1", (-8i64 as u64 >> 1) as i64),
            ("(-1) >> 60", 15),
            ("1 << 62 >> 61", 2),
            ("extrasgprs(1,1,1)", 2),
            ("extrasgprs(0,1,1)", 0),
            ("totalnumvgprs(20, 3)", 20),
            ("totalnumvgprs(3, 20)", 20),
            ("alignto(17,8)", 24),
            ("alignto(16,8)", 16),
            ("alignto(0,8)", 0),
            ("max(1,7,3)", 7),
            ("max(-1, 2)", 2),
            ("or(1,2,4)", 7),
            ("7 % 4", 3),
            ("!5", 0),
            ("~0 & 0xff", 255),
            ("1 || 0", 1),
            ("2 && 3", 1),
            ("3 <> 3", 0),
            ("-7 / 2", -3),
            ("0b101 + 017 + 'a'", 5 + 15 + 97),
            ("4 ! 1", -2),
            ("max(totalnumvgprs(k.num_agpr, k.num_vgpr), 1, 0)", 5),
            ("32+max(k.num_vgpr)", 37),
        ] {
            assert_eq!(value(text), Ok(v), "{text}");
        }
    }

    #[test]
    fn errors_say_what_is_wrong() {
        for (text, message) in [
            ("1 + (2", "expected ')'"),
            ("max()", "empty max expression"),
            ("min(5, 9)", "unsupported function `min` in expression"),
            ("4 / 0", "division by zero"),
            ("nowhere + 1", "`nowhere` is not defined"),
            ("1 2", "unknown token in expression"),
            ("alignto(5, 0)", "alignto's alignment must be positive"),
            ("extrasgprs(1)", "`extrasgprs` takes 3 arguments, not 1"),
            ("", "expected an expression"),
            ("0x", "invalid number"),
            ("99999999999999999999", "invalid number"),
            (".", "the location counter `.` is not supported in expressions"),
        ] {
            assert_eq!(value(text), Err(message.to_string()), "{text}");
        }
        let deep = format!("{}1{}", "(".repeat(10_000), ")".repeat(10_000));
        assert_eq!(value(&deep), Err("expression nested too deeply".to_string()));
        let long = format!("1{}", "+1".repeat(10_000));
        assert_eq!(value(&long), Err("expression too long".to_string()));
    }
}

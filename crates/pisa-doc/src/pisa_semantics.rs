//! The semantics of PISA instructions as data: `text/pisa.sem`, one entry
//! per PISA page, in a pseudocode close to the manual's notation (but this
//! project's own wording and layout), with its parser, a structural check
//! and an interpreter.
//!
//! Pages show each entry as written. `tests/pisa_semantics.rs` checks every
//! entry structurally against the instruction table (the pseudocode parses;
//! every name it reads is an operand or qualifier of the form, a local set
//! before, or a known function; every operand the form reads is read and
//! every one it writes is written; every form has a part that applies to it),
//! and runs every part of an entry that calls only computed functions
//! ([`Entry::runs`]: the arithmetic, logic, conversion, comparison,
//! sub-group and atomic instructions, scalar loads and stores, the scalar
//! `mov`) through [`run`] and the same instruction through the reference
//! emulator (`pisa-emu`) on random and edge-case inputs, requiring the same
//! bits.
//!
//! # The notation
//!
//! An entry starts with `## NAME` (the page name); its lines are indented.
//! `#` at the start of a line is a comment of the file, not shown.
//!
//! - Parts: `when CONDITION:` … `otherwise:`. The first part whose condition
//!   holds for the instruction's qualifiers is the one that applies. A
//!   condition reads qualifiers (`.type == .16bx2`, `.type in (.bfx2,
//!   .hfx2)`, `.dsat`) and may name a form by its title (`form "register
//!   destination"`). An entry without `when` has one part.
//! - Names: the operands of the form (`dst`, `src0`, `carry-in`), locals
//!   (set by `=` before they are read), loop variables. A qualifier slot
//!   (`.type`, `.rndmode`) stands for the value the instruction gives it; a
//!   flag (`.dsat`, `.ftz`) is 1 when given, else 0; other dotted words are
//!   qualifier values (`.16bx2`, `.rd`).
//! - Integers are exact: an operand is read as the number its bits mean (a
//!   signed or an unsigned integer, as the page's operand table says; bits
//!   are read unsigned), arithmetic does not overflow (the interpreter keeps
//!   128 bits, wrapping beyond them, which no 64-bit register can tell
//!   apart), and a value written to
//!   a register (or a slice of one) keeps the low bits that fit. `/` and `%`
//!   truncate toward zero. `x[hi:lo]` is the unsigned number in those bits,
//!   `x[i]` one bit; `x{i}` is element `i` of a packed operand, read as the
//!   operand is (signed, unsigned or float) and written into its own bits.
//! - Floats are read from float operands and computed with `pisa-float`:
//!   `+ - * /`, `fma` and `sqrt` round once as `.rndmode` says (to nearest
//!   even without it); with `.ftz` a subnormal operand is read as a zero of
//!   its sign and a subnormal result is written as one. Comparisons of
//!   floats are IEEE's (a NaN is unordered: only `!=` holds).
//! - Operators, loosest first: `c ? a : b`, `||`, `&&`, `|`, `^`, `&`, `==`
//!   `!=`, `<` `<=` `>` `>=` and `a .cop b` (the comparison `.cop` names) and
//!   `in (…)`, `<<` `>>` (arithmetic on negative numbers), `+` `-`, `*` `/` `%`,
//!   unary `-` `~` `!`.
//! - Statements: `place = expression`; `if c:` … `elif c:` … `else:`;
//!   `for i = a to b:` (both ends included); a call of an effect function
//!   (`store(...)`); `// text`, a remark shown with the code.
//! - Functions: see [`FUNCTIONS`]. Those of memory, control flow and
//!   synchronisation only name what happens; entries that use them are
//!   checked structurally, not run. The sub-group's are computed when the
//!   caller gives every work-item's operands ([`Env::sub_group`]):
//!   `lane()`, `active_mask()`, `sub_group_size()`, and
//!   `value_in_lane(x, k)`, the operand `x` (or element `x{i}`) as
//!   work-item `k` of the sub-group has it. `load(space, address, type)`
//!   and `store(space, address, value)` are computed on the one cell of
//!   memory the caller gives ([`Env::memory`]); a store keeps the value's
//!   low bits, as many as the cell has.
//! - An operand the applying part does not write keeps its bits.

use pisa_float::{self as pf, Format, Rounding};

/// The text of every entry.
pub const SOURCE: &str = include_str!("../text/pisa.sem");

/// A known function: name, fewest and most arguments, and whether
/// [`run`] computes it (else it only names an effect or a value the
/// interpreter does not model).
pub const FUNCTIONS: &[(&str, usize, usize, bool)] = &[
    // integers
    ("sign_extend", 2, 2, true),
    ("zero_extend", 2, 2, true),
    ("min", 2, 2, true),
    ("max", 2, 2, true),
    ("abs", 1, 1, true),
    ("clamp_signed", 2, 2, true),
    ("bitwidth", 1, 1, true),
    ("elembits", 1, 1, true),
    ("elements", 1, 1, true),
    ("lookup_bit", 2, 2, true),
    // floats
    ("fma", 3, 3, true),
    ("sqrt", 1, 1, true),
    ("fmin", 2, 2, true),
    ("fmax", 2, 2, true),
    ("fmin_nan", 2, 2, true),
    ("fmax_nan", 2, 2, true),
    ("saturate", 1, 1, true),
    ("sin", 1, 1, true),
    ("cos", 1, 1, true),
    ("exp2", 1, 1, true),
    ("log2", 1, 1, true),
    ("tanh", 1, 1, true),
    ("rcp", 1, 1, true),
    ("rsqrt", 1, 1, true),
    ("round", 2, 2, true),
    ("sub", 3, 3, true),
    ("flush", 1, 1, true),
    ("convert", 2, 3, true),
    ("convert_finite", 3, 3, true),
    ("quiet", 1, 1, true),
    // the sub-group, when the caller gives the other work-items' operands
    ("lane", 0, 0, true),
    ("active_mask", 0, 0, true),
    ("sub_group_size", 0, 0, true),
    ("value_in_lane", 2, 2, true),
    // what the interpreter does not model: named, checked for shape only
    ("address_space", 1, 1, false),
    ("generic_address", 2, 2, false),
    ("specific_address", 2, 2, false),
    ("address_of", 1, 1, false),
    // memory, when the caller gives the one cell an instruction reaches
    ("load", 3, 3, true),
    ("store", 3, 3, true),
    ("param", 2, 2, false),
    ("element", 2, 2, false),
    ("set_element", 3, 3, false),
    ("swizzled", 1, 1, false),
    ("set_swizzled", 2, 2, false),
    ("call", 1, 1, false),
    ("jump", 1, 1, false),
    ("in_kernel", 0, 0, false),
    ("end_work_item", 0, 0, false),
    ("return_to_caller", 1, 1, false),
    ("wait_for_work_group", 0, 0, false),
    ("order_memory", 3, 3, false),
];

/// One instruction's semantics.
#[derive(Clone, Debug)]
pub struct Entry {
    pub name: String,
    /// The lines as written, without the entry's own indentation.
    pub lines: Vec<String>,
    /// Where the entry's heading is in [`SOURCE`] (1-based).
    pub line: usize,
    parts: Vec<Part>,
}

#[derive(Clone, Debug)]
struct Part {
    line: usize,
    /// `None` for `otherwise` and for an entry without parts.
    cond: Option<Expr>,
    body: Vec<Stmt>,
}

/// A parse, check or evaluation error, with the line of `pisa.sem` it is on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "pisa.sem line {}: {}", self.line, self.message)
    }
}

#[derive(Clone, Debug)]
enum Expr {
    Int(i128),
    Name(String),
    /// A dotted word: a slot, a flag or a value.
    Qual(String),
    /// `form "title"`.
    Form(String),
    Unary(char, Box<Expr>),
    Binary(&'static str, Box<Expr>, Box<Expr>),
    /// `a .cop b`.
    Compare(String, Box<Expr>, Box<Expr>),
    In(Box<Expr>, Vec<Expr>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    Call(String, Vec<Expr>),
    Slice(Box<Expr>, Box<Expr>, Box<Expr>),
    Bit(Box<Expr>, Box<Expr>),
    Elem(String, Box<Expr>),
}

#[derive(Clone, Debug)]
enum Index {
    Whole,
    Slice(Expr, Expr),
    Bit(Expr),
    Elem(Expr),
}

#[derive(Clone, Debug)]
enum Stmt {
    Assign(usize, String, Index, Expr),
    If(Vec<(usize, Expr, Vec<Stmt>)>, Vec<Stmt>),
    For(usize, String, Expr, Expr, Vec<Stmt>),
    Call(usize, String, Vec<Expr>),
}

// ---- lexing -------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Int(i128),
    Ident(String),
    Qual(String),
    Str(String),
    Op(&'static str),
}

const OPS: &[&str] = &[
    "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+", "-", "*", "/", "%", "&", "|", "^", "~", "!", "<", ">", "?",
    ":", "(", ")", "[", "]", "{", "}", ",", "=",
];

fn lex(text: &str) -> Result<Vec<Tok>, String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if text[i..].starts_with("//") {
            break;
        } else if c.is_ascii_digit() {
            let start = i;
            let (digits, radix) = if text[i..].starts_with("0x") { (i + 2, 16) } else { (i, 10) };
            i = digits;
            while i < b.len() && b[i].is_ascii_alphanumeric() {
                i += 1;
            }
            let v = i128::from_str_radix(&text[digits..i], radix)
                .map_err(|_| format!("bad number `{}`", &text[start..i]))?;
            out.push(Tok::Int(v));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < b.len() && word(b[i]) {
                i += 1;
            }
            // `carry-in`: a hyphen between letters joins a name (minus is
            // written with spaces around it).
            while i + 1 < b.len() && b[i] == b'-' && b[i + 1].is_ascii_alphabetic() && b[i - 1].is_ascii_alphabetic() {
                i += 1;
                while i < b.len() && word(b[i]) {
                    i += 1;
                }
            }
            out.push(Tok::Ident(text[start..i].to_string()));
        } else if c == b'.' && i + 1 < b.len() && word(b[i + 1]) {
            let start = i;
            i += 1;
            while i < b.len() && word(b[i]) {
                i += 1;
            }
            out.push(Tok::Qual(text[start..i].to_string()));
        } else if c == b'"' {
            let end = text[i + 1..].find('"').ok_or("unterminated string")?;
            out.push(Tok::Str(text[i + 1..i + 1 + end].to_string()));
            i += end + 2;
        } else {
            let op = OPS
                .iter()
                .find(|op| text[i..].starts_with(**op))
                .ok_or_else(|| format!("unexpected `{}`", text[i..].chars().next().unwrap_or(' ')))?;
            out.push(Tok::Op(op));
            i += op.len();
        }
    }
    Ok(out)
}

// ---- parsing ------------------------------------------------------------

struct Parser {
    toks: Vec<Tok>,
    at: usize,
}

impl Parser {
    fn new(text: &str) -> Result<Parser, String> {
        Ok(Parser { toks: lex(text)?, at: 0 })
    }
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at)
    }
    fn eat(&mut self, op: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Op(o)) if *o == op) {
            self.at += 1;
            true
        } else {
            false
        }
    }
    fn eat_word(&mut self, word: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Ident(w)) if w == word) {
            self.at += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, op: &str) -> Result<(), String> {
        if self.eat(op) {
            Ok(())
        } else {
            Err(format!("expected `{op}`"))
        }
    }
    fn done(&self) -> Result<(), String> {
        match self.peek() {
            None => Ok(()),
            Some(t) => Err(format!("unexpected {t:?} at the end")),
        }
    }
    fn expr(&mut self) -> Result<Expr, String> {
        let c = self.binary(0)?;
        if self.eat("?") {
            let a = self.expr()?;
            self.expect(":")?;
            let b = self.expr()?;
            return Ok(Expr::Cond(Box::new(c), Box::new(a), Box::new(b)));
        }
        Ok(c)
    }

    fn binary(&mut self, level: usize) -> Result<Expr, String> {
        const LEVELS: &[&[&str]] = &[
            &["||"],
            &["&&"],
            &["|"],
            &["^"],
            &["&"],
            &["==", "!="],
            &["<", "<=", ">", ">="],
            &["<<", ">>"],
            &["+", "-"],
            &["*", "/", "%"],
        ];
        if level == LEVELS.len() {
            return self.unary();
        }
        let mut left = self.binary(level + 1)?;
        loop {
            // The relational level also takes `a .cop b` and `a in (...)`.
            if level == 6 {
                if let Some(Tok::Qual(q)) = self.peek() {
                    let q = q.clone();
                    self.at += 1;
                    let right = self.binary(level + 1)?;
                    left = Expr::Compare(q, Box::new(left), Box::new(right));
                    continue;
                }
                if self.eat_word("in") {
                    self.expect("(")?;
                    let mut items = vec![self.expr()?];
                    while self.eat(",") {
                        items.push(self.expr()?);
                    }
                    self.expect(")")?;
                    left = Expr::In(Box::new(left), items);
                    continue;
                }
            }
            let op = match self.peek() {
                Some(Tok::Op(o)) if LEVELS[level].contains(o) => *o,
                _ => return Ok(left),
            };
            self.at += 1;
            let right = self.binary(level + 1)?;
            left = Expr::Binary(op, Box::new(left), Box::new(right));
        }
    }

    fn unary(&mut self) -> Result<Expr, String> {
        for op in ['-', '~', '!'] {
            if self.eat(&op.to_string()) {
                return Ok(Expr::Unary(op, Box::new(self.unary()?)));
            }
        }
        self.postfix()
    }

    fn postfix(&mut self) -> Result<Expr, String> {
        let mut e = self.primary()?;
        loop {
            if self.eat("[") {
                let hi = self.expr()?;
                if self.eat(":") {
                    let lo = self.expr()?;
                    self.expect("]")?;
                    e = Expr::Slice(Box::new(e), Box::new(hi), Box::new(lo));
                } else {
                    self.expect("]")?;
                    e = Expr::Bit(Box::new(e), Box::new(hi));
                }
            } else if matches!(e, Expr::Name(_)) && self.eat("{") {
                let i = self.expr()?;
                self.expect("}")?;
                let Expr::Name(n) = e else { unreachable!() };
                e = Expr::Elem(n, Box::new(i));
            } else {
                return Ok(e);
            }
        }
    }

    fn primary(&mut self) -> Result<Expr, String> {
        match self.peek().cloned() {
            Some(Tok::Int(v)) => {
                self.at += 1;
                Ok(Expr::Int(v))
            }
            Some(Tok::Qual(q)) => {
                self.at += 1;
                Ok(Expr::Qual(q))
            }
            Some(Tok::Ident(w)) if w == "form" => {
                self.at += 1;
                match self.peek().cloned() {
                    Some(Tok::Str(s)) => {
                        self.at += 1;
                        Ok(Expr::Form(s))
                    }
                    _ => Err("expected a form title in quotes after `form`".into()),
                }
            }
            Some(Tok::Ident(w)) => {
                self.at += 1;
                if self.eat("(") {
                    let mut args = Vec::new();
                    if !self.eat(")") {
                        args.push(self.expr()?);
                        while self.eat(",") {
                            args.push(self.expr()?);
                        }
                        self.expect(")")?;
                    }
                    return Ok(Expr::Call(w, args));
                }
                Ok(Expr::Name(w))
            }
            Some(Tok::Op("(")) => {
                self.at += 1;
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            other => Err(format!("unexpected {other:?}")),
        }
    }
}

/// A line of an entry: its number in the file, indentation, and text
/// without a trailing `// remark`.
struct Line<'a> {
    number: usize,
    indent: usize,
    code: &'a str,
}

fn code_of(text: &str) -> &str {
    match text.find("//") {
        Some(at) => text[..at].trim_end(),
        None => text.trim_end(),
    }
}

/// Parses the statements of `lines` at indentation `indent`, from `at`.
fn block(lines: &[Line], at: &mut usize, indent: usize) -> Result<Vec<Stmt>, Error> {
    let mut out = Vec::new();
    while *at < lines.len() && lines[*at].indent >= indent {
        let line = &lines[*at];
        if line.indent > indent {
            return Err(Error { line: line.number, message: "indented more than the block it is in".into() });
        }
        let err = |message: String| Error { line: line.number, message };
        let code = line.code;
        *at += 1;
        if let Some(cond) = code.strip_prefix("if ") {
            let mut arms = vec![(line.number, header(cond).map_err(err)?, body(lines, at, indent, line.number)?)];
            let mut otherwise = Vec::new();
            while *at < lines.len() && lines[*at].indent == indent {
                let next = &lines[*at];
                if let Some(cond) = next.code.strip_prefix("elif ") {
                    *at += 1;
                    let cond = header(cond).map_err(|message| Error { line: next.number, message })?;
                    arms.push((next.number, cond, body(lines, at, indent, next.number)?));
                } else if next.code == "else:" {
                    *at += 1;
                    otherwise = body(lines, at, indent, next.number)?;
                    break;
                } else {
                    break;
                }
            }
            out.push(Stmt::If(arms, otherwise));
        } else if let Some(rest) = code.strip_prefix("for ") {
            let rest = rest.strip_suffix(':').ok_or_else(|| err("a `for` line ends with `:`".into()))?;
            let (var, range) = rest.split_once('=').ok_or_else(|| err("expected `for i = a to b:`".into()))?;
            let (from, to) = range.split_once(" to ").ok_or_else(|| err("expected `for i = a to b:`".into()))?;
            let var = var.trim().to_string();
            if var.is_empty() || !var.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
                return Err(err(format!("bad loop variable `{var}`")));
            }
            let from = expression(from).map_err(err)?;
            let to = expression(to).map_err(err)?;
            let stmts = body(lines, at, indent, line.number)?;
            out.push(Stmt::For(line.number, var, from, to, stmts));
        } else if code.starts_with("elif ") || code == "else:" {
            return Err(err("`elif` or `else` without `if`".into()));
        } else {
            out.push(statement(code).map_err(|m| Error { line: line.number, message: m }).map(|s| match s {
                Stmt::Assign(_, n, i, e) => Stmt::Assign(line.number, n, i, e),
                Stmt::Call(_, n, a) => Stmt::Call(line.number, n, a),
                other => other,
            })?);
        }
    }
    Ok(out)
}

fn body(lines: &[Line], at: &mut usize, indent: usize, line: usize) -> Result<Vec<Stmt>, Error> {
    match lines.get(*at) {
        Some(next) if next.indent > indent => {
            let inner = next.indent;
            block(lines, at, inner)
        }
        _ => Err(Error { line, message: "expected an indented block".into() }),
    }
}

/// `COND:` → the condition.
fn header(text: &str) -> Result<Expr, String> {
    let cond = text.strip_suffix(':').ok_or("the line ends with `:`")?;
    expression(cond)
}

fn expression(text: &str) -> Result<Expr, String> {
    let mut p = Parser::new(text)?;
    let e = p.expr()?;
    p.done()?;
    Ok(e)
}

fn statement(text: &str) -> Result<Stmt, String> {
    let mut p = Parser::new(text)?;
    let target = p.postfix()?;
    if !p.eat("=") {
        p.done()?;
        return match target {
            Expr::Call(name, args) => Ok(Stmt::Call(0, name, args)),
            _ => Err("expected `place = expression` or a call".into()),
        };
    }
    let value = p.expr()?;
    p.done()?;
    let (name, index) = match target {
        Expr::Name(n) => (n, Index::Whole),
        Expr::Slice(base, hi, lo) => match *base {
            Expr::Name(n) => (n, Index::Slice(*hi, *lo)),
            _ => return Err("only a name can be sliced on the left of `=`".into()),
        },
        Expr::Bit(base, i) => match *base {
            Expr::Name(n) => (n, Index::Bit(*i)),
            _ => return Err("only a name can be indexed on the left of `=`".into()),
        },
        Expr::Elem(n, i) => (n, Index::Elem(*i)),
        _ => return Err("the left of `=` is not a place".into()),
    };
    Ok(Stmt::Assign(0, name, index, value))
}

/// Parses [`SOURCE`] (or another text in its format).
pub fn parse(source: &str) -> Result<Vec<Entry>, Error> {
    let mut entries: Vec<Entry> = Vec::new();
    let mut raw: Vec<(usize, &str)> = Vec::new();
    let mut head: Option<(usize, String)> = None;
    let finish = |head: Option<(usize, String)>, raw: &mut Vec<(usize, &str)>, entries: &mut Vec<Entry>| {
        if let Some((line, name)) = head {
            entries.push(entry(line, name, raw)?);
        }
        raw.clear();
        Ok::<(), Error>(())
    };
    for (index, text) in source.lines().enumerate() {
        let number = index + 1;
        if let Some(name) = text.strip_prefix("## ") {
            finish(head.take(), &mut raw, &mut entries)?;
            head = Some((number, name.trim().to_string()));
        } else if text.starts_with('#') || text.trim().is_empty() {
            continue;
        } else if head.is_none() {
            return Err(Error { line: number, message: "a line before the first `## name`".into() });
        } else if !text.starts_with(' ') {
            return Err(Error { line: number, message: "an entry's lines are indented".into() });
        } else {
            raw.push((number, text.trim_end()));
        }
    }
    finish(head, &mut raw, &mut entries)?;
    Ok(entries)
}

fn entry(line: usize, name: String, raw: &[(usize, &str)]) -> Result<Entry, Error> {
    if raw.is_empty() {
        return Err(Error { line, message: format!("`{name}` has no lines") });
    }
    // Indentation is spaces (so that cutting the margin stays on a
    // character boundary, whatever else the line holds).
    let spaces = |t: &str| t.bytes().take_while(|b| *b == b' ').count();
    let margin = raw.iter().map(|(_, t)| spaces(t)).min().unwrap_or(0);
    let shown: Vec<String> = raw.iter().map(|(_, t)| t[margin..].to_string()).collect();
    let lines: Vec<Line> = raw
        .iter()
        .filter(|(_, t)| !t.trim_start().starts_with("//"))
        .map(|(n, t)| Line { number: *n, indent: spaces(t), code: code_of(t.trim_start()) })
        .collect();
    let mut parts = Vec::new();
    let mut at = 0;
    let parted = lines.first().is_some_and(|l| l.indent == margin && l.code.starts_with("when "));
    if !parted {
        let body = if lines.is_empty() { Vec::new() } else { block(&lines, &mut at, lines[0].indent)? };
        if at < lines.len() {
            return Err(Error { line: lines[at].number, message: "indented less than the entry".into() });
        }
        parts.push(Part { line, cond: None, body });
    }
    while at < lines.len() {
        let l = &lines[at];
        at += 1;
        let cond = if let Some(cond) = l.code.strip_prefix("when ") {
            Some(header(cond).map_err(|message| Error { line: l.number, message })?)
        } else if l.code == "otherwise:" {
            None
        } else {
            return Err(Error { line: l.number, message: "expected `when CONDITION:` or `otherwise:`".into() });
        };
        let body = body(&lines, &mut at, l.indent, l.number)?;
        let last = cond.is_none();
        parts.push(Part { line: l.number, cond, body });
        if last && at < lines.len() {
            return Err(Error { line: lines[at].number, message: "a part after `otherwise`".into() });
        }
    }
    Ok(Entry { name, lines: shown, line, parts })
}

/// The entries of [`SOURCE`], parsed once; an error in the file leaves
/// none (the tests report it).
pub fn entries() -> &'static [Entry] {
    static ENTRIES: std::sync::OnceLock<Vec<Entry>> = std::sync::OnceLock::new();
    ENTRIES.get_or_init(|| parse(SOURCE).unwrap_or_default())
}

/// The entry of a page.
pub fn find(name: &str) -> Option<&'static Entry> {
    entries().iter().find(|e| e.name == name)
}

impl Entry {
    /// Whether the part that applies to an instruction of form
    /// `form_title` with `quals` calls only functions [`run`] computes, so
    /// that it can be run against the emulator.
    pub fn runs(&self, form_title: &str, quals: &[(String, Option<String>)]) -> bool {
        let env = Env { form_title: form_title.to_string(), quals: quals.to_vec(), ..Default::default() };
        for part in &self.parts {
            if let Some(cond) = &part.cond {
                match eval_cond(cond, &env) {
                    Ok(true) => {}
                    Ok(false) => continue,
                    Err(_) => return false,
                }
            }
            let mut calls = Vec::new();
            stmts_calls(&part.body, &mut calls);
            return calls.iter().all(|name| FUNCTIONS.iter().any(|(n, _, _, run)| n == name && *run));
        }
        false
    }

    /// Whether on every form of `page`, every part that applies (to a
    /// spread of qualifier choices) [`runs`](Entry::runs).
    pub fn runs_everywhere(&self, page: &[&pisa::isa::Form]) -> bool {
        page.iter().all(|form| bindings(page, form, 256).iter().all(|quals| self.runs(form.title, quals)))
    }

    /// The forms of `page` (indices into it) with some qualifier choice
    /// whose part [`runs`](Entry::runs).
    pub fn running_forms(&self, page: &[&pisa::isa::Form]) -> Vec<usize> {
        (0..page.len())
            .filter(|&k| bindings(page, page[k], 256).iter().any(|quals| self.runs(page[k].title, quals)))
            .collect()
    }

    /// Whether the entry loads or stores memory.
    pub fn uses_memory(&self) -> bool {
        let mut calls = Vec::new();
        for part in &self.parts {
            stmts_calls(&part.body, &mut calls);
        }
        calls.iter().any(|name| name == "load" || name == "store")
    }
}

fn stmts_calls(stmts: &[Stmt], out: &mut Vec<String>) {
    for s in stmts {
        match s {
            Stmt::Assign(_, _, index, e) => {
                match index {
                    Index::Whole => {}
                    Index::Slice(a, b) => {
                        expr_calls(a, out);
                        expr_calls(b, out);
                    }
                    Index::Bit(a) | Index::Elem(a) => expr_calls(a, out),
                }
                expr_calls(e, out);
            }
            Stmt::If(arms, otherwise) => {
                for (_, c, body) in arms {
                    expr_calls(c, out);
                    stmts_calls(body, out);
                }
                stmts_calls(otherwise, out);
            }
            Stmt::For(_, _, a, b, body) => {
                expr_calls(a, out);
                expr_calls(b, out);
                stmts_calls(body, out);
            }
            Stmt::Call(_, name, args) => {
                out.push(name.clone());
                for a in args {
                    expr_calls(a, out);
                }
            }
        }
    }
}

fn expr_calls(e: &Expr, out: &mut Vec<String>) {
    match e {
        Expr::Int(_) | Expr::Name(_) | Expr::Qual(_) | Expr::Form(_) => {}
        Expr::Unary(_, a) => expr_calls(a, out),
        Expr::Binary(_, a, b) | Expr::Compare(_, a, b) | Expr::Bit(a, b) => {
            expr_calls(a, out);
            expr_calls(b, out);
        }
        Expr::In(a, items) => {
            expr_calls(a, out);
            items.iter().for_each(|i| expr_calls(i, out));
        }
        Expr::Cond(a, b, c) | Expr::Slice(a, b, c) => {
            expr_calls(a, out);
            expr_calls(b, out);
            expr_calls(c, out);
        }
        Expr::Call(name, args) => {
            out.push(name.clone());
            args.iter().for_each(|a| expr_calls(a, out));
        }
        Expr::Elem(_, i) => expr_calls(i, out),
    }
}

// ---- structural check ---------------------------------------------------

/// What a form offers the pseudocode, for [`Entry::check`].
#[derive(Clone, Debug, Default)]
pub struct Shape {
    /// The form's title (may be empty).
    pub title: String,
    /// The titles of all the page's forms.
    pub titles: Vec<String>,
    /// Operands: name and whether the instruction writes it.
    pub operands: Vec<(String, bool)>,
    /// Qualifier slots (`.type`) and flags (`.ftz`) of the form.
    pub slots: Vec<String>,
    /// Those of every form of the page (a part's condition may read them:
    /// one the form lacks is not given).
    pub page_slots: Vec<String>,
    /// Dotted words that are values (`.16bx2`, `.rd`).
    pub values: Vec<String>,
}

impl Entry {
    /// Checks the part that applies under `quals` (slot or flag, value;
    /// `None` when not given) against `shape`: every name read is known,
    /// every place written is a written operand or a local, and every
    /// written operand is written. Returns the problems found.
    pub fn check(&self, shape: &Shape, quals: &[(String, Option<String>)]) -> Vec<String> {
        let mut problems = Vec::new();
        let env = Env { form_title: shape.title.clone(), quals: quals.to_vec(), ..Default::default() };
        let mut chosen = None;
        for part in &self.parts {
            if let Some(cond) = &part.cond {
                let mut scope = Scope {
                    shape,
                    locals: Vec::new(),
                    reads: Vec::new(),
                    problems: &mut problems,
                    line: part.line,
                    cond: true,
                };
                scope.expr(cond);
                match eval_cond(cond, &env) {
                    Ok(true) => {}
                    Ok(false) => continue,
                    Err(e) => {
                        problems.push(format!("line {}: {e}", part.line));
                        continue;
                    }
                }
            }
            chosen = Some(part);
            break;
        }
        let Some(part) = chosen else {
            problems.push(format!("line {}: no part applies to form `{}` with {quals:?}", self.line, shape.title));
            return problems;
        };
        let mut scope = Scope {
            shape,
            locals: Vec::new(),
            reads: Vec::new(),
            problems: &mut problems,
            line: part.line,
            cond: false,
        };
        scope.stmts(&part.body);
        let assigned = scope.locals.clone();
        let read = scope.reads.clone();
        for (name, written) in &shape.operands {
            if !*written && !read.contains(name) {
                problems.push(format!("line {}: the operand `{name}` is never read", part.line));
            }
        }
        for (name, written) in &shape.operands {
            if *written && !assigned.contains(name) {
                problems.push(format!("line {}: the written operand `{name}` is never assigned", part.line));
            }
        }
        problems
    }
}

struct Scope<'a> {
    shape: &'a Shape,
    /// Names assigned so far (locals and written operands).
    locals: Vec<String>,
    /// Names read.
    reads: Vec<String>,
    problems: &'a mut Vec<String>,
    line: usize,
    /// In a part's condition, which may read any slot of the page.
    cond: bool,
}

impl Scope<'_> {
    fn problem(&mut self, message: String) {
        self.problems.push(format!("line {}: {message}", self.line));
    }
    fn operand(&self, name: &str) -> Option<bool> {
        self.shape.operands.iter().find(|(n, _)| n == name).map(|(_, w)| *w)
    }
    fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            match s {
                Stmt::Assign(line, name, index, value) => {
                    self.line = *line;
                    self.expr(value);
                    match index {
                        Index::Whole => {}
                        Index::Slice(a, b) => {
                            self.expr(a);
                            self.expr(b);
                        }
                        Index::Bit(a) | Index::Elem(a) => self.expr(a),
                    }
                    match self.operand(name) {
                        Some(false) => self.problem(format!("`{name}` is read, not written, by this form")),
                        Some(true) => {}
                        None if matches!(index, Index::Whole) => {}
                        None if self.locals.contains(name) => {}
                        None => self.problem(format!("`{name}` is sliced before it is set")),
                    }
                    if self.shape.slots.contains(name) {
                        self.problem(format!("`{name}` is a qualifier"));
                    }
                    if !self.locals.contains(name) {
                        self.locals.push(name.clone());
                    }
                }
                Stmt::If(arms, otherwise) => {
                    for (line, c, body) in arms {
                        self.line = *line;
                        self.expr(c);
                        self.stmts(body);
                    }
                    self.stmts(otherwise);
                }
                Stmt::For(line, var, a, b, body) => {
                    self.line = *line;
                    self.expr(a);
                    self.expr(b);
                    self.locals.push(var.clone());
                    self.stmts(body);
                }
                Stmt::Call(line, name, args) => {
                    self.line = *line;
                    self.call(name, args);
                }
            }
        }
    }
    fn call(&mut self, name: &str, args: &[Expr]) {
        match FUNCTIONS.iter().find(|(n, _, _, _)| *n == name) {
            Some((_, min, max, _)) if (*min..=*max).contains(&args.len()) => {}
            Some((_, min, max, _)) => {
                self.problem(format!("`{name}` takes {min} to {max} arguments, not {}", args.len()))
            }
            None => self.problem(format!("no function is called `{name}`")),
        }
        for a in args {
            self.expr(a);
        }
    }
    fn expr(&mut self, e: &Expr) {
        match e {
            Expr::Int(_) => {}
            Expr::Name(n) => {
                self.reads.push(n.clone());
                if self.operand(n).is_none() && !self.locals.contains(n) {
                    self.problem(format!("`{n}` is neither an operand of this form nor a local set before"));
                }
            }
            Expr::Elem(n, i) => {
                self.reads.push(n.clone());
                if self.operand(n).is_none() {
                    self.problem(format!("`{n}{{…}}`: only an operand has elements"));
                }
                self.expr(i);
            }
            Expr::Qual(q) => {
                let page = self.cond && self.shape.page_slots.contains(q);
                if !page && !self.shape.slots.contains(q) && !self.shape.values.contains(q) {
                    self.problem(format!("`{q}` is neither a qualifier of this form nor a value"));
                }
            }
            Expr::Form(title) => {
                if !self.shape.titles.iter().any(|t| t.eq_ignore_ascii_case(title)) {
                    self.problem(format!("no form of the page is titled \"{title}\""));
                }
            }
            Expr::Unary(_, a) => self.expr(a),
            Expr::Binary(_, a, b) | Expr::Bit(a, b) => {
                self.expr(a);
                self.expr(b);
            }
            Expr::Compare(q, a, b) => {
                if !self.shape.slots.contains(q) {
                    self.problem(format!("`{q}` between two values must be a qualifier slot of the form"));
                }
                self.expr(a);
                self.expr(b);
            }
            Expr::In(a, items) => {
                self.expr(a);
                items.iter().for_each(|i| self.expr(i));
            }
            Expr::Cond(a, b, c) | Expr::Slice(a, b, c) => {
                self.expr(a);
                self.expr(b);
                self.expr(c);
            }
            Expr::Call(name, args) => self.call(name, args),
        }
    }
}

// ---- evaluation -----------------------------------------------------------

/// How an operand's bits are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Read {
    Unsigned,
    Signed,
    Float(Format),
}

/// One operand of the instruction being run.
#[derive(Clone, Debug)]
pub struct Operand {
    pub name: String,
    /// The register's width (1 for a predicate).
    pub bits: u32,
    /// Its bits before the instruction.
    pub value: u64,
    pub read: Read,
    /// For a packed operand: the elements' width and reading.
    pub elem: Option<(u32, Read)>,
}

/// The instruction to run: its form's title, qualifiers and operands.
#[derive(Clone, Debug, Default)]
pub struct Env {
    pub form_title: String,
    /// Slot (`.type`) or flag (`.ftz`), and its value (`None`: not given).
    pub quals: Vec<(String, Option<String>)>,
    pub operands: Vec<Operand>,
    /// For sub-group instructions: this work-item's index in its sub-group,
    /// the active work-items (a bit each), and every work-item's operand
    /// bits in `operands`' order (empty where not modelled).
    pub lane: u32,
    pub active: u64,
    pub sub_group: Vec<Vec<u64>>,
    /// For memory instructions: the one cell the instruction reaches.
    pub memory: Option<Cell>,
}

/// A cell of memory: its address, width and bits.
#[derive(Clone, Copy, Debug)]
pub struct Cell {
    pub address: u64,
    pub bits: u32,
    pub value: u64,
}

/// The name [`run`] reports a store to the cell under.
pub const MEMORY: &str = "[memory]";

#[derive(Clone, Debug, PartialEq)]
enum Value {
    Int(i128),
    Float(u64, Format),
    Qual(String),
    /// An optional slot not given (and without a default).
    Absent,
}

fn format_of(word: &str) -> Option<Format> {
    match word {
        ".hf" | ".hfx2" => Some(Format::Hf),
        ".bf" | ".bfx2" => Some(Format::Bf),
        ".f" => Some(Format::F),
        ".df" => Some(Format::Df),
        _ => None,
    }
}

/// (bits, signed) of an integer type word (`.s16`, `.u8`, `.32b`).
fn int_type(word: &str) -> Option<(u32, bool)> {
    let rest = word.strip_prefix('.')?;
    let rest = rest.strip_suffix("x2").unwrap_or(rest);
    if let Some(bits) = rest.strip_prefix('s') {
        return Some((bits.parse().ok()?, true));
    }
    if let Some(bits) = rest.strip_prefix('u') {
        return Some((bits.parse().ok()?, false));
    }
    Some((rest.strip_suffix('b')?.parse().ok()?, false))
}

fn rounding_of(word: &str) -> Option<Rounding> {
    Some(match word {
        ".re" => Rounding::Re,
        ".rd" => Rounding::Rd,
        ".ru" => Rounding::Ru,
        ".rz" => Rounding::Rz,
        ".rna" => Rounding::Rna,
        _ => return None,
    })
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

fn read_bits(bits: u64, width: u32, read: Read) -> Value {
    let width = width.clamp(1, 64);
    let bits = bits & mask(width);
    match read {
        Read::Unsigned => Value::Int(bits as i128),
        Read::Signed => {
            let shift = 128 - width;
            Value::Int(((bits as i128) << shift) >> shift)
        }
        Read::Float(f) => Value::Float(bits, f),
    }
}

fn eval_cond(e: &Expr, env: &Env) -> Result<bool, String> {
    let mut state = State { env, locals: Vec::new(), written: Vec::new(), view: None, stored: None };
    state.truth(e)
}

struct State<'a> {
    env: &'a Env,
    locals: Vec<(String, Value)>,
    /// The written operands' bits so far.
    written: Vec<(String, u64)>,
    /// Inside `value_in_lane`: the work-item whose operands are read.
    view: Option<usize>,
    /// What a `store` left in the cell.
    stored: Option<u64>,
}

impl State<'_> {
    fn qual(&self, name: &str) -> Option<&Option<String>> {
        self.env.quals.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }
    fn ftz(&self) -> bool {
        matches!(self.qual(".ftz"), Some(Some(_)))
    }
    fn rounding(&self) -> Rounding {
        match self.qual(".rndmode") {
            Some(Some(v)) => rounding_of(v).unwrap_or(Rounding::Re),
            _ => Rounding::Re,
        }
    }
    fn mode(&self) -> pf::Mode {
        pf::Mode { rounding: self.rounding(), ftz: self.ftz(), dsat: false }
    }
    fn operand(&self, name: &str) -> Option<&Operand> {
        self.env.operands.iter().find(|o| o.name == name)
    }
    /// The current bits of an operand (written ones as written so far).
    fn operand_bits(&self, op: &Operand) -> u64 {
        if let Some(k) = self.view {
            let index = self.env.operands.iter().position(|o| o.name == op.name).unwrap_or(0);
            return self.env.sub_group.get(k).and_then(|v| v.get(index)).copied().unwrap_or(0);
        }
        self.written.iter().find(|(n, _)| *n == op.name).map_or(op.value, |(_, b)| *b)
    }
    fn flush(&self, v: Value) -> Value {
        match v {
            Value::Float(b, f) if self.ftz() => Value::Float(pf::flush(f, b), f),
            other => other,
        }
    }

    fn truth(&mut self, e: &Expr) -> Result<bool, String> {
        Ok(match self.eval(e)? {
            Value::Int(v) => v != 0,
            Value::Absent => false,
            Value::Qual(_) => true,
            Value::Float(b, f) => b & mask(f.bits()) & !(1 << (f.bits() - 1)) != 0,
        })
    }

    fn int(&mut self, e: &Expr) -> Result<i128, String> {
        match self.eval(e)? {
            Value::Int(v) => Ok(v),
            Value::Float(b, _) => Ok(b as i128),
            Value::Qual(q) => q
                .strip_prefix(".0x")
                .map(|h| i128::from_str_radix(h, 16))
                .or_else(|| q.strip_prefix('.').map(|d| d.parse::<i128>()))
                .and_then(Result::ok)
                .ok_or_else(|| format!("`{q}` is not a number")),
            Value::Absent => Ok(0),
        }
    }

    fn word(&mut self, e: &Expr) -> Result<String, String> {
        match self.eval(e)? {
            Value::Qual(q) => Ok(q),
            other => Err(format!("expected a qualifier value, got {other:?}")),
        }
    }

    fn eval(&mut self, e: &Expr) -> Result<Value, String> {
        Ok(match e {
            Expr::Int(v) => Value::Int(*v),
            Expr::Name(n) => {
                if let Some((_, v)) = self.locals.iter().rev().find(|(l, _)| l == n) {
                    return Ok(v.clone());
                }
                let op = self.operand(n).ok_or_else(|| format!("no operand or local `{n}`"))?;
                self.flush(read_bits(self.operand_bits(op), op.bits, op.read))
            }
            Expr::Elem(n, i) => {
                let i = self.int(i)?;
                let op = self.operand(n).ok_or_else(|| format!("no operand `{n}`"))?;
                let (w, read) = op.elem.ok_or_else(|| format!("`{n}` is not packed"))?;
                let shift = u32::try_from(i).ok().and_then(|i| i.checked_mul(w)).filter(|s| s + w <= op.bits.min(64));
                let shift = shift.ok_or_else(|| format!("element {i} of `{n}` is outside it"))?;
                self.flush(read_bits(self.operand_bits(op) >> shift, w, read))
            }
            Expr::Qual(q) => match self.qual(q) {
                Some(Some(v)) if v == q => Value::Int(1),
                Some(Some(v)) => Value::Qual(v.clone()),
                Some(None) => Value::Absent,
                None => Value::Qual(q.clone()),
            },
            Expr::Form(t) => Value::Int(self.env.form_title.eq_ignore_ascii_case(t) as i128),
            Expr::Unary(op, a) => {
                let a = self.eval(a)?;
                match (op, a) {
                    ('-', Value::Int(v)) => Value::Int(v.wrapping_neg()),
                    ('-', Value::Float(b, f)) => Value::Float(pf::neg(f, b, self.ftz()), f),
                    ('~', Value::Int(v)) => Value::Int(!v),
                    ('!', v) => Value::Int((!self.truth_of(&v)) as i128),
                    (op, v) => return Err(format!("`{op}` of {v:?}")),
                }
            }
            Expr::Binary(op, a, b) => {
                if *op == "&&" {
                    return Ok(Value::Int((self.truth(a)? && self.truth(b)?) as i128));
                }
                if *op == "||" {
                    return Ok(Value::Int((self.truth(a)? || self.truth(b)?) as i128));
                }
                let (a, b) = (self.eval(a)?, self.eval(b)?);
                self.binary(op, a, b)?
            }
            Expr::Compare(q, a, b) => {
                let cop = match self.qual(q) {
                    Some(Some(v)) => v.clone(),
                    _ => return Err(format!("`{q}` is not given")),
                };
                let op = match cop.as_str() {
                    ".eq" => "==",
                    ".ne" => "!=",
                    ".gt" => ">",
                    ".ge" => ">=",
                    ".lt" => "<",
                    ".le" => "<=",
                    other => return Err(format!("`{other}` is not a comparison")),
                };
                let (a, b) = (self.eval(a)?, self.eval(b)?);
                self.binary(op, a, b)?
            }
            Expr::In(a, items) => {
                let a = self.eval(a)?;
                let mut found = false;
                for item in items {
                    found |= self.eval(item)? == a;
                }
                Value::Int(found as i128)
            }
            Expr::Cond(c, a, b) => {
                if self.truth(c)? {
                    self.eval(a)?
                } else {
                    self.eval(b)?
                }
            }
            Expr::Slice(x, hi, lo) => {
                let x = self.int(x)?;
                let (hi, lo) = (self.int(hi)?, self.int(lo)?);
                if !(0..128).contains(&lo) || hi < lo || hi >= 128 {
                    return Err(format!("bad slice [{hi}:{lo}]"));
                }
                let width = (hi - lo + 1) as u32;
                let m: i128 = if width >= 127 { i128::MAX } else { (1i128 << width) - 1 };
                Value::Int((x >> lo) & m)
            }
            Expr::Bit(x, i) => {
                let x = self.int(x)?;
                let i = self.int(i)?;
                if !(0..127).contains(&i) {
                    return Err(format!("bad bit {i}"));
                }
                Value::Int((x >> i) & 1)
            }
            Expr::Call(name, args) => self.call(name, args)?,
        })
    }

    fn truth_of(&self, v: &Value) -> bool {
        match v {
            Value::Int(v) => *v != 0,
            Value::Absent => false,
            Value::Qual(_) => true,
            Value::Float(b, f) => b & mask(f.bits()) & !(1 << (f.bits() - 1)) != 0,
        }
    }

    fn binary(&self, op: &str, a: Value, b: Value) -> Result<Value, String> {
        use std::cmp::Ordering;
        let cmp = |o: Option<Ordering>| -> Value {
            let holds = match (op, o) {
                ("!=", None) => true,
                (_, None) => false,
                ("==", Some(o)) => o.is_eq(),
                ("!=", Some(o)) => o.is_ne(),
                ("<", Some(o)) => o.is_lt(),
                ("<=", Some(o)) => o.is_le(),
                (">", Some(o)) => o.is_gt(),
                (_, Some(o)) => o.is_ge(),
            };
            Value::Int(holds as i128)
        };
        let relational = matches!(op, "==" | "!=" | "<" | "<=" | ">" | ">=");
        Ok(match (a, b) {
            (Value::Int(x), Value::Int(y)) => match op {
                // Exact below 2^127; beyond, modulo 2^128, which the low
                // 64 bits a register keeps cannot tell apart.
                "+" => Value::Int(x.wrapping_add(y)),
                "-" => Value::Int(x.wrapping_sub(y)),
                "*" => Value::Int(x.wrapping_mul(y)),
                "/" | "%" if y == 0 => return Err("division by zero".into()),
                "/" => Value::Int(x.checked_div(y).ok_or("overflow")?),
                "%" => Value::Int(x.checked_rem(y).ok_or("overflow")?),
                "&" => Value::Int(x & y),
                "|" => Value::Int(x | y),
                "^" => Value::Int(x ^ y),
                "<<" => {
                    let s = u32::try_from(y).map_err(|_| "negative shift")?;
                    if s >= 127 || x.checked_shl(s).is_none_or(|r| r >> s != x) {
                        return Err("shift overflows".into());
                    }
                    Value::Int(x << s)
                }
                ">>" => Value::Int(x >> u32::try_from(y).map_err(|_| "negative shift")?.min(127)),
                _ if relational => cmp(Some(x.cmp(&y))),
                _ => return Err(format!("`{op}` of integers")),
            },
            (Value::Float(x, f), Value::Float(y, g)) if f == g => {
                let mode = self.mode();
                match op {
                    "+" => Value::Float(pf::add(f, x, y, mode).value, f),
                    "-" => Value::Float(pf::sub(f, x, y, mode).value, f),
                    "*" => Value::Float(pf::mul(f, x, y, mode).value, f),
                    "/" => Value::Float(pf::div(f, x, y, mode).value, f),
                    _ if relational => {
                        let c = match op {
                            "==" => pf::Compare::Eq,
                            "!=" => pf::Compare::Ne,
                            "<" => pf::Compare::Lt,
                            "<=" => pf::Compare::Le,
                            ">" => pf::Compare::Gt,
                            _ => pf::Compare::Ge,
                        };
                        Value::Int(pf::compare(f, x, y, c, self.ftz()) as i128)
                    }
                    _ => return Err(format!("`{op}` of floats")),
                }
            }
            (Value::Qual(x), Value::Qual(y)) if op == "==" => Value::Int((x == y) as i128),
            (Value::Qual(x), Value::Qual(y)) if op == "!=" => Value::Int((x != y) as i128),
            (Value::Absent, Value::Qual(_)) | (Value::Qual(_), Value::Absent) if op == "==" => Value::Int(0),
            (Value::Absent, Value::Qual(_)) | (Value::Qual(_), Value::Absent) if op == "!=" => Value::Int(1),
            (a, b) => return Err(format!("`{op}` of {a:?} and {b:?}")),
        })
    }

    fn float(&mut self, e: &Expr) -> Result<(u64, Format), String> {
        match self.eval(e)? {
            Value::Float(b, f) => Ok((b, f)),
            other => Err(format!("expected a float, got {other:?}")),
        }
    }

    fn call(&mut self, name: &str, args: &[Expr]) -> Result<Value, String> {
        let arg = |i: usize| args.get(i).ok_or_else(|| format!("`{name}` needs argument {}", i + 1));
        let ftz = self.ftz();
        let mode = self.mode();
        Ok(match name {
            "sign_extend" | "zero_extend" => {
                let x = self.int(arg(0)?)?;
                let w = u32::try_from(self.int(arg(1)?)?).ok().filter(|w| (1..=120).contains(w)).ok_or("bad width")?;
                let low = x & ((1i128 << w) - 1);
                if name == "sign_extend" && (low >> (w - 1)) & 1 == 1 {
                    Value::Int(low - (1i128 << w))
                } else {
                    Value::Int(low)
                }
            }
            "min" | "max" => {
                let (a, b) = (self.int(arg(0)?)?, self.int(arg(1)?)?);
                Value::Int(if name == "min" { a.min(b) } else { a.max(b) })
            }
            "abs" => match self.eval(arg(0)?)? {
                Value::Int(v) => Value::Int(v.wrapping_abs()),
                Value::Float(b, f) => Value::Float(pf::abs(f, b, ftz), f),
                other => return Err(format!("abs of {other:?}")),
            },
            "clamp_signed" => {
                let x = self.int(arg(0)?)?;
                let w = u32::try_from(self.int(arg(1)?)?).ok().filter(|w| (1..=120).contains(w)).ok_or("bad width")?;
                Value::Int(x.clamp(-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1))
            }
            "bitwidth" | "elembits" | "elements" => {
                let word = self.word(arg(0)?)?;
                let q = pisa::isa::Qual::parse_part(&word).ok_or_else(|| format!("`{word}` is not a type"))?;
                let (count, each) = match q.packed_shape() {
                    Some(shape) => shape,
                    None => (1, q.type_bits().ok_or_else(|| format!("`{word}` has no width"))?),
                };
                Value::Int(match name {
                    "bitwidth" => (count * each) as i128,
                    "elembits" => each as i128,
                    _ => count as i128,
                })
            }
            "lookup_bit" => {
                let table = self.int(arg(0)?)?;
                let i = self.int(arg(1)?)?;
                Value::Int((table >> i.clamp(0, 127)) & 1)
            }
            "fma" => {
                let (a, f) = self.float(arg(0)?)?;
                let (b, _) = self.float(arg(1)?)?;
                let (c, _) = self.float(arg(2)?)?;
                Value::Float(pf::fma(f, a, b, c, mode).value, f)
            }
            "sqrt" => {
                let (a, f) = self.float(arg(0)?)?;
                Value::Float(pf::sqrt(f, a, mode).value, f)
            }
            "fmin" | "fmax" | "fmin_nan" | "fmax_nan" => {
                let (a, f) = self.float(arg(0)?)?;
                let (b, _) = self.float(arg(1)?)?;
                let nanp = name.ends_with("_nan");
                let v = if name.starts_with("fmin") {
                    pf::min(f, a, b, ftz, false, nanp)
                } else {
                    pf::max(f, a, b, ftz, false, nanp)
                };
                Value::Float(v.value, f)
            }
            "saturate" => {
                let (a, f) = self.float(arg(0)?)?;
                let sign = 1u64 << (f.bits() - 1);
                let v = if f.is_nan(a) || a & sign != 0 {
                    0
                } else if a > f.one() {
                    f.one()
                } else {
                    a
                };
                Value::Float(v, f)
            }
            "sin" | "cos" | "exp2" | "log2" | "tanh" | "rcp" | "rsqrt" => {
                use pf::Transcendental as T;
                let t = match name {
                    "sin" => T::Sin,
                    "cos" => T::Cos,
                    "exp2" => T::Exp2,
                    "log2" => T::Log2,
                    "tanh" => T::Tanh,
                    "rcp" => T::Rcp,
                    _ => T::Rsqrt,
                };
                let (a, f) = self.float(arg(0)?)?;
                Value::Float(pf::transcendental(t, f, a, ftz), f)
            }
            "round" => {
                let (a, f) = self.float(arg(0)?)?;
                let r = self.word(arg(1)?)?;
                let r = rounding_of(&r).ok_or_else(|| format!("`{r}` is not a rounding mode"))?;
                Value::Float(pf::round_int(f, a, r, ftz).value, f)
            }
            "sub" => {
                let (a, f) = self.float(arg(0)?)?;
                let (b, _) = self.float(arg(1)?)?;
                let r = self.word(arg(2)?)?;
                let rounding = rounding_of(&r).ok_or_else(|| format!("`{r}` is not a rounding mode"))?;
                Value::Float(pf::sub(f, a, b, pf::Mode { rounding, ..mode }).value, f)
            }
            "flush" => {
                let (a, f) = self.float(arg(0)?)?;
                Value::Float(pf::flush(f, a), f)
            }
            "quiet" => {
                let (a, f) = self.float(arg(0)?)?;
                Value::Float(if f.is_nan(a) { f.quiet(a) } else { a }, f)
            }
            "load" => {
                let address = self.int(arg(1)?)?;
                let ty = self.word(arg(2)?)?;
                let cell = self.env.memory.ok_or("no memory is given")?;
                if address != cell.address as i128 {
                    return Err(format!("a load from {address:#x}, not the cell"));
                }
                let value = self.stored.unwrap_or(cell.value);
                match format_of(&ty) {
                    Some(f) => Value::Float(value & f.mask(), f),
                    None => Value::Int((value & mask(cell.bits)) as i128),
                }
            }
            "lane" | "active_mask" | "sub_group_size" if self.env.sub_group.is_empty() => {
                return Err("the sub-group is not given".into())
            }
            "lane" => Value::Int(self.env.lane as i128),
            "active_mask" => Value::Int(self.env.active as i128),
            "sub_group_size" => Value::Int(self.env.sub_group.len() as i128),
            "value_in_lane" => {
                let k = self.int(arg(1)?)?;
                let k = usize::try_from(k)
                    .ok()
                    .filter(|k| *k < self.env.sub_group.len())
                    .ok_or_else(|| format!("no work-item {k} in the sub-group"))?;
                if !matches!(arg(0)?, Expr::Name(_) | Expr::Elem(..)) {
                    return Err("value_in_lane reads an operand".into());
                }
                let outer = self.view.replace(k);
                let v = self.eval(arg(0)?);
                self.view = outer;
                v?
            }
            "convert" | "convert_finite" => {
                let x = self.eval(arg(0)?)?;
                let to = self.word(arg(1)?)?;
                let rounding = match args.get(2) {
                    Some(e) => {
                        let r = self.word(e)?;
                        rounding_of(&r).ok_or_else(|| format!("`{r}` is not a rounding mode"))?
                    }
                    None => Rounding::Re,
                };
                let finite = name == "convert_finite";
                self.convert(x, &to, rounding, finite)?
            }
            other => return Err(format!("`{other}` is not computed by the interpreter")),
        })
    }

    fn convert(&self, x: Value, to: &str, rounding: Rounding, finite: bool) -> Result<Value, String> {
        let mode = pf::Mode { rounding, ftz: self.ftz(), dsat: finite };
        Ok(match (x, format_of(to), int_type(to)) {
            (Value::Float(a, from), Some(f), _) => {
                if f.bits() > from.bits() || (f == from) {
                    Value::Float(pf::fext(f, from, a).value, f)
                } else if from.is_denormal(a & from.mask()) {
                    // `pf::ftrunc` reads a subnormal as zero; the notation
                    // says so with `flush`, so convert it as it is (IEEE).
                    let v = pf::convert_ieee(f, from, a, rounding);
                    Value::Float(if self.ftz() { pf::flush(f, v) } else { v }, f)
                } else {
                    Value::Float(pf::ftrunc(f, from, a, mode).value, f)
                }
            }
            (Value::Float(a, from), None, Some((bits, signed))) => {
                let int = int_of(bits, signed).ok_or_else(|| format!("no integer type `{to}`"))?;
                let v = pf::f2i(int, from, a, rounding).value;
                read_bits(v, bits, if signed { Read::Signed } else { Read::Unsigned })
            }
            (Value::Int(v), Some(f), _) => {
                let (from, bits) = if v < 0 { (pf::Int::S64, v as u64) } else { (pf::Int::U64, v as u64) };
                if v < i64::MIN as i128 || v > u64::MAX as i128 {
                    return Err("integer too wide to convert".into());
                }
                Value::Float(pf::i2f(f, from, bits, rounding, finite).value, f)
            }
            (x, _, _) => return Err(format!("cannot convert {x:?} to `{to}`")),
        })
    }

    fn assign(&mut self, name: &str, index: &Index, value: Value) -> Result<(), String> {
        if let Some(op) = self.operand(name).cloned() {
            let old = self.operand_bits(&op);
            let bits = match value {
                Value::Int(v) => v as u64,
                Value::Float(b, _) => b,
                other => return Err(format!("cannot write {other:?} to `{name}`")),
            };
            let (shift, width) = match index {
                Index::Whole => (0, op.bits),
                Index::Slice(hi, lo) => {
                    let (hi, lo) = (self.int(hi)?, self.int(lo)?);
                    if lo < 0 || hi < lo || hi >= op.bits as i128 {
                        return Err(format!("`{name}[{hi}:{lo}]` is outside it"));
                    }
                    (lo as u32, (hi - lo + 1) as u32)
                }
                Index::Bit(i) => {
                    let i = self.int(i)?;
                    if !(0..op.bits as i128).contains(&i) {
                        return Err(format!("`{name}[{i}]` is outside it"));
                    }
                    (i as u32, 1)
                }
                Index::Elem(i) => {
                    let i = self.int(i)?;
                    let (w, _) = op.elem.ok_or_else(|| format!("`{name}` is not packed"))?;
                    if i < 0 || (i + 1) * w as i128 > op.bits as i128 {
                        return Err(format!("element {i} of `{name}` is outside it"));
                    }
                    (i as u32 * w, w)
                }
            };
            let m = mask(width) << shift;
            let new = ((old & !m) | ((bits << shift) & m)) & mask(op.bits);
            match self.written.iter_mut().find(|(n, _)| n == name) {
                Some((_, b)) => *b = new,
                None => self.written.push((name.to_string(), new)),
            }
            return Ok(());
        }
        let value = match index {
            Index::Whole => value,
            _ => {
                let old = match self.locals.iter().rev().find(|(l, _)| l == name) {
                    Some((_, Value::Int(v))) => *v,
                    _ => return Err(format!("`{name}` is sliced before it is an integer")),
                };
                let v = match value {
                    Value::Int(v) => v,
                    other => return Err(format!("cannot write {other:?} into bits of `{name}`")),
                };
                let (hi, lo) = match index {
                    Index::Slice(hi, lo) => (self.int(hi)?, self.int(lo)?),
                    Index::Bit(i) => {
                        let i = self.int(i)?;
                        (i, i)
                    }
                    _ => return Err(format!("`{name}` has no elements")),
                };
                if lo < 0 || hi < lo || hi >= 120 {
                    return Err(format!("bad slice [{hi}:{lo}] of `{name}`"));
                }
                let (shift, width) = (lo as u32, (hi - lo + 1) as u32);
                let m = ((1i128 << width) - 1) << shift;
                Value::Int((old & !m) | ((v << shift) & m))
            }
        };
        self.locals.retain(|(l, _)| l != name);
        self.locals.push((name.to_string(), value));
        Ok(())
    }

    fn stmts(&mut self, stmts: &[Stmt], steps: &mut u32) -> Result<(), Error> {
        for s in stmts {
            *steps += 1;
            if *steps > 100_000 {
                return Err(Error { line: 0, message: "too many steps".into() });
            }
            match s {
                Stmt::Assign(line, name, index, e) => {
                    let at = |message| Error { line: *line, message };
                    let v = self.eval(e).map_err(at)?;
                    self.assign(name, index, v).map_err(at)?;
                }
                Stmt::If(arms, otherwise) => {
                    let mut taken = false;
                    for (line, c, body) in arms {
                        if self.truth(c).map_err(|message| Error { line: *line, message })? {
                            self.stmts(body, steps)?;
                            taken = true;
                            break;
                        }
                    }
                    if !taken {
                        self.stmts(otherwise, steps)?;
                    }
                }
                Stmt::For(line, var, a, b, body) => {
                    let at = |message| Error { line: *line, message };
                    let (from, to) = (self.int(a).map_err(at)?, self.int(b).map_err(at)?);
                    if to.saturating_sub(from) > 1024 {
                        return Err(at("a loop of more than 1024 steps".into()));
                    }
                    for i in from..=to {
                        self.locals.retain(|(l, _)| l != var);
                        self.locals.push((var.clone(), Value::Int(i)));
                        self.stmts(body, steps)?;
                    }
                }
                Stmt::Call(line, name, args) if name == "store" && args.len() == 3 => {
                    let at = |message| Error { line: *line, message };
                    let address = self.int(&args[1]).map_err(at)?;
                    let value = match self.eval(&args[2]).map_err(at)? {
                        Value::Int(v) => v as u64,
                        Value::Float(b, _) => b,
                        other => return Err(at(format!("cannot store {other:?}"))),
                    };
                    let cell = self.env.memory.ok_or_else(|| at("no memory is given".into()))?;
                    if address != cell.address as i128 {
                        return Err(at(format!("a store to {address:#x}, not the cell")));
                    }
                    self.stored = Some(value & mask(cell.bits));
                }
                Stmt::Call(line, name, _) => {
                    return Err(Error { line: *line, message: format!("`{name}` is not computed by the interpreter") })
                }
            }
        }
        Ok(())
    }
}

fn int_of(bits: u32, signed: bool) -> Option<pf::Int> {
    Some(match (bits, signed) {
        (8, false) => pf::Int::U8,
        (8, true) => pf::Int::S8,
        (16, false) => pf::Int::U16,
        (16, true) => pf::Int::S16,
        (32, false) => pf::Int::U32,
        (32, true) => pf::Int::S32,
        (64, false) => pf::Int::U64,
        (64, true) => pf::Int::S64,
        _ => return None,
    })
}

/// Runs `entry` for one instruction: the part that applies to `env`'s
/// qualifiers and form, from the operands' bits. Returns the bits of every
/// operand the part writes, in `env`'s order (one it does not write keeps
/// its bits).
pub fn run(entry: &Entry, env: &Env) -> Result<Vec<(String, u64)>, Error> {
    let mut state = State { env, locals: Vec::new(), written: Vec::new(), view: None, stored: None };
    for part in &entry.parts {
        if let Some(cond) = &part.cond {
            if !state.truth(cond).map_err(|message| Error { line: part.line, message })? {
                continue;
            }
        }
        let mut steps = 0;
        state.stmts(&part.body, &mut steps)?;
        let mut out: Vec<(String, u64)> =
            env.operands.iter().filter_map(|o| state.written.iter().find(|(n, _)| *n == o.name).cloned()).collect();
        if let Some(bits) = state.stored {
            out.push((MEMORY.to_string(), bits));
        }
        return Ok(out);
    }
    Err(Error { line: entry.line, message: "no part applies".into() })
}

// ---- the forms of the table ---------------------------------------------

/// Dotted words any entry may use as values: the types and rounding modes.
const WORDS: &[&str] = &[
    ".8b", ".16b", ".32b", ".64b", ".128b", ".bf", ".hf", ".f", ".df", ".s8", ".u8", ".s16", ".u16", ".s32", ".u32",
    ".s64", ".u64", ".re", ".rd", ".ru", ".rz", ".rna",
];

/// The slot name of a table slot as pages and entries write it: `.type`, or
/// the literal itself (`.ftz`).
pub fn slot_name(spec: &pisa::isa::SlotSpec) -> String {
    if spec.literal {
        spec.values.first().map(|v| v.to_string()).unwrap_or_default()
    } else {
        spec.slot.to_string()
    }
}

/// What the pseudocode of `page` may name in form `form` (the table's).
pub fn shape(page: &[&pisa::isa::Form], form: &pisa::isa::Form) -> Shape {
    let mut values: Vec<String> = WORDS.iter().map(|w| w.to_string()).collect();
    let mut page_slots = Vec::new();
    for f in page {
        for spec in f.slots.iter() {
            let name = slot_name(spec);
            if !page_slots.contains(&name) {
                page_slots.push(name);
            }
            for v in spec.values.iter() {
                let v = v.to_string();
                if !values.contains(&v) {
                    values.push(v);
                }
            }
        }
    }
    Shape {
        title: form.title.to_string(),
        titles: page.iter().map(|f| f.title.to_string()).collect(),
        operands: form.operands.iter().map(|o| (o.name.to_string(), o.written)).collect(),
        slots: form.slots.iter().map(slot_name).collect(),
        page_slots,
        values,
    }
}

/// Qualifier choices of `form`, at most `limit` of them (a fixed sample
/// when there are more): each slot or flag of the page with its value, or
/// `None` where the instruction leaves it out (an omitted slot with a
/// default takes the default). Slots of other forms of the page are `None`.
pub fn bindings(page: &[&pisa::isa::Form], form: &pisa::isa::Form, limit: usize) -> Vec<Vec<(String, Option<String>)>> {
    let mut choices: Vec<(String, Vec<Option<String>>)> = Vec::new();
    for spec in form.slots.iter() {
        let mut options: Vec<Option<String>> = Vec::new();
        if spec.optional {
            options.push(spec.default.map(|d| d.to_string()));
        }
        for v in spec.values.iter() {
            let v = Some(v.to_string());
            if !options.contains(&v) {
                options.push(v);
            }
        }
        choices.push((slot_name(spec), options));
    }
    let total: usize = choices.iter().map(|(_, o)| o.len().max(1)).product();
    let mut indices: Vec<usize> = (0..total).collect();
    if total > limit {
        // A fixed spread over all the combinations, first and last included.
        indices = (0..limit).map(|k| if limit == 1 { 0 } else { k * (total - 1) / (limit - 1) }).collect();
        indices.dedup();
    }
    let mut others: Vec<String> = Vec::new();
    for f in page {
        for spec in f.slots.iter() {
            let name = slot_name(spec);
            if !choices.iter().any(|(n, _)| *n == name) && !others.contains(&name) {
                others.push(name);
            }
        }
    }
    indices
        .into_iter()
        .map(|mut index| {
            let mut out = Vec::new();
            for (name, options) in &choices {
                let n = options.len().max(1);
                out.push((name.clone(), options.get(index % n).cloned().flatten()));
                index /= n;
            }
            out.extend(others.iter().map(|o| (o.clone(), None)));
            out
        })
        .collect()
}

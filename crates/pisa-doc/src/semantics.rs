//! The semantics of gfx1100 ALU instructions as data: a small pseudocode
//! language of this project's own, its parser and its interpreter.
//!
//! The text lives beside the opcode tables, in
//! `crates/amdgpu/tables/gfx1100.sem` ([`amdgpu::table::GFX1100_SEMANTICS`]);
//! pages show it as written, and `tests/semantics.rs` runs every entry
//! through this interpreter and the same instruction through the simulator
//! (`amdgpu-sim`) on random and edge-case inputs, requiring the same
//! registers after. An instruction with no entry has prose ([`crate::prose`])
//! or a page that says it has no pseudocode.
//!
//! # The language
//!
//! An entry is a line `name:` (the mnemonic without an encoding suffix)
//! followed by indented statements; `#` starts a comment.
//!
//! - Registers: `S0`, `S1`, `S2` (the sources, in the order they are
//!   written), `D0` (the destination), `SCC`, `VCC`, `EXEC`, and `laneId`
//!   (the lane being computed). Where an `_e64` encoding names the carry or
//!   the select mask as an SGPR operand, `VCC` stands for that operand.
//!   Lower-case names (`tmp`, `lo`) are temporaries.
//! - More registers: `M0` (read only), `MODE` (hardware register 1: its
//!   FP_ROUND and FP_DENORM fields and the rest), `PC` (the address of the
//!   instruction; writing it sends the wave there), `OPSEL` (the op_sel
//!   bits of a VOP3 encoding that gives them a meaning of its own, as
//!   v_permlane16_b32 does), and `SRC0`, `SRC1`, `SRC2`, `DST`: the
//!   numbers of the registers the operands name (v8 is 8), for
//!   instructions that reach registers by number.
//! - Registers by number: `SGPR[r]` is scalar register `r` and
//!   `VGPR[lane][r]` vector register `r` of lane `lane`, read or written
//!   through a type (a 64-bit type takes `r` and `r + 1`):
//!   `D0.b32 = VGPR[laneId][SRC0 + M0].b32`. Reaching past the register
//!   file is an error.
//! - A register's bits are read and written through a type: `S0.u32`,
//!   `S0.i32`, `S0.f32`, `S0.b64`, `D0.i16`... (`u`nsigned, `i` signed,
//!   `b`its, `f`loat; widths 1 to 64, floats 16, 32 and 64). A slice picks bits
//!   first: `S0[15:0].i16`, `S1[4:0].u32`. `X.u32[e]` is bit `e` of `X`, as a
//!   value or as a place to write (`D0.u32[laneId] = S0.f32 < S1.f32`).
//!   The same views apply to any value (`tmp.u32` keeps `tmp`'s low 32 bits).
//! - Integers are exact (no overflow) until they are written through a type,
//!   which keeps the type's low bits; floats are binary16, binary32 or
//!   binary64 and round as IEEE 754 says, to nearest even. A literal with a
//!   point (`0.5`) takes the width of the float it meets; `PI`, `INF` and
//!   `NAN` are literals too.
//! - Operators, loosest first: `c ? a : b`, `||`, `&&`, `|`, `^`, `&`,
//!   `==` `!=`, `<` `<=` `>` `>=`, `<<` `>>` (arithmetic on signed values),
//!   `+` `-`, `*` `/` `%`, and the unary `-` `~` `!`. A comparison is 1 or 0;
//!   a float comparison with a NaN is false but for `!=` (and `<>` is
//!   "ordered and unequal").
//! - Statements: `place = expression`, `if c then` … `elsif c then` …
//!   `else` … `endif`, and `nop` (nothing changes).
//! - Functions: `abs`, `min`, `max` (integers), `fma`, `sqrt`, `trunc`,
//!   `floor`, `ceil`, `rndne` (to nearest even), `fmin` and `fmax` (a NaN
//!   operand gives the other; `-0` is below `+0`), `isNAN`, `class` (0 a
//!   signalling NaN, 1 a quiet NaN, then −∞, −normal, −denormal, −0, +0,
//!   +denormal, +normal, +∞ as 2 to 9), `sign` (1 where
//!   the sign bit is set), `countbits`, `clz32`, `ctz32` (32 for 0),
//!   `reverse32`, `ldexp`, and the conversions `i32_to_f32`, `u32_to_f32`,
//!   `f32_to_i32`, `f32_to_u32` (NaN is 0; out of range saturates),
//!   `f32_to_f64`, `f64_to_f32`, `i32_to_f64`, `u32_to_f64`, `f64_to_i32`,
//!   `f64_to_u32`, `f16_to_f32`, `f32_to_f16`.
//! - Functions for the steps of division and for frexp: `exponent` (the
//!   biased exponent field), `isDENORM`, `frexp_exp` and `frexp_mant` (`x`
//!   is `frexp_mant(x) * 2^frexp_exp(x)`, `0.5 <= |frexp_mant(x)| < 1`),
//!   `fma_ldexp(a, b, c, e)` (`(a * b + c) * 2^e` rounded once, in both
//!   formats).
//! - `exp2`, `log2`, `sin`, `cos` (radians) of a binary32 value: the
//!   host's functions, which the simulator uses too; AMD documents the
//!   hardware's approximations as within an ulp or so of the true value,
//!   so these entries say what is computed, not the hardware's last bit.
//! - `byte_permute(data, sel)`: byte `sel` (0 to 7) of the 64-bit `data`;
//!   8 to 11 the sign of byte 1, 3, 5 or 7 in all eight bits; 12 zero;
//!   13 and above 0xff.
//!
//! What the language leaves to the instruction's encoding, the same for all
//! entries (and checked with them): a vector instruction computes each lane
//! EXEC holds, in lane order, and leaves the others' registers alone (but
//! an entry that names `VGPR[lane][r]` and never `laneId` is computed once
//! for the wave, whatever EXEC holds: v_readlane_b32, v_writelane_b32,
//! v_readfirstlane_b32); a lane mask it writes (`D0`, `VCC` or `EXEC`
//! through `[laneId]`) has zeros in the lanes EXEC excludes. Input
//! modifiers act on a source's bits before it is read (`abs` clears the
//! sign bit, `neg` flips it); `omod` scales and then `clamp` bounds to
//! [0, 1] (NaN to 0) a float written to `D0`. A 16-bit operand is the half
//! of its VGPR the encoding names (`v1.h`: op_sel in VOP3). A DPP form reads
//! `S0` from the lane its controls name, and a lane they leave out is as one
//! outside EXEC. A VOPD pair runs each half's entry, both on the registers
//! before either writes. Which NaN a float operation returns is not said: a
//! NaN result only has to be a NaN.

use std::collections::BTreeMap;

/// The text of every entry, as written beside the opcode tables.
pub const SOURCE: &str = amdgpu::table::GFX1100_SEMANTICS;

/// One instruction's semantics: its lines as written, and the program.
#[derive(Clone, Debug)]
pub struct Entry {
    pub name: String,
    /// The statements as written (indentation kept, relative to the entry).
    pub lines: Vec<String>,
    /// Where the entry starts in [`SOURCE`] (1-based line).
    pub line: usize,
    body: Vec<Stmt>,
}

/// A parse or evaluation error, with the entry and line it is in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "gfx1100.sem line {}: {}", self.line, self.message)
    }
}

/// A typed view: `u32`, `i16`, `f32`, `b64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ty {
    pub kind: Kind,
    pub bits: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Unsigned,
    Signed,
    Bits,
    Float,
}

#[derive(Clone, Debug)]
enum Expr {
    Int(i128),
    Float(f64),
    Name(String),
    /// `SGPR[r]` and `VGPR[lane][r]`: registers by number.
    Sgpr(Box<Expr>),
    Vgpr(Box<Expr>, Box<Expr>),
    /// `e.T`, `e[hi:lo]`, `e[i]`.
    View(Box<Expr>, Ty),
    Slice(Box<Expr>, u32, u32),
    Bit(Box<Expr>, Box<Expr>),
    Unary(char, Box<Expr>),
    Binary(&'static str, Box<Expr>, Box<Expr>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    Call(String, Vec<Expr>),
}

#[derive(Clone, Debug)]
enum Place {
    /// A register or temporary, with an optional slice and type.
    Reg { name: String, slice: Option<(u32, u32)>, ty: Option<Ty>, bit: Option<Expr> },
    /// `SGPR[r].T` or `VGPR[lane][r].T`: a register by number (two for a
    /// 64-bit type).
    File { lane: Option<Expr>, reg: Expr, ty: Option<Ty> },
}

#[derive(Clone, Debug)]
enum Stmt {
    Assign(usize, Place, Expr),
    /// `nop`: nothing changes.
    Nop,
    If(Vec<(usize, Expr, Vec<Stmt>)>, Vec<Stmt>),
}

/// A value: an exact integer or a float of either width.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    Int(i128),
    /// A binary16 float, as its bits (its arithmetic is done exactly in
    /// binary64 and rounded once to binary16).
    F16(u16),
    F32(f32),
    F64(f64),
    /// A literal with a point, until it meets a float of a width.
    Lit(f64),
}

/// The registers an entry reads and writes, for one lane (or for the
/// scalar unit), as raw bits.
#[derive(Clone, Debug, Default)]
pub struct State {
    pub s: [u64; 3],
    pub d0: u64,
    pub scc: bool,
    pub vcc: u64,
    pub exec: u64,
    pub lane: u32,
    /// Output modifiers of a float written to D0: 0 none, 1 `mul:2`, 2
    /// `mul:4`, 3 `div:2`.
    pub omod: u8,
    pub clamp: bool,
    /// M0 (read only).
    pub m0: u32,
    /// The MODE register (hardware register 1).
    pub mode: u32,
    /// The address of the instruction (`PC`), and where a write of `PC`
    /// sends the wave.
    pub pc: u64,
    pub jump: Option<u64>,
    /// The register numbers of the operands: `SRC0`, `SRC1`, `SRC2`, `DST`.
    pub regs: [u32; 4],
    /// The op_sel bits of a VOP3 encoding that gives them a meaning of
    /// their own (`OPSEL`).
    pub opsel: u8,
    /// The register files, for `SGPR[r]` and `VGPR[lane][r]`: empty unless
    /// the entry names them.
    pub sgpr: Vec<u32>,
    pub vgpr: Vec<[u32; 32]>,
}

fn parse_ty(text: &str) -> Option<Ty> {
    let kind = match text.as_bytes().first()? {
        b'u' => Kind::Unsigned,
        b'i' => Kind::Signed,
        b'b' => Kind::Bits,
        b'f' => Kind::Float,
        _ => return None,
    };
    let bits: u32 = text[1..].parse().ok()?;
    let ok = match kind {
        Kind::Float => bits == 16 || bits == 32 || bits == 64,
        _ => (1..=64).contains(&bits),
    };
    ok.then_some(Ty { kind, bits })
}

// ---- lexing -------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Int(i128),
    Float(f64),
    Ident(String),
    Op(&'static str),
}

const OPS: &[&str] = &[
    "<<", ">>", "<=", ">=", "==", "!=", "<>", "&&", "||", "+", "-", "*", "/", "%", "&", "|", "^", "~", "!", "<", ">",
    "?", ":", "(", ")", "[", "]", ",", ".", "=",
];

fn lex(text: &str) -> Result<Vec<Tok>, String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            if text[i..].starts_with("0x") {
                i += 2;
                while i < b.len() && b[i].is_ascii_hexdigit() {
                    i += 1;
                }
                let v = i128::from_str_radix(&text[start + 2..i], 16).map_err(|e| e.to_string())?;
                out.push(Tok::Int(v));
                continue;
            }
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            // A point followed by a digit makes a float (`S0.f32` is a view).
            if i + 1 < b.len() && b[i] == b'.' && b[i + 1].is_ascii_digit() {
                i += 1;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                out.push(Tok::Float(text[start..i].parse().map_err(|_| format!("bad number {}", &text[start..i]))?));
            } else {
                out.push(Tok::Int(text[start..i].parse().map_err(|_| format!("bad number {}", &text[start..i]))?));
            }
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(Tok::Ident(text[start..i].to_string()));
        } else {
            let op = OPS
                .iter()
                .find(|op| text[i..].starts_with(**op))
                .ok_or_else(|| format!("unexpected `{}`", c as char))?;
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
    fn expect(&mut self, op: &str) -> Result<(), String> {
        if self.eat(op) {
            Ok(())
        } else {
            Err(format!("expected `{op}`"))
        }
    }
    fn int(&mut self) -> Result<u32, String> {
        match self.toks.get(self.at) {
            Some(Tok::Int(v)) if (0..=127).contains(v) => {
                self.at += 1;
                Ok(*v as u32)
            }
            _ => Err("expected a bit number".into()),
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
            &["==", "!=", "<>"],
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
        let base = self.primary()?;
        self.postfix(base)
    }

    fn postfix(&mut self, mut e: Expr) -> Result<Expr, String> {
        loop {
            if self.eat(".") {
                let Some(Tok::Ident(t)) = self.peek().cloned() else { return Err("expected a type after `.`".into()) };
                let ty = parse_ty(&t).ok_or_else(|| format!("unknown type `{t}`"))?;
                self.at += 1;
                e = Expr::View(Box::new(e), ty);
            } else if self.eat("[") {
                let save = self.at;
                if let Ok(hi) = self.int() {
                    if self.eat(":") {
                        let lo = self.int()?;
                        self.expect("]")?;
                        if lo > hi || hi > 63 {
                            return Err(format!("bad slice [{hi}:{lo}]"));
                        }
                        e = Expr::Slice(Box::new(e), hi, lo);
                        continue;
                    }
                }
                self.at = save;
                let index = self.expr()?;
                self.expect("]")?;
                e = Expr::Bit(Box::new(e), Box::new(index));
            } else {
                return Ok(e);
            }
        }
    }

    fn primary(&mut self) -> Result<Expr, String> {
        match self.toks.get(self.at).cloned() {
            Some(Tok::Int(v)) => {
                self.at += 1;
                Ok(Expr::Int(v))
            }
            Some(Tok::Float(v)) => {
                self.at += 1;
                Ok(Expr::Float(v))
            }
            Some(Tok::Ident(name)) => {
                self.at += 1;
                if name == "SGPR" || name == "VGPR" {
                    let (lane, reg) = self.file(&name)?;
                    return Ok(match lane {
                        Some(lane) => Expr::Vgpr(Box::new(lane), Box::new(reg)),
                        None => Expr::Sgpr(Box::new(reg)),
                    });
                }
                if self.eat("(") {
                    let mut args = Vec::new();
                    if !self.eat(")") {
                        loop {
                            args.push(self.expr()?);
                            if self.eat(")") {
                                break;
                            }
                            self.expect(",")?;
                        }
                    }
                    if !FUNCTIONS.iter().any(|(f, n)| *f == name && *n == args.len()) {
                        return Err(format!("unknown function `{name}` of {} arguments", args.len()));
                    }
                    return Ok(Expr::Call(name, args));
                }
                Ok(Expr::Name(name))
            }
            Some(Tok::Op("(")) => {
                self.at += 1;
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            other => Err(format!("expected a value, found {other:?}")),
        }
    }

    /// After `SGPR` or `VGPR`: `[r]`, or `[lane][r]`.
    fn file(&mut self, name: &str) -> Result<(Option<Expr>, Expr), String> {
        self.expect("[")?;
        let first = self.expr()?;
        self.expect("]")?;
        if name == "SGPR" {
            return Ok((None, first));
        }
        self.expect("[")?;
        let reg = self.expr()?;
        self.expect("]")?;
        Ok((Some(first), reg))
    }

    fn place(&mut self) -> Result<Place, String> {
        let Some(Tok::Ident(name)) = self.peek().cloned() else { return Err("expected a register to assign".into()) };
        self.at += 1;
        if name == "SGPR" || name == "VGPR" {
            let (lane, reg) = self.file(&name)?;
            let mut ty = None;
            if self.eat(".") {
                let Some(Tok::Ident(t)) = self.peek().cloned() else { return Err("expected a type after `.`".into()) };
                ty = Some(parse_ty(&t).ok_or_else(|| format!("unknown type `{t}`"))?);
                self.at += 1;
            }
            return Ok(Place::File { lane, reg, ty });
        }
        let mut slice = None;
        if self.eat("[") {
            let hi = self.int()?;
            self.expect(":")?;
            let lo = self.int()?;
            self.expect("]")?;
            slice = Some((hi, lo));
        }
        let mut ty = None;
        if self.eat(".") {
            let Some(Tok::Ident(t)) = self.peek().cloned() else { return Err("expected a type after `.`".into()) };
            ty = Some(parse_ty(&t).ok_or_else(|| format!("unknown type `{t}`"))?);
            self.at += 1;
        }
        let mut bit = None;
        if self.eat("[") {
            bit = Some(self.expr()?);
            self.expect("]")?;
        }
        Ok(Place::Reg { name, slice, ty, bit })
    }
}

/// The functions and their argument counts.
const FUNCTIONS: &[(&str, usize)] = &[
    ("abs", 1),
    ("min", 2),
    ("max", 2),
    ("fma", 3),
    ("fmin", 2),
    ("fmax", 2),
    ("sqrt", 1),
    ("exp2", 1),
    ("log2", 1),
    ("sin", 1),
    ("cos", 1),
    ("frexp_mant", 1),
    ("frexp_exp", 1),
    ("exponent", 1),
    ("isDENORM", 1),
    ("fma_ldexp", 4),
    ("byte_permute", 2),
    ("trunc", 1),
    ("floor", 1),
    ("ceil", 1),
    ("rndne", 1),
    ("isNAN", 1),
    ("class", 1),
    ("sign", 1),
    ("countbits", 1),
    ("clz32", 1),
    ("ctz32", 1),
    ("reverse32", 1),
    ("ldexp", 2),
    ("i32_to_f32", 1),
    ("u32_to_f32", 1),
    ("f32_to_i32", 1),
    ("f32_to_u32", 1),
    ("f32_to_f64", 1),
    ("f16_to_f32", 1),
    ("f32_to_f16", 1),
    ("f64_to_f32", 1),
    ("i32_to_f64", 1),
    ("u32_to_f64", 1),
    ("f64_to_i32", 1),
    ("f64_to_u32", 1),
];

const REGISTERS: &[&str] = &[
    "S0", "S1", "S2", "D0", "SCC", "VCC", "EXEC", "laneId", "M0", "MODE", "PC", "SRC0", "SRC1", "SRC2", "DST", "OPSEL",
];

/// The registers an entry may only read.
const READ_ONLY: &[&str] = &["S0", "S1", "S2", "laneId", "M0", "SRC0", "SRC1", "SRC2", "DST", "OPSEL"];

fn parse_statement(text: &str) -> Result<Stmt, String> {
    let toks = lex(text)?;
    let mut p = Parser { toks, at: 0 };
    let place = p.place()?;
    p.expect("=")?;
    let e = p.expr()?;
    if p.at != p.toks.len() {
        return Err(format!("unexpected {:?} after the statement", p.toks[p.at]));
    }
    Ok(Stmt::Assign(0, place, e))
}

fn parse_condition(text: &str) -> Result<Expr, String> {
    let mut p = Parser { toks: lex(text)?, at: 0 };
    let e = p.expr()?;
    if p.at != p.toks.len() {
        return Err(format!("unexpected {:?} after the condition", p.toks[p.at]));
    }
    Ok(e)
}

/// Parses a block of statement lines (already stripped), up to a line that
/// `stop` accepts, which is returned with its index.
fn parse_block(lines: &[(usize, &str)], at: &mut usize, stop: &[&str]) -> Result<(Vec<Stmt>, Option<String>), Error> {
    let mut out = Vec::new();
    while *at < lines.len() {
        let (number, text) = lines[*at];
        let first = text.split_whitespace().next().unwrap_or("");
        if stop.contains(&first) {
            return Ok((out, Some(text.to_string())));
        }
        *at += 1;
        let fail = |message: String| Error { line: number, message };
        if matches!(first, "elsif" | "else" | "endif") {
            return Err(fail(format!("`{first}` outside an `if`")));
        }
        if text == "nop" {
            out.push(Stmt::Nop);
        } else if first == "if" {
            let mut arms = Vec::new();
            let mut otherwise = Vec::new();
            let (mut head, mut head_line) = (text.to_string(), number);
            loop {
                let word = head.split_whitespace().next().unwrap_or("").to_string();
                let cond = head[word.len()..].trim().strip_suffix("then").ok_or_else(|| Error {
                    line: head_line,
                    message: format!("`{word}` needs `then` at the end of its line"),
                })?;
                let cond = parse_condition(cond).map_err(|message| Error { line: head_line, message })?;
                let (body, end) = parse_block(lines, at, &["elsif", "else", "endif"])?;
                arms.push((head_line, cond, body));
                let end = end.ok_or_else(|| fail("`if` without `endif`".into()))?;
                let end_line = lines[*at].0;
                *at += 1;
                match end.split_whitespace().next() {
                    Some("elsif") => (head, head_line) = (end, end_line),
                    Some("else") => {
                        let (body, last) = parse_block(lines, at, &["endif"])?;
                        last.ok_or_else(|| fail("`if` without `endif`".into()))?;
                        *at += 1;
                        otherwise = body;
                        break;
                    }
                    _ => break,
                }
            }
            out.push(Stmt::If(arms, otherwise));
        } else {
            match parse_statement(text).map_err(fail)? {
                Stmt::Assign(_, place, e) => out.push(Stmt::Assign(number, place, e)),
                other => out.push(other),
            }
        }
    }
    Ok((out, None))
}

/// An entry being read: its name, its line, and its statement lines.
type Pending = (String, usize, Vec<(usize, String)>);

/// Every entry of `text`, by name; an error names the line.
pub fn parse(text: &str) -> Result<BTreeMap<String, Entry>, Error> {
    let mut out = BTreeMap::new();
    let mut current: Option<Pending> = None;
    let finish = |entry: Option<Pending>, out: &mut BTreeMap<String, Entry>| -> Result<(), Error> {
        let Some((name, line, raw)) = entry else { return Ok(()) };
        if raw.is_empty() {
            return Err(Error { line, message: format!("`{name}` has no statements") });
        }
        // Indentation is spaces and tabs (one byte each, so slicing by it is safe).
        let leading = |l: &str| l.bytes().take_while(|b| *b == b' ' || *b == b'\t').count();
        let indent = raw.iter().map(|(_, l)| leading(l)).min().unwrap_or(0);
        let stripped: Vec<(usize, &str)> = raw.iter().map(|(n, l)| (*n, l.trim())).collect();
        let mut at = 0;
        let (body, stop) = parse_block(&stripped, &mut at, &[])?;
        if let Some(stop) = stop {
            return Err(Error { line, message: format!("`{stop}` outside an `if`") });
        }
        let lines = raw.iter().map(|(_, l)| l.get(indent..).unwrap_or(l).trim_end().to_string()).collect();
        if out.insert(name.clone(), Entry { name: name.clone(), lines, line, body }).is_some() {
            return Err(Error { line, message: format!("`{name}` is described twice") });
        }
        Ok(())
    };
    for (k, raw) in text.lines().enumerate() {
        let number = k + 1;
        let line = raw.split('#').next().unwrap_or("").trim_end();
        if line.trim().is_empty() {
            continue;
        }
        // `elsif`/`endif` lines and statements are indented; a header is not.
        if !line.starts_with([' ', '\t']) {
            let name = line
                .strip_suffix(':')
                .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'))
                .ok_or_else(|| Error { line: number, message: "expected `name:` to start an entry".into() })?;
            finish(current.take(), &mut out)?;
            current = Some((name.to_string(), number, Vec::new()));
        } else {
            match &mut current {
                Some((_, _, body)) => body.push((number, line.to_string())),
                None => return Err(Error { line: number, message: "a statement before any `name:`".into() }),
            }
        }
    }
    finish(current.take(), &mut out)?;
    Ok(out)
}

/// The entries of [`SOURCE`]; a broken file has none (the tests parse it
/// and report the error).
pub fn entries() -> &'static BTreeMap<String, Entry> {
    use std::sync::OnceLock;
    static ENTRIES: OnceLock<BTreeMap<String, Entry>> = OnceLock::new();
    ENTRIES.get_or_init(|| parse(SOURCE).unwrap_or_default())
}

/// The semantics of the instruction whose page is `name`.
pub fn lookup(name: &str) -> Option<&'static Entry> {
    entries().get(name)
}

// ---- evaluation ---------------------------------------------------------

/// `fmin`/`fmax`: a NaN operand gives the other operand; of two equal
/// values (`-0` and `+0`), the one whose sign says it is the smaller
/// (`fmin`) or larger (`fmax`).
fn ieee_pick(a: f64, b: f64, min: bool) -> f64 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    if a == b {
        return if a.is_sign_negative() == min { a } else { b };
    }
    if (a < b) == min {
        a
    } else {
        b
    }
}

/// 2^k, exactly, for k within binary64's normal exponents.
fn pow2(k: i32) -> f64 {
    f64::from_bits(((k.clamp(-1022, 1023) + 1023) as u64) << 52)
}

/// `x * 2^e` in binary64, rounded once: `x = m * 2^k` with `0.5 <= |m| < 1`
/// exactly, then `m` times `2^(k + e)`, in two exact steps and a rounding
/// one where `2^(k + e)` is below binary64's normals.
fn ldexp64(x: f64, e: i128) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let k = frexp_exp(x);
    // m = x / 2^k, exactly, in two steps (2^-k alone may be out of range).
    let m = x * pow2(-k / 2) * pow2(-k + k / 2);
    let t = (k as i128 + e).clamp(-5000, 5000) as i32;
    if t > 1024 {
        f64::INFINITY.copysign(x)
    } else if t < -1100 {
        0.0f64.copysign(x)
    } else if t >= -1021 {
        m * 2.0 * pow2(t - 1)
    } else {
        m * pow2(t + 100) * pow2(-100)
    }
}

/// The `e` of `x = m * 2^e` with `0.5 <= |m| < 1` (x finite, not zero).
fn frexp_exp(x: f64) -> i32 {
    let (x, bias) = if x.is_subnormal() { (x * pow2(64), 64) } else { (x, 0) };
    ((x.to_bits() >> 52) & 0x7ff) as i32 - 1022 - bias
}

/// A binary16 value, exactly, as binary64.
pub fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let (e, m) = ((h >> 10 & 31) as i32, (h & 0x3ff) as f64);
    sign * match e {
        0 => m * pow2(-24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1024.0 + m) * pow2(e - 25),
    }
}

/// A binary64 value rounded to binary16, to nearest even (a NaN is the
/// quiet NaN, its sign kept).
pub fn f64_to_f16(x: f64) -> u16 {
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a.is_nan() {
        return sign | 0x7e00;
    }
    // Halfway between the largest finite value (65504) and 2^16 rounds up.
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    if a < pow2(-14) {
        // Denormals are multiples of 2^-24; 1024 of them is the smallest normal.
        return sign | (a * pow2(24)).round_ties_even() as u16;
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let m = (a * pow2(10 - e)).round_ties_even() as u16;
    // A mantissa rounded up to 2048 carries into the exponent by itself.
    sign | ((((e + 15) as u16) << 10) + (m - 1024))
}

/// `a * b + c` for binary16 operands, rounded once to binary16: the product
/// is exact in binary64, and the sum is rounded to odd there (a result
/// that is not exact keeps a set last bit), which the second rounding to
/// binary16's 11 bits cannot mistake for a tie.
fn fma16(a: u16, b: u16, c: u16) -> u16 {
    f64_to_f16(sum_round_to_odd(f16_to_f64(a) * f16_to_f64(b), f16_to_f64(c)))
}

/// `p + c` rounded to odd in binary64: an inexact sum keeps a set last bit.
fn sum_round_to_odd(p: f64, c: f64) -> f64 {
    let s = p + c;
    if !s.is_finite() || s == 0.0 {
        return s;
    }
    // The rounding error of the sum, exactly (Knuth's two-sum).
    let back = s - p;
    let err = (p - (s - back)) + (c - back);
    if err == 0.0 || s.to_bits() & 1 == 1 {
        return s;
    }
    let away = (err > 0.0) == (s > 0.0);
    f64::from_bits(if away { s.to_bits() + 1 } else { s.to_bits() - 1 })
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// The low `bits` of an integer, read as `kind`.
fn wrap(v: i128, ty: Ty) -> i128 {
    let raw = (v as u128) & mask(ty.bits);
    match ty.kind {
        Kind::Signed if ty.bits < 128 && raw >> (ty.bits - 1) & 1 == 1 => (raw | !mask(ty.bits)) as i128,
        _ => raw as i128,
    }
}

/// A value's bits (two's complement for integers).
fn bits_of(v: Value) -> u128 {
    match v {
        Value::Int(i) => i as u128,
        Value::F16(h) => h as u128,
        Value::F32(f) => f.to_bits() as u128,
        Value::F64(f) | Value::Lit(f) => f.to_bits() as u128,
    }
}

fn view(bits: u128, ty: Ty) -> Value {
    match ty.kind {
        Kind::Float if ty.bits == 16 => Value::F16(bits as u16),
        Kind::Float if ty.bits == 32 => Value::F32(f32::from_bits(bits as u32)),
        Kind::Float => Value::F64(f64::from_bits(bits as u64)),
        _ => Value::Int(wrap(bits as i128, ty)),
    }
}

struct Eval<'a> {
    state: &'a mut State,
    temps: BTreeMap<String, Value>,
    line: usize,
}

impl Eval<'_> {
    fn fail<T>(&self, message: impl Into<String>) -> Result<T, Error> {
        Err(Error { line: self.line, message: message.into() })
    }

    fn register(&self, name: &str) -> Result<Value, Error> {
        let s = &*self.state;
        Ok(Value::Int(match name {
            "S0" => s.s[0] as i128,
            "S1" => s.s[1] as i128,
            "S2" => s.s[2] as i128,
            "D0" => s.d0 as i128,
            "SCC" => s.scc as i128,
            "VCC" => s.vcc as i128,
            "EXEC" => s.exec as i128,
            "laneId" => s.lane as i128,
            "M0" => s.m0 as i128,
            "MODE" => s.mode as i128,
            "PC" => s.pc as i128,
            "SRC0" => s.regs[0] as i128,
            "SRC1" => s.regs[1] as i128,
            "SRC2" => s.regs[2] as i128,
            "DST" => s.regs[3] as i128,
            "OPSEL" => s.opsel as i128,
            _ => match self.temps.get(name) {
                Some(v) => return Ok(*v),
                None => return self.fail(format!("`{name}` is read before it is written")),
            },
        }))
    }

    /// A register or lane number below `len`.
    fn index(&self, v: Value, len: usize, what: &str) -> Result<usize, Error> {
        let i = self.int(v)?;
        if !(0..len as i128).contains(&i) {
            return self.fail(format!("{what} {i} is not there (of {len})"));
        }
        Ok(i as usize)
    }

    fn int(&self, v: Value) -> Result<i128, Error> {
        match v {
            Value::Int(i) => Ok(i),
            other => self.fail(format!("an integer was expected, not {other:?}")),
        }
    }

    fn eval(&mut self, e: &Expr) -> Result<Value, Error> {
        Ok(match e {
            Expr::Int(v) => Value::Int(*v),
            Expr::Float(v) => Value::Lit(*v),
            Expr::Name(n) if n == "PI" => Value::Lit(std::f64::consts::PI),
            Expr::Name(n) if n == "INF" => Value::Lit(f64::INFINITY),
            Expr::Name(n) if n == "NAN" => Value::Lit(f64::NAN),
            Expr::Name(n) => self.register(n)?,
            Expr::View(inner, ty) => view(bits_of(self.eval(inner)?), *ty),
            Expr::Sgpr(reg) => {
                let r = self.eval(reg)?;
                let r = self.index(r, self.state.sgpr.len(), "SGPR")?;
                let file = &self.state.sgpr;
                Value::Int((file[r] as u64 | (file.get(r + 1).copied().unwrap_or(0) as u64) << 32) as i128)
            }
            Expr::Vgpr(lane, reg) => {
                let l = self.eval(lane)?;
                let l = self.index(l, 32, "lane")?;
                let r = self.eval(reg)?;
                let r = self.index(r, self.state.vgpr.len(), "VGPR")?;
                let file = &self.state.vgpr;
                Value::Int((file[r][l] as u64 | (file.get(r + 1).map_or(0, |v| v[l]) as u64) << 32) as i128)
            }
            Expr::Slice(inner, hi, lo) => {
                let bits = bits_of(self.eval(inner)?);
                Value::Int(((bits >> lo) & mask(hi - lo + 1)) as i128)
            }
            Expr::Bit(inner, index) => {
                let bits = bits_of(self.eval(inner)?);
                let i = self.eval(index)?;
                let i = self.int(i)?;
                if !(0..128).contains(&i) {
                    return self.fail(format!("bit {i} is out of range"));
                }
                Value::Int((bits >> i & 1) as i128)
            }
            Expr::Unary(op, inner) => {
                let v = self.eval(inner)?;
                match (op, v) {
                    ('-', Value::Int(i)) => Value::Int(i.wrapping_neg()),
                    ('-', Value::F16(h)) => Value::F16(h ^ 0x8000),
                    ('-', Value::F32(f)) => Value::F32(-f),
                    ('-', Value::F64(f)) => Value::F64(-f),
                    ('-', Value::Lit(f)) => Value::Lit(-f),
                    ('~', Value::Int(i)) => Value::Int(!i),
                    ('!', Value::Int(i)) => Value::Int((i == 0) as i128),
                    _ => return self.fail(format!("`{op}` does not apply to {v:?}")),
                }
            }
            Expr::Binary(op, a, b) => {
                // The logical operators look at the right side only when they must.
                if *op == "&&" || *op == "||" {
                    let a = self.eval(a)?;
                    let a = self.int(a)? != 0;
                    if (*op == "&&") != a {
                        return Ok(Value::Int(a as i128));
                    }
                    let b = self.eval(b)?;
                    return Ok(Value::Int((self.int(b)? != 0) as i128));
                }
                let (a, b) = (self.eval(a)?, self.eval(b)?);
                self.binary(op, a, b)?
            }
            Expr::Cond(c, a, b) => {
                let c = self.eval(c)?;
                if self.int(c)? != 0 {
                    self.eval(a)?
                } else {
                    self.eval(b)?
                }
            }
            Expr::Call(name, args) => {
                let mut values = Vec::with_capacity(args.len());
                for a in args {
                    values.push(self.eval(a)?);
                }
                self.call(name, &values)?
            }
        })
    }

    fn binary(&self, op: &str, a: Value, b: Value) -> Result<Value, Error> {
        use Value::*;
        // A literal takes the other side's width.
        let (a, b) = match (a, b) {
            (Lit(x), F16(_)) => (F16(f64_to_f16(x)), b),
            (F16(_), Lit(y)) => (a, F16(f64_to_f16(y))),
            (Lit(x), F32(_)) => (F32(x as f32), b),
            (F32(_), Lit(y)) => (a, F32(y as f32)),
            (Lit(x), F64(_)) | (Lit(x), Lit(_)) => (F64(x), if let Lit(y) = b { F64(y) } else { b }),
            (F64(_), Lit(y)) => (a, F64(y)),
            other => other,
        };
        macro_rules! float {
            ($x:expr, $y:expr, $wrap:ident) => {{
                let (x, y) = ($x, $y);
                match op {
                    "+" => $wrap(x + y),
                    "-" => $wrap(x - y),
                    "*" => $wrap(x * y),
                    "/" => $wrap(x / y),
                    "<" => Int((x < y) as i128),
                    "<=" => Int((x <= y) as i128),
                    ">" => Int((x > y) as i128),
                    ">=" => Int((x >= y) as i128),
                    "==" => Int((x == y) as i128),
                    "!=" => Int((x != y) as i128),
                    // Ordered and unequal.
                    "<>" => Int((!x.is_nan() && !y.is_nan() && x != y) as i128),
                    _ => return self.fail(format!("`{op}` does not apply to floats")),
                }
            }};
        }
        Ok(match (a, b) {
            (Int(x), Int(y)) => Int(match op {
                "+" => x.wrapping_add(y),
                "-" => x.wrapping_sub(y),
                "*" => x.wrapping_mul(y),
                "/" | "%" if y == 0 => return self.fail("division by zero"),
                "/" => x.wrapping_div(y),
                "%" => x.wrapping_rem(y),
                "&" => x & y,
                "|" => x | y,
                "^" => x ^ y,
                "<<" | ">>" if !(0..128).contains(&y) => return self.fail(format!("a shift by {y}")),
                "<<" => x.wrapping_shl(y as u32),
                ">>" => x >> y,
                "<" => (x < y) as i128,
                "<=" => (x <= y) as i128,
                ">" => (x > y) as i128,
                ">=" => (x >= y) as i128,
                "==" | "<>" if op == "==" => (x == y) as i128,
                "!=" | "<>" => (x != y) as i128,
                _ => return self.fail(format!("`{op}` does not apply to integers")),
            }),
            (F16(x), F16(y)) => {
                let half = |v: f64| F16(f64_to_f16(v));
                float!(f16_to_f64(x), f16_to_f64(y), half)
            }
            (F32(x), F32(y)) => float!(x, y, F32),
            (F64(x), F64(y)) => float!(x, y, F64),
            (a, b) => return self.fail(format!("`{op}` between {a:?} and {b:?}: convert one first")),
        })
    }

    fn call(&self, name: &str, v: &[Value]) -> Result<Value, Error> {
        use Value::*;
        let f32_of = |v: Value| match v {
            F32(f) => Ok(f),
            Lit(f) => Ok(f as f32),
            other => self.fail(format!("`{name}` takes a binary32 float, not {other:?}")),
        };
        let f64_of = |v: Value| match v {
            F64(f) | Lit(f) => Ok(f),
            other => self.fail(format!("`{name}` takes a binary64 float, not {other:?}")),
        };
        let unary_float = |v: Value, f32op: fn(f32) -> f32, f64op: fn(f64) -> f64| match v {
            F16(h) => Ok(F16(f64_to_f16(f64op(f16_to_f64(h))))),
            F32(f) => Ok(F32(f32op(f))),
            F64(f) => Ok(F64(f64op(f))),
            other => self.fail(format!("`{name}` takes a float, not {other:?}")),
        };
        let u32_arg = |v: Value| -> Result<u32, Error> { Ok(self.int(v)? as u32) };
        Ok(match (name, v) {
            ("abs", [Int(x)]) => Int(x.wrapping_abs()),
            ("abs", [F16(h)]) => F16(h & 0x7fff),
            ("abs", [x]) => unary_float(*x, f32::abs, f64::abs)?,
            ("min", [Int(x), Int(y)]) => Int(*x.min(y)),
            ("max", [Int(x), Int(y)]) => Int(*x.max(y)),
            ("fma", [F16(a), F16(b), F16(c)]) => F16(fma16(*a, *b, *c)),
            ("fma", [a, b, c]) => match (a, b, c) {
                (F64(_), _, _) | (_, F64(_), _) | (_, _, F64(_)) => F64(f64_of(*a)?.mul_add(f64_of(*b)?, f64_of(*c)?)),
                _ => F32(f32_of(*a)?.mul_add(f32_of(*b)?, f32_of(*c)?)),
            },
            ("fmin", [a, b]) | ("fmax", [a, b]) => {
                let min = name == "fmin";
                match (a, b) {
                    (F16(x), F16(y)) => F16(f64_to_f16(ieee_pick(f16_to_f64(*x), f16_to_f64(*y), min))),
                    (F32(_) | Lit(_), F32(_) | Lit(_)) => {
                        F32(ieee_pick(f32_of(*a)? as f64, f32_of(*b)? as f64, min) as f32)
                    }
                    _ => F64(ieee_pick(f64_of(*a)?, f64_of(*b)?, min)),
                }
            }
            ("sqrt", [x]) => unary_float(*x, f32::sqrt, f64::sqrt)?,
            // The host's binary32 functions, as the simulator computes them.
            ("exp2", [F32(f)]) => F32(f.exp2()),
            ("log2", [F32(f)]) => F32(f.log2()),
            ("sin", [F32(f)]) => F32(f.sin()),
            ("cos", [F32(f)]) => F32(f.cos()),
            ("frexp_exp", [x]) => match x {
                F32(f) => Int(frexp_exp(*f as f64) as i128),
                F64(f) => Int(frexp_exp(*f) as i128),
                _ => return self.fail("`frexp_exp` takes a binary32 or binary64 float"),
            },
            ("frexp_mant", [x]) => match x {
                F32(f) => F32((*f as f64 / pow2(frexp_exp(*f as f64))) as f32),
                F64(f) => {
                    // Two steps: 2^-e alone may not be a binary64 normal.
                    let e = frexp_exp(*f);
                    F64(*f * pow2(-e / 2) * pow2(-e + e / 2))
                }
                _ => return self.fail("`frexp_mant` takes a binary32 or binary64 float"),
            },
            // The biased exponent field.
            ("exponent", [x]) => match x {
                F16(h) => Int((h >> 10 & 31) as i128),
                F32(f) => Int((f.to_bits() >> 23 & 0xff) as i128),
                F64(f) => Int((f.to_bits() >> 52 & 0x7ff) as i128),
                _ => return self.fail("`exponent` takes a float"),
            },
            ("isDENORM", [x]) => match x {
                F16(h) => Int((h & 0x7c00 == 0 && h & 0x3ff != 0) as i128),
                F32(f) => Int(f.is_subnormal() as i128),
                F64(f) => Int(f.is_subnormal() as i128),
                _ => return self.fail("`isDENORM` takes a float"),
            },
            ("fma_ldexp", [F32(a), F32(b), F32(c), Int(e)]) => {
                // Exact in binary64 but for the sum, rounded to odd there,
                // then scaled (exactly) and rounded once to binary32.
                let odd = sum_round_to_odd(*a as f64 * *b as f64, *c as f64);
                F32((odd * pow2((*e).clamp(-200, 200) as i32)) as f32)
            }
            ("fma_ldexp", [F64(a), F64(b), F64(c), Int(e)]) => {
                // In binary128: the product exact, the sum toward zero with
                // a sticky last bit (round to odd), scaled exactly, then
                // rounded once to binary64.
                use rustc_apfloat::ieee::{Double, Quad};
                use rustc_apfloat::{Float, FloatConvert, Round, Status};
                let e = (*e).clamp(-200, 200) as i32;
                if a.is_nan() || b.is_nan() || c.is_nan() {
                    F64(f64::NAN)
                } else {
                    let quad = |x: f64| -> Quad {
                        let mut lost = false;
                        Double::from_bits(u128::from(x.to_bits())).convert(&mut lost).value
                    };
                    let product = quad(*a).mul_r(quad(*b), Round::NearestTiesToEven).value;
                    let sum = product.add_r(quad(*c), Round::TowardZero);
                    let mut odd = sum.value;
                    if sum.status.contains(Status::INEXACT) && odd.is_finite() {
                        odd = Quad::from_bits(odd.to_bits() | 1);
                    }
                    let mut lost = false;
                    let scaled = odd.scalbn_r(e, Round::NearestTiesToEven);
                    let narrow: Double = scaled.convert_r(Round::NearestTiesToEven, &mut lost).value;
                    F64(f64::from_bits(narrow.to_bits() as u64))
                }
            }
            ("byte_permute", [Int(data), Int(sel)]) => {
                let data = *data as u64;
                Int(match *sel {
                    0..=7 => (data >> (8 * sel)) & 0xff,
                    // The sign of byte 1, 3, 5 or 7, in all eight bits.
                    8..=11 => 0xff * (data >> (16 * (sel - 8) + 15) & 1),
                    12 => 0,
                    _ => 0xff,
                } as i128)
            }
            ("trunc", [x]) => unary_float(*x, f32::trunc, f64::trunc)?,
            ("floor", [x]) => unary_float(*x, f32::floor, f64::floor)?,
            ("ceil", [x]) => unary_float(*x, f32::ceil, f64::ceil)?,
            ("rndne", [x]) => unary_float(*x, f32::round_ties_even, f64::round_ties_even)?,
            ("isNAN", [x]) => match x {
                F16(h) => Int(f16_to_f64(*h).is_nan() as i128),
                F32(f) => Int(f.is_nan() as i128),
                F64(f) | Lit(f) => Int(f.is_nan() as i128),
                Int(_) => return self.fail("`isNAN` takes a float"),
            },
            ("class", [x]) => {
                // The float classes, numbered as the class masks of
                // v_cmp_class number them.
                let (nan, quiet, negative, kind) = match x {
                    F16(h) => {
                        // From its own fields: its denormals are binary64 normals.
                        let (e, m) = (h >> 10 & 31, h & 0x3ff);
                        let kind = match (e, m) {
                            (0, 0) => std::num::FpCategory::Zero,
                            (0, _) => std::num::FpCategory::Subnormal,
                            (31, _) => std::num::FpCategory::Infinite,
                            _ => std::num::FpCategory::Normal,
                        };
                        (e == 31 && m != 0, h & 0x0200 != 0, h & 0x8000 != 0, kind)
                    }
                    F32(f) => (f.is_nan(), f.to_bits() & 0x0040_0000 != 0, f.is_sign_negative(), f.classify()),
                    F64(f) => {
                        (f.is_nan(), f.to_bits() & 0x0008_0000_0000_0000 != 0, f.is_sign_negative(), f.classify())
                    }
                    _ => return self.fail("`class` takes a float"),
                };
                use std::num::FpCategory::*;
                let rank = match kind {
                    Infinite => 0,
                    Normal => 1,
                    Subnormal => 2,
                    _ => 3,
                };
                Int(if nan {
                    quiet as i128
                } else if negative {
                    2 + rank
                } else {
                    9 - rank
                })
            }
            ("sign", [x]) => match x {
                F16(h) => Int((h >> 15) as i128),
                F32(f) => Int(f.is_sign_negative() as i128),
                F64(f) | Lit(f) => Int(f.is_sign_negative() as i128),
                Int(i) => Int((*i < 0) as i128),
            },
            ("countbits", [x]) => {
                let x = self.int(*x)?;
                if x < 0 {
                    return self.fail("`countbits` of a negative value: read it as unsigned first");
                }
                Int(x.count_ones() as i128)
            }
            ("clz32", [x]) => Int(u32_arg(*x)?.leading_zeros() as i128),
            ("ctz32", [x]) => Int(u32_arg(*x)?.trailing_zeros() as i128),
            ("reverse32", [x]) => Int(u32_arg(*x)?.reverse_bits() as i128),
            ("ldexp", [F32(f), Int(e)]) => {
                // Exact in binary64, rounded once to binary32.
                F32((*f as f64 * 2f64.powi((*e).clamp(-300, 300) as i32)) as f32)
            }
            ("ldexp", [F16(h), Int(e)]) => F16(f64_to_f16(f16_to_f64(*h) * pow2((*e).clamp(-100, 100) as i32))),
            ("ldexp", [F64(f), Int(e)]) => F64(ldexp64(*f, *e)),
            ("i32_to_f32", [x]) => F32(self.int(*x)? as i32 as f32),
            ("u32_to_f32", [x]) => F32(self.int(*x)? as u32 as f32),
            ("i32_to_f64", [x]) => F64(self.int(*x)? as i32 as f64),
            ("u32_to_f64", [x]) => F64(self.int(*x)? as u32 as f64),
            // Rust's float-to-integer casts saturate and take NaN to 0.
            ("f32_to_i32", [x]) => Int(f32_of(*x)? as i32 as i128),
            ("f32_to_u32", [x]) => Int(f32_of(*x)? as u32 as i128),
            ("f64_to_i32", [x]) => Int(f64_of(*x)? as i32 as i128),
            ("f64_to_u32", [x]) => Int(f64_of(*x)? as u32 as i128),
            ("f32_to_f64", [x]) => F64(f32_of(*x)? as f64),
            ("f16_to_f32", [F16(h)]) => F32(f16_to_f64(*h) as f32),
            ("f32_to_f16", [x]) => F16(f64_to_f16(f32_of(*x)? as f64)),
            ("f64_to_f32", [x]) => F32(f64_of(*x)? as f32),
            _ => return self.fail(format!("`{name}` does not take {v:?}")),
        })
    }

    fn assign(&mut self, place: &Place, value: Value) -> Result<(), Error> {
        let (name, slice, ty, bit) = match place {
            Place::Reg { name, slice, ty, bit } => (name, slice, ty, bit),
            Place::File { lane, reg, ty } => return self.assign_file(lane.as_ref(), reg, *ty, value),
        };
        // A literal with a point takes the width of the float it is written as.
        let value = match (value, ty) {
            (Value::Lit(f), Some(Ty { kind: Kind::Float, bits: 16 })) => Value::F16(f64_to_f16(f)),
            (Value::Lit(f), Some(Ty { kind: Kind::Float, bits: 32 })) => Value::F32(f as f32),
            (Value::Lit(f), _) => Value::F64(f),
            (v, _) => v,
        };
        if REGISTERS.contains(&name.as_str()) && !READ_ONLY.contains(&name.as_str()) {
            let old = match self.register(name)? {
                Value::Int(i) => i as u128,
                _ => 0,
            };
            let mut value = value;
            // Output modifiers act on a float written to D0.
            if name == "D0" && ty.is_some_and(|t| t.kind == Kind::Float) && bit.is_none() {
                value = self.output_modifiers(value);
            }
            let new: u128 = if let Some(index) = bit {
                let i = self.eval(index)?;
                let i = self.int(i)?;
                let on = self.int(value)? != 0;
                if !(0..64).contains(&i) {
                    return self.fail(format!("bit {i} is out of range"));
                }
                (old & !(1u128 << i)) | ((on as u128) << i)
            } else {
                let (hi, lo) = slice.unwrap_or((63, 0));
                let width = ty.map_or(hi - lo + 1, |t| t.bits.min(hi - lo + 1));
                if let (Some(t), Value::Int(_)) = (ty, value) {
                    if t.kind == Kind::Float {
                        return self.fail("an integer written as a float: convert it first");
                    }
                }
                if let (Some(t), Value::F16(_) | Value::F32(_) | Value::F64(_)) = (ty, value) {
                    let bits = match value {
                        Value::F16(_) => 16,
                        Value::F32(_) => 32,
                        _ => 64,
                    };
                    if t.kind != Kind::Float || t.bits != bits {
                        return self.fail(format!("a {bits}-bit float written as {t:?}"));
                    }
                }
                let field = mask(width) << lo;
                (old & !field) | ((bits_of(value) << lo) & field)
            };
            let s = &mut *self.state;
            match name.as_str() {
                "D0" => s.d0 = new as u64,
                "VCC" => s.vcc = new as u64,
                "EXEC" => s.exec = new as u64,
                "SCC" => s.scc = new & 1 != 0,
                "MODE" => s.mode = new as u32,
                "PC" => s.jump = Some(new as u64),
                _ => return Err(Error { line: self.line, message: format!("`{name}` cannot be written") }),
            }
            return Ok(());
        }
        if REGISTERS.contains(&name.as_str()) || !name.starts_with(|c: char| c.is_ascii_lowercase()) {
            return self.fail(format!("`{name}` cannot be written"));
        }
        if slice.is_some() || bit.is_some() {
            return self.fail("a temporary is written whole");
        }
        let value = match ty {
            Some(t) => view(bits_of(value), *t),
            None => value,
        };
        self.temps.insert(name.clone(), value);
        Ok(())
    }

    /// A write of `SGPR[r]` or `VGPR[lane][r]`: one register, or two for a
    /// 64-bit type.
    fn assign_file(&mut self, lane: Option<&Expr>, reg: &Expr, ty: Option<Ty>, value: Value) -> Result<(), Error> {
        if matches!(value, Value::Lit(_)) || ty.is_some_and(|t| t.kind == Kind::Float) {
            return self.fail("a register written by number takes an integer type");
        }
        let bits = bits_of(value) as u64;
        let count = if ty.is_some_and(|t| t.bits > 32) { 2 } else { 1 };
        let lane = match lane {
            Some(l) => {
                let l = self.eval(l)?;
                Some(self.index(l, 32, "lane")?)
            }
            None => None,
        };
        let r = self.eval(reg)?;
        let len = if lane.is_some() { self.state.vgpr.len() } else { self.state.sgpr.len() };
        let r = self.index(r, len.saturating_sub(count - 1), "register")?;
        let width = ty.map_or(32, |t| t.bits);
        for k in 0..count {
            let keep = if width >= 32 * (k as u32 + 1) { 0 } else { u32::MAX << (width - 32 * k as u32) };
            let new = (bits >> (32 * k)) as u32 & !keep;
            let slot = match lane {
                Some(l) => &mut self.state.vgpr[r + k][l],
                None => &mut self.state.sgpr[r + k],
            };
            *slot = (*slot & keep) | new;
        }
        Ok(())
    }

    fn output_modifiers(&self, v: Value) -> Value {
        let s = &*self.state;
        match v {
            Value::F16(h) => {
                let mut f = f16_to_f64(h);
                f = match s.omod {
                    1 => f * 2.0,
                    2 => f * 4.0,
                    3 => f * 0.5,
                    _ => f,
                };
                if s.clamp {
                    f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                }
                Value::F16(f64_to_f16(f))
            }
            Value::F32(mut f) => {
                f = match s.omod {
                    1 => f * 2.0,
                    2 => f * 4.0,
                    3 => f * 0.5,
                    _ => f,
                };
                if s.clamp {
                    f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                }
                Value::F32(f)
            }
            Value::F64(mut f) => {
                f = match s.omod {
                    1 => f * 2.0,
                    2 => f * 4.0,
                    3 => f * 0.5,
                    _ => f,
                };
                if s.clamp {
                    f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
                }
                Value::F64(f)
            }
            other => other,
        }
    }

    fn run(&mut self, body: &[Stmt]) -> Result<(), Error> {
        for stmt in body {
            match stmt {
                Stmt::Assign(line, place, e) => {
                    self.line = *line;
                    let v = self.eval(e)?;
                    self.assign(place, v)?;
                }
                Stmt::Nop => {}
                Stmt::If(arms, otherwise) => {
                    let mut taken = false;
                    for (line, cond, arm) in arms {
                        self.line = *line;
                        let c = self.eval(cond)?;
                        if self.int(c)? != 0 {
                            self.run(arm)?;
                            taken = true;
                            break;
                        }
                    }
                    if !taken {
                        self.run(otherwise)?;
                    }
                }
            }
        }
        Ok(())
    }
}

impl Entry {
    /// Runs the entry on `state` (one lane, or the scalar unit).
    pub fn run(&self, state: &mut State) -> Result<(), Error> {
        let mut eval = Eval { state, temps: BTreeMap::new(), line: self.line };
        eval.run(&self.body)
    }

    /// Whether the entry writes `register` one lane's bit at a time
    /// (`D0.u32[laneId] = ...`): a lane mask rather than a lane's value.
    pub fn writes_mask(&self, register: &str) -> bool {
        fn any(body: &[Stmt], register: &str) -> bool {
            body.iter().any(|s| match s {
                Stmt::Assign(_, Place::Reg { name, bit, .. }, _) => name == register && bit.is_some(),
                Stmt::Assign(_, Place::File { .. }, _) | Stmt::Nop => false,
                Stmt::If(arms, otherwise) => arms.iter().any(|(_, _, b)| any(b, register)) || any(otherwise, register),
            })
        }
        any(&self.body, register)
    }

    /// Whether the entry writes registers by number (`SGPR[r] = ...`,
    /// `VGPR[lane][r] = ...`).
    pub fn writes_file(&self) -> bool {
        fn any(body: &[Stmt]) -> bool {
            body.iter().any(|s| match s {
                Stmt::Assign(_, Place::File { .. }, _) => true,
                Stmt::If(arms, otherwise) => arms.iter().any(|(_, _, b)| any(b)) || any(otherwise),
                _ => false,
            })
        }
        any(&self.body)
    }

    /// Whether a vector entry is computed once for the wave rather than
    /// once per lane: it reads or writes `VGPR[lane][r]` and never names
    /// `laneId` (v_readlane_b32, v_writelane_b32, v_readfirstlane_b32).
    pub fn per_wave(&self) -> bool {
        self.mentions("VGPR") && !self.mentions("laneId")
    }

    /// Whether the entry names `register` at all.
    pub fn mentions(&self, register: &str) -> bool {
        self.lines
            .iter()
            .any(|l| l.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).any(|word| word == register))
    }

    /// The widths of the typed views of `register` (`S0[15:0].f16` gives
    /// 16), as the entry writes them, in order.
    pub fn views(&self, register: &str) -> Vec<Ty> {
        let mut out = Vec::new();
        for line in &self.lines {
            for (at, _) in line.match_indices(register) {
                let before_ok = at == 0 || !line.as_bytes()[at - 1].is_ascii_alphanumeric();
                let rest = &line[at + register.len()..];
                if !before_ok || rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
                    continue;
                }
                let rest = if rest.starts_with('[') { rest.split_once(']').map_or("", |(_, r)| r) } else { rest };
                if let Some(t) = rest.strip_prefix('.') {
                    let t: String = t.chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
                    out.extend(parse_ty(&t));
                }
            }
        }
        out
    }

    /// The width of the float `register` holds, where the entry reads or
    /// writes it as a float (`S0.f16` gives 16).
    pub fn float_bits(&self, register: &str) -> Option<u32> {
        self.views(register).into_iter().find(|t| t.kind == Kind::Float).map(|t| t.bits)
    }

    /// The width in bits of the widest typed view of `register` (32 when
    /// none says more): how many registers an operand takes.
    pub fn width(&self, register: &str) -> u32 {
        let mut width = 32;
        for line in &self.lines {
            for (at, _) in line.match_indices(register) {
                let rest = &line[at + register.len()..];
                let before_ok = at == 0 || !line.as_bytes()[at - 1].is_ascii_alphanumeric();
                if !before_ok {
                    continue;
                }
                let rest = if rest.starts_with('[') { rest.split_once(']').map_or("", |(_, r)| r) } else { rest };
                if let Some(t) = rest.strip_prefix('.') {
                    let t: String = t.chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
                    if let Some(ty) = parse_ty(&t) {
                        if ty.bits == 64 {
                            width = 64;
                        }
                    }
                }
            }
        }
        width
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str, state: &mut State) -> Result<(), Error> {
        let entries = parse(text)?;
        entries.values().next().expect("one entry").run(state)
    }

    #[test]
    fn views_slices_and_bits() {
        let mut s = State { s: [0xffff_8001, 3, 0], ..State::default() };
        run("x:\n    D0.i32 = S0[15:0].i16 + S1.u32\n", &mut s).unwrap();
        assert_eq!(s.d0 as u32, (-0x7fffi32 + 3) as u32);
        let mut s = State { d0: 0xf0, s: [2, 0, 0], ..State::default() };
        run("x:\n    D0.u32[S0.u32] = 0\n    SCC = D0.u32[7]\n", &mut s).unwrap();
        assert_eq!((s.d0, s.scc), (0xf0, true));
        let mut s = State { s: [1, 0, 0], ..State::default() };
        run("x:\n    D0.u32[S0.u32] = 1\n", &mut s).unwrap();
        assert_eq!(s.d0, 2);
    }

    #[test]
    fn if_elsif_else() {
        let text = "x:\n    if S0.i32 < 0 then\n        D0.u32 = 1\n    elsif S0.u32 == 0 then\n        D0.u32 = 2\n    else\n        D0.u32 = 3\n    endif\n";
        for (input, want) in [(0xffff_ffffu64, 1), (0, 2), (5, 3)] {
            let mut s = State { s: [input, 0, 0], ..State::default() };
            run(text, &mut s).unwrap();
            assert_eq!(s.d0, want, "{input:#x}");
        }
    }

    #[test]
    fn floats_round_at_their_width_and_literals_follow() {
        let mut s = State { s: [1.5f32.to_bits() as u64, 0.25f32.to_bits() as u64, 0], ..State::default() };
        run("x:\n    D0.f32 = S0.f32 * S1.f32 + 0.5\n", &mut s).unwrap();
        assert_eq!(f32::from_bits(s.d0 as u32), 0.875);
        // Output modifiers: omod, then clamp.
        let mut s = State { s: [0.75f32.to_bits() as u64, 0, 0], omod: 1, clamp: true, ..State::default() };
        run("x:\n    D0.f32 = S0.f32\n", &mut s).unwrap();
        assert_eq!(f32::from_bits(s.d0 as u32), 1.0);
    }

    #[test]
    fn errors_name_the_line_and_never_panic() {
        let bad = [
            ("x:\n    D0.u32 = S0.u32 +\n", 2),
            ("x:\n    D0.q32 = 1\n", 2),
            ("x:\n    D0.u32 = nosuch(1)\n", 2),
            ("    D0.u32 = 1\n", 1),
            ("x:\n    if S0.u32 then\n        D0.u32 = 1\n", 2),
            ("x:\n    endif\n", 2),
            ("x:\n", 1),
            ("x:\n    D0.u32 = 1\nx:\n    D0.u32 = 2\n", 3),
            ("x:\n    D0.u32 = S0.u32 ¤ 1\n", 2),
        ];
        for (text, line) in bad {
            let e = parse(text).expect_err(text);
            assert_eq!(e.line, line, "{text}: {e}");
        }
        // Run-time errors: a type mismatch, a temporary read unwritten, a
        // shift out of range.
        for text in [
            "x:\n    D0.f32 = S0.u32 + S1.f32\n",
            "x:\n    D0.u32 = tmp\n",
            "x:\n    D0.u32 = 1 << 200\n",
            "x:\n    D0.f32 = S0.u32\n",
            "x:\n    S0.u32 = 1\n",
        ] {
            let mut s = State::default();
            assert!(run(text, &mut s).is_err(), "{text}");
        }
    }

    #[test]
    fn binary16_rounds_to_nearest_even_with_denormals_and_overflow() {
        for (x, bits) in [
            (1.0, 0x3c00),
            (-2.0, 0xc000),
            (65504.0, 0x7bff),
            (65519.99, 0x7bff),
            (65520.0, 0x7c00),
            (5.960_464_477_539_063e-8, 0x0001),
            (2.980_232_238_769_531_3e-8, 0x0000), // half the smallest denormal: a tie, to even
            (8.940_696_716_308_594e-8, 0x0002),   // one and a half: a tie, to even
            (1.0 + 1.0 / 2048.0, 0x3c00),         // a tie below 1 + 2^-10
            (1.0 + 3.0 / 2048.0, 0x3c02),
            (0.000_061_035_156_25, 0x0400),
            (-0.0, 0x8000),
        ] {
            assert_eq!(f64_to_f16(x), bits, "{x}");
            if bits & 0x7c00 != 0x7c00 {
                assert_eq!(f64_to_f16(f16_to_f64(bits)), bits);
            }
        }
        assert!(f16_to_f64(f64_to_f16(f64::NAN)).is_nan());
        // fma: 1 + 2^-11 is a tie (to even, 1); 1 + 2^-11 + 2^-21 is above it.
        let half_ulp = f64_to_f16(2f64.powi(-11));
        assert_eq!(fma16(0x3c00, half_ulp, 0x3c00), 0x3c00);
        assert_eq!(fma16(0x3c01, half_ulp, 0x3c00), 0x3c01);
        let mut s = State { s: [0x3c01, half_ulp as u64, 0x3c00], ..State::default() };
        run("x:\n    D0.f16 = fma(S0.f16, S1.f16, S2.f16)\n", &mut s).unwrap();
        assert_eq!(s.d0, 0x3c01);
    }

    #[test]
    fn ldexp_of_binary64_scales_beyond_its_power_of_two_and_rounds_once() {
        for (x, e, want) in [
            (2f64.powi(100), -1080, 2f64.powi(-980)),
            (2f64.powi(-100), 1050, 2f64.powi(950)),
            (f64::MIN_POSITIVE / 4.0, 1100, 2f64.powi(76)),
            (3.0, -1075, f64::from_bits(2)), // a tie, to even
            (1.0, -1075, 0.0),
            (-1.5, 1024, f64::NEG_INFINITY),
            (1.0, -2000, 0.0),
            (-5.0, 3, -40.0),
        ] {
            assert_eq!(ldexp64(x, e).to_bits(), f64::to_bits(want), "ldexp({x:e}, {e})");
        }
    }

    #[test]
    fn registers_by_number_nop_pc_and_mode() {
        let mut s = State { sgpr: vec![0; 8], vgpr: vec![[0; 32]; 4], m0: 1, regs: [2, 0, 0, 5], ..State::default() };
        s.sgpr[3] = 0x1234;
        s.vgpr[2][7] = 0xabcd;
        run("x:\n    D0.b32 = SGPR[SRC0 + M0].b32\n    SGPR[DST].b64 = 0x100000002\n", &mut s).unwrap();
        assert_eq!((s.d0, s.sgpr[5], s.sgpr[6]), (0x1234, 2, 1));
        run("x:\n    VGPR[3][1].b16 = VGPR[7][2].b32\n", &mut s).unwrap();
        assert_eq!(s.vgpr[1][3], 0xabcd);
        // Past the file, or a register not to be written: an error, not a panic.
        for text in ["x:\n    D0.b32 = SGPR[8].b32\n", "x:\n    VGPR[32][0].b32 = 1\n", "x:\n    M0 = 1\n"] {
            assert!(run(text, &mut s).is_err(), "{text}");
        }
        let mut s = State { pc: 0x100, mode: 0xf0, ..State::default() };
        run("x:\n    nop\n", &mut s).unwrap();
        run("x:\n    D0.b64 = PC + 4\n    PC = 0x40\n    MODE.u32 = MODE.u32 | 3\n", &mut s).unwrap();
        assert_eq!((s.d0, s.jump, s.mode), (0x104, Some(0x40), 0xf3));
    }

    #[test]
    fn the_file_parses() {
        let entries = parse(SOURCE).unwrap_or_else(|e| panic!("{e}"));
        assert!(entries.len() > 300);
    }
}

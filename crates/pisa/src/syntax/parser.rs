//! The PISA parser: source text to [`Module`], with every error in the file
//! reported and recovery at `;` and `}`.
//!
//! Instruction mnemonics are matched against the instruction table
//! ([`crate::isa`]); the resulting [`Inst`] keeps the set of forms whose
//! qualifiers and operand shapes fit. Whether registers have the right widths
//! is left to the verifier, which knows the declarations.

use super::ast::*;
use super::lexer::{Tok, Token, TokenStream};
use crate::diag::Diagnostic;
use crate::isa::{self, FormMask, ImmClass, Kinds, OperandKind, Qual, QualError, Slot};
use rustc_hash::FxHashMap;

/// The result of parsing: the module, as far as it could be read, and what went wrong.
pub struct Parsed {
    pub module: Module,
    pub diagnostics: Vec<Diagnostic>,
}

impl Parsed {
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// The deepest nesting of `{ }` a body may have by default, counting the
/// body's own braces (clang's default bracket depth is the same). Producers
/// write a few levels; the limit keeps hostile input from making the printer
/// write quadratic indentation.
pub const DEFAULT_MAX_NESTING: u32 = 256;

/// Limits the parser applies to its input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseOptions {
    /// Levels of `{ }` allowed in a body, its own braces included. Every pass
    /// over the syntax tree is iterative, so any value is safe for the stack;
    /// printed output grows with the square of the depth (four spaces a level).
    pub max_nesting: u32,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions { max_nesting: DEFAULT_MAX_NESTING }
    }
}

/// Parses a whole module with the default [`ParseOptions`].
pub fn parse(source: &str) -> Parsed {
    parse_with(source, &ParseOptions::default())
}

/// Parses a whole module.
pub fn parse_with(source: &str, options: &ParseOptions) -> Parsed {
    parse_reporting(source, options, &mut |_| {})
}

/// How far the parser reads between two calls of the `done` of
/// [`parse_reporting`].
pub const PROGRESS_STEP: usize = 64 * 1024;

/// Parses a whole module as [`parse_with`] does, and tells `done`, about
/// every [`PROGRESS_STEP`] bytes, an offset of the source before which the
/// parser has finished: it reads those bytes again at most a few times (to
/// compare a mnemonic it has cached). A caller that maps the file can let
/// those pages go while the tree grows, so that the source and the whole
/// tree are not resident at the same time. The offsets only increase.
pub fn parse_reporting(source: &str, options: &ParseOptions, done: &mut dyn FnMut(usize)) -> Parsed {
    if source.len() >= u32::MAX as usize {
        let diagnostic = Diagnostic::error(Span::default(), "the file is too large: PISA sources are limited to 4 GiB");
        return Parsed { module: Module::default(), diagnostics: vec![diagnostic] };
    }
    let mut parser = Parser::new(source, options.max_nesting, done);
    parser.module();
    let mut module = parser.m;
    module.shrink_to_fit();
    Parsed { module, diagnostics: parser.diags }
}

struct MnemonicInfo {
    id: u32,
    opcode: isa::Opcode,
    quals_start: u32,
    quals_len: u8,
    forms: FormMask,
}

/// The forms an instruction's operand shapes fit, and the class of each of its
/// first [`Fit::CLASSES`] operands should it be an immediate.
#[derive(Clone, Copy)]
struct Fit {
    mask: FormMask,
    has_immediates: bool,
    classes: [Option<(ImmClass, &'static str)>; Fit::CLASSES],
}

impl Fit {
    const CLASSES: usize = 8;
}

/// A number that tells apart operand lists of different shapes (count and
/// kind of each operand), or `None` for lists too long to encode.
fn shape_signature(operands: &[Operand], call: bool) -> Option<u64> {
    if operands.len() > 19 {
        return None;
    }
    let mut signature = (operands.len() as u64) << 1 | call as u64;
    for operand in operands {
        let code = match operand.data {
            OperandData::Reg(_) | OperandData::Special { .. } => 1,
            OperandData::NotPred(_) => 2,
            OperandData::Imm(_) => 3,
            OperandData::Symbol(_) => 4,
            OperandData::Label(_) => 5,
            OperandData::Void => 6,
            OperandData::Addr(_) => 7,
        };
        signature = signature << 3 | code;
    }
    Some(signature)
}

/// A skipped piece of input; the parser continues after it.
struct Recover;

type PResult<T> = Result<T, Recover>;

struct Parser<'s> {
    src: &'s str,
    lex: TokenStream<'s>,
    tok: Token,
    prev_end: u32,
    m: Module,
    diags: Vec<Diagnostic>,
    mnemonics: FxHashMap<&'s str, MnemonicInfo>,
    /// Operand fits already worked out, by mnemonic and operand shapes:
    /// indices into `fit_list`, so that the map's entries stay small.
    fits: FxHashMap<(u32, u64), u32>,
    fit_list: Vec<Fit>,
    max_nesting: u32,
    /// Told how far the parser has read (see [`parse_reporting`]).
    done: &'s mut dyn FnMut(usize),
    /// The offset past which `done` is told next.
    next_done: u32,
}

/// A `{` whose statements are being read.
struct OpenBody {
    open: Token,
    stmts: Vec<Stmt>,
}

const MODULE_DIRECTIVES: [&str; 6] = [".global", ".const", ".function", ".kernel", ".export", ".import"];
const BODY_DIRECTIVES: [&str; 6] = [".reg", ".pred", ".private", ".shared", ".const", ".global"];

impl<'s> Parser<'s> {
    fn new(src: &'s str, max_nesting: u32, done: &'s mut dyn FnMut(usize)) -> Parser<'s> {
        let mut lex = TokenStream::new(src);
        let tok = lex.next_token();
        // Sized for dense PISA (an instruction per 32 bytes, an operand per
        // 12), so that the arenas rarely grow by copying; the spare capacity
        // is given back when parsing ends.
        let mut m = Module::default();
        m.insts.reserve(src.len() / 32);
        m.operands.reserve(src.len() / 12);
        m.imms.reserve(src.len() / 64);
        Parser {
            src,
            lex,
            tok,
            prev_end: 0,
            m,
            diags: Vec::new(),
            mnemonics: FxHashMap::default(),
            fits: FxHashMap::default(),
            fit_list: Vec::new(),
            max_nesting,
            done,
            next_done: PROGRESS_STEP as u32,
        }
    }

    /// Tells `done` how far the parser has read, when it has gone another
    /// [`PROGRESS_STEP`] bytes; called between statements and items, when
    /// the comments before the next one have been taken.
    fn progress(&mut self) {
        if self.prev_end >= self.next_done {
            (self.done)(self.prev_end as usize);
            self.next_done = self.prev_end.saturating_add(PROGRESS_STEP as u32);
        }
    }

    // ----- token helpers -------------------------------------------------

    fn text(&self, span: Span) -> &'s str {
        &self.src[span.range()]
    }

    fn bump(&mut self) -> Token {
        let token = self.tok;
        self.prev_end = token.span.end;
        self.tok = self.lex.next_token();
        token
    }

    fn at(&self, kind: Tok) -> bool {
        self.tok.kind == kind
    }

    fn at_word(&self, word: &str) -> bool {
        self.tok.kind == Tok::Word && self.text(self.tok.span) == word
    }

    /// Reports a word that is not one of `candidates`, with the nearest as a hint.
    fn unknown_word(&mut self, span: Span, message: String, label: &str, candidates: &[&str]) -> Recover {
        let text = self.text(span);
        let mut diagnostic = Diagnostic::error(span, message).with_label(label);
        if let Some(close) = isa::suggest(text, candidates.iter().copied()) {
            diagnostic = diagnostic.with_help(format!("did you mean `{close}`?"));
        }
        self.diags.push(diagnostic);
        Recover
    }

    /// Reads the `@name` of a variable, function or kernel.
    fn symbol_name(&mut self, what: &str) -> PResult<(Sym, Span)> {
        if !self.at(Tok::Symbol) {
            let message = format!("expected the {what}'s `@name`, found {}", self.found());
            return Err(self.error_here(message, format!("{what}s are named `@name`")));
        }
        let token = self.bump();
        Ok((self.m.names.intern(&self.text(token.span)[1..]), token.span))
    }

    fn at_module_directive(&self) -> bool {
        self.at(Tok::Word) && MODULE_DIRECTIVES.contains(&self.text(self.tok.span))
    }

    fn eat(&mut self, kind: Tok) -> Option<Token> {
        if self.at(kind) {
            Some(self.bump())
        } else {
            None
        }
    }

    fn found(&self) -> String {
        match self.tok.kind {
            Tok::Eof | Tok::Newline => self.tok.kind.describe().to_string(),
            Tok::Error if self.text(self.tok.span).starts_with('"') => "an unterminated string".to_string(),
            _ => format!("`{}`", self.text(self.tok.span)),
        }
    }

    fn error_here(&mut self, message: impl Into<String>, label: impl Into<String>) -> Recover {
        let span = self.tok.span;
        self.diags.push(Diagnostic::error(span, message).with_label(label));
        Recover
    }

    fn expect(&mut self, kind: Tok, context: &str) -> PResult<Token> {
        if let Some(token) = self.eat(kind) {
            return Ok(token);
        }
        let message = format!("expected {} {context}, found {}", kind.describe(), self.found());
        Err(self.error_here(message, format!("expected {}", kind.describe())))
    }

    /// Expects the `;` that ends a statement. When the next token is on a new
    /// line, the `;` was most likely forgotten: report it where it belongs
    /// and carry on without skipping anything.
    fn expect_semi(&mut self, what: &str) -> PResult<()> {
        if self.eat(Tok::Semi).is_some() {
            return Ok(());
        }
        if self.tok.newlines_before > 0 || matches!(self.tok.kind, Tok::RBrace | Tok::Eof) {
            let at = Span { start: self.prev_end, end: self.prev_end };
            self.diags.push(
                Diagnostic::error(at, format!("expected `;` after {what}"))
                    .with_label("add `;` here")
                    .with_note("every declaration and instruction ends with `;`"),
            );
            return Ok(());
        }
        let message = format!("expected `;` after {what}, found {}", self.found());
        Err(self.error_here(message, "expected `;`"))
    }

    /// Skips to the end of the current statement: past the next `;`, or up to
    /// a `}` or the start of a line that begins a new statement.
    fn recover_statement(&mut self) {
        let mut depth = 0u32;
        let start = self.tok.span.start;
        loop {
            match self.tok.kind {
                Tok::Eof => return,
                Tok::Semi if depth == 0 => {
                    self.bump();
                    return;
                }
                Tok::LBrace => depth += 1,
                Tok::RBrace if depth == 0 => return,
                Tok::RBrace => depth -= 1,
                Tok::Word if depth == 0 && self.tok.newlines_before > 0 && self.tok.span.start > start => return,
                _ => {}
            }
            self.bump();
        }
    }

    /// Skips to the next module-scope item.
    fn recover_item(&mut self) {
        let mut depth = 0u32;
        let start = self.tok.span.start;
        loop {
            match self.tok.kind {
                Tok::Eof => return,
                Tok::Semi if depth == 0 => {
                    self.bump();
                    return;
                }
                Tok::LBrace => depth += 1,
                Tok::RBrace => {
                    self.bump();
                    if depth <= 1 {
                        return;
                    }
                    depth -= 1;
                    continue;
                }
                Tok::Word
                    if depth == 0
                        && self.tok.span.start > start
                        && MODULE_DIRECTIVES.contains(&self.text(self.tok.span)) =>
                {
                    return
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Moves the comments read so far into the statement list.
    fn comments_into(&mut self, out: &mut Vec<Stmt>) {
        for comment in std::mem::take(&mut self.lex.comments) {
            let text = self.src[comment.span.range()].trim_end();
            if comment.blank_before
                && !out.is_empty()
                && !matches!(out.last(), Some(Stmt { kind: StmtKind::Blank, .. }))
            {
                out.push(Stmt { kind: StmtKind::Blank });
            }
            // A comment the printer cannot put at the end of the line before
            // it (a second comment on one line, say, when the first sat
            // inside a statement) stands on its own line.
            let trailing =
                comment.trailing && !matches!(out.last(), Some(Stmt { kind: StmtKind::Blank | StmtKind::Comment(_) }));
            let comment = Comment { text: self.m.names.intern(text), trailing, span: comment.span };
            self.m.comments.push(comment);
            let id = CommentId(self.m.comments.len() as u32 - 1);
            out.push(Stmt { kind: StmtKind::Comment(id) });
        }
    }

    fn comments_into_items(&mut self, items: &mut Vec<Item>) {
        for comment in std::mem::take(&mut self.lex.comments) {
            let text = self.src[comment.span.range()].trim_end();
            if comment.blank_before && !matches!(items.last(), Some(Item::Blank)) {
                items.push(Item::Blank);
            }
            let trailing = comment.trailing && !matches!(items.last(), Some(Item::Blank | Item::Comment(_)));
            let comment = Comment { text: self.m.names.intern(text), trailing, span: comment.span };
            items.push(Item::Comment(comment));
        }
    }

    // ----- module ------------------------------------------------------------

    fn module(&mut self) {
        let mut preamble = Vec::new();
        self.comments_into_items(&mut preamble);
        // Blank lines at the very start of the file are not kept (the
        // printer starts with the first comment or `.version`).
        if matches!(preamble.first(), Some(Item::Blank)) {
            preamble.remove(0);
        }
        if self.tok.newlines_before >= 2 && !preamble.is_empty() {
            preamble.push(Item::Blank);
        }
        self.m.preamble = preamble;
        self.header();
        let mut items = Vec::new();
        loop {
            self.comments_into_items(&mut items);
            self.progress();
            if self.at(Tok::Eof) {
                break;
            }
            if self.tok.newlines_before >= 2 && !matches!(items.last(), Some(Item::Blank)) {
                items.push(Item::Blank);
            }
            if let Ok(item) = self.item() {
                items.push(item);
            } else {
                self.recover_item();
            }
        }
        while matches!(items.last(), Some(Item::Blank)) {
            items.pop();
        }
        self.m.items = items;
    }

    fn header(&mut self) {
        let version_ok = self.version();
        if version_ok.is_err() {
            // Skip to `.target` or the first item, so each problem is told once.
            while !self.at(Tok::Eof) && !self.at_word(".target") && !self.at_module_directive() {
                self.bump();
            }
        }
        if self.target().is_err() {
            while !self.at(Tok::Eof) && !self.at_module_directive() {
                self.bump();
            }
        }
    }

    fn version(&mut self) -> PResult<()> {
        if !self.at_word(".version") {
            let label = if self.at_word(".target") {
                "`.version` must come before `.target`"
            } else {
                "expected `.version 0.1;` here"
            };
            let diagnostic = Diagnostic::error(self.tok.span, "a PISA module must start with `.version`")
                .with_label(label)
                .with_help("begin the file with `.version 0.1;` and then `.target 100;`");
            self.diags.push(diagnostic);
            return Err(Recover);
        }
        let directive = self.bump();
        let value = self.tok;
        let text = self.text(value.span);
        let parsed = match value.kind {
            Tok::Float | Tok::Number => {
                text.split_once('.').and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)))
            }
            _ => None,
        };
        let Some((major, minor)) = parsed else {
            let message = format!("expected a version such as `0.1` after `.version`, found {}", self.found());
            return Err(self.error_here(message, "expected MAJOR.MINOR"));
        };
        self.bump();
        if (major, minor) != (0, 1) {
            self.diags.push(
                Diagnostic::error(value.span, format!("unknown PISA version `{text}`"))
                    .with_label("not a known version")
                    .with_note("this toolchain implements PISA v0.1"),
            );
        }
        self.m.header.version = Spanned { value: PisaVersion { major, minor }, span: directive.span.to(value.span) };
        self.expect_semi("`.version`")
    }

    fn target(&mut self) -> PResult<()> {
        if !self.at_word(".target") {
            let message = format!("expected `.target` after `.version`, found {}", self.found());
            let diagnostic = Diagnostic::error(self.tok.span, message)
                .with_label("expected `.target 100;`")
                .with_note("the second statement of a module names its target: 100, 100c or 100ca");
            self.diags.push(diagnostic);
            return Err(Recover);
        }
        let directive = self.bump();
        let value = self.tok;
        if !matches!(value.kind, Tok::Number | Tok::Word) {
            let message = format!("expected a target such as `100` after `.target`, found {}", self.found());
            return Err(self.error_here(message, "expected 100, 100c or 100ca"));
        }
        self.bump();
        let text = self.text(value.span);
        let target = match Target::parse(text) {
            Some(target) => target,
            None => {
                let mut diagnostic = Diagnostic::error(value.span, format!("unknown PISA target `{text}`"))
                    .with_label("not a known target")
                    .with_note("the known targets are 100, 100c and 100ca");
                if let Some(close) = isa::suggest(text, Target::ALL.map(Target::as_str)) {
                    diagnostic = diagnostic.with_help(format!("did you mean `{close}`?"));
                }
                self.diags.push(diagnostic);
                Target::T100
            }
        };
        self.m.header.target = Spanned { value: target, span: directive.span.to(value.span) };
        self.expect_semi("`.target`")
    }

    fn item(&mut self) -> PResult<Item> {
        if !self.at(Tok::Word) {
            let message = format!("expected a declaration at module scope, found {}", self.found());
            return Err(self.error_here(message, "expected `.global`, `.const`, `.function` or `.kernel`"));
        }
        let start = self.tok;
        let text = self.text(start.span);
        let linkage = match text {
            ".export" => Some(Linkage::Export),
            ".import" => Some(Linkage::Import),
            _ => None,
        };
        let linkage = linkage.map(|value| Spanned { value, span: self.bump().span });
        let head = self.tok;
        let head_text = if head.kind == Tok::Word { self.text(head.span) } else { "" };
        match head_text {
            ".global" | ".const" | ".private" | ".shared" => {
                let id = self.mem_var(linkage, start.span)?;
                Ok(Item::Var(id))
            }
            ".function" => self.function(linkage, start.span).map(Item::Function),
            ".kernel" => self.kernel(linkage, start.span).map(Item::Kernel),
            _ if linkage.is_some() => {
                let message =
                    format!("expected `.global`, `.const` or `.function` after `{text}`, found {}", self.found());
                Err(self.error_here(message, "expected what is exported or imported"))
            }
            ".reg" | ".pred" => Err(self.error_here(
                format!("`{head_text}` declarations belong inside a kernel or function"),
                "register declared at module scope",
            )),
            ".version" | ".target" => Err(self.error_here(
                format!("`{head_text}` may appear only once, at the start of the module"),
                "repeated header directive",
            )),
            _ if head_text.starts_with('.') => Err(self.unknown_word(
                head.span,
                format!("unknown directive `{head_text}`"),
                "not a module-scope directive",
                &MODULE_DIRECTIVES,
            )),
            _ => Err(self.error_here(
                format!("expected a declaration at module scope, found `{head_text}`"),
                "instructions belong inside a kernel or function",
            )),
        }
    }

    // ----- declarations --------------------------------------------------

    fn number(&mut self, what: &str) -> PResult<Spanned<u64>> {
        if self.at(Tok::Number) {
            let token = self.tok;
            let text = self.text(token.span);
            match parse_int(text) {
                Ok((value, _)) => {
                    self.bump();
                    return Ok(Spanned { value, span: token.span });
                }
                Err(message) => {
                    let diagnostic = Diagnostic::error(token.span, message).with_label(format!("expected {what}"));
                    self.diags.push(diagnostic);
                    return Err(Recover);
                }
            }
        }
        let message = format!("expected {what}, found {}", self.found());
        Err(self.error_here(message, format!("expected {what}")))
    }

    fn string(&mut self, what: &str) -> PResult<Spanned<Sym>> {
        if self.at(Tok::Str) {
            let token = self.bump();
            let text = self.text(token.span);
            let inner = &text[1..text.len() - 1];
            return Ok(Spanned { value: self.m.names.intern(inner), span: token.span });
        }
        let message = format!("expected {what}, found {}", self.found());
        Err(self.error_here(message, "expected a string in double quotes"))
    }

    fn reg_type(&mut self, what: &str) -> PResult<Spanned<RegType>> {
        if self.at(Tok::Word) {
            let text = self.text(self.tok.span);
            match parse_reg_type(text) {
                Ok(ty) => {
                    let span = self.bump().span;
                    return Ok(Spanned { value: ty, span });
                }
                Err(reason) => {
                    let diagnostic = Diagnostic::error(self.tok.span, format!("`{text}` is not a register type"))
                        .with_label(reason)
                        .with_help(
                            "register types are `.8b`, `.16b`, `.32b`, `.64b`, `.128b` or vectors such as `.v4.32b`",
                        );
                    self.diags.push(diagnostic);
                    return Err(Recover);
                }
            }
        }
        let message = format!("expected {what}, found {}", self.found());
        Err(self.error_here(message, "expected a type such as `.32b` or `.v4.32b`"))
    }

    fn decl_names(&mut self) -> PResult<Vec<DeclName>> {
        let mut names = Vec::new();
        loop {
            if !self.at(Tok::Reg) {
                let message = format!("expected a register name such as `%r0`, found {}", self.found());
                return Err(self.error_here(message, "expected a `%name`"));
            }
            names.push(self.decl_name()?);
            if self.eat(Tok::Comma).is_none() {
                return Ok(names);
            }
        }
    }

    fn decl_name(&mut self) -> PResult<DeclName> {
        let token = self.bump();
        let name = self.m.names.intern(&self.text(token.span)[1..]);
        let mut span = token.span;
        let mut range = None;
        if self.at(Tok::Lt) && self.tok.span.start == token.span.end {
            self.bump();
            let low = self.number("the first index of the range")?;
            self.expect(Tok::Tilde, "between the bounds of a register range")?;
            let high = self.number("the end of the range")?;
            let close = self.expect(Tok::Gt, "to close the register range")?;
            span = span.to(close.span);
            let (Ok(low_value), Ok(high_value)) = (u32::try_from(low.value), u32::try_from(high.value)) else {
                self.diags.push(
                    Diagnostic::error(low.span.to(high.span), "register range bounds must fit in 32 bits")
                        .with_label("too large"),
                );
                return Err(Recover);
            };
            if low_value >= high_value {
                self.diags.push(
                    Diagnostic::error(low.span.to(high.span), "empty register range")
                        .with_label(format!("`<{low_value}~{high_value}>` declares no register"))
                        .with_note("the range `<Start~End>` includes Start and excludes End"),
                );
                return Err(Recover);
            }
            range = Some((low_value, high_value));
        }
        Ok(DeclName { name, range, span })
    }

    fn push_decl(&mut self, decl: Decl) -> DeclId {
        self.m.decls.push(decl);
        DeclId(self.m.decls.len() as u32 - 1)
    }

    fn reg_decl(&mut self) -> PResult<DeclId> {
        let start = self.bump();
        let ty = self.reg_type("a register type after `.reg`")?;
        let names = self.decl_names()?;
        let span = start.span.to(Span::new(self.prev_end as usize, self.prev_end as usize));
        self.expect_semi("the register declaration")?;
        Ok(self.push_decl(Decl::Reg(RegDecl { ty: ty.value, ty_span: ty.span, names, span })))
    }

    fn pred_decl(&mut self) -> PResult<DeclId> {
        let start = self.bump();
        if self.at(Tok::Word) && parse_reg_type(self.text(self.tok.span)).is_ok() {
            return Err(self.error_here("predicates take no type", "remove this type: predicates are single bits"));
        }
        let names = self.decl_names()?;
        let span = start.span.to(Span::new(self.prev_end as usize, self.prev_end as usize));
        self.expect_semi("the predicate declaration")?;
        Ok(self.push_decl(Decl::Pred(PredDecl { names, span })))
    }

    fn mem_var(&mut self, linkage: Option<Spanned<Linkage>>, start: Span) -> PResult<DeclId> {
        let space_token = self.bump();
        let space = match self.text(space_token.span) {
            ".global" => MemSpace::Global,
            ".const" => MemSpace::Const,
            ".private" => MemSpace::Private,
            _ => MemSpace::Shared,
        };
        let mut var = MemVar {
            linkage,
            space: Spanned { value: space, span: space_token.span },
            align: None,
            section: None,
            host_access: None,
            elem_type: None,
            name: Sym(0),
            name_span: Span::default(),
            size: None,
            init: None,
            span: start,
        };
        while self.at(Tok::Word) {
            let attr = self.tok;
            let text = self.text(attr.span);
            let first_span = match text {
                ".align" => var.align.map(|a| a.span),
                ".section" => var.section.map(|a| a.span),
                ".host_access" => var.host_access.map(|a| a.span),
                _ => var.elem_type.map(|a| a.span),
            };
            if let Some(first) = first_span {
                self.diags.push(
                    Diagnostic::error(attr.span, format!("`{text}` is given twice"))
                        .with_label("repeated attribute")
                        .with_secondary(first, "first given here"),
                );
                return Err(Recover);
            }
            match text {
                ".align" => {
                    self.bump();
                    let value = self.number("an alignment in bytes after `.align`")?;
                    var.align = Some(Spanned { value: value.value, span: attr.span.to(value.span) });
                }
                ".section" | ".host_access" => {
                    self.bump();
                    self.expect(Tok::LParen, &format!("after `{text}`"))?;
                    let value = self.string("a name in double quotes")?;
                    let close = self.expect(Tok::RParen, "after the name")?;
                    let spanned = Some(Spanned { value: value.value, span: attr.span.to(close.span) });
                    if text == ".section" {
                        var.section = spanned;
                    } else {
                        var.host_access = spanned;
                    }
                }
                _ => match parse_reg_type(text) {
                    Ok(ty) if !ty.is_vector() => {
                        self.bump();
                        var.elem_type = Some(Spanned { value: ty, span: attr.span });
                    }
                    _ => {
                        return Err(self.unknown_word(
                            attr.span,
                            format!("unknown variable attribute `{text}`"),
                            "expected `.align N`, `.section(\"...\")`, `.host_access(\"...\")` or the name",
                            &[".align", ".section", ".host_access"],
                        ));
                    }
                },
            }
        }
        (var.name, var.name_span) = self.symbol_name("variable")?;
        if let Some(open) = self.eat(Tok::LBracket) {
            let size = self.number("the size in bytes")?;
            let close = self.expect(Tok::RBracket, "after the size")?;
            var.size = Some(Spanned { value: size.value, span: open.span.to(close.span) });
        }
        if self.eat(Tok::Eq).is_some() {
            var.init = Some(self.initializer()?);
        }
        var.span = start.to(Span::new(self.prev_end as usize, self.prev_end as usize));
        self.expect_semi("the variable declaration")?;
        Ok(self.push_decl(Decl::Var(var)))
    }

    fn initializer(&mut self) -> PResult<Vec<InitItem>> {
        let open = self.expect(Tok::LBrace, "to open the initializer")?;
        let mut items = Vec::new();
        if self.at(Tok::RBrace) {
            self.diags.push(
                Diagnostic::error(open.span.to(self.tok.span), "empty initializer")
                    .with_label("expected at least one `.32b VALUE` or `.zero N`"),
            );
            return Err(Recover);
        }
        loop {
            items.push(self.init_item()?);
            if self.eat(Tok::Comma).is_some() {
                continue;
            }
            if self.at(Tok::LBrace) {
                return Err(self.error_here("nested initializers are not allowed", "initializer lists are flat"));
            }
            self.expect(Tok::RBrace, "or `,` in the initializer")?;
            return Ok(items);
        }
    }

    fn init_item(&mut self) -> PResult<InitItem> {
        let head = self.tok;
        let text = if head.kind == Tok::Word { self.text(head.span) } else { "" };
        if text == ".zero" {
            self.bump();
            let bytes = self.number("a byte count after `.zero`")?;
            return Ok(InitItem::Zero { bytes: bytes.value, span: head.span.to(bytes.span) });
        }
        let bits = match text {
            ".8b" => 8,
            ".16b" => 16,
            ".32b" => 32,
            ".64b" => 64,
            _ if head.kind == Tok::LBrace => {
                return Err(self.error_here("nested initializers are not allowed", "initializer lists are flat"));
            }
            _ => {
                let message = format!(
                    "expected `.8b`, `.16b`, `.32b`, `.64b` or `.zero` in the initializer, found {}",
                    self.found()
                );
                return Err(self.error_here(message, "each value needs a size"));
            }
        };
        self.bump();
        if self.at(Tok::Symbol) {
            let name_token = self.bump();
            let name = self.m.names.intern(&self.text(name_token.span)[1..]);
            let mut offset = 0i64;
            let mut end = name_token.span;
            if self.at(Tok::Plus) || self.at(Tok::Minus) {
                let negative = self.bump().kind == Tok::Minus;
                let value = self.number("a byte offset")?;
                let Ok(magnitude) = i64::try_from(value.value) else {
                    self.diags.push(
                        Diagnostic::error(value.span, "symbol offset does not fit in 64 bits").with_label("too large"),
                    );
                    return Err(Recover);
                };
                offset = if negative { -magnitude } else { magnitude };
                end = value.span;
            }
            let value = InitValue::Symbol { name, name_span: name_token.span, offset };
            return Ok(InitItem::Value { bits, value, span: head.span.to(end) });
        }
        if matches!(self.tok.kind, Tok::Number | Tok::Minus) {
            let (id, span) = self.int_literal()?;
            return Ok(InitItem::Value { bits, value: InitValue::Int(id), span: head.span.to(span) });
        }
        if self.at(Tok::Float) {
            return Err(self.error_here(
                "floating-point literals are not allowed in initializers",
                "write the value's bit pattern in hexadecimal",
            ));
        }
        let message = format!("expected an integer or `@symbol` after `.{bits}b`, found {}", self.found());
        Err(self.error_here(message, "expected a value"))
    }

    fn int_literal(&mut self) -> PResult<(ImmId, Span)> {
        let (imm, span) = self.immediate()?;
        if let Imm::Float(_) = imm {
            self.diags
                .push(Diagnostic::error(span, "expected an integer").with_label("this is a floating-point literal"));
            return Err(Recover);
        }
        Ok((self.push_imm(imm), span))
    }

    fn push_imm(&mut self, imm: Imm) -> ImmId {
        self.m.imms.push(imm);
        ImmId(self.m.imms.len() as u32 - 1)
    }

    /// An integer or float literal, with an optional leading `-`.
    fn immediate(&mut self) -> PResult<(Imm, Span)> {
        let minus = self.eat(Tok::Minus);
        let token = self.tok;
        let span = minus.map_or(token.span, |m| m.span.to(token.span));
        let text = self.text(token.span);
        match token.kind {
            Tok::Number => match parse_int(text) {
                Ok((magnitude, radix)) => {
                    self.bump();
                    if minus.is_some() && magnitude > 1 << 63 {
                        self.diags.push(
                            Diagnostic::error(span, format!("`-{text}` does not fit in 64 bits"))
                                .with_label("below -9223372036854775808")
                                .with_note("decimal literals are sign-extended to 64 bits"),
                        );
                        return Err(Recover);
                    }
                    Ok((Imm::Int { negative: minus.is_some() && magnitude != 0, magnitude, radix }, span))
                }
                Err(message) => {
                    self.diags.push(
                        Diagnostic::error(token.span, message)
                            .with_label("malformed literal")
                            .with_help("integers are decimal (`42`, `-1`) or hexadecimal with `0x` (`0xFF`)"),
                    );
                    Err(Recover)
                }
            },
            Tok::Float => {
                let value: f64 = text.parse().unwrap_or(f64::INFINITY);
                if !value.is_finite() {
                    self.diags.push(
                        Diagnostic::error(token.span, format!("floating-point literal `{text}` is too large"))
                            .with_label("beyond the range of a double"),
                    );
                    return Err(Recover);
                }
                self.bump();
                Ok((Imm::Float(if minus.is_some() { -value } else { value }), span))
            }
            _ => {
                let message = format!("expected a number, found {}", self.found());
                Err(self.error_here(message, "expected a number"))
            }
        }
    }

    // ----- functions and kernels ---------------------------------------------

    fn function(&mut self, linkage: Option<Spanned<Linkage>>, start: Span) -> PResult<Function> {
        self.bump();
        let (ret, ret_span) = if self.at_word("void") {
            (None, self.bump().span)
        } else {
            let ty = self.reg_type("a return type (`void` or a type such as `.32b`) after `.function`")?;
            (Some(ty.value), ty.span)
        };
        let (name, name_span) = self.symbol_name("function")?;
        self.expect(Tok::LParen, "to open the parameter list")?;
        let mut params = Vec::new();
        if self.eat(Tok::RParen).is_none() {
            loop {
                let (group, consumed_comma) = self.param_group()?;
                params.push(group);
                if consumed_comma || self.eat(Tok::Comma).is_some() {
                    continue;
                }
                self.expect(Tok::RParen, "or `,` in the parameter list")?;
                break;
            }
        }
        let body = if self.at(Tok::LBrace) {
            Some(self.body())
        } else {
            self.expect_semi("the function declaration")?;
            None
        };
        let span = start.to(Span::new(self.prev_end as usize, self.prev_end as usize));
        Ok(Function { linkage, ret, ret_span, name, name_span, params, body, span })
    }

    /// One `.reg TYPE %a, %b` group. Returns whether it consumed the comma
    /// that separates it from the next group: after `%a,` only the token that
    /// follows tells a second name from a new group.
    fn param_group(&mut self) -> PResult<(ParamGroup, bool)> {
        let start = self.tok.span;
        if self.at_word(".param") {
            return Err(
                self.error_here("`.param` is for kernel parameters", "function parameters are declared with `.reg`")
            );
        }
        if self.at_word(".reg") {
            self.bump();
        }
        let ty = self.reg_type("a parameter type such as `.reg .32b`")?;
        let mut names = Vec::new();
        let mut consumed_comma = false;
        while self.at(Tok::Reg) {
            names.push(self.decl_name()?);
            let group_end = self.prev_end;
            if self.eat(Tok::Comma).is_none() {
                break;
            }
            if !self.at(Tok::Reg) {
                consumed_comma = true;
                let span = start.to(Span::new(group_end as usize, group_end as usize));
                return Ok((ParamGroup { ty: ty.value, ty_span: ty.span, names, span }, consumed_comma));
            }
        }
        let span = start.to(Span::new(self.prev_end as usize, self.prev_end as usize));
        Ok((ParamGroup { ty: ty.value, ty_span: ty.span, names, span }, consumed_comma))
    }

    fn kernel(&mut self, linkage: Option<Spanned<Linkage>>, start: Span) -> PResult<Kernel> {
        let directive = self.bump();
        if let Some(linkage) = linkage {
            self.diags.push(
                Diagnostic::error(linkage.span, format!("kernels cannot be `{}`", linkage.value.as_str()))
                    .with_label("remove this")
                    .with_note(
                        "kernels are entry points invoked by the host; linkage applies to functions and variables",
                    ),
            );
        }
        let mut reqd = None;
        let mut hint = None;
        while self.at(Tok::Word) {
            let attr = self.tok;
            let text = self.text(attr.span);
            match text {
                ".reqd_work_group_size" => {
                    self.bump();
                    self.expect(Tok::LParen, "after `.reqd_work_group_size`")?;
                    let x = self.number("the X size")?;
                    self.expect(Tok::Comma, "after the X size")?;
                    let y = self.number("the Y size")?;
                    self.expect(Tok::Comma, "after the Y size")?;
                    let z = self.number("the Z size")?;
                    let close = self.expect(Tok::RParen, "after the Z size")?;
                    if let Some(Spanned { span, .. }) = reqd {
                        self.diags.push(
                            Diagnostic::error(attr.span, "`.reqd_work_group_size` is given twice")
                                .with_label("repeated")
                                .with_secondary(span, "first given here"),
                        );
                    }
                    reqd = Some(Spanned { value: [x.value, y.value, z.value], span: attr.span.to(close.span) });
                }
                ".vec_type_hint" => {
                    self.bump();
                    self.expect(Tok::LParen, "after `.vec_type_hint`")?;
                    if !self.at(Tok::Word) {
                        let message = format!("expected an OpenCL type name such as `int2`, found {}", self.found());
                        return Err(self.error_here(message, "expected a type name"));
                    }
                    let ty = self.bump();
                    let close = self.expect(Tok::RParen, "after the type name")?;
                    if let Some(Spanned { span, .. }) = hint {
                        self.diags.push(
                            Diagnostic::error(attr.span, "`.vec_type_hint` is given twice")
                                .with_label("repeated")
                                .with_secondary(span, "first given here"),
                        );
                    }
                    hint = Some(Spanned {
                        value: self.m.names.intern(self.text(ty.span)),
                        span: attr.span.to(close.span),
                    });
                }
                _ => {
                    return Err(self.unknown_word(
                        attr.span,
                        format!("unknown kernel attribute `{text}`"),
                        "expected `.reqd_work_group_size(X, Y, Z)`, `.vec_type_hint(T)` or the kernel's name",
                        &[".reqd_work_group_size", ".vec_type_hint"],
                    ));
                }
            }
        }
        let (name, name_span) = self.symbol_name("kernel")?;
        self.expect(Tok::LParen, "to open the parameter list")?;
        let mut params = Vec::new();
        if self.eat(Tok::RParen).is_none() {
            loop {
                params.push(self.kernel_param()?);
                if self.eat(Tok::Comma).is_some() {
                    continue;
                }
                self.expect(Tok::RParen, "or `,` in the parameter list")?;
                break;
            }
        }
        if !self.at(Tok::LBrace) {
            let message = format!("expected the kernel body `{{`, found {}", self.found());
            let _ = directive;
            return Err(self.error_here(message, "a kernel needs a body"));
        }
        let body = self.body();
        let span = start.to(Span::new(self.prev_end as usize, self.prev_end as usize));
        Ok(Kernel { linkage, reqd_work_group_size: reqd, vec_type_hint: hint, name, name_span, params, body, span })
    }

    fn kernel_param(&mut self) -> PResult<KernelParam> {
        let start = self.tok.span;
        if !self.at_word(".param") {
            let message = format!("expected `.param[SIZE]`, found {}", self.found());
            let label = if self.at_word(".reg") {
                "kernel parameters are declared with `.param[SIZE]`"
            } else {
                "expected `.param`"
            };
            return Err(self.error_here(message, label));
        }
        self.bump();
        self.expect(Tok::LBracket, "after `.param`")?;
        let size = self.number("the parameter size in bytes")?;
        let close = self.expect(Tok::RBracket, "after the size")?;
        let mut param = KernelParam {
            size: Spanned { value: size.value, span: size.span.to(close.span) },
            align: None,
            addrspace: None,
            ptr_align: None,
            name: Sym(0),
            name_span: Span::default(),
            span: start,
        };
        while self.at(Tok::Word) {
            let attr = self.tok;
            let text = self.text(attr.span);
            let previous = match text {
                ".align" => param.align.map(|a| a.span),
                ".ptr_align" => param.ptr_align.map(|a| a.span),
                ".addrspace" => param.addrspace.map(|a| a.span),
                _ => {
                    return Err(self.unknown_word(
                        attr.span,
                        format!("unknown parameter attribute `{text}`"),
                        "expected `.align(N)`, `.addrspace(S)`, `.ptr_align(N)` or the parameter name",
                        &[".align", ".addrspace", ".ptr_align"],
                    ));
                }
            };
            if let Some(first) = previous {
                self.diags.push(
                    Diagnostic::error(attr.span, format!("`{text}` is given twice"))
                        .with_label("repeated attribute")
                        .with_secondary(first, "first given here"),
                );
                return Err(Recover);
            }
            self.bump();
            self.expect(Tok::LParen, &format!("after `{text}`"))?;
            if text == ".addrspace" {
                let space = self.tok;
                let space_text = if space.kind == Tok::Word { self.text(space.span) } else { "" };
                let value = match space_text {
                    "global" => ParamSpace::Global,
                    "shared" => ParamSpace::Shared,
                    "const" => ParamSpace::Const,
                    _ => {
                        let message = format!("expected `global`, `shared` or `const`, found {}", self.found());
                        return Err(self.error_here(message, "not a pointee address space"));
                    }
                };
                self.bump();
                let close = self.expect(Tok::RParen, "after the address space")?;
                param.addrspace = Some(Spanned { value, span: attr.span.to(close.span) });
            } else {
                let value = self.number("a byte count")?;
                let close = self.expect(Tok::RParen, "after the byte count")?;
                let spanned = Some(Spanned { value: value.value, span: attr.span.to(close.span) });
                if text == ".align" {
                    param.align = spanned;
                } else {
                    param.ptr_align = spanned;
                }
            }
        }
        if !self.at(Tok::Reg) {
            let message = format!("expected the parameter's `%name`, found {}", self.found());
            return Err(self.error_here(message, "kernel parameters are named `%name`"));
        }
        let name = self.bump();
        param.name = self.m.names.intern(&self.text(name.span)[1..]);
        param.name_span = name.span;
        param.span = start.to(name.span);
        Ok(param)
    }

    // ----- bodies ------------------------------------------------------------

    /// Reads a body from its `{`. Nested scopes are kept on a stack of open
    /// bodies rather than on the call stack, so the depth of the input never
    /// overflows the stack; a `{` past `max_nesting` is reported and its
    /// scope skipped.
    fn body(&mut self) -> BodyId {
        let mut open = vec![OpenBody { open: self.bump(), stmts: Vec::new() }];
        loop {
            let top = open.last_mut().expect("the outermost body is open until it closes");
            self.comments_into(&mut top.stmts);
            self.progress();
            if self.at(Tok::Eof) || self.at(Tok::RBrace) {
                let OpenBody { open: brace, mut stmts } = open.pop().expect("checked above");
                let close = if self.at(Tok::Eof) {
                    self.diags.push(
                        Diagnostic::error(brace.span, "unclosed `{`")
                            .with_label("this `{` is never closed")
                            .with_secondary(self.tok.span, "the file ends here"),
                    );
                    self.tok.span
                } else {
                    self.bump().span
                };
                while matches!(stmts.last(), Some(Stmt { kind: StmtKind::Blank, .. })) {
                    stmts.pop();
                }
                stmts.shrink_to_fit();
                let span = brace.span.to(close);
                self.m.bodies.push(Body { stmts, span });
                let id = BodyId(self.m.bodies.len() as u32 - 1);
                match open.last_mut() {
                    Some(parent) => parent.stmts.push(Stmt { kind: StmtKind::Scope(id) }),
                    None => return id,
                }
                continue;
            }
            if self.tok.newlines_before >= 2
                && !top.stmts.is_empty()
                && !matches!(top.stmts.last(), Some(Stmt { kind: StmtKind::Blank, .. }))
            {
                top.stmts.push(Stmt { kind: StmtKind::Blank });
            }
            if self.at(Tok::LBrace) {
                if open.len() >= self.max_nesting as usize {
                    self.too_deep(open.len() + 1);
                } else {
                    open.push(OpenBody { open: self.bump(), stmts: Vec::new() });
                }
                continue;
            }
            if self.statement(&mut top.stmts).is_err() {
                self.recover_statement();
            }
        }
    }

    /// Reports the `{` here, which would open nesting level `level`, and
    /// skips its scope up to the matching `}` (or the end of the file).
    fn too_deep(&mut self, level: usize) {
        let limit = self.max_nesting;
        self.diags.push(
            Diagnostic::error(self.tok.span, format!("scopes are nested more than {limit} levels deep"))
                .with_label(format!("this `{{` opens level {level}"))
                .with_note("the limit keeps hostile input from exhausting the tools; PISA itself sets none")
                .with_help("flatten the scopes, or raise the limit with `--max-nesting N`"),
        );
        let mut depth = 0u64;
        loop {
            match self.tok.kind {
                Tok::Eof => return,
                Tok::LBrace => depth += 1,
                Tok::RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        self.lex.comments.clear();
                        return;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    fn statement(&mut self, stmts: &mut Vec<Stmt>) -> PResult<()> {
        let start = self.tok;
        match start.kind {
            Tok::Word => {
                let text = self.text(start.span);
                if text.starts_with('.') {
                    let id = match text {
                        ".reg" => self.reg_decl()?,
                        ".pred" => self.pred_decl()?,
                        ".private" | ".shared" | ".const" | ".global" => self.mem_var(None, start.span)?,
                        ".export" | ".import" => {
                            return Err(self.error_here(
                                format!("`{text}` is not allowed inside a function"),
                                "linkage applies to module-scope declarations",
                            ));
                        }
                        _ => {
                            return Err(self.unknown_word(
                                start.span,
                                format!("unknown directive `{text}`"),
                                "not a declaration directive",
                                &BODY_DIRECTIVES,
                            ));
                        }
                    };
                    stmts.push(Stmt { kind: StmtKind::Decl(id) });
                    return Ok(());
                }
                let word = self.bump();
                if let Some(colon) = self.eat(Tok::Colon) {
                    let name = self.m.names.intern(text);
                    let span = word.span.to(colon.span);
                    if word.newlines_before == 0 || !(self.tok.newlines_before > 0 || self.at(Tok::Eof)) {
                        self.diags.push(
                            Diagnostic::error(span, format!("label `{text}` must be alone on its line"))
                                .with_label("label shares its line")
                                .with_note("prog-1 1.2: labels must appear alone on a line and end with `:`"),
                        );
                    }
                    self.m.labels.push(Label { name, span });
                    stmts.push(Stmt { kind: StmtKind::Label(LabelId(self.m.labels.len() as u32 - 1)) });
                    return Ok(());
                }
                let id = self.instruction(word)?;
                stmts.push(Stmt { kind: StmtKind::Inst(id) });
                Ok(())
            }
            _ => {
                let message = format!("expected an instruction, a declaration or a label, found {}", self.found());
                Err(self.error_here(message, "expected a statement"))
            }
        }
    }

    // ----- instructions ------------------------------------------------------

    fn mnemonic(&mut self, word: Token) -> PResult<(u32, isa::Opcode, u32, u8, FormMask)> {
        let text = self.text(word.span);
        if let Some(info) = self.mnemonics.get(text) {
            return Ok((info.id, info.opcode, info.quals_start, info.quals_len, info.forms));
        }
        let (base, parts) = isa::split_mnemonic(text);
        let Some(opcode) = isa::Opcode::from_str(base) else {
            self.unknown_mnemonic(word, base);
            return Err(Recover);
        };
        let part_span = |index: usize, count: usize| {
            let first = parts[index];
            let last = parts[(index + count - 1).min(parts.len() - 1)];
            let start = first.as_ptr() as usize - text.as_ptr() as usize;
            let end = last.as_ptr() as usize - text.as_ptr() as usize + last.len();
            Span::new(word.span.start as usize + start, word.span.start as usize + end)
        };
        match isa::match_qualifiers(opcode, &parts) {
            Ok((found, forms)) => {
                let start = self.m.quals.len() as u32;
                for q in &found {
                    let span = part_span(q.part, q.qual.parts());
                    let offset = (span.start - word.span.start) as u16;
                    self.m.quals.push(QualUse { qual: q.qual, offset, len: (span.end - span.start) as u16 });
                }
                let len = found.len() as u8;
                let id = self.mnemonics.len() as u32;
                self.mnemonics.insert(text, MnemonicInfo { id, opcode, quals_start: start, quals_len: len, forms });
                Ok((id, opcode, start, len, forms))
            }
            Err(error) => {
                let diagnostic = qual_diagnostic(opcode, text, word.span, &parts, error, part_span);
                self.diags.push(diagnostic);
                Err(Recover)
            }
        }
    }

    fn unknown_mnemonic(&mut self, word: Token, base: &str) {
        let text = self.text(word.span);
        let mut diagnostic =
            Diagnostic::error(word.span, format!("unknown instruction `{text}`")).with_label("not a PISA instruction");
        let rest = &text[base.len()..];
        // A near name is offered with the qualifiers as written only where
        // it takes them (`umul.lo.64b` is no better than `mul.lo.64b`);
        // where none does, the names alone are.
        let (_, parts) = isa::split_mnemonic(text);
        let near = isa::suggest_opcodes(base);
        let fitting: Vec<isa::Opcode> =
            near.iter().copied().filter(|&op| isa::match_qualifiers(op, &parts).is_ok()).collect();
        let (candidates, rest) = if fitting.is_empty() { (near, "") } else { (fitting, rest) };
        match candidates.as_slice() {
            [] => {}
            [one] => diagnostic = diagnostic.with_help(format!("did you mean `{one}{rest}`?")),
            many => {
                let list: Vec<String> = many.iter().map(|op| format!("`{op}{rest}`")).collect();
                diagnostic = diagnostic.with_help(format!("did you mean one of {}?", list.join(", ")));
            }
        }
        self.diags.push(diagnostic);
    }

    fn instruction(&mut self, word: Token) -> PResult<InstId> {
        let mnemonic = self.mnemonic(word);
        let operands_start = self.m.operands.len();
        let mut args_at = None;
        let result = self.operand_list(operands_start, &mut args_at);
        if result.is_err() || mnemonic.is_err() {
            self.m.operands.truncate(operands_start);
            return Err(Recover);
        }
        let (mnemonic_id, opcode, quals_start, quals_len, candidates) = mnemonic?;
        let span = word.span.to(Span::new(self.prev_end as usize, self.prev_end as usize));
        if let Err(()) = self.expect_semi_after_operands() {
            self.m.operands.truncate(operands_start);
            return Err(Recover);
        }
        let operands_len = self.m.operands.len() - operands_start;
        if operands_len > u16::MAX as usize {
            self.diags.push(Diagnostic::error(span, "too many operands").with_label("more than 65535 operands"));
            self.m.operands.truncate(operands_start);
            return Err(Recover);
        }
        let quals = quals_start as usize..quals_start as usize + quals_len as usize;
        let forms = self.fit_operands(
            mnemonic_id,
            opcode,
            candidates,
            word,
            quals,
            operands_start,
            args_at.map(|a| a as usize),
        );
        let Some(forms) = forms else {
            self.m.operands.truncate(operands_start);
            return Ok(self.push_inst_placeholder(opcode, word, span));
        };
        self.m.insts.push(Inst {
            opcode,
            forms,
            mnemonic_len: word.span.end.saturating_sub(word.span.start).min(u16::MAX as u32) as u16,
            quals_start,
            quals_len,
            operands_start: operands_start as u32,
            operands_len: operands_len as u16,
            args_at,
            span,
        });
        Ok(InstId(self.m.insts.len() as u32 - 1))
    }

    /// An instruction whose operands fit no form still takes its place in the
    /// tree (with no forms), so that later statements keep their positions.
    fn push_inst_placeholder(&mut self, opcode: isa::Opcode, word: Token, span: Span) -> InstId {
        self.m.insts.push(Inst {
            opcode,
            forms: FormMask(0),
            mnemonic_len: word.span.end.saturating_sub(word.span.start).min(u16::MAX as u32) as u16,
            quals_start: 0,
            quals_len: 0,
            operands_start: self.m.operands.len() as u32,
            operands_len: 0,
            args_at: None,
            span,
        });
        InstId(self.m.insts.len() as u32 - 1)
    }

    fn expect_semi_after_operands(&mut self) -> Result<(), ()> {
        if self.eat(Tok::Semi).is_some() {
            return Ok(());
        }
        if self.tok.newlines_before > 0 || matches!(self.tok.kind, Tok::RBrace | Tok::Eof) {
            let at = Span { start: self.prev_end, end: self.prev_end };
            self.diags.push(
                Diagnostic::error(at, "expected `;` after the instruction")
                    .with_label("add `;` here")
                    .with_note("every instruction ends with `;`"),
            );
            return Ok(());
        }
        let message = format!("expected `,` or `;` after an operand, found {}", self.found());
        let _ = self.error_here(message, "expected `,` or `;`");
        Err(())
    }

    fn operand_list(&mut self, operands_start: usize, args_at: &mut Option<u16>) -> PResult<()> {
        if self.at(Tok::Semi) || self.tok.newlines_before > 0 || self.at(Tok::RBrace) || self.at(Tok::Eof) {
            return Ok(());
        }
        loop {
            let operand = self.operand()?;
            self.m.operands.push(operand);
            if self.at(Tok::LParen) {
                let open = self.bump();
                if args_at.is_some() {
                    self.diags.push(
                        Diagnostic::error(open.span, "a call has one argument list").with_label("second argument list"),
                    );
                    return Err(Recover);
                }
                let count = self.m.operands.len() - operands_start;
                *args_at = Some(0);
                let mut args = 0usize;
                if self.eat(Tok::RParen).is_none() {
                    loop {
                        let arg = self.operand()?;
                        if !matches!(arg.data, OperandData::Reg(_)) {
                            self.diags.push(
                                Diagnostic::error(arg.span, "call arguments must be registers")
                                    .with_label("not a register")
                                    .with_note("isa-6 6.1: arguments must be register variables; immediate values are not allowed"),
                            );
                            return Err(Recover);
                        }
                        self.m.operands.push(arg);
                        args += 1;
                        if self.eat(Tok::Comma).is_some() {
                            continue;
                        }
                        self.expect(Tok::RParen, "or `,` in the argument list")?;
                        break;
                    }
                }
                let _ = args;
                *args_at = Some(count as u16);
            }
            if self.eat(Tok::Comma).is_none() {
                return Ok(());
            }
        }
    }

    fn reg_ref(&mut self, token: Token) -> OperandData {
        let name = &self.text(token.span)[1..];
        let (base, swizzle) = Swizzle::split(name);
        if let Some(reg) = SpecialReg::parse(base) {
            return OperandData::Special { reg, swizzle };
        }
        OperandData::Reg(RegRef { name: self.m.names.intern(base), swizzle })
    }

    fn operand(&mut self) -> PResult<Operand> {
        let token = self.tok;
        match token.kind {
            Tok::Bang => {
                self.bump();
                if !self.at(Tok::Reg) {
                    let message = format!("expected a predicate register after `!`, found {}", self.found());
                    return Err(self.error_here(message, "expected `%name`"));
                }
                let reg = self.bump();
                let name = self.m.names.intern(&self.text(reg.span)[1..]);
                Ok(Operand { data: OperandData::NotPred(name), span: token.span.to(reg.span) })
            }
            Tok::Reg => {
                self.bump();
                let data = self.reg_ref(token);
                Ok(Operand { data, span: token.span })
            }
            Tok::Number | Tok::Float | Tok::Minus => {
                let (imm, span) = self.immediate()?;
                let id = self.push_imm(imm);
                Ok(Operand { data: OperandData::Imm(id), span })
            }
            Tok::Symbol => {
                self.bump();
                let name = self.m.names.intern(&self.text(token.span)[1..]);
                Ok(Operand { data: OperandData::Symbol(name), span: token.span })
            }
            Tok::Word => {
                let text = self.text(token.span);
                if text == "void" {
                    self.bump();
                    return Ok(Operand { data: OperandData::Void, span: token.span });
                }
                if text.starts_with('.') {
                    return Err(self.error_here(
                        format!("unexpected `{text}` where an operand belongs"),
                        "qualifiers are written after the mnemonic, without spaces",
                    ));
                }
                self.bump();
                let name = self.m.names.intern(text);
                Ok(Operand { data: OperandData::Label(name), span: token.span })
            }
            Tok::LBracket => self.address(),
            _ => {
                let message = format!("expected an operand, found {}", self.found());
                Err(self.error_here(message, "expected a register, immediate, address, symbol or label"))
            }
        }
    }

    /// A register inside `[ ]`; special registers are not allowed there.
    fn address_register(&mut self, what: &str) -> PResult<(RegRef, Span)> {
        let token = self.bump();
        match self.reg_ref(token) {
            OperandData::Reg(reg) => Ok((reg, token.span)),
            _ => {
                self.diags.push(
                    Diagnostic::error(token.span, format!("a special register cannot be used as {what}"))
                        .with_label("copy it to a register first"),
                );
                Err(Recover)
            }
        }
    }

    fn address(&mut self) -> PResult<Operand> {
        let open = self.bump();
        let base = match self.tok.kind {
            Tok::Reg => {
                let (reg, span) = self.address_register("an address")?;
                AddrBase::Reg(reg, span)
            }
            Tok::Symbol => {
                let token = self.bump();
                AddrBase::Var(self.m.names.intern(&self.text(token.span)[1..]), token.span)
            }
            Tok::Number | Tok::Minus => {
                let (id, span) = self.int_literal()?;
                AddrBase::Imm(id, span)
            }
            _ => {
                let message = format!("expected a register, variable or address in `[ ]`, found {}", self.found());
                return Err(self.error_here(message, "expected `[%reg]`, `[@var]` or `[imm]`"));
            }
        };
        let mut offset = None;
        if self.at(Tok::Plus) || self.at(Tok::Minus) {
            let sign = self.bump();
            if let AddrBase::Imm(_, span) = base {
                self.diags.push(
                    Diagnostic::error(span.to(sign.span), "an immediate address takes no offset")
                        .with_label("MemI is `[imm]` alone")
                        .with_help("fold the offset into the address"),
                );
                return Err(Recover);
            }
            offset = Some(match self.tok.kind {
                Tok::Reg if sign.kind == Tok::Plus => {
                    let (reg, span) = self.address_register("an offset")?;
                    AddrOffset::Reg(reg, span)
                }
                Tok::Reg => {
                    return Err(self.error_here("a register offset can only be added", "write `[base + %reg]`"));
                }
                Tok::Number | Tok::Minus => {
                    let (mut imm, span) = self.immediate()?;
                    if sign.kind == Tok::Minus {
                        if let Imm::Int { negative, magnitude, .. } = &mut imm {
                            *negative = !*negative && *magnitude != 0;
                        }
                    }
                    if let Imm::Int { negative, magnitude, .. } = imm {
                        let limit = if negative { 1u64 << 63 } else { (1u64 << 63) - 1 };
                        if magnitude > limit {
                            self.diags.push(
                                Diagnostic::error(span, "address offset does not fit in a signed 64-bit value")
                                    .with_label("too large"),
                            );
                            return Err(Recover);
                        }
                    }
                    if let Imm::Float(_) = imm {
                        self.diags.push(
                            Diagnostic::error(span, "address offsets are integers").with_label("floating-point offset"),
                        );
                        return Err(Recover);
                    }
                    AddrOffset::Imm(self.push_imm(imm), span)
                }
                _ => {
                    let message = format!("expected a register or an integer offset, found {}", self.found());
                    return Err(self.error_here(message, "expected an offset"));
                }
            });
        }
        if !self.at(Tok::RBracket) {
            let message = format!("expected `]` to close the address, found {}", self.found());
            let diagnostic = Diagnostic::error(self.tok.span, message)
                .with_label("expected `]`")
                .with_secondary(open.span, "address opened here");
            self.diags.push(diagnostic);
            return Err(Recover);
        }
        let close = self.bump();
        let span = open.span.to(close.span);
        self.m.addrs.push(Address { base, offset, span });
        Ok(Operand { data: OperandData::Addr(AddrId(self.m.addrs.len() as u32 - 1)), span })
    }

    /// Narrows the candidate forms to those whose operand shapes fit, checks
    /// immediates against the widths the forms give them, and reports when
    /// nothing fits.
    #[allow(clippy::too_many_arguments)]
    fn fit_operands(
        &mut self,
        mnemonic_id: u32,
        opcode: isa::Opcode,
        candidates: FormMask,
        word: Token,
        quals: std::ops::Range<usize>,
        start: usize,
        args_at: Option<usize>,
    ) -> Option<FormMask> {
        let fixed = args_at.unwrap_or(self.m.operands.len() - start).min(self.m.operands.len() - start);
        let signature = shape_signature(&self.m.operands[start..start + fixed], args_at.is_some());
        let cached = signature.and_then(|sig| self.fits.get(&(mnemonic_id, sig)).copied());
        let fit = match cached {
            Some(index) => self.fit_list[index as usize],
            None => {
                let fit = self.compute_fit(opcode, candidates, word, quals.clone(), start, fixed, args_at)?;
                if let Some(sig) = signature {
                    self.fits.insert((mnemonic_id, sig), self.fit_list.len() as u32);
                    self.fit_list.push(fit);
                }
                fit
            }
        };
        if !fit.has_immediates {
            return Some(fit.mask);
        }
        for index in 0..fixed {
            let op = self.m.operands[start + index];
            let OperandData::Imm(id) = op.data else { continue };
            let class = match fit.classes.get(index) {
                Some(class) => *class,
                None => {
                    let quals = &self.m.quals[quals.clone()];
                    immediate_class(opcode, fit.mask, quals, index)
                }
            };
            if let Some((class, name)) = class {
                let imm = self.m.imms[id.0 as usize];
                let mnemonic = self.text(word.span);
                if let Some(diagnostic) = check_immediate(imm, class, op.span, name, &mnemonic, &self.text(op.span)) {
                    self.diags.push(diagnostic);
                }
            }
        }
        Some(fit.mask)
    }

    #[allow(clippy::too_many_arguments)]
    fn compute_fit(
        &mut self,
        opcode: isa::Opcode,
        candidates: FormMask,
        word: Token,
        quals: std::ops::Range<usize>,
        start: usize,
        fixed: usize,
        args_at: Option<usize>,
    ) -> Option<Fit> {
        let operands = &self.m.operands[start..];
        let table = isa::table();
        let mut fitting = 0u32;
        let mut count_ok = None;
        for (local, id) in table.forms_of(opcode).iter().enumerate() {
            if !candidates.contains(local) {
                continue;
            }
            let form = table.form(*id);
            if form.call_args != args_at.is_some() {
                continue;
            }
            if fixed < form.required_operands() || fixed > form.operands.len() {
                continue;
            }
            count_ok.get_or_insert(form);
            if operands[..fixed].iter().zip(form.operands.iter()).all(|(op, spec)| operand_fits(op, spec)) {
                fitting |= 1 << local;
            }
        }
        if fitting == 0 {
            self.no_form_fits(opcode, candidates, word, start, fixed, args_at, count_ok);
            return None;
        }
        let mask = FormMask(fitting);
        let quals = &self.m.quals[quals];
        let mut classes = [None; Fit::CLASSES];
        let mut has_immediates = false;
        for (index, class) in classes.iter_mut().enumerate().take(fixed) {
            if let OperandData::Imm(_) = operands[index].data {
                has_immediates = true;
                *class = immediate_class(opcode, mask, quals, index);
            }
        }
        Some(Fit { mask, has_immediates: has_immediates || fixed > Fit::CLASSES, classes })
    }

    #[allow(clippy::too_many_arguments)]
    fn no_form_fits(
        &mut self,
        opcode: isa::Opcode,
        candidates: FormMask,
        word: Token,
        start: usize,
        fixed: usize,
        args_at: Option<usize>,
        count_ok: Option<&isa::Form>,
    ) {
        let operands = &self.m.operands[start..];
        let mnemonic = self.text(word.span);
        let forms: Vec<&isa::Form> = candidates.forms(opcode).collect();
        let span = word.span.to(Span::new(self.prev_end as usize, self.prev_end as usize));
        let mut diagnostic = if let Some(form) = count_ok {
            let (op, spec) = operands[..fixed]
                .iter()
                .zip(form.operands.iter())
                .find(|(op, spec)| !operand_fits(op, spec))
                .expect("a form with the right count that does not fit has a misfit operand");
            let expected = if spec.negatable {
                format!("{}, optionally negated with `!`", spec.kinds.describe())
            } else {
                spec.kinds.describe()
            };
            Diagnostic::error(op.span, format!("`{}` of `{mnemonic}` must be {expected}", spec.name))
                .with_label(format!("found {}", describe_operand(op)))
        } else if forms.iter().any(|f| f.call_args) && args_at.is_none() {
            Diagnostic::error(span, format!("`{mnemonic}` needs an argument list"))
                .with_label("expected `(...)` after the call target")
        } else {
            let mut counts: Vec<(usize, usize)> =
                forms.iter().map(|f| (f.required_operands(), f.operands.len())).collect();
            counts.sort();
            counts.dedup();
            let counts: Vec<String> =
                counts.iter().map(|(lo, hi)| if lo == hi { lo.to_string() } else { format!("{lo} to {hi}") }).collect();
            let verb = if fixed == 1 { "was" } else { "were" };
            Diagnostic::error(
                span,
                format!("`{mnemonic}` takes {} operands, but {fixed} {verb} given", counts.join(" or ")),
            )
            .with_label("wrong number of operands")
        };
        for form in forms.iter().take(4) {
            let title = if form.title.is_empty() { String::new() } else { format!(" ({})", form.title) };
            diagnostic = diagnostic.with_note(format!("syntax{title}: {}", form.syntax));
        }
        self.diags.push(diagnostic);
    }
}

/// The width and class an immediate in operand `index` takes, when every
/// fitting form agrees on it.
fn immediate_class(
    opcode: isa::Opcode,
    mask: FormMask,
    quals: &[QualUse],
    index: usize,
) -> Option<(ImmClass, &'static str)> {
    let mut classes = mask.forms(opcode).map(|form| {
        let bound = isa::bind_slots(form, quals.iter().map(|q| q.qual));
        let value_of = |slot: Slot| bound.iter().find(|(s, _)| *s == slot).map(|(_, q)| *q);
        form.immediate_class(index, &value_of).map(|c| (c, form.operands[index].name))
    });
    let first = classes.next()??;
    classes.all(|c| c.map(|(class, _)| class) == Some(first.0)).then_some(first)
}

fn operand_fits(op: &Operand, spec: &isa::OperandSpec) -> bool {
    let kinds = spec.kinds;
    match op.data {
        OperandData::Reg(_) | OperandData::Special { .. } => kinds.intersects(Kinds::REGISTERS),
        OperandData::NotPred(_) => spec.negatable && kinds.has(OperandKind::Pred),
        OperandData::Imm(_) => kinds.has(OperandKind::Imm),
        OperandData::Symbol(_) => kinds.has(OperandKind::Var) || kinds.has(OperandKind::Func),
        OperandData::Label(_) => kinds.has(OperandKind::Label),
        OperandData::Void => kinds.has(OperandKind::Void),
        OperandData::Addr(_) => kinds.has(OperandKind::Mem),
    }
}

fn describe_operand(op: &Operand) -> &'static str {
    match op.data {
        OperandData::Reg(_) | OperandData::Special { .. } => "a register",
        OperandData::NotPred(_) => "a negated predicate",
        OperandData::Imm(_) => "an immediate",
        OperandData::Symbol(_) => "a symbol",
        OperandData::Label(_) => "a label",
        OperandData::Void => "`void`",
        OperandData::Addr(_) => "an address",
    }
}

fn float_overflow_limit(ty: Option<Qual>, bits: u32) -> Option<f64> {
    use crate::isa::Word;
    // The smallest magnitude that rounds to infinity under round-to-nearest:
    // 2^(emax+1) - 2^(emax-p) for p significand bits.
    match ty {
        Some(Qual::Word(Word::Hf)) => Some(65520.0),
        Some(Qual::Word(Word::Bf)) => Some(2f64.powi(128) - 2f64.powi(119)),
        Some(Qual::Word(Word::F)) => Some(2f64.powi(128) - 2f64.powi(103)),
        _ if bits == 32 => Some(2f64.powi(128) - 2f64.powi(103)),
        _ => None,
    }
}

/// Checks an immediate against the width and class its operand takes.
pub(crate) fn check_immediate(
    imm: Imm,
    class: ImmClass,
    span: Span,
    operand: &str,
    mnemonic: &dyn std::fmt::Display,
    text: &dyn std::fmt::Display,
) -> Option<Diagnostic> {
    let bits = class.bits;
    match imm {
        Imm::Float(value) if !class.float => Some(
            Diagnostic::error(span, format!("floating-point literal `{text}` in an integer operand"))
                .with_label(format!("`{operand}` of `{mnemonic}` is a {bits}-bit integer"))
                .with_help("integer immediates are decimal (`42`) or hexadecimal (`0x2A`)")
                .with_note(format!("the literal reads as {value}")),
        ),
        Imm::Float(value) => {
            let limit = float_overflow_limit(class.ty, bits)?;
            (value.abs() >= limit).then(|| {
                Diagnostic::error(span, format!("floating-point literal `{text}` overflows a {bits}-bit float"))
                    .with_label("this rounds to infinity")
                    .with_help("write infinity as a hexadecimal bit pattern if that is meant")
            })
        }
        Imm::Int { radix: Radix::Decimal, magnitude, negative } if class.float => {
            let value = if negative { -(magnitude as f64) } else { magnitude as f64 };
            let pattern = match bits {
                32 => format!(" or its bit pattern `0x{:08X}`", (value as f32).to_bits()),
                64 => format!(" or its bit pattern `0x{:016X}`", value.to_bits()),
                _ => " or its bit pattern in hexadecimal".to_string(),
            };
            Some(
                Diagnostic::error(span, format!("integer literal `{text}` in a floating-point operand"))
                    .with_label(format!("`{operand}` of `{mnemonic}` is a {bits}-bit float"))
                    .with_help(format!("write `{value:?}` for the value{pattern}")),
            )
        }
        Imm::Int { radix: Radix::Hex { .. }, magnitude, negative } if class.float => {
            if negative {
                return Some(
                    Diagnostic::error(span, "a hexadecimal float bit pattern cannot be negated")
                        .with_label("set the sign bit in the pattern instead"),
                );
            }
            (bits < 64 && magnitude >> bits != 0).then(|| {
                Diagnostic::error(span, format!("bit pattern `{text}` is wider than the {bits}-bit operand"))
                    .with_label(format!("`{operand}` of `{mnemonic}` is a {bits}-bit float"))
                    .with_note("prog-3 3.2: the size of a hexadecimal floating-point value must match the operand")
            })
        }
        Imm::Int { radix, magnitude, negative } => {
            if bits >= 64 {
                return None;
            }
            let unsigned_max = (1u64 << bits) - 1;
            let signed_min_magnitude = 1u64 << (bits - 1);
            let fits = match (radix, negative) {
                (_, true) => magnitude <= signed_min_magnitude,
                (_, false) => magnitude <= unsigned_max,
            };
            (!fits).then(|| {
                Diagnostic::error(span, format!("integer literal `{text}` does not fit in {bits} bits"))
                    .with_label(format!("`{operand}` of `{mnemonic}` takes -{signed_min_magnitude} to {unsigned_max}"))
                    .with_note("prog-3 3.2: immediates must fit the signed or unsigned range of the operand size")
            })
        }
    }
}

fn qual_diagnostic(
    opcode: isa::Opcode,
    text: &str,
    span: Span,
    parts: &[&str],
    error: QualError,
    part_span: impl Fn(usize, usize) -> Span,
) -> Diagnostic {
    let patterns: Vec<&str> = {
        let mut p: Vec<&str> =
            isa::table().forms_of(opcode).iter().map(|id| isa::table().form(*id).mnemonic_pattern()).collect();
        p.dedup();
        p
    };
    let syntax_note =
        format!("`{opcode}` is written {}", patterns.iter().map(|p| format!("`{p}`")).collect::<Vec<_>>().join(" or "));
    let list = |values: &[Qual]| match values {
        [one] => format!("`{one}`"),
        _ => format!("one of {}", values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")),
    };
    match error {
        QualError::Unknown { part, is_pisa, suggestion } => {
            let message = if is_pisa {
                format!("`{opcode}` does not take the qualifier `{}`", parts[part])
            } else {
                format!("unknown qualifier `{}` in `{text}`", parts[part])
            };
            let mut d = Diagnostic::error(part_span(part, 1), message)
                .with_label(format!("not a qualifier of `{opcode}`"))
                .with_note(syntax_note);
            if let Some(s) = suggestion {
                // Name the slot the suggestion belongs to, with all its values.
                let slot = isa::table().forms_of(opcode).iter().find_map(|id| {
                    isa::table().form(*id).slots.iter().find(|spec| spec.values.iter().any(|v| v.to_string() == s))
                });
                if let Some(spec) = slot.filter(|spec| spec.values.len() > 1) {
                    d = d.with_note(format!("`{}` is {}", spec.slot, list(&spec.values)));
                }
                d = d.with_help(format!("did you mean `{s}`?"));
            }
            d
        }
        QualError::Duplicate { part, first } => {
            Diagnostic::error(part_span(part, 1), format!("qualifier `{}` is given twice", parts[part]))
                .with_label("repeated here")
                .with_secondary(part_span(first, 1), "first given here")
        }
        QualError::OutOfOrder { part, before } => {
            let mut d = Diagnostic::error(part_span(part, 1), format!("qualifier `{}` is out of order", parts[part]))
                .with_label(format!("must come before `{}`", parts[before]))
                .with_note(syntax_note);
            if let Some(fixed) = reorder(opcode, parts) {
                d = d.with_help(format!("write `{fixed}`"));
            }
            d
        }
        QualError::NotAllowed { part, slot, expected } => Diagnostic::error(
            part_span(part, 1),
            format!("`{}` is not a valid `{slot}` qualifier for `{opcode}`", parts[part]),
        )
        .with_label(format!("expected {}", list(&expected)))
        .with_note(syntax_note),
        QualError::Missing { slot, expected } => {
            Diagnostic::error(span.after(), format!("`{text}` is missing its `{slot}` qualifier"))
                .with_label(format!("expected {}", list(&expected)))
                .with_secondary(span, "in this mnemonic")
                .with_note(syntax_note)
        }
    }
}

/// The mnemonic with its qualifiers in the order some form wants, if one does.
fn reorder(opcode: isa::Opcode, parts: &[&str]) -> Option<String> {
    let quals: Vec<Qual> = parts.iter().map(|p| Qual::parse_part(p)).collect::<Option<_>>()?;
    for id in isa::table().forms_of(opcode) {
        let form = isa::table().form(*id);
        let mut keyed = Vec::new();
        for qual in &quals {
            keyed.push((form.slots.iter().position(|s| s.values.contains(qual))?, *qual));
        }
        keyed.sort_by_key(|(position, _)| *position);
        let text: String = keyed.iter().map(|(_, q)| q.to_string()).collect();
        let candidate = format!("{opcode}{text}");
        let (_, new_parts) = isa::split_mnemonic(&candidate);
        if isa::match_qualifiers(opcode, &new_parts).is_ok() {
            return Some(candidate);
        }
    }
    None
}

/// Reads a decimal or `0x` hexadecimal integer token.
pub fn parse_int(text: &str) -> Result<(u64, Radix), String> {
    if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        if hex.is_empty() || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(format!("malformed hexadecimal literal `{text}`"));
        }
        let significant = hex.trim_start_matches('0');
        if significant.len() > 16 || hex.len() > 255 {
            return Err(format!("hexadecimal literal `{text}` does not fit in 64 bits"));
        }
        let value =
            if significant.is_empty() { 0 } else { u64::from_str_radix(significant, 16).map_err(|e| e.to_string())? };
        let upper = hex.bytes().any(|b| b.is_ascii_uppercase());
        return Ok((value, Radix::Hex { digits: hex.len() as u8, upper }));
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("malformed number `{text}`"));
    }
    text.parse::<u64>()
        .map(|v| (v, Radix::Decimal))
        .map_err(|_| format!("decimal literal `{text}` does not fit in 64 bits"))
}

/// Reads a register type word: `.32b` or `.v4.32b`.
pub fn parse_reg_type(text: &str) -> Result<RegType, &'static str> {
    let rest = text.strip_prefix('.').ok_or("types start with `.`")?;
    let bits_of = |s: &str| -> Result<u16, &'static str> {
        let digits = s.strip_suffix('b').ok_or("element types end in `b`, as in `.32b`")?;
        match digits {
            "8" => Ok(8),
            "16" => Ok(16),
            "32" => Ok(32),
            "64" => Ok(64),
            "128" => Ok(128),
            _ => Err("bit widths are 8, 16, 32, 64 or 128"),
        }
    };
    if let Some(vector) = rest.strip_prefix('v') {
        let (count, element) = vector.split_once('.').ok_or("vector types read `.vN.Bb`, as in `.v4.32b`")?;
        let count: u16 = count.parse().map_err(|_| "vector types read `.vN.Bb`, as in `.v4.32b`")?;
        if count < 2 {
            return Err("a vector has at least 2 elements");
        }
        return Ok(RegType { count, bits: bits_of(element)? });
    }
    Ok(RegType::scalar(bits_of(rest)?))
}

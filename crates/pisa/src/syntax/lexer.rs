//! Tokens of PISA source, and a stream of them that sets comments and line
//! breaks aside for the parser.

use super::ast::Span;
use logos::Logos;

#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\r\x0C\x0B]+")]
pub enum Tok {
    #[token("\n")]
    Newline,
    #[regex(r"//[^\n]*")]
    Comment,
    /// A mnemonic, directive, label, qualifier or type: `iadd.32b`, `.reg`, `.v4.32b`.
    #[regex(r"[a-zA-Z$._][a-zA-Z$._0-9]*")]
    Word,
    #[regex(r"%[a-zA-Z$._][a-zA-Z$._0-9]*")]
    Reg,
    #[regex(r"@[a-zA-Z$._][a-zA-Z$._0-9]*")]
    Symbol,
    /// Anything that starts with a digit and is not a float: decimal and hex
    /// integers, and target names like `100c`; the parser sorts them out.
    #[regex(r"[0-9][0-9a-zA-Z_$]*")]
    Number,
    #[regex(r"[0-9]+\.[0-9]+([eE][+-]?[0-9]+)?", priority = 10)]
    #[regex(r"[0-9]+[eE][+-]?[0-9]+", priority = 10)]
    Float,
    #[regex(r#""([^"\\\n]|\\[^\n])*""#)]
    Str,
    #[token(";")]
    Semi,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("~")]
    Tilde,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("!")]
    Bang,
    #[token("=")]
    Eq,
    /// A character no token starts with, or an unterminated string.
    Error,
    Eof,
}

impl Tok {
    /// How a message names this kind of token.
    pub fn describe(self) -> &'static str {
        match self {
            Tok::Newline => "a line break",
            Tok::Comment => "a comment",
            Tok::Word => "a word",
            Tok::Reg => "a register",
            Tok::Symbol => "a symbol",
            Tok::Number => "a number",
            Tok::Float => "a floating-point literal",
            Tok::Str => "a string",
            Tok::Semi => "`;`",
            Tok::Comma => "`,`",
            Tok::Colon => "`:`",
            Tok::LBrace => "`{`",
            Tok::RBrace => "`}`",
            Tok::LBracket => "`[`",
            Tok::RBracket => "`]`",
            Tok::LParen => "`(`",
            Tok::RParen => "`)`",
            Tok::Lt => "`<`",
            Tok::Gt => "`>`",
            Tok::Tilde => "`~`",
            Tok::Plus => "`+`",
            Tok::Minus => "`-`",
            Tok::Bang => "`!`",
            Tok::Eq => "`=`",
            Tok::Error => "an unexpected character",
            Tok::Eof => "the end of the file",
        }
    }
}

/// A significant token with how many line breaks came before it.
#[derive(Clone, Copy, Debug)]
pub struct Token {
    pub kind: Tok,
    pub span: Span,
    /// Line breaks between the previous significant token (or comment) and this one.
    pub newlines_before: u32,
}

/// A comment met between significant tokens.
#[derive(Clone, Copy, Debug)]
pub struct PendingComment {
    pub span: Span,
    /// On the same line as the significant token before it.
    pub trailing: bool,
    /// A blank line separates it from what came before.
    pub blank_before: bool,
}

/// Significant tokens, with comments kept aside in `comments`.
pub struct TokenStream<'s> {
    inner: logos::Lexer<'s, Tok>,
    seen_token: bool,
    pub comments: Vec<PendingComment>,
}

impl<'s> TokenStream<'s> {
    pub fn new(source: &'s str) -> TokenStream<'s> {
        TokenStream { inner: Tok::lexer(source), seen_token: false, comments: Vec::new() }
    }

    pub fn next_token(&mut self) -> Token {
        let mut newlines = 0u32;
        loop {
            let kind = match self.inner.next() {
                None => {
                    let end = self.inner.source().len();
                    return Token { kind: Tok::Eof, span: Span::new(end, end), newlines_before: newlines.max(1) };
                }
                Some(Ok(kind)) => kind,
                Some(Err(())) => Tok::Error,
            };
            let range = self.inner.span();
            let span = Span::new(range.start, range.end);
            match kind {
                Tok::Newline => newlines += 1,
                Tok::Comment => {
                    self.comments.push(PendingComment {
                        span,
                        trailing: newlines == 0 && self.seen_token,
                        blank_before: newlines >= 2,
                    });
                    newlines = 0;
                }
                _ => {
                    let first = !self.seen_token;
                    self.seen_token = true;
                    return Token { kind, span, newlines_before: if first { newlines.max(1) } else { newlines } };
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(source: &str) -> Vec<Tok> {
        let mut stream = TokenStream::new(source);
        let mut out = Vec::new();
        loop {
            let token = stream.next_token();
            out.push(token.kind);
            if token.kind == Tok::Eof {
                return out;
            }
        }
    }

    #[test]
    fn numbers_words_and_floats() {
        use Tok::*;
        assert_eq!(kinds(".version 0.1;"), vec![Word, Float, Semi, Eof]);
        assert_eq!(kinds(".target 100ca;"), vec![Word, Number, Semi, Eof]);
        assert_eq!(kinds("1e5 1e-5 0x1e5 4.2"), vec![Float, Float, Number, Float, Eof]);
        assert_eq!(kinds("%h<0~5>"), vec![Reg, Lt, Number, Tilde, Number, Gt, Eof]);
        assert_eq!(kinds("extract.2.v2.32b"), vec![Word, Eof]);
        assert_eq!(kinds("\"a\\\"b\" \"open"), vec![Str, Error, Eof]);
        assert_eq!(kinds("# x"), vec![Error, Word, Eof]);
    }

    #[test]
    fn comments_are_set_aside() {
        let mut stream = TokenStream::new("a; // one\n\n// two\nb");
        assert_eq!(stream.next_token().kind, Tok::Word);
        assert_eq!(stream.next_token().kind, Tok::Semi);
        let b = stream.next_token();
        assert_eq!(b.newlines_before, 1);
        assert_eq!(stream.comments.len(), 2);
        assert!(stream.comments[0].trailing);
        assert!(!stream.comments[1].trailing && stream.comments[1].blank_before);
    }
}

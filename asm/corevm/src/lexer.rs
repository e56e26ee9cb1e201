//! The coreVM text form's tokens, as the reference lexer (`ir_lexer.ll`) reads them, with two
//! additions: `//` and `/* */` comments (the manual's own example has one), and a `-` before a
//! number, which the reference silently drops (maple keeps the sign; [`crate::parser`] then
//! reports a literal its type cannot hold). A dotted name (`corevm.foundation.memcpy`) is one
//! identifier. A character that begins no token is a diagnostic, and lexing goes on.

use crate::codes;
use maple_asm::diag::Diagnostic;
use maple_asm::source::{FileId, Span};

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Ident(String),
    /// A string literal's bytes, C escapes decoded (conventions, point 4).
    Str(Vec<u8>),
    /// A decimal integer with its sign.
    Int(i128),
    Float(f64),
    Colon,
    Semi,
    Percent,
    Star,
    Hash,
    Assign,
    Comma,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Eof,
}

impl Tok {
    /// How the token is named in "expected ..." messages.
    pub fn describe(&self) -> String {
        match self {
            Tok::Ident(s) => format!("`{s}`"),
            Tok::Str(_) => "a string literal".into(),
            Tok::Int(v) => format!("`{v}`"),
            Tok::Float(v) => format!("`{v}`"),
            Tok::Eof => "the end of the file".into(),
            other => format!("`{}`", other.punct()),
        }
    }

    fn punct(&self) -> &'static str {
        match self {
            Tok::Colon => ":",
            Tok::Semi => ";",
            Tok::Percent => "%",
            Tok::Star => "*",
            Tok::Hash => "#",
            Tok::Assign => "=",
            Tok::Comma => ",",
            Tok::LParen => "(",
            Tok::RParen => ")",
            Tok::LBracket => "[",
            Tok::RBracket => "]",
            Tok::LBrace => "{",
            Tok::RBrace => "}",
            _ => "",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
}

fn is_ident_start(c: u8) -> bool {
    c == b'_' || c.is_ascii_alphabetic()
}

fn is_ident(c: u8) -> bool {
    c == b'_' || c.is_ascii_alphanumeric()
}

/// The tokens of `text` (ending with [`Tok::Eof`]) and the diagnostics of what is not one.
pub fn lex(file: FileId, text: &str) -> (Vec<Token>, Vec<Diagnostic>) {
    let b = text.as_bytes();
    let mut toks = Vec::new();
    let mut diags = Vec::new();
    let mut i = 0;
    let span = |s: usize, e: usize| Span::new(file, s, e);
    while i < b.len() {
        let c = b[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'*') {
            match text[i + 2..].find("*/") {
                Some(end) => i += 2 + end + 2,
                None => {
                    diags.push(Diagnostic::error(
                        codes::EXPECTED,
                        span(i, i + 2),
                        "comment never closed: `*/` expected",
                    ));
                    i = b.len();
                }
            }
            continue;
        }
        let punct = match c {
            b':' => Some(Tok::Colon),
            b';' => Some(Tok::Semi),
            b'%' => Some(Tok::Percent),
            b'*' => Some(Tok::Star),
            b'#' => Some(Tok::Hash),
            b'=' => Some(Tok::Assign),
            b',' => Some(Tok::Comma),
            b'(' => Some(Tok::LParen),
            b')' => Some(Tok::RParen),
            b'[' => Some(Tok::LBracket),
            b']' => Some(Tok::RBracket),
            b'{' => Some(Tok::LBrace),
            b'}' => Some(Tok::RBrace),
            _ => None,
        };
        if let Some(tok) = punct {
            toks.push(Token {
                tok,
                span: span(i, i + 1),
            });
            i += 1;
            continue;
        }
        if is_ident_start(c) {
            while i < b.len()
                && (is_ident(b[i])
                    || (b[i] == b'.' && b.get(i + 1).is_some_and(|&n| is_ident_start(n))))
            {
                i += 1;
            }
            toks.push(Token {
                tok: Tok::Ident(text[start..i].to_string()),
                span: span(start, i),
            });
            continue;
        }
        if c == b'"' {
            let (tok, end, problem) = string(b, i);
            if let Some(p) = problem {
                diags.push(Diagnostic::error(
                    codes::UNTERMINATED_STRING,
                    span(start, end.max(start + 1)),
                    p,
                ));
            }
            toks.push(Token {
                tok,
                span: span(start, end),
            });
            i = end;
            continue;
        }
        let digit_at = |k: usize| b.get(k).is_some_and(u8::is_ascii_digit);
        let number_start = c.is_ascii_digit()
            || (c == b'.' && digit_at(i + 1))
            || (c == b'-' && (digit_at(i + 1) || (b.get(i + 1) == Some(&b'.') && digit_at(i + 2))));
        if number_start {
            let (tok, end) = number(text, i);
            match tok {
                Some(tok) => toks.push(Token {
                    tok,
                    span: span(start, end),
                }),
                None => diags.push(Diagnostic::error(
                    codes::BAD_LITERAL,
                    span(start, end),
                    format!("`{}` is not a number", &text[start..end]),
                )),
            }
            i = end;
            continue;
        }
        let ch = text[i..].chars().next().unwrap_or('?');
        diags.push(
            Diagnostic::error(
                codes::UNEXPECTED_CHAR,
                span(i, i + ch.len_utf8()),
                format!("unexpected character `{}`", ch.escape_default()),
            )
            .with_label("begins no token of the coreVM text form"),
        );
        i += ch.len_utf8();
    }
    toks.push(Token {
        tok: Tok::Eof,
        span: span(b.len(), b.len()),
    });
    (toks, diags)
}

/// A number at `i`: an integer, or a float (`[0-9]*\.[0-9]+` with an optional exponent).
fn number(text: &str, i: usize) -> (Option<Tok>, usize) {
    let b = text.as_bytes();
    let mut j = i;
    if b[j] == b'-' {
        j += 1;
    }
    while j < b.len() && b[j].is_ascii_digit() {
        j += 1;
    }
    let mut float = false;
    if j < b.len() && b[j] == b'.' && b.get(j + 1).is_some_and(u8::is_ascii_digit) {
        float = true;
        j += 1;
        while j < b.len() && b[j].is_ascii_digit() {
            j += 1;
        }
    }
    if float && j < b.len() && (b[j] == b'e' || b[j] == b'E') {
        let mut k = j + 1;
        if k < b.len() && (b[k] == b'+' || b[k] == b'-') {
            k += 1;
        }
        if b.get(k).is_some_and(u8::is_ascii_digit) {
            while k < b.len() && b[k].is_ascii_digit() {
                k += 1;
            }
            j = k;
        }
    }
    // A number runs into no identifier characters (`12ab` is no token).
    let mut end = j;
    while end < b.len() && is_ident(b[end]) {
        end += 1;
    }
    if end != j {
        return (None, end);
    }
    let s = &text[i..j];
    let tok = if float {
        s.parse::<f64>()
            .ok()
            .filter(|v| v.is_finite())
            .map(Tok::Float)
    } else {
        s.parse::<i128>().ok().map(Tok::Int)
    };
    (tok, j)
}

/// A string literal at `i` (the opening quote): its bytes, the offset after it, and what is
/// wrong with it.
fn string(b: &[u8], i: usize) -> (Tok, usize, Option<String>) {
    let mut out = Vec::new();
    let mut j = i + 1;
    while j < b.len() {
        match b[j] {
            b'"' => return (Tok::Str(out), j + 1, None),
            b'\n' => break,
            b'\\' if j + 1 < b.len() => {
                let (byte, used) = escape(&b[j + 1..]);
                out.push(byte);
                j += 1 + used;
            }
            c => {
                out.push(c);
                j += 1;
            }
        }
    }
    (
        Tok::Str(out),
        j,
        Some("string literal never closed: `\"` expected before the end of the line".into()),
    )
}

/// One C escape after the backslash: its byte and how many bytes it takes.
fn escape(b: &[u8]) -> (u8, usize) {
    match b[0] {
        b'n' => (b'\n', 1),
        b't' => (b'\t', 1),
        b'r' => (b'\r', 1),
        b'0'..=b'7' => {
            let mut v: u32 = 0;
            let mut k = 0;
            while k < 3 && k < b.len() && (b'0'..=b'7').contains(&b[k]) {
                v = v * 8 + u32::from(b[k] - b'0');
                k += 1;
            }
            ((v & 0xff) as u8, k)
        }
        b'x' => {
            let mut v: u32 = 0;
            let mut k = 1;
            while k < 3 && k < b.len() && b[k].is_ascii_hexdigit() {
                v = v * 16 + (b[k] as char).to_digit(16).unwrap_or(0);
                k += 1;
            }
            (v as u8, k)
        }
        b'a' => (7, 1),
        b'b' => (8, 1),
        b'f' => (12, 1),
        b'v' => (11, 1),
        b'e' => (27, 1),
        other => (other, 1),
    }
}

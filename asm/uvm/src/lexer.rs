//! The lexer: µVM IR text to [`Token`]s. It never fails as a whole: a bad character or number
//! becomes a diagnostic and lexing goes on, so one run reports every problem of a file.
//!
//! Commas are separators the documents write in some places and omit in others
//! (`struct<int<64>, @NodeRef>` and `struct<int<64> @NodeRef>`, `(3.0d, 4.0d)`): the lexer
//! drops them, which makes them optional everywhere. `>>` is two closing brackets, never a
//! shift (the text form has no operators).

use crate::codes;
use maple_asm::diag::Diagnostic;
use maple_asm::source::{FileId, Span};

/// A floating-point literal's suffix: `42.0d` is a double, `3.14f` a float (the instruction
/// set document writes them; unsuffixed literals take the type the instruction expects).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatSuffix {
    F,
    D,
}

/// A floating-point literal, rounded from its digits once to each width: rounding the
/// double to a float again can differ from C's `strtof` in the last bit (a literal just
/// above the midpoint of two floats can round to the midpoint as a double, then to even).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FloatLit {
    pub double: f64,
    pub single: f32,
}

impl FloatLit {
    /// The literal `digits` (decimal, with an optional exponent), negated if `neg`.
    fn parse(digits: &str, neg: bool) -> Option<FloatLit> {
        let (double, single): (f64, f32) = (digits.parse().ok()?, digits.parse().ok()?);
        Some(if neg {
            FloatLit {
                double: -double,
                single: -single,
            }
        } else {
            FloatLit { double, single }
        })
    }
}

impl std::fmt::Display for FloatLit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.double.fmt(f)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// `@name` (without the `@`).
    Global(String),
    /// `%name` (without the `%`).
    Local(String),
    /// `.typedef` and friends (without the `.`).
    Directive(String),
    /// A bare word: opcodes, type constructors, `NULL`, `KEEPALIVE`, orderings.
    Word(String),
    Int(i128),
    Float(FloatLit, Option<FloatSuffix>),
    Lt,
    Gt,
    LParen,
    RParen,
    LBrace,
    RBrace,
    Eq,
    Colon,
    Semi,
    Eof,
}

impl Tok {
    /// How the token reads in "expected X, found Y".
    pub fn describe(&self) -> String {
        match self {
            Tok::Global(n) => format!("`@{n}`"),
            Tok::Local(n) => format!("`%{n}`"),
            Tok::Directive(n) => format!("`.{n}`"),
            Tok::Word(w) => format!("`{w}`"),
            Tok::Int(v) => format!("`{v}`"),
            Tok::Float(v, _) => format!("`{v}`"),
            Tok::Lt => "`<`".into(),
            Tok::Gt => "`>`".into(),
            Tok::LParen => "`(`".into(),
            Tok::RParen => "`)`".into(),
            Tok::LBrace => "`{`".into(),
            Tok::RBrace => "`}`".into(),
            Tok::Eq => "`=`".into(),
            Tok::Colon => "`:`".into(),
            Tok::Semi => "`;`".into(),
            Tok::Eof => "end of file".into(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
}

/// Characters of a name after `@`/`%` or of a word (`@uvm.new_thread`, `%a-1`).
fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-')
}

/// Lex a whole file; the last token is `Eof`.
pub fn lex(file: FileId, text: &str) -> (Vec<Token>, Vec<Diagnostic>) {
    let src = text.as_bytes();
    let mut pos = 0;
    let mut tokens = Vec::new();
    let mut diags = Vec::new();
    let span = |a: usize, b: usize| Span::new(file, a, b);
    while pos < src.len() {
        let c = src[pos];
        let start = pos;
        if c.is_ascii_whitespace() || c == b',' {
            pos += 1;
            continue;
        }
        if src[pos..].starts_with(b"//") {
            while pos < src.len() && src[pos] != b'\n' {
                pos += 1;
            }
            continue;
        }
        let single = match c {
            b'<' => Some(Tok::Lt),
            b'>' => Some(Tok::Gt),
            b'(' => Some(Tok::LParen),
            b')' => Some(Tok::RParen),
            b'{' => Some(Tok::LBrace),
            b'}' => Some(Tok::RBrace),
            b'=' => Some(Tok::Eq),
            b':' => Some(Tok::Colon),
            b';' => Some(Tok::Semi),
            _ => None,
        };
        if let Some(tok) = single {
            pos += 1;
            tokens.push(Token {
                tok,
                span: span(start, pos),
            });
            continue;
        }
        if matches!(c, b'@' | b'%' | b'.') && src.get(pos + 1).is_some_and(|&n| is_name_char(n)) {
            pos += 1;
            while pos < src.len() && is_name_char(src[pos]) {
                pos += 1;
            }
            let name = text[start + 1..pos].to_string();
            let tok = match c {
                b'@' => Tok::Global(name),
                b'%' => Tok::Local(name),
                _ => Tok::Directive(name),
            };
            tokens.push(Token {
                tok,
                span: span(start, pos),
            });
            continue;
        }
        if c.is_ascii_digit()
            || (matches!(c, b'-' | b'+') && src.get(pos + 1).is_some_and(u8::is_ascii_digit))
        {
            pos += 1;
            while pos < src.len()
                && (is_name_char(src[pos])
                    || (matches!(src[pos], b'+' | b'-') && matches!(src[pos - 1], b'e' | b'E')))
            {
                pos += 1;
            }
            let sp = span(start, pos);
            match number(&text[start..pos]) {
                Some(tok) => tokens.push(Token { tok, span: sp }),
                None => diags.push(
                    Diagnostic::error(
                        codes::BAD_NUMBER,
                        sp,
                        format!("malformed number `{}`", &text[start..pos]),
                    )
                    .with_label("not a number the text form admits")
                    .with_note(
                        "integers are decimal, octal (leading 0) or hex (0x); floats need a \
                         decimal point (`1.0`, `12.5e3`, optionally `1.0d`/`1.0f`)",
                    ),
                ),
            }
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            while pos < src.len() && is_name_char(src[pos]) {
                pos += 1;
            }
            tokens.push(Token {
                tok: Tok::Word(text[start..pos].to_string()),
                span: span(start, pos),
            });
            continue;
        }
        // Skip the whole (possibly multi-byte) character.
        pos += text[start..].chars().next().map_or(1, char::len_utf8);
        diags.push(
            Diagnostic::error(
                codes::UNEXPECTED_CHAR,
                span(start, pos),
                format!("unexpected character `{}`", &text[start..pos]),
            )
            .with_label("begins no token"),
        );
    }
    tokens.push(Token {
        tok: Tok::Eof,
        span: span(text.len(), text.len()),
    });
    (tokens, diags)
}

/// An integer or float literal, or `None` when malformed or out of range.
fn number(s: &str) -> Option<Tok> {
    let (neg, body) = match s.as_bytes()[0] {
        b'-' => (true, &s[1..]),
        b'+' => (false, &s[1..]),
        _ => (false, s),
    };
    let is_float = body.contains('.')
        || (!body.starts_with("0x") && !body.starts_with("0X") && body.contains(['e', 'E']));
    if is_float {
        let (digits, suffix) = match body.as_bytes()[body.len() - 1] {
            b'd' | b'D' => (&body[..body.len() - 1], Some(FloatSuffix::D)),
            b'f' | b'F' => (&body[..body.len() - 1], Some(FloatSuffix::F)),
            _ => (body, None),
        };
        if !digits
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
        {
            return None;
        }
        return Some(Tok::Float(FloatLit::parse(digits, neg)?, suffix));
    }
    let magnitude = if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        u128::from_str_radix(hex, 16).ok()?
    } else if body.len() > 1 && body.starts_with('0') {
        u128::from_str_radix(&body[1..], 8).ok()?
    } else {
        body.parse::<u128>().ok()?
    };
    // Up to 128 bits, as `int<128>` holds: a negative literal down to -2^127, a positive one
    // up to 2^128-1 (above 2^127-1 kept as its two's-complement bits, which is what an
    // `int<128>` holds; the checker's range test refuses it for narrower types).
    if neg {
        if magnitude > 1u128 << 127 {
            return None;
        }
        Some(Tok::Int((magnitude as i128).wrapping_neg()))
    } else {
        Some(Tok::Int(magnitude as i128))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        lex(0, s).0.into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn numbers_in_every_base() {
        assert_eq!(
            toks("42 052 0x2A -7 1.5 2.0d 2.5f 1e3"),
            vec![
                Tok::Int(42),
                Tok::Int(42),
                Tok::Int(42),
                Tok::Int(-7),
                Tok::Float(lit(1.5), None),
                Tok::Float(lit(2.0), Some(FloatSuffix::D)),
                Tok::Float(lit(2.5), Some(FloatSuffix::F)),
                Tok::Float(lit(1000.0), None),
                Tok::Eof
            ]
        );
    }

    fn lit(x: f64) -> FloatLit {
        FloatLit {
            double: x,
            single: x as f32,
        }
    }

    /// Just above the midpoint of 1 and the next float: the double is the midpoint, so a
    /// float rounded from the double would be 1 (ties to even); C's `strtof` gives 1 + 2^-23.
    #[test]
    fn floats_round_once_from_their_digits() {
        let toks = toks("1.0000000596046447753906250001f -1.0000000596046447753906250001");
        let Tok::Float(a, _) = toks[0] else {
            panic!("{toks:?}")
        };
        assert_eq!(a.single.to_bits(), 0x3f80_0001);
        assert_eq!(a.double, 1.0 + 2f64.powi(-24));
        assert_eq!(
            (a.double as f32).to_bits(),
            0x3f80_0000,
            "the double rounding"
        );
        let Tok::Float(b, _) = toks[1] else {
            panic!("{toks:?}")
        };
        assert_eq!(b.single.to_bits(), 0xbf80_0001);
    }

    #[test]
    fn nested_closing_brackets_are_separate_and_commas_vanish() {
        assert_eq!(
            toks("iref<int<8>>, // c\n@uvm.sin"),
            vec![
                Tok::Word("iref".into()),
                Tok::Lt,
                Tok::Word("int".into()),
                Tok::Lt,
                Tok::Int(8),
                Tok::Gt,
                Tok::Gt,
                Tok::Global("uvm.sin".into()),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn bad_input_is_reported_not_fatal() {
        let (t, d) = lex(0, "0x 09 # é");
        assert_eq!(t.len(), 1);
        let codes: Vec<_> = d.iter().map(|d| d.code).collect();
        assert_eq!(
            codes,
            [
                codes::BAD_NUMBER,
                codes::BAD_NUMBER,
                codes::UNEXPECTED_CHAR,
                codes::UNEXPECTED_CHAR
            ]
        );
    }
}

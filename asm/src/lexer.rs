//! The lexer: text to [`Token`]s. It never fails as a whole: a bad character or literal becomes a
//! diagnostic and lexing continues, so one run reports every problem of a file.
//!
//! Real MAPLE files allow `;`, `|` and `/` inside names (mangled Java names such as
//! `$Ljava/lang/Object;`), integer suffixes (`75ul`), octal (`0113`), hex floats, `1.0f`,
//! leading-dot floats (`.233`) and character constants (`'Y'`), so all of those are tokens here.

use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, Span};
use crate::token::{Tok, Token};

/// Lex a whole file. Diagnostics are returned alongside the tokens; the last token is `Eof`.
pub fn lex(file: FileId, text: &str) -> (Vec<Token>, Vec<Diagnostic>) {
    let (tokens, diags, _) = lex_with_comments(file, text);
    (tokens, diags)
}

/// A `#` comment (other than `#LINE`): byte offset of the `#` and the text after it.
#[derive(Clone, Debug)]
pub struct RawComment {
    pub offset: usize,
    pub text: String,
    /// Nothing but blanks before it on its line.
    pub own_line: bool,
}

/// Like [`lex`], also returning the comments, so `maple fmt` can keep them.
pub fn lex_with_comments(
    file: FileId,
    text: &str,
) -> (Vec<Token>, Vec<Diagnostic>, Vec<RawComment>) {
    let mut lx = Lexer {
        file,
        src: text.as_bytes(),
        text,
        pos: 0,
        line_start: true,
        tokens: Vec::new(),
        diags: Vec::new(),
        comments: Vec::new(),
    };
    lx.run();
    (lx.tokens, lx.diags, lx.comments)
}

struct Lexer<'a> {
    file: FileId,
    src: &'a [u8],
    text: &'a str,
    pos: usize,
    line_start: bool,
    tokens: Vec<Token>,
    diags: Vec<Diagnostic>,
    comments: Vec<RawComment>,
}

/// Characters allowed after the first one of a prefixed name.
fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b';' | b'/' | b'|' | b'$')
}

/// Characters allowed to begin a prefixed name.
fn is_name_start(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$')
}

impl<'a> Lexer<'a> {
    fn peek(&self, k: usize) -> u8 {
        self.src.get(self.pos + k).copied().unwrap_or(0)
    }

    fn span(&self, start: usize) -> Span {
        Span::new(self.file, start, self.pos)
    }

    fn push(&mut self, tok: Tok, start: usize) {
        let span = self.span(start);
        let text = self.text.get(start..self.pos).unwrap_or("");
        let hex = matches!(tok, Tok::Int(_))
            && (text.starts_with("0x")
                || text.starts_with("0X")
                || text.starts_with("-0x")
                || text.starts_with("-0X"));
        // A literal that wrapped into the sign bit (see `parse_number`).
        let wide = matches!(tok, Tok::Int(v) if v < 0) && !text.starts_with('-');
        self.tokens.push(Token {
            tok,
            span,
            line_start: self.line_start,
            hex,
            wide,
        });
        self.line_start = false;
    }

    fn error(&mut self, code: &'static str, start: usize, end: usize, msg: impl Into<String>) {
        let span = Span::new(self.file, start, end.max(start));
        self.diags.push(Diagnostic::error(code, span, msg));
    }

    fn run(&mut self) {
        // A UTF-8 byte order mark is not text.
        if self.src.starts_with(b"\xef\xbb\xbf") {
            self.pos = 3;
        }
        while self.pos < self.src.len() {
            let c = self.src[self.pos];
            let start = self.pos;
            match c {
                b'\n' => {
                    self.pos += 1;
                    self.line_start = true;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => self.pos += 1,
                b'#' => self.comment(),
                b'(' => self.single(Tok::LParen),
                b')' => self.single(Tok::RParen),
                b'{' => self.single(Tok::LBrace),
                b'}' => self.single(Tok::RBrace),
                b'[' => self.single(Tok::LBracket),
                b']' => self.single(Tok::RBracket),
                b'<' => self.single(Tok::Lt),
                b'>' => self.single(Tok::Gt),
                b',' => self.single(Tok::Comma),
                b'=' => self.single(Tok::Eq),
                b':' => self.single(Tok::Colon),
                b'*' => self.single(Tok::Star),
                b'.' if self.peek(1) == b'.' && self.peek(2) == b'.' => {
                    self.pos += 3;
                    self.push(Tok::Ellipsis, start);
                }
                b'"' => self.string(),
                b'\'' => self.char_const(),
                b'$' | b'&' | b'@' | b'!' | b'^' => self.prefixed(c),
                b'%' => self.percent(),
                b'0'..=b'9' => self.number(),
                b'.' if self.peek(1).is_ascii_digit() => self.number(),
                b'-' | b'+'
                    if self.peek(1).is_ascii_digit()
                        || (self.peek(1) == b'.' && self.peek(2).is_ascii_digit()) =>
                {
                    self.number()
                }
                b'-' if self.src[self.pos + 1..].starts_with(b"inf")
                    || self.src[self.pos + 1..].starts_with(b"nan") =>
                {
                    self.pos += 1;
                    self.ident(start);
                }
                c if c.is_ascii_alphabetic() || c == b'_' => self.ident(start),
                _ => {
                    let ch = self.text[self.pos..].chars().next().unwrap_or('?');
                    self.pos += ch.len_utf8().max(1);
                    self.error(
                        codes::UNEXPECTED_CHAR,
                        start,
                        self.pos,
                        format!("unexpected character `{}`", ch.escape_debug()),
                    );
                }
            }
        }
        let end = self.src.len();
        self.tokens.push(Token {
            tok: Tok::Eof,
            span: Span::new(self.file, end, end),
            line_start: true,
            hex: false,
            wide: false,
        });
    }

    fn single(&mut self, tok: Tok) {
        let start = self.pos;
        self.pos += 1;
        self.push(tok, start);
    }

    /// `#` to the end of the line; `#LINE file:N` becomes a token.
    fn comment(&mut self) {
        let start = self.pos;
        while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
            self.pos += 1;
        }
        let body = self.text.get(start + 1..self.pos).unwrap_or("");
        if let Some(rest) = body.strip_prefix("LINE") {
            let rest = rest.trim();
            let pos = rest.split_whitespace().next().unwrap_or("");
            if let Some((file, line)) = pos.rsplit_once(':') {
                if let Ok(line) = line.parse::<u32>() {
                    let save = self.line_start;
                    self.push(
                        Tok::LineDirective {
                            file: file.to_string(),
                            line,
                        },
                        start,
                    );
                    // A directive is not a statement; it does not use up the line start.
                    self.line_start = save;
                    return;
                }
            }
        }
        self.comments.push(RawComment {
            offset: start,
            text: body.trim_end_matches('\r').to_string(),
            own_line: self.line_start,
        });
    }

    fn ident(&mut self, start: usize) {
        while self.pos < self.src.len()
            && (self.src[self.pos].is_ascii_alphanumeric() || self.src[self.pos] == b'_')
        {
            self.pos += 1;
        }
        let word = self.text[start..self.pos].to_string();
        self.push(Tok::Ident(word), start);
    }

    /// A name; after `@` it may hold and start with `@` too (jbc2mpl's label `@@4`).
    fn name_run(&mut self, allow_at: bool) -> &'a str {
        let start = self.pos;
        if self.pos < self.src.len()
            && (is_name_start(self.src[self.pos]) || (allow_at && self.src[self.pos] == b'@'))
        {
            self.pos += 1;
            while self.pos < self.src.len()
                && (is_name_char(self.src[self.pos]) || (allow_at && self.src[self.pos] == b'@'))
            {
                self.pos += 1;
            }
        }
        &self.text[start..self.pos]
    }

    fn prefixed(&mut self, sigil: u8) {
        let start = self.pos;
        self.pos += 1;
        let name = self.name_run(sigil == b'@').to_string();
        if name.is_empty() {
            self.error(
                codes::EXPECTED,
                start,
                self.pos,
                format!("expected a name after `{}`", sigil as char),
            );
            return;
        }
        let tok = match sigil {
            b'$' => Tok::Global(name),
            b'&' => Tok::Func(name),
            b'@' => Tok::At(name),
            b'^' => Tok::Parent(name),
            _ => Tok::TypeParam(name),
        };
        self.push(tok, start);
    }

    fn percent(&mut self) {
        let start = self.pos;
        self.pos += 1;
        if self.peek(0) == b'%' {
            self.pos += 1;
            let name = self.name_run(false).to_string();
            if name.is_empty() {
                self.error(
                    codes::BAD_SPECIAL_REG,
                    start,
                    self.pos,
                    "expected a special register name after `%%`",
                );
                return;
            }
            self.push(Tok::Special(name), start);
            return;
        }
        if self.peek(0).is_ascii_digit() {
            let name = self.name_run(false);
            match name.parse::<u32>() {
                Ok(n) => self.push(Tok::Preg(n), start),
                Err(_) => self.error(
                    codes::EXPECTED,
                    start,
                    self.pos,
                    format!("bad pseudo-register `%{name}`: a name starting with a digit must be a number"),
                ),
            }
            return;
        }
        let name = self.name_run(false).to_string();
        if name.is_empty() {
            self.error(
                codes::EXPECTED,
                start,
                self.pos,
                "expected a name after `%`",
            );
            return;
        }
        self.push(Tok::Local(name), start);
    }

    fn number(&mut self) {
        let start = self.pos;
        if matches!(self.peek(0), b'-' | b'+') {
            self.pos += 1;
        }
        let hex = self.peek(0) == b'0' && matches!(self.peek(1), b'x' | b'X');
        while self.pos < self.src.len() {
            let c = self.src[self.pos];
            let prev = self
                .pos
                .checked_sub(1)
                .and_then(|i| self.src.get(i))
                .copied()
                .unwrap_or(0);
            let exp_sign = matches!(c, b'+' | b'-')
                && if hex {
                    matches!(prev, b'p' | b'P')
                } else {
                    matches!(prev, b'e' | b'E')
                };
            if c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || exp_sign {
                self.pos += 1;
            } else {
                break;
            }
        }
        let text = &self.text[start..self.pos];
        match parse_number(text) {
            Ok(tok) => self.push(tok, start),
            Err(msg) => self.error(codes::BAD_NUMBER, start, self.pos, msg),
        }
    }

    /// One escape after a backslash inside a string or character literal.
    fn escape(&mut self, out: &mut Vec<u8>) -> bool {
        let start = self.pos;
        self.pos += 1; // the backslash
        let c = self.peek(0);
        self.pos += 1;
        let byte = match c {
            b'n' => b'\n',
            b't' => b'\t',
            b'r' => b'\r',
            b'a' => 7,
            b'b' => 8,
            b'f' => 12,
            b'v' => 11,
            b'\\' => b'\\',
            b'"' => b'"',
            b'\'' => b'\'',
            b'?' => b'?',
            b'x' => {
                let mut v: u32 = 0;
                let mut n = 0;
                while n < 2 && self.peek(0).is_ascii_hexdigit() {
                    v = v * 16 + (self.peek(0) as char).to_digit(16).unwrap_or(0);
                    self.pos += 1;
                    n += 1;
                }
                if n == 0 {
                    self.error(
                        codes::BAD_CHAR,
                        start,
                        self.pos,
                        "`\\x` escape without hex digits",
                    );
                    return false;
                }
                v as u8
            }
            b'0'..=b'7' => {
                let mut v: u32 = (c - b'0') as u32;
                let mut n = 1;
                while n < 3 && matches!(self.peek(0), b'0'..=b'7') {
                    v = v * 8 + (self.peek(0) - b'0') as u32;
                    self.pos += 1;
                    n += 1;
                }
                (v & 0xff) as u8
            }
            0 | b'\n' => {
                self.pos -= 1;
                return false;
            }
            other => {
                let ch = self
                    .text
                    .get(self.pos - 1..)
                    .and_then(|s| s.chars().next())
                    .unwrap_or(other as char);
                self.pos = self.pos - 1 + ch.len_utf8();
                self.error(
                    codes::BAD_CHAR,
                    start,
                    self.pos,
                    format!("unknown escape `\\{}`", ch.escape_debug()),
                );
                return false;
            }
        };
        out.push(byte);
        true
    }

    fn string(&mut self) {
        let start = self.pos;
        self.pos += 1;
        let mut bytes = Vec::new();
        loop {
            match self.peek(0) {
                0 if self.pos >= self.src.len() => break,
                b'\n' => break,
                b'"' => {
                    self.pos += 1;
                    self.push(Tok::Str(bytes), start);
                    return;
                }
                b'\\' => {
                    self.escape(&mut bytes);
                }
                c => {
                    bytes.push(c);
                    self.pos += 1;
                }
            }
        }
        self.error(
            codes::UNTERMINATED_STRING,
            start,
            start + 1,
            "unterminated string literal",
        );
    }

    fn char_const(&mut self) {
        let start = self.pos;
        self.pos += 1;
        let mut bytes = Vec::new();
        match self.peek(0) {
            b'\\' => {
                self.escape(&mut bytes);
            }
            b'\'' | b'\n' | 0 => {}
            _ => {
                let ch = self.text[self.pos..].chars().next().unwrap_or('?');
                self.pos += ch.len_utf8();
                bytes.extend_from_slice(ch.to_string().as_bytes());
                if ch.len_utf8() > 1 {
                    // A multi-byte character: its code point is the value.
                    bytes = (ch as u32).to_le_bytes().to_vec();
                    bytes.truncate(1);
                    let value = ch as u32 as i128;
                    if self.peek(0) == b'\'' {
                        self.pos += 1;
                        self.push(Tok::Int(value), start);
                        return;
                    }
                }
            }
        }
        if self.peek(0) != b'\'' {
            // Find the end of the line to bound the span.
            let mut end = self.pos;
            while end < self.src.len() && self.src[end] != b'\n' && self.src[end] != b'\'' {
                end += 1;
            }
            if end < self.src.len() && self.src[end] == b'\'' {
                self.pos = end + 1;
                self.error(
                    codes::BAD_CHAR,
                    start,
                    self.pos,
                    "a character constant holds exactly one character",
                );
            } else {
                self.error(
                    codes::UNTERMINATED_STRING,
                    start,
                    start + 1,
                    "unterminated character constant",
                );
            }
            return;
        }
        self.pos += 1;
        match bytes.as_slice() {
            [b] => self.push(Tok::Int(*b as i128), start),
            _ => self.error(codes::BAD_CHAR, start, self.pos, "empty character constant"),
        }
    }
}

/// Classify and decode one number's text.
pub fn parse_number(text: &str) -> Result<Tok, String> {
    let (neg, body) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let bad = || format!("bad number literal `{text}`");
    let lower = body.to_ascii_lowercase();
    if let Some(hex) = lower.strip_prefix("0x") {
        if hex.contains('.') || hex.contains('p') {
            let (digits, is_f32) = strip_float_suffix(hex, true);
            let v = parse_hex_float(digits).ok_or_else(bad)?;
            let v = if neg { -v } else { v };
            return Ok(Tok::Float {
                value: if is_f32 { v as f32 as f64 } else { v },
                f32: is_f32,
            });
        }
        let digits = hex.trim_end_matches(['u', 'l']);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(bad());
        }
        let v = u128::from_str_radix(digits, 16)
            .map_err(|_| format!("integer literal `{text}` does not fit in 128 bits"))?;
        return int_token(v, neg, text);
    }
    let is_float = lower.contains('.') || lower.contains('e') || lower == "inf" || lower == "nan";
    if is_float {
        let (digits, is_f32) = strip_float_suffix(&lower, false);
        if digits.is_empty()
            || !digits
                .bytes()
                .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'+' | b'-'))
        {
            return Err(bad());
        }
        let value = if is_f32 {
            digits.parse::<f32>().map_err(|_| bad())? as f64
        } else {
            digits.parse::<f64>().map_err(|_| bad())?
        };
        return Ok(Tok::Float {
            value: if neg { -value } else { value },
            f32: is_f32,
        });
    }
    // Integers: decimal or octal with any of the C suffixes u, l, ul, lu, ll, ull, ...
    let digits = lower.trim_end_matches(['u', 'l']);
    if lower.ends_with('f')
        && lower
            .trim_end_matches('f')
            .bytes()
            .all(|b| b.is_ascii_digit())
        && lower.len() > 1
    {
        // `5f` is a float in the real dialect.
        let v = lower
            .trim_end_matches('f')
            .parse::<f32>()
            .map_err(|_| bad())? as f64;
        return Ok(Tok::Float {
            value: if neg { -v } else { v },
            f32: true,
        });
    }
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let (radix, digits) = if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if radix == 8 && digits.bytes().any(|b| b > b'7') {
        return Err(format!("bad octal literal `{text}`"));
    }
    let v = u128::from_str_radix(digits, radix)
        .map_err(|_| format!("integer literal `{text}` does not fit in 128 bits"))?;
    int_token(v, neg, text)
}

/// An integer token from a magnitude and a sign. Literals up to `u128::MAX` are read (the
/// `i128`/`u128` constants of the spec); one above `i128::MAX` keeps its bit pattern, wrapping
/// into the sign bit, and the lexer marks its token `wide`.
fn int_token(v: u128, neg: bool, text: &str) -> Result<Tok, String> {
    match (neg, i128::try_from(v)) {
        (false, Ok(v)) => Ok(Tok::Int(v)),
        (false, Err(_)) => Ok(Tok::Int(v as i128)),
        (true, Ok(v)) => Ok(Tok::Int(-v)),
        (true, Err(_)) if v == 1 << 127 => Ok(Tok::Int(i128::MIN)),
        (true, Err(_)) => Err(format!("integer literal `{text}` does not fit in 128 bits")),
    }
}

fn strip_float_suffix(s: &str, hex: bool) -> (&str, bool) {
    if let Some(d) = s.strip_suffix('f') {
        // In a hex float the suffix comes after the `p` exponent, so `f` is never a digit there.
        if !hex || s.contains('p') {
            return (d, true);
        }
    }
    if let Some(d) = s.strip_suffix('l') {
        return (d, false);
    }
    (s, false)
}

/// `1.8p3` (after `0x`): mantissa in hex, exponent in decimal powers of two.
fn parse_hex_float(s: &str) -> Option<f64> {
    let (mant, exp) = match s.split_once('p') {
        Some((m, e)) => (m, e.parse::<i32>().ok()?),
        None => (s, 0),
    };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    let mut v = 0f64;
    for c in int.chars() {
        v = v * 16.0 + c.to_digit(16)? as f64;
    }
    let mut scale = 1.0 / 16.0;
    for c in frac.chars() {
        v += c.to_digit(16)? as f64 * scale;
        scale /= 16.0;
    }
    Some(v * 2f64.powi(exp))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        let (t, d) = lex(0, s);
        assert!(d.is_empty(), "{d:?}");
        t.into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn numbers() {
        assert_eq!(
            toks("0113 0x4b 75u 75ul -273 'Y'")[..6],
            [
                Tok::Int(75),
                Tok::Int(75),
                Tok::Int(75),
                Tok::Int(75),
                Tok::Int(-273),
                Tok::Int(89)
            ]
        );
        assert_eq!(
            toks(".233")[0],
            Tok::Float {
                value: 0.233,
                f32: false
            }
        );
        assert_eq!(
            toks("1.5f")[0],
            Tok::Float {
                value: 1.5,
                f32: true
            }
        );
        assert_eq!(
            toks("0x1.8p1")[0],
            Tok::Float {
                value: 3.0,
                f32: false
            }
        );
        assert_eq!(
            toks("6.02e+23")[0],
            Tok::Float {
                value: 6.02e23,
                f32: false
            }
        );
    }

    #[test]
    fn names() {
        assert_eq!(
            toks("$Ljava/lang/Object; %i; %j|/ %%retval @h@L &f !T %12")[..8],
            [
                Tok::Global("Ljava/lang/Object;".into()),
                Tok::Local("i;".into()),
                Tok::Local("j|/".into()),
                Tok::Special("retval".into()),
                Tok::At("h@L".into()),
                Tok::Func("f".into()),
                Tok::TypeParam("T".into()),
                Tok::Preg(12)
            ]
        );
    }

    #[test]
    fn bad_things_are_reported() {
        let (_, d) = lex(0, "\"abc\n 09 ` 0x");
        let codes: Vec<_> = d.iter().map(|d| d.code).collect();
        assert_eq!(
            codes,
            [
                codes::UNTERMINATED_STRING,
                codes::BAD_NUMBER,
                codes::UNEXPECTED_CHAR,
                codes::BAD_NUMBER
            ]
        );
    }
}

//! Tokens of ASCII MAPLE IR. The lexer classifies names by their sigil (`$ % %% & @ !`) so the
//! parser never has to look inside a name to know what it refers to.

use crate::source::Span;

/// What a token is. Literal values are already decoded.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// A bare word: keyword, opcode, primitive type, attribute, intrinsic name.
    Ident(String),
    /// `$name`: global variable, global type, or (in the real dialect) function.
    Global(String),
    /// `%name`: local variable or local type.
    Local(String),
    /// `%123`: pseudo-register.
    Preg(u32),
    /// `%%name`: special register (the name after `%%`).
    Special(String),
    /// `&name`: function or method.
    Func(String),
    /// `@name` (also `@h@name`, `@f@name`): label or struct field.
    At(String),
    /// `!name`: type parameter.
    TypeParam(String),
    /// `^name`: a parent field in a class body (a field the class redeclares from a parent).
    Parent(String),
    /// Integer literal (character constants too), sign included.
    Int(i128),
    /// Floating literal; `f32` is true for an `f`/`F` suffix.
    Float {
        value: f64,
        f32: bool,
    },
    /// String literal, escapes decoded to bytes.
    Str(Vec<u8>),
    /// `#LINE file:N`: a source position for the statements that follow.
    LineDirective {
        file: String,
        line: u32,
    },
    LParen,
    RParen,
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    Lt,
    Gt,
    Comma,
    Eq,
    Colon,
    Star,
    Ellipsis,
    Eof,
}

impl Tok {
    /// How the token reads in a message.
    pub fn describe(&self) -> String {
        match self {
            Tok::Ident(s) => format!("`{s}`"),
            Tok::Global(s) => format!("`${s}`"),
            Tok::Local(s) => format!("`%{s}`"),
            Tok::Preg(n) => format!("`%{n}`"),
            Tok::Special(s) => format!("`%%{s}`"),
            Tok::Func(s) => format!("`&{s}`"),
            Tok::At(s) => format!("`@{s}`"),
            Tok::TypeParam(s) => format!("`!{s}`"),
            Tok::Parent(s) => format!("`^{s}`"),
            Tok::Int(v) => format!("integer `{v}`"),
            Tok::Float { value, .. } => format!("number `{value}`"),
            Tok::Str(_) => "a string".into(),
            Tok::LineDirective { .. } => "`#LINE`".into(),
            Tok::LParen => "`(`".into(),
            Tok::RParen => "`)`".into(),
            Tok::LBrace => "`{`".into(),
            Tok::RBrace => "`}`".into(),
            Tok::LBracket => "`[`".into(),
            Tok::RBracket => "`]`".into(),
            Tok::Lt => "`<`".into(),
            Tok::Gt => "`>`".into(),
            Tok::Comma => "`,`".into(),
            Tok::Eq => "`=`".into(),
            Tok::Colon => "`:`".into(),
            Tok::Star => "`*`".into(),
            Tok::Ellipsis => "`...`".into(),
            Tok::Eof => "end of file".into(),
        }
    }

    /// True for the closing brackets, whose stray appearance means unbalanced brackets.
    pub fn is_closer(&self) -> bool {
        matches!(self, Tok::RParen | Tok::RBrace | Tok::RBracket | Tok::Gt)
    }
}

/// A token with its place in the source.
#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
    /// True when a line break (or the start of the file) precedes the token: statements and
    /// declarations must begin such a token.
    pub line_start: bool,
    /// An integer written in hexadecimal: with a floating-point type, `constval` reads it as the
    /// value's bit pattern (`constval f64 0x3ff0000000000000` is 1.0).
    pub hex: bool,
    /// An integer literal above `i128::MAX` (a `u128` constant): the value holds its 128-bit
    /// pattern, so only a 128-bit type may take it.
    pub wide: bool,
}

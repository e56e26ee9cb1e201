//! Types, signatures and values.

use super::{PResult, Parser, Reported};
use crate::ast::*;
use crate::codes;
use crate::lexer::Tok;
use maple_asm::diag::Diagnostic;

/// The type constructor keywords, for hints.
const TYPE_WORDS: &[&str] = &[
    "int", "float", "double", "ref", "iref", "weakref", "struct", "array", "hybrid", "void",
    "func", "thread", "stack", "tagref64", "vector",
];

impl Parser {
    /// `< T >`.
    pub(crate) fn angled_type(&mut self) -> PResult<Type> {
        self.expect(&Tok::Lt)?;
        let t = self.ty()?;
        self.expect(&Tok::Gt)?;
        Ok(t)
    }

    /// A type: a constructor or a `@name`.
    pub(crate) fn ty(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.ty_inner();
        self.leave();
        r
    }

    fn ty_inner(&mut self) -> PResult<Type> {
        let start = self.span();
        let word = match self.peek().clone() {
            Tok::Global(name) => {
                self.bump();
                return Ok(Type {
                    kind: TypeKind::Named(name),
                    span: start,
                });
            }
            Tok::Word(w) => w,
            _ => return self.error("a type"),
        };
        self.bump();
        let kind = match word.as_str() {
            "float" => TypeKind::Float,
            "double" => TypeKind::Double,
            "void" => TypeKind::Void,
            "thread" => TypeKind::Thread,
            "stack" => TypeKind::Stack,
            "tagref64" => TypeKind::TagRef64,
            "int" => {
                self.expect(&Tok::Lt)?;
                let n = self.small_int("a bit width")?;
                self.expect(&Tok::Gt)?;
                TypeKind::Int(n)
            }
            "ref" | "iref" | "weakref" => {
                let t = Box::new(self.angled_type()?);
                match word.as_str() {
                    "ref" => TypeKind::Ref(t),
                    "iref" => TypeKind::IRef(t),
                    _ => TypeKind::WeakRef(t),
                }
            }
            "struct" => {
                self.expect(&Tok::Lt)?;
                let mut fields = Vec::new();
                while !self.eat(&Tok::Gt) {
                    fields.push(self.ty()?);
                }
                TypeKind::Struct(fields)
            }
            "array" | "vector" => {
                self.expect(&Tok::Lt)?;
                let elem = Box::new(self.ty()?);
                let n = self.length()?;
                self.expect(&Tok::Gt)?;
                if word == "array" {
                    TypeKind::Array(elem, n)
                } else {
                    TypeKind::Vector(elem, n)
                }
            }
            "hybrid" => {
                self.expect(&Tok::Lt)?;
                let fixed = Box::new(self.ty()?);
                let var = Box::new(self.ty()?);
                self.expect(&Tok::Gt)?;
                TypeKind::Hybrid(fixed, var)
            }
            "func" => TypeKind::Func(Box::new(self.angled_sig()?)),
            other => {
                let hint = crate::ops::closest(other, TYPE_WORDS.iter().copied());
                self.diags.push(
                    Diagnostic::error(
                        codes::UNKNOWN_TYPE,
                        start,
                        format!("unknown type constructor `{other}`"),
                    )
                    .with_label("not a type")
                    .with_hint(hint),
                );
                return Err(Reported);
            }
        };
        Ok(Type {
            kind,
            span: start.to(self.prev_span()),
        })
    }

    /// A non-negative integer that fits `u32` (bit widths, indices).
    pub(crate) fn small_int(&mut self, what: &str) -> PResult<u32> {
        match *self.peek() {
            Tok::Int(v) if (0..=i128::from(u32::MAX)).contains(&v) => {
                self.bump();
                Ok(v as u32)
            }
            _ => self.error(what),
        }
    }

    /// A non-negative integer that fits `u64` (array lengths).
    fn length(&mut self) -> PResult<u64> {
        match *self.peek() {
            Tok::Int(v) if v >= 0 => {
                self.bump();
                Ok(v as u64)
            }
            _ => self.error("a length"),
        }
    }

    /// `RV ( P1 P2 ... )`.
    pub(crate) fn sig(&mut self) -> PResult<Sig> {
        let start = self.span();
        let ret = self.ty()?;
        self.expect(&Tok::LParen)?;
        let mut params = Vec::new();
        while !self.eat(&Tok::RParen) {
            params.push(self.ty()?);
        }
        Ok(Sig {
            ret,
            params,
            span: start.to(self.prev_span()),
        })
    }

    /// `< @sig >` or `< RV (P...) >`.
    pub(crate) fn angled_sig(&mut self) -> PResult<SigRef> {
        self.expect(&Tok::Lt)?;
        let sig = self.sig_ref()?;
        self.expect(&Tok::Gt)?;
        Ok(sig)
    }

    /// A signature name (when a `@name` stands alone) or an inline signature.
    pub(crate) fn sig_ref(&mut self) -> PResult<SigRef> {
        if let (Tok::Global(_), Tok::Gt) = (self.peek(), self.peek_at(1)) {
            return Ok(SigRef::Named(self.global("a signature")?));
        }
        self.enter()?;
        let r = self.sig();
        self.leave();
        Ok(SigRef::Inline(r?))
    }

    /// An operand: `%local`, `@global`, a number or `NULL`.
    pub(crate) fn value(&mut self) -> PResult<Value> {
        let span = self.span();
        let kind = match self.peek().clone() {
            Tok::Local(n) => ValueKind::Local(n),
            Tok::Global(n) => ValueKind::Global(n),
            Tok::Int(v) => ValueKind::Int(v),
            Tok::Float(v, s) => ValueKind::Float(v, s),
            Tok::Word(w) if w == "NULL" => ValueKind::Null,
            // The text form writes struct literals only in `.const` definitions.
            Tok::LBrace => {
                let d = Diagnostic::error(
                    codes::EXPECTED,
                    span,
                    "a struct literal `{...}` as an operand",
                )
                .with_label("expected a value (`%local`, `@global`, a number or `NULL`)")
                .with_note("help: define it with `.const @name <T> = {...}` and use `@name`");
                self.diags.push(d);
                return Err(Reported);
            }
            _ => return self.error("a value (`%local`, `@global`, a number or `NULL`)"),
        };
        self.bump();
        Ok(Value { kind, span })
    }

    /// A constant's value: a value or a struct literal `{ ... }` (nested).
    pub(crate) fn const_value(&mut self) -> PResult<Value> {
        if !self.at(&Tok::LBrace) {
            return self.value();
        }
        self.enter()?;
        let start = self.bump().span;
        let mut fields = Vec::new();
        let r = loop {
            if self.eat(&Tok::RBrace) {
                break Ok(());
            }
            match self.const_value() {
                Ok(v) => fields.push(v),
                Err(e) => break Err(e),
            }
        };
        self.leave();
        r?;
        Ok(Value {
            kind: ValueKind::Struct(fields),
            span: start.to(self.prev_span()),
        })
    }

    /// `( v1 v2 ... )`.
    pub(crate) fn value_list(&mut self) -> PResult<Vec<Value>> {
        self.expect(&Tok::LParen)?;
        let mut vs = Vec::new();
        while !self.eat(&Tok::RParen) {
            vs.push(self.value()?);
        }
        Ok(vs)
    }

    /// An optional `KEEPALIVE ( v1 v2 ... )`.
    pub(crate) fn keepalive(&mut self) -> PResult<KeepAlive> {
        if matches!(self.peek(), Tok::Word(w) if w == "KEEPALIVE") {
            self.bump();
            return self.value_list();
        }
        Ok(Vec::new())
    }
}

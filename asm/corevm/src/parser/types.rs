//! Types as written: a value type keyword, a type definition's name or `array [ N * T ]`, each
//! optionally followed by `*` (a reference).

use super::{PResult, Parser, MAX_DEPTH};
use crate::ast::*;
use crate::codes;
use crate::lexer::Tok;
use maple_asm::diag::Diagnostic;

impl Parser {
    pub(super) fn type_ref(&mut self) -> PResult<TypeRef> {
        if self.depth >= MAX_DEPTH {
            let span = self.span();
            self.diags.push(Diagnostic::error(
                codes::TOO_DEEP,
                span,
                format!("types nest deeper than {MAX_DEPTH} levels"),
            ));
            return Err(super::Failed);
        }
        self.depth += 1;
        let t = self.type_ref_inner();
        self.depth -= 1;
        t
    }

    fn type_ref_inner(&mut self) -> PResult<TypeRef> {
        let start = self.span();
        let Tok::Ident(word) = self.peek().clone() else {
            return Err(self.expected("a type"));
        };
        self.bump();
        let kind = if word == "array" {
            self.expect(Tok::LBracket, "`[` after `array`")?;
            let len = match self.peek().clone() {
                Tok::Int(n) if (0..=i128::from(i32::MAX)).contains(&n) => {
                    self.bump();
                    n as u32
                }
                Tok::Int(n) => {
                    let span = self.span();
                    self.diags.push(Diagnostic::error(
                        codes::BAD_LITERAL,
                        span,
                        format!("array length {n} is out of range (0 to {})", i32::MAX),
                    ));
                    self.bump();
                    0
                }
                _ => return Err(self.expected("the array's length")),
            };
            self.expect(Tok::Star, "`*` between the array's length and element type")?;
            let elem = self.type_ref()?;
            self.expect(Tok::RBracket, "`]` closing the array type")?;
            TypeKind::Array {
                len,
                elem: Box::new(elem),
            }
        } else if let Some(v) = ValueType::from_keyword(&word) {
            TypeKind::Value(v)
        } else {
            TypeKind::Named(word)
        };
        let pointer = self.eat(&Tok::Star);
        Ok(TypeRef {
            kind,
            pointer,
            span: start.to(self.prev_span()),
        })
    }
}

//! Instructions: `[%target =] opcode [options] [type] operands [labels];`, read as the
//! reference's LALR parser reads them (conventions, point 6): after the options, a value type
//! keyword followed by a literal of its kind is a constant operand, any other type is the
//! instruction's type.

use super::{PResult, Parser};
use crate::ast::*;
use crate::codes;
use crate::lexer::Tok;
use crate::ops::Op;
use maple_asm::diag::Diagnostic;
use maple_asm::source::Span;

impl Parser {
    pub(super) fn inst(&mut self) -> PResult<Inst> {
        let target = if self.at(&Tok::Percent) {
            self.bump();
            let name = self.name("the target's name after `%`")?;
            self.expect(Tok::Assign, "`=` after the instruction's target")?;
            Some(name)
        } else {
            None
        };
        let span = self.span();
        let op = match self.peek().clone() {
            Tok::Ident(w) => match Op::from_keyword(&w) {
                Some(op) => op,
                None => {
                    let hint = maple_asm::suggest::closest(
                        &w,
                        crate::ops::Op::ALL.iter().map(|o| o.keyword()),
                    );
                    self.diags.push(
                        Diagnostic::error(
                            codes::EXPECTED,
                            span,
                            format!("unknown instruction `{w}`"),
                        )
                        .with_hint(hint),
                    );
                    return Err(super::Failed);
                }
            },
            _ => return Err(self.expected("an instruction")),
        };
        self.bump();
        let mut options = Vec::new();
        if self.at(&Tok::LBracket) && !self.at_label_list() {
            self.bump();
            while !self.eat(&Tok::RBracket) {
                options.push(self.name("an instruction option or `]`")?);
            }
        }
        let ty = if self.at_type() {
            Some(self.type_ref()?)
        } else {
            None
        };
        let mut operands = Vec::new();
        while !self.at(&Tok::Semi) && !self.at(&Tok::LBracket) {
            operands.push(self.operand()?);
        }
        let labels = if self.at(&Tok::LBracket) {
            Some(self.labels()?)
        } else {
            None
        };
        self.expect(Tok::Semi, "`;` ending the instruction")?;
        Ok(Inst {
            target,
            op,
            options,
            ty,
            operands,
            labels,
            span,
        })
    }

    /// Whether `[` here opens a label list (`[ label #x ...`).
    fn at_label_list(&self) -> bool {
        matches!(self.peek_at(1), Tok::Ident(w) if w == "label") && self.peek_at(2) == &Tok::Hash
    }

    /// Whether a type (not a constant operand) starts here.
    fn at_type(&self) -> bool {
        match self.peek() {
            Tok::Ident(w) if w == "array" => true,
            Tok::Ident(w) => match ValueType::from_keyword(w) {
                Some(v) => !literal_of(v, self.peek_at(1)),
                None => w != "label",
            },
            _ => false,
        }
    }

    fn operand(&mut self) -> PResult<Operand> {
        if self.eat(&Tok::Percent) {
            return Ok(Operand::Ref(self.name("a value's name after `%`")?));
        }
        let start = self.span();
        let Tok::Ident(word) = self.peek().clone() else {
            return Err(self.expected("an operand (`%name` or a typed constant such as `i32 5`)"));
        };
        let Some(ty) = ValueType::from_keyword(&word) else {
            return Err(self.expected("an operand (`%name` or a typed constant such as `i32 5`)"));
        };
        self.bump();
        let lit_span = self.span();
        let lit = self.peek().clone();
        if !literal_of(ty, &lit) {
            return Err(self.expected(&format!("a literal of type `{word}`")));
        }
        self.bump();
        let value = self.literal(ty, lit, lit_span);
        Ok(Operand::Const(Constant {
            ty,
            value,
            span: start.to(lit_span),
        }))
    }

    /// The literal `lit` as a constant of `ty`; one its type cannot represent is reported and
    /// kept as 0.
    fn literal(&mut self, ty: ValueType, lit: Tok, span: Span) -> Literal {
        let out_of_range = |p: &mut Parser, what: String| {
            p.diags.push(Diagnostic::error(
                codes::BAD_LITERAL,
                span,
                format!("{what} does not fit type `{}`", ty.keyword()),
            ));
        };
        match (ty, lit) {
            (ValueType::Bool, Tok::Ident(w)) => Literal::Bool(w == "true"),
            (ValueType::Bool, Tok::Int(v)) => Literal::Bool(v != 0),
            (ValueType::Spf, Tok::Float(v)) if !(v as f32).is_finite() => {
                out_of_range(self, format!("{v}"));
                Literal::Float(0.0)
            }
            (ValueType::Spf, Tok::Float(v)) => Literal::Float(v as f32),
            (ValueType::Spf, Tok::Int(v)) => Literal::Float(v as f32),
            (ValueType::Dpf, Tok::Float(v)) => Literal::Double(v),
            (ValueType::Dpf, Tok::Int(v)) => Literal::Double(v as f64),
            (ValueType::String, Tok::Str(s)) => Literal::Str(s),
            (t, Tok::Int(v)) => {
                let bits = t.int_bits().unwrap_or(64);
                let (lo, hi) = if t.is_signed() {
                    (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
                } else {
                    (0, (1i128 << bits) - 1)
                };
                let v = if (lo..=hi).contains(&v) {
                    v
                } else {
                    out_of_range(self, format!("{v}"));
                    0
                };
                if t.is_long() {
                    Literal::Long(v as u64 as i64)
                } else {
                    Literal::Int(v as u32 as i32)
                }
            }
            _ => Literal::Int(0),
        }
    }

    /// `[ label #a, label #b ]`.
    fn labels(&mut self) -> PResult<Vec<Name>> {
        self.bump();
        let mut labels = Vec::new();
        if self.eat(&Tok::RBracket) {
            return Ok(labels);
        }
        loop {
            if !self.at_word("label") {
                return Err(self.expected("`label #name`"));
            }
            self.bump();
            self.expect(Tok::Hash, "`#` before the label's name")?;
            labels.push(self.name("the label's name")?);
            if self.eat(&Tok::RBracket) {
                return Ok(labels);
            }
            self.expect(Tok::Comma, "`,` or `]` in the label list")?;
        }
    }
}

/// Whether `tok` is a literal of value type `t` (what makes `t tok` a constant operand).
fn literal_of(t: ValueType, tok: &Tok) -> bool {
    match tok {
        Tok::Int(_) => t.is_numeric() || t == ValueType::Bool,
        Tok::Float(_) => t.is_float(),
        Tok::Str(_) => t == ValueType::String,
        Tok::Ident(w) => t == ValueType::Bool && (w == "true" || w == "false"),
        _ => false,
    }
}

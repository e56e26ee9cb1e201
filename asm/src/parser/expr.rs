//! Expressions, dispatched on the opcode table's `Syntax` for the mnemonic.

use super::{PResult, Parser, Reported};
use crate::ast::{Const, Expr, ExprKind, FieldId, Reg, VarName};
use crate::diag::{codes, Diagnostic};
use crate::token::Tok;
use maple_isa::{Opcode, PrimType, SpecialReg, Syntax};

impl Parser {
    /// One expression tree.
    pub(super) fn parse_expr(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.parse_expr_inner();
        self.leave();
        r
    }

    fn parse_expr_inner(&mut self) -> PResult<Expr> {
        let start = self.span();
        let word = match self.tok().clone() {
            Tok::Ident(w) => w,
            _ => return Err(self.expected("an expression")),
        };
        let Some(op) = Opcode::from_mnemonic(&word) else {
            self.report(
                Diagnostic::error(
                    codes::UNKNOWN_OPCODE,
                    start,
                    format!("unknown opcode `{word}`"),
                )
                .with_label("not an expression opcode")
                .with_hint(crate::suggest::opcode(&word, true)),
            );
            self.bump();
            return Err(Reported);
        };
        let syntax = op.info().syntax;
        if !syntax.is_expr() {
            let mut d = Diagnostic::error(
                codes::WRONG_OPCODE_KIND,
                start,
                format!("`{word}` is a statement, not an expression"),
            )
            .with_label("statement opcode used as an operand");
            // A call's result is no operand: its `...assigned` form stores it (a C writer's
            // first guess is `dassign %r (call &f (...))`).
            let assigned = format!("{word}assigned");
            if Opcode::from_mnemonic(&assigned).is_some() {
                d = d.with_note(format!(
                    "help: a call's result is stored by the statement `{assigned}` (as in \
                     `callassigned &f (args) {{ dassign %r 0 }}`), then read with `dread`"
                ));
            }
            self.report(d);
            self.bump();
            return Err(Reported);
        }
        self.bump();
        let mut args = Vec::new();
        // `array` puts its bounds-check flag before the type; the flag is optional in the spec.
        let mut check = true;
        if syntax == Syntax::Array {
            if let Tok::Int(n) = *self.tok() {
                let span = self.span();
                self.bump();
                if n != 0 && n != 1 {
                    self.report(Diagnostic::error(
                        codes::EXPECTED,
                        span,
                        "the array check flag must be 0 or 1",
                    ));
                }
                check = n != 0;
            }
        }
        let ty = self.parse_prim()?;
        let kind = match syntax {
            Syntax::VarRef => {
                let var = self.var_ref()?;
                let field = self.opt_field()?;
                ExprKind::Var { var, field }
            }
            Syntax::RegRead => ExprKind::Reg(self.reg()?),
            Syntax::IndirectRef => {
                let t = self.parse_type()?;
                let field = self.opt_field()?;
                args = self.parse_args()?;
                ExprKind::Indirect { ty: t, field }
            }
            Syntax::OffsetRead => {
                let off = self.offset()?;
                args = self.parse_args()?;
                ExprKind::Offset(off)
            }
            Syntax::BaseOffset => ExprKind::Offset(self.offset()?),
            Syntax::VarOffset => {
                let var = self.var_ref()?;
                let offset = self.offset()?;
                ExprKind::VarOffset { var, offset }
            }
            Syntax::ResolveFunc => {
                let name = self.func_name()?;
                args = self.parse_args()?;
                ExprKind::Func(name)
            }
            Syntax::LabelRef => ExprKind::Label(self.label()?),
            Syntax::FuncRef => ExprKind::Func(self.func_name()?),
            Syntax::StringConst => match self.tok().clone() {
                Tok::Str(s) => {
                    self.bump();
                    ExprKind::Str(s)
                }
                _ => return Err(self.expected("a string literal")),
            },
            Syntax::Constant => ExprKind::Const(self.constant_of(ty)?),
            Syntax::TypeOperand => ExprKind::Type(self.parse_type()?),
            Syntax::FieldsDist => {
                let t = self.parse_type()?;
                let from = self.field_id()?;
                let to = self.field_id()?;
                ExprKind::FieldsDist { ty: t, from, to }
            }
            Syntax::Unary | Syntax::Binary | Syntax::Ternary => {
                args = self.parse_args()?;
                ExprKind::Plain
            }
            Syntax::ExtractBits | Syntax::DepositBits => {
                let offset = self.small_int("a bit offset")?;
                let size = self.small_int("a bit size")?;
                args = self.parse_args()?;
                ExprKind::Bits { offset, size }
            }
            Syntax::ExtendBits => {
                let size = self.small_int("a bit size")?;
                args = self.parse_args()?;
                ExprKind::BitSize(size)
            }
            Syntax::Convert | Syntax::Compare => {
                let from = self.parse_prim()?;
                args = self.parse_args()?;
                ExprKind::From(from)
            }
            Syntax::TypedUnary => {
                let t = self.parse_type()?;
                args = self.parse_args()?;
                ExprKind::Type(t)
            }
            Syntax::Array => {
                let t = self.parse_type()?;
                args = self.parse_args()?;
                ExprKind::Array { check, ty: t }
            }
            Syntax::IntrinsicOp => {
                let name = self.intrinsic_name()?;
                args = self.parse_args()?;
                ExprKind::Intrinsic { name, ty: None }
            }
            Syntax::IntrinsicOpWithType => {
                let t = self.parse_type()?;
                let name = self.intrinsic_name()?;
                args = self.parse_args()?;
                ExprKind::Intrinsic { name, ty: Some(t) }
            }
            // Statement shapes were excluded above.
            _ => return Err(self.expected("an expression")),
        };
        Ok(Expr {
            op,
            ty,
            kind,
            args,
            span: start.to(self.prev_span()),
        })
    }

    /// `(e, e, ...)`; `()` is an empty list.
    pub(super) fn parse_args(&mut self) -> PResult<Vec<Expr>> {
        let open = self.expect(&Tok::LParen, "`(` to begin the operands")?;
        let mut args = Vec::new();
        if self.eat(&Tok::RParen) {
            return Ok(args);
        }
        loop {
            args.push(self.parse_expr()?);
            if self.eat(&Tok::Comma) {
                continue;
            }
            self.expect_close(&Tok::RParen, open)?;
            return Ok(args);
        }
    }

    /// A primitive type name.
    pub(super) fn parse_prim(&mut self) -> PResult<PrimType> {
        match self.tok().clone() {
            Tok::Ident(w) => {
                if let Some(p) = PrimType::from_name(&w) {
                    self.bump();
                    return Ok(p);
                }
                let span = self.span();
                self.report(
                    Diagnostic::error(
                        codes::UNKNOWN_PRIM_TYPE,
                        span,
                        format!("unknown primitive type `{w}`"),
                    )
                    .with_label("expected a primitive type")
                    .with_hint(crate::suggest::prim(&w)),
                );
                Err(Reported)
            }
            _ => Err(self.expected("a primitive type")),
        }
    }

    pub(super) fn var_ref(&mut self) -> PResult<VarName> {
        let v = match self.tok().clone() {
            Tok::Global(n) => VarName {
                global: true,
                name: n,
            },
            Tok::Local(n) => VarName {
                global: false,
                name: n,
            },
            _ => return Err(self.expected("a variable `$name` or `%name`")),
        };
        self.bump();
        Ok(v)
    }

    /// An optional field id (on the same line).
    pub(super) fn opt_field(&mut self) -> PResult<FieldId> {
        if let Tok::Int(_) = self.tok() {
            return self.field_id();
        }
        Ok(0)
    }

    /// A field id: 32-bit signed, negative for parent fields (`^name`).
    pub(super) fn field_id(&mut self) -> PResult<FieldId> {
        match *self.tok() {
            Tok::Int(n) => {
                let span = self.span();
                self.bump();
                FieldId::try_from(n).map_err(|_| {
                    self.report(Diagnostic::error(
                        codes::BAD_NUMBER,
                        span,
                        format!(
                            "a field id must be between {} and {}",
                            FieldId::MIN,
                            FieldId::MAX
                        ),
                    ));
                    Reported
                })
            }
            _ => Err(self.expected("a field id")),
        }
    }

    /// A non-negative integer that fits in 32 bits.
    pub(super) fn small_int(&mut self, what: &str) -> PResult<u32> {
        match *self.tok() {
            Tok::Int(n) => {
                let span = self.span();
                self.bump();
                u32::try_from(n).map_err(|_| {
                    self.report(Diagnostic::error(
                        codes::BAD_NUMBER,
                        span,
                        format!("{what} must be between 0 and {}", u32::MAX),
                    ));
                    Reported
                })
            }
            _ => Err(self.expected(what)),
        }
    }

    /// A signed integer.
    pub(super) fn int(&mut self, what: &str) -> PResult<i128> {
        match *self.tok() {
            Tok::Int(n) => {
                self.bump();
                Ok(n)
            }
            _ => Err(self.expected(what)),
        }
    }

    /// A byte offset that fits in 64 bits.
    pub(super) fn offset(&mut self) -> PResult<i64> {
        let span = self.span();
        let n = self.int("an offset")?;
        i64::try_from(n).map_err(|_| {
            self.report(Diagnostic::error(
                codes::BAD_NUMBER,
                span,
                "offset does not fit in 64 bits",
            ));
            Reported
        })
    }

    pub(super) fn reg(&mut self) -> PResult<Reg> {
        match self.tok().clone() {
            Tok::Preg(n) => {
                self.bump();
                Ok(Reg::Preg(n))
            }
            Tok::Special(name) => {
                let span = self.span();
                self.bump();
                SpecialReg::from_name(&name).map(Reg::Special).ok_or_else(|| {
                    self.report(
                        Diagnostic::error(codes::BAD_SPECIAL_REG, span, format!("unknown special register `%%{name}`"))
                            .with_note("special registers are %%SP, %%FP, %%GP, %%PC, %%thrownval and %%retval0..15"),
                    );
                    Reported
                })
            }
            _ => Err(self.expected("a register `%N` or `%%name`")),
        }
    }

    pub(super) fn label(&mut self) -> PResult<String> {
        match self.tok().clone() {
            Tok::At(n) => {
                self.bump();
                Ok(n)
            }
            _ => Err(self.expected("a label `@name`")),
        }
    }

    /// `&name`, or `$name` (one namespace for functions in the real dialect).
    pub(super) fn func_name(&mut self) -> PResult<String> {
        match self.tok().clone() {
            Tok::Func(n) | Tok::Global(n) => {
                self.bump();
                Ok(n)
            }
            _ => Err(self.expected("a function name `&name`")),
        }
    }

    /// A function name, which may name an instance of a generic function:
    /// `&foo<{!T=i32}>` (no space before `<{`) is the function the assembler names so.
    pub(super) fn func_or_instance_name(&mut self) -> PResult<String> {
        let end = self.span().end;
        let name = self.func_name()?;
        let touching = self.span().start == end;
        if touching && self.at(&Tok::Lt) && matches!(self.peek_tok(1), Tok::LBrace) {
            let open = self.bump().span;
            let args = self.parse_inst_vector()?;
            self.expect_close(&Tok::Gt, open)?;
            return Ok(crate::printer::instance_name(&name, &args));
        }
        Ok(name)
    }

    pub(super) fn intrinsic_name(&mut self) -> PResult<String> {
        match self.tok().clone() {
            Tok::Ident(n) => {
                self.bump();
                Ok(n)
            }
            _ => Err(self.expected("an intrinsic name")),
        }
    }

    /// A constant: integer, character, float, `inf`/`nan`, or `[c, ...]` for complex/vector.
    /// A constant of primitive type `ty`: a hexadecimal integer with a floating-point type is
    /// the value's bit pattern, as the spec allows for exact floating-point constants.
    pub(super) fn constant_of(&mut self, ty: PrimType) -> PResult<Const> {
        if self.token().wide && ty.bits() < 128 {
            let span = self.span();
            self.report(
                Diagnostic::error(
                    codes::BAD_NUMBER,
                    span,
                    format!("integer literal does not fit in `{}`", ty.name()),
                )
                .with_label("wider than the type")
                .with_note("only i128 and u128 take literals above 2^127 - 1"),
            );
            self.bump();
            return Err(Reported);
        }
        if let (Tok::Int(v), true) = (self.tok().clone(), self.token().hex) {
            if v >= 0 {
                match ty {
                    PrimType::F32 if v <= u32::MAX as i128 => {
                        self.bump();
                        return Ok(Const::F32(f32::from_bits(v as u32)));
                    }
                    PrimType::F64 => {
                        self.bump();
                        return Ok(Const::F64(f64::from_bits(v as u64)));
                    }
                    _ => {}
                }
            }
        }
        self.constant()
    }

    /// A constant: integer, character, float, `inf`/`nan` (`inff`/`nanf` for f32), or
    /// `[c, ...]` for complex/vector types.
    pub(super) fn constant(&mut self) -> PResult<Const> {
        match self.tok().clone() {
            Tok::Int(v) => {
                self.bump();
                Ok(Const::Int(v))
            }
            Tok::Float { value, f32 } => {
                self.bump();
                Ok(if f32 {
                    Const::F32(value as f32)
                } else {
                    Const::F64(value)
                })
            }
            Tok::Ident(w) if matches!(w.as_str(), "inff" | "-inff" | "nanf" | "-nanf") => {
                self.bump();
                Ok(Const::F32(
                    super::decl::special_float(w.strip_suffix('f').unwrap_or(&w)) as f32,
                ))
            }
            Tok::Ident(w) if matches!(w.as_str(), "inf" | "-inf" | "nan" | "-nan") => {
                self.bump();
                Ok(Const::F64(super::decl::special_float(&w)))
            }
            Tok::LBracket => {
                self.enter()?;
                let open = self.bump().span;
                let mut v = Vec::new();
                while !self.at(&Tok::RBracket) && !self.at_eof() {
                    match self.constant() {
                        Ok(c) => v.push(c),
                        Err(e) => {
                            self.leave();
                            return Err(e);
                        }
                    }
                    if !self.eat(&Tok::Comma) {
                        break;
                    }
                }
                let r = self.expect_close(&Tok::RBracket, open);
                self.leave();
                r?;
                Ok(Const::List(v))
            }
            _ => Err(self.expected("a constant")),
        }
    }
}

//! Types: `i32`, `<* T>`, `<[4] [4] i32>`, `<func (T, ...) R>`, `<struct {...}>`, `<$name>`,
//! `<!T>`, `<$name{!T=i32}>`, and the bare forms real files write (`$Person`, `struct {...}`).
//! Derived types are right-associative, so `<* [10] i32>` needs no inner brackets.

use super::{PResult, Parser, Reported};
use crate::diag::{codes, Diagnostic};
use crate::token::Tok;
use crate::types::{
    Attr, Field, FuncType, InfoPair, InfoValue, Member, Method, StructKind, StructType, Type,
    TypeName,
};
use maple_isa::PrimType;

impl Parser {
    /// True when the current token can begin a type.
    pub(super) fn at_type_start(&mut self) -> bool {
        match self.tok() {
            Tok::Lt | Tok::Global(_) | Tok::Local(_) | Tok::TypeParam(_) => true,
            Tok::Ident(w) => {
                PrimType::from_name(w).is_some() || StructKind::from_keyword(w).is_some()
            }
            _ => false,
        }
    }

    /// A type as it stands in a declaration or instruction: a primitive type, a derived type in
    /// angle brackets, or one of the bare forms real files write (`$Person`, `struct {...}`).
    /// Pointers, arrays and function types need the brackets.
    pub(super) fn parse_type(&mut self) -> PResult<Type> {
        if matches!(self.tok(), Tok::Star | Tok::LBracket) || self.at_word("func") {
            let t = self.tok().clone();
            let span = self.span();
            self.report(
                Diagnostic::error(
                    codes::EXPECTED,
                    span,
                    format!("expected a type, found {}", t.describe()),
                )
                .with_label("derived types are written in angle brackets")
                .with_note("write `<* T>`, `<[N] T>` or `<func (...) T>`"),
            );
            return Err(Reported);
        }
        self.parse_type_nested()
    }

    /// A type inside angle brackets, where the derived forms need no brackets of their own.
    fn parse_type_nested(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        match self.tok().clone() {
            Tok::Lt => {
                let open = self.bump().span;
                let t = self.parse_type_nested()?;
                self.expect_close(&Tok::Gt, open)?;
                Ok(t)
            }
            Tok::Star => {
                self.bump();
                let pointee = self.parse_type_nested()?;
                // `<* <$T> align(64)>`: attributes of the pointed-to object. A nested derived
                // pointee (`<* [4] i32 align(8)>`) has taken them already, as OpenArk's does.
                let attrs = self.parse_attrs();
                Ok(Type::Pointer(Box::new(if attrs.is_empty() {
                    pointee
                } else {
                    Type::Qualified {
                        ty: Box::new(pointee),
                        attrs,
                    }
                })))
            }
            Tok::LBracket => {
                let mut dims = Vec::new();
                while self.at(&Tok::LBracket) {
                    let open = self.bump().span;
                    if let Tok::Int(n) = *self.tok() {
                        let span = self.span();
                        self.bump();
                        match u64::try_from(n) {
                            Ok(n) => dims.push(Some(n)),
                            Err(_) => {
                                self.report(Diagnostic::error(
                                    codes::BAD_NUMBER,
                                    span,
                                    "array dimension must not be negative",
                                ));
                                dims.push(Some(0));
                            }
                        }
                    } else {
                        dims.push(None);
                    }
                    self.expect_close(&Tok::RBracket, open)?;
                }
                let elem = self.parse_type_nested()?;
                let attrs = self.parse_attrs();
                Ok(Type::Array {
                    dims,
                    elem: Box::new(elem),
                    attrs,
                })
            }
            Tok::Global(name) | Tok::Local(name) => {
                let global = matches!(self.tok(), Tok::Global(_));
                self.bump();
                let base = TypeName { global, name };
                if self.at(&Tok::LBrace) {
                    let args = self.parse_inst_vector()?;
                    Ok(Type::Instance { base, args })
                } else {
                    Ok(Type::Named(base))
                }
            }
            Tok::TypeParam(name) => {
                self.bump();
                Ok(Type::Param(name))
            }
            Tok::Ident(w) => {
                if let Some(p) = PrimType::from_name(&w) {
                    self.bump();
                    return Ok(Type::Prim(p));
                }
                if w == "func" {
                    self.bump();
                    let attrs = self.parse_attrs();
                    let mut ft = self.parse_proto_tail()?;
                    ft.attrs = attrs;
                    return Ok(Type::Func(Box::new(ft)));
                }
                if let Some((kind, incomplete)) = StructKind::from_keyword(&w) {
                    self.bump();
                    return self.parse_struct(kind, incomplete);
                }
                let span = self.span();
                self.report(
                    Diagnostic::error(codes::UNKNOWN_PRIM_TYPE, span, format!("unknown primitive type `{w}`"))
                        .with_label("not a type")
                        .with_hint(crate::suggest::prim(&w))
                        .with_note("primitive types are void, i8..i64, u8..u64, u1, ptr, ref, a32, a64, f32, f64, agg, ..."),
                );
                self.bump();
                Err(Reported)
            }
            _ => Err(self.expected("a type")),
        }
    }

    /// `{!T=type, ...}`: an instantiation vector.
    pub(super) fn parse_inst_vector(&mut self) -> PResult<Vec<(String, Type)>> {
        let open = self.expect(&Tok::LBrace, "`{`")?;
        let mut args = Vec::new();
        while !self.at(&Tok::RBrace) {
            let name = match self.tok().clone() {
                Tok::TypeParam(n) => {
                    self.bump();
                    n
                }
                _ => return Err(self.expected("a type parameter `!T`")),
            };
            self.expect(&Tok::Eq, "`=`")?;
            let t = self.parse_type()?;
            args.push((name, t));
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect_close(&Tok::RBrace, open)?;
        Ok(args)
    }

    /// `(T, ..., ...) R, ...` after `func` or a method name.
    pub(super) fn parse_proto_tail(&mut self) -> PResult<FuncType> {
        let open = self.expect(&Tok::LParen, "`(`")?;
        let mut params = Vec::new();
        let mut varargs = false;
        while !self.at(&Tok::RParen) {
            if self.eat(&Tok::Ellipsis) {
                varargs = true;
            } else {
                // Prototypes in real files sometimes name their parameters.
                if (self.eat_word("var") || self.eat_word("reg"))
                    && matches!(self.tok(), Tok::Local(_) | Tok::Preg(_))
                {
                    self.bump();
                }
                let t = self.parse_type()?;
                self.parse_attrs();
                params.push(t);
            }
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect_close(&Tok::RParen, open)?;
        let rets = self.parse_ret_types()?;
        Ok(FuncType {
            params,
            varargs,
            rets,
            attrs: Vec::new(),
        })
    }

    /// Return types after a parameter list: `T` or `T, T, ...`; none at all is allowed.
    pub(super) fn parse_ret_types(&mut self) -> PResult<Vec<Type>> {
        let mut rets = Vec::new();
        if !self.at_type_start() {
            return Ok(rets);
        }
        rets.push(self.parse_type()?);
        while self.at(&Tok::Comma)
            && matches!(self.peek_tok(1), Tok::Lt | Tok::Ident(_))
            && self.ret_type_follows()
        {
            self.bump();
            rets.push(self.parse_type()?);
        }
        Ok(rets)
    }

    /// After a `,`: is another return type next (rather than the next field or parameter)?
    fn ret_type_follows(&self) -> bool {
        match self.peek_tok(1) {
            Tok::Lt => true,
            Tok::Ident(w) => PrimType::from_name(w).is_some(),
            _ => false,
        }
    }

    /// Attribute words on the current line: `const volatile align(8) public ...`.
    pub(super) fn parse_attrs(&mut self) -> Vec<Attr> {
        let mut attrs = Vec::new();
        while let Tok::Ident(w) = self.tok().clone() {
            if self.at_line_start() {
                break;
            }
            let span = self.span();
            // A storage class here is reported by the declaration that reads it.
            let storage = crate::attributes::STORAGE_CLASSES.contains(&w.as_str());
            if !crate::attributes::is_known(&w) && !storage {
                self.report(
                    Diagnostic::warning(
                        codes::UNKNOWN_ATTR,
                        span,
                        format!("unknown attribute `{w}`"),
                    )
                    .with_label("not an attribute of MAPLE IR")
                    .with_hint(crate::suggest::attribute(&w)),
                );
            }
            self.bump();
            let (mut arg, mut text) = (None, None);
            // Only these words take a name or a string (`&f final (i32) i32` is a word and
            // a signature); any word may take a number.
            let takes_text = matches!(w.as_str(), "section" | "asmattr" | "alias");
            if self.at(&Tok::LParen) && *self.peek_tok(2) == Tok::RParen {
                match self.peek_tok(1).clone() {
                    Tok::Int(n) => arg = Some(n),
                    // `section ("name")`, `asmattr ("...")`, `alias(name)`.
                    Tok::Str(s) if takes_text => text = Some(crate::printer::quote(&s)),
                    Tok::Ident(x) if takes_text => text = Some(x),
                    Tok::Global(x) if takes_text => text = Some(format!("${x}")),
                    Tok::Func(x) if takes_text => text = Some(format!("&{x}")),
                    _ => {}
                }
                if arg.is_some() || text.is_some() {
                    self.bump();
                    self.bump();
                    self.bump();
                }
            }
            attrs.push(Attr {
                name: w,
                arg,
                text,
                span: span.to(self.prev_span()),
            });
        }
        attrs
    }

    /// The rest of a struct-like type after its keyword: parents, then `{ members }`.
    fn parse_struct(&mut self, kind: StructKind, incomplete: bool) -> PResult<Type> {
        let attrs = self.parse_attrs();
        let mut parents = Vec::new();
        while self.at(&Tok::Lt) {
            parents.push(self.parse_type()?);
        }
        let open = self.expect(&Tok::LBrace, "`{` to begin the fields")?;
        let mut members = Vec::new();
        while !self.at(&Tok::RBrace) && !self.at_eof() {
            members.push(self.parse_member()?);
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect_close(&Tok::RBrace, open)?;
        Ok(Type::Struct(Box::new(StructType {
            kind,
            incomplete,
            parents,
            members,
            attrs,
        })))
    }

    fn parse_member(&mut self) -> PResult<Member> {
        let start = self.span();
        match self.tok().clone() {
            Tok::At(name) | Tok::Parent(name) => {
                let parent = matches!(self.tok(), Tok::Parent(_));
                self.bump();
                match self.tok().clone() {
                    _ if parent => {}
                    Tok::Int(v) => {
                        self.bump();
                        return Ok(Member::Info(InfoPair {
                            name,
                            value: InfoValue::Int(v),
                        }));
                    }
                    Tok::Str(s) => {
                        self.bump();
                        return Ok(Member::Info(InfoPair {
                            name,
                            value: InfoValue::Str(s),
                        }));
                    }
                    _ => {}
                }
                let mut bits = None;
                if self.eat(&Tok::Colon) {
                    match *self.tok() {
                        Tok::Int(n) if (0..=u32::MAX as i128).contains(&n) => {
                            self.bump();
                            bits = Some(n as u32);
                        }
                        _ => return Err(self.expected("a bitfield width")),
                    }
                }
                let ty = self.parse_type()?;
                let attrs = self.parse_attrs();
                let span = start.to(self.prev_span());
                Ok(Member::Field(Field {
                    name,
                    parent,
                    bits,
                    ty,
                    attrs,
                    span,
                }))
            }
            Tok::Func(name) => {
                self.bump();
                // OpenArk prints a method's attributes between its name and its signature;
                // older files put them after the return type. Both are kept, in order.
                let mut attrs = self.parse_attrs();
                let ty = self.parse_proto_tail()?;
                attrs.extend(self.parse_attrs());
                let span = start.to(self.prev_span());
                Ok(Member::Method(Method {
                    name,
                    ty,
                    attrs,
                    span,
                }))
            }
            Tok::Global(name) => {
                self.bump();
                Ok(Member::Implements(TypeName { global: true, name }))
            }
            _ => Err(self
                .expected("a field `@name` or `^name`, a method `&name` or an interface `$name`")),
        }
    }
}

//! Declarations: module directives, `var`/`tempvar`, `type`, `javaclass`/`javainterface`,
//! `func` with its body, `fileinfo`/`funcinfo`/`srcfileinfo`, and initializers.

use super::{PResult, Parser, Reported};
use crate::ast::{
    Body, Const, Directive, DirectiveValue, Func, Init, Item, JavaDecl, Param, ParamName, RegDecl,
    SrcPos, Stmt, TypeDecl, VarDecl, VarName,
};
use crate::diag::{codes, Diagnostic};
use crate::token::Tok;
use crate::types::{InfoPair, InfoValue, TypeName};

/// Directives whose value is one integer, word, string or function.
const SCALAR_DIRECTIVES: &[&str] = &[
    "entryfunc",
    "flavor",
    "globalmemsize",
    "id",
    "numfuncs",
    "srclang",
    "importpath",
    "import",
];
/// Directives whose value is `= [ words ]`.
const WORD_DIRECTIVES: &[&str] = &[
    "globalmemmap",
    "globalwordstypetagged",
    "globalwordsrefcounted",
    "formalwordstypetagged",
    "formalwordsrefcounted",
    "localwordstypetagged",
    "localwordsrefcounted",
];
/// Directives inside a function body with one integer value.
const FUNC_DIRECTIVES: &[&str] = &[
    "funcsize",
    "framesize",
    "moduleid",
    "upformalsize",
    "funcid",
    "declarebody",
];

/// Storage classes before a variable's type.
use crate::attributes::STORAGE_CLASSES;

/// Words that begin a declaration (at module or function level).
pub(super) fn is_decl_keyword(w: &str) -> bool {
    matches!(
        w,
        "var"
            | "tempvar"
            | "reg"
            | "type"
            | "func"
            | "javaclass"
            | "javainterface"
            | "fileinfo"
            | "funcinfo"
            | "srcfileinfo"
            | "LOC"
    ) || SCALAR_DIRECTIVES.contains(&w)
        || WORD_DIRECTIVES.contains(&w)
        || FUNC_DIRECTIVES.contains(&w)
}

impl Parser {
    /// The whole file.
    pub(super) fn module(&mut self) -> Vec<Item> {
        let mut items = Vec::new();
        while !self.at_eof() {
            if !self.at_line_start() {
                let span = self.span();
                let t = self.tok().clone();
                let code = if t.is_closer() {
                    codes::UNBALANCED
                } else {
                    codes::NOT_LINE_START
                };
                let msg = if t.is_closer() {
                    format!("unexpected {}: no open bracket to close", t.describe())
                } else {
                    format!(
                        "a declaration must start a new line, found {}",
                        t.describe()
                    )
                };
                self.report(Diagnostic::error(code, span, msg));
                let start = self.pos;
                let depth = self.brace_depth;
                self.recover(start, depth, true);
                continue;
            }
            let start = self.pos;
            let depth = self.brace_depth;
            match self.item() {
                Ok(Some(item)) => items.push(item),
                Ok(None) => {}
                Err(Reported) => self.recover(start, depth, true),
            }
        }
        items
    }

    fn item(&mut self) -> PResult<Option<Item>> {
        let start = self.span();
        let word = match self.tok().clone() {
            Tok::Ident(w) => w,
            Tok::RBrace => {
                self.report(
                    Diagnostic::error(
                        codes::UNBALANCED,
                        start,
                        "unexpected `}`: no open `{` to close",
                    )
                    .with_label("unmatched `}`"),
                );
                return Err(Reported);
            }
            t => {
                self.report(Diagnostic::error(
                    codes::UNKNOWN_DECL,
                    start,
                    format!("expected a declaration, found {}", t.describe()),
                ));
                return Err(Reported);
            }
        };
        match word.as_str() {
            "var" | "tempvar" => {
                if let Some(literal) = self.literal_import(&word) {
                    return Ok(Some(literal));
                }
                let v = self.var_decl(true)?;
                Ok(Some(Item::Var(v)))
            }
            "type" => Ok(Some(Item::Type(self.type_decl(true)?))),
            "javaclass" | "javainterface" => {
                self.bump();
                let name = match self.tok().clone() {
                    Tok::Global(n) => {
                        self.bump();
                        n
                    }
                    _ => return Err(self.expected("a class name `$name`")),
                };
                let ty = self.parse_type()?;
                let attrs = self.parse_attrs();
                let span = start.to(self.prev_span());
                Ok(Some(Item::Java(JavaDecl {
                    interface: word == "javainterface",
                    name,
                    ty,
                    attrs,
                    span,
                })))
            }
            "func" => Ok(Some(Item::Func(self.func()?))),
            "fileinfo" => {
                self.bump();
                Ok(Some(Item::FileInfo(self.info_block()?)))
            }
            "srcfileinfo" => {
                self.bump();
                Ok(Some(Item::SrcFileInfo(self.srcfileinfo()?)))
            }
            "import" => {
                self.bump();
                let span = self.span();
                let path = match self.tok().clone() {
                    Tok::Str(s) => {
                        self.bump();
                        String::from_utf8_lossy(&s).into_owned()
                    }
                    _ => return Err(self.expected("a file name string")),
                };
                if self.is_import {
                    self.report(
                        Diagnostic::error(
                            codes::NESTED_IMPORT,
                            start.to(span),
                            "an imported file may not import",
                        )
                        .with_note("only one level of import is allowed"),
                    );
                    return Ok(None);
                }
                Ok(Some(Item::Import { path, span }))
            }
            "LOC" => {
                // A source position between declarations: it describes no statement here.
                self.bump();
                while matches!(self.tok(), Tok::Int(_)) && !self.at_line_start() {
                    self.bump();
                }
                Ok(None)
            }
            "reg" | "funcinfo" => {
                self.report(Diagnostic::error(
                    codes::WRONG_SCOPE,
                    start,
                    format!("`{word}` is only allowed inside a function"),
                ));
                Err(Reported)
            }
            w if SCALAR_DIRECTIVES.contains(&w)
                || WORD_DIRECTIVES.contains(&w)
                || FUNC_DIRECTIVES.contains(&w) =>
            {
                Ok(Some(Item::Directive(self.directive()?)))
            }
            w => {
                let msg = if maple_isa::Opcode::from_mnemonic(w).is_some() {
                    format!("statement `{w}` outside a function")
                } else {
                    format!("expected a declaration, found `{w}`")
                };
                self.report(Diagnostic::error(codes::UNKNOWN_DECL, start, msg));
                Err(Reported)
            }
        }
    }

    /// `var $NAME` alone on its line: a string literal another module defines, as OpenArk's
    /// text `.mplt` names one (`DumpToHeaderFile`, read by `ParseMPLT`). It is kept as the
    /// directive [`crate::binmir::literal_import`] makes, which prints back as written.
    fn literal_import(&mut self, word: &str) -> Option<Item> {
        let start = self.span();
        let Tok::Global(name) = self.peek_tok(1).clone() else {
            return None;
        };
        let after = self.tokens.get(self.pos + 2)?;
        if word != "var" || !(after.line_start || after.tok == Tok::Eof) {
            return None;
        }
        self.bump();
        self.bump();
        Some(crate::binmir::literal_import(
            &name,
            start.to(self.prev_span()),
        ))
    }

    /// `name value` or `name = [ words ]`.
    fn directive(&mut self) -> PResult<Directive> {
        let start = self.span();
        let Tok::Ident(name) = self.bump().tok else {
            return Err(self.expected("a directive"));
        };
        let value = if WORD_DIRECTIVES.contains(&name.as_str()) {
            self.expect(&Tok::Eq, "`=`")?;
            let open = self.expect(&Tok::LBracket, "`[`")?;
            let mut words = Vec::new();
            while let Tok::Int(v) = *self.tok() {
                self.bump();
                words.push(v);
                self.eat(&Tok::Comma);
            }
            self.expect_close(&Tok::RBracket, open)?;
            DirectiveValue::Words(words)
        } else {
            match self.tok().clone() {
                Tok::Int(v) => DirectiveValue::Int(v),
                Tok::Ident(w) if !self.at_line_start() => DirectiveValue::Word(w),
                Tok::Str(s) => DirectiveValue::Str(s),
                Tok::Func(f) | Tok::Global(f) if name == "entryfunc" => DirectiveValue::Func(f),
                t => {
                    let span = self.span();
                    self.report(Diagnostic::error(
                        codes::BAD_DIRECTIVE,
                        span,
                        format!("bad value for `{name}`: {}", t.describe()),
                    ));
                    return Err(Reported);
                }
            }
        };
        if !matches!(value, DirectiveValue::Words(_)) {
            self.bump();
        }
        Ok(Directive {
            name,
            value,
            span: start.to(self.prev_span()),
        })
    }

    /// `{ @name value, ... }` after fileinfo/funcinfo.
    fn info_block(&mut self) -> PResult<Vec<InfoPair>> {
        let open = self.expect(&Tok::LBrace, "`{`")?;
        let mut pairs = Vec::new();
        while !self.at(&Tok::RBrace) && !self.at_eof() {
            let name = match self.tok().clone() {
                Tok::At(n) => {
                    self.bump();
                    n
                }
                _ => return Err(self.expected("`@name`")),
            };
            let value = match self.tok().clone() {
                Tok::Int(v) => InfoValue::Int(v),
                Tok::Str(s) => InfoValue::Str(s),
                _ => return Err(self.expected("an integer or string value")),
            };
            self.bump();
            pairs.push(InfoPair { name, value });
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect_close(&Tok::RBrace, open)?;
        Ok(pairs)
    }

    /// `{ 1 "file.c", 2 "other.c" }`.
    fn srcfileinfo(&mut self) -> PResult<Vec<(i128, Vec<u8>)>> {
        let open = self.expect(&Tok::LBrace, "`{`")?;
        let mut v = Vec::new();
        while let Tok::Int(n) = *self.tok() {
            self.bump();
            let Tok::Str(s) = self.tok().clone() else {
                return Err(self.expected("a file name string"));
            };
            self.bump();
            v.push((n, s));
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect_close(&Tok::RBrace, open)?;
        Ok(v)
    }

    fn var_name(&mut self, global_scope: bool) -> PResult<VarName> {
        let span = self.span();
        let (global, name) = match self.tok().clone() {
            Tok::Global(n) => (true, n),
            Tok::Local(n) => (false, n),
            _ => return Err(self.expected("a variable name")),
        };
        self.bump();
        if global_scope && !global {
            self.report(Diagnostic::error(
                codes::WRONG_SCOPE,
                span,
                format!("local name `%{name}` at global scope: global names begin with `$`"),
            ));
        }
        Ok(VarName { global, name })
    }

    /// `var NAME storage* TYPE attrs [= init]`.
    pub(super) fn var_decl(&mut self, global_scope: bool) -> PResult<VarDecl> {
        let start = self.span();
        let temp = self.at_word("tempvar");
        self.bump();
        let name = self.var_name(global_scope)?;
        let mut storage = Vec::new();
        while let Tok::Ident(w) = self.tok().clone() {
            if self.at_type_start() || self.at_line_start() {
                break;
            }
            // A storage class is a known word, or any word the type follows on the same line;
            // otherwise the word is a misspelled type and the type parser reports it.
            let known = STORAGE_CLASSES.contains(&w.as_str());
            let type_follows = matches!(self.peek_tok(1), Tok::Lt | Tok::Global(_) | Tok::Local(_))
                || matches!(self.peek_tok(1), Tok::Ident(n) if maple_isa::PrimType::from_name(n).is_some());
            if !known && !type_follows {
                break;
            }
            self.bump();
            storage.push(crate::types::Attr::word(&w));
        }
        let ty = self.parse_type()?;
        let attrs = self.parse_attrs();
        self.misplaced_storage(&attrs);
        let init = if self.eat(&Tok::Eq) {
            Some(self.init()?)
        } else {
            None
        };
        Ok(VarDecl {
            name,
            temp,
            storage,
            ty,
            attrs,
            init,
            span: start.to(self.prev_span()),
        })
    }

    /// A storage class among the attributes after a variable's type is in the wrong place
    /// (`var $x i32 pstatic`). `static` and `extern` are also attributes of OpenArk's
    /// `all_attributes.def` (a Java static field, `var $C_7Cflag i64 static volatile = 0`; the
    /// spec's `var $x extern f32 volatile static`; `var $r extern ptr extern`), as OpenArk
    /// prints them, so only the storage classes that are no attribute are refused there.
    fn misplaced_storage(&mut self, attrs: &[crate::types::Attr]) {
        for a in attrs {
            let is_storage = STORAGE_CLASSES.contains(&a.name.as_str());
            if !is_storage || crate::attributes::is_known(&a.name) {
                continue;
            }
            self.report(
                Diagnostic::error(
                    codes::MISPLACED_STORAGE,
                    a.span,
                    format!("storage class `{}` after the type", a.name),
                )
                .with_label("attributes go here, not storage classes")
                .with_note(format!(
                    "help: the storage class goes before the type: `var NAME {} TYPE`",
                    a.name
                )),
            );
        }
    }

    /// `type NAME TYPE`.
    pub(super) fn type_decl(&mut self, global_scope: bool) -> PResult<TypeDecl> {
        let start = self.span();
        self.bump();
        let span = self.span();
        let name = match self.tok().clone() {
            Tok::Global(n) => TypeName {
                global: true,
                name: n,
            },
            Tok::Local(n) => TypeName {
                global: false,
                name: n,
            },
            _ => return Err(self.expected("a type name")),
        };
        self.bump();
        if global_scope && !name.global {
            self.report(Diagnostic::error(
                codes::WRONG_SCOPE,
                span,
                format!("local type name `{name}` at global scope: global names begin with `$`"),
            ));
        }
        let ty = self.parse_type()?;
        Ok(TypeDecl {
            name,
            ty,
            span: start.to(self.prev_span()),
        })
    }

    /// An initializer: constant, string, constant expression, `[...]` list or `[n = v, ...]`.
    pub(super) fn init(&mut self) -> PResult<Init> {
        self.enter()?;
        let r = self.init_inner();
        self.leave();
        r
    }

    fn init_inner(&mut self) -> PResult<Init> {
        match self.tok().clone() {
            Tok::Int(v) => {
                self.bump();
                Ok(Init::Const(Const::Int(v)))
            }
            Tok::Float { value, f32 } => {
                self.bump();
                Ok(Init::Const(if f32 {
                    Const::F32(value as f32)
                } else {
                    Const::F64(value)
                }))
            }
            Tok::Str(s) => {
                self.bump();
                Ok(Init::Str(s))
            }
            Tok::LBracket => {
                let open = self.bump().span;
                let fields =
                    matches!(self.tok(), Tok::Int(_)) && matches!(self.peek_tok(1), Tok::Eq);
                if fields {
                    let mut v = Vec::new();
                    while !self.at(&Tok::RBracket) && !self.at_eof() {
                        let n = match *self.tok() {
                            Tok::Int(n) if (0..=u32::MAX as i128).contains(&n) => n as u32,
                            _ => return Err(self.expected("a field number")),
                        };
                        self.bump();
                        self.expect(&Tok::Eq, "`=`")?;
                        v.push((n, self.init()?));
                        if !self.eat(&Tok::Comma) {
                            break;
                        }
                    }
                    self.expect_close(&Tok::RBracket, open)?;
                    Ok(Init::Fields(v))
                } else {
                    let mut v = Vec::new();
                    while !self.at(&Tok::RBracket) && !self.at_eof() {
                        v.push(self.init()?);
                        if !self.eat(&Tok::Comma) {
                            break;
                        }
                    }
                    self.expect_close(&Tok::RBracket, open)?;
                    Ok(Init::List(v))
                }
            }
            Tok::Ident(w) if is_special_float(&w) => Ok(Init::Const(self.constant()?)),
            Tok::Ident(_) => Ok(Init::Expr(Box::new(self.parse_expr()?))),
            _ => Err(self.expected("an initial value")),
        }
    }

    /// `func NAME attrs (params) rets [{ body }]`.
    fn func(&mut self) -> PResult<Func> {
        let start = self.span();
        self.bump();
        let name = self.func_or_instance_name()?;
        let attrs = self.parse_attrs();
        let open = self.expect(&Tok::LParen, "`(` to begin the parameters")?;
        let mut params = Vec::new();
        let mut varargs = false;
        while !self.at(&Tok::RParen) && !self.at_eof() {
            let pstart = self.span();
            if self.eat(&Tok::Ellipsis) {
                varargs = true;
            } else if self.eat_word("var") {
                let name = match self.tok().clone() {
                    Tok::Local(n) => n,
                    Tok::Global(n) => {
                        let span = self.span();
                        self.report(Diagnostic::error(
                            codes::WRONG_SCOPE,
                            span,
                            format!("parameter `${n}` must be local: write `%{n}`"),
                        ));
                        n
                    }
                    _ => return Err(self.expected("a parameter name `%name`")),
                };
                self.bump();
                let ty = self.parse_type()?;
                let attrs = self.parse_attrs();
                params.push(Param {
                    name: ParamName::Var(name),
                    ty,
                    attrs,
                    span: pstart.to(self.prev_span()),
                });
            } else if self.eat_word("reg") {
                let Tok::Preg(n) = *self.tok() else {
                    return Err(self.expected("a pseudo-register `%N`"));
                };
                self.bump();
                let ty = self.parse_type()?;
                let attrs = self.parse_attrs();
                params.push(Param {
                    name: ParamName::Preg(n),
                    ty,
                    attrs,
                    span: pstart.to(self.prev_span()),
                });
            } else {
                let ty = self.parse_type()?;
                let attrs = self.parse_attrs();
                params.push(Param {
                    name: ParamName::None,
                    ty,
                    attrs,
                    span: pstart.to(self.prev_span()),
                });
            }
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect_close(&Tok::RParen, open)?;
        let rets = self.parse_ret_types()?;
        let head_end = self.prev_span();
        let body = if self.at(&Tok::LBrace) {
            Some(self.body()?)
        } else {
            None
        };
        Ok(Func {
            name,
            attrs,
            params,
            varargs,
            rets,
            body,
            span: start.to(head_end),
        })
    }

    /// `{ decls and statements }` of a function.
    fn body(&mut self) -> PResult<Body> {
        let open = self.bump().span;
        let mut body = Body::default();
        self.src = None;
        let stmts = self.stmt_list(open, &mut body, true)?;
        body.stmts = stmts;
        Ok(body)
    }

    /// A declaration inside a function body; `Ok(true)` when one was parsed.
    pub(super) fn body_decl(&mut self, body: &mut Body) -> PResult<bool> {
        let Tok::Ident(w) = self.tok().clone() else {
            return Ok(false);
        };
        match w.as_str() {
            "var" | "tempvar" => body.locals.push(self.var_decl(false)?),
            "type" => body.types.push(self.type_decl(false)?),
            "reg" => {
                let start = self.span();
                self.bump();
                let Tok::Preg(reg) = *self.tok() else {
                    return Err(self.expected("a pseudo-register `%N`"));
                };
                self.bump();
                let ty = self.parse_type()?;
                self.parse_attrs();
                body.regs.push(RegDecl {
                    reg,
                    ty,
                    span: start.to(self.prev_span()),
                });
            }
            "funcinfo" => {
                self.bump();
                body.funcinfo.extend(self.info_block()?);
            }
            "LOC" => {
                self.bump();
                let mut nums = Vec::new();
                while let Tok::Int(n) = *self.tok() {
                    if self.at_line_start() || nums.len() == 3 {
                        break;
                    }
                    self.bump();
                    nums.push(u32::try_from(n).unwrap_or(0));
                }
                match nums.as_slice() {
                    [file, line] => {
                        self.src = Some(SrcPos::Loc {
                            file: *file,
                            line: *line,
                            col: None,
                        })
                    }
                    [file, line, col] => {
                        self.src = Some(SrcPos::Loc {
                            file: *file,
                            line: *line,
                            col: Some(*col),
                        })
                    }
                    _ => return Err(self.expected("`LOC <file-number> <line>`")),
                }
            }
            w if FUNC_DIRECTIVES.contains(&w) || WORD_DIRECTIVES.contains(&w) => {
                body.directives.push(self.directive()?);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Statements until the `}` closing `open`; declarations go into `body`.
    pub(super) fn stmt_list(
        &mut self,
        open: crate::source::Span,
        body: &mut Body,
        top: bool,
    ) -> PResult<Vec<Stmt>> {
        self.enter()?;
        let mut stmts = Vec::new();
        loop {
            if self.at(&Tok::RBrace) {
                self.bump();
                break;
            }
            if self.at_eof() || (top && self.at_word("func") && self.at_line_start()) {
                let span = self.span();
                self.report(
                    Diagnostic::error(codes::UNBALANCED, span, "unclosed `{`: missing `}`")
                        .with_label("expected `}` before this")
                        .with_secondary(open, "this `{` is never closed"),
                );
                self.leave();
                return Ok(stmts);
            }
            let start = self.pos;
            let depth = self.brace_depth;
            let r = self.stmt_or_decl(body, &mut stmts);
            if r.is_err() {
                self.recover(start, depth, false);
            }
        }
        self.leave();
        Ok(stmts)
    }
}

/// The words for non-finite constants: `inf`, `-inf`, `nan` and the f32 forms `inff`, `nanf`.
pub(super) fn is_special_float(w: &str) -> bool {
    matches!(
        w,
        "inf" | "-inf" | "nan" | "-nan" | "inff" | "-inff" | "nanf" | "-nanf"
    )
}

/// `inf`, `-inf`, `nan` as written by real tools.
pub(super) fn special_float(w: &str) -> f64 {
    match w {
        "inf" => f64::INFINITY,
        "-inf" => f64::NEG_INFINITY,
        _ => f64::NAN,
    }
}

//! The coreVM text form into [`crate::ast::Module`], by the reference grammar
//! (`ir_parser.yy` of the manual's coreVM) and the manual's own examples: metadata pairs, then
//! `declare`s, `type`s (with `[key=value]` attributes) and `def`s in any order. A syntax error
//! is a diagnostic; the parser then skips to the next definition, so one mistake gives one
//! error and the rest of the file is still read.

mod inst;
mod types;

use crate::ast::*;
use crate::codes;
use crate::lexer::{Tok, Token};
use maple_asm::diag::Diagnostic;
use maple_asm::source::Span;

/// How deep types may nest (`array [ 2 * array [ ... ] ]`) before the parser refuses.
const MAX_DEPTH: usize = 64;

/// A syntax error, already recorded; the parser recovers at the next definition.
struct Failed;

type PResult<T> = Result<T, Failed>;

pub(crate) struct Parser {
    toks: Vec<Token>,
    pos: usize,
    pub(crate) diags: Vec<Diagnostic>,
    depth: usize,
}

/// Parse the tokens of one file.
pub fn parse(toks: Vec<Token>) -> (Module, Vec<Diagnostic>) {
    let mut p = Parser {
        toks,
        pos: 0,
        diags: Vec::new(),
        depth: 0,
    };
    let module = p.module();
    (module, p.diags)
}

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos.min(self.toks.len() - 1)].tok
    }

    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].tok
    }

    fn span(&self) -> Span {
        self.toks[self.pos.min(self.toks.len() - 1)].span
    }

    fn prev_span(&self) -> Span {
        self.toks[self.pos.saturating_sub(1)].span
    }

    fn bump(&mut self) -> Token {
        let t = self.toks[self.pos.min(self.toks.len() - 1)].clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }

    fn at(&self, tok: &Tok) -> bool {
        self.peek() == tok
    }

    fn at_word(&self, word: &str) -> bool {
        matches!(self.peek(), Tok::Ident(w) if w == word)
    }

    fn eat(&mut self, tok: &Tok) -> bool {
        if self.at(tok) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn error(&mut self, span: Span, message: impl Into<String>) -> Failed {
        self.diags
            .push(Diagnostic::error(codes::EXPECTED, span, message));
        Failed
    }

    /// "expected WHAT, found ..." at the current token.
    fn expected(&mut self, what: &str) -> Failed {
        let found = self.peek().describe();
        let span = self.span();
        self.error(span, format!("expected {what}, found {found}"))
    }

    fn expect(&mut self, tok: Tok, what: &str) -> PResult<Span> {
        if self.at(&tok) {
            Ok(self.bump().span)
        } else {
            Err(self.expected(what))
        }
    }

    /// An identifier (any word, keywords included: field and parameter names may be `type`).
    fn name(&mut self, what: &str) -> PResult<Name> {
        match self.peek().clone() {
            Tok::Ident(w) => {
                let span = self.bump().span;
                Ok(Name::new(w, span))
            }
            _ => Err(self.expected(what)),
        }
    }

    fn module(&mut self) -> Module {
        let mut module = Module::default();
        while let Tok::Str(_) = self.peek() {
            if self.metadata(&mut module.meta).is_err() {
                self.recover();
            }
        }
        while !self.at(&Tok::Eof) {
            let start = self.pos;
            let ok = match self.peek() {
                Tok::Ident(w) if w == "declare" => self.declare().map(|d| module.declares.push(d)),
                Tok::Ident(w) if w == "type" => {
                    self.type_def(Vec::new()).map(|t| module.types.push(t))
                }
                Tok::LBracket => self.attributed_type().map(|t| module.types.push(t)),
                Tok::Ident(w) if w == "def" => self.func().map(|f| module.funcs.push(f)),
                Tok::Str(_) => {
                    let span = self.span();
                    Err(self.error(
                        span,
                        "metadata pairs (`\"key\" : \"value\"`) come before every definition",
                    ))
                }
                _ => Err(self.expected("`def`, `type`, `declare` or `[` (type attributes)")),
            };
            if ok.is_err() {
                if self.pos == start {
                    self.bump();
                }
                self.recover();
            }
        }
        module
    }

    /// Skip to the next token that can begin a definition.
    fn recover(&mut self) {
        while !self.at(&Tok::Eof) {
            if self.at_word("def") || self.at_word("type") || self.at_word("declare") {
                return;
            }
            self.bump();
        }
    }

    /// `"key" : "value"`.
    fn metadata(&mut self, meta: &mut Meta) -> PResult<()> {
        let key_tok = self.bump();
        let Tok::Str(key) = key_tok.tok else {
            return Err(self.expected("a metadata key"));
        };
        self.expect(Tok::Colon, "`:` after the metadata key")?;
        let Tok::Str(value) = self.peek().clone() else {
            return Err(self.expected("the metadata value (a string literal)"));
        };
        let vspan = self.bump().span;
        let key = String::from_utf8_lossy(&key).into_owned();
        let value = String::from_utf8_lossy(&value).into_owned();
        let number = |p: &mut Parser, field: &mut i64| match value.trim().parse::<i64>() {
            Ok(v) => *field = v,
            Err(_) => p.diags.push(Diagnostic::error(
                codes::BAD_METADATA,
                vspan,
                format!("metadata `{key}` takes an integer, not `{value}`"),
            )),
        };
        match key.as_str() {
            "module name" => meta.name = value.clone(),
            "format version" => number(self, &mut meta.format_version),
            "target version" => number(self, &mut meta.target_version),
            "path" => meta.path = value.clone(),
            "author" => meta.author = value.clone(),
            "timestamp" => number(self, &mut meta.timestamp),
            _ => self.diags.push(
                Diagnostic::error(
                    codes::BAD_METADATA,
                    key_tok.span,
                    format!("unknown metadata key `{key}`"),
                )
                .with_note(
                    "the manual's keys: \"module name\", \"format version\", \"target version\", \
                     \"path\", \"author\", \"timestamp\"",
                ),
            ),
        }
        Ok(())
    }

    /// `[k=v, ...] type NAME { ... }`.
    fn attributed_type(&mut self) -> PResult<TypeDef> {
        self.bump();
        let mut attrs = Vec::new();
        loop {
            let name = self.name("a type attribute's name")?;
            self.expect(Tok::Assign, "`=` after the attribute's name")?;
            let value = match self.peek().clone() {
                Tok::Ident(w) => Name::new(w, self.bump().span),
                Tok::Int(v) => Name::new(v.to_string(), self.bump().span),
                Tok::Str(s) => Name::new(String::from_utf8_lossy(&s), self.bump().span),
                _ => return Err(self.expected("the attribute's value")),
            };
            attrs.push(Attribute { name, value });
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBracket, "`]` closing the type attributes")?;
        if !self.at_word("type") {
            return Err(self.expected("`type` after its attributes"));
        }
        self.type_def(attrs)
    }

    /// `type NAME { T field; ... }`.
    fn type_def(&mut self, attributes: Vec<Attribute>) -> PResult<TypeDef> {
        let start = self.bump().span;
        let name = self.name("the type's name")?;
        self.expect(Tok::LBrace, "`{` opening the type's fields")?;
        let mut fields = Vec::new();
        while !self.at(&Tok::RBrace) {
            if self.at(&Tok::Eof) {
                return Err(self.expected("`}` closing the type"));
            }
            let ty = self.type_ref()?;
            let fname = self.name("the field's name")?;
            self.expect(Tok::Semi, "`;` after the field")?;
            fields.push(Field { ty, name: fname });
        }
        let end = self.bump().span;
        Ok(TypeDef {
            attributes,
            name,
            fields,
            span: start.to(end),
        })
    }

    /// `(T a, T b, *args, **kwargs)`.
    fn params(&mut self, declaration: bool) -> PResult<Params> {
        self.expect(Tok::LParen, "`(` opening the parameters")?;
        let mut params = Params::default();
        if self.eat(&Tok::RParen) {
            return Ok(params);
        }
        loop {
            if self.at(&Tok::Star) {
                if params.leading {
                    let span = self.span();
                    return Err(self.error(span, "`*args` and `**kwargs` are written together"));
                }
                self.bump();
                let kw = self.eat(&Tok::Star);
                let name = self.name("the name of the variadic parameter")?;
                let slot = if kw {
                    &mut params.kwargs
                } else {
                    &mut params.args
                };
                if slot.is_some() {
                    let what = if kw { "keyword" } else { "positional" };
                    return Err(self.error(
                        name.span,
                        format!("a second {what} argument collector `{}`", name.name),
                    ));
                }
                *slot = Some(name);
            } else {
                if params.collectors() > 0 {
                    if !declaration || (!params.params.is_empty() && !params.leading) {
                        let span = self.span();
                        return Err(
                            self.error(span, "typed parameters come before `*args` and `**kwargs`")
                        );
                    }
                    params.leading = true;
                }
                let ty = self.type_ref()?;
                let name = self.name("the parameter's name")?;
                params.params.push(Param { ty, name });
            }
            if self.eat(&Tok::RParen) {
                return Ok(params);
            }
            self.expect(Tok::Comma, "`,` or `)` after the parameter")?;
        }
    }

    /// `declare T name(params)`.
    fn declare(&mut self) -> PResult<Declare> {
        let start = self.bump().span;
        let ret = self.type_ref()?;
        let name = self.name("the declared function's name")?;
        let params = self.params(true)?;
        Ok(Declare {
            ret,
            name,
            params,
            span: start.to(self.prev_span()),
        })
    }

    /// `def T name(params) [: parent] [[options]] { blocks }`.
    fn func(&mut self) -> PResult<Func> {
        let start = self.bump().span;
        let ret = self.type_ref()?;
        let name = self.name("the function's name")?;
        let params = self.params(false)?;
        let parent = if self.eat(&Tok::Colon) {
            Some(self.name("the closure's parent function")?)
        } else {
            None
        };
        let mut options = Vec::new();
        if self.eat(&Tok::LBracket) {
            while !self.eat(&Tok::RBracket) {
                options.push(self.name("a function option or `]`")?);
            }
        }
        // Options are a set (the binary form's bitmask): kept in the manual's order, once each.
        let rank = |o: &Name| {
            crate::ops::FUNCTION_OPTIONS
                .iter()
                .position(|(n, _)| *n == o.name)
                .unwrap_or(usize::MAX)
        };
        options.sort_by_key(rank);
        options.dedup_by(|a, b| a.name == b.name);
        self.expect(Tok::LBrace, "`{` opening the function's body")?;
        let mut blocks = Vec::new();
        while !self.at(&Tok::RBrace) {
            blocks.push(self.block()?);
        }
        let end = self.bump().span;
        Ok(Func {
            ret,
            name,
            params,
            parent,
            options,
            blocks,
            span: start.to(end),
        })
    }

    /// `label: instruction; ...` up to the next label or the closing brace.
    fn block(&mut self) -> PResult<Block> {
        let label = self.name("a block label (`entry:`)")?;
        self.expect(Tok::Colon, "`:` after the block label")?;
        let mut insts = Vec::new();
        loop {
            match (self.peek(), self.peek_at(1)) {
                (Tok::RBrace, _) => break,
                (Tok::Ident(_), Tok::Colon) => break,
                (Tok::Eof, _) => return Err(self.expected("`}` closing the function")),
                _ => insts.push(self.inst()?),
            }
        }
        Ok(Block { label, insts })
    }
}

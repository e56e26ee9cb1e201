//! The parser: tokens to a [`Bundle`]. Recursive descent over the grammar of the text-form
//! document; `types.rs` reads types, signatures and values, `inst.rs` one instruction.
//!
//! It recovers from an error by skipping to the next line that starts a definition or an
//! instruction, so one run reports many problems; nesting is capped at [`MAX_DEPTH`] and
//! nothing here panics on any input.

mod inst;
mod types;

use crate::ast::*;
use crate::codes;
use crate::lexer::{Tok, Token};
use maple_asm::diag::Diagnostic;
use maple_asm::source::{FileId, Span};

/// How deep types and struct literals may nest.
pub const MAX_DEPTH: usize = 256;

/// A syntax error was reported; the caller recovers.
pub(crate) struct Reported;

pub(crate) type PResult<T> = Result<T, Reported>;

pub(crate) struct Parser {
    toks: Vec<Token>,
    /// Whether token `i` is the first of its line.
    line_start: Vec<bool>,
    pos: usize,
    depth: usize,
    pub(crate) diags: Vec<Diagnostic>,
    /// `.const` definitions written inside function bodies (the text form's bodies are
    /// "instructions, constants and labels"); their names are global all the same.
    nested: Vec<TopDef>,
}

/// Parse the tokens of one file.
pub fn parse(_file: FileId, text: &str, toks: Vec<Token>) -> (Bundle, Vec<Diagnostic>) {
    let mut line_start = Vec::with_capacity(toks.len());
    let mut prev_end = 0;
    for t in &toks {
        let gap = text.get(prev_end..t.span.start).unwrap_or("");
        line_start.push(prev_end == 0 || gap.contains('\n'));
        prev_end = t.span.end;
    }
    let mut p = Parser {
        toks,
        line_start,
        pos: 0,
        depth: 0,
        diags: Vec::new(),
        nested: Vec::new(),
    };
    let mut bundle = Bundle::default();
    while !p.at(&Tok::Eof) {
        match p.top_def() {
            Ok(d) => bundle.defs.push(d),
            Err(Reported) => p.recover_top(),
        }
        bundle.defs.append(&mut p.nested);
    }
    (bundle, p.diags)
}

impl Parser {
    pub(crate) fn peek(&self) -> &Tok {
        &self.toks[self.pos.min(self.toks.len() - 1)].tok
    }

    pub(crate) fn peek_at(&self, n: usize) -> &Tok {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)].tok
    }

    pub(crate) fn span(&self) -> Span {
        self.toks[self.pos.min(self.toks.len() - 1)].span
    }

    /// The span of the token before the current one (the end of what was parsed).
    pub(crate) fn prev_span(&self) -> Span {
        self.toks[self.pos.saturating_sub(1).min(self.toks.len() - 1)].span
    }

    pub(crate) fn at(&self, t: &Tok) -> bool {
        self.peek() == t
    }

    pub(crate) fn bump(&mut self) -> Token {
        let t = self.toks[self.pos.min(self.toks.len() - 1)].clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }

    pub(crate) fn eat(&mut self, t: &Tok) -> bool {
        if self.at(t) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Report "expected WHAT, found ..." at the current token.
    pub(crate) fn error<T>(&mut self, what: &str) -> PResult<T> {
        let found = self.peek().describe();
        let d = Diagnostic::error(
            codes::EXPECTED,
            self.span(),
            format!("expected {what}, found {found}"),
        )
        .with_label(format!("expected {what}"));
        self.diags.push(d);
        Err(Reported)
    }

    pub(crate) fn expect(&mut self, t: &Tok) -> PResult<Span> {
        if self.at(t) {
            Ok(self.bump().span)
        } else {
            self.error(&t.describe())
        }
    }

    pub(crate) fn global(&mut self, what: &str) -> PResult<Name> {
        match self.peek().clone() {
            Tok::Global(name) => Ok(Name {
                name,
                span: self.bump().span,
            }),
            _ => self.error(what),
        }
    }

    pub(crate) fn local(&mut self, what: &str) -> PResult<Name> {
        match self.peek().clone() {
            Tok::Local(name) => Ok(Name {
                name,
                span: self.bump().span,
            }),
            _ => self.error(what),
        }
    }

    /// Enter one level of nesting; fails (reported) beyond [`MAX_DEPTH`].
    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.diags.push(
                Diagnostic::error(
                    codes::TOO_DEEP,
                    self.span(),
                    format!("nesting deeper than {MAX_DEPTH} levels"),
                )
                .with_label("too deep"),
            );
            return Err(Reported);
        }
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Skip to the next top-level directive.
    fn recover_top(&mut self) {
        self.depth = 0;
        self.bump();
        while !matches!(self.peek(), Tok::Directive(_) | Tok::Eof) {
            self.bump();
        }
    }

    /// Inside a function body, after an error in what began at token `from`: skip to the first
    /// token of a later line that can begin a label or an instruction, or to the closing
    /// brace. (The error may stop at the start of the next line — `%z = BOGUS` then `RET` —
    /// and that line is kept.)
    fn recover_body(&mut self, from: usize) {
        self.depth = 0;
        let start = if self.pos > from {
            self.pos - 1
        } else {
            self.pos
        };
        loop {
            let fresh =
                self.pos > start && self.line_start[self.pos.min(self.line_start.len() - 1)];
            match self.peek() {
                Tok::Eof | Tok::Directive(_) => return,
                Tok::RBrace if fresh => return,
                Tok::Local(_) | Tok::Word(_) if fresh => return,
                _ => {
                    self.bump();
                }
            }
        }
    }

    fn top_def(&mut self) -> PResult<TopDef> {
        let Tok::Directive(d) = self.peek().clone() else {
            return self.error("a top-level definition (`.typedef`, `.funcdef`, ...)");
        };
        let start = self.bump().span;
        match d.as_str() {
            "typedef" => {
                let name = self.global("a type name `@...`")?;
                self.expect(&Tok::Eq)?;
                let ty = self.ty()?;
                Ok(TopDef::TypeDef { name, ty })
            }
            "funcsig" => {
                let name = self.global("a signature name `@...`")?;
                // Optional: the instruction-set document's CALL example omits it.
                self.eat(&Tok::Eq);
                let sig = self.sig()?;
                Ok(TopDef::FuncSig { name, sig })
            }
            "const" => {
                let name = self.global("a constant name `@...`")?;
                let ty = self.angled_type()?;
                self.expect(&Tok::Eq)?;
                let value = self.const_value()?;
                Ok(TopDef::Const { name, ty, value })
            }
            "global" => {
                let name = self.global("a global data name `@...`")?;
                let ty = self.angled_type()?;
                Ok(TopDef::Global { name, ty })
            }
            "funcdecl" => {
                let name = self.global("a function name `@...`")?;
                let sig = self.angled_sig()?;
                Ok(TopDef::FuncDecl { name, sig })
            }
            "funcdef" => self.funcdef(start).map(TopDef::FuncDef),
            other => {
                let hint = crate::ops::closest(
                    other,
                    [
                        "typedef", "funcsig", "const", "global", "funcdecl", "funcdef",
                    ]
                    .into_iter(),
                );
                self.diags.push(
                    Diagnostic::error(
                        codes::UNKNOWN_DIRECTIVE,
                        start,
                        format!("unknown directive `.{other}`"),
                    )
                    .with_label("starts no definition")
                    .with_hint(hint),
                );
                Err(Reported)
            }
        }
    }

    /// An instruction; on an error, the token it began at (for [`Self::recover_body`]).
    fn inst_from(&mut self) -> Result<Inst, usize> {
        let from = self.pos;
        self.inst().map_err(|Reported| from)
    }

    fn funcdef(&mut self, start: Span) -> PResult<FuncDef> {
        let name = self.global("a function name `@...`")?;
        let sig = self.angled_sig()?;
        self.expect(&Tok::LParen)?;
        let mut params = Vec::new();
        while !self.eat(&Tok::RParen) {
            params.push(self.local("a parameter name `%...` or `)`")?);
        }
        self.expect(&Tok::LBrace)?;
        let mut blocks: Vec<Block> = Vec::new();
        loop {
            match self.peek() {
                Tok::RBrace => {
                    self.bump();
                    break;
                }
                Tok::Directive(d) if d == "const" => {
                    let from = self.pos;
                    match self.top_def() {
                        Ok(c) => self.nested.push(c),
                        Err(Reported) => self.recover_body(from),
                    }
                }
                Tok::Eof | Tok::Directive(_) => {
                    self.error::<()>("`}` closing the function body").ok();
                    break;
                }
                Tok::Local(_) if self.peek_at(1) == &Tok::Colon => {
                    let label = self.local("a label")?;
                    self.bump();
                    let span = label.span;
                    blocks.push(Block {
                        label: Some(label),
                        insts: Vec::new(),
                        span,
                    });
                }
                _ => match self.inst_from() {
                    Ok(inst) => {
                        if blocks.is_empty() {
                            blocks.push(Block {
                                label: None,
                                insts: Vec::new(),
                                span: inst.span,
                            });
                        }
                        if let Some(b) = blocks.last_mut() {
                            b.span = b.span.to(inst.span);
                            b.insts.push(inst);
                        }
                    }
                    Err(from) => self.recover_body(from),
                },
            }
        }
        Ok(FuncDef {
            name,
            sig,
            params,
            blocks,
            span: start.to(self.prev_span()),
        })
    }
}

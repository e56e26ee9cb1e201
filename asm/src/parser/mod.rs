//! The parser: tokens to a [`Module`](crate::ast::Module). Recursive descent, table-driven for opcodes: every
//! statement and expression is looked up in `maple_isa::OPCODES` and parsed by its `Syntax`.
//!
//! Errors are recorded and the parser recovers at the next line that begins a statement or a
//! declaration, so one run reports many problems. Nesting is capped at [`MAX_DEPTH`].

mod decl;
mod expr;
mod stmt;
mod types;

use crate::ast::{Item, SrcPos};
use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, Span};
use crate::token::{Tok, Token};

/// Deepest nesting of brackets, blocks and expressions the parser follows.
pub const MAX_DEPTH: usize = 256;

/// Parse failure already reported as a diagnostic.
#[derive(Debug)]
pub struct Reported;

pub type PResult<T> = Result<T, Reported>;

/// Parse the tokens of one file into top-level items. `is_import` forbids nested imports.
pub fn parse_items(
    file: FileId,
    tokens: Vec<Token>,
    is_import: bool,
) -> (Vec<Item>, Vec<Diagnostic>) {
    let mut p = Parser::new(file, tokens, is_import);
    let items = p.module();
    (items, p.diags)
}

pub(crate) struct Parser {
    file: FileId,
    tokens: Vec<Token>,
    pos: usize,
    pub(crate) diags: Vec<Diagnostic>,
    depth: usize,
    is_import: bool,
    /// Source position from the last `#LINE`/`LOC`.
    src: Option<SrcPos>,
    /// Set once the depth limit has been reported, to report it only once.
    too_deep_reported: bool,
    /// The last statement parsed was a label: the next may share its line.
    last_was_label: bool,
    /// Open block braces consumed so far, for recovery.
    brace_depth: i64,
    /// For each open `{`: whether it counts in `brace_depth`.
    brace_stack: Vec<bool>,
}

impl Parser {
    fn new(file: FileId, mut tokens: Vec<Token>, is_import: bool) -> Parser {
        if tokens.last().map(|t| t.tok != Tok::Eof).unwrap_or(true) {
            tokens.push(Token {
                tok: Tok::Eof,
                span: Span::new(file, 0, 0),
                line_start: true,
                hex: false,
                wide: false,
            });
        }
        Parser {
            file,
            tokens,
            pos: 0,
            diags: Vec::new(),
            depth: 0,
            is_import,
            src: None,
            too_deep_reported: false,
            last_was_label: false,
            brace_depth: 0,
            brace_stack: Vec::new(),
        }
    }

    // ---- token cursor ----

    /// The current token. `#LINE` directives are consumed here and remembered.
    fn tok(&mut self) -> &Tok {
        self.skip_line_directives();
        &self.tokens[self.pos].tok
    }

    fn skip_line_directives(&mut self) {
        while let Some(Token {
            tok: Tok::LineDirective { file, line },
            ..
        }) = self.tokens.get(self.pos)
        {
            self.src = Some(SrcPos::Line {
                file: file.clone(),
                line: *line,
            });
            self.pos += 1;
        }
    }

    fn token(&mut self) -> &Token {
        self.skip_line_directives();
        &self.tokens[self.pos]
    }

    fn peek_tok(&self, k: usize) -> &Tok {
        let mut i = self.pos;
        let mut left = k;
        loop {
            let t = match self.tokens.get(i) {
                Some(t) => t,
                None => return &self.tokens[self.tokens.len() - 1].tok,
            };
            if matches!(t.tok, Tok::LineDirective { .. }) {
                i += 1;
                continue;
            }
            if left == 0 {
                return &t.tok;
            }
            left -= 1;
            i += 1;
        }
    }

    fn span(&mut self) -> Span {
        self.token().span
    }

    /// Span of the previous token.
    fn prev_span(&self) -> Span {
        let mut i = self.pos;
        while i > 0 {
            i -= 1;
            if !matches!(self.tokens[i].tok, Tok::LineDirective { .. }) {
                return self.tokens[i].span;
            }
        }
        Span::new(self.file, 0, 0)
    }

    fn at_line_start(&mut self) -> bool {
        self.token().line_start
    }

    fn bump(&mut self) -> Token {
        self.skip_line_directives();
        let t = self.tokens[self.pos].clone();
        // Count only block braces (a `{` that ends its line), so an unclosed inline `{` of an
        // instantiation vector or struct type does not send recovery past the block's end.
        match t.tok {
            Tok::LBrace => {
                let block = self.tokens.get(self.pos + 1).is_some_and(|n| n.line_start);
                self.brace_stack.push(block);
                if block {
                    self.brace_depth += 1;
                }
            }
            Tok::RBrace => {
                let counted = self.brace_stack.pop() == Some(true);
                self.brace_depth -= i64::from(counted);
            }
            _ => {}
        }
        if self.pos + 1 < self.tokens.len() {
            self.pos += 1;
        }
        t
    }

    fn at(&mut self, t: &Tok) -> bool {
        self.tok() == t
    }

    fn at_eof(&mut self) -> bool {
        matches!(self.tok(), Tok::Eof)
    }

    fn eat(&mut self, t: &Tok) -> bool {
        if self.at(t) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn at_word(&mut self, w: &str) -> bool {
        matches!(self.tok(), Tok::Ident(s) if s == w)
    }

    fn eat_word(&mut self, w: &str) -> bool {
        if self.at_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    // ---- diagnostics ----

    fn report(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// "expected X, found Y" at the current token. A stray closing bracket is reported as an
    /// unbalanced bracket.
    fn expected(&mut self, what: &str) -> Reported {
        let t = self.tok().clone();
        let span = self.span();
        let code = if t.is_closer() {
            codes::UNBALANCED
        } else {
            codes::EXPECTED
        };
        let mut d = Diagnostic::error(
            code,
            span,
            format!("expected {what}, found {}", t.describe()),
        );
        d = if t.is_closer() {
            d.with_label(format!("unexpected {}", t.describe()))
        } else {
            d.with_label(format!("expected {what} here"))
        };
        self.report(d);
        Reported
    }

    fn expect(&mut self, t: &Tok, what: &str) -> PResult<Span> {
        if self.at(t) {
            Ok(self.bump().span)
        } else {
            Err(self.expected(what))
        }
    }

    /// Expect the closing bracket `close` of the `opener` at `open_span`.
    fn expect_close(&mut self, close: &Tok, open_span: Span) -> PResult<Span> {
        if self.at(close) {
            return Ok(self.bump().span);
        }
        let t = self.tok().clone();
        // A closer missing at the end of a line is reported where it belongs, not at the
        // first token of the next line.
        let span = if self.at_line_start() {
            let prev = self.prev_span();
            Span::new(prev.file, prev.end, prev.end)
        } else {
            self.span()
        };
        let code = if t.is_closer() || t == Tok::Eof || self.at_line_start() {
            codes::UNBALANCED
        } else {
            codes::EXPECTED
        };
        let d = Diagnostic::error(
            code,
            span,
            format!("expected {}, found {}", close.describe(), t.describe()),
        )
        .with_label(format!("expected {} here", close.describe()))
        .with_secondary(open_span, "to close this");
        self.report(d);
        Err(Reported)
    }

    /// Enter one level of nesting; fails (once reported) beyond [`MAX_DEPTH`].
    fn enter(&mut self) -> PResult<()> {
        if self.depth >= MAX_DEPTH {
            if !self.too_deep_reported {
                self.too_deep_reported = true;
                let span = self.span();
                self.report(Diagnostic::error(
                    codes::TOO_DEEP,
                    span,
                    format!("nesting deeper than {MAX_DEPTH} levels"),
                ));
            }
            return Err(Reported);
        }
        self.depth += 1;
        Ok(())
    }

    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    // ---- recovery ----

    /// Skip to the next token that begins a line and can begin a declaration, a statement or
    /// close a block, or to the end of the file.
    /// `start` is the token position where the failed construct began and `depth` the brace
    /// depth there: recovery skips whole `{...}` blocks the broken construct opened, and stops at
    /// a line that begins a statement (`top`: a declaration) at that depth, or at the `}` that
    /// closes the enclosing block. If nothing was consumed since `start`, one token is skipped
    /// so parsing always makes progress.
    fn recover(&mut self, start: usize, depth: i64, top: bool) {
        self.too_deep_reported = false;
        if self.pos <= start && !self.at_eof() {
            self.bump();
        }
        loop {
            if self.at_eof() {
                return;
            }
            if self.brace_depth <= depth {
                if self.at(&Tok::RBrace) && !top {
                    return;
                }
                if self.at_line_start() {
                    let ok = if top {
                        self.can_begin_decl()
                    } else {
                        self.can_begin_line()
                    };
                    if ok {
                        return;
                    }
                }
            }
            self.bump();
        }
    }

    /// True when the current token begins a top-level declaration.
    fn can_begin_decl(&mut self) -> bool {
        match self.tok().clone() {
            Tok::Ident(w) => decl::is_decl_keyword(&w),
            _ => false,
        }
    }

    /// True when the current token plausibly begins a statement, a declaration or closes a
    /// block: what recovery may stop at.
    fn can_begin_line(&mut self) -> bool {
        match self.tok().clone() {
            Tok::RBrace | Tok::At(_) => true,
            Tok::Ident(w) => {
                decl::is_decl_keyword(&w)
                    || maple_isa::Opcode::from_mnemonic(&w)
                        .map(|op| !op.info().syntax.is_expr())
                        .unwrap_or(false)
            }
            _ => false,
        }
    }
}

//! Statements, dispatched on the opcode table's `Syntax` for the mnemonic. A statement must
//! begin a line; a label may begin the line of the statement it marks (`@h@L javacatch ...`).

use super::{PResult, Parser, Reported};
use crate::ast::{
    AsmStmt, AssertSite, AssignDest, Body, CallTarget, Expr, OpStmt, Stmt, StmtData, StmtKind,
};
use crate::diag::{codes, Diagnostic};
use crate::token::Tok;
use maple_isa::{Callee, Opcode, PrimType, Syntax};

impl Parser {
    /// One statement or local declaration, appended to `stmts` or `body`.
    pub(super) fn stmt_or_decl(&mut self, body: &mut Body, stmts: &mut Vec<Stmt>) -> PResult<()> {
        let prev_allows = matches!(self.prev_tok(), Some(Tok::LBrace)) || self.after_label();
        if !self.at_line_start() && !prev_allows {
            let t = self.tok().clone();
            let span = self.span();
            if t.is_closer() {
                self.report(
                    Diagnostic::error(
                        codes::UNBALANCED,
                        span,
                        format!("unexpected {}: no open bracket to close", t.describe()),
                    )
                    .with_label(format!("unmatched {}", t.describe())),
                );
                // Drop just the stray bracket and carry on with the line.
                self.bump();
                return Ok(());
            }
            self.report(
                Diagnostic::error(
                    codes::NOT_LINE_START,
                    span,
                    format!("a statement must start a new line, found {}", t.describe()),
                )
                .with_label("expected a line break before this"),
            );
            return Err(Reported);
        }
        if self.body_decl(body)? {
            return Ok(());
        }
        let s = self.stmt(body)?;
        stmts.push(s);
        Ok(())
    }

    fn prev_tok(&self) -> Option<&Tok> {
        let mut i = self.pos;
        while i > 0 {
            i -= 1;
            if !matches!(self.tokens[i].tok, Tok::LineDirective { .. }) {
                return Some(&self.tokens[i].tok);
            }
        }
        None
    }

    /// True when the previous statement parsed was a label on this line.
    fn after_label(&self) -> bool {
        matches!(self.prev_tok(), Some(Tok::At(_))) && self.last_was_label
    }

    /// `{ statements }` nested in a statement.
    ///
    /// A `LOC`/`#LINE` written inside the block is in force to its `}` only: OpenArk prints a
    /// `LOC` only when the line changes (`SrcPosition::DumpLoc`), so a statement after the
    /// block that has none of its own either repeats the line of the block's last statement
    /// (code no C layout puts there) or has no position. It gets none, and the line table
    /// names its own `.mpl` line — never the position of a branch that may not run (a `goto`
    /// closing a loop would be charged to the last line of an `if` inside it).
    fn block(&mut self, body: &mut Body) -> PResult<Vec<Stmt>> {
        let open = self.expect(&Tok::LBrace, "`{` to begin a block")?;
        let outer = self.src.clone();
        let stmts = self.stmt_list(open, body, false)?;
        if self.src != outer {
            self.src = None;
        }
        Ok(stmts)
    }

    fn stmt(&mut self, body: &mut Body) -> PResult<Stmt> {
        let start = self.span();
        self.last_was_label = false;
        let src = self.src.clone();
        let word = match self.tok().clone() {
            Tok::At(name) => {
                self.bump();
                self.last_was_label = true;
                return Ok(Stmt {
                    kind: StmtKind::Label(name),
                    span: start,
                    src,
                });
            }
            Tok::LBrace => {
                let stmts = self.block(body)?;
                return Ok(Stmt {
                    kind: StmtKind::Block(stmts),
                    span: start.to(self.prev_span()),
                    src,
                });
            }
            Tok::Ident(w) => w,
            _ => return Err(self.expected("a statement")),
        };
        let Some(op) = Opcode::from_mnemonic(&word) else {
            self.report(
                Diagnostic::error(
                    codes::UNKNOWN_OPCODE,
                    start,
                    format!("unknown opcode `{word}`"),
                )
                .with_label("not a statement or declaration")
                .with_hint(crate::suggest::opcode(&word, false)),
            );
            return Err(Reported);
        };
        let syntax = op.info().syntax;
        if syntax.is_expr() {
            self.report(
                Diagnostic::error(
                    codes::WRONG_OPCODE_KIND,
                    start,
                    format!("`{word}` is an expression, not a statement"),
                )
                .with_label("expression opcode used as a statement")
                .with_note(format!(
                    "to evaluate it for effect, write `eval ({word} ...)`"
                )),
            );
            return Err(Reported);
        }
        self.bump();
        let mut ty = PrimType::Void;
        let mut args = Vec::new();
        let kind = match syntax {
            Syntax::DAssign => {
                let var = self.var_ref()?;
                let field = self.opt_field()?;
                args = self.parse_args()?;
                StmtData::Var { var, field }
            }
            Syntax::IAssign => {
                let t = self.parse_type()?;
                let field = self.opt_field()?;
                args = self.parse_args()?;
                StmtData::Indirect { ty: t, field }
            }
            Syntax::IAssignOff | Syntax::BaseOffsetAssign => {
                ty = self.parse_prim()?;
                let off = self.offset()?;
                args = self.parse_args()?;
                StmtData::Offset(off)
            }
            Syntax::RegAssign => {
                ty = self.parse_prim()?;
                let reg = self.reg()?;
                args = self.parse_args()?;
                StmtData::Reg(reg)
            }
            Syntax::DAssignOff => {
                ty = self.parse_prim()?;
                let var = self.var_ref()?;
                let offset = self.offset()?;
                args = self.parse_args()?;
                StmtData::VarOffset { var, offset }
            }
            Syntax::BlockCopy => {
                let offset = self.offset()?;
                let align = self.small_int("an alignment")?;
                let size = self.small_int("a block size")? as u64;
                args = self.parse_args()?;
                StmtData::BlockCopy {
                    offset,
                    align,
                    size,
                }
            }
            Syntax::Asm => {
                let (asm, inputs) = self.asm_body()?;
                args = inputs;
                StmtData::Asm(Box::new(asm))
            }
            Syntax::Assert { call } => {
                let site = if self.at(&Tok::Lt) {
                    Some(self.assert_site(call)?)
                } else {
                    None
                };
                args = self.parse_args()?;
                StmtData::Assert(site)
            }
            Syntax::DoLoop => {
                let var = self.var_ref()?;
                args = self.parse_args()?;
                let body_stmts = self.block(body)?;
                StmtData::DoLoop {
                    var,
                    body: body_stmts,
                }
            }
            Syntax::DoWhile => {
                let b = self.block(body)?;
                args = self.parse_args()?;
                StmtData::DoWhile { body: b }
            }
            Syntax::ForEachElem => {
                let elem = self.var_ref()?;
                let collection = self.var_ref()?;
                let b = self.block(body)?;
                StmtData::ForEach {
                    elem,
                    collection,
                    body: b,
                }
            }
            Syntax::If => {
                args = self.parse_args()?;
                let then = self.block(body)?;
                let els = if self.eat_word("else") {
                    Some(self.block(body)?)
                } else {
                    None
                };
                StmtData::If { then, els }
            }
            Syntax::While => {
                args = self.parse_args()?;
                let b = self.block(body)?;
                StmtData::While { body: b }
            }
            Syntax::CondBranch => {
                let l = self.label()?;
                args = self.parse_args()?;
                StmtData::Label(l)
            }
            Syntax::Jump => StmtData::Label(self.label()?),
            Syntax::Operands => {
                if self.at(&Tok::LParen) {
                    args = self.parse_args()?;
                }
                StmtData::Plain
            }
            Syntax::Switch => {
                args = self.parse_args()?;
                let default = self.label()?;
                let cases = self.int_table()?;
                StmtData::Switch { default, cases }
            }
            Syntax::RangeGoto => {
                args = self.parse_args()?;
                let offset = self.int("a tag offset")?;
                let cases = self.int_table()?;
                StmtData::RangeGoto { offset, cases }
            }
            Syntax::MultiWay => {
                args = self.parse_args()?;
                let default = self.label()?;
                let open = self.expect(&Tok::LBrace, "`{` to begin the table")?;
                let mut cases = Vec::new();
                while !self.at(&Tok::RBrace) && !self.at_eof() {
                    let popen = self.expect(&Tok::LParen, "`(` around a case expression")?;
                    let e = self.parse_expr()?;
                    self.expect_close(&Tok::RParen, popen)?;
                    self.expect(&Tok::Colon, "`:`")?;
                    if !self.eat_word("goto") {
                        return Err(self.expected("`goto`"));
                    }
                    let l = self.label()?;
                    cases.push((e, l));
                    self.eat(&Tok::Comma);
                }
                self.expect_close(&Tok::RBrace, open)?;
                StmtData::MultiWay { default, cases }
            }
            Syntax::IndexGoto => {
                args = self.parse_args()?;
                StmtData::IndexGoto {
                    var: self.var_ref()?,
                }
            }
            Syntax::Call { callee, assigned } => {
                let (target, inst) = self.call_target(callee)?;
                args = self.parse_args()?;
                let assigned = if assigned {
                    Some(self.assign_list()?)
                } else {
                    None
                };
                StmtData::Call {
                    target,
                    inst,
                    assigned,
                }
            }
            Syntax::JsTry => {
                let handler = self.label_or_zero()?;
                let finally = self.label_or_zero()?;
                StmtData::JsTry { handler, finally }
            }
            Syntax::Try => {
                let mut labels = Vec::new();
                if self.at(&Tok::LBrace) {
                    let open = self.bump().span;
                    while let Tok::At(l) = self.tok().clone() {
                        self.bump();
                        labels.push(l);
                        self.eat(&Tok::Comma);
                    }
                    self.expect_close(&Tok::RBrace, open)?;
                } else {
                    while let Tok::At(l) = self.tok().clone() {
                        if self.at_line_start() {
                            break;
                        }
                        self.bump();
                        labels.push(l);
                    }
                }
                StmtData::Try(labels)
            }
            Syntax::JavaCatch => {
                let mut types = Vec::new();
                if self.at(&Tok::LBrace) {
                    let open = self.bump().span;
                    while !self.at(&Tok::RBrace) && !self.at_eof() {
                        types.push(self.parse_type()?);
                        self.eat(&Tok::Comma);
                    }
                    self.expect_close(&Tok::RBrace, open)?;
                } else {
                    // Older files omit the braces.
                    while !self.at_line_start() && self.at_type_start() {
                        types.push(self.parse_type()?);
                        self.eat(&Tok::Comma);
                    }
                }
                StmtData::Catch(types)
            }
            Syntax::CppCatch => StmtData::CppCatch(self.parse_type()?),
            Syntax::Bare => StmtData::Plain,
            Syntax::Checkpoint => match self.tok().clone() {
                Tok::Ident(w) => {
                    self.bump();
                    StmtData::Checkpoint(w)
                }
                // The spec's `<action>` may be a number.
                Tok::Int(n) => {
                    self.bump();
                    StmtData::Checkpoint(n.to_string())
                }
                Tok::Str(s) => {
                    self.bump();
                    StmtData::Checkpoint(String::from_utf8_lossy(&s).into_owned())
                }
                _ => return Err(self.expected("a checkpoint action")),
            },
            _ => return Err(self.expected("a statement")),
        };
        let span = start.to(self.prev_span());
        Ok(Stmt {
            kind: StmtKind::Op(OpStmt { op, ty, kind, args }),
            span,
            src,
        })
    }

    /// `{ <int>: goto <label> ... }`.
    fn int_table(&mut self) -> PResult<Vec<(i128, String)>> {
        let open = self.expect(&Tok::LBrace, "`{` to begin the table")?;
        let mut cases = Vec::new();
        while !self.at(&Tok::RBrace) && !self.at_eof() {
            let v = self.int("a case value")?;
            self.expect(&Tok::Colon, "`:`")?;
            if !self.eat_word("goto") {
                return Err(self.expected("`goto`"));
            }
            let l = self.label()?;
            cases.push((v, l));
            self.eat(&Tok::Comma);
        }
        self.expect_close(&Tok::RBrace, open)?;
        Ok(cases)
    }

    fn label_or_zero(&mut self) -> PResult<Option<String>> {
        match self.tok().clone() {
            Tok::Int(0) => {
                self.bump();
                Ok(None)
            }
            Tok::At(l) => {
                self.bump();
                Ok(Some(l))
            }
            _ => Err(self.expected("a label or `0`")),
        }
    }

    /// What follows a call mnemonic before its operands.
    fn call_target(
        &mut self,
        callee: Callee,
    ) -> PResult<(CallTarget, Vec<(String, crate::types::Type)>)> {
        let mut inst = Vec::new();
        let target = match callee {
            Callee::Func => CallTarget::Func(self.func_or_instance_name()?),
            Callee::FuncInstant => {
                let name = self.func_name()?;
                let open = self.expect(&Tok::Lt, "`<{` with the instantiation vector")?;
                inst = self.parse_inst_vector()?;
                self.expect_close(&Tok::Gt, open)?;
                CallTarget::Func(name)
            }
            Callee::Indirect => CallTarget::Indirect,
            Callee::IndirectProto => CallTarget::IndirectProto(self.parse_type()?),
            Callee::Polymorphic => {
                let t = self.parse_type()?;
                CallTarget::Polymorphic(t, self.func_or_instance_name()?)
            }
            Callee::Intrinsic => CallTarget::Intrinsic(self.intrinsic_name()?),
            Callee::IntrinsicWithType => {
                let t = self.parse_type()?;
                CallTarget::IntrinsicWithType(t, self.intrinsic_name()?)
            }
            Callee::XIntrinsic => CallTarget::XIntrinsic(self.int("an intrinsic index")?),
        };
        Ok((target, inst))
    }

    /// `{ dassign %v N  regassign i32 %1  dassign ... }` after an `...assigned` call.
    fn assign_list(&mut self) -> PResult<Vec<AssignDest>> {
        let open = self.expect(&Tok::LBrace, "`{` with the assigned results")?;
        let mut dests = Vec::new();
        while !self.at(&Tok::RBrace) && !self.at_eof() {
            dests.push(self.assign_dest()?);
            self.eat(&Tok::Comma);
        }
        self.expect_close(&Tok::RBrace, open)?;
        Ok(dests)
    }

    /// One `dassign %v N` or `regassign i32 %1` of a call's (or an `asm`'s) results.
    fn assign_dest(&mut self) -> PResult<AssignDest> {
        if self.eat_word("dassign") {
            match self.tok() {
                Tok::Global(_) | Tok::Local(_) => {
                    let var = self.var_ref()?;
                    let field = self.opt_field()?;
                    Ok(AssignDest::Var { var, field })
                }
                _ => {
                    // No variable: the value is ignored. A lone field id may follow.
                    if let Tok::Int(_) = self.tok() {
                        self.bump();
                    }
                    Ok(AssignDest::Ignore)
                }
            }
        } else if self.eat_word("regassign") {
            let ty = self.parse_prim()?;
            let reg = self.reg()?;
            Ok(AssignDest::Reg { ty, reg })
        } else {
            Err(self.expected("`dassign` or `regassign`"))
        }
    }

    /// `<&func>`, or for a call check `<&callee, index, &caller>`.
    fn assert_site(&mut self, call: bool) -> PResult<AssertSite> {
        let open = self.expect(&Tok::Lt, "`<`")?;
        let first = self.func_name()?;
        let site = if call {
            self.expect(&Tok::Comma, "`,` after the callee")?;
            let index = self.int("an argument index")?;
            self.expect(&Tok::Comma, "`,` after the argument index")?;
            let caller = self.func_name()?;
            AssertSite::Call {
                callee: first,
                index,
                caller,
            }
        } else {
            AssertSite::Func(first)
        };
        self.expect_close(&Tok::Gt, open)?;
        Ok(site)
    }

    /// The rest of an `asm` statement: qualifiers, then
    /// `{ "template" : outputs : inputs : clobbers : labels }` (all four colons required, as
    /// OpenArk's parser reads it; commas between items optional). Returns the statement and
    /// the input expressions, which become its operands.
    fn asm_body(&mut self) -> PResult<(AsmStmt, Vec<Expr>)> {
        let mut qualifiers = Vec::new();
        while let Tok::Ident(w) = self.tok().clone() {
            if !matches!(w.as_str(), "volatile" | "inline" | "goto") {
                return Err(self.expected("`volatile`, `inline`, `goto` or `{`"));
            }
            self.bump();
            qualifiers.push(w);
        }
        let open = self.expect(&Tok::LBrace, "`{` to begin the asm body")?;
        let template = self.string("the asm template string")?;
        self.expect(&Tok::Colon, "`:` before the outputs")?;
        let mut outputs = Vec::new();
        while let Tok::Str(_) = self.tok() {
            let constraint = self.string("an output constraint")?;
            outputs.push((constraint, self.assign_dest()?));
            self.eat(&Tok::Comma);
        }
        self.expect(&Tok::Colon, "`:` before the inputs")?;
        let (mut inputs, mut exprs) = (Vec::new(), Vec::new());
        while let Tok::Str(_) = self.tok() {
            inputs.push(self.string("an input constraint")?);
            let popen = self.expect(&Tok::LParen, "`(` around the input")?;
            exprs.push(self.parse_expr()?);
            self.expect_close(&Tok::RParen, popen)?;
            self.eat(&Tok::Comma);
        }
        self.expect(&Tok::Colon, "`:` before the clobbers")?;
        let mut clobbers = Vec::new();
        while let Tok::Str(_) = self.tok() {
            clobbers.push(self.string("a clobber")?);
            self.eat(&Tok::Comma);
        }
        self.expect(&Tok::Colon, "`:` before the labels")?;
        let mut labels = Vec::new();
        while let Tok::At(l) = self.tok().clone() {
            self.bump();
            labels.push(l);
            self.eat(&Tok::Comma);
        }
        self.expect_close(&Tok::RBrace, open)?;
        let asm = AsmStmt {
            qualifiers,
            template,
            outputs,
            inputs,
            clobbers,
            labels,
        };
        Ok((asm, exprs))
    }

    /// A string literal's bytes.
    fn string(&mut self, what: &str) -> PResult<Vec<u8>> {
        match self.tok().clone() {
            Tok::Str(s) => {
                self.bump();
                Ok(s)
            }
            _ => Err(self.expected(what)),
        }
    }
}

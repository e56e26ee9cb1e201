//! One instruction, `[%name =] OPCODE ...`, with the exact syntax of the instruction-set
//! document (its optional parts: an atomic ordering on LOAD/STORE, KEEPALIVE clauses): the
//! keyword's row in the instruction table ([`crate::instructions`]) says what follows it.

use super::{PResult, Parser, Reported};
use crate::ast::*;
use crate::codes;
use crate::instructions::{Instruction, Shape, TypedForm};
use crate::lexer::Tok;
use crate::ops::{self, AtomicOrd, Intrinsic, RmwOp};
use maple_asm::diag::Diagnostic;
use maple_asm::source::Span;

impl Parser {
    pub(crate) fn inst(&mut self) -> PResult<Inst> {
        let start = self.span();
        let name = if matches!(self.peek(), Tok::Local(_)) && self.peek_at(1) == &Tok::Eq {
            let n = self.local("a name")?;
            self.bump();
            Some(n)
        } else {
            None
        };
        let Tok::Word(word) = self.peek().clone() else {
            return self.error("an instruction or a label `%name:`");
        };
        let op_span = self.bump().span;
        let op = self.op(&word, op_span)?;
        Ok(Inst {
            name,
            op,
            op_span,
            span: start.to(self.prev_span()),
        })
    }

    /// The operands of the instruction `word`, read by its row's shape in the instruction
    /// table.
    fn op(&mut self, word: &str, op_span: Span) -> PResult<Op> {
        let Some(instruction) = Instruction::from_keyword(word) else {
            return self.unknown_instruction(word, op_span);
        };
        Ok(match instruction.shape() {
            Shape::Binary(op) => {
                let ty = self.angled_type()?;
                Op::Bin {
                    op,
                    ty,
                    a: self.value()?,
                    b: self.value()?,
                }
            }
            Shape::Compare(op) => {
                let ty = self.angled_type()?;
                Op::Cmp {
                    op,
                    ty,
                    a: self.value()?,
                    b: self.value()?,
                }
            }
            Shape::Convert(op) => {
                self.expect(&Tok::Lt)?;
                let from = self.ty()?;
                let to = self.ty()?;
                self.expect(&Tok::Gt)?;
                Op::Conv {
                    op,
                    from,
                    to,
                    v: self.value()?,
                }
            }
            Shape::Typed(form) => self.typed(instruction, form)?,
            Shape::Branch => Op::Branch(self.label()?),
            Shape::Branch2 => Op::Branch2 {
                cond: self.value()?,
                t: self.label()?,
                f: self.label()?,
            },
            Shape::Switch => self.switch()?,
            Shape::Phi => self.phi()?,
            Shape::Call(kind) => self.call(kind)?,
            Shape::RetVoid => Op::RetVoid,
            Shape::Throw => Op::Throw(self.value()?),
            Shape::LandingPad => Op::LandingPad,
            Shape::Load => {
                let ord = self.optional_ord()?;
                let ty = self.angled_type()?;
                Op::Load {
                    ord,
                    ty,
                    loc: self.value()?,
                }
            }
            Shape::Store => {
                let ord = self.optional_ord()?;
                let ty = self.angled_type()?;
                Op::Store {
                    ord,
                    ty,
                    loc: self.value()?,
                    v: self.value()?,
                }
            }
            Shape::CmpXchg => self.cmpxchg()?,
            Shape::AtomicRmw => self.atomicrmw()?,
            Shape::Fence => Op::Fence(self.ord()?),
            Shape::Trap => {
                let ty = self.angled_type()?;
                let nor = self.label()?;
                let exc = self.label()?;
                Op::Trap {
                    ty,
                    nor,
                    exc,
                    keepalive: self.keepalive()?,
                }
            }
            Shape::Watchpoint => self.watchpoint()?,
            Shape::CCall => self.ccall()?,
            Shape::NewStack => {
                let sig = self.angled_sig()?;
                let callee = self.value()?;
                Op::NewStack {
                    sig,
                    callee,
                    args: self.value_list()?,
                }
            }
            Shape::ICall { invoke } => self.icall(invoke)?,
        })
    }

    /// `<T> v...` or `<T i> v...`: as many operands as the form lists.
    fn typed(&mut self, instruction: Instruction, form: TypedForm) -> PResult<Op> {
        self.expect(&Tok::Lt)?;
        let ty = self.ty()?;
        let index = if form.index {
            u64::from(self.small_int("a field index")?)
        } else {
            0
        };
        self.expect(&Tok::Gt)?;
        let mut operands = Vec::with_capacity(form.operands.len());
        for _ in form.operands {
            operands.push(self.value()?);
        }
        Ok(Op::from_typed_parts(instruction, ty, index, operands)
            .expect("each typed form lists the operands of its instruction (tested)"))
    }

    /// `SWITCH <T> v %default { case: %dest ... }`.
    fn switch(&mut self) -> PResult<Op> {
        let ty = self.angled_type()?;
        let v = self.value()?;
        let default = self.label()?;
        self.expect(&Tok::LBrace)?;
        let mut cases = Vec::new();
        while !self.eat(&Tok::RBrace) {
            let c = self.value()?;
            self.expect(&Tok::Colon)?;
            let l = self.label()?;
            self.eat(&Tok::Semi);
            cases.push((c, l));
        }
        Ok(Op::Switch {
            ty,
            v,
            default,
            cases,
        })
    }

    /// `PHI <T> { %pred: v ... }`.
    fn phi(&mut self) -> PResult<Op> {
        let ty = self.angled_type()?;
        self.expect(&Tok::LBrace)?;
        let mut incoming = Vec::new();
        while !self.eat(&Tok::RBrace) {
            let l = self.label()?;
            self.expect(&Tok::Colon)?;
            let v = self.value()?;
            self.eat(&Tok::Semi);
            incoming.push((l, v));
        }
        Ok(Op::Phi { ty, incoming })
    }

    /// CALL, INVOKE (destinations) and TAILCALL (no KEEPALIVE).
    fn call(&mut self, kind: CallKind) -> PResult<Op> {
        let sig = self.angled_sig()?;
        let callee = self.value()?;
        let args = self.value_list()?;
        let dests = if kind == CallKind::Invoke {
            Some(self.dests()?)
        } else {
            None
        };
        let keepalive = if kind == CallKind::TailCall {
            Vec::new()
        } else {
            self.keepalive()?
        };
        Ok(Op::Call {
            kind,
            sig,
            callee,
            args,
            dests,
            keepalive,
        })
    }

    fn cmpxchg(&mut self) -> PResult<Op> {
        // `WEAK` (the later revision's spurious-failure form) is accepted; maple's
        // compare-exchange never fails spuriously, so it behaves as the strong one.
        let weak = matches!(self.peek(), Tok::Word(w) if w == "WEAK");
        if weak {
            self.bump();
        }
        let succ = self.ord()?;
        let fail = self.ord()?;
        let ty = self.angled_type()?;
        Ok(Op::CmpXchg {
            weak,
            succ,
            fail,
            ty,
            loc: self.value()?,
            expected: self.value()?,
            desired: self.value()?,
        })
    }

    fn atomicrmw(&mut self) -> PResult<Op> {
        let ord = self.ord()?;
        let op = match self.peek() {
            Tok::Word(w) => match RmwOp::from_keyword(w) {
                Some(op) => {
                    self.bump();
                    op
                }
                None => {
                    return self.keyword_error(
                        "an AtomicRMW operator",
                        RmwOp::ALL.iter().map(|o| o.keyword()),
                    )
                }
            },
            _ => return self.error("an AtomicRMW operator"),
        };
        let ty = self.angled_type()?;
        Ok(Op::AtomicRmw {
            ord,
            op,
            ty,
            loc: self.value()?,
            v: self.value()?,
        })
    }

    fn watchpoint(&mut self) -> PResult<Op> {
        let id = match *self.peek() {
            Tok::Int(v) => {
                self.bump();
                v
            }
            _ => return self.error("a watchpoint id"),
        };
        let ty = self.angled_type()?;
        let dis = self.label()?;
        let nor = self.label()?;
        let exc = self.label()?;
        Ok(Op::Watchpoint {
            id,
            ty,
            dis,
            nor,
            exc,
            keepalive: self.keepalive()?,
        })
    }

    /// `CCALL DEFAULT <sig> callee (args)`: maple has the one calling convention.
    fn ccall(&mut self) -> PResult<Op> {
        match self.peek() {
            Tok::Word(w) if w == "DEFAULT" => {
                self.bump();
            }
            Tok::Word(_) => {
                return self.keyword_error("a calling convention", ["DEFAULT"].into_iter())
            }
            _ => return self.error("a calling convention (`DEFAULT`)"),
        }
        let sig = self.angled_sig()?;
        let callee = self.value()?;
        Ok(Op::CCall {
            sig,
            callee,
            args: self.value_list()?,
        })
    }

    /// ICALL and, with destinations, IINVOKE of an intrinsic function.
    fn icall(&mut self, invoke: bool) -> PResult<Op> {
        let f = self.global("an intrinsic function `@uvm.*`")?;
        let Some(func) = Intrinsic::from_keyword(&f.name) else {
            let hint = ops::closest(&f.name, Intrinsic::ALL.iter().map(|i| i.keyword()));
            self.diags.push(
                Diagnostic::error(
                    codes::UNKNOWN_INTRINSIC,
                    f.span,
                    format!("unknown intrinsic function `@{}`", f.name),
                )
                .with_label("no such intrinsic")
                .with_hint(hint.map(|h| format!("@{h}")).as_deref()),
            );
            return Err(Reported);
        };
        let args = self.value_list()?;
        let dests = if invoke { Some(self.dests()?) } else { None };
        Ok(Op::ICall {
            func,
            func_span: f.span,
            args,
            dests,
            keepalive: self.keepalive()?,
        })
    }

    /// A word that is no instruction keyword: the closest one, or what a later revision
    /// wrote.
    fn unknown_instruction(&mut self, word: &str, op_span: Span) -> PResult<Op> {
        let mut d = Diagnostic::error(
            codes::UNKNOWN_OPCODE,
            op_span,
            format!("unknown instruction `{word}`"),
        )
        .with_label("not an instruction of the µVM instruction set");
        d = match ops::later_revision(word) {
            Some(note) => d.with_note(format!("help: {note}")),
            None => d.with_hint(ops::closest(word, Instruction::keywords())),
        };
        self.diags.push(d);
        Err(Reported)
    }

    fn label(&mut self) -> PResult<Name> {
        self.local("a label `%name`")
    }

    fn dests(&mut self) -> PResult<Dests> {
        Ok(Dests {
            nor: self.label()?,
            exc: self.label()?,
        })
    }

    fn ord(&mut self) -> PResult<AtomicOrd> {
        match self.peek() {
            Tok::Word(w) => match AtomicOrd::from_keyword(w) {
                Some(o) => {
                    self.bump();
                    Ok(o)
                }
                None => self.keyword_error(
                    "an atomic ordering",
                    AtomicOrd::ALL.iter().map(|o| o.keyword()),
                ),
            },
            _ => self.error("an atomic ordering (`SEQ_CST`, ...)"),
        }
    }

    /// LOAD and STORE take an ordering only when one is written (default `NOT_ATOMIC`).
    fn optional_ord(&mut self) -> PResult<AtomicOrd> {
        if matches!(self.peek(), Tok::Word(_)) {
            self.ord()
        } else {
            Ok(AtomicOrd::NotAtomic)
        }
    }

    /// A word that is not one of `candidates`, with a hint.
    fn keyword_error<T>(
        &mut self,
        what: &str,
        candidates: impl Iterator<Item = &'static str>,
    ) -> PResult<T> {
        let found = self.peek().describe();
        let word = match self.peek() {
            Tok::Word(w) => w.clone(),
            _ => String::new(),
        };
        let hint = ops::closest(&word, candidates);
        self.diags.push(
            Diagnostic::error(
                codes::EXPECTED,
                self.span(),
                format!("expected {what}, found {found}"),
            )
            .with_label(format!("expected {what}"))
            .with_hint(hint),
        );
        Err(Reported)
    }
}

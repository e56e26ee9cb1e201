//! One instruction, `[%name =] OPCODE ...`, with the exact syntax of the instruction-set
//! document (its optional parts: an atomic ordering on LOAD/STORE, KEEPALIVE clauses).

use super::{PResult, Parser, Reported};
use crate::ast::*;
use crate::codes;
use crate::lexer::Tok;
use crate::ops::{self, AtomicOrd, BinOp, CmpOp, ConvOp, Intrinsic, RmwOp};
use maple_asm::diag::Diagnostic;

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

    fn op(&mut self, word: &str, op_span: maple_asm::source::Span) -> PResult<Op> {
        if let Some(op) = BinOp::from_keyword(word) {
            let ty = self.angled_type()?;
            return Ok(Op::Bin {
                op,
                ty,
                a: self.value()?,
                b: self.value()?,
            });
        }
        if let Some(op) = CmpOp::from_keyword(word) {
            let ty = self.angled_type()?;
            return Ok(Op::Cmp {
                op,
                ty,
                a: self.value()?,
                b: self.value()?,
            });
        }
        if let Some(op) = ConvOp::from_keyword(word) {
            self.expect(&Tok::Lt)?;
            let from = self.ty()?;
            let to = self.ty()?;
            self.expect(&Tok::Gt)?;
            return Ok(Op::Conv {
                op,
                from,
                to,
                v: self.value()?,
            });
        }
        Ok(match word {
            "SELECT" => {
                let ty = self.angled_type()?;
                Op::Select {
                    ty,
                    cond: self.value()?,
                    t: self.value()?,
                    f: self.value()?,
                }
            }
            "BRANCH" => Op::Branch(self.label()?),
            "BRANCH2" => Op::Branch2 {
                cond: self.value()?,
                t: self.label()?,
                f: self.label()?,
            },
            "SWITCH" => {
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
                Op::Switch {
                    ty,
                    v,
                    default,
                    cases,
                }
            }
            "PHI" => {
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
                Op::Phi { ty, incoming }
            }
            "CALL" | "INVOKE" | "TAILCALL" => {
                let kind = match word {
                    "CALL" => CallKind::Call,
                    "INVOKE" => CallKind::Invoke,
                    _ => CallKind::TailCall,
                };
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
                Op::Call {
                    kind,
                    sig,
                    callee,
                    args,
                    dests,
                    keepalive,
                }
            }
            "RET" => {
                let ty = self.angled_type()?;
                Op::Ret {
                    ty,
                    v: self.value()?,
                }
            }
            "RETVOID" => Op::RetVoid,
            "THROW" => Op::Throw(self.value()?),
            "LANDINGPAD" => Op::LandingPad,
            "EXTRACTVALUE" | "INSERTVALUE" => {
                self.expect(&Tok::Lt)?;
                let ty = self.ty()?;
                let index = u64::from(self.small_int("a field index")?);
                self.expect(&Tok::Gt)?;
                let v = self.value()?;
                if word == "EXTRACTVALUE" {
                    Op::ExtractValue { ty, index, v }
                } else {
                    Op::InsertValue {
                        ty,
                        index,
                        v,
                        new: self.value()?,
                    }
                }
            }
            "NEW" => Op::New(self.angled_type()?),
            "ALLOCA" => Op::Alloca(self.angled_type()?),
            "NEWHYBRID" => {
                let ty = self.angled_type()?;
                Op::NewHybrid {
                    ty,
                    len: self.value()?,
                }
            }
            "ALLOCAHYBRID" => {
                let ty = self.angled_type()?;
                Op::AllocaHybrid {
                    ty,
                    len: self.value()?,
                }
            }
            "GETIREF" => {
                let ty = self.angled_type()?;
                Op::GetIRef {
                    ty,
                    v: self.value()?,
                }
            }
            "GETFIELDIREF" => {
                self.expect(&Tok::Lt)?;
                let ty = self.ty()?;
                let index = u64::from(self.small_int("a field index")?);
                self.expect(&Tok::Gt)?;
                Op::GetFieldIRef {
                    ty,
                    index,
                    v: self.value()?,
                }
            }
            "GETELEMIREF" => {
                let ty = self.angled_type()?;
                Op::GetElemIRef {
                    ty,
                    v: self.value()?,
                    index: self.value()?,
                }
            }
            "SHIFTIREF" => {
                let ty = self.angled_type()?;
                Op::ShiftIRef {
                    ty,
                    v: self.value()?,
                    offset: self.value()?,
                }
            }
            "GETFIXEDPARTIREF" => {
                let ty = self.angled_type()?;
                Op::GetFixedPartIRef {
                    ty,
                    v: self.value()?,
                }
            }
            "GETVARPARTIREF" => {
                let ty = self.angled_type()?;
                Op::GetVarPartIRef {
                    ty,
                    v: self.value()?,
                }
            }
            "LOAD" => {
                let ord = self.optional_ord()?;
                let ty = self.angled_type()?;
                Op::Load {
                    ord,
                    ty,
                    loc: self.value()?,
                }
            }
            "STORE" => {
                let ord = self.optional_ord()?;
                let ty = self.angled_type()?;
                Op::Store {
                    ord,
                    ty,
                    loc: self.value()?,
                    v: self.value()?,
                }
            }
            "CMPXCHG" => {
                // `WEAK` (the later revision's spurious-failure form) is accepted; maple's
                // compare-exchange never fails spuriously, so it behaves as the strong one.
                let weak = matches!(self.peek(), Tok::Word(w) if w == "WEAK");
                if weak {
                    self.bump();
                }
                let succ = self.ord()?;
                let fail = self.ord()?;
                let ty = self.angled_type()?;
                Op::CmpXchg {
                    weak,
                    succ,
                    fail,
                    ty,
                    loc: self.value()?,
                    expected: self.value()?,
                    desired: self.value()?,
                }
            }
            "ATOMICRMW" => {
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
                Op::AtomicRmw {
                    ord,
                    op,
                    ty,
                    loc: self.value()?,
                    v: self.value()?,
                }
            }
            "FENCE" => Op::Fence(self.ord()?),
            "TRAP" => {
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
            "WATCHPOINT" => {
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
                Op::Watchpoint {
                    id,
                    ty,
                    dis,
                    nor,
                    exc,
                    keepalive: self.keepalive()?,
                }
            }
            "CCALL" => {
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
                Op::CCall {
                    sig,
                    callee,
                    args: self.value_list()?,
                }
            }
            "NEWSTACK" => {
                let sig = self.angled_sig()?;
                let callee = self.value()?;
                Op::NewStack {
                    sig,
                    callee,
                    args: self.value_list()?,
                }
            }
            "ICALL" | "IINVOKE" => {
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
                let dests = if word == "IINVOKE" {
                    Some(self.dests()?)
                } else {
                    None
                };
                Op::ICall {
                    func,
                    func_span: f.span,
                    args,
                    dests,
                    keepalive: self.keepalive()?,
                }
            }
            other => {
                let mut d = Diagnostic::error(
                    codes::UNKNOWN_OPCODE,
                    op_span,
                    format!("unknown instruction `{other}`"),
                )
                .with_label("not an instruction of the µVM instruction set");
                d = match ops::later_revision(other) {
                    Some(note) => d.with_note(format!("help: {note}")),
                    None => d.with_hint(ops::closest(other, ops::all_opcodes())),
                };
                self.diags.push(d);
                return Err(Reported);
            }
        })
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

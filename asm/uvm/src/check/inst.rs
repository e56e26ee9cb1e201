//! Instruction typing: each instruction's result type, the type parameter's kind (an int
//! operation on `int<n>`, NEW of a non-hybrid, ...), and every operand against the type the
//! instruction expects, which is also the type an inline literal takes.

use super::env::{ty, Env, Global};
use super::{check_sig_ref, check_type, undefined_global};
use crate::ast::*;
use crate::codes;
use crate::instructions::{ConvOp, Derived, Instruction, Param, Shape, TypedForm};
use crate::lexer::FloatSuffix;
use crate::ops::{AtomicOrd, IType, Intrinsic, RmwOp};
use maple_asm::diag::Diagnostic;
use maple_asm::source::Span;
use std::collections::HashMap;

/// `int<64>`: the word length of maple's 64-bit slots (lengths, indices, CCALL addresses).
pub fn word() -> Type {
    ty(TypeKind::Int(64))
}

fn int1() -> Type {
    ty(TypeKind::Int(1))
}

fn iref(t: &Type) -> Type {
    ty(TypeKind::IRef(Box::new(t.clone())))
}

fn itype(t: IType) -> Type {
    ty(match t {
        IType::Void => TypeKind::Void,
        IType::Double => TypeKind::Double,
        IType::Int(n) => TypeKind::Int(n),
        IType::Stack => TypeKind::Stack,
        IType::Thread => TypeKind::Thread,
        IType::TagRef64 => TypeKind::TagRef64,
        IType::RefVoid => TypeKind::Ref(Box::new(ty(TypeKind::Void))),
    })
}

/// The fields of a struct type.
fn fields<'t>(env: &'t Env, t: &'t Type) -> Option<&'t [Type]> {
    match &env.resolve(t).kind {
        TypeKind::Struct(f) => Some(f),
        _ => None,
    }
}

/// A loaded `weakref<U>` is a strong `ref<U>`.
fn strong(env: &Env, t: &Type) -> Type {
    match &env.resolve(t).kind {
        TypeKind::WeakRef(u) => ty(TypeKind::Ref(u.clone())),
        _ => t.clone(),
    }
}

/// The type of the value an instruction defines (`void` when it defines none); `None` when
/// it cannot be known (an error reported elsewhere).
pub fn result_type(env: &Env, _sig: Option<&Sig>, op: &Op) -> Option<Type> {
    if let (Shape::Typed(form), Some((t, index, _))) = (op.instruction().shape(), op.typed_parts())
    {
        return derived(env, form.result, t, index);
    }
    let void = || Some(ty(TypeKind::Void));
    match op {
        Op::Bin { ty, .. } | Op::Phi { ty, .. } => Some(ty.clone()),
        Op::Cmp { .. } => Some(int1()),
        Op::Conv { to, .. } => Some(to.clone()),
        Op::Call {
            kind: CallKind::TailCall,
            ..
        } => void(),
        Op::Call { sig, .. } | Op::CCall { sig, .. } => env.sig(sig).map(|s| s.ret.clone()),
        Op::LandingPad => Some(ty(TypeKind::Ref(Box::new(ty(TypeKind::Void))))),
        Op::Load { ty, .. } | Op::CmpXchg { ty, .. } | Op::AtomicRmw { ty, .. } => {
            Some(strong(env, ty))
        }
        Op::Trap { ty, .. } | Op::Watchpoint { ty, .. } => Some(ty.clone()),
        Op::NewStack { .. } => Some(ty(TypeKind::Stack)),
        Op::ICall { func, .. } => Some(itype(func.signature().1)),
        _ => void(),
    }
}

/// A type of a typed form in terms of its parameter `t` (and field `index`); `None` when `t`
/// has no such part (an error reported by the form's parameter rule).
fn derived(env: &Env, d: Derived, t: &Type, index: u64) -> Option<Type> {
    let field = || fields(env, t)?.get(index as usize).cloned();
    Some(match d {
        Derived::Param => t.clone(),
        Derived::Int1 => int1(),
        Derived::Word => word(),
        Derived::Ref => ty(TypeKind::Ref(Box::new(t.clone()))),
        Derived::IRef => iref(t),
        Derived::Field => field()?,
        Derived::IRefField => iref(&field()?),
        Derived::IRefElement => match &env.resolve(t).kind {
            TypeKind::Array(e, _) | TypeKind::Vector(e, _) => iref(e),
            _ => return None,
        },
        Derived::IRefFixedPart | Derived::IRefVarPart => match &env.resolve(t).kind {
            TypeKind::Hybrid(f, v) => iref(if d == Derived::IRefFixedPart { f } else { v }),
            _ => return None,
        },
        Derived::Void => ty(TypeKind::Void),
    })
}

/// Whether `t` is what a typed form's parameter rule admits, and the rule in words.
fn param_rule(env: &Env, rule: Param, t: &Type) -> (bool, String) {
    let kind = &env.resolve(t).kind;
    match rule {
        Param::Any => (true, String::new()),
        Param::NotHybrid => (
            !matches!(kind, TypeKind::Hybrid(..)),
            format!(
                "a type other than `hybrid` (use {}/{})",
                Instruction::NewHybrid.keyword(),
                Instruction::AllocaHybrid.keyword()
            ),
        ),
        Param::Hybrid => (matches!(kind, TypeKind::Hybrid(..)), "a `hybrid`".into()),
        Param::Struct => (fields(env, t).is_some(), "a `struct`".into()),
        Param::Array => (
            matches!(kind, TypeKind::Array(..) | TypeKind::Vector(..)),
            "an `array`".into(),
        ),
    }
}

/// The type of a global name used as a value: a constant's, `iref<T>` of global data,
/// `func<sig>` of a function; `None` for types and signatures.
pub(crate) fn global_value_type(g: &Global) -> Option<Type> {
    match g {
        Global::Const(t, _) => Some((*t).clone()),
        Global::Data(t) => Some(iref(t)),
        Global::Func(s) => Some(ty(TypeKind::Func(Box::new((*s).clone())))),
        Global::Type(_) | Global::Sig(_) => None,
    }
}

/// A SWITCH case's integer: a literal, or the value of a `.const` (through names of names).
fn case_int(env: &Env, v: &Value) -> Option<i128> {
    let mut v = v;
    for _ in 0..64 {
        match &v.kind {
            ValueKind::Int(i) => return Some(*i),
            ValueKind::Global(n) => match env.globals.get(n.as_str()) {
                Some((Global::Const(_, cv), _)) => v = cv,
                _ => return None,
            },
            _ => return None,
        }
    }
    None
}

/// "expected `T`, found `U`".
pub(crate) fn mismatch(env: &Env, at: Span, want: &Type, got: &Type) -> Diagnostic {
    Diagnostic::error(
        codes::TYPE_MISMATCH,
        at,
        format!(
            "type mismatch: expected `{}`, found `{}`",
            env.show(want),
            env.show(got)
        ),
    )
    .with_label(format!("this is `{}`", env.show(got)))
}

/// Whether a literal (integer, float, `NULL`) suits the type `t`; the diagnostic if not.
pub(crate) fn literal_fits(env: &Env, v: &Value, t: &Type) -> Option<Diagnostic> {
    let rt = env.resolve(t);
    let bad = |msg: String| {
        Some(
            Diagnostic::error(codes::BAD_CONSTANT, v.span, msg)
                .with_label(format!("a `{}` belongs here", env.show(t))),
        )
    };
    match (&v.kind, &rt.kind) {
        (ValueKind::Int(i), TypeKind::Int(n)) => {
            let fits = match *n {
                // `int<0>` is already an error of its own (U0014): no second one per literal.
                0 => true,
                // Any i128 is the bits of an `int<128>` (the lexer keeps 2^127..2^128-1 as
                // their two's complement); widths above 128 are refused on their own (U0029).
                n if n >= 128 => true,
                127 => *i >= -(1i128 << 126),
                n => *i >= -(1i128 << (n - 1)) && *i < (1i128 << n),
            };
            if fits {
                None
            } else {
                bad(format!("{i} does not fit `{}`", env.show(t)))
            }
        }
        (ValueKind::Int(i), _) => bad(format!(
            "the integer {i} where a `{}` is expected",
            env.show(t)
        )),
        (ValueKind::Float(_, s), TypeKind::Float | TypeKind::Double) => {
            let want = if matches!(rt.kind, TypeKind::Float) {
                FloatSuffix::F
            } else {
                FloatSuffix::D
            };
            match s {
                Some(s) if *s != want => bad(format!(
                    "a `{}` literal where a `{}` is expected",
                    if *s == FloatSuffix::F {
                        "float"
                    } else {
                        "double"
                    },
                    env.show(t)
                )),
                _ => None,
            }
        }
        (ValueKind::Float(f, _), _) => bad(format!(
            "the floating-point number {f} where a `{}` is expected",
            env.show(t)
        )),
        (ValueKind::Null, _) if env.is_nullable(t) => None,
        (ValueKind::Null, _) => bad(format!("`NULL` where a `{}` is expected", env.show(t))),
        _ => None,
    }
}

/// The per-function typing context.
pub(super) struct Ctx<'a, 'b> {
    pub env: &'a Env<'b>,
    pub sig: Option<&'a Sig>,
    pub locals: &'a HashMap<String, Option<Type>>,
    pub diags: &'a mut Vec<Diagnostic>,
}

impl Ctx<'_, '_> {
    fn push(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// The type of a named value (local or global); `None` when unknown (reported).
    fn type_of(&mut self, v: &Value) -> Option<Type> {
        match &v.kind {
            ValueKind::Local(n) => match self.locals.get(n) {
                Some(Some(t)) if self.env.is_void(t) => {
                    self.push(
                        Diagnostic::error(
                            codes::VOID_VALUE,
                            v.span,
                            format!("`%{n}` names an instruction that returns no value"),
                        )
                        .with_label("has no value"),
                    );
                    None
                }
                Some(t) => t.clone(),
                None => {
                    let hint = crate::ops::closest(n, self.locals.keys().map(String::as_str));
                    self.push(
                        Diagnostic::error(
                            codes::UNDEFINED_LOCAL,
                            v.span,
                            format!("undefined local `%{n}`"),
                        )
                        .with_label("no parameter or instruction of this function has this name")
                        .with_hint(hint.map(|h| format!("%{h}")).as_deref()),
                    );
                    None
                }
            },
            ValueKind::Global(n) => match self.env.globals.get(n.as_str()) {
                Some((g, _)) if global_value_type(g).is_some() => global_value_type(g),
                Some((other, at)) => {
                    let d = Diagnostic::error(
                        codes::WRONG_KIND,
                        v.span,
                        format!("`@{n}` is {}, not a value", other.what()),
                    )
                    .with_label("a value belongs here")
                    .with_secondary(*at, "defined here");
                    self.push(d);
                    None
                }
                None => {
                    let d = undefined_global(
                        self.env,
                        &Name {
                            name: n.clone(),
                            span: v.span,
                        },
                        "name",
                    );
                    self.push(d);
                    None
                }
            },
            _ => None,
        }
    }

    /// An operand against the type the instruction expects.
    fn expect(&mut self, v: &Value, want: &Type) {
        match &v.kind {
            ValueKind::Local(_) | ValueKind::Global(_) => {
                if let Some(got) = self.type_of(v) {
                    if !self.env.same(&got, want) {
                        let d = mismatch(self.env, v.span, want, &got);
                        self.push(d);
                    }
                }
            }
            ValueKind::Struct(_) => self.push(
                Diagnostic::error(
                    codes::BAD_CONSTANT,
                    v.span,
                    "a struct literal as an operand",
                )
                .with_label("define it with `.const` and use its name"),
            ),
            _ => {
                if let Some(d) = literal_fits(self.env, v, want) {
                    self.push(d);
                }
            }
        }
    }

    /// An operand whose type the instruction does not fix (THROW, KEEPALIVE): must be named.
    fn named(&mut self, v: &Value) -> Option<Type> {
        if matches!(v.kind, ValueKind::Local(_) | ValueKind::Global(_)) {
            return self.type_of(v);
        }
        self.push(
            Diagnostic::error(
                codes::UNTYPED_LITERAL,
                v.span,
                "a literal whose type cannot be inferred here",
            )
            .with_label("name a `.const` instead"),
        );
        None
    }

    /// The type parameter is well formed and of the kind `ok` accepts.
    fn kind(&mut self, t: &Type, ok: bool, what: &str) {
        check_type(self.env, t, self.diags);
        if !ok && !matches!(self.env.resolve(t).kind, TypeKind::Named(_)) {
            let d = Diagnostic::error(
                codes::WRONG_TYPE,
                t.span,
                format!("`{}` where {what} is required", self.env.show(t)),
            )
            .with_label(format!("needs {what}"));
            self.push(d);
        }
    }

    fn args(&mut self, sig: &SigRef, args: &[Value], at: Span) -> Option<Sig> {
        check_sig_ref(self.env, sig, self.diags);
        let s = self.env.sig(sig)?.clone();
        if s.params.len() != args.len() {
            self.push(
                Diagnostic::error(
                    codes::ARITY,
                    at,
                    format!(
                        "{} arguments for a signature of {} parameters",
                        args.len(),
                        s.params.len()
                    ),
                )
                .with_label(format!("`{}`", self.env.show_sig(&s))),
            );
        }
        for (a, p) in args.iter().zip(&s.params) {
            self.expect(a, p);
        }
        Some(s)
    }

    /// Check an instruction by its shape in the instruction table.
    pub fn check(&mut self, ins: &Inst) {
        match ins.op.instruction().shape() {
            Shape::Typed(form) => self.typed(ins, form),
            Shape::Binary(_) | Shape::Compare(_) | Shape::Convert(_) => self.operator(&ins.op),
            Shape::Load | Shape::Store | Shape::CmpXchg | Shape::AtomicRmw | Shape::Fence => {
                self.memory(ins)
            }
            Shape::Call(_) | Shape::CCall | Shape::NewStack | Shape::ICall { .. } => self.call(ins),
            Shape::Branch
            | Shape::Branch2
            | Shape::Switch
            | Shape::Phi
            | Shape::RetVoid
            | Shape::Throw
            | Shape::LandingPad
            | Shape::Trap
            | Shape::Watchpoint => self.control(ins),
        }
    }

    /// A typed instruction: its type parameter against the form's rule, each operand against
    /// the type the form derives from it, the field index against the struct, and a RET's
    /// type against the function's.
    fn typed(&mut self, ins: &Inst, form: TypedForm) {
        let Some((ty, index, operands)) = ins.op.typed_parts() else {
            return;
        };
        let env = self.env;
        let (ok, what) = param_rule(env, form.param, ty);
        self.kind(ty, ok, &what);
        if let (Op::Ret { .. }, Some(mine)) = (&ins.op, self.sig) {
            if !env.same(ty, &mine.ret) {
                let d = mismatch(env, ty.span, &mine.ret, ty).with_note(format!(
                    "{} returns the function's return type",
                    ins.op.keyword()
                ));
                self.push(d);
            }
        }
        for (v, &want) in operands.into_iter().zip(form.operands) {
            // An operand of a field that does not exist is not checked (the index is).
            if let Some(want) = derived(env, want, ty, index) {
                self.expect(v, &want);
            }
        }
        if form.index && fields(env, ty).is_some_and(|f| index as usize >= f.len()) {
            self.index_range(ins, index, ty);
        }
    }

    /// The binary, comparison and conversion operators.
    fn operator(&mut self, op: &Op) {
        let env = self.env;
        match op {
            Op::Bin { op, ty, a, b } => {
                let ok = if op.is_float() {
                    env.is_fp(ty)
                } else {
                    env.int_bits(ty).is_some()
                };
                self.kind(
                    ty,
                    ok,
                    if op.is_float() {
                        "`float` or `double`"
                    } else {
                        "an `int<n>`"
                    },
                );
                self.expect(a, ty);
                self.expect(b, ty);
            }
            Op::Cmp { op, ty, a, b } => {
                let (ok, what) = if op.is_float() {
                    (env.is_fp(ty), "`float` or `double`")
                } else if op.is_equality() {
                    (
                        env.is_eq_comparable(ty),
                        "an `int<n>` or an EQ-comparable type",
                    )
                } else {
                    (env.int_bits(ty).is_some(), "an `int<n>`")
                };
                self.kind(ty, ok, what);
                self.expect(a, ty);
                self.expect(b, ty);
            }
            Op::Conv { op, from, to, v } => {
                self.conv(*op, from, to);
                self.expect(v, from);
            }
            _ => {}
        }
    }

    /// Branches, SWITCH, PHI, RETVOID, THROW, TRAP and WATCHPOINT.
    fn control(&mut self, ins: &Inst) {
        let env = self.env;
        match &ins.op {
            Op::Branch2 { cond, .. } => self.expect(cond, &int1()),
            Op::Switch { ty, v, cases, .. } => {
                self.kind(ty, env.int_bits(ty).is_some(), "an `int<n>`");
                self.expect(v, ty);
                self.cases(ty, cases);
            }
            Op::Phi { ty, incoming } => {
                check_type(env, ty, self.diags);
                for (_, v) in incoming {
                    self.expect(v, ty);
                }
            }
            Op::RetVoid => {
                if let Some(mine) = self.sig.filter(|s| !env.is_void(&s.ret)) {
                    let d = Diagnostic::error(
                        codes::TYPE_MISMATCH,
                        ins.op_span,
                        format!(
                            "{} in a function returning `{}`",
                            ins.op.keyword(),
                            env.show(&mine.ret)
                        ),
                    )
                    .with_label("returns no value");
                    self.push(d);
                }
            }
            // `NULL` is a null exception; so is `0`, as the document's TRAP example writes
            // (`THROW 0 // ... throws an exception whose value is null`).
            Op::Throw(v) if matches!(v.kind, ValueKind::Null | ValueKind::Int(0)) => {}
            Op::Throw(v) => {
                if let Some(t) = self.named(v) {
                    if !matches!(env.resolve(&t).kind, TypeKind::Ref(_)) {
                        let d = Diagnostic::error(
                            codes::TYPE_MISMATCH,
                            v.span,
                            format!("{} of a `{}`", ins.op.keyword(), env.show(&t)),
                        )
                        .with_label("exceptions are object references `ref<T>`");
                        self.push(d);
                    }
                }
            }
            Op::Trap { ty, keepalive, .. } | Op::Watchpoint { ty, keepalive, .. } => {
                check_type(env, ty, self.diags);
                self.keep(keepalive);
            }
            _ => {}
        }
    }

    /// SWITCH cases: constants of the type, none twice as n-bit values.
    fn cases(&mut self, ty: &Type, cases: &[(Value, Name)]) {
        let env = self.env;
        let mut seen = HashMap::new();
        for (c, _) in cases {
            if matches!(c.kind, ValueKind::Local(_)) {
                self.push(
                    Diagnostic::error(codes::BAD_CONSTANT, c.span, "a case must be a constant")
                        .with_label("a local value"),
                );
            } else {
                self.expect(c, ty);
            }
            // Cases compare as n-bit values: `255` and `-1` are one `int<8>` case, and a
            // `.const` is its value.
            let bits = env.int_bits(ty).unwrap_or(128).clamp(1, 128);
            if let Some(i) = case_int(env, c) {
                let shift = 128 - bits;
                let key = (i << shift) >> shift;
                if let Some(first) = seen.insert(key, c.span) {
                    self.push(
                        Diagnostic::error(
                            codes::BAD_CONSTANT,
                            c.span,
                            format!("case {key} appears twice (as `{}`)", env.show(ty)),
                        )
                        .with_label("duplicate case")
                        .with_secondary(first, "first here"),
                    );
                }
            }
        }
    }

    /// CALL, INVOKE, TAILCALL, CCALL, NEWSTACK and the intrinsic calls.
    fn call(&mut self, ins: &Inst) {
        let env = self.env;
        match &ins.op {
            Op::Call {
                kind,
                sig,
                callee,
                args,
                keepalive,
                ..
            } => {
                let s = self.args(sig, args, ins.op_span);
                if let Some(s) = &s {
                    self.expect(
                        callee,
                        &ty(TypeKind::Func(Box::new(SigRef::Inline(s.clone())))),
                    );
                    if *kind == CallKind::TailCall {
                        if let Some(mine) = self.sig {
                            if !env.same(&s.ret, &mine.ret) {
                                let d = mismatch(env, s.ret.span, &mine.ret, &s.ret).with_note(
                                    format!(
                                        "{} needs a callee with the caller's return type",
                                        ins.op.keyword()
                                    ),
                                );
                                self.push(d);
                            }
                        }
                    }
                }
                self.keep(keepalive);
            }
            Op::CCall { sig, callee, args } => {
                self.args(sig, args, ins.op_span);
                self.expect(callee, &word());
            }
            Op::NewStack { sig, callee, args } => {
                if let Some(s) = self.args(sig, args, ins.op_span) {
                    self.expect(callee, &ty(TypeKind::Func(Box::new(SigRef::Inline(s)))));
                }
            }
            Op::ICall {
                func,
                args,
                keepalive,
                ..
            } => self.intrinsic(*func, args, ins.op_span, keepalive),
            _ => {}
        }
    }

    /// LOAD, STORE, CMPXCHG, ATOMICRMW and FENCE: the types, and the orderings C11 allows.
    fn memory(&mut self, ins: &Inst) {
        let env = self.env;
        match &ins.op {
            Op::Load { ty, loc, ord } => {
                if matches!(ord, AtomicOrd::Release | AtomicOrd::AcqRel) {
                    self.ordering(ins, *ord, "a load cannot release");
                }
                check_type(env, ty, self.diags);
                self.expect(loc, &iref(ty));
            }
            Op::Store { ty, loc, v, ord } => {
                if matches!(
                    ord,
                    AtomicOrd::Acquire | AtomicOrd::Consume | AtomicOrd::AcqRel
                ) {
                    self.ordering(ins, *ord, "a store cannot acquire");
                }
                check_type(env, ty, self.diags);
                self.expect(loc, &iref(ty));
                self.expect(v, &strong(env, ty));
            }
            Op::CmpXchg {
                succ,
                fail,
                weak: _,
                ty,
                loc,
                expected,
                desired,
            } => {
                for o in [succ, fail] {
                    if !o.is_atomic() {
                        self.push(
                            Diagnostic::error(
                                codes::WRONG_KIND,
                                ins.op_span,
                                format!("{} with the ordering `{}`", ins.op.keyword(), o.keyword()),
                            )
                            .with_label("both orderings must be at least MONOTONIC"),
                        );
                    }
                }
                if fail.releases() && *fail != AtomicOrd::SeqCst {
                    let why = format!("a failed {} stores nothing to release", ins.op.keyword());
                    self.ordering(ins, *fail, &why);
                }
                check_type(env, ty, self.diags);
                self.expect(loc, &iref(ty));
                let s = strong(env, ty);
                self.expect(expected, &s);
                self.expect(desired, &s);
            }
            Op::AtomicRmw {
                op,
                ty,
                loc,
                v,
                ord,
            } => {
                if !ord.is_atomic() {
                    let why = format!("{} needs at least MONOTONIC", ins.op.keyword());
                    self.ordering(ins, *ord, &why);
                }
                let refs = matches!(
                    env.resolve(ty).kind,
                    TypeKind::Ref(_) | TypeKind::IRef(_) | TypeKind::WeakRef(_)
                );
                let ok = env.int_bits(ty).is_some() || (*op == RmwOp::Xchg && refs);
                self.kind(ty, ok, "an `int<n>` (or a reference for XCHG)");
                self.expect(loc, &iref(ty));
                self.expect(v, &strong(env, ty));
            }
            Op::Fence(ord) if !ord.acquires() && !ord.releases() => {
                self.ordering(ins, *ord, "a fence is ACQUIRE, RELEASE, ACQ_REL or SEQ_CST");
            }
            _ => {}
        }
    }

    fn keep(&mut self, vs: &[Value]) {
        for v in vs {
            self.named(v);
        }
    }

    /// An ordering the instruction cannot have (`U0033`).
    fn ordering(&mut self, ins: &Inst, ord: AtomicOrd, why: &str) {
        let d = Diagnostic::error(
            codes::BAD_ORDERING,
            ins.op_span,
            format!("{} with the ordering `{}`", ins.op.keyword(), ord.keyword()),
        )
        .with_label(why);
        self.push(d);
    }

    fn index_range(&mut self, ins: &Inst, index: u64, t: &Type) {
        let d = Diagnostic::error(
            codes::INDEX_RANGE,
            ins.op_span,
            format!(
                "field {index} of `{}`, which has fewer fields",
                self.env.show(t)
            ),
        )
        .with_label("index out of range");
        self.push(d);
    }

    fn intrinsic(&mut self, func: Intrinsic, args: &[Value], at: Span, keepalive: &[Value]) {
        let (params, _) = func.signature();
        if params.len() != args.len() {
            self.push(
                Diagnostic::error(
                    codes::ARITY,
                    at,
                    format!(
                        "`@{}` takes {} arguments, not {}",
                        func.keyword(),
                        params.len(),
                        args.len()
                    ),
                )
                .with_label("wrong number of arguments"),
            );
        }
        for (a, p) in args.iter().zip(params) {
            self.expect(a, &itype(*p));
        }
        self.keep(keepalive);
    }

    fn conv(&mut self, op: ConvOp, from: &Type, to: &Type) {
        let env = self.env;
        check_type(env, from, self.diags);
        check_type(env, to, self.diags);
        let (f, t) = (env.resolve(from), env.resolve(to));
        use TypeKind as K;
        let bits = |k: &TypeKind| match k {
            K::Int(n) => Some(*n),
            K::Float => Some(32),
            K::Double => Some(64),
            _ => None,
        };
        let ok = match (op, &f.kind, &t.kind) {
            (ConvOp::Trunc, K::Int(a), K::Int(b)) => b < a,
            (ConvOp::ZExt | ConvOp::SExt, K::Int(a), K::Int(b)) => b > a,
            (ConvOp::FpTrunc, K::Double, K::Float) | (ConvOp::FpExt, K::Float, K::Double) => true,
            (ConvOp::FpToUi | ConvOp::FpToSi, K::Float | K::Double, K::Int(_)) => true,
            (ConvOp::UiToFp | ConvOp::SiToFp, K::Int(_), K::Float | K::Double) => true,
            (ConvOp::Bitcast, a, b) => {
                bits(a).is_some()
                    && bits(a) == bits(b)
                    && matches!(a, K::Int(_)) != matches!(b, K::Int(_))
            }
            (ConvOp::RefCast, K::Ref(_), K::Ref(_))
            | (ConvOp::IRefCast, K::IRef(_), K::IRef(_))
            | (ConvOp::FuncCast, K::Func(_), K::Func(_)) => true,
            // A later revision's PTRCAST, between addresses and `int<64>`: references here
            // are plain addresses (what a CCALL's C pointers are).
            (ConvOp::PtrCast, K::Int(64), K::Ref(_) | K::IRef(_))
            | (ConvOp::PtrCast, K::Ref(_) | K::IRef(_), K::Int(64) | K::Ref(_) | K::IRef(_)) => {
                true
            }
            (_, K::Named(_), _) | (_, _, K::Named(_)) => true,
            _ => false,
        };
        if !ok {
            let d = Diagnostic::error(
                codes::WRONG_TYPE,
                from.span.to(to.span),
                format!(
                    "{} cannot convert `{}` to `{}`",
                    op.instruction().keyword(),
                    env.show(from),
                    env.show(to)
                ),
            )
            .with_label("not a conversion this operator performs");
            self.push(d);
        }
    }
}

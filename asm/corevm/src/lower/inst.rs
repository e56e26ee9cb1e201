//! Each instruction's statements, by the shape the instruction table gives it.

use super::func::{constant, convert, count_param, truth, FnLower};
use super::layout::{arith_prim, field_offset, memory_prim, prim, size_align};
use super::runtime::{self, call_named, ARGUMENT_CLASS, ATTRIBUTE_CLASS, INDEX_CLASS};
use crate::ast::*;
use crate::check::env::{CalleeKind, Intrinsic};
use crate::check::ty::{Base, Ty};
use crate::codes;
use crate::ops::{Shape, Unary};
use maple_asm::ast as m;
use maple_asm::build::*;
use maple_asm::diag::Diagnostic;
use maple_asm::source::Span;
use maple_asm::types::Type as MType;
use maple_isa::{Opcode, PrimType};

fn pointer_to(p: PrimType) -> MType {
    MType::Pointer(Box::new(MType::Prim(p)))
}

/// `iread p <* p> 0 (addr)`.
pub fn load_at(p: PrimType, addr: m::Expr, span: Span) -> m::Expr {
    expr(
        Opcode::Iread,
        p,
        m::ExprKind::Indirect {
            ty: pointer_to(p),
            field: 0,
        },
        vec![addr],
        span,
    )
}

/// `iassign <* p> 0 (addr, value)`.
pub fn store_at(p: PrimType, addr: m::Expr, value: m::Expr, span: Span) -> m::Stmt {
    stmt(
        Opcode::Iassign,
        m::StmtData::Indirect {
            ty: pointer_to(p),
            field: 0,
        },
        vec![addr, value],
        span,
    )
}

/// A value type's tag in an object's attribute (the schema's index; 100 for references).
fn tag(t: &Ty) -> i128 {
    match t.as_value() {
        Some(v) => v.index() as i128,
        None => 100,
    }
}

impl<'m> FnLower<'_, 'm> {
    fn unsupported(&mut self, span: Span, what: &str) {
        self.errors.push(
            Diagnostic::error(
                codes::UNSUPPORTED,
                span,
                format!("{what} is not supported by maple's coreVM lowering yet"),
            )
            .with_label("not lowered"),
        );
    }

    /// Assign `value` (of primitive type `from`) to the instruction's target, converted to
    /// the target's type.
    fn assign(&mut self, i: &Inst, value: m::Expr, from: PrimType) {
        let Some(t) = &i.target else { return };
        let to = prim(&self.ty_of(&t.name));
        let v = convert(value, from, to, i.span);
        self.stmts.push(dassign(local(&t.name), v, i.span));
    }

    /// Assign the `t` in memory at `addr` to the target (a `bool` is a byte there, and the
    /// conversion to `u1` tests it).
    fn assign_loaded(&mut self, i: &Inst, addr: m::Expr, t: &Ty) {
        let p = memory_prim(t);
        let v = load_at(p, addr, i.span);
        self.assign(i, v, p);
    }

    pub fn inst(&mut self, i: &Inst) {
        let span = i.span;
        match i.op.shape() {
            Shape::Alloca => self.alloca(i),
            Shape::Load => {
                let t =
                    i.ty.as_ref()
                        .map(Ty::of)
                        .unwrap_or(Ty::value(ValueType::I64));
                let (src, st) = self.read(&i.operands[0]);
                if matches!(st.base, Base::Attribute) {
                    // An attribute's slot is read as the type the load names.
                    self.assign_loaded(i, src, &t);
                } else if st.depth >= 1 && !(t.is_aggregate() && st.depth == 1) {
                    self.assign_loaded(i, src, &st.pointee());
                } else {
                    self.assign(i, src, prim(&st));
                }
            }
            Shape::Store => {
                let (dst, dt) = self.read(&i.operands[1]);
                let cell = if matches!(dt.base, Base::Attribute) {
                    i.ty.as_ref()
                        .map(Ty::of)
                        .unwrap_or(Ty::value(ValueType::I64))
                } else {
                    dt.pointee()
                };
                let p = memory_prim(&cell);
                let v = self.read_as(&i.operands[0], prim(&cell));
                let v = convert(v, prim(&cell), p, span);
                self.stmts.push(store_at(p, dst, v, span));
            }
            Shape::GetAttr | Shape::SetAttr | Shape::DelAttr => self.attr(i),
            Shape::GetElement | Shape::PutElement => self.element(i),
            Shape::Len => {
                let (v, t) = self.string_or_array(&i.operands[0]);
                if let Some((len, _)) = t.array() {
                    self.assign(i, int(PrimType::U64, i128::from(len), span), PrimType::U64);
                } else {
                    let n = self.temp("len", PrimType::U64, span);
                    self.stmts
                        .push(call_named("strlen", vec![v], Some(&n), span));
                    self.assign(i, dread(local(&n), PrimType::U64, span), PrimType::U64);
                }
            }
            Shape::Ret => {
                let want = prim(&Ty::of(&self.func.ret));
                let args = match i.operands.first() {
                    Some(o) if want != PrimType::Void => vec![self.read_as(o, want)],
                    _ => vec![],
                };
                self.stmts
                    .push(stmt(Opcode::Return, m::StmtData::Plain, args, span));
            }
            Shape::Br => {
                let labels = i.labels.clone().unwrap_or_default();
                match (i.operands.first(), labels.as_slice()) {
                    (None, [to, ..]) => self.stmts.push(goto(&to.name, span)),
                    (Some(c), [yes, no, ..]) => {
                        let (e, t) = self.read(c);
                        let cond = truth(e, prim(&t), span);
                        self.stmts.push(stmt(
                            Opcode::Brtrue,
                            m::StmtData::Label(yes.name.clone()),
                            vec![cond],
                            span,
                        ));
                        self.stmts.push(goto(&no.name, span));
                    }
                    _ => {}
                }
            }
            Shape::Switch2 => {
                let labels = i.labels.clone().unwrap_or_default();
                for (k, l) in labels.iter().enumerate() {
                    let Some(case) = i.operands.get(k + 1) else {
                        break;
                    };
                    let cond = self.compare(Opcode::Eq, &i.operands[0], case, span);
                    self.stmts.push(stmt(
                        Opcode::Brtrue,
                        m::StmtData::Label(l.name.clone()),
                        vec![cond],
                        span,
                    ));
                }
            }
            Shape::Unary(u) => {
                let v =
                    i.ty.as_ref()
                        .and_then(TypeRef::as_value)
                        .unwrap_or(ValueType::I64);
                let a = arith_prim(v);
                let x = self.read_as(&i.operands[0], a);
                let e = match u {
                    Unary::Identity => x,
                    Unary::Negate => expr(Opcode::Neg, a, m::ExprKind::Plain, vec![x], span),
                    Unary::Step(op) => {
                        let one = if a.is_float() {
                            constant(&Constant {
                                ty: v,
                                value: if a == PrimType::F32 {
                                    Literal::Float(1.0)
                                } else {
                                    Literal::Double(1.0)
                                },
                                span,
                            })
                        } else {
                            int(a, 1, span)
                        };
                        bin(op, a, x, one, span)
                    }
                };
                self.assign(i, e, a);
            }
            Shape::Arith(op) => {
                let v =
                    i.ty.as_ref()
                        .and_then(TypeRef::as_value)
                        .unwrap_or(ValueType::I64);
                let a = arith_prim(v);
                let x = self.read_as(&i.operands[0], a);
                let y = self.read_as(&i.operands[1], a);
                if op == Opcode::Rem && a.is_float() {
                    let name = if a == PrimType::F32 { "fmodf" } else { "fmod" };
                    let t = self.temp("fmod", a, span);
                    self.stmts
                        .push(call_named(name, vec![x, y], Some(&t), span));
                    self.assign(i, dread(local(&t), a, span), a);
                } else {
                    self.assign(i, bin(op, a, x, y, span), a);
                }
            }
            Shape::BitNot => {
                let x = self.read_u64(&i.operands[0]);
                let e = expr(
                    Opcode::Bnot,
                    PrimType::U64,
                    m::ExprKind::Plain,
                    vec![x],
                    span,
                );
                self.assign(i, e, PrimType::U64);
            }
            Shape::Bitwise(op) | Shape::Shift(op) => {
                let x = self.read_u64(&i.operands[0]);
                let y = self.read_u64(&i.operands[1]);
                let y = if matches!(i.op.shape(), Shape::Shift(_)) {
                    bin(
                        Opcode::Band,
                        PrimType::U64,
                        y,
                        int(PrimType::U64, 63, span),
                        span,
                    )
                } else {
                    y
                };
                self.assign(i, bin(op, PrimType::U64, x, y, span), PrimType::U64);
            }
            Shape::Compare(op) => {
                let c = self.compare(op, &i.operands[0], &i.operands[1], span);
                self.assign(i, c, PrimType::U1);
            }
            Shape::ThreeWay => {
                let (a, b, p) = self.comparable(&i.operands[0], &i.operands[1], span);
                let e = expr(
                    Opcode::Cmp,
                    PrimType::I32,
                    m::ExprKind::From(p),
                    vec![a, b],
                    span,
                );
                self.assign(i, e, PrimType::I32);
            }
            Shape::LogicNot => {
                let (x, t) = self.read(&i.operands[0]);
                let e = lnot(truth(x, prim(&t), span), span);
                self.assign(i, e, PrimType::U1);
            }
            Shape::Logic(op) => {
                let (x, tx) = self.read(&i.operands[0]);
                let (y, ty) = self.read(&i.operands[1]);
                let wide =
                    |e, t: &Ty| convert(truth(e, prim(t), span), PrimType::U1, PrimType::U32, span);
                let bits = if op == Opcode::Land {
                    Opcode::Band
                } else {
                    Opcode::Bior
                };
                let e = bin(bits, PrimType::U32, wide(x, &tx), wide(y, &ty), span);
                self.assign(i, truth(e, PrimType::U32, span), PrimType::U1);
            }
            Shape::Call => self.call(i),
        }
    }

    /// An integer operand as C converts it to `uint64_t` (signed values sign-extended).
    fn read_u64(&mut self, o: &Operand) -> m::Expr {
        let (e, t) = self.read(o);
        let p = prim(&t);
        let span = o.span();
        if p.is_signed() && p != PrimType::I64 {
            convert(
                convert(e, p, PrimType::I64, span),
                PrimType::I64,
                PrimType::U64,
                span,
            )
        } else {
            convert(e, p, PrimType::U64, span)
        }
    }

    /// Two operands in one comparable type: strings by `strcmp` against 0, numbers in the
    /// first operand's (promoted) type, references as addresses.
    fn comparable(&mut self, a: &Operand, b: &Operand, span: Span) -> (m::Expr, m::Expr, PrimType) {
        let (x, tx) = self.read(a);
        let (y, ty) = self.read(b);
        if tx.is_string() && ty.is_string() {
            let r = self.temp("cmp", PrimType::I32, span);
            self.stmts
                .push(call_named("strcmp", vec![x, y], Some(&r), span));
            return (
                dread(local(&r), PrimType::I32, span),
                int(PrimType::I32, 0, span),
                PrimType::I32,
            );
        }
        let (px, py) = (prim(&tx), prim(&ty));
        let p = match tx.as_value() {
            Some(v) if v.is_numeric() || v == ValueType::Bool => arith_prim(v),
            _ => PrimType::Ptr,
        };
        let p = if p == PrimType::Ptr && py != PrimType::Ptr {
            PrimType::U64
        } else {
            p
        };
        (convert(x, px, p, span), convert(y, py, p, span), p)
    }

    fn compare(&mut self, op: Opcode, a: &Operand, b: &Operand, span: Span) -> m::Expr {
        let (x, y, p) = self.comparable(a, b, span);
        cmp(op, p, x, y, span)
    }

    fn alloca(&mut self, i: &Inst) {
        let span = i.span;
        let Some(t) = i.ty.as_ref().map(Ty::of) else {
            return;
        };
        let t = if t.depth == 1 && t.pointee().is_aggregate() {
            t.pointee()
        } else {
            t
        };
        let auto = i.options.iter().any(|o| o.name == "auto");
        let e = if t.as_value() == Some(ValueType::Object) {
            let o = self.temp("obj", PrimType::Ptr, span);
            self.stmts
                .push(call_named("__corevm_object_new", vec![], Some(&o), span));
            dread(local(&o), PrimType::Ptr, span)
        } else {
            let (size, _) = size_align(self.env, &t);
            if size > super::layout::MAX_SIZE {
                self.unsupported(
                    span,
                    &format!("an `alloca` of {size} bytes (more than 4 GiB)"),
                );
                return;
            }
            let size = size.max(1);
            if auto {
                expr(
                    Opcode::Gcmalloc,
                    PrimType::Ptr,
                    m::ExprKind::Type(MType::Array {
                        dims: vec![Some(size)],
                        elem: Box::new(MType::Prim(PrimType::U8)),
                        attrs: Vec::new(),
                    }),
                    vec![],
                    span,
                )
            } else {
                expr(
                    Opcode::Stackmallocjarray,
                    PrimType::Ptr,
                    m::ExprKind::Type(MType::Array {
                        dims: vec![None],
                        elem: Box::new(MType::Prim(PrimType::U8)),
                        attrs: Vec::new(),
                    }),
                    vec![int(PrimType::U64, i128::from(size), span)],
                    span,
                )
            }
        };
        self.assign(i, e, PrimType::Ptr);
    }

    /// The C string of an attribute name operand.
    fn name_operand(&mut self, o: &Operand) -> m::Expr {
        self.read(o).0
    }

    fn attr(&mut self, i: &Inst) {
        let span = i.span;
        let shape = i.op.shape();
        let obj_k = i.operands.len() - 1;
        let (obj, ot) = self.read(&i.operands[obj_k]);
        let field = i.operands[0].as_str().unwrap_or_default().to_vec();
        if let Some(Base::Named(tn)) = ot.record() {
            let tn = tn.clone();
            let Some((k, ft)) = self.env.field(&tn, &field) else {
                return;
            };
            let addr = plus(obj, field_offset(self.env, &tn, k), span);
            match shape {
                Shape::GetAttr => self.assign(i, addr, PrimType::Ptr),
                Shape::SetAttr => self.write(addr, &ft, &i.operands[1], span),
                _ => {}
            }
            return;
        }
        let name = self.name_operand(&i.operands[0]);
        match shape {
            Shape::GetAttr => {
                let slot =
                    self.attribute_call("__corevm_getattr", vec![obj, name], PrimType::Ptr, span);
                self.assign(i, dread(local(&slot), PrimType::Ptr, span), PrimType::Ptr);
            }
            Shape::SetAttr => {
                let (_, st) = self.read(&i.operands[1]);
                let slot = self.temp("slot", PrimType::Ptr, span);
                let t = int(PrimType::U64, tag(&st), span);
                self.stmts.push(call_named(
                    "__corevm_setattr",
                    vec![obj, name, t],
                    Some(&slot),
                    span,
                ));
                self.write(
                    dread(local(&slot), PrimType::Ptr, span),
                    &st.normal(),
                    &i.operands[1],
                    span,
                );
            }
            _ => {
                self.attribute_call("__corevm_delattr", vec![obj, name], PrimType::I32, span);
            }
        }
    }

    /// A call of the runtime's object function `f`, whose result (of type `p`) is 0 when the
    /// attribute is missing: that faults here. The result's local.
    fn attribute_call(&mut self, f: &str, args: Vec<m::Expr>, p: PrimType, span: Span) -> String {
        let r = self.temp("attr", p, span);
        self.stmts.push(call_named(f, args, Some(&r), span));
        let missing = cmp(
            Opcode::Eq,
            p,
            dread(local(&r), p, span),
            int(p, 0, span),
            span,
        );
        self.fault_if(missing, None, ATTRIBUTE_CLASS, span);
        r
    }

    /// Store operand `v` into memory of type `t` at `addr` (an aggregate by value is copied).
    fn write(&mut self, addr: m::Expr, t: &Ty, v: &Operand, span: Span) {
        if t.is_aggregate() && t.as_value() != Some(ValueType::Object) {
            let (size, _) = size_align(self.env, t);
            let src = self.read_as(v, PrimType::Ptr);
            let r = self.temp("copy", PrimType::Ptr, span);
            self.stmts.push(call_named(
                "memcpy",
                vec![addr, src, int(PrimType::U64, i128::from(size), span)],
                Some(&r),
                span,
            ));
            return;
        }
        let p = memory_prim(t);
        let x = self.read_as(v, prim(t));
        let x = convert(x, prim(t), p, span);
        self.stmts.push(store_at(p, addr, x, span));
    }

    /// An array or string operand; a cell holding a string (`alloca string`) is read first.
    fn string_or_array(&mut self, o: &Operand) -> (m::Expr, Ty) {
        let (e, t) = self.read(o);
        if t.depth == 1 && t.pointee().is_string() {
            (load_at(PrimType::Ptr, e, o.span()), t.pointee())
        } else {
            (e, t)
        }
    }

    fn element(&mut self, i: &Inst) {
        let span = i.span;
        let get = i.op.shape() == Shape::GetElement;
        let (arr_k, idx_k) = if get { (0, 1) } else { (1, 2) };
        let (base, at) = self.string_or_array(&i.operands[arr_k]);
        let (idx, it) = self.read(&i.operands[idx_k]);
        let ip = prim(&it);
        let idx64 = if ip.is_signed() {
            convert(idx, ip, PrimType::I64, span)
        } else {
            convert(idx, ip, PrimType::U64, span)
        };
        let ix = self.temp("idx", PrimType::I64, span);
        self.stmts.push(dassign(
            local(&ix),
            convert(
                idx64,
                if ip.is_signed() {
                    PrimType::I64
                } else {
                    PrimType::U64
                },
                PrimType::I64,
                span,
            ),
            span,
        ));
        let b = self.temp("base", PrimType::Ptr, span);
        self.stmts.push(dassign(local(&b), base, span));
        let (len, elem) = match at.array() {
            Some((n, e)) => (int(PrimType::U64, i128::from(n), span), e.clone()),
            None => {
                let n = self.temp("len", PrimType::U64, span);
                self.stmts.push(call_named(
                    "strlen",
                    vec![dread(local(&b), PrimType::Ptr, span)],
                    Some(&n),
                    span,
                ));
                (
                    dread(local(&n), PrimType::U64, span),
                    Ty::value(ValueType::U8),
                )
            }
        };
        let lenv = self.temp("n", PrimType::U64, span);
        self.stmts.push(dassign(local(&lenv), len, span));
        let out = cmp(
            Opcode::Ge,
            PrimType::U64,
            convert(
                dread(local(&ix), PrimType::I64, span),
                PrimType::I64,
                PrimType::U64,
                span,
            ),
            dread(local(&lenv), PrimType::U64, span),
            span,
        );
        let why = call_named(
            "__corevm_index_fault",
            vec![
                dread(local(&ix), PrimType::I64, span),
                dread(local(&lenv), PrimType::U64, span),
            ],
            None,
            span,
        );
        self.fault_if(out, Some(why), INDEX_CLASS, span);
        let (size, _) = size_align(self.env, &elem);
        let offset = bin(
            Opcode::Mul,
            PrimType::Ptr,
            convert(
                dread(local(&ix), PrimType::I64, span),
                PrimType::I64,
                PrimType::Ptr,
                span,
            ),
            int(PrimType::Ptr, i128::from(size), span),
            span,
        );
        let addr = bin(
            Opcode::Add,
            PrimType::Ptr,
            dread(local(&b), PrimType::Ptr, span),
            offset,
            span,
        );
        if get {
            if elem.is_aggregate() {
                self.assign(i, addr, PrimType::Ptr);
            } else {
                self.assign_loaded(i, addr, &elem);
            }
        } else {
            self.write(addr, &elem, &i.operands[0], span);
        }
    }

    fn call(&mut self, i: &Inst) {
        let span = i.span;
        let name = String::from_utf8_lossy(i.operands[0].as_str().unwrap_or_default()).into_owned();
        let Some(sig) = self.env.sigs.get(name.as_str()).cloned() else {
            return;
        };
        let args = &i.operands[1..];
        let ret = prim(&sig.ret);
        let mut exprs = Vec::new();
        match sig.kind {
            CalleeKind::Intrinsic(which) => return self.intrinsic(i, which, args),
            CalleeKind::Defined => {
                for (a, p) in args.iter().zip(&sig.params) {
                    exprs.push(self.read_as(a, prim(p)));
                }
                let f = self.env_func(&name);
                let has_args = f.is_some_and(|f| f.params.args.is_some());
                let collectors = f.map_or(0, |f| {
                    usize::from(f.params.args.is_some()) + usize::from(f.params.kwargs.is_some())
                });
                let extra = &args[sig.params.len().min(args.len())..];
                for k in 0..collectors {
                    if k == 0 && has_args {
                        let (n, slots) = self.pack(extra, span);
                        exprs.push(n);
                        exprs.push(slots);
                    } else {
                        exprs.push(int(PrimType::U32, 0, span));
                        exprs.push(int(PrimType::Ptr, 0, span));
                    }
                }
            }
            CalleeKind::Runtime => {
                for (k, a) in args.iter().enumerate() {
                    match sig.params.get(k) {
                        Some(p) => exprs.push(self.read_as(a, prim(p))),
                        None => exprs.push(self.promoted(a)),
                    }
                }
            }
        }
        match &i.target {
            Some(t) if ret != PrimType::Void => {
                let r = self.temp("ret", ret, span);
                self.stmts.push(call_named(&name, exprs, Some(&r), span));
                let to = prim(&self.ty_of(&t.name));
                self.stmts.push(dassign(
                    local(&t.name),
                    convert(dread(local(&r), ret, span), ret, to, span),
                    span,
                ));
            }
            _ => self.stmts.push(call_named(&name, exprs, None, span)),
        }
    }

    fn env_func(&self, name: &str) -> Option<&'m crate::ast::Func> {
        self.funcs.iter().find(|f| f.name.name == name)
    }

    /// A variadic argument of a C function with C's default promotions.
    fn promoted(&mut self, a: &Operand) -> m::Expr {
        let (e, t) = self.read(a);
        let p = prim(&t);
        let span = a.span();
        match p {
            PrimType::U1 | PrimType::I8 | PrimType::U8 | PrimType::I16 | PrimType::U16 => {
                convert(e, p, PrimType::I32, span)
            }
            PrimType::F32 => convert(e, p, PrimType::F64, span),
            _ => e,
        }
    }

    /// The `*args` pack of `extra`: their count and the address of their 8-byte slots in this
    /// frame.
    fn pack(&mut self, extra: &[Operand], span: Span) -> (m::Expr, m::Expr) {
        let n = extra.len() as i128;
        if n == 0 {
            return (int(PrimType::U32, 0, span), int(PrimType::Ptr, 0, span));
        }
        let slots = self.temp("args", PrimType::Ptr, span);
        let mem = expr(
            Opcode::Stackmallocjarray,
            PrimType::Ptr,
            m::ExprKind::Type(MType::Array {
                dims: vec![None],
                elem: Box::new(MType::Prim(PrimType::U8)),
                attrs: Vec::new(),
            }),
            vec![int(PrimType::U64, n * 8, span)],
            span,
        );
        self.stmts.push(dassign(local(&slots), mem, span));
        for (k, a) in extra.iter().enumerate() {
            let (_, t) = self.read(a);
            let addr = plus(
                dread(local(&slots), PrimType::Ptr, span),
                8 * k as u64,
                span,
            );
            self.write(addr, &t.normal(), a, span);
        }
        (
            int(PrimType::U32, n, span),
            dread(local(&slots), PrimType::Ptr, span),
        )
    }

    fn intrinsic(&mut self, i: &Inst, which: Intrinsic, args: &[Operand]) {
        let span = i.span;
        let c_call = |name: &str| Some(name.to_string());
        let target = match which {
            Intrinsic::Memcpy => c_call("memcpy"),
            Intrinsic::Memmove => c_call("memmove"),
            Intrinsic::Memset => c_call("memset"),
            _ => None,
        };
        if let Some(name) = target {
            let mut exprs = Vec::new();
            for (k, a) in args.iter().enumerate() {
                let p = match (which, k) {
                    (Intrinsic::Memset, 1) => PrimType::I32,
                    (_, 2) => PrimType::U64,
                    _ => PrimType::Ptr,
                };
                exprs.push(self.read_as(a, p));
            }
            let r = self.temp("mem", PrimType::Ptr, span);
            self.stmts.push(call_named(&name, exprs, Some(&r), span));
            self.assign(i, dread(local(&r), PrimType::Ptr, span), PrimType::Ptr);
            return;
        }
        let collector = |o: Option<&Operand>| match o {
            Some(Operand::Ref(n)) => Some(n.name.clone()),
            _ => None,
        };
        match which {
            Intrinsic::ArgsLen | Intrinsic::KwargsLen => {
                let Some(c) = collector(args.first()) else {
                    return;
                };
                let e = dread(local(&count_param(&c)), PrimType::U32, span);
                self.assign(i, e, PrimType::U32);
            }
            Intrinsic::GetArg => {
                let Some(c) = collector(args.first()) else {
                    return;
                };
                let Some(n) = args.get(1) else { return };
                let nx = self.read_as(n, PrimType::U32);
                let nt = self.temp("n", PrimType::U32, span);
                self.stmts.push(dassign(local(&nt), nx, span));
                let out = cmp(
                    Opcode::Ge,
                    PrimType::U32,
                    dread(local(&nt), PrimType::U32, span),
                    dread(local(&count_param(&c)), PrimType::U32, span),
                    span,
                );
                let why = call_named(
                    "__corevm_index_fault",
                    vec![
                        convert(
                            dread(local(&nt), PrimType::U32, span),
                            PrimType::U32,
                            PrimType::I64,
                            span,
                        ),
                        convert(
                            dread(local(&count_param(&c)), PrimType::U32, span),
                            PrimType::U32,
                            PrimType::U64,
                            span,
                        ),
                    ],
                    None,
                    span,
                );
                self.fault_if(out, Some(why), ARGUMENT_CLASS, span);
                let off = bin(
                    Opcode::Mul,
                    PrimType::Ptr,
                    convert(
                        dread(local(&nt), PrimType::U32, span),
                        PrimType::U32,
                        PrimType::Ptr,
                        span,
                    ),
                    int(PrimType::Ptr, 8, span),
                    span,
                );
                let addr = bin(
                    Opcode::Add,
                    PrimType::Ptr,
                    dread(local(&c), PrimType::Ptr, span),
                    off,
                    span,
                );
                self.assign(i, addr, PrimType::Ptr);
            }
            Intrinsic::GetKwarg => self.assign(i, int(PrimType::Ptr, 0, span), PrimType::Ptr),
            Intrinsic::HasMember => {
                let (Some(o), Some(n)) = (args.first(), args.get(1)) else {
                    return;
                };
                let obj = self.read_as(o, PrimType::Ptr);
                let name = self.read_as(n, PrimType::Ptr);
                let r = self.temp("has", PrimType::U8, span);
                self.stmts.push(call_named(
                    "__corevm_hasattr",
                    vec![obj, name],
                    Some(&r),
                    span,
                ));
                self.assign(i, dread(local(&r), PrimType::U8, span), PrimType::U8);
            }
            Intrinsic::SetBreakpoint => {
                self.stmts
                    .push(call_named(runtime::BREAKPOINT, vec![], None, span));
            }
            Intrinsic::GetType => {
                // A new object describing the operand's type: its attribute `name` is the
                // type as the text writes it (the type is known when the program is lowered).
                let Some(v) = args.first() else { return };
                let (_, t) = self.read(v);
                let o = self.temp("type", PrimType::Ptr, span);
                self.stmts
                    .push(call_named("__corevm_object_new", vec![], Some(&o), span));
                let name = constant(&Constant {
                    ty: ValueType::String,
                    value: Literal::Str(b"name".to_vec()),
                    span,
                });
                let text = constant(&Constant {
                    ty: ValueType::String,
                    value: Literal::Str(t.to_string().into_bytes()),
                    span,
                });
                let tag = int(PrimType::U64, ValueType::String.index() as i128, span);
                let slot = self.temp("slot", PrimType::Ptr, span);
                let obj = dread(local(&o), PrimType::Ptr, span);
                self.stmts.push(call_named(
                    "__corevm_setattr",
                    vec![obj, name, tag],
                    Some(&slot),
                    span,
                ));
                self.stmts.push(store_at(
                    PrimType::Ptr,
                    dread(local(&slot), PrimType::Ptr, span),
                    text,
                    span,
                ));
                self.assign(i, dread(local(&o), PrimType::Ptr, span), PrimType::Ptr);
            }
            _ => {}
        }
    }
}

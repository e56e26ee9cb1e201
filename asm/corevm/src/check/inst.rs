//! The checks of one instruction, by the shape the instruction table gives it, and the type of
//! the value it yields.

use super::env::{CalleeKind, Env, Intrinsic};
use super::ty::{assignable, compatible, Base, Ty};
use crate::ast::*;
use crate::codes;
use crate::ops::{Shape, TypeRule, Yields, ALLOCA_OPTIONS};
use maple_asm::diag::Diagnostic;
use maple_asm::source::Span;
use std::collections::{HashMap, HashSet};

pub(super) struct Context<'a, 'm> {
    pub env: &'a Env<'m>,
    pub func: &'m Func,
    pub values: HashMap<String, Ty>,
    pub labels: HashSet<&'m str>,
    pub diags: &'a mut Vec<Diagnostic>,
}

/// `"instruction `op` in function `f`"`, how messages place an instruction.
fn place(i: &Inst, f: &Func) -> String {
    format!("`{}` in function `{}`", i.op.keyword(), f.name.name)
}

impl Context<'_, '_> {
    fn error(&mut self, code: &'static str, span: Span, msg: String) -> &mut Diagnostic {
        self.diags.push(Diagnostic::error(code, span, msg));
        self.diags.last_mut().expect("just pushed")
    }

    /// The type of an operand (`None` for a value whose type is unknown: already reported).
    fn operand_ty(&self, o: &Operand) -> Option<Ty> {
        match o {
            Operand::Const(c) => Some(Ty::value(c.ty)),
            Operand::Ref(n) => self.values.get(&n.name).cloned(),
        }
    }

    pub fn inst(&mut self, i: &Inst, defined: &HashSet<String>, last: bool) {
        let shape = i.op.shape();
        let form = shape.form();
        let here = place(i, self.func);
        for o in &i.operands {
            if let Operand::Ref(n) = o {
                if !defined.contains(&n.name) {
                    let known = self.values.contains_key(&n.name)
                        || self
                            .func
                            .blocks
                            .iter()
                            .flat_map(|b| &b.insts)
                            .any(|x| x.target.as_ref().is_some_and(|t| t.name == n.name));
                    let msg = if known {
                        format!(
                            "`%{}` is used in {here} before it is defined on every path",
                            n.name
                        )
                    } else {
                        format!("undeclared operand `%{}` used in {here}", n.name)
                    };
                    self.error(codes::UNDEFINED_VALUE, n.span, msg);
                }
            }
        }
        if let Some(t) = &i.ty {
            if !self.env.known(t) {
                self.error(
                    codes::UNKNOWN_TYPE,
                    t.span,
                    format!("unknown type `{t}` used in {here}"),
                );
            }
        }
        for l in i.labels.iter().flatten() {
            if !self.labels.contains(l.name.as_str()) {
                self.error(
                    codes::UNDEFINED_LABEL,
                    l.span,
                    format!(
                        "invalid label `#{}` used in {here}: no block has it",
                        l.name
                    ),
                );
            }
        }
        let n = i.operands.len();
        if n < form.min_operands || form.max_operands.is_some_and(|m| n > m) {
            let want = match form.max_operands {
                Some(m) if m == form.min_operands => format!("{m}"),
                Some(m) => format!("{} to {m}", form.min_operands),
                None => format!("at least {}", form.min_operands),
            };
            self.error(
                codes::ARITY,
                i.span,
                format!("{here} has an incorrect number of operands: {n}, it takes {want}"),
            );
            self.record(i, None);
            return;
        }
        match (form.ty, &i.ty) {
            (TypeRule::Required, None) => {
                self.error(
                    codes::TYPE_MISMATCH,
                    i.span,
                    format!("{here} needs a type after its opcode"),
                );
            }
            (TypeRule::Forbidden, Some(t)) => {
                self.error(
                    codes::TYPE_MISMATCH,
                    t.span,
                    format!("{here} takes no type"),
                );
            }
            _ => {}
        }
        if shape != Shape::Alloca && !i.options.is_empty() {
            self.error(
                codes::BAD_OPTION,
                i.options[0].span,
                format!("{here} takes no options"),
            );
        }
        match (form.yields, &i.target) {
            (Yields::Nothing, Some(t)) => {
                self.error(
                    codes::TARGET,
                    t.span,
                    format!("{here} yields no value to assign to `%{}`", t.name),
                );
            }
            (Yields::Value, None) if shape != Shape::Call => {
                self.error(
                    codes::TARGET,
                    i.span,
                    format!("the value of {here} is assigned to nothing"),
                )
                .notes
                .push("help: write `%name = ...`".into());
            }
            _ => {}
        }
        if !last && matches!(shape, Shape::Ret | Shape::Br) {
            self.diags.push(Diagnostic::warning(
                codes::SUSPICIOUS,
                i.span,
                format!("{here} ends its block: the instructions after it never run"),
            ));
        }
        let result = self.shape(i, shape);
        self.record(i, result);
    }

    fn record(&mut self, i: &Inst, result: Option<Ty>) {
        if let (Some(t), Some(r)) = (&i.target, result) {
            self.values.entry(t.name.clone()).or_insert(r);
        }
    }

    fn mismatch(&mut self, span: Span, msg: String) {
        self.error(codes::TYPE_MISMATCH, span, msg);
    }

    /// The checks of the shape, and the result type.
    fn shape(&mut self, i: &Inst, shape: Shape) -> Option<Ty> {
        let here = place(i, self.func);
        let ty = i.ty.as_ref().map(Ty::of);
        let ops: Vec<Option<Ty>> = i.operands.iter().map(|o| self.operand_ty(o)).collect();
        let op = |k: usize| ops.get(k).cloned().flatten();
        let span = |k: usize| i.operands.get(k).map_or(i.span, Operand::span);
        match shape {
            Shape::Alloca => {
                if i.options.len() > 1 {
                    self.error(
                        codes::ARITY,
                        i.options[1].span,
                        format!("{here} has an incorrect number of options"),
                    );
                }
                for o in &i.options {
                    if !ALLOCA_OPTIONS.contains(&o.name.as_str()) {
                        self.error(
                            codes::BAD_OPTION,
                            o.span,
                            format!("unrecognized option `{}` in {here}", o.name),
                        )
                        .notes
                        .push("`alloca` takes `[ static ]` (in the frame) or `[ auto ]` (managed heap)".into());
                    }
                }
                let t = ty?;
                // `alloca Person*` allocates a Person, as the manual's example reads.
                Some(if t.depth == 1 && t.pointee().is_aggregate() {
                    t
                } else {
                    t.cell()
                })
            }
            Shape::Load => {
                let t = ty?;
                if let Some(src) = op(0) {
                    if !compatible(&src.pointee(), &t) {
                        self.mismatch(
                            span(0),
                            format!("incompatible operand type in {here}: `{src}` read as `{t}`"),
                        );
                    }
                }
                Some(t)
            }
            Shape::Store => {
                let t = ty?;
                if let (Some(v), Some(dst)) = (op(0), op(1)) {
                    if !compatible(&v, &t) {
                        self.mismatch(
                            span(0),
                            format!("incompatible operand type in {here}: `{v}` stored as `{t}`"),
                        );
                    }
                    if dst.depth == 0 && !dst.is_aggregate() {
                        self.mismatch(
                            span(1),
                            format!("{here} stores through `{dst}`, which is no reference"),
                        );
                    } else if !compatible(&dst.pointee(), &t) {
                        self.mismatch(
                            span(1),
                            format!(
                                "incompatible operand type in {here}: `{t}` stored into `{dst}`"
                            ),
                        );
                    }
                }
                None
            }
            Shape::GetAttr | Shape::SetAttr | Shape::DelAttr => self.attr(i, shape, &ops),
            Shape::GetElement | Shape::PutElement => {
                let (arr_k, idx_k) = if shape == Shape::GetElement {
                    (0, 1)
                } else {
                    (1, 2)
                };
                let elem = match op(arr_k) {
                    Some(a) if a.is_string() || a.pointee().is_string() => {
                        Some(Ty::value(ValueType::U8))
                    }
                    Some(a) => match a.array() {
                        Some((_, e)) => Some(e.clone()),
                        None => {
                            self.mismatch(
                                span(arr_k),
                                format!("{here} takes an array or a string, not `{a}`"),
                            );
                            None
                        }
                    },
                    None => None,
                };
                if let Some(x) = op(idx_k) {
                    if !x.is_integer() {
                        self.mismatch(
                            span(idx_k),
                            format!("the index of {here} is `{x}`, not an integer"),
                        );
                    }
                }
                let value = if shape == Shape::GetElement {
                    ty.clone()
                } else {
                    op(0)
                };
                if let (Some(e), Some(v)) = (&elem, &value) {
                    if !compatible(e, v) {
                        self.mismatch(
                            i.span,
                            format!("{here}: element type `{e}` and `{v}` are incompatible"),
                        );
                    }
                }
                ty
            }
            Shape::Len => {
                if let Some(a) = op(0) {
                    if a.array().is_none() && !a.is_string() && !a.pointee().is_string() {
                        self.mismatch(
                            span(0),
                            format!("{here} takes an array or a string, not `{a}`"),
                        );
                    }
                }
                Some(Ty::value(ValueType::U64))
            }
            Shape::Ret => {
                let want = Ty::of(&self.func.ret);
                let got = op(0).or(if i.operands.is_empty() {
                    ty.clone()
                } else {
                    None
                });
                match got {
                    Some(g)
                        if !(assignable(&g, &want)
                            || g.base == Base::Value(ValueType::Void) && want.base == g.base) =>
                    {
                        self.mismatch(i.span, format!("invalid return type for {here}: `{g}`, the function returns `{want}`"));
                    }
                    None if i.operands.is_empty() && !self.func.ret.is_void() => {
                        self.mismatch(
                            i.span,
                            format!(
                                "{here} returns no value from a function that returns `{want}`"
                            ),
                        );
                    }
                    _ => {}
                }
                if let (Some(t), Some(g)) = (&ty, op(0)) {
                    if !compatible(t, &g) {
                        self.mismatch(
                            i.span,
                            format!("incompatible operand type in {here}: `{g}` returned as `{t}`"),
                        );
                    }
                }
                None
            }
            Shape::Br => {
                let want = if i.operands.is_empty() { 1 } else { 2 };
                let got = i.labels.as_ref().map_or(0, Vec::len);
                if got != want {
                    self.error(
                        codes::ARITY,
                        i.span,
                        format!("{here} has an incorrect number of labels: {got}, it takes {want}"),
                    );
                }
                if let Some(c) = op(0) {
                    if !c.is_integral() && c.as_value() != Some(ValueType::Bool) {
                        self.mismatch(
                            span(0),
                            format!("the condition of {here} is `{c}`, not a `bool`"),
                        );
                    }
                }
                None
            }
            Shape::Switch2 => {
                let cases = i.operands.len() - 1;
                let got = i.labels.as_ref().map_or(0, Vec::len);
                if got != cases {
                    self.error(
                        codes::ARITY,
                        i.span,
                        format!("{here} has {cases} cases and {got} labels: one label per case"),
                    );
                }
                if let Some(v) = op(0) {
                    for k in 1..i.operands.len() {
                        if let Some(c) = op(k) {
                            if !compatible(&v, &c) || v.depth != c.depth {
                                self.mismatch(span(k), format!("operands at index 0 and {k} have incompatible types in {here}: `{v}` and `{c}`"));
                            }
                        }
                    }
                }
                None
            }
            Shape::Unary(_) | Shape::Arith(_) => {
                let t = ty?;
                if !t.is_numeric() {
                    self.mismatch(
                        i.ty.as_ref().map_or(i.span, |x| x.span),
                        format!("{here} computes on numbers, not `{t}`"),
                    );
                }
                for k in 0..i.operands.len() {
                    if let Some(o) = op(k) {
                        if !o.is_numeric() || !compatible(&o, &t) {
                            self.mismatch(span(k), format!("incompatible operand type in {here}: `{o}`, the instruction's type is `{t}`"));
                        }
                    }
                }
                Some(t)
            }
            Shape::BitNot | Shape::Bitwise(_) | Shape::Shift(_) => {
                for k in 0..i.operands.len() {
                    if let Some(o) = op(k) {
                        if !o.is_integral() {
                            self.mismatch(span(k), format!("{here} takes integers, not `{o}`"));
                        }
                    }
                }
                Some(Ty::value(ValueType::U64))
            }
            Shape::Compare(_) | Shape::ThreeWay => {
                if let (Some(a), Some(b)) = (op(0), op(1)) {
                    if !compatible(&a, &b) {
                        self.mismatch(
                            i.span,
                            format!("incompatible operand types for {here}: `{a}` and `{b}`"),
                        );
                    } else if a.depth != b.depth && !(a.is_aggregate() || b.is_aggregate()) {
                        self.diags.push(
                            Diagnostic::warning(
                                codes::SUSPICIOUS,
                                i.span,
                                format!("{here} compares `{a}` with `{b}`: the reference's address is compared"),
                            )
                            .with_note("`load` the value first to compare what it holds"),
                        );
                    }
                }
                Some(Ty::value(if shape == Shape::ThreeWay {
                    ValueType::I32
                } else {
                    ValueType::Bool
                }))
            }
            Shape::LogicNot | Shape::Logic(_) => {
                for k in 0..i.operands.len() {
                    if let Some(o) = op(k) {
                        if !o.is_integral() {
                            self.mismatch(span(k), format!("{here} takes truth values, not `{o}`"));
                        }
                    }
                }
                Some(Ty::value(ValueType::Bool))
            }
            Shape::Call => self.call(i, &ops),
        }
    }

    fn attr(&mut self, i: &Inst, shape: Shape, ops: &[Option<Ty>]) -> Option<Ty> {
        let here = place(i, self.func);
        let Some(field) = i.operands[0].as_str().map(<[u8]>::to_vec) else {
            self.mismatch(i.operands[0].span(), format!("invalid type accessor constant for first operand in {here}: a `string` constant names the attribute"));
            return None;
        };
        let obj_k = i.operands.len() - 1;
        let obj = ops[obj_k].clone()?;
        let fname = String::from_utf8_lossy(&field).into_owned();
        match obj.record() {
            Some(Base::Named(tn)) => {
                let tn = tn.clone();
                let Some((_, fty)) = self.env.field(&tn, &field) else {
                    let names = self
                        .env
                        .types
                        .get(tn.as_str())
                        .map(|t| {
                            t.fields
                                .iter()
                                .map(|f| f.name.name.as_str())
                                .collect::<Vec<_>>()
                        })
                        .unwrap_or_default();
                    let hint = maple_asm::suggest::closest(&fname, names.iter().copied());
                    self.error(codes::UNKNOWN_FIELD, i.operands[0].span(), format!("invalid type accessor constant for first operand in {here}: type `{tn}` has no field `{fname}`"))
                        .notes
                        .extend(hint.map(|h| format!("help: did you mean `{h}`?")));
                    return None;
                };
                match shape {
                    Shape::SetAttr => {
                        if let Some(src) = &ops[1] {
                            if !assignable(src, &fty) {
                                self.mismatch(i.operands[1].span(), format!("mismatch between source type `{src}` and target field type `{fty}` in {here}"));
                            }
                        }
                        None
                    }
                    Shape::DelAttr => {
                        self.mismatch(i.span, format!("{here}: `{fname}` is a field of type `{tn}`; only a dynamic `object`'s attributes can be deleted"));
                        None
                    }
                    _ => Some(fty.cell()),
                }
            }
            Some(_) => (shape == Shape::GetAttr).then_some(Ty {
                base: Base::Attribute,
                depth: 1,
            }),
            None => {
                self.mismatch(
                    i.operands[obj_k].span(),
                    format!(
                        "{here} takes an instance of a declared type or an `object`, not `{obj}`"
                    ),
                );
                None
            }
        }
    }

    fn call(&mut self, i: &Inst, ops: &[Option<Ty>]) -> Option<Ty> {
        let here = place(i, self.func);
        let ty = i.ty.as_ref().map(Ty::of);
        let Some(callee) = i.operands[0].as_str() else {
            self.mismatch(
                i.operands[0].span(),
                format!("invalid callee in {here}: the callee is named by a `string` constant"),
            );
            return ty;
        };
        let name = String::from_utf8_lossy(callee).into_owned();
        let Some(sig) = self.env.sigs.get(name.as_str()).cloned() else {
            let hint = maple_asm::suggest::closest(&name, self.env.sigs.keys().copied());
            self.error(
                codes::BAD_CALL,
                i.operands[0].span(),
                format!("invalid callee in {here}: no function `{name}` is defined or declared"),
            )
            .notes
            .extend(hint.map(|h| format!("help: did you mean `{h}`?")));
            return ty;
        };
        if let Some(t) = &ty {
            let attr_result = matches!(
                sig.kind,
                CalleeKind::Intrinsic(Intrinsic::GetArg | Intrinsic::GetKwarg)
            );
            if !assignable(&sig.ret, t) && !attr_result {
                self.mismatch(
                    i.ty.as_ref().map_or(i.span, |x| x.span),
                    format!(
                        "invalid type of instruction {here}: `{name}` returns `{}`, not `{t}`",
                        sig.ret
                    ),
                );
            }
        }
        let args = &ops[(1 + sig.leading).min(ops.len())..];
        if ops.len() < 1 + sig.leading
            || args.len() < sig.params.len()
            || (!sig.variadic && args.len() > sig.params.len())
        {
            self.error(
                codes::BAD_CALL,
                i.span,
                format!(
                    "invalid number of arguments in {here}: `{name}` takes {}{}, given {}",
                    sig.params.len(),
                    if sig.variadic { " or more" } else { "" },
                    args.len()
                ),
            );
            return ty;
        }
        for (k, (a, p)) in args.iter().zip(&sig.params).enumerate() {
            let k = k + sig.leading;
            let Some(a) = a else { continue };
            // `gettype` describes a value of any type.
            if sig.kind == CalleeKind::Intrinsic(Intrinsic::GetType) {
                continue;
            }
            // A string constant is a C string for `i8*` and `string*` parameters.
            let c_string =
                a.is_string() && matches!(p.base, Base::Value(ValueType::I8 | ValueType::String));
            let bytes = p.depth == 1
                && p.base == Base::Value(ValueType::I8)
                && (a.depth >= 1 || a.is_aggregate());
            if !assignable(a, p) && !c_string && !bytes {
                self.mismatch(
                    i.operands[k + 1].span(),
                    format!(
                        "invalid argument type in {here}: `{a}` for parameter {} of type `{p}`",
                        k + 1
                    ),
                );
            }
        }
        // `getarg`/`getkwarg` give a reference to the argument's slot (its type is the one the
        // caller passed), read with `load T` as an object's attribute is.
        if matches!(
            sig.kind,
            CalleeKind::Intrinsic(Intrinsic::GetArg | Intrinsic::GetKwarg)
        ) {
            return Some(Ty {
                base: Base::Attribute,
                depth: 1,
            });
        }
        ty
    }
}

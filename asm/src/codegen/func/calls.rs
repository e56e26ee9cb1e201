//! Calls: arguments (aggregates by address, varargs promotion), generic instantiation on
//! demand, and the assigned results.

use super::*;
use maple_isa::Format;

impl<'m> FnCtx<'_, 'm> {
    pub(super) fn call(
        &mut self,
        op: Opcode,
        target: &CallTarget,
        inst: &[(String, Type)],
        assigned: Option<&[AssignDest]>,
        args: &[Expr],
        span: Span,
    ) -> R {
        // The callee's declaration, when it is a named function of this module.
        let callee_name = match target {
            CallTarget::Func(n) | CallTarget::Polymorphic(_, n) => Some(n.clone()),
            _ => None,
        };
        let callee: Option<&'m Func> = callee_name.as_deref().and_then(|n| self.gen.module.func(n));
        let mut target_name = callee_name.clone();
        if !inst.is_empty() {
            if let Some(base) = &callee_name {
                let args_subst: Vec<(String, Type)> = inst
                    .iter()
                    .map(|(k, t)| (k.clone(), substitute(t, &self.subst)))
                    .collect();
                let mangled = crate::printer::instance_name(base, &args_subst);
                if !self.gen.func_index.contains_key(&mangled) {
                    if let Some(f) = callee.filter(|f| f.body.is_some()) {
                        let index = self.gen.functions.len();
                        self.gen.func_index.insert(mangled.clone(), index);
                        let mut entry = entry_for(f, false);
                        entry.name = mangled.clone();
                        self.gen.functions.push(entry);
                        self.gen.instances.push(Instance {
                            name: mangled.clone(),
                            base: base.clone(),
                            args: args_subst,
                        });
                    }
                }
                target_name = Some(mangled);
            }
        }
        let formals = callee.map(|f| f.params.len()).unwrap_or(usize::MAX);
        let varargs = callee.is_some_and(|f| f.varargs);
        for (i, a) in args.iter().enumerate() {
            if a.ty == PrimType::Agg {
                // Aggregates go by address; the call copies them into the callee's formal.
                self.aggregate_address(a)?;
                continue;
            }
            self.expr(a)?;
            // C's default argument promotion for the variable part of a varargs call.
            let in_variable_part = i >= formals && varargs;
            let to_external_varargs =
                callee.is_none_or(|f| f.body.is_none()) && varargs && i >= formals;
            if (in_variable_part || to_external_varargs) && a.ty == PrimType::F32 {
                self.emit(
                    Opcode::Cvt,
                    PrimType::F64,
                    PrimType::F32 as u16,
                    &[],
                    a.span,
                )?;
            }
        }
        let argc = self.argc(args.len(), span)?;
        let base_op = op.executable_call();
        let v = PrimType::Void;
        match (base_op, target) {
            (Opcode::Call, CallTarget::Func(_)) => {
                let name = target_name.unwrap_or_default();
                if !self.gen.func_index.contains_key(&name) {
                    return Err(Diagnostic::error(
                        codes::UNRESOLVED,
                        span,
                        format!("function &{name} is not declared"),
                    ));
                }
                self.gen
                    .code
                    .emit_fixup(base_op, v, argc, &[0], 0, |_| Target::Function(name))
                    .map_err(|e| encoding_error(base_op, span, e))?;
            }
            // Java dispatch names the method by string: the runtime resolves it per class.
            (_, CallTarget::Func(_)) if base_op.info().format == Format::CallIndex => {
                let idx = self.gen.string(&target_name.unwrap_or_default());
                self.emit(base_op, v, argc, &[idx], span)?;
            }
            (Opcode::Polymorphiccall, CallTarget::Polymorphic(_, name)) => {
                let idx = self.gen.string(name);
                self.emit(base_op, v, argc, &[idx], span)?;
            }
            // Calls through a function address operand: only the argument count.
            (_, _) if base_op.info().format == Format::Count => {
                self.emit(base_op, v, argc, &[], span)?;
            }
            (Opcode::Intrinsiccall, CallTarget::Intrinsic(name)) => {
                let idx = self.gen.string(name);
                self.emit(base_op, v, argc, &[idx], span)?;
            }
            (Opcode::Intrinsiccallwithtype, CallTarget::IntrinsicWithType(t, name)) => {
                let idx = self.gen.string(name);
                let tidx = self.type_index(t, span)?;
                self.emit(base_op, v, argc, &[idx, tidx], span)?;
            }
            (Opcode::Xintrinsiccall, CallTarget::XIntrinsic(n)) => {
                let n = u32::try_from(*n).map_err(|_| {
                    Diagnostic::error(codes::ENCODING, span, "intrinsic index out of range")
                })?;
                self.emit(base_op, v, argc, &[n], span)?;
            }
            (op, _) => {
                return Err(Diagnostic::error(
                    codes::UNSUPPORTED,
                    span,
                    format!("`{op}` with this call target cannot be lowered"),
                ));
            }
        }
        let Some(dests) = assigned else { return Ok(()) };
        for (i, dest) in dests.iter().enumerate() {
            let ret_ty = callee
                .and_then(|f| f.rets.get(i))
                .map(|t| substitute(t, &self.subst));
            let reg = Reg::Special(SpecialReg::RetVal(i as u8));
            match dest {
                AssignDest::Ignore => {}
                AssignDest::Reg { ty, reg: r } => {
                    let rp = self.reg_param(r, span)?;
                    self.emit(
                        Opcode::Regread,
                        *ty,
                        SpecialReg::RetVal(i as u8).param(),
                        &[],
                        span,
                    )?;
                    self.emit(Opcode::Regassign, *ty, rp, &[], span)?;
                }
                AssignDest::Var { var, field } => {
                    let (_, layout) = self.var(var, span)?;
                    let f = self.field(&layout, *field, span)?;
                    let ty = match ret_ty {
                        Some(t) => self.layout(&t, span)?.prim(),
                        None => f.layout.prim(),
                    };
                    if ty == PrimType::Void {
                        return Err(
                            aggregate_value(span).with_note("the callee returns no value here")
                        );
                    }
                    let value = Expr {
                        op: Opcode::Regread,
                        ty,
                        kind: ExprKind::Reg(reg),
                        args: vec![],
                        span,
                    };
                    self.store_var(var, *field, &value, span)?;
                }
            }
        }
        Ok(())
    }
}

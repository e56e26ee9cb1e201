//! A function's frame: formals (array formals by reference) and locals laid out, then the body
//! lowered statement by statement.

use super::*;

impl<'m> FnCtx<'_, 'm> {
    /// An array formal: the caller passes the array's address (as for every aggregate), and
    /// the callee keeps that address rather than a copy, as C passes arrays.
    pub(super) fn array_formal(
        &mut self,
        p: &Param,
        ty: Type,
        cursor: &mut i64,
        formals: &mut Vec<FormalEntry>,
        debug_params: &mut Vec<(String, Type, Home, Span)>,
    ) -> R {
        let ptr = self.layout(&Type::Prim(PrimType::Ptr), p.span)?;
        let off = place(cursor, &ptr, 0);
        let name = match &p.name {
            ParamName::Var(n) => n.clone(),
            _ => format!("arg{}", formals.len()),
        };
        match self.gen.layouts.layout(&ty) {
            Ok(layout) => {
                let home = LocalHome::Indirect(off);
                self.locals.insert(name.clone(), Local { home, layout });
            }
            Err(e) => {
                self.unlaid.insert(name.clone(), e.to_string());
            }
        }
        formals.push(FormalEntry {
            ty: PrimType::Ptr,
            home: Home::Frame(off),
            size: ptr.size as u32,
        });
        let shown = Type::Pointer(Box::new(ty));
        debug_params.push((name, shown, Home::Frame(off), p.span));
        Ok(())
    }

    pub(super) fn lower_body(
        &mut self,
        body: &'m Body,
        index: usize,
        start: usize,
        diags: &mut Diagnostics,
    ) -> R {
        self.gen
            .layouts
            .set_locals(body.types.iter().map(|t| (t.name.name.as_str(), &t.ty)));
        self.max_preg = max_preg(self.func, body);
        self.next_temp = self.max_preg + 1;
        // Frame: formals first, in order, then locals in declaration order.
        let mut cursor: i64 = 0;
        let mut formals = Vec::new();
        let mut debug_params = Vec::new();
        for p in &self.func.params {
            let ty = substitute(&p.ty, &self.subst);
            let is_array = matches!(self.gen.layouts.resolve(&ty), Ok(Type::Array { .. }));
            if is_array && !matches!(p.name, ParamName::Preg(_)) {
                self.array_formal(p, ty, &mut cursor, &mut formals, &mut debug_params)?;
                continue;
            }
            let layout = self.layout(&ty, p.span)?;
            match &p.name {
                ParamName::Preg(n) => {
                    formals.push(FormalEntry {
                        ty: layout.prim(),
                        home: Home::Preg(*n as u16),
                        size: layout.size as u32,
                    });
                    debug_params.push((format!("%{n}"), ty.clone(), Home::Preg(*n as u16), p.span));
                }
                ParamName::Var(_) | ParamName::None => {
                    let off = place(&mut cursor, &layout, align_attr(&p.attrs));
                    let var_name = match &p.name {
                        ParamName::Var(n) => n.clone(),
                        _ => format!("arg{}", formals.len()),
                    };
                    self.locals.insert(
                        var_name.clone(),
                        Local {
                            home: LocalHome::Frame(off),
                            layout: layout.clone(),
                        },
                    );
                    formals.push(FormalEntry {
                        ty: layout.prim(),
                        home: Home::Frame(off),
                        size: layout.size as u32,
                    });
                    debug_params.push((var_name, ty.clone(), Home::Frame(off), p.span));
                }
            }
        }
        let mut debug_locals = Vec::new();
        let mut initialized = Vec::new();
        for v in &body.locals {
            let ty = substitute(&v.ty, &self.subst);
            let layout = self.layout(&ty, v.span)?;
            if is_static_local(v) {
                let name = static_local_name(&self.func.name, v);
                if let Some(g) = self.gen.globals.by_name.get(&name) {
                    let home = LocalHome::Global(g.offset as i32);
                    self.locals
                        .insert(v.name.name.clone(), Local { home, layout });
                }
                continue;
            }
            if let Some(init) = &v.init {
                initialized.push((v.name.name.clone(), init, v.span));
            }
            let off = place(&mut cursor, &layout, align_attr(&v.attrs));
            self.locals.insert(
                v.name.name.clone(),
                Local {
                    home: LocalHome::Frame(off),
                    layout,
                },
            );
            debug_locals.push((v.name.name.clone(), ty, Home::Frame(off), v.span));
        }
        let mut frame_size = abi::frame_size_for((-cursor) as u32);
        for d in &body.directives {
            if d.name == "framesize" {
                if let DirectiveValue::Int(n) = d.value {
                    let n = u32::try_from(n).unwrap_or(0);
                    frame_size = frame_size.max(abi::frame_size_for(n));
                }
            }
        }
        let returns: Vec<PrimType> = self
            .func
            .rets
            .iter()
            .map(|t| {
                let t = substitute(t, &self.subst);
                self.gen
                    .layouts
                    .layout(&t)
                    .map_or(PrimType::Agg, |l| l.prim())
            })
            .collect();
        let decl_line = self.line(self.func.span);
        // Automatic locals with initializers are initialized at every entry.
        for (name, init, span) in initialized {
            let var = VarName {
                global: false,
                name,
            };
            let (base, layout) = self.var(&var, span)?;
            let at = self.gen.code.offset() as u32;
            let line = self.line(span);
            let file = self
                .gen
                .debug
                .span_file(&self.gen.module.sources, span.file);
            self.gen.debug.line(at, file, line);
            self.zero_fill(base, 0, layout.size, span)?;
            self.init_local(&var, base, &layout, init, span)?;
        }
        let mut errors = 0;
        for s in &body.stmts {
            if let Err(d) = self.stmt(s) {
                diags.push(d);
                errors += 1;
                if errors > 20 {
                    break;
                }
            }
        }
        let end = self.gen.code.offset();
        let npregs = u16::try_from(self.next_temp.saturating_sub(1)).map_err(|_| {
            Diagnostic::error(
                codes::LIMIT,
                self.func.span,
                "more than 65535 pseudo-registers in one function",
            )
        })?;
        if npregs as u32 >= maple_isa::SPECIAL_REG_BASE as u32 {
            return Err(Diagnostic::error(
                codes::LIMIT,
                self.func.span,
                "too many pseudo-registers for the register field",
            ));
        }
        let entry = &mut self.gen.functions[index];
        entry.entry = start as u32;
        entry.size = (end - start) as u32;
        entry.frame_size = frame_size;
        entry.npregs = npregs;
        entry.formals = formals;
        entry.returns = returns;
        entry.external = false;
        let name = entry.name.clone();
        let mut vars = Vec::new();
        for (n, ty, home, span) in debug_params.into_iter().chain(debug_locals) {
            let line = self.line(span);
            vars.push((n, ty, home, line));
        }
        let nparams = self.func.params.len();
        let (params, locals) = vars.split_at(nparams.min(vars.len()));
        self.gen.debug.function(
            &name,
            start as u32,
            end as u32,
            decl_line,
            params,
            locals,
            &mut self.gen.layouts,
        );
        Ok(())
    }
}

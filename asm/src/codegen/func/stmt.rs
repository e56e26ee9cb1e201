//! Statements: storage, control flow (if/while/doloop/foreachelem, switch and rangegoto
//! tables, multiway), exceptions, checkpoints and the other flat statements.

use super::*;
use maple_isa::OpClass;

impl<'m> FnCtx<'_, 'm> {
    pub(super) fn stmt(&mut self, s: &Stmt) -> R {
        match &s.kind {
            StmtKind::Label(name) => {
                let l = self.label(name);
                self.gen.code.place(l);
                Ok(())
            }
            StmtKind::Block(stmts) => stmts.iter().try_for_each(|s| self.stmt(s)),
            StmtKind::Op(op) => {
                let line = self.line(s.span);
                let (file, src_line) = match &s.src {
                    Some(SrcPos::Line { file, line }) => (self.gen.debug.file(file), *line),
                    Some(SrcPos::Loc { file, line, .. }) => (self.gen.debug.loc_file(*file), *line),
                    None => (
                        self.gen
                            .debug
                            .span_file(&self.gen.module.sources, s.span.file),
                        line,
                    ),
                };
                self.file = file;
                self.stmt_line = src_line;
                self.stmt_line_is_directive = s.src.is_some();
                let at = self.gen.code.offset() as u32;
                self.gen.debug.line(at, file, src_line);
                self.op_stmt(op, s.span)
            }
        }
    }

    pub(super) fn op_stmt(&mut self, s: &OpStmt, span: Span) -> R {
        let args: Vec<Expr> = match s.op {
            // Loops re-evaluate their conditions and branches evaluate them where they test
            // them: hoisting happens there.
            op if op.info().class == OpClass::HierarchicalControl || op == Opcode::Multiway => {
                s.args.clone()
            }
            _ => s
                .args
                .iter()
                .map(|a| self.hoist(a))
                .collect::<R<Vec<_>>>()?,
        };
        match (&s.op, &s.kind) {
            (Opcode::Dassign, StmtData::Var { var, field }) => {
                self.store_var(var, *field, &args[0], span)
            }
            (Opcode::Iassign, StmtData::Indirect { ty, field }) => {
                self.iassign(ty, *field, &args, span)
            }
            (op, StmtData::Offset(off)) => {
                for a in &args {
                    self.expr(a)?;
                }
                let off = self.offset32(*off, span)?;
                self.emit(*op, s.ty, 0, &[off], span)?;
                Ok(())
            }
            (Opcode::Regassign, StmtData::Reg(r)) => {
                self.expr(&args[0])?;
                let p = self.reg_param(r, span)?;
                self.emit(Opcode::Regassign, s.ty, p, &[], span)?;
                Ok(())
            }
            (Opcode::If, StmtData::If { then, els }) => {
                self.if_stmt(then, els.as_deref(), &args, span)
            }
            (Opcode::While, StmtData::While { body }) => self.while_stmt(body, &args, span),
            (Opcode::Dowhile, StmtData::DoWhile { body }) => self.dowhile_stmt(body, &args, span),
            (Opcode::Doloop, StmtData::DoLoop { var, body }) => {
                self.doloop_stmt(var, body, &args, span)
            }
            (
                Opcode::Foreachelem,
                StmtData::ForEach {
                    elem,
                    collection,
                    body,
                },
            ) => self.foreach(elem, collection, body, span),
            (op @ (Opcode::Brtrue | Opcode::Brfalse), StmtData::Label(name)) => {
                self.expr(&args[0])?;
                let l = self.label(name);
                self.branch(*op, l, span)
            }
            (op @ (Opcode::Goto | Opcode::Gosub), StmtData::Label(name)) => {
                let l = self.label(name);
                self.branch(*op, l, span)
            }
            (Opcode::Switch, StmtData::Switch { default, cases }) => {
                self.switch(&args[0], default, cases, span)
            }
            (Opcode::Multiway, StmtData::MultiWay { default, cases }) => {
                self.multiway(default, cases, &args, span)
            }
            (Opcode::Rangegoto, StmtData::RangeGoto { offset, cases }) => {
                self.expr(&args[0])?;
                self.rangegoto(*offset, cases, None, span)
            }
            (Opcode::Indexgoto, StmtData::IndexGoto { var }) => {
                self.expr(&args[0])?;
                let (base, _) = self.var(var, span)?;
                let VarBase::Global(off) = base else {
                    return Err(Diagnostic::error(
                        codes::UNRESOLVED,
                        span,
                        format!("jump table {var} must be a global or a static local"),
                    ));
                };
                self.gen
                    .code
                    .emit_fixup(Opcode::Indexgoto, PrimType::Void, 0, &[0], 0, |_| {
                        Target::GpOffset(off as u32)
                    })
                    .map_err(|err| encoding_error(Opcode::Indexgoto, span, err))?;
                Ok(())
            }
            (
                _,
                StmtData::Call {
                    target,
                    inst,
                    assigned,
                },
            ) => self.call(s.op, target, inst, assigned.as_deref(), &args, span),
            (Opcode::Jstry, StmtData::JsTry { handler, finally }) => {
                let at = self.gen.code.offset();
                self.emit(Opcode::Jstry, PrimType::Void, 0, &[0, 0], span)?;
                for (i, l) in [handler, finally].into_iter().enumerate() {
                    if let Some(name) = l {
                        let label = self.label(name);
                        self.gen.code.branch_word(at, i, label);
                    }
                }
                Ok(())
            }
            (op @ (Opcode::Javatry | Opcode::Cpptry), StmtData::Try(labels)) => {
                let at = self.gen.code.offset();
                let n = self.argc(labels.len(), span)?;
                self.emit(*op, PrimType::Void, n, &vec![0; labels.len()], span)?;
                for (i, name) in labels.iter().enumerate() {
                    let label = self.label(name);
                    self.gen.code.branch_word(at, i, label);
                }
                Ok(())
            }
            (Opcode::Javacatch, StmtData::Catch(types)) => {
                let idx: Vec<u32> = types
                    .iter()
                    .map(|t| self.type_index(t, span))
                    .collect::<R<_>>()?;
                let n = self.argc(idx.len(), span)?;
                self.emit(Opcode::Javacatch, PrimType::Void, n, &idx, span)?;
                Ok(())
            }
            (Opcode::Cppcatch, StmtData::CppCatch(t)) => {
                let idx = self.type_index(t, span)?;
                self.emit(Opcode::Cppcatch, PrimType::Void, 0, &[idx], span)?;
                Ok(())
            }
            (Opcode::Checkpoint, StmtData::Checkpoint(name)) => {
                let idx = self.gen.string(name);
                self.emit(Opcode::Checkpoint, PrimType::Void, 0, &[idx], span)?;
                Ok(())
            }
            (Opcode::Return, StmtData::Plain) => self.return_stmt(&args, span),
            // The assert family's `<&func>` site is for diagnostics; the fault report names
            // the function from the PC.
            (op, StmtData::Plain | StmtData::Assert(_)) if op.info().is_executable() => {
                for a in &args {
                    self.expr(a)?;
                }
                self.emit(*op, s.ty, 0, &[], span)?;
                Ok(())
            }
            (Opcode::Dassignoff, StmtData::VarOffset { var, offset }) => {
                let (op, off) = self.var_bytes(var, *offset, s.ty, span, true)?;
                self.expr(&args[0])?;
                self.emit(op, store_type(s.ty), 0, &[off], span)?;
                Ok(())
            }
            (
                Opcode::Blkassignoff,
                StmtData::BlockCopy {
                    offset,
                    align,
                    size,
                },
            ) => {
                let off = self.offset32(*offset, span)?;
                let size = u32::try_from(*size).map_err(|_| {
                    Diagnostic::error(codes::LIMIT, span, "a block copy is at most 4 GiB")
                        .with_label("block size")
                })?;
                for a in &args {
                    self.expr(a)?;
                }
                let align = (*align).max(1) as u16;
                self.emit(
                    Opcode::Blkassignoff,
                    PrimType::Void,
                    align,
                    &[off, size],
                    span,
                )?;
                Ok(())
            }
            (Opcode::Asm, StmtData::Asm(_)) => Err(Diagnostic::error(
                codes::UNSUPPORTED,
                span,
                "inline `asm` is not executable on maple",
            )
            .with_label("GCC-style assembly for a real target")
            .with_note("`maple check` and `maple fmt` accept it; the assembler cannot lower it")),
            (op, _) => Err(Diagnostic::error(
                codes::UNSUPPORTED,
                span,
                format!("`{op}` cannot be lowered in this form"),
            )),
        }
    }

    /// `iassign <* T> field (addr, value)`: a scalar or bitfield store, or an aggregate copy.
    fn iassign(&mut self, ty: &Type, field: FieldId, args: &[Expr], span: Span) -> R {
        let f = self.pointee_field(ty, field, span)?;
        let (loc, f) = scalar_view(f, args[1].ty);
        if loc == PrimType::Agg {
            let addr = args[0].clone();
            let off = f.offset;
            return self.copy_aggregate(
                f.layout.size,
                span,
                |ctx| {
                    ctx.expr(&addr)?;
                    if off != 0 {
                        ctx.constval(PrimType::Ptr, off as i128, span)?;
                        ctx.emit(Opcode::Add, PrimType::Ptr, 0, &[], span)?;
                    }
                    Ok(())
                },
                &args[1],
            );
        }
        let off = self.offset32(f.offset, span)?;
        match f.bits {
            None => {
                self.expr(&args[0])?;
                self.expr(&args[1])?;
                self.emit(Opcode::Iassignoff, store_type(loc), 0, &[off], span)?;
            }
            Some((bit, width)) => {
                // Read-modify-write of the storage unit.
                self.expr(&args[0])?;
                self.expr(&args[0])?;
                self.emit(Opcode::Ireadoff, loc, 0, &[off], span)?;
                self.expr(&args[1])?;
                self.deposit(loc, bit, width, span)?;
                self.emit(Opcode::Iassignoff, loc, 0, &[off], span)?;
            }
        }
        Ok(())
    }

    /// `if (cond) { then } else { els }`: a `brfalse` over the then-branch.
    fn if_stmt(&mut self, then: &[Stmt], els: Option<&[Stmt]>, args: &[Expr], span: Span) -> R {
        let header = self.stmt_pos();
        let cond = self.hoist(&args[0])?;
        self.expr(&cond)?;
        let else_label = self.gen.code.new_label();
        self.branch(Opcode::Brfalse, else_label, span)?;
        then.iter().try_for_each(|s| self.stmt(s))?;
        match els {
            Some(els) => {
                let end = self.gen.code.new_label();
                // The jump over the else branch is the `if`'s, not the then-branch's
                // last line's.
                self.charge_to(header);
                self.branch(Opcode::Goto, end, span)?;
                self.gen.code.place(else_label);
                els.iter().try_for_each(|s| self.stmt(s))?;
                self.gen.code.place(end);
            }
            None => self.gen.code.place(else_label),
        }
        Ok(())
    }

    /// `while (cond) { body }`: the test at the top, a jump back to it.
    fn while_stmt(&mut self, body: &[Stmt], args: &[Expr], span: Span) -> R {
        // The test is the statement's first row; the jump back lands on it.
        let header = self.stmt_pos();
        let top = self.gen.code.new_label();
        let end = self.gen.code.new_label();
        self.gen.code.place(top);
        let cond = self.hoist(&args[0])?;
        self.expr(&cond)?;
        self.branch(Opcode::Brfalse, end, span)?;
        body.iter().try_for_each(|s| self.stmt(s))?;
        self.charge_to(header);
        self.branch(Opcode::Goto, top, span)?;
        self.gen.code.place(end);
        Ok(())
    }

    /// `dowhile { body } (cond)`: the test at the bottom.
    fn dowhile_stmt(&mut self, body: &[Stmt], args: &[Expr], span: Span) -> R {
        // The test at the bottom is a statement of the condition's line, as C's
        // `while (c);` is, where `next` stops after the body: the `dowhile`'s
        // `LOC`/`#LINE`, the one position MAPLE IR gives the statement, or else the
        // `.mpl` line of `} (cond)` (see DECISIONS.md).
        let mut test = self.stmt_pos();
        if !self.stmt_line_is_directive {
            test.line = self.line(args[0].span);
        }
        let top = self.gen.code.new_label();
        self.gen.code.place(top);
        body.iter().try_for_each(|s| self.stmt(s))?;
        self.statement_row(test);
        let cond = self.hoist(&args[0])?;
        self.expr(&cond)?;
        self.branch(Opcode::Brtrue, top, span)?;
        Ok(())
    }

    /// `doloop var (start, cond, incr) { body }`: C's `for`.
    fn doloop_stmt(&mut self, var: &VarName, body: &[Stmt], args: &[Expr], span: Span) -> R {
        let [start, cond, incr] = args else {
            return Err(Diagnostic::error(
                codes::UNSUPPORTED,
                span,
                "doloop takes (start, condition, increment)",
            ));
        };
        let header = self.stmt_pos();
        let start = self.hoist(start)?;
        self.store_var(var, 0, &start, span)?;
        let top = self.gen.code.new_label();
        let end = self.gen.code.new_label();
        self.gen.code.place(top);
        // The test starts a row of the loop's line: each iteration's jump back lands
        // on a line start, where `next` stops (as at a C `for` header).
        self.statement_row(header);
        let c = self.hoist(cond)?;
        self.expr(&c)?;
        self.branch(Opcode::Brfalse, end, span)?;
        body.iter().try_for_each(|s| self.stmt(s))?;
        // The increment and the jump back are the header's, as a C `for`'s `i++`.
        self.charge_to(header);
        let (_, layout) = self.var(var, span)?;
        let ty = layout.prim();
        let incr = self.hoist(incr)?;
        let next = Expr {
            op: Opcode::Add,
            ty,
            kind: ExprKind::Plain,
            args: vec![
                Expr {
                    op: Opcode::Dread,
                    ty,
                    kind: ExprKind::Var {
                        var: var.clone(),
                        field: 0,
                    },
                    args: vec![],
                    span,
                },
                incr,
            ],
            span,
        };
        self.store_var(var, 0, &next, span)?;
        self.branch(Opcode::Goto, top, span)?;
        self.gen.code.place(end);
        Ok(())
    }

    /// `multiway (sel) default { (tag): goto label ... }`: a compare and branch per case.
    fn multiway(
        &mut self,
        default: &str,
        cases: &[(Expr, String)],
        args: &[Expr],
        span: Span,
    ) -> R {
        let sel = self.hoist(&args[0])?;
        let sty = sel.ty;
        let t = self.temp();
        let tp = self.preg_param(t, span)?;
        self.expr(&sel)?;
        self.emit(Opcode::Regassign, sty, tp, &[], span)?;
        for (tag, label) in cases {
            let tag = self.hoist(tag)?;
            self.emit(Opcode::Regread, sty, tp, &[], span)?;
            self.expr(&tag)?;
            self.emit(Opcode::Eq, PrimType::I32, sty as u16, &[], span)?;
            let l = self.label(label);
            self.branch(Opcode::Brtrue, l, span)?;
        }
        let d = self.label(default);
        self.branch(Opcode::Goto, d, span)
    }

    /// `return (values)`: each value narrowed to the declared result type, an aggregate by
    /// address.
    fn return_stmt(&mut self, args: &[Expr], span: Span) -> R {
        for (i, a) in args.iter().enumerate() {
            if a.ty == PrimType::Agg {
                // An aggregate is returned by address: the caller copies it out of
                // the dead frame right after the call (see ARCHITECTURE.md).
                self.aggregate_address(a)?;
                continue;
            }
            self.expr(a)?;
            // The result is a value of the declared type: narrow (or re-extend) an
            // integer computed at another width or signedness. Widening at the same
            // signedness needs nothing: a canonical slot already holds the wider value
            // (and the disassembly, whose loads carry the narrow type, reassembles the
            // same).
            let declared = match self.func.rets.get(i) {
                Some(t) => {
                    let t = substitute(t, &self.subst);
                    self.gen.layouts.layout(&t).map(|l| l.prim()).ok()
                }
                None => None,
            };
            if let Some(r) = declared {
                let differs = r.size() < a.ty.size() || r.is_signed() != a.ty.is_signed();
                if r.is_integer() && a.ty.is_integer() && differs && r != PrimType::U1 {
                    self.emit(Opcode::Cvt, r, a.ty as u16, &[], span)?;
                }
            }
        }
        let n = self.argc(args.len(), span)?;
        if n as u32 > SpecialReg::MAX_RETVALS as u32 {
            return Err(Diagnostic::error(
                codes::LIMIT,
                span,
                "more return values than %%retval registers",
            ));
        }
        self.emit(Opcode::Return, PrimType::Void, n, &[], span)?;
        Ok(())
    }

    /// `foreachelem` over a fixed-size array of scalars: every element in row-major order is
    /// assigned to the element variable before the body runs. Other collections have no
    /// layout-time loop form and are refused.
    pub(super) fn foreach(
        &mut self,
        elem: &VarName,
        collection: &VarName,
        body: &[Stmt],
        span: Span,
    ) -> R {
        let (_, layout) = self.var(collection, span)?;
        let (el, count) = match &layout.kind {
            LayoutKind::Array { elem, dims } => (elem.clone(), dims.iter().product::<u64>()),
            _ => {
                return Err(Diagnostic::error(
                    codes::UNSUPPORTED,
                    span,
                    format!(
                        "foreachelem over {collection}: only fixed-size arrays have a loop form"
                    ),
                )
                .with_note("write the loop with doloop or while over the collection's elements"))
            }
        };
        let ety = el.prim();
        if count == 0 || ety == PrimType::Agg {
            return Err(Diagnostic::error(
                codes::UNSUPPORTED,
                span,
                format!("foreachelem over {collection}: elements must be scalars in an array of known size"),
            ));
        }
        let header = self.stmt_pos();
        let t = self.temp();
        let tp = self.preg_param(t, span)?;
        let i64t = PrimType::I64;
        self.constval(i64t, 0, span)?;
        self.emit(Opcode::Regassign, i64t, tp, &[], span)?;
        let top = self.gen.code.new_label();
        let end = self.gen.code.new_label();
        self.gen.code.place(top);
        // As `doloop`'s: the test starts a row of the header, where each jump back lands.
        self.statement_row(header);
        self.emit(Opcode::Regread, i64t, tp, &[], span)?;
        self.constval(i64t, count as i128, span)?;
        self.emit(Opcode::Lt, PrimType::I32, i64t as u16, &[], span)?;
        self.branch(Opcode::Brfalse, end, span)?;
        let leaf = |op, ty, kind| Expr {
            op,
            ty,
            kind,
            args: vec![],
            span,
        };
        let node = |op, ty, kind, args| Expr {
            op,
            ty,
            kind,
            args,
            span,
        };
        let index = leaf(Opcode::Regread, i64t, ExprKind::Reg(Reg::Preg(t)));
        let offset = node(
            Opcode::Mul,
            i64t,
            ExprKind::Plain,
            vec![
                index,
                leaf(
                    Opcode::Constval,
                    i64t,
                    ExprKind::Const(Const::Int(el.size as i128)),
                ),
            ],
        );
        let base = leaf(
            Opcode::Addrof,
            PrimType::Ptr,
            ExprKind::Var {
                var: collection.clone(),
                field: 0,
            },
        );
        let addr = node(
            Opcode::Add,
            PrimType::Ptr,
            ExprKind::Plain,
            vec![base, offset],
        );
        let value = node(Opcode::Ireadoff, ety, ExprKind::Offset(0), vec![addr]);
        self.store_var(elem, 0, &value, span)?;
        body.iter().try_for_each(|s| self.stmt(s))?;
        // The advance to the next element and the jump back are the header's.
        self.charge_to(header);
        self.emit(Opcode::Regread, i64t, tp, &[], span)?;
        self.constval(i64t, 1, span)?;
        self.emit(Opcode::Add, i64t, 0, &[], span)?;
        self.emit(Opcode::Regassign, i64t, tp, &[], span)?;
        self.branch(Opcode::Goto, top, span)?;
        self.gen.code.place(end);
        Ok(())
    }

    pub(super) fn switch(
        &mut self,
        sel: &Expr,
        default: &str,
        cases: &[(i128, String)],
        span: Span,
    ) -> R {
        let sty = sel.ty;
        let t = self.temp();
        let tp = self.preg_param(t, span)?;
        self.expr(sel)?;
        self.emit(Opcode::Regassign, sty, tp, &[], span)?;
        let def = self.label(default);
        if cases.is_empty() {
            return self.branch(Opcode::Goto, def, span);
        }
        let min = cases.iter().map(|c| c.0).min().unwrap_or(0);
        let max = cases.iter().map(|c| c.0).max().unwrap_or(0);
        let range = (max - min + 1) as u128;
        // A jump table when the cases fill at least half of a range of at most 1024 entries.
        if range <= 1024 && cases.len() as u128 * 2 >= range && cases.len() >= 3 {
            for (cmp, bound) in [(Opcode::Lt, min), (Opcode::Gt, max)] {
                self.emit(Opcode::Regread, sty, tp, &[], span)?;
                self.constval(sty, bound, span)?;
                self.emit(cmp, PrimType::I32, sty as u16, &[], span)?;
                self.branch(Opcode::Brtrue, def, span)?;
            }
            self.emit(Opcode::Regread, sty, tp, &[], span)?;
            return self.rangegoto(
                min,
                &cases
                    .iter()
                    .map(|(v, l)| (*v - min, l.clone()))
                    .collect::<Vec<_>>(),
                Some(def),
                span,
            );
        }
        for (value, label) in cases {
            self.emit(Opcode::Regread, sty, tp, &[], span)?;
            self.constval(sty, *value, span)?;
            self.emit(Opcode::Eq, PrimType::I32, sty as u16, &[], span)?;
            let l = self.label(label);
            self.branch(Opcode::Brtrue, l, span)?;
        }
        self.branch(Opcode::Goto, def, span)
    }

    /// `rangegoto`: entry `k` of the table is taken for selector value `offset + k`. Gaps (only
    /// from switch lowering) go to `gap`.
    pub(super) fn rangegoto(
        &mut self,
        offset: i128,
        cases: &[(i128, String)],
        gap: Option<LabelId>,
        span: Span,
    ) -> R {
        let min = cases.iter().map(|c| c.0).min().unwrap_or(0);
        let max = cases.iter().map(|c| c.0).max().unwrap_or(0);
        let n = (max - min + 1) as usize;
        let n16 = self.argc(n, span)?;
        let base = offset + min;
        let base = i32::try_from(base).map_err(|_| {
            Diagnostic::error(codes::ENCODING, span, "rangegoto offset out of range")
        })?;
        let mut ext = vec![base as u32];
        ext.extend(std::iter::repeat_n(0, n));
        let at = self.gen.code.offset();
        self.emit(Opcode::Rangegoto, PrimType::Void, n16, &ext, span)?;
        let mut table: Vec<Option<LabelId>> = vec![gap; n];
        for (k, label) in cases {
            table[(*k - min) as usize] = Some(self.label(label));
        }
        for (i, l) in table.into_iter().enumerate() {
            let label = l.ok_or_else(|| {
                Diagnostic::error(codes::UNSUPPORTED, span, "rangegoto table has a gap")
            })?;
            self.gen.code.branch_word(at, i + 1, label);
        }
        Ok(())
    }
}

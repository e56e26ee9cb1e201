//! Places and memory access: variables, fields, byte offsets and bitfields as frame-, global-
//! or address-relative loads and stores, aggregate copies.

use super::*;

impl<'m> FnCtx<'_, 'm> {
    /// A variable's storage: (frame or global base, byte offset, layout of the variable).
    pub(super) fn var(&self, var: &VarName, span: Span) -> R<(VarBase, Rc<Layout>)> {
        if !var.global {
            if let Some(l) = self.locals.get(&var.name) {
                return Ok(match l.home {
                    LocalHome::Frame(off) => (VarBase::Frame(off), l.layout.clone()),
                    LocalHome::Global(off) => (VarBase::Global(off), l.layout.clone()),
                    LocalHome::Indirect(off) => (VarBase::Indirect(off), l.layout.clone()),
                });
            }
        }
        if let Some(g) = self.gen.globals.by_name.get(&var.name) {
            return Ok((VarBase::Global(g.offset as i32), g.layout.clone()));
        }
        if let Some(why) = self.unlaid.get(&var.name).filter(|_| !var.global) {
            return Err(Diagnostic::error(
                codes::UNRESOLVED,
                span,
                format!("the array formal {var} cannot be used: {why}"),
            )
            .with_label("here"));
        }
        Err(Diagnostic::error(
            codes::UNRESOLVED,
            span,
            format!("variable {var} has no storage"),
        )
        .with_label("here"))
    }

    /// The field `id` of a layout (the whole value for 0).
    pub(super) fn field(&self, layout: &Rc<Layout>, id: FieldId, span: Span) -> R<FieldAccess> {
        // A field id on a scalar names the whole value: irbuild accepts it, so do we.
        if id == 0 || !matches!(layout.kind, LayoutKind::Aggregate { .. }) {
            return Ok(FieldAccess {
                offset: 0,
                bits: None,
                layout: layout.clone(),
            });
        }
        let f: &FieldLayout = layout.field(id).ok_or_else(|| {
            Diagnostic::error(
                codes::UNRESOLVED,
                span,
                format!(
                    "field id {id} out of range (the type has {})",
                    layout.field_count()
                ),
            )
        })?;
        Ok(FieldAccess {
            offset: f.offset as i64,
            bits: f.bits,
            layout: f.layout.clone(),
        })
    }

    /// Push the address of a variable field.
    pub(super) fn addr_of(&mut self, base: VarBase, offset: i64, ty: PrimType, span: Span) -> R {
        match base {
            VarBase::Frame(fp) => {
                let off = self.offset32(fp as i64 + offset, span)?;
                self.emit(Opcode::Addroffpoff, ty, 0, &[off], span)?;
            }
            VarBase::Global(gp) => {
                let off = self.offset32(gp as i64 + offset, span)?;
                self.emit(Opcode::Addrofgpoff, ty, 0, &[off], span)?;
            }
            VarBase::Indirect(fp) => {
                self.emit(Opcode::Ireadfpoff, ty, 0, &[fp as u32], span)?;
                if offset != 0 {
                    self.constval(ty, offset as i128, span)?;
                    self.emit(Opcode::Add, ty, 0, &[], span)?;
                }
            }
        }
        Ok(())
    }

    /// For a by-reference array formal, push the array's address: accesses to it are then
    /// offsets from that address (`ireadoff`/`iassignoff`) rather than from `%%FP`/`%%GP`.
    pub(super) fn push_indirect_base(&mut self, base: VarBase, span: Span) -> R<bool> {
        match base {
            VarBase::Indirect(fp) => {
                self.emit(Opcode::Ireadfpoff, PrimType::Ptr, 0, &[fp as u32], span)?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// `dreadoff`/`dassignoff`: the frame- or global-relative opcode and offset of `size_of(ty)`
    /// bytes at byte `offset` of a variable, which must lie inside it.
    pub(super) fn var_bytes(
        &mut self,
        var: &VarName,
        offset: i64,
        ty: PrimType,
        span: Span,
        store: bool,
    ) -> R<(Opcode, u32)> {
        let (base, layout) = self.var(var, span)?;
        let size = ty.size() as u64;
        if offset < 0 || (offset as u64).saturating_add(size) > layout.size {
            return Err(outside_variable(var, offset, size, layout.size, span));
        }
        let (op, base_off) = match (base, store) {
            (VarBase::Frame(fp), false) => (Opcode::Ireadfpoff, fp as i64),
            (VarBase::Global(gp), false) => (Opcode::Ireadgpoff, gp as i64),
            (VarBase::Frame(fp), true) => (Opcode::Iassignfpoff, fp as i64),
            (VarBase::Global(gp), true) => (Opcode::Iassigngpoff, gp as i64),
            (VarBase::Indirect(_), false) => (Opcode::Ireadoff, 0),
            (VarBase::Indirect(_), true) => (Opcode::Iassignoff, 0),
        };
        self.push_indirect_base(base, span)?;
        Ok((op, self.offset32(base_off + offset, span)?))
    }

    pub(super) fn load_var(
        &mut self,
        var: &VarName,
        field: FieldId,
        ty: PrimType,
        span: Span,
    ) -> R {
        let (base, layout) = self.var(var, span)?;
        let f = self.field(&layout, field, span)?;
        let (op, base_off) = match base {
            VarBase::Frame(fp) => (Opcode::Ireadfpoff, fp as i64),
            VarBase::Global(gp) => (Opcode::Ireadgpoff, gp as i64),
            VarBase::Indirect(_) => (Opcode::Ireadoff, 0),
        };
        self.push_indirect_base(base, span)?;
        self.load(op, base_off, f, ty, span)
    }

    /// Load field `f` as a `ty` with the offset-form `op`, `base_off` bytes from its base (the
    /// address operand, if `op` takes one, is already pushed).
    pub(super) fn load(
        &mut self,
        op: Opcode,
        base_off: i64,
        f: FieldAccess,
        ty: PrimType,
        span: Span,
    ) -> R {
        // `dread agg`/`iread agg` of a scalar location reads the scalar.
        let ty = if ty == PrimType::Agg {
            f.layout.prim()
        } else {
            ty
        };
        if ty == PrimType::Agg {
            return Err(aggregate_value(span));
        }
        // A scalar read of an aggregate location reads the scalar at its start (irbuild's
        // reading of `dread i32 %arr` and of generic fields).
        let (loc, f) = scalar_view(f, ty);
        let off = self.offset32(base_off + f.offset, span)?;
        match f.bits {
            None => {
                self.emit(op, load_type(loc, ty), 0, &[off], span)?;
            }
            Some((bit, width)) => {
                self.emit(op, loc, 0, &[off], span)?;
                self.extract(loc, ty, bit, width, span)?;
            }
        }
        Ok(())
    }

    pub(super) fn extract(
        &mut self,
        unit: PrimType,
        ty: PrimType,
        bit: u32,
        width: u32,
        span: Span,
    ) -> R {
        let result = if ty.is_integer() && ty.size() >= unit.size() {
            ty
        } else {
            unit
        };
        let result = if unit.is_signed() == result.is_signed() {
            result
        } else {
            same_size_int(result, unit.is_signed())
        };
        self.emit(
            Opcode::Extractbits,
            result,
            (bit | width << 8) as u16,
            &[],
            span,
        )?;
        Ok(())
    }

    /// Store the value computed by `rhs` into a variable field.
    pub(super) fn store_var(&mut self, var: &VarName, field: FieldId, rhs: &Expr, span: Span) -> R {
        let (base, layout) = self.var(var, span)?;
        let f = self.field(&layout, field, span)?;
        let (loc, f) = scalar_view(f, rhs.ty);
        if loc == PrimType::Agg {
            // Aggregate copy: word by word from the source's address.
            let size = f.layout.size;
            return self.copy_aggregate(
                size,
                span,
                |ctx| ctx.addr_of(base, f.offset, PrimType::Ptr, span),
                rhs,
            );
        }
        let (op, off) = match base {
            VarBase::Frame(fp) => (Opcode::Iassignfpoff, fp as i64 + f.offset),
            VarBase::Global(gp) => (Opcode::Iassigngpoff, gp as i64 + f.offset),
            VarBase::Indirect(_) => (Opcode::Iassignoff, f.offset),
        };
        let off = self.offset32(off, span)?;
        self.push_indirect_base(base, span)?;
        match f.bits {
            None => {
                self.expr(rhs)?;
                self.emit(op, store_type(loc), 0, &[off], span)?;
            }
            Some((bit, width)) => {
                let read = match op {
                    Opcode::Iassignfpoff => Opcode::Ireadfpoff,
                    Opcode::Iassigngpoff => Opcode::Ireadgpoff,
                    _ => Opcode::Ireadoff,
                };
                // Read-modify-write: the address again for the read.
                self.push_indirect_base(base, span)?;
                self.emit(read, loc, 0, &[off], span)?;
                self.expr(rhs)?;
                self.deposit(loc, bit, width, span)?;
                self.emit(op, loc, 0, &[off], span)?;
            }
        }
        Ok(())
    }

    /// Copy `size` bytes to the address `dst` pushes from the aggregate `src` reads.
    pub(super) fn copy_aggregate(
        &mut self,
        size: u64,
        span: Span,
        dst: impl Fn(&mut Self) -> R,
        src: &Expr,
    ) -> R {
        let mut done = 0u64;
        while done < size {
            let chunk = [8u64, 4, 2, 1]
                .into_iter()
                .find(|c| size - done >= *c)
                .unwrap_or(1);
            let ty = match chunk {
                8 => PrimType::U64,
                4 => PrimType::U32,
                2 => PrimType::U16,
                _ => PrimType::U8,
            };
            dst(self)?;
            self.aggregate_address(src)?;
            let off = self.offset32(done as i64, span)?;
            self.emit(Opcode::Ireadoff, ty, 0, &[off], span)?;
            self.emit(Opcode::Iassignoff, ty, 0, &[off], span)?;
            done += chunk;
        }
        Ok(())
    }

    /// Push the address of an aggregate-valued expression (`dread agg`, `iread agg`, or a
    /// register holding an aggregate returned by value, which holds its address).
    pub(super) fn aggregate_address(&mut self, e: &Expr) -> R {
        match (&e.op, &e.kind) {
            (Opcode::Regread, ExprKind::Reg(r)) => {
                let p = self.reg_param(r, e.span)?;
                self.emit(Opcode::Regread, PrimType::Ptr, p, &[], e.span)?;
                Ok(())
            }
            (Opcode::Dread, ExprKind::Var { var, field }) => {
                let (base, layout) = self.var(var, e.span)?;
                let f = self.field(&layout, *field, e.span)?;
                self.addr_of(base, f.offset, PrimType::Ptr, e.span)
            }
            (Opcode::Iread, ExprKind::Indirect { ty, field }) => {
                let f = self.pointee_field(ty, *field, e.span)?;
                self.expr(&e.args[0])?;
                if f.offset != 0 {
                    self.constval(PrimType::Ptr, f.offset as i128, e.span)?;
                    self.emit(Opcode::Add, PrimType::Ptr, 0, &[], e.span)?;
                }
                Ok(())
            }
            _ => Err(aggregate_value(e.span)),
        }
    }

    pub(super) fn pointee_field(
        &mut self,
        ptr_ty: &Type,
        field: FieldId,
        span: Span,
    ) -> R<FieldAccess> {
        let ptr_ty = substitute(ptr_ty, &self.subst);
        let resolved = self
            .gen
            .layouts
            .resolve(&ptr_ty)
            .map_err(|e| Diagnostic::error(codes::LAYOUT, span, e.to_string()))?
            .clone();
        let pointee = match &resolved {
            Type::Pointer(p) => (**p).clone(),
            other => other.clone(),
        };
        let layout = self.layout(&pointee, span)?;
        self.field(&layout, field, span)
    }

    pub(super) fn preg_param(&mut self, n: u32, span: Span) -> R<u16> {
        if n == 0 || n >= maple_isa::SPECIAL_REG_BASE as u32 {
            return Err(Diagnostic::error(
                codes::LIMIT,
                span,
                format!("pseudo-register %{n} is out of range"),
            ));
        }
        Ok(n as u16)
    }

    pub(super) fn reg_param(&mut self, r: &Reg, span: Span) -> R<u16> {
        match r {
            Reg::Preg(n) => self.preg_param(*n, span),
            Reg::Special(s) => Ok(s.param()),
        }
    }

    // ---- expressions ----

    /// Store the value `value` pushes as a `ty` at `base + off`.
    pub(super) fn store_at(
        &mut self,
        base: VarBase,
        off: i64,
        ty: PrimType,
        span: Span,
        value: impl FnOnce(&mut Self) -> R,
    ) -> R {
        let by_reference = self.push_indirect_base(base, span)?;
        value(self)?;
        let (op, off) = match base {
            VarBase::Frame(fp) => (Opcode::Iassignfpoff, fp as i64 + off),
            VarBase::Global(gp) => (Opcode::Iassigngpoff, gp as i64 + off),
            VarBase::Indirect(_) => (Opcode::Iassignoff, off),
        };
        debug_assert_eq!(by_reference, op == Opcode::Iassignoff);
        let off = self.offset32(off, span)?;
        self.emit(op, ty, 0, &[off], span)?;
        Ok(())
    }

    /// Zero `size` bytes at `base + off`, a word at a time.
    pub(super) fn zero_fill(&mut self, base: VarBase, off: i64, size: u64, span: Span) -> R {
        let mut done = 0u64;
        while done < size {
            let (chunk, ty) = [
                (8u64, PrimType::U64),
                (4, PrimType::U32),
                (2, PrimType::U16),
                (1, PrimType::U8),
            ]
            .into_iter()
            .find(|(c, _)| size - done >= *c)
            .unwrap_or((1, PrimType::U8));
            self.store_at(base, off + done as i64, ty, span, |ctx| {
                ctx.constval(ty, 0, span)
            })?;
            done += chunk;
        }
        Ok(())
    }
}

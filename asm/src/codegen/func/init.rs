//! Initializers of automatic locals: stored at every entry, element by element.

use super::*;

impl<'m> FnCtx<'_, 'm> {
    /// Store an initializer into a zeroed local (or part of one) at `base + off`.
    pub(super) fn init_local(
        &mut self,
        base: VarBase,
        off: i64,
        layout: &Layout,
        init: &Init,
        span: Span,
    ) -> R {
        let unsupported = |what: &str| {
            Diagnostic::error(
                codes::UNSUPPORTED,
                span,
                format!("local initializer: {what}"),
            )
        };
        match (init, &layout.kind) {
            (Init::Const(c), LayoutKind::Scalar(p)) => {
                let bits = const_bits(*p, c).map_err(|m| unsupported(&m))?;
                self.store_at(base, off, *p, span, |ctx| {
                    ctx.emit_const_bits(*p, bits, span)
                })
            }
            (Init::List(items), LayoutKind::Scalar(p)) => {
                let lanes = items
                    .iter()
                    .map(|i| match i {
                        Init::Const(c) => Ok(c.clone()),
                        _ => Err(unsupported("vector lanes must be constants")),
                    })
                    .collect::<R<Vec<_>>>()?;
                let bits = const_bits(*p, &Const::List(lanes)).map_err(|m| unsupported(&m))?;
                self.store_at(base, off, *p, span, |ctx| {
                    ctx.emit_const_bits(*p, bits, span)
                })
            }
            (Init::Expr(e), LayoutKind::Scalar(p)) => {
                self.store_at(base, off, *p, span, |ctx| ctx.expr(e))
            }
            (Init::Str(s), LayoutKind::Scalar(p)) if p.is_address() => {
                let e = Expr {
                    op: Opcode::Conststr,
                    ty: *p,
                    kind: ExprKind::Str(s.clone()),
                    args: vec![],
                    span,
                };
                self.store_at(base, off, *p, span, |ctx| ctx.expr(&e))
            }
            (Init::Str(s), LayoutKind::Array { elem, .. }) if elem.size == 1 => {
                for (i, b) in s.iter().take(layout.size as usize).enumerate() {
                    self.store_at(base, off + i as i64, PrimType::U8, span, |ctx| {
                        ctx.constval(PrimType::U8, *b as i128, span)
                    })?;
                }
                Ok(())
            }
            (Init::List(items), LayoutKind::Array { elem, dims }) => {
                let (stride, sub) = if dims.len() > 1 {
                    let inner = dims[1..].to_vec();
                    let count: u64 = inner.iter().product();
                    let sub = Layout {
                        size: elem.size * count,
                        align: elem.align,
                        kind: LayoutKind::Array {
                            elem: elem.clone(),
                            dims: inner,
                        },
                    };
                    (sub.size, Rc::new(sub))
                } else {
                    (elem.size, elem.clone())
                };
                for (i, item) in items.iter().enumerate() {
                    if (i as u64 + 1) * stride > layout.size {
                        return Err(unsupported("more elements than the array holds"));
                    }
                    self.init_local(base, off + (i as u64 * stride) as i64, &sub, item, span)?;
                }
                Ok(())
            }
            (Init::List(_) | Init::Fields(_), LayoutKind::Aggregate { fields, .. }) => {
                let direct: Vec<FieldLayout> =
                    fields.iter().filter(|f| f.depth == 1).cloned().collect();
                let pairs: Vec<(usize, &Init)> = match init {
                    Init::List(items) => items.iter().enumerate().collect(),
                    Init::Fields(pairs) => pairs
                        .iter()
                        .map(|(n, i)| ((*n as usize).wrapping_sub(1), i))
                        .collect(),
                    _ => Vec::new(),
                };
                for (index, item) in pairs {
                    let f = direct
                        .get(index)
                        .ok_or_else(|| unsupported("field number out of range"))?;
                    let at = off + f.offset as i64;
                    match (f.bits, item) {
                        (None, _) => self.init_local(base, at, &f.layout, item, span)?,
                        (Some((bit, width)), Init::Const(c)) => {
                            let unit = f.layout.prim();
                            let bits = const_bits(unit, c).map_err(|m| unsupported(&m))?;
                            let (read, abs) = match base {
                                VarBase::Frame(fp) => (Opcode::Ireadfpoff, fp as i64 + at),
                                VarBase::Global(gp) => (Opcode::Ireadgpoff, gp as i64 + at),
                                // Only formals are by reference, and they have no initializer.
                                VarBase::Indirect(_) => {
                                    return Err(unsupported("an initializer for an array formal"))
                                }
                            };
                            let abs = self.offset32(abs, span)?;
                            self.store_at(base, at, unit, span, |ctx| {
                                ctx.emit(read, unit, 0, &[abs], span)?;
                                ctx.emit_const_bits(unit, bits, span)?;
                                ctx.deposit(unit, bit, width, span)?;
                                Ok(())
                            })?;
                        }
                        (Some(_), _) => return Err(unsupported("a bitfield takes a constant")),
                    }
                }
                Ok(())
            }
            _ => Err(unsupported(
                "this initializer does not fit the variable's type",
            )),
        }
    }
}

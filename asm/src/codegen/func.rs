//! Lowering one function: frame layout, then every statement to flat instructions.

use super::data::const_bits;
use super::emit::{LabelId, Target};
use super::{codes, Generator};
use crate::ast::*;
use crate::diag::{Diagnostic, Diagnostics};
use crate::image::{FormalEntry, FunctionEntry, Home};
use crate::layout::{align_attr, FieldLayout, Layout, LayoutKind};
use crate::printer::type_to_string;
use crate::source::Span;
use crate::types::Type;
use maple_isa::{abi, Opcode, PrimType, SpecialReg};
use std::collections::HashMap;
use std::rc::Rc;

type R<T = ()> = Result<T, Diagnostic>;

/// A generic function instantiated with a type vector.
#[derive(Clone, Debug)]
pub struct Instance {
    pub name: String,
    pub base: String,
    pub args: Vec<(String, Type)>,
}

/// The function-table entry before lowering fills in code and frame.
pub fn entry_for(f: &Func, external: bool) -> FunctionEntry {
    FunctionEntry {
        name: f.name.clone(),
        entry: 0,
        size: 0,
        frame_size: 0,
        npregs: 0,
        formals: Vec::new(),
        varargs: f.varargs,
        external,
        returns: Vec::new(),
    }
}

fn type_has_param(t: &Type) -> bool {
    match t {
        Type::Param(_) => true,
        Type::Pointer(p) => type_has_param(p),
        Type::Array { elem, .. } => type_has_param(elem),
        Type::Func(f) => f.params.iter().chain(&f.rets).any(type_has_param),
        Type::Instance { args, .. } => args.iter().any(|(_, t)| type_has_param(t)),
        Type::Struct(s) => s.fields().any(|f| type_has_param(&f.ty)),
        Type::Prim(_) | Type::Named(_) => false,
    }
}

/// A function is generic when a formal, local or return type mentions a type parameter.
pub fn is_generic(f: &Func) -> bool {
    f.params.iter().any(|p| type_has_param(&p.ty))
        || f.rets.iter().any(type_has_param)
        || f.body
            .as_ref()
            .is_some_and(|b| b.locals.iter().any(|v| type_has_param(&v.ty)))
}

fn substitute(t: &Type, subst: &HashMap<String, Type>) -> Type {
    if subst.is_empty() {
        return t.clone();
    }
    match t {
        Type::Param(name) => subst.get(name).cloned().unwrap_or_else(|| t.clone()),
        Type::Pointer(p) => Type::Pointer(Box::new(substitute(p, subst))),
        Type::Array { dims, elem } => Type::Array {
            dims: dims.clone(),
            elem: Box::new(substitute(elem, subst)),
        },
        Type::Instance { base, args } => Type::Instance {
            base: base.clone(),
            args: args
                .iter()
                .map(|(k, v)| (k.clone(), substitute(v, subst)))
                .collect(),
        },
        other => other.clone(),
    }
}

/// Where a local lives.
#[derive(Clone)]
struct Local {
    home: LocalHome,
    layout: Rc<Layout>,
}

#[derive(Clone, Copy)]
enum LocalHome {
    Frame(i32),
    /// A `pstatic`/`static` local: a global under a name no source can write.
    Global(i32),
    /// An array formal, received by reference as C adjusts array parameters to pointers: the
    /// frame slot at `%%FP + offset` holds the address of the caller's array.
    Indirect(i32),
}

/// The state of lowering one function.
struct FnCtx<'a, 'm> {
    gen: &'a mut Generator<'m>,
    func: &'m Func,
    subst: HashMap<String, Type>,
    locals: HashMap<String, Local>,
    labels: HashMap<String, LabelId>,
    next_temp: u32,
    max_preg: u32,
    /// The `#LINE` position in force and the last statement line recorded.
    file: u32,
    /// Array formals whose type has no layout (too large for the address space): the function
    /// assembles, and a use of one of them is the error.
    unlaid: HashMap<String, String>,
}

/// Lower `f` (or its instantiation `inst`) and append its code.
pub fn lower_function<'m>(
    gen: &mut Generator<'m>,
    f: &'m Func,
    inst: Option<&Instance>,
    diags: &mut Diagnostics,
) {
    let Some(body) = &f.body else { return };
    let name = inst.map_or_else(|| f.name.clone(), |i| i.name.clone());
    let Some(&index) = gen.func_index.get(&name) else {
        return;
    };
    let start = gen.code.offset();
    let subst: HashMap<String, Type> = inst
        .map(|i| i.args.iter().cloned().collect())
        .unwrap_or_default();
    let mut ctx = FnCtx {
        gen,
        func: f,
        subst,
        locals: HashMap::new(),
        labels: HashMap::new(),
        next_temp: 0,
        max_preg: 0,
        file: 0,
        unlaid: HashMap::new(),
    };
    let result = ctx.lower_body(body, index, start, diags);
    if let Err(d) = result {
        diags.push(d);
    }
}

impl<'m> FnCtx<'_, 'm> {
    /// An array formal: the caller passes the array's address (as for every aggregate), and
    /// the callee keeps that address rather than a copy, as C passes arrays.
    fn array_formal(
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

    fn lower_body(
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
            let (base, layout) = self.var(
                &VarName {
                    global: false,
                    name,
                },
                span,
            )?;
            let at = self.gen.code.offset() as u32;
            let line = self.line(span);
            self.gen.debug.line(at, 0, line);
            self.zero_fill(base, 0, layout.size, span)?;
            self.init_local(base, 0, &layout, init, span)?;
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

    fn layout(&mut self, ty: &Type, span: Span) -> R<Rc<Layout>> {
        let ty = substitute(ty, &self.subst);
        self.gen.layouts.layout(&ty).map_err(|e| {
            Diagnostic::error(codes::LAYOUT, span, e.to_string()).with_label("this type")
        })
    }

    fn line(&self, span: Span) -> u32 {
        self.gen.module.line_col(span).0 as u32
    }

    // ---- emission helpers ----

    fn emit(&mut self, op: Opcode, ty: PrimType, param: u16, ext: &[u32], span: Span) -> R<usize> {
        self.gen
            .code
            .emit(op, ty, param, ext)
            .map_err(|e| encoding_error(op, span, e))
    }

    fn label(&mut self, name: &str) -> LabelId {
        if let Some(&l) = self.labels.get(name) {
            return l;
        }
        let l = self.gen.code.new_label();
        self.labels.insert(name.to_string(), l);
        // Static initializers (jump tables) of this function may name it too.
        self.gen
            .func_labels
            .insert((self.func.name.clone(), name.to_string()), l);
        l
    }

    fn branch(&mut self, op: Opcode, label: LabelId, span: Span) -> R {
        self.gen
            .code
            .emit_fixup(op, PrimType::Void, 0, &[0], 0, |from| Target::Relative {
                label,
                from,
            })
            .map_err(|e| encoding_error(op, span, e))?;
        Ok(())
    }

    fn temp(&mut self) -> u32 {
        let t = self.next_temp;
        self.next_temp += 1;
        t
    }

    fn offset32(&self, off: i64, span: Span) -> R<u32> {
        i32::try_from(off).map(|v| v as u32).map_err(|_| {
            Diagnostic::error(
                codes::ENCODING,
                span,
                format!("offset {off} does not fit in 32 bits"),
            )
        })
    }

    fn constval(&mut self, ty: PrimType, value: i128, span: Span) -> R {
        let bits = const_bits(ty, &Const::Int(value))
            .map_err(|m| Diagnostic::error(codes::ENCODING, span, m))?;
        self.emit_const_bits(ty, bits, span)
    }

    fn emit_const_bits(&mut self, ty: PrimType, bits: u128, span: Span) -> R {
        let words = maple_isa::const_words(ty);
        let ext: Vec<u32> = (0..words).map(|i| (bits >> (32 * i)) as u32).collect();
        self.emit(Opcode::Constval, ty, 0, &ext, span)?;
        Ok(())
    }

    // ---- variables ----

    /// A variable's storage: (frame or global base, byte offset, layout of the variable).
    fn var(&self, var: &VarName, span: Span) -> R<(VarBase, Rc<Layout>)> {
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
    fn field(&self, layout: &Rc<Layout>, id: FieldId, span: Span) -> R<FieldAccess> {
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
    fn addr_of(&mut self, base: VarBase, offset: i64, ty: PrimType, span: Span) -> R {
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
    fn push_indirect_base(&mut self, base: VarBase, span: Span) -> R<bool> {
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
    fn var_bytes(
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

    fn load_var(&mut self, var: &VarName, field: FieldId, ty: PrimType, span: Span) -> R {
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
    fn load(&mut self, op: Opcode, base_off: i64, f: FieldAccess, ty: PrimType, span: Span) -> R {
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

    fn extract(&mut self, unit: PrimType, ty: PrimType, bit: u32, width: u32, span: Span) -> R {
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
    fn store_var(&mut self, var: &VarName, field: FieldId, rhs: &Expr, span: Span) -> R {
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
                self.emit(
                    Opcode::Depositbits,
                    same_size_int(loc, loc.is_signed()),
                    (bit | width << 8) as u16,
                    &[],
                    span,
                )?;
                self.emit(op, loc, 0, &[off], span)?;
            }
        }
        Ok(())
    }

    /// Copy `size` bytes to the address `dst` pushes from the aggregate `src` reads.
    fn copy_aggregate(
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
    fn aggregate_address(&mut self, e: &Expr) -> R {
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

    fn pointee_field(&mut self, ptr_ty: &Type, field: FieldId, span: Span) -> R<FieldAccess> {
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

    fn preg_param(&mut self, n: u32, span: Span) -> R<u16> {
        if n == 0 || n >= maple_isa::SPECIAL_REG_BASE as u32 {
            return Err(Diagnostic::error(
                codes::LIMIT,
                span,
                format!("pseudo-register %{n} is out of range"),
            ));
        }
        Ok(n as u16)
    }

    fn reg_param(&mut self, r: &Reg, span: Span) -> R<u16> {
        match r {
            Reg::Preg(n) => self.preg_param(*n, span),
            Reg::Special(s) => Ok(s.param()),
        }
    }

    // ---- expressions ----

    /// The address of function `name`, fixed up once the address map is known.
    fn addroffunc(&mut self, name: String, ty: PrimType, span: Span) -> R {
        self.gen
            .code
            .emit_fixup(Opcode::Addroffunc, ty, 0, &[0], 0, |_| {
                Target::Function(name)
            })
            .map_err(|err| encoding_error(Opcode::Addroffunc, span, err))?;
        Ok(())
    }

    /// Push the value of `e`. Short-circuit operators must have been hoisted already.
    fn expr(&mut self, e: &Expr) -> R {
        let span = e.span;
        let ty = e.ty;
        match (&e.op, &e.kind) {
            (Opcode::Dread, ExprKind::Var { var, field }) => self.load_var(var, *field, ty, span),
            (Opcode::Addrof, ExprKind::Var { var, field }) => {
                if let Some(func) = self.gen.addrof_function(var, *field) {
                    return self.addroffunc(func.to_string(), ty, span);
                }
                let (base, layout) = self.var(var, span)?;
                let f = self.field(&layout, *field, span)?;
                self.addr_of(base, f.offset, ty, span)
            }
            (Opcode::Iread, ExprKind::Indirect { ty: pty, field }) => {
                let f = self.pointee_field(pty, *field, span)?;
                if ty == PrimType::Agg && f.layout.prim() == PrimType::Agg {
                    return Err(aggregate_value(span));
                }
                self.expr(&e.args[0])?;
                self.load(Opcode::Ireadoff, 0, f, ty, span)
            }
            (Opcode::Iaddrof, ExprKind::Indirect { ty: pty, field }) => {
                let f = self.pointee_field(pty, *field, span)?;
                self.expr(&e.args[0])?;
                if f.offset != 0 {
                    self.constval(ty, f.offset as i128, span)?;
                    self.emit(Opcode::Add, ty, 0, &[], span)?;
                }
                Ok(())
            }
            (Opcode::Regread, ExprKind::Reg(r)) => {
                let p = self.reg_param(r, span)?;
                self.emit(Opcode::Regread, ty, p, &[], span)?;
                Ok(())
            }
            (op, ExprKind::Offset(off)) => {
                for a in &e.args {
                    self.expr(a)?;
                }
                let off = self.offset32(*off, span)?;
                self.emit(*op, ty, 0, &[off], span)?;
                Ok(())
            }
            (Opcode::Addroflabel, ExprKind::Label(name)) => {
                let label = self.label(name);
                self.gen
                    .code
                    .emit_fixup(Opcode::Addroflabel, ty, 0, &[0], 0, |_| {
                        Target::LabelAddress(label)
                    })
                    .map_err(|err| encoding_error(Opcode::Addroflabel, span, err))?;
                Ok(())
            }
            (Opcode::Addroffunc, ExprKind::Func(name)) => self.addroffunc(name.clone(), ty, span),
            (Opcode::Dreadoff, ExprKind::VarOffset { var, offset }) => {
                let (op, off) = self.var_bytes(var, *offset, ty, span, false)?;
                self.emit(op, ty, 0, &[off], span)?;
                Ok(())
            }
            (Opcode::Addrofoff, ExprKind::VarOffset { var, offset }) => {
                let (base, layout) = self.var(var, span)?;
                if *offset < 0 || *offset as u64 > layout.size {
                    return Err(outside_variable(var, *offset, 0, layout.size, span));
                }
                self.addr_of(base, *offset, ty, span)
            }
            (
                op @ (Opcode::Resolveinterfacefunc | Opcode::Resolvevirtualfunc),
                ExprKind::Func(m),
            ) => {
                for a in &e.args {
                    self.expr(a)?;
                }
                let idx = self.gen.string(m);
                self.emit(*op, ty, 0, &[idx], span)?;
                Ok(())
            }
            (op @ (Opcode::Conststr | Opcode::Conststr16), ExprKind::Str(s)) => {
                let off = if *op == Opcode::Conststr {
                    self.gen.rodata.string(s)
                } else {
                    self.gen.rodata.string16(s)
                };
                self.gen
                    .code
                    .emit_fixup(*op, ty, 0, &[0], 0, |_| Target::Rodata(off))
                    .map_err(|err| encoding_error(*op, span, err))?;
                Ok(())
            }
            (Opcode::Constval, ExprKind::Const(c)) => {
                let bits =
                    const_bits(ty, c).map_err(|m| Diagnostic::error(codes::ENCODING, span, m))?;
                self.emit_const_bits(ty, bits, span)
            }
            (Opcode::Sizeoftype, ExprKind::Type(t)) => {
                let l = self.layout(t, span)?;
                self.constval(ty, l.size as i128, span)
            }
            (Opcode::Fieldsdist, ExprKind::FieldsDist { ty: t, from, to }) => {
                let l = self.layout(t, span)?;
                let a = self.field(&l, *from, span)?.offset;
                let b = self.field(&l, *to, span)?.offset;
                self.constval(ty, (b - a) as i128, span)
            }
            (op @ (Opcode::Extractbits | Opcode::Depositbits), ExprKind::Bits { offset, size }) => {
                for a in &e.args {
                    self.expr(a)?;
                }
                let param = u16::try_from(offset | size << 8).map_err(|_| {
                    Diagnostic::error(codes::ENCODING, span, "bit field out of range")
                })?;
                self.emit(*op, ty, param, &[], span)?;
                Ok(())
            }
            (op, ExprKind::BitSize(n)) => {
                self.expr(&e.args[0])?;
                let param = u16::try_from(*n).map_err(|_| {
                    Diagnostic::error(codes::ENCODING, span, "bit size out of range")
                })?;
                self.emit(*op, ty, param, &[], span)?;
                Ok(())
            }
            (op, ExprKind::From(from)) => {
                for a in &e.args {
                    self.expr(a)?;
                }
                // Rounding an integer is the identity up to a conversion (`floor i32 i32`).
                let rounding = matches!(
                    op,
                    Opcode::Ceil | Opcode::Floor | Opcode::Round | Opcode::Trunc
                );
                let op = if rounding && !from.is_float() {
                    &Opcode::Cvt
                } else {
                    op
                };
                self.emit(*op, ty, *from as u16, &[], span)?;
                Ok(())
            }
            (Opcode::Retype, ExprKind::Type(_)) => {
                let from = e.args[0].ty;
                if from == PrimType::Agg {
                    return Err(aggregate_value(span));
                }
                self.expr(&e.args[0])?;
                self.emit(Opcode::Retype, ty, from as u16, &[], span)?;
                Ok(())
            }
            (Opcode::Array, ExprKind::Array { check, ty: aty }) => self.array(e, *check, aty),
            (
                Opcode::Intrinsicop | Opcode::Intrinsicopwithtype,
                ExprKind::Intrinsic { name, ty: wt },
            ) => {
                for a in &e.args {
                    self.expr(a)?;
                }
                let argc = self.argc(e.args.len(), span)?;
                let idx = self.gen.string(name);
                match wt {
                    None => self.emit(Opcode::Intrinsicop, ty, argc, &[idx], span)?,
                    Some(t) => {
                        let tidx = self.type_index(t, span)?;
                        self.emit(Opcode::Intrinsicopwithtype, ty, argc, &[idx, tidx], span)?
                    }
                };
                Ok(())
            }
            (
                op @ (Opcode::Gcmalloc | Opcode::Gcpermalloc | Opcode::Stackmalloc),
                ExprKind::Type(t),
            ) => {
                let tidx = self.type_index(t, span)?;
                self.emit(*op, ty, 0, &[tidx], span)?;
                Ok(())
            }
            (
                op @ (Opcode::Gcmallocjarray
                | Opcode::Gcpermallocjarray
                | Opcode::Stackmallocjarray),
                ExprKind::Type(t),
            ) => {
                self.expr(&e.args[0])?;
                let tidx = self.type_index(t, span)?;
                self.emit(*op, ty, 0, &[tidx], span)?;
                Ok(())
            }
            (Opcode::Cand | Opcode::Cior, _) => Err(Diagnostic::error(
                codes::UNSUPPORTED,
                span,
                "internal: short-circuit operator reached emission without hoisting",
            )),
            (op, ExprKind::Plain) if op.info().is_executable() => {
                for a in &e.args {
                    self.expr(a)?;
                }
                self.emit(*op, ty, 0, &[], span)?;
                Ok(())
            }
            (op, _) => Err(Diagnostic::error(
                codes::UNSUPPORTED,
                span,
                format!("`{op}` cannot be lowered in this form"),
            )
            .with_label("here")),
        }
    }

    fn argc(&self, n: usize, span: Span) -> R<u16> {
        u16::try_from(n).map_err(|_| Diagnostic::error(codes::LIMIT, span, "too many operands"))
    }

    fn type_index(&mut self, t: &Type, span: Span) -> R<u32> {
        let t = substitute(t, &self.subst);
        let name = type_to_string(&t);
        let layout = self.layout(&t, span)?;
        let elem_size = match &layout.kind {
            LayoutKind::Array { elem, .. } => elem.size as u32,
            _ => match self.gen.layouts.resolve(&t) {
                Ok(Type::Array { elem, .. }) => {
                    let elem = (**elem).clone();
                    self.layout(&elem, span)?.size as u32
                }
                _ => 0,
            },
        };
        Ok(self
            .gen
            .type_index(&name, layout.size as u32, layout.align as u32, elem_size))
    }

    fn array(&mut self, e: &Expr, check: bool, aty: &Type) -> R {
        let span = e.span;
        let aty = substitute(aty, &self.subst);
        let resolved = self
            .gen
            .layouts
            .resolve(&aty)
            .map_err(|err| Diagnostic::error(codes::LAYOUT, span, err.to_string()))?
            .clone();
        let pointee = match resolved {
            Type::Pointer(p) => *p,
            other => other,
        };
        let pointee = self
            .gen
            .layouts
            .resolve(&pointee)
            .cloned()
            .unwrap_or(pointee);
        let nidx = e.args.len().saturating_sub(1);
        if nidx == 0 {
            return Err(Diagnostic::error(
                codes::UNSUPPORTED,
                span,
                "array needs a base and at least one index",
            ));
        }
        let (esize, bounds): (u64, Vec<u32>) = match &pointee {
            Type::Array { dims, elem } => {
                let elem_layout = self.layout(elem, span)?;
                let dims: Vec<u64> = dims.iter().map(|d| d.unwrap_or(0)).collect();
                let rest: u64 = dims.iter().skip(nidx).product();
                let bounds = (0..nidx)
                    .map(|i| dims.get(i).copied().unwrap_or(0) as u32)
                    .collect();
                (elem_layout.size * rest.max(1), bounds)
            }
            other => {
                let l = self.layout(other, span)?;
                (l.size, vec![0; nidx])
            }
        };
        for a in &e.args {
            self.expr(a)?;
        }
        let esize = u32::try_from(esize.max(1))
            .map_err(|_| Diagnostic::error(codes::ENCODING, span, "array element too large"))?;
        if nidx > 255 {
            return Err(Diagnostic::error(
                codes::LIMIT,
                span,
                "more than 255 array dimensions",
            ));
        }
        let mut ext = vec![esize];
        ext.extend(bounds);
        self.emit(
            Opcode::Array,
            e.ty,
            nidx as u16 | (check as u16) << 8,
            &ext,
            span,
        )?;
        Ok(())
    }

    // ---- short-circuit hoisting ----

    /// Rewrite `e` so it has no `cand`/`cior`: each becomes a temporary assigned by statements
    /// emitted now, in the right branch structure.
    fn hoist(&mut self, e: &Expr) -> R<Expr> {
        if !has_short_circuit(e) {
            return Ok(e.clone());
        }
        if matches!(e.op, Opcode::Cand | Opcode::Cior) {
            let ty = if e.ty.is_integer() {
                e.ty
            } else {
                PrimType::I32
            };
            let t = self.temp();
            let tp = self.preg_param(t, e.span)?;
            let short = self.gen.code.new_label();
            let end = self.gen.code.new_label();
            let a = self.hoist(&e.args[0])?;
            self.expr(&a)?;
            let (branch, short_value) = if e.op == Opcode::Cand {
                (Opcode::Brfalse, 0)
            } else {
                (Opcode::Brtrue, 1)
            };
            self.branch(branch, short, e.span)?;
            let b = self.hoist(&e.args[1])?;
            self.expr(&b)?;
            self.constval(b.ty, 0, e.span)?;
            self.emit(Opcode::Ne, ty, b.ty as u16, &[], e.span)?;
            self.emit(Opcode::Regassign, ty, tp, &[], e.span)?;
            self.branch(Opcode::Goto, end, e.span)?;
            self.gen.code.place(short);
            self.constval(ty, short_value, e.span)?;
            self.emit(Opcode::Regassign, ty, tp, &[], e.span)?;
            self.gen.code.place(end);
            return Ok(Expr {
                op: Opcode::Regread,
                ty,
                kind: ExprKind::Reg(Reg::Preg(t)),
                args: vec![],
                span: e.span,
            });
        }
        let mut out = e.clone();
        out.args = e
            .args
            .iter()
            .map(|a| self.hoist(a))
            .collect::<R<Vec<_>>>()?;
        Ok(out)
    }

    // ---- statements ----

    fn stmt(&mut self, s: &Stmt) -> R {
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
                    None => (0, line),
                };
                self.file = file;
                let at = self.gen.code.offset() as u32;
                self.gen.debug.line(at, file, src_line);
                self.op_stmt(op, s.span)
            }
        }
    }

    fn op_stmt(&mut self, s: &OpStmt, span: Span) -> R {
        let args: Vec<Expr> = match s.op {
            // Loops re-evaluate their conditions: hoist where they are evaluated.
            Opcode::While | Opcode::Dowhile | Opcode::Doloop | Opcode::If | Opcode::Multiway => {
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
                let f = self.pointee_field(ty, *field, span)?;
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
                        self.emit(
                            Opcode::Depositbits,
                            same_size_int(loc, loc.is_signed()),
                            (bit | width << 8) as u16,
                            &[],
                            span,
                        )?;
                        self.emit(Opcode::Iassignoff, loc, 0, &[off], span)?;
                    }
                }
                Ok(())
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
                let cond = self.hoist(&args[0])?;
                self.expr(&cond)?;
                let else_label = self.gen.code.new_label();
                self.branch(Opcode::Brfalse, else_label, span)?;
                then.iter().try_for_each(|s| self.stmt(s))?;
                match els {
                    Some(els) => {
                        let end = self.gen.code.new_label();
                        self.branch(Opcode::Goto, end, span)?;
                        self.gen.code.place(else_label);
                        els.iter().try_for_each(|s| self.stmt(s))?;
                        self.gen.code.place(end);
                    }
                    None => self.gen.code.place(else_label),
                }
                Ok(())
            }
            (Opcode::While, StmtData::While { body }) => {
                let top = self.gen.code.new_label();
                let end = self.gen.code.new_label();
                self.gen.code.place(top);
                let cond = self.hoist(&args[0])?;
                self.expr(&cond)?;
                self.branch(Opcode::Brfalse, end, span)?;
                body.iter().try_for_each(|s| self.stmt(s))?;
                self.branch(Opcode::Goto, top, span)?;
                self.gen.code.place(end);
                Ok(())
            }
            (Opcode::Dowhile, StmtData::DoWhile { body }) => {
                let top = self.gen.code.new_label();
                self.gen.code.place(top);
                body.iter().try_for_each(|s| self.stmt(s))?;
                let cond = self.hoist(&args[0])?;
                self.expr(&cond)?;
                self.branch(Opcode::Brtrue, top, span)?;
                Ok(())
            }
            (Opcode::Doloop, StmtData::DoLoop { var, body }) => {
                let [start, cond, incr] = &args[..] else {
                    return Err(Diagnostic::error(
                        codes::UNSUPPORTED,
                        span,
                        "doloop takes (start, condition, increment)",
                    ));
                };
                let start = self.hoist(start)?;
                self.store_var(var, 0, &start, span)?;
                let top = self.gen.code.new_label();
                let end = self.gen.code.new_label();
                self.gen.code.place(top);
                let c = self.hoist(cond)?;
                self.expr(&c)?;
                self.branch(Opcode::Brfalse, end, span)?;
                body.iter().try_for_each(|s| self.stmt(s))?;
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
            (Opcode::Return, StmtData::Plain) => {
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

    /// `foreachelem` over a fixed-size array of scalars: every element in row-major order is
    /// assigned to the element variable before the body runs. Other collections have no
    /// layout-time loop form and are refused.
    fn foreach(&mut self, elem: &VarName, collection: &VarName, body: &[Stmt], span: Span) -> R {
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
        let t = self.temp();
        let tp = self.preg_param(t, span)?;
        let i64t = PrimType::I64;
        self.constval(i64t, 0, span)?;
        self.emit(Opcode::Regassign, i64t, tp, &[], span)?;
        let top = self.gen.code.new_label();
        let end = self.gen.code.new_label();
        self.gen.code.place(top);
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
        self.emit(Opcode::Regread, i64t, tp, &[], span)?;
        self.constval(i64t, 1, span)?;
        self.emit(Opcode::Add, i64t, 0, &[], span)?;
        self.emit(Opcode::Regassign, i64t, tp, &[], span)?;
        self.branch(Opcode::Goto, top, span)?;
        self.gen.code.place(end);
        Ok(())
    }

    /// Store the value `value` pushes as a `ty` at `base + off`.
    fn store_at(
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
    fn zero_fill(&mut self, base: VarBase, off: i64, size: u64, span: Span) -> R {
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

    /// Store an initializer into a zeroed local (or part of one) at `base + off`.
    fn init_local(
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
                                ctx.emit(
                                    Opcode::Depositbits,
                                    same_size_int(unit, unit.is_signed()),
                                    (bit | width << 8) as u16,
                                    &[],
                                    span,
                                )?;
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

    fn switch(&mut self, sel: &Expr, default: &str, cases: &[(i128, String)], span: Span) -> R {
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
    fn rangegoto(
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

    fn call(
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
        let base_op = match op {
            // maple has one calling convention, so a custom call is a call.
            Opcode::Callassigned
            | Opcode::Callinstant
            | Opcode::Callinstantassigned
            | Opcode::Customcall
            | Opcode::Customcallassigned => Opcode::Call,
            Opcode::Icallassigned => Opcode::Icall,
            Opcode::Icallprotoassigned => Opcode::Icallproto,
            Opcode::Intrinsiccallassigned => Opcode::Intrinsiccall,
            Opcode::Intrinsiccallwithtypeassigned => Opcode::Intrinsiccallwithtype,
            Opcode::Xintrinsiccallassigned => Opcode::Xintrinsiccall,
            Opcode::Virtualcallassigned
            | Opcode::Virtualcallinstant
            | Opcode::Virtualcallinstantassigned => Opcode::Virtualcall,
            Opcode::Superclasscallassigned
            | Opcode::Superclasscallinstant
            | Opcode::Superclasscallinstantassigned => Opcode::Superclasscall,
            Opcode::Interfacecallassigned
            | Opcode::Interfacecallinstant
            | Opcode::Interfacecallinstantassigned => Opcode::Interfacecall,
            Opcode::Virtualicallassigned => Opcode::Virtualicall,
            Opcode::Interfaceicallassigned => Opcode::Interfaceicall,
            Opcode::Polymorphiccallassigned => Opcode::Polymorphiccall,
            other => other,
        };
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
            (
                Opcode::Virtualcall | Opcode::Superclasscall | Opcode::Interfacecall,
                CallTarget::Func(_),
            ) => {
                let idx = self.gen.string(&target_name.unwrap_or_default());
                self.emit(base_op, v, argc, &[idx], span)?;
            }
            (Opcode::Polymorphiccall, CallTarget::Polymorphic(_, name)) => {
                let idx = self.gen.string(name);
                self.emit(base_op, v, argc, &[idx], span)?;
            }
            (
                Opcode::Icall | Opcode::Icallproto | Opcode::Virtualicall | Opcode::Interfaceicall,
                _,
            ) => {
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

/// A field of a variable or pointee: offset from its base and layout.
struct FieldAccess {
    offset: i64,
    bits: Option<(u32, u32)>,
    layout: Rc<Layout>,
}

#[derive(Clone, Copy)]
enum VarBase {
    /// `%%FP` plus this offset.
    Frame(i32),
    /// `%%GP` plus this offset.
    Global(i32),
    /// The address stored at `%%FP` plus this offset (a by-reference array formal).
    Indirect(i32),
}

/// How a scalar access of type `ty` sees a location: an aggregate location accessed as a
/// scalar is the scalar at its first byte.
fn scalar_view(f: FieldAccess, ty: PrimType) -> (PrimType, FieldAccess) {
    let loc = f.layout.prim();
    if loc == PrimType::Agg && ty != PrimType::Agg && ty.size() > 0 {
        let layout = Rc::new(Layout {
            size: ty.size() as u64,
            align: ty.align() as u64,
            kind: LayoutKind::Scalar(ty),
        });
        (
            ty,
            FieldAccess {
                offset: f.offset,
                bits: None,
                layout,
            },
        )
    } else {
        (loc, f)
    }
}

/// Place a value of `layout` (aligned to at least `align`) below the frame cursor; returns
/// its FP-relative offset. Alignment is reckoned from `FP + LINKAGE_BYTES`, which the ABI keeps
/// a multiple of `FRAME_ALIGN`, so alignments up to that hold at run time.
fn place(cursor: &mut i64, layout: &Layout, align: u64) -> i32 {
    let link = abi::LINKAGE_BYTES as i64;
    let align = layout.align.max(align).clamp(1, abi::FRAME_ALIGN as u64) as i64;
    let size = layout.size.max(1) as i64;
    *cursor = (*cursor - link - size).div_euclid(align) * align + link;
    *cursor as i32
}

/// The memory type of a load from a location of type `loc` into a value of type `result`: the
/// location's size, extended by the result's signedness (as the spec says for dread/iread).
fn load_type(loc: PrimType, result: PrimType) -> PrimType {
    if loc.is_integer()
        && result.is_integer()
        && loc != PrimType::U1
        && loc.is_signed() != result.is_signed()
    {
        same_size_int(loc, result.is_signed())
    } else {
        loc
    }
}

/// Stores of `u1` write one byte.
fn store_type(loc: PrimType) -> PrimType {
    loc
}

fn same_size_int(t: PrimType, signed: bool) -> PrimType {
    use PrimType::*;
    match (t.size(), signed) {
        (1, true) => I8,
        (1, false) => U8,
        (2, true) => I16,
        (2, false) => U16,
        (4, true) => I32,
        (4, false) => U32,
        (8, true) => I64,
        (8, false) => U64,
        _ => t,
    }
}

fn has_short_circuit(e: &Expr) -> bool {
    matches!(e.op, Opcode::Cand | Opcode::Cior) || e.args.iter().any(has_short_circuit)
}

fn aggregate_value(span: Span) -> Diagnostic {
    Diagnostic::error(
        codes::AGGREGATE_VALUE,
        span,
        "an aggregate value is only allowed as a whole-value copy or a call argument",
    )
    .with_label("aggregate here")
}

fn encoding_error(op: Opcode, span: Span, e: maple_isa::DecodeError) -> Diagnostic {
    let msg = e.to_string();
    let reason = msg.split_once(": ").map_or(msg.as_str(), |(_, r)| r);
    Diagnostic::error(
        codes::ENCODING,
        span,
        format!("cannot encode `{op}`: {reason}"),
    )
    .with_label("in this instruction")
}

/// The highest pseudo-register a function mentions (formals, `reg` declarations, uses).
fn max_preg(f: &Func, body: &Body) -> u32 {
    fn expr(e: &Expr, m: &mut u32) {
        if let ExprKind::Reg(Reg::Preg(n)) = e.kind {
            *m = (*m).max(n);
        }
        e.args.iter().for_each(|a| expr(a, m));
    }
    fn stmts(ss: &[Stmt], m: &mut u32) {
        for s in ss {
            if let StmtKind::Op(op) = &s.kind {
                if let StmtData::Reg(Reg::Preg(n)) = op.kind {
                    *m = (*m).max(n);
                }
                if let StmtData::Call {
                    assigned: Some(d), ..
                } = &op.kind
                {
                    for dest in d {
                        if let AssignDest::Reg {
                            reg: Reg::Preg(n), ..
                        } = dest
                        {
                            *m = (*m).max(*n);
                        }
                    }
                }
                if let StmtData::MultiWay { cases, .. } = &op.kind {
                    cases.iter().for_each(|(e, _)| expr(e, m));
                }
                op.args.iter().for_each(|a| expr(a, m));
            }
            for c in s.children() {
                stmts(c, m);
            }
        }
    }
    let mut m = 0;
    for p in &f.params {
        if let ParamName::Preg(n) = p.name {
            m = m.max(n);
        }
    }
    for r in &body.regs {
        m = m.max(r.reg);
    }
    stmts(&body.stmts, &mut m);
    m
}

/// A local that lives for the whole run (`pstatic`, or C's `static`).
pub(crate) fn is_static_local(v: &VarDecl) -> bool {
    v.name.global
        || v.storage
            .iter()
            .any(|a| a.name == "pstatic" || a.name == "static")
}

/// The global name of a static local: `func%var`, which no source can spell.
/// A `$name` declared in a function keeps its name: code refers to it as a global.
pub(crate) fn static_local_name(func: &str, v: &VarDecl) -> String {
    if v.name.global {
        v.name.name.clone()
    } else {
        format!("{func}%{}", v.name.name)
    }
}

/// A byte-offset access (`dreadoff`, `dassignoff`, `addrofoff`) that leaves its variable.
fn outside_variable(
    var: &VarName,
    offset: i64,
    size: u64,
    var_size: u64,
    span: Span,
) -> Diagnostic {
    Diagnostic::error(
        codes::UNSUPPORTED,
        span,
        format!(
            "bytes {offset}..{} are outside {var}, which has {var_size} bytes",
            offset.saturating_add(size as i64)
        ),
    )
    .with_label("offset out of the variable")
}

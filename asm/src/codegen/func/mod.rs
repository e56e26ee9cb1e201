//! Lowering one function: frame layout, then every statement to flat instructions. The work is
//! split by job: [`frame`] (layout and the body), [`places`] (variables, fields and memory
//! access), [`expr`], [`stmt`], [`calls`], [`init`] (local initializers); this module holds the
//! lowering context, its emit primitives and the small shared helpers.

mod calls;
mod expr;
mod frame;
mod init;
mod places;
mod stmt;

use super::data::{is_static_local, static_local_name};
use super::emit::{LabelId, Target};
use super::initializer::const_bits;
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
        Type::Pointer(p) | Type::Qualified { ty: p, .. } => type_has_param(p),
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
        Type::Array { dims, elem, attrs } => Type::Array {
            dims: dims.clone(),
            elem: Box::new(substitute(elem, subst)),
            attrs: attrs.clone(),
        },
        Type::Qualified { ty, attrs } => Type::Qualified {
            ty: Box::new(substitute(ty, subst)),
            attrs: attrs.clone(),
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

/// A statement's place in the line table: file index and line.
#[derive(Clone, Copy)]
struct StmtPos {
    file: u32,
    line: u32,
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
    /// The source file (line-table index) of the statement being lowered.
    file: u32,
    /// The source line of the statement being lowered. A compound statement reads both
    /// through [`FnCtx::stmt_pos`] before lowering its body, which overwrites them.
    stmt_line: u32,
    /// Whether that position is a `LOC`/`#LINE` (else it is the statement's `.mpl` line).
    stmt_line_is_directive: bool,
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
        stmt_line: 0,
        stmt_line_is_directive: false,
        unlaid: HashMap::new(),
    };
    let result = ctx.lower_body(body, index, start, diags);
    if let Err(d) = result {
        diags.push(d);
    }
}

impl<'m> FnCtx<'_, 'm> {
    fn layout(&mut self, ty: &Type, span: Span) -> R<Rc<Layout>> {
        let ty = substitute(ty, &self.subst);
        self.gen.layouts.layout(&ty).map_err(|e| {
            Diagnostic::error(codes::LAYOUT, span, e.to_string()).with_label("this type")
        })
    }

    fn line(&self, span: Span) -> u32 {
        self.gen.module.line_col(span).0 as u32
    }

    /// The source position of the statement being lowered: what a compound statement's own
    /// code after its body (a loop's test, increment and back-edge, the jump over an else
    /// branch) is charged to, rather than the last line of the body.
    fn stmt_pos(&self) -> StmtPos {
        StmtPos {
            file: self.file,
            line: self.stmt_line,
        }
    }

    /// A statement of `pos` begins here: a breakpoint on its line and `next` stop here (a
    /// loop's test, each iteration's jump back landing on it, as at a C loop's header).
    fn statement_row(&mut self, pos: StmtPos) {
        let at = self.gen.code.offset() as u32;
        self.gen.debug.line(at, pos.file, pos.line);
    }

    /// The code from here on belongs to `pos` without beginning a statement: a back-edge or
    /// a jump over the else branch, counted (profile, faults, `stepi`) on the statement's
    /// own line, where stepping and breakpoints do not stop.
    fn charge_to(&mut self, pos: StmtPos) {
        let at = self.gen.code.offset() as u32;
        self.gen.debug.attribute(at, pos.file, pos.line);
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

    /// Deposit the value on top of the stack into bits `bit..bit + width` of the storage unit
    /// (of type `loc`) below it: the middle of every bitfield read-modify-write.
    fn deposit(&mut self, loc: PrimType, bit: u32, width: u32, span: Span) -> R {
        let unit = same_size_int(loc, loc.is_signed());
        self.emit(
            Opcode::Depositbits,
            unit,
            (bit | width << 8) as u16,
            &[],
            span,
        )?;
        Ok(())
    }

    fn emit_const_bits(&mut self, ty: PrimType, bits: u128, span: Span) -> R {
        let words = maple_isa::const_words(ty);
        let ext: Vec<u32> = (0..words).map(|i| (bits >> (32 * i)) as u32).collect();
        self.emit(Opcode::Constval, ty, 0, &ext, span)?;
        Ok(())
    }

    // ---- variables ----
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

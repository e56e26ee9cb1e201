//! The typed module model: declarations, functions, statements and expression trees.
//!
//! Every expression and statement keeps its opcode (from the `maple-isa` table), its primitive
//! type, its opcode-specific fields and its source span, so layout, lowering and codegen can work
//! from this model alone. Spans do not take part in equality (see [`Span`]).

use crate::source::{SourceMap, Span};
use crate::types::{Attr, InfoPair, Type, TypeName};
use maple_isa::{Opcode, PrimType, SpecialReg};
use std::collections::HashMap;

/// A variable reference: `$name` (global) or `%name` (local).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VarName {
    pub global: bool,
    pub name: String,
}

impl std::fmt::Display for VarName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", if self.global { '$' } else { '%' }, self.name)
    }
}

/// A register operand: `%1` or `%%retval0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reg {
    Preg(u32),
    Special(SpecialReg),
}

/// A constant value. Integers are kept as written in value (sign included, up to 64 bits of
/// magnitude); the type they take is the instruction's.
#[derive(Clone, Debug)]
pub enum Const {
    Int(i128),
    F32(f32),
    F64(f64),
    /// `[a, b]` for complex and vector types.
    List(Vec<Const>),
}

impl PartialEq for Const {
    fn eq(&self, other: &Const) -> bool {
        match (self, other) {
            (Const::Int(a), Const::Int(b)) => a == b,
            (Const::F32(a), Const::F32(b)) => a.to_bits() == b.to_bits(),
            (Const::F64(a), Const::F64(b)) => a.to_bits() == b.to_bits(),
            (Const::List(a), Const::List(b)) => a == b,
            _ => false,
        }
    }
}

/// A source position from `#LINE file:N` or `LOC fileno line`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SrcPos {
    /// `#LINE file:N`.
    Line { file: String, line: u32 },
    /// `LOC fileno line [col]`.
    Loc {
        file: u32,
        line: u32,
        col: Option<u32>,
    },
}

/// An expression node.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub op: Opcode,
    /// The result type.
    pub ty: PrimType,
    pub kind: ExprKind,
    pub args: Vec<Expr>,
    pub span: Span,
}

/// A field id: 0 is the whole value, 1.. the fields in declaration order (nested aggregates
/// flattened), and -k the k-th parent field (`^name`) of the type's own body, as OpenArk's
/// irbuild writes them.
pub type FieldId = i32;

/// Opcode-specific fields of an expression, one variant per text shape.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// Unary, binary, ternary: only operands.
    Plain,
    /// dread, addrof.
    Var { var: VarName, field: FieldId },
    /// regread.
    Reg(Reg),
    /// iread, iaddrof: the pointer type and field.
    Indirect { ty: Type, field: FieldId },
    /// ireadoff and the frame/global-relative forms.
    Offset(i64),
    /// addroflabel.
    Label(String),
    /// addroffunc.
    Func(String),
    /// conststr, conststr16.
    Str(Vec<u8>),
    /// constval.
    Const(Const),
    /// sizeoftype, gcmalloc, ..., retype, gcmallocjarray: the high-level type.
    Type(Type),
    /// fieldsdist.
    FieldsDist {
        ty: Type,
        from: FieldId,
        to: FieldId,
    },
    /// extractbits, depositbits.
    Bits { offset: u32, size: u32 },
    /// sext, zext.
    BitSize(u32),
    /// cvt, ceil, ..., and compares: the operand type.
    From(PrimType),
    /// array.
    Array { check: bool, ty: Type },
    /// intrinsicop(withtype).
    Intrinsic { name: String, ty: Option<Type> },
    /// dreadoff, addrofoff: a variable and a byte offset into it.
    VarOffset { var: VarName, offset: i64 },
}

/// A statement with its position.
#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
    /// The original-source position in force (`#LINE` / `LOC`), if any.
    pub src: Option<SrcPos>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    /// `@name`: a label definition.
    Label(String),
    /// `{ ... }`: a nested block.
    Block(Vec<Stmt>),
    /// An opcode statement.
    Op(OpStmt),
}

/// A statement opcode with its fields and operands.
#[derive(Clone, Debug, PartialEq)]
pub struct OpStmt {
    pub op: Opcode,
    /// The type of the stored value for regassign/iassignoff/..., `void` otherwise.
    pub ty: PrimType,
    pub kind: StmtData,
    /// The parenthesized operands; for doloop: start, condition, increment; for if, while,
    /// dowhile: the condition; for switch-like statements: the selector.
    pub args: Vec<Expr>,
}

/// One `{ dassign ... }` entry of an `...assigned` call.
#[derive(Clone, Debug, PartialEq)]
pub enum AssignDest {
    Var {
        var: VarName,
        field: FieldId,
    },
    Reg {
        ty: PrimType,
        reg: Reg,
    },
    /// `dassign` with no variable: the value is dropped.
    Ignore,
}

/// How a call names its target.
#[derive(Clone, Debug, PartialEq)]
pub enum CallTarget {
    Func(String),
    Indirect,
    IndirectProto(Type),
    Polymorphic(Type, String),
    Intrinsic(String),
    IntrinsicWithType(Type, String),
    XIntrinsic(i128),
}

/// Opcode-specific fields of a statement, one variant per text shape.
#[derive(Clone, Debug, PartialEq)]
pub enum StmtData {
    Plain,
    Var {
        var: VarName,
        field: FieldId,
    },
    Indirect {
        ty: Type,
        field: FieldId,
    },
    Offset(i64),
    Reg(Reg),
    DoLoop {
        var: VarName,
        body: Vec<Stmt>,
    },
    DoWhile {
        body: Vec<Stmt>,
    },
    ForEach {
        elem: VarName,
        collection: VarName,
        body: Vec<Stmt>,
    },
    If {
        then: Vec<Stmt>,
        els: Option<Vec<Stmt>>,
    },
    While {
        body: Vec<Stmt>,
    },
    Label(String),
    Switch {
        default: String,
        cases: Vec<(i128, String)>,
    },
    MultiWay {
        default: String,
        cases: Vec<(Expr, String)>,
    },
    RangeGoto {
        offset: i128,
        cases: Vec<(i128, String)>,
    },
    IndexGoto {
        var: VarName,
    },
    Call {
        target: CallTarget,
        inst: Vec<(String, Type)>,
        assigned: Option<Vec<AssignDest>>,
    },
    JsTry {
        handler: Option<String>,
        finally: Option<String>,
    },
    Try(Vec<String>),
    Catch(Vec<Type>),
    CppCatch(Type),
    Checkpoint(String),
    /// dassignoff: a variable and a byte offset into it.
    VarOffset {
        var: VarName,
        offset: i64,
    },
    /// blkassignoff: copy `size` bytes from the second operand to the first plus `offset`.
    BlockCopy {
        offset: i64,
        align: u32,
        size: u64,
    },
    Asm(Box<AsmStmt>),
    /// The assert family, with where the check stands when the file says so.
    Assert(Option<AssertSite>),
}

/// `asm [volatile] [inline] [goto] { "template" : outputs : inputs : clobbers : labels }`: GCC
/// extended inline assembly, kept for `fmt` (maple cannot execute it). The inputs' expressions
/// are the statement's operands.
#[derive(Clone, Debug, PartialEq)]
pub struct AsmStmt {
    pub qualifiers: Vec<String>,
    pub template: Vec<u8>,
    pub outputs: Vec<(Vec<u8>, AssignDest)>,
    /// The constraint of each input (the expressions are the statement's `args`).
    pub inputs: Vec<Vec<u8>>,
    pub clobbers: Vec<Vec<u8>>,
    pub labels: Vec<String>,
}

/// Where an assert stands: `<&func>`, or for the call checks `<&callee, index, &caller>`.
#[derive(Clone, Debug, PartialEq)]
pub enum AssertSite {
    Func(String),
    Call {
        callee: String,
        index: i128,
        caller: String,
    },
}

/// An initializer after `=`.
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    Const(Const),
    Str(Vec<u8>),
    /// A constant expression such as `addrof ptr $g` or `addroffunc ptr &f`.
    Expr(Box<Expr>),
    /// `[a, b, ...]`: array elements (nested lists for inner dimensions).
    List(Vec<Init>),
    /// `[1 = a, 2 = b]`: struct fields by number (1-based, relative to the struct).
    Fields(Vec<(u32, Init)>),
}

/// `var`/`tempvar`.
#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    pub name: VarName,
    pub temp: bool,
    /// Words before the type: storage class (`extern`, `fstatic`, `pstatic`, ...).
    pub storage: Vec<Attr>,
    pub ty: Type,
    pub attrs: Vec<Attr>,
    pub init: Option<Init>,
    pub span: Span,
}

/// `type $name T`.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeDecl {
    pub name: TypeName,
    pub ty: Type,
    pub span: Span,
}

/// `javaclass $name T attrs` / `javainterface $name T attrs`.
#[derive(Clone, Debug, PartialEq)]
pub struct JavaDecl {
    pub interface: bool,
    pub name: String,
    pub ty: Type,
    pub attrs: Vec<Attr>,
    pub span: Span,
}

/// `reg %1 T`.
#[derive(Clone, Debug, PartialEq)]
pub struct RegDecl {
    pub reg: u32,
    pub ty: Type,
    pub span: Span,
}

/// How a parameter is named.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamName {
    Var(String),
    Preg(u32),
    /// A prototype written with types only.
    None,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: ParamName,
    pub ty: Type,
    pub attrs: Vec<Attr>,
    pub span: Span,
}

/// A directive inside a function body (`framesize 16`, `localwordstypetagged = [...]`, ...).
#[derive(Clone, Debug, PartialEq)]
pub struct Directive {
    pub name: String,
    pub value: DirectiveValue,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum DirectiveValue {
    Int(i128),
    Word(String),
    Str(Vec<u8>),
    Func(String),
    /// `= [ w0 w1 ... ]`.
    Words(Vec<i128>),
}

/// A function body.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Body {
    pub locals: Vec<VarDecl>,
    pub regs: Vec<RegDecl>,
    pub types: Vec<TypeDecl>,
    pub directives: Vec<Directive>,
    pub funcinfo: Vec<InfoPair>,
    pub stmts: Vec<Stmt>,
}

/// `func &name attrs (params) rets { body }`; no body for a prototype.
#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    pub name: String,
    pub attrs: Vec<Attr>,
    pub params: Vec<Param>,
    pub varargs: bool,
    pub rets: Vec<Type>,
    pub body: Option<Body>,
    pub span: Span,
}

/// A top-level item, in source order.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Directive(Directive),
    Import { path: String, span: Span },
    Var(VarDecl),
    Type(TypeDecl),
    Java(JavaDecl),
    Func(Func),
    FileInfo(Vec<InfoPair>),
    SrcFileInfo(Vec<(i128, Vec<u8>)>),
}

/// Comments of the main file, kept for the printer. A comment belongs to the next declaration or
/// statement after it, so `maple fmt` keeps every comment, before what it described. Comments take
/// no part in the module's equality.
#[derive(Clone, Debug, Default)]
pub struct Comments {
    /// Comment texts (after the `#`) to print before the node that starts at this place.
    pub before: HashMap<(crate::source::FileId, usize), Vec<String>>,
    /// Comments that end a line of the node starting at this place, printed at the end of its
    /// first line.
    pub after: HashMap<(crate::source::FileId, usize), Vec<String>>,
    /// Comments after the last node of the file.
    pub tail: Vec<String>,
}

impl Comments {
    /// The comments to print before a node starting at `span`.
    pub fn before(&self, span: Span) -> &[String] {
        self.before
            .get(&(span.file, span.start))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// The comments to print at the end of the first line of a node starting at `span`.
    pub fn after(&self, span: Span) -> &[String] {
        self.after
            .get(&(span.file, span.start))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }
}

/// A parsed module.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub items: Vec<Item>,
    /// Declarations brought in by `import` (types, vars, prototypes), not printed.
    pub imported: Vec<Item>,
    /// The texts spans point into.
    pub sources: SourceMap,
    /// Comments of the main file, for the printer.
    pub comments: Comments,
}

impl PartialEq for Module {
    fn eq(&self, other: &Module) -> bool {
        self.items == other.items && self.imported == other.imported
    }
}

/// Name lookup over a module's global declarations (its own and imported).
#[derive(Debug, Default)]
pub struct Symbols<'m> {
    pub vars: HashMap<&'m str, Vec<&'m VarDecl>>,
    pub types: HashMap<&'m str, &'m TypeDecl>,
    pub funcs: HashMap<&'m str, Vec<&'m Func>>,
    pub java: HashMap<&'m str, &'m JavaDecl>,
}

impl Module {
    /// All top-level items, imported ones first.
    pub fn all_items(&self) -> impl Iterator<Item = &Item> {
        self.imported.iter().chain(self.items.iter())
    }

    pub fn funcs(&self) -> impl Iterator<Item = &Func> {
        self.items.iter().filter_map(|i| match i {
            Item::Func(f) => Some(f),
            _ => None,
        })
    }

    /// The function with a body named `name`, else its prototype.
    pub fn func(&self, name: &str) -> Option<&Func> {
        let mut proto = None;
        for item in self.all_items() {
            if let Item::Func(f) = item {
                if f.name == name {
                    if f.body.is_some() {
                        return Some(f);
                    }
                    proto = proto.or(Some(f));
                }
            }
        }
        proto
    }

    /// The global variable named `name` (the declaration with an initializer if there are several).
    pub fn global(&self, name: &str) -> Option<&VarDecl> {
        let mut found = None;
        for item in self.all_items() {
            if let Item::Var(v) = item {
                if v.name.name == name && (found.is_none() || v.init.is_some()) {
                    found = Some(v);
                }
            }
        }
        found
    }

    /// The global type named `name`.
    pub fn type_decl(&self, name: &str) -> Option<&TypeDecl> {
        self.all_items().find_map(|i| match i {
            Item::Type(t) if t.name.name == name => Some(t),
            _ => None,
        })
    }

    /// Build the global symbol tables.
    pub fn symbols(&self) -> Symbols<'_> {
        let mut s = Symbols::default();
        for item in self.all_items() {
            match item {
                Item::Var(v) => s.vars.entry(v.name.name.as_str()).or_default().push(v),
                Item::Type(t) => {
                    s.types.entry(t.name.name.as_str()).or_insert(t);
                }
                Item::Func(f) => s.funcs.entry(f.name.as_str()).or_default().push(f),
                Item::Java(j) => {
                    s.java.entry(j.name.as_str()).or_insert(j);
                }
                _ => {}
            }
        }
        s
    }

    /// Whether the module says it was compiled from C (`srclang 1`, as hir2mpl writes).
    pub fn is_c(&self) -> bool {
        self.items.iter().any(|i| {
            matches!(i, Item::Directive(Directive { name, value: DirectiveValue::Int(1), .. })
                if name == "srclang")
        })
    }

    /// 1-based line and column of a span in its file.
    pub fn line_col(&self, span: Span) -> (usize, usize) {
        self.sources.line_col(span)
    }
}

impl Stmt {
    /// The nested statement lists of a hierarchical statement.
    pub fn children(&self) -> Vec<&Vec<Stmt>> {
        match &self.kind {
            StmtKind::Block(b) => vec![b],
            StmtKind::Op(op) => match &op.kind {
                StmtData::DoLoop { body, .. }
                | StmtData::DoWhile { body }
                | StmtData::ForEach { body, .. }
                | StmtData::While { body } => vec![body],
                StmtData::If { then, els } => {
                    let mut v = vec![then];
                    if let Some(e) = els {
                        v.push(e);
                    }
                    v
                }
                _ => vec![],
            },
            StmtKind::Label(_) => vec![],
        }
    }
}

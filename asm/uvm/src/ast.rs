//! The µVM bundle as written: top-level definitions, types, signatures, values and one variant
//! per instruction shape of the instruction-set document. Every node keeps its span, so the
//! checker points at the exact text and the lowering gives maple's line table `.uir` lines.

use crate::lexer::{FloatLit, FloatSuffix};
use crate::ops::{AtomicOrd, BinOp, CmpOp, ConvOp, Intrinsic, RmwOp};
use maple_asm::source::Span;

/// A `@name` or `%name` with where it was written (the name is stored without its sigil).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    pub name: String,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Type {
    pub kind: TypeKind,
    pub span: Span,
}

/// The type constructors of the type system, plus a reference to a `.typedef` name.
#[derive(Clone, Debug, PartialEq)]
pub enum TypeKind {
    Int(u32),
    Float,
    Double,
    Ref(Box<Type>),
    IRef(Box<Type>),
    WeakRef(Box<Type>),
    Struct(Vec<Type>),
    Array(Box<Type>, u64),
    Hybrid(Box<Type>, Box<Type>),
    Void,
    Func(Box<SigRef>),
    Thread,
    Stack,
    TagRef64,
    Vector(Box<Type>, u64),
    /// `@name`: a type defined by `.typedef`.
    Named(String),
}

/// A function signature written inline: `RV (P1 P2 ...)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Sig {
    pub ret: Type,
    pub params: Vec<Type>,
    pub span: Span,
}

/// A signature in a position that takes one: inline, or a `.funcsig` name.
#[derive(Clone, Debug, PartialEq)]
pub enum SigRef {
    Inline(Sig),
    Named(Name),
}

impl SigRef {
    pub fn span(&self) -> Span {
        match self {
            SigRef::Inline(s) => s.span,
            SigRef::Named(n) => n.span,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    pub kind: ValueKind,
    pub span: Span,
}

/// An operand or a constant's value.
#[derive(Clone, Debug, PartialEq)]
pub enum ValueKind {
    Local(String),
    Global(String),
    Int(i128),
    Float(FloatLit, Option<FloatSuffix>),
    Null,
    /// `{a b {c d}}`: a struct literal (constants only).
    Struct(Vec<Value>),
}

/// A top-level definition.
#[derive(Clone, Debug, PartialEq)]
pub enum TopDef {
    TypeDef { name: Name, ty: Type },
    FuncSig { name: Name, sig: Sig },
    Const { name: Name, ty: Type, value: Value },
    Global { name: Name, ty: Type },
    FuncDecl { name: Name, sig: SigRef },
    FuncDef(FuncDef),
}

impl TopDef {
    pub fn name(&self) -> &Name {
        match self {
            TopDef::TypeDef { name, .. }
            | TopDef::FuncSig { name, .. }
            | TopDef::Const { name, .. }
            | TopDef::Global { name, .. }
            | TopDef::FuncDecl { name, .. } => name,
            TopDef::FuncDef(f) => &f.name,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct FuncDef {
    pub name: Name,
    pub sig: SigRef,
    pub params: Vec<Name>,
    pub blocks: Vec<Block>,
    /// The whole definition, `.funcdef` to `}`.
    pub span: Span,
}

/// A basic block: its label (absent for an unlabelled entry block) and instructions.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub label: Option<Name>,
    pub insts: Vec<Inst>,
    pub span: Span,
}

/// `[%name =] OPCODE ...`.
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub name: Option<Name>,
    pub op: Op,
    /// The opcode word.
    pub op_span: Span,
    /// The whole instruction.
    pub span: Span,
}

/// `( v1 v2 ... )` after `KEEPALIVE`.
pub type KeepAlive = Vec<Value>;

/// A normal and an exceptional destination.
#[derive(Clone, Debug, PartialEq)]
pub struct Dests {
    pub nor: Name,
    pub exc: Name,
}

/// Which of the three call instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallKind {
    Call,
    Invoke,
    TailCall,
}

/// One variant per instruction of the instruction-set document.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    Bin {
        op: BinOp,
        ty: Type,
        a: Value,
        b: Value,
    },
    Cmp {
        op: CmpOp,
        ty: Type,
        a: Value,
        b: Value,
    },
    Conv {
        op: ConvOp,
        from: Type,
        to: Type,
        v: Value,
    },
    Select {
        ty: Type,
        cond: Value,
        t: Value,
        f: Value,
    },
    Branch(Name),
    Branch2 {
        cond: Value,
        t: Name,
        f: Name,
    },
    Switch {
        ty: Type,
        v: Value,
        default: Name,
        cases: Vec<(Value, Name)>,
    },
    Phi {
        ty: Type,
        incoming: Vec<(Name, Value)>,
    },
    Call {
        kind: CallKind,
        sig: SigRef,
        callee: Value,
        args: Vec<Value>,
        dests: Option<Dests>,
        keepalive: KeepAlive,
    },
    Ret {
        ty: Type,
        v: Value,
    },
    RetVoid,
    Throw(Value),
    LandingPad,
    ExtractValue {
        ty: Type,
        index: u64,
        v: Value,
    },
    InsertValue {
        ty: Type,
        index: u64,
        v: Value,
        new: Value,
    },
    New(Type),
    NewHybrid {
        ty: Type,
        len: Value,
    },
    Alloca(Type),
    AllocaHybrid {
        ty: Type,
        len: Value,
    },
    GetIRef {
        ty: Type,
        v: Value,
    },
    GetFieldIRef {
        ty: Type,
        index: u64,
        v: Value,
    },
    GetElemIRef {
        ty: Type,
        v: Value,
        index: Value,
    },
    ShiftIRef {
        ty: Type,
        v: Value,
        offset: Value,
    },
    GetFixedPartIRef {
        ty: Type,
        v: Value,
    },
    GetVarPartIRef {
        ty: Type,
        v: Value,
    },
    Load {
        ord: AtomicOrd,
        ty: Type,
        loc: Value,
    },
    Store {
        ord: AtomicOrd,
        ty: Type,
        loc: Value,
        v: Value,
    },
    CmpXchg {
        weak: bool,
        succ: AtomicOrd,
        fail: AtomicOrd,
        ty: Type,
        loc: Value,
        expected: Value,
        desired: Value,
    },
    AtomicRmw {
        ord: AtomicOrd,
        op: RmwOp,
        ty: Type,
        loc: Value,
        v: Value,
    },
    Fence(AtomicOrd),
    Trap {
        ty: Type,
        nor: Name,
        exc: Name,
        keepalive: KeepAlive,
    },
    Watchpoint {
        id: i128,
        ty: Type,
        dis: Name,
        nor: Name,
        exc: Name,
        keepalive: KeepAlive,
    },
    CCall {
        sig: SigRef,
        callee: Value,
        args: Vec<Value>,
    },
    NewStack {
        sig: SigRef,
        callee: Value,
        args: Vec<Value>,
    },
    ICall {
        func: Intrinsic,
        func_span: Span,
        args: Vec<Value>,
        dests: Option<Dests>,
        keepalive: KeepAlive,
    },
}

impl Op {
    /// The keyword of an instruction, for "not lowered yet" messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            Op::Bin { op, .. } => op.keyword(),
            Op::Cmp { op, .. } => op.keyword(),
            Op::Conv { op, .. } => op.keyword(),
            Op::Select { .. } => "SELECT",
            Op::Branch(_) => "BRANCH",
            Op::Branch2 { .. } => "BRANCH2",
            Op::Switch { .. } => "SWITCH",
            Op::Phi { .. } => "PHI",
            Op::Call {
                kind: CallKind::Call,
                ..
            } => "CALL",
            Op::Call {
                kind: CallKind::Invoke,
                ..
            } => "INVOKE",
            Op::Call {
                kind: CallKind::TailCall,
                ..
            } => "TAILCALL",
            Op::Ret { .. } => "RET",
            Op::RetVoid => "RETVOID",
            Op::Throw(_) => "THROW",
            Op::LandingPad => "LANDINGPAD",
            Op::ExtractValue { .. } => "EXTRACTVALUE",
            Op::InsertValue { .. } => "INSERTVALUE",
            Op::New(_) => "NEW",
            Op::NewHybrid { .. } => "NEWHYBRID",
            Op::Alloca(_) => "ALLOCA",
            Op::AllocaHybrid { .. } => "ALLOCAHYBRID",
            Op::GetIRef { .. } => "GETIREF",
            Op::GetFieldIRef { .. } => "GETFIELDIREF",
            Op::GetElemIRef { .. } => "GETELEMIREF",
            Op::ShiftIRef { .. } => "SHIFTIREF",
            Op::GetFixedPartIRef { .. } => "GETFIXEDPARTIREF",
            Op::GetVarPartIRef { .. } => "GETVARPARTIREF",
            Op::Load { .. } => "LOAD",
            Op::Store { .. } => "STORE",
            Op::CmpXchg { .. } => "CMPXCHG",
            Op::AtomicRmw { .. } => "ATOMICRMW",
            Op::Fence(_) => "FENCE",
            Op::Trap { .. } => "TRAP",
            Op::Watchpoint { .. } => "WATCHPOINT",
            Op::CCall { .. } => "CCALL",
            Op::NewStack { .. } => "NEWSTACK",
            Op::ICall { dests: None, .. } => "ICALL",
            Op::ICall { .. } => "IINVOKE",
        }
    }

    /// Whether the instruction ends a basic block (the document's list of terminators).
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            Op::Branch(_)
                | Op::Branch2 { .. }
                | Op::Switch { .. }
                | Op::Call {
                    kind: CallKind::Invoke | CallKind::TailCall,
                    ..
                }
                | Op::Ret { .. }
                | Op::RetVoid
                | Op::Throw(_)
                | Op::Trap { .. }
                | Op::Watchpoint { .. }
                | Op::ICall { dests: Some(_), .. }
        )
    }

    /// The exceptional destination of this instruction, if it has one.
    pub fn exc_dest(&self) -> Option<&Name> {
        match self {
            Op::Call { dests: Some(d), .. } | Op::ICall { dests: Some(d), .. } => Some(&d.exc),
            Op::Trap { exc, .. } | Op::Watchpoint { exc, .. } => Some(exc),
            _ => None,
        }
    }

    /// The labels control may go to from this instruction.
    pub fn successors(&self) -> Vec<&Name> {
        match self {
            Op::Branch(l) => vec![l],
            Op::Branch2 { t, f, .. } => vec![t, f],
            Op::Switch { default, cases, .. } => std::iter::once(default)
                .chain(cases.iter().map(|(_, l)| l))
                .collect(),
            Op::Call { dests: Some(d), .. } | Op::ICall { dests: Some(d), .. } => {
                vec![&d.nor, &d.exc]
            }
            Op::Trap { nor, exc, .. } => vec![nor, exc],
            Op::Watchpoint { dis, nor, exc, .. } => vec![dis, nor, exc],
            _ => vec![],
        }
    }
}

/// A parsed bundle: its definitions in source order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Bundle {
    pub defs: Vec<TopDef>,
}

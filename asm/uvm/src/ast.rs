//! The µVM bundle as written: top-level definitions, types, signatures, values and one variant
//! per instruction shape of the instruction-set document. Every node keeps its span, so the
//! checker points at the exact text and the lowering gives maple's line table `.uir` lines.

pub use crate::instructions::CallKind;
use crate::instructions::{BinOp, CmpOp, ConvOp, Instruction};
use crate::lexer::{FloatLit, FloatSuffix};
use crate::ops::{AtomicOrd, Intrinsic, RmwOp};
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
    /// The instruction table's row of this instruction: its keyword, shape and whether it
    /// ends a block.
    pub fn instruction(&self) -> Instruction {
        use Instruction as I;
        match self {
            Op::Bin { op, .. } => op.instruction(),
            Op::Cmp { op, .. } => op.instruction(),
            Op::Conv { op, .. } => op.instruction(),
            Op::Select { .. } => I::Select,
            Op::Branch(_) => I::Branch,
            Op::Branch2 { .. } => I::Branch2,
            Op::Switch { .. } => I::Switch,
            Op::Phi { .. } => I::Phi,
            Op::Call { kind, .. } => match kind {
                CallKind::Call => I::Call,
                CallKind::Invoke => I::Invoke,
                CallKind::TailCall => I::TailCall,
            },
            Op::Ret { .. } => I::Ret,
            Op::RetVoid => I::RetVoid,
            Op::Throw(_) => I::Throw,
            Op::LandingPad => I::LandingPad,
            Op::ExtractValue { .. } => I::ExtractValue,
            Op::InsertValue { .. } => I::InsertValue,
            Op::New(_) => I::New,
            Op::NewHybrid { .. } => I::NewHybrid,
            Op::Alloca(_) => I::Alloca,
            Op::AllocaHybrid { .. } => I::AllocaHybrid,
            Op::GetIRef { .. } => I::GetIRef,
            Op::GetFieldIRef { .. } => I::GetFieldIRef,
            Op::GetElemIRef { .. } => I::GetElemIRef,
            Op::ShiftIRef { .. } => I::ShiftIRef,
            Op::GetFixedPartIRef { .. } => I::GetFixedPartIRef,
            Op::GetVarPartIRef { .. } => I::GetVarPartIRef,
            Op::Load { .. } => I::Load,
            Op::Store { .. } => I::Store,
            Op::CmpXchg { .. } => I::CmpXchg,
            Op::AtomicRmw { .. } => I::AtomicRmw,
            Op::Fence(_) => I::Fence,
            Op::Trap { .. } => I::Trap,
            Op::Watchpoint { .. } => I::Watchpoint,
            Op::CCall { .. } => I::CCall,
            Op::NewStack { .. } => I::NewStack,
            Op::ICall { dests: None, .. } => I::ICall,
            Op::ICall { .. } => I::IInvoke,
        }
    }

    /// The instruction's keyword, for messages.
    pub fn keyword(&self) -> &'static str {
        self.instruction().keyword()
    }

    /// Whether the instruction ends a basic block (the document's list of terminators).
    pub fn is_terminator(&self) -> bool {
        self.instruction().is_terminator()
    }

    /// The type parameter, field index and operands of an instruction of a
    /// [`Shape::Typed`](crate::instructions::Shape::Typed) shape, in the order its form
    /// lists them (the checker checks them by the form; the index is 0 without one).
    pub fn typed_parts(&self) -> Option<(&Type, u64, Vec<&Value>)> {
        Some(match self {
            Op::Select { ty, cond, t, f } => (ty, 0, vec![cond, t, f]),
            Op::Ret { ty, v } => (ty, 0, vec![v]),
            Op::ExtractValue { ty, index, v } => (ty, *index, vec![v]),
            Op::InsertValue { ty, index, v, new } => (ty, *index, vec![v, new]),
            Op::New(ty) | Op::Alloca(ty) => (ty, 0, vec![]),
            Op::NewHybrid { ty, len } | Op::AllocaHybrid { ty, len } => (ty, 0, vec![len]),
            Op::GetIRef { ty, v }
            | Op::GetFixedPartIRef { ty, v }
            | Op::GetVarPartIRef { ty, v } => (ty, 0, vec![v]),
            Op::GetFieldIRef { ty, index, v } => (ty, *index, vec![v]),
            Op::GetElemIRef { ty, v, index } => (ty, 0, vec![v, index]),
            Op::ShiftIRef { ty, v, offset } => (ty, 0, vec![v, offset]),
            _ => return None,
        })
    }

    /// The instruction of a typed shape from its parts, the inverse of
    /// [`Op::typed_parts`]; `None` when `instruction` is of another shape or the operands
    /// are too few.
    pub fn from_typed_parts(
        instruction: Instruction,
        ty: Type,
        index: u64,
        operands: Vec<Value>,
    ) -> Option<Op> {
        use Instruction as I;
        let mut operands = operands.into_iter();
        let mut next = || operands.next();
        Some(match instruction {
            I::Select => Op::Select {
                ty,
                cond: next()?,
                t: next()?,
                f: next()?,
            },
            I::Ret => Op::Ret { ty, v: next()? },
            I::ExtractValue => Op::ExtractValue {
                ty,
                index,
                v: next()?,
            },
            I::InsertValue => Op::InsertValue {
                ty,
                index,
                v: next()?,
                new: next()?,
            },
            I::New => Op::New(ty),
            I::Alloca => Op::Alloca(ty),
            I::NewHybrid => Op::NewHybrid { ty, len: next()? },
            I::AllocaHybrid => Op::AllocaHybrid { ty, len: next()? },
            I::GetIRef => Op::GetIRef { ty, v: next()? },
            I::GetFixedPartIRef => Op::GetFixedPartIRef { ty, v: next()? },
            I::GetVarPartIRef => Op::GetVarPartIRef { ty, v: next()? },
            I::GetFieldIRef => Op::GetFieldIRef {
                ty,
                index,
                v: next()?,
            },
            I::GetElemIRef => Op::GetElemIRef {
                ty,
                v: next()?,
                index: next()?,
            },
            I::ShiftIRef => Op::ShiftIRef {
                ty,
                v: next()?,
                offset: next()?,
            },
            _ => return None,
        })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::instructions::Shape;

    /// The AST carries what each typed form lists, both ways: the parser builds an
    /// instruction from its form's operands, the checker reads them back in that order.
    #[test]
    fn typed_forms_match_the_ast() {
        use maple_asm::source::Span;
        let span = Span::default();
        let ty = Type {
            kind: TypeKind::Int(32),
            span,
        };
        for &i in Instruction::ALL {
            let Shape::Typed(form) = i.shape() else {
                assert!(Op::from_typed_parts(i, ty.clone(), 0, vec![]).is_none());
                continue;
            };
            let operands: Vec<Value> = (0..form.operands.len())
                .map(|k| Value {
                    kind: ValueKind::Int(k as i128),
                    span,
                })
                .collect();
            let op = Op::from_typed_parts(i, ty.clone(), 7, operands.clone())
                .unwrap_or_else(|| panic!("{} from {} operands", i.keyword(), operands.len()));
            assert_eq!(op.instruction(), i);
            let (_, index, back) = op.typed_parts().expect("typed parts");
            assert_eq!(back, operands.iter().collect::<Vec<_>>(), "{}", i.keyword());
            assert_eq!(index, if form.index { 7 } else { 0 }, "{}", i.keyword());
        }
    }
}

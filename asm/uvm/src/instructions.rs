//! The µVM instruction table: one row per instruction keyword of the instruction-set
//! document, with its operand shape. The parser reads an instruction by its row's shape, the
//! checker checks it by shape (for the typed shapes: what the type parameter must be and the
//! operand and result types that follow from it), and every message names an instruction by
//! its row's keyword: no other file spells an instruction keyword. (The coreVM front end's
//! `ops.rs` is the same pattern.)

/// Which of the three call instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallKind {
    Call,
    Invoke,
    TailCall,
}

/// An operator enum: the variants and [`ALL`](BinOp::ALL); the keyword of each is its
/// instruction's.
macro_rules! operator_enum {
    ($(#[$m:meta])* $name:ident { $($var:ident),* $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($var),* }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$var),*];
        }
    };
}

operator_enum!(
    /// The binary operations (`binOp < T > op1 op2`).
    BinOp {
        Add, Sub, Mul, SDiv, SRem, UDiv,
        URem, Shl, LShr, AShr, And, Or,
        Xor, FAdd, FSub, FMul, FDiv, FRem,
    }
);

impl BinOp {
    /// The `F...` operations take `float`/`double`; the rest `int<n>`.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
}

operator_enum!(
    /// The comparisons (`cmpOp < T > op1 op2`, result `int<1>`).
    CmpOp {
        Eq, Ne, Sge, Sgt, Sle, Slt, Uge,
        Ugt, Ule, Ult, FFalse, FTrue, FUno,
        FUeq, FUne, FUgt, FUge, FUlt, FUle,
        FOrd, FOeq, FOne, FOgt, FOge, FOlt,
        FOle,
    }
);

impl CmpOp {
    /// The `F...` comparisons take `float`/`double`.
    pub fn is_float(self) -> bool {
        self.instruction().keyword().starts_with('F')
    }

    /// `EQ` and `NE` also compare references, functions, stacks, threads and tagref64s.
    pub fn is_equality(self) -> bool {
        matches!(self, CmpOp::Eq | CmpOp::Ne)
    }
}

operator_enum!(
    /// The conversions (`convOp < T1 T2 > opnd`).
    ConvOp {
        Trunc, ZExt, SExt, FpTrunc, FpExt,
        FpToUi, FpToSi, UiToFp, SiToFp,
        Bitcast, RefCast, IRefCast, FuncCast,
        PtrCast,
    }
);

/// What the text after an instruction's keyword is, and so how it is parsed and checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `OP <T> a b`: T an `int<n>` (`float`/`double` for the `F...` operators).
    Binary(BinOp),
    /// `OP <T> a b`, an `int<1>`.
    Compare(CmpOp),
    /// `OP <T1 T2> v`.
    Convert(ConvOp),
    /// `OP <T> v...`, or with a field index `OP <T i> v...`: the form says what T must be
    /// and the types of the operands and of the result.
    Typed(TypedForm),
    /// `BRANCH %dest`.
    Branch,
    /// `BRANCH2 cond %ifTrue %ifFalse`.
    Branch2,
    /// `SWITCH <T> v %default { case: %dest ... }`.
    Switch,
    /// `PHI <T> { %pred: v ... }`.
    Phi,
    /// `OP <sig> callee (args)`, then the kind's destinations and KEEPALIVE.
    Call(CallKind),
    /// The keyword alone.
    RetVoid,
    /// `THROW v`.
    Throw,
    /// The keyword alone.
    LandingPad,
    /// `LOAD [ord] <T> loc`.
    Load,
    /// `STORE [ord] <T> loc v`.
    Store,
    /// `CMPXCHG [WEAK] succ fail <T> loc expected desired`.
    CmpXchg,
    /// `ATOMICRMW ord op <T> loc v`.
    AtomicRmw,
    /// `FENCE ord`.
    Fence,
    /// `TRAP <T> %nor %exc KEEPALIVE`.
    Trap,
    /// `WATCHPOINT id <T> %dis %nor %exc KEEPALIVE`.
    Watchpoint,
    /// `CCALL DEFAULT <sig> callee (args)`.
    CCall,
    /// `NEWSTACK <sig> callee (args)`.
    NewStack,
    /// `ICALL @uvm.f (args) KEEPALIVE`; with destinations before KEEPALIVE when `invoke`.
    ICall { invoke: bool },
}

/// The rule of a [`Shape::Typed`] instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypedForm {
    /// A field index follows the type inside the angle brackets (`<T i>`).
    pub index: bool,
    /// What T must be.
    pub param: Param,
    /// Each operand's type, in terms of T.
    pub operands: &'static [Operand],
    /// The result's type, in terms of T.
    pub result: Derived,
}

/// What the type parameter T of a typed instruction must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    Any,
    /// Anything but a `hybrid` (NEW and ALLOCA: a hybrid has its own instructions).
    NotHybrid,
    Hybrid,
    Struct,
    /// An `array` or a `vector`.
    Array,
}

/// A type in terms of the type parameter T (and the field index i).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Derived {
    /// T itself.
    Param,
    /// `int<1>`, a truth value.
    Int1,
    /// `int<64>`: lengths, indices, offsets.
    Word,
    /// `ref<T>`.
    Ref,
    /// `iref<T>`.
    IRef,
    /// Field i of the struct T.
    Field,
    /// `iref` of field i of the struct T.
    IRefField,
    /// `iref` of the element type of the array or vector T.
    IRefElement,
    /// `iref` of the fixed part of the hybrid T.
    IRefFixedPart,
    /// `iref` of the variable part of the hybrid T.
    IRefVarPart,
    /// No value.
    Void,
}

/// An operand's type, in terms of T.
pub type Operand = Derived;

const fn typed(param: Param, operands: &'static [Operand], result: Derived) -> Shape {
    Shape::Typed(TypedForm {
        index: false,
        param,
        operands,
        result,
    })
}

const fn field(operands: &'static [Operand], result: Derived) -> Shape {
    Shape::Typed(TypedForm {
        index: true,
        param: Param::Struct,
        operands,
        result,
    })
}

macro_rules! uvm_instructions {
    ($($variant:ident $keyword:literal $terminator:literal $shape:expr;)*) => {
        /// An instruction of the µVM instruction set.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Instruction {
            $($variant,)*
        }

        impl Instruction {
            /// Every instruction, in the table's order.
            pub const ALL: &'static [Instruction] = &[$(Instruction::$variant,)*];

            /// The keyword of the text form.
            pub fn keyword(self) -> &'static str {
                match self {
                    $(Instruction::$variant => $keyword,)*
                }
            }

            /// Whether the instruction always ends a basic block (the document's list of
            /// terminators).
            pub fn is_terminator(self) -> bool {
                match self {
                    $(Instruction::$variant => $terminator,)*
                }
            }

            /// What follows the keyword.
            pub fn shape(self) -> Shape {
                match self {
                    $(Instruction::$variant => $shape,)*
                }
            }
        }
    };
}

use Derived as D;
use Param as P;

uvm_instructions! {
    // variant        keyword             ends a block  shape
    Add               "ADD"               false  Shape::Binary(BinOp::Add);
    Sub               "SUB"               false  Shape::Binary(BinOp::Sub);
    Mul               "MUL"               false  Shape::Binary(BinOp::Mul);
    SDiv              "SDIV"              false  Shape::Binary(BinOp::SDiv);
    SRem              "SREM"              false  Shape::Binary(BinOp::SRem);
    UDiv              "UDIV"              false  Shape::Binary(BinOp::UDiv);
    URem              "UREM"              false  Shape::Binary(BinOp::URem);
    Shl               "SHL"               false  Shape::Binary(BinOp::Shl);
    LShr              "LSHR"              false  Shape::Binary(BinOp::LShr);
    AShr              "ASHR"              false  Shape::Binary(BinOp::AShr);
    And               "AND"               false  Shape::Binary(BinOp::And);
    Or                "OR"                false  Shape::Binary(BinOp::Or);
    Xor               "XOR"               false  Shape::Binary(BinOp::Xor);
    FAdd              "FADD"              false  Shape::Binary(BinOp::FAdd);
    FSub              "FSUB"              false  Shape::Binary(BinOp::FSub);
    FMul              "FMUL"              false  Shape::Binary(BinOp::FMul);
    FDiv              "FDIV"              false  Shape::Binary(BinOp::FDiv);
    FRem              "FREM"              false  Shape::Binary(BinOp::FRem);
    Eq                "EQ"                false  Shape::Compare(CmpOp::Eq);
    Ne                "NE"                false  Shape::Compare(CmpOp::Ne);
    Sge               "SGE"               false  Shape::Compare(CmpOp::Sge);
    Sgt               "SGT"               false  Shape::Compare(CmpOp::Sgt);
    Sle               "SLE"               false  Shape::Compare(CmpOp::Sle);
    Slt               "SLT"               false  Shape::Compare(CmpOp::Slt);
    Uge               "UGE"               false  Shape::Compare(CmpOp::Uge);
    Ugt               "UGT"               false  Shape::Compare(CmpOp::Ugt);
    Ule               "ULE"               false  Shape::Compare(CmpOp::Ule);
    Ult               "ULT"               false  Shape::Compare(CmpOp::Ult);
    FFalse            "FFALSE"            false  Shape::Compare(CmpOp::FFalse);
    FTrue             "FTRUE"             false  Shape::Compare(CmpOp::FTrue);
    FUno              "FUNO"              false  Shape::Compare(CmpOp::FUno);
    FUeq              "FUEQ"              false  Shape::Compare(CmpOp::FUeq);
    FUne              "FUNE"              false  Shape::Compare(CmpOp::FUne);
    FUgt              "FUGT"              false  Shape::Compare(CmpOp::FUgt);
    FUge              "FUGE"              false  Shape::Compare(CmpOp::FUge);
    FUlt              "FULT"              false  Shape::Compare(CmpOp::FUlt);
    FUle              "FULE"              false  Shape::Compare(CmpOp::FUle);
    FOrd              "FORD"              false  Shape::Compare(CmpOp::FOrd);
    FOeq              "FOEQ"              false  Shape::Compare(CmpOp::FOeq);
    FOne              "FONE"              false  Shape::Compare(CmpOp::FOne);
    FOgt              "FOGT"              false  Shape::Compare(CmpOp::FOgt);
    FOge              "FOGE"              false  Shape::Compare(CmpOp::FOge);
    FOlt              "FOLT"              false  Shape::Compare(CmpOp::FOlt);
    FOle              "FOLE"              false  Shape::Compare(CmpOp::FOle);
    Trunc             "TRUNC"             false  Shape::Convert(ConvOp::Trunc);
    ZExt              "ZEXT"              false  Shape::Convert(ConvOp::ZExt);
    SExt              "SEXT"              false  Shape::Convert(ConvOp::SExt);
    FpTrunc           "FPTRUNC"           false  Shape::Convert(ConvOp::FpTrunc);
    FpExt             "FPEXT"             false  Shape::Convert(ConvOp::FpExt);
    FpToUi            "FPTOUI"            false  Shape::Convert(ConvOp::FpToUi);
    FpToSi            "FPTOSI"            false  Shape::Convert(ConvOp::FpToSi);
    UiToFp            "UITOFP"            false  Shape::Convert(ConvOp::UiToFp);
    SiToFp            "SITOFP"            false  Shape::Convert(ConvOp::SiToFp);
    Bitcast           "BITCAST"           false  Shape::Convert(ConvOp::Bitcast);
    RefCast           "REFCAST"           false  Shape::Convert(ConvOp::RefCast);
    IRefCast          "IREFCAST"          false  Shape::Convert(ConvOp::IRefCast);
    FuncCast          "FUNCCAST"          false  Shape::Convert(ConvOp::FuncCast);
    PtrCast           "PTRCAST"           false  Shape::Convert(ConvOp::PtrCast);
    Select            "SELECT"            false  typed(P::Any, &[D::Int1, D::Param, D::Param], D::Param);
    Branch            "BRANCH"            true   Shape::Branch;
    Branch2           "BRANCH2"           true   Shape::Branch2;
    Switch            "SWITCH"            true   Shape::Switch;
    Phi               "PHI"               false  Shape::Phi;
    Call              "CALL"              false  Shape::Call(CallKind::Call);
    Invoke            "INVOKE"            true   Shape::Call(CallKind::Invoke);
    TailCall          "TAILCALL"          true   Shape::Call(CallKind::TailCall);
    Ret               "RET"               true   typed(P::Any, &[D::Param], D::Void);
    RetVoid           "RETVOID"           true   Shape::RetVoid;
    Throw             "THROW"             true   Shape::Throw;
    LandingPad        "LANDINGPAD"        false  Shape::LandingPad;
    ExtractValue      "EXTRACTVALUE"      false  field(&[D::Param], D::Field);
    InsertValue       "INSERTVALUE"       false  field(&[D::Param, D::Field], D::Param);
    New               "NEW"               false  typed(P::NotHybrid, &[], D::Ref);
    NewHybrid         "NEWHYBRID"         false  typed(P::Hybrid, &[D::Word], D::Ref);
    Alloca            "ALLOCA"            false  typed(P::NotHybrid, &[], D::IRef);
    AllocaHybrid      "ALLOCAHYBRID"      false  typed(P::Hybrid, &[D::Word], D::IRef);
    GetIRef           "GETIREF"           false  typed(P::Any, &[D::Ref], D::IRef);
    GetFieldIRef      "GETFIELDIREF"      false  field(&[D::IRef], D::IRefField);
    GetElemIRef       "GETELEMIREF"       false  typed(P::Array, &[D::IRef, D::Word], D::IRefElement);
    ShiftIRef         "SHIFTIREF"         false  typed(P::Any, &[D::IRef, D::Word], D::IRef);
    GetFixedPartIRef  "GETFIXEDPARTIREF"  false  typed(P::Hybrid, &[D::IRef], D::IRefFixedPart);
    GetVarPartIRef    "GETVARPARTIREF"    false  typed(P::Hybrid, &[D::IRef], D::IRefVarPart);
    Load              "LOAD"              false  Shape::Load;
    Store             "STORE"             false  Shape::Store;
    CmpXchg           "CMPXCHG"           false  Shape::CmpXchg;
    AtomicRmw         "ATOMICRMW"         false  Shape::AtomicRmw;
    Fence             "FENCE"             false  Shape::Fence;
    Trap              "TRAP"              true   Shape::Trap;
    Watchpoint        "WATCHPOINT"        true   Shape::Watchpoint;
    CCall             "CCALL"             false  Shape::CCall;
    NewStack          "NEWSTACK"          false  Shape::NewStack;
    ICall             "ICALL"             false  Shape::ICall { invoke: false };
    IInvoke           "IINVOKE"           true   Shape::ICall { invoke: true };
}

impl Instruction {
    /// The instruction a keyword names.
    pub fn from_keyword(word: &str) -> Option<Instruction> {
        Instruction::ALL
            .iter()
            .copied()
            .find(|i| i.keyword() == word)
    }

    /// Every instruction keyword, for did-you-mean hints.
    pub fn keywords() -> impl Iterator<Item = &'static str> {
        Instruction::ALL.iter().map(|i| i.keyword())
    }

    /// The row whose shape is `shape`: each operator has exactly one (tested).
    fn of_shape(shape: Shape) -> Instruction {
        Instruction::ALL
            .iter()
            .copied()
            .find(|i| i.shape() == shape)
            .expect("every operator has its row in the table")
    }
}

impl BinOp {
    /// The operator's instruction.
    pub fn instruction(self) -> Instruction {
        Instruction::of_shape(Shape::Binary(self))
    }
}

impl CmpOp {
    /// The operator's instruction.
    pub fn instruction(self) -> Instruction {
        Instruction::of_shape(Shape::Compare(self))
    }
}

impl ConvOp {
    /// The operator's instruction.
    pub fn instruction(self) -> Instruction {
        Instruction::of_shape(Shape::Convert(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_keyword_names_one_instruction() {
        let mut seen = std::collections::HashSet::new();
        for &i in Instruction::ALL {
            assert!(seen.insert(i.keyword()), "{} twice", i.keyword());
            assert_eq!(Instruction::from_keyword(i.keyword()), Some(i));
        }
        assert_eq!(
            Instruction::from_keyword("add"),
            None,
            "keywords are upper case"
        );
    }

    #[test]
    fn every_operator_has_one_instruction() {
        let rows = |shape: &dyn Fn(Shape) -> bool| {
            Instruction::ALL.iter().filter(|i| shape(i.shape())).count()
        };
        for &op in BinOp::ALL {
            assert_eq!(rows(&|s| s == Shape::Binary(op)), 1, "{op:?}");
        }
        for &op in CmpOp::ALL {
            assert_eq!(rows(&|s| s == Shape::Compare(op)), 1, "{op:?}");
        }
        for &op in ConvOp::ALL {
            assert_eq!(rows(&|s| s == Shape::Convert(op)), 1, "{op:?}");
        }
        assert_eq!(ConvOp::PtrCast.instruction().keyword(), "PTRCAST");
    }

    #[test]
    fn a_field_form_has_a_struct_parameter() {
        for &i in Instruction::ALL {
            if let Shape::Typed(form) = i.shape() {
                let uses_field = form
                    .operands
                    .iter()
                    .chain([&form.result])
                    .any(|d| matches!(d, D::Field | D::IRefField));
                assert_eq!(form.index, uses_field, "{}", i.keyword());
                assert_eq!(form.index, form.param == P::Struct, "{}", i.keyword());
            }
        }
    }
}

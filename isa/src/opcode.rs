//! The opcode table: every MAPLE IR opcode once, with everything the rest of maple needs to know
//! about it. The enum, mnemonic lookup, the reference card, encoding, decoding and printing all
//! derive from the rows of `opcodes!` below, in the manner of OpenArkCompiler's `opcodes.def`.
//!
//! An opcode's number is its row's position plus one; byte 0 is never an opcode, so a zeroed
//! word is caught as an unknown opcode rather than executed.

use crate::behaviour::{profile, Behaviour, Flow};
use crate::format::{Format, Pops, SpecialReg};
use crate::syntax::{Callee, Syntax};
use crate::TypeSet;
use serde::Serialize;
use std::fmt;

/// Where an opcode sits in the spec's instruction sections, plus `Flat` for the executable
/// forms the assembler emits that the text language does not define.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpClass {
    Storage,
    Leaf,
    Unary,
    Conversion,
    Binary,
    Ternary,
    Nary,
    HierarchicalControl,
    FlatControl,
    Call,
    JavaCall,
    CallAssigned,
    Exception,
    Allocation,
    Other,
    Membar,
    Sync,
    Flat,
}

/// The family a row belongs to, for the questions passes ask of several opcodes at once
/// ("is this a comparison?", "is this frame-relative?"), as Cranelift's instruction
/// definitions carry `is_branch`: a pass asks [`Opcode::is_compare`] and the like instead of
/// keeping a list of names. Rows outside every family say nothing (`None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Family {
    None,
    /// `add sub mul div rem`: the operators of integer and floating-point arithmetic.
    Arithmetic,
    /// `band bior bxor`: bit by bit, on integers and addresses.
    Bitwise,
    /// `shl lshr ashr`: the first operand shifted by the second.
    Shift,
    /// `eq ne lt le gt ge`: operands of the from-type, a 0 or 1 of the result type (not the
    /// three-way `cmp`, `cmpl`, `cmpg`).
    Compare,
    /// Storage at an offset from `%%FP`: `ireadfpoff`, `iassignfpoff`, `addroffpoff`.
    FrameRelative,
    /// Storage at an offset from `%%GP`: `ireadgpoff`, `iassigngpoff`, `addrofgpoff`.
    GlobalRelative,
    /// Storage at an offset from the instruction's own address: `ireadpcoff`,
    /// `iassignpcoff`, `addroffpc`.
    PcRelative,
    /// Storage at an offset from `%%SP`: `iassignspoff`.
    StackRelative,
}

impl Family {
    /// A row's family: the one it names, else `None` (rows name at most one).
    const fn of_row(named: &[Family]) -> Family {
        match named {
            [family] => *family,
            _ => Family::None,
        }
    }
}

/// Everything the table says about one opcode.
#[derive(Clone, Copy, Debug)]
pub struct OpInfo {
    pub opcode: Opcode,
    pub mnemonic: &'static str,
    pub class: OpClass,
    /// The text form after the mnemonic.
    pub syntax: Syntax,
    /// The binary form.
    pub format: Format,
    /// Primitive types admitted in the instruction word's type field.
    pub types: TypeSet,
    /// For [`Format::FromType`]: the types admitted as the second (operand/source) type.
    pub from_types: TypeSet,
    /// Operand-stack values consumed when executed.
    pub pops: Pops,
    /// Operand-stack values produced when executed (0 or 1).
    pub pushes: u8,
    /// Control flow, fence, functional unit and memory access: what the core, the debugger
    /// and the fuzzers need to know besides the semantics.
    pub behaviour: Behaviour,
    /// The family passes ask about ([`Opcode::is_compare`], ...).
    pub family: Family,
}

impl OpInfo {
    /// True when the core executes this opcode (it has a binary form).
    pub const fn is_executable(&self) -> bool {
        !matches!(self.format, Format::Lowered)
    }

    /// How control leaves an instruction of this opcode with raw param field `param`: the
    /// row's [`Flow`], except that `regassign` to `%%PC` is a computed jump.
    pub fn flow(&self, param: u16) -> Flow {
        if self.opcode == Opcode::Regassign && SpecialReg::from_param(param) == Some(SpecialReg::Pc)
        {
            Flow::IndirectJump
        } else {
            self.behaviour.flow
        }
    }
}

macro_rules! opcodes {
    (($d:tt) $( $variant:ident $mn:literal $class:ident $syntax:expr, $format:ident $types:ident $from:ident $pops:expr, $push:literal, $beh:ident $($family:ident)?; )*) => {
        /// Invokes `$callback! { Variant ... }` with every opcode's variant name in number
        /// order: for an enum parallel to [`Opcode`] with the same discriminants (the
        /// simulator's pre-decoded entries add a trap kind to it), so that it follows the
        /// table without a list of its own.
        #[macro_export]
        macro_rules! for_each_opcode {
            ($d callback:ident) => {
                $d callback! { $( $variant )* }
            };
        }

        /// A MAPLE opcode. The discriminant is the value of bits 0–7 of an instruction word.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Opcode { $( $variant, )* }

        /// The table, indexed by `opcode as usize`.
        pub static OPCODES: &[OpInfo] = &[ $( OpInfo {
            opcode: Opcode::$variant,
            mnemonic: $mn,
            class: OpClass::$class,
            syntax: $syntax,
            format: Format::$format,
            types: TypeSet::$types,
            from_types: TypeSet::$from,
            pops: $pops,
            pushes: $push,
            behaviour: profile::$beh,
            family: Family::of_row(&[$(Family::$family)?]),
        }, )* ];

        impl Opcode {
            /// Look an opcode up by its canonical mnemonic.
            fn from_canonical(mnemonic: &str) -> Option<Opcode> {
                match mnemonic { $( $mn => Some(Opcode::$variant), )* _ => None }
            }
        }
    };
}

use Callee as C;
use Pops::{Fixed as F, Param as P, ParamLow as PL};
use Syntax as S;

const fn call(callee: Callee) -> Syntax {
    Syntax::Call {
        callee,
        assigned: false,
    }
}
/// The assert family: `[<&func>] (...)`, and the call checks' `<&callee, index, &caller> (...)`.
const ASSERT: Syntax = Syntax::Assert { call: false };
const CALL_ASSERT: Syntax = Syntax::Assert { call: true };

const fn assigned(callee: Callee) -> Syntax {
    Syntax::Call {
        callee,
        assigned: true,
    }
}

opcodes! {
    ($)
    // variant            mnemonic            class             syntax,                 format       types    from     pops,  pushes, behaviour [family]
    // -- storage access
    Dassign               "dassign"           Storage           S::DAssign,             Lowered      VOID     NONE     F(1), 0, LOWERED;
    Dread                 "dread"             Storage           S::VarRef,              Lowered      ANY      NONE     F(0), 1, LOWERED;
    Iassign               "iassign"           Storage           S::IAssign,             Lowered      VOID     NONE     F(2), 0, LOWERED;
    Iread                 "iread"             Storage           S::IndirectRef,         Lowered      ANY      NONE     F(1), 1, LOWERED;
    Iassignoff            "iassignoff"        Storage           S::IAssignOff,          Offset       VALUE    NONE     F(2), 0, STORE;
    Iassignfpoff          "iassignfpoff"      Storage           S::BaseOffsetAssign,    Offset       VALUE    NONE     F(1), 0, STORE FrameRelative;
    Iassignpcoff          "iassignpcoff"      Storage           S::BaseOffsetAssign,    Offset       VALUE    NONE     F(1), 0, STORE PcRelative;
    Ireadoff              "ireadoff"          Storage           S::OffsetRead,          Offset       VALUE    NONE     F(1), 1, LOAD;
    Ireadfpoff            "ireadfpoff"        Storage           S::BaseOffset,          Offset       VALUE    NONE     F(0), 1, LOAD FrameRelative;
    Ireadpcoff            "ireadpcoff"        Storage           S::BaseOffset,          Offset       VALUE    NONE     F(0), 1, LOAD PcRelative;
    Regassign             "regassign"         Storage           S::RegAssign,           Reg          VALUE    NONE     F(1), 0, ALU;
    Regread               "regread"           Storage           S::RegRead,             Reg          VALUE    NONE     F(0), 1, ALU;
    // -- leaf
    Addrof                "addrof"            Leaf              S::VarRef,              Lowered      ADDR     NONE     F(0), 1, LOWERED;
    Addroflabel           "addroflabel"       Leaf              S::LabelRef,            Address      ADDR     NONE     F(0), 1, ALU;
    Addroffunc            "addroffunc"        Leaf              S::FuncRef,             Address      ADDR     NONE     F(0), 1, ALU;
    Addroffpc             "addroffpc"         Leaf              S::BaseOffset,          Offset       ADDR     NONE     F(0), 1, ALU PcRelative;
    Conststr              "conststr"          Leaf              S::StringConst,         Address      ADDR     NONE     F(0), 1, ALU;
    Conststr16            "conststr16"        Leaf              S::StringConst,         Address      ADDR     NONE     F(0), 1, ALU;
    Constval              "constval"          Leaf              S::Constant,            Const        VALUE    NONE     F(0), 1, ALU;
    Sizeoftype            "sizeoftype"        Leaf              S::TypeOperand,         Lowered      INT      NONE     F(0), 1, LOWERED;
    Fieldsdist            "fieldsdist"        Leaf              S::FieldsDist,          Lowered      INT      NONE     F(0), 1, LOWERED;
    // -- unary
    Abs                   "abs"               Unary             S::Unary,               Plain        ARITH    NONE     F(1), 1, ARITH;
    Bnot                  "bnot"              Unary             S::Unary,               Plain        INT_ADDR NONE     F(1), 1, ALU;
    Extractbits           "extractbits"       Unary             S::ExtractBits,         Bits         INT      NONE     F(1), 1, ALU;
    Iaddrof               "iaddrof"           Unary             S::IndirectRef,         Lowered      ADDR     NONE     F(1), 1, LOWERED;
    Lnot                  "lnot"              Unary             S::Unary,               Plain        INT      NONE     F(1), 1, ALU;
    Neg                   "neg"               Unary             S::Unary,               Plain        ARITH    NONE     F(1), 1, ARITH;
    Recip                 "recip"             Unary             S::Unary,               Plain        FLOAT    NONE     F(1), 1, DIV;
    Sext                  "sext"              Unary             S::ExtendBits,          BitSize      INT      NONE     F(1), 1, ALU;
    Sqrt                  "sqrt"              Unary             S::Unary,               Plain        FLOAT    NONE     F(1), 1, DIV;
    Zext                  "zext"              Unary             S::ExtendBits,          BitSize      INT      NONE     F(1), 1, ALU;
    // -- conversion
    Ceil                  "ceil"              Conversion        S::Convert,             FromType     INT_FLOAT FLOAT    F(1), 1, ARITH;
    Cvt                   "cvt"               Conversion        S::Convert,             FromType     SCALAR   SCALAR   F(1), 1, ARITH;
    Floor                 "floor"             Conversion        S::Convert,             FromType     INT_FLOAT FLOAT    F(1), 1, ARITH;
    Retype                "retype"            Conversion        S::TypedUnary,          FromType     VALUE    VALUE    F(1), 1, ALU;
    Round                 "round"             Conversion        S::Convert,             FromType     INT_FLOAT FLOAT    F(1), 1, ARITH;
    Trunc                 "trunc"             Conversion        S::Convert,             FromType     INT_FLOAT FLOAT    F(1), 1, ARITH;
    // -- binary
    Add                   "add"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1, ARITH Arithmetic;
    Ashr                  "ashr"              Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1, ALU Shift;
    Band                  "band"              Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1, ALU Bitwise;
    Bior                  "bior"              Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1, ALU Bitwise;
    Bxor                  "bxor"              Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1, ALU Bitwise;
    Cand                  "cand"              Binary            S::Binary,              Lowered      INT      NONE     F(2), 1, LOWERED;
    Cior                  "cior"              Binary            S::Binary,              Lowered      INT      NONE     F(2), 1, LOWERED;
    Cmp                   "cmp"               Binary            S::Compare,             FromType     INT      SCALAR   F(2), 1, ARITH;
    Cmpg                  "cmpg"              Binary            S::Compare,             FromType     INT      SCALAR   F(2), 1, ARITH;
    Cmpl                  "cmpl"              Binary            S::Compare,             FromType     INT      SCALAR   F(2), 1, ARITH;
    Depositbits           "depositbits"       Binary            S::DepositBits,         Bits         INT      NONE     F(2), 1, ALU;
    Div                   "div"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1, DIV Arithmetic;
    Eq                    "eq"                Binary            S::Compare,             FromType     INT      VALUE    F(2), 1, ARITH Compare;
    Ge                    "ge"                Binary            S::Compare,             FromType     INT      VALUE    F(2), 1, ARITH Compare;
    Gt                    "gt"                Binary            S::Compare,             FromType     INT      VALUE    F(2), 1, ARITH Compare;
    Land                  "land"              Binary            S::Binary,              Plain        INT      NONE     F(2), 1, ALU;
    Lior                  "lior"              Binary            S::Binary,              Plain        INT      NONE     F(2), 1, ALU;
    Le                    "le"                Binary            S::Compare,             FromType     INT      VALUE    F(2), 1, ARITH Compare;
    Lshr                  "lshr"              Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1, ALU Shift;
    Lt                    "lt"                Binary            S::Compare,             FromType     INT      VALUE    F(2), 1, ARITH Compare;
    Max                   "max"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1, ARITH;
    Min                   "min"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1, ARITH;
    Mul                   "mul"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1, MUL Arithmetic;
    Ne                    "ne"                Binary            S::Compare,             FromType     INT      VALUE    F(2), 1, ARITH Compare;
    Rem                   "rem"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1, DIV Arithmetic;
    Ror                   "ror"               Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1, ALU;
    Shl                   "shl"               Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1, ALU Shift;
    Sub                   "sub"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1, ARITH Arithmetic;
    // -- ternary and n-ary
    Select                "select"            Ternary           S::Ternary,             Plain        VALUE    NONE     F(3), 1, ALU;
    Array                 "array"             Nary              S::Array,               Array        ADDR     NONE     PL(1), 1, ALU;
    Intrinsicop           "intrinsicop"       Nary              S::IntrinsicOp,         CallIndex    VALUE    NONE     P(0), 1, CALL_RUNTIME;
    Intrinsicopwithtype   "intrinsicopwithtype" Nary            S::IntrinsicOpWithType, CallIndexType VALUE   NONE     P(0), 1, CALL_RUNTIME;
    // -- hierarchical control flow (lowered by the assembler)
    Doloop                "doloop"            HierarchicalControl S::DoLoop,          Lowered      VOID     NONE     F(0), 0, LOWERED;
    Dowhile               "dowhile"           HierarchicalControl S::DoWhile,         Lowered      VOID     NONE     F(0), 0, LOWERED;
    Foreachelem           "foreachelem"       HierarchicalControl S::ForEachElem,     Lowered      VOID     NONE     F(0), 0, LOWERED;
    If                    "if"                HierarchicalControl S::If,              Lowered      VOID     NONE     F(0), 0, LOWERED;
    While                 "while"             HierarchicalControl S::While,           Lowered      VOID     NONE     F(0), 0, LOWERED;
    // -- flat control flow
    Brfalse               "brfalse"           FlatControl       S::CondBranch,          Target       VOID     NONE     F(1), 0, BRANCH;
    Brtrue                "brtrue"            FlatControl       S::CondBranch,          Target       VOID     NONE     F(1), 0, BRANCH;
    Goto                  "goto"              FlatControl       S::Jump,                Target       VOID     NONE     F(0), 0, JUMP;
    Igoto                 "igoto"             FlatControl       S::Operands,            Plain        VOID     NONE     F(1), 0, JUMP_COMPUTED;
    Multiway              "multiway"          FlatControl       S::MultiWay,            Lowered      VOID     NONE     F(1), 0, LOWERED;
    Return                "return"            FlatControl       S::Operands,            Count        VOID     NONE     P(0), 0, RETURN;
    Switch                "switch"            FlatControl       S::Switch,              Lowered      VOID     NONE     F(1), 0, LOWERED;
    Rangegoto             "rangegoto"         FlatControl       S::RangeGoto,           RangeTable   VOID     NONE     F(1), 0, JUMP_COMPUTED;
    Indexgoto             "indexgoto"         FlatControl       S::IndexGoto,           Address      VOID     NONE     F(1), 0, JUMP_TABLE;
    // -- calls
    Call                  "call"              Call              call(C::Func),          CallAddr     VOID     NONE     P(0), 0, CALL;
    Callinstant           "callinstant"       Call              call(C::FuncInstant),   Lowered      VOID     NONE     P(0), 0, LOWERED;
    Icall                 "icall"             Call              call(C::Indirect),      Count        VOID     NONE     P(0), 0, CALL_COMPUTED;
    Icallproto            "icallproto"        Call              call(C::IndirectProto), Count        VOID     NONE     P(0), 0, CALL_COMPUTED;
    Intrinsiccall         "intrinsiccall"     Call              call(C::Intrinsic),     CallIndex    VOID     NONE     P(0), 0, CALL_RUNTIME;
    Intrinsiccallwithtype "intrinsiccallwithtype" Call          call(C::IntrinsicWithType), CallIndexType VOID NONE    P(0), 0, CALL_RUNTIME;
    Xintrinsiccall        "xintrinsiccall"    Call              call(C::XIntrinsic),    CallIndex    VOID     NONE     P(0), 0, CALL_RUNTIME;
    // -- java calls
    Virtualcall           "virtualcall"       JavaCall          call(C::Func),          CallIndex    VOID     NONE     P(0), 0, CALL_COMPUTED;
    Superclasscall        "superclasscall"    JavaCall          call(C::Func),          CallIndex     VOID     NONE     P(0), 0, CALL_COMPUTED;
    Interfacecall         "interfacecall"     JavaCall          call(C::Func),          CallIndex    VOID     NONE     P(0), 0, CALL_COMPUTED;
    Virtualicall          "virtualicall"      JavaCall          call(C::Indirect),      Count        VOID     NONE     P(0), 0, CALL_COMPUTED;
    Interfaceicall        "interfaceicall"    JavaCall          call(C::Indirect),      Count        VOID     NONE     P(0), 0, CALL_COMPUTED;
    Polymorphiccall       "polymorphiccall"   JavaCall          call(C::Polymorphic),   CallIndex    VOID     NONE     P(0), 0, CALL_COMPUTED;
    Virtualcallinstant    "virtualcallinstant" JavaCall         call(C::FuncInstant),   Lowered      VOID     NONE     P(0), 0, LOWERED;
    Superclasscallinstant "superclasscallinstant" JavaCall      call(C::FuncInstant),   Lowered      VOID     NONE     P(0), 0, LOWERED;
    Interfacecallinstant  "interfacecallinstant" JavaCall       call(C::FuncInstant),   Lowered      VOID     NONE     P(0), 0, LOWERED;
    // -- calls with return values assigned (lowered to a call and %%retval reads)
    Callassigned          "callassigned"      CallAssigned      assigned(C::Func),      Lowered      VOID     NONE     P(0), 0, LOWERED;
    Callinstantassigned   "callinstantassigned" CallAssigned    assigned(C::FuncInstant), Lowered    VOID     NONE     P(0), 0, LOWERED;
    Icallassigned         "icallassigned"     CallAssigned      assigned(C::Indirect),  Lowered      VOID     NONE     P(0), 0, LOWERED;
    Icallprotoassigned    "icallprotoassigned" CallAssigned     assigned(C::IndirectProto), Lowered  VOID     NONE     P(0), 0, LOWERED;
    Intrinsiccallassigned "intrinsiccallassigned" CallAssigned  assigned(C::Intrinsic), Lowered      VOID     NONE     P(0), 0, LOWERED;
    Intrinsiccallwithtypeassigned "intrinsiccallwithtypeassigned" CallAssigned assigned(C::IntrinsicWithType), Lowered VOID NONE P(0), 0, LOWERED;
    Xintrinsiccallassigned "xintrinsiccallassigned" CallAssigned assigned(C::XIntrinsic), Lowered    VOID     NONE     P(0), 0, LOWERED;
    Virtualcallassigned   "virtualcallassigned" CallAssigned    assigned(C::Func),      Lowered      VOID     NONE     P(0), 0, LOWERED;
    Virtualcallinstantassigned "virtualcallinstantassigned" CallAssigned assigned(C::FuncInstant), Lowered VOID NONE P(0), 0, LOWERED;
    Superclasscallassigned "superclasscallassigned" CallAssigned assigned(C::Func),     Lowered      VOID     NONE     P(0), 0, LOWERED;
    Superclasscallinstantassigned "superclasscallinstantassigned" CallAssigned assigned(C::FuncInstant), Lowered VOID NONE P(0), 0, LOWERED;
    Interfacecallassigned "interfacecallassigned" CallAssigned  assigned(C::Func),      Lowered      VOID     NONE     P(0), 0, LOWERED;
    Interfacecallinstantassigned "interfacecallinstantassigned" CallAssigned assigned(C::FuncInstant), Lowered VOID NONE P(0), 0, LOWERED;
    Virtualicallassigned  "virtualicallassigned" CallAssigned   assigned(C::Indirect),  Lowered      VOID     NONE     P(0), 0, LOWERED;
    Interfaceicallassigned "interfaceicallassigned" CallAssigned assigned(C::Indirect), Lowered      VOID     NONE     P(0), 0, LOWERED;
    Polymorphiccallassigned "polymorphiccallassigned" CallAssigned assigned(C::Polymorphic), Lowered VOID     NONE     P(0), 0, LOWERED;
    // -- exception handling
    Jstry                 "jstry"             Exception         S::JsTry,               TwoTargets   VOID     NONE     F(0), 0, ALU;
    Javatry               "javatry"           Exception         S::Try,                 TargetList   VOID     NONE     F(0), 0, ALU;
    Cpptry                "cpptry"            Exception         S::Try,                 TargetList   VOID     NONE     F(0), 0, ALU;
    Throw                 "throw"             Exception         S::Operands,            Plain        VOID     NONE     F(1), 0, RAISE;
    Jscatch               "jscatch"           Exception         S::Bare,                Plain        VOID     NONE     F(0), 0, ALU;
    Javacatch             "javacatch"         Exception         S::JavaCatch,           IndexList    VOID     NONE     F(0), 0, ALU;
    Cppcatch              "cppcatch"          Exception         S::CppCatch,            Index        VOID     NONE     F(0), 0, ALU;
    Finally               "finally"           Exception         S::Bare,                Plain        VOID     NONE     F(0), 0, ALU;
    Cleanuptry            "cleanuptry"        Exception         S::Bare,                Plain        VOID     NONE     F(0), 0, ALU;
    Endtry                "endtry"            Exception         S::Bare,                Plain        VOID     NONE     F(0), 0, ALU;
    Gosub                 "gosub"             Exception         S::Jump,                Target       VOID     NONE     F(0), 0, SUBROUTINE;
    Retsub                "retsub"            Exception         S::Bare,                Plain        VOID     NONE     F(0), 0, SUBROUTINE_RETURN;
    // -- memory allocation and deallocation
    Alloca                "alloca"            Allocation        S::Unary,               Plain        ADDR     NONE     F(1), 1, RUNTIME;
    Decref                "decref"            Allocation        S::Operands,            Plain        VOID     NONE     F(1), 0, UPDATE;
    Decrefreset           "decrefreset"       Allocation        S::Operands,            Plain        VOID     NONE     F(1), 0, UPDATE;
    Free                  "free"              Allocation        S::Operands,            Plain        VOID     NONE     F(1), 0, RUNTIME;
    Gcmalloc              "gcmalloc"          Allocation        S::TypeOperand,         Index        ADDR     NONE     F(0), 1, RUNTIME;
    Gcmallocjarray        "gcmallocjarray"    Allocation        S::TypedUnary,          Index        ADDR     NONE     F(1), 1, RUNTIME;
    Gcpermalloc           "gcpermalloc"       Allocation        S::TypeOperand,         Index        ADDR     NONE     F(0), 1, RUNTIME;
    Gcpermallocjarray     "gcpermallocjarray" Allocation        S::TypedUnary,          Index        ADDR     NONE     F(1), 1, RUNTIME;
    Incref                "incref"            Allocation        S::Operands,            Plain        VOID     NONE     F(1), 0, UPDATE;
    Malloc                "malloc"            Allocation        S::Unary,               Plain        ADDR     NONE     F(1), 1, RUNTIME;
    Stackmalloc           "stackmalloc"       Allocation        S::TypeOperand,         Index        ADDR     NONE     F(0), 1, RUNTIME;
    Stackmallocjarray     "stackmallocjarray" Allocation        S::TypedUnary,          Index        ADDR     NONE     F(1), 1, RUNTIME;
    // -- other statements
    Assertge              "assertge"          Other             ASSERT,                 Plain        VOID     NONE     F(2), 0, CHECK;
    Assertlt              "assertlt"          Other             ASSERT,                 Plain        VOID     NONE     F(2), 0, CHECK;
    Assertnonnull         "assertnonnull"     Other             ASSERT,                 Plain        VOID     NONE     F(1), 0, CHECK;
    Eval                  "eval"              Other             S::Operands,            Plain        VOID     NONE     F(1), 0, ALU;
    Checkpoint            "checkpoint"        Other             S::Checkpoint,          Index        VOID     NONE     F(0), 0, ALU;
    // -- memory barriers
    Membaracquire         "membaracquire"     Membar            S::Bare,                Plain        VOID     NONE     F(0), 0, ACQUIRE;
    Membarrelease         "membarrelease"     Membar            S::Bare,                Plain        VOID     NONE     F(0), 0, RELEASE;
    Membarfull            "membarfull"        Membar            S::Bare,                Plain        VOID     NONE     F(0), 0, FULL;
    Membarstoreload       "membarstoreload"   Membar            S::Bare,                Plain        VOID     NONE     F(0), 0, STORE_LOAD;
    Membarstorestore      "membarstorestore"  Membar            S::Bare,                Plain        VOID     NONE     F(0), 0, STORE_STORE;
    // -- synchronization
    Syncenter             "syncenter"         Sync              S::Operands,            Plain        VOID     NONE     F(1), 0, MONITOR;
    Syncexit              "syncexit"          Sync              S::Operands,            Plain        VOID     NONE     F(1), 0, MONITOR;
    // -- flat forms the assembler emits: global- and frame-relative storage, padding
    Ireadgpoff            "ireadgpoff"        Flat              S::BaseOffset,          Offset       VALUE    NONE     F(0), 1, LOAD GlobalRelative;
    Iassigngpoff          "iassigngpoff"      Flat              S::BaseOffsetAssign,    Offset       VALUE    NONE     F(1), 0, STORE GlobalRelative;
    Addrofgpoff           "addrofgpoff"       Flat              S::BaseOffset,          Offset       ADDR     NONE     F(0), 1, ALU GlobalRelative;
    Addroffpoff           "addroffpoff"       Flat              S::BaseOffset,          Offset       ADDR     NONE     F(0), 1, ALU FrameRelative;
    Nop                   "nop"               Flat              S::Bare,                Plain        VOID     NONE     F(0), 0, ALU;
    // -- opcodes of later OpenArk releases, appended so that earlier numbers stay put
    Dreadoff              "dreadoff"          Storage           S::VarOffset,           Lowered      VALUE    NONE     F(0), 1, LOWERED;
    Addrofoff             "addrofoff"         Leaf              S::VarOffset,           Lowered      ADDR     NONE     F(0), 1, LOWERED;
    Dassignoff            "dassignoff"        Storage           S::DAssignOff,          Lowered      VALUE    NONE     F(1), 0, LOWERED;
    Iassignspoff          "iassignspoff"      Storage           S::BaseOffsetAssign,    Offset       VALUE    NONE     F(1), 0, STORE StackRelative;
    Blkassignoff          "blkassignoff"      Storage           S::BlockCopy,           Block        VOID     NONE     F(2), 0, COPY;
    Resolveinterfacefunc  "resolveinterfacefunc" Other          S::ResolveFunc,         Index        ADDR     NONE     F(2), 1, LOOKUP;
    Resolvevirtualfunc    "resolvevirtualfunc" Other            S::ResolveFunc,         Index        ADDR     NONE     F(2), 1, LOOKUP;
    Customcall            "customcall"        Call              call(C::Func),          Lowered      VOID     NONE     P(0), 0, LOWERED;
    Customcallassigned    "customcallassigned" CallAssigned     assigned(C::Func),      Lowered      VOID     NONE     P(0), 0, LOWERED;
    Asm                   "asm"               Other             S::Asm,                 Lowered      VOID     NONE     F(0), 0, LOWERED;
    Assignassertnonnull   "assignassertnonnull" Other           ASSERT,                 Plain        VOID     NONE     F(1), 0, CHECK;
    Returnassertnonnull   "returnassertnonnull" Other           ASSERT,                 Plain        VOID     NONE     F(1), 0, CHECK;
    Callassertnonnull     "callassertnonnull" Other             CALL_ASSERT,            Plain        VOID     NONE     F(1), 0, CHECK;
    Calcassertge          "calcassertge"      Other             ASSERT,                 Plain        VOID     NONE     F(2), 0, CHECK;
    Calcassertlt          "calcassertlt"      Other             ASSERT,                 Plain        VOID     NONE     F(2), 0, CHECK;
    Assignassertle        "assignassertle"    Other             ASSERT,                 Plain        VOID     NONE     F(2), 0, CHECK;
    Returnassertle        "returnassertle"    Other             ASSERT,                 Plain        VOID     NONE     F(2), 0, CHECK;
    Callassertle          "callassertle"      Other             CALL_ASSERT,            Plain        VOID     NONE     F(2), 0, CHECK;
}

/// Other spellings real MAPLE tools read and print for the same opcode.
const ALIASES: &[(&str, Opcode)] = &[
    ("try", Opcode::Javatry),
    ("catch", Opcode::Javacatch),
    ("foreach", Opcode::Foreachelem),
];

impl Opcode {
    /// Every opcode, in number order.
    pub fn all() -> impl Iterator<Item = Opcode> {
        OPCODES.iter().map(|info| info.opcode)
    }

    /// The table row for this opcode.
    pub fn info(self) -> &'static OpInfo {
        &OPCODES[self as usize]
    }

    /// The canonical mnemonic.
    pub fn mnemonic(self) -> &'static str {
        self.info().mnemonic
    }

    /// The byte in bits 0–7 of the instruction word.
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The opcode whose number is `byte`.
    pub fn from_number(byte: u8) -> Option<Opcode> {
        let index = (byte as usize).checked_sub(1)?;
        OPCODES.get(index).map(|info| info.opcode)
    }

    /// Look an opcode up by mnemonic, accepting the aliases real tools use (`try`, `catch`,
    /// `foreach`).
    pub fn from_mnemonic(mnemonic: &str) -> Option<Opcode> {
        Opcode::from_canonical(mnemonic).or_else(|| {
            ALIASES
                .iter()
                .find(|(alias, _)| *alias == mnemonic)
                .map(|(_, op)| *op)
        })
    }

    /// The executable call a call form runs as, by OpenArk's naming: a `*assigned` form is
    /// its plain call followed by `%%retval` reads, an `*instant` form its generic call
    /// instantiated, and `customcall` a `call` (maple has one calling convention). Any other
    /// opcode is itself.
    pub fn executable_call(self) -> Opcode {
        let info = self.info();
        if info.is_executable()
            || !matches!(
                info.class,
                OpClass::Call | OpClass::JavaCall | OpClass::CallAssigned
            )
        {
            return self;
        }
        let plain = info.mnemonic.trim_end_matches("assigned");
        let plain = plain.trim_end_matches("instant");
        let plain = plain.strip_prefix("custom").unwrap_or(plain);
        Opcode::from_canonical(plain).unwrap_or(self)
    }

    /// The row's family.
    pub fn family(self) -> Family {
        self.info().family
    }

    /// `add sub mul div rem` ([`Family::Arithmetic`]).
    pub fn is_arithmetic(self) -> bool {
        self.family() == Family::Arithmetic
    }

    /// `band bior bxor` ([`Family::Bitwise`]).
    pub fn is_bitwise(self) -> bool {
        self.family() == Family::Bitwise
    }

    /// `shl lshr ashr` ([`Family::Shift`]).
    pub fn is_shift(self) -> bool {
        self.family() == Family::Shift
    }

    /// The six relational comparisons `eq ne lt le gt ge` ([`Family::Compare`]).
    pub fn is_compare(self) -> bool {
        self.family() == Family::Compare
    }

    /// The aliases accepted for this opcode.
    pub fn aliases(self) -> impl Iterator<Item = &'static str> {
        ALIASES
            .iter()
            .filter(move |(_, op)| *op == self)
            .map(|(alias, _)| *alias)
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mnemonic())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_mnemonics_round_trip() {
        assert!(OPCODES.len() < 256, "the opcode is one byte");
        assert_eq!(Opcode::from_number(0), None, "byte 0 is never an opcode");
        for (i, info) in OPCODES.iter().enumerate() {
            assert_eq!(info.opcode as usize, i);
            assert_eq!(Opcode::from_number(info.opcode.number()), Some(info.opcode));
            assert_eq!(Opcode::from_mnemonic(info.mnemonic), Some(info.opcode));
        }
        assert_eq!(Opcode::from_mnemonic("try"), Some(Opcode::Javatry));
        assert_eq!(Opcode::from_mnemonic("bogus"), None);
    }

    #[test]
    fn every_call_form_runs_as_an_executable_call() {
        for info in OPCODES {
            if matches!(
                info.class,
                OpClass::Call | OpClass::JavaCall | OpClass::CallAssigned
            ) {
                let base = info.opcode.executable_call();
                assert!(
                    base.info().is_executable(),
                    "{} runs as {base}",
                    info.mnemonic
                );
                assert_eq!(base.info().syntax, {
                    let mut s = info.syntax;
                    if let Syntax::Call { assigned, callee } = &mut s {
                        *assigned = false;
                        if *callee == Callee::FuncInstant {
                            *callee = Callee::Func;
                        }
                    }
                    s
                });
            }
        }
        assert_eq!(Opcode::Customcallassigned.executable_call(), Opcode::Call);
        assert_eq!(
            Opcode::Interfacecallinstantassigned.executable_call(),
            Opcode::Interfacecall
        );
        assert_eq!(Opcode::Add.executable_call(), Opcode::Add);
    }

    #[test]
    fn behaviour_agrees_with_the_rest_of_the_row() {
        use crate::behaviour::{Fence, Mem};
        for info in OPCODES {
            let b = info.behaviour;
            let name = info.mnemonic;
            if !info.is_executable() {
                assert_eq!(b, profile::LOWERED, "{name} is lowered");
                continue;
            }
            assert_eq!(
                b.fence != Fence::None,
                matches!(info.class, OpClass::Membar | OpClass::Sync),
                "{name}: barriers and monitors, and only they, order memory"
            );
            if matches!(b.flow, Flow::Call | Flow::IndirectCall) {
                assert!(
                    matches!(info.class, OpClass::Call | OpClass::JavaCall),
                    "{name} enters a function"
                );
            }
            if matches!(b.flow, Flow::Branch | Flow::Jump | Flow::LocalCall) {
                assert!(
                    matches!(info.format, Format::Target),
                    "{name}: a static target is in the word"
                );
            }
            if b.mem == Mem::Load && b.flow == Flow::Next {
                assert_eq!(info.pushes, 1, "{name}: a load produces its value");
            }
            if b.mem == Mem::Store {
                assert_eq!(info.pushes, 0, "{name}: a store produces nothing");
            }
        }
        let regassign = Opcode::Regassign.info();
        assert_eq!(regassign.flow(1), Flow::Next);
        assert_eq!(
            regassign.flow(SpecialReg::Pc.param()),
            Flow::IndirectJump,
            "writing %%PC is a computed jump"
        );
    }

    #[test]
    fn families_agree_with_the_rest_of_the_row() {
        for info in OPCODES {
            let name = info.mnemonic;
            match info.family {
                Family::None => {}
                Family::Arithmetic | Family::Bitwise | Family::Shift => {
                    assert_eq!(info.syntax, Syntax::Binary, "{name} is a binary operator");
                    assert_eq!(info.format, Format::Plain, "{name}");
                }
                Family::Compare => {
                    assert_eq!(info.syntax, Syntax::Compare, "{name} compares");
                    assert_eq!(info.from_types, TypeSet::VALUE, "{name} compares any value");
                }
                Family::FrameRelative
                | Family::GlobalRelative
                | Family::PcRelative
                | Family::StackRelative => {
                    assert_eq!(
                        info.format,
                        Format::Offset,
                        "{name}: the offset is in the word"
                    );
                    assert_eq!(
                        info.pops,
                        Pops::Fixed(info.pushes ^ 1),
                        "{name} has no address operand"
                    );
                }
            }
        }
        assert!(Opcode::Ge.is_compare() && !Opcode::Cmp.is_compare());
        assert!(Opcode::Ashr.is_shift() && !Opcode::Ror.is_shift());
    }

    #[test]
    fn table_rows_are_consistent() {
        use std::collections::HashSet;
        let mut seen = HashSet::new();
        for info in OPCODES {
            assert!(seen.insert(info.mnemonic), "duplicate {}", info.mnemonic);
            if info.syntax.is_expr() {
                assert_eq!(info.pushes, 1, "{} is an expression", info.mnemonic);
            } else {
                assert_eq!(info.pushes, 0, "{} is a statement", info.mnemonic);
                let stores_a_value = matches!(
                    info.syntax,
                    Syntax::IAssignOff
                        | Syntax::BaseOffsetAssign
                        | Syntax::RegAssign
                        | Syntax::DAssignOff
                );
                if !stores_a_value {
                    assert_eq!(info.types, TypeSet::VOID, "{} is typed void", info.mnemonic);
                }
            }
            let needs_from = info.format == Format::FromType;
            assert_eq!(
                needs_from,
                info.from_types != TypeSet::NONE,
                "{}",
                info.mnemonic
            );
            if info.class == OpClass::HierarchicalControl || info.class == OpClass::CallAssigned {
                assert!(!info.is_executable(), "{} is lowered", info.mnemonic);
            }
        }
    }
}

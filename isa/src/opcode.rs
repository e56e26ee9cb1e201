//! The opcode table: every MAPLE IR opcode once, with everything the rest of maple needs to know
//! about it. The enum, mnemonic lookup, the reference card, encoding, decoding and printing all
//! derive from the rows of `opcodes!` below, in the manner of OpenArkCompiler's `opcodes.def`.
//!
//! An opcode's number is its row's position plus one; byte 0 is never an opcode, so a zeroed
//! word is caught as an unknown opcode rather than executed.

use crate::format::{Format, Pops};
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
}

impl OpInfo {
    /// True when the core executes this opcode (it has a binary form).
    pub const fn is_executable(&self) -> bool {
        !matches!(self.format, Format::Lowered)
    }
}

macro_rules! opcodes {
    ($( $variant:ident $mn:literal $class:ident $syntax:expr, $format:ident $types:ident $from:ident $pops:expr, $push:literal; )*) => {
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
    // variant            mnemonic            class             syntax,                 format       types    from     pops,  pushes
    // -- storage access
    Dassign               "dassign"           Storage           S::DAssign,             Lowered      VOID     NONE     F(1), 0;
    Dread                 "dread"             Storage           S::VarRef,              Lowered      ANY      NONE     F(0), 1;
    Iassign               "iassign"           Storage           S::IAssign,             Lowered      VOID     NONE     F(2), 0;
    Iread                 "iread"             Storage           S::IndirectRef,         Lowered      ANY      NONE     F(1), 1;
    Iassignoff            "iassignoff"        Storage           S::IAssignOff,          Offset       VALUE    NONE     F(2), 0;
    Iassignfpoff          "iassignfpoff"      Storage           S::BaseOffsetAssign,    Offset       VALUE    NONE     F(1), 0;
    Iassignpcoff          "iassignpcoff"      Storage           S::BaseOffsetAssign,    Offset       VALUE    NONE     F(1), 0;
    Ireadoff              "ireadoff"          Storage           S::OffsetRead,          Offset       VALUE    NONE     F(1), 1;
    Ireadfpoff            "ireadfpoff"        Storage           S::BaseOffset,          Offset       VALUE    NONE     F(0), 1;
    Ireadpcoff            "ireadpcoff"        Storage           S::BaseOffset,          Offset       VALUE    NONE     F(0), 1;
    Regassign             "regassign"         Storage           S::RegAssign,           Reg          VALUE    NONE     F(1), 0;
    Regread               "regread"           Storage           S::RegRead,             Reg          VALUE    NONE     F(0), 1;
    // -- leaf
    Addrof                "addrof"            Leaf              S::VarRef,              Lowered      ADDR     NONE     F(0), 1;
    Addroflabel           "addroflabel"       Leaf              S::LabelRef,            Address      ADDR     NONE     F(0), 1;
    Addroffunc            "addroffunc"        Leaf              S::FuncRef,             Address      ADDR     NONE     F(0), 1;
    Addroffpc             "addroffpc"         Leaf              S::BaseOffset,          Offset       ADDR     NONE     F(0), 1;
    Conststr              "conststr"          Leaf              S::StringConst,         Address      ADDR     NONE     F(0), 1;
    Conststr16            "conststr16"        Leaf              S::StringConst,         Address      ADDR     NONE     F(0), 1;
    Constval              "constval"          Leaf              S::Constant,            Const        VALUE    NONE     F(0), 1;
    Sizeoftype            "sizeoftype"        Leaf              S::TypeOperand,         Lowered      INT      NONE     F(0), 1;
    Fieldsdist            "fieldsdist"        Leaf              S::FieldsDist,          Lowered      INT      NONE     F(0), 1;
    // -- unary
    Abs                   "abs"               Unary             S::Unary,               Plain        ARITH    NONE     F(1), 1;
    Bnot                  "bnot"              Unary             S::Unary,               Plain        INT_ADDR NONE     F(1), 1;
    Extractbits           "extractbits"       Unary             S::ExtractBits,         Bits         INT      NONE     F(1), 1;
    Iaddrof               "iaddrof"           Unary             S::IndirectRef,         Lowered      ADDR     NONE     F(1), 1;
    Lnot                  "lnot"              Unary             S::Unary,               Plain        INT      NONE     F(1), 1;
    Neg                   "neg"               Unary             S::Unary,               Plain        ARITH    NONE     F(1), 1;
    Recip                 "recip"             Unary             S::Unary,               Plain        FLOAT    NONE     F(1), 1;
    Sext                  "sext"              Unary             S::ExtendBits,          BitSize      INT      NONE     F(1), 1;
    Sqrt                  "sqrt"              Unary             S::Unary,               Plain        FLOAT    NONE     F(1), 1;
    Zext                  "zext"              Unary             S::ExtendBits,          BitSize      INT      NONE     F(1), 1;
    // -- conversion
    Ceil                  "ceil"              Conversion        S::Convert,             FromType     INT_FLOAT FLOAT    F(1), 1;
    Cvt                   "cvt"               Conversion        S::Convert,             FromType     SCALAR   SCALAR   F(1), 1;
    Floor                 "floor"             Conversion        S::Convert,             FromType     INT_FLOAT FLOAT    F(1), 1;
    Retype                "retype"            Conversion        S::TypedUnary,          FromType     VALUE    VALUE    F(1), 1;
    Round                 "round"             Conversion        S::Convert,             FromType     INT_FLOAT FLOAT    F(1), 1;
    Trunc                 "trunc"             Conversion        S::Convert,             FromType     INT_FLOAT FLOAT    F(1), 1;
    // -- binary
    Add                   "add"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1;
    Ashr                  "ashr"              Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1;
    Band                  "band"              Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1;
    Bior                  "bior"              Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1;
    Bxor                  "bxor"              Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1;
    Cand                  "cand"              Binary            S::Binary,              Lowered      INT      NONE     F(2), 1;
    Cior                  "cior"              Binary            S::Binary,              Lowered      INT      NONE     F(2), 1;
    Cmp                   "cmp"               Binary            S::Compare,             FromType     INT      SCALAR   F(2), 1;
    Cmpg                  "cmpg"              Binary            S::Compare,             FromType     INT      SCALAR   F(2), 1;
    Cmpl                  "cmpl"              Binary            S::Compare,             FromType     INT      SCALAR   F(2), 1;
    Depositbits           "depositbits"       Binary            S::DepositBits,         Bits         INT      NONE     F(2), 1;
    Div                   "div"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1;
    Eq                    "eq"                Binary            S::Compare,             FromType     INT      VALUE    F(2), 1;
    Ge                    "ge"                Binary            S::Compare,             FromType     INT      VALUE    F(2), 1;
    Gt                    "gt"                Binary            S::Compare,             FromType     INT      VALUE    F(2), 1;
    Land                  "land"              Binary            S::Binary,              Plain        INT      NONE     F(2), 1;
    Lior                  "lior"              Binary            S::Binary,              Plain        INT      NONE     F(2), 1;
    Le                    "le"                Binary            S::Compare,             FromType     INT      VALUE    F(2), 1;
    Lshr                  "lshr"              Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1;
    Lt                    "lt"                Binary            S::Compare,             FromType     INT      VALUE    F(2), 1;
    Max                   "max"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1;
    Min                   "min"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1;
    Mul                   "mul"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1;
    Ne                    "ne"                Binary            S::Compare,             FromType     INT      VALUE    F(2), 1;
    Rem                   "rem"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1;
    Ror                   "ror"               Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1;
    Shl                   "shl"               Binary            S::Binary,              Plain        INT_ADDR NONE     F(2), 1;
    Sub                   "sub"               Binary            S::Binary,              Plain        ARITH    NONE     F(2), 1;
    // -- ternary and n-ary
    Select                "select"            Ternary           S::Ternary,             Plain        VALUE    NONE     F(3), 1;
    Array                 "array"             Nary              S::Array,               Array        ADDR     NONE     PL(1), 1;
    Intrinsicop           "intrinsicop"       Nary              S::IntrinsicOp,         CallIndex    VALUE    NONE     P(0), 1;
    Intrinsicopwithtype   "intrinsicopwithtype" Nary            S::IntrinsicOpWithType, CallIndexType VALUE   NONE     P(0), 1;
    // -- hierarchical control flow (lowered by the assembler)
    Doloop                "doloop"            HierarchicalControl S::DoLoop,          Lowered      VOID     NONE     F(0), 0;
    Dowhile               "dowhile"           HierarchicalControl S::DoWhile,         Lowered      VOID     NONE     F(0), 0;
    Foreachelem           "foreachelem"       HierarchicalControl S::ForEachElem,     Lowered      VOID     NONE     F(0), 0;
    If                    "if"                HierarchicalControl S::If,              Lowered      VOID     NONE     F(0), 0;
    While                 "while"             HierarchicalControl S::While,           Lowered      VOID     NONE     F(0), 0;
    // -- flat control flow
    Brfalse               "brfalse"           FlatControl       S::CondBranch,          Target       VOID     NONE     F(1), 0;
    Brtrue                "brtrue"            FlatControl       S::CondBranch,          Target       VOID     NONE     F(1), 0;
    Goto                  "goto"              FlatControl       S::Jump,                Target       VOID     NONE     F(0), 0;
    Igoto                 "igoto"             FlatControl       S::Operands,            Plain        VOID     NONE     F(1), 0;
    Multiway              "multiway"          FlatControl       S::MultiWay,            Lowered      VOID     NONE     F(1), 0;
    Return                "return"            FlatControl       S::Operands,            Count        VOID     NONE     P(0), 0;
    Switch                "switch"            FlatControl       S::Switch,              Lowered      VOID     NONE     F(1), 0;
    Rangegoto             "rangegoto"         FlatControl       S::RangeGoto,           RangeTable   VOID     NONE     F(1), 0;
    Indexgoto             "indexgoto"         FlatControl       S::IndexGoto,           Address      VOID     NONE     F(1), 0;
    // -- calls
    Call                  "call"              Call              call(C::Func),          CallAddr     VOID     NONE     P(0), 0;
    Callinstant           "callinstant"       Call              call(C::FuncInstant),   Lowered      VOID     NONE     P(0), 0;
    Icall                 "icall"             Call              call(C::Indirect),      Count        VOID     NONE     P(0), 0;
    Icallproto            "icallproto"        Call              call(C::IndirectProto), Count        VOID     NONE     P(0), 0;
    Intrinsiccall         "intrinsiccall"     Call              call(C::Intrinsic),     CallIndex    VOID     NONE     P(0), 0;
    Intrinsiccallwithtype "intrinsiccallwithtype" Call          call(C::IntrinsicWithType), CallIndexType VOID NONE    P(0), 0;
    Xintrinsiccall        "xintrinsiccall"    Call              call(C::XIntrinsic),    CallIndex    VOID     NONE     P(0), 0;
    // -- java calls
    Virtualcall           "virtualcall"       JavaCall          call(C::Func),          CallIndex    VOID     NONE     P(0), 0;
    Superclasscall        "superclasscall"    JavaCall          call(C::Func),          CallIndex     VOID     NONE     P(0), 0;
    Interfacecall         "interfacecall"     JavaCall          call(C::Func),          CallIndex    VOID     NONE     P(0), 0;
    Virtualicall          "virtualicall"      JavaCall          call(C::Indirect),      Count        VOID     NONE     P(0), 0;
    Interfaceicall        "interfaceicall"    JavaCall          call(C::Indirect),      Count        VOID     NONE     P(0), 0;
    Polymorphiccall       "polymorphiccall"   JavaCall          call(C::Polymorphic),   CallIndex    VOID     NONE     P(0), 0;
    Virtualcallinstant    "virtualcallinstant" JavaCall         call(C::FuncInstant),   Lowered      VOID     NONE     P(0), 0;
    Superclasscallinstant "superclasscallinstant" JavaCall      call(C::FuncInstant),   Lowered      VOID     NONE     P(0), 0;
    Interfacecallinstant  "interfacecallinstant" JavaCall       call(C::FuncInstant),   Lowered      VOID     NONE     P(0), 0;
    // -- calls with return values assigned (lowered to a call and %%retval reads)
    Callassigned          "callassigned"      CallAssigned      assigned(C::Func),      Lowered      VOID     NONE     P(0), 0;
    Callinstantassigned   "callinstantassigned" CallAssigned    assigned(C::FuncInstant), Lowered    VOID     NONE     P(0), 0;
    Icallassigned         "icallassigned"     CallAssigned      assigned(C::Indirect),  Lowered      VOID     NONE     P(0), 0;
    Icallprotoassigned    "icallprotoassigned" CallAssigned     assigned(C::IndirectProto), Lowered  VOID     NONE     P(0), 0;
    Intrinsiccallassigned "intrinsiccallassigned" CallAssigned  assigned(C::Intrinsic), Lowered      VOID     NONE     P(0), 0;
    Intrinsiccallwithtypeassigned "intrinsiccallwithtypeassigned" CallAssigned assigned(C::IntrinsicWithType), Lowered VOID NONE P(0), 0;
    Xintrinsiccallassigned "xintrinsiccallassigned" CallAssigned assigned(C::XIntrinsic), Lowered    VOID     NONE     P(0), 0;
    Virtualcallassigned   "virtualcallassigned" CallAssigned    assigned(C::Func),      Lowered      VOID     NONE     P(0), 0;
    Virtualcallinstantassigned "virtualcallinstantassigned" CallAssigned assigned(C::FuncInstant), Lowered VOID NONE P(0), 0;
    Superclasscallassigned "superclasscallassigned" CallAssigned assigned(C::Func),     Lowered      VOID     NONE     P(0), 0;
    Superclasscallinstantassigned "superclasscallinstantassigned" CallAssigned assigned(C::FuncInstant), Lowered VOID NONE P(0), 0;
    Interfacecallassigned "interfacecallassigned" CallAssigned  assigned(C::Func),      Lowered      VOID     NONE     P(0), 0;
    Interfacecallinstantassigned "interfacecallinstantassigned" CallAssigned assigned(C::FuncInstant), Lowered VOID NONE P(0), 0;
    Virtualicallassigned  "virtualicallassigned" CallAssigned   assigned(C::Indirect),  Lowered      VOID     NONE     P(0), 0;
    Interfaceicallassigned "interfaceicallassigned" CallAssigned assigned(C::Indirect), Lowered      VOID     NONE     P(0), 0;
    Polymorphiccallassigned "polymorphiccallassigned" CallAssigned assigned(C::Polymorphic), Lowered VOID     NONE     P(0), 0;
    // -- exception handling
    Jstry                 "jstry"             Exception         S::JsTry,               TwoTargets   VOID     NONE     F(0), 0;
    Javatry               "javatry"           Exception         S::Try,                 TargetList   VOID     NONE     F(0), 0;
    Cpptry                "cpptry"            Exception         S::Try,                 TargetList   VOID     NONE     F(0), 0;
    Throw                 "throw"             Exception         S::Operands,            Plain        VOID     NONE     F(1), 0;
    Jscatch               "jscatch"           Exception         S::Bare,                Plain        VOID     NONE     F(0), 0;
    Javacatch             "javacatch"         Exception         S::JavaCatch,           IndexList    VOID     NONE     F(0), 0;
    Cppcatch              "cppcatch"          Exception         S::CppCatch,            Index        VOID     NONE     F(0), 0;
    Finally               "finally"           Exception         S::Bare,                Plain        VOID     NONE     F(0), 0;
    Cleanuptry            "cleanuptry"        Exception         S::Bare,                Plain        VOID     NONE     F(0), 0;
    Endtry                "endtry"            Exception         S::Bare,                Plain        VOID     NONE     F(0), 0;
    Gosub                 "gosub"             Exception         S::Jump,                Target       VOID     NONE     F(0), 0;
    Retsub                "retsub"            Exception         S::Bare,                Plain        VOID     NONE     F(0), 0;
    // -- memory allocation and deallocation
    Alloca                "alloca"            Allocation        S::Unary,               Plain        ADDR     NONE     F(1), 1;
    Decref                "decref"            Allocation        S::Operands,            Plain        VOID     NONE     F(1), 0;
    Decrefreset           "decrefreset"       Allocation        S::Operands,            Plain        VOID     NONE     F(1), 0;
    Free                  "free"              Allocation        S::Operands,            Plain        VOID     NONE     F(1), 0;
    Gcmalloc              "gcmalloc"          Allocation        S::TypeOperand,         Index        ADDR     NONE     F(0), 1;
    Gcmallocjarray        "gcmallocjarray"    Allocation        S::TypedUnary,          Index        ADDR     NONE     F(1), 1;
    Gcpermalloc           "gcpermalloc"       Allocation        S::TypeOperand,         Index        ADDR     NONE     F(0), 1;
    Gcpermallocjarray     "gcpermallocjarray" Allocation        S::TypedUnary,          Index        ADDR     NONE     F(1), 1;
    Incref                "incref"            Allocation        S::Operands,            Plain        VOID     NONE     F(1), 0;
    Malloc                "malloc"            Allocation        S::Unary,               Plain        ADDR     NONE     F(1), 1;
    Stackmalloc           "stackmalloc"       Allocation        S::TypeOperand,         Index        ADDR     NONE     F(0), 1;
    Stackmallocjarray     "stackmallocjarray" Allocation        S::TypedUnary,          Index        ADDR     NONE     F(1), 1;
    // -- other statements
    Assertge              "assertge"          Other             ASSERT,                 Plain        VOID     NONE     F(2), 0;
    Assertlt              "assertlt"          Other             ASSERT,                 Plain        VOID     NONE     F(2), 0;
    Assertnonnull         "assertnonnull"     Other             ASSERT,                 Plain        VOID     NONE     F(1), 0;
    Eval                  "eval"              Other             S::Operands,            Plain        VOID     NONE     F(1), 0;
    Checkpoint            "checkpoint"        Other             S::Checkpoint,          Index        VOID     NONE     F(0), 0;
    // -- memory barriers
    Membaracquire         "membaracquire"     Membar            S::Bare,                Plain        VOID     NONE     F(0), 0;
    Membarrelease         "membarrelease"     Membar            S::Bare,                Plain        VOID     NONE     F(0), 0;
    Membarfull            "membarfull"        Membar            S::Bare,                Plain        VOID     NONE     F(0), 0;
    Membarstoreload       "membarstoreload"   Membar            S::Bare,                Plain        VOID     NONE     F(0), 0;
    Membarstorestore      "membarstorestore"  Membar            S::Bare,                Plain        VOID     NONE     F(0), 0;
    // -- synchronization
    Syncenter             "syncenter"         Sync              S::Operands,            Plain        VOID     NONE     F(1), 0;
    Syncexit              "syncexit"          Sync              S::Operands,            Plain        VOID     NONE     F(1), 0;
    // -- flat forms the assembler emits: global- and frame-relative storage, padding
    Ireadgpoff            "ireadgpoff"        Flat              S::BaseOffset,          Offset       VALUE    NONE     F(0), 1;
    Iassigngpoff          "iassigngpoff"      Flat              S::BaseOffsetAssign,    Offset       VALUE    NONE     F(1), 0;
    Addrofgpoff           "addrofgpoff"       Flat              S::BaseOffset,          Offset       ADDR     NONE     F(0), 1;
    Addroffpoff           "addroffpoff"       Flat              S::BaseOffset,          Offset       ADDR     NONE     F(0), 1;
    Nop                   "nop"               Flat              S::Bare,                Plain        VOID     NONE     F(0), 0;
    // -- opcodes of later OpenArk releases, appended so that earlier numbers stay put
    Dreadoff              "dreadoff"          Storage           S::VarOffset,           Lowered      VALUE    NONE     F(0), 1;
    Addrofoff             "addrofoff"         Leaf              S::VarOffset,           Lowered      ADDR     NONE     F(0), 1;
    Dassignoff            "dassignoff"        Storage           S::DAssignOff,          Lowered      VALUE    NONE     F(1), 0;
    Iassignspoff          "iassignspoff"      Storage           S::BaseOffsetAssign,    Offset       VALUE    NONE     F(1), 0;
    Blkassignoff          "blkassignoff"      Storage           S::BlockCopy,           Block        VOID     NONE     F(2), 0;
    Resolveinterfacefunc  "resolveinterfacefunc" Other          S::ResolveFunc,         Index        ADDR     NONE     F(2), 1;
    Resolvevirtualfunc    "resolvevirtualfunc" Other            S::ResolveFunc,         Index        ADDR     NONE     F(2), 1;
    Customcall            "customcall"        Call              call(C::Func),          Lowered      VOID     NONE     P(0), 0;
    Customcallassigned    "customcallassigned" CallAssigned     assigned(C::Func),      Lowered      VOID     NONE     P(0), 0;
    Asm                   "asm"               Other             S::Asm,                 Lowered      VOID     NONE     F(0), 0;
    Assignassertnonnull   "assignassertnonnull" Other           ASSERT,                 Plain        VOID     NONE     F(1), 0;
    Returnassertnonnull   "returnassertnonnull" Other           ASSERT,                 Plain        VOID     NONE     F(1), 0;
    Callassertnonnull     "callassertnonnull" Other             CALL_ASSERT,            Plain        VOID     NONE     F(1), 0;
    Calcassertge          "calcassertge"      Other             ASSERT,                 Plain        VOID     NONE     F(2), 0;
    Calcassertlt          "calcassertlt"      Other             ASSERT,                 Plain        VOID     NONE     F(2), 0;
    Assignassertle        "assignassertle"    Other             ASSERT,                 Plain        VOID     NONE     F(2), 0;
    Returnassertle        "returnassertle"    Other             ASSERT,                 Plain        VOID     NONE     F(2), 0;
    Callassertle          "callassertle"      Other             CALL_ASSERT,            Plain        VOID     NONE     F(2), 0;
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

//! The keyword tables of the instruction set: binary, comparison and conversion operators,
//! atomic orderings, AtomicRMW operators and intrinsic functions. Each table is the one list
//! of its names; the parser looks words up here and [`all_opcodes`] feeds did-you-mean hints.

macro_rules! keyword_enum {
    ($(#[$m:meta])* $name:ident { $($var:ident = $text:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($var),* }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$var),*];

            pub fn keyword(self) -> &'static str {
                match self { $($name::$var => $text),* }
            }

            pub fn from_keyword(word: &str) -> Option<$name> {
                match word { $($text => Some($name::$var),)* _ => None }
            }
        }
    };
}

keyword_enum!(
    /// The binary operations (`binOp < T > op1 op2`).
    BinOp {
        Add = "ADD", Sub = "SUB", Mul = "MUL", SDiv = "SDIV", SRem = "SREM", UDiv = "UDIV",
        URem = "UREM", Shl = "SHL", LShr = "LSHR", AShr = "ASHR", And = "AND", Or = "OR",
        Xor = "XOR", FAdd = "FADD", FSub = "FSUB", FMul = "FMUL", FDiv = "FDIV", FRem = "FREM",
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

keyword_enum!(
    /// The comparisons (`cmpOp < T > op1 op2`, result `int<1>`).
    CmpOp {
        Eq = "EQ", Ne = "NE", Sge = "SGE", Sgt = "SGT", Sle = "SLE", Slt = "SLT", Uge = "UGE",
        Ugt = "UGT", Ule = "ULE", Ult = "ULT", FFalse = "FFALSE", FTrue = "FTRUE", FUno = "FUNO",
        FUeq = "FUEQ", FUne = "FUNE", FUgt = "FUGT", FUge = "FUGE", FUlt = "FULT", FUle = "FULE",
        FOrd = "FORD", FOeq = "FOEQ", FOne = "FONE", FOgt = "FOGT", FOge = "FOGE", FOlt = "FOLT",
        FOle = "FOLE",
    }
);

impl CmpOp {
    pub fn is_float(self) -> bool {
        self.keyword().starts_with('F')
    }

    /// `EQ` and `NE` also compare references, functions, stacks, threads and tagref64s.
    pub fn is_equality(self) -> bool {
        matches!(self, CmpOp::Eq | CmpOp::Ne)
    }
}

keyword_enum!(
    /// The conversions (`convOp < T1 T2 > opnd`).
    ConvOp {
        Trunc = "TRUNC", ZExt = "ZEXT", SExt = "SEXT", FpTrunc = "FPTRUNC", FpExt = "FPEXT",
        FpToUi = "FPTOUI", FpToSi = "FPTOSI", UiToFp = "UITOFP", SiToFp = "SITOFP",
        Bitcast = "BITCAST", RefCast = "REFCAST", IRefCast = "IREFCAST", FuncCast = "FUNCCAST",
        PtrCast = "PTRCAST",
    }
);

keyword_enum!(
    /// Memory orderings of LOAD, STORE, CMPXCHG, ATOMICRMW and FENCE: the document's seven,
    /// plus `RELAXED` (the later revision's name of `MONOTONIC`) and `CONSUME` (C11's).
    AtomicOrd {
        NotAtomic = "NOT_ATOMIC", Unordered = "UNORDERED", Monotonic = "MONOTONIC",
        Acquire = "ACQUIRE", Release = "RELEASE", AcqRel = "ACQ_REL", SeqCst = "SEQ_CST",
        Relaxed = "RELAXED", Consume = "CONSUME",
    }
);

impl AtomicOrd {
    /// At least MONOTONIC: an atomic access (NOT_ATOMIC and UNORDERED are not, for CMPXCHG
    /// and ATOMICRMW).
    pub fn is_atomic(self) -> bool {
        !matches!(self, AtomicOrd::NotAtomic | AtomicOrd::Unordered)
    }

    /// Whether the ordering acquires (CONSUME is treated as ACQUIRE, as compilers do).
    pub fn acquires(self) -> bool {
        matches!(
            self,
            AtomicOrd::Consume | AtomicOrd::Acquire | AtomicOrd::AcqRel | AtomicOrd::SeqCst
        )
    }

    /// Whether the ordering releases.
    pub fn releases(self) -> bool {
        matches!(
            self,
            AtomicOrd::Release | AtomicOrd::AcqRel | AtomicOrd::SeqCst
        )
    }

    /// The C11 `memory_order` number (`__ATOMIC_RELAXED` 0 .. `__ATOMIC_SEQ_CST` 5) that
    /// maple's `__atomic_*` runtime calls take.
    pub fn c11(self) -> i128 {
        match self {
            AtomicOrd::NotAtomic
            | AtomicOrd::Unordered
            | AtomicOrd::Monotonic
            | AtomicOrd::Relaxed => 0,
            AtomicOrd::Consume => 1,
            AtomicOrd::Acquire => 2,
            AtomicOrd::Release => 3,
            AtomicOrd::AcqRel => 4,
            AtomicOrd::SeqCst => 5,
        }
    }
}

keyword_enum!(
    /// The AtomicRMW operators.
    RmwOp {
        Xchg = "XCHG", Add = "ADD", Sub = "SUB", And = "AND", Nand = "NAND", Or = "OR",
        Xor = "XOR", Max = "MAX", Min = "MIN", UMax = "UMAX", UMin = "UMIN",
    }
);

keyword_enum!(
    /// Intrinsic functions (`ICALL`/`IINVOKE`): the ones the instruction-set document uses
    /// (math and `@uvm.new_thread`) and the stack, thread and tagref64 operations of the µVM
    /// reference implementation of the same revision.
    Intrinsic {
        Sin = "uvm.sin", Cos = "uvm.cos", Tan = "uvm.tan", Sqrt = "uvm.sqrt",
        NewThread = "uvm.new_thread", SwapStack = "uvm.swap_stack", KillStack = "uvm.kill_stack",
        ThreadExit = "uvm.thread_exit", CurrentStack = "uvm.current_stack",
        Tr64IsFp = "uvm.tr64.is_fp", Tr64IsInt = "uvm.tr64.is_int", Tr64IsRef = "uvm.tr64.is_ref",
        Tr64FromFp = "uvm.tr64.from_fp", Tr64FromInt = "uvm.tr64.from_int",
        Tr64FromRef = "uvm.tr64.from_ref", Tr64ToFp = "uvm.tr64.to_fp", Tr64ToInt = "uvm.tr64.to_int",
        Tr64ToRef = "uvm.tr64.to_ref", Tr64ToTag = "uvm.tr64.to_tag",
    }
);

/// The shape of an intrinsic's parameter or result, in terms the checker turns into types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IType {
    Void,
    Double,
    Int(u32),
    Stack,
    Thread,
    TagRef64,
    RefVoid,
}

impl Intrinsic {
    /// Parameter types and result type.
    pub fn signature(self) -> (&'static [IType], IType) {
        use IType::*;
        use Intrinsic as I;
        match self {
            I::Sin | I::Cos | I::Tan | I::Sqrt => (&[Double], Double),
            I::NewThread => (&[Stack], Thread),
            I::SwapStack | I::KillStack => (&[Stack], Void),
            I::ThreadExit => (&[], Void),
            I::CurrentStack => (&[], Stack),
            I::Tr64IsFp | I::Tr64IsInt | I::Tr64IsRef => (&[TagRef64], Int(1)),
            I::Tr64FromFp => (&[Double], TagRef64),
            I::Tr64FromInt => (&[Int(52)], TagRef64),
            I::Tr64FromRef => (&[RefVoid, Int(6)], TagRef64),
            I::Tr64ToFp => (&[TagRef64], Double),
            I::Tr64ToInt => (&[TagRef64], Int(52)),
            I::Tr64ToRef => (&[TagRef64], RefVoid),
            I::Tr64ToTag => (&[TagRef64], Int(6)),
        }
    }
}

/// Instruction keywords other than the operator tables'.
pub const OTHER_OPCODES: &[&str] = &[
    "SELECT",
    "BRANCH",
    "BRANCH2",
    "SWITCH",
    "PHI",
    "CALL",
    "INVOKE",
    "TAILCALL",
    "RET",
    "RETVOID",
    "THROW",
    "LANDINGPAD",
    "EXTRACTVALUE",
    "INSERTVALUE",
    "NEW",
    "NEWHYBRID",
    "ALLOCA",
    "ALLOCAHYBRID",
    "GETIREF",
    "GETFIELDIREF",
    "GETELEMIREF",
    "SHIFTIREF",
    "GETFIXEDPARTIREF",
    "GETVARPARTIREF",
    "LOAD",
    "STORE",
    "CMPXCHG",
    "ATOMICRMW",
    "FENCE",
    "TRAP",
    "WATCHPOINT",
    "CCALL",
    "NEWSTACK",
    "ICALL",
    "IINVOKE",
];

/// Every instruction keyword.
pub fn all_opcodes() -> impl Iterator<Item = &'static str> {
    BinOp::ALL
        .iter()
        .map(|o| o.keyword())
        .chain(CmpOp::ALL.iter().map(|o| o.keyword()))
        .chain(ConvOp::ALL.iter().map(|o| o.keyword()))
        .chain(OTHER_OPCODES.iter().copied())
}

/// What this revision writes for an instruction of later µVM (Mu) revisions, for the
/// "unknown instruction" note.
pub fn later_revision(word: &str) -> Option<&'static str> {
    Some(match word {
        "SWAPSTACK" => "this revision swaps stacks with `ICALL @uvm.swap_stack (%stack)`",
        "NEWTHREAD" => "this revision starts a thread with `%t = ICALL @uvm.new_thread (%stack)`",
        "COMMINST" => "this revision calls intrinsic functions with `ICALL @uvm.NAME (args)`",
        _ => return None,
    })
}

/// The closest candidate within two edits (one for short words), case-insensitively, for
/// "did you mean" hints.
pub fn closest<'a>(word: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let limit = if word.len() <= 3 { 1 } else { 2 };
    let upper = word.to_ascii_uppercase();
    candidates
        .map(|c| {
            (
                maple_asm::suggest::distance(&upper, &c.to_ascii_uppercase(), limit),
                c,
            )
        })
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_keyword_round_trips() {
        for op in all_opcodes() {
            let known = BinOp::from_keyword(op).is_some()
                || CmpOp::from_keyword(op).is_some()
                || ConvOp::from_keyword(op).is_some()
                || OTHER_OPCODES.contains(&op);
            assert!(known, "{op}");
        }
        assert_eq!(Intrinsic::from_keyword("uvm.sqrt"), Some(Intrinsic::Sqrt));
    }

    #[test]
    fn hints_find_near_misses() {
        assert_eq!(closest("BRANHC", all_opcodes()), Some("BRANCH"));
        assert_eq!(closest("add", all_opcodes()), Some("ADD"));
        assert_eq!(closest("QQQQQQQ", all_opcodes()), None);
    }
}

//! The keyword tables of the words inside instructions: atomic orderings, AtomicRMW
//! operators and intrinsic functions (the instructions and their operators are the
//! instruction table's, [`crate::instructions`]). Each table is the one list of its names;
//! the parser looks words up here, and [`closest`] makes did-you-mean hints.

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
    fn keyword_tables_round_trip() {
        for &o in AtomicOrd::ALL {
            assert_eq!(AtomicOrd::from_keyword(o.keyword()), Some(o));
        }
        assert_eq!(Intrinsic::from_keyword("uvm.sqrt"), Some(Intrinsic::Sqrt));
    }

    #[test]
    fn hints_find_near_misses() {
        let words = ["BRANCH", "BRANCH2", "ADD"];
        assert_eq!(closest("BRANHC", words.into_iter()), Some("BRANCH"));
        assert_eq!(closest("add", words.into_iter()), Some("ADD"));
        assert_eq!(closest("QQQQQQQ", words.into_iter()), None);
    }
}

//! The coreVM instruction table: one line per opcode, in the order of the schema's `IROpcode`
//! enum (so a line's position is its Avro symbol index). Keywords, the operand shape the parser
//! expects, the rules the checker applies and the MAPLE operation the lowering emits are all
//! read from here; no other file lists opcodes.

use maple_isa::Opcode;

/// What a unary arithmetic instruction does to its operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unary {
    /// `pos`: the value itself.
    Identity,
    /// `neg`: the arithmetic negation.
    Negate,
    /// `inc`, `dec`: the MAPLE operation applied with a constant 1.
    Step(Opcode),
}

/// The operand shape and meaning of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Alloca,
    Load,
    Store,
    GetAttr,
    SetAttr,
    DelAttr,
    GetElement,
    PutElement,
    Len,
    Ret,
    Br,
    Switch2,
    /// `pos neg inc dec`: typed, one operand of that type.
    Unary(Unary),
    /// `add sub mul div mod`: typed, two operands of that type; the MAPLE operation.
    Arith(Opcode),
    /// `bnot`: one integer operand, result `ui64`.
    BitNot,
    /// `band bor bxor`: two integer operands widened to `ui64`.
    Bitwise(Opcode),
    /// `bls brs`: a `ui64` shift of the first operand by the second.
    Shift(Opcode),
    /// `eq neq gt lt gte lte`: two operands of one type, a `bool`.
    Compare(Opcode),
    /// `lnot`: one truth value.
    LogicNot,
    /// `land lor`: two truth values.
    Logic(Opcode),
    /// `cmp`: -1, 0 or 1 as `i32`.
    ThreeWay,
    /// `call`: the callee's name as a string constant, then the arguments.
    Call,
}

/// Whether an instruction takes a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeRule {
    Required,
    Optional,
    Forbidden,
}

/// What an instruction yields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Yields {
    Nothing,
    /// A value: a target is expected (a `call`'s may be left out and its value dropped).
    Value,
}

/// The operand counts, label counts and type an instruction admits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    pub ty: TypeRule,
    pub min_operands: usize,
    /// `None`: no upper bound (`switch2`, `call`).
    pub max_operands: Option<usize>,
    pub yields: Yields,
}

impl Shape {
    /// The form the checker enforces (labels are checked per shape: `br`, `switch2`).
    pub fn form(self) -> Form {
        use TypeRule::*;
        use Yields::*;
        let f = |ty, min, max, yields| Form {
            ty,
            min_operands: min,
            max_operands: max,
            yields,
        };
        match self {
            Shape::Alloca => f(Required, 0, Some(0), Value),
            Shape::Load => f(Required, 1, Some(1), Value),
            Shape::Store => f(Required, 2, Some(2), Nothing),
            Shape::GetAttr => f(Forbidden, 2, Some(2), Value),
            Shape::SetAttr => f(Forbidden, 3, Some(3), Nothing),
            Shape::DelAttr => f(Forbidden, 2, Some(2), Nothing),
            Shape::GetElement => f(Required, 2, Some(2), Value),
            Shape::PutElement => f(Forbidden, 3, Some(3), Nothing),
            Shape::Len => f(Forbidden, 1, Some(1), Value),
            Shape::Ret => f(Optional, 0, Some(1), Nothing),
            Shape::Br => f(Forbidden, 0, Some(1), Nothing),
            Shape::Switch2 => f(Forbidden, 1, None, Nothing),
            Shape::Unary(_) => f(Required, 1, Some(1), Value),
            Shape::Arith(_) => f(Required, 2, Some(2), Value),
            Shape::BitNot => f(Forbidden, 1, Some(1), Value),
            Shape::Bitwise(_) => f(Forbidden, 2, Some(2), Value),
            Shape::Shift(_) => f(Optional, 2, Some(2), Value),
            Shape::Compare(_) => f(Forbidden, 2, Some(2), Value),
            Shape::LogicNot => f(Forbidden, 1, Some(1), Value),
            Shape::Logic(_) => f(Forbidden, 2, Some(2), Value),
            Shape::ThreeWay => f(Forbidden, 2, Some(2), Value),
            Shape::Call => f(Required, 1, None, Value),
        }
    }
}

macro_rules! corevm_instructions {
    ($($variant:ident $keyword:literal $shape:expr;)*) => {
        /// A coreVM opcode.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Op {
            $($variant,)*
        }

        impl Op {
            /// Every opcode, in the schema's order.
            pub const ALL: &'static [Op] = &[$(Op::$variant,)*];

            /// The keyword of the text form (and the schema's symbol).
            pub fn keyword(self) -> &'static str {
                match self {
                    $(Op::$variant => $keyword,)*
                }
            }

            /// The shape and meaning of the instruction.
            pub fn shape(self) -> Shape {
                match self {
                    $(Op::$variant => $shape,)*
                }
            }
        }
    };
}

corevm_instructions! {
    Alloca "alloca" Shape::Alloca;
    Load "load" Shape::Load;
    Store "store" Shape::Store;
    Getattr "getattr" Shape::GetAttr;
    Setattr "setattr" Shape::SetAttr;
    Delattr "delattr" Shape::DelAttr;
    Getelement "getelement" Shape::GetElement;
    Putelement "putelement" Shape::PutElement;
    Len "len" Shape::Len;
    Ret "ret" Shape::Ret;
    Br "br" Shape::Br;
    Switch2 "switch2" Shape::Switch2;
    Pos "pos" Shape::Unary(Unary::Identity);
    Neg "neg" Shape::Unary(Unary::Negate);
    Inc "inc" Shape::Unary(Unary::Step(Opcode::Add));
    Dec "dec" Shape::Unary(Unary::Step(Opcode::Sub));
    Plus "add" Shape::Arith(Opcode::Add);
    Minus "sub" Shape::Arith(Opcode::Sub);
    Times "mul" Shape::Arith(Opcode::Mul);
    Quotient "div" Shape::Arith(Opcode::Div);
    Modulo "mod" Shape::Arith(Opcode::Rem);
    BitwiseNot "bnot" Shape::BitNot;
    BitwiseAnd "band" Shape::Bitwise(Opcode::Band);
    BitwiseOr "bor" Shape::Bitwise(Opcode::Bior);
    BitwiseXor "bxor" Shape::Bitwise(Opcode::Bxor);
    ShiftLeft "bls" Shape::Shift(Opcode::Shl);
    ShiftRight "brs" Shape::Shift(Opcode::Lshr);
    Equal "eq" Shape::Compare(Opcode::Eq);
    NotEqual "neq" Shape::Compare(Opcode::Ne);
    Greater "gt" Shape::Compare(Opcode::Gt);
    Less "lt" Shape::Compare(Opcode::Lt);
    GreaterEqual "gte" Shape::Compare(Opcode::Ge);
    LessEqual "lte" Shape::Compare(Opcode::Le);
    LogicalNot "lnot" Shape::LogicNot;
    LogicalAnd "land" Shape::Logic(Opcode::Land);
    LogicalOr "lor" Shape::Logic(Opcode::Lior);
    Compare "cmp" Shape::ThreeWay;
    Call "call" Shape::Call;
}

impl Op {
    /// The opcode a keyword names.
    pub fn from_keyword(word: &str) -> Option<Op> {
        Op::ALL.iter().copied().find(|op| op.keyword() == word)
    }

    /// The schema's symbol index (the position in [`Op::ALL`]).
    pub fn index(self) -> usize {
        Op::ALL.iter().position(|&op| op == self).unwrap_or(0)
    }
}

/// The function-definition options of the manual and their bits in the schema's `options`
/// (the reference's `FuncDefnOptionToStrArray`).
pub const FUNCTION_OPTIONS: &[(&str, i64)] = &[
    ("constexpr", 1),
    ("inline", 2),
    ("tailduplication", 4),
    ("loopsimplify", 8),
];

/// The options an `alloca` may take.
pub const ALLOCA_OPTIONS: &[&str] = &["static", "auto"];

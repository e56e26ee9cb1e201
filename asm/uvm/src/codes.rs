//! Stable diagnostic codes of the µVM front end (`U0001`..). Tests and users rely on them:
//! never renumber, only append. They share `maple_asm::diag`'s rendering (line:column, caret).

/// A character that begins no token.
pub const UNEXPECTED_CHAR: &str = "U0001";
/// A malformed or out-of-range number.
pub const BAD_NUMBER: &str = "U0002";
/// The parser expected something else here.
pub const EXPECTED: &str = "U0003";
/// A word that is no instruction.
pub const UNKNOWN_OPCODE: &str = "U0004";
/// A word that is no type constructor.
pub const UNKNOWN_TYPE: &str = "U0005";
/// A word after `.` that starts no top-level definition.
pub const UNKNOWN_DIRECTIVE: &str = "U0006";
/// Nesting beyond the parser's depth limit.
pub const TOO_DEEP: &str = "U0007";
/// A `@name` that no top-level definition introduces.
pub const UNDEFINED_GLOBAL: &str = "U0008";
/// A `%name` that no parameter or instruction of the function defines.
pub const UNDEFINED_LOCAL: &str = "U0009";
/// A branch to a label the function does not have.
pub const UNDEFINED_LABEL: &str = "U0010";
/// A global name defined twice (other than a function's later version).
pub const DUPLICATE_GLOBAL: &str = "U0011";
/// A local name or label defined twice in one function.
pub const DUPLICATE_LOCAL: &str = "U0012";
/// An operand whose type is not the one the instruction expects.
pub const TYPE_MISMATCH: &str = "U0013";
/// A type the instruction does not admit (an int op on `double`, NEW of a hybrid, ...).
pub const WRONG_TYPE: &str = "U0014";
/// The formal parameters or arguments do not match the signature's parameter count.
pub const ARITY: &str = "U0015";
/// A basic block whose last instruction is not a terminator.
pub const NO_TERMINATOR: &str = "U0016";
/// A terminator followed by more instructions of the same block.
pub const AFTER_TERMINATOR: &str = "U0017";
/// PHI or LANDINGPAD after another kind of instruction, or in the entry block.
pub const NOT_AT_BLOCK_START: &str = "U0018";
/// A branch to the entry block, which the text form forbids.
pub const BRANCH_TO_ENTRY: &str = "U0019";
/// `.typedef @Foo = @Bar`: a type definition must be a type constructor.
pub const TYPEDEF_ALIAS: &str = "U0020";
/// A name of the wrong kind: a constant where a type belongs, a type where a value does, ...
pub const WRONG_KIND: &str = "U0021";
/// A constant that does not fit or suit its type.
pub const BAD_CONSTANT: &str = "U0022";
/// A function re-defined with a different signature.
pub const SIGNATURE_CHANGED: &str = "U0023";
/// A field or element index outside the aggregate.
pub const INDEX_RANGE: &str = "U0024";
/// An `@uvm.*` name that is no intrinsic function.
pub const UNKNOWN_INTRINSIC: &str = "U0025";
/// A `.funcdef` without basic blocks.
pub const EMPTY_BODY: &str = "U0026";
/// A literal constant where its type cannot be inferred.
pub const UNTYPED_LITERAL: &str = "U0027";
/// The value of an instruction that returns nothing (`void`), used as an operand.
pub const VOID_VALUE: &str = "U0028";
/// A construct that parses and checks but has no lowering to maple yet (named in the message).
pub const UNSUPPORTED: &str = "U0029";
/// `@main` is missing or has a signature maple cannot start.
pub const BAD_ENTRY: &str = "U0030";
/// A PHI that names a block which does not branch to its block, or misses one that does.
pub const PHI_PREDECESSORS: &str = "U0031";
/// The file cannot be read.
pub const CANNOT_READ: &str = "U0032";
/// An atomic ordering the instruction cannot have (a RELEASE load, an ACQUIRE store, a
/// NOT_ATOMIC read-modify-write, a RELEASE failure ordering, a MONOTONIC fence, ...).
pub const BAD_ORDERING: &str = "U0033";
/// A LANDINGPAD in a block that is not only an exceptional destination (of INVOKE, IINVOKE,
/// TRAP or WATCHPOINT): a normal edge reaches it, or nothing names it as `exc`.
pub const LANDINGPAD_NOT_EXC: &str = "U0034";
/// A type that contains itself by value (a struct, array, vector or hybrid that is, through
/// its fields and elements, one of its own parts): it would have no finite size.
pub const INFINITE_TYPE: &str = "U0035";

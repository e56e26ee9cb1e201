//! Stable diagnostic codes of the coreVM front end (`C0001`..). Tests and users rely on them:
//! never renumber, only append. They share `maple_asm::diag`'s rendering (line:column, caret).

/// A character that begins no token.
pub const UNEXPECTED_CHAR: &str = "C0001";
/// A malformed number, or a literal its type cannot represent.
pub const BAD_LITERAL: &str = "C0002";
/// The parser expected something else here.
pub const EXPECTED: &str = "C0003";
/// A string literal with no closing quote.
pub const UNTERMINATED_STRING: &str = "C0004";
/// A metadata key the manual does not define, or a value of the wrong kind.
pub const BAD_METADATA: &str = "C0005";
/// A type name that no `type` definition introduces.
pub const UNKNOWN_TYPE: &str = "C0006";
/// A type, function or intrinsic defined twice.
pub const DUPLICATE_DEFINITION: &str = "C0007";
/// A parameter, block label or SSA value defined twice in one function.
pub const DUPLICATE_LOCAL: &str = "C0008";
/// A `%name` that no parameter or instruction defines before this use on every path.
pub const UNDEFINED_VALUE: &str = "C0009";
/// A label no block of the function has.
pub const UNDEFINED_LABEL: &str = "C0010";
/// Wrong number of operands, labels or options for the instruction.
pub const ARITY: &str = "C0011";
/// An operand or instruction type the instruction does not admit.
pub const TYPE_MISMATCH: &str = "C0012";
/// A target where the instruction yields nothing, or none where it yields a value.
pub const TARGET: &str = "C0013";
/// An instruction option, function option or closure parent that does not exist.
pub const BAD_OPTION: &str = "C0014";
/// A call of a function that is neither defined nor declared, or with the wrong arguments.
pub const BAD_CALL: &str = "C0015";
/// A field that the type does not have.
pub const UNKNOWN_FIELD: &str = "C0016";
/// No `def i32 main()` to start from.
pub const NO_ENTRY: &str = "C0017";
/// A construct maple's lowering does not support yet (named in the message).
pub const UNSUPPORTED: &str = "C0018";
/// A file that cannot be read.
pub const CANNOT_READ: &str = "C0019";
/// An Avro object container that is not a coreVM module of the manual's schema.
pub const BAD_AVRO: &str = "C0020";
/// Nesting beyond the parser's depth limit.
pub const TOO_DEEP: &str = "C0021";
/// A construct that is valid but probably not what was meant (a warning).
pub const SUSPICIOUS: &str = "C0022";
/// A name the text form could not write (from the binary form): not an identifier.
pub const BAD_NAME: &str = "C0023";

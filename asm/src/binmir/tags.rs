//! The format's numbers, each in one table: the record tags of `bin_mpl_export.h` (the
//! `kBin*` enumeration), the type kinds of `mir_type.h` (`MIRTypeKind`), the symbol kinds and
//! storage classes of `mir_symbol.h`. The numbers are stable across the versions maple reads
//! (tags up to 67 are the same in every `bin_mpl_export.h` from 2019 to 2021; later forks
//! renumber some from 44 on, see docs/DECISIONS.md).

macro_rules! numbered {
    ($(#[$doc:meta])* $table:ident: $($name:ident = $num:literal, $text:literal;)*) => {
        $(#[$doc])*
        #[allow(dead_code)]
        pub(crate) mod $table {
            $(pub const $name: i64 = $num;)*

            /// What a number means, for messages: `kBinKindTypeClass (18)`.
            pub fn name(n: i64) -> String {
                match n {
                    $($num => format!("{} ({n})", $text),)*
                    _ => format!("unknown ({n})"),
                }
            }
        }
    };
}

numbered! {
    /// Record and field tags (`kBin*`). A field ends with the complement of its start tag.
    tag:
    STRING = 1, "kBinString";
    INIT_CONST = 2, "kBinInitConst";
    SYMBOL = 3, "kBinSymbol";
    FUNCTION = 4, "kBinFunction";
    CALLINFO = 5, "kBinCallinfo";
    TYPE_SCALAR = 6, "kBinKindTypeScalar";
    TYPE_BY_NAME = 7, "kBinKindTypeByName";
    TYPE_POINTER = 8, "kBinKindTypePointer";
    TYPE_FARRAY = 9, "kBinKindTypeFArray";
    TYPE_JARRAY = 10, "kBinKindTypeJarray";
    TYPE_ARRAY = 11, "kBinKindTypeArray";
    TYPE_FUNCTION = 12, "kBinKindTypeFunction";
    TYPE_PARAM = 13, "kBinKindTypeParam";
    TYPE_INSTANT_VECTOR = 14, "kBinKindTypeInstantVector";
    TYPE_GENERIC_INSTANT = 15, "kBinKindTypeGenericInstant";
    TYPE_BIT_FIELD = 16, "kBinKindTypeBitField";
    TYPE_STRUCT = 17, "kBinKindTypeStruct";
    TYPE_CLASS = 18, "kBinKindTypeClass";
    TYPE_INTERFACE = 19, "kBinKindTypeInterface";
    CONST_INT = 20, "kBinKindConstInt";
    CONST_ADDROF = 21, "kBinKindConstAddrof";
    CONST_ADDROF_FUNC = 22, "kBinKindConstAddrofFunc";
    CONST_STR = 23, "kBinKindConstStr";
    CONST_STR16 = 24, "kBinKindConstStr16";
    CONST_FLOAT = 25, "kBinKindConstFloat";
    CONST_DOUBLE = 26, "kBinKindConstDouble";
    CONST_AGG = 27, "kBinKindConstAgg";
    CONST_ST = 28, "kBinKindConstSt";
    CONTENT_START = 29, "kBinContentStart";
    STR_START = 30, "kBinStrStart";
    TYPE_START = 31, "kBinTypeStart";
    CG_START = 32, "kBinCgStart";
    SE_START = 33, "kBinSeStart";
    FINISH = 34, "kBinFinish";
    START_METHOD = 35, "kStartMethod";
    EA_CG_START = 41, "kBinEaCgStart";
    EA_START = 42, "kBinEaStart";
    NODE_BLOCK = 43, "kBinNodeBlock";
    OP_STATEMENT = 44, "kBinOpStatement";
    OP_EXPRESSION = 45, "kBinOpExpression";
    RETURNVALS = 46, "kBinReturnvals";
    TYPE_TAB_START = 47, "kBinTypeTabStart";
    SYM_START = 48, "kBinSymStart";
    SYM_TAB_START = 49, "kBinSymTabStart";
    HEADER_START = 56, "kBinHeaderStart";
    TYPE_VIA_TYPENAME = 58, "kBinKindTypeViaTypename";
    SYM_VIA_SYMNAME = 59, "kBinKindSymViaSymname";
    FUNC_VIA_SYMNAME = 60, "kBinKindFuncViaSymname";
    FUNCTION_BODY_START = 61, "kBinFunctionBodyStart";
    CONST_ADDROF_LABEL = 66, "kBinKindConstAddrofLabel";
    CONST_ADDROF_LOCAL = 67, "kBinKindConstAddrofLocal";
}

numbered! {
    /// `MIRTypeKind`: what a struct, class or interface record says it is.
    kind:
    STRUCT = 7, "kTypeStruct";
    UNION = 8, "kTypeUnion";
    CLASS = 9, "kTypeClass";
    INTERFACE = 10, "kTypeInterface";
    STRUCT_INCOMPLETE = 11, "kTypeStructIncomplete";
    CLASS_INCOMPLETE = 12, "kTypeClassIncomplete";
    INTERFACE_INCOMPLETE = 14, "kTypeInterfaceIncomplete";
}

numbered! {
    /// `MIRSymKind` (2020 and later; the 2019 format writes function symbols only).
    sym_kind:
    VAR = 1, "kStVar";
    FUNC = 2, "kStFunc";
    CONST = 3, "kStConst";
    JAVA_CLASS = 4, "kStJavaClass";
    JAVA_INTERFACE = 5, "kStJavaInterface";
    PREG = 6, "kStPreg";
}

numbered! {
    /// `MIRStorageClass`.
    storage:
    AUTO = 1, "kScAuto";
    ALIASED = 2, "kScAliased";
    FORMAL = 3, "kScFormal";
    EXTERN = 4, "kScExtern";
    GLOBAL = 5, "kScGlobal";
    PSTATIC = 6, "kScPstatic";
    FSTATIC = 7, "kScFstatic";
    TEXT = 8, "kScText";
}

numbered! {
    /// `MIRConstKind` (`mir_const.h`, 2021), which a constant's record repeats after its tag.
    const_kind:
    INT = 1, "kConstInt";
    ADDROF = 2, "kConstAddrof";
    ADDROF_FUNC = 3, "kConstAddrofFunc";
    STR = 5, "kConstStrConst";
    FLOAT = 7, "kConstFloatConst";
    DOUBLE = 8, "kConstDoubleConst";
    AGG = 10, "kConstAggConst";
}

/// The storage classes a `var` may name in text, with their numbers; `kScGlobal` is the
/// absence of a word.
pub(crate) const STORAGE_WORDS: &[(&str, i64)] = &[
    ("auto", storage::AUTO),
    ("extern", storage::EXTERN),
    ("pstatic", storage::PSTATIC),
    ("fstatic", storage::FSTATIC),
];

/// The complement of a field's start tag, which ends it (`WriteNum(~kBinStrStart)`).
pub(crate) fn end_of(start: i64) -> i64 {
    !start
}

//! The coreVM module as the manual's schema defines it (`IRModule`), with the source span of
//! every node the text form gave it (a module read from the binary form has empty spans).
//! Spans take no part in equality, so a module read from text and the same module read back
//! from its Avro form compare equal.

use crate::ops::Op;
use maple_asm::source::Span;

/// The schema's `IRValueType`: the primitive types. `Bool` is written `bool` in the text form
/// (the reference lexer's keyword) and `boolean` in the schema.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueType {
    Void,
    Bool,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    Spf,
    Dpf,
    String,
    Object,
}

impl ValueType {
    /// Every value type, in the schema's symbol order.
    pub const ALL: &'static [ValueType] = &[
        ValueType::Void,
        ValueType::Bool,
        ValueType::I8,
        ValueType::U8,
        ValueType::I16,
        ValueType::U16,
        ValueType::I32,
        ValueType::U32,
        ValueType::I64,
        ValueType::U64,
        ValueType::Spf,
        ValueType::Dpf,
        ValueType::String,
        ValueType::Object,
    ];

    /// The text form's keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            ValueType::Void => "void",
            ValueType::Bool => "bool",
            ValueType::I8 => "i8",
            ValueType::U8 => "ui8",
            ValueType::I16 => "i16",
            ValueType::U16 => "ui16",
            ValueType::I32 => "i32",
            ValueType::U32 => "ui32",
            ValueType::I64 => "i64",
            ValueType::U64 => "ui64",
            ValueType::Spf => "spf",
            ValueType::Dpf => "dpf",
            ValueType::String => "string",
            ValueType::Object => "object",
        }
    }

    /// The schema's symbol (`boolean`, `voidtype`; the rest as the keyword).
    pub fn symbol(self) -> &'static str {
        match self {
            ValueType::Void => "voidtype",
            ValueType::Bool => "boolean",
            other => other.keyword(),
        }
    }

    pub fn from_keyword(word: &str) -> Option<ValueType> {
        ValueType::ALL.iter().copied().find(|t| t.keyword() == word)
    }

    pub fn from_symbol(word: &str) -> Option<ValueType> {
        ValueType::ALL.iter().copied().find(|t| t.symbol() == word)
    }

    /// The schema's symbol index.
    pub fn index(self) -> usize {
        ValueType::ALL.iter().position(|&t| t == self).unwrap_or(0)
    }

    /// Bits of an integer type (`None` for the rest; `bool` is not an integer here).
    pub fn int_bits(self) -> Option<u32> {
        match self {
            ValueType::I8 | ValueType::U8 => Some(8),
            ValueType::I16 | ValueType::U16 => Some(16),
            ValueType::I32 | ValueType::U32 => Some(32),
            ValueType::I64 | ValueType::U64 => Some(64),
            _ => None,
        }
    }

    pub fn is_signed(self) -> bool {
        matches!(
            self,
            ValueType::I8 | ValueType::I16 | ValueType::I32 | ValueType::I64
        )
    }

    pub fn is_integer(self) -> bool {
        self.int_bits().is_some()
    }

    pub fn is_float(self) -> bool {
        matches!(self, ValueType::Spf | ValueType::Dpf)
    }

    pub fn is_numeric(self) -> bool {
        self.is_integer() || self.is_float()
    }

    /// Whether a literal of this type is stored in the schema's `long` branch (else `int`).
    pub fn is_long(self) -> bool {
        matches!(self, ValueType::I64 | ValueType::U64)
    }
}

/// What a type names (the schema's `IRIdentifierTypeType` with its value).
#[derive(Clone, Debug, PartialEq)]
pub enum TypeKind {
    /// A `type` definition's name.
    Named(String),
    Value(ValueType),
    /// `array [ N * T ]`.
    Array { len: u32, elem: Box<TypeRef> },
}

/// A type as written: what it names, and whether it is a reference (`T*`).
#[derive(Clone, Debug)]
pub struct TypeRef {
    pub kind: TypeKind,
    pub pointer: bool,
    pub span: Span,
}

impl PartialEq for TypeRef {
    fn eq(&self, other: &TypeRef) -> bool {
        self.kind == other.kind && self.pointer == other.pointer
    }
}

impl TypeRef {
    pub fn value(t: ValueType, span: Span) -> TypeRef {
        TypeRef {
            kind: TypeKind::Value(t),
            pointer: false,
            span,
        }
    }

    /// The value type, when this is one by value.
    pub fn as_value(&self) -> Option<ValueType> {
        match (&self.kind, self.pointer) {
            (TypeKind::Value(v), false) => Some(*v),
            _ => None,
        }
    }

    /// The same type as a reference (`T*`).
    pub fn to_pointer(&self) -> TypeRef {
        TypeRef {
            pointer: true,
            ..self.clone()
        }
    }

    /// What a reference points at (the type by value).
    pub fn pointee(&self) -> Option<TypeRef> {
        self.pointer.then(|| TypeRef {
            pointer: false,
            ..self.clone()
        })
    }

    pub fn is_void(&self) -> bool {
        self.as_value() == Some(ValueType::Void)
    }
}

impl std::fmt::Display for TypeRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.kind {
            TypeKind::Named(n) => write!(f, "{n}")?,
            TypeKind::Value(v) => write!(f, "{}", v.keyword())?,
            TypeKind::Array { len, elem } => write!(f, "array [ {len} * {elem} ]")?,
        }
        if self.pointer {
            write!(f, "*")?;
        }
        Ok(())
    }
}

/// A name with the span it was written at.
#[derive(Clone, Debug)]
pub struct Name {
    pub name: String,
    pub span: Span,
}

impl PartialEq for Name {
    fn eq(&self, other: &Name) -> bool {
        self.name == other.name
    }
}

impl Name {
    pub fn new(name: impl Into<String>, span: Span) -> Name {
        Name {
            name: name.into(),
            span,
        }
    }
}

/// The module's metadata (`IRModuleMeta`); the text form writes each as `"key" : "value"`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Meta {
    pub name: String,
    pub format_version: i64,
    pub target_version: i64,
    pub path: String,
    pub author: String,
    pub timestamp: i64,
}

/// `[key=value, ...]` before a type definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Attribute {
    pub name: Name,
    pub value: Name,
}

/// `T name;` in a type definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub ty: TypeRef,
    pub name: Name,
}

/// `type NAME { fields }`.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeDef {
    pub attributes: Vec<Attribute>,
    pub name: Name,
    pub fields: Vec<Field>,
    pub span: Span,
}

/// `T name`, a function's or an intrinsic's parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub ty: TypeRef,
    pub name: Name,
}

/// The parameter list of a function or a declaration: the typed parameters, then the names of
/// the positional (`*args`) and keyword (`**kwargs`) collectors, if any.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Params {
    pub params: Vec<Param>,
    pub args: Option<Name>,
    pub kwargs: Option<Name>,
}

/// `declare T name(params)`: an intrinsic or a runtime function the module calls.
#[derive(Clone, Debug, PartialEq)]
pub struct Declare {
    pub ret: TypeRef,
    pub name: Name,
    pub params: Params,
    pub span: Span,
}

/// An instruction's constant (`IRValue`): its type and the literal.
#[derive(Clone, Debug, PartialEq)]
pub struct Constant {
    pub ty: ValueType,
    pub value: Literal,
    pub span: Span,
}

/// The literal of a constant, in the branch of the schema's union it is stored in.
#[derive(Clone, Debug)]
pub enum Literal {
    Bool(bool),
    /// `i8` .. `ui32` (the schema's `int`).
    Int(i32),
    /// `i64`, `ui64` (the schema's `long`; a `ui64` above `i64::MAX` is its bit pattern).
    Long(i64),
    Float(f32),
    Double(f64),
    /// The decoded bytes.
    Str(Vec<u8>),
}

impl PartialEq for Literal {
    fn eq(&self, other: &Literal) -> bool {
        match (self, other) {
            (Literal::Bool(a), Literal::Bool(b)) => a == b,
            (Literal::Int(a), Literal::Int(b)) => a == b,
            (Literal::Long(a), Literal::Long(b)) => a == b,
            (Literal::Float(a), Literal::Float(b)) => a.to_bits() == b.to_bits(),
            (Literal::Double(a), Literal::Double(b)) => a.to_bits() == b.to_bits(),
            (Literal::Str(a), Literal::Str(b)) => a == b,
            _ => false,
        }
    }
}

impl Literal {
    /// The literal as a 64-bit integer pattern (integers, booleans), else `None`.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Literal::Bool(b) => Some(i64::from(*b)),
            Literal::Int(v) => Some(i64::from(*v)),
            Literal::Long(v) => Some(*v),
            _ => None,
        }
    }
}

/// An operand (`IROperand`): a constant or a `%name`.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    Const(Constant),
    Ref(Name),
}

impl Operand {
    pub fn span(&self) -> Span {
        match self {
            Operand::Const(c) => c.span,
            Operand::Ref(n) => n.span,
        }
    }

    /// The string constant this operand is, if it is one.
    pub fn as_str(&self) -> Option<&[u8]> {
        match self {
            Operand::Const(Constant {
                value: Literal::Str(s),
                ..
            }) => Some(s),
            _ => None,
        }
    }
}

/// One instruction.
#[derive(Clone, Debug)]
pub struct Inst {
    pub target: Option<Name>,
    pub op: Op,
    pub options: Vec<Name>,
    pub ty: Option<TypeRef>,
    pub operands: Vec<Operand>,
    /// `[ label #a, ... ]`; `None` when the instruction has no label list.
    pub labels: Option<Vec<Name>>,
    /// The opcode's span (the whole instruction's start).
    pub span: Span,
}

impl PartialEq for Inst {
    fn eq(&self, other: &Inst) -> bool {
        self.target == other.target
            && self.op == other.op
            && self.options == other.options
            && self.ty == other.ty
            && self.operands == other.operands
            && self.labels == other.labels
    }
}

/// `label: instructions`.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub label: Name,
    pub insts: Vec<Inst>,
}

/// `def T name(params) [: parent] [options] { blocks }` (`IRClosure`).
#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    pub ret: TypeRef,
    pub name: Name,
    pub params: Params,
    pub parent: Option<Name>,
    pub options: Vec<Name>,
    pub blocks: Vec<Block>,
    pub span: Span,
}

/// A module (`IRModule`); definitions keep the order they were written in within each kind.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    pub meta: Meta,
    pub types: Vec<TypeDef>,
    pub declares: Vec<Declare>,
    pub funcs: Vec<Func>,
}

impl Module {
    pub fn type_def(&self, name: &str) -> Option<&TypeDef> {
        self.types.iter().find(|t| t.name.name == name)
    }

    pub fn func(&self, name: &str) -> Option<&Func> {
        self.funcs.iter().find(|f| f.name.name == name)
    }

    pub fn declare(&self, name: &str) -> Option<&Declare> {
        self.declares.iter().find(|d| d.name.name == name)
    }
}

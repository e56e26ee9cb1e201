//! Primitive types: the values the core's datapath knows how to hold.
//!
//! One table (`prim_types!`) gives each type its code in the instruction word's type field, its
//! MAPLE IR name, its size and alignment in bytes, and its class. Everything else (lookup by
//! name, signedness, type sets) derives from that table.

use serde::Serialize;
use std::fmt;

/// What kind of value a primitive type holds; decides which opcodes admit it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PrimClass {
    /// `void`: no value (statements).
    Void,
    /// Two's-complement signed integers.
    Signed,
    /// Unsigned integers.
    Unsigned,
    /// `u1`, the boolean.
    Bool,
    /// Addresses (`ptr`, `ref`, `a32`, `a64`).
    Address,
    /// IEEE-754 binary floating point.
    Float,
    /// Complex numbers: a pair of floats.
    Complex,
    /// Aggregates (`agg`): size comes from the high-level type.
    Aggregate,
    /// JavaScript dynamic values.
    Dynamic,
    /// SIMD vectors.
    Vector,
    /// `unknown`: a field type not resolved in this compilation unit.
    Unknown,
}

macro_rules! prim_types {
    ($( $variant:ident = $code:literal, $name:literal, $size:literal, $align:literal, $class:ident; )*) => {
        /// A primitive type. The discriminant is the code stored in bits 8–15 of an instruction word.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum PrimType { $( $variant = $code, )* }

        impl PrimType {
            /// Every primitive type, in code order.
            pub const ALL: &'static [PrimType] = &[ $( PrimType::$variant, )* ];

            /// The MAPLE IR spelling (`i32`, `ptr`, `v4f32`, ...).
            pub const fn name(self) -> &'static str {
                match self { $( PrimType::$variant => $name, )* }
            }

            /// Storage size in bytes (0 for `void`, `agg` and `unknown`, whose size is not primitive).
            pub const fn size(self) -> u32 {
                match self { $( PrimType::$variant => $size, )* }
            }

            /// Natural alignment in bytes (1 where the size is not primitive).
            pub const fn align(self) -> u32 {
                match self { $( PrimType::$variant => $align, )* }
            }

            /// The class of values this type holds.
            pub const fn class(self) -> PrimClass {
                match self { $( PrimType::$variant => PrimClass::$class, )* }
            }

            /// The type with this code, if any.
            pub const fn from_code(code: u8) -> Option<PrimType> {
                match code { $( $code => Some(PrimType::$variant), )* _ => None }
            }

            /// Look a type up by its MAPLE IR spelling.
            pub fn from_name(name: &str) -> Option<PrimType> {
                match name { $( $name => Some(PrimType::$variant), )* _ => None }
            }
        }
    };
}

prim_types! {
    Void = 0, "void", 0, 1, Void;
    I8 = 1, "i8", 1, 1, Signed;
    I16 = 2, "i16", 2, 2, Signed;
    I32 = 3, "i32", 4, 4, Signed;
    I64 = 4, "i64", 8, 8, Signed;
    I128 = 5, "i128", 16, 16, Signed;
    U8 = 6, "u8", 1, 1, Unsigned;
    U16 = 7, "u16", 2, 2, Unsigned;
    U32 = 8, "u32", 4, 4, Unsigned;
    U64 = 9, "u64", 8, 8, Unsigned;
    U128 = 10, "u128", 16, 16, Unsigned;
    U1 = 11, "u1", 1, 1, Bool;
    Ptr = 12, "ptr", 8, 8, Address;
    Ref = 13, "ref", 8, 8, Address;
    A32 = 14, "a32", 4, 4, Address;
    A64 = 15, "a64", 8, 8, Address;
    F32 = 16, "f32", 4, 4, Float;
    F64 = 17, "f64", 8, 8, Float;
    F128 = 18, "f128", 16, 16, Float;
    C64 = 19, "c64", 8, 4, Complex;
    C128 = 20, "c128", 16, 8, Complex;
    Agg = 21, "agg", 0, 1, Aggregate;
    DynAny = 22, "dynany", 8, 8, Dynamic;
    DynU32 = 23, "dynu32", 8, 8, Dynamic;
    DynI32 = 24, "dyni32", 8, 8, Dynamic;
    DynUndef = 25, "dynundef", 8, 8, Dynamic;
    DynNull = 26, "dynnull", 8, 8, Dynamic;
    DynHole = 27, "dynhole", 8, 8, Dynamic;
    DynBool = 28, "dynbool", 8, 8, Dynamic;
    DynPtr = 29, "dynptr", 8, 8, Dynamic;
    DynF64 = 30, "dynf64", 8, 8, Dynamic;
    DynF32 = 31, "dynf32", 8, 8, Dynamic;
    DynStr = 32, "dynstr", 8, 8, Dynamic;
    DynObj = 33, "dynob", 8, 8, Dynamic;
    V2I64 = 34, "v2i64", 16, 16, Vector;
    V4I32 = 35, "v4i32", 16, 16, Vector;
    V8I16 = 36, "v8i16", 16, 16, Vector;
    V16I8 = 37, "v16i8", 16, 16, Vector;
    V2U64 = 38, "v2u64", 16, 16, Vector;
    V4U32 = 39, "v4u32", 16, 16, Vector;
    V8U16 = 40, "v8u16", 16, 16, Vector;
    V16U8 = 41, "v16u8", 16, 16, Vector;
    V2F64 = 42, "v2f64", 16, 16, Vector;
    V4F32 = 43, "v4f32", 16, 16, Vector;
    V2I32 = 44, "v2i32", 8, 8, Vector;
    V4I16 = 45, "v4i16", 8, 8, Vector;
    V8I8 = 46, "v8i8", 8, 8, Vector;
    V2U32 = 47, "v2u32", 8, 8, Vector;
    V4U16 = 48, "v4u16", 8, 8, Vector;
    V8U8 = 49, "v8u8", 8, 8, Vector;
    V2F32 = 50, "v2f32", 8, 8, Vector;
    Unknown = 51, "unknown", 0, 1, Unknown;
    // One-lane vectors (AArch64's `int64x1_t`/`uint64x1_t`), which later OpenArk front ends
    // print (`<[2] v1i64 oneelem_simd>`); numbered after `unknown` so earlier codes keep theirs.
    V1I64 = 52, "v1i64", 8, 8, Vector;
    V1U64 = 53, "v1u64", 8, 8, Vector;
}

impl PrimType {
    /// Size in bits (0 where the size is not primitive). `u1` is one bit wide as a value.
    pub const fn bits(self) -> u32 {
        match self {
            PrimType::U1 => 1,
            _ => self.size() * 8,
        }
    }

    /// True for signed integers (the types whose loads sign-extend).
    pub const fn is_signed(self) -> bool {
        matches!(self.class(), PrimClass::Signed)
    }

    /// True for every integer type, `u1` included.
    pub const fn is_integer(self) -> bool {
        matches!(
            self.class(),
            PrimClass::Signed | PrimClass::Unsigned | PrimClass::Bool
        )
    }

    /// True for `f32`, `f64` and `f128`.
    pub const fn is_float(self) -> bool {
        matches!(self.class(), PrimClass::Float)
    }

    /// True for `ptr`, `ref`, `a32` and `a64`.
    pub const fn is_address(self) -> bool {
        matches!(self.class(), PrimClass::Address)
    }

    /// The lane type and lane count of a vector type.
    pub const fn vector_lanes(self) -> Option<(PrimType, u32)> {
        use PrimType::*;
        Some(match self {
            V2I64 => (I64, 2),
            V4I32 => (I32, 4),
            V8I16 => (I16, 8),
            V16I8 => (I8, 16),
            V2U64 => (U64, 2),
            V4U32 => (U32, 4),
            V8U16 => (U16, 8),
            V16U8 => (U8, 16),
            V2F64 => (F64, 2),
            V4F32 => (F32, 4),
            V2I32 => (I32, 2),
            V4I16 => (I16, 4),
            V8I8 => (I8, 8),
            V2U32 => (U32, 2),
            V4U16 => (U16, 4),
            V8U8 => (U8, 8),
            V2F32 => (F32, 2),
            V1I64 => (I64, 1),
            V1U64 => (U64, 1),
            _ => return None,
        })
    }

    /// The type's bit in a [`TypeSet`].
    pub const fn bit(self) -> u64 {
        1u64 << (self as u8)
    }
}

impl fmt::Display for PrimType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for PrimType {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A set of primitive types, one bit per code: which types an opcode admits in its type field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypeSet(pub u64);

const fn class_bits(class: PrimClass) -> u64 {
    let mut bits = 0u64;
    let mut i = 0;
    while i < PrimType::ALL.len() {
        let t = PrimType::ALL[i];
        if t.class() as u8 == class as u8 {
            bits |= t.bit();
        }
        i += 1;
    }
    bits
}

impl TypeSet {
    pub const NONE: TypeSet = TypeSet(0);
    /// Statements: the type field holds `void`.
    pub const VOID: TypeSet = TypeSet(class_bits(PrimClass::Void));
    pub const INT: TypeSet = TypeSet(
        class_bits(PrimClass::Signed)
            | class_bits(PrimClass::Unsigned)
            | class_bits(PrimClass::Bool),
    );
    pub const FLOAT: TypeSet = TypeSet(class_bits(PrimClass::Float));
    pub const ADDR: TypeSet = TypeSet(class_bits(PrimClass::Address));
    pub const COMPLEX: TypeSet = TypeSet(class_bits(PrimClass::Complex));
    pub const VECTOR: TypeSet = TypeSet(class_bits(PrimClass::Vector));
    pub const DYNAMIC: TypeSet = TypeSet(class_bits(PrimClass::Dynamic));
    pub const AGG: TypeSet = TypeSet(class_bits(PrimClass::Aggregate));
    /// Integers and addresses: what bitwise and shift units take.
    pub const INT_ADDR: TypeSet = TypeSet(Self::INT.0 | Self::ADDR.0);
    /// Integers and floats: what the rounding conversions (`floor`, `ceil`, ...) produce.
    pub const INT_FLOAT: TypeSet = TypeSet(Self::INT.0 | Self::FLOAT.0);
    /// Scalars: integers, addresses and floats.
    pub const SCALAR: TypeSet = TypeSet(Self::INT.0 | Self::ADDR.0 | Self::FLOAT.0);
    /// What the arithmetic units take: scalars, complex numbers and vectors lane-wise.
    pub const ARITH: TypeSet = TypeSet(Self::SCALAR.0 | Self::COMPLEX.0 | Self::VECTOR.0);
    /// Every type a register or memory cell can hold as one value.
    pub const VALUE: TypeSet = TypeSet(Self::ARITH.0 | Self::DYNAMIC.0);
    /// Every type at all.
    pub const ANY: TypeSet = TypeSet(u64::MAX);

    pub const fn contains(self, t: PrimType) -> bool {
        self.0 & t.bit() != 0
    }

    pub const fn union(self, other: TypeSet) -> TypeSet {
        TypeSet(self.0 | other.0)
    }

    /// The admitted types, in code order.
    pub fn iter(self) -> impl Iterator<Item = PrimType> {
        PrimType::ALL
            .iter()
            .copied()
            .filter(move |t| self.contains(*t))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_dense_and_names_round_trip() {
        for (i, t) in PrimType::ALL.iter().enumerate() {
            assert_eq!(*t as usize, i, "codes follow table order");
            assert_eq!(PrimType::from_code(i as u8), Some(*t));
            assert_eq!(PrimType::from_name(t.name()), Some(*t));
        }
        assert_eq!(PrimType::from_code(PrimType::ALL.len() as u8), None);
        assert!(PrimType::ALL.len() <= 64, "TypeSet holds one bit per type");
    }

    #[test]
    fn sizes_and_classes() {
        assert_eq!(PrimType::I32.size(), 4);
        assert_eq!(PrimType::Ptr.size(), 8, "ptr is a 64-bit value");
        assert_eq!(PrimType::A32.size(), 4);
        assert_eq!(PrimType::U1.bits(), 1);
        assert_eq!(PrimType::C128.size(), 16);
        assert!(PrimType::I8.is_signed() && !PrimType::U8.is_signed());
        assert!(TypeSet::INT.contains(PrimType::U1));
        assert!(!TypeSet::INT.contains(PrimType::F32));
        assert!(TypeSet::VALUE.contains(PrimType::DynStr));
        assert!(!TypeSet::VALUE.contains(PrimType::Void));
        for t in PrimType::ALL {
            if let Some((lane, n)) = t.vector_lanes() {
                assert_eq!(lane.size() * n, t.size(), "{t}");
            }
        }
    }
}

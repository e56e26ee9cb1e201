//! How values sit in operand-stack slots, registers and retvals.
//!
//! A slot is a `u128`: every value of every primitive type fits in one slot, so the ISA's
//! stack effects (which count *values*: `eval`, `return N`, `brtrue`, call arguments pop
//! values of types the instruction does not state) map one to one onto slots. Two `u64` slots
//! for 128-bit types would make those untyped pops ambiguous.
//!
//! Slots are kept **canonical**, so that consumers never re-normalise:
//! - signed integers are sign-extended to 128 bits, unsigned integers, `u1` and addresses
//!   zero-extended;
//! - floats, complex numbers, vectors and dynamic values hold their little-endian bit
//!   pattern (the same bytes as in memory) zero-extended: `c64` is re in bits 0..32 and im in
//!   32..64, `c128` re in bits 0..64 and im in 64..128, vector lane `i` at bits `i*w..`.
//!
//! Every producer (constants, loads, register reads, arithmetic) canonicalises for its type
//! with [`Canon`], a precomputed shift pair, so canonicalising is two shifts and no branch on
//! the type.

use maple_isa::{PrimClass, PrimType};

/// The canonical form of a type: shift left by `sh`, then shift right arithmetically
/// (`signed`) or logically by `sh`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Canon {
    pub sh: u8,
    pub signed: bool,
}

impl Canon {
    /// The canonical form of `ty`'s values.
    pub const fn of(ty: PrimType) -> Canon {
        let bits = ty.bits();
        let bits = if bits == 0 || bits > 128 { 128 } else { bits };
        Canon {
            sh: (128 - bits) as u8,
            signed: ty.is_signed(),
        }
    }

    /// Bring `v` to canonical form.
    #[inline(always)]
    pub fn apply(self, v: u128) -> u128 {
        // Types of 64 bits or fewer (nearly every instruction) take the 64-bit path: a
        // variable 128-bit shift is several instructions and branches on x86-64. 64-bit
        // types (i64, u64, pointers, f64) need no shift at all.
        if self.sh == 64 {
            return if self.signed {
                v as u64 as i64 as i128 as u128
            } else {
                v as u64 as u128
            };
        }
        if self.sh > 64 {
            let s = (self.sh - 64) as u32;
            let up = (v as u64) << s;
            if self.signed {
                ((up as i64) >> s) as i128 as u128
            } else {
                (up >> s) as u128
            }
        } else {
            let up = v << self.sh;
            if self.signed {
                ((up as i128) >> self.sh) as u128
            } else {
                up >> self.sh
            }
        }
    }

    /// Width of the value in bits.
    #[inline(always)]
    pub fn bits(self) -> u32 {
        128 - self.sh as u32
    }
}

/// Facts about a primitive type the datapath needs on every instruction, computed at
/// compile time from `maple_isa`'s table (its accessors are not inlinable across crates, and
/// a table lookup is cheaper than their `match`es anyway).
#[derive(Clone, Copy, Debug)]
pub struct TypeFacts {
    pub class: PrimClass,
    pub size: u32,
    pub canon: Canon,
}

const N_TYPES: usize = PrimType::ALL.len();

static FACTS: [TypeFacts; N_TYPES] = {
    let mut t = [TypeFacts {
        class: PrimClass::Void,
        size: 0,
        canon: Canon {
            sh: 0,
            signed: false,
        },
    }; N_TYPES];
    let mut i = 0;
    while i < N_TYPES {
        let ty = PrimType::ALL[i];
        t[ty as usize] = TypeFacts {
            class: ty.class(),
            size: ty.size(),
            canon: Canon::of(ty),
        };
        i += 1;
    }
    t
};

/// The facts of `ty`.
#[inline(always)]
pub fn facts(ty: PrimType) -> &'static TypeFacts {
    &FACTS[ty as usize]
}

/// The class of `ty`.
#[inline(always)]
pub fn class_of(ty: PrimType) -> PrimClass {
    facts(ty).class
}

/// Storage size of `ty` in bytes.
#[inline(always)]
pub fn size_of(ty: PrimType) -> u32 {
    facts(ty).size
}

/// The canonical form of `ty`.
#[inline(always)]
pub fn canon_of(ty: PrimType) -> Canon {
    facts(ty).canon
}

/// True for `f32`, `f64`, `f128`.
#[inline(always)]
pub fn is_float(ty: PrimType) -> bool {
    matches!(class_of(ty), PrimClass::Float)
}

/// Canonicalise `v` for `ty`.
#[inline]
pub fn canon(ty: PrimType, v: u128) -> u128 {
    canon_of(ty).apply(v)
}

/// Sign-extend the low `bits` bits of `v` (1..=128).
#[inline]
pub fn sext_bits(v: u128, bits: u32) -> u128 {
    let sh = 128 - bits;
    (((v << sh) as i128) >> sh) as u128
}

/// Zero-extend the low `bits` bits of `v` (1..=128).
#[inline]
pub fn zext_bits(v: u128, bits: u32) -> u128 {
    let sh = 128 - bits;
    (v << sh) >> sh
}

/// An `f32` slot value.
#[inline(always)]
pub fn f32_of(v: u128) -> f32 {
    f32::from_bits(v as u32)
}

/// An `f64` slot value.
#[inline(always)]
pub fn f64_of(v: u128) -> f64 {
    f64::from_bits(v as u64)
}

/// The slot of an `f32`.
#[inline(always)]
pub fn from_f32(x: f32) -> u128 {
    x.to_bits() as u128
}

/// The slot of an `f64`.
#[inline(always)]
pub fn from_f64(x: f64) -> u128 {
    x.to_bits() as u128
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_forms() {
        assert_eq!(canon(PrimType::I8, 0xff), u128::MAX);
        assert_eq!(canon(PrimType::U8, 0x1ff), 0xff);
        assert_eq!(canon(PrimType::U1, 3), 1);
        assert_eq!(canon(PrimType::I32, 0x8000_0000), (-(1i128 << 31)) as u128);
        assert_eq!(canon(PrimType::A32, u128::MAX), 0xffff_ffff);
        assert_eq!(canon(PrimType::Ptr, u128::MAX), u64::MAX as u128);
        assert_eq!(canon(PrimType::I128, u128::MAX), u128::MAX);
        assert_eq!(canon(PrimType::F32, u128::MAX), 0xffff_ffff);
    }
}

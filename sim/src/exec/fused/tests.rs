//! The specialised operators compute as their opcodes.

use super::build::binary_of;
use super::run::{binary_entry, fixed_binary};
use super::Binary;
use crate::exec::misc;
use crate::predecode::Op;
use crate::predecode::{Code, Decoded};
use crate::value::Canon;
use maple_isa::Opcode;
use maple_isa::PrimType;
use proptest::prelude::*;

fn decoded(op: Opcode, ty: PrimType, from: PrimType) -> Decoded {
    Decoded {
        op: Op::of(op),
        ty,
        from,
        canon: Canon::of(ty),
        param: 0,
        next: 0,
        aux: 0,
        imm: 0,
    }
}

const TYPES: [PrimType; 7] = [
    PrimType::I32,
    PrimType::U32,
    PrimType::I64,
    PrimType::U64,
    PrimType::Ptr,
    PrimType::F32,
    PrimType::F64,
];

/// Every specialised binary gives what its opcode's own value function gives, for any
/// operands (canonical for another type or not at all).
#[test]
fn specialised_binaries_compute_as_their_opcodes() {
    let code = Code::new(&crate::builder::Builder::new().build());
    let mut specialised = 0;
    for op in Opcode::all() {
        for ty in TYPES {
            // Relations read their operand type in `from` (and give 0 or 1 in any type).
            let d = decoded(op, ty, ty);
            let fixed = binary_of(&code, &d, 0);
            if fixed == Binary::Entry(0) {
                // Not a binary, or one left to its entry (bitwise operators of floats,
                // integer division).
                continue;
            }
            specialised += 1;
            proptest!(ProptestConfig::with_cases(300), |(a: u128, b: u128, small in 0u128..70)| {
                for (x, y) in [(a, b), (a, small), (a as u64 as i64 as i128 as u128, b as u32 as u128)] {
                    prop_assert_eq!(
                        fixed_binary(fixed, x, y),
                        binary_entry(&code, &d, x, y),
                        "{:?} {} ({:#x}, {:#x})", op, ty, x, y
                    );
                }
            });
        }
    }
    // Arithmetic, bitwise operators, shifts and relations on the five integer types; float
    // `add`, `sub`, `mul`, `div` and relations on the two float types.
    assert_eq!(specialised, 15 * 5 + 10 * 2);
}

/// An `array` specialised computes as the opcode, in bounds and out.
#[test]
fn a_specialised_array_computes_as_the_opcode() {
    for checked in [false, true] {
        let (esize, bound) = (12u32, 7u32);
        let op = Binary::Array(esize, bound, checked);
        let d = Decoded {
            param: 1 | (u16::from(checked) << 8),
            ..decoded(Opcode::Array, PrimType::Ptr, PrimType::Void)
        };
        for (base, index) in [(0x1000u128, 3u128), (0x1000, 7), (0, u128::MAX), (5, 6)] {
            let by_opcode = misc::element_address(&d, [esize, bound], base, index).ok();
            assert_eq!(fixed_binary(op, base, index), by_opcode, "{base} {index}");
        }
    }
}

//! Property tests: the engine's arithmetic against Rust's own on random operands.

mod common;
use common::*;
use proptest::prelude::*;

/// `op ty (a, b)` through the engine.
fn bin(op: Op, ty: T, a: i128, b: i128) -> u128 {
    eval(|bd| {
        bd.constval(ty, a).constval(ty, b).o(op, ty);
    })
}

/// The canonical slot of a Rust integer (sign-extended for signed types, zero-extended for
/// unsigned ones).
trait Slot {
    fn slot(self) -> u128;
}
macro_rules! slot_signed {
    ($($t:ty),*) => {$(impl Slot for $t { fn slot(self) -> u128 { self as i128 as u128 } })*};
}
macro_rules! slot_unsigned {
    ($($t:ty),*) => {$(impl Slot for $t { fn slot(self) -> u128 { self as u128 } })*};
}
slot_signed!(i8, i16, i32, i64);
slot_unsigned!(u8, u16, u32, u64);

macro_rules! integer_props {
    ($name:ident, $t:ty, $pt:expr, $bits:expr) => {
        proptest! {
            #![proptest_config(ProptestConfig::with_cases(64))]
            #[test]
            fn $name(a: $t, b: $t) {
                let (x, y) = (a as i128, b as i128);
                prop_assert_eq!(bin(Op::Add, $pt, x, y), a.wrapping_add(b).slot());
                prop_assert_eq!(bin(Op::Sub, $pt, x, y), a.wrapping_sub(b).slot());
                prop_assert_eq!(bin(Op::Mul, $pt, x, y), a.wrapping_mul(b).slot());
                if b != 0 {
                    prop_assert_eq!(bin(Op::Div, $pt, x, y), a.wrapping_div(b).slot());
                    prop_assert_eq!(bin(Op::Rem, $pt, x, y), a.wrapping_rem(b).slot());
                }
                prop_assert_eq!(bin(Op::Shl, $pt, x, y), a.wrapping_shl(b as u32).slot());
                prop_assert_eq!(bin(Op::Band, $pt, x, y), (a & b).slot());
                prop_assert_eq!(bin(Op::Min, $pt, x, y), a.min(b).slot());
                prop_assert_eq!(bin(Op::Max, $pt, x, y), a.max(b).slot());
                let lt = eval(|bd| {
                    bd.constval($pt, x).constval($pt, y).typed(Op::Lt, T::U1, $pt);
                });
                prop_assert_eq!(lt, (a < b) as u128);
                let _ = $bits;
            }
        }
    };
}

integer_props!(i8_matches_rust, i8, T::I8, 8);
integer_props!(i16_matches_rust, i16, T::I16, 16);
integer_props!(i32_matches_rust, i32, T::I32, 32);
integer_props!(i64_matches_rust, i64, T::I64, 64);
integer_props!(u8_matches_rust, u8, T::U8, 8);
integer_props!(u16_matches_rust, u16, T::U16, 16);
integer_props!(u32_matches_rust, u32, T::U32, 32);
integer_props!(u64_matches_rust, u64, T::U64, 64);

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Float to integer conversions saturate like Rust's `as` (NaN to 0).
    #[test]
    fn float_to_int_matches_rust_as(bits: u64, pick in 0usize..4) {
        // Mix arbitrary bit patterns (NaNs, huge values) with ordinary magnitudes.
        let x = if pick == 0 { f64::from_bits(bits) } else { (bits as i64 as f64) / 1e9 };
        let cvt = |to: T| eval(|bd| { bd.f64c(x).typed(Op::Cvt, to, T::F64); });
        prop_assert_eq!(cvt(T::I8), (x as i8).slot());
        prop_assert_eq!(cvt(T::I32), (x as i32).slot());
        prop_assert_eq!(cvt(T::I64), (x as i64).slot());
        prop_assert_eq!(cvt(T::U16), (x as u16).slot());
        prop_assert_eq!(cvt(T::U64), (x as u64).slot());
        let floor = eval(|bd| { bd.f64c(x).typed(Op::Floor, T::I32, T::F64); });
        prop_assert_eq!(floor, (x.floor() as i32).slot());
    }

    /// Integer to float conversions round like Rust's `as`.
    #[test]
    fn int_to_float_matches_rust_as(v: i64) {
        let to64 = eval(|bd| { bd.constval(T::I64, v as i128).typed(Op::Cvt, T::F64, T::I64); });
        prop_assert_eq!(to64, (v as f64).to_bits() as u128);
        let to32 = eval(|bd| { bd.constval(T::U64, v as u64 as i128).typed(Op::Cvt, T::F32, T::U64); });
        prop_assert_eq!(to32, (v as u64 as f32).to_bits() as u128);
    }

    /// Float arithmetic is the host's IEEE arithmetic.
    #[test]
    fn f64_arithmetic_matches_rust(a: f64, b: f64) {
        let f = |op: Op| eval(|bd| { bd.f64c(a).f64c(b).o(op, T::F64); }) as u64;
        prop_assert_eq!(f64::from_bits(f(Op::Add)).to_bits(), (a + b).to_bits());
        prop_assert_eq!(f64::from_bits(f(Op::Mul)).to_bits(), (a * b).to_bits());
        let div = f64::from_bits(f(Op::Div));
        prop_assert!(div.to_bits() == (a / b).to_bits() || (div.is_nan() && (a / b).is_nan()));
    }

    /// Loads sign- or zero-extend per type after any store.
    #[test]
    fn loads_extend_per_type(v: u64) {
        let load = |ty: T| {
            let mut b = maple_sim::builder::Builder::new();
            let g = b.data(&v.to_le_bytes());
            b.func("main", 0, 0, &[], false);
            b.off(Op::Ireadgpoff, ty, g).ret(1);
            let (outcome, _, m) = run(&b);
            assert!(matches!(outcome, maple_sim::Outcome::Exited(_)));
            m.hart().retvals[0]
        };
        prop_assert_eq!(load(T::I8), (v as i8).slot());
        prop_assert_eq!(load(T::U16), (v as u16).slot());
        prop_assert_eq!(load(T::I32), (v as i32).slot());
        prop_assert_eq!(load(T::U64), v.slot());
    }
}

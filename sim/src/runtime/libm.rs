//! `math.h`: each function in its `double` and `float` forms. Rust's `f64`/`f32` methods
//! call the host's libm for the transcendental functions (glibc's on x86-64 Linux, whose
//! results are what a native program prints) and are exact for the rest: `round` halves
//! away from zero as C's does, `%` is C's `fmod` (exact), `floor`/`ceil`/`trunc` and `fabs`
//! are exact. A `float` argument arrives as its 32 bits in the slot (a prototyped call does
//! not promote it) and the result goes back the same way.

use super::MathFn;

/// `f` on the argument slots `x`, `y` (`y` only for the two-argument functions); `single`
/// for the `float` form.
pub fn call(f: MathFn, single: bool, x: u128, y: u128) -> u128 {
    if single {
        let (x, y) = (f32::from_bits(x as u32), f32::from_bits(y as u32));
        f32_fn(f, x, y).to_bits() as u128
    } else {
        let (x, y) = (f64::from_bits(x as u64), f64::from_bits(y as u64));
        f64_fn(f, x, y).to_bits() as u128
    }
}

/// One body for both widths: each arm is the same method of `f64` and of `f32`, which call
/// the host's libm (`sin`/`sinf`, ...).
macro_rules! math_fn {
    ($name:ident, $t:ty) => {
        fn $name(f: MathFn, x: $t, y: $t) -> $t {
            match f {
                MathFn::Sqrt => x.sqrt(),
                MathFn::Pow => x.powf(y),
                MathFn::Exp => x.exp(),
                MathFn::Log => x.ln(),
                MathFn::Log10 => x.log10(),
                MathFn::Sin => x.sin(),
                MathFn::Cos => x.cos(),
                MathFn::Tan => x.tan(),
                MathFn::Atan => x.atan(),
                MathFn::Atan2 => x.atan2(y),
                MathFn::Fabs => x.abs(),
                MathFn::Floor => x.floor(),
                MathFn::Ceil => x.ceil(),
                MathFn::Fmod => x % y,
                MathFn::Round => x.round(),
                MathFn::Trunc => x.trunc(),
            }
        }
    };
}

math_fn!(f64_fn, f64);
math_fn!(f32_fn, f32);

#[cfg(test)]
mod tests {
    use super::*;

    fn d(f: MathFn, x: f64, y: f64) -> u64 {
        call(f, false, x.to_bits() as u128, y.to_bits() as u128) as u64
    }

    fn s(f: MathFn, x: f32, y: f32) -> u32 {
        call(f, true, x.to_bits() as u128, y.to_bits() as u128) as u32
    }

    /// Bits glibc 2.36's libm gives on this machine (a C program printing the results'
    /// bits, compiled with gcc -O0 and volatile arguments so nothing is folded).
    #[test]
    fn results_equal_glibcs_bits() {
        use MathFn::*;
        let cases: [(MathFn, f64, f64, u64); 12] = [
            (Sqrt, 2.0, 0.0, 0x3ff6a09e667f3bcd),
            (Pow, 2.5, 3.7, GLIBC_POW),
            (Exp, 1.0, 0.0, 0x4005bf0a8b145769),
            (Log, 10.0, 0.0, 0x40026bb1bbb55516),
            (Log10, 2.0, 0.0, 0x3fd34413509f79ff),
            (Sin, 1.0, 0.0, 0x3feaed548f090cee),
            (Cos, 1.0, 0.0, 0x3fe14a280fb5068c),
            (Tan, 1.0, 0.0, 0x3ff8eb245cbee3a6),
            (Atan2, 1.0, -2.0, GLIBC_ATAN2),
            (Fmod, 10.5, 3.0, 1.5f64.to_bits()),
            (Round, -2.5, 0.0, (-3.0f64).to_bits()),
            (Trunc, -2.7, 0.0, (-2.0f64).to_bits()),
        ];
        for (f, x, y, want) in cases {
            assert_eq!(d(f, x, y), want, "{f:?}({x}, {y})");
        }
        assert_eq!(s(Sqrt, 2.0, 0.0), 0x3fb504f3);
        assert_eq!(s(Round, 0.5, 0.0), 1.0f32.to_bits());
        assert_eq!(s(Fmod, -7.5, 2.0), (-1.5f32).to_bits());
        assert_eq!(d(Floor, -0.5, 0.0), (-1.0f64).to_bits());
        assert_eq!(d(Ceil, -0.5, 0.0), (-0.0f64).to_bits());
    }

    const GLIBC_POW: u64 = 0x403dac93f32d18dd;
    const GLIBC_ATAN2: u64 = 0x40056c6e7397f5ae;
}

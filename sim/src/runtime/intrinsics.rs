//! C intrinsics (`intrinsicop`, `intrinsiccall`), named as in OpenArkCompiler's
//! `intrinsics.def`: bit counting, alignment, libm functions and the string/memory family.
//!
//! Names are resolved once, when the text is pre-decoded (the instruction's extension is an
//! index into the program's string table); an unknown or unimplemented name faults when
//! executed (`Unsupported`, naming it). Arguments are the popped operand values; the result
//! is pushed (`intrinsicop`) or written to `%%retval0` (`intrinsiccall`).
//!
//! `C_clz*`/`C_ctz*` of 0 give the operand width (GCC leaves it undefined).

use super::{Runtime, Shim};
use crate::fault::Trap;
use crate::memory::Memory;

/// An implemented intrinsic.
#[derive(Clone, Copy, Debug)]
pub enum Intrinsic {
    Popcount32,
    Popcount64,
    Clz32,
    Clz64,
    Ctz32,
    Ctz64,
    Parity32,
    Parity64,
    Clrsb32,
    Clrsb64,
    Ffs,
    IsAligned,
    AlignUp,
    AlignDown,
    ConstantP,
    /// A libm function of one `f64` argument.
    Math64(fn(f64) -> f64),
    /// A libm function of one `f32` argument.
    Math32(fn(f32) -> f32),
    /// A libc function the runtime provides as a shim.
    Libc(Shim),
    /// `JAVA_ARRAY_LENGTH` / `DEX_ARRAY_LENGTH`: the length word of a Java array's header
    /// (executed by the core, which checks the header: see [`super::objects`]).
    JavaArrayLength,
}

impl Intrinsic {
    /// The intrinsic named `name`, if implemented.
    pub fn by_name(name: &str) -> Option<Intrinsic> {
        use Intrinsic::*;
        Some(match name {
            "C_popcount32" => Popcount32,
            "C_popcount64" => Popcount64,
            "C_clz32" => Clz32,
            "C_clz64" => Clz64,
            "C_ctz32" => Ctz32,
            "C_ctz64" => Ctz64,
            "C_parity32" => Parity32,
            "C_parity64" => Parity64,
            "C_clrsb32" => Clrsb32,
            "C_clrsb64" => Clrsb64,
            "C_ffs" => Ffs,
            "C_isaligned" => IsAligned,
            "C_alignup" => AlignUp,
            "C_aligndown" => AlignDown,
            "C_constant_p" => ConstantP,
            "JAVA_ARRAY_LENGTH" | "DEX_ARRAY_LENGTH" => JavaArrayLength,
            "C_acos" => Math64(f64::acos),
            "C_asin" => Math64(f64::asin),
            "C_atan" => Math64(f64::atan),
            "C_cos" => Math64(f64::cos),
            "C_cosh" => Math64(f64::cosh),
            "C_exp" => Math64(f64::exp),
            "C_log" => Math64(f64::ln),
            "C_log10" => Math64(f64::log10),
            "C_sin" => Math64(f64::sin),
            "C_sinh" => Math64(f64::sinh),
            // Not in MAPLE's intrinsics.def: maple-uvm's lowering of `@uvm.tan`.
            "C_tan" => Math64(f64::tan),
            "C_acosf" => Math32(f32::acos),
            "C_asinf" => Math32(f32::asin),
            "C_atanf" => Math32(f32::atan),
            "C_cosf" => Math32(f32::cos),
            "C_coshf" => Math32(f32::cosh),
            "C_expf" => Math32(f32::exp),
            "C_logf" => Math32(f32::ln),
            "C_log10f" => Math32(f32::log10),
            "C_sinf" => Math32(f32::sin),
            "C_sinhf" => Math32(f32::sinh),
            _ => {
                let shim = Shim::by_name(name.strip_prefix("C_")?)?;
                match shim {
                    Shim::Strcmp
                    | Shim::Strncmp
                    | Shim::Strcpy
                    | Shim::Strncpy
                    | Shim::Strlen
                    | Shim::Memcmp
                    | Shim::Memcpy
                    | Shim::Memmove
                    | Shim::Memset => Libc(shim),
                    _ => return None,
                }
            }
        })
    }

    /// Evaluate on `rt.args`.
    pub fn eval(self, rt: &mut Runtime, mem: &mut Memory) -> Result<u128, Trap> {
        use Intrinsic::*;
        let a = |i: usize| rt.args.get(i).copied().unwrap_or(0);
        let (x32, x64) = (a(0) as u32, a(0) as u64);
        Ok(match self {
            Popcount32 => x32.count_ones() as u128,
            Popcount64 => x64.count_ones() as u128,
            Clz32 => x32.leading_zeros() as u128,
            Clz64 => x64.leading_zeros() as u128,
            Ctz32 => x32.trailing_zeros() as u128,
            Ctz64 => x64.trailing_zeros() as u128,
            Parity32 => (x32.count_ones() & 1) as u128,
            Parity64 => (x64.count_ones() & 1) as u128,
            Clrsb32 => {
                let v = x32 as i32;
                ((v ^ (v >> 31)).leading_zeros() - 1) as u128
            }
            Clrsb64 => {
                let v = x64 as i64;
                ((v ^ (v >> 63)).leading_zeros() - 1) as u128
            }
            Ffs => {
                if x32 == 0 {
                    0
                } else {
                    x32.trailing_zeros() as u128 + 1
                }
            }
            IsAligned => (x64 & (a(1) as u64).wrapping_sub(1) == 0) as u128,
            AlignUp => {
                let m = (a(1) as u64).wrapping_sub(1);
                (x64.wrapping_add(m) & !m) as u128
            }
            AlignDown => (x64 & !(a(1) as u64).wrapping_sub(1)) as u128,
            ConstantP => 0,
            Math64(f) => f(f64::from_bits(x64)).to_bits() as u128,
            Math32(f) => f(f32::from_bits(x32)).to_bits() as u128,
            Libc(shim) => return rt.run_shim(shim, mem),
            JavaArrayLength => mem.read_u32(x64.wrapping_add(super::objects::LENGTH_WORD))? as u128,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(name: &str, args: &[u128]) -> u128 {
        let mut rt = Runtime::new(std::iter::empty(), Box::new(std::io::sink()));
        let mut mem = Memory::new();
        rt.args.extend_from_slice(args);
        Intrinsic::by_name(name)
            .unwrap()
            .eval(&mut rt, &mut mem)
            .unwrap()
    }

    #[test]
    fn bit_intrinsics_like_gcc_builtins() {
        assert_eq!(eval("C_popcount32", &[0xff00_ff01]), 17);
        assert_eq!(eval("C_clz32", &[0x0001_0000]), 15);
        assert_eq!(eval("C_ctz64", &[1 << 63]), 63);
        assert_eq!(eval("C_ffs", &[0x50]), 5);
        assert_eq!(eval("C_ffs", &[0]), 0);
        assert_eq!(eval("C_parity64", &[3]), 0);
        assert_eq!(eval("C_clrsb32", &[u128::MAX]), 31);
        assert_eq!(eval("C_alignup", &[17, 16]), 32);
        assert_eq!(eval("C_isaligned", &[32, 16]), 1);
        assert_eq!(f64::from_bits(eval("C_sin", &[0]) as u64), 0.0);
        assert!(Intrinsic::by_name("C_printf").is_none());
        assert!(Intrinsic::by_name("JAVA_ARRAY_LENGTH").is_some());
    }
}

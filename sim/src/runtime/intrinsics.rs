//! C intrinsics (`intrinsicop`, `intrinsiccall`), named as in OpenArkCompiler's
//! `intrinsics.def`: bit counting, alignment, libm functions and the string/memory family.
//!
//! Names are resolved once, when the text is pre-decoded (the instruction's extension is an
//! index into the program's string table); an unknown or unimplemented name faults when
//! executed (`Unsupported`, naming it). Arguments are the popped operand values; the result
//! is pushed (`intrinsicop`) or written to `%%retval0` (`intrinsiccall`).
//!
//! `C_clz*`/`C_ctz*` of 0 give the operand width (GCC leaves it undefined).
//!
//! Those that need the hart (`C_va_start`, the stack and return-address ones) are executed by
//! the core ([`Intrinsic::needs_hart`], `exec::misc::intrinsic`); the atomic families are
//! [`super::atomics`]. `C___builtin_object_size` answers "unknown" (-1 for types 0 and 1, 0
//! for 2 and 3), as GCC does for an object it cannot see. The `long double` ones
//! (`C_fabsl`, `C_fmaxl`, `C_fminl`) work on binary128 bits, exactly (no arithmetic needed).

use super::atomics::AtomicIntrinsic;
use super::guest::Guest;
use super::StrFn;
use super::{Runtime, Shim};
use crate::fault::Trap;

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
    /// `intrinsicopwithtype u1 <T> JAVA_INSTANCE_OF (obj)`: 1 when `obj` is not null and its
    /// class is T's class or below it; the type index is the `withtype` type's (set at
    /// pre-decode). Executed by the core, which reads the header and the class table.
    JavaInstanceOf(u32),
    /// `intrinsicop ptr MAPLE_CLASS_NAME (obj)`: the address of a NUL-terminated copy of the
    /// name of `obj`'s class (`Ljava_2Flang_2FString_3B`), made once per class on the heap;
    /// maple's Java library demangles it for `toString`. Executed by the core.
    ClassName,
    /// `intrinsicop i32 MAPLE_ARRAY_ELEM_SIZE (arr)`: the element size of the Java array
    /// `arr`, from its header's type (`System.arraycopy` copies bytes). Executed by the core.
    ArrayElemSize,
    /// `C___sync_*` and `C___atomic_*`.
    Atomic(AtomicIntrinsic),
    /// Byte reversal of the low N bytes: `C_bswap16/32/64`, `C_rev16_2`, `C_rev_4`, `C_rev_8`.
    Bswap(u8),
    /// The first operand unchanged: `C___builtin_expect` (a hint),
    /// `C__builtin_extract_return_addr`.
    First,
    /// `C___builtin_object_size(p, type)`.
    ObjectSize,
    /// `C___builtin_division_exception(x)`: a divide-by-zero fault when `x` is 0.
    DivisionException,
    /// `C_prefetch`, `C___clear_cache`: nothing to do on this machine.
    Nop,
    /// `C_fabsl`, `C_fmaxl`, `C_fminl` on binary128.
    Fabsl,
    Fmaxl,
    Fminl,
    /// `C_va_start(ap, last)`: the `va_list` at `ap` reads the frame's variable arguments
    /// ([`super::va_list`]); executed by the core.
    VaStart,
    /// `C_stack_save()`: `%%SP`; `C_stack_restore(sp)`: back to a saved `%%SP` (frees the
    /// variable-length arrays of a scope). Executed by the core.
    StackSave,
    StackRestore,
    /// `C_alloca_with_align(size, align_bits)`: `alloca` aligned to `align_bits / 8` bytes
    /// (at least the frame alignment). Executed by the core.
    AllocaWithAlign,
    /// `C__builtin_return_address(level)`: the return address of the frame `level` calls
    /// up (0 past the outermost). Executed by the core.
    ReturnAddress,
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
            "JAVA_INSTANCE_OF" => JavaInstanceOf(u32::MAX),
            "MAPLE_CLASS_NAME" => ClassName,
            "MAPLE_ARRAY_ELEM_SIZE" => ArrayElemSize,
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
            "C_bswap16" | "C_rev16_2" => Bswap(2),
            "C_bswap32" | "C_rev_4" => Bswap(4),
            "C_bswap64" | "C_rev_8" => Bswap(8),
            "C___builtin_expect" | "C__builtin_extract_return_addr" => First,
            "C___builtin_object_size" => ObjectSize,
            "C___builtin_division_exception" => DivisionException,
            "C_prefetch" | "C___clear_cache" => Nop,
            "C_fabsl" => Fabsl,
            "C_fmaxl" => Fmaxl,
            "C_fminl" => Fminl,
            "C_va_start" => VaStart,
            "C_stack_save" => StackSave,
            "C_stack_restore" => StackRestore,
            "C_alloca_with_align" => AllocaWithAlign,
            "C__builtin_return_address" => ReturnAddress,
            "C_strchr" => Libc(Shim::Str(StrFn::Strchr)),
            "C_strrchr" => Libc(Shim::Str(StrFn::Strrchr)),
            _ if name.starts_with("C___sync_") || name.starts_with("C___atomic_") => {
                Atomic(AtomicIntrinsic::by_name(name)?)
            }
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

    /// Whether the core executes it (it reads or changes the hart: frames, `%%SP`).
    pub fn needs_hart(self) -> bool {
        use Intrinsic::*;
        matches!(
            self,
            JavaArrayLength
                | JavaInstanceOf(_)
                | ClassName
                | ArrayElemSize
                | VaStart
                | StackSave
                | StackRestore
                | AllocaWithAlign
                | ReturnAddress
        )
    }

    /// Evaluate on `rt.args` (not those the core executes: [`Intrinsic::needs_hart`]; nor
    /// atomics of an unknown size).
    pub fn eval(self, rt: &mut Runtime, mem: &mut Guest<'_>) -> Result<u128, Trap> {
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
            Atomic(a) => a.eval(a.size as u32, &rt.args, mem)?,
            Bswap(n) => (x64.swap_bytes() >> (64 - 8 * n as u32)) as u128,
            First => a(0),
            ObjectSize => {
                if a(1) as u32 & 2 == 0 {
                    u64::MAX as u128
                } else {
                    0
                }
            }
            DivisionException => {
                if a(0) as u64 == 0 {
                    return Err(crate::fault::FaultKind::DivideByZero.into());
                }
                0
            }
            Nop => 0,
            Fabsl => a(0) & !(1u128 << 127),
            Fmaxl | Fminl => f128_max_min(a(0), a(1), matches!(self, Fmaxl)),
            JavaArrayLength | JavaInstanceOf(_) | ClassName | ArrayElemSize | VaStart
            | StackSave | StackRestore | AllocaWithAlign | ReturnAddress => {
                return Err(crate::fault::FaultKind::Unsupported(format!(
                    "intrinsic {self:?} outside the core"
                ))
                .into())
            }
        })
    }
}

/// `fmaxl`/`fminl` of two binary128 values by their bits: a NaN loses to a number, and
/// otherwise the order is IEEE's (the sign-magnitude bits, mapped to an ordered integer;
/// -0 < +0, as glibc's fmax picks +0).
fn f128_max_min(x: u128, y: u128, max: bool) -> u128 {
    let is_nan = |v: u128| v & !(1 << 127) > 0x7fff_u128 << 112;
    let key = |v: u128| {
        if v >> 127 == 1 {
            !v
        } else {
            v | 1 << 127
        }
    };
    match (is_nan(x), is_nan(y)) {
        (true, _) => y,
        (_, true) => x,
        _ if (key(x) >= key(y)) == max => x,
        _ => y,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::Memory;

    fn eval(name: &str, args: &[u128]) -> u128 {
        let mut rt = Runtime::new(std::iter::empty(), Box::new(std::io::sink()));
        let mut backing = Memory::new();
        let mut mem = Guest::untimed(&mut backing);
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

    #[test]
    fn byte_order_hints_and_sizes_like_gcc() {
        assert_eq!(eval("C_bswap16", &[0x1234]), 0x3412);
        assert_eq!(eval("C_rev_4", &[0x1122_3344]), 0x4433_2211);
        assert_eq!(
            eval("C_bswap64", &[0x0102_0304_0506_0708]),
            0x0807_0605_0403_0201
        );
        assert_eq!(eval("C___builtin_expect", &[7, 0]), 7);
        assert_eq!(
            eval("C___builtin_object_size", &[0x1000, 0]),
            u64::MAX as u128
        );
        assert_eq!(
            eval("C___builtin_object_size", &[0x1000, 1]),
            u64::MAX as u128
        );
        assert_eq!(eval("C___builtin_object_size", &[0x1000, 2]), 0);
        assert_eq!(eval("C___builtin_object_size", &[0x1000, 3]), 0);
        assert_eq!(eval("C_prefetch", &[0, 0, 3]), 0);
        assert!(matches!(
            Intrinsic::by_name("C_strrchr"),
            Some(Intrinsic::Libc(Shim::Str(StrFn::Strrchr)))
        ));
    }

    /// binary128: 1.0 is 0x3fff << 112, -2.0 is 0xc000 << 112, a quiet NaN 0x7fff8 << 108.
    #[test]
    fn long_double_abs_max_min_on_bits() {
        let (one, minus_two, nan) = (0x3fffu128 << 112, 0xc000u128 << 112, 0x7fff8u128 << 108);
        assert_eq!(eval("C_fabsl", &[minus_two]), 0x4000u128 << 112);
        assert_eq!(eval("C_fmaxl", &[one, minus_two]), one);
        assert_eq!(eval("C_fminl", &[one, minus_two]), minus_two);
        assert_eq!(eval("C_fmaxl", &[nan, minus_two]), minus_two);
        assert_eq!(eval("C_fminl", &[one, nan]), one);
        assert_eq!(eval("C_fmaxl", &[1 << 127, 0]), 0, "+0 is the larger zero");
    }
}

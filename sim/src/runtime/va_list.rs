//! C's `va_list` as OpenArkCompiler's C front end (hir2mpl) lays it out: AArch64's
//! `struct __va_list` whatever the target, since hir2mpl drives clang for AArch64.
//!
//! ```text
//! +0  __stack    void *   next argument passed in memory
//! +8  __gr_top   void *   end of the general registers' save area
//! +16 __vr_top   void *   end of the vector registers' save area
//! +24 __gr_offs  i32      negative: offset from __gr_top of the next general register
//! +28 __vr_offs  i32      negative: offset from __vr_top of the next vector register
//! ```
//!
//! maple passes the arguments past a varargs function's formals in 8-byte slots at the
//! callee's `%%SP` on entry (`maple_isa::abi`), so `C_va_start` ([`start`]) points `__stack`
//! at the first slot and sets both offsets to 0: hir2mpl's inline `va_arg` expansion then
//! always takes its stack path. The `v*printf` shims read a `va_list` by the full AAPCS64
//! rule ([`VaList`]), so a list filled by any other producer (with register save areas) reads
//! the same.

use super::guest::Guest;
use super::printf::{ArgClass, ArgSource};
use crate::fault::FaultKind;

/// Size of a `va_list` in bytes.
pub const SIZE: u64 = 32;

/// The `va_list` `C_va_start` writes: every argument on the stack from `stack` on. The
/// register areas' tops are 0 (no argument is ever read from them: both offsets are 0).
pub fn start(stack: u64) -> [(u64, u32, u128); 5] {
    [
        (0, 8, stack as u128),
        (8, 8, 0),
        (16, 8, 0),
        (24, 4, 0),
        (28, 4, 0),
    ]
}

/// A copy of a `va_list` being read: a `v*printf` works on its own copy (C passes the list
/// by value), so the caller's list is never changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VaList {
    pub stack: u64,
    pub gr_top: u64,
    pub vr_top: u64,
    pub gr_offs: i32,
    pub vr_offs: i32,
}

impl VaList {
    /// The list at `addr`.
    pub fn read(mem: &Guest<'_>, addr: u64) -> Result<VaList, FaultKind> {
        Ok(VaList {
            stack: mem.load_sized(addr, 8)? as u64,
            gr_top: mem.load_sized(addr + 8, 8)? as u64,
            vr_top: mem.load_sized(addr + 16, 8)? as u64,
            gr_offs: mem.load_sized(addr + 24, 4)? as u32 as i32,
            vr_offs: mem.load_sized(addr + 28, 4)? as u32 as i32,
        })
    }

    /// Where the next argument of `class` is, advancing past it (AAPCS64's `va_arg` for an
    /// 8-byte scalar: a general register takes 8 bytes of its save area, a vector register
    /// 16; once the offset is not negative, or would pass 0, the argument is in memory).
    pub fn next_address(&mut self, class: ArgClass) -> u64 {
        let (offs, top, step) = match class {
            ArgClass::Int => (&mut self.gr_offs, self.gr_top, 8),
            ArgClass::Float => (&mut self.vr_offs, self.vr_top, 16),
        };
        let at = *offs;
        if at < 0 {
            *offs = at.wrapping_add(step);
            if *offs <= 0 {
                return top.wrapping_add(at as i64 as u64);
            }
        }
        let addr = self.stack;
        self.stack = self.stack.wrapping_add(8);
        addr
    }
}

impl ArgSource for VaList {
    fn next(&mut self, class: ArgClass, mem: &Guest<'_>) -> Result<u128, FaultKind> {
        let addr = self.next_address(class);
        mem.load_sized(addr, 8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::Memory;
    use crate::memory::Perms;

    /// A list with two general registers and one vector register saved, then the stack:
    /// arguments come from the save areas first, then from memory, 8 bytes each.
    #[test]
    fn reads_registers_then_the_stack_like_aapcs64() {
        let mut backing = Memory::new();
        let mut mem = Guest::untimed(&mut backing);
        mem.map(0x2000_0000, 0x1000, Perms::RW).unwrap();
        let base = 0x2000_0000u64;
        // vr area: base .. base+16 (one q register), gr area: base+16 .. base+32, stack
        // from base+64.
        let (vr_top, gr_top, stack) = (base + 16, base + 32, base + 64);
        mem.store_sized(base, 8, 2.5f64.to_bits() as u128).unwrap();
        mem.store_sized(base + 16, 8, 11).unwrap();
        mem.store_sized(base + 24, 8, 22).unwrap();
        mem.store_sized(stack, 8, 33).unwrap();
        mem.store_sized(stack + 8, 8, 0.5f64.to_bits() as u128)
            .unwrap();
        let mut ap = VaList {
            stack,
            gr_top,
            vr_top,
            gr_offs: -16,
            vr_offs: -16,
        };
        let int = |ap: &mut VaList| ap.next(ArgClass::Int, &mem).unwrap();
        let float =
            |ap: &mut VaList| f64::from_bits(ap.next(ArgClass::Float, &mem).unwrap() as u64);
        assert_eq!(int(&mut ap), 11);
        assert_eq!(float(&mut ap), 2.5);
        assert_eq!(int(&mut ap), 22);
        assert_eq!(int(&mut ap), 33);
        assert_eq!(float(&mut ap), 0.5);
        assert_eq!(ap.stack, stack + 16);
        assert_eq!((ap.gr_offs, ap.vr_offs), (0, 0), "both areas used up");
    }

    /// The list `C_va_start` writes takes every argument from the stack.
    #[test]
    fn maples_own_list_reads_the_slots_in_order() {
        let mut backing = Memory::new();
        let mut mem = Guest::untimed(&mut backing);
        mem.map(0x2000_0000, 0x1000, Perms::RW).unwrap();
        let (ap, slots) = (0x2000_0000u64, 0x2000_0100u64);
        for (off, n, v) in start(slots) {
            mem.store_sized(ap + off, n, v).unwrap();
        }
        mem.store_sized(slots, 8, 7).unwrap();
        mem.store_sized(slots + 8, 8, 1.25f64.to_bits() as u128)
            .unwrap();
        let mut list = VaList::read(&mem, ap).unwrap();
        assert_eq!(list.next(ArgClass::Int, &mem).unwrap(), 7);
        assert_eq!(
            list.next(ArgClass::Float, &mem).unwrap(),
            1.25f64.to_bits() as u128
        );
        // A list at an unmapped address faults with that address.
        assert!(matches!(
            VaList::read(&mem, 0x10),
            Err(FaultKind::NullAccess { .. })
        ));
    }
}

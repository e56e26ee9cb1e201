//! The machine contract shared by the assembler (which lays out images) and the simulator
//! (which loads and runs them): the address map, the frame layout, the calling convention and
//! the runtime's shims ([`Shim::ALL`], the one list of their names).
//!
//! ## Address space
//! One byte-addressed 32-bit space. Values of type `ptr`/`ref`/`a64` are 64-bit but always hold
//! an address below 4 GiB; `a32` holds the same addresses in 32 bits.
//!
//! ```text
//! 0x0000_0000 .. NULL_GUARD_END   unmapped: null and small-offset-from-null accesses fault
//!                                 (the standard streams' `FILE *` handles point here)
//! TEXT_BASE ..                    .text (instruction words), then .rodata, .data, .bss, each
//!                                 starting on a PAGE_SIZE boundary in that order
//! end of .bss (page aligned) ..   heap, growing up to HEAP_LIMIT
//! .. STACK_TOP                    one call stack per hardware thread, growing down; thread t's
//!                                 stack top is STACK_TOP - t * (stack size + PAGE_SIZE), so an
//!                                 unmapped guard page separates neighbours
//! ```
//!
//! `%%GP` holds the address of the first byte of `.data`; global variables (in `.data` or the
//! `.bss` right after it) are addressed GP-relative (`ireadgpoff`, `iassigngpoff`,
//! `addrofgpoff`). String literals live in `.rodata` and are addressed absolutely (`conststr`).
//!
//! ## Frames and calls
//! Arguments are evaluated left to right onto the operand stack; `call`/`icall` pop them. The
//! call pushes a two-word linkage record on the call stack and builds the callee's frame:
//!
//! ```text
//!   higher addresses
//!   | caller's frame ...        |
//!   | return address   (8 B)    |  FP + 8
//!   | caller's FP      (8 B)    |  FP + 0   <- %%FP of the callee
//!   | locals and formals        |  FP - frame_size .. FP
//!   | alloca / stackmalloc area |  grows down from FP - frame_size
//!   |                           |  <- %%SP
//! ```
//!
//! Formals are copied from the popped arguments into the callee's formal slots (frame
//! offsets or pseudo-registers, as the function table says). Arguments past the declared
//! formals of a varargs function are stored in order, 8 bytes each, in a varargs area the call
//! reserves below the frame. Pseudo-registers (`%1`, `%2`, ...) are a per-frame register window,
//! not memory: they cost no data-cache traffic and are invisible to loads and stores.
//!
//! `return` pops its operands into `%%retval0..`, restores `%%SP` to `FP + 16`, `%%FP` to the
//! caller's FP, and continues at the return address. The caller reads results with `regread
//! <pt> %%retvalN`.

mod shims;
pub use shims::{AtomicOp, MathFn, Shim, StdioFn, StrFn};

/// Size of a page: the unit of mapping, permissions and section alignment.
pub const PAGE_SIZE: u32 = 0x1000;

/// Addresses below this are never mapped.
pub const NULL_GUARD_END: u32 = 0x1_0000;

/// The `FILE *` values of C's standard streams: the assembler stores them in a program's
/// `extern` globals `stdin`, `stdout` and `stderr` (as glibc's headers declare them: what
/// hir2mpl emits), and the runtime's stdio shims recognise them. They lie in the null guard,
/// so a program that dereferences one (reads a `FILE`'s fields) faults at that address.
pub const STDIN_HANDLE: u32 = 0xF000;
/// See [`STDIN_HANDLE`].
pub const STDOUT_HANDLE: u32 = 0xF100;
/// See [`STDIN_HANDLE`].
pub const STDERR_HANDLE: u32 = 0xF200;
/// The standard streams by global name, with their handles.
pub const STREAMS: [(&str, u32); 3] = [
    ("stdin", STDIN_HANDLE),
    ("stdout", STDOUT_HANDLE),
    ("stderr", STDERR_HANDLE),
];

/// Where `.text` starts.
pub const TEXT_BASE: u32 = NULL_GUARD_END;

/// The heap may not grow past this address.
pub const HEAP_LIMIT: u32 = 0xC000_0000;

/// The first byte above thread 0's call stack.
pub const STACK_TOP: u32 = 0xFFF0_0000;

/// Default size of each thread's call stack, the main one's and the others': 8 MiB, as Linux
/// gives a C program (`ulimit -s`) and glibc its threads by default. Guest memory is lazily
/// backed, so the size costs nothing until the stack is used.
pub const DEFAULT_STACK_SIZE: u32 = 8 << 20;

/// Bytes of the linkage record a call pushes: return address and caller's FP.
pub const LINKAGE_BYTES: u32 = 16;

/// Offset from `%%FP` of the saved caller FP.
pub const SAVED_FP_OFFSET: i32 = 0;

/// Offset from `%%FP` of the return address.
pub const RETURN_ADDRESS_OFFSET: i32 = 8;

/// `%%SP` is a multiple of this at every call (and after every `alloca`), so `%%FP +
/// LINKAGE_BYTES` is too: locals can be aligned up to this many bytes. Frame sizes are chosen
/// by [`frame_size_for`] to keep the invariant; the varargs area and `alloca` blocks are
/// rounded up to it.
pub const FRAME_ALIGN: u32 = 64;

/// The frame size for `locals` bytes below `%%FP`: at least `locals`, and such that the callee's
/// `%%SP` stays a multiple of [`FRAME_ALIGN`] (the linkage record plus the frame fill whole
/// alignment units).
pub const fn frame_size_for(locals: u32) -> u32 {
    align_up(locals + LINKAGE_BYTES, FRAME_ALIGN) - LINKAGE_BYTES
}

/// Bytes per argument slot in the varargs area.
pub const VARARG_SLOT_BYTES: u32 = 8;

/// Round `value` up to a multiple of `align` (a power of two).
pub const fn align_up(value: u32, align: u32) -> u32 {
    (value + align - 1) & !(align - 1)
}

/// Section names of a maple image beyond the standard ones.
pub mod sections {
    /// The function table: one record per function (entry, sizes, formals).
    pub const FUNCTIONS: &str = ".maple.functions";
    /// Type descriptors for gcmalloc and friends.
    pub const TYPES: &str = ".maple.types";
    /// Classes, vtables and itables.
    pub const CLASSES: &str = ".maple.classes";
    /// Exception tables: try regions and handlers.
    pub const EXCEPTIONS: &str = ".maple.exceptions";
    /// Address-valued words of `.data` (for disassemblers and debuggers).
    pub const RELOCS: &str = ".maple.relocs";
    /// Names the instruction stream refers to by index (checkpoints, intrinsics, methods).
    pub const STRINGS: &str = ".maple.strings";
}

/// The ELF machine number of maple images (from the range ELF leaves for unofficial machines).
pub const ELF_MACHINE: u16 = 0x4D50; // "MP"

/// DWARF register numbers of the maple core, used by `.debug_frame` (CFI) and by variable
/// locations in `.debug_info`. The return address column is `PC`.
pub mod dwarf_reg {
    pub const SP: u16 = 0;
    pub const FP: u16 = 1;
    pub const GP: u16 = 2;
    pub const PC: u16 = 3;
    pub const THROWNVAL: u16 = 4;
    /// `%%retvalN` is `RETVAL0 + N`.
    pub const RETVAL0: u16 = 16;
    /// Pseudo-register `%n` is `PREG0 + n`.
    pub const PREG0: u16 = 64;
}

// The map is ordered and aligned: checked when the crate compiles.
const _: () = assert!(TEXT_BASE.is_multiple_of(PAGE_SIZE));
const _: () = assert!(NULL_GUARD_END <= TEXT_BASE);
const _: () = assert!(HEAP_LIMIT < STACK_TOP - 64 * (DEFAULT_STACK_SIZE + PAGE_SIZE));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn map_is_ordered_and_aligned() {
        assert_eq!(align_up(17, 16), 32);
        assert_eq!(align_up(32, 16), 32);
        for locals in [0, 1, 48, 49, 100, 1000] {
            let f = frame_size_for(locals);
            assert!(
                f >= locals && (f + LINKAGE_BYTES).is_multiple_of(FRAME_ALIGN),
                "{locals} -> {f}"
            );
        }
        assert_eq!(LINKAGE_BYTES as i32, RETURN_ADDRESS_OFFSET + 8);
    }
}

//! The program generator's state and its expressions: the `Gen` struct (the input being
//! drawn from, the program being built, the functions' signatures, labels, the statement
//! budget), its basic draws and emit helpers, the opcode `Palette` selected from the ISA table,
//! the fixed tables the programs use (shims, strings, printf formats, `.data` layout), and
//! constants, addresses and expression trees.
//!
//! In a thread body (`Gen::private` set, see `private.rs`) expressions stay race-free and
//! cannot fault: they read only the thread's own pseudo-registers, frame and slice and the
//! start of `.data` (which nobody writes while threads run), over the common types, with no
//! allocation, no intrinsic and a divisor that is never zero.
//!
//! Kept apart from the statements (`stmt.rs`) and whole programs (`program.rs`), which build
//! on it: an expression never emits a statement, so this file depends on neither.

use arbitrary::Unstructured;
use maple_isa::{
    Fence, Flow, Format, Mem, OpClass, Opcode as Op, PrimType as T, SpecialReg, Syntax, Unit,
    OPCODES,
};
use maple_sim::builder::Builder;
use maple_sim::Formal;
use std::collections::HashMap;

/// Types expressions are mostly built over.
const COMMON_TYPES: &[T] = &[
    T::I8,
    T::I16,
    T::I32,
    T::I64,
    T::U8,
    T::U16,
    T::U32,
    T::U64,
    T::U1,
    T::Ptr,
    T::A32,
    T::A64,
    T::F32,
    T::F64,
];

/// Integer types for counters, conditions, indices.
pub(crate) const INT_TYPES: &[T] = &[
    T::I8,
    T::I16,
    T::I32,
    T::I64,
    T::U8,
    T::U16,
    T::U32,
    T::U64,
    T::U1,
];

/// The opcodes expressions and ordering statements are drawn from, selected from the ISA
/// table by class, format and behaviour: an opcode added to the table is generated without
/// touching this file.
pub(crate) struct Palette {
    pub(crate) unary: Vec<Op>,
    /// Binary operators on one type (comparisons, which have a second type, aside).
    pub(crate) binary: Vec<Op>,
    pub(crate) compare: Vec<Op>,
    pub(crate) convert: Vec<Op>,
    /// Statements that only order memory, and `nop`.
    pub(crate) ordering: Vec<Op>,
    /// Allocations of one object of a type.
    pub(crate) allocations: Vec<Op>,
    /// Calls through a function address operand.
    pub(crate) indirect_calls: Vec<Op>,
    /// Checks that fault, or raise a runtime exception under a handler (the call-site forms,
    /// which name a callee, aside).
    pub(crate) checks: Vec<Op>,
    /// Allocations of a Java array (the length is the operand).
    pub(crate) array_allocations: Vec<Op>,
    /// Reference count updates.
    pub(crate) ref_updates: Vec<Op>,
    /// Java calls that name the method (by string index).
    pub(crate) java_calls: Vec<Op>,
}

pub(crate) fn palette() -> &'static Palette {
    static PALETTE: std::sync::OnceLock<Palette> = std::sync::OnceLock::new();
    PALETTE.get_or_init(|| {
        let select = |keep: &dyn Fn(&maple_isa::OpInfo) -> bool| -> Vec<Op> {
            OPCODES
                .iter()
                .filter(|i| i.is_executable() && keep(i))
                .map(|i| i.opcode)
                .collect()
        };
        Palette {
            unary: select(&|i| i.class == OpClass::Unary),
            binary: select(&|i| i.class == OpClass::Binary && i.format != Format::FromType),
            compare: select(&|i| i.class == OpClass::Binary && i.format == Format::FromType),
            convert: select(&|i| i.class == OpClass::Conversion),
            ordering: select(&|i| i.behaviour.fence != Fence::None && i.class == OpClass::Membar)
                .into_iter()
                .chain([Op::Nop])
                .collect(),
            allocations: select(&|i| {
                i.class == OpClass::Allocation && i.syntax == Syntax::TypeOperand
            }),
            indirect_calls: select(&|i| {
                i.behaviour.flow == Flow::IndirectCall && i.format == Format::Count
            }),
            checks: select(&|i| {
                i.behaviour.flow == Flow::Check && i.syntax == Syntax::Assert { call: false }
            }),
            array_allocations: select(&|i| {
                i.class == OpClass::Allocation && i.syntax == Syntax::TypedUnary
            }),
            ref_updates: select(&|i| {
                i.class == OpClass::Allocation && i.behaviour.mem == Mem::LoadStore
            }),
            java_calls: select(&|i| i.class == OpClass::JavaCall && i.format == Format::CallIndex),
        }
    })
}

/// The runtime shims the programs may call.
pub(crate) const EXTERNALS: &[&str] = &[
    "printf",
    "putchar",
    "puts",
    "malloc",
    "calloc",
    "free",
    "memset",
    "memcpy",
    "strlen",
    "abs",
    "exit",
    "abort",
    "pthread_create",
    "pthread_join",
    "pthread_self",
    "__atomic_fetch_add_4",
    "__atomic_load_8",
    "__atomic_compare_exchange_8",
    "realloc",
    "strtol",
    "strtod",
    "strchr",
    "rand",
    "srand",
    "sqrt",
];

/// The string table: checkpoint names, intrinsics (some unknown).
pub(crate) const STRINGS: &[&str] = &[
    "region_a",
    "region_b",
    "C_popcount32",
    "C_clz64",
    "C_ctz32",
    "C_ffs",
    "C_alignup",
    "C_sin",
    "C_expf",
    "C_memset",
    "C_strlen",
    "JAVA_ARRAY_LENGTH",
    "C_no_such_intrinsic",
    "A_7Cm_7C_28_29V",
];

/// Index in `STRINGS` of the method name the class table defines.
pub(crate) const METHOD: u32 = 13;

/// printf formats with the argument types they expect.
pub(crate) const FORMATS: &[(&str, &[T])] = &[
    ("%d\n", &[T::I32]),
    ("%ld %lu\n", &[T::I64, T::U64]),
    ("%x|%o|", &[T::U32, T::U32]),
    ("%c", &[T::I32]),
    ("[%s]\n", &[T::Ptr]),
    ("%f\n", &[T::F64]),
    ("%g %e\n", &[T::F64, T::F64]),
    ("%5.2f|%-6d|%+d\n", &[T::F64, T::I32, T::I32]),
    ("%p\n", &[T::Ptr]),
    ("%hhd %hu %lld\n", &[T::I8, T::U16, T::I64]),
    ("%%%d%%\n", &[T::I32]),
    // Width and precision as `u8`: a loop of 1 MiB fields would print gigabytes.
    ("%*d|%.*s\n", &[T::U8, T::I32, T::U8, T::Ptr]),
    ("plain\n", &[]),
];

/// Bytes of `.data` the generator lays out before the jump table.
pub(crate) const DATA_BYTES: u32 = 256;
/// `.data` offset of the four pointers the heap statements keep (`stmt.rs`).
pub(crate) const HEAP_SLOTS: u32 = 128;
/// Entries of the indexgoto jump table in `.data` (8 bytes each), right after the data.
pub(crate) const JUMP_TABLE: u32 = 4;

#[derive(Clone, Debug)]
pub(crate) struct Func {
    pub(crate) name: String,
    pub(crate) frame_size: u32,
    /// User pseudo-registers `%1..=%user_pregs`; loop counters use the ones above.
    pub(crate) user_pregs: u16,
    pub(crate) formals: Vec<Formal>,
    pub(crate) varargs: bool,
    pub(crate) ret: T,
    /// Statements at top level (labels `S<f>_<0..=n>`).
    pub(crate) nstmts: u32,
}

/// A lock of a threaded program: a pthread mutex or a monitor on the object at a `.data`
/// offset (a mutex and a monitor at one address are different locks).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Lock {
    pub(crate) off: u32,
    pub(crate) monitor: bool,
}

/// What keeps the updates of a shared variable race-free.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Guard {
    /// Read-modify-writes while holding this lock (an index in `Sharing::locks`).
    Lock(usize),
    /// `__atomic_fetch_add_N` only.
    Atomic,
}

/// A shared variable of a threaded program: every update is `v = v op x` with one
/// commutative and associative `op` (so the final value is the same in every order) and `x`
/// computed from the thread's private state; nobody reads it until the threads are joined.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SharedVar {
    pub(crate) off: u32,
    pub(crate) ty: T,
    pub(crate) op: Op,
    pub(crate) guard: Guard,
}

/// The shared state of a threaded program (`threads.rs`), empty in other programs.
#[derive(Clone, Debug, Default)]
pub(crate) struct Sharing {
    pub(crate) locks: Vec<Lock>,
    pub(crate) vars: Vec<SharedVar>,
    /// `.data` offset of slice 0 of the private slices (`SLICE_BYTES` each).
    pub(crate) slices: u32,
}

/// Bytes of each thread's private slice of `.data`...
pub(crate) const SLICE_BYTES: u32 = 64;
/// ...and how many slices there are (a power of two: indices are masked).
pub(crate) const SLICES_COUNT: u32 = 8;

/// The state of a function being generated as a thread body (`private.rs`).
#[derive(Clone, Debug)]
pub(crate) struct Private {
    /// Pseudo-register holding the address of the thread's slice...
    pub(crate) slice: u16,
    /// ...and its index, passed on to the private functions it calls.
    pub(crate) index: u16,
    /// Scratch pseudo-register of a read-modify-write, cleared right after it.
    pub(crate) scratch: u16,
    /// Locks held at this point of the code, in the order taken.
    pub(crate) held: Vec<usize>,
}

pub(crate) struct Gen<'a, 'b> {
    pub(crate) u: &'b mut Unstructured<'a>,
    pub(crate) b: Builder,
    pub(crate) funcs: Vec<Func>,
    pub(crate) cur: usize,
    pub(crate) next_label: u32,
    /// Addresses of the labels defined so far (for backward targets of `javatry`).
    pub(crate) label_addrs: HashMap<String, u32>,
    /// Statements still to emit in the whole program (bounds its size).
    pub(crate) budget: u32,
    pub(crate) loop_depth: u16,
    pub(crate) raw_rate: u32,
    pub(crate) strings: Vec<u32>,
    pub(crate) scratch: Vec<u8>,
    /// The shared state of a threaded program.
    pub(crate) sharing: Sharing,
    /// Set while generating a thread body: race-free statements and expressions only.
    pub(crate) private: Option<Private>,
    /// Statements may start threads and write `%%SP`, `%%FP`, `%%GP` or `%%PC`, and free-form
    /// instructions may appear; false in the prologue of a threaded program's `main`, whose
    /// effects must not reach the threads' code.
    pub(crate) wild: bool,
}

impl<'a, 'b> Gen<'a, 'b> {
    pub(crate) fn int(&mut self, lo: u32, hi: u32) -> u32 {
        self.u.int_in_range(lo..=hi).unwrap_or(lo)
    }
    pub(crate) fn chance(&mut self, num: u32, den: u32) -> bool {
        self.int(0, den - 1) < num
    }
    pub(crate) fn pick<X: Copy>(&mut self, xs: &[X]) -> X {
        let i = self.int(0, xs.len() as u32 - 1) as usize;
        xs[i]
    }
    pub(crate) fn word(&mut self) -> u32 {
        self.u.arbitrary().unwrap_or(0)
    }
    fn small_value(&mut self) -> i128 {
        match self.int(0, 7) {
            0 => self.u.arbitrary::<i64>().unwrap_or(0) as i128,
            1 => self.u.arbitrary::<i128>().unwrap_or(0),
            2 => -(self.int(0, 4) as i128),
            3 => [
                i64::MIN as i128,
                i64::MAX as i128,
                u32::MAX as i128,
                1 << 31,
            ][self.int(0, 3) as usize],
            _ => self.int(0, 16) as i128,
        }
    }
    /// A type index: mostly one the type table has.
    pub(crate) fn type_index(&mut self) -> u32 {
        if self.chance(1, 8) {
            self.int(3, 9)
        } else {
            self.int(0, 2)
        }
    }
    /// A string index naming an intrinsic: mostly a known one.
    fn intrinsic(&mut self) -> u32 {
        if self.chance(1, 8) {
            self.int(0, STRINGS.len() as u32 + 2)
        } else {
            self.int(2, 11)
        }
    }
    pub(crate) fn ty(&mut self) -> T {
        if self.chance(1, 24) && self.private.is_none() {
            // Anything the table has, rarely: vectors, complex, f128, dynamic, agg...
            T::ALL[self.int(0, T::ALL.len() as u32 - 1) as usize]
        } else {
            self.pick(COMMON_TYPES)
        }
    }
    pub(crate) fn func(&self) -> &Func {
        &self.funcs[self.cur]
    }

    /// Would this instruction encode?
    pub(crate) fn encodes(&mut self, op: Op, ty: T, param: u16, ext: &[u32]) -> bool {
        self.scratch.clear();
        maple_isa::encode(op, ty, param, ext, &mut self.scratch).is_ok()
    }
    /// Emit it if it encodes.
    pub(crate) fn emit(&mut self, op: Op, ty: T, param: u16, ext: &[u32]) -> bool {
        let ok = self.encodes(op, ty, param, ext);
        if ok {
            self.b.op(op, ty, param, ext);
        }
        ok
    }
    pub(crate) fn fresh(&mut self) -> String {
        self.next_label += 1;
        format!("L{}", self.next_label)
    }
    pub(crate) fn label(&mut self, name: &str) {
        self.label_addrs.insert(name.to_string(), self.b.here());
        self.b.label(name);
    }
    /// A label of a top-level statement of the current function (all get defined).
    pub(crate) fn stmt_label(&mut self) -> String {
        let n = self.func().nstmts;
        let k = self.int(0, n);
        format!("S{}_{}", self.cur, k)
    }
    fn const_of(&mut self, ty: T) {
        let v = match ty {
            T::F32 if self.chance(1, 2) => {
                let x =
                    [0.0f32, 1.5, -2.25, 1e10, f32::NAN, f32::INFINITY][self.int(0, 5) as usize];
                x.to_bits() as i128
            }
            T::F64 if self.chance(1, 2) => {
                let x = [0.0f64, 0.5, -3.75, 1e300, f64::NAN, -0.0, 2.0][self.int(0, 6) as usize];
                x.to_bits() as i128
            }
            T::Ptr | T::Ref | T::A64 | T::A32 if self.chance(1, 2) => {
                // A real address: the start of `.data` (GP) is not known here; use text.
                maple_isa::abi::TEXT_BASE as i128 + 4 * self.int(0, 8) as i128
            }
            _ => self.small_value(),
        };
        if matches!(ty, T::Void | T::Agg | T::Unknown) {
            self.b.constval(T::I32, v);
        } else {
            self.b.constval(ty, v);
        }
    }

    /// An address-valued expression that mostly points at mapped memory. In a thread body a
    /// value only (the address of the slice, the frame, `.data`, code, a string), never an
    /// allocation: heap addresses depend on the order threads allocate in.
    pub(crate) fn addr_expr(&mut self, ty: T, depth: u32) {
        let frame = self.func().frame_size;
        let private = self.private.as_ref().map(|p| p.slice);
        match self.int(0, 11) {
            0 | 1 => {
                let off = self.int(0, DATA_BYTES - 1) as i32 & !7;
                self.emit(Op::Addrofgpoff, ty, 0, &[off as u32]);
            }
            2 if frame > 0 => {
                let off = -(self.int(8, frame) as i32 & !7);
                self.emit(Op::Addroffpoff, ty, 0, &[off as u32]);
            }
            3 => {
                let s = self.pick(&["hello", "", "%d%s", "abc\ndef"]);
                self.b.conststr(s);
            }
            4 => {
                let f = self.int(0, self.funcs.len() as u32 - 1) as usize;
                let name = self.funcs[f].name.clone();
                self.b.addroffunc(ty, &name);
            }
            5 => {
                let l = self.stmt_label();
                self.b.addroflabel(ty, &l);
            }
            6..=8 if private.is_some() => {
                let slice = private.unwrap_or(0);
                if !self.emit(Op::Regread, ty, slice, &[]) {
                    self.emit(Op::Addrofgpoff, ty, 0, &[0]);
                }
            }
            6 => {
                let v = self.int(0, 64) as i128;
                self.b.constval(T::U64, v);
                self.emit(Op::Malloc, ty, 0, &[]);
            }
            7 => {
                let v = self.int(0, 96) as i128;
                self.b.constval(T::U64, v);
                self.emit(Op::Alloca, ty, 0, &[]);
            }
            8 => {
                let idx = self.type_index();
                let op = self.pick(&palette().allocations);
                self.emit(op, ty, 0, &[idx]);
            }
            9 if depth > 0 => {
                // array: base, then one index per dimension.
                let ndims = self.int(1, 2);
                // Thread bodies compute addresses, unchecked: a bounds fault would end the
                // run at a point that depends on the interleaving.
                let check = self.int(0, 1) * private.is_none() as u32;
                let esize = self.pick(&[1u32, 4, 8, 16]);
                let mut ext = vec![esize];
                for _ in 0..ndims {
                    ext.push(self.int(0, 8));
                }
                let param = (ndims | check << 8) as u16;
                if self.encodes(Op::Array, ty, param, &ext) {
                    self.addr_expr(ty, depth - 1);
                    for _ in 0..ndims {
                        self.expr(T::I32, depth - 1);
                    }
                    self.emit(Op::Array, ty, param, &ext);
                } else {
                    self.emit(Op::Addrofgpoff, ty, 0, &[0]);
                }
            }
            10 => {
                let r = self.pick(&[
                    SpecialReg::Sp,
                    SpecialReg::Fp,
                    SpecialReg::Gp,
                    SpecialReg::RetVal(0),
                ]);
                self.emit(Op::Regread, ty, r.param(), &[]);
            }
            _ => {
                self.emit(Op::Addrofgpoff, ty, 0, &[8]);
            }
        }
    }

    /// Emit instructions that push one value, mostly of type `ty`.
    pub(crate) fn expr(&mut self, ty: T, depth: u32) {
        let choice = if depth == 0 {
            self.int(0, 4)
        } else {
            self.int(0, 19)
        };
        let npregs = self.func().user_pregs;
        let frame = self.func().frame_size;
        match choice {
            0 | 1 => self.const_of(ty),
            2 if npregs > 0 => {
                let r = self.int(1, npregs as u32) as u16;
                if !self.emit(Op::Regread, ty, r, &[]) {
                    self.const_of(ty);
                }
            }
            3 if frame > 0 => {
                let size = ty.size().max(1);
                let off = -(self.int(size, frame) as i32);
                // Aligned in thread bodies (`memory.trap_misaligned` would fault).
                let off = if self.chance(7, 8) || self.private.is_some() {
                    off & !(size as i32 - 1)
                } else {
                    off
                };
                if !self.emit(Op::Ireadfpoff, ty, 0, &[off as u32]) {
                    self.const_of(ty);
                }
            }
            4 => {
                let size = ty.size().max(1);
                let off = self.int(0, DATA_BYTES - size.min(DATA_BYTES)) & !(size - 1);
                if !self.emit(Op::Ireadgpoff, ty, 0, &[off]) {
                    self.const_of(ty);
                }
            }
            5 | 6 => {
                let op = self.pick(&palette().unary);
                let param = match op.info().format {
                    Format::Bits => {
                        let bits = ty.bits().clamp(1, 64);
                        let size = self.int(1, bits);
                        let off = self.int(0, bits - size);
                        (off | size << 8) as u16
                    }
                    Format::BitSize => self.int(1, ty.bits().clamp(1, 128)) as u16,
                    _ => 0,
                };
                if self.encodes(op, ty, param, &[]) {
                    self.expr(ty, depth - 1);
                    self.emit(op, ty, param, &[]);
                } else {
                    self.const_of(ty);
                }
            }
            7..=9 => {
                let op = self.pick(&palette().binary);
                // In a thread body an integer divisor is made odd, never zero.
                let guard = self.private.is_some()
                    && op.info().behaviour.int_unit == Unit::Div
                    && !ty.is_float();
                if guard && !self.encodes(Op::Bior, ty, 0, &[]) {
                    self.const_of(ty);
                    return;
                }
                let param = if op == Op::Depositbits {
                    let bits = ty.bits().clamp(1, 64);
                    let size = self.int(1, bits);
                    let off = self.int(0, bits - size);
                    (off | size << 8) as u16
                } else {
                    0
                };
                if self.encodes(op, ty, param, &[]) {
                    self.expr(ty, depth - 1);
                    self.expr(ty, depth - 1);
                    if guard {
                        self.b.constval(ty, 1).o(Op::Bior, ty);
                    }
                    self.emit(op, ty, param, &[]);
                } else {
                    self.const_of(ty);
                }
            }
            10 | 11 => {
                let op = self.pick(&palette().compare);
                let from = self.ty();
                if self.encodes(op, ty, from as u16, &[]) {
                    self.expr(from, depth - 1);
                    self.expr(from, depth - 1);
                    self.emit(op, ty, from as u16, &[]);
                } else {
                    self.const_of(ty);
                }
            }
            12 | 13 => {
                let op = self.pick(&palette().convert);
                let from = self.ty();
                if self.encodes(op, ty, from as u16, &[]) {
                    self.expr(from, depth - 1);
                    self.emit(op, ty, from as u16, &[]);
                } else {
                    self.const_of(ty);
                }
            }
            14 => {
                if self.encodes(Op::Select, ty, 0, &[]) {
                    let c = self.pick(INT_TYPES);
                    self.expr(c, depth - 1);
                    self.expr(ty, depth - 1);
                    self.expr(ty, depth - 1);
                    self.emit(Op::Select, ty, 0, &[]);
                } else {
                    self.const_of(ty);
                }
            }
            15 if self.private.is_some() => self.slice_read(ty),
            15 => {
                let size = ty.size().max(1);
                let off = self.int(0, 32) & !(size - 1);
                if self.encodes(Op::Ireadoff, ty, 0, &[off]) {
                    self.addr_expr(T::Ptr, depth - 1);
                    self.emit(Op::Ireadoff, ty, 0, &[off]);
                } else {
                    self.const_of(ty);
                }
            }
            16 if ty.is_address() => self.addr_expr(ty, depth - 1),
            17 if self.private.is_some() => self.const_of(ty),
            17 => {
                let s = self.intrinsic();
                let n = self.int(0, 3) as u16;
                let op = if self.chance(1, 4) {
                    Op::Intrinsicopwithtype
                } else {
                    Op::Intrinsicop
                };
                let ext: Vec<u32> = if op == Op::Intrinsicop {
                    vec![s]
                } else {
                    vec![s, self.int(0, 3)]
                };
                if self.encodes(op, ty, n, &ext) {
                    for _ in 0..n {
                        let t = self.pick(&[T::I32, T::I64, T::U64, T::F64, T::Ptr]);
                        if t == T::Ptr {
                            self.addr_expr(t, depth - 1);
                        } else {
                            self.expr(t, depth - 1);
                        }
                    }
                    self.emit(op, ty, n, &ext);
                } else {
                    self.const_of(ty);
                }
            }
            18 => {
                let r = self.pick(&[
                    SpecialReg::Sp,
                    SpecialReg::Fp,
                    SpecialReg::Gp,
                    SpecialReg::Pc,
                    SpecialReg::ThrownVal,
                    SpecialReg::RetVal(0),
                    SpecialReg::RetVal(1),
                ]);
                if !self.emit(Op::Regread, ty, r.param(), &[]) {
                    self.const_of(ty);
                }
            }
            _ => self.const_of(ty),
        }
    }

    /// In a thread body: a load from the thread's own slice, aligned to its size.
    pub(crate) fn slice_read(&mut self, ty: T) {
        let slice = self.private.as_ref().map_or(0, |p| p.slice);
        let size = ty.size().clamp(1, SLICE_BYTES);
        let off = self.int(0, SLICE_BYTES - size) & !(size - 1);
        if self.encodes(Op::Ireadoff, ty, 0, &[off]) {
            self.b.regread(T::Ptr, slice);
            self.emit(Op::Ireadoff, ty, 0, &[off]);
        } else {
            self.const_of(ty);
        }
    }

    /// Push `args`' worth of values and call `name`.
    pub(crate) fn call_with(&mut self, name: &str, args: &[T], depth: u32) {
        for &t in args {
            if t == T::Agg {
                self.addr_expr(T::Ptr, depth);
            } else if t.is_address() && self.chance(3, 4) {
                self.addr_expr(t, depth);
            } else {
                self.expr(t, depth);
            }
        }
        self.b.call(name, args.len() as u16);
    }
}

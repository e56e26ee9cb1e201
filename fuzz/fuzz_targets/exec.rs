//! bytes -> a runnable program, run on both engines: the functional `Machine` and the cycle
//! engine `CycleMachine`. Neither may panic, and they must agree on the program's output, its
//! outcome (exit status, or fault kind and pc) and the instructions retired.
//!
//! Most inputs drive a structured generator (expression trees of opcodes from the ISA table
//! over the primitive types, statements, loops with counters, calls between a few functions,
//! shims, jump tables, exceptions, threads, monitors, data) so that programs run many
//! instructions rather than fault at the first word; a fraction are raw words. The
//! microarchitecture is varied inside the ranges `maple config` documents: it may change the
//! timing, never the semantics. Both runs are bounded (`MAX_INSNS` instructions; the cycle
//! engine also `MAX_CYCLES`), so nothing hangs. Deterministic: no clocks, no randomness
//! besides the input.
//!
//! Compared besides: the running hart's PC, operand stack and `%%retval`s at the end, the
//! core's retired count against `instret` once the program has ended, and the accounting
//! invariant `cycles = issued + stalls`. (The two differences this target found, the PC
//! after an exit and the retirement of a faulting thread operation, are fixed and kept as
//! tests in `sim/tests/engines_agree.rs`.) `MAPLE_FUZZ_DEBUG=1` prints the generated program
//! and both runs: `MAPLE_FUZZ_DEBUG=1 fuzz/target/x86_64-unknown-linux-gnu/release/exec INPUT`.
#![no_main]

use arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use maple_isa::{Fence, Flow, Format, Mem, OpClass, Pops, Syntax, Opcode as Op, PrimType as T, SpecialReg, OPCODES};
use maple_sim::builder::Builder;
use maple_sim::cycle::{CycleMachine, Limits, NoTracer};
use maple_sim::uarch::UarchConfig;
use maple_sim::uarch::{MemoryModel, PredictorKind, Replacement};
use maple_sim::{
    ClassDesc, FaultKind, Formal, Home, Machine, Outcome, Program, RunConfig, TypeDesc,
};
use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, Mutex};

/// Instruction bound of both engines.
const MAX_INSNS: u64 = 20_000;
/// Cycle bound of the cycle engine: far above what `MAX_INSNS` instructions normally take.
const MAX_CYCLES: u64 = MAX_INSNS * 400;

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
const INT_TYPES: &[T] = &[
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
struct Palette {
    unary: Vec<Op>,
    /// Binary operators on one type (comparisons, which have a second type, aside).
    binary: Vec<Op>,
    compare: Vec<Op>,
    convert: Vec<Op>,
    /// Statements that only order memory, and `nop`.
    ordering: Vec<Op>,
    /// Allocations of one object of a type.
    allocations: Vec<Op>,
    /// Calls through a function address operand.
    indirect_calls: Vec<Op>,
    /// Checks that fault, or raise a runtime exception under a handler (the call-site forms,
    /// which name a callee, aside).
    checks: Vec<Op>,
    /// Allocations of a Java array (the length is the operand).
    array_allocations: Vec<Op>,
    /// Reference count updates.
    ref_updates: Vec<Op>,
    /// Java calls that name the method (by string index).
    java_calls: Vec<Op>,
}

fn palette() -> &'static Palette {
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
            allocations: select(&|i| i.class == OpClass::Allocation && i.syntax == Syntax::TypeOperand),
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
const EXTERNALS: &[&str] = &[
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
];

/// The string table: checkpoint names, intrinsics (some unknown).
const STRINGS: &[&str] = &[
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
const METHOD: u32 = 13;

/// printf formats with the argument types they expect.
const FORMATS: &[(&str, &[T])] = &[
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
const DATA_BYTES: u32 = 256;
/// Entries of the indexgoto jump table in `.data` (8 bytes each), right after the data.
const JUMP_TABLE: u32 = 4;

#[derive(Clone, Debug)]
struct Func {
    name: String,
    frame_size: u32,
    /// User pseudo-registers `%1..=%user_pregs`; loop counters use the ones above.
    user_pregs: u16,
    formals: Vec<Formal>,
    varargs: bool,
    ret: T,
    /// Statements at top level (labels `S<f>_<0..=n>`).
    nstmts: u32,
}

struct Gen<'a, 'b> {
    u: &'b mut Unstructured<'a>,
    b: Builder,
    funcs: Vec<Func>,
    cur: usize,
    next_label: u32,
    /// Addresses of the labels defined so far (for backward targets of `javatry`).
    label_addrs: HashMap<String, u32>,
    /// Statements still to emit in the whole program (bounds its size).
    budget: u32,
    loop_depth: u16,
    raw_rate: u32,
    strings: Vec<u32>,
    scratch: Vec<u8>,
}

impl<'a, 'b> Gen<'a, 'b> {
    fn int(&mut self, lo: u32, hi: u32) -> u32 {
        self.u.int_in_range(lo..=hi).unwrap_or(lo)
    }
    fn chance(&mut self, num: u32, den: u32) -> bool {
        self.int(0, den - 1) < num
    }
    fn pick<X: Copy>(&mut self, xs: &[X]) -> X {
        let i = self.int(0, xs.len() as u32 - 1) as usize;
        xs[i]
    }
    fn word(&mut self) -> u32 {
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
    fn type_index(&mut self) -> u32 {
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
    fn ty(&mut self) -> T {
        if self.chance(1, 24) {
            // Anything the table has, rarely: vectors, complex, f128, dynamic, agg...
            T::ALL[self.int(0, T::ALL.len() as u32 - 1) as usize]
        } else {
            self.pick(COMMON_TYPES)
        }
    }
    fn func(&self) -> &Func {
        &self.funcs[self.cur]
    }

    /// Would this instruction encode?
    fn encodes(&mut self, op: Op, ty: T, param: u16, ext: &[u32]) -> bool {
        self.scratch.clear();
        maple_isa::encode(op, ty, param, ext, &mut self.scratch).is_ok()
    }
    /// Emit it if it encodes.
    fn emit(&mut self, op: Op, ty: T, param: u16, ext: &[u32]) -> bool {
        let ok = self.encodes(op, ty, param, ext);
        if ok {
            self.b.op(op, ty, param, ext);
        }
        ok
    }
    fn fresh(&mut self) -> String {
        self.next_label += 1;
        format!("L{}", self.next_label)
    }
    fn label(&mut self, name: &str) {
        self.label_addrs.insert(name.to_string(), self.b.here());
        self.b.label(name);
    }
    /// A label of a top-level statement of the current function (all get defined).
    fn stmt_label(&mut self) -> String {
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

    /// An address-valued expression that mostly points at mapped memory.
    fn addr_expr(&mut self, ty: T, depth: u32) {
        let frame = self.func().frame_size;
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
                let check = self.int(0, 1);
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
    fn expr(&mut self, ty: T, depth: u32) {
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
                let off = if self.chance(7, 8) {
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

    /// Push `args`' worth of values and call `name`.
    fn call_with(&mut self, name: &str, args: &[T], depth: u32) {
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

    fn block(&mut self, depth: u32) {
        let n = self.int(1, 4);
        for _ in 0..n {
            self.stmt(depth);
        }
    }

    fn stmt(&mut self, depth: u32) {
        if self.budget == 0 {
            self.emit(Op::Nop, T::Void, 0, &[]);
            return;
        }
        self.budget -= 1;
        if self.raw_rate > 0 && self.chance(self.raw_rate, 64) {
            let w = self.word();
            self.b.raw(&[w]);
            return;
        }
        let npregs = self.func().user_pregs;
        let frame = self.func().frame_size;
        let nested = depth > 0;
        let edepth = self.int(0, 3);
        match self.int(0, 40) {
            0..=3 if npregs > 0 => {
                let ty = self.ty();
                let r = self.int(1, npregs as u32) as u16;
                if self.encodes(Op::Regassign, ty, r, &[]) {
                    self.expr(ty, edepth);
                    self.emit(Op::Regassign, ty, r, &[]);
                }
            }
            4 => {
                // Special registers: retvals and thrownval mostly; SP/FP/GP/PC rarely.
                let r = if self.chance(1, 8) {
                    self.pick(&[
                        SpecialReg::Sp,
                        SpecialReg::Fp,
                        SpecialReg::Gp,
                        SpecialReg::Pc,
                    ])
                } else {
                    self.pick(&[
                        SpecialReg::RetVal(0),
                        SpecialReg::RetVal(3),
                        SpecialReg::ThrownVal,
                    ])
                };
                let ty = if matches!(r, SpecialReg::Pc) {
                    T::Ptr
                } else {
                    self.ty()
                };
                if self.encodes(Op::Regassign, ty, r.param(), &[]) {
                    if matches!(r, SpecialReg::Pc) {
                        let l = self.stmt_label();
                        self.b.addroflabel(ty, &l);
                    } else if ty.is_address() {
                        self.addr_expr(ty, 1);
                    } else {
                        self.expr(ty, edepth);
                    }
                    self.emit(Op::Regassign, ty, r.param(), &[]);
                }
            }
            5 | 6 if frame > 0 => {
                let ty = self.ty();
                let size = ty.size().max(1);
                let off = -(self.int(size, frame) as i32) & !(size as i32 - 1);
                if self.encodes(Op::Iassignfpoff, ty, 0, &[off as u32]) {
                    self.expr(ty, edepth);
                    self.emit(Op::Iassignfpoff, ty, 0, &[off as u32]);
                }
            }
            7 | 8 => {
                let ty = self.ty();
                let size = ty.size().max(1);
                let off = self.int(0, DATA_BYTES - size.min(DATA_BYTES)) & !(size - 1);
                if self.encodes(Op::Iassigngpoff, ty, 0, &[off]) {
                    self.expr(ty, edepth);
                    self.emit(Op::Iassigngpoff, ty, 0, &[off]);
                }
            }
            9 => {
                let ty = self.ty();
                let off = self.int(0, 24);
                if self.encodes(Op::Iassignoff, ty, 0, &[off]) {
                    self.addr_expr(T::Ptr, 1);
                    self.expr(ty, edepth);
                    self.emit(Op::Iassignoff, ty, 0, &[off]);
                }
            }
            10 => {
                let ty = self.ty();
                self.expr(ty, edepth);
                self.emit(Op::Eval, T::Void, 0, &[]);
            }
            11 | 12 if depth < 3 => {
                // if / if-else
                let end = self.fresh();
                let c = self.pick(INT_TYPES);
                self.expr(c, edepth);
                let op = self.pick(&[Op::Brfalse, Op::Brtrue]);
                if self.chance(1, 2) {
                    self.b.br(op, &end);
                    self.block(depth + 1);
                } else {
                    let els = self.fresh();
                    self.b.br(op, &els);
                    self.block(depth + 1);
                    self.b.br(Op::Goto, &end);
                    self.label(&els);
                    self.block(depth + 1);
                }
                self.label(&end);
            }
            13 | 14 if self.loop_depth < 2 && depth < 3 => {
                // A counted loop on a pseudo-register of its own.
                let r = self.func().user_pregs + 1 + self.loop_depth;
                let n = self.int(1, 12);
                let ty = self.pick(&[T::I32, T::I64, T::U8, T::U32]);
                let top = self.fresh();
                self.b.constval(ty, n as i128).regassign(ty, r);
                self.label(&top);
                self.loop_depth += 1;
                self.block(depth + 1);
                self.loop_depth -= 1;
                self.b.regread(ty, r).constval(ty, 1);
                self.emit(Op::Sub, ty, 0, &[]);
                self.b.regassign(ty, r).regread(ty, r);
                self.b.br(Op::Brtrue, &top);
            }
            15..=17 => {
                // A call of one of the program's functions (mostly later ones: no runaway
                // recursion, though that is allowed too).
                let nf = self.funcs.len() as u32;
                let f = if self.chance(1, 6) {
                    self.int(0, nf - 1)
                } else {
                    self.int((self.cur as u32 + 1).min(nf - 1), nf - 1)
                } as usize;
                let callee = self.funcs[f].clone();
                let mut args: Vec<T> = callee.formals.iter().map(|f| f.ty).collect();
                if self.chance(1, 8) && !args.is_empty() {
                    args.pop();
                }
                if callee.varargs || self.chance(1, 8) {
                    for _ in 0..self.int(0, 3) {
                        args.push(self.pick(&[T::I32, T::F64, T::I64]));
                    }
                }
                if self.chance(1, 6) {
                    // icall through the function's address.
                    self.b.addroffunc(T::Ptr, &callee.name);
                    for &t in &args {
                        if t == T::Agg {
                            self.addr_expr(T::Ptr, edepth.min(2));
                        } else {
                            self.expr(t, edepth.min(2));
                        }
                    }
                    let op = self.pick(&palette().indirect_calls);
                    self.emit(op, T::Void, args.len() as u16 + 1, &[]);
                } else {
                    self.call_with(&callee.name, &args, edepth.min(2));
                }
                if callee.ret != T::Void && self.chance(2, 3) {
                    self.b.retval(callee.ret, 0);
                    if npregs > 0 && self.chance(1, 2) {
                        let r = self.int(1, npregs as u32) as u16;
                        if !self.emit(Op::Regassign, callee.ret, r, &[]) {
                            self.emit(Op::Eval, T::Void, 0, &[]);
                        }
                    } else {
                        // printf("r=%ld\n", value): the format goes below the value.
                        self.emit(Op::Eval, T::Void, 0, &[]);
                        self.b.conststr("r=%ld\n");
                        self.b.retval(callee.ret, 0);
                        self.b.call("printf", 2);
                    }
                }
            }
            18 | 19 => {
                let (fmt, args) = self.pick(FORMATS);
                self.b.conststr(fmt);
                for &t in args {
                    if t == T::Ptr && self.chance(3, 4) {
                        let s = self.pick(&["x", "two words", ""]);
                        self.b.conststr(s);
                    } else {
                        self.expr(t, edepth.min(2));
                    }
                }
                self.b.call("printf", 1 + args.len() as u16);
            }
            20 => {
                if self.chance(1, 2) {
                    self.expr(T::I32, edepth);
                    self.b.call("putchar", 1);
                } else {
                    self.b.conststr("line");
                    self.b.call("puts", 1);
                }
            }
            21 if nested => {
                // A jump elsewhere in the function (loops may never end: the bound ends them).
                let l = self.stmt_label();
                if self.chance(1, 2) {
                    self.b.br(Op::Goto, &l);
                } else {
                    let c = self.pick(INT_TYPES);
                    self.expr(c, edepth);
                    let op = self.pick(&[Op::Brfalse, Op::Brtrue]);
                    self.b.br(op, &l);
                }
            }
            22 => {
                // rangegoto over a few labels (value masked into range, mostly).
                let n = self.int(1, 4);
                let tag = self.int(0, 3) as i32 - 1;
                let end = self.fresh();
                let mut labels = Vec::new();
                for _ in 0..n {
                    if self.chance(1, 2) {
                        labels.push(end.clone());
                    } else {
                        labels.push(self.stmt_label());
                    }
                }
                self.expr(T::I32, edepth.min(1));
                if self.chance(3, 4) {
                    self.b.constval(T::I32, 3).o(Op::Band, T::I32);
                    self.b.constval(T::I32, tag as i128).o(Op::Add, T::I32);
                }
                let refs: Vec<&str> = labels.iter().map(|s| s.as_str()).collect();
                self.b.rangegoto(tag, &refs);
                self.label(&end);
            }
            23 => {
                // indexgoto through the jump table in .data; or igoto to a label's address.
                if self.chance(1, 2) {
                    self.expr(T::U32, 0);
                    if self.chance(3, 4) {
                        self.b
                            .constval(T::U32, JUMP_TABLE as i128 - 1)
                            .o(Op::Band, T::U32);
                    }
                    let base = self.b_data_table();
                    self.b.data_addr(Op::Indexgoto, T::Void, base);
                } else {
                    let l = self.stmt_label();
                    self.b.addroflabel(T::Ptr, &l);
                    self.emit(Op::Igoto, T::Void, 0, &[]);
                }
            }
            24 if depth < 3 => self.js_try(depth),
            25 if depth < 3 => self.java_try(depth),
            26 => {
                // gosub to a subroutine placed after a jump over it.
                let sub = self.fresh();
                let over = self.fresh();
                self.b.br(Op::Gosub, &sub);
                self.b.br(Op::Goto, &over);
                self.label(&sub);
                if depth < 3 {
                    self.block(depth + 1);
                }
                self.emit(Op::Retsub, T::Void, 0, &[]);
                self.label(&over);
            }
            27 => {
                // A monitor around a block (sometimes unbalanced).
                let off = 8 * self.int(0, 3);
                self.emit(Op::Addrofgpoff, T::Ptr, 0, &[off]);
                self.emit(Op::Syncenter, T::Void, 0, &[]);
                if depth < 3 {
                    self.block(depth + 1);
                }
                if self.chance(7, 8) {
                    let off = if self.chance(7, 8) {
                        off
                    } else {
                        8 * self.int(0, 3)
                    };
                    self.emit(Op::Addrofgpoff, T::Ptr, 0, &[off]);
                    self.emit(Op::Syncexit, T::Void, 0, &[]);
                }
            }
            28 => {
                let op = self.pick(&palette().ordering);
                self.emit(op, T::Void, 0, &[]);
            }
            29 => {
                let s = self.pick(&self.strings.clone());
                let s = if self.chance(1, 8) { s + 100 } else { s.min(1) };
                self.emit(Op::Checkpoint, T::Void, 0, &[s]);
            }
            30 => self.threads(),
            31 => {
                // Library calls on .data.
                match self.int(0, 6) {
                    0 => self.call_with("__atomic_fetch_add_4", &[T::Ptr, T::I32, T::I32], 0),
                    1 => self.call_with("__atomic_load_8", &[T::Ptr, T::I32], 0),
                    2 => {
                        let off = self.int(0, 64);
                        self.emit(Op::Addrofgpoff, T::Ptr, 0, &[off]);
                        let v = self.int(0, 255) as i128;
                        self.b.constval(T::I32, v);
                        let v = self.int(0, 64) as i128;
                        self.b.constval(T::U64, v);
                        self.b.call("memset", 3);
                    }
                    3 => {
                        let off = self.int(0, 64);
                        self.emit(Op::Addrofgpoff, T::Ptr, 0, &[off]);
                        self.addr_expr(T::Ptr, 0);
                        let v = self.int(0, 64) as i128;
                        self.b.constval(T::U64, v);
                        self.b.call("memcpy", 3);
                    }
                    4 => self.call_with("strlen", &[T::Ptr], 0),
                    5 => {
                        self.addr_expr(T::Ptr, 0);
                        self.b.call("free", 1);
                    }
                    _ => {
                        // Small sizes: the simulated heap is host memory, page for page.
                        let (n, size) = (self.int(0, 8), self.int(0, 64));
                        self.b
                            .constval(T::U64, n as i128)
                            .constval(T::U64, size as i128);
                        self.b.call("calloc", 2);
                    }
                }
            }
            32 if self.chance(1, 4) => {
                // Leave the function early, with or without values.
                let n = self.int(0, 2);
                for _ in 0..n {
                    let t = self.func().ret;
                    let t = if t == T::Void { T::I32 } else { t };
                    self.expr(t, edepth.min(1));
                }
                if nested {
                    self.b.ret(n as u16);
                } else {
                    for _ in 0..n {
                        self.emit(Op::Eval, T::Void, 0, &[]);
                    }
                }
            }
            33 if self.chance(1, 8) => {
                if self.chance(1, 4) {
                    self.b.call("abort", 0);
                } else {
                    self.expr(T::I32, 0);
                    self.b.call("exit", 1);
                }
            }
            34 => {
                // Assertions (faults, or runtime exceptions inside a javatry).
                let op = self.pick(&palette().checks);
                let n = match op.info().pops {
                    Pops::Fixed(n) => n,
                    _ => 0,
                };
                for _ in 0..n {
                    let t = self.pick(INT_TYPES);
                    self.expr(t, 0);
                }
                self.emit(op, T::Void, 0, &[]);
            }
            35 => {
                // Reference counting and Java arrays.
                let idx = self.type_index();
                let op = self.pick(&palette().array_allocations);
                let v = self.int(0, 6) as i128 - 1;
                self.b.constval(T::I32, v);
                self.emit(op, T::Ref, 0, &[idx]);
                if npregs > 0 {
                    self.b.regassign(T::Ref, 1).regread(T::Ref, 1);
                    let op = if self.chance(1, 4) {
                        Op::Eval
                    } else {
                        self.pick(&palette().ref_updates)
                    };
                    self.emit(op, T::Void, 0, &[]);
                    self.b.regread(T::Ref, 1);
                    let s = self.strings[11 % self.strings.len()];
                    self.emit(Op::Intrinsicop, T::I32, 1, &[s]);
                    self.b.call("putchar", 1);
                } else {
                    self.emit(Op::Decref, T::Void, 0, &[]);
                }
            }
            36 => self.free_form(),
            38 => {
                // A Java call on a new object of class A or B (or of a type that is no
                // class): virtual, super, interface, polymorphic.
                let t = self.pick(&[0u32, 2, 2, 1]);
                self.emit(Op::Gcmalloc, T::Ref, 0, &[t]);
                let n = self.int(0, 2);
                for _ in 0..n {
                    let ty = self.pick(&[T::I32, T::I64, T::F64]);
                    self.expr(ty, 0);
                }
                let op = self.pick(&palette().java_calls);
                let m = if self.chance(7, 8) { METHOD } else { 0 };
                self.emit(op, T::Void, n as u16 + 1, &[m]);
            }
            37 => {
                // Throw something (caught or not).
                if self.chance(1, 2) {
                    self.emit(Op::Gcmalloc, T::Ref, 0, &[0]);
                } else {
                    self.expr(T::Ptr, 0);
                }
                self.emit(Op::Throw, T::Void, 0, &[]);
            }
            _ => {
                let ty = self.ty();
                self.expr(ty, edepth);
                self.emit(Op::Eval, T::Void, 0, &[]);
            }
        }
    }

    /// The offset in `.data` of the jump table (its entries are labels of this function).
    fn b_data_table(&mut self) -> u32 {
        let base = self.b.data(&[0u8; 8 * JUMP_TABLE as usize]) as u32;
        for k in 0..JUMP_TABLE {
            let l = self.stmt_label();
            self.b.data_label(base + 8 * k, &l);
        }
        base
    }

    /// `jstry` with a catch or finally block, and a throw in the body sometimes.
    fn js_try(&mut self, depth: u32) {
        let catch = self.fresh();
        let fin = self.fresh();
        let done = self.fresh();
        let with_catch = self.chance(3, 4);
        let with_finally = !with_catch || self.chance(1, 3);
        self.b.jstry(
            with_catch.then_some(catch.as_str()),
            with_finally.then_some(fin.as_str()),
        );
        self.block(depth + 1);
        if self.chance(1, 2) {
            self.expr(T::I64, 0);
            self.emit(Op::Throw, T::Void, 0, &[]);
        }
        self.emit(Op::Endtry, T::Void, 0, &[]);
        if with_finally {
            self.b.br(Op::Gosub, &fin);
        }
        self.b.br(Op::Goto, &done);
        if with_catch {
            self.label(&catch);
            self.emit(Op::Jscatch, T::Void, 0, &[]);
            self.b.conststr("caught %ld\n");
            self.b.retval(T::I64, 0);
            self.emit(Op::Eval, T::Void, 0, &[]);
            self.emit(Op::Regread, T::I64, SpecialReg::ThrownVal.param(), &[]);
            self.b.call("printf", 2);
            self.block(depth + 1);
            if with_finally {
                self.b.br(Op::Gosub, &fin);
            }
            self.b.br(Op::Goto, &done);
        }
        if with_finally {
            self.label(&fin);
            self.emit(Op::Finally, T::Void, 0, &[]);
            self.block(depth + 1);
            self.emit(Op::Retsub, T::Void, 0, &[]);
        }
        self.label(&done);
    }

    /// `javatry`/`cpptry`: the catch blocks come first (jumped over), so the try's targets
    /// are backward and their offsets known when it is emitted.
    fn java_try(&mut self, depth: u32) {
        let start = self.fresh();
        let done = self.fresh();
        self.b.br(Op::Goto, &start);
        let cpp = self.chance(1, 3);
        let n = self.int(1, 2);
        let mut handlers = Vec::new();
        for _ in 0..n {
            let h = self.fresh();
            self.label(&h);
            handlers.push(h);
            if cpp {
                let t = self.int(0, 4);
                self.emit(Op::Cppcatch, T::Void, 0, &[t]);
            } else {
                let k = self.int(0, 2);
                let ext: Vec<u32> = (0..k).map(|_| self.int(0, 4)).collect();
                self.emit(Op::Javacatch, T::Void, k as u16, &ext);
            }
            self.b.conststr("handler\n");
            self.b.call("printf", 1);
            self.block(depth + 1);
            self.b.br(Op::Goto, &done);
        }
        self.label(&start);
        let at = self.b.here();
        let ext: Vec<u32> = handlers
            .iter()
            .map(|h| self.label_addrs[h].wrapping_sub(at))
            .collect();
        let op = if cpp { Op::Cpptry } else { Op::Javatry };
        self.emit(op, T::Void, ext.len() as u16, &ext);
        self.block(depth + 1);
        if self.chance(1, 2) {
            let t = self.type_index();
            self.emit(Op::Gcmalloc, T::Ref, 0, &[t]);
            self.emit(Op::Throw, T::Void, 0, &[]);
        }
        self.emit(Op::Endtry, T::Void, 0, &[]);
        self.label(&done);
    }

    /// Start a thread running one of the functions, and sometimes join it.
    fn threads(&mut self) {
        let nf = self.funcs.len() as u32;
        let f = self.int(0, nf - 1) as usize;
        let name = self.funcs[f].name.clone();
        let slot = 8 * self.int(4, 7);
        match self.int(0, 3) {
            0 => {
                self.b.call("pthread_self", 0);
            }
            _ => {
                self.emit(Op::Addrofgpoff, T::Ptr, 0, &[slot]);
                self.b.constval(T::Ptr, 0);
                self.b.addroffunc(T::Ptr, &name);
                self.expr(T::I64, 0);
                self.b.call("pthread_create", 4);
                if self.chance(3, 4) {
                    self.emit(Op::Ireadgpoff, T::I64, 0, &[slot]);
                    if self.chance(1, 2) {
                        self.b.constval(T::Ptr, 0);
                    } else {
                        self.emit(Op::Addrofgpoff, T::Ptr, 0, &[slot + 64]);
                    }
                    self.b.call("pthread_join", 2);
                }
            }
        }
    }

    /// Any executable opcode of the table with an admitted type and a param its format
    /// accepts; stack effects are not arranged (it may underflow, overflow or fault).
    fn free_form(&mut self) {
        let rows: Vec<usize> = (0..OPCODES.len())
            .filter(|&i| OPCODES[i].is_executable())
            .collect();
        let info = &OPCODES[self.pick(&rows)];
        let types: Vec<T> = info.types.iter().collect();
        if types.is_empty() {
            return;
        }
        let ty = self.pick(&types);
        let param: u16 = match info.format {
            Format::Reg => {
                if self.chance(1, 2) {
                    self.int(1, 6) as u16
                } else {
                    SpecialReg::RetVal(self.int(0, 15) as u8).param()
                }
            }
            Format::Bits => {
                let bits = ty.bits().clamp(1, 64);
                let size = self.int(1, bits);
                (self.int(0, bits - size) | size << 8) as u16
            }
            Format::BitSize => self.int(1, ty.bits().max(1)) as u16,
            Format::FromType => {
                let from: Vec<T> = info.from_types.iter().collect();
                self.pick(&from) as u16
            }
            Format::Array => (self.int(1, 3) | self.int(0, 1) << 8) as u16,
            Format::Count | Format::CallAddr | Format::CallIndex | Format::CallIndexType => {
                self.int(0, 3) as u16
            }
            Format::RangeTable | Format::TargetList | Format::IndexList => self.int(0, 3) as u16,
            _ => 0,
        };
        if matches!(info.format, Format::Target) {
            let l = self.stmt_label();
            if self.encodes(info.opcode, ty, param, &[0]) {
                self.b.br(info.opcode, &l);
            }
            return;
        }
        let Some(n) = info.format.ext_words(ty, param) else {
            return;
        };
        let ext: Vec<u32> = (0..n)
            .map(|k| match (info.format, k) {
                (Format::Array, 0) => self.pick(&[1, 2, 4, 8]),
                (Format::Const, _) => 0,
                (Format::Offset, _) => (self.int(0, 64) as i32 - 32) as u32,
                (Format::Index | Format::CallIndex | Format::CallIndexType, _) => self.int(0, 16),
                (Format::TwoTargets | Format::TargetList | Format::RangeTable, _) => 0,
                _ => self.word(),
            })
            .collect();
        if !self.emit(info.opcode, ty, param, &ext) {
            // Fall back to raw words: the first word as chosen, extensions as they are.
            let head = info.opcode.number() as u32 | (ty as u32) << 8 | (param as u32) << 16;
            self.b.raw(&[head]);
            self.b.raw(&ext);
        }
    }

    fn function(&mut self, f: usize) {
        self.cur = f;
        let func = self.funcs[f].clone();
        let npregs = func.user_pregs + 2;
        self.b.func(
            &func.name,
            func.frame_size,
            npregs,
            &func.formals,
            func.varargs,
        );
        for k in 0..func.nstmts {
            let l = format!("S{f}_{k}");
            self.label(&l);
            self.stmt(0);
        }
        let l = format!("S{f}_{}", func.nstmts);
        self.label(&l);
        if func.ret == T::Void {
            self.b.ret(0);
        } else {
            self.expr(func.ret, 1);
            self.b.ret(1);
        }
    }
}

/// The function signatures: `f0` is `main`.
fn signatures(u: &mut Unstructured<'_>, nfuncs: usize) -> Vec<Func> {
    let mut int = |lo: u32, hi: u32| u.int_in_range(lo..=hi).unwrap_or(lo);
    (0..nfuncs)
        .map(|i| {
            let frame_size = 64 * int(0, 3);
            let user_pregs = int(0, 6) as u16;
            let nformals = if i == 0 { 0 } else { int(0, 3) };
            let mut formals = Vec::new();
            for k in 0..nformals {
                let ty = [T::I32, T::I64, T::U8, T::F64, T::Ptr, T::F32][int(0, 5) as usize];
                let home = if user_pregs as u32 > k && int(0, 2) > 0 {
                    Home::Preg(k as u16 + 1)
                } else if frame_size > 0 {
                    Home::Frame(-8 * (k as i32 + 1))
                } else {
                    Home::Preg(user_pregs + 1) // the first loop counter: clobbered later
                };
                formals.push(Formal { ty, home });
            }
            if i > 0 && frame_size > 0 && int(0, 4) == 0 {
                // An aggregate passed by value, copied into the bottom of the frame.
                let size = int(1, 40);
                formals.push(Formal {
                    ty: T::Agg,
                    home: Home::FrameCopy {
                        offset: -(frame_size as i32),
                        size,
                    },
                });
            }
            let ret = if i == 0 {
                T::I32
            } else {
                [T::Void, T::I32, T::I64, T::F64, T::Ptr, T::U8][int(0, 5) as usize]
            };
            Func {
                name: if i == 0 {
                    "main".into()
                } else {
                    format!("f{i}")
                },
                frame_size,
                user_pregs,
                formals,
                varargs: i > 0 && int(0, 3) == 0,
                ret,
                nstmts: if i == 0 { int(2, 40) } else { int(1, 20) },
            }
        })
        .collect()
}

/// Structured programs: a few functions of statements over the ISA.
fn structured(u: &mut Unstructured<'_>, raw_rate: u32) -> Program {
    let nfuncs = u.int_in_range(1..=4).unwrap_or(1);
    let funcs = signatures(u, nfuncs);
    let mut b = Builder::new();
    for e in EXTERNALS {
        b.external(e);
    }
    let strings = STRINGS.iter().map(|s| b.string(s)).collect();
    // `.data`: a few bytes from the input, the rest a fixed pattern (small numbers, some
    // zeros), so that the input goes to the program rather than to its data.
    let mut data: Vec<u8> = (0..DATA_BYTES).map(|i| (i * 7 % 13) as u8).collect();
    let n = u.int_in_range(0..=16).unwrap_or(0);
    for byte in data.iter_mut().take(n) {
        *byte = u.arbitrary().unwrap_or(0);
    }
    b.data(&data);
    let mut g = Gen {
        u,
        b,
        funcs,
        cur: 0,
        next_label: 0,
        label_addrs: HashMap::new(),
        budget: 300,
        loop_depth: 0,
        raw_rate,
        strings,
        scratch: Vec::new(),
    };
    for f in 0..nfuncs {
        g.function(f);
    }
    g.b.build()
}

/// Raw programs: `main` (and maybe a second function) of arbitrary words.
fn raw(u: &mut Unstructured<'_>) -> Program {
    let mut b = Builder::new();
    for e in EXTERNALS {
        b.external(e);
    }
    for s in STRINGS {
        b.string(s);
    }
    b.data(&[1, 2, 3, 4, 5, 6, 7, 8]);
    let nfuncs = u.int_in_range(1..=2).unwrap_or(1);
    for f in 0..nfuncs {
        let name = if f == 0 {
            "main".to_string()
        } else {
            format!("f{f}")
        };
        let frame = 64 * u.int_in_range(0..=2).unwrap_or(0);
        let npregs = u.int_in_range(0..=4).unwrap_or(0);
        b.func(&name, frame, npregs, &[], f > 0);
        let n = u.int_in_range(0..=64).unwrap_or(0);
        for _ in 0..n {
            let w: u32 = u.arbitrary().unwrap_or(0);
            // Half the time keep the opcode byte in the table's range.
            let w = if w & 0x8000_0000 != 0 {
                let op = (w & 0xff) % OPCODES.len() as u32 + 1;
                let ty = ((w >> 8) & 0xff) % T::ALL.len() as u32;
                op | ty << 8 | (w & 0x7fff_0000) >> 4
            } else {
                w
            };
            b.raw(&[w]);
        }
    }
    b.build()
}

/// A microarchitecture inside the documented ranges.
fn uarch(u: &mut Unstructured<'_>) -> UarchConfig {
    let mut c = UarchConfig::default();
    if u.ratio(1, 4).unwrap_or(false) {
        return c;
    }
    let mut int = |lo: u32, hi: u32| u.int_in_range(lo..=hi).unwrap_or(lo);
    c.seed = int(0, 3) as u64;
    c.core.fetch_buffer = [1, 2, 4, 8, 64][int(0, 4) as usize];
    c.core.tos_registers = [2, 3, 8, 256][int(0, 3) as usize];
    c.core.spill_cycles = int(0, 3);
    c.core.load_use_bubble = int(0, 3);
    c.core.mul_latency = int(1, 8);
    c.core.div_latency = int(1, 40);
    c.core.fp_latency = int(1, 8);
    c.core.fp_div_latency = int(1, 30);
    c.core.call_cycles = int(0, 4);
    c.core.return_cycles = int(0, 4);
    c.core.store_buffer = [1, 2, 8, 255][int(0, 3) as usize];
    c.predictor.kind = [
        PredictorKind::Static,
        PredictorKind::Bimodal,
        PredictorKind::Gshare,
    ][int(0, 2) as usize];
    c.predictor.table_bits = int(1, 12);
    c.predictor.history_bits = int(0, 12);
    c.predictor.btb_entries = 1 << int(0, 9);
    c.predictor.ras_entries = [0, 1, 2, 16][int(0, 3) as usize];
    c.predictor.mispredict_penalty = int(2, 12);
    for cache in [&mut c.l1i, &mut c.l1d] {
        cache.line = 1 << int(4, 7);
        cache.assoc = 1 << int(0, 2);
        cache.size = ((cache.line * cache.assoc) << int(0, 6)).max(64);
        cache.replacement =
            [Replacement::Lru, Replacement::Plru, Replacement::Random][int(0, 2) as usize];
        cache.latency = int(1, 3);
    }
    c.l1d.write_back = int(0, 1) == 1;
    c.l2.write_back = int(0, 1) == 1;
    c.l2.latency = int(1, 20);
    c.dram.latency = int(1, 150);
    c.dram.bytes_per_cycle = [1, 16, 64][int(0, 2) as usize];
    c.memory.model = [MemoryModel::Tso, MemoryModel::Weak][int(0, 1) as usize];
    c.memory.trap_misaligned = int(0, 7) == 0;
    c
}

/// Print the program (with `MAPLE_FUZZ_DEBUG` set): functions, then every instruction.
fn dump(p: &Program, config: &RunConfig, uarch: &UarchConfig) {
    eprintln!("{config:?}\n{uarch:?}");
    for f in &p.functions {
        if !f.external {
            eprintln!(
                "fn {} @{:#x} frame {} npregs {} formals {:?} varargs {}",
                f.name, f.entry, f.frame_size, f.npregs, f.formals, f.varargs
            );
        }
    }
    for s in &p.segments {
        eprintln!(
            "segment {} @{:#x} size {} {:02x?}",
            s.name, s.addr, s.size, s.bytes
        );
    }
    for r in maple_isa::decode_all(&p.text) {
        match r {
            Ok((at, i)) => {
                let addr = p.text_base + at as u32;
                if let Some(f) = p.functions.iter().find(|f| f.entry == addr) {
                    eprintln!("{}:", f.name);
                }
                eprintln!("  {addr:#x}: {i}");
            }
            Err(e) => eprintln!("  {e}"),
        }
    }
}

/// Program output: how many bytes, a hash of all of them, and the first `KEEP` (a program
/// may print gigabytes within the instruction bound: `printf("%*d", 1 << 20, 0)` in a loop).
#[derive(Clone, Debug, Default, PartialEq)]
struct Output {
    len: u64,
    hash: u64,
    head: Vec<u8>,
}

#[derive(Clone, Default)]
struct Sink(Arc<Mutex<Output>>);

impl Sink {
    const KEEP: usize = 4096;
    fn output(&self) -> Output {
        self.0.lock().map(|o| o.clone()).unwrap_or_default()
    }
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Ok(mut o) = self.0.lock() {
            if o.len == 0 {
                o.hash = 0xcbf2_9ce4_8422_2325;
            }
            o.len += buf.len() as u64;
            for &b in buf {
                o.hash = (o.hash ^ b as u64).wrapping_mul(0x0100_0000_01b3);
            }
            let room = Self::KEEP.saturating_sub(o.head.len());
            o.head.extend_from_slice(&buf[..room.min(buf.len())]);
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// What one engine's run left: outcome, output, instructions retired (architectural count),
/// and the running hart's state.
#[derive(Debug, PartialEq)]
struct Run {
    outcome: Outcome,
    output: Output,
    instret: u64,
    pc: u32,
    hart: usize,
    operands: Vec<u128>,
    retvals: Vec<u128>,
}

fn summarize(m: &Machine, outcome: Outcome, out: &Sink) -> Run {
    Run {
        outcome,
        output: out.output(),
        instret: m.instret(),
        pc: m.pc(),
        hart: m.current_hart(),
        operands: m.hart().operand_stack().to_vec(),
        retvals: m.hart().retvals.to_vec(),
    }
}

fn is_limit(o: &Outcome, kind: fn(&FaultKind) -> bool) -> bool {
    matches!(o, Outcome::Fault(f) if kind(&f.kind))
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let mode: u8 = u.arbitrary().unwrap_or(0);
    let uarch = uarch(&mut u);
    // Small call stacks: each thread's stack is mapped (host memory) when it starts, and a
    // program may start thousands of threads within the instruction bound.
    let mut config = RunConfig {
        stack_size: [0x2000, 0x8000][u.int_in_range(0..=1).unwrap_or(1)],
        operand_stack_slots: [8, 64, 1024][u.int_in_range(0..=2).unwrap_or(1)],
        max_call_depth: [16, 4096][u.int_in_range(0..=1).unwrap_or(1)],
        trap_misaligned: uarch.memory.trap_misaligned,
        ..RunConfig::default()
    };
    let mut program = match mode % 16 {
        0 => raw(&mut u),
        1 | 2 => structured(&mut u, 4),
        _ => structured(&mut u, 0),
    };
    // Classes A (type 0) and B extends A (type 2), whose method `m` are f1 and f2.
    let entry = |name: &str| {
        program
            .functions
            .iter()
            .find(|f| f.name == name)
            .map_or(0, |f| f.entry)
    };
    let (m1, m2) = (entry("f1"), entry("f2"));
    program.classes = vec![
        ClassDesc {
            name: "A".into(),
            methods: vec![("A_7Cm_7C_28_29V".into(), m1)],
            type_index: Some(0),
            ..ClassDesc::default()
        },
        ClassDesc {
            name: "B".into(),
            parents: vec!["A".into()],
            methods: vec![("B_7Cm_7C_28_29V".into(), m2)],
            type_index: Some(2),
            ..ClassDesc::default()
        },
    ];
    program.type_names = vec!["A".into(), "i32".into(), "B".into()];
    program.types = vec![
        TypeDesc {
            size: 16,
            align: 8,
            elem_size: 0,
        },
        TypeDesc {
            size: 4,
            align: 4,
            elem_size: 4,
        },
        TypeDesc {
            size: 100,
            align: 64,
            elem_size: 8,
        },
    ];
    config.profile = mode & 0x80 != 0;
    let debug = std::env::var_os("MAPLE_FUZZ_DEBUG").is_some();
    if debug {
        dump(&program, &config, &uarch);
    }

    // The functional engine.
    let f_out = Sink::default();
    let Ok(m) = Machine::new(program.clone(), config.clone()) else {
        // A program that does not load must not load on the cycle engine either.
        assert!(CycleMachine::new(program, config, &uarch).is_err());
        return;
    };
    let mut m = m.with_output(Box::new(f_out.clone()));
    let f_outcome = m.run(Some(MAX_INSNS));
    let f = summarize(&m, f_outcome, &f_out);

    // The cycle engine.
    let c_out = Sink::default();
    let mut cm = CycleMachine::new(program.clone(), config, &uarch)
        .expect("loads on the cycle engine as on the functional one")
        .with_output(Box::new(c_out.clone()));
    let limits = Limits {
        max_cycles: Some(MAX_CYCLES),
        max_insns: Some(MAX_INSNS),
    };
    let c_outcome = cm.run(&limits, &mut NoTracer);
    let c = summarize(cm.machine(), c_outcome, &c_out);
    if debug {
        eprintln!("functional: {f:?}\ncycle:      {c:?}");
        eprintln!("cycles: {}", cm.cycle());
    }

    // The cycle accounting invariant (docs/ARCHITECTURE.md): every cycle either issues or is
    // charged to one stall cause.
    let k = &cm.core().counters;
    assert_eq!(k.cycles, cm.cycle(), "counted cycles vs the clock");
    assert_eq!(
        k.cycles,
        k.issued + k.stalls.iter().sum::<u64>(),
        "cycles != issued + stalls"
    );
    if is_limit(&c.outcome, |k| matches!(k, FaultKind::MaxCycles { .. })) {
        // The cycle bound cut the run short (a few instructions can cost very many cycles,
        // e.g. block copies missing in every cache): the cycle run is a prefix of the other.
        assert!(
            c.instret <= f.instret,
            "cycle run went further: {c:?}\nvs {f:?}"
        );
        assert!(
            c.output.len <= f.output.len && f.output.head.starts_with(&c.output.head),
            "cycle output is no prefix of the functional output"
        );
        return;
    }
    assert_eq!(f, c, "functional (left) and cycle (right) engines differ");
    if !is_limit(&c.outcome, |k| {
        matches!(k, FaultKind::MaxInstructions { .. })
    }) {
        // The program ended and the pipeline drained: every executed instruction retired.
        let retired = cm.core().counters.retired;
        let instret = m.instret();
        assert_eq!(retired, instret, "cycle engine retired count vs instret");
    }
});

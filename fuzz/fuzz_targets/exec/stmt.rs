//! The program generator's statements: assignments, branches, counted loops, calls, printf,
//! jump tables, exception regions (`jstry`, `javatry`/`cpptry`), subroutines, monitors,
//! threads, library calls, the heap through kept pointers (allocation bombs, use after
//! free), checks, Java objects and calls, free-form instructions of any executable opcode,
//! and whole functions of statements.
//!
//! A file of its own because the statement choice is the bulk of the generator; it builds on
//! the expressions of `generator.rs` and the control shapes of `shapes.rs`, and whole
//! programs (`program.rs`, the prologue of `threads.rs`) build on it. With `Gen::wild` unset
//! it starts no thread, writes no `%%SP`/`%%FP`/`%%GP`/`%%PC` and emits no free-form word.

use crate::generator::{
    palette, Gen, DATA_BYTES, FORMATS, HEAP_SLOTS, INT_TYPES, JUMP_TABLE, METHOD,
};
use maple_isa::{Format, Opcode as Op, Pops, PrimType as T, SpecialReg, OPCODES};

impl Gen<'_, '_> {
    pub(crate) fn block(&mut self, depth: u32) {
        let n = self.int(1, 4);
        for _ in 0..n {
            self.stmt(depth);
        }
    }

    pub(crate) fn stmt(&mut self, depth: u32) {
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
            0..=3 if npregs > 0 => self.assign_preg(npregs, edepth),
            4 => {
                // Special registers: retvals and thrownval mostly; SP/FP/GP/PC rarely.
                let r = if self.chance(1, 8) && self.wild {
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
            5 | 6 if frame > 0 => self.assign_frame(frame, edepth),
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
            11 | 12 if depth < 3 => self.if_else(depth, edepth, Self::block),
            13 | 14 if self.loop_depth < 2 && depth < 3 => self.counted_loop(depth, Self::block),
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
            26 => self.subroutine(depth, Self::block),
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
            30 if self.wild => self.threads(),
            31 => {
                // Library calls on .data.
                match self.int(0, 12) {
                    0 => self.call_with("__atomic_fetch_add_4", &[T::Ptr, T::I32, T::I32], 0),
                    // The C library's conversions read (and strtol/strtod write the end
                    // pointer to) whatever the addresses point at; bad ones fault.
                    6 => self.call_with("strtol", &[T::Ptr, T::Ptr, T::I32], 0),
                    7 => self.call_with("strtod", &[T::Ptr, T::Ptr], 0),
                    8 => self.call_with("strchr", &[T::Ptr, T::I32], 0),
                    9 => self.call_with("srand", &[T::U32], 0),
                    10 => self.call_with("rand", &[], 0),
                    11 => self.call_with("sqrt", &[T::F64], 0),
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
            36 if self.wild => self.free_form(),
            39 if self.wild => self.heap(edepth),
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

    /// The heap through pointers kept in `.data` (`HEAP_SLOTS`): allocate (small blocks, or
    /// up to 16 MiB: in a loop, an allocation bomb that `RunConfig::mem_limit` ends), free,
    /// reallocate, and load or store through a slot, which after a `free` is a use after
    /// free (`RunConfig::check_memory` catches it). Not in a thread body: `wild` only.
    fn heap(&mut self, edepth: u32) {
        let slot = HEAP_SLOTS + 8 * self.int(0, 3);
        let size = |g: &mut Self| -> i128 {
            if g.chance(3, 4) {
                g.int(0, 64) as i128
            } else {
                1 << g.int(12, 24)
            }
        };
        let op = self.int(0, 6);
        if op == 2 && self.chance(1, 3) {
            // Allocate right before the free below: a use after free for sure.
            self.b
                .constval(T::U64, 16)
                .call("malloc", 1)
                .retval(T::Ptr, 0);
            self.emit(Op::Iassigngpoff, T::Ptr, 0, &[slot]);
        }
        match op {
            0 | 1 => {
                let n = size(self);
                if self.chance(1, 3) {
                    let k = self.int(1, 4) as i128;
                    self.b.constval(T::U64, k).constval(T::U64, n);
                    self.b.call("calloc", 2);
                } else {
                    self.b.constval(T::U64, n);
                    self.b.call("malloc", 1);
                }
                self.b.retval(T::Ptr, 0);
                self.emit(Op::Iassigngpoff, T::Ptr, 0, &[slot]);
            }
            2 => {
                self.emit(Op::Ireadgpoff, T::Ptr, 0, &[slot]);
                self.b.call("free", 1);
                if self.chance(1, 2) {
                    // And use it at once: a use after free (unless it was null).
                    self.emit(Op::Ireadgpoff, T::Ptr, 0, &[slot]);
                    self.emit(Op::Ireadoff, T::I32, 0, &[0]);
                    self.emit(Op::Eval, T::Void, 0, &[]);
                }
            }
            3 => {
                self.emit(Op::Ireadgpoff, T::Ptr, 0, &[slot]);
                let n = size(self);
                self.b.constval(T::U64, n);
                self.b.call("realloc", 2);
                self.b.retval(T::Ptr, 0);
                self.emit(Op::Iassigngpoff, T::Ptr, 0, &[slot]);
            }
            4 | 5 => {
                let ty = self.pick(INT_TYPES);
                let off = self.int(0, 24) & !(ty.size().max(1) - 1);
                self.emit(Op::Ireadgpoff, T::Ptr, 0, &[slot]);
                self.emit(Op::Ireadoff, ty, 0, &[off]);
                self.emit(Op::Eval, T::Void, 0, &[]);
            }
            _ => {
                let ty = self.pick(INT_TYPES);
                let off = self.int(0, 24) & !(ty.size().max(1) - 1);
                self.emit(Op::Ireadgpoff, T::Ptr, 0, &[slot]);
                self.expr(ty, edepth.min(1));
                self.emit(Op::Iassignoff, ty, 0, &[off]);
            }
        }
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

    /// An aligned store of an expression into the function's `frame`-byte frame.
    pub(crate) fn assign_frame(&mut self, frame: u32, edepth: u32) {
        let ty = self.ty();
        let size = ty.size().max(1);
        let off = -(self.int(size, frame) as i32) & !(size as i32 - 1);
        if self.encodes(Op::Iassignfpoff, ty, 0, &[off as u32]) {
            self.expr(ty, edepth);
            self.emit(Op::Iassignfpoff, ty, 0, &[off as u32]);
        }
    }

    /// `regassign` of an expression to one of the function's `npregs` registers.
    pub(crate) fn assign_preg(&mut self, npregs: u16, edepth: u32) {
        let ty = self.ty();
        let r = self.int(1, npregs as u32) as u16;
        if self.encodes(Op::Regassign, ty, r, &[]) {
            self.expr(ty, edepth);
            self.emit(Op::Regassign, ty, r, &[]);
        }
    }

    pub(crate) fn function(&mut self, f: usize) {
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
        self.body(f, |g| g.stmt(0));
    }

    /// Function `f`'s statements (each labelled `S{f}_{k}`, so jumps may target them), made
    /// by `stmt`, and its return.
    pub(crate) fn body(&mut self, f: usize, mut stmt: impl FnMut(&mut Self)) {
        let func = self.funcs[f].clone();
        for k in 0..func.nstmts {
            let l = format!("S{f}_{k}");
            self.label(&l);
            stmt(self);
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

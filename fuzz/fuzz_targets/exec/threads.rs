//! Threaded programs, race-free by construction (the `exec_threads` target): whatever the
//! interleaving, the memory model or the number of cores, each prints the same and runs the
//! same number of instructions.
//!
//! `main` runs a prologue of ordinary statements (`stmt.rs`, restrained: no threads, no
//! writes of `%%SP`/`%%FP`/`%%GP`/`%%PC`, no free-form words, so nothing it does reaches the
//! threads), then starts 2 to 4 threads (`pthread_create`), each running one of the private
//! functions (`private.rs`) on its own slice of `.data`, does private work of its own on
//! the next slice meanwhile, joins every thread, and prints the shared variables, the slices
//! and what each thread returned. The shared state lies after the first `DATA_BYTES` of
//! `.data`: lock objects, thread ids, join results, shared variables, slices.

use crate::generator::{
    Func, Gen, Guard, Lock, SharedVar, Sharing, DATA_BYTES, EXTERNALS, INT_TYPES, SLICES_COUNT,
    SLICE_BYTES, STRINGS,
};
use crate::private::{atomic, EXTRA_PREGS};
use arbitrary::Unstructured;
use maple_isa::{Opcode as Op, PrimType as T};
use maple_sim::builder::Builder;
use maple_sim::{Formal, Home, Program};
use std::collections::HashMap;

/// The shims threaded programs call besides `EXTERNALS`.
const THREAD_EXTERNALS: &[&str] = &[
    "pthread_mutex_lock",
    "pthread_mutex_unlock",
    "sched_yield",
    "__atomic_fetch_add_1",
    "__atomic_fetch_add_2",
    "__atomic_fetch_add_8",
    "__atomic_load_1",
    "__atomic_load_2",
    "__atomic_load_4",
];

/// Most threads `main` starts, locks and shared variables.
const MAX_THREADS: u32 = 4;
const MAX_LOCKS: u32 = 3;
const MAX_VARS: u32 = 6;
/// The layout of the shared state (`.data` offsets): lock objects...
const LOCKS: u32 = DATA_BYTES;
/// ...thread ids (`pthread_create` writes them)...
const TIDS: u32 = LOCKS + 8 * MAX_LOCKS;
/// ...what each thread returned (`pthread_join` writes it)...
const RESULTS: u32 = TIDS + 8 * MAX_THREADS;
/// ...the shared variables (8 bytes apart: several share a cache line)...
const VARS: u32 = RESULTS + 8 * MAX_THREADS;
/// ...and the private slices (`main`'s is the one after the threads').
const SLICES: u32 = VARS + 8 * MAX_VARS;
const AREA_END: u32 = SLICES + SLICES_COUNT * SLICE_BYTES;

/// Statements of a whole threaded program (the threads multiply what they cost).
const BUDGET: u32 = 160;

/// The locks and shared variables, and what guards each variable.
fn sharing(u: &mut Unstructured<'_>) -> Sharing {
    let mut int = |lo: u32, hi: u32| u.int_in_range(lo..=hi).unwrap_or(lo);
    let mut locks: Vec<Lock> = Vec::new();
    for k in 0..int(1, MAX_LOCKS) {
        let monitor = int(0, 1) == 1;
        // Sometimes a monitor and a mutex on one object: two different locks. Never a
        // second lock of one kind there: that would be the same lock under two indices
        // (a mutex, a monitor and a mutex on one object made a thread "take" lock 0 and
        // lock 2 in order, both one mutex, and race: `fuzz/seeds/exec_threads/same-lock-twice.bin`).
        let off = match locks.last() {
            Some(l)
                if l.monitor != monitor
                    && !locks.iter().any(|x| x.off == l.off && x.monitor == monitor)
                    && int(0, 3) == 0 =>
            {
                l.off
            }
            _ => LOCKS + 8 * k,
        };
        locks.push(Lock { off, monitor });
    }
    for (i, a) in locks.iter().enumerate() {
        assert!(
            !locks[..i]
                .iter()
                .any(|b| b.off == a.off && b.monitor == a.monitor),
            "lock {i} is an earlier lock again: {locks:?}"
        );
    }
    let types: Vec<T> = INT_TYPES.iter().copied().filter(|&t| t != T::U1).collect();
    let vars = (0..int(1, MAX_VARS))
        .map(|j| {
            let ty = types[int(0, types.len() as u32 - 1) as usize];
            let guard = if int(0, 2) == 0 {
                Guard::Atomic
            } else {
                Guard::Lock(int(0, locks.len() as u32 - 1) as usize)
            };
            // Commutative and associative: the final value does not depend on the order.
            let op = if guard == Guard::Atomic || int(0, 1) == 0 {
                Op::Add
            } else {
                Op::Bxor
            };
            SharedVar {
                off: VARS + 8 * j,
                ty,
                op,
                guard,
            }
        })
        .collect();
    Sharing {
        locks,
        vars,
        slices: SLICES,
    }
}

/// A threaded program.
pub(crate) fn threaded(u: &mut Unstructured<'_>) -> Program {
    let nfuncs = u.int_in_range(2..=4).unwrap_or(2);
    let mut funcs = crate::program::signatures(u, nfuncs);
    for f in funcs.iter_mut().skip(1) {
        // A thread gets one argument, the slice index: no aggregate (copied from address 0).
        f.formals.retain(|x| x.ty != T::Agg);
        f.formals.insert(
            0,
            Formal {
                ty: T::I64,
                home: Home::Preg(Gen::private_regs(f.user_pregs).index),
            },
        );
    }
    // A short prologue, often none: ordinary statements often fault or exit, and then no
    // thread ever starts.
    funcs[0].nstmts = u.int_in_range(0..=7u32).unwrap_or(0).saturating_sub(3);
    let sharing = sharing(u);
    if std::env::var_os("MAPLE_FUZZ_DEBUG").is_some() {
        eprintln!("{sharing:?}");
    }
    let nthreads = u.int_in_range(2..=MAX_THREADS).unwrap_or(2);
    let workers: Vec<usize> = (0..nthreads)
        .map(|_| u.int_in_range(1..=nfuncs - 1).unwrap_or(1))
        .collect();

    let mut b = Builder::new();
    for e in EXTERNALS.iter().chain(THREAD_EXTERNALS) {
        b.external(e);
    }
    let strings = STRINGS.iter().map(|s| b.string(s)).collect();
    let mut data: Vec<u8> = (0..DATA_BYTES).map(|i| (i * 7 % 13) as u8).collect();
    let n = u.int_in_range(0..=16).unwrap_or(0);
    for byte in data.iter_mut().take(n) {
        *byte = u.arbitrary().unwrap_or(0);
    }
    data.extend((DATA_BYTES..AREA_END).map(|i| if i < SLICES { 0 } else { (i * 5 % 11) as u8 }));
    b.data(&data);
    let mut g = Gen {
        u,
        b,
        funcs,
        cur: 0,
        next_label: 0,
        label_addrs: HashMap::new(),
        budget: BUDGET,
        loop_depth: 0,
        raw_rate: 0,
        strings,
        scratch: Vec::new(),
        sharing,
        private: None,
        wild: false,
    };
    g.main(&workers);
    for f in 1..nfuncs {
        g.private_function(f);
    }
    g.b.build()
}

impl Gen<'_, '_> {
    /// `main`: the prologue, the threads' start, `main`'s own share, the joins, the report.
    fn main(&mut self, workers: &[usize]) {
        self.cur = 0;
        let main: Func = self.funcs[0].clone();
        self.b.func(
            "main",
            main.frame_size,
            main.user_pregs + EXTRA_PREGS,
            &[],
            false,
        );
        for k in 0..main.nstmts {
            self.label(&format!("S0_{k}"));
            self.stmt(0);
        }
        self.label(&format!("S0_{}", main.nstmts));
        let n = workers.len() as u32;
        let regs = Self::private_regs(main.user_pregs);
        self.b
            .constval(T::I64, n as i128)
            .regassign(T::I64, regs.index);
        self.private = Some(regs);
        self.enter_slice();
        for (i, &w) in workers.iter().enumerate() {
            let name = self.funcs[w].name.clone();
            self.emit(Op::Addrofgpoff, T::Ptr, 0, &[TIDS + 8 * i as u32]);
            self.b.constval(T::Ptr, 0);
            self.b.addroffunc(T::Ptr, &name);
            self.b.constval(T::Ptr, i as i128);
            self.b.call("pthread_create", 4);
            if self.chance(1, 4) {
                self.private_stmt(0);
            }
        }
        if self.chance(3, 4) {
            self.private_block(0);
        }
        let reverse = self.chance(1, 2);
        for i in 0..n {
            let i = if reverse { n - 1 - i } else { i };
            self.emit(Op::Ireadgpoff, T::U64, 0, &[TIDS + 8 * i]);
            self.emit(Op::Addrofgpoff, T::Ptr, 0, &[RESULTS + 8 * i]);
            self.b.call("pthread_join", 2);
        }
        self.report(n);
        self.expr(T::I32, 1);
        self.b.ret(1);
        self.private = None;
    }

    /// Print the shared variables, the slices of the threads and `main`, and the threads'
    /// results.
    fn report(&mut self, n: u32) {
        let vars = self.sharing.vars.clone();
        for (j, v) in vars.iter().enumerate() {
            if self.chance(1, 2) {
                self.emit(Op::Addrofgpoff, T::Ptr, 0, &[v.off]);
                self.b.constval(T::I32, 5).call(&atomic("load", v.ty), 2);
                self.b.conststr("v%d %lx\n").constval(T::I32, j as i128);
                self.b.retval(v.ty, 0);
            } else {
                self.b.conststr("v%d %lx\n").constval(T::I32, j as i128);
                self.emit(Op::Ireadgpoff, v.ty, 0, &[v.off]);
            }
            self.b.call("printf", 3);
        }
        for i in 0..=n {
            for half in 0..SLICE_BYTES / 32 {
                self.b.conststr("%lx %lx %lx %lx\n");
                for w in 0..4 {
                    let off = SLICES + SLICE_BYTES * i + 32 * half + 8 * w;
                    self.emit(Op::Ireadgpoff, T::U64, 0, &[off]);
                }
                self.b.call("printf", 5);
            }
        }
        for i in 0..n {
            self.b.conststr("r%d %lx\n").constval(T::I32, i as i128);
            self.emit(Op::Ireadgpoff, T::U64, 0, &[RESULTS + 8 * i]);
            self.b.call("printf", 3);
        }
    }
}

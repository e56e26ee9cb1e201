//! Thread bodies: statements that are race-free by construction, so that a threaded program
//! (`threads.rs`) prints the same, and runs the same number of instructions, under every
//! interleaving and every memory model.
//!
//! A thread touches only its own state — its pseudo-registers, its frame and its slice of
//! `.data` (`SLICE_BYTES` at the index its first formal gives) — and reads the first
//! `DATA_BYTES` of `.data`, which nobody writes while threads run. A shared variable changes
//! only by `v = v op x`, with the one commutative and associative `op` the variable has and
//! `x` computed from private state: inside a critical section of the lock that guards it (a
//! pthread mutex or a monitor), or by `__atomic_fetch_add_N`. No value read from shared
//! state outlives its statement (the scratch register of a read-modify-write is cleared, as
//! is the `%%retval0` an atomic leaves). Locks are taken in index order (a held monitor may be
//! entered again), and never held across a call or a return, so nothing deadlocks. Nothing
//! prints, allocates, jumps other than by the shapes of `shapes.rs`, or faults (a fault would
//! end the run at a point that depends on the interleaving).

use crate::generator::{
    palette, Gen, Guard, Private, SharedVar, DATA_BYTES, SLICES_COUNT, SLICE_BYTES,
};
use maple_isa::{Opcode as Op, PrimType as T, SpecialReg};

/// Pseudo-registers a thread body has beyond its user registers and two loop counters: the
/// slice index, the slice address and the scratch register.
pub(crate) const EXTRA_PREGS: u16 = 5;

impl Gen<'_, '_> {
    /// The registers of a private function whose user registers are `1..=user_pregs`.
    pub(crate) fn private_regs(user_pregs: u16) -> Private {
        Private {
            index: user_pregs + 3,
            slice: user_pregs + 4,
            scratch: user_pregs + 5,
            held: Vec::new(),
        }
    }

    fn regs(&self) -> Private {
        self.private
            .clone()
            .expect("a private statement outside a thread body")
    }

    /// Mask the slice index (in its register) to the slices there are and point the slice
    /// register at that slice.
    pub(crate) fn enter_slice(&mut self) {
        let p = self.regs();
        let slices = self.sharing.slices;
        self.b
            .regread(T::I64, p.index)
            .constval(T::I64, SLICES_COUNT as i128 - 1)
            .o(Op::Band, T::I64)
            .regassign(T::I64, p.index);
        self.emit(Op::Addrofgpoff, T::Ptr, 0, &[slices]);
        self.b
            .regread(T::Ptr, p.index)
            .constval(T::Ptr, SLICE_BYTES as i128)
            .o(Op::Mul, T::Ptr)
            .o(Op::Add, T::Ptr)
            .regassign(T::Ptr, p.slice);
        self.b.constval(T::I64, 0).regassign(T::I64, p.scratch);
    }

    /// A private function: its first formal is the slice index.
    pub(crate) fn private_function(&mut self, f: usize) {
        self.cur = f;
        let func = self.funcs[f].clone();
        self.b.func(
            &func.name,
            func.frame_size,
            func.user_pregs + EXTRA_PREGS,
            &func.formals,
            func.varargs,
        );
        self.private = Some(Self::private_regs(func.user_pregs));
        self.enter_slice();
        self.body(f, |g| g.private_stmt(0));
        self.private = None;
    }

    pub(crate) fn private_block(&mut self, depth: u32) {
        let n = self.int(1, 4);
        for _ in 0..n {
            self.private_stmt(depth);
        }
    }

    fn held(&self) -> bool {
        self.private.as_ref().is_some_and(|p| !p.held.is_empty())
    }

    pub(crate) fn private_stmt(&mut self, depth: u32) {
        if self.budget == 0 {
            self.emit(Op::Nop, T::Void, 0, &[]);
            return;
        }
        self.budget -= 1;
        let p = self.regs();
        let npregs = self.func().user_pregs;
        let frame = self.func().frame_size;
        let edepth = self.int(0, 3);
        match self.int(0, 27) {
            0..=3 if npregs > 0 => self.assign_preg(npregs, edepth),
            4 => {
                let r = self.pick(&[
                    SpecialReg::RetVal(0),
                    SpecialReg::RetVal(3),
                    SpecialReg::ThrownVal,
                ]);
                let ty = self.ty();
                if self.encodes(Op::Regassign, ty, r.param(), &[]) {
                    self.expr(ty, edepth);
                    self.emit(Op::Regassign, ty, r.param(), &[]);
                }
            }
            5 | 6 if frame > 0 => self.assign_frame(frame, edepth),
            5..=8 => {
                // A store to the thread's slice.
                let ty = self.ty();
                let size = ty.size().clamp(1, SLICE_BYTES);
                let off = self.int(0, SLICE_BYTES - size) & !(size - 1);
                if self.encodes(Op::Iassignoff, ty, 0, &[off]) {
                    self.b.regread(T::Ptr, p.slice);
                    self.expr(ty, edepth);
                    self.emit(Op::Iassignoff, ty, 0, &[off]);
                }
            }
            9 if frame > 0 => {
                // A store to the frame through its address.
                let ty = self.ty();
                let size = ty.size().clamp(1, frame);
                let off = self.int(0, frame - size) & !(size - 1);
                if self.encodes(Op::Iassignoff, ty, 0, &[off]) {
                    self.emit(Op::Addroffpoff, T::Ptr, 0, &[frame.wrapping_neg()]);
                    self.expr(ty, edepth);
                    self.emit(Op::Iassignoff, ty, 0, &[off]);
                }
            }
            11 | 12 if depth < 3 => self.if_else(depth, edepth, Self::private_block),
            13 | 14 if self.loop_depth < 2 && depth < 3 => {
                self.counted_loop(depth, Self::private_block)
            }
            15 => self.subroutine(depth, Self::private_block),
            16 | 17 if !self.held() => self.private_call(edepth.min(2)),
            18..=20 => self.critical_section(depth),
            21 | 22 => self.atomic_update(),
            23 => self.private_library(),
            24 => {
                if self.chance(1, 2) {
                    let op = self.pick(&palette().ordering);
                    self.emit(op, T::Void, 0, &[]);
                } else {
                    let k = self.int(0, 1) as usize;
                    let s = self.strings[k];
                    self.emit(Op::Checkpoint, T::Void, 0, &[s]);
                }
            }
            25 => self.switch(depth),
            26 if depth > 0 && self.cur != 0 && !self.held() && self.chance(1, 4) => {
                // Leave the function early (never `main`: the threads still run).
                let n = self.int(0, 2);
                let t = self.func().ret;
                let t = if t == T::Void { T::I32 } else { t };
                for _ in 0..n {
                    self.expr(t, edepth.min(1));
                }
                self.b.ret(n as u16);
            }
            _ => {
                let ty = self.ty();
                self.expr(ty, edepth);
                self.emit(Op::Eval, T::Void, 0, &[]);
            }
        }
    }

    /// A call of a later private function (no recursion), passing the slice index on.
    fn private_call(&mut self, edepth: u32) {
        let nf = self.funcs.len();
        if self.cur + 1 >= nf {
            return;
        }
        let f = self.int(self.cur as u32 + 1, nf as u32 - 1) as usize;
        let callee = self.funcs[f].clone();
        let index = self.regs().index;
        let mut args: Vec<T> = callee.formals.iter().skip(1).map(|f| f.ty).collect();
        if self.chance(1, 8) && !args.is_empty() {
            args.pop();
        }
        if callee.varargs || self.chance(1, 8) {
            for _ in 0..self.int(0, 3) {
                args.push(self.pick(&[T::I32, T::F64, T::I64]));
            }
        }
        if self.chance(1, 6) {
            self.b.addroffunc(T::Ptr, &callee.name);
            self.b.regread(T::I64, index);
            for &t in &args {
                if t.is_address() {
                    self.addr_expr(t, edepth);
                } else {
                    self.expr(t, edepth);
                }
            }
            let op = self.pick(&palette().indirect_calls);
            self.emit(op, T::Void, args.len() as u16 + 2, &[]);
        } else {
            self.b.regread(T::I64, index);
            for &t in &args {
                if t.is_address() && self.chance(3, 4) {
                    self.addr_expr(t, edepth);
                } else {
                    self.expr(t, edepth);
                }
            }
            self.b.call(&callee.name, args.len() as u16 + 1);
        }
        let npregs = self.func().user_pregs;
        if callee.ret != T::Void && npregs > 0 && self.chance(2, 3) {
            let r = self.int(1, npregs as u32) as u16;
            self.b.retval(callee.ret, 0);
            if !self.emit(Op::Regassign, callee.ret, r, &[]) {
                self.emit(Op::Eval, T::Void, 0, &[]);
            }
        }
    }

    /// Take (or release) lock `k`.
    fn lock_op(&mut self, k: usize, take: bool) {
        let l = self.sharing.locks[k];
        self.emit(Op::Addrofgpoff, T::Ptr, 0, &[l.off]);
        match (l.monitor, take) {
            (true, true) => {
                self.emit(Op::Syncenter, T::Void, 0, &[]);
            }
            (true, false) => {
                self.emit(Op::Syncexit, T::Void, 0, &[]);
            }
            (false, true) => {
                self.b.call("pthread_mutex_lock", 1);
            }
            (false, false) => {
                self.b.call("pthread_mutex_unlock", 1);
            }
        }
    }

    /// A lock taken around updates of the variables it guards (and of those the locks
    /// already held guard) and private statements: a lock later in order than every held
    /// one, or a held monitor again.
    fn critical_section(&mut self, depth: u32) {
        let held = self.regs().held;
        let top = held.iter().max().copied();
        let locks = self.sharing.locks.clone();
        let free: Vec<usize> = (0..locks.len())
            .filter(|&k| {
                !matches!(top, Some(t) if k <= t) || (locks[k].monitor && held.contains(&k))
            })
            .collect();
        if free.is_empty() {
            return self.atomic_update();
        }
        let k = self.pick(&free);
        self.lock_op(k, true);
        if let Some(p) = self.private.as_mut() {
            p.held.push(k);
        }
        for _ in 0..self.int(1, 3) {
            match self.int(0, 3) {
                0 | 1 => self.locked_update(),
                2 if depth < 3 => self.private_stmt(depth + 1),
                _ => self.atomic_update(),
            }
        }
        if let Some(p) = self.private.as_mut() {
            p.held.pop();
        }
        self.lock_op(k, false);
    }

    /// An update of a variable whose lock is held.
    fn locked_update(&mut self) {
        let held = self.regs().held;
        let vars: Vec<SharedVar> = self
            .sharing
            .vars
            .iter()
            .filter(|v| matches!(v.guard, Guard::Lock(k) if held.contains(&k)))
            .copied()
            .collect();
        if vars.is_empty() {
            return;
        }
        let v = self.pick(&vars);
        let scratch = self.regs().scratch;
        let edepth = self.int(0, 2);
        match self.int(0, 2) {
            0 => {
                self.emit(Op::Ireadgpoff, v.ty, 0, &[v.off]);
                self.expr(v.ty, edepth);
                self.b.o(v.op, v.ty);
                self.emit(Op::Iassigngpoff, v.ty, 0, &[v.off]);
            }
            1 => {
                // Through the variable's address.
                self.emit(Op::Addrofgpoff, T::Ptr, 0, &[v.off]);
                self.emit(Op::Addrofgpoff, T::Ptr, 0, &[v.off]);
                self.emit(Op::Ireadoff, v.ty, 0, &[0]);
                self.expr(v.ty, edepth);
                self.b.o(v.op, v.ty);
                self.emit(Op::Iassignoff, v.ty, 0, &[0]);
            }
            _ => {
                // Through the scratch register, cleared afterwards.
                self.emit(Op::Ireadgpoff, v.ty, 0, &[v.off]);
                self.b.regassign(v.ty, scratch);
                self.expr(v.ty, edepth);
                self.b.regread(v.ty, scratch);
                self.b.o(v.op, v.ty);
                self.emit(Op::Iassigngpoff, v.ty, 0, &[v.off]);
                self.b.constval(v.ty, 0).regassign(v.ty, scratch);
            }
        }
    }

    /// `__atomic_fetch_add_N` on a variable the atomics guard; the old value it returns
    /// depends on the order, so it is cleared from `%%retval0`.
    fn atomic_update(&mut self) {
        let vars: Vec<SharedVar> = self
            .sharing
            .vars
            .iter()
            .filter(|v| v.guard == Guard::Atomic)
            .copied()
            .collect();
        if vars.is_empty() {
            return;
        }
        let v = self.pick(&vars);
        let edepth = self.int(0, 2);
        self.emit(Op::Addrofgpoff, T::Ptr, 0, &[v.off]);
        self.expr(v.ty, edepth);
        let order = self.int(0, 5) as i128;
        self.b.constval(T::I32, order);
        self.b.call(&atomic("fetch_add", v.ty), 3);
        self.b
            .constval(T::I64, 0)
            .regassign(T::I64, SpecialReg::RetVal(0).param());
    }

    /// Library calls on private memory, and the thread shims that change nothing shared.
    fn private_library(&mut self) {
        let slice = self.regs().slice;
        match self.int(0, 4) {
            0 => {
                let at = self.int(0, SLICE_BYTES);
                let n = self.int(0, SLICE_BYTES - at);
                let v = self.int(0, 255) as i128;
                self.b
                    .regread(T::Ptr, slice)
                    .constval(T::Ptr, at as i128)
                    .o(Op::Add, T::Ptr);
                self.b
                    .constval(T::I32, v)
                    .constval(T::U64, n as i128)
                    .call("memset", 3);
            }
            1 => {
                let at = self.int(0, SLICE_BYTES);
                let n = self.int(0, SLICE_BYTES - at);
                self.b
                    .regread(T::Ptr, slice)
                    .constval(T::Ptr, at as i128)
                    .o(Op::Add, T::Ptr);
                if self.chance(1, 2) {
                    let from = self.int(0, DATA_BYTES - n);
                    self.emit(Op::Addrofgpoff, T::Ptr, 0, &[from]);
                } else {
                    let from = self.int(0, SLICE_BYTES - n);
                    self.b
                        .regread(T::Ptr, slice)
                        .constval(T::Ptr, from as i128)
                        .o(Op::Add, T::Ptr);
                }
                self.b.constval(T::U64, n as i128).call("memcpy", 3);
            }
            2 => {
                let s = self.pick(&["", "abc", "two words"]);
                self.b.conststr(s).call("strlen", 1);
            }
            3 => {
                self.b.call("sched_yield", 0);
            }
            _ => {
                self.b.call("pthread_self", 0);
                let npregs = self.func().user_pregs;
                if npregs > 0 {
                    let r = self.int(1, npregs as u32) as u16;
                    self.b.retval(T::I64, 0).regassign(T::I64, r);
                }
            }
        }
    }

    /// A `rangegoto` over four cases that fall through to its end.
    fn switch(&mut self, depth: u32) {
        let tag = self.int(0, 3) as i32 - 1;
        let cases: Vec<String> = (0..4).map(|_| self.fresh()).collect();
        self.expr(T::I32, 1);
        self.b.constval(T::I32, 3).o(Op::Band, T::I32);
        self.b.constval(T::I32, tag as i128).o(Op::Add, T::I32);
        let refs: Vec<&str> = cases.iter().map(|s| s.as_str()).collect();
        self.b.rangegoto(tag, &refs);
        for case in &cases {
            self.label(case);
            if depth < 3 && self.chance(1, 2) {
                self.private_stmt(depth + 1);
            }
        }
    }
}

/// The name of the `__atomic_<op>_N` libcall for a variable of type `ty`.
pub(crate) fn atomic(op: &str, ty: T) -> String {
    format!("__atomic_{op}_{}", ty.size())
}

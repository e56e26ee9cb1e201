//! The semantics of every executable opcode, written once.
//!
//! [`step`] executes one pre-decoded instruction against a [`Cpu`]: the architectural state
//! of one hart, the memory, the runtime and the code. Each opcode is a small function in one
//! of the submodules. Everything observable about what an instruction did (memory accesses,
//! branches, calls, returns, checkpoints) is reported to the [`Observer`] type parameter: the
//! functional engine passes [`NoObserver`], whose empty inline methods compile away; the
//! cycle model passes one that feeds its pipeline, caches and predictor, and so reuses these
//! semantics unchanged.
//!
//! Conventions: [`step`] returns the entry index of the next instruction, so the engine keeps
//! the PC in a register and stores `hart.pc` only when it stops. Sequential opcodes do not
//! touch `hart.pc`; conditional branches return their target; opcodes that transfer control
//! in more involved ways (calls, returns, computed jumps) find `hart.pc` set to the next
//! instruction and overwrite it. `at` is the entry index of the executing instruction (for
//! `%%PC` and pc-relative forms, whose base is the instruction's own address, as for branch
//! offsets). [`execute_one`] wraps fetch, `step` and the PC update for callers that step
//! one instruction at a time.

mod alloc;
mod arith;
mod bits;
mod checks;
mod compare;
pub(crate) mod control;
mod convert;
mod except;
pub mod fused;
mod java;
mod memops;
mod misc;
mod objects;

use crate::fault::{ExecResult, FaultKind, Trap};
use crate::memory::Memory;
use crate::predecode::{Code, Decoded, Op};
use crate::runtime::guest::Guest;
use crate::runtime::objects::CallKind;
use crate::runtime::Runtime;
use crate::state::Hart;
use maple_isa::abi;

/// Kind of a data-memory access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    Load,
    Store,
    /// The read-modify-write of an `__atomic_*` libcall: performed at once, never buffered
    /// (the call waits for the store buffer first), so a timing model charges it as a write
    /// that must own the line.
    Atomic,
}

/// What a timing model (or a tracer) wants to see of each instruction. Every method has an
/// empty default, so an observer implements only what it needs.
pub trait Observer {
    /// Whether this observer must see instructions one by one. When it does not (it sees
    /// nothing at all), the functional engine may execute a fused group of instructions in
    /// one step ([`fused`]); every observer that implements a method must leave this true.
    const SEES_INSTRUCTIONS: bool = true;
    /// Whether this observer times the runtime's work ([`Observer::runtime_work`]): only
    /// then does a runtime call record the memory it touches.
    const TIMES_RUNTIME: bool = false;
    /// Whether this observer, though it sees instructions, takes a fused group told whole
    /// ([`Observer::group`]): the functional run loop then executes groups for it, its
    /// accesses told as they are made, between [`Observer::group_start`] and
    /// [`Observer::group`] (or [`Observer::group_abandoned`], when the group did not run
    /// and its first instruction is executed alone: what it was told since the start is
    /// void).
    const TAKES_GROUPS: bool = false;
    /// A fused group starts (only when [`Observer::TAKES_GROUPS`]).
    #[inline(always)]
    fn group_start(&mut self) {}
    /// The fused group of `parts` completed, going on to entry `next` with the operand stack
    /// `depth` deep (in place of [`Observer::insn`] and [`Observer::stepped`] for each part).
    #[inline(always)]
    fn group(&mut self, _parts: &[fused::Part], _next: u32, _depth: usize) {}
    /// The fused group just started did not run.
    #[inline(always)]
    fn group_abandoned(&mut self) {}
    /// Hart `hart` is about to execute the instruction at entry index `at` (a batched
    /// observer's clock: functional warming sees each fetch and, at the next one, where the
    /// previous instruction went).
    #[inline(always)]
    fn insn(&mut self, _hart: usize, _at: u32) {}
    /// A data access of `size` bytes at `addr`, reported as it is performed (an observer
    /// records where it went; it must not read the memory, which may already hold a
    /// store's value: a call's linkage record is written before its two stores are told).
    #[inline(always)]
    fn mem(&mut self, _addr: u64, _size: u32, _kind: Access) {}
    /// The runtime's work for the instruction just executed (a C-library call, an
    /// allocation): the guest memory it touched and its system calls, told once it is done
    /// (also when it faulted part way: the work was done). Only when
    /// [`Observer::TIMES_RUNTIME`].
    #[inline(always)]
    fn runtime_work(&mut self, _work: &crate::runtime::guest::Traffic) {}
    /// The instruction just executed completed, going on to entry `next` with the running
    /// hart's operand stack `depth` deep (the memoized timing engine records a block this
    /// way). Only the functional run loop tells it.
    #[inline(always)]
    fn stepped(&mut self, _next: u32, _depth: usize) {}
    /// A control transfer decision: `taken` with its target entry index.
    #[inline(always)]
    fn branch(&mut self, _taken: bool, _target: u32) {}
    /// A call of function `func` (an index into the function table).
    #[inline(always)]
    fn call(&mut self, _func: u32, _external: bool) {}
    /// A return to entry index `to` (`u32::MAX` when the program ends).
    #[inline(always)]
    fn ret(&mut self, _to: u32) {}
    /// A `checkpoint` naming string `name`.
    #[inline(always)]
    fn checkpoint(&mut self, _name: u32) {}
    /// Whether the run should end after the instruction just executed (a debugger's
    /// sentinel that saw a transfer onto a breakpoint's path). The run loop asks after every
    /// instruction; for observers that never stop, the answer folds away.
    #[inline(always)]
    fn stop_requested(&self) -> bool {
        false
    }
}

/// The observer of the functional engine: sees nothing, costs nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoObserver;
impl Observer for NoObserver {
    const SEES_INSTRUCTIONS: bool = false;
}

/// Everything an instruction may touch.
pub struct Cpu<'a, O: Observer> {
    pub hart: &'a mut Hart,
    pub mem: &'a mut Memory,
    pub rt: &'a mut Runtime,
    pub code: &'a Code,
    pub obs: &'a mut O,
}

impl<O: Observer> Cpu<'_, O> {
    /// Run `work`, the runtime's part of this instruction, on guest memory. When the
    /// observer times the runtime, what it touched and the system calls it made are told to
    /// the observer afterwards, however it ended.
    #[inline]
    pub(crate) fn runtime<R>(&mut self, work: impl FnOnce(&mut Runtime, &mut Guest<'_>) -> R) -> R {
        if !O::TIMES_RUNTIME {
            return work(self.rt, &mut Guest::untimed(self.mem));
        }
        let mut traffic = std::mem::take(&mut self.rt.traffic);
        traffic.clear();
        let mark = self.rt.io_mark();
        let r = work(self.rt, &mut Guest::timed(self.mem, &mut traffic));
        traffic.syscalls = self.rt.syscalls_since(mark);
        self.obs.runtime_work(&traffic);
        self.rt.traffic = traffic;
        r
    }

    /// Load `size` bytes at `addr` (reported to the observer), zero-extended.
    #[inline(always)]
    fn load(&mut self, addr: u64, size: u32) -> Result<u128, Trap> {
        self.obs.mem(addr, size, Access::Load);
        if self.hart.stores.is_empty() && self.hart.stale.is_empty() {
            Ok(self.mem.load_sized(addr, size)?)
        } else {
            self.load_pending(addr, size)
        }
    }

    /// A load by a hart with buffered stores or pending invalidations (several cores):
    /// memory as it still sees it, its own stores laid over. (Out of line: inlined, it costs
    /// the common loads' loops registers.)
    #[inline(never)]
    fn load_pending(&mut self, addr: u64, size: u32) -> Result<u128, Trap> {
        let v = self.hart.stale.load(self.mem, addr, size)?;
        Ok(self.hart.stores.overlay(v, addr, size))
    }

    /// Store the low `size` bytes of `v` at `addr` (reported to the observer).
    #[inline(always)]
    fn store(&mut self, addr: u64, size: u32, v: u128) -> Result<(), Trap> {
        self.obs.mem(addr, size, Access::Store);
        if self.hart.stores.buffering() {
            Ok(self.hart.stores.push(self.mem, addr, size, v)?)
        } else {
            Ok(self.mem.store_sized(addr, size, v)?)
        }
    }

    /// Write a call's linkage record at `fp` (16 bytes: the caller's FP at `fp`, the return
    /// address at `fp + 8`), seen by the observer as the two 8-byte stores it is, return
    /// address first. When the record is 16-byte aligned and stores go straight to memory it
    /// is written with one translation; anything unusual (a fault, a misaligned record,
    /// buffered stores) takes the two stores, which raise the fault the first one meets.
    #[inline(always)]
    fn store_linkage(&mut self, fp: u64, ret_addr: u64, caller_fp: u64) -> Result<(), Trap> {
        let ret_slot = fp.wrapping_add(abi::RETURN_ADDRESS_OFFSET as u64);
        if fp & 15 == 0 && !self.hart.stores.buffering() {
            // Both halves lie in one page, so one translation (and its permission check)
            // stands for both; a failed write changed nothing and the slow path below
            // finds the same fault with the address of the store that meets it.
            let record = (ret_addr as u128) << 64 | caller_fp as u128;
            if self.mem.write_u128(fp, record).is_ok() {
                self.obs.mem(ret_slot, 8, Access::Store);
                self.obs.mem(fp, 8, Access::Store);
                return Ok(());
            }
        }
        self.store(ret_slot, 8, ret_addr as u128)?;
        self.store(fp, 8, caller_fp as u128)
    }

    /// Read the linkage record at `fp`: `(return address, caller's FP)`, as two 8-byte
    /// loads (return address first), in one translation when it can (see
    /// [`Cpu::store_linkage`]).
    #[inline(always)]
    fn load_linkage(&mut self, fp: u64) -> Result<(u64, u64), Trap> {
        let ret_slot = fp.wrapping_add(abi::RETURN_ADDRESS_OFFSET as u64);
        if fp & 15 == 0 && self.hart.stores.is_empty() && self.hart.stale.is_empty() {
            if let Ok(record) = self.mem.read_u128(fp) {
                self.obs.mem(ret_slot, 8, Access::Load);
                self.obs.mem(fp, 8, Access::Load);
                return Ok(((record >> 64) as u64, record as u64));
            }
        }
        let ret_addr = self.load(ret_slot, 8)? as u64;
        Ok((ret_addr, self.load(fp, 8)? as u64))
    }

    /// Make this hart's buffered stores visible and apply its pending invalidations: called
    /// before any work on `mem` outside `load`/`store` (runtime shims, allocation,
    /// unwinding), which must see them and which orders memory fully.
    #[inline]
    pub fn commit_stores(&mut self) -> Result<(), Trap> {
        if !self.hart.stores.is_empty() {
            self.hart.stores.flush(self.mem)?;
        }
        self.hart.stale.apply_all();
        Ok(())
    }

    /// Transfer control to a computed byte address.
    #[inline]
    fn jump_to(&mut self, addr: u64) -> ExecResult {
        match self.code.index_of(addr) {
            Some(i) if (i as usize) < self.code.words() => {
                self.obs.branch(true, i);
                self.hart.pc = i;
                Ok(())
            }
            _ => Err(FaultKind::BadJump { addr }.into()),
        }
    }
}

/// The fault for an opcode (or opcode/type pair) this engine does not implement.
#[cold]
pub(crate) fn unsupported(d: &Decoded) -> Trap {
    let what = if d.ty == maple_isa::PrimType::Void {
        format!("`{}`", d.op)
    } else {
        format!("`{} {}`", d.op, d.ty)
    };
    FaultKind::Unsupported(what).into()
}

/// Execute the instruction `d` at entry index `at`.
#[inline(always)]
pub fn step<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, at: u32) -> Result<u32, Trap> {
    // A sequential opcode: run it, continue with the next instruction.
    macro_rules! seq {
        ($e:expr) => {{
            $e?;
            Ok(d.next)
        }};
    }
    // A control-transfer opcode that sets `hart.pc` itself.
    macro_rules! ctl {
        ($e:expr) => {{
            cpu.hart.pc = d.next;
            $e?;
            Ok(cpu.hart.pc)
        }};
    }
    use Op::*;
    match d.op {
        // storage
        Ireadoff => seq!(memops::ireadoff(cpu, d)),
        Iassignoff => seq!(memops::iassignoff(cpu, d)),
        Ireadfpoff => {
            let base = cpu.hart.fp;
            seq!(memops::read_based(cpu, d, base))
        }
        Iassignfpoff => {
            let base = cpu.hart.fp;
            seq!(memops::assign_based(cpu, d, base))
        }
        Iassignspoff => {
            let base = cpu.hart.sp;
            seq!(memops::assign_based(cpu, d, base))
        }
        Blkassignoff => seq!(memops::block_copy(cpu, d)),
        Ireadgpoff => {
            let base = cpu.hart.gp;
            seq!(memops::read_based(cpu, d, base))
        }
        Iassigngpoff => {
            let base = cpu.hart.gp;
            seq!(memops::assign_based(cpu, d, base))
        }
        Ireadpcoff => {
            let base = cpu.code.addr_of(at) as u64;
            seq!(memops::read_based(cpu, d, base))
        }
        Iassignpcoff => {
            let base = cpu.code.addr_of(at) as u64;
            seq!(memops::assign_based(cpu, d, base))
        }
        Regread => seq!(memops::regread(cpu, d, at)),
        Regassign => ctl!(memops::regassign(cpu, d)),
        // leaves
        Constval => {
            let v = cpu.code.const_value(d);
            seq!(cpu.hart.push(v))
        }
        Conststr | Conststr16 | Addroflabel | Addroffunc => {
            seq!(cpu.hart.push(memops::immediate(d)))
        }
        Addroffpc => {
            let base = cpu.code.addr_of(at) as u64;
            seq!(memops::addr_based(cpu, d, base))
        }
        Addrofgpoff => {
            let base = cpu.hart.gp;
            seq!(memops::addr_based(cpu, d, base))
        }
        Addroffpoff => {
            let base = cpu.hart.fp;
            seq!(memops::addr_based(cpu, d, base))
        }
        // unary
        Abs => seq!(arith::abs(cpu, d)),
        Neg => seq!(arith::neg(cpu, d)),
        Recip => seq!(arith::recip(cpu, d)),
        Sqrt => seq!(arith::sqrt(cpu, d)),
        Bnot => seq!(bits::bnot(cpu, d)),
        Lnot => seq!(bits::lnot(cpu)),
        Extractbits => seq!(bits::extractbits(cpu, d)),
        Sext => seq!(bits::sext(cpu, d)),
        Zext => seq!(bits::zext(cpu, d)),
        // conversions
        Cvt => seq!(convert::cvt(cpu, d)),
        Trunc => seq!(convert::round_with(cpu, d, |x| x.trunc())),
        Floor => seq!(convert::round_with(cpu, d, |x| x.floor())),
        Ceil => seq!(convert::round_with(cpu, d, |x| x.ceil())),
        Round => seq!(convert::round_with(cpu, d, |x| x.round())),
        Retype => seq!(convert::retype(cpu, d)),
        // binary
        Add => seq!(arith::add(cpu, d)),
        Sub => seq!(arith::sub(cpu, d)),
        Mul => seq!(arith::mul(cpu, d)),
        Div => seq!(arith::div(cpu, d)),
        Rem => seq!(arith::rem(cpu, d)),
        Min => seq!(arith::min(cpu, d)),
        Max => seq!(arith::max(cpu, d)),
        Band => seq!(bits::band(cpu, d)),
        Bior => seq!(bits::bior(cpu, d)),
        Bxor => seq!(bits::bxor(cpu, d)),
        Shl => seq!(bits::shl(cpu, d)),
        Lshr => seq!(bits::lshr(cpu, d)),
        Ashr => seq!(bits::ashr(cpu, d)),
        Ror => seq!(bits::ror(cpu, d)),
        Land => seq!(bits::land(cpu, d)),
        Lior => seq!(bits::lior(cpu, d)),
        Depositbits => seq!(bits::depositbits(cpu, d)),
        op @ (Eq | Ne | Lt | Le | Gt | Ge) => seq!(compare::relational(cpu, d, op)),
        op @ (Cmp | Cmpl | Cmpg) => seq!(compare::three_way(cpu, d, op)),
        // ternary, n-ary
        Select => seq!(misc::select(cpu)),
        Array => seq!(misc::array(cpu, d)),
        // control
        Brtrue => control::branch_if(cpu, d, true),
        Brfalse => control::branch_if(cpu, d, false),
        Goto => control::goto(cpu, d),
        Igoto => ctl!(control::igoto(cpu)),
        Rangegoto => ctl!(control::rangegoto(cpu, d)),
        Indexgoto => ctl!(control::indexgoto(cpu, d)),
        Call => ctl!(control::call(cpu, d)),
        Icall | Icallproto | Virtualicall | Interfaceicall => {
            ctl!(control::icall(cpu, d))
        }
        Virtualcall | Polymorphiccall => ctl!(java::java_call(cpu, d, CallKind::Virtual)),
        Superclasscall => ctl!(java::java_call(cpu, d, CallKind::Super)),
        Interfacecall => ctl!(java::java_call(cpu, d, CallKind::Interface)),
        Return => ctl!(control::ret(cpu, d)),
        // allocation and other statements
        Alloca => seq!(alloc::alloca(cpu, d)),
        Malloc => seq!(alloc::malloc(cpu, d)),
        Gcmalloc | Gcpermalloc => seq!(alloc::gcmalloc(cpu, d)),
        Gcmallocjarray | Gcpermallocjarray | Stackmallocjarray => {
            seq!(alloc::jarray(cpu, d))
        }
        Incref => seq!(objects::incref(cpu)),
        Decref => seq!(objects::decref(cpu, at)),
        Decrefreset => seq!(objects::decrefreset(cpu, at)),
        Stackmalloc => seq!(alloc::stackmalloc(cpu, d)),
        Free => seq!(alloc::free(cpu, at)),
        Eval => seq!(cpu.hart.pop().map(drop)),
        Assertge => ctl!(checks::assert2(
            cpu,
            |a, b| a >= b,
            "assertge: opnd0 >= opnd1"
        )),
        Assertlt => ctl!(checks::assert2(
            cpu,
            |a, b| a < b,
            "assertlt: opnd0 < opnd1"
        )),
        Assertnonnull | Assignassertnonnull | Returnassertnonnull | Callassertnonnull => {
            ctl!(checks::assertnonnull(cpu, d))
        }
        Calcassertge => ctl!(checks::assert2(
            cpu,
            |a, b| a >= b,
            "calcassertge: opnd0 >= opnd1"
        )),
        Calcassertlt => ctl!(checks::assert2(
            cpu,
            |a, b| a < b,
            "calcassertlt: opnd0 < opnd1"
        )),
        Assignassertle => ctl!(checks::assert2(
            cpu,
            |a, b| a <= b,
            "assignassertle: opnd0 <= opnd1"
        )),
        Returnassertle => ctl!(checks::assert2(
            cpu,
            |a, b| a <= b,
            "returnassertle: opnd0 <= opnd1"
        )),
        Callassertle => ctl!(checks::assert2(
            cpu,
            |a, b| a <= b,
            "callassertle: opnd0 <= opnd1"
        )),
        Resolvevirtualfunc => seq!(java::resolve_func(cpu, d, CallKind::Virtual)),
        Resolveinterfacefunc => seq!(java::resolve_func(cpu, d, CallKind::Interface)),
        Checkpoint => seq!(misc::checkpoint(cpu, d)),
        // exceptions
        Jstry => seq!(except::jstry(cpu, d, at)),
        Javatry | Cpptry => seq!(except::javatry(cpu, d, at)),
        Endtry | Cleanuptry => seq!(except::endtry(cpu, d)),
        Jscatch | Javacatch | Cppcatch | Finally => Ok(d.next),
        Syncenter => seq!(except::monitor(cpu, true)),
        Syncexit => seq!(except::monitor(cpu, false)),
        Gosub => ctl!(except::gosub(cpu, d)),
        Retsub => ctl!(except::retsub(cpu)),
        Throw => ctl!(except::throw(cpu)),
        // Barriers that order later loads apply the invalidations the core holds (the
        // timing model makes each barrier wait for the store buffer).
        Membaracquire | Membarfull | Membarstoreload => {
            cpu.hart.stale.apply_all();
            Ok(d.next)
        }
        Membarrelease | Membarstorestore | Nop => Ok(d.next),
        Intrinsicop
        | Intrinsicopwithtype
        | Intrinsiccall
        | Intrinsiccallwithtype
        | Xintrinsiccall => seq!(misc::intrinsic(cpu, d)),
        Trap => Err(cpu.code.trap_fault(d, cpu.code.addr_of(at)).into()),
        // Lowered by the assembler: the decoder refuses them, so no entry holds one. Listed
        // so that an opcode added to the table is a compile error here until it is executed
        // or declared lowered.
        Dassign
        | Dread
        | Iassign
        | Iread
        | Addrof
        | Sizeoftype
        | Fieldsdist
        | Iaddrof
        | Cand
        | Cior
        | Doloop
        | Dowhile
        | Foreachelem
        | If
        | While
        | Multiway
        | Switch
        | Callinstant
        | Virtualcallinstant
        | Superclasscallinstant
        | Interfacecallinstant
        | Callassigned
        | Callinstantassigned
        | Icallassigned
        | Icallprotoassigned
        | Intrinsiccallassigned
        | Intrinsiccallwithtypeassigned
        | Xintrinsiccallassigned
        | Virtualcallassigned
        | Virtualcallinstantassigned
        | Superclasscallassigned
        | Superclasscallinstantassigned
        | Interfacecallassigned
        | Interfacecallinstantassigned
        | Virtualicallassigned
        | Interfaceicallassigned
        | Polymorphiccallassigned
        | Dreadoff
        | Addrofoff
        | Dassignoff
        | Customcall
        | Customcallassigned
        | Asm => Err(unsupported(d)),
    }
}

/// Fetch and execute the instruction at `hart.pc` and advance `hart.pc`: one instruction for
/// a debugger or a timing model. On a fault `hart.pc` stays on the faulting instruction.
#[inline]
pub fn execute_one<O: Observer>(cpu: &mut Cpu<'_, O>) -> ExecResult {
    let at = cpu.hart.pc;
    let code = cpu.code;
    let Some(d) = code.entries.get(at as usize) else {
        return Err(FaultKind::BadJump {
            addr: code.addr_of(at) as u64,
        }
        .into());
    };
    match step(cpu, d, at) {
        Ok(next) => {
            cpu.hart.pc = next;
            Ok(())
        }
        Err(t) => {
            if let Trap::Fault(_) = t {
                cpu.hart.pc = at;
            }
            Err(t)
        }
    }
}

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

mod arith;
mod bits;
mod compare;
pub(crate) mod control;
mod convert;
mod except;
mod java;
mod memops;
mod misc;

use crate::fault::{ExecResult, FaultKind, Trap};
use crate::memory::Memory;
use crate::predecode::{Code, Decoded, Op};
use crate::runtime::objects::CallKind;
use crate::runtime::Runtime;
use crate::state::Hart;
use maple_isa::Opcode;

/// Kind of a data-memory access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    Load,
    Store,
}

/// What a timing model (or a tracer) wants to see of each instruction. Every method has an
/// empty default, so an observer implements only what it needs.
pub trait Observer {
    /// A data access of `size` bytes at `addr`, before it is performed.
    #[inline(always)]
    fn mem(&mut self, _addr: u64, _size: u32, _kind: Access) {}
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
impl Observer for NoObserver {}

/// Everything an instruction may touch.
pub struct Cpu<'a, O: Observer> {
    pub hart: &'a mut Hart,
    pub mem: &'a mut Memory,
    pub rt: &'a mut Runtime,
    pub code: &'a Code,
    pub obs: &'a mut O,
}

impl<O: Observer> Cpu<'_, O> {
    /// Load `size` bytes at `addr` (reported to the observer), zero-extended.
    #[inline(always)]
    fn load(&mut self, addr: u64, size: u32) -> Result<u128, Trap> {
        self.obs.mem(addr, size, Access::Load);
        Ok(self.mem.load_sized(addr, size)?)
    }

    /// Store the low `size` bytes of `v` at `addr` (reported to the observer).
    #[inline(always)]
    fn store(&mut self, addr: u64, size: u32, v: u128) -> Result<(), Trap> {
        self.obs.mem(addr, size, Access::Store);
        Ok(self.mem.store_sized(addr, size, v)?)
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
    use Opcode::*;
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
    use Op::Instr as I;
    match d.op {
        // storage
        I(Ireadoff) => seq!(memops::ireadoff(cpu, d)),
        I(Iassignoff) => seq!(memops::iassignoff(cpu, d)),
        I(Ireadfpoff) => {
            let base = cpu.hart.fp;
            seq!(memops::read_based(cpu, d, base))
        }
        I(Iassignfpoff) => {
            let base = cpu.hart.fp;
            seq!(memops::assign_based(cpu, d, base))
        }
        I(Iassignspoff) => {
            let base = cpu.hart.sp;
            seq!(memops::assign_based(cpu, d, base))
        }
        I(Blkassignoff) => seq!(memops::block_copy(cpu, d)),
        I(Ireadgpoff) => {
            let base = cpu.hart.gp;
            seq!(memops::read_based(cpu, d, base))
        }
        I(Iassigngpoff) => {
            let base = cpu.hart.gp;
            seq!(memops::assign_based(cpu, d, base))
        }
        I(Ireadpcoff) => {
            let base = cpu.code.addr_of(at) as u64;
            seq!(memops::read_based(cpu, d, base))
        }
        I(Iassignpcoff) => {
            let base = cpu.code.addr_of(at) as u64;
            seq!(memops::assign_based(cpu, d, base))
        }
        I(Regread) => seq!(memops::regread(cpu, d, at)),
        I(Regassign) => ctl!(memops::regassign(cpu, d)),
        // leaves
        I(Constval) => {
            let v = cpu.code.const_value(d);
            seq!(cpu.hart.push(v))
        }
        I(Conststr) | I(Conststr16) | I(Addroflabel) | I(Addroffunc) => {
            seq!(cpu.hart.push(d.canon.apply(d.imm as u128)))
        }
        I(Addroffpc) => {
            let base = cpu.code.addr_of(at) as u64;
            seq!(memops::addr_based(cpu, d, base))
        }
        I(Addrofgpoff) => {
            let base = cpu.hart.gp;
            seq!(memops::addr_based(cpu, d, base))
        }
        I(Addroffpoff) => {
            let base = cpu.hart.fp;
            seq!(memops::addr_based(cpu, d, base))
        }
        // unary
        I(Abs) => seq!(arith::abs(cpu, d)),
        I(Neg) => seq!(arith::neg(cpu, d)),
        I(Recip) => seq!(arith::recip(cpu, d)),
        I(Sqrt) => seq!(arith::sqrt(cpu, d)),
        I(Bnot) => seq!(bits::bnot(cpu, d)),
        I(Lnot) => seq!(bits::lnot(cpu)),
        I(Extractbits) => seq!(bits::extractbits(cpu, d)),
        I(Sext) => seq!(bits::sext(cpu, d)),
        I(Zext) => seq!(bits::zext(cpu, d)),
        // conversions
        I(Cvt) => seq!(convert::cvt(cpu, d)),
        I(Trunc) => seq!(convert::round_with(cpu, d, |x| x.trunc())),
        I(Floor) => seq!(convert::round_with(cpu, d, |x| x.floor())),
        I(Ceil) => seq!(convert::round_with(cpu, d, |x| x.ceil())),
        I(Round) => seq!(convert::round_with(cpu, d, |x| x.round())),
        I(Retype) => seq!(convert::retype(cpu, d)),
        // binary
        I(Add) => seq!(arith::add(cpu, d)),
        I(Sub) => seq!(arith::sub(cpu, d)),
        I(Mul) => seq!(arith::mul(cpu, d)),
        I(Div) => seq!(arith::div(cpu, d)),
        I(Rem) => seq!(arith::rem(cpu, d)),
        I(Min) => seq!(arith::min(cpu, d)),
        I(Max) => seq!(arith::max(cpu, d)),
        I(Band) => seq!(bits::band(cpu, d)),
        I(Bior) => seq!(bits::bior(cpu, d)),
        I(Bxor) => seq!(bits::bxor(cpu, d)),
        I(Shl) => seq!(bits::shl(cpu, d)),
        I(Lshr) => seq!(bits::lshr(cpu, d)),
        I(Ashr) => seq!(bits::ashr(cpu, d)),
        I(Ror) => seq!(bits::ror(cpu, d)),
        I(Land) => seq!(bits::land(cpu, d)),
        I(Lior) => seq!(bits::lior(cpu, d)),
        I(Depositbits) => seq!(bits::depositbits(cpu, d)),
        I(op @ (Eq | Ne | Lt | Le | Gt | Ge)) => seq!(compare::relational(cpu, d, op)),
        I(op @ (Cmp | Cmpl | Cmpg)) => seq!(compare::three_way(cpu, d, op)),
        // ternary, n-ary
        I(Select) => seq!(misc::select(cpu)),
        I(Array) => seq!(misc::array(cpu, d)),
        // control
        I(Brtrue) => control::branch_if(cpu, d, true),
        I(Brfalse) => control::branch_if(cpu, d, false),
        I(Goto) => control::goto(cpu, d),
        I(Igoto) => ctl!(control::igoto(cpu)),
        I(Rangegoto) => ctl!(control::rangegoto(cpu, d)),
        I(Indexgoto) => ctl!(control::indexgoto(cpu, d)),
        I(Call) => ctl!(control::call(cpu, d)),
        I(Icall) | I(Icallproto) | I(Virtualicall) | I(Interfaceicall) => {
            ctl!(control::icall(cpu, d))
        }
        I(Virtualcall) | I(Polymorphiccall) => ctl!(java::java_call(cpu, d, CallKind::Virtual)),
        I(Superclasscall) => ctl!(java::java_call(cpu, d, CallKind::Super)),
        I(Interfacecall) => ctl!(java::java_call(cpu, d, CallKind::Interface)),
        I(Return) => ctl!(control::ret(cpu, d)),
        // allocation and other statements
        I(Alloca) => seq!(misc::alloca(cpu, d)),
        I(Malloc) => seq!(misc::malloc(cpu, d)),
        I(Gcmalloc) | I(Gcpermalloc) => seq!(java::gcmalloc(cpu, d)),
        I(Gcmallocjarray) | I(Gcpermallocjarray) | I(Stackmallocjarray) => {
            seq!(java::jarray(cpu, d))
        }
        I(Incref) => seq!(java::incref(cpu)),
        I(Decref) => seq!(java::decref(cpu)),
        I(Decrefreset) => seq!(java::decrefreset(cpu)),
        I(Stackmalloc) => seq!(misc::stackmalloc(cpu, d)),
        I(Free) => seq!(misc::free(cpu)),
        I(Eval) => seq!(cpu.hart.pop().map(drop)),
        I(Assertge) => ctl!(misc::assert2(
            cpu,
            |a, b| a >= b,
            "assertge: opnd0 >= opnd1"
        )),
        I(Assertlt) => ctl!(misc::assert2(cpu, |a, b| a < b, "assertlt: opnd0 < opnd1")),
        I(Assertnonnull)
        | I(Assignassertnonnull)
        | I(Returnassertnonnull)
        | I(Callassertnonnull) => {
            ctl!(misc::assertnonnull(cpu, d))
        }
        I(Calcassertge) => ctl!(misc::assert2(
            cpu,
            |a, b| a >= b,
            "calcassertge: opnd0 >= opnd1"
        )),
        I(Calcassertlt) => ctl!(misc::assert2(
            cpu,
            |a, b| a < b,
            "calcassertlt: opnd0 < opnd1"
        )),
        I(Assignassertle) => ctl!(misc::assert2(
            cpu,
            |a, b| a <= b,
            "assignassertle: opnd0 <= opnd1"
        )),
        I(Returnassertle) => ctl!(misc::assert2(
            cpu,
            |a, b| a <= b,
            "returnassertle: opnd0 <= opnd1"
        )),
        I(Callassertle) => ctl!(misc::assert2(
            cpu,
            |a, b| a <= b,
            "callassertle: opnd0 <= opnd1"
        )),
        I(Resolvevirtualfunc) => seq!(java::resolve_func(cpu, d, CallKind::Virtual)),
        I(Resolveinterfacefunc) => seq!(java::resolve_func(cpu, d, CallKind::Interface)),
        I(Checkpoint) => seq!(misc::checkpoint(cpu, d)),
        // exceptions
        I(Jstry) => seq!(except::jstry(cpu, d, at)),
        I(Javatry) | I(Cpptry) => seq!(except::javatry(cpu, d, at)),
        I(Endtry) | I(Cleanuptry) => seq!(except::endtry(cpu, d)),
        I(Jscatch) | I(Javacatch) | I(Cppcatch) | I(Finally) => Ok(d.next),
        I(Syncenter) => seq!(except::monitor(cpu, true)),
        I(Syncexit) => seq!(except::monitor(cpu, false)),
        I(Gosub) => ctl!(except::gosub(cpu, d)),
        I(Retsub) => ctl!(except::retsub(cpu)),
        I(Throw) => ctl!(except::throw(cpu)),
        I(Membaracquire) | I(Membarrelease) | I(Membarfull) | I(Membarstoreload)
        | I(Membarstorestore) | I(Nop) => Ok(d.next),
        I(Intrinsicop)
        | I(Intrinsicopwithtype)
        | I(Intrinsiccall)
        | I(Intrinsiccallwithtype)
        | I(Xintrinsiccall) => seq!(misc::intrinsic(cpu, d)),
        Op::Trap => Err(cpu.code.trap_fault(d, cpu.code.addr_of(at)).into()),
        // Lowered by the assembler: the decoder refuses them, so no entry holds one. Listed
        // so that an opcode added to the table is a compile error here until it is executed
        // or declared lowered.
        I(
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
            | Asm,
        ) => Err(unsupported(d)),
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

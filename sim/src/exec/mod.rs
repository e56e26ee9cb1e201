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
//! Conventions: `hart.pc` is set to the next instruction before an opcode runs, so branches
//! just overwrite it; `at` is the entry index of the executing instruction (for `%%PC` and
//! pc-relative forms, whose base is the instruction's own address, as for branch offsets).

mod arith;
mod bits;
mod compare;
pub(crate) mod control;
mod convert;
mod memops;
mod misc;

use crate::fault::{ExecResult, FaultKind, Trap};
use crate::memory::Memory;
use crate::predecode::{Code, Decoded, TRAP};
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
pub fn step<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, at: u32) -> ExecResult {
    use Opcode::*;
    cpu.hart.pc = d.next;
    match d.op {
        // storage
        Ireadoff => memops::ireadoff(cpu, d),
        Iassignoff => memops::iassignoff(cpu, d),
        Ireadfpoff => {
            let base = cpu.hart.fp;
            memops::read_based(cpu, d, base)
        },
        Iassignfpoff => {
            let base = cpu.hart.fp;
            memops::assign_based(cpu, d, base)
        },
        Ireadgpoff => {
            let base = cpu.hart.gp;
            memops::read_based(cpu, d, base)
        },
        Iassigngpoff => {
            let base = cpu.hart.gp;
            memops::assign_based(cpu, d, base)
        },
        Ireadpcoff => {
            let base = cpu.code.addr_of(at) as u64;
            memops::read_based(cpu, d, base)
        },
        Iassignpcoff => {
            let base = cpu.code.addr_of(at) as u64;
            memops::assign_based(cpu, d, base)
        },
        Regread => memops::regread(cpu, d, at),
        Regassign => memops::regassign(cpu, d),
        // leaves
        Constval => {
            let v = cpu.code.const_value(d);
            cpu.hart.push(v)
        }
        Conststr | Conststr16 | Addroflabel | Addroffunc => {
            cpu.hart.push(d.canon.apply(d.imm as u128))
        }
        Addroffpc => {
            let base = cpu.code.addr_of(at) as u64;
            memops::addr_based(cpu, d, base)
        },
        Addrofgpoff => {
            let base = cpu.hart.gp;
            memops::addr_based(cpu, d, base)
        },
        Addroffpoff => {
            let base = cpu.hart.fp;
            memops::addr_based(cpu, d, base)
        },
        // unary
        Abs => arith::abs(cpu, d),
        Neg => arith::neg(cpu, d),
        Recip => arith::recip(cpu, d),
        Sqrt => arith::sqrt(cpu, d),
        Bnot => bits::bnot(cpu, d),
        Lnot => bits::lnot(cpu),
        Extractbits => bits::extractbits(cpu, d),
        Sext => bits::sext(cpu, d),
        Zext => bits::zext(cpu, d),
        // conversions
        Cvt => convert::cvt(cpu, d),
        Trunc => convert::round_with(cpu, d, |x| x.trunc()),
        Floor => convert::round_with(cpu, d, |x| x.floor()),
        Ceil => convert::round_with(cpu, d, |x| x.ceil()),
        Round => convert::round_with(cpu, d, |x| x.round()),
        Retype => convert::retype(cpu, d),
        // binary
        Add => arith::add(cpu, d),
        Sub => arith::sub(cpu, d),
        Mul => arith::mul(cpu, d),
        Div => arith::div(cpu, d),
        Rem => arith::rem(cpu, d),
        Min => arith::min(cpu, d),
        Max => arith::max(cpu, d),
        Band => bits::band(cpu, d),
        Bior => bits::bior(cpu, d),
        Bxor => bits::bxor(cpu, d),
        Shl => bits::shl(cpu, d),
        Lshr => bits::lshr(cpu, d),
        Ashr => bits::ashr(cpu, d),
        Ror => bits::ror(cpu, d),
        Land => bits::land(cpu, d),
        Lior => bits::lior(cpu, d),
        Depositbits => bits::depositbits(cpu, d),
        Eq | Ne | Lt | Le | Gt | Ge => compare::relational(cpu, d),
        Cmp | Cmpl | Cmpg => compare::three_way(cpu, d),
        // ternary, n-ary
        Select => misc::select(cpu),
        Array => misc::array(cpu, d),
        // control
        Brtrue => control::branch_if(cpu, d, true),
        Brfalse => control::branch_if(cpu, d, false),
        Goto => control::goto(cpu, d),
        Igoto => control::igoto(cpu),
        Rangegoto => control::rangegoto(cpu, d),
        Indexgoto => control::indexgoto(cpu, d),
        Call => control::call(cpu, d),
        Icall | Icallproto => control::icall(cpu, d),
        Return => control::ret(cpu, d),
        // allocation and other statements
        Alloca => misc::alloca(cpu, d),
        Malloc => misc::malloc(cpu, d),
        Free => misc::free(cpu),
        Eval => cpu.hart.pop().map(drop),
        Assertge => misc::assert2(cpu, |a, b| a >= b, "assertge: opnd0 >= opnd1"),
        Assertlt => misc::assert2(cpu, |a, b| a < b, "assertlt: opnd0 < opnd1"),
        Assertnonnull => misc::assertnonnull(cpu),
        Checkpoint => misc::checkpoint(cpu, d),
        Membaracquire | Membarrelease | Membarfull | Membarstoreload | Membarstorestore | Nop => {
            Ok(())
        }
        Intrinsicop | Intrinsicopwithtype | Intrinsiccall | Intrinsiccallwithtype
        | Xintrinsiccall => misc::intrinsic(cpu, d),
        TRAP => Err(cpu.code.trap_fault(d, cpu.code.addr_of(at)).into()),
        // Java calls, exceptions, managed heap, reference counting, monitors: not yet.
        _ => Err(unsupported(d)),
    }
}

//! Executing a group: every part with the values in registers, nothing written until
//! every part that can fail has succeeded.

use super::{Binary, Float, Group, Leaf, Shape, Sink, Unary, Width};
use super::{F32, F64, I32, S64, U32, U64, U8};
use crate::exec::{arith, bits, compare, control, convert, memops, misc, Cpu, Observer};
use crate::predecode::{Code, Decoded, Op};
use crate::value::size_of;
use maple_isa::{PrimType, SPECIAL_REG_BASE};
use std::cmp::Ordering;

/// Execute group `g`: the entry index of the instruction after it, or `None` with the
/// machine untouched (the engine then executes the group's first instruction alone).
#[inline(always)]
pub fn run<O: Observer>(cpu: &mut Cpu<'_, O>, g: &Group) -> Option<u32> {
    let depth = cpu.hart.depth();
    let next = run_shape(cpu, g);
    if next.is_none() {
        // Values popped before a later part failed are still in their slots: nothing was
        // pushed over them (a group's only pushes come last, after everything that can fail).
        cpu.hart.restore_depth(depth);
    }
    next
}

#[inline(always)]
fn run_shape<O: Observer>(cpu: &mut Cpu<'_, O>, g: &Group) -> Option<u32> {
    let next = g.next;
    match g.shape {
        // The two specialised arms read their operands each in their own words: a shared
        // helper measured 1.3 host instructions per IR instruction dearer on sieve.
        Shape::FrameConstCompareBranch | Shape::FrameFrameCompareBranch => {
            let (Leaf::FrameI32(a), Binary::Relation(_, mask)) = (g.a, g.binary) else {
                return None;
            };
            room(cpu, 2)?;
            let fp = cpu.hart.fp;
            let a = memops::load_i32(cpu, fp.wrapping_add(a)).ok()?;
            let b = match g.b {
                Leaf::FrameI32(b) => memops::load_i32(cpu, fp.wrapping_add(b)).ok()?,
                Leaf::Const(c) => c as i128 as u128,
                _ => return None,
            };
            let holds = u128::from(compare::mask_holds(mask, compare::int_order(I32, a, b)));
            match g.sink {
                Sink::BranchIfFalse(t) => Some(control::branch_on(holds, false, t, next).1),
                Sink::BranchIfTrue(t) => Some(control::branch_on(holds, true, t, next).1),
                _ => None,
            }
        }
        Shape::FrameConstArithStore | Shape::FrameFrameArithStore => {
            let (Leaf::FrameI32(a), Sink::Frame4(to)) = (g.a, g.sink) else {
                return None;
            };
            room(cpu, 2)?;
            let fp = cpu.hart.fp;
            let a = memops::load_i32(cpu, fp.wrapping_add(a)).ok()?;
            let b = match g.b {
                Leaf::FrameI32(b) => memops::load_i32(cpu, fp.wrapping_add(b)).ok()?,
                Leaf::Const(c) => c as i128 as u128,
                _ => return None,
            };
            let r = match g.binary {
                Binary::Add(_) => arith::add_int(I32, a, b),
                Binary::Sub(_) => arith::sub_int(I32, a, b),
                Binary::Mul(_) => arith::mul_int(I32, a, b),
                _ => return None,
            };
            write(cpu, fp.wrapping_add(to), 4, r)?;
            Some(next)
        }
        Shape::LeafLeafBinarySink => {
            // The parts one by one would push two values here.
            room(cpu, 2)?;
            let a = leaf(cpu, g.a)?;
            let b = leaf(cpu, g.b)?;
            let r = binary(cpu, g.binary, a, b)?;
            sink(cpu, g.sink, r, next)
        }
        Shape::LeafLeafBinaryLeafStore => {
            room(cpu, 2)?;
            let a = leaf(cpu, g.a)?;
            let b = leaf(cpu, g.b)?;
            let addr = binary(cpu, g.binary, a, b)?;
            let v = leaf(cpu, g.c)?;
            store(cpu, g.sink, addr, v, next)
        }
        Shape::LeafLeafBinary => {
            room(cpu, 2)?;
            let a = leaf(cpu, g.a)?;
            let b = leaf(cpu, g.b)?;
            let r = binary(cpu, g.binary, a, b)?;
            push(cpu, r, next)
        }
        Shape::LeafBinarySink => {
            room(cpu, 1)?;
            let b = leaf(cpu, g.a)?;
            let a = cpu.hart.pop().ok()?;
            let r = binary(cpu, g.binary, a, b)?;
            sink(cpu, g.sink, r, next)
        }
        Shape::LeafUnarySink => {
            room(cpu, 1)?;
            let a = leaf(cpu, g.a)?;
            let r = unary(cpu, g.unary, a)?;
            sink(cpu, g.sink, r, next)
        }
        Shape::BinaryLeafStore => {
            let (a, b) = cpu.hart.pop2().ok()?;
            let addr = binary(cpu, g.binary, a, b)?;
            // The address is back on the stack when the value is pushed.
            room(cpu, 1)?;
            let v = leaf(cpu, g.a)?;
            store(cpu, g.sink, addr, v, next)
        }
        Shape::LeafBinary => {
            room(cpu, 1)?;
            let b = leaf(cpu, g.a)?;
            let a = cpu.hart.pop().ok()?;
            let r = binary(cpu, g.binary, a, b)?;
            push(cpu, r, next)
        }
        Shape::BinarySink => {
            let (a, b) = cpu.hart.pop2().ok()?;
            let r = binary(cpu, g.binary, a, b)?;
            sink(cpu, g.sink, r, next)
        }
        Shape::BinaryUnary => {
            let (a, b) = cpu.hart.pop2().ok()?;
            let r = binary(cpu, g.binary, a, b)?;
            let r = unary(cpu, g.unary, r)?;
            push(cpu, r, next)
        }
        Shape::LeafUnary => {
            room(cpu, 1)?;
            let a = leaf(cpu, g.a)?;
            let r = unary(cpu, g.unary, a)?;
            push(cpu, r, next)
        }
        Shape::UnarySink => {
            let a = cpu.hart.pop().ok()?;
            let r = unary(cpu, g.unary, a)?;
            sink(cpu, g.sink, r, next)
        }
        Shape::LeafSink => {
            room(cpu, 1)?;
            let a = leaf(cpu, g.a)?;
            sink(cpu, g.sink, a, next)
        }
        Shape::LeafStore => {
            room(cpu, 1)?;
            let v = leaf(cpu, g.a)?;
            let addr = cpu.hart.pop().ok()?;
            store(cpu, g.sink, addr, v, next)
        }
        Shape::UnaryBinary | Shape::UnaryBinarySink => {
            let (x, p) = cpu.hart.pop2().ok()?;
            let v = unary(cpu, g.unary, p)?;
            let r = binary(cpu, g.binary, x, v)?;
            match g.shape {
                Shape::UnaryBinary => push(cpu, r, next),
                _ => sink(cpu, g.sink, r, next),
            }
        }
        Shape::UnaryBinaryStore => {
            let (x, p) = cpu.hart.pop2().ok()?;
            let addr = cpu.hart.pop().ok()?;
            let v = unary(cpu, g.unary, p)?;
            let r = binary(cpu, g.binary, x, v)?;
            store(cpu, g.sink, addr, r, next)
        }
        Shape::LeafUnaryBinary | Shape::LeafUnaryBinarySink => {
            room(cpu, 1)?;
            let l = leaf(cpu, g.a)?;
            let v = unary(cpu, g.unary, l)?;
            let x = cpu.hart.pop().ok()?;
            let r = binary(cpu, g.binary, x, v)?;
            match g.shape {
                Shape::LeafUnaryBinary => push(cpu, r, next),
                _ => sink(cpu, g.sink, r, next),
            }
        }
        Shape::BinaryStore => {
            let (a, b) = cpu.hart.pop2().ok()?;
            let addr = cpu.hart.pop().ok()?;
            let r = binary(cpu, g.binary, a, b)?;
            store(cpu, g.sink, addr, r, next)
        }
        Shape::UnaryStore => {
            let (addr, p) = cpu.hart.pop2().ok()?;
            let v = unary(cpu, g.unary, p)?;
            store(cpu, g.sink, addr, v, next)
        }
        Shape::LeafLeafLeafTernary
        | Shape::LeafLeafLeafTernaryUnary
        | Shape::LeafLeafLeafTernaryLeafStore => {
            room(cpu, 3)?;
            let base = leaf(cpu, g.a)?;
            let i = leaf(cpu, g.b)?;
            let j = leaf(cpu, g.c)?;
            let addr = ternary(g.binary, [base, i, j])?;
            match g.shape {
                Shape::LeafLeafLeafTernary => push(cpu, addr, next),
                Shape::LeafLeafLeafTernaryUnary => {
                    let v = unary(cpu, g.unary, addr)?;
                    push(cpu, v, next)
                }
                _ => {
                    let v = leaf(cpu, g.d)?;
                    store(cpu, g.sink, addr, v, next)
                }
            }
        }
        Shape::LeafLeafTernaryUnary => {
            room(cpu, 2)?;
            let i = leaf(cpu, g.a)?;
            let j = leaf(cpu, g.b)?;
            let base = cpu.hart.pop().ok()?;
            let addr = ternary(g.binary, [base, i, j])?;
            let v = unary(cpu, g.unary, addr)?;
            push(cpu, v, next)
        }
        Shape::LeafLeaf => {
            room(cpu, 2)?;
            let a = leaf(cpu, g.a)?;
            let b = leaf(cpu, g.b)?;
            cpu.hart.push(a).ok()?;
            cpu.hart.push(b).ok()?;
            Some(next)
        }
    }
}

/// `Some` when the operand stack has room for `n` more values.
#[inline(always)]
fn room<O: Observer>(cpu: &Cpu<'_, O>, n: usize) -> Option<()> {
    (cpu.hart.room() >= n).then_some(())
}

/// Push a group's result and continue at `next`.
#[inline(always)]
fn push<O: Observer>(cpu: &mut Cpu<'_, O>, v: u128, next: u32) -> Option<u32> {
    cpu.hart.push(v).ok()?;
    Some(next)
}

/// The instruction at entry `at` (a part resolved by its entry).
#[inline(always)]
fn entry<'c, O: Observer>(cpu: &Cpu<'c, O>, at: u32) -> Option<&'c Decoded> {
    cpu.code.entries.get(at as usize)
}

/// The value a leaf pushes.
#[inline(always)]
fn leaf<O: Observer>(cpu: &mut Cpu<'_, O>, l: Leaf) -> Option<u128> {
    let fp = cpu.hart.fp;
    match l {
        Leaf::FrameI32(off) => memops::load_i32(cpu, fp.wrapping_add(off)).ok(),
        Leaf::Const(v) => Some(v as i128 as u128),
        Leaf::FrameU64(off) => memops::load_u64(cpu, fp.wrapping_add(off)).ok(),
        Leaf::FrameS64(off) => memops::load_i64(cpu, fp.wrapping_add(off)).ok(),
        Leaf::FrameU32(off) => memops::load_canon(cpu, fp.wrapping_add(off), 4, U32).ok(),
        Leaf::AddrGp(off) => Some(U64.apply(cpu.hart.gp.wrapping_add(off) as u128)),
        Leaf::AddrFp(off) => Some(U64.apply(fp.wrapping_add(off) as u128)),
        Leaf::PregI32(n) => cpu.hart.preg(n).ok().map(|v| I32.apply(v)),
        Leaf::RetvalI32(n) => cpu.hart.retvals.get(n as usize).map(|&v| I32.apply(v)),
        Leaf::RetvalU64(n) => cpu.hart.retvals.get(n as usize).map(|&v| U64.apply(v)),
        Leaf::Entry(at) => leaf_entry(cpu, entry(cpu, at)?, at),
    }
}

/// The value any other leaf pushes, by its opcode.
#[inline(never)]
fn leaf_entry<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, at: u32) -> Option<u128> {
    match d.op {
        Op::Ireadfpoff => {
            let fp = cpu.hart.fp;
            memops::load_based(cpu, d, fp).ok()
        }
        Op::Ireadgpoff => {
            let gp = cpu.hart.gp;
            memops::load_based(cpu, d, gp).ok()
        }
        Op::Constval => Some(cpu.code.const_value(d)),
        Op::Regread if d.param < SPECIAL_REG_BASE => memops::preg_value(cpu, d).ok(),
        Op::Regread => Some(memops::special_value(cpu, d, at)),
        Op::Conststr | Op::Conststr16 | Op::Addroflabel | Op::Addroffunc => {
            Some(memops::immediate(d))
        }
        Op::Addrofgpoff => Some(memops::address(d, cpu.hart.gp)),
        Op::Addroffpoff => Some(memops::address(d, cpu.hart.fp)),
        _ => None,
    }
}

/// The value a binary pushes for operands `a`, `b`.
#[inline(always)]
fn binary<O: Observer>(cpu: &Cpu<'_, O>, op: Binary, a: u128, b: u128) -> Option<u128> {
    match op {
        Binary::Entry(at) => binary_entry(cpu.code, entry(cpu, at)?, a, b),
        op => fixed_binary(op, a, b),
    }
}

/// The value a specialised binary pushes for operands `a`, `b` (`None` for one resolved
/// by its entry, or an index out of bounds).
#[inline(always)]
pub(super) fn fixed_binary(op: Binary, a: u128, b: u128) -> Option<u128> {
    // Each width a constant, so each arm is the rule specialised for it.
    macro_rules! widths {
        ($w:expr, |$c:ident| $e:expr) => {
            match $w {
                Width::I32 => {
                    let $c = I32;
                    $e
                }
                Width::U32 => {
                    let $c = U32;
                    $e
                }
                Width::S64 => {
                    let $c = S64;
                    $e
                }
                Width::U64 => {
                    let $c = U64;
                    $e
                }
            }
        };
    }
    // Each float type a constant, likewise.
    macro_rules! floats {
        ($f:expr, |$t:ident, $c:ident| $e:expr) => {
            match $f {
                Float::F32 => {
                    let ($t, $c) = (PrimType::F32, F32);
                    $e
                }
                Float::F64 => {
                    let ($t, $c) = (PrimType::F64, F64);
                    $e
                }
            }
        };
    }
    Some(match op {
        Binary::Add(w) => widths!(w, |c| arith::add_int(c, a, b)),
        Binary::Sub(w) => widths!(w, |c| arith::sub_int(c, a, b)),
        Binary::Mul(w) => widths!(w, |c| arith::mul_int(c, a, b)),
        Binary::And(w) => widths!(w, |c| bits::bitwise(c, a, b, bits::band_rule)),
        Binary::Or(w) => widths!(w, |c| bits::bitwise(c, a, b, bits::bior_rule)),
        Binary::Xor(w) => widths!(w, |c| bits::bitwise(c, a, b, bits::bxor_rule)),
        Binary::Shl(w) => widths!(w, |c| bits::bitwise(c, a, b, bits::shl_rule)),
        Binary::Lshr(w) => widths!(w, |c| bits::bitwise(c, a, b, bits::lshr_rule)),
        Binary::Ashr(w) => widths!(w, |c| bits::bitwise(c, a, b, bits::ashr_rule)),
        Binary::Relation(w, mask) => {
            let o: Ordering = widths!(w, |c| compare::int_order(c, a, b));
            u128::from(compare::mask_holds(mask, o))
        }
        Binary::Array(esize, bound, checked) => {
            misc::index_address(U64, esize, bound, checked, a, b).ok()?
        }
        Binary::FloatAdd(f) => floats!(f, |t, c| arith::add_s(t, c, a, b).ok()?),
        Binary::FloatSub(f) => floats!(f, |t, c| arith::sub_s(t, c, a, b).ok()?),
        Binary::FloatMul(f) => floats!(f, |t, c| arith::mul_s(t, c, a, b).ok()?),
        Binary::FloatDiv(f) => floats!(f, |t, c| arith::div_s(t, c, a, b).ok()?),
        Binary::FloatRelation(f, op) => floats!(f, |t, _c| compare::relation(t, op, a, b)?),
        // Three operands: `ternary`.
        Binary::Array2(..) | Binary::Entry(_) => return None,
    })
}

/// The address a two-dimensional `array` computes for its base, row and column.
#[inline(always)]
fn ternary(op: Binary, operands: [u128; 3]) -> Option<u128> {
    match op {
        Binary::Array2(dims, checked) => misc::index_address2(U64, dims, checked, operands).ok(),
        _ => None,
    }
}

/// The value any other binary pushes for operands `a`, `b`, by its opcode.
#[inline(never)]
pub(super) fn binary_entry(code: &Code, d: &Decoded, a: u128, b: u128) -> Option<u128> {
    match d.op {
        Op::Add => arith::add_value(d, a, b).ok(),
        Op::Sub => arith::sub_value(d, a, b).ok(),
        Op::Mul => arith::mul_value(d, a, b).ok(),
        Op::Div => arith::div_value(d, a, b).ok(),
        Op::Rem => arith::rem_value(d, a, b).ok(),
        Op::Eq | Op::Ne | Op::Lt | Op::Le | Op::Gt | Op::Ge => {
            compare::relational_value(d, d.op, a, b).ok()
        }
        Op::Array => {
            let dims = misc::one_dimension(code, d)?;
            misc::element_address(d, dims, a, b).ok()
        }
        _ => bits::bitwise_value(d, a, b),
    }
}

/// The value a unary pushes for operand `a`.
#[inline(always)]
fn unary<O: Observer>(cpu: &mut Cpu<'_, O>, op: Unary, a: u128) -> Option<u128> {
    let addr = |off: u64| (a as u64).wrapping_add(off);
    match op {
        Unary::LoadI32(off) => memops::load_i32(cpu, addr(off)).ok(),
        Unary::LoadU64(off) => memops::load_u64(cpu, addr(off)).ok(),
        Unary::LoadU32(off) => memops::load_canon(cpu, addr(off), 4, U32).ok(),
        Unary::LoadU8(off) => memops::load_canon(cpu, addr(off), 1, U8).ok(),
        Unary::Entry(at) => unary_entry(cpu, entry(cpu, at)?, a),
    }
}

/// The value any other unary pushes for operand `a`, by its opcode.
#[inline(never)]
fn unary_entry<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, a: u128) -> Option<u128> {
    match d.op {
        Op::Ireadoff => memops::load_based(cpu, d, a as u64).ok(),
        Op::Cvt => convert::cvt_value(d, a).ok(),
        _ => None,
    }
}

/// A sink consumes `v`: where control goes next (`next` when it does not branch).
#[inline(always)]
fn sink<O: Observer>(cpu: &mut Cpu<'_, O>, s: Sink, v: u128, next: u32) -> Option<u32> {
    let fp = cpu.hart.fp;
    match s {
        Sink::Frame4(off) => write(cpu, fp.wrapping_add(off), 4, v)?,
        Sink::BranchIfFalse(target) => return Some(control::branch_on(v, false, target, next).1),
        Sink::BranchIfTrue(target) => return Some(control::branch_on(v, true, target, next).1),
        Sink::Frame8(off) => write(cpu, fp.wrapping_add(off), 8, v)?,
        Sink::SetPregI32(n) => cpu.hart.set_preg(n, I32.apply(v)).ok()?,
        Sink::Entry(at) => sink_entry(cpu, entry(cpu, at)?, v)?,
        Sink::Store1(_) | Sink::Store4(_) | Sink::Store8(_) => return None,
    }
    Some(next)
}

/// Any other sink consumes `v`, by its opcode.
#[inline(never)]
fn sink_entry<O: Observer>(cpu: &mut Cpu<'_, O>, d: &Decoded, v: u128) -> Option<()> {
    match d.op {
        Op::Iassignfpoff => {
            let fp = cpu.hart.fp;
            write(cpu, fp.wrapping_add(d.imm), size_of(d.ty), v)
        }
        Op::Iassigngpoff => {
            let gp = cpu.hart.gp;
            write(cpu, gp.wrapping_add(d.imm), size_of(d.ty), v)
        }
        Op::Regassign => memops::preg_assign(cpu, d, v).ok(),
        _ => None,
    }
}

/// An indirect store (`iassignoff`) of `v` at `addr` plus its offset, then continue at
/// `next`.
#[inline(always)]
fn store<O: Observer>(
    cpu: &mut Cpu<'_, O>,
    s: Sink,
    addr: u128,
    v: u128,
    next: u32,
) -> Option<u32> {
    let at = |off: u64| (addr as u64).wrapping_add(off);
    match s {
        Sink::Store1(off) => write(cpu, at(off), 1, v)?,
        Sink::Store4(off) => write(cpu, at(off), 4, v)?,
        Sink::Store8(off) => write(cpu, at(off), 8, v)?,
        Sink::Entry(e) => {
            let d = entry(cpu, e)?;
            write(cpu, at(d.imm), size_of(d.ty), v)?
        }
        _ => return None,
    }
    Some(next)
}

/// A store of `size` bytes at `addr`, unless it would cross a page: such a store may fault
/// after writing its first page, and the group could then not be undone.
#[inline(always)]
fn write<O: Observer>(cpu: &mut Cpu<'_, O>, addr: u64, size: u32, v: u128) -> Option<()> {
    let page = u64::from(maple_isa::abi::PAGE_SIZE);
    if addr % page + u64::from(size) > page {
        return None;
    }
    cpu.store(addr, size, v).ok()
}

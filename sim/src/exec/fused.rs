//! Fused groups: short straight runs of instructions the functional engine executes in one
//! step, with the values between them in host registers instead of on the operand stack.
//!
//! MAPLE IR's postfix form spends most of its instructions moving values: a statement like
//! `dassign %i (add i32 (dread i32 %i, constval i32 1))` is four instructions, three of
//! which only push or pop. [`Fusion::new`] finds, once per program, every place where one of
//! a few [`Shape`]s starts. A shape is made of *leaves* (frame, global and pseudo-register
//! reads, constants, addresses), *binary* operators (arithmetic, bitwise, comparisons,
//! `array`), *unary* ones (a load through an address, `cvt`) and a *sink* that consumes the
//! result (a frame, global or indirect store, a pseudo-register write, a conditional
//! branch); a `goto` right after a group that does not branch joins it. Each part is
//! resolved once: the commonest kinds with their type fixed (an `i32` frame read, an
//! `add i32`), any other by its entry. [`run`] executes a group with the very value
//! functions the opcodes use (`add_int`, `load_i32`, `index_address`, …, or the opcode's
//! own value function by its entry), so the semantics stay written once.
//!
//! A group counts, and may fault, as its parts: the engine charges its length to the
//! instruction count, takes a group only when the budget has room for all of it, and
//! [`run`] commits nothing until every part that can fail has succeeded — only its last
//! part writes (memory, a pseudo-register, the operand stack), after everything else. When
//! anything is unusual — a part that would fault, an operand stack without the values the
//! group takes or without room for what its parts would push, a store that would cross a
//! page (which could fault half-written) — `run` leaves the machine as it found it and
//! returns `None`; the engine then executes the first part alone, as it always does, and a
//! fault is raised by its own instruction with its own location and count. Only observers
//! that see nothing ([`Observer::SEES_INSTRUCTIONS`] false) and unprofiled runs take
//! groups: a debugger, a tracer, warming and the cycle engine see every instruction.

use super::{arith, bits, compare, control, convert, memops, misc, Cpu, Observer};
use crate::predecode::{Code, Decoded, Op};
use crate::value::{size_of, Canon};
use maple_isa::{Flow, PrimType, SpecialReg, SPECIAL_REG_BASE};
use std::cmp::Ordering;

/// The shape of a group: its parts in program order (L leaf, B binary, U unary, S sink,
/// W an indirect store, which pops an address and a value; → the result is pushed). Where a
/// part has fewer values before it in the group than it takes, the first ones are popped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// L L B S with an `i32` frame read, a constant or a second `i32` frame read, an `i32`
    /// relation and a branch: a loop's test, specialised whole.
    FrameConstCompareBranch,
    FrameFrameCompareBranch,
    /// L L B S with an `i32` frame read, a constant or a second `i32` frame read, an `i32`
    /// `add`, `sub` or `mul` and a 4-byte frame store: `i = i + 1`, `s = s + i`.
    FrameConstArithStore,
    FrameFrameArithStore,
    /// L L B L W: `iassign (array (addrof $a, dread %i), constval 1)`.
    LeafLeafBinaryLeafStore,
    /// L L B S: `dassign %i (add (dread %i, constval 1))`, `brfalse (lt (dread, constval))`.
    LeafLeafBinarySink,
    /// L L B →: both operands of an operator that a later instruction consumes.
    LeafLeafBinary,
    /// L B S: the right operand folded, the left popped (`… eq (x, constval 0); brfalse`).
    LeafBinarySink,
    /// L U S: `dassign %p (iread (dread %q))`.
    LeafUnarySink,
    /// B L W: an element address computed, then the value to store there.
    BinaryLeafStore,
    /// L B →: the right operand folded into the operator.
    LeafBinary,
    /// B S: an operator whose result goes straight to a sink.
    BinarySink,
    /// B U →: `array` then the load of the element.
    BinaryUnary,
    /// L U →: a load through a local pointer, a conversion of a local.
    LeafUnary,
    /// U S: a load or conversion whose result goes straight to a sink.
    UnarySink,
    /// L S: `dassign %i (constval 0)`, `brtrue (dread %c)`.
    LeafSink,
    /// L W: the value of an indirect store whose address is already computed.
    LeafStore,
    /// L L →: two operands pushed.
    LeafLeaf,
    /// U B →, U B S, U B W: a load through the address on top, then an operator whose left
    /// operand is below it (`x * p->f`), its result pushed, consumed or stored.
    UnaryBinary,
    UnaryBinarySink,
    UnaryBinaryStore,
    /// L U B →, L U B S: the same through a leaf's address.
    LeafUnaryBinary,
    LeafUnaryBinarySink,
    /// B W, U W: an operator's result or a load stored at the address below its operands.
    BinaryStore,
    UnaryStore,
}

/// The canonical forms the specialised parts work in: `i32`, `u32`, and the 64-bit types
/// sign-extended (`i64`) or zero-extended (`u64`, addresses, `f64` bits).
const I32: Canon = Canon::of(PrimType::I32);
const U32: Canon = Canon::of(PrimType::U32);
const S64: Canon = Canon::of(PrimType::I64);
const U64: Canon = Canon::of(PrimType::U64);
const U8: Canon = Canon::of(PrimType::U8);
const F32: Canon = Canon::of(PrimType::F32);
const F64: Canon = Canon::of(PrimType::F64);

/// The canonical form of a specialised operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Width {
    I32,
    U32,
    S64,
    U64,
}

impl Width {
    fn of(ty: PrimType) -> Option<Width> {
        match ty {
            PrimType::I32 => Some(Width::I32),
            PrimType::U32 => Some(Width::U32),
            PrimType::I64 => Some(Width::S64),
            PrimType::U64 | PrimType::Ptr | PrimType::Ref | PrimType::A64 => Some(Width::U64),
            _ => None,
        }
    }
}

/// A float type of a specialised operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Float {
    F32,
    F64,
}

impl Float {
    fn of(ty: PrimType) -> Option<Float> {
        match ty {
            PrimType::F32 => Some(Float::F32),
            PrimType::F64 => Some(Float::F64),
            _ => None,
        }
    }
}

/// Types whose values are their 8 bytes zero-extended.
fn zero_extended_64(ty: PrimType) -> bool {
    matches!(
        ty,
        PrimType::U64 | PrimType::Ptr | PrimType::Ref | PrimType::A64 | PrimType::F64
    )
}

/// A leaf, resolved when the group is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Leaf {
    /// `ireadfpoff i32 off`.
    FrameI32(u64),
    /// `ireadfpoff i64 off`.
    FrameS64(u64),
    /// `ireadfpoff` of a zero-extended 64-bit type.
    FrameU64(u64),
    /// `ireadfpoff u32 off`.
    FrameU32(u64),
    /// `constval` of a value that fits the word (its slot is the word sign-extended).
    Const(i64),
    /// `addrofgpoff ptr off`, `addroffpoff ptr off`.
    AddrGp(u64),
    AddrFp(u64),
    /// `regread i32 %n`.
    PregI32(u16),
    /// `regread i32 %%retvalN`, `regread` of a zero-extended 64-bit type `%%retvalN`.
    RetvalI32(u8),
    RetvalU64(u8),
    /// Another leaf: the entry index of its instruction.
    Entry(u32),
}

/// A binary operator, resolved as [`Leaf`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Binary {
    Add(Width),
    Sub(Width),
    Mul(Width),
    And(Width),
    Or(Width),
    Xor(Width),
    Shl(Width),
    Lshr(Width),
    Ashr(Width),
    /// An integer relation: the orderings under which it holds
    /// ([`compare::relation_mask`]).
    Relation(Width, u8),
    /// A one-dimensional `array ptr`: element size, bound, whether checked.
    Array(u32, u32, bool),
    /// Float `add`, `sub`, `mul`, `div`, and a relation of floats.
    FloatAdd(Float),
    FloatSub(Float),
    FloatMul(Float),
    FloatDiv(Float),
    FloatRelation(Float, Op),
    Entry(u32),
}

/// A unary operator, resolved as [`Leaf`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Unary {
    /// `ireadoff` of `i32`, `u32`, `u8`, a zero-extended 64-bit type.
    LoadI32(u64),
    LoadU32(u64),
    LoadU8(u64),
    LoadU64(u64),
    Entry(u32),
}

/// A sink (one value consumed) or an indirect store (address and value), resolved as
/// [`Leaf`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sink {
    /// `iassignfpoff` of a 4- or 8-byte type.
    Frame4(u64),
    Frame8(u64),
    /// `brtrue` / `brfalse` to the target.
    BranchIfTrue(u32),
    BranchIfFalse(u32),
    /// `regassign i32 %n`.
    SetPregI32(u16),
    /// `iassignoff` of a 1-, 4- or 8-byte type.
    Store1(u64),
    Store4(u64),
    Store8(u64),
    Entry(u32),
}

/// One fused group: its shape, length, parts (those its shape has; the others unused) and
/// the entry index after it when its last part does not branch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Group {
    pub shape: Shape,
    /// Instructions in the group (what it adds to the instruction count).
    pub len: u8,
    a: Leaf,
    b: Leaf,
    c: Leaf,
    binary: Binary,
    unary: Unary,
    sink: Sink,
    next: u32,
}

/// The fused groups of a program: for each entry, the group that starts there, if any.
#[derive(Clone, Debug, Default)]
pub struct Fusion {
    /// Per entry: an index into `groups`, or [`Fusion::NONE`].
    starts: Vec<u32>,
    groups: Vec<Group>,
}

impl Fusion {
    const NONE: u32 = u32::MAX;

    /// Find every group of `code`: at each entry, the longest shape that starts there.
    pub fn new(code: &Code) -> Fusion {
        let mut fusion = Fusion::default();
        for at in 0..code.entries.len() as u32 {
            match group_at(code, at) {
                Some(g) => {
                    fusion.starts.push(fusion.groups.len() as u32);
                    fusion.groups.push(g);
                }
                None => fusion.starts.push(Fusion::NONE),
            }
        }
        fusion
    }

    /// The group that starts at entry `at`.
    #[inline(always)]
    pub fn at(&self, at: u32) -> Option<&Group> {
        let i = *self.starts.get(at as usize)?;
        self.groups.get(i as usize)
    }

    /// How many groups there are (a group starts at that many entries).
    pub fn len(&self) -> usize {
        self.groups.len()
    }

    /// Whether no group starts anywhere.
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }
}

/// What part of a group an instruction can be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Leaf,
    Binary,
    Unary,
    Sink,
    Store,
}

/// The role `d` can play: leaves push one value and pop none, binaries pop two and push
/// one, unaries pop one and push one, sinks pop one and push none, stores pop two. Anything
/// else (calls, special registers, anything with effects beyond one store) is never part of
/// a group.
fn role(code: &Code, d: &Decoded) -> Option<Role> {
    use Op::*;
    Some(match d.op {
        Ireadfpoff | Ireadgpoff | Constval | Addrofgpoff | Addroffpoff | Regread => Role::Leaf,
        Conststr | Conststr16 | Addroflabel | Addroffunc => Role::Leaf,
        Add | Sub | Mul | Band | Bior | Bxor | Shl | Lshr | Ashr => Role::Binary,
        Eq | Ne | Lt | Le | Gt | Ge => Role::Binary,
        // Integer division faults by zero: only the float one joins groups.
        Div if Float::of(d.ty).is_some() => Role::Binary,
        Array if misc::one_dimension(code, d).is_some() => Role::Binary,
        Ireadoff | Cvt => Role::Unary,
        Iassignfpoff | Iassigngpoff | Brtrue | Brfalse => Role::Sink,
        Regassign if d.param < SPECIAL_REG_BASE => Role::Sink,
        Iassignoff => Role::Store,
        _ => return None,
    })
}

fn leaf_of(d: &Decoded, at: u32) -> Leaf {
    match d.op {
        Op::Ireadfpoff => match d.ty {
            PrimType::I32 => Leaf::FrameI32(d.imm),
            PrimType::I64 => Leaf::FrameS64(d.imm),
            PrimType::U32 => Leaf::FrameU32(d.imm),
            ty if zero_extended_64(ty) => Leaf::FrameU64(d.imm),
            _ => Leaf::Entry(at),
        },
        // The slot `Code::const_value` gives a constant that fits the word.
        Op::Constval if d.aux == u32::MAX => Leaf::Const(d.imm as i64),
        Op::Addrofgpoff if d.canon == U64 => Leaf::AddrGp(d.imm),
        Op::Addroffpoff if d.canon == U64 => Leaf::AddrFp(d.imm),
        Op::Regread if d.ty == PrimType::I32 && d.param < SPECIAL_REG_BASE => {
            Leaf::PregI32(d.param)
        }
        Op::Regread => match SpecialReg::from_param(d.param) {
            Some(SpecialReg::RetVal(n)) if d.ty == PrimType::I32 => Leaf::RetvalI32(n),
            Some(SpecialReg::RetVal(n)) if zero_extended_64(d.ty) => Leaf::RetvalU64(n),
            _ => Leaf::Entry(at),
        },
        _ => Leaf::Entry(at),
    }
}

fn binary_of(code: &Code, d: &Decoded, at: u32) -> Binary {
    if let Op::Eq | Op::Ne | Op::Lt | Op::Le | Op::Gt | Op::Ge = d.op {
        // Operands of a specialised type (the result is 0 or 1 whatever its type).
        return match (Width::of(d.from), Float::of(d.from)) {
            (Some(w), _) => Binary::Relation(w, compare::relation_mask(d.op)),
            (_, Some(f)) => Binary::FloatRelation(f, d.op),
            _ => Binary::Entry(at),
        };
    }
    if let Some(f) = Float::of(d.ty).filter(|_| d.canon == Canon::of(d.ty)) {
        return match d.op {
            Op::Add => Binary::FloatAdd(f),
            Op::Sub => Binary::FloatSub(f),
            Op::Mul => Binary::FloatMul(f),
            Op::Div => Binary::FloatDiv(f),
            _ => Binary::Entry(at),
        };
    }
    let Some(w) = Width::of(d.ty).filter(|_| d.canon == Canon::of(d.ty)) else {
        return Binary::Entry(at);
    };
    match d.op {
        Op::Add => Binary::Add(w),
        Op::Sub => Binary::Sub(w),
        Op::Mul => Binary::Mul(w),
        Op::Band => Binary::And(w),
        Op::Bior => Binary::Or(w),
        Op::Bxor => Binary::Xor(w),
        Op::Shl => Binary::Shl(w),
        Op::Lshr => Binary::Lshr(w),
        Op::Ashr => Binary::Ashr(w),
        Op::Array if w == Width::U64 => match misc::one_dimension(code, d) {
            Some([esize, bound]) => Binary::Array(esize, bound, misc::checked(d)),
            None => Binary::Entry(at),
        },
        _ => Binary::Entry(at),
    }
}

fn unary_of(d: &Decoded, at: u32) -> Unary {
    match (d.op, d.ty) {
        (Op::Ireadoff, PrimType::I32) => Unary::LoadI32(d.imm),
        (Op::Ireadoff, PrimType::U32) => Unary::LoadU32(d.imm),
        (Op::Ireadoff, PrimType::U8) => Unary::LoadU8(d.imm),
        (Op::Ireadoff, ty) if zero_extended_64(ty) => Unary::LoadU64(d.imm),
        _ => Unary::Entry(at),
    }
}

fn sink_of(d: &Decoded, at: u32) -> Sink {
    match (d.op, size_of(d.ty)) {
        (Op::Iassignfpoff, 4) => Sink::Frame4(d.imm),
        (Op::Iassignfpoff, 8) => Sink::Frame8(d.imm),
        (Op::Brtrue, _) => Sink::BranchIfTrue(d.aux),
        (Op::Brfalse, _) => Sink::BranchIfFalse(d.aux),
        (Op::Regassign, _) if d.ty == PrimType::I32 => Sink::SetPregI32(d.param),
        (Op::Iassignoff, 1) => Sink::Store1(d.imm),
        (Op::Iassignoff, 4) => Sink::Store4(d.imm),
        (Op::Iassignoff, 8) => Sink::Store8(d.imm),
        _ => Sink::Entry(at),
    }
}

/// The longest shape that starts at `at` (every part but the last continues to the next
/// instruction: only a sink may branch), and a `goto` after it unless it branches.
fn group_at(code: &Code, at: u32) -> Option<Group> {
    const MOST: usize = 5;
    let mut parts = [0u32; MOST];
    let mut roles = [Role::Sink; MOST];
    let mut n = 0;
    let mut i = at;
    while n < MOST {
        let Some(d) = code.entries.get(i as usize) else {
            break;
        };
        let Some(r) = role(code, d) else {
            break;
        };
        parts[n] = i;
        roles[n] = r;
        n += 1;
        if d.flow() != Some(Flow::Next) {
            break;
        }
        i = d.next;
    }
    let shape = |k: usize| {
        use Role::{Binary as B, Leaf as L, Sink as S, Store as W, Unary as U};
        match roles[..k] {
            [L, L, B, L, W] => Some(Shape::LeafLeafBinaryLeafStore),
            [L, L, B, S] => Some(Shape::LeafLeafBinarySink),
            [L, L, B] => Some(Shape::LeafLeafBinary),
            [L, B, S] => Some(Shape::LeafBinarySink),
            [L, U, S] => Some(Shape::LeafUnarySink),
            [B, L, W] => Some(Shape::BinaryLeafStore),
            [L, B] => Some(Shape::LeafBinary),
            [B, S] => Some(Shape::BinarySink),
            [B, U] => Some(Shape::BinaryUnary),
            [L, U] => Some(Shape::LeafUnary),
            [U, S] => Some(Shape::UnarySink),
            [L, S] => Some(Shape::LeafSink),
            [L, W] => Some(Shape::LeafStore),
            [L, L] => Some(Shape::LeafLeaf),
            [U, B, S] => Some(Shape::UnaryBinarySink),
            [U, B, W] => Some(Shape::UnaryBinaryStore),
            [U, B] => Some(Shape::UnaryBinary),
            [L, U, B, S] => Some(Shape::LeafUnaryBinarySink),
            [L, U, B] => Some(Shape::LeafUnaryBinary),
            [B, W] => Some(Shape::BinaryStore),
            [U, W] => Some(Shape::UnaryStore),
            _ => None,
        }
    };
    let (k, shape) = (2..=n).rev().find_map(|k| Some((k, shape(k)?)))?;
    let last = &code.entries[parts[k - 1] as usize];
    let mut g = Group {
        shape,
        len: k as u8,
        a: Leaf::Entry(0),
        b: Leaf::Entry(0),
        c: Leaf::Entry(0),
        binary: Binary::Entry(0),
        unary: Unary::Entry(0),
        sink: Sink::Entry(0),
        next: last.next,
    };
    if last.flow() == Some(Flow::Next) {
        if let Some(jump) = code.entries.get(last.next as usize) {
            if jump.is(maple_isa::Opcode::Goto) {
                g.len += 1;
                g.next = jump.aux;
            }
        }
    }
    let mut leaves = 0;
    for (&p, &r) in parts[..k].iter().zip(&roles[..k]) {
        let d = &code.entries[p as usize];
        match r {
            Role::Leaf => {
                let l = leaf_of(d, p);
                match leaves {
                    0 => g.a = l,
                    1 => g.b = l,
                    _ => g.c = l,
                }
                leaves += 1;
            }
            Role::Binary => g.binary = binary_of(code, d, p),
            Role::Unary => g.unary = unary_of(d, p),
            Role::Sink | Role::Store => g.sink = sink_of(d, p),
        }
    }
    if g.shape == Shape::LeafLeafBinarySink {
        g.shape = specialised(&g).unwrap_or(g.shape);
    }
    Some(g)
}

/// The specialised shape of an L L B S group, if its parts have one.
fn specialised(g: &Group) -> Option<Shape> {
    let second_frame = match g.b {
        Leaf::Const(_) => false,
        Leaf::FrameI32(_) => true,
        _ => return None,
    };
    let Leaf::FrameI32(_) = g.a else {
        return None;
    };
    let arith = matches!(
        g.binary,
        Binary::Add(Width::I32) | Binary::Sub(Width::I32) | Binary::Mul(Width::I32)
    );
    Some(match (g.binary, g.sink, second_frame) {
        (Binary::Relation(Width::I32, _), Sink::BranchIfTrue(_) | Sink::BranchIfFalse(_), f) => {
            if f {
                Shape::FrameFrameCompareBranch
            } else {
                Shape::FrameConstCompareBranch
            }
        }
        (_, Sink::Frame4(_), true) if arith => Shape::FrameFrameArithStore,
        (_, Sink::Frame4(_), false) if arith => Shape::FrameConstArithStore,
        _ => return None,
    })
}

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
fn fixed_binary(op: Binary, a: u128, b: u128) -> Option<u128> {
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
        Binary::Entry(_) => return None,
    })
}

/// The value any other binary pushes for operands `a`, `b`, by its opcode.
#[inline(never)]
fn binary_entry(code: &Code, d: &Decoded, a: u128, b: u128) -> Option<u128> {
    match d.op {
        Op::Add => arith::add_value(d, a, b).ok(),
        Op::Sub => arith::sub_value(d, a, b).ok(),
        Op::Mul => arith::mul_value(d, a, b).ok(),
        Op::Div => arith::div_value(d, a, b).ok(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::predecode::Op;
    use maple_isa::Opcode;
    use proptest::prelude::*;

    fn decoded(op: Opcode, ty: PrimType, from: PrimType) -> Decoded {
        Decoded {
            op: Op::of(op),
            ty,
            from,
            canon: Canon::of(ty),
            param: 0,
            next: 0,
            aux: 0,
            imm: 0,
        }
    }

    const OPS: [Opcode; 16] = [
        Opcode::Add,
        Opcode::Sub,
        Opcode::Mul,
        Opcode::Div,
        Opcode::Band,
        Opcode::Bior,
        Opcode::Bxor,
        Opcode::Shl,
        Opcode::Lshr,
        Opcode::Ashr,
        Opcode::Eq,
        Opcode::Ne,
        Opcode::Lt,
        Opcode::Le,
        Opcode::Gt,
        Opcode::Ge,
    ];
    const TYPES: [PrimType; 7] = [
        PrimType::I32,
        PrimType::U32,
        PrimType::I64,
        PrimType::U64,
        PrimType::Ptr,
        PrimType::F32,
        PrimType::F64,
    ];

    /// Every specialised binary gives what its opcode's own value function gives, for any
    /// operands (canonical for another type or not at all).
    #[test]
    fn specialised_binaries_compute_as_their_opcodes() {
        let code = Code::new(&crate::builder::Builder::new().build());
        let mut specialised = 0;
        for op in OPS {
            for ty in TYPES {
                // Relations take their operand type in `from` and give an `i32`.
                let d = match op {
                    Opcode::Eq | Opcode::Ne | Opcode::Lt | Opcode::Le | Opcode::Gt | Opcode::Ge => {
                        decoded(op, PrimType::I32, ty)
                    }
                    _ => decoded(op, ty, PrimType::Void),
                };
                let fixed = binary_of(&code, &d, 0);
                if fixed == Binary::Entry(0) {
                    // Bitwise operators of floats, integer division: by their entry.
                    continue;
                }
                specialised += 1;
                proptest!(ProptestConfig::with_cases(300), |(a: u128, b: u128, small in 0u128..70)| {
                    for (x, y) in [(a, b), (a, small), (a as u64 as i64 as i128 as u128, b as u32 as u128)] {
                        prop_assert_eq!(
                            fixed_binary(fixed, x, y),
                            binary_entry(&code, &d, x, y),
                            "{:?} {} ({:#x}, {:#x})", op, ty, x, y
                        );
                    }
                });
            }
        }
        // Every operator on the five integer types but `div`, and the float arithmetic
        // and relations on the two float types.
        assert_eq!(specialised, 15 * 5 + 10 * 2);
    }

    /// An `array` specialised computes as the opcode, in bounds and out.
    #[test]
    fn a_specialised_array_computes_as_the_opcode() {
        for checked in [false, true] {
            let (esize, bound) = (12u32, 7u32);
            let op = Binary::Array(esize, bound, checked);
            let d = Decoded {
                param: 1 | (u16::from(checked) << 8),
                ..decoded(Opcode::Array, PrimType::Ptr, PrimType::Void)
            };
            for (base, index) in [(0x1000u128, 3u128), (0x1000, 7), (0, u128::MAX), (5, 6)] {
                let by_opcode = misc::element_address(&d, [esize, bound], base, index).ok();
                assert_eq!(fixed_binary(op, base, index), by_opcode, "{base} {index}");
            }
        }
    }
}

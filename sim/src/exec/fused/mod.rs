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

mod build;
mod run;
#[cfg(test)]
mod tests;

pub use run::run;

use crate::predecode::{Code, Op};
use crate::value::Canon;
use maple_isa::PrimType;

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
    /// L L L T →, L L L T U →, L L T U →, L L L T L W: a two-dimensional `array` (T, three
    /// operands; with two leaves, the base popped), its element loaded or stored.
    LeafLeafLeafTernary,
    LeafLeafLeafTernaryUnary,
    LeafLeafTernaryUnary,
    LeafLeafLeafTernaryLeafStore,
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
    /// A two-dimensional `array ptr` (three operands: base, row, column): element size,
    /// bounds, whether checked.
    Array2([u32; 3], bool),
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
    d: Leaf,
    binary: Binary,
    unary: Unary,
    sink: Sink,
    next: u32,
}

/// One instruction of a group as an observer that sees instructions one by one would have
/// seen it: an observer told of a whole group ([`crate::exec::Observer::TAKES_GROUPS`])
/// splits the group's data accesses among its parts by `accesses` (a group makes them in
/// part order, as its instructions one by one would).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Part {
    /// Its entry index, and the entry after it (for the group's last part, the group's
    /// `next` is where it went).
    pub at: u32,
    pub next: u32,
    /// What it does to the operand stack's depth.
    pub delta: i8,
    /// How many data accesses it makes (0 or 1), and whether that access is a store (a
    /// group's one store is made last: only its sink or indirect store writes).
    pub accesses: u8,
    pub stores: bool,
}

/// The fused groups of a program: for each entry, the group that starts there, if any.
#[derive(Clone, Debug, Default)]
pub struct Fusion {
    /// Per entry: an index into `groups`, or [`Fusion::NONE`].
    starts: Vec<u32>,
    groups: Vec<Group>,
    /// Group `i`'s parts are `parts[i * MOST_PARTS..][..len]`.
    parts: Vec<Part>,
}

/// The most instructions a group has (six parts and a `goto`).
const MOST_PARTS: usize = 7;

impl Fusion {
    const NONE: u32 = u32::MAX;

    /// Find every group of `code`: at each entry, the longest shape that starts there.
    pub fn new(code: &Code) -> Fusion {
        let mut fusion = Fusion::default();
        for at in 0..code.entries.len() as u32 {
            match build::group_at(code, at) {
                Some((g, parts)) => {
                    fusion.starts.push(fusion.groups.len() as u32);
                    fusion.groups.push(g);
                    fusion.parts.extend_from_slice(&parts);
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

    /// The group that starts at entry `at`, with its parts.
    #[inline(always)]
    pub fn with_parts(&self, at: u32) -> Option<(&Group, &[Part])> {
        let i = *self.starts.get(at as usize)? as usize;
        let g = self.groups.get(i)?;
        let parts = self
            .parts
            .get(i * MOST_PARTS..i * MOST_PARTS + g.len as usize)?;
        Some((g, parts))
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

//! Building groups: which part each instruction can be, and the longest shape from each
//! entry.

use super::{Binary, Float, Group, Leaf, Part, Shape, Sink, Unary, Width, MOST_PARTS, U64};
use crate::exec::{compare, misc};
use crate::predecode::{Code, Decoded, Op};
use crate::value::{size_of, Canon};
use maple_isa::{Family, Flow, Mem, Opcode, Pops, PrimType, SpecialReg, SPECIAL_REG_BASE};

/// Types whose values are their 8 bytes zero-extended.
fn zero_extended_64(ty: PrimType) -> bool {
    matches!(
        ty,
        PrimType::U64 | PrimType::Ptr | PrimType::Ref | PrimType::A64 | PrimType::F64
    )
}

/// What part of a group an instruction can be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Leaf,
    Binary,
    Ternary,
    Unary,
    Sink,
    Store,
}

/// The role `d` can play: leaves push one value and pop none, binaries pop two and push
/// one, unaries pop one and push one, sinks pop one and push none, stores pop two. Anything
/// else (calls, the runtime, anything with effects beyond one store) is never part of a
/// group. The roles follow from the opcode table's facts (stack effect, memory access, flow,
/// family); the engine's own choices are named: `array` of one or two dimensions, the two
/// unaries, `regassign` of a pseudo-register, `iassignoff`.
fn role(code: &Code, d: &Decoded) -> Option<Role> {
    let op = d.op.opcode()?;
    let info = op.info();
    let stack = (info.pops, info.pushes);
    let plain = info.is_executable()
        && info.behaviour.flow == Flow::Next
        && matches!(info.behaviour.mem, Mem::None | Mem::Load);
    // Frame- and global-relative storage: the bases a group has at hand (a PC-relative
    // access needs the instruction's own address, an `%%SP`-relative store the stack).
    let frame_or_global = matches!(op.family(), Family::FrameRelative | Family::GlobalRelative);
    Some(match d.op {
        // Integer division by zero faults: the group then stops and the `div` runs alone.
        _ if op.is_arithmetic() || op.is_bitwise() || op.is_shift() || op.is_compare() => {
            Role::Binary
        }
        Op::Array if misc::one_dimension(code, d).is_some() => Role::Binary,
        Op::Array if d.canon == U64 && misc::two_dimensions(code, d).is_some() => Role::Ternary,
        Op::Ireadoff | Op::Cvt => Role::Unary,
        Op::Regassign if d.param < SPECIAL_REG_BASE => Role::Sink,
        Op::Iassignoff => Role::Store,
        // Frame, global and register reads, constants, addresses, immediates.
        _ if stack == (Pops::Fixed(0), 1) && plain && op.family() != Family::PcRelative => {
            Role::Leaf
        }
        // Frame and global stores, conditional branches.
        _ if stack == (Pops::Fixed(1), 0)
            && (info.behaviour.flow == Flow::Branch
                || (info.behaviour.mem == Mem::Store && frame_or_global)) =>
        {
            Role::Sink
        }
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

pub(super) fn binary_of(code: &Code, d: &Decoded, at: u32) -> Binary {
    if d.op.opcode().is_some_and(Opcode::is_compare) {
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

impl Role {
    /// What a part of this role does to the operand stack's depth.
    fn delta(self) -> i8 {
        match self {
            Role::Leaf => 1,
            Role::Binary | Role::Sink => -1,
            Role::Ternary | Role::Store => -2,
            Role::Unary => 0,
        }
    }
}

/// How many data accesses `d` makes as a part, and whether it stores: one if it loads or
/// stores (a part's roles admit nothing that makes more).
fn accesses(d: &Decoded) -> Option<(u8, bool)> {
    match d.op.opcode()?.info().behaviour.mem {
        Mem::None => Some((0, false)),
        Mem::Load => Some((1, false)),
        Mem::Store => Some((1, true)),
        Mem::LoadStore | Mem::Runtime => None,
    }
}

/// The longest shape that starts at `at` (every part but the last continues to the next
/// instruction: only a sink may branch), and a `goto` after it unless it branches; with
/// its parts (the first `len`).
pub(super) fn group_at(code: &Code, at: u32) -> Option<(Group, [Part; MOST_PARTS])> {
    const MOST: usize = 6;
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
        use Role::{Binary as B, Leaf as L, Sink as S, Store as W, Ternary as T, Unary as U};
        match roles[..k] {
            [L, L, L, T, L, W] => Some(Shape::LeafLeafLeafTernaryLeafStore),
            [L, L, L, T, U] => Some(Shape::LeafLeafLeafTernaryUnary),
            [L, L, L, T] => Some(Shape::LeafLeafLeafTernary),
            [L, L, T, U] => Some(Shape::LeafLeafTernaryUnary),
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
    let mut told = [Part::default(); MOST_PARTS];
    for (i, (&p, &r)) in parts[..k].iter().zip(&roles[..k]).enumerate() {
        let d = &code.entries[p as usize];
        let (accesses, stores) = accesses(d)?;
        told[i] = Part {
            at: p,
            next: d.next,
            delta: r.delta(),
            accesses,
            stores,
        };
    }
    let last = &code.entries[parts[k - 1] as usize];
    let mut g = Group {
        shape,
        len: k as u8,
        a: Leaf::Entry(0),
        b: Leaf::Entry(0),
        c: Leaf::Entry(0),
        d: Leaf::Entry(0),
        binary: Binary::Entry(0),
        unary: Unary::Entry(0),
        sink: Sink::Entry(0),
        next: last.next,
    };
    if last.flow() == Some(Flow::Next) {
        if let Some(jump) = code.entries.get(last.next as usize) {
            if jump.is(maple_isa::Opcode::Goto) {
                told[g.len as usize] = Part {
                    at: last.next,
                    next: jump.aux,
                    delta: 0,
                    accesses: 0,
                    stores: false,
                };
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
                    2 => g.c = l,
                    _ => g.d = l,
                }
                leaves += 1;
            }
            Role::Binary => g.binary = binary_of(code, d, p),
            Role::Ternary => {
                g.binary = match misc::two_dimensions(code, d) {
                    Some(dims) => Binary::Array2(dims, misc::checked(d)),
                    None => return None,
                }
            }
            Role::Unary => g.unary = unary_of(d, p),
            Role::Sink | Role::Store => g.sink = sink_of(d, p),
        }
    }
    if g.shape == Shape::LeafLeafBinarySink {
        g.shape = specialised(&g).unwrap_or(g.shape);
    }
    Some((g, told))
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

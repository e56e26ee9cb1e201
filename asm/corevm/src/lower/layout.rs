//! How coreVM values are held on maple's core: the primitive type of each value, and the byte
//! layout of declared types and arrays (C's: each field at its natural alignment, a declared
//! type or array by value inline, a reference, `string` or `object` one 8-byte pointer).

use crate::ast::ValueType;
use crate::check::env::Env;
use crate::check::ty::{Base, Ty};
use maple_isa::PrimType;

/// The primitive type a value of `t` is held in (locals, parameters, memory).
pub fn prim(t: &Ty) -> PrimType {
    match (&t.base, t.depth) {
        (Base::Value(v), 0) => value_prim(*v),
        _ => PrimType::Ptr,
    }
}

pub fn value_prim(v: ValueType) -> PrimType {
    match v {
        ValueType::Void => PrimType::Void,
        ValueType::Bool => PrimType::U1,
        ValueType::I8 => PrimType::I8,
        ValueType::U8 => PrimType::U8,
        ValueType::I16 => PrimType::I16,
        ValueType::U16 => PrimType::U16,
        ValueType::I32 => PrimType::I32,
        ValueType::U32 => PrimType::U32,
        ValueType::I64 => PrimType::I64,
        ValueType::U64 => PrimType::U64,
        ValueType::Spf => PrimType::F32,
        ValueType::Dpf => PrimType::F64,
        ValueType::String | ValueType::Object => PrimType::Ptr,
    }
}

/// The primitive type a value of `t` is kept in memory as (a `bool` is a byte there).
pub fn memory_prim(t: &Ty) -> PrimType {
    match prim(t) {
        PrimType::U1 => PrimType::U8,
        p => p,
    }
}

/// The type arithmetic of `v` is computed in: C's promotion of the narrow integers (the
/// result is stored back at `v`'s width, which wraps it).
pub fn arith_prim(v: ValueType) -> PrimType {
    match v {
        ValueType::I8 | ValueType::I16 | ValueType::I32 => PrimType::I32,
        ValueType::U8 | ValueType::U16 | ValueType::U32 | ValueType::Bool => PrimType::U32,
        ValueType::I64 => PrimType::I64,
        ValueType::U64 => PrimType::U64,
        ValueType::Spf => PrimType::F32,
        ValueType::Dpf => PrimType::F64,
        _ => PrimType::U64,
    }
}

/// Size and alignment in bytes of a `t` in memory (an aggregate by value inline).
pub fn size_align(env: &Env, t: &Ty) -> (u64, u64) {
    size_align_at(env, t)
}

fn size_align_at(env: &Env, t: &Ty) -> (u64, u64) {
    // No type contains itself by value (the lowering refuses those first), so the recursion
    // ends; it runs on the lowering's big stack.
    if t.depth > 0 {
        return (8, 8);
    }
    match &t.base {
        Base::Value(v) => match value_prim(*v) {
            PrimType::Void => (0, 1),
            PrimType::U1 | PrimType::I8 | PrimType::U8 => (1, 1),
            PrimType::I16 | PrimType::U16 => (2, 2),
            PrimType::I32 | PrimType::U32 | PrimType::F32 => (4, 4),
            _ => (8, 8),
        },
        Base::Array { len, elem } => {
            let (s, a) = size_align_at(env, elem);
            (s.saturating_mul(u64::from(*len)), a)
        }
        Base::Named(n) => {
            if let Some(&known) = env.sizes.borrow().get(n.as_str()) {
                return known;
            }
            let fields = fields_of(env, n);
            let (mut size, mut align) = (0u64, 1u64);
            for f in &fields {
                let (s, a) = size_align_at(env, f);
                size = round_up(size, a).saturating_add(s);
                align = align.max(a);
            }
            let laid = (round_up(size, align), align);
            env.sizes.borrow_mut().insert(n.clone(), laid);
            laid
        }
        Base::Attribute => (8, 8),
    }
}

/// `n` rounded up to a multiple of `a` (saturating: a size past `u64::MAX` stays there, and the
/// lowering refuses it by [`MAX_SIZE`]).
fn round_up(n: u64, a: u64) -> u64 {
    n.div_ceil(a.max(1)).saturating_mul(a.max(1))
}

/// The largest instance the lowering allocates: 4 GiB.
pub const MAX_SIZE: u64 = 1 << 32;

fn fields_of(env: &Env, name: &str) -> Vec<Ty> {
    env.types
        .get(name)
        .map(|t| t.fields.iter().map(|f| Ty::of(&f.ty)).collect())
        .unwrap_or_default()
}

/// The byte offset of field `index` of type `name`.
pub fn field_offset(env: &Env, name: &str, index: usize) -> u64 {
    let mut off = 0u64;
    for (k, f) in fields_of(env, name).iter().enumerate() {
        let (s, a) = size_align(env, f);
        off = round_up(off, a);
        if k == index {
            return off;
        }
        off = off.saturating_add(s);
    }
    off
}

//! µVM types as maple sees them: the primitive type of a scalar (`int<32>` is `i32`, `int<1>`
//! is `u1` as maple's comparisons produce it, references are `ptr`) and a C-like layout
//! (size, alignment, field offsets) for aggregates, which live in memory as aligned bytes
//! whose offsets this module alone computes.

use super::{unsupported, LResult};
use crate::ast::{SigRef, Type, TypeKind};
use crate::check::env::Env;
use maple_isa::PrimType;

/// The maple primitive type of a scalar µVM type; other widths and kinds are a clear error.
pub fn prim(env: &Env, t: &Type) -> LResult<PrimType> {
    use TypeKind as K;
    Ok(match &env.resolve(t).kind {
        K::Int(1) => PrimType::U1,
        K::Int(8) => PrimType::I8,
        K::Int(16) => PrimType::I16,
        K::Int(32) => PrimType::I32,
        K::Int(64) => PrimType::I64,
        // Other widths live in the smallest integer that holds them, sign-extended from
        // their n bits (`lower/func/widths.rs` keeps them so).
        K::Int(2..=7) => PrimType::I8,
        K::Int(9..=15) => PrimType::I16,
        K::Int(17..=31) => PrimType::I32,
        K::Int(33..=63) => PrimType::I64,
        K::Int(65..=128) => PrimType::I128,
        K::Int(n) => {
            return Err(unsupported(
                t.span,
                &format!("the type `int<{n}>` (maple has integers of up to 128 bits)"),
            ))
        }
        K::Float => PrimType::F32,
        K::Double => PrimType::F64,
        // A 64-bit word (`lower/tagref.rs`).
        K::TagRef64 => PrimType::I64,
        // Threads and stacks are addresses too (a thread's id, a stack's start record).
        K::Ref(_) | K::IRef(_) | K::WeakRef(_) | K::Func(_) | K::Thread | K::Stack => PrimType::Ptr,
        K::Void => PrimType::Void,
        _ => {
            return Err(unsupported(
                t.span,
                &format!("a value of type `{}`", env.show(t)),
            ))
        }
    })
}

/// The unsigned twin of an integer type (what UDIV, LSHR, ULT, ZEXT and UITOFP read).
pub fn unsigned(p: PrimType) -> PrimType {
    match p {
        PrimType::I8 => PrimType::U8,
        PrimType::I16 => PrimType::U16,
        PrimType::I32 => PrimType::U32,
        PrimType::I64 => PrimType::U64,
        PrimType::I128 => PrimType::U128,
        other => other,
    }
}

/// Size and alignment in bytes, as a C compiler lays the same data out.
pub fn layout(env: &Env, t: &Type) -> LResult<(u64, u64)> {
    layout_in(env, t, 0)
}

fn layout_in(env: &Env, t: &Type, depth: usize) -> LResult<(u64, u64)> {
    if depth > crate::parser::MAX_DEPTH {
        return Err(unsupported(
            t.span,
            "a type nested this deeply (or containing itself)",
        ));
    }
    use TypeKind as K;
    let r = env.resolve(t);
    Ok(match &r.kind {
        // The holding integer's bytes: `_BitInt(N)`'s layout for N <= 64 (x86-64 psABI);
        // 65..128 bits take maple's i128 (16 bytes, 16-aligned, as `__int128`).
        K::Int(n) if *n <= 128 => {
            let b = u64::from(n.div_ceil(8)).next_power_of_two();
            (b, b)
        }
        K::Float => (4, 4),
        K::Double
        | K::Ref(_)
        | K::IRef(_)
        | K::WeakRef(_)
        | K::Func(_)
        | K::Thread
        | K::Stack
        | K::TagRef64 => (8, 8),
        K::Struct(fields) => {
            let (mut size, mut align) = (0u64, 1u64);
            // Bounded as arrays are: nested structs of big arrays would otherwise overflow.
            let too_big =
                || unsupported(t.span, "a struct larger than maple's 4 GiB address space");
            for f in fields {
                let (s, a) = layout_in(env, f, depth + 1)?;
                size = size
                    .div_ceil(a)
                    .checked_mul(a)
                    .and_then(|start| start.checked_add(s))
                    .filter(|end| *end < 1 << 32)
                    .ok_or_else(too_big)?;
                align = align.max(a);
            }
            (size.div_ceil(align).saturating_mul(align), align)
        }
        K::Array(e, n) | K::Vector(e, n) => {
            let (s, a) = layout_in(env, e, depth + 1)?;
            let size = s.checked_mul(*n).filter(|s| *s < 1 << 32).ok_or_else(|| {
                unsupported(t.span, "an array larger than maple's 4 GiB address space")
            })?;
            match r.kind {
                // A vector is aligned to its size (up to 16 bytes), as GCC's vector types.
                K::Vector(..) => (size, size.max(a).next_power_of_two().min(16).max(a)),
                _ => (size, a),
            }
        }
        _ => {
            return Err(unsupported(
                t.span,
                &format!("memory of type `{}`", env.show(t)),
            ))
        }
    })
}

/// The layout of a `hybrid<F V>`: as C's `struct { F f; V v[]; }`.
pub struct Hybrid {
    /// Where the variable part starts: F's size rounded up to V's alignment.
    pub var_offset: u64,
    /// The size of one element of the variable part.
    pub elem_size: u64,
}

/// The layout of hybrid type `t` (its fixed part may be `void`: no bytes).
pub fn hybrid(env: &Env, t: &Type) -> LResult<Hybrid> {
    let TypeKind::Hybrid(fixed, var) = &env.resolve(t).kind else {
        return Err(unsupported(
            t.span,
            "a hybrid operation on a non-hybrid type",
        ));
    };
    let fixed_size = if env.is_void(fixed) {
        0
    } else {
        layout(env, fixed)?.0
    };
    let (elem_size, elem_align) = layout(env, var)?;
    Ok(Hybrid {
        var_offset: fixed_size.div_ceil(elem_align).saturating_mul(elem_align),
        elem_size,
    })
}

/// The byte offset of field `index` of a struct type.
pub fn field_offset(env: &Env, t: &Type, index: u64) -> LResult<u64> {
    let TypeKind::Struct(fields) = &env.resolve(t).kind else {
        return Err(unsupported(t.span, "a field of a non-struct type"));
    };
    let mut off = 0u64;
    for (i, f) in fields.iter().enumerate() {
        let (s, a) = layout(env, f)?;
        off = off.div_ceil(a).saturating_mul(a);
        if i as u64 == index {
            return Ok(off);
        }
        off = off.saturating_add(s);
    }
    Err(unsupported(t.span, "a field index outside the struct"))
}

/// Whether a type is a scalar maple keeps in one slot.
pub fn is_scalar(env: &Env, t: &Type) -> bool {
    !matches!(
        env.resolve(t).kind,
        TypeKind::Struct(_)
            | TypeKind::Array(..)
            | TypeKind::Hybrid(..)
            | TypeKind::Vector(..)
            | TypeKind::Void
    )
}

/// The signature a `func<...>` type or `SigRef` names.
pub fn sig_of<'e>(env: &'e Env, s: &'e SigRef) -> Option<&'e crate::ast::Sig> {
    env.sig(s)
}

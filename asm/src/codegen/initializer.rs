//! An initializer flattened against the layout it fills: the one walk behind both the bytes of
//! globals and static locals in `.data` ([`super::data`]) and the stores that initialize
//! automatic locals at every entry (`func/init.rs`).
//!
//! The walk decides which initializer shapes fit which layouts and says why one does not; the
//! two consumers only decide how to write a leaf. So a global and a local accept the same
//! initializers and refuse the same ones with the same message ([`bad_initializer`]). A
//! consumer may still refuse a leaf it cannot write: `.data` holds only link-time constants,
//! so an expression there must be a constant or an address, while a local's store takes any
//! expression.

use super::codes;
use crate::ast::{Const, Expr, Init, VarName};
use crate::diag::Diagnostic;
use crate::layout::{FieldLayout, Layout, LayoutKind};
use crate::source::Span;
use maple_isa::PrimType;
use std::rc::Rc;

/// One leaf of a flattened initializer.
#[derive(Debug)]
pub(crate) struct InitPiece<'i> {
    /// Byte offset from the start of the variable.
    pub offset: u64,
    pub value: PieceValue<'i>,
}

/// What a leaf writes at its offset.
#[derive(Debug)]
pub(crate) enum PieceValue<'i> {
    /// The bits of a constant scalar of type `ty` (a vector's or complex value's constant lanes
    /// already packed).
    Const { ty: PrimType, bits: u128 },
    /// Constant `bits` deposited into bits `bit..bit + width` of a storage unit of type `unit`;
    /// the unit's other bits keep what earlier pieces wrote.
    Bitfield {
        unit: PrimType,
        bit: u32,
        width: u32,
        bits: u128,
    },
    /// The leading bytes of a byte array, from a string literal (already cut to the array).
    Bytes(&'i [u8]),
    /// The address of a string literal (pooled in `.rodata`) in a scalar of type `ty`.
    StringAddress { ty: PrimType, text: &'i [u8] },
    /// An expression for a scalar of type `ty`, for the consumer to evaluate or refuse.
    Expr { ty: PrimType, expr: &'i Expr },
}

/// The leaves of `init` for a variable of `layout`, in the order the initializer names them
/// (later pieces overwrite earlier ones where they overlap, as union members do). `Err` says
/// why the initializer does not fit; [`bad_initializer`] turns it into the diagnostic.
pub(crate) fn flatten<'i>(layout: &Layout, init: &'i Init) -> Result<Vec<InitPiece<'i>>, String> {
    let mut pieces = Vec::new();
    walk(0, layout, init, &mut pieces)?;
    Ok(pieces)
}

/// The diagnostic of an initializer that does not fit its variable, the same for a global, a
/// static local and an automatic local.
pub(crate) fn bad_initializer(var: &VarName, span: Span, why: &str) -> Diagnostic {
    Diagnostic::error(
        codes::UNSUPPORTED,
        span,
        format!("initializer of {var}: {why}"),
    )
    .with_label("in this initializer")
}

fn walk<'i>(
    at: u64,
    layout: &Layout,
    init: &'i Init,
    pieces: &mut Vec<InitPiece<'i>>,
) -> Result<(), String> {
    let mut push = |value| pieces.push(InitPiece { offset: at, value });
    match (init, &layout.kind) {
        (Init::Const(c), LayoutKind::Scalar(ty)) => push(PieceValue::Const {
            ty: *ty,
            bits: const_bits(*ty, c)?,
        }),
        // A single value for a one-element array: the element (real files write this; the
        // braces C would want add nothing).
        (Init::Const(_), LayoutKind::Array { elem, .. }) if layout.size == elem.size => {
            walk(at, elem, init, pieces)?
        }
        // `[a, b, ...]` for a complex or vector scalar: the constant's lanes (spec 2.3).
        (Init::List(items), LayoutKind::Scalar(ty)) => {
            let lanes = items
                .iter()
                .map(|i| match i {
                    Init::Const(c) => Ok(c.clone()),
                    _ => Err(format!("a value of type {ty} takes constant lanes")),
                })
                .collect::<Result<Vec<_>, _>>()?;
            push(PieceValue::Const {
                ty: *ty,
                bits: const_bits(*ty, &Const::List(lanes))?,
            })
        }
        (Init::Str(s), LayoutKind::Array { elem, .. }) if elem.size == 1 => {
            let n = s.len().min(layout.size as usize);
            push(PieceValue::Bytes(&s[..n]))
        }
        (Init::Str(s), LayoutKind::Scalar(ty)) if ty.is_address() => {
            push(PieceValue::StringAddress { ty: *ty, text: s })
        }
        (Init::Expr(e), LayoutKind::Scalar(ty)) => push(PieceValue::Expr { ty: *ty, expr: e }),
        (Init::List(items), LayoutKind::Array { elem, dims }) => {
            // Counted in elements, not bytes: an array of `[]` (or of zero elements) holds
            // none, and no initializer may write past the variable.
            let outer = dims.first().copied().unwrap_or(0);
            if items.len() as u64 > outer {
                return Err(format!("{} elements for an array of {outer}", items.len()));
            }
            let sub = row_layout(elem, dims);
            for (i, item) in items.iter().enumerate() {
                walk(at + i as u64 * sub.size, &sub, item, pieces)?;
            }
        }
        (Init::List(items), LayoutKind::Aggregate { fields, .. }) => {
            let direct = direct_fields(fields);
            if items.len() > direct.len() {
                return Err(format!(
                    "{} values for a struct of {} fields",
                    items.len(),
                    direct.len()
                ));
            }
            for (f, item) in direct.iter().zip(items) {
                field(at, f, item, pieces)?;
            }
        }
        // Field numbers count the struct's own (direct) members, nested brackets restarting
        // at 1, as the spec's example shows.
        (Init::Fields(pairs), LayoutKind::Aggregate { fields, .. }) => {
            let direct = direct_fields(fields);
            for (n, item) in pairs {
                let f = n
                    .checked_sub(1)
                    .and_then(|i| direct.get(i as usize))
                    .ok_or_else(|| format!("field number {n} out of range 1..={}", direct.len()))?;
                field(at, f, item, pieces)?;
            }
        }
        (_, kind) => {
            return Err(format!(
                "this initializer does not fit a {}",
                describe(kind)
            ))
        }
    }
    Ok(())
}

/// The layout of one row of an array: the element for one dimension, else the array of the
/// remaining dimensions.
fn row_layout(elem: &Rc<Layout>, dims: &[u64]) -> Rc<Layout> {
    if dims.len() <= 1 {
        return elem.clone();
    }
    let inner = dims[1..].to_vec();
    let count: u64 = inner.iter().product();
    Rc::new(Layout {
        size: elem.size * count,
        align: elem.align,
        kind: LayoutKind::Array {
            elem: elem.clone(),
            dims: inner,
        },
    })
}

/// The members of the aggregate itself, without the flattened fields of nested ones.
fn direct_fields(fields: &[FieldLayout]) -> Vec<&FieldLayout> {
    fields.iter().filter(|f| f.depth == 1).collect()
}

fn field<'i>(
    at: u64,
    f: &FieldLayout,
    item: &'i Init,
    pieces: &mut Vec<InitPiece<'i>>,
) -> Result<(), String> {
    let at = at + f.offset;
    match (f.bits, item) {
        (None, _) => walk(at, &f.layout, item, pieces),
        (Some((bit, width)), Init::Const(c)) => {
            let unit = f.layout.prim();
            let bits = const_bits(unit, c)?;
            pieces.push(InitPiece {
                offset: at,
                value: PieceValue::Bitfield {
                    unit,
                    bit,
                    width,
                    bits,
                },
            });
            Ok(())
        }
        (Some(_), _) => Err("a bitfield takes a constant".into()),
    }
}

fn describe(kind: &LayoutKind) -> String {
    match kind {
        LayoutKind::Scalar(p) => format!("value of type {p}"),
        LayoutKind::Array { .. } => "array".into(),
        LayoutKind::Aggregate { .. } => "struct".into(),
    }
}

/// The bits of a constant as a value of type `p` (little-endian, zero beyond the type).
pub fn const_bits(p: PrimType, c: &Const) -> Result<u128, String> {
    let mask = |bits: u32| {
        if bits >= 128 {
            u128::MAX
        } else {
            (1u128 << bits) - 1
        }
    };
    Ok(match (p, c) {
        (PrimType::F32, Const::F32(v)) => v.to_bits() as u128,
        (PrimType::F32, Const::F64(v)) => (*v as f32).to_bits() as u128,
        (PrimType::F32, Const::Int(v)) => (*v as f32).to_bits() as u128,
        (PrimType::F64, Const::F32(v)) => (*v as f64).to_bits() as u128,
        (PrimType::F64, Const::F64(v)) => v.to_bits() as u128,
        (PrimType::F64, Const::Int(v)) => (*v as f64).to_bits() as u128,
        (PrimType::U1, Const::Int(v)) => (*v != 0) as u128,
        (p, Const::Int(v)) if p.size() > 0 && !p.is_float() => (*v as u128) & mask(p.size() * 8),
        (p, Const::F32(v)) if p.is_integer() => (*v as i128 as u128) & mask(p.size() * 8),
        (p, Const::F64(v)) if p.is_integer() => (*v as i128 as u128) & mask(p.size() * 8),
        (p, Const::List(items)) => {
            let lane = match p {
                PrimType::C64 => PrimType::F32,
                PrimType::C128 => PrimType::F64,
                _ => {
                    p.vector_lanes()
                        .ok_or_else(|| format!("a list constant does not fit type {p}"))?
                        .0
                }
            };
            let lanes = p.size() / lane.size();
            if items.len() as u32 != lanes {
                return Err(format!(
                    "type {p} takes {lanes} values, not {}",
                    items.len()
                ));
            }
            let mut bits = 0u128;
            for (i, item) in items.iter().enumerate() {
                bits |= const_bits(lane, item)? << (i as u32 * lane.size() * 8);
            }
            bits
        }
        (p, _) => return Err(format!("this constant does not fit type {p}")),
    })
}

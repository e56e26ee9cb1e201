//! A constant's literal: the branch of `IRValue.value` it is read into, and what a value is
//! called in messages.

use super::Fault;
use crate::ast::{Literal, ValueType};
use apache_avro::types::Value;

/// The literal of a constant of type `ty`, in the branch maple's parser uses for `ty`.
pub(super) fn literal(ty: ValueType, v: Value) -> Result<Literal, Fault> {
    use ValueType as T;
    let wide = match &v {
        Value::Int(n) => Some(i64::from(*n)),
        Value::Long(n) => Some(*n),
        _ => None,
    };
    let what = kind(&v);
    let lit = match (ty, v) {
        (T::Bool, Value::Boolean(b)) => Some(Literal::Bool(b)),
        (T::Bool, _) => wide
            .filter(|n| *n == 0 || *n == 1)
            .map(|n| Literal::Bool(n == 1)),
        (T::I64, _) => wide.map(Literal::Long),
        (T::U64, Value::Long(n)) => Some(Literal::Long(n)),
        (T::U64, _) => wide.filter(|n| *n >= 0).map(Literal::Long),
        (T::U32, Value::Int(n)) => Some(Literal::Int(n)),
        (t, _) if t.is_integer() => {
            let bits = t.int_bits().unwrap_or(32);
            let (lo, hi) = if t.is_signed() {
                (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
            } else {
                (0, (1i64 << bits) - 1)
            };
            wide.filter(|n| (lo..=hi).contains(n))
                .map(|n| Literal::Int(n as u32 as i32))
        }
        (T::Spf, Value::Float(f)) => Some(Literal::Float(f)),
        (T::Spf, Value::Double(d)) => Some(Literal::Float(d as f32)),
        (T::Dpf, Value::Double(d)) => Some(Literal::Double(d)),
        (T::Dpf, Value::Float(f)) => Some(Literal::Double(f64::from(f))),
        (T::String, Value::String(s)) => Some(Literal::Str(s.into_bytes())),
        _ => None,
    };
    lit.ok_or_else(|| Fault::new(format!("{what} does not fit a `{}` constant", ty.symbol())))
}

/// What a value is, for messages (`a string`, `an int 5`).
pub(super) fn kind(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        Value::Boolean(b) => format!("a boolean {b}"),
        Value::Int(n) => format!("an int {n}"),
        Value::Long(n) => format!("a long {n}"),
        Value::Float(f) => format!("a float {f}"),
        Value::Double(d) => format!("a double {d}"),
        Value::String(_) => "a string".into(),
        Value::Bytes(_) => "bytes".into(),
        Value::Enum(_, s) => format!("the enum symbol `{s}`"),
        Value::Union(_, inner) => kind(inner),
        Value::Array(_) => "an array".into(),
        Value::Map(_) => "a map".into(),
        Value::Record(_) => "a record".into(),
        _ => "a value of another kind".into(),
    }
}

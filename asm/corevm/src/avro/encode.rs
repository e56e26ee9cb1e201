//! [`ast::Module`] → apache-avro's `Value` of an `IRModule` (the manual's schema). Union branch
//! and enum symbol indices are the schema's.

use super::MAX_TYPE_DEPTH;
use crate::ast::*;
use crate::ops::{Op, FUNCTION_OPTIONS};
use apache_avro::types::Value;

type R<T> = Result<T, String>;

fn record(fields: Vec<(&str, Value)>) -> Value {
    Value::Record(
        fields
            .into_iter()
            .map(|(n, v)| (n.to_string(), v))
            .collect(),
    )
}

fn string(s: &str) -> Value {
    Value::String(s.to_string())
}

fn name(n: &Name) -> Value {
    string(&n.name)
}

/// `""` for none.
fn optional(n: &Option<Name>) -> Value {
    string(n.as_ref().map_or("", |n| n.name.as_str()))
}

fn union(branch: u32, v: Value) -> Value {
    Value::Union(branch, Box::new(v))
}

fn enum_value(index: usize, symbol: &str) -> Value {
    Value::Enum(index as u32, symbol.to_string())
}

fn array<T>(items: &[T], f: impl Fn(&T) -> R<Value>) -> R<Value> {
    Ok(Value::Array(items.iter().map(f).collect::<R<_>>()?))
}

pub(super) fn module(m: &Module) -> R<Value> {
    let meta = &m.meta;
    Ok(record(vec![
        (
            "meta",
            record(vec![
                ("name", string(&meta.name)),
                ("format_version", Value::Long(meta.format_version)),
                ("target_version", Value::Long(meta.target_version)),
                ("path", string(&meta.path)),
                ("author", string(&meta.author)),
                ("timestamp", Value::Long(meta.timestamp)),
            ]),
        ),
        ("types", array(&m.types, type_def)?),
        ("closures", array(&m.funcs, closure)?),
        ("intrinsic_decls", array(&m.declares, declare)?),
    ]))
}

fn type_def(t: &TypeDef) -> R<Value> {
    Ok(record(vec![
        (
            "attributes",
            array(&t.attributes, |a| {
                Ok(record(vec![
                    ("name", name(&a.name)),
                    ("value", name(&a.value)),
                ]))
            })?,
        ),
        ("name", name(&t.name)),
        (
            "fields",
            array(&t.fields, |f| {
                Ok(record(vec![
                    ("identifier", name(&f.name)),
                    ("type", type_ref(&f.ty)?),
                ]))
            })?,
        ),
    ]))
}

/// `IRIdentifierType`: the enum `IRIdentifierTypeType`'s symbols are `Identifier`, `Array`,
/// `ValueType`; the value union's branches `string`, `IRArrayType`, `IRValueType`.
fn type_ref(t: &TypeRef) -> R<Value> {
    type_ref_at(t, 0)
}

/// A type `depth` arrays deep (no deeper than a read accepts).
fn type_ref_at(t: &TypeRef, depth: usize) -> R<Value> {
    let (kind, value) = match &t.kind {
        TypeKind::Named(n) => (
            enum_value(0, "IdentifierType_Identifier"),
            union(0, string(n)),
        ),
        TypeKind::Array { len, elem } => {
            let len = i32::try_from(*len).map_err(|_| {
                format!("the array length {len} does not fit the schema's `int` (in `{t}`)")
            })?;
            if depth >= MAX_TYPE_DEPTH {
                return Err(format!(
                    "array types nest deeper than {MAX_TYPE_DEPTH} levels"
                ));
            }
            let array = record(vec![
                ("type", type_ref_at(elem, depth + 1)?),
                ("len", Value::Int(len)),
            ]);
            (enum_value(1, "IdentifierType_Array"), union(1, array))
        }
        TypeKind::Value(v) => (
            enum_value(2, "IdentifierType_ValueType"),
            union(2, value_type(*v)),
        ),
    };
    let ref_type = if t.pointer {
        enum_value(1, "pointer")
    } else {
        enum_value(0, "value")
    };
    Ok(record(vec![
        ("type", kind),
        ("ref_type", ref_type),
        ("value", value),
    ]))
}

fn value_type(v: ValueType) -> Value {
    enum_value(v.index(), v.symbol())
}

fn param(p: &Param) -> R<Value> {
    Ok(record(vec![
        ("identifier", name(&p.name)),
        ("type", type_ref(&p.ty)?),
    ]))
}

/// The collector `*NAME` / `**NAME` of a declaration, as a parameter of type `voidtype`.
fn collector(prefix: &str, n: &Name) -> R<Value> {
    param(&Param {
        ty: TypeRef::value(ValueType::Void, n.span),
        name: Name::new(format!("{prefix}{}", n.name), n.span),
    })
}

fn declare(d: &Declare) -> R<Value> {
    let typed = d.params.params.iter().map(param).collect::<R<Vec<_>>>()?;
    let mut collectors = Vec::new();
    if let Some(args) = &d.params.args {
        collectors.push(collector("*", args)?);
    }
    if let Some(kwargs) = &d.params.kwargs {
        collectors.push(collector("**", kwargs)?);
    }
    // The collectors stand where the text wrote them: first (`getarg(*args, ui32 n)`) or last.
    let params = if d.params.leading {
        collectors.into_iter().chain(typed).collect()
    } else {
        typed.into_iter().chain(collectors).collect()
    };
    Ok(record(vec![
        ("name", name(&d.name)),
        ("rettype", type_ref(&d.ret)?),
        ("parameters", Value::Array(params)),
    ]))
}

fn closure(f: &Func) -> R<Value> {
    let options = f
        .options
        .iter()
        .filter_map(|o| FUNCTION_OPTIONS.iter().find(|(n, _)| *n == o.name))
        .fold(0i64, |acc, (_, bit)| acc | bit);
    Ok(record(vec![
        ("name", name(&f.name)),
        ("parent", optional(&f.parent)),
        ("rettype", type_ref(&f.ret)?),
        ("options", Value::Long(options)),
        ("parameters", array(&f.params.params, param)?),
        ("positional_args", optional(&f.params.args)),
        ("keyword_args", optional(&f.params.kwargs)),
        (
            "blocks",
            array(&f.blocks, |b| {
                Ok(record(vec![
                    ("label", name(&b.label)),
                    ("body", array(&b.insts, inst)?),
                ]))
            })?,
        ),
    ]))
}

fn op(op: Op) -> Value {
    enum_value(op.index(), op.keyword())
}

/// `IRInstruction`: `target`, `type` and `labels` are unions with `null` first.
fn inst(i: &Inst) -> R<Value> {
    let target = match &i.target {
        None => union(0, Value::Null),
        Some(n) => union(1, name(n)),
    };
    let ty = match &i.ty {
        None => union(0, Value::Null),
        Some(t) => union(1, type_ref(t)?),
    };
    let labels = match &i.labels {
        None => union(0, Value::Null),
        Some(ls) => union(1, array(ls, |l| Ok(record(vec![("name", name(l))])))?),
    };
    Ok(record(vec![
        ("target", target),
        ("opcode", op(i.op)),
        ("type", ty),
        ("options", array(&i.options, |o| Ok(name(o)))?),
        ("oprds", array(&i.operands, operand)?),
        ("labels", labels),
    ]))
}

/// `IROperand`: the enum `IROperandType` is `constant`, `ref`; the value union `string`,
/// `IRValue`.
fn operand(o: &Operand) -> R<Value> {
    Ok(match o {
        Operand::Ref(n) => record(vec![
            ("type", enum_value(1, "ref")),
            ("value", union(0, name(n))),
        ]),
        Operand::Const(c) => record(vec![
            ("type", enum_value(0, "constant")),
            (
                "value",
                union(
                    1,
                    record(vec![
                        ("type", value_type(c.ty)),
                        ("value", literal(&c.value)),
                    ]),
                ),
            ),
        ]),
    })
}

/// `IRValue.value`: the union `null`, `boolean`, `int`, `long`, `float`, `double`, `string`.
fn literal(l: &Literal) -> Value {
    match l {
        Literal::Bool(b) => union(1, Value::Boolean(*b)),
        Literal::Int(v) => union(2, Value::Int(*v)),
        Literal::Long(v) => union(3, Value::Long(*v)),
        Literal::Float(v) => union(4, Value::Float(*v)),
        Literal::Double(v) => union(5, Value::Double(*v)),
        Literal::Str(s) => union(6, Value::String(String::from_utf8_lossy(s).into_owned())),
    }
}

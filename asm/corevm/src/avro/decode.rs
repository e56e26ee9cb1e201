//! apache-avro's `Value` of an `IRModule` (the manual's schema) → [`ast::Module`].

use super::literal::{kind, literal};
use super::{At, Fault, MAX_TYPE_DEPTH};
use crate::ast::*;
use crate::ops::{Op, FUNCTION_OPTIONS};
use apache_avro::types::Value;
use maple_asm::source::Span;

type R<T> = Result<T, Fault>;

/// A record's fields, taken out one by one by name.
struct Rec(Vec<(String, Value)>);

impl Rec {
    fn of(v: Value, what: &str) -> R<Rec> {
        match v {
            Value::Record(fields) => Ok(Rec(fields)),
            other => Err(Fault::new(format!(
                "{what} is {}, not a record",
                kind(&other)
            ))),
        }
    }

    fn take(&mut self, name: &str) -> R<Value> {
        match self.0.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => Ok(std::mem::replace(v, Value::Null)),
            None => Err(Fault::new(format!("the record has no field `{name}`"))),
        }
    }

    fn string(&mut self, name: &str) -> R<String> {
        string(self.take(name)?).field(name)
    }

    fn long(&mut self, name: &str) -> R<i64> {
        match self.take(name)? {
            Value::Long(v) => Ok(v),
            Value::Int(v) => Ok(i64::from(v)),
            other => Err(Fault::new(format!("{} where a long belongs", kind(&other)))).field(name),
        }
    }

    fn array(&mut self, name: &str) -> R<Vec<Value>> {
        array(self.take(name)?).field(name)
    }

    fn name(&mut self, field: &str, span: Span) -> R<Name> {
        Ok(Name::new(self.string(field)?, span))
    }
}

fn string(v: Value) -> R<String> {
    match v {
        Value::String(s) => Ok(s),
        other => Err(Fault::new(format!(
            "{} where a string belongs",
            kind(&other)
        ))),
    }
}

fn array(v: Value) -> R<Vec<Value>> {
    match v {
        Value::Array(items) => Ok(items),
        other => Err(Fault::new(format!(
            "{} where an array belongs",
            kind(&other)
        ))),
    }
}

/// The symbol of an enum value.
fn symbol(v: Value, enum_name: &str) -> R<String> {
    match v {
        Value::Enum(_, s) => Ok(s),
        other => Err(Fault::new(format!(
            "{} where an {enum_name} belongs",
            kind(&other)
        ))),
    }
}

/// The value of a union branch (apache-avro keeps the branch index beside it).
fn unwrap_union(v: Value) -> Value {
    match v {
        Value::Union(_, inner) => *inner,
        other => other,
    }
}

/// Each item of `items` through `f`, with its index in the path.
fn each<T>(items: Vec<Value>, mut f: impl FnMut(Value) -> R<T>) -> R<Vec<T>> {
    let mut out = Vec::with_capacity(items.len());
    for (i, v) in items.into_iter().enumerate() {
        out.push(f(v).index(i)?);
    }
    Ok(out)
}

/// A name that the schema stores as a string, `""` for none.
fn optional(s: String, span: Span) -> Option<Name> {
    (!s.is_empty()).then(|| Name::new(s, span))
}

pub(super) fn module(v: Value, span: Span) -> R<Module> {
    let mut m = Rec::of(v, "the module")?;
    let meta = meta(m.take("meta")?).field("meta")?;
    let types = each(m.array("types")?, |v| type_def(v, span)).field("types")?;
    let funcs = each(m.array("closures")?, |v| closure(v, span)).field("closures")?;
    let declares =
        each(m.array("intrinsic_decls")?, |v| declare(v, span)).field("intrinsic_decls")?;
    Ok(Module {
        meta,
        types,
        declares,
        funcs,
    })
}

fn meta(v: Value) -> R<Meta> {
    let mut r = Rec::of(v, "the metadata")?;
    Ok(Meta {
        name: r.string("name")?,
        format_version: r.long("format_version")?,
        target_version: r.long("target_version")?,
        path: r.string("path")?,
        author: r.string("author")?,
        timestamp: r.long("timestamp")?,
    })
}

fn type_def(v: Value, span: Span) -> R<TypeDef> {
    let mut r = Rec::of(v, "a type declaration")?;
    let attributes = each(r.array("attributes")?, |v| {
        let mut a = Rec::of(v, "a type attribute")?;
        Ok(Attribute {
            name: a.name("name", span)?,
            value: a.name("value", span)?,
        })
    })
    .field("attributes")?;
    let name = r.name("name", span)?;
    let fields = each(r.array("fields")?, |v| {
        let mut f = Rec::of(v, "a type field")?;
        let name = f.name("identifier", span)?;
        let ty = type_ref(f.take("type")?, span, 0).field("type")?;
        Ok(Field { ty, name })
    })
    .field("fields")?;
    Ok(TypeDef {
        attributes,
        name,
        fields,
        span,
    })
}

/// An `IRIdentifierType`, `depth` arrays deep.
fn type_ref(v: Value, span: Span, depth: usize) -> R<TypeRef> {
    let mut r = Rec::of(v, "a type")?;
    let which = symbol(r.take("type")?, "IRIdentifierTypeType").field("type")?;
    let pointer = match symbol(r.take("ref_type")?, "IRValueRefType")
        .field("ref_type")?
        .as_str()
    {
        "value" => false,
        "pointer" => true,
        other => return Err(Fault::new(format!("unknown ref_type `{other}`"))).field("ref_type"),
    };
    let value = unwrap_union(r.take("value")?);
    let kind = match (which.as_str(), value) {
        ("IdentifierType_Identifier", Value::String(s)) => TypeKind::Named(s),
        ("IdentifierType_ValueType", Value::Enum(_, s)) => match ValueType::from_symbol(&s) {
            Some(t) => TypeKind::Value(t),
            None => return Err(Fault::new(format!("unknown IRValueType `{s}`"))).field("value"),
        },
        ("IdentifierType_Array", v @ Value::Record(_)) => {
            array_type(v, span, depth).field("value")?
        }
        (
            which @ ("IdentifierType_Identifier"
            | "IdentifierType_ValueType"
            | "IdentifierType_Array"),
            other,
        ) => {
            return Err(Fault::new(format!(
                "a type of kind {which} holds {} (the wrong union branch)",
                kind(&other)
            )))
            .field("value")
        }
        (other, _) => {
            return Err(Fault::new(format!(
                "unknown IRIdentifierTypeType `{other}`"
            )))
            .field("type")
        }
    };
    Ok(TypeRef {
        kind,
        pointer,
        span,
    })
}

/// An `IRArrayType` inside a type `depth` arrays deep.
fn array_type(v: Value, span: Span, depth: usize) -> R<TypeKind> {
    if depth >= MAX_TYPE_DEPTH {
        return Err(Fault::new(format!(
            "array types nest deeper than {MAX_TYPE_DEPTH} levels"
        )));
    }
    let mut a = Rec::of(v, "an array type")?;
    let elem = type_ref(a.take("type")?, span, depth + 1).field("type")?;
    let len = match a.take("len")? {
        Value::Int(n) => u32::try_from(n)
            .map_err(|_| Fault::new(format!("a negative array length {n}")))
            .field("len")?,
        other => {
            return Err(Fault::new(format!("{} where an int belongs", kind(&other)))).field("len")
        }
    };
    Ok(TypeKind::Array {
        len,
        elem: Box::new(elem),
    })
}

fn param(v: Value, span: Span) -> R<Param> {
    let mut r = Rec::of(v, "a parameter")?;
    let name = r.name("identifier", span)?;
    let ty = type_ref(r.take("type")?, span, 0).field("type")?;
    Ok(Param { ty, name })
}

fn closure(v: Value, span: Span) -> R<Func> {
    let mut r = Rec::of(v, "a closure")?;
    let name = r.name("name", span)?;
    let parent = optional(r.string("parent")?, span);
    let ret = type_ref(r.take("rettype")?, span, 0).field("rettype")?;
    let options = function_options(r.long("options")?, span).field("options")?;
    let params = each(r.array("parameters")?, |v| param(v, span)).field("parameters")?;
    let args = optional(r.string("positional_args")?, span);
    let kwargs = optional(r.string("keyword_args")?, span);
    let blocks = each(r.array("blocks")?, |v| {
        let mut b = Rec::of(v, "a basic block")?;
        let label = b.name("label", span)?;
        let insts = each(b.array("body")?, |v| inst(v, span)).field("body")?;
        Ok(Block { label, insts })
    })
    .field("blocks")?;
    Ok(Func {
        ret,
        name,
        params: Params {
            params,
            args,
            kwargs,
            leading: false,
        },
        parent,
        options,
        blocks,
        span,
    })
}

/// The bitmask of `IRClosure.options` as the options' names, in [`FUNCTION_OPTIONS`] order.
fn function_options(mask: i64, span: Span) -> R<Vec<Name>> {
    let known = FUNCTION_OPTIONS.iter().fold(0, |acc, (_, bit)| acc | bit);
    if mask & !known != 0 {
        return Err(Fault::new(format!(
            "options {mask:#x} has bits no function option has (known: {known:#x})"
        )));
    }
    Ok(FUNCTION_OPTIONS
        .iter()
        .filter(|(_, bit)| mask & bit != 0)
        .map(|(name, _)| Name::new(*name, span))
        .collect())
}

fn declare(v: Value, span: Span) -> R<Declare> {
    let mut r = Rec::of(v, "an intrinsic declaration")?;
    let name = r.name("name", span)?;
    let ret = type_ref(r.take("rettype")?, span, 0).field("rettype")?;
    let mut params = Params::default();
    for (i, v) in r.array("parameters")?.into_iter().enumerate() {
        let p = param(v, span).index(i).field("parameters")?;
        let fault = |msg: String| Err(Fault::new(msg)).index(i).field("parameters");
        if let Some(kw) = p.name.name.strip_prefix("**") {
            if params.kwargs.is_some() {
                return fault(format!("a second `**` collector `{}`", p.name.name));
            }
            params.kwargs = Some(Name::new(kw, span));
        } else if let Some(pos) = p.name.name.strip_prefix('*') {
            if params.args.is_some() || params.kwargs.is_some() || params.leading {
                return fault(format!(
                    "the `*` collector `{}` is out of place",
                    p.name.name
                ));
            }
            params.args = Some(Name::new(pos, span));
        } else {
            // Typed parameters after the collectors: the collectors were written first, as
            // in the manual's `getarg(*args, ui32 n)`.
            params.leading = params.collectors() > 0;
            params.params.push(p);
        }
    }
    Ok(Declare {
        ret,
        name,
        params,
        span,
    })
}

fn inst(v: Value, span: Span) -> R<Inst> {
    let mut r = Rec::of(v, "an instruction")?;
    let target = match unwrap_union(r.take("target")?) {
        Value::Null => None,
        other => Some(Name::new(string(other).field("target")?, span)),
    };
    let keyword = symbol(r.take("opcode")?, "IROpcode").field("opcode")?;
    let Some(op) = Op::from_keyword(&keyword) else {
        return Err(Fault::new(format!("unknown opcode `{keyword}`"))).field("opcode");
    };
    let ty = match unwrap_union(r.take("type")?) {
        Value::Null => None,
        other => Some(type_ref(other, span, 0).field("type")?),
    };
    let options =
        each(r.array("options")?, |v| Ok(Name::new(string(v)?, span))).field("options")?;
    let operands = each(r.array("oprds")?, |v| operand(v, span)).field("oprds")?;
    let labels = match unwrap_union(r.take("labels")?) {
        Value::Null => None,
        other => Some(
            each(array(other).field("labels")?, |v| {
                Rec::of(v, "a label")?.name("name", span)
            })
            .field("labels")?,
        ),
    };
    Ok(Inst {
        target,
        op,
        options,
        ty,
        operands,
        labels,
        span,
    })
}

fn operand(v: Value, span: Span) -> R<Operand> {
    let mut r = Rec::of(v, "an operand")?;
    let which = symbol(r.take("type")?, "IROperandType").field("type")?;
    match (which.as_str(), unwrap_union(r.take("value")?)) {
        ("ref", Value::String(s)) => Ok(Operand::Ref(Name::new(s, span))),
        ("constant", v @ Value::Record(_)) => Ok(Operand::Const(constant(v, span).field("value")?)),
        ("ref", _) => Err(Fault::new(
            "a `ref` operand holds a constant (IRValue), not a name",
        ))
        .field("value"),
        ("constant", _) => Err(Fault::new(
            "a `constant` operand holds a string (a name), not an IRValue",
        ))
        .field("value"),
        (other, _) => Err(Fault::new(format!("unknown IROperandType `{other}`"))).field("type"),
    }
}

fn constant(v: Value, span: Span) -> R<Constant> {
    let mut r = Rec::of(v, "a constant")?;
    let sym = symbol(r.take("type")?, "IRValueType").field("type")?;
    let Some(ty) = ValueType::from_symbol(&sym) else {
        return Err(Fault::new(format!("unknown IRValueType `{sym}`"))).field("type");
    };
    let value = literal(ty, unwrap_union(r.take("value")?)).field("value")?;
    Ok(Constant { ty, value, span })
}

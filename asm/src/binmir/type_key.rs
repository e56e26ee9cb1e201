//! A text key for an unnamed type, equal for equal types (spans aside): the writer names an
//! unnamed type it wrote before by its number, as OpenArk does (its types are unique in its
//! type table), so a file maple rewrites reads back in as few bytes as OpenArk's.

use crate::types::{Attr, FuncType, Member, StructType, Type};
use std::fmt::Write;

/// The key of `t`.
pub(crate) fn key(t: &Type) -> String {
    let mut s = String::new();
    put(&mut s, t);
    s
}

fn put(s: &mut String, t: &Type) {
    match t {
        Type::Prim(p) => s.push_str(p.name()),
        Type::Named(n) => {
            let _ = write!(s, "{n}");
        }
        Type::Pointer(p) => {
            s.push_str("*(");
            put(s, p);
            s.push(')');
        }
        Type::Qualified { ty, attrs } => {
            s.push_str("q(");
            put(s, ty);
            put_attrs(s, attrs);
            s.push(')');
        }
        Type::Array { dims, elem, attrs } => {
            s.push_str("a(");
            for d in dims {
                match d {
                    Some(n) => {
                        let _ = write!(s, "[{n}]");
                    }
                    None => s.push_str("[]"),
                }
            }
            put(s, elem);
            put_attrs(s, attrs);
            s.push(')');
        }
        Type::Func(f) => put_func(s, f),
        Type::Struct(st) => put_struct(s, st),
        Type::Param(n) => {
            let _ = write!(s, "!{n}");
        }
        Type::Instance { base, args } => {
            let _ = write!(s, "{base}{{");
            for (n, t) in args {
                let _ = write!(s, "!{n}=");
                put(s, t);
                s.push(',');
            }
            s.push('}');
        }
    }
}

fn put_func(s: &mut String, f: &FuncType) {
    s.push_str("f(");
    for p in &f.params {
        put(s, p);
        s.push(',');
    }
    if f.varargs {
        s.push_str("...");
    }
    s.push_str(")->(");
    for r in &f.rets {
        put(s, r);
        s.push(',');
    }
    put_attrs(s, &f.attrs);
    s.push(')');
}

fn put_struct(s: &mut String, st: &StructType) {
    let _ = write!(
        s,
        "{}{}(",
        st.kind.keyword(),
        if st.incomplete { "?" } else { "" }
    );
    for p in &st.parents {
        put(s, p);
        s.push(',');
    }
    put_attrs(s, &st.attrs);
    s.push('{');
    for m in &st.members {
        match m {
            Member::Field(f) => {
                let _ = write!(
                    s,
                    "{}{}:{:?}",
                    if f.parent { '^' } else { '@' },
                    f.name,
                    f.bits
                );
                put(s, &f.ty);
                put_attrs(s, &f.attrs);
            }
            Member::Method(m) => {
                let _ = write!(s, "&{}", m.name);
                put_func(s, &m.ty);
                put_attrs(s, &m.attrs);
            }
            Member::Info(i) => {
                let _ = write!(s, "@{}={:?}", i.name, i.value);
            }
            Member::Implements(n) => {
                let _ = write!(s, "{n}");
            }
        }
        s.push(';');
    }
    s.push_str("})");
}

fn put_attrs(s: &mut String, attrs: &[Attr]) {
    for a in attrs {
        let _ = write!(s, " {}{:?}{:?}", a.name, a.arg, a.text);
    }
}

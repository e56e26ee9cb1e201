//! The global environment of a bundle: what each `@name` is, and the type questions every
//! later pass asks (resolve a name, compare two types, print one). Definitions are unordered
//! in the text form, so the environment is built before anything is checked.

use crate::ast::*;
use maple_asm::source::Span;
use std::collections::HashMap;

/// What a global name stands for.
#[derive(Clone, Copy, Debug)]
pub enum Global<'b> {
    Type(&'b Type),
    Sig(&'b Sig),
    Const(&'b Type, &'b Value),
    /// `.global @g <T>`: the name is a constant `iref<T>`.
    Data(&'b Type),
    /// A function declared or defined with this signature (the first one written).
    Func(&'b SigRef),
}

impl Global<'_> {
    pub fn what(&self) -> &'static str {
        match self {
            Global::Type(_) => "a type",
            Global::Sig(_) => "a function signature",
            Global::Const(..) => "a constant",
            Global::Data(_) => "global data",
            Global::Func(_) => "a function",
        }
    }
}

/// The global names of a bundle and the function bodies in force (a later `.funcdef` of a
/// name replaces an earlier one: the text form's function versions).
#[derive(Debug, Default)]
pub struct Env<'b> {
    pub globals: HashMap<&'b str, (Global<'b>, Span)>,
    pub bodies: HashMap<&'b str, &'b FuncDef>,
}

/// Resolution gives up after this many steps (a chain of aliases, which are errors anyway).
const MAX_STEPS: usize = 64;

pub fn ty(kind: TypeKind) -> Type {
    Type {
        kind,
        span: Span::default(),
    }
}

impl<'b> Env<'b> {
    /// Follow `@name`s to a constructor; an undefined or non-type name stays as it is.
    pub fn resolve<'t>(&'t self, mut t: &'t Type) -> &'t Type {
        for _ in 0..MAX_STEPS {
            match &t.kind {
                TypeKind::Named(n) => match self.globals.get(n.as_str()) {
                    Some((Global::Type(def), _)) => t = def,
                    _ => return t,
                },
                _ => return t,
            }
        }
        t
    }

    /// The signature a `SigRef` names, if it names one.
    pub fn sig<'t>(&'t self, s: &'t SigRef) -> Option<&'t Sig> {
        match s {
            SigRef::Inline(sig) => Some(sig),
            SigRef::Named(n) => match self.globals.get(n.name.as_str()) {
                Some((Global::Sig(sig), _)) => Some(sig),
                _ => None,
            },
        }
    }

    /// Structural equality through names; recursive types are equal when they unfold alike
    /// (pairs of names already being compared are assumed equal).
    pub fn same(&self, a: &Type, b: &Type) -> bool {
        self.same_in(a, b, &mut Vec::new(), 0)
    }

    fn same_in(
        &self,
        a: &Type,
        b: &Type,
        assumed: &mut Vec<(String, String)>,
        depth: usize,
    ) -> bool {
        if depth > 2 * MAX_STEPS {
            return false;
        }
        if let (TypeKind::Named(x), TypeKind::Named(y)) = (&a.kind, &b.kind) {
            if x == y {
                return true;
            }
            let pair = (x.clone(), y.clone());
            if assumed.contains(&pair) {
                return true;
            }
            assumed.push(pair);
        }
        let (a, b) = (self.resolve(a), self.resolve(b));
        let d = depth + 1;
        use TypeKind as K;
        match (&a.kind, &b.kind) {
            (K::Int(x), K::Int(y)) => x == y,
            (K::Float, K::Float)
            | (K::Double, K::Double)
            | (K::Void, K::Void)
            | (K::Thread, K::Thread)
            | (K::Stack, K::Stack)
            | (K::TagRef64, K::TagRef64) => true,
            (K::Ref(x), K::Ref(y)) | (K::IRef(x), K::IRef(y)) | (K::WeakRef(x), K::WeakRef(y)) => {
                self.same_in(x, y, assumed, d)
            }
            (K::Struct(xs), K::Struct(ys)) => {
                xs.len() == ys.len()
                    && xs
                        .iter()
                        .zip(ys)
                        .all(|(x, y)| self.same_in(x, y, assumed, d))
            }
            (K::Array(x, n), K::Array(y, m)) | (K::Vector(x, n), K::Vector(y, m)) => {
                n == m && self.same_in(x, y, assumed, d)
            }
            (K::Hybrid(f, v), K::Hybrid(g, w)) => {
                self.same_in(f, g, assumed, d) && self.same_in(v, w, assumed, d)
            }
            (K::Func(x), K::Func(y)) => match (self.sig(x), self.sig(y)) {
                (Some(x), Some(y)) => self.same_sig_in(x, y, assumed, d),
                _ => false,
            },
            // Undefined names were reported where they were written.
            (K::Named(x), K::Named(y)) => x == y,
            _ => false,
        }
    }

    pub fn same_sig(&self, x: &Sig, y: &Sig) -> bool {
        self.same_sig_in(x, y, &mut Vec::new(), 0)
    }

    fn same_sig_in(&self, x: &Sig, y: &Sig, assumed: &mut Vec<(String, String)>, d: usize) -> bool {
        x.params.len() == y.params.len()
            && self.same_in(&x.ret, &y.ret, assumed, d)
            && x.params
                .iter()
                .zip(&y.params)
                .all(|(a, b)| self.same_in(a, b, assumed, d))
    }

    /// The bit width of an `int<n>` type.
    pub fn int_bits(&self, t: &Type) -> Option<u32> {
        match self.resolve(t).kind {
            TypeKind::Int(n) => Some(n),
            _ => None,
        }
    }

    pub fn is_fp(&self, t: &Type) -> bool {
        matches!(self.resolve(t).kind, TypeKind::Float | TypeKind::Double)
    }

    pub fn is_void(&self, t: &Type) -> bool {
        matches!(self.resolve(t).kind, TypeKind::Void)
    }

    /// The types `NULL` belongs to (references and opaque handles).
    pub fn is_nullable(&self, t: &Type) -> bool {
        use TypeKind as K;
        matches!(
            self.resolve(t).kind,
            K::Ref(_) | K::IRef(_) | K::WeakRef(_) | K::Func(_) | K::Thread | K::Stack
        )
    }

    /// Types `EQ`/`NE` compare besides integers.
    pub fn is_eq_comparable(&self, t: &Type) -> bool {
        use TypeKind as K;
        matches!(
            self.resolve(t).kind,
            K::Int(_) | K::Ref(_) | K::IRef(_) | K::Func(_) | K::Stack | K::Thread | K::TagRef64
        )
    }

    /// The type as the text form writes it, for messages.
    pub fn show(&self, t: &Type) -> String {
        show(t, 0)
    }

    pub fn show_sig(&self, s: &Sig) -> String {
        show_sig(s, 0)
    }
}

fn show(t: &Type, depth: usize) -> String {
    if depth > 8 {
        return "...".into();
    }
    let d = depth + 1;
    use TypeKind as K;
    match &t.kind {
        K::Int(n) => format!("int<{n}>"),
        K::Float => "float".into(),
        K::Double => "double".into(),
        K::Void => "void".into(),
        K::Thread => "thread".into(),
        K::Stack => "stack".into(),
        K::TagRef64 => "tagref64".into(),
        K::Ref(x) => format!("ref<{}>", show(x, d)),
        K::IRef(x) => format!("iref<{}>", show(x, d)),
        K::WeakRef(x) => format!("weakref<{}>", show(x, d)),
        K::Struct(fs) => format!(
            "struct<{}>",
            fs.iter().map(|f| show(f, d)).collect::<Vec<_>>().join(" ")
        ),
        K::Array(x, n) => format!("array<{} {n}>", show(x, d)),
        K::Vector(x, n) => format!("vector<{} {n}>", show(x, d)),
        K::Hybrid(f, v) => format!("hybrid<{} {}>", show(f, d), show(v, d)),
        K::Func(s) => match &**s {
            SigRef::Named(n) => format!("func<@{}>", n.name),
            SigRef::Inline(sig) => format!("func<{}>", show_sig(sig, d)),
        },
        K::Named(n) => format!("@{n}"),
    }
}

fn show_sig(s: &Sig, depth: usize) -> String {
    format!(
        "{} ({})",
        show(&s.ret, depth + 1),
        s.params
            .iter()
            .map(|p| show(p, depth + 1))
            .collect::<Vec<_>>()
            .join(" ")
    )
}

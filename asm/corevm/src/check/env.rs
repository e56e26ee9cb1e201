//! What the module defines, for the checks of its functions and for the lowering: the type
//! definitions and the signature of every callee (defined, declared, intrinsic).

use super::ty::Ty;
use crate::ast::*;
use std::collections::HashMap;

/// The intrinsics of the manual, by the name a `declare` gives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intrinsic {
    Memcpy,
    Memmove,
    Memset,
    ArgsLen,
    GetArg,
    KwargsLen,
    GetKwarg,
    GetType,
    HasMember,
    SetBreakpoint,
}

/// Every intrinsic with its name.
pub const INTRINSICS: &[(&str, Intrinsic)] = &[
    ("corevm.foundation.memcpy", Intrinsic::Memcpy),
    ("corevm.foundation.memmove", Intrinsic::Memmove),
    ("corevm.foundation.memset", Intrinsic::Memset),
    ("corevm.foundation.argslen", Intrinsic::ArgsLen),
    ("corevm.foundation.getarg", Intrinsic::GetArg),
    ("corevm.foundation.kwargslen", Intrinsic::KwargsLen),
    ("corevm.foundation.getkwarg", Intrinsic::GetKwarg),
    ("corevm.reflection.gettype", Intrinsic::GetType),
    ("corevm.reflection.hasmember", Intrinsic::HasMember),
    ("corevm.dbg.setbreakpoint", Intrinsic::SetBreakpoint),
];

pub fn intrinsic(name: &str) -> Option<Intrinsic> {
    INTRINSICS.iter().find(|(n, _)| *n == name).map(|&(_, i)| i)
}

/// What a call reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CalleeKind {
    /// A `def` of the module.
    Defined,
    /// A `declare`d function the module does not define: a runtime function of the C library.
    Runtime,
    Intrinsic(Intrinsic),
}

#[derive(Clone, Debug)]
pub struct Sig {
    pub ret: Ty,
    pub params: Vec<Ty>,
    /// `*args` or `**kwargs` after the parameters: more arguments than parameters are
    /// accepted.
    pub variadic: bool,
    /// Collectors written before the parameters (an intrinsic's `getarg(*args, ui32 n)`): the
    /// call's first operands are the collectors it passes on.
    pub leading: usize,
    pub kind: CalleeKind,
}

/// The module's definitions by name.
#[derive(Debug, Default)]
pub struct Env<'m> {
    pub types: HashMap<&'m str, &'m TypeDef>,
    pub sigs: HashMap<&'m str, Sig>,
    /// The size and alignment of each declared type once the lowering has laid it out
    /// (`lower::layout`): types that hold others twice over would otherwise be laid out
    /// exponentially often.
    pub sizes: std::cell::RefCell<HashMap<String, (u64, u64)>>,
}

impl<'m> Env<'m> {
    pub fn new(m: &'m Module) -> Env<'m> {
        let mut env = Env::default();
        for t in &m.types {
            env.types.entry(t.name.name.as_str()).or_insert(t);
        }
        let sig = |ret: &TypeRef, p: &Params, kind| Sig {
            ret: Ty::of(ret),
            params: p.params.iter().map(|x| Ty::of(&x.ty)).collect(),
            variadic: p.collectors() > 0 && !p.leading,
            leading: if p.leading { p.collectors() } else { 0 },
            kind,
        };
        for d in &m.declares {
            let kind = intrinsic(&d.name.name).map_or(CalleeKind::Runtime, CalleeKind::Intrinsic);
            env.sigs
                .entry(d.name.name.as_str())
                .or_insert_with(|| sig(&d.ret, &d.params, kind));
        }
        // A definition wins over a declaration of the same name.
        for f in &m.funcs {
            env.sigs.insert(
                f.name.name.as_str(),
                sig(&f.ret, &f.params, CalleeKind::Defined),
            );
        }
        env
    }

    /// The field `name` of type `ty`: its index and type.
    pub fn field(&self, ty: &str, name: &[u8]) -> Option<(usize, Ty)> {
        let t = self.types.get(ty)?;
        t.fields
            .iter()
            .position(|f| f.name.name.as_bytes() == name)
            .map(|k| (k, Ty::of(&t.fields[k].ty)))
    }

    /// Whether every type `t` names is defined.
    pub fn known(&self, t: &TypeRef) -> bool {
        match &t.kind {
            TypeKind::Value(_) => true,
            TypeKind::Named(n) => self.types.contains_key(n.as_str()),
            TypeKind::Array { elem, .. } => self.known(elem),
        }
    }
}

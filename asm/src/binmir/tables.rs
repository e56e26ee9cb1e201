//! What reading a file has found so far: the type numbers later records name back into,
//! the module header, symbols and functions, and how they become items.

use crate::ast::{
    Directive, DirectiveValue, Func, Init, Item, JavaDecl, Param, ParamName, VarDecl, VarName,
};
use crate::source::Span;
use crate::types::{Attr, FuncType, InfoPair, Type, TypeName};
use maple_isa::PrimType;

/// What an array type's record was, so nested array records read back as the one
/// `<[] [4] T>` they were written from (see `write_types.rs`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Shape {
    /// Anything but an unnamed array without attributes.
    Other,
    /// `kBinKindTypeFArray` / `kBinKindTypeJarray`: `[]`.
    Flex,
    /// `kBinKindTypeArray`: `[N]...`.
    Fixed,
}

/// A type as one record gives it.
#[derive(Clone, Debug)]
pub(crate) enum Ty {
    /// Type number 0: none (no parent class, no return type).
    None,
    Type(Type, Shape),
    /// A bit field's type, which only a field may have: `@x:3 i32`.
    BitField(PrimType, u32),
}

/// What a type number stands for.
#[derive(Clone, Debug)]
pub(crate) enum Slot {
    /// An unnamed type whose record is still being read: a back reference to it would make a
    /// type that contains itself, which maple can only write through a name.
    Pending,
    Ready {
        ty: Ty,
        /// Nodes a copy adds to the AST, charged to the reader's budget.
        nodes: usize,
        /// How deep it nests.
        depth: usize,
    },
}

/// A pointer or array record whose element is being read, with what it will be made of.
#[derive(Clone, Debug)]
pub(crate) enum Link {
    Pointer(Vec<Attr>),
    Flex,
    /// The dimensions, and whether attributes follow the element (2021).
    Fixed(Vec<Option<u64>>, bool),
}

/// An entry of the chain of pointer and array records being read.
#[derive(Clone, Debug)]
pub(crate) enum Open {
    Record {
        slot: usize,
        name: Option<TypeName>,
        link: Link,
    },
    /// A function type, a generic type or an aggregate's members: types read inside start a
    /// chain of their own.
    Barrier,
}

/// The module header of a `.bpl`.
#[derive(Default, Debug)]
pub(crate) struct Header {
    pub flavor: i64,
    pub srclang: i64,
    pub id: i64,
    pub numfuncs: i64,
    pub entry: String,
    pub fileinfo: Vec<InfoPair>,
    pub srcfileinfo: Vec<(i128, Vec<u8>)>,
    pub imports: Vec<String>,
}

/// A global symbol.
#[derive(Debug)]
pub(crate) struct Symbol {
    pub name: String,
    pub kind: i64,
    /// Storage class words (`extern`, `fstatic`, ...); none for `kScGlobal`.
    pub storage: Vec<Attr>,
    pub attrs: Vec<Attr>,
    pub temp: bool,
    pub init: Option<Init>,
    /// Its function (`funcs`), for a function symbol.
    pub func: Option<usize>,
    pub ty: Option<Type>,
}

/// A function record: the prototype of a function symbol.
#[derive(Debug)]
pub(crate) struct Function {
    pub sym: Option<usize>,
    pub ty: Option<FuncType>,
    pub attrs: Vec<Attr>,
    /// Formal parameters: name (empty when unnamed), type, attributes.
    pub formals: Vec<(String, Type, Vec<Attr>)>,
}

/// Header, symbols and functions.
#[derive(Default, Debug)]
pub(crate) struct Symbols {
    pub header: Header,
    /// `symTab`: every symbol in the order first written (index 0 unused).
    pub table: Vec<Option<Symbol>>,
    /// `funcTab` (index 0 unused).
    pub funcs: Vec<Option<Function>>,
    /// The symbols of the symbol field, in its order, each once.
    pub listed: Vec<usize>,
    pub is_listed: std::collections::HashSet<usize>,
    /// Every symbol's name (a name is one symbol).
    pub names: std::collections::HashSet<String>,
}

impl Symbols {
    /// `flavor`, `srclang`, `id`, `numfuncs` (those not 0), imports, `entryfunc`, `fileinfo`,
    /// `srcfileinfo`: the items of the header, in the order OpenArk prints them.
    pub fn header_items(&self, span: Span) -> Vec<Item> {
        let h = &self.header;
        let mut items = Vec::new();
        for (name, value) in [
            ("flavor", h.flavor),
            ("srclang", h.srclang),
            ("id", h.id),
            ("numfuncs", h.numfuncs),
        ] {
            if value != 0 {
                items.push(directive(
                    name,
                    DirectiveValue::Int(i128::from(value)),
                    span,
                ));
            }
        }
        items.extend(h.imports.iter().map(|p| Item::Import {
            path: p.clone(),
            span,
        }));
        if !h.entry.is_empty() {
            items.push(directive(
                "entryfunc",
                DirectiveValue::Func(h.entry.clone()),
                span,
            ));
        }
        if !h.fileinfo.is_empty() {
            items.push(Item::FileInfo(h.fileinfo.clone()));
        }
        if !h.srcfileinfo.is_empty() {
            items.push(Item::SrcFileInfo(h.srcfileinfo.clone()));
        }
        items
    }

    /// The listed symbols as variables, prototypes and Java class entries.
    pub fn symbol_items(&self, span: Span) -> Vec<Item> {
        self.listed
            .iter()
            .filter_map(|&i| self.table.get(i)?.as_ref())
            .filter_map(|s| self.item(s, span))
            .collect()
    }

    fn item(&self, s: &Symbol, span: Span) -> Option<Item> {
        use super::tags::sym_kind;
        match s.kind {
            sym_kind::FUNC => Some(Item::Func(self.prototype(s, span))),
            sym_kind::JAVA_CLASS | sym_kind::JAVA_INTERFACE => Some(Item::Java(JavaDecl {
                interface: s.kind == sym_kind::JAVA_INTERFACE,
                name: s.name.clone(),
                ty: s.ty.clone()?,
                attrs: s.attrs.clone(),
                span,
            })),
            _ => Some(Item::Var(VarDecl {
                name: VarName {
                    global: true,
                    name: s.name.clone(),
                },
                temp: s.temp,
                storage: s.storage.clone(),
                ty: s.ty.clone()?,
                attrs: s.attrs.clone(),
                init: s.init.clone(),
                span,
            })),
        }
    }

    /// A function symbol's prototype: its function record's formals and attributes, the
    /// function type's varargs and return type.
    fn prototype(&self, s: &Symbol, span: Span) -> Func {
        let f = s.func.and_then(|i| self.funcs.get(i)?.as_ref());
        let ft = f.and_then(|f| f.ty.clone()).or_else(|| match &s.ty {
            Some(Type::Func(ft)) => Some((**ft).clone()),
            _ => None,
        });
        let ft = ft.unwrap_or(FuncType {
            params: Vec::new(),
            varargs: false,
            rets: Vec::new(),
            attrs: Vec::new(),
        });
        let params = match f {
            Some(f) if f.formals.len() == ft.params.len() => f
                .formals
                .iter()
                .map(|(name, ty, attrs)| Param {
                    name: if name.is_empty() {
                        ParamName::None
                    } else {
                        ParamName::Var(name.clone())
                    },
                    ty: ty.clone(),
                    attrs: attrs.clone(),
                    span,
                })
                .collect(),
            _ => ft
                .params
                .iter()
                .map(|ty| Param {
                    name: ParamName::None,
                    ty: ty.clone(),
                    attrs: Vec::new(),
                    span,
                })
                .collect(),
        };
        Func {
            name: s.name.clone(),
            attrs: f.map(|f| f.attrs.clone()).unwrap_or_default(),
            params,
            varargs: ft.varargs,
            rets: ft.rets,
            body: None,
            span,
        }
    }
}

fn directive(name: &str, value: DirectiveValue, span: Span) -> Item {
    Item::Directive(Directive {
        name: name.to_string(),
        value,
        span,
    })
}

/// The nodes and depth of a type, walked without recursion (a type read from a file may nest
/// as deep as the reader allows).
pub(crate) fn measure(t: &Type) -> (usize, usize) {
    let mut nodes = 0;
    let mut deepest = 0;
    let mut stack = vec![(t, 1usize)];
    while let Some((t, d)) = stack.pop() {
        nodes += 1;
        deepest = deepest.max(d);
        for child in children(t) {
            stack.push((child, d + 1));
        }
    }
    (nodes, deepest)
}

/// The types directly inside `t`.
pub(crate) fn children(t: &Type) -> Vec<&Type> {
    use crate::types::Member;
    match t {
        Type::Prim(_) | Type::Named(_) | Type::Param(_) => Vec::new(),
        Type::Pointer(p) => vec![p],
        Type::Qualified { ty, .. } => vec![ty],
        Type::Array { elem, .. } => vec![elem],
        Type::Func(f) => f.params.iter().chain(&f.rets).collect(),
        Type::Instance { args, .. } => args.iter().map(|(_, t)| t).collect(),
        Type::Struct(s) => {
            let mut v: Vec<&Type> = s.parents.iter().collect();
            for m in &s.members {
                match m {
                    Member::Field(f) => v.push(&f.ty),
                    Member::Method(m) => v.extend(m.ty.params.iter().chain(&m.ty.rets)),
                    Member::Info(_) | Member::Implements(_) => {}
                }
            }
            v
        }
    }
}

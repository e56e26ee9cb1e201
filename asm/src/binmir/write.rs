//! Writing a file: the fields and their framing, and the tables of what was written already
//! (strings, types, symbols, functions are written once, then named by number). Types are
//! written in `write_types.rs`, symbols and constants in `write_syms.rs`, both adding methods
//! to [`Writer`].

use super::as_literal_import;
use super::bytes::Sink;
use super::tags::tag;
use super::versions::{Version, BPL_MAGIC, MPLT_MAGIC, V2021};
use crate::ast::{DirectiveValue, Func, Item, TypeDecl, VarDecl};
use crate::types::{InfoPair, InfoValue, Member, StructKind, Type};
use std::collections::{HashMap, HashSet};

/// What the format cannot hold, named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteError {
    pub message: String,
}

impl WriteError {
    pub(crate) fn new(message: impl Into<String>) -> WriteError {
        WriteError {
            message: message.into(),
        }
    }
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for WriteError {}

/// The state of writing one file.
pub(crate) struct Writer<'m> {
    pub s: Sink,
    pub v: &'static Version,
    strs: HashMap<String, i64>,
    ustrs: HashMap<Vec<u8>, i64>,
    /// The number of each named type written (its definition, or a reference record).
    pub type_names: HashMap<String, i64>,
    /// The number of each unnamed type written, by [`super::type_key::key`].
    pub unnamed: HashMap<String, i64>,
    pub next_type: i64,
    /// The module's type definitions, by name.
    pub decls: HashMap<&'m str, &'m Type>,
    /// The definitions written.
    pub defined: HashSet<String>,
    /// A Java module: `[]` is a Java array, pointers to objects are `ref`, and a type named
    /// but not defined is a class defined elsewhere.
    pub java: bool,
    /// Types named but not defined that a class extends (`kTypeClassIncomplete`) or implements
    /// (`kTypeInterfaceIncomplete`).
    pub roles: HashMap<String, i64>,
    pub syms: HashMap<String, i64>,
    pub funcs: HashMap<String, i64>,
    /// The module's functions and variables, by name (an initializer may name one before its
    /// own entry).
    pub module_funcs: HashMap<&'m str, &'m Func>,
    pub module_vars: HashMap<&'m str, &'m VarDecl>,
}

impl<'m> Writer<'m> {
    fn new(v: &'static Version, decls: &[&'m TypeDecl], java: bool) -> Writer<'m> {
        let mut w = Writer {
            s: Sink::default(),
            v,
            strs: HashMap::new(),
            ustrs: HashMap::new(),
            type_names: HashMap::new(),
            unnamed: HashMap::new(),
            next_type: i64::try_from(v.prim_slots).unwrap_or(0),
            decls: decls
                .iter()
                .map(|d| (d.name.name.as_str(), &d.ty))
                .collect(),
            defined: HashSet::new(),
            java,
            roles: HashMap::new(),
            syms: HashMap::new(),
            funcs: HashMap::new(),
            module_funcs: HashMap::new(),
            module_vars: HashMap::new(),
        };
        w.roles = roles(decls);
        w
    }

    /// `WriteAsciiStr`.
    pub fn ascii(&mut self, s: &[u8]) -> Result<(), WriteError> {
        if self.v.counted_strings {
            self.s.counted_str(s);
        } else if s.contains(&0) {
            return Err(WriteError::new(format!(
                "the name {} holds a NUL byte, which ends a string in the {} version",
                crate::printer::quote(s),
                self.v.name
            )));
        } else {
            self.s.nul_str(s);
        }
        Ok(())
    }

    /// `OutputStr`: a string's number if written before, else the string.
    pub fn str(&mut self, s: &str) -> Result<(), WriteError> {
        if s.is_empty() {
            self.s.num(0);
            return Ok(());
        }
        if let Some(&n) = self.strs.get(s) {
            self.s.num(-n);
            return Ok(());
        }
        let n = self.strs.len() as i64 + 1;
        self.strs.insert(s.to_string(), n);
        self.s.num(tag::STRING);
        self.ascii(s.as_bytes())
    }

    /// `OutputUsrStr`: as [`Writer::str`], in the table of user strings.
    pub fn usr_str(&mut self, s: &[u8]) -> Result<(), WriteError> {
        if s.is_empty() {
            self.s.num(0);
            return Ok(());
        }
        if let Some(&n) = self.ustrs.get(s) {
            self.s.num(-n);
            return Ok(());
        }
        let n = self.ustrs.len() as i64 + 1;
        self.ustrs.insert(s.to_vec(), n);
        self.s.num(tag::STRING);
        self.ascii(s)
    }

    /// The content field: each field's tag and a placeholder for where it starts.
    fn content(&mut self, fields: &[i64]) -> Vec<usize> {
        self.s.num(tag::CONTENT_START);
        let size_at = self.s.pos();
        self.s.int(0);
        self.s.int(fields.len() as i32);
        let mut slots = Vec::new();
        for &f in fields {
            self.s.num(f);
            slots.push(self.s.pos());
            self.s.int(0);
        }
        self.s.fixup(size_at, self.s.pos() - size_at);
        self.s.num(!tag::CONTENT_START);
        slots
    }

    /// A field's start: where it begins into the content field, its tag, a size
    /// placeholder; the size's place.
    fn begin(&mut self, slot: usize, start: i64) -> usize {
        let here = self.s.pos();
        self.s.fixup(slot, here);
        self.s.num(start);
        let size_at = self.s.pos();
        self.s.int(0);
        size_at
    }

    fn end(&mut self, size_at: usize, start: i64) {
        self.s.fixup(size_at, self.s.pos() - size_at);
        self.s.num(!start);
    }

    /// A field of counted entries, `each` writing one.
    fn counted<T>(
        &mut self,
        slot: usize,
        start: i64,
        entries: &[T],
        mut each: impl FnMut(&mut Self, &T) -> Result<(), WriteError>,
    ) -> Result<(), WriteError> {
        let size_at = self.begin(slot, start);
        self.s.int(i32::try_from(entries.len()).unwrap_or(i32::MAX));
        for e in entries {
            each(self, e)?;
        }
        self.end(size_at, start);
        Ok(())
    }
}

/// What the items of a module are, sorted by the field they go to.
#[derive(Default)]
struct Parts<'m> {
    literals: Vec<&'m str>,
    decls: Vec<&'m TypeDecl>,
    header: Vec<&'m Item>,
    symbols: Vec<&'m Item>,
}

fn parts(items: &[Item]) -> Result<Parts<'_>, WriteError> {
    let mut p = Parts::default();
    for item in items {
        if let Some(name) = as_literal_import(item) {
            p.literals.push(name);
            continue;
        }
        match item {
            Item::Type(t) if t.name.global => p.decls.push(t),
            Item::Type(t) => {
                return Err(WriteError::new(format!("the local type name `{}`", t.name)))
            }
            Item::Var(_) | Item::Func(_) | Item::Java(_) => p.symbols.push(item),
            Item::Directive(_) | Item::Import { .. } | Item::FileInfo(_) | Item::SrcFileInfo(_) => {
                p.header.push(item)
            }
        }
    }
    Ok(p)
}

/// Whether a module is Java's: it has classes or interfaces.
fn is_java(items: &[Item], decls: &[&TypeDecl]) -> bool {
    items.iter().any(|i| matches!(i, Item::Java(_)))
        || decls.iter().any(|d| {
            matches!(&d.ty, Type::Struct(s) if matches!(s.kind, StructKind::Class | StructKind::Interface))
        })
}

/// The role of every type a class extends or implements (or an interface extends): the kind
/// of the reference record written for it when the module does not define it.
fn roles(decls: &[&TypeDecl]) -> HashMap<String, i64> {
    use super::tags::kind;
    let mut roles = HashMap::new();
    for d in decls {
        let Type::Struct(s) = &d.ty else { continue };
        let parent_kind = match s.kind {
            StructKind::Class => kind::CLASS_INCOMPLETE,
            StructKind::Interface => kind::INTERFACE_INCOMPLETE,
            _ => continue,
        };
        for p in &s.parents {
            if let Type::Named(n) = p {
                roles.entry(n.name.clone()).or_insert(parent_kind);
            }
        }
        for m in &s.members {
            if let Member::Implements(n) = m {
                roles
                    .entry(n.name.clone())
                    .or_insert(kind::INTERFACE_INCOMPLETE);
            }
        }
    }
    roles
}

/// An `.mplt` in version `v`: the string literal names and the types. Anything else in
/// `items` is an error (an `.mplt` has no place for it).
pub(crate) fn write_mplt(items: &[Item], v: &'static Version) -> Result<Vec<u8>, WriteError> {
    let p = parts(items)?;
    if let Some(item) = p.header.first().or(p.symbols.first()) {
        return Err(WriteError::new(format!(
            "an .mplt holds types and string literal names only, not {}",
            describe(item)
        )));
    }
    let mut w = Writer::new(v, &p.decls, is_java(items, &p.decls));
    w.s.int(MPLT_MAGIC);
    let slots = w.content(&[tag::STR_START, tag::TYPE_START, tag::CG_START]);
    w.counted(slots[0], tag::STR_START, &p.literals, |w, n| w.str(n))?;
    w.counted(slots[1], tag::TYPE_START, &p.decls, |w, d| w.decl(d))?;
    w.counted(slots[2], tag::CG_START, &[] as &[()], |_, _| Ok(()))?;
    w.s.num(tag::FINISH);
    Ok(w.s.bytes)
}

/// A `.bpl` (2021): header, string literal names, types, and the global symbols (function
/// bodies are left out: a function is written as its prototype).
pub(crate) fn write_module(items: &[Item]) -> Result<Vec<u8>, WriteError> {
    let p = parts(items)?;
    let mut w = Writer::new(&V2021, &p.decls, is_java(items, &p.decls));
    for item in &p.symbols {
        match item {
            Item::Func(f) => {
                w.module_funcs.entry(f.name.as_str()).or_insert(f);
            }
            Item::Var(v) => {
                w.module_vars.entry(v.name.name.as_str()).or_insert(v);
            }
            _ => {}
        }
    }
    w.s.int(BPL_MAGIC);
    let slots = w.content(&[
        tag::HEADER_START,
        tag::STR_START,
        tag::TYPE_START,
        tag::SYM_START,
    ]);
    w.header_field(slots[0], &p.header)?;
    w.counted(slots[1], tag::STR_START, &p.literals, |w, n| w.str(n))?;
    w.counted(slots[2], tag::TYPE_START, &p.decls, |w, d| w.decl(d))?;
    w.counted(slots[3], tag::SYM_START, &p.symbols, |w, s| {
        w.symbol_item(s)
    })?;
    w.s.num(tag::FINISH);
    Ok(w.s.bytes)
}

impl Writer<'_> {
    /// `WriteHeaderField`: flavor, source language, id, function count, entry function,
    /// file information, source files, imported files, assembler declarations (none).
    fn header_field(&mut self, slot: usize, items: &[&Item]) -> Result<(), WriteError> {
        let mut numbers = [("flavor", 0i64), ("srclang", 0), ("id", 0), ("numfuncs", 0)];
        let mut entry = String::new();
        let mut fileinfo: &[InfoPair] = &[];
        let mut srcfileinfo: &[(i128, Vec<u8>)] = &[];
        let mut imports = Vec::new();
        for item in items {
            match item {
                Item::Directive(d) => {
                    match (&d.value, numbers.iter_mut().find(|(n, _)| *n == d.name)) {
                        (DirectiveValue::Int(v), Some((_, slot))) => {
                            *slot = i64::try_from(*v).map_err(|_| {
                                WriteError::new(format!("`{} {v}` does not fit 64 bits", d.name))
                            })?
                        }
                        (DirectiveValue::Func(f), None) if d.name == "entryfunc" => {
                            entry = f.clone()
                        }
                        _ => {
                            return Err(WriteError::new(format!(
                                "the directive `{}` has no place in binary MIR",
                                d.name
                            )))
                        }
                    }
                }
                Item::Import { path, .. } => imports.push(path.as_str()),
                Item::FileInfo(pairs) => fileinfo = pairs,
                Item::SrcFileInfo(files) => srcfileinfo = files,
                _ => {}
            }
        }
        let size_at = self.begin(slot, tag::HEADER_START);
        for (_, v) in numbers {
            self.s.num(v);
        }
        self.ascii(entry.as_bytes())?;
        self.s.count(fileinfo.len());
        for pair in fileinfo {
            self.str(&pair.name)?;
            match &pair.value {
                InfoValue::Str(s) => {
                    self.s.num(1);
                    self.str(&utf8(s)?)?;
                }
                InfoValue::Int(n) => {
                    self.s.num(0);
                    self.s.num(fit64(*n)?);
                }
            }
        }
        self.s.count(srcfileinfo.len());
        for (n, name) in srcfileinfo {
            self.str(&utf8(name)?)?;
            self.s.num(fit64(*n)?);
        }
        self.s.count(imports.len());
        for path in imports {
            self.str(path)?;
        }
        self.s.count(0);
        self.end(size_at, tag::HEADER_START);
        Ok(())
    }
}

/// Text the format keeps as a name (`OutputStr`), so UTF-8.
pub(crate) fn utf8(bytes: &[u8]) -> Result<String, WriteError> {
    String::from_utf8(bytes.to_vec()).map_err(|_| {
        WriteError::new(format!(
            "the string {:?} is not UTF-8",
            crate::printer::quote(bytes)
        ))
    })
}

/// A number the format writes in 64 bits.
pub(crate) fn fit64(n: i128) -> Result<i64, WriteError> {
    i64::try_from(n).map_err(|_| WriteError::new(format!("the number {n} does not fit 64 bits")))
}

/// What an item is, for messages.
pub(crate) fn describe(item: &Item) -> String {
    match item {
        Item::Directive(d) => format!("the directive `{}`", d.name),
        Item::Import { path, .. } => format!("the import of {path:?}"),
        Item::Var(v) => format!("the variable `{}`", v.name),
        Item::Type(t) => format!("the type `{}`", t.name),
        Item::Java(j) => format!("the Java class entry `${}`", j.name),
        Item::Func(f) => format!("the function `&{}`", f.name),
        Item::FileInfo(_) => "`fileinfo`".to_string(),
        Item::SrcFileInfo(_) => "`srcfileinfo`".to_string(),
    }
}

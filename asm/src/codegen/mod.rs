//! From a checked module to a machine image: frame and global layout, lowering of the
//! high-level forms to the flat executable form, instruction encoding, and the image's tables
//! and debug info.
//!
//! Invariants the lowering keeps (the disassembler relies on them):
//! - every statement's instructions are one postfix expression tree ending in one statement
//!   instruction, and the operand stack is empty between statements;
//! - short-circuit `cand`/`cior` and other value-producing control flow are hoisted into
//!   statements that assign a temporary pseudo-register before the statement that uses it
//!   (MAPLE IR expressions have no side effects, so evaluation order is unchanged in meaning);
//! - formals are laid out first, in order, then locals in declaration order, so a function
//!   printed by the disassembler with its formals and `framesize` reassembles to the same frame.

// Lowering errors are `Diagnostic`s returned by value: the error path of a batch tool, taken
// once per bad statement, where the size of the `Err` variant costs nothing measurable.
#![allow(clippy::result_large_err)]

pub(crate) mod data;
mod debuginfo;
mod emit;
mod func;
mod initializer;

use crate::ast::{DirectiveValue, FieldId, Func, Item, Module, VarName};
use crate::diag::{Diagnostic, Diagnostics};
use crate::image::{
    ClassEntry, DataReloc, FunctionEntry, GlobalEntry, Image, RelocTarget, Segment, TypeEntry,
};
use crate::layout::Layouts;
use crate::source::Span;
use emit::{Code, Target};
use maple_isa::abi;
use std::collections::HashMap;

/// Diagnostic codes of the code generator.
pub mod codes {
    /// A construct the lowering does not support (named in the message).
    pub const UNSUPPORTED: &str = "E0100";
    /// A type without a layout (undeclared, generic, recursive, too large).
    pub const LAYOUT: &str = "E0101";
    /// An aggregate value where only a scalar fits.
    pub const AGGREGATE_VALUE: &str = "E0102";
    /// An operand the binary form cannot encode (out-of-range offset, bad bit field, ...).
    pub const ENCODING: &str = "E0103";
    /// A name that does not resolve at code generation time.
    pub const UNRESOLVED: &str = "E0104";
    /// Too many pseudo-registers, formals or operands for the encoding.
    pub const LIMIT: &str = "E0105";
}

/// First address of the range where functions without a body (runtime shims) are placed.
pub const EXTERNAL_BASE: u32 = 0xFFF8_0000;
/// Spacing of external function addresses.
pub const EXTERNAL_STRIDE: u32 = 16;

/// Assemble a checked module into an image. `source_path` names the `.mpl` file for debug info.
pub fn assemble(module: &Module, source_path: &str) -> Result<Image, Diagnostics> {
    // Lowering recurses over expression trees (up to the parser's nesting cap): give it the
    // same big stack the parser runs on.
    crate::on_big_stack(|| assemble_here(module, source_path))
}

fn assemble_here(module: &Module, source_path: &str) -> Result<Image, Diagnostics> {
    let with_java = crate::java::with_java_runtime(module);
    let module = with_java.as_ref().unwrap_or(module);
    let with_library = crate::link::library::with_library(module);
    let module = with_library.as_ref().unwrap_or(module);
    let mut diags = Diagnostics::new(module.sources.clone());
    let mut gen = Generator::new(module);
    gen.run(&mut diags);
    if diags.has_errors() {
        return Err(diags);
    }
    match gen.finish(source_path) {
        Ok(image) => Ok(image),
        Err(d) => {
            diags.push(d);
            Err(diags)
        }
    }
}

/// Module-level state shared by the functions being lowered.
pub(crate) struct Generator<'m> {
    module: &'m Module,
    layouts: Layouts<'m>,
    code: Code,
    /// Functions in image order: those with bodies (in source order), then externals.
    functions: Vec<FunctionEntry>,
    /// Function name -> index in `functions`.
    func_index: HashMap<String, usize>,
    globals: data::Globals<'m>,
    rodata: data::Rodata,
    /// `.maple.strings`: intrinsic, method, checkpoint and type names.
    strings: Vec<String>,
    string_index: HashMap<String, u32>,
    /// `.maple.types`: type descriptors for allocation and exception matching.
    types: Vec<TypeEntry>,
    type_index: HashMap<String, u32>,
    debug: debuginfo::DebugBuilder,
    /// Labels by (function, label name), for static jump tables.
    func_labels: HashMap<(String, String), emit::LabelId>,
    /// Generic functions instantiated by `callinstant`: (mangled name, base name, vector).
    instances: Vec<func::Instance>,
}

impl<'m> Generator<'m> {
    /// `addrof <pt> $name` where `$name` is a function, not a variable: the real dialect names
    /// functions with `$`, and irbuild reads this as the function's address (`addroffunc`).
    fn addrof_function<'v>(&self, var: &'v VarName, field: FieldId) -> Option<&'v str> {
        let names_a_function = var.global
            && field == 0
            && !self.globals.by_name.contains_key(&var.name)
            && self.func_index.contains_key(&var.name);
        names_a_function.then_some(var.name.as_str())
    }

    fn new(module: &'m Module) -> Self {
        Generator {
            module,
            layouts: Layouts::new(module),
            code: Code::default(),
            functions: Vec::new(),
            func_index: HashMap::new(),
            globals: data::Globals::default(),
            rodata: data::Rodata::default(),
            strings: Vec::new(),
            string_index: HashMap::new(),
            types: Vec::new(),
            type_index: HashMap::new(),
            debug: debuginfo::DebugBuilder::new(module),
            instances: Vec::new(),
            func_labels: HashMap::new(),
        }
    }

    /// Intern a name in `.maple.strings`.
    pub(crate) fn string(&mut self, s: &str) -> u32 {
        if let Some(&i) = self.string_index.get(s) {
            return i;
        }
        let i = self.strings.len() as u32;
        self.strings.push(s.to_string());
        self.string_index.insert(s.to_string(), i);
        i
    }

    /// Intern a type descriptor in `.maple.types`.
    pub(crate) fn type_index(&mut self, name: &str, size: u32, align: u32, elem_size: u32) -> u32 {
        if let Some(&i) = self.type_index.get(name) {
            return i;
        }
        let i = self.types.len() as u32;
        self.types.push(TypeEntry {
            name: name.to_string(),
            size,
            align,
            elem_size,
        });
        self.type_index.insert(name.to_string(), i);
        i
    }

    /// The functions with bodies, in source order, and the prototypes of the others.
    fn plan_functions(&mut self) {
        let mut bodies: Vec<&'m Func> = Vec::new();
        let mut protos: Vec<&'m Func> = Vec::new();
        for item in self.module.all_items() {
            if let Item::Func(f) = item {
                if f.body.is_some() {
                    if !bodies.iter().any(|b| b.name == f.name) {
                        bodies.push(f);
                    }
                } else if !protos.iter().any(|p| p.name == f.name) {
                    protos.push(f);
                }
            }
        }
        for f in bodies {
            self.func_index.insert(f.name.clone(), self.functions.len());
            self.functions.push(func::entry_for(f, false));
        }
        for f in protos {
            if self.func_index.contains_key(&f.name) {
                continue;
            }
            self.func_index.insert(f.name.clone(), self.functions.len());
            let mut entry = func::entry_for(f, true);
            // An external function keeps its declared parameter types (no homes: the runtime
            // reads its arguments from the operand stack), so tools can print its prototype.
            entry.formals = f
                .params
                .iter()
                .map(|p| {
                    let (ty, size) = self
                        .layouts
                        .layout(&p.ty)
                        .map_or((maple_isa::PrimType::Agg, 0), |l| (l.prim(), l.size as u32));
                    crate::image::FormalEntry {
                        ty,
                        home: crate::image::Home::Frame(0),
                        size,
                    }
                })
                .collect();
            entry.returns = f
                .rets
                .iter()
                .map(|t| {
                    self.layouts
                        .layout(t)
                        .map_or(maple_isa::PrimType::Agg, |l| l.prim())
                })
                .collect();
            self.functions.push(entry);
        }
    }

    fn run(&mut self, diags: &mut Diagnostics) {
        self.plan_functions();
        data::plan_globals(self, diags);
        let bodies: Vec<&'m Func> = {
            let mut seen = std::collections::HashSet::new();
            self.module
                .all_items()
                .filter_map(|i| match i {
                    Item::Func(f) if f.body.is_some() && seen.insert(f.name.clone()) => Some(f),
                    _ => None,
                })
                .collect()
        };
        for f in bodies {
            if func::is_generic(f) {
                // A generic function has no code of its own: each instantiation gets a copy.
                let index = self.func_index[&f.name];
                self.functions[index].external = false;
                let at = self.code.offset() as u32;
                self.functions[index].entry = at;
                self.functions[index].size = 0;
                continue;
            }
            func::lower_function(self, f, None, diags);
        }
        // Instantiations requested by callinstant (and by instantiations themselves).
        let mut done = 0;
        let module = self.module;
        while done < self.instances.len() {
            let inst = self.instances[done].clone();
            done += 1;
            if let Some(f) = module.func(&inst.base) {
                func::lower_function(self, f, Some(&inst), diags);
            }
        }
        data::emit_initializers(self, diags);
    }

    /// Fix the address map, patch every fixup and build the image.
    fn finish(mut self, source_path: &str) -> Result<Image, Diagnostic> {
        let text_addr = abi::TEXT_BASE;
        let text_len = self.code.bytes.len() as u32;
        let rodata_addr = abi::align_up(text_addr + text_len.max(1), abi::PAGE_SIZE);
        let rodata_len = self.rodata.bytes.len() as u32;
        let data_addr = abi::align_up(rodata_addr + rodata_len.max(1), abi::PAGE_SIZE);
        let bss_addr = data_addr + self.globals.bss_start;
        let mut externals = 0;
        for f in &mut self.functions {
            if f.external {
                f.entry = EXTERNAL_BASE + EXTERNAL_STRIDE * externals;
                externals += 1;
            } else {
                f.entry += text_addr;
            }
        }
        let func_addr = |g: &Generator<'_>, name: &str| -> Option<u32> {
            g.func_index.get(name).map(|&i| g.functions[i].entry)
        };
        let global_addr = |g: &Generator<'_>, name: &str| -> Option<u32> {
            g.globals.by_name.get(name).map(|v| data_addr + v.offset)
        };
        let code_fixups = std::mem::take(&mut self.code.fixups);
        for fx in &code_fixups {
            let value = match &fx.target {
                Target::Relative { label, from } => {
                    let to = self.code.labels[label.0].ok_or_else(|| internal("unplaced label"))?;
                    (to as i64 - *from as i64) as u32
                }
                Target::LabelAddress(label) => {
                    let to = self.code.labels[label.0].ok_or_else(|| internal("unplaced label"))?;
                    text_addr + to as u32
                }
                Target::Function(name) => {
                    func_addr(&self, name).ok_or_else(|| unresolved("function", name))?
                }
                Target::Rodata(off) => rodata_addr + off,
                Target::Global(name, off) => {
                    global_addr(&self, name).ok_or_else(|| unresolved("global", name))? + off
                }
                Target::GpOffset(off) => data_addr + off,
            };
            self.code.bytes[fx.at..fx.at + 4].copy_from_slice(&value.to_le_bytes());
        }
        let data_fixups = std::mem::take(&mut self.globals.fixups);
        let mut data_relocs = Vec::new();
        for fx in &data_fixups {
            let target = match &fx.target {
                Target::Function(name) => RelocTarget::Function(name.clone()),
                Target::Rodata(off) => RelocTarget::Rodata(*off),
                Target::Global(name, off) => RelocTarget::Global(
                    self.globals
                        .by_name
                        .get(name)
                        .map(|g| g.offset + off)
                        .unwrap_or(0),
                ),
                Target::GpOffset(off) => RelocTarget::Global(*off),
                Target::LabelAddress(label) => RelocTarget::Text(
                    self.code.labels[label.0].ok_or_else(|| internal("unplaced label"))? as u32,
                ),
                Target::Relative { .. } => continue,
            };
            data_relocs.push(DataReloc {
                offset: fx.at as u32,
                width: fx.width,
                target,
            });
        }
        data_relocs.sort_by_key(|r| r.offset);
        for fx in &data_fixups {
            let value = match &fx.target {
                Target::Function(name) => {
                    func_addr(&self, name).ok_or_else(|| unresolved("function", name))?
                }
                Target::Rodata(off) => rodata_addr + off,
                Target::Global(name, off) => {
                    global_addr(&self, name).ok_or_else(|| unresolved("global", name))? + off
                }
                Target::GpOffset(off) => data_addr + off,
                Target::LabelAddress(label) => {
                    text_addr
                        + self.code.labels[label.0].ok_or_else(|| internal("unplaced label"))?
                            as u32
                }
                Target::Relative { .. } => return Err(internal("relative target in data")),
            };
            let bytes = (value as u64).to_le_bytes();
            let width = fx.width as usize;
            self.globals.data[fx.at..fx.at + width].copy_from_slice(&bytes[..width]);
        }
        let entry_name = self
            .module
            .all_items()
            .find_map(|i| match i {
                Item::Directive(d) if d.name == "entryfunc" => match &d.value {
                    DirectiveValue::Func(f) | DirectiveValue::Word(f) => Some(f.clone()),
                    _ => None,
                },
                _ => None,
            })
            .unwrap_or_else(|| "main".to_string());
        let entry = func_addr(&self, &entry_name)
            .filter(|_| !self.functions[self.func_index[&entry_name]].external)
            .unwrap_or(0);
        let globals: Vec<GlobalEntry> = self
            .globals
            .order
            .iter()
            .map(|name| {
                let g = &self.globals.by_name[name];
                GlobalEntry {
                    name: name.clone(),
                    addr: data_addr + g.offset,
                    size: g.size,
                }
            })
            .collect();
        let mut functions = self.functions.clone();
        functions.sort_by_key(|f| (f.external, f.entry));
        let classes = self.classes();
        let debug = self.debug.finish(text_addr, data_addr, &self.globals);
        let path = std::path::Path::new(source_path);
        Ok(Image {
            source_name: path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            source_dir: path
                .parent()
                .map(|p| p.display().to_string())
                .filter(|p| !p.is_empty())
                .unwrap_or_else(|| ".".into()),
            entry,
            text: Segment {
                addr: text_addr,
                bytes: self.code.bytes,
            },
            rodata: Segment {
                addr: rodata_addr,
                bytes: self.rodata.bytes,
            },
            data: Segment {
                addr: data_addr,
                bytes: self.globals.data,
            },
            bss_addr,
            bss_size: self.globals.bss_size,
            functions,
            globals,
            strings: self.strings,
            types: self.types,
            data_relocs,
            classes,
            debug,
        })
    }
}

impl Generator<'_> {
    /// The class table: every class and interface type (and javaclass/javainterface symbol)
    /// with its parents, interfaces and methods resolved to function entries.
    fn classes(&mut self) -> Vec<ClassEntry> {
        use crate::types::{Member, StructKind, Type};
        let module = self.module;
        let mut out = Vec::new();
        // `javaclass $LFoo_3B <$LFoo_3B>` names the class its type `$LFoo_3B` declares: one
        // class, one entry (two would give an object's class and a catch clause's different ids).
        let mut seen = std::collections::HashSet::new();
        for item in module.all_items() {
            let (name, ty) = match item {
                Item::Type(t) => (t.name.name.clone(), &t.ty),
                Item::Java(j) => (j.name.clone(), &j.ty),
                _ => continue,
            };
            if !seen.insert(name.clone()) {
                continue;
            }
            let Ok(Type::Struct(st)) = self.layouts.resolve(ty).cloned() else {
                continue;
            };
            if !matches!(st.kind, StructKind::Class | StructKind::Interface) {
                continue;
            }
            let named = |t: &Type| match t {
                Type::Named(n) => Some(n.name.clone()),
                _ => None,
            };
            let methods = st
                .members
                .iter()
                .filter_map(|m| match m {
                    Member::Method(m) => Some(m.name.clone()),
                    _ => None,
                })
                .map(|m| {
                    let addr = self
                        .func_index
                        .get(&m)
                        .map(|&i| &self.functions[i])
                        .filter(|f| !f.external)
                        .map_or(0, |f| f.entry);
                    (m, addr)
                })
                .collect();
            let implements = st
                .members
                .iter()
                .filter_map(|m| match m {
                    Member::Implements(n) => Some(n.name.clone()),
                    _ => None,
                })
                .collect();
            let type_index = self.layouts.layout(ty).ok().map(|l| {
                let tname = format!("<${name}>");
                self.type_index(&tname, l.size as u32, l.align as u32, 0)
            });
            out.push(ClassEntry {
                name,
                interface: st.kind == StructKind::Interface,
                parents: st.parents.iter().filter_map(named).collect(),
                implements,
                methods,
                type_index,
            });
        }
        out
    }
}

fn internal(what: &str) -> Diagnostic {
    Diagnostic::error(
        codes::UNRESOLVED,
        Span::default(),
        format!("internal error in code generation: {what}"),
    )
}

fn unresolved(kind: &str, name: &str) -> Diagnostic {
    Diagnostic::error(
        codes::UNRESOLVED,
        Span::default(),
        format!("{kind} `{name}` has no address in the image"),
    )
}

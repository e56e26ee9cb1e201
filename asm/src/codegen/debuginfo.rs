//! Collects the debug information of the code being generated: the line table (`.mpl` lines,
//! or original-source lines where `#LINE`/`LOC` say so), functions with their formals and
//! locals, global variables, and the types they have.

use super::data::Globals;
use crate::ast::{Item, Module};
use crate::image::{
    DebugFunction, DebugInfo, DebugMember, DebugType, DebugVariable, Home, LineEntry, TypeRef,
};
use crate::layout::{LayoutKind, Layouts};
use crate::printer::type_to_string;
use crate::types::{StructKind, Type};
use maple_isa::PrimType;
use std::collections::HashMap;

pub struct DebugBuilder {
    files: Vec<String>,
    /// `srcfileinfo` numbers to file names, for `LOC n line`.
    loc_names: HashMap<u32, String>,
    /// (text offset, file, line, is_stmt); at most one row per offset (the last there wins).
    lines: Vec<(u32, u32, u32, bool)>,
    types: Vec<DebugType>,
    type_index: HashMap<String, TypeRef>,
    functions: Vec<DebugFunction>,
}

/// A variable as lowering knows it: name, type, home, declaration line.
pub type VarInfo = (String, Type, Home, u32);

impl DebugBuilder {
    pub fn new(module: &Module) -> Self {
        let main = module.sources.name(0).to_string();
        let main = std::path::Path::new(&main)
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or(main);
        let mut loc_names = HashMap::new();
        for item in module.all_items() {
            if let Item::SrcFileInfo(entries) = item {
                for (n, name) in entries {
                    if let Ok(n) = u32::try_from(*n) {
                        loc_names.insert(n, String::from_utf8_lossy(name).into_owned());
                    }
                }
            }
        }
        DebugBuilder {
            files: vec![main],
            loc_names,
            lines: Vec::new(),
            types: Vec::new(),
            type_index: HashMap::new(),
            functions: Vec::new(),
        }
    }

    /// The file index of a `#LINE` file name.
    pub fn file(&mut self, name: &str) -> u32 {
        if let Some(i) = self.files.iter().position(|f| f == name) {
            return i as u32;
        }
        self.files.push(name.to_string());
        (self.files.len() - 1) as u32
    }

    /// The file index of the source file `id` a statement's span lies in: the module's own
    /// (0), or another the module was parsed from (an import, a front end's runtime), by its
    /// file name.
    pub fn span_file(
        &mut self,
        sources: &crate::source::SourceMap,
        id: crate::source::FileId,
    ) -> u32 {
        if id == 0 {
            return 0;
        }
        let name = sources.name(id);
        let base = std::path::Path::new(name)
            .file_name()
            .map_or_else(|| name.to_string(), |n| n.to_string_lossy().into_owned());
        self.file(&base)
    }

    /// The file index of a `LOC n` file number.
    pub fn loc_file(&mut self, n: u32) -> u32 {
        let name = self
            .loc_names
            .get(&n)
            .cloned()
            .unwrap_or_else(|| format!("srcfile{n}"));
        self.file(&name)
    }

    /// A statement of `file:line` begins at text offset `at`: breakpoints on the line and
    /// stepping stop there.
    pub fn line(&mut self, at: u32, file: u32, line: u32) {
        self.row(at, file, line, true);
    }

    /// Instructions from text offset `at` belong to `file:line` without beginning a statement
    /// there: a loop's back-edge, emitted after the body but charged to the loop's header
    /// (profile, faults, `stepi`) as a C compiler's line table charges it, where neither a
    /// breakpoint on the header nor `next` stops a second time.
    pub fn attribute(&mut self, at: u32, file: u32, line: u32) {
        self.row(at, file, line, false);
    }

    fn row(&mut self, at: u32, file: u32, line: u32, is_stmt: bool) {
        if line == 0 {
            return;
        }
        if let Some(last) = self.lines.last_mut() {
            if last.0 == at {
                *last = (at, file, line, is_stmt);
                return;
            }
        }
        self.lines.push((at, file, line, is_stmt));
    }

    #[allow(clippy::too_many_arguments)]
    pub fn function(
        &mut self,
        name: &str,
        start: u32,
        end: u32,
        line: u32,
        params: &[VarInfo],
        locals: &[VarInfo],
        layouts: &mut Layouts<'_>,
    ) {
        let mut var = |v: &VarInfo, me: &mut Self| DebugVariable {
            name: v.0.clone(),
            ty: me.debug_type(&v.1, layouts),
            home: v.2,
            line: v.3,
        };
        let params = params.iter().map(|v| var(v, self)).collect();
        let locals = locals.iter().map(|v| var(v, self)).collect();
        self.functions.push(DebugFunction {
            name: name.to_string(),
            low_pc: start,
            high_pc: end,
            line,
            params,
            locals,
        });
    }

    /// The debug type of a MAPLE type, created on first use.
    fn debug_type(&mut self, ty: &Type, layouts: &mut Layouts<'_>) -> Option<TypeRef> {
        let key = type_to_string(ty);
        if let Some(&r) = self.type_index.get(&key) {
            return Some(r);
        }
        // Reserve the slot first so self-referential types terminate.
        let slot = self.types.len();
        self.types.push(DebugType::Pointer(None));
        self.type_index.insert(key, slot);
        let resolved = layouts.resolve(ty).ok()?.clone();
        let t = match &resolved {
            Type::Prim(p) => DebugType::Base(*p),
            Type::Pointer(inner) => DebugType::Pointer(self.debug_type(inner, layouts)),
            Type::Func(_) => DebugType::Pointer(None),
            Type::Array { dims, elem, .. } => {
                let element = self
                    .debug_type(elem, layouts)
                    .unwrap_or_else(|| self.base(PrimType::U8));
                DebugType::Array {
                    element,
                    dims: dims.iter().map(|d| d.unwrap_or(0) as u32).collect(),
                }
            }
            Type::Struct(st) => {
                let layout = layouts.layout(&resolved).ok()?;
                let LayoutKind::Aggregate {
                    fields, is_union, ..
                } = &layout.kind
                else {
                    return None;
                };
                let direct: Vec<_> = fields.iter().filter(|f| f.depth == 1).cloned().collect();
                let mut member_types: Vec<Type> = Vec::new();
                if st.kind == StructKind::Class {
                    member_types.extend(st.parents.first().cloned());
                }
                member_types.extend(st.fields().map(|f| f.ty.clone()));
                let mut members = Vec::new();
                for (f, t) in direct.iter().zip(member_types) {
                    let ty = self
                        .debug_type(&t, layouts)
                        .unwrap_or_else(|| self.base(PrimType::U8));
                    members.push(DebugMember {
                        name: f.name.clone(),
                        ty,
                        offset: f.offset as u32,
                        bits: f.bits.map(|(bit, width)| (width as u8, bit as u8)),
                    });
                }
                let name = match ty {
                    Type::Named(n) => n.name.clone(),
                    _ => String::new(),
                };
                DebugType::Struct {
                    name,
                    size: layout.size as u32,
                    is_union: *is_union,
                    members,
                }
            }
            _ => return None,
        };
        self.types[slot] = t;
        Some(slot)
    }

    fn base(&mut self, p: PrimType) -> TypeRef {
        let key = p.name().to_string();
        if let Some(&r) = self.type_index.get(&key) {
            return r;
        }
        self.types.push(DebugType::Base(p));
        self.type_index.insert(key, self.types.len() - 1);
        self.types.len() - 1
    }

    /// The finished debug info, with text offsets turned into addresses.
    pub fn finish(mut self, text_addr: u32, data_addr: u32, globals: &Globals<'_>) -> DebugInfo {
        let mut layouts_globals = Vec::new();
        for name in &globals.order {
            let g = &globals.by_name[name];
            layouts_globals.push((
                name.clone(),
                g.ty.clone(),
                data_addr + g.offset,
                g.decl.span,
            ));
        }
        let _ = &mut self;
        let lines = self
            .lines
            .iter()
            .map(|&(at, file, line, is_stmt)| LineEntry {
                addr: text_addr + at,
                file,
                line,
                column: 0,
                is_stmt,
            })
            .collect();
        let functions = self
            .functions
            .into_iter()
            .map(|mut f| {
                f.low_pc += text_addr;
                f.high_pc += text_addr;
                f
            })
            .collect();
        let globals = layouts_globals
            .into_iter()
            .map(|(name, _ty, addr, _)| DebugVariable {
                name,
                ty: None,
                home: Home::Global(addr),
                line: 0,
            })
            .collect();
        DebugInfo {
            files: self.files,
            lines,
            types: self.types,
            functions,
            globals,
        }
    }
}

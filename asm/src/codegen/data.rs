//! Globals and constants: the `.data`/`.bss` layout (GP-relative offsets) of globals and static
//! locals (and the names static locals live under), initializers encoded into bytes and
//! fixups (from the pieces of [`super::initializer::flatten`]), and the `.rodata` string pool.
//! Function lowering (`func/`) reads what is decided here, never the reverse.

use super::emit::{Fixup, Target};
use super::initializer::{bad_initializer, const_bits, flatten, InitPiece, PieceValue};
use super::{codes, Generator};
use crate::ast::{Expr, ExprKind, Init, Item, VarDecl};
use crate::diag::{Diagnostic, Diagnostics};
use crate::layout::{align_attr, Layout};
use crate::types::Type;
use maple_isa::{abi, Opcode, PrimType};
use std::collections::HashMap;
use std::rc::Rc;

/// One global variable's place.
pub struct GlobalVar<'m> {
    /// Offset from `%%GP` (the start of `.data`).
    pub offset: u32,
    pub size: u32,
    pub ty: &'m Type,
    pub layout: Rc<Layout>,
    pub decl: &'m VarDecl,
    /// The function a static local belongs to (its labels are visible to the initializer).
    pub owner: Option<String>,
}

/// The global data space: `.data` (initialized) followed by `.bss`.
#[derive(Default)]
pub struct Globals<'m> {
    pub by_name: HashMap<String, GlobalVar<'m>>,
    /// Names in address order.
    pub order: Vec<String>,
    pub data: Vec<u8>,
    /// Offset of `.bss` from `%%GP`.
    pub bss_start: u32,
    pub bss_size: u32,
    /// Address-valued initializers.
    pub fixups: Vec<Fixup>,
    /// String literals of initializers, interned in address order once all are known, so the
    /// string pool does not depend on the order fields are written in.
    pending_strings: Vec<(usize, PrimType, Vec<u8>, bool)>,
    /// The function whose static local is being initialized, for `addroflabel`.
    init_owner: Option<String>,
}

/// The `.rodata` string pool; identical strings are stored once.
#[derive(Default)]
pub struct Rodata {
    pub bytes: Vec<u8>,
    index: HashMap<Vec<u8>, u32>,
}

/// The byte that aligns a wide string after a narrow one. Not 0: a string's own trailing NULs
/// (`"ab\0"`) must stay distinguishable from alignment, so the disassembler can give them back.
pub const PAD: u8 = 0xFF;

impl Rodata {
    /// Intern a NUL-terminated byte string; returns its offset.
    pub fn string(&mut self, s: &[u8]) -> u32 {
        let mut key = s.to_vec();
        key.push(0);
        self.intern(key, 1)
    }

    /// Intern a string of 16-bit code units (the UTF-8 text re-encoded), NUL-terminated.
    pub fn string16(&mut self, s: &[u8]) -> u32 {
        let text = String::from_utf8_lossy(s);
        let mut key = Vec::new();
        for unit in text.encode_utf16().chain(std::iter::once(0)) {
            key.extend_from_slice(&unit.to_le_bytes());
        }
        self.intern(key, 2)
    }

    fn intern(&mut self, key: Vec<u8>, align: usize) -> u32 {
        if let Some(&off) = self.index.get(&key) {
            return off;
        }
        while !self.bytes.len().is_multiple_of(align) {
            self.bytes.push(PAD);
        }
        let off = self.bytes.len() as u32;
        self.bytes.extend_from_slice(&key);
        self.index.insert(key, off);
        off
    }
}

/// Lay out every global: initialized ones in `.data`, the rest in `.bss`, in declaration order.
pub fn plan_globals(gen: &mut Generator<'_>, diags: &mut Diagnostics) {
    let module = gen.module;
    let mut names: Vec<&str> = Vec::new();
    for item in module.all_items() {
        if let Item::Var(v) = item {
            if v.name.global && !names.contains(&v.name.name.as_str()) {
                names.push(&v.name.name);
            }
        }
    }
    let mut placed: Vec<(String, GlobalVar<'_>, bool)> = Vec::new();
    for name in names {
        let Some(decl) = module.global(name) else {
            continue;
        };
        let layout = match gen.layouts.layout(&storage_type(gen, decl)) {
            Ok(l) => l,
            Err(e) => {
                diags.push(Diagnostic::error(
                    codes::LAYOUT,
                    decl.span,
                    format!("global ${name}: {e}"),
                ));
                continue;
            }
        };
        let Ok(size) = u32::try_from(layout.size) else {
            diags.push(Diagnostic::error(
                codes::LAYOUT,
                decl.span,
                format!("global ${name} is too large"),
            ));
            continue;
        };
        let var = GlobalVar {
            offset: 0,
            size,
            ty: &decl.ty,
            layout,
            decl,
            owner: None,
        };
        let initialized = decl.init.is_some() || standard_stream(name, decl, size).is_some();
        placed.push((name.to_string(), var, initialized));
    }
    // `globalmemsize`/`globalmemmap` describe a global memory block laid out by an earlier
    // compiler phase: it occupies the start of `.data` (GP-relative offset 0), named
    // variables follow it.
    let (memsize, memmap) = global_memory(module);
    // Static locals live with the globals, under names no source can spell.
    for item in module.all_items() {
        let Item::Func(f) = item else { continue };
        let Some(body) = &f.body else { continue };
        for v in body.locals.iter().filter(|v| is_static_local(v)) {
            let name = static_local_name(&f.name, v);
            if placed.iter().any(|(n, _, _)| *n == name) {
                continue;
            }
            match gen.layouts.layout(&v.ty) {
                Ok(layout) => {
                    let size = layout.size as u32;
                    placed.push((
                        name,
                        GlobalVar {
                            offset: 0,
                            size,
                            ty: &v.ty,
                            layout,
                            decl: v,
                            owner: Some(f.name.clone()),
                        },
                        v.init.is_some(),
                    ));
                }
                Err(e) => diags.push(Diagnostic::error(
                    codes::LAYOUT,
                    v.span,
                    format!("static local {}: {e}", v.name),
                )),
            }
        }
    }
    let mut cursor = memsize;
    for initialized in [true, false] {
        if !initialized {
            cursor = abi::align_up(cursor, 16);
            gen.globals.bss_start = cursor;
        }
        for (name, var, has_init) in placed.iter_mut() {
            if *has_init != initialized {
                continue;
            }
            // `.data` starts on a page, so no larger alignment can hold at run time.
            let align = var
                .layout
                .align
                .max(align_attr(&var.decl.attrs))
                .clamp(1, abi::PAGE_SIZE as u64) as u32;
            cursor = abi::align_up(cursor, align);
            var.offset = cursor;
            cursor += var.size;
            gen.globals.order.push(name.clone());
        }
        if initialized {
            gen.globals.data = vec![0; cursor as usize];
            for (i, w) in memmap.iter().enumerate() {
                gen.globals.data[4 * i..4 * i + 4].copy_from_slice(&w.to_le_bytes());
            }
            for (name, var, _) in placed.iter() {
                if let Some(handle) = standard_stream(name, var.decl, var.size) {
                    let at = var.offset as usize;
                    let bytes = (handle as u64).to_le_bytes();
                    gen.globals.data[at..at + 8].copy_from_slice(&bytes);
                }
            }
        }
    }
    gen.globals.bss_size = cursor - gen.globals.bss_start;
    for (name, var, _) in placed {
        gen.globals.by_name.insert(name, var);
    }
}

/// The `FILE *` handle a global holds from the start when it is one of C's standard streams
/// as glibc's headers declare them (`var $stdout extern <* <$_IO_FILE>>`: an `extern`
/// pointer named `stdin`, `stdout` or `stderr` with no initializer): the assembler links
/// them to the runtime's streams (`maple_isa::abi::STREAMS`), as a C linker resolves them to
/// libc's. A program's own variable of that name (not `extern`, or initialized) is its own.
fn standard_stream(name: &str, decl: &VarDecl, size: u32) -> Option<u32> {
    let is_extern = decl.storage.iter().any(|a| a.name == "extern");
    if !is_extern || decl.init.is_some() || size != 8 {
        return None;
    }
    abi::STREAMS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, handle)| handle)
}

/// The type a global's storage is laid out as: its declared type, except that a zero-length
/// array holds what its initializer lists (`var $v <[0] <* void>> = [1, 0]`, as jbc2mpl
/// writes it and OpenArk's back end emits it; GCC's zero-length arrays alike).
fn storage_type(gen: &Generator<'_>, decl: &VarDecl) -> Type {
    if let (Some(Init::List(items)), Ok(Type::Array { dims, elem, attrs })) =
        (&decl.init, gen.layouts.resolve(&decl.ty))
    {
        if let Some(Some(0)) = dims.first() {
            if !items.is_empty() {
                let mut dims = dims.clone();
                dims[0] = Some(items.len() as u64);
                return Type::Array {
                    dims,
                    elem: elem.clone(),
                    attrs: attrs.clone(),
                };
            }
        }
    }
    decl.ty.clone()
}

/// The size and initial words of the `globalmemsize`/`globalmemmap` block (0 and none when the
/// module has none). The map never extends past the size.
fn global_memory(module: &crate::ast::Module) -> (u32, Vec<u32>) {
    use crate::ast::DirectiveValue;
    let mut size = 0u32;
    let mut words = Vec::new();
    for item in module.all_items() {
        if let Item::Directive(d) = item {
            match (d.name.as_str(), &d.value) {
                ("globalmemsize", DirectiveValue::Int(n)) => {
                    size = u32::try_from(*n).unwrap_or(0).min(1 << 30)
                }
                ("globalmemmap", DirectiveValue::Words(w)) => {
                    words = w.iter().map(|v| *v as u32).collect()
                }
                _ => {}
            }
        }
    }
    let size = size.max(4 * words.len() as u32).min(1 << 30);
    words.truncate(size as usize / 4);
    (abi::align_up(size, 8), words)
}

/// A local that lives for the whole run (`pstatic`, or C's `static`): it is laid out with the
/// globals, and the function's code addresses it GP-relative.
pub(crate) fn is_static_local(v: &VarDecl) -> bool {
    v.name.global
        || v.storage
            .iter()
            .any(|a| a.name == "pstatic" || a.name == "static")
}

/// The global name of a static local: `func%var`, which no source can spell, so static locals
/// of different functions (and globals) never collide. A `$name` declared in a function keeps
/// its name: code refers to it as a global.
pub(crate) fn static_local_name(func: &str, v: &VarDecl) -> String {
    if v.name.global {
        v.name.name.clone()
    } else {
        format!("{func}%{}", v.name.name)
    }
}

/// An initializer to encode: offset, layout, initializer, declaration, owning function.
type PendingInit<'a> = (u32, Rc<Layout>, &'a Init, &'a VarDecl, Option<String>);

/// Encode every initializer into `.data`.
pub fn emit_initializers(gen: &mut Generator<'_>, diags: &mut Diagnostics) {
    let inits: Vec<PendingInit<'_>> = gen
        .globals
        .order
        .iter()
        .filter_map(|n| {
            let g = &gen.globals.by_name[n];
            g.decl
                .init
                .as_ref()
                .map(|i| (g.offset, g.layout.clone(), i, g.decl, g.owner.clone()))
        })
        .collect();
    for (offset, layout, init, decl, owner) in inits {
        gen.globals.init_owner = owner;
        if let Err(why) = write_init(gen, offset as usize, &layout, init) {
            diags.push(bad_initializer(&decl.name, decl.span, &why));
        }
    }
    let mut pending = std::mem::take(&mut gen.globals.pending_strings);
    pending.sort_by_key(|p| p.0);
    for (at, p, bytes, wide) in pending {
        let off = if wide {
            gen.rodata.string16(&bytes)
        } else {
            gen.rodata.string(&bytes)
        };
        push_fixup(gen, at, p, Target::Rodata(off));
    }
}

/// Write an initializer's pieces into `.data` at `at`: constants as bytes, addresses as
/// fixups, strings to the pool.
fn write_init(
    gen: &mut Generator<'_>,
    at: usize,
    layout: &Layout,
    init: &Init,
) -> Result<(), String> {
    for InitPiece { offset, value } in flatten(layout, init)? {
        let at = at + offset as usize;
        match value {
            PieceValue::Const { ty, bits } => write_bits(&mut gen.globals.data, at, ty, bits),
            PieceValue::Bitfield {
                unit,
                bit,
                width,
                bits,
            } => {
                let size = unit.size() as usize;
                let data = &mut gen.globals.data[at..at + size];
                let mut word = [0u8; 8];
                word[..size].copy_from_slice(data);
                let mask = if width >= 64 {
                    u64::MAX
                } else {
                    (1u64 << width) - 1
                };
                let word = u64::from_le_bytes(word) & !(mask << bit) | (bits as u64 & mask) << bit;
                data.copy_from_slice(&word.to_le_bytes()[..size]);
            }
            PieceValue::Bytes(bytes) => {
                gen.globals.data[at..at + bytes.len()].copy_from_slice(bytes)
            }
            PieceValue::StringAddress { ty, text } => {
                gen.globals
                    .pending_strings
                    .push((at, ty, text.to_vec(), false))
            }
            PieceValue::Expr { ty, expr } => write_expr(gen, at, ty, expr)?,
        }
    }
    Ok(())
}

fn write_bits(data: &mut [u8], at: usize, ty: PrimType, bits: u128) {
    let size = ty.size() as usize;
    data[at..at + size].copy_from_slice(&bits.to_le_bytes()[..size]);
}

fn push_fixup(gen: &mut Generator<'_>, at: usize, p: PrimType, target: Target) {
    let width = if p.size() == 4 { 4 } else { 8 };
    gen.globals.fixups.push(Fixup { at, target, width });
}

fn write_expr(gen: &mut Generator<'_>, at: usize, p: PrimType, e: &Expr) -> Result<(), String> {
    match (&e.op, &e.kind) {
        (Opcode::Constval, ExprKind::Const(c)) => {
            write_bits(&mut gen.globals.data, at, p, const_bits(p, c)?);
            Ok(())
        }
        (Opcode::Addrof, ExprKind::Var { var, field }) if var.global => {
            if let Some(func) = gen.addrof_function(var, *field) {
                push_fixup(gen, at, p, Target::Function(func.to_string()));
                return Ok(());
            }
            let g = gen
                .globals
                .by_name
                .get(&var.name)
                .ok_or_else(|| format!("unknown global {var}"))?;
            let off = match *field {
                0 => 0,
                id => {
                    g.layout
                        .field(id)
                        .ok_or_else(|| format!("{var} has no field {id}"))?
                        .offset as u32
                }
            };
            push_fixup(gen, at, p, Target::Global(var.name.clone(), off));
            Ok(())
        }
        (Opcode::Addroflabel, ExprKind::Label(label)) => {
            let owner = gen
                .globals
                .init_owner
                .clone()
                .ok_or("a label address needs a static local of its function")?;
            let id = *gen
                .func_labels
                .get(&(owner, label.clone()))
                .ok_or_else(|| format!("label @{label} is not placed in its function"))?;
            push_fixup(gen, at, p, Target::LabelAddress(id));
            Ok(())
        }
        (Opcode::Addroffunc, ExprKind::Func(name)) => {
            push_fixup(gen, at, p, Target::Function(name.clone()));
            Ok(())
        }
        (Opcode::Conststr, ExprKind::Str(s)) => {
            gen.globals.pending_strings.push((at, p, s.clone(), false));
            Ok(())
        }
        (Opcode::Conststr16, ExprKind::Str(s)) => {
            gen.globals.pending_strings.push((at, p, s.clone(), true));
            Ok(())
        }
        (op, _) => Err(format!("`{op}` is not a constant initializer")),
    }
}

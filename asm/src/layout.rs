//! Type layout: sizes, alignments, field offsets and field ids, C-compatible.
//!
//! - Scalars take their primitive size and alignment; pointers and function values are 8 bytes.
//! - Arrays are `elem × product(dims)`; a flexible `[]` counts as zero elements.
//! - Structs lay fields out in order at their alignment (raised by `align(N)`); bitfields pack
//!   as GCC does on SysV targets: a bitfield of declared type `T` goes at the current bit offset
//!   unless it would straddle a `T`-aligned unit, in which case it starts the next unit; a
//!   zero-width bitfield closes the current unit. Unions put every field at offset 0.
//! - A class embeds its parent at offset 0 and its own fields after the parent's data (its
//!   tail padding reused, as OpenArk's back end lays out Java classes). The parent takes one
//!   field id and its fields continue the count, as a nested struct's do: that is how
//!   OpenArkCompiler's front ends number them (`Base extends Object {a}`: `a` is id 4, after
//!   Object itself (1) and its klass (2) and monitor (3)).
//! - Field ids follow the spec: 0 is the whole aggregate; fields are numbered in order from 1;
//!   a nested struct (and a class's parent) takes one id and its fields continue the count;
//!   an array takes one id.

use crate::ast::{FieldId, Module};
use crate::types::{Attr, StructKind, StructType, Type, TypeName};
use maple_isa::PrimType;
use std::collections::HashMap;
use std::rc::Rc;

/// The layout of one type.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub size: u64,
    pub align: u64,
    pub kind: LayoutKind,
}

#[derive(Clone, Debug, PartialEq)]
pub enum LayoutKind {
    /// A value of this primitive type (pointers and function values are `ptr`).
    Scalar(PrimType),
    /// Row-major array: `dims` outermost first.
    Array { elem: Rc<Layout>, dims: Vec<u64> },
    /// Struct, union or class, flattened: every field id from 1 up, with absolute offsets.
    Aggregate {
        fields: Vec<FieldLayout>,
        is_union: bool,
        /// The ids of the parent fields (`^name`) of the type's own body, in order: field id
        /// `-k` names `parent_fields[k - 1]`.
        parent_fields: Vec<u32>,
    },
}

/// One field id of an aggregate, with its offset from the start of the outermost aggregate.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldLayout {
    pub id: u32,
    pub name: String,
    pub offset: u64,
    /// Bitfields: (bit offset within the storage unit at `offset`, width in bits).
    pub bits: Option<(u32, u32)>,
    pub layout: Rc<Layout>,
    /// Nesting depth (1 for the outermost struct's own fields).
    pub depth: u32,
}

impl Layout {
    /// Where the last byte of data ends: the size without tail padding (a class's own fields
    /// start here in a subclass).
    fn data_end(&self) -> u64 {
        match &self.kind {
            LayoutKind::Aggregate { fields, .. } => fields
                .iter()
                .map(|f| f.offset + f.layout.size)
                .max()
                .unwrap_or(0),
            _ => self.size,
        }
    }

    fn scalar(p: PrimType) -> Layout {
        Layout {
            size: p.size() as u64,
            align: p.align() as u64,
            kind: LayoutKind::Scalar(p),
        }
    }

    /// The field with id `id` (0 is the whole aggregate and has no entry; a negative id is a
    /// parent field of the type's own body).
    pub fn field(&self, id: FieldId) -> Option<&FieldLayout> {
        match &self.kind {
            LayoutKind::Aggregate {
                fields,
                parent_fields,
                ..
            } => {
                let id = match u32::try_from(id) {
                    Ok(id) => id,
                    Err(_) => *parent_fields.get(id.unsigned_abs() as usize - 1)?,
                };
                fields
                    .get(id.checked_sub(1)? as usize)
                    .filter(|f| f.id == id)
            }
            _ => None,
        }
    }

    /// How many parent fields (`^name`) the type's own body declares: the ids -1 ..= -N.
    pub fn parent_field_count(&self) -> u32 {
        match &self.kind {
            LayoutKind::Aggregate { parent_fields, .. } => parent_fields.len() as u32,
            _ => 0,
        }
    }

    /// How many field ids the type has besides 0.
    pub fn field_count(&self) -> u32 {
        match &self.kind {
            LayoutKind::Aggregate { fields, .. } => fields.len() as u32,
            _ => 0,
        }
    }

    /// The primitive type a load of the whole value uses (`agg` for aggregates).
    pub fn prim(&self) -> PrimType {
        match &self.kind {
            LayoutKind::Scalar(p) => *p,
            _ => PrimType::Agg,
        }
    }
}

/// Why a type has no layout.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    #[error("type {0} is not declared")]
    UnknownType(String),
    #[error("type {0} contains itself by value")]
    Recursive(String),
    #[error("generic type parameter !{0} has no layout until it is instantiated")]
    Generic(String),
    #[error("type is too large (over 4 GiB)")]
    TooLarge,
    #[error("bitfield @{0} is wider than its type ({1} > {2} bits)")]
    BitfieldTooWide(String, u32, u32),
    #[error("bitfield @{0} of a packed struct spans more bytes than its type holds")]
    BitfieldStraddles(String),
}

/// Computes and caches layouts of a module's types. Local types (`%name`) of a function are
/// given with [`Layouts::with_locals`].
pub struct Layouts<'m> {
    module: &'m Module,
    locals: HashMap<String, &'m Type>,
    cache: HashMap<TypeName, Rc<Layout>>,
    in_progress: Vec<TypeName>,
}

const MAX_SIZE: u64 = 1 << 32;

impl<'m> Layouts<'m> {
    pub fn new(module: &'m Module) -> Self {
        Layouts {
            module,
            locals: HashMap::new(),
            cache: HashMap::new(),
            in_progress: Vec::new(),
        }
    }

    /// Switch to another function's local type declarations (dropping cached local layouts).
    pub fn set_locals(&mut self, locals: impl IntoIterator<Item = (&'m str, &'m Type)>) {
        self.locals = locals
            .into_iter()
            .map(|(n, t)| (n.to_string(), t))
            .collect();
        self.cache.retain(|name, _| name.global);
    }

    /// Layouts that also see a function's local type declarations.
    pub fn with_locals(
        module: &'m Module,
        locals: impl IntoIterator<Item = (&'m str, &'m Type)>,
    ) -> Self {
        let mut l = Layouts::new(module);
        l.locals = locals
            .into_iter()
            .map(|(n, t)| (n.to_string(), t))
            .collect();
        l
    }

    /// The definition a type name stands for.
    fn resolve_name(&self, name: &TypeName) -> Result<&'m Type, LayoutError> {
        if !name.global {
            if let Some(t) = self.locals.get(&name.name) {
                return Ok(t);
            }
        }
        if let Some(decl) = self.module.type_decl(&name.name) {
            return Ok(&decl.ty);
        }
        // A javaclass/javainterface name also denotes its class type.
        for item in self.module.all_items() {
            if let crate::ast::Item::Java(j) = item {
                if j.name == name.name {
                    return Ok(&j.ty);
                }
            }
        }
        Err(LayoutError::UnknownType(name.to_string()))
    }

    /// Follow named types to the definition (for field-id and pointee questions).
    pub fn resolve<'t>(&self, ty: &'t Type) -> Result<&'t Type, LayoutError>
    where
        'm: 't,
    {
        let mut t = ty;
        for _ in 0..64 {
            match t {
                Type::Named(n) => t = self.resolve_name(n)?,
                Type::Qualified { ty, .. } => t = ty,
                _ => return Ok(t),
            }
        }
        Err(LayoutError::Recursive(format!("{ty:?}")))
    }

    /// The layout of a type.
    pub fn layout(&mut self, ty: &Type) -> Result<Rc<Layout>, LayoutError> {
        self.layout_with(ty, &HashMap::new())
    }

    fn layout_with(
        &mut self,
        ty: &Type,
        subst: &HashMap<String, Type>,
    ) -> Result<Rc<Layout>, LayoutError> {
        Ok(match ty {
            Type::Prim(p) => Rc::new(Layout::scalar(*p)),
            Type::Pointer(_) | Type::Func(_) => Rc::new(Layout::scalar(PrimType::Ptr)),
            Type::Param(name) => match subst.get(name) {
                Some(t) => {
                    let t = t.clone();
                    self.layout_with(&t, &HashMap::new())?
                }
                None => return Err(LayoutError::Generic(name.clone())),
            },
            Type::Named(name) => {
                if subst.is_empty() {
                    if let Some(l) = self.cache.get(name) {
                        return Ok(l.clone());
                    }
                }
                if self.in_progress.contains(name) {
                    return Err(LayoutError::Recursive(name.to_string()));
                }
                let def = self.resolve_name(name)?;
                self.in_progress.push(name.clone());
                let result = self.layout_with(def, subst);
                self.in_progress.pop();
                let l = result?;
                if subst.is_empty() {
                    self.cache.insert(name.clone(), l.clone());
                }
                l
            }
            Type::Instance { base, args } => {
                let mut inner: HashMap<String, Type> = subst.clone();
                for (k, v) in args {
                    inner.insert(k.clone(), v.clone());
                }
                let def = self.resolve_name(base)?;
                if self.in_progress.contains(base) {
                    return Err(LayoutError::Recursive(base.to_string()));
                }
                self.in_progress.push(base.clone());
                let result = self.layout_with(def, &inner);
                self.in_progress.pop();
                result?
            }
            Type::Qualified { ty, attrs } => {
                let inner = self.layout_with(ty, subst)?;
                let align = align_attr(attrs);
                if align <= inner.align {
                    inner
                } else {
                    // GCC's `aligned(N)` on a type: the alignment rises and the size with it.
                    Rc::new(Layout {
                        size: align_to(inner.size, align),
                        align,
                        kind: inner.kind.clone(),
                    })
                }
            }
            Type::Array { dims, elem, attrs } => {
                let elem = self.layout_with(elem, subst)?;
                let mut dims: Vec<u64> = dims.iter().map(|d| d.unwrap_or(0)).collect();
                // hir2mpl writes C's flexible `T f[]` as `<[1] T incomplete_array>`: the
                // element is there to index, the storage is not (C99 6.7.2.1).
                if has_attr(attrs, "incomplete_array") {
                    if let Some(first) = dims.first_mut() {
                        *first = 0;
                    }
                }
                let count = dims
                    .iter()
                    .try_fold(1u64, |acc, d| acc.checked_mul(*d))
                    .ok_or(LayoutError::TooLarge)?;
                let size = elem
                    .size
                    .checked_mul(count)
                    .filter(|s| *s <= MAX_SIZE)
                    .ok_or(LayoutError::TooLarge)?;
                Rc::new(Layout {
                    size,
                    align: elem.align,
                    kind: LayoutKind::Array { elem, dims },
                })
            }
            Type::Struct(s) => Rc::new(self.aggregate(s, subst)?),
        })
    }

    fn aggregate(
        &mut self,
        s: &StructType,
        subst: &HashMap<String, Type>,
    ) -> Result<Layout, LayoutError> {
        let is_union = s.kind == StructKind::Union;
        let mut fields: Vec<FieldLayout> = Vec::new();
        let mut parent_fields = Vec::new();
        let pack = pack_attr(&s.attrs);
        let mut cursor = Cursor::default();
        // A class's parent comes first and takes one field id, as a nested struct does; its
        // fields follow it, then the class's own (OpenArk's `MIRClassType::TraverseToFieldRef`).
        // The own fields start right after the parent's data, not after its tail padding
        // (OpenArk's back end, `BECommon::ComputeClassTypeSizesAligns`): `Object` is 12 bytes
        // of klass and monitor, and a `String`'s count sits at 12 as jbc2mpl's literals have it.
        if s.kind == StructKind::Class {
            if let Some(parent) = s.parents.first() {
                let pl = self.layout_with(parent, subst)?;
                let data_end = pl.data_end();
                cursor.place(data_end, pl.align);
                let name = match parent {
                    Type::Named(n) => n.name.clone(),
                    _ => String::new(),
                };
                push_field(&mut fields, name, 0, None, pl);
            }
        }
        for f in s.fields() {
            let mut fl = self.layout_with(&f.ty, subst)?;
            // A `packed` member drops its natural alignment, `align(N)` raises it, and the
            // struct's `pack(N)` caps the result (GCC caps even a member's `aligned`).
            let natural = if has_attr(&f.attrs, "pack") || has_attr(&f.attrs, "packed") {
                1
            } else {
                fl.align
            };
            let align = natural.max(align_attr(&f.attrs));
            let align = pack.map_or(align, |p| align.min(p));
            let (offset, bits) = match f.bits {
                Some(width) => {
                    let unit_bits = (fl.size * 8) as u32;
                    if width > unit_bits {
                        return Err(LayoutError::BitfieldTooWide(
                            f.name.clone(),
                            width,
                            unit_bits,
                        ));
                    }
                    if is_union {
                        (0, Some((0, width)))
                    } else {
                        let (off, bit) =
                            cursor.place_bits(width, fl.size.max(1), align, pack.is_some());
                        if u64::from(bit + width) > fl.size * 8 {
                            // Packed, GCC lets a bitfield run past its type's width of bytes
                            // (`u32 :30` at bit 3 spans 5): read it through the next wider
                            // type of the same signedness.
                            fl = wider_window(&fl)
                                .ok_or_else(|| LayoutError::BitfieldStraddles(f.name.clone()))?;
                        }
                        (off, Some((bit, width)))
                    }
                }
                None if is_union => {
                    cursor.union_member(fl.size, align);
                    (0, None)
                }
                None => (cursor.place(fl.size, align), None),
            };
            if f.parent {
                parent_fields.push(fields.len() as u32 + 1);
            }
            let name = f.name.clone();
            push_field(&mut fields, name, offset, bits, fl);
        }
        // `<struct align(64) {`: the struct's own alignment, never below its members'.
        cursor.align = cursor.align.max(align_attr(&s.attrs));
        let size = align_to(cursor.size(), cursor.align);
        if size > MAX_SIZE {
            return Err(LayoutError::TooLarge);
        }
        Ok(Layout {
            size,
            align: cursor.align,
            kind: LayoutKind::Aggregate {
                fields,
                is_union,
                parent_fields,
            },
        })
    }
}

/// Append a field and, for aggregates, its flattened sub-fields (ids continue the count).
fn push_field(
    fields: &mut Vec<FieldLayout>,
    name: String,
    offset: u64,
    bits: Option<(u32, u32)>,
    layout: Rc<Layout>,
) {
    let id = fields.len() as u32 + 1;
    let inner: Vec<FieldLayout> = match &layout.kind {
        LayoutKind::Aggregate { fields: inner, .. } => inner.clone(),
        _ => Vec::new(),
    };
    fields.push(FieldLayout {
        id,
        name,
        offset,
        bits,
        layout,
        depth: 1,
    });
    for f in inner {
        let id = fields.len() as u32 + 1;
        fields.push(FieldLayout {
            id,
            offset: offset + f.offset,
            depth: f.depth + 1,
            ..f
        });
    }
}

/// The layout of the next wider integer type of the same signedness, through which a packed
/// bitfield that straddles its own type's bytes is read; `None` past 64 bits.
fn wider_window(l: &Layout) -> Option<Rc<Layout>> {
    use PrimType::*;
    let wider = match l.prim() {
        I8 => I16,
        U8 | U1 => U16,
        I16 => I32,
        U16 => U32,
        I32 => I64,
        U32 => U64,
        _ => return None,
    };
    Some(Rc::new(Layout::scalar(wider)))
}

/// Whether the word `name` is among `attrs`.
pub(crate) fn has_attr(attrs: &[Attr], name: &str) -> bool {
    attrs.iter().any(|a| a.name == name)
}

/// The `pack(N)` of a struct or union (GCC's `#pragma pack(N)`): the most any member may be
/// aligned to; `None` without one. A missing or non-positive N packs to 1, as `packed` does.
pub(crate) fn pack_attr(attrs: &[Attr]) -> Option<u64> {
    attrs
        .iter()
        .filter(|a| a.name == "pack" || a.name == "packed")
        .map(|a| a.arg.and_then(align_from_arg).unwrap_or(1))
        .min()
}

/// The alignment `align(N)` attributes ask for, or 1 without one: the one rule for fields,
/// formals, locals and globals. The largest N counts; an N that is not a power of two (no
/// address alignment can keep it) is rounded up to the next power, the nearest alignment not
/// weaker than asked (the checker warns on variables and fields, W0004, saying so); a
/// missing, zero or negative N asks for nothing. Where the thing is placed may cap the result
/// at what its base keeps aligned at run time (a frame keeps `abi::FRAME_ALIGN`, `.data` a
/// page).
pub(crate) fn align_attr(attrs: &[Attr]) -> u64 {
    attrs
        .iter()
        .filter(|a| a.name == "align")
        .filter_map(|a| a.arg)
        .filter_map(align_from_arg)
        .max()
        .unwrap_or(1)
}

/// The alignment one `align(N)` stands for (see [`align_attr`]); `None` when N asks for
/// nothing. N beyond the largest type size is that size: nothing can use more, and rounding
/// stays in range.
pub(crate) fn align_from_arg(n: i128) -> Option<u64> {
    (n > 0).then(|| (n.min(MAX_SIZE as i128) as u64).next_power_of_two())
}

fn align_to(v: u64, a: u64) -> u64 {
    v.div_ceil(a.max(1)) * a.max(1)
}

/// Running position while laying out a struct, in bits so bitfields pack.
#[derive(Default)]
struct Cursor {
    bits: u64,
    align: u64,
    union_size: u64,
}

impl Cursor {
    fn size(&self) -> u64 {
        self.bits.div_ceil(8).max(self.union_size)
    }

    fn place(&mut self, size: u64, align: u64) -> u64 {
        self.align = self.align.max(align).max(1);
        let offset = align_to(self.bits.div_ceil(8), align.max(1));
        self.bits = (offset + size) * 8;
        offset
    }

    fn union_member(&mut self, size: u64, align: u64) {
        self.align = self.align.max(align).max(1);
        self.union_size = self.union_size.max(size);
    }

    /// Place a bitfield of `width` bits whose declared type is `unit` bytes and whose
    /// alignment (after any `pack`) is `align`: returns the byte offset of the window it is
    /// read through (`align`-aligned) and the bit offset inside it. Unpacked, a bitfield that
    /// would straddle its `unit` moves to the next one, as GCC does on SysV targets; in a
    /// struct with `pack(N)` it never moves (GCC's `#pragma pack`), so it may straddle.
    fn place_bits(&mut self, width: u32, unit: u64, align: u64, packed: bool) -> (u64, u32) {
        self.align = self.align.max(align).max(1);
        let unit_bits = unit * 8;
        let align_bits = (align.min(unit).max(1)) * 8;
        if width == 0 {
            self.bits = align_to(self.bits, align_bits);
            return (self.bits / 8, 0);
        }
        let window = self.bits / align_bits * align_bits;
        let start = if !packed && self.bits + width as u64 > window + unit_bits {
            align_to(self.bits, align_bits)
        } else {
            self.bits
        };
        let window = start / align_bits * align_bits;
        self.bits = start + width as u64;
        (window / 8, (start - window) as u32)
    }
}

//! Managed objects and the class table: what `gcmalloc`, the Java array allocators,
//! reference counting, Java dispatch and `javacatch`/`cppcatch` matching need.
//!
//! ## Object header
//!
//! Every managed object (`gcmalloc`, `gcpermalloc`, `gcmallocjarray`, `gcpermallocjarray`,
//! `stackmallocjarray`) has a 16-byte header *before* the address the program gets, so the
//! program's field offsets and `array` element addressing start at that address. With `p` the
//! object pointer (16-byte aligned):
//!
//! | address | u32 |
//! |---|---|
//! | `p - 16` | type index of the object's type (into `.maple.types`: the class, struct or array type the allocation named) |
//! | `p - 12` | [`MAGIC`] in the high half, flags in the low half ([`FLAG_ARRAY`], [`FLAG_PERM`], [`FLAG_STACK`]) |
//! | `p - 8`  | reference count (1 when allocated) |
//! | `p - 4`  | Java array length (element count; 0 for other objects) |
//!
//! The dynamic class of an object is the class whose type is the header's type index (see
//! [`Classes::type_class`]). Heap objects are blocks of the C heap ([`super::heap`]), so the
//! heap's own 16-byte block header precedes this one. `decref` to 0 frees a heap object (its
//! magic is overwritten with [`DEAD`] so a later object operation on it — `incref`, `decref`,
//! dispatch, `JAVA_ARRAY_LENGTH`, `throw` — faults as a use of a freed object; plain loads
//! and stores through a dangling pointer are not detected). Permanent (`gcpermalloc`) and
//! stack objects keep counting but are never freed.
//!
//! ## Classes
//!
//! [`Classes`] is built once from [`crate::program::Program::classes`]. Method names are
//! matched by *selector*: a Java-mangled name `Class_7Cname_7Csig` (`Class|name|sig`) has the
//! selector `name_7Csig`, so `virtualcall &LA_3B_7Cf_7C_28_29I` finds an override
//! `LB_3B_7Cf_7C_28_29I` in a subclass; any other name is its own selector.

use crate::program::Program;
use std::collections::HashMap;

/// Bytes of the object header before the object pointer.
pub const HEADER_BYTES: u64 = 16;
/// High half of the flags word of a live object ("MO").
pub const MAGIC: u32 = 0x4D4F_0000;
/// High half of the flags word of a freed object ("DE").
pub const DEAD: u32 = 0x4445_0000;
/// The object is a Java array (the length word is meaningful).
pub const FLAG_ARRAY: u32 = 1;
/// Allocated by `gcpermalloc`/`gcpermallocjarray`: never freed.
pub const FLAG_PERM: u32 = 2;
/// Allocated on the stack (`stackmallocjarray`): never freed.
pub const FLAG_STACK: u32 = 4;

/// In the type word: the low bits are a class index, not a type index (runtime exception
/// objects of built-in classes, which have no type).
pub const CLASS_TAG: u32 = 0x8000_0000;

/// No class (a type that is no class, an object of such a type, the top of a hierarchy).
pub const NO_CLASS: u32 = u32::MAX;
/// No function.
pub const NO_FUNC: u32 = u32::MAX;

/// Byte offsets of the header words from the object pointer (wrapping: they are negative).
pub const TYPE_WORD: u64 = 16u64.wrapping_neg();
pub const FLAGS_WORD: u64 = 12u64.wrapping_neg();
pub const COUNT_WORD: u64 = 8u64.wrapping_neg();
pub const LENGTH_WORD: u64 = 4u64.wrapping_neg();

/// The runtime exceptions the core throws itself (failed `assertnonnull`/`assertge`/
/// `assertlt` while a `javatry`/`cpptry` handler is active), by class name. When the program
/// declares a class of that name, the exception is an instance of the program's class (so a
/// catch of its superclass matches); else of a built-in class without parents.
pub const NULL_POINTER: &str = "Ljava_2Flang_2FNullPointerException_3B";
pub const INDEX_OUT_OF_BOUNDS: &str = "Ljava_2Flang_2FArrayIndexOutOfBoundsException_3B";

/// One class or interface, resolved.
#[derive(Clone, Debug)]
pub struct ClassInfo {
    pub name: String,
    pub interface: bool,
    /// The parent class (`NO_CLASS` at the top).
    pub parent: u32,
    /// Parents, extended and implemented interfaces (all known ones).
    pub supers: Vec<u32>,
    /// Methods with a body: (selector, function index).
    pub methods: Vec<(String, u32)>,
    /// Every declared method name (with or without body).
    pub declared: Vec<String>,
    /// Type index of the class's own type (`u32::MAX` when none).
    pub type_index: u32,
}

/// Which Java call is dispatched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallKind {
    Virtual,
    Super,
    Interface,
}

/// The program's classes.
#[derive(Clone, Debug, Default)]
pub struct Classes {
    pub list: Vec<ClassInfo>,
    pub by_name: HashMap<String, u32>,
    /// Class of each type index (`NO_CLASS` when the type is no known class).
    pub type_class: Vec<u32>,
    /// The class declaring each function (by function index) as a method.
    pub owner: HashMap<u32, u32>,
    /// Printed type names by type index (for messages).
    pub type_names: Vec<String>,
    /// The classes of the core's runtime exceptions ([`NULL_POINTER`],
    /// [`INDEX_OUT_OF_BOUNDS`]): the program's, or built-in ones appended to `list`.
    pub null_pointer: u32,
    pub index_out_of_bounds: u32,
}

/// The selector of a method name (see the module docs).
pub fn selector(name: &str) -> &str {
    name.split_once("_7C").map_or(name, |(_, rest)| rest)
}

/// The class a printed type names, through any number of pointer levels: `<* <$C>>`,
/// `<$C>`, `$C` give `C`; anything else (`<* void>`, primitive and array types) gives None.
pub fn class_name_of(ty: &str) -> Option<&str> {
    let mut t = ty.trim();
    while let Some(inner) = t
        .strip_prefix("<*")
        .or_else(|| t.strip_prefix("<ref"))
        .and_then(|r| r.strip_suffix('>'))
    {
        t = inner.trim();
    }
    let t = t
        .strip_prefix('<')
        .and_then(|r| r.strip_suffix('>'))
        .map_or(t, str::trim);
    t.strip_prefix('$').filter(|n| !n.is_empty())
}

impl Classes {
    pub fn new(program: &Program) -> Classes {
        let mut c = Classes::default();
        for (i, d) in program.classes.iter().enumerate() {
            c.by_name.entry(d.name.clone()).or_insert(i as u32);
        }
        let fn_by_entry: HashMap<u32, u32> = program
            .functions
            .iter()
            .enumerate()
            .filter(|(_, f)| !f.external)
            .map(|(i, f)| (f.entry, i as u32))
            .collect();
        for (i, d) in program.classes.iter().enumerate() {
            let find = |n: &String| c.by_name.get(n).copied();
            let parent = if d.interface {
                NO_CLASS
            } else {
                d.parents.first().and_then(find).unwrap_or(NO_CLASS)
            };
            let supers = d
                .parents
                .iter()
                .chain(&d.implements)
                .filter_map(find)
                .collect();
            let mut methods = Vec::new();
            for (name, entry) in &d.methods {
                if let Some(&f) = fn_by_entry.get(entry).filter(|_| *entry != 0) {
                    methods.push((selector(name).to_string(), f));
                    c.owner.entry(f).or_insert(i as u32);
                }
            }
            c.list.push(ClassInfo {
                name: d.name.clone(),
                interface: d.interface,
                parent,
                supers,
                methods,
                declared: d.methods.iter().map(|(n, _)| n.clone()).collect(),
                type_index: d.type_index.unwrap_or(u32::MAX),
            });
        }
        c.type_class = program
            .type_names
            .iter()
            .map(|n| {
                // Only a class type itself (not a pointer to it) is an object's class.
                let direct = n.trim().starts_with("<$") || n.trim().starts_with('$');
                direct
                    .then(|| class_name_of(n))
                    .flatten()
                    .and_then(|n| c.by_name.get(n).copied())
                    .unwrap_or(NO_CLASS)
            })
            .collect();
        for (i, k) in c.list.iter().enumerate() {
            if let Some(slot) = c.type_class.get_mut(k.type_index as usize) {
                *slot = i as u32;
            }
        }
        c.type_names = program.type_names.clone();
        c.null_pointer = c.builtin(NULL_POINTER);
        c.index_out_of_bounds = c.builtin(INDEX_OUT_OF_BOUNDS);
        c
    }

    /// The program's class `name`, or a new built-in class of that name without parents.
    fn builtin(&mut self, name: &str) -> u32 {
        if let Some(&c) = self.by_name.get(name) {
            return c;
        }
        let c = self.list.len() as u32;
        self.list.push(ClassInfo {
            name: name.to_string(),
            interface: false,
            parent: NO_CLASS,
            supers: Vec::new(),
            methods: Vec::new(),
            declared: Vec::new(),
            type_index: u32::MAX,
        });
        self.by_name.insert(name.to_string(), c);
        c
    }

    /// The class of an object from its header's type word.
    #[inline]
    pub fn class_of_word(&self, w: u32) -> u32 {
        if w & CLASS_TAG != 0 {
            let c = w & !CLASS_TAG;
            return if (c as usize) < self.list.len() {
                c
            } else {
                NO_CLASS
            };
        }
        self.class_of_type(w)
    }

    /// The printed name of type index `t` (or of the class of a tagged type word).
    pub fn type_name(&self, t: u32) -> String {
        if t & CLASS_TAG != 0 {
            return format!("<${}>", self.name(t & !CLASS_TAG));
        }
        self.type_names
            .get(t as usize)
            .cloned()
            .unwrap_or_else(|| format!("#{t}"))
    }

    /// The class of type index `t`.
    pub fn class_of_type(&self, t: u32) -> u32 {
        self.type_class.get(t as usize).copied().unwrap_or(NO_CLASS)
    }

    /// The class the printed type `ty` names (through pointers), if known.
    pub fn class_named_by(&self, ty: &str) -> Option<u32> {
        class_name_of(ty).and_then(|n| self.by_name.get(n).copied())
    }

    /// Name of class `c` for messages.
    pub fn name(&self, c: u32) -> &str {
        self.list
            .get(c as usize)
            .map_or("<no class>", |k| k.name.as_str())
    }

    /// Whether class `k` is `c` or a subclass (or implementer) of it.
    pub fn is_subclass(&self, k: u32, c: u32) -> bool {
        let mut seen = Vec::new();
        let mut work = vec![k];
        while let Some(x) = work.pop() {
            if x == c {
                return true;
            }
            if seen.contains(&x) {
                continue;
            }
            seen.push(x);
            if let Some(info) = self.list.get(x as usize) {
                work.extend(info.supers.iter().copied());
            }
        }
        false
    }

    fn own_method(&self, c: u32, sel: &str) -> Option<u32> {
        self.list
            .get(c as usize)?
            .methods
            .iter()
            .find(|(s, _)| s == sel)
            .map(|&(_, f)| f)
    }

    /// The method `name` of an object of class `dynamic`, for a call of `kind` made from
    /// function `caller`, whose method `name` is: the function index to call.
    pub fn resolve(&self, kind: CallKind, dynamic: u32, name: &str, caller: u32) -> Option<u32> {
        let sel = selector(name);
        let start = match kind {
            CallKind::Virtual | CallKind::Interface => dynamic,
            CallKind::Super => {
                // The parent of the class declaring the calling function; failing that, the
                // parent of the class declaring the named method; failing that, the parent
                // of the object's class.
                let declaring = self.owner.get(&caller).copied().or_else(|| {
                    self.list
                        .iter()
                        .position(|k| k.declared.iter().any(|n| n == name))
                        .map(|i| i as u32)
                });
                let base = declaring.unwrap_or(dynamic);
                self.list.get(base as usize)?.parent
            }
        };
        // The class chain first.
        let mut c = start;
        let mut guard = 0;
        while c != NO_CLASS && guard <= self.list.len() {
            if let Some(f) = self.own_method(c, sel) {
                return Some(f);
            }
            c = self.list.get(c as usize)?.parent;
            guard += 1;
        }
        if kind == CallKind::Super {
            return None;
        }
        // Then the interfaces of the chain (default methods), breadth first.
        let mut seen: Vec<u32> = Vec::new();
        let mut queue = std::collections::VecDeque::from([start]);
        while let Some(x) = queue.pop_front() {
            if seen.contains(&x) {
                continue;
            }
            seen.push(x);
            if let Some(f) = self.own_method(x, sel) {
                return Some(f);
            }
            if let Some(info) = self.list.get(x as usize) {
                queue.extend(info.supers.iter().copied());
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_names_and_selectors() {
        assert_eq!(
            class_name_of("<* <$Ljava_2Flang_2FException_3B>>"),
            Some("Ljava_2Flang_2FException_3B")
        );
        assert_eq!(class_name_of("<$A>"), Some("A"));
        assert_eq!(class_name_of("<* $S>"), Some("S"));
        assert_eq!(class_name_of("<* void>"), None);
        assert_eq!(class_name_of("<[] i32>"), None);
        assert_eq!(selector("LA_3B_7Cf_7C_28_29I"), "f_7C_28_29I");
        assert_eq!(selector("get"), "get");
    }
}

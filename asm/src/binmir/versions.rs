//! The versions of the format maple reads and writes, one row each: what changed between
//! OpenArk's releases is a flag or a table here, so the reader and the writer are one code
//! path with the row's answers.
//!
//! - [`V2019`]: OpenArkCompiler's first releases (2019, the `src/maple_ir` tree, Mulan PSL
//!   v1). The real `.mplt` files jbc2mpl wrote are this version: magic `0xC0FFEE`, strings
//!   ended by NUL, pointer and array types without attributes, 35 primitive types.
//! - [`V2021`]: the `src/mapleall/maple_ir` tree of 2021 (MapleSystem/OpenArkCompiler): strings
//!   after their length, pointer types with their attributes before the pointee, arrays with
//!   theirs after the element, a type may be named by its name alone
//!   (`kBinKindTypeViaTypename`), symbols with section and asm attributes, functions with their
//!   formals, constants without a field id, 56 primitive types (the vectors), more attribute
//!   words; and besides the `.mplt` (magic `0xC0FFEE`) a whole-module form, `.bpl` (magic
//!   `0xC0FFFE`), with a header, global symbols and function bodies.

/// Which attribute sets an attribute word belongs to (`all_attributes.def`'s `#ifdef`s).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum AttrSet {
    /// `TypeAttrs`: variables, formals, pointer and array types, `javaclass`.
    Type,
    /// `FuncAttrs`: functions and methods.
    Func,
    /// `FieldAttrs`: fields of structs and classes.
    Field,
}

/// Membership bits of one row of `all_attributes.def`.
const T: u8 = 1;
const F: u8 = 2;
const D: u8 = 4;
const ALL: u8 = T | F | D;

impl AttrSet {
    fn bit(self) -> u8 {
        match self {
            AttrSet::Type => T,
            AttrSet::Func => F,
            AttrSet::Field => D,
        }
    }
}

/// One version of the format.
pub(crate) struct Version {
    /// For messages and docs: `2019`, `2021`.
    pub name: &'static str,
    /// Strings are written after their length (else ended by NUL).
    pub counted_strings: bool,
    /// `prim_types.def`: the primitive type of each number (0 is `PTY_begin`).
    pub prims: &'static [&'static str],
    /// How many type numbers are taken by primitive types before the first written type
    /// (`Reset()` fills the type table with `PTY_begin..=PTY_agg` or `..PTY_end`).
    pub prim_slots: usize,
    /// `all_attributes.def`: each word with the sets it is in; an attribute's bit is its place
    /// among the words of its set.
    pub attrs: &'static [(&'static str, u8)],
    /// `TypeAttrs` hold an alignment (2019's `GetAlignValue` returns the low byte of the flags
    /// instead, which is what its files hold).
    pub type_align: bool,
    /// Pointer types carry their `TypeAttrs`, before the pointee.
    pub pointer_attrs: bool,
    /// Array types carry their `TypeAttrs`, after the element type.
    pub array_attrs: bool,
    /// A named type may be written as its name (`kBinKindTypeViaTypename`).
    pub typename_refs: bool,
    /// Whole modules (`.bpl`, magic + 0x10): header, symbols, function bodies.
    pub modules: bool,
}

/// The magic number both versions start an `.mplt` with (`kMpltMagicNumber`).
pub(crate) const MPLT_MAGIC: i32 = 0x00C0_FFEE;
/// The magic number of a whole module (`kMpltMagicNumber + 0x10`, 2020 and later).
pub(crate) const BPL_MAGIC: i32 = MPLT_MAGIC + 0x10;

const PRIMS_2019: &[&str] = &[
    "",
    "void",
    "i8",
    "i16",
    "i32",
    "i64",
    "u8",
    "u16",
    "u32",
    "u64",
    "u1",
    "ptr",
    "ref",
    "a32",
    "a64",
    "f32",
    "f64",
    "f128",
    "c64",
    "c128",
    "simplestr",
    "simpleobj",
    "dynany",
    "dynundef",
    "dynnull",
    "dynbool",
    "dyni32",
    "dynstr",
    "dynobj",
    "dynf64",
    "dynf32",
    "dynnone",
    "constStr",
    "gen",
    "agg",
    "unknown",
];

const PRIMS_2021: &[&str] = &[
    "",
    "void",
    "i8",
    "i16",
    "i32",
    "i64",
    "u8",
    "u16",
    "u32",
    "u64",
    "u1",
    "ptr",
    "ref",
    "a32",
    "a64",
    "f32",
    "f64",
    "f128",
    "c64",
    "c128",
    "simplestr",
    "simpleobj",
    "dynany",
    "dynundef",
    "dynnull",
    "dynbool",
    "dyni32",
    "dynstr",
    "dynobj",
    "dynf64",
    "dynf32",
    "dynnone",
    "constStr",
    "gen",
    "agg",
    "v2i64",
    "v4i32",
    "v8i16",
    "v16i8",
    "v2u64",
    "v4u32",
    "v8u16",
    "v16u8",
    "v2f64",
    "v4f32",
    "v1i64",
    "v2i32",
    "v4i16",
    "v8i8",
    "v1u64",
    "v2u32",
    "v4u16",
    "v8u8",
    "v1f64",
    "v2f32",
    "unknown",
];

const ATTRS_2019: &[(&str, u8)] = &[
    ("const", ALL),
    ("final", ALL),
    ("generic", ALL),
    ("implicit", ALL),
    ("private", ALL),
    ("protected", ALL),
    ("public", ALL),
    ("static", ALL),
    ("synthetic", ALL),
    ("used", ALL),
    ("bridge", F),
    ("constructor", F),
    ("critical_native", F),
    ("declared_synchronized", F),
    ("default", F),
    ("destructor", F),
    ("delete", F),
    ("fast_native", F),
    ("inline", F),
    ("native", F),
    ("strict", F),
    ("varargs", F),
    ("virtual", F),
    ("nosideeffect", F),
    ("pure", F),
    ("noexcept", F),
    ("nouseeffect", F),
    ("nodefeffect", F),
    ("noret_newly_alloc_obj", F),
    ("nothrow_exception", F),
    ("noprivate_useeffect", F),
    ("noprivate_defeffect", F),
    ("ipaseen", F),
    ("rclocalunowned", F),
    ("callersensitive", F),
    ("abstract", F | T),
    ("extern", F | T),
    ("interface", F | T),
    ("local", F | T),
    ("optimized", F | T),
    ("synchronized", F | T),
    ("weak", F | T),
    // memory_order_attrs.def
    ("memory_order_relaxed", T | D),
    ("memory_order_consume", T | D),
    ("memory_order_acquire", T | D),
    ("memory_order_release", T | D),
    ("memory_order_acq_rel", T | D),
    ("memory_order_seq_cst", T | D),
    ("enum", T | D),
    ("restrict", T | D),
    ("transient", T | D),
    ("volatile", T | D),
    ("rcunowned", T | D),
    ("rcweak", T | D),
    ("annotation", T),
    ("readonly", T),
    ("verified", T),
    ("localrefvar", T),
    ("rcunownedthis", T),
];

const ATTRS_2021: &[(&str, u8)] = &[
    ("const", ALL),
    ("final", ALL),
    ("generic", ALL),
    ("implicit", ALL),
    ("private", ALL),
    ("protected", ALL),
    ("public", ALL),
    ("static", ALL),
    ("synthetic", ALL),
    ("used", ALL),
    ("hiddenapiblack", ALL),
    ("hiddenapigrey", ALL),
    ("bridge", F),
    ("constructor", F),
    ("critical_native", F),
    ("declared_synchronized", F),
    ("default", F),
    ("destructor", F),
    ("delete", F),
    ("fast_native", F),
    ("inline", F),
    ("native", F),
    ("strict", F),
    ("varargs", F),
    ("virtual", F),
    ("nosideeffect", F),
    ("pure", F),
    ("noexcept", F),
    ("nodefargeffect", F),
    ("nodefeffect", F),
    ("noretglobal", F),
    ("nothrow_exception", F),
    ("noretarg", F),
    ("noprivate_defeffect", F),
    ("ipaseen", F),
    ("rclocalunowned", F),
    ("callersensitive", F),
    ("alias", F),
    ("weakref", F),
    ("abstract", F | T),
    ("extern", F | T),
    ("interface", F | T),
    ("local", F | T),
    ("optimized", F | T),
    ("synchronized", F | T),
    ("weak", F | T),
    // memory_order_attrs.def
    ("memory_order_relaxed", T | D),
    ("memory_order_consume", T | D),
    ("memory_order_acquire", T | D),
    ("memory_order_release", T | D),
    ("memory_order_acq_rel", T | D),
    ("memory_order_seq_cst", T | D),
    ("enum", T | D),
    ("restrict", T | D),
    ("transient", T | D),
    ("volatile", T | D),
    ("rcunowned", T | D),
    ("rcweak", T | D),
    ("annotation", T),
    ("readonly", T),
    ("verified", T),
    ("localrefvar", T),
    ("rcunownedthis", T),
    ("firstarg_return", F),
    ("called_once", F),
    ("oneelem_simd", ALL),
    ("nonnull", ALL),
    ("boundary", ALL),
];

pub(crate) static V2019: Version = Version {
    name: "2019",
    counted_strings: false,
    prims: PRIMS_2019,
    prim_slots: 35,
    attrs: ATTRS_2019,
    type_align: false,
    pointer_attrs: false,
    array_attrs: false,
    typename_refs: false,
    modules: false,
};

pub(crate) static V2021: Version = Version {
    name: "2021",
    counted_strings: true,
    prims: PRIMS_2021,
    prim_slots: 56,
    attrs: ATTRS_2021,
    type_align: true,
    pointer_attrs: true,
    array_attrs: true,
    typename_refs: true,
    modules: true,
};

/// Every version, in the order a file of unknown version is tried (the one real files use
/// first).
pub(crate) static VERSIONS: [&Version; 2] = [&V2019, &V2021];

impl Version {
    /// The words of one attribute set, each at its bit.
    pub fn attr_words(&self, set: AttrSet) -> impl Iterator<Item = &'static str> + '_ {
        self.attrs
            .iter()
            .filter(move |(_, sets)| sets & set.bit() != 0)
            .map(|(w, _)| *w)
    }

    /// The bit of `word` in `set`, if the set has it.
    pub fn attr_bit(&self, set: AttrSet, word: &str) -> Option<u32> {
        self.attr_words(set)
            .position(|w| w == word)
            .and_then(|p| u32::try_from(p).ok())
    }

    /// The primitive type numbered `code`, by its OpenArk name.
    pub fn prim_name(&self, code: i64) -> Option<&'static str> {
        usize::try_from(code)
            .ok()
            .and_then(|c| self.prims.get(c))
            .copied()
            .filter(|n| !n.is_empty())
    }

    /// The number of the primitive type OpenArk names `name`.
    pub fn prim_code(&self, name: &str) -> Option<i64> {
        self.prims
            .iter()
            .position(|p| *p == name && !name.is_empty())
            .and_then(|p| i64::try_from(p).ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attribute_bits_are_the_places_in_their_sets() {
        // The real files: `public constructor` is 0x840, `public static` 0xc0.
        assert_eq!(V2019.attr_bit(AttrSet::Func, "public"), Some(6));
        assert_eq!(V2019.attr_bit(AttrSet::Func, "static"), Some(7));
        assert_eq!(V2019.attr_bit(AttrSet::Func, "constructor"), Some(11));
        assert_eq!(V2019.attr_bit(AttrSet::Field, "volatile"), Some(19));
        assert_eq!(V2019.attr_bit(AttrSet::Type, "readonly"), Some(30));
        assert_eq!(V2021.attr_bit(AttrSet::Func, "constructor"), Some(13));
        assert!(V2019.attr_bit(AttrSet::Field, "constructor").is_none());
        for v in VERSIONS {
            for set in [AttrSet::Type, AttrSet::Func, AttrSet::Field] {
                assert!(v.attr_words(set).count() <= 64, "{} {set:?}", v.name);
            }
        }
    }

    #[test]
    fn the_primitive_tables_end_where_the_type_numbers_begin() {
        assert_eq!(V2019.prim_code("agg"), Some(34));
        assert_eq!(V2019.prim_slots, 34 + 1);
        assert_eq!(V2021.prim_code("agg"), Some(34));
        assert_eq!(V2021.prim_slots, V2021.prims.len());
        assert_eq!(V2019.prim_code("ref"), Some(12));
    }
}

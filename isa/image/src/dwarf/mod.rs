//! The one DWARF reader: what a debugger of the image sees, read with `gimli::read` — the
//! line table (`.debug_line`), functions with their formals and locals, globals and the types
//! they have (`.debug_info`), and the unwind rule of every function (`.debug_frame`).
//!
//! Both consumers read the ELF bytes through it: [`crate::read_image`] projects the tables onto
//! the image model's [`crate::DebugInfo`] (loader, disassembler), and the debugger keeps them
//! whole (an `.mpl` file is assembled and written to bytes first, never shown from the
//! assembler's in-memory model, so a wrong DWARF record shows up as a wrong pane). Every defect
//! is an [`ImageError`] naming the section.

mod entries;
mod unwind;

use crate::ImageError;
use gimli::{EndianSlice, LittleEndian};
use object::{Object, ObjectSection, ObjectSymbol};
use std::collections::HashMap;

type Slice<'a> = EndianSlice<'a, LittleEndian>;

/// An index into [`DebugTables::types`].
pub type TypeId = usize;

/// How a base type's bytes are to be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Signed,
    Unsigned,
    Float,
    Bool,
    Address,
    /// Complex, vector or anything printed as raw bytes.
    Other,
}

/// A type as DWARF describes it.
#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    Base {
        name: String,
        size: u64,
        encoding: Encoding,
    },
    /// `void` and other types without a size.
    Unspecified {
        name: String,
    },
    Pointer {
        target: Option<TypeId>,
    },
    /// One bound per dimension (0: unbounded).
    Array {
        element: Option<TypeId>,
        dims: Vec<u64>,
    },
    Struct {
        name: String,
        size: u64,
        union: bool,
        members: Vec<Member>,
    },
}

/// A member of a struct, union or class.
#[derive(Clone, Debug, PartialEq)]
pub struct Member {
    pub name: String,
    pub ty: Option<TypeId>,
    /// Byte offset in the aggregate.
    pub offset: u64,
    /// For bitfields: (bit offset from `offset`, width in bits).
    pub bits: Option<(u64, u64)>,
}

/// Where a variable lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location {
    /// At the frame base (`%%FP`) plus an offset.
    FrameOffset(i64),
    /// In pseudo-register `%n` of the frame.
    Preg(u16),
    /// At an absolute address.
    Address(u64),
}

/// A named variable, formal or global.
#[derive(Clone, Debug, PartialEq)]
pub struct Variable {
    pub name: String,
    pub ty: Option<TypeId>,
    pub location: Location,
    pub line: u32,
}

/// A function with a body.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub low_pc: u32,
    pub high_pc: u32,
    pub line: u32,
    pub params: Vec<Variable>,
    pub locals: Vec<Variable>,
}

/// One row of the line table: instructions from `addr` on come from `files[file]:line`.
/// Rows without a line (DWARF's line 0: no source) are not kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineRow {
    pub addr: u32,
    pub file: usize,
    pub line: u32,
    /// 0: the whole line.
    pub column: u32,
    /// DWARF's `is_stmt`: a statement begins here (breakpoints and stepping stop only at
    /// such rows; the others attribute code to their line, as a loop's back-edge to its
    /// header).
    pub is_stmt: bool,
}

/// How to find the caller's frame from a frame (the CFI row of a PC): the CFA is
/// `register + cfa_offset`, the return address and the caller's `%%FP` are saved at
/// `CFA + ra_offset` and `CFA + fp_offset`, and the caller's `%%SP` is the CFA.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnwindRule {
    pub cfa_register: u16,
    pub cfa_offset: i64,
    pub ra_offset: i64,
    pub fp_offset: i64,
}

/// Everything read from the image's DWARF.
#[derive(Clone, Debug, Default)]
pub struct DebugTables {
    /// Compile unit name (the `.mpl` file) and directory.
    pub unit_name: String,
    pub comp_dir: String,
    /// Source files; index 0 is the `.mpl` file, others come from `#LINE`.
    pub files: Vec<String>,
    pub lines: Vec<LineRow>,
    pub functions: Vec<Function>,
    pub globals: Vec<Variable>,
    pub types: Vec<Type>,
    /// Each FDE's range with its rule, sorted by start.
    pub unwind: Vec<(u32, u32, UnwindRule)>,
    /// Sizes of global variables from the ELF symbol table (for globals DWARF gives no type).
    pub global_sizes: HashMap<String, u64>,
}

impl DebugTables {
    /// Read an ELF image's DWARF (`bytes` is the whole file).
    pub fn from_elf(bytes: &[u8]) -> Result<DebugTables, ImageError> {
        let file = object::File::parse(bytes).map_err(|e| ImageError::NotElf(e.to_string()))?;
        DebugTables::read(&file)
    }

    /// Read the DWARF of a parsed object file. Missing sections give empty tables (an image
    /// without debug info can still be stepped by address); malformed ones are an error
    /// naming the section.
    pub fn read<'data>(file: &impl Object<'data>) -> Result<DebugTables, ImageError> {
        let section = |name: &'static str| -> Result<&'data [u8], ImageError> {
            match file.section_by_name(name) {
                Some(s) => s.data().map_err(|e| ImageError::BadSection {
                    name,
                    reason: e.to_string(),
                }),
                None => Ok(&[]),
            }
        };
        let dwarf = gimli::Dwarf::load(|id: gimli::SectionId| {
            section(id.name()).map(|d| EndianSlice::new(d, LittleEndian))
        })?;
        let mut tables = DebugTables::default();
        for sym in file.symbols() {
            if sym.kind() == object::SymbolKind::Data {
                if let Ok(name) = sym.name() {
                    tables.global_sizes.insert(name.to_string(), sym.size());
                }
            }
        }
        entries::read_units(&dwarf, &mut tables)?;
        tables.lines.sort_by_key(|r| r.addr);
        tables.functions.sort_by_key(|f| f.low_pc);
        tables.unwind = unwind::read_unwind(section(".debug_frame")?, &tables.functions)
            .map_err(|e| ImageError::Dwarf(format!(".debug_frame: {e}")))?;
        Ok(tables)
    }

    /// The function whose code holds `pc`.
    pub fn function_at(&self, pc: u32) -> Option<&Function> {
        let i = self
            .functions
            .partition_point(|f| f.low_pc <= pc)
            .checked_sub(1)?;
        let f = &self.functions[i];
        (pc < f.high_pc).then_some(f)
    }

    /// A function by name (with or without MAPLE's `&` sigil).
    pub fn function_named(&self, name: &str) -> Option<&Function> {
        let name = name.trim_start_matches('&');
        self.functions.iter().find(|f| f.name == name)
    }

    /// The line row covering `pc`.
    pub fn row_at(&self, pc: u32) -> Option<&LineRow> {
        let i = self
            .lines
            .partition_point(|r| r.addr <= pc)
            .checked_sub(1)?;
        let row = &self.lines[i];
        // Past the last function's end there is no source.
        self.function_at(pc)?;
        Some(row)
    }

    /// Whether `pc` begins a statement row (a statement boundary, where stepping stops). A
    /// row that only attributes code to a line (`is_stmt` false) is not one.
    pub fn is_row_start(&self, pc: u32) -> bool {
        self.lines
            .binary_search_by_key(&pc, |r| r.addr)
            .is_ok_and(|i| self.lines[i].is_stmt)
    }

    /// Addresses where `file:line` begins: the first address of each run of statement rows
    /// with that line (a line split by other lines' code has several). Rows that only
    /// attribute code (a loop's back-edge on its header line) are no place to break, as in
    /// gdb.
    pub fn addresses_of_line(&self, file: usize, line: u32) -> Vec<u32> {
        let mut out = Vec::new();
        let mut prev: Option<(usize, u32)> = None;
        for r in self.lines.iter().filter(|r| r.is_stmt) {
            let here = (r.file, r.line);
            if here == (file, line) && prev != Some(here) {
                out.push(r.addr);
            }
            prev = Some(here);
        }
        out
    }

    /// The file index of a name given on the command line: exact, or by final path component.
    pub fn file_index(&self, name: &str) -> Option<usize> {
        let base = |s: &str| {
            std::path::Path::new(s)
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| s.to_string())
        };
        self.files
            .iter()
            .position(|f| f == name)
            .or_else(|| self.files.iter().position(|f| base(f) == base(name)))
    }

    /// The unwind rule covering `pc`.
    pub fn unwind_rule(&self, pc: u32) -> Option<UnwindRule> {
        let i = self
            .unwind
            .partition_point(|(lo, _, _)| *lo <= pc)
            .checked_sub(1)?;
        let (lo, hi, rule) = self.unwind[i];
        (pc >= lo && pc < hi).then_some(rule)
    }

    /// A type's name as the panes print it.
    pub fn type_name(&self, ty: Option<TypeId>) -> String {
        self.type_name_depth(ty, 0)
    }

    fn type_name_depth(&self, ty: Option<TypeId>, depth: u32) -> String {
        if depth > 8 {
            return "...".into();
        }
        match ty.and_then(|t| self.types.get(t)) {
            None => "void".into(),
            Some(Type::Base { name, .. }) | Some(Type::Unspecified { name }) => name.clone(),
            Some(Type::Pointer { target }) => {
                format!("<* {}>", self.type_name_depth(*target, depth + 1))
            }
            Some(Type::Array { element, dims }) => {
                let dims: String = dims
                    .iter()
                    .map(|d| {
                        if *d == 0 {
                            "[]".to_string()
                        } else {
                            format!("[{d}]")
                        }
                    })
                    .collect();
                format!("<{dims} {}>", self.type_name_depth(*element, depth + 1))
            }
            Some(Type::Struct { name, union, .. }) => {
                let kind = if *union { "union" } else { "struct" };
                if name.is_empty() {
                    format!("<{kind} {{...}}>")
                } else {
                    format!("<${name}>")
                }
            }
        }
    }

    /// The size in bytes of a type (0 when unknown).
    pub fn type_size(&self, ty: Option<TypeId>) -> u64 {
        self.type_size_depth(ty, 0)
    }

    fn type_size_depth(&self, ty: Option<TypeId>, depth: u32) -> u64 {
        if depth > 16 {
            return 0;
        }
        match ty.and_then(|t| self.types.get(t)) {
            None | Some(Type::Unspecified { .. }) => 0,
            Some(Type::Base { size, .. }) | Some(Type::Struct { size, .. }) => *size,
            Some(Type::Pointer { .. }) => 8,
            Some(Type::Array { element, dims }) => {
                let n: u64 = dims.iter().map(|d| (*d).max(1)).product();
                n.saturating_mul(self.type_size_depth(*element, depth + 1))
            }
        }
    }
}

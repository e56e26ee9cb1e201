//! What the debugger knows about the program, read from the image's DWARF with `gimli::read`:
//! the line table (`.debug_line`), functions with their formals and locals, globals and the
//! types they have (`.debug_info`), and the unwind rule of every function (`.debug_frame`).
//!
//! The debugger reads the ELF bytes (an `.mpl` file is assembled and written to bytes first),
//! never the assembler's in-memory model: what it shows is what a debugger of the image would
//! see, so a wrong DWARF record shows up here as a wrong pane.

use gimli::{AttributeValue, DebugFrame, EndianSlice, LittleEndian, UnwindContext, UnwindSection};
use maple_isa::abi::dwarf_reg;
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineRow {
    pub addr: u32,
    pub file: usize,
    pub line: u32,
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
    /// Read an ELF image's DWARF. Missing sections give empty tables (an image without debug
    /// info can still be stepped by address); malformed ones are an error naming the section.
    pub fn from_elf(bytes: &[u8]) -> Result<DebugTables, String> {
        let file = object::File::parse(bytes).map_err(|e| format!("not an ELF image: {e}"))?;
        let section = |name: &str| -> Result<&[u8], String> {
            match file.section_by_name(name) {
                Some(s) => s.data().map_err(|e| format!("{name}: {e}")),
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
        read_units(&dwarf, &mut tables)
            .map_err(|e| format!("DWARF .debug_info/.debug_line: {e}"))?;
        tables.lines.sort_by_key(|r| r.addr);
        tables.functions.sort_by_key(|f| f.low_pc);
        let frame = section(".debug_frame")?;
        tables.unwind = read_unwind(frame, &tables.functions)
            .map_err(|e| format!("DWARF .debug_frame: {e}"))?;
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

    /// Whether `pc` begins a line-table row (a statement boundary, where stepping stops).
    pub fn is_row_start(&self, pc: u32) -> bool {
        self.lines.binary_search_by_key(&pc, |r| r.addr).is_ok()
    }

    /// Addresses where `file:line` begins: the first address of each run of rows with that
    /// line (a line split by other lines' code has several).
    pub fn addresses_of_line(&self, file: usize, line: u32) -> Vec<u32> {
        let mut out = Vec::new();
        let mut prev: Option<(usize, u32)> = None;
        for r in &self.lines {
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

/// Walk every compile unit: line programs, types, subprograms and variables.
fn read_units(dwarf: &gimli::Dwarf<Slice<'_>>, t: &mut DebugTables) -> gimli::Result<()> {
    let mut units = dwarf.units();
    while let Some(header) = units.next()? {
        let unit = dwarf.unit(header)?;
        if let Some(name) = &unit.name {
            t.unit_name = name.to_string_lossy().into_owned();
        }
        if let Some(dir) = &unit.comp_dir {
            t.comp_dir = dir.to_string_lossy().into_owned();
        }
        let file_base = t.files.len();
        if let Some(program) = unit.line_program.clone() {
            for f in program.header().file_names() {
                let name = dwarf.attr_string(&unit, f.path_name())?;
                t.files.push(name.to_string_lossy().into_owned());
            }
            let mut rows = program.rows();
            while let Some((_, row)) = rows.next_row()? {
                if row.end_sequence() {
                    continue;
                }
                let (Ok(addr), Some(line)) = (u32::try_from(row.address()), row.line()) else {
                    continue;
                };
                t.lines.push(LineRow {
                    addr,
                    // DWARF 4 numbers files from 1.
                    file: file_base + row.file_index().saturating_sub(1) as usize,
                    line: line.get() as u32,
                });
            }
        }
        read_entries(dwarf, &unit, t)?;
    }
    Ok(())
}

/// A DIE's type reference, resolved later through the offset map.
fn type_ref(entry: &gimli::DebuggingInformationEntry<Slice<'_>>) -> Option<usize> {
    match entry.attr_value(gimli::DW_AT_type) {
        Some(AttributeValue::UnitRef(o)) => Some(o.0),
        _ => None,
    }
}

fn udata(entry: &gimli::DebuggingInformationEntry<Slice<'_>>, at: gimli::DwAt) -> Option<u64> {
    entry.attr_value(at).and_then(|v| v.udata_value())
}

/// Types are collected with their unit offsets first and references resolved at the end, so a
/// type may refer to one that comes later (DWARF allows it; maple's writer does it).
fn read_entries(
    dwarf: &gimli::Dwarf<Slice<'_>>,
    unit: &gimli::Unit<Slice<'_>>,
    t: &mut DebugTables,
) -> gimli::Result<()> {
    let type_base = t.types.len();
    let mut offsets: HashMap<usize, TypeId> = HashMap::new();
    // Unresolved references (unit offsets) per type slot / variable, fixed up at the end.
    let mut raw_types: Vec<(Type, Option<usize>, Vec<Option<usize>>)> = Vec::new();
    let mut vars: Vec<(Option<usize>, Variable, Option<usize>, bool)> = Vec::new();
    let mut cur_fn: Option<usize> = None;
    let mut fn_depth = 0isize;
    // The innermost aggregate or array being filled: (slot, depth).
    let mut container: Option<(usize, isize)> = None;
    let mut entries = unit.entries();
    while let Some(entry) = entries.next_dfs()? {
        let depth = entry.depth();
        if container.is_some_and(|(_, d)| depth <= d) {
            container = None;
        }
        if cur_fn.is_some() && depth <= fn_depth {
            cur_fn = None;
        }
        let name = match entry.attr_value(gimli::DW_AT_name) {
            Some(v) => dwarf.attr_string(unit, v)?.to_string_lossy().into_owned(),
            None => String::new(),
        };
        let line = udata(entry, gimli::DW_AT_decl_line).unwrap_or(0) as u32;
        let tag = entry.tag();
        let new_type = |ty: Type, target: Option<usize>| (ty, target, Vec::new());
        match tag {
            gimli::DW_TAG_base_type => {
                let encoding = match entry.attr_value(gimli::DW_AT_encoding) {
                    Some(AttributeValue::Encoding(e)) => match e {
                        gimli::DW_ATE_signed | gimli::DW_ATE_signed_char => Encoding::Signed,
                        gimli::DW_ATE_unsigned | gimli::DW_ATE_unsigned_char => Encoding::Unsigned,
                        gimli::DW_ATE_float => Encoding::Float,
                        gimli::DW_ATE_boolean => Encoding::Bool,
                        gimli::DW_ATE_address => Encoding::Address,
                        _ => Encoding::Other,
                    },
                    _ => Encoding::Other,
                };
                let size = udata(entry, gimli::DW_AT_byte_size).unwrap_or(0);
                offsets.insert(entry.offset().0, type_base + raw_types.len());
                raw_types.push(new_type(
                    Type::Base {
                        name,
                        size,
                        encoding,
                    },
                    None,
                ));
            }
            gimli::DW_TAG_unspecified_type => {
                offsets.insert(entry.offset().0, type_base + raw_types.len());
                raw_types.push(new_type(Type::Unspecified { name }, None));
            }
            gimli::DW_TAG_pointer_type => {
                offsets.insert(entry.offset().0, type_base + raw_types.len());
                raw_types.push(new_type(Type::Pointer { target: None }, type_ref(entry)));
            }
            gimli::DW_TAG_array_type => {
                offsets.insert(entry.offset().0, type_base + raw_types.len());
                container = Some((raw_types.len(), depth));
                raw_types.push(new_type(
                    Type::Array {
                        element: None,
                        dims: Vec::new(),
                    },
                    type_ref(entry),
                ));
            }
            gimli::DW_TAG_subrange_type => {
                if let Some((slot, _)) = container {
                    if let (Type::Array { dims, .. }, _, _) = &mut raw_types[slot] {
                        let n = udata(entry, gimli::DW_AT_count)
                            .or_else(|| udata(entry, gimli::DW_AT_upper_bound).map(|u| u + 1))
                            .unwrap_or(0);
                        dims.push(n);
                    }
                }
            }
            gimli::DW_TAG_structure_type | gimli::DW_TAG_union_type | gimli::DW_TAG_class_type => {
                offsets.insert(entry.offset().0, type_base + raw_types.len());
                container = Some((raw_types.len(), depth));
                let size = udata(entry, gimli::DW_AT_byte_size).unwrap_or(0);
                raw_types.push(new_type(
                    Type::Struct {
                        name,
                        size,
                        union: tag == gimli::DW_TAG_union_type,
                        members: Vec::new(),
                    },
                    None,
                ));
            }
            gimli::DW_TAG_member => {
                if let Some((slot, _)) = container {
                    let target = type_ref(entry);
                    let (offset, bits) = match udata(entry, gimli::DW_AT_data_bit_offset) {
                        Some(bit) => (
                            bit / 8,
                            Some((bit % 8, udata(entry, gimli::DW_AT_bit_size).unwrap_or(1))),
                        ),
                        None => (
                            udata(entry, gimli::DW_AT_data_member_location).unwrap_or(0),
                            None,
                        ),
                    };
                    let (ty, _, member_refs) = &mut raw_types[slot];
                    if let Type::Struct { members, .. } = ty {
                        members.push(Member {
                            name,
                            ty: None,
                            offset,
                            bits,
                        });
                        member_refs.push(target);
                    }
                }
            }
            gimli::DW_TAG_subprogram => {
                let low = match entry.attr_value(gimli::DW_AT_low_pc) {
                    Some(AttributeValue::Addr(a)) => a as u32,
                    _ => 0,
                };
                let len = udata(entry, gimli::DW_AT_high_pc).unwrap_or(0) as u32;
                t.functions.push(Function {
                    name,
                    low_pc: low,
                    high_pc: low.saturating_add(len),
                    line,
                    params: Vec::new(),
                    locals: Vec::new(),
                });
                cur_fn = Some(t.functions.len() - 1);
                fn_depth = depth;
            }
            gimli::DW_TAG_formal_parameter | gimli::DW_TAG_variable => {
                let location = match entry.attr_value(gimli::DW_AT_location) {
                    Some(AttributeValue::Exprloc(expr)) => location(expr, unit.encoding()),
                    _ => None,
                };
                if let Some(location) = location {
                    let var = Variable {
                        name,
                        ty: None,
                        location,
                        line,
                    };
                    let param = tag == gimli::DW_TAG_formal_parameter;
                    vars.push((cur_fn, var, type_ref(entry), param));
                }
            }
            _ => {}
        }
    }
    let resolve = |r: Option<usize>| r.and_then(|o| offsets.get(&o).copied());
    for (ty, target, member_refs) in raw_types {
        let ty = match ty {
            Type::Pointer { .. } => Type::Pointer {
                target: resolve(target),
            },
            Type::Array { dims, .. } => Type::Array {
                element: resolve(target),
                dims,
            },
            Type::Struct {
                name,
                size,
                union,
                mut members,
            } => {
                for (m, r) in members.iter_mut().zip(member_refs) {
                    m.ty = resolve(r);
                }
                Type::Struct {
                    name,
                    size,
                    union,
                    members,
                }
            }
            other => other,
        };
        t.types.push(ty);
    }
    for (f, mut var, ty, param) in vars {
        var.ty = resolve(ty);
        match (f, var.location) {
            (Some(f), _) if param => t.functions[f].params.push(var),
            (Some(f), _) => t.functions[f].locals.push(var),
            (None, _) => t.globals.push(var),
        }
    }
    Ok(())
}

/// The location forms a variable may have: fbreg, a pseudo-register, or an address.
fn location(expr: gimli::Expression<Slice<'_>>, encoding: gimli::Encoding) -> Option<Location> {
    let mut ops = expr.operations(encoding);
    match ops.next().ok()?? {
        gimli::Operation::FrameOffset { offset } => Some(Location::FrameOffset(offset)),
        gimli::Operation::Register { register } if register.0 >= dwarf_reg::PREG0 => {
            Some(Location::Preg(register.0 - dwarf_reg::PREG0))
        }
        gimli::Operation::Address { address } => Some(Location::Address(address)),
        _ => None,
    }
}

/// Evaluate the CFI of every function at its entry: maple's frames have one rule for the whole
/// body (set up by `call`), so one row per FDE is exact.
fn read_unwind(
    section: &[u8],
    functions: &[Function],
) -> gimli::Result<Vec<(u32, u32, UnwindRule)>> {
    if section.is_empty() {
        return Ok(Vec::new());
    }
    let mut frame = DebugFrame::new(section, LittleEndian);
    frame.set_address_size(8);
    let bases = gimli::BaseAddresses::default();
    let mut ctx = Box::new(UnwindContext::new());
    let mut out = Vec::new();
    for f in functions {
        let row = match frame.unwind_info_for_address(
            &bases,
            &mut ctx,
            f.low_pc as u64,
            DebugFrame::cie_from_offset,
        ) {
            Ok(row) => row,
            Err(gimli::Error::NoUnwindInfoForAddress) => continue,
            Err(e) => return Err(e),
        };
        let gimli::CfaRule::RegisterAndOffset { register, offset } = *row.cfa() else {
            continue;
        };
        let saved = |reg: u16| match row.register(gimli::Register(reg)) {
            Some(gimli::RegisterRule::Offset(o)) => Some(o),
            _ => None,
        };
        let (Some(ra_offset), Some(fp_offset)) = (saved(dwarf_reg::PC), saved(dwarf_reg::FP))
        else {
            continue;
        };
        out.push((
            f.low_pc,
            f.high_pc,
            UnwindRule {
                cfa_register: register.0,
                cfa_offset: offset,
                ra_offset,
                fp_offset,
            },
        ));
    }
    Ok(out)
}

//! `.debug_info` and `.debug_line`: compile units, line rows, types, functions and variables.

use super::{
    DebugTables, Encoding, Function, LineRow, Location, Member, Slice, Type, TypeId, Variable,
};
use crate::ImageError;
use gimli::AttributeValue;
use maple_isa::abi::dwarf_reg;
use std::collections::HashMap;

/// Walk every compile unit: line programs, types, subprograms and variables.
pub(super) fn read_units(
    dwarf: &gimli::Dwarf<Slice<'_>>,
    t: &mut DebugTables,
) -> Result<(), ImageError> {
    let mut units = dwarf.units();
    while let Some(header) = units.next().map_err(bad)? {
        let unit = dwarf.unit(header).map_err(bad)?;
        if let Some(name) = &unit.name {
            t.unit_name = name.to_string_lossy().into_owned();
        }
        if let Some(dir) = &unit.comp_dir {
            t.comp_dir = dir.to_string_lossy().into_owned();
        }
        let file_base = t.files.len();
        if let Some(program) = unit.line_program.clone() {
            for f in program.header().file_names() {
                let name = dwarf.attr_string(&unit, f.path_name()).map_err(bad)?;
                t.files.push(name.to_string_lossy().into_owned());
            }
            let mut rows = program.rows();
            while let Some((_, row)) = rows.next_row().map_err(bad)? {
                if row.end_sequence() {
                    continue;
                }
                let addr = u32::try_from(row.address()).map_err(|_| {
                    ImageError::Dwarf(format!(
                        ".debug_line: address {:#x} outside the 32-bit space",
                        row.address()
                    ))
                })?;
                let Some(line) = row.line() else {
                    continue;
                };
                let column = match row.column() {
                    gimli::ColumnType::LeftEdge => 0,
                    gimli::ColumnType::Column(c) => c.get() as u32,
                };
                t.lines.push(LineRow {
                    addr,
                    // DWARF 4 numbers files from 1.
                    file: file_base + row.file_index().saturating_sub(1) as usize,
                    line: line.get() as u32,
                    column,
                    is_stmt: row.is_stmt(),
                });
            }
        }
        read_entries(dwarf, &unit, t)?;
    }
    Ok(())
}

/// A gimli error while walking `.debug_info` / `.debug_line`.
fn bad(e: gimli::Error) -> ImageError {
    ImageError::Dwarf(format!(".debug_info/.debug_line: {e}"))
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
) -> Result<(), ImageError> {
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
    while let Some(entry) = entries.next_dfs().map_err(bad)? {
        let depth = entry.depth();
        if container.is_some_and(|(_, d)| depth <= d) {
            container = None;
        }
        if cur_fn.is_some() && depth <= fn_depth {
            cur_fn = None;
        }
        let name = match entry.attr_value(gimli::DW_AT_name) {
            Some(v) => dwarf
                .attr_string(unit, v)
                .map_err(bad)?
                .to_string_lossy()
                .into_owned(),
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
                    Some(AttributeValue::Exprloc(expr)) => Some(location(expr, unit.encoding())?),
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

/// The three location forms maple writes: fbreg, a pseudo-register, or an address. Anything
/// else is not a maple image's.
fn location(
    expr: gimli::Expression<Slice<'_>>,
    encoding: gimli::Encoding,
) -> Result<Location, ImageError> {
    let mut ops = expr.operations(encoding);
    Ok(match ops.next().map_err(bad)? {
        Some(gimli::Operation::FrameOffset { offset }) => Location::FrameOffset(offset),
        Some(gimli::Operation::Register { register }) if register.0 >= dwarf_reg::PREG0 => {
            Location::Preg(register.0 - dwarf_reg::PREG0)
        }
        Some(gimli::Operation::Address { address }) => Location::Address(address),
        other => {
            return Err(ImageError::Dwarf(format!(
                "unsupported variable location {other:?}"
            )))
        }
    })
}

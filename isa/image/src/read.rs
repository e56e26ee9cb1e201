//! Parse ELF bytes back into an [`Image`]: the loader's and the disassembler's view. Every
//! failure (not ELF, another machine, a truncated or corrupt section) is an [`ImageError`].

use crate::model::{DebugFunction, DebugInfo, DebugVariable, Home, Image, LineEntry, Segment};
use crate::tables::{
    decode_classes, decode_functions, decode_relocs, decode_strings, decode_types,
};
use crate::ImageError;
use gimli::{EndianSlice, LittleEndian};
use maple_isa::abi::{self, dwarf_reg};
use object::read::elf::{ElfFile64, FileHeader};
use object::{Object, ObjectSection};

type Slice<'a> = EndianSlice<'a, LittleEndian>;

/// A section's address, bytes and size, if the image has it.
type SectionResult<'a> = Result<Option<(u32, &'a [u8], u64)>, ImageError>;

/// Read an image. `bytes` is the whole file.
pub fn read_image(bytes: &[u8]) -> Result<Image, ImageError> {
    if bytes.len() < 4 || &bytes[..4] != b"\x7fELF" {
        return Err(ImageError::NotElf(
            "the file does not start with the ELF magic number".into(),
        ));
    }
    let file = ElfFile64::<object::Endianness>::parse(bytes)
        .map_err(|e| ImageError::NotElf(e.to_string()))?;
    let machine = file.elf_header().e_machine(file.endian());
    if machine.0 != abi::ELF_MACHINE {
        return Err(ImageError::WrongMachine(machine.0));
    }
    if file.endian() != object::Endianness::Little {
        return Err(ImageError::NotElf(
            "big-endian ELF; maple images are little-endian".into(),
        ));
    }
    let section = |name: &'static str| -> SectionResult<'_> {
        let Some(s) = file.section_by_name(name) else {
            return Ok(None);
        };
        let data = s.data().map_err(|e| ImageError::BadSection {
            name,
            reason: e.to_string(),
        })?;
        let addr = u32::try_from(s.address()).map_err(|_| ImageError::BadSection {
            name,
            reason: format!("address {:#x} is outside the 32-bit space", s.address()),
        })?;
        Ok(Some((addr, data, s.size())))
    };
    let segment = |name: &'static str| -> Result<Segment, ImageError> {
        Ok(section(name)?
            .map(|(addr, data, _)| Segment {
                addr,
                bytes: data.to_vec(),
            })
            .unwrap_or_default())
    };
    let text = segment(".text")?;
    let rodata = segment(".rodata")?;
    let data = segment(".data")?;
    let (bss_addr, bss_size) = match file.section_by_name(".bss") {
        Some(s) => (
            u32::try_from(s.address()).map_err(|_| ImageError::BadSection {
                name: ".bss",
                reason: "address outside the 32-bit space".into(),
            })?,
            u32::try_from(s.size()).map_err(|_| ImageError::BadSection {
                name: ".bss",
                reason: "size over 4 GiB".into(),
            })?,
        ),
        None => (data.end(), 0),
    };
    let functions = match section(abi::sections::FUNCTIONS)? {
        Some((_, bytes, _)) => decode_functions(bytes)?,
        None => return Err(ImageError::MissingSection(abi::sections::FUNCTIONS)),
    };
    let strings = match section(abi::sections::STRINGS)? {
        Some((_, bytes, _)) => decode_strings(bytes)?,
        None => Vec::new(),
    };
    let types = match section(abi::sections::TYPES)? {
        Some((_, bytes, _)) => decode_types(bytes)?,
        None => Vec::new(),
    };
    let data_relocs = match section(abi::sections::RELOCS)? {
        Some((_, bytes, _)) => decode_relocs(bytes)?,
        None => Vec::new(),
    };
    let classes = match section(abi::sections::CLASSES)? {
        Some((_, bytes, _)) => decode_classes(bytes)?,
        None => Vec::new(),
    };
    let entry = u32::try_from(file.entry())
        .map_err(|_| ImageError::NotElf("entry point outside the 32-bit space".into()))?;
    for f in &functions {
        if !f.external
            && (f.entry < text.addr
                || f.entry
                    .checked_add(f.size)
                    .is_none_or(|end| end > text.end()))
        {
            return Err(ImageError::CorruptTable {
                table: abi::sections::FUNCTIONS,
                offset: 0,
                what: format!(
                    "function {} at {:#x}+{} lies outside .text",
                    f.name, f.entry, f.size
                ),
            });
        }
    }
    let (source_name, source_dir, debug) = read_dwarf(&file)?;
    Ok(Image {
        source_name,
        source_dir,
        entry,
        text,
        rodata,
        data,
        bss_addr,
        bss_size,
        functions,
        globals: Vec::new(),
        strings,
        types,
        data_relocs,
        classes,
        debug,
    })
}

fn read_dwarf(
    file: &ElfFile64<'_, object::Endianness>,
) -> Result<(String, String, DebugInfo), ImageError> {
    let load = |id: gimli::SectionId| -> Result<Slice<'_>, ImageError> {
        let data = match file.section_by_name(id.name()) {
            Some(s) => s.data().map_err(|e| ImageError::BadSection {
                name: id.name(),
                reason: e.to_string(),
            })?,
            None => &[],
        };
        Ok(EndianSlice::new(data, LittleEndian))
    };
    let dwarf = gimli::Dwarf::load(load)?;
    let err = |e: gimli::Error| ImageError::Dwarf(e.to_string());
    let mut info = DebugInfo::default();
    let (mut source_name, mut source_dir) = (String::new(), String::new());
    let mut units = dwarf.units();
    while let Some(header) = units.next().map_err(err)? {
        let unit = dwarf.unit(header).map_err(err)?;
        if let Some(name) = &unit.name {
            source_name = name.to_string_lossy().into_owned();
        }
        if let Some(dir) = &unit.comp_dir {
            source_dir = dir.to_string_lossy().into_owned();
        }
        if let Some(program) = unit.line_program.clone() {
            let header = program.header().clone();
            // Our file list: index i is DWARF file i + 1 (DWARF 4 numbers files from 1).
            let mut files = Vec::new();
            for f in header.file_names() {
                let name = dwarf.attr_string(&unit, f.path_name()).map_err(err)?;
                files.push(name.to_string_lossy().into_owned());
            }
            info.files = files;
            let mut rows = program.rows();
            while let Some((_, row)) = rows.next_row().map_err(err)? {
                if row.end_sequence() {
                    continue;
                }
                let addr = u32::try_from(row.address())
                    .map_err(|_| ImageError::Dwarf("line address outside 32 bits".into()))?;
                let column = match row.column() {
                    gimli::ColumnType::LeftEdge => 0,
                    gimli::ColumnType::Column(c) => c.get() as u32,
                };
                info.lines.push(LineEntry {
                    addr,
                    file: row.file_index().saturating_sub(1) as u32,
                    line: row.line().map_or(0, |l| l.get() as u32),
                    column,
                });
            }
        }
        let mut entries = unit.entries();
        let mut current: Option<DebugFunction> = None;
        while let Some(entry) = entries.next_dfs().map_err(err)? {
            let name = match entry.attr_value(gimli::DW_AT_name) {
                Some(v) => dwarf
                    .attr_string(&unit, v)
                    .map_err(err)?
                    .to_string_lossy()
                    .into_owned(),
                None => String::new(),
            };
            let line = match entry.attr_value(gimli::DW_AT_decl_line) {
                Some(gimli::AttributeValue::Udata(l)) => l as u32,
                _ => 0,
            };
            match entry.tag() {
                gimli::DW_TAG_subprogram => {
                    if let Some(f) = current.take() {
                        info.functions.push(f);
                    }
                    let low = match entry.attr_value(gimli::DW_AT_low_pc) {
                        Some(gimli::AttributeValue::Addr(a)) => a as u32,
                        _ => 0,
                    };
                    let len = match entry.attr_value(gimli::DW_AT_high_pc) {
                        Some(gimli::AttributeValue::Udata(n)) => n as u32,
                        _ => 0,
                    };
                    current = Some(DebugFunction {
                        name,
                        low_pc: low,
                        high_pc: low.saturating_add(len),
                        line,
                        params: Vec::new(),
                        locals: Vec::new(),
                    });
                }
                gimli::DW_TAG_formal_parameter | gimli::DW_TAG_variable => {
                    let home = match entry.attr_value(gimli::DW_AT_location) {
                        Some(gimli::AttributeValue::Exprloc(expr)) => {
                            decode_location(expr, unit.encoding())?
                        }
                        _ => continue,
                    };
                    let var = DebugVariable {
                        name,
                        ty: None,
                        home,
                        line,
                    };
                    match (&mut current, entry.tag(), home) {
                        (_, _, Home::Global(_)) => info.globals.push(var),
                        (Some(f), gimli::DW_TAG_formal_parameter, _) => f.params.push(var),
                        (Some(f), _, _) => f.locals.push(var),
                        (None, _, _) => {}
                    }
                }
                _ => {}
            }
        }
        if let Some(f) = current.take() {
            info.functions.push(f);
        }
    }
    Ok((source_name, source_dir, info))
}

/// The three location forms maple writes: fbreg, reg (pseudo-registers) and addr.
fn decode_location(
    expr: gimli::Expression<Slice<'_>>,
    encoding: gimli::Encoding,
) -> Result<Home, ImageError> {
    let mut ops = expr.operations(encoding);
    let op = ops.next().map_err(|e| ImageError::Dwarf(e.to_string()))?;
    Ok(match op {
        Some(gimli::Operation::FrameOffset { offset }) => Home::Frame(offset as i32),
        Some(gimli::Operation::Register { register }) if register.0 >= dwarf_reg::PREG0 => {
            Home::Preg(register.0 - dwarf_reg::PREG0)
        }
        Some(gimli::Operation::Address { address }) => Home::Global(address as u32),
        other => {
            return Err(ImageError::Dwarf(format!(
                "unsupported variable location {other:?}"
            )))
        }
    })
}

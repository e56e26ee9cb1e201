//! Parse ELF bytes back into an [`Image`]: the loader's and the disassembler's view. Every
//! failure (not ELF, another machine, a truncated or corrupt section) is an [`ImageError`].

use crate::dwarf::{DebugTables, Location, Variable};
use crate::model::{DebugFunction, DebugInfo, DebugVariable, Home, Image, LineEntry, Segment};
use crate::tables::{
    decode_classes, decode_functions, decode_relocs, decode_strings, decode_types,
};
use crate::ImageError;
use maple_isa::abi;
use object::read::elf::{ElfFile64, FileHeader};
use object::{Object, ObjectSection};

/// A section's address, bytes and size, if the image has it.
type SectionResult<'a> = Result<Option<(u32, &'a [u8], u64)>, ImageError>;

/// How long a little-endian ELF64 file must be by its own headers: the file header, the
/// program and section header tables, and every section with contents. `None` for another
/// class or byte order (the parser refuses those with its own message). A file shorter than
/// this was cut short, which the parser would report as some header or section being
/// invalid; saying "truncated" tells the user what happened.
fn elf_extent(bytes: &[u8]) -> Option<u64> {
    const HEADER: u64 = 64;
    const SHT_NOBITS: u32 = 8;
    if bytes.get(4..6) != Some(&[2, 1]) {
        return None;
    }
    let u16_at = |at: u64| -> Option<u64> {
        let at = usize::try_from(at).ok()?;
        Some(u16::from_le_bytes(bytes.get(at..at.checked_add(2)?)?.try_into().ok()?) as u64)
    };
    let u32_at = |at: u64| -> Option<u32> {
        let at = usize::try_from(at).ok()?;
        Some(u32::from_le_bytes(
            bytes.get(at..at.checked_add(4)?)?.try_into().ok()?,
        ))
    };
    let u64_at = |at: u64| -> Option<u64> {
        let at = usize::try_from(at).ok()?;
        Some(u64::from_le_bytes(
            bytes.get(at..at.checked_add(8)?)?.try_into().ok()?,
        ))
    };
    if (bytes.len() as u64) < HEADER {
        return Some(HEADER);
    }
    let table = |off: u64, entsize: u64, num: u64| off.saturating_add(entsize.saturating_mul(num));
    let (phoff, shoff) = (u64_at(0x20)?, u64_at(0x28)?);
    let (phentsize, phnum) = (u16_at(0x36)?, u16_at(0x38)?);
    let (shentsize, shnum) = (u16_at(0x3a)?, u16_at(0x3c)?);
    let mut need = HEADER;
    if phnum > 0 {
        need = need.max(table(phoff, phentsize, phnum));
    }
    if shnum > 0 {
        need = need.max(table(shoff, shentsize, shnum));
        // The sections' contents, as far as their headers are in the file to say.
        for i in 0..shnum {
            let at = table(shoff, shentsize, i);
            let (Some(kind), Some(off), Some(size)) =
                (u32_at(at + 4), u64_at(at + 0x18), u64_at(at + 0x20))
            else {
                break;
            };
            if kind != SHT_NOBITS {
                need = need.max(off.saturating_add(size));
            }
        }
    }
    Some(need)
}

/// Read an image. `bytes` is the whole file.
pub fn read_image(bytes: &[u8]) -> Result<Image, ImageError> {
    if bytes.is_empty() {
        return Err(ImageError::NotElf("the file is empty (0 bytes)".into()));
    }
    if bytes.len() < 4 || &bytes[..4] != b"\x7fELF" {
        return Err(ImageError::NotElf(
            "the file does not start with the ELF magic number".into(),
        ));
    }
    if let Some(need) = elf_extent(bytes).filter(|&need| need > bytes.len() as u64) {
        return Err(ImageError::Truncated {
            len: bytes.len(),
            need,
        });
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
    let mut tables = DebugTables::read(&file)?;
    let source_name = std::mem::take(&mut tables.unit_name);
    let source_dir = std::mem::take(&mut tables.comp_dir);
    let debug = debug_info(tables);
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

/// The image model's debug info: the DWARF reader's tables projected onto it (types are the
/// debugger's business; variables keep their names, homes and lines). A variable at an absolute
/// address is a global, wherever it is declared (a function's static locals included).
fn debug_info(tables: DebugTables) -> DebugInfo {
    let home = |l: Location| match l {
        Location::FrameOffset(o) => Home::Frame(o as i32),
        Location::Preg(n) => Home::Preg(n),
        Location::Address(a) => Home::Global(a as u32),
    };
    let var = |v: &Variable| DebugVariable {
        name: v.name.clone(),
        ty: None,
        home: home(v.location),
        line: v.line,
    };
    let in_frame = |v: &&Variable| !matches!(v.location, Location::Address(_));
    let mut globals: Vec<DebugVariable> = tables
        .globals
        .iter()
        .filter(|v| matches!(v.location, Location::Address(_)))
        .map(var)
        .collect();
    let functions = tables
        .functions
        .iter()
        .map(|f| {
            let statics = f.params.iter().chain(&f.locals).filter(|v| !in_frame(v));
            globals.extend(statics.map(var));
            DebugFunction {
                name: f.name.clone(),
                low_pc: f.low_pc,
                high_pc: f.high_pc,
                line: f.line,
                params: f.params.iter().filter(in_frame).map(var).collect(),
                locals: f.locals.iter().filter(in_frame).map(var).collect(),
            }
        })
        .collect();
    DebugInfo {
        files: tables.files,
        lines: tables
            .lines
            .iter()
            .map(|r| LineEntry {
                addr: r.addr,
                file: r.file as u32,
                line: r.line,
                column: r.column,
                is_stmt: r.is_stmt,
            })
            .collect(),
        types: Vec::new(),
        functions,
        globals,
    }
}

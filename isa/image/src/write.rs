//! Serialize an [`Image`] to an ELF64 executable with DWARF 4 debug info, in one step: build
//! the DWARF model with `gimli::write`, then lay out and write the ELF file with `object`'s
//! two-phase ELF writer (reserve every range, then write in the same order).

use crate::model::{DebugType, DebugVariable, Home, Image};
use crate::tables::{
    encode_classes, encode_functions, encode_relocs, encode_strings, encode_types,
};
use crate::ImageError;
use gimli::write::{
    Address, AttributeValue, CallFrameInstruction, CommonInformationEntry, DwarfUnit, EndianVec,
    Expression, FrameDescriptionEntry, FrameTable, LineProgram, LineString, Sections, UnitEntryId,
};
use gimli::{Encoding, LineEncoding, LittleEndian, Register};
use maple_isa::abi::{self, dwarf_reg};
use maple_isa::{PrimClass, PrimType};
use object::elf;
use object::write::elf::{FileHeader, ProgramHeader, SectionHeader, Sym, Writer};
use object::write::StringId;
use object::Endianness;

/// One ELF section to emit.
struct OutSection<'a> {
    name: &'static str,
    data: &'a [u8],
    /// Loaded at this address (allocated sections), or not loaded.
    addr: Option<u32>,
    sh_type: elf::SectionType,
    sh_flags: elf::SectionFlags,
    /// Size in memory (differs from `data.len()` only for `.bss`).
    mem_size: u64,
    align: u64,
}

impl<'a> OutSection<'a> {
    /// A section that is not loaded: a `.maple.*` table or debug info.
    fn table(name: &'static str, data: &'a [u8], align: u64) -> Self {
        OutSection {
            name,
            data,
            addr: None,
            sh_type: elf::SHT_PROGBITS,
            sh_flags: elf::SectionFlags(0),
            mem_size: data.len() as u64,
            align,
        }
    }
}

/// Write the image as ELF bytes.
pub fn write_image(image: &Image) -> Result<Vec<u8>, ImageError> {
    let dwarf = build_dwarf(image)?;
    let functions = encode_functions(&image.functions);
    let strings = encode_strings(&image.strings);
    let types = encode_types(&image.types);
    let relocs = encode_relocs(&image.data_relocs);
    let classes = encode_classes(&image.classes);

    let page = abi::PAGE_SIZE as u64;
    let alloc = elf::SHF_ALLOC;
    let mut sections = vec![
        OutSection {
            name: ".text",
            data: &image.text.bytes,
            addr: Some(image.text.addr),
            sh_type: elf::SHT_PROGBITS,
            sh_flags: alloc | elf::SHF_EXECINSTR,
            mem_size: image.text.bytes.len() as u64,
            align: page,
        },
        OutSection {
            name: ".rodata",
            data: &image.rodata.bytes,
            addr: Some(image.rodata.addr),
            sh_type: elf::SHT_PROGBITS,
            sh_flags: alloc,
            mem_size: image.rodata.bytes.len() as u64,
            align: page,
        },
        OutSection {
            name: ".data",
            data: &image.data.bytes,
            addr: Some(image.data.addr),
            sh_type: elf::SHT_PROGBITS,
            sh_flags: alloc | elf::SHF_WRITE,
            mem_size: image.data.bytes.len() as u64,
            align: page,
        },
        OutSection {
            name: ".bss",
            data: &[],
            addr: Some(image.bss_addr),
            sh_type: elf::SHT_NOBITS,
            sh_flags: alloc | elf::SHF_WRITE,
            mem_size: image.bss_size as u64,
            align: 8,
        },
    ];
    for (name, data) in [
        (abi::sections::FUNCTIONS, &functions),
        (abi::sections::CLASSES, &classes),
        (abi::sections::RELOCS, &relocs),
        (abi::sections::TYPES, &types),
        (abi::sections::STRINGS, &strings),
    ] {
        sections.push(OutSection::table(name, data, 4));
    }
    for (name, data) in &dwarf {
        sections.push(OutSection::table(name, data, 1));
    }

    // Program headers: text (R+X), rodata (R), data + bss (R+W); empty ones are left out.
    struct Load {
        first: usize,
        last: usize,
        flags: elf::ProgramFlags,
    }
    let mut loads = Vec::new();
    if !image.text.bytes.is_empty() {
        loads.push(Load {
            first: 0,
            last: 0,
            flags: elf::PF_R | elf::PF_X,
        });
    }
    if !image.rodata.bytes.is_empty() {
        loads.push(Load {
            first: 1,
            last: 1,
            flags: elf::PF_R,
        });
    }
    if !image.data.bytes.is_empty() || image.bss_size > 0 {
        loads.push(Load {
            first: 2,
            last: 3,
            flags: elf::PF_R | elf::PF_W,
        });
    }

    let mut buffer = Vec::new();
    let mut w = Writer::new(Endianness::Little, true, &mut buffer);
    w.reserve_file_header();
    w.reserve_program_headers(loads.len() as u32);
    let offsets: Vec<u64> = sections
        .iter()
        .map(|s| {
            if s.sh_type == elf::SHT_NOBITS {
                w.reserved_len()
            } else {
                w.reserve(s.data.len() as u64, s.align)
            }
        })
        .collect();
    let names: Vec<StringId> = sections
        .iter()
        .map(|s| w.add_section_name(s.name.as_bytes()))
        .collect();
    w.reserve_null_section_index();
    let indices: Vec<u32> = sections
        .iter()
        .map(|_| w.reserve_section_index().0)
        .collect();

    // Symbols: functions (STT_FUNC) in .text, globals (STT_OBJECT) in .data/.bss.
    struct OutSym {
        name: StringId,
        section: u32,
        kind: elf::SymbolType,
        value: u64,
        size: u64,
    }
    let mut syms = Vec::new();
    for f in image.functions.iter().filter(|f| !f.external) {
        syms.push(OutSym {
            name: w.add_string(f.name.as_bytes()),
            section: indices[0],
            kind: elf::STT_FUNC,
            value: f.entry as u64,
            size: f.size as u64,
        });
    }
    for g in &image.globals {
        let section = if g.addr >= image.bss_addr && image.bss_size > 0 {
            indices[3]
        } else {
            indices[2]
        };
        syms.push(OutSym {
            name: w.add_string(g.name.as_bytes()),
            section,
            kind: elf::STT_OBJECT,
            value: g.addr as u64,
            size: g.size as u64,
        });
    }
    w.reserve_null_symbol_index();
    for s in &syms {
        w.reserve_symbol_index(Some(object::write::elf::SectionIndex(s.section)));
    }
    w.reserve_symtab_section_index();
    w.reserve_symtab();
    w.reserve_strtab_section_index();
    w.reserve_strtab()
        .map_err(|e| ImageError::Write(e.to_string()))?;
    w.reserve_shstrtab_section_index();
    w.reserve_shstrtab()
        .map_err(|e| ImageError::Write(e.to_string()))?;
    w.reserve_section_headers();

    w.write_file_header(&FileHeader {
        os_abi: elf::ELFOSABI_NONE,
        abi_version: 0,
        e_type: elf::ET_EXEC,
        e_machine: elf::Machine(abi::ELF_MACHINE),
        e_entry: image.entry as u64,
        e_flags: elf::FileFlags(0),
    })
    .map_err(|e| ImageError::Write(e.to_string()))?;
    w.write_align_program_headers();
    for load in &loads {
        let first = &sections[load.first];
        let last = &sections[load.last];
        let vaddr = first.addr.unwrap_or(0) as u64;
        let file_size = if load.last == 3 {
            first.data.len() as u64
        } else {
            last.data.len() as u64
        };
        let mem_end = last.addr.unwrap_or(0) as u64 + last.mem_size;
        w.write_program_header(&ProgramHeader {
            p_type: elf::PT_LOAD,
            p_flags: load.flags,
            p_offset: offsets[load.first],
            p_vaddr: vaddr,
            p_paddr: vaddr,
            p_filesz: file_size,
            p_memsz: mem_end.max(vaddr + file_size) - vaddr,
            p_align: page,
        });
    }
    for s in &sections {
        if s.sh_type != elf::SHT_NOBITS {
            w.write_align(s.align);
            w.write(s.data);
        }
    }
    w.write_null_symbol();
    for s in &syms {
        let st_name = w.string_offset(Some(s.name));
        w.write_symbol(&Sym {
            section: Some(s.section),
            st_name,
            st_info: elf::SymbolInfo::new(elf::STB_GLOBAL, s.kind),
            st_other: elf::SymbolOther(elf::STV_DEFAULT.0),
            st_shndx: elf::SymbolSection(0),
            st_value: s.value,
            st_size: s.size,
        });
    }
    w.write_strtab();
    w.write_shstrtab();
    w.write_null_section_header();
    for (i, s) in sections.iter().enumerate() {
        let sh_name = w.section_name_offset(Some(names[i]));
        w.write_section_header(&SectionHeader {
            sh_name,
            sh_type: s.sh_type,
            sh_flags: s.sh_flags,
            sh_addr: s.addr.unwrap_or(0) as u64,
            sh_offset: offsets[i],
            sh_size: s.mem_size,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: s.align,
            sh_entsize: 0,
        });
    }
    w.write_symtab_section_header(1);
    w.write_strtab_section_header();
    w.write_shstrtab_section_header();
    Ok(buffer)
}

/// The DWARF sections, by name, non-empty ones only.
fn build_dwarf(image: &Image) -> Result<Vec<(&'static str, Vec<u8>)>, ImageError> {
    let encoding = Encoding {
        format: gimli::Format::Dwarf32,
        version: 4,
        address_size: 8,
    };
    let mut dwarf = DwarfUnit::new(encoding);
    let source = if image.source_name.is_empty() {
        "<input>"
    } else {
        &image.source_name
    };
    let comp_dir = if image.source_dir.is_empty() {
        "."
    } else {
        &image.source_dir
    };
    let mut program = LineProgram::new(
        encoding,
        LineEncoding::default(),
        LineString::String(comp_dir.as_bytes().to_vec()),
        None,
        LineString::String(source.as_bytes().to_vec()),
        None,
    );
    let dir = program.default_directory();
    let mut files = Vec::with_capacity(image.debug.files.len());
    for f in &image.debug.files {
        let name = if f.is_empty() {
            "<unknown>"
        } else {
            f.as_str()
        };
        // DWARF strings end at a NUL: a name holding one (`srcfileinfo { 2 "a\0b" }`)
        // cannot be written, and gimli asserts it is not.
        if name.contains('\0') {
            return Err(ImageError::Write(format!(
                "source file name {name:?} contains a NUL byte, which DWARF cannot hold"
            )));
        }
        files.push(program.add_file(LineString::String(name.as_bytes().to_vec()), dir, None));
    }
    if !image.debug.lines.is_empty() && !image.text.bytes.is_empty() {
        program.begin_sequence(Some(Address::Constant(image.text.addr as u64)));
        for row in &image.debug.lines {
            let Some(&file) = files.get(row.file as usize) else {
                return Err(ImageError::Write(format!(
                    "line row names file {} of {}",
                    row.file,
                    files.len()
                )));
            };
            if row.addr < image.text.addr || row.addr >= image.text.end() {
                return Err(ImageError::Write(format!(
                    "line row address {:#x} outside .text",
                    row.addr
                )));
            }
            let r = program.row();
            r.address_offset = (row.addr - image.text.addr) as u64;
            r.file = file;
            r.line = row.line as u64;
            r.column = row.column as u64;
            r.is_statement = row.is_stmt;
            program.generate_row();
        }
        program.end_sequence(image.text.bytes.len() as u64);
    }
    dwarf.unit.line_program = program;

    let root = dwarf.unit.root();
    let cu = dwarf.unit.get_mut(root);
    cu.set(
        gimli::DW_AT_producer,
        AttributeValue::String(b"maple-asm".to_vec()),
    );
    cu.set(
        gimli::DW_AT_name,
        AttributeValue::String(source.as_bytes().to_vec()),
    );
    cu.set(
        gimli::DW_AT_comp_dir,
        AttributeValue::String(comp_dir.as_bytes().to_vec()),
    );
    cu.set(
        gimli::DW_AT_language,
        AttributeValue::Language(gimli::DW_LANG_Mips_Assembler),
    );
    cu.set(
        gimli::DW_AT_low_pc,
        AttributeValue::Address(Address::Constant(image.text.addr as u64)),
    );
    cu.set(
        gimli::DW_AT_high_pc,
        AttributeValue::Udata(image.text.bytes.len() as u64),
    );

    let types = build_types(&mut dwarf, root, &image.debug.types)?;
    let var = |dwarf: &mut DwarfUnit,
               parent: UnitEntryId,
               tag,
               v: &DebugVariable|
     -> Result<(), ImageError> {
        let id = dwarf.unit.add(parent, tag);
        let e = dwarf.unit.get_mut(id);
        e.set(
            gimli::DW_AT_name,
            AttributeValue::String(v.name.as_bytes().to_vec()),
        );
        if let Some(t) = v.ty {
            let t = *types
                .get(t)
                .ok_or_else(|| ImageError::Write(format!("variable {} names type {t}", v.name)))?;
            e.set(gimli::DW_AT_type, AttributeValue::UnitRef(t));
        }
        if v.line > 0 {
            e.set(gimli::DW_AT_decl_file, AttributeValue::Udata(1));
            e.set(gimli::DW_AT_decl_line, AttributeValue::Udata(v.line as u64));
        }
        e.set(
            gimli::DW_AT_location,
            AttributeValue::Exprloc(location(v.home)),
        );
        Ok(())
    };
    for f in &image.debug.functions {
        let id = dwarf.unit.add(root, gimli::DW_TAG_subprogram);
        let e = dwarf.unit.get_mut(id);
        e.set(
            gimli::DW_AT_name,
            AttributeValue::String(f.name.as_bytes().to_vec()),
        );
        e.set(gimli::DW_AT_external, AttributeValue::Flag(true));
        e.set(
            gimli::DW_AT_low_pc,
            AttributeValue::Address(Address::Constant(f.low_pc as u64)),
        );
        e.set(
            gimli::DW_AT_high_pc,
            AttributeValue::Udata(f.high_pc.saturating_sub(f.low_pc) as u64),
        );
        if f.line > 0 {
            e.set(gimli::DW_AT_decl_file, AttributeValue::Udata(1));
            e.set(gimli::DW_AT_decl_line, AttributeValue::Udata(f.line as u64));
        }
        let mut frame_base = Expression::new();
        frame_base.op_reg(Register(dwarf_reg::FP));
        e.set(gimli::DW_AT_frame_base, AttributeValue::Exprloc(frame_base));
        for p in &f.params {
            var(&mut dwarf, id, gimli::DW_TAG_formal_parameter, p)?;
        }
        for l in &f.locals {
            var(&mut dwarf, id, gimli::DW_TAG_variable, l)?;
        }
    }
    for g in &image.debug.globals {
        var(&mut dwarf, root, gimli::DW_TAG_variable, g)?;
    }

    let mut sections = Sections::new(EndianVec::new(LittleEndian));
    dwarf
        .write(&mut sections)
        .map_err(|e| ImageError::Write(format!("DWARF: {e}")))?;
    frame_table(image, encoding)
        .write_debug_frame(&mut sections.debug_frame)
        .map_err(|e| ImageError::Write(format!("CFI: {e}")))?;
    let mut out = Vec::new();
    sections
        .for_each(|id, data| {
            if !data.slice().is_empty() {
                out.push((id.name(), data.slice().to_vec()));
            }
            Ok::<(), gimli::write::Error>(())
        })
        .map_err(|e| ImageError::Write(format!("DWARF: {e}")))?;
    Ok(out)
}

/// A DWARF location expression for a home.
fn location(home: Home) -> Expression {
    let mut e = Expression::new();
    match home {
        Home::Frame(offset) => e.op_fbreg(offset as i64),
        Home::Preg(n) => e.op_reg(Register(dwarf_reg::PREG0 + n)),
        Home::Global(addr) => e.op_addr(Address::Constant(addr as u64)),
    }
    e
}

/// Every function's frame is described by one rule, set up by the `call` instruction before the
/// callee's first instruction: CFA = FP + 16, return address at CFA - 8, caller FP at CFA - 16,
/// caller SP = CFA.
fn frame_table(image: &Image, encoding: Encoding) -> FrameTable {
    let cfi_encoding = Encoding {
        version: 1,
        ..encoding
    };
    let mut cie = CommonInformationEntry::new(cfi_encoding, 4, -8, Register(dwarf_reg::PC));
    let linkage = abi::LINKAGE_BYTES as i32;
    cie.add_instruction(CallFrameInstruction::Cfa(Register(dwarf_reg::FP), linkage));
    cie.add_instruction(CallFrameInstruction::Offset(
        Register(dwarf_reg::PC),
        abi::RETURN_ADDRESS_OFFSET - linkage,
    ));
    cie.add_instruction(CallFrameInstruction::Offset(
        Register(dwarf_reg::FP),
        abi::SAVED_FP_OFFSET - linkage,
    ));
    cie.add_instruction(CallFrameInstruction::ValOffset(Register(dwarf_reg::SP), 0));
    let mut table = FrameTable::default();
    let cie_id = table.add_cie(cie);
    for f in image.functions.iter().filter(|f| !f.external && f.size > 0) {
        table.add_fde(
            cie_id,
            FrameDescriptionEntry::new(Address::Constant(f.entry as u64), f.size),
        );
    }
    table
}

/// Create the type DIEs: all first (so types can refer to later ones), then their attributes.
fn build_types(
    dwarf: &mut DwarfUnit,
    root: UnitEntryId,
    types: &[DebugType],
) -> Result<Vec<UnitEntryId>, ImageError> {
    let ids: Vec<UnitEntryId> = types
        .iter()
        .map(|t| {
            let tag = match t {
                DebugType::Base(p) if p.size() == 0 => gimli::DW_TAG_unspecified_type,
                DebugType::Base(_) => gimli::DW_TAG_base_type,
                DebugType::Pointer(_) => gimli::DW_TAG_pointer_type,
                DebugType::Array { .. } => gimli::DW_TAG_array_type,
                DebugType::Struct { is_union: true, .. } => gimli::DW_TAG_union_type,
                DebugType::Struct { .. } => gimli::DW_TAG_structure_type,
            };
            dwarf.unit.add(root, tag)
        })
        .collect();
    let lookup = |r: usize| {
        ids.get(r)
            .copied()
            .ok_or_else(|| ImageError::Write(format!("type reference {r} out of range")))
    };
    for (t, &id) in types.iter().zip(&ids) {
        match t {
            DebugType::Base(p) => {
                let e = dwarf.unit.get_mut(id);
                e.set(
                    gimli::DW_AT_name,
                    AttributeValue::String(p.name().as_bytes().to_vec()),
                );
                if p.size() > 0 {
                    e.set(
                        gimli::DW_AT_byte_size,
                        AttributeValue::Udata(p.size() as u64),
                    );
                    e.set(
                        gimli::DW_AT_encoding,
                        AttributeValue::Encoding(base_encoding(*p)),
                    );
                }
            }
            DebugType::Pointer(pointee) => {
                let pointee = pointee.map(lookup).transpose()?;
                let e = dwarf.unit.get_mut(id);
                e.set(gimli::DW_AT_byte_size, AttributeValue::Udata(8));
                if let Some(p) = pointee {
                    e.set(gimli::DW_AT_type, AttributeValue::UnitRef(p));
                }
            }
            DebugType::Array { element, dims } => {
                let element = lookup(*element)?;
                dwarf
                    .unit
                    .get_mut(id)
                    .set(gimli::DW_AT_type, AttributeValue::UnitRef(element));
                for &d in dims {
                    let sub = dwarf.unit.add(id, gimli::DW_TAG_subrange_type);
                    dwarf
                        .unit
                        .get_mut(sub)
                        .set(gimli::DW_AT_count, AttributeValue::Udata(d as u64));
                }
            }
            DebugType::Struct {
                name,
                size,
                members,
                ..
            } => {
                let e = dwarf.unit.get_mut(id);
                if !name.is_empty() {
                    e.set(
                        gimli::DW_AT_name,
                        AttributeValue::String(name.as_bytes().to_vec()),
                    );
                }
                e.set(gimli::DW_AT_byte_size, AttributeValue::Udata(*size as u64));
                for m in members {
                    let ty = lookup(m.ty)?;
                    let mid = dwarf.unit.add(id, gimli::DW_TAG_member);
                    let me = dwarf.unit.get_mut(mid);
                    me.set(
                        gimli::DW_AT_name,
                        AttributeValue::String(m.name.as_bytes().to_vec()),
                    );
                    me.set(gimli::DW_AT_type, AttributeValue::UnitRef(ty));
                    match m.bits {
                        None => me.set(
                            gimli::DW_AT_data_member_location,
                            AttributeValue::Udata(m.offset as u64),
                        ),
                        Some((width, bit_offset)) => {
                            me.set(gimli::DW_AT_bit_size, AttributeValue::Udata(width as u64));
                            me.set(
                                gimli::DW_AT_data_bit_offset,
                                AttributeValue::Udata(m.offset as u64 * 8 + bit_offset as u64),
                            );
                        }
                    }
                }
            }
        }
    }
    Ok(ids)
}

fn base_encoding(p: PrimType) -> gimli::DwAte {
    match p.class() {
        PrimClass::Signed => gimli::DW_ATE_signed,
        PrimClass::Bool => gimli::DW_ATE_boolean,
        PrimClass::Float => gimli::DW_ATE_float,
        PrimClass::Complex => gimli::DW_ATE_complex_float,
        PrimClass::Address => gimli::DW_ATE_address,
        _ => gimli::DW_ATE_unsigned,
    }
}

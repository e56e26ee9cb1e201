//! The loader: an image (as `maple_image::read_image` parses it, or as the assembler
//! makes it in memory) turned into the [`Program`] every engine runs — function table with
//! formal homes, segments, line table, strings, type descriptors and classes.

use crate::{ClassDesc, Formal, Function, LineRow, Program, Segment};
use maple_image::{Home, Image};
use maple_isa::abi;

/// A functional machine running `image`: its program and the type descriptors allocation
/// needs.
pub fn machine(image: &Image, config: crate::RunConfig) -> Result<crate::Machine, String> {
    crate::Machine::new(program(image)?, config)
        .map(|m| m.with_types(types(image)))
        .map_err(|e| e.to_string())
}

/// A cycle machine running `image` on the microarchitecture `uarch`.
pub fn cycle_machine(
    image: &Image,
    config: crate::RunConfig,
    uarch: &crate::uarch::UarchConfig,
) -> Result<crate::cycle::CycleMachine, String> {
    let mut cm = crate::cycle::CycleMachine::new(program(image)?, config, uarch)
        .map_err(|e| e.to_string())?;
    cm.machine_mut().runtime_mut().types = types(image);
    Ok(cm)
}

/// The simulator's view of an image.
pub fn program(image: &Image) -> Result<Program, String> {
    let mut functions: Vec<Function> = image
        .functions
        .iter()
        .filter(|f| f.external || f.size > 0)
        .map(|f| Function {
            name: f.name.clone(),
            entry: f.entry,
            size: f.size,
            frame_size: f.frame_size,
            npregs: f.npregs,
            formals: f
                .formals
                .iter()
                .map(|p| Formal {
                    ty: p.ty,
                    home: match p.home {
                        // An aggregate passed by value: the call copies it from the address
                        // the caller pushed.
                        Home::Frame(offset) if p.ty == maple_isa::PrimType::Agg => {
                            crate::Home::FrameCopy {
                                offset,
                                size: p.size,
                            }
                        }
                        Home::Frame(off) => crate::Home::Frame(off),
                        Home::Preg(n) => crate::Home::Preg(n),
                        Home::Global(_) => crate::Home::Frame(0),
                    },
                })
                .collect(),
            varargs: f.varargs,
            external: f.external,
        })
        .collect();
    functions.sort_by_key(|f| f.entry);
    let entry = functions
        .iter()
        .position(|f| f.entry == image.entry && !f.external && image.entry != 0)
        .ok_or("the program has no entry function: define `main` or name one with `entryfunc`")?;
    let mut segments = Vec::new();
    if !image.rodata.bytes.is_empty() {
        segments.push(Segment {
            name: ".rodata".into(),
            addr: image.rodata.addr,
            bytes: image.rodata.bytes.clone(),
            size: image.rodata.bytes.len() as u32,
            writable: false,
        });
    }
    if !image.data.bytes.is_empty() {
        segments.push(Segment {
            name: ".data".into(),
            addr: image.data.addr,
            bytes: image.data.bytes.clone(),
            size: image.data.bytes.len() as u32,
            writable: true,
        });
    }
    if image.bss_size > 0 {
        segments.push(Segment {
            name: ".bss".into(),
            addr: image.bss_addr,
            bytes: Vec::new(),
            size: image.bss_size,
            writable: true,
        });
    }
    let end = [
        image.text.end(),
        image.rodata.end(),
        image.data.end(),
        image.bss_addr.saturating_add(image.bss_size),
    ]
    .into_iter()
    .max()
    .unwrap_or(abi::TEXT_BASE);
    let lines = image
        .debug
        .lines
        .iter()
        .map(|r| LineRow {
            addr: r.addr,
            file: image
                .debug
                .files
                .get(r.file as usize)
                .cloned()
                .unwrap_or_default(),
            line: r.line,
        })
        .collect();
    Ok(Program {
        text_base: image.text.addr,
        text: image.text.bytes.clone(),
        segments,
        gp: image.data.addr,
        heap_base: abi::align_up(end, abi::PAGE_SIZE),
        functions,
        entry,
        strings: image.strings.clone(),
        lines,
        type_names: image.types.iter().map(|t| t.name.clone()).collect(),
        types: types(image),
        classes: image
            .classes
            .iter()
            .map(|c| ClassDesc {
                name: c.name.clone(),
                interface: c.interface,
                parents: c.parents.clone(),
                implements: c.implements.clone(),
                methods: c.methods.clone(),
                type_index: c.type_index,
            })
            .collect(),
    })
}

/// The type descriptors allocation needs (`gcmalloc`, `stackmalloc`, ...), by type index.
pub fn types(image: &Image) -> Vec<crate::TypeDesc> {
    image
        .types
        .iter()
        .map(|t| crate::TypeDesc {
            size: t.size,
            align: t.align,
            elem_size: t.elem_size,
        })
        .collect()
}

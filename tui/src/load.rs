//! From a file on the command line to a loaded program: `.mpl` files are assembled in memory,
//! anything else is read as an image. Errors come back as printable messages.

use maple_asm::image::{read_image, Home, Image};
use maple_isa::abi;
use maple_sim::{ClassDesc, Formal, Function, LineRow, Program, Segment};
use std::path::Path;

/// Why a file could not be turned into a program.
pub enum LoadFailure {
    /// Assembly diagnostics were printed already.
    Diagnostics,
    /// A message to print.
    Message(String),
}

/// Assemble or read `path` into an image.
pub fn image(path: &Path) -> Result<Image, LoadFailure> {
    if path.extension().is_some_and(|e| e == "mpl" || e == "mplt") {
        let module = crate::commands::source_load(path).ok_or(LoadFailure::Diagnostics)?;
        return maple_asm::codegen::assemble(&module, &path.display().to_string()).map_err(|d| {
            crate::commands::source_report(&d);
            LoadFailure::Diagnostics
        });
    }
    let bytes = std::fs::read(path)
        .map_err(|e| LoadFailure::Message(format!("cannot read {}: {e}", path.display())))?;
    read_image(&bytes).map_err(|e| LoadFailure::Message(format!("{}: {e}", path.display())))
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
                            maple_sim::Home::FrameCopy {
                                offset,
                                size: p.size,
                            }
                        }
                        Home::Frame(off) => maple_sim::Home::Frame(off),
                        Home::Preg(n) => maple_sim::Home::Preg(n),
                        Home::Global(_) => maple_sim::Home::Frame(0),
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
pub fn types(image: &Image) -> Vec<maple_sim::TypeDesc> {
    image
        .types
        .iter()
        .map(|t| maple_sim::TypeDesc {
            size: t.size,
            align: t.align,
            elem_size: t.elem_size,
        })
        .collect()
}

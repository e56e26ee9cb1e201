//! maple images: the ELF + DWARF container of an assembled program.
//!
//! [`Image`] is the in-memory model (segments, function table, strings, debug info);
//! [`write_image`] serializes it in one step (DWARF 4 via `gimli::write`, ELF64 via `object`'s
//! ELF writer) and [`read_image`] parses it back for the loader and the disassembler, turning
//! every defect of a foreign or corrupt file into an [`ImageError`]. [`dwarf`] is the one
//! DWARF reader: `read_image` projects its tables onto the model, the debugger keeps them whole.

pub mod dwarf;
mod model;
mod read;
mod tables;
mod write;

pub use model::*;
pub use read::read_image;
pub use write::write_image;

/// Why an image could not be written or read.
#[derive(Debug, thiserror::Error)]
pub enum ImageError {
    #[error("not a maple image: {0}")]
    NotElf(String),
    #[error("truncated image: {len} bytes, its ELF headers say {need} (the file was cut short)")]
    Truncated { len: usize, need: u64 },
    #[error("not a maple image: ELF machine {0:#x}, expected {expected:#x} (maple)", expected = maple_isa::abi::ELF_MACHINE)]
    WrongMachine(u16),
    #[error("corrupt image: missing section {0}")]
    MissingSection(&'static str),
    #[error("corrupt image: section {name}: {reason}")]
    BadSection { name: &'static str, reason: String },
    #[error("corrupt image: table {table} at byte {offset}: {what}")]
    CorruptTable {
        table: &'static str,
        offset: usize,
        what: String,
    },
    #[error("corrupt image: debug info: {0}")]
    Dwarf(String),
    #[error("cannot write image: {0}")]
    Write(String),
}

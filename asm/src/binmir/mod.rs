//! OpenArk's binary MIR: the `.mplt` import interfaces its front ends write (jbc2mpl writes one
//! per Java module) and the `.bpl` whole-module form, read into maple's AST and written from
//! it.
//!
//! The format is defined by OpenArkCompiler's `bin_mpl_export.cpp` / `bin_mpl_import.cpp`: a
//! magic number, then fields (`kBinContentStart`, `kBinStrStart`, `kBinTypeStart`, ...), each
//! a tag, a 4-byte size and its records, ended by the tag's complement; records are signed
//! LEB128 numbers, strings, and types, strings, symbols and functions written once and then
//! named by a negative number (their place in the order they were first written). Two
//! versions are known ([`versions`]); a file says which only by how it reads, so the reader
//! tries each (the one real files use first).
//!
//! What a binary `.mplt` holds, in maple's terms (OpenArk's own text `.mplt` is the same
//! lines, `MIRModule::DumpToHeaderFile`):
//! - `var $NAME`: a string literal the module defines (`_C_STR_...`), whose name later
//!   modules must not define again (the string field). maple keeps the line as a directive
//!   named `var` whose value is `$NAME` ([`literal_import`]), so it prints back as written;
//!   no check mistakes it for a variable.
//! - `type $NAME <class ...>`: the module's classes and interfaces with their fields, methods
//!   (the prototypes), parent, implemented interfaces and `@INFO_...` pairs (the type field).
//!   Types a file names but does not define (`Ljava_2Flang_2FObject_3B`, from libjava-core)
//!   are references by name.
//!
//! A `.bpl` adds the module header (`flavor`, `srclang`, `id`, `numfuncs`, `entryfunc`,
//! `fileinfo`, `srcfileinfo`, imports), global variables with their initializers, function
//! prototypes and `javaclass`/`javainterface` entries.
//!
//! Nothing here panics on any input: a corrupt file, a tag maple does not know and anything
//! maple's AST cannot hold are a [`BinError`] naming the byte offset; no length field is
//! trusted further than the file's size, and back references cannot expand a small file into
//! a huge AST.

mod attrs;
mod bytes;
mod read;
mod read_chain;
mod read_members;
mod read_syms;
mod read_types;
mod tables;
mod tags;
mod type_key;
mod versions;
mod write;
mod write_syms;
mod write_types;

use crate::ast::{Directive, DirectiveValue, Item};
use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, SourceMap, Span};

pub use write::WriteError;

/// Why a binary file could not be read: where, and what was wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BinError {
    /// Byte offset in the file.
    pub offset: usize,
    pub message: String,
}

impl BinError {
    pub(crate) fn at(offset: usize, message: impl Into<String>) -> BinError {
        BinError {
            offset,
            message: message.into(),
        }
    }

    /// The diagnostic of a binary file `file` that could not be read.
    pub fn diagnostic(&self, file: FileId) -> Diagnostic {
        Diagnostic::error(
            codes::BAD_BINARY_MIR,
            Span::new(file, 0, 0),
            format!(
                "cannot read binary MIR at byte {} (0x{:x}): {}",
                self.offset, self.offset, self.message
            ),
        )
    }
}

impl std::fmt::Display for BinError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "at byte {} (0x{:x}): {}",
            self.offset, self.offset, self.message
        )
    }
}

/// What a file held and in which version it was written.
#[derive(Debug)]
pub struct Decoded {
    pub items: Vec<Item>,
    /// The version it read as: `2019` or `2021`.
    pub version: &'static str,
    /// A whole module (`.bpl`) rather than an import interface (`.mplt`).
    pub module: bool,
}

/// Whether `bytes` are binary MIR, by their magic number (never by a file's extension).
pub fn is_binary_mir(bytes: &[u8]) -> bool {
    magic(bytes).is_some()
}

fn magic(bytes: &[u8]) -> Option<i32> {
    let word: [u8; 4] = bytes.get(..4)?.try_into().ok()?;
    let m = i32::from_le_bytes(word);
    (m == versions::MPLT_MAGIC || m == versions::BPL_MAGIC).then_some(m)
}

/// Decode a binary MIR file into the items it declares, their spans in `file`. The error is
/// a diagnostic (code `E0043`) naming the byte offset, as the parser's are (its size is the
/// diagnostic's, as in the assembler's other entry points).
#[allow(clippy::result_large_err)]
pub fn read(bytes: &[u8], file: FileId) -> Result<Vec<Item>, Diagnostic> {
    decode(bytes, file)
        .map(|d| d.items)
        .map_err(|e| e.diagnostic(file))
}

/// [`read`], with the version found and the error as it is.
pub fn decode(bytes: &[u8], file: FileId) -> Result<Decoded, BinError> {
    let Some(m) = magic(bytes) else {
        return Err(BinError::at(
            0,
            "not binary MIR: the file does not start with the magic number 0xC0FFEE",
        ));
    };
    let module = m == versions::BPL_MAGIC;
    // A file says its version only by how it reads: try each that has this magic number and
    // report the error of the one that read furthest.
    let mut best: Option<BinError> = None;
    for v in versions::VERSIONS {
        if module && !v.modules {
            continue;
        }
        match read::read_file(bytes, file, v) {
            Ok(items) => {
                return Ok(Decoded {
                    items,
                    version: v.name,
                    module,
                })
            }
            Err(mut e) => {
                e.message = format!("{} (read as the {} version)", e.message, v.name);
                if best.as_ref().is_none_or(|b| e.offset >= b.offset) {
                    best = Some(e);
                }
            }
        }
    }
    Err(best.unwrap_or_else(|| BinError::at(0, "no version of the format reads this file")))
}

/// The binary form of what `items` declare: an `.mplt` in the 2019 version (the one the real
/// files are in) when they are what an `.mplt` holds (types and string literal names), else a
/// `.bpl` in the 2021 version, which also holds the header, global variables, function
/// prototypes and `javaclass` entries. Function bodies are not written: a function is written
/// as its prototype. What neither can hold is a [`WriteError`].
pub fn write(items: &[Item]) -> Result<Vec<u8>, WriteError> {
    write::write_mplt(items, &versions::V2019).or_else(|_| write::write_module(items))
}

/// The items of an imported file at `path` if its bytes are binary MIR (`None` for text),
/// the file added to `sources`, and the diagnostics: the decoding error (naming the file and
/// the byte offset), or an import the file names in turn (one level of import only, as for
/// text).
pub fn import(
    sources: &mut SourceMap,
    path: &std::path::Path,
    bytes: &[u8],
) -> Option<(Vec<Item>, Vec<Diagnostic>)> {
    if !is_binary_mir(bytes) {
        return None;
    }
    let id = sources.add(path.display().to_string(), String::new());
    Some(match read(bytes, id) {
        Ok(items) => {
            let nested = items.iter().filter_map(|i| match i {
                Item::Import { path, span } => Some(
                    Diagnostic::error(
                        codes::NESTED_IMPORT,
                        *span,
                        format!("an imported file may not import (it imports \"{path}\")"),
                    )
                    .with_note("only one level of import is allowed"),
                ),
                _ => None,
            });
            let diags = nested.collect();
            (items, diags)
        }
        Err(d) => (Vec::new(), vec![d]),
    })
}

/// The directive a string literal's name is kept as: `var $NAME` (see the module docs).
pub fn literal_import(name: &str, span: Span) -> Item {
    Item::Directive(Directive {
        name: "var".to_string(),
        value: DirectiveValue::Word(format!("${name}")),
        span,
    })
}

/// The name a `var $NAME` literal directive keeps, if `item` is one.
pub fn as_literal_import(item: &Item) -> Option<&str> {
    match item {
        Item::Directive(Directive {
            name,
            value: DirectiveValue::Word(w),
            ..
        }) if name == "var" => w.strip_prefix('$'),
        _ => None,
    }
}

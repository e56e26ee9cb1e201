//! coreVM's binary form: an Avro object container with the manual's schema (being written on
//! its own branch; this placeholder only recognises the container).

use crate::ast::Module;
use maple_asm::diag::Diagnostic;
use maple_asm::source::{FileId, Span};

/// Whether `bytes` start with the Avro object container magic.
pub fn is_avro(bytes: &[u8]) -> bool {
    bytes.starts_with(b"Obj\x01")
}

/// Read a module from its binary form.
pub fn read(_bytes: &[u8], file: FileId) -> Result<Module, Box<Diagnostic>> {
    Err(Box::new(Diagnostic::error(
        crate::codes::BAD_AVRO,
        Span::new(file, 0, 0),
        "the coreVM binary form is not supported yet",
    )))
}

/// Write a module in its binary form.
pub fn write(_module: &Module) -> Vec<u8> {
    Vec::new()
}

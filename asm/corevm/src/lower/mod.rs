//! Lowering a checked module onto `maple_asm::ast::Module`.
use crate::ast::Module;
use crate::check::Checked;
use maple_asm::diag::Diagnostic;
use maple_asm::source::SourceMap;

pub fn lower(_m: &Module, _c: &Checked, _s: SourceMap) -> Result<maple_asm::Module, Vec<Diagnostic>> {
    Err(Vec::new())
}

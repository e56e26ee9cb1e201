//! Semantic checks.
use crate::ast::Module;
use crate::diag::Diagnostics;

/// Check a parsed module.
pub fn check(module: &Module) -> Diagnostics {
    Diagnostics::new(module.sources.clone())
}

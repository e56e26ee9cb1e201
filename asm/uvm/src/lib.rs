//! maple-uvm: a front end for the µVM IR text form onto maple's assembler.
//!
//! `.uir` text goes through [`lexer`] and [`parser`] into a [`ast::Bundle`]; [`check()`]
//! applies the rules of the text-form and instruction-set documents; the lowering translates
//! a checked bundle into `maple_asm::ast::Module`, so maple's own layout, lowering, codegen and
//! DWARF assemble it exactly as a parsed `.mpl` module (this crate never emits code itself).
//! Diagnostics are `maple_asm::diag` diagnostics with codes `U0001`.. ([`codes`]): the same
//! rendering, line:column and carets as the MAPLE IR front end. Nothing here panics on any
//! input.
//!
//! ```
//! let text = ".funcdef @main <int<32> ()> () {\n    RET <int<32>> 0\n}\n";
//! let (bundle, diags) = maple_uvm::parse_str("t.uir", text);
//! assert!(bundle.is_some() && !diags.has_errors());
//! ```

pub mod ast;
pub mod check;
pub mod codes;
pub mod instructions;
pub mod lexer;
pub mod lower;
pub mod ops;
pub mod parser;

pub use check::check;

use maple_asm::diag::Diagnostics;
use maple_asm::source::SourceMap;
use std::path::Path;

/// Parse and check µVM text: the bundle (`None` only if nothing could be parsed at all) and
/// every diagnostic, sorted by position.
pub fn parse_str(name: &str, text: &str) -> (Option<ast::Bundle>, Diagnostics) {
    let mut sources = SourceMap::default();
    let file = sources.add(name, text);
    let (bundle, raw) = maple_asm::on_big_stack(|| {
        let (tokens, mut raw) = lexer::lex(file, text);
        let (bundle, pdiags) = parser::parse(file, text, tokens);
        raw.extend(pdiags);
        let (_, cdiags) = check(&bundle);
        raw.extend(cdiags);
        (bundle, raw)
    });
    let mut diags = Diagnostics::new(sources);
    for d in raw {
        diags.push(d);
    }
    diags.sort();
    (Some(bundle), diags)
}

/// Parse, check and lower µVM text to maple's module: what `maple run|asm|check|debug` do
/// with a `.uir` file before assembling it as a parsed `.mpl` module. The module is `None`
/// when there are errors.
pub fn compile_str(name: &str, text: &str) -> (Option<maple_asm::Module>, Diagnostics) {
    let mut sources = SourceMap::default();
    let file = sources.add(name, text);
    let (module, raw) = maple_asm::on_big_stack(|| {
        let (tokens, mut raw) = lexer::lex(file, text);
        let (bundle, pdiags) = parser::parse(file, text, tokens);
        raw.extend(pdiags);
        let (checked, cdiags) = check(&bundle);
        raw.extend(cdiags);
        if !raw.is_empty() {
            return (None, raw);
        }
        match lower::lower(&bundle, &checked, sources.clone()) {
            Ok(m) => (Some(m), raw),
            Err(d) => (None, d),
        }
    });
    let mut diags = Diagnostics::new(sources);
    for d in raw {
        diags.push(d);
    }
    diags.sort();
    (module.filter(|_| !diags.has_errors()), diags)
}

/// [`compile_str`] of a file.
pub fn compile_file(path: &Path) -> (Option<maple_asm::Module>, Diagnostics) {
    match read(path) {
        Ok(text) => compile_str(&path.display().to_string(), &text),
        Err(d) => (None, d),
    }
}

/// [`parse_str`] of a file; a file that cannot be read is a diagnostic.
pub fn parse_file(path: &Path) -> (Option<ast::Bundle>, Diagnostics) {
    match read(path) {
        Ok(text) => parse_str(&path.display().to_string(), &text),
        Err(d) => (None, d),
    }
}

fn read(path: &Path) -> Result<String, Diagnostics> {
    maple_asm::read_source(path, codes::CANNOT_READ)
}

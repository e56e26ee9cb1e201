//! maple-corevm: a front end for the coreVM IR (the third language of maple's documents) onto
//! maple's assembler.
//!
//! `.ir` text goes through [`lexer`] and [`parser`] into an [`ast::Module`] (the manual's
//! schema, `IRModule`); [`check()`] applies the reference verifier's rules and the manual's
//! instruction forms; [`lower`] translates a checked module into `maple_asm::ast::Module`, so
//! maple's own layout, codegen and DWARF assemble it exactly as a parsed `.mpl` module. The
//! binary form (an Avro object container with the manual's schema) is read and written by
//! [`avro`]. Diagnostics are `maple_asm::diag` diagnostics with codes `C0001`.. ([`codes`]).
//! Nothing here panics on any input.

pub mod ast;
pub mod avro;
pub mod check;
pub mod codes;
pub mod lexer;
pub mod lower;
pub mod ops;
pub mod parser;
pub mod printer;

pub use check::check;

use maple_asm::diag::{Diagnostic, Diagnostics};
use maple_asm::source::{SourceMap, Span};
use std::path::Path;

/// Parse and check coreVM text: the module and every diagnostic, sorted by position.
pub fn parse_str(name: &str, text: &str) -> (ast::Module, Diagnostics) {
    let mut sources = SourceMap::default();
    let file = sources.add(name, text);
    let (module, raw) = maple_asm::on_big_stack(|| parse_and_check(file, text));
    (module, diagnostics(sources, raw))
}

fn parse_and_check(file: maple_asm::source::FileId, text: &str) -> (ast::Module, Vec<Diagnostic>) {
    let (tokens, mut raw) = lexer::lex(file, text);
    let (module, pdiags) = parser::parse(tokens);
    // What the parser finds after a bad token is mostly that token's echo.
    let first_bad = raw.iter().map(|d| d.span.start).min().unwrap_or(usize::MAX);
    raw.extend(pdiags.into_iter().filter(|d| d.span.start < first_bad));
    if raw.iter().any(Diagnostic::is_error) {
        // The checker's findings on a module the parser could not read whole would only
        // repeat its errors.
        return (module, raw);
    }
    let (_, cdiags) = check(&module);
    raw.extend(cdiags);
    raw.extend(entry_warning(&module));
    (module, raw)
}

/// A module without `def i32 main()` checks (a library, the verifier's test modules) but
/// cannot run: said as a warning at `check`, an error when it is lowered to run.
fn entry_warning(m: &ast::Module) -> Option<Diagnostic> {
    m.func("main").is_none().then(|| {
        Diagnostic::warning(
            codes::NO_ENTRY,
            m.funcs.first().map_or(Span::default(), |f| f.name.span),
            "no entry function `def i32 main()`: this module checks but cannot run",
        )
    })
}

/// Check a module read some other way (the binary form): its diagnostics, sorted.
pub fn check_module(module: &ast::Module, sources: SourceMap) -> Diagnostics {
    let (_, mut raw) = check(module);
    raw.extend(entry_warning(module));
    diagnostics(sources, raw)
}

fn diagnostics(sources: SourceMap, raw: Vec<Diagnostic>) -> Diagnostics {
    let mut diags = Diagnostics::new(sources);
    for d in raw {
        diags.push(d);
    }
    diags.sort();
    diags
}

/// Parse, check and lower coreVM text to maple's module: what `maple run|asm|check|debug` do
/// with a `.ir` file before assembling it as a parsed `.mpl` module. `None` when there are
/// errors.
pub fn compile_str(name: &str, text: &str) -> (Option<maple_asm::Module>, Diagnostics) {
    let mut sources = SourceMap::default();
    let file = sources.add(name, text);
    let (module, mut raw) = maple_asm::on_big_stack(|| parse_and_check(file, text));
    if raw.iter().any(Diagnostic::is_error) {
        return (None, diagnostics(sources, raw));
    }
    lower_checked(&module, sources, &mut raw)
}

/// Check and lower a module read some other way (the binary form), its spans in `sources`.
pub fn compile_module(
    module: &ast::Module,
    sources: SourceMap,
) -> (Option<maple_asm::Module>, Diagnostics) {
    let (_, mut raw) = check(module);
    if raw.iter().any(Diagnostic::is_error) {
        return (None, diagnostics(sources, raw));
    }
    lower_checked(module, sources, &mut raw)
}

fn lower_checked(
    module: &ast::Module,
    sources: SourceMap,
    raw: &mut Vec<Diagnostic>,
) -> (Option<maple_asm::Module>, Diagnostics) {
    // Lowering says it again, as an error, if there is no entry.
    raw.retain(|d| d.code != codes::NO_ENTRY);
    let (checked, _) = check(module);
    let lowered = maple_asm::on_big_stack(|| lower::lower(module, &checked, sources.clone()));
    match lowered {
        Ok(m) => {
            let diags = diagnostics(sources, std::mem::take(raw));
            (Some(m), diags)
        }
        Err(errs) => {
            raw.extend(errs);
            (None, diagnostics(sources, std::mem::take(raw)))
        }
    }
}

/// [`compile_str`] of a file.
pub fn compile_file(path: &Path) -> (Option<maple_asm::Module>, Diagnostics) {
    match read(path) {
        Ok(text) => compile_str(&path.display().to_string(), &text),
        Err(d) => (None, d),
    }
}

fn read(path: &Path) -> Result<String, Diagnostics> {
    maple_asm::read_source(path, codes::CANNOT_READ)
}

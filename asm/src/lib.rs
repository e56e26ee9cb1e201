//! maple-asm: the MAPLE IR assembler.
//!
//! Front end: text goes through [`lexer`] and [`parser`] into the typed [`ast::Module`]; [`check()`]
//! runs the semantic checks; [`printer`] prints the canonical form (`maple fmt`). Every problem
//! becomes a [`Diagnostic`] with a stable code and an exact span; nothing here panics on any
//! input. Parsing and printing are table-driven: a mnemonic is looked up in `maple_isa::OPCODES`
//! and its text shape is its `Syntax`.
//!
//! Choices where the spec is ambiguous or silent (what real MAPLE tools read and print):
//! - `rangegoto (e) OFFSET { N: goto @l ... }`, `indexgoto (e) $table`; `javacatch` with or
//!   without braces; a label may begin the line of the statement it marks (`@h@L javacatch ...`).
//! - A statement or declaration must begin a line, except right after a `{` or a label.
//! - `func $f` and `func &f` name the same function; the printer writes `&f`.
//! - `array` without its check flag means checked (`1`), the printer always writes the flag.
//! - A hexadecimal integer in `constval f32/f64` is the value's bit pattern.
//! - Pointers, arrays and function types need angle brackets; primitive types, named types
//!   (`$Person`) and `struct {...}` may stand bare as real files write them.
//! - Struct initializers number fields relative to their struct (the English spec); numbers up
//!   to the flattened field-id count are accepted too (the Chinese edition's example).
//! - A global declared twice is one variable if the types agree and at most one initializes it.
//! - Leniency as in irbuild: mismatched operand types, `floor i32 i32` (warning), constants that
//!   do not fit their type (warning), `callassigned` destinations with field ids on scalars.
//! - `maple fmt` keeps comments: a comment on its own line before the next declaration or
//!   statement, an end-of-line comment at the end of its node's first line. `#LINE`/`LOC`
//!   positions become part of the statements and are printed where they change.
//!
//! ```
//! let (module, diags) = maple_asm::parse_str("t.mpl", "func &main () i32 {\n  return (constval i32 0)\n}\n");
//! assert!(!diags.has_errors());
//! let text = maple_asm::print_module(&module.unwrap());
//! assert!(text.contains("return (constval i32 0)"));
//! ```

pub mod ast;
pub mod attributes;
pub mod binmir;
pub mod build;
pub mod check;
pub mod codegen;
mod comments;
pub mod diag;
mod diag_view;
pub mod disasm;
pub mod java;
/// The image container lives in `maple-image` (the machine contract, shared with the
/// simulator); re-exported so the assembler's users name one path.
pub use maple_image as image;
mod intrinsics;
pub mod layout;
pub mod lexer;
pub mod link;
pub mod parser;
pub mod printer;
pub mod source;
pub mod suggest;
pub mod token;
pub mod types;

pub use ast::Module;
pub use check::check;
pub use diag::{Diagnostic, Diagnostics, Severity};
pub use intrinsics::is_known_intrinsic;
pub use printer::print_module;

use ast::Item;
use diag::codes;
use source::{FileId, SourceMap, Span};
use std::path::{Path, PathBuf};

/// Parse and check a file, resolving imports relative to it. `None` only when the file cannot
/// be read (reported as a diagnostic without a span).
pub fn parse_file(path: &Path) -> (Option<Module>, Diagnostics) {
    match std::fs::read(path) {
        Ok(bytes) => {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            parse_with_base(&path.display().to_string(), &text, path.parent())
        }
        Err(e) => unreadable(SourceMap::default(), path, &e),
    }
}

/// What parsing a file that cannot be read gives: no module, and a diagnostic saying why.
fn unreadable(
    sources: SourceMap,
    path: &Path,
    e: &std::io::Error,
) -> (Option<Module>, Diagnostics) {
    (None, unreadable_file(sources, path, e, codes::CANNOT_READ))
}

/// The diagnostic (with code `code`, the front end's own) of a file that cannot be read.
pub fn unreadable_file(
    mut sources: SourceMap,
    path: &Path,
    e: &std::io::Error,
    code: &'static str,
) -> Diagnostics {
    let id = sources.add(path.display().to_string(), String::new());
    let mut diags = Diagnostics::new(sources);
    diags.push(Diagnostic::error(
        code,
        Span::new(id, 0, 0),
        format!("cannot read {}: {e}", path.display()),
    ));
    diags
}

/// The text of a source file (bytes that are not UTF-8 replaced), or the diagnostic of why it
/// cannot be read: what the µVM and coreVM front ends read files with.
pub fn read_source(path: &Path, code: &'static str) -> Result<String, Diagnostics> {
    std::fs::read(path)
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .map_err(|e| unreadable_file(SourceMap::default(), path, &e, code))
}

/// Parse and check source text. `name` is used in diagnostics; imports resolve relative to the
/// directory of `name` when it names a path, else to the current directory.
pub fn parse_str(name: &str, text: &str) -> (Option<Module>, Diagnostics) {
    let base = Path::new(name).parent();
    parse_with_base(name, text, base)
}

/// Parse without the semantic checks (syntax diagnostics only).
/// Parse, check and assemble source text into an image: the whole assembler in one call, for
/// tests and tools that start from text. The diagnostics come back when there are errors.
pub fn assemble_str(name: &str, text: &str) -> Result<image::Image, Diagnostics> {
    let (module, diags) = parse_str(name, text);
    match module {
        Some(module) if !diags.has_errors() => codegen::assemble(&module, name),
        _ => Err(diags),
    }
}

/// [`assemble_str`] of a file.
pub fn assemble_file(path: &Path) -> Result<image::Image, Diagnostics> {
    let (module, diags) = parse_file(path);
    match module {
        Some(module) if !diags.has_errors() => {
            codegen::assemble(&module, &path.display().to_string())
        }
        _ => Err(diags),
    }
}

pub fn parse_only(name: &str, text: &str) -> (Module, Diagnostics) {
    let mut sources = SourceMap::default();
    let id = sources.add(name, text);
    let (items, raw, comments) = on_big_stack(|| parse_one(id, text, false));
    let mut diags = Diagnostics::new(sources.clone());
    for d in raw {
        diags.push(d);
    }
    (
        Module {
            items,
            imported: Vec::new(),
            sources,
            comments,
        },
        diags,
    )
}

pub(crate) fn parse_one(
    id: FileId,
    text: &str,
    is_import: bool,
) -> (Vec<Item>, Vec<Diagnostic>, ast::Comments) {
    let (tokens, mut diags, raw) = lexer::lex_with_comments(id, text);
    let (items, pdiags) = parser::parse_items(id, tokens, is_import);
    diags.extend(pdiags);
    let comments = if is_import {
        ast::Comments::default()
    } else {
        comments::attach(id, &items, raw)
    };
    (items, diags, comments)
}

/// Stack for the recursive passes: enough for [`parser::MAX_DEPTH`] levels of any construct in
/// an unoptimized build, whatever stack the caller's thread has.
pub const BIG_STACK: usize = 64 << 20;

thread_local! {
    /// Set while this thread runs on a stack of [`BIG_STACK`] (started by [`on_big_stack`]).
    static ON_BIG_STACK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Run `f` on a thread with [`BIG_STACK`] of stack (falling back to the current thread if no
/// thread can be started), so deep but legal nesting never overflows the caller's stack.
/// Called again from inside `f` (parsing checks, the fuzzer's one long-lived worker running
/// every pass), it runs `f` right here: that stack is already big, and a thread per pass
/// would cost more than the pass on small inputs.
pub fn on_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    if ON_BIG_STACK.get() {
        return f();
    }
    let cell = std::sync::Mutex::new(Some(f));
    let take = || cell.lock().ok().and_then(|mut g| g.take());
    let result = std::thread::scope(|s| {
        let spawned = std::thread::Builder::new()
            .name("maple-asm".into())
            .stack_size(BIG_STACK)
            .spawn_scoped(s, || {
                ON_BIG_STACK.set(true);
                take().map(|f| f())
            });
        match spawned {
            Ok(h) => h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)),
            Err(_) => None,
        }
    });
    match result {
        Some(r) => r,
        // The thread could not start: run here.
        None => match take() {
            Some(f) => f(),
            None => unreachable!("the closure ran or is still here"),
        },
    }
}

fn parse_with_base(name: &str, text: &str, base: Option<&Path>) -> (Option<Module>, Diagnostics) {
    on_big_stack(|| parse_with_base_here(name, text, base))
}

fn parse_with_base_here(
    name: &str,
    text: &str,
    base: Option<&Path>,
) -> (Option<Module>, Diagnostics) {
    let mut sources = SourceMap::default();
    let (unit, raw, comments) = read_unit(&mut sources, name, text, base);
    let link::Unit {
        items, imported, ..
    } = unit;
    checked_module(sources, items, imported, comments, raw)
}

/// The module of `items`, checked, with every diagnostic: `syntax` (the parser's, the
/// linker's) and the checker's, in file order, except that syntax errors come first: one
/// leaves a hole that the checks then trip over (a type whose definition did not parse is
/// "undefined" everywhere it is used), and the first diagnostic a reader sees must be the
/// cause.
fn checked_module(
    sources: SourceMap,
    items: Vec<Item>,
    imported: Vec<Item>,
    comments: ast::Comments,
    syntax: Vec<Diagnostic>,
) -> (Option<Module>, Diagnostics) {
    let module = Module {
        items,
        imported,
        sources: sources.clone(),
        comments,
    };
    let (errors, others): (Vec<Diagnostic>, Vec<Diagnostic>) =
        syntax.into_iter().partition(Diagnostic::is_error);
    let mut diags = Diagnostics::new(sources.clone());
    for d in errors {
        diags.push(d);
    }
    diags.sort();
    let mut rest = Diagnostics::new(sources);
    for d in others {
        rest.push(d);
    }
    rest.extend(check(&module));
    rest.sort();
    diags.extend(rest);
    (Some(module), diags)
}

/// Parse one module's text and what it imports, its file added to `sources`.
fn read_unit(
    sources: &mut SourceMap,
    name: &str,
    text: &str,
    base: Option<&Path>,
) -> (link::Unit, Vec<Diagnostic>, ast::Comments) {
    let id = sources.add(name, text);
    let (items, mut raw, comments) = parse_one(id, text, false);
    let mut imported = Vec::new();

    // Import search path: the importing file's directory, then each `importpath`.
    let mut dirs: Vec<PathBuf> = vec![base.map(Path::to_path_buf).unwrap_or_default()];
    for item in &items {
        if let Item::Directive(d) = item {
            if d.name == "importpath" {
                if let ast::DirectiveValue::Str(s) = &d.value {
                    let p = PathBuf::from(String::from_utf8_lossy(s).into_owned());
                    dirs.push(if p.is_absolute() { p } else { dirs[0].join(p) });
                }
            }
        }
    }
    let mut seen = std::collections::HashSet::new();
    for item in &items {
        let Item::Import { path, span } = item else {
            continue;
        };
        // Then the file's name in the import search path (`--import-path`).
        let found = dirs
            .iter()
            .map(|d| d.join(path))
            .find(|p| p.is_file())
            .or_else(|| java::library::search_import_path(path));
        let bundled = || {
            let name = Path::new(path).file_name()?.to_str()?;
            java::library::bundled(name)
        };
        match found.and_then(|p| std::fs::read(&p).ok().map(|b| (p, b))) {
            // The same file imported twice is read once.
            Some((p, _)) if !seen.insert(p.canonicalize().unwrap_or_else(|_| p.clone())) => {}
            Some((p, bytes)) => {
                // Binary MIR (`.mplt` as OpenArk's front ends write it) is told by its bytes.
                if let Some((iitems, idiags)) = binmir::import(sources, &p, &bytes) {
                    raw.extend(idiags);
                    imported.extend(iitems);
                    continue;
                }
                let itext = String::from_utf8_lossy(&bytes).into_owned();
                let iid = sources.add(p.display().to_string(), itext.clone());
                let (iitems, idiags, _) = parse_one(iid, &itext, true);
                raw.extend(idiags);
                imported.extend(iitems);
            }
            // Last, a library maple ships (`libjava-core.mplt`), read once.
            None if bundled().is_some() => {
                let Some(lib) = bundled() else { continue };
                if seen.insert(PathBuf::from(lib.source_name)) {
                    let iid = sources.add(lib.source_name, lib.text);
                    let (iitems, idiags, _) = parse_one(iid, lib.text, true);
                    raw.extend(idiags);
                    imported.extend(iitems);
                }
            }
            None => raw.push(
                Diagnostic::error(
                    codes::MISSING_IMPORT,
                    *span,
                    format!("cannot find imported file \"{path}\""),
                )
                .with_label("not found")
                .with_note(format!(
                    "searched: {}; then its file name in the --import-path directories{} and \
                     among the libraries maple ships ({})",
                    dirs.iter()
                        .map(|d| d.join(path).display().to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                    java::library::import_path_shown(),
                    java::library::BUNDLED_NAMES,
                )),
            ),
        }
    }
    let unit = link::Unit {
        file: id,
        items,
        imported,
    };
    (unit, raw, comments)
}

/// Parse, link and check several MAPLE IR files as one program (see [`link`]); one file is
/// [`parse_file`]. `None` only when a file cannot be read (reported without a span).
pub fn parse_files(paths: &[&Path]) -> (Option<Module>, Diagnostics) {
    if let [one] = paths {
        return parse_file(one);
    }
    on_big_stack(|| {
        let mut sources = SourceMap::default();
        let mut units = Vec::new();
        let mut raw = Vec::new();
        let mut comments = ast::Comments::default();
        for (k, path) in paths.iter().enumerate() {
            let text = match std::fs::read(path) {
                Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
                Err(e) => return unreadable(sources, path, &e),
            };
            let name = path.display().to_string();
            let (unit, d, c) = read_unit(&mut sources, &name, &text, path.parent());
            raw.extend(d);
            if k == 0 {
                comments = c;
            }
            units.push(unit);
        }
        let (items, imported, link_diags) = link::link(units, &sources);
        raw.extend(link_diags);
        checked_module(sources, items, imported, comments, raw)
    })
}

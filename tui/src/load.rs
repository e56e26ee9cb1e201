//! From a file on the command line to a loaded program: `.mpl` files are assembled in memory,
//! `.uir` files (µVM IR text) are parsed, checked and lowered by `maple-uvm`, `.ir` files
//! (coreVM IR text) and coreVM's binary form (an Avro container, told by its bytes) by
//! `maple-corevm`, into the same module, then assembled exactly as a parsed `.mpl` module;
//! anything else is read as an image. Errors come back as printable messages.

use maple_asm::image::{read_image, Image};
use maple_asm::{Diagnostics, Module};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

/// Why a file could not be turned into a program.
#[derive(Debug)]
pub enum LoadFailure {
    /// Assembly diagnostics were printed already.
    Diagnostics,
    /// A message to print.
    Message(String),
}

/// The source language of a program file, when its extension does not say (`--lang`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Lang {
    /// MAPLE IR text (what `.mpl` and `.mplt` files hold).
    Mpl,
    /// µVM IR text (what `.uir` files hold), lowered by `maple-uvm`.
    Uvm,
    /// coreVM IR text (what `.ir` files hold), lowered by `maple-corevm`.
    Corevm,
}

/// `--lang`, flattened into every command that takes a program file.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
#[group(skip)]
pub struct LangArg {
    /// The file's language when its extension does not say: `mpl` (MAPLE IR text), `uvm`
    /// (µVM IR text) or `corevm` (coreVM IR text); by default `.uir` is µVM, `.ir` coreVM,
    /// `.mpl`/`.mplt` MAPLE IR, a coreVM Avro container (`.irb`) is told by its bytes, and
    /// anything else is an image.
    #[arg(long = "lang", value_enum, value_name = "LANG")]
    lang: Option<Lang>,
}

impl LangArg {
    /// The language the command line names, if any.
    pub fn get(self) -> Option<Lang> {
        self.lang
    }
}

/// The language `path` is written in: `lang` when the command line names one, else what its
/// extension says; `None` for anything else (an image).
pub fn lang_of(path: &Path, lang: Option<Lang>) -> Option<Lang> {
    lang.or_else(|| match path.extension()?.to_str()? {
        "uir" => Some(Lang::Uvm),
        "ir" => Some(Lang::Corevm),
        "mpl" | "mplt" => Some(Lang::Mpl),
        _ => None,
    })
}

/// Assemble or read `path` (in `lang`, or the language its extension says) into an image.
pub fn image(path: &Path, lang: Option<Lang>) -> Result<Image, LoadFailure> {
    if let Some(lang) = lang_of(path, lang) {
        return assembled(&source(path, Some(lang))?, path);
    }
    let bytes = read(path)?;
    if maple_corevm::avro::is_avro(&bytes) {
        return assembled(&source(path, None)?, path);
    }
    read_image(&bytes).map_err(|e| {
        let head = &bytes[..bytes.len().min(4096)];
        // (An empty file is no text either: the image error says it is empty.)
        let text = !head.is_empty() && !head.contains(&0) && std::str::from_utf8(head).is_ok();
        let hint = if text {
            " (it looks like text: name a MAPLE IR file .mpl, a µVM IR file .uir and a coreVM \
             IR file .ir, or say which with --lang mpl|uvm|corevm)"
        } else {
            ""
        };
        LoadFailure::Message(format!("{}: {e}{hint}", path.display()))
    })
}

/// Assemble `first` and the modules `more` linked with it (`maple run a.mpl b.mpl`) into one
/// image; with no `more`, [`image`] of `first`. Only MAPLE IR text links.
pub fn linked_image(
    first: &Path,
    more: &[PathBuf],
    lang: Option<Lang>,
) -> Result<Image, LoadFailure> {
    if more.is_empty() {
        return image(first, lang);
    }
    assembled(&linked_source(first, more, lang)?, first)
}

/// The image of a checked module read from `path`, printing the diagnostics of a failure.
fn assembled(module: &Module, path: &Path) -> Result<Image, LoadFailure> {
    maple_asm::codegen::assemble(module, &path.display().to_string()).map_err(|d| {
        report(&d);
        LoadFailure::Diagnostics
    })
}

/// Parse, link and check `first` and the modules `more` as one program (see
/// `maple_asm::link`), printing every diagnostic; with no `more`, [`source`] of `first`.
pub fn linked_source(
    first: &Path,
    more: &[PathBuf],
    lang: Option<Lang>,
) -> Result<Module, LoadFailure> {
    if more.is_empty() {
        return source(first, lang);
    }
    let paths: Vec<&Path> = std::iter::once(first)
        .chain(more.iter().map(PathBuf::as_path))
        .collect();
    if let Some(p) = paths.iter().find(|p| lang_of(p, lang) != Some(Lang::Mpl)) {
        return Err(LoadFailure::Message(format!(
            "{}: only MAPLE IR text (.mpl) modules link into one program",
            p.display()
        )));
    }
    let (module, diags) = maple_asm::parse_files(&paths);
    report(&diags);
    match module {
        Some(module) if !diags.has_errors() => Ok(module),
        _ => Err(LoadFailure::Diagnostics),
    }
}

pub use maple_sim::loader::{program, types};

/// The program of `image` (read from `file`) for a command that runs it. An image without
/// an entry function is an error in the program, as a syntax error is: said on stderr here,
/// status 1 ([`LoadFailure::Diagnostics`]), not maple's own failure (2).
pub fn runnable(image: &Image, file: &Path) -> Result<maple_sim::Program, LoadFailure> {
    program(image).map_err(|m| {
        crate::stderr::write_stderr(&format!("maple: {}: {m}\n", file.display()));
        LoadFailure::Diagnostics
    })
}

/// The bytes of `path`. Whatever the kind of file (source, image, configuration), one that
/// cannot be read is the same message and, through `main`, the same exit status (2).
pub fn read(path: &Path) -> Result<Vec<u8>, LoadFailure> {
    std::fs::read(path)
        .map_err(|e| LoadFailure::Message(format!("cannot read {}: {e}", path.display())))
}

/// Whether `path` is µVM IR text (`--lang uvm`, or a `.uir` file), which `maple-uvm`
/// lowers to a module.
pub fn is_uvm(path: &Path, lang: Option<Lang>) -> bool {
    lang_of(path, lang) == Some(Lang::Uvm)
}

/// Parse and check MAPLE IR text at `path` (or parse, check and lower µVM IR text, by
/// `lang` or the extension; or decode and check binary MIR, by its bytes); print every
/// diagnostic.
pub fn source(path: &Path, lang: Option<Lang>) -> Result<Module, LoadFailure> {
    let bytes = read(path)?;
    if let Some(module) = binary(path, &bytes) {
        let module = module?;
        let mut diags = maple_asm::check(&module);
        diags.sort();
        report(&diags);
        return if diags.has_errors() {
            Err(LoadFailure::Diagnostics)
        } else {
            Ok(module)
        };
    }
    let name = path.display().to_string();
    if maple_corevm::avro::is_avro(&bytes) {
        let mut sources = maple_asm::source::SourceMap::default();
        let id = sources.add(name.clone(), String::new());
        let (module, diags) = match maple_corevm::avro::read(&bytes, id) {
            Ok(m) => maple_corevm::compile_module(&m, sources),
            Err(d) => {
                let mut diags = Diagnostics::new(sources);
                diags.push(d);
                (None, diags)
            }
        };
        report(&diags);
        return module
            .filter(|_| !diags.has_errors())
            .ok_or(LoadFailure::Diagnostics);
    }
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let (module, diags) = if is_uvm(path, lang) {
        maple_uvm::compile_str(&name, &text)
    } else if lang_of(path, lang) == Some(Lang::Corevm) {
        maple_corevm::compile_str(&name, &text)
    } else {
        maple_asm::parse_str(&name, &text)
    };
    report(&diags);
    match module {
        Some(module) if !diags.has_errors() => Ok(module),
        _ => Err(LoadFailure::Diagnostics),
    }
}

/// The module a binary MIR file (`.mplt`, `.bpl`) declares, decoded but not checked (an
/// interface names types other modules define); `None` when `bytes` are not binary MIR, which
/// is told by their magic number, whatever the file is called. A file that cannot be decoded
/// is its diagnostic, printed.
pub fn binary(path: &Path, bytes: &[u8]) -> Option<Result<Module, LoadFailure>> {
    if !maple_asm::binmir::is_binary_mir(bytes) {
        return None;
    }
    let mut sources = maple_asm::source::SourceMap::default();
    let id = sources.add(path.display().to_string(), String::new());
    Some(match maple_asm::binmir::read(bytes, id) {
        Ok(items) => Ok(Module {
            items,
            sources,
            ..Module::default()
        }),
        Err(d) => {
            let mut diags = Diagnostics::new(sources);
            diags.push(d);
            report(&diags);
            Err(LoadFailure::Diagnostics)
        }
    })
}

/// The coreVM module at `path` (text by `lang` or its `.ir` extension, or the binary form by
/// its bytes), parsed and checked but not lowered, every diagnostic printed; `None` when the
/// file is no coreVM file. What `maple check`, `maple fmt` and `maple asm --emit corevm-avro`
/// read.
pub fn corevm_module(
    path: &Path,
    lang: Option<Lang>,
) -> Option<Result<maple_corevm::ast::Module, LoadFailure>> {
    let bytes = match read(path) {
        Ok(b) => b,
        Err(f) => return Some(Err(f)),
    };
    let name = path.display().to_string();
    let (module, diags) = if maple_corevm::avro::is_avro(&bytes) {
        let mut sources = maple_asm::source::SourceMap::default();
        let id = sources.add(name, String::new());
        match maple_corevm::avro::read(&bytes, id) {
            Ok(m) => {
                let diags = maple_corevm::check_module(&m, sources);
                (m, diags)
            }
            Err(d) => {
                let mut diags = Diagnostics::new(sources);
                diags.push(d);
                report(&diags);
                return Some(Err(LoadFailure::Diagnostics));
            }
        }
    } else if lang_of(path, lang) == Some(Lang::Corevm) {
        maple_corevm::parse_str(&name, &String::from_utf8_lossy(&bytes))
    } else {
        return None;
    };
    report(&diags);
    Some(if diags.has_errors() {
        Err(LoadFailure::Diagnostics)
    } else {
        Ok(module)
    })
}

/// Print diagnostics to stderr (colored on a terminal).
pub fn report(diags: &Diagnostics) {
    let text = diags.render(std::io::stderr().is_terminal());
    if !text.is_empty() {
        crate::stderr::write_stderr(&text);
    }
}

impl LoadFailure {
    /// What a command returns for it: diagnostics (printed already) exit 1, a message goes
    /// to `main`, which prints it and exits 2.
    pub fn into_exit(self) -> Result<std::process::ExitCode, Box<dyn std::error::Error>> {
        match self {
            LoadFailure::Diagnostics => Ok(std::process::ExitCode::from(1)),
            LoadFailure::Message(m) => Err(m.into()),
        }
    }
}

//! The libraries maple ships for imports no file on disk satisfies: an `import` whose path
//! does not exist resolves by its file name in the import search path ([`set_import_path`],
//! `maple ... --import-path DIR`) and then here, so `import
//! "/home/someone/openarkcompiler/libjava-core/libjava-core.mplt"` finds maple's own Java core
//! library (`asm/lib/java/*.mpl`: the classes of `java.lang`, `java.io` and `java.util` that
//! ordinary programs use, with jbc2mpl's names, layouts and field numbering, and the `MCC_*`
//! entry points of OpenArk's runtime). Its functions have bodies: importing it links it.

use std::path::{Path, PathBuf};
use std::sync::RwLock;

/// The Java core library's text, its files in dependency order.
static JAVA_CORE: &str = concat!(
    include_str!("../../lib/java/runtime.mpl"),
    include_str!("../../lib/java/lang.mpl"),
    include_str!("../../lib/java/string.mpl"),
    include_str!("../../lib/java/io.mpl"),
    include_str!("../../lib/java/double.mpl"),
    include_str!("../../lib/java/throwable.mpl"),
    include_str!("../../lib/java/boxes.mpl"),
    include_str!("../../lib/java/util.mpl"),
    include_str!("../../lib/java/hashmap.mpl"),
    include_str!("../../lib/java/thread.mpl"),
    include_str!("../../lib/java/meta.mpl"),
);

/// A library maple ships: the name its functions' lines are shown under, and its text.
pub struct Bundled {
    pub source_name: &'static str,
    pub text: &'static str,
}

/// The file names the bundled libraries answer to, for messages.
pub const BUNDLED_NAMES: &str = "libjava-core.mplt";

/// The bundled library an import of `file_name` (its last path component) stands for.
pub fn bundled(file_name: &str) -> Option<Bundled> {
    let stem = file_name.split('.').next().unwrap_or(file_name);
    match stem {
        "libjava-core" | "libcore-all" | "java-core" => Some(Bundled {
            source_name: "<maple>/libjava-core.mpl",
            text: JAVA_CORE,
        }),
        _ => None,
    }
}

/// Directories searched, in order, for an import's file name when its path does not exist.
static IMPORT_PATH: RwLock<Vec<PathBuf>> = RwLock::new(Vec::new());

/// Set the import search path (`--import-path`, repeatable): searched after the importing
/// file's directory and its `importpath` directives, before the bundled libraries.
pub fn set_import_path(dirs: Vec<PathBuf>) {
    if let Ok(mut path) = IMPORT_PATH.write() {
        *path = dirs;
    }
}

/// The file named like `import`'s last component in the import search path, if any.
pub fn search_import_path(import: &str) -> Option<PathBuf> {
    let name = Path::new(import).file_name()?;
    let dirs = IMPORT_PATH.read().ok()?;
    dirs.iter().map(|d| d.join(name)).find(|p| p.is_file())
}

/// The import search path for a message: ` (a, b)`, or nothing when it is empty.
pub fn import_path_shown() -> String {
    let Ok(dirs) = IMPORT_PATH.read() else {
        return String::new();
    };
    if dirs.is_empty() {
        return String::new();
    }
    let shown: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
    format!(" ({})", shown.join(", "))
}

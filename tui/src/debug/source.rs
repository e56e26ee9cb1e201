//! Source files the line table names: the `.mpl` file itself and the original sources that
//! `#LINE` comments point at. Files are looked up next to the `.mpl` file, in the compile
//! unit's directory, then as given; a file that cannot be read shows as missing, not as an
//! error.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Lines of source files, read on first use.
#[derive(Default)]
pub struct Sources {
    /// Directories to look in, in order.
    dirs: Vec<PathBuf>,
    cache: HashMap<String, Option<Vec<String>>>,
}

impl Sources {
    /// Look for files in `dirs` (then the current directory).
    pub fn new(dirs: Vec<PathBuf>) -> Sources {
        Sources {
            dirs,
            cache: HashMap::new(),
        }
    }

    /// The lines of `name`, if it can be read.
    pub fn lines(&mut self, name: &str) -> Option<&[String]> {
        if !self.cache.contains_key(name) {
            let text = self.read(name);
            let lines = text.map(|t| t.lines().map(|l| l.replace('\t', "    ")).collect());
            self.cache.insert(name.to_string(), lines);
        }
        self.cache.get(name)?.as_deref()
    }

    /// One line (1-based).
    pub fn line(&mut self, name: &str, line: u32) -> Option<String> {
        let lines = self.lines(name)?;
        lines.get((line as usize).checked_sub(1)?).cloned()
    }

    fn read(&self, name: &str) -> Option<String> {
        let p = Path::new(name);
        if p.is_absolute() {
            return std::fs::read_to_string(p).ok();
        }
        self.dirs
            .iter()
            .map(|d| d.join(p))
            .chain(std::iter::once(p.to_path_buf()))
            .find_map(|c| std::fs::read_to_string(c).ok())
    }
}

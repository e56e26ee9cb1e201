//! Source files and spans. Every AST node carries a [`Span`] so diagnostics, debug info and the
//! debugger can point back at the `.mpl` text.

use std::sync::Arc;

/// Index of a file in a [`SourceMap`].
pub type FileId = usize;

/// A byte range in one source file.
///
/// Spans never take part in equality: two modules are equal when they say the same thing, wherever
/// it was written. That is what lets `parse(print(m)) == m` hold.
#[derive(Clone, Copy, Debug, Default, Eq)]
pub struct Span {
    pub file: FileId,
    pub start: usize,
    pub end: usize,
}

impl PartialEq for Span {
    fn eq(&self, _: &Span) -> bool {
        true
    }
}

/// Consistent with equality: every span hashes alike.
impl std::hash::Hash for Span {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl Span {
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span { file, start, end }
    }

    /// The span from the start of `self` to the end of `other`.
    pub fn to(self, other: Span) -> Span {
        Span {
            file: self.file,
            start: self.start,
            end: other.end.max(self.start),
        }
    }
}

/// One source text with its line table.
#[derive(Debug)]
pub struct SourceFile {
    pub name: String,
    pub text: String,
    line_starts: Vec<usize>,
}

impl SourceFile {
    pub fn new(name: String, text: String) -> SourceFile {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        SourceFile {
            name,
            text,
            line_starts,
        }
    }

    /// The byte offset at which each line starts.
    pub(crate) fn line_starts(&self) -> &[usize] {
        &self.line_starts
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let start = self.line_starts.get(line).copied().unwrap_or(0);
        let col = self
            .text
            .get(start..offset)
            .map(|s| s.chars().count())
            .unwrap_or(offset - start);
        (line + 1, col + 1)
    }

    /// The text of a 1-based line, without its line break.
    pub fn line_text(&self, line: usize) -> &str {
        let Some(&start) = self.line_starts.get(line.wrapping_sub(1)) else {
            return "";
        };
        let end = self
            .line_starts
            .get(line)
            .copied()
            .unwrap_or(self.text.len());
        self.text
            .get(start..end)
            .unwrap_or("")
            .trim_end_matches(['\n', '\r'])
    }
}

/// All files of one parse: the main file and its imports.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<Arc<SourceFile>>,
}

impl SourceMap {
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        self.files
            .push(Arc::new(SourceFile::new(name.into(), text.into())));
        self.files.len() - 1
    }

    pub fn get(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id).map(|f| &**f)
    }

    pub fn files(&self) -> impl Iterator<Item = &SourceFile> {
        self.files.iter().map(|f| &**f)
    }

    /// 1-based line and column of the start of a span (1:1 for an unknown file).
    pub fn line_col(&self, span: Span) -> (usize, usize) {
        self.get(span.file)
            .map(|f| f.line_col(span.start))
            .unwrap_or((1, 1))
    }

    pub fn name(&self, id: FileId) -> &str {
        self.get(id).map(|f| f.name.as_str()).unwrap_or("<unknown>")
    }
}

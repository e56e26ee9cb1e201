//! The sources as a diagnostic shows them. A line of generated IR can be a megabyte long (one
//! global's whole initializer); printed whole under its caret, one error would fill the
//! terminal. In this view every line longer than [`LONG_LINE`] bytes that a label points into
//! keeps only [`CONTEXT`] bytes on each side of the label's ends, `…` marking what is left
//! out; every other line is as written. Line and column numbers stay the original ones.

use crate::source::{SourceFile, SourceMap};
use codespan_reporting::files::{Error, Files};
use std::borrow::Cow;
use std::ops::Range;

/// Lines longer than this many bytes are shown around their labels only.
pub(crate) const LONG_LINE: usize = 512;
/// Bytes kept on each side of a label's start and end in a long line.
pub(crate) const CONTEXT: usize = 100;
/// What stands for the bytes left out.
const GAP: &str = "…";

/// The files one diagnostic's labels point into, long lines cut around the labels.
pub(crate) struct View<'a> {
    files: Vec<Option<FileView<'a>>>,
}

/// A long line as shown: the pieces of it kept, as (original start, view start, length).
struct Cut {
    orig: Range<usize>,
    view: Range<usize>,
    pieces: Vec<(usize, usize, usize)>,
}

struct FileView<'a> {
    source: &'a SourceFile,
    text: Cow<'a, str>,
    line_starts: Cow<'a, [usize]>,
    /// The cut lines, in order.
    cuts: Vec<Cut>,
}

impl<'a> View<'a> {
    /// A view of `sources` for labels over `ranges` (file, byte range, already clamped to the
    /// file and to character boundaries).
    pub(crate) fn new(sources: &'a SourceMap, ranges: &[(usize, Range<usize>)]) -> View<'a> {
        let mut files: Vec<Option<FileView<'a>>> = Vec::new();
        for &(id, _) in ranges {
            if files.get(id).is_some_and(Option::is_some) {
                continue;
            }
            let Some(source) = sources.get(id) else {
                continue;
            };
            let points: Vec<usize> = ranges
                .iter()
                .filter(|(f, _)| *f == id)
                .flat_map(|(_, r)| [r.start, r.end])
                .collect();
            if files.len() <= id {
                files.resize_with(id + 1, || None);
            }
            files[id] = Some(FileView::new(source, &points));
        }
        View { files }
    }

    /// Where the original range `r` of file `id` is in the view.
    pub(crate) fn map(&self, id: usize, r: Range<usize>) -> Range<usize> {
        match self.files.get(id).and_then(Option::as_ref) {
            Some(f) => f.to_view(r.start)..f.to_view(r.end),
            None => r,
        }
    }

    fn file(&self, id: usize) -> Result<&FileView<'a>, Error> {
        self.files
            .get(id)
            .and_then(Option::as_ref)
            .ok_or(Error::FileMissing)
    }
}

impl<'a> FileView<'a> {
    fn new(source: &'a SourceFile, points: &[usize]) -> FileView<'a> {
        let text = source.text.as_str();
        // The long lines the labels point into, each with the windows around its points.
        let mut lines: Vec<(Range<usize>, Vec<Range<usize>>)> = Vec::new();
        for &p in points {
            let p = p.min(text.len());
            let start = text[..p].rfind('\n').map_or(0, |i| i + 1);
            let end = text[p..].find('\n').map_or(text.len(), |i| p + i);
            if end - start <= LONG_LINE {
                continue;
            }
            let lo = floor_char(text, p.saturating_sub(CONTEXT).max(start));
            let hi = ceil_char(text, (p + CONTEXT).min(end));
            match lines.iter_mut().find(|(line, _)| line.start == start) {
                Some((_, windows)) => windows.push(lo..hi),
                None => lines.push((start..end, std::iter::once(lo..hi).collect())),
            }
        }
        if lines.is_empty() {
            return FileView {
                source,
                text: Cow::Borrowed(text),
                line_starts: Cow::Borrowed(source.line_starts()),
                cuts: Vec::new(),
            };
        }
        lines.sort_by_key(|(line, _)| line.start);
        let mut view = String::with_capacity(text.len().min(1 << 20));
        let mut cuts = Vec::new();
        let mut at = 0;
        for (line, mut windows) in lines {
            view.push_str(&text[at..line.start]);
            let view_start = view.len();
            windows.sort_by_key(|w| w.start);
            let mut pieces: Vec<(usize, usize, usize)> = Vec::new();
            let mut merged: Vec<Range<usize>> = Vec::new();
            for w in windows {
                match merged.last_mut() {
                    Some(last) if w.start <= last.end => last.end = last.end.max(w.end),
                    _ => merged.push(w),
                }
            }
            let mut prev = line.start;
            for w in merged {
                if w.start > prev {
                    view.push_str(GAP);
                }
                pieces.push((w.start, view.len(), w.end - w.start));
                view.push_str(&text[w.clone()]);
                prev = w.end;
            }
            if prev < line.end {
                view.push_str(GAP);
            }
            cuts.push(Cut {
                orig: line.clone(),
                view: view_start..view.len(),
                pieces,
            });
            at = line.end;
        }
        view.push_str(&text[at..]);
        let mut line_starts = vec![0];
        line_starts.extend(view.match_indices('\n').map(|(i, _)| i + 1));
        FileView {
            source,
            text: Cow::Owned(view),
            line_starts: Cow::Owned(line_starts),
            cuts,
        }
    }

    /// The view offset of original offset `b` (a label end: inside a piece if in a cut line).
    fn to_view(&self, b: usize) -> usize {
        let mut shift = 0isize;
        for cut in &self.cuts {
            if b < cut.orig.start {
                break;
            }
            if b <= cut.orig.end {
                return cut
                    .pieces
                    .iter()
                    .find(|&&(o, _, len)| o <= b && b <= o + len)
                    .map_or(cut.view.start, |&(o, v, _)| v + (b - o));
            }
            shift = cut.view.end as isize - cut.orig.end as isize;
        }
        b.saturating_add_signed(shift)
    }

    /// The original offset of view offset `b`.
    fn to_original(&self, b: usize) -> usize {
        let mut shift = 0isize;
        for cut in &self.cuts {
            if b < cut.view.start {
                break;
            }
            if b <= cut.view.end {
                return cut
                    .pieces
                    .iter()
                    .find(|&&(_, v, len)| b <= v + len)
                    .map_or(cut.orig.end, |&(o, v, _)| o + b.saturating_sub(v));
            }
            shift = cut.orig.end as isize - cut.view.end as isize;
        }
        b.saturating_add_signed(shift)
    }
}

fn floor_char(text: &str, mut i: usize) -> usize {
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil_char(text: &str, mut i: usize) -> usize {
    while i < text.len() && !text.is_char_boundary(i) {
        i += 1;
    }
    i
}

impl<'v> Files<'v> for View<'_> {
    type FileId = usize;
    type Name = &'v str;
    type Source = &'v str;

    fn name(&'v self, id: usize) -> Result<&'v str, Error> {
        Ok(self.file(id)?.source.name.as_str())
    }

    fn source(&'v self, id: usize) -> Result<&'v str, Error> {
        Ok(&self.file(id)?.text)
    }

    fn line_index(&'v self, id: usize, byte_index: usize) -> Result<usize, Error> {
        let f = self.file(id)?;
        Ok(match f.line_starts.binary_search(&byte_index) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        })
    }

    fn column_number(
        &'v self,
        id: usize,
        _line_index: usize,
        byte_index: usize,
    ) -> Result<usize, Error> {
        let f = self.file(id)?;
        Ok(f.source.line_col(f.to_original(byte_index)).1)
    }

    fn line_range(&'v self, id: usize, line_index: usize) -> Result<Range<usize>, Error> {
        let f = self.file(id)?;
        let start = *f.line_starts.get(line_index).ok_or(Error::LineTooLarge {
            given: line_index,
            max: f.line_starts.len().saturating_sub(1),
        })?;
        let end = f
            .line_starts
            .get(line_index + 1)
            .copied()
            .unwrap_or(f.text.len());
        Ok(start..end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_cut_around_the_label_and_keeps_its_numbers() {
        let long = format!("{} bogus {}", "1, ".repeat(5000), "2, ".repeat(5000));
        let text = format!("first\n{long}\nlast\n");
        let mut sources = SourceMap::default();
        let id = sources.add("f.mpl", text.clone());
        let at = text.find("bogus").unwrap();
        let view = View::new(&sources, &[(id, at..at + 5)]);
        let r = view.map(id, at..at + 5);
        let shown = view.source(id).unwrap();
        assert_eq!(&shown[r.clone()], "bogus");
        assert!(
            shown.len() < 2 * CONTEXT + 100,
            "{} bytes shown",
            shown.len()
        );
        assert!(shown.starts_with("first\n…") && shown.ends_with("…\nlast\n"));
        // The header's line and column are those of the original text.
        let line = view.line_index(id, r.start).unwrap();
        assert_eq!(view.line_number(id, line).unwrap(), 2);
        assert_eq!(view.column_number(id, line, r.start).unwrap(), at - 6 + 1);
        // Short lines are as written, and what follows the cut line maps back.
        let last = text.find("last").unwrap();
        assert_eq!(&shown[view.map(id, last..last + 4)], "last");
    }
}

//! Diagnostics: errors and warnings with a stable code, a message and an exact source span,
//! rendered by `codespan-reporting` as `error[E0012]: ...` with the source line and a caret.

use crate::diag_view::View;
use crate::source::{SourceMap, Span};
use codespan_reporting::diagnostic as cs;
use codespan_reporting::term;
use codespan_reporting::term::termcolor::Buffer;

/// How bad it is. Warnings never stop assembly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

/// Stable diagnostic codes. Tests and users may rely on them; never renumber.
pub mod codes {
    /// A character that begins no token.
    pub const UNEXPECTED_CHAR: &str = "E0001";
    /// A string or character literal without its closing quote.
    pub const UNTERMINATED_STRING: &str = "E0002";
    /// A malformed or out-of-range number.
    pub const BAD_NUMBER: &str = "E0003";
    /// A malformed character constant or escape.
    pub const BAD_CHAR: &str = "E0004";
    /// The parser expected something else here.
    pub const EXPECTED: &str = "E0005";
    /// A bracket without its partner.
    pub const UNBALANCED: &str = "E0006";
    /// A statement or declaration that does not begin a line.
    pub const NOT_LINE_START: &str = "E0007";
    /// Nesting beyond the parser's depth limit.
    pub const TOO_DEEP: &str = "E0008";
    /// A word that is no opcode.
    pub const UNKNOWN_OPCODE: &str = "E0009";
    /// A word that is no primitive type.
    pub const UNKNOWN_PRIM_TYPE: &str = "E0010";
    /// An expression opcode used as a statement or the reverse.
    pub const WRONG_OPCODE_KIND: &str = "E0011";
    pub const UNDEFINED_VAR: &str = "E0012";
    pub const UNDEFINED_FUNC: &str = "E0013";
    pub const UNDEFINED_TYPE: &str = "E0014";
    pub const UNDEFINED_LABEL: &str = "E0015";
    pub const DUPLICATE_VAR: &str = "E0016";
    pub const DUPLICATE_FUNC: &str = "E0017";
    pub const DUPLICATE_TYPE: &str = "E0018";
    pub const DUPLICATE_LABEL: &str = "E0019";
    /// Operand count does not match the opcode.
    pub const OPERAND_COUNT: &str = "E0020";
    /// A primitive type the opcode does not admit.
    pub const WRONG_PRIM_TYPE: &str = "E0021";
    /// A field id beyond the fields of the structure.
    pub const FIELD_ID_RANGE: &str = "E0022";
    /// More initializer elements than the array holds, or a list where a scalar belongs.
    pub const INIT_TOO_MANY: &str = "E0023";
    /// A struct initializer's field number outside the struct.
    pub const INIT_FIELD_RANGE: &str = "E0024";
    /// An import that cannot be found or read.
    pub const MISSING_IMPORT: &str = "E0025";
    /// A `%` name where only globals may appear, or the reverse.
    pub const WRONG_SCOPE: &str = "E0026";
    /// A `%%` name that is no special register.
    pub const BAD_SPECIAL_REG: &str = "E0027";
    /// The same case value twice in a switch table.
    pub const DUPLICATE_CASE: &str = "E0028";
    /// A directive with a malformed value.
    pub const BAD_DIRECTIVE: &str = "E0029";
    /// A function parameter declared twice.
    pub const DUPLICATE_PARAM: &str = "E0030";
    /// An import inside an imported file (only one level is allowed).
    pub const NESTED_IMPORT: &str = "E0031";
    /// A word that starts no declaration.
    pub const UNKNOWN_DECL: &str = "E0032";
    /// A bitfield whose width does not fit its type.
    pub const BAD_BITFIELD: &str = "E0033";
    /// Two definitions of a function body.
    pub const DUPLICATE_BODY: &str = "E0034";
    /// A rangegoto table with a gap or out of order.
    pub const RANGE_GAP: &str = "E0035";
    /// A bit range outside the value's type (extractbits, depositbits, sext, zext).
    pub const BAD_BITS: &str = "E0036";
    /// iread, iassign, iaddrof or array with a high-level type that is not a pointer.
    pub const NOT_POINTER: &str = "E0037";
    /// The file to parse cannot be read.
    pub const CANNOT_READ: &str = "E0038";
    /// A struct that contains itself by value. A warning here because layout rejects it with
    /// its own error when the module is assembled; `maple check` still shows it.
    pub const RECURSIVE_TYPE: &str = "W0006";
    /// An unknown intrinsic name (names drift between MAPLE versions).
    pub const UNKNOWN_INTRINSIC: &str = "W0001";
    /// A second (operand/source) type the opcode does not expect.
    pub const WRONG_FROM_TYPE: &str = "W0002";
    /// An integer constant that does not fit its type.
    pub const CONST_RANGE: &str = "W0003";
    /// An alignment that is not a power of two.
    pub const BAD_ALIGN: &str = "W0004";
    /// A direct call whose argument count differs from the callee's parameters.
    pub const CALL_ARGS: &str = "W0005";
    /// An attribute word MAPLE IR does not define (kept, but probably misspelled).
    pub const UNKNOWN_ATTR: &str = "W0007";
    /// A storage class written after a variable's type, where attributes go.
    pub const MISPLACED_STORAGE: &str = "E0039";
    /// One public function or variable defined in two linked modules.
    pub const DUPLICATE_SYMBOL: &str = "E0040";
    /// A declaration in one linked module that disagrees with the definition in another.
    pub const LINK_MISMATCH: &str = "E0041";
    /// Two linked modules name different entry functions.
    pub const TWO_ENTRIES: &str = "E0042";
    /// A binary MIR file (`.mplt`, `.bpl`) that cannot be decoded: corrupt, or holding what
    /// maple's AST has no form for. The message names the byte offset.
    pub const BAD_BINARY_MIR: &str = "E0043";
}

/// One diagnostic.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub code: &'static str,
    pub message: String,
    pub span: Span,
    /// Text under the caret.
    pub label: String,
    /// Other places worth showing (the opening bracket of an unclosed one, the first definition).
    pub secondary: Vec<(Span, String)>,
    pub notes: Vec<String>,
    /// 1-based line and column of `span.start`, filled in when the diagnostic is recorded.
    pub line: usize,
    pub col: usize,
    /// Name of the file `span` is in.
    pub file_name: String,
}

impl Diagnostic {
    pub fn error(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Error, code, span, message)
    }

    pub fn warning(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Warning, code, span, message)
    }

    fn new(severity: Severity, code: &'static str, span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            code,
            message: message.into(),
            span,
            label: String::new(),
            secondary: Vec::new(),
            notes: Vec::new(),
            line: 0,
            col: 0,
            file_name: String::new(),
        }
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = label.into();
        self
    }

    pub fn with_secondary(mut self, span: Span, label: impl Into<String>) -> Self {
        self.secondary.push((span, label.into()));
        self
    }

    /// Add "help: did you mean `x`?" when there is a suggestion.
    pub fn with_hint(mut self, suggestion: Option<&str>) -> Self {
        if let Some(s) = suggestion {
            self.notes.push(format!("help: did you mean `{s}`?"));
        }
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// One line: `file:line:col: error[E0012]: message`, for logs and terse output.
impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}[{}]: {}",
            self.file_name,
            self.line,
            self.col,
            severity_word(self.severity),
            self.code,
            self.message
        )
    }
}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

/// The diagnostics of one run, with the sources they point into.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    items: Vec<Diagnostic>,
    sources: SourceMap,
}

impl Diagnostics {
    pub fn new(sources: SourceMap) -> Diagnostics {
        Diagnostics {
            items: Vec::new(),
            sources,
        }
    }

    /// Record a diagnostic, resolving its line and column.
    pub fn push(&mut self, mut d: Diagnostic) {
        let (line, col) = self.sources.line_col(d.span);
        d.line = line;
        d.col = col;
        d.file_name = self.sources.name(d.span.file).to_string();
        self.items.push(d);
    }

    /// Append another run's diagnostics (already resolved).
    pub fn extend(&mut self, other: Diagnostics) {
        self.items.extend(other.items);
    }

    pub fn set_sources(&mut self, sources: SourceMap) {
        self.sources = sources;
    }

    pub fn sources(&self) -> &SourceMap {
        &self.sources
    }

    pub fn has_errors(&self) -> bool {
        self.items.iter().any(Diagnostic::is_error)
    }

    pub fn error_count(&self) -> usize {
        self.items.iter().filter(|d| d.is_error()).count()
    }

    pub fn iter(&self) -> impl Iterator<Item = &Diagnostic> {
        self.items.iter()
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Sort by file and position, so output follows the text.
    pub fn sort(&mut self) {
        self.items.sort_by_key(|d| (d.span.file, d.span.start));
    }

    /// Render every diagnostic the way rustc does: `error[E0012]: msg`, `┌─ file:line:col`, the
    /// source line and a caret under the span.
    /// A line longer than [`crate::diag_view::LONG_LINE`] bytes is shown only around the
    /// spans, `…` marking the rest.
    pub fn render(&self, color: bool) -> String {
        let config = term::Config::default();
        let mut buffer = if color {
            Buffer::ansi()
        } else {
            Buffer::no_color()
        };
        for d in &self.items {
            let labels = labels(d, &self.sources);
            let ranges: Vec<_> = labels.iter().map(|l| (l.file, l.range.clone())).collect();
            let view = View::new(&self.sources, &ranges);
            let cs_diag = to_codespan(d, labels, &view);
            // Rendering into memory only fails on an out-of-range span; fall back to one line.
            if term::emit(&mut buffer, &config, &view, &cs_diag).is_err() {
                let line = format!(
                    "{}[{}]: {} at {}:{}:{}\n",
                    severity_word(d.severity),
                    d.code,
                    d.message,
                    d.file_name,
                    d.line,
                    d.col
                );
                buffer.as_mut_slice_fallback(line.as_bytes());
            }
        }
        String::from_utf8_lossy(buffer.as_slice()).into_owned()
    }
}

trait BufferExt {
    fn as_mut_slice_fallback(&mut self, bytes: &[u8]);
}

impl BufferExt for Buffer {
    fn as_mut_slice_fallback(&mut self, bytes: &[u8]) {
        use std::io::Write;
        let _ = self.write_all(bytes);
    }
}

fn severity_word(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
    }
}

fn clamp(span: Span, sources: &SourceMap) -> std::ops::Range<usize> {
    let len = sources.get(span.file).map(|f| f.text.len()).unwrap_or(0);
    let mut start = span.start.min(len);
    let mut end = span.end.clamp(start, len);
    if let Some(f) = sources.get(span.file) {
        while start > 0 && !f.text.is_char_boundary(start) {
            start -= 1;
        }
        while end < len && !f.text.is_char_boundary(end) {
            end += 1;
        }
    }
    start..end
}

/// One label of a diagnostic: primary or not, its file, its clamped byte range, its message.
struct LabelAt {
    primary: bool,
    file: usize,
    range: std::ops::Range<usize>,
    message: String,
}

/// The labels of `d`, the primary first (none for a file that could not be read: there is no
/// text to point into, the message says it all).
fn labels(d: &Diagnostic, sources: &SourceMap) -> Vec<LabelAt> {
    let primary = (d.code != codes::CANNOT_READ).then(|| LabelAt {
        primary: true,
        file: d.span.file,
        range: clamp(d.span, sources),
        message: d.label.clone(),
    });
    let secondary = d.secondary.iter().map(|(span, msg)| LabelAt {
        primary: false,
        file: span.file,
        range: clamp(*span, sources),
        message: msg.clone(),
    });
    primary.into_iter().chain(secondary).collect()
}

/// `d` for codespan, its labels placed in `view`.
fn to_codespan(d: &Diagnostic, labels: Vec<LabelAt>, view: &View<'_>) -> cs::Diagnostic<usize> {
    let base = match d.severity {
        Severity::Error => cs::Diagnostic::error(),
        Severity::Warning => cs::Diagnostic::warning(),
    };
    let labels = labels
        .into_iter()
        .map(|l| {
            let range = view.map(l.file, l.range);
            let label = if l.primary {
                cs::Label::primary(l.file, range)
            } else {
                cs::Label::secondary(l.file, range)
            };
            label.with_message(l.message)
        })
        .collect();
    base.with_code(d.code)
        .with_message(d.message.clone())
        .with_labels(labels)
        .with_notes(d.notes.clone())
}

//! The binary form: an Avro object container file holding one `IRModule` of the manual's schema
//! (`corevm_ir_schema.json`, embedded here), as the reference tools `ir_asm` / `ir_dis` write and
//! read it.
//!
//! # Mapping between [`ast`] and the schema
//!
//! - `TypeRef` ↔ `IRIdentifierType`: `TypeKind::Named(n)` is `IdentifierType_Identifier` with the
//!   string `n`; `TypeKind::Value(t)` is `IdentifierType_ValueType` with the `IRValueType` symbol
//!   `t.symbol()`; `TypeKind::Array` is `IdentifierType_Array` with `IRArrayType { type, len }`.
//!   `pointer` is `ref_type` `"pointer"`, else `"value"`. An array length above `i32::MAX`
//!   cannot be written (the schema's `len` is an `int`); a negative one is rejected on read.
//!   Array types nest at most 64 deep (the text parser's limit), in both directions.
//! - `Constant` ↔ `IRValue`: `Literal::Bool` is the union's `boolean` branch, `Int` `int`,
//!   `Long` `long`, `Float` `float`, `Double` `double`, `Str` `string`. Avro strings are UTF-8:
//!   a `Str` whose bytes are not UTF-8 is written lossily (each bad sequence becomes U+FFFD).
//!   Reading puts every literal in the branch maple's text parser uses for its type (the
//!   conventions, points 4 and 5): `i8`..`ui32` → `Int` (`ui32` as its bit pattern), `i64`,
//!   `ui64` → `Long`, `spf` → `Float`, `dpf` → `Double`, `boolean` → `Bool`, `string` → `Str`.
//!   A literal in another numeric branch is accepted when its value fits the type (an `int`
//!   for an `i64`, a `long` for an `i8` in -128..=127, a `double` for an `spf`, rounded once, a
//!   `float` for a `dpf`, an `int` or `long` 0 or 1 for a `boolean`); anything else is an error
//!   (a `string` for an `i32`, a `float` or `double` for any integer type, a `null` literal, any
//!   constant of type `voidtype` or `object`, which have no literal). So a module whose
//!   literals are in those branches reads back equal to itself.
//! - `Operand::Ref(n)` ↔ `IROperand { type: ref, value: n }` (the name without `%`);
//!   `Operand::Const(c)` ↔ `IROperand { type: constant, value: IRValue }`. The other two
//!   combinations are errors on read.
//! - `Inst`: `target` `None` ↔ `null`; `ty` `None` ↔ `null`; `labels` `None` ↔ `null`,
//!   `Some(v)` ↔ an array of `IRLabel` (so `Some(vec![])` and `None` stay apart); `options` ↔
//!   the array of strings; `op` ↔ `IROpcode` (`Op::ALL` is in its symbol order).
//! - `Func` ↔ `IRClosure`: `parent` `None` ↔ `""`; `options` (names) ↔ the bitmask of
//!   [`FUNCTION_OPTIONS`](crate::ops::FUNCTION_OPTIONS); a name that is not one of them is
//!   skipped on write (the checker rejects it before), and on read the names come back in
//!   `FUNCTION_OPTIONS` order (a bit no option has is an error). `Params.args` / `kwargs` ↔
//!   `positional_args` / `keyword_args`, `""` for none.
//! - `Declare` ↔ `IRIntrinsicDecl`, which has only `parameters`: its `*args` / `**kwargs` are
//!   written as extra trailing parameters named `*NAME` / `**NAME` of type `voidtype`, and read
//!   back the same way (a typed parameter after one of them, or two of one kind, is an error).
//! - `Meta` ↔ `IRModuleMeta`; `Module.types`, `declares`, `funcs` ↔ `types`,
//!   `intrinsic_decls`, `closures`, each in its order.
//!
//! Every span of a module read here is `Span::new(file, 0, 0)`.
//!
//! # Reading untrusted files
//!
//! [`read`] parses the container itself ([`container`]: header, codec `null` or `deflate`,
//! blocks, sync markers) and walks the one datum against the file's own (writer) schema before
//! apache-avro decodes it ([`guard`]): that walk bounds the nesting depth (apache-avro's decoder
//! recurses), the number of values and the decompressed size, so no input makes it overflow
//! the stack, loop or allocate without bound, and its errors name the record path and the
//! byte offset. A writer schema whose canonical form is the manual's is decoded directly; any
//! other is resolved against the manual's by apache-avro (field order, namespaces, promotions
//! such as `int` → `long`), and rejected with apache-avro's message if it does not resolve.
//! The file must hold exactly one object. apache-avro's recursive decoder, resolver and encoder
//! take up to ~27 KiB of stack per level in a debug build, so [`read`] and [`write`] run on a
//! thread of their own with a 64 MiB stack (reserved, touched only as deep as a file goes); a
//! panic there would come back as an error, not as the caller's panic.
//!
//! Writing is deterministic (a fixed sync marker): the same module gives the same bytes.

mod container;
mod decode;
mod encode;
mod guard;
mod literal;

use crate::ast;
use crate::codes;
use apache_avro::Schema;
use maple_asm::source::{FileId, Span};
use maple_asm::Diagnostic;
use std::fmt;
use std::sync::OnceLock;

/// The manual's schema (a verbatim copy of the one in `corevm-ir.rst`).
pub const SCHEMA_JSON: &str = include_str!("corevm_ir_schema.json");

/// The four bytes every Avro object container starts with.
pub const MAGIC: &[u8; 4] = b"Obj\x01";

/// apache-avro's limit on one allocation while decoding (set once per process).
const MAX_ALLOCATION: usize = 64 << 20;
/// The most decompressed datum bytes a file may hold.
const MAX_DATA: usize = 64 << 20;
/// The deepest nesting of Avro values (records, arrays, maps, unions, named references) a file
/// may hold; the manual's schema needs 4 levels per nested array type, of which the text
/// parser allows 64.
const MAX_DEPTH: usize = 384;
/// The most Avro values the datum may hold (each costs apache-avro a `Value`).
const MAX_VALUES: usize = 4_000_000;
/// The most nested `array [ N * ... ]` levels of one type (the text parser's limit).
const MAX_TYPE_DEPTH: usize = 64;

/// Whether `bytes` starts as an Avro object container does.
pub fn is_avro(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}

/// Read a module from an Avro object container file. Every error is [`codes::BAD_AVRO`].
// One diagnostic per file, as the text front end's entry points give.
#[allow(clippy::result_large_err)]
pub fn read(bytes: &[u8], file: FileId) -> Result<ast::Module, Diagnostic> {
    let span = Span::new(file, 0, 0);
    on_big_stack(|| read_inner(bytes, span))
        .unwrap_or_else(|e| Err(Fault::new(e)))
        .map_err(|f| Diagnostic::error(codes::BAD_AVRO, span, f.to_string()))
}

/// Write a module as an Avro object container file (codec `null`) with the manual's schema.
/// An error means the module holds what the schema cannot (an array length above
/// `i32::MAX`), or a fault of this crate.
pub fn write(module: &ast::Module) -> Result<Vec<u8>, String> {
    on_big_stack(|| write_inner(module)).unwrap_or_else(Err)
}

fn write_inner(module: &ast::Module) -> Result<Vec<u8>, String> {
    apache_avro::util::max_allocation_bytes(MAX_ALLOCATION);
    let schema = schema().map_err(|e| e.message.clone())?;
    let value = encode::module(module)?;
    let run = || -> Result<Vec<u8>, apache_avro::Error> {
        let mut writer = apache_avro::Writer::builder()
            .schema(schema)
            .writer(Vec::new())
            .marker(SYNC_MARKER)
            .build()?;
        writer.append_value_ref(&value)?;
        writer.into_inner()
    };
    run().map_err(|e| format!("apache-avro cannot write the module: {e}"))
}

/// The stack apache-avro's recursive decoder, encoder and resolver run on: its frames take up
/// to ~27 KiB each in a debug build, one or more per nesting level, and [`MAX_DEPTH`] bounds
/// the levels (the memory is reserved, and only touched as deep as a file goes).
const STACK: usize = 64 << 20;

/// Run `f` on a thread of its own with a [`STACK`]-sized stack; a panic in it (a fault of
/// apache-avro or of this crate) is an error, never the caller's panic.
fn on_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> Result<T, String> {
    std::thread::scope(|scope| {
        let handle = std::thread::Builder::new()
            .name("maple-corevm-avro".into())
            .stack_size(STACK)
            .spawn_scoped(scope, f)
            .map_err(|e| format!("cannot start the Avro thread: {e}"))?;
        handle
            .join()
            .map_err(|_| "internal error: the Avro reader or writer panicked".to_string())
    })
}

/// A fixed sync marker, so that writing a module twice gives the same bytes.
const SYNC_MARKER: [u8; 16] = *b"maple-corevm-IR\x01";

fn schema() -> Result<&'static Schema, &'static Fault> {
    static SCHEMA: OnceLock<Result<Schema, Fault>> = OnceLock::new();
    SCHEMA
        .get_or_init(|| {
            Schema::parse_str(SCHEMA_JSON)
                .map_err(|e| Fault::new(format!("internal error: the embedded schema: {e}")))
        })
        .as_ref()
}

fn read_inner(bytes: &[u8], span: Span) -> Result<ast::Module, Fault> {
    apache_avro::util::max_allocation_bytes(MAX_ALLOCATION);
    let ours = schema().map_err(Fault::clone)?;
    let file = container::parse(bytes)?;
    let json = std::str::from_utf8(file.schema_json)
        .map_err(|_| Fault::new("the file's schema (avro.schema) is not UTF-8"))?;
    let writer = Schema::parse_str(json).map_err(|e| {
        Fault::new(format!(
            "the file's schema (avro.schema) does not parse: {e}"
        ))
    })?;
    let (data, at) = file.datum()?;
    guard::check(&writer, data).map_err(|f| f.located(&at))?;
    let same = writer.canonical_form() == ours.canonical_form();
    let decode = || -> Result<apache_avro::types::Value, apache_avro::Error> {
        let reader = apache_avro::reader::datum::GenericDatumReader::builder(&writer)
            .maybe_reader_schema((!same).then_some(ours))
            .build()?;
        reader.read_value(&mut &data[..])
    };
    let value = match decode() {
        Ok(value) => value,
        Err(e) if same => return Err(Fault::new(format!("apache-avro: {e}")).located(&at)),
        Err(e) => {
            return Err(Fault::new(format!(
            "the file's schema is not the coreVM module schema (and does not resolve to it): {e}"
        )))
        }
    };
    decode::module(value, span)
}

/// One step of a record path.
#[derive(Clone, Debug)]
enum Seg {
    Field(String),
    Index(usize),
}

/// What is wrong with a file, where in the record tree and at which byte.
#[derive(Clone, Debug)]
struct Fault {
    /// The path, innermost step first (steps are added as the error returns outwards).
    rev_path: Vec<Seg>,
    message: String,
    /// The offset into the datum, when known (until `located` turns it into `at`).
    pos: Option<usize>,
    /// Where in the file, as a phrase (`byte 123`), when known.
    at: Option<String>,
}

impl Fault {
    fn new(message: impl Into<String>) -> Fault {
        Fault {
            rev_path: Vec::new(),
            message: message.into(),
            pos: None,
            at: None,
        }
    }

    /// The fault at `pos` bytes into the datum that `at` locates.
    fn at_pos(mut self, pos: usize) -> Fault {
        self.pos = Some(pos);
        self
    }

    /// The fault at byte `offset` of the file.
    fn at_byte(mut self, offset: usize) -> Fault {
        self.at = Some(format!("byte {offset}"));
        self
    }

    /// Resolve a datum position (set by `at_pos`) into the phrase `at` gives for it.
    fn located(mut self, at: &container::DatumAt) -> Fault {
        self.at = Some(match self.pos.take() {
            Some(pos) => at.describe(pos),
            None => at.describe_block(),
        });
        self
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut path = String::new();
        for seg in self.rev_path.iter().rev() {
            match seg {
                Seg::Field(name) if path.is_empty() => path.push_str(name),
                Seg::Field(name) => {
                    path.push('.');
                    path.push_str(name);
                }
                Seg::Index(i) => path.push_str(&format!("[{i}]")),
            }
        }
        if !path.is_empty() {
            write!(f, "{path}: ")?;
        }
        write!(f, "{}", self.message)?;
        if let Some(at) = &self.at {
            write!(f, " (at {at})")?;
        }
        Ok(())
    }
}

/// Adding path steps to an error as it returns outwards.
trait At {
    fn field(self, name: &str) -> Self;
    fn index(self, i: usize) -> Self;
}

impl<T> At for Result<T, Fault> {
    fn field(self, name: &str) -> Self {
        self.map_err(|mut f| {
            f.rev_path.push(Seg::Field(name.to_string()));
            f
        })
    }

    fn index(self, i: usize) -> Self {
        self.map_err(|mut f| {
            f.rev_path.push(Seg::Index(i));
            f
        })
    }
}

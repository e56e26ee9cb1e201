//! Reading a file: its fields in order, the tables later records name back into (strings,
//! types, symbols, functions), and the items it declares. Types are read in
//! `read_types.rs`, symbols, constants and the module header in `read_syms.rs`; both add
//! methods to [`Reader`], and what they find goes into the tables of `tables.rs`.

use super::bytes::Cursor;
use super::tables::{Open, Slot, Symbols};
use super::tags::{self, tag};
use super::versions::Version;
use super::{literal_import, BinError};
use crate::ast::{Item, TypeDecl};
use crate::source::{FileId, Span};
use std::collections::HashSet;

/// How deep types may nest, counting what back references bring in: far above what any real
/// type needs, and low enough that every later pass (printing, checking, dropping) walks the
/// result on any thread's stack.
pub(crate) const MAX_TYPE_DEPTH: usize = 128;

/// The state of reading one file in one version.
pub(crate) struct Reader<'b> {
    pub c: Cursor<'b>,
    pub v: &'static Version,
    pub file: FileId,
    /// `gStrTab`: strings in the order first written; 0 is the empty string.
    strs: Vec<String>,
    /// `uStrTab`: user strings (string constants, section names).
    ustrs: Vec<Vec<u8>>,
    /// `typTab` after the primitive types: what each later type number stands for.
    pub types: Vec<Slot>,
    /// How many more bytes and type nodes back references may copy into the AST: a file
    /// naming one long string or big type thousands of times must not become gigabytes.
    budget: usize,
    /// How deep the record being read is nested.
    pub depth: usize,
    /// The pointer and array records whose element is being read (see `read_chain.rs`).
    pub chain: Vec<Open>,
    /// Type declarations, each with its place: a type the type field lists is declared where
    /// the field lists it (OpenArk's class list, whether its record is there or where it was
    /// first used); one it does not, after the entry it was defined in. `None`: a later
    /// definition of a name already defined, left out.
    pub decls: Vec<(Place, Option<TypeDecl>)>,
    pub declared: HashSet<String>,
    /// The type field's entry being read (`usize::MAX` outside the type field).
    pub entry: usize,
    /// Names of incomplete records read, with their kind.
    pub incomplete: std::collections::HashMap<String, crate::types::StructKind>,
    pub literals: Vec<String>,
    /// Header, symbols and functions (`.bpl`).
    pub syms: Symbols,
}

impl<'b> Reader<'b> {
    fn new(bytes: &'b [u8], file: FileId, v: &'static Version) -> Reader<'b> {
        Reader {
            c: Cursor::new(bytes),
            v,
            file,
            strs: vec![String::new()],
            ustrs: vec![Vec::new()],
            types: Vec::new(),
            budget: bytes.len().saturating_mul(64).saturating_add(1 << 24),
            depth: 0,
            chain: Vec::new(),
            decls: Vec::new(),
            declared: HashSet::new(),
            entry: usize::MAX,
            incomplete: std::collections::HashMap::new(),
            literals: Vec::new(),
            syms: Symbols::default(),
        }
    }

    /// Every item's span: the file, at its start (a binary file has no lines to point into).
    pub fn span(&self) -> Span {
        Span::new(self.file, 0, 0)
    }

    /// Charge `n` to the budget of what back references may copy.
    pub fn charge(&mut self, n: usize, at: usize) -> Result<(), BinError> {
        match self.budget.checked_sub(n) {
            Some(left) => {
                self.budget = left;
                Ok(())
            }
            None => Err(BinError::at(
                at,
                "back references copy more than 64 times the file's size into the AST",
            )),
        }
    }

    /// One more level of nesting, failing beyond [`MAX_TYPE_DEPTH`].
    pub fn enter(&mut self, at: usize) -> Result<(), BinError> {
        if self.depth >= MAX_TYPE_DEPTH {
            return Err(BinError::at(
                at,
                format!("records nested deeper than {MAX_TYPE_DEPTH} levels"),
            ));
        }
        self.depth += 1;
        Ok(())
    }

    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    /// A string as the version writes one (`WriteAsciiStr`): ended by NUL, or after its length.
    pub fn ascii(&mut self) -> Result<Vec<u8>, BinError> {
        let s = if self.v.counted_strings {
            self.c.counted_str()?
        } else {
            self.c.nul_str()?
        };
        Ok(s.to_vec())
    }

    /// An ASCII string that names something, so must be text.
    pub fn ascii_name(&mut self) -> Result<String, BinError> {
        let at = self.c.pos();
        let s = self.ascii()?;
        String::from_utf8(s).map_err(|_| BinError::at(at, "a name that is not UTF-8"))
    }

    /// `ImportStr`: 0 (no string), a string written before (`-k`), or `kBinString` and a new
    /// one.
    pub fn str(&mut self) -> Result<String, BinError> {
        let at = self.c.pos();
        let t = self.c.num()?;
        if t == 0 {
            return Ok(String::new());
        }
        if t < 0 {
            let s = back(&self.strs, t)
                .ok_or_else(|| BinError::at(at, format!("string {} was never written", -t)))?
                .clone();
            self.charge(s.len(), at)?;
            return Ok(s);
        }
        if t != tag::STRING {
            return Err(BinError::at(
                at,
                format!("a string was expected, found tag {}", tag::name(t)),
            ));
        }
        let s = self.ascii_name()?;
        self.strs.push(s.clone());
        Ok(s)
    }

    /// `ImportUsrStr`: as [`Reader::str`], in the table of user strings, any bytes.
    pub fn usr_str(&mut self) -> Result<Vec<u8>, BinError> {
        let at = self.c.pos();
        let t = self.c.num()?;
        if t == 0 {
            return Ok(Vec::new());
        }
        if t < 0 {
            let s = back(&self.ustrs, t)
                .ok_or_else(|| BinError::at(at, format!("user string {} was never written", -t)))?
                .clone();
            self.charge(s.len(), at)?;
            return Ok(s);
        }
        if t != tag::STRING {
            return Err(BinError::at(
                at,
                format!("a string was expected, found tag {}", tag::name(t)),
            ));
        }
        let s = self.ascii()?;
        self.ustrs.push(s.clone());
        Ok(s)
    }

    /// A field's size word and where the field's records must end.
    pub fn field_start(&mut self) -> Result<(usize, usize), BinError> {
        let at = self.c.pos();
        let size = self.c.int()?;
        let end = usize::try_from(size)
            .ok()
            .filter(|&s| s >= 4)
            .and_then(|s| at.checked_add(s))
            .filter(|&e| e <= self.c.len())
            .ok_or_else(|| BinError::at(at, format!("a field size of {size} bytes")))?;
        Ok((at, end))
    }

    /// The end of a field: its records took the bytes its size says, then the end tag.
    pub fn field_end(&mut self, start_tag: i64, end: usize) -> Result<(), BinError> {
        if self.c.pos() != end {
            return Err(self.c.error(format!(
                "{} should end at byte {end}, its records end here",
                tag::name(start_tag)
            )));
        }
        let at = self.c.pos();
        let t = self.c.num()?;
        if t != tags::end_of(start_tag) {
            return Err(BinError::at(
                at,
                format!(
                    "{} should end with {}, found {t}",
                    tag::name(start_tag),
                    tags::end_of(start_tag)
                ),
            ));
        }
        Ok(())
    }

    /// `ReadContentField`: where each field starts. The offsets are only hints (the fields
    /// are read in order); they are read and checked for form.
    fn content_field(&mut self) -> Result<(), BinError> {
        let (_, end) = self.field_start()?;
        let n = self.c.int_count("the content field's entries")?;
        for _ in 0..n {
            self.c.num()?;
            self.c.int()?;
        }
        self.field_end(tag::CONTENT_START, end)
    }

    /// `ReadStrField`: the names of the string literals the module defines.
    fn str_field(&mut self) -> Result<(), BinError> {
        let (_, end) = self.field_start()?;
        let n = self.c.int_count("the string field's names")?;
        for _ in 0..n {
            let at = self.c.pos();
            let name = self.str()?;
            if name.is_empty() {
                return Err(BinError::at(at, "a string literal without a name"));
            }
            self.literals.push(name);
        }
        self.field_end(tag::STR_START, end)
    }

    /// `ReadTypeField`: the types the module defines.
    fn type_field(&mut self) -> Result<(), BinError> {
        let (_, end) = self.field_start()?;
        let n = self.c.int_count("the type field's types")?;
        for k in 0..n {
            self.entry = k;
            self.type_field_entry()?;
        }
        self.entry = usize::MAX;
        self.field_end(tag::TYPE_START, end)
    }

    /// `ReadSymField`: the module's global symbols.
    fn sym_field(&mut self) -> Result<(), BinError> {
        let (_, end) = self.field_start()?;
        let n = self.c.int_count("the symbol field's symbols")?;
        for _ in 0..n {
            self.sym_field_entry()?;
        }
        self.field_end(tag::SYM_START, end)
    }

    /// `Jump2NextField`: a field maple has no use for (call graph, side effects, escape
    /// analysis), skipped by its size.
    fn skip_field(&mut self, start_tag: i64) -> Result<(), BinError> {
        let (_, end) = self.field_start()?;
        self.c.seek(end)?;
        let at = self.c.pos();
        let t = self.c.num()?;
        if t != tags::end_of(start_tag) {
            return Err(BinError::at(
                at,
                format!("{} should end with {}", tag::name(start_tag), !start_tag),
            ));
        }
        Ok(())
    }

    fn file_fields(&mut self) -> Result<(), BinError> {
        loop {
            let at = self.c.pos();
            let t = self.c.num()?;
            match t {
                tag::FINISH => return Ok(()),
                tag::CONTENT_START => self.content_field()?,
                tag::STR_START => self.str_field()?,
                tag::TYPE_START => self.type_field()?,
                tag::CG_START | tag::SE_START | tag::EA_START => self.skip_field(t)?,
                tag::HEADER_START if self.v.modules => self.header_field()?,
                tag::SYM_START if self.v.modules => self.sym_field()?,
                tag::FUNCTION_BODY_START if self.v.modules => {
                    return Err(BinError::at(
                        at,
                        "function bodies (kBinFunctionBodyStart) are not decoded by maple",
                    ))
                }
                _ => {
                    return Err(BinError::at(
                        at,
                        format!("a field was expected, found tag {}", tag::name(t)),
                    ))
                }
            }
        }
    }

    /// The items read, in the order OpenArk prints a module: header, imports, entry, file
    /// information, string literals, types, symbols.
    fn items(mut self) -> Vec<Item> {
        let span = self.span();
        self.decls.sort_by_key(|(place, _)| *place);
        let mut items = self.syms.header_items(span);
        items.extend(self.literals.iter().map(|n| literal_import(n, span)));
        items.extend(
            self.decls
                .into_iter()
                .filter_map(|(_, d)| d)
                .map(Item::Type),
        );
        items.extend(self.syms.symbol_items(span));
        items
    }
}

/// Where a declaration goes: the type field's entry, and 0 for the type the entry lists, else
/// the order definitions began in.
pub(crate) type Place = (usize, usize);

/// `table[-t]` for a back reference `t < 0`.
pub(crate) fn back<T>(table: &[T], t: i64) -> Option<&T> {
    usize::try_from(t.checked_neg()?)
        .ok()
        .filter(|&i| i > 0)
        .and_then(|i| table.get(i))
}

/// Read a whole file in version `v`.
pub(crate) fn read_file(
    bytes: &[u8],
    file: FileId,
    v: &'static Version,
) -> Result<Vec<Item>, BinError> {
    let mut r = Reader::new(bytes, file, v);
    r.c.int()?;
    r.file_fields()?;
    r.finish_symbols()?;
    Ok(r.items())
}

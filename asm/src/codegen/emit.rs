//! The code buffer: instruction words, labels and fixups.
//!
//! Branch targets, function addresses and string addresses are not known while a function is
//! emitted, so their extension words are written as 0 and recorded as [`Fixup`]s, patched once
//! the image's address map is fixed.

use maple_isa::{encode, DecodeError, Opcode, PrimType};

/// A label inside one function's code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LabelId(pub usize);

/// What an extension word must be patched with.
#[derive(Clone, Debug)]
pub enum Target {
    /// A label: written as a byte offset relative to the branching instruction at `from`.
    Relative { label: LabelId, from: usize },
    /// A label's absolute address (addroflabel).
    LabelAddress(LabelId),
    /// A function's entry address.
    Function(String),
    /// An address in `.rodata`, by offset.
    Rodata(u32),
    /// A global variable's absolute address, plus an offset.
    Global(String, u32),
    /// The address `%%GP + offset`.
    GpOffset(u32),
}

/// An extension word awaiting an address.
#[derive(Clone, Debug)]
pub struct Fixup {
    /// Byte offset of the word in `.text` (or in `.data` for data fixups).
    pub at: usize,
    pub target: Target,
    /// Bytes to write: 4, or 8 for 64-bit address slots in data.
    pub width: u8,
}

/// The `.text` under construction (all functions, in order).
#[derive(Default)]
pub struct Code {
    pub bytes: Vec<u8>,
    pub fixups: Vec<Fixup>,
    /// Per label: its offset in `bytes` once placed. Labels of all functions share this table.
    pub labels: Vec<Option<usize>>,
}

impl Code {
    /// Append one instruction; returns its byte offset.
    pub fn emit(
        &mut self,
        op: Opcode,
        ty: PrimType,
        param: u16,
        ext: &[u32],
    ) -> Result<usize, DecodeError> {
        let at = self.bytes.len();
        encode(op, ty, param, ext, &mut self.bytes)?;
        Ok(at)
    }

    /// Append an instruction whose extension word `word` (0-based) is patched later.
    pub fn emit_fixup(
        &mut self,
        op: Opcode,
        ty: PrimType,
        param: u16,
        ext: &[u32],
        word: usize,
        target: impl FnOnce(usize) -> Target,
    ) -> Result<usize, DecodeError> {
        let at = self.emit(op, ty, param, ext)?;
        self.fixups.push(Fixup {
            at: at + 4 * (word + 1),
            target: target(at),
            width: 4,
        });
        Ok(at)
    }

    /// Patch extension word `word` of the instruction at `at` with `label`'s offset from it.
    pub fn branch_word(&mut self, at: usize, word: usize, label: LabelId) {
        self.fixups.push(Fixup {
            at: at + 4 * (word + 1),
            target: Target::Relative { label, from: at },
            width: 4,
        });
    }

    pub fn new_label(&mut self) -> LabelId {
        self.labels.push(None);
        LabelId(self.labels.len() - 1)
    }

    pub fn place(&mut self, label: LabelId) {
        self.labels[label.0] = Some(self.bytes.len());
    }

    pub fn offset(&self) -> usize {
        self.bytes.len()
    }
}

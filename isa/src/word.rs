//! Instruction words: encode and decode.
//!
//! `decode` never panics: every way a byte string can fail to be an instruction is a
//! [`DecodeError`] naming the byte offset and the reason. `encode` applies the same checks, so the
//! assembler cannot emit a word the core would refuse.

use crate::format::{const_words, Format, ParamProblem, SpecialReg};
use crate::{OpInfo, Opcode, PrimType};
use std::fmt;
use thiserror::Error;

/// Bytes in an instruction word.
pub const WORD_BYTES: usize = 4;

/// Why bytes are not an instruction. `offset` is the byte offset of the instruction's first word.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DecodeError {
    #[error(
        "offset {offset:#x}: truncated instruction: {needed} bytes needed, {available} available"
    )]
    Truncated {
        offset: usize,
        needed: usize,
        available: usize,
    },
    #[error("offset {offset:#x}: unknown opcode byte {byte:#04x}")]
    UnknownOpcode { offset: usize, byte: u8 },
    #[error("offset {offset:#x}: `{opcode}` has no binary form (the assembler lowers it to flat instructions)")]
    NotExecutable { offset: usize, opcode: Opcode },
    #[error(
        "offset {offset:#x}: `{opcode}` has type code {code:#04x}, which is not a primitive type"
    )]
    UnknownPrimType {
        offset: usize,
        opcode: Opcode,
        code: u8,
    },
    #[error("offset {offset:#x}: `{opcode}` does not take type `{ty}`")]
    BadPrimType {
        offset: usize,
        opcode: Opcode,
        ty: PrimType,
    },
    #[error("offset {offset:#x}: `{opcode}` parameter {param:#06x} {}", problem.describe())]
    BadParam {
        offset: usize,
        opcode: Opcode,
        param: u16,
        problem: ParamProblem,
    },
    #[error("offset {offset:#x}: `{opcode}` extension word {word} {reason}")]
    BadExtension {
        offset: usize,
        opcode: Opcode,
        word: usize,
        reason: &'static str,
    },
}

impl DecodeError {
    /// Byte offset of the offending instruction.
    pub fn offset(&self) -> usize {
        match *self {
            DecodeError::Truncated { offset, .. }
            | DecodeError::UnknownOpcode { offset, .. }
            | DecodeError::NotExecutable { offset, .. }
            | DecodeError::UnknownPrimType { offset, .. }
            | DecodeError::BadPrimType { offset, .. }
            | DecodeError::BadParam { offset, .. }
            | DecodeError::BadExtension { offset, .. } => offset,
        }
    }
}

/// One decoded instruction, borrowing its extension words from the decoded bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Instr<'a> {
    pub opcode: Opcode,
    pub ty: PrimType,
    pub param: u16,
    ext: &'a [u8],
}

impl<'a> Instr<'a> {
    /// The table row of the opcode.
    pub fn info(&self) -> &'static OpInfo {
        self.opcode.info()
    }

    /// Length in bytes, first word included.
    pub fn len(&self) -> usize {
        WORD_BYTES + self.ext.len()
    }

    /// Never true: an instruction has at least its first word.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Number of extension words.
    pub fn ext_len(&self) -> usize {
        self.ext.len() / WORD_BYTES
    }

    /// Extension word `i` (0-based), or 0 past the end.
    pub fn ext(&self, i: usize) -> u32 {
        self.ext
            .get(i * WORD_BYTES..(i + 1) * WORD_BYTES)
            .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// The extension words in order.
    pub fn ext_words(&self) -> impl Iterator<Item = u32> + 'a {
        self.ext
            .chunks_exact(WORD_BYTES)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// The constant of a `constval`, as its little-endian bits zero-extended to 128 bits.
    pub fn const_bits(&self) -> u128 {
        self.ext_words()
            .enumerate()
            .fold(0u128, |acc, (i, w)| acc | (w as u128) << (32 * i))
    }

    /// Encode this instruction back to bytes.
    pub fn encode_into(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&first_word(self.opcode, self.ty, self.param).to_le_bytes());
        out.extend_from_slice(self.ext);
    }
}

fn first_word(opcode: Opcode, ty: PrimType, param: u16) -> u32 {
    opcode.number() as u32 | (ty as u32) << 8 | (param as u32) << 16
}

/// Decode the instruction whose first word starts at `bytes[offset]`.
pub fn decode(bytes: &[u8], offset: usize) -> Result<Instr<'_>, DecodeError> {
    let rest = bytes.get(offset..).unwrap_or(&[]);
    if rest.len() < WORD_BYTES {
        return Err(DecodeError::Truncated {
            offset,
            needed: WORD_BYTES,
            available: rest.len(),
        });
    }
    let word = u32::from_le_bytes([rest[0], rest[1], rest[2], rest[3]]);
    let (op_byte, ty_code, param) = (word as u8, (word >> 8) as u8, (word >> 16) as u16);
    let opcode = Opcode::from_number(op_byte).ok_or(DecodeError::UnknownOpcode {
        offset,
        byte: op_byte,
    })?;
    let ty = PrimType::from_code(ty_code).ok_or(DecodeError::UnknownPrimType {
        offset,
        opcode,
        code: ty_code,
    })?;
    let ext_words = check_head(opcode, ty, param).map_err(|e| e.at(offset))?;
    let needed = WORD_BYTES * (1 + ext_words);
    if rest.len() < needed {
        return Err(DecodeError::Truncated {
            offset,
            needed,
            available: rest.len(),
        });
    }
    let instr = Instr {
        opcode,
        ty,
        param,
        ext: &rest[WORD_BYTES..needed],
    };
    check_ext(&instr).map_err(|e| e.at(offset))?;
    Ok(instr)
}

/// Decode every instruction of a code segment in order, stopping after the first error (past a
/// bad word the next instruction boundary is unknown).
pub fn decode_all(bytes: &[u8]) -> impl Iterator<Item = Result<(usize, Instr<'_>), DecodeError>> {
    let mut offset = 0;
    let mut failed = false;
    std::iter::from_fn(move || {
        if failed || offset >= bytes.len() {
            return None;
        }
        match decode(bytes, offset) {
            Ok(instr) => {
                let at = offset;
                offset += instr.len();
                Some(Ok((at, instr)))
            }
            Err(e) => {
                failed = true;
                Some(Err(e))
            }
        }
    })
}

/// Encode one instruction, appending it to `out`. Checks it exactly as `decode` would.
pub fn encode(
    opcode: Opcode,
    ty: PrimType,
    param: u16,
    ext: &[u32],
    out: &mut Vec<u8>,
) -> Result<(), DecodeError> {
    let offset = out.len();
    let ext_words = check_head(opcode, ty, param).map_err(|e| e.at(offset))?;
    if ext.len() != ext_words {
        return Err(DecodeError::Truncated {
            offset,
            needed: WORD_BYTES * (1 + ext_words),
            available: WORD_BYTES * (1 + ext.len()),
        });
    }
    let start = out.len();
    out.extend_from_slice(&first_word(opcode, ty, param).to_le_bytes());
    for w in ext {
        out.extend_from_slice(&w.to_le_bytes());
    }
    let instr = Instr {
        opcode,
        ty,
        param,
        ext: &out[start + WORD_BYTES..],
    };
    if let Err(e) = check_ext(&instr) {
        out.truncate(start);
        return Err(e.at(offset));
    }
    Ok(())
}

/// A decode error before its location is known.
enum Problem {
    NotExecutable(Opcode),
    BadPrimType(Opcode, PrimType),
    BadParam(Opcode, u16, ParamProblem),
    BadExtension(Opcode, usize, &'static str),
}

impl Problem {
    fn at(self, offset: usize) -> DecodeError {
        match self {
            Problem::NotExecutable(opcode) => DecodeError::NotExecutable { offset, opcode },
            Problem::BadPrimType(opcode, ty) => DecodeError::BadPrimType { offset, opcode, ty },
            Problem::BadParam(opcode, param, problem) => DecodeError::BadParam {
                offset,
                opcode,
                param,
                problem,
            },
            Problem::BadExtension(opcode, word, reason) => DecodeError::BadExtension {
                offset,
                opcode,
                word,
                reason,
            },
        }
    }
}

/// Check the first word; return the number of extension words.
fn check_head(opcode: Opcode, ty: PrimType, param: u16) -> Result<usize, Problem> {
    let info = opcode.info();
    let ext_words = info
        .format
        .ext_words(ty, param)
        .ok_or(Problem::NotExecutable(opcode))?;
    if !info.types.contains(ty) {
        return Err(Problem::BadPrimType(opcode, ty));
    }
    info.format
        .check_param(ty, param, info.from_types)
        .map_err(|p| Problem::BadParam(opcode, param, p))?;
    Ok(ext_words)
}

/// Check the extension words of an instruction whose first word is valid.
fn check_ext(instr: &Instr<'_>) -> Result<(), Problem> {
    let bad = |word, reason| Err(Problem::BadExtension(instr.opcode, word, reason));
    match instr.info().format {
        Format::Const => {
            let size = instr.ty.size() as usize;
            let used_bits = if instr.ty == PrimType::U1 {
                1
            } else {
                size * 8
            };
            let total_bits = 32 * const_words(instr.ty);
            if used_bits < total_bits && instr.const_bits() >> used_bits != 0 {
                return bad(0, "has bits set beyond the constant's type");
            }
        }
        Format::Array if instr.ext(0) == 0 => {
            return bad(0, "gives an element size of 0");
        }
        _ => {}
    }
    Ok(())
}

impl fmt::Display for Instr<'_> {
    /// The instruction as the core sees it: mnemonic, type, then its fields. Symbolic names are
    /// the disassembler's business; this is the raw, unambiguous view used by traces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.opcode.mnemonic())?;
        let info = self.info();
        if info.format == Format::Array {
            write!(f, " {}", self.param >> 8)?;
        }
        if self.ty != PrimType::Void {
            write!(f, " {}", self.ty)?;
        }
        let target = |f: &mut fmt::Formatter<'_>, w: u32| write!(f, " .{:+}", w as i32);
        match info.format {
            Format::Lowered | Format::Plain => Ok(()),
            Format::Count => write!(f, " {}", self.param),
            Format::Reg => match SpecialReg::from_param(self.param) {
                Some(r) => write!(f, " %%{}", r.name()),
                None => write!(f, " %{}", self.param),
            },
            Format::Bits => write!(f, " {} {}", self.param & 0xff, self.param >> 8),
            Format::BitSize => write!(f, " {}", self.param),
            Format::FromType => match PrimType::from_code(self.param as u8) {
                Some(t) => write!(f, " {t}"),
                None => write!(f, " ?{}", self.param),
            },
            Format::Offset => write!(f, " {}", self.ext(0) as i32),
            Format::Target => target(f, self.ext(0)),
            Format::Address => write!(f, " {:#x}", self.ext(0)),
            Format::Index => write!(f, " #{}", self.ext(0)),
            Format::Const => write_const(f, self.ty, self.const_bits()),
            Format::CallAddr => write!(f, " {:#x} {}", self.ext(0), self.param),
            Format::CallIndex => write!(f, " #{} {}", self.ext(0), self.param),
            Format::CallIndexType => {
                write!(f, " #{} type#{} {}", self.ext(0), self.ext(1), self.param)
            }
            Format::Array => {
                write!(f, " esize={} dims=", self.ext(0))?;
                for (i, d) in self.ext_words().skip(1).enumerate() {
                    write!(f, "{}{d}", if i == 0 { "" } else { "," })?;
                }
                Ok(())
            }
            Format::RangeTable => {
                write!(f, " {} {{", self.ext(0) as i32)?;
                for w in self.ext_words().skip(1) {
                    target(f, w)?;
                }
                f.write_str(" }")
            }
            Format::TargetList => {
                f.write_str(" {")?;
                for w in self.ext_words() {
                    target(f, w)?;
                }
                f.write_str(" }")
            }
            Format::IndexList => {
                f.write_str(" {")?;
                for w in self.ext_words() {
                    write!(f, " #{w}")?;
                }
                f.write_str(" }")
            }
            Format::TwoTargets => {
                for w in self.ext_words() {
                    if w == 0 {
                        f.write_str(" 0")?;
                    } else {
                        target(f, w)?;
                    }
                }
                Ok(())
            }
            Format::Block => write!(f, " {} {} {}", self.ext(0) as i32, self.param, self.ext(1)),
        }
    }
}

fn write_const(f: &mut fmt::Formatter<'_>, ty: PrimType, bits: u128) -> fmt::Result {
    use PrimType::*;
    match ty {
        I8 => write!(f, " {}", bits as u8 as i8),
        I16 => write!(f, " {}", bits as u16 as i16),
        I32 => write!(f, " {}", bits as u32 as i32),
        I64 => write!(f, " {}", bits as u64 as i64),
        I128 => write!(f, " {}", bits as i128),
        F32 => write!(f, " {:?}", f32::from_bits(bits as u32)),
        F64 => write!(f, " {:?}", f64::from_bits(bits as u64)),
        t if t.is_integer() => write!(f, " {bits}"),
        _ => write!(f, " {bits:#x}"),
    }
}

//! Encoding formats: what the 16-bit parameter and the extension words of an instruction mean.
//!
//! Every instruction starts with one 32-bit little-endian word
//! `{opcode: bits 0-7, primtype: bits 8-15, param: bits 16-31}`. The format, chosen by the
//! opcode, says how many extension words follow, computed from that first word alone so that
//! fetch can size an instruction before reading the rest.

use crate::PrimType;
use serde::Serialize;

/// Bit layout of an instruction, per opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// No binary form: a high-level opcode the assembler lowers before encoding.
    Lowered,
    /// One word; param is 0.
    Plain,
    /// One word; param is an operand count (return values, icall arguments).
    Count,
    /// One word; param is a register: 1..=0xFEFF pseudo-registers, 0xFF00.. special registers.
    Reg,
    /// One word; param is `boffset` (low byte) and `bsize` (high byte).
    Bits,
    /// One word; param is `bsize`.
    BitSize,
    /// One word; param is a second primitive type code (the operand type of a compare or the
    /// source type of a conversion).
    FromType,
    /// Two words; the extension is a signed byte offset.
    Offset,
    /// Two words; the extension is a branch target, a signed byte offset from this
    /// instruction's address.
    Target,
    /// Two words; the extension is an absolute address (function, label, string).
    Address,
    /// Two words; the extension is an index into a table of the image (type, method,
    /// checkpoint name).
    Index,
    /// One word plus the constant's bytes rounded up to words, sized by the type field.
    Const,
    /// Two words; param is the operand count, the extension is the callee's address.
    CallAddr,
    /// Two words; param is the operand count, the extension is an index (intrinsic, method).
    CallIndex,
    /// Three words; param is the operand count, then an index and a type index.
    CallIndexType,
    /// Param is `ndims` (low byte) and the bounds-check flag (high byte, 0 or 1); then the
    /// element size and one bound per dimension: 2 + ndims words.
    Array,
    /// Param is the entry count N; then the tag offset and N branch targets: 2 + N words.
    RangeTable,
    /// Param is the count N; then N branch targets: 1 + N words.
    TargetList,
    /// Param is the count N; then N table indices: 1 + N words.
    IndexList,
    /// Three words: the handler target and the finally target (0 when absent).
    TwoTargets,
    /// Three words; param is the alignment in bytes (a power of two), then the destination
    /// offset and the byte count: blkassignoff's block copy.
    Block,
}

/// How many values an executable instruction pops from the operand stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "n")]
pub enum Pops {
    /// Always this many.
    Fixed(u8),
    /// The param field plus this many.
    Param(u8),
    /// The low byte of the param field plus this many (array: base + one index per dimension).
    ParamLow(u8),
}

/// First special register number in the `Reg` format's param.
pub const SPECIAL_REG_BASE: u16 = 0xFF00;

/// The architectural special registers, as they appear in a `Reg` param.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpecialReg {
    Sp,
    Fp,
    Gp,
    Pc,
    ThrownVal,
    /// `%%retvalN`, N up to [`SpecialReg::MAX_RETVALS`] - 1.
    RetVal(u8),
}

impl SpecialReg {
    /// How many `%%retval` registers the core has.
    pub const MAX_RETVALS: u8 = 16;

    /// Encode as a `Reg` param.
    pub const fn param(self) -> u16 {
        SPECIAL_REG_BASE
            + match self {
                SpecialReg::Sp => 0,
                SpecialReg::Fp => 1,
                SpecialReg::Gp => 2,
                SpecialReg::Pc => 3,
                SpecialReg::ThrownVal => 4,
                SpecialReg::RetVal(n) => 0x10 + n as u16,
            }
    }

    /// Decode a `Reg` param at or above [`SPECIAL_REG_BASE`].
    pub const fn from_param(param: u16) -> Option<SpecialReg> {
        if param < SPECIAL_REG_BASE {
            return None;
        }
        Some(match param - SPECIAL_REG_BASE {
            0 => SpecialReg::Sp,
            1 => SpecialReg::Fp,
            2 => SpecialReg::Gp,
            3 => SpecialReg::Pc,
            4 => SpecialReg::ThrownVal,
            n if n >= 0x10 && n < 0x10 + Self::MAX_RETVALS as u16 => {
                SpecialReg::RetVal((n - 0x10) as u8)
            }
            _ => return None,
        })
    }

    /// The MAPLE IR spelling without the `%%` prefix (`SP`, `retval0`, ...).
    pub fn name(self) -> String {
        match self {
            SpecialReg::Sp => "SP".into(),
            SpecialReg::Fp => "FP".into(),
            SpecialReg::Gp => "GP".into(),
            SpecialReg::Pc => "PC".into(),
            SpecialReg::ThrownVal => "thrownval".into(),
            SpecialReg::RetVal(n) => format!("retval{n}"),
        }
    }

    /// Parse the spelling after `%%`. Real tools write `%%retval` for `%%retval0`.
    pub fn from_name(name: &str) -> Option<SpecialReg> {
        Some(match name {
            "SP" => SpecialReg::Sp,
            "FP" => SpecialReg::Fp,
            "GP" => SpecialReg::Gp,
            "PC" => SpecialReg::Pc,
            "thrownval" => SpecialReg::ThrownVal,
            "retval" => SpecialReg::RetVal(0),
            _ => {
                let n: u8 = name.strip_prefix("retval")?.parse().ok()?;
                if n >= Self::MAX_RETVALS {
                    return None;
                }
                SpecialReg::RetVal(n)
            }
        })
    }
}

/// Why a parameter does not fit its format (the decoder adds the location).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamProblem {
    NotZero,
    BadRegister,
    BadBitField,
    BadFromType,
    BadCheckFlag,
    ZeroDimensions,
    BadAlignment,
}

impl ParamProblem {
    pub const fn describe(self) -> &'static str {
        match self {
            ParamProblem::NotZero => "must be 0 in this format",
            ParamProblem::BadRegister => {
                "is not a register (pseudo-registers are 1..=0xFEFF, specials 0xFF00..)"
            }
            ParamProblem::BadBitField => "is not a bit field inside the type's width",
            ParamProblem::BadFromType => "is not a primitive type code admitted as operand type",
            ParamProblem::BadCheckFlag => "has a bounds-check flag other than 0 or 1",
            ParamProblem::ZeroDimensions => "gives an array of zero dimensions",
            ParamProblem::BadAlignment => "is not an alignment (a power of two)",
        }
    }
}

impl Format {
    /// Number of 32-bit extension words after the first, known from the first word alone.
    /// `None` for [`Format::Lowered`], which has no binary form.
    pub const fn ext_words(self, ty: PrimType, param: u16) -> Option<usize> {
        Some(match self {
            Format::Lowered => return None,
            Format::Plain
            | Format::Count
            | Format::Reg
            | Format::Bits
            | Format::BitSize
            | Format::FromType => 0,
            Format::Offset
            | Format::Target
            | Format::Address
            | Format::Index
            | Format::CallAddr
            | Format::CallIndex => 1,
            Format::CallIndexType | Format::TwoTargets | Format::Block => 2,
            Format::Const => const_words(ty),
            Format::Array => 1 + (param & 0xff) as usize,
            Format::RangeTable => 1 + param as usize,
            Format::TargetList | Format::IndexList => param as usize,
        })
    }

    /// Check the param field against the format, given the instruction's type field.
    pub fn check_param(
        self,
        ty: PrimType,
        param: u16,
        from_types: crate::TypeSet,
    ) -> Result<(), ParamProblem> {
        match self {
            Format::Plain | Format::Offset | Format::Target | Format::Address | Format::Index => {
                if param != 0 {
                    return Err(ParamProblem::NotZero);
                }
            }
            Format::Const | Format::TwoTargets | Format::Lowered => {
                if param != 0 {
                    return Err(ParamProblem::NotZero);
                }
            }
            Format::Reg => {
                let ok = (param != 0 && param < SPECIAL_REG_BASE)
                    || SpecialReg::from_param(param).is_some();
                if !ok {
                    return Err(ParamProblem::BadRegister);
                }
            }
            Format::Bits => {
                let (boffset, bsize) = (param & 0xff, param >> 8);
                if bsize == 0 || boffset + bsize > 64 || boffset + bsize > ty.bits() as u16 {
                    return Err(ParamProblem::BadBitField);
                }
            }
            Format::BitSize => {
                if param == 0 || param > ty.bits() as u16 {
                    return Err(ParamProblem::BadBitField);
                }
            }
            Format::FromType => {
                let ok = param <= 0xff
                    && PrimType::from_code(param as u8).is_some_and(|t| from_types.contains(t));
                if !ok {
                    return Err(ParamProblem::BadFromType);
                }
            }
            Format::Array => {
                if param >> 8 > 1 {
                    return Err(ParamProblem::BadCheckFlag);
                }
                if param & 0xff == 0 {
                    return Err(ParamProblem::ZeroDimensions);
                }
            }
            Format::Block => {
                if !param.is_power_of_two() {
                    return Err(ParamProblem::BadAlignment);
                }
            }
            Format::Count
            | Format::CallAddr
            | Format::CallIndex
            | Format::CallIndexType
            | Format::RangeTable
            | Format::TargetList
            | Format::IndexList => {}
        }
        Ok(())
    }
}

/// Extension words holding a constant of this type: its size rounded up to whole words.
pub const fn const_words(ty: PrimType) -> usize {
    let size = ty.size() as usize;
    if size == 0 {
        1
    } else {
        size.div_ceil(4)
    }
}

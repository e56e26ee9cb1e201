//! maple-isa: the instruction set of the MAPLE core, and the single source of truth for it.
//!
//! - [`PrimType`]: every primitive type of MAPLE IR with size, alignment and class.
//! - [`OPCODES`]: one table row per opcode (mnemonic, number, class, text syntax, binary
//!   format, admitted types, operand-stack effect, [`Behaviour`] (control flow, fence,
//!   functional unit and memory access) and [`Family`] (comparisons, shifts, frame-relative
//!   storage, ...: the groups passes ask about instead of listing names).
//! - [`decode`] / [`encode`]: 32-bit little-endian instruction words
//!   `{opcode:8, primtype:8, param:16}` plus extension words whose count the first word gives.
//! - [`card`]: the ISA reference card, for `maple isa`.
//!
//! This crate depends on nothing else in maple; everything else depends on it.

pub mod abi;
mod behaviour;
mod card;
mod format;
mod opcode;
mod prim;
mod syntax;
mod word;

pub use behaviour::{Behaviour, Fence, Flow, Mem, Unit};
pub use card::{card, card_text, CardEntry};
pub use format::{const_words, Format, ParamProblem, Pops, SpecialReg, SPECIAL_REG_BASE};
pub use opcode::{Family, OpClass, OpInfo, Opcode, OPCODES};
pub use prim::{PrimClass, PrimType, TypeSet};
pub use syntax::{Callee, Syntax};
pub use word::{decode, decode_all, encode, DecodeError, Instr, WORD_BYTES};

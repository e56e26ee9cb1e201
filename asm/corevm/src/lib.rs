//! maple-corevm: a front end for the coreVM IR (the third language of maple's documents) onto
//! maple's assembler.
//!
//! `.ir` text goes through [`lexer`] and [`parser`] into an [`ast::Module`] (the manual's
//! schema, `IRModule`); [`check()`] applies the reference verifier's rules and the manual's
//! instruction forms; [`lower`] translates a checked module into `maple_asm::ast::Module`, so
//! maple's own layout, codegen and DWARF assemble it exactly as a parsed `.mpl` module. The
//! binary form (an Avro object container with the manual's schema) is read and written by
//! [`avro`]. Diagnostics are `maple_asm::diag` diagnostics with codes `C0001`.. ([`codes`]).
//! Nothing here panics on any input.

pub mod ast;
pub mod avro;
pub mod codes;
pub mod ops;

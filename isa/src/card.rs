//! The ISA reference card: every opcode with its number, format and operand shape, as text for
//! people and as serializable entries for tools (`maple isa --json`).

use crate::{Behaviour, Fence, Format, OpClass, Opcode, Pops, PrimType, Syntax, OPCODES};
use serde::Serialize;
use std::fmt::Write;

/// One opcode on the reference card.
#[derive(Clone, Debug, Serialize)]
pub struct CardEntry {
    pub number: u8,
    pub mnemonic: &'static str,
    pub aliases: Vec<&'static str>,
    pub class: OpClass,
    /// `expr` or `stmt`.
    pub kind: &'static str,
    /// The text form after the mnemonic.
    pub syntax: &'static str,
    pub shape: Syntax,
    pub format: Format,
    /// False for high-level opcodes that the assembler lowers.
    pub executable: bool,
    /// Instruction length in words when it does not depend on the word's fields.
    pub words: Option<usize>,
    pub types: Vec<PrimType>,
    pub from_types: Vec<PrimType>,
    pub pops: Pops,
    pub pushes: u8,
    /// Control flow, fence, units and memory access (`None` for lowered opcodes).
    pub behaviour: Option<Behaviour>,
}

/// The whole card, in opcode-number order.
pub fn card() -> Vec<CardEntry> {
    OPCODES
        .iter()
        .map(|info| CardEntry {
            number: info.opcode.number(),
            mnemonic: info.mnemonic,
            aliases: info.opcode.aliases().collect(),
            class: info.class,
            kind: if info.syntax.is_expr() {
                "expr"
            } else {
                "stmt"
            },
            syntax: info.syntax.template(),
            shape: info.syntax,
            format: info.format,
            executable: info.is_executable(),
            words: fixed_words(info.opcode),
            types: info.types.iter().collect(),
            from_types: info.from_types.iter().collect(),
            pops: info.pops,
            pushes: info.pushes,
            behaviour: info.is_executable().then_some(info.behaviour),
        })
        .collect()
}

fn fixed_words(opcode: Opcode) -> Option<usize> {
    let format = opcode.info().format;
    match format {
        Format::Const
        | Format::Array
        | Format::RangeTable
        | Format::TargetList
        | Format::IndexList => None,
        _ => format.ext_words(PrimType::Void, 0).map(|n| n + 1),
    }
}

/// The card as an aligned text table.
pub fn card_text() -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "MAPLE core ISA: word = {{opcode:8, primtype:8, param:16}} little-endian, then extension words\n"
    );
    let _ = writeln!(
        out,
        "{:>4}  {:<30} {:<14} {:<5} {:<21} {:>5}  {:<30} syntax",
        "num", "mnemonic", "format", "kind", "class", "words", "flow/unit/memory/fence"
    );
    for e in card() {
        let words = match (e.executable, e.words) {
            (false, _) => "-".to_string(),
            (true, Some(n)) => n.to_string(),
            (true, None) => "var".to_string(),
        };
        let format = kebab(&e.format);
        let class = kebab(&e.class);
        let mut name = e.mnemonic.to_string();
        if !e.aliases.is_empty() {
            let _ = write!(name, " ({})", e.aliases.join(","));
        }
        let facts = e.behaviour.map_or("-".to_string(), |b| behaviour_text(&b));
        let _ = writeln!(
            out,
            "{:>#4x}  {:<30} {:<14} {:<5} {:<21} {:>5}  {:<30} {} {}",
            e.number, name, format, e.kind, class, words, facts, e.mnemonic, e.syntax
        );
    }
    let _ = writeln!(
        out,
        "\nformat '-' rows are high-level forms with no binary encoding: the assembler lowers them."
    );
    out
}

/// `flow/unit/memory[/fence]`, the unit as `int|float` when the two differ.
fn behaviour_text(b: &Behaviour) -> String {
    let mut unit = kebab(&b.int_unit);
    if b.float_unit != b.int_unit {
        let _ = write!(unit, "|{}", kebab(&b.float_unit));
    }
    let mut text = format!("{}/{}/{}", kebab(&b.flow), unit, kebab(&b.mem));
    if b.fence != Fence::None {
        let _ = write!(text, "/{}", kebab(&b.fence));
    }
    text
}

/// The kebab-case name of a unit enum variant, matching its serde name (`HierarchicalControl`
/// -> `hierarchical-control`).
fn kebab<T: std::fmt::Debug>(value: &T) -> String {
    let mut out = String::new();
    for (i, c) in format!("{value:?}").chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

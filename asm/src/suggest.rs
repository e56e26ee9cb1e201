//! "Did you mean ...?" for misspelled opcodes and types, from the tables in `maple-isa`.

use maple_isa::{Opcode, PrimType, Syntax};

/// Edit distance (insertions, deletions, substitutions), capped at `limit + 1` (also the
/// µVM front end's hints).
pub fn distance(a: &str, b: &str, limit: usize) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    if a.len().abs_diff(b.len()) > limit {
        return limit + 1;
    }
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()].min(limit + 1)
}

/// The closest candidate within two edits (one for short words), if any (also the coreVM
/// front end's hints).
pub fn closest<'a>(word: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let limit = if word.len() <= 3 { 1 } else { 2 };
    candidates
        .map(|c| (distance(word, c, limit), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// A statement (`expr == false`) or expression opcode spelled like `word`.
pub fn opcode(word: &str, expr: bool) -> Option<&'static str> {
    let names = maple_isa::OPCODES
        .iter()
        .filter(|i| i.syntax.is_expr() == expr || matches!(i.syntax, Syntax::Bare) && !expr)
        .map(|i| i.mnemonic);
    closest(word, names).or_else(|| {
        // The other kind, so `add` as a statement still gets a hint elsewhere.
        Opcode::from_mnemonic(word).map(|o| o.mnemonic())
    })
}

/// A primitive type spelled like `word` (`int32` -> `i32` is beyond two edits; C names map
/// directly).
pub fn prim(word: &str) -> Option<&'static str> {
    let c_name = match word {
        "int" | "int32" | "int32_t" => Some("i32"),
        "long" | "int64" | "int64_t" => Some("i64"),
        "short" | "int16" | "int16_t" => Some("i16"),
        "char" | "int8" | "int8_t" => Some("i8"),
        "uint" | "uint32" | "uint32_t" | "unsigned" => Some("u32"),
        "uint64" | "uint64_t" => Some("u64"),
        "uint16" | "uint16_t" => Some("u16"),
        "uint8" | "uint8_t" => Some("u8"),
        "float" => Some("f32"),
        "double" => Some("f64"),
        "bool" => Some("u1"),
        _ => None,
    };
    c_name.or_else(|| closest(word, PrimType::ALL.iter().map(|p| p.name())))
}

/// An attribute word spelled like `word`.
pub fn attribute(word: &str) -> Option<&'static str> {
    closest(word, crate::attributes::KNOWN.iter().copied())
}

#[cfg(test)]
mod tests {
    #[test]
    fn suggestions() {
        assert_eq!(super::opcode("dassiign", false), Some("dassign"));
        assert_eq!(super::opcode("constvall", true), Some("constval"));
        assert_eq!(super::prim("int32"), Some("i32"));
        assert_eq!(super::prim("f6"), Some("f64"));
        assert_eq!(super::opcode("zzzzzzzz", false), None);
    }
}

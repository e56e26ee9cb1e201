//! Attribute flags (`TypeAttrs`, `FuncAttrs`, `FieldAttrs`: one bit per word of the version's
//! `all_attributes.def`, and an alignment as a power of two) to maple's attribute words and
//! back. Words come out in bit order, as OpenArk prints them.

use super::versions::{AttrSet, Version};
use crate::types::Attr;

/// The words of the set bits of `flags`, then `align(N)` for an alignment exponent.
pub(crate) fn words(
    v: &Version,
    set: AttrSet,
    flags: i64,
    align_exponent: i64,
) -> Result<Vec<Attr>, String> {
    let bits = flags as u64;
    let mut out = Vec::new();
    let mut names = v.attr_words(set);
    for bit in 0..64 {
        let name = names.next();
        if bits & (1u64 << bit) == 0 {
            continue;
        }
        match name {
            Some(n) => out.push(Attr::word(n)),
            None => {
                return Err(format!(
                    "attribute bit {bit} of {set:?} attributes (flags 0x{bits:x}) names no word \
                     of the {} version",
                    v.name
                ))
            }
        }
    }
    match align_exponent {
        0 => {}
        1..=62 => {
            let mut a = Attr::word("align");
            a.arg = Some(1i128 << align_exponent);
            out.push(a);
        }
        _ => return Err(format!("an alignment of 2^{align_exponent} bytes")),
    }
    Ok(out)
}

/// The flags and alignment exponent of `attrs` in `set`; a word the set does not have, an
/// argument other than `align`'s power of two, is an error naming it.
pub(crate) fn flags(v: &Version, set: AttrSet, attrs: &[Attr]) -> Result<(i64, i64), String> {
    let mut bits = 0u64;
    let mut exponent = 0i64;
    for a in attrs {
        if a.name == "align" && a.text.is_none() {
            let n = a.arg.unwrap_or(0);
            if n <= 1 || n.count_ones() != 1 || n > 1i128 << 62 {
                return Err(format!(
                    "`align({n})` is not a power of two the format holds"
                ));
            }
            exponent = i64::from(n.trailing_zeros());
            continue;
        }
        if a.arg.is_some() || a.text.is_some() {
            return Err(format!("the attribute `{}` with an argument", a.name));
        }
        match v.attr_bit(set, &a.name) {
            Some(bit) if bit < 64 => bits |= 1u64 << bit,
            _ => {
                return Err(format!(
                    "the attribute `{}` is not one of the {} version's {set:?} attributes",
                    a.name, v.name
                ))
            }
        }
    }
    Ok((bits as i64, exponent))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::binmir::versions::{V2019, V2021};

    #[test]
    fn words_and_flags_are_inverse() {
        let w = words(&V2019, AttrSet::Func, 0x840, 0).unwrap();
        let names: Vec<_> = w.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(names, ["public", "constructor"]);
        assert_eq!(flags(&V2019, AttrSet::Func, &w).unwrap(), (0x840, 0));
        let w = words(&V2021, AttrSet::Field, 1 << 21, 3).unwrap();
        assert_eq!(w[0].name, "volatile");
        assert_eq!(w[1].arg, Some(8));
        assert_eq!(flags(&V2021, AttrSet::Field, &w).unwrap(), (1 << 21, 3));
        assert!(words(&V2019, AttrSet::Field, 1 << 40, 0).is_err());
        assert!(flags(&V2019, AttrSet::Field, &[Attr::word("constructor")]).is_err());
    }
}

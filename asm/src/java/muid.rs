//! The names and hashes OpenArk's mpl2mpl links Java programs by.
//!
//! - A MUID is the MD5 of a symbol's mangled MAPLE name, its top two bits set (the "system
//!   namespace"); mpl2mpl's `__muid_*_undef_muid_tab` tables name the functions and data a
//!   module needs by it (`muid.cpp` `GetMUID`, `muid.h` `SetSystemNameSpace`).
//! - The interface tables hash `name|signature` with DJB (`itab_util.cpp`): the first-level
//!   slot is the hash modulo 23, the second-level key the hash modulo 0x1fff.
//! - Mangling (`namemangler.cpp` `EncodeName`) keeps letters and digits, doubles `_`, writes
//!   `[` as `A` and any other character as `_XX` (hex).

use md5::{Digest, Md5};

/// Slots of an interface table's first level (`kItabFirstHashSize`).
pub const ITAB_FIRST: u32 = 23;
/// The modulus of an interface table's second-level hash (`kItabSecondHashSize`).
pub const ITAB_SECOND: u32 = 0x1fff;

/// The MUID of a mangled symbol name as mpl2mpl writes it: (`muidLow`, `muidHigh`), the
/// digest's two little-endian halves with the system namespace bits set.
pub fn muid(name: &str) -> (u64, u64) {
    let digest = Md5::digest(name.as_bytes());
    let mut b = [0u8; 16];
    b.copy_from_slice(&digest);
    b[15] = (b[15] & 0x3f) | 0xc0;
    let lo = u64::from_le_bytes(b[..8].try_into().unwrap_or_default());
    let hi = u64::from_le_bytes(b[8..].try_into().unwrap_or_default());
    (lo, hi)
}

/// The DJB hash of an interface method's `name|signature`, 31 bits.
pub fn djb(s: &str) -> u32 {
    let mut h: u32 = 5381;
    for c in s.bytes() {
        h = h.wrapping_add(h << 5).wrapping_add(c as u32);
    }
    h & 0x7fff_ffff
}

/// A Java name mangled as OpenArk writes symbol names (`Ljava/lang/Object;|<init>|()V`).
pub fn mangle(java: &str) -> String {
    let mut out = String::new();
    for c in java.chars() {
        match c {
            c if c.is_ascii_alphanumeric() => out.push(c),
            '_' => out.push_str("__"),
            '[' => out.push('A'),
            '.' => out.push_str("_2F"),
            c => out.push_str(&format!("_{:02X}", c as u32)),
        }
    }
    out
}

/// The Java `name|signature` of a mangled method name after its class's prefix
/// (`add_7C_28Ljava_2Flang_2FObject_3B_29Z` is `add|(Ljava/lang/Object;)Z`), or `None` when
/// it is not one. An `A` in the signature outside a class name is an array (`[`).
pub fn demangle_method(mangled: &str) -> Option<String> {
    let plain = unescape(mangled)?;
    let (name, sig) = plain.split_once('|')?;
    let mut out = format!("{name}|");
    let mut in_class = false;
    for c in sig.chars() {
        match c {
            'A' if !in_class => out.push('['),
            'L' if !in_class => {
                in_class = true;
                out.push('L');
            }
            ';' => {
                in_class = false;
                out.push(';');
            }
            c => out.push(c),
        }
    }
    Some(out)
}

/// `_XX` and `__` undone.
fn unescape(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'_' {
            if b.get(i + 1) == Some(&b'_') {
                out.push('_');
                i += 2;
                continue;
            }
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()? as char);
            i += 3;
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values from java-helloworld.vtableimpl.mpl's MUID tables.
    #[test]
    fn muids_match_mpl2mpl() {
        let (lo, hi) = muid("Ljava_2Flang_2FObject_3B_7C_3Cinit_3E_7C_28_29V");
        assert_eq!((lo, hi as i64), (0xbf40578f3343f7a, -1198421541845410999));
        let (lo, hi) = muid("__cinf_Ljava_2Flang_2FObject_3B");
        assert_eq!(
            (lo as i64, hi as i64),
            (-567417612161374449, -3298852447504547670)
        );
        let (lo, hi) = muid("Ljava_2Flang_2FSystem_3B_7Cout");
        assert_eq!((lo, hi as i64), (0x191283ac418c4bb9, -1676204161023949463));
    }

    /// The slots and second-level keys of the samples' interface calls.
    #[test]
    fn itab_hashes_match_the_samples() {
        for (sig, slot, second) in [
            ("foo|()V", 15, 0x12c8),
            ("add|(Ljava/lang/Object;)Z", 14, 0x681),
            ("iterator|()Ljava/util/Iterator;", 0, 0xd01),
            ("hasNext|()Z", 6, 0x15f9),
            ("next|()Ljava/lang/Object;", 19, 0x19a6),
        ] {
            assert_eq!(djb(sig) % ITAB_FIRST, slot, "{sig}");
            assert_eq!(djb(sig) % ITAB_SECOND, second, "{sig}");
        }
    }

    #[test]
    fn mangling_round_trips_signatures() {
        let m = mangle("Ljava/lang/Object;|<init>|()V");
        assert_eq!(m, "Ljava_2Flang_2FObject_3B_7C_3Cinit_3E_7C_28_29V");
        assert_eq!(mangle("LTest_A;"), "LTest__A_3B");
        assert_eq!(
            demangle_method("toArray_7C_28ALjava_2Flang_2FObject_3B_29ALjava_2Flang_2FObject_3B")
                .as_deref(),
            Some("toArray|([Ljava/lang/Object;)[Ljava/lang/Object;")
        );
    }
}

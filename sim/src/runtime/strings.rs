//! The string functions of `string.h` beyond the copies and comparisons (`strcat`,
//! `strncat`, `strchr`, `strrchr`, `strstr`, `strdup`, `memchr`) and the conversions of
//! `stdlib.h` (`atoi`, `atol`/`atoll`, `strtol`/`strtoll`, `strtoul`/`strtoull`, `strtod`),
//! as glibc behaves in the C locale: leading white space skipped, an optional sign, base 0
//! choosing 16 (`0x`), 8 (a leading `0`) or 10, the end pointer stored when asked for (at
//! the start of the string when no digits were read), and an out-of-range value clamped
//! (`LONG_MAX`/`LONG_MIN`, `ULONG_MAX`; `errno` is not modelled). An invalid base returns 0.
//! `strtod` takes decimal and hexadecimal floating constants, `inf`/`infinity` and
//! `nan`/`nan(chars)`; decimal ones are rounded correctly (Rust's parser, as glibc's).

use super::guest::Guest;
use super::Runtime;
use super::StrFn;
use crate::fault::FaultKind;

/// C's `isspace` in the C locale.
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// The byte at `addr + i`.
fn byte(mem: &Guest<'_>, addr: u64, i: u64) -> Result<u8, FaultKind> {
    mem.read_u8(addr.wrapping_add(i))
}

/// A parsed integer: its magnitude (saturated at `u64::MAX` with `overflow`), its sign and
/// how many bytes it took (0 when no digits were read).
struct ParsedInt {
    magnitude: u64,
    negative: bool,
    overflow: bool,
    len: u64,
}

/// The value of digit `c` in bases up to 36.
fn digit(c: u8) -> Option<u32> {
    (c as char).to_digit(36)
}

/// Past the white space and the sign that begin a number at `s`: where the digits start, and
/// whether the sign was `-` (what `strtol` and `strtod` both skip first).
fn sign_prefix(mem: &Guest<'_>, s: u64) -> Result<(u64, bool), FaultKind> {
    let mut i = 0u64;
    while is_space(byte(mem, s, i)?) {
        i += 1;
    }
    let negative = byte(mem, s, i)? == b'-';
    if matches!(byte(mem, s, i)?, b'-' | b'+') {
        i += 1;
    }
    Ok((i, negative))
}

/// `strtol`'s parse of the string at `s` in `base` (0, or 2 ..= 36; `None` for another).
fn parse_int(mem: &Guest<'_>, s: u64, base: u32) -> Result<Option<ParsedInt>, FaultKind> {
    if base == 1 || base > 36 {
        return Ok(None);
    }
    let (mut i, negative) = sign_prefix(mem, s)?;
    let mut base = base;
    // `0x` counts as a prefix only when a hex digit follows; otherwise the `0` alone is read.
    let hex_prefix = byte(mem, s, i)? == b'0'
        && matches!(byte(mem, s, i + 1)?, b'x' | b'X')
        && digit(byte(mem, s, i + 2)?).is_some_and(|d| d < 16);
    if (base == 0 || base == 16) && hex_prefix {
        base = 16;
        i += 2;
    } else if base == 0 {
        base = if byte(mem, s, i)? == b'0' { 8 } else { 10 };
    }
    let (mut magnitude, mut overflow, start) = (0u64, false, i);
    while let Some(d) = digit(byte(mem, s, i)?).filter(|&d| d < base) {
        match magnitude
            .checked_mul(base as u64)
            .and_then(|m| m.checked_add(d as u64))
        {
            Some(m) => magnitude = m,
            None => overflow = true,
        }
        i += 1;
    }
    let len = if i == start { 0 } else { i };
    Ok(Some(ParsedInt {
        magnitude: if overflow { u64::MAX } else { magnitude },
        negative,
        overflow,
        len,
    }))
}

/// `strtol`: the value, clamped to the `long` range, and the bytes read.
fn strtol(mem: &Guest<'_>, s: u64, base: u32) -> Result<(i64, u64), FaultKind> {
    let Some(p) = parse_int(mem, s, base)? else {
        return Ok((0, 0));
    };
    let v = match (p.negative, p.magnitude) {
        (false, m) if m > i64::MAX as u64 => i64::MAX,
        (false, m) => m as i64,
        (true, m) if m > 1u64 << 63 => i64::MIN,
        (true, m) => (m as i64).wrapping_neg(),
    };
    Ok((v, p.len))
}

/// `strtoul`: the value (a negative one wraps, as C's does), `ULONG_MAX` when out of range,
/// and the bytes read.
fn strtoul(mem: &Guest<'_>, s: u64, base: u32) -> Result<(u64, u64), FaultKind> {
    let Some(p) = parse_int(mem, s, base)? else {
        return Ok((0, 0));
    };
    let v = match (p.overflow, p.negative) {
        (true, _) => u64::MAX,
        (false, true) => p.magnitude.wrapping_neg(),
        (false, false) => p.magnitude,
    };
    Ok((v, p.len))
}

/// Longest floating constant `strtod` reads (digits past it are refused with a fault that
/// says so, never misread).
const MAX_FLOAT_TEXT: u64 = 1 << 16;

/// `strtod`: the value and the bytes read (0 when there is no number).
fn strtod(mem: &Guest<'_>, s: u64) -> Result<(f64, u64), FaultKind> {
    let (i, negative) = sign_prefix(mem, s)?;
    let mut text = Vec::new();
    let mut k = i;
    loop {
        let c = byte(mem, s, k)?;
        if !(c.is_ascii_alphanumeric() || matches!(c, b'.' | b'+' | b'-' | b'(' | b')' | b'_')) {
            break;
        }
        if text.len() as u64 >= MAX_FLOAT_TEXT {
            return Err(FaultKind::Unsupported(format!(
                "strtod of a number longer than {} KiB",
                MAX_FLOAT_TEXT >> 10
            )));
        }
        text.push(c);
        k += 1;
    }
    let (value, len) = float_prefix(&text);
    if len == 0 {
        return Ok((0.0, 0));
    }
    Ok((if negative { -value } else { value }, i + len as u64))
}

/// The floating constant at the start of `t` (after the sign) and its length.
fn float_prefix(t: &[u8]) -> (f64, usize) {
    let lower: Vec<u8> = t.iter().map(u8::to_ascii_lowercase).collect();
    if lower.starts_with(b"infinity") {
        return (f64::INFINITY, 8);
    }
    if lower.starts_with(b"inf") {
        return (f64::INFINITY, 3);
    }
    if lower.starts_with(b"nan") {
        // `nan(n-char-sequence)`: taken whole only when the parenthesis closes.
        let rest = &t[3..];
        if rest.first() == Some(&b'(') {
            if let Some(close) = rest.iter().position(|&c| c == b')') {
                if rest[1..close]
                    .iter()
                    .all(|c| c.is_ascii_alphanumeric() || *c == b'_')
                {
                    return (f64::NAN, 3 + close + 1);
                }
            }
        }
        return (f64::NAN, 3);
    }
    if lower.starts_with(b"0x") {
        if let Some(v) = hex_float(&lower[2..]) {
            return (v.0, 2 + v.1);
        }
        return (0.0, 1);
    }
    let mut n = 0;
    let digits = |from: usize| t[from..].iter().take_while(|c| c.is_ascii_digit()).count();
    let int = digits(0);
    n += int;
    let mut frac = 0;
    if t.get(n) == Some(&b'.') {
        frac = digits(n + 1);
        if int + frac > 0 {
            n += 1 + frac;
        }
    }
    if int + frac == 0 {
        return (0.0, 0);
    }
    if matches!(t.get(n), Some(b'e' | b'E')) {
        let sign = usize::from(matches!(t.get(n + 1), Some(b'+' | b'-')));
        let exp = digits(n + 1 + sign);
        if exp > 0 {
            n += 1 + sign + exp;
        }
    }
    let text = std::str::from_utf8(&t[..n]).unwrap_or("0");
    (text.parse().unwrap_or(0.0), n)
}

/// A hexadecimal floating constant after its `0x` (lower case): the value and the bytes
/// read, `None` without hex digits. Up to 16 significant digits are kept (a 64-bit
/// mantissa, rounded once to a double); the rest only count toward the exponent.
fn hex_float(t: &[u8]) -> Option<(f64, usize)> {
    let (mut mant, mut exp, mut n, mut any) = (0u64, 0i64, 0usize, false);
    let mut sticky = false;
    let mut seen_point = false;
    while let Some(&c) = t.get(n) {
        if c == b'.' && !seen_point {
            seen_point = true;
        } else if let Some(d) = (c as char).to_digit(16) {
            any = true;
            if mant >> 60 == 0 {
                mant = mant << 4 | d as u64;
                if seen_point {
                    exp -= 4;
                }
            } else {
                sticky |= d != 0;
                if !seen_point {
                    exp += 4;
                }
            }
        } else {
            break;
        }
        n += 1;
    }
    if !any {
        return None;
    }
    if t.get(n) == Some(&b'p') {
        let sign = usize::from(matches!(t.get(n + 1), Some(b'+' | b'-')));
        let digits = t[n + 1 + sign..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        if digits > 0 {
            let text = std::str::from_utf8(&t[n + 1..n + 1 + sign + digits]).unwrap_or("0");
            exp = exp.saturating_add(
                text.parse::<i64>()
                    .unwrap_or(i64::MAX / 2)
                    .clamp(-1 << 20, 1 << 20),
            );
            n += 1 + sign + digits;
        }
    }
    let m = (mant | sticky as u64) as f64;
    Some((m * 2f64.powi(exp.clamp(-2000, 2000) as i32), n))
}

impl Runtime {
    /// Run a string or conversion shim on `self.args`.
    pub(super) fn string_fn(&mut self, f: StrFn, mem: &mut Guest<'_>) -> Result<u128, FaultKind> {
        let a = |i: usize| self.args.get(i).copied().unwrap_or(0) as u64;
        let (p, q, n) = (a(0), a(1), a(2));
        Ok(match f {
            StrFn::Strcat | StrFn::Strncat => {
                let end = p.wrapping_add(mem.cstr_len(p, usize::MAX)? as u64);
                let max = if f == StrFn::Strcat {
                    usize::MAX
                } else {
                    n.try_into().unwrap_or(usize::MAX)
                };
                let len = mem.cstr_len(q, max)? as u64;
                self.copy_guest(mem, end, q, len)?;
                mem.write_u8(end.wrapping_add(len), 0)?;
                p as u128
            }
            StrFn::Strchr | StrFn::Strrchr => {
                let c = q as u8;
                let mut last = 0u64;
                let mut i = 0u64;
                loop {
                    let b = byte(mem, p, i)?;
                    if b == c {
                        last = p.wrapping_add(i);
                        if f == StrFn::Strchr {
                            break;
                        }
                    }
                    if b == 0 {
                        break;
                    }
                    i += 1;
                }
                last as u128
            }
            StrFn::Strstr => {
                let hay = mem.read_cstr(p, mem.cstr_len(p, usize::MAX)?)?;
                let needle = mem.read_cstr(q, mem.cstr_len(q, usize::MAX)?)?;
                if needle.is_empty() {
                    p as u128
                } else {
                    hay.windows(needle.len())
                        .position(|w| w == needle.as_slice())
                        .map_or(0, |k| p.wrapping_add(k as u64) as u128)
                }
            }
            StrFn::Strdup => {
                let len = mem.cstr_len(p, usize::MAX)? as u64;
                let copy = self.heap.malloc(mem, len + 1);
                if copy != 0 {
                    self.copy_guest(mem, copy, p, len + 1)?;
                }
                self.note_null_allocation(copy, mem.limit())
            }
            StrFn::Memchr => {
                let c = q as u8;
                let mut found = 0u64;
                let mut buf = [0u8; 4096];
                let mut done = 0u64;
                while done < n && found == 0 {
                    let k = (n - done).min(buf.len() as u64) as usize;
                    mem.read_bytes(p.wrapping_add(done), &mut buf[..k])?;
                    if let Some(at) = buf[..k].iter().position(|&b| b == c) {
                        found = p.wrapping_add(done + at as u64);
                    }
                    done += k as u64;
                }
                found as u128
            }
            StrFn::Atoi => strtol(mem, p, 10)?.0 as i32 as i128 as u128,
            StrFn::Atol => strtol(mem, p, 10)?.0 as i128 as u128,
            StrFn::Strtol => {
                let (v, len) = strtol(mem, p, n as u32)?;
                store_end(mem, q, p, len, n)?;
                v as i128 as u128
            }
            StrFn::Strtoul => {
                let (v, len) = strtoul(mem, p, n as u32)?;
                store_end(mem, q, p, len, n)?;
                v as u128
            }
            StrFn::Strtod => {
                let (v, len) = strtod(mem, p)?;
                store_end(mem, q, p, len, 10)?;
                v.to_bits() as u128
            }
        })
    }
}

/// Store `s + len` at `end` unless `end` is null or `base` invalid (glibc then leaves
/// `*end` as it was).
fn store_end(mem: &mut Guest<'_>, end: u64, s: u64, len: u64, base: u64) -> Result<(), FaultKind> {
    if end == 0 || base == 1 || base > 36 {
        return Ok(());
    }
    mem.write_u64(end, s.wrapping_add(len))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::Memory;
    use crate::memory::Perms;

    const AT: u64 = 0x2000_0000;

    fn mem_with(text: &str) -> Memory {
        let mut mem = Memory::new();
        mem.map(AT as u32, 0x1000, Perms::RW).unwrap();
        mem.write_bytes(AT, text.as_bytes()).unwrap();
        mem
    }

    /// Values and end offsets glibc 2.36 gives (a C twin printing `strtol(s, &e, b)` and
    /// `e - s`).
    #[test]
    fn integers_like_glibc() {
        let cases: [(&str, u32, i64, u64); 10] = [
            ("  -123abc", 10, -123, 6),
            ("0x1f", 0, 31, 4),
            ("0x", 16, 0, 1),
            ("0755", 0, 493, 4),
            ("zz", 36, 1295, 2),
            ("99999999999999999999", 10, i64::MAX, 20),
            ("-99999999999999999999", 10, i64::MIN, 21),
            ("  +", 10, 0, 0),
            ("101", 2, 5, 3),
            ("12", 1, 0, 0),
        ];
        for (text, base, v, len) in cases {
            let mut mem = mem_with(&format!("{text}\0"));
            assert_eq!(
                strtol(&Guest::untimed(&mut mem), AT, base).unwrap(),
                (v, len),
                "strtol({text:?}, {base})"
            );
        }
        let mut mem = mem_with("-1\0");
        assert_eq!(
            strtoul(&Guest::untimed(&mut mem), AT, 10).unwrap(),
            (u64::MAX, 2)
        );
        let mut mem = mem_with("18446744073709551616\0");
        assert_eq!(
            strtoul(&Guest::untimed(&mut mem), AT, 10).unwrap(),
            (u64::MAX, 20)
        );
    }

    #[test]
    fn floats_like_glibc() {
        let cases: [(&str, f64, u64); 9] = [
            ("3.25xyz", 3.25, 4),
            ("  -1e-3", -0.001, 7),
            ("1e", 1.0, 1),
            (".5", 0.5, 2),
            ("0x1.8p1", 3.0, 7),
            ("0x10", 16.0, 4),
            ("inFinity", f64::INFINITY, 8),
            ("0.1", 0.1, 3),
            ("abc", 0.0, 0),
        ];
        for (text, v, len) in cases {
            let mut mem = mem_with(&format!("{text}\0"));
            assert_eq!(
                strtod(&Guest::untimed(&mut mem), AT).unwrap(),
                (v, len),
                "strtod({text:?})"
            );
        }
        let mut mem = mem_with("nan(0x1)\0");
        let (v, len) = strtod(&Guest::untimed(&mut mem), AT).unwrap();
        assert!(v.is_nan());
        assert_eq!(len, 8);
    }

    /// A string that runs into unmapped memory faults with the address, never panics.
    #[test]
    fn unterminated_strings_fault_at_the_address() {
        let mut backing = Memory::new();
        let mut mem = Guest::untimed(&mut backing);
        mem.map(AT as u32, 0x1000, Perms::RW).unwrap();
        mem.fill(AT, b'7', 0x1000).unwrap();
        assert_eq!(
            strtol(&Guest::untimed(&mut mem), AT, 10).err(),
            Some(FaultKind::Unmapped { addr: AT + 0x1000 })
        );
    }
}

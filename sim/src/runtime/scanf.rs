//! C-compatible formatted input: the engine behind `scanf`, `fscanf` and `sscanf`.
//!
//! It reads characters from a [`CharSource`] (the simulator's stdin, or a string in guest
//! memory) and stores converted values through the pointer arguments, as C99 7.19.6.2 says:
//! - white space in the format skips any white space of the input; any other ordinary
//!   character must match the next input character, else the scan stops;
//! - conversions `d i u o x X` (integers; `i` takes a C prefix, `0x` or `0`), `a e f g E G`
//!   (floats, `inf`/`nan` too), `c` (width characters, 1 by default, no skipping), `s` (a
//!   word), `[...]` / `[^...]` (a scan set, `]` first taken literally, `a-z` ranges), `n`
//!   (characters consumed so far), `p` (hex), `%%`; every conversion but `c`, `[` and `n`
//!   skips leading white space first;
//! - an optional `*` assigns nothing, a width bounds the characters read, and the length
//!   modifiers `hh h l ll j z t L q` choose the size stored (1, 2, 4 or 8 bytes for
//!   integers; `f32`, or `f64` with `l`/`L`, for floats);
//! - the result is the number of values assigned, or -1 (`EOF`) when the input ended
//!   before the first conversion was complete.
//!
//! A character read past what a conversion accepts is pushed back (one character, as C
//! guarantees), so it is read by whatever comes next.

use super::guest::Guest;
use crate::fault::FaultKind;

/// Where scanned characters come from: one character of look-ahead.
pub trait CharSource {
    /// The next character without consuming it; `None` at the end of the input.
    fn peek(&mut self, mem: &Guest<'_>) -> Result<Option<u8>, FaultKind>;
    /// Consume the character `peek` returned.
    fn advance(&mut self);
}

/// The characters of a NUL-terminated string in guest memory (`sscanf`).
pub struct CString {
    pub addr: u64,
}

impl CharSource for CString {
    fn peek(&mut self, mem: &Guest<'_>) -> Result<Option<u8>, FaultKind> {
        let c = mem.read_u8(self.addr)?;
        Ok((c != 0).then_some(c))
    }
    fn advance(&mut self) {
        self.addr += 1;
    }
}

/// How wide a stored value is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Length {
    Char,
    Short,
    Default,
    Long,
    LongDouble,
}

/// Scan `src` by `fmt`, storing through the pointers in `args`; the value `scanf` returns.
pub fn scan(
    fmt: &[u8],
    args: &[u128],
    src: &mut impl CharSource,
    mem: &mut Guest<'_>,
) -> Result<i64, FaultKind> {
    let mut next_arg = 0usize;
    let mut assigned = 0i64;
    let mut consumed = 0u64;
    // Whether the input ended before the first conversion completed (the EOF result).
    let mut any_conversion = false;
    let mut i = 0;
    macro_rules! peek {
        () => {
            src.peek(mem)?
        };
    }
    macro_rules! take {
        () => {{
            src.advance();
            consumed += 1;
        }};
    }
    let input_failure = |any: bool, assigned: i64| if any { assigned } else { -1 };
    while i < fmt.len() {
        let f = fmt[i];
        if f.is_ascii_whitespace() {
            while peek!().is_some_and(|c| c.is_ascii_whitespace()) {
                take!();
            }
            i += 1;
            continue;
        }
        if f != b'%' || fmt.get(i + 1) == Some(&b'%') {
            // An ordinary character (or `%%`): must match.
            let want = f;
            i += if f == b'%' { 2 } else { 1 };
            if want == b'%' {
                while peek!().is_some_and(|c| c.is_ascii_whitespace()) {
                    take!();
                }
            }
            match peek!() {
                Some(c) if c == want => take!(),
                Some(_) => return Ok(assigned),
                None => return Ok(input_failure(any_conversion, assigned)),
            }
            continue;
        }
        i += 1;
        let suppress = fmt.get(i) == Some(&b'*');
        if suppress {
            i += 1;
        }
        let mut width = 0usize;
        while let Some(d) = fmt.get(i).filter(|d| d.is_ascii_digit()) {
            width = width.saturating_mul(10).saturating_add((d - b'0') as usize);
            i += 1;
        }
        let mut length = Length::Default;
        loop {
            length = match (fmt.get(i), length) {
                (Some(b'h'), Length::Short) => Length::Char,
                (Some(b'h'), _) => Length::Short,
                (Some(b'l' | b'j' | b'z' | b't' | b'q'), _) => Length::Long,
                (Some(b'L'), _) => Length::LongDouble,
                _ => break,
            };
            i += 1;
        }
        let Some(&conv) = fmt.get(i) else {
            return Ok(assigned);
        };
        i += 1;
        let mut dest = || {
            let p = args.get(next_arg).copied().unwrap_or(0) as u64;
            next_arg += 1;
            p
        };
        if conv == b'n' {
            if !suppress {
                store_int(mem, dest(), consumed as i64 as u64, length)?;
            }
            continue;
        }
        if !matches!(conv, b'c' | b'[') {
            while peek!().is_some_and(|c| c.is_ascii_whitespace()) {
                take!();
            }
        }
        if peek!().is_none() {
            return Ok(input_failure(any_conversion, assigned));
        }
        let limit = if width == 0 { usize::MAX } else { width };
        match conv {
            b'd' | b'i' | b'u' | b'o' | b'x' | b'X' | b'p' => {
                let radix = match conv {
                    b'o' => 8,
                    b'x' | b'X' | b'p' => 16,
                    b'i' => 0,
                    _ => 10,
                };
                let mut text = Vec::new();
                while text.len() < limit {
                    let Some(c) = peek!() else { break };
                    if !integer_char_fits(&text, c, radix) {
                        break;
                    }
                    text.push(c);
                    take!();
                }
                let Some(v) = parse_integer(&text, radix) else {
                    return Ok(assigned);
                };
                any_conversion = true;
                if !suppress {
                    let length = if conv == b'p' { Length::Long } else { length };
                    store_int(mem, dest(), v, length)?;
                    assigned += 1;
                }
            }
            b'a' | b'e' | b'f' | b'g' | b'E' | b'F' | b'G' | b'A' => {
                let mut text = Vec::new();
                while text.len() < limit {
                    let Some(c) = peek!() else { break };
                    if !float_char_fits(&text, c) {
                        break;
                    }
                    text.push(c);
                    take!();
                }
                let Some(v) = std::str::from_utf8(&text)
                    .ok()
                    .and_then(|t| t.parse::<f64>().ok())
                else {
                    return Ok(assigned);
                };
                any_conversion = true;
                if !suppress {
                    let p = dest();
                    match length {
                        Length::Long | Length::LongDouble => mem.write_u64(p, v.to_bits())?,
                        _ => mem.write_u32(p, (v as f32).to_bits())?,
                    }
                    assigned += 1;
                }
            }
            b'c' | b's' | b'[' => {
                let set = if conv == b'[' {
                    let (set, end) = scan_set(&fmt[i..]);
                    i += end;
                    Some(set)
                } else {
                    None
                };
                let limit = if conv == b'c' && width == 0 { 1 } else { limit };
                let p = if suppress { 0 } else { dest() };
                let mut n = 0usize;
                while n < limit {
                    let Some(c) = peek!() else { break };
                    let fits = match &set {
                        Some(set) => set[c as usize],
                        None => conv == b'c' || !c.is_ascii_whitespace(),
                    };
                    if !fits {
                        break;
                    }
                    if !suppress {
                        mem.write_u8(p + n as u64, c)?;
                    }
                    n += 1;
                    take!();
                }
                if n == 0 {
                    return Ok(assigned);
                }
                any_conversion = true;
                if !suppress {
                    if conv != b'c' {
                        mem.write_u8(p + n as u64, 0)?;
                    }
                    assigned += 1;
                }
            }
            _ => return Ok(assigned),
        }
    }
    Ok(assigned)
}

/// Whether `c` may extend the integer text `text` in `radix` (0: C prefix rules).
fn integer_char_fits(text: &[u8], c: u8, radix: u32) -> bool {
    let digits = text.strip_prefix(b"-").or_else(|| text.strip_prefix(b"+"));
    let digits = digits.unwrap_or(text);
    if digits.is_empty() && (c == b'-' || c == b'+') && text.is_empty() {
        return true;
    }
    let radix = match radix {
        0 if digits.starts_with(b"0x") || digits.starts_with(b"0X") => 16,
        0 if digits.starts_with(b"0") => {
            if digits.len() == 1 && (c == b'x' || c == b'X') {
                return true;
            }
            8
        }
        0 => 10,
        16 if digits == b"0" && (c == b'x' || c == b'X') => return true,
        r => r,
    };
    (c as char).is_digit(radix)
}

/// The value of scanned integer text (wrapping at 64 bits, as `strtoull` does modulo).
fn parse_integer(text: &[u8], radix: u32) -> Option<u64> {
    let (negative, digits) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let (radix, digits) = match radix {
        0 | 16 if digits.len() > 2 && (digits.starts_with(b"0x") || digits.starts_with(b"0X")) => {
            (16, &digits[2..])
        }
        0 if digits.len() > 1 && digits[0] == b'0' => (8, &digits[1..]),
        0 => (10, digits),
        r => (r, digits),
    };
    if digits.is_empty() || (radix == 16 && digits.eq_ignore_ascii_case(b"0x")) {
        return None;
    }
    let mut v = 0u64;
    for &d in digits {
        v = v
            .wrapping_mul(radix as u64)
            .wrapping_add((d as char).to_digit(radix)? as u64);
    }
    Some(if negative { v.wrapping_neg() } else { v })
}

/// Whether `c` may extend the float text `text` (sign, digits, one point, an exponent,
/// `inf`/`infinity`/`nan`).
fn float_char_fits(text: &[u8], c: u8) -> bool {
    let body = text.strip_prefix(b"-").or_else(|| text.strip_prefix(b"+"));
    let body = body.unwrap_or(text);
    if text.is_empty() && (c == b'-' || c == b'+') {
        return true;
    }
    let lower: Vec<u8> = body.iter().map(u8::to_ascii_lowercase).collect();
    let word = |w: &[u8]| {
        let mut t = lower.clone();
        t.push(c.to_ascii_lowercase());
        w.starts_with(&t)
    };
    if lower.first().is_some_and(|f| *f == b'i' || *f == b'n')
        || (body.is_empty() && !c.is_ascii_digit() && c != b'.')
    {
        return word(b"infinity") || word(b"nan");
    }
    match c {
        b'0'..=b'9' => true,
        b'.' => !lower.contains(&b'.') && !lower.contains(&b'e'),
        b'e' | b'E' => !lower.contains(&b'e') && lower.iter().any(u8::is_ascii_digit),
        b'-' | b'+' => lower.last() == Some(&b'e'),
        _ => false,
    }
}

/// The characters a `%[...]` set accepts, and how many format bytes it took after `[`.
fn scan_set(spec: &[u8]) -> ([bool; 256], usize) {
    let mut i = 0;
    let negate = spec.first() == Some(&b'^');
    if negate {
        i += 1;
    }
    let mut set = [false; 256];
    let mut first = true;
    while i < spec.len() && (first || spec[i] != b']') {
        let c = spec[i];
        if spec.get(i + 1) == Some(&b'-') && spec.get(i + 2).is_some_and(|&e| e != b']') {
            let end = spec[i + 2];
            for x in c.min(end)..=c.max(end) {
                set[x as usize] = true;
            }
            i += 3;
        } else {
            set[c as usize] = true;
            i += 1;
        }
        first = false;
    }
    if negate {
        for s in set.iter_mut() {
            *s = !*s;
        }
    }
    (set, (i + 1).min(spec.len()))
}

/// Store integer `v` at `p` in the size `length` names.
fn store_int(mem: &mut Guest<'_>, p: u64, v: u64, length: Length) -> Result<(), FaultKind> {
    match length {
        Length::Char => mem.write_u8(p, v as u8),
        Length::Short => mem.write_u16(p, v as u16),
        Length::Default => mem.write_u32(p, v as u32),
        Length::Long | Length::LongDouble => mem.write_u64(p, v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::Memory;
    use crate::memory::Perms;

    /// Characters of a host string.
    struct Text<'a>(&'a [u8], usize);
    impl CharSource for Text<'_> {
        fn peek(&mut self, _: &Guest<'_>) -> Result<Option<u8>, FaultKind> {
            Ok(self.0.get(self.1).copied())
        }
        fn advance(&mut self) {
            self.1 += 1;
        }
    }

    const BUF: u64 = 0x10_0000;

    fn run(fmt: &str, input: &str) -> (i64, Memory, usize) {
        let mut mem = Memory::new();
        mem.map_init(BUF as u32, 4096, &[], Perms::RW).unwrap();
        let args: Vec<u128> = (0..8).map(|k| (BUF + 64 * k) as u128).collect();
        let mut src = Text(input.as_bytes(), 0);
        let r = scan(
            fmt.as_bytes(),
            &args,
            &mut src,
            &mut Guest::untimed(&mut mem),
        )
        .unwrap();
        (r, mem, src.1)
    }

    fn int(mem: &Memory, k: u64) -> i32 {
        mem.read_u32(BUF + 64 * k).unwrap() as i32
    }

    fn text(mem: &Memory, k: u64) -> String {
        String::from_utf8(mem.read_cstr(BUF + 64 * k, 64).unwrap()).unwrap()
    }

    #[test]
    fn integers_words_and_literals() {
        let (r, mem, _) = run("%d, %s %x%%", "  -42,   hello 1f%");
        assert_eq!(r, 3);
        assert_eq!(int(&mem, 0), -42);
        assert_eq!(text(&mem, 1), "hello");
        assert_eq!(int(&mem, 2), 0x1f);
    }

    #[test]
    fn a_mismatch_stops_and_the_end_of_input_is_eof() {
        assert_eq!(run("%d %d", "7 x").0, 1, "the second conversion fails");
        assert_eq!(run("%d", "").0, -1, "EOF before any conversion");
        assert_eq!(run("%d", "   ").0, -1);
        assert_eq!(run("%d", "abc").0, 0, "a matching failure is not EOF");
    }

    #[test]
    fn widths_sets_chars_prefixes_and_counts() {
        let (r, mem, used) = run("%3d%*2d%[a-c]%2c%n", "12345abcxyz");
        assert_eq!(r, 3, "neither %*d nor %n is counted");
        assert_eq!(int(&mem, 0), 123);
        assert_eq!(text(&mem, 1), "abc");
        assert_eq!(&mem.read_cstr(BUF + 128, 2).unwrap(), b"xy");
        assert_eq!(int(&mem, 3), 10);
        assert_eq!(used, 10, "`z` is left for whatever reads next");
        assert_eq!(run("%3d%[a-c]", "12345").0, 1, "`45` is no member of [a-c]");
        let (r, mem, _) = run("%i %i %i %*d %lld", "0x10 010 -9 5 123456789012");
        assert_eq!(r, 4);
        assert_eq!((int(&mem, 0), int(&mem, 1), int(&mem, 2)), (16, 8, -9));
        assert_eq!(mem.read_u64(BUF + 64 * 3).unwrap(), 123456789012);
        let (r, mem, _) = run("%[^\n]%n", "a line with spaces\nnext");
        assert_eq!(r, 1);
        assert_eq!(text(&mem, 0), "a line with spaces");
        assert_eq!(int(&mem, 1), 18);
    }

    #[test]
    fn floats_in_both_sizes() {
        let (r, mem, _) = run("%f %lf %e", "1.5 -2.25e3 nan");
        assert_eq!(r, 3);
        assert_eq!(f32::from_bits(mem.read_u32(BUF).unwrap()), 1.5);
        assert_eq!(f64::from_bits(mem.read_u64(BUF + 64).unwrap()), -2250.0);
        assert!(f32::from_bits(mem.read_u32(BUF + 128).unwrap()).is_nan());
    }
}

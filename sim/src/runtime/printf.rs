//! C `printf` formatting, byte for byte as glibc prints.
//!
//! Supported: flags `- + space # 0`, width and precision (digits or `*`), length modifiers
//! `hh h l ll j z t q L`, conversions `d i u o x X c s f F e E g G p n %`. Each conversion (and
//! each `*`) takes the next argument slot; missing arguments read as 0. Integer conversions
//! truncate the slot to the width the length modifier names (`int` without one); floating
//! conversions read an `f64` (the assembler promotes `f32` varargs, as C does). `%s` of a null
//! pointer prints `(null)` and `%p` of null `(nil)`, as glibc. An unknown conversion is
//! printed as written. Widths and precisions are capped at 1 MiB so a hostile format cannot
//! exhaust the host's memory.

use super::guest::Guest;
use crate::fault::FaultKind;

/// Largest width or precision honoured.
const MAX_FIELD: usize = 1 << 20;

#[derive(Default, Clone, Copy)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: usize,
    prec: Option<usize>,
}

/// Output collected past this many bytes is handed to `flush`, and a `%s` streams its string
/// through in pieces of this size: whatever a guest prints (a `%s` of a 1 GiB string), a
/// `printf` holds a bounded buffer on the host.
pub const FLUSH_AT: usize = 1 << 16;

/// Something that takes the formatted bytes so far (and empties the buffer), with the guest's
/// memory in hand (`sprintf` streams into it); its error (an output limit, a bad buffer) ends
/// the formatting.
pub type Flush<'a> = dyn FnMut(&mut Vec<u8>, &mut Guest) -> Result<(), FaultKind> + 'a;

/// Which register class a C vararg travels in (AAPCS64 reads integers and pointers from the
/// general registers' save area, `double`s from the vector registers'): what a `va_list`
/// needs to find the next argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgClass {
    Int,
    Float,
}

/// Where a format's arguments come from: the popped operand values of a `printf` call
/// ([`Slots`]) or a `va_list` in guest memory ([`super::va_list::VaList`]).
pub trait ArgSource {
    /// The next argument as a slot value (a `double` as its bits).
    fn next(&mut self, class: ArgClass, mem: &Guest<'_>) -> Result<u128, FaultKind>;
}

/// Arguments as popped operand values, one slot each; missing ones read as 0.
pub struct Slots<'a> {
    args: &'a [u128],
    next: usize,
}

impl<'a> Slots<'a> {
    pub fn new(args: &'a [u128]) -> Slots<'a> {
        Slots { args, next: 0 }
    }
}

impl ArgSource for Slots<'_> {
    fn next(&mut self, _: ArgClass, _: &Guest<'_>) -> Result<u128, FaultKind> {
        let v = self.args.get(self.next).copied().unwrap_or(0);
        self.next += 1;
        Ok(v)
    }
}

/// Format `fmt` with `args`, appending everything to `out`.
pub fn format(
    fmt: &[u8],
    args: &[u128],
    mem: &mut Guest<'_>,
    out: &mut Vec<u8>,
) -> Result<(), FaultKind> {
    format_streamed(fmt, &mut Slots::new(args), mem, out, &mut |_, _| Ok(()))
}

/// Format `fmt` with the arguments of `src`, appending to `out`, which is handed to `flush`
/// whenever it holds [`FLUSH_AT`] bytes or more (the rest stays in `out` for the caller).
pub fn format_streamed(
    fmt: &[u8],
    src: &mut dyn ArgSource,
    mem: &mut Guest<'_>,
    out: &mut Vec<u8>,
    flush: &mut Flush<'_>,
) -> Result<(), FaultKind> {
    let int = ArgClass::Int;
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        if c != b'%' {
            out.push(c);
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        let mut s = Spec::default();
        while let Some(&f) = fmt.get(i) {
            match f {
                b'-' => s.left = true,
                b'+' => s.plus = true,
                b' ' => s.space = true,
                b'#' => s.alt = true,
                b'0' => s.zero = true,
                _ => break,
            }
            i += 1;
        }
        if fmt.get(i) == Some(&b'*') {
            let w = src.next(int, mem)? as i32;
            if w < 0 {
                s.left = true;
            }
            s.width = w.unsigned_abs() as usize;
            i += 1;
        } else {
            while let Some(d) = fmt.get(i).filter(|c| c.is_ascii_digit()) {
                s.width = s
                    .width
                    .saturating_mul(10)
                    .saturating_add((d - b'0') as usize);
                i += 1;
            }
        }
        if fmt.get(i) == Some(&b'.') {
            i += 1;
            if fmt.get(i) == Some(&b'*') {
                let p = src.next(int, mem)? as i32;
                s.prec = (p >= 0).then_some(p as usize);
                i += 1;
            } else {
                let mut p = 0usize;
                while let Some(d) = fmt.get(i).filter(|c| c.is_ascii_digit()) {
                    p = p.saturating_mul(10).saturating_add((d - b'0') as usize);
                    i += 1;
                }
                s.prec = Some(p);
            }
        }
        s.width = s.width.min(MAX_FIELD);
        s.prec = s.prec.map(|p| p.min(MAX_FIELD));
        // Length modifier: the integer width in bits (0 = int).
        let mut bits = 32u32;
        match fmt.get(i) {
            Some(b'h') if fmt.get(i + 1) == Some(&b'h') => {
                bits = 8;
                i += 2;
            }
            Some(b'h') => {
                bits = 16;
                i += 1;
            }
            Some(b'l' | b'j' | b'z' | b't' | b'q' | b'L') => {
                bits = 64;
                i += 1;
                if fmt.get(i) == Some(&b'l') {
                    i += 1;
                }
            }
            _ => {}
        }
        let Some(&conv) = fmt.get(i) else {
            out.extend_from_slice(&fmt[start..]);
            break;
        };
        i += 1;
        match conv {
            b'%' => out.push(b'%'),
            b'd' | b'i' => {
                let v = crate::value::sext_bits(src.next(int, mem)?, bits) as i128 as i64;
                let digits = int_digits(v.unsigned_abs(), 10, false, s.prec);
                let sign = sign_of(v < 0, &s);
                pad_number(out, &s, sign, b"", &digits, s.prec.is_none());
            }
            b'u' | b'o' | b'x' | b'X' => {
                let v = crate::value::zext_bits(src.next(int, mem)?, bits) as u64;
                let (base, upper) = match conv {
                    b'u' => (10, false),
                    b'o' => (8, false),
                    b'x' => (16, false),
                    _ => (16, true),
                };
                let mut digits = int_digits(v, base, upper, s.prec);
                let mut prefix: &[u8] = b"";
                if s.alt && conv == b'o' && digits.first() != Some(&b'0') {
                    digits.insert(0, b'0');
                }
                if s.alt && v != 0 && conv == b'x' {
                    prefix = b"0x";
                }
                if s.alt && v != 0 && conv == b'X' {
                    prefix = b"0X";
                }
                pad_number(out, &s, b"", prefix, &digits, s.prec.is_none());
            }
            b'c' => {
                let ch = [src.next(int, mem)? as u8];
                pad(out, &s, &ch);
            }
            b's' => {
                let p = src.next(int, mem)? as u64;
                let max = s.prec.unwrap_or(usize::MAX);
                if p == 0 {
                    let null: &[u8] = b"(null)";
                    pad(out, &s, if max >= null.len() { null } else { b"" });
                } else {
                    pad_string(out, &s, mem, p, max, flush)?;
                }
            }
            b'p' => {
                let p = src.next(int, mem)? as u64;
                if p == 0 {
                    pad(out, &s, b"(nil)");
                } else {
                    let digits = int_digits(p, 16, false, s.prec);
                    let sign = sign_of(false, &s);
                    pad_number(out, &s, sign, b"0x", &digits, s.prec.is_none());
                }
            }
            b'n' => {
                let p = src.next(int, mem)? as u64;
                mem.write_u32(p, out.len() as u32)?;
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                let x = f64::from_bits(src.next(ArgClass::Float, mem)? as u64);
                let upper = conv.is_ascii_uppercase();
                // glibc prints a NaN's sign too (`-nan`, as x86's 0.0/0.0 gives).
                let sign = sign_of(x.is_sign_negative(), &s);
                if !x.is_finite() {
                    let word: &[u8] = match (x.is_nan(), upper) {
                        (true, false) => b"nan",
                        (true, true) => b"NAN",
                        (false, false) => b"inf",
                        (false, true) => b"INF",
                    };
                    pad_number(out, &s, sign, b"", word, false);
                } else if conv.eq_ignore_ascii_case(&b'a') {
                    let prefix: &[u8] = if upper { b"0X" } else { b"0x" };
                    let body = hex_float(x.abs(), s.prec, s.alt, upper);
                    pad_number(out, &s, sign, prefix, &body, true);
                } else {
                    let prec = s.prec.unwrap_or(6);
                    let body = match conv.to_ascii_lowercase() {
                        b'f' => fixed(x.abs(), prec, s.alt),
                        b'e' => exponential(x.abs(), prec, s.alt, upper),
                        _ => general(x.abs(), prec, s.alt, upper),
                    };
                    pad_number(out, &s, sign, b"", &body, true);
                }
            }
            _ => out.extend_from_slice(&fmt[start..i]),
        }
        if out.len() >= FLUSH_AT {
            flush(out, mem)?;
        }
    }
    Ok(())
}

/// `%a` after its `0x`, as glibc prints a finite non-negative `x`: a normal number has the
/// leading digit 1, a subnormal 0 with the exponent -1022, zero is `0p+0`. Without a precision
/// the 13 fraction digits lose their trailing zeros; a precision rounds them to nearest, ties to
/// even (a carry can make the leading digit 2), or pads them with zeros. `#` keeps the point.
fn hex_float(x: f64, prec: Option<usize>, alt: bool, upper: bool) -> Vec<u8> {
    const FRAC_DIGITS: usize = 13;
    let table: &[u8; 16] = if upper {
        b"0123456789ABCDEF"
    } else {
        b"0123456789abcdef"
    };
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let mut frac = bits & ((1u64 << 52) - 1);
    let (mut lead, exp) = match (biased, frac) {
        (0, 0) => (0u64, 0),
        (0, _) => (0, -1022),
        _ => (1, biased - 1023),
    };
    let mut digits = FRAC_DIGITS;
    if let Some(p) = prec.filter(|&p| p < FRAC_DIGITS) {
        let dropped = (FRAC_DIGITS - p) as u32 * 4;
        let rest = frac & ((1u64 << dropped) - 1);
        let half = 1u64 << (dropped - 1);
        frac >>= dropped;
        // Ties go to the even last kept digit (the leading one when no fraction is kept).
        let last_odd = if p == 0 { lead & 1 == 1 } else { frac & 1 == 1 };
        if rest > half || (rest == half && last_odd) {
            frac += 1;
            if frac >> (p * 4) != 0 {
                frac = 0;
                lead += 1;
            }
        }
        digits = p;
    }
    let mut fraction: Vec<u8> = (0..digits)
        .map(|k| table[((frac >> (4 * (digits - 1 - k))) & 0xf) as usize])
        .collect();
    match prec {
        None => {
            while fraction.last() == Some(&b'0') {
                fraction.pop();
            }
        }
        Some(p) => fraction.resize(p.max(digits), b'0'),
    }
    let mut body = vec![table[lead as usize]];
    if !fraction.is_empty() || alt {
        body.push(b'.');
    }
    body.extend_from_slice(&fraction);
    body.push(if upper { b'P' } else { b'p' });
    body.extend_from_slice(format!("{exp:+}").as_bytes());
    body
}

fn sign_of(negative: bool, s: &Spec) -> &'static [u8] {
    if negative {
        b"-"
    } else if s.plus {
        b"+"
    } else if s.space {
        b" "
    } else {
        b""
    }
}

/// Digits of `v` in `base`, at least `prec` of them (`prec` 0 and `v` 0 give none).
fn int_digits(v: u64, base: u64, upper: bool, prec: Option<usize>) -> Vec<u8> {
    let table: &[u8; 16] = if upper {
        b"0123456789ABCDEF"
    } else {
        b"0123456789abcdef"
    };
    let mut digits = Vec::new();
    let mut n = v;
    while n != 0 {
        digits.push(table[(n % base) as usize]);
        n /= base;
    }
    let min = prec.unwrap_or(1);
    while digits.len() < min {
        digits.push(b'0');
    }
    digits.reverse();
    digits
}

/// `%s` of the C string at `addr` (at most `max` bytes), padded to the width, streamed into
/// `out` in pieces of at most [`FLUSH_AT`] bytes with `flush` between them.
fn pad_string(
    out: &mut Vec<u8>,
    s: &Spec,
    mem: &mut Guest<'_>,
    addr: u64,
    max: usize,
    flush: &mut Flush<'_>,
) -> Result<(), FaultKind> {
    let len = mem.cstr_len(addr, max)?;
    let fill = s.width.saturating_sub(len);
    if !s.left {
        out.resize(out.len() + fill, b' ');
    }
    let mut done = 0;
    while done < len {
        let n = (len - done).min(FLUSH_AT);
        let at = out.len();
        out.resize(at + n, 0);
        mem.read_bytes(addr + done as u64, &mut out[at..])?;
        done += n;
        if out.len() >= FLUSH_AT {
            flush(out, mem)?;
        }
    }
    if s.left {
        out.resize(out.len() + fill, b' ');
    }
    Ok(())
}

/// Pad a plain string to the width (spaces; `-` pads right).
fn pad(out: &mut Vec<u8>, s: &Spec, body: &[u8]) {
    let fill = s.width.saturating_sub(body.len());
    if !s.left {
        out.resize(out.len() + fill, b' ');
    }
    out.extend_from_slice(body);
    if s.left {
        out.resize(out.len() + fill, b' ');
    }
}

/// Pad a number: `sign prefix digits`, zero-filled between prefix and digits when the `0`
/// flag applies (`zero_ok`) and `-` is absent.
fn pad_number(
    out: &mut Vec<u8>,
    s: &Spec,
    sign: &[u8],
    prefix: &[u8],
    digits: &[u8],
    zero_ok: bool,
) {
    let len = sign.len() + prefix.len() + digits.len();
    let fill = s.width.saturating_sub(len);
    if s.left {
        out.extend_from_slice(sign);
        out.extend_from_slice(prefix);
        out.extend_from_slice(digits);
        out.resize(out.len() + fill, b' ');
    } else if s.zero && zero_ok {
        out.extend_from_slice(sign);
        out.extend_from_slice(prefix);
        out.resize(out.len() + fill, b'0');
        out.extend_from_slice(digits);
    } else {
        out.resize(out.len() + fill, b' ');
        out.extend_from_slice(sign);
        out.extend_from_slice(prefix);
        out.extend_from_slice(digits);
    }
}

/// Fraction digits past which a double's exact decimal expansion is all zeros (the smallest
/// subnormal, 2^-1074, has 1,074; its significant digits stop at 767).
const EXACT_DIGITS: usize = 1100;

/// `x` with `prec` fraction digits (`{:.prec$}`, or `{:.prec$e}` with `exp`). Rust refuses a
/// precision above `u16::MAX` (a panic), so the exact digits are formatted and the zeros past
/// them appended: the same bytes a longer precision would give, as glibc prints them.
fn with_precision(x: f64, prec: usize, exp: bool) -> String {
    let p = prec.min(EXACT_DIGITS);
    let mut s = if exp {
        format!("{x:.p$e}")
    } else {
        format!("{x:.p$}")
    };
    if prec > p {
        let zeros = "0".repeat(prec - p);
        match s.find('e') {
            Some(e) => s.insert_str(e, &zeros),
            None => s.push_str(&zeros),
        }
    }
    s
}

/// `%f` of a non-negative finite value.
fn fixed(x: f64, prec: usize, alt: bool) -> Vec<u8> {
    let mut s = with_precision(x, prec, false).into_bytes();
    if alt && prec == 0 {
        s.push(b'.');
    }
    s
}

/// Mantissa digits and decimal exponent of `x` rounded to `prec` fractional digits.
fn exp_parts(x: f64, prec: usize) -> (String, i32) {
    let s = with_precision(x, prec, true);
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    (mant.to_string(), exp.parse().unwrap_or(0))
}

/// `%e` of a non-negative finite value.
fn exponential(x: f64, prec: usize, alt: bool, upper: bool) -> Vec<u8> {
    let (mut mant, exp) = exp_parts(x, prec);
    if alt && prec == 0 {
        mant.push('.');
    }
    with_exponent(mant, exp, upper)
}

fn with_exponent(mant: String, exp: i32, upper: bool) -> Vec<u8> {
    let e = if upper { 'E' } else { 'e' };
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mant}{e}{sign}{:02}", exp.unsigned_abs()).into_bytes()
}

/// `%g` of a non-negative finite value: `%e` or `%f` by the exponent, trailing zeros removed
/// unless `#`.
fn general(x: f64, prec: usize, alt: bool, upper: bool) -> Vec<u8> {
    let p = if prec == 0 { 1 } else { prec };
    let (_, x_exp) = exp_parts(x, p - 1);
    let strip = |s: String| -> String {
        if alt || !s.contains('.') {
            return s;
        }
        let t = s.trim_end_matches('0');
        t.strip_suffix('.').unwrap_or(t).to_string()
    };
    if (x_exp as i64) < p as i64 && x_exp >= -4 {
        let fprec = (p as i64 - 1 - x_exp as i64) as usize;
        let mut s = strip(with_precision(x, fprec, false));
        if alt && !s.contains('.') {
            s.push('.');
        }
        s.into_bytes()
    } else {
        let (mant, exp) = exp_parts(x, p - 1);
        let mut m = strip(mant);
        if alt && !m.contains('.') {
            m.push('.');
        }
        with_exponent(m, exp, upper)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::Memory;

    fn f(x: f64) -> u128 {
        x.to_bits() as u128
    }

    fn run(fmt: &str, args: &[u128]) -> String {
        let mut backing = Memory::new();
        let mut mem = Guest::untimed(&mut backing);
        run_in(fmt, args, &mut mem)
    }

    /// Format, collecting what is flushed and what is left, and checking that no flush
    /// hands over more than a bounded buffer.
    fn run_in(fmt: &str, args: &[u128], mem: &mut Guest<'_>) -> String {
        let mut flushed = Vec::new();
        let mut out = Vec::new();
        let mut flush = |b: &mut Vec<u8>, _: &mut Guest| {
            assert!(
                b.len() < 2 * FLUSH_AT + (1 << 21),
                "flushed {} bytes",
                b.len()
            );
            flushed.append(b);
            Ok(())
        };
        format_streamed(
            fmt.as_bytes(),
            &mut Slots::new(args),
            mem,
            &mut out,
            &mut flush,
        )
        .unwrap();
        flushed.extend_from_slice(&out);
        String::from_utf8(flushed).unwrap()
    }

    #[test]
    fn integers_like_c() {
        let m1 = u128::MAX; // -1, canonical
        assert_eq!(
            run("%d|%5d|%-5d|%05d|%+d|% d", &[42, 42, 42, m1, 7, 7]),
            "42|   42|42   |-0001|+7| 7"
        );
        assert_eq!(
            run("%u|%x|%X|%#x|%o|%#o", &[m1, 255, 255, 255, 8, 8]),
            "4294967295|ff|FF|0xff|10|010"
        );
        assert_eq!(
            run("%ld|%lld|%lu", &[m1, 1u128 << 40, m1]),
            "-1|1099511627776|18446744073709551615"
        );
        assert_eq!(
            run("%.3d|%.0d|%8.3x|%-4d|", &[5, 0, 10, 3]),
            "005||     00a|3   |"
        );
        assert_eq!(run("%hhd|%hd", &[0x1ff, 0x18000]), "-1|-32768");
        assert_eq!(run("%*d|%-*d|%%", &[4, 1, 3, 2]), "   1|2  |%");
    }

    #[test]
    fn floats_like_c() {
        assert_eq!(
            run(
                "%f|%.2f|%5.2f|%-8.3f|",
                &[f(3.14158), f(2.675), f(3.14158), f(-1.5)]
            ),
            "3.141580|2.67| 3.14|-1.500  |"
        );
        assert_eq!(
            run("%e|%.2E|%e", &[f(12345.678), f(0.000123), f(0.0)]),
            "1.234568e+04|1.23E-04|0.000000e+00"
        );
        assert_eq!(
            run(
                "%g|%g|%g|%g|%g",
                &[f(100000.0), f(1000000.0), f(0.0001), f(0.00001), f(3.0)]
            ),
            "100000|1e+06|0.0001|1e-05|3"
        );
        assert_eq!(
            run("%g|%.3g|%#g|%G", &[f(3.14158), f(1234.5), f(1.0), f(1e-10)]),
            "3.14158|1.23e+03|1.00000|1E-10"
        );
        assert_eq!(
            run(
                "%f|%5.1f|%F|%+.0f|%08.2f",
                &[
                    f(f64::INFINITY),
                    f(f64::NAN),
                    f(f64::NEG_INFINITY),
                    f(2.5),
                    f(-3.14158)
                ]
            ),
            "inf|  nan|-INF|+2|-0003.14"
        );
        assert_eq!(
            run("%.0f|%.0f|%#.0f|%.1f", &[f(0.5), f(1.5), f(3.0), f(0.25)]),
            "0|2|3.|0.2"
        );
    }

    /// Expected strings printed by glibc 2.36's printf on this machine.
    /// Rust's formatter panics past a precision of `u16::MAX`; glibc prints the exact digits
    /// and then zeros (figures from glibc's `snprintf`).
    #[test]
    fn precisions_beyond_rusts_limit_like_glibc() {
        let s = run("%.70000f", &[f(0.1)]);
        assert_eq!(s.len(), 70002);
        assert!(s.starts_with("0.1000000000000000055511151231"));
        assert!(s.ends_with("0000000000"));
        let s = run("%.70000e", &[f(5e-324)]);
        assert_eq!(s.len(), 70007);
        assert!(s.starts_with("4.9406564584124654417656879286"));
        assert!(s.ends_with("0000000000e-324"));
        let s = run("%.70000g", &[f(0.1)]);
        assert_eq!(s.len(), 57);
        assert!(s.ends_with("4541015625"));
        let s = run("%.70000f", &[f(5e-324)]);
        assert_eq!(s.rfind('4'), Some(1068));
    }

    #[test]
    fn hex_floats_like_glibc() {
        let cases: [(&str, f64, &str); 14] = [
            ("%a|%A", 3.0, "0x1.8p+1|0X1.8P+1"),
            (
                "%a|%.1a|%.3a",
                0.1,
                "0x1.999999999999ap-4|0x1.ap-4|0x1.99ap-4",
            ),
            ("%a|%.0a|%#a", 1.0, "0x1p+0|0x1p+0|0x1.p+0"),
            ("%a|%.0a|%.1a", 0.0, "0x0p+0|0x0p+0|0x0.0p+0"),
            ("%a|%+.2a", -2.5, "-0x1.4p+1|-0x1.40p+1"),
            (
                "%a|%.1a",
                f64::from_bits(1),
                "0x0.0000000000001p-1022|0x0.0p-1022",
            ),
            ("%a", 2.2250738585072014e-308, "0x1p-1022"),
            ("%a|%.0a", f64::MAX, "0x1.fffffffffffffp+1023|0x2p+1023"),
            ("%.1a|%.3a", 1.99, "0x2.0p+0|0x1.fd7p+0"),
            ("%20a|%-12a|", 1.0, "              0x1p+0|0x1p+0      |"),
            ("%020a", 1.0, "0x000000000000001p+0"),
            ("%.15a", 3.0, "0x1.800000000000000p+1"),
            ("%.0a|%.0a", 1.5, "0x2p+0|0x2p+0"),
            ("%.0a|%.1a", 2.5, "0x1p+1|0x1.4p+1"),
        ];
        for (fmt, x, want) in cases {
            let n = fmt.matches('%').count();
            assert_eq!(run(fmt, &vec![f(x); n]), want, "{fmt} of {x}");
        }
        assert_eq!(run("%.1a", &[f(1.03125)]), "0x1.0p+0", "a tie goes to even");
        assert_eq!(run("%a|%A", &[f(f64::INFINITY), f(f64::NAN)]), "inf|NAN");
        assert_eq!(
            run(
                "%f|%+f|% e|%5.1g|%A",
                &[
                    f(-f64::NAN),
                    f(f64::NAN),
                    f(f64::NAN),
                    f(-f64::NAN),
                    f(-f64::NAN)
                ]
            ),
            "-nan|+nan| nan| -nan|-NAN"
        );
    }

    #[test]
    fn chars_strings_pointers() {
        assert_eq!(
            run(
                "%c%c|%s|%.2s|%p|%p",
                &[b'h' as u128, b'i' as u128, 0, 0, 0, 0x1000]
            ),
            "hi|(null)||(nil)|0x1000"
        );
    }

    /// A `%s` of a string many times the flush size comes out whole, padded and cut as
    /// before, while no flush holds more than a bounded buffer (`run_in` checks).
    #[test]
    fn long_strings_stream_through_bounded_buffers() {
        let mut backing = Memory::new();
        let mut mem = Guest::untimed(&mut backing);
        let (addr, len) = (0x2000_0000u32, 5 * FLUSH_AT + 123);
        mem.map(
            addr,
            (len + 1).next_multiple_of(4096) as u32,
            crate::memory::Perms::RW,
        )
        .unwrap();
        let text: Vec<u8> = (0..len).map(|i| b'a' + (i % 26) as u8).collect();
        mem.write_bytes(addr as u64, &text).unwrap();
        let a = addr as u128;
        let whole = run_in("<%s>", &[a], &mut mem);
        assert_eq!(whole.len(), len + 2);
        assert_eq!(&whole.as_bytes()[1..=len], &text[..]);
        let padded = run_in(
            "%*s|%-*s|",
            &[(len + 3) as u128, a, (len + 2) as u128, a],
            &mut mem,
        );
        assert_eq!(&padded[..3], "   ");
        assert!(padded.ends_with("  |"));
        assert_eq!(padded.len(), 2 * len + 5 + 2);
        let cut = run_in("%.70000s", &[a], &mut mem);
        assert_eq!(cut.as_bytes(), &text[..70000]);
    }
}

//! The format's three encodings of a number and its string encodings, both ways: a byte
//! (`Read`/`Write`), a 4-byte little-endian word (`ReadInt`/`WriteInt`, for field sizes and
//! offsets) and a signed LEB128 number (`ReadNum`/`WriteNum`, for everything else).
//!
//! Every read is bounds-checked and fails with the byte offset it was made at; nothing here
//! allocates more than the input holds, whatever a length field says.

use super::BinError;

/// The longest LEB128 number OpenArk writes: 64 bits in 7-bit groups.
const MAX_NUM_BYTES: usize = 10;

/// A position in the bytes of one file.
pub(crate) struct Cursor<'b> {
    bytes: &'b [u8],
    pos: usize,
}

impl<'b> Cursor<'b> {
    pub fn new(bytes: &'b [u8]) -> Cursor<'b> {
        Cursor { bytes, pos: 0 }
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    /// An error at the current position.
    pub fn error(&self, message: impl Into<String>) -> BinError {
        BinError::at(self.pos, message)
    }

    pub fn byte(&mut self) -> Result<u8, BinError> {
        let b = *self
            .bytes
            .get(self.pos)
            .ok_or_else(|| self.error("the file ends in the middle of a record"))?;
        self.pos += 1;
        Ok(b)
    }

    /// `ReadInt`: 4 bytes, little endian.
    pub fn int(&mut self) -> Result<i32, BinError> {
        let end = self.pos.checked_add(4).filter(|&e| e <= self.bytes.len());
        let Some(end) = end else {
            return Err(self.error("the file ends in the middle of a 4-byte word"));
        };
        let mut word = [0u8; 4];
        word.copy_from_slice(&self.bytes[self.pos..end]);
        self.pos = end;
        Ok(i32::from_le_bytes(word))
    }

    /// `ReadNum`: signed LEB128, at most 64 bits.
    pub fn num(&mut self) -> Result<i64, BinError> {
        let start = self.pos;
        let mut value: u64 = 0;
        for i in 0..MAX_NUM_BYTES {
            let b = self.byte()?;
            let shift = 7 * i as u32;
            if b & 0x80 == 0 {
                // The last group: bit 6 is the sign.
                let low = u64::from(b & 0x3f);
                let mut v = value | low.checked_shl(shift).unwrap_or(0);
                if b & 0x40 != 0 {
                    v = v.wrapping_sub(1u64.checked_shl(shift + 6).unwrap_or(0));
                }
                return Ok(v as i64);
            }
            value |= u64::from(b & 0x7f).checked_shl(shift).unwrap_or(0);
        }
        Err(BinError::at(start, "a number longer than 10 bytes"))
    }

    /// A count read as a number: never negative, and never more than the bytes left (every
    /// counted element takes at least one byte), so no loop or allocation follows a corrupt
    /// length further than the file does.
    pub fn count(&mut self, what: &str) -> Result<usize, BinError> {
        let at = self.pos;
        let n = self.num()?;
        self.check_count(at, n, what)
    }

    /// A count read as a 4-byte word, checked as [`Cursor::count`] does.
    pub fn int_count(&mut self, what: &str) -> Result<usize, BinError> {
        let at = self.pos;
        let n = i64::from(self.int()?);
        self.check_count(at, n, what)
    }

    fn check_count(&self, at: usize, n: i64, what: &str) -> Result<usize, BinError> {
        let left = self.bytes.len() - self.pos;
        match usize::try_from(n) {
            Ok(n) if n <= left => Ok(n),
            _ => Err(BinError::at(
                at,
                format!("{what}: a count of {n}, but only {left} bytes are left"),
            )),
        }
    }

    /// `n` raw bytes.
    pub fn take(&mut self, n: usize) -> Result<&'b [u8], BinError> {
        let end = self.pos.checked_add(n).filter(|&e| e <= self.bytes.len());
        let Some(end) = end else {
            return Err(self.error(format!("{n} bytes expected, the file ends first")));
        };
        let s = &self.bytes[self.pos..end];
        self.pos = end;
        Ok(s)
    }

    /// A string ended by a NUL byte (the 2019 format's `WriteAsciiStr`).
    pub fn nul_str(&mut self) -> Result<&'b [u8], BinError> {
        let rest = &self.bytes[self.pos.min(self.bytes.len())..];
        match rest.iter().position(|&b| b == 0) {
            Some(n) => {
                let s = &rest[..n];
                self.pos += n + 1;
                Ok(s)
            }
            None => Err(self.error("a string without its closing NUL byte")),
        }
    }

    /// A string after its length (the later formats' `WriteAsciiStr`).
    pub fn counted_str(&mut self) -> Result<&'b [u8], BinError> {
        let n = self.count("a string's length")?;
        self.take(n)
    }

    /// Move to `pos` (within the file).
    pub fn seek(&mut self, pos: usize) -> Result<(), BinError> {
        if pos > self.bytes.len() {
            return Err(self.error(format!("a field size points past the end, to byte {pos}")));
        }
        self.pos = pos;
        Ok(())
    }
}

/// The bytes being written.
#[derive(Default)]
pub(crate) struct Sink {
    pub bytes: Vec<u8>,
}

impl Sink {
    pub fn pos(&self) -> usize {
        self.bytes.len()
    }

    pub fn int(&mut self, x: i32) {
        self.bytes.extend_from_slice(&x.to_le_bytes());
    }

    /// `WriteNum`: signed LEB128, the shortest form (as OpenArk writes it).
    pub fn num(&mut self, mut x: i64) {
        while !(-0x40..0x40).contains(&x) {
            self.bytes.push((x & 0x7f) as u8 | 0x80);
            x >>= 7;
        }
        self.bytes.push((x & 0x7f) as u8);
    }

    /// A count or index, written as a number.
    pub fn count(&mut self, n: usize) {
        self.num(i64::try_from(n).unwrap_or(i64::MAX));
    }

    /// Overwrite the 4-byte word at `at` (a size or offset written as a placeholder).
    pub fn fixup(&mut self, at: usize, x: usize) {
        let word = i32::try_from(x).unwrap_or(i32::MAX).to_le_bytes();
        self.bytes[at..at + 4].copy_from_slice(&word);
    }

    pub fn nul_str(&mut self, s: &[u8]) {
        self.bytes.extend_from_slice(s);
        self.bytes.push(0);
    }

    pub fn counted_str(&mut self, s: &[u8]) {
        self.count(s.len());
        self.bytes.extend_from_slice(s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip_in_their_shortest_form() {
        for x in [
            0,
            1,
            -1,
            0x3f,
            0x40,
            -0x40,
            -0x41,
            -30,
            0x840,
            i64::MAX,
            i64::MIN,
            1 << 40,
        ] {
            let mut s = Sink::default();
            s.num(x);
            let mut c = Cursor::new(&s.bytes);
            assert_eq!(c.num().unwrap(), x, "{x}");
            assert_eq!(c.pos(), c.len());
        }
        // What OpenArk writes for ~29 (the end of the content field) and 0x840 (public
        // constructor).
        let mut s = Sink::default();
        s.num(!29);
        s.num(0x840);
        assert_eq!(s.bytes, [0x62, 0xc0, 0x10]);
    }

    #[test]
    fn corrupt_numbers_and_counts_are_errors() {
        assert!(Cursor::new(&[0x80; 11]).num().is_err());
        assert!(Cursor::new(&[0x80]).num().is_err());
        assert!(Cursor::new(&[0x7f]).count("x").is_err());
        assert!(Cursor::new(&[5, 1, 2]).count("x").is_err());
        assert!(Cursor::new(b"abc").nul_str().is_err());
        assert!(Cursor::new(&[1, 2]).int().is_err());
    }
}

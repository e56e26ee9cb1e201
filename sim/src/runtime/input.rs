//! The program's standard input, and the shims that read it: `getchar`, `getc`/`fgetc`,
//! `fgets`, `scanf`/`fscanf`/`sscanf` (and glibc's `__isoc99_` names for them) and
//! `read(0, ...)`.
//!
//! maple has one input stream, the simulator's stdin (`maple run` gives the host's; a
//! machine built by a library or a test reads an empty one until
//! [`crate::Machine::with_input`] says otherwise). Functions taking a `FILE *` read it
//! whatever pointer they get: a MAPLE IR program has no `stdin` variable to pass, and maple
//! opens no files.
//!
//! The bytes read from the host are kept ([`Stdin`] shares them between clones), and each
//! clone of a machine keeps its own position: a debugger that restores a snapshot and runs
//! forward again reads the same input again, so reverse execution is exact with input too.
//! The host is read lazily, when a program reads past what has arrived, so a program
//! that never reads never waits for input. While no clone shares the stream (a plain
//! `maple run`), bytes already consumed are dropped, so a long input costs the host a
//! bounded buffer instead of all of itself.
//!
//! `read(0, buf, n)` returns at most `n` bytes, ending after a newline, as a terminal's line
//! discipline does, whatever chunks the host delivers: the same input gives the same run.

use super::guest::Guest;
use super::scanf::{self, CString, CharSource};
use super::Runtime;
use crate::fault::FaultKind;
use std::io::Read;
use std::sync::{Arc, Mutex};

/// Bytes asked of the host at a time.
const CHUNK: usize = 1 << 16;

/// Consumed bytes kept before they are dropped (when no clone may read them again).
const KEEP_CONSUMED: usize = 16 * CHUNK;

/// The input stream: the bytes that have arrived (shared by clones) and this machine's
/// position in them.
#[derive(Clone, Default)]
pub struct Stdin {
    source: Arc<Mutex<Source>>,
    pos: usize,
}

#[derive(Default)]
struct Source {
    /// The input from byte `base` on (earlier bytes were consumed and dropped).
    bytes: Vec<u8>,
    base: usize,
    /// Where more comes from; `None` once it ended (or for a fixed input).
    reader: Option<Box<dyn Read + Send>>,
}

impl Stdin {
    /// An input of exactly `bytes`.
    pub fn fixed(bytes: &[u8]) -> Stdin {
        Stdin::with_source(bytes.to_vec(), None)
    }

    /// The input `reader` delivers, read as the program asks for it.
    pub fn reading(reader: Box<dyn Read + Send>) -> Stdin {
        Stdin::with_source(Vec::new(), Some(reader))
    }

    fn with_source(bytes: Vec<u8>, reader: Option<Box<dyn Read + Send>>) -> Stdin {
        Stdin {
            source: Arc::new(Mutex::new(Source {
                bytes,
                base: 0,
                reader,
            })),
            pos: 0,
        }
    }

    /// Bytes of input consumed so far.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// The next byte, reading from the host when none is left; `None` at the end.
    pub fn next_byte(&mut self) -> Option<u8> {
        let c = self.peek_byte()?;
        self.pos += 1;
        Some(c)
    }

    fn peek_byte(&mut self) -> Option<u8> {
        let Ok(mut source) = self.source.lock() else {
            return None;
        };
        while self.pos >= source.base + source.bytes.len() {
            let consumed = self.pos - source.base;
            if consumed >= KEEP_CONSUMED && Arc::strong_count(&self.source) == 1 {
                // Nothing can read them again: no clone exists, and later ones start here.
                source.bytes.drain(..consumed);
                source.base = self.pos;
            }
            let reader = source.reader.as_mut()?;
            let mut chunk = vec![0u8; CHUNK];
            match reader.read(&mut chunk) {
                Ok(0) | Err(_) => source.reader = None,
                Ok(n) => source.bytes.extend_from_slice(&chunk[..n]),
            }
        }
        source
            .bytes
            .get(self.pos.checked_sub(source.base)?)
            .copied()
    }
}

impl CharSource for Stdin {
    fn peek(&mut self, _: &Guest<'_>) -> Result<Option<u8>, FaultKind> {
        Ok(self.peek_byte())
    }
    fn advance(&mut self) {
        self.pos += 1;
    }
}

/// C's `EOF` (what `getchar` returns at the end of the input).
pub(super) const EOF: u128 = -1i128 as u128;

/// The input shims (`Runtime::run_shim` calls them with the arguments decoded).
impl Runtime {
    /// `fgets(buf, n, stream)`: up to `n - 1` bytes, through the first newline, then a NUL;
    /// `buf`, or NULL when the input ended before any byte (or `n` < 1).
    pub(super) fn fgets(
        &mut self,
        mem: &mut Guest<'_>,
        buf: u64,
        n: i32,
    ) -> Result<u128, FaultKind> {
        if n < 1 {
            return Ok(0);
        }
        let mut len = 0u64;
        while len + 1 < n as u64 {
            let Some(c) = self.stdin.next_byte() else {
                if len == 0 {
                    return Ok(0);
                }
                break;
            };
            mem.write_u8(buf + len, c)?;
            len += 1;
            if c == b'\n' {
                break;
            }
        }
        mem.write_u8(buf + len, 0)?;
        Ok(buf as u128)
    }

    /// `read(fd, buf, n)`: from fd 0, at most `n` bytes ending after a newline (0 at the
    /// end of the input); -1 for any other descriptor (maple opens no files).
    pub(super) fn read(
        &mut self,
        mem: &mut Guest<'_>,
        fd: i32,
        buf: u64,
        n: u64,
    ) -> Result<u128, FaultKind> {
        if fd != 0 {
            return Ok(EOF);
        }
        let mut len = 0u64;
        while len < n {
            let Some(c) = self.stdin.next_byte() else {
                break;
            };
            mem.write_u8(buf + len, c)?;
            len += 1;
            if c == b'\n' {
                break;
            }
        }
        Ok(len as u128)
    }

    /// The scanf family: the format is argument `fmt`, the values' pointers follow it; the
    /// input is the NUL-terminated string at `string`, or the stdin.
    pub(super) fn scan(
        &mut self,
        mem: &mut Guest<'_>,
        fmt: usize,
        string: Option<u64>,
    ) -> Result<u128, FaultKind> {
        let format = super::read_format(mem, self.arg(fmt) as u64)?;
        let args = self.args.get(fmt + 1..).unwrap_or(&[]).to_vec();
        let r = match string {
            Some(addr) => scanf::scan(&format, &args, &mut CString { addr }, mem)?,
            None => scanf::scan(&format, &args, &mut self.stdin, mem)?,
        };
        Ok(r as i128 as u128)
    }
}

#[cfg(test)]
mod tests {
    use super::Stdin;
    use std::io::Read;

    /// A reader delivering its bytes a few at a time, as a pipe or terminal may.
    struct Trickle(Vec<u8>, usize);
    impl Read for Trickle {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = buf.len().min(3).min(self.0.len() - self.1);
            buf[..n].copy_from_slice(&self.0[self.1..self.1 + n]);
            self.1 += n;
            Ok(n)
        }
    }

    #[test]
    fn clones_keep_their_position_and_share_what_arrived() {
        let mut a = Stdin::reading(Box::new(Trickle(b"hello\nworld".to_vec(), 0)));
        assert_eq!(a.next_byte(), Some(b'h'));
        let mut snapshot = a.clone();
        let rest: Vec<u8> = std::iter::from_fn(|| a.next_byte()).collect();
        assert_eq!(rest, b"ello\nworld");
        assert_eq!(a.next_byte(), None, "the end stays the end");
        // The snapshot reads the same bytes again, though the host gave them only once.
        let again: Vec<u8> = std::iter::from_fn(|| snapshot.next_byte()).collect();
        assert_eq!(again, b"ello\nworld");
        assert_eq!(snapshot.position(), 11);
    }

    /// A reader of `n` bytes of `x`, delivered in whatever chunks are asked for.
    struct Endless(usize);
    impl Read for Endless {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = buf.len().min(self.0);
            buf[..n].fill(b'x');
            self.0 -= n;
            Ok(n)
        }
    }

    #[test]
    fn consumed_input_is_dropped_unless_a_clone_may_read_it_again() {
        let total = 40 * super::KEEP_CONSUMED;
        let mut a = Stdin::reading(Box::new(Endless(total)));
        let mut held = 0;
        for _ in 0..total {
            assert_eq!(a.next_byte(), Some(b'x'));
            held = held.max(a.source.lock().unwrap().bytes.len());
        }
        assert_eq!(a.next_byte(), None);
        assert_eq!(a.position(), total);
        assert!(
            held <= super::KEEP_CONSUMED + super::CHUNK,
            "held {held} bytes"
        );
        // With a clone alive (a debugger's snapshot), everything it may read again stays.
        let mut b = Stdin::reading(Box::new(Endless(total)));
        let snapshot = b.clone();
        for _ in 0..total {
            b.next_byte();
        }
        assert_eq!(b.source.lock().unwrap().bytes.len(), total);
        let mut snapshot = snapshot;
        assert_eq!(snapshot.next_byte(), Some(b'x'));
    }
}

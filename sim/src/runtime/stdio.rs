//! The output streams and formatted output: `fprintf`, `sprintf`, `snprintf`, the `v*printf`
//! forms (a `va_list` read by [`super::va_list::VaList`]), `fputs`, `fputc`/`putc`, `fwrite`
//! and `fflush`. `printf` itself is [`Runtime::print`] to stdout.
//!
//! A `FILE *` is one of the handles of `maple_isa::abi::STREAMS`: stdout goes to the
//! runtime's output sink, stderr to its error sink (the host's stderr under `maple run`);
//! any other pointer faults `BadStream` naming the call. Both count toward the run's output
//! bound. Formatted output into memory streams through the formatter's bounded buffer, so a
//! `sprintf` of any length holds a bounded buffer on the host; `snprintf` stores at most
//! `n - 1` bytes and the NUL, and returns the length the whole output would have, as C does.

use super::guest::Guest;
use super::printf::{self, ArgSource, Slots};
use super::va_list::VaList;
use super::StdioFn;
use super::{read_format, Runtime};
use crate::fault::FaultKind;
use maple_isa::abi;

/// An output stream of the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    Out,
    Err,
}

/// Where formatted output goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dest {
    Stream(Stream),
    /// Guest memory at `addr`, at most `cap - 1` bytes and a NUL when `cap` is given
    /// (`snprintf`), everything and a NUL otherwise (`sprintf`).
    Buffer {
        addr: u64,
        cap: Option<u64>,
    },
}

/// The output stream `handle` names, for the call `call`.
pub fn output_stream(handle: u64, call: &'static str) -> Result<Stream, FaultKind> {
    if handle == abi::STDOUT_HANDLE as u64 {
        Ok(Stream::Out)
    } else if handle == abi::STDERR_HANDLE as u64 {
        Ok(Stream::Err)
    } else {
        Err(FaultKind::BadStream { call, handle })
    }
}

impl Runtime {
    /// Run a stdio shim on `self.args`.
    pub(super) fn stdio(&mut self, f: StdioFn, mem: &mut Guest<'_>) -> Result<u128, FaultKind> {
        let a = |i: usize| self.args.get(i).copied().unwrap_or(0) as u64;
        let buffer = |addr, cap| Dest::Buffer { addr, cap };
        Ok(match f {
            StdioFn::Fprintf => {
                let dest = Dest::Stream(output_stream(a(0), "fprintf")?);
                self.print_slots(mem, dest, a(1), 2)?
            }
            StdioFn::Sprintf => self.print_slots(mem, buffer(a(0), None), a(1), 2)?,
            StdioFn::Snprintf => self.print_slots(mem, buffer(a(0), Some(a(1))), a(2), 3)?,
            StdioFn::Vprintf => self.print_va(mem, Dest::Stream(Stream::Out), a(0), a(1))?,
            StdioFn::Vfprintf => {
                let dest = Dest::Stream(output_stream(a(0), "vfprintf")?);
                self.print_va(mem, dest, a(1), a(2))?
            }
            StdioFn::Vsprintf => self.print_va(mem, buffer(a(0), None), a(1), a(2))?,
            StdioFn::Vsnprintf => self.print_va(mem, buffer(a(0), Some(a(1))), a(2), a(3))?,
            StdioFn::Fputs => {
                let stream = output_stream(a(1), "fputs")?;
                let len = mem.cstr_len(a(0), usize::MAX)?;
                self.emit_from(stream, mem, a(0), len as u64)?;
                // glibc's fputs returns 1 on success.
                1
            }
            StdioFn::Fputc => {
                let stream = output_stream(a(1), "fputc")?;
                let c = a(0) as u8;
                self.emit_on(stream, &[c])?;
                c as u128
            }
            StdioFn::Fwrite => {
                let stream = output_stream(a(3), "fwrite")?;
                let (size, count) = (a(1), a(2));
                let Some(len) = size.checked_mul(count) else {
                    return Err(FaultKind::Unsupported(format!(
                        "fwrite of {count} items of {size} bytes (more than the address space)"
                    )));
                };
                self.emit_from(stream, mem, a(0), len)?;
                if size == 0 {
                    0
                } else {
                    count as u128
                }
            }
            StdioFn::Fflush => {
                // fflush(NULL) flushes every stream; stdin is accepted (glibc returns 0).
                let h = a(0);
                if h != 0 && h != abi::STDIN_HANDLE as u64 {
                    output_stream(h, "fflush")?;
                }
                self.flush();
                0
            }
        })
    }

    /// `__assert_fail(assertion, file, line, function)`: glibc's message on stderr,
    /// `PROG: FILE:LINE: FUNCTION: Assertion `EXPR' failed.` (no `FUNCTION: ` when it is
    /// null), then the `abort` that ends the run.
    pub(super) fn assert_fail(&mut self, mem: &Guest<'_>) -> Result<FaultKind, FaultKind> {
        let a = |i: usize| self.args.get(i).copied().unwrap_or(0) as u64;
        let text = |p: u64| -> Result<String, FaultKind> {
            let len = mem.cstr_len(p, super::MAX_STRING)?;
            Ok(String::from_utf8_lossy(&mem.read_cstr(p, len)?).into_owned())
        };
        let (expr, file, line, func) = (text(a(0))?, text(a(1))?, a(2) as u32, a(3));
        let func = if func == 0 {
            String::new()
        } else {
            text(func)? + ": "
        };
        let prog = if self.program_name.is_empty() {
            String::new()
        } else {
            format!("{}: ", self.program_name)
        };
        let message = format!("{prog}{file}:{line}: {func}Assertion `{expr}' failed.\n");
        self.emit_on(Stream::Err, message.as_bytes())?;
        Ok(FaultKind::Aborted)
    }

    /// Format the string at `fmt` with the call's arguments from slot `first` on into `dest`:
    /// the number of bytes the output has (what `printf` returns).
    pub(super) fn print_slots(
        &mut self,
        mem: &mut Guest<'_>,
        dest: Dest,
        fmt: u64,
        first: usize,
    ) -> Result<u128, FaultKind> {
        let args = std::mem::take(&mut self.args);
        let mut slots = Slots::new(args.get(first..).unwrap_or(&[]));
        let r = self.print(mem, dest, fmt, &mut slots);
        self.args = args;
        r
    }

    /// Format the string at `fmt` with the arguments of the `va_list` at `ap` (its copy: the
    /// caller's list is not advanced, as C passes it by value) into `dest`.
    fn print_va(
        &mut self,
        mem: &mut Guest<'_>,
        dest: Dest,
        fmt: u64,
        ap: u64,
    ) -> Result<u128, FaultKind> {
        let mut list = VaList::read(mem, ap)?;
        self.print(mem, dest, fmt, &mut list)
    }

    /// Format the string at `fmt` with the arguments of `src` into `dest`. Long output is
    /// handed on as it is formatted ([`printf::FLUSH_AT`]), so the host holds a bounded buffer;
    /// what a fault or the output limit cut short is written up to there.
    fn print(
        &mut self,
        mem: &mut Guest<'_>,
        dest: Dest,
        fmt: u64,
        src: &mut dyn ArgSource,
    ) -> Result<u128, FaultKind> {
        let fmt = read_format(mem, fmt)?;
        let mut out = std::mem::take(&mut self.scratch);
        out.clear();
        let mut written = 0u64;
        let r = printf::format_streamed(&fmt, src, mem, &mut out, &mut |b, mem| {
            let put = self.put(dest, b, written, mem);
            written += b.len() as u64;
            b.clear();
            put
        });
        let tail = self.put(dest, &out, written, mem);
        written += out.len() as u64;
        self.scratch = out;
        tail?;
        r?;
        if let Dest::Buffer { addr, cap } = dest {
            let end = match cap {
                None => Some(written),
                Some(0) => None,
                Some(n) => Some(written.min(n - 1)),
            };
            if let Some(end) = end {
                mem.write_u8(addr.wrapping_add(end), 0)?;
            }
        }
        Ok(written as u128)
    }

    /// Write `bytes`, the output from byte `at` on, to `dest`.
    fn put(
        &mut self,
        dest: Dest,
        bytes: &[u8],
        at: u64,
        mem: &mut Guest<'_>,
    ) -> Result<(), FaultKind> {
        match dest {
            Dest::Stream(s) => self.emit_on(s, bytes),
            Dest::Buffer { addr, cap } => {
                let room = cap.map_or(u64::MAX, |n| n.saturating_sub(1).saturating_sub(at));
                let n = (bytes.len() as u64).min(room) as usize;
                mem.write_bytes(addr.wrapping_add(at), &bytes[..n])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::Memory;
    use crate::memory::Perms;
    use crate::runtime::{Capture, Shim, Sink};

    const AT: u64 = 0x2000_0000;

    /// A runtime whose stdout and stderr are captured, and memory holding `text` at `AT`.
    fn setup(text: &[u8]) -> (Runtime, Memory, Capture, Capture) {
        let (out, err) = (Capture::new(), Capture::new());
        let mut rt = Runtime::new(std::iter::empty(), Box::new(out.clone()));
        rt.err = Sink::new(Box::new(err.clone()));
        let mut mem = Memory::new();
        mem.map(AT as u32, 0x1000, Perms::RW).unwrap();
        mem.write_bytes(AT, text).unwrap();
        (rt, mem, out, err)
    }

    fn call(rt: &mut Runtime, mem: &mut Memory, f: StdioFn, args: &[u128]) -> u128 {
        rt.args = args.to_vec();
        rt.run_shim(Shim::Stdio(f), &mut Guest::untimed(mem))
            .unwrap()
    }

    /// What glibc gives: fprintf's length on each stream, fputs' 1, snprintf's truncation
    /// and full length, and a `FILE *` that is no stream faulting with the call's name.
    #[test]
    fn streams_and_buffers_like_glibc() {
        let (mut rt, mut mem, out, err) = setup(b"%d-%s\0ab\0");
        let (fmt, ab) = (AT as u128, AT as u128 + 6);
        let (stdout, stderr) = (abi::STDOUT_HANDLE as u128, abi::STDERR_HANDLE as u128);
        assert_eq!(
            call(&mut rt, &mut mem, StdioFn::Fprintf, &[stderr, fmt, 42, ab]),
            5
        );
        assert_eq!(
            call(&mut rt, &mut mem, StdioFn::Fprintf, &[stdout, fmt, 7, ab]),
            4
        );
        assert_eq!(call(&mut rt, &mut mem, StdioFn::Fputs, &[ab, stderr]), 1);
        assert_eq!(
            call(&mut rt, &mut mem, StdioFn::Fputc, &[b'!' as u128, stdout]),
            33
        );
        assert_eq!((out.text(), err.text()), ("7-ab!".into(), "42-abab".into()));
        let buf = AT + 0x100;
        let n = call(
            &mut rt,
            &mut mem,
            StdioFn::Snprintf,
            &[buf as u128, 4, fmt, 12345, ab],
        );
        assert_eq!(n, 8);
        assert_eq!(mem.read_cstr(buf, 16).unwrap(), b"123");
        rt.args = vec![0x1234, fmt];
        assert_eq!(
            rt.run_shim(Shim::Stdio(StdioFn::Fprintf), &mut Guest::untimed(&mut mem))
                .err(),
            Some(
                FaultKind::BadStream {
                    call: "fprintf",
                    handle: 0x1234
                }
                .into()
            )
        );
    }
}

//! The runtime's one door to guest memory, which the cycle engine can watch.
//!
//! Every shim reads and writes the program's memory through a [`Guest`]: the same accessors
//! as [`Memory`] (it dereferences to it for mapping, poisoning and the break), each of which,
//! while the call is timed, also records the bytes it touched in a [`Traffic`]. The cycle
//! engine then plays that traffic through the core's caches as the line-sized moves a tuned C
//! library makes ([`crate::exec::Observer::runtime_work`]); the functional engine records
//! nothing and pays one test per access.

use crate::fault::FaultKind;
use crate::memory::Memory;
use std::cell::RefCell;

/// Ranges a call touched beyond which it records no more (a pathological scan): the rest of
/// its accesses cost their bytes' computation but no cache traffic.
const MAX_RANGES: usize = 1 << 16;

/// One byte range a call read or wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Touched {
    pub addr: u64,
    pub len: u64,
    pub write: bool,
}

/// What one C-library call did that costs time: the guest memory it touched, in order
/// (adjacent accesses of one kind merged into one range), and its system calls.
#[derive(Clone, Debug, Default)]
pub struct Traffic {
    pub ranges: Vec<Touched>,
    /// Bytes read and written (also those past [`MAX_RANGES`]).
    pub bytes: u64,
    /// System calls: output flushed to the host, input read from it, a thread created.
    pub syscalls: u32,
}

impl Traffic {
    /// Forget the last call's traffic (keeping the buffer).
    pub fn clear(&mut self) {
        self.ranges.clear();
        self.bytes = 0;
        self.syscalls = 0;
    }

    /// Each `line`-byte line (a power of two) of every range, in order, and whether it is
    /// written: the moves a tuned C library makes, as the core times and warms them.
    pub fn lines(&self, line: u64) -> impl Iterator<Item = (u64, bool)> + '_ {
        self.ranges.iter().flat_map(move |r| {
            let end = r.addr.saturating_add(r.len);
            let first = r.addr & !(line - 1);
            (first..end)
                .step_by(line as usize)
                .map(move |at| (at, r.write))
        })
    }

    fn record(&mut self, addr: u64, len: u64, write: bool) {
        if len == 0 {
            return;
        }
        self.bytes = self.bytes.saturating_add(len);
        if let Some(last) = self.ranges.last_mut() {
            let end = last.addr.wrapping_add(last.len);
            if last.write == write && addr >= last.addr && addr <= end {
                last.len = last.len.max(addr - last.addr + len);
                return;
            }
        }
        if self.ranges.len() < MAX_RANGES {
            self.ranges.push(Touched { addr, len, write });
        }
    }
}

/// Guest memory as the runtime sees it: [`Memory`]'s accessors, recording what they touch
/// when `traffic` is given.
pub struct Guest<'a> {
    mem: &'a mut Memory,
    traffic: Option<RefCell<&'a mut Traffic>>,
}

impl<'a> Guest<'a> {
    /// Memory whose accesses are recorded in `traffic`.
    pub fn timed(mem: &'a mut Memory, traffic: &'a mut Traffic) -> Guest<'a> {
        Guest {
            mem,
            traffic: Some(RefCell::new(traffic)),
        }
    }

    /// Memory whose accesses cost nothing (the functional engine; the allocation opcodes,
    /// whose instruction is timed as a whole).
    pub fn untimed(mem: &'a mut Memory) -> Guest<'a> {
        Guest { mem, traffic: None }
    }

    /// The same memory for a nested use (a helper taking `&mut Guest` from a caller that
    /// holds one).
    pub fn memory(&mut self) -> &mut Memory {
        self.mem
    }

    #[inline]
    fn touch(&self, addr: u64, len: u64, write: bool) {
        if let Some(t) = &self.traffic {
            t.borrow_mut().record(addr, len, write);
        }
    }

    /// Record a bulk access of `len` bytes at `addr` that went as `r` says: all of it, or,
    /// when it faulted, only the bytes before the address the fault names (none if it names
    /// none inside the range). What the access never reached costs nothing: a `memset` of
    /// 2^63 bytes that faults on its first page is not 2^57 lines for the cache model to
    /// time.
    fn touch_done(&self, addr: u64, len: u64, write: bool, r: &Result<(), FaultKind>) {
        let done = match r {
            Ok(()) => len,
            Err(
                FaultKind::NullAccess { addr: at }
                | FaultKind::Unmapped { addr: at }
                | FaultKind::ReadOnly { addr: at },
            ) if *at >= addr && *at - addr < len => *at - addr,
            Err(_) => 0,
        };
        self.touch(addr, done, write);
    }

    pub fn read_bytes(&self, addr: u64, out: &mut [u8]) -> Result<(), FaultKind> {
        let r = self.mem.read_bytes(addr, out);
        self.touch_done(addr, out.len() as u64, false, &r);
        r
    }
    pub fn write_bytes(&mut self, addr: u64, bytes: &[u8]) -> Result<(), FaultKind> {
        let r = self.mem.write_bytes(addr, bytes);
        self.touch_done(addr, bytes.len() as u64, true, &r);
        r
    }
    pub fn fill(&mut self, addr: u64, byte: u8, len: u64) -> Result<(), FaultKind> {
        let r = self.mem.fill(addr, byte, len);
        self.touch_done(addr, len, true, &r);
        r
    }
    pub fn read_u8(&self, addr: u64) -> Result<u8, FaultKind> {
        self.touch(addr, 1, false);
        self.mem.read_u8(addr)
    }
    pub fn read_u16(&self, addr: u64) -> Result<u16, FaultKind> {
        self.touch(addr, 2, false);
        self.mem.read_u16(addr)
    }
    pub fn read_u32(&self, addr: u64) -> Result<u32, FaultKind> {
        self.touch(addr, 4, false);
        self.mem.read_u32(addr)
    }
    pub fn read_u64(&self, addr: u64) -> Result<u64, FaultKind> {
        self.touch(addr, 8, false);
        self.mem.read_u64(addr)
    }
    pub fn write_u8(&mut self, addr: u64, v: u8) -> Result<(), FaultKind> {
        self.touch(addr, 1, true);
        self.mem.write_u8(addr, v)
    }
    pub fn write_u16(&mut self, addr: u64, v: u16) -> Result<(), FaultKind> {
        self.touch(addr, 2, true);
        self.mem.write_u16(addr, v)
    }
    pub fn write_u32(&mut self, addr: u64, v: u32) -> Result<(), FaultKind> {
        self.touch(addr, 4, true);
        self.mem.write_u32(addr, v)
    }
    pub fn write_u64(&mut self, addr: u64, v: u64) -> Result<(), FaultKind> {
        self.touch(addr, 8, true);
        self.mem.write_u64(addr, v)
    }
    pub fn load_sized(&self, addr: u64, size: u32) -> Result<u128, FaultKind> {
        self.touch(addr, size as u64, false);
        self.mem.load_sized(addr, size)
    }
    pub fn store_sized(&mut self, addr: u64, size: u32, v: u128) -> Result<(), FaultKind> {
        self.touch(addr, size as u64, true);
        self.mem.store_sized(addr, size, v)
    }
    /// The length of the NUL-terminated string at `addr` (at most `max`): its bytes and the
    /// NUL are read.
    pub fn cstr_len(&self, addr: u64, max: usize) -> Result<usize, FaultKind> {
        let n = self.mem.cstr_len(addr, max)?;
        self.touch(addr, n as u64 + 1, false);
        Ok(n)
    }
    pub fn read_cstr(&self, addr: u64, max: usize) -> Result<Vec<u8>, FaultKind> {
        let s = self.mem.read_cstr(addr, max)?;
        self.touch(addr, s.len() as u64 + 1, false);
        Ok(s)
    }
}

impl std::ops::Deref for Guest<'_> {
    type Target = Memory;
    fn deref(&self) -> &Memory {
        self.mem
    }
}

impl std::ops::DerefMut for Guest<'_> {
    fn deref_mut(&mut self) -> &mut Memory {
        self.mem
    }
}

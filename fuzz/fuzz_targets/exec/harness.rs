//! What both execution fuzz targets (`exec`, `exec_threads`) share: a microarchitecture
//! drawn from the input inside the documented ranges, the program dump of
//! `MAPLE_FUZZ_DEBUG`, and the output sink that keeps a hash and the head of what a program
//! prints.

use arbitrary::Unstructured;
use maple_sim::uarch::{MemoryModel, PredictorKind, Replacement, UarchConfig};
use maple_sim::{Program, RunConfig};
use std::io::Write;
use std::sync::{Arc, Mutex};

/// A microarchitecture inside the documented ranges.
pub(crate) fn uarch(u: &mut Unstructured<'_>) -> UarchConfig {
    let mut c = UarchConfig::default();
    if u.ratio(1, 4).unwrap_or(false) {
        return c;
    }
    let mut int = |lo: u32, hi: u32| u.int_in_range(lo..=hi).unwrap_or(lo);
    c.seed = int(0, 3) as u64;
    c.core.fetch_buffer = [1, 2, 4, 8, 64][int(0, 4) as usize];
    c.core.tos_registers = [2, 3, 8, 256][int(0, 3) as usize];
    c.core.spill_cycles = int(0, 3);
    c.core.load_use_bubble = int(0, 3);
    c.core.mul_latency = int(1, 8);
    c.core.div_latency = int(1, 40);
    c.core.fp_latency = int(1, 8);
    c.core.fp_div_latency = int(1, 30);
    c.core.call_cycles = int(0, 4);
    c.core.return_cycles = int(0, 4);
    c.core.store_buffer = [1, 2, 8, 255][int(0, 3) as usize];
    c.predictor.kind = [
        PredictorKind::Static,
        PredictorKind::Bimodal,
        PredictorKind::Gshare,
    ][int(0, 2) as usize];
    c.predictor.table_bits = int(1, 12);
    c.predictor.history_bits = int(0, 12);
    c.predictor.btb_entries = 1 << int(0, 9);
    c.predictor.ras_entries = [0, 1, 2, 16][int(0, 3) as usize];
    c.predictor.mispredict_penalty = int(2, 12);
    for cache in [&mut c.l1i, &mut c.l1d] {
        cache.line = 1 << int(4, 7);
        cache.assoc = 1 << int(0, 2);
        cache.size = ((cache.line * cache.assoc) << int(0, 6)).max(64);
        cache.replacement =
            [Replacement::Lru, Replacement::Plru, Replacement::Random][int(0, 2) as usize];
        cache.latency = int(1, 3);
    }
    c.l1d.write_back = int(0, 1) == 1;
    c.l2.write_back = int(0, 1) == 1;
    c.l2.latency = int(1, 20);
    c.dram.latency = int(1, 150);
    c.dram.bytes_per_cycle = [1, 16, 64][int(0, 2) as usize];
    c.memory.model = [MemoryModel::Tso, MemoryModel::Weak][int(0, 1) as usize];
    c.memory.trap_misaligned = int(0, 7) == 0;
    c
}

/// Print the program (with `MAPLE_FUZZ_DEBUG` set): functions, then every instruction.
pub(crate) fn dump(p: &Program, config: &RunConfig, uarch: &UarchConfig) {
    eprintln!("{config:?}\n{uarch:?}");
    for f in &p.functions {
        if !f.external {
            eprintln!(
                "fn {} @{:#x} frame {} npregs {} formals {:?} varargs {}",
                f.name, f.entry, f.frame_size, f.npregs, f.formals, f.varargs
            );
        }
    }
    for s in &p.segments {
        eprintln!(
            "segment {} @{:#x} size {} {:02x?}",
            s.name, s.addr, s.size, s.bytes
        );
    }
    for r in maple_isa::decode_all(&p.text) {
        match r {
            Ok((at, i)) => {
                let addr = p.text_base + at as u32;
                if let Some(f) = p.functions.iter().find(|f| f.entry == addr) {
                    eprintln!("{}:", f.name);
                }
                eprintln!("  {addr:#x}: {i}");
            }
            Err(e) => eprintln!("  {e}"),
        }
    }
}

/// Program output: how many bytes, a hash of all of them, and the first `KEEP` (a program
/// may print gigabytes within the instruction bound: `printf("%*d", 1 << 20, 0)` in a loop).
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Output {
    pub(crate) len: u64,
    pub(crate) hash: u64,
    pub(crate) head: Vec<u8>,
}

#[derive(Clone, Default)]
pub(crate) struct Sink(Arc<Mutex<Output>>);

impl Sink {
    const KEEP: usize = 4096;
    pub(crate) fn output(&self) -> Output {
        self.0.lock().map(|o| o.clone()).unwrap_or_default()
    }
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Ok(mut o) = self.0.lock() {
            if o.len == 0 {
                o.hash = 0xcbf2_9ce4_8422_2325;
            }
            o.len += buf.len() as u64;
            for &b in buf {
                o.hash = (o.hash ^ b as u64).wrapping_mul(0x0100_0000_01b3);
            }
            let room = Self::KEEP.saturating_sub(o.head.len());
            o.head.extend_from_slice(&buf[..room.min(buf.len())]);
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

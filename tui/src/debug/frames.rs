//! The call stack, unwound the way a debugger of real hardware does it: from the current
//! `%%PC`/`%%FP`, each caller's frame is found with the CFI rule of the callee's PC (CFA =
//! `%%FP` + offset; return address and saved `%%FP` at fixed offsets from the CFA), reading
//! the linkage records from simulated memory.

use maple_image::dwarf::DebugTables;
use maple_isa::abi::dwarf_reg;
use maple_sim::Machine;

/// One frame of the call stack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// 0 is the innermost.
    pub level: usize,
    /// The frame's PC: the next instruction for frame 0, the return address for callers.
    pub pc: u32,
    pub fp: u64,
    pub sp: u64,
    /// The canonical frame address (the caller's `%%SP`), when the CFI gives it.
    pub cfa: Option<u64>,
    pub function: Option<String>,
}

impl Frame {
    /// The address to look up source lines with: a caller's PC is a return address, which
    /// may already belong to the next line, so look one byte back (as gdb does).
    pub fn lookup_pc(&self) -> u32 {
        if self.level == 0 {
            self.pc
        } else {
            self.pc.saturating_sub(1)
        }
    }
}

/// Unwind hart `h`'s stack (the running hart's if there is no such hart), innermost first,
/// reading memory as that hart sees it. Never more frames than the hart has calls, and never
/// loops on a corrupt chain.
pub fn unwind(m: &Machine, h: usize, tables: &DebugTables) -> Vec<Frame> {
    unwind_at_most(m, h, tables, usize::MAX)
}

/// [`unwind`], stopping after the innermost `max` frames: what a stop shows needs a few,
/// and reading 100,000 linkage records for them would make every stop cost the depth.
pub fn unwind_at_most(m: &Machine, h: usize, tables: &DebugTables, max: usize) -> Vec<Frame> {
    let mut frames = Vec::new();
    unwind_more(m, h, tables, &mut frames, max);
    frames
}

/// Extend `frames` — the innermost frames of hart `h`'s stack as an earlier call left them
/// (or none) — outward to at most `max`, reading only the linkage records of the frames
/// added. Returns whether `frames` is then the whole stack.
pub fn unwind_more(
    m: &Machine,
    h: usize,
    tables: &DebugTables,
    frames: &mut Vec<Frame>,
    max: usize,
) -> bool {
    let (h, hart) = match m.hart_at(h) {
        Some(hart) => (h, hart),
        None => (m.current_hart(), m.hart()),
    };
    let read_u64 = |addr: u64| {
        let mut b = [0u8; 8];
        m.read_bytes_seen_by(h, addr, &mut b)
            .map(|_| u64::from_le_bytes(b))
    };
    let depth = hart.frames().len().max(1);
    let name = |pc: u32| {
        tables
            .function_at(pc)
            .map(|f| f.name.clone())
            .or_else(|| m.program().function_at(pc).map(|f| f.name.clone()))
    };
    let frame = |level: usize, pc: u32, fp: u64, sp: u64| {
        let lookup = if level == 0 { pc } else { pc.saturating_sub(1) };
        let cfa = tables.unwind_rule(lookup).and_then(|r| {
            let base = match r.cfa_register {
                dwarf_reg::FP => fp,
                dwarf_reg::SP => sp,
                _ => return None,
            };
            Some(base.wrapping_add(r.cfa_offset as u64))
        });
        Frame {
            level,
            pc,
            fp,
            sp,
            cfa,
            function: name(lookup),
        }
    };
    if frames.is_empty() {
        if max == 0 {
            return false;
        }
        frames.push(frame(0, m.code().addr_of(hart.pc), hart.fp, hart.sp));
    }
    loop {
        let last = &frames[frames.len() - 1];
        // The caller of the outermost frame so far, from its CFI rule and linkage record.
        let rule = tables.unwind_rule(last.lookup_pc());
        let (Some(rule), Some(cfa)) = (rule, last.cfa) else {
            return true;
        };
        if frames.len() >= depth {
            return true;
        }
        if frames.len() >= max {
            return false;
        }
        let ra = read_u64(cfa.wrapping_add(rule.ra_offset as u64));
        let saved_fp = read_u64(cfa.wrapping_add(rule.fp_offset as u64));
        let (Ok(ra), Ok(saved_fp)) = (ra, saved_fp) else {
            return true;
        };
        // A caller's frame lies above its callee's.
        if saved_fp <= last.fp {
            return true;
        }
        let caller = frame(frames.len(), ra as u32, saved_fp, cfa);
        frames.push(caller);
    }
}

/// Where a thread is (threads pane, `info threads`): its PC and function, or `None` for a
/// finished thread, which is nowhere (its last PC is the start routine's return), and for
/// every thread once the program has exited.
pub fn thread_location(
    m: &maple_sim::Machine,
    h: &maple_sim::state::Hart,
    st: maple_sim::HartState,
) -> Option<(u32, String)> {
    if matches!(st, maple_sim::HartState::Finished(_)) || exited(m) {
        return None;
    }
    let pc = m.code().addr_of(h.pc);
    let f = m
        .program()
        .function_at(pc)
        .map_or("??".into(), |f| f.name.clone());
    Some((pc, f))
}

/// Whether the program has exited (`exit`, or `main` returned): its threads ended with it.
fn exited(m: &maple_sim::Machine) -> bool {
    matches!(m.outcome(), Some(maple_sim::Outcome::Exited(_)))
}

/// A thread's state in words (threads pane, `info threads`): [`thread_state`], except that
/// once the program has exited no thread is `runnable` or waiting: they all ended with it.
pub fn thread_state_in(m: &maple_sim::Machine, st: maple_sim::HartState) -> String {
    match st {
        maple_sim::HartState::Finished(_) => thread_state(st),
        _ if exited(m) => "exited with the program".into(),
        _ => thread_state(st),
    }
}

/// A hart's scheduling state in words (threads pane, `info threads`): what it waits for,
/// including the monitor it is blocked on.
pub fn thread_state(st: maple_sim::HartState) -> String {
    use maple_sim::HartState;
    match st {
        HartState::Runnable => "runnable".into(),
        HartState::Joining { on, .. } => format!("joining {}", maple_sim::thread_name(on)),
        HartState::Finished(v) => format!("finished ({})", v as i64),
        HartState::Entering { addr } => format!("waiting for monitor {addr:#x}"),
        HartState::Locking { addr } => format!("waiting for mutex {addr:#x}"),
        HartState::Waiting { cond, .. } => format!("waiting on condition {cond:#x}"),
    }
}

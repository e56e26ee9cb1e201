//! Breakpoints and watchpoints: setting, enabling, conditions, the chunk tables built from
//! them, and the checks made where execution may stop.

use super::*;
use maple_isa::Flow;

impl Session {
    /// Resolve a location (`FILE:LINE`, `LINE`, `FUNC`, `*ADDR`) to code addresses.
    pub fn resolve_location(&mut self, spec: &str) -> Result<Vec<u32>, String> {
        let spec = spec.trim();
        if let Some(addr) = spec.strip_prefix('*') {
            let v = self.evaluate(addr)?;
            let a = self.value_int(v)? as u32;
            if self.target.machine().code().index_of(a as u64).is_none() {
                return Err(format!("address {a:#x} is not in the program's code"));
            }
            return Ok(vec![a]);
        }
        let line_of = |s: &Session, file: usize, line: u32| -> Result<Vec<u32>, String> {
            // The first line at or after `line` that has code, as gdb does.
            let mut best: Option<u32> = None;
            for r in s.tables.lines.iter().filter(|r| r.is_stmt) {
                if r.file == file && r.line >= line && best.is_none_or(|b| r.line < b) {
                    best = Some(r.line);
                }
            }
            let Some(l) = best else {
                return Err(format!(
                    "No line {line} in file \"{}\".",
                    s.tables.files.get(file).cloned().unwrap_or_default()
                ));
            };
            Ok(s.tables.addresses_of_line(file, l))
        };
        if let Some((file, line)) = spec.rsplit_once(':') {
            if let Ok(line) = line.parse::<u32>() {
                let f = self
                    .tables
                    .file_index(file)
                    .ok_or_else(|| format!("No source file named {file}."))?;
                return line_of(self, f, line);
            }
        }
        if let Ok(line) = spec.parse::<u32>() {
            let file = self
                .tables
                .row_at(self.frame().lookup_pc())
                .map_or(0, |r| r.file);
            return line_of(self, file, line);
        }
        let f = self
            .tables
            .function_named(spec)
            .ok_or_else(|| format!("Function \"{spec}\" not defined."))?;
        // gdb stops after the prologue; maple functions have none, so at the first row.
        Ok(vec![f.low_pc])
    }

    /// `break`/`tbreak`: the new breakpoint's number.
    pub fn add_breakpoint(&mut self, spec: &str, temporary: bool) -> Result<u32, String> {
        let spec = if spec.trim().is_empty() {
            format!("*{:#x}", self.frame().pc)
        } else {
            spec.trim().to_string()
        };
        let addrs = self.resolve_location(&spec)?;
        let id = self.next_point;
        self.next_point += 1;
        self.points.push(Point {
            id,
            kind: PointKind::Break { spec, addrs },
            enabled: true,
            temporary,
            condition: None,
            hits: 0,
        });
        self.rebuild_chunks();
        Ok(id)
    }

    /// `watch EXPR`: the new watchpoint's number.
    pub fn add_watchpoint(&mut self, text: &str) -> Result<u32, String> {
        self.add_watchpoint_for(text, WatchAccess::Write)
    }

    /// `watch`, `rwatch` or `awatch EXPR`.
    pub fn add_watchpoint_for(&mut self, text: &str, access: WatchAccess) -> Result<u32, String> {
        let v = self.evaluate(text)?;
        let Place::Memory(addr) = v.place else {
            return Err(
                "Cannot watch constant value or register: watch a variable or an \
                        address (`watch *(a64)0x...` is not supported; use `watch *p`)"
                    .into(),
            );
        };
        let size = self.tables.type_size(v.ty).clamp(1, 64);
        let old = self.read_bytes(addr, size)?;
        let local = self.frame_local(text);
        let hart = self.viewed_hart();
        let scope = local.then(|| {
            let m = self.target.machine();
            let depth = m.hart_at(hart).unwrap_or_else(|| m.hart()).frames().len();
            (hart, depth.saturating_sub(self.selected))
        });
        let id = self.next_point;
        self.next_point += 1;
        self.points.push(Point {
            id,
            kind: PointKind::Watch {
                expr: text.trim().to_string(),
                access,
                addr,
                size,
                ty: v.ty,
                old,
                scope,
            },
            enabled: true,
            temporary: false,
            condition: None,
            hits: 0,
        });
        self.rebuild_chunks();
        Ok(id)
    }

    /// Whether an expression names a local of the selected frame (its watch ends with it).
    pub(super) fn frame_local(&self, text: &str) -> bool {
        let Ok(e) = expr::parse(text) else {
            return false;
        };
        let mut names = Vec::new();
        collect_vars(&e, &mut names);
        let pc = self.frame().lookup_pc();
        let Some(f) = self.tables.function_at(pc) else {
            return false;
        };
        names
            .iter()
            .any(|n| f.locals.iter().chain(&f.params).any(|v| &v.name == n))
    }

    pub(super) fn read_bytes(&self, addr: u64, size: u64) -> Result<Vec<u8>, String> {
        let mut b = vec![0u8; size as usize];
        self.target
            .machine()
            .memory()
            .read_bytes(addr, &mut b)
            .map_err(|_| format!("Cannot access memory at address {addr:#x}"))?;
        Ok(b)
    }

    /// `delete` (all when `ids` is empty).
    pub fn delete(&mut self, ids: &[u32]) -> Result<(), String> {
        if ids.is_empty() {
            self.points.clear();
        } else {
            for id in ids {
                let before = self.points.len();
                self.points.retain(|p| p.id != *id);
                if self.points.len() == before {
                    return Err(format!("No breakpoint number {id}."));
                }
            }
        }
        self.rebuild_chunks();
        Ok(())
    }

    /// `enable`/`disable` (all when `ids` is empty).
    pub fn set_enabled(&mut self, ids: &[u32], on: bool) -> Result<(), String> {
        for p in self.points.iter_mut() {
            if ids.is_empty() || ids.contains(&p.id) {
                p.enabled = on;
            }
        }
        if let Some(id) = ids
            .iter()
            .find(|id| !self.points.iter().any(|p| p.id == **id))
        {
            return Err(format!("No breakpoint number {id}."));
        }
        self.rebuild_chunks();
        Ok(())
    }

    /// `condition N [EXPR]`.
    pub fn set_condition(&mut self, id: u32, text: &str) -> Result<(), String> {
        let cond = if text.trim().is_empty() {
            None
        } else {
            Some((text.trim().to_string(), expr::parse(text)?))
        };
        let p = self
            .points
            .iter_mut()
            .find(|p| p.id == id)
            .ok_or_else(|| format!("No breakpoint number {id}."))?;
        p.condition = cond;
        Ok(())
    }

    /// Rebuild the chunk tables after the breakpoints changed.
    pub(super) fn rebuild_chunks(&mut self) {
        let m = self.target.machine();
        let code = m.code();
        let n = code.entries.len();
        let mut stops = vec![0u8; n];
        for p in self.points.iter().filter(|p| p.enabled) {
            if let PointKind::Break { addrs, .. } = &p.kind {
                for a in addrs {
                    if let Some(i) = code.index_of(*a as u64).filter(|i| (*i as usize) < n) {
                        stops[i as usize] |= 1;
                    }
                }
            }
        }
        // Stepping stops only at statement rows (see `is_boundary`).
        for r in self.tables.lines.iter().filter(|r| r.is_stmt) {
            if let Some(i) = code.index_of(r.addr as u64).filter(|i| (*i as usize) < n) {
                stops[i as usize] |= 2;
            }
        }
        let mut bp = vec![1u32; n];
        let mut step = vec![1u32; n];
        for i in (0..n).rev() {
            let d = &code.entries[i];
            if d.flow() != Some(Flow::Next) {
                continue;
            }
            let j = d.next as usize;
            if j <= i || j >= n {
                continue;
            }
            if stops[j] & 1 == 0 {
                bp[i] = (1 + bp[j]).min(MAX_CHUNK);
            }
            if stops[j] == 0 {
                step[i] = (1 + step[j]).min(MAX_CHUNK);
            }
        }
        let bp_stops: Vec<bool> = stops.iter().map(|s| s & 1 != 0).collect();
        self.chunk_far = self.graph.distances(&bp_stops, MAX_CHUNK);
        self.danger = Danger::new(m, &bp_stops);
        self.stops = stops;
        self.chunk_bp = bp;
        self.chunk_step = step;
    }
}

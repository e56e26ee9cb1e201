//! What the user changes besides breakpoints: variables (`set var`), the expressions shown
//! at every stop (`display`), the run's bounds (`--max-cycles`, `--max-insns`), and the
//! program's life (`run` arriving at its first instruction, `kill`).

use super::*;
use maple_image::dwarf::Type;

/// Forward execution stops when one of these is reached, as `maple run --max-cycles N
/// --max-insns N` ends there (a runaway program stops instead of running forever).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub max_cycles: Option<u64>,
    pub max_insns: Option<u64>,
}

/// A `display` expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Display {
    pub id: u32,
    /// The `print` format letter (`display/x EXPR`), if any.
    pub format: String,
    pub expr: String,
}

impl Session {
    /// `set var LHS = VALUE`: store the value in the variable, element, field or
    /// pseudo-register `lhs` names, converted to its type. The recorded run after now no
    /// longer happens ([`History::rewrite`]).
    pub fn set_var(&mut self, lhs: &str, value: &str) -> Result<(), String> {
        let place = expr::parse(lhs)?;
        let target = self.evaluate(lhs)?;
        let v = self.evaluate(value)?;
        if let Expr::Preg(n) = place {
            let bits = self.value_int(v)? as u128;
            return self.set_preg(n, bits);
        }
        let Place::Memory(addr) = target.place else {
            return Err(format!(
                "Left operand of assignment is not in memory: `{lhs}` (a variable, element, \
                 field, `*p` or `%N` can be set)."
            ));
        };
        let size = self.tables.type_size(target.ty);
        let float = matches!(
            target.ty.and_then(|t| self.tables.types.get(t)),
            Some(Type::Base {
                encoding: Encoding::Float,
                ..
            })
        );
        let bytes: Vec<u8> = match (float, size) {
            (true, 4) => (self.value_f64(v)? as f32).to_le_bytes().to_vec(),
            (true, _) => self.value_f64(v)?.to_le_bytes().to_vec(),
            (false, 1..=16) => self.value_int(v)?.to_le_bytes()[..size as usize].to_vec(),
            _ => {
                return Err(format!(
                    "cannot assign to `{lhs}` of type {} (only scalars can be set)",
                    self.tables.type_name(target.ty)
                ))
            }
        };
        self.target
            .machine_mut()
            .memory_mut()
            .write_bytes(addr, &bytes)
            .map_err(|_| format!("Cannot access memory at address {addr:#x}"))?;
        self.changed_state();
        Ok(())
    }

    fn set_preg(&mut self, n: u16, bits: u128) -> Result<(), String> {
        if self.selected != 0 {
            return Err(format!(
                "%{n} of frame {} is not saved in memory: select frame 0 to set it",
                self.selected
            ));
        }
        let running = self.target.machine().current_hart();
        if running != self.viewed_hart() {
            return Err(format!(
                "%{n} can be set in the running thread only ({})",
                maple_sim::thread_name(running)
            ));
        }
        self.target
            .machine_mut()
            .hart_mut()
            .set_preg(n, bits)
            .map_err(|_| format!("no register %{n} in this frame"))?;
        self.changed_state();
        Ok(())
    }

    /// After a change by the user: watchpoints compare with the new values, and the history
    /// after now is gone.
    fn changed_state(&mut self) {
        self.edits += 1;
        self.refresh_watches();
        self.history.rewrite(&mut *self.target);
    }

    fn value_f64(&mut self, v: Value) -> Result<f64, String> {
        let frame = self.frame();
        let scope = scope(&*self.target, self.viewed_hart(), &frame, &self.values);
        eval::as_f64(v, &scope, &self.tables)
    }

    /// `display[/F] EXPR`: its number.
    pub fn add_display(&mut self, format: &str, expr_text: &str) -> Result<u32, String> {
        expr::parse(expr_text)?;
        let id = self.next_display;
        self.next_display += 1;
        self.displays.push(Display {
            id,
            format: format.to_string(),
            expr: expr_text.to_string(),
        });
        Ok(id)
    }

    /// `undisplay [N...]` (all without numbers).
    pub fn undisplay(&mut self, ids: &[u32]) -> Result<(), String> {
        if ids.is_empty() {
            self.displays.clear();
            return Ok(());
        }
        for id in ids {
            if !self.displays.iter().any(|d| d.id == *id) {
                return Err(format!("No display number {id}."));
            }
        }
        self.displays.retain(|d| !ids.contains(&d.id));
        Ok(())
    }

    /// `run`: the coming `continue` starts at the program's first instruction, where a
    /// breakpoint is reached by arriving (as gdb's `break main` + `run` stops in `main`).
    pub fn arrive_at_start(&mut self) {
        self.arrive = true;
        self.forget_arrivals();
    }

    /// A breakpoint at the first instruction of a fresh run (see [`Session::arrive_at_start`]).
    pub(super) fn arrival_stop(&mut self) -> Option<Stop> {
        if std::mem::take(&mut self.arrive) {
            return self.check_points();
        }
        None
    }

    /// The bound forward execution has reached, if any.
    pub fn limit_reached(&self) -> Option<Stop> {
        let t = &*self.target;
        if let (Some(max), Some(c)) = (self.limits.max_cycles, t.cycles()) {
            if c >= max {
                return Some(Stop::Limit(format!(
                    "cycle limit of {max} reached (raise --max-cycles)"
                )));
            }
        }
        if let Some(max) = self.limits.max_insns {
            if t.machine().instret() >= max {
                return Some(Stop::Limit(format!(
                    "instruction limit of {max} reached (raise --max-insns)"
                )));
            }
        }
        None
    }

    /// Instructions forward execution may still run before `--max-insns`.
    pub(super) fn insns_left(&self) -> u64 {
        self.limits.max_insns.map_or(u64::MAX, |m| {
            m.saturating_sub(self.target.machine().instret())
        })
    }

    /// The clock forward execution may reach before `--max-cycles`.
    pub(super) fn clock_limit(&self) -> u64 {
        self.limits.max_cycles.unwrap_or(u64::MAX)
    }

    /// `kill`: the program is no longer run (it starts again from the beginning with `run`
    /// or `start`); the state goes back to the start so nothing of the killed run shows.
    pub fn kill(&mut self) -> Result<(), String> {
        if self.ended() {
            return Err("The program is not being run.".into());
        }
        self.restart();
        self.killed = true;
        Ok(())
    }
}

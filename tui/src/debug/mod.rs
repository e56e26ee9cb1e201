//! `maple debug`: a source-level debugger over the simulator's stepping API.
//!
//! | module | job |
//! |---|---|
//! | [`target`] | the machine the debugger drives (functional engine now, cycle engine when attached) |
//! | [`maple_image::dwarf`] | lines, functions, variables, types and unwind rules (the one DWARF reader, shared with the image loader) |
//! | [`frames`] | the call stack, unwound with the CFI |
//! | [`expr`] / [`eval`] | the expression language of `print`, `watch`, `condition`, `x`; typed values |
//! | [`history`] | snapshots and deterministic re-execution for reverse execution |
//! | [`reach`] | the control-flow graph: how far `continue` may run before a breakpoint |
//! | [`session`] | breakpoints, watchpoints, stepping, reverse motions |
//! | [`commands`] | the gdb-compatible command language and what each command prints |
//! | [`disasm`] | one instruction's text with symbols |
//! | [`source`] | source files named by the line table |
//! | [`batch`] | `--batch -ex CMD`: commands without a terminal |
//! | [`ui`] | the ratatui/crossterm front end: panes, command line, keys |
//!
//! The debugger holds no semantics: every value it shows is read from the machine through
//! [`target::Target`], every name and type from the image's DWARF.

pub mod batch;
pub mod commands;
pub mod disasm;
pub mod eval;
pub mod expr;
pub mod frames;
pub mod history;
pub mod reach;
pub mod session;
pub mod source;
pub mod target;
pub mod ui;

use maple_asm::image::{write_image, Image};
use maple_sim::cycle::CycleMachine;
use maple_sim::uarch::UarchConfig;
use maple_sim::{Capture, Machine, RunConfig};
use std::collections::HashMap;
use std::path::Path;

/// Which engine the session drives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Engine {
    /// The cycle-level core (the default, as for `maple run`).
    #[default]
    Cycle,
    /// The functional engine: instruction-level only, faster.
    Functional,
}

/// Open a debugging session on an image assembled or read from `path`. The image is
/// serialised to ELF so the DWARF read back is exactly what a file on disk would carry.
pub fn open(
    image: &Image,
    path: &Path,
    engine: Engine,
    uarch: &UarchConfig,
) -> Result<session::Session, String> {
    let name = path.display().to_string();
    let program = maple_sim::loader::program(image).map_err(|m| format!("{name}: {m}"))?;
    let capture = Capture::new();
    let types = maple_sim::loader::types(image);
    let target: Box<dyn target::Target> = match engine {
        Engine::Functional => Box::new(target::Functional(
            Machine::new(program, RunConfig::default())
                .map_err(|e| format!("{name}: {e}"))?
                .with_types(types)
                .with_output(Box::new(capture.clone()))
                // The program's stderr shows in the same pane, in order, not over the screen.
                .with_error_output(Box::new(capture.clone())),
        )),
        Engine::Cycle => {
            let mut m = CycleMachine::new(program, RunConfig::default(), uarch)
                .map_err(|e| format!("{name}: {e}"))?
                .with_output(Box::new(capture.clone()))
                .with_error_output(Box::new(capture.clone()));
            m.machine_mut().runtime_mut().types = types;
            Box::new(target::Cycle::new(m))
        }
    };
    let elf = write_image(image).map_err(|e| format!("{name}: {e}"))?;
    let tables =
        maple_image::dwarf::DebugTables::from_elf(&elf).map_err(|e| format!("{name}: {e}"))?;
    let mut dirs = Vec::new();
    if let Some(parent) = path.parent() {
        dirs.push(parent.to_path_buf());
    }
    if !tables.comp_dir.is_empty() {
        dirs.push(tables.comp_dir.clone().into());
    }
    let returns: HashMap<String, maple_isa::PrimType> = image
        .functions
        .iter()
        .filter_map(|f| f.returns.first().map(|r| (f.name.clone(), *r)))
        .collect();
    Ok(session::Session::new(
        target,
        tables,
        capture,
        source::Sources::new(dirs),
        returns,
    ))
}

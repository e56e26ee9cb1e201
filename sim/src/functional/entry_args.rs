//! The arguments the entry function gets: `argc` and `argv` (and an empty `envp`) when it
//! declares them, as a C runtime's start-up code passes them to `main`.
//!
//! `argv[0]` is the program's name and the rest are the run's arguments
//! ([`super::RunConfig::args`] holds them all, `maple run FILE -- ARGS...` gives the file
//! and ARGS); `argv[argc]` is NULL. The strings and the pointer arrays are allocated on the
//! C heap before the entry function runs, so a program may write into them as C allows. An
//! entry function with fewer than two formals gets nothing; one with more than three gets
//! zero for the rest.

use super::LoadError;
use crate::memory::Memory;
use crate::predecode::Code;
use crate::runtime::guest::Guest;
use crate::runtime::heap::Heap;

/// The values of the entry function `func`'s formals.
pub(super) fn entry_arguments(
    code: &Code,
    heap: &mut Heap,
    mem: &mut Memory,
    func: usize,
    args: &[String],
) -> Result<Vec<u128>, LoadError> {
    let Some(f) = code.functions.get(func) else {
        return Ok(Vec::new());
    };
    let declared = (f.formals.1 - f.formals.0) as usize;
    if declared < 2 {
        return Ok(Vec::new());
    }
    let mut alloc = |bytes: &[u8]| -> Result<u64, LoadError> {
        let p = heap.malloc(&mut Guest::untimed(mem), bytes.len() as u64);
        if p == 0 {
            return Err(LoadError::Arguments(format!(
                "no heap for {} bytes of program arguments",
                bytes.len()
            )));
        }
        mem.write_bytes(p, bytes)
            .map_err(|e| LoadError::Arguments(e.to_string()))?;
        Ok(p)
    };
    let mut pointers = Vec::with_capacity(8 * (args.len() + 1));
    for a in args {
        let mut s = a.as_bytes().to_vec();
        s.push(0);
        pointers.extend_from_slice(&alloc(&s)?.to_le_bytes());
    }
    pointers.extend_from_slice(&0u64.to_le_bytes());
    let argv = alloc(&pointers)?;
    let mut values = vec![args.len() as u128, argv as u128];
    if declared >= 3 {
        values.push(alloc(&0u64.to_le_bytes())? as u128);
    }
    values.resize(declared, 0);
    Ok(values)
}

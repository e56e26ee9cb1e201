//! `disassemble`: a whole function's instructions, as gdb lists them.

use super::*;

/// `disassemble [FUNC|ADDR]`: the function holding the selected frame's PC, or the one named
/// (or holding the address), with `=>` at the PC.
pub(super) fn disassemble(s: &mut Session, arg: &str) -> Result<String, String> {
    let pc = if s.ended() { None } else { Some(s.frame().pc) };
    let named = s
        .target()
        .machine()
        .program()
        .functions
        .iter()
        .find(|f| f.name == arg && f.size > 0)
        .map(|f| f.entry);
    let at = if arg.is_empty() {
        pc.ok_or("No frame selected.")?
    } else if let Some(entry) = named {
        entry
    } else {
        let v = s.evaluate(arg.trim_start_matches('*'))?;
        s.value_int(v)? as u32
    };
    let m = s.target().machine();
    let function = m
        .program()
        .function_at(at)
        .ok_or_else(|| format!("No function contains specified address {at:#x}."))?;
    let m = s.target().machine();
    let (entry, end) = (function.entry, function.entry + function.size);
    let mut out = format!("Dump of assembler code for function {}:", function.name);
    let mut a = entry;
    while a < end {
        let Some((text, len)) = disasm::instruction(m, a) else {
            break;
        };
        let mark = if Some(a) == pc { "=> " } else { "   " };
        out.push_str(&format!("\n{mark}{a:#010x} <+{}>:\t{text}", a - entry));
        a += len.max(1);
    }
    out.push_str("\nEnd of assembler dump.");
    Ok(out)
}

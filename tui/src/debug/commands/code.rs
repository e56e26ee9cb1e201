//! `disassemble`: a whole function's instructions, as gdb lists them.

use super::*;

/// `disassemble [/s] [FUNC|ADDR]`: the function holding the selected frame's PC, or the one
/// named (or holding the address), with `=>` at the PC. `/s` puts each source line before
/// its instructions, from the line table `stepi` and the profile read (a loop's back-edge
/// under its header), as gdb's `/s` does.
pub(super) fn disassemble(s: &mut Session, fmt: &str, arg: &str) -> Result<String, String> {
    let with_source = match fmt {
        "" => false,
        "s" => true,
        _ => {
            return Err(format!(
                "Invalid disassembly modifier: /{fmt} (maple knows /s)."
            ))
        }
    };
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
    let (entry, end) = (function.entry, function.entry + function.size);
    let mut out = format!("Dump of assembler code for function {}:", function.name);
    let mut a = entry;
    let mut last_line = None;
    while a < end {
        if with_source {
            let row = s.tables.row_at(a).map(|r| (r.file, r.line));
            if row.is_some() && row != last_line {
                if let Some(text) = source_line(s, a, false) {
                    out.push('\n');
                    out.push_str(&text);
                }
                last_line = row;
            }
        }
        let m = s.target().machine();
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

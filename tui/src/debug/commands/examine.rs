//! Looking at memory and source: `x/NFU ADDR` and `list`.

use super::*;

pub(super) fn list(s: &mut Session, arg: &str) -> Result<String, String> {
    let (file, center) = if arg.is_empty() {
        let r = *s
            .tables
            .row_at(s.frame().lookup_pc())
            .ok_or("No line number information for the current location.")?;
        (r.file, r.line)
    } else {
        let addrs = s.resolve_location(arg)?;
        let a = *addrs.first().ok_or("No code there.")?;
        let r = *s.tables.row_at(a).ok_or("No line information there.")?;
        (r.file, r.line)
    };
    let name = s.tables.files.get(file).cloned().unwrap_or_default();
    let lines = s
        .sources
        .lines(&name)
        .ok_or_else(|| format!("cannot read source file {name}"))?
        .to_vec();
    let first = center.saturating_sub(5).max(1);
    let last = (first + 9).min(lines.len() as u32);
    Ok((first..=last)
        .map(|l| {
            format!(
                "{l}\t{}",
                lines.get(l as usize - 1).cloned().unwrap_or_default()
            )
        })
        .collect::<Vec<_>>()
        .join("\n"))
}

/// `x/NFU ADDR`.
pub(super) fn examine(s: &mut Session, fmt: &str, arg: &str) -> Result<String, String> {
    if arg.is_empty() {
        return Err("Argument required (starting display address).".into());
    }
    let digits: String = fmt.chars().take_while(|c| c.is_ascii_digit()).collect();
    let n: usize = if digits.is_empty() {
        1
    } else {
        digits.parse().map_err(|_| "bad count")?
    };
    let n = n.min(4096);
    let mut letter = 'x';
    let mut size = 4usize;
    for c in fmt[digits.len()..].chars() {
        match c {
            'b' => size = 1,
            'h' => size = 2,
            'w' => size = 4,
            'g' => size = 8,
            'x' | 'd' | 'u' | 'o' | 't' | 'c' | 'a' | 'f' | 's' | 'i' => letter = c,
            _ => return Err(format!("Invalid format letter `{c}`.")),
        }
    }
    if letter == 'a' {
        size = 8;
    }
    if letter == 'c' {
        size = 1;
    }
    let v = s.evaluate(arg)?;
    // A variable in memory is examined where it is (as gdb's `x &v` for non-pointers).
    let addr = match (v.place, s.tables.types.get(v.ty.unwrap_or(usize::MAX))) {
        (
            Place::Memory(a),
            Some(maple_image::dwarf::Type::Array { .. } | maple_image::dwarf::Type::Struct { .. }),
        ) => a,
        _ => s.value_int(v)? as u64,
    };
    let m = s.target().machine();
    if letter == 'i' {
        let listing = disasm::listing(m, addr as u32, n);
        if listing.is_empty() {
            return Err(format!("Cannot access memory at address {addr:#x}"));
        }
        let pc = m.pc();
        return Ok(listing
            .iter()
            .map(|(a, t)| {
                let mark = if *a == pc { "=> " } else { "   " };
                let f = m
                    .program()
                    .function_at(*a)
                    .map_or(String::new(), |f| format!(" <{}+{}>", f.name, a - f.entry));
                format!("{mark}{a:#x}{f}:\t{t}")
            })
            .collect::<Vec<_>>()
            .join("\n"));
    }
    if letter == 's' {
        let mut out = Vec::new();
        let mut a = addr;
        for _ in 0..n {
            let bytes = m
                .memory()
                .read_cstr(a, 4096)
                .map_err(|_| format!("Cannot access memory at address {a:#x}"))?;
            out.push(format!("{a:#x}:\t{}", crate::debug::eval::quote(&bytes)));
            a += bytes.len() as u64 + 1;
        }
        return Ok(out.join("\n"));
    }
    let per_line = match size {
        1 => 8,
        2 => 8,
        4 => 4,
        _ => 2,
    };
    let mut out = Vec::new();
    let mut line = String::new();
    for i in 0..n {
        let a = addr + (i * size) as u64;
        // As the shown thread sees memory (its buffered stores included), like `print`.
        let mut b = [0u8; 16];
        m.read_bytes_seen_by(s.viewed_hart(), a, &mut b[..size])
            .map_err(|_| format!("Cannot access memory at address {a:#x}"))?;
        let v = u128::from_le_bytes(b);
        if i % per_line == 0 {
            if !line.is_empty() {
                out.push(std::mem::take(&mut line));
            }
            line = format!("{a:#x}:");
        }
        let bits = size * 8;
        let signed = if bits < 128 && (v >> (bits - 1)) & 1 == 1 {
            (v | !((1u128 << bits) - 1)) as i128
        } else {
            v as i128
        };
        let cell = match letter {
            'x' | 'a' => format!("{:#0w$x}", v, w = size * 2 + 2),
            'd' => signed.to_string(),
            'u' => v.to_string(),
            'o' => format!("{v:#o}"),
            't' => format!("{v:0w$b}", w = bits),
            'c' => format!("{} '{}'", signed, char::from(v as u8).escape_default()),
            'f' if size == 4 => f32::from_bits(v as u32).to_string(),
            'f' => f64::from_bits(v as u64).to_string(),
            _ => format!("{v:#x}"),
        };
        line.push('\t');
        line.push_str(&cell);
    }
    if !line.is_empty() {
        out.push(line);
    }
    Ok(out.join("\n"))
}

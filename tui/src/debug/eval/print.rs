//! Printing typed values as gdb does: scalars by type (bytes with their character),
//! pointers in hex (with the string for `i8`/`u8` pointers), arrays as `{...}`, structs as
//! `{f = v, ...}`.

use super::*;

/// The most elements of an array (or characters of a string) printed, as gdb's `print elements`.
pub const PRINT_ELEMENTS: usize = 200;

/// Print a value as gdb does: scalars by type, pointers in hex (with the string for `i8`/`u8`
/// pointers), arrays as `{...}`, structs as `{f = v, ...}`.
pub fn format(v: Value, s: &Scope<'_>, t: &DebugTables) -> String {
    let mut out = String::new();
    write_value(&mut out, v, s, t, 0);
    out
}

fn write_value(out: &mut String, v: Value, s: &Scope<'_>, t: &DebugTables, depth: u32) {
    if depth > 6 {
        out.push_str("{...}");
        return;
    }
    if let Place::Float(f) = v.place {
        out.push_str(&f.to_string());
        return;
    }
    let ty = v.ty.and_then(|ty| t.types.get(ty));
    let result: Result<(), String> = (|| {
        match ty {
            None => {
                let b = scalar(v, s, t)?;
                out.push_str(&format!("{}", b as u64 as i64));
            }
            Some(Type::Unspecified { .. }) => out.push_str("void"),
            Some(Type::Base {
                encoding,
                size,
                name,
            }) => {
                let b = scalar(v, s, t)?;
                // Bytes print with their character, as gdb prints `char`.
                if *size == 1 && (name == "i8" || name == "u8") {
                    let c = b as u8;
                    let shown = match c {
                        0 => "\\0".to_string(),
                        b'\'' => "\\'".to_string(),
                        0x20..=0x7e => (c as char).to_string(),
                        _ => format!("\\{c:03o}"),
                    };
                    let n = if *encoding == Encoding::Signed {
                        c as i8 as i64
                    } else {
                        c as i64
                    };
                    out.push_str(&format!("{n} '{shown}'"));
                    return Ok(());
                }
                match encoding {
                    Encoding::Signed => out.push_str(&(b as i128).to_string()),
                    Encoding::Unsigned | Encoding::Other if *size <= 16 => {
                        out.push_str(&b.to_string())
                    }
                    Encoding::Float => out.push_str(&as_f64(v, s, t)?.to_string()),
                    Encoding::Bool => out.push_str(if b != 0 { "true" } else { "false" }),
                    Encoding::Address => out.push_str(&format!("{:#x}", b)),
                    _ => out.push_str(&format!("{:#x}", b)),
                }
            }
            Some(Type::Pointer { target }) => {
                let p = scalar(v, s, t)? as u64;
                out.push_str(&format!("{p:#x}"));
                let chars = matches!(
                    target.and_then(|x| t.types.get(x)),
                    Some(Type::Base { name, .. }) if name == "i8" || name == "u8"
                );
                if chars && p != 0 {
                    if let Ok(bytes) = s.machine.memory().read_cstr(p, PRINT_ELEMENTS) {
                        out.push_str(&format!(" {}", quote(&bytes)));
                    }
                }
            }
            Some(Type::Array { element, dims }) => {
                let Place::Memory(a) = v.place else {
                    return Err("array not in memory".into());
                };
                let n = dims.first().copied().unwrap_or(0);
                let (ety, stride) = if dims.len() > 1 {
                    let sub = Type::Array {
                        element: *element,
                        dims: dims[1..].to_vec(),
                    };
                    let id = t.types.iter().position(|x| *x == sub);
                    (id, t.type_size(id))
                } else {
                    (*element, t.type_size(*element))
                };
                let chars = dims.len() == 1
                    && matches!(
                        element.and_then(|x| t.types.get(x)),
                        Some(Type::Base { name, .. }) if name == "i8" || name == "u8"
                    );
                if chars {
                    let mut bytes = vec![0u8; (n as usize).min(PRINT_ELEMENTS)];
                    s.machine
                        .read_bytes_seen_by(s.hart, a, &mut bytes)
                        .map_err(|_| format!("<error: Cannot access memory at address {a:#x}>"))?;
                    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
                    out.push_str(&quote(&bytes[..end]));
                    return Ok(());
                }
                out.push('{');
                let shown = (n as usize).min(PRINT_ELEMENTS);
                for i in 0..shown {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let e = Value {
                        ty: ety,
                        place: Place::Memory(a.wrapping_add(i as u64 * stride)),
                    };
                    if ety.is_none() && dims.len() > 1 {
                        out.push_str("{...}");
                    } else {
                        write_value(out, e, s, t, depth + 1);
                    }
                }
                if (n as usize) > shown {
                    out.push_str("...");
                }
                out.push('}');
            }
            Some(Type::Struct { members, .. }) => {
                let Place::Memory(a) = v.place else {
                    return Err("structure not in memory".into());
                };
                out.push('{');
                for (i, m) in members.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(&m.name);
                    out.push_str(" = ");
                    let mv = if let Some((bit, width)) = m.bits {
                        let raw = read_bits(s, a + m.offset, 8)?;
                        Value {
                            ty: m.ty,
                            place: Place::Bits((raw >> bit) & mask(width)),
                        }
                    } else {
                        Value {
                            ty: m.ty,
                            place: Place::Memory(a.wrapping_add(m.offset)),
                        }
                    };
                    write_value(out, mv, s, t, depth + 1);
                }
                out.push('}');
            }
        }
        Ok(())
    })();
    if let Err(e) = result {
        if e.starts_with('<') {
            out.push_str(&e);
        } else {
            out.push_str(&format!("<error: {e}>"));
        }
    }
}

/// A C string literal for bytes.
pub fn quote(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\{b:03o}")),
        }
    }
    s.push('"');
    s
}

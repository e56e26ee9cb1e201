//! Changing and following data: `set var`, `display`/`undisplay`, and the types of
//! expressions (`ptype`, `whatis`).

use super::*;
use maple_image::dwarf::Type;

/// `set var LHS = VALUE` (also `set variable`, and `set LHS = VALUE` as gdb allows).
pub(super) fn set(s: &mut Session, arg: &str) -> Result<String, String> {
    let assignment = arg
        .strip_prefix("variable ")
        .or_else(|| arg.strip_prefix("var "))
        .unwrap_or(arg)
        .trim();
    let (lhs, value) =
        split_assignment(assignment).ok_or("usage: set var EXPR = VALUE (e.g. `set var n = 3`)")?;
    s.set_var(lhs, value)?;
    Ok(String::new())
}

/// `a = b` split at the `=` that is neither part of `==`, `!=`, `<=` nor `>=`.
fn split_assignment(text: &str) -> Option<(&str, &str)> {
    let b = text.as_bytes();
    (0..b.len()).find_map(|i| {
        let single = b[i] == b'='
            && b.get(i + 1) != Some(&b'=')
            && (i == 0 || !matches!(b[i - 1], b'=' | b'!' | b'<' | b'>'));
        let (l, r) = (text[..i].trim(), text[i + 1..].trim());
        (single && !l.is_empty() && !r.is_empty()).then_some((l, r))
    })
}

/// `display[/F] EXPR`: show it now and at every stop; `display` alone: show them all.
pub(super) fn display(s: &mut Session, fmt: &str, arg: &str) -> Result<String, String> {
    if arg.is_empty() {
        return Ok(display_lines(s));
    }
    let id = s.add_display(fmt, arg)?;
    let d = s.displays.iter().find(|d| d.id == id).cloned();
    Ok(d.map_or(String::new(), |d| display_line(s, &d)))
}

/// `info display`.
pub(super) fn info_display(s: &Session) -> String {
    if s.displays.is_empty() {
        return "There are no auto-display expressions now.".into();
    }
    let mut t = String::from("Auto-display expressions now in effect:\nNum Enb Expression");
    for d in &s.displays {
        let f = if d.format.is_empty() {
            String::new()
        } else {
            format!("/{} ", d.format)
        };
        t.push_str(&format!("\n{}:   y  {f}{}", d.id, d.expr));
    }
    t
}

/// Every display, as a stop shows them (empty when there are none, or the program ended).
pub fn display_lines(s: &mut Session) -> String {
    if s.ended() {
        return String::new();
    }
    let displays = s.displays.clone();
    displays
        .iter()
        .map(|d| display_line(s, d))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `N: EXPR = VALUE` (`N: /F EXPR = VALUE` with a format), or why it cannot be shown.
fn display_line(s: &mut Session, d: &Display) -> String {
    let shown = if d.format.is_empty() {
        s.evaluate(&d.expr).map(|v| s.format_value(v))
    } else {
        s.evaluate(&d.expr)
            .and_then(|v| s.value_int(v))
            .and_then(|n| formatted(n, &d.format))
    };
    let f = if d.format.is_empty() {
        String::new()
    } else {
        format!("/{} ", d.format)
    };
    match shown {
        Ok(v) => format!("{}: {f}{} = {v}", d.id, d.expr),
        Err(e) => format!("{}: {f}{} = <{e}>", d.id, d.expr),
    }
}

/// An integer in one of `print`'s formats.
pub(super) fn formatted(n: i128, fmt: &str) -> Result<String, String> {
    Ok(match fmt {
        "x" => format!("{:#x}", n as u64),
        "d" => format!("{n}"),
        "u" => format!("{}", n as u64),
        "o" => format!("{:#o}", n as u64),
        "t" => format!("{:b}", n as u64),
        "c" => format!("{} '{}'", n as u8, (n as u8) as char),
        _ => return Err(format!("Undefined output format \"{fmt}\".")),
    })
}

/// `whatis EXPR|TYPE` (`expand`: `ptype`, a struct's members listed).
pub(super) fn type_of(s: &mut Session, arg: &str, expand: bool) -> Result<String, String> {
    if arg.is_empty() {
        return Err("Argument required (one or more choice items).".into());
    }
    let ty = match named_type(s, arg) {
        Some(t) => Some(t),
        None => s.evaluate(arg)?.ty,
    };
    let name = s.tables.type_name(ty);
    let members = match ty.and_then(|t| s.tables.types.get(t)) {
        Some(Type::Struct { members, union, .. }) if expand => Some((members.clone(), *union)),
        _ => None,
    };
    let Some((members, union)) = members else {
        return Ok(format!("type = {name}"));
    };
    let kind = if union { "union" } else { "struct" };
    let mut t = format!("type = {kind} {} {{", name.trim_matches(['<', '>']));
    for m in members {
        let bits = m.bits.map_or(String::new(), |(_, w)| format!(" : {w}"));
        t.push_str(&format!(
            "\n    {} {}{bits};  /* offset {} */",
            s.tables.type_name(m.ty),
            m.name,
            m.offset
        ));
    }
    t.push_str("\n}");
    Ok(t)
}

/// A type written by name (`i32`, `struct S`, `S`), if the tables have one.
fn named_type(s: &Session, text: &str) -> Option<usize> {
    let want = text
        .trim()
        .trim_start_matches("struct ")
        .trim_start_matches("union ")
        .trim();
    s.tables.types.iter().position(|t| match t {
        Type::Base { name, .. } | Type::Unspecified { name } => name == want,
        Type::Struct { name, .. } => !name.is_empty() && name.trim_start_matches('$') == want,
        _ => false,
    })
}

/// `print[/F] EXPR`: `$N = value`.
pub(super) fn print(s: &mut Session, a: &Args) -> Result<Action, String> {
    if a.arg.is_empty() {
        return Err("Argument required (expression to compute).".into());
    }
    if a.fmt.is_empty() {
        return Ok(Action::Output(s.print(a.arg)?));
    }
    let v = s.evaluate(a.arg)?;
    let n = s.value_int(v)?;
    let shown = formatted(n, a.fmt)?;
    s.values.push(v);
    Ok(Action::Output(format!("${} = {shown}", s.values.len())))
}

/// `undisplay [N...]`.
pub(super) fn undisplay(s: &mut Session, a: &Args) -> Result<Action, String> {
    s.undisplay(&ids(a.arg)?)?;
    Ok(Action::Output(String::new()))
}

#[cfg(test)]
mod tests {
    use super::split_assignment;

    #[test]
    fn an_assignment_splits_at_its_single_equals_sign() {
        assert_eq!(split_assignment("n = 3"), Some(("n", "3")));
        assert_eq!(split_assignment("a[i == 1] = b"), Some(("a[i == 1]", "b")));
        assert_eq!(split_assignment("x <= 3"), None);
        assert_eq!(split_assignment("= 3"), None);
        assert_eq!(split_assignment("x ="), None);
    }
}

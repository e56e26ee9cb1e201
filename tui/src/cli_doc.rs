//! `maple markdown-help` (hidden): the command-line reference as Markdown, rendered from the
//! clap definitions, so docs/CLI.md is the same text as `maple help` and cannot drift from it.
//! `tui/tests/cli.rs` fails when docs/CLI.md differs from this output.

use clap::{Arg, ArgAction, Command};
use std::fmt::Write;

/// Lines of the page stay within this many characters (as the code and the other docs).
const WIDTH: usize = 100;

/// The whole reference: the top-level command, then each visible subcommand.
pub fn markdown(mut cmd: Command) -> String {
    cmd.build();
    let mut out = String::new();
    out.push_str("# The `maple` command line\n\n");
    out.push_str(
        "<!-- Generated from the clap definitions in tui/src (`maple markdown-help`): do not \
         edit.\n     Regenerate: cargo run -q -p maple-tui -- markdown-help > docs/CLI.md \
         -->\n\n",
    );
    paragraphs(&mut out, &about(&cmd), "");
    let _ = writeln!(out, "Usage: `{}`\n", usage(&mut cmd));
    let globals: Vec<&Arg> = visible_args(&cmd).filter(|a| a.is_global_set()).collect();
    if !globals.is_empty() {
        out.push_str("Options every command takes:\n\n");
        for arg in globals {
            item(&mut out, &arg_title(arg), &arg_text(arg));
        }
        out.push('\n');
    }
    out.push_str("Commands:\n\n");
    let subs: Vec<Command> = visible_subcommands(&cmd).cloned().collect();
    for sub in &subs {
        let mut short = sub.get_about().map(|s| s.to_string()).unwrap_or_default();
        sentence(&mut short);
        item(&mut out, &format!("`maple {}`", sub.get_name()), &short);
    }
    // `maple run`'s options, which another command may take whole (`maple report` does).
    let run: Vec<(String, String)> = subs
        .iter()
        .find(|s| s.get_name() == "run")
        .map(|run| {
            visible_args(run)
                .filter(|a| !a.is_global_set() && !a.is_positional())
                .map(|a| (arg_title(a), arg_text(a)))
                .collect()
        })
        .unwrap_or_default();
    for mut sub in subs {
        out.push('\n');
        let shared = if sub.get_name() == "run" {
            &[][..]
        } else {
            &run[..]
        };
        subcommand(&mut out, &mut sub, shared);
    }
    out
}

/// Options shared with `maple run` are listed once, there, when a command takes this many.
const SHARED_WITH_RUN: usize = 10;

fn subcommand(out: &mut String, cmd: &mut Command, run: &[(String, String)]) {
    let _ = writeln!(out, "## `maple {}`\n", cmd.get_name());
    paragraphs(out, &about(cmd), "");
    let _ = writeln!(out, "Usage: `{}`\n", usage(cmd));
    let args: Vec<(bool, String, String)> = visible_args(cmd)
        .filter(|a| !a.is_global_set())
        .map(|a| (a.is_positional(), arg_title(a), arg_text(a)))
        .collect();
    let from_run = |(_, title, text): &&(bool, String, String)| {
        run.iter().any(|(t, x)| t == title && x == text)
    };
    let shared = args.iter().filter(from_run).count();
    for (heading, positional) in [("Arguments", true), ("Options", false)] {
        let these: Vec<&(bool, String, String)> = args
            .iter()
            .filter(|(p, _, _)| *p == positional)
            .filter(|a| positional || shared < SHARED_WITH_RUN || !from_run(a))
            .collect();
        if !positional && shared >= SHARED_WITH_RUN {
            let _ = writeln!(
                out,
                "Options: the {shared} options of `maple run` it shows in `--help` (above), \
                 and:\n"
            );
        } else if these.is_empty() {
            continue;
        } else {
            let _ = writeln!(out, "{heading}:\n");
        }
        for (_, title, text) in these {
            item(out, title, text);
        }
        out.push('\n');
    }
    // One blank line between sections.
    out.pop();
}

/// The long description of a command, else its short one.
fn about(cmd: &Command) -> String {
    let mut text = cmd
        .get_long_about()
        .or(cmd.get_about())
        .map(|s| s.to_string())
        .unwrap_or_default();
    sentence(&mut text);
    text
}

/// `maple run [OPTIONS] <FILE> ...`, as `--help` prints it after "Usage: ".
fn usage(cmd: &mut Command) -> String {
    let text = cmd.render_usage().to_string();
    let text = text.trim();
    text.strip_prefix("Usage:")
        .unwrap_or(text)
        .trim()
        .to_string()
}

fn visible_subcommands(cmd: &Command) -> impl Iterator<Item = &Command> {
    cmd.get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
}

/// The arguments `--help` shows, less clap's own `--help` and `--version`.
fn visible_args(cmd: &Command) -> impl Iterator<Item = &Arg> {
    cmd.get_arguments().filter(|a| {
        !a.is_hide_set()
            && !matches!(a.get_action(), ArgAction::Help | ArgAction::HelpLong)
            && !matches!(a.get_action(), ArgAction::Version)
    })
}

/// How an argument is written: `<FILE>`, `[MODULES]...`, `-o, --output <OUTPUT>`, `--stats`.
fn arg_title(arg: &Arg) -> String {
    let names: Vec<String> = match arg.get_value_names() {
        Some(names) => names.iter().map(|n| n.to_string()).collect(),
        None => vec![arg.get_id().as_str().to_uppercase()],
    };
    let many = arg
        .get_num_args()
        .is_some_and(|n| n.max_values() > 1 || matches!(arg.get_action(), ArgAction::Append));
    let dots = if many { "..." } else { "" };
    if arg.is_positional() {
        let value = names.join(" ");
        let value = if arg.is_required_set() {
            format!("<{value}>")
        } else {
            format!("[{value}]")
        };
        let value = if arg.is_last_set() {
            format!("-- {value}")
        } else {
            value
        };
        return format!("`{value}{dots}`");
    }
    let mut flag = String::new();
    if let Some(short) = arg.get_short() {
        let _ = write!(flag, "-{short}");
        if arg.get_long().is_some() {
            flag.push_str(", ");
        }
    }
    if let Some(long) = arg.get_long() {
        let _ = write!(flag, "--{long}");
    }
    if arg.get_action().takes_values() {
        let value: Vec<String> = names.iter().map(|n| format!("<{n}>")).collect();
        let _ = write!(flag, " {}", value.join(" "));
    }
    format!("`{flag}`{}", if many { " (repeatable)" } else { "" })
}

/// An argument's long help with its default, then its possible values as a nested list.
fn arg_text(arg: &Arg) -> String {
    let mut text = arg
        .get_long_help()
        .or(arg.get_help())
        .map(|s| s.to_string())
        .unwrap_or_default();
    sentence(&mut text);
    let takes_values = arg.get_action().takes_values();
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| format!("`{}`", v.to_string_lossy()))
        .collect();
    if !defaults.is_empty() && !arg.is_hide_default_value_set() && takes_values {
        let _ = write!(text, " Default: {}.", defaults.join(", "));
    }
    if !arg.is_hide_possible_values_set() && takes_values {
        let values: Vec<String> = arg
            .get_possible_values()
            .iter()
            .filter(|v| !v.is_hide_set())
            .map(|v| match v.get_help() {
                Some(help) => {
                    let mut help = help.to_string();
                    sentence(&mut help);
                    format!("`{}`: {help}", v.get_name())
                }
                None => format!("`{}`", v.get_name()),
            })
            .collect();
        if !values.is_empty() {
            text.push_str("\n\nValues:");
            for value in values {
                text.push_str("\n\n- ");
                text.push_str(&value);
            }
        }
    }
    text
}

/// End `text` with a full stop (clap drops the one of a single-paragraph doc comment).
fn sentence(text: &mut String) {
    let trimmed = text.trim_end().len();
    text.truncate(trimmed);
    if !text.is_empty() && !text.ends_with(['.', '!', '?', ':']) {
        text.push('.');
    }
}

/// A list item: the title, then the text's paragraphs, wrapped and indented under it.
fn item(out: &mut String, title: &str, text: &str) {
    let text = text.trim();
    let first = if text.is_empty() {
        format!("- {title}")
    } else {
        format!("- {title}: {text}")
    };
    paragraphs(out, &first, "  ");
    // List items follow each other without blank lines between them.
    while out.ends_with("\n\n") {
        out.pop();
    }
}

/// Paragraphs (separated by blank lines) wrapped at [`WIDTH`], continuation lines indented.
fn paragraphs(out: &mut String, text: &str, indent: &str) {
    let mut in_list = false;
    for (i, para) in text.split("\n\n").enumerate() {
        let para = para.split_whitespace().collect::<Vec<_>>().join(" ");
        if para.is_empty() {
            continue;
        }
        if i == 0 {
            wrap(out, &para, "", indent);
        } else if let Some(entry) = para.strip_prefix("- ") {
            // A nested list (an argument's values): its entries follow each other.
            if in_list {
                out.pop();
            }
            wrap(out, &format!("- {entry}"), indent, &format!("{indent}  "));
            in_list = true;
        } else {
            wrap(out, &para, indent, indent);
            in_list = false;
        }
        out.push('\n');
    }
}

fn wrap(out: &mut String, para: &str, first: &str, indent: &str) {
    let mut line = String::from(first);
    let mut empty = true;
    for word in para.split(' ') {
        if !empty && line.chars().count() + 1 + word.chars().count() > WIDTH {
            out.push_str(line.trim_end());
            out.push('\n');
            line = String::from(indent);
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out.push_str(line.trim_end());
    out.push('\n');
}

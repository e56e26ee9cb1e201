//! Keeping comments through `maple fmt`. A comment on a line of its own belongs to the first
//! declaration or statement that starts after it (or to the end of the file) and is printed on
//! its own line right before that node. A comment after code on a line belongs to the last node
//! that starts before it and is printed at the end of that node's first line. Printing then
//! re-parsing attaches every comment to the same node, so the canonical form stays a fixed
//! point.

use crate::ast::{Body, Comments, Item, Stmt};
use crate::lexer::RawComment;
use crate::source::FileId;

/// Attach the comments of `file` to the nodes of `items`.
pub fn attach(file: FileId, items: &[Item], raw: Vec<RawComment>) -> Comments {
    let mut starts = Vec::new();
    for item in items {
        match item {
            Item::Var(v) => starts.push(v.span),
            Item::Type(t) => starts.push(t.span),
            Item::Java(j) => starts.push(j.span),
            Item::Directive(d) => starts.push(d.span),
            Item::Import { span, .. } => starts.push(*span),
            Item::Func(f) => {
                starts.push(f.span);
                if let Some(b) = &f.body {
                    body_starts(b, &mut starts);
                }
            }
            Item::FileInfo(_) | Item::SrcFileInfo(_) => {}
        }
    }
    let mut starts: Vec<usize> = starts
        .into_iter()
        .filter(|s| s.file == file)
        .map(|s| s.start)
        .collect();
    starts.sort_unstable();
    starts.dedup();
    let mut comments = Comments::default();
    for c in raw {
        let i = starts.partition_point(|&s| s <= c.offset);
        if !c.own_line && i > 0 {
            comments
                .after
                .entry((file, starts[i - 1]))
                .or_default()
                .push(c.text);
            continue;
        }
        match starts.get(i) {
            Some(&node) => comments
                .before
                .entry((file, node))
                .or_default()
                .push(c.text),
            None => comments.tail.push(c.text),
        }
    }
    comments
}

fn body_starts(b: &Body, out: &mut Vec<crate::source::Span>) {
    out.extend(b.locals.iter().map(|v| v.span));
    out.extend(b.types.iter().map(|t| t.span));
    out.extend(b.regs.iter().map(|r| r.span));
    out.extend(b.directives.iter().map(|d| d.span));
    stmt_starts(&b.stmts, out, 0);
}

fn stmt_starts(stmts: &[Stmt], out: &mut Vec<crate::source::Span>, depth: usize) {
    if depth > crate::parser::MAX_DEPTH {
        return;
    }
    for s in stmts {
        out.push(s.span);
        for child in s.children() {
            stmt_starts(child, out, depth + 1);
        }
    }
}

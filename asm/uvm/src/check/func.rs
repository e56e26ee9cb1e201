//! One function body: parameters against the signature, local names, labels, the shape of
//! each basic block (terminator last, PHI and LANDINGPAD first, none in the entry block),
//! branch targets (defined, never the entry block) and PHI sources against predecessors.

use super::block_span;
use super::env::Env;
use super::inst::{self, Ctx};
use crate::ast::*;
use crate::codes;
use crate::instructions::Instruction;
use maple_asm::diag::Diagnostic;
use std::collections::{HashMap, HashSet};

pub(super) fn check_func(
    env: &Env,
    f: &FuncDef,
    diags: &mut Vec<Diagnostic>,
) -> HashMap<String, Option<Type>> {
    let mut locals: HashMap<String, Option<Type>> = HashMap::new();
    let mut defined_at = HashMap::new();
    let sig = env.sig(&f.sig);
    if let Some(sig) = sig {
        if sig.params.len() != f.params.len() {
            let at = f.params.first().map_or(f.name.span, |p| p.span);
            diags.push(
                Diagnostic::error(
                    codes::ARITY,
                    at,
                    format!(
                        "{} parameters for a signature of {}",
                        f.params.len(),
                        sig.params.len()
                    ),
                )
                .with_label("parameter list")
                .with_secondary(sig.span, format!("`{}`", env.show_sig(sig))),
            );
        }
    }
    for (i, p) in f.params.iter().enumerate() {
        let t = sig.and_then(|s| s.params.get(i)).cloned();
        define(&mut locals, &mut defined_at, p, t, diags);
    }
    if f.blocks.is_empty() {
        diags.push(
            Diagnostic::error(
                codes::EMPTY_BODY,
                f.name.span,
                format!("`@{}` has no basic blocks", f.name.name),
            )
            .with_label("an empty body")
            .with_note("a body needs at least one block ending in a terminator (RET, BRANCH, ...)"),
        );
        return locals;
    }

    // Labels.
    let mut labels: HashMap<&str, usize> = HashMap::new();
    for (i, b) in f.blocks.iter().enumerate() {
        if let Some(l) = &b.label {
            if let Some(&first) = labels.get(l.name.as_str()) {
                diags.push(
                    Diagnostic::error(
                        codes::DUPLICATE_LOCAL,
                        l.span,
                        format!("label `%{}` is defined twice", l.name),
                    )
                    .with_label("second definition")
                    .with_secondary(block_span(&f.blocks[first]), "first defined here"),
                );
            } else {
                labels.insert(&l.name, i);
            }
        }
    }

    // An unlabelled entry block is `%entry`, as the document calls it: PHIs name it so.
    if f.blocks[0].label.is_none() {
        labels.entry("entry").or_insert(0);
    }

    // Local values: every named instruction, whatever its block (SSA names are function-wide).
    for b in &f.blocks {
        for ins in &b.insts {
            if let Some(n) = &ins.name {
                let t = inst::result_type(env, sig, &ins.op);
                define(&mut locals, &mut defined_at, n, t, diags);
            }
        }
    }

    // Block shapes and control flow.
    let entry_label = f.blocks[0]
        .label
        .as_ref()
        .map_or(Some("entry"), |l| Some(l.name.as_str()));
    let mut preds: Vec<HashSet<&str>> = vec![HashSet::new(); f.blocks.len()];
    for (bi, b) in f.blocks.iter().enumerate() {
        let Some(last) = b.insts.last() else {
            diags.push(
                Diagnostic::error(
                    codes::NO_TERMINATOR,
                    block_span(b),
                    "a basic block without instructions",
                )
                .with_label("needs a terminator (BRANCH, RET, ...)"),
            );
            continue;
        };
        let mut in_prefix = true;
        for (i, ins) in b.insts.iter().enumerate() {
            let head = matches!(ins.op, Op::Phi { .. } | Op::LandingPad);
            if head && (bi == 0 || !in_prefix) {
                let why = if bi == 0 {
                    "the entry block has no predecessors"
                } else {
                    "after another kind of instruction"
                };
                diags.push(
                    Diagnostic::error(
                        codes::NOT_AT_BLOCK_START,
                        ins.op_span,
                        "PHI and LANDINGPAD must begin a basic block",
                    )
                    .with_label(why),
                );
            }
            in_prefix &= head;
            if ins.op.is_terminator() && i + 1 < b.insts.len() {
                let next = &b.insts[i + 1];
                diags.push(
                    Diagnostic::error(
                        codes::AFTER_TERMINATOR,
                        next.span,
                        "an instruction after the block's terminator",
                    )
                    .with_label("unreachable: begin a new block with a label `%name:`")
                    .with_secondary(ins.op_span, "the block ends here"),
                );
            }
        }
        if !last.op.is_terminator() {
            diags.push(
                Diagnostic::error(
                    codes::NO_TERMINATOR,
                    last.span,
                    "the last instruction of a basic block is not a terminator",
                )
                .with_label("control would fall off the block")
                .with_note(format!("end the block with {}", terminators())),
            );
        }
        let from = b.label.as_ref().map_or("entry", |l| l.name.as_str());
        for ins in &b.insts {
            for target in ins.op.successors() {
                match labels.get(target.name.as_str()) {
                    None => diags.push(undefined_label(&labels, target)),
                    Some(&ti) => {
                        if Some(target.name.as_str()) == entry_label {
                            diags.push(
                                Diagnostic::error(codes::BRANCH_TO_ENTRY, target.span, format!("branch to the entry block `%{}`", target.name))
                                    .with_label("the entry block cannot be a branch target")
                                    .with_note("help: move the entry block's code into a new block and branch there"),
                            );
                        }
                        preds[ti].insert(from);
                    }
                }
            }
        }
    }

    landing_pads(f, diags);

    // PHI sources against predecessors.
    for (bi, b) in f.blocks.iter().enumerate().skip(1) {
        for ins in &b.insts {
            let Op::Phi { incoming, .. } = &ins.op else {
                continue;
            };
            let listed: HashSet<&str> = incoming.iter().map(|(l, _)| l.name.as_str()).collect();
            for (l, _) in incoming {
                if labels.contains_key(l.name.as_str()) && !preds[bi].contains(l.name.as_str()) {
                    diags.push(
                        Diagnostic::error(
                            codes::PHI_PREDECESSORS,
                            l.span,
                            format!("`%{}` does not branch to this block", l.name),
                        )
                        .with_label("not a predecessor"),
                    );
                } else if !labels.contains_key(l.name.as_str()) {
                    diags.push(undefined_label(&labels, l));
                }
            }
            let mut missing: Vec<&str> = preds[bi]
                .iter()
                .copied()
                .filter(|p| !listed.contains(p))
                .collect();
            missing.sort_unstable();
            if !missing.is_empty() {
                diags.push(
                    Diagnostic::error(
                        codes::PHI_PREDECESSORS,
                        ins.op_span,
                        "the PHI has no value for some predecessors",
                    )
                    .with_label(format!(
                        "missing {}",
                        missing
                            .iter()
                            .map(|m| format!("`%{m}`"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    )),
                );
            }
        }
    }

    // Operand types.
    let mut ctx = Ctx {
        env,
        sig,
        locals: &locals,
        diags,
    };
    for b in &f.blocks {
        for ins in &b.insts {
            ctx.check(ins);
        }
    }
    locals
}

fn define(
    locals: &mut HashMap<String, Option<Type>>,
    defined_at: &mut HashMap<String, maple_asm::source::Span>,
    n: &Name,
    t: Option<Type>,
    diags: &mut Vec<Diagnostic>,
) {
    if let Some(first) = defined_at.get(&n.name) {
        diags.push(
            Diagnostic::error(
                codes::DUPLICATE_LOCAL,
                n.span,
                format!("`%{}` is defined twice", n.name),
            )
            .with_label("an SSA value is defined in exactly one place")
            .with_secondary(*first, "first defined here"),
        );
        return;
    }
    defined_at.insert(n.name.clone(), n.span);
    locals.insert(n.name.clone(), t);
}

fn undefined_label(labels: &HashMap<&str, usize>, l: &Name) -> Diagnostic {
    let hint = crate::ops::closest(&l.name, labels.keys().copied());
    Diagnostic::error(
        codes::UNDEFINED_LABEL,
        l.span,
        format!("undefined label `%{}`", l.name),
    )
    .with_label("no block has this label")
    .with_hint(hint.map(|h| format!("%{h}")).as_deref())
}

/// A block that begins with LANDINGPAD is reached only as an exceptional destination.
fn landing_pads(f: &FuncDef, diags: &mut Vec<Diagnostic>) {
    let mut normal: HashMap<&str, &Name> = HashMap::new();
    let mut exc: HashSet<&str> = HashSet::new();
    for ins in f.blocks.iter().flat_map(|b| &b.insts) {
        let e = ins.op.exc_dest();
        if let Some(e) = e {
            exc.insert(e.name.as_str());
        }
        for t in ins.op.successors() {
            if !e.is_some_and(|e| std::ptr::eq(e, t)) {
                normal.entry(t.name.as_str()).or_insert(t);
            }
        }
    }
    for b in f.blocks.iter().skip(1) {
        let Some(l) = &b.label else { continue };
        let Some(pad) = b
            .insts
            .iter()
            .take_while(|i| matches!(i.op, Op::Phi { .. } | Op::LandingPad))
            .find(|i| matches!(i.op, Op::LandingPad))
        else {
            continue;
        };
        let d = Diagnostic::error(
            codes::LANDINGPAD_NOT_EXC,
            pad.op_span,
            format!(
                "LANDINGPAD in `%{}`, which is not only an exceptional destination",
                l.name
            ),
        );
        let d = if let Some(t) = normal.get(l.name.as_str()) {
            d.with_label("a normal edge reaches this block")
                .with_secondary(t.span, "branches here normally")
        } else if !exc.contains(l.name.as_str()) {
            d.with_label("no instruction names this block as its exceptional destination")
        } else {
            continue;
        };
        diags.push(d.with_note(
            "LANDINGPAD receives the exception of an INVOKE, IINVOKE, TRAP or WATCHPOINT whose `exc` is this block",
        ));
    }
}

/// The terminators of the instruction table, for the note of a block without one:
/// `BRANCH, BRANCH2, ... or IINVOKE`.
fn terminators() -> String {
    let words: Vec<&str> = Instruction::ALL
        .iter()
        .filter(|i| i.is_terminator())
        .map(|i| i.keyword())
        .collect();
    match words.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

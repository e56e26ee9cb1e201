//! TAILCALL between functions. maple has no tail call and one call stack per thread, so a
//! TAILCALL that stays a call and a return grows the stack: mutual tail recursion
//! (`@is_even` ↔ `@is_odd`) would overflow where µVM replaces the frame. So before a
//! function is lowered, the functions it reaches by direct TAILCALLs (its *group*) are
//! copied into it: each member's blocks and locals renamed `K#name` (`#` is no name
//! character of the text form), a TAILCALL to a member becomes a BRANCH to that member's
//! entry block, and PHIs there take the arguments (parallel copies, as every PHI). A new
//! entry block enters the function's own copy with its parameters. Each function keeps its
//! own lowering too (for calls and `func` values); only its tail calls stay in one frame.
//!
//! A member must take only scalars and return what the root returns (a TAILCALL's rule);
//! groups are capped ([`MAX_MEMBERS`], [`MAX_INSTS`]) so the copies stay small. A function
//! alone in its group is left to `func.rs`, which turns a TAILCALL of itself into a loop.

use super::types::is_scalar;
use crate::ast::*;
use crate::check::env::{Env, Global};
use std::collections::HashMap;

/// The most functions one group copies.
const MAX_MEMBERS: usize = 16;
/// The most instructions of all members of one group.
const MAX_INSTS: usize = 4000;

/// A function with its group copied in, and the types of its renamed locals.
pub(super) struct Merged {
    pub def: FuncDef,
    pub locals: HashMap<String, Option<Type>>,
}

fn renamed(k: usize, name: &str) -> String {
    format!("{k}#{name}")
}

/// The label of a block (only the entry block may be unlabelled: `entry`).
fn label_of(b: &Block) -> &str {
    b.label.as_ref().map_or("entry", |l| l.name.as_str())
}

/// The function a TAILCALL calls directly, by name.
fn tail_callee(op: &Op) -> Option<(&str, &[Value])> {
    match op {
        Op::Call {
            kind: CallKind::TailCall,
            callee:
                Value {
                    kind: ValueKind::Global(g),
                    ..
                },
            args,
            ..
        } => Some((g, args)),
        _ => None,
    }
}

/// Whether `f` may be a group member: defined, scalar parameters, a scalar or no result.
fn eligible<'e>(env: &'e Env, f: &str) -> Option<(&'e FuncDef, &'e Sig)> {
    let body = env.bodies.get(f)?;
    let Some((Global::Func(s), _)) = env.globals.get(f) else {
        return None;
    };
    let sig = env.sig(s)?;
    let scalar_ret = env.is_void(&sig.ret) || is_scalar(env, &sig.ret);
    let ok = scalar_ret
        && sig.params.iter().all(|t| is_scalar(env, t))
        && sig.params.len() == body.params.len();
    ok.then_some((*body, sig))
}

/// `root` with the functions it reaches by direct TAILCALLs copied in; `None` when it tail
/// calls no other function (or cannot take part).
pub(super) fn merge_group(
    env: &Env,
    locals: &HashMap<&str, HashMap<String, Option<Type>>>,
    root: &str,
) -> Option<Merged> {
    let (_, root_sig) = eligible(env, root)?;
    let mut members: Vec<(&str, &FuncDef, &Sig)> = Vec::new();
    let mut insts = 0;
    let mut todo = vec![root];
    while let Some(f) = todo.pop() {
        if members.iter().any(|(n, ..)| *n == f) {
            continue;
        }
        let Some((body, sig)) = eligible(env, f) else {
            continue;
        };
        if !env.same(&sig.ret, &root_sig.ret) || (f == "main" && f != root) {
            continue;
        }
        insts += body.blocks.iter().map(|b| b.insts.len()).sum::<usize>();
        if members.len() == MAX_MEMBERS || insts > MAX_INSTS {
            break;
        }
        members.push((f, body, sig));
        for b in &body.blocks {
            if let Some((g, _)) = b.insts.last().and_then(|i| tail_callee(&i.op)) {
                todo.push(g);
            }
        }
    }
    if members.len() < 2 {
        return None;
    }
    let index = |f: &str| members.iter().position(|(n, ..)| *n == f);
    let (_, root_def, _) = members[0];
    let span = root_def.span;
    let name = |n: String| Name { name: n, span };
    // Each member's copy; the argument lists of the TAILCALLs to each member.
    let mut blocks = Vec::new();
    let mut incoming: Vec<Vec<Vec<(Name, Value)>>> = members
        .iter()
        .map(|(_, _, s)| vec![Vec::new(); s.params.len()])
        .collect();
    for (k, (_, body, _)) in members.iter().enumerate() {
        for b in &body.blocks {
            let label = renamed(k, label_of(b));
            let mut insts = b.insts.clone();
            for ins in &mut insts {
                rename_inst(ins, k);
            }
            if let Some(last) = insts.last_mut() {
                if let Some((j, args)) =
                    tail_callee(&last.op).and_then(|(g, a)| Some((index(g)?, a.to_vec())))
                {
                    for (p, a) in args.into_iter().enumerate() {
                        if let Some(list) = incoming[j].get_mut(p) {
                            list.push((name(label.clone()), a));
                        }
                    }
                    let entry = label_of(&members[j].1.blocks[0]);
                    last.op = Op::Branch(name(renamed(j, entry)));
                    last.name = None;
                }
            }
            blocks.push(Block {
                label: Some(Name {
                    name: label,
                    span: b.label.as_ref().map_or(b.span, |l| l.span),
                }),
                insts,
                span: b.span,
            });
        }
    }
    // The root's parameters enter its copy from the new entry block.
    for (p, param) in root_def.params.iter().enumerate() {
        let v = Value {
            kind: ValueKind::Local(param.name.clone()),
            span: param.span,
        };
        incoming[0][p].push((name("entry".into()), v));
    }
    // PHIs for the parameters at the top of each member's entry block.
    let mut at = 0;
    for (k, (_, body, sig)) in members.iter().enumerate() {
        let phis = body
            .params
            .iter()
            .zip(&sig.params)
            .enumerate()
            .map(|(p, (n, t))| Inst {
                name: Some(Name {
                    name: renamed(k, &n.name),
                    span: n.span,
                }),
                op: Op::Phi {
                    ty: t.clone(),
                    incoming: std::mem::take(&mut incoming[k][p]),
                },
                op_span: n.span,
                span: n.span,
            });
        let phis: Vec<Inst> = phis.collect();
        blocks[at].insts.splice(0..0, phis);
        at += body.blocks.len();
    }
    let first = label_of(&root_def.blocks[0]);
    blocks.insert(
        0,
        Block {
            label: None,
            insts: vec![Inst {
                name: None,
                op: Op::Branch(name(renamed(0, first))),
                op_span: span,
                span,
            }],
            span,
        },
    );
    let mut types = HashMap::new();
    for (k, (f, body, sig)) in members.iter().enumerate() {
        for (n, t) in locals.get(f).into_iter().flatten() {
            types.insert(renamed(k, n), t.clone());
        }
        for (n, t) in body.params.iter().zip(&sig.params) {
            types.insert(renamed(k, &n.name), Some(t.clone()));
        }
    }
    for (n, t) in root_def.params.iter().zip(&root_sig.params) {
        types.insert(n.name.clone(), Some(t.clone()));
    }
    Some(Merged {
        def: FuncDef {
            name: root_def.name.clone(),
            sig: root_def.sig.clone(),
            params: root_def.params.clone(),
            blocks,
            span,
        },
        locals: types,
    })
}

/// Rename member `k`'s locals and labels in one instruction.
fn rename_inst(ins: &mut Inst, k: usize) {
    let n = |x: &mut Name| x.name = renamed(k, &x.name);
    let v = |x: &mut Value| {
        if let ValueKind::Local(l) = &mut x.kind {
            *l = renamed(k, l);
        }
    };
    if let Some(x) = &mut ins.name {
        n(x);
    }
    let vs = |xs: &mut Vec<Value>| xs.iter_mut().for_each(v);
    let dests = |d: &mut Option<Dests>| {
        if let Some(d) = d {
            n(&mut d.nor);
            n(&mut d.exc);
        }
    };
    match &mut ins.op {
        Op::Bin { a, b, .. } | Op::Cmp { a, b, .. } => {
            v(a);
            v(b);
        }
        Op::Conv { v: x, .. }
        | Op::Ret { v: x, .. }
        | Op::Throw(x)
        | Op::ExtractValue { v: x, .. }
        | Op::NewHybrid { len: x, .. }
        | Op::AllocaHybrid { len: x, .. }
        | Op::GetIRef { v: x, .. }
        | Op::GetFieldIRef { v: x, .. }
        | Op::GetFixedPartIRef { v: x, .. }
        | Op::GetVarPartIRef { v: x, .. }
        | Op::Load { loc: x, .. } => v(x),
        Op::Select { cond, t, f, .. } => {
            v(cond);
            v(t);
            v(f);
        }
        Op::Branch(l) => n(l),
        Op::Branch2 { cond, t, f } => {
            v(cond);
            n(t);
            n(f);
        }
        Op::Switch {
            v: x,
            default,
            cases,
            ..
        } => {
            v(x);
            n(default);
            cases.iter_mut().for_each(|(_, l)| n(l));
        }
        Op::Phi { incoming, .. } => incoming.iter_mut().for_each(|(l, x)| {
            n(l);
            v(x);
        }),
        Op::Call {
            callee,
            args,
            dests: d,
            keepalive,
            ..
        } => {
            v(callee);
            vs(args);
            dests(d);
            vs(keepalive);
        }
        Op::InsertValue { v: a, new: b, .. }
        | Op::GetElemIRef { v: a, index: b, .. }
        | Op::ShiftIRef {
            v: a, offset: b, ..
        }
        | Op::Store { loc: a, v: b, .. }
        | Op::AtomicRmw { loc: a, v: b, .. } => {
            v(a);
            v(b);
        }
        Op::CmpXchg {
            loc,
            expected,
            desired,
            ..
        } => {
            v(loc);
            v(expected);
            v(desired);
        }
        Op::Trap {
            nor,
            exc,
            keepalive,
            ..
        } => {
            n(nor);
            n(exc);
            vs(keepalive);
        }
        Op::Watchpoint {
            dis,
            nor,
            exc,
            keepalive,
            ..
        } => {
            n(dis);
            n(nor);
            n(exc);
            vs(keepalive);
        }
        Op::CCall { callee, args, .. } | Op::NewStack { callee, args, .. } => {
            v(callee);
            vs(args);
        }
        Op::ICall {
            args,
            dests: d,
            keepalive,
            ..
        } => {
            vs(args);
            dests(d);
            vs(keepalive);
        }
        Op::RetVoid | Op::LandingPad | Op::New(_) | Op::Alloca(_) | Op::Fence(_) => {}
    }
}

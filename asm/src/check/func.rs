//! Functions: parameters, locals, local types, labels and name references inside bodies.

use super::{Checker, Scope};
use crate::ast::*;
use crate::diag::{codes, Diagnostic};
use crate::source::Span;
use crate::types::Type;
use std::collections::HashMap;

impl<'m> Checker<'m> {
    pub(super) fn check_func(&mut self, f: &'m Func) {
        let mut scope: Scope<'m> = Scope::default();
        let mut seen: HashMap<&str, Span> = HashMap::new();
        for p in &f.params {
            self.check_type(&p.ty, p.span, None);
            if let ParamName::Var(n) = &p.name {
                if let Some(first) = seen.get(n.as_str()) {
                    let at = self.find(p.span, &format!("%{n}"));
                    self.err(
                        Diagnostic::error(
                            codes::DUPLICATE_PARAM,
                            at,
                            format!("parameter `%{n}` declared twice"),
                        )
                        .with_label("second declaration")
                        .with_secondary(*first, "first declared here"),
                    );
                } else {
                    seen.insert(n.as_str(), p.span);
                    scope.vars.insert(n.as_str(), &p.ty);
                }
            }
        }
        let Some(body) = &f.body else { return };
        let mut tseen: HashMap<&str, Span> = HashMap::new();
        for t in &body.types {
            if let Some(first) = tseen.get(t.name.name.as_str()) {
                let at = self.find(t.span, &t.name.to_string());
                self.err(
                    Diagnostic::error(
                        codes::DUPLICATE_TYPE,
                        at,
                        format!("type `{}` defined twice", t.name),
                    )
                    .with_label("second definition")
                    .with_secondary(*first, "first definition here"),
                );
            } else {
                tseen.insert(t.name.name.as_str(), t.span);
                scope.types.insert(t.name.name.as_str(), &t.ty);
            }
        }
        for t in &body.types {
            self.check_type(&t.ty, t.span, Some(&scope));
        }
        for v in &body.locals {
            let n = v.name.name.as_str();
            if v.name.global {
                // `var $x` inside a function declares a function-scope static in real files.
            }
            if let Some(first) = seen.get(n) {
                let at = self.find(v.span, &v.name.to_string());
                self.err(
                    Diagnostic::error(
                        codes::DUPLICATE_VAR,
                        at,
                        format!("`{}` declared twice in `&{}`", v.name, f.name),
                    )
                    .with_label("second declaration")
                    .with_secondary(*first, "first declared here"),
                );
            } else {
                seen.insert(n, v.span);
                if v.name.global {
                    scope.statics.insert(n, &v.ty);
                } else {
                    scope.vars.insert(n, &v.ty);
                }
            }
        }
        // Labels first: branches may go forward, and static jump tables name them.
        let mut labels: HashMap<&str, Span> = HashMap::new();
        self.collect_labels(&body.stmts, &mut labels, 0);
        scope.labels = labels.keys().copied().collect();
        for v in &body.locals {
            self.check_var(v, Some(&scope));
        }
        for r in &body.regs {
            self.check_type(&r.ty, r.span, Some(&scope));
        }
        self.check_stmts(&body.stmts, &scope, 0);
    }

    pub(super) fn collect_labels(
        &mut self,
        stmts: &'m [Stmt],
        labels: &mut HashMap<&'m str, Span>,
        depth: usize,
    ) {
        if depth > crate::parser::MAX_DEPTH {
            return;
        }
        for s in stmts {
            if let StmtKind::Label(l) = &s.kind {
                if let Some(first) = labels.get(l.as_str()) {
                    self.err(
                        Diagnostic::error(
                            codes::DUPLICATE_LABEL,
                            s.span,
                            format!("label `@{l}` defined twice"),
                        )
                        .with_label("second definition")
                        .with_secondary(*first, "first definition here"),
                    );
                } else {
                    labels.insert(l.as_str(), s.span);
                }
            }
            for child in s.children() {
                self.collect_labels(child, labels, depth + 1);
            }
        }
    }

    pub(super) fn check_label(&mut self, l: &str, span: Span, scope: &Scope) {
        if !scope.labels.contains(l) {
            let at = self.find(span, &format!("@{l}"));
            self.err(
                Diagnostic::error(
                    codes::UNDEFINED_LABEL,
                    at,
                    format!("undefined label `@{l}`"),
                )
                .with_label("no such label"),
            );
        }
    }

    pub(super) fn var_type<'a>(&'a self, v: &VarName, scope: &Scope<'a>) -> Option<&'a Type> {
        if !v.global {
            if let Some(t) = scope.vars.get(v.name.as_str()) {
                return Some(t);
            }
            return None;
        }
        if let Some(t) = scope.statics.get(v.name.as_str()) {
            return Some(t);
        }
        self.syms
            .vars
            .get(v.name.as_str())
            .and_then(|d| d.first())
            .map(|d| &d.ty)
    }

    pub(super) fn check_var_ref(&mut self, v: &VarName, field: FieldId, span: Span, scope: &Scope) {
        match self.var_type(v, scope) {
            Some(t) => {
                let t = t.clone();
                self.check_field(&t, field, span, Some(scope));
            }
            None => {
                let at = self.find(span, &v.to_string());
                let mut d = Diagnostic::error(
                    codes::UNDEFINED_VAR,
                    at,
                    format!("undefined variable `{v}`"),
                )
                .with_label("not declared");
                if !v.global && self.syms.vars.contains_key(v.name.as_str()) {
                    d = d.with_note(format!("there is a global `${}`", v.name));
                } else if v.global && scope.vars.contains_key(v.name.as_str()) {
                    d = d.with_note(format!("there is a local `%{}`", v.name));
                }
                self.err(d);
            }
        }
    }

    /// A direct call passes as many arguments as the callee declares (or more, if varargs).
    /// Only a warning: real front ends emit calls to prototypes they declare loosely.
    pub(super) fn check_call_args(&mut self, name: &str, n: usize, span: Span) {
        let Some(candidates) = self.syms.funcs.get(name) else {
            return;
        };
        let Some(f) = candidates
            .iter()
            .find(|f| f.body.is_some())
            .or(candidates.first())
            .copied()
        else {
            return;
        };
        let want = f.params.len();
        let bad = if f.varargs { n < want } else { n != want };
        if bad {
            let at = self.find(span, &format!("&{name}"));
            self.err(
                Diagnostic::warning(
                    codes::CALL_ARGS,
                    at,
                    format!(
                        "`&{name}` takes {want}{} argument(s), the call passes {n}",
                        if f.varargs { " or more" } else { "" }
                    ),
                )
                .with_label("argument count differs")
                .with_secondary(f.span, "declared here"),
            );
        }
    }

    pub(super) fn check_func_ref(&mut self, name: &str, span: Span, allow_method: bool) {
        if self.syms.funcs.contains_key(name) || (allow_method && self.methods.contains(name)) {
            return;
        }
        let at = self.find(span, &format!("&{name}"));
        self.err(
            Diagnostic::error(
                codes::UNDEFINED_FUNC,
                at,
                format!("undefined function `&{name}`"),
            )
            .with_label("not declared"),
        );
    }

    pub(super) fn check_stmts(&mut self, stmts: &[Stmt], scope: &Scope, depth: usize) {
        if depth > crate::parser::MAX_DEPTH {
            return;
        }
        for s in stmts {
            self.check_stmt(s, scope, depth);
        }
    }
}

//! The module model holds what later stages need: resolved types, opcodes with their fields,
//! source lines and `#LINE`/`LOC` positions, imports.

use maple_asm::ast::{Const, ExprKind, Item, SrcPos, StmtData, StmtKind};
use maple_asm::types::{Member, StructKind, Type};
use maple_asm::{parse_str, print_module};
use maple_isa::{Opcode, PrimType};

#[test]
fn struct_types_keep_fields_bitfields_attributes_and_methods() {
    let (m, d) = parse_str(
        "t.mpl",
        "type $P <class {@p i32}>\ntype $S <class <$P> {@a:3 i8 volatile, @b <[4] [2] f32> align(16), &m(i32, ...) f64 public, $I}>\ntype $I <interface {}>\n",
    );
    assert!(!d.has_errors(), "{}", d.render(false));
    let m = m.unwrap();
    let Type::Struct(st) = &m.type_decl("S").unwrap().ty else {
        panic!("not a struct")
    };
    assert_eq!(st.kind, StructKind::Class);
    assert_eq!(st.parents.len(), 1);
    let Member::Field(a) = &st.members[0] else {
        panic!()
    };
    assert_eq!(
        (a.name.as_str(), a.bits, &a.ty),
        ("a", Some(3), &Type::Prim(PrimType::I8))
    );
    assert_eq!(a.attrs[0].name, "volatile");
    let Member::Field(b) = &st.members[1] else {
        panic!()
    };
    assert_eq!(
        b.ty,
        Type::Array {
            dims: vec![Some(4), Some(2)],
            elem: Box::new(Type::Prim(PrimType::F32)),
            attrs: Vec::new(),
        }
    );
    assert_eq!(
        (b.attrs[0].name.as_str(), b.attrs[0].arg),
        ("align", Some(16))
    );
    let Member::Method(me) = &st.members[2] else {
        panic!()
    };
    assert!(me.ty.varargs && me.ty.rets == [Type::Prim(PrimType::F64)]);
    assert!(matches!(&st.members[3], Member::Implements(n) if n.name == "I"));
}

#[test]
fn statements_know_their_line_and_source_position() {
    let src = "func &f (var %a i32) i32 {\n  #LINE foo.c:10\n  dassign %a (constval i32 1)\n  LOC 2 7\n  return (dread i32 %a)\n}\n";
    let (m, d) = parse_str("t.mpl", src);
    assert!(!d.has_errors(), "{}", d.render(false));
    let m = m.unwrap();
    let f = m.func("f").unwrap();
    let stmts = &f.body.as_ref().unwrap().stmts;
    assert_eq!(m.line_col(stmts[0].span), (3, 3));
    assert_eq!(
        stmts[0].src,
        Some(SrcPos::Line {
            file: "foo.c".into(),
            line: 10
        })
    );
    assert_eq!(m.line_col(stmts[1].span), (5, 3));
    assert_eq!(
        stmts[1].src,
        Some(SrcPos::Loc {
            file: 2,
            line: 7,
            col: None
        })
    );
    let StmtKind::Op(ret) = &stmts[1].kind else {
        panic!()
    };
    assert_eq!(ret.op, Opcode::Return);
    assert_eq!(ret.args[0].op, Opcode::Dread);
    assert_eq!(m.line_col(ret.args[0].span), (5, 11));
    // Positions survive printing.
    let p = print_module(&m);
    assert!(
        p.contains("#LINE foo.c:10\n") && p.contains("LOC 2 7\n"),
        "{p}"
    );
}

#[test]
fn a_position_written_inside_a_block_ends_with_the_block() {
    let src = "func &f (var %a i32) i32 {
  LOC 2 8
  if (dread i32 %a) {
    dassign %a (constval i32 1)
    LOC 2 9
    dassign %a (constval i32 2)
  }
  goto @f
  @f
  LOC 2 10
  if (dread i32 %a) {
    dassign %a (constval i32 3)
  }
  return (dread i32 %a)
}
";
    let loc = |line| {
        Some(SrcPos::Loc {
            file: 2,
            line,
            col: None,
        })
    };
    let (m, d) = parse_str("t.mpl", src);
    assert!(!d.has_errors(), "{}", d.render(false));
    let m = m.unwrap();
    let stmts = &m.func("f").unwrap().body.as_ref().unwrap().stmts;
    let StmtKind::Op(first_if) = &stmts[0].kind else {
        panic!()
    };
    let StmtData::If { then, .. } = &first_if.kind else {
        panic!()
    };
    // Inside the block the position in force carries over, and a `LOC` there holds to `}`.
    let inside: Vec<_> = then.iter().map(|s| s.src.clone()).collect();
    assert_eq!(inside, [loc(8), loc(9)]);
    // After it, a statement with no `LOC` of its own has no position (its `.mpl` line): the
    // `goto` is not the then-branch's last line. After a block that wrote none, the one in
    // force carries over (the `return` is on the second `if`'s line 10).
    let after: Vec<_> = stmts.iter().map(|s| s.src.clone()).collect();
    assert_eq!(after, [loc(8), None, None, loc(10), loc(10)]);
    // `fmt` prints it so that it reads back the same.
    let printed = print_module(&m);
    let (again, d) = parse_str("t.mpl", &printed);
    assert!(!d.has_errors(), "{}", d.render(false));
    let again = again.unwrap();
    let stmts_again = &again.func("f").unwrap().body.as_ref().unwrap().stmts;
    let srcs = |ss: &[maple_asm::ast::Stmt]| ss.iter().map(|s| s.src.clone()).collect::<Vec<_>>();
    assert_eq!(srcs(stmts_again), srcs(stmts), "{printed}");
}

#[test]
fn hex_constants_with_float_types_are_bit_patterns() {
    let (m, d) = parse_str(
        "t.mpl",
        "func &f () f64 {\n  return (add f64 (constval f64 0x3ff0000000000000, cvt f64 f32 (constval f32 0x40000000)))\n}\n",
    );
    assert!(!d.has_errors(), "{}", d.render(false));
    let m = m.unwrap();
    let body = m.func("f").unwrap().body.as_ref().unwrap();
    let StmtKind::Op(ret) = &body.stmts[0].kind else {
        panic!()
    };
    let add = &ret.args[0];
    assert_eq!(add.args[0].kind, ExprKind::Const(Const::F64(1.0)));
    assert_eq!(add.args[1].args[0].kind, ExprKind::Const(Const::F32(2.0)));
    // An integer type keeps the integer.
    let (m, _) = parse_str(
        "t.mpl",
        "func &f () i32 {\n  return (constval i32 0x10)\n}\n",
    );
    let m = m.unwrap();
    let StmtKind::Op(ret) = &m.func("f").unwrap().body.as_ref().unwrap().stmts[0].kind else {
        panic!()
    };
    assert_eq!(ret.args[0].kind, ExprKind::Const(Const::Int(16)));
}

#[test]
fn function_namespace_is_shared_between_dollar_and_ampersand() {
    let (m, d) = parse_str("t.mpl", "func $puts (var %s <* i8>) i32\nfunc &main () i32 {\n  call &puts (conststr ptr \"hi\")\n  return (constval i32 0)\n}\n");
    assert!(d.is_empty(), "{}", d.render(false));
    assert!(m.unwrap().func("puts").is_some());
}

#[test]
fn function_scope_statics_and_pregs() {
    let src = "func &f () i32 {\n  var $count i32\n  reg %1 <* i32>\n  dassign $count (add i32 (dread i32 $count, constval i32 1))\n  regassign i32 %2 (dread i32 $count)\n  return (regread i32 %2)\n}\n";
    let (m, d) = parse_str("t.mpl", src);
    assert!(d.is_empty(), "{}", d.render(false));
    let m = m.unwrap();
    let body = m.func("f").unwrap().body.as_ref().unwrap();
    assert_eq!(body.regs[0].reg, 1);
    assert!(body.locals[0].name.global);
}

#[test]
fn call_argument_count_mismatch_is_a_warning() {
    let (_, d) = parse_str(
        "t.mpl",
        "func &g (var %a i32) void\nfunc &f () void {\n  call &g ()\n  return ()\n}\n",
    );
    let w: Vec<_> = d.iter().map(|d| (d.code, d.line, d.col)).collect();
    assert_eq!(w, [("W0005", 3, 8)]);
    assert!(!d.has_errors());
}

#[test]
fn imports_resolve_through_importpath_and_are_not_printed() {
    let dir = maple_tests::tmp!("asm-importpath", "");
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::write(
        dir.join("inc/types.mplt"),
        "type $Point <struct {@x i32, @y i32}>\n",
    )
    .unwrap();
    let main = "importpath \"inc\"\nimport \"types.mplt\"\nvar $p <$Point>\nfunc &f () i32 {\n  return (dread i32 $p 2)\n}\n";
    std::fs::write(dir.join("main.mpl"), main).unwrap();
    let (m, d) = maple_asm::parse_file(&dir.join("main.mpl"));
    assert!(d.is_empty(), "{}", d.render(false));
    let m = m.unwrap();
    assert!(m
        .imported
        .iter()
        .any(|i| matches!(i, Item::Type(t) if t.name.name == "Point")));
    let p = print_module(&m);
    assert!(
        p.contains("import \"types.mplt\"") && !p.contains("struct"),
        "{p}"
    );
    // Field ids are checked against the imported struct.
    std::fs::write(dir.join("bad.mpl"), main.replace("$p 2", "$p 3")).unwrap();
    let (_, d) = maple_asm::parse_file(&dir.join("bad.mpl"));
    assert!(d.iter().any(|d| d.code == "E0022"), "{}", d.render(false));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn callassigned_keeps_its_destinations() {
    let src = "func &g () i32\nfunc &f () void {\n  var %x i32\n  callassigned &g () {\n    dassign %x 0\n    regassign i32 %3\n  }\n  return ()\n}\n";
    let (m, d) = parse_str("t.mpl", src);
    assert!(d.is_empty(), "{}", d.render(false));
    let m = m.unwrap();
    let StmtKind::Op(call) = &m.func("f").unwrap().body.as_ref().unwrap().stmts[0].kind else {
        panic!()
    };
    let StmtData::Call {
        assigned: Some(dests),
        ..
    } = &call.kind
    else {
        panic!()
    };
    assert_eq!(dests.len(), 2);
}

#[test]
fn java_calls_may_name_methods_and_plain_calls_may_not() {
    let src = "type $C <class {@x i32, &get(<* <$C>>) i32}>\nfunc &f (var %c <* <$C>>) i32 {\n  var %r i32\n  virtualcallassigned &get (dread ptr %c) {\n    dassign %r 0\n  }\n  interfacecall &get (dread ptr %c)\n  call &get (dread ptr %c)\n  return (dread i32 %r)\n}\n";
    let (_, d) = parse_str("t.mpl", src);
    let found: Vec<_> = d.iter().map(|d| (d.code, d.line, d.col)).collect();
    assert_eq!(found, [("E0013", 8, 8)], "{}", d.render(false));
}

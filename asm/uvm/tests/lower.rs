//! The lowering: what it refuses (by name), where its statements point, and the shim list.

use maple_asm::ast::{Item, StmtKind};

fn codes(text: &str) -> Vec<(String, usize, usize, String)> {
    let (_, d) = maple_uvm::compile_str("t.uir", text);
    d.iter()
        .map(|d| (d.code.to_string(), d.line, d.col, d.message.clone()))
        .collect()
}

#[test]
fn unlowered_instructions_and_types_are_named_errors() {
    let text = ".global @g <int<24>>\n.funcdef @main <int<32> ()> () {\n    %o = CMPXCHG SEQ_CST SEQ_CST <int<24>> @g 1 2\n    RET <int<32>> 0\n}\n";
    assert_eq!(
        codes(text),
        vec![(
            "U0029".into(),
            3,
            10,
            "CMPXCHG of `int<24>` (maple's atomics take int<8|16|32|64>, references and, in CMPXCHG, float and double) is not lowered to maple yet".into()
        )]
    );
    let text =
        ".funcdef @main <int<32> ()> () {\n    %x = ADD <int<200>> 1 2\n    RET <int<32>> 0\n}\n";
    let d = codes(text);
    assert_eq!((d[0].0.as_str(), d[0].1), ("U0029", 2));
    assert!(d[0].3.contains("`int<200>`"), "{d:?}");
}

#[test]
fn main_must_exist_with_a_startable_signature() {
    let d = codes(".funcdef @f <int<32> ()> () {\n    RET <int<32>> 0\n}\n");
    assert_eq!(d[0].0, "U0030");
    let d = codes(".funcdef @main <int<64> ()> () {\n    RET <int<64>> 0\n}\n");
    assert_eq!((d[0].0.as_str(), d[0].1, d[0].2), ("U0030", 1, 10));
}

#[test]
fn every_statement_carries_its_uir_line() {
    let text = ".funcdef @main <int<32> ()> () {\n    %a = ADD <int<32>> 1 2\n    BRANCH %b\n  %b:\n    RET <int<32>> %a\n}\n";
    let (module, d) = maple_uvm::compile_str("t.uir", text);
    assert!(!d.has_errors(), "{}", d.render(false));
    let module = module.expect("lowered");
    let Some(Item::Func(f)) = module
        .items
        .iter()
        .find(|i| matches!(i, Item::Func(f) if f.name == "main"))
    else {
        panic!("no main");
    };
    let lines: Vec<usize> = f
        .body
        .as_ref()
        .expect("body")
        .stmts
        .iter()
        .filter(|s| matches!(s.kind, StmtKind::Op(_)))
        .map(|s| module.line_col(s.span).0)
        .collect();
    assert_eq!(lines, [2, 3, 5]);
    // And the assembled image's line table names the .uir file.
    let image = maple_asm::codegen::assemble(&module, "t.uir").expect("assembles");
    assert!(format!("{:?}", image.debug).contains("t.uir"));
}

#[test]
fn a_shim_global_names_its_shim() {
    assert_eq!(
        maple_uvm::lower::shim_of_global("printf_addr"),
        Some("printf")
    );
    assert_eq!(maple_uvm::lower::shim_of_global("nothing_addr"), None);
}

/// Structs are bounded as arrays are: nested structs of big arrays stop with an error naming
/// the limit, not with a size that overflows or a `.data` of tens of gigabytes.
#[test]
fn a_struct_beyond_the_address_space_is_refused() {
    let text = ".typedef @A = struct<array<int<8> 4000000000> array<int<8> 4000000000>>\n\
                .typedef @B = struct<@A @A>\n\
                .global @g <@B>\n\
                .funcdef @main <int<32> ()> () {\n    RET <int<32>> 0\n}\n";
    let (module, diags) = maple_uvm::compile_str("big.uir", text);
    assert!(module.is_none());
    let r = diags.render(false);
    assert!(
        r.contains("a struct larger than maple's 4 GiB address space"),
        "{r}"
    );
}

/// The runtime of stacks is MAPLE IR that maple's parser reads without a diagnostic, and it
/// is added (as a source file of its own) only to bundles that make or use stacks.
#[test]
fn the_stack_runtime_parses_and_comes_only_with_stacks() {
    let with = ".funcdef @main <int<32> ()> () {\n    %s = ICALL @uvm.current_stack ()\n    RET <int<32>> 0\n}\n";
    let (module, d) = maple_uvm::compile_str("t.uir", with);
    assert!(!d.has_errors(), "{}", d.render(false));
    let module = module.expect("lowered");
    assert!(module
        .items
        .iter()
        .any(|i| matches!(i, Item::Func(f) if f.name == "__uvm_swap_stack")));
    assert_eq!(module.sources.files().count(), 2);
    let without = ".funcdef @main <int<32> ()> () {\n    RET <int<32>> 0\n}\n";
    let (module, _) = maple_uvm::compile_str("t.uir", without);
    assert_eq!(module.expect("lowered").sources.files().count(), 1);
    // A bundle may not take the runtime's names.
    let clash = ".funcdef @__uvm_swap_stack <void ()> () {\n    RETVOID\n}\n.funcdef @main <int<32> ()> () {\n    %s = ICALL @uvm.current_stack ()\n    RET <int<32>> 0\n}\n";
    let d = codes(clash);
    assert_eq!((d[0].0.as_str(), d[0].1), ("U0029", 1), "{d:?}");
    assert!(d[0].3.contains("`@__uvm_swap_stack`"), "{d:?}");
}

/// Struct arguments and results of CCALL and NEWSTACK have no lowering: named errors.
#[test]
fn struct_values_through_ccall_and_newstack_are_named() {
    let head = ".typedef @P = struct<int<64> int<64>>\n.const @Z <@P> = {1 2}\n.funcdef @f <void (@P)> (%p) {\n    RETVOID\n}\n";
    let text = format!("{head}.funcdef @main <int<32> ()> () {{\n    %s = NEWSTACK <void (@P)> @f (@Z)\n    RET <int<32>> 0\n}}\n");
    let d = codes(&text);
    assert_eq!((d[0].0.as_str(), d[0].1, d[0].2), ("U0029", 7, 10), "{d:?}");
    assert!(
        d[0].3
            .contains("NEWSTACK of a function with struct parameters"),
        "{d:?}"
    );
    let text = format!("{head}.funcdef @main <int<32> ()> () {{\n    CCALL DEFAULT <void (@P)> 0 (@Z)\n    RET <int<32>> 0\n}}\n");
    let d = codes(&text);
    assert_eq!(d[0].0, "U0029", "{d:?}");
    assert!(d[0].3.contains("CCALL with struct arguments"), "{d:?}");
}

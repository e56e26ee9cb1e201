//! Lowering choices visible in the code: switch density, short-circuit hoisting, foreachelem,
//! and refusals that name the construct.

use maple_asm::codegen::assemble;
use maple_isa::{decode_all, Opcode};

fn ops(text: &str) -> Result<Vec<Opcode>, String> {
    let (module, diags) = maple_asm::parse_str("lower.mpl", text);
    if diags.has_errors() {
        return Err(diags.render(false));
    }
    let image = assemble(&module.unwrap(), "lower.mpl").map_err(|d| d.render(false))?;
    Ok(decode_all(&image.text.bytes)
        .map(|r| r.unwrap().1.opcode)
        .collect())
}

fn switch(cases: &str) -> String {
    format!("func &main (var %x i32) i32 {{\n  switch (dread i32 %x) @d {{ {cases} }}\n@a\n  return (constval i32 1)\n@d\n  return (constval i32 0)\n}}\n")
}

#[test]
fn dense_switch_becomes_a_jump_table_sparse_a_compare_chain() {
    let dense = ops(&switch("1: goto @a 2: goto @a 3: goto @d 4: goto @a")).unwrap();
    assert!(dense.contains(&Opcode::Rangegoto));
    let sparse = ops(&switch("1: goto @a 100: goto @a 5000: goto @d")).unwrap();
    assert!(!sparse.contains(&Opcode::Rangegoto));
    assert_eq!(sparse.iter().filter(|o| **o == Opcode::Eq).count(), 3);
}

#[test]
fn short_circuit_is_hoisted_into_branches() {
    let text = "func &main (var %p <* i32>) i32 {\n  return (cand i32 (ne i32 ptr (dread ptr %p, constval ptr 0), iread i32 <* i32> (dread ptr %p)))\n}\n";
    let code = ops(text).unwrap();
    assert!(!code.contains(&Opcode::Cand));
    // The load sits after a conditional branch: it only runs when %p is not null.
    let branch = code.iter().position(|o| *o == Opcode::Brfalse).unwrap();
    let load = code.iter().position(|o| *o == Opcode::Ireadoff).unwrap();
    assert!(branch < load, "{code:?}");
}

#[test]
fn foreachelem_lowers_over_arrays_and_is_refused_elsewhere() {
    let ok = "var $a <[4] i32>\nfunc &main () i32 {\n  var %e i32\n  foreachelem %e $a {\n    eval (dread i32 %e)\n  }\n  return (constval i32 0)\n}\n";
    let code = ops(ok).unwrap();
    assert!(code.contains(&Opcode::Ireadoff) && code.contains(&Opcode::Goto));
    let bad = "var $p <* i32>\nfunc &main () i32 {\n  var %e i32\n  foreachelem %e $p {\n    eval (dread i32 %e)\n  }\n  return (constval i32 0)\n}\n";
    let err = ops(bad).unwrap_err();
    assert!(
        err.contains("E0100") && err.contains("foreachelem") && err.contains("lower.mpl:4:3"),
        "{err}"
    );
}

#[test]
fn aggregate_copies_move_words() {
    let text = "type $s <struct {@a i32, @b i32, @c i8}>\nfunc &main () i32 {\n  var %x <$s>\n  var %y <$s>\n  dassign %x (dread agg %y)\n  return (constval i32 0)\n}\n";
    let code = ops(text).unwrap();
    // 12 bytes: one 8-byte and one 4-byte move.
    assert_eq!(code.iter().filter(|o| **o == Opcode::Iassignoff).count(), 2);
}

#[test]
fn aggregate_values_in_arithmetic_are_refused_with_a_location() {
    let text = "type $s <struct {@a i32}>\nfunc &main () i32 {\n  var %x <$s>\n  return (add i32 (dread agg %x, constval i32 1))\n}\n";
    let err = ops(text).unwrap_err();
    assert!(
        err.contains("E0102") && err.contains("lower.mpl:4:"),
        "{err}"
    );
}

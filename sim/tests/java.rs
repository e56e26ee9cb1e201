//! Java/C++ object model on assembled MAPLE text: managed objects and reference counts,
//! Java arrays, virtual/super/interface dispatch, typed exceptions across frames.

use maple_sim::{Capture, FaultKind, Outcome, RunConfig};

/// Assemble and run `src`: the outcome and the program's output.
fn run(src: &str) -> (Outcome, String) {
    let image = maple_asm::assemble_str("t.mpl", src)
        .unwrap_or_else(|d| panic!("assemble: {}", d.render(false)));
    let capture = Capture::new();
    let mut m = maple_sim::loader::machine(&image, RunConfig::default())
        .expect("load")
        .with_output(Box::new(capture.clone()));
    let outcome = m.run(Some(1_000_000));
    (outcome, capture.text())
}

fn fault(src: &str) -> (FaultKind, String) {
    match run(src) {
        (Outcome::Fault(f), out) => (f.kind, out),
        (o, out) => panic!("expected a fault, got {o:?} with output {out:?}"),
    }
}

fn output(src: &str) -> String {
    match run(src) {
        (Outcome::Exited(0), out) => out,
        (o, out) => panic!("expected exit 0, got {o:?} with output {out:?}"),
    }
}

const HIERARCHY: &str = r#"
func &printf (var %fmt <* i8>, ...) i32
type $A <class {@x i32,
  &A_7Cspeak_7C_28_29I(<* <$A>>) i32,
  &A_7Cbase_7C_28_29I(<* <$A>>) i32}>
type $B <class <$A> {@y i32, &B_7Cspeak_7C_28_29I(<* <$B>>) i32}>
type $I <interface {&I_7Cvalue_7C_28_29I(<* <$I>>) i32}>
type $C <class <$B> {&C_7Cvalue_7C_28_29I(<* <$C>>) i32, $I}>
func &A_7Cspeak_7C_28_29I (var %this <* <$A>>) i32 {
  return (constval i32 1)
}
func &A_7Cbase_7C_28_29I (var %this <* <$A>>) i32 {
  return (iread i32 <* <$A>> 1 (dread ptr %this))
}
func &B_7Cspeak_7C_28_29I (var %this <* <$B>>) i32 {
  var %r i32
  superclasscallassigned &A_7Cspeak_7C_28_29I (dread ptr %this) { dassign %r 0 }
  return (add i32 (dread i32 %r, constval i32 10))
}
func &C_7Cvalue_7C_28_29I (var %this <* <$C>>) i32 {
  return (constval i32 7)
}
"#;

#[test]
fn virtual_super_and_interface_dispatch() {
    let src = format!(
        "{HIERARCHY}{}",
        r#"
func &main () i32 {
  var %a ref
  var %b ref
  var %c ref
  var %r i32
  dassign %a (gcmalloc ref <$A>)
  dassign %b (gcmalloc ref <$B>)
  dassign %c (gcmalloc ref <$C>)
  iassign <* <$A>> 1 (dread ref %b, constval i32 42)
  virtualcallassigned &A_7Cspeak_7C_28_29I (dread ref %a) { dassign %r 0 }
  call &printf (conststr ptr "a.speak %d\n", dread i32 %r)
  virtualcallassigned &A_7Cspeak_7C_28_29I (dread ref %b) { dassign %r 0 }
  call &printf (conststr ptr "b.speak %d\n", dread i32 %r)
  virtualcallassigned &A_7Cspeak_7C_28_29I (dread ref %c) { dassign %r 0 }
  call &printf (conststr ptr "c.speak %d\n", dread i32 %r)
  virtualcallassigned &A_7Cbase_7C_28_29I (dread ref %b) { dassign %r 0 }
  call &printf (conststr ptr "b.base %d\n", dread i32 %r)
  interfacecallassigned &I_7Cvalue_7C_28_29I (dread ref %c) { dassign %r 0 }
  call &printf (conststr ptr "c.value %d\n", dread i32 %r)
  return (constval i32 0)
}
"#
    );
    assert_eq!(
        output(&src),
        "a.speak 1\nb.speak 11\nc.speak 11\nb.base 42\nc.value 7\n"
    );
}

#[test]
fn missing_method_faults_naming_method_and_class() {
    let src = format!(
        "{HIERARCHY}{}",
        r#"
func &main () i32 {
  var %a ref
  dassign %a (gcmalloc ref <$A>)
  interfacecall &I_7Cvalue_7C_28_29I (dread ref %a)
  return (constval i32 0)
}
"#
    );
    let (kind, _) = fault(&src);
    assert_eq!(
        kind,
        FaultKind::NoSuchMethod {
            method: "I_7Cvalue_7C_28_29I".into(),
            class: "A".into()
        }
    );
    assert!(kind.to_string().contains("I_7Cvalue_7C_28_29I"));
}

const EXCEPTIONS: &str = r#"
func &printf (var %fmt <* i8>, ...) i32
type $Throwable <class {@code i32}>
type $Exc <class <$Throwable> {}>
type $MyExc <class <$Exc> {}>
type $Other <class <$Throwable> {}>
func &thrower (var %k i32) void {
  var %e ref
  if (eq i32 i32 (dread i32 %k, constval i32 0)) {
    dassign %e (gcmalloc ref <$MyExc>)
  } else {
    dassign %e (gcmalloc ref <$Other>)
  }
  iassign <* <$Throwable>> 1 (dread ref %e, add i32 (dread i32 %k, constval i32 100))
  throw (dread ref %e)
}
func &middle (var %k i32) i32 {
  javatry { @h }
  call &thrower (dread i32 %k)
  goto @done
@h javacatch { <* <$Exc>> }
  return (add i32 (constval i32 1000, iread i32 <* <$Throwable>> 1 (regread ref %%thrownval)))
@done endtry
  return (constval i32 0)
}
"#;

#[test]
fn catch_matches_subclass_and_rethrows_outward_across_frames() {
    let src = format!(
        "{EXCEPTIONS}{}",
        r#"
func &main () i32 {
  var %r i32
  var %e ref
  var %local i32
  dassign %local (constval i32 5)
  javatry { @h1 @h2 }
  callassigned &middle (constval i32 0) { dassign %r 0 }
  call &printf (conststr ptr "middle(0) %d\n", dread i32 %r)
  callassigned &middle (constval i32 1) { dassign %r 0 }
  call &printf (conststr ptr "not reached\n")
  goto @out
@h1 javacatch { <* <$Exc>> }
  call &printf (conststr ptr "wrong handler\n")
  goto @out
@h2 javacatch { <* <$Throwable>> }
  dassign %e (regread ref %%thrownval)
  call &printf (conststr ptr "caught code %d local %d\n", iread i32 <* <$Throwable>> 1 (dread ref %e), dread i32 %local)
@out endtry
  call &printf (conststr ptr "after\n")
  return (constval i32 0)
}
"#
    );
    assert_eq!(
        output(&src),
        "middle(0) 1100\ncaught code 101 local 5\nafter\n"
    );
}

#[test]
fn uncaught_throw_names_the_class() {
    let src = format!(
        "{EXCEPTIONS}{}",
        r#"
func &main () i32 {
  var %r i32
  callassigned &middle (constval i32 1) { dassign %r 0 }
  return (constval i32 0)
}
"#
    );
    let (kind, _) = fault(&src);
    match &kind {
        FaultKind::UncaughtThrow { class, .. } => assert_eq!(class.as_deref(), Some("Other")),
        k => panic!("{k:?}"),
    }
    assert!(kind.to_string().contains("class Other"), "{kind}");
}

#[test]
fn endtry_after_catch_keeps_outer_try_and_loop_reuses_record() {
    // The inner try's endtry follows its catch block: after a catch it must not pop the outer
    // try's record; a later throw in the same frame still reaches the outer handler.
    let src = format!(
        "{EXCEPTIONS}{}",
        r#"
func &main () i32 {
  var %i i32
  javatry { @outer }
  dassign %i (constval i32 0)
  while (lt i32 i32 (dread i32 %i, constval i32 3)) {
    javatry { @inner }
    call &thrower (constval i32 0)
    goto @next
@inner javacatch { <* <$MyExc>> }
    call &printf (conststr ptr "inner %d\n", dread i32 %i)
@next endtry
    dassign %i (add i32 (dread i32 %i, constval i32 1))
  }
  call &thrower (constval i32 1)
  goto @end
@outer javacatch { <* void> }
  call &printf (conststr ptr "outer %d\n", iread i32 <* <$Throwable>> 1 (regread ref %%thrownval))
@end endtry
  return (constval i32 0)
}
"#
    );
    assert_eq!(output(&src), "inner 0\ninner 1\ninner 2\nouter 101\n");
}

#[test]
fn refcount_decref_to_zero_frees() {
    let (kind, out) = fault(
        r#"
func &printf (var %fmt <* i8>, ...) i32
type $Obj <class {@v i64}>
func &main () i32 {
  var %p ref
  var %q ref
  dassign %p (gcmalloc ref <$Obj>)
  dassign %q (gcpermalloc ref <$Obj>)
  incref (dread ref %p)
  decref (dread ref %p)
  decref (dread ref %q)
  decref (dread ref %q)
  incref (dread ref %q)
  call &printf (conststr ptr "alive\n")
  decref (dread ref %p)
  call &printf (conststr ptr "freed\n")
  incref (dread ref %p)
  return (constval i32 0)
}
"#,
    );
    assert_eq!(out, "alive\nfreed\n");
    // The freed object's block is poisoned: the report names the block and the `decref`
    // that freed it (an address in `main`'s text), not just "no object".
    assert!(
        matches!(kind, FaultKind::UseAfterFree { freed_at, .. } if freed_at >= 0x1_0000),
        "{kind:?}"
    );
}

#[test]
fn decref_of_a_non_object_faults() {
    let (kind, _) = fault(
        r#"
func &main () i32 {
  var %x i64
  decref (addrof ptr %x)
  return (constval i32 0)
}
"#,
    );
    assert!(
        matches!(
            kind,
            FaultKind::BadObject {
                op: "decref",
                freed: false,
                ..
            }
        ),
        "{kind:?}"
    );
}

#[test]
fn java_array_length_and_elements() {
    let out = output(
        r#"
func &printf (var %fmt <* i8>, ...) i32
func &main () i32 {
  var %a ref
  var %s ref
  dassign %a (gcmallocjarray ref <[] i32> (constval i32 5))
  dassign %s (stackmallocjarray ref <[] i64> (constval i32 3))
  iassign <* i32> 0 (array 1 ptr <* <[] i32>> (dread ref %a, constval i32 4), constval i32 9)
  call &printf (conststr ptr "%d %d %d %d\n",
    intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %a),
    iread i32 <* i32> 0 (array 1 ptr <* <[] i32>> (dread ref %a, constval i32 4)),
    iread i32 <* i32> 0 (array 1 ptr <* <[] i32>> (dread ref %a, constval i32 0)),
    intrinsicop i32 JAVA_ARRAY_LENGTH (dread ref %s))
  return (constval i32 0)
}
"#,
    );
    assert_eq!(out, "5 9 0 3\n");
}

#[test]
fn failed_assert_throws_a_runtime_exception_under_a_handler() {
    let out = output(
        r#"
func &printf (var %fmt <* i8>, ...) i32
type $Ljava_2Flang_2FRuntimeException_3B <class {@m i32}>
type $Ljava_2Flang_2FNullPointerException_3B <class <$Ljava_2Flang_2FRuntimeException_3B> {}>
func &main () i32 {
  var %p ptr
  dassign %p (constval ptr 0)
  javatry { @h1 @h2 }
  assertlt (constval i32 3, constval i32 2)
  goto @next
@h1 javacatch { <* <$Ljava_2Flang_2FRuntimeException_3B>> }
  call &printf (conststr ptr "wrong\n")
  goto @next
@h2 javacatch { <* void> }
  call &printf (conststr ptr "bounds\n")
@next endtry
  javatry { @h3 }
  assertnonnull (dread ptr %p)
  goto @end
@h3 javacatch { <* <$Ljava_2Flang_2FRuntimeException_3B>> }
  call &printf (conststr ptr "npe\n")
@end endtry
  return (constval i32 0)
}
"#,
    );
    assert_eq!(out, "bounds\nnpe\n");
    // Without a handler, a failed assert is still a fault.
    let (kind, _) = fault(
        "func &main () i32 {\n  assertnonnull (constval ptr 0)\n  return (constval i32 0)\n}\n",
    );
    assert!(matches!(kind, FaultKind::AssertFailed { .. }), "{kind:?}");
}

#[test]
fn cpptry_polymorphiccall_default_method_and_throw_from_a_catch_block() {
    let src = format!(
        "{EXCEPTIONS}{}",
        r#"
type $J <interface {&J_7Cdflt_7C_28_29I(<* <$J>>) i32}>
type $K <class <$Exc> {$J}>
func &J_7Cdflt_7C_28_29I (var %this <* <$J>>) i32 {
  return (constval i32 33)
}
func &rethrow () i32 {
  cpptry { @h }
  call &thrower (constval i32 0)
  return (constval i32 0)
@h cppcatch <* <$MyExc>>
  call &printf (conststr ptr "cpp caught %d\n", iread i32 <* <$Throwable>> 1 (regread ref %%thrownval))
  throw (gcmalloc ref <$Other>)
}
func &main () i32 {
  var %k ref
  var %r i32
  dassign %k (gcmalloc ref <$K>)
  interfacecallassigned &J_7Cdflt_7C_28_29I (dread ref %k) { dassign %r 0 }
  call &printf (conststr ptr "default %d\n", dread i32 %r)
  polymorphiccallassigned <func(<* <$Exc>>) i32> &J_7Cdflt_7C_28_29I (dread ref %k) { dassign %r 0 }
  call &printf (conststr ptr "poly %d\n", dread i32 %r)
  javatry { @h }
  call &rethrow ()
  goto @end
@h javacatch { <* <$Other>> }
  call &printf (conststr ptr "outer caught Other\n")
@end endtry
  return (constval i32 0)
}
"#
    );
    assert_eq!(
        output(&src),
        "default 33\npoly 33\ncpp caught 100\nouter caught Other\n"
    );
}

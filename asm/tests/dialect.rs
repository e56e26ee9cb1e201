//! The dialect real MAPLE tools print beyond the irbuild corpus: C front-end output with
//! `funcid`, `funcinfo`, `LOC` lines at column 0, `used` attributes, inline assigned lists; Java
//! output with mangled names, method attributes and `javatry`/`catch` with labels on the line.

use maple_asm::{parse_str, print_module};

#[track_caller]
fn assert_clean_fixed_point(src: &str) {
    let (m, d) = parse_str("dialect.mpl", src);
    assert!(!d.has_errors(), "{}", d.render(false));
    let m = m.unwrap();
    let p1 = print_module(&m);
    let (m2, d2) = parse_str("dialect.mpl", &p1);
    assert!(!d2.has_errors(), "{}\n{p1}", d2.render(false));
    let m2 = m2.unwrap();
    assert!(m == m2, "{p1}");
    assert_eq!(print_module(&m2), p1);
}

#[test]
fn c_front_end_output() {
    assert_clean_fixed_point(
        r#"flavor 1
srclang 1
id 65535
numfuncs 1
entryfunc &main
srcfileinfo {
  2 "/home/test.c"}
type $__va_list <struct {
  @__stack <* void> align(8),
  @__gr_offs i32 align(4)}>
func &printf public used varargs (var %format <* u8> used, ...) i32
var $g_arr <[10] i32> used = [1, 2, 3]
var $msg <* i8> = conststr ptr "hi\n"
func &main public () i32 {
  funcid 2
  funcinfo {
    @INFO_fullname "main"}

  var %i_13_7 i32 used
  var %retVar_3 i32

LOC 2 14 7
  dassign %i_13_7 0 (constval i32 0)
LOC 2 15 3
  while (lt u1 i32 (dread i32 %i_13_7, constval i32 10)) {
LOC 2 16 5
    callassigned &printf (conststr a64 "%d\n", dread i32 %i_13_7) { dassign %retVar_3 0 }
    dassign %i_13_7 0 (add i32 (dread i32 %i_13_7, constval i32 1))
  }
@L11   return (constval i32 0)
}
"#,
    );
}

#[test]
fn java_front_end_output() {
    assert_clean_fixed_point(
        r#"type $Ljava_2Flang_2FObject_3B <class {}>
type $Ljava_2Flang_2FException_3B <class <$Ljava_2Flang_2FObject_3B> {}>
type $Lcom_2Ffoo_3B <class <$Ljava_2Flang_2FObject_3B> {
  @val i32 private,
  &Lcom_2Ffoo_3B_7C_3Cinit_3E_7C_28_29V(<* <$Lcom_2Ffoo_3B>>) void public constructor,
  &Lcom_2Ffoo_3B_7Cfoo_7C_28_29I(<* <$Lcom_2Ffoo_3B>>) i32 public virtual}>
javaclass $Lcom_2Ffoo_3B_info <$Lcom_2Ffoo_3B> public
func &Lcom_2Ffoo_3B_7Cfoo_7C_28_29I public virtual (var %_this <* <$Lcom_2Ffoo_3B>>) i32 {
  var %r i32
  var %e <* <$Ljava_2Flang_2FException_3B>>
  javatry { @h1 }
  dassign %r (iread i32 <* <$Lcom_2Ffoo_3B>> 1 (dread ptr %_this))
  virtualcall &Lcom_2Ffoo_3B_7Cfoo_7C_28_29I (dread ptr %_this)
  goto @done
@h1 catch { <* <$Ljava_2Flang_2FException_3B>> }
  dassign %e (regread ptr %%thrownval)
  dassign %r (constval i32 -1)
@done endtry
  return (dread i32 %r)
}
"#,
    );
}

#[test]
fn older_catch_without_braces_and_try_alias() {
    assert_clean_fixed_point(
        "type $E <class {}>
func &f () void {
  try { @h }
  return ()
@h javacatch <* <$E>>
  return ()
}
",
    );
}

#[test]
fn end_of_line_comments_stay_on_their_node() {
    let src = "var $g i32   # a global\nfunc &f () i32 {  # the function\n  var %a i32 # a local\n  if (constval i32 1) {   # then\n    return (constval i32 1)\n  }  # end if\n  return (\n    constval i32 0)  # zero\n}\n";
    let (m, d) = parse_str("c.mpl", src);
    assert!(d.is_empty(), "{}", d.render(false));
    let p = print_module(&m.unwrap());
    let expected = "var $g i32  # a global\n\nfunc &f () i32 {  # the function\n  var %a i32  # a local\n  if (constval i32 1) {  # then\n    return (constval i32 1)  # end if\n  }\n  return (constval i32 0)  # zero\n}\n";
    assert_eq!(p, expected);
    assert_clean_fixed_point(src);
}

#[test]
fn crlf_line_endings_and_tabs() {
    assert_clean_fixed_point("func &f (var %a i32) i32 {\r\n\treturn (dread i32 %a)\r\n}\r\n");
}

#[test]
fn fmt_keeps_comments_before_what_they_describe() {
    let src = "# the module\nvar $g i32 # a global\n\n# the function\nfunc &f () i32 {\n  # a local\n  var %a i32\n  # set it\n  dassign %a (constval i32 1)\n  if (dread i32 %a) {\n    # inside\n    return (dread i32 %a)\n  }\n  return (constval i32 0)\n}\n# the end\n";
    let (m, d) = parse_str("c.mpl", src);
    assert!(d.is_empty(), "{}", d.render(false));
    let p = print_module(&m.unwrap());
    let expected = "# the module\nvar $g i32  # a global\n\n# the function\nfunc &f () i32 {\n  # a local\n  var %a i32\n  # set it\n  dassign %a (constval i32 1)\n  if (dread i32 %a) {\n    # inside\n    return (dread i32 %a)\n  }\n  return (constval i32 0)\n}\n# the end\n";
    assert_eq!(p, expected);
    assert_clean_fixed_point(src);
}

//! Binary MIR on the command line: `maple fmt` prints a real `.mplt` (jbc2mpl's, from
//! `../shared/corpus/openark-real`, skipped with one line when absent) as text, and what
//! `maple asm --emit mplt` writes prints as the module it came from.

mod common;

use common::maple;
use maple_tests::stderr;
use std::path::PathBuf;
use std::process::Output;

fn tmp(name: &str) -> PathBuf {
    maple_tests::tmp!("binmir", name)
}

use maple_tests::openark_real_dir as corpus;

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn fmt_prints_a_real_mplt_as_text() {
    let Some(dir) = corpus() else { return };
    let o = maple(&["fmt", dir.join("java-helloworld.mplt").to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.starts_with("var $_C_STR_d9bd4a0c2c2117158ed933ab7468a461\n"),
        "{text}"
    );
    assert!(
        text.contains("type $LHelloWorld_3B <class <$Ljava_2Flang_2FObject_3B> {"),
        "{text}"
    );
    assert!(text.contains("&LHelloWorld_3B_7C_3Cinit_3E_7C_28_29V public constructor"));
    // By content, whatever the file is called.
    let renamed = tmp("helloworld.bin");
    std::fs::copy(dir.join("java-helloworld.mplt"), &renamed).unwrap();
    let o = maple(&["fmt", renamed.to_str().unwrap()]);
    assert_eq!(stdout(&o), text);
    // Never rewritten in place as text.
    let o = maple(&["fmt", "--write", renamed.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    // A corrupt one is an error naming the file and the byte.
    let mut bytes = std::fs::read(&renamed).unwrap();
    bytes.truncate(200);
    std::fs::write(&renamed, bytes).unwrap();
    let o = maple(&["fmt", renamed.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("E0043") && e.contains("helloworld.bin") && e.contains("at byte"),
        "{e}"
    );
}

/// `maple asm --emit mplt` of `text`, then `maple fmt` of what it wrote: the module again.
fn emit_and_print(name: &str, text: &str) {
    let src = tmp(&format!("{name}.mpl"));
    std::fs::write(&src, text).unwrap();
    let o = maple(&["fmt", src.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), text, "the module is in its canonical form");
    let o = maple(&["asm", src.to_str().unwrap(), "--emit", "mplt"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = src.with_extension("mplt");
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(
        &bytes[..4],
        &[0xee, 0xff, 0xc0, 0x00],
        "the .mplt magic number"
    );
    let o = maple(&["fmt", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), text);
}

#[test]
fn asm_emit_mplt_reads_back_as_the_module() {
    emit_and_print(
        "classes",
        "var $_C_STR_61\ntype $LA_3B <class {\n  @INFO_srcfile \"A.java\",\n  @n i32 private,\n  @next <* <$LA_3B>> volatile,\n  &LA_3B_7Cget public (<* <$LA_3B>>) i32,\n  $LI_3B}>\ntype $LI_3B <interface {\n  &LI_3B_7Cget public virtual abstract (<* <$LI_3B>>) i32}>\n",
    );
    emit_and_print(
        "structs",
        "type $node <struct {\n  @v <[4] f64>,\n  @bits:5 u32,\n  @next <* <$node>>,\n  @f <* <func (i32, ...) void>>}>\ntype $either <union {\n  @n <$node>,\n  @raw <[] u8>}>\n",
    );
}

#[test]
fn asm_emit_mplt_writes_a_module_with_globals_whole() {
    let src = tmp("globals.mpl");
    let text = "flavor 1\nsrclang 1\ntype $S <struct {\n  @a i32}>\nvar $g <$S> = [1 = 4]\nvar $p <* <$S>> = addrof ptr $g\nfunc &main () i32 {\n  return (constval i32 0)\n}\n";
    std::fs::write(&src, text).unwrap();
    let out = tmp("globals.bpl");
    let o = maple(&[
        "asm",
        src.to_str().unwrap(),
        "--emit",
        "mplt",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = maple(&["fmt", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    // The function as its prototype.
    assert_eq!(
        stdout(&o),
        "flavor 1\nsrclang 1\ntype $S <struct {\n  @a i32}>\nvar $g <$S> = [1 = 4]\nvar $p <* <$S>> = addrof ptr $g\nfunc &main () i32\n"
    );
}

//! The `maple` commands on good and bad input: clear errors with locations, never a panic.

mod common;

use common::maple;
use std::path::{Path, PathBuf};

fn tmp(name: &str) -> PathBuf {
    maple_tests::tmp!("cli", name)
}

const HELLO: &str = "func &printf (var %f <* i8>, ...) i32\nfunc &main () i32 {\n  call &printf (conststr ptr \"hi %d\\n\", constval i32 5)\n  return (constval i32 3)\n}\n";

use maple_tests::stderr;

#[test]
fn asm_disasm_run_round_trip() {
    let src = tmp("hello.mpl");
    std::fs::write(&src, HELLO).unwrap();
    let img = tmp("hello.mbin");
    let o = maple(&["asm", src.to_str().unwrap(), "-o", img.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = maple(&["run", img.to_str().unwrap()]);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "hi 5\n");
    assert_eq!(o.status.code(), Some(3));
    let o = maple(&["disasm", img.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(
        text.contains("call &printf (conststr ptr \"hi %d\\n\", constval i32 5)"),
        "{text}"
    );
    assert!(
        text.contains("hello.mpl:3"),
        "source lines are interleaved: {text}"
    );
    let dis = tmp("hello.dis.mpl");
    std::fs::write(&dis, &text).unwrap();
    let o = maple(&["run", dis.to_str().unwrap()]);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "hi 5\n");
}

/// An empty module has nothing to run: `check` says so (status 1, as for other errors in
/// the program); a module of declarations only still checks clean (it may be linked), and
/// `run` and `debug` of either fail with status 1.
#[test]
fn an_empty_module_fails_check_with_no_entry_function() {
    let empty = tmp("empty.mpl");
    std::fs::write(&empty, "# nothing here\n\n").unwrap();
    let o = maple(&["check", empty.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no entry function"), "{}", stderr(&o));
    let decls = tmp("decls.mpl");
    std::fs::write(&decls, "func &puts (var %s <* i8>) i32\n").unwrap();
    let o = maple(&["check", decls.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // Run or debug either: an error in the program (1), not maple's own (2), named on
    // stderr once.
    for file in [&empty, &decls] {
        for cmd in [&["run"][..], &["debug", "--batch"][..]] {
            let mut args = cmd.to_vec();
            args.push(file.to_str().unwrap());
            let o = maple(&args);
            assert_eq!(o.status.code(), Some(1), "{cmd:?}: {}", stderr(&o));
            assert_eq!(
                stderr(&o).matches("no entry function").count(),
                1,
                "{cmd:?}: {}",
                stderr(&o)
            );
        }
    }
}

#[test]
fn assembly_errors_point_at_the_source() {
    let src = tmp("bad.mpl");
    std::fs::write(&src, "func &main () i32 {\n  return (constval i32 1\n}\n").unwrap();
    for cmd in ["asm", "check", "run", "fmt"] {
        let o = maple(&[cmd, src.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{cmd}");
        let e = stderr(&o);
        assert!(
            e.contains("bad.mpl:2:25") && e.contains("to close this") && e.contains('^'),
            "{cmd}: {e}"
        );
    }
}

#[test]
fn foreign_and_corrupt_images_are_refused_clearly() {
    let src = tmp("ok.mpl");
    std::fs::write(&src, HELLO).unwrap();
    let img = tmp("ok.mbin");
    assert!(
        maple(&["asm", src.to_str().unwrap(), "-o", img.to_str().unwrap()])
            .status
            .success()
    );
    let good = std::fs::read(&img).unwrap();

    let not_elf = tmp("text.mbin");
    std::fs::write(&not_elf, b"this is not an image").unwrap();
    let o = maple(&["disasm", not_elf.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("not a maple image"), "{}", stderr(&o));

    let mut foreign = good.clone();
    foreign[18..20].copy_from_slice(&0x3eu16.to_le_bytes());
    let f = tmp("x86.mbin");
    std::fs::write(&f, &foreign).unwrap();
    for cmd in ["disasm", "run"] {
        let o = maple(&[cmd, f.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(2), "{cmd}");
        assert!(
            stderr(&o).contains("ELF machine 0x3e"),
            "{cmd}: {}",
            stderr(&o)
        );
    }

    let t = tmp("truncated.mbin");
    std::fs::write(&t, &good[..good.len() / 3]).unwrap();
    let o = maple(&["disasm", t.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("truncated image"), "{}", stderr(&o));

    // An empty file is neither an image nor text.
    let empty = tmp("empty.mbin");
    std::fs::write(&empty, b"").unwrap();
    for cmd in ["disasm", "run"] {
        let o = maple(&[cmd, empty.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(2), "{cmd}");
        let e = stderr(&o);
        assert!(e.contains("the file is empty (0 bytes)"), "{cmd}: {e}");
        assert!(!e.contains("looks like text"), "{cmd}: {e}");
    }

    // A zero word in .text (at file offset 0x1000: the first instruction) is no opcode.
    let mut bad = good.clone();
    bad[0x1000..0x1004].copy_from_slice(&[0, 0, 0, 0]);
    let b = tmp("badop.mbin");
    std::fs::write(&b, &bad).unwrap();
    let o = maple(&["disasm", b.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(e.contains("unknown opcode") && e.contains("0x10000"), "{e}");
}

/// `--lang` names the language of a file whose extension does not (issue #17's `--lang
/// uvm`); without it such a file is an image, and a text one gets a hint saying so.
#[test]
fn lang_names_the_language_of_any_file() {
    let uvm = tmp("gcd.txt");
    let gcd = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/programs/uvm/gcd.uir");
    std::fs::copy(gcd, &uvm).unwrap();
    let mpl = tmp("hello.txt");
    std::fs::write(&mpl, HELLO).unwrap();
    let (uvm, mpl) = (uvm.to_str().unwrap(), mpl.to_str().unwrap());
    let reference = maple(&["run", gcd]);
    for engine in ["cycle", "functional"] {
        let o = maple(&["run", uvm, "--lang", "uvm", "--engine", engine]);
        assert_eq!(o.stdout, reference.stdout, "{}", stderr(&o));
        assert_eq!(o.status.code(), reference.status.code());
    }
    let o = maple(&["run", mpl, "--lang", "mpl"]);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "hi 5\n");
    assert_eq!(o.status.code(), Some(3));
    for cmd in ["check", "fmt"] {
        let o = maple(&[cmd, uvm, "--lang", "uvm"]);
        assert!(o.status.success(), "{cmd}: {}", stderr(&o));
    }
    let img = tmp("gcd_txt.mbin");
    let o = maple(&["asm", uvm, "--lang", "uvm", "-o", img.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        maple(&["run", img.to_str().unwrap()]).stdout,
        reference.stdout
    );
    let o = maple(&["debug", uvm, "--lang", "uvm", "--batch", "--ex", "run"]);
    assert!(o.status.success(), "{}", stderr(&o));
    // Without --lang a .txt is read as an image: refused, with the way out named.
    let o = maple(&["run", uvm]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("not a maple image") && err.contains("--lang"),
        "{err}"
    );
    // MAPLE IR text read as µVM text is a µVM diagnostic, not a crash.
    let o = maple(&["check", mpl, "--lang", "uvm"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
}

/// docs/CLI.md is what `maple markdown-help` prints: the per-flag reference is rendered from
/// the clap definitions (the doc comments `maple help` shows), so it cannot drift from them.
/// `UPDATE_DOCS=1` writes the file instead of comparing.
#[test]
fn docs_cli_md_is_what_maple_markdown_help_prints() {
    let o = maple(&["markdown-help"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let now = String::from_utf8(o.stdout).expect("UTF-8");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/CLI.md");
    if std::env::var_os("UPDATE_DOCS").is_some_and(|v| v == "1") {
        std::fs::write(&path, &now).unwrap();
        return;
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    if kept != now {
        let line = kept
            .lines()
            .zip(now.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(kept.lines().count().min(now.lines().count()));
        panic!(
            "docs/CLI.md differs from what `maple markdown-help` prints (from line {}: a doc \
             comment of the command line changed?). Regenerate it with\n  \
             cargo run -q -p maple-tui -- markdown-help > docs/CLI.md\nor\n  \
             UPDATE_DOCS=1 cargo test -p maple-tui --test cli",
            line + 1
        );
    }
}

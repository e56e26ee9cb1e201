//! The Java programs OpenArk's Java front end really wrote (`../shared/corpus/openark-real/
//! java-*.mpl`, jbc2mpl's output, and `java-*.vtableimpl.mpl`, mpl2mpl's, linked by
//! asm/src/java/vtable_impl.rs; each with the binary `.mplt` interface it imports): on both
//! engines they print what `java` prints for their sources, importing maple's own Java core
//! library in place of `libjava-core.mplt` and their sibling interface through
//! `--import-path` (the corpus renamed the files, so each is copied under the name its module
//! imports). Skipped, saying so in one line, when `../shared` is not beside the checkout.

mod common;

use common::maple;
use std::path::{Path, PathBuf};

use maple_tests::openark_real_dir as corpus;

/// The modules of one form (`""`: jbc2mpl's `.mpl`; `".vtableimpl"`: mpl2mpl's) that have a
/// `java` run's output: (module, expected output, the directory holding the interface each
/// imports under the name it imports it by).
fn programs(dir: &Path, form: &str) -> Vec<(PathBuf, PathBuf, PathBuf)> {
    let mut out = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus directory")
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    for f in files {
        let name = f
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let Some(stem) = name
            .strip_prefix("java-")
            .and_then(|n| n.strip_suffix(&format!("{form}.mpl")))
        else {
            continue;
        };
        let expected = dir.join(format!("java-{stem}{form}.expected"));
        if stem.contains('.') || !expected.is_file() {
            continue;
        }
        let text = std::fs::read_to_string(&f).expect("module");
        let import = text
            .lines()
            .find_map(|l| {
                l.strip_prefix("import \"")
                    .and_then(|r| r.strip_suffix(".mplt\""))
            })
            .filter(|i| !i.contains('/'))
            .expect("the module imports its own interface");
        let imports = maple_tests::tmp!("openark-java", &format!("{stem}{form}"));
        std::fs::create_dir_all(&imports).expect("scratch directory");
        std::fs::copy(
            dir.join(format!("java-{stem}.mplt")),
            imports.join(format!("{import}.mplt")),
        )
        .expect("copy the interface");
        out.push((f, expected, imports));
    }
    out
}

/// Every module of `form` prints what `java` prints on both engines (the threaded one on two
/// cores too). java-triangle lost its `multianewarray` in jbc2mpl (OpenArk's own aarch64
/// output reads the same never-assigned variable): it faults on the null array, naming it.
fn print_what_java_prints(form: &str) {
    let Some(dir) = corpus() else { return };
    let mut ran = Vec::new();
    for (module, expected, imports) in programs(&dir, form) {
        let expected = std::fs::read_to_string(expected).unwrap();
        let path = module.to_string_lossy().into_owned();
        let import_dir = imports.to_string_lossy().into_owned();
        let mut runs = vec![vec!["--engine", "functional"], vec!["--engine", "cycle"]];
        if path.contains("java-threadtest.") {
            runs.push(vec!["--engine", "cycle", "--cores", "2"]);
        }
        for flags in runs {
            let mut args = vec!["run", "--import-path", import_dir.as_str()];
            args.extend(flags.iter().copied());
            args.push(&path);
            let o = maple(&args);
            let err = String::from_utf8_lossy(&o.stderr);
            if path.contains("java-triangle.") {
                assert!(
                    err.contains("null pointer access"),
                    "{path} {flags:?}: {err}"
                );
                continue;
            }
            assert!(o.status.success(), "{path} {flags:?}: {err}");
            assert_eq!(
                String::from_utf8_lossy(&o.stdout),
                expected,
                "{path} {flags:?}"
            );
        }
        ran.push(path);
    }
    assert!(ran.len() >= 8, "ran {ran:?}");
}

#[test]
fn real_jbc2mpl_programs_print_what_java_prints_on_both_engines() {
    print_what_java_prints("");
}

#[test]
fn real_vtableimpl_programs_print_what_java_prints_on_both_engines() {
    print_what_java_prints(".vtableimpl");
}

#[test]
fn hand_edited_jbc2mpl_modules_end_with_the_status_their_ir_computes() {
    let Some(dir) = corpus() else { return };
    for (name, status) in [
        ("java-edited-fibonacci.mpl", 55),
        ("java-edited-exceptiontest.mpl", 1),
        ("java-edited-interfacetest.mpl", 1),
    ] {
        let path = dir.join(name).to_string_lossy().into_owned();
        for engine in ["functional", "cycle"] {
            let o = maple(&["run", "--engine", engine, &path]);
            assert_eq!(
                o.status.code(),
                Some(status),
                "{name} {engine}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
        }
    }
}

#[test]
fn an_import_nothing_satisfies_names_the_search_path_and_the_bundled_libraries() {
    let m = maple_tests::tmp!("openark-java", "missing.mpl");
    std::fs::write(
        &m,
        "import \"/nowhere/Missing.mplt\"\nfunc &main () i32 {\n  return (constval i32 0)\n}\n",
    )
    .unwrap();
    let o = maple(&[
        "check",
        "--import-path",
        "/also/nowhere",
        &m.to_string_lossy(),
    ]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("E0025") && err.contains("Missing.mplt"),
        "{err}"
    );
    assert!(
        err.contains("/also/nowhere") && err.contains("libjava-core.mplt"),
        "{err}"
    );
}

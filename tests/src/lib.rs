//! maple-tests: the program corpus lives in `tests/programs` (run end to end by
//! `tui/tests/programs.rs` through the `maple` binary); this crate checks the corpus itself.
//!
//! The conventions, per `tests/programs/<category>/NAME.mpl`:
//! `NAME.expected` (stdout, required), `NAME.status` (exit status), `NAME.fault` (text of the
//! fault report), `NAME.flags` (extra `maple run` flags), `NAME.c` (the C twin of a benchmark).

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The program corpus directory.
pub fn programs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("programs")
}

/// The root of the workspace (the directory of the top `Cargo.toml`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// One crate of the workspace, as `cargo metadata` describes it.
#[derive(Clone, Debug)]
pub struct WorkspaceCrate {
    /// The package name (`maple-uvm`).
    pub name: String,
    /// Its directory, relative to the workspace root with `/` separators (`asm/uvm`).
    pub dir: String,
    /// Its normal (not dev, not build) dependencies among the maple crates.
    pub maple_dependencies: BTreeSet<String>,
}

/// Every crate of the workspace, sorted by directory, from `cargo metadata --no-deps`: the
/// house rules and the layering check read the crates from here, so a crate added to the
/// workspace is checked from its first commit without editing them.
pub fn workspace_crates() -> Vec<WorkspaceCrate> {
    let root = workspace_root()
        .canonicalize()
        .expect("the workspace root exists");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = std::process::Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(&root)
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "cargo metadata: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).expect("metadata is JSON");
    let mut crates: Vec<WorkspaceCrate> = meta["packages"]
        .as_array()
        .expect("metadata lists packages")
        .iter()
        .map(|package| {
            let manifest = Path::new(package["manifest_path"].as_str().unwrap_or_default());
            let dir = manifest.parent().unwrap_or(Path::new(""));
            let dir = dir.strip_prefix(&root).unwrap_or(dir);
            WorkspaceCrate {
                name: package["name"].as_str().unwrap_or_default().to_string(),
                dir: dir.to_string_lossy().replace('\\', "/"),
                maple_dependencies: package["dependencies"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|d| d["kind"].is_null())
                    .filter_map(|d| d["name"].as_str())
                    .filter(|n| n.starts_with("maple-"))
                    .map(str::to_string)
                    .collect(),
            }
        })
        .collect();
    crates.sort_by(|a, b| a.dir.cmp(&b.dir));
    crates
}

/// Every file under `dir`, recursively, sorted.
pub fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Every `.mpl` program of the corpus that runs alone, sorted: not the programs linked from
/// several modules (see [`linked_programs`]) nor their other modules.
pub fn programs() -> Vec<PathBuf> {
    files_under(&programs_dir())
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "mpl"))
        .filter(|p| !is_linked_module(p) && !p.with_extension("link").exists())
        .collect()
}

/// Whether `path` is a module other programs link with (it lives in a `modules` directory),
/// not a program of its own.
pub fn is_linked_module(path: &Path) -> bool {
    path.components().any(|c| c.as_os_str() == "modules")
}

/// The programs of several modules: each `NAME.mpl` with a `NAME.link` (the other modules'
/// paths, relative to the program's directory, whitespace-separated), with those modules.
pub fn linked_programs() -> Vec<(PathBuf, Vec<PathBuf>)> {
    files_under(&programs_dir())
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "link"))
        .map(|link| {
            let dir = link.parent().map(Path::to_path_buf).unwrap_or_default();
            let text = std::fs::read_to_string(&link).unwrap_or_default();
            let modules = text.split_whitespace().map(|m| dir.join(m)).collect();
            (link.with_extension("mpl"), modules)
        })
        .collect()
}

/// Every `.uir` (µVM IR) program of the corpus, sorted: run like the `.mpl` ones, through
/// maple-uvm's lowering.
pub fn uvm_programs() -> Vec<PathBuf> {
    files_under(&programs_dir())
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "uir"))
        .collect()
}

/// Every `.ir` (coreVM IR) program of the corpus, sorted: run like the `.mpl` ones, through
/// maple-corevm's lowering.
pub fn corevm_programs() -> Vec<PathBuf> {
    files_under(&programs_dir())
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "ir"))
        .collect()
}

/// `../shared`, the directory beside the checkout that holds the MAPLE IR spec (`spec/`) and the
/// real-world corpus (`corpus/`): OpenArk's irbuild tests, the modules its front ends wrote,
/// the coreVM reference verifier's modules. It is not part of the repository (a clone from a
/// forge has none), so the tests that read it go through [`shared`].
pub fn shared_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared")
}

/// Whether this run is CI's (`CI` set, as `.ci/run` and the forges set it): there a missing
/// `../shared` is an error, so a corpus test can never pass by skipping.
pub fn in_ci() -> bool {
    std::env::var_os("CI").is_some_and(|v| !v.is_empty() && v != "0" && v != "false")
}

/// `../shared/REL` if it exists. If not, outside CI: `None`, after one line on stderr saying
/// the test is skipped and why (a fresh clone still passes `cargo test --workspace`); in CI:
/// a panic, because there the corpus tests must run.
pub fn shared(rel: &str) -> Option<PathBuf> {
    shared_in(&shared_root(), rel, in_ci())
}

/// [`shared`] with the root and the CI flag given, so both outcomes can be tested anywhere.
pub fn shared_in(root: &Path, rel: &str, ci: bool) -> Option<PathBuf> {
    let path = root.join(rel);
    if path.exists() {
        return Some(path);
    }
    assert!(
        !ci,
        "CI must have ../shared (the MAPLE IR spec and corpus) beside the checkout: {} is absent",
        path.display()
    );
    // Straight to the process's stderr, past the test harness's capture of `eprintln!`: a
    // skipped test passes, and a passing test's captured output is never shown.
    let _ = writeln!(
        std::io::stderr(),
        "skipped: ../shared absent ({} not found; the MAPLE IR spec and corpus, see README)",
        path.display()
    );
    None
}

/// The modules OpenArk's front ends really wrote (`../shared/corpus/openark-real`), or `None`
/// after saying in one line that the directory is absent: the tests that read it skip.
pub fn openark_real_dir() -> Option<PathBuf> {
    shared("corpus/openark-real")
}

/// Every `.mpl` file of the irbuild corpus, sorted, or `None` when `../shared` is absent (see
/// [`shared`]); panics when the directory is there but holds too few files.
pub fn corpus_files() -> Option<Vec<PathBuf>> {
    let dir = shared("corpus/openark-irbuild")?;
    let files: Vec<PathBuf> = files_under(&dir)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "mpl"))
        .collect();
    assert!(
        files.len() >= 40,
        "expected the irbuild corpus in {} (../shared beside the checkout), found {} files",
        dir.display(),
        files.len()
    );
    Some(files)
}

/// A scratch path for a test: `<target>/tmp/maple-<tag>/<name>` (the directory is created).
/// It lies in Cargo's scratch directory for integration tests (`CARGO_TARGET_TMPDIR`, read
/// where the macro is used), so test runs leave nothing in the system's temporary directory
/// and each run overwrites the last one's files (`cargo clean` removes them). `cargo test`
/// runs one test binary at a time; within one, tests that share a tag use distinct names.
#[macro_export]
macro_rules! tmp {
    ($tag:expr, $name:expr) => {
        $crate::scratch(env!("CARGO_TARGET_TMPDIR"), $tag, $name)
    };
}

/// `base/maple-<tag>/<name>`, its directory created ([`tmp!`]).
pub fn scratch(base: &str, tag: &str, name: &str) -> PathBuf {
    let dir = Path::new(base).join(format!("maple-{tag}"));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir.join(name)
}

/// A process's standard error as text.
pub fn stderr(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

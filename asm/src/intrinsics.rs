//! The intrinsic names of OpenArkCompiler's `intrinsics.def` and the files it includes, copied
//! from `spec/intrinsics.tsv` into `intrinsics.txt`. Names drift between MAPLE versions, so an
//! unknown name is only a warning.

static NAMES: &str = include_str!("intrinsics.txt");

/// True when `name` is an intrinsic real MAPLE knows.
pub fn is_known_intrinsic(name: &str) -> bool {
    NAMES
        .lines()
        .any(|l| !l.starts_with('#') && l.trim() == name)
}

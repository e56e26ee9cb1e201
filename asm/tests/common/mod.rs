//! Helpers shared by the assembler's test files.

use maple_asm::{parse_str, Severity};

/// (code, message, line, col, severity) of every diagnostic of parsing and checking `src`.
pub fn diags(src: &str) -> Vec<(String, String, usize, usize, Severity)> {
    let (_, d) = parse_str("test.mpl", src);
    d.iter()
        .map(|d| {
            (
                d.code.to_string(),
                d.message.clone(),
                d.line,
                d.col,
                d.severity,
            )
        })
        .collect()
}

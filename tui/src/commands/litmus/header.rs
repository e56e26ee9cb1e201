//! The header of a litmus program: what it is called, how many threads race, what its output
//! looks like, and which outcomes each memory model forbids or allows.
//!
//! The header is the run of `#` comment lines (and blank lines) at the top of the file, before
//! the first declaration (`//` lines in a µVM `.uir` program, [`Header::parse_uvm`]). A comment line whose first word is one of the keywords below is a
//! *directive*; every other comment line is prose:
//!
//! ```text
//! # name: SB                          the test's name (default: the file's stem)
//! # threads: 2                        threads that race (main excluded): `--cores` default
//! # outcome: r0=%d r1=%d              the shape of the program's output; `%d` is an integer
//! # forbid sc: r0=0 r1=0              outcomes the named models forbid
//! # expect tso weak: r0=0 r1=0        outcomes the named models allow (informational)
//! ```
//!
//! - `forbid` and `expect` name one or more models (`sc`, `tso`, `weak`) before the colon and
//!   an outcome pattern after it. A pattern is an outcome as `maple litmus` prints it
//!   ([`outcome_text`]: the program's output lines, whitespace collapsed, joined by ` | `) in
//!   which `*` stands for any value (a run of characters without spaces or `|`).
//! - With an `outcome:` format, every pattern must fit it (a `*` or an integer where the
//!   format has `%d`, the same text elsewhere), so a typo in a header is an error rather than
//!   a pattern that never matches.
//! - A pattern both forbidden and expected under one model is an error, as are unknown
//!   models, a repeated `name`/`threads`/`outcome`, and directives after the header.
//!
//! Why these words: they are what litmus7/herd print (`exists`/`forbidden`), but a MAPLE
//! litmus program is an ordinary program whose output is the outcome, so the header states
//! outcomes in the program's own output format rather than herd's `0:r0=0 /\ 1:r0=0`.

use maple_sim::uarch::MemoryModel;

/// The model named `word` (`sc`, `tso`, `weak`: the configuration's words).
pub fn model_named(word: &str) -> Option<MemoryModel> {
    MemoryModel::from_name(word)
}

/// A model's configuration word.
pub fn model_name(model: MemoryModel) -> &'static str {
    model.name()
}

/// Whether a rule forbids its outcome or only says it may appear.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Forbid,
    Expect,
}

/// One `forbid` or `expect` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    pub verdict: Verdict,
    pub models: Vec<MemoryModel>,
    /// The outcome pattern, whitespace-normalized.
    pub pattern: String,
    /// The line of the file it is on (1-based), for messages.
    pub line: usize,
}

/// A parsed header. Every field is optional: any program can be run as a litmus test.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    pub name: Option<String>,
    pub threads: Option<u32>,
    /// The `outcome:` format, whitespace-normalized.
    pub format: Option<String>,
    pub rules: Vec<Rule>,
}

/// A header line that cannot be understood: its line (1-based) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeaderError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for HeaderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.line, self.message)
    }
}

const KEYWORDS: [&str; 5] = ["name", "threads", "outcome", "forbid", "expect"];

/// Most threads a header may declare (`core.count`'s bound).
pub const MAX_THREADS: u32 = 64;

impl Header {
    /// Parse the header of a program's text.
    pub fn parse(text: &str) -> Result<Header, HeaderError> {
        Header::parse_comments(text, "#")
    }

    /// Parse the header of a µVM program, whose comment lines start with `//`.
    pub fn parse_uvm(text: &str) -> Result<Header, HeaderError> {
        Header::parse_comments(text, "//")
    }

    fn parse_comments(text: &str, prefix: &str) -> Result<Header, HeaderError> {
        let mut header = Header::default();
        let mut in_header = true;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let trimmed = raw.trim();
            let comment = trimmed.strip_prefix(prefix);
            if comment.is_none() && !trimmed.is_empty() {
                in_header = false;
            }
            let Some(body) = comment.map(str::trim) else {
                continue;
            };
            let Some(keyword) = directive_keyword(body) else {
                continue;
            };
            let err = |message: String| Err(HeaderError { line, message });
            if !in_header {
                return err(format!(
                    "`{keyword}` directive after the header: litmus directives go in the \
                     comment lines before the first declaration"
                ));
            }
            header.directive(keyword, body[keyword.len()..].trim_start(), line)?;
        }
        header.check()?;
        Ok(header)
    }

    fn directive(&mut self, keyword: &str, rest: &str, line: usize) -> Result<(), HeaderError> {
        let err = |message: String| Err(HeaderError { line, message });
        let Some((before, value)) = rest.split_once(':') else {
            return err(match keyword {
                "forbid" | "expect" => format!(
                    "`{keyword}` needs models, a colon and an outcome: `# {keyword} sc tso: r0=0 r1=0`"
                ),
                _ => format!("`{keyword}` needs a colon: `# {keyword}: VALUE`"),
            });
        };
        let value = normalize_line(value);
        match keyword {
            "name" | "threads" | "outcome" => {
                if !before.trim().is_empty() {
                    return err(format!(
                        "`{keyword}` takes no words before its colon (found `{}`)",
                        before.trim()
                    ));
                }
                if value.is_empty() {
                    return err(format!("`{keyword}:` needs a value"));
                }
                let slot_taken = match keyword {
                    "name" => self.name.replace(value.clone()).is_some(),
                    "outcome" => self.format.replace(value.clone()).is_some(),
                    _ => {
                        let n = value
                            .parse::<u32>()
                            .ok()
                            .filter(|n| (1..=MAX_THREADS).contains(n));
                        let Some(n) = n else {
                            return err(format!(
                                "`threads: {value}`: expected a number of threads, 1 to {MAX_THREADS}"
                            ));
                        };
                        self.threads.replace(n).is_some()
                    }
                };
                if slot_taken {
                    return err(format!("`{keyword}` is given twice"));
                }
            }
            _ => {
                let mut models = Vec::new();
                for word in before.split_whitespace() {
                    let Some(m) = model_named(word) else {
                        return err(format!(
                            "`{keyword}`: unknown memory model `{word}` (the models are sc, tso and weak)"
                        ));
                    };
                    if !models.contains(&m) {
                        models.push(m);
                    }
                }
                if models.is_empty() {
                    return err(format!(
                        "`{keyword}` names no memory model before its colon: `# {keyword} sc tso: r0=0 r1=0`"
                    ));
                }
                if value.is_empty() {
                    return err(format!("`{keyword}` needs an outcome after its colon"));
                }
                let verdict = if keyword == "forbid" {
                    Verdict::Forbid
                } else {
                    Verdict::Expect
                };
                self.rules.push(Rule {
                    verdict,
                    models,
                    pattern: value,
                    line,
                });
            }
        }
        Ok(())
    }

    /// Cross-line checks: patterns fit the format; nothing is both forbidden and expected.
    fn check(&self) -> Result<(), HeaderError> {
        if let Some(format) = &self.format {
            for rule in &self.rules {
                if !fits_format(format, &rule.pattern) {
                    return Err(HeaderError {
                        line: rule.line,
                        message: format!(
                            "outcome `{}` does not fit the format `{format}` (an integer or `*` \
                             where the format has %d, the same text elsewhere)",
                            rule.pattern
                        ),
                    });
                }
            }
        }
        for f in self.rules.iter().filter(|r| r.verdict == Verdict::Forbid) {
            for e in self.rules.iter().filter(|r| r.verdict == Verdict::Expect) {
                let both = f.models.iter().find(|m| e.models.contains(m));
                if let (Some(&m), true) = (both, f.pattern == e.pattern) {
                    return Err(HeaderError {
                        line: e.line,
                        message: format!(
                            "`{}` is both forbidden (line {}) and expected under {}",
                            e.pattern,
                            f.line,
                            model_name(m)
                        ),
                    });
                }
            }
        }
        Ok(())
    }

    /// The rules of one verdict that apply to `model`.
    pub fn rules_for(&self, verdict: Verdict, model: MemoryModel) -> impl Iterator<Item = &Rule> {
        self.rules
            .iter()
            .filter(move |r| r.verdict == verdict && r.models.contains(&model))
    }

    /// The first forbid rule of `model` that `outcome` breaks.
    pub fn forbidding(&self, model: MemoryModel, outcome: &str) -> Option<&Rule> {
        self.rules_for(Verdict::Forbid, model)
            .find(|r| pattern_matches(&r.pattern, outcome))
    }
}

/// The directive keyword a comment line starts with, if any: the first word, up to a space
/// or a colon.
fn directive_keyword(body: &str) -> Option<&'static str> {
    let end = body
        .find(|c: char| c.is_whitespace() || c == ':')
        .unwrap_or(body.len());
    let word = &body[..end];
    KEYWORDS.iter().copied().find(|k| *k == word)
}

/// A line with its whitespace runs collapsed to one space and its ends trimmed.
fn normalize_line(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A run's outcome as the histogram shows it: the output's non-empty lines, whitespace
/// collapsed, joined by ` | ` (one line per outcome, and the same outcome whatever spacing
/// or trailing newline the program printed).
pub fn outcome_text(stdout: &str) -> String {
    stdout
        .lines()
        .map(normalize_line)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" | ")
}

/// Whether `text` fits `pattern`, where `*` matches any run of characters other than a space
/// or `|` (one value of an outcome).
pub fn pattern_matches(pattern: &str, text: &str) -> bool {
    let (p, t) = (pattern.as_bytes(), text.as_bytes());
    // Glob matching with backtracking to the last star: linear in practice, and patterns
    // are short.
    let (mut pi, mut ti) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        if pi < p.len() && p[pi] == b'*' {
            star = Some((pi, ti));
            pi += 1;
        } else if pi < p.len() && p[pi] == t[ti] {
            pi += 1;
            ti += 1;
        } else if let Some((sp, st)) = star.filter(|&(_, st)| !matches!(t[st], b' ' | b'|')) {
            // Let the star swallow one more character (never a separator).
            star = Some((sp, st + 1));
            pi = sp + 1;
            ti = st + 1;
        } else {
            return false;
        }
    }
    p[pi..].iter().all(|&c| c == b'*')
}

/// Whether a pattern fits an `outcome:` format: where the format has `%d` the pattern has
/// `*` or an integer; elsewhere the same characters.
pub fn fits_format(format: &str, pattern: &str) -> bool {
    let (f, p) = (format.as_bytes(), pattern.as_bytes());
    let (mut fi, mut pi) = (0, 0);
    while fi < f.len() {
        if f[fi..].starts_with(b"%d") {
            fi += 2;
            if p.get(pi) == Some(&b'*') {
                pi += 1;
                continue;
            }
            if p.get(pi) == Some(&b'-') {
                pi += 1;
            }
            let digits = p[pi.min(p.len())..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .count();
            if digits == 0 {
                return false;
            }
            pi += digits;
        } else if p.get(pi) == Some(&f[fi]) {
            fi += 1;
            pi += 1;
        } else {
            return false;
        }
    }
    pi == p.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SB: &str = "# name: SB\n# Store buffering.\n# threads: 2\n# outcome: r0=%d r1=%d\n\
                      # forbid sc: r0=0 r1=0\n# expect tso weak: r0=0  r1=0\n\nfunc &main () i32 {\n";

    #[test]
    fn a_full_header_parses() {
        let h = Header::parse(SB).unwrap();
        assert_eq!(h.name.as_deref(), Some("SB"));
        assert_eq!(h.threads, Some(2));
        assert_eq!(h.format.as_deref(), Some("r0=%d r1=%d"));
        assert_eq!(h.rules.len(), 2);
        assert_eq!(h.rules[0].verdict, Verdict::Forbid);
        assert_eq!(h.rules[0].models, vec![MemoryModel::Sc]);
        assert_eq!(h.rules[0].line, 5);
        // Whitespace is normalized in patterns.
        assert_eq!(h.rules[1].pattern, "r0=0 r1=0");
        assert_eq!(h.rules[1].models, vec![MemoryModel::Tso, MemoryModel::Weak]);
        assert!(h.forbidding(MemoryModel::Sc, "r0=0 r1=0").is_some());
        assert!(h.forbidding(MemoryModel::Tso, "r0=0 r1=0").is_none());
        assert!(h.forbidding(MemoryModel::Sc, "r0=1 r1=0").is_none());
        assert_eq!(h.rules_for(Verdict::Expect, MemoryModel::Weak).count(), 1);
    }

    #[test]
    fn no_header_is_an_empty_header() {
        let h = Header::parse("func &main () i32 {\n  return (constval i32 0)\n}\n").unwrap();
        assert_eq!(h, Header::default());
    }

    #[test]
    fn prose_lines_are_not_directives() {
        let h = Header::parse("# Forbidden under TSO: nothing.\n# names: are prose\n").unwrap();
        let u = Header::parse_uvm("// name: MP\n// threads: 2\n.global @x <int<64>>\n").unwrap();
        assert_eq!((u.name.as_deref(), u.threads), (Some("MP"), Some(2)));
        assert_eq!(h, Header::default());
    }

    fn error(text: &str) -> HeaderError {
        Header::parse(text).expect_err("the header should be refused")
    }

    #[test]
    fn malformed_directives_are_errors_naming_the_line() {
        let e = error("# name: x\n# forbid sc r0=0\n");
        assert_eq!(e.line, 2);
        assert!(e.message.contains("needs models, a colon"), "{e}");
        assert!(error("# forbid sc bogus: r0=0\n")
            .message
            .contains("unknown memory model `bogus`"));
        assert!(error("# forbid: r0=0\n")
            .message
            .contains("names no memory model"));
        assert!(error("# expect weak:\n")
            .message
            .contains("needs an outcome"));
        assert!(error("# threads: two\n").message.contains("1 to 64"));
        assert!(error("# threads: 0\n").message.contains("1 to 64"));
        assert!(error("# name: a\n# name: b\n")
            .message
            .contains("given twice"));
        assert!(error("# outcome r0=%d\n").message.contains("needs a colon"));
        assert!(error("# name x: y\n").message.contains("no words before"));
    }

    #[test]
    fn patterns_must_fit_the_format() {
        let e = error("# outcome: r0=%d r1=%d\n# forbid sc: r0=0 r=0\n");
        assert_eq!(e.line, 2);
        assert!(e.message.contains("does not fit the format"), "{e}");
        assert!(Header::parse("# outcome: r0=%d r1=%d\n# forbid sc: r0=* r1=-1\n").is_ok());
        assert!(error("# outcome: x=%d\n# forbid sc: x=1 y=2\n")
            .message
            .contains("does not fit"));
    }

    #[test]
    fn forbidden_and_expected_under_one_model_is_a_contradiction() {
        let e = error("# forbid sc tso: a\n# expect tso: a\n");
        assert_eq!(e.line, 2);
        assert!(e
            .message
            .contains("both forbidden (line 1) and expected under tso"));
        assert!(Header::parse("# forbid sc: a\n# expect tso: a\n").is_ok());
    }

    #[test]
    fn directives_after_the_header_are_refused() {
        let e = error("# name: x\nfunc &main () i32 {\n# forbid sc: a\n}\n");
        assert_eq!(e.line, 3);
        assert!(e.message.contains("after the header"));
    }

    #[test]
    fn outcomes_are_lines_joined_with_bars() {
        assert_eq!(outcome_text("r0=1  r1=0\n"), "r0=1 r1=0");
        assert_eq!(outcome_text("x=1\n\n  y=2 \n"), "x=1 | y=2");
        assert_eq!(outcome_text(""), "");
    }

    #[test]
    fn stars_match_one_value() {
        assert!(pattern_matches("r0=* r1=0", "r0=17 r1=0"));
        assert!(pattern_matches("r0=* r1=0", "r0= r1=0"));
        assert!(!pattern_matches("r0=* r1=0", "r0=1 r1=1"));
        // A star never crosses a separator.
        assert!(!pattern_matches("r0=*", "r0=1 r1=0"));
        assert!(!pattern_matches("a=* | b=1", "a=1 | c=2 | b=1"));
        assert!(pattern_matches("x=1", "x=1"));
        assert!(!pattern_matches("x=1", "x=10"));
        assert!(pattern_matches("*", "anything"));
    }

    #[test]
    fn formats_take_integers_or_stars() {
        assert!(fits_format("r0=%d r1=%d", "r0=0 r1=-12"));
        assert!(fits_format("r0=%d r1=%d", "r0=* r1=1"));
        assert!(!fits_format("r0=%d r1=%d", "r0=0 r1="));
        assert!(!fits_format("r0=%d r1=%d", "r0=0 r1=1 r2=2"));
        assert!(!fits_format("r0=%d", "r0=x"));
    }

    #[test]
    fn model_words_round_trip() {
        for (word, model) in [
            ("sc", MemoryModel::Sc),
            ("tso", MemoryModel::Tso),
            ("weak", MemoryModel::Weak),
        ] {
            assert_eq!(model_named(word), Some(model));
            assert_eq!(model_name(model), word);
        }
        assert_eq!(model_named("relaxed"), None);
    }
}

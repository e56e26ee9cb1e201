//! Text for the page: HTML escaping and digit grouping, shared by the page and its charts.

/// `n` with a thin space between groups of three digits (`1 234 567`).
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut o = String::with_capacity(digits.len() + digits.len() / 3 * 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            o.push('\u{2009}');
        }
        o.push(ch);
    }
    o
}

/// `text` safe inside HTML text and attribute values.
pub fn escape(text: &str) -> String {
    let mut o = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c => o.push(c),
        }
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_groups_digits() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1\u{2009}000");
        assert_eq!(thousands(1234567), "1\u{2009}234\u{2009}567");
    }

    #[test]
    fn escape_covers_markup_and_quotes() {
        assert_eq!(
            escape(r#"<a href="x">&'"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }
}

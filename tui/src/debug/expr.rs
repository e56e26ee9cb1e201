//! The expression language of `print`, `x`, `watch`, `condition` and `display`: C-like, as in
//! gdb, with MAPLE's names. `n` or `%n` is a variable of the selected frame, `$g` a global,
//! `%3` pseudo-register 3, `%%SP` (or `$sp`) a special register; then fields (`s.f`, `p->f`),
//! elements (`a[i]`), `*p`, `&x`, integer and float literals, arithmetic and comparisons.
//! Parsing never panics: every refusal is a message saying where.

/// A parsed expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Int(i128),
    Float(f64),
    /// A variable name (sigils stripped; `global` when written with `$`).
    Var {
        name: String,
        global: bool,
    },
    /// `%N`.
    Preg(u16),
    /// `%%SP`, `$pc`, `%%retval0`, ...: the name upper-cased, without sigils.
    Special(String),
    /// `$N`: a value from the print history (`$` alone is the last one).
    History(Option<usize>),
    Field(Box<Expr>, String),
    /// `p->f`.
    Arrow(Box<Expr>, String),
    Index(Box<Expr>, Box<Expr>),
    Deref(Box<Expr>),
    AddrOf(Box<Expr>),
    Neg(Box<Expr>),
    Not(Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
}

/// Special register names the debugger knows (besides `RETVALn`).
/// `CYCLE` is the debugger's convenience variable `$cycle`: the cycle engine's clock.
pub const SPECIALS: &[&str] = &["SP", "FP", "GP", "PC", "THROWNVAL", "CYCLE"];

/// Whether evaluating `e` reads the program's state (variables, registers, memory), which
/// does not exist once the program has ended; literals, `$N` and `$cycle` do not.
pub fn reads_program(e: &Expr) -> bool {
    match e {
        Expr::Int(_) | Expr::Float(_) | Expr::History(_) => false,
        Expr::Special(name) => name != "CYCLE",
        Expr::Var { .. } | Expr::Preg(_) | Expr::Deref(_) => true,
        Expr::Field(b, _) | Expr::Arrow(b, _) | Expr::AddrOf(b) | Expr::Neg(b) | Expr::Not(b) => {
            reads_program(b)
        }
        Expr::Index(a, b) | Expr::Binary(_, a, b) => reads_program(a) || reads_program(b),
    }
}

/// Parse a whole expression.
pub fn parse(text: &str) -> Result<Expr, String> {
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
    };
    let e = p.or()?;
    p.ws();
    if p.i < p.s.len() {
        return Err(format!(
            "unexpected `{}` at column {} of the expression",
            String::from_utf8_lossy(&p.s[p.i..]),
            p.i + 1
        ));
    }
    Ok(e)
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn eat(&mut self, tok: &str) -> bool {
        self.ws();
        if self.s[self.i..].starts_with(tok.as_bytes()) {
            self.i += tok.len();
            true
        } else {
            false
        }
    }

    fn peek_is(&mut self, tok: &str) -> bool {
        self.ws();
        self.s[self.i..].starts_with(tok.as_bytes())
    }

    fn or(&mut self) -> Result<Expr, String> {
        let mut l = self.and()?;
        while self.eat("||") {
            let r = self.and()?;
            l = Expr::Binary(BinOp::Or, Box::new(l), Box::new(r));
        }
        Ok(l)
    }

    fn and(&mut self) -> Result<Expr, String> {
        let mut l = self.cmp()?;
        while self.eat("&&") {
            let r = self.cmp()?;
            l = Expr::Binary(BinOp::And, Box::new(l), Box::new(r));
        }
        Ok(l)
    }

    fn cmp(&mut self) -> Result<Expr, String> {
        let l = self.add()?;
        for (tok, op) in [
            ("==", BinOp::Eq),
            ("!=", BinOp::Ne),
            ("<=", BinOp::Le),
            (">=", BinOp::Ge),
            ("<", BinOp::Lt),
            (">", BinOp::Gt),
        ] {
            if self.eat(tok) {
                let r = self.add()?;
                return Ok(Expr::Binary(op, Box::new(l), Box::new(r)));
            }
        }
        Ok(l)
    }

    fn add(&mut self) -> Result<Expr, String> {
        let mut l = self.mul()?;
        loop {
            let op = if self.peek_is("->") {
                break;
            } else if self.eat("+") {
                BinOp::Add
            } else if self.eat("-") {
                BinOp::Sub
            } else {
                break;
            };
            let r = self.mul()?;
            l = Expr::Binary(op, Box::new(l), Box::new(r));
        }
        Ok(l)
    }

    fn mul(&mut self) -> Result<Expr, String> {
        let mut l = self.unary()?;
        loop {
            let op = if self.eat("*") {
                BinOp::Mul
            } else if self.eat("/") {
                BinOp::Div
            } else if self.peek_is("%") && !self.at_percent_operand() {
                self.i += 1;
                BinOp::Rem
            } else {
                break;
            };
            let r = self.unary()?;
            l = Expr::Binary(op, Box::new(l), Box::new(r));
        }
        Ok(l)
    }

    /// After an operand, `%` followed by a space is the remainder operator; `%x` right after
    /// an operand would be two operands in a row, which is an error either way.
    fn at_percent_operand(&self) -> bool {
        self.s
            .get(self.i + 1)
            .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'%' || *c == b'_')
    }

    fn unary(&mut self) -> Result<Expr, String> {
        if self.eat("-") {
            return Ok(Expr::Neg(Box::new(self.unary()?)));
        }
        if self.eat("!") {
            return Ok(Expr::Not(Box::new(self.unary()?)));
        }
        if self.eat("*") {
            return Ok(Expr::Deref(Box::new(self.unary()?)));
        }
        if self.eat("&") {
            return Ok(Expr::AddrOf(Box::new(self.unary()?)));
        }
        self.postfix()
    }

    fn postfix(&mut self) -> Result<Expr, String> {
        let mut e = self.primary()?;
        loop {
            if self.eat("->") {
                let f = self.ident().ok_or("a field name after `->`")?;
                e = Expr::Arrow(Box::new(e), f);
            } else if self.eat(".") {
                let f = self.ident().ok_or("a field name after `.`")?;
                e = Expr::Field(Box::new(e), f);
            } else if self.eat("[") {
                let i = self.or()?;
                if !self.eat("]") {
                    return Err("missing `]`".into());
                }
                e = Expr::Index(Box::new(e), Box::new(i));
            } else {
                return Ok(e);
            }
        }
    }

    fn ident(&mut self) -> Option<String> {
        self.ws();
        let start = self.i;
        while self.i < self.s.len()
            && (self.s[self.i].is_ascii_alphanumeric() || matches!(self.s[self.i], b'_' | b'.'))
        {
            // A `.` inside a name (MAPLE allows it) only when followed by a name character
            // and not the start of a field access on a finished name: names with dots are
            // rare, fields are common, so stop at `.`.
            if self.s[self.i] == b'.' {
                break;
            }
            self.i += 1;
        }
        (self.i > start).then(|| String::from_utf8_lossy(&self.s[start..self.i]).into_owned())
    }

    fn number(&mut self) -> Result<Expr, String> {
        let start = self.i;
        let rest = &self.s[self.i..];
        if rest.starts_with(b"0x") || rest.starts_with(b"0X") {
            self.i += 2;
            let h = self.i;
            while self.i < self.s.len() && self.s[self.i].is_ascii_hexdigit() {
                self.i += 1;
            }
            let digits = std::str::from_utf8(&self.s[h..self.i]).unwrap_or("");
            return i128::from_str_radix(digits, 16)
                .map(Expr::Int)
                .map_err(|_| format!("bad hex number at column {}", start + 1));
        }
        while self.i < self.s.len()
            && (self.s[self.i].is_ascii_digit() || matches!(self.s[self.i], b'.' | b'e' | b'E'))
        {
            self.i += 1;
        }
        let text = std::str::from_utf8(&self.s[start..self.i]).unwrap_or("");
        if let Ok(v) = text.parse::<i128>() {
            return Ok(Expr::Int(v));
        }
        text.parse::<f64>()
            .map(Expr::Float)
            .map_err(|_| format!("bad number `{text}`"))
    }

    fn primary(&mut self) -> Result<Expr, String> {
        self.ws();
        let Some(&c) = self.s.get(self.i) else {
            return Err("an expression is missing".into());
        };
        match c {
            b'(' => {
                self.i += 1;
                let e = self.or()?;
                if !self.eat(")") {
                    return Err("missing `)`".into());
                }
                Ok(e)
            }
            b'0'..=b'9' => self.number(),
            b'\'' if self.s.get(self.i + 2) == Some(&b'\'') => {
                let v = self.s[self.i + 1];
                self.i += 3;
                Ok(Expr::Int(v as i128))
            }
            b'%' if self.s.get(self.i + 1) == Some(&b'%') => {
                self.i += 2;
                let name = self.ident().ok_or("a register name after `%%`")?;
                Ok(Expr::Special(name.to_ascii_uppercase()))
            }
            b'%' => {
                self.i += 1;
                if self.s.get(self.i).is_some_and(|c| c.is_ascii_digit()) {
                    let start = self.i;
                    while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                        self.i += 1;
                    }
                    let n = std::str::from_utf8(&self.s[start..self.i])
                        .ok()
                        .and_then(|t| t.parse::<u16>().ok())
                        .ok_or("pseudo-register number out of range")?;
                    return Ok(Expr::Preg(n));
                }
                let name = self.ident().ok_or("a name after `%`")?;
                Ok(Expr::Var {
                    name,
                    global: false,
                })
            }
            b'$' => {
                self.i += 1;
                if self.s.get(self.i).is_some_and(|c| c.is_ascii_digit()) {
                    let start = self.i;
                    while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                        self.i += 1;
                    }
                    let n = std::str::from_utf8(&self.s[start..self.i])
                        .ok()
                        .and_then(|t| t.parse::<usize>().ok())
                        .ok_or("history number out of range")?;
                    return Ok(Expr::History(Some(n)));
                }
                match self.ident() {
                    None => Ok(Expr::History(None)),
                    Some(name) => {
                        let upper = name.to_ascii_uppercase();
                        if SPECIALS.contains(&upper.as_str()) || upper.starts_with("RETVAL") {
                            Ok(Expr::Special(upper))
                        } else {
                            Ok(Expr::Var { name, global: true })
                        }
                    }
                }
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let name = self.ident().ok_or("a name")?;
                Ok(Expr::Var {
                    name,
                    global: false,
                })
            }
            _ => Err(format!(
                "unexpected `{}` at column {}",
                c as char,
                self.i + 1
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_registers_and_postfix() {
        assert_eq!(parse("%%SP").unwrap(), Expr::Special("SP".into()));
        assert_eq!(parse("$pc").unwrap(), Expr::Special("PC".into()));
        assert_eq!(parse("%3").unwrap(), Expr::Preg(3));
        assert_eq!(
            parse("p->next[2].v").unwrap(),
            Expr::Field(
                Box::new(Expr::Index(
                    Box::new(Expr::Arrow(
                        Box::new(Expr::Var {
                            name: "p".into(),
                            global: false
                        }),
                        "next".into()
                    )),
                    Box::new(Expr::Int(2))
                )),
                "v".into()
            )
        );
    }

    #[test]
    fn precedence_and_remainder() {
        assert_eq!(
            parse("1 + 2 * 3 == 7").unwrap(),
            Expr::Binary(
                BinOp::Eq,
                Box::new(Expr::Binary(
                    BinOp::Add,
                    Box::new(Expr::Int(1)),
                    Box::new(Expr::Binary(
                        BinOp::Mul,
                        Box::new(Expr::Int(2)),
                        Box::new(Expr::Int(3))
                    ))
                )),
                Box::new(Expr::Int(7))
            )
        );
        assert_eq!(
            parse("n % 2").unwrap(),
            Expr::Binary(
                BinOp::Rem,
                Box::new(Expr::Var {
                    name: "n".into(),
                    global: false
                }),
                Box::new(Expr::Int(2))
            )
        );
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        for bad in [
            "",
            "(",
            "a[",
            "1 +",
            "%",
            "%%",
            "p->",
            "0xzz",
            "@",
            "%99999999",
        ] {
            assert!(parse(bad).is_err(), "{bad:?} should not parse");
        }
    }
}

//! `cargo run -p maple-corevm --example corevmcheck FILE...`: parse and check coreVM files,
//! printing their diagnostics (a quick look without the `maple` binary).

fn main() {
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let (_, diags) = maple_corevm::parse_str(&path, &text);
        print!("{}", diags.render(false));
        println!("{path}: {} errors", diags.error_count());
    }
}

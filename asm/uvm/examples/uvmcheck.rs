//! `cargo run -p maple-uvm --example uvmcheck FILE...`: print a file's diagnostics (for
//! writing the tests' expected codes and positions).
fn main() {
    for path in std::env::args().skip(1) {
        let (_, diags) = maple_uvm::parse_file(std::path::Path::new(&path));
        for d in &diags {
            println!("{d}");
        }
    }
}

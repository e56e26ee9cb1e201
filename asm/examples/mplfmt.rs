//! `cargo run -p maple-asm --example mplfmt -- FILE...`: print each file canonically, or its
//! diagnostics. A stand-in for `maple fmt` / `maple check` while developing the front end.

fn main() {
    let mut status = 0;
    for arg in std::env::args().skip(1) {
        let (module, diags) = maple_asm::parse_file(std::path::Path::new(&arg));
        eprint!("{}", diags.render(false));
        if diags.has_errors() {
            status = 1;
        } else if let Some(m) = module {
            print!("{}", maple_asm::print_module(&m));
        }
    }
    std::process::exit(status);
}

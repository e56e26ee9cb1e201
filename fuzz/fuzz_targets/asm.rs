//! text -> parse and check (and, when clean, print and assemble): never a panic, whatever the
//! input. Every input runs on one long-lived big-stack worker (`common/big_stack_worker.rs`).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "common/big_stack_worker.rs"]
mod big_stack_worker;

/// Everything the assembler does with a text.
fn all_passes(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let (module, diags) = maple_asm::parse_str("fuzz.mpl", &text);
    let _ = diags.render(false);
    if let Some(module) = module {
        if !diags.has_errors() {
            let _ = maple_asm::print_module(&module);
            if let Ok(image) = maple_asm::codegen::assemble(&module, "fuzz.mpl") {
                let _ = maple_asm::image::write_image(&image);
            }
        }
    }
}

fuzz_target!(|data: &[u8]| big_stack_worker::run(data, all_passes));

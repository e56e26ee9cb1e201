//! text -> the µVM front end: parse, check, render the diagnostics and, when clean, lower to
//! maple's module, print it and assemble it: never a panic, whatever the input. As in the
//! `asm` target, every input runs on one long-lived big-stack worker
//! (`common/big_stack_worker.rs`).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "common/big_stack_worker.rs"]
mod big_stack_worker;

/// Everything `maple run FILE.uir` does with the text before the machine loads it.
fn all_passes(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let (module, diags) = maple_uvm::compile_str("fuzz.uir", &text);
    let _ = diags.render(false);
    if let Some(module) = module {
        if !diags.has_errors() {
            let _ = maple_asm::print_module(&module);
            if let Ok(image) = maple_asm::codegen::assemble(&module, "fuzz.uir") {
                let _ = maple_asm::image::write_image(&image);
            }
        }
    }
}

fuzz_target!(|data: &[u8]| big_stack_worker::run(data, all_passes));

//! text -> parse and check (and, when clean, assemble): never a panic, whatever the input.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
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
});

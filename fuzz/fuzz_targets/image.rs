//! bytes -> load the image (and disassemble what loads): never a panic, whatever the input.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(image) = maple_asm::image::read_image(data) {
        let _ = maple_asm::disasm::disassemble(&image, &Default::default());
    }
});

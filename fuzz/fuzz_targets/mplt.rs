//! bytes -> binary MIR (`maple_asm::binmir`): reading never panics, never loops or allocates
//! beyond the input; what reads writes, and what is written reads back printing the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use maple_asm::ast::{Item, Module};
use maple_asm::binmir;

fn print(items: Vec<Item>) -> String {
    maple_asm::print_module(&Module {
        items,
        ..Default::default()
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(read) = binmir::decode(data, 0) else {
        return;
    };
    let text = print(read.items.clone());
    let written = binmir::write(&read.items)
        .unwrap_or_else(|e| panic!("read, but not written back: {e}\n{text}"));
    let back = binmir::decode(&written, 0)
        .unwrap_or_else(|e| panic!("written, but not read back: {e}\n{text}"));
    assert_eq!(print(back.items), text, "read back differently");
});

//! bytes -> the coreVM front end, both forms. Text: parse, check, render the diagnostics; the
//! printed text parses back to an equal module; when clean, lower to maple's module and
//! assemble it. An Avro object container (its magic first): read it, and what reads prints,
//! checks, lowers and assembles, and writes back to a container that reads back equal. Never a
//! panic, whatever the input. Every input runs on one long-lived big-stack worker
//! (`common/big_stack_worker.rs`), as in the `asm` target.
#![no_main]

use libfuzzer_sys::fuzz_target;
use maple_asm::source::SourceMap;

#[path = "common/big_stack_worker.rs"]
mod big_stack_worker;

fn assemble(module: Option<maple_asm::Module>) {
    if let Some(module) = module {
        if let Ok(image) = maple_asm::codegen::assemble(&module, "fuzz.ir") {
            let _ = maple_asm::image::write_image(&image);
        }
    }
}

fn binary(data: &[u8]) {
    let mut sources = SourceMap::default();
    let file = sources.add("fuzz.irb", String::new());
    let Ok(module) = maple_corevm::avro::read(data, file) else {
        return;
    };
    let text = maple_corevm::printer::print(&module);
    let bytes = maple_corevm::avro::write(&module)
        .unwrap_or_else(|e| panic!("read, but not written back: {e}\n{text}"));
    let again = maple_corevm::avro::read(&bytes, file)
        .unwrap_or_else(|e| panic!("written, but not read back: {}\n{text}", e.message));
    assert!(again == module, "read back differently:\n{text}");
    let (lowered, diags) = maple_corevm::compile_module(&module, sources);
    let _ = diags.render(false);
    assemble(lowered);
}

fn text(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let (module, diags) = maple_corevm::parse_str("fuzz.ir", &text);
    let _ = diags.render(false);
    // Where the text could not be read whole, what was read need not print back to itself.
    const UNREADABLE: &[&str] = &["C0001", "C0002", "C0003", "C0004", "C0005", "C0021"];
    if !diags
        .iter()
        .any(|d| d.is_error() && UNREADABLE.contains(&d.code))
    {
        let printed = maple_corevm::printer::print(&module);
        let (again, _) = maple_corevm::parse_str("printed.ir", &printed);
        assert!(
            again == module,
            "printed text reads back differently:\n{printed}"
        );
    }
    if !diags.has_errors() {
        let (lowered, diags) = maple_corevm::compile_str("fuzz.ir", &text);
        let _ = diags.render(false);
        assemble(lowered);
    }
}

fn all_passes(data: &[u8]) {
    if maple_corevm::avro::is_avro(data) {
        binary(data);
    } else {
        text(data);
    }
}

fuzz_target!(|data: &[u8]| big_stack_worker::run(data, all_passes));

//! text -> the µVM front end: parse, check, render the diagnostics and, when clean, lower to
//! maple's module, print it and assemble it: never a panic, whatever the input.
//!
//! `maple_uvm::compile_str` runs its passes on `maple_asm::on_big_stack`, which starts one
//! thread per call unless it already runs on one; as in the `asm` target, every input runs
//! on one long-lived worker inside it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Mutex, OnceLock};

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

/// The worker: inputs in, a unit back when one is done.
struct Worker {
    inputs: Sender<Vec<u8>>,
    done: Receiver<()>,
}

fn worker() -> &'static Mutex<Worker> {
    static WORKER: OnceLock<Mutex<Worker>> = OnceLock::new();
    WORKER.get_or_init(|| {
        let (inputs, rx) = channel::<Vec<u8>>();
        let (tx, done) = channel();
        std::thread::spawn(move || {
            maple_asm::on_big_stack(move || {
                for data in rx {
                    all_passes(&data);
                    if tx.send(()).is_err() {
                        break;
                    }
                }
            })
        });
        Mutex::new(Worker { inputs, done })
    })
}

fuzz_target!(|data: &[u8]| {
    let w = worker().lock().expect("the worker lock is never poisoned");
    w.inputs.send(data.to_vec()).expect("the worker runs");
    w.done.recv().expect("the worker finishes every input");
});

//! text -> parse and check (and, when clean, print and assemble): never a panic, whatever the
//! input.
//!
//! Every input runs on one long-lived worker thread inside `maple_asm::on_big_stack`, so the
//! passes find their big stack already there rather than starting a 64 MiB thread each
//! (which, under the address sanitizer, cost more than the passes themselves: four threads
//! per input held the target to ~65 inputs/s). The passes and their stack are the same as
//! `maple asm`'s; a panic on the worker aborts the process as one on the main thread does.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Mutex, OnceLock};

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

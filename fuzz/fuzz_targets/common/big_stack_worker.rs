//! One long-lived worker thread inside `maple_asm::on_big_stack` that runs every input of a
//! text target (`asm`, `uvm`), so the passes find their big stack already there rather than
//! starting a 64 MiB thread per input (which, under the address sanitizer, cost more than
//! the passes themselves: four threads per input held the `asm` target to ~65 inputs/s).
//! The passes and their stack are the same as `maple asm`'s and `maple run FILE.uir`'s; a
//! panic on the worker aborts the process as one on the main thread does.

use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Mutex, OnceLock};

/// The worker: inputs in, a unit back when one is done.
struct Worker {
    inputs: Sender<Vec<u8>>,
    done: Receiver<()>,
}

/// Run `passes` on `data` on the worker (started on the first call; a target has one
/// `passes`, so the first call's is the worker's for the process).
pub fn run(data: &[u8], passes: fn(&[u8])) {
    static WORKER: OnceLock<Mutex<Worker>> = OnceLock::new();
    let worker = WORKER.get_or_init(|| {
        let (inputs, rx) = channel::<Vec<u8>>();
        let (tx, done) = channel();
        std::thread::spawn(move || {
            maple_asm::on_big_stack(move || {
                for data in rx {
                    passes(&data);
                    if tx.send(()).is_err() {
                        break;
                    }
                }
            })
        });
        Mutex::new(Worker { inputs, done })
    });
    let w = worker.lock().expect("the worker lock is never poisoned");
    w.inputs.send(data.to_vec()).expect("the worker runs");
    w.done.recv().expect("the worker finishes every input");
}

//! The recursive passes run on one big stack: `on_big_stack` starts a thread of `BIG_STACK`
//! once, and a pass called from inside it (the checks inside parsing, the fuzzer's worker
//! running every pass) runs right there instead of starting another.

use maple_asm::{on_big_stack, BIG_STACK};

/// The deepest nesting the parser accepts: the body block is level 1, 254 `neg`s and the
/// constant the levels up to 256.
fn deepest_legal() -> String {
    let depth = 254;
    format!(
        "func &main () i32 {{\n  return ({}constval i32 1{})\n}}\n",
        "neg i32 (".repeat(depth),
        ")".repeat(depth)
    )
}

/// Every pass of the assembler on `text`: the image's `.text` and the canonical print.
fn all_passes(text: &str) -> (Vec<u8>, String) {
    let (module, diags) = maple_asm::parse_str("deep.mpl", text);
    assert!(!diags.has_errors(), "{}", diags.render(false));
    let module = module.expect("parsed");
    let printed = maple_asm::print_module(&module);
    let image = maple_asm::codegen::assemble(&module, "deep.mpl").expect("assembles");
    (image.text.bytes.clone(), printed)
}

#[test]
fn nested_calls_run_on_the_thread_already_started() {
    let outer = on_big_stack(|| {
        let me = std::thread::current().id();
        let name = std::thread::current().name().map(str::to_string);
        let inner = on_big_stack(|| std::thread::current().id());
        (me, name, inner)
    });
    assert_eq!(outer.1.as_deref(), Some("maple-asm"));
    assert_eq!(outer.0, outer.2, "a nested call started another thread");
    assert_ne!(outer.0, std::thread::current().id());
    assert_eq!(BIG_STACK, 64 << 20);
}

#[test]
fn the_deepest_nesting_passes_every_pass_inside_one_big_stack() {
    let text = deepest_legal();
    // Each pass starting its own thread, as a caller on a small stack gets them...
    let separate = std::thread::Builder::new()
        .stack_size(256 << 10)
        .spawn({
            let text = text.clone();
            move || all_passes(&text)
        })
        .expect("thread")
        .join()
        .expect("no overflow");
    // ...and all of them on the one stack of an outer call: the same results.
    let together = on_big_stack(|| all_passes(&text));
    assert_eq!(separate, together);
    assert!(together.1.contains("neg i32"));
    assert!(!together.0.is_empty());
}

//! Functional-engine throughput: IR instructions per second on hand-built programs.
//!
//! `CARGO_TARGET_DIR=/work/target-sim cargo bench -p maple-sim`
//!
//! A plain timing `main` (`harness = false`): each workload runs five times and the best
//! rate is reported, with the instruction count so the figure can be checked.

use maple_isa::{Opcode as Op, PrimType as T};
use maple_sim::builder::Builder;
use maple_sim::{Capture, Formal, Home, Machine, Outcome, RunConfig};
use std::time::Instant;

/// `sum = 0; for (i = 0; i < n; i++) sum += i;` with i, sum in pseudo-registers: 12
/// instructions per iteration.
fn sum_loop(n: i64) -> Builder {
    let mut b = Builder::new();
    b.func("main", 0, 2, &[], false);
    b.constval(T::I64, 0).regassign(T::I64, 1);
    b.constval(T::I64, 0).regassign(T::I64, 2);
    b.label("loop");
    b.regread(T::I64, 2)
        .regread(T::I64, 1)
        .o(Op::Add, T::I64)
        .regassign(T::I64, 2);
    b.regread(T::I64, 1)
        .constval(T::I64, 1)
        .o(Op::Add, T::I64)
        .regassign(T::I64, 1);
    b.regread(T::I64, 1)
        .constval(T::I64, n as i128)
        .typed(Op::Lt, T::I32, T::I64);
    b.br(Op::Brtrue, "loop");
    b.regread(T::I64, 2)
        .constval(T::I64, 1000)
        .o(Op::Rem, T::I64)
        .ret(1);
    b
}

/// Dispatch alone: a loop of `nop`s closed by a counted branch (20 instructions per
/// iteration, 16 of them `nop`).
fn nop_loop(n: i64) -> Builder {
    let mut b = Builder::new();
    b.func("main", 0, 1, &[], false);
    b.constval(T::I64, n as i128).regassign(T::I64, 1);
    b.label("loop");
    for _ in 0..16 {
        b.o(Op::Nop, T::Void);
    }
    b.regread(T::I64, 1)
        .constval(T::I64, 1)
        .o(Op::Sub, T::I64)
        .regassign(T::I64, 1);
    b.regread(T::I64, 1).br(Op::Brtrue, "loop");
    b.constval(T::I32, 0).ret(1);
    b
}

/// The same loop over an array in memory: `for (i...) a[i & 1023] += i` with frame-relative
/// and indirect loads/stores.
fn memory_loop(n: i64) -> Builder {
    let mut b = Builder::new();
    let g = b.data(&[0; 4096]);
    b.func("main", 16, 1, &[], false);
    b.constval(T::I64, 0).regassign(T::I64, 1);
    b.label("loop");
    // p = &a[i & 1023] (as fp-local), *p += i
    b.off(Op::Addrofgpoff, T::Ptr, g);
    b.regread(T::I64, 1)
        .constval(T::I64, 1023)
        .o(Op::Band, T::I64);
    b.constval(T::I64, 4).o(Op::Mul, T::I64).o(Op::Add, T::Ptr);
    b.off(Op::Iassignfpoff, T::Ptr, -8);
    b.off(Op::Ireadfpoff, T::Ptr, -8);
    b.off(Op::Ireadfpoff, T::Ptr, -8)
        .off(Op::Ireadoff, T::I32, 0);
    b.regread(T::I32, 1)
        .o(Op::Add, T::I32)
        .off(Op::Iassignoff, T::I32, 0);
    b.regread(T::I64, 1)
        .constval(T::I64, 1)
        .o(Op::Add, T::I64)
        .regassign(T::I64, 1);
    b.regread(T::I64, 1)
        .constval(T::I64, n as i128)
        .typed(Op::Lt, T::I32, T::I64);
    b.br(Op::Brtrue, "loop");
    b.constval(T::I32, 0).ret(1);
    b
}

/// Recursive `fib(n)`: calls and returns dominate.
fn fib(n: i32) -> Builder {
    let formal = Formal {
        ty: T::I32,
        home: Home::Preg(1),
    };
    let mut b = Builder::new();
    b.func("fib", 0, 2, &[formal], false);
    b.regread(T::I32, 1)
        .constval(T::I32, 2)
        .typed(Op::Lt, T::I32, T::I32);
    b.br(Op::Brfalse, "rec");
    b.regread(T::I32, 1).ret(1);
    b.label("rec");
    b.regread(T::I32, 1)
        .constval(T::I32, 1)
        .o(Op::Sub, T::I32)
        .call("fib", 1);
    b.retval(T::I32, 0).regassign(T::I32, 2);
    b.regread(T::I32, 1)
        .constval(T::I32, 2)
        .o(Op::Sub, T::I32)
        .call("fib", 1);
    b.regread(T::I32, 2)
        .retval(T::I32, 0)
        .o(Op::Add, T::I32)
        .ret(1);
    b.func("main", 0, 0, &[], false);
    b.constval(T::I32, n as i128)
        .call("fib", 1)
        .retval(T::I32, 0)
        .ret(1);
    b
}

fn measure(name: &str, b: &Builder, expect: i32) {
    if let Ok(only) = std::env::var("ONLY") {
        if !name.contains(&only) {
            return;
        }
    }
    let program = b.build();
    let mut best = 0f64;
    let mut insns = 0;
    let reps = std::env::var("REPS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(5);
    for _ in 0..reps {
        let mut m = Machine::new(program.clone(), RunConfig::default())
            .expect("loads")
            .with_output(Box::new(Capture::new()));
        let t = Instant::now();
        let outcome = m.run(None);
        let secs = t.elapsed().as_secs_f64();
        assert_eq!(outcome, Outcome::Exited(expect), "{name}");
        insns = m.instret();
        best = best.max(insns as f64 / secs);
    }
    println!(
        "{name:<28} {insns:>12} IR instructions   {:>8.1} M IR instructions/s",
        best / 1e6
    );
}

fn main() {
    // `cargo test --benches` runs this too: keep that quick.
    let quick = std::env::args().any(|a| a == "--test") || std::env::var("QUICK").is_ok();
    let scale: i64 = std::env::var("SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(if quick { 1 } else { 100 });
    let n = 500_000 * scale;
    let sum = (n * (n - 1) / 2 % 1000) as i32;
    measure("nop loop (dispatch)", &nop_loop(n / 2), 0);
    measure("sum loop (pregs)", &sum_loop(n), sum);
    measure("array loop (memory)", &memory_loop(n / 2), 0);
    let f = if quick { 20 } else { 32 };
    let expect = [6765, 2_178_309][(f == 32) as usize];
    measure(&format!("recursive fib({f})"), &fib(f), expect);
}

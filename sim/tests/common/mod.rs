//! Helpers shared by the engine tests: build, run, inspect.
#![allow(dead_code)]

use maple_isa::PrimType;
use maple_sim::builder::Builder;
use maple_sim::{Capture, FaultKind, Formal, Home, Machine, Outcome, RunConfig};

pub use maple_isa::{Opcode as Op, PrimType as T};

/// Run a built program; returns the outcome, the output and the machine.
pub fn run_with(b: &Builder, config: RunConfig, max: Option<u64>) -> (Outcome, String, Machine) {
    let capture = Capture::new();
    let mut m = Machine::new(b.build(), config)
        .expect("program loads")
        .with_output(Box::new(capture.clone()));
    let outcome = m.run(max.or(Some(10_000_000)));
    (outcome, capture.text(), m)
}

pub fn run(b: &Builder) -> (Outcome, String, Machine) {
    run_with(b, RunConfig::default(), None)
}

/// Build `main` from `body` (which must leave one value on the operand stack), return it,
/// and give back `%%retval0` as the raw slot.
pub fn eval(body: impl FnOnce(&mut Builder)) -> u128 {
    let mut b = Builder::new();
    b.func("main", 0, 4, &[], false);
    body(&mut b);
    b.ret(1);
    let small = RunConfig {
        stack_size: 0x4000,
        operand_stack_slots: 64,
        ..RunConfig::default()
    };
    let (outcome, _, m) = run_with(&b, small, None);
    assert!(matches!(outcome, Outcome::Exited(_)), "{outcome:?}");
    m.hart().retvals[0]
}

/// The fault kind a body raises, with the pc of the faulting instruction.
pub fn fault_of(b: &Builder) -> (FaultKind, u32) {
    match run(b).0 {
        Outcome::Fault(f) => (f.kind, f.pc),
        other => panic!("expected a fault, got {other:?}"),
    }
}

/// Canonical slot of a signed value.
pub fn s(v: i128) -> u128 {
    v as u128
}

pub fn preg(ty: PrimType, n: u16) -> Formal {
    Formal {
        ty,
        home: Home::Preg(n),
    }
}

pub fn frame(ty: PrimType, off: i32) -> Formal {
    Formal {
        ty,
        home: Home::Frame(off),
    }
}

/// `main` starts `waiter`, which joins thread 1 (main) while main joins it: a deadlock.
pub fn mutual_join() -> Builder {
    let mut b = Builder::new();
    b.external("pthread_create").external("pthread_join");
    b.func("waiter", 0, 1, &[preg(PrimType::Ptr, 1)], false);
    b.constval(PrimType::U64, 1)
        .constval(PrimType::Ptr, 0)
        .call("pthread_join", 2)
        .constval(PrimType::Ptr, 0)
        .ret(1);
    b.func("main", 16, 0, &[], false);
    b.off(Op::Addroffpoff, PrimType::Ptr, -8)
        .constval(PrimType::Ptr, 0)
        .addroffunc(PrimType::A64, "waiter");
    b.constval(PrimType::Ptr, 0).call("pthread_create", 4);
    b.off(Op::Ireadfpoff, PrimType::U64, -8)
        .constval(PrimType::Ptr, 0)
        .call("pthread_join", 2);
    b.constval(PrimType::I32, 0).ret(1);
    b
}

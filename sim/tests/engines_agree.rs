//! Where the functional and the cycle engine once disagreed (found by the `exec` fuzz target):
//! the PC a finished program leaves, and whether an instruction that ends the run retired.
//! Both engines must leave the same architectural state and count the same instructions,
//! and the cycle engine's retired count must equal the machine's.

mod common;

use common::{Op, T};
use maple_sim::builder::Builder;
use maple_sim::cycle::{CycleMachine, Limits, NoTracer};
use maple_sim::uarch::{MemoryModel, UarchConfig};
use maple_sim::{Capture, FaultKind, Machine, Outcome, RunConfig};

/// Run `b` on both engines: (outcome, PC, instructions) of each, and the core's retired count.
fn both(b: &Builder) -> ((Outcome, u32, u64), (Outcome, u32, u64), u64) {
    let mut m = Machine::new(b.build(), RunConfig::default())
        .expect("loads")
        .with_output(Box::new(Capture::new()));
    let fo = m.run(Some(100_000));
    let mut cm = CycleMachine::new(b.build(), RunConfig::default(), &UarchConfig::default())
        .expect("loads")
        .with_output(Box::new(Capture::new()));
    let co = cm.run(&Limits::default(), &mut NoTracer);
    let retired = cm.core().counters.retired;
    (
        (fo, m.pc(), m.instret()),
        (co, cm.machine().pc(), cm.machine().instret()),
        retired,
    )
}

fn fault(o: &Outcome) -> Option<FaultKind> {
    match o {
        Outcome::Fault(f) => Some(f.kind.clone()),
        Outcome::Exited(_) => None,
    }
}

#[test]
fn a_finished_program_leaves_the_same_pc_on_both_engines() {
    // Returning from main, and calling exit.
    let mut ret = Builder::new();
    ret.func("main", 0, 0, &[], false);
    ret.constval(T::I32, 0).ret(1);
    let mut exit = Builder::new();
    exit.external("exit");
    exit.func("main", 0, 0, &[], false);
    exit.constval(T::I32, 3)
        .call("exit", 1)
        .constval(T::I32, 0)
        .ret(1);
    for b in [ret, exit] {
        let (f, c, retired) = both(&b);
        assert_eq!(f, c);
        assert!(matches!(f.0, Outcome::Exited(_)), "{f:?}");
        assert_eq!(retired, c.2);
    }
}

#[test]
fn a_faulting_thread_operation_does_not_retire_on_either_engine() {
    // syncexit of a monitor never entered.
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.off(Op::Addrofgpoff, T::Ptr, 0)
        .o(Op::Syncexit, T::Void)
        .constval(T::I32, 0)
        .ret(1);
    let (f, c, retired) = both(&b);
    assert!(
        matches!(fault(&f.0), Some(FaultKind::NotMonitorOwner { .. })),
        "{f:?}"
    );
    assert_eq!(f, c);
    assert_eq!(f.2, 1, "addrofgpoff retired, syncexit did not");
    assert_eq!(retired, f.2);

    // pthread_create of an address that is no function.
    let mut b = Builder::new();
    b.external("pthread_create");
    b.func("main", 16, 0, &[], false);
    b.off(Op::Addroffpoff, T::Ptr, -8)
        .constval(T::Ptr, 0)
        .constval(T::Ptr, 0x1234)
        .constval(T::Ptr, 0)
        .call("pthread_create", 4)
        .constval(T::I32, 0)
        .ret(1);
    let (f, c, retired) = both(&b);
    assert!(
        matches!(fault(&f.0), Some(FaultKind::BadCallTarget { .. })),
        "{f:?}"
    );
    assert_eq!(f, c);
    assert_eq!(f.2, 4, "the four operands retired, the call did not");
    assert_eq!(retired, f.2);
}

#[test]
fn a_join_that_deadlocks_has_retired_on_both_engines() {
    let b = common::mutual_join();
    let (f, c, retired) = both(&b);
    assert!(
        matches!(fault(&f.0), Some(FaultKind::Deadlock { .. })),
        "{f:?}"
    );
    assert_eq!(f, c);
    assert_eq!(retired, f.2);
}

#[test]
fn a_fault_on_several_cores_has_the_backtrace_of_the_functional_engine() {
    // main -> f -> g, which divides by zero right after the calls: the linkage records of
    // the frames are still in the store buffer under tso and weak (found by `exec_threads`).
    let mut b = Builder::new();
    b.func("main", 64, 0, &[], false);
    b.call("f", 0).constval(T::I32, 0).ret(1);
    b.func("f", 64, 0, &[], false);
    b.call("g", 0).ret(0);
    b.func("g", 64, 0, &[], false);
    b.constval(T::I32, 1)
        .constval(T::I32, 0)
        .o(Op::Div, T::I32)
        .ret(1);
    let mut m = Machine::new(b.build(), RunConfig::default()).expect("loads");
    let expected = m.run(Some(1000));
    let Outcome::Fault(f) = &expected else {
        panic!("{expected:?}")
    };
    assert_eq!(f.kind, FaultKind::DivideByZero);
    assert_eq!(f.backtrace.len(), 2, "{f:?}");
    same_on_two_cores_under_every_model(&b, &expected);
}

#[test]
fn a_store_across_the_end_of_the_stack_faults_at_one_address_whatever_the_store_buffer() {
    // An 8-byte store whose last bytes fall past the top of main's stack: a direct write and
    // a buffered one (several cores under tso or weak) fault at the first byte they cannot
    // write (found by `exec_threads`: the store buffer's check named the last byte).
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.regread(T::Ptr, maple_isa::SpecialReg::Fp.param())
        .constval(T::U64, 7)
        .off(Op::Iassignoff, T::U64, 11)
        .constval(T::I32, 0)
        .ret(1);
    let mut m = Machine::new(b.build(), RunConfig::default()).expect("loads");
    let expected = m.run(Some(1000));
    let Outcome::Fault(f) = &expected else {
        panic!("{expected:?}")
    };
    assert!(
        matches!(f.kind, FaultKind::Unmapped { addr } if addr % 4096 == 0),
        "{f:?}"
    );
    same_on_two_cores_under_every_model(&b, &expected);
}

/// `b` ends with `expected` on two cores under sc, tso and weak too.
fn same_on_two_cores_under_every_model(b: &Builder, expected: &Outcome) {
    for model in [MemoryModel::Sc, MemoryModel::Tso, MemoryModel::Weak] {
        let mut uarch = UarchConfig::default();
        uarch.core.count = 2;
        uarch.memory.model = model;
        let mut cm = CycleMachine::new(b.build(), RunConfig::default(), &uarch).expect("loads");
        let outcome = cm.run(&Limits::default(), &mut NoTracer);
        assert_eq!(&outcome, expected, "{model:?}");
    }
}

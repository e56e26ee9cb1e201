//! Lowered bundles run on the functional engine: atomics, memory orders, threads; and the
//! diagnostics of what the checker or the lowering refuses.

use maple_sim::{Capture, Outcome, RunConfig};

/// Compile, assemble and run `text`: the outcome and the program's output.
fn run(text: &str) -> (Outcome, String) {
    run_steps(text, 5_000_000)
}

/// [`run`] for at most `steps` instructions.
fn run_steps(text: &str, steps: u64) -> (Outcome, String) {
    let (module, d) = maple_uvm::compile_str("t.uir", text);
    let module = module.unwrap_or_else(|| panic!("{}", d.render(false)));
    let image = maple_asm::codegen::assemble(&module, "t.uir").expect("assembles");
    let capture = Capture::new();
    let mut m = maple_sim::loader::machine(&image, RunConfig::default())
        .expect("load")
        .with_output(Box::new(capture.clone()));
    let outcome = m.run(Some(steps));
    (outcome, capture.text())
}

fn status(text: &str) -> i32 {
    match run(text) {
        (Outcome::Exited(s), _) => s,
        (o, out) => panic!("{o:?} {out}"),
    }
}

fn codes(text: &str) -> Vec<(String, usize, usize, String)> {
    let (_, d) = maple_uvm::compile_str("t.uir", text);
    d.iter()
        .map(|d| (d.code.to_string(), d.line, d.col, d.message.clone()))
        .collect()
}

fn main_body(body: &str) -> String {
    format!(
        ".global @x <int<64>>\n.global @b <int<8>>\n.funcdef @main <int<32> ()> () {{\n{body}}}\n"
    )
}

/// Every ordering of LOAD and STORE, every AtomicRMW operator and both CMPXCHG outcomes,
/// on one thread: the old values they return add up as C11 says.
#[test]
fn atomics_return_the_old_values() {
    let text = main_body(
        "    STORE SEQ_CST <int<64>> @x 5
    %a = LOAD ACQUIRE <int<64>> @x
    %o1 = ATOMICRMW SEQ_CST ADD <int<64>> @x 10
    %o2 = ATOMICRMW ACQ_REL SUB <int<64>> @x 3
    %o3 = ATOMICRMW RELAXED MAX <int<64>> @x 100
    %o4 = ATOMICRMW MONOTONIC UMIN <int<64>> @x -1
    %o5 = CMPXCHG SEQ_CST ACQUIRE <int<64>> @x 100 7
    %o6 = CMPXCHG WEAK SEQ_CST RELAXED <int<64>> @x 100 9
    %f = LOAD CONSUME <int<64>> @x
    STORE RELEASE <int<8>> @b -2
    %o7 = ATOMICRMW SEQ_CST NAND <int<8>> @b 7
    %o8 = ATOMICRMW SEQ_CST XCHG <int<8>> @b 3
    %c = LOAD SEQ_CST <int<8>> @b
    %o7w = SEXT <int<8> int<64>> %o7
    %o8w = SEXT <int<8> int<64>> %o8
    %cw = SEXT <int<8> int<64>> %c
    FENCE ACQ_REL
    FENCE SEQ_CST
    FENCE ACQUIRE
    FENCE RELEASE
    %s = ADD <int<64>> %a %o1
    %t = ADD <int<64>> %s %o2
    %u = ADD <int<64>> %t %o3
    %v = ADD <int<64>> %u %o4
    %w = ADD <int<64>> %v %o5
    %w2 = ADD <int<64>> %w %o6
    %w3 = ADD <int<64>> %w2 %f
    %w4 = ADD <int<64>> %w3 %o7w
    %w5 = ADD <int<64>> %w4 %o8w
    %w6 = ADD <int<64>> %w5 %cw
    %r = TRUNC <int<64> int<32>> %w6
    RET <int<32>> %r
",
    );
    // a 5, ADD's old 5 (x 15), SUB's 15 (x 12), MAX's 12 (x 100), UMIN's 100 (-1 is the
    // largest unsigned), CMPXCHG's 100 (stored 7), the failed one's 7, the load's 7: 251;
    // then -2, NAND's old -2 (b = ~(-2 & 7) = -7), XCHG's -7 and the load's 3: 245.
    assert_eq!(status(&text), 245);
}

/// The mapping's barriers are where the table says (docs/DECISIONS.md, "µVM IR").
#[test]
fn orderings_become_the_documented_barriers() {
    use maple_asm::ast::{Item, StmtKind};
    use maple_isa::Opcode;
    let barriers = |body: &str| -> Vec<Opcode> {
        let (module, d) = maple_uvm::compile_str("t.uir", &main_body(body));
        let module = module.unwrap_or_else(|| panic!("{}", d.render(false)));
        let f = module
            .items
            .iter()
            .find_map(|i| match i {
                Item::Func(f) if f.name == "main" => Some(f),
                _ => None,
            })
            .expect("main");
        f.body
            .as_ref()
            .expect("body")
            .stmts
            .iter()
            .filter_map(|s| match &s.kind {
                StmtKind::Op(o) if o.op.info().class == maple_isa::OpClass::Membar => Some(o.op),
                StmtKind::Op(o) if o.op == Opcode::Iassign || o.op == Opcode::Dassign => {
                    Some(Opcode::Dassign)
                }
                _ => None,
            })
            .collect()
    };
    use Opcode::{
        Dassign as Access, Membaracquire as Acq, Membarfull as Full, Membarrelease as Rel,
    };
    let ret = "    RET <int<32>> 0\n";
    let cases: &[(&str, &[Opcode])] = &[
        ("    %a = LOAD <int<64>> @x\n", &[Access]),
        ("    %a = LOAD UNORDERED <int<64>> @x\n", &[Access]),
        ("    %a = LOAD MONOTONIC <int<64>> @x\n", &[Access]),
        ("    %a = LOAD RELAXED <int<64>> @x\n", &[Access]),
        ("    %a = LOAD CONSUME <int<64>> @x\n", &[Access, Acq]),
        ("    %a = LOAD ACQUIRE <int<64>> @x\n", &[Access, Acq]),
        ("    %a = LOAD SEQ_CST <int<64>> @x\n", &[Access, Acq]),
        ("    STORE <int<64>> @x 1\n", &[Access]),
        ("    STORE MONOTONIC <int<64>> @x 1\n", &[Access]),
        ("    STORE RELEASE <int<64>> @x 1\n", &[Rel, Access]),
        ("    STORE SEQ_CST <int<64>> @x 1\n", &[Rel, Access, Full]),
        ("    FENCE ACQUIRE\n", &[Acq]),
        ("    FENCE CONSUME\n", &[Acq]),
        ("    FENCE RELEASE\n", &[Rel]),
        ("    FENCE ACQ_REL\n", &[Rel, Acq]),
        ("    FENCE SEQ_CST\n", &[Full]),
    ];
    for (body, want) in cases {
        assert_eq!(&barriers(&format!("{body}{ret}")), want, "{body}");
    }
}

#[test]
fn orderings_an_instruction_cannot_have_are_refused() {
    let bad = [
        (
            "    %a = LOAD RELEASE <int<64>> @x\n",
            "LOAD with the ordering `RELEASE`",
        ),
        (
            "    %a = LOAD ACQ_REL <int<64>> @x\n",
            "LOAD with the ordering `ACQ_REL`",
        ),
        (
            "    STORE ACQUIRE <int<64>> @x 1\n",
            "STORE with the ordering `ACQUIRE`",
        ),
        (
            "    STORE CONSUME <int<64>> @x 1\n",
            "STORE with the ordering `CONSUME`",
        ),
        (
            "    FENCE MONOTONIC\n",
            "FENCE with the ordering `MONOTONIC`",
        ),
        (
            "    FENCE NOT_ATOMIC\n",
            "FENCE with the ordering `NOT_ATOMIC`",
        ),
        (
            "    %a = ATOMICRMW UNORDERED ADD <int<64>> @x 1\n",
            "ATOMICRMW with the ordering `UNORDERED`",
        ),
        (
            "    %a = CMPXCHG SEQ_CST RELEASE <int<64>> @x 1 2\n",
            "CMPXCHG with the ordering `RELEASE`",
        ),
    ];
    for (body, message) in bad {
        let d = codes(&main_body(&format!("{body}    RET <int<32>> 0\n")));
        assert_eq!(d.len(), 1, "{body}: {d:?}");
        let keyword = message.split(' ').next().unwrap_or_default();
        let col = 1 + body.find(keyword).unwrap_or_default();
        assert_eq!(
            (d[0].0.as_str(), d[0].1, d[0].2),
            ("U0033", 4, col),
            "{body}: {d:?}"
        );
        assert_eq!(d[0].3, message);
    }
}

#[test]
fn atomics_maple_cannot_do_are_named() {
    let text = ".global @d <int<128>>\n.funcdef @main <int<32> ()> () {\n    %o = CMPXCHG SEQ_CST SEQ_CST <int<128>> @d 1 2\n    RET <int<32>> 0\n}\n";
    let d = codes(text);
    assert_eq!((d[0].0.as_str(), d[0].1, d[0].2), ("U0029", 3, 10), "{d:?}");
    assert!(d[0].3.contains("CMPXCHG of `int<128>`"), "{d:?}");
    let text = ".global @f <int<128>>\n.funcdef @main <int<32> ()> () {\n    STORE SEQ_CST <int<128>> @f 1\n    RET <int<32>> 0\n}\n";
    assert!(codes(text)[0].3.contains("atomic STORE of `int<128>`"));
}

/// An atomic LOAD or STORE is one access: `double`, `float`, `int<1>` and odd widths of up
/// to 64 bits have them, with the orderings' barriers.
#[test]
fn atomic_loads_and_stores_of_any_small_scalar() {
    let text = ".global @d <double>\n.global @f <float>\n.global @b <int<1>>\n.global @o <int<33>>
.funcdef @main <int<32> ()> () {
    STORE RELEASE <double> @d 2.5d
    %v = LOAD ACQUIRE <double> @d
    STORE SEQ_CST <float> @f 1.5f
    %w = LOAD SEQ_CST <float> @f
    STORE MONOTONIC <int<1>> @b 1
    %x = LOAD ACQUIRE <int<1>> @b
    STORE RELEASE <int<33>> @o -2
    %y = LOAD SEQ_CST <int<33>> @o
    %wd = FPEXT <float double> %w
    %s = FADD <double> %v %wd
    %si = FPTOSI <double int<32>> %s
    %xi = ZEXT <int<1> int<32>> %x
    %yi = TRUNC <int<33> int<32>> %y
    %r1 = MUL <int<32>> %si 100
    %r2 = MUL <int<32>> %xi 10
    %r3 = ADD <int<32>> %r1 %r2
    %r4 = ADD <int<32>> %r3 %yi
    RET <int<32>> %r4
}
";
    assert_eq!(status(text), 400 + 10 - 2);
}

/// Threads: NEWSTACK + @uvm.new_thread start `@w(id, cell)`; each adds to a counter with a
/// SEQ_CST ATOMICRMW and counts itself done with a RELEASE one; thread 2 leaves through
/// @uvm.thread_exit from a nested call. main waits with ACQUIRE loads.
#[test]
fn threads_start_on_new_stacks_and_exit() {
    let text = "
.global @count <int<64>>
.global @done <int<64>>
.global @cells <array<int<32> 4>>
.funcdef @leave <void ()> () {
    ICALL @uvm.thread_exit ()
    RETVOID
}
.funcdef @w <void (int<64> iref<int<32>>)> (%id %cell) {
    %old = ATOMICRMW SEQ_CST ADD <int<64>> @count %id
    %v = TRUNC <int<64> int<32>> %id
    %sq = MUL <int<32>> %v %v
    STORE <int<32>> %cell %sq
    %d = ATOMICRMW RELEASE ADD <int<64>> @done 1
    %two = EQ <int<64>> %id 2
    BRANCH2 %two %exit %back
  %exit:
    CALL <void ()> @leave ()
    // Not reached: thread_exit does not return.
    STORE <int<32>> %cell 99
    RETVOID
  %back:
    RETVOID
}
.funcdef @main <int<32> ()> () {
    %c1 = GETELEMIREF <array<int<32> 4>> @cells 1
    %c2 = GETELEMIREF <array<int<32> 4>> @cells 2
    %c3 = GETELEMIREF <array<int<32> 4>> @cells 3
    %s1 = NEWSTACK <void (int<64> iref<int<32>>)> @w (1 %c1)
    %s2 = NEWSTACK <void (int<64> iref<int<32>>)> @w (2 %c2)
    %s3 = NEWSTACK <void (int<64> iref<int<32>>)> @w (3 %c3)
    %t1 = ICALL @uvm.new_thread (%s1)
    %t2 = ICALL @uvm.new_thread (%s2)
    %t3 = ICALL @uvm.new_thread (%s3)
    BRANCH %wait
  %wait:
    %d = LOAD ACQUIRE <int<64>> @done
    %all = EQ <int<64>> %d 3
    BRANCH2 %all %out %wait
  %out:
    %n = LOAD <int<64>> @count
    %a = LOAD <int<32>> %c1
    %b = LOAD <int<32>> %c2
    %c = LOAD <int<32>> %c3
    %ab = ADD <int<32>> %a %b
    %abc = ADD <int<32>> %ab %c
    %n32 = TRUNC <int<64> int<32>> %n
    %r = MUL <int<32>> %abc %n32
    RET <int<32>> %r
}
";
    // (1 + 4 + 9) * (1 + 2 + 3)
    assert_eq!(status(text), 84);
}

#[test]
fn thread_exit_on_the_main_thread_is_an_uncaught_throw() {
    let text =
        ".funcdef @main <int<32> ()> () {\n    ICALL @uvm.thread_exit ()\n    RET <int<32>> 0\n}\n";
    let (o, _) = run(text);
    assert!(
        matches!(&o, Outcome::Fault(f) if matches!(f.kind, maple_sim::FaultKind::UncaughtThrow { .. })),
        "{o:?}"
    );
}

/// Allocations start zeroed (an ALLOCA over a frame a callee dirtied, a NEW, a hybrid's
/// variable part), hybrids lay out as C's flexible arrays, and memory written through one
/// reference is read through another.
#[test]
fn allocations_are_zeroed_and_hybrids_laid_out_as_c() {
    let text = "
.typedef @H = hybrid<int<8> int<64>>
.typedef @V = hybrid<void int<16>>
.typedef @S = struct<int<32> double>
.funcdef @dirty <void ()> () {
    %a = ALLOCA <array<int<64> 16>>
    %e = GETELEMIREF <array<int<64> 16>> %a 3
    STORE <int<64>> %e 77
    RETVOID
}
.funcdef @clean <int<64> ()> () {
    %a = ALLOCA <array<int<64> 16>>
    %e = GETELEMIREF <array<int<64> 16>> %a 3
    %v = LOAD <int<64>> %e
    RET <int<64>> %v
}
.funcdef @main <int<32> ()> () {
    CALL <void ()> @dirty ()
    %z = CALL <int<64> ()> @clean ()
    %h = NEWHYBRID <@H> 3
    %hi = GETIREF <@H> %h
    %f = GETFIXEDPARTIREF <@H> %hi
    %v = GETVARPARTIREF <@H> %hi
    %vc = IREFCAST <iref<int<64>> iref<int<8>>> %v
    %f8 = SHIFTIREF <int<8>> %f 8
    %same = EQ <iref<int<8>>> %vc %f8
    %one = ZEXT <int<1> int<64>> %same
    %off = MUL <int<64>> %one 8
    %v2 = SHIFTIREF <int<64>> %v 2
    %zero2 = LOAD <int<64>> %v2
    STORE <int<64>> %v2 40
    %forty = LOAD <int<64>> %v2
    %w = ALLOCAHYBRID <@V> 5
    %w0 = GETVARPARTIREF <@V> %w
    %w4 = SHIFTIREF <int<16>> %w0 4
    %zero3 = LOAD <int<16>> %w4
    %s = NEW <@S>
    %si = GETIREF <@S> %s
    %d = GETFIELDIREF <@S 1> %si
    %zd = LOAD <double> %d
    %zdi = FPTOSI <double int<64>> %zd
    %a1 = ADD <int<64>> %z %zdi
    %a2 = ADD <int<64>> %a1 %zero2
    %z3 = SEXT <int<16> int<64>> %zero3
    %a3 = ADD <int<64>> %a2 %z3
    %a4 = MUL <int<64>> %a3 100
    %a5 = ADD <int<64>> %a4 %forty
    %a6 = ADD <int<64>> %a5 %off
    %r = TRUNC <int<64> int<32>> %a6
    RET <int<32>> %r
}
";
    // Everything zero, 40 stored, and the variable part 8 bytes in (after the int<8>).
    assert_eq!(status(text), 48);
}

/// Struct PHIs that read each other are parallel copies (a swap each iteration), and a
/// struct passed to a function is a named U0029.
#[test]
fn struct_phis_copy_in_parallel() {
    let text = "
.typedef @P = struct<int<32> int<8>>
.const @one <@P> = {1 10}
.const @two <@P> = {2 20}
.funcdef @main <int<32> ()> () {
    BRANCH %loop
  %loop:
    %a = PHI <@P> { %entry: @one; %loop: %b; }
    %b = PHI <@P> { %entry: @two; %loop: %a; }
    %i = PHI <int<32>> { %entry: 0; %loop: %i1; }
    %i1 = ADD <int<32>> %i 1
    %more = SLT <int<32>> %i1 5
    BRANCH2 %more %loop %out
  %out:
    %x = EXTRACTVALUE <@P 0> %a
    %y = EXTRACTVALUE <@P 1> %b
    %yw = SEXT <int<8> int<32>> %y
    %r = ADD <int<32>> %x %yw
    RET <int<32>> %r
}
";
    // Four back edges (i1 = 1..4) swap ({1 10}, {2 20}) back to a = {1 10}, b = {2 20}:
    // 1 + 20 (sequential copies would leave both {2 20}: 22).
    assert_eq!(status(text), 21);
    let text = "
.typedef @P = struct<int<32> int<8>>
.const @one <@P> = {1 2}
.funcdef @f <int<32> (@P)> (%p) {
    %x = EXTRACTVALUE <@P 0> %p
    RET <int<32>> %x
}
.funcdef @main <int<32> ()> () {
    %r = CALL <int<32> (@P)> @f (@one)
    RET <int<32>> %r
}
";
    // A struct argument (here a constant) is passed by value.
    assert_eq!(status(text), 1);
}

/// A TRAP no client answers is an uncaught exception of class uvm_TRAP; a WATCHPOINT is
/// disabled, so it takes its `dis` destination.
#[test]
fn traps_fault_and_watchpoints_are_disabled() {
    let text = "
.funcdef @main <int<32> ()> () {
    %w = WATCHPOINT 3 <int<32>> %dis %nor %exc
  %dis:
    RET <int<32>> 5
  %nor:
    RET <int<32>> %w
  %exc:
    %e = LANDINGPAD
    THROW %e
}
";
    assert_eq!(status(text), 5);
    let text = "
.funcdef @main <int<32> ()> () {
    %t = TRAP <int<32>> %nor %nor
  %nor:
    RET <int<32>> %t
}
";
    let (o, _) = run(text);
    assert!(
        matches!(&o, Outcome::Fault(f) if matches!(&f.kind,
            maple_sim::FaultKind::UncaughtThrow { class: Some(c), .. } if c == "uvm_TRAP")),
        "{o:?}"
    );
}

fn uncaught_class(o: &Outcome) -> Option<String> {
    match o {
        Outcome::Fault(f) => match &f.kind {
            maple_sim::FaultKind::UncaughtThrow { class, .. } => class.clone(),
            _ => None,
        },
        _ => None,
    }
}

/// INVOKE catches what a callee THROWs, however deep, and LANDINGPAD gives the thrown
/// reference; an uncaught THROW is a fault naming the box's class.
#[test]
fn invoke_catches_a_throw_from_a_deeper_frame() {
    let text = "
.typedef @c = struct<int<64>>
.funcdef @deep <int<64> (int<64>)> (%n) {
    %z = EQ <int<64>> %n 0
    BRANCH2 %z %throw %down
  %down:
    %m = SUB <int<64>> %n 1
    %r = CALL <int<64> (int<64>)> @deep (%m)
    RET <int<64>> %r
  %throw:
    %e = NEW <@c>
    %i = GETIREF <@c> %e
    %f = GETFIELDIREF <@c 0> %i
    STORE <int<64>> %f 42
    THROW %e
}
.funcdef @main <int<32> ()> () {
    %r = INVOKE <int<64> (int<64>)> @deep (5) %nor %exc
  %nor:
    RET <int<32>> 1
  %exc:
    %e = LANDINGPAD
    %c = REFCAST <ref<void> ref<@c>> %e
    %i = GETIREF <@c> %c
    %f = GETFIELDIREF <@c 0> %i
    %v = LOAD <int<64>> %f
    %v32 = TRUNC <int<64> int<32>> %v
    RET <int<32>> %v32
}
";
    assert_eq!(status(text), 42);
    let main = text.find(".funcdef @main").expect("main");
    let uncaught = format!(
        "{}.funcdef @main <int<32> ()> () {{\n    %r = CALL <int<64> (int<64>)> @deep (5)\n    RET <int<32>> 0\n}}\n",
        &text[..main]
    );
    let (o, _) = run(&uncaught);
    assert_eq!(
        uncaught_class(&o).as_deref(),
        Some("uvm_exception"),
        "{o:?}"
    );
}

/// A TRAP under an INVOKE is not a µVM exception: the INVOKE does not catch it, and the run
/// faults at the TRAP (its function, its line).
#[test]
fn invoke_does_not_catch_a_trap() {
    let text = "
.funcdef @t <int<64> ()> () {
    %v = TRAP <int<64>> %n %n
  %n:
    RET <int<64>> %v
}
.funcdef @main <int<32> ()> () {
    %r = INVOKE <int<64> ()> @t () %nor %exc
  %nor:
    RET <int<32>> 1
  %exc:
    %e = LANDINGPAD
    RET <int<32>> 2
}
";
    let (o, _) = run(text);
    assert_eq!(uncaught_class(&o).as_deref(), Some("uvm_TRAP"), "{o:?}");
    let Outcome::Fault(f) = &o else {
        unreachable!()
    };
    let shown = f.to_string();
    assert!(
        shown.contains("in t ") && shown.contains("t.uir:3"),
        "{shown}"
    );
}

/// `@uvm.thread_exit` under an INVOKE in a thread ends the thread: the INVOKE's handler does
/// not run (it would count 100).
#[test]
fn invoke_does_not_catch_a_thread_exit() {
    let text = "
.global @done <int<64>>
.funcdef @leave <void ()> () {
    %d = ATOMICRMW SEQ_CST ADD <int<64>> @done 1
    ICALL @uvm.thread_exit ()
    RETVOID
}
.funcdef @w <void ()> () {
    INVOKE <void ()> @leave () %nor %exc
  %nor:
    %a = ATOMICRMW SEQ_CST ADD <int<64>> @done 10
    RETVOID
  %exc:
    %e = LANDINGPAD
    %b = ATOMICRMW SEQ_CST ADD <int<64>> @done 100
    RETVOID
}
.funcdef @main <int<32> ()> () {
    %s = NEWSTACK <void ()> @w ()
    %t = ICALL @uvm.new_thread (%s)
    BRANCH %wait
  %wait:
    %d = LOAD ACQUIRE <int<64>> @done
    %z = EQ <int<64>> %d 0
    BRANCH2 %z %wait %out
  %out:
    %c = LOAD SEQ_CST <int<64>> @done
    %c32 = TRUNC <int<64> int<32>> %c
    RET <int<32>> %c32
}
";
    assert_eq!(status(text), 1);
}

/// Odd widths wrap at their n bits through calls, PHIs and memory; atomics of them and
/// widths beyond 128 bits are named as not lowered.
#[test]
fn odd_widths_wrap_at_their_bits() {
    let text = "
.global @g <int<24>>
.funcdef @inc <int<7> (int<7>)> (%x) {
    %y = ADD <int<7>> %x 1
    RET <int<7>> %y
}
.funcdef @main <int<32> ()> () {
    %a = CALL <int<7> (int<7>)> @inc (63)
    STORE <int<24>> @g -1
    %b = LOAD <int<24>> @g
    %c = LSHR <int<24>> %b 20
    %a32 = SEXT <int<7> int<32>> %a
    %c32 = SEXT <int<24> int<32>> %c
    %r = ADD <int<32>> %a32 %c32
    %r2 = ADD <int<32>> %r 100
    RET <int<32>> %r2
}
";
    // inc(63) = -64 in 7 bits; 0xFFFFFF >> 20 = 15; -64 + 15 + 100.
    assert_eq!(status(text), 51);
    // TRUNC to int<1> keeps the low bit (2 -> 0, 3 -> 1), of a maple width or an odd one.
    let text = main_body(
        "    %t = TRUNC <int<32> int<1>> 2
    %u = TRUNC <int<64> int<1>> 3
    %v = TRUNC <int<12> int<1>> -2
    %zt = ZEXT <int<1> int<32>> %t
    %zu = ZEXT <int<1> int<32>> %u
    %zv = ZEXT <int<1> int<32>> %v
    %a = SHL <int<32>> %zu 1
    %b = SHL <int<32>> %zv 2
    %ab = OR <int<32>> %a %b
    %r = OR <int<32>> %ab %zt
    RET <int<32>> %r
",
    );
    assert_eq!(status(&text), 2);
    let d = codes(".global @g <int<24>>\n.funcdef @main <int<32> ()> () {\n    %o = ATOMICRMW SEQ_CST ADD <int<24>> @g 1\n    RET <int<32>> 0\n}\n");
    assert_eq!((d[0].0.as_str(), d[0].1, d[0].2), ("U0029", 3, 10), "{d:?}");
    assert!(d[0].3.contains("ATOMICRMW of `int<24>`"), "{d:?}");
    let d =
        codes(".global @g <int<129>>\n.funcdef @main <int<32> ()> () {\n    RET <int<32>> 0\n}\n");
    assert_eq!(d[0].0, "U0029", "{d:?}");
    assert!(d[0].3.contains("int<129>"), "{d:?}");
}

/// Coroutines: a stack swapped to starts, swaps back, and is resumed where it parked; a
/// killed parked stack unwinds without running its INVOKE's handler.
#[test]
fn stacks_swap_resume_and_die() {
    let text = "
.global @main_stack <stack>
.global @trace <int<64>>
.global @handled <int<64>>
.funcdef @step <void (int<64>)> (%d) {
    %t = LOAD <int<64>> @trace
    %t10 = MUL <int<64>> %t 10
    %t1 = ADD <int<64>> %t10 %d
    STORE <int<64>> @trace %t1
    RETVOID
}
.funcdef @co <void ()> () {
    CALL <void (int<64>)> @step (2)
    %m = LOAD <stack> @main_stack
    ICALL @uvm.swap_stack (%m)
    CALL <void (int<64>)> @step (4)
    ICALL @uvm.swap_stack (%m)
    CALL <void (int<64>)> @step (9)
    RETVOID
}
.funcdef @guard <void ()> () {
    INVOKE <void ()> @co () %nor %exc
  %nor:
    RETVOID
  %exc:
    %e = LANDINGPAD
    STORE <int<64>> @handled 1
    RETVOID
}
.funcdef @main <int<32> ()> () {
    %me = ICALL @uvm.current_stack ()
    STORE <stack> @main_stack %me
    %s = NEWSTACK <void ()> @guard ()
    CALL <void (int<64>)> @step (1)
    ICALL @uvm.swap_stack (%s)
    CALL <void (int<64>)> @step (3)
    ICALL @uvm.swap_stack (%s)
    CALL <void (int<64>)> @step (5)
    ICALL @uvm.kill_stack (%s)
    BRANCH %spin
  %spin:
    %i = PHI <int<64>> { %entry: 0; %spin: %i1; }
    %i1 = ADD <int<64>> %i 1
    %more = SLT <int<64>> %i1 2000
    BRANCH2 %more %spin %out
  %out:
    %t = LOAD <int<64>> @trace
    %h = LOAD <int<64>> @handled
    %h100 = MUL <int<64>> %h 100000
    %r = ADD <int<64>> %t %h100
    %r32 = TRUNC <int<64> int<32>> %r
    %low = UREM <int<32>> %r32 256
    STORE <int<64>> @trace %r
    RET <int<32>> %low
}
";
    // The trace 12345 (no 9: the killed stack never resumed; no handler: no 100000).
    assert_eq!(status(text), 12345 % 256);
}

/// Arrays as SSA values: a whole-array LOAD, argument, result and STORE copy the bytes (the
/// callee's change to its copy does not reach the caller's global).
#[test]
fn arrays_move_whole_as_values() {
    let text = "
.typedef @A = array<int<32> 3>
.global @g <@A>
.global @h <@A>
.funcdef @sum <int<32> (@A)> (%a) {
    %t = ALLOCA <@A>
    STORE <@A> %t %a
    %p0 = GETELEMIREF <@A> %t 0
    %p1 = GETELEMIREF <@A> %t 1
    %p2 = GETELEMIREF <@A> %t 2
    %x0 = LOAD <int<32>> %p0
    %x1 = LOAD <int<32>> %p1
    %x2 = LOAD <int<32>> %p2
    STORE <int<32>> %p0 100
    %s1 = ADD <int<32>> %x0 %x1
    %s2 = ADD <int<32>> %s1 %x2
    RET <int<32>> %s2
}
.funcdef @twice <@A (@A)> (%a) {
    %t = ALLOCA <@A>
    STORE <@A> %t %a
    %p1 = GETELEMIREF <@A> %t 1
    %x1 = LOAD <int<32>> %p1
    %y = MUL <int<32>> %x1 2
    STORE <int<32>> %p1 %y
    %r = LOAD <@A> %t
    RET <@A> %r
}
.funcdef @main <int<32> ()> () {
    %p0 = GETELEMIREF <@A> @g 0
    %p1 = GETELEMIREF <@A> @g 1
    %p2 = GETELEMIREF <@A> @g 2
    STORE <int<32>> %p0 1
    STORE <int<32>> %p1 20
    STORE <int<32>> %p2 300
    %x = LOAD <@A> @g
    %y = CALL <@A (@A)> @twice (%x)
    STORE <@A> @h %y
    %r = CALL <int<32> (@A)> @sum (%y)
    %q = LOAD <int<32>> %p0
    %r2 = ADD <int<32>> %r %q
    RET <int<32>> %r2
}
";
    // twice({1 20 300}) = {1 40 300}: sum 341, and @g[0] is still 1.
    assert_eq!(status(text), 341 + 1);
}

/// tagref64 round trips: an int<52> (negative, and the largest), a double, a NaN (still a
/// NaN), a reference with its int<6> tag; each tests as what it holds and nothing else.
#[test]
fn tagref64_holds_doubles_ints_and_tagged_refs() {
    let text = "
.funcdef @main <int<32> ()> () {
    %a = ICALL @uvm.tr64.from_int (-5)
    %ai = ICALL @uvm.tr64.is_int (%a)
    %ar = ICALL @uvm.tr64.is_ref (%a)
    %af = ICALL @uvm.tr64.is_fp (%a)
    %av = ICALL @uvm.tr64.to_int (%a)
    %b = ICALL @uvm.tr64.from_int (2251799813685247)
    %bv = ICALL @uvm.tr64.to_int (%b)
    %c = ICALL @uvm.tr64.from_fp (3.5d)
    %cf = ICALL @uvm.tr64.is_fp (%c)
    %ci = ICALL @uvm.tr64.is_int (%c)
    %cv = ICALL @uvm.tr64.to_fp (%c)
    %zero = FSUB <double> 1.0d 1.0d
    %nan = FDIV <double> %zero %zero
    %n = ICALL @uvm.tr64.from_fp (%nan)
    %nf = ICALL @uvm.tr64.is_fp (%n)
    %nv = ICALL @uvm.tr64.to_fp (%n)
    %nn = FUNO <double> %nv %nv
    %o = NEW <int<64>>
    %ov = REFCAST <ref<int<64>> ref<void>> %o
    %r = ICALL @uvm.tr64.from_ref (%ov 45)
    %rr = ICALL @uvm.tr64.is_ref (%r)
    %ri = ICALL @uvm.tr64.is_int (%r)
    %rf = ICALL @uvm.tr64.is_fp (%r)
    %rv = ICALL @uvm.tr64.to_ref (%r)
    %same = EQ <ref<void>> %rv %ov
    %tag = ICALL @uvm.tr64.to_tag (%r)
    %tag64 = ZEXT <int<6> int<64>> %tag
    %ok1 = EQ <int<52>> %av -5
    %ok2 = EQ <int<52>> %bv 2251799813685247
    %ok3 = FOEQ <double> %cv 3.5d
    %ok4 = EQ <int<64>> %tag64 45
    %m1 = AND <int<1>> %ai %ok1
    %m2 = AND <int<1>> %m1 %ok2
    %m3 = AND <int<1>> %m2 %cf
    %m4 = AND <int<1>> %m3 %ok3
    %m5 = AND <int<1>> %m4 %nf
    %m6 = AND <int<1>> %m5 %nn
    %m7 = AND <int<1>> %m6 %rr
    %m8 = AND <int<1>> %m7 %same
    %m9 = AND <int<1>> %m8 %ok4
    %bad1 = OR <int<1>> %ar %af
    %bad2 = OR <int<1>> %bad1 %ci
    %bad3 = OR <int<1>> %bad2 %ri
    %bad4 = OR <int<1>> %bad3 %rf
    %good = XOR <int<1>> %bad4 1
    %all = AND <int<1>> %m9 %good
    %r32 = ZEXT <int<1> int<32>> %all
    RET <int<32>> %r32
}
";
    assert_eq!(status(text), 1);
}

/// Vectors are memory and whole values like arrays (GETELEMIREF into one, LOAD, STORE,
/// arguments).
#[test]
fn vectors_move_whole_and_index_in_memory() {
    let text = "
.typedef @V = vector<int<32> 4>
.global @g <@V>
.global @h <@V>
.funcdef @get <int<32> (@V int<64>)> (%v %i) {
    %t = ALLOCA <@V>
    STORE <@V> %t %v
    %p = GETELEMIREF <@V> %t %i
    %x = LOAD <int<32>> %p
    RET <int<32>> %x
}
.funcdef @main <int<32> ()> () {
    %p0 = GETELEMIREF <@V> @g 0
    %p3 = GETELEMIREF <@V> @g 3
    STORE <int<32>> %p0 5
    STORE <int<32>> %p3 70
    %v = LOAD <@V> @g
    STORE <@V> @h %v
    %q3 = GETELEMIREF <@V> @h 3
    %y = LOAD <int<32>> %q3
    %z = CALL <int<32> (@V int<64>)> @get (%v 0)
    %r = ADD <int<32>> %y %z
    RET <int<32>> %r
}
";
    assert_eq!(status(text), 75);
}

/// A stack whose function returns ends its µVM thread: the stack that swapped to it stays
/// parked, and with no other thread running the machine reports the deadlock.
#[test]
fn a_returning_stack_leaves_its_swapper_parked() {
    let text = "
.funcdef @co <void ()> () {
    RETVOID
}
.funcdef @main <int<32> ()> () {
    %s = NEWSTACK <void ()> @co ()
    ICALL @uvm.swap_stack (%s)
    RET <int<32>> 0
}
";
    let (o, _) = run(text);
    assert!(
        matches!(&o, Outcome::Fault(f) if matches!(f.kind, maple_sim::FaultKind::Deadlock { .. })),
        "{o:?}"
    );
}

/// A TAILCALL of the function itself reuses the frame: a million deep runs, and the
/// arguments swap in parallel.
#[test]
fn self_tail_calls_run_in_one_frame() {
    let text = ".funcdef @count <int<64> (int<64> int<64> int<64>)> (%n %a %b) {
    %z = EQ <int<64>> %n 0
    BRANCH2 %z %done %more
  %done:
    %r = MUL <int<64>> %a 10
    %r2 = ADD <int<64>> %r %b
    RET <int<64>> %r2
  %more:
    %n1 = SUB <int<64>> %n 1
    TAILCALL <int<64> (int<64> int<64> int<64>)> @count (%n1 %b %a)
}
.funcdef @main <int<32> ()> () {
    %a = CALL <int<64> (int<64> int<64> int<64>)> @count (1000001 1 2)
    %r = TRUNC <int<64> int<32>> %a
    RET <int<32>> %r
}
";
    // An odd number of swaps: (2, 1).
    assert_eq!(run_steps(text, 100_000_000).0, Outcome::Exited(21));
}

/// `int<1>` is signed -1 when its bit is set: signed comparisons, SITOFP and FPTOSI.
#[test]
fn int1_is_minus_one_when_signed() {
    let text = main_body(
        "    %a = SLT <int<1>> 1 0
    %b = SGT <int<1>> 1 0
    %c = SITOFP <int<1> double> 1
    %d = FPTOSI <double int<1>> -1.0d
    %a1 = ZEXT <int<1> int<32>> %a
    %b1 = ZEXT <int<1> int<32>> %b
    %c1 = FPTOSI <double int<32>> %c
    %d1 = ZEXT <int<1> int<32>> %d
    %x = MUL <int<32>> %a1 1000
    %y = MUL <int<32>> %b1 100
    %w = MUL <int<32>> %d1 10
    %s1 = ADD <int<32>> %x %y
    %s2 = ADD <int<32>> %s1 %w
    %s3 = SUB <int<32>> %s2 %c1
    RET <int<32>> %s3
",
    );
    // a=1, b=0, c=-1.0, d=1: 1000 + 10 + 1.
    assert_eq!(status(&text) & 0xff, 1011 & 0xff);
}

/// A `void` @main (as the documents' examples write it) exits with status 0, after a
/// RETVOID or a TAILCALL.
#[test]
fn a_void_main_exits_with_zero() {
    let text = ".global @x <int<64>>\n.funcdef @main <void ()> () {\n    STORE <int<64>> @x 1\n    RETVOID\n}\n";
    assert_eq!(status(text), 0);
    let text = ".funcdef @f <void ()> () {\n    RETVOID\n}\n.funcdef @main <void ()> () {\n    TAILCALL <void ()> @f ()\n}\n";
    assert_eq!(status(text), 0);
}

/// A function declared and never defined (and no runtime shim) may be declared freely;
/// calling it faults with µVM's undefined function, naming it and its declaration's line.
#[test]
fn calling_an_undefined_function_is_a_named_fault() {
    let unused = ".funcdecl @ext <int<32> (int<32>)>\n.funcdef @main <int<32> ()> () {\n    RET <int<32>> 4\n}\n";
    assert_eq!(status(unused), 4);
    let called = ".funcdecl @ext <int<32> (int<32>)>\n.funcdef @main <int<32> ()> () {\n    %r = CALL <int<32> (int<32>)> @ext (1)\n    RET <int<32>> %r\n}\n";
    let (o, _) = run(called);
    assert_eq!(
        uncaught_class(&o).as_deref(),
        Some("uvm_undefined_function"),
        "{o:?}"
    );
}

/// Struct constants that name struct constants, as values of PHI, RET, SELECT and fields.
#[test]
fn struct_constants_through_names() {
    let text = ".typedef @P = struct<int<32> double>
.const @p0 <@P> = {4 2.5d}
.const @p1 <@P> = @p0
.const @p9 <@P> = {9 1.0d}
.const @outer <struct<@P int<8>>> = {@p1 3}
.funcdef @g <@P (int<1>)> (%c) {
    BRANCH2 %c %a %b
  %a:
    BRANCH %j
  %b:
    BRANCH %j
  %j:
    %v = PHI <@P> { %a: @p0; %b: @p9; }
    RET <@P> %v
}
.funcdef @h <@P ()> () {
    RET <@P> @p1
}
.funcdef @main <int<32> ()> () {
    %x = CALL <@P (int<1>)> @g (0)
    %y = CALL <@P ()> @h ()
    %i = EXTRACTVALUE <struct<@P int<8>> 0> @outer
    %j = EXTRACTVALUE <struct<@P int<8>> 1> @outer
    %x0 = EXTRACTVALUE <@P 0> %x
    %y0 = EXTRACTVALUE <@P 0> %y
    %i0 = EXTRACTVALUE <@P 0> %i
    %j0 = SEXT <int<8> int<32>> %j
    %s = SELECT <@P> 1 @p1 %x
    %s0 = EXTRACTVALUE <@P 0> %s
    %r1 = MUL <int<32>> %x0 1000
    %r2 = MUL <int<32>> %y0 100
    %r3 = MUL <int<32>> %i0 10
    %a = ADD <int<32>> %r1 %r2
    %b = ADD <int<32>> %a %r3
    %c = ADD <int<32>> %b %j0
    %d = ADD <int<32>> %c %s0
    %e = UREM <int<32>> %d 256
    RET <int<32>> %e
}
";
    assert_eq!(status(text), (9000 + 400 + 40 + 3 + 4) % 256);
}

/// TAILCALLs between functions run in one frame (`lower/tailcall.rs`): mutual tail
/// recursion a million deep, through three functions of different parameters, one of which
/// also INVOKEs and is called normally.
#[test]
fn mutual_tail_calls_run_in_one_frame() {
    let text = ".funcsig @two = int<64> (int<64> int<64>)
.funcdef @a <@two> (%n %acc) {
    %z = EQ <int<64>> %n 0
    BRANCH2 %z %done %more
  %done:
    RET <int<64>> %acc
  %more:
    %m = SUB <int<64>> %n 1
    %acc1 = ADD <int<64>> %acc 1
    TAILCALL <int<64> (int<64> int<64> int<1>)> @b (%m %acc1 1)
}
.funcdef @b <int<64> (int<64> int<64> int<1>)> (%n %acc %flag) {
    %r = INVOKE <int<64> (int<64>)> @id (%n) %ok %bad
  %ok:
    %acc2 = SELECT <int<64>> %flag %acc 0
    TAILCALL <@two> @c (%acc2 %r)
  %bad:
    %e = LANDINGPAD
    RET <int<64>> -1
}
.funcdef @c <@two> (%acc %n) {
    TAILCALL <@two> @a (%n %acc)
}
.funcdef @id <int<64> (int<64>)> (%x) {
    RET <int<64>> %x
}
.funcdef @main <int<32> ()> () {
    %r = CALL <@two> @a (1000000 0)
    %s = CALL <int<64> (int<64> int<64> int<1>)> @b (3 5 1)
    %ok = EQ <int<64>> %r 1000000
    %ok2 = EQ <int<64>> %s 8
    %both = AND <int<1>> %ok %ok2
    %x = ZEXT <int<1> int<32>> %both
    RET <int<32>> %x
}
";
    assert_eq!(run_steps(text, 200_000_000).0, Outcome::Exited(1));
}

/// NEWSTACK arguments of 16 bytes (`int<128>`) take a 16-byte slot of the stack record.
#[test]
fn newstack_passes_int128_arguments_whole() {
    let text = ".global @out <int<64>>
.global @done <int<64>>
.funcsig @ws = void (int<128> int<64>)
.funcdef @w <@ws> (%big %x) {
    %h = LSHR <int<128>> %big 64
    %t = TRUNC <int<128> int<64>> %h
    %lo = TRUNC <int<128> int<64>> %big
    %s = ADD <int<64>> %t %x
    %s2 = ADD <int<64>> %s %lo
    STORE <int<64>> @out %s2
    STORE SEQ_CST <int<64>> @done 1
    RETVOID
}
.funcdef @main <int<32> ()> () {
    %one = ADD <int<128>> 0 1
    %b = SHL <int<128>> %one 65
    %b2 = ADD <int<128>> %b 3
    %fv = FUNCCAST <func<@ws> func<@ws>> @w
    %st = NEWSTACK <@ws> %fv (%b2 10)
    %t = ICALL @uvm.new_thread (%st)
    BRANCH %wait
  %wait:
    %d = LOAD SEQ_CST <int<64>> @done
    %z = EQ <int<64>> %d 0
    BRANCH2 %z %wait %go
  %go:
    %o = LOAD <int<64>> @out
    %r = TRUNC <int<64> int<32>> %o
    RET <int<32>> %r
}
";
    // hi 2, lo 3, and 10.
    assert_eq!(status(text), 15);
}

/// PTRCAST (a later revision's word) turns a C address into an `iref` and back.
#[test]
fn ptrcast_between_addresses_and_int64() {
    let text = ".global @malloc_addr <int<64>>
.funcdef @main <int<32> ()> () {
    %m = LOAD <int<64>> @malloc_addr
    %a = CCALL DEFAULT <int<64> (int<64>)> %m (64)
    %p = PTRCAST <int<64> iref<int<32>>> %a
    STORE <int<32>> %p 17
    %q = SHIFTIREF <int<32>> %p 3
    STORE <int<32>> %q 20
    %back = PTRCAST <iref<int<32>> int<64>> %q
    %d = SUB <int<64>> %back %a
    %r = PTRCAST <int<64> ref<int<32>>> %a
    %ri = GETIREF <int<32>> %r
    %v = LOAD <int<32>> %ri
    %d32 = TRUNC <int<64> int<32>> %d
    %s = ADD <int<32>> %v %d32
    RET <int<32>> %s
}
";
    assert_eq!(status(text), 17 + 12);
    let text = main_body("    %p = PTRCAST <int<32> iref<int<8>>> 0\n    RET <int<32>> 0\n");
    let d = codes(&text);
    assert_eq!((d[0].0.as_str(), d[0].1), ("U0014", 4), "{d:?}");
}

/// The stacks runtime is a source file of its own: a fault in it names that file and its
/// line, never a line of the bundle (which once read `t.uir:75` in a 13-line bundle), and
/// the frame below it is the bundle's.
#[test]
fn faults_in_the_stacks_runtime_name_its_file() {
    let text = "\
.funcsig @ws = void (int<64>)
.funcdef @w <@ws> (%x) {
  %entry:
    RETVOID
}
.funcdef @main <int<32> ()> () {
  %entry:
    BRANCH %loop
  %loop:
    %s = NEWSTACK <@ws> @w (1)
    %t = ICALL @uvm.new_thread (%s)
    BRANCH %loop
}
";
    let (module, d) = maple_uvm::compile_str("t.uir", text);
    let module = module.unwrap_or_else(|| panic!("{}", d.render(false)));
    let image = maple_asm::codegen::assemble(&module, "t.uir").expect("assembles");
    let config = RunConfig {
        max_threads: 4,
        ..RunConfig::default()
    };
    let mut m = maple_sim::loader::machine(&image, config).expect("load");
    let Outcome::Fault(f) = m.run(Some(1_000_000)) else {
        panic!("the thread limit ends the run");
    };
    let (file, line) = f.line.clone().expect("a located fault");
    assert_eq!(file, "<uvm-stacks>.mpl", "{f}");
    // pthread_create returned EAGAIN at the limit; the runtime's check of it faults.
    let runtime: Vec<&str> = include_str!("../src/lower/stacks.mpl").lines().collect();
    let at = line as usize - 1;
    assert!(
        runtime[at].contains("assertlt") && runtime[at - 2].contains("pthread_create"),
        "line {line} of the runtime checks the pthread_create's result: {f}"
    );
    let caller = f.backtrace.first().and_then(|c| c.line.clone());
    assert_eq!(caller, Some(("t.uir".to_string(), 11)), "{f}");
}

/// A float literal is rounded once from its digits (as C's `strtof`), in `.const`s and as
/// an inline operand: just above the midpoint of 1 and the next float it is 1 + 2^-23,
/// where rounding the double first (the midpoint) would give 1.
#[test]
fn float_literals_round_once() {
    let text = "\
.const @c <float> = 1.0000000596046447753906250001f
.funcdef @main <int<32> ()> () {
  %entry:
    %b = BITCAST <float int<32>> @c
    %x = FADD <float> @c 0.0f
    %y = FSUB <float> %x 1.0000000596046447753906250001f
    %ok1 = EQ <int<32>> %b 0x3f800001
    %ok2 = FOEQ <float> %y 0.0f
    %s1 = ZEXT <int<1> int<32>> %ok1
    %s2 = ZEXT <int<1> int<32>> %ok2
    %s2x = SHL <int<32>> %s2 1
    %s = OR <int<32>> %s1 %s2x
    RET <int<32>> %s
}
";
    assert_eq!(status(text), 3);
}

/// CMPXCHG of `float` and `double` compares and swaps the bits, as a machine's
/// compare-and-swap does: a success stores, a failure returns what is there.
#[test]
fn cmpxchg_of_floats_swaps_their_bits() {
    let text = "\
.global @d <double>
.global @f <float>
.funcdef @main <int<32> ()> () {
  %entry:
    STORE <double> @d 1.5d
    STORE <float> @f -2.25f
    %o1 = CMPXCHG SEQ_CST SEQ_CST <double> @d 1.5d 7.25d
    %o2 = CMPXCHG ACQ_REL ACQUIRE <double> @d 1.5d 9.0d
    %o3 = CMPXCHG SEQ_CST RELAXED <float> @f -2.25f 0.5f
    %d = LOAD <double> @d
    %f = LOAD <float> @f
    %a = FOEQ <double> %o1 1.5d
    %b = FOEQ <double> %o2 7.25d
    %c = FOEQ <float> %o3 -2.25f
    %e = FOEQ <double> %d 7.25d
    %g = FOEQ <float> %f 0.5f
    %ab = AND <int<1>> %a %b
    %ce = AND <int<1>> %c %e
    %abce = AND <int<1>> %ab %ce
    %all = AND <int<1>> %abce %g
    %s = ZEXT <int<1> int<32>> %all
    RET <int<32>> %s
}
";
    assert_eq!(status(text), 1);
}

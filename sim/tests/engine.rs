//! End-to-end tests of the functional engine on hand-built programs.

mod common;
use common::*;
use maple_isa::SpecialReg;
use maple_sim::builder::Builder;
use maple_sim::{FaultKind, Outcome, RunConfig};

// ---------------------------------------------------------------- integer arithmetic

#[test]
fn integer_wrap_around_per_width() {
    let bin = |op: Op, ty: T, a: i128, b: i128| {
        eval(|bd| {
            bd.constval(ty, a).constval(ty, b).o(op, ty);
        })
    };
    assert_eq!(bin(Op::Add, T::I8, 127, 1), s(-128));
    assert_eq!(bin(Op::Add, T::U8, 255, 1), 0);
    assert_eq!(bin(Op::Sub, T::U16, 0, 1), 0xffff);
    assert_eq!(bin(Op::Mul, T::I32, 0x10000, 0x10000), 0);
    assert_eq!(
        bin(Op::Add, T::I64, i64::MAX as i128, 1),
        s(i64::MIN as i128)
    );
    assert_eq!(bin(Op::Add, T::U64, -1, 2), 1);
    assert_eq!(bin(Op::Add, T::U1, 1, 1), 0);
    assert_eq!(bin(Op::Mul, T::I128, i128::MAX, 2), s(-2));
    assert_eq!(bin(Op::Add, T::U32, 0xffff_ffff, 1), 0);
    assert_eq!(bin(Op::Add, T::A32, 0xffff_fff0, 0x20), 0x10);
}

#[test]
fn division_remainder_and_edge_cases() {
    let bin = |op: Op, ty: T, a: i128, b: i128| {
        eval(|bd| {
            bd.constval(ty, a).constval(ty, b).o(op, ty);
        })
    };
    assert_eq!(bin(Op::Div, T::I32, -7, 2), s(-3));
    assert_eq!(bin(Op::Rem, T::I32, -7, 2), s(-1));
    assert_eq!(bin(Op::Div, T::U32, -7, 2), 0x7fff_fffc);
    assert_eq!(
        bin(Op::Div, T::I32, i32::MIN as i128, -1),
        s(i32::MIN as i128)
    );
    assert_eq!(bin(Op::Rem, T::I32, i32::MIN as i128, -1), 0);
    assert_eq!(
        bin(Op::Div, T::I64, i64::MIN as i128, -1),
        s(i64::MIN as i128)
    );
    assert_eq!(bin(Op::Div, T::I8, -128, -1), s(-128));
    assert_eq!(bin(Op::Div, T::U128, -1, 3), u128::MAX / 3);
    assert_eq!(bin(Op::Min, T::I16, -5, 3), s(-5));
    assert_eq!(bin(Op::Min, T::U16, -5, 3), 3);
    assert_eq!(bin(Op::Max, T::U64, -1, 3), u64::MAX as u128);
}

#[test]
fn divide_by_zero_faults_at_the_div() {
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.constval(T::I32, 1).constval(T::I32, 0);
    let at = b.here();
    b.o(Op::Div, T::I32).ret(1);
    assert_eq!(fault_of(&b), (FaultKind::DivideByZero, at));
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.constval(T::U64, 1)
        .constval(T::U64, 0)
        .o(Op::Rem, T::U64)
        .ret(1);
    assert_eq!(fault_of(&b).0, FaultKind::DivideByZero);
}

#[test]
fn unary_ops() {
    let un = |op: Op, ty: T, a: i128| {
        eval(|bd| {
            bd.constval(ty, a).o(op, ty);
        })
    };
    assert_eq!(un(Op::Neg, T::I32, i32::MIN as i128), s(i32::MIN as i128));
    assert_eq!(un(Op::Neg, T::U8, 1), 0xff);
    assert_eq!(un(Op::Abs, T::I16, -300), 300);
    assert_eq!(un(Op::Abs, T::I8, -128), s(-128));
    assert_eq!(un(Op::Bnot, T::U16, 0), 0xffff);
    assert_eq!(un(Op::Bnot, T::I32, 0), s(-1));
    assert_eq!(un(Op::Lnot, T::I32, 0), 1);
    assert_eq!(un(Op::Lnot, T::I32, 5), 0);
}

// ---------------------------------------------------------------- compares

#[test]
fn signed_and_unsigned_compares() {
    let cmp = |op: Op, from: T, a: i128, b: i128| {
        eval(|bd| {
            bd.constval(from, a)
                .constval(from, b)
                .typed(op, T::I32, from);
        })
    };
    assert_eq!(cmp(Op::Lt, T::I32, -1, 1), 1);
    assert_eq!(cmp(Op::Lt, T::U32, -1, 1), 0);
    assert_eq!(cmp(Op::Ge, T::U8, 200, 100), 1);
    assert_eq!(cmp(Op::Ge, T::I8, -56, 100), 0);
    assert_eq!(cmp(Op::Le, T::I64, 5, 5), 1);
    assert_eq!(cmp(Op::Gt, T::Ptr, -1, 1), 1);
    assert_eq!(cmp(Op::Eq, T::U16, 7, 7), 1);
    assert_eq!(cmp(Op::Ne, T::U16, 7, 7), 0);
    assert_eq!(cmp(Op::Cmp, T::I32, -3, 2), s(-1));
    assert_eq!(cmp(Op::Cmp, T::U32, -3, 2), 1);
    assert_eq!(cmp(Op::Cmp, T::I64, 9, 9), 0);
    // The result is in the result type: cmp u8 gives 0xff for -1.
    let r = eval(|bd| {
        bd.constval(T::I32, 1)
            .constval(T::I32, 2)
            .typed(Op::Cmp, T::U8, T::I32);
    });
    assert_eq!(r, 0xff);
}

#[test]
fn float_compares_and_nan_rules() {
    let cmp = |op: Op, a: f64, b: f64| {
        eval(|bd| {
            bd.f64c(a).f64c(b).typed(op, T::I32, T::F64);
        })
    };
    let nan = f64::NAN;
    assert_eq!(cmp(Op::Cmpl, nan, 1.0), s(-1));
    assert_eq!(cmp(Op::Cmpg, nan, 1.0), 1);
    assert_eq!(cmp(Op::Cmp, 1.0, nan), 1);
    assert_eq!(cmp(Op::Cmpl, 1.0, 2.0), s(-1));
    assert_eq!(cmp(Op::Cmpg, 2.0, 2.0), 0);
    assert_eq!(cmp(Op::Eq, nan, nan), 0);
    assert_eq!(cmp(Op::Ne, nan, nan), 1);
    assert_eq!(cmp(Op::Lt, nan, 1.0), 0);
    assert_eq!(cmp(Op::Ge, nan, 1.0), 0);
    assert_eq!(cmp(Op::Eq, 0.0, -0.0), 1);
    assert_eq!(cmp(Op::Lt, -1.5, 1.0), 1);
    let r = eval(|bd| {
        bd.f32c(f32::NAN).f32c(0.0).typed(Op::Cmpl, T::I32, T::F32);
    });
    assert_eq!(r, s(-1));
}

// ---------------------------------------------------------------- floats

#[test]
fn float_arithmetic_is_ieee() {
    let f = |op: Op, a: f64, b: f64| {
        f64::from_bits(eval(|bd| {
            bd.f64c(a).f64c(b).o(op, T::F64);
        }) as u64)
    };
    assert_eq!(f(Op::Add, 0.1, 0.2), 0.1 + 0.2);
    assert_eq!(f(Op::Div, 1.0, 0.0), f64::INFINITY);
    assert!(f(Op::Div, 0.0, 0.0).is_nan());
    assert_eq!(f(Op::Rem, 7.5, 2.0), 1.5);
    assert_eq!(f(Op::Min, f64::NAN, 2.0), 2.0);
    let g = |op: Op, a: f32| {
        f32::from_bits(eval(|bd| {
            bd.f32c(a).o(op, T::F32);
        }) as u32)
    };
    assert_eq!(g(Op::Sqrt, 2.0), 2f32.sqrt());
    assert_eq!(g(Op::Recip, 4.0), 0.25);
    assert_eq!(g(Op::Neg, 1.0), -1.0);
    assert_eq!(g(Op::Abs, -3.5), 3.5);
    let r = eval(|bd| {
        bd.f32c(16_777_216.0).f32c(1.0).o(Op::Add, T::F32);
    });
    assert_eq!(
        f32::from_bits(r as u32),
        16_777_216.0,
        "f32 rounding, not f64"
    );
    assert_eq!(r >> 32, 0, "canonical: f32 bits zero-extended");
}

// ---------------------------------------------------------------- conversions

#[test]
fn conversions_including_out_of_range() {
    let cvt = |to: T, from: T, v: i128| {
        eval(|bd| {
            bd.constval(from, v).typed(Op::Cvt, to, from);
        })
    };
    let fcvt = |op: Op, to: T, x: f64| {
        eval(|bd| {
            bd.f64c(x).typed(op, to, T::F64);
        })
    };
    assert_eq!(cvt(T::I64, T::I32, -5), s(-5));
    assert_eq!(cvt(T::U64, T::U32, 0xffff_ffff), 0xffff_ffff);
    assert_eq!(cvt(T::I8, T::I32, 300), 44);
    assert_eq!(cvt(T::U8, T::I32, -1), 0xff);
    assert_eq!(cvt(T::U1, T::I32, 256), 1, "to u1 is != 0");
    assert_eq!(cvt(T::U32, T::I8, -1), 0xffff_ffff);
    assert_eq!(f64::from_bits(cvt(T::F64, T::I32, -7) as u64), -7.0);
    assert_eq!(
        f64::from_bits(cvt(T::F64, T::U64, -1) as u64),
        u64::MAX as f64
    );
    assert_eq!(
        f32::from_bits(cvt(T::F32, T::I64, 1 << 40) as u32),
        (1u64 << 40) as f32
    );
    assert_eq!(fcvt(Op::Cvt, T::I32, 1e10), i32::MAX as u128);
    assert_eq!(fcvt(Op::Cvt, T::I32, -1e10), s(i32::MIN as i128));
    assert_eq!(fcvt(Op::Cvt, T::I32, f64::NAN), 0);
    assert_eq!(fcvt(Op::Cvt, T::U8, -5.0), 0);
    assert_eq!(fcvt(Op::Cvt, T::U8, 300.0), 255);
    assert_eq!(fcvt(Op::Cvt, T::I64, -2.9), s(-2));
    assert_eq!(fcvt(Op::Trunc, T::I32, -2.5), s(-2));
    assert_eq!(fcvt(Op::Floor, T::I32, -2.5), s(-3));
    assert_eq!(fcvt(Op::Ceil, T::I32, -2.5), s(-2));
    assert_eq!(fcvt(Op::Round, T::I32, -2.5), s(-3));
    assert_eq!(fcvt(Op::Round, T::I32, 2.5), 3);
    assert_eq!(fcvt(Op::Ceil, T::U64, 1e30), u64::MAX as u128);
    let r = eval(|bd| {
        bd.f64c(1.1).typed(Op::Cvt, T::F32, T::F64);
    });
    assert_eq!(f32::from_bits(r as u32), 1.1f32);
    let r = eval(|bd| {
        bd.f32c(-1.0).typed(Op::Retype, T::I32, T::F32);
    });
    assert_eq!(r, s((-1.0f32).to_bits() as i32 as i128));
}

// ---------------------------------------------------------------- bits

#[test]
fn bit_fields_and_shifts() {
    let r = eval(|bd| {
        bd.constval(T::U32, 0xABCD_1234)
            .op(Op::Extractbits, T::U32, 8 | 8 << 8, &[]);
    });
    assert_eq!(r, 0x12);
    let r = eval(|bd| {
        bd.constval(T::I32, 0x0000_F000)
            .op(Op::Extractbits, T::I32, 12 | 4 << 8, &[]);
    });
    assert_eq!(r, s(-1));
    let r = eval(|bd| {
        bd.constval(T::U32, 0xFFFF_FFFF).constval(T::U32, 0).op(
            Op::Depositbits,
            T::U32,
            4 | 8 << 8,
            &[],
        );
    });
    assert_eq!(r, 0xFFFF_F00F);
    let r = eval(|bd| {
        bd.constval(T::I32, 0x80).op(Op::Sext, T::I32, 8, &[]);
    });
    assert_eq!(r, s(-128));
    let r = eval(|bd| {
        bd.constval(T::U32, 0xFFFF_FF80)
            .op(Op::Zext, T::U32, 8, &[]);
    });
    assert_eq!(r, 0x80);
    let sh = |op: Op, ty: T, a: i128, b: i128| {
        eval(|bd| {
            bd.constval(ty, a).constval(ty, b).o(op, ty);
        })
    };
    assert_eq!(sh(Op::Shl, T::I32, 1, 33), 2, "amount modulo the width");
    assert_eq!(sh(Op::Shl, T::I32, 1, 31), s(i32::MIN as i128));
    assert_eq!(sh(Op::Ashr, T::I32, -16, 2), s(-4));
    assert_eq!(sh(Op::Lshr, T::I32, -16, 28), 0xF);
    assert_eq!(sh(Op::Ashr, T::U8, 0x80, 7), 0xFF);
    assert_eq!(sh(Op::Ror, T::U8, 0x01, 1), 0x80);
    assert_eq!(sh(Op::Ror, T::U32, 0x1234_5678, 8), 0x7812_3456);
    assert_eq!(sh(Op::Band, T::U8, 0xF0, 0x3C), 0x30);
    assert_eq!(sh(Op::Bior, T::U8, 0xF0, 0x0F), 0xFF);
    assert_eq!(sh(Op::Bxor, T::I8, -1, 1), s(-2));
    assert_eq!(sh(Op::Land, T::I32, 2, 3), 1);
    assert_eq!(sh(Op::Land, T::I32, 2, 0), 0);
    assert_eq!(sh(Op::Lior, T::I32, 0, 0), 0);
    assert_eq!(sh(Op::Lior, T::I32, 0, -9), 1);
}

#[test]
fn select_and_constants() {
    let r = eval(|bd| {
        bd.constval(T::I32, 0)
            .constval(T::I64, 1)
            .constval(T::I64, 2)
            .o(Op::Select, T::I64);
    });
    assert_eq!(r, 2);
    let r = eval(|bd| {
        bd.constval(T::U64, u64::MAX as i128);
    });
    assert_eq!(r, u64::MAX as u128, "u64 constants zero-extend");
    let r = eval(|bd| {
        bd.constval(T::U128, -1);
    });
    assert_eq!(r, u128::MAX);
}

// ---------------------------------------------------------------- complex and vectors

#[test]
fn complex_and_vector_arithmetic() {
    let c128 = |re: f64, im: f64| (re.to_bits() as u128 | (im.to_bits() as u128) << 64) as i128;
    let r = eval(|bd| {
        bd.constval(T::C128, c128(1.0, 2.0))
            .constval(T::C128, c128(3.0, -1.0))
            .o(Op::Mul, T::C128);
    });
    assert_eq!(r, c128(5.0, 5.0) as u128);
    let r = eval(|bd| {
        bd.constval(T::C128, c128(5.0, 5.0))
            .constval(T::C128, c128(3.0, -1.0))
            .o(Op::Div, T::C128);
    });
    assert_eq!(r, c128(1.0, 2.0) as u128);
    let c64 = |re: f32, im: f32| (re.to_bits() as u64 | (im.to_bits() as u64) << 32) as i128;
    let r = eval(|bd| {
        bd.constval(T::C64, c64(1.5, -2.0)).o(Op::Neg, T::C64);
    });
    assert_eq!(r, c64(-1.5, 2.0) as u128);
    let v4 = |l: [i32; 4]| {
        l.iter()
            .enumerate()
            .fold(0u128, |acc, (i, &x)| acc | (x as u32 as u128) << (32 * i)) as i128
    };
    let r = eval(|bd| {
        bd.constval(T::V4I32, v4([1, -2, i32::MAX, 4]))
            .constval(T::V4I32, v4([10, 20, 1, -4]))
            .o(Op::Add, T::V4I32);
    });
    assert_eq!(r, v4([11, 18, i32::MIN, 0]) as u128);
    let r = eval(|bd| {
        bd.constval(T::V4I32, v4([1, -2, 3, -4]))
            .constval(T::V4I32, v4([0, 0, 0, 0]))
            .o(Op::Max, T::V4I32);
    });
    assert_eq!(r, v4([1, 0, 3, 0]) as u128);
    let v2f = |a: f64, b: f64| (a.to_bits() as u128 | (b.to_bits() as u128) << 64) as i128;
    let r = eval(|bd| {
        bd.constval(T::V2F64, v2f(1.5, 2.0))
            .constval(T::V2F64, v2f(2.0, 0.5))
            .o(Op::Mul, T::V2F64);
    });
    assert_eq!(r, v2f(3.0, 1.0) as u128);
}

// ---------------------------------------------------------------- memory

#[test]
fn frame_global_and_indirect_memory() {
    let mut b = Builder::new();
    let g = b.data(&[0xFE, 0xFF, 0xFF, 0xFF, 7, 0, 0, 0]);
    b.func("main", 16, 0, &[], false);
    b.constval(T::I16, -2).off(Op::Iassignfpoff, T::I16, -8);
    b.off(Op::Ireadfpoff, T::U16, -8); // 0xfffe zero-extended
    b.off(Op::Ireadgpoff, T::I8, g); // -2 sign-extended
    b.o(Op::Add, T::I32);
    b.off(Op::Addrofgpoff, T::Ptr, g + 4);
    b.off(Op::Ireadoff, T::I32, 0); // 7
    b.o(Op::Add, T::I32);
    b.off(Op::Addrofgpoff, T::Ptr, g)
        .constval(T::I32, 1000)
        .off(Op::Iassignoff, T::I32, 4);
    b.off(Op::Ireadgpoff, T::I32, g + 4).o(Op::Add, T::I32);
    b.ret(1);
    let (outcome, _, _) = run(&b);
    assert_eq!(outcome, Outcome::Exited(0xfffe - 2 + 7 + 1000));
}

#[test]
fn null_load_faults_with_its_pc() {
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.constval(T::Ptr, 0);
    let at = b.here();
    b.off(Op::Ireadoff, T::I32, 16).ret(1);
    assert_eq!(fault_of(&b), (FaultKind::NullAccess { addr: 16 }, at));
}

#[test]
fn store_to_rodata_faults() {
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.conststr("x")
        .constval(T::U8, 1)
        .off(Op::Iassignoff, T::U8, 0);
    b.constval(T::I32, 0).ret(1);
    assert!(matches!(fault_of(&b).0, FaultKind::ReadOnly { .. }));
}

#[test]
fn misaligned_access_traps_only_when_configured() {
    let mut b = Builder::new();
    let g = b.data(&[0; 16]);
    b.func("main", 0, 0, &[], false);
    b.off(Op::Ireadgpoff, T::I32, g + 2).ret(1);
    assert_eq!(run(&b).0, Outcome::Exited(0));
    let config = RunConfig {
        trap_misaligned: true,
        ..RunConfig::default()
    };
    assert!(matches!(
        run_with(&b, config, None).0,
        Outcome::Fault(f) if matches!(f.kind, FaultKind::Misaligned { size: 4, .. })
    ));
}

// ---------------------------------------------------------------- control flow and calls

fn fib_program(n: i32) -> Builder {
    let mut b = Builder::new();
    b.func("fib", 0, 2, &[preg(T::I32, 1)], false);
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

#[test]
fn recursive_fib() {
    let (outcome, _, m) = run(&fib_program(20));
    assert_eq!(outcome, Outcome::Exited(6765));
    assert!(m.instret() > 100_000);
    assert!(m.hart().frames().is_empty());
    assert_eq!(
        m.hart().sp,
        maple_isa::abi::STACK_TOP as u64,
        "stack unwound"
    );
}

#[test]
fn deep_recursion_is_a_stack_overflow_fault() {
    let mut b = Builder::new();
    b.func("down", 64, 1, &[preg(T::I32, 1)], false);
    b.regread(T::I32, 1)
        .constval(T::I32, 1)
        .o(Op::Add, T::I32)
        .call("down", 1)
        .ret(0);
    b.func("main", 0, 0, &[], false);
    b.constval(T::I32, 0)
        .call("down", 1)
        .constval(T::I32, 0)
        .ret(1);
    let (outcome, _, m) = run_with(&b, RunConfig::default(), Some(u64::MAX));
    match outcome {
        Outcome::Fault(f) => {
            assert_eq!(f.kind, FaultKind::StackOverflow);
            assert_eq!(f.function.as_deref(), Some("down"));
            assert!(f.backtrace.len() > 1000);
            assert_eq!(f.backtrace[0].function.as_deref(), Some("down"));
            assert_eq!(
                f.backtrace.last().unwrap().function.as_deref(),
                Some("main")
            );
            let report = f.to_string();
            assert!(report.starts_with("stack overflow"), "{report}");
            assert!(
                report.contains("more callers"),
                "long backtraces are elided"
            );
            assert!(report.lines().count() < 40);
        }
        other => panic!("{other:?}"),
    }
    assert!(m.hart().frames().len() > 1000);
}

#[test]
fn frame_formals_and_multiple_return_values() {
    let mut b = Builder::new();
    // divmod(a, b) -> (a / b, a % b), formals in the frame.
    b.func(
        "divmod",
        16,
        0,
        &[frame(T::I32, -8), frame(T::I32, -4)],
        false,
    );
    b.off(Op::Ireadfpoff, T::I32, -8)
        .off(Op::Ireadfpoff, T::I32, -4)
        .o(Op::Div, T::I32);
    b.off(Op::Ireadfpoff, T::I32, -8)
        .off(Op::Ireadfpoff, T::I32, -4)
        .o(Op::Rem, T::I32);
    b.ret(2);
    b.func("main", 0, 0, &[], false);
    b.constval(T::I32, 47).constval(T::I32, 5).call("divmod", 2);
    b.retval(T::I32, 0).constval(T::I32, 100).o(Op::Mul, T::I32);
    b.retval(T::I32, 1).o(Op::Add, T::I32).ret(1);
    assert_eq!(run(&b).0, Outcome::Exited(902));
}

/// `check(caller_fp, return_address)` reads its linkage record back: 1 for a saved FP that is
/// the caller's, plus 2 for a return address that is the instruction after the call. `main`
/// first moves `%%SP` down by `shift` bytes, so the record may be 16-byte aligned (written
/// and read in one access) or only 8-byte aligned (two accesses).
fn linkage_program(shift: i128) -> Builder {
    let mut b = Builder::new();
    b.func("check", 0, 2, &[preg(T::Ptr, 1), preg(T::Ptr, 2)], false);
    b.off(Op::Ireadfpoff, T::Ptr, 0)
        .regread(T::Ptr, 1)
        .typed(Op::Eq, T::I32, T::Ptr);
    b.off(Op::Ireadfpoff, T::Ptr, 8)
        .regread(T::Ptr, 2)
        .typed(Op::Eq, T::I32, T::Ptr)
        .constval(T::I32, 2)
        .o(Op::Mul, T::I32)
        .o(Op::Add, T::I32)
        .ret(1);
    b.func("main", 0, 0, &[], false);
    let (sp, fp) = (SpecialReg::Sp.param(), SpecialReg::Fp.param());
    b.regread(T::Ptr, sp)
        .constval(T::Ptr, -shift)
        .o(Op::Add, T::Ptr)
        .regassign(T::Ptr, sp);
    b.regread(T::Ptr, fp)
        .addroflabel(T::Ptr, "back")
        .call("check", 2);
    b.label("back");
    b.retval(T::I32, 0).ret(1);
    b
}

#[test]
fn a_call_links_its_frame_at_any_stack_alignment() {
    use maple_sim::exec::{Access, Observer};
    /// The data accesses, in the order the observer is told of them.
    #[derive(Default)]
    struct Accesses(Vec<(u64, u32, bool)>);
    impl Observer for Accesses {
        fn mem(&mut self, addr: u64, size: u32, kind: Access) {
            self.0.push((addr, size, kind == Access::Load));
        }
    }
    for shift in [0, 8, 16, 24] {
        for trap_misaligned in [false, true] {
            let config = RunConfig {
                trap_misaligned,
                ..RunConfig::default()
            };
            let b = linkage_program(shift);
            let mut m = maple_sim::Machine::new(b.build(), config.clone()).unwrap();
            let mut log = Accesses::default();
            let outcome = m.run_observed(&mut log, 1_000);
            let case = format!("%%SP moved down {shift} bytes, trap_misaligned {trap_misaligned}");
            assert_eq!(outcome, Some(Outcome::Exited(3)), "{case}");
            // The call stores the return address, then the caller's FP; `check` loads both
            // back; its return loads the return address, then the saved FP.
            // `main` makes no data access before the call: its two stores come first.
            let fp = log.0[1].0;
            assert_eq!(fp % 16, shift as u64 % 16, "{case}: the record's alignment");
            let expected = [
                (fp + 8, 8, false),
                (fp, 8, false),
                (fp, 8, true),
                (fp + 8, 8, true),
                (fp + 8, 8, true),
                (fp, 8, true),
            ];
            let linkage: Vec<_> = log
                .0
                .iter()
                .filter(|a| a.0 >= fp && a.0 < fp + 16)
                .collect();
            assert_eq!(linkage, expected.iter().collect::<Vec<_>>(), "{case}");
            // The same on the engine that takes fused groups.
            assert_eq!(run_with(&b, config, None).0, Outcome::Exited(3), "{case}");
        }
    }
}

#[test]
fn varargs_area_holds_extra_arguments() {
    let mut b = Builder::new();
    // sum(n, ...) reads n 8-byte slots from %%SP at entry.
    b.func("sum", 16, 3, &[preg(T::I32, 1)], true);
    b.regread(T::Ptr, maple_isa::SpecialReg::Sp.param())
        .regassign(T::Ptr, 2);
    b.constval(T::I64, 0).regassign(T::I64, 3);
    b.label("loop");
    b.regread(T::I32, 1).br(Op::Brfalse, "done");
    b.regread(T::I64, 3)
        .regread(T::Ptr, 2)
        .off(Op::Ireadoff, T::I64, 0)
        .o(Op::Add, T::I64);
    b.regassign(T::I64, 3);
    b.regread(T::Ptr, 2)
        .constval(T::Ptr, 8)
        .o(Op::Add, T::Ptr)
        .regassign(T::Ptr, 2);
    b.regread(T::I32, 1)
        .constval(T::I32, 1)
        .o(Op::Sub, T::I32)
        .regassign(T::I32, 1);
    b.br(Op::Goto, "loop");
    b.label("done");
    b.regread(T::I64, 3).ret(1);
    b.func("main", 0, 0, &[], false);
    b.constval(T::I32, 3)
        .constval(T::I64, 100)
        .constval(T::I64, 20)
        .constval(T::I64, 3);
    b.call("sum", 4).retval(T::I32, 0).ret(1);
    assert_eq!(run(&b).0, Outcome::Exited(123));
}

#[test]
fn rangegoto_jump_table() {
    let prog = |v: i32| {
        let mut b = Builder::new();
        b.func("main", 0, 0, &[], false);
        b.constval(T::I32, v as i128)
            .rangegoto(10, &["a", "b", "c"]);
        b.label("a").constval(T::I32, 100).ret(1);
        b.label("b").constval(T::I32, 200).ret(1);
        b.label("c").constval(T::I32, 300).ret(1);
        b
    };
    assert_eq!(run(&prog(10)).0, Outcome::Exited(100));
    assert_eq!(run(&prog(12)).0, Outcome::Exited(300));
    assert_eq!(
        fault_of(&prog(13)).0,
        FaultKind::RangeGotoOutOfRange {
            value: 13,
            entries: 3
        }
    );
}

#[test]
fn indirect_jumps_and_calls() {
    let mut b = Builder::new();
    let table = b.data(&[0; 16]) as u32;
    b.data_label(table, "x").data_label(table + 8, "y");
    b.func("twice", 0, 1, &[preg(T::I32, 1)], false);
    b.regread(T::I32, 1)
        .constval(T::I32, 2)
        .o(Op::Mul, T::I32)
        .ret(1);
    b.func("main", 0, 1, &[], false);
    b.constval(T::I32, 1)
        .data_addr(Op::Indexgoto, T::Void, table);
    b.label("x").constval(T::I32, 1).ret(1);
    b.label("y");
    b.addroflabel(T::A64, "z").o(Op::Igoto, T::Void);
    b.constval(T::I32, 2).ret(1);
    b.label("z");
    b.addroffunc(T::A64, "twice")
        .constval(T::I32, 21)
        .op(Op::Icall, T::Void, 2, &[]);
    b.retval(T::I32, 0).ret(1);
    assert_eq!(run(&b).0, Outcome::Exited(42));
}

#[test]
fn array_addressing_and_bounds_check() {
    let prog = |check: u16, i: i128, j: i128| {
        let mut b = Builder::new();
        let g = b.data(&[0; 64]);
        b.func("main", 0, 0, &[], false);
        // int a[3][4]; &a[i][j]
        b.off(Op::Addrofgpoff, T::Ptr, g)
            .constval(T::I32, i)
            .constval(T::I32, j);
        b.op(Op::Array, T::Ptr, 2 | check << 8, &[4, 3, 4]);
        b.off(Op::Addrofgpoff, T::Ptr, g).o(Op::Sub, T::Ptr).ret(1);
        b
    };
    assert_eq!(run(&prog(1, 2, 3)).0, Outcome::Exited((2 * 4 + 3) * 4));
    assert_eq!(
        run(&prog(0, 1, 5)).0,
        Outcome::Exited((4 + 5) * 4),
        "unchecked"
    );
    assert_eq!(
        fault_of(&prog(1, 1, 5)).0,
        FaultKind::ArrayBounds {
            dim: 1,
            index: 5,
            bound: 4
        }
    );
    assert_eq!(
        fault_of(&prog(1, -1, 0)).0,
        FaultKind::ArrayBounds {
            dim: 0,
            index: -1,
            bound: 3
        }
    );
}

// ---------------------------------------------------------------- allocation

#[test]
fn malloc_free_and_bad_free() {
    let mut b = Builder::new();
    b.func("main", 0, 2, &[], false);
    b.constval(T::U64, 24)
        .o(Op::Malloc, T::Ptr)
        .regassign(T::Ptr, 1);
    b.regread(T::Ptr, 1)
        .constval(T::I32, 77)
        .off(Op::Iassignoff, T::I32, 20);
    b.regread(T::Ptr, 1)
        .off(Op::Ireadoff, T::I32, 20)
        .regassign(T::I32, 2);
    b.regread(T::Ptr, 1).o(Op::Free, T::Void);
    b.regread(T::I32, 2).ret(1);
    let (outcome, _, m) = run(&b);
    assert_eq!(outcome, Outcome::Exited(77));
    assert_eq!(m.runtime().heap.live_blocks(), 0);

    let mut b = Builder::new();
    b.func("main", 0, 1, &[], false);
    b.constval(T::U64, 24)
        .o(Op::Malloc, T::Ptr)
        .regassign(T::Ptr, 1);
    b.regread(T::Ptr, 1).o(Op::Free, T::Void);
    let at = b.here();
    b.regread(T::Ptr, 1).o(Op::Free, T::Void);
    b.constval(T::I32, 0).ret(1);
    let (kind, pc) = fault_of(&b);
    assert!(matches!(kind, FaultKind::BadFree { .. }), "{kind:?}");
    assert_eq!(pc, at + 4, "the free, not the regread");
}

#[test]
fn alloca_moves_sp_down() {
    let mut b = Builder::new();
    b.func("main", 16, 1, &[], false);
    b.constval(T::U64, 20)
        .o(Op::Alloca, T::Ptr)
        .regassign(T::Ptr, 1);
    b.regread(T::Ptr, 1)
        .constval(T::I32, 5)
        .off(Op::Iassignoff, T::I32, 16);
    b.off(Op::Addroffpoff, T::Ptr, -16)
        .regread(T::Ptr, 1)
        .o(Op::Sub, T::Ptr);
    b.ret(1);
    // The block is rounded up to the frame alignment, keeping %%SP aligned for calls.
    let rounded = maple_isa::abi::align_up(20, maple_isa::abi::FRAME_ALIGN) as i32;
    assert_eq!(run(&b).0, Outcome::Exited(rounded));
}

// ---------------------------------------------------------------- runtime shims

#[test]
fn printf_output_matches_c() {
    let mut b = Builder::new();
    b.external("printf").external("puts").external("putchar");
    b.func("main", 0, 0, &[], false);
    b.conststr("%5.2f|%-4d|%x|%s|%c|%lld|%u|%e|%g\n")
        .f64c(3.14158)
        .constval(T::I32, 42)
        .constval(T::I32, 255)
        .conststr("hi")
        .constval(T::I32, 'Z' as i128)
        .constval(T::I64, -1234567890123)
        .constval(T::I32, -1)
        .f64c(1234.5)
        .f64c(0.0001)
        .call("printf", 10);
    b.conststr("line").call("puts", 1);
    b.constval(T::I32, '!' as i128).call("putchar", 1);
    b.constval(T::I32, 0).ret(1);
    let (outcome, out, _) = run(&b);
    assert_eq!(outcome, Outcome::Exited(0));
    assert_eq!(
        out,
        " 3.14|42  |ff|hi|Z|-1234567890123|4294967295|1.234500e+03|0.0001\nline\n!"
    );
}

#[test]
fn string_and_memory_shims() {
    let mut b = Builder::new();
    for f in [
        "malloc", "memset", "memcpy", "strlen", "strcmp", "memcmp", "free", "abs", "calloc",
        "realloc",
    ] {
        b.external(f);
    }
    b.func("main", 0, 3, &[], false);
    b.constval(T::U64, 32)
        .call("malloc", 1)
        .retval(T::Ptr, 0)
        .regassign(T::Ptr, 1);
    b.regread(T::Ptr, 1)
        .constval(T::I32, 'a' as i128)
        .constval(T::U64, 5)
        .call("memset", 3);
    b.regread(T::Ptr, 1)
        .constval(T::U8, 0)
        .off(Op::Iassignoff, T::U8, 5);
    b.regread(T::Ptr, 1)
        .call("strlen", 1)
        .retval(T::I32, 0)
        .regassign(T::I32, 2); // 5
    b.regread(T::Ptr, 1).conststr("aaaab").call("strcmp", 2);
    b.retval(T::I32, 0)
        .regread(T::I32, 2)
        .o(Op::Add, T::I32)
        .regassign(T::I32, 2); // 5 + ('a'-'b') = 4
    b.constval(T::I32, -40).call("abs", 1);
    b.retval(T::I32, 0)
        .regread(T::I32, 2)
        .o(Op::Add, T::I32)
        .regassign(T::I32, 2); // 44
    b.regread(T::Ptr, 1)
        .constval(T::U64, 64)
        .call("realloc", 2)
        .retval(T::Ptr, 0)
        .regassign(T::Ptr, 1);
    b.regread(T::Ptr, 1)
        .conststr("aaaaa")
        .constval(T::U64, 5)
        .call("memcmp", 3);
    b.retval(T::I32, 0)
        .regread(T::I32, 2)
        .o(Op::Add, T::I32)
        .regassign(T::I32, 2); // 44
    b.regread(T::Ptr, 1).call("free", 1);
    b.regread(T::I32, 2).ret(1);
    let (outcome, _, m) = run(&b);
    assert_eq!(outcome, Outcome::Exited(44));
    assert_eq!(m.runtime().heap.live_blocks(), 0);
}

#[test]
fn exit_ends_the_run_and_output_survives_faults() {
    let mut b = Builder::new();
    b.external("exit").external("puts");
    b.func("main", 0, 0, &[], false);
    b.conststr("bye")
        .call("puts", 1)
        .constval(T::I32, 3)
        .call("exit", 1);
    b.constval(T::I32, 0).ret(1);
    let (outcome, out, _) = run(&b);
    assert_eq!((outcome, out.as_str()), (Outcome::Exited(3), "bye\n"));

    let mut b = Builder::new();
    b.external("puts");
    b.func("main", 0, 0, &[], false);
    b.conststr("before")
        .call("puts", 1)
        .constval(T::Ptr, 0)
        .off(Op::Ireadoff, T::I32, 0)
        .ret(1);
    let (outcome, out, _) = run(&b);
    assert!(matches!(outcome, Outcome::Fault(_)));
    assert_eq!(out, "before\n");
}

#[test]
fn unknown_external_and_unsupported_opcodes_fault() {
    let mut b = Builder::new();
    b.external("fopen");
    b.func("main", 0, 0, &[], false);
    b.call("fopen", 0).constval(T::I32, 0).ret(1);
    let (outcome, _, m) = run(&b);
    assert_eq!(m.unresolved_externals(), vec!["fopen".to_string()]);
    assert!(
        matches!(outcome, Outcome::Fault(f) if f.kind == FaultKind::UnknownExternal("fopen".into()))
    );

    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.constval(T::Ref, 0x1234)
        .o(Op::Throw, T::Void)
        .constval(T::I32, 0)
        .ret(1);
    assert_eq!(
        fault_of(&b).0,
        FaultKind::UncaughtThrow {
            value: 0x1234,
            class: None
        }
    );

    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    // A `javatry` with no handler labels catches nothing.
    b.op(Op::Javatry, T::Void, 0, &[])
        .constval(T::Ref, 7)
        .o(Op::Throw, T::Void)
        .constval(T::I32, 0)
        .ret(1);
    assert_eq!(
        fault_of(&b).0,
        FaultKind::UncaughtThrow {
            value: 7,
            class: None
        }
    );

    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.f64c(1.0).f64c(2.0).o(Op::Add, T::F64);
    b.constval(T::F128, 1)
        .constval(T::F128, 2)
        .o(Op::Add, T::F128)
        .ret(1);
    assert!(matches!(fault_of(&b).0, FaultKind::Unsupported(s) if s.contains("f128")));
}

#[test]
fn asserts_fault() {
    let prog = |op: Op, a: i128, bb: i128| {
        let mut b = Builder::new();
        b.func("main", 0, 0, &[], false);
        b.constval(T::I32, a).constval(T::I32, bb).o(op, T::Void);
        b.constval(T::I32, 0).ret(1);
        b
    };
    assert_eq!(run(&prog(Op::Assertge, 3, 3)).0, Outcome::Exited(0));
    assert!(matches!(
        fault_of(&prog(Op::Assertge, -1, 0)).0,
        FaultKind::AssertFailed { .. }
    ));
    assert_eq!(run(&prog(Op::Assertlt, 2, 3)).0, Outcome::Exited(0));
    assert!(matches!(
        fault_of(&prog(Op::Assertlt, 3, 3)).0,
        FaultKind::AssertFailed { .. }
    ));
}

// ---------------------------------------------------------------- bounds and bad code

#[test]
fn max_instructions_bounds_an_infinite_loop() {
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.label("top").o(Op::Nop, T::Void).br(Op::Goto, "top");
    let (outcome, _, mut m) = run_with(&b, RunConfig::default(), Some(1001));
    assert!(
        matches!(outcome, Outcome::Fault(ref f) if f.kind == FaultKind::MaxInstructions { limit: 1001 })
    );
    assert_eq!(m.instret(), 1001);
    // The bound does not end the program: it resumes.
    m.run(Some(10));
    assert_eq!(m.instret(), 1011);
}

#[test]
fn checkpoints_are_counted() {
    let mut b = Builder::new();
    let name = b.string("region");
    b.func("main", 0, 0, &[], false);
    b.op(Op::Checkpoint, T::Void, 0, &[name])
        .op(Op::Checkpoint, T::Void, 0, &[name]);
    b.o(Op::Membarfull, T::Void).constval(T::I32, 0).ret(1);
    let (outcome, _, m) = run(&b);
    assert_eq!(outcome, Outcome::Exited(0));
    assert_eq!(m.runtime().checkpoint_hits[name as usize], 2);
    assert_eq!(m.hart().last_checkpoint, Some(name));
}

#[test]
fn bad_words_fault_only_when_executed() {
    // A bad word in dead code: the program runs.
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.br(Op::Goto, "ok");
    b.raw(&[0xFF]);
    b.label("ok").constval(T::I32, 5).ret(1);
    let (outcome, _, m) = run(&b);
    assert_eq!(outcome, Outcome::Exited(5));
    assert_eq!(m.code().decode_errors.len(), 1);

    // Reached: a fault at the bad word.
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    let bad = b.here() + 16; // constval ptr (3 words) + igoto
    b.constval(T::Ptr, bad as i128).o(Op::Igoto, T::Void);
    assert_eq!(b.here(), bad);
    b.raw(&[0xFF]).constval(T::I32, 0).ret(1);
    let (kind, pc) = fault_of(&b);
    assert!(matches!(kind, FaultKind::BadInstruction(_)), "{kind:?}");
    assert_eq!(pc, bad);

    // A jump into the middle of an instruction (the constval's extension word).
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    let mid = b.here() + 4;
    b.constval(T::Ptr, mid as i128).o(Op::Igoto, T::Void);
    assert_eq!(fault_of(&b), (FaultKind::BadJump { addr: mid as u64 }, mid));

    // A jump outside .text.
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.constval(T::Ptr, 0x10).o(Op::Igoto, T::Void);
    assert_eq!(fault_of(&b).0, FaultKind::BadJump { addr: 0x10 });
}

// ---------------------------------------------------------------- registers, observers

#[test]
fn special_registers() {
    use maple_isa::SpecialReg;
    let mut b = Builder::new();
    b.func("main", 32, 1, &[], false);
    // FP - SP == frame size (32) at entry.
    b.regread(T::Ptr, SpecialReg::Fp.param())
        .regread(T::Ptr, SpecialReg::Sp.param())
        .o(Op::Sub, T::Ptr)
        .regassign(T::I32, 1);
    // %%retval3 and %%thrownval are plain registers.
    b.constval(T::I32, 7)
        .regassign(T::I32, SpecialReg::RetVal(3).param());
    b.constval(T::I64, 5)
        .regassign(T::I64, SpecialReg::ThrownVal.param());
    b.regread(T::I32, SpecialReg::RetVal(3).param())
        .regread(T::I32, 1)
        .o(Op::Add, T::I32);
    b.regread(T::I32, SpecialReg::ThrownVal.param())
        .o(Op::Add, T::I32);
    // %%GP is the start of .data.
    b.regread(T::Ptr, SpecialReg::Gp.param())
        .off(Op::Addrofgpoff, T::Ptr, 0)
        .o(Op::Sub, T::Ptr);
    b.o(Op::Add, T::I32).ret(1);
    let (outcome, _, m) = run(&b);
    assert_eq!(outcome, Outcome::Exited(32 + 7 + 5));
    assert_eq!(m.hart().gp, m.program().gp as u64);
}

#[test]
fn icall_of_an_external_function() {
    let mut b = Builder::new();
    b.external("putchar");
    b.func("main", 0, 0, &[], false);
    b.addroffunc(T::Ptr, "putchar")
        .constval(T::I32, 'k' as i128)
        .op(Op::Icall, T::Void, 2, &[]);
    b.retval(T::I32, 0).ret(1);
    let (outcome, out, _) = run(&b);
    assert_eq!((outcome, out.as_str()), (Outcome::Exited('k' as i32), "k"));
}

#[test]
fn observers_see_memory_branches_calls_and_returns() {
    use maple_sim::exec::{Access, Observer};
    #[derive(Default)]
    struct Log {
        loads: u32,
        stores: u32,
        taken: u32,
        not_taken: u32,
        calls: u32,
        rets: u32,
    }
    impl Observer for Log {
        fn mem(&mut self, _addr: u64, _size: u32, kind: Access) {
            match kind {
                Access::Load => self.loads += 1,
                Access::Store | Access::Atomic => self.stores += 1,
            }
        }
        fn branch(&mut self, taken: bool, _target: u32) {
            if taken {
                self.taken += 1
            } else {
                self.not_taken += 1
            }
        }
        fn call(&mut self, _func: u32, _external: bool) {
            self.calls += 1
        }
        fn ret(&mut self, _to: u32) {
            self.rets += 1
        }
    }
    let mut m = maple_sim::Machine::new(fib_program(5).build(), RunConfig::default()).unwrap();
    let mut log = Log::default();
    let outcome = m.run_observed(&mut log, 1_000_000);
    assert_eq!(outcome, Some(Outcome::Exited(5)));
    // fib(5) makes 15 calls of fib; main's call is the 16th; every call returns, as does main.
    assert_eq!(log.calls, 15);
    assert_eq!(log.rets, 16);
    // Each call stores the linkage (2 stores) and each return loads it (2 loads).
    assert_eq!(log.stores, 2 * 15);
    assert_eq!(log.loads, 2 * 16);
    // One brfalse per fib call: taken (recursing) for n >= 2.
    assert_eq!(log.taken + log.not_taken, 15);
    assert_eq!(log.taken, 7);
}

#[test]
fn static_branches_to_non_instructions_fault_at_the_branch() {
    // goto +8 from a goto followed by a 3-word constval lands inside the constval.
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    let at = b.here();
    b.op(Op::Goto, T::Void, 0, &[12]);
    b.constval(T::I64, 1).ret(1);
    let (kind, pc) = fault_of(&b);
    assert!(
        matches!(kind, FaultKind::BadInstruction(ref why) if why.contains("goto")),
        "{kind:?}"
    );
    assert_eq!(pc, at);

    // A conditional branch with a bad target is rejected as a whole instruction.
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.constval(T::I32, 0)
        .op(Op::Brtrue, T::Void, 0, &[0x1000_0000]);
    b.constval(T::I32, 9).ret(1);
    // It faults when reached, taken or not: the predecoder turned it into a trap entry.
    assert!(matches!(fault_of(&b).0, FaultKind::BadInstruction(_)));
}

#[test]
fn a_debugger_can_step_and_poke_without_panics() {
    let mut m = maple_sim::Machine::new(fib_program(3).build(), RunConfig::default()).unwrap();
    let entry = m.pc();
    assert_eq!(m.step(), None);
    assert_eq!(m.instret(), 1);
    assert_eq!(m.hart().operand_stack().len(), 1, "main's constval pushed");
    assert!(m.pc() > entry);
    // An impossible PC set by hand is a fault, not a crash.
    m.hart_mut().pc = u32::MAX - 1;
    assert!(
        matches!(m.step(), Some(Outcome::Fault(f)) if matches!(f.kind, FaultKind::BadJump { .. }))
    );
    assert_eq!(m.instret(), 1);
}

#[test]
fn aggregates_by_value_are_copied_into_the_callee_frame() {
    use maple_sim::Home;
    let agg = maple_sim::Formal {
        ty: T::Agg,
        home: Home::FrameCopy {
            offset: -24,
            size: 20,
        },
    };
    let mut b = Builder::new();
    let g = b.data(&[1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0, 5, 0, 0, 0]);
    // sum5(struct {int a[5]} s): s.a[0] + ... + s.a[4], after clobbering the copy.
    b.func("sum5", 32, 0, &[agg], false);
    b.constval(T::I32, 100).off(Op::Iassignfpoff, T::I32, -24);
    for k in 0..5 {
        b.off(Op::Ireadfpoff, T::I32, -24 + 4 * k);
    }
    for _ in 0..4 {
        b.o(Op::Add, T::I32);
    }
    b.ret(1);
    b.func("main", 0, 0, &[], false);
    b.off(Op::Addrofgpoff, T::Ptr, g).call("sum5", 1);
    b.retval(T::I32, 0)
        .off(Op::Ireadgpoff, T::I32, g)
        .o(Op::Add, T::I32)
        .ret(1);
    // 100 + 2 + 3 + 4 + 5 in the callee; the caller's a[0] is still 1.
    assert_eq!(run(&b).0, Outcome::Exited(115));

    let mut b = Builder::new();
    b.func("f", 16, 0, &[frame(T::Agg, -8)], false);
    b.ret(0);
    b.func("main", 0, 0, &[], false);
    b.constval(T::Ptr, 0x1_0000)
        .call("f", 1)
        .constval(T::I32, 0)
        .ret(1);
    assert!(matches!(fault_of(&b).0, FaultKind::Unsupported(s) if s.contains("FrameCopy")));
}

#[test]
fn c_intrinsics() {
    let mut b = Builder::new();
    let popcount = b.string("C_popcount32");
    let clz = b.string("C_clz64");
    let strlen = b.string("C_strlen");
    let memset = b.string("C_memset");
    let g = b.data(&[0; 16]);
    b.func("main", 0, 0, &[], false);
    b.constval(T::U32, 0xff00_ff01)
        .op(Op::Intrinsicop, T::I32, 1, &[popcount]); // 17
    b.constval(T::U64, 1).op(Op::Intrinsicop, T::I32, 1, &[clz]); // 63
    b.o(Op::Add, T::I32);
    b.off(Op::Addrofgpoff, T::Ptr, g)
        .constval(T::I32, 'x' as i128)
        .constval(T::U64, 5);
    b.op(Op::Intrinsiccall, T::Void, 3, &[memset]);
    b.off(Op::Addrofgpoff, T::Ptr, g)
        .op(Op::Intrinsicop, T::U64, 1, &[strlen]); // 5
    b.typed(Op::Cvt, T::I32, T::U64).o(Op::Add, T::I32);
    b.ret(1);
    assert_eq!(run(&b).0, Outcome::Exited(17 + 63 + 5));

    let mut b = Builder::new();
    let unknown2 = b.string("C_no_such_thing");
    b.func("main", 0, 0, &[], false);
    b.op(Op::Intrinsiccall, T::Void, 0, &[unknown2])
        .constval(T::I32, 0)
        .ret(1);
    assert!(matches!(fault_of(&b).0, FaultKind::Unsupported(s) if s.contains("C_no_such_thing")));
}

#[test]
fn gcmalloc_and_stackmalloc_use_type_descriptors() {
    use maple_sim::TypeDesc;
    let mut b = Builder::new();
    b.func("main", 0, 2, &[], false);
    b.op(Op::Gcmalloc, T::Ref, 0, &[1]).regassign(T::Ref, 1);
    b.regread(T::Ref, 1).off(Op::Ireadoff, T::I64, 16); // zeroed
    b.op(Op::Stackmalloc, T::Ptr, 0, &[0]).regassign(T::Ptr, 2);
    b.regread(T::Ptr, 2)
        .constval(T::I32, 9)
        .off(Op::Iassignoff, T::I32, 0);
    b.regread(T::Ptr, 2)
        .off(Op::Ireadoff, T::I32, 0)
        .typed(Op::Cvt, T::I64, T::I32);
    b.o(Op::Add, T::I64);
    // The stack object is 16-aligned and below the frame.
    b.regread(T::Ptr, 2)
        .constval(T::Ptr, 15)
        .o(Op::Band, T::Ptr)
        .typed(Op::Cvt, T::I64, T::Ptr);
    b.o(Op::Add, T::I64).ret(1);
    let program = b.build();
    let types = vec![
        TypeDesc {
            size: 12,
            align: 8,
            elem_size: 0,
        },
        TypeDesc {
            size: 24,
            align: 8,
            elem_size: 0,
        },
    ];
    let mut m = maple_sim::Machine::new(program.clone(), RunConfig::default())
        .unwrap()
        .with_types(types);
    assert_eq!(m.run(None), Outcome::Exited(9));
    assert_eq!(
        m.runtime().heap.live_blocks(),
        1,
        "no collector: the object stays"
    );
    // Without descriptors: a fault that says what is missing.
    let mut m = maple_sim::Machine::new(program, RunConfig::default()).unwrap();
    assert!(
        matches!(m.run(None), Outcome::Fault(f) if matches!(&f.kind, FaultKind::Unsupported(s) if s.contains("type #1")))
    );
}

#[test]
fn a_call_that_faults_passing_arguments_leaves_the_caller_frame() {
    use maple_sim::Home;
    let agg = maple_sim::Formal {
        ty: T::Agg,
        home: Home::FrameCopy {
            offset: -16,
            size: 16,
        },
    };
    let mut b = Builder::new();
    b.func("f", 16, 0, &[agg], false);
    b.ret(0);
    b.func("main", 0, 0, &[], false);
    b.constval(T::Ptr, 0)
        .call("f", 1)
        .constval(T::I32, 0)
        .ret(1);
    match run(&b).0 {
        Outcome::Fault(f) => {
            assert!(matches!(f.kind, FaultKind::NullAccess { .. }));
            assert_eq!(f.function.as_deref(), Some("main"));
            assert!(f.backtrace.is_empty(), "{:?}", f.backtrace);
        }
        other => panic!("{other:?}"),
    }
}

/// The corpus's try/catch/finally program, by hand: `attempt(v)` calls `check(v)`, which
/// throws `v` when negative.
fn try_program() -> Builder {
    let mut b = Builder::new();
    b.external("printf");
    b.func("check", 16, 0, &[frame(T::I32, -4)], false);
    b.off(Op::Ireadfpoff, T::I32, -4)
        .constval(T::I32, 0)
        .typed(Op::Lt, T::I32, T::I32);
    b.br(Op::Brfalse, "fine");
    b.off(Op::Ireadfpoff, T::I32, -4).o(Op::Throw, T::Void);
    b.label("fine");
    b.conststr("  %d is fine\n")
        .off(Op::Ireadfpoff, T::I32, -4)
        .call("printf", 2)
        .ret(0);
    b.func("attempt", 16, 0, &[frame(T::I32, -4)], false);
    b.conststr("attempt %d\n")
        .off(Op::Ireadfpoff, T::I32, -4)
        .call("printf", 2);
    b.jstry(Some("catch"), Some("fin"));
    b.off(Op::Ireadfpoff, T::I32, -4).call("check", 1);
    b.conststr("  try block done\n").call("printf", 1);
    b.br(Op::Gosub, "fin").br(Op::Goto, "end");
    b.label("catch").o(Op::Jscatch, T::Void);
    b.conststr("  caught %d\n")
        .regread(T::I32, maple_isa::SpecialReg::ThrownVal.param());
    b.call("printf", 2).br(Op::Gosub, "fin").br(Op::Goto, "end");
    b.label("fin").o(Op::Finally, T::Void);
    b.conststr("  finally\n")
        .call("printf", 1)
        .o(Op::Retsub, T::Void);
    b.label("end").o(Op::Endtry, T::Void);
    b.conststr("  after endtry\n").call("printf", 1).ret(0);
    b
}

#[test]
fn jstry_catch_finally_and_unwinding() {
    let mut b = try_program();
    b.func("main", 0, 0, &[], false);
    b.constval(T::I32, 5).call("attempt", 1);
    b.constval(T::I32, -9).call("attempt", 1);
    // main's frame is empty: after the unwinding, SP == FP again.
    b.regread(T::Ptr, maple_isa::SpecialReg::Sp.param())
        .regread(T::Ptr, maple_isa::SpecialReg::Fp.param());
    b.typed(Op::Eq, T::I32, T::Ptr).ret(1);
    let (outcome, out, m) = run(&b);
    assert_eq!(
        out,
        "attempt 5\n  5 is fine\n  try block done\n  finally\n  after endtry\n\
         attempt -9\n  caught -9\n  finally\n  after endtry\n"
    );
    assert_eq!(
        outcome,
        Outcome::Exited(1),
        "SP and FP restored by the unwinding"
    );
    assert!(m.hart().handlers.is_empty() && m.hart().gosubs.is_empty());

    // A throw outside every region is uncaught; a region with only a finally block runs it
    // on the way out, then the throw goes on.
    let mut b = Builder::new();
    b.external("puts");
    b.func("main", 0, 0, &[], false);
    b.jstry(None, Some("fin"));
    b.constval(T::I32, 3).o(Op::Throw, T::Void);
    b.label("fin")
        .o(Op::Finally, T::Void)
        .conststr("cleanup")
        .call("puts", 1);
    b.o(Op::Retsub, T::Void);
    let (outcome, out, _) = run(&b);
    assert_eq!(out, "cleanup\n");
    assert!(
        matches!(outcome, Outcome::Fault(f) if f.kind == FaultKind::UncaughtThrow { value: 3, class: None })
    );
}

// ---------------------------------------------------------------- threads

#[test]
fn threads_with_atomics_join_and_self() {
    let mut b = Builder::new();
    for f in [
        "pthread_create",
        "pthread_join",
        "pthread_self",
        "__atomic_fetch_add_4",
        "__atomic_load_4",
    ] {
        b.external(f);
    }
    let counter = b.data(&[0; 8]);
    let tids = b.data(&[0; 32]);
    // worker(arg): 1000 atomic increments, returns arg * 2 + (its pthread_self != 1).
    b.func("worker", 0, 2, &[preg(T::Ptr, 1)], false);
    b.constval(T::I32, 0).regassign(T::I32, 2);
    b.label("loop");
    b.off(Op::Addrofgpoff, T::Ptr, counter)
        .constval(T::U32, 1)
        .constval(T::I32, 5);
    b.call("__atomic_fetch_add_4", 3);
    b.regread(T::I32, 2)
        .constval(T::I32, 1)
        .o(Op::Add, T::I32)
        .regassign(T::I32, 2);
    b.regread(T::I32, 2)
        .constval(T::I32, 1000)
        .typed(Op::Lt, T::I32, T::I32);
    b.br(Op::Brtrue, "loop");
    b.call("pthread_self", 0)
        .retval(T::U64, 0)
        .constval(T::U64, 1)
        .typed(Op::Ne, T::I64, T::U64);
    b.regread(T::Ptr, 1)
        .constval(T::Ptr, 2)
        .o(Op::Mul, T::Ptr)
        .o(Op::Add, T::Ptr)
        .ret(1);
    // main: 4 workers with args 10..13, join them summing results, then read the counter.
    b.func("main", 16, 2, &[], false);
    b.constval(T::I32, 0).regassign(T::I32, 1);
    b.label("spawn");
    b.off(Op::Addrofgpoff, T::Ptr, tids)
        .regread(T::I32, 1)
        .op(Op::Array, T::Ptr, 1, &[8, 4]);
    b.constval(T::Ptr, 0).addroffunc(T::A64, "worker");
    b.regread(T::I32, 1)
        .constval(T::I32, 10)
        .o(Op::Add, T::I32)
        .typed(Op::Cvt, T::Ptr, T::I32);
    b.call("pthread_create", 4);
    b.regread(T::I32, 1)
        .constval(T::I32, 1)
        .o(Op::Add, T::I32)
        .regassign(T::I32, 1);
    b.regread(T::I32, 1)
        .constval(T::I32, 4)
        .typed(Op::Lt, T::I32, T::I32)
        .br(Op::Brtrue, "spawn");
    b.constval(T::I64, 0).regassign(T::I64, 2);
    b.constval(T::I32, 0).regassign(T::I32, 1);
    b.label("join");
    b.off(Op::Addrofgpoff, T::Ptr, tids)
        .regread(T::I32, 1)
        .op(Op::Array, T::Ptr, 1, &[8, 4]);
    b.off(Op::Ireadoff, T::U64, 0)
        .off(Op::Addroffpoff, T::Ptr, -8)
        .call("pthread_join", 2);
    b.regread(T::I64, 2)
        .off(Op::Ireadfpoff, T::I64, -8)
        .o(Op::Add, T::I64)
        .regassign(T::I64, 2);
    b.regread(T::I32, 1)
        .constval(T::I32, 1)
        .o(Op::Add, T::I32)
        .regassign(T::I32, 1);
    b.regread(T::I32, 1)
        .constval(T::I32, 4)
        .typed(Op::Lt, T::I32, T::I32)
        .br(Op::Brtrue, "join");
    b.off(Op::Addrofgpoff, T::Ptr, counter)
        .constval(T::I32, 5)
        .call("__atomic_load_4", 2);
    b.retval(T::I64, 0)
        .constval(T::I64, 1000)
        .o(Op::Mul, T::I64);
    b.regread(T::I64, 2).o(Op::Add, T::I64).ret(1);
    let (outcome, _, m) = run(&b);
    // 4000 increments; results (10..13) * 2 + 1 each = 92 + 4.
    assert_eq!(outcome, Outcome::Exited(4000 * 1000 + 96));
    assert_eq!(m.harts().count(), 5);
    assert!(m
        .harts()
        .skip(1)
        .all(|(_, s)| matches!(s, maple_sim::HartState::Finished(_))));
}

#[test]
fn joining_each_other_is_a_deadlock() {
    let b = mutual_join();
    let FaultKind::Deadlock { waits } = fault_of(&b).0 else {
        panic!("not a deadlock");
    };
    assert!(
        waits.iter().any(|w| w.ends_with("joins thread 1")),
        "{waits:?}"
    );
}

#[test]
fn a_throw_from_a_catch_block_runs_the_finally_first() {
    let mut b = Builder::new();
    b.external("puts");
    b.func("work", 0, 0, &[], false);
    b.jstry(Some("catch"), Some("fin"));
    b.constval(T::I32, 1).o(Op::Throw, T::Void);
    b.label("catch").o(Op::Jscatch, T::Void);
    b.conststr("catch").call("puts", 1);
    b.constval(T::I32, 2).o(Op::Throw, T::Void);
    b.label("fin").o(Op::Finally, T::Void);
    b.conststr("finally").call("puts", 1).o(Op::Retsub, T::Void);
    b.func("main", 0, 0, &[], false);
    b.jstry(Some("outer"), None)
        .call("work", 0)
        .constval(T::I32, 9)
        .ret(1);
    b.label("outer").o(Op::Jscatch, T::Void);
    b.conststr("outer").call("puts", 1);
    b.o(Op::Endtry, T::Void);
    b.regread(T::I32, maple_isa::SpecialReg::ThrownVal.param())
        .ret(1);
    let (outcome, out, _) = run(&b);
    assert_eq!(out, "catch\nfinally\nouter\n");
    assert_eq!(outcome, Outcome::Exited(2));
}

#[test]
fn cleanuptry_leaves_the_region() {
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.jstry(Some("catch"), None);
    b.o(Op::Cleanuptry, T::Void).br(Op::Goto, "out");
    b.label("catch")
        .o(Op::Jscatch, T::Void)
        .constval(T::I32, 1)
        .ret(1);
    b.label("out").constval(T::I32, 5).o(Op::Throw, T::Void);
    b.constval(T::I32, 0).ret(1);
    assert_eq!(
        fault_of(&b).0,
        FaultKind::UncaughtThrow {
            value: 5,
            class: None
        }
    );
}

#[test]
fn monitors_are_recursive_and_exclusive() {
    let mut b = Builder::new();
    b.external("pthread_create").external("pthread_join");
    let lock = b.data(&[0; 16]);
    let total = b.data(&[0; 8]);
    // work(): 300 times { enter; enter; t = total; (a long pause); total = t + 1; exit; exit }
    b.func("work", 0, 3, &[preg(T::Ptr, 1)], false);
    b.constval(T::I32, 0).regassign(T::I32, 2);
    b.label("loop");
    b.off(Op::Addrofgpoff, T::Ptr, lock)
        .o(Op::Syncenter, T::Void);
    b.off(Op::Addrofgpoff, T::Ptr, lock)
        .o(Op::Syncenter, T::Void);
    b.off(Op::Ireadgpoff, T::I64, total).regassign(T::I64, 3);
    for _ in 0..50 {
        b.o(Op::Nop, T::Void);
    }
    b.regread(T::I64, 3)
        .constval(T::I64, 1)
        .o(Op::Add, T::I64)
        .off(Op::Iassigngpoff, T::I64, total);
    b.off(Op::Addrofgpoff, T::Ptr, lock)
        .o(Op::Syncexit, T::Void);
    b.off(Op::Addrofgpoff, T::Ptr, lock)
        .o(Op::Syncexit, T::Void);
    b.regread(T::I32, 2)
        .constval(T::I32, 1)
        .o(Op::Add, T::I32)
        .regassign(T::I32, 2);
    b.regread(T::I32, 2)
        .constval(T::I32, 300)
        .typed(Op::Lt, T::I32, T::I32)
        .br(Op::Brtrue, "loop");
    b.constval(T::Ptr, 0).ret(1);
    b.func("main", 32, 0, &[], false);
    for k in 0..3 {
        b.off(Op::Addroffpoff, T::Ptr, -8 * (k + 1))
            .constval(T::Ptr, 0)
            .addroffunc(T::A64, "work");
        b.constval(T::Ptr, 0).call("pthread_create", 4);
    }
    b.constval(T::Ptr, 0).call("work", 1);
    for k in 0..3 {
        b.off(Op::Ireadfpoff, T::U64, -8 * (k + 1))
            .constval(T::Ptr, 0)
            .call("pthread_join", 2);
    }
    b.off(Op::Ireadgpoff, T::I32, total).ret(1);
    assert_eq!(run(&b).0, Outcome::Exited(1200));

    let mut b = Builder::new();
    b.func("main", 16, 0, &[], false);
    b.off(Op::Addroffpoff, T::Ptr, -8)
        .o(Op::Syncexit, T::Void)
        .constval(T::I32, 0)
        .ret(1);
    assert!(matches!(fault_of(&b).0, FaultKind::NotMonitorOwner { .. }));
}

#[test]
fn load_errors_are_values() {
    use maple_sim::{LoadError, Machine, Segment};
    let mut b = Builder::new();
    b.external("puts");
    b.func("main", 0, 0, &[], false);
    b.constval(T::I32, 0).ret(1);
    let mut program = b.build();
    program.segments.push(Segment {
        name: ".evil".into(),
        addr: 0x100,
        bytes: vec![1, 2, 3],
        size: 3,
        writable: true,
    });
    assert!(matches!(
        Machine::new(program, RunConfig::default()),
        Err(LoadError::BadSegment { ref name, .. }) if name == ".evil"
    ));
    let mut program = b.build();
    program.entry = program.functions.iter().position(|f| f.external).unwrap();
    assert!(matches!(
        Machine::new(program, RunConfig::default()),
        Err(LoadError::BadEntry(_))
    ));
}

#[test]
fn a_return_from_a_subroutine_abandons_it() {
    // main's subroutine calls f, which returns from inside a subroutine of its own: f's
    // pending `gosub` ends with its frame, so main's `retsub` returns into main (found by
    // the `exec_threads` fuzz target: it used to return into f's code, in main's frame).
    let mut b = Builder::new();
    b.func("main", 0, 0, &[], false);
    b.br(Op::Gosub, "s1");
    b.constval(T::I32, 7).ret(1);
    b.label("s1").call("f", 0).o(Op::Retsub, T::Void);
    b.func("f", 0, 0, &[], false);
    b.br(Op::Gosub, "t");
    b.constval(T::I32, 99).ret(1);
    b.label("t").ret(0);
    let (outcome, _, m) = run(&b);
    assert_eq!(outcome, Outcome::Exited(7));
    assert!(m.hart().gosubs.is_empty());
}

#[test]
fn barriers_that_order_loads_apply_the_pending_invalidations() {
    // Hart 0's core holds an invalidation of x's line (weak, several cores): x reads as its
    // old 5 while memory has 9, until a barrier that orders later loads; membarstorestore
    // and membarrelease do not, membaracquire does (each load is one decimal digit).
    let mut b = Builder::new();
    let g = b.data(&9u32.to_le_bytes());
    b.func("main", 0, 0, &[], false);
    b.off(Op::Ireadgpoff, T::U32, g);
    for barrier in [Op::Membarstorestore, Op::Membarrelease, Op::Membaracquire] {
        b.o(barrier, T::Void)
            .constval(T::U32, 10)
            .o(Op::Mul, T::U32)
            .off(Op::Ireadgpoff, T::U32, g)
            .o(Op::Add, T::U32);
    }
    b.ret(1);
    let mut m = maple_sim::Machine::new(b.build(), maple_sim::RunConfig::default()).expect("loads");
    let x = m.hart().gp + g as u64;
    let base = x & !63;
    let mut old = [0u8; 64];
    m.peek_bytes(base, &mut old);
    let at = (x - base) as usize;
    old[at..at + 4].copy_from_slice(&5u32.to_le_bytes());
    m.queue_invalidation(0, base, &old, u64::MAX);
    assert_eq!(m.run(Some(1000)), Outcome::Exited(5559));
    assert!(m.hart().stale.is_empty());
}

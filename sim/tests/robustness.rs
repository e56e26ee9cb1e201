//! The simulator never panics: every executable opcode over every admitted type, and random
//! text, run to an outcome.

mod common;
use common::*;
use maple_isa::{Format, Pops, TypeSet, OPCODES};
use maple_sim::builder::Builder;
use maple_sim::{Machine, Outcome, Program, RunConfig};
use proptest::prelude::*;

/// A param and extension words that encode for `format` (branches target themselves).
fn operands(format: Format, from: TypeSet) -> (u16, Vec<u32>) {
    match format {
        Format::Reg => (1, vec![]),
        Format::Bits => (1 << 8, vec![]),
        Format::BitSize => (1, vec![]),
        Format::FromType => (from.iter().next().map_or(0, |t| t as u16), vec![]),
        Format::Offset | Format::Target | Format::Address | Format::Index => (0, vec![0]),
        Format::CallAddr | Format::CallIndex => (0, vec![0]),
        Format::CallIndexType | Format::TwoTargets => (0, vec![0, 0]),
        Format::Block => (8, vec![0, 16]),
        Format::Array => (1 | 1 << 8, vec![4, 10]),
        Format::RangeTable => (1, vec![0, 0]),
        _ => (0, vec![]),
    }
}

#[test]
fn every_executable_opcode_over_every_admitted_type_reaches_an_outcome() {
    let mut runs = 0;
    for info in OPCODES.iter().filter(|i| i.is_executable()) {
        for ty in info.types.iter() {
            let (param, mut ext) = operands(info.format, info.from_types);
            if info.format == Format::Const {
                ext = vec![0; maple_isa::const_words(ty)];
            }
            let mut b = Builder::new();
            b.external("printf");
            b.func("main", 32, 2, &[], false);
            let operand_ty = if TypeSet::VALUE.contains(ty) {
                ty
            } else {
                T::I64
            };
            let pops = match info.pops {
                Pops::Fixed(n) => n as usize,
                Pops::Param(n) => n as usize + param as usize,
                Pops::ParamLow(n) => n as usize + (param & 0xff) as usize,
            };
            for _ in 0..pops {
                b.constval(operand_ty, 1);
            }
            b.op(info.opcode, ty, param, &ext);
            b.constval(T::I32, 0).ret(1);
            let config = RunConfig {
                stack_size: 0x4000,
                ..RunConfig::default()
            };
            let mut m = Machine::new(b.build(), config)
                .unwrap()
                .with_output(Box::new(maple_sim::Capture::new()));
            let _ = m.run(Some(1000));
            runs += 1;
        }
    }
    assert!(runs > 500, "{runs}");
}

#[test]
fn executable_opcodes_are_implemented_or_say_unsupported() {
    // Spot checks of the split: these run, these fault naming themselves.
    let outcome = |op: Op| {
        let mut b = Builder::new();
        b.func("main", 0, 0, &[], false);
        b.constval(T::Ref, 0x2_0000).o(op, T::Void);
        b.constval(T::I32, 0).ret(1);
        run(&b).0
    };
    // Reference counting of an address that is no managed object faults naming the opcode.
    for op in [Op::Incref, Op::Decref] {
        match outcome(op) {
            Outcome::Fault(f) => assert!(
                matches!(
                    f.kind,
                    maple_sim::FaultKind::BadObject { addr: 0x2_0000, op: name, freed: false }
                        if name == op.to_string()
                ),
                "{op}: {:?}",
                f.kind
            ),
            other => panic!("{op}: {other:?}"),
        }
    }
    assert_eq!(outcome(Op::Eval), Outcome::Exited(0));
    assert_eq!(outcome(Op::Assertnonnull), Outcome::Exited(0));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Random words as `.text`: decoding and running them ends in an outcome, never a panic.
    #[test]
    fn random_text_never_panics(words in proptest::collection::vec(any::<u32>(), 1..64), npregs in 0u16..4) {
        let mut b = Builder::new();
        b.func("main", 16, npregs, &[], false);
        b.raw(&words);
        let program: Program = b.build();
        let config = RunConfig { stack_size: 0x4000, ..RunConfig::default() };
        let mut m = Machine::new(program, config).unwrap().with_output(Box::new(maple_sim::Capture::new()));
        let _ = m.run(Some(10_000));
    }

    /// Random words made of valid opcodes with small params: deeper coverage of the semantics.
    #[test]
    fn random_valid_opcodes_never_panic(ops in proptest::collection::vec((0usize..OPCODES.len(), any::<u8>(), 0u16..4, any::<u32>()), 1..40)) {
        let mut b = Builder::new();
        b.func("main", 16, 3, &[], false);
        for (i, ty, param, ext) in ops {
            let info = &OPCODES[i];
            let Some(n) = info.format.ext_words(maple_isa::PrimType::I32, param) else { continue };
            let mut words = vec![(info.opcode.number() as u32) | (ty as u32 % 52) << 8 | (param as u32) << 16];
            words.extend(std::iter::repeat_n(ext, n.min(8)));
            b.raw(&words);
        }
        let config = RunConfig { stack_size: 0x4000, ..RunConfig::default() };
        let mut m = Machine::new(b.build(), config).unwrap().with_output(Box::new(maple_sim::Capture::new()));
        let _ = m.run(Some(10_000));
    }
}

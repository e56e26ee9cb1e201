//! Whole programs: the functions' signatures, structured programs (every function's
//! statements from `stmt.rs`, over `.data` with a few input bytes), raw programs of
//! arbitrary words, and the class and type tables the Java statements rely on.
//!
//! The order of the draws from the input is part of what an input means: reordering them
//! changes the program every stored input (`fuzz/seeds/exec`, corpora, reproducers) generates.

use crate::generator::{Func, Gen, DATA_BYTES, EXTERNALS, HEAP_SLOTS, STRINGS};
use arbitrary::Unstructured;
use maple_isa::{PrimType as T, OPCODES};
use maple_sim::builder::Builder;
use maple_sim::{ClassDesc, Formal, Home, Program, TypeDesc};
use std::collections::HashMap;

/// The function signatures: `f0` is `main`.
pub(crate) fn signatures(u: &mut Unstructured<'_>, nfuncs: usize) -> Vec<Func> {
    let mut int = |lo: u32, hi: u32| u.int_in_range(lo..=hi).unwrap_or(lo);
    (0..nfuncs)
        .map(|i| {
            let frame_size = 64 * int(0, 3);
            let user_pregs = int(0, 6) as u16;
            let nformals = if i == 0 { 0 } else { int(0, 3) };
            let mut formals = Vec::new();
            for k in 0..nformals {
                let ty = [T::I32, T::I64, T::U8, T::F64, T::Ptr, T::F32][int(0, 5) as usize];
                let home = if user_pregs as u32 > k && int(0, 2) > 0 {
                    Home::Preg(k as u16 + 1)
                } else if frame_size > 0 {
                    Home::Frame(-8 * (k as i32 + 1))
                } else {
                    Home::Preg(user_pregs + 1) // the first loop counter: clobbered later
                };
                formals.push(Formal { ty, home });
            }
            if i > 0 && frame_size > 0 && int(0, 4) == 0 {
                // An aggregate passed by value, copied into the bottom of the frame.
                let size = int(1, 40);
                formals.push(Formal {
                    ty: T::Agg,
                    home: Home::FrameCopy {
                        offset: -(frame_size as i32),
                        size,
                    },
                });
            }
            let ret = if i == 0 {
                T::I32
            } else {
                [T::Void, T::I32, T::I64, T::F64, T::Ptr, T::U8][int(0, 5) as usize]
            };
            Func {
                name: if i == 0 {
                    "main".into()
                } else {
                    format!("f{i}")
                },
                frame_size,
                user_pregs,
                formals,
                varargs: i > 0 && int(0, 3) == 0,
                ret,
                nstmts: if i == 0 { int(2, 40) } else { int(1, 20) },
            }
        })
        .collect()
}

/// Structured programs: a few functions of statements over the ISA.
pub(crate) fn structured(u: &mut Unstructured<'_>, raw_rate: u32) -> Program {
    let nfuncs = u.int_in_range(1..=4).unwrap_or(1);
    let funcs = signatures(u, nfuncs);
    let mut b = Builder::new();
    for e in EXTERNALS {
        b.external(e);
    }
    let strings = STRINGS.iter().map(|s| b.string(s)).collect();
    // `.data`: a few bytes from the input, the rest a fixed pattern (small numbers, some
    // zeros), so that the input goes to the program rather than to its data.
    let mut data: Vec<u8> = (0..DATA_BYTES).map(|i| (i * 7 % 13) as u8).collect();
    let n = u.int_in_range(0..=16).unwrap_or(0);
    for byte in data.iter_mut().take(n) {
        *byte = u.arbitrary().unwrap_or(0);
    }
    // The heap statements' pointers start null (`free(NULL)` does nothing).
    data[HEAP_SLOTS as usize..HEAP_SLOTS as usize + 32].fill(0);
    b.data(&data);
    let mut g = Gen {
        u,
        b,
        funcs,
        cur: 0,
        next_label: 0,
        label_addrs: HashMap::new(),
        budget: 300,
        loop_depth: 0,
        raw_rate,
        strings,
        scratch: Vec::new(),
        sharing: Default::default(),
        private: None,
        wild: true,
    };
    for f in 0..nfuncs {
        g.function(f);
    }
    g.b.build()
}

/// Raw programs: `main` (and maybe a second function) of arbitrary words.
pub(crate) fn raw(u: &mut Unstructured<'_>) -> Program {
    let mut b = Builder::new();
    for e in EXTERNALS {
        b.external(e);
    }
    for s in STRINGS {
        b.string(s);
    }
    b.data(&[1, 2, 3, 4, 5, 6, 7, 8]);
    let nfuncs = u.int_in_range(1..=2).unwrap_or(1);
    for f in 0..nfuncs {
        let name = if f == 0 {
            "main".to_string()
        } else {
            format!("f{f}")
        };
        let frame = 64 * u.int_in_range(0..=2).unwrap_or(0);
        let npregs = u.int_in_range(0..=4).unwrap_or(0);
        b.func(&name, frame, npregs, &[], f > 0);
        let n = u.int_in_range(0..=64).unwrap_or(0);
        for _ in 0..n {
            let w: u32 = u.arbitrary().unwrap_or(0);
            // Half the time keep the opcode byte in the table's range.
            let w = if w & 0x8000_0000 != 0 {
                let op = (w & 0xff) % OPCODES.len() as u32 + 1;
                let ty = ((w >> 8) & 0xff) % T::ALL.len() as u32;
                op | ty << 8 | (w & 0x7fff_0000) >> 4
            } else {
                w
            };
            b.raw(&[w]);
        }
    }
    b.build()
}

/// Classes A (type 0) and B extends A (type 2), whose method `m` (`STRINGS[METHOD]`) are f1
/// and f2, and the type table `type_index` draws from (indices 0..=2 exist).
pub(crate) fn classes(program: &mut Program) {
    let entry = |name: &str| {
        program
            .functions
            .iter()
            .find(|f| f.name == name)
            .map_or(0, |f| f.entry)
    };
    let (m1, m2) = (entry("f1"), entry("f2"));
    program.classes = vec![
        ClassDesc {
            name: "A".into(),
            methods: vec![("A_7Cm_7C_28_29V".into(), m1)],
            type_index: Some(0),
            ..ClassDesc::default()
        },
        ClassDesc {
            name: "B".into(),
            parents: vec!["A".into()],
            methods: vec![("B_7Cm_7C_28_29V".into(), m2)],
            type_index: Some(2),
            ..ClassDesc::default()
        },
    ];
    program.type_names = vec!["A".into(), "i32".into(), "B".into()];
    program.types = vec![
        TypeDesc {
            size: 16,
            align: 8,
            elem_size: 0,
        },
        TypeDesc {
            size: 4,
            align: 4,
            elem_size: 4,
        },
        TypeDesc {
            size: 100,
            align: 64,
            elem_size: 8,
        },
    ];
}

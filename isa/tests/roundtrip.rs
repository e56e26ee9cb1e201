//! Encode/decode round trips over the whole opcode table, exhaustive for single-word forms and
//! property-based for forms with extension words; and the decoder's refusals.

use maple_isa::{
    const_words, decode, decode_all, encode, DecodeError, Format, Opcode, ParamProblem, PrimType,
    SpecialReg, OPCODES, WORD_BYTES,
};
use proptest::prelude::*;

fn word(op: u8, ty: u8, param: u16) -> [u8; 4] {
    (op as u32 | (ty as u32) << 8 | (param as u32) << 16).to_le_bytes()
}

fn single_word(format: Format) -> bool {
    matches!(
        format,
        Format::Plain
            | Format::Count
            | Format::Reg
            | Format::Bits
            | Format::BitSize
            | Format::FromType
    )
}

/// Every (opcode byte, type byte, param) of the single-word formats: whatever decodes must
/// re-encode to the same word, and `encode` must accept exactly what `decode` accepts.
#[test]
fn exhaustive_single_word_forms() {
    let mut accepted = 0u64;
    for info in OPCODES.iter().filter(|i| single_word(i.format)) {
        for ty_code in 0..=255u8 {
            let ty = PrimType::from_code(ty_code);
            for param in 0..=u16::MAX {
                let bytes = word(info.opcode.number(), ty_code, param);
                let decoded = decode(&bytes, 0);
                let mut out = Vec::new();
                let encoded = ty.map(|t| encode(info.opcode, t, param, &[], &mut out));
                match decoded {
                    Ok(instr) => {
                        accepted += 1;
                        assert_eq!(instr.len(), WORD_BYTES);
                        assert_eq!(
                            (instr.opcode, Some(instr.ty), instr.param),
                            (info.opcode, ty, param)
                        );
                        assert_eq!(encoded, Some(Ok(())));
                        assert_eq!(out, bytes);
                    }
                    Err(e) => {
                        assert_eq!(e.offset(), 0);
                        assert!(!matches!(encoded, Some(Ok(()))), "{e}: encode accepted it");
                    }
                }
            }
        }
    }
    // A sanity bound: most of this space is valid for the arithmetic opcodes.
    assert!(
        accepted > 1_000_000,
        "only {accepted} single-word instructions accepted"
    );
}

/// Every opcode byte with every type byte, param 0: the decoder classifies each correctly.
#[test]
fn every_opcode_byte_is_classified() {
    for op in 0..=255u8 {
        for ty in 0..=255u8 {
            let bytes = [&word(op, ty, 0)[..], &[0u8; 64][..]].concat();
            match (
                Opcode::from_number(op),
                PrimType::from_code(ty),
                decode(&bytes, 0),
            ) {
                (None, _, r) => assert_eq!(
                    r,
                    Err(DecodeError::UnknownOpcode {
                        offset: 0,
                        byte: op
                    })
                ),
                (Some(o), _, Err(DecodeError::NotExecutable { opcode, .. })) => {
                    assert_eq!(opcode, o);
                    assert_eq!(o.info().format, Format::Lowered);
                }
                (Some(_), None, r) => {
                    assert!(
                        matches!(r, Err(DecodeError::UnknownPrimType { code, .. }) if code == ty),
                        "{r:?}"
                    )
                }
                (Some(o), Some(t), Ok(i)) => {
                    assert_eq!((i.opcode, i.ty), (o, t));
                    assert!(o.info().types.contains(t));
                }
                (Some(o), Some(t), Err(e)) => {
                    assert!(o.info().is_executable(), "{o}: {e}");
                    let type_ok = o.info().types.contains(t);
                    assert_eq!(
                        matches!(e, DecodeError::BadPrimType { .. }),
                        !type_ok,
                        "{o} {t}: {e}"
                    );
                }
            }
        }
    }
}

#[test]
fn refusals_name_offset_and_reason() {
    let add = Opcode::Add.number();
    // Unknown opcode byte, reported at the offset of the instruction.
    let mut code = Vec::new();
    code.extend_from_slice(&word(add, PrimType::I32 as u8, 0));
    code.extend_from_slice(&word(0, 0, 0));
    let results: Vec<_> = decode_all(&code).collect();
    assert_eq!(results.len(), 2);
    assert_eq!(
        results[1],
        Err(DecodeError::UnknownOpcode { offset: 4, byte: 0 })
    );
    let msg = results[1].as_ref().unwrap_err().to_string();
    assert!(
        msg.contains("0x4") && msg.contains("unknown opcode"),
        "{msg}"
    );

    // Truncated extension.
    let mut code = word(Opcode::Constval.number(), PrimType::I64 as u8, 0).to_vec();
    code.extend_from_slice(&[1, 2, 3, 4, 5]);
    assert_eq!(
        decode(&code, 0),
        Err(DecodeError::Truncated {
            offset: 0,
            needed: 12,
            available: 9
        })
    );
    // Truncated first word and an offset past the end.
    assert!(matches!(
        decode(&[1, 2], 0),
        Err(DecodeError::Truncated {
            needed: 4,
            available: 2,
            ..
        })
    ));
    assert!(matches!(
        decode(&[1, 2], 7),
        Err(DecodeError::Truncated {
            offset: 7,
            available: 0,
            ..
        })
    ));

    // A type the opcode does not admit.
    let err = decode(&word(add, PrimType::Void as u8, 0), 0).unwrap_err();
    assert_eq!(
        err,
        DecodeError::BadPrimType {
            offset: 0,
            opcode: Opcode::Add,
            ty: PrimType::Void
        }
    );
    assert!(
        err.to_string().contains("`add` does not take type `void`"),
        "{err}"
    );

    // Parameter problems.
    let bad = |op: Opcode, ty: PrimType, param: u16| {
        decode(&word(op.number(), ty as u8, param), 0).map(|i| (i.opcode, i.ty, i.param))
    };
    assert!(matches!(
        bad(Opcode::Add, PrimType::I32, 1),
        Err(DecodeError::BadParam {
            problem: ParamProblem::NotZero,
            ..
        })
    ));
    assert!(matches!(
        bad(Opcode::Regread, PrimType::I32, 0),
        Err(DecodeError::BadParam {
            problem: ParamProblem::BadRegister,
            ..
        })
    ));
    assert!(matches!(
        bad(Opcode::Regread, PrimType::I32, 0xFF05),
        Err(DecodeError::BadParam { .. })
    ));
    assert!(bad(
        Opcode::Regread,
        PrimType::I32,
        SpecialReg::RetVal(3).param()
    )
    .is_ok());
    // extractbits i32: offset 30 + size 4 runs past bit 32.
    assert!(matches!(
        bad(Opcode::Extractbits, PrimType::I32, 30 | 4 << 8),
        Err(DecodeError::BadParam {
            problem: ParamProblem::BadBitField,
            ..
        })
    ));
    assert!(bad(Opcode::Extractbits, PrimType::I32, 28 | 4 << 8).is_ok());
    assert!(matches!(
        bad(Opcode::Sext, PrimType::I16, 17),
        Err(DecodeError::BadParam { .. })
    ));
    // cvt from void is no conversion; floor from an integer type neither.
    assert!(matches!(
        bad(Opcode::Cvt, PrimType::I32, PrimType::Void as u16),
        Err(DecodeError::BadParam {
            problem: ParamProblem::BadFromType,
            ..
        })
    ));
    assert!(matches!(
        bad(Opcode::Floor, PrimType::I32, PrimType::I64 as u16),
        Err(DecodeError::BadParam { .. })
    ));
    assert!(bad(Opcode::Floor, PrimType::I32, PrimType::F64 as u16).is_ok());
    // High-level opcodes have no binary form.
    assert!(matches!(
        bad(Opcode::If, PrimType::Void, 0),
        Err(DecodeError::NotExecutable {
            opcode: Opcode::If,
            ..
        })
    ));

    // Non-canonical constant: bits beyond an i8.
    let mut code = word(Opcode::Constval.number(), PrimType::I8 as u8, 0).to_vec();
    code.extend_from_slice(&0x1ffu32.to_le_bytes());
    assert!(matches!(
        decode(&code, 0),
        Err(DecodeError::BadExtension { word: 0, .. })
    ));
    // Array with element size 0.
    let mut code = word(Opcode::Array.number(), PrimType::A64 as u8, 1 | 1 << 8).to_vec();
    code.extend_from_slice(&[0; 8]);
    assert!(matches!(
        decode(&code, 0),
        Err(DecodeError::BadExtension { .. })
    ));
}

#[test]
fn display_shows_fields() {
    let mut out = Vec::new();
    encode(
        Opcode::Constval,
        PrimType::I32,
        0,
        &[(-5i32) as u32],
        &mut out,
    )
    .unwrap();
    encode(
        Opcode::Cvt,
        PrimType::F64,
        PrimType::I32 as u16,
        &[],
        &mut out,
    )
    .unwrap();
    encode(
        Opcode::Brtrue,
        PrimType::Void,
        0,
        &[(-8i32) as u32],
        &mut out,
    )
    .unwrap();
    encode(
        Opcode::Regread,
        PrimType::I64,
        SpecialReg::Sp.param(),
        &[],
        &mut out,
    )
    .unwrap();
    encode(Opcode::Rangegoto, PrimType::Void, 2, &[1, 8, 16], &mut out).unwrap();
    let text: Vec<String> = decode_all(&out).map(|r| r.unwrap().1.to_string()).collect();
    assert_eq!(
        text,
        [
            "constval i32 -5",
            "cvt f64 i32",
            "brtrue .-8",
            "regread i64 %%SP",
            "rangegoto 1 { .+8 .+16 }"
        ]
    );
}

/// A valid instruction for an executable opcode: a strategy over type, param and extension.
fn valid_instr() -> impl Strategy<Value = (Opcode, PrimType, u16, Vec<u32>)> {
    let executable: Vec<Opcode> = Opcode::all().filter(|o| o.info().is_executable()).collect();
    (
        prop::sample::select(executable),
        any::<u16>(),
        prop::collection::vec(any::<u32>(), 0..300),
    )
        .prop_flat_map(|(op, seed, ext_seed)| {
            let types: Vec<PrimType> = op.info().types.iter().collect();
            (
                Just(op),
                prop::sample::select(types),
                Just(seed),
                Just(ext_seed),
            )
        })
        .prop_filter_map(
            "param outside the format's range",
            |(op, ty, seed, ext_seed)| {
                let info = op.info();
                let param = match info.format {
                    Format::Plain
                    | Format::Offset
                    | Format::Target
                    | Format::Address
                    | Format::Index
                    | Format::Const
                    | Format::TwoTargets => 0,
                    Format::Reg => {
                        if seed % 4 == 0 {
                            SpecialReg::RetVal((seed % 16) as u8).param()
                        } else {
                            1 + seed % 0xFEFF
                        }
                    }
                    Format::Bits => {
                        let bits = ty.bits().min(64) as u16;
                        let size = 1 + seed % bits;
                        let offset = (seed >> 8) % (bits - size + 1);
                        offset | size << 8
                    }
                    Format::BitSize => 1 + seed % ty.bits() as u16,
                    Format::FromType => {
                        let from: Vec<PrimType> = info.from_types.iter().collect();
                        from[seed as usize % from.len()] as u16
                    }
                    Format::Array => (1 + seed % 8) | ((seed >> 15) << 8),
                    Format::Block => 1 << (seed % 16),
                    Format::RangeTable | Format::TargetList | Format::IndexList => seed % 200,
                    Format::Count
                    | Format::CallAddr
                    | Format::CallIndex
                    | Format::CallIndexType => seed,
                    Format::Lowered => return None,
                };
                let n = info.format.ext_words(ty, param)?;
                let mut ext: Vec<u32> = ext_seed.iter().copied().cycle().take(n).collect();
                ext.resize(n, 7);
                match info.format {
                    Format::Const => {
                        let bits = if ty == PrimType::U1 { 1 } else { ty.size() * 8 };
                        for (i, w) in ext.iter_mut().enumerate() {
                            let low = 32 * i as u32;
                            if bits <= low {
                                *w = 0;
                            } else if bits - low < 32 {
                                *w &= (1u32 << (bits - low)) - 1;
                            }
                        }
                        assert_eq!(ext.len(), const_words(ty));
                    }
                    Format::Array => ext[0] = ext[0].max(1),
                    _ => {}
                }
                Some((op, ty, param, ext))
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// Every executable opcode x admitted type x param range: encode then decode is the identity,
    /// and the decoded length is what the first word announced.
    #[test]
    fn encode_decode_round_trip((op, ty, param, ext) in valid_instr()) {
        let mut bytes = Vec::new();
        encode(op, ty, param, &ext, &mut bytes).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(bytes.len(), WORD_BYTES * (1 + ext.len()));
        let instr = decode(&bytes, 0).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!((instr.opcode, instr.ty, instr.param), (op, ty, param));
        prop_assert_eq!(instr.ext_words().collect::<Vec<_>>(), ext);
        let mut again = Vec::new();
        instr.encode_into(&mut again);
        prop_assert_eq!(again, bytes);
    }

    /// Arbitrary bytes: decoding every prefix never panics, and what decodes re-encodes exactly.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..64)) {
        for (at, instr) in decode_all(&bytes).flatten() {
            let mut again = Vec::new();
            instr.encode_into(&mut again);
            prop_assert_eq!(&again[..], &bytes[at..at + instr.len()]);
        }
    }
}

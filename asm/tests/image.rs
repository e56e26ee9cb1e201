use maple_asm::image::*;
use maple_isa::{abi, encode, Opcode, PrimType};

fn sample() -> Image {
    let mut text = Vec::new();
    // main: constval i32 7; return 1
    encode(Opcode::Constval, PrimType::I32, 0, &[7], &mut text).unwrap();
    encode(Opcode::Return, PrimType::Void, 1, &[], &mut text).unwrap();
    let main_size = text.len() as u32;
    encode(
        Opcode::Ireadfpoff,
        PrimType::I32,
        0,
        &[(-8i32) as u32],
        &mut text,
    )
    .unwrap();
    encode(Opcode::Return, PrimType::Void, 1, &[], &mut text).unwrap();
    let base = abi::TEXT_BASE;
    Image {
        source_name: "sample.mpl".into(),
        source_dir: "/tmp".into(),
        entry: base,
        text: Segment {
            addr: base,
            bytes: text.clone(),
        },
        rodata: Segment {
            addr: base + abi::PAGE_SIZE,
            bytes: b"hello\0".to_vec(),
        },
        data: Segment {
            addr: base + 2 * abi::PAGE_SIZE,
            bytes: vec![1, 0, 0, 0],
        },
        bss_addr: base + 2 * abi::PAGE_SIZE + 4,
        bss_size: 12,
        functions: vec![
            FunctionEntry {
                name: "main".into(),
                entry: base,
                size: main_size,
                frame_size: 16,
                npregs: 2,
                formals: vec![],
                varargs: false,
                external: false,
                returns: vec![PrimType::I32],
            },
            FunctionEntry {
                name: "id".into(),
                entry: base + main_size,
                size: text.len() as u32 - main_size,
                frame_size: 16,
                npregs: 0,
                formals: vec![FormalEntry {
                    ty: PrimType::I32,
                    home: Home::Frame(-8),
                    size: 4,
                }],
                varargs: false,
                external: false,
                returns: vec![PrimType::I32],
            },
            FunctionEntry {
                name: "printf".into(),
                entry: 0xF000_0000,
                size: 0,
                frame_size: 0,
                npregs: 0,
                formals: vec![],
                varargs: true,
                external: true,
                returns: vec![PrimType::I32],
            },
        ],
        globals: vec![GlobalEntry {
            name: "g".into(),
            addr: base + 2 * abi::PAGE_SIZE,
            size: 4,
        }],
        strings: vec!["region1".into()],
        classes: vec![ClassEntry {
            name: "S".into(),
            interface: false,
            parents: vec!["Object".into()],
            implements: vec!["I".into()],
            methods: vec![("id".into(), base + main_size), ("abstract".into(), 0)],
            type_index: Some(0),
        }],
        data_relocs: vec![DataReloc {
            offset: 0,
            width: 4,
            target: RelocTarget::Function("id".into()),
        }],
        types: vec![TypeEntry {
            name: "<$S>".into(),
            size: 8,
            align: 4,
            elem_size: 0,
        }],
        debug: DebugInfo {
            files: vec!["sample.mpl".into(), "orig.c".into()],
            lines: vec![
                LineEntry {
                    addr: base,
                    file: 0,
                    line: 3,
                    column: 0,
                    is_stmt: true,
                },
                LineEntry {
                    addr: base + 8,
                    file: 1,
                    line: 42,
                    column: 0,
                    // A row that only attributes code (a back-edge) keeps its flag.
                    is_stmt: false,
                },
                LineEntry {
                    addr: base + main_size,
                    file: 0,
                    line: 7,
                    column: 0,
                    is_stmt: true,
                },
            ],
            types: vec![
                DebugType::Base(PrimType::I32),
                DebugType::Pointer(Some(0)),
                DebugType::Array {
                    element: 0,
                    dims: vec![4, 4],
                },
                DebugType::Struct {
                    name: "S".into(),
                    size: 8,
                    is_union: false,
                    members: vec![
                        DebugMember {
                            name: "a".into(),
                            ty: 0,
                            offset: 0,
                            bits: None,
                        },
                        DebugMember {
                            name: "b".into(),
                            ty: 0,
                            offset: 4,
                            bits: Some((3, 0)),
                        },
                    ],
                },
            ],
            functions: vec![
                DebugFunction {
                    name: "main".into(),
                    low_pc: base,
                    high_pc: base + main_size,
                    line: 2,
                    params: vec![],
                    locals: vec![
                        DebugVariable {
                            name: "x".into(),
                            ty: Some(3),
                            home: Home::Frame(-16),
                            line: 2,
                        },
                        DebugVariable {
                            name: "%1".into(),
                            ty: Some(0),
                            home: Home::Preg(1),
                            line: 0,
                        },
                    ],
                },
                DebugFunction {
                    name: "id".into(),
                    low_pc: base + main_size,
                    high_pc: base + text.len() as u32,
                    line: 6,
                    params: vec![DebugVariable {
                        name: "n".into(),
                        ty: Some(0),
                        home: Home::Frame(-8),
                        line: 6,
                    }],
                    locals: vec![],
                },
            ],
            globals: vec![DebugVariable {
                name: "g".into(),
                ty: Some(0),
                home: Home::Global(base + 2 * abi::PAGE_SIZE),
                line: 1,
            }],
        },
    }
}

#[test]
fn write_then_read_gives_the_image_back() {
    let image = sample();
    let bytes = write_image(&image).unwrap();
    let back = read_image(&bytes).unwrap();
    assert_eq!(back.text, image.text);
    assert_eq!(back.rodata, image.rodata);
    assert_eq!(back.data, image.data);
    assert_eq!(
        (back.bss_addr, back.bss_size),
        (image.bss_addr, image.bss_size)
    );
    assert_eq!(back.functions, image.functions);
    assert_eq!(back.strings, image.strings);
    assert_eq!(back.types, image.types);
    assert_eq!(back.data_relocs, image.data_relocs);
    assert_eq!(back.classes, image.classes);
    assert_eq!(back.entry, image.entry);
    assert_eq!(back.debug.lines, image.debug.lines);
    assert_eq!(back.debug.files, image.debug.files);
    assert_eq!(back.source_name, "sample.mpl");
    assert_eq!(back.debug.functions.len(), 2);
    assert_eq!(back.debug.functions[0].locals[0].home, Home::Frame(-16));
    assert_eq!(back.debug.functions[0].locals[1].home, Home::Preg(1));
    assert_eq!(back.debug.functions[1].params[0].name, "n");
    assert_eq!(back.debug.globals[0].home, Home::Global(image.data.addr));
}

#[test]
fn corrupt_inputs_are_errors() {
    assert!(matches!(read_image(b"hello"), Err(ImageError::NotElf(_))));
    let bytes = write_image(&sample()).unwrap();
    for cut in [10, 64, 100, 1000, bytes.len() / 2, bytes.len() - 1] {
        // Never a panic, and the error says what happened to the file.
        let e = read_image(&bytes[..cut]).expect_err("a cut file reads");
        assert!(
            matches!(e, ImageError::Truncated { .. }),
            "cut at {cut}: {e}"
        );
        assert!(e.to_string().starts_with("truncated image"), "{e}");
    }
    let mut wrong = bytes.clone();
    wrong[18] = 0x3e;
    wrong[19] = 0; // EM_X86_64
    assert!(matches!(
        read_image(&wrong),
        Err(ImageError::WrongMachine(0x3e))
    ));
    // Flip every byte in turn: never a panic.
    for i in 0..bytes.len() {
        let mut b = bytes.clone();
        b[i] ^= 0xff;
        let _ = read_image(&b);
    }
}

/// Find a tool; in CI (`CI=true`) its absence is a failure, elsewhere the check is skipped
/// with a note (`.ci/run` installs llvm and binutils).
fn tool(names: &[&str]) -> Option<String> {
    for name in names {
        if std::process::Command::new(name)
            .arg("--version")
            .output()
            .is_ok()
        {
            return Some(name.to_string());
        }
    }
    assert!(
        std::env::var("CI").is_err(),
        "{names:?} missing in CI: .ci/run installs it"
    );
    eprintln!("note: {names:?} not installed; skipping the external DWARF check");
    None
}

#[test]
fn external_tools_accept_the_dwarf() {
    let bytes = write_image(&sample()).unwrap();
    let dir = maple_tests::tmp!("image-test", "");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("sample.mbin");
    std::fs::write(&path, &bytes).unwrap();
    if let Some(dwarfdump) = tool(&["llvm-dwarfdump-14", "llvm-dwarfdump"]) {
        let out = std::process::Command::new(dwarfdump)
            .arg("--verify")
            .arg(&path)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && text.contains("No errors."),
            "{text}"
        );
    }
    if let Some(readelf) = tool(&["readelf"]) {
        let out = std::process::Command::new(readelf)
            .arg("--debug-dump=decodedline")
            .arg(&path)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains("orig.c") && text.contains("42") && text.contains("0x10008"),
            "{text}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Inputs the fuzz targets found (`fuzz/regressions/image/`, one file per finding): each
/// loads or is refused, and what loads disassembles, without a panic — the `image` target's
/// check, kept as a test so a finding stays fixed.
#[test]
fn fuzz_findings_load_and_disassemble_without_a_panic() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions/image");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).expect("fuzz/regressions/image") {
        let path = entry.unwrap().path();
        let bytes = std::fs::read(&path).unwrap();
        seen += 1;
        if let Ok(image) = maple_asm::image::read_image(&bytes) {
            // 2026-11-25: a class whose parent's recorded size is near u32::MAX overflowed
            // the instance layout's arithmetic (`disasm::class_type`).
            if let Ok(text) = maple_asm::disasm::disassemble(&image, &Default::default()) {
                assert!(text.contains("func"), "{}: {text}", path.display());
            }
        }
    }
    assert!(seen >= 1, "no regression inputs in {}", dir.display());
}

/// A source file name with a NUL byte (`srcfileinfo { 2 "a\0b" }`, found by the `asm` fuzz
/// target) cannot be written to DWARF: writing the image is an error naming it, not a panic.
#[test]
fn a_source_file_name_with_a_nul_byte_is_an_error_not_a_panic() {
    let src = "srcfileinfo {\n  2 \"a\\0b.c\"}\nfunc &main () i32 {\nLOC 2 3\n  \
        return (constval i32 0)\n}\n";
    let image = maple_asm::assemble_str("nul.mpl", src).expect("assembles");
    let err = maple_asm::image::write_image(&image).expect_err("a NUL in a file name");
    assert!(err.to_string().contains("contains a NUL byte"), "{err}");
}

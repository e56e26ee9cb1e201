//! `fuzz/seed.sh` makes seed corpora the fuzz targets can use: every test program's text
//! for `asm` (clean through parse and check), its image for `image` (loads), its `.text` for
//! `decode` (decodes whole), byte seeds for `exec` and `exec_threads`, binary MIR for `mplt`
//! (reads); identical files kept once, the total a few MB at most. Needs bash and objcopy (binutils), as CI has.

mod common;

use maple_tests::{files_under, programs};
use std::path::Path;
use std::process::Command;

/// The files of one target's generated seeds, sorted.
fn seeds(out: &Path, target: &str) -> Vec<std::path::PathBuf> {
    files_under(&out.join(target).join("gen"))
}

#[test]
fn seed_script_makes_loadable_seeds_for_every_target() {
    let out = maple_tests::tmp!("fuzz-seeds", "seeds");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/seed.sh");
    let run = Command::new("bash")
        .arg(&script)
        .arg(&out)
        .env("MAPLE", common::MAPLE)
        .output()
        .expect("bash runs");
    let report = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "seed.sh failed:\n{report}\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(report.contains("(0 do not assemble)"), "{report}");

    // asm: the test programs' texts (a few may be byte-identical), all clean.
    let asm = seeds(&out, "asm");
    assert!(asm.len() + 5 >= programs().len(), "{} asm seeds", asm.len());
    for f in &asm {
        let text = std::fs::read_to_string(f).expect("text");
        let (module, diags) = maple_asm::parse_str(&f.display().to_string(), &text);
        let name = f.display();
        assert!(
            module.is_some() && !diags.has_errors(),
            "{name} does not check"
        );
    }

    // image: images that load; decode: `.text` sections that decode to the last byte.
    let images = seeds(&out, "image");
    assert_eq!(images.len(), asm.len(), "one image per program");
    for f in &images {
        let bytes = std::fs::read(f).expect("image");
        let image = maple_image::read_image(&bytes).unwrap_or_else(|e| panic!("{f:?}: {e}"));
        let text = f.with_extension("text");
        let text = out.join("decode/gen").join(text.file_name().expect("name"));
        if let Ok(words) = std::fs::read(&text) {
            assert_eq!(words, image.text.bytes, "{text:?} is not the image's .text");
        }
    }
    let decode = seeds(&out, "decode");
    assert!(
        decode.len() * 10 >= images.len() * 9,
        "{} .text seeds",
        decode.len()
    );
    for f in &decode {
        let words = std::fs::read(f).expect("text");
        assert!(!words.is_empty());
        let bad: Vec<_> = maple_isa::decode_all(&words)
            .filter_map(Result::err)
            .collect();
        assert!(bad.is_empty(), "{f:?}: {:?}", bad.first());
    }

    // exec, exec_threads: seven byte seeds each, 64 to 4096 bytes, different per target.
    for target in ["exec", "exec_threads"] {
        let sizes: Vec<u64> = seeds(&out, target)
            .iter()
            .map(|f| f.metadata().expect("seed").len())
            .collect();
        let mut sorted = sizes.clone();
        sorted.sort();
        assert_eq!(sorted, [64, 128, 256, 512, 1024, 2048, 4096], "{target}");
    }
    let a = std::fs::read(out.join("exec/gen/chain-64.bin")).expect("seed");
    let b = std::fs::read(out.join("exec_threads/gen/chain-64.bin")).expect("seed");
    assert_ne!(a, b);

    // uvm: every .uir of tests/programs (they compile clean) and of the front end's tests.
    let uvm = seeds(&out, "uvm");
    let programs_uir: Vec<_> = uvm
        .iter()
        .filter(|f| {
            f.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("tests-programs-"))
        })
        .collect();
    assert!(
        programs_uir.len() >= 5,
        "{} .uir seeds from tests/programs",
        programs_uir.len()
    );
    assert!(
        uvm.len() > programs_uir.len(),
        "the front end's spec bundles are seeds too"
    );
    for f in programs_uir {
        let text = std::fs::read_to_string(f).expect("text");
        let (module, diags) = maple_uvm::compile_str(&f.display().to_string(), &text);
        assert!(
            module.is_some() && !diags.has_errors(),
            "{} does not compile",
            f.display()
        );
    }

    // mplt: binary MIR of the programs' declarations (and the real .mplt files when
    // ../shared is there), every one readable.
    let mplt = seeds(&out, "mplt");
    assert!(mplt.len() * 2 >= asm.len(), "{} mplt seeds", mplt.len());
    for f in &mplt {
        let bytes = std::fs::read(f).expect("binary MIR");
        maple_asm::binmir::decode(&bytes, 0).unwrap_or_else(|e| panic!("{f:?}: {e}"));
    }

    // Bounded: a few MB in all.
    let total: u64 = files_under(&out)
        .iter()
        .map(|f| f.metadata().map_or(0, |m| m.len()))
        .sum();
    assert!(total < 8 << 20, "{total} bytes of seeds");
    let _ = std::fs::remove_dir_all(&out);
}

//! Debug info of assembled programs, read back with gimli (through `read_image`) and checked by
//! llvm-dwarfdump: address -> line for known instructions, variable locations, and a clean
//! `--verify` on every corpus image.

use maple_asm::codegen::assemble;
use maple_asm::image::{read_image, write_image, Home, Image};
use maple_isa::{decode_all, Opcode};

const PROGRAM: &str = "\
func &printf (var %fmt <* i8>, ...) i32
func &square (var %n i32) i32 {
  var %r i32
  dassign %r (mul i32 (dread i32 %n, dread i32 %n))
  return (dread i32 %r)
}
func &main () i32 {
  var %x i32
  var %y f64
  dassign %x (constval i32 7)
  #LINE orig.c:42
  callassigned &square (dread i32 %x) { dassign %x 0 }
  call &printf (conststr ptr \"%d\\n\", dread i32 %x)
  return (constval i32 0)
}
";

fn build(text: &str) -> Image {
    let (module, diags) = maple_asm::parse_str("dbg.mpl", text);
    assert!(!diags.has_errors(), "{}", diags.render(false));
    let image =
        assemble(&module.unwrap(), "dbg.mpl").unwrap_or_else(|d| panic!("{}", d.render(false)));
    read_image(&write_image(&image).unwrap()).unwrap()
}

/// Address of the first instruction with this opcode.
fn first(image: &Image, op: Opcode) -> u32 {
    decode_all(&image.text.bytes)
        .map(|r| r.unwrap())
        .find(|(_, i)| i.opcode == op)
        .map(|(at, _)| image.text.addr + at as u32)
        .unwrap_or_else(|| panic!("no {op}"))
}

fn line_of(image: &Image, addr: u32) -> (String, u32) {
    let row = image
        .debug
        .lines
        .iter()
        .rev()
        .find(|r| r.addr <= addr)
        .expect("a line row");
    (image.debug.files[row.file as usize].clone(), row.line)
}

#[test]
fn addresses_map_to_lines_and_original_sources() {
    let image = build(PROGRAM);
    // The multiply is square's line 4; the call sits under `#LINE orig.c:42`.
    assert_eq!(
        line_of(&image, first(&image, Opcode::Mul)),
        ("dbg.mpl".into(), 4)
    );
    assert_eq!(
        line_of(&image, first(&image, Opcode::Call)),
        ("orig.c".into(), 42)
    );
    // The first store of main is line 10.
    let main = image.functions.iter().find(|f| f.name == "main").unwrap();
    assert_eq!(line_of(&image, main.entry), ("dbg.mpl".into(), 10));
}

#[test]
fn variables_have_frame_locations_matching_the_code() {
    let image = build(PROGRAM);
    let square = image
        .debug
        .functions
        .iter()
        .find(|f| f.name == "square")
        .unwrap();
    assert_eq!(square.params.len(), 1);
    assert_eq!(square.params[0].name, "n");
    let Home::Frame(n_off) = square.params[0].home else {
        panic!("n in a frame slot")
    };
    let r = square.locals.iter().find(|v| v.name == "r").unwrap();
    let Home::Frame(r_off) = r.home else {
        panic!("r in a frame slot")
    };
    assert_ne!(n_off, r_off);
    // The store into %r uses exactly the offset DWARF gives for r.
    let code = &image.text.bytes
        [(square.low_pc - image.text.addr) as usize..(square.high_pc - image.text.addr) as usize];
    let store = decode_all(code)
        .map(|r| r.unwrap().1)
        .find(|i| i.opcode == Opcode::Iassignfpoff)
        .unwrap();
    assert_eq!(store.ext(0) as i32, r_off);
    // Function table and DWARF agree on the formal's home.
    let entry = image.functions.iter().find(|f| f.name == "square").unwrap();
    assert_eq!(entry.formals[0].home, Home::Frame(n_off));
    let main = image
        .debug
        .functions
        .iter()
        .find(|f| f.name == "main")
        .unwrap();
    let names: Vec<&str> = main.locals.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(names, ["x", "y"]);
}

fn dwarfdump() -> Option<&'static str> {
    for name in ["llvm-dwarfdump-14", "llvm-dwarfdump"] {
        if std::process::Command::new(name)
            .arg("--version")
            .output()
            .is_ok()
        {
            return Some(name);
        }
    }
    assert!(
        std::env::var("CI").is_err(),
        "llvm-dwarfdump missing in CI: .ci/run installs llvm"
    );
    eprintln!("note: llvm-dwarfdump not installed; skipping --verify");
    None
}

#[test]
fn llvm_dwarfdump_verifies_every_corpus_image() {
    let Some(tool) = dwarfdump() else { return };
    let program = maple_tests::tmp!("dwarf", "dbg.mpl");
    let tmp = program.parent().unwrap().to_path_buf();
    // Without ../shared, the one program below (the skip is said in one line).
    let mut files = maple_tests::corpus_files().unwrap_or_default();
    std::fs::write(&program, PROGRAM).unwrap();
    files.push(program);
    let mut failures = Vec::new();
    for f in &files {
        let (module, diags) = maple_asm::parse_file(f);
        assert!(!diags.has_errors(), "{}", diags.render(false));
        let image = assemble(&module.unwrap(), &f.display().to_string()).unwrap();
        let out = tmp.join("image.mbin");
        std::fs::write(&out, write_image(&image).unwrap()).unwrap();
        let r = std::process::Command::new(tool)
            .arg("--verify")
            .arg(&out)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&r.stdout);
        if !r.status.success() || !text.contains("No errors.") {
            failures.push(format!("{}: {text}", f.display()));
        }
    }
    std::fs::remove_dir_all(&tmp).ok();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn globalmemmap_fills_the_start_of_data() {
    let image = build("globalmemsize 12\nglobalmemmap = [ 1 2 3 ]\nvar $v i32 = 9\nfunc &main () i32 {\n  return (ireadgpoff i32 4)\n}\n");
    let words: Vec<u32> = image
        .data
        .bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    assert_eq!(&words[..3], &[1, 2, 3]);
    assert!(
        words[3..].contains(&9),
        "the named variable follows the block: {words:?}"
    );
}

/// One DWARF reader: the image model's debug info (loader, disassembler) is a projection of the
/// tables the debugger reads, so the two can never disagree about a line or a variable.
#[test]
fn the_image_model_and_the_debugger_read_the_same_dwarf() {
    use maple_asm::image::dwarf::{DebugTables, Location};
    let text = "\
var $hits i32 = 100
func &counter (var %k i32) i32 {
  var %n pstatic i32 = 10
  var %t i32
  dassign %t (add i32 (dread i32 %n, dread i32 %k))
  dassign %n (dread i32 %t)
  return (dread i32 %n)
}
";
    let (module, diags) = maple_asm::parse_str("dbg.mpl", text);
    assert!(!diags.has_errors(), "{}", diags.render(false));
    let image =
        assemble(&module.unwrap(), "dbg.mpl").unwrap_or_else(|d| panic!("{}", d.render(false)));
    let bytes = write_image(&image).unwrap();
    let model = read_image(&bytes).unwrap().debug;
    let tables = DebugTables::from_elf(&bytes).unwrap();

    assert!(!tables.lines.is_empty());
    assert_eq!(model.lines.len(), tables.lines.len());
    for (m, t) in model.lines.iter().zip(&tables.lines) {
        assert_eq!((m.addr, m.file as usize, m.line), (t.addr, t.file, t.line));
    }
    assert_eq!(model.files, tables.files);

    // Formals and locals have frame homes in both; the pstatic local is a global named after
    // its function (`counter%n`), at the same address in both.
    let f = tables.function_named("counter").expect("counter");
    let mf = &model.functions[0];
    assert_eq!(
        (mf.name.as_str(), mf.low_pc, mf.high_pc),
        ("counter", f.low_pc, f.high_pc)
    );
    assert_eq!(f.params[0].name, "k");
    assert_eq!(mf.params[0].name, "k");
    assert_eq!(mf.params[0].home, Home::Frame(-4));
    assert_eq!(f.params[0].location, Location::FrameOffset(-4));
    assert_eq!(mf.locals.len(), f.locals.len());
    assert_eq!(model.globals.len(), tables.globals.len());
    for (m, t) in model.globals.iter().zip(&tables.globals) {
        let Location::Address(a) = t.location else {
            panic!("global {} is not at an address", t.name)
        };
        assert_eq!(
            (m.name.as_str(), m.home),
            (t.name.as_str(), Home::Global(a as u32))
        );
    }
    assert!(model.globals.iter().any(|g| g.name == "counter%n"));
    assert!(model.globals.iter().any(|g| g.name == "hits"));
}

//! Binary MIR (`maple_asm::binmir`): the real `.mplt` files jbc2mpl wrote
//! (`../shared/corpus/openark-real/java-*.mplt`, skipped with one line when absent) read, hold
//! what their modules need and rewrite to what they read as; modules maple writes read back
//! as they print; corrupt files are errors, never panics.

use maple_asm::ast::{Item, Module};
use maple_asm::binmir;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use maple_tests::openark_real_dir as corpus;

/// The real `.mplt` files, sorted.
fn real_mplts() -> Vec<PathBuf> {
    let Some(dir) = corpus() else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the corpus directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "mplt"))
        .collect();
    files.sort();
    assert_eq!(
        files.len(),
        8,
        "the eight binary .mplt files in {}",
        dir.display()
    );
    files
}

fn print(items: Vec<Item>) -> String {
    maple_asm::print_module(&Module {
        items,
        ..Default::default()
    })
}

fn decode(bytes: &[u8]) -> binmir::Decoded {
    binmir::decode(bytes, 0).unwrap_or_else(|e| panic!("{e}"))
}

/// The words after `word` on lines starting with it, up to the next space: `javaclass $X`
/// gives `$X`.
fn names_after(text: &str, word: &str) -> BTreeSet<String> {
    text.lines()
        .filter_map(|l| l.strip_prefix(word))
        .filter_map(|rest| rest.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

#[test]
fn every_real_mplt_reads_and_holds_what_its_module_needs() {
    for path in real_mplts() {
        let bytes = std::fs::read(&path).unwrap();
        assert!(binmir::is_binary_mir(&bytes), "{}", path.display());
        let d = decode(&bytes);
        assert_eq!(d.version, "2019", "{}", path.display());
        assert!(!d.module);
        let text = print(d.items);
        let module = std::fs::read_to_string(path.with_extension("mpl")).unwrap();
        // Every class and interface the module declares is defined here...
        for name in names_after(&module, "javaclass ") {
            assert!(
                text.contains(&format!("type {name} <class ")),
                "{}: {name}\n{text}",
                path.display()
            );
        }
        for name in names_after(&module, "javainterface ") {
            assert!(
                text.contains(&format!("type {name} <interface ")),
                "{}: {name}",
                path.display()
            );
        }
        // ... with the prototypes of its methods, attributes and all (the module also
        // declares methods it calls of classes defined elsewhere), ...
        let mut methods = 0;
        for line in module
            .lines()
            .filter(|l| l.starts_with("func &") && !l.ends_with('{'))
        {
            let (head, rest) = line.split_once(" (").unwrap();
            let mut words = head.split_whitespace().skip(1);
            let name = words.next().unwrap();
            if !text.contains(&format!("{name} ")) {
                continue;
            }
            let attrs: Vec<&str> = words.collect();
            let ret = rest.rsplit_once(") ").map(|(_, r)| r).unwrap_or("");
            let method = format!("{name} {} (", attrs.join(" ")).replace("  (", " (");
            assert!(
                text.contains(&method),
                "{}: {method}\n{text}",
                path.display()
            );
            let proto = text[text.find(&method).unwrap()..]
                .lines()
                .next()
                .unwrap()
                .to_string();
            assert!(
                proto.trim_end_matches([',', '}', '>']).ends_with(ret),
                "{proto} / {ret}"
            );
            methods += 1;
        }
        assert!(methods >= 2, "{}: {methods} methods", path.display());
        // ... and the string literals it defines are named.
        assert_eq!(
            names_after(&text, "var "),
            module
                .lines()
                .filter(|l| l.starts_with("var $_C_STR_"))
                .filter_map(|l| l.split_whitespace().nth(1))
                .map(str::to_string)
                .collect::<BTreeSet<_>>(),
            "{}",
            path.display()
        );
    }
}

#[test]
fn hello_world_is_its_class_with_parent_methods_and_java_info() {
    let Some(dir) = corpus() else { return };
    let text = print(decode(&std::fs::read(dir.join("java-helloworld.mplt")).unwrap()).items);
    let expected = "\
var $_C_STR_d9bd4a0c2c2117158ed933ab7468a461
type $LHelloWorld_3B <class <$Ljava_2Flang_2FObject_3B> {
  @INFO_srcfile \"HelloWorld.java\",
  @INFO_classname \"LHelloWorld_3B\",
  @INFO_classnameorig \"LHelloWorld;\",
  @INFO_superclassname \"Ljava_2Flang_2FObject_3B\",
  @INFO_attribute_string \" public \",
  @INFO_access_flags 33,
  &LHelloWorld_3B_7C_3Cinit_3E_7C_28_29V public constructor (<* <$LHelloWorld_3B>>) void,
  &LHelloWorld_3B_7Cmain_7C_28ALjava_2Flang_2FString_3B_29V public static (<* [] <* <$Ljava_2Flang_2FString_3B>>>) void}>
";
    assert_eq!(text, expected);
    // Types it only names (libjava-core's) stay references.
    assert!(!text.contains("type $Ljava_2Flang_2FObject_3B"));
}

#[test]
fn real_mplts_rewrite_to_the_same_bytes() {
    for path in real_mplts() {
        let bytes = std::fs::read(&path).unwrap();
        let items = decode(&bytes).items;
        let again = binmir::write(&items).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let reread = decode(&again);
        assert_eq!(reread.version, "2019");
        assert_eq!(print(reread.items), print(items), "{}", path.display());
        assert_eq!(again, bytes, "{}: the rewrite differs", path.display());
    }
}

/// Parse `text` (syntax only), write it, read it back: both print the same. The version
/// written is returned.
fn round_trip(text: &str) -> binmir::Decoded {
    let (m, diags) = maple_asm::parse_only("t.mpl", text);
    assert!(!diags.has_errors(), "{}", diags.render(false));
    let bytes = binmir::write(&m.items).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let back = decode(&bytes);
    let printed = print(m.items.clone());
    assert_eq!(
        print(back.items.clone()),
        printed,
        "the items read back differ"
    );
    // And the text form is the module's own.
    assert_eq!(printed.trim_end(), text.trim_end());
    back
}

#[test]
fn java_interfaces_round_trip_as_2019_mplt() {
    let d = round_trip(
        r#"var $_C_STR_0123
var $_C_STR_abcd
type $LA_3B <class <$Ljava_2Flang_2FObject_3B> {
  @INFO_srcfile "A.java",
  @INFO_access_flags 33,
  @count i32 private,
  @next <* <$LA_3B>> volatile,
  @limit <[] <* <$LB_3B>>> final,
  @LA_3B_7Ccounter i64 static,
  &LA_3B_7Cget_7C_28_29I public (<* <$LA_3B>>) i32,
  &LA_3B_7Cmain public static (<* [] <* <$Ljava_2Flang_2FString_3B>>>) void,
  $LI_3B}>
type $LI_3B <interface <$LJ_3B> {
  @INFO_srcfile "I.java",
  &LI_3B_7Cget public virtual abstract (<* <$LI_3B>>) i32}>
type $LB_3B <class <$LA_3B> {
  ^count i32 private,
  &LB_3B_7Crun final public synchronized (<* <$LB_3B>>, f64, u1, <* <$LA_3B>>) <* <$LI_3B>>}>
"#,
    );
    assert_eq!((d.version, d.module), ("2019", false));
}

#[test]
fn c_types_round_trip_as_2019_mplt() {
    let d = round_trip(
        r#"type $pair <struct {
  @a i32,
  @b:3 u32,
  @c <[4] [2] i8>,
  @d <* <func (i32, ...) void>>,
  @e <[] f64>,
  @f <* <$pair>>,
  @g <$u>}>
type $u <union {
  @x i32,
  @y f32,
  @z <[2] <[3] u16>>}>
type $arr <[10] <$pair>>
type $fp <func (<* void>, <$arr>) i32>
type $grid <[3] [] [5] i32>
type $word i64
type $opaque <structincomplete {}>
type $holder <struct {
  @o <* <$opaque>>,
  @w <$word>}>
"#,
    );
    assert_eq!((d.version, d.module), ("2019", false));
}

#[test]
fn modules_with_globals_round_trip_as_2021_bpl() {
    let d = round_trip(
        r#"flavor 1
srclang 1
id 65535
numfuncs 2
import "other.mplt"
entryfunc &main
fileinfo {
  @INFO_filename "c.c",
  @INFO_count 3}
srcfileinfo {
  1 "c.c",
  2 "h.h"}
var $_C_STR_77
type $S <struct {
  @a i32,
  @p <* <$S>>,
  @v <[4] u8> volatile align(8)}>
var $g i32 = 5
var $big u64 = 18446744073709551615
var $neg i64 = -3
var $h <[3] i32> readonly = [1, 2, 3]
var $m <[2] [2] i16> = [[1, 2], [3, 4]]
var $s <$S> = [1 = 7, 3 = [1, 2, 3, 4]]
var $ps <* <$S>> = addrof ptr $s
var $pa <* i32> = addrof ptr $s 1
var $later <* i32> = addrof ptr $defined_later
var $defined_later i32 = 9
var $ex extern f64
var $st fstatic <[4] u8> = "abc"
var $msg <* u8> = conststr a64 "hi\n"
var $ft f32 = 1.5f
var $dt f64 = 2.25
tempvar $t pstatic <* <* i8>> const volatile
var $fn <* <func (i32, i32) i32>> = addroffunc ptr &add
var $q <* <$S> align(64)>
func &add public (var %a i32, var %b i32) i32
func &va (var %fmt <* i8>, ...) i32
func &main () i32
func &noret ()
javaclass $LK_3B <$LK_3B> public
"#,
    );
    assert_eq!((d.version, d.module), ("2021", true));
}

/// Text modules maple writes, as the written bytes: one of each version.
fn written_samples() -> Vec<Vec<u8>> {
    [
        "type $pair <struct {\n  @a i32,\n  @b:3 u32,\n  @c <[4] [] i8>,\n  @d <* <func (i32, ...) void>>}>\ntype $u <union {\n  @x <$pair>,\n  @y <* <$u>>}>\n",
        "flavor 1\nentryfunc &main\nsrcfileinfo {\n  1 \"c.c\"}\ntype $S <struct {\n  @a i32,\n  @p <* <$S> align(16)>}>\nvar $s <$S> = [1 = 7]\nvar $p <* <$S>> = addrof ptr $s\nvar $f <* <func () i32>> = addroffunc ptr &main\nvar $t <[2] f64> = [1.5, 2.5]\nfunc &main public () i32\n",
    ]
    .iter()
    .map(|text| {
        let (m, _) = maple_asm::parse_only("t.mpl", text);
        binmir::write(&m.items).unwrap()
    })
    .collect()
}

#[test]
fn every_truncation_is_an_error() {
    let mut inputs: Vec<Vec<u8>> = real_mplts()
        .iter()
        .map(|p| std::fs::read(p).unwrap())
        .collect();
    inputs.extend(written_samples());
    for bytes in inputs {
        assert!(binmir::decode(&bytes, 0).is_ok());
        for n in 0..bytes.len() {
            let e = binmir::decode(&bytes[..n], 0).expect_err("a truncated file reads");
            assert!(e.offset <= n, "{e} beyond the {n} bytes");
        }
    }
}

/// If `bytes` read, they write, and what is written reads back as they read.
fn reads_then_rewrites(bytes: &[u8]) {
    let Ok(d) = binmir::decode(bytes, 0) else {
        return;
    };
    let again =
        binmir::write(&d.items).unwrap_or_else(|e| panic!("read but not written: {e}\n{bytes:?}"));
    let back = binmir::decode(&again, 0).unwrap_or_else(|e| panic!("written but not read: {e}"));
    assert_eq!(print(back.items), print(d.items), "{bytes:?}");
}

#[test]
fn corrupt_files_are_errors_or_read_and_rewrite() {
    let mut inputs: Vec<Vec<u8>> = real_mplts()
        .iter()
        .map(|p| std::fs::read(p).unwrap())
        .collect();
    inputs.extend(written_samples());
    // xorshift64: the same corruptions every run.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for original in &inputs {
        for _ in 0..4000 {
            let mut bytes = original.clone();
            for _ in 0..1 + next() % 3 {
                let at = (next() % bytes.len() as u64) as usize;
                match next() % 4 {
                    0 => bytes[at] ^= 1 << (next() % 8),
                    1 => bytes[at] = next() as u8,
                    2 => bytes[at] = [0, 0x7f, 0x80, 0xff, 0x40][(next() % 5) as usize],
                    _ => {
                        bytes.remove(at);
                    }
                }
                if bytes.is_empty() {
                    break;
                }
            }
            reads_then_rewrites(&bytes);
        }
    }
}

#[test]
fn a_corrupt_file_names_the_byte_it_stopped_at() {
    let Some(dir) = corpus() else { return };
    let mut bytes = std::fs::read(dir.join("java-helloworld.mplt")).unwrap();
    // The class record's tag (kBinKindTypeClass, at 0x59) made an unknown one.
    assert_eq!(bytes[0x59], 0x12);
    bytes[0x59] = 0x3e;
    let e = binmir::decode(&bytes, 0).unwrap_err();
    assert!(e.message.contains("tag"), "{e}");
    let d = e.diagnostic(0);
    assert_eq!(d.code, "E0043");
    assert!(d.message.contains("at byte"), "{}", d.message);
    assert!(!binmir::is_binary_mir(b"flavor 1\n"));
}

#[test]
fn a_module_importing_a_binary_mplt_uses_its_classes() {
    let Some(dir) = corpus() else { return };
    let mplt = maple_tests::tmp!("binmir-import", "HelloWorld.mplt");
    std::fs::copy(dir.join("java-helloworld.mplt"), &mplt).unwrap();
    let main = mplt.with_file_name("user.mpl");
    std::fs::write(
        &main,
        "import \"HelloWorld.mplt\"\njavaclass $LHelloWorld_3B <$LHelloWorld_3B> public\nvar $obj <* <$LHelloWorld_3B>>\n",
    )
    .unwrap();
    let (m, diags) = maple_asm::parse_file(&main);
    assert!(!diags.has_errors(), "{}", diags.render(false));
    let m = m.unwrap();
    assert!(m.type_decl("LHelloWorld_3B").is_some());
    assert!(m
        .imported
        .iter()
        .any(|i| binmir::as_literal_import(i) == Some("_C_STR_d9bd4a0c2c2117158ed933ab7468a461")));

    // The real module, beside its interface: what stays undefined is libjava-core's alone.
    let real = mplt.with_file_name("HelloWorld.mpl");
    std::fs::copy(dir.join("java-helloworld.mpl"), &real).unwrap();
    let (_, diags) = maple_asm::parse_file(&real);
    for d in diags.iter().filter(|d| d.is_error()) {
        assert!(
            d.message.contains("libjava-core")
                || d.message.contains("Ljava_2F")
                || d.message.contains("__class_meta__"),
            "{d}"
        );
        assert!(!d.message.contains("LHelloWorld_3B"), "{d}");
    }

    // A corrupt interface is an error naming the file and the byte.
    let mut bytes = std::fs::read(&mplt).unwrap();
    bytes.truncate(100);
    std::fs::write(&mplt, &bytes).unwrap();
    let (_, diags) = maple_asm::parse_file(&main);
    let d = diags.iter().find(|d| d.code == "E0043").expect("E0043");
    assert!(d.file_name.ends_with("HelloWorld.mplt"), "{d}");
    // The type field's size says 395 bytes; 19 are left.
    assert!(d.message.contains("at byte 81 (0x51)"), "{d}");
}

/// What the `mplt` fuzz target found (`fuzz/regressions/mplt/`, docs/FUZZING.md): each reads
/// and rewrites, or is an error.
#[test]
fn fuzz_findings_read_and_rewrite() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions/mplt");
    let files = maple_tests::files_under(&dir);
    assert!(!files.is_empty(), "{}", dir.display());
    for f in files {
        reads_then_rewrites(&std::fs::read(&f).unwrap());
    }
}

//! Binary MIR (`maple_asm::binmir`): the real `.mplt` files jbc2mpl wrote
//! (`../shared/corpus/openark-real/java-*.mplt`, skipped with one line when absent) read, hold
//! what their modules need and rewrite to what they read as; modules maple writes read back
//! as they print; corrupt files are errors, never panics.

use maple_asm::ast::{Item, Module};
use maple_asm::binmir;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn corpus() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/openark-real");
    if dir.is_dir() {
        Some(dir)
    } else {
        eprintln!("skipped: {} is absent", dir.display());
        None
    }
}

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

//! Class metadata for the Java core library's classes, as OpenArk's libcore has it.
//!
//! mpl2mpl's code reads an object's class from its first word (`shadow`), the vtable from
//! the class (`__class_meta__` field 6) and calls the word at a slot fixed at compile time;
//! an interface call reads slot `djb(name|sig) % 23` of the itable (field 5), falling back
//! to `MCC_getFuncPtrFromItabSecondHash64` (`asm/lib/java/meta.mpl`) when it is 0. So the
//! library's classes need `$__cinf_<C>` with vtables in the real libcore's slot order:
//! [`vtable_slots`] holds the orders the research derived (java.lang.Object's 11,
//! java.lang.Thread's 45 and, consistent with every offset the samples use, PrintStream's
//! 48, AbstractCollection's 29 and StringBuilder's appends; `/tmp/research/
//! vtableimpl-abi.md` §4). A slot resolves by name up the class's chain in maple's library;
//! a method maple's library lacks is a declared function with no body, so calling it faults
//! naming the Java method; a slot whose method is not known is a function named by class
//! and slot.

use super::muid::{demangle_method, djb, mangle, ITAB_FIRST, ITAB_SECOND};
use crate::ast::{Item, Module};
use crate::types::{StructKind, Type};
use std::collections::HashSet;

/// java.lang.Object's vtable (certain: decoded from the samples' MUIDs).
const OBJECT: &[&str] = &[
    "getClass|()Ljava/lang/Class;",
    "hashCode|()I",
    "equals|(Ljava/lang/Object;)Z",
    "clone|()Ljava/lang/Object;",
    "toString|()Ljava/lang/String;",
    "notify|()V",
    "notifyAll|()V",
    "wait|(J)V",
    "wait|(JI)V",
    "wait|()V",
    "finalize|()V",
];

const PRINT_STREAM: &[&str] = &[
    "close|()V",
    "flush|()V",
    "write|(I)V",
    "write|([B)V",
    "write|([BII)V",
    "append|(Ljava/lang/CharSequence;)Ljava/lang/Appendable;",
    "append|(Ljava/lang/CharSequence;II)Ljava/lang/Appendable;",
    "append|(C)Ljava/lang/Appendable;",
    "checkError|()Z",
    "setError|()V",
    "clearError|()V",
    "print|(Z)V",
    "print|(C)V",
    "print|(I)V",
    "print|(J)V",
    "print|(F)V",
    "print|(D)V",
    "print|([C)V",
    "print|(Ljava/lang/String;)V",
    "print|(Ljava/lang/Object;)V",
    "println|()V",
    "println|(Z)V",
    "println|(C)V",
    "println|(I)V",
    "println|(J)V",
    "println|(F)V",
    "println|(D)V",
    "println|([C)V",
    "println|(Ljava/lang/String;)V",
    "println|(Ljava/lang/Object;)V",
    "printf|(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;",
    "printf|(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;",
    "format|(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;",
    "format|(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;",
    "append|(Ljava/lang/CharSequence;)Ljava/io/PrintStream;",
    "append|(Ljava/lang/CharSequence;II)Ljava/io/PrintStream;",
    "append|(C)Ljava/io/PrintStream;",
];

const ABSTRACT_COLLECTION: &[&str] = &[
    "iterator|()Ljava/util/Iterator;",
    "forEach|(Ljava/util/function/Consumer;)V",
    "spliterator|()Ljava/util/Spliterator;",
    "size|()I",
    "isEmpty|()Z",
    "contains|(Ljava/lang/Object;)Z",
    "toArray|()[Ljava/lang/Object;",
    "toArray|([Ljava/lang/Object;)[Ljava/lang/Object;",
    "add|(Ljava/lang/Object;)Z",
    "remove|(Ljava/lang/Object;)Z",
    "containsAll|(Ljava/util/Collection;)Z",
    "addAll|(Ljava/util/Collection;)Z",
    "removeAll|(Ljava/util/Collection;)Z",
    "removeIf|(Ljava/util/function/Predicate;)Z",
    "retainAll|(Ljava/util/Collection;)Z",
    "clear|()V",
    "stream|()Ljava/util/stream/Stream;",
    "parallelStream|()Ljava/util/stream/Stream;",
];

/// Thread's slots 11..44 (certain: decoded from ThreadTest$FirstThread's vtable).
const THREAD: &[&str] = &[
    "run|()V",
    "blockedOn|(Lsun/nio/ch/Interruptible;)V",
    "start|()V",
    "stop|()V",
    "stop|(Ljava/lang/Throwable;)V",
    "interrupt|()V",
    "isInterrupted|()Z",
    "destroy|()V",
    "isAlive|()Z",
    "suspend|()V",
    "resume|()V",
    "setPriority|(I)V",
    "getPriority|()I",
    "setName|(Ljava/lang/String;)V",
    "getName|()Ljava/lang/String;",
    "getThreadGroup|()Ljava/lang/ThreadGroup;",
    "countStackFrames|()I",
    "join|(J)V",
    "join|(JI)V",
    "join|()V",
    "setDaemon|(Z)V",
    "isDaemon|()Z",
    "checkAccess|()V",
    "getContextClassLoader|()Ljava/lang/ClassLoader;",
    "setContextClassLoader|(Ljava/lang/ClassLoader;)V",
    "getStackTrace|()[Ljava/lang/StackTraceElement;",
    "getId|()J",
    "getState|()Ljava/lang/Thread$State;",
    "getUncaughtExceptionHandler|()Ljava/lang/Thread$UncaughtExceptionHandler;",
    "setUncaughtExceptionHandler|(Ljava/lang/Thread$UncaughtExceptionHandler;)V",
    "dispatchUncaughtException|(Ljava/lang/Throwable;)V",
    "unpark$|()V",
    "parkFor$|(J)V",
    "parkUntil$|(J)V",
];

/// StringBuilder's own appends start at slot 69 (fits the samples' offsets 560 and 624);
/// slots 11..68 (Appendable, CharSequence, AbstractStringBuilder) are not pinned.
const STRING_BUILDER_FIRST_APPEND: usize = 69;
const STRING_BUILDER: &[&str] = &[
    "append|(Ljava/lang/Object;)Ljava/lang/StringBuilder;",
    "append|(Ljava/lang/String;)Ljava/lang/StringBuilder;",
    "append|(Ljava/lang/StringBuffer;)Ljava/lang/StringBuilder;",
    "append|(Ljava/lang/CharSequence;)Ljava/lang/StringBuilder;",
    "append|(Ljava/lang/CharSequence;II)Ljava/lang/StringBuilder;",
    "append|([C)Ljava/lang/StringBuilder;",
    "append|([CII)Ljava/lang/StringBuilder;",
    "append|(Z)Ljava/lang/StringBuilder;",
    "append|(C)Ljava/lang/StringBuilder;",
    "append|(I)Ljava/lang/StringBuilder;",
    "append|(J)Ljava/lang/StringBuilder;",
    "append|(F)Ljava/lang/StringBuilder;",
    "append|(D)Ljava/lang/StringBuilder;",
];

/// Integer (a model: Number's methods, then Comparable's; no sample calls them).
const INTEGER: &[&str] = &[
    "intValue|()I",
    "longValue|()J",
    "floatValue|()F",
    "doubleValue|()D",
    "byteValue|()B",
    "shortValue|()S",
    "compareTo|(Ljava/lang/Object;)I",
    "compareTo|(Ljava/lang/Integer;)I",
];

/// The vtable of a library class with its own known order (after Object's 11 slots), as
/// Java `name|sig` (`None`: a slot whose method is not known), or `None` to take the
/// superclass's.
fn vtable_slots(class: &str) -> Option<Vec<Option<&'static str>>> {
    let mut slots: Vec<Option<&str>> = OBJECT.iter().copied().map(Some).collect();
    let own = match class {
        "Ljava_2Flang_2FObject_3B" => &[][..],
        "Ljava_2Fio_2FPrintStream_3B" => PRINT_STREAM,
        "Ljava_2Futil_2FAbstractCollection_3B" => ABSTRACT_COLLECTION,
        "Ljava_2Flang_2FThread_3B" => THREAD,
        "Ljava_2Flang_2FInteger_3B" => INTEGER,
        "Ljava_2Flang_2FStringBuilder_3B" => {
            slots.resize(STRING_BUILDER_FIRST_APPEND, None);
            STRING_BUILDER
        }
        _ => return None,
    };
    slots.extend(own.iter().copied().map(Some));
    Some(slots)
}

/// The methods the tables know `class` (one of the library's classes) to have, as Java
/// `name|sig`: the names an unresolved MUID may stand for.
pub fn known_methods(class: &str) -> Vec<&'static str> {
    vtable_slots(class)
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .chain(OBJECT.iter().copied())
        .collect()
}

/// `class` and its superclasses, ending with java.lang.Object.
pub fn chain(module: &Module, class: &str) -> Vec<String> {
    let mut chain = vec![class.to_string()];
    while let Some(p) = super::superclass(module, chain.last().map_or("", String::as_str)) {
        if chain.contains(&p) || chain.len() > 64 {
            break;
        }
        chain.push(p);
    }
    let object = "Ljava_2Flang_2FObject_3B".to_string();
    if !chain.contains(&object) {
        chain.push(object);
    }
    chain
}

/// What this writes: MAPLE IR text and the functions it names.
pub struct Writer<'m> {
    pub module: &'m Module,
    /// Functions with a body.
    pub bodies: HashSet<String>,
    /// Every function the program declares or this writes a declaration of.
    pub declared: HashSet<String>,
    /// The items written.
    pub text: String,
}

impl<'m> Writer<'m> {
    pub fn new(module: &'m Module) -> Self {
        let mut bodies = HashSet::new();
        let mut declared = HashSet::new();
        for item in module.all_items() {
            if let Item::Func(f) = item {
                declared.insert(f.name.clone());
                if f.body.is_some() {
                    bodies.insert(f.name.clone());
                }
            }
        }
        Writer {
            module,
            bodies,
            declared,
            text: String::new(),
        }
    }

    /// `addroffunc ptr &name`, declaring `name` (no body: a call faults naming it) when the
    /// program does not.
    pub fn func_ref(&mut self, name: &str) -> String {
        if self.declared.insert(name.to_string()) {
            self.text.push_str(&format!("func &{name} () void\n"));
        }
        format!("addroffunc ptr &{name}")
    }

    /// The function implementing `sig` for `class`: the nearest in its chain with a body.
    fn implementation(&self, chain: &[String], sig: &str) -> Option<String> {
        let m = mangle(sig);
        chain
            .iter()
            .map(|c| format!("{c}_7C{m}"))
            .find(|f| self.bodies.contains(f))
    }

    /// The `$__cinf_<class>` of a library class, its vtable and itable.
    pub fn class(&mut self, class: &str) {
        let chain = chain(self.module, class);
        let slots = chain
            .iter()
            .find_map(|c| vtable_slots(c))
            .unwrap_or_else(|| OBJECT.iter().copied().map(Some).collect());
        let mut vtab = Vec::new();
        for (k, slot) in slots.iter().enumerate() {
            vtab.push(match slot {
                Some(sig) => match self.implementation(&chain, sig) {
                    Some(f) => format!("addroffunc ptr &{f}"),
                    None => self.func_ref(&format!("{class}_7C{}", mangle(sig))),
                },
                None => self.func_ref(&format!("__maple_unknown_vtable_slot.{class}.{k}")),
            });
        }
        let itab = self.itable(class, &chain);
        self.text.push_str(&format!(
            "var $__vtb_{class} <[{}] <* void>> = [{}]\n{itab}var $__cinf_{class} <$__class_meta__> = [1= 0, 2= 0, 3= 0xffff, 4= 0, 5= addrof ptr $__itb_{class}, 6= addrof ptr $__vtb_{class}, 7= 0, 8= 0, 9= 0]\n",
            vtab.len(),
            vtab.join(", ")
        ));
    }

    /// The itable of a library class: every method of its chain (a superset of its
    /// interfaces' methods, which is all a call site asks) by first-level slot, a slot two
    /// methods share left 0; word 23 points to the second level, `[count, 1, (hash, f)...]`
    /// sorted by hash, which `MCC_getFuncPtrFromItabSecondHash64` searches.
    fn itable(&mut self, class: &str, chain: &[String]) -> String {
        let mut methods: Vec<(String, String)> = Vec::new();
        let mut seen = HashSet::new();
        for c in chain {
            let prefix = format!("{c}_7C");
            let mut own: Vec<&String> = self
                .bodies
                .iter()
                .filter(|f| f.starts_with(&prefix))
                .collect();
            own.sort();
            for f in own {
                let Some(sig) = demangle_method(&f[prefix.len()..]) else {
                    continue;
                };
                if sig.starts_with('<') || !seen.insert(sig.clone()) {
                    continue;
                }
                methods.push((sig, f.clone()));
            }
        }
        let mut first: Vec<Option<String>> = vec![None; ITAB_FIRST as usize];
        let mut taken = vec![0u32; ITAB_FIRST as usize];
        let mut second: Vec<(u32, String)> = Vec::new();
        for (sig, f) in &methods {
            let h = djb(sig);
            let slot = (h % ITAB_FIRST) as usize;
            taken[slot] += 1;
            first[slot] = Some(f.clone());
            second.push((h % ITAB_SECOND, f.clone()));
        }
        second.sort();
        let mut words: Vec<String> = (0..ITAB_FIRST as usize)
            .map(|k| match (&first[k], taken[k]) {
                (Some(f), 1) => format!("addroffunc ptr &{f}"),
                _ => "0".to_string(),
            })
            .collect();
        words.push(format!("addrof ptr $__itabC_{class}"));
        let mut conflict = vec![second.len().to_string(), "1".to_string()];
        for (i, (h, f)) in second.iter().enumerate() {
            let clash = second
                .iter()
                .enumerate()
                .any(|(j, (h2, _))| j != i && h2 == h);
            conflict.push(h.to_string());
            conflict.push(if clash {
                // Two methods of one class with one second-level hash: not resolved here.
                self.func_ref("__maple_itab_second_level_conflict")
            } else {
                format!("addroffunc ptr &{f}")
            });
        }
        format!(
            "var $__itabC_{class} <[{}] <* void>> = [{}]\nvar $__itb_{class} <[{}] <* void>> = [{}]\n",
            conflict.len(),
            conflict.join(", "),
            words.len(),
            words.join(", ")
        )
    }
}

/// The classes that need library metadata: every class type of the program and every
/// `$__cinf_<C>` it names, less those whose metadata the program defines.
pub fn classes_needing_metadata(module: &Module) -> Vec<String> {
    let mut defined = HashSet::new();
    let mut wanted: Vec<String> = Vec::new();
    for item in module.all_items() {
        match item {
            Item::Var(v) => {
                if let Some(c) = v.name.name.strip_prefix("__cinf_") {
                    if v.init.is_some() {
                        defined.insert(c.to_string());
                    } else {
                        wanted.push(c.to_string());
                    }
                }
            }
            Item::Type(t) => {
                if let Type::Struct(st) = &t.ty {
                    if st.kind == StructKind::Class && !st.incomplete {
                        wanted.push(t.name.name.clone());
                    }
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for c in wanted {
        if !defined.contains(&c) && !out.contains(&c) {
            out.push(c);
        }
    }
    out
}
